"""Events to pictures: every engine event becomes a log line and an animation, played in order.

The table draws the Enemy row, the Mercenary display, the hands, the played piles, the markers, the dial
and the turn card from what it shows now (game.table.noah.shown), which these animations move forward
event by event; when nothing is left to play it is set from the viewer's view again, so it can never
drift from the truth.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from game.engine.noah import events as ev
from game.table import theme
from game.table.anim import ease_out
from game.table.director import Call, Director, DirectorHooks, DirectorParts
from game.table.handlers import on
from game.table.noah.cardinfo import plain
from game.table.noah.shown import Entry
from game.table.widgets.dice import HOLD_SECONDS

if TYPE_CHECKING:
    from game.table.noah.adapter import NoahAdapter
    from game.table.noah.layout import Layout
    from game.table.noah.places import Places
    from game.table.noah.shown import Shown
    from game.table.widgets.dial import Dial
    from game.table.widgets.dice import DiceTray


@dataclass(frozen=True)
class NoahHooks(DirectorHooks):
    """What NOAH's director reads of its table beside DirectorHooks: the layout, the back of the
    face-down Enemy at a row position, and a seat's track marker set to a value."""

    geo: Callable[[], "Layout"]
    enemy_back: Callable[[int], str]
    set_track: Callable[[int, str, int], None]


