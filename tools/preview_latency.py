"""Save-to-redraw latency of the card preview, as a designer meets it (tools/bench_sprites.py prints it).

For each game, a copy of its cards is opened in the preview (a throw-away sprite cache), and the preview
runs its own loop: a frame, then the wait to the next of 60 a second. Between two frames, at a random
moment, one card's name is changed by one letter and the file saved, as an editor does. The latency is
from the save to the end of the first frame after which every card the save changed is redrawn and on
screen: the file watcher's look, the re-read, the drawing and the frame. (The preview writes the cards'
PNGs into the sprite cache and checks the files as `cards check` does in the frame after that one.)

The baseline, measured right after each edit (interleaved): the same cards drawn again alone (the same
drawing and the small copy the grid shows) and one frame shown, with nothing read, checked or cached. Wall time and the main thread's CPU
time (time.thread_time) are both given; on a shared machine wall time also counts the others' work.

    python tools/preview_latency.py --driver dummy --edits 12     # JSON lines, one per edit
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

FRAME = 1 / 60
NAME = re.compile(r"(?<=name: )(['\"]*)([A-Za-z])")


def card_names(folder: Path) -> list[tuple[Path, int]]:
    """(file, offset) of the first letter of every card's name (an indented `name:`; a faction's or a
    habitat's own name, at the top of its file, changes every card in it and is left out)."""
    found = []
    for path in sorted(folder.rglob("*.yaml")):
        if "layouts" in path.parts:
            continue
        text = path.read_text(encoding="utf-8")
        for match in NAME.finditer(text):
            line_start = text.rfind("\n", 0, match.start()) + 1
            if text[line_start] in " -":
                found.append((path, match.start(2)))
    return found


def save_edit(path: Path, offset: int) -> None:
    """Swap the case of one letter of a card's name and save, with a later modification time."""
    text = path.read_text(encoding="utf-8")
    letter = text[offset]
    path.write_text(text[:offset] + letter.swapcase() + text[offset + 1:], encoding="utf-8")
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))   # a coarse clock still sees it


def settle(app) -> None:
    """Frames until nothing is queued, the cache holds what was drawn and the problem list is up to date."""
    while app.pending or app.unsaved or app.problems_stale:
        app.step()


def measure_game(game: str, edits: int, rng: random.Random, work: Path) -> list[dict]:
    import pygame

    from game.preview.app import THUMB, PreviewApp
    from game.sprites.builder import render_job
    from game.sprites.paths import CARDS
    folder = work / game
    shutil.copytree(CARDS / game, folder, ignore=shutil.ignore_patterns("layouts"))
    os.environ["ARK_TABLE_CACHE"] = str(work / f"cache-{game}")
    app = PreviewApp([folder], game=game, size=(1280, 800))
    settle(app)
    names = card_names(folder)
    results = []
    for _ in range(edits):
        path, offset = rng.choice(names)
        app.step()
        next_frame = time.perf_counter() + FRAME
        time.sleep(rng.uniform(0, FRAME * 0.9))
        cpu0, saved = time.thread_time(), time.perf_counter()
        save_edit(path, offset)
        frames = 0
        while True:
            time.sleep(max(0.0, next_frame - time.perf_counter()))
            next_frame = time.perf_counter() + FRAME
            app.step()
            frames += 1
            redrawn = [i for i, t in app.changed_at.items() if t > saved]
            if redrawn and not app.pending:
                break
            if frames > 600:
                raise SystemExit(f"{game}: the save of {path.name} was not redrawn within 600 frames")
        wall, cpu = time.perf_counter() - saved, time.thread_time() - cpu0
        settle(app)
        cpu1, started = time.thread_time(), time.perf_counter()   # the baseline: the same cards drawn alone
        for card_id in redrawn:
            surface = render_job(app.jobs[card_id], app.assets, app.renderer)[3]
            pygame.transform.smoothscale(surface, THUMB)
        app.draw()
        pygame.display.flip()
        results.append({"game": game, "cards": len(redrawn), "frames": frames, "wall": wall, "cpu": cpu,
                        "base_wall": time.perf_counter() - started, "base_cpu": time.thread_time() - cpu1})
    pygame.display.quit()
    return results


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--driver", default="dummy", help="SDL video driver (x11 needs DISPLAY)")
    parser.add_argument("--edits", type=int, default=12, help="saves measured per game")
    parser.add_argument("--seed", type=int, default=20)
    args = parser.parse_args(argv)
    os.environ["SDL_VIDEODRIVER"] = args.driver
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.engine.gamelist import GAMES
    from game.userdirs import temporary_home
    temporary_home("ark-preview-")
    rng = random.Random(args.seed)
    work = Path(tempfile.mkdtemp(prefix="ark-preview-bench-"))
    try:
        for game in GAMES:
            for result in measure_game(game, args.edits, rng, work):
                print(json.dumps(result), flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
