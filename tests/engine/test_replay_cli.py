"""`ark-table replay FILE --to N --seat S`: a saved game at any move, headless."""
from __future__ import annotations

import json

from game.engine import replay
from game.engine.bots import make_bot
from game.engine.core.engine import Engine
from game.engine.core.saves import save_game
from game.engine.games import rules_for
from game.engine.play import play_game


def saved(tmp_path):
    rules = rules_for("noah")
    engine = Engine(rules, {"players": 2}, 5)
    play_game(engine, [make_bot("random", "noah", s) for s in range(2)], max_commands=40)
    path = tmp_path / "game.yaml"
    save_game(engine, path)
    return path, engine


def test_replay_prints_the_state_at_a_move_and_a_seats_view(tmp_path, capsys):
    path, engine = saved(tmp_path)
    assert replay.main([str(path), "--to", "10"]) == 0
    out = json.loads(capsys.readouterr().out)
    again = Engine.replay(engine.rules, engine.options, engine.seed, engine.log[:10])
    assert out["move"] == 10 and out["moves"] == len(engine.log)
    assert out["shown"]["turns_taken"] == again.state.turns_taken
    assert replay.main([str(path), "--seat", "1"]) == 0
    view = json.loads(capsys.readouterr().out)["shown"]
    assert view == json.loads(json.dumps(engine.view(1)))


def test_replay_refuses_a_move_or_seat_out_of_range_in_a_sentence(tmp_path, capsys):
    path, engine = saved(tmp_path)
    assert replay.main([str(path), "--to", "9999"]) == 2
    assert "--to must be 0 to" in capsys.readouterr().err
    assert replay.main([str(path), "--seat", "7"]) == 2
    assert "--seat must be one of 0, 1" in capsys.readouterr().err
    (tmp_path / "bad.yaml").write_text("nonsense: [")
    assert replay.main([str(tmp_path / "bad.yaml")]) == 2
