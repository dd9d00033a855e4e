"""Events to pictures, for every game: each event's log lines and animation are queued in order, so
the log (and everything a game draws from its shown model) never runs ahead of the animation.

A game's director subclasses Director and marks one handler per event it animates with
`@on(SomeEvent)` (game.table.handlers; an event with none is `unhandled`), using the helpers here:
Call (an animation that runs callbacks and draws an overlay), `fly` (a card flying between
rectangles), `banner` (a big title for a moment) and `sfx` (a sound in step with the animations);
its `sounds` say which event makes which table sound. A table that
draws from a shown view (game.table.shown) uses ShownDirector's helpers, which carry each event into
that view as its animation reaches it.

A director is given what it plays on, never the table: the table's parts it uses (DirectorParts: the
desk, the adapter's words, the log, the animation queue, the sounds, the theme; a shown director the
shown view and what is drawn beside it) and its hooks (game.table.hooks: how a card looks, where a
banner or a place is, the end of the game), callables that read the table when they are called."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.engine.core.protocol import for_seat
from game.table import theme
from game.table.adapter import seen_lines
from game.table.anim import Anim, Tween, ease_in_out, lerp_point
from game.table.handlers import Handlers, by_type

if TYPE_CHECKING:
    from game.table.adapter import TableAdapter
    from game.table.anim import AnimQueue
    from game.table.desk import Desk
    from game.table.shown import ShownView
    from game.table.sound import Sounds
    from game.table.theme import Theme
    from game.table.widgets.log import LogPanel


class Call(Anim):
    """An animation that runs a callback when it starts, optionally ticks and draws an overlay."""

    def __init__(self, duration, start=None, done=None, draw=None, blocking=True, label="", tick=None):
        super().__init__(duration, done, label)
        self._start = start
        self._draw = draw
        self._tick = tick
        self.blocking = blocking
        self.started = False

    def begin(self):
        if not self.started:
            self.started = True
            if self._start:
                self._start(self)

    def update(self, dt):
        self.begin()
        super().update(dt)
        if self._tick and not self.finished:
            self._tick(self)

    def finish(self):
        self.begin()
        super().finish()

    def draw(self, surface):
        """The overlay (which gives where it drew, or None if it cannot say: game.table.still)."""
        if self._draw and self.started and not self.finished:
            return self._draw(self, surface)
        return []


@dataclass(frozen=True)
class DirectorParts:
    """The table's parts every director plays on: who is at the screen (the desk: whose eyes, whose
    log lines), the game's words and log lines (the adapter), the log, the animation queue, the
    table's sounds and the theme."""

    desk: "Desk"
    adapter: "TableAdapter"
    log: "LogPanel"
    anims: "AnimQueue"
    sounds: "Sounds"
    th: "Theme"


@dataclass(frozen=True)
class DirectorHooks:
    """What every director reads of its table (game.table.hooks): how a card looks, the layout's scale
    and the window's size, where a banner stands, and the end of the game (the game-over screen)."""

    card_image: Callable[..., pygame.Surface]
    scale: Callable[[], float]
    size: Callable[[], tuple[int, int]]
    banner_centre: Callable[[], tuple[int, int]]
    game_over: Callable[[], None]


