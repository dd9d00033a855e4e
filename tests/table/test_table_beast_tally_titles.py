"""The tally titles ("Favor", "Fury") stay inside their tracks' own room: never over the board's header
(seen in the real window at 1280x720: "Favor" was drawn over "Hand 6"), and they are drawn."""
from __future__ import annotations

import pygame
import pytest

from beast_table import finish, open_table, played_until_battle
from game.table.beast.board import FAVOR, FURY

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def pixels(surface, rect, colour) -> int:
    rect = pygame.Rect(rect).clip(surface.get_rect())
    return sum(surface.get_at((x, y))[:3] == colour for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4])
def test_the_tally_titles_stay_below_the_header(harness, size, players):
    harness.app.resize(size)
    table = open_table(harness, played_until_battle(7, players=players), bots={1})
    finish(harness)
    harness.frames(2)
    screen = harness.app.screen
    for seat, g in table.geo.boards.items():
        for colour in {FAVOR, FURY} - {table.th.seat_colour(seat)}:     # a header is in its seat's colour
            assert pixels(screen, g.header, colour) == 0, (seat, g.header, colour)
        title_h = table.board.tally_titles(g.favor)[2]
        title_room = pygame.Rect(g.favor.x - 4, g.favor.y, g.fury.right - g.favor.x + 8, title_h)
        assert pixels(screen, title_room, FAVOR) > 0 and pixels(screen, title_room, FURY) > 0, (seat, title_room)


def test_a_long_prompt_is_shown_whole_above_its_buttons(harness, monkeypatch):
    """Seen in the real window at 1280x720: a Beast step's prompt was cut after three lines ("Click a lit
    tilted animal to untilt it (an"). Up to PROMPT_LINES lines show whole, above the buttons."""
    from game.table import theme
    from game.table.widgets.side_column import PROMPT_LINES
    table = open_table(harness, played_until_battle(7, players=2), bots={1})
    finish(harness)
    words = ("Step 2: 1 action left. Drag recruits, animals and Tricks onto glowing places. Click a lit tilted "
             "animal to untilt it (an action).")        # the actions step's words, as the adapter says them
    monkeypatch.setattr(table.prompts, "text", lambda seat: words)
    panel = table.prompts.panel()
    assert panel is not None
    rect = panel[0]
    s = table.scale
    lines = theme.wrap(table.th.font(max(13, int(16 * s))), words, rect.w - 20)
    assert 3 < len(lines) <= PROMPT_LINES
    top_of_buttons = min(r.y for r, _ in table.prompts.buttons())
    assert rect.y + 6 + len(lines) * int(19 * s) <= top_of_buttons + 2
