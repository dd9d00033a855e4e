"""Reality Loss & Phases: the dial, its spaces' effects, and the red spaces that end a phase."""
from __future__ import annotations

from game.engine.noah import row, tracks
from game.engine.noah.effects.run import run_trigger
from game.engine.noah.events import GameWon, PhaseEnded, PhaseStarted, RealityLossMoved
from game.engine.noah.game import Game

PHASES = 3


def advance(game: Game, crescents: int) -> None:
    """Turn the pointer one space clockwise per crescent; each space's effect takes place.
    Reaching a red space ends the phase: the remaining crescents are lost, and the phase ends once
    the step in progress is resolved (rulings R4, R5)."""
    state = game.state
    if game.before_tracker:
        return  # setup step 4 comes before step 5 places the tracker (ruling R25)
    spaces = game.cards.dials[state.dial].spaces
    for _ in range(crescents):
        if game.over or on_red(game) or state.dial_position >= len(spaces) - 1:
            return
        old = state.dial_position
        state.dial_position += 1
        space = spaces[state.dial_position]
        game.emit(RealityLossMoved(old, state.dial_position, space.text))
        if space.effect:  # a red space has none
            run_trigger(game, state.dial, "dial", space.effect, space.text)


def lower(game: Game, spaces: int) -> None:
    """Lower Reality Loss: back counterclockwise, never before the current phase's starting space,
    and not once the red space is reached ('Once the dial reaches the next red space, that phase is over')."""
    state = game.state
    if on_red(game):
        return
    new = max(state.phase_start, state.dial_position - spaces)
    if new != state.dial_position:
        game.emit(RealityLossMoved(state.dial_position, new, ""))
        state.dial_position = new


def reset_to_phase_start(game: Game) -> None:
    lower(game, game.state.dial_position - game.state.phase_start)


def end_of_phase_space(game: Game) -> int:
    """The red space that ends the current phase (not the red space it began on)."""
    reds = game.cards.dials[game.state.dial].reds
    return next(r for r in reds if r >= game.state.dial_position and r > game.state.phase_start)


def on_red(game: Game) -> bool:
    """The pointer has reached the red space that ends this phase."""
    state = game.state
    return state.dial_position > state.phase_start and \
        game.cards.dials[state.dial].spaces[state.dial_position].kind == "red"


def phase_over(game: Game) -> bool:
    """'Once the dial reaches the next red space, that phase is over', as it is once all the Enemies of
    the row are defeated. The phase ends (end_phase) once the step in progress is resolved."""
    return on_red(game) or not game.state.row


def end_phase(game: Game) -> None:
    """A phase ends (the dial reached red, or all Enemies of the row are defeated).

    Survivors cost every faction 1 Corruption each; the round ends at once: a hero whose turn it is
    has only steps 2-4 left (ruling R4); the next phase's row is laid out (ruling R2: survivors stay
    in the row and the new Enemies fill the gaps)."""
    state = game.state
    cleared = not state.row and not on_red(game)
    if cleared and state.phase >= PHASES and state.enemy_deck:
        row.fill(game)  # ruling R3: in phase 3 the horrors still waiting come on at once
        return
    if cleared:
        target = end_of_phase_space(game)
        if target != state.dial_position:
            game.emit(RealityLossMoved(state.dial_position, target, "All Enemies defeated: on to the next phase."))
            state.dial_position = target
    survivors = len(state.row)
    game.emit(PhaseEnded(state.phase, survivors))
    for seat in range(len(state.factions)):
        if survivors and not game.over:
            tracks.add_corruption(game, seat, survivors, "surviving Enemies")
    state.round_over = True
    if state.turn.kind == "hero":
        state.turn.step = "recruit"  # "The round ends immediately": no more cards this turn
    if game.over:
        return
    if state.phase >= PHASES:
        if len(state.graveyard) >= state.enemies_total:
            state.outcome, state.outcome_reason = "won", f"All {state.enemies_total} horrors are defeated."
            game.emit(GameWon(state.outcome_reason))
        else:
            left = state.enemies_total - len(state.graveyard)
            tracks.lose(game, f"Phase 3 is over and {left} horror{'s' if left != 1 else ''} still walk{'s' if left == 1 else ''} the earth.")
        return
    state.phase += 1
    state.phase_start = state.dial_position
    game.emit(PhaseStarted(state.phase))
    row.fill(game)
