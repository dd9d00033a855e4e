"""Draw the program's icon, assets/desktop/ark-table.png (256 x 256): two cards fanned on the table's felt,
the front one with a small golden ark; and the window's, the same at 128 x 128 (ark-table-128.png: the
window loads it as it is, no scaling at start-up). Run again after changing the drawing:

    python tools/make_icon.py
"""
import math

from headless import headless

headless()

import pygame  # noqa: E402

from game.desktop import ICON, WINDOW_ICON, WINDOW_ICON_FILE  # noqa: E402
from game.table import theme  # noqa: E402

SIZE = 256
SCALE = 4   # drawn four times larger, then smoothly scaled down: soft edges without antialiased shapes
CARD = (246, 238, 218)
CARD_EDGE = (120, 96, 60)
GOLD = (232, 184, 64)
GOLD_DARK = (150, 104, 30)


def card(width: int, height: int, face: bool) -> pygame.Surface:
    s = SCALE
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surface, CARD_EDGE, surface.get_rect(), border_radius=14 * s)
    pygame.draw.rect(surface, CARD, surface.get_rect().inflate(-6 * s, -6 * s), border_radius=11 * s)
    inner = surface.get_rect().inflate(-22 * s, -22 * s)
    pygame.draw.rect(surface, theme.SEAT_COLOURS[1] if not face else GOLD, inner, 3 * s, border_radius=6 * s)
    if face:
        cx, cy = inner.centerx, inner.centery + 8 * s
        hull = [(cx - 38 * s, cy), (cx + 38 * s, cy), (cx + 26 * s, cy + 20 * s), (cx - 26 * s, cy + 20 * s)]
        pygame.draw.polygon(surface, GOLD, hull)
        pygame.draw.rect(surface, GOLD, (cx - 20 * s, cy - 22 * s, 40 * s, 22 * s))
        pygame.draw.polygon(surface, GOLD, [(cx - 26 * s, cy - 20 * s), (cx, cy - 38 * s), (cx + 26 * s, cy - 20 * s)])
        pygame.draw.rect(surface, GOLD_DARK, (cx - 5 * s, cy - 14 * s, 10 * s, 14 * s))
        for k in range(3):   # the waves under the ark
            y = cy + (30 + 9 * k) * s
            points = [(cx - 44 * s + i * 4 * s, y + math.sin(i * 0.9) * 3 * s) for i in range(23)]
            pygame.draw.lines(surface, theme.SEAT_COLOURS_CB[1], False, points, 3 * s)
    return surface


def icon() -> pygame.Surface:
    s = SCALE
    big = pygame.Surface((SIZE * s, SIZE * s), pygame.SRCALPHA)
    pygame.draw.rect(big, theme.RIM, big.get_rect().inflate(-8 * s, -8 * s), border_radius=44 * s)
    pygame.draw.rect(big, theme.FELT, big.get_rect().inflate(-24 * s, -24 * s), border_radius=34 * s)
    w, h = 120 * s, 168 * s
    for angle, dx, face in ((14, -30, False), (-8, 22, True)):
        turned = pygame.transform.rotozoom(card(w, h, face), angle, 1.0)
        big.blit(turned, turned.get_rect(center=(SIZE * s // 2 + dx * s, SIZE * s // 2 + 4 * s)))
    return pygame.transform.smoothscale(big, (SIZE, SIZE))


def main() -> int:
    pygame.display.init()
    ICON.parent.mkdir(parents=True, exist_ok=True)
    drawn = icon()
    pygame.image.save(drawn, str(ICON))
    pygame.image.save(pygame.transform.smoothscale(drawn, (WINDOW_ICON, WINDOW_ICON)), str(WINDOW_ICON_FILE))
    print(f"wrote {ICON} and {WINDOW_ICON_FILE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
