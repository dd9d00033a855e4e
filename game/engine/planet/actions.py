"""The Action Phase: "Every player must take 3 actions ... You can choose to do an action more than
once": Search, Circulation, Regenerate, Plant, Create; Develop in the Strategy Variants; and for a
single player, actions gained by discarding cards, spent on Plant, Create and Develop only.

Each action has a check (None, or the reason it is refused, as a sentence) and its rule."""
from __future__ import annotations

from game.engine.cards.effects import chosen_op
from game.engine.planet import powers
from game.engine.planet.commands import (
    Circulate, Create, Develop, DiscardForAction, EndActions, KeepCard, Plant, Regenerate, Search,
)
from game.engine.planet.definitions import card_id
from game.engine.planet.environment import environment_of
from game.engine.planet.events import (
    ActionGained, ActionPhaseEnded, ActionSpent, CardsDiscarded, CardsDrawn, Created, Developed, Planted,
    Regenerated, SearchDrew, SearchKept, SpecialPowerPlayed,
)
from game.engine.planet.game import Game
from game.engine.planet.piles import discard, draw_noah, take_plant
from game.engine.planet.state import ACTIONS, FEEDING, SEARCH

SEARCH_DRAW = 2             # "Take the top 2 cards from the Noah Card Pile"
CIRCULATION_DRAW = 2        # "take the top 2 cards of the draw pile"
SOLO_ACTIONS = ("plant", "create", "develop")   # "the player has only 3 actions available now"
DEVELOP_COST = (1, 2, 2)    # "from Selection Area I and cost 1 action, or ... II or III and cost 2 actions"
SOLO_DEVELOP_COST = (2, 2, 2)   # "take the card from Selection Area I cost 2 action instead of 1"


def name(game: Game, uid: str) -> str:
    card = card_id(uid)
    if card in game.cards.species:
        return game.cards.species[card].name
    if card in game.cards.powers:
        return game.cards.powers[card].name
    return card


def cost(game: Game, action: str, area: int = 0) -> int:
    state = game.state
    base = (SOLO_DEVELOP_COST if state.solo else DEVELOP_COST)[area] if action == "develop" else 1
    if not state.environments:      # no Environment in play: the rulebook's costs
        return base
    return environment_of(game.cards, state.environments).cost(action, base)


def check_action(game: Game, seat: int, action: str, area: int = 0) -> str | None:
    """Whether `seat`, in its Action Phase, may take `action` now: an action it has, actions enough."""
    state = game.state
    if state.solo and action not in SOLO_ACTIONS:
        return "A single player's actions are Plant, Create and Develop."
    if action == "develop" and not state.selection:
        return "Develop is an action of the Strategy Variants."
    needed = cost(game, action, area) if action == "develop" or state.environments else 1
    if state.actions_left < needed:
        if state.solo and state.actions_left == 0:
            return "You have no actions: discard a card to gain one."
        return f"That costs {needed} action{'s' if needed > 1 else ''}; you have {state.actions_left} left."
    return None


TAKEN_ALIKE = ("search", "circulation", "regenerate", "plant", "create")    # the actions but Develop


def allowed_actions(game: Game, seat: int) -> tuple:
    """The actions but Develop that check_action lets `seat` take now, at once (the legal listing asks
    at every step of every Action Phase): with more than one player and no Environment in play, each
    costs 1 action, so all or none are allowed."""
    state = game.state
    if not state.solo and not state.environments:
        return TAKEN_ALIKE if state.actions_left >= 1 else ()
    return tuple([action for action in TAKEN_ALIKE if check_action(game, seat, action) is None])


def spend(game: Game, seat: int, action: str, area: int = 0) -> None:
    state = game.state
    paid = cost(game, action, area)
    state.actions_left -= paid
    state.actions_taken += paid
    game.emit(ActionSpent(seat, action, paid, state.actions_left))


def after_action(game: Game) -> None:
    """The Action Phase ends once the 3 actions are taken (a single player ends it with EndActions)."""
    state = game.state
    if state.phase == ACTIONS and not state.solo and state.actions_left <= 0:
        begin_feeding(game)


