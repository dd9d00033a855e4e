"""A turn's frame: its start (Humans untilt), Step 3 Wrap Up (discard to five), the next player
clockwise (players who are out are skipped)."""
from __future__ import annotations

from game.engine.beast import victory
from game.engine.beast.effects.prereqs import met
from game.engine.beast.events import HumanUntilted, TrickDiscarded, TurnEnded, TurnStarted
from game.engine.beast.game import Game
from game.engine.beast.state import Turn

HAND_LIMIT = 5   # "you must discard extra cards from your hand if you have more than five Tricks"
ACTIONS = 3


def start_turn(game: Game, seat: int) -> None:
    """Humans untilt for free while their prerequisites are met; Step 1 begins."""
    state = game.state
    state.turn = Turn(seat, "preparation", ACTIONS)
    game.emit(TurnStarted(seat, state.round))
    player = state.players[seat]
    for row, human in enumerate(player.humans):
        if human and player.humans_tilted[row] and met(game, seat, game.card(human).prerequisite):
            player.humans_tilted[row] = False
            game.emit(HumanUntilted(seat, row, human))


def end_actions(game: Game) -> None:
    """Step 3: wrap up now, or once the hand is down to five."""
    game.state.turn.step = "wrap_up"
    if len(game.state.players[game.state.turn.seat].hand) <= HAND_LIMIT:
        next_turn(game)


def check_discard(game: Game, command) -> str | None:
    player = game.state.players[command.seat]
    if command.card not in player.hand:
        return "That card is not in your hand."
    return None


def discard(game: Game, command) -> None:
    player = game.state.players[command.seat]
    player.hand.remove(command.card)
    player.trash.append(command.card)
    game.emit(TrickDiscarded(command.seat, command.card))
    if len(player.hand) <= HAND_LIMIT:
        next_turn(game)


def next_turn(game: Game) -> None:
    """The next player clockwise who is still in; a new round when play comes round to the first player."""
    state = game.state
    game.emit(TurnEnded(state.turn.seat))
    seat = state.turn.seat
    count = len(state.players)
    for _ in range(count):
        seat = (seat + 1) % count
        if seat == state.first_seat:
            state.round += 1
        if not state.players[seat].out:
            break
    victory.check(game)
    if not state.outcome:
        start_turn(game, seat)
