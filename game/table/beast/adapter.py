"""Nature of the Beast for the shared table: which commands a gesture stands for, the prompt's buttons
and words, and the decisions made by choosing several things (a recruit's Clout sources, an Event's
discards). The words themselves are in `words`; the names of places in `keys`.

Gestures: drag a Pen animal to a Field space to recruit it (then choose its Clout sources), drag an
animal to move it or onto an enemy animal to attack, drag a Trick from the hand to its place, drag
onto the Trash to dismiss and onto the Troops deck to defer. Clicks turn recruits up, untilt, call
allies and draw a Trick; the prompt panel holds the rest (Finish Step 1, pass, abilities without a
target, invitations)."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from game.engine.beast import commands as cmd
from game.engine.beast import events as ev
from game.engine.core.rules import PUBLIC
from game.engine.beast.tricks import choice_op
from game.table.adapter import PLAY_ANYWHERE, HandAdapter
from game.table.beast import keys
from game.table.beast.cardinfo import BeastCards
from game.table.beast.words import BeastWords, possessive
from game.table.gathering import Gather, Moves
from game.table.session import Session

HAND_PLAYS = (cmd.PlayEvent, cmd.EquipItem, cmd.CallHuman, cmd.ClaimLocation, cmd.LegendBoost, cmd.DiscardTrick)
PEN_PLAYS = (cmd.FlipRecruit, cmd.TopLeader, cmd.RecruitAnimal, cmd.DeferRecruit, cmd.DismissRecruit)
FIELD_PLAYS = (cmd.MoveAnimal, cmd.DeclareBattle, cmd.DismissAnimal, cmd.UntiltAnimal, cmd.CallAlly)
CLICKS = (cmd.FlipRecruit, cmd.TopLeader, cmd.UntiltAnimal, cmd.CallAlly, cmd.JoinBattle, cmd.DiscardTrick,
          cmd.DrawTrick)
BUTTONS = (cmd.FinishPreparation, cmd.RuleOnClash, cmd.PassAction, cmd.DrawTrick, cmd.PassPhase, cmd.InviteAlly,
           cmd.JoinBattle, cmd.DeclineInvitation, cmd.AcceptDefeat)
STEPS = {"preparation": "Step 1", "actions": "Step 2", "wrap_up": "Step 3"}


@dataclass(frozen=True)
class RecruitGather(Gather):
    """Choosing a recruit's Clout sources: the Pen space it leaves and the space it enters glow too."""

    pen: str = ""
    cell: str = ""


