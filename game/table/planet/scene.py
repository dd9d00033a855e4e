"""The Noah Planet table: the shared table (game.table.tablescene) with each player's ecosystem in
tier rows, the hand of the seat on screen, the centre of the table and the scoring board.

What is Noah Planet's own lives in this folder, one job a file: where things are (layout, rows,
places), the ecosystems and the feeding's links (board), the piles and Selection Area
(centre), the scoring board (scoreboard), the right-hand column (side), the feeding being decided
(feeding), the shown view (shown), the animations (director), the words and gestures (adapter,
words, keys) and a single player's achievements (records). This file puts them together.

Hidden hands: everything drawn comes from the shown view, which is the seat on screen's own view
moved forward by the events as that seat may see them; the state is never read to draw."""
from __future__ import annotations

import pygame

from game.engine.planet import events as ev
from game.engine.core.rules import PUBLIC
from game.engine.planet.commands import Feed
from game.table import theme
from game.table.anim import Tween
from game.table.cardart import shared
from game.table.hand_table import HandTable
from game.table.hooks import filled, late
from game.table.pictures import Pictures
from game.table.planet import layout as lay
from game.table.planet.adapter import PlanetAdapter
from game.table.planet.board import Board
from game.table.planet.cardinfo import picture_id
from game.table.planet.centre import Centre
from game.table.planet.director import PlanetDirector, PlanetHooks
from game.table.planet.gestures import HAND_PLAYS
from game.table.planet.feeding import FeedingEditor
from game.table.planet.places import Places, PlacesHooks
from game.table.planet.records import Records
from game.table.planet.scoreboard import ScoreBoard
from game.table.planet.shown import Shown
from game.table.planet.side import Side
from game.table.session import Session
from game.table.still import drawn
from game.table.widgets.side_column import TopHooks

SEARCH_SLICE = 0.002     # seconds of a still frame spent searching for a better feeding


