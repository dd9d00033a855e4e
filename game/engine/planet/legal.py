"""Every legal command for a seat, in a stable order (the table lights targets from these; bots choose
among them). Each candidate is put through its own check; an action's, in its two parts: whether the seat
may take the action now (asked once for every action, actions.allowed_actions) and what the action needs
(a pile to draw from; for a card of the hand, nothing more). The contract tests prove listing and
validating agree.

The Feeding Phase offers one Feed for each different set of species that can come out of it alive
(best first); any other feeding the player puts together is checked by the same rules when sent."""
from __future__ import annotations

from itertools import combinations
from operator import itemgetter

from game.engine.cards.effects import chosen_op
from game.engine.core.protocol import reused
from game.engine.planet import actions, powers
from game.engine.planet.commands import (
    Circulate, Create, Develop, DiscardAtSetup, DiscardForAction, Draft, EndActions, Feed, KeepCard, Plant,
    Regenerate, Search,
)
from game.engine.planet.definitions import card_id
from game.engine.planet.feeding_phase import feeding_choices
from game.engine.planet.game import Game
from game.engine.planet.state import ACTIONS, DRAFT, FEEDING, SEARCH, SETUP_DISCARD


def _draft(game: Game, seat: int) -> list:
    return [Draft(seat, c) for c in sorted(game.state.players[seat].packet)]


def _setup_discard(game: Game, seat: int) -> list:
    return [DiscardAtSetup(seat, pair) for pair in combinations(sorted(game.state.players[seat].hand), 2)]


def _keep_searched(game: Game, seat: int) -> list:
    """A Search's keep-one choice."""
    return [KeepCard(seat, c) for c in sorted(game.state.searched)]


def _feeding(game: Game, seat: int) -> list:
    return [Feed(seat, f.meals) for f in feeding_choices(game, seat)]


def _action_phase(game: Game, seat: int) -> list:
    """The actions the seat may take, and ending its actions (single player, always; else once none is left)."""
    found = action_commands(game, seat)
    if game.state.solo or not found:
        found.append(EndActions(seat))
    return found


def action_commands(game: Game, seat: int) -> list:
    """Every action the seat may take now (and, single player, the cards it may discard for actions).

    An action played with a card from the hand is checked once for the action (its cost, the phase)
    and then listed for each card in the hand, as its check reads the rest: a hand grows long, and
    this is asked at every step of every Action Phase."""
    state = game.state
    known = _hand_commands(game.cards, seat)
    hand = sorted(state.players[seat].hand)
    rows = list(map(known.get, hand))
    if not all(rows):       # a card met for the first time
        rows = [row or _hand_row(game.cards, known, seat, card) for row, card in zip(rows, hand)]
    allowed = actions.allowed_actions(game, seat)     # check_action of each action but Develop
    found = []
    if "search" in allowed and actions.search_problem(game) is None:                # check_search
        found.append(_search(seat))
    if "regenerate" in allowed and actions.regenerate_problem(game) is None:        # check_regenerate
        found.append(_regenerate(seat))
    if "plant" in allowed and actions.plant_problem(game) is None:                  # check_plant
        found.append(_plant(seat))
    if "circulation" in allowed:        # check_circulate, for a card in hand
        found += map(_CIRCULATE, rows)
    if "create" in allowed:             # check_create, for a card in hand
        if not any(map(_CHOICE, rows)):     # no card asks a choice
            found += map(_CREATE, rows)
        else:
            targets = {}
            for circulate, create, choice, discard in rows:
                if choice is None:
                    found.append(create)
                    continue
                if choice not in targets:       # the same choice is answered once for every card that asks it
                    targets[choice] = powers.targets(game, seat, choice)
                card = circulate.card
                found += [_create(seat, card, t) for t in targets[choice]]
    if state.selection:     # the Strategy Variants and single player
        found += [c for c in (_develop(seat, area) for area in range(len(state.selection)))
                  if actions.check_develop(game, c) is None]
    if actions.discard_for_action_problem(game, seat) is None:     # check_discard_for_action, for a card in hand
        found += map(_DISCARD, rows)
    return found


# A hand row's parts (_hand_row): Circulate, Create or None, the choice, DiscardForAction.
_CIRCULATE, _CREATE, _CHOICE, _DISCARD = itemgetter(0), itemgetter(1), itemgetter(2), itemgetter(3)


# The commands that stand for a seat's actions, handed out again while the same (core.protocol.reused); a
# Create of a power with a target too (a hand holding it lists it for every target, at every step).
_search, _regenerate, _plant, _develop = reused(Search), reused(Regenerate), reused(Plant), reused(Develop)
_create = reused(Create)
_HAND_COMMANDS: dict[int, tuple] = {}


def _hand_commands(cards, seat: int) -> dict:
    """card -> the commands it gives `seat` from the hand, made once (a hand is listed at every step of
    every Action Phase, and a command never changes)."""
    hit = _HAND_COMMANDS.get(id(cards))
    if hit is None or hit[0] is not cards:
        hit = _HAND_COMMANDS[id(cards)] = (cards, {})
    return hit[1].setdefault(seat, {})


def _hand_row(cards, known: dict, seat: int, card: str) -> tuple:
    """(Circulate, Create or None when it asks a choice, the choice, DiscardForAction) of a card."""
    power = cards.powers.get(card_id(card))
    choice = chosen_op(power.effect) if power is not None else None
    row = known[card] = (Circulate(seat, card), Create(seat, card) if choice is None else None, choice,
                         DiscardForAction(seat, card))
    return row


def any_action(game: Game, seat: int) -> bool:
    return bool([c for c in action_commands(game, seat) if not isinstance(c, DiscardForAction)])


# Each stage's listing (the phases of PlanetRules.acting): every legal command of the seat in it.
LISTINGS = {
    SETUP_DISCARD: _setup_discard, DRAFT: _draft, ACTIONS: _action_phase, SEARCH: _keep_searched,
    FEEDING: _feeding,
}
