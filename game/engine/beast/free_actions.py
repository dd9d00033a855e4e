"""The free actions of Step 2 (no action spent, never in the middle of another action or a battle):
J. Call Human Ally, J. Claim Location, K. Equip Item (and passing Items by tilting)."""
from __future__ import annotations

from itertools import combinations

from game.engine.beast import zones
from game.engine.beast.actions import own_animal
from game.engine.beast.definitions import habitat_fits
from game.engine.beast.effects.prereqs import met
from game.engine.beast.events import AnimalTilted, HumanCalled, ItemEquipped, ItemsPassed, LocationClaimed
from game.engine.beast.field import animals, direction, human_row_free, location_on, on_field, pointed
from game.engine.beast.game import Game
from game.engine.beast.stats import army_bonuses, field_trait, in_dark_nature, vectors
from game.engine.beast import tracks
from game.engine.beast.tracks import can_pay
from game.engine.beast.variants import tallies_kept


def _from_hand(game: Game, seat: int, card: str, kind: str) -> str | None:
    player = game.state.players[seat]
    if card not in player.hand or game.card(card).kind != kind:
        return f"There is no such {kind.title()} in your hand."
    if game.card(card).dark and not in_dark_nature(player):
        return "Dark Nature cards can only be played with 5 Fury or more."
    return None


# --- Call Human ---------------------------------------------------------------------------------------
def check_call_human(game: Game, command) -> str | None:
    seat = command.seat
    if reason := _from_hand(game, seat, command.card, "human"):
        return reason
    player = game.state.players[seat]
    if not isinstance(command.row, int) or not 0 <= command.row < game.state.rows:
        return "Humans stand to the left of one of your rows."
    if player.humans[command.row]:
        return "That row already has a Human; dismiss it first."
    if not human_row_free(game.state, seat, command.row):
        return "Your opponent already has a Human across from that row."   # Supply Line (ruling B47)
    if not met(game, seat, game.card(command.card).prerequisite):
        return "You do not meet that Human's prerequisite."
    return None


def call_human(game: Game, command) -> None:
    player = game.state.players[command.seat]
    player.hand.remove(command.card)
    player.humans[command.row], player.humans_tilted[command.row] = command.card, False
    game.emit(HumanCalled(command.seat, command.card, command.row))


def check_dismiss_human(game: Game, command) -> str | None:
    if not isinstance(command.row, int) or not 0 <= command.row < game.state.rows \
            or not game.state.players[command.seat].humans[command.row]:
        return "There is no Human beside that row."
    return None


def dismiss_human(game: Game, command) -> None:
    player = game.state.players[command.seat]
    zones.to_trash(game, command.seat, player.humans[command.row], "humans", (command.row,))
    player.humans[command.row], player.humans_tilted[command.row] = "", False


# --- Claim Location -----------------------------------------------------------------------------------
def claim_rank(game: Game, seat: int, card: str, row: int, col: int) -> int:
    """The untilted animal on the space plus adjacent untilted animals whose Vectors point to it,
    counting only those of the Location's Habitat."""
    return claim_ranks(game, seat, card).get((row, col), 0)


def claim_ranks(game: Game, seat: int, card: str, army: dict | None = None, ranks: dict | None = None,
                mine: list | None = None) -> dict[tuple[int, int], int]:
    """`claim_rank` of every space of the seat's Field at once (a space no animal reaches is left out):
    each untilted animal of the Location's Habitat brings its Rank to its own space and to each space
    its Vectors point to. `army`: the seat's `army_bonuses`, `ranks` its animals' Ranks by space, `mine`
    its `animals`, if at hand."""
    state = game.state
    player = state.players[seat]
    habitat = game.card(card).habitat
    brought: dict[tuple[int, int], int] = {}
    for row, col, animal in animals(player) if mine is None else mine:
        if animal.tilted or not habitat_fits(habitat, game.card(animal.card).habitat):
            continue
        if ranks is None and army is None:   # gathered at the first animal that brings its Rank
            army = army_bonuses(game, player)
        rank = ranks[(row, col)] if ranks is not None else field_trait(game, seat, row, col, "rank", army)
        for space in ((row, col), *pointed(game.card(animal.card).vectors, row, col, state.rows, state.cols)):
            brought[space] = brought.get(space, 0) + rank
    return brought


