"""A Noah Planet state as one seat might imagine it: every card it cannot see dealt again at random.

What a seat cannot see: the order of the Noah Card Pile, the Plant Pile under its face-up top card,
the other players' hands, another player's Search cards and draft packets and picks, and the RNG.
The hidden cards are pooled in sorted order before they are dealt back into the same places (same
counts), so the sample depends only on what the seat sees and on `rng`."""
from __future__ import annotations

from game.engine.core.rng import Rng
from game.engine.core.serialize import copy_state
from game.engine.planet.state import SEARCH, PlanetState


def sample_state(state: PlanetState, seat: int, rng: Rng) -> PlanetState:
    sample = copy_state(state)
    sample.rng = Rng.seeded(rng.next32() << 32 | rng.next32())
    places: list[tuple[object, str]] = [(sample, "noah_pile")]
    for other, player in enumerate(sample.players):
        if other != seat:
            places += [(player, "hand"), (player, "packet"), (player, "kept")]
    if sample.phase == SEARCH and sample.turn != seat:
        places.append((sample, "searched"))
    pool = sorted(card for owner, name in places for card in getattr(owner, name))
    rng.shuffle(pool)
    for owner, name in places:
        size = len(getattr(owner, name))
        setattr(owner, name, [pool.pop() for _ in range(size)])
    if len(sample.plant_pile) > 1:
        under = sorted(sample.plant_pile[:-1])
        rng.shuffle(under)
        sample.plant_pile = under + sample.plant_pile[-1:]
    return sample
