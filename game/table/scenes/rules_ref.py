"""F1: the rules reference of the game on the table: how to play here, the rules, and every ruling."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.games import table_entry
from game.table.scenes.base import Scene

# One paragraph a line: the overlay wraps each line to its width.
CONTROLS = "\n".join([
    "# Controls",
    "Mouse: drag a card onto a glowing target, or click the card and then the target. Right click a card, or "
    "rest the pointer on it, to see it large; rest it on an Ability track label or the Reality Loss dial to read "
    "what it means. The wheel over the log scrolls it.",
    "",
    "Keyboard: the arrows (or Tab) move the focus ring over cards, targets and buttons; Enter or Space presses "
    "what it is on, as a click would: a card in hand, then one of its glowing targets. 1 to 9 (or the arrows and "
    "Enter) answer the menu at the drop point. E ends the turn (twice while \"Confirm before ending a turn\" is "
    "on). Z shows the focused card large, Esc puts a card back or opens the menu, Ctrl+Z undoes, Ctrl+S saves, "
    "Page Up and Page Down scroll the log, F1 opens this page, F11 switches full screen.",
    "",
    "Gamepads: on the New game screen each player presses A on their pad to join a seat. The left stick moves "
    "your cursor (gently near the centre, for fine aim); the d-pad jumps to the next card or target and repeats "
    "while held. A picks up and drops (or press A on a card, then on its target); B puts a card back or closes a "
    "menu; X shows a card large; hold Y to end your turn; Start opens the game menu; LB undoes your own last "
    "move; RB (or Back) opens these rules; the right stick scrolls the log and these rules. A pad the table does "
    "not know asks once for each of its buttons.",
    "",
])


def _read(path, missing: str) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return missing


def rules_text(game: str) -> str:
    """The F1 text of a game: how to play at this table, the controls, the rules, the rulings."""
    entry = table_entry(game)
    return "\n".join([entry.quick_rules, CONTROLS, _read(entry.rules, ""),
                      _read(entry.rulings, "# Rulings\nNo rulings have been written down yet.")])


class RulesReference(Scene):
    """A scrollable overlay over the table; F1 or Esc closes it."""

    opaque = False

    def __init__(self, app, game: str = "noah"):
        super().__init__(app)
        self.scroll = 0
        self.text = rules_text(game)

    def process_event(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll = max(0, self.scroll + (1 if event.key == pygame.K_DOWN else -1))
            return None     # the arrows scroll here (they move no focus)
        return event

    def pointer(self, pe):
        """Scroll with the wheel, the d-pad, Page keys or a pad's right stick; close with F1, Esc, a pad's
        B or its rules button, or a click. Every other gesture is the router's (a pad's stick let go
        here is seen, a pad plugged in here is opened): nothing is swallowed."""
        kind = pe.kind
        if kind == "wheel":
            self.scroll = max(0, self.scroll - 3 * pe.amount)
        elif kind == "scroll":
            self.scroll = max(0, self.scroll + pe.amount)
        elif kind == "nav" and pe.dir[1]:
            self.scroll = max(0, self.scroll + pe.dir[1] * 2)
        elif kind in ("cancel", "rules", "menu", "down", "activate"):
            self.app.pop(self)
        elif kind == "pad_input":
            return pe
        return None

    def draw(self, surface):
        th = self.app.theme
        w, h = surface.get_size()
        rect = theme.draw_modal(surface, (min(1100, w - 80), h - 60))
        font = th.font(19)
        lines = []
        for raw in self.text.splitlines():
            heading = raw.startswith("#")
            text = raw.lstrip("#").strip() if heading else raw.replace("*", "").replace("`", "")
            for line in theme.wrap(font, text, rect.width - 48) or [""]:
                lines.append((line, heading))
        self.scroll = min(self.scroll, max(0, len(lines) - 5))
        y = rect.y + 20
        for line, heading in lines[self.scroll:]:
            if y > rect.bottom - 40:
                break
            img = th.text(line, 22 if heading else 19, theme.ACCENT if heading else theme.TEXT, bold=heading)
            surface.blit(img, (rect.x + 24, y))
            y += 28 if heading else 23
        hint = th.text("F1, Esc or a pad's B closes  -  the wheel, arrows or a pad's right stick scroll", 16,
                       theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(bottomright=(rect.right - 16, rect.bottom - 10)))
