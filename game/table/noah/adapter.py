"""NOAH for the shared table: which commands a gesture stands for, and the words for everything."""
from __future__ import annotations

from game.engine.core.protocol import Rejected, Undone
from game.engine.noah import commands as cmd
from game.engine.noah import events as ev
from game.table import theme
from game.table.adapter import PLAY_ANYWHERE, AdapterBase, LogLine
from game.table.noah.cardinfo import NoahCards, ops_text, plain
from game.table.session import Session

UPGRADE_WORDS = {"base": "Base", "discard": "Discard", "corrupt": "+1 Corruption"}
UPGRADE_COLOURS = {"corrupt": (120, 40, 40), "discard": (40, 60, 110)}
PROMPT_WORDS = {"defend": "defend against the Enemies' damage, or play out of turn",
                "free_turn": "choose who takes the free turn", "place_spied": "place the spied card",
                "recruit_mercenary": "recruit a Mercenary (a reward)"}


def possessive(name: str) -> str:
    """The Gutter Kings -> The Gutter Kings'; Moth -> Moth's."""
    return name + ("'" if name.endswith("s") else "'s")


def die_words(kind: str, symbol) -> str:
    """A Horror die's face in words, for the log."""
    if kind == "damage":
        return "a starburst (damage)" if symbol in ("burst", "damage", True, 1) else "blank"
    n = int(symbol or 0)
    return "no crescent" if n == 0 else ("1 crescent" if n == 1 else f"{n} crescents")


