"""Drop targets: where a picked card may go, lit up while it is held."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.engine.noah import commands as cmd
from game.table import theme

if TYPE_CHECKING:
    from game.table.noah.dragdrop import Pick


def zone_key(seat: int, command) -> str | None:
    """The drop target a legal command is played on."""
    if isinstance(command, cmd.RecruitAgent):
        return f"hand:{seat}"
    target = getattr(command, "target", None)
    if target is None:
        return None
    if not target:
        return "play"
    if target[0] == "enemy":
        return f"enemy:{target[1]}"
    if target[0] == "turn":
        return "turn"
    if target[0] == "mercenary":
        return f"display:{target[1]}"
    return None


def target_of(key: str) -> tuple:
    if key.startswith("enemy:"):
        return ("enemy", int(key.split(":")[1]))
    if key.startswith("display:"):
        return ("mercenary", int(key.split(":")[1]))
    if key == "turn":
        return ("turn",)
    return ()


class Targets:
    """The legal drop targets of a picked card, and their glow."""

    def legal_keys(self, pick: Pick) -> dict[str, list]:
        keys: dict[str, list] = {}
        for c in pick.candidates:
            k = zone_key(pick.seat, c)
            if k:
                keys.setdefault(k, []).append(c)
        return keys

    def target_rects(self) -> dict[str, pygame.Rect]:
        """Every place a card can be dropped on, by zone key."""
        L = self.geo
        rects = {}
        for p in range(len(self.session.state.row)):
            rects[f"enemy:{p}"] = pygame.Rect(L.enemies[p]).union(L.locations[p])
        for s in range(len(L.display)):
            rects[f"display:{s}"] = pygame.Rect(L.display[s])
        rects["turn"] = pygame.Rect(L.turn_card).inflate(16, 8)
        for seat, z in enumerate(L.zones):
            rects[f"hand:{seat}"] = pygame.Rect(z.hand).union(z.supply)
        return rects

    def zone_under(self, pos, pick: Pick) -> str | None:
        rects = self.target_rects()
        for key, rect in rects.items():
            if rect.collidepoint(pos):
                if key.startswith("hand:") and pick.source != "supply":
                    return key if key != f"hand:{pick.seat}" else None
                return key
        if pos[1] < self.geo.status.bottom or self.geo.zones[pick.seat].played.collidepoint(pos):
            return "play"
        return None

    def guess_command(self, pick: Pick, key: str | None):
        """The plain command a drop stands for, so the engine can say why it is not allowed."""
        target = target_of(key or "play")
        if pick.source == "supply":
            return cmd.RecruitAgent(pick.seat, pick.card)
        if pick.source == "merc":
            return cmd.PlayMercenary(pick.seat, pick.card, target)
        return cmd.PlayAction(pick.seat, pick.card, "base", None, target)

    def describe_keys(self, keys) -> str:
        names = []
        for k in keys:
            if k.startswith("enemy:"):
                names.append(f"Enemy {int(k.split(':')[1]) + 1}")
            elif k.startswith("display:"):
                names.append(f"Mercenary {int(k.split(':')[1]) + 1}")
            elif k == "turn":
                names.append("the turn deck")
            elif k == "play":
                names.append("the table")
            elif k.startswith("hand:"):
                names.append("your hand")
        return "a glowing target: " + ", ".join(names)

    def draw_targets(self, surface) -> None:
        """While a card is picked: legal targets glow, the other places dim."""
        picks = [p for p in self.picks.values() if (p.dragging and p.moved) or not p.dragging]
        if not picks:
            return
        pick = picks[0]
        keys = self.legal_keys(pick)
        pulse = 0.5 + 0.5 * math.sin(self.clock * 6)
        glow = (255, int(200 + 55 * pulse), int(80 + 60 * pulse))
        rects = self.target_rects()
        for key, rect in rects.items():
            if key in keys:
                pygame.draw.rect(surface, glow, rect.inflate(6, 6), 4, border_radius=8)
            elif not key.startswith("hand:") or pick.source == "supply":
                if key.startswith("hand:") and key != f"hand:{pick.seat}":
                    continue
                surface.fill((105, 105, 105), rect, special_flags=pygame.BLEND_MULT)
        if "play" in keys:
            top = self.geo.top_band()
            pygame.draw.rect(surface, glow, top.inflate(-6, -6), 3, border_radius=10)
            img = self.th.text(f"Drop anywhere on the table to play {self.session.text.name(pick.card)}",
                               max(14, int(18 * self.geo.scale)), glow, bold=True)
            r = img.get_rect(midtop=(top.centerx, top.y + 6))
            pygame.draw.rect(surface, (0, 0, 0), r.inflate(12, 6), border_radius=6)
            surface.blit(img, r)
        if not keys:
            img = self.th.text(f"{self.session.text.name(pick.card)} cannot be played now",
                               max(14, int(18 * self.geo.scale)), theme.DANGER, bold=True)
            r = img.get_rect(midtop=(self.geo.size[0] // 2, self.geo.status.top - 36))
            pygame.draw.rect(surface, (0, 0, 0), r.inflate(12, 6), border_radius=6)
            surface.blit(img, r)
