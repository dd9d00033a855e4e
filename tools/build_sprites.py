"""Thin wrapper: `python tools/build_sprites.py [paths] [--jobs N] [--force]` is `ark-table cards build`."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.cards_cli import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main(["build", *sys.argv[1:]]))
