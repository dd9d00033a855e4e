"""End turn pressed where the game has no turn to end says why in words that fit the one who pressed:
its own seat is told something must be done first, never "It is <their own name>'s turn"."""
from __future__ import annotations

import pygame
import pytest

from beast_table import BEAST, finish, open_table
from game.engine.core.engine import Engine

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def test_end_turn_in_the_preparation_tells_the_seat_to_finish_it_first(harness):
    engine = Engine(BEAST, {"players": 2}, 7)
    seat = BEAST.active_seats(engine.state)[0]
    assert not [c for c in engine.legal_commands(seat) if type(c).__name__ == "EndTurn"]
    table = open_table(harness, engine)
    finish(harness)
    harness.key(pygame.K_e)
    harness.frames(2)
    said = [t[0] for t in table.toasts.items]
    name = table.adapter.seat_name(seat)
    assert f"The turn cannot end yet: {name} has something to do first (the prompt says what)." in said
    assert not [s for s in said if s.startswith("It is")]
