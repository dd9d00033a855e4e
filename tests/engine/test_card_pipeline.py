"""The one card-file pipeline every game reads its cards through (game.engine.cards.loader), on a
toy card game of its own: a file holds `cards: [{id, name}]`, and a whole set holds three cards."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.beast import cards as beast_cards
from game.engine.cards.folders import card_root
from game.engine.cards.loader import CardLoader
from game.engine.cards.problems import CardError
from game.engine.cards.schema import Field, check_mapping, line_of
from game.engine.noah import cards as noah_cards
from game.engine.planet import cards as planet_cards


class ToyLoader(CardLoader):
    game = "toy"
    built = 0

    def __init__(self) -> None:
        super().__init__()
        self.names: dict[str, str] = {}
        self.together = 0

    def load_file(self, data, path: Path) -> None:
        values = check_mapping(data, [Field("cards", list)], str(path), "a toy file", self.problems)
        for index, node in enumerate(values["cards"] if values else []):
            card = check_mapping(node, [Field("id", str), Field("name", str)], str(path), "a card", self.problems,
                                 line_of(values["cards"], index))
            if card and self.claim_id(card["id"], str(path), line_of(node, "id")):
                self.names[card["id"]] = card["name"]

    def check_whole_set(self, folder: Path) -> None:
        if len(self.names) != 3:
            self.problem(str(folder), 0, f"a toy set holds 3 cards, not {len(self.names)}.")

    def check_together(self) -> None:
        self.together += 1
        if "Nobody" in self.names.values():
            self.problem("", 0, "nobody is no name.")

    def card_set(self) -> dict:
        type(self).built += 1
        return dict(self.names)


def write(folder: Path, name: str, *cards: tuple[str, str]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text("cards:\n" + "".join(f"  - {{id: {i}, name: {n}}}\n" for i, n in cards))
    return path


def test_a_folder_is_checked_as_a_whole_set_and_a_file_on_its_own(tmp_path):
    one = write(tmp_path / "toy", "a.yaml", ("cat", "Cat"))
    assert ToyLoader.check([one]) == []
    assert [p.message for p in ToyLoader.check([tmp_path / "toy"])] == ["a toy set holds 3 cards, not 1."]


def test_ids_are_claimed_once_across_the_files_of_a_set(tmp_path):
    write(tmp_path / "toy", "a.yaml", ("cat", "Cat"), ("dog", "Dog"))
    second = write(tmp_path / "toy", "b.yaml", ("cat", "Other cat"))
    problems = ToyLoader.check([tmp_path / "toy"])
    assert [(p.file, p.line) for p in problems if "used twice" in p.message] == [(str(second), 2)]


def test_the_checks_of_the_cards_read_together_run_for_single_files_too(tmp_path):
    one = write(tmp_path / "toy", "a.yaml", ("cat", "Nobody"))
    assert [p.message for p in ToyLoader.check([one])] == ["nobody is no name."]


def test_a_file_that_cannot_be_parsed_is_a_problem_and_still_counts_as_read(tmp_path):
    (tmp_path / "toy").mkdir()
    (tmp_path / "toy" / "broken.yaml").write_text("cards: [\n")
    loader = ToyLoader.read([tmp_path / "toy"])
    assert loader.files == [tmp_path / "toy" / "broken.yaml"] and loader.problems
    assert "broken.yaml" in loader.problems[0].file


def test_a_set_with_problems_raises_every_problem_at_once(tmp_path):
    write(tmp_path / "toy", "a.yaml", ("cat", "Nobody"), ("Bad Id", "X"))
    with pytest.raises(CardError) as raised:
        ToyLoader.load(tmp_path / "toy")
    assert len(raised.value.problems) == 3   # the bad id, the count of the set, the name


def test_a_folder_is_built_once_and_the_default_is_the_games_own(tmp_path, monkeypatch):
    monkeypatch.setenv("ARK_TABLE_CARDS", str(tmp_path))
    write(tmp_path / "toy", "a.yaml", ("cat", "Cat"), ("dog", "Dog"), ("eel", "Eel"))
    before = ToyLoader.built
    assert card_root("toy") == tmp_path / "toy"
    assert ToyLoader.load() == {"cat": "Cat", "dog": "Dog", "eel": "Eel"}
    assert ToyLoader.load(tmp_path / "toy") is ToyLoader.load()
    assert ToyLoader.built == before + 1


@pytest.mark.parametrize("module", [noah_cards, planet_cards, beast_cards], ids=lambda m: m.__name__.split(".")[2])
def test_every_game_reads_its_cards_through_the_one_pipeline(module):
    assert module.check_cards.__func__ is CardLoader.check.__func__
    assert module.load_cards.__func__ is CardLoader.load.__func__
