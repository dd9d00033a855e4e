"""Who acts: the seat the keyboard and mouse play for, and the seat each gamepad may play for."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.input import PointerEvent


def possessive(name: str) -> str:
    """The Gutter Kings -> The Gutter Kings'; Moth -> Moth's."""
    return name + ("'" if name.endswith("s") else "'s")


class Control:
    """Keyboard input and the rule of who may play which seat's cards."""

    def can_use(self, pe: PointerEvent, seat: int) -> bool:
        """May this pointer play for `seat`? (See `refusal` for the rule.)"""
        return self.refusal(pe, seat) is None

    def allowed(self, pe: PointerEvent, seat: int) -> bool:
        """`can_use`, saying why not in a toast when it is refused."""
        reason = self.refusal(pe, seat)
        if reason:
            self.toasts.show(reason, theme.DANGER)
        return reason is None

    def refusal(self, pe: PointerEvent, seat: int) -> str | None:
        """Why this pointer may not play for `seat`, or None when it may.

        Nobody plays a bot's cards. A claimed pad plays for its own seat only. The mouse (and an
        unclaimed pad) plays for the seat whose turn it is or whom a prompt waits for; out of turn it
        plays only for seats without a pad of their own, which have no other way to play.
        """
        s = self.session
        if seat in s.bots:
            return f"Seat {seat + 1} ({s.faction_name(seat)}) is played by the bot."
        if pe.pointer != "mouse" and pe.seat is not None:
            if pe.seat == seat:
                return None
            return (f"This gamepad belongs to seat {pe.seat + 1} ({s.faction_name(pe.seat)}); "
                    f"those are seat {seat + 1}'s cards.")
        if seat in s.acting_seats() or not self.has_pad(seat):
            return None
        return f"{self.whose_turn()}; {s.faction_name(seat)} play from their gamepad."

    def has_pad(self, seat: int) -> bool:
        """A connected gamepad is claimed by this seat."""
        return any(cursor.seat == seat for cursor in self.app.router.pads.values())

    def whose_turn(self) -> str:
        """'It is The Gutter Kings' turn', or who must answer the prompt now."""
        s = self.session
        prompt = s.prompt
        if prompt is not None:
            names = " and ".join(s.faction_name(x) for x in prompt.seats)
            return f"{names} must answer now"
        turn = s.state.turn
        if turn.kind == "hero" and turn.seat >= 0:
            return f"It is {possessive(s.faction_name(turn.seat))} turn"
        return "It is the Enemies' turn"

    def main_seat(self) -> int:
        """The seat the keyboard acts for: the one asked to answer, else whose turn it is."""
        humans = [s for s in self.session.acting_seats() if s not in self.session.bots]
        if humans:
            return humans[0]
        turn = self.session.state.turn
        return turn.seat if turn.seat >= 0 else 0

    def process_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.key(event)
            return None
        if event.type == pygame.MOUSEWHEEL:
            if self.log.rect.collidepoint(self.hover_pos):
                self.log.wheel(int(event.y))
            return None
        for pe in self.app.router.translate(event):
            self.pointer(pe)
        return None

    def key(self, event) -> None:
        ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        k = event.key
        if self.choice is not None:
            if pygame.K_1 <= k <= pygame.K_9:
                i = k - pygame.K_1
                if i < len(self.choice.options):
                    self.choose(i)
                return
            if k == pygame.K_ESCAPE:
                self.cancel_choice()
                return
        if ctrl and k == pygame.K_z:
            self.undo()
        elif ctrl and k == pygame.K_s:
            self.save()
        elif k == pygame.K_F1:
            self.open_rules()
        elif k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.skip()
        elif k == pygame.K_ESCAPE:
            if self.picks:
                for pick in list(self.picks.values()):
                    self.glide_back(pick)
                self.picks.clear()
            else:
                self.open_menu()

    def skip(self) -> None:
        """Jump queued animations to their end (a click or Space)."""
        if self.anims.busy:
            self.anims.skip()
            if self.tray.throw:
                self.tray.throw.finish()
