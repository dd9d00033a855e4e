"""Noah Planet's rules as the engine sees them: setup, validate, apply, legal commands, prompts, views."""
from __future__ import annotations

from functools import lru_cache
from operator import attrgetter


from game.engine.core.protocol import Command, Prompt
from game.engine.core.rng import Rng
from game.engine.core.rules import Outcome
from game.engine.core.acting import NOBODY, Acting
from game.engine.core.steps import HandledRules, Steps, handler
from game.engine.planet import actions, draft, legal, sampling, setup, view
from game.engine.planet.commands import (
    Circulate, Create, Develop, DiscardAtSetup, DiscardForAction, Draft, EndActions, Feed, KeepCard,
    Plant, Regenerate, Search,
)
from game.engine.planet.feeding_phase import best_feeding_of, check_feed, feed, feeding_points
from game.engine.planet.game import Game
from game.engine.planet.proposal import FeedingProposal
from game.engine.planet.solver import Feeding
from game.engine.planet.state import ACTIONS, DRAFT, FEEDING, OVER, SEARCH, SETUP_DISCARD, PlanetState

# command type -> (the phase it is sent in, check, carry out); a seat's stage is the phase it acts in
_HANDLERS = {
    DiscardAtSetup: handler(SETUP_DISCARD, setup.check_discard_at_setup, setup.discard_at_setup,
                            "The setup discards are over."),
    Draft: handler(DRAFT, draft.check_draft, draft.draft, "The draft is over."),
    Search: handler(ACTIONS, actions.check_search, actions.search),
    KeepCard: handler(SEARCH, actions.check_keep, actions.keep_card, "There is no Search waiting for a choice."),
    Circulate: handler(ACTIONS, actions.check_circulate, actions.circulate),
    Regenerate: handler(ACTIONS, actions.check_regenerate, actions.regenerate),
    Plant: handler(ACTIONS, actions.check_plant, actions.plant),
    Create: handler(ACTIONS, actions.check_create, actions.create),
    Develop: handler(ACTIONS, actions.check_develop, actions.develop),
    DiscardForAction: handler(ACTIONS, actions.check_discard_for_action, actions.discard_for_action),
    EndActions: handler(ACTIONS, lambda game, command: actions.check_end_actions(game, command, legal.any_action),
                        actions.end_actions),
    Feed: handler(FEEDING, check_feed, feed, "This is not the Feeding Phase."),
}

# A command sent in a phase that does not take it is refused with the phase's sentence.
_STAGE_WORDS = {
    SETUP_DISCARD: "First discard 2 cards you do not want to keep (setup).",
    DRAFT: "First keep one of the cards in front of you (the draft).",
    SEARCH: "First choose which of the two searched cards to keep.",
    FEEDING: "It is your Feeding Phase: feed your species first.",
    ACTIONS: "It is your Action Phase: take an action (or end the phase when you may).",
}

_PROMPTS = {
    SETUP_DISCARD: ("setup_discard", "Setup: discard 2 cards you do not want to keep."),
    DRAFT: ("draft", "Keep one card; the others pass to the player on your left."),
    SEARCH: ("search_keep", "Search: keep one card; the other goes face up on the Discard Pile."),
    FEEDING: ("feed", "Feeding Phase: feed your species from T1 up to T4; those that cannot eat go extinct."),
}


