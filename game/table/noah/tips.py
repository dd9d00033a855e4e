"""What NOAH's labels mean, in the rulebook's words, for the tips shown on hover or focus: the ability
track's spaces (R2, B+1, D1, E+1) and the Reality Loss dial."""
from __future__ import annotations

from game.table.noah.cardinfo import plain


def ability_tip(fdef, index: int, reached: int, energy: int) -> str:
    """The tip of space `index` of a faction's Ability track (the marker is on `reached`)."""
    space = fdef.ability_track[index]
    parts = []
    if space.range:
        n = space.range
        parts.append(f"R{n}: Range {n}, you can attack the Enemies up to Location {n}"
                     + (" (the far left one)." if n == 1 else "."))
    if space.boost:
        parts.append(f"B+{space.boost}: Boost, +{space.boost} hit{'s' if space.boost > 1 else ''} to any attack.")
    if space.defense:
        parts.append(f"D{space.defense}: Defense, you always block {space.defense} damage in an Enemy turn "
                     "without playing a card.")
    if space.energy:
        reset = 5 + fdef.unlocked[index][3]
        parts.append(f"E+{space.energy}: Energy, at the end of your turn your Energy resets to {reset} "
                     f"({space.energy} more).")
    if not parts:
        parts.append("The start of the track: Range 1." if index == 0 else "Nothing new on this space.")
    if index <= reached:
        state = "Unlocked."
    elif index == reached + 1:
        state = "Next: press the track (click, Enter or A) to spend 2 Energy and move up" + (
            "." if energy >= 2 else f" (you have {energy} Energy).")
    else:
        state = "Moving up costs 2 Energy a space, on your turn."
    range_, boost, defense, bonus = fdef.unlocked[reached]
    now = f"Now: Range {range_}, Boost +{boost}, Defense {defense}, Energy resets to {5 + bonus}."
    return f"Ability space {index + 1}. " + " ".join(parts) + f" {state} {now}"


def energy_tip(energy: int, reset: int) -> str:
    return (f"Energy {energy}: spend it on your turn to recruit Agents (their cost) or to move up the Ability "
            f"track (2 a space). Unspent Energy is lost; it resets to {reset} at the end of your turn.")


def health_tip(health: int, corruption: int) -> str:
    return (f"Health {health} (the round marker) and Corruption {corruption} (the square marker) share "
            "this track. If they ever meet or cross, the faction is defeated and everyone loses.")


def dial_tip(dial_def, position: int, space: int | None) -> str:
    """The Reality Loss dial: what it is, where the pointer is, and the space under the pointer."""
    spaces = dial_def.spaces
    n = len(spaces)
    red = next((k for k in range(position + 1, n) if spaces[k].kind == "red"), None)
    head = ("Reality Loss: a crescent on the Reality Loss die, or an Enemy's effect, turns the pointer one "
            "space clockwise and that space's effect happens. When it reaches the next red space the phase "
            "ends. ")
    where = f"The pointer is on space {position + 1} of {n}"
    where += f"; the red space {red + 1} is {red - position} away." if red is not None else "."
    if space is None or space == position:
        return head + where + " " + _space_words(spaces[position], position)
    return head + where + " Under your pointer: " + _space_words(spaces[space], space)


def _space_words(space, index: int) -> str:
    kind = {"start": "the start of a phase", "red": "red, the phase ends here"}.get(space.kind, "")
    text = plain(space.text or "").strip()
    words = ", ".join(w for w in (kind, text) if w) or "no effect"
    return f"Space {index + 1}: {words}."