def begin_feeding(game: Game) -> None:
    state = game.state
    game.emit(ActionPhaseEnded(state.turn))
    state.phase = FEEDING


def in_hand(game: Game, seat: int, card) -> str | None:
    if not isinstance(card, str) or card not in game.state.players[seat].hand:
        return f"{card_id(str(card))} is not in your hand."
    return None


# --- Search --------------------------------------------------------------------------------------------
def check_search(game: Game, command: Search) -> str | None:
    return check_action(game, command.seat, "search") or search_problem(game)


def search_problem(game: Game) -> str | None:
    """Why nobody could Search now, if so (check_search's part beside the action's)."""
    state = game.state
    return None if state.noah_pile or state.discard_pile else "The Noah Card Pile and the Discard Pile are empty."


def search(game: Game, command: Search) -> None:
    """"Take the top 2 cards from the Noah Card Pile. Put one of them in your hand and put the other
    face-up on top of the discard pile." """
    state = game.state
    spend(game, command.seat, "search")
    drawn = draw_noah(game, SEARCH_DRAW)
    game.emit(SearchDrew(command.seat, tuple(drawn)))
    if len(drawn) == SEARCH_DRAW:
        state.searched = drawn
        state.phase = SEARCH
        return
    state.players[command.seat].hand.extend(drawn)   # ruling R8: one card left to draw is kept
    game.emit(SearchKept(command.seat, drawn[0] if drawn else "", ""))
    after_action(game)


def check_keep(game: Game, command: KeepCard) -> str | None:
    state = game.state
    if command.card not in state.searched:
        return "Keep one of the two cards you searched."
    return None


def keep_card(game: Game, command: KeepCard) -> None:
    state = game.state
    other = next(c for c in state.searched if c != command.card)
    state.players[command.seat].hand.append(command.card)
    discard(game, [other])
    state.searched = []
    state.phase = ACTIONS
    game.emit(SearchKept(command.seat, command.card, other))
    after_action(game)


# --- Circulation, Regenerate, Plant --------------------------------------------------------------------
def check_circulate(game: Game, command: Circulate) -> str | None:
    return check_action(game, command.seat, "circulation") or in_hand(game, command.seat, command.card)


def circulate(game: Game, command: Circulate) -> None:
    """"Put a card from your hand, face-up, on top of the Discard Pile. Then take the top 2 cards of
    the draw pile and put them both in your hand." """
    state = game.state
    spend(game, command.seat, "circulation")
    state.players[command.seat].hand.remove(command.card)
    discard(game, [command.card])
    game.emit(CardsDiscarded(command.seat, (command.card,), "circulation"))
    drawn = draw_noah(game, CIRCULATION_DRAW)
    state.players[command.seat].hand.extend(drawn)
    game.emit(CardsDrawn(command.seat, tuple(drawn), "circulation"))
    after_action(game)


def check_regenerate(game: Game, command: Regenerate) -> str | None:
    return check_action(game, command.seat, "regenerate") or regenerate_problem(game)


def regenerate_problem(game: Game) -> str | None:
    return None if game.state.discard_pile else "The Discard Pile is empty."


def regenerate(game: Game, command: Regenerate) -> None:
    """"Take the top card of the Discard Pile and put it in your hand." """
    state = game.state
    spend(game, command.seat, "regenerate")
    card = state.discard_pile.pop()
    state.players[command.seat].hand.append(card)
    game.emit(Regenerated(command.seat, card))
    after_action(game)


def check_plant(game: Game, command: Plant) -> str | None:
    return check_action(game, command.seat, "plant") or plant_problem(game)


def plant_problem(game: Game) -> str | None:
    state = game.state
    return None if state.plant_pile or any(game.cards.kind_of(c) == "basic_plant" for c in state.removed) \
        else "There are no Basic Plants left to plant."


def plant(game: Game, command: Plant) -> None:
    """"Take the top card of the Plant Pile and put it directly in your ecosystem." """
    spend(game, command.seat, "plant")
    card = take_plant(game)
    game.state.players[command.seat].ecosystem.append(card)
    game.emit(Planted(command.seat, card))
    after_action(game)