class BeastAdapter(HandAdapter):
    """The TableAdapter for Nature of the Beast (see game.table.adapter)."""

    game = "beast"
    title = "Nature of the Beast"

    def __init__(self, session: Session):
        super().__init__(session, BeastCards)
        self.words = BeastWords(session, self.text)

    # -- names ------------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.words.seat_name(seat)

    def opens_turn(self, event) -> int | None:
        return event.seat if isinstance(event, ev.TurnStarted) else None

    # -- gestures ---------------------------------------------------------------------------------
    def candidates(self, legal: list, source: str, card: str) -> list:
        kind, where = keys.parse(source)
        if kind == "hand":
            return [c for c in legal if isinstance(c, HAND_PLAYS) and c.card == card]
        if kind == "pen":
            return [c for c in legal if isinstance(c, PEN_PLAYS) and c.pen == where[1]]
        if kind == "cell":
            _, row, col = where
            found = [c for c in legal if isinstance(c, FIELD_PLAYS) and (c.row, c.col) == (row, col)]
            found += [c for c in legal if isinstance(c, cmd.JoinBattle) and row == 0 and c.col == col]
            return found + [c for c in legal if isinstance(c, cmd.UseAbility) and c.card == card and c.target]
        if kind == "item":
            _, row, col, _ = where
            return [c for c in legal if isinstance(c, cmd.PassItems) and (c.row, c.col) == (row, col)
                    and card in c.items] + \
                [c for c in legal if isinstance(c, cmd.UseAbility) and c.card == card and c.target]
        if kind == "human":
            return [c for c in legal if isinstance(c, cmd.DismissHuman) and c.row == where[1]] + \
                [c for c in legal if isinstance(c, cmd.UseAbility) and c.card == card and c.target]
        if kind == "tricks":
            return [c for c in legal if isinstance(c, cmd.DrawTrick)]
        return []

    def drop_key(self, c) -> str | None:
        s = c.seat
        if isinstance(c, (cmd.RecruitAnimal, cmd.EquipItem, cmd.ClaimLocation)):
            return keys.cell(s, c.row, c.col)
        if isinstance(c, cmd.MoveAnimal):
            return keys.cell(s, c.to_row, c.to_col)
        if isinstance(c, cmd.PassItems):
            return keys.cell(s, c.to_row, c.to_col)
        if isinstance(c, cmd.DeclareBattle):
            return keys.cell(c.foe, c.foe_row, c.foe_col)
        if isinstance(c, (cmd.DismissAnimal, cmd.DismissRecruit, cmd.DiscardTrick, cmd.DismissHuman)):
            return keys.pile("trash", s)
        if isinstance(c, cmd.DeferRecruit):
            return keys.pile("troops", s)
        if isinstance(c, cmd.CallHuman):
            return keys.human(s, c.row)
        if isinstance(c, cmd.LegendBoost):
            battle = self.own(s)["battle"]
            if battle is None:
                return None
            mine = battle["attacker"] if battle["attacker"][0] == s else battle["defender"]
            return keys.cell(*mine)
        if isinstance(c, (cmd.PlayEvent, cmd.UseAbility)):
            return self.target_key(s, c.card, c.target)
        return None

    def choice(self, card: str) -> str | None:
        """The kind of choice a card's effect makes (enemy_animal, opponent...), or None."""
        printed = self.text.of(card)
        op = choice_op(printed.use) if printed is not None and printed.use else None
        return op.choice if op else None

    def target_key(self, seat: int, card: str, target: tuple) -> str | None:
        if not target:
            return PLAY_ANYWHERE
        kind = self.choice(card) or ""
        where = TARGET_KEYS.get("own_trash" if kind.startswith("own_trash") else kind)
        return where(seat, target) if where else None

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

    def click(self, seat: int, source: str, card: str, candidates: list):
        """A click turns a recruit up, tops a Leader, untilts, calls an ally, joins a battle, discards
        in Step 3 or draws a Trick, when that is what the card can do now; else it selects the card."""
        now = [c for c in candidates if isinstance(c, CLICKS)]
        return now[0] if len(now) == 1 else None

    def target_name(self, key: str) -> str:
        if key == PLAY_ANYWHERE:
            return "the table"
        kind, at = keys.parse(key)
        w = self.words
        whose = possessive(w.who(at[0])) if at else ""
        names = {"cell": lambda: f"{whose} {w.space(*at[1:])}", "trash": lambda: f"{whose} Trash",
                 "troops": lambda: f"{whose} Troops deck", "tricks": lambda: f"{whose} Tricks deck",
                 "human": lambda: f"the Human space beside {whose} {w.row_words(at[1])[4:]}",
                 "item": lambda: f"an Item of {w.who(at[0])}", "board": lambda: w.who(at[0])}
        return names[kind]() if kind in names else key

    def option_label(self, c) -> str:
        """A line of the menu at the drop point: what the drop would do, without who does it."""
        words = MENU_WORDS.get(type(c))
        if words is not None:
            return words(self.words, c)
        text = self.words.describe(c).split(" ", 2)[-1]
        return text[:1].upper() + text[1:]

    def option_colour(self, c) -> tuple[int, int, int]:
        if isinstance(c, (cmd.DeclareBattle, cmd.DismissAnimal)):
            return (110, 42, 38)
        return (50, 70, 60)

    # -- prompts and turns --------------------------------------------------------------------------
    def answers(self, legal: list) -> list:
        found = [c for c in legal if isinstance(c, BUTTONS)]
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

    def answer_label(self, c) -> str:
        words = BUTTON_WORDS.get(type(c))
        return words(self, c) if words is not None else self.words.describe(c)

    def draw_words(self, c) -> str:
        view = self.own(c.seat)
        draw = min(max(0, 3 - view["turn"]["flipped"]), view["players"][c.seat]["tricks"])
        return f"Draw {draw} Trick{'s' if draw != 1 else ''}, go on" if draw else "Go on to the actions"

    def clash_words(self, c) -> str:
        space = self.own(c.seat)["players"][c.seat]["pen"][c.pen]
        leader, other = self.short_name(space["card"] or ""), self.short_name(space["clash"] or "")
        kept, gone = (leader, other) if c.keep == "leader" else (other, leader)
        return f"Keep {kept}, {'defer' if c.defer else 'trash'} {gone}"

    def short_name(self, card: str) -> str:
        """A name for a button: without quotes or a leading 'The' ('"Bessie"' -> Bessie)."""
        name = self.card_name(card).strip('"')
        return name[4:] if name.startswith("The ") else name

    def answer_card(self, command):
        return None

    def gather(self, seat: int, legal: list):
        """Step 3, wrap-up: choose the Tricks to discard down to five, then confirm them together (each
        click only chooses; the hand stays put under the pointer). Other decisions of several things
        start from a drop (gather_drop)."""
        if not any(isinstance(c, cmd.DiscardTrick) for c in legal) or self.own(seat)["decision"] != "wrap_up":
            return None
        hand = self.own(seat)["players"][seat]["hand"]
        extra = len(hand) - 5
        commands = {frozenset(keys.hand(card) for card in chosen):
                    Moves(seat, tuple(cmd.DiscardTrick(seat, card) for card in chosen))
                    for chosen in combinations(hand, extra)}
        return Gather(seat, f"Step 3: choose {extra} Trick{'s' if extra != 1 else ''} to discard (five are kept)",
                      tuple(keys.hand(card) for card in hand), commands,
                      confirm=f"Discard {extra}, end the turn")

    def gather_drop(self, seat: int, options: list):
        """A recruit dropped on its space: choose the animals to tilt and recruits to trash, with the
        running total. An Event that discards: choose the Tricks."""
        first = options[0]
        if isinstance(first, cmd.RecruitAnimal) and all(isinstance(c, cmd.RecruitAnimal) for c in options):
            if options == [first] and not first.tilt and not first.trash:
                return None
            return self._recruit_gather(seat, options)
        if isinstance(first, cmd.PlayEvent) and first.discards and \
                all(isinstance(c, cmd.PlayEvent) and c.target == first.target for c in options):
            commands = {frozenset(keys.hand(d) for d in c.discards): c for c in options}
            items = tuple(sorted({key for chosen in commands for key in chosen}))
            count = len(first.discards)
            return Gather(seat, f"{self.card_name(first.card)}: choose {count} Trick{'s' if count > 1 else ''} "
                                f"to discard", items, commands, confirm="Play it", played=keys.hand(first.card))
        return None

    def _recruit_gather(self, seat: int, options: list) -> RecruitGather:
        first = options[0]
        recruit = self.own(seat)["players"][seat]["recruiting"][str(first.pen)]
        clout = {}
        for kind, ref, value in recruit["sources"]:
            clout[keys.cell(seat, *ref) if kind == "tilt" else keys.pen(seat, ref[0])] = value
        rank, bonus = recruit["rank"], recruit["bonus"]
        commands = {frozenset([keys.cell(seat, *t) for t in c.tilt] + [keys.pen(seat, p) for p in c.trash]): c
                    for c in options}
        items = tuple(sorted({key for chosen in commands for key in chosen}))

        def tally(chosen) -> str:
            total = bonus + sum(clout.get(key, 0) for key in chosen)
            return f"Clout {total} of Rank {rank}."
        name = self.words.pen_card(seat, first.pen)
        return RecruitGather(seat, f"Recruit {name}: click animals to tilt and recruits to trash", items, commands,
                             confirm="Recruit", tally=tally, pen=keys.pen(seat, first.pen),
                             cell=keys.cell(seat, first.row, first.col))

    def end_turn(self, legal: list):
        return next((c for c in legal if isinstance(c, cmd.EndTurn)), None)

    def gives_away(self, command) -> bool:
        return isinstance(command, (cmd.DiscardTrick, cmd.DismissAnimal, cmd.DismissRecruit, cmd.DismissHuman))

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

    # -- words for what happened -----------------------------------------------------------------
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


