"""NOAH's card files as sprite specs: what each kind of card shows, read from where it sits in the files."""
from __future__ import annotations

import re
from pathlib import Path

from game.engine.cards import Problem
from game.sprites.spec import CardSpec, colour_fields, hue_colour, line_in
from game.sprites.effects_text import ability_space, describe

GAME = "noah"
ENEMY_COLOURS = {"blue": "#2f6fd6", "orange": "#e07a1f", "red": "#c62828"}
ENEMY_LEVEL = {"blue": 1, "orange": 2, "red": 3}
MERC_COLOUR = "#9c7a2c"
TURN_COLOUR = "#4b4453"
TRIGGER_WORDS = {"reveal": ("Reveal", "reveal"), "first": ("First", "first"), "rip": ("R.I.P.", "rip"),
                 "ongoing": ("Ongoing", "ongoing"), "none": ("", "")}
_UPGRADE = re.compile(r"\s*\b(Discard|Corrupt)\s*:\s*", re.IGNORECASE)


def _capital(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:]


def split_actions(text: str) -> tuple[str, str, str] | None:
    """'Deal 1 :hit:. Discard: deal 2 :hit:. Corrupt: ...' -> (base, discard, corrupt), or None."""
    parts = _UPGRADE.split(text or "")
    if len(parts) != 5 or parts[1].lower() != "discard" or parts[3].lower() != "corrupt":
        return None
    return _capital(parts[0]), _capital(parts[2]), _capital(parts[4])


def _spec(kind, card_id, path, mapping, fields, back, count=1, lines=None) -> CardSpec:
    art = mapping.get("art") if isinstance(mapping, dict) else None
    field_lines = ({k: line_in(mapping, k, getattr(mapping, "line", 0)) for k in mapping}
                   if isinstance(mapping, dict) else {})
    field_lines.update(lines or {})
    keys = {"base_text": "text", "discard_text": "text", "corrupt_text": "text", "rules": "text"}
    return CardSpec(GAME, card_id, kind, str(path), getattr(mapping, "line", 0), fields, field_lines,
                    art=str(art) if art else None, art_line=line_in(mapping, "art"), back=back,
                    count=int(count) if isinstance(count, int) and count > 0 else 1, field_keys=keys)


def _back(card_id, title, subtitle, colour, icon, pattern, path, line) -> CardSpec:
    fields = {"name": title, "subtitle": subtitle, "icon": icon, "pattern": pattern, "kind_name": "back",
              **colour_fields(colour)}
    return CardSpec(GAME, card_id, "back", str(path), line, fields, {}, is_back=True)


def specs_from(loaded: list[tuple[Path, object]]) -> tuple[dict[str, CardSpec], list[Problem]]:
    """Every face and back in the loaded NOAH files."""
    specs: dict[str, CardSpec] = {}
    problems: list[Problem] = []
    core = next((d for p, d in loaded if isinstance(d, dict) and ("faction_card" in d or "horror_dice" in d)), {})
    core_path = next((p for p, d in loaded if d is core), None)

    def add(spec: CardSpec):
        if spec.id in specs and not spec.is_back:
            problems.append(Problem(spec.file, spec.line, f"the id {spec.id!r} is used twice "
                                    f"(also {specs[spec.id].file}:{specs[spec.id].line})."))
            return
        specs.setdefault(spec.id, spec)

    places = {str(loc["id"]): str(loc.get("name") or loc["id"]) for _, d in loaded if isinstance(d, dict)
              for loc in (d.get("locations") if isinstance(d.get("locations"), list) else [])
              if isinstance(loc, dict) and loc.get("id")}      # Location names, for any box's missions
    factions = []
    for path, data in loaded:
        if not isinstance(data, dict):
            problems.append(Problem(str(path), 1, "a card file is a mapping at the top level."))
            continue
        if "agents" in data or "ability_track" in data:
            factions.append(data.get("id"))
            _faction(path, data, core, add, problems)
        if "mercenaries" in data:
            _mercenaries(path, data, add)
        if any(k in data for k in ("enemies", "locations", "dial", "missions")):
            _enemy_box(path, data, add, places)
    if core_path is not None:
        _turns(core_path, core, add)
    return specs, problems


