"""Ops carried out when an Event is played or an ability used, in any window (family `play`)."""
from __future__ import annotations

from game.engine.beast import tracks, zones
from game.engine.beast.effects import targets
from game.engine.beast.effects.registry import AMOUNT, BIG, PLAY, effect
from game.engine.beast.events import AnimalMoved, AnimalTilted, AnimalUntilted, RandomDiscard, RecruitDeferred
from game.engine.beast.field import animals, front_row
from game.engine.beast.game import Game
from game.engine.beast.state import card_id
from game.engine.cards.effects import Param


@effect("draw_tricks", PLAY, amount=AMOUNT)
def draw_tricks(game: Game, ctx, amount: int) -> None:
    zones.draw_tricks(game, ctx.seat, amount)


@effect("gain_favor", PLAY, amount=AMOUNT)
def gain_favor(game: Game, ctx, amount: int) -> None:
    tracks.change_favor(game, ctx.seat, amount)


@effect("lose_fury", PLAY, amount=AMOUNT)
def lose_fury(game: Game, ctx, amount: int) -> None:
    tracks.change_fury(game, ctx.seat, -amount)


@effect("gain_fury", PLAY, amount=AMOUNT)
def gain_fury(game: Game, ctx, amount: int) -> None:
    tracks.change_fury(game, ctx.seat, amount)


@effect("foe_gains_fury", PLAY, "opponent", lambda game, seat, p: [(s,) for s in targets.opponents(game, seat)],
        amount=AMOUNT)
def foe_gains_fury(game: Game, ctx, amount: int) -> None:
    tracks.change_fury(game, ctx.target[0], amount)


@effect("foe_loses_favor", PLAY, "opponent", lambda game, seat, p: [(s,) for s in targets.opponents(game, seat)],
        amount=AMOUNT)
def foe_loses_favor(game: Game, ctx, amount: int) -> None:
    tracks.change_favor(game, ctx.target[0], -amount)


@effect("foe_discards", PLAY, "opponent", lambda game, seat, p: [(s,) for s in targets.opponents(game, seat)],
        amount=AMOUNT)
def foe_discards(game: Game, ctx, amount: int) -> None:
    """The opponent discards Tricks from their hand at random."""
    foe = game.state.players[ctx.target[0]]
    for _ in range(min(amount, len(foe.hand))):
        card = foe.hand.pop(game.state.rng.pick(foe.hand, "random_discard", card_id))
        foe.trash.append(card)
        game.emit(RandomDiscard(foe.seat, card))


@effect("gain_actions", PLAY, amount=AMOUNT)
def gain_actions(game: Game, ctx, amount: int) -> None:
    if game.state.turn.seat == ctx.seat:
        game.state.turn.actions += amount


@effect("clout_bonus", PLAY, amount=AMOUNT)
def clout_bonus(game: Game, ctx, amount: int) -> None:
    """Clout lent to your next recruit this turn."""
    game.state.turn.clout_bonus += amount


@effect("trash_animal", PLAY, "enemy_animal",
        lambda game, seat, p: targets.enemy_animals(game, seat, p["max_rank"], p["max_combat"],
                                                    True if p["tilted_only"] else None),
        max_rank=BIG, max_combat=BIG, tilted_only=Param(bool, required=False, default=False))
def trash_animal(game: Game, ctx, max_rank: int, max_combat: int, tilted_only: bool) -> None:
    zones.trash_field_animal(game, *ctx.target)


@effect("send_back", PLAY, "enemy_animal",
        lambda game, seat, p: targets.enemy_animals(game, seat, p["max_rank"]), max_rank=BIG)
def send_back(game: Game, ctx, max_rank: int) -> None:
    """The animal (with its Leader) is shuffled into its owner's Troops deck; its Items are trashed."""
    foe, row, col = ctx.target
    zones.shuffle_into_troops(game, foe, zones.lift_field_animal(game, foe, row, col))


@effect("tilt_animal", PLAY, "enemy_animal",
        lambda game, seat, p: targets.enemy_animals(game, seat, p["max_rank"], tilted=False), max_rank=BIG)
def tilt_animal(game: Game, ctx, max_rank: int) -> None:
    foe, row, col = ctx.target
    animal = game.state.players[foe].field[row][col]
    animal.tilted = True
    game.emit(AnimalTilted(foe, animal.card, row, col))


@effect("untilt_animal", PLAY, "own_animal", lambda game, seat, p: targets.own_animals(game, seat, tilted=True))
def untilt_animal(game: Game, ctx) -> None:
    row, col = ctx.target
    animal = game.state.players[ctx.seat].field[row][col]
    animal.tilted = False
    game.emit(AnimalUntilted(ctx.seat, animal.card, row, col))


