"""Noah Planet's card files as sprite specs: what each kind of card shows.

A species card shows its Tier, class icon, Point Value ("?" for special scoring), Provides and Eats as
rows of coloured icons with "/" (or) and "+" (and), its special rules and its scoring hint. Read from
the raw YAML, so a card with a mistake still draws (the problems are reported beside it)."""
from __future__ import annotations

import re
from pathlib import Path

from game.engine.cards import Problem
from game.sprites.spec import CardSpec, colour_fields, line_in

GAME = "planet"
RESOURCES = ("plant", "bird", "mammal", "reptile", "bug")
CLASS_COLOURS = {"Mammal": "#a8741c", "Bird": "#2b63b8", "Reptile": "#a8382b", "Amphibian": "#2f8a7a",
                 "Bug": "#5d5a6e", "Plant": "#3d8a35"}
POWER_COLOUR = "#7b3fa0"
ENVIRONMENT_COLOUR = "#b0602a"
NOAH_BACK, PLANT_BACK, ENVIRONMENT_BACK = "back_noah", "back_plant", "back_environment"
_SERVING = re.compile(r"^\s*(?:(\d+)\s*)?([a-z]+)\s*$")


def icons_of(text: str) -> str:
    """'2 plant / bug + bird' -> ':res_plant::res_plant: / :res_bug: + :res_bird:' (unknown words stay)."""
    alternatives = []
    for alternative in str(text or "").split("/"):
        servings = []
        for part in alternative.split("+"):
            match = _SERVING.match(part)
            if not match or match.group(2) not in RESOURCES:
                servings.append(part.strip())
                continue
            servings.append(f":res_{match.group(2)}:" * min(6, int(match.group(1) or 1)))
        alternatives.append(" + ".join(s for s in servings if s))
    return "  /  ".join(a for a in alternatives if a)


def _names(values) -> str:
    names = [str(v) for v in values] if isinstance(values, list) else []
    return " or ".join(names) or "?"


def _filter(op: dict) -> str:
    words = []
    if op.get("card"):
        words.append(str(op["card"]).replace("_", " ").title())
    if op.get("subclass"):
        words.append(str(op["subclass"]))
    if op.get("class"):
        words.append(str(op["class"]))
    if isinstance(op.get("tier"), int) and op["tier"] >= 0:
        words.append(f"T{op['tier']}")
    return " ".join(words) or "species"


PHRASES = {
    "eats_only": lambda o: f"Eats only {_names(o.get('subclasses'))}.",
    "eats_without_consuming": lambda o: "Eats without consuming it.",
    "eats_own_tier": lambda o: f"Can eat {_names(o.get('classes'))} of its own tier.",
    "scavenges": lambda o: "Scavenger: eats only what a lower tier has eaten.",
    "migratory": lambda o: "Migratory: after scoring, passed to the next player.",
    "points_per": lambda o: (f"{o.get('amount', 1)} point{'s' if o.get('amount', 1) != 1 else ''} for "
                             + (f"every {o['per']} " if o.get("per", 1) != 1 else "each ") + f"{_filter(o)} in your ecosystem."),
    "points_if": lambda o: f"{o.get('amount', 1)} point{'s' if o.get('amount', 1) != 1 else ''} if you have "
                           f"{'at least ' + str(o['at_least']) + ' ' if o.get('at_least', 1) != 1 else 'a '}{_filter(o)}.",
    "draw": lambda o: f"Draw {o.get('count', 1)} card{'s' if o.get('count', 1) != 1 else ''}.",
    "plant": lambda o: f"Plant {o.get('count', 1)}.",
    "regenerate": lambda o: f"Take the top {o.get('count', 1)} of the Discard Pile.",
    "gain_actions": lambda o: f"+{o.get('count', 1)} actions this turn.",
    "shelter": lambda o: "This turn your species that cannot eat do not go extinct.",
    "take_species": lambda o: f"Move a {o.get('class') or 'animal'} of T1-T{o.get('max_tier', 4)} from another "
                              "ecosystem into yours.",
    "make_extinct": lambda o: f"A {o.get('class') or 'animal'} of T1-T{o.get('max_tier', 4)} in another "
                              "ecosystem goes extinct.",
    "recover": lambda o: "Take any card from the Discard Pile.",
    "extra_actions": lambda o: f"{o.get('count', 1)} more action{'s' if o.get('count', 1) != 1 else ''} each turn.",
    "extra_draw": lambda o: f"Draw {o.get('count', 1)} more after scoring.",
    "points_bonus": lambda o: f"{_names(o.get('classes')).replace(' or ', ' and ')} score "
                              f"{abs(o.get('amount', 0))} {'more' if o.get('amount', 0) >= 0 else 'less'}.",
    "action_cost": lambda o: f"{str(o.get('action', '')).capitalize()} costs {o.get('cost', 2)} actions.",
    "migration_stays": lambda o: "Migratory animals stay.",
    "goal": lambda o: f"The game ends at {o.get('points', 100)} points.",
}


