"""Every legal command for a seat, in a stable order (the table lights targets from these; bots choose among them)."""
from __future__ import annotations

from game.engine.noah import effects, row, spying
from game.engine.noah.commands import (
    AdvanceAbility, ChooseFreeTurn, EndTurn, Pass, PlaceSpied, PlayAction, PlayMercenary, RecruitAgent,
)
from game.engine.noah.game import Game
from game.engine.noah.hero_turn import UPGRADES, timing_problem, window


def legal_commands(game: Game, seat: int) -> list:
    state = game.state
    if game.over or not isinstance(seat, int) or not 0 <= seat < len(state.factions):
        return []
    pending = state.pending
    if pending is not None:
        if seat not in pending.seats:
            return []
        if pending.kind == "free_turn":
            return [ChooseFreeTurn(seat, s) for s in range(len(state.factions))]
        if pending.kind == "place_spied":
            return [PlaceSpied(seat, p) for p in spying.placements(game)]
        return [Pass(seat)] + _action_plays(game, seat) + _mercenary_plays(game, seat)
    now = window(game, seat)
    if now == "other":
        return _action_plays(game, seat) + _mercenary_plays(game, seat)
    if now != "own":
        return []
    commands = _action_plays(game, seat) if state.turn.step == "actions" else []
    commands += _mercenary_plays(game, seat)
    commands += _recruits(game, seat)
    faction = state.factions[seat]
    track = game.cards.factions[faction.faction].ability_track
    if faction.ability < len(track) - 1 and faction.energy >= game.cards.core.ability_step_cost:
        commands.append(AdvanceAbility(seat))
    commands.append(EndTurn(seat))
    return commands


def _action_plays(game: Game, seat: int) -> list:
    faction = game.state.factions[seat]
    hand = faction.hand
    distinct = sorted(set(hand))
    plays = []
    for card in distinct:
        agent = game.cards.agents[card]
        for upgrade in UPGRADES:
            choice, defends = agent.plays[upgrade]
            if timing_problem(game, seat, defends, agent.out_of_turn, agent.name):
                continue
            if upgrade == "discard":
                discards = [d for d in distinct if d != card or hand.count(card) > 1]
            else:
                discards = [None]
            for target in _targets(game, seat, choice, faction.energy):
                for discard in discards:
                    plays.append(PlayAction(seat, card, upgrade, discard, target))
    return plays


def _mercenary_plays(game: Game, seat: int) -> list:
    faction = game.state.factions[seat]
    plays = []
    for card in sorted(set(faction.mercenaries)):
        merc = game.cards.mercenaries[card]
        choice, defends = merc.play
        if merc.cost > faction.energy or timing_problem(game, seat, defends, merc.out_of_turn, merc.name):
            continue
        plays.extend(PlayMercenary(seat, card, t) for t in _targets(game, seat, choice, faction.energy))
    return plays


def _targets(game: Game, seat: int, choice_op, energy: int) -> list[tuple]:
    if choice_op is None:
        return [()]
    return effects.targets(game, seat, choice_op.choice, choice_op.params, energy)


def _recruits(game: Game, seat: int) -> list:
    faction = game.state.factions[seat]
    if len(faction.hand) >= game.cards.core.hand_limit:
        return []
    extra = row.modifier_total(game, "agent_cost_increase")
    agents = game.cards.agents
    return [RecruitAgent(seat, card) for card in sorted(set(faction.supply))
            if agents[card].cost + extra <= faction.energy]


