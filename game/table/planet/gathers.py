"""Noah Planet's decisions made by choosing several things (game.table.gathering): the two cards
discarded at setup, and Fossil Dig's card taken back from the Discard Pile spread out. Named in its
gestures (game.table.planet.gestures)."""
from __future__ import annotations

from game.engine.planet import commands as cmd
from game.table.gathering import Gather
from game.table.planet import keys


def setup_discard(adapter, seat: int, legal: list):
    """Setup step 4: choose the 2 cards to discard."""
    pairs = [c for c in legal if isinstance(c, cmd.DiscardAtSetup)]
    if not pairs:
        return None
    commands = {frozenset(keys.hand(card) for card in c.cards): c for c in pairs}
    items = tuple(sorted({key for chosen in commands for key in chosen}))
    return Gather(seat, "Setup: click the 2 cards you do not want to keep", items, commands,
                  confirm="Discard these 2")


def taken_back(adapter, seat: int, options: list):
    """Fossil Dig played: choose the card to take back, from the Discard Pile spread out."""
    recover = [c for c in options if isinstance(c, cmd.Create) and len(c.target) == 1]
    if not recover or len(recover) != len(options):
        return None
    commands = {frozenset({keys.discarded(c.target[0])}): c for c in recover}
    items = tuple(keys.discarded(c.target[0]) for c in recover)
    return Gather(seat, f"{adapter.card_name(recover[0].card)}: click the card to take back", items, commands,
                  confirm="Take it back")
