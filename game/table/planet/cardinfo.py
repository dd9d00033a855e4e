"""Noah Planet's cards in words: names for the log and menus, tiers for laying ecosystems out, and
text for the fallback pictures. Cards in play are copies named `<card id>#<n>`; pictures and names
go by card id (`red_fox#2` -> `red_fox`)."""
from __future__ import annotations

from game.engine.planet.definitions import card_id
from game.engine.planet.eats import write_eats, write_need

KIND_COLOURS = {"animal": (120, 90, 40), "plant": (60, 120, 60), "basic_plant": (60, 130, 55),
                "power": (123, 63, 160), "environment": (176, 96, 42)}
BACKS = {"back_noah": ("NOAH", (44, 93, 110)), "back_plant": ("PLANT", (61, 138, 53)),
         "back_environment": ("ENVIRONMENT", (176, 96, 42))}


def picture_id(card: str) -> str:
    """The sprite of a copy (`red_fox#2` -> `red_fox`); card ids and backs pass unchanged."""
    return card_id(card)


class PlanetCards:
    """Names, tiers and fallback text for every Noah Planet card."""

    def __init__(self, cards):
        self.cards = cards

    def of(self, card: str):
        """The card's definition: a species, a Special Power or an Environment (None if unknown)."""
        cid = card_id(card)
        return self.cards.species.get(cid) or self.cards.powers.get(cid) or self.cards.environments.get(cid)

    def name(self, card: str) -> str:
        printed = self.of(card)
        return printed.name if printed else card_id(card).replace("_", " ").title()

    def kind(self, card: str) -> str:
        """animal | plant | basic_plant | power | environment."""
        return self.cards.kind_of(card)

    def tier(self, card: str) -> int:
        """A species' tier (0 for anything that is not a species)."""
        species = self.cards.species.get(card_id(card))
        return species.tier if species else 0

    def text(self, card: str) -> str:
        printed = self.of(card)
        return getattr(printed, "text", "") if printed else ""

    def info(self, card: str) -> dict:
        """What the fallback renderer draws when a card has no sprite."""
        if card in BACKS:
            label, colour = BACKS[card]
            return {"name": label.title(), "back_label": label, "back_colour": colour}
        printed = self.of(card)
        if printed is None:
            return {"name": self.name(card), "kind": "other", "lines": []}
        kind = self.kind(card)
        lines = []
        if kind in ("animal", "plant", "basic_plant"):
            points = "?" if printed.points is None else printed.points
            lines.append((f"T{printed.tier} {printed.cls}, {points} points", (30, 30, 30)))
            if printed.provides:
                lines.append((f"Provides {write_need(printed.provides)}", (30, 30, 30)))
            if printed.eats:
                lines.append((f"Eats {write_eats(printed.eats)}", (30, 30, 30)))
        if getattr(printed, "text", ""):
            lines.append((printed.text, (30, 30, 30)))
        return {"name": printed.name, "kind": kind, "colour": KIND_COLOURS.get(kind, (90, 80, 60)), "lines": lines,
                "back_label": "ENVIRONMENT" if kind == "environment" else ("PLANT" if kind == "basic_plant" else "NOAH")}
