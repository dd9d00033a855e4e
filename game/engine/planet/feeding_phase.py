"""The Feeding Phase as a step of the turn: the player's Feed command is checked (feeding.py), the
species are fed in order, those that could not eat go extinct, then the Scoring Phase and the end of
the turn follow (nothing else is decided until the next player's turn)."""
from __future__ import annotations

from operator import attrgetter

from game.engine.planet.commands import Feed
from game.engine.planet.ecosystem import go_extinct
from game.engine.planet.environment import environment_of
from game.engine.planet.events import EcosystemArranged, SpeciesFed, SpeciesSheltered
from game.engine.planet.feeding import check_feeding
from game.engine.planet.game import Game
from game.engine.planet.scoring import living_points, scoring_phase
from game.engine.planet.solver import Feeding, best_feeding, feeding_outcomes
from game.engine.planet.turns import end_turn
from game.engine.planet.web import Web, build_web


_MIGRATORY = attrgetter("migratory")


def web_of(game: Game, seat: int, order: tuple = ()) -> Web:
    """The food web of a seat's ecosystem, as it lies or laid out in `order` (a checked arrangement)."""
    state = game.state
    return build_web(game.cards, environment_of(game.cards, state.environments),
                     list(order) if order else state.players[seat].ecosystem)


def best_feeding_of(game: Game, seat: int, order: tuple = ()) -> Feeding:
    """The feeding the engine proposes: the most points kept alive, then the most species."""
    return best_feeding(web_of(game, seat, order))


def feeding_choices(game: Game, seat: int) -> list[Feeding]:
    """One feeding for each different set of survivors, best first (the legal Feed commands)."""
    return feeding_outcomes(web_of(game, seat))


def feeding_points(game: Game, seat: int, meals, order: tuple = ()) -> int:
    """What a seat's living species would score after a feeding (the table's running total while a
    player re-links one): its T0 species and every species given a meal (all of them, sheltered)."""
    web = web_of(game, seat, order if check_order(game, seat, order) is None else ())
    alive = sum(1 << i for i in range(web.size) if web.tier[i] == 0 or game.state.sheltered)
    for meal in meals:
        if meal and meal[0] in web.uids and len(meal) > 1:
            alive |= 1 << web.index(meal[0])
    return web.score(alive)


def check_order(game: Game, seat: int, order) -> str | None:
    """A new layout of the ecosystem names each of its species once (or is empty: as it lies)."""
    if order == ():
        return None
    ecosystem = game.state.players[seat].ecosystem
    if not isinstance(order, tuple) or not all(isinstance(u, str) for u in order) \
            or sorted(order) != sorted(ecosystem):
        return "The order lays out your ecosystem anew: it lists each of your species once."
    return None


def check_feed(game: Game, command: Feed) -> str | None:
    return check_order(game, command.seat, command.order) or \
        check_feeding(web_of(game, command.seat, command.order), command.meals)


def feed(game: Game, command: Feed) -> None:
    """"Starting from T1 species, each species should be fed ... If any species in your ecosystem
    can't get enough food, they'll be extinct instantly!" """
    state = game.state
    seat = command.seat
    if command.order and list(command.order) != state.players[seat].ecosystem:
        arrange_ecosystem(game, seat, command.order)
    web = web_of(game, seat)
    uids, tier, consumes = web.uids, web.tier, web.consumes
    meals = {meal[0]: meal[1:] for meal in command.meals}     # species -> its prey (checked)
    turned = []
    alive = (1 << len(uids)) - 1
    for i, uid in enumerate(uids):
        if tier[i] == 0:
            continue
        prey = meals.get(uid)
        if prey is not None:
            consumed = prey if consumes[i] else ()    # eaten cards are turned sideways (not a scavenger's)
            turned.extend(consumed)
            game.emit(SpeciesFed(seat, uid, prey, consumed))
        elif state.sheltered:
            game.emit(SpeciesSheltered(seat, uid))
        else:
            go_extinct(game, seat, uid, "starved")
            alive &= ~(1 << i)
    # the web's species are the ecosystem's before any went extinct: no migratory one among them, none after
    scoring_phase(game, seat, tuple(turned), living_points(web, alive), any(map(_MIGRATORY, web.defs)))
    end_turn(game, seat)


def arrange_ecosystem(game: Game, seat: int, order: tuple) -> None:
    """The player lays the rows out anew ("within the same tier you can start your feeding process
    from left to right"): the order stays for later turns."""
    game.state.players[seat].ecosystem = list(order)
    game.emit(EcosystemArranged(seat, tuple(order)))
