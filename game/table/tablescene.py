"""The shared table: what every game's table does the same way.

The engine round trip (a gesture becomes a command; events come back as log lines and animations),
picking and dropping cards, the prompt panel, who may act, bots on a worker thread, undo, save, the
rules, the game menu, the zoomed card, the log, the hand-off screen between players with hidden
hands, the autosave and the end of the game.

A game's scene subclasses TableScene and provides where things are and how they look (the hooks at
the end of the class, each documented); its adapter (game.table.adapter) gives the words and says
which commands a gesture stands for. This class never looks inside one game's commands or events.
"""
from __future__ import annotations

import logging

import pygame

from game.engine.core.protocol import Rejected
from game.table import records, theme
from game.table.adapter import TableAdapter, seen_lines
from game.table.anim import AnimQueue
from game.table.bot_turns import BotTurns
from game.table.control import Control
from game.table.director import DirectorParts
from game.table.focus import Focus, Focusable
from game.table.gathering import CANCEL, GatherHooks, Gathering, Moves
from game.table.hints import Hints, MoveHooks, MovePlaces
from game.table.hooks import filled, late
from game.table.input import PointerEvent
from game.table.passing import PassHooks, Passing
from game.table.picking import Pick, PickHit, PickHooks, Picking
from game.table.prompt_panel import PromptHooks, PromptPanel
from game.table.scenes.base import Scene
from game.table.session import BotWorker, Session
from game.table.still import Drawn, StillLayer, drawn
from game.table.table_input import InputHooks, InputParts, TableInput
from game.table.undoing import Undoing
from game.table.widgets.log import LogPanel
from game.table.widgets.toast import Toasts
from game.table.zoom import Zoom, ZoomHooks

log = logging.getLogger(__name__)
CONFIRM_SECONDS = 3.0   # End turn asks again within this long


