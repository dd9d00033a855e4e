"""The deck-building screen (rulebook VI, Deck Building), one of the table's menus: reached from the main
menu and from Nature of the Beast's new-game form.

The card pool, filtered by Habitat, Style, kind and words; cards go into the deck by a click or a drag
onto the deck, and out by its list's minus or a drag off it; hovering a card shows it large. The deck's
figures (the limits met or broken, Troops and Tricks, the Rank and Combat curves) follow every change.
The player's decks are listed to open; New, Save, Copy, Rename and Delete keep the folder; a Habitat
then a Style under Mix and match makes the two blocks a deck. Keys: arrows choose a pool card, Enter or
+ adds it and - or Delete takes one out; Tab goes back to the buttons (Enter presses the lit one); Ctrl+Up
and Ctrl+Down open the previous or next of your decks; / searches, Ctrl+S saves, Page Up/Down scroll, Esc
goes back."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.table import theme
from game.table.beast import deck_view
from game.table.beast.deck_edit import KINDS, DeckEdit
from game.table.beast.deck_view import DeckView
from game.table.focus import draw_ring
from game.table.scenes.button_scene import ButtonScene
from game.table.widgets.button import Button

ZOOM_DELAY = 0.35
DRAG_START = 7
CONFIRM_SECONDS = 3.0


@dataclass
class Drag:
    """A card held by the mouse: from the pool (into the deck) or from the deck's list (out of it)."""

    card: str
    source: str
    start: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False


