"""A NOAH bot that looks ahead with the rules themselves: for each legal command it imagines the game
(a sample consistent with its seat's view: `Seen.sample_state`), carries the command out with the
engine's own `apply`, and judges the state that results. What a card does is therefore never modelled
twice: the bot sees exactly what the effect functions do, on cards it might not yet know (the sample
deals them at random), and nothing it cannot see.

The judgement (`worth`) reads a state as a careful player would: defeated and wounded horrors, the
damage the row will still deal, the time left on the dial, every faction's distance from falling, the
Ability tracks, the cards in hand and the Energy to recruit more."""
from __future__ import annotations

from game.engine.core.bots import Seen, ThinkingBot
from game.engine.core.serialize import copy_state
from game.engine.noah import row
from game.engine.noah.commands import EndTurn, Pass
from game.engine.noah.game import Game
from game.engine.noah.state import ENEMY_CARD, NoahState
from game.engine.bots.search import Plan

# the hard bot's work per decision (game.engine.bots.strengths): within about 1 s of CPU at the 95th
# percentile on the development machine. 12000 (was 6000, level with the normal bot in The First Night
# with the harder option): decisions of 2-player games median 0.45 s, 95th percentile 0.58 s
HARD_PLAN = Plan(work=12000, finalists=4, depth=24)

WON, LOST = 100_000.0, -100_000.0
DEFEATED = 40.0          # a horror in the graveyard
WOUNDED = 24.0           # a face-up horror's damage, as a share of its health
THREAT = 4.0             # each point of damage the face-up row deals in an Enemy turn
HIDDEN = 6.0             # a face-down horror still to come
TIME = 6.0               # each space left before the dial's red space ends the phase
SURVIVOR = 9.0           # each horror of the row when the dial reaches red (a Corruption for everyone)
STEP = 0.4               # a step up an Ability track, besides what it unlocks:
RANGE, BOOST, DEFENSE, ENERGY_BONUS = 1.5, 2.0, 2.5, 2.0
ENERGY = 0.6             # a point of Energy above (or below) what the faction's turn resets it to
CARD = 0.5               # an Action card in hand: for each point of its cost, plus
IN_HAND = 0.5            # having it to play at all
MERCENARY = 4.0          # a recruited Mercenary waiting to be played
ENEMY_SOON = 3.0         # an Enemy turn card among the next turn cards (known from a Spy)
FINALISTS = 4           # commands followed to the end of the seat's decision
DISCARDS = 2            # the cheapest cards in hand a discard upgrade is imagined with
MARGIN = (30.0, 18.0, 12.0, 8.0, 6.0, 5.0, 4.0, 3.0, 2.5, 2.0)   # health above corruption, point by point


class NoahHeuristicBot(ThinkingBot):
    """Looks one command ahead on a sample of the game consistent with its seat's view."""

    judge: Judge | None = None      # made for the card set of the first decision

    def decide(self, seen: Seen):
        """The legal command whose result, carried out by the rules on an imagined game, is worth most.

        Each command is first judged by the state it leaves; the best few are then followed by the
        seat's own default (end the turn, take the damage) and judged again, so that the finalists are
        compared at the same moment, once the seat has given up the decision, with the same imagined
        turn cards and dice to follow."""
        legal = seen.legal
        rules, seat = seen.rules, seen.seat
        if self.judge is None or self.judge.cards is not rules.cards:
            self.judge = Judge(rules.cards)
        judge = self.judge
        sample = seen.sample_state(self.rng)
        first = []
        for index in self._candidates(legal, sample.factions[seat].hand):
            after = copy_state(sample)
            rules.apply(after, legal[index])
            first.append((judge.worth(after, seat), index, after))
        first.sort(key=lambda item: (-item[0], item[1]))
        best, best_score = legal[0], float("-inf")
        for _, index, after in first[:FINALISTS]:
            _give_up(rules, after, seat)
            score = judge.worth(after, seat) + self.rng.below(1000) / 1e5  # ties: seeded
            if score > best_score:
                best, best_score = legal[index], score
        return best

    def _candidates(self, legal: tuple, hand: list) -> list[int]:
        """The commands worth imagining: a discard upgrade only with the cheapest cards in hand (the
        same play discarding a dearer card is never better by the judge's measure of a hand)."""
        in_hand = self.judge.in_hand
        cheapest = set(sorted(set(hand), key=lambda card: (in_hand[card], card))[:DISCARDS])
        return [i for i, command in enumerate(legal)
                if getattr(command, "discard", None) is None or command.discard in cheapest]


