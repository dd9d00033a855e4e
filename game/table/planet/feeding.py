"""The Feeding Phase as a player decides it on the table: the engine's proposal (carried in the view,
and searched on between frames until proven the best: a better one replaces it while the player has
changed nothing), then any re-linking the player does (click a species, then click what it
eats) and any new layout of the rows (Move left / Move right on the chosen species: a row feeds from
left to right, ruling R9), checked by the engine's own rules after every change (the sentence for a
wrong feeding, and what the feeding would score), until the player confirms it.

Plain data, no pygame: the scene shows it (links from prey to predator, the species that would go
extinct) and the adapter turns it into the Feed command of the Confirm button."""
from __future__ import annotations

import time
from typing import Any, Callable

from game.engine.planet.commands import Feed

Judge = Callable[[int, tuple, tuple], tuple]   # (seat, meals, order) -> (the sentence if wrong or None, points)
Propose = Callable[[int, tuple], dict]          # (seat, layout) -> the engine's feeding for it (as in the view)
Search = Callable[[int, tuple], Any]            # (seat, layout) -> the engine's search on for a better one
STEPS = 1          # search steps between two looks at the clock (a step: 0.1-4 ms at 80 species)


class FeedingEditor:
    """One seat's feeding while it is being decided: who eats whom, and what the engine says of it."""

    def __init__(self, judge: Judge, propose: Propose | None = None, search: Search | None = None):
        self.judge = judge
        self.propose = propose
        self.search = search
        self.searching = None                       # the engine's search for a better proposal, if any
        self.found: dict[tuple, dict] = {}          # layout -> the better proposal found for it
        self.seat: int | None = None
        self.base: dict = {}                        # the view's feeding: the rows as they lie
        self.layout: list[str] = []                 # the ecosystem left to right, as the player lays it out
        self.order: list[str] = []                  # every species, in feeding order (T0 first)
        self.prey: dict[str, list[str]] = {}        # species -> what it may eat at all
        self.tiers: dict[str, int] = {}
        self.proposal: dict[str, tuple] = {}        # the engine's proposal (the best found so far)
        self.proposal_points = 0
        self.meals: dict[str, tuple] = {}           # predator -> its prey, as the player has it now
        self.selected: str | None = None            # the species whose meal is being changed
        self.problem: str | None = None
        self.points = 0

    @property
    def active(self) -> bool:
        return self.seat is not None

    @property
    def arranged(self) -> bool:
        """The player has laid the rows out anew."""
        return self.layout != list(self.base.get("layout", ()))

    @property
    def edited(self) -> bool:
        return self.meals != self.proposal or self.arranged

    def load(self, feeding: dict | None, tiers: dict[str, int]) -> None:
        """Take the engine's proposal from the view's `feeding` (None: no feeding is being decided)."""
        if not feeding:
            self.seat, self.selected = None, None
            return
        same = self.seat == feeding["seat"] and self.base.get("order") == feeding["order"]
        self.seat = feeding["seat"]
        self.base = feeding
        self.tiers = {u: tiers.get(u, 0) for u in feeding["order"]}
        if not same:
            self.found, self.searching = {}, None
            self.reset()

    def take(self, feeding: dict) -> None:
        """The engine's feeding for the layout now: its order, what each may eat, its proposal (the
        better one found meanwhile for this layout, if any; if not proven, searched on)."""
        layout = tuple(feeding.get("layout", feeding["order"]))
        feeding = self.found.get(layout, feeding)
        self.layout = list(layout)
        self.order = list(feeding["order"])
        self.prey = {u: list(p) for u, p in feeding.get("prey", {}).items()}
        self.proposal = {meal[0]: tuple(meal[1:]) for meal in feeding["proposal"]}
        self.proposal_points = feeding["points"]
        if feeding.get("proven", True) or self.search is None:
            self.searching = None
        elif self.searching is None or self.searching.layout != layout:
            self.searching = self.search(self.seat, layout if self.arranged else ())

    def think(self, seconds: float) -> None:
        """Search on for a better proposal for about `seconds` (a slice of a still frame). A better one
        replaces the meals if the player has not changed them."""
        searching = self.searching
        if searching is None:
            return
        deadline = time.perf_counter() + seconds
        better = False
        while not searching.finished and time.perf_counter() < deadline:
            better |= searching.advance(STEPS)
        if searching.finished:
            self.searching = None
        if better or searching.finished:
            untouched = self.meals == self.proposal
            feeding = self.found[searching.layout] = searching.view()
            self.proposal = {meal[0]: tuple(meal[1:]) for meal in feeding["proposal"]}
            self.proposal_points = feeding["points"]
            if untouched:
                self.meals = dict(self.proposal)
                self.problem, self.points = None, self.proposal_points

    @property
    def proven(self) -> bool:
        """The proposal is the best feeding (no search for a better one is going on)."""
        return self.searching is None

    def reset(self) -> None:
        """Back to the engine's proposal, and the rows as they lie."""
        self.take(self.base)
        self.meals = dict(self.proposal)
        self.selected = None
        self.problem, self.points = None, self.proposal_points

    def clear(self) -> None:
        self.seat, self.selected, self.order, self.layout, self.base = None, None, [], [], {}
        self.found, self.searching = {}, None

    # -- the layout of the rows -------------------------------------------------------------------
    def neighbour(self, step: int) -> str | None:
        """The species beside the chosen one in its row (step -1: left, +1: right), if any."""
        if self.selected is None or self.selected not in self.layout:
            return None
        tier = self.tiers.get(self.selected, 0)
        row = [u for u in self.layout if self.tiers.get(u, 0) == tier]
        at = row.index(self.selected) + step
        return row[at] if 0 <= at < len(row) else None

    def move(self, step: int) -> None:
        """Move the chosen species one place left (-1) or right (+1) in its row; the engine proposes
        the best feeding for the new layout, and the feeding is judged again."""
        other = self.neighbour(step)
        if other is None or self.propose is None:
            return
        layout = list(self.layout)
        a, b = layout.index(self.selected), layout.index(other)
        layout[a], layout[b] = layout[b], layout[a]
        self.take(self.propose(self.seat, tuple(layout)))
        self.meals = dict(self.proposal)
        self.problem, self.points = None, self.proposal_points

    # -- reading ----------------------------------------------------------------------------------
    def meal_list(self) -> tuple:
        """The meals as a Feed command lists them: (predator, prey, ...) in feeding order."""
        return tuple((u, *self.meals[u]) for u in self.order if self.meals.get(u))

    def command(self) -> Feed:
        return Feed(self.seat, self.meal_list(), tuple(self.layout) if self.arranged else ())

    def links(self) -> list[tuple[str, str]]:
        """(prey, predator) of every meal."""
        return [(p, u) for u in self.order for p in self.meals.get(u, ())]

    def starving(self) -> list[str]:
        """The species of T1 to T4 without a meal: they go extinct (unless sheltered)."""
        return [u for u in self.order if self.tiers.get(u, 0) > 0 and not self.meals.get(u)]

    # -- changing it --------------------------------------------------------------------------------
    def press(self, uid: str) -> str | None:
        """A species was clicked: choose it (to change its meal), or, with a species chosen, add or
        take away this prey. Returns a sentence when the click cannot mean anything."""
        if self.selected is None or uid == self.selected:
            if self.tiers.get(uid, 0) == 0 and self.selected is None:
                return "A T0 plant eats nothing: click a species of T1 to T4 to change what it eats."
            self.selected = None if uid == self.selected else uid
            return None
        if uid not in self.prey.get(self.selected, []):
            if self.tiers.get(uid, 0) > 0 and self.selected not in self.prey.get(uid, []):
                self.selected = uid        # another predator: change its meal instead
                return None
            return "That species is nothing it can eat."
        meal = list(self.meals.get(self.selected, ()))
        if uid in meal:
            meal.remove(uid)
            self.meals[self.selected] = tuple(meal)
            self.rejudge()
            return None
        self.meals[self.selected] = tuple(p for p in self.order if p in meal + [uid])
        self.rejudge()
        if self.problem is not None:
            # "Each species can only be eaten by one species": the prey is moved from the species
            # that ate it, unless sharing it was fine (one that eats without consuming).
            shared = dict(self.meals)
            for other in self.order:
                if other != self.selected and uid in self.meals.get(other, ()):
                    self.meals[other] = tuple(p for p in self.meals[other] if p != uid)
            if self.meals != shared:
                self.rejudge()
        return None

    def rejudge(self) -> None:
        self.problem, self.points = self.judge(self.seat, self.meal_list(), tuple(self.layout) if self.arranged else ())
