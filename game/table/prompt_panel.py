"""The prompt panel, for every game: what the engine asks a seat now, and its answer buttons. An
answer that chooses a card shows the card; a decision made by choosing several things (a Gather)
shows what is chosen so far and a Confirm button (and Cancel, when a drop opened it). A game may put
a TableAction among its answers: a button that changes only what the table shows (a proposal put
back), drawn plainly beside the answers."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Callable

import pygame

from game.table import theme
from game.table.adapter import TableAdapter
from game.table.anim import AnimQueue
from game.table.desk import Desk
from game.table.gathering import CANCEL, Gathering
from game.table.widgets.side_column import PROMPT_LINES

if TYPE_CHECKING:
    from game.table.theme import Theme


@dataclass(frozen=True)
class TableAction:
    """An answer button that is no command: `run` is called when it is pressed."""

    label: str
    run: Callable[[], None] = field(compare=False)


@dataclass(eq=False)
class PromptPanel:
    """Answers the engine's Prompt: the adapter chooses the buttons and words, the scene the place."""

    desk: Desk
    adapter: TableAdapter
    gathering: Gathering
    anims: AnimQueue
    th: "Theme"
    hooks: PromptHooks

    def panel(self):
        """(rectangle, seat, answers) of the panel shown now, or None. An answer may be None: the
        Confirm of a Gather whose chosen set is not yet legal (drawn greyed)."""
        desk, hooks, gathering = self.desk, self.hooks, self.gathering
        if desk.over or self.anims.busy or desk.replay is not None:
            return None
        gather = gathering.active
        if gather is not None:
            commands = [gathering.command()] + ([CANCEL] if gathering.started else [])
            seat, group = gather.seat, False
        else:
            prompt = desk.prompt
            if prompt is None:
                return None
            humans = [seat for seat in prompt.seats if seat not in desk.bots]
            if not humans:
                return None
            seat = desk.viewer if desk.viewer in humans else humans[0]
            commands, group = self.adapter.answers(desk.legal(seat)), len(prompt.seats) > 1
        if desk.hidden and seat != desk.viewer:
            return None   # the hand-off screen comes first
        width = hooks.prompt_rect(seat, group, 1).w
        rows = self._row_layout(commands, width)
        return hooks.prompt_rect(seat, group, len(rows) + 2 * self._card_rows(rows)), seat, commands

    def refusal(self, command) -> str | None:
        """Why an answer would be refused now (its button is greyed and says so when pressed), or None."""
        if command is CANCEL or isinstance(command, TableAction):
            return None
        return self.adapter.refusal(command)

    def answer_of(self, command, pe):
        """The answer a press gives: in a prompt several seats answer (a NOAH free turn, the Enemies'
        damage), a seat's own pad gives the same answer as its own seat, though the panel shows another
        seat's (else that pad could not answer at all)."""
        seat = pe.seat if pe.pad else None
        if seat is None or seat == command.seat:
            return command
        mine = replace(command, seat=seat)
        return mine if mine in self.desk.legal(seat) else command

    def text(self, seat: int) -> str:
        gathering = self.gathering
        return gathering.words() if gathering.active is not None else self.adapter.prompt_text(seat)

    # -- layout -----------------------------------------------------------------------------------
    def _font(self):
        return self.th.font(max(14, int(17 * self.hooks.scale())), True)

    def label(self, command) -> str:
        """A button's words."""
        if command is CANCEL:
            return "Cancel"
        if self.gathering.active is not None:   # the chosen cards are named above it, in the text
            return self.gathering.active.confirm
        if isinstance(command, TableAction):
            return command.label
        return self.adapter.answer_label(command)

    def _card(self, command) -> str | None:
        if command is None or command is CANCEL or isinstance(command, TableAction):
            return None
        return self.adapter.answer_card(command)

    def _button_size(self, command) -> tuple[int, int]:
        s = self.hooks.scale()
        if self._card(command):
            h = int(108 * s)
            return int(h / self.hooks.card_ratio()), h
        return self._font().size(self.label(command))[0] + 24, int(30 * s)

    def _row_layout(self, commands, width: int) -> list[list]:
        rows: list[list] = [[]]
        x = 10
        for c in commands:
            w, _ = self._button_size(c)
            if x + w > width - 10 and rows[-1]:
                rows.append([])
                x = 10
            rows[-1].append((x, w, c))
            x += w + 8
        return [row for row in rows if row]    # a prompt answered on the table has no buttons

    def _card_rows(self, rows) -> int:
        return sum(1 for row in rows if any(self._card(c) for _, _, c in row))

    def buttons(self) -> list[tuple[pygame.Rect, object]]:
        """The answer buttons (rectangles computed from the layout, never from the last frame drawn)."""
        panel = self.panel()
        if panel is None:
            return []
        rect, seat, commands = panel
        rows = self._row_layout(commands, rect.w)
        heights = [max(self._button_size(c)[1] for _, _, c in row) for row in rows]
        y = rect.bottom - 8 - sum(h + 6 for h in heights) + 6
        out = []
        for row, h in zip(rows, heights):
            for x, w, c in row:
                out.append((pygame.Rect(rect.x + x, y, w, h), c))
            y += h + 6
        return out

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface) -> list[pygame.Rect]:
        """The panel; gives where it drew (game.table.still)."""
        panel = self.panel()
        if panel is None:
            return []
        rect, seat, commands = panel
        th = self.th
        s = self.hooks.scale()
        theme.draw_panel(surface, rect, colour=(30, 26, 16), edge=theme.GLOW, alpha=255)  # nothing shows through
        out = [pygame.Rect(rect)]
        size = max(13, int(16 * s))
        y = rect.y + 6
        for line in theme.wrap(th.font(size), self.text(seat), rect.w - 20)[:PROMPT_LINES]:
            out.append(surface.blit(th.text(line, size, theme.TEXT), (rect.x + 10, y)))
            y += int(19 * s)
        for r, c in self.buttons():
            card = self._card(c)
            if card:
                out.append(surface.blit(self.hooks.card_image(card, r.size), r))
                out.append(pygame.draw.rect(surface, theme.GLOW, r, 2, border_radius=6))
                continue
            refused = c is None or self.refusal(c) is not None              # greyed
            live = not refused and c is not CANCEL and not isinstance(c, TableAction)   # drawn plainly
            out.append(pygame.draw.rect(surface, (200, 160, 60) if live else (70, 66, 56), r, border_radius=6))
            img = th.text(self.label(c), max(14, int(17 * s)), (20, 14, 0) if live else theme.TEXT_DIM
                          if refused else theme.TEXT, bold=True)
            out.append(surface.blit(img, img.get_rect(center=r.center)))
        return out


@dataclass(frozen=True)
class PromptHooks:
    """What the prompt panel reads of its table (game.table.hooks): where the panel goes, how a card
    looks and its proportions, the layout's scale."""

    prompt_rect: Callable[[int, bool, int], pygame.Rect]
    card_image: Callable[..., pygame.Surface]
    card_ratio: Callable[[], float]
    scale: Callable[[], float]
