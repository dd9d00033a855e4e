"""Section VII, Gameplay Variants, as options of a game: the Field's size, how many play, the teams,
the win condition and the sub-variants each variant allows ("Before playing a variant, all players
must agree on it and any sub-variant choices": they are fixed when the game is made, and kept in the
state for the rules that read them)."""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.beast.state import BeastState


@dataclass(frozen=True)
class Variant:
    title: str
    rows: int
    cols: int
    players: tuple[int, int]       # fewest and most
    subvariants: tuple[str, ...]   # the sub-variants it allows, in the rulebook's order


# "a game for two or more people", each with a deck of their own: as many as one screen seats (ruling B50)
MAX_PLAYERS = 6
VARIANTS = {
    "standard": Variant("the standard game", 3, 3, (2, MAX_PLAYERS), ()),
    "rush": Variant("Rush (3x2)", 2, 3, (2, MAX_PLAYERS), ("no_fury_favor", "no_tricks")),
    "doubles": Variant("Doubles ((3x3)2)", 3, 3, (4, 4), ("same_faction", "limited_leadership", "ultimate")),
    "supply_line": Variant("Supply Line (3x5)", 5, 3, (2, 2), ()),
}
SUBVARIANTS = {
    "no_fury_favor": "Rush without Fury and Favor",
    "no_tricks": "Rush without Tricks",
    "same_faction": "Same Team, Same Faction",
    "limited_leadership": "Limited Leadership",
    "ultimate": "Ultimate Extreme Doubles",
}
# land: a full Field wins for its team; every_field: all the team's Fields at once (Ultimate Extreme
# Doubles); supply_line: a supply line from Pen to Pen, or three animals in the opponent's back row
WINS = ("land", "every_field", "supply_line")
DEEP_ANIMALS = 3   # "three of your untilted animals in your opponent's back row"


def normalize_variant(options: dict, players: int) -> dict:
    """The variant, its sub-variants (in the rulebook's order) and the win condition they make;
    ValueError with a sentence for anything the rulebook does not allow."""
    name = options.get("variant", "standard")
    if not isinstance(name, str) or name not in VARIANTS:
        raise ValueError(f"The variants are {', '.join(VARIANTS)}.")
    variant = VARIANTS[name]
    low, high = variant.players
    if not low <= players <= high:
        count = f"{low}" if low == high else f"{low} to {high}"
        raise ValueError(f"{variant.title[0].upper() + variant.title[1:]} is a game for {count} players.")
    chosen = options.get("subvariants", [])
    if isinstance(chosen, str):
        chosen = [word for word in chosen.split(",") if word]
    if not isinstance(chosen, list) or any(not isinstance(word, str) for word in chosen):
        raise ValueError("subvariants is a list of sub-variant names.")
    for word in chosen:
        if word not in variant.subvariants:
            owner = next((v.title for v in VARIANTS.values() if word in v.subvariants), None)
            if owner:
                raise ValueError(f"{SUBVARIANTS[word]} is a sub-variant of {owner}, not of {variant.title}.")
            allowed = ", ".join(variant.subvariants) or "none"
            raise ValueError(f"There is no sub-variant {word[:40]!r}; {variant.title} has {allowed}.")
    win = options.get("win", "land")
    if win not in WINS:
        raise ValueError(f"The win conditions are {', '.join(WINS)}.")
    if win == "every_field" and name != "doubles":
        raise ValueError("Every Field full at once (Ultimate Extreme Doubles) is a Doubles sub-variant.")
    if win == "supply_line" and name != "supply_line":
        raise ValueError("The supply-line win is Supply Line's.")
    if win == "every_field":
        chosen = chosen + ["ultimate"]
    subvariants = [word for word in variant.subvariants if word in chosen]
    if name == "supply_line":
        win = "supply_line"
    else:
        win = "every_field" if "ultimate" in subvariants else "land"
    return {"variant": name, "subvariants": subvariants, "win": win}


def teams(variant: str, players: int) -> list[int]:
    """Each seat's team: alone, or in Doubles the two pairs seated across (seats 1+3 and 2+4)."""
    return [seat % 2 for seat in range(players)] if variant == "doubles" else list(range(players))


# --- what the rules ask of the variant in play ----------------------------------------------------------
def shared_field(state: BeastState) -> bool:
    """Supply Line: the two players share one Field of five rows between their Pens."""
    return state.variant == "supply_line"


def tallies_kept(state: BeastState) -> bool:
    """False in Rush without Fury and Favor (ruling B37)."""
    return "no_fury_favor" not in state.subvariants


def limited_leadership(state: BeastState) -> bool:
    return "limited_leadership" in state.subvariants


def animals_needed(name: str) -> int:
    """The fewest animals a player must have to win the variant: a full Field, or in Supply Line three
    animals in the opponent's back row (a deck needs that many: ruling B34; Scorched Earth comes when
    nobody has that many left: ruling B15)."""
    variant = VARIANTS[name]
    return DEEP_ANIMALS if name == "supply_line" else variant.rows * variant.cols


def animals_to_win(state: BeastState) -> int:
    return animals_needed(state.variant or "standard")
