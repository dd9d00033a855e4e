"""A game as one seat might imagine it: every card it cannot see dealt again at random. Hidden from a
seat: the order of every Troops and Tricks deck, every face-down Pen card (its own too), the other
seats' hands, and the RNG. Pools are sorted before they are dealt, so the sample depends only on what
the seat sees and on `rng`."""
from __future__ import annotations

from game.engine.beast.state import BeastState
from game.engine.core.serialize import copy_state
from game.engine.core.rng import Rng


def sample_state(state: BeastState, seat: int, rng: Rng) -> BeastState:
    sample = copy_state(state)
    sample.rng = Rng.seeded(rng.next32() << 32 | rng.next32())
    for player in sample.players:
        hidden = [r for r in player.pen if r.card and not r.face_up]
        pool = sorted(player.troops + [r.card for r in hidden])
        rng.shuffle(pool)
        for recruit in hidden:
            recruit.card = pool.pop()
        player.troops = pool
        if player.seat == seat:
            player.tricks = sorted(player.tricks)
            rng.shuffle(player.tricks)
            continue
        pool = sorted(player.tricks + player.hand)
        rng.shuffle(pool)
        player.hand = [pool.pop() for _ in range(len(player.hand))]
        player.tricks = pool
    return sample
