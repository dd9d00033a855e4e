"""What the table uses: the path of a card's sprite (built on demand), and a build of a whole game."""
from __future__ import annotations

import os
from pathlib import Path

from game.sprites.builder import Planner, build
from game.sprites.cache import SIZES, FileHashes, Manifest, cache_dir_for, sprite_file
from game.sprites.cardset import load_cards, yaml_files
from game.sprites.spec import CardSet
from game.sprites.paths import game_cards_dir

_SETS: dict[str, tuple[tuple, CardSet]] = {}
_HASHES = FileHashes()


def _stamp(game: str) -> tuple:
    folder = game_cards_dir(game)
    stamp = []
    for path in yaml_files(folder):
        try:
            st = os.stat(path)
            stamp.append((str(path), st.st_mtime_ns, st.st_size))
        except OSError:
            pass
    return tuple(stamp)


def card_set(game: str) -> CardSet:
    """The game's shipped cards, re-read only when a file changed."""
    stamp = _stamp(game)
    known = _SETS.get(game)
    if known is None or known[0] != stamp:
        known = (stamp, load_cards(game_cards_dir(game), game))
        _SETS[game] = known
    return known[1]


def sprite_path(game: str, card_id: str, face: str = "front", size: str = "table") -> Path:
    """The PNG of a card's front or back at table or zoom size; drawn now if missing or out of date."""
    if face not in ("front", "back"):
        raise ValueError("face is 'front' or 'back'")
    if size not in SIZES:
        raise ValueError(f"size is one of {', '.join(SIZES)}")
    cards = card_set(game)
    spec = cards.specs.get(card_id)
    if spec is None:
        raise KeyError(f"there is no {game} card {card_id!r}")
    if face == "back":
        if spec.is_back:
            pass
        elif spec.back and spec.back in cards.specs:
            spec = cards.specs[spec.back]
        else:
            raise KeyError(f"the {game} card {card_id!r} has no back")
    planner = Planner(cards, _HASHES)
    job = planner.job(spec)
    if job is None:
        raise KeyError(f"the {game} card {card_id!r} has no layout {spec.kind!r}")
    folder = cache_dir_for(game, cards.root)
    entry = Manifest(folder).valid(spec.id, job.inputs, _HASHES)
    if entry is None:
        report = build(cards, only=[spec.id], jobs=1, planner=planner)
        return report.path(spec.id, size)
    return sprite_file(folder, entry["key"], size)


