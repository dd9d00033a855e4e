"""Strategy Variants, the exchanging process: "keep 1 card, pass the other 6 cards to the left hand
side player, then select and keep 1 card from the cards passed by your right hand side player, pass
the other 5 cards to your left hand side player, and so on. After 7 rounds, each player will still
have 7 cards." Every player picks at once (hidden from the others); once all have picked, the
packets pass to the left (the next seat in turn order)."""
from __future__ import annotations

from game.engine.planet.commands import Draft
from game.engine.planet.events import DraftPicked, PacketsPassed
from game.engine.planet.game import Game
from game.engine.planet.state import SETUP_DISCARD


def check_draft(game: Game, command: Draft) -> str | None:
    player = game.state.players[command.seat]
    if command.card not in player.packet:
        return "Keep one of the cards in front of you."
    return None


def draft(game: Game, command: Draft) -> None:
    state = game.state
    player = state.players[command.seat]
    player.packet.remove(command.card)
    player.kept.append(command.card)
    player.picked = True
    game.emit(DraftPicked(command.seat, command.card))
    if all(p.picked for p in state.players):
        pass_packets(game)


def pass_packets(game: Game) -> None:
    state = game.state
    packets = [p.packet for p in state.players]
    for seat, player in enumerate(state.players):
        player.packet = packets[seat - 1]          # from the right hand side player
        player.picked = False
    state.draft_round += 1
    game.emit(PacketsPassed(state.draft_round))
    if all(not p.packet for p in state.players):
        for player in state.players:
            player.hand, player.kept = player.kept, []
        state.phase, state.turn = SETUP_DISCARD, 0


def drafting_seats(game: Game) -> list[int]:
    return [s for s, p in enumerate(game.state.players) if not p.picked]
