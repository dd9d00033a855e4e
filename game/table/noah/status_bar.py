"""The status bar: turn card, round and phase, whose turn it is, and the Menu/Rules/Save/Undo buttons."""
from __future__ import annotations

import pygame

from game.table import theme


class StatusBar:
    """Drawing the status bar."""

    def draw_status(self, surface) -> None:
        L = self.geo
        th = self.th
        state = self.session.state
        s = L.scale
        card = self.shown.turn_card
        r = L.turn_card
        if card.startswith("hero:"):
            seat = int(card.split(":")[1])
            colour, label = th.seat_colour(seat), str(seat + 1)
        elif card == "enemy":
            colour, label = (170, 40, 40), "E"
        elif card == "free":
            colour, label = (200, 200, 200), "F"
        else:
            colour, label = (60, 60, 60), "?"
        pygame.draw.rect(surface, colour, r, border_radius=4)
        pygame.draw.rect(surface, (240, 240, 240), r, 1, border_radius=4)
        img = th.text(label, max(14, int(20 * s)), (10, 10, 10), bold=True)
        surface.blit(img, img.get_rect(center=r.center))
        info = f"Turn deck {self.shown.turn_left} left   Round {self.shown.round}   Phase {self.shown.phase}/3"
        info += f"   Defeated {len(state.graveyard)}/{state.enemies_total}"
        img = th.text(info, max(13, int(16 * s)), theme.TEXT_DIM)
        surface.blit(img, (r.right + 10, L.status.centery - img.get_height() // 2))
        # Whose turn, in big letters, in the middle.
        turn = state.turn
        if state.outcome:
            text, colour = ("Victory!" if state.outcome == "won" else "Defeat"), theme.ACCENT
        elif state.pending is not None:
            who = ", ".join(f"Seat {x + 1}" for x in state.pending.seats)
            what = {"defend": "defend against the Enemies' damage", "free_turn": "choose who takes the free turn",
                    "place_spied": "place the spied card"}.get(state.pending.kind, state.pending.kind)
            text, colour = f"{who}: {what}", theme.GLOW
        elif turn.kind == "hero":
            # What to do next, including how the turn ends (recruiting is open in the first step too).
            step = ("play Action cards or recruit, then End turn" if turn.step == "actions"
                    else "recruit Agents, buy Ability, then End turn")
            text = f"Seat {turn.seat + 1} {self.session.faction_name(turn.seat)}: {step}"
            short = f"Seat {turn.seat + 1}: {step}"     # the zone's header names the faction
            colour = th.seat_colour(turn.seat)
        elif turn.kind == "enemy":
            text, colour = "The Enemies' turn", theme.DANGER
        else:
            text, colour = "", theme.TEXT
        left = r.right + 10 + th.font(max(13, int(16 * s))).size(info)[0] + 20
        right = min(rect.x for rect in L.buttons.values()) - 10
        size = max(16, int(22 * s))
        # Measured (cheap) before rendered (not): only the size that fits is drawn. Without the
        # faction's name rather than below a readable size.
        while th.font(size, True).size(text)[0] > right - left and size > 12:
            if size <= 15 and turn.kind == "hero" and text != short and not state.outcome and state.pending is None:
                text, size = short, max(16, int(22 * s))
                continue
            size -= 1
        img = th.text(text, size, colour, bold=True)
        x = max(img.get_rect(center=(L.size[0] // 2, 0)).x, left)
        x = min(x, right - img.get_width())
        surface.blit(img, (x, L.status.centery - img.get_height() // 2))
        labels = {"menu": "Menu", "rules": "Rules F1", "save": "Save", "undo": "Undo"}
        for name, rect in L.buttons.items():
            enabled = name != "undo" or self.session.engine.can_undo
            pygame.draw.rect(surface, (48, 60, 74) if enabled else (34, 38, 44), rect, border_radius=6)
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=6)
            img = th.text(labels[name], max(12, int(16 * s)), theme.TEXT if enabled else theme.TEXT_DIM, bold=True)
            surface.blit(img, img.get_rect(center=rect.center))
