"""The NOAH table: gestures become engine commands; events come back as animations and log lines.

Every seat's cards can be picked by the mouse (NOAH is cooperative and every hand is open; the engine
says who may play what, and when). A claimed gamepad's cursor acts only for its own seat.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

import pygame

from game.engine.core.protocol import Rejected
from game.engine.noah import commands as cmd
from game.engine.noah import events as ev
from game.table import theme
from game.table.anim import AnimQueue, ease_out
from game.table.cardart import CardArt
from game.table.input import PointerEvent
from game.table.noah import layout as lay
from game.table.noah.director import Director, Shown
from game.table.noah.session import BotWorker, NoahSession
from game.table.scenes.base import Scene
from game.table.scenes.menu import draw_cursor
from game.table.widgets.dial import Dial
from game.table.widgets.dice import DiceTray
from game.table.widgets.log import LogPanel
from game.table.widgets.toast import Toasts
from game.table.widgets.track import Track

DRAG_START = 7          # pixels a press must move before it counts as a drag
ZOOM_DELAY = 0.45       # seconds of hovering before a card is shown large
UPGRADE_WORDS = {"base": "Base", "discard": "Discard", "corrupt": "+1 Corruption"}


@dataclass
class Pick:
    """A card picked up (dragged) or selected (clicked) by one pointer."""

    pointer: str
    seat: int
    card: str
    source: str                 # hand | merc | supply
    index: int
    origin: pygame.Rect
    start: tuple[int, int]
    pos: tuple[int, int]
    candidates: list = field(default_factory=list)
    moved: bool = False
    dragging: bool = True

    @property
    def key(self):
        return (self.seat, self.source, self.index)


@dataclass
class Glide:
    """A dropped card gliding back to where it came from."""

    card: str
    key: tuple
    src: pygame.Rect
    dst: pygame.Rect
    t: float = 0.0
    duration: float = 0.25


@dataclass
class Choice:
    """The small menu at the drop point: which upgrade (and which card to discard, or direction)."""

    pick: Pick
    pos: tuple[int, int]
    options: list           # (label, command)
    rects: list = field(default_factory=list)


def zone_key(seat: int, command) -> str | None:
    """The drop target a legal command is played on."""
    if isinstance(command, cmd.RecruitAgent):
        return f"hand:{seat}"
    target = getattr(command, "target", None)
    if target is None:
        return None
    if not target:
        return "play"
    if target[0] == "enemy":
        return f"enemy:{target[1]}"
    if target[0] == "turn":
        return "turn"
    if target[0] == "mercenary":
        return f"display:{target[1]}"
    return None


def target_of(key: str) -> tuple:
    if key.startswith("enemy:"):
        return ("enemy", int(key.split(":")[1]))
    if key.startswith("display:"):
        return ("mercenary", int(key.split(":")[1]))
    if key == "turn":
        return ("turn",)
    return ()


class NoahTable(Scene):
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
        self.art = CardArt(app.theme, session.text.info)
        self._any_enemy = sorted(session.cards.enemies)[0]
        self._any_mercenary = sorted(session.cards.mercenaries)[0]
        self.tray = DiceTray()
        cards = session.cards
        dial_def = cards.dials[session.state.dial]
        from game.table.noah.cardinfo import plain
        self.dial = Dial([{"kind": sp.kind, "text": plain(sp.text)} for sp in dial_def.spaces])
        self.tracks: list[dict[str, Track]] = []
        for seat, faction in enumerate(session.state.factions):
            fdef = cards.factions[faction.faction]
            health = Track("Health", cards.core.track_max + 1)
            energy = Track("Energy", cards.core.energy_track_max + 1)
            ability = Track("Ability", len(fdef.ability_track))
            for i, space in enumerate(fdef.ability_track):
                bits = [f"R{space.range}" if space.range else "", f"B+{space.boost}" if space.boost else "",
                        f"D{space.defense}" if space.defense else "", f"E+{space.energy}" if space.energy else ""]
                ability.labels[i] = "".join(b for b in bits if b) or ("start" if i == 0 else "-")
            self.tracks.append({"health": health, "energy": energy, "ability": ability})
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
        self.geo = lay.compute(app.size, len(session.state.factions))
        self._static: pygame.Surface | None = None
        self.resize(app.size)
        self.log.add("A new game of NOAH begins." if not session.engine.log else "The game is resumed.",
                     colour=theme.ACCENT)
        setup = []
        if animate_setup and not session.engine.log:
            try:
                setup = session.engine.rules.setup_events(session.engine.options, session.engine.seed)
            except Exception:  # animating the deal is a nicety; the state is already set up
                setup = []
        if setup:
            self.sync(snap=True)
            self.shown.row, self.shown.display = [], []
            self.dial.set(0, snap=True)
            self.play_events(setup)
        else:
            self.sync(snap=True)
        session.autosave()

    # -- geometry -------------------------------------------------------------------------------------
    def resize(self, size):
        self.geo = lay.compute(size, len(self.session.state.factions))
        L = self.geo
        self.log.rect = pygame.Rect(L.log)
        self.tray.rect = pygame.Rect(L.tray)
        self.dial.rect = pygame.Rect(L.dial)
        for seat, tracks in enumerate(self.tracks):
            z = L.zones[seat]
            tracks["health"].rect = pygame.Rect(z.health)
            tracks["energy"].rect = pygame.Rect(z.energy)
            tracks["ability"].rect = pygame.Rect(z.ability)
            font_size = max(11, min(15, z.health.h // 2))
            width = max(self.th.font(font_size, True).size(t.title)[0] for t in tracks.values()) + 6
            for t in tracks.values():
                t.title_width = min(width, z.health.w // 4)
        self._static = None
        self.app.router.resize(size)

    def enemy_rect(self, pos: float) -> pygame.Rect:
        """The rectangle at a (possibly fractional, while sliding) row position."""
        E = self.geo.enemies
        i = max(0, min(int(math.floor(pos)), len(E) - 1))
        j = max(0, min(i + 1, len(E) - 1))
        f = max(0.0, min(1.0, pos - i))
        a, b = E[i], E[j]
        return pygame.Rect(round(a.x + (b.x - a.x) * f), a.y, a.w, a.h)

    def display_rect(self, pos: float) -> pygame.Rect:
        D = self.geo.display
        i = max(0, min(int(math.floor(pos)), len(D) - 1))
        j = max(0, min(i + 1, len(D) - 1))
        f = max(0.0, min(1.0, pos - i))
        a, b = D[i], D[j]
        return pygame.Rect(round(a.x + (b.x - a.x) * f), a.y, a.w, a.h)

    def hand_cards(self, seat: int) -> list[tuple[str, str]]:
        """A seat's hand as drawn: its Action cards, then its recruited Mercenaries."""
        f = self.session.state.factions[seat]
        return [(c, "hand") for c in f.hand] + [(c, "merc") for c in f.mercenaries]

    def hand_layout(self, seat: int) -> list[pygame.Rect]:
        z = self.geo.zones[seat]
        cards = self.hand_cards(seat)
        rects = lay.hand_rects(z, len(cards))
        for pick in self.picks.values():
            if pick.seat == seat and pick.source in ("hand", "merc") and not pick.dragging and pick.index < len(rects):
                rects[pick.index] = rects[pick.index].move(0, -z.card[1] // 8)
        return rects

    def supply_cards(self, seat: int) -> list[str]:
        return sorted(set(self.session.state.factions[seat].supply),
                      key=lambda c: (self.session.cards.agents[c].cost, c))

    def supply_layout(self, seat: int) -> list[pygame.Rect]:
        return lay.supply_rects(self.geo.zones[seat], len(self.supply_cards(seat)))

    def rect_of(self, seat: int, zone: str, card: str, arriving: bool = False) -> pygame.Rect:
        """Where a card in a zone is (or will be) drawn; flights start and end here."""
        L = self.geo
        if zone in ("hand", "mercenaries") and 0 <= seat < len(L.zones):
            cards = self.hand_cards(seat)
            source = "hand" if zone == "hand" else "merc"
            idx = [i for i, (c, s) in enumerate(cards) if c == card and s == source]
            rects = self.hand_layout(seat)
            if idx and rects:
                return pygame.Rect(rects[idx[-1]])
            remembered = self.drawn_hand.get((seat, card))
            if remembered is not None:
                return pygame.Rect(remembered)
            z = L.zones[seat]
            return pygame.Rect(z.hand.x, z.hand.y, *z.card)
        if zone == "played" and 0 <= seat < len(L.zones):
            return pygame.Rect(L.zones[seat].played)
        if zone == "supply" and 0 <= seat < len(L.zones):
            cards = self.supply_cards(seat)
            rects = self.supply_layout(seat)
            if card in cards:
                r = rects[cards.index(card)]
                return pygame.Rect(r.x, r.y, r.h * 5 // 7 + 4, r.h)
            z = L.zones[seat]
            return pygame.Rect(z.supply.x, z.supply.y, 30, 42)
        if zone.startswith("display:"):
            return pygame.Rect(L.display[min(3, int(zone.split(":")[1]))])
        if zone in ("mercenary_deck", "mercenary_discard"):
            return pygame.Rect(L.merc_deck)
        return pygame.Rect(L.size[0] // 2, L.size[1] // 2, 40, 56)

    def card_image(self, card, size, face="front") -> pygame.Surface:
        if card is None or card == "enemy_back" or face == "back" and card not in self.session.cards.enemies \
                and card not in self.session.cards.mercenaries:
            # A face-down Enemy: any Enemy's back looks the same, so nothing is given away.
            face, card = "back", self._any_enemy
        elif card == "mercenary_back":
            face, card = "back", self._any_mercenary
        return self.art.get(card, (int(size[0]), int(size[1])), face)

    # -- engine ---------------------------------------------------------------------------------------
    def submit(self, command, pick: Pick | None = None) -> bool:
        """Send a command to the engine; show the reason if refused. True when it was applied."""
        if self.session.over:
            return False
        try:
            events = self.session.submit(command)
        except Exception as exc:  # an engine bug must not close the table: say so and carry on
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
            self.session.autosave()

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
        self._static = None
        self.sync(snap=True)

    # -- who acts -------------------------------------------------------------------------------------
    def can_use(self, pe: PointerEvent, seat: int) -> bool:
        """A pad acts only for its own seat; nobody plays a bot's cards."""
        if seat in self.session.bots:
            return False
        return pe.seat is None or pe.seat == seat

    def main_seat(self) -> int:
        """The seat the keyboard acts for: the one asked to answer, else whose turn it is."""
        humans = [s for s in self.session.acting_seats() if s not in self.session.bots]
        if humans:
            return humans[0]
        turn = self.session.state.turn
        return turn.seat if turn.seat >= 0 else 0

    # -- events ---------------------------------------------------------------------------------------
    def process_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.key(event)
            return None
        if event.type == pygame.MOUSEWHEEL:
            if self.log.rect.collidepoint(self.hover_pos):
                self.log.wheel(int(event.y))
            return None
        for pe in self.app.router.translate(event):
            self.pointer(pe)
        return None

    def key(self, event) -> None:
        ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        k = event.key
        if self.choice is not None:
            if pygame.K_1 <= k <= pygame.K_9:
                i = k - pygame.K_1
                if i < len(self.choice.options):
                    self.choose(i)
                return
            if k == pygame.K_ESCAPE:
                self.cancel_choice()
                return
        if ctrl and k == pygame.K_z:
            self.undo()
        elif ctrl and k == pygame.K_s:
            self.save()
        elif k == pygame.K_F1:
            self.open_rules()
        elif k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.skip()
        elif k == pygame.K_ESCAPE:
            if self.picks:
                for pick in list(self.picks.values()):
                    self.glide_back(pick)
                self.picks.clear()
            else:
                self.open_menu()

    def skip(self) -> None:
        """Jump queued animations to their end (a click or Space)."""
        if self.anims.busy:
            self.anims.skip()
            if self.tray.throw:
                self.tray.throw.finish()

    def pointer(self, pe: PointerEvent) -> None:
        if pe.pointer == "mouse":
            self.hover_pos = pe.pos
        if pe.kind == "wheel":
            if self.log.rect.collidepoint(pe.pos):
                self.log.wheel(pe.amount)
            return
        if pe.kind == "zoom":
            card = self.card_at(pe.pos)
            if card:
                self.zoom, self.zoom_pinned = card, True
            else:
                self.zoom, self.zoom_pinned = None, False
            return
        if pe.kind == "end_turn":
            seat = pe.seat if pe.seat is not None else self.main_seat()
            self.end_turn(seat)
            return
        if pe.kind == "move":
            if self.zoom_pinned and pe.pointer == "mouse" and self.card_at(pe.pos) != self.zoom:
                self.zoom_pinned = False
                self.zoom = None
            pick = self.picks.get(pe.pointer)
            if pick and pick.dragging:
                pick.pos = pe.pos
                if not pick.moved and math.dist(pe.pos, pick.start) >= DRAG_START:
                    pick.moved = True
            return
        if pe.kind == "down":
            self.pointer_down(pe)
        elif pe.kind == "up":
            self.pointer_up(pe)

    def pointer_down(self, pe: PointerEvent) -> None:
        L = self.geo
        if self.anims.busy:
            # A click skips ahead; the click still counts (a drag can start at once).
            self.skip()
        if self.choice is not None:
            for i, r in enumerate(self.choice.rects):
                if r.collidepoint(pe.pos):
                    self.choose(i)
                    return
            self.cancel_choice()
            return
        for name, rect in L.buttons.items():
            if rect.collidepoint(pe.pos):
                {"menu": self.open_menu, "rules": self.open_rules, "save": self.save, "undo": self.undo}[name]()
                return
        for seat, z in enumerate(L.zones):
            if self.end_turn_visible(seat) and z.end_turn.collidepoint(pe.pos):
                if self.can_use(pe, seat):
                    self.end_turn(seat)
                return
        for rect, command in self.prompt_buttons():
            if rect.collidepoint(pe.pos):
                if self.can_use(pe, command.seat):
                    self.submit(command)
                return
        selected = self.picks.get(pe.pointer)
        if selected is not None and not selected.dragging:
            key = self.zone_under(pe.pos, selected)
            if key is not None and key != f"hand:{selected.seat}":
                self.picks.pop(pe.pointer)
                self.resolve(selected, key, pe.pos)
                return
            if key == f"hand:{selected.seat}" and selected.source == "supply":
                self.picks.pop(pe.pointer)
                self.resolve(selected, key, pe.pos)
                return
            self.picks.pop(pe.pointer)
            hit = self.hand_card_at(pe.pos)
            if hit and hit[0] == selected.seat and hit[2] == selected.index and selected.source != "supply":
                return  # clicking the selected card again puts it down
        hit = self.hand_card_at(pe.pos)
        if hit:
            seat, card, index, source, rect = hit
            if not self.can_use(pe, seat):
                self.toasts.show(self.not_yours(pe, seat), theme.DANGER)
                return
            self.pick(pe, seat, card, source, index, rect)
            return
        hit = self.supply_at(pe.pos)
        if hit:
            seat, card, rect = hit
            if not self.can_use(pe, seat):
                self.toasts.show(self.not_yours(pe, seat), theme.DANGER)
                return
            self.pick(pe, seat, card, "supply", 0, rect)
            return
        for seat, z in enumerate(L.zones):
            if z.ability.collidepoint(pe.pos):
                if self.can_use(pe, seat):
                    self.submit(cmd.AdvanceAbility(seat))
                return

    def not_yours(self, pe, seat) -> str:
        if seat in self.session.bots:
            return f"Seat {seat + 1} is played by the bot."
        return f"This gamepad belongs to seat {pe.seat + 1}; those are seat {seat + 1}'s cards."

    def pick(self, pe, seat, card, source, index, rect) -> None:
        legal = self.session.legal(seat)
        if source == "supply":
            cands = [c for c in legal if isinstance(c, cmd.RecruitAgent) and c.card == card]
        elif source == "merc":
            cands = [c for c in legal if isinstance(c, cmd.PlayMercenary) and c.card == card]
        else:
            cands = [c for c in legal if isinstance(c, cmd.PlayAction) and c.card == card]
        self.picks[pe.pointer] = Pick(pe.pointer, seat, card, source, index, pygame.Rect(rect), pe.pos, pe.pos,
                                      cands)

    def pointer_up(self, pe: PointerEvent) -> None:
        pick = self.picks.get(pe.pointer)
        if pick is None or not pick.dragging:
            return
        if not pick.moved:
            # A click: supply chips recruit at once; hand cards become selected (targets glow).
            if pick.source == "supply":
                self.picks.pop(pe.pointer)
                self.submit(cmd.RecruitAgent(pick.seat, pick.card))
                return
            pick.dragging = False
            if not pick.candidates:
                self.picks.pop(pe.pointer)
                self.submit(self.guess_command(pick, "play"))
            return
        self.picks.pop(pe.pointer)
        key = self.zone_under(pe.pos, pick)
        self.resolve(pick, key, pe.pos)

    # -- targets --------------------------------------------------------------------------------------
    def legal_keys(self, pick: Pick) -> dict[str, list]:
        keys: dict[str, list] = {}
        for c in pick.candidates:
            k = zone_key(pick.seat, c)
            if k:
                keys.setdefault(k, []).append(c)
        return keys

    def target_rects(self) -> dict[str, pygame.Rect]:
        """Every place a card can be dropped on, by zone key."""
        L = self.geo
        rects = {}
        for p in range(len(self.session.state.row)):
            rects[f"enemy:{p}"] = pygame.Rect(L.enemies[p]).union(L.locations[p])
        for s in range(len(L.display)):
            rects[f"display:{s}"] = pygame.Rect(L.display[s])
        rects["turn"] = pygame.Rect(L.turn_card).inflate(16, 8)
        for seat, z in enumerate(L.zones):
            rects[f"hand:{seat}"] = pygame.Rect(z.hand).union(z.supply)
        return rects

    def zone_under(self, pos, pick: Pick) -> str | None:
        rects = self.target_rects()
        for key, rect in rects.items():
            if rect.collidepoint(pos):
                if key.startswith("hand:") and pick.source != "supply":
                    return key if key != f"hand:{pick.seat}" else None
                return key
        if pos[1] < self.geo.status.bottom or self.geo.zones[pick.seat].played.collidepoint(pos):
            return "play"
        return None

    def guess_command(self, pick: Pick, key: str | None):
        """The plain command a drop stands for, so the engine can say why it is not allowed."""
        target = target_of(key or "play")
        if pick.source == "supply":
            return cmd.RecruitAgent(pick.seat, pick.card)
        if pick.source == "merc":
            return cmd.PlayMercenary(pick.seat, pick.card, target)
        return cmd.PlayAction(pick.seat, pick.card, "base", None, target)

    def resolve(self, pick: Pick, key: str | None, pos) -> None:
        """A card was dropped (or a selected card's target clicked) on zone `key`."""
        keys = self.legal_keys(pick)
        if key is None or key == f"hand:{pick.seat}" and pick.source != "supply":
            if keys and pick.moved:
                where = self.describe_keys(keys)
                self.toasts.show(f"{self.session.text.name(pick.card)} goes on {where}.", theme.ACCENT)
                self.glide_back(pick)
            elif pick.moved:
                self.submit(self.guess_command(pick, "play"), pick)
            return
        options = keys.get(key, [])
        if not options:
            # Not a legal target: ask the engine anyway, so the player reads the rules' reason.
            self.submit(self.guess_command(pick, key), pick)
            return
        if len(options) == 1:
            self.submit(options[0], pick)
            return
        self.choice = Choice(pick, tuple(pos), self.describe_options(pick, options))

    def describe_keys(self, keys) -> str:
        names = []
        for k in keys:
            if k.startswith("enemy:"):
                names.append(f"Enemy {int(k.split(':')[1]) + 1}")
            elif k.startswith("display:"):
                names.append(f"Mercenary {int(k.split(':')[1]) + 1}")
            elif k == "turn":
                names.append("the turn deck")
            elif k == "play":
                names.append("the table")
            elif k.startswith("hand:"):
                names.append("your hand")
        return "a glowing target: " + ", ".join(names)

    def describe_options(self, pick: Pick, options) -> list:
        text = self.session.text
        out = []
        seen = set()
        for c in options:
            if isinstance(c, cmd.PlayAction):
                what = text.upgrade_text(c.card, c.upgrade)
                label = UPGRADE_WORDS.get(c.upgrade, c.upgrade)
                if c.upgrade == "discard":
                    label = f"Discard {text.name(c.discard)}" if c.discard else "Discard"
                if len(c.target) == 3:
                    what += " (left)" if c.target[2] < 0 else " (right)"
                line = f"{label}: {what}"
            else:
                line = f"{text.name(c.card)}: {text.upgrade_text(c.card, 'base')}"
                if len(getattr(c, "target", ())) == 3:
                    line += " (left)" if c.target[2] < 0 else " (right)"
            if line in seen:
                continue
            seen.add(line)
            out.append((line, c))
        return out

    def choose(self, i: int) -> None:
        choice = self.choice
        self.choice = None
        if choice and 0 <= i < len(choice.options):
            self.submit(choice.options[i][1], choice.pick)

    def cancel_choice(self) -> None:
        if self.choice:
            self.glide_back(self.choice.pick)
        self.choice = None

    def glide_back(self, pick: Pick) -> None:
        if pick.source == "supply":
            return
        src = pygame.Rect(pick.origin)
        src.center = pick.pos
        self.glides.append(Glide(pick.card, pick.key, src, pygame.Rect(pick.origin)))

    # -- actions --------------------------------------------------------------------------------------
    def end_turn_visible(self, seat: int) -> bool:
        turn = self.session.state.turn
        return turn.kind == "hero" and turn.seat == seat and self.session.state.pending is None \
            and not self.session.over

    def end_turn(self, seat: int) -> None:
        if seat in self.session.bots:
            return
        legal = [c for c in self.session.legal(seat) if isinstance(c, cmd.EndTurn)]
        if not legal:
            self.submit(cmd.EndTurn(seat))  # the engine says why not
            return
        if self.app.settings.confirm_end_turn and self.confirm_end.get(seat, 0) < self.clock:
            self.confirm_end[seat] = self.clock + 3.0
            self.toasts.show("Press End turn again to end your turn.", theme.ACCENT)
            return
        self.confirm_end.pop(seat, None)
        self.toasts.items = [t for t in self.toasts.items if "End turn again" not in t[0]]
        self.picks.clear()
        self.submit(legal[0])

    def undo(self) -> None:
        log = self.session.engine.log
        seat = getattr(log[-1], "seat", self.main_seat()) if log else self.main_seat()
        events = self.session.undo(seat)
        self.anims.skip()
        if events and isinstance(events[0], Rejected):
            self.toasts.show(events[0].reason, theme.DANGER)
            return
        for e in events:
            self.director.log(e)
        self.picks.clear()
        self.choice = None
        self.sync(snap=True)
        self.toasts.show("Undone.", theme.OK)

    def save(self) -> None:
        from game.table.settings import saves_dir
        path = saves_dir() / time.strftime("noah-%Y%m%d-%H%M%S.yaml")
        try:
            self.session.save(path)
            self.toasts.show(f"Saved as {path.name}.", theme.OK)
        except OSError as exc:
            self.toasts.show(f"Could not save: {exc.strerror or exc}.", theme.DANGER)

    def open_rules(self) -> None:
        from game.table.scenes.rules_ref import RulesReference
        self.app.push(RulesReference(self.app))

    def open_menu(self) -> None:
        from game.table.scenes.game_menu import GameMenu
        self.app.push(GameMenu(self.app, self))

    def on_quit(self) -> None:
        if not self.session.over and self.session.engine.log:
            self.session.autosave()

    # -- hit tests ------------------------------------------------------------------------------------
    def hand_card_at(self, pos):
        for seat in range(len(self.geo.zones)):
            rects = self.hand_layout(seat)
            cards = self.hand_cards(seat)
            for i in range(len(rects) - 1, -1, -1):
                if rects[i].collidepoint(pos):
                    card, source = cards[i]
                    return seat, card, i, source, rects[i]
        return None

    def supply_at(self, pos):
        for seat in range(len(self.geo.zones)):
            for card, rect in zip(self.supply_cards(seat), self.supply_layout(seat)):
                if rect.collidepoint(pos):
                    return seat, card, rect
        return None

    def card_at(self, pos) -> tuple | None:
        """The card under a point, for zoom: (card id, face)."""
        hit = self.hand_card_at(pos)
        if hit:
            return (hit[1], "front")
        hit = self.supply_at(pos)
        if hit:
            return (hit[1], "front")
        for entry in self.shown.row:
            if entry is not None and self.enemy_rect(entry.pos.value).collidepoint(pos):
                return (entry.card, "front") if entry.face_up and entry.card else None
        for p, rect in enumerate(self.geo.locations):
            if rect.collidepoint(pos) and p < len(self.session.state.locations):
                return (self.session.state.locations[p], "front")
        for entry in self.shown.display:
            if self.display_rect(entry.pos.value).collidepoint(pos):
                return (entry.card, "front")
        if self.log.rect.collidepoint(pos):
            card = self.log.card_at(pos)
            if card:
                return (card, "front")
        return None

    def prompt_buttons(self) -> list[tuple[pygame.Rect, object]]:
        """The answer buttons of the prompt panel (rectangles computed from the layout)."""
        panel = self.prompt_panel()
        if panel is None:
            return []
        rect, seat, commands = panel
        out = []
        s = self.geo.scale
        bh = int(30 * s)
        x, y = rect.x + 10, rect.bottom - bh - 8
        font = self.th.font(max(14, int(17 * s)), True)
        for c in commands:
            label = self.command_label(c)
            w = font.size(label)[0] + 24
            if x + w > rect.right - 10:
                x = rect.x + 10
                y -= bh + 6
            out.append((pygame.Rect(x, y, w, bh), c))
            x += w + 8
        return out

    def prompt_panel(self):
        prompt = self.session.prompt
        if prompt is None or self.session.over or self.anims.busy:
            return None
        humans = [s for s in prompt.seats if s not in self.session.bots]
        if not humans:
            return None
        seat = humans[0]
        commands = [c for c in self.session.legal(seat) if not isinstance(c, (cmd.PlayAction, cmd.PlayMercenary))]
        L = self.geo
        if len(prompt.seats) == 1:
            z = L.zones[seat]
            rect = pygame.Rect(z.rect.x, z.header.bottom, z.rect.w, z.ability.bottom - z.header.bottom + 4)
        else:
            w = int(L.size[0] * 0.5)
            rect = pygame.Rect((L.size[0] - w) // 2, L.status.bottom - int(110 * L.scale), w, int(110 * L.scale))
        rows = 1 + (len(commands) > 4)
        rect.h = max(rect.h, int((52 + 36 * rows) * L.scale))
        return rect, seat, commands

    def command_label(self, c) -> str:
        if isinstance(c, cmd.Pass):
            return "Take the damage"
        if isinstance(c, cmd.ChooseFreeTurn):
            return f"Seat {c.faction + 1}: {self.session.faction_name(c.faction)}"
        if isinstance(c, cmd.PlaceSpied):
            pending = self.session.state.pending
            if pending is not None and pending.where == "turn":
                return "Back on top" if c.position == 0 else f"{c.position + 1}. from the top"
            if pending is not None and c.position == pending.index:
                return f"Leave it at Location {c.position + 1}"
            return f"Swap with Location {c.position + 1}"
        if isinstance(c, cmd.EndTurn):
            return "End turn"
        if isinstance(c, cmd.AdvanceAbility):
            return "Ability +1"
        return type(c).__name__

    # -- update ---------------------------------------------------------------------------------------
    def update(self, dt):
        self.clock += dt
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

    # -- drawing --------------------------------------------------------------------------------------
    def static_background(self) -> pygame.Surface:
        """The felt, rim and panels that only change with the window size (drawn once)."""
        L = self.geo
        if self._static is not None and self._static.get_size() == L.size:
            return self._static
        surf = pygame.Surface(L.size).convert() if pygame.display.get_surface() else pygame.Surface(L.size)
        surf.fill(theme.FELT)
        top = L.top_band()
        pygame.draw.rect(surf, (20, 44, 37), top)
        pygame.draw.line(surf, theme.RIM, (0, top.bottom - 1), (L.size[0], top.bottom - 1), 3)
        pygame.draw.rect(surf, (14, 18, 22), L.status)
        for seat, z in enumerate(L.zones):
            colour = self.th.seat_colour(seat)
            theme.draw_panel(surf, z.rect, colour=(22, 30, 34), alpha=255, radius=8)
            pygame.draw.rect(surf, colour, z.header, border_top_left_radius=8, border_top_right_radius=8)
            faction = self.session.state.factions[seat]
            name = f"{seat + 1}  {self.session.faction_name(seat)}"
            if seat in self.session.bots:
                name += "  (bot)"
            img = self.th.text(name, max(14, int(19 * L.scale)), (12, 12, 12), bold=True)
            surf.blit(img, (z.header.x + 8, z.header.centery - img.get_height() // 2))
            fdef = self.session.cards.factions[faction.faction]
            emblem = self.th.text(fdef.emblem, max(12, int(14 * L.scale)), (20, 20, 20))
            if z.header.x + 16 + img.get_width() + emblem.get_width() < z.end_turn.x:
                surf.blit(emblem, emblem.get_rect(midright=(z.end_turn.x - 8, z.header.centery)))
        # The Locations never change during a phase; the Enemy slots are drawn on top of this.
        for p, rect in enumerate(L.enemies):
            pygame.draw.rect(surf, (16, 34, 29), rect, border_radius=6)
            pygame.draw.rect(surf, (40, 70, 60), rect, 1, border_radius=6)
            label = self.th.text(f"Location {p + 1}", max(11, int(13 * L.scale)), theme.TEXT_DIM)
            surf.blit(label, label.get_rect(midbottom=(rect.centerx, rect.y - 2)))
        for rect in L.display:
            pygame.draw.rect(surf, (16, 34, 29), rect, border_radius=6)
        lbl = self.th.text("Mercenaries: deck, then display (costs 1-4)", max(11, int(13 * L.scale)), theme.TEXT_DIM)
        surf.blit(lbl, (L.merc_deck.x, L.merc_deck.y - lbl.get_height() - 2))
        self._static = surf
        return surf

    def table_layer(self) -> pygame.Surface:
        """Everything that changes only with a command or a new log line, composed once.

        The felt, dial ring, Locations, dice tray, Mercenary deck, log, status bar, the tracks'
        spaces and the supply chips: redrawn when their key changes, blitted as one picture otherwise.
        """
        shown = self.shown
        key = (self.geo.size, self.session.version, tuple(self.log.rect), self.log._added, self.log.scroll,
               self.dial.static_key(), shown.turn_card, shown.turn_left, shown.round, shown.phase,
               tuple(t.static_key() for tracks in self.tracks for t in tracks.values()),
               self.app.settings.colour_blind, id(self._static))
        layer = getattr(self, "_layer", None)
        if layer and layer[0] == key:
            return layer[1]
        G = self.geo
        th = self.th
        surf = self.static_background().copy()
        self.dial.draw_static(surf, th)
        for p, loc in enumerate(self.session.state.locations[:len(G.locations)]):
            surf.blit(self.card_image(loc, G.locations[p].size), G.locations[p])
        self.tray.draw_tray(surf, th)
        deck = self.card_image("mercenary_back", G.merc_deck.size, "back")
        surf.blit(deck, G.merc_deck)
        n = len(self.session.state.mercenary_deck)
        img = th.text(str(n), max(12, int(16 * G.scale)), theme.TEXT, bold=True)
        tag = img.get_rect(midbottom=(G.merc_deck.centerx, G.merc_deck.bottom - 3))
        pygame.draw.rect(surf, (0, 0, 0), tag.inflate(8, 2), border_radius=4)
        surf.blit(img, tag)
        self.log.draw(surf, th)
        self.draw_status(surf)
        for seat in range(len(G.zones)):
            for t in self.tracks[seat].values():
                surf.blit(t.background(th), t.rect.topleft)
            self.draw_supply(surf, seat)
        self._layer = (key, surf)
        return surf

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
        for g in self.glides:
            t = ease_out(min(1.0, g.t / g.duration))
            r = pygame.Rect(g.src)
            r.x = int(g.src.x + (g.dst.x - g.src.x) * t)
            r.y = int(g.src.y + (g.dst.y - g.src.y) * t)
            surface.blit(self.card_image(g.card, r.size), r)
        for pick in self.picks.values():
            if pick.dragging and pick.moved:
                r = pygame.Rect(pick.origin)
                r.center = pick.pos
                shadow = r.move(6, 8)
                pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=8)
                surface.blit(self.card_image(pick.card, r.size), r)
        self.draw_banner(surface)
        self.draw_prompt(surface)
        self.draw_choice(surface)
        self.toasts.draw(surface, th, (G.size[0] // 2, G.status.top - 8))
        self.draw_zoom(surface)
        for cursor in self.app.router.pads.values():
            seat = cursor.seat
            colour = th.seat_colour(seat if seat is not None else 3)
            draw_cursor(surface, cursor.pos, colour, "" if seat is None else str(seat + 1), th)

    def draw_row(self, surface) -> None:
        L = self.geo
        th = self.th
        view = self.derived()
        for entry in self.shown.row:
            if entry is None:
                continue
            rect = self.enemy_rect(entry.pos.value)
            if entry.lift:
                rect = rect.move(0, -int(60 * entry.lift * L.scale))
            face = "front" if entry.face_up and entry.card else "back"
            img = self.card_image(entry.card, rect.size, face)
            if entry.flip < 0.999:
                w = max(2, int(rect.w * entry.flip))
                img = pygame.transform.scale(img, (w, rect.h))
                surface.blit(img, img.get_rect(center=rect.center))
            elif entry.alpha < 255:
                img = img.copy()
                img.set_alpha(entry.alpha)
                surface.blit(img, rect)
            else:
                surface.blit(img, rect)
            p = int(round(entry.pos.value))
            info = view.get(p) if entry.face_up else None
            if entry.damage:
                self.draw_damage(surface, rect, entry.damage, info)
            if info and entry.pos.settled:
                txt = f"HP {info['health']}  DMG {info['damage_dealt']}  out at {info['threshold']}"
                img = th.text(txt, max(11, int(13 * L.scale)), theme.TEXT)
                bg = pygame.Rect(0, 0, img.get_width() + 8, img.get_height() + 2)
                bg.midtop = (rect.centerx, rect.bottom + 2)
                if bg.bottom <= L.status.top:
                    pygame.draw.rect(surface, (0, 0, 0), bg, border_radius=4)
                    surface.blit(img, img.get_rect(center=bg.center))
                if info["out_of_commission"]:
                    tag = th.text("OUT OF COMMISSION", max(10, int(12 * L.scale)), (255, 255, 255), bold=True)
                    tr = tag.get_rect(center=(rect.centerx, rect.y + rect.h * 0.62))
                    pygame.draw.rect(surface, (40, 110, 60), tr.inflate(8, 4), border_radius=4)
                    surface.blit(tag, tr)

    def derived(self) -> dict:
        """Health, damage and thresholds with every modifier, from the engine's view (cached)."""
        cache = getattr(self, "_derived", None)
        if cache and cache[0] == self.session.version:
            return cache[1]
        try:
            view = self.session.engine.view(self.main_seat())
            out = {p: r for p, r in enumerate(view["row"]) if "health" in r}
            prices = view.get("mercenary_prices", [])
        except Exception:  # the numbers are a help, not a necessity
            out, prices = {}, []
        self._prices = prices
        self._derived = (self.session.version, out)
        return out

    def draw_damage(self, surface, rect, damage, info) -> None:
        s = self.geo.scale
        r = max(9, int(13 * s))
        c = (rect.right - r - 3, rect.y + int(rect.h * 0.32))
        pygame.draw.circle(surface, (190, 30, 25), c, r)
        pygame.draw.circle(surface, (255, 235, 210), c, r, 2)
        img = self.th.text(str(damage), max(12, int(16 * s)), (255, 255, 255), bold=True)
        surface.blit(img, img.get_rect(center=c))

    def draw_mercenaries(self, surface) -> None:
        L = self.geo
        self.derived()
        prices = getattr(self, "_prices", [])
        for entry in self.shown.display:
            rect = self.display_rect(entry.pos.value)
            surface.blit(self.card_image(entry.card, rect.size), rect)
            slot = int(round(entry.pos.value))
            if entry.pos.settled and slot < len(prices):
                tag = self.th.text(f"{prices[slot]} E", max(11, int(13 * L.scale)), (30, 20, 0), bold=True)
                tr = tag.get_rect(midtop=(rect.centerx, rect.bottom - tag.get_height() - 2))
                pygame.draw.rect(surface, (250, 214, 80), tr.inflate(6, 2), border_radius=4)
                surface.blit(tag, tr)

    def draw_status(self, surface) -> None:
        L = self.geo
        th = self.th
        state = self.session.state
        s = L.scale
        card = self.shown.turn_card
        r = L.turn_card
        if card.startswith("hero:"):
            seat = int(card.split(":")[1])
            colour, label = th.seat_colour(seat), str(seat + 1)
        elif card == "enemy":
            colour, label = (170, 40, 40), "E"
        elif card == "free":
            colour, label = (200, 200, 200), "F"
        else:
            colour, label = (60, 60, 60), "?"
        pygame.draw.rect(surface, colour, r, border_radius=4)
        pygame.draw.rect(surface, (240, 240, 240), r, 1, border_radius=4)
        img = th.text(label, max(14, int(20 * s)), (10, 10, 10), bold=True)
        surface.blit(img, img.get_rect(center=r.center))
        info = f"Turn deck {self.shown.turn_left} left   Round {self.shown.round}   Phase {self.shown.phase}/3"
        info += f"   Defeated {len(state.graveyard)}/{state.enemies_total}"
        img = th.text(info, max(13, int(16 * s)), theme.TEXT_DIM)
        surface.blit(img, (r.right + 10, L.status.centery - img.get_height() // 2))
        # Whose turn, in big letters, in the middle.
        turn = state.turn
        if state.outcome:
            text, colour = ("Victory!" if state.outcome == "won" else "Defeat"), theme.ACCENT
        elif state.pending is not None:
            who = ", ".join(f"Seat {x + 1}" for x in state.pending.seats)
            what = {"defend": "defend against the Enemies' damage", "free_turn": "choose who takes the free turn",
                    "place_spied": "place the spied card"}.get(state.pending.kind, state.pending.kind)
            text, colour = f"{who}: {what}", theme.GLOW
        elif turn.kind == "hero":
            step = "play Action cards" if turn.step == "actions" else "recruit Agents, buy Ability"
            text = f"Seat {turn.seat + 1} {self.session.faction_name(turn.seat)}: {step}"
            colour = th.seat_colour(turn.seat)
        elif turn.kind == "enemy":
            text, colour = "The Enemies' turn", theme.DANGER
        else:
            text, colour = "", theme.TEXT
        left = r.right + 10 + th.font(max(13, int(16 * s))).size(info)[0] + 20
        right = min(rect.x for rect in L.buttons.values()) - 10
        size = max(16, int(22 * s))
        img = th.text(text, size, colour, bold=True)
        while img.get_width() > right - left and size > 12:
            size -= 1
            img = th.text(text, size, colour, bold=True)
        x = max(img.get_rect(center=(L.size[0] // 2, 0)).x, left)
        x = min(x, right - img.get_width())
        surface.blit(img, (x, L.status.centery - img.get_height() // 2))
        labels = {"menu": "Menu", "rules": "Rules F1", "save": "Save", "undo": "Undo"}
        for name, rect in L.buttons.items():
            enabled = name != "undo" or self.session.engine.can_undo
            pygame.draw.rect(surface, (48, 60, 74) if enabled else (34, 38, 44), rect, border_radius=6)
            pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=6)
            img = th.text(labels[name], max(12, int(16 * s)), theme.TEXT if enabled else theme.TEXT_DIM, bold=True)
            surface.blit(img, img.get_rect(center=rect.center))

    def draw_zone(self, surface, seat: int) -> None:
        L = self.geo
        th = self.th
        z = L.zones[seat]
        s = L.scale
        faction = self.session.state.factions[seat]
        acting = seat in self.session.acting_seats()
        if acting:
            pulse = 160 + int(90 * (0.5 + 0.5 * math.sin(self.clock * 4)))
            pygame.draw.rect(surface, (pulse, pulse, 90), z.rect, 3, border_radius=8)
        if self.end_turn_visible(seat):
            confirming = self.confirm_end.get(seat, 0) >= self.clock
            pygame.draw.rect(surface, (210, 170, 60) if not confirming else (230, 110, 60), z.end_turn, border_radius=6)
            pygame.draw.rect(surface, (20, 20, 20), z.end_turn, 1, border_radius=6)
            img = th.text("Confirm end" if confirming else "End turn", max(13, int(16 * s)), (20, 14, 0), bold=True)
            surface.blit(img, img.get_rect(center=z.end_turn.center))
        for t in self.tracks[seat].values():
            t.draw_markers(surface)
        # Hand.
        cards = self.hand_cards(seat)
        rects = self.hand_layout(seat)
        hidden = {}
        for (hs, zone, card), n in self.hidden.items():
            if hs == seat and n > 0:
                hidden[(zone, card)] = n
        skip = set()
        for i in range(len(cards) - 1, -1, -1):
            card, source = cards[i]
            zone = "hand" if source == "hand" else "mercenaries"
            if hidden.get((zone, card), 0) > 0:
                hidden[(zone, card)] -= 1
                skip.add(i)
        lifted = {p.index for p in self.picks.values() if p.seat == seat and p.source != "supply" and p.dragging and p.moved}
        lifted |= {g.key[2] for g in self.glides if g.key[0] == seat}
        selected = {p.index for p in self.picks.values() if p.seat == seat and p.source != "supply" and not p.dragging}
        for i, ((card, source), rect) in enumerate(zip(cards, rects)):
            self.drawn_hand[(seat, card)] = rect
            if i in skip or i in lifted:
                continue
            surface.blit(self.card_image(card, rect.size), rect)
            if source == "merc":
                pygame.draw.rect(surface, (230, 170, 70), rect, 2, border_radius=6)
            if i in selected:
                pygame.draw.rect(surface, theme.GLOW, rect.inflate(4, 4), 3, border_radius=8)
        if not cards:
            img = th.text("empty hand", max(12, int(14 * s)), theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=z.hand.center))
        # Played pile.
        if faction.played and self.hidden.get((seat, "played", faction.played[-1]), 0) == 0:
            surface.blit(self.card_image(faction.played[-1], z.played.size), z.played)
            n = th.text(f"{len(faction.played)}", max(12, int(16 * s)), theme.TEXT, bold=True)
            pygame.draw.circle(surface, (0, 0, 0), (z.played.right - 10, z.played.bottom - 10), 11)
            surface.blit(n, n.get_rect(center=(z.played.right - 10, z.played.bottom - 10)))
        else:
            pygame.draw.rect(surface, (40, 50, 56), z.played, 1, border_radius=6)
            lbl = th.text("played", max(10, int(13 * s)), theme.TEXT_DIM)
            surface.blit(lbl, lbl.get_rect(center=z.played.center))

    def draw_supply(self, surface, seat: int) -> None:
        """The Agent supply as chips (cost and name); the ones this seat can recruit now glow."""
        z = self.geo.zones[seat]
        th = self.th
        s = self.geo.scale
        legal_recruits = {c.card for c in self.session.legal(seat) if isinstance(c, cmd.RecruitAgent)}
        supply = self.session.state.factions[seat].supply
        font_size = max(11, int(14 * s))
        for card, rect in zip(self.supply_cards(seat), self.supply_layout(seat)):
            agent = self.session.cards.agents[card]
            ok = card in legal_recruits
            pygame.draw.rect(surface, (56, 70, 64) if ok else (36, 40, 44), rect, border_radius=5)
            pygame.draw.rect(surface, theme.GLOW if ok else (70, 76, 80), rect, 1, border_radius=5)
            count = supply.count(card)
            label = f"{agent.cost}  {agent.name}" + (f" x{count}" if count > 1 else "")
            img = th.text(label, font_size, theme.TEXT if ok else theme.TEXT_DIM, bold=ok)
            if img.get_width() > rect.w - 6:
                img = th.text(f"{agent.cost} {agent.name[:max(3, rect.w // (font_size // 2 + 1) - 2)]}", font_size,
                              theme.TEXT if ok else theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midleft=(rect.x + 5, rect.centery)))
        if not supply:
            img = th.text("supply empty", max(11, int(13 * s)), theme.TEXT_DIM)
            surface.blit(img, (z.supply.x, z.supply.y))

    def draw_targets(self, surface) -> None:
        """While a card is picked: legal targets glow, the other places dim."""
        picks = [p for p in self.picks.values() if (p.dragging and p.moved) or not p.dragging]
        if not picks:
            return
        pick = picks[0]
        keys = self.legal_keys(pick)
        pulse = 0.5 + 0.5 * math.sin(self.clock * 6)
        glow = (255, int(200 + 55 * pulse), int(80 + 60 * pulse))
        rects = self.target_rects()
        for key, rect in rects.items():
            if key in keys:
                pygame.draw.rect(surface, glow, rect.inflate(6, 6), 4, border_radius=8)
            elif not key.startswith("hand:") or pick.source == "supply":
                if key.startswith("hand:") and key != f"hand:{pick.seat}":
                    continue
                surface.fill((105, 105, 105), rect, special_flags=pygame.BLEND_MULT)
        if "play" in keys:
            top = self.geo.top_band()
            pygame.draw.rect(surface, glow, top.inflate(-6, -6), 3, border_radius=10)
            img = self.th.text(f"Drop anywhere on the table to play {self.session.text.name(pick.card)}",
                               max(14, int(18 * self.geo.scale)), glow, bold=True)
            r = img.get_rect(midtop=(top.centerx, top.y + 6))
            pygame.draw.rect(surface, (0, 0, 0), r.inflate(12, 6), border_radius=6)
            surface.blit(img, r)
        if not keys:
            img = self.th.text(f"{self.session.text.name(pick.card)} cannot be played now",
                               max(14, int(18 * self.geo.scale)), theme.DANGER, bold=True)
            r = img.get_rect(midtop=(self.geo.size[0] // 2, self.geo.status.top - 36))
            pygame.draw.rect(surface, (0, 0, 0), r.inflate(12, 6), border_radius=6)
            surface.blit(img, r)

    def draw_banner(self, surface) -> None:
        if not self.shown.banner:
            return
        L = self.geo
        th = self.th
        title = th.text(self.shown.banner, max(24, int(40 * L.scale)), theme.ACCENT, bold=True)
        lines = theme.wrap(th.font(max(14, int(20 * L.scale))), self.shown.banner_sub, int(L.size[0] * 0.45))
        h = title.get_height() + 24 + len(lines) * int(24 * L.scale)
        w = max(title.get_width(), *(th.font(max(14, int(20 * L.scale))).size(l)[0] for l in lines)) + 60
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (L.enemies[1].right + L.scale * 4, L.enemies[0].centery)
        rect.clamp_ip(pygame.Rect(0, 0, *L.size))
        theme.draw_panel(surface, rect, alpha=225)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + 10)))
        y = rect.y + 14 + title.get_height()
        for line in lines:
            img = th.text(line, max(14, int(20 * L.scale)), theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(rect.centerx, y)))
            y += int(24 * L.scale)

    def draw_prompt(self, surface) -> None:
        panel = self.prompt_panel()
        if panel is None:
            return
        rect, seat, commands = panel
        th = self.th
        s = self.geo.scale
        theme.draw_panel(surface, rect, colour=(30, 26, 16), edge=theme.GLOW, alpha=245)
        prompt = self.session.prompt
        text = prompt.text
        d = self.session.state.defense
        if prompt.kind == "defend" and d is not None and seat < len(d.incoming):
            text = (f"Seat {seat + 1}: {d.incoming[seat]} damage coming, {d.blocked[seat]} blocked. "
                    "Drag a shield card up to defend, or:")
        y = rect.y + 6
        for line in theme.wrap(th.font(max(13, int(16 * s))), text, rect.w - 20)[:3]:
            surface.blit(th.text(line, max(13, int(16 * s)), theme.TEXT), (rect.x + 10, y))
            y += int(19 * s)
        for r, c in self.prompt_buttons():
            pygame.draw.rect(surface, (200, 160, 60), r, border_radius=6)
            img = th.text(self.command_label(c), max(14, int(17 * s)), (20, 14, 0), bold=True)
            surface.blit(img, img.get_rect(center=r.center))

    def draw_choice(self, surface) -> None:
        choice = self.choice
        if choice is None:
            return
        th = self.th
        s = self.geo.scale
        size = max(14, int(18 * s))
        font = th.font(size, True)
        w = max(font.size(f"{i + 1}  {label}")[0] for i, (label, _) in enumerate(choice.options)) + 30
        h = int(34 * s)
        total = pygame.Rect(0, 0, w, h * len(choice.options) + 30)
        total.midbottom = (choice.pos[0], choice.pos[1] - 10)
        total.clamp_ip(pygame.Rect(0, 0, *self.geo.size))
        theme.draw_panel(surface, total, alpha=245, edge=theme.GLOW)
        title = th.text(f"Play {self.session.text.name(choice.pick.card)} how?", size - 2, theme.ACCENT, bold=True)
        surface.blit(title, (total.x + 10, total.y + 5))
        choice.rects = []
        for i, (label, c) in enumerate(choice.options):
            r = pygame.Rect(total.x + 6, total.y + 26 + i * h, w - 12, h - 4)
            colour = {"corrupt": (120, 40, 40), "discard": (40, 60, 110)}.get(getattr(c, "upgrade", "base"), (50, 70, 60))
            pygame.draw.rect(surface, colour, r, border_radius=6)
            if r.collidepoint(self.hover_pos):
                pygame.draw.rect(surface, theme.GLOW, r, 2, border_radius=6)
            surface.blit(th.text(f"{i + 1}  {label}", size, theme.TEXT, bold=True), (r.x + 8, r.y + (r.h - size) // 2))
            choice.rects.append(r)

    def draw_zoom(self, surface) -> None:
        if not self.zoom:
            return
        card, face = self.zoom
        L = self.geo
        h = min(int(L.size[1] * 0.62), 520)
        w = int(h / lay.CARD_RATIO)
        img = self.card_image(card, (w, h), face)
        x = L.size[0] - w - 20 if self.hover_pos[0] < L.size[0] / 2 else 20
        y = max(10, min(self.hover_pos[1] - h // 2, L.size[1] - h - 10))
        pygame.draw.rect(surface, (0, 0, 0), (x + 8, y + 10, w, h), border_radius=12)
        surface.blit(img, (x, y))

    # -- layout for tests and tools -------------------------------------------------------------------
    def layout(self):
        """Card id and control -> screen rectangle, for tests and the real-window driver."""
        G = self.geo
        out = {}
        for seat in range(len(G.zones)):
            for i, ((card, _), rect) in enumerate(zip(self.hand_cards(seat), self.hand_layout(seat))):
                out[f"hand:{seat}:{i}:{card}"] = list(rect)
            for card, rect in zip(self.supply_cards(seat), self.supply_layout(seat)):
                out[f"supply:{seat}:{card}"] = list(rect)
            z = G.zones[seat]
            out[f"ability:{seat}"] = list(z.ability)
            out[f"played:{seat}"] = list(z.played)
            if self.end_turn_visible(seat):
                out[f"end_turn:{seat}"] = list(z.end_turn)
        for p, rect in enumerate(G.enemies[:len(self.session.state.row)]):
            out[f"enemy:{p}"] = list(rect)
            if p < len(self.session.state.locations):
                out[f"location:{p}:{self.session.state.locations[p]}"] = list(G.locations[p])
        for s_, rect in enumerate(G.display):
            out[f"display:{s_}"] = list(rect)
        for name, rect in G.buttons.items():
            out[f"button:{name}"] = list(rect)
        for rect, c in self.prompt_buttons():
            out[f"prompt:{self.command_label(c)}"] = list(rect)
        out["dice"] = list(G.tray)
        out["turn_card"] = list(G.turn_card)
        out["busy"] = [int(self.busy)]
        out["commands"] = [len(self.session.engine.log)]
        out["choice"] = [len(self.choice.options)] if self.choice else [0]
        return out
