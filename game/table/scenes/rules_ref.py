"""F1: the rules reference of the game on the table: how to play here, the rules, and every ruling."""
from __future__ import annotations

import pygame

from game.table import theme
from game.table.games import rule_files, table_entry
from game.table.scenes.base import Scene

# One paragraph a line: the overlay wraps each line to its width.
CONTROLS = "\n".join([
    "# Controls",
    "Mouse: drag a card onto a glowing target, or click the card and then the target. Right click a card, or "
    "rest the pointer on it, to see it large. The wheel over the log scrolls it.",
    "",
    "Keyboard: the arrows (or Tab) move the focus ring over cards, targets and buttons; Enter or Space presses "
    "what it is on, as a click would: a card in hand, then one of its glowing targets. 1 to 9 (or the arrows and "
    "Enter) answer the menu at the drop point. E ends the turn (twice while \"Confirm before ending a turn\" is "
    "on). Z shows the focused card large, Esc puts a card back or opens the menu, Ctrl+Z undoes, Ctrl+S saves, "
    "Page Up and Page Down scroll the log, H gives a hint (what the bot would do in your place, from what your "
    "seat sees), F1 opens this page, F11 switches full screen.",
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
    """The F1 text of a game: how to play at this table, the controls, the rules, the rulings, one
    paragraph a line (the overlay wraps each to its width)."""
    entry = table_entry(game)
    rules, rulings = rule_files(entry)
    return "\n".join(unwrap(text) for text in [entry.quick_rules, CONTROLS, _read(rules, ""),
                      _read(rulings, "# Rulings\nNo rulings have been written down yet.")])


BLOCKS = ("#", "- ", "* ", "|", "> ")


def unwrap(text: str) -> str:
    """Markdown's hard-wrapped lines joined into their paragraphs: a blank line, a heading, a list
    item, a table row or a quote begins a new one."""
    out: list[str] = []
    joining = False
    for line in text.split("\n"):
        starts = not line.strip() or line.lstrip().startswith(BLOCKS) or line.lstrip()[:3].rstrip(".").isdigit()
        if joining and not starts:
            out[-1] += " " + line.strip()
        else:
            out.append(line)
        joining = bool(line.strip()) and not line.startswith("#") and not line.lstrip().startswith("|")
    return "\n".join(out)


class RulesReference(Scene):
    """A scrollable overlay over the table, with a scroll bar; F1 or Esc closes it."""

    opaque = False

    def __init__(self, app, game: str):
        super().__init__(app)
        self.scroll = 0
        self.text = rules_text(game)
        self.resize(app.size)

    def resize(self, size):
        """Wrap the text for this window size (once, not every frame)."""
        w, h = size
        self.k = max(0.7, self.ui)     # a page that scrolls: always the size the setting asks
        self.panel = pygame.Rect(0, 0, min(self.px(1100), w - 80), h - 60)
        self.panel.center = (w // 2, h // 2)
        font = self.screen_theme.font(19)
        self.lines = []
        for raw in self.text.splitlines():
            heading = raw.startswith("#")
            text = raw.lstrip("#").strip() if heading else raw.replace("*", "").replace("`", "")
            for line in theme.wrap(font, text, self.panel.width - 64) or [""]:
                self.lines.append((line, heading))
        self.visible = max(1, (self.panel.height - self.px(70)) // self.px(23))
        self.scroll_to(self.scroll)

    def scroll_to(self, row: int) -> None:
        self.scroll = max(0, min(row, len(self.lines) - self.visible))

    def process_event(self, event):
        if event.type != pygame.KEYDOWN:
            return event
        k = event.key
        if k in (pygame.K_F1, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.pop(self)
        elif k in (pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_SPACE):
            self.scroll_to(self.scroll + (1 if k == pygame.K_DOWN else self.visible - 2))
        elif k in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll_to(self.scroll - (1 if k == pygame.K_UP else self.visible - 2))
        elif k == pygame.K_HOME:
            self.scroll_to(0)
        elif k == pygame.K_END:
            self.scroll_to(len(self.lines))
        return None     # no key reaches the table beneath while the rules are open

    def pointer(self, pe):
        """Scroll with the wheel, the d-pad, a pad's right stick or the scroll bar; close with a pad's B,
        its rules button or Start, or a click elsewhere. Pads are the router's, not this screen's: a
        stick let go here is let go, a pad plugged in here is opened, one press is one gesture."""
        kind = pe.kind
        if kind == "wheel":
            self.scroll_to(self.scroll - 3 * pe.amount)
        elif kind == "scroll":
            self.scroll_to(self.scroll + pe.amount)
        elif kind == "nav" and pe.dir[1]:
            self.scroll_to(self.scroll + pe.dir[1] * 2)
        elif kind == "down" and self.bar_rect().inflate(16, 0).collidepoint(pe.pos):
            bar = self.bar_rect()
            share = (pe.pos[1] - bar.y) / max(1, bar.h)
            self.scroll_to(int(share * len(self.lines)) - self.visible // 2)
        elif kind in ("cancel", "rules", "menu", "down", "activate"):
            self.app.pop(self)
        elif kind == "pad_input":
            return pe
        return None

    def bar_rect(self) -> pygame.Rect:
        return pygame.Rect(self.panel.right - 18, self.panel.y + 20, 8, self.panel.h - 60)

    def draw(self, surface):
        th = self.screen_theme
        rect = theme.draw_modal(surface, self.panel.size)
        y = rect.y + 20
        for line, heading in self.lines[self.scroll:self.scroll + self.visible]:
            img = th.text(line, 22 if heading else 19, theme.ACCENT if heading else theme.TEXT, bold=heading)
            surface.blit(img, (rect.x + 24, y))
            y += self.px(23)
        bar = self.bar_rect()
        pygame.draw.rect(surface, (50, 56, 64), bar, border_radius=4)
        if len(self.lines) > self.visible:
            top = bar.y + bar.h * self.scroll // len(self.lines)
            size = max(24, bar.h * self.visible // len(self.lines))
            pygame.draw.rect(surface, theme.ACCENT, (bar.x, min(top, bar.bottom - size), bar.w, size),
                             border_radius=4)
        where = f"{min(len(self.lines), self.scroll + self.visible)} of {len(self.lines)} lines"
        words = f"F1, Esc or a pad's B closes  -  wheel, arrows, Page Up/Down or a pad's right stick scroll  -  {where}"
        hint = th.text(words, theme.fitting_size(th, words, 16, rect.w - 40), theme.TEXT_DIM)   # never cut
        surface.blit(hint, hint.get_rect(bottomright=(rect.right - 16, rect.bottom - 10)))
