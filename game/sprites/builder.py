"""Build sprites: plan what each card depends on, draw only what changed, on every core, with progress."""
from __future__ import annotations

import multiprocessing
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from game.engine.cards import Problem
from game.sprites.art import painter_for
from game.sprites.cache import (SIZES, FileHashes, Manifest, cache_dir_for, input_key, sprite_file,
                                sprite_key)
from game.sprites.spec import CardSet, CardSpec
from game.sprites.layouts import Layout, LayoutBook, check_resolved
from game.sprites.paths import ASSETS, layout_dirs


@dataclass
class BuildReport:
    """What a build did: how many drawn, how many from the cache, how long, and the problems found."""

    game: str
    folder: Path
    total: int = 0
    drawn: int = 0
    cached: int = 0
    seconds: float = 0.0
    problems: list[Problem] = field(default_factory=list)
    keys: dict[str, str] = field(default_factory=dict)     # card id -> sprite key
    redrawn: list[str] = field(default_factory=list)       # ids drawn this time

    def path(self, card_id: str, size: str = "table") -> Path | None:
        key = self.keys.get(card_id)
        return sprite_file(self.folder, key, size) if key else None

    def summary(self) -> str:
        per = f", {self.seconds * 1000 / self.drawn:.1f} ms a card drawn" if self.drawn else ""
        return (f"{self.total} sprites: {self.drawn} drawn, {self.cached} from the cache, "
                f"{self.seconds:.2f} s{per}; {len(self.problems)} problem(s).")


@dataclass
class Job:
    spec: CardSpec
    layout: Layout
    inputs: str


class Planner:
    """Resolves each card's layout chain and its input key; remembers layouts and file hashes."""

    def __init__(self, cardset: CardSet, hashes: FileHashes | None = None):
        self.book = LayoutBook(layout_dirs(cardset.root))
        self.hashes = hashes or FileHashes()
        self.problems: list[Problem] = []
        self._layout_hashes: dict[str, list[str]] = {}
        self._reported: set[str] = set()

    def job(self, spec: CardSpec) -> Job | None:
        layout, problems = self.book.get(spec.kind)
        if spec.kind not in self._reported:
            self._reported.add(spec.kind)
            self.problems += problems + (check_resolved(layout) if layout else [])
        if layout is None:
            return None
        if spec.kind not in self._layout_hashes:
            self._layout_hashes[spec.kind] = [self.hashes.of(p) for p in layout.chain]
        painter = painter_for(spec.game, spec.kind)
        return Job(spec, layout, input_key(spec.data_hash(), self._layout_hashes[spec.kind],
                                           f"{painter.__module__}.{painter.__qualname__}"))


# --- drawing, in this process or in a worker -------------------------------------------------------
_WORK: list[tuple[Job, Path]] = []
_STATE: dict = {}


def _renderer(assets: Path):
    renderer = _STATE.get("renderer")
    if renderer is None or renderer.assets != assets:
        from game.sprites.render import CardRenderer
        renderer = _STATE["renderer"] = CardRenderer(assets)
        _STATE["hashes"] = FileHashes()
    renderer.fonts.open_again_if_closed()
    return renderer


def draw_job(job: Job, folder: Path, assets: Path = ASSETS, renderer=None) -> tuple[str, dict, list, object]:
    """Draw one card at every size into the cache; return its key, the files it used, problems, the zoom surface."""
    key, deps, problems, surface = render_job(job, assets, renderer)
    save_sprites(surface, folder, key)
    return key, deps, problems, surface


def render_job(job: Job, assets: Path = ASSETS, renderer=None) -> tuple[str, dict, list, object]:
    """Draw one card at the zoom size, in memory: its key, the files it used, problems, the surface."""
    renderer = renderer or _renderer(assets)
    hashes = _STATE.setdefault("hashes", FileHashes())
    surface, problems = renderer.render(job.spec, job.layout, SIZES["zoom"])
    deps = {str(p): hashes.of(p) for p in sorted(renderer.deps)}
    return sprite_key(job.inputs, deps), deps, [(p.file, p.line, p.message) for p in problems], surface


