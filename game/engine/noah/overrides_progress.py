"""Setting where a NOAH scenario stands: the round, the phase, and the turn cards (the one in play,
those drawn this round and the deck).

Checked as the rules would have it: the phase agrees with the dial (a pointer past a red space is in a
later phase), and the turn cards in play, drawn and still in the deck are exactly the game's turn
cards. The turn card in play is the file's when it names one (never the seed's, which the file
replaces) before the deck and the drawn cards are checked against it."""
from __future__ import annotations

from collections import Counter

from game.engine.cards.problems import Problem
from game.engine.cards.schema import line_of
from game.engine.core.untrusted import describe
from game.engine.noah.game import Game
from game.engine.noah.turns import turn_cards

PHASES = 3


def set_phase(game: Game, phase: int, file: str, line: int, problems: list[Problem]) -> None:
    """Phase 2 or 3 starts on the red space that ended the one before; the pointer goes there."""
    state = game.state
    dial = game.cards.dials[state.dial]
    starts = [dial.start] + list(dial.reds[:PHASES - 1])
    if not 1 <= phase <= min(PHASES, len(starts)):
        problems.append(Problem(file, line, f"the phase is 1 to {min(PHASES, len(starts))}, not {phase}."))
        return
    state.phase = phase
    state.phase_start = state.dial_position = starts[phase - 1]


def set_round(game: Game, number: int, file: str, line: int, problems: list[Problem]) -> None:
    if not 1 <= number <= 99:
        problems.append(Problem(file, line, f"the round is 1 to 99, not {number}."))
        return
    game.state.round = number


def _names(node, what: str, every: Counter, file: str, line: int, problems: list[Problem]) -> list[str] | None:
    if node is None:
        return None
    if not isinstance(node, list) or not all(isinstance(c, str) for c in node):
        problems.append(Problem(file, line, f"{what} is listed by name (hero:0, enemy, free)."))
        return None
    unknown = [c for c in node if c not in every]
    if unknown:
        problems.append(Problem(file, line, f"{describe(unknown[0])} is not a turn card here ({', '.join(sorted(every))})."))
        return None
    return list(node)


def set_turn_cards(game: Game, values: dict, setup, file: str, problems: list[Problem]) -> None:
    """`turn_card` (the one in play, "" for none), `turn_deck` (top first) and `drawn_turn_cards` (this
    round's, beside the one in play): what is not listed is where the seed put it, so that the three
    hold exactly the game's turn cards."""
    state = game.state
    every = Counter(turn_cards(len(state.factions), state.harder))
    card = values["turn_card"]
    if card is not None and card != "" and card not in every:
        problems.append(Problem(file, line_of(setup, "turn_card"), f"{describe(card)} is not a turn card here "
                                                                   f"({', '.join(sorted(every))})."))
        return
    deck = _names(values["turn_deck"], "the turn deck", every, file, line_of(setup, "turn_deck"), problems)
    drawn = _names(values["drawn_turn_cards"], "the drawn turn cards", every, file, line_of(setup, "drawn_turn_cards"),
                   problems)
    if (values["turn_deck"] is not None and deck is None) or (values["drawn_turn_cards"] is not None and drawn is None):
        return
    if card is None:
        card = state.turn_card
    current = Counter([card] if card else [])
    if deck is not None and drawn is not None:
        if Counter(deck) + Counter(drawn) + current != every:
            problems.append(Problem(file, line_of(setup, "turn_deck"), "the turn deck, the drawn turn cards and the "
                                    f"one in play are not this game's turn cards ({', '.join(sorted(every.elements()))})."))
            return
    elif deck is not None:
        over = Counter(deck) + current - every
        if over:
            name = sorted(over)[0]
            besides = " besides the one in play" if current[name] else ""
            problems.append(Problem(file, line_of(setup, "turn_deck"),
                                    f"the turn deck holds {Counter(deck)[name]} {name} card(s); this game has "
                                    f"{every[name] - current[name]}{besides}."))
            return
        drawn = sorted((every - Counter(deck) - current).elements())
    elif drawn is not None:
        over = Counter(drawn) + current - every
        if over:
            problems.append(Problem(file, line_of(setup, "drawn_turn_cards"),
                                    f"there are not that many {sorted(over)[0]} turn cards in this game."))
            return
        rest = every - Counter(drawn) - current
        deck = [c for c in reversed(state.turn_deck) if rest[c] and not rest.subtract([c])] + sorted(rest.elements())
    else:      # only the card in play: it comes from the drawn cards or the deck; the seed's is drawn
        drawn = list(state.turn_discard) + ([state.turn_card] if state.turn_card else [])
        deck = list(reversed(state.turn_deck))
        if card:
            for pile in (drawn, deck):
                if card in pile:
                    pile.remove(card)
                    break
    state.turn_card = card
    state.turn_deck = list(reversed(deck))
    state.turn_discard = list(drawn)


def progress(game: Game, values: dict, setup, file: str, problems: list[Problem]) -> None:
    """Apply the round, the phase and the turn-card keys of a setup (the phase before the dial)."""
    if values["phase"] is not None:
        set_phase(game, values["phase"], file, line_of(setup, "phase"), problems)
    if values["round"] is not None:
        set_round(game, values["round"], file, line_of(setup, "round"), problems)
    if any(values[k] is not None for k in ("turn_card", "turn_deck", "drawn_turn_cards")):
        set_turn_cards(game, values, setup, file, problems)
