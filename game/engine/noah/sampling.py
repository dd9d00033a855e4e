"""A NOAH state as one seat might imagine it: every card it cannot see dealt again at random.

What a seat cannot see in NOAH: the order of the Enemy, turn and Mercenary decks, which Enemy lies
face down in the row (though its back shows its Type, ruling R24), and the RNG. Cards are pooled in
sorted order before they are dealt, so the sample depends only on what the seat sees and on `rng`."""
from __future__ import annotations

from game.engine.core.rng import Rng
from game.engine.core.serialize import copy_state
from game.engine.noah.definitions import CardSet
from game.engine.noah.state import NoahState


def sample_state(state: NoahState, cards: CardSet, seat: int, rng: Rng) -> NoahState:
    sample = copy_state(state)
    sample.rng = Rng.seeded(rng.next32() << 32 | rng.next32())
    _deal_enemies(sample, cards, seat, rng)
    _deal_turn_deck(sample, seat, rng)
    sample.mercenary_deck = sorted(sample.mercenary_deck)
    rng.shuffle(sample.mercenary_deck)
    return sample


def _deal_enemies(state: NoahState, cards: CardSet, seat: int, rng: Rng) -> None:
    """The Enemy deck and the row's unknown face-down Enemies, dealt again; a row slot keeps its
    Type (its back shows it), and what another seat spied follows the card now in that slot."""
    known = {k.card for k in state.known if k.seat == seat and k.where == "enemy"}
    hidden_slots = [p for p, slot in enumerate(state.row) if not slot.face_up and slot.enemy not in known]
    pool = sorted(state.enemy_deck + [state.row[p].enemy for p in hidden_slots])
    rng.shuffle(pool)
    renamed: dict[str, str] = {}
    for position in hidden_slots:
        slot = state.row[position]
        colour = cards.enemies[slot.enemy].colour
        pick = next(i for i, enemy in enumerate(pool) if cards.enemies[enemy].colour == colour)
        renamed[slot.enemy] = pool.pop(pick)
        slot.enemy = renamed[slot.enemy]
    state.enemy_deck = pool
    for k in state.known:
        if k.where == "enemy" and k.card in renamed:
            k.card = renamed[k.card]


def _deal_turn_deck(state: NoahState, seat: int, rng: Rng) -> None:
    """The turn deck's unknown places dealt again; places the seat spied on keep their card."""
    fixed = {k.index for k in state.known if k.seat == seat and k.where == "turn"}
    free = [i for i in range(len(state.turn_deck)) if i not in fixed]
    pool = sorted(state.turn_deck[i] for i in free)
    rng.shuffle(pool)
    for index, card in zip(free, pool):
        state.turn_deck[index] = card
    for k in state.known:
        if k.where == "turn" and 0 <= k.index < len(state.turn_deck):
            k.card = state.turn_deck[k.index]
