"""The status bar: turn card, round and phase, whose turn it is, and the Menu/Rules/Save/Undo buttons."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

import pygame

from game.table import theme
from game.table.widgets.table_buttons import draw_table_buttons, undo_offered

if TYPE_CHECKING:
    from game.table.noah.layout import Layout
    from game.table.noah.shown import Shown
    from game.table.session import Session
    from game.table.theme import Theme


@dataclass(frozen=True)
class StatusHooks:
    """What the status bar reads of the NOAH table (game.table.hooks): its layout."""

    geo: Callable[[], "Layout"]


@dataclass(eq=False)
class StatusBar:
    """Drawing the status bar."""

    session: "Session"
    shown: "Shown"
    th: "Theme"
    hooks: StatusHooks
    # (words, short words, tone) as the animations have reached them
    status_words: tuple[str, str | None, str] = field(default=("", None, ""), init=False)

    def follow(self, adapter, busy: bool) -> None:
        """The words for now: the turn's own once the animations are done, else those of the turn they
        have reached (the Enemies' turn while their dice tumble)."""
        self.status_words = adapter.status() if not busy else adapter.status_as_shown(self.shown.turn_card,
                                                                                       self.status_words)

    def undo_offered(self) -> bool:
        """Undo is offered for a person's own move of this turn, never for a bot's."""
        return undo_offered(self.session)

    def counts(self) -> str:
        """The turn deck, round, phase and Enemies defeated, as the animations have reached them."""
        shown = self.shown
        return (f"Turn deck {shown.turn_left} left   Round {shown.round}   Phase {shown.phase}/3"
                f"   Defeated {shown.defeated}/{shown.view['enemies_total']}")

    def draw_status(self, surface) -> None:
        L = self.hooks.geo()
        th = self.th
        s = L.scale
        card = self.shown.turn_card
        r = L.turn_card
        if card.startswith("hero:"):
            seat = int(card.split(":")[1])
            colour, label = th.seat_colour(seat), str(seat + 1)
        elif card == "enemy":
            colour, label = (170, 40, 40), "E"
        elif card == "free":
            colour, label = (200, 200, 200), "F"
        else:
            colour, label = (60, 60, 60), "?"
        pygame.draw.rect(surface, colour, r, border_radius=4)
        pygame.draw.rect(surface, (240, 240, 240), r, 1, border_radius=4)
        img = th.text(label, max(14, int(20 * s)), (10, 10, 10), bold=True)
        surface.blit(img, img.get_rect(center=r.center))
        info = self.counts()
        img = th.text(info, max(13, int(16 * s)), theme.TEXT_DIM)
        surface.blit(img, (r.right + 10, L.status.centery - img.get_height() // 2))
        # Whose turn, in big letters, in the middle: as the animations have reached it (the status
        # never announces what the dice still tumbling will show; see NoahTable.animate).
        text, short, tone = self.status_words
        colour = {"outcome": theme.ACCENT, "prompt": theme.GLOW, "enemy": theme.DANGER}.get(tone, theme.TEXT)
        if tone.startswith("seat:"):
            colour = th.seat_colour(int(tone[5:]))
        left = r.right + 10 + th.font(max(13, int(16 * s))).size(info)[0] + 20
        right = min(rect.x for rect in L.buttons.values()) - 10
        size = max(16, int(22 * s))
        # Measured (cheap) before rendered (not): only the size that fits is drawn. Without the
        # faction's name rather than below a readable size.
        while th.font(size, True).size(text)[0] > right - left and size > 12:
            if size <= 15 and short and text != short:
                text, size = short, max(16, int(22 * s))
                continue
            size -= 1
        img = th.text(text, size, colour, bold=True)
        x = max(img.get_rect(center=(L.size[0] // 2, 0)).x, left)
        x = min(x, right - img.get_width())
        surface.blit(img, (x, L.status.centery - img.get_height() // 2))
        draw_table_buttons(surface, th, L.buttons, s, self.undo_offered())
