"""The scoring board: a "+N" rises beside the token inside the board, so it never covers an
ecosystem's header (the other seat's header lies just under the board)."""
from __future__ import annotations

import pytest

from planet_table import open_table, stacked

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_gain_stays_inside_the_scoring_board_at_every_score_and_moment(harness, size):
    harness.app.resize(size)
    table = open_table(harness, stacked({}, players=4))
    board = table.geo.track
    headers = [eco.header for eco in table.geo.ecos.values()]
    for value in range(0, 101, 5):
        x = table.scoreboard.x(value)
        for progress in (0.0, 0.3, 0.7, 1.0):
            rect = table.scoreboard.gain_rect(x, (44, 24), progress)
            assert board.contains(rect), (value, progress, rect, board)
            assert not any(rect.colliderect(h) for h in headers)
            assert not rect.collidepoint(x, board.centery)       # beside the token, not over it
