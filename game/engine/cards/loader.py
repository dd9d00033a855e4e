"""The one way every game reads its card files: the files read in order, the problems found so far,
ids claimed once across files, the whole-set checks of a folder, and the card set built once per folder.

A game's loader subclasses CardLoader and gives only what is its own: `game` (its folder under
cards/), `load_file` (one parsed file against its schema and effect registry), `check_whole_set`
(what a whole folder must hold), `check_together` (what the cards read must agree on, a whole set
or not) and `card_set`. Its module then offers `check_cards = _Loader.check` and
`load_cards = _Loader.load`."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from game.engine.cards.folders import card_root, card_set, yaml_files
from game.engine.cards.problems import CardError, Problem
from game.engine.cards.yaml_lines import describe, load_card_yaml

CARD_ID = re.compile(r"[a-z0-9_]{1,64}")   # ids name files and appear in saves


class CardLoader:
    """Collects problems and card ids across the files of one card set."""

    game: str   # the game's folder under cards/

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        self.ids: dict[str, tuple[str, int]] = {}
        self.files: list[Path] = []   # every file read, also one that could not be parsed

    def problem(self, file: str, line: int, message: str) -> None:
        self.problems.append(Problem(file, line, message))

    def claim_id(self, card_id, file: str, line: int) -> bool:
        """True the first time a well-formed id is seen; a bad id, or a second use, is a problem."""
        if not isinstance(card_id, str) or not CARD_ID.fullmatch(card_id):
            self.problem(file, line, f"the id {describe(card_id)} must be 1 to 64 lower-case letters, digits "
                                     "and _ (ids name files and appear in saves).")
            return False
        if card_id in self.ids:
            first_file, first_line = self.ids[card_id]
            self.problem(file, line, f"the id {describe(card_id)} is used twice (first at {first_file}:{first_line}).")
            return False
        self.ids[card_id] = (file, line)
        return True

    # -- what a game provides -----------------------------------------------------------------------
    def load_file(self, data: Any, path: Path) -> None:
        """Read one parsed card file (its data is shared: read it, never change it)."""
        raise NotImplementedError

    def check_whole_set(self, folder: Path) -> None:
        """What a whole folder of cards must hold: the rulebook's counts, what cards name across files."""

    def check_together(self) -> None:
        """What the cards read must agree on, whether or not they are a whole set."""

    def card_set(self) -> Any:
        """The game's card set from what was read (only once no problem was found)."""
        raise NotImplementedError

    # -- the pipeline ---------------------------------------------------------------------------------
    @classmethod
    def read(cls, paths: list[Path]) -> CardLoader:
        """A loader that has read the given card files and every card file under the given folders."""
        loader = cls()
        for path in yaml_files(paths):
            data, problems = load_card_yaml(path)
            loader.problems.extend(problems)
            loader.files.append(path)
            if data is not None:
                loader.load_file(data, path)
        return loader

    @classmethod
    def check(cls, paths: list[str | Path] | None = None) -> list[Problem]:
        """Every problem in the given card files or folders (default: the game's whole folder). A folder
        is checked as a whole set; single files are checked on their own."""
        given = [Path(p) for p in (paths or [card_root(cls.game)])]
        loader = cls.read(given)
        folders = [p for p in given if p.is_dir()]
        if folders:
            loader.check_whole_set(folders[0])
        loader.check_together()
        return loader.problems

    @classmethod
    def load(cls, root: str | Path | None = None) -> Any:
        """The game's whole card set (default: its shipped folder); raises CardError listing every
        problem. Loaded once per folder."""
        return card_set(Path(root) if root else card_root(cls.game), cls._build)

    @classmethod
    def _build(cls, root: Path) -> Any:
        loader = cls.read([root])
        loader.check_whole_set(root)
        loader.check_together()
        if loader.problems:
            raise CardError(loader.problems)
        return loader.card_set()