@effect("untilt_all", PLAY)
def untilt_all(game: Game, ctx) -> None:
    for row, col, animal in animals(game.state.players[ctx.seat]):
        if animal.tilted:
            animal.tilted = False
            game.emit(AnimalUntilted(ctx.seat, animal.card, row, col))


@effect("move_animal", PLAY, "own_move", lambda game, seat, p: targets.own_moves(game, seat))
def move_animal(game: Game, ctx) -> None:
    """Move one of your animals to an open adjacent space, whatever its Vectors or tilt."""
    row, col, to_row, to_col = ctx.target
    field = game.state.players[ctx.seat].field
    field[to_row][to_col], field[row][col] = field[row][col], None
    game.emit(AnimalMoved(ctx.seat, field[to_row][to_col].card, (row, col), (to_row, to_col)))


@effect("swap_animals", PLAY, "own_swap", lambda game, seat, p: targets.own_swaps(game, seat))
def swap_animals(game: Game, ctx) -> None:
    row, col, other_row, other_col = ctx.target
    field = game.state.players[ctx.seat].field
    field[row][col], field[other_row][other_col] = field[other_row][other_col], field[row][col]
    game.emit(AnimalMoved(ctx.seat, field[other_row][other_col].card, (row, col), (other_row, other_col)))
    game.emit(AnimalMoved(ctx.seat, field[row][col].card, (other_row, other_col), (row, col)))


@effect("trash_item", PLAY, "enemy_item", lambda game, seat, p: targets.enemy_items(game, seat))
def trash_item(game: Game, ctx) -> None:
    foe, row, col, index = ctx.target
    item = game.state.players[foe].field[row][col].items.pop(index)
    zones.to_trash(game, foe, item, "field", (row, col))


@effect("trash_location", PLAY, "enemy_location", lambda game, seat, p: targets.enemy_locations(game, seat))
def trash_location(game: Game, ctx) -> None:
    foe, row, col = ctx.target
    player = game.state.players[foe]
    zones.to_trash(game, foe, player.locations[row][col], "locations", (row, col))
    player.locations[row][col] = ""


@effect("trash_human", PLAY, "enemy_human", lambda game, seat, p: targets.enemy_humans(game, seat))
def trash_human(game: Game, ctx) -> None:
    foe, row = ctx.target
    player = game.state.players[foe]
    zones.to_trash(game, foe, player.humans[row], "humans", (row,))
    player.humans[row], player.humans_tilted[row] = "", False


@effect("trash_tilted_front", PLAY, "opponent", lambda game, seat, p: [(s,) for s in targets.opponents(game, seat)])
def trash_tilted_front(game: Game, ctx) -> None:
    """Every tilted animal in the opponent's front row is trashed."""
    foe = ctx.target[0]
    row = front_row(game.state, game.state.players[foe])
    for col, animal in enumerate(game.state.players[foe].field[row]):
        if animal is not None and animal.tilted:
            zones.trash_field_animal(game, foe, row, col)


@effect("recover_trick", PLAY, "own_trash_trick", lambda game, seat, p: targets.own_trash(game, seat, False))
def recover_trick(game: Game, ctx) -> None:
    player = game.state.players[ctx.seat]
    player.hand.append(player.trash.pop(ctx.target[0]))


@effect("recover_animal", PLAY, "own_trash_troop", lambda game, seat, p: targets.own_trash(game, seat, True))
def recover_animal(game: Game, ctx) -> None:
    """A Troop from your Trash is shuffled back into your Troops deck."""
    player = game.state.players[ctx.seat]
    zones.shuffle_into_troops(game, ctx.seat, [player.trash.pop(ctx.target[0])])


@effect("refresh_pen", PLAY)
def refresh_pen(game: Game, ctx) -> None:
    """Every face-up Pen card not matched with a Leader (a recruit, a bare Leader) is shuffled back ("Once
    an animal is matched with a Leader card, it can only be recruited or trashed"); the Pen is refilled
    face down."""
    player = game.state.players[ctx.seat]
    back = []
    for index, recruit in enumerate(player.pen):
        if recruit.card and recruit.face_up and not recruit.leader and not recruit.clash:
            back.append(recruit.card)
            game.emit(RecruitDeferred(ctx.seat, index, recruit.card))
            recruit.card, recruit.face_up = "", False
    zones.shuffle_into_troops(game, ctx.seat, back)
    zones.refill_pen(game, ctx.seat)
