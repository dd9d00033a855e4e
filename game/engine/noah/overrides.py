"""Stacking a NOAH game for a scenario or puzzle: hands, decks, the row, the dial, whose turn it is.

A scenario file is data from outside: every value is checked against the rules' own bounds (the
tracks, the Ability track, the hand limit, the row and the display, each card's number of copies) and
every problem names its line. What a setup replaces goes back where it can be drawn again, so every
card stays in exactly one place."""
from __future__ import annotations

from collections import Counter

from game.engine.cards.problems import Problem
from game.engine.cards.schema import Field, check_mapping, line_of
from game.engine.core.untrusted import describe
from game.engine.noah import dial as dial_rules
from game.engine.noah.game import Game
from game.engine.noah.mercenaries import DISPLAY_SIZE
from game.engine.noah.overrides_enemies import KEYS as ENEMY_KEYS, set_enemies
from game.engine.noah.overrides_progress import progress
from game.engine.noah.state import Turn

DECKS = ("factions", "row", "enemy_deck", "turn_deck", "mercenary_display", "mercenary_deck", "mercenary_discard",
         "graveyard", "drawn_turn_cards")


def apply_overrides(engine, setup: dict, file: str, problems: list[Problem]) -> None:
    """Apply the scenario's `setup` to a freshly set-up game; every problem names its line.
    Decks are written top card first."""
    game = Game(engine.state, engine.rules.cards)
    fields = [Field(k, list, False, None) for k in DECKS]
    fields += [Field("dial_position", int, False, None, minimum=0), Field("turn", int, False, None, minimum=0),
               Field("round", int, False, None), Field("phase", int, False, None), Field("turn_card", str, False, None)]
    values = check_mapping(setup, fields, file, "setup", problems)
    if values is None:
        return
    before = len(problems)
    for seat, node in enumerate(values["factions"] or []):
        _faction(game, seat, node, file, line_of(values["factions"], seat), problems)
    if any(values[k] is not None for k in ENEMY_KEYS):
        set_enemies(game, values, setup, engine.options.get("enemy_boxes", []), file, problems)
    _mercenaries(game, values, setup, file, problems)
    progress(game, values, setup, file, problems)
    if values["dial_position"] is not None:
        _dial(game, values["dial_position"], file, line_of(setup, "dial_position"), problems)
    if values["turn"] is not None:
        state = game.state
        if values["turn"] >= len(state.factions):
            problems.append(Problem(file, line_of(setup, "turn"), f"there is no seat {values['turn']} in this game."))
        else:
            state.turn, state.pending, state.defense = Turn(kind="hero", seat=values["turn"]), None, None
    if len(problems) == before:
        state = game.state
        state.known = []


def _words(node, file: str, line: int, what: str, problems: list[Problem]) -> list[str] | None:
    """A list of ids: each item must be text."""
    bad = [item for item in node if not isinstance(item, str)]
    if bad:
        problems.append(Problem(file, line, f"{what} lists {describe(bad[0])}; it lists card ids (text)."))
        return None
    return list(node)


# --- factions --------------------------------------------------------------------------------
def _faction(game: Game, seat: int, node, file: str, line: int, problems: list[Problem]) -> None:
    state, cards = game.state, game.cards
    if seat >= len(state.factions):
        problems.append(Problem(file, line, f"there is no seat {seat} in this game."))
        return
    faction = state.factions[seat]
    core = cards.core
    top = len(cards.factions[faction.faction].ability_track) - 1
    fields = [Field(k, list, False, None) for k in ("hand", "played", "mercenaries")]
    fields += [Field("health", int, False, None, minimum=1, maximum=core.track_max),
               Field("corruption", int, False, None, minimum=0, maximum=core.track_max - 1),
               Field("energy", int, False, None, minimum=0, maximum=core.energy_track_max),
               Field("ability", int, False, None, minimum=0, maximum=top)]
    values = check_mapping(node, fields, file, f"seat {seat}", problems, line)
    if values is None:
        return
    health = faction.health if values["health"] is None else values["health"]
    corruption = faction.corruption if values["corruption"] is None else values["corruption"]
    if health <= corruption:
        problems.append(Problem(file, line, f"seat {seat}: health {health} must stay above corruption {corruption} "
                                            "(where they meet, the faction is defeated and the game lost)."))
        return
    hand = _words(values["hand"] or [], file, line, f"seat {seat}'s hand", problems)
    played = _words(values["played"] or [], file, line, f"seat {seat}'s played cards", problems)
    if hand is None or played is None:
        return
    if len(hand) > core.hand_limit:
        problems.append(Problem(file, line, f"seat {seat}'s hand holds {len(hand)} cards; the hand limit is "
                                            f"{core.hand_limit}."))
        return
    owned = Counter(faction.supply + faction.hand + faction.played)
    if values["hand"] is not None or values["played"] is not None:
        wanted = Counter(hand + played)
        if wanted - owned:
            extra = sorted((wanted - owned).elements())[0]
            problems.append(Problem(file, line, f"seat {seat} ({faction.faction}) has no {describe(extra)} to put there."))
            return
        faction.hand, faction.played = hand, played
        faction.supply = sorted((owned - wanted).elements())
    for key in ("health", "corruption", "energy", "ability"):
        if values[key] is not None:
            setattr(faction, key, values[key])


