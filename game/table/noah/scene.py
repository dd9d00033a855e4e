"""The NOAH table: gestures become engine commands; events come back as animations and log lines.

NoahTable puts together one job per file: where things are (places), drop targets (targets),
drag-and-drop and the upgrade menu (dragdrop), who controls what (control), the prompt panel
(prompts), the board, the player zones, the status bar, the overlays and the table actions.
This file holds the scene itself: set-up, the engine round trip, the fixed-step update and the
order of drawing.
"""
from __future__ import annotations

import logging

import pygame

from game.engine.core.protocol import Rejected
from game.engine.noah import events as ev
from game.table import theme
from game.table.anim import AnimQueue
from game.table.cardart import shared
from game.table.noah import layout as lay
from game.table.noah import warm
from game.table.noah.actions import Actions
from game.table.noah.board import Board
from game.table.noah.control import Control
from game.table.noah.director import Director, Shown
from game.table.noah.dragdrop import Choice, DragDrop, Glide, Pick  # noqa: F401  (re-exported)
from game.table.noah.overlays import Overlays
from game.table.noah.places import Places
from game.table.noah.prompts import PromptPanel
from game.table.noah.session import BotWorker, NoahSession
from game.table.noah.status_bar import StatusBar
from game.table.noah.targets import Targets
from game.table.noah.texts import make_tracks, place_tracks
from game.table.noah.zones import Zones
from game.table.scenes.base import Scene
from game.table.scenes.menu import draw_cursor
from game.table.widgets.dial import Dial
from game.table.widgets.dice import DiceTray
from game.table.widgets.log import LogPanel
from game.table.widgets.toast import Toasts
from game.table.widgets.track import Track  # noqa: F401  (re-exported)

log = logging.getLogger(__name__)

ZOOM_DELAY = 0.45       # seconds of hovering before a card is shown large


