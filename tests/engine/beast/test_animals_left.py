"""Scorched Earth's count (ruling B15) read the quick way, the Troops deck first and each count only as
far as needed, says what a plain count of every animal a player still has says, in the positions of
played games of every kind of team and win condition."""
from __future__ import annotations

from game.engine.beast import victory
from game.engine.beast.game import Game
from game.engine.beast.rules import BEAST
from game.engine.beast.victory import _someone_can_win, _team_can_win, has_animals_left
from game.engine.bots import make_bot
from game.engine.core.bots import seen_by
from game.engine.core.engine import Engine
from game.engine.core.serialize import copy_state

FOUR = ["farm", "forest", "city", "suburbs"]
OPTIONS = [{"players": 2}, {"players": 3}, {"players": 4, "decks": FOUR, "variant": "doubles"},
           {"players": 4, "decks": FOUR, "variant": "doubles", "win": "every_field"},
           {"players": 2, "decks": ["farm", "forest"], "variant": "rush"}]


def positions(options: dict, seed: int):
    """A game of random bots, position after position."""
    engine = Engine(BEAST, options, seed, undo=False)
    bots = [make_bot("random", "beast", seed * 10 + s) for s in range(len(engine.state.players))]
    while not engine.is_over and len(engine.log) < 1500:
        yield Game(engine.state, BEAST.cards)
        seat = engine.acting.seats[0]
        engine.submit(bots[seat].choose(seen_by(BEAST, engine.state, seat, engine.legal_commands(seat))))


def every_animal(player) -> int:
    is_animal = BEAST.cards.is_animal
    return (sum(a is not None for line in player.field for a in line)
            + sum(is_animal[r.card] + is_animal[r.clash] for r in player.pen)
            + sum(map(is_animal.__getitem__, player.troops)))


def test_animals_left_is_a_plain_count_of_field_pen_and_troops():
    asked = 0
    for seed, options in enumerate(OPTIONS):
        for game in positions(options, seed):
            for player in game.state.players:
                count = every_animal(player)
                for needed in (0, 1, 3, 9, 12, 15, count - 1, count, count + 1):
                    assert has_animals_left(game, player, needed) == (count >= needed), (needed, count)
                    asked += 1
    assert asked > 1000


def test_someone_can_win_exactly_when_some_team_can(monkeypatch):
    """Asked with goals of every size (most games never come near Scorched Earth), both answers."""
    answers = set()
    for seed, options in enumerate(OPTIONS):
        for played in positions(options, 100 + seed):
            one_out = copy_state(played.state)   # the player with the most animals put out (as Fury Defeat does)
            max(one_out.players, key=every_animal).out = True
            counts = {every_animal(p) for p in played.state.players}
            for game in (played, Game(one_out, BEAST.cards)):
                alive = sorted({p.team for p in game.state.players if not p.out})
                for needed in {9, *counts, *(c + 1 for c in counts)}:
                    monkeypatch.setattr(victory, "animals_to_win", lambda state: needed)
                    answer = _someone_can_win(game, alive)
                    assert answer == any(_team_can_win(game, team) for team in alive)
                    answers.add((game.state.win, answer))
    assert answers == {("land", True), ("land", False), ("every_field", True), ("every_field", False)}
