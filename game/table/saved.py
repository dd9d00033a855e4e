"""The saves folder as players see it: each save's game, seats, round and date (read from the summary
the table writes into every save, so Load never replays a game to list it), the unfinished games kept
when a new one starts, and the recent finished games kept for watching."""
from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from game.engine.core.untrusted import read_yaml
from game.table.settings import saves_dir

KEPT_FINISHED = 12      # finished games kept in Load for watching (the oldest go first)
FINISHED = "finished"   # the file name's start of a finished game kept
UNFINISHED = "unfinished"   # the file name's start of an unfinished game set aside for a new one


@dataclass(frozen=True)
class SaveInfo:
    """One save as the Load screen lists it."""

    path: Path
    game: str          # the game's title ("Nature of the Beast"), or the file's own word for it
    people: int | None
    bots: int | None
    round: int | None
    over: bool | None
    when: float        # the file's time

    @property
    def kind(self) -> str:
        """How the file came to be: the autosave (Continue), a game set aside for a new one, a finished
        game kept, or a save the player made."""
        stem = self.path.stem
        for prefix, word in (("autosave-", "Continue"), (f"{UNFINISHED}-", "unfinished, kept"),
                             (f"{FINISHED}-", "finished")):
            if stem.startswith(prefix):
                return word
        return "saved"

    def line(self) -> str:
        """'Nature of the Beast - 2 people, 1 bot - round 5 - 2026-12-06 15:04' (what is known)."""
        parts = [self.game]
        if self.people is not None:
            seats = f"{self.people} {'person' if self.people == 1 else 'people'}"
            if self.bots:
                seats += f", {self.bots} bot{'s' if self.bots != 1 else ''}"
            parts.append(seats)
        if self.round is not None:
            parts.append(("finished in round " if self.over else "round ") + str(self.round))
        parts.append(time.strftime("%Y-%m-%d %H:%M", time.localtime(self.when)))
        return "  -  ".join(parts)


def summary(session) -> dict:
    """What Load shows of a game, written into its save with the table's notes."""
    outcome = session.outcome
    return {"title": session.spec.title, "people": len(session.desk.people()), "bots": len(session.bots),
            "round": int(outcome.rounds), "over": bool(outcome.finished)}


def read_info(path: Path) -> SaveInfo:
    """A save's summary, as far as the file tells it (an old or damaged file lists with its name)."""
    try:
        when = path.stat().st_mtime
    except OSError:
        when = 0.0
    data, problems = read_yaml(path, lines=False)
    table = data.get("table") if not problems and isinstance(data, dict) else None
    said = table.get("summary") if isinstance(table, dict) else None
    said = said if isinstance(said, dict) else {}
    game = data.get("game") if not problems and isinstance(data, dict) else None

    def number(key):
        value = said.get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**6 else None

    title = said.get("title") if isinstance(said.get("title"), str) else (game if isinstance(game, str) else path.stem)
    over = said.get("over") if isinstance(said.get("over"), bool) else None
    return SaveInfo(path, title[:40], number("people"), number("bots"), number("round"), over, when)


def listed(most: int) -> list[SaveInfo]:
    """The newest saves of the folder, newest first."""
    try:
        files = sorted(saves_dir().glob("*.yaml"), key=lambda p: p.stat().st_mtime, reverse=True)[:most]
    except OSError:
        return []
    return [read_info(path) for path in files]


def kept_path(kind: str, game: str) -> Path:
    """A new file name for a game kept in Load: its kind, its game and the time (never one in use)."""
    target = saves_dir() / time.strftime(f"{kind}-{game}-%Y%m%d-%H%M%S.yaml")
    n = 1
    while target.exists():
        target = target.with_name(f"{target.stem.split('~')[0]}~{n}.yaml")
        n += 1
    return target


def finished_path(game: str) -> Path:
    return kept_path(FINISHED, game)


def keep(autosave: Path, kind: str, game: str) -> Path | None:
    """Move a game's autosave aside under a name of its own (an unfinished game a new one replaces):
    the path it was kept as, or None when it could not be moved."""
    target = kept_path(kind, game)
    try:
        autosave.replace(target)
    except OSError:
        return None
    return target


def prune_finished() -> None:
    """Finished games beyond KEPT_FINISHED go, the oldest first."""
    try:
        kept = sorted(saves_dir().glob(f"{FINISHED}-*.yaml"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in kept[KEPT_FINISHED:]:
            old.unlink()
    except OSError:
        pass


def unfinished_autosave(game: str):
    """The autosave of an unfinished game of `game`, if there is one: (its path, its SaveInfo)."""
    from game.table.autosaves import autosave_path
    path = autosave_path(game)
    if not path.is_file():
        return None
    info = read_info(path)
    return None if info.over else (path, info)
