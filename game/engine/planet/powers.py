"""Power operations: the effects of Special Power cards (when Created) and of species' `when_created`.

Ops that need a choice name its kind: "rival_species" (a species in another player's ecosystem,
answered as (seat, card)) or "discard_card" (a card in the Discard Pile, answered as (card,))."""
from __future__ import annotations

from game.engine.cards.effects import Param
from game.engine.planet.definitions import CLASSES, card_id
from game.engine.planet.ecosystem import go_extinct, move_species
from game.engine.planet.effects import COUNT, POWER, REGISTRY, effect
from game.engine.planet.events import ActionsAdded, CardRecovered, CardsDrawn, Planted, Regenerated, Sheltered
from game.engine.planet.game import Game
from game.engine.planet.piles import draw_noah, take_plant

ANIMAL_CLASS = Param(str, required=False, default="", choices=("",) + CLASSES[:5])
MAX_TIER = Param(int, required=False, default=4, minimum=1, maximum=4)
PLANTS = Param(bool, required=False, default=False)    # plants too (a Basic Plant that goes extinct leaves the game)


@effect("draw", POWER, count=COUNT)
def draw(game: Game, seat: int, target: tuple, params: dict, source: str) -> None:
    """Draw `count` cards from the Noah Card Pile."""
    drawn = draw_noah(game, params["count"])
    game.state.players[seat].hand.extend(drawn)
    game.emit(CardsDrawn(seat, tuple(drawn), "power"))


@effect("plant", POWER, count=COUNT)
def plant(game: Game, seat: int, target: tuple, params: dict, source: str) -> None:
    """Take the top `count` cards of the Plant Pile into your ecosystem (as the Plant action)."""
    for _ in range(params["count"]):
        card = take_plant(game)
        if card is None:
            return
        game.state.players[seat].ecosystem.append(card)
        game.emit(Planted(seat, card))


@effect("regenerate", POWER, count=COUNT)
def regenerate(game: Game, seat: int, target: tuple, params: dict, source: str) -> None:
    """Take the top `count` cards of the Discard Pile into your hand (as the Regenerate action)."""
    state = game.state
    for _ in range(params["count"]):
        if not state.discard_pile:
            return
        card = state.discard_pile.pop()
        state.players[seat].hand.append(card)
        game.emit(Regenerated(seat, card))


@effect("gain_actions", POWER, count=COUNT)
def gain_actions(game: Game, seat: int, target: tuple, params: dict, source: str) -> None:
    """`count` more actions this Action Phase."""
    game.state.actions_left += params["count"]
    game.emit(ActionsAdded(seat, params["count"], game.state.actions_left))


@effect("shelter", POWER)
def shelter(game: Game, seat: int, target: tuple, params: dict, source: str) -> None:
    """This turn's Feeding Phase: your species that cannot eat do not go extinct."""
    game.state.sheltered = True
    game.emit(Sheltered(seat))


@effect("take_species", POWER, choice="rival_species", **{"class": ANIMAL_CLASS, "max_tier": MAX_TIER})
def take_species(game: Game, seat: int, target: tuple, params: dict, source: str) -> None:
    """Move a species (of the class, up to the tier) from another player's ecosystem into yours."""
    owner, uid = target
    move_species(game, uid, owner, seat, "power")


@effect("make_extinct", POWER, choice="rival_species",
        **{"class": ANIMAL_CLASS, "max_tier": MAX_TIER, "plants": PLANTS})
def make_extinct(game: Game, seat: int, target: tuple, params: dict, source: str) -> None:
    """A species (an animal of the class, up to the tier; with `plants`, a plant too) in another
    player's ecosystem goes extinct: onto the Discard Pile, a Basic Plant out of the game."""
    owner, uid = target
    go_extinct(game, owner, uid, "power")


@effect("recover", POWER, choice="discard_card")
def recover(game: Game, seat: int, target: tuple, params: dict, source: str) -> None:
    """Take any card from the Discard Pile into your hand."""
    (uid,) = target
    game.state.discard_pile.remove(uid)
    game.state.players[seat].hand.append(uid)
    game.emit(CardRecovered(seat, uid))


# --- choices ---------------------------------------------------------------------------------------
def targets(game: Game, seat: int, op) -> list[tuple]:
    """Every answer to an op's choice, in a stable order."""
    state = game.state
    if op.choice == "rival_species":
        found = []
        takes = _targetable(game.cards, op)
        for other, player in enumerate(state.players):
            if other != seat:
                for uid in sorted(player.ecosystem):
                    ok = takes.get(uid)
                    if ok is None:
                        ok = takes[uid] = _takes(game, op, uid)
                    if ok:
                        found.append((other, uid))
        return found
    if op.choice == "discard_card":
        return [(uid,) for uid in sorted(set(state.discard_pile))]
    return []


def _takes(game: Game, op, uid: str) -> bool:
    """Whether a rival's species is one the op may act on: an animal (or, with `plants`, a plant too) of
    its class, up to its tier."""
    species = game.cards.species.get(card_id(uid))
    return bool(species and (species.kind == "animal" or op.params.get("plants"))
                and species.tier <= op.params["max_tier"]
                and (not op.params["class"] or species.cls == op.params["class"]))


_TARGETABLE: dict[tuple, tuple] = {}


def _targetable(cards, op) -> dict:
    """uid -> whether the op may act on that species (_takes), for one card set, filled as species are
    met: the same for every listing (an op and a card never change)."""
    key = (id(cards), id(op))
    hit = _TARGETABLE.get(key)
    if hit is None or hit[0] is not cards or hit[1] is not op:
        hit = _TARGETABLE[key] = (cards, op, {})
    return hit[2]


def run_ops(game: Game, ops: tuple, seat: int, target: tuple, source: str) -> None:
    for op in ops:
        if game.over:
            return
        REGISTRY[op.name].run(game, seat, target if op.choice else (), op.params, source)