class TableScene(Scene):
    """One game on screen. Parts that own their state: picking, control, prompts, log, toasts, anims.
    Each part is given the desk, the other parts and the adapter it uses, and its hooks: what it reads
    of the table, as callables (game.table.hooks), never the table itself."""

    def __init__(self, app, session: Session, adapter: TableAdapter):
        super().__init__(app)
        self.session = session
        self.adapter = adapter
        self.th = th = app.theme
        self.desk = desk = session.desk
        self.log = LogPanel(reader=desk)
        self.toasts = Toasts()
        self.anims = AnimQueue(app.settings.animation_speed)
        self.control = Control(desk, adapter, self.toasts, app.router.claims)
        self.gathering = Gathering(desk, adapter, th, filled(GatherHooks, self))
        self.picking = Picking(desk, adapter, self.control, self.gathering, self.toasts, th,
                               filled(PickHooks, self, frame_count=lambda: app.frame_count))
        self.prompts = PromptPanel(desk, adapter, self.gathering, self.anims, th, filled(PromptHooks, self))
        self.bot = BotWorker(session)
        self.bot.prepare()                  # hard bots think in a process: started while the table opens
        self.bot_turns = BotTurns(desk, self.bot, self.toasts, adapter, late(self, "submit"))
        self.moves = MovePlaces(desk, adapter, self.gathering, self.prompts, filled(MoveHooks, self))
        self.hints = Hints(desk, adapter, self.toasts, self.moves)
        self.zoom = Zoom(self.picking, self.prompts, th, filled(ZoomHooks, self))
        self.inputs = TableInput(InputParts(desk, adapter, self.picking, self.gathering, self.prompts, self.control,
                                            self.hints, self.zoom, self.log, self.toasts, self.anims),
                                 th, filled(InputHooks, self), app.router)
        self.undoing = Undoing(late(session, "undo"), desk, adapter, self.log, self.toasts, self.anims, self.picking,
                               late(self, "sync"))
        self.clock = 0.0
        self.confirm_end: dict[int, float] = {}
        self.finished = False
        self.save_due = False
        self.synced_version = -1
        self.bottom_reserve = 0             # pixels at the bottom of the window the table leaves free
        # buttons a panel over the table adds (a lesson's): (name, rect, action), in the keyboard's and the
        # d-pad's ring and pressed as the table's own are
        self.overlay_buttons: list = []
        # the screen passed between people with hidden hands
        self.passing = Passing(desk, adapter, self.log, self.picking, self.zoom,
                               filled(PassHooks, self, hand_off=lambda seat: app.open("handoff", self, seat),
                                      handing_off=lambda: app.showing("handoff")))
        self.still = StillLayer()           # what stands still, drawn once (game.table.still)
        # The seat whose eyes the table shows: its hand, its view, its log. With hidden hands it
        # changes only through the hand-off screen (or to the public view while a bot acts).
        self.desk.look(self.desk.opening_viewer())

    @property
    def viewer(self) -> int:
        """The seat on screen (or PUBLIC): the desk's."""
        return self.desk.viewer

    def director_parts(self) -> DirectorParts:
        """The parts a game's director plays events on (game.table.director), given with its hooks."""
        return DirectorParts(self.desk, self.adapter, self.log, self.anims, self.app.sounds, self.th)

    def start_log(self, first_line: str) -> None:
        """The log of a new game starts with `first_line`; a loaded or continued game's log is
        written again from its replay, so nothing the players read before is lost."""
        if self.session.engine.log:
            try:
                for event in self.session.history():
                    for line in seen_lines(self.adapter, event, self.session.seats):
                        self.log.add_line(line)
            except Exception:  # the log is a help; a game that replayed once must still open
                log.exception("the log of the resumed game could not be written again")
            self.log.add("The game is resumed.", colour=theme.ACCENT)
        else:
            self.log.add(first_line, colour=theme.ACCENT)
        notice = self.session.engine.load_notice      # a save of older rules, replayed under today's
        if notice:
            self.log.add(notice, colour=theme.ACCENT)
            self.toasts.show(notice, theme.ACCENT)

    # -- the engine round trip ------------------------------------------------------------------------
    def submit(self, command, pick: Pick | None = None) -> bool:
        """Send a command to the engine; show the reason if refused. True when it was applied. Moves
        (a gather's several commands) are sent in order, up to the first refused."""
        if isinstance(command, Moves):
            return all(self.submit(each) for each in command.commands)
        if self.session.over:
            return False
        try:
            events = self.session.submit(command)
        except Exception as exc:  # an engine bug must not close the table: say so and carry on
            log.exception("the rules engine failed on %r", command)
            self.toasts.show(f"The rules engine failed on that move ({type(exc).__name__}); nothing was played.",
                             theme.DANGER)
            if pick:
                self.picking.glide_back(pick)
            return False
        if len(events) == 1 and isinstance(events[0], Rejected):
            self.toasts.show(events[0].reason, theme.DANGER)
            if pick:
                self.picking.glide_back(pick)
            return False
        self.gathering.cancel()    # a gather a drop started is answered (or moot) once a command is played
        self.play_events(events)
        return True

    def play_events(self, events) -> None:
        """Each event's log lines and animation, queued in order: the log never runs ahead. Once the
        screen is to pass to another seat, the rest (the next seat's turn begins) is held back and told
        on that seat's screen: a move lands on its mover's screen, the next turn on the next one's."""
        events = list(events)
        cut = self.passing.cut(events)
        for e in events[:cut]:
            self.director.play(e)
        self.passing.hold(events[cut:])
        if self.replay is not None:
            return   # watching a saved game writes nothing
        if self.session.over:
            self.session.keep_finished()
        elif any(self.turn_ended(e) for e in events):
            self.save_due = True    # written once the table is still: not in the frame that ends the turn

    def undo(self) -> None:
        """Take back the last move (game.table.undoing)."""
        self.undoing.take_back()

    def save(self) -> None:
        """Ctrl+S: the game as a save file in the saves folder."""
        records.save(self.session, self.toasts)

    def save_scenario(self):
        """The game so far as a scenario file (`ark-table script` reproduces it); its path, or None."""
        return records.write_scenario(self.session, self.toasts)

    def end_turn(self, seat: int, confirmed: bool = False) -> None:
        """End turn, asked twice while actions are left (a setting; a held button confirms itself)."""
        if seat in self.session.bots or self.anims.busy and seat not in self.end_turn_rects():
            self.skip()     # a turn not shown yet (the animations have not reached it) is shown, not ended unseen
            return
        command = self.adapter.end_turn(self.session.legal(seat))
        if command is None:
            self.toasts.show(self.control.no_end_turn(seat), theme.DANGER)
            return
        left = self.adapter.actions_left(seat)
        if self.app.settings.confirm_end_turn and not confirmed and left != 0 \
                and self.confirm_end.get(seat, -1.0) < self.clock:
            self.confirm_end[seat] = self.clock + CONFIRM_SECONDS
            lost = f" ({left} action{'s' if left != 1 else ''} left)" if left else ""
            self.toasts.show(f"Press {self.adapter.end_button} again to end your turn{lost}.", theme.ACCENT)
            return
        self.confirm_end.pop(seat, None)
        self.toasts.items = [t for t in self.toasts.items if " again to end your turn" not in t[0]]
        self.picking.clear()
        self.submit(command)

    def confirming(self, seat: int) -> bool:
        return self.confirm_end.get(seat, -1.0) >= self.clock

    def open_rules(self) -> None:
        self.app.open("rules", self.session.game)

    def open_menu(self) -> None:
        self.app.open("game_menu", self)

    def on_quit(self) -> None:
        self.bot.stop()          # a bot or a hint still thinking stops: no thread outlives the table
        self.hints.worker.stop()
        if self.replay is None and not self.session.over and self.session.engine.log:
            self.session.autosave()

    def game_over(self) -> None:
        if self.finished or self.replay is not None:
            return
        self.finished = True
        self.app.open("game_over", self)

    @property
    def replay(self):
        """The Replay while the table shows a saved game being watched, else None."""
        return self.session.replay

    @property
    def busy(self) -> bool:
        return self.anims.busy or self.picking.busy or self.bot.busy()

    def settings_changed(self) -> None:
        self.still.forget()     # colours and sizes may have changed
        self.anims.speed = self.app.settings.animation_speed
        self.resize(self.app.size)      # the scale setting lays the table out again
        self.sync(snap=True)

    @property
    def ui_scale(self) -> float:
        """The player's scale setting for the table's text, tracks and cards (1.0: as designed)."""
        return float(getattr(self.app.settings, "ui_scale", 1.0))

    @property
    def zoom_scale(self) -> float:
        """The player's setting for how large a card is shown when zoomed (1.0: as designed)."""
        return float(getattr(self.app.settings, "zoom_scale", 1.0))

    def on_top(self) -> bool:
        """Whether the table is the top screen (no menu, game-over or hand-off over it)."""
        return self.app.stack.top is self

    # -- the frame ------------------------------------------------------------------------------------
    def update(self, dt):
        self.clock += dt
        self.app.warmup.step()   # what the warm-up has not done yet, a slice a frame
        self.anims.update(dt)
        self.animate(dt * (self.anims.speed if self.anims.speed > 0 else 100))
        self.picking.update(dt)
        self.picking.layout_choices()
        self.toasts.update(dt)
        self.log.scale = self.scale       # the log's text grows with the table's
        self.hints.update()
        self.show_thinking()
        if not self.anims.busy:
            if self.synced_version != self.session.version:
                self.sync()
            elif self.save_due and not self.session.over:
                self.save_due = False
                self.session.autosave()
            else:
                self.idle()
            self.gathering.refresh()
            if self.session.over and not self.finished:
                self.game_over()
            self.passing.step()
            self.drive_bots()
        self.zoom.update(dt)

    def show_seat(self, seat: int) -> None:
        """`seat` (or PUBLIC) has the screen from now on (game.table.passing). Another person starts
        with the keyboard's focus hidden: their first Enter does not press where the last one left it."""
        if seat != self.viewer:
            self.inputs.focus = Focus()
        self.passing.show(seat)

    def drive_bots(self) -> None:
        self.bot_turns.drive()

    def show_thinking(self) -> None:
        self.bot_turns.show_thinking()

    def skip(self) -> None:
        """Jump queued animations to their end (a click, Space or Enter)."""
        if self.anims.busy:
            self.anims.skip()
            self.skipped()

    # -- input: gestures from the input router, raw keys first -----------------------------------
    def process_event(self, event):
        catchup = self.passing.catchup
        if catchup.open and event.type == pygame.KEYDOWN and event.key not in (pygame.K_F1, pygame.K_F11):
            catchup.close()     # read: the next key plays on
            return None
        return self.inputs.key(event)

    def pointer(self, pe: PointerEvent):
        if self.passing.catchup.open and pe.kind in ("down", "activate", "cancel"):
            self.passing.catchup.close()
            return None
        return self.inputs.gesture(pe)

    def look_through(self, pos) -> bool:
        """A face-up pile under a point opened to look through (the zoom gesture on it); True if one was."""
        pile = self.pile_at(pos)
        if pile is None:
            return False
        title, cards = pile
        self.app.open("pile_view", title, cards, self.card_image, self.adapter.card_name)
        return True

    def pile_at(self, pos) -> tuple[str, list] | None:
        """(its name, its cards bottom first) of a face-up pile anyone may look through, under a point."""
        return None

    def card_under(self, pos) -> tuple | None:
        """The card under a point for zoom: a name in the catch-up panel, else the game's own (card_at)."""
        card = self.passing.catchup.card_at(pos)
        return (card, "front") if card else self.card_at(pos)

    @property
    def hover_pos(self) -> tuple[int, int]:
        """Where the pointer that moved last rests (the mouse, a pad's cursor, the keyboard's focus)."""
        return self.zoom.pos

    def controls_layout(self) -> dict:
        """The shared controls and the table's state, for tests and the real-window driver (a game's
        `layout()` adds its cards): the buttons, End turn, the prompt's answers by their words."""
        out: dict = {f"button:{name}": list(rect) for name, rect in self.button_rects().items()}
        for seat, rect in self.end_turn_rects().items():
            out[f"end_turn:{seat}"] = list(rect)
        for rect, command in self.prompts.buttons():
            if self.gathering.active is not None:
                label = "Cancel" if command == CANCEL else "Confirm"
            else:
                label = self.prompts.label(command)
            out[f"prompt:{label}"] = list(rect)
        out["viewer"] = [self.viewer]
        out["busy"] = [int(self.busy)]
        out["commands"] = [len(self.session.engine.log)]
        out["choice"] = [sum(len(c.options) for c in self.picking.choices.values())]
        out["gather"] = [int(self.gathering.active is not None)]
        out["focus"] = [self.inputs.focus.key or "" if self.inputs.focus.visible else ""]
        return out

    # -- drawing the shared overlays -----------------------------------------------------------------
    def draw_overlays(self, surface, below: Drawn = None, covered: Drawn = ()) -> None:
        """Over the game's own drawing: targets, animations, held cards, prompt, menus, toasts, zoom.
        `below`: where the game drew over the still layer before (game.table.still), None if it
        cannot say, and `covered` where its covers drew; the still layer is told where this frame drew
        over it."""
        over = drawn(below,
                     self.picking.draw_targets(surface, self.clock),
                     self.hints.draw(surface, self.clock),
                     self.gathering.draw(surface, self.clock),
                     self.anims.draw(surface),
                     self.picking.draw_held(surface),
                     self.director.draw_banner(surface),
                     self.prompts.draw(surface),
                     self.picking.draw_choices(surface, self.inputs.pointer_spots()),
                     self.toasts.draw(surface, self.th, (self.size[0] // 2, self.caption_y() - 8)),
                     self.passing.catchup.draw(surface, self.th, self.table_rect(), self.scale),
                     self.inputs.draw(surface),
                     self.zoom.draw(surface))
        alone = self.app.stack.top is self and not self.app.pad_notices.items    # nothing drawn over the scene
        self.still.drawn_over(over if alone else None, covered)

    # -- what a game's scene provides ---------------------------------------------------------------
    card_ratio = 1.4   # height / width of the game's cards

    geo = None   # the game's layout for the window size: it has `size` and `scale` at least

    @property
    def size(self) -> tuple[int, int]:
        """The window size the scene is laid out for."""
        return self.geo.size

    @property
    def scale(self) -> float:
        """The layout's scale (1.0 at 1280x720)."""
        return self.geo.scale

    def pick_at(self, pos) -> PickHit | None:
        """The pickable card under a point (only cards the viewer may see)."""
        raise NotImplementedError

    def drop_rects(self) -> dict[str, pygame.Rect]:
        """Every drop target by key (the keys the adapter's drop_key gives)."""
        raise NotImplementedError

    def home_key(self, pick: Pick) -> str | None:
        """The target key of the place a picked card came from (dropping it there puts it back)."""
        return None

    def on_table(self, pos) -> bool:
        """Whether a drop on no target at this point means "play it" (the engine then says whether
        the card needs a target) rather than "put it back"."""
        return self.table_rect().collidepoint(pos)

    def table_rect(self) -> pygame.Rect:
        """The table area lit when a card may be dropped anywhere."""
        raise NotImplementedError

    def dims(self, key: str, pick: Pick) -> bool:
        """Whether a target that is not legal for this pick is dimmed while it is held."""
        return True

    def caption_y(self) -> int:
        """Where toasts and captions sit (above this line)."""
        return self.size[1] - 40

    def banner_centre(self) -> tuple[int, int]:
        return (self.size[0] // 2, self.size[1] // 3)

    def card_at(self, pos) -> tuple | None:
        """The card under a point, for zoom: (card id, face); never a card the viewer may not see."""
        return None

    def zoom_keep_clear(self) -> list[pygame.Rect]:
        """What a card shown large should not cover if it can help it (the viewer's own board)."""
        return []

    def card_image(self, card, size, face="front", keep: bool = True) -> pygame.Surface:
        """A card's picture at `size`; `keep` False: made for one use and not kept (the zoomed card)."""
        raise NotImplementedError

    def focus_places(self) -> list[Focusable]:
        """The game's own things the keyboard and the d-pad step between, in reading order: cards in
        hand, piles, targets, tracks (the shared table adds prompt answers, End turn and its buttons).

        By default: the viewer's things (`place_rects`) and every drop target, top to bottom and left
        to right; a card partly covered by the next one (a fanned hand) is focused where it shows."""
        items: dict[str, pygame.Rect] = {}
        for key, rect in list(self.place_rects().items()) + list(self.drop_rects().items()):
            items.setdefault(key, pygame.Rect(rect))
        order = sorted(items.items(), key=lambda kr: (kr[1].y, kr[1].x))
        out = []
        for i, (key, rect) in enumerate(order):
            hit = None
            after = order[i + 1][1] if i + 1 < len(order) else None
            if after is not None and after.y == rect.y and rect.x < after.x < rect.right:
                hit = pygame.Rect(rect.x, rect.y, after.x - rect.x, rect.h)
            out.append(Focusable(f"place:{key}", rect, hit=hit))
        return out

    def home_focus(self, items: list[Focusable]) -> Focusable | None:
        """Where the keyboard's focus starts (the acting seat's first card, say); None: the first item."""
        return None

    def tip_at(self, pos) -> str | None:
        """What the control or label under a point means, in a sentence or two (None: nothing to say)."""
        return None

    def button_rects(self) -> dict[str, pygame.Rect]:
        """The table's buttons by name: menu, rules, save, undo."""
        return {}

    def end_turn_rects(self) -> dict[int, pygame.Rect]:
        """Each seat's End turn button, where one is shown now."""
        return {}

    def press_places(self, command) -> list[pygame.Rect]:
        """Where a plain press on the table makes `command` (no card picked up: NOAH's Ability track)."""
        return []

    def prompt_rect(self, seat: int, group: bool, rows: int) -> pygame.Rect:
        """Where the prompt panel for `seat` goes (`group`: several seats decide together)."""
        w = int(self.size[0] * 0.5)
        h = int((52 + 36 * rows) * self.scale)
        return pygame.Rect((self.size[0] - w) // 2, self.caption_y() - h - 60, w, h)

    def place_rects(self) -> dict[str, pygame.Rect]:
        """Where the things a Gather names are (its place keys), for choosing them by clicking."""
        return {}

    def press(self, pe: PointerEvent) -> None:
        """A press on nothing the shared table knows (a game's own control, e.g. a track)."""

    def relayout(self) -> None:
        """Another seat has the screen: lay the table out for it (a table that turns to its viewer)."""

    def sync(self, snap: bool = False) -> None:
        """Set the shown model from the engine (the viewer's view) once animations are done."""
        self.synced_version = self.session.version

    def animate(self, dt: float) -> None:
        """Advance the game's own tweens (markers, card positions) by `dt` seconds of animation time."""

    def idle(self) -> None:
        """A still frame with nothing to sync or save: a game may prepare caches here."""

    def skipped(self) -> None:
        """The animations were skipped to their end."""

    def turn_ended(self, event) -> bool:
        """Whether an event ends a turn (the autosave is written after it)."""
        return False
