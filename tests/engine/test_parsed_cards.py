"""Card files are parsed once while their bytes stay the same, never served stale, and the kept parse
is shared: no reader of card files may change it."""
import pytest

from game.engine.cards import load_card_yaml, parsed
from game.engine.core import untrusted
from game.engine.core.untrusted import LineDict, LineList


@pytest.fixture
def parses(monkeypatch):
    """The files parsed from now on, in order."""
    parsed.forget_parsed()
    seen = []
    real = untrusted.parse_bytes

    def counting(raw, filename, **kwargs):
        seen.append(filename)
        return real(raw, filename, **kwargs)

    monkeypatch.setattr(parsed, "parse_bytes", counting)
    yield seen
    parsed.forget_parsed()


def _save(path, text):
    path.write_text(text)


def test_a_file_is_parsed_again_only_when_its_bytes_change(tmp_path, parses):
    path = tmp_path / "cards.yaml"
    _save(path, "cards:\n  - id: a\n    name: A\n")
    first, _ = load_card_yaml(path)
    again, _ = load_card_yaml(path)
    assert parses == [str(path)] and again is first
    _save(path, "cards:\n  - id: a\n    name: B\n")
    changed, problems = load_card_yaml(path)
    assert parses == [str(path)] * 2 and not problems
    assert changed["cards"][0]["name"] == "B" and changed["cards"][0].line_of("name") == 3


def test_a_broken_save_is_named_with_file_and_line_and_mending_it_reads_again(tmp_path, parses):
    path = tmp_path / "cards.yaml"
    _save(path, "cards:\n  - id: a\n")
    load_card_yaml(path)
    _save(path, "cards:\n  - id: a\n    name: [broken\n")
    data, problems = load_card_yaml(path)
    assert data is None and problems[0].file == str(path) and problems[0].line >= 3
    again, same = load_card_yaml(path)     # the kept answer is the same sentence, not a cleared list
    assert again is None and [str(p) for p in same] == [str(p) for p in problems]
    _save(path, "cards:\n  - id: a\n")
    data, problems = load_card_yaml(path)
    assert data == {"cards": [{"id": "a"}]} and not problems


def test_the_same_bytes_in_another_file_are_named_by_that_file(tmp_path, parses):
    one, two = tmp_path / "one.yaml", tmp_path / "two.yaml"
    for path in (one, two):
        _save(path, "cards: [broken\n")
    assert load_card_yaml(one)[1][0].file == str(one)
    assert load_card_yaml(two)[1][0].file == str(two)


def test_an_empty_or_missing_file_is_a_problem_each_time(tmp_path, parses):
    empty = tmp_path / "empty.yaml"
    _save(empty, "")
    for _ in range(2):
        assert "empty" in load_card_yaml(empty)[1][0].message
        assert "cannot be read" in load_card_yaml(tmp_path / "gone.yaml")[1][0].message


def _dump(node):
    """A parsed value with every line it remembers, to compare before and after."""
    if isinstance(node, LineDict):
        return ("map", node.line, sorted(node.key_lines.items(), key=str),
                [(k, _dump(v)) for k, v in node.items()])
    if isinstance(node, LineList):
        return ("list", node.line, list(node.item_lines), [_dump(v) for v in node])
    if isinstance(node, dict):
        return ("map", [(k, _dump(v)) for k, v in node.items()])
    if isinstance(node, list):
        return ("list", [_dump(v) for v in node])
    return node


def _read_everything():
    """Every reader of card files: each game's rules' check, its sprite specs, layouts and icons."""
    from game.engine.cards.folders import card_root
    from game.engine.games import game_spec
    from game.sprites.cardset import load_cards
    from game.sprites.check import sprite_problems
    for game in ("noah", "planet", "beast"):
        game_spec(game).check_cards([str(card_root(game))])
        sprite_problems(load_cards(card_root(game), game))


def test_no_reader_of_card_files_changes_the_shared_parse():
    parsed.forget_parsed()
    _read_everything()
    _read_everything()
    kept = dict(parsed._PARSED)
    assert len(kept) > 40
    for (path, _), (data, _) in kept.items():
        fresh, _ = untrusted.read_yaml(path)
        assert _dump(data) == _dump(fresh), f"a reader changed what {path} holds"