class NoahTable(Places, Targets, DragDrop, Control, PromptPanel, Board, Zones, StatusBar, Overlays, Actions, Scene):
    """One NOAH game on screen."""

    def __init__(self, app, session: NoahSession, animate_setup: bool = True):
        super().__init__(app)
        self.session = session
        self.th = app.theme
        self.log = LogPanel()
        self.toasts = Toasts()
        self.anims = AnimQueue(app.settings.animation_speed)
        self.shown = Shown()
        self.hidden: dict[tuple, int] = {}
        self.dice_throws = 0
        self.director = Director(self)
        self.art = shared(app, session.text.info)
        warm.want_session(app, self.art, session)   # the rest of this game's cards
        self._any_enemy = sorted(session.cards.enemies)[0]
        self._any_mercenary = sorted(session.cards.mercenaries)[0]
        self.tray = DiceTray()
        cards = session.cards
        dial_def = cards.dials[session.state.dial]
        from game.table.noah.cardinfo import plain
        self.dial = Dial([{"kind": sp.kind, "text": plain(sp.text)} for sp in dial_def.spaces])
        self.tracks: list[dict[str, Track]] = [make_tracks(cards, f) for f in session.state.factions]
        self.picks: dict[str, Pick] = {}
        self.glides: list[Glide] = []
        self.choice: Choice | None = None
        self.hover_pos = (0, 0)
        self.hover_card: tuple | None = None
        self.hover_time = 0.0
        self.zoom: tuple | None = None      # (card id, face)
        self.zoom_pinned = False
        self.confirm_end: dict[int, float] = {}
        self.bot = BotWorker(session)
        self.synced_version = -1
        self.clock = 0.0
        self.drawn_hand: dict[tuple, pygame.Rect] = {}
        self.finished = False
        self.save_due = False
        self.focus: int | None = None       # the seat with the wide zone (3 and 4 seats)
        self.geo = lay.compute(app.size, len(session.state.factions))
        self._static: pygame.Surface | None = None
        self._static_stale = True      # redraw the felt, zone panels and headers (in place)
        self._static_version = 0
        self._layer_version = -1       # the session version the cached table layer shows
        self._panels: dict[tuple, pygame.Surface] = {}    # zone panels by shape (Board.zone_panel)
        self._prepared: tuple = (None, set())             # layouts prepared ahead (Board.prepare_layouts)
        self.resize(app.size)
        self.log.add("A new game of NOAH begins." if not session.engine.log else "The game is resumed.",
                     colour=theme.ACCENT)
        setup = []
        if animate_setup and not session.engine.log:
            try:
                setup = session.engine.rules.setup_events(session.engine.options, session.engine.seed)
            except Exception:  # animating the deal is a nicety; the state is already set up
                log.exception("the set-up events could not be replayed for the deal animation")
                setup = []
        if setup:
            self.sync(snap=True)
            self.shown.row, self.shown.display = [], []
            self.dial.set(0, snap=True)
            self.play_events(setup)
        else:
            self.sync(snap=True)
        session.autosave()

    def focus_seat(self) -> int | None:
        """The seat whose zone is drawn wide: the one asked to act (from three seats up)."""
        if len(self.session.state.factions) < lay.FOCUS_FROM:
            return None
        return self.main_seat()

    def refocus(self) -> None:
        """Give the wide zone to the seat now asked to act, unless a card is in someone's hand."""
        focus = self.focus_seat()
        if focus == self.focus or any(p.dragging for p in self.picks.values()) or self.glides or self.choice:
            return
        if self._layer_version != self.session.version:
            return  # the frame that drew the command's new log lines and status does not also move zones

        self.resize(self.app.size)

    def resize(self, size):
        same = self._static is not None and self._static.get_size() == tuple(size) and self._static_stale is not True
        self.focus = self.focus_seat()
        self.geo = lay.compute(size, len(self.session.state.factions), focus=self.focus)
        L = self.geo
        self.log.rect = pygame.Rect(L.log)
        self.tray.rect = pygame.Rect(L.tray)
        self.dial.rect = pygame.Rect(L.dial)
        self.place_tracks()
        self._static_stale = "zones" if same else True   # the wide zone moved: only the zones change
        self.app.router.resize(size)

    def place_tracks(self) -> None:
        """Put each seat's tracks in its zone of the current layout (titles shortened in a compact zone)."""
        for seat, tracks in enumerate(self.tracks):
            place_tracks(tracks, self.geo.zones[seat], self.geo.scale, self.th)

    def card_image(self, card, size, face="front") -> pygame.Surface:
        if card is None or card == "enemy_back" or face == "back" and card not in self.session.cards.enemies \
                and card not in self.session.cards.mercenaries:
            # A face-down Enemy: any Enemy's back looks the same, so nothing is given away.
            face, card = "back", self._any_enemy
        elif card == "mercenary_back":
            face, card = "back", self._any_mercenary
        return self.art.get(card, (int(size[0]), int(size[1])), face)

    def submit(self, command, pick: Pick | None = None) -> bool:
        """Send a command to the engine; show the reason if refused. True when it was applied."""
        if self.session.over:
            return False
        try:
            events = self.session.submit(command)
        except Exception as exc:  # an engine bug must not close the table: say so and carry on
            log.exception("the engine failed on %r", command)
            self.toasts.show(f"The rules engine failed on that move ({type(exc).__name__}); nothing was played.",
                             theme.DANGER)
            if pick:
                self.glide_back(pick)
            return False
        if len(events) == 1 and isinstance(events[0], Rejected):
            self.toasts.show(events[0].reason, theme.DANGER)
            if pick:
                self.glide_back(pick)
            return False
        self.play_events(events)
        return True

    def play_events(self, events) -> None:
        turn_ended = False
        for e in events:
            self.director.log(e)
            self.director.animate(e)
            if isinstance(e, ev.TurnEnded):
                turn_ended = True
            if isinstance(e, (ev.GameWon, ev.GameLost)):
                self.session.clear_autosave()
        if turn_ended and not self.session.over:
            self.save_due = True    # written once the table is still: not in the frame that ends the turn

    def sync(self, snap: bool = False) -> None:
        """Set the shown model, markers and dial from the engine's state."""
        state = self.session.state
        self.shown.sync(state, snap)
        for seat, f in enumerate(state.factions):
            t = self.tracks[seat]
            t["health"].set_marker("health", f.health, self.th.health_colour, snap)
            t["health"].set_marker("corruption", f.corruption, self.th.corruption_colour, snap, ring=(235, 235, 235))
            t["energy"].set_marker("energy", f.energy, (240, 200, 60), snap, ring=(40, 30, 0))
            t["ability"].set_marker("ability", f.ability, (240, 200, 60), snap, ring=(40, 30, 0))
            t["ability"].unlocked = set(range(1, f.ability + 1))
        self.dial.set(state.dial_position, snap)
        self.hidden = {}
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

    @property
    def busy(self) -> bool:
        return self.anims.busy or bool(self.glides) or self.bot.busy()

    def game_over(self) -> None:
        if self.finished:
            return
        self.finished = True
        from game.table.scenes.game_over import GameOver
        self.app.push(GameOver(self.app, self))

    def settings_changed(self) -> None:
        self.anims.speed = self.app.settings.animation_speed
        self._static_stale = True
        self.sync(snap=True)

    def update(self, dt):
        self.clock += dt
        self.app.warmup.step()   # what the warm-up has not done yet, a slice a frame
        self.refocus()
        for pe in self.app.router.update(dt):
            self.pointer(pe)
        speed = self.app.settings.animation_speed
        self.anims.update(dt)
        fast = dt * (speed if speed > 0 else 100)
        self.shown.update(fast)
        for tracks in self.tracks:
            for t in tracks.values():
                t.update(fast)
        self.dial.update(fast)
        self.tray.update(dt * (speed if speed > 0 else 100))
        for g in self.glides:
            g.t += dt
        self.glides = [g for g in self.glides if g.t < g.duration]
        self.toasts.update(dt)
        if not self.anims.busy:
            if self.synced_version != self.session.version:
                self.sync()
            elif self.save_due and not self.session.over:
                self.save_due = False
                self.session.autosave()
            elif not self.app.warmup.pending and not self.picks:
                self.prepare_layouts()
            if self.session.over and not self.finished:
                self.game_over()
            self.drive_bots()
        self.update_zoom(dt)

    def drive_bots(self) -> None:
        if self.session.over:
            return
        acting = self.session.acting_seats()
        if not acting:
            return
        prompt = self.session.prompt
        if prompt is not None and any(s not in self.session.bots for s in prompt.seats) and len(prompt.seats) > 1:
            return  # a group decision with a person in it: the people decide
        bots = [s for s in acting if s in self.session.bots]
        if not bots:
            return
        if self.bot.busy():
            return
        choice = self.bot.take()
        if choice is not None:
            self.submit(choice)
            return
        if self.bot.thread is None:
            self.bot.start(bots[0])

    def update_zoom(self, dt) -> None:
        if self.zoom_pinned:
            return
        if any(p.pointer == "mouse" and p.dragging for p in self.picks.values()) or self.choice:
            self.zoom = None
            return
        card = self.card_at(self.hover_pos)
        if card != self.hover_card:
            self.hover_card, self.hover_time = card, 0.0
            self.zoom = None
        elif card is not None:
            self.hover_time += dt
            if self.hover_time >= ZOOM_DELAY:
                self.zoom = card

    def draw(self, surface):
        G = self.geo
        th = self.th
        surface.blit(self.table_layer(), (0, 0))
        self.dial.draw_pointer(surface)
        self.draw_row(surface)
        self.tray.draw_dice(surface)
        self.draw_mercenaries(surface)
        for seat in range(len(G.zones)):
            self.draw_zone(surface, seat)
        self.draw_targets(surface)
        self.anims.draw(surface)
        self.draw_drag(surface)
        self.draw_banner(surface)
        self.draw_prompt(surface)
        self.draw_choice(surface)
        self.toasts.draw(surface, th, (G.size[0] // 2, G.status.top - 8))
        self.draw_zoom(surface)
        for cursor in self.app.router.pads.values():
            seat = cursor.seat
            colour = th.seat_colour(seat if seat is not None else 3)
            draw_cursor(surface, cursor.pos, colour, "" if seat is None else str(seat + 1), th)
