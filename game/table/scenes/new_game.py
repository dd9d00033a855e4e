"""New game, for every game: which game, players, each seat (the game's own choices, person or bot,
gamepad), the game's options, the seed. The game's form (its table entry) gives its own rows."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.games import table_entry, table_games
from game.table.scenes.menu import ButtonScene
from game.table.session import fresh_seed
from game.table.widgets.button import Button

TOP = 165          # the first row, below the title and its subtitle
BOTTOM = 150       # room under the rows for the hint and the Back / Start buttons


class GameForm:
    """What every game's part of this screen has: its range of players, and `changed`, called after
    every choice (the screen lays its rows out again). A game's form adds `seat_buttons`,
    `option_rows` and `options`."""

    players = (1, 4)
    default_players = 2

    def __init__(self, app, changed=lambda: None):
        self.app = app
        self.changed = changed

    def cycle(self, name: str, count: int):
        """A button's action: the attribute `name` steps to its next of `count` values."""
        def step():
            setattr(self, name, (getattr(self, name) + 1) % count)
            self.changed()
        return step


class NewGameScene(ButtonScene):

    def __init__(self, app, game: str | None = None):
        super().__init__(app)
        self.games = table_games()
        self.game = game if game in self.games else self.games[0]
        self.seed = fresh_seed()
        self.typing = False
        self.bots = [False] * 4
        self.pads: list[int | None] = [None] * 4
        self.open_form()

    @property
    def title(self) -> str:
        return f"New game: {self.entry.title}"

    def open_form(self) -> None:
        self.entry = table_entry(self.game)
        self.form = self.entry.form(self.app)
        self.form.changed = self.rebuild
        self.players = self.form.default_players
        self.rebuild(focus_start=True)

    # -- the form -------------------------------------------------------------------------------------
    def rebuild(self, focus_start: bool = False):
        w, h = self.app.size
        rows: list[tuple[str, list[Button]]] = []
        if len(self.games) > 1:
            rows.append(("Game", [Button(self.entry.title, self.cycle_game, size=22)]))
        low, high = self.form.players
        self.players = min(max(self.players, low), high)     # a game's option may narrow the range
        if high > low:
            rows.append(("Players", [Button(f"{self.players}", self.cycle_players, size=22)]))
        pads = self.app.router.connected_pads()
        for seat in range(self.players):
            pad = self.pads[seat]
            rows.append((f"Seat {seat + 1}", self.form.seat_buttons(seat, self.players) + [
                Button("Bot" if self.bots[seat] else "Person", lambda s=seat: self.toggle_bot(s), size=20),
                Button("no gamepad" if pad is None else f"gamepad {pad}", lambda s=seat: self.cycle_pad(s, pads),
                       size=20, enabled=bool(pads) or pad is not None),
            ]))
        rows += self.form.option_rows()
        rows.append(("Seed", [Button(f"{self.seed}" + ("_" if self.typing else ""), self.type_seed, size=20),
                              Button("New seed", self.new_seed, size=20)]))
        self.rows = rows
        self.buttons = []
        row_h = min(50, (h - TOP - BOTTOM) // max(1, len(rows)))
        label_x = max(60, w // 2 - 480)
        for i, (label, buttons) in enumerate(rows):
            x = label_x + 200
            room = min(w - 60, label_x + 1060) - x
            # The buttons after the first are as wide as their words need (150 at least where the row has
            # room); the first, the seat's main choice, takes the rest.
            least = 150 if len(buttons) <= 3 else 110
            extras = [max(least, self.app.theme.font(b.size, True).size(b.label)[0] + 24) for b in buttons[1:]]
            widths = [room - sum(extras) - 10 * len(extras)] + extras
            for b, width in zip(buttons, widths):
                b.rect = pygame.Rect(x, TOP + i * row_h, width, row_h - 8)
                x += width + 10
                self.buttons.append(b)
        back = Button("Back", self.back)
        start = Button("Start", self.start, accent=True)
        back.rect = pygame.Rect(w // 2 - 230, h - 100, 220, 48)
        start.rect = pygame.Rect(w // 2 + 10, h - 100, 220, 48)
        self.buttons += [back, start]
        self.label_x = label_x
        if focus_start:
            self.focus = len([b for b in self.buttons if b.enabled]) - 1   # Enter starts the game at once
        self.focus = min(self.focus, len(self.buttons) - 1)

    def resize(self, size):
        self.rebuild()

    def cycle_game(self):
        self.game = self.games[(self.games.index(self.game) + 1) % len(self.games)]
        self.open_form()

    def cycle_players(self):
        low, high = self.form.players
        self.players = low + (self.players - low + 1) % (high - low + 1)
        self.rebuild()

    def toggle_bot(self, seat):
        self.bots[seat] = not self.bots[seat]
        self.rebuild()

    def cycle_pad(self, seat, pads):
        options = [None] + list(pads)
        current = self.pads[seat]
        nxt = options[(options.index(current) + 1) % len(options)] if current in options else None
        for s in range(4):
            if s != seat and self.pads[s] == nxt and nxt is not None:
                self.pads[s] = None
        self.pads[seat] = nxt
        self.rebuild()

    def type_seed(self):
        self.typing = not self.typing
        self.rebuild()

    def new_seed(self):
        self.seed = fresh_seed()
        self.typing = False
        self.rebuild()

    def process_event(self, event):
        if self.typing and event.type == pygame.KEYDOWN:
            if event.unicode and event.unicode.isdigit() and len(str(self.seed)) < 9:
                self.seed = int(f"{self.seed}{event.unicode}") if self.seed else int(event.unicode)
            elif event.key == pygame.K_BACKSPACE:
                self.seed = int(str(self.seed)[:-1] or 0)
            elif event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_KP_ENTER):
                self.typing = False
            self.rebuild()
            return None
        return super().process_event(event)

    def options(self) -> dict:
        return self.form.options(self.players, self.seed)

    def warm(self) -> None:
        """Warm the pictures of exactly the game this form would start."""
        if self.entry.warm_new is not None:
            self.entry.warm_new(self.app, self.options(), self.seed)

    def start(self):
        from game.table.scenes import launch
        bots = tuple(s for s in range(self.players) if self.bots[s])
        pads = {pad: seat for seat, pad in enumerate(self.pads[:self.players]) if pad is not None}
        error = launch.start_game(self.app, self.game, self.options(), self.seed, bots=bots, pads=pads)
        if error:
            self.toasts.show(error, theme.DANGER)

    def draw(self, surface):
        super().draw(surface)
        th = self.app.theme
        w, h = surface.get_size()
        sub = th.text(self.entry.blurb, 20, theme.TEXT_DIM)
        surface.blit(sub, sub.get_rect(midtop=(w // 2, 128)))
        for label, buttons in self.rows:
            img = th.text(label, 22, theme.TEXT_DIM, bold=True)
            surface.blit(img, (self.label_x, buttons[0].rect.centery - img.get_height() // 2))
        pads = self.app.router.connected_pads()
        hint = (f"{len(pads)} gamepad(s) connected: give each to a seat." if pads
                else "No gamepad connected: the mouse plays for whoever's turn it is.")
        img = th.text(hint, 18, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midbottom=(w // 2, h - 112)))

    def layout(self):
        return {f"button:{b.label}": list(b.rect) for b in self.buttons}
