"""A scenario's Horror dice: the faces of the next rolls, set by the file instead of the seed.

    chance:
      dice:                                  # one entry an Enemy turn, in order
        - {damage: burst, crescents: 1}
        - {damage: blank, crescents: 0}

Each face must be a face of that die (the game stays one the rules could reach)."""
from __future__ import annotations

from game.engine.cards.problems import Problem
from game.engine.cards.schema import Field, check_mapping, line_of


def script_dice(engine, chance: dict, file: str, problems: list[Problem]) -> None:
    core = engine.rules.cards.core
    values = check_mapping(chance, [Field("dice", list)], file, "chance", problems)
    if values is None:
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
