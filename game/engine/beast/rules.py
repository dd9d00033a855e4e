"""Nature of the Beast's rules as the engine sees them: setup, validate, apply, legal commands,
prompts, views, samples, who may act now."""
from __future__ import annotations

from functools import lru_cache
from operator import attrgetter

from game.engine.beast import (
    actions, battle, free_actions, legal, preparation, recruiting, sampling, setup, tricks, turns, view,
)
from game.engine.beast.combat import acting_seat, combatant
from game.engine.beast.commands import (
    AcceptDefeat, CallAlly, CallHuman, ClaimLocation, DeclareBattle, DeclineInvitation, DeferRecruit,
    DiscardTrick, DismissAnimal, DismissHuman, DismissRecruit, DrawTrick, EndTurn, EquipItem, FinishPreparation,
    FlipRecruit, InviteAlly, JoinBattle, LegendBoost, MoveAnimal, PassAction, PassItems, PassPhase, PlayEvent,
    RecruitAnimal, RuleOnClash, TopLeader, UntiltAnimal, UseAbility,
)
from game.engine.beast.events import TurnEnded
from game.engine.beast.game import Game
from game.engine.beast.state import BeastState
from game.engine.core.acting import NOBODY, Acting
from game.engine.core.protocol import Command, Prompt
from game.engine.core.steps import HandledRules, Steps, handler, stage_alone
from game.engine.core.rng import Rng
from game.engine.core.rules import Outcome

# The stages of who may act (see BeastRules.acting): Step 1, Step 2 with actions left and without,
# Step 3, a battle's phases, an invitation to ally, a defeat waiting for its answer.
_ACTIONS, _FREE = "actions", "free_actions"
_STEP_2 = (_ACTIONS, _FREE)   # free actions: "at any time during your turn" (Step 2)
_CARD_USES = (_ACTIONS, _FREE, "battle_phase", "defeat")   # each card's own window says the rest

_IN_STEP_1 = "That is done in Step 1 (Preparation) of your own turn."
_IN_BATTLE = "There is no battle phase of yours to play."

# command type -> (the stages it is sent in, check, carry out[, refused in another stage with])
_HANDLERS = {
    FlipRecruit: handler("preparation", preparation.check_flip, preparation.flip, _IN_STEP_1),
    TopLeader: handler("preparation", preparation.check_top_leader, preparation.top_leader, _IN_STEP_1),
    RuleOnClash: handler("preparation", preparation.check_rule_on_clash, preparation.rule_on_clash, _IN_STEP_1),
    FinishPreparation: handler("preparation", preparation.check_finish, preparation.finish, _IN_STEP_1),
    RecruitAnimal: handler(_ACTIONS, recruiting.check_recruit, recruiting.recruit),
    MoveAnimal: handler(_ACTIONS, actions.check_move, actions.move),
    UntiltAnimal: handler(_ACTIONS, actions.check_untilt, actions.untilt),
    DismissAnimal: handler(_ACTIONS, actions.check_dismiss, actions.dismiss),
    DismissRecruit: handler(_STEP_2, actions.check_dismiss_recruit, actions.dismiss_recruit),
    DeferRecruit: handler(_ACTIONS, actions.check_defer, actions.defer),
    DeclareBattle: handler(_ACTIONS, actions.check_declare, actions.declare),
    DrawTrick: handler(_ACTIONS, actions.check_draw, actions.draw),
    PassAction: handler(_ACTIONS, stage_alone, actions.pass_action),
    EndTurn: handler(_STEP_2, stage_alone, actions.end_turn),
    PlayEvent: handler(_CARD_USES, lambda g, c: tricks.check_use(g, c, True), lambda g, c: tricks.use_card(g, c, True)),
    UseAbility: handler(_CARD_USES, lambda g, c: tricks.check_use(g, c, False),
                        lambda g, c: tricks.use_card(g, c, False)),
    CallHuman: handler(_STEP_2, free_actions.check_call_human, free_actions.call_human),
    DismissHuman: handler(_STEP_2, free_actions.check_dismiss_human, free_actions.dismiss_human),
    ClaimLocation: handler(_STEP_2, free_actions.check_claim, free_actions.claim),
    EquipItem: handler(_STEP_2, free_actions.check_equip, free_actions.equip),
    PassItems: handler(_STEP_2, free_actions.check_pass_items, free_actions.pass_items),
    CallAlly: handler("battle_phase", battle.check_call_ally, battle.call_ally, _IN_BATTLE),
    InviteAlly: handler("battle_phase", battle.check_invite, battle.invite, _IN_BATTLE),
    LegendBoost: handler("battle_phase", battle.check_legend_boost, battle.legend_boost, _IN_BATTLE),
    PassPhase: handler("battle_phase", stage_alone, battle.pass_phase, _IN_BATTLE),
    JoinBattle: handler("invitation", battle.check_join, battle.join, "Nobody has invited you to ally."),
    DeclineInvitation: handler("invitation", stage_alone, battle.decline, "Nobody has invited you to ally."),
    AcceptDefeat: handler("defeat", stage_alone, battle.finish_defeat, "None of your animals has just lost a battle."),
    DiscardTrick: handler("wrap_up", turns.check_discard, turns.discard,
                          "You discard down to five Tricks at the end of your own turn."),
}

