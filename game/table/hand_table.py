"""A table for a game whose players keep their hands hidden (Nature of the Beast, Noah Planet): the
shared table (game.table.tablescene) drawn from a shown view (game.table.shown) that is the seat on
screen's own view moved forward by the events, with that seat's hand in a band at the bottom, the
layout recomputed for whoever takes the screen, and a pause after each of a bot's moves.

A game's scene subclasses HandTable and gives `layout_for(size, view)` (its Layout: `buttons`, `hand`,
`hand_card` and `stage` at least), `places` (its part that finds things: the hand, hit tests, drop
targets, what a Gather chooses among; the shared table's questions of where things are go to it),
`hand_plays` (the command types a hand card is played with), `back` (the picture of a card nobody may
see) and `hand_words()`."""
from __future__ import annotations

import logging
from dataclasses import dataclass

import pygame

from game.table.anim import Tween
from game.table import theme
from game.table.director import Call
from game.table.still import Part
from game.table.tablescene import TableScene
from game.table.widgets.hand_band import draw_hand, hand_area, hand_indexes

log = logging.getLogger(__name__)
BOT_BEAT = 0.45      # a pause after each of a bot's commands, so a person can follow its turn


@dataclass
class HandLayout:
    """What every hidden-hand table's layout has: the seat on screen's hand band, the right column
    (game.table.widgets.side_column), a stage over the table and the table area itself."""

    size: tuple[int, int]
    scale: float
    order: list[int]                     # the seats, the one on screen first
    hand: pygame.Rect
    hand_card: tuple[int, int]
    side: pygame.Rect
    status: pygame.Rect
    buttons: dict[str, pygame.Rect]
    end_turn: pygame.Rect
    flow: pygame.Rect                    # the rest of the right column: the prompt, a game's panels, the log
    stage: pygame.Rect                   # over the table: a card on show, wide prompts
    table: pygame.Rect


