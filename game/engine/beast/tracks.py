"""Favor and Fury (section I): both run from 0 to 10; Fury 5 crosses into Dark Nature; Fury 10 puts
a player out of the game at once, and humanity purges the army (ruling B12)."""
from __future__ import annotations

from game.engine.beast import zones
from game.engine.beast.events import DarkNatureEntered, FavorChanged, FuryChanged, PlayerOut
from game.engine.beast.game import Game
from game.engine.beast.stats import DARK_NATURE, TRACK_MAX
from game.engine.beast.variants import tallies_kept


def can_pay(game: Game, seat: int, favor: int) -> bool:
    """The seat has the Favor a price asks; without Fury and Favor every price is waived (ruling B37)."""
    return game.state.players[seat].favor >= favor or not tallies_kept(game.state)


def change_favor(game: Game, seat: int, amount: int) -> None:
    if not tallies_kept(game.state):
        return   # Rush without Fury and Favor: the tallies are not kept (ruling B37)
    player = game.state.players[seat]
    old = player.favor
    player.favor = max(0, min(TRACK_MAX, old + amount))
    if player.favor != old:
        game.emit(FavorChanged(seat, old, player.favor))


def change_fury(game: Game, seat: int, amount: int) -> None:
    player = game.state.players[seat]
    if player.out or not tallies_kept(game.state):
        return
    old = player.fury
    player.fury = max(0, min(TRACK_MAX, old + amount))
    if player.fury == old:
        return
    game.emit(FuryChanged(seat, old, player.fury))
    if old < DARK_NATURE <= player.fury:
        game.emit(DarkNatureEntered(seat))
    if player.fury >= TRACK_MAX:
        put_out(game, seat, "reached 10 Fury")


def put_out(game: Game, seat: int, reason: str) -> None:
    """FURY DEFEAT: out at once; the Field, its Humans and Locations and the Pen go to the Trash."""
    player = game.state.players[seat]
    player.out = True
    for row in range(game.state.rows):
        for col in range(game.state.cols):
            if player.field[row][col] is not None:
                zones.trash_field_animal(game, seat, row, col)
            if player.locations[row][col]:
                zones.to_trash(game, seat, player.locations[row][col], "locations", (row, col))
                player.locations[row][col] = ""
        if player.humans[row]:
            zones.to_trash(game, seat, player.humans[row], "humans", (row,))
            player.humans[row], player.humans_tilted[row] = "", False
    for index, recruit in enumerate(player.pen):
        for card in (recruit.card, recruit.leader, recruit.clash):
            if card:
                zones.to_trash(game, seat, card, "pen", (index,))
        recruit.card, recruit.leader, recruit.clash, recruit.face_up = "", "", "", False
    game.emit(PlayerOut(seat, reason))
