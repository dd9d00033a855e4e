"""The lesson engine (game.engine.lesson, lesson_progress): attempts refused with the lesson's words,
Continue, Skip, Undo, progress saved and resumed, and `ark-table script` checking a lesson."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.engine import script
from game.engine.core.protocol import Rejected, command_from_dict
from game.engine.lesson import first_sentence, load_lesson
from game.engine.lesson_places import ZONES, SHARED, TRACKS
from game.engine.lesson_progress import ProgressError, resume, save_progress
from lessons_helper import OWN, follow

BEAST = OWN / "beast.yaml"


def command(lesson, **fields):
    return command_from_dict(fields, lesson.engine.rules.command_types)


def test_a_continue_step_waits_for_continue_and_refuses_a_move():
    lesson = load_lesson(BEAST)
    assert lesson.current.kind == "continue"
    events = lesson.attempt(command(lesson, type="FlipRecruit", seat=0, pen=0))
    assert isinstance(events[0], Rejected) and "press Continue" in events[0].reason
    assert lesson.advance() and lesson.current.kind == "do"
    assert not lesson.advance()          # a do step waits for its move


def test_another_move_is_refused_with_the_lessons_words_and_the_right_one_is_carried_out():
    lesson = load_lesson(BEAST)
    lesson.advance()
    refused = lesson.attempt(command(lesson, type="FlipRecruit", seat=0, pen=2))
    assert refused == [Rejected(0, "Not yet: first turn up the first recruit.")]
    assert lesson.engine.log == []
    done = lesson.attempt(command(lesson, type="FlipRecruit", seat=0, pen=0))
    assert not isinstance(done[0], Rejected) and lesson.index == 2


def test_the_default_words_are_not_yet_and_the_first_sentence_of_say():
    lesson = load_lesson(BEAST)
    lesson.replay_to(2)
    assert lesson.current.say == "Now draw your Tricks."
    assert lesson.attempt(command(lesson, type="DrawTrick", seat=0))[0].reason == "Not yet: Now draw your Tricks."
    assert first_sentence("Recruit the Mule. Pay its Clout!") == "Recruit the Mule."


def test_expect_steps_are_passed_over_and_skip_makes_the_move_for_the_learner():
    lesson = load_lesson(BEAST)
    lesson.advance()
    lesson.skip()
    lesson.skip()                         # FinishPreparation; the expect after it is passed over
    assert lesson.current.say.startswith("Spend an action")
    assert [type(c).__name__ for c in lesson.commands()] == ["FlipRecruit", "FinishPreparation"]


def test_undo_goes_back_to_the_learners_last_move_past_the_other_seats_moves():
    lesson = load_lesson(BEAST)
    assert "nothing to undo" in lesson.undo()
    while lesson.current.kind != "play":
        lesson.skip()
    lesson.play()
    lesson.play()                          # the opponent's two moves
    at = lesson.index
    assert lesson.undo() is None
    assert lesson.current.do is not None and lesson.current.do.card == "0.slaughterhouse.1"
    assert lesson.index < at and len(lesson.commands()) == 4
    lesson.skip()                          # made again: the game goes on as before
    assert lesson.current.kind == "play"


def test_progress_is_saved_and_resumed_at_the_same_step(tmp_path):
    lesson = load_lesson(BEAST)
    lesson.replay_to(6)
    save_progress(lesson, tmp_path / "progress.yaml")
    again = load_lesson(BEAST)
    resume(again, tmp_path / "progress.yaml")
    assert again.index == 6 and again.commands() == lesson.commands()
    assert again.engine.hash() == lesson.engine.hash()


@pytest.mark.parametrize("damage", [lambda t: t.replace("step: 6", "step: 5"), lambda t: t[: len(t) // 2],
                                    lambda t: "just words", lambda t: t.replace("FlipRecruit", "DrawTrick")])
def test_a_broken_progress_file_is_refused_with_a_sentence_and_the_lesson_starts_over(tmp_path, damage):
    lesson = load_lesson(BEAST)
    lesson.replay_to(6)
    path = tmp_path / "progress.yaml"
    save_progress(lesson, path)
    path.write_text(damage(path.read_text()))
    again = load_lesson(BEAST)
    with pytest.raises(ProgressError) as refused:
        resume(again, path)
    assert str(refused.value).endswith(".") and "progress.yaml" in str(refused.value)
    assert again.index == 0 and again.commands() == []   # at its start


def test_following_a_lesson_notes_what_it_reached():
    reached = follow(BEAST)
    assert {"FlipRecruit", "FinishPreparation", "DiscardTrick"} <= reached.commands
    assert "DeclareBattle" not in reached.commands
    assert {"preparation", "actions", "wrap_up"} <= reached.stages and "battle_phase" not in reached.stages
    assert "TricksDrawn" in reached.events and "BattleResolved" not in reached.events


# -- ark-table script -------------------------------------------------------------------------------
def check(tmp_path, capsys, text):
    path = tmp_path / "lesson.yaml"
    path.write_text(text)
    status = script.main([str(path)])
    return status, capsys.readouterr().err


def test_script_checks_a_good_lesson(capsys):
    for path in sorted(OWN.glob("*.yaml")):
        assert script.main([str(path)]) == 0, capsys.readouterr().err


def test_a_move_refused_at_its_step_fails_on_its_line(tmp_path, capsys):
    text = BEAST.read_text().replace("do: {type: DrawTrick, seat: 0}", "do: {type: EndTurn, seat: 0}\n"
                                     "    - say: \"Draw.\"\n      do: {type: DrawTrick, seat: 0}")
    status, err = check(tmp_path, capsys, text)
    line = text.splitlines().index("      do: {type: DrawTrick, seat: 0}") + 1
    assert status == 1
    assert err.startswith(f"{tmp_path / 'lesson.yaml'}:{line - 1}: step 6: do DrawTrick was refused: ")


def test_an_unknown_zone_track_or_card_fails_at_load_on_its_line(tmp_path, capsys):
    text = BEAST.read_text().replace("[{zone: pen}]", "[{zone: pens}, {track: fury}, {card: unicorn}]")
    status, err = check(tmp_path, capsys, text)
    assert status == 2
    line = next(i for i, t in enumerate(text.splitlines(), 1) if "zone: pens" in t)
    assert f"lesson.yaml:{line}: step 1: look: the Nature of the Beast table has no zone 'pens'" in err
    assert "has no track 'fury'; it has no tracks to name." in err
    assert "there is no card 'unicorn' in this game." in err


def test_a_do_of_another_seat_and_a_lesson_ending_on_a_move_are_mistakes(tmp_path, capsys):
    status, err = check(tmp_path, capsys, BEAST.read_text().replace("do: {type: DrawTrick, seat: 0}",
                                                                    "do: {type: DrawTrick, seat: 1}"))
    assert status == 2 and "do is the learner's move (seat 0)" in err
    cut = BEAST.read_text().rsplit("    - say:", 1)[0]
    status, err = check(tmp_path, capsys, cut)
    assert status == 1 and "the lesson must end at a finished game or at a last Continue step" in err


def test_a_lesson_with_commands_too_is_refused(tmp_path, capsys):
    status, err = check(tmp_path, capsys, BEAST.read_text() + "commands: []\n")
    assert status == 2 and "give lesson: or commands:, not both." in err


def test_the_scenario_document_names_every_zone_of_every_game():
    docs = (Path(__file__).resolve().parents[2] / "docs" / "SCENARIOS.md").read_text(encoding="utf-8")
    lessons = docs[docs.index("## Lessons"):]
    titles = {"noah": "NOAH", "planet": "Noah Planet", "beast": "Nature of the Beast"}
    listed = {(titles[g], z) for g, zones in ZONES.items() for z in zones}
    assert set(re.findall(r"^\| ([\w ]+) \| `(\w+)` \|", lessons, re.M)) == listed
    for zone in SHARED:
        assert f"`{zone}`" in lessons.split("| game |")[0]
    for track in TRACKS["noah"]:
        assert f"`{track}`" in lessons.split("NOAH's tracks")[1]


def test_the_history_of_a_lesson_taken_up_again_starts_at_its_position_not_the_seeds_deal():
    """The table writes a resumed lesson's log from `history`: the moves made since the lesson's
    position, as they happened, and nothing of the deal the seed alone would have made."""
    lesson = load_lesson(BEAST)
    lesson.advance()
    made = lesson.skip() + lesson.skip()
    assert lesson.history() == made
    from game.table.lesson_session import LessonSession
    assert LessonSession(lesson, save=False).history() == made      # what the table's log is written from
    fresh_deal = lesson.engine.rules.setup_events(lesson.engine.options, lesson.engine.seed)
    assert not [e for e in lesson.history() if e in fresh_deal]
