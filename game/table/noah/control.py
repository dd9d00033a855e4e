"""Who acts: the seat the keyboard and mouse play for, and the seat each gamepad may play for."""
from __future__ import annotations

import pygame

from game.table.input import PointerEvent


class Control:
    """Keyboard input and the rule of who may play which seat's cards."""

    def can_use(self, pe: PointerEvent, seat: int) -> bool:
        """A pad acts only for its own seat; nobody plays a bot's cards."""
        if seat in self.session.bots:
            return False
        return pe.seat is None or pe.seat == seat

    def main_seat(self) -> int:
        """The seat the keyboard acts for: the one asked to answer, else whose turn it is."""
        humans = [s for s in self.session.acting_seats() if s not in self.session.bots]
        if humans:
            return humans[0]
        turn = self.session.state.turn
        return turn.seat if turn.seat >= 0 else 0

    def not_yours(self, pe, seat) -> str:
        if seat in self.session.bots:
            return f"Seat {seat + 1} is played by the bot."
        return f"This gamepad belongs to seat {pe.seat + 1}; those are seat {seat + 1}'s cards."

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
