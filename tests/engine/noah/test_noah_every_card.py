"""A test plays every card: each Agent (base, discard and corrupt) and each Mercenary, found among the
legal commands of a state where it is playable, and played without error."""
from __future__ import annotations

import pytest

from game.engine.noah.commands import PlaceSpied, PlayAction, PlayMercenary
from game.engine.noah.rules import NOAH

from .scenario import calm, defend_window, give_mercenary, names, ok, set_hand, set_row

CARDS = NOAH.cards
AGENT_PLAYS = [(a.faction, a.id, u) for a in CARDS.agents.values() for u in ("base", "discard", "corrupt")]


def _stage(e, ops):
    """A row with face-down Enemies to spy on and room to reposition; plenty of Energy; a lower dial."""
    set_row(e, ("drowsy_watchman", True), "drowned_postman", "barnacle_wife", "bloated_sailor")
    s = e.state
    s.dial_position = 3
    f = s.factions[0]
    f.energy, f.health, f.corruption = 10, 6, 1
    if any(op.name == "defense" for op in ops):
        defend_window(e, 5)


def _finish(e, events):
    ok(events)
    if e.state.pending is not None and e.state.pending.kind == "place_spied":
        ok(e.submit(e.legal_commands(0)[-1]))
    return events


@pytest.mark.parametrize("faction, card, upgrade", AGENT_PLAYS, ids=[f"{c}-{u}" for _, c, u in AGENT_PLAYS])
def test_every_agent_action_is_playable(faction, card, upgrade):
    e = calm([faction])
    agent = CARDS.agents[card]
    ops = agent.action(upgrade)
    other = next(a.id for a in CARDS.factions[faction].agents if a.id != card)
    set_hand(e, 0, [card, other])
    _stage(e, ops)
    before = e.hash()
    plays = [c for c in e.legal_commands(0) if isinstance(c, PlayAction) and c.card == card and c.upgrade == upgrade]
    assert plays, f"{card} {upgrade} is never legal"
    events = _finish(e, e.submit(plays[-1]))
    assert "ActionPlayed" in names(events)
    assert e.hash() != before
    assert card in e.state.factions[0].played or e.state.turn.kind != "hero"


@pytest.mark.parametrize("merc", sorted(CARDS.mercenaries))
def test_every_mercenary_is_playable(merc):
    e = calm()
    give_mercenary(e, 0, merc)
    _stage(e, CARDS.mercenaries[merc].effect)
    plays = [c for c in e.legal_commands(0) if isinstance(c, PlayMercenary) and c.card == merc]
    assert plays, f"{merc} is never legal"
    events = _finish(e, e.submit(plays[-1]))
    assert "MercenaryPlayed" in names(events)
    assert merc in e.state.mercenary_discard and merc not in e.state.factions[0].mercenaries


def test_every_agent_of_every_faction_is_covered():
    assert len(AGENT_PLAYS) == 3 * sum(len(f.agents) for f in CARDS.factions.values())
    assert {f for f, _, _ in AGENT_PLAYS} == set(CARDS.factions)


def test_every_card_does_something():
    for agent in CARDS.agents.values():
        assert agent.base and agent.discard and agent.corrupt, agent.id
    for merc in CARDS.mercenaries.values():
        assert merc.effect, merc.id