class Director(Handlers):
    """Plays events on a table: log lines in step, then the game's animation of each."""

    def __init__(self, parts: DirectorParts, hooks: DirectorHooks):
        self.desk, self.adapter, self.log = parts.desk, parts.adapter, parts.log
        self.anims, self.th = parts.anims, parts.th
        self.audio = parts.sounds       # the table's sounds (the class's `sounds` says which event makes which)
        self.hooks = hooks
        self.banner: tuple[str, str] | None = None   # (title, subtitle) shown over the table now

    def play(self, event) -> None:
        """Queue an event's log lines (each seat's own, see seen_lines) and its animation, which sees
        the event as the seat on screen may: the secret fields of another seat's event blanked."""
        lines = seen_lines(self.adapter, event, self.desk.seats)
        told_after = isinstance(event, self.told_after)
        if lines and not told_after:
            self.tell(lines)
        shown = for_seat(event, self.desk.viewer)
        sound = self.sound_for(shown)
        if sound:
            self.sfx(sound)
        self.animate(shown)
        if lines and told_after:
            self.tell(lines)

    told_after: tuple = ()    # event types whose animation shows their outcome (a roll): logged once it has

    def tell(self, lines) -> None:
        """Queue log lines in step with the animations: written when the animations before them are done."""
        log = self.log
        self.anims.add(Call(0.0, lambda a, lines=lines: [log.add_line(line) for line in lines], blocking=False))

    def animate(self, event) -> None:
        """Queue the animation of one event: its handler's, else `unhandled`'s."""
        handler = self.handler_for(event)
        if handler is not None:
            handler(event)
        else:
            self.unhandled(event)

    def unhandled(self, event) -> None:
        """What an event with no handler of its own shows: nothing here."""

    sounds: dict = {}     # event type -> the table sound it makes (or a function of the event giving it)

    def sound_for(self, event) -> str | None:
        """The table sound an event makes, if any."""
        sound = by_type(self.sounds, event)
        return sound(event) if callable(sound) else sound

    # -- helpers for a game's animations ------------------------------------------------------------
    def sfx(self, name: str) -> None:
        """Queue a sound in step with the animations: it plays when the events before it have."""
        audio = self.audio
        self.anims.add(Call(0.0, lambda a: audio.play(name), blocking=False))

    def show_banner(self, duration: float, title: str, sub: str = "") -> None:
        """A big title over the table for `duration` seconds, in its place among the animations."""
        def start(a):
            self.banner = (title, sub)

        def done():
            self.banner = None
        self.anims.add(Call(duration, start, done))

    def fly(self, duration: float, card: str | None, face: str, source: Callable[[], pygame.Rect],
            destination: Callable[[], pygame.Rect], done: Callable[[], None] | None = None) -> None:
        """A card flying from one rectangle to another (both asked for when the flight starts)."""
        def start(a):
            a.src, a.dst = source(), destination()
        self.anims.add(Call(duration, start, done, self.draw_flight(card, face)))

    def draw_flight(self, card, face):
        hooks = self.hooks

        def draw(a, surface):
            t = ease_in_out(a.progress)
            src, dst = a.src, a.dst
            w = int(src.w + (dst.w - src.w) * t)
            h = int(src.h + (dst.h - src.h) * t)
            cx, cy = lerp_point(src.center, dst.center, t)
            cy -= math.sin(math.pi * t) * 30 * hooks.scale()
            # One cached picture at the destination size, scaled on the fly (not cached per size).
            img = hooks.card_image(card, dst.size, face if card else "back")
            if (w, h) != dst.size:
                img = pygame.transform.scale(img, (max(8, w), max(10, h)))
            return [surface.blit(img, img.get_rect(center=(int(cx), int(cy))))]
        return draw

    # -- drawing --------------------------------------------------------------------------------
    def draw_banner(self, surface) -> list | None:
        """The big title over the table while an animation announces something (where it drew: none
        without a banner, else None, game.table.still)."""
        if not self.banner:
            return []
        title, sub = self.banner
        th = self.th
        s = self.hooks.scale()
        size = self.hooks.size()
        big = th.text(title, max(24, int(40 * s)), theme.ACCENT, bold=True)
        font = th.font(max(14, int(20 * s)))
        lines = theme.wrap(font, sub, int(size[0] * 0.45)) if sub else []
        h = big.get_height() + 24 + len(lines) * int(24 * s)
        w = max([big.get_width()] + [font.size(line)[0] for line in lines]) + 60
        rect = pygame.Rect(0, 0, w, h)
        rect.center = self.hooks.banner_centre()
        rect.clamp_ip(pygame.Rect(0, 0, *size))
        theme.draw_panel(surface, rect, alpha=225)
        surface.blit(big, big.get_rect(midtop=(rect.centerx, rect.y + 10)))
        y = rect.y + 14 + big.get_height()
        for line in lines:
            img = th.text(line, max(14, int(20 * s)), theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += int(24 * s)


FLIGHT = 0.3        # a card flying from one place to another
TURN = 0.3          # a card turning a quarter, as it tilts or is eaten, or back


@dataclass(frozen=True)
class ShownHooks(DirectorHooks):
    """What a shown director reads of its table beside DirectorHooks: where a place is drawn (None when
    it is nowhere now) and the layout (whose `stage` is where a card with no place flies)."""

    place_rect: Callable[[str], pygame.Rect | None]
    geo: Callable[[], object]


class ShownDirector(Director):
    """Helpers for a table drawn from a shown view: it is given the view (with `apply`), `hidden` (the
    place keys not drawn while a card flies there), `angles` (card -> Tween of its turn, 0 upright, 90
    sideways) and `markers` (a game's tokens and tallies -> the Tween they glide by)."""

    hooks: ShownHooks

    def __init__(self, parts: DirectorParts, shown: "ShownView", hidden: set[str], angles: dict[str, Tween],
                 markers: dict, hooks: ShownHooks):
        super().__init__(parts, hooks)
        self.shown, self.hidden, self.angles, self.markers = shown, hidden, angles, markers

    # A game's events that only announce or pause, as data: event type -> (seconds, title, words), each
    # of title and words a string or a function of (the game's words, the event); event type -> seconds.
    announcements: dict = {}
    pauses: dict = {}

    def unhandled(self, e) -> None:
        """An event with no animation of its own: announced under a banner (`announcements`), else
        carried into the shown view with a pause to see it (`pauses`) or at once."""
        said = by_type(self.announcements, e)
        if said is None:
            self.patch(e, by_type(self.pauses, e, 0.0))
            return
        seconds, title, words = said
        self.announce(e, seconds, *(told(self.words, e) if callable(told) else told for told in (title, words)))

    @property
    def words(self):
        """The game's words (its adapter's): names of seats and cards, for banners."""
        return self.adapter.words

    def patch(self, e, duration: float = 0.0) -> None:
        """Carry the event into the shown view, with a moment to see it."""
        shown = self.shown
        self.anims.add(Call(duration, lambda a: shown.apply(e), blocking=duration > 0))

    def announce(self, e, duration: float, title: str, sub: str = "") -> None:
        self.patch(e)
        self.show_banner(duration, title, sub)

    def where(self, key: str) -> pygame.Rect:
        return self.hooks.place_rect(key) or pygame.Rect(self.hooks.geo().stage)

    def flight(self, e, card: str, source: str, destination: str, arriving: bool = True,
               duration: float = FLIGHT) -> None:
        """A card flying between two places. `arriving`: the event is carried into the view as the card
        leaves and its destination hidden until it lands; otherwise its source is hidden while it flies
        and the event carried in as it lands."""
        shown, hiding = self.shown, self.hidden
        hidden = destination if arriving else source

        def start(a):
            a.src = self.where(source)
            if arriving:
                shown.apply(e)
            hiding.add(hidden)
            a.dst = self.where(destination)

        def done():
            hiding.discard(hidden)
            if not arriving:
                shown.apply(e)
        self.anims.add(Call(duration, start, done, self.draw_flight(card, "front")))

    def carry(self, card: str, source: str, destination: str, duration: float, done=None) -> None:
        """A card (or a back) flying between two places, carrying no event."""
        self.fly(duration, card, "front", lambda: self.where(source), lambda: self.where(destination), done)

    def turn(self, e, card: str, sideways: bool) -> None:
        """A card turning a quarter clockwise (tilted, eaten), or back upright."""
        angles = self.angles

        def start(a):
            if e is not None:
                self.shown.apply(e)
            a.tween = angles.setdefault(card, Tween(0.0 if sideways else 90.0))
            a.begin_at = a.tween.value

        def tick(a):
            end = 90.0 if sideways else 0.0
            a.tween.value = a.tween.target = a.begin_at + (end - a.begin_at) * a.progress

        def done():
            tween = angles.setdefault(card, Tween(0.0))
            tween.value = tween.target = 90.0 if sideways else 0.0
        self.anims.add(Call(TURN, start, done, tick=tick))
