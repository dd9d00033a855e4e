"""Issue 19, item 18, for Nature of the Beast: "Malformed commands reach the rules and crash them instead
of being refused (the player reads "The rules failed ... a bug in Ark Table"): a Pen index outside 0-2
for FlipRecruit, TopLeader or RuleOnClash, UseAbility with an empty card name, RecruitAnimal with
mixed-type `trash`/`tilt` lists ... Every field of every command is checked before the rules see it"."""
from __future__ import annotations

import pytest
import yaml

from game.engine.beast.commands import FlipRecruit, RecruitAnimal, RuleOnClash, TopLeader, UseAbility
from game.engine.beast.rules import BEAST
from game.engine.core.engine import Engine, EngineFailed
from game.engine.core.protocol import Rejected
from game.engine.core.saves import SaveError, load_game, save_game
from tests.engine.beast.scenario import stacked

BAD = [
    (FlipRecruit(0, 3), "its pen must be a whole number from 0 to 2, not 3"),
    (TopLeader(0, -1), "its pen must be a whole number from 0 to 2, not -1"),
    (RuleOnClash(0, 7), "its pen must be a whole number from 0 to 2, not 7"),
    (UseAbility(0, ""), "its card must be a card's id, not ''"),
    (RecruitAnimal(0, 0, 2, 0, (), (1, "a")), "its trash must be a list of items that are each a whole number from 0 to 2"),
    (RecruitAnimal(0, 0, 2, 0, ((1, 1), "x"), ()), "its tilt must be a list of"),
]


def game():
    return stacked({"turn": 0, "players": [{"pen": [{"card": "field_mouse"}, {"card": "hungry_goat"}]}]})


@pytest.mark.parametrize("command, words", BAD, ids=lambda c: type(c).__name__ if not isinstance(c, str) else "")
def test_a_malformed_command_is_refused_with_a_sentence_before_the_rules_see_it(command, words):
    engine = game()
    before = engine.hash()
    events = engine.submit(command)
    assert type(events[0]) is Rejected and not isinstance(events[0], EngineFailed)
    assert f"That {type(command).__name__} is malformed: {words}" in events[0].reason
    assert engine.hash() == before and not engine.errors


@pytest.mark.parametrize("command, words", BAD[:4], ids=lambda c: type(c).__name__ if not isinstance(c, str) else "")
def test_a_save_holding_one_is_refused_in_a_sentence_not_as_a_bug(tmp_path, command, words):
    path = tmp_path / "game.yaml"
    engine = Engine(BEAST, {"players": 2}, 1)
    save_game(engine, path)
    data = yaml.safe_load(path.read_text())
    fields = {k: getattr(command, k) for k in command.__slots__}
    data["commands"] = [{"type": type(command).__name__, **fields, "seat": engine.state.turn.seat}]
    path.write_text(yaml.safe_dump(data))
    with pytest.raises(SaveError) as info:
        load_game(path)
    assert words in str(info.value) and "bug" not in str(info.value)
