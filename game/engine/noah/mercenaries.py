"""The Mercenary deck and display: four Mercenaries priced 1 to 4, sliding and refilling."""
from __future__ import annotations

from game.engine.noah import tracks
from game.engine.noah.events import CardMoved, MercenaryDealt, MercenaryDeckShuffled, MercenaryRecruited, PromptRaised
from game.engine.noah.game import Game
from game.engine.noah.state import Offer, Pending

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
        state.rng.shuffle(state.mercenary_deck, "mercenary_deck")
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


# --- 'Mercenaries can be recruited ... through a Reward, or through effects' ---------------------
def offer_to_every_faction(game: Game, free: bool, source: str) -> None:
    """A reward or effect with no acting hero reaches every faction (ruling R20): each, in seat
    order, may recruit a Mercenary from the display (turns.play_on asks)."""
    game.state.offers.extend(Offer(seat, free, source) for seat in range(len(game.state.factions)))


def offered_slots(game: Game, seat: int, free: bool) -> list[int]:
    """The display slots the faction may take: all when free, otherwise those it can pay for."""
    from game.engine.noah.effects.run import mercenary_price
    energy = game.state.factions[seat].energy
    return [slot for slot in range(len(game.state.mercenary_display))
            if free or mercenary_price(game, slot) <= energy]


def ask_next_offer(game: Game) -> None:
    """Ask the next faction with a Mercenary to recruit; one that can take none is passed over."""
    state = game.state
    offer = state.offers[0]
    if not offered_slots(game, offer.seat, offer.free):
        state.offers.pop(0)
        return
    state.pending = Pending("recruit_mercenary", [offer.seat])
    cards = game.cards
    source = next((c[offer.source].name for c in (cards.enemies, cards.locations, cards.dials) if offer.source in c),
                  offer.source)
    price = "for free" if offer.free else "paying its price"
    game.emit(PromptRaised("recruit_mercenary", (offer.seat,),
                           f"{source}: recruit a Mercenary from the display {price}, or pass."))


def take_offer(game: Game, seat: int, slot: int | None) -> None:
    """The faction recruits the Mercenary in `slot` (None: it lets the offer go)."""
    state = game.state
    offer = state.offers.pop(0)
    state.pending = None
    if slot is not None:
        recruit(game, seat, slot, free=offer.free)