def save_sprites(surface, folder: Path, key: str) -> None:
    """A card drawn at the zoom size into the cache at every size (PNGs written atomically)."""
    import pygame

    from game.sprites.pngio import save_png
    save_png(surface, sprite_file(folder, key, "zoom"))
    w, h = surface.get_size()
    table_w = SIZES["table"]
    small = pygame.transform.smoothscale(surface, (table_w, round(h * table_w / w)))
    save_png(small, sprite_file(folder, key, "table"))


def _worker_init(assets: Path):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    _STATE["assets"] = assets


def _worker_draw(index: int):
    job, folder = _WORK[index]
    key, deps, problems, _ = draw_job(job, folder, _STATE.get("assets", ASSETS))
    return index, key, deps, problems


def _progress(done: int, total: int, started: float, stream) -> None:
    tty = stream.isatty()
    if not tty and done not in {total * q // 4 for q in range(1, 5)}:
        return  # in a log, a few lines rather than a redrawn bar
    width = 30
    filled = round(width * done / max(1, total))
    bar = f"  [{'#' * filled}{'.' * (width - filled)}] {done}/{total} drawn  {time.perf_counter() - started:.1f} s"
    stream.write("\r" + bar if tty else bar + "\n")
    stream.flush()


def build(cardset: CardSet, *, cache_base: Path | None = None, jobs: int | None = None, force: bool = False,
          progress: bool = False, only: list[str] | None = None, assets: Path = ASSETS,
          planner: Planner | None = None, renderer=None) -> BuildReport:
    """Bring the cache up to date for the card set (or the ids in `only`); draw what changed."""
    started = time.perf_counter()
    folder = cache_dir_for(cardset.game, cardset.root, cache_base)
    report = BuildReport(cardset.game, folder)
    report.problems += cardset.problems
    planner = planner or Planner(cardset)
    manifest = Manifest(folder)
    wanted = [s for s in cardset.specs.values() if only is None or s.id in only]
    todo: list[Job] = []
    entries: dict[str, dict] = {}
    for spec in wanted:
        job = planner.job(spec)
        if job is None:
            continue
        report.total += 1
        entry = None if force else manifest.valid(spec.id, job.inputs, planner.hashes)
        if entry is not None:
            report.cached += 1
            report.keys[spec.id] = entry["key"]
            report.problems += [Problem(*p) for p in entry.get("problems", [])]
        else:
            todo.append(job)
    report.problems += planner.problems
    jobs = jobs or os.cpu_count() or 1
    stream = sys.stderr
    if todo:
        results = []
        if jobs > 1 and len(todo) >= 8 and "fork" in multiprocessing.get_all_start_methods():
            _WORK[:] = [(job, folder) for job in todo]   # inherited by the forked workers, never pickled
            import game.sprites.pngio  # noqa: F401  imported once here, not once in every worker
            import game.sprites.render  # noqa: F401
            with multiprocessing.get_context("fork").Pool(min(jobs, len(todo)), _worker_init, (assets,)) as pool:
                for done, result in enumerate(pool.imap_unordered(_worker_draw, range(len(todo)), chunksize=2), 1):
                    results.append(result)
                    if progress:
                        _progress(done, len(todo), started, stream)
            _WORK.clear()
        else:
            for index, job in enumerate(todo):
                key, deps, problems, _ = draw_job(job, folder, assets, renderer)
                results.append((index, key, deps, problems))
                if progress:
                    _progress(index + 1, len(todo), started, stream)
        if progress and stream.isatty():
            stream.write("\n")
        for index, key, deps, problems in results:
            job = todo[index]
            entries[job.spec.id] = {"input": job.inputs, "deps": deps, "key": key, "problems": problems}
            report.keys[job.spec.id] = key
            report.redrawn.append(job.spec.id)
            report.problems += [Problem(*p) for p in problems]
        report.drawn = len(results)
        manifest.save(entries)
    report.problems = _unique(report.problems)
    report.seconds = time.perf_counter() - started
    return report


def _unique(problems: list[Problem]) -> list[Problem]:
    seen, result = set(), []
    for p in problems:
        if (p.file, p.line, p.message) not in seen:
            seen.add((p.file, p.line, p.message))
            result.append(p)
    return result
