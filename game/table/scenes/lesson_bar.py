"""A lesson over the real table of its game: the panel along the bottom with the step's words and its
buttons (Continue, Skip, Undo, Leave; at the end Play a real game), the step's places lit with a
pulsing ring and the rest of the table dimmed, and the other seats' `play:` steps carried out at a
bot's pace. The table beneath is the game's own scene: its moves, refusals, animations and log."""
from __future__ import annotations

import math

import pygame

from game.table import theme
from game.table.lesson_places import look_rects
from game.table.scenes.base import Scene
from game.table.widgets.button import Button

PLAY_BEAT = 0.8      # seconds the words of another seat's move show before it is made
PANEL_H = 112        # the panel's height at 1280x720 and scale 100 %
DIM = 120            # how dark the table around the lit places gets (alpha)
ARROW = 22           # the arrow pointing at a lit place, at 1280x720 and scale 100 %


class LessonBar(Scene):
    opaque = False
    passes_input = True     # the table beneath gets every gesture the panel does not use

    def __init__(self, app, table, notice: str = ""):
        super().__init__(app)
        self.table = table
        self.session = table.session
        self.lesson = table.session.lesson
        self.waited = 0.0
        self.clock = 0.0
        self.buttons: list[Button] = []
        self.shown = (self.session.version, self.lesson.index)   # the step the buttons are laid out for
        table.finished = True        # the lesson's own end (Play a real game) stands for the game-over screen
        self.resize(app.size)
        if notice:
            table.toasts.show(notice, theme.ACCENT)

    # -- layout -----------------------------------------------------------------------------------------
    @property
    def scale(self) -> float:
        w, h = self.app.size
        return min(w / 1280, h / 720) * float(getattr(self.app.settings, "ui_scale", 1.0))

    def resize(self, size):
        w, h = size
        s = self.scale
        self.panel = pygame.Rect(0, h - int(PANEL_H * s), w, int(PANEL_H * s))
        self.table.bottom_reserve = self.panel.h
        self.table.resize(size)
        self.relabel()

    def settings_changed(self) -> None:
        """The scale setting changed: the panel (and the table above it) laid out again."""
        self.resize(self.app.size)

    def relabel(self) -> None:
        """The buttons for the step shown now, laid out in two columns at the panel's right."""
        lesson = self.lesson
        if lesson.finished:
            specs = [("Play a real game", self.play_real_game, True, True), ("Leave", self.leave, False, True)]
        else:   # (label, action, accent, enabled): Continue where the step waits for it
            waits = lesson.current.kind == "continue"
            specs = [("Continue", self.advance, waits, waits), ("Skip", self.skip, False, True),
                     ("Undo", self.undo, False, True), ("Leave", self.leave, False, True)]
        s = self.scale
        bw, bh, gap = int(150 * s), int(40 * s), int(8 * s)
        if lesson.finished:
            bw = int(200 * s)
        right = self.panel.right - gap
        top = self.panel.y + (self.panel.h - 2 * bh - gap) // 2
        old = {b.label: b for b in self.buttons}
        self.buttons = []
        for k, (label, action, accent, enabled) in enumerate(specs):
            col, row = (k % 2, k // 2) if len(specs) > 2 else (0, k)
            x = right - (2 - col) * (bw + gap) if len(specs) > 2 else right - bw
            button = old.get(label) or Button(label, action, size=int(20 * s), name=f"lesson:{label}")
            button.rect = pygame.Rect(x, top + row * (bh + gap), bw, bh)
            button.size, button.accent, button.enabled = int(20 * s), accent, enabled
            self.buttons.append(button)
        self.table.overlay_buttons = [(b.name, pygame.Rect(b.rect), b.on_click) for b in self.buttons if b.enabled]

    def text_rect(self) -> pygame.Rect:
        left = min(b.rect.x for b in self.buttons) if self.buttons else self.panel.right
        pad = int(12 * self.scale)
        return pygame.Rect(self.panel.x + pad, self.panel.y + pad // 2, left - pad * 2, self.panel.h - pad)

    # -- the steps --------------------------------------------------------------------------------------
    def words(self) -> tuple[str, str]:
        """(the heading, the words) of the step shown now."""
        lesson = self.lesson
        shown = [s for s in lesson.steps if s.kind != "expect"]
        if lesson.finished:
            return (f"{lesson.title}: done",
                    "That is the lesson. Play a real game against an easy bot, or leave.")
        step = lesson.current
        number = shown.index(step) + 1 if step in shown else len(shown)
        say = step.say
        if not say and step.kind == "play":
            say = f"{self.table.adapter.seat_name(step.play.seat)} moves."
        return f"{lesson.title}  -  step {number} of {len(shown)}", say

    def fitted(self, say: str | None = None) -> tuple[int, list[str], bool]:
        """The words' (the step's, or `say`) font size and lines, at the largest size (down to a floor)
        at which they fit the panel, and whether they do."""
        th, s = self.app.theme, self.scale
        rect = self.text_rect()
        room = rect.h - int(16 * s) - int(6 * s)      # below the heading
        say = self.words()[1] if say is None else say
        size = int(21 * s)
        while True:
            font = th.font(size)
            lines = theme.wrap(font, say, rect.w)
            fits = len(lines) * font.get_linesize() <= room and all(font.size(line)[0] <= rect.w for line in lines)
            if fits or size <= int(13 * s):
                return size, lines, fits
            size -= 1

    def advance(self) -> None:
        if self.session.advance():
            self.after_step()

    def skip(self) -> None:
        """The step's move made for the learner (Continue on a Continue step)."""
        step = self.lesson.current
        if step is None or self.table.busy and step.command is not None:
            return
        if step.command is None:
            self.advance()
            return
        self.table.picking.clear()
        self.table.submit(step.command)
        self.after_step()

    def undo(self) -> None:
        t = self.table
        events = self.session.undo(self.lesson.learner)
        if events and hasattr(events[0], "reason"):
            t.toasts.show(events[0].reason, theme.DANGER)
            return
        t.anims.skip()
        t.picking.clear()
        t.log.add("Undone: back to your last move.", colour=theme.TEXT_DIM)
        t.sync(snap=True)
        t.toasts.show("Undone: back to your last move.", theme.OK)
        self.after_step()

    def after_step(self) -> None:
        self.waited = 0.0
        self.shown = (self.session.version, self.lesson.index)
        self.relabel()

    def leave(self) -> None:
        """Back to Learn to play; the progress is saved (as on every step)."""
        self.session.autosave()
        self.table.on_quit()
        self.table.overlay_buttons = []
        self.app.open_menu()
        self.app.open("learn")

    def play_real_game(self) -> None:
        from game.table import launch
        error = launch.start_real_game(self.app, self.lesson)
        if error:
            self.table.toasts.show(error, theme.DANGER)

    # -- the frame --------------------------------------------------------------------------------------
    def update(self, dt):
        self.clock += dt
        t, step = self.table, self.lesson.current
        if step is not None and step.kind == "play" and not t.busy and t.synced_version == self.session.version:
            self.waited += dt
            if self.waited >= PLAY_BEAT:
                t.submit(step.play)
                self.after_step()
        t.update(dt)
        if self.shown != (self.session.version, self.lesson.index):     # a move made on the table
            self.after_step()

    def process_event(self, event):
        return event

    def pointer(self, pe):
        """The panel's buttons; Undo (the key, the table's button, its focus) goes back a learner's step;
        the rest goes on to the table beneath."""
        for b in self.buttons:
            if b.handle(pe):
                self.relabel()
                return None
        if pe.kind in ("down", "up") and self.panel.collidepoint(pe.pos):
            return None
        t = self.table
        undo = t.button_rects().get("undo")
        on_undo = undo is not None and pe.kind == "down" and undo.collidepoint(pe.pos)
        if pe.kind == "activate" and t.inputs.focus.visible:
            item = t.inputs.focus.current(t.inputs.items("keys"))
            on_undo = item is not None and item.key == "button:undo"
        if pe.kind == "undo" or on_undo:
            self.undo()
            return None
        return pe

    # -- drawing ----------------------------------------------------------------------------------------
    def lit(self) -> list[pygame.Rect]:
        """The places of the step shown now: its `look`, and a do step's move's own places (as the hint
        lights them: where the learner acts is always lit)."""
        t, step = self.table, self.lesson.current
        if step is None or t.busy or t.synced_version != self.session.version:
            return []
        lit = look_rects(t, self.lesson.game, self.lesson.learner, step.look)
        if step.do is not None or step.play is not None and not step.look:
            lit += [r for r in t.moves.places(step.command) if r not in lit]
        return lit

    def pulse(self) -> float:
        """0 to 1 and back, a beat of about 1.3 seconds: the ring breathes and the arrows nod with it."""
        return 0.5 + 0.5 * math.sin(self.clock * 5)

    def arrows(self, lit: list[pygame.Rect]) -> list[list[tuple[int, int]]]:
        """An arrow pointing at each lit place: a shape that says "here" without colour (the colour-blind
        cue, beside the dimming and the pulse), nodding toward it."""
        s = self.scale
        size, nod = int(ARROW * s), int(6 * s * self.pulse())
        room = pygame.Rect(0, 0, self.panel.w, self.panel.y)
        out = []
        for rect in lit:
            gap = 10 + int(3 * s) + nod       # just outside the ring
            x = max(size, min(rect.centerx, room.right - size))
            if rect.top - gap - size >= room.top:              # above it, pointing down
                tip, back = rect.top - gap, rect.top - gap - size
            elif rect.bottom + gap + size <= room.bottom:      # below it, pointing up
                tip, back = rect.bottom + gap, rect.bottom + gap + size
            else:                                              # as tall as the table: inside its top edge
                tip, back = rect.top + gap + size, rect.top + gap
            out.append([(x - size // 2, back), (x + size // 2, back), (x, tip)])
        return out

    def draw(self, surface):
        th, s, t = self.app.theme, self.scale, self.table
        lit = [r for r in self.lit() if r.w > 0 and r.h > 0]
        if lit and not t.picking.holding():
            area = pygame.Rect(0, 0, surface.get_width(), self.panel.y)
            shade = pygame.Surface(area.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, DIM))
            for rect in lit:
                shade.fill((0, 0, 0, 0), rect.inflate(10, 10))
            surface.blit(shade, area)
            t.toasts.draw(surface, th, (t.size[0] // 2, t.caption_y() - 8))   # the words over the shade
        for rect in lit:
            ring = rect.inflate(*(2 * [10 + int(6 * self.pulse())]))
            width = max(2, int(3 * s))
            pygame.draw.rect(surface, (0, 0, 0), ring.inflate(4, 4), width + 4, border_radius=12)   # reads on any card
            pygame.draw.rect(surface, theme.ACCENT, ring, width, border_radius=10)
        for points in self.arrows(lit):
            pygame.draw.polygon(surface, theme.ACCENT, points)
            pygame.draw.polygon(surface, (0, 0, 0), points, max(2, int(2 * s)))
        theme.draw_panel(surface, self.panel, colour=(16, 20, 26), edge=theme.ACCENT, alpha=250, radius=0)
        rect = self.text_rect()
        heading, _ = self.words()
        surface.blit(th.text(heading, int(16 * s), theme.ACCENT, bold=True), rect.topleft)
        size, lines, _ = self.fitted()
        y = rect.y + int(16 * s) + int(6 * s)
        surface.set_clip(rect)            # words too long for the panel (a lesson to shorten) stay inside it
        for line in lines:
            surface.blit(th.text(line, size, theme.TEXT), (rect.x, y))
            y += th.font(size).get_linesize()
        surface.set_clip(None)
        for b in self.buttons:
            b.draw(surface, th)
        t.inputs.draw_pointers(surface)      # the keyboard's focus and the pads' cursors, over the panel too

    def layout(self):
        out = self.table.layout()
        out.update({f"lesson:{b.label}": list(b.rect) for b in self.buttons})
        out["lesson:panel"] = list(self.panel)
        out["lesson:step"] = [self.lesson.index]
        out["lesson:lit"] = [list(r) for r in self.lit()]
        step = self.lesson.current        # where a do-step's card is dropped (tools driving the window)
        key = self.table.adapter.drop_key(step.do) if step is not None and step.kind == "do" else None
        if key and key in self.table.drop_rects():
            out["lesson:drop"] = list(self.table.drop_rects()[key])
        out["lesson:arrows"] = [[x for point in points for x in point] for points in self.arrows(self.lit())]
        return out
