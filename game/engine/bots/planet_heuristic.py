"""A Noah Planet bot that plays sensibly from its own seat's view: it imagines the hidden cards
(Seen.sample_state), tries each legal command with the rules' own functions on that sample, and
keeps the one that leaves it best off: points on the board, plus what its ecosystem will score when
fed best (the rules' own feeding solver, a few dozen steps of it), plus what its hand could add,
minus its rivals'.

It has no model of its own of what a card does: every effect is the engine's. Its Feed is the
engine's proposal (the first legal Feed). An ecosystem's value is remembered across decisions (the
same ecosystem is valued again and again as the game goes on), and a candidate is tried on a copy of
the sample made by the engine's own state copier."""
from __future__ import annotations

from game.engine.core.bots import Seen, ThinkingBot
from game.engine.core.serialize import copy_state
from game.engine.planet.commands import (
    DiscardAtSetup, DiscardForAction, Draft, EndActions, Feed, KeepCard,
)
from game.engine.planet.definitions import card_id
from game.engine.planet.environment import environment_of
from game.engine.planet.solver import best_feeding
from game.engine.planet.state import OVER
from game.engine.planet.web import build_web
from game.engine.bots.search import Plan

# the hard bot's work per decision (game.engine.bots.strengths): within about 1 s of CPU at the 95th
# percentile on the development machine (tools/bench_hard.py measures it: 0.52 s over 200 games)
HARD_PLAN = Plan(work=2000, finalists=3, rank=3, horizon="turn")

HORIZON = 3          # how many more turns a species in the ecosystem is counted for
RIVALS = 0.4         # how much a rival's ecosystem counts against us
HARD_RIVALS = 1.0    # ... for the hard bot's search: a rival's point is one of ours lost (a race is won by the lead)
POWER = 2.0          # a Special Power in hand
UNFED = 0.25         # the share of its points a species that cannot be fed yet is worth in hand
CARD = 0.3           # any card in hand (more choices later)
HAND = 0.6           # the share of what a card would add now that it is worth while in hand
VALUE_WORK = 60      # solver steps to value an ecosystem (its best feeding; most are proven in fewer)
KEPT = 4096          # ecosystems whose value is remembered across decisions


class PlanetHeuristicBot(ThinkingBot):
    def decide(self, seen: Seen):
        legal = seen.legal
        first = legal[0]
        if isinstance(first, Feed):
            return first     # the legal Feeds come best first: the most points kept alive
        judge = _Judge(seen, seen.sample_state(self.rng))
        if isinstance(first, (DiscardAtSetup,)):
            return max(legal, key=lambda c: -sum(judge.card_value(card) for card in c.cards))
        if isinstance(first, Draft):
            return max(legal, key=lambda c: judge.card_value(c.card))
        if isinstance(first, KeepCard):
            return max(legal, key=lambda c: judge.card_value(c.card))
        if seen.view["solo"]:
            return self.solo_action(seen, judge)
        return max(legal, key=judge.after)

    def solo_action(self, seen: Seen, judge: "_Judge"):
        """A single player gains actions by discarding: discard the weakest cards while the hand holds
        more worthwhile plays than actions, then play the best; end once nothing helps."""
        legal = seen.legal
        view = seen.view
        discards = [c for c in legal if isinstance(c, DiscardForAction)]
        plays = [c for c in legal if not isinstance(c, (DiscardForAction, EndActions))]
        if discards:
            ranked = sorted(view["hand"], key=judge.card_value)
            worthwhile = [c for c in ranked if judge.card_value(c) >= 1.0] + ["plant"]
            weakest = ranked[0]
            if view["actions_left"] < len(worthwhile) - 1 and len(ranked) > view["actions_left"] + 1 \
                    and judge.card_value(weakest) < judge.card_value(ranked[-1]):
                return next(c for c in discards if c.card == weakest)
        base = judge.value(judge.sample)
        best = max(plays, key=judge.after, default=None)
        if best is not None and judge.after(best) > base + 0.01:
            return best
        return next(c for c in legal if isinstance(c, EndActions))


