"""What a seat may see, built as an allow-list: every entry below is chosen, nothing is copied from
the state wholesale. Hidden from a seat: the other hands (counts only), the Noah Card Pile and the
Plant Pile under its top card (counts only), another player's Search cards and draft packets."""
from __future__ import annotations

from game.engine.planet.achievements import solo_title
from game.engine.planet.environment import environment_of
from game.engine.planet.feeding_phase import web_of
from game.engine.planet.game import Game
from game.engine.planet.scoring import ecosystem_points
from game.engine.planet.solver import PROPOSAL_WORK, FeedingSearch, searched
from game.engine.planet.state import DRAFT, FEEDING, OVER, SEARCH
from game.engine.planet.web import Web


def view(game: Game, seat: int) -> dict:
    state = game.state
    env = environment_of(game.cards, state.environments)
    me = state.players[seat] if 0 <= seat < len(state.players) else None
    data = {
        "game": "planet",
        "seat": seat,
        "players": len(state.players),
        "solo": state.solo,
        "variant": "strategy" if state.strategy else "standard",
        "phase": state.phase,
        "turn": state.turn,
        "round": state.round,
        "actions_left": state.actions_left,
        "actions_taken": state.actions_taken,
        "final_round": state.final_round,
        "goal": env.goal,
        "environments": list(state.environments),
        "scores": [p.score for p in state.players],
        "ecosystems": [list(p.ecosystem) for p in state.players],
        "points_now": [ecosystem_points(game, s)[0] for s in game.seats],
        "hand": sorted(me.hand) if me else [],
        "hand_counts": [len(p.hand) for p in state.players],
        "noah_pile": len(state.noah_pile),
        "discard_pile": list(state.discard_pile),
        "plant_pile": len(state.plant_pile),
        "plant_pile_top": state.plant_pile[-1] if state.plant_pile else "",
        "removed": list(state.removed),
        "selection": list(state.selection),
        "sheltered": state.sheltered,
        "searched": sorted(state.searched) if state.phase == SEARCH and seat == state.turn else [],
        "searched_count": len(state.searched),
    }
    if state.phase == DRAFT:
        data["draft"] = {"round": state.draft_round, "packet": sorted(me.packet) if me else [],
                         "kept": list(me.kept) if me else [], "picked": [p.picked for p in state.players],
                         "packet_counts": [len(p.packet) for p in state.players]}
    if state.phase == FEEDING:
        data["feeding"] = feeding_view(game, state.turn)
    if state.phase == OVER:
        data["outcome"] = {"winners": list(state.winners), "result": state.result, "rounds": state.round,
                           "title": solo_title(state.round, env.goal) if state.solo else "", "goal": env.goal}
    return data


def feeding_view(game: Game, seat: int, order: tuple = ()) -> dict:
    """The feeding the engine proposes for a seat's ecosystem, as it lies or laid out in `order`:
    the meals, their points, whether they are proven the best, who lives, the feeding order and what
    each species may eat."""
    web = web_of(game, seat, order)
    return proposal_view(web, searched(web, PROPOSAL_WORK), seat,
                         tuple(order) if order else tuple(game.state.players[seat].ecosystem))


def proposal_view(web: Web, search: FeedingSearch, seat: int, layout: tuple) -> dict:
    """The view's `feeding` from a search of the web: its best feeding so far, `proven` once finished."""
    best = search.best
    return {"seat": seat, "proposal": [list(meal) for meal in best.meals], "points": best.points,
            "proven": search.finished,
            "survivors": [u for i, u in enumerate(web.uids) if best.alive >> i & 1],
            "extinct": [u for i, u in enumerate(web.uids) if not best.alive >> i & 1],
            "order": list(web.uids), "layout": list(layout),
            "prey": {u: [web.uids[p] for p in web.prey[i]] for i, u in enumerate(web.uids)}}
