"""Words for NOAH cards and effects: names for the log, text for the fallback card pictures."""
from __future__ import annotations

import re

from game.sprites import effects_text

# How an icon token reads as a word on the table: (alone, after 1, after another number); "" drops an
# icon that only decorates ("Hire a :merc: Mercenary").
ICON_WORDS = {
    "hit": ("hits", "hit", "hits"), "damage": ("damage",) * 3, "energy": ("Energy",) * 3,
    "shield": ("defense", "damage", "damage"), "ability": ("Ability",) * 3, "reality": ("Reality Loss",) * 3,
    "range": ("Range",) * 3, "health": ("health",) * 3, "corruption": ("corruption",) * 3,
    "threshold": ("Threshold",) * 3, "boost": ("Boost",) * 3, "discard": ("discard",) * 3,
    "out_of_turn": ("out of turn",) * 3, "merc": ("",) * 3, "spy": ("",) * 3, "reposition": ("",) * 3,
}
TRIGGER_WORDS = {"reveal": "Reveal", "first": "1st", "rip": "R.I.P.", "ongoing": "Ongoing", "none": ""}
ICON = re.compile(r"(?:([+-]?\d+)(\S*) )?:([a-z_]+):")


def _icon(m: re.Match) -> str:
    number, suffix, name = m.group(1), m.group(2) or "", m.group(3)
    alone, one, many = ICON_WORDS.get(name, (name.replace("_", " "),) * 3)
    if number is None:
        return alone
    word = one if number.lstrip("+-") == "1" and not suffix else many
    return f"{number}{suffix} {word}".rstrip()


def plain(text: str) -> str:
    """Rules text with icon tokens (:hit:) as words ("Deal 2 :hit:" -> "Deal 2 hits")."""
    words = ICON.sub(_icon, str(text or ""))
    return re.sub(r"\s{2,}", " ", words).strip()


def ops_text(ops) -> str:
    """An effect list in short words: the sprite builder's card phrases, icons read as words."""
    parts = []
    for op in ops or ():
        name = getattr(op, "name", None) or (op.get("op") if isinstance(op, dict) else str(op))
        params = getattr(op, "params", None) or (op if isinstance(op, dict) else {})
        phrase = effects_text.describe([{**params, "op": name}]).rstrip(".")
        parts.append(plain(phrase))
    return ", ".join(parts) or "-"


class NoahCards:
    """Names and fallback card text for every NOAH card id."""

    def __init__(self, cards):
        self.cards = cards

    def name(self, card_id: str) -> str:
        for table in (self.cards.agents, self.cards.mercenaries, self.cards.enemies, self.cards.locations,
                      self.cards.factions):
            if card_id in table:
                return table[card_id].name
        return str(card_id).replace("_", " ").title()

    def kind(self, card_id: str) -> str:
        c = self.cards
        if card_id in c.agents:
            return "agent"
        if card_id in c.mercenaries:
            return "mercenary"
        if card_id in c.enemies:
            return "enemy"
        if card_id in c.locations:
            return "location"
        return "other"

    def upgrade_text(self, card_id: str, upgrade: str) -> str:
        agent = self.cards.agents.get(card_id)
        if agent:
            return ops_text(agent.action(upgrade))
        merc = self.cards.mercenaries.get(card_id)
        return ops_text(merc.effect) if merc else ""

    def info(self, card_id: str) -> dict:
        """What the fallback renderer draws: name, cost, coloured lines of text, a footer."""
        c = self.cards
        dark, red, blue = (30, 30, 30), (150, 30, 30), (40, 60, 130)
        if card_id in c.agents:
            a = c.agents[card_id]
            faction = c.factions.get(a.faction)
            return {"name": a.name, "kind": "agent", "cost": a.cost, "out_of_turn": a.out_of_turn,
                    "colour": faction.colour if faction else None,
                    "lines": [(ops_text(a.base), dark), ("Discard: " + ops_text(a.discard), blue),
                              ("Corrupt: " + ops_text(a.corrupt), red)]
                    + ([("Out of turn", (120, 90, 0))] if a.out_of_turn else []),
                    "back_label": "AGENT", "text": plain(a.text)}
        if card_id in c.mercenaries:
            m = c.mercenaries[card_id]
            lines = [(plain(m.text) or ops_text(m.effect), dark)]
            if m.out_of_turn:
                lines.append(("Out of turn", (120, 90, 0)))
            return {"name": m.name, "kind": "mercenary", "cost": m.cost or None, "out_of_turn": m.out_of_turn,
                    "lines": lines, "back_label": "MERC", "back_colour": (92, 70, 44)}
        if card_id in c.enemies:
            e = c.enemies[card_id]
            trig = TRIGGER_WORDS.get(e.trigger, e.trigger)
            lines = [(f"Health {e.health}   Damage {e.damage}", dark)]
            if e.effect:
                lines.append((f"{trig}: " + (plain(e.text) or ops_text(e.effect)), red))
            if e.reward:
                lines.append(("Reward: " + ops_text(e.reward), blue))
            return {"name": e.name, "kind": "enemy", "colour": e.colour, "lines": lines, "back_label": "ENEMY",
                    "back_colour": (60, 26, 32), "footer": e.colour}
        if card_id in c.locations:
            loc = c.locations[card_id]
            return {"name": loc.name, "kind": "location",
                    "lines": [(f"Out of commission at {loc.threshold} damage", dark),
                              (plain(loc.text) or ops_text(loc.effect), blue)]}
        if card_id in c.factions:
            f = c.factions[card_id]
            return {"name": f.name, "kind": "faction", "colour": f.colour, "lines": [(f.emblem, dark)]}
        return {"name": self.name(card_id), "kind": "other", "lines": []}
