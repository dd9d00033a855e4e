"""Cards entering and leaving an ecosystem: Create, Plant, extinction, species moving between players."""
from __future__ import annotations

from game.engine.planet.events import SpeciesMoved, SpeciesWentExtinct
from game.engine.planet.game import Game


def go_extinct(game: Game, seat: int, uid: str, reason: str) -> None:
    """"Extinct: move the card to Discard Pile, if this card is a Basic Plant Card or Special Power
    Card, it will be removed from the game." """
    state = game.state
    state.players[seat].ecosystem.remove(uid)
    if game.cards.kind_of(uid) in ("basic_plant", "power"):
        state.removed.append(uid)
        to = "removed"
    else:
        state.discard_pile.append(uid)
        to = "discard_pile"
    game.emit(SpeciesWentExtinct(seat, uid, to, reason))


def move_species(game: Game, uid: str, from_seat: int, to_seat: int, reason: str) -> None:
    players = game.state.players
    players[from_seat].ecosystem.remove(uid)
    players[to_seat].ecosystem.append(uid)
    game.emit(SpeciesMoved(uid, from_seat, to_seat, reason))
