"""The Enemy turn: both Horror dice, the damage die first, defense, then Reality Loss."""
from __future__ import annotations

from game.engine.noah import dial, row, tracks
from game.engine.noah.definitions import MercenaryDef
from game.engine.noah.events import DamageBlocked, EnemyTurnStarted, HorrorDiceRolled, PromptRaised, TurnEnded
from game.engine.noah.game import Game
from game.engine.noah.state import Defense, Pending


def take_enemy_turn(game: Game) -> None:
    """Roll both Horror dice once; look at the damage die first."""
    state, core = game.state, game.cards.core
    state.turn.kind, state.turn.seat = "enemy", -1
    game.emit(EnemyTurnStarted())
    damage_index = state.rng.below(len(core.damage_die))
    crescent_index = state.rng.below(len(core.reality_die))
    face, crescents = core.damage_die[damage_index], core.reality_die[crescent_index]
    game.emit(HorrorDiceRolled(face, damage_index, crescents, crescent_index))
    if face != "burst":
        finish(game, crescents)
        return
    incoming = row.enemy_turn_damage(game)
    seats = range(len(state.factions))
    state.defense = Defense([incoming for _ in seats], [0 for _ in seats], [], crescents)
    if incoming and not row.has_modifier(game, "no_defense_ability"):
        for seat in seats:
            shield = tracks.abilities(game, seat)[2]
            if shield:
                block(game, seat, shield, "ability")
    state.defense.waiting = [s for s in seats if can_defend(game, s)]  # asked in turns.play_on


def block(game: Game, seat: int, amount: int, source: str) -> None:
    """Defense: block damage coming to this faction (never more than is coming)."""
    defense = game.state.defense
    amount = min(amount, defense.incoming[seat] - defense.blocked[seat])
    if amount > 0:
        defense.blocked[seat] += amount
        game.emit(DamageBlocked(seat, amount, source))


def remaining(game: Game, seat: int) -> int:
    defense = game.state.defense
    return defense.incoming[seat] - defense.blocked[seat]


def can_defend(game: Game, seat: int) -> bool:
    """Whether the faction has damage still coming and a Defense card or shield Mercenary to play."""
    if remaining(game, seat) <= 0:
        return False
    faction = game.state.factions[seat]
    agents = game.cards.agents
    for card in set(faction.hand):
        plays = agents[card].plays
        if plays["base"].defends or plays["corrupt"].defends:
            return True
        if plays["discard"].defends and len(faction.hand) > 1:
            return True
    return any(defends(game.cards.mercenaries[m], faction.energy) for m in faction.mercenaries)


def defends(merc: MercenaryDef, energy: int) -> bool:
    return merc.out_of_turn and merc.play.defends and merc.cost <= energy


def ask_next(game: Game) -> None:
    """Ask the next faction that can defend, in seat order; when no one is left, the damage lands."""
    state = game.state
    defense = state.defense
    while defense.waiting and not can_defend(game, defense.waiting[0]):
        defense.waiting.pop(0)
    if defense.waiting:
        seat = defense.waiting[0]
        state.pending = Pending("defend", [seat])
        game.emit(PromptRaised("defend", (seat,), f"The Enemies deal {remaining(game, seat)} damage to you. "
                                                  "Play Defense cards or shield Mercenaries, or take it."))
        return
    state.pending = None
    for seat in range(len(state.factions)):
        left = remaining(game, seat)
        if left and not game.over:
            tracks.lose_health(game, seat, left, "the Enemies")
    crescents = defense.crescents
    state.defense = None
    finish(game, crescents)


def answered(game: Game, seat: int) -> None:
    """The faction is done defending (Pass), or has nothing more to defend with; turns.play_on asks the next."""
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