def _faction(path, data, core, add, problems):
    fid = str(data.get("id") or Path(path).stem)
    name = str(data.get("name") or fid.replace("_", " ").title())
    colour = data.get("colour") if isinstance(data.get("colour"), str) else hue_colour(fid)
    emblem = str(data.get("emblem") or "star")
    base = {"faction": fid, "faction_name": name, "emblem": emblem, **colour_fields(colour)}
    back_id = f"back_{fid}"
    add(_back(back_id, name, "Hero faction", colour, f"emblem_{emblem}", f"emblem_{emblem}", path, data.line))
    for i, agent in enumerate(data.get("agents") or []):
        if not isinstance(agent, dict) or not agent.get("id"):
            continue
        text = str(agent.get("text") or "")
        split = split_actions(text)
        generated = (describe(agent.get("base")), describe(agent.get("discard")), describe(agent.get("corrupt")))
        rows = split or generated
        fields = {**base, "name": str(agent.get("name") or agent["id"]), "cost": agent.get("cost", 0),
                  "out_of_turn": bool(agent.get("out_of_turn")), "kind_name": "Agent",
                  "type_line": f":kind_agent: Agent — {name}",
                  "base_text": rows[0], "discard_text": rows[1], "corrupt_text": rows[2],
                  "text": "" if split or not text else text, "count": agent.get("count", 1),
                  "footer": f"{name} · Agent"}
        lines = {k: line_in(agent, "text", agent.line) for k in ("base_text", "discard_text", "corrupt_text")}
        if not split:
            lines.update(base_text=line_in(agent, "base"), discard_text=line_in(agent, "discard"),
                         corrupt_text=line_in(agent, "corrupt"))
        add(_spec("agent", str(agent["id"]), path, agent, fields, back_id, agent.get("count", 1), lines))
    track = data.get("ability_track")
    if isinstance(track, list):
        step_cost = core.get("ability_step_cost", 2) if isinstance(core, dict) else 2
        fields = {**base, "name": "Ability track", "kind_name": "Ability card",
                  "type_line": f":kind_ability: Ability card — {name}",
                  "spaces": [ability_space(s) for s in track],
                  "text": f"Step up: {step_cost} :energy:. Range, boost and defense: the best unlocked counts. "
                          "Every :energy: space adds.",
                  "footer": f"{name} · Ability"}
        add(_spec("ability", f"ability_{fid}", path, track, fields, back_id))
    fc = core.get("faction_card", {}) if isinstance(core, dict) else {}
    top = fc.get("track_max", 10) if isinstance(fc, dict) else 10
    fields = {**base, "name": name, "kind_name": "Faction card",
              "type_line": f":kind_faction: Faction card — {name}",
              "spaces": [str(i) for i in range(0, int(top) + 1 if isinstance(top, int) else 11)],
              "text": f"Start: :health: on {fc.get('start_health', 8)}, :corruption: on "
                      f"{fc.get('start_corruption', 0)}. When :corruption: reaches :health:, the game ends.",
              "footer": f"{name} · Faction"}
    add(_spec("faction", f"faction_card_{fid}", path, data, fields, back_id))
    turn = {**base, "name": name, "kind_name": "Turn card", "type_line": ":kind_turn: Turn card",
            "text": "Your heroes are up: play Action cards, recruit, reset :energy:, clean up.",
            "icon": f"emblem_{emblem}", "footer": "Turn card"}
    add(_spec("turn", f"turn_{fid}", path, data, turn, "back_turn", 2))


