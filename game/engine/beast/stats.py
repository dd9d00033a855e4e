"""An animal's traits as they stand: printed Rank, Combat, Clout and Cunning, plus its Leader (the
bonuses and the Rank increase), its Items, the Location under it and the ongoing modifiers of the
player's Humans and Leader (section III). A trait never drops below zero. Dark Nature at Fury 5."""
from __future__ import annotations

from game.engine.beast.definitions import AnimalDef, habitat_fits
from game.engine.beast.field import STEP, location_on, on_field
from game.engine.beast.game import Game
from game.engine.beast.state import Animal, Player, Recruit
from game.engine.cards.effects import Op

DARK_NATURE = 5       # "If your Fury rises to 5 or above, you have crossed ... into DARK NATURE"
TRACK_MAX = 10        # Favor and Fury run from 0 to 10


def in_dark_nature(player: Player) -> bool:
    return player.fury >= DARK_NATURE


def awake(game: Game, player: Player, instance: str) -> bool:
    """A card's abilities work: Dark Nature animals and Items wait until their owner is in Dark Nature
    (section VIII, the first tip)."""
    return not game.card(instance).dark or in_dark_nature(player)


def own_modifiers(game: Game, player: Player, animal: Animal, row: int, col: int) -> list[Op]:
    """The ongoing ops that apply to this animal alone: its own, its Leader's, its Items', and those of
    the Location on its space when the animal meets the Location's Habitat requirements (ruling B24;
    in Supply Line an opponent's Location too: B48). None in the Pen (row -1): "An animal's (or
    Item's, or Human's...) powers are not available for use until it is in play on the Field"."""
    found: list[Op] = []
    if row < 0:
        return found
    card = game.card
    for instance in (animal.card, animal.leader, *animal.items):
        if instance:
            printed = card(instance)
            if printed.passive and (not printed.dark or in_dark_nature(player)):   # awake
                found += printed.passive
    spot = location_on(game.state, player.seat, row, col)
    if spot and habitat_fits(card(spot[1]).habitat, card(animal.card).habitat):
        found += card(spot[1]).passive
    return found


def army_modifiers(game: Game, player: Player) -> list[tuple[str, Op]]:
    """The ongoing `army_stat` ops that reach the whole Field: from untilted Humans, and from the
    animals (their Leaders and Items too) that carry one, with the card they come from. A tilted
    animal's ongoing powers still work: tilted animals "cannot move, attack, ally, recruit, claim
    Locations, or equip Items", and the list stops there (ruling B19)."""
    card = game.card
    found = [(instance, op) for instance, tilted in zip(player.humans, player.humans_tilted)
             if instance and not tilted for op in card(instance).army_ops]
    for line in player.field:
        for animal in line:
            if animal is None:
                continue
            for instance in (animal.card, animal.leader, *animal.items):
                if instance and card(instance).army_ops and awake(game, player, instance):
                    found += [(instance, op) for op in card(instance).army_ops]
    return found


def army_bonuses(game: Game, player: Player) -> dict[tuple[str, str], int]:
    """The Field-wide bonuses of `army_modifiers`, added up: (stat, habitat) -> amount ("any" for every
    animal). A caller that asks for many traits of one player's animals gathers them once and hands
    them to `trait` (each gathering walks the whole Field)."""
    bonuses: dict[tuple[str, str], int] = {}
    if not _army_ops_in_play(game, player):
        return bonuses
    for _, op in army_modifiers(game, player):
        key = (op.params["stat"], op.params["habitat"])
        bonuses[key] = bonuses.get(key, 0) + op.params["amount"]
    return bonuses


def _army_ops_in_play(game: Game, player: Player) -> bool:
    """Whether any card of the player's Humans or Field carries army ops, tilted or awake or not (few
    cards do: most Fields need no closer look). Most players have no Human and most animals no Item:
    those are looked up only when there are any."""
    has = game.cards.has_army_ops
    if any(player.humans) and any(map(has.__getitem__, player.humans)):
        return True
    for line in player.field:   # (a Field of a few animals: a plain walk beats chained iterators)
        for animal in line:
            if animal is not None and (has[animal.card] or has[animal.leader]
                                       or animal.items and any(map(has.__getitem__, animal.items))):
                return True
    return False


def trait(game: Game, player: Player, animal: Animal, row: int, col: int, stat: str,
          army: dict | None = None) -> int:
    """An animal's trait in the Field, or in the Pen (row -1) as a recruit: there only its printed
    traits with its Leader's printed bonuses (the Leader's Rank increase among them), for no power
    works from the Pen. `army`: the player's `army_bonuses`, when the caller has them already."""
    return traits(game, player, animal, row, col, (stat,), army)[0]


def traits(game: Game, player: Player, animal: Animal, row: int, col: int, stats: tuple[str, ...],
           army: dict | None = None, own: list[Op] | None = None) -> list[int]:
    """`trait` of each of `stats`, the animal's modifiers gathered once for them all. `own`: its
    `own_modifiers`, when the caller has them already."""
    printed: AnimalDef = game.card(animal.card)
    values = [getattr(printed, stat, 0) for stat in stats]
    if animal.leader:
        leader = game.card(animal.leader)
        values = [value + getattr(leader, stat, 0) for value, stat in zip(values, stats)]
    if row >= 0:   # in the Pen no power works (own_modifiers)
        for op in own_modifiers(game, player, animal, row, col) if own is None else own:
            if op.name == "stat" and op.params["stat"] in stats:
                values[stats.index(op.params["stat"])] += op.params["amount"]
        army = army_bonuses(game, player) if army is None else army
        if army:
            for index, stat in enumerate(stats):
                values[index] += army.get((stat, "any"), 0)
                if printed.habitat != "any":
                    values[index] += army.get((stat, printed.habitat), 0)
    return [value if value > 0 else 0 for value in values]


def field_trait(game: Game, seat: int, row: int, col: int, stat: str, army: dict | None = None) -> int:
    player = game.state.players[seat]
    return trait(game, player, player.field[row][col], row, col, stat, army)


def recruit_animal(recruit: Recruit) -> Animal:
    """A Pen card seen as the animal it would be in the Field (its Leader under it)."""
    return Animal(recruit.card, recruit.leader)


def recruit_trait(game: Game, recruit: Recruit, stat: str) -> int:
    """`trait` of a Pen card as a recruit (row -1), read without building the animal it would be: its
    printed trait with its Leader's printed bonus."""
    value = getattr(game.card(recruit.card), stat, 0)
    if recruit.leader:
        value += getattr(game.card(recruit.leader), stat, 0)
    return max(0, value)


def has_modifier(game: Game, player: Player, animal: Animal, row: int, col: int, name: str) -> Op | None:
    for op in own_modifiers(game, player, animal, row, col):
        if op.name == name:
            return op
    return None


def vectors(game: Game, player: Player, animal: Animal) -> tuple[str, ...]:
    """Tilted animals "are considered to have no Vectors"."""
    if animal.tilted:
        return ()
    return game.card(animal.card).vectors


def points_to(game: Game, player: Player, row: int, col: int, target: tuple[int, int]) -> bool:
    """The animal at (row, col) is adjacent to `target` and has a Vector toward it."""
    animal = player.field[row][col]
    if animal is None:
        return False
    for name in vectors(game, player, animal):
        dr, dc = STEP[name]
        if (row + dr, col + dc) == target and on_field(game.state, *target):
            return True
    return False
