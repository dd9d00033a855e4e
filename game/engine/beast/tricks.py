"""H. Play Event Card, and using the abilities of animals, Leaders, Items and Humans in play ("Using
Items or animal/Human special abilities falls under the same guidelines"): the Deployment icon (whose
turn, how many actions), the Discard icon, what else is paid, the window, the target of its choice."""
from __future__ import annotations

from itertools import combinations

from game.engine.beast import battle, tracks, victory, zones
from game.engine.beast.combat import acting_seat, combatant
from game.engine.beast.definitions import Use
from game.engine.beast.effects import REGISTRY, TARGETS, Context
from game.engine.beast.events import AbilityUsed, ActionSpent, AnimalTilted, EventPlayed
from game.engine.beast.field import animals
from game.engine.beast.game import Game
from game.engine.beast.stats import awake, in_dark_nature


# A card used outside its window is refused with its window's sentence.
_OUT_OF_WINDOW = {
    "turn": "That card is used in your own turn, outside a battle.",
    "battle": "That card is used as your phase of a battle you fight.",
    "defeat": "That card is used when your animal has just lost a battle.",
}


def open_window(game: Game, seat: int) -> str | None:
    """The window the seat's cards are used in now (definitions.WINDOWS), if any: "turn" in its own
    Step 2 outside a battle, "battle" in its phase of a battle it fights, "defeat" when its animal
    has just lost a battle. At most one is open at a time."""
    state = game.state
    fight = state.battle
    if fight is None:
        return "turn" if state.turn.seat == seat and state.turn.step == "actions" else None
    if fight.stage == "phases":
        return "battle" if fight.invited < 0 and acting_seat(fight) == seat else None
    return "defeat" if combatant(fight, fight.loser)[0] == seat else None


def in_window(game: Game, seat: int, use: Use) -> str | None:
    if use.window != open_window(game, seat):
        return _OUT_OF_WINDOW[use.window]
    return _cost_problem(game, seat, use)


def _cost_problem(game: Game, seat: int, use: Use) -> str | None:
    """The Deployment icon (whose turn, how many actions) and the Favor, once the window is open."""
    state = game.state
    if use.deploy == "your_turn" and state.turn.seat != seat:
        return "That card is played only during your own turn."
    if use.deploy == "their_turn" and state.turn.seat == seat:
        return "That card is played only during another player's turn."
    if use.actions and (state.turn.seat != seat or state.turn.actions < use.actions):
        return f"That card costs {use.actions} action{'s' if use.actions > 1 else ''} of your own turn."
    if not tracks.can_pay(game, seat, use.favor):
        return f"That costs {use.favor} Favor."
    return None


def find_in_play(game: Game, seat: int, card: str) -> tuple[str, tuple] | None:
    """Where a card of yours is in play: ("animal", (row, col)) for an animal, its Leader or an Item it
    holds; ("human", (row,)) for a Human."""
    player = game.state.players[seat]
    for row, line in enumerate(player.field):
        for col, animal in enumerate(line):
            if animal is not None and (card == animal.card or card == animal.leader or card in animal.items):
                return "animal", (row, col)
    if card in player.humans:
        return "human", (player.humans.index(card),)
    return None


def use_problem(game: Game, seat: int, card: str, from_hand: bool) -> str | None:
    """Why the card cannot be used now, before its target and discards are looked at."""
    return _card_problem(game, seat, card, from_hand) or in_window(game, seat, game.card(card).use)


def _card_problem(game: Game, seat: int, card: str, from_hand: bool, where: tuple | None = None) -> str | None:
    """`use_problem` but the window. `where`: the card's place in play (find_in_play), when known."""
    player = game.state.players[seat]
    if from_hand:
        if card not in player.hand or game.card(card).kind != "event":
            return "There is no such Event in your hand."
        if game.card(card).dark and not in_dark_nature(player):
            return "Dark Nature cards can only be played with 5 Fury or more."
        return None
    where = where or find_in_play(game, seat, card)
    if where is None or game.card(card).use is None:
        return "You have no card with that ability in play."
    if not awake(game, player, card):
        return "Dark Nature abilities wait until you reach 5 Fury."
    kind, spot = where
    if game.card(card).use.tilt and (player.field[spot[0]][spot[1]].tilted if kind == "animal"
                                     else player.humans_tilted[spot[0]]):
        return _already_tilted(game, card, kind)
    return None


def _already_tilted(game: Game, card: str, kind: str) -> str:
    """A price of tilting cannot be paid twice. Nothing else stops a tilted animal's ability or Item:
    tilted animals "cannot move, attack, ally, recruit, claim Locations, or equip Items" (ruling B19)."""
    if kind == "human":
        return "That Human is tilted: using it tilts it."
    who = {"item": "its bearer", "leader": "its animal"}.get(game.card(card).kind, "the animal")
    return f"{game.card(card).name} is used by tilting {who}, which is already tilted."