def _mercenaries(path, data, add):
    add(_back("back_mercenary", "Mercenaries", "Hire them from the display", MERC_COLOUR, "kind_mercenary",
              "merc", path, data.line))
    for merc in data.get("mercenaries") or []:
        if not isinstance(merc, dict) or not merc.get("id"):
            continue
        text = str(merc.get("text") or "") or describe(merc.get("effect"))
        fields = {"name": str(merc.get("name") or merc["id"]), "cost": merc.get("cost", 0),
                  "out_of_turn": bool(merc.get("out_of_turn")), "kind_name": "Mercenary",
                  "type_line": ":kind_mercenary: Mercenary", "rules": text, "count": merc.get("count", 1),
                  "emblem": "merc", "footer": "Mercenary", **colour_fields(MERC_COLOUR)}
        add(_spec("mercenary", str(merc["id"]), path, merc, fields, "back_mercenary", merc.get("count", 1),
                  {"rules": line_in(merc, "text" if merc.get("text") else "effect", merc.line)}))


def _trigger_text(card) -> str:
    word, icon = TRIGGER_WORDS.get(str(card.get("trigger", "none")), ("", ""))
    body = str(card.get("text") or "") or describe(card.get("effect"))
    if not body:
        return ""
    if icon == "first" and body.lower().startswith("1st:"):   # "1st: ..." is the trigger word written short
        body = _capital(body[4:])
    if word and not body.lower().startswith(word.lower().rstrip(".")):
        return f":{icon}: **{word}:** {body}"
    return f":{icon}: {body}" if icon else body


