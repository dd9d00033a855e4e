"""Spy and Spy & Reorder: looking at the top turn card or a face-down Enemy, and moving it."""
from __future__ import annotations

from game.engine.noah import row
from game.engine.noah.events import CardSpied, PromptRaised, SpiedCardPlaced
from game.engine.noah.game import Game
from game.engine.noah.state import Knowledge, Pending


def look(game: Game, seat: int, target: tuple) -> None:
    state = game.state
    if target[0] == "turn":
        index = len(state.turn_deck) - 1
        card = state.turn_deck[index]
        state.known.append(Knowledge(seat, "turn", card, index))
        game.emit(CardSpied(seat, "turn", card, 0))
    else:
        card = state.row[target[1]].enemy
        state.known.append(Knowledge(seat, "enemy", card))
        game.emit(CardSpied(seat, "enemy", card, target[1]))


def ask_where(game: Game, seat: int, target: tuple) -> None:
    """Spy & Reorder: the seat decides where the card goes (a Prompt)."""
    state = game.state
    if target[0] == "turn":
        state.pending = Pending("place_spied", [seat], "turn", len(state.turn_deck) - 1)
        text = "Put the spied turn card back anywhere in the turn deck (0 is the top)."
    else:
        state.pending = Pending("place_spied", [seat], "enemy", target[1])
        text = "Swap the spied Enemy with another face-down Enemy, or leave it where it is."
    game.emit(PromptRaised("place_spied", (seat,), text))


def placements(game: Game) -> list[int]:
    """The positions the spied card may go to."""
    state, pending = game.state, game.state.pending
    if pending.where == "turn":
        return list(range(len(state.turn_deck)))
    return [p for p, slot in enumerate(state.row) if not slot.face_up]


def place(game: Game, seat: int, position: int) -> None:
    """Answer the Spy & Reorder prompt."""
    state, pending = game.state, game.state.pending
    state.pending = None
    if pending.where == "turn":
        deck = state.turn_deck
        card = deck.pop(pending.index)
        new_index = len(deck) - position  # position counts from the top; the list's top is its end
        deck.insert(new_index, card)
        # other turn cards shifted: only the card just placed is still known where it lies
        state.known = [k for k in state.known if k.where != "turn"] + [Knowledge(seat, "turn", card, new_index)]
        game.emit(SpiedCardPlaced(seat, "turn", 0, position))
    else:
        old = pending.index
        if position != old:
            row.swap(game, old, position)
        game.emit(SpiedCardPlaced(seat, "enemy", old, position))