def describe(*lists) -> str:
    """Op lists as card text (each op one short sentence)."""
    parts = []
    for ops in lists:
        for op in ops if isinstance(ops, list) else []:
            phrase = PHRASES.get(op.get("op")) if isinstance(op, dict) else None
            if phrase:
                parts.append(phrase(op))
    return " ".join(parts)


def _back(card_id, title, subtitle, colour, icon, path, line) -> CardSpec:
    fields = {"name": title, "subtitle": subtitle, "icon": icon, "pattern": icon, "kind_name": "back", **colour_fields(colour)}
    return CardSpec(GAME, card_id, "back", str(path), line, fields, {}, is_back=True)


def _spec(kind, card_id, path, mapping, fields, back, count=1, lines=None) -> CardSpec:
    art = mapping.get("art") if isinstance(mapping, dict) else None
    field_lines = {k: line_in(mapping, k, getattr(mapping, "line", 0)) for k in mapping} if isinstance(mapping, dict) else {}
    field_lines.update(lines or {})
    keys = {"rules": "text", "provides_row": "provides", "eats_row": "eats", "points_text": "points"}
    return CardSpec(GAME, card_id, kind, str(path), getattr(mapping, "line", 0), fields, field_lines,
                    art=str(art) if art else None, art_line=line_in(mapping, "art"), back=back,
                    count=int(count) if isinstance(count, int) and count > 0 else 1, field_keys=keys)


def specs_from(loaded: list[tuple[Path, object]]) -> tuple[dict[str, CardSpec], list[Problem]]:
    """Every face and back in the loaded Noah Planet files."""
    specs: dict[str, CardSpec] = {}
    problems: list[Problem] = []

    def add(spec: CardSpec) -> None:
        if spec.id in specs and not spec.is_back:
            problems.append(Problem(spec.file, spec.line, f"the id {spec.id!r} is used twice "
                                    f"(also {specs[spec.id].file}:{specs[spec.id].line})."))
            return
        specs.setdefault(spec.id, spec)

    for path, data in loaded:
        if not isinstance(data, dict):
            problems.append(Problem(str(path), 1, "a card file is a mapping at the top level."))
            continue
        line = getattr(data, "line", 1)
        for key, items in data.items():
            for card in items if isinstance(items, list) else []:
                if not isinstance(card, dict) or not card.get("id"):
                    continue
                if key in ("animals", "plants", "basic_plants"):
                    back = PLANT_BACK if key == "basic_plants" else NOAH_BACK
                    add(_back(back, "Plant Pile" if back == PLANT_BACK else "Noah Card",
                              "Basic Plant" if back == PLANT_BACK else "Noah Planet", "#3d8a35" if back == PLANT_BACK
                              else "#2c5d6e", "cls_plant" if back == PLANT_BACK else "kind_noah", path, line))
                    add(_species(path, card, key))
                elif key == "special_powers":
                    add(_back(NOAH_BACK, "Noah Card", "Noah Planet", "#2c5d6e", "kind_noah", path, line))
                    add(_power(path, card))
                elif key == "environments":
                    add(_back(ENVIRONMENT_BACK, "Environment", "Advanced Rules", ENVIRONMENT_COLOUR,
                              "kind_environment", path, line))
                    add(_environment(path, card))
    return specs, problems