def _give_up(rules, state: NoahState, seat: int) -> None:
    """The seat's own default when it still holds the decision: end its hero turn, or take the damage."""
    if state.outcome:
        return
    pending = state.pending
    if pending is None and state.turn.kind == "hero" and state.turn.seat == seat:
        rules.apply(state, EndTurn(seat))
    elif pending is not None and pending.kind in ("defend", "recruit_mercenary") and seat in pending.seats:
        rules.apply(state, Pass(seat))   # take the damage, or let the reward's Mercenary go


class Judge:
    """How well the heroes stand in a state (cooperative: one number for the whole table), with what
    it reads of the card set worked out once."""

    def __init__(self, cards):
        self.cards = cards
        self.in_hand = {card: CARD * agent.cost + IN_HAND for card, agent in cards.agents.items()}
        self.reds = {dial_id: dial_def.reds for dial_id, dial_def in cards.dials.items()}

    def worth(self, state: NoahState, seat: int) -> float:
        if state.outcome:
            return WON if state.outcome == "won" else LOST
        imagined = Game(state, self.cards)
        reset = self.cards.core.start_energy - imagined.modifier_total("energy_reset_reduced")
        value = self._horrors(imagined) + self._time(state) + _turn_cards(state, seat)
        for s in range(len(state.factions)):
            value += self._faction(state, s, reset)
        return value

    def _horrors(self, imagined: Game) -> float:
        """Progress against the row: the defeated, the wounded, and the damage the rest will deal."""
        state = imagined.state
        value = DEFEATED * len(state.graveyard)
        for position, slot in enumerate(state.row):
            if not slot.face_up:
                value -= HIDDEN
                continue
            health = row.health(imagined, position)
            value += WOUNDED * min(slot.damage, health) / health
            if not row.out_of_commission(imagined, position):
                value -= THREAT * row.damage(imagined, position)
        return value

    def _time(self, state: NoahState) -> float:
        """Spaces left before the red space, set against the horrors that would survive it."""
        if not state.row:
            return 0.0
        position = state.dial_position
        end = next((r for r in self.reds[state.dial] if r >= position and r > state.phase_start), position)
        left = end - position
        return TIME * min(left, 6) - SURVIVOR * len(state.row) / max(1, left)

    def _faction(self, state: NoahState, seat: int, reset: int) -> float:
        faction = state.factions[seat]
        margin = faction.health - faction.corruption
        if state.defense is not None:   # damage the Enemies are dealing counts as taken, less what is blocked
            margin -= state.defense.incoming[seat] - state.defense.blocked[seat]
        value = _MARGIN_WORTH[min(max(0, margin), len(_MARGIN_WORTH) - 1)]
        if margin <= 0:
            value += LOST / 10
        reach, boost, defense, energy_bonus = self.cards.factions[faction.faction].unlocked[faction.ability]
        value += STEP * faction.ability + RANGE * (reach - 1) + BOOST * boost + DEFENSE * defense
        value += ENERGY_BONUS * energy_bonus + ENERGY * (faction.energy - reset - energy_bonus)
        value += sum(map(self.in_hand.__getitem__, faction.hand))
        return value + MERCENARY * len(faction.mercenaries)


_MARGIN_WORTH = tuple(sum(MARGIN[:m]) + MARGIN[-1] * max(0, m - len(MARGIN)) for m in range(41))


def _turn_cards(state: NoahState, seat: int) -> float:
    """Enemy turn cards this seat knows to be coming soon (a spied card placed deep is a gain)."""
    soon = 0.0
    for known in state.known:
        if known.seat == seat and known.where == "turn" and known.card == ENEMY_CARD:
            from_top = len(state.turn_deck) - 1 - known.index
            soon += max(0, 3 - from_top)
    return -ENEMY_SOON * soon


def judge(rules, seat: int, sample):
    """How the search bot scores an imagined state for `seat` (this bot's own measure; cooperative: one
    number for the whole table), for the states grown from `sample`."""
    measure = Judge(rules.cards)
    return lambda state: measure.worth(state, seat)
