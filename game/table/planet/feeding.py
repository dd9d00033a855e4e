"""The Feeding Phase as a player decides it on the table: the engine's proposal (the best feeding,
carried in the view), then any re-linking the player does (click a species, then click what it
eats), checked by the engine's own rules after every change (the sentence for a wrong feeding, and
what the feeding would score), until the player confirms it.

Plain data, no pygame: the scene shows it (links from prey to predator, the species that would go
extinct) and the adapter turns it into the Feed command of the Confirm button."""
from __future__ import annotations

from typing import Callable

from game.engine.planet.commands import Feed

Judge = Callable[[int, tuple], tuple]      # (seat, meals) -> (the sentence if it is wrong or None, points)


class FeedingEditor:
    """One seat's feeding while it is being decided: who eats whom, and what the engine says of it."""

    def __init__(self, judge: Judge):
        self.judge = judge
        self.seat: int | None = None
        self.order: list[str] = []                  # every species, in feeding order (T0 first)
        self.prey: dict[str, list[str]] = {}        # species -> what it may eat at all
        self.tiers: dict[str, int] = {}
        self.proposal: dict[str, tuple] = {}        # the engine's best feeding
        self.proposal_points = 0
        self.meals: dict[str, tuple] = {}           # predator -> its prey, as the player has it now
        self.selected: str | None = None            # the species whose meal is being changed
        self.problem: str | None = None
        self.points = 0

    @property
    def active(self) -> bool:
        return self.seat is not None

    @property
    def edited(self) -> bool:
        return self.meals != self.proposal

    def load(self, feeding: dict | None, tiers: dict[str, int]) -> None:
        """Take the engine's proposal from the view's `feeding` (None: no feeding is being decided)."""
        if not feeding:
            self.seat, self.selected = None, None
            return
        same = self.seat == feeding["seat"] and self.order == list(feeding["order"])
        self.seat = feeding["seat"]
        self.order = list(feeding["order"])
        self.prey = {u: list(p) for u, p in feeding.get("prey", {}).items()}
        self.tiers = {u: tiers.get(u, 0) for u in self.order}
        self.proposal = {meal[0]: tuple(meal[1:]) for meal in feeding["best"]}
        self.proposal_points = feeding["points"]
        if not same:
            self.reset()

    def reset(self) -> None:
        """Back to the engine's proposal."""
        self.meals = dict(self.proposal)
        self.selected = None
        self.problem, self.points = None, self.proposal_points

    def clear(self) -> None:
        self.seat, self.selected, self.order = None, None, []

    # -- reading ----------------------------------------------------------------------------------
    def meal_list(self) -> tuple:
        """The meals as a Feed command lists them: (predator, prey, ...) in feeding order."""
        return tuple((u, *self.meals[u]) for u in self.order if self.meals.get(u))

    def command(self) -> Feed:
        return Feed(self.seat, self.meal_list())

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
        self.problem, self.points = self.judge(self.seat, self.meal_list())