class HandTable(TableScene):
    """The shared parts of a table with hidden hands."""

    back = "back"
    hand_plays: tuple = ()
    hidden: set[str]                  # place keys whose card is in flight (drawn by the flight alone)
    angles: dict[str, Tween]          # card -> its turn (0 upright, 90 sideways)
    markers: dict                     # a game's tokens and tallies -> the Tween they glide by
    looked: int | None = None         # the hand card looked at (an overlapping hand opens its fan there)

    def __init__(self, app, session, adapter):
        super().__init__(app, session, adapter)
        self.hidden, self.angles, self.markers = set(), {}, {}
        self._felt: pygame.Surface | None = None

    def open(self, first_line: str, animate_setup: bool) -> None:
        """The table laid out, the log begun (or written again), the shown view set and the set-up's
        events played for a new game; then the game is autosaved. A scene calls it last in __init__."""
        session = self.session
        self.geo = self.compute(self.app.size)
        self.start_log(first_line)
        setup = []
        if animate_setup and not session.engine.log:
            try:
                setup = session.rules.setup_events(session.engine.options, session.engine.seed)
            except Exception:  # the banners of the set-up are a nicety; the state is set up already
                log.exception("the set-up events could not be replayed")
        self.sync(snap=True)
        self.play_setup(setup)
        session.autosave()

    def play_setup(self, events: list) -> None:
        """Play the set-up's events over the table already set up."""
        self.play_events(events)

    # -- layout -------------------------------------------------------------------------------------
    def compute(self, size):
        size = (size[0], size[1] - self.bottom_reserve)
        return self.layout_for(size, self.session.view(self.viewer))

    def layout_for(self, size, view):
        """The game's layout for a window size and the seat on screen's view (the desk's anchor seat
        nearest, as the public view keeps it)."""
        raise NotImplementedError

    def resize(self, size):
        self.geo = self.compute(size)
        self.still.forget()     # a new window holds none of the last frame: drawn whole

    def relayout(self) -> None:
        """A new seat at the screen: its part of the table comes first, with its hand."""
        self.geo = self.compute(self.app.size)

    # -- hooks of the shared table ---------------------------------------------------------------------
    def zoom_keep_clear(self) -> list[pygame.Rect]:
        """The seat on screen's own board stays in sight (its feeding, its battle) when a card is shown large."""
        board = self.own_board()
        return [board] if board is not None else []

    def own_board(self) -> pygame.Rect | None:
        """Where the seat on screen's own cards lie on the table (its Field, its ecosystem)."""
        return None

    def card_image(self, card, size, face="front", keep: bool = True) -> pygame.Surface:
        return self.pictures.card(card or self.back, size, face, keep)

    def button_rects(self) -> dict[str, pygame.Rect]:
        return self.geo.buttons

    def caption_y(self) -> int:
        return self.geo.hand.y - 6

    def submit(self, command, pick=None) -> bool:
        played = super().submit(command, pick)
        if played and getattr(command, "seat", -1) in self.session.bots:
            self.anims.add(Call(BOT_BEAT, None, None))
        return played

    def animate(self, dt: float) -> None:
        for tween in self.angles.values():
            tween.update(dt)
        for tween in self.markers.values():
            tween.update(dt)
        self.look_at_hand()

    def look_at_hand(self) -> None:
        """The hand card under the pointer (or the keyboard's focus) is looked at: in a hand whose cards
        overlap it shows whole (game.table.widgets.hand_band). Found in the hand as it lies now, so it holds."""
        pos = self.hover_pos
        under = [i for i, rect in enumerate(self.hand_layout()) if rect.collidepoint(pos)]
        self.looked = under[-1] if under and self.geo.hand.inflate(0, self.geo.hand.h).collidepoint(pos) else None

    # -- where things are: the game's places part answers ---------------------------------------------
    def pick_at(self, pos):
        return self.places.pick_at(pos)

    def drop_rects(self):
        return self.places.drop_rects()

    def place_rects(self):
        return self.places.place_rects()

    def place_rect(self, key: str):
        return self.places.place_rect(key)

    def home_key(self, pick):
        return self.places.home_key(pick)

    def on_table(self, pos) -> bool:
        return self.places.on_table(pos)

    def table_rect(self):
        return self.places.table_rect()

    def dims(self, key, pick) -> bool:
        return self.places.dims(key, pick)

    def card_at(self, pos):
        return self.places.card_at(pos)

    def home_focus(self, items):
        return self.places.home_focus(items)

    def layout(self) -> dict:
        """Card and control -> screen rectangle, for tests and the real-window driver."""
        out = self.places.layout()
        out.update(self.controls_layout())
        return out

    # -- the hand band --------------------------------------------------------------------------------
    def hand_cards(self) -> list[str]:
        return self.places.hand_cards()

    def hand_layout(self) -> list[pygame.Rect]:
        return self.places.hand_layout()

    def hand_words(self) -> tuple[str, str]:
        """(said when the hand is empty, the hand's name in the band's corner)."""
        return "No cards", "Hand"

    def public_words(self) -> tuple[str, str]:
        """The hand band's words while the table shows what everyone may see (no hand on screen)."""
        acting = self.session.acting_seats()
        if acting and acting[0] in self.session.bots:
            return (f"{self.adapter.seat_name(acting[0])} (a bot) is playing: the table shows what everyone "
                    "may see", "No hand on screen")
        return "The table shows what everyone may see", "No hand on screen"

    def playable_cards(self) -> set[str]:
        """The hand cards the viewer can play now (they are outlined), when nothing is animating and
        no choice of several things is open (then only its choices are outlined)."""
        s = self.session
        if self.anims.busy or s.over or self.viewer not in s.acting_seats() or self.viewer in s.bots \
                or self.replay is not None or self.gathering.active is not None:
            return set()
        return {c.card for c in s.legal(self.viewer) if isinstance(c, self.hand_plays)}

    def draw_still(self, surface, parts: list[Part], again=()) -> None:
        """The still parts on the felt, then the places a held card may not go dimmed, from the layer
        (game.table.still; `again`: the keys of the covers this frame paints over it)."""
        size = surface.get_size()
        dimmed = self.picking.dim_part()
        self.still.draw(surface, size, lambda: self.felt(size), parts + ([dimmed] if dimmed else []),
                        self.app.frame_count, again)

    def hand_part(self) -> Part:
        """The hand band as a still part (game.table.still): its cards, outlines and words."""
        cards, rects = self.hand_cards(), self.hand_layout()
        lifted = hand_indexes(self.picking.lifted(self.viewer))
        skip = frozenset(i for i, card in enumerate(cards) if i in lifted or f"hand:{card}" in self.hidden)
        empty, label = self.hand_words() if not self.desk.public else self.public_words()
        playable = frozenset(self.playable_cards())
        band, scale = self.geo.hand, self.geo.scale
        area = hand_area(self.th, band, rects, empty, scale)
        key = (tuple(band), tuple(cards), tuple(tuple(r) for r in rects), skip, playable, empty, label, scale)
        return Part("hand", area, key, lambda surface: draw_hand(surface, self.th, band, cards, rects,
                                                                 self.pictures.card, skip, playable, empty, label,
                                                                 scale))

    def felt(self, size: tuple[int, int]) -> pygame.Surface:
        """The bare table under every still part: the felt, as large as the window (kept)."""
        if self._felt is None or self._felt.get_size() != size:
            self._felt = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                self._felt = self._felt.convert()
            self._felt.fill(theme.FELT)
        return self._felt
