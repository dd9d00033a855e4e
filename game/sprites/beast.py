"""Nature of the Beast's card files as sprite specs: what each kind of card shows (cards/beast/layouts).

Animals carry their Habitat's colour, size, special movement, the four traits and the eight Vectors
(each direction's dot filled or hollow, as printed: "If the circle is transparent, then there is no
Vector in that direction"). Leaders line their bonuses up in the same rows as an animal's traits, on
their right edge, to peek out when drawn skewed under the animal. Events show the Deployment and
Discard icons; Items their price tag; Locations their Habitat and Rank prerequisite; Humans their
prerequisite. Troops and Tricks have one back each."""
from __future__ import annotations

from pathlib import Path

from game.engine.cards import Problem
from game.sprites.spec import CardSpec, shade

GAME = "beast"
HABITAT_COLOURS = {"city": "#6b6f7c", "farm": "#b5652b", "forest": "#3f7a3a", "suburbs": "#3b78a8",
                   "civilized": "#8a6d4a", "wild": "#55703a"}
STYLE_COLOURS = {"resourceful": "#a8862a", "dark": "#4a2f55", "combat": "#9c2f2f", "tricky": "#2f7f7a"}
LEADER_COLOUR = "#b8962e"
DIRECTIONS = ("n", "ne", "e", "se", "s", "sw", "w", "nw")
DEPLOY_WORDS = {"your_turn": "Your turn", "their_turn": "Their turn", "any_time": "Any time"}
PREREQ_WORDS = {"not_dark": "not in Dark Nature", "dark": "in Dark Nature", "favor_at_least": "{amount}+ Favor",
                "fury_at_most": "{amount} Fury or less", "animals_in_field": "{amount} {habitat} animals in your Field",
                "legend_in_field": "a Legend in your Field"}
TROOPS, TRICKS = "back_troops", "back_tricks"


def _colours(colour: str) -> dict:
    return {"colour": colour, "colour_dark": shade(colour, -0.55), "colour_light": shade(colour, 0.8),
            "colour_mid": shade(colour, -0.2)}


def _line(mapping, key) -> int:
    return mapping.line_of(key) if hasattr(mapping, "line_of") else getattr(mapping, "line", 0)


def _title(word: str) -> str:
    return word.replace("_", " ").title()


def _prerequisite(ops) -> str:
    parts = []
    for op in ops if isinstance(ops, list) else []:
        if isinstance(op, dict) and op.get("op") in PREREQ_WORDS:
            habitat = op.get("habitat", "any")
            words = PREREQ_WORDS[op["op"]].format(amount=op.get("amount", ""),
                                                  habitat="" if habitat == "any" else _title(habitat))
            parts.append(" ".join(words.split()))
    return "Needs " + " and ".join(parts) if parts else "No prerequisite"


def _use_fields(card) -> dict:
    use = card.get("use") if isinstance(card.get("use"), dict) else {}
    deploy = str(use.get("deploy", "your_turn"))
    actions, discard = use.get("actions", 0), use.get("discard", 0)
    return {"deploy_icon": f"deploy_{deploy}" if deploy in DEPLOY_WORDS else "deploy_your_turn",
            "deploy_word": DEPLOY_WORDS.get(deploy, ""), "actions": str(actions) if actions else "",
            "has_actions": bool(actions), "discard": str(discard) if discard else "", "has_discard": bool(discard),
            "battle": use.get("window") == "battle"}


def specs_from(loaded: list[tuple[Path, object]]) -> tuple[dict[str, CardSpec], list[Problem]]:
    """Every face in the loaded block files, and the Troops and Tricks backs."""
    specs: dict[str, CardSpec] = {}
    problems: list[Problem] = []
    for path, data in loaded:
        if not isinstance(data, dict):
            problems.append(Problem(str(path), 1, "a card file is a mapping at the top level."))
            continue
        if path.name == "decks.yaml" or not isinstance(data.get("cards"), list):
            continue
        block = str(data.get("block", path.stem))
        block_name = str(data.get("name") or _title(block))
        for card in data["cards"]:
            if not isinstance(card, dict) or not card.get("id") or not isinstance(card.get("kind", "event"), str):
                continue    # the card check names what is wrong with it (a kind that is a mapping or a list)
            spec = _card(path, card, block, block_name)
            if spec.id in specs:
                problems.append(Problem(spec.file, spec.line, f"the id {spec.id!r} is used twice."))
            else:
                specs[spec.id] = spec
    if specs:
        first = next(iter(specs.values()))
        specs[TROOPS] = _back(TROOPS, "Troops", "Animals and Leaders", "#5b4a32", "paw", first)
        specs[TRICKS] = _back(TRICKS, "Tricks", "Events, Items, Locations, Humans", "#2f4858", "burst", first)
    return specs, problems


