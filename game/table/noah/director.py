"""Events to pictures: every engine event becomes a log line and an animation, played in order.

The table draws the Enemy row, the Mercenary display, the markers, the dial and the turn card from
a *shown* model that these animations move forward event by event; when nothing is left to play
the shown model is set from the engine's state again, so it can never drift from the truth.
"""
from __future__ import annotations

import math

import pygame

from game.engine.core.protocol import Rejected, Undone
from game.engine.noah import events as ev
from game.table import theme
from game.table.anim import Anim, Tween, ease_in_out, ease_out, lerp_point
from game.table.widgets.dice import HOLD_SECONDS, describe as die_words


class Entry:
    """A card shown in the Enemy row or the Mercenary display; `pos` glides between slots."""

    def __init__(self, card: str | None, pos: float, face_up: bool = True, damage: int = 0):
        self.card = card
        self.pos = Tween(pos, rate=12.0)
        self.face_up = face_up
        self.damage = damage
        self.flip = 1.0      # 0..1 while turning over (drawn narrow near 0.5)
        self.alpha = 255
        self.lift = 0.0


class Shown:
    """What the table currently shows of the row, display and turn, as animations reach it."""

    def __init__(self):
        self.row: list[Entry | None] = []
        self.display: list[Entry] = []
        self.turn_card = ""
        self.turn_left = 0
        self.round = 0
        self.phase = 1
        self.banner = ""
        self.banner_sub = ""
        self.banner_alpha = 0

    def sync(self, state, snap: bool = False) -> None:
        """Set everything from the engine's state (entries glide to their slots unless snapped)."""
        row = []
        for i, slot in enumerate(state.row):
            old = self.row[i] if i < len(self.row) and self.row[i] is not None else None
            e = old or Entry(slot.enemy, i)
            e.card, e.face_up, e.damage, e.flip, e.alpha, e.lift = slot.enemy, slot.face_up, slot.damage, 1.0, 255, 0
            e.pos.set(i, snap)
            row.append(e)
        self.row = row
        display = []
        for i, card in enumerate(state.mercenary_display):
            old = next((d for d in self.display if d.card == card), None)
            e = old or Entry(card, i)
            e.pos.set(i, snap)
            e.alpha = 255
            display.append(e)
        self.display = display
        self.turn_card = state.turn_card
        self.turn_left = len(state.turn_deck)
        self.round = state.round
        self.phase = state.phase

    def update(self, dt: float) -> None:
        for e in self.row:
            if e is not None:
                e.pos.update(dt)
        for e in self.display:
            e.pos.update(dt)


class Call(Anim):
    """An animation that runs a callback when it starts and optionally draws an overlay."""

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
        if self._draw and self.started and not self.finished:
            self._draw(self, surface)


