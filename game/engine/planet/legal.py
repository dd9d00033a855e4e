"""Every legal command for a seat, in a stable order (the table lights targets from these; bots choose
among them). Each candidate is put through its own check, or, for an action played with any card of
the hand, through the action's part of it once (the contract tests prove listing and validating agree).

The Feeding Phase offers one Feed for each different set of species that can come out of it alive
(best first); any other feeding the player puts together is checked by the same rules when sent."""
from __future__ import annotations

from itertools import combinations

from game.engine.core.protocol import reused
from game.engine.planet import actions, powers
from game.engine.planet.commands import (
    Circulate, Create, Develop, DiscardAtSetup, DiscardForAction, Draft, EndActions, Feed, KeepCard, Plant,
    Regenerate, Search,
)
from game.engine.planet.definitions import card_id
from game.engine.planet.feeding_phase import feeding_choices
from game.engine.planet.game import Game
from game.engine.planet.state import DRAFT, FEEDING, SEARCH, SETUP_DISCARD

_circulate = reused(Circulate)
_create = reused(Create)
_discard_for_action = reused(DiscardForAction, 1024)


def legal_commands(game: Game, seat: int, stage: str) -> list:
    """Every legal command of `seat` in its stage (the phase it acts in)."""
    state = game.state
    if stage == DRAFT:
        return [Draft(seat, c) for c in sorted(state.players[seat].packet)]
    if stage == SETUP_DISCARD:
        return [DiscardAtSetup(seat, pair) for pair in combinations(sorted(state.players[seat].hand), 2)]
    if stage == SEARCH:
        return [KeepCard(seat, c) for c in sorted(state.searched)]
    if stage == FEEDING:
        return [Feed(seat, f.meals) for f in feeding_choices(game, seat)]
    found = action_commands(game, seat)
    if state.solo or not found:
        found.append(EndActions(seat))
    return found


def action_commands(game: Game, seat: int) -> list:
    """Every action the seat may take now (and, single player, the cards it may discard for actions).

    An action played with a card from the hand is checked once for the action (its cost, the phase)
    and then listed for each card in the hand, as its check reads the rest: a hand grows long, and
    this is asked at every step of every Action Phase."""
    state = game.state
    hand = sorted(state.players[seat].hand)
    found = [c for c in (Search(seat), Regenerate(seat), Plant(seat)) if CHECKS[type(c)](game, c) is None]
    if actions.check_action(game, seat, "circulation") is None:    # check_circulate, for a card in hand
        found += [_circulate(seat, c) for c in hand]
    if actions.check_action(game, seat, "create") is None:         # check_create, for a card in hand
        power_of, targets = game.cards.powers.get, {}
        for card in hand:
            power = power_of(card_id(card))
            if power is not None and power.choice is not None:
                choice = power.choice
                if choice not in targets:       # the same choice is answered once for every card that asks it
                    targets[choice] = powers.targets(game, seat, choice)
                found += [Create(seat, card, t) for t in targets[choice]]
            else:
                found.append(_create(seat, card))
    found += [c for c in (Develop(seat, area) for area in range(len(state.selection))) if CHECKS[Develop](game, c) is None]
    if actions.discard_for_action_problem(game, seat) is None:     # check_discard_for_action, for a card in hand
        found += [_discard_for_action(seat, c) for c in hand]
    return found


def any_action(game: Game, seat: int) -> bool:
    return bool([c for c in action_commands(game, seat) if not isinstance(c, DiscardForAction)])


CHECKS = {
    Search: actions.check_search, Regenerate: actions.check_regenerate, Plant: actions.check_plant,
    Develop: actions.check_develop,
}
