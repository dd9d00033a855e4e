"""The shown view, moved forward event by event as the animations reach them, arrives where the
engine's view is after each command (so the table shows no glitch between two commands). Cards'
effects may change a game without an event of their own; those commands are left out."""
from __future__ import annotations

import pytest

from game.engine.beast import events as ev
from game.engine.beast.rules import BEAST
from game.engine.core.bots import seen_by
from game.engine.core.engine import Engine
from game.engine.games import make_bot
from game.table.beast.cardinfo import BeastCards
from game.table.beast.shown import Shown

EFFECTS = (ev.EventPlayed, ev.AbilityUsed, ev.PlayerOut, ev.AnimalRescued)


def board(view: dict) -> list:
    """What the table draws of each player (the parts events move)."""
    out = []
    for p in view["players"]:
        field = [[(a["card"], a["leader"], tuple(a["items"]), a["tilted"]) if a else None for a in line]
                 for line in p["field"]]
        pen = [(s["card"], s["face_up"], s["empty"], s["leader"], s["clash"]) for s in p["pen"]]
        out.append((field, pen, p["trash"], p["hand"], p["hand_count"], p["favor"], p["fury"], p["locations"],
                    p["humans"], p["troops"], p["tricks"]))
    return out


@pytest.mark.parametrize("seed,players", [(3, 2), (8, 3)])
def test_events_carry_the_shown_view_to_the_engines_view(seed, players):
    engine = Engine(BEAST, {"players": players}, seed)
    bot = make_bot("heuristic", "beast", seed)
    shown = Shown(BeastCards(BEAST.cards), 0)
    checked = 0
    for _ in range(400):
        if engine.is_over:
            break
        seat = BEAST.active_seats(engine.state)[0]
        legal = engine.legal_commands(seat)
        shown.reset(engine.view(0), 0)
        events = engine.submit(bot.choose(seen_by(BEAST, engine.state, seat, legal)))
        for e in events:
            shown.apply(e)
        if any(isinstance(e, EFFECTS) for e in events):
            continue
        assert board(shown.view) == board(engine.view(0)), [type(e).__name__ for e in events]
        checked += 1
    assert checked > 100


@pytest.mark.parametrize("seed", [3, 4])
def test_the_end_of_the_game_reaches_the_shown_view_so_the_status_behind_the_box_says_it(seed):
    engine = Engine(BEAST, {"players": 2}, seed)
    bot = make_bot("heuristic", "beast", seed)
    shown = Shown(BeastCards(BEAST.cards), 0)
    while not engine.is_over:
        seat = BEAST.active_seats(engine.state)[0]
        shown.reset(engine.view(0), 0)
        events = engine.submit(bot.choose(seen_by(BEAST, engine.state, seat, engine.legal_commands(seat))))
    for e in events:
        shown.apply(e)
    end = {k: engine.view(0)[k] for k in ("outcome", "winners", "reason")}
    assert end["outcome"] and {k: shown.view[k] for k in end} == end