# --- Mercenaries ---------------------------------------------------------------------------------
def _mercenaries(game: Game, values: dict, setup, file: str, problems: list[Problem]) -> None:
    """The display, the deck and each faction's recruited Mercenaries: no more copies than there are."""
    state, cards = game.state, game.cards
    wanted: dict[str, list[str]] = {}
    lines: dict[str, int] = {}
    for key in ("mercenary_display", "mercenary_deck", "mercenary_discard"):
        if values[key] is not None:
            wanted[key], lines[key] = values[key], line_of(setup, key)
    for seat, node in enumerate(values["factions"] or []):
        if isinstance(node, dict) and node.get("mercenaries") is not None and seat < len(state.factions):
            wanted[f"seat {seat}"] = node["mercenaries"]
            lines[f"seat {seat}"] = line_of(values["factions"], seat)
    if not wanted:
        return
    checked = {}
    for key, node in wanted.items():
        if not isinstance(node, list):
            problems.append(Problem(file, lines[key], f"{key}'s mercenaries must be a list, not {describe(node)}."))
            return
        names = _words(node, file, lines[key], key.replace("_", " "), problems)
        if names is None:
            return
        unknown = [m for m in names if m not in cards.mercenaries]
        if unknown:
            problems.append(Problem(file, lines[key], f"there is no Mercenary {describe(unknown[0])}."))
            return
        checked[key] = names
    if len(checked.get("mercenary_display", ())) > DISPLAY_SIZE:
        problems.append(Problem(file, lines["mercenary_display"], f"the Mercenary display holds at most {DISPLAY_SIZE} "
                                                                  f"cards, not {len(checked['mercenary_display'])}."))
        return
    total = Counter(m for names in checked.values() for m in names)
    for card, count in sorted(total.items()):
        copies = cards.mercenaries[card].count
        if count > copies:
            key = next(k for k, names in checked.items() if card in names)
            problems.append(Problem(file, lines[key], f"the setup uses {count} copies of the Mercenary {card}; "
                                                      f"there {'is' if copies == 1 else 'are'} {copies}."))
            return
    _deal_mercenaries(state, checked)


def _deal_mercenaries(state, wanted: dict[str, list[str]]) -> None:
    """Put the wanted Mercenaries where the setup says. A wanted card comes first from the zones the
    setup replaces, then from the deck, the discard pile, the display and the factions in turn; what a
    replaced zone held and nobody wants goes to the bottom of the deck, so every card stays in exactly
    one place."""
    zones = {"mercenary_deck": state.mercenary_deck, "mercenary_discard": state.mercenary_discard,
             "mercenary_display": state.mercenary_display}
    zones |= {f"seat {s}": f.mercenaries for s, f in enumerate(state.factions)}
    replaced = Counter(m for key, zone in zones.items() if key in wanted for m in zone)
    need = Counter(m for names in wanted.values() for m in names)
    still = need - replaced
    result = {}
    for key, zone in zones.items():
        if key in wanted:
            result[key] = list(wanted[key])
            continue
        result[key] = []
        for card in zone:
            if still[card]:
                still[card] -= 1
            else:
                result[key].append(card)
    # Unlisted cards go to the bottom of the deck (written top first in the file, top last in the state).
    spare = sorted((replaced - need).elements())
    if "mercenary_deck" in wanted:
        result["mercenary_deck"] = result["mercenary_deck"] + spare
    else:
        result["mercenary_deck"] = spare + result["mercenary_deck"]
    state.mercenary_display = result["mercenary_display"]
    state.mercenary_deck = result["mercenary_deck"][::-1] if "mercenary_deck" in wanted else result["mercenary_deck"]
    state.mercenary_discard = result["mercenary_discard"]
    for seat, faction in enumerate(state.factions):
        faction.mercenaries = result[f"seat {seat}"]


# --- the dial ------------------------------------------------------------------------------------
def _dial(game: Game, position: int, file: str, line: int, problems: list[Problem]) -> None:
    state = game.state
    end = dial_rules.end_of_phase_space(game)
    if not state.phase_start <= position < end:
        problems.append(Problem(file, line, f"the pointer must stay in phase {state.phase}: spaces {state.phase_start} "
                                            f"to {end - 1} (space {end} is red and ends the phase)."))
        return
    state.dial_position = position
