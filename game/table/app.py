"""The window and its one main loop: events, then fixed-step updates, then drawing.

`ark-table` (no subcommand) opens the main menu; `ark-table play --game noah --players 2 --seed 7`
starts a game directly.
"""
from __future__ import annotations

import os
import sys
import threading
import time
import warnings
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import applog, desktop
from game.table import settings as settings_mod
from game.table.input import InputRouter
from game.table.scenes.base import Scene, SceneStack
from game.table.screens import screen
from game.table.sound import Sounds
from game.table import memory, theme
from game.table.theme import Theme
from game.table.widgets.toast import Toasts
from game.table.warmup import Warmup

if TYPE_CHECKING:
    import argparse

STEP = 1 / 120          # the fixed time step for animation and physics
MAX_FRAME = 0.25        # a long stall (a dragged window) is not replayed as hundreds of steps
MIN_SIZE = (1280, 720)

log = applog.logger(__name__)


class App:
    """Owns the window, the settings, the input router and the scene stack."""

    def __init__(self, size: tuple[int, int] | None = None, settings: settings_mod.Settings | None = None):
        self.started = time.perf_counter()
        pygame.display.init()
        if pygame.display.get_driver() == "x11":
            # The window's pixels go to X through shared memory, not through an OpenGL texture: SDL's
            # default on X11 loads the GL driver (Mesa's software one: ~110 MB) for a copy a frame.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.font.init()
        self.settings = settings or settings_mod.load_settings()
        self.theme = Theme(self.settings.colour_blind)
        pygame.display.set_caption("Ark Table")
        desktop.set_window_icon(pygame)
        self.fullscreen = False
        start = size or self.settings.window_size
        self.screen = pygame.display.set_mode(start, pygame.RESIZABLE)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except Exception:  # an older SDL or a driver without windows: the layout still copes
            log.info("the window has no minimum size", exc_info=True)
        # Everything a window change touches exists before the window may change (full screen from
        # the settings resizes the router and the scenes).
        self.router = InputRouter(self.screen.get_size())
        self.pad_notices = Toasts(seconds=6.0)     # gamepads plugged in and unplugged, over every scene
        self.stack = SceneStack()
        self.notices = [self.settings.notice] if self.settings.notice else []   # shown once the menu is up
        for notice in self.notices:
            log.warning(notice)
            print(f"ark-table: {notice}", file=sys.stderr)
        if self.settings.fullscreen and size is None:
            self.toggle_fullscreen()
        self.card_arts: dict = {}          # game -> CardArt, shared by every table of that game
        # Set between frames, clear while one is drawn: background workers wait on it, so they use the
        # loop's idle time. They start after the first frame, which waits for nothing.
        self.idle = threading.Event()
        self.idle.set()
        self.warmup = Warmup(self.idle)
        self.warmup.hold = True
        self.sounds = Sounds(self.settings, gate=self.idle)
        self.clock = pygame.time.Clock()
        self.fps = self._display_rate()
        self.running = True
        self.accumulator = 0.0
        self.frame_count = 0
        self.first_frame_at: float | None = None
        self.layout_file = os.environ.get("ARK_TABLE_LAYOUT_FILE")
        self._last_layout: dict | None = None
        # The program's own window settles its memory (game.table.memory); many apps made in one test
        # process do not (each would collect the whole process, and keep what the others left).
        self.settles = False

    @staticmethod
    def _display_rate() -> int:
        try:
            rates = pygame.display.get_desktop_refresh_rates()
            if rates and rates[0] and rates[0] > 0:
                return int(rates[0])
        except (pygame.error, AttributeError):
            pass
        return 60

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    # -- settings ---------------------------------------------------------------------------------
    def apply_settings(self) -> None:
        """Take changed settings into use and persist them."""
        self.theme.colour_blind = self.settings.colour_blind
        settings_mod.save_settings(self.settings)
        for scene in self.stack.scenes:
            scene.settings_changed()

    # -- window -----------------------------------------------------------------------------------
    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = self._windowed(self.settings.window_size)
        self.settings.fullscreen = self.fullscreen
        settings_mod.save_settings(self.settings)
        self._resized()

    @staticmethod
    def _windowed(size: tuple[int, int]) -> pygame.Surface:
        """Back from full screen to a window of `size`. On X11 with SDL's framebuffer path (see
        __init__), the first request still finds the window full screen and SDL keeps the screen's size
        ("forcibly resized by the OS"); asked again, the window takes its size."""
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        if screen.get_size() != tuple(size):
            screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        return screen

    def resize(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        if self.screen.get_size() != size and not self.fullscreen:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        if not self.fullscreen:
            self.settings.window_width, self.settings.window_height = size
            settings_mod.save_settings(self.settings)
        self._resized()

    def _resized(self) -> None:
        self.router.resize(self.size)
        self.stack.resize(self.size)

    # -- the loop ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
            return
        if event.type == pygame.WINDOWSIZECHANGED:
            if pygame.display.get_surface() is not None and self.screen.get_size() != (event.x, event.y):
                self.resize((event.x, event.y))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT):
            if self.stack.process_event(event) is None:
                return      # the top scene took the key as its own (a hot key, typing)
        for pe in self.router.translate(event):
            self.deliver(pe)

    def deliver(self, pe) -> None:
        """A gesture to the top scene. A release or an unplugged pad reaches every scene beneath as a
        letting go (what the pointer held there is put back, nothing is played or clicked under a menu
        or overlay); an unknown pad's input nobody used opens the mapping screen."""
        reached = self.stack.receivers()
        left = self.stack.pointer(pe)
        if pe.kind in ("up", "gone"):
            beneath = replace(pe, kind="let_go") if pe.kind == "up" else pe
            for scene in self.stack.scenes[:-1]:
                if pe.kind == "gone" or scene not in reached:   # a table under a lesson's bar had the release
                    scene.pointer(beneath)
        if left is not None and left.kind == "pad_input" and not self.showing("pad_mapping"):
            self.open("pad_mapping", int(left.pointer[3:]))

    def frame(self, dt: float) -> None:
        """One frame: all waiting events, the fixed steps that fit in `dt`, one drawing."""
        self.idle.clear()
        try:
            self._frame(dt)
        finally:
            self.idle.set()

    def _frame(self, dt: float) -> None:
        for event in pygame.event.get():
            self.handle_event(event)
            if not self.running:
                return
        for text, tone, topic in self.router.take_notices():
            self.pad_notices.show(text, theme.OK if tone == "ok" else theme.DANGER, key=topic)
        self.accumulator += min(dt, MAX_FRAME)
        while self.accumulator >= STEP:
            for pe in self.router.update(STEP):    # held sticks and buttons, whatever scene is on top
                self.deliver(pe)
            self.stack.update(STEP)
            self.pad_notices.update(STEP)
            self.accumulator -= STEP
        if not self.stack.scenes:
            self.running = False
            return
        self.stack.draw(self.screen)
        if self.pad_notices.items:
            self.pad_notices.draw(self.screen, self.theme, (self.size[0] // 2, 150))
        pygame.display.flip()
        self.frame_count += 1
        if self.layout_file:
            self._write_layout()
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()
            applog.open_now()          # the log file, put off till the menu is up (game/applog.py)
            self.warmup.hold = False   # the background work waits for the first frame
            self.sounds.start()
            self.start_pads()
            self.settle(collect=False)      # the program as started

    @staticmethod
    def start_pads() -> None:
        """Gamepads are looked for once the first frame is up (the pads plugged in are then told as
        plugged in, between frames, like any pad plugged in later)."""
        try:
            pygame.joystick.init()
            from pygame._sdl2 import controller
            controller.init()   # mapped pads also speak CONTROLLER* events (named buttons)
        except (pygame.error, ImportError):
            pass

    def run(self, max_frames: int | None = None) -> None:
        self.clock.tick()
        while self.running and self.stack.scenes:
            # the first frame is drawn at once; the others at the display's rate
            dt = (self.clock.tick(self.fps) if self.frame_count else self.clock.tick()) / 1000.0
            self.frame(dt)
            if max_frames is not None and self.frame_count >= max_frames:
                break

    def stop_workers(self, timeout: float = 10.0) -> bool:
        """The warm-up and sound threads stopped before pygame goes (they draw and make sounds with it:
        one still at work when pygame.quit() ran crashed the process). True once both have stopped."""
        return self.warmup.stop(timeout) & self.sounds.stop(timeout)

    def quit(self) -> None:
        """Stop the loop; each scene's on_quit runs first (a game autosaves there), even if one fails."""
        for scene in list(self.stack.scenes):
            hook = getattr(scene, "on_quit", None)
            if hook:
                try:
                    hook()
                except Exception:  # the others still save; the last autosave on disk stays as it was
                    log.exception("%s failed while closing", type(scene).__name__)
        self.running = False

    def _write_layout(self) -> None:
        top = self.stack.top
        data = {"scene": type(top).__name__ if top else None, "size": list(self.size)}
        if top:
            data["rects"] = top.layout()
        if data == self._last_layout:
            return
        self._last_layout = data
        import json   # here: only tests and benchmarks ask for the layout file
        path = Path(self.layout_file)
        tmp = path.with_suffix(".tmp")
        try:
            tmp.write_text(json.dumps(data), encoding="utf-8")
            os.replace(tmp, path)
        except OSError:
            pass

    def settle(self, collect: bool = True) -> None:
        """What exists now is left out of the garbage collector's passes (at start-up, and once a game
        is laid out: see game.table.memory)."""
        if self.settles:
            memory.settle(collect)

    # -- scenes -----------------------------------------------------------------------------------
    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self, scene: Scene | None = None) -> None:
        self.stack.pop(scene)

    def open(self, name: str, *args, **kwargs) -> Scene:
        """Open the screen called `name` (game.table.screens) over the others, made with these
        arguments; returns it."""
        scene = screen(name)(self, *args, **kwargs)
        self.push(scene)
        return scene

    def showing(self, name: str) -> bool:
        """Whether a screen called `name` is open (on top or beneath)."""
        kind = screen(name)
        return any(isinstance(scene, kind) for scene in self.stack.scenes)

    def open_menu(self) -> None:
        menu = screen("menu")(self)
        self.stack.reset(menu)
        while self.notices:   # e.g. a settings file set aside at start-up: said once, on the first menu
            menu.toasts.show(self.notices.pop(0))


def parse_args(argv: list[str]) -> argparse.Namespace:
    from game.cli import play_parser
    return play_parser().parse_args(argv)


def crashed(app: App | None) -> None:
    """A bug escaped: log it, autosave (Continue on the next start resumes the game), and tell the player
    in a dialog what happened and where the log is. Called from inside the `except` block."""
    error = sys.exc_info()[1]
    applog.open_now()
    log.critical("Ark Table stopped on an error it could not handle", exc_info=True)
    if app is not None:
        app.quit()
    desktop.crash_dialog(pygame, error, applog.current_file())


def _card_problems(game: str) -> list:
    """The game's card problems (`cards check`'s list), loading its cards before any window opens."""
    from game.engine.cards.problems import CardError
    from game.engine.games import rules_for
    try:
        rules_for(game).cards
    except CardError as exc:
        return exc.problems
    return []


def main(argv: list[str] | None = None) -> int:
    """Open the window: the main menu, or straight into a game with `play --game ...`."""
    argv = list(sys.argv[1:] if argv is None else argv)
    play = bool(argv) and argv[0] == "play"
    if play:
        argv = argv[1:]
    # `ark-table` alone opens the menu with no option to read: argparse is not even imported.
    args = parse_args(argv) if argv or play else None
    size = None
    if args is not None and args.size:
        try:
            w, h = (int(v) for v in args.size.lower().split("x"))
            size = (max(MIN_SIZE[0], w), max(MIN_SIZE[1], h))
        except ValueError:
            print(f"ark-table: --size wants WIDTHxHEIGHT, not {args.size!r}", file=sys.stderr)
            return 2
    starts = args is not None and bool(play or args.load or args.resume or args.watch)   # a game, not the menu
    if starts:
        applog.open_now()     # a game at once: the engine logs before the first frame, to the file
        problems = _card_problems(args.game)
        if problems:
            print(f"ark-table: the {args.game} cards have {len(problems)} problem(s):", file=sys.stderr)
            for problem in problems:
                print(problem, file=sys.stderr)
            return 2
    desktop.prepare_process()
    app = None
    try:
        app = App(size=size)
        app.settles = True
        app.open_menu()
        if starts:
            from game.table import launch
            error = launch.start_from_args(app, args, play)
            if error:
                print(f"ark-table: {error}", file=sys.stderr)
                return 2
        app.run(max_frames=args.frames if args is not None else None)
    except Exception:
        crashed(app)
        raise
    finally:
        if app is not None:
            app.quit()
            app.stop_workers()
        pygame.quit()
        memory.release()
    return 0