def choice_op(use: Use):
    return use.choice_op


def targets_for(game: Game, seat: int, use: Use) -> list[tuple]:
    op = use.choice_op
    return [()] if op is None else TARGETS[op.name](game, seat, op.params)


def discard_sets(game: Game, seat: int, card: str, use: Use) -> list[tuple]:
    if not use.discard:
        return [()]
    others = sorted(c for c in game.state.players[seat].hand if c != card)
    return list(combinations(others, use.discard)) if use.discard <= len(others) else []


def check_use(game: Game, command, from_hand: bool) -> str | None:
    seat, card = command.seat, command.card
    if reason := use_problem(game, seat, card, from_hand):
        return reason
    use = game.card(card).use
    discards = tuple(command.discards)
    hand = game.state.players[seat].hand
    if len(discards) != use.discard or len(set(discards)) != len(discards) or card in discards \
            or any(c not in hand for c in discards):
        return f"That card needs {use.discard} other Trick{'s' if use.discard != 1 else ''} from your hand discarded."
    if tuple(command.target) not in targets_for(game, seat, use):
        return "That is not a target the card can choose." if choice_op(use) else "That card takes no target."
    return None


def use_card(game: Game, command, from_hand: bool) -> None:
    seat, card = command.seat, command.card
    state = game.state
    player = state.players[seat]
    use = game.card(card).use
    window = use.window
    if from_hand:
        player.hand.remove(card)
        game.emit(EventPlayed(seat, card, tuple(command.target)))
    else:
        game.emit(AbilityUsed(seat, card, tuple(command.target)))
        _pay_in_play(game, seat, card, use)
    for discarded in command.discards:
        player.hand.remove(discarded)
    if use.actions:
        state.turn.actions -= use.actions
        game.emit(ActionSpent(seat, "card", state.turn.actions))
    if use.favor:
        tracks.change_favor(game, seat, -use.favor)
    context = Context(seat, card, tuple(command.target))
    for op in use.ops:
        REGISTRY[op.name].run(game, context, **op.params)
    for discarded in command.discards:
        zones.to_trash(game, seat, discarded, "hand")
    if from_hand:
        zones.to_trash(game, seat, card, "hand")
    if window == "battle" and state.battle is not None:
        battle.phase_played(game, "event" if from_hand else "ability")
    elif window == "defeat" and state.battle is not None:
        battle.finish_defeat(game)
    victory.check(game)


def _pay_in_play(game: Game, seat: int, card: str, use: Use) -> None:
    player = game.state.players[seat]
    kind, spot = find_in_play(game, seat, card)
    if kind == "human":
        if use.tilt:
            player.humans_tilted[spot[0]] = True
        if use.spent:
            player.humans[spot[0]], player.humans_tilted[spot[0]] = "", False
            zones.to_trash(game, seat, card, "humans", spot)
        return
    animal = player.field[spot[0]][spot[1]]
    if use.tilt:
        animal.tilted = True
        game.emit(AnimalTilted(seat, animal.card, *spot))
    if use.spent and card in animal.items:
        animal.items.remove(card)
        zones.to_trash(game, seat, card, "field", spot)


def uses(game: Game, seat: int, mine: list | None = None) -> list:
    """Every PlayEvent and UseAbility the rules allow `seat` now, as (card, from_hand, target, discards):
    Events in hand, then the cards of its animals in play, then its Humans. Only cards of the window
    open now are looked at (in_window's first check). `mine`: the seat's `animals`, when the caller
    has them already."""
    window = open_window(game, seat)
    if window is None:
        return []
    player = game.state.players[seat]
    window_of = game.cards.window_of   # ("" is no card: no window)
    found = []
    hand = player.hand
    for instance in sorted(set([c for c in hand if window_of[c] == window])):   # (a hand holds a few cards: a
        # comprehension beats chained iterators here)
        if game.card(instance).kind == "event":
            found += _offers(game, seat, instance, True, None)
    for row, col, animal in animals(player) if mine is None else mine:
        for instance in (animal.card, animal.leader, *animal.items):
            if window_of[instance] == window:
                found += _offers(game, seat, instance, False, ("animal", (row, col)))
    if any(player.humans):
        for row, instance in enumerate(player.humans):
            if window_of[instance] == window:
                found += _offers(game, seat, instance, False, ("human", (row,)))
    return found


def _offers(game: Game, seat: int, instance: str, from_hand: bool, where: tuple | None) -> list:
    """The uses of one card in its window that the rules allow now: each target with each set of discards."""
    use = game.card(instance).use
    if _cost_problem(game, seat, use) or _card_problem(game, seat, instance, from_hand, where):
        return []
    discards = discard_sets(game, seat, instance, use)
    return [(instance, from_hand, target, d) for target in targets_for(game, seat, use) for d in discards]
