"""Rounds and turns: "each round starts from the initial player, every player takes turns in order";
the end of a turn (draw, the Selection Area's shift and refill); Game End: "Once one player reaches a
total score of 100 or more points, finish the round so that every player has an equal number of turns.
When the final round is complete, the player with the highest score wins!" """
from __future__ import annotations

from game.engine.planet.achievements import solo_result, solo_title
from game.engine.planet.environment import environment_of
from game.engine.planet.events import (
    CardsDrawn, FinalRoundBegan, GameEnded, SelectionAreaFilled, SelectionAreaShifted, TurnStarted,
)
from game.engine.planet.game import Game
from game.engine.planet.piles import draw_noah
from game.engine.planet.state import ACTIONS, OVER

SELECTION_AREAS = 3


def start_turn(game: Game, seat: int) -> None:
    """The Action Phase begins: 3 actions (single player: none until cards are discarded)."""
    state = game.state
    env = environment_of(game.cards, state.environments)
    state.turn = seat
    state.phase = ACTIONS
    state.actions_left = env.actions_per_turn(state.solo)
    state.actions_taken = 0
    state.sheltered = False
    game.emit(TurnStarted(seat, state.round, state.actions_left))


def end_turn(game: Game, seat: int) -> None:
    """After the Scoring Phase: draw (2; single player 7), shift and refill the Selection Area, then
    the game ends or the next player's turn starts."""
    state = game.state
    env = environment_of(game.cards, state.environments)
    drawn = draw_noah(game, env.draw_after_scoring(state.solo))
    state.players[seat].hand.extend(drawn)
    game.emit(CardsDrawn(seat, tuple(drawn), "scoring"))
    if state.selection:
        shift_selection_area(game)
    state.turns_taken += 1
    if state.solo:
        if state.players[0].score >= env.goal:
            end_game(game)
            return
        state.round += 1
        start_turn(game, 0)
        return
    if not state.final_round and state.players[seat].score >= env.goal:
        state.final_round = True
        game.emit(FinalRoundBegan(seat, state.players[seat].score))
    if seat + 1 < len(state.players):
        start_turn(game, seat + 1)
    elif state.final_round:
        end_game(game)
    else:
        state.round += 1
        start_turn(game, 0)


def end_game(game: Game) -> None:
    """The highest score wins; ruling R3: players tied for the highest score share the victory."""
    state = game.state
    scores = [p.score for p in state.players]
    best = max(scores)
    state.winners = [s for s, score in enumerate(scores) if score == best]
    state.phase = OVER
    title = ""
    if state.solo:
        env = environment_of(game.cards, state.environments)
        state.goal_round = state.round
        title = solo_title(state.round, env.goal)
        state.result = solo_result(state.round, env.goal, goal_movers(game))
    elif len(state.winners) == 1:
        state.result = f"Seat {state.winners[0] + 1} wins with {best} points."
    else:
        state.result = f"Seats {' and '.join(str(s + 1) for s in state.winners)} share the win with {best} points."
    game.emit(GameEnded(reason=state.result, winners=tuple(state.winners), scores=tuple(scores), rounds=state.round,
                        title=title))


def goal_movers(game: Game) -> list[str]:
    """The names of the Environment cards in play that move the goal (Short Season)."""
    cards = game.cards.environments
    return [cards[e].name for e in game.state.environments if any(op.name == "goal" for op in cards[e].effect)]


# --- the Selection Area (Strategy Variants; single player) -------------------------------------------
def fill_selection_area(game: Game) -> None:
    """Draw Noah cards face up into the empty Selection Areas (I, II, III)."""
    state = game.state
    if not state.selection:
        state.selection = [""] * SELECTION_AREAS
    drawn = []
    for area in range(SELECTION_AREAS):
        if not state.selection[area]:
            cards = draw_noah(game, 1)
            if cards:
                state.selection[area] = cards[0]
                drawn.append(area)
    game.emit(SelectionAreaFilled(tuple(state.selection), tuple(drawn)))


def shift_selection_area(game: Game) -> None:
    """"If there's a card on Selection Area I, move it to the Discard Pile ...; then move the cards in
    Selection Area II and III to the right hand side areas, to fill in all the empty areas if possible.
    After moving the cards, draw new cards from Noah Card Pile and fill in the remaining empty areas." """
    state = game.state
    gone = state.selection[0]
    if gone:
        state.discard_pile.append(gone)
    rest = [c for c in state.selection[1:] if c]
    state.selection = rest + [""] * (SELECTION_AREAS - len(rest))
    game.emit(SelectionAreaShifted(gone, tuple(state.selection)))
    fill_selection_area(game)