class Director:
    """Turns the engine's events into log lines and queued animations on a NoahTable scene."""

    def __init__(self, scene):
        self.scene = scene

    @property
    def s(self):
        return self.scene.session

    def name(self, card: str) -> str:
        return self.s.text.name(card)

    def seat_name(self, seat: int) -> str:
        if 0 <= seat < len(self.s.state.factions):
            return f"Seat {seat + 1} ({self.s.faction_name(seat)})"
        return "The Enemies"

    # -- the log ------------------------------------------------------------------------------------
    def log(self, event) -> None:
        text, cards, colour = self.describe(event)
        if text:
            self.scene.log.add(text, cards, colour)

    def describe(self, e):
        """A sentence for the log, the cards it names, and its colour."""
        n, sn = self.name, self.seat_name
        T = theme.TEXT
        if isinstance(e, Rejected):
            return f"Not allowed: {e.reason}", (), theme.DANGER
        if isinstance(e, Undone):
            return f"Undone: {e.command}.", (), theme.TEXT_DIM
        if isinstance(e, ev.RoundStarted):
            return f"Round {e.round} begins.", (), theme.ACCENT
        if isinstance(e, ev.TurnCardDrawn):
            return f"Turn card: {self.turn_words(e.card)} ({e.left} left in the deck).", (), theme.ACCENT
        if isinstance(e, ev.HeroTurnStarted):
            return f"{sn(e.seat)} takes a turn.", (), self.scene.app.theme.seat_colour(e.seat)
        if isinstance(e, ev.EnemyTurnStarted):
            return "The Enemies take a turn.", (), theme.DANGER
        if isinstance(e, ev.FreeTurnGiven):
            return f"The free turn goes to {sn(e.seat)}.", (), T
        if isinstance(e, ev.HorrorDiceRolled):
            return (f"Horror dice: damage die {die_words('damage', e.damage_face)}, "
                    f"Reality Loss die {die_words('reality_loss', e.crescents)}."), (), theme.DANGER
        if isinstance(e, ev.DamageBlocked):
            src = "the Defense ability" if e.source == "ability" else n(e.source)
            return f"{sn(e.seat)} blocks {e.amount} damage with {src}.", ((e.source, src),), T
        if isinstance(e, ev.TrackMoved):
            if e.old == e.new:
                return "", (), T
            cause = f" ({n(e.cause)})" if e.cause and e.cause not in ("enemies", "ability_step_cost") else ""
            verb = {"health": "health", "corruption": "corruption", "energy": "Energy", "ability": "Ability"}[e.track] \
                if e.track in ("health", "corruption", "energy", "ability") else e.track
            return f"{sn(e.seat)}: {verb} {e.old} -> {e.new}{cause}.", ((e.cause, n(e.cause)),) if cause else (), \
                theme.DANGER if (e.track == "health" and e.new < e.old) or (e.track == "corruption" and e.new > e.old) else T
        if isinstance(e, ev.CardMoved):
            return "", (), T
        if isinstance(e, ev.ActionPlayed):
            how = {"base": "", "discard": f", discarding {n(e.discard)}" if e.discard else ", discarding",
                   "corrupt": ", taking +1 corruption"}.get(e.upgrade, "")
            cards = [(e.card, n(e.card))] + ([(e.discard, n(e.discard))] if e.discard else [])
            return f"{sn(e.seat)} plays {n(e.card)}{how}{self.target_words(e.target)}.", tuple(cards), T
        if isinstance(e, ev.MercenaryPlayed):
            return f"{sn(e.seat)} plays the Mercenary {n(e.card)}{self.target_words(e.target)}.", ((e.card, n(e.card)),), T
        if isinstance(e, ev.MercenaryRecruited):
            return f"{sn(e.seat)} recruits {n(e.card)} for {e.cost} Energy.", ((e.card, n(e.card)),), T
        if isinstance(e, ev.MercenaryDealt):
            return f"{n(e.card)} joins the Mercenary display.", ((e.card, n(e.card)),), theme.TEXT_DIM
        if isinstance(e, ev.MercenaryDeckShuffled):
            return "The Mercenary discard pile is shuffled into a new deck.", (), theme.TEXT_DIM
        if isinstance(e, ev.EnemyRevealed):
            return f"Revealed at Location {e.position + 1}: {n(e.enemy)}.", ((e.enemy, n(e.enemy)),), theme.DANGER
        if isinstance(e, ev.EffectResolved):
            from game.table.noah.cardinfo import plain
            return f"{n(e.source)}: {plain(e.text)}", ((e.source, n(e.source)),), (220, 180, 120)
        if isinstance(e, ev.DamagePlaced):
            return f"{e.hits} damage on {n(e.enemy)} (now {e.total}).", ((e.enemy, n(e.enemy)),), T
        if isinstance(e, ev.EnemyHealed):
            return f"{n(e.enemy)} heals: damage {e.old} -> {e.new}.", ((e.enemy, n(e.enemy)),), T
        if isinstance(e, ev.EnemyDefeated):
            return f"{n(e.enemy)} is defeated!", ((e.enemy, n(e.enemy)),), theme.OK
        if isinstance(e, ev.EnemiesSwapped):
            return f"Enemies at Locations {e.first + 1} and {e.second + 1} swap places.", (), T
        if isinstance(e, ev.RealityLossMoved):
            from game.table.noah.cardinfo import plain
            extra = f" {plain(e.text)}" if e.text else ""
            return f"Reality Loss {e.old + 1} -> {e.new + 1}.{extra}", (), (200, 150, 230)
        if isinstance(e, ev.PhaseEnded):
            tail = f"; {e.survivors} Enemies survived" if e.survivors else ""
            return f"Phase {e.phase} ends{tail}.", (), theme.ACCENT
        if isinstance(e, ev.PhaseStarted):
            return f"Phase {e.phase} begins.", (), theme.ACCENT
        if isinstance(e, ev.CardSpied):
            what = self.turn_words(e.card) if e.where == "turn" else n(e.card)
            return f"{sn(e.seat)} spies: {what}.", ((e.card, n(e.card)),) if e.where != "turn" else (), T
        if isinstance(e, ev.SpiedCardPlaced):
            return f"{sn(e.seat)} puts the spied card back (position {e.new + 1}).", (), T
        if isinstance(e, ev.PromptRaised):
            who = ", ".join(f"Seat {s + 1}" for s in e.seats)
            return f"{who}: {e.text}", (), theme.ACCENT
        if isinstance(e, ev.GameWon):
            return f"Victory! {e.reason}", (), theme.OK
        if isinstance(e, ev.GameLost):
            return f"Defeat. {e.reason}", (), theme.DANGER
        if isinstance(e, ev.TurnEnded):
            return ("The Enemies' turn ends." if e.seat < 0 else f"{sn(e.seat)} ends the turn."), (), theme.TEXT_DIM
        return "", (), T

    def turn_words(self, card: str) -> str:
        if card == "enemy":
            return "the Enemies"
        if card == "free":
            return "a free turn"
        if card.startswith("hero:"):
            return self.seat_name(int(card.split(":")[1]))
        return card

    def target_words(self, target) -> str:
        if not target:
            return ""
        if target[0] == "enemy" and len(target) >= 2:
            slot = self.s.state.row[target[1]] if target[1] < len(self.s.state.row) else None
            who = self.name(slot.enemy) if slot and slot.face_up else f"the Enemy at Location {target[1] + 1}"
            if len(target) == 3:
                return f", moving {who} {'right' if target[2] > 0 else 'left'}"
            return f" on {who}"
        if target[0] == "turn":
            return " on the turn deck"
        if target[0] == "mercenary":
            return f" on Mercenary {target[1] + 1}"
        return ""

    # -- the sounds ---------------------------------------------------------------------------------
    @staticmethod
    def sound_for(e) -> str | None:
        """The table sound an event makes, if any."""
        if isinstance(e, ev.CardMoved):
            return "slide"
        if isinstance(e, (ev.ActionPlayed, ev.MercenaryPlayed)):
            return "play"
        if isinstance(e, ev.HorrorDiceRolled):
            return "dice"
        if isinstance(e, ev.DamagePlaced) or isinstance(e, ev.TrackMoved) and e.track == "health" and e.new < e.old:
            return "thud"
        if isinstance(e, ev.RealityLossMoved):
            return "tick"
        if isinstance(e, ev.GameWon):
            return "win"
        if isinstance(e, ev.GameLost):
            return "loss"
        return None

    def sfx(self, name: str) -> None:
        """Queue a sound in step with the animations: it plays when the events before it have."""
        sounds = self.scene.app.sounds
        self.scene.anims.add(Call(0.0, lambda a: sounds.play(name), blocking=False))

    # -- the animations -----------------------------------------------------------------------------
    def animate(self, e) -> None:
        sc = self.scene
        q = sc.anims
        shown = sc.shown
        sound = self.sound_for(e)
        if sound:
            self.sfx(sound)
        if isinstance(e, ev.CardMoved):
            self._card_moved(e)
        elif isinstance(e, ev.MercenaryDealt):
            def start(a, e=e):
                a.src = pygame.Rect(sc.geo.merc_deck)
                a.dst = pygame.Rect(sc.geo.display[min(e.slot, 3)])
            q.add(Call(0.3, start, lambda e=e: self._deal_display(e), self._draw_fly(e.card, "front")))
        elif isinstance(e, ev.EnemyPlaced):
            def start(a, e=e):
                a.src = pygame.Rect(sc.geo.dial.midbottom, (10, 14))
                a.dst = pygame.Rect(sc.geo.enemies[min(e.position, 3)])
            q.add(Call(0.22, start, lambda e=e: self._place_enemy(e), self._draw_fly(None, "back")))
        elif isinstance(e, ev.EnemyRevealed):
            def start(a, e=e):
                entry = self._row_entry(e.position, e.enemy)
                a.entry = entry
            def tick(a):
                entry = a.entry
                entry.flip = abs(math.cos(math.pi * a.progress))
                if a.progress >= 0.5:
                    entry.face_up = True
            def done(e=e):
                entry = self._row_entry(e.position, e.enemy)
                entry.face_up, entry.flip = True, 1.0
            q.add(Call(0.5, start, done, tick=tick))
            q.add(Call(0.35, None, None, None))  # a beat to read the card
        elif isinstance(e, ev.DamagePlaced):
            def done(e=e):
                entry = self._row_entry(e.position, e.enemy)
                entry.damage = e.total
            q.add(Call(0.35, None, done, self._draw_tokens(e.position, e.hits)))
        elif isinstance(e, ev.EnemyHealed):
            q.add(Call(0.3, lambda a, e=e: setattr(self._row_entry(e.position, e.enemy), "damage", e.new)))
        elif isinstance(e, ev.EnemyDefeated):
            def tick(a, e=e):
                entry = self._row_entry(e.position, e.enemy)
                entry.alpha = int(255 * (1 - a.progress))
                entry.lift = a.progress
            def done(e=e):
                if e.position < len(shown.row):
                    shown.row[e.position] = None
            q.add(Call(0.55, None, done, tick=tick))
        elif isinstance(e, ev.EnemiesSlid):
            def start(a, e=e):
                shown.row = [x for x in shown.row if x is not None]
                for i, entry in enumerate(shown.row):
                    entry.pos.set(i)
            q.add(Call(0.4, start))
        elif isinstance(e, ev.EnemiesSwapped):
            def start(a, e=e):
                row = shown.row
                if max(e.first, e.second) < len(row):
                    row[e.first], row[e.second] = row[e.second], row[e.first]
                    for i, entry in enumerate(row):
                        if entry is not None:
                            entry.pos.set(i)
            q.add(Call(0.4, start))
        elif isinstance(e, ev.TrackMoved):
            q.add(Call(0.22, lambda a, e=e: sc.set_track(e.seat, e.track, e.new)))
        elif isinstance(e, ev.RealityLossMoved):
            q.add(Call(0.5 * max(1, abs(e.new - e.old)), lambda a, e=e: sc.dial.set(e.new)))
        elif isinstance(e, ev.HorrorDiceRolled):
            def start(a, e=e):
                core = self.s.cards.core
                seed = hash((self.s.engine.seed, len(self.s.engine.log), sc.dice_throws))
                sc.dice_throws += 1
                a.throw = sc.tray.start([list(core.damage_die), list(core.reality_die)],
                                        [e.damage_face, e.crescents], seed)
                a.duration = a.throw.duration + HOLD_SECONDS
            def tick(a):
                # The throw is simulated a few steps a frame: its length is known once it settles.
                a.duration = a.throw.duration + HOLD_SECONDS
            def done():
                if sc.tray.throw:
                    sc.tray.throw.finish()
            q.add(Call(3.0, start, done, None, tick=tick))
        elif isinstance(e, ev.TurnCardDrawn):
            def start(a, e=e):
                shown.turn_card, shown.turn_left = e.card, e.left
                self._banner(a, self.turn_words(e.card).capitalize(), "Turn card drawn")
            q.add(Call(0.55, start, lambda: self._banner_off(), self._draw_flip_turn))
        elif isinstance(e, ev.RoundStarted):
            q.add(Call(0.6, lambda a, e=e: (setattr(shown, "round", e.round),
                                             self._banner(a, f"Round {e.round}", f"Phase {shown.phase}")),
                       lambda: self._banner_off()))
        elif isinstance(e, ev.PhaseStarted):
            q.add(Call(1.0, lambda a, e=e: (setattr(shown, "phase", e.phase),
                                             self._banner(a, f"Phase {e.phase}", "Four new Enemies")),
                       lambda: self._banner_off()))
        elif isinstance(e, ev.PhaseEnded):
            sub = f"{e.survivors} Enemies survived: +1 corruption each" if e.survivors else "All four Enemies defeated"
            q.add(Call(1.0, lambda a, e=e: self._banner(a, f"Phase {e.phase} ends", sub), lambda: self._banner_off()))
        elif isinstance(e, ev.EffectResolved) and e.trigger in ("reveal", "first", "rip", "dial"):
            from game.table.noah.cardinfo import plain
            q.add(Call(0.9, lambda a, e=e: self._banner(a, self.name(e.source), plain(e.text)),
                       lambda: self._banner_off()))
        elif isinstance(e, ev.CardSpied):
            q.add(Call(1.4, None, None, self._draw_spied(e)))
        elif isinstance(e, (ev.GameWon, ev.GameLost)):
            q.add(Call(0.8, None, lambda: sc.game_over()))

    def _banner(self, a, title, sub=""):
        self.scene.shown.banner, self.scene.shown.banner_sub = title, sub

    def _banner_off(self):
        self.scene.shown.banner = ""

    def _row_entry(self, position: int, enemy: str | None) -> Entry:
        row = self.scene.shown.row
        while len(row) <= position:
            row.append(Entry(None, len(row), face_up=False))
        if row[position] is None:
            row[position] = Entry(enemy, position, face_up=False)
        if enemy:
            row[position].card = enemy
        return row[position]

    def _place_enemy(self, e):
        row = self.scene.shown.row
        while len(row) <= e.position:
            row.append(None)
        row[e.position] = Entry(None, e.position, face_up=False)

    def _deal_display(self, e):
        display = self.scene.shown.display
        entry = Entry(e.card, e.slot)
        display.insert(min(e.slot, len(display)), entry)

    def _card_moved(self, e):
        sc = self.scene
        src_zone, dst_zone = e.source, e.destination
        key = (e.seat, dst_zone.split(":")[0], e.card)
        sc.hidden[key] = sc.hidden.get(key, 0) + 1
        before = sc.rect_of(e.seat, src_zone, e.card)  # where it was drawn a moment ago

        def start(a, e=e):
            if src_zone.startswith("display:"):
                slot = int(src_zone.split(":")[1])
                display = sc.shown.display
                match = next((d for d in display if d.card == e.card), None)
                if match is not None:
                    a.src = sc.display_rect(match.pos.value)
                    display.remove(match)
                else:
                    a.src = pygame.Rect(sc.geo.display[min(slot, 3)])
                for i, d in enumerate(display):
                    d.pos.set(i)
            else:
                a.src = before or sc.rect_of(e.seat, src_zone, e.card)
            a.dst = sc.rect_of(e.seat, dst_zone, e.card, arriving=True)

        def done(key=key):
            sc.hidden[key] = max(0, sc.hidden.get(key, 0) - 1)

        face = "front"
        q = sc.anims
        q.add(Call(0.28, start, done, self._draw_fly(e.card, face)))

    def _draw_fly(self, card, face):
        sc = self.scene

        def draw(a, surface):
            t = ease_in_out(a.progress)
            src, dst = a.src, a.dst
            w = int(src.w + (dst.w - src.w) * t)
            h = int(src.h + (dst.h - src.h) * t)
            cx, cy = lerp_point(src.center, dst.center, t)
            cy -= math.sin(math.pi * t) * 30 * sc.geo.scale
            # One cached picture at the destination size, scaled on the fly (not cached per size).
            img = sc.card_image(card, dst.size, face if card else "back")
            if (w, h) != dst.size:
                img = pygame.transform.scale(img, (max(8, w), max(10, h)))
            surface.blit(img, img.get_rect(center=(int(cx), int(cy))))
        return draw

    def _draw_tokens(self, position, hits):
        sc = self.scene

        def draw(a, surface):
            rect = sc.enemy_rect(position)
            t = ease_out(a.progress)
            for k in range(min(hits, 10)):
                x = rect.x + rect.w * (0.25 + 0.5 * ((k * 37) % 10) / 10)
                y = rect.y - 40 + (rect.centery - rect.y + 40) * t
                pygame.draw.circle(surface, (200, 40, 30), (int(x), int(y)), max(6, int(9 * sc.geo.scale)))
                pygame.draw.circle(surface, (255, 230, 200), (int(x), int(y)), max(6, int(9 * sc.geo.scale)), 2)
        return draw

    def _draw_flip_turn(self, a, surface):
        pass

    def _draw_spied(self, e):
        sc = self.scene

        def draw(a, surface):
            if e.where == "enemy" and e.position < 4:
                rect = sc.enemy_rect(e.position).move(0, -int(20 * sc.geo.scale))
                img = sc.card_image(e.card, rect.size, "front")
                img.set_alpha(230)
                surface.blit(img, rect)
                img.set_alpha(255)
                pygame.draw.rect(surface, theme.GLOW, rect, 3, border_radius=6)
            else:
                text = f"Top of the turn deck: {self.turn_words(e.card)}"
                img = sc.app.theme.text(text, 22, theme.GLOW, bold=True)
                r = img.get_rect(midleft=(sc.geo.turn_card.right + 12, sc.geo.status.centery))
                pygame.draw.rect(surface, (10, 10, 10), r.inflate(12, 8), border_radius=6)
                surface.blit(img, r)
        return draw
