"""Reliability figures (not a test): games fuzzed with random legal and illegal commands and undo, saves
killed mid-write with SIGKILL, and damaged files from outside (saves, scenarios, card files, settings).
Prints a Markdown table for the README; exits 1 if anything was lost, crashed or misread.

Usage: python tools/reliability.py [--games 400] [--kills 60] [--files 2000]
"""
from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))   # the file damage of the fuzz test (tests/engine/mutate.py)

from engine.mutate import mutate  # noqa: E402

from game.engine import scenario  # noqa: E402
from game.engine.cards.problems import CardError  # noqa: E402
from game.engine.core.engine import Engine  # noqa: E402
from game.engine.core.protocol import EngineFailed, Rejected  # noqa: E402
from game.engine.core.rng import Rng  # noqa: E402
from game.engine.core.saves import SaveError, load_game, save_game  # noqa: E402
from game.engine.noah.cards import check_cards, load_cards  # noqa: E402
from game.engine.noah.commands import EndTurn, PlayAction, RecruitAgent  # noqa: E402
from game.engine.noah.rules import NOAH, NoahRules  # noqa: E402
from game.table.settings import read_settings  # noqa: E402

CARDS = ROOT / "cards" / "noah"
RULES = {"noah": NOAH}


def fuzz_games(games: int) -> tuple[int, int, list[str]]:
    """Whole games of random legal commands, with illegal commands and undo mixed in: no engine
    error, refusals change nothing, and save/load and replay reach the same state."""
    missions = sorted(NOAH.cards.missions)
    commands, failures = 0, []
    for number in range(games):
        pick = Rng.seeded(number)
        players = 1 + number % 4
        engine = Engine(NOAH, {"players": players, "mission": missions[number % len(missions)]}, number)
        while not engine.is_over and commands < 10 ** 9:
            seat = NOAH.active_seats(engine.state)[0]
            roll = pick.below(10)
            command = _illegal(engine, pick) if roll == 0 else None
            if command is not None and engine.rules.validate(engine.state, command) is not None:
                before = engine.hash()
                events = engine.submit(command)
                if not (isinstance(events[0], Rejected) and engine.hash() == before) or \
                        isinstance(events[0], EngineFailed):
                    failures.append(f"game {number}: {command} was not refused cleanly")
            elif roll == 1 and engine.can_undo:
                engine.undo(getattr(engine.log[-1], "seat", -1))
            else:
                legal = engine.legal_commands(seat)
                events = engine.submit(legal[pick.below(len(legal))])
                if isinstance(events[0], Rejected):
                    failures.append(f"game {number}: a legal command was refused: {events[0].reason}")
                    break
            commands += 1
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "game.yaml"
            save_game(engine, path)
            if load_game(path, RULES).hash() != engine.hash():
                failures.append(f"game {number}: save and load differ")
    return games, commands, failures


def _illegal(engine: Engine, pick: Rng):
    seats = len(engine.state.factions)
    choices = [EndTurn(pick.below(seats + 2)), RecruitAgent(pick.below(seats), "nobody"),
               PlayAction(pick.below(seats), "calyx", "corrupt", None, ("enemy", pick.below(6))),
               PlayAction(pick.below(seats), ["x"]), EndTurn(True)]
    return choices[pick.below(len(choices))]


_CHILD = """
import sys
from game.engine.core.engine import Engine
from game.engine.core.rng import Rng
from game.engine.core.saves import save_game
from game.engine.noah.rules import NOAH
path, seed = sys.argv[1], int(sys.argv[2])
engine = Engine(NOAH, {"players": 2}, seed, undo=False)
pick = Rng.seeded(seed)
while True:
    if engine.is_over:
        engine = Engine(NOAH, {"players": 2}, seed + 1, undo=False)
    legal = engine.legal_commands(NOAH.active_seats(engine.state)[0])
    engine.submit(legal[pick.below(len(legal))])
    print(engine.hash(), flush=True)   # announced before the save: the file holds this or an earlier one
    save_game(engine, path, verify=False)
"""


def kill_saves(kills: int) -> tuple[int, list[str]]:
    """A process saving after every command, killed with SIGKILL at a random moment: the save
    always loads, as one of the games it announced, and the next save clears what was left half-written."""
    failures = []
    rng = random.Random(7)
    for number in range(kills):
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "autosave.yaml"
            child = subprocess.Popen([sys.executable, "-c", _CHILD, str(path), str(number)], cwd=ROOT,
                                     stdout=subprocess.PIPE, text=True)
            announced = set()
            deadline = time.monotonic() + rng.uniform(0.3, 1.5)
            while time.monotonic() < deadline and len(announced) < 50_000:
                line = child.stdout.readline()
                if not line:
                    break
                announced.add(line.strip())
            child.send_signal(signal.SIGKILL)
            rest, _ = child.communicate()
            announced |= set(rest.split())
            if not path.exists():
                continue
            try:
                loaded = load_game(path, RULES)
            except SaveError as exc:
                failures.append(f"kill {number}: the save did not load: {exc}")
                continue
            if loaded.hash() not in announced:
                failures.append(f"kill {number}: the save holds a game that was never announced")
            for orphan in Path(folder).glob("*.tmp"):
                os.utime(orphan, (0, 0))   # a crash long ago: the next save clears it
            save_game(loaded, path)
            if list(Path(folder).glob("*.tmp")):
                failures.append(f"kill {number}: a half-written file was left behind")
    return kills, failures


SCENARIO = (ROOT / "examples" / "alex_hero_turn.yaml").read_text()
SETTINGS = "window_width: 1600\nwindow_height: 900\nfullscreen: true\nanimation_speed: 1.5\nsound: true\n"


