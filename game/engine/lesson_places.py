"""The places a lesson's `look:` may name, for every game: each game's zone names (a named place of its
table, in words), NOAH's tracks, and the check that a `{card: ...}` or `{seat: N}` names something the
game holds. The table (game.table.lesson_places) finds each zone on screen; docs/SCENARIOS.md lists them.

A zone names the learner's own place where every seat has one (`hand`, `field`, `ecosystem`); another
seat's area is `{seat: N}`."""
from __future__ import annotations

import re

from game.engine.core.serialize import to_plain

# every game's table has these
SHARED = {
    "hand": "the learner's hand",
    "end_turn": "the End turn button",
    "prompt": "the panel of a decision the rules ask for, with its answers",
    "log": "the log of what happened",
}

ZONES: dict[str, dict[str, str]] = {
    "noah": {
        "reality_loss": "the Reality Loss dial (a track)",
        "health": "the learner's Health track, with its Corruption (a track)",
        "energy": "the learner's Energy track (a track)",
        "ability": "the learner's Ability track (a track)",
        "supply": "the learner's Agents supply, where Agents are recruited from",
        "played": "the cards the learner played this turn",
        "enemies": "the Enemy row",
        "locations": "the Locations under the Enemy row",
        "mercenaries": "the Mercenary display (the four Mercenaries for hire and their prices)",
        "mercenary_deck": "the Mercenary deck",
        "turn_card": "the turn card in play (whose turn it is: a hero's, the Enemy's, a free turn)",
        "dice": "the Horror dice (the damage die and the Reality Loss die)",
        "status": "the status bar (round, phase, whose turn)",
    },
    "planet": {
        "ecosystem": "the learner's ecosystem",
        "ecosystems": "every ecosystem on the table",
        "noah_pile": "the Noah Card Pile",
        "discard_pile": "the Discard Pile",
        "plant_pile": "the Plant Pile",
        "environments": "the Environment cards in play",
        "removed": "the cards removed from the game",
        "selection": "the Selection Area I, II, III (single player)",
        "score_track": "the scoring board, 0 to 100",
        "status": "the status line (round, phase, actions left)",
    },
    "beast": {
        "board": "the learner's whole board",
        "field": "the learner's Field (its spaces)",
        "pen": "the learner's Pen (three recruits)",
        "humans": "the learner's Humans",
        "trash": "the learner's Trash",
        "troops": "the learner's Troops deck",
        "tricks": "the learner's Tricks deck",
        "favor": "the learner's Favor track",
        "fury": "the learner's Fury track",
        "battle": "the battle panel (totals, allies, each phase), while a battle is fought",
        "status": "the status line (round, variant)",
    },
}

TRACKS: dict[str, tuple[str, ...]] = {"noah": ("reality_loss", "health", "energy", "ability")}


def zone_names(game: str) -> dict[str, str]:
    """Every zone name of a game's table, with its words."""
    return {**SHARED, **ZONES.get(game, {})}


def look_problem(game: str, title: str, place, seats: list[int], state) -> str | None:
    """Why one `look:` place of a lesson of `game` (called `title`) names nothing (a sentence), or None."""
    if not isinstance(place, dict) or len(place) != 1:
        return ("a place to look at is one of {card: ID}, {seat: N}, {zone: NAME}"
                + (", {track: NAME}" if game in TRACKS else "") + ".")
    (kind, value), = place.items()
    if kind == "zone":
        names = zone_names(game)
        if value not in names:
            return f"the {title} table has no zone {value!r}; its zones are {', '.join(names)}."
    elif kind == "track":
        tracks = TRACKS.get(game, ())
        if value not in tracks:
            where = f"its tracks are {', '.join(tracks)}" if tracks else "it has no tracks to name"
            return f"the {title} table has no track {value!r}; {where}."
    elif kind == "seat":
        if not isinstance(value, int) or isinstance(value, bool) or value not in seats:
            return f"there is no seat {value!r} in this game (its seats are {', '.join(map(str, seats))})."
    elif kind == "card":
        if not isinstance(value, str) or value not in card_ids(state):
            return f"there is no card {value!r} in this game."
    else:
        return f"a place to look at names a card, a seat, a zone or a track, not {kind!r}."
    return None


_PARTS = re.compile(r"[.#]")


def card_ids(state) -> set[str]:
    """Every card id the game holds anywhere (every string in its state, and each part of a copy's
    name: `rabbit#2` and `0.stubborn_mule.1` hold `rabbit` and `stubborn_mule`): a card named by a
    lesson must be one of this game's."""
    found: set[str] = set()

    def walk(value) -> None:
        if isinstance(value, str):
            found.add(value)
            found.update(_PARTS.split(value))
        elif isinstance(value, dict):
            for k, v in value.items():
                walk(k)
                walk(v)
        elif isinstance(value, (list, tuple)):
            for v in value:
                walk(v)

    walk(to_plain(state))
    return found