# Where a card's target is dropped, by the kind of choice it makes.
TARGET_KEYS = {
    "enemy_animal": lambda seat, t: keys.cell(*t),
    "enemy_location": lambda seat, t: keys.cell(*t),
    "own_animal": lambda seat, t: keys.cell(seat, *t[:2]),
    "own_adjacent": lambda seat, t: keys.cell(seat, *t[:2]),
    "own_move": lambda seat, t: keys.cell(seat, *t[:2]),      # drop on the animal; the menu says where to
    "own_swap": lambda seat, t: keys.cell(seat, *t[:2]),
    "enemy_item": lambda seat, t: keys.item(*t),
    "enemy_human": lambda seat, t: keys.human(*t),
    "opponent": lambda seat, t: keys.board(t[0]),
    "own_trash": lambda seat, t: keys.pile("trash", seat),
}

# The prompt's buttons.
BUTTON_WORDS = {
    cmd.FinishPreparation: BeastAdapter.draw_words,
    cmd.RuleOnClash: BeastAdapter.clash_words,
    cmd.PassAction: lambda a, c: "Pass an action",
    cmd.DrawTrick: lambda a, c: "Draw a Trick",
    cmd.PassPhase: lambda a, c: "Pass",
    cmd.InviteAlly: lambda a, c: f"Invite {a.words.who(c.invitee)}",
    cmd.JoinBattle: lambda a, c: f"Join with {a.words.animal_at(c.seat, 0, c.col)}",
    cmd.DeclineInvitation: lambda a, c: "Decline",
    cmd.AcceptDefeat: lambda a, c: "Let it go to the Trash",
    cmd.UseAbility: lambda a, c: f"Use {a.card_name(c.card)}",
}

# The menu at the drop point, where a drop could mean several commands.
MENU_WORDS = {
    cmd.DismissAnimal: lambda w, c: f"Dismiss it, tilting {w.animal_at(c.seat, c.by_row, c.by_col)}",
    cmd.DeclareBattle: lambda w, c: f"Attack with {w.animal_at(c.seat, c.row, c.col)}",
    cmd.MoveAnimal: lambda w, c: f"Move to {w.space(c.to_row, c.to_col)}",
    cmd.PassItems: lambda w, c: f"Pass {' and '.join(w.n(i) for i in c.items)}",
}
