"""What the Noah Planet table shows now (game.table.shown): the viewer's view moved forward by the
events, plus what only the table draws: the meals of the feeding being played (links from prey to
predator) and the cards eaten this turn, turned sideways until the Scoring Phase turns them back.

Another seat's drawn cards arrive blanked (""): they count up its hand and are never named."""
from __future__ import annotations

from game.engine.planet import events as ev
from game.table.handlers import on
from game.table.shown import ShownView


class Shown(ShownView):
    """The viewer's view as the animations have reached it, the meals shown and the eaten cards."""

    def __init__(self, viewer: int = 0):
        super().__init__(viewer)
        self.meals: list[tuple[str, str]] = []      # (prey, predator) of the feeding played so far
        self.eaten: set[str] = set()                # turned sideways
        self.sheltered: set[str] = set()            # could not eat, sheltered (Sanctuary)

    def reset(self, view: dict, viewer: int) -> None:
        """The view again (nothing is animating: a feeding's meals have all been played out)."""
        super().reset(view, viewer)
        self.meals, self.eaten, self.sheltered = [], set(), set()

    # -- reading ----------------------------------------------------------------------------------
    def ecosystem(self, seat: int) -> list[str]:
        return self.view["ecosystems"][seat]

    @property
    def hand(self) -> list[str]:
        return self.view.get("hand", []) if self.view else []

    @property
    def seats(self) -> list[int]:
        return list(range(self.view.get("players", 0))) if self.view else []

    # -- hands and piles ------------------------------------------------------------------------------
    def _gain(self, seat: int, cards) -> None:
        """Cards into a hand: named in the viewer's own (kept in order, as the view has it), counted."""
        self.view["hand_counts"][seat] += len(cards)
        if seat == self.viewer:
            self.view["hand"] = sorted(self.view["hand"] + [c for c in cards if c])

    def _lose(self, seat: int, card: str) -> None:
        self.view["hand_counts"][seat] = max(0, self.view["hand_counts"][seat] - 1)
        if seat == self.viewer and card in self.view["hand"]:
            self.view["hand"].remove(card)

    def _from_noah(self, count: int) -> None:
        self.view["noah_pile"] = max(0, self.view["noah_pile"] - count)

    @on(ev.CardsDealt)
    def cards_dealt(self, e) -> None:
        self._from_noah(len(e.cards))
        if self.view.get("phase") != "draft":
            self._gain(e.seat, e.cards)

    @on(ev.PlantPileTopRevealed)
    def plant_pile_top_revealed(self, e) -> None:
        self.view["plant_pile_top"] = e.card

    @on(ev.CardsDiscarded)
    def cards_discarded(self, e) -> None:
        for card in e.cards:
            self._lose(e.seat, card)
        self.view["discard_pile"].extend(e.cards)
        if e.reason == "setup" and e.seat + 1 < self.view["players"]:
            self.view["turn"] = e.seat + 1          # "Starting from the initial player, every player ..."

    @on(ev.DraftPicked)
    def draft_picked(self, e) -> None:
        draft = self.view.get("draft")
        if draft is None:
            return
        draft["picked"][e.seat] = True
        draft["packet_counts"][e.seat] = max(0, draft["packet_counts"][e.seat] - 1)
        if e.seat == self.viewer and e.card in draft["packet"]:
            draft["packet"].remove(e.card)
            draft["kept"].append(e.card)

    @on(ev.SelectionAreaFilled)
    def selection_area_filled(self, e) -> None:
        self.view["selection"] = list(e.areas)
        self._from_noah(len(e.drawn))

    @on(ev.SelectionAreaShifted)
    def selection_area_shifted(self, e) -> None:
        if e.discarded:
            self.view["discard_pile"].append(e.discarded)
        self.view["selection"] = list(e.areas)

    @on(ev.DiscardPileReshuffled)
    def discard_pile_reshuffled(self, e) -> None:
        self.view["noah_pile"] += len(self.view["discard_pile"])
        self.view["discard_pile"] = []

    @on(ev.BasicPlantsRestored)
    def basic_plants_restored(self, e) -> None:
        self.view["plant_pile"] += e.cards
        self.view["removed"] = [c for c in self.view["removed"] if c not in set(e.plants)]

    # -- the Action Phase ---------------------------------------------------------------------------
    @on(ev.TurnStarted)
    def turn_started(self, e) -> None:
        self.view.update(turn=e.seat, round=e.round, phase="actions", actions_left=e.actions, actions_taken=0,
                         sheltered=False)
        self.meals, self.eaten, self.sheltered = [], set(), set()

    @on(ev.ActionSpent)
    def action_spent(self, e) -> None:
        self.view["actions_left"] = e.left
        self.view["actions_taken"] += e.cost

    @on(ev.ActionGained)
    def action_gained(self, e) -> None:
        self.view["actions_left"] = e.left

    @on(ev.ActionsAdded)
    def actions_added(self, e) -> None:
        self.view["actions_left"] = e.left

    @on(ev.SearchDrew)
    def search_drew(self, e) -> None:
        self._from_noah(len(e.cards))
        self.view["searched_count"] = len(e.cards)
        if e.seat == self.viewer:
            self.view["searched"] = sorted(c for c in e.cards if c)
        if len(e.cards) == 2:
            self.view["phase"] = "search"

    @on(ev.SearchKept)
    def search_kept(self, e) -> None:
        if self.view.get("searched_count"):
            self._gain(e.seat, [e.kept])
        if e.discarded:
            self.view["discard_pile"].append(e.discarded)
        self.view.update(searched=[], searched_count=0, phase="actions")

    @on(ev.CardsDrawn)
    def cards_drawn(self, e) -> None:
        self._from_noah(len(e.cards))
        self._gain(e.seat, e.cards)

    @on(ev.Regenerated)
    def regenerated(self, e) -> None:
        if self.view["discard_pile"]:
            self.view["discard_pile"].pop()
        self._gain(e.seat, [e.card])

    @on(ev.CardRecovered)
    def card_recovered(self, e) -> None:
        if e.card in self.view["discard_pile"]:
            self.view["discard_pile"].remove(e.card)
        self._gain(e.seat, [e.card])

    @on(ev.Planted)
    def planted(self, e) -> None:
        self.view["plant_pile"] = max(0, self.view["plant_pile"] - 1)
        self.ecosystem(e.seat).append(e.card)

    @on(ev.Created)
    def created(self, e) -> None:
        self._lose(e.seat, e.card)
        self.ecosystem(e.seat).append(e.card)

    @on(ev.Developed)
    def developed(self, e) -> None:
        self.view["selection"][e.area] = ""
        self._gain(e.seat, [e.card])

    @on(ev.SpecialPowerPlayed)
    def special_power_played(self, e) -> None:
        self._lose(e.seat, e.card)
        self.view["removed"].append(e.card)

    @on(ev.Sheltered)
    def sanctuary(self, e) -> None:
        self.view["sheltered"] = True

    @on(ev.SpeciesMoved)
    def species_moved(self, e) -> None:
        if e.card in self.ecosystem(e.from_seat):
            self.ecosystem(e.from_seat).remove(e.card)
        self.ecosystem(e.to_seat).append(e.card)

    @on(ev.ActionPhaseEnded)
    def action_phase_ended(self, e) -> None:
        self.view["phase"] = "feeding"
        self.view["actions_left"] = 0

    # -- feeding and scoring --------------------------------------------------------------------------
    @on(ev.EcosystemArranged)
    def ecosystem_arranged(self, e) -> None:
        self.view["ecosystems"][e.seat] = list(e.order)

    @on(ev.SpeciesFed)
    def species_fed(self, e) -> None:
        self.meals += [(prey, e.species) for prey in e.prey]
        self.eaten.update(e.turned)

    @on(ev.SpeciesSheltered)
    def species_sheltered(self, e) -> None:
        self.sheltered.add(e.card)

    @on(ev.SpeciesWentExtinct)
    def species_went_extinct(self, e) -> None:
        if e.card in self.ecosystem(e.seat):
            self.ecosystem(e.seat).remove(e.card)
        self.view["discard_pile" if e.to == "discard_pile" else "removed"].append(e.card)
        self.meals = [(p, q) for p, q in self.meals if e.card not in (p, q)]
        self.eaten.discard(e.card)

    @on(ev.EatenCardsTurnedBack)
    def eaten_cards_turned_back(self, e) -> None:
        self.eaten.difference_update(e.cards)

    @on(ev.Scored)
    def scored(self, e) -> None:
        self.view["scores"][e.seat] = e.new
        self.meals, self.sheltered = [], set()

    @on(ev.MigratoryAnimalLeft)
    def migratory_animal_left(self, e) -> None:
        if e.card in self.ecosystem(e.seat):
            self.ecosystem(e.seat).remove(e.card)
        self.view["removed"].append(e.card)

    @on(ev.FinalRoundBegan)
    def final_round_began(self, e) -> None:
        self.view["final_round"] = True

    @on(ev.GameEnded)
    def game_ended(self, e) -> None:
        self.view["phase"] = "over"
        self.view["scores"] = list(e.scores)
