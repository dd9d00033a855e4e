"""Every legal command for a seat, in a stable order (the table lights targets from these; bots choose among them)."""
from __future__ import annotations

from functools import lru_cache

from game.engine.noah import effects, row, spying
from game.engine.noah.commands import (
    AdvanceAbility, ChooseFreeTurn, EndTurn, Pass, PlaceSpied, PlayAction, PlayMercenary, RecruitAgent,
)
from game.engine.noah.game import Game
from game.engine.noah.hero_turn import UPGRADES, window

# Commands are immutable, so the same command can be handed out again: building frozen dataclasses
# is most of the cost of listing the legal commands, and a cache hit is several times cheaper.
_play_action = lru_cache(maxsize=8192)(PlayAction)
_play_mercenary = lru_cache(maxsize=2048)(PlayMercenary)
_recruit_agent = lru_cache(maxsize=1024)(RecruitAgent)


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


def _playable(now: str, defends: bool, out_of_turn: bool) -> bool:
    """hero_turn.timing_problem as a yes/no, for speed: the same rules."""
    if now == "defend":
        return defends or out_of_turn
    if defends:
        return False
    return now == "own" or (now == "other" and out_of_turn)


def _action_plays(game: Game, seat: int) -> list:
    faction = game.state.factions[seat]
    hand = faction.hand
    distinct = sorted(set(hand))
    now = window(game, seat)
    agents = game.cards.agents
    targets = _TargetCache(game, seat, faction.energy)
    plays = []
    for card in distinct:
        agent = agents[card]
        for upgrade in UPGRADES:
            choice, defends, reach, charge = agent.plays[upgrade]
            if not _playable(now, defends, agent.out_of_turn):
                continue
            if upgrade == "discard":
                discards = [d for d in distinct if d != card or hand.count(card) > 1]
            else:
                discards = [None]
            for target in targets.get(choice, reach, charge):
                for discard in discards:
                    plays.append(_play_action(seat, card, upgrade, discard, target))
    return plays


def _mercenary_plays(game: Game, seat: int) -> list:
    faction = game.state.factions[seat]
    now = window(game, seat)
    targets = _TargetCache(game, seat, faction.energy)
    plays = []
    for card in sorted(set(faction.mercenaries)):
        merc = game.cards.mercenaries[card]
        choice, defends, reach, charge = merc.play
        if merc.cost > faction.energy or not _playable(now, defends, merc.out_of_turn):
            continue
        plays.extend(_play_mercenary(seat, card, t) for t in targets.get(choice, reach, charge))
    return plays


class _TargetCache:
    """Targets depend on the kind of choice (and whether a Mercenary is free), not on the amounts,
    and on the Range and Energy the action itself adds before its choice."""

    def __init__(self, game: Game, seat: int, energy: int):
        self.game, self.seat, self.energy, self.known = game, seat, energy, {}

    def get(self, choice_op, reach: int = 0, charge: int = 0) -> list[tuple]:
        if choice_op is None:
            return [()]
        key = (choice_op.choice, bool(choice_op.params.get("free")), reach, charge)
        if key not in self.known:
            energy = min(self.game.cards.core.energy_track_max, self.energy + charge)
            self.known[key] = effects.targets(self.game, self.seat, choice_op.choice, choice_op.params, energy, reach)
        return self.known[key]


def _recruits(game: Game, seat: int) -> list:
    faction = game.state.factions[seat]
    if len(faction.hand) >= game.cards.core.hand_limit:
        return []
    extra = row.modifier_total(game, "agent_cost_increase")
    agents = game.cards.agents
    return [_recruit_agent(seat, card) for card in sorted(set(faction.supply))
            if agents[card].cost + extra <= faction.energy]


