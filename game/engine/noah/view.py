"""What a seat may see, assembled piece by piece as an allow-list (as OpenSpiel's observers do): a
field of the state is in the view only once it is written here, so a new field stays hidden until
someone decides to show it. NOAH is cooperative, so every hand is open; face-down Enemies, deck
orders and the RNG are not. Also the derived numbers the table shows (health, prices, abilities)."""
from __future__ import annotations

from game.engine.noah import row, tracks
from game.engine.noah.effects.run import mercenary_price
from game.engine.noah.game import Game
from game.engine.noah.state import Defense, Faction, Pending, Turn


def view(game: Game, seat: int) -> dict:
    state = game.state
    mine = [k for k in state.known if k.seat == seat]
    return {
        "seat": seat,
        "mission": state.mission,
        "locations": list(state.locations),
        "dial": state.dial,
        "harder": state.harder,
        "factions": [_faction(game, s, f) for s, f in enumerate(state.factions)],
        "row": [_row_enemy(game, p, mine) for p in range(len(state.row))],
        "enemy_deck": len(state.enemy_deck),                 # how many, never which or in what order
        "graveyard": list(state.graveyard),
        "enemies_total": state.enemies_total,
        "dial_position": state.dial_position,
        "phase": state.phase,
        "phase_start": state.phase_start,
        "turn_deck": len(state.turn_deck),
        "turn_deck_known": [{"from_top": len(state.turn_deck) - 1 - k.index, "card": k.card}
                            for k in mine if k.where == "turn"],
        "turn_discard": list(state.turn_discard),
        "turn_card": state.turn_card,
        "round": state.round,
        "round_over": state.round_over,
        "turn": _turn(state.turn),
        "defense": _defense(state.defense),
        "pending": _pending(state.pending),
        "offers": [{"seat": o.seat, "free": o.free, "source": o.source} for o in state.offers],
        "known": [{"seat": k.seat, "where": k.where, "card": k.card, "index": k.index} for k in mine],
        "mercenary_deck": len(state.mercenary_deck),
        "mercenary_display": list(state.mercenary_display),
        "mercenary_discard": list(state.mercenary_discard),
        "mercenary_prices": [mercenary_price(game, slot) for slot in range(len(state.mercenary_display))],
        "outcome": state.outcome,
        "outcome_reason": state.outcome_reason,
        "turns_taken": state.turns_taken,
    }


def _faction(game: Game, seat: int, faction: Faction) -> dict:
    """A faction's tracks and every one of its cards (hands are open in a cooperative game)."""
    reach, boost, defense, energy = tracks.abilities(game, seat)
    return {
        "faction": faction.faction,
        "health": faction.health,
        "corruption": faction.corruption,
        "energy": faction.energy,
        "ability": faction.ability,
        "abilities": {"range": reach, "boost": boost, "defense": defense, "energy": energy},
        "supply": list(faction.supply),
        "hand": list(faction.hand),
        "played": list(faction.played),
        "mercenaries": list(faction.mercenaries),
        "range_bonus": faction.range_bonus,
        "boost_bonus": faction.boost_bonus,
    }


def _row_enemy(game: Game, position: int, mine: list) -> dict:
    """An Enemy in the row: which one only when face up or spied by this seat; its back shows its
    Type (ruling R24); the open numbers of a face-up Enemy."""
    slot = game.state.row[position]
    spied = not slot.face_up and any(k.where == "enemy" and k.card == slot.enemy for k in mine)
    plain = {
        "enemy": slot.enemy if slot.face_up or spied else None,
        "face_up": slot.face_up,
        "damage": slot.damage,
        "spied": spied,
        "colour": game.cards.enemies[slot.enemy].colour,
        "location": game.state.locations[position],
    }
    if slot.face_up:
        plain["health"] = row.health(game, position)
        plain["damage_dealt"] = row.damage(game, position)
        plain["threshold"] = row.threshold(game, position)
        plain["out_of_commission"] = row.out_of_commission(game, position)
    return plain


def _turn(turn: Turn) -> dict:
    return {"kind": turn.kind, "seat": turn.seat, "step": turn.step, "attacks": dict(turn.attacks),
            "boosted": list(turn.boosted)}


def _defense(defense: Defense | None) -> dict | None:
    if defense is None:
        return None
    return {"incoming": list(defense.incoming), "blocked": list(defense.blocked), "waiting": list(defense.waiting),
            "crescents": defense.crescents}


def _pending(pending: Pending | None) -> dict | None:
    if pending is None:
        return None
    return {"kind": pending.kind, "seats": list(pending.seats), "where": pending.where, "index": pending.index}
