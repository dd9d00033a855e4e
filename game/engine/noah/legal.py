"""Every legal command for a seat, in a stable order (the table lights targets from these; bots choose among them)."""
from __future__ import annotations

from functools import lru_cache

from game.engine.core.protocol import reused
from game.engine.noah import mercenaries, spying
from game.engine.noah.commands import (
    AdvanceAbility, ChooseFreeTurn, EndTurn, Pass, PlaceSpied, PlayAction, PlayMercenary, RecruitAgent,
    RecruitMercenary,
)
from game.engine.noah.definitions import Play
from game.engine.noah.effects.run import targets
from game.engine.noah.game import Game

# Commands are immutable, so the same command can be handed out again: building commands is most of
# the cost of listing the legal commands, and a cache hit is several times cheaper. typed: a seat
# given as True must not be answered with (or leave behind) the commands of seat 1.
@lru_cache(maxsize=4096, typed=True)
def _plays(seat: int, card: str, upgrade: str, discards: tuple, aims: tuple) -> tuple:
    """One action played at each of its targets, discarding each card it may (None: no discard)."""
    return tuple(PlayAction(seat, card, upgrade, d, t) for t in aims for d in discards)


_NO_DISCARD = (None,)
_play_mercenary = reused(PlayMercenary, 2048)
_recruit_agent = reused(RecruitAgent, 1024)
_advance_ability = reused(AdvanceAbility, 16)
_end_turn = reused(EndTurn, 16)


def _free_turn(game: Game, seat: int) -> list:
    return [ChooseFreeTurn(seat, s) for s in range(len(game.state.factions))]


def _place_spied(game: Game, seat: int) -> list:
    return [PlaceSpied(seat, p) for p in spying.placements(game)]


def _recruit_mercenary(game: Game, seat: int) -> list:
    slots = mercenaries.offered_slots(game, seat, game.state.offers[0].free)
    return [Pass(seat)] + [RecruitMercenary(seat, slot) for slot in slots]


def _defend(game: Game, seat: int) -> list:
    return [Pass(seat)] + window_plays(game, seat)


def _other(game: Game, seat: int) -> list:
    """A fellow hero's turn: out-of-turn actions and Mercenaries, none once the phase has ended (ruling R4)."""
    if game.state.round_over:
        return []
    targets = _TargetCache(game, seat)
    return _action_plays(game, seat, "other", targets) + _mercenary_plays(game, seat, "other", targets)


def _own(game: Game, seat: int) -> list:
    """The hero's own turn: plays, recruits, advancing the ability, ending the turn."""
    state = game.state
    commands = []
    if not state.round_over:   # after a phase ends, only steps 2-4 of the turn remain (ruling R4)
        targets = _TargetCache(game, seat)
        commands = _action_plays(game, seat, "own", targets) if state.turn.step == "actions" else []
        commands += _mercenary_plays(game, seat, "own", targets)
    commands += _recruits(game, seat)
    faction = state.factions[seat]
    track = game.cards.factions[faction.faction].ability_track
    if faction.ability < len(track) - 1 and faction.energy >= game.cards.core.ability_step_cost:
        commands.append(_advance_ability(seat))
    commands.append(_end_turn(seat))
    return commands


def remaining(game: Game, seat: int) -> int:
    """The Enemies' damage still coming to this faction (0 outside an Enemy turn)."""
    defense = game.state.defense
    return defense.incoming[seat] - defense.blocked[seat] if defense is not None else 0


def window_plays(game: Game, seat: int) -> list:
    """What the faction may play in its window of the Enemies' turn: Defense while damage is still
    coming to it, and its out-of-turn cards and Mercenaries."""
    targets = _TargetCache(game, seat)
    return _action_plays(game, seat, "defend", targets) + _mercenary_plays(game, seat, "defend", targets)


def _action_plays(game: Game, seat: int, now: str, targets: "_TargetCache") -> list:
    """Each Action card in hand, each upgrade playable now, each target, each card it may discard."""
    hand = game.state.factions[seat].hand
    distinct = tuple(sorted(set(hand)))
    agents = game.cards.agents
    blocks = now != "defend" or remaining(game, seat) > 0  # Defense only while damage is coming
    plays = []
    for index, card in enumerate(distinct):
        for upgrade, play in agents[card].plays_in[now]:
            if play.defends and not blocks:
                continue
            if upgrade != "discard":
                discards = _NO_DISCARD
            elif hand.count(card) == 1:
                discards = distinct[:index] + distinct[index + 1:]  # another card: not this one
            else:
                discards = distinct
            plays += _plays(seat, card, upgrade, discards, targets.get(play))
    return plays


def _mercenary_plays(game: Game, seat: int, now: str, targets: "_TargetCache") -> list:
    faction = game.state.factions[seat]
    if not faction.mercenaries:
        return []
    blocks = now != "defend" or remaining(game, seat) > 0
    plays = []
    for card in sorted(set(faction.mercenaries)):
        merc = game.cards.mercenaries[card]
        if merc.cost <= faction.energy and now in merc.windows and (blocks or not merc.play.defends):
            plays += [_play_mercenary(seat, card, t) for t in targets.get(merc.play)]
    return plays


_NO_TARGET = ((),)


class _TargetCache:
    """Targets depend on the kind of choice (and whether a Mercenary is free), not on the amounts,
    and on the Range and Energy the action itself adds before its choice (a Play's targets key)."""

    __slots__ = ("game", "seat", "energy", "known")

    def __init__(self, game: Game, seat: int):
        self.game, self.seat, self.energy, self.known = game, seat, game.state.factions[seat].energy, {}

    def get(self, play: Play) -> tuple:
        key = play.targets_key
        if key is None:
            return _NO_TARGET
        known = self.known.get(key)
        if known is None:
            energy = min(self.game.cards.core.energy_track_max, self.energy + play.charge)
            known = self.known[key] = tuple(targets(self.game, self.seat, play.choice.choice,
                                                            play.choice.params, energy, play.reach))
        return known


def _recruits(game: Game, seat: int) -> list:
    faction = game.state.factions[seat]
    if len(faction.hand) >= game.cards.core.hand_limit:
        return []
    budget = faction.energy - game.modifier_total("agent_cost_increase")
    agents = game.cards.agents
    return [_recruit_agent(seat, card) for card in sorted(set(faction.supply)) if agents[card].cost <= budget]


# Each stage's listing (the stages of hero_turn.acting_now: a prompt's kind, or own and other on a
# hero's turn): every legal command of the seat in it.
LISTINGS = {
    "free_turn": _free_turn, "place_spied": _place_spied, "recruit_mercenary": _recruit_mercenary,
    "defend": _defend, "own": _own, "other": _other,
}
