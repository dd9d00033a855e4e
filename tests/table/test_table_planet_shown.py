"""The shown view, moved forward event by event as the animations reach them (each event as the seat
on screen may see it), arrives where the engine's view is after each command: the table shows no
glitch between two commands, and it never needs the state to get there."""
from __future__ import annotations

import pytest

from game.engine.core.bots import seen_by
from game.engine.core.engine import Engine
from game.engine.core.protocol import for_seat
from game.engine.games import make_bot
from game.engine.planet.rules import PLANET
from game.table.planet.shown import Shown

DRAWN = ("ecosystems", "hand", "hand_counts", "noah_pile", "discard_pile", "plant_pile", "plant_pile_top",
         "selection", "scores", "turn", "round", "phase", "actions_left", "searched")


def drawn(view: dict) -> dict:
    """What the table draws from a view (the parts events move)."""
    out = {key: view[key] for key in DRAWN}
    if "draft" in view:
        out["draft"] = {k: view["draft"][k] for k in ("kept", "picked")}
    return out


@pytest.mark.parametrize("seed,players,variant", [(3, 2, "standard"), (8, 3, "strategy"), (5, 1, "standard")])
def test_events_carry_the_shown_view_to_the_engines_view(seed, players, variant):
    engine = Engine(PLANET, {"players": players, "variant": variant}, seed)
    bot = make_bot("random", "planet", seed)
    viewer = 0
    shown = Shown(viewer)
    checked = 0
    for _ in range(500):
        if engine.is_over:
            break
        seat = PLANET.active_seats(engine.state)[0]
        legal = engine.legal_commands(seat)
        shown.reset(engine.view(viewer), viewer)
        events = engine.submit(bot.choose(seen_by(PLANET, engine.state, seat, legal)))
        for e in events:
            shown.apply(for_seat(e, viewer))
        if any(type(e).__name__ == "PacketsPassed" for e in events):
            continue            # the next packets are dealt by the view, not by an event
        assert drawn(shown.view) == drawn(engine.view(viewer)), [type(e).__name__ for e in events]
        checked += 1
    assert checked > 50
