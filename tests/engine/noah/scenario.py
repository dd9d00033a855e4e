"""Helpers to build NOAH scenarios directly on an engine's state, then drive it with real commands."""
from __future__ import annotations

from collections import Counter

from game.engine.core.engine import Engine
from game.engine.core.protocol import Rejected
from game.engine.core.rng import Rng
from game.engine.noah.rules import NOAH
from game.engine.noah.state import Defense, Pending, RowEnemy, Turn

SS = "silent_sentinels"
GK = "gutter_kings"
LO = "lantern_order"
CI = "cogwright_irregulars"
ALL_FACTIONS = [SS, GK, LO, CI]


def cards():
    return NOAH.cards


def new(factions=(SS,), mission="blackout", seed=1, **options) -> Engine:
    return Engine(NOAH, {"factions": list(factions), "mission": mission, **options}, seed=seed)


def first_seed(predicate, factions=(SS,), mission="blackout", limit=500, **options) -> Engine:
    """The engine of the first seed whose fresh game satisfies `predicate(engine)`."""
    for seed in range(limit):
        engine = new(factions, mission, seed, **options)
        if predicate(engine):
            return engine
    raise AssertionError("no seed gives that setup")


def calm(factions=(SS,), mission="blackout", **options) -> Engine:
    """A fresh game whose setup moved no track and revealed only the first Enemy; seat 0's hero turn."""
    def ok(engine):
        s = engine.state
        return (s.turn.kind == "hero" and s.turn.seat == 0 and s.pending is None
                and all(f.corruption == 0 and f.health == 8 and f.energy == 5 and f.ability == 0 for f in s.factions)
                and [slot.face_up for slot in s.row] == [True, False, False, False]
                and s.dial_position == s.phase_start == 0)
    return first_seed(ok, factions, mission, **options)


def hero_turn(engine: Engine, seat: int = 0) -> None:
    s = engine.state
    s.pending, s.defense = None, None
    s.turn = Turn("hero", seat)


def set_row(engine: Engine, *specs) -> None:
    """Lay the row out: each spec an enemy id or (id, face_up, damage). Displaced Enemies go back
    into the enemy deck so every Enemy stays in exactly one place."""
    s = engine.state
    new_row = []
    for spec in specs:
        enemy, face_up, damage = (spec, False, 0) if isinstance(spec, str) else (tuple(spec) + (False, 0))[:3]
        new_row.append(RowEnemy(enemy, face_up, damage))
    wanted = {r.enemy for r in new_row}
    for old in s.row:
        if old.enemy not in wanted:
            s.enemy_deck.insert(0, old.enemy)
    s.enemy_deck = [e for e in s.enemy_deck if e not in wanted]
    s.graveyard = [e for e in s.graveyard if e not in wanted]
    s.row = new_row


def set_hand(engine: Engine, seat: int, hand) -> None:
    """The hand becomes `hand`; the faction's other Agents are in its supply, nothing played."""
    faction = engine.state.factions[seat]
    full = Counter(a.id for a in cards().factions[faction.faction].agents for _ in range(a.count))
    wanted = Counter(hand)
    assert not wanted - full, f"{faction.faction} has no such cards: {wanted - full}"
    faction.hand = list(hand)
    faction.played = []
    faction.supply = sorted((full - wanted).elements())


def give_mercenary(engine: Engine, seat: int, merc: str) -> None:
    """Move a Mercenary (wherever it is) to a faction's recruited Mercenaries."""
    s = engine.state
    for zone in (s.mercenary_deck, s.mercenary_display, s.mercenary_discard):
        if merc in zone:
            zone.remove(merc)
            break
    else:
        for f in s.factions:
            if merc in f.mercenaries:
                f.mercenaries.remove(merc)
                break
    s.factions[seat].mercenaries.append(merc)
    while len(s.mercenary_display) < 4 and s.mercenary_deck:
        s.mercenary_display.append(s.mercenary_deck.pop())


def rig_dice(engine: Engine, burst: bool, crescents: int) -> None:
    """Set the RNG so the next Horror dice roll shows these faces."""
    core = cards().core
    for seed in range(100000):
        rng = Rng(seed)
        d = rng.below(len(core.damage_die))
        c = rng.below(len(core.reality_die))
        if (core.damage_die[d] == "burst") == burst and core.reality_die[c] == crescents:
            engine.state.rng.state = seed
            return
    raise AssertionError("no such roll")


def top_turn_card(engine: Engine, card: str) -> None:
    """Put a turn card of this kind on top of the turn deck (taking it from the deck or the discard)."""
    s = engine.state
    if card in s.turn_deck:
        s.turn_deck.remove(card)
    elif card in s.turn_discard:
        s.turn_discard.remove(card)
    else:
        raise AssertionError(f"no {card} turn card left this round")
    s.turn_deck.append(card)
    s.round_over = False


def enemy_turn(engine: Engine, burst: bool, crescents: int, seat: int = 0, windows: str = "pass"):
    """End seat's hero turn with an Enemy turn card on top and the dice rigged; the events.
    windows="pass": every faction asked in the Enemies' turn passes; "open": the first one asked waits."""
    from game.engine.noah.commands import EndTurn
    top_turn_card(engine, "enemy")
    rig_dice(engine, burst, crescents)
    events = ok(engine.submit(EndTurn(seat)))
    if windows == "pass":
        events += pass_windows(engine)
    return events


def pass_windows(engine: Engine) -> list:
    """Every faction asked to play in the Enemies' turn passes; the events."""
    from game.engine.noah.commands import Pass
    events = []
    while engine.prompt is not None and engine.prompt.kind == "defend":
        events += ok(engine.submit(Pass(engine.prompt.seats[0])))
    return events


def defend_window(engine: Engine, incoming, seat: int = 0, crescents: int = 0) -> None:
    """The Enemies are dealing `incoming` damage to each faction and `seat` is asked to defend."""
    s = engine.state
    n = len(s.factions)
    incoming = [incoming] * n if isinstance(incoming, int) else list(incoming)
    s.turn = Turn("enemy", -1)
    s.defense = Defense(incoming, [0] * n, [seat], crescents)
    s.pending = Pending("defend", [seat])


def rejected(events) -> Rejected | None:
    return next((e for e in events if isinstance(e, Rejected)), None)


def ok(events):
    problem = rejected(events)
    assert problem is None, problem.reason
    return events


def refused(events) -> str:
    problem = rejected(events)
    assert problem is not None, f"expected a rejection, got {events}"
    assert len(events) == 1
    return problem.reason


def of_type(events, name: str) -> list:
    return [e for e in events if type(e).__name__ == name]


def names(events) -> list[str]:
    return [type(e).__name__ for e in events]
