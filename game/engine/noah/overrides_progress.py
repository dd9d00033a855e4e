"""Setting where a NOAH scenario stands: the round, the phase, the graveyard and the turn card in play.

Checked as the rules would have it: the phase agrees with the dial (a pointer past a red space is in a
later phase), the graveyard holds the mission's Enemies that are neither in the row nor in the deck,
and the turn cards in play, drawn and still in the deck are exactly the game's turn cards."""
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


def set_graveyard(game: Game, node, file: str, line: int, problems: list[Problem]) -> None:
    """The defeated Enemies: taken out of the Enemy deck (never out of the row)."""
    state, cards = game.state, game.cards
    if not isinstance(node, list) or not all(isinstance(e, str) for e in node):
        problems.append(Problem(file, line, "the graveyard lists Enemy ids."))
        return
    in_row = {slot.enemy for slot in state.row}
    unknown = [e for e in node if e not in cards.enemies]
    if unknown:
        problems.append(Problem(file, line, f"there is no Enemy {describe(unknown[0])}."))
        return
    if len(node) != len(set(node)) or in_row & set(node):
        problems.append(Problem(file, line, "an Enemy in the graveyard is listed twice or stands in the row."))
        return
    pool = set(state.enemy_deck) | set(state.graveyard)
    missing = [e for e in node if e not in pool]
    if missing:
        problems.append(Problem(file, line, f"{describe(missing[0])} is not one of this mission's Enemies."))
        return
    back = [e for e in state.graveyard if e not in node]
    state.enemy_deck = [e for e in state.enemy_deck if e not in node] + back
    state.graveyard = list(node)


def set_turn_card(game: Game, card, file: str, line: int, problems: list[Problem]) -> None:
    """The turn card in play ("" for none): taken from the deck or the drawn pile."""
    state = game.state
    every = Counter(turn_cards(len(state.factions), state.harder))
    if card != "" and card not in every:
        problems.append(Problem(file, line, f"{describe(card)} is not a turn card here ({', '.join(sorted(every))})."))
        return
    if state.turn_card:
        state.turn_discard.append(state.turn_card)
    if card:
        for pile in (state.turn_discard, state.turn_deck):
            if card in pile:
                pile.remove(card)
                break
        else:
            problems.append(Problem(file, line, f"every {card} turn card is already placed by the setup."))
            return
    state.turn_card = card


def set_drawn_turn_cards(game: Game, node, file: str, line: int, problems: list[Problem]) -> None:
    """The turn cards drawn this round (beside the one in play); the rest are the deck."""
    state = game.state
    if not isinstance(node, list) or not all(isinstance(c, str) for c in node):
        problems.append(Problem(file, line, "the drawn turn cards are listed by name (hero:0, enemy, free)."))
        return
    every = Counter(turn_cards(len(state.factions), state.harder))
    current = Counter([state.turn_card] if state.turn_card else [])
    over = Counter(node) + current - every
    if over:
        problems.append(Problem(file, line, f"there are not that many {sorted(over)[0]} turn cards in this game."))
        return
    state.turn_discard = list(node)
    rest = every - Counter(node) - current
    state.turn_deck = [c for c in state.turn_deck if rest[c] and not rest.subtract([c])] + \
        sorted(rest.elements())


def progress(game: Game, values: dict, setup, file: str, problems: list[Problem]) -> None:
    """Apply the round, phase, graveyard and turn-card keys of a setup (the phase before the dial)."""
    if values["phase"] is not None:
        set_phase(game, values["phase"], file, line_of(setup, "phase"), problems)
    if values["round"] is not None:
        set_round(game, values["round"], file, line_of(setup, "round"), problems)
    if values["graveyard"] is not None:
        set_graveyard(game, values["graveyard"], file, line_of(setup, "graveyard"), problems)
    if values["turn_card"] is not None:
        set_turn_card(game, values["turn_card"], file, line_of(setup, "turn_card"), problems)
    if values["drawn_turn_cards"] is not None:
        set_drawn_turn_cards(game, values["drawn_turn_cards"], file, line_of(setup, "drawn_turn_cards"), problems)
