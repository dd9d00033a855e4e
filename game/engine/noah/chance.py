"""NOAH's chance a scenario file can script: the Horror dice of the next Enemy turns, and the named
chance points where the rules shuffle during play (game.engine.core.rng).

    chance:
      dice:                                  # one entry an Enemy turn, in order
        - {damage: burst, crescents: 1}
        - {damage: blank, crescents: 0}
      turn_deck: [[enemy, "hero:0"]]         # each new round's shuffle: its top turn cards first
      mercenary_deck: [[birdie]]             # the Mercenary discard shuffled into a new deck

Each face must be a face of that die (the game stays one the rules could reach)."""
from __future__ import annotations

from game.engine.cards.problems import Problem
from game.engine.cards.schema import Field, check_mapping, line_of
from game.engine.noah.state import ENEMY_CARD, FREE_CARD, hero_card

CHANCE_POINTS = {
    "turn_deck": "the turn cards shuffled as each new round begins (the first turn cards drawn first)",
    "mercenary_deck": "the Mercenary discard pile shuffled into a new Mercenary deck (its top cards first)",
}


def chance_words(rules, point: str) -> set[str]:
    """What a chance point shuffles: turn card names, or Mercenary ids."""
    if point == "turn_deck":
        return {ENEMY_CARD, FREE_CARD} | {hero_card(s) for s in range(4)}
    return set(rules.cards.mercenaries)


def script_dice(engine, chance: dict, file: str, problems: list[Problem]) -> None:
    core = engine.rules.cards.core
    fields = [Field("dice", list, False, None)] + [Field(point, object, False, None) for point in CHANCE_POINTS]
    values = check_mapping(chance, fields, file, "chance", problems)
    if values is None or values["dice"] is None:
        return
    rolls: list[int] = []
    for index, node in enumerate(values["dice"]):
        line = line_of(values["dice"], index)
        roll = check_mapping(node, [Field("damage", str, choices=("burst", "blank")), Field("crescents", int)],
                             file, f"roll {index + 1}", problems, line)
        if roll is None:
            continue
        if roll["damage"] not in core.damage_die:
            problems.append(Problem(file, line, f"roll {index + 1}: the damage die has no {roll['damage']} face."))
            continue
        if roll["crescents"] not in core.reality_die:
            faces = ", ".join(str(c) for c in sorted(set(core.reality_die)))
            problems.append(Problem(file, line, f"roll {index + 1}: the Reality Loss die has no face with "
                                                f"{roll['crescents']} crescents (its faces show {faces})."))
            continue
        rolls += [core.damage_die.index(roll["damage"]), core.reality_die.index(roll["crescents"])]
    engine.state.rng.scripted = rolls
