"""The Nature of the Beast table: the shared table (game.table.tablescene) with each player's board,
the hand of the seat on screen, the battle panel and the marks over the Fields.

What is Nature of the Beast's own lives in this folder, one job a file: where things are (layout,
places), a board (board), Supply Line's shared Field (shared_field), the marks over the boards
(marks), the right-hand column (side), the pictures beyond a plain card (pictures), the shown view
(shown), the animations (director) and the words and gestures (adapter, words, keys). This file puts
them together: each part is given the desk, the other parts it uses and its hooks
(game.table.hooks), never the table.

Hidden hands: everything drawn comes from the shown view, which is the seat on screen's own view
moved forward by the events; the state is never read to draw."""
from __future__ import annotations

import pygame

from game.engine.beast import events as ev
from game.engine.core.rules import PUBLIC
from game.table.anim import Tween
from game.table.beast import layout as lay
from game.table.beast.adapter import BeastAdapter
from game.table.beast.board import Board, BoardHooks
from game.table.beast.director import BeastDirector
from game.table.beast.gestures import HAND_PLAYS
from game.table.beast.marks import Marks, MarksHooks
from game.table.beast.pictures import Pictures
from game.table.beast.places import Places, PlacesHooks
from game.table.beast.shared_field import SharedField
from game.table.beast.shown import Shown
from game.table.beast.side import Side
from game.table.cardart import shared
from game.table.director import ShownHooks
from game.table.hand_table import HandTable
from game.table.hooks import filled, late
from game.table.session import Session
from game.table.still import Part, paint
from game.table.widgets.side_column import TopHooks


class BeastTable(HandTable):
    """One Nature of the Beast game on screen, built from parts that each own one job."""

    adapter: BeastAdapter
    geo: lay.Layout
    shown: Shown
    flips: dict                # Pen place key -> progress of turning over
    markers: dict              # (seat, "Favor" | "Fury") -> Tween of the tally's marker
    back = "back_tricks"
    hand_plays = HAND_PLAYS

    def __init__(self, app, session: Session, animate_setup: bool = True):
        super().__init__(app, session, BeastAdapter(session))
        self.pictures = Pictures(shared(app, self.adapter.text.info, "beast"))
        self.shown = Shown(self.adapter.text, self.viewer)
        self.flips = {}
        # the parts: each given what it uses and its hooks (game.table.hooks), never the table
        shown, desk, geo, th = self.shown, self.desk, late(self, "geo"), self.th
        self.places = Places(shown, desk, self.picking, self.log, filled(PlacesHooks, self))
        self.board = Board(shown, desk, self.adapter, self.pictures, self.picking, th, self.hidden, self.angles,
                           self.flips, self.markers, filled(BoardHooks, self))
        self.shared_field = SharedField(shown, desk, self.adapter, self.pictures, self.board, self.places, th,
                                        self.hidden, filled(BoardHooks, self))
        self.marks = Marks(shown, desk, self.adapter, self.pictures, self.places, self.gathering, self.picking,
                           self.anims, th, self.hidden, filled(MarksHooks, self))
        self.side = Side(shown, desk, self.adapter, self.prompts, self.log, th, geo, filled(TopHooks, self))
        self.director = BeastDirector(self.director_parts(), self.shown, self.hidden, self.angles, self.markers,
                                      self.flips, filled(ShownHooks, self))
        if session.engine.log and session.view(PUBLIC)["battle"] is not None:
            for event in session.history():     # the phases of the battle in progress, for its panel
                self.shown.note(event)
        self.open("A new game of Nature of the Beast begins.", animate_setup)

    def layout_for(self, size, view) -> lay.Layout:
        return lay.compute(size, len(self.session.seats), self.desk.anchor, view["rows"], view["cols"],
                           shared=view["board"] is not None, tallies=view["tallies"], ui=self.ui_scale)

    # -- the hooks of the shared table ----------------------------------------------------------------
    def prompt_rect(self, seat: int, group: bool, rows: int) -> pygame.Rect:
        return self.side.prompt_rect(seat, rows)

    def own_board(self):
        board = self.geo.boards.get(self.viewer)
        return board.rect if board is not None else None

    def hand_words(self) -> tuple[str, str]:
        who = self.adapter.words.who(self.viewer)
        return f"{who} holds no Tricks", f"{who}'s hand"

    def end_turn_rects(self) -> dict[int, pygame.Rect]:
        s, seat = self.session, self.viewer
        view = self.shown.view
        if s.over or seat in s.bots or not view or view["turn"]["seat"] != seat or view["battle"] is not None \
                or view["turn"]["step"] != "actions" or seat not in s.acting_seats():
            return {}
        return {seat: self.geo.end_turn}

    def banner_centre(self) -> tuple[int, int]:
        area = self.table_rect()
        return (area.centerx, area.y + area.h // 3)

    def sync(self, snap: bool = False) -> None:
        """The shown view from the viewer's view again; turns and tallies glide to it (or snap)."""
        view = self.session.view(self.viewer)
        self.shown.reset(view, self.viewer)
        for player in view["players"]:
            for line in player["field"]:
                for animal in line:
                    if animal is not None:
                        self.angles.setdefault(animal["card"], Tween(0.0, rate=12.0)).set(
                            90.0 if animal["tilted"] else 0.0, snap)
            for human in player["humans"]:
                if human:
                    self.angles.setdefault(human["card"], Tween(0.0, rate=12.0)).set(90.0 if human["tilted"] else 0.0,
                                                                                      snap)
            for name in ("Favor", "Fury"):
                self.markers.setdefault((player["seat"], name), Tween(player[name.lower()], rate=9.0)).set(
                    player[name.lower()], snap)
        self.hidden.clear()
        self.flips.clear()
        self.synced_version = self.session.version

    def turn_ended(self, event) -> bool:
        return isinstance(event, ev.TurnEnded)

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface):
        parts = []
        if self.shown.view and self.geo.shared:
            parts.append(Part("field", self.geo.table, None, self.shared_field.draw))
        elif self.shown.view:
            board = self.board
            parts += [Part(("board", seat), self.geo.boards[seat].rect.inflate(4, 4), key,
                           lambda surface, seat=seat: board.draw_board(surface, seat))
                      for seat, key in board.board_keys().items()]
        parts.append(self.hand_part())
        parts.append(self.side.part())
        # the turn rings and the marks are painted over the layer each frame, the same pixels (covers)
        covers = (self.board.turn_rings() if self.shown.view and not self.geo.shared else []) + self.marks.covers()
        self.draw_still(surface, parts, tuple(cover.key for cover in covers))
        self.still.draw_moving(surface, "field")
        covered = paint(surface, covers)
        self.draw_overlays(surface, self.marks.draw_staged(surface), covered)
