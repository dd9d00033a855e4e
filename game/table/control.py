"""Who may act: which seat each pointer (mouse, keyboard, a claimed pad) may play for, for every game."""
from __future__ import annotations

from game.table import theme
from game.table.adapter import TableAdapter
from game.table.desk import Desk
from game.table.input import PointerEvent
from game.table.pads import PadClaims
from game.table.widgets.toast import Toasts


class Control:
    """The rule of who plays which seat's cards, read from the desk (who may act, who is at the screen)
    and the pads' claims; a refusal is said in a toast."""

    def __init__(self, desk: Desk, adapter: TableAdapter, toasts: Toasts, claims: PadClaims):
        self.desk = desk
        self.adapter = adapter
        self.toasts = toasts
        self.claims = claims

    def refusal(self, pe: PointerEvent, seat: int) -> str | None:
        """Why this pointer may not play for `seat`, or None when it may.

        Nobody plays a bot's cards. A claimed pad plays for its own seat only; a pad that plays no
        seat, while other seats play from pads, plays for nobody (a stray pad on the couch does not act
        for whoever's turn it is). The mouse and keyboard (and, with no pads joined, any pad) play for a
        seat the engine lets act now; out of turn they play only for seats without a pad of their own,
        which have no other way to play — and, where hands are hidden, only for the seat whose hand is
        on screen.
        """
        desk = self.desk
        name = self.seat_label
        if desk.replay is not None:
            return "This is a replay: press Play from here to take over from this point."
        if desk.hidden and desk.public:
            return "The table shows what everyone may see now: nobody's cards are played from it."
        if seat in desk.bots:
            return f"{name(seat)[:1].upper()}{name(seat)[1:]} is played by the bot."
        if pe.pad and pe.seat is not None:
            if pe.seat == seat:
                return None
            return f"This gamepad belongs to {name(pe.seat)}; those are {name(seat)}'s cards."
        stray = self.stray(pe)
        if stray:
            return stray
        if desk.hidden and seat != desk.viewer:
            return f"Those are {name(seat)}'s cards."
        if desk.may_act(seat) or not self.has_pad(seat):
            return None
        return f"{self.adapter.whose_turn()}; {self.adapter.seat_name(seat)} play from their gamepad."

    def no_end_turn(self, seat: int) -> str:
        """Why End turn does nothing now: a lesson's words; the turn not yet over (its seat's own turn:
        something must be done first); or whose turn it is."""
        desk, adapter = self.desk, self.adapter
        if desk.guide_words():
            return desk.guide_words()
        if seat in desk.acting():
            return f"The turn cannot end yet: {adapter.seat_name(seat)} has something to do first (the prompt says what)."
        return f"{adapter.whose_turn()}."

    def stray(self, pe: PointerEvent) -> str | None:
        """Why a pad that plays no seat may not act (other seats play from pads), or None."""
        if pe.pad and pe.seat is None and self.claims.by_seat:
            return ("This gamepad plays no seat: join on the New game screen (or press A when a seat waits "
                    "for its pad).")
        return None

    def seat_label(self, seat: int) -> str:
        """'seat 2 (The Gutter Kings)', or just 'Seat 2' where the game names seats by number."""
        name = self.adapter.seat_name(seat)
        return name if name.lower().startswith("seat") else f"seat {seat + 1} ({name})"

    def can_use(self, pe: PointerEvent, seat: int) -> bool:
        """May this pointer play for `seat` (silently)?"""
        return self.refusal(pe, seat) is None

    def allowed(self, pe: PointerEvent, seat: int) -> bool:
        """May this pointer play for `seat`? Says why not in a toast."""
        reason = self.refusal(pe, seat)
        if reason:
            self.toasts.show(reason, theme.DANGER)
        return reason is None

    def has_pad(self, seat: int) -> bool:
        """The seat is played from a gamepad (also while it is unplugged and the seat waits for it)."""
        return self.claims.has(seat)