class _Judge:
    """Values a state for the bot's seat, with the solver's answers remembered for this decision."""

    def __init__(self, seen: Seen, sample, rivals: float = RIVALS):
        self.seen = seen
        self.rivals = rivals
        self.seat = seen.seat
        self.rules = seen.rules
        self.cards = seen.rules.cards
        self.sample = sample
        self.env = environment_of(self.cards, sample.environments)
        self._best: dict[tuple, tuple[int, int]] = {}
        self._values: dict[tuple, float] = {}
        self._after: dict = {}

    def best(self, ecosystem) -> tuple[int, int, tuple]:
        """(points kept alive, migratory points, the survivors) of an ecosystem fed best."""
        key = tuple(sorted(ecosystem))
        found = self._best.get(key)
        if found is None:
            found = self._best[key] = fed_best(self.cards, self.env, tuple(self.sample.environments), key)
        return found

    def ecosystem_value(self, ecosystem) -> float:
        points, migrants, _ = self.best(ecosystem)
        return HORIZON * points - (HORIZON - 1) * migrants

    def card_value(self, uid: str, ecosystem=None) -> float:
        """What a card in hand is worth: the points it would add to the ecosystem now (over the
        horizon), a share of its points if it cannot be fed yet; a Special Power a fixed amount."""
        if not uid:
            return 0.0
        if ecosystem is None:
            ecosystem = self.sample.players[self.seat].ecosystem
        ecosystem = self.best(ecosystem)[2]     # a species that will starve feeds nothing: leave it out
        key = (uid, ecosystem)
        found = self._values.get(key)
        if found is None:
            card = card_id(uid)
            if card in self.cards.powers:
                found = POWER
            else:
                gain = self.ecosystem_value(list(ecosystem) + [uid]) - self.ecosystem_value(ecosystem)
                species = self.cards.species[card]
                found = max(HAND * gain, UNFED * (species.points or 3)) + CARD
            self._values[key] = found
        return found

    def value(self, state) -> float:
        me = state.players[self.seat]
        if state.phase == OVER:
            return 1000.0 if self.seat in state.winners else -1000.0
        own = me.score + self.ecosystem_value(me.ecosystem)
        hand = sum(self.card_value(c, me.ecosystem) for c in me.hand)
        if state.phase == "search" and state.turn == self.seat:
            hand += max(self.card_value(c, me.ecosystem) for c in state.searched)
        rivals = sum(p.score + self.ecosystem_value(p.ecosystem) for s, p in enumerate(state.players) if s != self.seat)
        actions = 0.5 * state.actions_left if state.turn == self.seat else 0.0
        return own + hand + actions - self.rivals * rivals

    def after(self, command) -> float:
        """The value of the sample after `command`, played by the rules themselves."""
        found = self._after.get(command)
        if found is None:
            state = copy_state(self.sample)
            self.rules.apply(state, command)
            found = self._after[command] = self.value(state)
        return found


_FED: dict[tuple, tuple] = {}


def fed_best(cards, env, environments: tuple, ecosystem: tuple) -> tuple[int, int, tuple]:
    """(points kept alive, migratory points, the survivors) of an ecosystem (sorted uids) fed as well as
    VALUE_WORK solver steps find, remembered across decisions (the answer depends on nothing else)."""
    key = (id(cards), environments, ecosystem)
    hit = _FED.get(key)
    if hit is None or hit[0] is not cards:
        if len(_FED) >= KEPT:       # the older half goes: the game's recent ecosystems are asked again
            for old in list(_FED)[:KEPT // 2]:
                del _FED[old]
        web = build_web(cards, env, list(ecosystem), remember=False)
        feeding = best_feeding(web, VALUE_WORK, remember=False)
        migrants = sum(points for i, points in web.score.breakdown(feeding.alive) if web.defs[i].migratory)
        living = tuple(sorted(u for i, u in enumerate(web.uids) if feeding.alive >> i & 1))
        hit = _FED[key] = (cards, (feeding.points, migrants, living))
    return hit[1]


def judge(rules, seat: int, sample):
    """How the search bot scores an imagined state for `seat` (this bot's own measure, the solver's
    answers kept for the whole decision), for the states grown from `sample`."""
    return _Judge(Seen(rules, seat, (), dict, lambda rng: sample), sample, HARD_RIVALS).value