class DeckScreen(DeckView, ButtonScene):
    title = ""

    def __init__(self, app, on_close=None, edit: DeckEdit | None = None):
        super().__init__(app)
        from game.engine.beast.rules import BEAST
        from game.table.beast.cardinfo import BeastCards
        from game.table.cardart import shared
        self.on_close = on_close
        self.edit = edit or DeckEdit()
        self.art = shared(app, BeastCards(BEAST.cards).info, "beast")
        self.scroll = 0               # the pool's first line shown
        self.list_scroll = 0
        self.library_scroll = 0       # the first of the player's decks listed
        self.drag: Drag | None = None
        self.hover_pos = (0, 0)
        self.hover_card: str | None = None
        self.hover_time = 0.0
        self.zoomed: str | None = None
        self.focus_card: str | None = None
        self.typing: str | None = None    # "search" or "name" while words are typed
        self.text = ""
        self.swallow = ""             # the text of the key that started the typing, not typed
        self.mix_habitat: str | None = None
        self.confirm: dict[str, float] = {}
        self.refresh()
        self.resize(app.size)

    # -- what is shown ----------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the pool, the figures and the folder again (after any change)."""
        self.pool_cards = self.edit.pool()
        self.figures = self.edit.figures()
        self.entries = self.edit.entries()
        if self.focus_card not in {c.id for c in self.pool_cards}:
            self.focus_card = None

    def resize(self, size):
        self.geo = deck_view.compute(size)
        self.build_buttons()

    def build_buttons(self) -> None:
        g, s = self.geo, self.geo.scale
        size = int(18 * s)
        actions = [("New", self.new), ("Save", self.save), ("Copy", self.copy), ("Rename", self.start_rename),
                   ("Delete", self.delete), ("Back", self.back)]
        bw = int(104 * s)
        self.buttons, self.named = [], {}
        for i, (label, action) in enumerate(actions):
            b = Button(self.confirm_label(label), action, size=size, accent=label == "Save" and self.edit.changed)
            b.rect = pygame.Rect(g.top.right - (len(actions) - i) * (bw + int(6 * s)), g.top.y, bw, g.top.h)
            self.add_button(f"action:{label}", b)
        habitats, styles = self.edit.blocks()
        f = self.edit.filters
        chip_h = int(30 * s)
        groups = [("habitats", habitats), ("styles", styles)]
        row = [(group, value) for group, values in groups for value in values]
        self._chips(row, g.filters.x, g.filters.y, g.filters.w, chip_h, f)
        self._chips([("kinds", k) for k in KINDS], g.filters.x, g.filters.y + chip_h + int(6 * s),
                    g.search.x - g.filters.x - int(8 * s), chip_h, f)
        mix_w = (g.mix.w - 3 * int(6 * s)) // 2
        top = g.mix.y + int(70 * s)
        for k, value in enumerate(habitats + styles):
            col, line = k % 2, k // 2
            style = value in styles
            label = value.title()
            b = Button(label, lambda v=value, st=style: self.mix_click(v, st), size=int(16 * s),
                       accent=value == self.mix_habitat, enabled=style == bool(self.mix_habitat) or not style)
            b.rect = pygame.Rect(g.mix.x + int(6 * s) + col * (mix_w + int(6 * s)),
                                 top + line * int(36 * s) + (int(10 * s) if style else 0), mix_w, int(32 * s))
            self.add_button(f"mix:{value}", b)

    def _chips(self, chips, x, y, width, h, f) -> None:
        gap = int(4 * self.geo.scale)
        w = (width - gap * (len(chips) - 1)) // len(chips)
        for i, (group, value) in enumerate(chips):
            on = value in getattr(f, group)
            label = deck_view.KIND_PLURAL.get(value, value.title()) if group == "kinds" else value.title()
            size = int(15 * self.geo.scale)
            while self.app.theme.font(size, True).size(label)[0] > w - 8 and size > 9:
                size -= 1
            b = Button(label, lambda g=group, v=value: self.flip_filter(g, v), size=size, accent=on)
            b.rect = pygame.Rect(x + i * (w + gap), y, w, h)
            self.add_button(f"filter:{value}", b)

    def add_button(self, name: str, button: Button) -> None:
        button.name = name                      # the keyboard's focus keeps it while labels change
        self.buttons.append(button)
        self.named[name] = button

    def confirm_label(self, label: str) -> str:
        return "Sure?" if self.confirm.get(label, -1.0) >= self.clock else label

    def say(self, text: str, ok: bool = True) -> None:
        self.toasts.show(text, theme.OK if ok else theme.DANGER)

    def changed(self) -> None:
        self.refresh()
        self.build_buttons()

    # -- actions ---------------------------------------------------------------------------------------
    def add(self, card: str) -> None:
        self.edit.add(card)
        self.changed()

    def remove(self, card: str) -> None:
        self.edit.remove(card)
        self.changed()

    def flip_filter(self, group: str, value: str) -> None:
        self.edit.filters.flip(group, value)
        self.scroll = 0
        self.changed()

    def mix_click(self, value: str, style: bool) -> None:
        """Two clicks: a Habitat, then a Style; the deck becomes the two blocks as printed."""
        if not style:
            self.mix_habitat = None if self.mix_habitat == value else value
        elif self.mix_habitat and self.asked("Mix", "Unsaved changes: press the Style again to mix anyway."):
            self.say(self.edit.mix(self.mix_habitat, value))
            self.mix_habitat = None
        self.changed()

    def asked(self, name: str, question: str) -> bool:
        """True when the deck has no unsaved change, or this was asked a moment ago (the second press)."""
        if not self.edit.changed or self.confirm.get(name, -1.0) >= self.clock:
            self.confirm.pop(name, None)
            return True
        self.confirm[name] = self.clock + CONFIRM_SECONDS
        self.say(question, ok=False)
        return False

    def new(self) -> None:
        if self.asked("New", "Unsaved changes: press New again to start afresh anyway."):
            self.say(self.edit.new())
            self.changed()

    def open_deck(self, name: str) -> None:
        if name == self.edit.saved_as and not self.edit.changed:
            return
        if self.asked("Open", "Unsaved changes: click the deck again to open it anyway."):
            self.say(self.edit.open(name))
            self.list_scroll = 0
            self.changed()

    def open_next(self, step: int) -> None:
        """The previous or next of the player's decks (the first one when none is open)."""
        names = [entry.name for entry in self.entries]
        i = (names.index(self.edit.saved_as) + step if self.edit.saved_as in names else 0) % len(names)
        shown = self.library_shown()
        self.library_scroll = min(max(self.library_scroll, i - shown + 1), i)     # the one opened is listed
        self.open_deck(names[i])

    def save(self) -> None:
        text = self.edit.save()
        self.say(text, ok=text.startswith("Saved") and "cannot start a game" not in text)
        self.changed()

    def copy(self) -> None:
        text = self.edit.copy()
        self.say(text, ok=text.startswith("Copied"))
        self.changed()

    def start_rename(self) -> None:
        self.start_typing("name", self.edit.deck.name)

    def delete(self) -> None:
        if self.confirm.get("Delete", -1.0) < self.clock:
            self.confirm["Delete"] = self.clock + CONFIRM_SECONDS
            self.say(f"Press Delete again to delete {self.edit.deck.name}.", ok=False)
        else:
            self.confirm.pop("Delete", None)
            self.say(self.edit.delete())
        self.changed()

    def back(self) -> None:
        if not self.asked("Back", "Unsaved changes: press Back again to leave without saving (Ctrl+S saves)."):
            self.build_buttons()
            return
        self.stop_typing()
        self.app.pop(self)
        if self.on_close is not None:
            self.on_close()

    # -- words typed --------------------------------------------------------------------------------------
    def start_typing(self, what: str, text: str) -> None:
        self.typing, self.text = what, text
        pygame.key.start_text_input()

    def stop_typing(self) -> None:
        if self.typing:
            pygame.key.stop_text_input()
        self.typing = None

    def typed(self, event) -> bool:
        """Keys and text while typing; True when used."""
        if event.type == pygame.TEXTINPUT:
            swallow, self.swallow = self.swallow, ""
            if event.text == swallow:
                return True
            if self.typing == "search":
                self.edit.filters.search += event.text
                self.scroll = 0
                self.changed()
            else:
                self.text = (self.text + event.text)[:60]
            return True
        if event.type != pygame.KEYDOWN:
            return False
        self.swallow = ""
        if event.key == pygame.K_BACKSPACE:
            if self.typing == "search":
                self.edit.filters.search = self.edit.filters.search[:-1]
                self.changed()
            else:
                self.text = self.text[:-1]
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.typing == "name":
                text = self.edit.rename(self.text)
                self.say(text, ok=text.startswith("Renamed"))
                self.changed()
            self.stop_typing()
        elif event.key == pygame.K_ESCAPE:
            self.stop_typing()
        return True

    # -- events --------------------------------------------------------------------------------------------
    def process_event(self, event):
        """Typing, and the screen's own keys; the rest (Tab, Enter, Esc, the mouse) come as gestures."""
        if self.typing and self.typed(event):
            return None
        if event.type == pygame.KEYDOWN and self.key(event):
            return None
        return event

    def pointer(self, pe):
        if pe.pointer == "mouse":
            self.hover_pos = pe.pos
        if pe.kind in ("nav", "activate", "cancel", "menu", "pad_input"):
            return super().pointer(pe)           # the buttons' focus: Tab, Enter; Esc goes back
        used = False
        for b in self.buttons:
            used = b.handle(pe) or used
            if used and pe.kind != "move":
                break
        if not used:
            self.press(pe)
        return None

    def key(self, event) -> bool:
        ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        k = event.key
        if ctrl and k == pygame.K_s:
            self.save()
        elif ctrl and k == pygame.K_n:
            self.new()
        elif k == pygame.K_SLASH or (ctrl and k == pygame.K_f):
            self.start_typing("search", "")
            self.swallow = event.unicode          # the "/" that follows as text is the key, not a word
        elif ctrl and k in (pygame.K_UP, pygame.K_DOWN) and self.entries:
            self.open_next(-1 if k == pygame.K_UP else 1)
        elif k == pygame.K_TAB and self.focus_card:
            self.focus_card = None            # back to the buttons, where the focus was
        elif k in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.scroll_by(self.geo.lines if k == pygame.K_PAGEDOWN else -self.geo.lines)
        elif k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) and self.pool_cards:
            self.move_focus({pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -self.geo.columns,
                             pygame.K_DOWN: self.geo.columns}[k])
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS) \
                and self.focus_card:
            self.add(self.focus_card)
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_DELETE) and self.focus_card:
            self.remove(self.focus_card)
        else:
            return False
        return True

    def move_focus(self, step: int) -> None:
        ids = [c.id for c in self.pool_cards]
        i = ids.index(self.focus_card) + step if self.focus_card in ids else 0
        i = max(0, min(len(ids) - 1, i))
        self.focus_card = ids[i]
        line = i // self.geo.columns
        if line < self.scroll:
            self.scroll = line
        elif line >= self.scroll + self.geo.lines:
            self.scroll = line - self.geo.lines + 1

    def wheel(self, amount: int) -> None:
        if self.geo.deck.collidepoint(self.hover_pos):
            self.list_scroll = max(0, self.list_scroll - 2 * amount)
        elif self.geo.library.collidepoint(self.hover_pos):
            self.library_scroll = max(0, self.library_scroll - amount)
        else:
            self.scroll_by(-amount)

    def scroll_by(self, lines: int) -> None:
        g = self.geo
        last = max(0, math.ceil(len(self.pool_cards) / g.columns) - g.lines)
        self.scroll = max(0, min(last, self.scroll + lines))

    def press(self, pe) -> bool:
        """Presses, drags and releases on the pool, the deck list, the name, the search and the decks."""
        if pe.kind == "move":
            if self.drag is not None and pe.pointer == "mouse":
                self.drag.pos = pe.pos
                self.drag.moved = self.drag.moved or math.dist(pe.pos, self.drag.start) >= DRAG_START
            return False
        if pe.kind == "wheel":
            self.wheel(pe.amount)
            return True
        if pe.kind == "up":
            return self.release(pe)
        if pe.kind != "down":
            return False
        g = self.geo
        if self.typing and not (g.search.collidepoint(pe.pos) or g.name.collidepoint(pe.pos)):
            self.stop_typing()
        for card, _, row, minus, plus in self.deck_rows():
            if minus.collidepoint(pe.pos):
                self.remove(card)
                return True
            if plus.collidepoint(pe.pos):
                self.add(card)
                return True
            if row.collidepoint(pe.pos):
                self.drag = Drag(card, "deck", pe.pos, pe.pos)
                return True
        for card, rect in self.pool_rects():
            if rect.collidepoint(pe.pos):
                self.focus_card = card
                self.drag = Drag(card, "pool", pe.pos, pe.pos)
                return True
        if g.search.collidepoint(pe.pos):
            self.start_typing("search", self.edit.filters.search)
            return True
        if g.name.collidepoint(pe.pos):
            self.start_rename()
            return True
        for name, rect in self.library_rows():
            if rect.collidepoint(pe.pos):
                self.open_deck(name)
                return True
        return False

    def release(self, pe) -> bool:
        drag, self.drag = self.drag, None
        if drag is None:
            return False
        into_deck = self.geo.deck.collidepoint(pe.pos)
        if drag.source == "pool" and (not drag.moved or into_deck):
            self.add(drag.card)              # a click, or a drop on the deck
        elif drag.source == "deck" and drag.moved and not into_deck:
            self.remove(drag.card)           # dragged off the deck
        return True

    # -- the frame -----------------------------------------------------------------------------------------
    def update(self, dt):
        super().update(dt)                  # the clock runs there
        if self.confirm and min(self.confirm.values()) < self.clock:
            self.confirm = {k: t for k, t in self.confirm.items() if t >= self.clock}
            self.build_buttons()
        card = self.card_under(self.hover_pos)
        if card != self.hover_card:
            self.hover_card, self.hover_time, self.zoomed = card, 0.0, None
        elif card is not None:
            self.hover_time += dt
            if self.hover_time >= ZOOM_DELAY:
                self.zoomed = card

    def draw(self, surface):
        self.draw_background(surface)
        th, s = self.app.theme, self.geo.scale
        title = th.text("Deck building", int(32 * s), theme.ACCENT, bold=True)
        surface.blit(title, title.get_rect(midleft=(self.geo.top.x + 4, self.geo.top.centery)))
        sub = th.text("Nature of the Beast: at most 70 cards, 30 Troops, 3 Leaders, 3 of any card", int(15 * s),
                      theme.TEXT_DIM)
        if title.get_width() + sub.get_width() + 30 < self.buttons[0].rect.x - self.geo.top.x:
            surface.blit(sub, sub.get_rect(midleft=(self.geo.top.x + title.get_width() + 24, self.geo.top.centery)))
        self.draw_library(surface)
        self.draw_mix(surface)
        self.draw_pool(surface)
        self.draw_search(surface)
        self.draw_deck(surface)
        for b in self.buttons:
            b.draw(surface, th)
        focus = self.focused()
        if focus is not None and not self.focus_card:      # a chosen pool card holds the keys' focus instead
            draw_ring(surface, focus.rect, self.clock, width=3)
        self.draw_drag(surface)
        self.draw_zoom(surface)
        self.draw_pad_cursors(surface)
        w, h = surface.get_size()
        self.toasts.draw(surface, th, (w // 2, h - 40))

    def layout(self):
        """Named rectangles for tests and the real-window driver."""
        out = {f"button:{name}": list(b.rect) for name, b in self.named.items()}
        out.update({f"pool:{card}": list(rect) for card, rect in self.pool_rects()})
        out.update({f"deck:{card}": list(row) for card, _, row, _, _ in self.deck_rows()})
        out.update({f"minus:{card}": list(minus) for card, _, _, minus, _ in self.deck_rows()})
        out.update({f"library:{name}": list(rect) for name, rect in self.library_rows()})
        out.update({"deck_panel": list(self.geo.deck), "search": list(self.geo.search), "name": list(self.geo.name)})
        out["size"] = [self.edit.deck.size]
        return out