def check_claim(game: Game, command) -> str | None:
    seat = command.seat
    if reason := _from_hand(game, seat, command.card, "location"):
        return reason
    if not on_field(game.state, command.row, command.col):
        return "A Location goes on a space of your Field."
    if location_on(game.state, seat, command.row, command.col):
        return "That space already has a Location."
    need, have = game.card(command.card).rank, claim_rank(game, seat, command.card, command.row, command.col)
    if have < need:
        return f"Your animals there bring {have} Rank; the Location needs {need}."
    return None


def claim(game: Game, command) -> None:
    player = game.state.players[command.seat]
    rank = claim_rank(game, command.seat, command.card, command.row, command.col)
    player.hand.remove(command.card)
    player.locations[command.row][command.col] = command.card
    game.emit(LocationClaimed(command.seat, command.card, command.row, command.col, rank))


# --- Equip Item, pass Items ---------------------------------------------------------------------------
def check_equip(game: Game, command) -> str | None:
    seat = command.seat
    player = game.state.players[seat]
    if reason := own_animal(game, seat, command.row, command.col, untilted=True):
        return reason
    if command.card not in player.hand or game.card(command.card).kind != "item":
        return "There is no such Item in your hand."   # Dark Items may be equipped below 5 Fury (tip 1)
    if not can_pay(game, seat, game.card(command.card).favor):
        return f"That Item costs {game.card(command.card).favor} Favor; you have {player.favor}."
    return None


def equip(game: Game, command) -> None:
    player = game.state.players[command.seat]
    cost = game.card(command.card).favor if tallies_kept(game.state) else 0   # ruling B37
    player.hand.remove(command.card)
    player.field[command.row][command.col].items.append(command.card)
    tracks.change_favor(game, command.seat, -cost)
    game.emit(ItemEquipped(command.seat, command.card, command.row, command.col, cost))


def check_pass_items(game: Game, command) -> str | None:
    seat = command.seat
    player = game.state.players[seat]
    if reason := own_animal(game, seat, command.row, command.col, untilted=True) \
            or own_animal(game, seat, command.to_row, command.to_col, untilted=True):
        return reason
    giver = player.field[command.row][command.col]
    items = list(command.items)
    if not items or len(set(items)) != len(items) or any(i not in giver.items for i in items):
        return "Pass one or more of the Items that animal holds."
    name = direction((command.row, command.col), (command.to_row, command.to_col))
    if name is None or name not in vectors(game, player, giver):
        return "Items pass only to an untilted animal in the giver's Vectors."
    return None


def pass_items(game: Game, command) -> None:
    player = game.state.players[command.seat]
    giver = player.field[command.row][command.col]
    for item in command.items:
        giver.items.remove(item)
        player.field[command.to_row][command.to_col].items.append(item)
    giver.tilted = True
    game.emit(AnimalTilted(command.seat, giver.card, command.row, command.col))
    game.emit(ItemsPassed(command.seat, tuple(command.items), (command.row, command.col),
                          (command.to_row, command.to_col)))


def item_passes(game: Game, seat: int, mine: list | None = None) -> list[tuple]:
    """Every (from, to, items) pass the rules allow now, for the legal listing. `mine`: the seat's
    `animals`, when the caller has them already."""
    state = game.state
    field = state.players[seat].field
    found = []
    for row, col, giver in animals(state.players[seat]) if mine is None else mine:
        if giver.tilted or not giver.items:
            continue
        for r, c in pointed(game.card(giver.card).vectors, row, col, state.rows, state.cols):
            if field[r][c] is not None and not field[r][c].tilted:
                for size in range(1, len(giver.items) + 1):
                    for items in combinations(giver.items, size):
                        found.append((row, col, r, c, items))
    return found
