"""The hand-off screen: between people who keep their hands hidden, the table is covered until the
next player has the screen and says so. Shared by every game with hidden hands."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.scenes.base import Scene
from game.table.widgets.button import Button
from game.table.widgets.toast import Toasts

LIFT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class HandOff(Scene):
    """"Pass to Seat 2": an opaque cover over the table, lifted only by a deliberate "I am Seat 2": its
    button, Enter or Space, or A on Seat 2's own gamepad. F1 opens the rules over the cover, Ctrl+S
    saves behind it, Esc (or Start) opens the game menu; every other key and every other pad does
    nothing. A press must start on this screen: the previous player's release does not count.

    In the replay viewer a seat's eyes are also behind its cover, and a watcher who is not that seat
    goes on without lifting it: `onward` (given the seat passed by) opens the next eyes, by Tab or a
    second button named `onward_words`."""

    opaque = True

    def __init__(self, app, table, seat: int, onward=None, onward_words: str = ""):
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.name = table.adapter.seat_name(seat)
        self.button = Button(f"I am {self.name}: show my hand", self.show, accent=True, size=26)
        self.onward = onward
        self.onward_button = Button(f"{onward_words} (Tab)", self.go_on, size=22) if onward else None
        self.toasts = Toasts()
        self.held_key: int | None = None    # Enter or Space pressed here, lifting the cover on its release
        self.pad_armed = False              # A pressed here on the seat's own pad
        self.resize(app.size)

    def resize(self, size):
        w, h = size
        widest = max([self.app.theme.font(64, True).size(f"Pass to {self.name}")[0]]
                     + [self.app.theme.font(24).size(line)[0] for line in self.lines()])
        tall = 460 if self.onward_button is None else 524           # the title's top to the (last) button's foot
        self.fit(tall, min(h - 80, tall * (w - 100) / widest))
        self.button.rect = pygame.Rect(0, 0, min(self.px(520), w - 80), self.px(64))
        self.button.rect.center = (w // 2, h // 2 + self.px(150))
        if self.onward_button is not None:
            self.onward_button.rect = pygame.Rect(0, 0, min(self.px(520), w - 80), self.px(48))
            self.onward_button.rect.midtop = (w // 2, self.button.rect.bottom + self.px(16))

    # -- input ------------------------------------------------------------------------------------------
    def process_event(self, event):
        """Every key is the cover's: only Enter or Space (pressed and released here) lifts it."""
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
            if event.key == pygame.K_s and ctrl:
                self.save()
            elif event.key == pygame.K_F1:
                self.table.open_rules()
            elif event.key == pygame.K_ESCAPE:
                self.table.open_menu()
            elif event.key == pygame.K_TAB and self.onward is not None:
                self.go_on()
            elif event.key in LIFT_KEYS and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
                self.held_key = event.key
        elif event.type == pygame.KEYUP and event.key == self.held_key:
            self.show()
        return None

    def pointer(self, pe):
        """The button by mouse; A on the seat's own pad; Start opens the game menu, Back the rules.
        Pads plugged in or unplugged meanwhile are the router's (nothing is lost)."""
        if pe.kind == "pad_input":
            return pe
        if pe.pad:
            if pe.kind in ("menu", "cancel"):
                self.table.open_menu()
            elif pe.kind == "rules":
                self.table.open_rules()
            elif pe.seat == self.seat and pe.kind == "down":
                self.pad_armed = True
            elif pe.seat == self.seat and pe.kind == "up" and self.pad_armed:
                self.show()
            return None
        if pe.kind in ("move", "down", "up"):
            for button in (self.button, self.onward_button):
                if button is not None and button.handle(pe):
                    break
        return None

    def save(self) -> None:
        from game.table import records
        words, saved = records.save_words(self.table.session)
        self.toasts.show(words, theme.OK if saved else theme.DANGER)

    def show(self) -> None:
        self.app.pop(self)
        self.table.show_seat(self.seat)

    def go_on(self) -> None:
        """The replay viewer's watcher is not this seat: the next eyes, the cover never lifted."""
        self.app.pop(self)
        self.onward(self.seat)

    # -- the frame ----------------------------------------------------------------------------------------
    def update(self, dt):
        self.app.warmup.step()
        self.toasts.update(dt)

    def draw(self, surface):
        th, px = self.screen_theme, self.px
        w, h = surface.get_size()
        surface.fill(theme.FELT_DARK)
        colour = th.seat_colour(self.seat)
        pygame.draw.rect(surface, colour, (24, 24, w - 48, h - 48), 6, border_radius=28)
        title = th.text(f"Pass to {self.name}", 64, colour, bold=True)
        surface.blit(title, title.get_rect(center=(w // 2, h // 2 - px(80))))
        for i, line in enumerate(self.lines()):
            img = th.text(line, 24 if i == 0 else 20, theme.TEXT if i == 0 else theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=(w // 2, h // 2 + i * px(34))))
        self.button.draw(surface, th)
        if self.onward_button is not None:
            self.onward_button.draw(surface, th)
        self.toasts.draw(surface, th, (w // 2, h - px(60)))

    def lines(self) -> list[str]:
        return [f"Only {self.name} should look now: the table shows {self.name}'s hand.",
                f"{self.name}: press the button, Enter or Space, or A on your gamepad.",
                "F1 reads the rules, Ctrl+S saves, Esc opens the game menu."]

    def layout(self):
        out = {"handoff": [self.seat], "handoff:button": list(self.button.rect)}
        if self.onward_button is not None:
            out["handoff:onward"] = list(self.onward_button.rect)
        return out
