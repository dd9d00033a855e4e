"""Stacking a NOAH game for a scenario or puzzle: hands, decks, the row, the dial, whose turn it is."""
from __future__ import annotations

from collections import Counter

from game.engine.cards.problems import Problem
from game.engine.cards.schema import Field, check_mapping, line_of
from game.engine.noah.state import ENEMY_CARD, FREE_CARD, RowEnemy, Turn


def apply_overrides(engine, setup: dict, file: str, problems: list[Problem]) -> None:
    """Apply the scenario's `setup` to a freshly set-up game; every problem names its line.
    Decks are written top card first."""
    state, cards = engine.state, engine.rules.cards
    fields = [Field(k, list, False, None) for k in ("factions", "row", "enemy_deck", "turn_deck",
                                                    "mercenary_display", "mercenary_deck")]
    fields += [Field("dial_position", int, False, None, minimum=0), Field("turn", int, False, None, minimum=0)]
    values = check_mapping(setup, fields, file, "setup", problems)
    if values is None:
        return
    for seat, node in enumerate(values["factions"] or []):
        _faction(state, cards, seat, node, file, line_of(values["factions"], seat), problems)
    if values["row"] is not None or values["enemy_deck"] is not None:
        _enemies(state, cards, values, setup, file, problems)
    if values["turn_deck"] is not None:
        allowed = {ENEMY_CARD, FREE_CARD} | {f"hero:{s}" for s in range(len(state.factions))}
        bad = [c for c in values["turn_deck"] if c not in allowed]
        if bad:
            problems.append(Problem(file, line_of(setup, "turn_deck"), f"{bad[0]!r} is not a turn card here "
                                                                       f"({', '.join(sorted(allowed))})."))
        else:
            state.turn_deck = list(reversed(values["turn_deck"]))
            state.known = []
    for key in ("mercenary_display", "mercenary_deck"):
        if values[key] is not None:
            bad = [c for c in values[key] if c not in cards.mercenaries]
            if bad:
                problems.append(Problem(file, line_of(setup, key), f"there is no Mercenary {bad[0]!r}."))
            else:
                _take_mercenaries(state, values[key])
                setattr(state, key, list(values[key]) if key == "mercenary_display" else list(reversed(values[key])))
    if values["dial_position"] is not None:
        if values["dial_position"] >= len(cards.dials[state.dial].spaces):
            problems.append(Problem(file, line_of(setup, "dial_position"), "the dial has no such space."))
        else:
            state.dial_position = values["dial_position"]
    if values["turn"] is not None:
        if values["turn"] >= len(state.factions):
            problems.append(Problem(file, line_of(setup, "turn"), "there is no such seat."))
        else:
            state.turn, state.pending, state.defense = Turn(kind="hero", seat=values["turn"]), None, None


def _faction(state, cards, seat, node, file, line, problems) -> None:
    if seat >= len(state.factions):
        problems.append(Problem(file, line, f"there is no seat {seat} in this game."))
        return
    fields = [Field(k, list, False, None) for k in ("hand", "played", "mercenaries")]
    fields += [Field(k, int, False, None, minimum=0) for k in ("health", "corruption", "energy", "ability")]
    values = check_mapping(node, fields, file, f"seat {seat}", problems, line)
    if values is None:
        return
    faction = state.factions[seat]
    owned = Counter(faction.supply + faction.hand + faction.played)
    wanted = Counter((values["hand"] or []) + (values["played"] or []))
    if values["hand"] is not None or values["played"] is not None:
        if wanted - owned:
            extra = sorted((wanted - owned).elements())[0]
            problems.append(Problem(file, line, f"seat {seat} ({faction.faction}) has no {extra!r} to put there."))
            return
        faction.hand = list(values["hand"] or [])
        faction.played = list(values["played"] or [])
        faction.supply = sorted((owned - wanted).elements())
    if values["mercenaries"] is not None:
        bad = [m for m in values["mercenaries"] if m not in cards.mercenaries]
        if bad:
            problems.append(Problem(file, line, f"there is no Mercenary {bad[0]!r}."))
        else:
            _take_mercenaries(state, values["mercenaries"])
            faction.mercenaries = list(values["mercenaries"])
    for key in ("health", "corruption", "energy", "ability"):
        if values[key] is not None:
            setattr(faction, key, values[key])


def _take_mercenaries(state, wanted: list[str]) -> None:
    """Move the wanted Mercenaries out of wherever they are (so each card stays in one place)."""
    zones = [state.mercenary_deck, state.mercenary_display, state.mercenary_discard] + [f.mercenaries for f in state.factions]
    for card in wanted:
        for zone in zones:
            if card in zone:
                zone.remove(card)
                break


def _enemies(state, cards, values, setup, file, problems) -> None:
    row_nodes = values["row"] if values["row"] is not None else None
    new_row = []
    for index, node in enumerate(row_nodes or []):
        checked = check_mapping(node, [Field("enemy", str), Field("face_up", bool, False, True),
                                       Field("damage", int, False, 0, minimum=0)],
                                file, "a row Enemy", problems, line_of(row_nodes, index))
        if checked is None:
            return
        if checked["enemy"] not in cards.enemies:
            problems.append(Problem(file, line_of(row_nodes, index), f"there is no Enemy {checked['enemy']!r}."))
            return
        new_row.append(RowEnemy(checked["enemy"], checked["face_up"], checked["damage"]))
    deck = values["enemy_deck"]
    if deck is not None and any(e not in cards.enemies for e in deck):
        problems.append(Problem(file, line_of(setup, "enemy_deck"), "the enemy deck names an Enemy that does not exist."))
        return
    if len(new_row) > 4:
        problems.append(Problem(file, line_of(setup, "row"), "the row holds at most 4 Enemies."))
        return
    if row_nodes is not None:
        placed = {slot.enemy for slot in new_row}
        state.enemy_deck = [e for e in state.enemy_deck if e not in placed] + [s.enemy for s in state.row if s.enemy not in placed]
        state.row = new_row
    if deck is not None:
        in_row = {slot.enemy for slot in state.row}
        state.enemy_deck = [e for e in reversed(deck) if e not in in_row]
    ids = [s.enemy for s in state.row] + state.enemy_deck + state.graveyard
    if len(ids) != len(set(ids)):
        problems.append(Problem(file, line_of(setup, "row"), "an Enemy is listed twice."))
        return
    state.enemies_total = len(ids)
    state.known = []
