"""NOAH in words: seats, commands (hints, undo) and the log's sentences. Every hand is open in NOAH,
so its words read the view of the seat on screen (the desk's)."""
from __future__ import annotations

from game.engine.noah import commands as cmd
from game.engine.noah import events as ev
from game.table import theme
from game.table.handlers import on
from game.table.noah.cardinfo import ops_text, plain
from game.table.words import Words



def die_words(kind: str, symbol) -> str:
    """A Horror die's face in words, for the log."""
    if kind == "damage":
        return "a starburst (damage)" if symbol in ("burst", "damage", True, 1) else "blank"
    n = int(symbol or 0)
    return "no crescent" if n == 0 else ("1 crescent" if n == 1 else f"{n} crescents")


class NoahWords(Words):
    """NOAH's sentences, for the log, undo and the hint."""

    def __init__(self, session, text):
        self.session = session
        self.text = text
        self.cards = session.rules.cards

    @property
    def view(self) -> dict:
        return self.session.desk.view()

    def card_name(self, card: str) -> str:
        return self.text.name(card)

    n = card_name

    def seat_name(self, seat: int) -> str:
        factions = self.view["factions"]
        if not 0 <= seat < len(factions):
            return "The Enemies"
        fid = factions[seat]["faction"]
        f = self.cards.factions.get(fid)
        return f.name if f else fid

    def seat_words(self, seat: int) -> str:
        """'Seat 1 (The Gutter Kings)' for the log, 'The Enemies' for seat -1."""
        if 0 <= seat < len(self.view["factions"]):
            return f"Seat {seat + 1} ({self.seat_name(seat)})"
        return "The Enemies"

    def describe(self, command) -> str:
        """A command in words ('Seat 1 (The Silent Sentinels) plays Calyx on The Hollow Man')."""
        words = DESCRIBE.get(type(command))
        return f"{self.seat_words(command.seat)} {words(self, command)}" if words else type(command).__name__

    def play_action(self, c) -> str:
        how = {"discard": f", discarding {self.n(c.discard)}" if c.discard else "",
               "corrupt": ", taking +1 corruption"}.get(c.upgrade, "")
        return f"plays {self.n(c.card)}{how}{self.target_words(c.target)}"

    def recruit_mercenary(self, c) -> str:
        display = self.view["mercenary_display"]
        return f"recruits {self.n(display[c.slot]) if c.slot < len(display) else 'a Mercenary'}"

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
            row = self.view["row"]
            slot = row[target[1]] if target[1] < len(row) else None
            who = self.card_name(slot["enemy"]) if slot and slot["face_up"] else f"the Enemy at Location {target[1] + 1}"
            if len(target) == 3:
                return f", moving {who} {'right' if target[2] > 0 else 'left'}"
            return f" on {who}"
        if target[0] == "turn":
            return " on the turn deck"
        if target[0] == "mercenary":
            return f" on Mercenary {target[1] + 1}"
        return ""

    def named(self, cards) -> tuple[tuple[str, str], ...]:
        """NOAH's sentences name their cards as (card, name) pairs already (the Defense ability too)."""
        return tuple(cards)

    # -- the log's sentence of each event ---------------------------------------------------------
    @on(ev.RoundStarted)
    def round_started(self, e):
        return f"Round {e.round} begins.", (), theme.ACCENT

    @on(ev.TurnCardDrawn)
    def turn_card_drawn(self, e):
        return f"Turn card: {self.turn_words(e.card)} ({e.left} left in the deck).", (), theme.ACCENT

    @on(ev.HeroTurnStarted)
    def hero_turn_started(self, e):
        return f"{self.seat_words(e.seat)} takes a turn.", (), theme.SEAT_COLOURS[e.seat % 4]

    @on(ev.EnemyTurnStarted)
    def enemy_turn_started(self, e):
        return "The Enemies take a turn.", (), theme.DANGER

    @on(ev.FreeTurnGiven)
    def free_turn_given(self, e):
        return f"The free turn goes to {self.seat_words(e.seat)}.", (), theme.TEXT

    @on(ev.HorrorDiceRolled)
    def horror_dice_rolled(self, e):
        return (f"Horror dice: the damage die shows {die_words('damage', e.damage_face)}, "
                f"the Reality Loss die {die_words('reality_loss', e.crescents)}."), (), theme.DANGER

    @on(ev.DamageBlocked)
    def damage_blocked(self, e):
        src = "the Defense ability" if e.source == "ability" else self.n(e.source)
        return f"{self.seat_words(e.seat)} blocks {e.amount} damage with {src}.", ((e.source, src),), theme.TEXT

    @on(ev.TrackMoved)
    def track_moved(self, e):
        if e.old == e.new:
            return "", (), theme.TEXT
        cause = f" ({self.n(e.cause)})" if e.cause and e.cause not in ("enemies", "ability_step_cost") else ""
        verb = {"energy": "Energy", "ability": "Ability"}.get(e.track, e.track)
        hurt = (e.track == "health" and e.new < e.old) or (e.track == "corruption" and e.new > e.old)
        return (f"{self.seat_words(e.seat)}: {verb} {e.old} -> {e.new}{cause}.",
                ((e.cause, self.n(e.cause)),) if cause else (), theme.DANGER if hurt else theme.TEXT)

    @on(ev.ActionPlayed)
    def action_played(self, e):
        how = {"base": "", "discard": f", discarding {self.n(e.discard)}" if e.discard else ", discarding",
               "corrupt": ", taking +1 corruption"}.get(e.upgrade, "")
        cards = [(e.card, self.n(e.card))] + ([(e.discard, self.n(e.discard))] if e.discard else [])
        return (f"{self.seat_words(e.seat)} plays {self.n(e.card)}{how}{self.target_words(e.target)}.",
                tuple(cards), theme.TEXT)

    @on(ev.MercenaryPlayed)
    def mercenary_played(self, e):
        return (f"{self.seat_words(e.seat)} plays the Mercenary {self.n(e.card)}{self.target_words(e.target)}.",
                ((e.card, self.n(e.card)),), theme.TEXT)

    @on(ev.MercenaryRecruited)
    def mercenary_recruited(self, e):
        return (f"{self.seat_words(e.seat)} recruits {self.n(e.card)} for {e.cost} Energy.",
                ((e.card, self.n(e.card)),), theme.TEXT)

    @on(ev.MercenaryDealt)
    def mercenary_dealt(self, e):
        return f"{self.n(e.card)} joins the Mercenary display.", ((e.card, self.n(e.card)),), theme.TEXT_DIM

    @on(ev.MercenaryDeckShuffled)
    def mercenary_deck_shuffled(self, e):
        return "The Mercenary discard pile is shuffled into a new deck.", (), theme.TEXT_DIM

    @on(ev.EnemyRevealed)
    def enemy_revealed(self, e):
        return f"Revealed at Location {e.position + 1}: {self.n(e.enemy)}.", ((e.enemy, self.n(e.enemy)),), theme.DANGER

    @on(ev.EffectResolved)
    def effect_resolved(self, e):
        words = plain(e.text)
        if e.trigger == "reward" and e.source in self.cards.enemies:
            words = ops_text(self.cards.enemies[e.source].reward)
            return (f"Reward for defeating {self.n(e.source)}: {words}.",
                    ((e.source, self.n(e.source)),), (220, 180, 120))
        return f"{self.n(e.source)}: {words}", ((e.source, self.n(e.source)),), (220, 180, 120)

    @on(ev.DamagePlaced)
    def damage_placed(self, e):
        return f"{e.hits} damage on {self.n(e.enemy)} (now {e.total}).", ((e.enemy, self.n(e.enemy)),), theme.TEXT

    @on(ev.EnemyHealed)
    def enemy_healed(self, e):
        return f"{self.n(e.enemy)} heals: damage {e.old} -> {e.new}.", ((e.enemy, self.n(e.enemy)),), theme.TEXT

    @on(ev.EnemyDefeated)
    def enemy_defeated(self, e):
        return f"{self.n(e.enemy)} is defeated!", ((e.enemy, self.n(e.enemy)),), theme.OK

    @on(ev.EnemiesSwapped)
    def enemies_swapped(self, e):
        return f"Enemies at Locations {e.first + 1} and {e.second + 1} swap places.", (), theme.TEXT

    @on(ev.RealityLossMoved)
    def reality_loss_moved(self, e):
        extra = f" {plain(e.text)}" if e.text else ""
        return f"Reality Loss {e.old + 1} -> {e.new + 1}.{extra}", (), (200, 150, 230)

    @on(ev.PhaseEnded)
    def phase_ended(self, e):
        tail = f"; {e.survivors} Enemies survived" if e.survivors else ""
        return f"Phase {e.phase} ends{tail}.", (), theme.ACCENT

    @on(ev.PhaseStarted)
    def phase_started(self, e):
        return f"Phase {e.phase} begins.", (), theme.ACCENT

    @on(ev.CardSpied)
    def card_spied(self, e):
        what = self.turn_words(e.card) if e.where == "turn" else self.n(e.card)
        return (f"{self.seat_words(e.seat)} spies: {what}.",
                ((e.card, self.n(e.card)),) if e.where != "turn" else (), theme.TEXT)

    @on(ev.SpiedCardPlaced)
    def spied_card_placed(self, e):
        return f"{self.seat_words(e.seat)} puts the spied card back (position {e.new + 1}).", (), theme.TEXT

    @on(ev.PromptRaised)
    def prompt_raised(self, e):
        who = ", ".join(f"Seat {s + 1}" for s in e.seats)
        return f"{who}: {e.text}", (), theme.ACCENT

    @on(ev.GameWon)
    def game_won(self, e):
        return f"Victory! {e.reason}", (), theme.OK

    @on(ev.GameLost)
    def game_lost(self, e):
        return f"Defeat. {e.reason}", (), theme.DANGER

    @on(ev.TurnEnded)
    def turn_ended(self, e):
        text = "The Enemies' turn ends." if e.seat < 0 else f"{self.seat_words(e.seat)} ends the turn."
        return text, (), theme.TEXT_DIM


# Each command in words, after the seat's name (as Planet's and Beast's words say them).
DESCRIBE = {
    cmd.PlayAction: NoahWords.play_action,
    cmd.PlayMercenary: lambda w, c: f"plays the Mercenary {w.n(c.card)}{w.target_words(c.target)}",
    cmd.RecruitAgent: lambda w, c: f"recruits {w.n(c.card)}",
    cmd.AdvanceAbility: lambda w, c: "moves up the Ability track",
    cmd.EndTurn: lambda w, c: "ends the turn",
    cmd.Pass: lambda w, c: "takes the damage",
    cmd.ChooseFreeTurn: lambda w, c: f"gives the free turn to {w.seat_words(c.faction)}",
    cmd.PlaceSpied: lambda w, c: "places the spied card",
    cmd.RecruitMercenary: NoahWords.recruit_mercenary,
}
