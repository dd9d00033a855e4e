"""The replay viewer's controls over a table: play and pause, step, jump to any turn on a timeline,
speed, whose eyes to watch with, and Play from here."""
from __future__ import annotations

import pygame

from game.engine.core.rules import PUBLIC
from game.table import theme
from game.table.adapter import seen_lines
from game.table.scenes.base import Scene
from game.table.focus import Focusable
from game.table.widgets.button import Button, pad_step

SPEEDS = (0.5, 1.0, 2.0, 4.0)
BAR_H = 78


class ReplayControls(Scene):
    """The bar along the bottom; hovering and zooming still reach the table beneath."""

    opaque = False
    passes_input = True     # hovering, zooming and the wheel reach the table beneath

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.replay = table.replay
        self.speed = 1.0
        self.everything = False     # at the end of a finished game: every seat's hidden cards shown
        self.buttons: list[Button] = []
        self.resize(app.size)
        self.follow_log()

    # -- layout -----------------------------------------------------------------------------------
    def resize(self, size):
        w, h = size
        self.fit(1100, w)       # the buttons and a timeline of 200 fit the window's width
        px = self.px
        if self.table.bottom_reserve != px(BAR_H):
            self.table.bottom_reserve = px(BAR_H)
            self.table.resize(size)
        self.bar = pygame.Rect(0, h - px(BAR_H), w, px(BAR_H))
        y, bh = self.bar.y + px(28), px(BAR_H - 36)
        specs = [("|<", self.to_start, 44), ("<<", self.turn_back, 44), ("<", self.step_back, 40),
                 ("Play", self.toggle, 84), (">", self.step_forward, 40), (">>", self.turn_forward, 44),
                 (">|", self.to_end, 44)]
        x = 10
        self.buttons = []
        for label, action, width in specs:
            self.buttons.append(Button(label, action, (x, y, px(width), bh), size=18))
            x += px(width) + 6
        self.timeline = pygame.Rect(x + 10, y + px(4), 0, bh - px(8))
        right = [("Play from here", self.branch, 170), ("", self.cycle_seat, 150), ("x1", self.cycle_speed, 60),
                 ("Exit", self.exit, 70)]
        rx = w - 10
        placed = []
        for label, action, width in reversed(right):
            rx -= px(width)
            placed.append(Button(label, action, (rx, y, px(width), bh), size=18, accent=label == "Play from here"))
            rx -= 6
        self.timeline.w = rx - 10 - self.timeline.x
        self.buttons += list(reversed(placed))
        self.relabel()

    def relabel(self) -> None:
        by_action = {b.on_click: b for b in self.buttons}
        by_action[self.toggle].label = "Pause" if self.replay.playing else "Play"
        by_action[self.cycle_speed].label = f"x{self.speed:g}"
        viewer = self.table.viewer
        by_action[self.cycle_seat].label = "everything" if self.everything else \
            "everyone's view" if viewer == PUBLIC else f"as Seat {viewer + 1}"

    def on_enter(self) -> None:
        self.relabel()      # back from a seat's hand-off screen: the eyes changed

    # -- actions ----------------------------------------------------------------------------------
    def revealed(self) -> dict[int, list[str]]:
        """Every seat's hidden cards, once the game watched is over and the viewer is at its end."""
        s = self.table.session
        return s.revealed() if self.replay.at_end and s.over else {}

    def jump(self, index: int) -> None:
        self.everything = False
        self.replay.playing = False
        self.table.anims.skip()
        self.replay.seek(index)
        self.table.sync(snap=True)
        self.follow_log()
        self.relabel()

    def follow_log(self) -> None:
        """The log as it stood at the position shown (a jump back takes its later lines away)."""
        log = self.table.log
        log.entries.clear()
        for event in self.replay.history():
            for line in seen_lines(self.table.adapter, event, self.table.session.seats):
                log.add_line(line)
        log.add(f"Watching {self.replay.source or 'a saved game'}: move {self.replay.position} of "
                f"{self.replay.total}.", colour=theme.ACCENT)

    def to_start(self):
        self.jump(0)

    def to_end(self):
        self.jump(self.replay.total)

    def step_back(self):
        self.jump(self.replay.position - 1)

    def step_forward(self):
        self.replay.playing = False
        self.table.anims.skip()
        self.table.play_events(self.replay.step())
        self.relabel()

    def turn_back(self):
        self.jump(self.replay.mark_before(self.replay.position))

    def turn_forward(self):
        self.jump(self.replay.mark_after(self.replay.position))

    def toggle(self):
        self.replay.playing = not self.replay.playing and not self.replay.at_end
        self.relabel()

    def cycle_speed(self):
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        self.table.anims.speed = self.app.settings.animation_speed * self.speed
        self.relabel()

    def guarded(self) -> bool:
        """Whether the game watched still has hands to keep: unfinished, between people. Then it is
        watched in the public view, or with a seat's eyes behind that seat's own hand-off screen."""
        return not self.replay.finished and self.table.desk.passed_around()

    def cycle_seat(self, after: int | None = None):
        """The next eyes to watch with: each seat's (behind its hand-off while the game has hands to
        keep, which the watcher may pass by: `after` is the seat passed by), the public view, and
        everything once a finished game is at its end."""
        table = self.table
        seats = table.session.seats
        viewer = table.viewer if after is None else after
        if self.guarded():
            order = [PUBLIC] + seats
            nxt = order[(order.index(viewer) + 1) % len(order)]
            if nxt == PUBLIC:
                table.show_seat(PUBLIC)
            else:
                then = order[(order.index(nxt) + 1) % len(order)]
                words = "Everyone's view" if then == PUBLIC else f"Not me: {table.adapter.seat_name(then)}'s cover"
                self.app.open("handoff", table, nxt, onward=self.cycle_seat, onward_words=words)
        elif self.everything:
            self.everything = False
            table.show_seat(seats[0])
        elif viewer == seats[-1] and self.revealed():
            self.everything = True
        else:
            table.show_seat(seats[(seats.index(viewer) + 1) % len(seats)] if viewer in seats else seats[0])
        self.relabel()

    def branch(self):
        from game.table import launch
        launch.play_from_here(self.app, self.table)

    def exit(self):
        self.table.bottom_reserve = 0
        self.app.open_menu()

    # -- input ------------------------------------------------------------------------------------
    def process_event(self, event):
        if event.type == pygame.KEYDOWN:
            ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
            keys = {pygame.K_SPACE: self.toggle, pygame.K_HOME: self.to_start, pygame.K_END: self.to_end,
                    pygame.K_LEFT: self.turn_back if ctrl else self.step_back,
                    pygame.K_RIGHT: self.turn_forward if ctrl else self.step_forward,
                    pygame.K_PLUS: self.cycle_speed, pygame.K_EQUALS: self.cycle_speed,
                    pygame.K_TAB: self.cycle_seat, pygame.K_ESCAPE: self.exit}
            action = keys.get(event.key)
            if action:
                action()
                return None
            return event if event.key == pygame.K_F1 else None
        return event

    def pointer(self, pe):
        """The bar's buttons and timeline; a press on the table says how to take over; the rest (moves,
        zoom, the wheel) goes on to the table beneath."""
        for b in self.buttons:
            if b.handle(pe):
                return None
        if pe.kind == "down" and self.timeline.inflate(0, 12).collidepoint(pe.pos):
            share = (pe.pos[0] - self.timeline.x) / max(1, self.timeline.w)
            self.jump(round(share * self.replay.total))
            return None
        if pe.kind in ("down", "up") and self.bar.collidepoint(pe.pos):
            return None
        if pe.kind == "down":
            self.table.toasts.show("This is a replay: press Play from here to take over from this point.",
                                   theme.ACCENT)
            return None
        if pe.kind == "nav" and pe.pad:
            items = [Focusable(str(i), b.rect) for i, b in enumerate(self.buttons)]
            pad_step(self.app.router, self.buttons, items, pe)   # the d-pad goes from button to button
            return None
        if pe.kind in ("activate", "end_turn", "undo", "cancel", "nav"):
            return None     # nothing is played in a replay (Esc and the arrows are keys of the bar above)
        return pe

    def update(self, dt):
        table = self.table
        if self.replay.playing and not table.anims.busy and table.synced_version == table.session.version:
            if self.replay.at_end:
                self.replay.playing = False
            else:
                table.play_events(self.replay.step())
            self.relabel()
        table.update(dt)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface):
        th = self.screen_theme
        theme.draw_panel(surface, self.bar, colour=(12, 14, 18), alpha=240, radius=0)
        for b in self.buttons:
            b.draw(surface, th)
        line = self.timeline
        pygame.draw.rect(surface, (40, 46, 54), line, border_radius=6)
        total = max(1, self.replay.total)
        for mark in self.replay.marks:
            x = line.x + line.w * mark.index // total
            colour = theme.ACCENT if mark.round_start else th.seat_colour(mark.seats[0]) if mark.seats else theme.TEXT_DIM
            top = line.y if mark.round_start else line.y + line.h // 3
            pygame.draw.line(surface, colour, (x, top), (x, line.bottom), 2 if mark.round_start else 1)
        x = line.x + line.w * self.replay.position // total
        pygame.draw.rect(surface, theme.GLOW, (x - 3, line.y - 4, 6, line.h + 8), border_radius=3)
        label = f"move {self.replay.position} of {self.replay.total}"
        rounds = [m.round for m in self.replay.marks if m.index <= self.replay.position]
        if rounds and rounds[-1]:
            label += f"  -  round {rounds[-1]}"
        img = th.text(label, 16, theme.TEXT)
        surface.blit(img, img.get_rect(midtop=(line.centerx, self.bar.y + self.px(5))))
        title = th.text(f"Watching {self.replay.source}" if self.replay.source else "Watching a replay", 16,
                        theme.ACCENT, bold=True)
        surface.blit(title, (10, self.bar.y + self.px(5)))
        hint = th.text("Space play/pause  -  arrows step  -  Ctrl+arrows turns  -  Tab seat", 14, theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(topright=(self.bar.right - 10, self.bar.y + self.px(6))))
        self.draw_everything(surface)

    def draw_everything(self, surface) -> None:
        """The cards nobody else could see, seat by seat, over the table (the game is over)."""
        shown = self.revealed()
        if not self.everything or not shown:
            return
        th, px = self.screen_theme, self.px
        w = self.bar.w
        card_h = 120
        panel = pygame.Rect(0, 0, min(w - 40, 1100), px(60) + len(shown) * (card_h + px(34)))
        panel.midbottom = (w // 2, self.bar.y - 10)
        theme.draw_panel(surface, panel, alpha=255, edge=theme.GLOW)   # nothing of the table shows through
        title = th.text("The game is over: every hidden card", 22, theme.ACCENT, bold=True)
        surface.blit(title, (panel.x + 16, panel.y + px(12)))
        y = panel.y + px(48)
        for seat, cards in shown.items():
            name = self.table.adapter.seat_name(seat)
            surface.blit(th.text(f"{name}: {len(cards)} card(s)", 18, th.seat_colour(seat), bold=True),
                         (panel.x + 16, y))
            x = panel.x + 16
            card_w = int(card_h / self.table.card_ratio)
            step = min(card_w + 6, (panel.w - 32 - card_w) // max(1, len(cards) - 1)) if len(cards) > 1 else card_w
            for card in cards:
                surface.blit(self.table.card_image(card, (card_w, card_h)), (x, y + px(24)))
                x += step
            y += card_h + px(34)

    def layout(self):
        out = self.table.layout()
        out.update({f"replay:{b.label}": list(b.rect) for b in self.buttons})
        out["replay:timeline"] = list(self.timeline)
        out["replay:position"] = [self.replay.position, self.replay.total]
        return out
