"""Nature of the Beast's cards in words: names for the log and menus, text for the fallback pictures.

Cards in play are physical cards named `<seat>.<card id>.<copy>`; pictures and names go by card id."""
from __future__ import annotations

from game.engine.beast.state import card_id

KIND_WORDS = {"animal": "Animal", "leader": "Leader", "event": "Event", "item": "Item", "location": "Location",
              "human": "Human"}
HABITAT_COLOURS = {"city": (107, 111, 124), "farm": (181, 101, 43), "forest": (63, 122, 58),
                   "suburbs": (59, 120, 168)}


def picture_id(card: str) -> str:
    """The sprite of a physical card (`0.stubborn_mule.2` -> `stubborn_mule`); backs and ids pass."""
    return card_id(card) if card.count(".") >= 2 else card


class BeastCards:
    """Names and fallback text for every Nature of the Beast card."""

    def __init__(self, cards):
        self.cards = cards

    def of(self, card: str):
        return self.cards.cards.get(picture_id(card))

    def name(self, card: str) -> str:
        printed = self.of(card)
        return printed.name if printed else picture_id(card).replace("_", " ").title()

    def kind(self, card: str) -> str:
        printed = self.of(card)
        return printed.kind if printed else "other"

    def info(self, card: str) -> dict:
        """What the fallback renderer draws when a card has no sprite."""
        printed = self.of(card)
        if card.startswith("back_"):
            return {"name": card[5:].title(), "back_label": card[5:].upper(), "back_colour": (60, 50, 36)}
        if printed is None:
            return {"name": self.name(card), "kind": "other", "lines": []}
        lines = []
        if printed.kind == "animal":
            lines.append((f"Rank {printed.rank}  Combat {printed.combat}  Clout {printed.clout}", (30, 30, 30)))
        if printed.text:
            lines.append((printed.text, (30, 30, 30)))
        return {"name": printed.name, "kind": KIND_WORDS.get(printed.kind, printed.kind),
                "colour": HABITAT_COLOURS.get(getattr(printed, "habitat", ""), (90, 80, 60)), "lines": lines,
                "back_label": "TROOPS" if printed.troop else "TRICKS"}
