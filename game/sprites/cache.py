"""The sprite cache: each sprite keyed by a hash of what it depends on; a manifest of what was drawn from what."""
from __future__ import annotations

import hashlib
import json
import os
import tempfile
import threading
from pathlib import Path

from game.sprites.paths import CARDS, cache_root

BUILDER_VERSION = "sprites-3"
SIZES = {"zoom": 450, "table": 150}   # pixel widths; cards are drawn at zoom and smoothed down to table


class FileHashes:
    """Content hashes of files, remembered by (mtime, size) so a warm build reads each file once at most."""

    def __init__(self):
        self._known: dict[str, tuple[int, int, str]] = {}

    def of(self, path) -> str:
        path = str(path)
        try:
            st = os.stat(path)
        except OSError:
            return "missing"
        known = self._known.get(path)
        if known and known[0] == st.st_mtime_ns and known[1] == st.st_size:
            return known[2]
        with open(path, "rb") as handle:
            digest = hashlib.sha1(handle.read()).hexdigest()
        self._known[path] = (st.st_mtime_ns, st.st_size, digest)
        return digest


def cache_dir_for(game: str, card_root: Path, base: Path | None = None) -> Path:
    """The cache folder of one card set: <cache>/noah for the shipped cards, <cache>/noah-<hash> otherwise."""
    base = Path(base) if base else cache_root()
    root = Path(card_root).resolve()
    if root == (CARDS / game).resolve():
        return base / game
    return base / f"{game}-{hashlib.sha1(str(root).encode()).hexdigest()[:10]}"


def input_key(spec_hash: str, layout_hashes: list[str], painter: str) -> str:
    """The hash of a card's own inputs: its data, its layout chain, the painter of its art (a card its game
    moves to another painter is redrawn), the builder's version and sizes."""
    payload = json.dumps([BUILDER_VERSION, SIZES, spec_hash, layout_hashes, painter])
    return hashlib.sha256(payload.encode()).hexdigest()


def sprite_key(inputs: str, deps: dict[str, str]) -> str:
    """The final key: the inputs plus the files (fonts, icons, art) the drawing used."""
    payload = json.dumps([inputs, sorted(deps.items())])
    return hashlib.sha256(payload.encode()).hexdigest()[:32]


def sprite_file(folder: Path, key: str, size: str) -> Path:
    return Path(folder) / f"{key}-{size}.png"


_SAVING = threading.Lock()


class Manifest:
    """card id -> {input, deps, key, problems}; written atomically, merged with what is on disk."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self.path = self.folder / "manifest.json"
        self.cards: dict[str, dict] = {}
        try:
            data = json.loads(self.path.read_text())
            if data.get("version") == BUILDER_VERSION and isinstance(data.get("cards"), dict):
                self.cards = data["cards"]
        except (OSError, ValueError):
            pass

    def valid(self, card_id: str, inputs: str, hashes: FileHashes) -> dict | None:
        """The entry of a card if its inputs, its files and its sprites are all unchanged."""
        entry = self.cards.get(card_id)
        if not entry or entry.get("input") != inputs:
            return None
        for dep, digest in entry.get("deps", {}).items():
            if hashes.of(dep) != digest:
                return None
        if not all(sprite_file(self.folder, entry["key"], s).is_file() for s in SIZES):
            return None
        return entry

    def save(self, updates: dict[str, dict]) -> None:
        """Merge updates into the manifest on disk. One save at a time in a process (the table's warm-up
        thread and its main loop both build sprites), each through its own temporary file."""
        with _SAVING:
            self.folder.mkdir(parents=True, exist_ok=True)
            current = Manifest(self.folder).cards
            current.update(updates)
            self.cards = current
            fd, tmp = tempfile.mkstemp(prefix=".manifest.", suffix=".tmp", dir=self.folder)
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                # compact: json's C encoder (an indent makes it the pure-Python one, ten times slower)
                handle.write(json.dumps({"version": BUILDER_VERSION, "cards": current}, separators=(",", ":"),
                                        sort_keys=True))
            os.replace(tmp, self.path)
