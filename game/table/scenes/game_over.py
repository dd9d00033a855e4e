"""The end of a game: won or lost, what happened, and play again."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.scenes.menu import ButtonScene
from game.table.widgets.button import Button, stack_buttons


class GameOver(ButtonScene):
    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.buttons = [Button("Play again", self.again, accent=True, key=pygame.K_a),
                        Button("Look at the table", self.back), Button("Main menu", self.app.open_menu)]
        self.resize(app.size)

    def resize(self, size):
        stack_buttons(self.buttons, size[0] // 2, size[1] // 2 + 90)

    def again(self):
        from game.table.noah.session import fresh_seed
        from game.table.scenes import launch
        s = self.table.session
        error = launch.start_noah(self.app, dict(s.engine.options), fresh_seed(), bots=tuple(s.bots),
                                  pads=dict(self.app.router.claims))
        if error:
            self.toasts.show(error, theme.DANGER)

    @property
    def outcome_title(self) -> str:
        """The outcome in one word, as drawn at the top."""
        return "Victory!" if self.table.session.state.outcome == "won" else "Defeat"

    def summary(self) -> list[str]:
        state = self.table.session.state
        lines = [state.outcome_reason or ""]
        lines.append(f"Phase reached: {state.phase} of 3    Rounds: {state.round}    Turns: {state.turns_taken}")
        lines.append(f"Enemies defeated: {len(state.graveyard)} of {state.enemies_total}")
        names = [self.table.session.text.name(e) for e in state.graveyard]
        if names:
            lines.append("Defeated: " + ", ".join(names))
        for seat, f in enumerate(state.factions):
            lines.append(f"Seat {seat + 1} {self.table.session.faction_name(seat)}: health {f.health}, "
                         f"corruption {f.corruption}, ability {f.ability}")
        return lines

    def draw_background(self, surface):
        th = self.app.theme
        w, h = surface.get_size()
        rect = theme.draw_modal(surface, (min(max(900, w // 2), w - 60), h - 80), alpha=255)
        won = self.table.session.state.outcome == "won"
        title = th.text(self.outcome_title, 64, theme.OK if won else theme.DANGER, bold=True)
        surface.blit(title, title.get_rect(midtop=(w // 2, rect.y + 20)))
        y = rect.y + 110
        size = max(20, int(20 * min(w / 1280, h / 720)))   # readable from the couch at any window size
        font = th.font(size)
        for line in self.summary():
            for part in theme.wrap(font, line, rect.w - 60):
                img = th.text(part, size, theme.TEXT)
                surface.blit(img, img.get_rect(midtop=(w // 2, y)))
                y += int(size * 1.3)
