"""A single player's achievements, kept between games in the player's data folder: for each title
of the ladder, how often it was earned and the best game that earned it (the fewest rounds, then the
most points). The end screen shows the ladder with these records beside the title just earned.
A game whose Environment moved the goal (Short Season: 80) earns no title (the ladder counts the
rounds to 100, ruling R25): its record is kept apart, per goal, and shown instead of the ladder.

The file is data from outside: it is read with the untrusted-YAML loader, and a damaged one is set
aside (the records start again) rather than trusted; it is written atomically."""
from __future__ import annotations

import os
import time
from pathlib import Path

import yaml

from game.engine.core.saves import write_atomically
from game.engine.core.untrusted import read_yaml
from game.engine.planet.achievements import LADDER, ROOKIE
from game.engine.planet.environment import GOAL
from game.userdirs import data_dir

FILE = "planet-achievements.yaml"
MAX_BYTES = 256 * 1024
KEPT_GAMES = 500            # games remembered, so one game is never counted twice (a save opened again)
TITLES = [title for _, title in LADDER] + [ROOKIE]
RANGES = dict(zip(TITLES, ["5 rounds or fewer", "6 rounds", "7 rounds", "8 rounds", "9 rounds or more"]))


def records_path() -> Path:
    return data_dir() / FILE


class Records:
    """Per title: times earned, and the best game (rounds, score); the games already counted."""

    def __init__(self, path: Path | None = None):
        self.path = path or records_path()
        self.titles: dict[str, dict] = {}
        self.goals: dict[int, dict] = {}    # a goal other than 100 -> its record (times, rounds, score)
        self.games: list[str] = []
        self.notice = ""                    # a sentence when the file was damaged and set aside
        self.earned: tuple[str, bool] | None = None      # (title, a new best) of the game just recorded
        self.goal = GOAL                    # the goal of the game just recorded

    @classmethod
    def load(cls, path: Path | None = None) -> "Records":
        records = cls(path)
        if not records.path.exists():
            return records
        data, problems = read_yaml(records.path, lines=False, max_bytes=MAX_BYTES)
        problem = problems[0].message if problems else records.take(data)
        if problem:
            records.titles, records.goals, records.games = {}, {}, []
            aside = records.path.with_name(f"{records.path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}")
            try:
                os.replace(records.path, aside)
            except OSError:
                pass
            records.notice = f"Your achievements file was damaged ({problem.rstrip('.')}); it was set aside."
        return records

    def take(self, data) -> str | None:
        """Read the file's data; the problem as a sentence, or None."""
        if not isinstance(data, dict):
            return "it is not a mapping"
        titles, goals, games = data.get("titles") or {}, data.get("goals") or {}, data.get("games") or []
        if not isinstance(titles, dict) or not isinstance(goals, dict) or not isinstance(games, list):
            return "its titles, goals or games are of the wrong kind"
        for title, entry in titles.items():
            if title not in TITLES or not isinstance(entry, dict):
                return f"it names an unknown title {str(title)[:40]!r}"
            if not _numbers(entry):
                return f"the record of {title} is not three whole numbers"
            self.titles[title] = {"times": entry["times"], "rounds": entry["rounds"], "score": entry["score"]}
        for goal, entry in goals.items():
            if not isinstance(goal, int) or isinstance(goal, bool) or not 0 < goal < 10**4 or goal == GOAL \
                    or not isinstance(entry, dict) or not _numbers(entry):
                return f"its record of the goal {str(goal)[:10]!r} is not a goal with three whole numbers"
            self.goals[goal] = {"times": entry["times"], "rounds": entry["rounds"], "score": entry["score"]}
        self.games = [str(g)[:80] for g in games[-KEPT_GAMES:]]
        return None

    def record(self, game: str, title: str, rounds: int, score: int, goal: int = GOAL) -> None:
        """Count a finished game (once, however often its end is shown) and keep the file. A game to a
        moved goal counts in that goal's record, not on the ladder."""
        self.goal = goal
        book = self.titles if goal == GOAL else self.goals
        key = title if goal == GOAL else goal
        if game in self.games or (goal == GOAL and title not in TITLES):
            self.earned = self.earned or (key, False)
            return
        entry = book.get(key)
        best = entry is None or (rounds, -score) < (entry["rounds"], -entry["score"])
        if entry is None:
            entry = book[key] = {"times": 0, "rounds": rounds, "score": score}
        entry["times"] += 1
        if best:
            entry.update(rounds=rounds, score=score)
        self.games = (self.games + [game])[-KEPT_GAMES:]
        self.earned = (key, best)
        try:
            data = {"titles": self.titles, "games": self.games}
            if self.goals:
                data["goals"] = self.goals
            write_atomically(self.path, yaml.safe_dump(data, sort_keys=True))
        except OSError as exc:
            self.notice = f"Your achievements could not be saved ({exc.strerror or exc})."

    def lines(self) -> list[str]:
        """The ladder with the player's record on each rung, for the end screen; after a game to a
        moved goal, that goal's own record instead."""
        if self.goal != GOAL:
            entry = self.goals.get(self.goal)
            record = "not reached yet" if entry is None else \
                f"{entry['times']}x, best {entry['rounds']} rounds, {entry['score']} points"
            mark = ""
            if self.earned and self.earned[0] == self.goal:
                mark = "  <- this game, a new best!" if self.earned[1] else "  <- this game"
            out = [f"Your games to {self.goal} points (kept apart from the titles):",
                   f"{self.goal} points: {record}{mark}"]
            return out + ([self.notice] if self.notice else [])
        out = ["Your achievements:"]
        for title in TITLES:
            entry = self.titles.get(title)
            record = "not earned yet" if entry is None else \
                f"{entry['times']}x, best {entry['rounds']} rounds, {entry['score']} points"
            mark = ""
            if self.earned and self.earned[0] == title:
                mark = "  <- this game, a new best!" if self.earned[1] else "  <- this game"
            out.append(f"{title} ({RANGES[title]}): {record}{mark}")
        if self.notice:
            out.append(self.notice)
        return out


def _numbers(entry: dict) -> bool:
    numbers = [entry.get(k) for k in ("times", "rounds", "score")]
    return all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 10**6 for n in numbers)
