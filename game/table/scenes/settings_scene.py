"""Settings: window size, full screen, the table's scale, animation speed (or off), sound, colour-blind
palette, confirm end turn, and setting up a gamepad the table does not know."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.settings import ANIMATION_SPEEDS, UI_SCALES, ZOOM_SCALES
from game.table.scenes.button_scene import ButtonScene
from game.table.widgets.button import Button, stack_buttons

SIZES = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]


class SettingsScene(ButtonScene):
    title = "Settings"

    def __init__(self, app):
        super().__init__(app)
        self.buttons = [
            Button("", self.cycle_size, name="size"),
            Button("", self.toggle_fullscreen, name="fullscreen"),
            Button("", self.cycle_scale, name="scale"),
            Button("", self.cycle_zoom, name="zoom"),
            Button("", self.cycle_speed, name="speed"),
            Button("", self.toggle_sound, name="sound"),
            Button("", self.toggle_colour_blind, name="colour_blind"),
            Button("", self.toggle_confirm, name="confirm"),
            Button("Set up a gamepad", self.set_up_pad, name="pads"),
            Button("Back", self.back, accent=True, name="back"),
        ]
        self.relabel()
        self.resize(app.size)

    def resize(self, size):
        column = len(self.buttons) * 46 - 6
        natural = 136 + column + 30 + 22 + 40       # the title, the buttons, the seat colours under them
        self.fit(natural, min(size[1], natural * (size[0] - 80) / 560))
        self.title_y = self.px(60)
        top = max(self.px(136), (size[1] - self.px(column + 52)) // 2)
        stack_buttons(self.buttons, size[0] // 2, top, width=560, height=40, gap=6, k=self.k)

    def relabel(self):
        s = self.app.settings
        speed = "off" if s.animation_speed <= 0 else f"{s.animation_speed:g}x"
        self.buttons[0].label = f"Window size: {s.window_width} x {s.window_height}"
        self.buttons[1].label = f"Full screen: {'on' if self.app.fullscreen else 'off'}  (F11)"
        self.buttons[2].label = f"Text and tracks: {round(s.ui_scale * 100)}%"
        self.buttons[3].label = f"Card shown large: {round(s.zoom_scale * 100)}%"
        self.buttons[4].label = f"Animation speed: {speed}"
        self.buttons[5].label = f"Sound: {'on' if s.sound else 'off'}"
        self.buttons[6].label = f"Colour-blind palette: {'on' if s.colour_blind else 'off'}"
        self.buttons[7].label = f"Confirm before ending a turn: {'yes' if s.confirm_end_turn else 'no'}"

    def changed(self):
        self.relabel()
        self.app.apply_settings()

    def cycle_size(self):
        s = self.app.settings
        current = (s.window_width, s.window_height)
        i = SIZES.index(current) if current in SIZES else -1
        s.window_width, s.window_height = SIZES[(i + 1) % len(SIZES)]
        if not self.app.fullscreen:
            self.app.resize(s.window_size)
        self.changed()

    def toggle_fullscreen(self):
        self.app.toggle_fullscreen()
        self.changed()

    def cycle_scale(self):
        s = self.app.settings
        i = min(range(len(UI_SCALES)), key=lambda k: abs(UI_SCALES[k] - s.ui_scale))
        s.ui_scale = UI_SCALES[(i + 1) % len(UI_SCALES)]
        self.changed()

    def cycle_zoom(self):
        s = self.app.settings
        i = min(range(len(ZOOM_SCALES)), key=lambda k: abs(ZOOM_SCALES[k] - s.zoom_scale))
        s.zoom_scale = ZOOM_SCALES[(i + 1) % len(ZOOM_SCALES)]
        self.changed()

    def set_up_pad(self):
        """The button-mapping screen for a connected pad SDL does not map itself."""
        router = self.app.router
        plain = [iid for iid, d in sorted(router.devices.items()) if not d.controller]
        if not plain:
            self.toasts.show("Every gamepad plugged in is known already (SDL maps it): nothing to set up.",
                             theme.OK)
            return
        self.app.open("pad_mapping", plain[0])

    def cycle_speed(self):
        s = self.app.settings
        speeds = list(ANIMATION_SPEEDS)
        i = min(range(len(speeds)), key=lambda k: abs(speeds[k] - s.animation_speed))
        s.animation_speed = speeds[(i + 1) % len(speeds)]
        self.changed()

    def toggle_sound(self):
        self.app.settings.sound = not self.app.settings.sound
        self.changed()

    def toggle_colour_blind(self):
        self.app.settings.colour_blind = not self.app.settings.colour_blind
        self.changed()

    def toggle_confirm(self):
        self.app.settings.confirm_end_turn = not self.app.settings.confirm_end_turn
        self.changed()

    def draw(self, surface):
        super().draw(surface)
        th, px = self.screen_theme, self.px
        w, h = surface.get_size()
        x = w // 2 - px(130)
        y = self.buttons[-1].rect.bottom + px(30)
        surface.blit(th.text("Seat colours:", 20, theme.TEXT_DIM), (x - px(40), y))
        for i in range(len(theme.SEAT_COLOURS)):
            centre = (x + px(120 + i * 44), y + px(11))
            pygame.draw.circle(surface, th.seat_colour(i), centre, px(15))
            img = th.text(str(i + 1), 18, (10, 10, 10), bold=True)
            surface.blit(img, img.get_rect(center=centre))
