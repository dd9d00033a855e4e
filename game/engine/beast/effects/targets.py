"""The legal answers to a card's choice, listed in a stable order: animals are (seat, row, col) or, in
your own Field, (row, col); a move is (row, col, to_row, to_col); an opponent is (seat,)."""
from __future__ import annotations

from game.engine.beast.definitions import TROOP_KINDS
from game.engine.beast.field import animals, is_open, neighbours
from game.engine.beast.game import Game
from game.engine.beast.stats import army_bonuses, field_trait


def opponents(game: Game, seat: int) -> list[int]:
    """Seats still in the game and not on this seat's team."""
    me = game.state.players[seat]
    return [p.seat for p in game.state.players if not p.out and p.team != me.team]


NO_LIMIT = 99   # a card's "max_rank" or "max_combat" left out (no trait comes near it)


def enemy_animals(game: Game, seat: int, max_rank: int = NO_LIMIT, max_combat: int = NO_LIMIT,
                  tilted: bool | None = None) -> list[tuple]:
    """The opposing animals in the Field, of at most that Rank and Combat (a trait is worked out only
    when it is limited: the listing asks for every target of every battle)."""
    limited = max_rank < NO_LIMIT or max_combat < NO_LIMIT
    players = game.state.players
    if not limited and tilted is None:   # every opposing animal (a battle's targets)
        return [(foe, row, col) for foe in opponents(game, seat) for row, col, _ in animals(players[foe])]
    found = []
    for foe in opponents(game, seat):
        foes = animals(players[foe])
        army = army_bonuses(game, players[foe]) if limited and foes else None
        for row, col, animal in foes:
            if tilted is not None and animal.tilted != tilted:
                continue
            if max_rank < NO_LIMIT and field_trait(game, foe, row, col, "rank", army) > max_rank:
                continue
            if max_combat < NO_LIMIT and field_trait(game, foe, row, col, "combat", army) > max_combat:
                continue
            found.append((foe, row, col))
    return found


def own_animals(game: Game, seat: int, tilted: bool | None = None) -> list[tuple]:
    return [(row, col) for row, col, animal in animals(game.state.players[seat])
            if tilted is None or animal.tilted == tilted]


def own_moves(game: Game, seat: int) -> list[tuple]:
    """Any of your animals to any open adjacent space, whatever its Vectors."""
    player = game.state.players[seat]
    return [(row, col, r, c) for row, col, _ in animals(player)
            for r, c in neighbours(game.state, row, col) if is_open(game.state, seat, r, c)]


def own_swaps(game: Game, seat: int) -> list[tuple]:
    spots = own_animals(game, seat)
    return [a + b for i, a in enumerate(spots) for b in spots[i + 1:]]


def enemy_items(game: Game, seat: int) -> list[tuple]:
    return [(foe, row, col, index) for foe in opponents(game, seat)
            for row, col, animal in animals(game.state.players[foe]) for index in range(len(animal.items))]


def enemy_locations(game: Game, seat: int) -> list[tuple]:
    players = game.state.players
    return [(foe, row, col) for foe in opponents(game, seat)
            for row, line in enumerate(players[foe].locations) for col, card in enumerate(line) if card]


def enemy_humans(game: Game, seat: int) -> list[tuple]:
    return [(foe, row) for foe in opponents(game, seat)
            for row, human in enumerate(game.state.players[foe].humans) if human]


def own_trash(game: Game, seat: int, troop: bool) -> list[tuple]:
    kind_of = game.cards.kind_of   # (a Trash holds dozens of cards: each kind one look-up)
    return [(index,) for index, card in enumerate(game.state.players[seat].trash)
            if (kind_of[card] in TROOP_KINDS) == troop]
