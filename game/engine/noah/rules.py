"""NOAH's rules as the engine sees them: setup, validate, apply, legal commands, prompts, views."""
from __future__ import annotations

from operator import attrgetter

from game.engine.core.protocol import Command, Prompt
from game.engine.core.rng import Rng
from game.engine.core.rules import Outcome
from game.engine.core.acting import Acting
from game.engine.core.steps import HandledRules, Steps, handler, stage_alone
from game.engine.noah import answers, hero_turn, legal, sampling, setup, view
from game.engine.noah.commands import (
    AdvanceAbility, ChooseFreeTurn, EndTurn, Pass, PlaceSpied, PlayAction, PlayMercenary,
    RecruitAgent, RecruitMercenary,
)
from game.engine.noah.game import Game
from game.engine.noah.state import NoahState

# command type -> (the stages it is sent in, check, carry out); the stages are hero_turn.acting_now's
_PLAYS = ("own", "other", "defend")
_HANDLERS = {
    PlayAction: handler(_PLAYS, hero_turn.check_play_action, hero_turn.play_action),
    PlayMercenary: handler(_PLAYS, hero_turn.check_play_mercenary, hero_turn.play_mercenary),
    RecruitAgent: handler("own", hero_turn.check_recruit, hero_turn.recruit),
    AdvanceAbility: handler("own", hero_turn.check_advance_ability, hero_turn.advance_ability),
    EndTurn: handler("own", stage_alone, hero_turn.end_turn),
    Pass: handler(("defend", "recruit_mercenary"), stage_alone, answers.pass_,
                  "No one is being asked to play in the Enemies' turn right now."),
    RecruitMercenary: handler("recruit_mercenary", answers.check_recruit_mercenary, answers.recruit_mercenary,
                              "No one is being offered a Mercenary right now."),
    ChooseFreeTurn: handler("free_turn", answers.check_choose_free_turn, answers.choose_free_turn,
                            "There is no free turn to give right now."),
    PlaceSpied: handler("place_spied", answers.check_place_spied, answers.place_spied,
                        "There is no spied card to place right now."),
}

# A command sent in a stage that does not take it is refused with the stage's sentence.
_STAGE_WORDS = {
    "own": "It is your turn: play Action cards and Mercenaries, recruit Agents, upgrade your Ability, "
           "or end the turn.",
    "other": "It is not your turn: in a fellow hero's turn only out-of-turn cards and Mercenaries are played.",
    "defend": "The Enemies' turn: play Defense or out-of-turn cards, shield with a Mercenary, or pass.",
    "free_turn": "First choose which faction takes the free turn.",
    "place_spied": "First choose where the spied card goes.",
    "recruit_mercenary": "First recruit a Mercenary from the display, or pass.",
}

_PROMPT_TEXT = {
    "defend": "The Enemies' turn: play Defense cards or shield Mercenaries against their damage, "
              "or out-of-turn cards; or pass.",
    "free_turn": "A free turn card: choose which faction takes it.",
    "place_spied": "Spy & Reorder: choose where the spied card goes.",
    "recruit_mercenary": "A reward: recruit a Mercenary from the display, or pass.",
}


class NoahRules(HandledRules):
    """The Rules protocol for NOAH (see game.engine.core.rules); validate and apply are HandledRules'."""

    name = "noah"
    title = "NOAH"
    hidden_hands = False    # cooperative: every hand is open
    chance_words = "a roll, a draw or a shuffle"
    seat_list = attrgetter("factions")
    steps = Steps(Game, _HANDLERS, _STAGE_WORDS, legal.LISTINGS)
    setup = setup

    def acting(self, state: NoahState) -> Acting:
        return hero_turn.acting_now(state)

    def not_acting(self, state: NoahState, seat: int) -> str:
        if state.pending is not None:
            return hero_turn.waiting_words(Game(state, self.cards))
        return "It is the Enemies' turn." if state.turn.kind != "hero" else "It is not your turn."

    def prompt(self, state: NoahState) -> Prompt | None:
        pending = state.pending
        if pending is None or state.outcome:
            return None
        options = ()
        if pending.kind == "free_turn":
            options = tuple(self.cards.factions[f.faction].name for f in state.factions)
        return Prompt(pending.kind, tuple(pending.seats), _PROMPT_TEXT[pending.kind], options)

    def view(self, state: NoahState, seat: int) -> dict:
        return view.view(Game(state, self.cards), seat)

    def sample_state(self, state: NoahState, seat: int, rng: Rng) -> NoahState:
        return sampling.sample_state(state, self.cards, seat, rng)

    def outcome(self, state: NoahState) -> Outcome:
        """Cooperative: every seat wins together, or nobody does."""
        winners = tuple(self.seats(state)) if state.outcome == "won" else ()
        return Outcome(bool(state.outcome), winners, state.outcome_reason, state.round)

    def over_reason(self, state: NoahState) -> str | None:
        """The outcome's reason once the game is over, read without building the Outcome (asked after
        every command)."""
        return state.outcome_reason if state.outcome else None

    def revealed(self, state: NoahState) -> dict[int, list[str]]:
        """Nothing to reveal: NOAH is cooperative and every hand is open."""
        return {}

    def undo_ends_here(self, state: NoahState, command: Command, events: list) -> bool:
        return any(e.barrier for e in events) or isinstance(command, EndTurn)


NOAH = NoahRules()


def rules():
    """The NOAH rules object (the registry asks for it through this, on first use)."""
    return NOAH