def _species(path, card, key) -> CardSpec:
    cls = str(card.get("class") or "Plant")
    colour = CLASS_COLOURS.get(cls, "#666666")
    subclasses = [str(s) for s in card.get("subclass") or [] if isinstance(s, (str, int))]
    points = card.get("points", 0)
    special = points == "?" or bool(card.get("scoring"))
    migratory = any(isinstance(op, dict) and op.get("op") == "migratory" for op in card.get("traits") or [])
    tier = card.get("tier", 0)
    kind = {"animals": "animal", "plants": "plant", "basic_plants": "basic_plant"}[key]
    provides = icons_of(card.get("provides", ""))
    role = str(card.get("role") or "")
    rules = str(card.get("text") or "") or describe(card.get("diet"), card.get("scoring"), card.get("traits"),
                                                     card.get("when_created"))
    hint = "hint_special" if special else ("hint_migratory" if migratory else "")
    hint_words = "Special scoring" if special else ("Migratory" if migratory else "")
    fields = {
        "name": str(card.get("name") or card["id"]),
        "tier": f"T{tier}", "tier_number": tier,
        "points_text": str(points),
        "class_name": cls, "class_icon": f"cls_{cls.lower()}",
        "type_line": f":cls_{cls.lower()}: {cls}" + "".join(f" · {s}" for s in subclasses),
        "provides_label": "PROVIDES" if provides else "ROLE",
        "provides_row": provides or role or "nothing",
        "eats_label": "EATS",
        "eats_row": icons_of(card.get("eats", "")) if card.get("eats") else "",
        "rules": rules,
        "hint": hint, "hint_words": hint_words,
        "kind_name": {"animal": "Animal", "plant": "Plant", "basic_plant": "Basic Plant"}[kind],
        "footer": "Basic Plant" if kind == "basic_plant" else "Noah Planet",
        "count": card.get("count", 1),
        **colour_fields(colour),
    }
    lines = {"provides_row": line_in(card, "provides" if provides else "role", card.line),
             "eats_row": line_in(card, "eats", card.line), "points_text": line_in(card, "points", card.line),
             "rules": line_in(card, "text" if card.get("text") else "diet", card.line)}
    back = PLANT_BACK if kind == "basic_plant" else NOAH_BACK
    return _spec(kind, str(card["id"]), path, card, fields, back, card.get("count", 1), lines)


def _power(path, card) -> CardSpec:
    text = str(card.get("text") or "") or describe(card.get("effect"))
    fields = {"name": str(card.get("name") or card["id"]), "kind_name": "Special Power",
              "type_line": ":kind_power: Special Power", "rules": text,
              "note": "Create it: its effect resolves, then it leaves the game.",
              "footer": "Noah Planet · Special Power", "count": card.get("count", 1), "icon": "kind_power",
              **colour_fields(POWER_COLOUR)}
    return _spec("power", str(card["id"]), path, card, fields, NOAH_BACK, card.get("count", 1),
                 {"rules": line_in(card, "text" if card.get("text") else "effect", card.line)})


def _environment(path, card) -> CardSpec:
    text = str(card.get("text") or "") or describe(card.get("effect"))
    fields = {"name": str(card.get("name") or card["id"]), "kind_name": "Environment",
              "type_line": ":kind_environment: Environment", "rules": text,
              "note": "Advanced Rules: in play for the whole game.",
              "footer": "Noah Planet · Environment", "icon": "kind_environment", **colour_fields(ENVIRONMENT_COLOUR)}
    return _spec("environment", str(card["id"]), path, card, fields, ENVIRONMENT_BACK, 1,
                 {"rules": line_in(card, "text" if card.get("text") else "effect", card.line)})
