"""Answers to the game's prompts: a window in the Enemies' turn, the free turn, placing a spied card,
a Mercenary offered by a reward."""
from __future__ import annotations

from game.engine.noah import enemy_turn, mercenaries, spying, turns
from game.engine.noah.commands import ChooseFreeTurn, Pass, PlaceSpied, RecruitMercenary
from game.engine.noah.game import Game


def pass_(game: Game, command: Pass) -> None:
    """End your window in the Enemies' turn (the damage still coming lands), or let the Mercenary go."""
    if game.state.pending.kind == "recruit_mercenary":
        mercenaries.take_offer(game, command.seat, None)
    else:
        enemy_turn.answered(game, command.seat)
    turns.play_on(game)


def check_recruit_mercenary(game: Game, command: RecruitMercenary) -> str | None:
    slot = command.slot
    if not isinstance(slot, int) or isinstance(slot, bool) or not 0 <= slot < len(game.state.mercenary_display):
        return "Choose a Mercenary of the display: slot 0 is the first of its 4 spaces."
    if slot not in mercenaries.offered_slots(game, command.seat, game.state.offers[0].free):
        return f"That Mercenary costs more Energy than you have ({game.state.factions[command.seat].energy})."
    return None


def recruit_mercenary(game: Game, command: RecruitMercenary) -> None:
    mercenaries.take_offer(game, command.seat, command.slot)
    turns.play_on(game)


def check_choose_free_turn(game: Game, command: ChooseFreeTurn) -> str | None:
    if not isinstance(command.faction, int) or not 0 <= command.faction < len(game.state.factions):
        return "Choose one of the factions in this game for the free turn."
    return None


def choose_free_turn(game: Game, command: ChooseFreeTurn) -> None:
    turns.give_free_turn(game, command.faction)


def check_place_spied(game: Game, command: PlaceSpied) -> str | None:
    if command.position not in spying.placements(game):
        if game.state.pending.where == "turn":
            return f"Put the turn card at a place in the deck from 0 (top) to {len(game.state.turn_deck) - 1}."
        return "A face-down Enemy can only swap places with another face-down Enemy."
    return None


def place_spied(game: Game, command: PlaceSpied) -> None:
    spying.place(game, command.seat, command.position)
    turns.play_on(game)
