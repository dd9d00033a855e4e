"""Thin wrapper: `python tools/preview.py [FILE or FOLDER]` is `ark-table preview`."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.preview.app import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
