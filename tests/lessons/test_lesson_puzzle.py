"""A puzzle in the lesson format (examples/puzzle_beast_win_this_turn.yaml): `ark-table script` checks it
(its moves made at their steps, a finished game won by the learner), and a puzzle whose required move
is illegal at its step fails on that step's line with the rules' reason."""
from __future__ import annotations

from pathlib import Path

from game.engine import script
from lessons_helper import follow

PUZZLE = Path(__file__).resolve().parents[2] / "examples" / "puzzle_beast_win_this_turn.yaml"
EQUIP = "      do: {type: EquipItem, seat: 0, card: 0.bullhorn.1, row: 2, col: 0}\n"
RECRUIT = "      do: {type: RecruitAnimal, seat: 0, pen: 0, row: 2, col: 1, tilt: [[2, 0]]}\n"


def test_the_puzzle_is_won_in_its_few_steps(capsys):
    assert script.main([str(PUZZLE)]) == 0, capsys.readouterr().err
    reached = follow(PUZZLE)
    lesson = reached.lesson
    assert lesson.engine.is_over and lesson.engine.state.winners == [0]
    assert 3 <= len([s for s in lesson.steps if s.kind != "expect"]) <= 5
    assert [type(c).__name__ for c in lesson.engine.log] == ["EquipItem", "RecruitAnimal"]


def test_a_puzzle_whose_move_is_illegal_at_its_step_fails_on_its_line(tmp_path, capsys):
    """The recruit asked for before the Bullhorn is equipped: the Pig's 4 Clout is short of Rank 5."""
    text = PUZZLE.read_text()
    assert EQUIP in text and RECRUIT in text
    swapped = text.replace(EQUIP, "@@").replace(RECRUIT, EQUIP).replace("@@", RECRUIT)
    path = tmp_path / "puzzle.yaml"
    path.write_text(swapped)
    assert script.main([str(path)]) == 1
    err = capsys.readouterr().err
    step = swapped.splitlines().index(RECRUIT.rstrip("\n"))       # the step's `- say:` line, 1-based
    assert err.startswith(f"{path}:{step}: step 2: do RecruitAnimal was refused: "), err
    assert "Clout" in err