# A command sent in a stage that does not take it is refused with the stage's sentence.
_STAGE_WORDS = {
    "preparation": "First finish Step 1: turn recruits face up (each one is a Trick fewer), then draw your Tricks.",
    _ACTIONS: "That cannot be done in Step 2: take an action or a free action, or end your turn.",
    _FREE: "You have no actions left this turn: only free actions remain, or end your turn.",
    "wrap_up": "Step 3: discard down to five Tricks first.",
    "battle_phase": "Finish the battle first: play a card, call or invite an ally, boost a Legend, or pass.",
    "invitation": "You are invited to ally: join from your front row or decline first.",
    "defeat": "Your animal has lost the battle: answer with a card, or let it go to the Trash.",
}

# A prompt says what kind of decision is waited for, never what a hand holds (the same words
# whether or not the seat has a card it could play).
_PROMPT_TEXT = {
    "preparation": "Step 1: turn recruits face up (each one is a Trick fewer), then draw your Tricks.",
    _ACTIONS: "Step 2: your actions ({actions} left), and any free actions.",
    _FREE: "Step 2: no actions left; free actions, or end your turn.",
    "wrap_up": "Step 3: discard down to five Tricks.",
    "battle_phase": "Your battle phase: play a card, call an ally, invite an ally, boost a Legend, or pass.",
    "invitation": "You are invited to ally from your front row: join or decline.",
    "defeat": "Your animal has lost the battle: answer with a card, or let it go to the Trash.",
}


# Who may act is one seat in one stage: the same few answers all game, each built once.
_acting = lru_cache(maxsize=64)(Acting.one)


class BeastRules(HandledRules):
    """The Rules protocol for Nature of the Beast (see game.engine.core.rules); validate, apply and the
    legal listing start from HandledRules' who-may-act."""

    name = "beast"
    title = "Nature of the Beast"
    rules_version = 2          # raised when a rule changes how a recorded game plays (game.engine.core.saves)
    rules_changes = {2: "a Pen animal's powers wait for the Field (ruling B6), a Leader is topped only in the "
                        "Preparation it turns up (B3), a tilted animal uses its abilities and Items (B19), a loser a "
                        "card keeps in the Field stays tilted (B18), a Location's bonus goes only to an animal of its "
                        "Habitat (B24), decks joined with + keep the limits (B33), and there is no round limit (B14)"}
    retired_options = {2: ("round_limit",)}   # every save before version 2 wrote round_limit: 100 (ruling B14)
    hidden_hands = True
    chance_words = "a draw or a shuffle"
    seat_list = attrgetter("players")
    steps = Steps(Game, _HANDLERS, _STAGE_WORDS, legal.LISTINGS)
    setup = setup

    def acting(self, state: BeastState) -> Acting:
        """The player whose turn it is, in its step; in a battle, the side whose phase it is (the
        defender first), an invited player, or the owner of the beaten animal. "Other players can
        provide no assistance other than allying animals." """
        if state.outcome:
            return NOBODY
        fight = state.battle
        if fight is not None:
            if fight.stage == "defeat":
                return _acting(combatant(fight, fight.loser)[0], "defeat")
            if fight.invited >= 0:
                return _acting(fight.invited, "invitation")
            return _acting(acting_seat(fight), "battle_phase")
        step = state.turn.step
        if step == _ACTIONS and state.turn.actions <= 0:
            step = _FREE   # "Each player can complete three actions in his turn"
        return _acting(state.turn.seat, step)

    def not_acting(self, state: BeastState, seat: int) -> str:
        fight = state.battle
        if fight is not None and seat in (fight.attacker[0], fight.defender[0]):
            return "It is not your turn to act: it is the other side's battle phase."
        return f"It is not your turn to act: Seat {self.active_seats(state)[0] + 1} acts now."

    def settle(self, game: Game) -> None:
        battle.settle(game)

    def prompt(self, state: BeastState) -> Prompt | None:
        acting = self.acting(state)
        if not acting:
            return None
        kind = acting.stages[0][1]
        return Prompt(kind, tuple(acting.seats), _PROMPT_TEXT[kind].format(actions=state.turn.actions))

    def view(self, state: BeastState, seat: int) -> dict:
        acting = self.acting(state)
        data = view.view(Game(state, self.cards), seat, acting.seats)
        data["decision"] = acting.stages[0][1] if acting else None
        return data

    def sample_state(self, state: BeastState, seat: int, rng: Rng) -> BeastState:
        return sampling.sample_state(state, seat, rng)

    def outcome(self, state: BeastState) -> Outcome:
        return Outcome(bool(state.outcome), tuple(state.winners), state.reason, state.round)

    def over_reason(self, state: BeastState) -> str | None:
        """The outcome's reason once the game is over, read without building the Outcome (asked after
        every command)."""
        return state.reason if state.outcome else None

    def is_over(self, state: BeastState) -> bool:
        """Asked after every command: read off the outcome at once."""
        return bool(state.outcome)

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
