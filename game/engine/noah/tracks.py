"""The Faction card's health & corruption track, and the Ability card's energy and ability tracks."""
from __future__ import annotations

from game.engine.noah.events import GameLost, TrackMoved
from game.engine.noah.game import Game


def abilities(game: Game, seat: int) -> tuple[int, int, int, int]:
    """(range, boost, defense, energy bonus) unlocked so far. Range is at least 1."""
    faction = game.state.factions[seat]
    return game.cards.factions[faction.faction].unlocked[faction.ability]


def _move(game: Game, seat: int, track: str, new: int, cause: str) -> None:
    faction = game.state.factions[seat]
    old = getattr(faction, track)
    if new != old:
        setattr(faction, track, new)
        game.emit(TrackMoved(seat, track, old, new, cause))


def lose_health(game: Game, seat: int, amount: int, cause: str) -> None:
    _move(game, seat, "health", max(0, game.state.factions[seat].health - amount), cause)
    check_faction_fell(game, seat)


def recover_health(game: Game, seat: int, amount: int, cause: str) -> None:
    top = game.cards.core.track_max
    _move(game, seat, "health", min(top, game.state.factions[seat].health + amount), cause)


def add_corruption(game: Game, seat: int, amount: int, cause: str) -> None:
    top = game.cards.core.track_max
    _move(game, seat, "corruption", min(top, game.state.factions[seat].corruption + amount), cause)
    check_faction_fell(game, seat)


def purge_corruption(game: Game, seat: int, amount: int, cause: str) -> None:
    _move(game, seat, "corruption", max(0, game.state.factions[seat].corruption - amount), cause)


def change_energy(game: Game, seat: int, amount: int, cause: str) -> None:
    top = game.cards.core.energy_track_max
    _move(game, seat, "energy", max(0, min(top, game.state.factions[seat].energy + amount)), cause)


def set_energy(game: Game, seat: int, value: int, cause: str) -> None:
    _move(game, seat, "energy", max(0, min(game.cards.core.energy_track_max, value)), cause)


def move_ability(game: Game, seat: int, steps: int, cause: str) -> None:
    """Up (or back) the Ability track; moving back past a space loses what it unlocked at once."""
    faction = game.state.factions[seat]
    last = len(game.cards.factions[faction.faction].ability_track) - 1
    _move(game, seat, "ability", max(0, min(last, faction.ability + steps)), cause)


def check_faction_fell(game: Game, seat: int) -> None:
    """Health & Corruption: the game is lost the moment the two markers meet or cross."""
    faction = game.state.factions[seat]
    if not game.over and faction.corruption >= faction.health:
        name = game.cards.factions[faction.faction].name
        lose(game, f"{name} fell: corruption reached their health.")


def lose(game: Game, reason: str) -> None:
    if not game.over:
        game.state.outcome = "lost"
        game.state.outcome_reason = reason
        game.emit(GameLost(reason))
