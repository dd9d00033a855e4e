"""Everything about the package is in pyproject.toml; this file adds one build step.

The card data and assets live at the top of the repository (cards/, assets/), where designers, the
README, the tests and the tools find them. A wheel has no repository around it, so building one copies
both folders into the package as game/_data/cards and game/_data/assets; game/resources.py looks there
first. An editable install (`pip install -e .`) copies nothing: it reads the checkout's folders.
"""
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
SHIPPED = ("cards", "assets", "lessons")


def shipped_files():
    """cards/ and assets/, file by file (paths relative to the repository), without hidden files."""
    for name in SHIPPED:
        for path in sorted((HERE / name).rglob("*")):
            parts = path.relative_to(HERE).parts
            if path.is_file() and not any(p.startswith(".") or p == "__pycache__" for p in parts):
                yield path.relative_to(HERE)


class BuildPyWithData(build_py):
    """build_py, then cards/ and assets/ copied into the built package (never in an editable install)."""

    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "game" / "_data"
        shutil.rmtree(target, ignore_errors=True)   # a file deleted from cards/ leaves no stale copy
        for relative in shipped_files():
            (target / relative).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(HERE / relative, target / relative)


setup(cmdclass={"build_py": BuildPyWithData})
