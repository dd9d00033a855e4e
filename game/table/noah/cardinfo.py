"""Words for NOAH cards and effects: names for the log, text for the fallback card pictures."""
from __future__ import annotations

import re

OP_WORDS = {
    "deal_hits": lambda p: f"Deal {p.get('amount')} hit{'s' if p.get('amount') != 1 else ''}",
    "deal_hits_times_enemy_damage": lambda p: f"Deal {p.get('factor')}x the Enemy's damage",
    "charge_energy": lambda p: f"+{p.get('amount')} Energy" + (" to all" if p.get("who") == "all" else ""),
    "defense": lambda p: f"Block {p.get('amount')} damage",
    "reposition": lambda p: "Move an Enemy 1 Location",
    "spy": lambda p: "Spy",
    "spy_reorder": lambda p: "Spy & reorder",
    "ability_step": lambda p: f"+{p.get('amount')} Ability step" + (" for all" if p.get("who") == "all" else ""),
    "lower_reality_loss": lambda p: f"Reality Loss -{p.get('amount')}",
    "reset_reality_loss": lambda p: "Reset Reality Loss to the phase start",
    "increase_range": lambda p: f"+{p.get('amount')} Range",
    "boost": lambda p: f"Boost +{p.get('amount')} hits",
    "recruit_mercenary": lambda p: "Recruit a Mercenary" + (" free" if p.get("free") else ""),
    "recover_health": lambda p: f"Heal {p.get('amount')}" + (" all" if p.get("who") == "all" else ""),
    "purge_corruption": lambda p: f"Corruption -{p.get('amount')}" + (" all" if p.get("who") == "all" else ""),
    "advance_reality_loss": lambda p: f"Reality Loss +{p.get('amount')}",
    "damage_all_factions": lambda p: f"All factions lose {p.get('amount')} health",
    "corrupt_all_factions": lambda p: f"All factions +{p.get('amount')} corruption",
    "drain_energy_all": lambda p: f"All factions -{p.get('amount')} Energy",
    "lose_ability_all": lambda p: f"All factions -{p.get('amount')} Ability",
    "heal_enemies": lambda p: f"Enemies heal {p.get('amount')}",
    "reveal_next_enemy": lambda p: "Reveal the next Enemy",
    "discard_mercenary_display": lambda p: "Discard the cheapest Mercenary",
    "extra_damage": lambda p: f"+{p.get('amount')} damage",
    "extra_health": lambda p: f"+{p.get('amount')} health",
    "threshold_change": lambda p: f"Threshold {p.get('amount'):+}",
    "hits_reduced": lambda p: f"-{p.get('amount')} per hit action",
    "agent_cost_increase": lambda p: f"Agents cost +{p.get('amount')}",
    "mercenary_cost_increase": lambda p: f"Mercenaries cost +{p.get('amount')}",
    "energy_reset_reduced": lambda p: f"Energy resets {p.get('amount')} lower",
    "no_defense_ability": lambda p: "Defense ability blocks nothing",
}
TRIGGER_WORDS = {"reveal": "Reveal", "first": "1st", "rip": "R.I.P.", "ongoing": "Ongoing", "none": ""}
ICON = re.compile(r":([a-z_]+):")


def plain(text: str) -> str:
    """Rules text with icon tokens (:hit:) as words."""
    return ICON.sub(lambda m: m.group(1).replace("_", " "), str(text or ""))


def ops_text(ops) -> str:
    """An effect list in short words."""
    parts = []
    for op in ops or ():
        name = getattr(op, "name", None) or (op.get("op") if isinstance(op, dict) else str(op))
        params = getattr(op, "params", None) or (op if isinstance(op, dict) else {})
        words = OP_WORDS.get(name)
        parts.append(words(params) if words else name.replace("_", " "))
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
