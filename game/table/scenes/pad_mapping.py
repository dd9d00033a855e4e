"""The button-mapping screen: a gamepad SDL does not know asks its player to press each button once.

It opens by itself when such a pad's button is pressed (or from Settings). The mapping is kept by
the pad's GUID (game.table.padmap), so the same model is known from then on."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.padmap import AXES, STEPS, save_mapping
from game.table.scenes.base import Scene
from game.table.widgets.button import Button
from game.table.widgets.toast import Toasts


class PadMapping(Scene):
    """One step a button: press it on the pad; the A button pressed again skips a button the pad lacks."""

    opaque = True

    def __init__(self, app, instance_id: int):
        super().__init__(app)
        self.instance_id = instance_id
        cursor = app.router.pads.get(instance_id)
        self.name = cursor.name if cursor else "Gamepad"
        self.step = 0
        self.binds: dict[str, str] = {}
        self.toasts = Toasts()
        self.buttons = [Button("Skip this button", self.skip, size=20), Button("Cancel", self.cancel, size=20)]
        self.resize(app.size)

    @property
    def pointer_name(self) -> str:
        return f"pad{self.instance_id}"

    def resize(self, size):
        w, h = size
        self.fit(720, min(h, 720 * w / 1280))     # the list of buttons in two columns fills 1280x720
        px = self.px
        self.buttons[0].rect = pygame.Rect(w // 2 - px(250), h - px(110), px(240), px(46))
        self.buttons[1].rect = pygame.Rect(w // 2 + px(10), h - px(110), px(240), px(46))

    # -- input ------------------------------------------------------------------------------------
    def process_event(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.cancel()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.skip()
        return None

    def pointer(self, pe):
        if pe.kind == "pad_input":
            if pe.pointer == self.pointer_name:
                self.record(pe.code)
            return None         # another unknown pad waits its turn
        if pe.kind == "gone" and pe.pointer == self.pointer_name:
            self.app.pop(self)
            return None
        if pe.kind in ("move", "down", "up"):
            for b in self.buttons:
                if b.handle(pe):
                    break
        return None

    def record(self, code: str | None) -> None:
        """One input from the pad for the step asked now."""
        if not code or self.step >= len(STEPS):
            return
        name = STEPS[self.step][0]
        if code == self.binds.get("a") and name != "a":
            self.skip()         # A again: this pad has no such button
            return
        if (name in AXES) != code.startswith("a"):
            return              # a stick asked and a button pressed (or the other way): wait for the right kind
        if code.rstrip("~") in {b.rstrip("~") for b in self.binds.values()}:
            if not code.startswith("a"):
                self.toasts.show("That one is taken already: press another.", theme.DANGER)
            return
        self.binds[name] = code
        self.advance()

    def skip(self) -> None:
        if self.step == 0:
            self.toasts.show("A is needed: it picks up cards and presses buttons.", theme.DANGER)
            return
        self.advance()

    def advance(self) -> None:
        self.step += 1
        if self.step >= len(STEPS):
            self.finish()

    def finish(self) -> None:
        router = self.app.router
        router.set_mapping(self.instance_id, self.binds)
        guid = router.guid(self.instance_id)
        kept = save_mapping(guid, self.name, self.binds) if guid else False
        words = "It is remembered for next time." if kept else "It works until the program closes."
        router.notices.append((f"{self.name} is set up. {words}", "ok", f"pad{self.instance_id}"))
        self.app.pop(self)

    def cancel(self) -> None:
        """Leave the pad unmapped for now (it stays quiet; Settings can set it up later)."""
        self.app.router.set_mapping(self.instance_id, {})
        self.app.pop(self)

    def update(self, dt):
        self.toasts.update(dt)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface):
        th, px = self.screen_theme, self.px
        w, h = surface.get_size()
        surface.fill(theme.FELT_DARK)
        pygame.draw.rect(surface, theme.RIM, (24, 24, w - 48, h - 48), 6, border_radius=28)
        title = th.text("Set up a gamepad", 48, theme.ACCENT, bold=True)
        surface.blit(title, title.get_rect(midtop=(w // 2, px(50))))
        sub = th.text(f"{self.name}: the table does not know this pad yet. Press each button once, as asked.",
                      20, theme.TEXT_DIM)
        surface.blit(sub, sub.get_rect(midtop=(w // 2, px(112))))
        if self.step < len(STEPS):
            _, button, does = STEPS[self.step]
            ask = th.text(f"Press {button}" if not button.startswith("the left stick") and
                          not button.startswith("the right stick") else button[:1].upper() + button[1:],
                          40, theme.GLOW, bold=True)
            surface.blit(ask, ask.get_rect(midtop=(w // 2, px(160))))
            what = th.text(f"At the table it will {does}.", 22, theme.TEXT)
            surface.blit(what, what.get_rect(midtop=(w // 2, px(214))))
        col_w = min(px(520), (w - 120) // 2)
        for i, (name, button, does) in enumerate(STEPS):
            x = w // 2 - col_w - 10 + (i // 8) * (col_w + 20)
            y = px(262 + (i % 8) * 34)
            done = self.binds.get(name)
            colour = theme.OK if done else (theme.GLOW if i == self.step else theme.TEXT_DIM)
            mark = done or ("skipped" if i < self.step else ("now" if i == self.step else ""))
            label = button.split(" (")[0]
            img = th.text(f"{label[:1].upper() + label[1:]}: {does}", 18, colour, bold=i == self.step)
            surface.blit(img, (x, y))
            tag = th.text(mark, 18, colour, bold=True)
            surface.blit(tag, tag.get_rect(topright=(x + col_w, y)))
        hint = th.text("A pressed again skips a button this pad does not have. Keyboard: Enter skips, Esc cancels.",
                       18, theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - px(124))))
        for b in self.buttons:
            b.draw(surface, th)
        self.toasts.draw(surface, th, (w // 2, h - px(150)))

    def layout(self):
        return {"pad_mapping": [self.instance_id, self.step]}
