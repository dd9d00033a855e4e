"""Nature of the Beast's rules as the engine sees them: setup, validate, apply, legal commands,
prompts, views, samples, who may act now."""
from __future__ import annotations

from functools import cached_property

from game.engine.beast import actions, battle, free_actions, legal, preparation, recruiting, sampling, tricks, turns, view
from game.engine.beast.cards import load_cards
from game.engine.beast.combat import acting_seat, combatant
from game.engine.beast.commands import (
    COMMAND_TYPES, AcceptDefeat, CallAlly, CallHuman, ClaimLocation, DeclareBattle, DeclineInvitation, DeferRecruit,
    DiscardTrick, DismissAnimal, DismissHuman, DismissRecruit, DrawTrick, EndTurn, EquipItem, FinishPreparation,
    FlipRecruit, InviteAlly, JoinBattle, LegendBoost, MoveAnimal, PassAction, PassItems, PassPhase, PlayEvent,
    RecruitAnimal, RuleOnClash, TopLeader, UntiltAnimal, UseAbility,
)
from game.engine.beast.definitions import CardSet
from game.engine.beast.events import TurnEnded
from game.engine.beast.game import Game
from game.engine.beast.setup import new_game, normalize_options
from game.engine.beast.state import BeastState
from game.engine.core.protocol import Command, Prompt, field_problem
from game.engine.core.rng import Rng
from game.engine.core.rules import Outcome

# command type -> (check, carry out)
_HANDLERS = {
    FlipRecruit: (preparation.check_flip, preparation.flip),
    TopLeader: (preparation.check_top_leader, preparation.top_leader),
    RuleOnClash: (preparation.check_rule_on_clash, preparation.rule_on_clash),
    FinishPreparation: (preparation.check_finish, preparation.finish),
    RecruitAnimal: (recruiting.check_recruit, recruiting.recruit),
    MoveAnimal: (actions.check_move, actions.move),
    UntiltAnimal: (actions.check_untilt, actions.untilt),
    DismissAnimal: (actions.check_dismiss, actions.dismiss),
    DismissRecruit: (actions.check_dismiss_recruit, actions.dismiss_recruit),
    DeferRecruit: (actions.check_defer, actions.defer),
    DeclareBattle: (actions.check_declare, actions.declare),
    DrawTrick: (actions.check_draw, actions.draw),
    PassAction: (actions.check_pass, actions.pass_action),
    EndTurn: (actions.check_end_turn, actions.end_turn),
    PlayEvent: (lambda g, c: tricks.check_use(g, c, True), lambda g, c: tricks.use_card(g, c, True)),
    UseAbility: (lambda g, c: tricks.check_use(g, c, False), lambda g, c: tricks.use_card(g, c, False)),
    CallHuman: (free_actions.check_call_human, free_actions.call_human),
    DismissHuman: (free_actions.check_dismiss_human, free_actions.dismiss_human),
    ClaimLocation: (free_actions.check_claim, free_actions.claim),
    EquipItem: (free_actions.check_equip, free_actions.equip),
    PassItems: (free_actions.check_pass_items, free_actions.pass_items),
    CallAlly: (battle.check_call_ally, battle.call_ally),
    InviteAlly: (battle.check_invite, battle.invite),
    JoinBattle: (battle.check_join, battle.join),
    DeclineInvitation: (battle.check_answer, battle.decline),
    LegendBoost: (battle.check_legend_boost, battle.legend_boost),
    PassPhase: (lambda g, c: battle.in_phase(g, c.seat), battle.pass_phase),
    AcceptDefeat: (battle.check_accept, battle.finish_defeat),
    DiscardTrick: (turns.check_discard, turns.discard),
}

# A prompt says what kind of decision is waited for, never what a hand holds (the same words
# whether or not the seat has a card it could play).
_PROMPT_TEXT = {
    "preparation": "Step 1: turn recruits face up (each one is a Trick fewer), then draw your Tricks.",
    "actions": "Step 2: your actions ({actions} left), and any free actions.",
    "wrap_up": "Step 3: discard down to five Tricks.",
    "battle_phase": "Your battle phase: play a card, call an ally, invite an ally, boost a Legend, or pass.",
    "invitation": "You are invited to ally from your front row: join or decline.",
    "defeat": "Your animal has lost the battle: answer with a card, or let it go to the Trash.",
}


