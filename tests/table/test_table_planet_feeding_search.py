"""The table searches on for a better feeding than the view's between frames (issue 20): the better
proposal replaces the meals while the player has changed nothing, and never undoes a player's change.
Plain data: a scripted search stands for the engine's."""
from __future__ import annotations

from game.table.planet.feeding import FeedingEditor

ORDER = ["fig#1", "orchid#1", "rabbit#1", "field_mouse#1", "red_fox#1"]
FIRST = {"seat": 0, "proposal": [["rabbit#1", "fig#1"]], "points": 3, "proven": False, "order": ORDER,
         "layout": ORDER, "prey": {"rabbit#1": ["fig#1", "orchid#1"], "field_mouse#1": ["fig#1", "orchid#1"],
                                   "red_fox#1": ["rabbit#1", "field_mouse#1"]}}
BETTER = dict(FIRST, proposal=[["rabbit#1", "orchid#1"], ["field_mouse#1", "fig#1"], ["red_fox#1", "rabbit#1"]],
              points=7, proven=True)
TIERS = {"fig#1": 0, "orchid#1": 0, "rabbit#1": 1, "field_mouse#1": 1, "red_fox#1": 3}


class ScriptedSearch:
    """Finds BETTER after three steps."""

    def __init__(self, layout):
        self.layout, self.steps = tuple(layout), 0

    @property
    def finished(self):
        return self.steps >= 3

    def advance(self, work):
        self.steps += 1
        return self.steps == 3

    def view(self):
        return BETTER if self.finished else FIRST


def editor():
    asked = []
    made = FeedingEditor(lambda seat, meals, order: (None, 0), search=lambda seat, order: asked.append(order)
                         or ScriptedSearch(ORDER))
    made.load(FIRST, TIERS)
    return made, asked


def test_a_better_feeding_found_between_frames_replaces_the_untouched_proposal():
    made, asked = editor()
    assert asked == [()] and not made.proven
    while not made.proven:
        made.think(0.01)
    assert made.meals == {"rabbit#1": ("orchid#1",), "field_mouse#1": ("fig#1",), "red_fox#1": ("rabbit#1",)}
    assert made.points == 7 and not made.edited


def test_a_player_s_own_feeding_is_kept_when_a_better_one_is_found():
    made, _ = editor()
    made.press("red_fox#1")
    made.press("rabbit#1")              # the player gives the fox the rabbit
    mine = dict(made.meals)
    while not made.proven:
        made.think(0.01)
    assert made.meals == mine and made.proposal_points == 7
    made.reset()                        # "Back to the proposal": the better one, not the view's
    assert made.meals == {"rabbit#1": ("orchid#1",), "field_mouse#1": ("fig#1",), "red_fox#1": ("rabbit#1",)}
