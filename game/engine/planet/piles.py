"""The piles in the centre of the table: the Noah Card Pile (reshuffled from the Discard Pile when it
runs out), the Plant Pile (top card always face up; removed Basic Plants restored when it runs out)."""
from __future__ import annotations

from game.engine.planet.definitions import card_id
from game.engine.planet.events import BasicPlantsRestored, DiscardPileReshuffled, PlantPileTopRevealed
from game.engine.planet.game import Game


def draw_noah(game: Game, count: int) -> list[str]:
    """Take up to `count` cards from the top of the Noah Card Pile. Setup: "If lacking Noah Cards,
    then Discard Pile gets reset": the Discard Pile is shuffled into a new Noah Card Pile."""
    state = game.state
    drawn = []
    for _ in range(count):
        if not state.noah_pile:
            reshuffle_discard_pile(game)
        if not state.noah_pile:
            break
        drawn.append(state.noah_pile.pop())
    return drawn


def reshuffle_discard_pile(game: Game) -> None:
    state = game.state
    if not state.discard_pile:
        return
    state.noah_pile = sorted(state.discard_pile)
    state.discard_pile = []
    state.rng.shuffle(state.noah_pile, "noah_pile", card_id)
    game.emit(DiscardPileReshuffled(len(state.noah_pile)))


def discard(game: Game, cards) -> None:
    """Face up on top of the Discard Pile, in order."""
    game.state.discard_pile.extend(cards)


def take_plant(game: Game) -> str | None:
    """The top card of the Plant Pile (face up), then the next top card turned face up.
    "If lacking Basic Plant Cards, the removed cards will be restored" (ruling R7)."""
    state = game.state
    if not state.plant_pile:
        restore_basic_plants(game)
    if not state.plant_pile:
        return None
    card = state.plant_pile.pop()
    if not state.plant_pile:
        restore_basic_plants(game)
    game.emit(PlantPileTopRevealed(state.plant_pile[-1] if state.plant_pile else ""))
    return card


def restore_basic_plants(game: Game) -> None:
    """The removed Basic Plants, shuffled, become the Plant Pile again."""
    state = game.state
    basic = sorted(c for c in state.removed if game.cards.kind_of(c) == "basic_plant")
    if not basic:
        return
    state.removed = [c for c in state.removed if c not in set(basic)]
    restored = tuple(basic)
    state.rng.shuffle(basic, "plant_pile", card_id)
    state.plant_pile = basic
    game.emit(BasicPlantsRestored(len(basic), restored))
