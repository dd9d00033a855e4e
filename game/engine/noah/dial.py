"""Reality Loss & Phases: the dial, its spaces' effects, and the red spaces that end a phase."""
from __future__ import annotations

from game.engine.noah import effects, row, tracks
from game.engine.noah.events import GameWon, PhaseEnded, PhaseStarted, RealityLossMoved
from game.engine.noah.game import Game

PHASES = 3


def advance(game: Game, crescents: int) -> None:
    """Turn the pointer one space clockwise per crescent; each space's effect takes place.
    Reaching a red space ends the phase at once (remaining crescents are lost)."""
    state = game.state
    if game.before_tracker:
        return  # setup step 4 comes before step 5 places the tracker (ruling R25)
    spaces = game.cards.dials[state.dial].spaces
    for _ in range(crescents):
        if game.over or state.dial_position >= len(spaces) - 1:
            return
        old = state.dial_position
        state.dial_position += 1
        space = spaces[state.dial_position]
        game.emit(RealityLossMoved(old, state.dial_position, space.text))
        if space.kind == "red":
            end_phase(game, cleared=False)
            return
        if space.effect:
            effects.run_trigger(game, state.dial, "dial", space.effect, space.text)


def lower(game: Game, spaces: int) -> None:
    """Lower Reality Loss: back counterclockwise, never before the current phase's starting space."""
    state = game.state
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


def end_phase(game: Game, cleared: bool) -> None:
    """A phase ends (the dial reached red, or all Enemies of the row are defeated).

    Survivors cost every faction 1 Corruption each; the round ends at once; the next phase's
    row is laid out (ruling R2: survivors stay in the row and the new Enemies fill the gaps)."""
    state = game.state
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
