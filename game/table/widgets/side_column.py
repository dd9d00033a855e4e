"""The right-hand column of a table (games with hidden hands lay it out alike): the status (a small
line above what is happening now), the table's buttons (Menu, Rules, Save, Undo), the action button
(End turn, or the game's word for it), then whatever the game stacks beneath: its prompt, its own
panels and the log."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.table import theme
from game.table.widgets.table_buttons import draw_table_buttons

if TYPE_CHECKING:
    from game.table.desk import Desk

BUTTONS = ("menu", "rules", "save", "undo")


@dataclass
class Column:
    """The fixed top of the column; `rest` is what is left below the action button."""

    status: pygame.Rect
    buttons: dict[str, pygame.Rect]
    action: pygame.Rect
    rest: pygame.Rect


def split(size: tuple[int, int], width: int = 300, ui: float = 1.0) -> tuple[float, int, pygame.Rect, pygame.Rect]:
    """The window as (scale, margin, the right column, the table area left of it): the column is
    `width` wide at 1280x720 and grows with the window and the player's text scale `ui` (never past
    two fifths of the window: the table keeps the rest)."""
    W, H = size
    s = min(W / 1280, H / 720) * ui
    m = max(6, int(8 * s))
    w = min(int(width * s), W * 2 // 5)
    side = pygame.Rect(W - m - w, m, w, H - 2 * m)
    return s, m, side, pygame.Rect(m, m, side.x - 2 * m, H - 2 * m)


def column(side: pygame.Rect, scale: float, status_h: int = 62) -> Column:
    gap = max(4, int(5 * scale))
    status = pygame.Rect(side.x, side.y, side.w, int(status_h * scale))
    bw = (side.w - 3 * gap) // 4
    buttons = {name: pygame.Rect(side.x + k * (bw + gap), status.bottom + gap, bw, int(30 * scale))
               for k, name in enumerate(BUTTONS)}
    action = pygame.Rect(side.x, buttons["menu"].bottom + gap, side.w, int(36 * scale))
    rest = pygame.Rect(side.x, action.bottom + gap, side.w, side.bottom - action.bottom - gap)
    return Column(status, buttons, action, rest)


def draw_status(surface, th, rect: pygame.Rect, scale: float, info: str, text: str, colour) -> None:
    """The status panel: `info` small and dim, `text` (what is happening now) large, on two lines at most."""
    theme.draw_panel(surface, rect, alpha=230)
    img = th.text(info, max(12, int(15 * scale)), theme.TEXT_DIM)
    if img.get_width() > rect.w - 20:
        img = th.text(info, max(10, int(12 * scale)), theme.TEXT_DIM)
    surface.blit(img, (rect.x + 10, rect.y + 5))
    size = max(14, int(19 * scale))
    lines = theme.wrap(th.font(size, True), text, rect.w - 20)
    if len(lines) > 1:
        size = max(12, int(16 * scale))
        lines = theme.wrap(th.font(size, True), text, rect.w - 20)[:2]
    for i, line in enumerate(lines):
        img = th.text(line, size, colour, bold=True)
        surface.blit(img, (rect.x + 10, rect.y + 5 + int(18 * scale) + i * (size + 1)))


def draw_action(surface, th, rect: pygame.Rect, scale: float, label: str, confirming: bool,
                again: str = "Press again to end") -> None:
    """The action button (End turn): `again` in another colour when a second press is wanted."""
    pygame.draw.rect(surface, (230, 110, 60) if confirming else (210, 170, 60), rect, border_radius=8)
    pygame.draw.rect(surface, (20, 20, 20), rect, 1, border_radius=8)
    img = th.text(again if confirming else label, max(14, int(18 * scale)), (20, 14, 0), bold=True)
    surface.blit(img, img.get_rect(center=rect.center))


PROMPT_LINES = 5    # a prompt's words are shown whole up to this many lines


def prompt_height(th, scale: float, text: str, width: int, rows: int) -> int:
    """How tall a prompt panel in the column is: its words (PROMPT_LINES at most) and `rows` rows."""
    lines = len(theme.wrap(th.font(max(13, int(16 * scale))), text, width - 20)[:PROMPT_LINES])
    return int(6 * scale + 19 * scale * lines + 14 * scale + 36 * scale * rows)


def tone_colour(th, tone: str):
    """The colour of a status's tone: 'seat:N' the seat's colour, 'outcome', 'prompt', else plain."""
    if tone.startswith("seat:"):
        return th.seat_colour(int(tone[5:]))
    return {"outcome": theme.ACCENT, "prompt": theme.GLOW}.get(tone, theme.TEXT)


@dataclass(frozen=True)
class TopHooks:
    """What the column's top reads of its table (game.table.hooks): its layout (`status` and `buttons`
    rectangles, `scale`), where End turn is shown and whether it asks again."""

    geo: Callable[[], Any]
    end_turn_rects: Callable[[], dict[int, pygame.Rect]]
    confirming: Callable[[int], bool]


def top_key(desk: "Desk", adapter, view: dict, hooks: TopHooks, info: str, action: str) -> tuple:
    """Everything draw_top shows (game.table.still): equal keys, the same pixels."""
    L = hooks.geo()
    return (tuple(L.status), tuple((k, tuple(r)) for k, r in L.buttons.items()), L.scale, info, action,
            adapter.status(view) if view else None, undo_mine(desk),
            tuple((seat, tuple(rect), hooks.confirming(seat)) for seat, rect in hooks.end_turn_rects().items()))


def draw_top(surface, th, desk: "Desk", adapter, view: dict, hooks: TopHooks, info: str, action: str,
             again: str = "Press again to end") -> None:
    """The column's top for a table with hidden hands (game.table.hand_table): the status from the
    game's adapter (`status(view)` -> text, tone), the buttons (Undo only for the move of the seat on
    screen), and the action button where the table shows one."""
    L = hooks.geo()
    s = L.scale
    if view:
        text, tone = adapter.status(view)
        draw_status(surface, th, L.status, s, info, text, tone_colour(th, tone))
    draw_table_buttons(surface, th, L.buttons, s, undo_mine(desk))
    for seat, rect in hooks.end_turn_rects().items():
        draw_action(surface, th, rect, s, action, hooks.confirming(seat), again)


def undo_mine(desk: "Desk") -> bool:
    """Undo is offered to the seat on screen: the last move is its own and may be taken back."""
    return desk.undo_offered() and desk.last_mover() == desk.viewer
