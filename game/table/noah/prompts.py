"""The prompt panel: what the engine asks a seat (defend, free turn, spied card) and its answer buttons."""
from __future__ import annotations

import pygame

from game.engine.noah import commands as cmd
from game.table import theme


class PromptPanel:
    """The panel that answers the engine's Prompt."""

    def prompt_buttons(self) -> list[tuple[pygame.Rect, object]]:
        """The answer buttons of the prompt panel (rectangles computed from the layout)."""
        panel = self.prompt_panel()
        if panel is None:
            return []
        rect, seat, commands = panel
        s = self.geo.scale
        bh = int(30 * s)
        font = self.th.font(max(14, int(17 * s)), True)
        rows: list[list] = [[]]   # the answers in reading order: left to right, then the next row down
        x = rect.x + 10
        for c in commands:
            w = font.size(self.command_label(c))[0] + 24
            if x + w > rect.right - 10 and rows[-1]:
                rows.append([])
                x = rect.x + 10
            rows[-1].append((x, w, c))
            x += w + 8
        top = rect.bottom - 8 - len(rows) * (bh + 6) + 6
        return [(pygame.Rect(x, top + i * (bh + 6), w, bh), c) for i, row in enumerate(rows) for x, w, c in row]

    def prompt_panel(self):
        prompt = self.session.prompt
        if prompt is None or self.session.over or self.anims.busy:
            return None
        humans = [s for s in prompt.seats if s not in self.session.bots]
        if not humans:
            return None
        seat = humans[0]
        commands = [c for c in self.session.legal(seat) if not isinstance(c, (cmd.PlayAction, cmd.PlayMercenary))]
        L = self.geo
        if len(prompt.seats) == 1:
            z = L.zones[seat]
            rect = pygame.Rect(z.rect.x, z.header.bottom, z.rect.w, z.ability.bottom - z.header.bottom + 4)
        else:
            w = int(L.size[0] * 0.5)
            rect = pygame.Rect((L.size[0] - w) // 2, L.status.bottom - int(110 * L.scale), w, int(110 * L.scale))
        rows = 1 + (len(commands) > 4)
        rect.h = max(rect.h, int((52 + 36 * rows) * L.scale))
        return rect, seat, commands

    def defend_cards(self, seat: int) -> set[str]:
        """The hand cards and Mercenaries `seat` can play now to answer a defend prompt (they glow)."""
        prompt = self.session.prompt
        if prompt is None or prompt.kind != "defend" or seat not in prompt.seats:
            return set()
        cache = getattr(self, "_defend_cards", None)
        if cache is None or cache[0] != (self.session.version, seat):
            cards = {c.card for c in self.session.legal(seat) if isinstance(c, (cmd.PlayAction, cmd.PlayMercenary))}
            cache = self._defend_cards = ((self.session.version, seat), cards)
        return cache[1]

    def command_label(self, c) -> str:
        if isinstance(c, cmd.Pass):
            return "Take the damage"
        if isinstance(c, cmd.ChooseFreeTurn):
            return f"Seat {c.faction + 1}: {self.session.faction_name(c.faction)}"
        if isinstance(c, cmd.PlaceSpied):
            pending = self.session.state.pending
            if pending is not None and pending.where == "turn":
                return "Back on top" if c.position == 0 else f"{c.position + 1}. from the top"
            if pending is not None and c.position == pending.index:
                return f"Leave it at Location {c.position + 1}"
            return f"Swap with Location {c.position + 1}"
        if isinstance(c, cmd.EndTurn):
            return "End turn"
        if isinstance(c, cmd.AdvanceAbility):
            return "Ability +1"
        return type(c).__name__

    def draw_prompt(self, surface) -> None:
        panel = self.prompt_panel()
        if panel is None:
            return
        rect, seat, commands = panel
        th = self.th
        s = self.geo.scale
        theme.draw_panel(surface, rect, colour=(30, 26, 16), edge=theme.GLOW, alpha=255)  # nothing shows through
        prompt = self.session.prompt
        text = prompt.text
        d = self.session.state.defense
        if prompt.kind == "defend" and d is not None and seat < len(d.incoming):
            text = (f"Seat {seat + 1}: {d.incoming[seat]} damage coming, {d.blocked[seat]} blocked. "
                    + ("Drag a glowing shield card up to defend, or:" if self.defend_cards(seat)
                       else "No card in hand can block it:"))
        y = rect.y + 6
        for line in theme.wrap(th.font(max(13, int(16 * s))), text, rect.w - 20)[:3]:
            surface.blit(th.text(line, max(13, int(16 * s)), theme.TEXT), (rect.x + 10, y))
            y += int(19 * s)
        for r, c in self.prompt_buttons():
            pygame.draw.rect(surface, (200, 160, 60), r, border_radius=6)
            img = th.text(self.command_label(c), max(14, int(17 * s)), (20, 14, 0), bold=True)
            surface.blit(img, img.get_rect(center=r.center))