class BeastRules:
    """The Rules protocol for Nature of the Beast (see game.engine.core.rules)."""

    name = "beast"
    command_types = COMMAND_TYPES
    hidden_hands = True

    def __init__(self, cards: CardSet | None = None):
        if cards is not None:
            self.cards = cards

    @cached_property
    def cards(self) -> CardSet:
        return load_cards()

    def normalize_options(self, options: dict) -> dict:
        return normalize_options(self.cards, options)

    def new_state(self, options: dict, seed: int) -> BeastState:
        return new_game(self.cards, options, seed)[0]

    def setup_events(self, options: dict, seed: int) -> list:
        return new_game(self.cards, options, seed)[1]

    def validate(self, state: BeastState, command: Command) -> str | None:
        handlers = _HANDLERS.get(type(command))
        if handlers is None:
            return f"Nature of the Beast has no command {type(command).__name__}."
        if state.outcome:
            return f"The game is over: {state.reason}"
        seat = command.seat
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(state.players):
            return f"There is no seat {seat!r} in this game."
        if seat not in self.active_seats(state):
            return "It is not your turn to act."
        malformed = field_problem(command)
        if malformed:
            return malformed
        # An exception from a check is a bug in the rules: the engine reports it as one (EngineFailed).
        return handlers[0](Game(state, self.cards), command)

    def apply(self, state: BeastState, command: Command) -> list:
        game = Game(state, self.cards)
        _HANDLERS[type(command)][1](game, command)
        battle.settle(game)
        return game.events

    def legal_commands(self, state: BeastState, seat: int) -> list:
        return legal.legal_commands(Game(state, self.cards), seat, self.active_seats(state))

    def prompt(self, state: BeastState) -> Prompt | None:
        if state.outcome:
            return None
        kind = self.decision(state)
        seats = tuple(self.active_seats(state))
        return Prompt(kind, seats, _PROMPT_TEXT[kind].format(actions=state.turn.actions))

    def decision(self, state: BeastState) -> str:
        fight = state.battle
        if fight is not None:
            if fight.stage == "defeat":
                return "defeat"
            return "invitation" if fight.invited >= 0 else "battle_phase"
        return state.turn.step

    def view(self, state: BeastState, seat: int) -> dict:
        data = view.view(Game(state, self.cards), seat, self.active_seats(state))
        data["decision"] = None if state.outcome else self.decision(state)
        return data

    def sample_state(self, state: BeastState, seat: int, rng: Rng) -> BeastState:
        return sampling.sample_state(state, seat, rng)

    def seats(self, state: BeastState) -> list[int]:
        return list(range(len(state.players)))

    def active_seats(self, state: BeastState) -> list[int]:
        """The defender (and an invited player) act during the attacker's turn."""
        if state.outcome:
            return []
        fight = state.battle
        if fight is not None:
            if fight.stage == "defeat":
                return [combatant(fight, fight.loser)[0]]
            return [fight.invited] if fight.invited >= 0 else [acting_seat(fight)]
        return [state.turn.seat]

    def is_over(self, state: BeastState) -> bool:
        return bool(state.outcome)

    def outcome(self, state: BeastState) -> Outcome:
        return Outcome(bool(state.outcome), tuple(state.winners), state.reason, state.round)

    def revealed(self, state: BeastState) -> dict[int, list[str]]:
        """At the end: each player's Tricks in hand and the recruits still face down in its Pen."""
        if not state.outcome:
            return {}
        return {p.seat: list(p.hand) + [r.card for r in p.pen if r.card and not r.face_up] for p in state.players}

    def undo_ends_here(self, state: BeastState, command: Command, events: list) -> bool:
        """Never past a flip, a draw, a battle's resolution (barrier events), or the end of a turn."""
        return any(e.barrier or isinstance(e, TurnEnded) for e in events)


BEAST = BeastRules()


def rules():
    """The Nature of the Beast rules object (the registry asks for it through this, on first use)."""
    return BEAST