def damaged_files(count: int) -> tuple[dict, list[str]]:
    """Saves, scenarios, card files and settings damaged `count` times each: each read succeeds or
    says why not in a sentence; nothing raises."""
    outcomes = {"saves": [0, 0], "scenarios": [0, 0], "card files": [0, 0], "settings files": [0, 0]}
    failures: list[str] = []
    engine = Engine(NOAH, {"players": 3}, 11)
    for _ in range(60):
        if engine.is_over:
            break
        legal = engine.legal_commands(NOAH.active_seats(engine.state)[0])
        engine.submit(legal[len(engine.log) * 7 % len(legal)])
    card_files = sorted(p.relative_to(CARDS) for p in CARDS.rglob("*.yaml") if "layouts" not in p.parts)
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        good = folder / "good.yaml"
        save_game(engine, good, table={"bots": [1], "pads": []})
        good_text = good.read_text()
        for seed in range(count):
            _try(outcomes["saves"], failures, f"save {seed}", lambda: _save(folder, good_text, seed, engine))
            _try(outcomes["scenarios"], failures, f"scenario {seed}", lambda: _scenario(folder, seed))
            _try(outcomes["settings files"], failures, f"settings {seed}", lambda: _settings(folder, seed))
            if seed % 4 == 0:
                file = card_files[seed // 4 % len(card_files)]
                _try(outcomes["card files"], failures, f"card file {seed} ({file})", lambda: _cards(folder, file, seed))
    return outcomes, failures


def _try(tally: list, failures: list, what: str, attempt) -> None:
    try:
        accepted = attempt()
    except Exception as exc:  # the figure counts exactly these: anything but a success or a sentence
        failures.append(f"{what}: {type(exc).__name__}: {exc}"[:300])
        return
    tally[0 if accepted else 1] += 1


def _save(folder: Path, text: str, seed: int, engine: Engine) -> bool:
    path = folder / "damaged.yaml"
    path.write_bytes(mutate(text, seed))
    try:
        loaded = load_game(path, RULES)
    except SaveError as exc:
        _sentence(str(exc))
        return False
    assert loaded.hash() == engine.hash(), "a damaged save loaded as a different game"
    return True


def _scenario(folder: Path, seed: int) -> bool:
    path = folder / "scenario.yaml"
    path.write_bytes(mutate(SCENARIO, seed))
    try:
        loaded = scenario.load_scenario(path)
        engine = loaded.engine
    except scenario.ScenarioError as exc:
        for problem in exc.problems:
            assert problem.file == str(path) and problem.line >= 0
            _sentence(problem.message)
        return False
    for command in (step.command for step in loaded.steps if step.command is not None):
        events = engine.submit(command)
        assert not isinstance(events[0], EngineFailed), engine.errors[-1]
        if isinstance(events[0], Rejected):
            break
    return True


def _settings(folder: Path, seed: int) -> bool:
    path = folder / "settings" / "settings.yaml"
    shutil.rmtree(path.parent, ignore_errors=True)
    path.parent.mkdir()
    path.write_bytes(mutate(SETTINGS, seed))
    _, notice = read_settings(path)
    if notice:
        _sentence(notice)
        return False
    return True


def _cards(folder: Path, file: Path, seed: int) -> bool:
    root = folder / f"cards-{seed}" / "noah"
    shutil.copytree(CARDS, root, ignore=shutil.ignore_patterns("layouts"))
    try:
        (root / file).write_bytes(mutate((root / file).read_text(), seed))
        problems = check_cards([root])
        for problem in problems:
            _sentence(problem.message)
        try:
            cards = load_cards(root)
        except CardError:
            assert problems
            return False
        engine = Engine(NoahRules(cards), {"players": 1 + seed % 4}, seed, undo=False)
        pick = Rng.seeded(seed)
        for _ in range(80):
            if engine.is_over:
                break
            legal = engine.legal_commands(NOAH.active_seats(engine.state)[0])
            assert not isinstance(engine.submit(legal[pick.below(len(legal))])[0], EngineFailed), engine.errors[-1]
        return True
    finally:
        shutil.rmtree(root.parent, ignore_errors=True)


def _sentence(text: str) -> None:
    assert text.endswith(".") and len(text) < 600 and "Traceback" not in text, text


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--kills", type=int, default=60)
    parser.add_argument("--files", type=int, default=2000, help="damaged files of each kind")
    args = parser.parse_args()
    started = time.perf_counter()
    games, commands, game_failures = fuzz_games(args.games)
    kills, kill_failures = kill_saves(args.kills)
    outcomes, file_failures = damaged_files(args.files)
    tried = sum(sum(t) for t in outcomes.values())
    print("| what | tried | outcome |")
    print("|---|---|---|")
    print(f"| games fuzzed (random legal commands, 1 in 10 illegal, undo), 1-4 players, every mission | "
          f"{games:,} games, {commands:,} commands | {len(game_failures)} engine errors, broken refusals or "
          "save/load/replay differences |")
    print(f"| saves killed mid-write (SIGKILL while saving after every command) | {kills} | "
          f"{kills - len(kill_failures)} loaded as a game that was saved, {len(kill_failures)} lost |")
    for kind, (accepted, refused) in outcomes.items():
        print(f"| damaged {kind} | {accepted + refused:,} | {accepted:,} read, {refused:,} refused with a sentence |")
    failures = game_failures + kill_failures + file_failures
    print(f"\n{tried:,} bad inputs tried in all; {len(failures)} crashed or misread "
          f"({time.perf_counter() - started:.0f} s).")
    for failure in failures[:20]:
        print("  " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
