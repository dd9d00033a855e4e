"""Setup: "During the gameplay, if a Basic Plant Card extincts, the card will be removed from the game.
During the gameplay, if lacking Basic Plant Cards, the removed cards will be restored." The removed
cards are a zone of their own (face up, shown on the table); Wildfire can make a plant extinct."""
from __future__ import annotations

from game.engine.planet.commands import Create, Plant
from game.engine.planet.events import BasicPlantsRestored, PlantPileTopRevealed, SpeciesWentExtinct

from .scenario import me, of, ok, refused, stacked


def test_if_a_basic_plant_card_extincts_the_card_is_removed_from_the_game():
    """"If a Basic Plant Card extincts, the card will be removed from the game": Wildfire ("A plant or
    an animal of T0-T2 ... goes extinct") burns a rival's Fig; it leaves the game, not onto the Discard
    Pile, and every seat sees it among the removed cards."""
    e = stacked({"turn": 0, "players": [{"hand": ["wildfire"]}, {"ecosystem": ["fig", "rabbit"]}]})
    events = ok(e, Create(0, "wildfire#1", (1, "fig#1")))
    gone = of(events, SpeciesWentExtinct)[0]
    assert (gone.card, gone.to, gone.reason) == ("fig#1", "removed", "power")
    assert "fig#1" in e.state.removed and "fig#1" not in e.state.discard_pile + me(e, 1).ecosystem
    assert all("fig#1" in e.view(seat)["removed"] for seat in (0, 1))
    assert "wildfire#1" in e.state.removed          # the Special Power too, "removed from the game after"


def test_if_lacking_basic_plant_cards_the_removed_cards_are_restored():
    """"If lacking Basic Plant Cards, the removed cards will be restored" (ruling R7): the last card of
    the Plant Pile taken, the removed Basic Plants are shuffled into a new Plant Pile, its top face up;
    the removed Special Powers stay out."""
    e = stacked({"turn": 0, "plant_pile": {"top": ["bamboo"], "size": 1},
                 "removed": ["fig", "fig", "orchid", "long_day"]})
    basic = [c for c in e.state.removed if not c.startswith("long_day")]
    assert len(basic) == 30 - 4 - 1              # 4 dealt, the Bamboo in the pile, the rest out of the game
    events = ok(e, Plant(0))
    assert me(e).ecosystem[-1] == "bamboo#1"
    assert of(events, BasicPlantsRestored)[0].cards == len(basic)
    assert sorted(e.state.plant_pile) == sorted(basic) and e.state.removed == ["long_day#1"]
    assert of(events, PlantPileTopRevealed)[-1].card == e.state.plant_pile[-1] != ""


def test_with_nothing_removed_the_plant_pile_runs_dry_and_plant_cannot_be_taken():
    """Ruling R7: with no Basic Plant removed there is nothing to restore: 2 players, seed 3, the 27th
    Plant is refused (30 Basic Plants, 4 dealt)."""
    e = stacked({"turn": 0}, seed=3)
    e.state.actions_left = 30        # one long Action Phase stands for the game's many
    assert len(e.state.plant_pile) == 26
    while e.state.plant_pile:
        ok(e, Plant(0))
    assert len(me(e).ecosystem) == 2 + 26 and e.view(0)["plant_pile_top"] == ""
    assert "no Basic Plants left" in refused(e, Plant(0))
