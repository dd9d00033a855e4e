"""Nature of the Beast for the shared table: what a refused gesture stands for, the prompt's buttons and
words, the status line and the end of the game. Its gestures are data (`gestures`, with the decisions
made by choosing several things in `gathers`); the log's words are in `words`; the places in `keys`."""
from __future__ import annotations

from game.engine.beast import commands as cmd
from game.engine.beast import events as ev
from game.engine.core.rules import PUBLIC
from game.table.adapter import PLAY_ANYWHERE, HandAdapter
from game.table.beast import keys
from game.table.beast.cardinfo import BeastCards
from game.table.beast.gestures import GESTURES
from game.table.beast.words import BeastWords
from game.table.session import Session
from game.table.words import possessive

STEPS = {"preparation": "Step 1", "actions": "Step 2", "wrap_up": "Step 3"}


class BeastAdapter(HandAdapter):
    """The TableAdapter for Nature of the Beast (see game.table.adapter)."""

    game = "beast"
    title = "Nature of the Beast"
    gestures = GESTURES
    turn_event = ev.TurnStarted

    def __init__(self, session: Session):
        super().__init__(session, BeastCards)
        self.words = BeastWords(session, self.text)

    # -- names ------------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.words.seat_name(seat)

    # -- a refused gesture --------------------------------------------------------------------------
    def guess(self, seat: int, source: str, card: str, key: str | None):
        """The plain command a refused drop or click stands for (the engine then says why not)."""
        kind, where = keys.parse(source)
        place, at = keys.parse(key or PLAY_ANYWHERE)
        cell = at[1:] if place == "cell" else (0, 0)
        if kind == "hand":
            printed = self.text.of(card)
            if place == "trash":
                return cmd.DiscardTrick(seat, card)
            if printed is not None and printed.kind == "item":
                return cmd.EquipItem(seat, card, *cell)
            if printed is not None and printed.kind == "human":
                return cmd.CallHuman(seat, card, at[1] if place == "human" else 0)
            if printed is not None and printed.kind == "location":
                return cmd.ClaimLocation(seat, card, *cell)
            target = at if place == "cell" else ((at[0],) if place == "board" else ())
            return cmd.PlayEvent(seat, card, target)
        if kind == "pen":
            if place == "cell":
                return cmd.RecruitAnimal(seat, where[1], *cell)
            if place == "trash":
                return cmd.DismissRecruit(seat, where[1])
            if place == "troops":
                return cmd.DeferRecruit(seat, where[1])
            return cmd.FlipRecruit(seat, where[1])
        if kind == "cell":
            _, row, col = where
            if place == "cell" and at[0] != seat:
                return cmd.DeclareBattle(seat, row, col, *at)
            if place == "cell":
                return cmd.MoveAnimal(seat, row, col, *cell)
            if place == "trash":
                return cmd.DismissAnimal(seat, row, col, row, col)
            animal = self.own(seat)["players"][seat]["field"][row][col]
            return cmd.UntiltAnimal(seat, row, col) if animal and animal["tilted"] else cmd.MoveAnimal(seat, row, col,
                                                                                                         row, col)
        if kind == "item":
            _, row, col, _ = where
            return cmd.PassItems(seat, row, col, *cell, (card,))
        if kind == "human":
            return cmd.DismissHuman(seat, where[1]) if place == "trash" else cmd.UseAbility(seat, card)
        return cmd.DrawTrick(seat)

    # -- prompts and turns --------------------------------------------------------------------------
    def answers(self, legal: list) -> list:
        found = super().answers(legal)
        seen = set()
        for c in legal:   # abilities without a target: one button each
            if isinstance(c, cmd.UseAbility) and not c.target and c.card not in seen:
                seen.add(c.card)
                found.append(c)
        return found

    def prompt_text(self, seat: int) -> str:
        """What the prompt says: the same words whether or not the hand holds a card that could answer."""
        view = self.own(seat)
        decision, turn, battle = view["decision"], view["turn"], view["battle"]
        me = view["players"][seat]
        if decision == "preparation" and any(space["clash"] for space in me["pen"]):
            return "A second card landed on your Leader: keep one. The other is trashed, or deferred for one action."
        bare = [pen for pen in turn.get("leaders_up", []) if not me["pen"][pen]["leader"]]
        if decision == "preparation" and bare:
            return (f"A Leader turned up in Pen space {bare[0] + 1}: click it to play the next Troop onto it now, "
                    f"or leave it bare to defer it (it takes no Troop in a later turn).")
        if decision == "preparation":
            draw = max(0, 3 - turn["flipped"])
            return (f"Step 1: click face-down recruits in your Pen to turn them up (each one is a Trick fewer); "
                    f"then draw {draw} Trick{'s' if draw != 1 else ''}.")
        if decision == "actions":
            left = turn["actions"]
            text = f"Step 2: {left} action{'s' if left != 1 else ''} left. Drag recruits, animals and Tricks onto glowing places."
            tilted = any(a and a["tilted"] for row in me["field"] for a in row)
            return text + (" Click a lit tilted animal to untilt it (an action)." if tilted and left > 0 else "")
        if decision == "free_actions":
            return "Step 2: no actions left. Free actions (Humans, Locations, Items, Events) if you like, then end your turn."
        if decision == "wrap_up":
            extra = me["hand_count"] - 5
            return f"Step 3: you hold {me['hand_count']} Tricks: choose {extra} to discard (five are kept), then confirm."
        if battle is not None:
            side = 0 if battle["attacker"][0] == seat else 1
            mine, theirs = battle["totals"][side], battle["totals"][1 - side]
            if decision == "invitation":
                who = self.words.who(battle["attacker"][0] if battle["side"] == 0 else battle["defender"][0])
                return f"{who} invites you to ally from your front row: click an untilted front-row animal, or decline."
            if decision == "defeat":
                return "Your animal lost the battle: answer with a card (drag it onto the table), or let it go."
            need = "you win ties" if side == 1 else f"you must beat {theirs}"
            return f"Your battle phase: {mine} against {theirs}, {need}. Play a card, call a lit ally, invite, or pass."
        prompt = self.session.prompt
        return prompt.text if prompt is not None else ""

    def actions_left(self, seat: int) -> int | None:
        turn = self.own(seat)["turn"]
        return max(0, turn["actions"]) if turn["seat"] == seat else None

    def whose_turn(self) -> str:
        acting = self.session.acting_seats()
        if not acting:
            return "The game is over"
        prompt = self.session.prompt
        name = self.seat_name(acting[0])
        if prompt is not None and prompt.kind in ("battle_phase", "invitation", "defeat"):
            return f"{name} must answer now"
        return f"It is {possessive(name)} turn"

    def status(self, view: dict) -> tuple[str, str]:
        """The status line from a (shown) view: who acts and what, and the seat tone ('seat:N')."""
        if view.get("outcome"):
            return view.get("reason", "The game is over."), "outcome"
        turn, battle = view["turn"], view["battle"]
        seat = turn["seat"]
        bot = " (bot)" if seat in self.session.bots else ""
        if battle is not None:
            acting = battle["attacker"][0] if battle["side"] == 0 else battle["defender"][0]
            if battle.get("stage") == "defeat" and battle.get("loser", -1) >= 0:
                loser = battle["attacker"][0] if battle["loser"] == 0 else battle["defender"][0]
                return f"Battle lost: {self.words.who(loser)} may answer", "prompt"
            if battle.get("invited", -1) >= 0:
                return f"Battle: {self.words.who(battle['invited'])} is invited to ally", "prompt"
            return f"Battle: {possessive(self.words.who(acting))} phase", "prompt"
        step = STEPS.get(turn["step"], "")
        actions = f", {turn['actions']} action{'s' if turn['actions'] != 1 else ''} left" \
            if turn["step"] == "actions" else ""
        return f"{self.seat_name(seat)}{bot}: {step}{actions}", f"seat:{seat}"

    # -- the end of the game ----------------------------------------------------------------------
    def outcome_title(self) -> tuple[str, bool]:
        winners = self.session.view(PUBLIC)["winners"]
        if not winners:
            return "Scorched Earth", False
        names = " and ".join(self.words.who(s) for s in winners)
        return f"{names} win{'s' if len(winners) == 1 else ''}!", self.viewer in winners

    def summary(self) -> list[str]:
        view = self.session.view(PUBLIC)
        lines = [view["reason"] or "", f"Rounds: {view['round']}"]
        for p in view["players"]:
            animals = sum(a is not None for line in p["field"] for a in line)
            out = "  (out)" if p["out"] else ""
            lines.append(f"{self.words.who(p['seat'])}, {self.words.deck_name(p['seat'])}: {animals} of "
                         f"{view['rows'] * view['cols']} spaces, Favor {p['favor']}, Fury {p['fury']}{out}")
        return lines
