"""The Enemy turn: both Horror dice, the damage die first, each faction's window for Defense and
out-of-turn cards, the damage, then Reality Loss."""
from __future__ import annotations

from game.engine.noah import dial, row, tracks
from game.engine.noah.events import DamageBlocked, EnemyTurnStarted, HorrorDiceRolled, PromptRaised, TurnEnded
from game.engine.noah.game import Game
from game.engine.noah.legal import remaining, window_plays
from game.engine.noah.state import Defense, Pending


def take_enemy_turn(game: Game) -> None:
    """Roll both Horror dice once; look at the damage die first. Then every faction, in seat order,
    gets its window (turns.play_on asks): out-of-turn cards may be played 'during ... the Enemies'
    turn', blank damage die or not (ruling R9)."""
    state, core = game.state, game.cards.core
    state.turn.kind, state.turn.seat = "enemy", -1
    game.emit(EnemyTurnStarted())
    damage_index = state.rng.roll(len(core.damage_die))
    crescent_index = state.rng.roll(len(core.reality_die))
    face, crescents = core.damage_die[damage_index], core.reality_die[crescent_index]
    game.emit(HorrorDiceRolled(face, damage_index, crescents, crescent_index))
    incoming = row.enemy_turn_damage(game) if face == "burst" else 0
    seats = range(len(state.factions))
    state.defense = Defense([incoming for _ in seats], [0 for _ in seats], list(seats), crescents)
    if incoming and not row.has_modifier(game, "no_defense_ability"):
        for seat in seats:
            shield = tracks.abilities(game, seat)[2]
            if shield:
                block(game, seat, shield, "ability")


def block(game: Game, seat: int, amount: int, source: str) -> None:
    """Defense: block damage coming to this faction (never more than is coming)."""
    defense = game.state.defense
    amount = min(amount, defense.incoming[seat] - defense.blocked[seat])
    if amount > 0:
        defense.blocked[seat] += amount
        game.emit(DamageBlocked(seat, amount, source))


def can_act(game: Game, seat: int) -> bool:
    """Whether the faction has something to play in its window: a Defense card or shield Mercenary
    while damage is still coming to it, or any out-of-turn card or Mercenary."""
    return bool(window_plays(game, seat))


def ask_next(game: Game) -> None:
    """Ask the next faction that can play something, in seat order; when no one is left, the damage
    lands and the Reality Loss die resolves."""
    state = game.state
    defense = state.defense
    while defense.waiting and not can_act(game, defense.waiting[0]):
        defense.waiting.pop(0)
    if defense.waiting:
        seat = defense.waiting[0]
        state.pending = Pending("defend", [seat])
        coming = remaining(game, seat)
        text = (f"The Enemies deal {coming} damage to you. Play Defense cards, shield Mercenaries or "
                "out-of-turn cards, or take it." if coming else
                "The Enemies' turn: play out-of-turn cards now, or pass.")
        game.emit(PromptRaised("defend", (seat,), text))
        return
    for seat in range(len(state.factions)):
        left = remaining(game, seat)
        if left and not game.over:
            tracks.lose_health(game, seat, left, "the Enemies")
    crescents = defense.crescents
    state.defense = None
    finish(game, crescents)


def answered(game: Game, seat: int) -> None:
    """The faction's window is over (Pass, or nothing more to play); turns.play_on asks the next."""
    state = game.state
    if state.defense.waiting and state.defense.waiting[0] == seat:
        state.defense.waiting.pop(0)
    state.pending = None


def finish(game: Game, crescents: int) -> None:
    """Now the Reality Loss die: one space per crescent. Then the Enemy turn is over."""
    if not game.over and crescents:
        dial.advance(game, crescents)
    state = game.state
    state.turn.kind, state.turn.seat = "none", -1
    game.emit(TurnEnded(-1))
