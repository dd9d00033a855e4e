"""Nature of the Beast's card art: every card is its emblem (a paw, a crown, a burst, a price tag, a flag,
a person) on a field of its Habitat's or style's colour, Locations too; the Troops and Tricks backs."""
from __future__ import annotations

from game.sprites.paint import paint_back, paint_emblem

PAINTERS = {"animal": paint_emblem, "leader": paint_emblem, "event": paint_emblem, "item": paint_emblem,
            "location": paint_emblem, "human": paint_emblem, "back": paint_back}