class NoahAdapter(AdapterBase):
    """The TableAdapter for NOAH (see game.table.adapter)."""

    game = "noah"
    title = "NOAH"

    def __init__(self, session: Session):
        super().__init__(session, NoahCards)

    @property
    def state(self):
        return self.session.state

    # -- names ------------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        if not 0 <= seat < len(self.state.factions):
            return "The Enemies"
        fid = self.state.factions[seat].faction
        f = self.cards.factions.get(fid)
        return f.name if f else fid

    def seat_words(self, seat: int) -> str:
        """'Seat 1 (The Gutter Kings)' for the log, 'The Enemies' for seat -1."""
        if 0 <= seat < len(self.state.factions):
            return f"Seat {seat + 1} ({self.seat_name(seat)})"
        return "The Enemies"

    # -- gestures ---------------------------------------------------------------------------------
    def candidates(self, legal: list, source: str, card: str) -> list:
        kind = {"supply": cmd.RecruitAgent, "merc": cmd.PlayMercenary, "hand": cmd.PlayAction}.get(source)
        return [c for c in legal if type(c) is kind and c.card == card]

    def drop_key(self, command) -> str | None:
        if isinstance(command, cmd.RecruitAgent):
            return f"hand:{command.seat}"
        target = getattr(command, "target", None)
        if target is None:
            return None
        if not target:
            return PLAY_ANYWHERE
        if target[0] == "enemy":
            return f"enemy:{target[1]}"
        if target[0] == "turn":
            return "turn"
        if target[0] == "mercenary":
            return f"display:{target[1]}"
        return None

    def guess(self, seat: int, source: str, card: str, key: str | None):
        if source == "supply":
            return cmd.RecruitAgent(seat, card)
        target = self.target_of(key or PLAY_ANYWHERE)
        if source == "merc":
            return cmd.PlayMercenary(seat, card, target)
        return cmd.PlayAction(seat, card, "base", None, target)

    @staticmethod
    def target_of(key: str) -> tuple:
        if key.startswith("enemy:"):
            return ("enemy", int(key.split(":")[1]))
        if key.startswith("display:"):
            return ("mercenary", int(key.split(":")[1]))
        if key == "turn":
            return ("turn",)
        return ()

    def click(self, seat: int, source: str, card: str, candidates: list):
        """A click on a supply chip recruits at once (the engine says why not)."""
        if source == "supply":
            return candidates[0] if candidates else cmd.RecruitAgent(seat, card)
        return None

    def target_name(self, key: str) -> str:
        if key.startswith("enemy:"):
            return f"Enemy {int(key.split(':')[1]) + 1}"
        if key.startswith("display:"):
            return f"Mercenary {int(key.split(':')[1]) + 1}"
        return {"turn": "the turn deck", PLAY_ANYWHERE: "the table"}.get(key, "your hand")

    def option_label(self, command) -> str:
        text = self.text
        direction = ""
        if len(getattr(command, "target", ())) == 3:
            direction = " (left)" if command.target[2] < 0 else " (right)"
        if isinstance(command, cmd.PlayAction):
            label = UPGRADE_WORDS.get(command.upgrade, command.upgrade)
            if command.upgrade == "discard":
                label = f"Discard {text.name(command.discard)}" if command.discard else "Discard"
            return f"{label}: {text.upgrade_text(command.card, command.upgrade)}{direction}"
        return f"{text.name(command.card)}: {text.upgrade_text(command.card, 'base')}{direction}"

    def option_colour(self, command) -> tuple[int, int, int]:
        return UPGRADE_COLOURS.get(getattr(command, "upgrade", "base"), (50, 70, 60))

    # -- prompts and turns --------------------------------------------------------------------------
    def answers(self, legal: list) -> list:
        return [c for c in legal if not isinstance(c, (cmd.PlayAction, cmd.PlayMercenary))]

    def prompt_text(self, seat: int) -> str:
        prompt = self.session.prompt
        d = self.state.defense
        if prompt is not None and prompt.kind == "defend" and d is not None and seat < len(d.incoming):
            playable = self.defend_cards(seat)
            coming = d.incoming[seat] - d.blocked[seat]
            if coming <= 0:
                return (f"Seat {seat + 1}: the Enemies' turn. No damage is coming to you: play a glowing "
                        "out-of-turn card now, or pass.")
            return (f"Seat {seat + 1}: {d.incoming[seat]} damage coming, {d.blocked[seat]} blocked. "
                    + ("Drag a glowing card up to defend or play it out of turn, or:" if playable
                       else "No card in hand can block it:"))
        return prompt.text if prompt is not None else ""

    def defend_cards(self, seat: int) -> set[str]:
        """The hand cards and Mercenaries `seat` can play now to answer a defend prompt (they glow)."""
        prompt = self.session.prompt
        if prompt is None or prompt.kind != "defend" or seat not in prompt.seats:
            return set()
        return {c.card for c in self.session.legal(seat) if isinstance(c, (cmd.PlayAction, cmd.PlayMercenary))}

    def answer_label(self, command) -> str:
        if isinstance(command, cmd.Pass):
            pending, d = self.state.pending, self.state.defense
            if pending is not None and pending.kind == "recruit_mercenary":
                return "No Mercenary"
            coming = d.incoming[command.seat] - d.blocked[command.seat] if d is not None else 0
            return "Take the damage" if coming > 0 else "Pass"
        if isinstance(command, cmd.RecruitMercenary):
            card = self.state.mercenary_display[command.slot]
            return f"{self.card_name(card)} ({self.offer_price(command)})"
        if isinstance(command, cmd.ChooseFreeTurn):
            return f"Seat {command.faction + 1}: {self.seat_name(command.faction)}"
        if isinstance(command, cmd.PlaceSpied):
            pending = self.state.pending
            if pending is not None and pending.where == "turn":
                return "Back on top" if command.position == 0 else f"{command.position + 1}. from the top"
            if pending is not None and command.position == pending.index:
                return f"Leave it at Location {command.position + 1}"
            return f"Swap with Location {command.position + 1}"
        if isinstance(command, cmd.EndTurn):
            return "End turn"
        if isinstance(command, cmd.AdvanceAbility):
            return "Ability +1"
        return self.describe(command)

    def answer_card(self, command):
        """A reward's Mercenary choice shows the Mercenary itself."""
        if isinstance(command, cmd.RecruitMercenary) and command.slot < len(self.state.mercenary_display):
            return self.state.mercenary_display[command.slot]
        return None

    def offer_price(self, command) -> str:
        offer = next((o for o in self.state.offers if o.seat == command.seat), None)
        if offer is not None and offer.free:
            return "free"
        prices = self.session.view(command.seat)["mercenary_prices"]
        return f"{prices[command.slot]} Energy" if command.slot < len(prices) else ""

    def gather(self, seat: int, legal: list):
        return None   # every NOAH decision is one card or one button

    def gather_drop(self, seat: int, options: list):
        return None   # a drop means one command, or the menu at the drop point chooses

    def end_turn(self, legal: list):
        return next((c for c in legal if isinstance(c, cmd.EndTurn)), None)

    def whose_turn(self) -> str:
        prompt = self.session.prompt
        if prompt is not None:
            return f"{' and '.join(self.seat_name(x) for x in prompt.seats)} must answer now"
        turn = self.state.turn
        if turn.kind == "hero" and turn.seat >= 0:
            return f"It is {possessive(self.seat_name(turn.seat))} turn"
        return "It is the Enemies' turn"

    def status(self) -> tuple[str, str | None, str]:
        """What to do now, for the status bar: the sentence, a shorter one without the faction's name,
        and its tone (outcome, prompt, enemy, or seat:N for the seat's colour)."""
        state = self.state
        turn = state.turn
        if state.outcome:
            return ("Victory!" if state.outcome == "won" else "Defeat"), None, "outcome"
        if state.pending is not None:
            who = ", ".join(f"Seat {x + 1}" for x in state.pending.seats)
            return f"{who}: {PROMPT_WORDS.get(state.pending.kind, state.pending.kind)}", None, "prompt"
        if turn.kind == "hero":
            tone = f"seat:{turn.seat}"
            if turn.seat in self.session.bots:
                return (f"Seat {turn.seat + 1} {self.seat_name(turn.seat)} (bot) is playing",
                        f"Seat {turn.seat + 1} (bot) is playing", tone)
            step = ("play Action cards or recruit, then End turn" if turn.step == "actions"
                    else "recruit Agents, buy Ability, then End turn")
            return f"Seat {turn.seat + 1} {self.seat_name(turn.seat)}: {step}", f"Seat {turn.seat + 1}: {step}", tone
        if turn.kind == "enemy":
            return "The Enemies' turn", None, "enemy"
        return "", None, ""

    # -- words for what happened -----------------------------------------------------------------
    def describe(self, command) -> str:
        """A command in words ('Seat 1 (The Silent Sentinels) plays Calyx on The Hollow Man')."""
        n, who = self.card_name, self.seat_words(command.seat)
        if isinstance(command, cmd.PlayAction):
            how = {"discard": f", discarding {n(command.discard)}" if command.discard else "",
                   "corrupt": ", taking +1 corruption"}.get(command.upgrade, "")
            return f"{who} plays {n(command.card)}{how}{self.target_words(command.target)}"
        if isinstance(command, cmd.PlayMercenary):
            return f"{who} plays the Mercenary {n(command.card)}{self.target_words(command.target)}"
        if isinstance(command, cmd.RecruitAgent):
            return f"{who} recruits {n(command.card)}"
        if isinstance(command, cmd.AdvanceAbility):
            return f"{who} moves up the Ability track"
        if isinstance(command, cmd.EndTurn):
            return f"{who} ends the turn"
        if isinstance(command, cmd.Pass):
            return f"{who} takes the damage"
        if isinstance(command, cmd.ChooseFreeTurn):
            return f"{who} gives the free turn to {self.seat_words(command.faction)}"
        if isinstance(command, cmd.PlaceSpied):
            return f"{who} places the spied card"
        if isinstance(command, cmd.RecruitMercenary):
            display = self.state.mercenary_display
            name = self.card_name(display[command.slot]) if command.slot < len(display) else "a Mercenary"
            return f"{who} recruits {name}"
        return type(command).__name__

    def turn_words(self, card: str) -> str:
        if card == "enemy":
            return "the Enemies"
        if card == "free":
            return "a free turn"
        if card.startswith("hero:"):
            return self.seat_words(int(card.split(":")[1]))
        return card

    def target_words(self, target) -> str:
        if not target:
            return ""
        if target[0] == "enemy" and len(target) >= 2:
            row = self.state.row
            slot = row[target[1]] if target[1] < len(row) else None
            who = self.card_name(slot.enemy) if slot and slot.face_up else f"the Enemy at Location {target[1] + 1}"
            if len(target) == 3:
                return f", moving {who} {'right' if target[2] > 0 else 'left'}"
            return f" on {who}"
        if target[0] == "turn":
            return " on the turn deck"
        if target[0] == "mercenary":
            return f" on Mercenary {target[1] + 1}"
        return ""

    def log_lines(self, e) -> list[LogLine]:
        text, cards, colour = self.sentence(e)
        return [LogLine(text, tuple(cards), colour)] if text else []

    def sentence(self, e):
        """A sentence for the log, the cards it names, and its colour ("" for events that only animate)."""
        n, sn = self.card_name, self.seat_words
        T = theme.TEXT
        if isinstance(e, Rejected):
            return f"Not allowed: {e.reason}", (), theme.DANGER
        if isinstance(e, Undone):
            return "", (), T
        if isinstance(e, ev.RoundStarted):
            return f"Round {e.round} begins.", (), theme.ACCENT
        if isinstance(e, ev.TurnCardDrawn):
            return f"Turn card: {self.turn_words(e.card)} ({e.left} left in the deck).", (), theme.ACCENT
        if isinstance(e, ev.HeroTurnStarted):
            return f"{sn(e.seat)} takes a turn.", (), theme.SEAT_COLOURS[e.seat % 4]
        if isinstance(e, ev.EnemyTurnStarted):
            return "The Enemies take a turn.", (), theme.DANGER
        if isinstance(e, ev.FreeTurnGiven):
            return f"The free turn goes to {sn(e.seat)}.", (), T
        if isinstance(e, ev.HorrorDiceRolled):
            return (f"Horror dice: the damage die shows {die_words('damage', e.damage_face)}, "
                    f"the Reality Loss die {die_words('reality_loss', e.crescents)}."), (), theme.DANGER
        if isinstance(e, ev.DamageBlocked):
            src = "the Defense ability" if e.source == "ability" else n(e.source)
            return f"{sn(e.seat)} blocks {e.amount} damage with {src}.", ((e.source, src),), T
        if isinstance(e, ev.TrackMoved):
            if e.old == e.new:
                return "", (), T
            cause = f" ({n(e.cause)})" if e.cause and e.cause not in ("enemies", "ability_step_cost") else ""
            verb = {"energy": "Energy", "ability": "Ability"}.get(e.track, e.track)
            hurt = (e.track == "health" and e.new < e.old) or (e.track == "corruption" and e.new > e.old)
            return (f"{sn(e.seat)}: {verb} {e.old} -> {e.new}{cause}.", ((e.cause, n(e.cause)),) if cause else (),
                    theme.DANGER if hurt else T)
        if isinstance(e, ev.ActionPlayed):
            how = {"base": "", "discard": f", discarding {n(e.discard)}" if e.discard else ", discarding",
                   "corrupt": ", taking +1 corruption"}.get(e.upgrade, "")
            cards = [(e.card, n(e.card))] + ([(e.discard, n(e.discard))] if e.discard else [])
            return f"{sn(e.seat)} plays {n(e.card)}{how}{self.target_words(e.target)}.", tuple(cards), T
        if isinstance(e, ev.MercenaryPlayed):
            return (f"{sn(e.seat)} plays the Mercenary {n(e.card)}{self.target_words(e.target)}.",
                    ((e.card, n(e.card)),), T)
        if isinstance(e, ev.MercenaryRecruited):
            return f"{sn(e.seat)} recruits {n(e.card)} for {e.cost} Energy.", ((e.card, n(e.card)),), T
        if isinstance(e, ev.MercenaryDealt):
            return f"{n(e.card)} joins the Mercenary display.", ((e.card, n(e.card)),), theme.TEXT_DIM
        if isinstance(e, ev.MercenaryDeckShuffled):
            return "The Mercenary discard pile is shuffled into a new deck.", (), theme.TEXT_DIM
        if isinstance(e, ev.EnemyRevealed):
            return f"Revealed at Location {e.position + 1}: {n(e.enemy)}.", ((e.enemy, n(e.enemy)),), theme.DANGER
        if isinstance(e, ev.EffectResolved):
            words = plain(e.text)
            if e.trigger == "reward" and e.source in self.cards.enemies:
                words = ops_text(self.cards.enemies[e.source].reward)
                return f"Reward for defeating {n(e.source)}: {words}.", ((e.source, n(e.source)),), (220, 180, 120)
            return f"{n(e.source)}: {words}", ((e.source, n(e.source)),), (220, 180, 120)
        if isinstance(e, ev.DamagePlaced):
            return f"{e.hits} damage on {n(e.enemy)} (now {e.total}).", ((e.enemy, n(e.enemy)),), T
        if isinstance(e, ev.EnemyHealed):
            return f"{n(e.enemy)} heals: damage {e.old} -> {e.new}.", ((e.enemy, n(e.enemy)),), T
        if isinstance(e, ev.EnemyDefeated):
            return f"{n(e.enemy)} is defeated!", ((e.enemy, n(e.enemy)),), theme.OK
        if isinstance(e, ev.EnemiesSwapped):
            return f"Enemies at Locations {e.first + 1} and {e.second + 1} swap places.", (), T
        if isinstance(e, ev.RealityLossMoved):
            extra = f" {plain(e.text)}" if e.text else ""
            return f"Reality Loss {e.old + 1} -> {e.new + 1}.{extra}", (), (200, 150, 230)
        if isinstance(e, ev.PhaseEnded):
            tail = f"; {e.survivors} Enemies survived" if e.survivors else ""
            return f"Phase {e.phase} ends{tail}.", (), theme.ACCENT
        if isinstance(e, ev.PhaseStarted):
            return f"Phase {e.phase} begins.", (), theme.ACCENT
        if isinstance(e, ev.CardSpied):
            what = self.turn_words(e.card) if e.where == "turn" else n(e.card)
            return f"{sn(e.seat)} spies: {what}.", ((e.card, n(e.card)),) if e.where != "turn" else (), T
        if isinstance(e, ev.SpiedCardPlaced):
            return f"{sn(e.seat)} puts the spied card back (position {e.new + 1}).", (), T
        if isinstance(e, ev.PromptRaised):
            who = ", ".join(f"Seat {s + 1}" for s in e.seats)
            return f"{who}: {e.text}", (), theme.ACCENT
        if isinstance(e, ev.GameWon):
            return f"Victory! {e.reason}", (), theme.OK
        if isinstance(e, ev.GameLost):
            return f"Defeat. {e.reason}", (), theme.DANGER
        if isinstance(e, ev.TurnEnded):
            return ("The Enemies' turn ends." if e.seat < 0 else f"{sn(e.seat)} ends the turn."), (), theme.TEXT_DIM
        return "", (), T

    # -- the end of the game ----------------------------------------------------------------------
    def outcome_title(self) -> tuple[str, bool]:
        """The end screen's title and whether it is a win."""
        won = self.state.outcome == "won"
        return ("Victory!" if won else "Defeat"), won

    def summary(self) -> list[str]:
        """The end screen's lines, one fact a line."""
        state = self.state
        lines = [state.outcome_reason or "",
                 f"Phase reached: {state.phase} of 3", f"Rounds: {state.round}", f"Turns: {state.turns_taken}",
                 f"Enemies defeated: {len(state.graveyard)} of {state.enemies_total}"]
        names = [self.card_name(e) for e in state.graveyard]
        if names:
            lines.append("Defeated: " + ", ".join(names))
        for seat, f in enumerate(state.factions):
            lines.append(f"Seat {seat + 1} {self.seat_name(seat)}: health {f.health}, "
                         f"corruption {f.corruption}, ability {f.ability}")
        return lines
