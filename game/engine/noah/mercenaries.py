"""The Mercenary deck and display: four Mercenaries priced 1 to 4, sliding and refilling."""
from __future__ import annotations

from game.engine.noah import tracks
from game.engine.noah.events import CardMoved, MercenaryDealt, MercenaryDeckShuffled, MercenaryRecruited
from game.engine.noah.game import Game

DISPLAY_SIZE = 4


def refill(game: Game) -> None:
    """Draw into the last positions of the display."""
    state = game.state
    while len(state.mercenary_display) < DISPLAY_SIZE:
        renew_deck(game)  # the discard pile was empty when the last card was drawn (ruling R10)
        if not state.mercenary_deck:
            return
        card = state.mercenary_deck.pop()
        state.mercenary_display.append(card)
        game.emit(MercenaryDealt(card, len(state.mercenary_display) - 1))
        renew_deck(game)


def renew_deck(game: Game) -> None:
    """'Once the last Mercenary has been drawn from the draw pile, shuffle all the Mercenaries from
    the discard pile into a new Mercenary Deck' (Mercenary Cards)."""
    state = game.state
    if not state.mercenary_deck and state.mercenary_discard:
        state.mercenary_deck = state.mercenary_discard
        state.mercenary_discard = []
        state.rng.shuffle(state.mercenary_deck)
        game.emit(MercenaryDeckShuffled(len(state.mercenary_deck)))


def recruit(game: Game, seat: int, slot: int, free: bool) -> None:
    """Pay the price (unless free), take the Mercenary; those behind slide left; a new one is drawn."""
    from game.engine.noah.effects.run import mercenary_price
    state = game.state
    price = 0 if free else mercenary_price(game, slot)
    card = state.mercenary_display.pop(slot)
    if price:
        tracks.change_energy(game, seat, -price, card)
    state.factions[seat].mercenaries.append(card)
    game.emit(MercenaryRecruited(seat, card, slot, price))
    game.emit(CardMoved(seat, card, f"display:{slot}", "mercenaries"))
    refill(game)


def discard_cheapest(game: Game) -> None:
    state = game.state
    if state.mercenary_display:
        card = state.mercenary_display.pop(0)
        state.mercenary_discard.append(card)
        game.emit(CardMoved(-1, card, "display:0", "mercenary_discard"))
        refill(game)
