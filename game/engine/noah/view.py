"""What a seat may see: the whole table except face-down cards and deck orders (NOAH is
cooperative, so every hand is open). Also the derived numbers the table shows."""
from __future__ import annotations

from game.engine.core.serialize import to_plain
from game.engine.noah import row, tracks
from game.engine.noah.effects.run import mercenary_price
from game.engine.noah.game import Game


def view(game: Game, seat: int) -> dict:
    state = game.state
    data = to_plain(state)
    del data["rng"]
    data["enemy_deck"] = len(state.enemy_deck)
    data["mercenary_deck"] = len(state.mercenary_deck)
    known = {(k.where, k.card) for k in state.known if k.seat == seat}
    known_turn = [k for k in state.known if k.seat == seat and k.where == "turn"]
    data["turn_deck"] = len(state.turn_deck)
    data["turn_deck_known"] = [{"from_top": len(state.turn_deck) - 1 - k.index, "card": k.card} for k in known_turn]
    data["known"] = [k for k in data["known"] if k["seat"] == seat]
    for position, (plain, slot) in enumerate(zip(data["row"], state.row)):
        visible = slot.face_up or ("enemy", slot.enemy) in known
        if not visible:
            plain["enemy"] = None
        plain["spied"] = not slot.face_up and visible
        plain["colour"] = game.cards.enemies[slot.enemy].colour  # ruling R24: an Enemy's back shows its Type
        plain["location"] = state.locations[position]
        if slot.face_up:
            plain["health"] = row.health(game, position)
            plain["damage_dealt"] = row.damage(game, position)
            plain["threshold"] = row.threshold(game, position)
            plain["out_of_commission"] = row.out_of_commission(game, position)
    for s, plain in enumerate(data["factions"]):
        reach, boost, defense, energy = tracks.abilities(game, s)
        plain["abilities"] = {"range": reach, "boost": boost, "defense": defense, "energy": energy}
    data["mercenary_prices"] = [mercenary_price(game, slot) for slot in range(len(state.mercenary_display))]
    data["seat"] = seat
    return data