class PlanetTable(HandTable):
    """One Noah Planet game on screen, built from parts that each own one job."""

    adapter: PlanetAdapter
    geo: lay.Layout
    markers: dict                 # seat -> its token on the scoring board
    back = "back_noah"
    hand_plays = HAND_PLAYS

    def __init__(self, app, session: Session, animate_setup: bool = True):
        self.editor = FeedingEditor(self.judge, self.propose, self.search)
        super().__init__(app, session, PlanetAdapter(session, self.editor))
        self.pictures = Pictures(shared(app, self.adapter.text.info, "planet"), picture_id)
        self.shown = Shown(self.viewer)
        self.dropped: dict[str, pygame.Rect] = {}     # a hand card just played -> where it was dropped
        # the parts: each given what it uses and its hooks (game.table.hooks), never the table
        shown, desk, geo = self.shown, self.desk, late(self, "geo")
        self.places = Places(shown, self.adapter, desk, self.editor, self.gathering, self.picking, self.prompts, self.log,
                             self.angles, filled(PlacesHooks, self))
        self.board = Board(shown, self.places, self.editor, self.pictures, self.adapter, desk, self.anims, self.th,
                           self.hidden, geo, late(self, "clock"))
        self.centre = Centre(shown, self.places, self.pictures, self.picking, desk, session.rules.cards, self.th,
                             self.hidden, geo)
        self.scoreboard = ScoreBoard(shown, self.th, self.markers, geo)
        self.side = Side(shown, self.adapter, desk, self.gathering, self.prompts, self.log, self.anims, self.th, geo,
                         filled(TopHooks, self))
        self.director = PlanetDirector(self.director_parts(), shown, self.hidden, self.angles, self.markers,
                                       self.scoreboard, filled(PlanetHooks, self))
        if session.view(PUBLIC)["solo"] and session.replay is None and not session.bots:
            self.adapter.records = Records.load()     # a person's achievements: a bot's game is not theirs
        self.open("A new game of Noah Planet begins.", animate_setup)

    def play_setup(self, events: list) -> None:
        """Only the banners of the set-up: the table already shows the game set up."""
        self.director.setting_up = True
        try:
            self.play_events(events)
        finally:
            self.director.setting_up = False

    def layout_for(self, size, view) -> lay.Layout:
        return lay.compute(size, len(self.session.seats), self.desk.anchor, bool(view["selection"]), self.ui_scale)

    # -- the hooks of the shared table --------------------------------------------------------------
    def own_board(self):
        eco = self.geo.ecos.get(self.viewer)
        return eco.rect if eco is not None else None

    def pile_at(self, pos):
        """The Discard Pile (ruling R4: anyone may look through it) or the cards removed from the game."""
        view = self.shown.view
        for name, title, field in (("discard", "The Discard Pile", "discard_pile"),
                                   ("removed", "Removed from the game", "removed")):
            if view and view[field] and self.geo.piles[name].collidepoint(pos):
                return title, view[field]
        return None

    def focus_places(self):
        return self.places.focus_places()

    def end_turn_rects(self) -> dict[int, pygame.Rect]:
        s, seat = self.session, self.viewer
        view = self.shown.view
        if s.over or seat in s.bots or not view or view["phase"] != "actions" or view["turn"] != seat \
                or seat not in s.acting_seats() or self.adapter.end_turn(s.legal(seat)) is None:
            return {}
        return {seat: self.geo.end_turn}

    def prompt_rect(self, seat: int, group: bool, rows: int) -> pygame.Rect:
        return self.side.prompt_rect(seat, rows)

    def banner_centre(self) -> tuple[int, int]:
        stage = self.geo.stage
        return (stage.centerx, stage.y + stage.h // 4)

    def submit(self, command, pick=None) -> bool:
        if pick is not None and pick.moved:
            rect = pygame.Rect(pick.origin)
            rect.center = pick.pos
            self.dropped = {pick.card: rect}
        return super().submit(command, pick)

    def press(self, pe) -> None:
        """A press on nothing pickable: while the viewer decides a feeding, a species is chosen or
        given as food (game.table.planet.feeding); a press elsewhere puts the choice down."""
        editor = self.editor
        if not editor.active or editor.seat != self.viewer or self.anims.busy or self.replay is not None:
            return
        if not self.control.allowed(pe, editor.seat):
            return
        hit = self.places.species_at(pe.pos)
        if hit is None or hit[0] != editor.seat:
            editor.selected = None
            return
        problem = editor.press(hit[1])
        if problem:
            self.toasts.show(problem, theme.DANGER)

    def judge(self, seat: int, meals: tuple, order: tuple = ()) -> tuple[str | None, int]:
        """The engine's word on a feeding being re-linked: what is wrong with it, and the points it scores."""
        said = self.session.preview(Feed(seat, meals, order))
        return said["problem"], said["points"]

    def propose(self, seat: int, order: tuple) -> dict:
        """The engine's feeding for the rows laid out anew (the ecosystem is open to every seat)."""
        return self.session.propose(Feed(seat, (), order))

    def search(self, seat: int, order: tuple):
        """The engine's search for a better feeding than the view's, advanced between frames."""
        return self.session.search(Feed(seat, (), order))

    def idle(self) -> None:
        """A still frame: the feeding proposal is searched on for a slice of it."""
        self.editor.think(SEARCH_SLICE)

    def sync(self, snap: bool = False) -> None:
        """The shown view from the viewer's view again; tokens glide to it (or snap)."""
        view = self.session.view(self.viewer)
        self.shown.reset(view, self.viewer)
        for seat, score in enumerate(view["scores"]):
            self.markers.setdefault(seat, Tween(score, rate=5.0)).set(score, snap)
        self.hidden.clear()
        self.angles.clear()
        self.dropped = {}
        feeding = view.get("feeding")
        if feeding and feeding["seat"] == self.viewer and self.viewer not in self.session.bots \
                and self.replay is None:
            tiers = {u: self.adapter.text.tier(u) for u in feeding["order"]}
            self.editor.load(feeding, tiers)
        else:
            self.editor.clear()
        self.synced_version = self.session.version

    def turn_ended(self, event) -> bool:
        return isinstance(event, ev.TurnStarted)

    def game_over(self) -> None:
        records = self.adapter.records
        if records is not None and self.replay is None and not self.finished:
            view = self.session.view(0)
            outcome = view.get("outcome") or {}
            records.record(f"{self.session.engine.seed}:{self.session.engine.hash()[:16]}",
                           outcome.get("title", ""), outcome.get("rounds", 0), view["scores"][0], outcome.get("goal", 100))
        super().game_over()

    # -- drawing ------------------------------------------------------------------------------------
    def hand_words(self) -> tuple[str, str]:
        who = self.adapter.words.who(self.viewer)
        if self.shown.view and self.shown.view.get("draft"):
            return f"{who} has kept no card yet", f"{who}'s cards kept in the draft"
        return f"{who} holds no cards", f"{who}'s hand"

    def playable_cards(self) -> set[str]:
        drafting = bool(self.shown.view.get("draft")) if self.shown.view else False
        return set() if drafting else super().playable_cards()

    def draw(self, surface):
        parts = [self.scoreboard.part(), *self.board.parts(), self.centre.part(), self.side.part(), self.hand_part()]
        self.draw_still(surface, [p for p in parts if p is not None])
        self.draw_overlays(surface, drawn(self.board.draw_moving(surface), self.centre.draw_spread(surface)))
