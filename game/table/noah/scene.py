"""The NOAH table: the shared table (game.table.tablescene) with NOAH's board, zones and status bar.

What is NOAH's own lives in this folder, one job a file: where things are (layout, places), the
board above the status bar (board), each seat's zone (zones), the status bar (status_bar), what is
shown of the row and the turn (shown), the animations of NOAH's events (director) and the words and
gestures (adapter, words, gestures). This file puts them together: set-up, the hooks the shared
table asks for, the order of drawing, all from the viewer's view (the desk's) and the shown model.
"""
from __future__ import annotations

import logging

import pygame

from game.engine.noah import events as ev
from game.table.cardart import shared
from game.table.hooks import filled
from game.table.noah import keys
from game.table.noah import layout as lay
from game.table.noah import warm
from game.table.noah.adapter import NoahAdapter
from game.table.noah.board import Board, BoardHooks
from game.table.noah.cardinfo import plain
from game.table.noah.director import NoahDirector, NoahHooks
from game.table.noah.places import Places, PlacesHooks
from game.table.noah.shown import Shown, enemy_back
from game.table.noah.status_bar import StatusBar, StatusHooks
from game.table.noah.texts import make_tracks, place_tracks
from game.table.noah.zones import Zones, ZonesHooks
from game.table.picking import Pick
from game.table.session import Session
from game.table.tablescene import TableScene
from game.table.warmup import warm_open
from game.table.widgets.dial import Dial
from game.table.widgets.dice import DiceTray

log = logging.getLogger(__name__)


