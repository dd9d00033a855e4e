"""Ending the game (section I): Land Victory the instant a Field is full (or Supply Line's wins,
section VII), Fury Defeat (in tracks), Scorched Earth when nobody can win any more; and the rulings
that close the gaps (B13, B15). No round limit ends a game (B14)."""
from __future__ import annotations

from itertools import islice

from game.engine.beast.events import GameEnded, GameWon
from game.engine.beast.field import animals_in_field, field_is_full
from game.engine.beast.game import Game
from game.engine.beast.state import Player
from game.engine.beast.supply_line import deep_animals, line_complete, supply_line
from game.engine.beast.variants import DEEP_ANIMALS, animals_to_win, shared_field


def team_seats(game: Game, team: int) -> tuple[int, ...]:
    return tuple(p.seat for p in game.state.players if p.team == team)


def has_animals_left(game: Game, player: Player, needed: int) -> bool:
    """The player could still have `needed` animals in the Field: counting those in the Troops deck
    (for most of a game enough on their own), else those there, in the Field and in the Pen (this is
    asked after every command)."""
    is_animal = game.cards.is_animal   # ("" is no card: not an animal)
    if _at_least(is_animal, player.troops, needed):
        return True
    short = needed - animals_in_field(player) - sum([is_animal[r.card] + is_animal[r.clash] for r in player.pen])
    return _at_least(is_animal, player.troops, short)


def _at_least(is_animal: dict, cards: list[str], wanted: int) -> bool:
    """At least `wanted` animals among the cards: counted only as far as the last one wanting."""
    return wanted <= 0 or next(islice(filter(is_animal.__getitem__, cards), wanted - 1, None), None) is not None


def check(game: Game) -> None:
    """End the game if someone has won or nobody can any more."""
    state = game.state
    if state.outcome:
        return
    shared = shared_field(state)
    players, seat = state.players, state.turn.seat   # the acting player first, then the others by seat
    if shared or any([all(map(all, p.field)) for p in players]):   # (Land Victory needs a full Field)
        won = _supply_line_win if shared else _land_victory
        for player in (players[seat], *players[:seat], *players[seat + 1:]):   # (players[seat] is that seat's)
            if not player.out and (reason := won(game, player)):
                _win(game, player.team, reason)
                return
    alive = {p.team for p in players if not p.out}
    if len(alive) == 1:
        _win(game, alive.pop(), "The last army standing: every other player is out.")   # ruling B13
        return
    if not _someone_can_win(game, alive):
        goal = "to win" if shared else "to fill a Field"
        _scorched(game, f"Scorched Earth: nobody has enough animals left {goal}.")


def _land_victory(game: Game, player: Player) -> str:
    if field_is_full(player) and _team_fills(game, player.team):
        return f"Land Victory: seat {player.seat + 1} filled the Field."
    return ""


def _supply_line_win(game: Game, player: Player) -> str:
    """Supply Line: a line from Pen to Pen, or three untilted animals in the opponent's back row."""
    if line_complete(supply_line(game, player)):
        return f"Supply Line: seat {player.seat + 1}'s untilted animals run from Pen to Pen."
    if deep_animals(player) >= DEEP_ANIMALS:
        return f"Supply Line: three of seat {player.seat + 1}'s untilted animals stand in the opponent's back row."
    return ""


def _someone_can_win(game: Game, alive: set[int]) -> bool:
    """Some team can still win (ruling B15, `_team_can_win`). Unless every Field of a team must be full
    at once, that is any player still in with animals enough, whatever the team: each asked in seat
    order, until the first."""
    state = game.state
    if state.win == "every_field":
        return any(_team_can_win(game, team) for team in alive)
    needed = animals_to_win(state)
    for player in state.players:
        if not player.out and has_animals_left(game, player, needed):
            return True
    return False


def _team_can_win(game: Game, team: int) -> bool:
    """A team can still win while one of its players still in has animals enough (all of them, when
    every Field must be full at once): ruling B15."""
    needed = animals_to_win(game.state)
    able = (has_animals_left(game, p, needed) for p in game.state.players if p.team == team and not p.out)
    return all(able) if game.state.win == "every_field" else any(able)


def _team_fills(game: Game, team: int) -> bool:
    """The win condition holds for a team one of whose Fields is full: with `every_field`, all of the
    team's players still in must have a full Field at once."""
    if game.state.win == "land":
        return True
    return all(field_is_full(p) for p in game.state.players if p.team == team and not p.out)


def _win(game: Game, team: int, reason: str) -> None:
    state = game.state
    state.outcome, state.winners, state.reason = "won", list(team_seats(game, team)), reason
    state.battle = None
    game.emit(GameWon(reason=reason, winners=tuple(state.winners)))


def _scorched(game: Game, reason: str) -> None:
    state = game.state
    state.outcome, state.winners, state.reason = "scorched", [], reason
    state.battle = None
    game.emit(GameEnded(reason))
