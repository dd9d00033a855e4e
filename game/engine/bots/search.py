"""The hard bot of every game: a search over imagined games (determinization). It deals the hidden
parts again from its own seat's view (`Seen.sample_state`: other hands, deck orders, the dice to
come), judges every legal command on a few imagined games with its game's measure (the average ranks
them), keeps the best few and the normal bot's own choice, and plays each of these on imagined game
after imagined game, followed by a playout in which every seat plays as the normal (heuristic) bot
would (or the others as a cheaper bot of the plan's): to the end of the seat's own turn, or on through
the others' replies until it is this seat's move (or turn) again (the plan's horizon). Each playout ends
in the measure; the command with the best average is played. The same imagined game and the same
playout seed serve every finalist, so they are compared on the same cards and the same imagined
opponents.

What it may do is counted in work, not seconds: each command judged for the ranking is one unit, and
in a playout each command the normal bot chose among N is N + 1 (it tries each of them). Same seed,
same budget: the same decision on any machine and under any load, so a game against it replays
exactly (a time budget would make the choice depend on how busy the machine was). Each game's
HARD_PLAN keeps a decision within about a second of CPU at the 95th percentile on the development
machine (`tools/bench_hard.py` measures it, with the share of games won against the normal bot).

It never reads what its seat cannot see: everything it looks at comes from `Seen` (the view, the
legal commands, the samples), so two states that differ only in hidden cards give the same choice."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game.engine.core.bots import Seen, ThinkingBot
from game.engine.core.rng import Rng
from game.engine.core.serialize import copy_state


@dataclass(frozen=True)
class Plan:
    """How hard a game's search works: `work` units a decision; every command first judged on `rank`
    imagined games (the average ranks them); `finalists` commands followed through playouts, each at
    most `depth` commands long, to the end of the seat's own turn (`horizon="turn"`) or to its next
    turn, the others' replies played (`horizon="round"`; with `turns` 2 on through that turn and the
    others' to the one after). A turn is the seat's move unless `turn_of` (state -> the seat whose turn
    it is) says otherwise: a reply inside the turn (a battle's) is no new turn. `others` (seed -> bot)
    plays the other seats in the playouts instead of the normal bot: a cheaper one lets a playout reach
    further for the same CPU. `sure` (standard errors): a command other than the normal bot's choice is
    played only when its lead over that choice, imagined game by imagined game, is at least this many
    standard errors of that lead (0: the best average, whatever its lead), so a lead the few imagined
    games leave in doubt does not overrule the heuristic. `guide` (seed -> bot) plays the searching seat
    in the playouts and makes the choice always kept among the finalists, instead of the normal bot: a
    heuristic weighted for the search's own measure."""

    work: int
    finalists: int = 4
    depth: int = 24
    rank: int = 1
    horizon: str = "round"
    turns: int = 1
    turn_of: Callable[[Any], int] | None = None
    others: Callable[[int], Any] | None = None
    sure: float = 0.0
    guide: Callable[[int], Any] | None = None


class Stopped(Exception):
    """The table asked the bot to stop thinking (the window closes): no decision is wanted."""


class SearchBot(ThinkingBot):
    """Determinized search guided by a game's heuristic bot (its playout policy) and judge (its measure)."""

    name = "hard"

    def __init__(self, seed: int, normal: Callable[[int], Any], judge: Callable, plan: Plan,
                 stop: Callable[[], bool] = lambda: False):
        super().__init__(seed)
        self.normal = plan.guide or normal   # factory(seed) of the heuristic bot that guides the search
        self.judge = judge            # (rules, seat, sample) -> (state -> the seat's worth)
        self.plan = plan
        self.stop = stop              # asked between playouts: True ends the search (Stopped)
        self.work_done = 0            # work spent on the last decision (benchmarks read it)

    def decide(self, seen: Seen):
        rules, seat, legal = seen.rules, seen.seat, seen.legal
        ranking = max(1, min(self.plan.rank, self.plan.work // (2 * len(legal))))   # at most half the work
        samples = [seen.sample_state(self.rng) for _ in range(ranking)]
        measures = [self.judge(rules, seat, sample) for sample in samples]
        ranked = []
        for index, command in enumerate(legal):
            worth = 0.0
            for sample, measure in zip(samples, measures):
                state = copy_state(sample)
                rules.apply(state, command)
                worth += measure(state)
            ranked.append((-worth, index))
        spent = len(legal) * len(samples)
        ranked.sort()
        finalists = [index for _, index in ranked[:self.plan.finalists]]
        normal_choice = self.normal(self.rng.below(2**31)).choose(seen)
        spent += len(legal)
        chosen_by_normal = legal.index(normal_choice)
        if chosen_by_normal not in finalists:
            finalists[-1] = chosen_by_normal
        worths: dict[int, list[float]] = {index: [] for index in finalists}
        number = 0
        while number == 0 or spent < self.plan.work:     # one pass at least, whatever the budget
            if number < len(samples):
                sample, measure = samples[number], measures[number]
            else:
                sample = seen.sample_state(self.rng)
                measure = self.judge(rules, seat, sample)
            number += 1
            playout_seed = self.rng.below(2**31)
            for index in finalists:
                if self.stop():
                    raise Stopped()
                worth, work = self.playout(rules, seat, sample, legal[index], measure, playout_seed)
                worths[index].append(worth)
                spent += work
        self.work_done = spent
        # the best average; a tie goes to the normal bot's choice, then to the heuristic's ranking
        order = {index: place for place, (_, index) in enumerate(ranked)}
        best = max(finalists, key=lambda i: (sum(worths[i]), i == chosen_by_normal, -order[i]))
        if not sure_lead(worths[best], worths[chosen_by_normal], self.plan.sure):
            best = chosen_by_normal
        return legal[best]

    def playout(self, rules, seat: int, sample, command, measure, seed: int) -> tuple[float, int]:
        """The seat's worth after `command` and a playout by the normal bot in every seat on a copy of
        `sample`, and the work it took (a command the bot chose among N counts N + 1). The same `seed`
        for every command compared on a sample, so they meet the same imagined opponents' choices as far
        as the game lets them."""
        state = copy_state(sample)
        rules.apply(state, command)
        policy = Rng.seeded(seed)
        bots: dict[int, Any] = {}
        steps, work, left_seat, returned = 1, 1, False, 0
        while steps < self.plan.depth and not rules.is_over(state):
            acting = rules.active_seats(state)
            if not acting:
                break
            mover = acting[0]
            if (mover if self.plan.turn_of is None else self.plan.turn_of(state)) != seat:
                if self.plan.horizon == "turn":
                    break        # the seat's turn is over: judge it here
                left_seat = True
            elif left_seat:
                returned, left_seat = returned + 1, False
                if returned == self.plan.turns:
                    break        # the seat's own move again, after the others': judge it here
            legal = rules.legal_commands(state, mover)
            if not legal:
                break
            bot = bots.get(mover)
            if bot is None:
                made = self.normal if mover == seat or self.plan.others is None else self.plan.others
                bot = bots[mover] = made(policy.below(2**31))
            rules.apply(state, bot.choose(imagined(rules, state, mover, legal)))
            steps += 1
            work += len(legal) + 1
        return measure(state), work


def sure_lead(best: list[float], normal: list[float], errors: float) -> bool:
    """Whether `best` leads `normal` (their worths on the same imagined games) by at least `errors`
    standard errors of the mean lead (always, when `errors` is 0)."""
    if errors <= 0 or best is normal:
        return True
    leads = [b - n for b, n in zip(best, normal)]
    mean = sum(leads) / len(leads)
    if len(leads) < 2:
        return mean > 0
    spread = sum((lead - mean) ** 2 for lead in leads) / (len(leads) - 1)
    return mean > 0 and mean * mean * len(leads) >= errors * errors * spread


def imagined(rules, state, seat: int, legal) -> Seen:
    """A seat's Seen inside an imagined game: the imagined game is the one the playout's bots play,
    so each is handed a copy of it (it was dealt from the searching seat's view alone)."""
    return Seen(rules, seat, tuple(legal), lambda: rules.view(state, seat), lambda rng: copy_state(state))