class PlanetRules(HandledRules):
    """The Rules protocol for Noah Planet (see game.engine.core.rules); validate and apply are HandledRules'."""

    name = "planet"
    title = "Noah Planet"
    rules_version = 2          # raised when a rule changes how a recorded game plays (game.engine.core.saves)
    rules_changes = {2: "each tier row feeds from left to right as it is laid out (ruling R9), Wildfire can burn "
                        "a plant, and a Basic Plant gone extinct leaves the game"}
    hidden_hands = True
    chance_words = "a draw or a shuffle"
    partly_listed = (Feed,)   # one Feed per set of species that come out alive; any other feeding is checked
    seat_list = attrgetter("players")
    steps = Steps(Game, _HANDLERS, _STAGE_WORDS, legal.LISTINGS)
    setup = setup

    def acting(self, state: PlanetState) -> Acting:
        """The player whose turn it is, in the phase it is in; in a draft, everyone still to pick."""
        if state.phase == OVER:
            return NOBODY
        if state.phase == DRAFT:
            return Acting.of((seat, DRAFT) for seat in draft.drafting_seats(Game(state, self.cards)))
        return _one_acting(state.turn, state.phase)

    def not_acting(self, state: PlanetState, seat: int) -> str:
        if state.phase == DRAFT:
            return "You have picked this round; the others are still choosing."
        whose = {SETUP_DISCARD: "Seat {n} discards now (from the first player on).",
                 SEARCH: "It is seat {n}'s Search.", FEEDING: "It is seat {n}'s Feeding Phase."}
        return whose.get(state.phase, "It is seat {n}'s turn.").format(n=state.turn + 1)

    def prompt(self, state: PlanetState) -> Prompt | None:
        if state.phase not in _PROMPTS:
            return None
        kind, text = _PROMPTS[state.phase]
        return Prompt(kind, tuple(self.active_seats(state)), text)

    def view(self, state: PlanetState, seat: int) -> dict:
        return view.view(Game(state, self.cards), seat)

    def sample_state(self, state: PlanetState, seat: int, rng: Rng) -> PlanetState:
        return sampling.sample_state(state, seat, rng)

    def outcome(self, state: PlanetState) -> Outcome:
        return Outcome(state.phase == OVER, tuple(state.winners), state.result, state.round)

    def over_reason(self, state: PlanetState) -> str | None:
        """The outcome's reason once the game is over (asked before every command: no Outcome is made)."""
        return state.result if state.phase == OVER else None

    def is_over(self, state: PlanetState) -> bool:
        """Asked before every command (over_reason is not None)."""
        return state.phase == OVER

    def revealed(self, state: PlanetState) -> dict[int, list[str]]:
        """At the end: each player's hand."""
        if state.phase != OVER:
            return {}
        return {seat: list(player.hand) for seat, player in enumerate(state.players)}

    def undo_ends_here(self, state: PlanetState, command: Command, events: list) -> bool:
        return any(e.barrier for e in events) or isinstance(command, Feed)

    def best_feeding(self, state: PlanetState, seat: int, order: tuple = ()) -> Feeding:
        """The feeding the engine proposes for a seat's ecosystem, as it lies or laid out in `order`
        (the table shows it to re-link)."""
        return best_feeding_of(Game(state, self.cards), seat, order)

    def preview(self, state: PlanetState, command: Feed, acting=None) -> dict:
        """A feeding being put together, as its own seat may hear of it: why it would be refused (None
        when it would not) and what its living species would score, its rows laid out in its `order`."""
        return {"problem": self.validate(state, command, acting),
                "points": self.feeding_points(state, command.seat, command.meals, command.order)}

    def propose(self, state: PlanetState, command: Feed, acting=None) -> dict:
        """The view's `feeding` for the ecosystem of a Feed's seat laid out in its `order` (a new layout
        being tried at the table; the ecosystem is open to all)."""
        return view.feeding_view(Game(state, self.cards), command.seat, command.order)

    def search(self, state: PlanetState, command: Feed, acting=None) -> FeedingProposal:
        """The proposal of `propose` as a search the table carries on a slice at a time (between frames),
        for a better feeding than the view's while the player looks."""
        return FeedingProposal(Game(state, self.cards), command.seat, command.order)

    def feeding_points(self, state: PlanetState, seat: int, meals, order: tuple = ()) -> int:
        """What a seat would score after the feeding `meals` (the table's total while re-linking)."""
        return feeding_points(Game(state, self.cards), seat, meals, order)


# One seat acting in one phase: the same Acting handed out again (it never changes), not made per command.
_one_acting = lru_cache(maxsize=64)(Acting.one)

PLANET = PlanetRules()


def rules():
    """The PLANET rules object (the registry asks for it through this, on first use)."""
    return PLANET