class NoahDirector(Director):
    """NOAH's events as animations on the NOAH table (the log lines come from the adapter, in step):
    the shown row, display and turn move on, cards fly between the places, the dial turns, the dice
    roll in the tray."""

    told_after = (ev.HorrorDiceRolled,)    # the log says the roll once the dice have come to rest
    adapter: "NoahAdapter"
    hooks: NoahHooks

    def __init__(self, parts: DirectorParts, shown: "Shown", hidden: dict, places: "Places", dial: "Dial",
                 tray: "DiceTray", hooks: NoahHooks):
        super().__init__(parts, hooks)
        self.shown, self.hidden, self.places, self.dial, self.tray = shown, hidden, places, dial, tray
        self.throws = 0      # dice thrown on this table: each throw is seeded apart

    def name(self, card: str) -> str:
        return self.adapter.card_name(card)

    sounds = {ev.CardMoved: "slide", ev.ActionPlayed: "play", ev.MercenaryPlayed: "play", ev.HorrorDiceRolled: "dice",
              ev.DamagePlaced: "thud", ev.TrackMoved: lambda e: "thud" if e.track == "health" and e.new < e.old else None,
              ev.RealityLossMoved: "tick", ev.GameWon: "win", ev.GameLost: "loss"}

    # -- the animations -----------------------------------------------------------------------------
    @on(ev.MercenaryDealt)
    def mercenary_dealt(self, e) -> None:
        geo = self.hooks.geo

        def start(a):
            a.src = pygame.Rect(geo().merc_deck)
            a.dst = pygame.Rect(geo().display[min(e.slot, 3)])
        self.anims.add(Call(0.3, start, lambda: self._deal_display(e), self.draw_flight(e.card, "front")))

    @on(ev.EnemyPlaced)
    def enemy_placed(self, e) -> None:
        geo = self.hooks.geo

        def start(a):
            a.src = pygame.Rect(geo().dial.midbottom, (10, 14))
            a.dst = pygame.Rect(geo().enemies[min(e.position, 3)])
        back = self.hooks.enemy_back(e.position)
        self.anims.add(Call(0.22, start, lambda: self._place_enemy(e, back), self.draw_flight(back, "back")))

    @on(ev.EnemyRevealed)
    def enemy_revealed(self, e) -> None:
        def start(a):
            a.entry = self._row_entry(e.position, e.enemy)

        def tick(a):
            entry = a.entry
            entry.flip = abs(math.cos(math.pi * a.progress))
            if a.progress >= 0.5:
                entry.face_up = True

        def done():
            entry = self._row_entry(e.position, e.enemy)
            entry.face_up, entry.flip = True, 1.0
        self.anims.add(Call(0.5, start, done, tick=tick))
        self.anims.add(Call(0.35, None, None, None))  # a beat to read the card

    @on(ev.DamagePlaced)
    def damage_placed(self, e) -> None:
        def done():
            self._row_entry(e.position, e.enemy).damage = e.total
        self.anims.add(Call(0.35, None, done, self._draw_tokens(e.position, e.hits)))

    @on(ev.EnemyHealed)
    def enemy_healed(self, e) -> None:
        self.anims.add(Call(0.3, lambda a: setattr(self._row_entry(e.position, e.enemy), "damage", e.new)))

    @on(ev.EnemyDefeated)
    def enemy_defeated(self, e) -> None:
        shown = self.shown

        def tick(a):
            entry = self._row_entry(e.position, e.enemy)
            entry.alpha = int(255 * (1 - a.progress))
            entry.lift = a.progress

        def done():
            if e.position < len(shown.row):
                shown.row[e.position] = None
        self.anims.add(Call(0.55, lambda a: shown.apply(e), done, tick=tick))

    @on(ev.EnemiesSlid)
    def enemies_slid(self, e) -> None:
        shown = self.shown

        def start(a):
            shown.row = [x for x in shown.row if x is not None]
            for i, entry in enumerate(shown.row):
                entry.pos.set(i)
        self.anims.add(Call(0.4, start))

    @on(ev.EnemiesSwapped)
    def enemies_swapped(self, e) -> None:
        shown = self.shown

        def start(a):
            row = shown.row
            if max(e.first, e.second) < len(row):
                row[e.first], row[e.second] = row[e.second], row[e.first]
                for i, entry in enumerate(row):
                    if entry is not None:
                        entry.pos.set(i)
        self.anims.add(Call(0.4, start))

    @on(ev.TrackMoved)
    def track_moved(self, e) -> None:
        self.anims.add(Call(0.22, lambda a: self.hooks.set_track(e.seat, e.track, e.new)))

    @on(ev.RealityLossMoved)
    def reality_loss_moved(self, e) -> None:
        self.anims.add(Call(0.5 * max(1, abs(e.new - e.old)), lambda a: self.dial.set(e.new)))

    @on(ev.HorrorDiceRolled)
    def horror_dice_rolled(self, e) -> None:
        tray = self.tray

        def start(a):
            core = self.adapter.cards.core
            seed = hash((*self.desk.played(), self.throws))
            self.throws += 1
            a.throw = tray.start([list(core.damage_die), list(core.reality_die)],
                                 [e.damage_face, e.crescents], seed)
            a.duration = a.throw.duration + HOLD_SECONDS

        def tick(a):
            # The throw is simulated a few steps a frame: its length is known once it settles.
            a.duration = a.throw.duration + HOLD_SECONDS
        call = Call(3.0, start, None, None, tick=tick)

        def done():
            throw = getattr(call, "throw", None)
            if throw is not None and tray.throw is throw:
                throw.finish()   # its own throw only: a newer throw plays on
        call.on_done = done
        self.anims.add(call)

    @on(ev.TurnCardDrawn)
    def turn_card_drawn(self, e) -> None:
        words = self.adapter.words.turn_words(e.card)
        self.carry_in(e)
        self.show_banner(0.55, words[:1].upper() + words[1:], "Turn card drawn")

    @on(ev.RoundStarted)
    def round_started(self, e) -> None:
        self.carry_in(e)
        self.show_banner(0.6, f"Round {e.round}", f"Phase {self.shown.phase}")

    @on(ev.PhaseStarted)
    def phase_started(self, e) -> None:
        self.carry_in(e)
        self.show_banner(1.0, f"Phase {e.phase}", "Four new Enemies")

    @on(ev.PhaseEnded)
    def phase_ended(self, e) -> None:
        sub = f"{e.survivors} Enemies survived: +1 corruption each" if e.survivors else "All four Enemies defeated"
        self.show_banner(1.0, f"Phase {e.phase} ends", sub)

    @on(ev.EffectResolved)
    def effect_resolved(self, e) -> None:
        if e.trigger in ("reveal", "first", "rip", "dial"):
            self.show_banner(0.9, self.name(e.source), plain(e.text))

    @on(ev.CardSpied)
    def card_spied(self, e) -> None:
        self.anims.add(Call(1.4, None, None, self._draw_spied(e)))

    @on(ev.GameWon, ev.GameLost)
    def game_over(self, e) -> None:
        self.anims.add(Call(0.8, None, lambda: self.hooks.game_over()))

    def carry_in(self, e) -> None:
        """Carry the event into the shown view as the animations reach it (game.table.noah.shown)."""
        shown = self.shown
        self.anims.add(Call(0.0, lambda a: shown.apply(e), blocking=False))

    def _row_entry(self, position: int, enemy: str | None) -> Entry:
        row = self.shown.row
        while len(row) <= position:
            row.append(Entry(None, len(row), face_up=False, back=self.hooks.enemy_back(len(row))))
        if row[position] is None:
            row[position] = Entry(enemy, position, face_up=False, back=self.hooks.enemy_back(position))
        if enemy:
            row[position].card = enemy
        return row[position]

    def _place_enemy(self, e, back: str):
        row = self.shown.row
        while len(row) <= e.position:
            row.append(None)
        row[e.position] = Entry(None, e.position, face_up=False, back=back)

    def _deal_display(self, e):
        display = self.shown.display
        entry = Entry(e.card, e.slot)
        display.insert(min(e.slot, len(display)), entry)

    @on(ev.CardMoved)
    def card_moved(self, e) -> None:
        """A card flying between places: it leaves the place it is drawn in as its flight starts (the
        shown hands and played piles move on then) and is hidden where it arrives until it lands."""
        shown, hidden, places = self.shown, self.hidden, self.places
        src_zone, dst_zone = e.source, e.destination
        key = (e.seat, dst_zone.split(":")[0], e.card)

        def start(a):
            if src_zone.startswith("display:"):
                slot = int(src_zone.split(":")[1])
                display = shown.display
                match = next((d for d in display if d.card == e.card), None)
                if match is not None:
                    a.src = places.display_rect(match.pos.value)
                    display.remove(match)
                else:
                    a.src = pygame.Rect(self.hooks.geo().display[min(slot, 3)])
                for i, d in enumerate(display):
                    d.pos.set(i)
            else:
                a.src = places.rect_of(e.seat, src_zone, e.card)
            shown.apply(e)
            hidden[key] = hidden.get(key, 0) + 1
            a.dst = places.rect_of(e.seat, dst_zone, e.card, arriving=True)

        def done():
            hidden[key] = max(0, hidden.get(key, 0) - 1)
        self.anims.add(Call(0.28, start, done, self.draw_flight(e.card, "front")))

    def _draw_tokens(self, position, hits):
        places, geo = self.places, self.hooks.geo

        def draw(a, surface):
            rect = places.enemy_rect(position)
            t = ease_out(a.progress)
            for k in range(min(hits, 10)):
                x = rect.x + rect.w * (0.25 + 0.5 * ((k * 37) % 10) / 10)
                y = rect.y - 40 + (rect.centery - rect.y + 40) * t
                pygame.draw.circle(surface, (200, 40, 30), (int(x), int(y)), max(6, int(9 * geo().scale)))
                pygame.draw.circle(surface, (255, 230, 200), (int(x), int(y)), max(6, int(9 * geo().scale)), 2)
        return draw

    def _draw_spied(self, e):
        places, hooks = self.places, self.hooks

        def draw(a, surface):
            if e.where == "enemy" and e.position < 4:
                rect = places.enemy_rect(e.position).move(0, -int(20 * hooks.geo().scale))
                img = hooks.card_image(e.card, rect.size, "front")
                img.set_alpha(230)
                surface.blit(img, rect)
                img.set_alpha(255)
                pygame.draw.rect(surface, theme.GLOW, rect, 3, border_radius=6)
            else:
                text = f"Top of the turn deck: {self.adapter.words.turn_words(e.card)}"
                img = self.th.text(text, 22, theme.GLOW, bold=True)
                geo = hooks.geo()
                r = img.get_rect(midleft=(geo.turn_card.right + 12, geo.status.centery))
                pygame.draw.rect(surface, (10, 10, 10), r.inflate(12, 8), border_radius=6)
                surface.blit(img, r)
        return draw