class NoahTable(TableScene):
    """One NOAH game on screen, built from parts that each own one job (given what they use: hooks)."""

    adapter: NoahAdapter
    geo: lay.Layout                      # where everything is, for the window size and the seat in focus
    shown: Shown                         # the row, display and turn as the animations have reached them
    hidden: dict                         # (seat, zone, card) -> cards in flight, not drawn in place yet
    tracks: list                         # per seat: name -> Track
    focus: int | None                    # the seat with the wide zone (3 and 4 seats)

    def __init__(self, app, session: Session, animate_setup: bool = True):
        super().__init__(app, session, NoahAdapter(session))
        self.cards = self.adapter.cards
        self.text = self.adapter.text
        self.shown = Shown()
        self.hidden = {}
        self.art = shared(app, self.text.info, "noah")
        warm_open(app, "noah", session, lambda *a: warm.jobs(self.art, *a), warm.name)   # the rest of its cards
        self._any_enemy = sorted(self.cards.enemies)[0]
        self._any_mercenary = sorted(self.cards.mercenaries)[0]
        self.tray = DiceTray()
        view = self.view
        dial_def = self.cards.dials[view["dial"]]
        self.dial = Dial([{"kind": sp.kind, "text": plain(sp.text)} for sp in dial_def.spaces])
        self.tracks = [make_tracks(self.cards, f) for f in view["factions"]]
        # the parts: each given what it uses and its hooks (game.table.hooks), never the table
        shown, desk, adapter, cards, th = self.shown, self.desk, self.adapter, self.cards, self.th
        self.places = Places(shown, adapter, cards, session, desk, self.picking, self.prompts, self.log, self.dial,
                             self.tracks, filled(PlacesHooks, self))
        self.zones = Zones(adapter, self.text, cards, session, self.places, self.picking, self.anims, self.still, th,
                           self.hidden, filled(ZonesHooks, self))
        self.status_bar = StatusBar(session, shown, th, filled(StatusHooks, self))
        self.board = Board(shown, adapter, cards, session, desk, app.settings, self.art, th, self.dial, self.tray,
                           self.log, self.tracks, self.places, self.zones, self.status_bar, self.still,
                           filled(BoardHooks, self))
        self.director = NoahDirector(self.director_parts(), shown, self.hidden, self.places, self.dial, self.tray,
                                     filled(NoahHooks, self))
        self.focus = None
        self.geo = lay.compute(app.size, len(view["factions"]), ui=self.ui_scale)
        self._drawn_version = -1       # the session version the last frame showed
        self.resize(app.size)
        self.start_log("A new game of NOAH begins.")
        setup = []
        if animate_setup and not session.engine.log:
            try:
                setup = session.rules.setup_events(session.engine.options, session.engine.seed)
            except Exception:  # animating the deal is a nicety; the state is already set up
                log.exception("the set-up events could not be replayed for the deal animation")
        self.status_bar.status_words = self.adapter.status()
        self.sync(snap=True)
        if setup:
            self.shown.row, self.shown.display = [], []
            self.dial.set(0, snap=True)
            self.play_events(setup)
        session.autosave()

    @property
    def view(self) -> dict:
        """What the seat on screen may see now (the desk's view): every hand is open in NOAH."""
        return self.desk.view()

    def focus_seat(self) -> int | None:
        """The seat whose zone is drawn wide: the one asked to act (from three seats up)."""
        return self.desk.main_seat() if len(self.view["factions"]) >= lay.FOCUS_FROM else None

    def refocus(self) -> None:
        """Give the wide zone to the seat now asked to act, unless a card is in someone's hand."""
        focus = self.focus_seat()
        if focus == self.focus or self.picking.holding():
            return
        if self._drawn_version != self.session.version:
            return  # the frame that drew the command's new log lines and status does not also move zones
        self.resize(self.app.size)

    def resize(self, size):
        size = (size[0], size[1] - self.bottom_reserve)   # room for the replay controls, when shown
        board = self.board
        same = board.static is not None and board.static.get_size() == tuple(size) and board.stale is not True
        self.focus = self.focus_seat()
        self.geo = lay.compute(size, len(self.view["factions"]), focus=self.focus, ui=self.ui_scale)
        L = self.geo
        self.log.rect = pygame.Rect(L.log)
        self.tray.rect = pygame.Rect(L.tray)
        self.dial.rect = pygame.Rect(L.dial)
        self.place_tracks()
        board.stale = "zones" if same else True   # the wide zone moved: only the zones change
        self.still.forget()     # a new window (or a new layout) holds none of the last frame: drawn whole

    def set_layout(self, geo: lay.Layout, focus: int | None) -> None:
        """Lay the table out for a seat in focus (the board draws the other seats' layouts ahead)."""
        self.geo, self.focus = geo, focus

    def place_tracks(self) -> None:
        """Put each seat's tracks in its zone of the current layout (titles shortened in a compact zone)."""
        for seat, tracks in enumerate(self.tracks):
            place_tracks(tracks, self.geo.zones[seat], self.geo.scale, self.th)

    # -- the hooks of the shared table --------------------------------------------------------------
    def enemy_back(self, position: int) -> str:
        """The back of the face-down Enemy at a row position, as the viewer's view shows it."""
        row = self.view["row"]
        return enemy_back(row[position]["colour"] if position < len(row) else "blue")

    def card_image(self, card, size, face="front", keep: bool = True) -> pygame.Surface:
        if isinstance(card, str) and card.startswith("back_"):
            return self.art.get(card, (int(size[0]), int(size[1])), "back", keep)
        if card == "mercenary_back":
            face, card = "back", self._any_mercenary
        elif card is None or card == "enemy_back" or face == "back" and card not in self.cards.enemies \
                and card not in self.cards.mercenaries:
            # A face-down Enemy: any Enemy's back looks the same, so nothing is given away.
            face, card = "back", self._any_enemy
        return self.art.get(card, (int(size[0]), int(size[1])), face, keep)

    def pick_at(self, pos):
        return self.places.pick_at(pos)

    def card_at(self, pos):
        return self.places.card_at(pos)

    def focus_places(self):
        return self.places.focus_places()

    def home_focus(self, items):
        return self.places.home_focus(items)

    def tip_at(self, pos):
        return self.places.tip_at(pos)

    def layout(self) -> dict:
        return self.places.layout()

    def drop_rects(self):
        return self.places.drop_rects()

    def place_rects(self):
        return self.places.place_rects()

    def prompt_rect(self, seat: int, group: bool, rows: int) -> pygame.Rect:
        return self.places.prompt_rect(seat, group, rows)

    def home_key(self, pick: Pick) -> str | None:
        return keys.hand(pick.seat)

    def on_table(self, pos) -> bool:
        return pos[1] < self.geo.status.bottom or any(z.played.collidepoint(pos) for z in self.geo.zones)

    def table_rect(self) -> pygame.Rect:
        return self.geo.top_band()

    def dims(self, key: str, pick: Pick) -> bool:
        return keys.parse(key)[0] != "hand"

    def caption_y(self) -> int:
        return self.geo.status.top

    def banner_centre(self) -> tuple[int, int]:
        return (int(self.geo.enemies[1].right + self.geo.scale * 4), self.geo.enemies[0].centery)

    def button_rects(self) -> dict[str, pygame.Rect]:
        return self.geo.buttons

    def end_turn_visible(self, seat: int) -> bool:
        """Offered on the seat's turn once the animations have reached it (its turn card drawn)."""
        view = self.view
        turn = view["turn"]
        return turn["kind"] == "hero" and turn["seat"] == seat and view["pending"] is None \
            and not self.session.over and seat not in self.session.bots and self.shown.turn_reached(view)

    def end_turn_rects(self) -> dict[int, pygame.Rect]:
        return {seat: z.end_turn for seat, z in enumerate(self.geo.zones) if self.end_turn_visible(seat)}

    def press_places(self, command) -> list[pygame.Rect]:
        """Moving up the Ability track is a press on the track."""
        from game.engine.noah.commands import AdvanceAbility
        return [pygame.Rect(self.geo.zones[command.seat].ability)] if isinstance(command, AdvanceAbility) else []

    def press(self, pe) -> None:
        """A press on a seat's Ability track buys the next space."""
        from game.engine.noah.commands import AdvanceAbility
        for seat, z in enumerate(self.geo.zones):
            if z.ability.collidepoint(pe.pos):
                if self.control.allowed(pe, seat):
                    self.submit(AdvanceAbility(seat))
                return

    def sync(self, snap: bool = False) -> None:
        """Set the shown model, markers and dial from the viewer's view."""
        view = self.view
        self.shown.sync(view, snap)
        for seat, f in enumerate(view["factions"]):
            t = self.tracks[seat]
            t["health"].set_marker("health", f["health"], self.th.health_colour, snap)
            t["health"].set_marker("corruption", f["corruption"], self.th.corruption_colour, snap, ring=(235, 235, 235))
            t["energy"].set_marker("energy", f["energy"], (240, 200, 60), snap, ring=(40, 30, 0))
            t["ability"].set_marker("ability", f["ability"], (240, 200, 60), snap, ring=(40, 30, 0))
            t["ability"].unlocked = set(range(1, f["ability"] + 1))
        self.dial.set(view["dial_position"], snap)
        self.hidden.clear()
        self.synced_version = self.session.version

    def set_track(self, seat: int, track: str, value: int) -> None:
        if not 0 <= seat < len(self.tracks):
            return
        t = self.tracks[seat]
        if track in ("health", "corruption"):
            colour = self.th.health_colour if track == "health" else self.th.corruption_colour
            t["health"].set_marker(track, value, colour)
        elif track == "energy":
            t["energy"].set_marker("energy", value, (240, 200, 60), ring=(40, 30, 0))
        elif track == "ability":
            t["ability"].set_marker("ability", value, (240, 200, 60), ring=(40, 30, 0))
            t["ability"].unlocked = set(range(1, value + 1))

    def animate(self, dt: float) -> None:
        self.status_bar.follow(self.adapter, self.anims.busy)
        self.refocus()
        self.shown.update(dt)
        for tracks in self.tracks:
            for t in tracks.values():
                t.update(dt)
        self.dial.update(dt)
        self.tray.update(dt)

    def idle(self) -> None:
        if not self.app.warmup.pending and not self.picking.picks:
            self.board.prepare_layouts()

    def skipped(self) -> None:
        if self.tray.throw:
            self.tray.throw.finish()

    def turn_ended(self, event) -> bool:
        return isinstance(event, ev.TurnEnded)

    def settings_changed(self) -> None:
        self.board.stale = True
        super().settings_changed()

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface):
        """The felt and zone panels under the still layer (game.table.still): the board's parts, the
        hands, the Enemy row, the Mercenary display and the places a held card may not go, dimmed;
        then what moves over it."""
        board = self.board
        static = board.static_background()
        dimmed = self.picking.dim_part()
        # What changes every kept part (game.table.still.StillLayer.part): the window and settings (the
        # static picture's redraws), the layout, the command played and the viewer's view.
        stamp = (board.version, self.geo, self.session.version, self.view)
        parts = board.board_parts(stamp) + [self.zones.hand_part(seat, stamp) for seat in range(len(self.geo.zones))]
        parts += [board.row_part(), board.display_part()] + ([dimmed] if dimmed else [])
        self.still.draw(surface, board.version, lambda: static, parts, self.app.frame_count)
        self._drawn_version = self.session.version
        over = self.dial.draw_pointer(surface)
        self.still.draw_moving(surface, "row")
        over += self.tray.draw_dice(surface)
        self.still.draw_moving(surface, "display")
        for seat in range(len(self.geo.zones)):
            over += self.zones.draw_zone(surface, seat)
        self.draw_overlays(surface, over)
