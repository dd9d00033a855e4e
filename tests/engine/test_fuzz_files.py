"""Fuzz: saves, scenarios, card files and settings, damaged every way `mutate` knows. Every outcome is
a success or a sentence naming the file (and the line where there is one), within a time and memory
bound; what is accepted plays on without an engine error.

ARK_FUZZ_EXAMPLES sets the examples per kind of file: a few hundred in all by default, thousands for a
long hunt (ARK_FUZZ_EXAMPLES=2500)."""
from __future__ import annotations

import math
import os
import resource
import shutil
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import scenario, script
from game.engine.cards.problems import CardError
from game.engine.core.engine import Engine
from game.engine.core.protocol import EngineFailed, Rejected
from game.engine.core.rng import Rng
from game.engine.core.saves import SaveError, load_game, save_game
from game.engine.noah.cards import check_cards, load_cards
from game.engine.noah.rules import NOAH, NoahRules
from game.table.settings import Settings, read_settings

from .mutate import mutate

EXAMPLES = int(os.environ.get("ARK_FUZZ_EXAMPLES", "100"))
SECONDS = 5.0                 # the slowest outcome allowed (a 50 MB save is refused in milliseconds)
MEGABYTES = 300               # the most the process may grow on one file
CARDS = Path(__file__).resolve().parents[2] / "cards" / "noah"
CARD_FILES = sorted(p.relative_to(CARDS) for p in CARDS.rglob("*.yaml") if "layouts" not in p.parts)
RULES = {"noah": NOAH}
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
FUZZ_CARDS = settings(FUZZ, max_examples=max(1, EXAMPLES // 2))   # each plays a short game on the cards
seeds = st.tuples(st.integers(0, 2 ** 32 - 1), st.integers(1, 4))

SCENARIO = """game: noah
seed: 5
options: {factions: [silent_sentinels, gutter_kings, lantern_order], mission: blackout, harder: false}
setup:
  turn: 0
  factions:
    - {hand: [calyx, calyx, vesana, erevane], energy: 7, health: 8, corruption: 1, ability: 2, mercenaries: [birdie]}
    - {health: 6, corruption: 2}
  row:
    - {enemy: hollow_man, face_up: true, damage: 1}
    - {enemy: somnambulist, face_up: false}
  enemy_deck: [drowsy_watchman]
  turn_deck: [enemy, "hero:1", "hero:2", enemy]
  mercenary_display: [bud, sparks, drifter]
  dial_position: 1
commands:
  - {type: PlayAction, seat: 0, card: calyx, target: [enemy, 0]}
  - {type: PlayAction, seat: 0, card: calyx, upgrade: discard, discard: vesana, target: [enemy, 0]}
  - {type: PlayMercenary, seat: 0, card: birdie, target: [enemy, 0]}
  - {type: RecruitAgent, seat: 0, card: oryn}
  - {type: AdvanceAbility, seat: 0}
  - {type: EndTurn, seat: 0}
"""

SETTINGS = """window_width: 1600
window_height: 900
fullscreen: false
animation_speed: 1.5
sound: true
colour_blind: false
confirm_end_turn: true
"""


def _played_game() -> Engine:
    engine = Engine(NOAH, {"players": 3, "mission": "high_water"}, 11)
    pick = Rng.seeded(3)
    for _ in range(70):
        if engine.is_over:
            break
        seat = NOAH.active_seats(engine.state)[0]
        legal = engine.legal_commands(seat)
        engine.submit(legal[pick.below(len(legal))])
    return engine


SAVED = _played_game()


class Bounded:
    """Asserts an outcome came within the time and memory bounds."""

    def __enter__(self):
        self.started = time.perf_counter()
        self.peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return self

    def __exit__(self, *exc):
        grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - self.peak) / 1024
        assert time.perf_counter() - self.started < SECONDS
        assert grown < MEGABYTES, f"grew {grown:.0f} MB"
        return False


def sentence(text: str) -> None:
    assert text.endswith(".") and 3 <= len(text.split()) and len(text) < 600, text
    assert "Traceback" not in text


def play_briefly(engine: Engine, commands: int = 40, seed: int = 0) -> None:
    """Legal commands on a game the files set up: the rules never fail on it."""
    pick = Rng.seeded(seed)
    for _ in range(commands):
        if engine.is_over:
            return
        seats = engine.rules.active_seats(engine.state)
        assert seats, "nobody can act, yet the game is not over"
        legal = engine.legal_commands(seats[0])
        assert legal, "the acting seat has no legal command"
        events = engine.submit(legal[pick.below(len(legal))])
        assert not any(isinstance(e, EngineFailed) for e in events), (events, engine.errors[-1:])


@FUZZ
@given(seeds)
def test_a_damaged_save_loads_or_is_refused_in_a_sentence(tmp_path, seed_rounds):
    seed, rounds = seed_rounds
    good = tmp_path / "good.yaml"
    save_game(SAVED, good, table={"bots": [2], "pads": [{"seat": 1, "instance_id": 4, "guid": "x"}]})
    path = tmp_path / "damaged.yaml"
    path.write_bytes(mutate(good.read_text(), seed, rounds))
    with Bounded():
        try:
            engine = load_game(path, RULES)
        except SaveError as exc:
            sentence(str(exc))
            assert path.name in str(exc)
            return
    assert engine.hash() == SAVED.hash()   # a save that loads is the game that was saved: nothing lost
    play_briefly(engine, 20, seed)


@FUZZ
@given(seeds)
def test_a_damaged_scenario_runs_or_names_file_and_line(tmp_path, seed_rounds):
    seed, rounds = seed_rounds
    path = tmp_path / "scenario.yaml"
    path.write_bytes(mutate(SCENARIO, seed, rounds))
    with Bounded():
        try:
            loaded = scenario.load_scenario(path)
            engine = loaded.engine
        except scenario.ScenarioError as exc:
            assert exc.problems
            for problem in exc.problems:
                assert problem.file == str(path) and isinstance(problem.line, int) and problem.line >= 0
                sentence(problem.message)
            return
        for command in (step.command for step in loaded.steps if step.command is not None):
            events = engine.submit(command)
            assert not any(isinstance(e, EngineFailed) for e in events), (command, engine.errors[-1:])
            if isinstance(events[0], Rejected):
                sentence(events[0].reason)
                break
        play_briefly(engine, 30, seed)


@pytest.fixture(scope="module")
def card_copies(tmp_path_factory):
    return tmp_path_factory.mktemp("cards")


@FUZZ_CARDS
@given(seeds, st.sampled_from(CARD_FILES))
def test_a_damaged_card_file_is_a_list_of_problems_or_cards_that_play(card_copies, seed_rounds, file):
    seed, rounds = seed_rounds
    root = card_copies / f"noah-{seed}-{rounds}-{str(file).replace('/', '-')}"
    shutil.copytree(CARDS, root, ignore=shutil.ignore_patterns("layouts"))
    try:
        target = root / file
        target.write_bytes(mutate(target.read_text(), seed, rounds))
        with Bounded():
            problems = check_cards([root])
            for problem in problems:
                assert Path(problem.file).resolve().is_relative_to(root.resolve()), problem
                assert isinstance(problem.line, int) and problem.line >= 0
                sentence(problem.message)
            try:
                cards = load_cards(root)
            except CardError as exc:
                assert problems and exc.problems
                return
            assert not problems
            players = 1 + seed % 4
            engine = Engine(NoahRules(cards), {"players": players}, seed, undo=False)
            play_briefly(engine, 60, seed)
    finally:
        shutil.rmtree(root, ignore_errors=True)


@FUZZ
@given(seeds)
def test_a_damaged_settings_file_is_read_or_set_aside_with_a_sentence(tmp_path, seed_rounds):
    seed, rounds = seed_rounds
    tmp_path = Path(tempfile.mkdtemp(dir=tmp_path))   # one folder an example: what was set aside is counted
    path = tmp_path / "settings.yaml"
    path.write_bytes(mutate(SETTINGS, seed, rounds))
    with Bounded():
        result, notice = read_settings(path)
    if notice:
        sentence(notice)
        assert "settings.yaml" in notice and not path.exists() and result == Settings()
        assert len([p for p in tmp_path.iterdir() if p.name.startswith("settings.yaml.bad-")]) == 1
        return
    assert 1280 <= result.window_width <= 7680 and 720 <= result.window_height <= 4320
    assert math.isfinite(result.animation_speed) and 0 <= result.animation_speed <= 4
    assert all(isinstance(getattr(result, k), bool) for k in ("fullscreen", "sound", "colour_blind"))