def _back(card_id, title, subtitle, colour, icon, near: CardSpec) -> CardSpec:
    fields = {"name": title, "subtitle": subtitle, "icon": icon, "pattern": icon, "kind_name": "back",
              **_colours(colour)}
    return CardSpec(GAME, card_id, "back", near.file, 0, fields, {}, is_back=True)


def _card(path, card, block, block_name) -> CardSpec:
    kind = str(card.get("kind", "event"))
    name = str(card.get("name") or card["id"])
    dark = bool(card.get("dark"))
    fields = {"name": name, "text": str(card.get("text") or ""), "kind_name": _title(kind), "dark": dark,
              "footer": block_name, "count": card.get("count", 1), "icon": "paw"}
    if kind == "animal":
        fields.update(_animal(card, block))
    elif kind == "leader":
        fields.update(_colours(LEADER_COLOUR))
        fields.update({"icon": "crown_leader", "type_line": f"Leader · {block_name}",
                       **{f"bonus_{s}": _signed(card.get(s, 0)) for s in ("combat", "clout", "cunning")},
                       "bonus_rank": _signed(card.get("rank", 0))})
    else:
        habitat = str(card.get("habitat", ""))
        colour = HABITAT_COLOURS.get(habitat if kind == "location" else block,
                                     STYLE_COLOURS.get(block, "#666666"))
        fields.update(_colours(colour))
        fields.update(_use_fields(card))
        words = [_title(kind), block_name]
        if kind == "event":
            fields["icon"] = "burst"
        elif kind == "item":
            fields.update({"icon": "item_tag", "favor": str(card.get("favor", 0))})
            words.append(f"{card.get('favor', 0)} Favor")
        elif kind == "location":
            fields.update({"icon": "location_flag", "rank": str(card.get("rank", 0)), "habitat_name": _title(habitat)})
            words = ["Location", _title(habitat), f"Rank {card.get('rank', 0)} to claim"]
        elif kind == "human":
            fields.update({"icon": "human", "prerequisite": _prerequisite(card.get("prerequisite"))})
        fields["type_line"] = " · ".join(words)
    spec = CardSpec(GAME, str(card["id"]), kind, str(path), getattr(card, "line", 0), fields,
                    {k: _line(card, k) for k in card}, back=TROOPS if kind in ("animal", "leader") else TRICKS,
                    count=card.get("count", 1) if isinstance(card.get("count", 1), int) else 1,
                    field_keys={"type_line": "kind"})
    return spec


def _signed(value) -> str:
    return f"+{value}" if isinstance(value, int) and value > 0 else (str(value) if value else "")


def _animal(card, habitat) -> dict:
    colour = HABITAT_COLOURS.get(habitat, "#666666")
    vectors = card.get("vectors") if isinstance(card.get("vectors"), list) else []
    dark, light = shade(colour, -0.6), shade(colour, 0.85)
    movement = str(card.get("movement", "none"))
    words = [_title(habitat), _title(str(card.get("size", "medium")))]
    words += [_title(movement)] if movement != "none" else []
    fields = {**_colours(colour), "type_line": ("Legend · " if card.get("legend") else "") + " · ".join(words),
              "legend": bool(card.get("legend")), "icon": "paw"}
    for stat in ("rank", "combat", "clout", "cunning"):
        fields[stat] = str(card.get(stat, 0))
    for name in DIRECTIONS:
        fields[f"vec_{name}"] = dark if name in vectors else light
    return fields