def _enemy_box(path, data, add, places=None):
    places = places or {}
    box = str(data.get("id") or Path(path).stem)
    box_name = str(data.get("name") or box.replace("_", " ").title())
    box_colour = data.get("colour") if isinstance(data.get("colour"), str) else hue_colour(box, 0.35, 0.45)
    for colour, hexc in ENEMY_COLOURS.items():
        add(_back(f"back_enemy_{colour}", f"{colour.capitalize()} Enemy", "Enemy", hexc, f"shape_{colour}",
                  "kind_enemy", path, data.line))
    add(_back("back_location", "Location", "Location", "#3d5a57", "kind_location", "kind_location", path, data.line))
    add(_back("back_mission", "Mission", "Mission", "#5a4a3a", "kind_mission", "kind_mission", path, data.line))
    add(_back("back_dial", "Reality Loss", "Reality Loss dial", "#3b2f5c", "reality", "reality", path, data.line))
    for enemy in data.get("enemies") or []:
        if not isinstance(enemy, dict) or not enemy.get("id"):
            continue
        colour = str(enemy.get("colour", "blue"))
        hexc = ENEMY_COLOURS.get(colour, "#777777")
        reward = describe(enemy.get("reward"))
        fields = {"name": str(enemy.get("name") or enemy["id"]), "box": box, "box_name": box_name,
                  "enemy_colour": colour, "shape": f"shape_{colour}" if colour in ENEMY_COLOURS else "kind_enemy",
                  "level": ENEMY_LEVEL.get(colour, 1), "health": enemy.get("health", 0),
                  "damage": enemy.get("damage", 0), "trigger": enemy.get("trigger", "none"),
                  "body": str(enemy.get("shape") or ""),   # the art's body shape; empty: chosen by the id
                  "kind_name": "Enemy", "type_line": f":kind_enemy: {colour.capitalize()} Enemy — {box_name}",
                  "rules": _trigger_text(enemy), "reward": f"**Reward:** {reward}" if reward else "",
                  "footer": f"{box_name} · Enemy", **colour_fields(hexc)}
        add(_spec("enemy", str(enemy["id"]), path, enemy, fields, f"back_enemy_{colour}"
                  if colour in ENEMY_COLOURS else "back_enemy_blue", enemy.get("count", 1),
                  {"rules": line_in(enemy, "text" if enemy.get("text") else "effect", enemy.line),
                   "reward": line_in(enemy, "reward", enemy.line)}))
    for loc in data.get("locations") or []:
        if not isinstance(loc, dict) or not loc.get("id"):
            continue
        fields = {"name": str(loc.get("name") or loc["id"]), "box": box, "box_name": box_name,
                  "threshold": loc.get("threshold", 0), "position": loc.get("position", ""),
                  "trigger": loc.get("trigger", "ongoing"), "kind_name": "Location",
                  "type_line": f":kind_location: Location — {box_name}", "rules": _trigger_text(loc),
                  "footer": f"{box_name} · Location", **colour_fields(box_colour)}
        add(_spec("location", str(loc["id"]), path, loc, fields, "back_location", 1,
                  {"rules": line_in(loc, "text" if loc.get("text") else "effect", loc.line)}))
    dial = data.get("dial")
    if isinstance(dial, dict) and dial.get("id"):
        spaces = []
        for space in dial.get("spaces") or []:
            kind = space.get("kind", "plain") if isinstance(space, dict) else "plain"
            text = (space.get("text") or describe(space.get("effect"))) if isinstance(space, dict) else ""
            spaces.append({"start": "**Start**", "red": "**Phase end**"}.get(kind, "") + (" " if text and kind
                          in ("start", "red") else "") + (text or ("·" if kind == "plain" else "")))
        fields = {"name": str(dial.get("name") or dial["id"]), "box": box, "box_name": box_name,
                  "kind_name": "Reality Loss dial", "type_line": f":kind_dial: Reality Loss — {box_name}",
                  "spaces": spaces, "footer": f"{box_name} · Reality Loss dial", **colour_fields("#3b2f5c")}
        add(_spec("dial", str(dial["id"]), path, dial, fields, "back_dial"))
    for mission in data.get("missions") or []:
        if not isinstance(mission, dict) or not mission.get("id"):
            continue
        enemies = mission.get("enemies") if isinstance(mission.get("enemies"), dict) else {}
        counts = "  ".join(f":shape_{c}: {n}" for c, n in enemies.items() if c in ENEMY_COLOURS)
        locs = mission.get("locations") if isinstance(mission.get("locations"), list) else []
        where = "  ".join(f"**{i + 1}.**\u00a0{places.get(str(l)) or str(l).replace('_', ' ').title()}"
                          for i, l in enumerate(locs))     # each number glued to its place's name
        fields = {"name": str(mission.get("name") or mission["id"]), "box": box, "box_name": box_name,
                  "difficulty": mission.get("difficulty", 1), "kind_name": "Mission",
                  "type_line": f":kind_mission: Mission — {box_name}", "rules": str(mission.get("text") or ""),
                  "setup": f"{counts}\n{where}", "footer": f"{box_name} · Mission",
                  **colour_fields(box_colour)}
        add(_spec("mission", str(mission["id"]), path, mission, fields, "back_mission"))


def _turns(path, core, add):
    add(_back("back_turn", "Turn", "Turn card", TURN_COLOUR, "kind_turn", "kind_turn", path, getattr(core, "line", 1)))
    enemy = {"name": "The Enemies", "kind_name": "Turn card", "type_line": ":kind_turn: Turn card",
             "text": "Roll the Horror dice: :burst: every revealed Enemy deals its :damage:; :reality: advances.",
             "icon": "kind_enemy", "footer": "Turn card", **colour_fields("#7a1f1f")}
    free = {"name": "Free turn", "kind_name": "Turn card", "type_line": ":kind_turn: Turn card",
            "text": "Any one faction takes a turn. Decide together.", "icon": "free", "footer": "Turn card",
            **colour_fields("#2f6b4f")}
    add(CardSpec(GAME, "turn_enemy", "turn", str(path), 1, enemy, {}, back="back_turn", count=3))
    add(CardSpec(GAME, "turn_free", "turn", str(path), 1, free, {}, back="back_turn", count=2))
