"""NOAH effect lists (`[{op: deal_hits, amount: 2}]`) as short card text with icon tokens."""
from __future__ import annotations


def _all(op: dict) -> str:
    return " for every faction" if op.get("who") == "all" else ""


def _scope(op: dict) -> str:
    return "every Enemy" if op.get("scope") == "all" else "this Enemy"


def _n(op: dict, key: str = "amount", default=1):
    return op.get(key, default)


PHRASES = {
    "deal_hits": lambda o: f"Deal {_n(o)} :hit:",
    "deal_hits_times_enemy_damage": lambda o: f"Deal {_n(o, 'factor', 1)}× the Enemy's :damage: as :hit:",
    "charge_energy": lambda o: f"Charge {_n(o)} :energy:{_all(o)}",
    "defense": lambda o: f"Block {_n(o)} :shield:",
    "reposition": lambda o: ":reposition: Move an Enemy 1 Location",
    "spy": lambda o: ":spy: Spy",
    "spy_reorder": lambda o: ":spy: Spy & reorder",
    "ability_step": lambda o: f"+{_n(o)} :ability: step{'s' if _n(o) != 1 else ''}{_all(o)}",
    "lower_reality_loss": lambda o: f"Lower :reality: by {_n(o)}",
    "reset_reality_loss": lambda o: "Reset :reality: to the phase start",
    "increase_range": lambda o: f"+{_n(o)} :range: this turn",
    "boost": lambda o: f"Boost +{_n(o)} :hit:",
    "recruit_mercenary": lambda o: "Hire a :merc: Mercenary" + (" for free" if o.get("free") else ""),
    "recover_health": lambda o: f"Recover {_n(o)} :health:{_all(o)}",
    "purge_corruption": lambda o: f"Purge {_n(o)} :corruption:{_all(o)}",
    "advance_reality_loss": lambda o: f":reality: +{_n(o)}",
    "damage_all_factions": lambda o: f"Every faction loses {_n(o)} :health:",
    "corrupt_all_factions": lambda o: f"Every faction takes {_n(o)} :corruption:",
    "drain_energy_all": lambda o: f"Every faction loses {_n(o)} :energy:",
    "lose_ability_all": lambda o: f"Every faction loses {_n(o)} :ability:",
    "heal_enemies": lambda o: f"Every Enemy heals {_n(o)}",
    "reveal_next_enemy": lambda o: "Reveal the next Enemy",
    "discard_mercenary_display": lambda o: "Discard the cheapest :merc: Mercenary",
    "extra_damage": lambda o: f"{_scope(o).capitalize()} deals +{_n(o)} :damage:",
    "extra_health": lambda o: f"{_scope(o).capitalize()} has +{_n(o)} :health:",
    "threshold_change": lambda o: f":threshold: {_n(o):+d}" if isinstance(_n(o), int) else ":threshold: changes",
    "hits_reduced": lambda o: f"Attacks on {_scope(o)} deal {_n(o)} fewer :hit:",
    "agent_cost_increase": lambda o: f"Agents cost {_n(o)} more :energy:",
    "mercenary_cost_increase": lambda o: f"Mercenaries cost {_n(o)} more :energy:",
    "energy_reset_reduced": lambda o: f"Energy resets {_n(o)} lower",
    "no_defense_ability": lambda o: "The :shield: ability blocks nothing",
}


def describe(effects) -> str:
    """A list of operations as one line of card text."""
    if not isinstance(effects, list):
        return ""
    parts = []
    for op in effects:
        if not isinstance(op, dict):
            continue
        name = op.get("op")
        phrase = PHRASES.get(name)
        try:
            parts.append(phrase(op) if phrase else str(name).replace("_", " ").capitalize())
        except (TypeError, ValueError):
            parts.append(str(name).replace("_", " ").capitalize())
    text = ", then ".join(parts)
    return text + "." if text else ""


ABILITY_WORDS = {"boost": ":hit:", "range": ":range:", "energy": ":energy:", "defense": ":shield:"}


def ability_space(space) -> str:
    """One Ability track space as text: '+1 :hit:', ':range: 2', ..."""
    if not isinstance(space, dict) or not space:
        return "Start"
    parts = []
    for key, value in space.items():
        icon = ABILITY_WORDS.get(key)
        if key in ("range",):
            parts.append(f"{icon} {value}")
        elif icon:
            parts.append(f"+{value} {icon}")
        else:
            parts.append(f"{key} {value}")
    return " ".join(parts)
