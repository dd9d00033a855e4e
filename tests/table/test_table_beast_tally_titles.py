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
        title_room = pygame.Rect(g.favor.x - 4, g.favor.y, g.fury.right - g.favor.x + 8, table.tally_titles(g.favor)[2])
        assert pixels(screen, title_room, FAVOR) > 0 and pixels(screen, title_room, FURY) > 0, (seat, title_room)
