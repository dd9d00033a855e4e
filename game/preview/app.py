"""`ark-table preview [FILE or FOLDER]`: every card of the chosen YAML files in a grid; edits redraw live.

Keys: type to filter (Esc clears), F flips front/back, click a card to zoom, R outlines the layout's
regions in the zoomed view, arrows step through zoomed cards, Esc closes the zoom, Q quits.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pygame

from game import desktop
from game.engine.cards import Problem
from game.preview.watch import changed, folder_files, folders, snapshot
from game.sprites.builder import Planner, render_job, save_sprites
from game.sprites.cache import SIZES, FileHashes, Manifest, cache_dir_for, sprite_file
from game.sprites.cardset import load_cards, yaml_files
from game.sprites.check import card_problems
from game.sprites.spec import CardSet
from game.sprites.paths import ASSETS, layout_dirs
from game.table.theme import wrap

BG = (38, 40, 46)
PANEL = (28, 29, 34)
TEXT = (232, 230, 224)
MUTED = (150, 150, 160)
CHANGED = (255, 170, 40)
ERROR_BG = (90, 24, 28)
THUMB = (SIZES["table"], round(SIZES["table"] * 1.4))
GAP = 14
TOP = 48
CAPTION = 16
MARK_SECONDS = 6.0
PROBLEM_MARGIN, PROBLEM_INDENT, PROBLEM_TOP, PROBLEM_LINE = 12, 24, 28, 18   # the problems panel, pixels
PROBLEMS_MAX_H = 240
FRAME_BUDGET = 0.03   # seconds of drawing cards per frame, so the window stays responsive


def fitted(lines: list[tuple[str, int]], room: int) -> list[tuple[str, int]]:
    """The problem lines that fit `room` rows; when some do not, the last row says how many more."""
    if len(lines) <= room:
        return lines
    return lines[:room - 1] + [(f"… {len(lines) - room + 1} more lines: `ark-table cards check` prints them all", 0)]


class PreviewApp:
    """The preview's state and frame loop; `step()` runs one frame (tests drive it headless)."""

    def __init__(self, targets, game: str, size=(1280, 820), assets: Path = ASSETS):
        pygame.display.init()   # no audio: the preview makes no sound
        pygame.font.init()
        pygame.display.set_caption("Ark Table — card preview")
        desktop.set_window_icon(pygame)
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.targets = [Path(t) for t in targets]
        self.game = game
        self.assets = Path(assets)
        self.font = pygame.font.Font(str(self.assets / "fonts" / "DejaVuSans.ttf"), 14)
        self.small = pygame.font.Font(str(self.assets / "fonts" / "DejaVuSansCondensed.ttf"), 12)
        self.bold = pygame.font.Font(str(self.assets / "fonts" / "DejaVuSans-Bold.ttf"), 15)
        self.renderer = None
        self.hashes = FileHashes()
        self.cards: CardSet | None = None
        self.planner: Planner | None = None   # kept while no layout file changes (it holds them resolved)
        self.specs: dict = {}              # id -> spec currently shown (last good ones kept)
        self.inputs: dict[str, str] = {}   # id -> the input key its surface was drawn from
        self.deps: dict[str, dict] = {}    # id -> {file: hash} its surface used
        self.dep_hashes: dict[str, str] = {}   # every file a surface used -> its hash when last used
        self.unsaved: dict[str, tuple[dict, pygame.Surface]] = {}   # id -> manifest entry, surface to cache
        self.surfaces: dict[str, pygame.Surface] = {}
        self.thumbs: dict[str, pygame.Surface] = {}
        self.outlined: dict[str, pygame.Surface] = {}
        self.pending: list[str] = []
        self.changed_at: dict[str, float] = {}
        self.problems: list[Problem] = []
        self.problems_stale = False    # the cards changed since `problems` was found (see check())
        self.render_problems: dict[str, list[Problem]] = {}
        self.filter = ""
        self.filter_focus = False      # typed keys go to the filter (after / or a click on it)
        self.face = "front"
        self.zoomed: str | None = None
        self.show_regions = False
        self.scroll = 0
        self.running = True
        self.first_load = True
        self.last_redraw_ms = 0.0
        self.save_seen_at: float | None = None
        self._snapshot: dict = {}
        self._watched: list[str] | None = None   # listed again only when files come or go (see watched())
        self._rects: dict[str, pygame.Rect] = {}
        self.reloads = 0                         # how many times the files were read
        self._visible: tuple = ("", -1, [])      # (filter, reloads, the ids shown): visible_ids()
        self.reload()

    # --- files -----------------------------------------------------------------------------------
    def watched(self) -> list[str]:
        """Card files, layouts, icons, fonts and art files (saving any of them redraws what uses it), and the
        folders they are listed from (a file added to one is seen as the folder changing). Listed again only
        when files come or go or a drawn card uses other files: a poll only looks at what is listed."""
        if self._watched is None:
            self._watched = self._list_watched()
        return self._watched

    def _list_watched(self) -> list[str]:
        files: set[str] = set()
        for target in self.targets:
            files.update(map(str, yaml_files(target) + folders(target)))
        root = self.cards.root if self.cards else (self.targets[0] if self.targets else Path("."))
        for folder in layout_dirs(root):
            files.update(map(str, folder_files(folder, (".yaml",)) + folders(folder)[:1]))
        files.update(map(str, folder_files(self.assets / "icons") + [self.assets / "icons"]))
        for deps in self.deps.values():
            files.update(deps)
        return sorted(files)

    def poll(self) -> bool:
        """Look for saved files; reload when one changed. True when something changed. Every frame looks:
        a look is a stat of each watched file, a fraction of a millisecond (tools/bench_sprites.py)."""
        now = time.perf_counter()
        after = snapshot(self.watched())
        if not changed(self._snapshot, after):
            return False
        touched = changed(self._snapshot, after)
        edited = {p for p in touched if p in self._snapshot}   # not just files watched since the last look
        self._snapshot = after
        if not edited:
            return False
        self.save_seen_at = now
        icons = self.assets / "icons"
        if any(Path(p) == icons or Path(p).parent == icons or Path(p).suffix in (".png", ".ttf") for p in touched):
            if self.renderer is not None:
                self.renderer.reset()
        self.reload(touched)
        return True

    def reload(self, touched: set[str] = frozenset()) -> None:
        """Read the card files again (only those whose bytes changed are parsed: game.engine.cards.parsed);
        queue for drawing every card whose inputs or files changed. `touched`: the files and folders a
        poll saw change. The problem list follows once the queued cards are drawn (check())."""
        cards = load_cards(self.targets, self.game)
        moved = any(os.path.isdir(p) or not os.path.exists(p) for p in touched)   # files came or went
        if moved or self.cards is None or cards.files != self.cards.files:
            self._watched = None
        broken = {p.file for p in cards.problems}
        specs = dict(cards.specs)
        for card_id, spec in self.specs.items():  # a broken file keeps its last good cards on screen
            if card_id not in specs and spec.file in broken:
                specs[card_id] = spec
        self.cards = cards
        if self.planner is None or moved or self._layouts_touched(touched):
            self.planner = Planner(cards, self.hashes)
        planner = self.planner
        used_changed = any(self.hashes.of(p) != h for p, h in self.dep_hashes.items())   # fonts, icons, art
        folder = cache_dir_for(self.game, cards.root)
        manifest = Manifest(folder) if self.first_load else None
        self.jobs = {}
        for card_id, spec in specs.items():
            job = planner.job(spec)
            if job is None:
                continue  # its layout is broken: keep the last good picture
            self.jobs[card_id] = job
            same_inputs = self.inputs.get(card_id) == job.inputs
            same_files = not used_changed or all(self.hashes.of(p) == h for p, h in self.deps.get(card_id, {}).items())
            if card_id in self.surfaces and same_inputs and same_files:
                continue
            entry = manifest.valid(card_id, job.inputs, self.hashes) if manifest else None
            if entry is not None:  # drawn before (by a build or an earlier preview): load it
                try:
                    self._set_surface(card_id, pygame.image.load(str(sprite_file(folder, entry["key"], "zoom"))),
                                      job.inputs, entry.get("deps", {}), mark=False)
                    self.render_problems[card_id] = [Problem(*p) for p in entry.get("problems", [])]
                    continue
                except (pygame.error, OSError):
                    pass
            if card_id not in self.pending:
                self.pending.append(card_id)
        for card_id in list(self.surfaces):
            if card_id not in specs:
                for table in (self.surfaces, self.thumbs, self.outlined, self.inputs, self.deps):
                    table.pop(card_id, None)
        self.specs = specs
        self.reloads += 1
        self.folder = folder
        self.problems_stale = True
        self.first_load = False
        if not self._snapshot:
            self._snapshot = snapshot(self.watched())

    def _layouts_touched(self, touched: set[str]) -> bool:
        """Whether a saved file is a layout: the planner resolves the layouts again."""
        folders = {str(f) for f in self.planner.book.folders}
        return any(os.path.dirname(p) in folders for p in touched)

    def check(self) -> None:
        """Find every problem `cards check` reports for the files (the rules' check, then the sprite
        builder's). Run after the changed cards are drawn, so a save shows its card first."""
        self.problems = card_problems(self.targets, self.game, self.cards, self.planner)
        self.problems_stale = False

    def _set_surface(self, card_id, surface, inputs, deps, mark=True):
        self.surfaces[card_id] = surface
        self.thumbs[card_id] = pygame.transform.smoothscale(surface, THUMB)
        self.outlined.pop(card_id, None)
        self.inputs[card_id] = inputs
        if self.deps.get(card_id) != deps:
            self._watched = None   # the card now uses other files (or other versions of them)
        self.deps[card_id] = deps
        self.dep_hashes.update(deps)
        if mark:
            self.changed_at[card_id] = time.perf_counter()

    def draw_pending(self, budget: float = FRAME_BUDGET) -> int:
        """Draw queued cards for up to `budget` seconds; the number drawn. They go into the sprite cache
        once the queue is empty (save_drawn()), after the frame that shows them."""
        if self.renderer is None:
            from game.sprites.render import CardRenderer
            self.renderer = CardRenderer(self.assets)
        started = time.perf_counter()
        drawn = 0
        while self.pending and (not drawn or time.perf_counter() - started < budget):
            card_id = self.pending.pop(0)
            job = self.jobs.get(card_id)
            if job is None:
                continue
            mark = card_id in self.surfaces
            key, deps, problems, surface = render_job(job, self.assets, self.renderer)
            self.unsaved[card_id] = ({"input": job.inputs, "deps": deps, "key": key, "problems": problems}, surface)
            self._set_surface(card_id, surface, job.inputs, deps, mark=mark)
            self.render_problems[card_id] = [Problem(*p) for p in problems]
            drawn += 1
        if drawn and not self.pending and self.save_seen_at is not None:
            self.last_redraw_ms = (time.perf_counter() - self.save_seen_at) * 1000
            self.save_seen_at = None
        return drawn

    def save_drawn(self) -> None:
        """The cards drawn since the last save into the sprite cache (the table and the next preview
        load them from there): their PNGs, then one manifest update for them all."""
        for entry, surface in self.unsaved.values():
            save_sprites(surface, self.folder, entry["key"])
        if self.unsaved:
            Manifest(self.folder).save({card_id: entry for card_id, (entry, _) in self.unsaved.items()})
        self.unsaved.clear()

    # --- what is shown ---------------------------------------------------------------------------
    def all_problems(self) -> list[Problem]:
        """Every problem of the files as they are now (`cards check`'s, then those met drawing)."""
        if self.problems_stale:
            self.check()
        return self.shown_problems()

    def shown_problems(self) -> list[Problem]:
        """The problems on screen: those found at the last check, and those met drawing."""
        found = list(self.problems)
        for card_id in self.specs:
            found += self.render_problems.get(card_id, [])
        seen, result = set(), []
        for p in found:
            if str(p) not in seen:
                seen.add(str(p))
                result.append(p)
        return result

    def visible_ids(self) -> list[str]:
        """The card faces that match the filter, in file order (found again when the filter or the cards
        change, not at every frame)."""
        if self._visible[:2] != (self.filter, self.reloads):
            words = self.filter.lower().split()
            result = []
            for card_id, spec in self.specs.items():
                if spec.is_back:
                    continue
                haystack = " ".join([card_id, spec.kind, str(spec.fields.get("name", "")),
                                     str(spec.fields.get("faction_name", spec.fields.get("box_name", "")))]).lower()
                if all(w in haystack for w in words):
                    result.append(card_id)
            self._visible = (self.filter, self.reloads, result)
        return list(self._visible[2])

    def shown_id(self, card_id: str) -> str:
        """The sprite shown for a card: itself, or its back when flipped."""
        spec = self.specs.get(card_id)
        if self.face == "back" and spec is not None and spec.back in self.specs:
            return spec.back
        return card_id

    # --- events ----------------------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 60)
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def click(self, pos) -> None:
        if self.zoomed is not None:
            if self._regions_button().collidepoint(pos):
                self.show_regions = not self.show_regions
            else:
                self.zoomed = None
            return
        self.filter_focus = self._filter_box().collidepoint(pos)
        if self.filter_focus:
            return
        if self._flip_button().collidepoint(pos):
            self.face = "back" if self.face == "front" else "front"
            return
        for card_id, rect in self._rects.items():
            if rect.collidepoint(pos):
                self.zoomed = card_id
                return

    def key(self, event) -> None:
        ids = self.visible_ids()
        if self.filter_focus:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.filter_focus = False
            elif event.key == pygame.K_BACKSPACE:
                self.filter = self.filter[:-1]
            elif event.unicode and event.unicode.isprintable():
                self.filter += event.unicode
                self.scroll = 0
            return
        if event.key == pygame.K_ESCAPE:
            if self.zoomed is not None:
                self.zoomed = None
            else:
                self.running = False
        elif event.key == pygame.K_q:
            self.running = False
        elif event.key in (pygame.K_SLASH, pygame.K_f) and not event.mod & pygame.KMOD_CTRL:
            self.filter_focus = True
        elif self.zoomed is not None and event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.zoomed in ids:
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.zoomed = ids[(ids.index(self.zoomed) + step) % len(ids)]
        elif self.zoomed is not None and event.key == pygame.K_r:
            self.show_regions = not self.show_regions
        elif event.key == pygame.K_BACKSPACE:
            self.filter = self.filter[:-1]
        elif event.key == pygame.K_TAB or (event.key == pygame.K_f and event.mod & pygame.KMOD_CTRL):
            self.face = "back" if self.face == "front" else "front"

    # --- drawing ---------------------------------------------------------------------------------
    def _filter_box(self) -> pygame.Rect:
        return pygame.Rect(10, 8, 380, 32)

    def _flip_button(self) -> pygame.Rect:
        return pygame.Rect(self.screen.get_width() - 150, 8, 140, 32)

    def _regions_button(self) -> pygame.Rect:
        return pygame.Rect(self.screen.get_width() - 300, 8, 140, 32)

    def draw(self) -> None:
        screen = self.screen
        screen.fill(BG)
        problems = self.shown_problems()
        lines = self.problem_lines(problems, screen.get_width() - 2 * PROBLEM_MARGIN)
        panel_h = min(PROBLEMS_MAX_H, PROBLEM_TOP + PROBLEM_LINE * len(lines) + 4) if lines else 0
        self._draw_grid(pygame.Rect(0, TOP, screen.get_width(), screen.get_height() - TOP - panel_h))
        self._draw_top_bar()
        if lines:
            area = pygame.Rect(0, screen.get_height() - panel_h, screen.get_width(), panel_h)
            self._draw_problems(len(problems), lines, area)
        if self.zoomed is not None:
            self._draw_zoom()

    def _draw_top_bar(self) -> None:
        screen = self.screen
        pygame.draw.rect(screen, PANEL, (0, 0, screen.get_width(), TOP))
        box = self._filter_box()
        pygame.draw.rect(screen, (55, 57, 64), box, border_radius=6)
        if self.filter_focus:
            pygame.draw.rect(screen, (120, 160, 230), box, 2, border_radius=6)
        if self.filter or self.filter_focus:
            label = self.filter + ("_" if self.filter_focus else "")
        else:
            label = "/ to filter: name, id, kind, faction…   Q or Esc quits"
        screen.blit(self.font.render(label, True, TEXT if self.filter else MUTED), (box.x + 10, box.y + 7))
        flip = self._flip_button()
        pygame.draw.rect(screen, (70, 90, 130), flip, border_radius=6)
        text = self.font.render(f"Tab: show {'backs' if self.face == 'front' else 'fronts'}", True, TEXT)
        screen.blit(text, text.get_rect(center=flip.center))
        ids = self.visible_ids()
        state = f"{len(ids)} cards" + (f" · drawing {len(self.pending)}…" if self.pending else "")
        if self.last_redraw_ms:
            state += f" · last redraw {self.last_redraw_ms:.0f} ms after save"
        recent = [i for i, t in self.changed_at.items() if time.perf_counter() - t < MARK_SECONDS]
        if recent:
            state += f" · changed: {', '.join(recent[:4])}{'…' if len(recent) > 4 else ''}"
        screen.blit(self.small.render(state, True, MUTED), (box.right + 16, 16))

    def _draw_grid(self, area: pygame.Rect) -> None:
        screen = self.screen
        columns = max(1, (area.width - GAP) // (THUMB[0] + GAP))
        ids = self.visible_ids()
        rows = (len(ids) + columns - 1) // columns
        self.scroll = max(0, min(self.scroll, rows * (THUMB[1] + CAPTION + GAP) - area.height + GAP))
        self._rects = {}
        clip = screen.get_clip()
        screen.set_clip(area)
        now = time.perf_counter()
        for index, card_id in enumerate(ids):
            row, col = divmod(index, columns)
            rect = pygame.Rect(area.x + GAP + col * (THUMB[0] + GAP),
                               area.y + GAP + row * (THUMB[1] + CAPTION + GAP) - self.scroll, *THUMB)
            if rect.bottom < area.top or rect.top > area.bottom:
                continue
            self._rects[card_id] = rect
            thumb = self.thumbs.get(self.shown_id(card_id))
            if thumb is not None:
                screen.blit(thumb, rect)
            else:
                pygame.draw.rect(screen, (60, 62, 70), rect, border_radius=8)
                screen.blit(self.small.render("drawing…", True, MUTED), (rect.x + 40, rect.centery))
            if now - self.changed_at.get(card_id, -99) < MARK_SECONDS:
                pygame.draw.rect(screen, CHANGED, rect.inflate(8, 8), 3, border_radius=10)
                tag = self.small.render(" changed ", True, (20, 20, 20), CHANGED)
                screen.blit(tag, (rect.right - tag.get_width(), rect.y - 4))
            if self.render_problems.get(card_id):
                pygame.draw.rect(screen, (230, 60, 60), rect.inflate(4, 4), 2, border_radius=9)
            caption = self.small.render(card_id, True, MUTED)
            screen.blit(caption, (rect.x, rect.bottom + 1))
        screen.set_clip(clip)

    def problem_lines(self, problems: list[Problem], width: int) -> list[tuple[str, int]]:
        """Each problem as `file:line: message`, wrapped to `width` pixels: (text, indent) per line; a
        problem's later lines are indented so where the next one begins shows."""
        cwd = Path.cwd()
        lines: list[tuple[str, int]] = []
        for problem in problems:
            file = problem.file
            try:
                file = str(Path(file).resolve().relative_to(cwd))
            except ValueError:
                pass
            wrapped = wrap(self.small, f"{file}:{problem.line}: {problem.message}", width)
            lines.append((wrapped[0], 0))
            lines += [(text, PROBLEM_INDENT) for text in wrap(self.small, " ".join(wrapped[1:]),
                                                               width - PROBLEM_INDENT)] if wrapped[1:] else []
        return lines

    def _draw_problems(self, count: int, lines: list[tuple[str, int]], area: pygame.Rect) -> None:
        screen = self.screen
        pygame.draw.rect(screen, ERROR_BG, area)
        title = self.bold.render(f"{count} problem(s) — the last good cards stay on screen", True,
                                 (255, 220, 220))
        screen.blit(title, (area.x + PROBLEM_MARGIN, area.y + 6))
        for row, (text, indent) in enumerate(fitted(lines, (area.height - PROBLEM_TOP) // PROBLEM_LINE)):
            line = self.small.render(text, True, (255, 235, 235))
            screen.blit(line, (area.x + PROBLEM_MARGIN + indent, area.y + PROBLEM_TOP + row * PROBLEM_LINE))

    def _draw_zoom(self) -> None:
        screen = self.screen
        shade = pygame.Surface(screen.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 190))
        screen.blit(shade, (0, 0))
        card_id = self.shown_id(self.zoomed)
        surface = self.surfaces.get(card_id)
        if surface is None:
            return
        if self.show_regions:
            surface = self._outlined(card_id) or surface
        height = min(screen.get_height() - TOP - 20, surface.get_height() * 1.6)
        width = round(surface.get_width() * height / surface.get_height())
        if (width, round(height)) != surface.get_size():
            surface = pygame.transform.smoothscale(surface, (width, round(height)))
        rect = surface.get_rect(center=(screen.get_width() // 2, (screen.get_height() + TOP) // 2))
        screen.blit(surface, rect)
        button = self._regions_button()
        pygame.draw.rect(screen, (120, 70, 130) if self.show_regions else (70, 90, 130), button, border_radius=6)
        text = self.font.render("R: regions " + ("on" if self.show_regions else "off"), True, TEXT)
        screen.blit(text, text.get_rect(center=button.center))
        spec = self.specs.get(card_id)
        if spec is not None:
            where = f"{spec.id} · layout {spec.kind} · {spec.file}:{spec.line}"
            screen.blit(self.small.render(where, True, TEXT), (12, TOP + 4))

    def _outlined(self, card_id: str):
        if card_id not in self.outlined and card_id in self.jobs and self.renderer is not None:
            job = self.jobs[card_id]
            surface, _ = self.renderer.render(job.spec, job.layout, 720, outline=True, report=False)
            self.outlined[card_id] = surface
        elif self.renderer is None:
            self.draw_pending(0)
            return None
        return self.outlined.get(card_id)

    # --- the loop --------------------------------------------------------------------------------
    def step(self) -> None:
        """One frame: events, file watch, some drawing of cards, the screen."""
        for event in pygame.event.get():
            self.handle(event)
        if not self.pending:   # the frame before showed the cards a save changed: now the rest
            self.save_drawn()
            if self.problems_stale:
                self.check()
        self.poll()
        if self.pending:
            self.draw_pending()
        self.draw()
        pygame.display.flip()

    def run(self) -> int:
        clock = pygame.time.Clock()
        while self.running:
            self.step()
            clock.tick(60)
        self.save_drawn()
        pygame.quit()
        return 0


def main(argv: list[str]) -> int:
    """`ark-table preview [FILE or FOLDER ...]` (default: all cards of the game named, else the first game)."""
    import argparse
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    from game.engine.gamelist import GAMES
    from game.sprites.paths import game_cards_dir, game_for
    parser = argparse.ArgumentParser(prog="ark-table preview", description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="*", help="card YAML files or folders")
    parser.add_argument("--game", default=None, choices=GAMES,
                        help=f"which game's cards (default: the paths' game; with no paths, {GAMES[0]})")
    parser.add_argument("--screenshot", help="draw everything, save a screenshot to this PNG and quit")
    args = parser.parse_args(argv)
    try:
        args.game = game_for(args.game, args.paths)
    except ValueError as exc:
        print(f"ark-table preview: {exc}", file=sys.stderr)
        return 2
    targets = [Path(p) for p in args.paths] or [game_cards_dir(args.game)]
    missing = [str(p) for p in targets if not p.exists()]
    if missing:
        print(f"ark-table preview: no such file or folder: {', '.join(missing)}", file=sys.stderr)
        return 2
    desktop.prepare_process()
    app = PreviewApp(targets, args.game)
    if args.screenshot:
        while app.pending:
            app.draw_pending(1.0)
        app.save_drawn()
        app.check()
        app.draw()
        pygame.image.save(app.screen, args.screenshot)
        return 0
    return app.run()
