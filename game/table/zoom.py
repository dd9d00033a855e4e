"""What resting on something shows, for every pointer alike (the mouse, a pad's cursor, the keyboard's
focus): a card shown large after a moment, and a tip that says what a control or label means."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.table import theme
from game.table.picking import Picking
from game.table.prompt_panel import PromptPanel

if TYPE_CHECKING:
    from game.table.theme import Theme

ZOOM_DELAY = 0.45       # seconds of resting on a card before it is shown large
TIP_DELAY = 0.5         # seconds of resting on a label before the mouse's tip shows


@dataclass(frozen=True)
class ZoomHooks:
    """What the zoom reads of its table (game.table.hooks): what is under a point (a card, a tip), what
    a card shown large should not cover, whether the table is on top, how a card looks and its
    proportions, the window's size and the scales."""

    card_under: Callable[[tuple], tuple | None]
    tip_at: Callable[[tuple], str | None]
    zoom_keep_clear: Callable[[], list[pygame.Rect]]
    on_top: Callable[[], bool]
    card_image: Callable[..., pygame.Surface]
    card_ratio: Callable[[], float]
    size: Callable[[], tuple[int, int]]
    scale: Callable[[], float]
    zoom_scale: Callable[[], float]


class Zoom:
    """The zoomed card and the tip, following the pointer that moved last."""

    def __init__(self, picking: Picking, prompts: PromptPanel, th: "Theme", hooks: ZoomHooks):
        self.picking = picking
        self.prompts = prompts
        self.th = th
        self.hooks = hooks
        self.pos = (0, 0)
        self.pointer = "mouse"
        self.card: tuple | None = None      # (card id, face) shown large
        self.pinned = False                 # shown by a right click, X or Z until the pointer leaves it
        self.hover_card: tuple | None = None
        self.hover_time = 0.0
        self.tip: str | None = None
        self.tip_time = 0.0
        self.tip_now = False                # a key or the d-pad moved here: the tip shows at once
        self._picture: tuple | None = None    # ((card, face, w, h), the picture shown)
        self._beside: tuple | None = None     # ((card, size), the picture of the card shown beside it)
        self.moved = False                  # the pointer moved since the last frame
        self.sought = False                 # the card under it is one the pointer moved onto

    def hover(self, pointer: str, pos, at_once: bool = False) -> None:
        """A pointer moved to `pos`; what it rests on is shown from here."""
        self.pointer, self.pos = pointer, tuple(pos)
        self.moved = True
        self.tip_now = at_once
        if self.pinned and self.hooks.card_under(pos) != self.card:
            self.card, self.pinned = None, False

    def pin(self, pos) -> None:
        """Show the card under a point large at once (or nothing, if no card is there)."""
        card = self.hooks.card_under(pos)
        self.card, self.pinned = (card, True) if card else (None, False)

    def unpin(self) -> bool:
        had = self.pinned
        self.card, self.pinned = (None, False) if had else (self.card, False)
        return had

    def close(self) -> None:
        self.card, self.pinned, self.hover_card = None, False, None

    def update(self, dt: float) -> None:
        hooks, picking = self.hooks, self.picking
        tip = hooks.tip_at(self.pos)
        if tip != self.tip:
            self.tip, self.tip_time = tip, 0.0
        else:
            self.tip_time += dt
        if self.pinned:
            return
        if any(p.dragging and p.moved for p in picking.picks.values()) or picking.choices:
            self.card = None
            return
        # A card is shown large when a pointer rests on it after moving there: not when the table
        # moved it under a still pointer (a log scrolling), and not for the keyboard's focus (Z shows it).
        card = hooks.card_under(self.pos)
        if card != self.hover_card:
            self.hover_card, self.hover_time = card, 0.0
            self.card = None
            self.sought = self.moved
        elif self.moved and not self.sought:
            self.sought, self.hover_time = True, 0.0
        elif card is not None and self.sought and self.pointer != "keys":
            self.hover_time += dt
            if self.hover_time >= ZOOM_DELAY:
                self.card = card
        self.moved = False

    def rect(self) -> pygame.Rect:
        """Where the zoomed card goes: the half away from the pointer, clear of the prompt panel and
        of what the table asks to keep in sight (the seat's own board); else, the first place between
        the two halves that is clear of them and of the pointer; else clear of the prompt panel alone."""
        hooks = self.hooks
        W, H = hooks.size()
        h = min(H - 20, int(min(H * 0.62, 520) * hooks.zoom_scale()))
        w = int(h / hooks.card_ratio())
        y = max(10, min(self.pos[1] - h // 2, H - h - 10))
        away = W - w - 20 if self.pos[0] < W / 2 else 20
        between = sorted(range(20, W - w - 20, max(1, w // 2)), key=lambda x: -abs(x + w / 2 - self.pos[0]))
        candidates = [pygame.Rect(x, y, w, h) for x in [away, W - w - 20 if away == 20 else 20] + between]
        panel = self.prompts.panel()
        keep = panel[0].inflate(8, 8) if panel is not None else None
        clear = [keep] if keep is not None else []
        for rect in candidates:
            if rect.collidelist(clear + hooks.zoom_keep_clear()) < 0 and not rect.collidepoint(self.pos):
                return rect
        if keep is None:
            return candidates[0]
        for rect in candidates[:2]:
            if not rect.colliderect(keep):
                return rect
        h = max(120, keep.top - 20)     # both sides cover it: shrink the card to fit above the panel
        return pygame.Rect(candidates[0].x, 10, int(h / hooks.card_ratio()), h)

    def draw(self, surface) -> list | None:
        """A card shown large, or a tip (where it drew: nothing without one, else None, game.table.still)."""
        hooks = self.hooks
        if not hooks.on_top():
            return []   # an overlay (game over, the menu) is on top: nothing shown large beneath it
        if not self.card and not (self.tip and (self.tip_now or self.tip_time >= TIP_DELAY)):
            return []
        if self.card:
            card, face = self.card[:2]
            x, y, w, h = self.rect()
            if len(self.card) > 2:     # a card shown with another beside it (a Troop with its Leader)
                self.draw_beside(surface, self.card[2], pygame.Rect(x, y, w, h))
            shown = (card, face, w, h)
            if self._picture is None or self._picture[0] != shown:
                # Made at this size for as long as it is shown, not kept with the table's pictures: a
                # zoomed picture of every card hovered would hold tens of megabytes.
                self._picture = (shown, hooks.card_image(card, (w, h), face, keep=False))
            img = self._picture[1]
            pygame.draw.rect(surface, (0, 0, 0), (x + 8, y + 10, w, h), border_radius=12)
            surface.blit(img, (x, y))
        elif self.tip and (self.tip_now or self.tip_time >= TIP_DELAY):
            draw_tip(surface, self.th, self.tip, self.pos, hooks.scale())

    def draw_beside(self, surface, card: str, main: pygame.Rect) -> None:
        """A second card at three quarters of the size, beside the one shown large (towards the middle
        of the window), so what it adds (a Leader's bonus and ability) is read with it."""
        W, H = surface.get_size()
        rect = pygame.Rect(0, 0, main.w * 3 // 4, main.h * 3 // 4)
        rect.top = main.top
        if main.centerx < W // 2:
            rect.left = main.right + 12
        else:
            rect.right = main.left - 12
        rect.clamp_ip(surface.get_rect())
        if self._beside is None or self._beside[0] != (card, rect.size):
            self._beside = ((card, rect.size), self.hooks.card_image(card, rect.size, "front", keep=False))
        pygame.draw.rect(surface, (0, 0, 0), rect.move(8, 10), border_radius=12)
        surface.blit(self._beside[1], rect)


def draw_tip(surface, th, text: str, pos, scale: float = 1.0) -> None:
    """A tip beside a point: a dark box with a bright edge, kept on screen, never under the pointer."""
    size = max(15, int(17 * scale))
    font = th.font(size)
    lines = theme.wrap(font, text, int(360 * max(1.0, scale)))
    w = max(font.size(line)[0] for line in lines) + 20
    h = len(lines) * (size + 4) + 12
    W, H = surface.get_size()
    rect = pygame.Rect(pos[0] + 18, pos[1] + 22, w, h)
    if rect.right > W - 6:
        rect.right = pos[0] - 12
    if rect.bottom > H - 6:
        rect.bottom = pos[1] - 12
    rect.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (10, 12, 16), rect, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=8)
    for i, line in enumerate(lines):
        surface.blit(th.text(line, size, theme.TEXT), (rect.x + 10, rect.y + 6 + i * (size + 4)))