# --- Create --------------------------------------------------------------------------------------------
def check_create(game: Game, command: Create) -> str | None:
    problem = check_action(game, command.seat, "create") or in_hand(game, command.seat, command.card)
    if problem:
        return problem
    power = game.cards.powers.get(card_id(command.card))
    if power is None:
        return None if command.target == () else "A species needs no target."
    choice = chosen_op(power.effect)
    if choice is None:
        return None if command.target == () else f"{power.name} needs no target."
    options = powers.targets(game, command.seat, choice)
    if not options:
        return f"{power.name} has nothing to act on now."
    if command.target not in options:
        return f"{power.name}: that is not a card it can act on."
    return None


def create(game: Game, command: Create) -> None:
    """"Play a card from your hand, place it in your ecosystem. If it is a Special Power Card, follow
    the instructions on the card and then set it aside" (removed from the game)."""
    state = game.state
    seat = command.seat
    spend(game, seat, "create")
    state.players[seat].hand.remove(command.card)
    power = game.cards.powers.get(card_id(command.card))
    if power is not None:
        game.emit(SpecialPowerPlayed(seat, command.card, command.target))
        powers.run_ops(game, power.effect, seat, command.target, command.card)
        state.removed.append(command.card)
    else:
        state.players[seat].ecosystem.append(command.card)
        game.emit(Created(seat, command.card))
        powers.run_ops(game, game.species(command.card).when_created, seat, (), command.card)
    after_action(game)


# --- Develop (Strategy Variants, single player) ----------------------------------------------------------
def check_develop(game: Game, command: Develop) -> str | None:
    area = command.area
    if not isinstance(area, int) or isinstance(area, bool) or not 0 <= area < 3:
        return "The Selection Areas are I, II and III (0, 1, 2)."
    problem = check_action(game, command.seat, "develop", area)
    if problem:
        return problem
    return None if game.state.selection[area] else f"Selection Area {'I' * (area + 1)} is empty."


def develop(game: Game, command: Develop) -> None:
    """"Take the card from Selection Area I and cost 1 action, or ... II or III and cost 2 actions." """
    state = game.state
    spend(game, command.seat, "develop", command.area)
    card = state.selection[command.area]
    state.selection[command.area] = ""
    state.players[command.seat].hand.append(card)
    game.emit(Developed(command.seat, command.area, card))
    after_action(game)


# --- single player: actions from discarding; ending the Action Phase ----------------------------------
def check_discard_for_action(game: Game, command: DiscardForAction) -> str | None:
    return discard_for_action_problem(game, command.seat) or in_hand(game, command.seat, command.card)


def discard_for_action_problem(game: Game, seat: int) -> str | None:
    """Why `seat` may not discard a card for an action now, whichever card it is."""
    state = game.state
    if not state.solo:
        return "Discarding for actions is the single player rule."
    if state.phase != ACTIONS or seat != state.turn:
        return "This is not your Action Phase."
    if state.actions_taken:
        # "You need to discard cards first to gain the actions and then start your actions" (ruling R13)
        return "Discard for actions first, before you take any action."
    return None


def discard_for_action(game: Game, command: DiscardForAction) -> None:
    state = game.state
    state.players[command.seat].hand.remove(command.card)
    discard(game, [command.card])
    state.actions_left += 1
    game.emit(CardsDiscarded(command.seat, (command.card,), "action"))
    game.emit(ActionGained(command.seat, command.card, state.actions_left))


def check_end_actions(game: Game, command: EndActions, any_action) -> str | None:
    state = game.state
    if not state.solo and any_action(game, command.seat):
        return f"Take your {state.actions_left} remaining action{'s' if state.actions_left > 1 else ''} first."
    return None


def end_actions(game: Game, command: EndActions) -> None:
    """A single player ends the Action Phase when done (unused actions are lost); another player only
    when no action can be taken (ruling R18)."""
    game.state.actions_left = 0
    begin_feeding(game)
