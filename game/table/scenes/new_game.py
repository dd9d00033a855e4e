"""New game, for every game: which game, players, each seat (the game's own choices, person or bot,
gamepad), the game's options, the seed. The game's form (its table entry) gives its own rows.

Gamepads join as couch games do: each player presses A on their pad and takes the next free seat,
which shows the pad's name in the seat's colour; B on a joined pad leaves the seat, Start starts."""
from __future__ import annotations

import pygame

from game.engine.bots.strengths import DEFAULT as DEFAULT_STRENGTH, STRENGTHS
from game.table import theme
from game.table import last_choice
from game.table.games import table_entry, table_games
from game.table.last_choice import same_shape
from game.table.scenes.button_scene import ButtonScene
from game.table.session import fresh_seed
from game.table.widgets.button import Button

TOP = 165          # the first row, below the title and its subtitle
MAX_SEATS = 6      # the most seats a game has (Nature of the Beast)
BOTTOM = 150       # room under the rows for the hint and the Back / Start buttons
ROW_LEAST = 33     # a row's least height at 100 % (they are 50 where the window has room)
STRENGTH_WORDS = {"easy": "Easy: slips now and then", "normal": "Normal", "hard": "Hard: thinks ahead"}


class GameForm:
    """What every game's part of this screen has: its range of players, and `changed`, called after
    every choice (the screen lays its rows out again). A game's form adds `seat_buttons`,
    `option_rows` and `options`."""

    players = (1, 4)
    default_players = 2
    most_players = 4         # the most seats any of its options lets play (the rows are laid out for them)
    most_rows = 1            # the most option rows it ever shows (so rows never move as options change)
    kept: tuple[str, ...] = ()    # the choices remembered for the next new game (attribute names)

    def __init__(self, app, changed=lambda: None):
        self.app = app
        self.changed = changed

    def remembered(self) -> dict:
        return {name: sorted(v) if isinstance(v := getattr(self, name), set) else v for name in self.kept}

    def recall(self, state: dict) -> None:
        """The choices of the last new game of this game, where they are still choices of the form."""
        for name in self.kept:
            if name in state and same_shape(getattr(self, name), state[name]) and self.allows(name, state[name]):
                setattr(self, name, set(state[name]) if isinstance(getattr(self, name), set) else state[name])

    def allows(self, name: str, value) -> bool:
        """Whether a remembered value is still one of this form's choices (the cards may have changed)."""
        return True

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
        last = last_choice.recall()
        self.game = game if game in self.games else last.get("game") if last.get("game") in self.games \
            else self.games[0]
        self.seed = fresh_seed()
        self.typing = False
        bots = last.get("bots")
        self.bots = list(bots) if same_shape([False] * MAX_SEATS, bots) else [False] * MAX_SEATS
        self.strength = last.get("strength") if last.get("strength") in STRENGTHS else DEFAULT_STRENGTH
        self.joining: set[str] = set()     # pads whose A press joined a seat (their release is theirs)
        self.open_form(last)

    @property
    def title(self) -> str:
        return f"New game: {self.entry.title}"

    def open_form(self, last: dict | None = None) -> None:
        """The game's form, with the choices it was last started with (`last`, the remembered choice)."""
        self.entry = table_entry(self.game)
        self.form = self.entry.form(self.app)
        self.form.changed = self.rebuild
        self.players = self.form.default_players
        last = last_choice.recall() if last is None else last
        forms = last.get("forms") if isinstance(last.get("forms"), dict) else {}
        if isinstance(forms.get(self.game), dict):
            self.form.recall(forms[self.game])
        if last.get("game") == self.game and type(last.get("players")) is int:
            self.players = last["players"]
        self.rebuild(focus_start=True)

    # -- the form -------------------------------------------------------------------------------------
    def rebuild(self, focus_start: bool = False):
        w, h = self.app.size
        rows: list[tuple[str, list[Button]]] = []
        if len(self.games) > 1:
            rows.append(("Game", [Button(self.entry.title, self.cycle_game, size=22)]))
        low, high = self.form.players
        self.players = min(max(self.players, low), high)     # a game's option may narrow the range
        rows.append(("Players", [Button(f"{self.players}" if high > low else f"{self.players} (set by the game's options)",
                                        self.cycle_players, size=22, enabled=high > low)]))
        # The game's options before the seats, and every row as high as the most the form can show:
        # a choice that changes how many play or which options there are moves no row under the pointer.
        rows += self.form.option_rows()
        rows.append(("Bots", [Button(STRENGTH_WORDS[self.strength], self.cycle_strength, size=20, name="strength")]))
        most = len(rows) - len(self.form.option_rows()) + self.form.most_rows + self.form.most_players + 1
        claims = self.app.router.claims.by_seat
        for seat in range(self.players):
            claim = claims.get(seat)
            pad = Button(short_name(claim.name) if claim else "A to join", lambda s=seat: self.pad_button(s),
                         size=20, name=f"pad:{seat}")
            pad.colour = self.app.theme.seat_colour(seat) if claim else None
            rows.append((f"Seat {seat + 1}", self.form.seat_buttons(seat, self.players) + [
                Button("Bot" if self.bots[seat] else "Person", lambda s=seat: self.toggle_bot(s), size=20,
                       name=f"bot:{seat}"), pad]))
        rows.append(("Seed", [Button(f"{self.seed}" + ("_" if self.typing else ""), self.type_seed, size=20),
                              Button("New seed", self.new_seed, size=20)]))
        self.rows = rows
        self.buttons = []
        most = max(1, most, len(rows))
        natural = TOP + most * ROW_LEAST + BOTTOM
        self.fit(natural, min(h, natural * (w - 120) / 1060))
        px = self.px
        row_h = min(px(50), (h - px(TOP) - px(BOTTOM)) // most)
        label_x = max(60, w // 2 - px(480))
        for i, (label, buttons) in enumerate(rows):
            x = label_x + px(200)
            room = min(w - 60, label_x + px(1060)) - x
            # The buttons after the first are as wide as their words need (150 at least where the row has
            # room); the first, the seat's main choice, takes the rest.
            least = px(150 if len(buttons) <= 3 else 110)
            extras = [max(least, self.screen_theme.font(b.size, True).size(b.label)[0] + 24) for b in buttons[1:]]
            widths = [room - sum(extras) - 10 * len(extras)] + extras
            for col, (b, width) in enumerate(zip(buttons, widths)):
                b.name = b.name or f"{label}:{col}"
                b.rect = pygame.Rect(x, px(TOP) + i * row_h, width, row_h - px(8))
                x += width + 10
                self.buttons.append(b)
        back = Button("Back", self.back, name="back")
        start = Button("Start", self.start, accent=True, name="start")
        back.rect = pygame.Rect(w // 2 - px(230), h - px(100), px(220), px(48))
        start.rect = pygame.Rect(w // 2 + px(10), h - px(100), px(220), px(48))
        self.buttons += [back, start]
        self.label_x = label_x
        if focus_start:
            self.focus.key = "start"    # Enter starts the game at once; arrows reach every control

    def resize(self, size):
        self.rebuild()

    def cycle_game(self):
        self.game = self.games[(self.games.index(self.game) + 1) % len(self.games)]
        self.open_form()

    def cycle_players(self):
        low, high = self.form.players
        self.players = low + (self.players - low + 1) % (high - low + 1)
        for seat in range(self.players, MAX_SEATS):
            self.app.router.release(seat)       # a pad of a seat no longer played may join again
        self.rebuild()

    def cycle_strength(self):
        self.strength = STRENGTHS[(STRENGTHS.index(self.strength) + 1) % len(STRENGTHS)]
        self.rebuild()

    def toggle_bot(self, seat):
        self.bots[seat] = not self.bots[seat]
        if self.bots[seat]:
            self.app.router.release(seat)      # a bot plays no pad
        self.rebuild()

    def pad_button(self, seat):
        """The seat's gamepad button: a joined pad leaves the seat; otherwise say how to join."""
        if self.app.router.claims.has(seat):
            self.app.router.release(seat)
            self.rebuild()
        else:
            self.toasts.show(f"Press A on a gamepad to join Seat {seat + 1}.", theme.ACCENT)

    def join(self, pe) -> None:
        """A pad's A press: it takes the first free seat (a person's seat without a pad), adding a
        player if every seat is taken and the game allows more."""
        router = self.app.router
        free = [s for s in range(self.players) if not self.bots[s] and not router.claims.has(s)]
        if not free and self.players < self.form.players[1]:
            self.players += 1
            free = [self.players - 1]
        if not free:
            self.toasts.show("Every seat has a gamepad or a bot: B on a pad leaves its seat.", theme.DANGER)
            return
        seat = free[0]
        router.claim(int(pe.pointer[3:]), seat)
        self.joining.add(pe.pointer)
        self.rebuild()
        self.toasts.show(f"{router.pads[int(pe.pointer[3:])].name} plays Seat {seat + 1}.", theme.OK)
        button = next((b for b in self.buttons if b.name == f"pad:{seat}"), None)
        if button is not None:
            router.warp(pe.pointer, button.rect.center)

    def pointer(self, pe):
        if pe.pad:
            seat = self.app.router.seat_of(pe.pointer)
            if pe.kind == "down" and seat is None:
                self.join(pe)
                return None
            if pe.kind in ("up", "let_go") and pe.pointer in self.joining:
                self.joining.discard(pe.pointer)
                return None
            if pe.kind == "cancel":
                if seat is not None:
                    self.app.router.release(seat)
                    self.toasts.show(f"Seat {seat + 1} has no gamepad now.", theme.ACCENT)
                    self.rebuild()
                return None
        return super().pointer(pe)

    def menu_pressed(self, pe) -> None:
        """A pad's Start starts the game."""
        self.start()

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
        """Start the game; first ask, when an unfinished game of this one waits (Continue): it is kept in
        Load, or played on instead."""
        from game.table import saved
        waiting = saved.unfinished_autosave(self.game)
        if waiting is None:
            self.start_new()
            return
        self.app.open("question", "An unfinished game", [
            f"{waiting[1].line()} is not finished.",
            "A new game keeps it in Load (as \"unfinished\"), to play on or watch later."],
            [("Start the new game", self.start_new), ("Play on the unfinished game", self.play_on),
             ("Back", lambda: None)])

    def start_new(self):
        from game.table import launch
        last_choice.remember(self.game, self.players, self.bots, self.form.remembered(), self.strength)
        bots = tuple(s for s in range(self.players) if self.bots[s])
        self.refused(launch.start_game(self.app, self.game, self.options(), self.seed, bots=bots, strength=self.strength))

    def play_on(self):
        from game.table import launch
        from game.table.session import autosave_path
        self.refused(launch.open_save(self.app, autosave_path(self.game)))

    def subtitle(self) -> str:
        return self.entry.blurb

    def draw(self, surface):
        super().draw(surface)
        th = self.screen_theme
        w, h = surface.get_size()
        claims = self.app.router.claims
        for label, buttons in self.rows:
            seat = int(label[5:]) - 1 if label.startswith("Seat ") else None
            joined = seat is not None and claims.has(seat)
            img = th.text(label, 22, th.seat_colour(seat) if joined else theme.TEXT_DIM, bold=True)
            surface.blit(img, (self.label_x, buttons[0].rect.centery - img.get_height() // 2))
        pads = self.app.router.connected_pads()
        hint = ("Gamepads: each player presses A on theirs to join a seat (B leaves it, Start starts)." if pads
                else "No gamepad connected: the mouse and keyboard play for whoever's turn it is.")
        img = th.text(hint, 18, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midbottom=(w // 2, h - self.px(112))))

    def toast_anchor(self, w: int, h: int) -> tuple[int, int]:
        return (w // 2, h - self.px(140))     # above the hint and the Back / Start buttons


def short_name(name: str, most: int = 18) -> str:
    """A pad's name short enough for its seat's row ("Xbox Series X Controller" -> "Xbox Series X Con…")."""
    return name if len(name) <= most else name[:most - 1].rstrip() + "…"
