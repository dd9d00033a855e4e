"""The right-hand column: the status (round, who acts, what now), the table's buttons, End turn, then
the prompt, the battle panel and the log, stacked as each is needed."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.table import theme
from game.table.still import Part
from game.table.widgets.side_column import TopHooks, draw_top, prompt_height, top_key

if TYPE_CHECKING:
    from game.table.beast.adapter import BeastAdapter
    from game.table.beast.layout import Layout
    from game.table.beast.shown import Shown
    from game.table.desk import Desk
    from game.table.prompt_panel import PromptPanel
    from game.table.theme import Theme
    from game.table.widgets.log import LogPanel

VARIANT_WORDS = {"rush": "Rush 3x2", "doubles": "Doubles", "supply_line": "Supply Line 3x5"}
SUB_WORDS = {"no_fury_favor": "no tallies", "no_tricks": "no Tricks", "same_faction": "one faction",
             "limited_leadership": "one Leader", "ultimate": "Ultimate"}


def variant_line(view: dict) -> str:
    """The variant and its sub-variants in a few words, for the status panel."""
    words = VARIANT_WORDS.get(view.get("variant"), "")
    subs = [SUB_WORDS[w] for w in view.get("subvariants", []) if w in SUB_WORDS]
    return f"{words}: {', '.join(subs)}" if subs else words


PLAY_WORDS = {"event": "played a card", "ability": "used an ability", "ally": "called an ally",
              "invitation": "invited an ally", "legend_boost": "boosted the Legend", "pass": "passed",
              "declined": "was refused (a pass)"}


@dataclass(eq=False)
class Side:
    """The right-hand column, from the shown view and the desk."""

    shown: "Shown"                      # the round, the variant, the battle and its phases
    desk: "Desk"
    adapter: "BeastAdapter"
    prompts: "PromptPanel"              # the prompt: at the column's top when one is open
    log: "LogPanel"                     # the log: the rest of the column, under the battle panel
    th: "Theme"
    geo: Callable[[], "Layout"]         # the table's layout for its window (game.table.hooks)
    top: TopHooks                       # what the column's top reads of the table

    def flow_rects(self) -> tuple[pygame.Rect | None, pygame.Rect | None, pygame.Rect]:
        """(prompt, battle panel, log) stacked down the column; a part not shown now is None."""
        L = self.geo()
        flow = L.flow
        y = flow.y
        panel = self.prompts.panel()
        prompt = None
        if panel is not None:
            prompt = panel[0]
            y = prompt.bottom + L.scale * 6
        battle = None
        if self.shown.view and self.shown.view.get("battle") is not None:
            phases = min(4, len(self.shown.phases))
            battle = pygame.Rect(flow.x, int(y), flow.w, int((118 + 18 * phases) * L.scale))
            y = battle.bottom + L.scale * 6
        log = pygame.Rect(flow.x, int(y), flow.w, max(int(60 * L.scale), flow.bottom - int(y)))
        return prompt, battle, log

    def prompt_rect(self, seat: int, rows: int) -> pygame.Rect:
        L = self.geo()
        return pygame.Rect(L.flow.x, L.flow.y, L.flow.w, prompt_height(self.th, L.scale, self.prompts.text(seat),
                                                                      L.flow.w, rows))

    def part(self) -> Part:
        """The column as a still part (game.table.still): the status, buttons, battle panel and log."""
        view = self.shown.view
        info = f"Round {view['round']}   {variant_line(view)}".rstrip() if view else ""
        _, battle, log = self.flow_rects()
        battle_key = (repr(view.get("battle")), repr(self.shown.phases[-4:])) if battle is not None else None
        if self.log.rect != log:
            self.log.rect = log
        top = top_key(self.desk, self.adapter, view, self.top, info, "End turn")
        key = (top, tuple(battle) if battle else None, battle_key, self.log.key())
        return Part("side", self.geo().side, key, self.draw)

    def draw(self, surface) -> None:
        view = self.shown.view
        info = f"Round {view['round']}   {variant_line(view)}".rstrip() if view else ""
        draw_top(surface, self.th, self.desk, self.adapter, view, self.top, info, "End turn")
        _, battle, log = self.flow_rects()
        if battle is not None:
            self.draw_battle(surface, battle)
        if self.log.rect != log:
            self.log.rect = log
        self.log.draw(surface, self.th)

    def draw_battle(self, surface, rect: pygame.Rect) -> None:
        """Both totals, whose phase it is, each phase played, an invitation waiting."""
        th, s = self.th, self.geo().scale
        battle = self.shown.view["battle"]
        words = self.adapter.words
        theme.draw_panel(surface, rect, colour=(40, 18, 16), edge=theme.DANGER, alpha=245)
        size = max(12, int(15 * s))
        title = th.text("Battle", max(14, int(18 * s)), theme.ACCENT, bold=True)
        surface.blit(title, (rect.x + 10, rect.y + 6))
        y = rect.y + 8 + title.get_height()
        for side, label in ((0, "Attacker"), (1, "Defender")):
            seat, row, col = battle["attacker"] if side == 0 else battle["defender"]
            acting = battle["side"] == side and battle.get("invited", -1) < 0 and battle.get("stage") == "phases" \
                and self.shown.last_battle is None
            animal = self.shown.animal(seat, row, col)
            name = f"{label}: {words.who(seat)}" + (f", {words.n(animal['card'])}" if animal else "")
            colour = th.seat_colour(seat)
            total = th.text(str(battle["totals"][side]), max(18, int(24 * s)), theme.TEXT, bold=True)
            row_rect = pygame.Rect(rect.x + 6, y, rect.w - 12, max(total.get_height(), int(24 * s)))
            if acting:
                pygame.draw.rect(surface, (90, 60, 20), row_rect, border_radius=5)
            pygame.draw.rect(surface, colour, (row_rect.x, row_rect.y + 3, 5, row_rect.h - 6))
            room = row_rect.w - total.get_width() - 24
            fit = size
            while th.font(fit, acting).size(name)[0] > room and fit > 11:
                fit -= 1
            img = th.text(name, fit, theme.TEXT, bold=acting)
            if img.get_width() > room:
                img = img.subsurface((0, 0, room, img.get_height()))
            surface.blit(img, (row_rect.x + 10, row_rect.centery - img.get_height() // 2))
            surface.blit(total, total.get_rect(midright=(row_rect.right - 6, row_rect.centery)))
            y = row_rect.bottom + 2
        img = th.text(battle_note(battle, self.shown.last_battle, words.who), max(11, int(14 * s)), theme.GLOW)
        surface.blit(img, (rect.x + 10, y + 2))
        y += img.get_height() + 4
        for seat, play, attack, defend in self.shown.phases[-4:]:
            line = f"{words.who(seat)} {PLAY_WORDS.get(play, play)}: {attack}-{defend}"
            img = th.text(line, max(11, int(14 * s)), theme.TEXT_DIM)
            surface.blit(img, (rect.x + 12, y))
            y += int(18 * s)


def battle_note(battle: dict, decided: dict | None, who) -> str:
    """The line under the totals: who is invited, who answers the defeat, how it was decided (while
    its banner plays), or whose phase it is (and that one more pass ends it)."""
    invited = battle.get("invited", -1)
    if invited >= 0:
        return f"{who(invited)} is invited to ally: waiting for the answer."
    if battle.get("stage") == "defeat":
        return "The loser's owner may answer the defeat."
    if decided is not None:
        if decided["winner"] < 0:
            return "The battle is over."
        return f"Decided: the {'attacker' if decided['winner'] == 0 else 'defender'} wins."
    acting = battle["attacker"][0] if battle["side"] == 0 else battle["defender"][0]
    return f"{who(acting)}'s phase" + ("; one more pass ends it" if battle.get("passes", 0) else "")
