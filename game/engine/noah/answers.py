"""Answers to the game's prompts: taking the Enemies' damage, the free turn, placing a spied card."""
from __future__ import annotations

from game.engine.noah import enemy_turn, spying, turns
from game.engine.noah.commands import ChooseFreeTurn, Pass, PlaceSpied
from game.engine.noah.game import Game


def _asked(game: Game, seat: int, kind: str) -> str | None:
    pending = game.state.pending
    if pending is None or pending.kind != kind:
        return {"defend": "No one is being asked to defend right now.",
                "free_turn": "There is no free turn to give right now.",
                "place_spied": "There is no spied card to place right now."}[kind]
    if seat not in pending.seats:
        from game.engine.noah.hero_turn import waiting_words
        return waiting_words(game)
    return None


def check_pass(game: Game, command: Pass) -> str | None:
    return _asked(game, command.seat, "defend")


def take_the_damage(game: Game, command: Pass) -> None:
    enemy_turn.answered(game, command.seat)
    turns.play_on(game)


def check_choose_free_turn(game: Game, command: ChooseFreeTurn) -> str | None:
    problem = _asked(game, command.seat, "free_turn")
    if problem:
        return problem
    if not isinstance(command.faction, int) or not 0 <= command.faction < len(game.state.factions):
        return "Choose one of the factions in this game for the free turn."
    return None


def choose_free_turn(game: Game, command: ChooseFreeTurn) -> None:
    turns.give_free_turn(game, command.faction)


def check_place_spied(game: Game, command: PlaceSpied) -> str | None:
    problem = _asked(game, command.seat, "place_spied")
    if problem:
        return problem
    if command.position not in spying.placements(game):
        if game.state.pending.where == "turn":
            return f"Put the turn card at a place in the deck from 0 (top) to {len(game.state.turn_deck) - 1}."
        return "A face-down Enemy can only swap places with another face-down Enemy."
    return None


def place_spied(game: Game, command: PlaceSpied) -> None:
    spying.place(game, command.seat, command.position)
    turns.play_on(game)
