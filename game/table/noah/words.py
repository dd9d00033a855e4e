"""NOAH in words: seats, commands (hints, undo) and the log's sentences. Every hand is open in NOAH,
so its words read the game's state."""
from __future__ import annotations

from game.engine.core.protocol import Rejected, Undone
from game.engine.noah import commands as cmd
from game.engine.noah import events as ev
from game.table import theme
from game.table.adapter import LogLine
from game.table.noah.cardinfo import ops_text, plain


def possessive(name: str) -> str:
    """The Gutter Kings -> The Gutter Kings'; Moth -> Moth's."""
    return name + ("'" if name.endswith("s") else "'s")


def die_words(kind: str, symbol) -> str:
    """A Horror die's face in words, for the log."""
    if kind == "damage":
        return "a starburst (damage)" if symbol in ("burst", "damage", True, 1) else "blank"
    n = int(symbol or 0)
    return "no crescent" if n == 0 else ("1 crescent" if n == 1 else f"{n} crescents")


class NoahWords:
    """NOAH's sentences, for the log, undo and the hint."""

    def __init__(self, session, text):
        self.session = session
        self.text = text
        self.cards = session.rules.cards

    @property
    def state(self):
        return self.session.state

    def card_name(self, card: str) -> str:
        return self.text.name(card)

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
