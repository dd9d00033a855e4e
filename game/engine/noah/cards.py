"""Load and check the NOAH card files: every problem at once, each with file, line and a sentence."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from game.engine.cards.loader import CardLoader
from game.engine.cards.schema import Field, check_mapping, line_of
from game.engine.cards.yaml_lines import describe
from game.engine.noah.definitions import (
    AbilitySpace, AgentDef, CardSet, CoreDef, DialDef, DialSpace, EnemyBoxDef, EnemyDef, FactionDef,
    LocationDef, MercenaryDef, MissionDef,
)
from game.engine.noah.effects.ops import REGISTRY
from game.engine.noah.effects.registry import ENEMY, HERO, MODIFIER, OpSpec
from game.engine.cards.effects import check_ops

AGENTS_PER_FACTION = 14  # "Each faction comes with a set of 14 unique Action cards"
ENEMIES_PER_MISSION = 12  # "defeat all 12 horrors"
TRACK = 30          # the most spaces a track (health, Energy) or a hand may have: card-sized numbers
CARD_NUMBER = 20    # the largest number printed on a card (health, damage, a threshold, an ability)
MAX_COPIES = 10     # copies of one Mercenary in the deck
DIE_FACES = 12
COLOURS = ("blue", "orange", "red")
TRIGGERS = ("reveal", "first", "rip", "ongoing", "none")
ART = Field("art", str, False, "")  # an artwork file under assets/ (the sprite builder checks the path)
SHAPES = ("blob", "tall", "serpent", "winged", "swarm", "hulk")
SHAPE = Field("shape", str, False, "", SHAPES)  # an Enemy art's body shape (without it, chosen by the card's id)
EMBLEMS = ("eye", "shield", "flame", "leaf", "star", "moon", "crown", "skull", "wave", "bolt")


class _Loader(CardLoader):
    """Collects definitions and problems across the files of one card set."""

    game = "noah"

    def __init__(self) -> None:
        super().__init__()
        self.core: CoreDef | None = None
        self.factions: dict[str, FactionDef] = {}
        self.mercenaries: dict[str, MercenaryDef] = {}
        self.boxes: dict[str, EnemyBoxDef] = {}
        self.enemies: dict[str, EnemyDef] = {}
        self.locations: dict[str, LocationDef] = {}
        self.dials: dict[str, DialDef] = {}
        self.missions: dict[str, tuple[MissionDef, str, int]] = {}

    # --- effects ------------------------------------------------------------------------
    def ops(self, node: Any, file: str, line: int, what: str, families: tuple[str, ...],
            max_choices: int = 1, allow_empty: bool = False) -> tuple:
        """Check an effect list: each op exists, belongs to an allowed family, has good parameters."""
        def accepts(spec: OpSpec) -> bool:
            return spec.family in families or (HERO_FOR_EVERY_FACTION in families and spec.family == HERO
                                               and (spec.choice is None or spec.choice in ASKED_OF_EACH_FACTION))
        return check_ops(REGISTRY, node, file, line, what, accepts, self.problems,
                         max_choices=max_choices, allow_empty=allow_empty)

    # --- files --------------------------------------------------------------------------------
    def load_file(self, data: Any, path: Path) -> None:
        file = str(path)
        if path.name == "core.yaml":
            self.load_core(data, file)
        elif path.name == "mercenaries.yaml":
            self.load_mercenaries(data, file)
        elif path.parent.name == "factions":
            self.load_faction(data, file)
        elif path.parent.name == "enemy_boxes":
            self.load_box(data, file)
        else:
            self.problem(file, 1, "this file is not a NOAH card file (expected core.yaml, mercenaries.yaml, "
                                  "factions/*.yaml or enemy_boxes/*.yaml).")

    def load_core(self, data: Any, file: str) -> None:
        fields = [Field("faction_card", dict), Field("energy_track_max", int, minimum=1, maximum=TRACK),
                  Field("start_energy", int, minimum=0, maximum=TRACK), Field("hand_limit", int, minimum=1, maximum=TRACK),
                  Field("ability_step_cost", int, minimum=1, maximum=TRACK), Field("horror_dice", dict)]
        values = check_mapping(data, fields, file, "core.yaml", self.problems)
        if values is None:
            return
        card = check_mapping(data["faction_card"], [Field("track_max", int, minimum=2, maximum=TRACK),
                                                    Field("start_health", int, minimum=1, maximum=TRACK),
                                                    Field("start_corruption", int, minimum=0, maximum=TRACK)],
                             file, "the faction card", self.problems)
        dice = check_mapping(data["horror_dice"], [Field("damage", list), Field("reality_loss", list)],
                             file, "the Horror dice", self.problems)
        if card is None or dice is None:
            return
        if card["start_corruption"] >= card["start_health"] or card["start_health"] > card["track_max"]:
            self.problem(file, line_of(data, "faction_card"), "the faction card must start with health above "
                                                              "corruption, within the track.")
        damage = dice["damage"]
        if not damage or len(damage) > DIE_FACES or any(face not in ("burst", "blank") for face in damage):
            self.problem(file, line_of(data["horror_dice"], "damage"),
                         f"the damage die has 1 to {DIE_FACES} faces, each burst or blank.")
        crescents = dice["reality_loss"]
        # "If it shows the Reality Loss (crescent) symbol, the pointer chip ... is turned one space"
        if not crescents or len(crescents) > DIE_FACES or any(c not in (0, 1) or isinstance(c, bool) for c in crescents):
            self.problem(file, line_of(data["horror_dice"], "reality_loss"),
                         f"the Reality Loss die has 1 to {DIE_FACES} faces, each 1 (the crescent symbol) or 0 (blank).")
        self.core = CoreDef(card["track_max"], card["start_health"], card["start_corruption"],
                            values["energy_track_max"], values["start_energy"], values["hand_limit"],
                            values["ability_step_cost"], tuple(damage), tuple(crescents))

    def load_faction(self, data: Any, file: str) -> None:
        fields = [Field("id", str), Field("name", str), Field("colour", str), Field("emblem", str, choices=EMBLEMS),
                  Field("ability_track", list), Field("agents", list)]
        values = check_mapping(data, fields, file, "a faction", self.problems)
        if values is None or not self.claim_id(values["id"], file, line_of(data, "id")):
            return
        track = []
        for index, space in enumerate(values["ability_track"]):
            space_line = line_of(values["ability_track"], index)
            # "Energy: Resets your Energy level to its previous value plus 1": each Energy space gives +1
            fields = [Field(k, int, False, 0, minimum=0, maximum=CARD_NUMBER) for k in ("boost", "range", "defense")]
            fields.append(Field("energy", int, False, 0, minimum=0, maximum=1))
            checked = check_mapping(space, fields, file, f"ability space {index + 1}", self.problems, space_line)
            if checked is not None:
                if index == 0 and any(checked.values()):
                    self.problem(file, space_line, "the first ability space is where the marker starts; it unlocks nothing.")
                if index > 0 and not any(checked.values()):
                    self.problem(file, space_line, f"ability space {index + 1} unlocks nothing.")
                track.append(AbilitySpace(**checked))
        if not 2 <= len(values["ability_track"]) <= CARD_NUMBER:
            self.problem(file, line_of(data, "ability_track"), f"the ability track has 2 to {CARD_NUMBER} spaces.")
        agents = []
        for index, node in enumerate(values["agents"]):
            agent = self.load_agent(node, file, line_of(values["agents"], index), values["id"])
            if agent:
                agents.append(agent)
        total = sum(a.count for a in agents)
        if total != AGENTS_PER_FACTION:
            self.problem(file, line_of(data, "agents"),
                         f"a faction has {AGENTS_PER_FACTION} Action cards; {values['id']} has {total}.")
        self.factions[values["id"]] = FactionDef(values["id"], values["name"], values["colour"], values["emblem"],
                                                 tuple(track), tuple(agents), file, line_of(data))

    def load_agent(self, node: Any, file: str, line: int, faction: str) -> AgentDef | None:
        fields = [Field("id", str), Field("name", str), Field("cost", int, minimum=0, maximum=9),
                  Field("count", int, False, 1, minimum=1, maximum=AGENTS_PER_FACTION), Field("out_of_turn", bool, False, False),
                  Field("text", str, False, ""), ART, Field("base", list), Field("discard", list), Field("corrupt", list)]
        values = check_mapping(node, fields, file, "an Agent", self.problems, line)
        if values is None or not self.claim_id(values["id"], file, line_of(node, "id")):
            return None
        actions = {k: self.ops(values[k], file, line_of(node, k), f"{values['id']} {k} action", (HERO,))
                   for k in ("base", "discard", "corrupt")}
        return AgentDef(values["id"], values["name"], faction, values["cost"], values["count"],
                        values["out_of_turn"], values["text"], actions["base"], actions["discard"],
                        actions["corrupt"], file, line_of(node))

    def load_mercenaries(self, data: Any, file: str) -> None:
        values = check_mapping(data, [Field("mercenaries", list)], file, "mercenaries.yaml", self.problems)
        if values is None:
            return
        fields = [Field("id", str), Field("name", str), Field("count", int, False, 1, minimum=1, maximum=MAX_COPIES),
                  Field("cost", int, False, 0, minimum=0, maximum=9), Field("out_of_turn", bool, False, False),
                  Field("text", str, False, ""), ART, Field("effect", list)]
        for index, node in enumerate(values["mercenaries"]):
            merc = check_mapping(node, fields, file, "a Mercenary", self.problems, line_of(values["mercenaries"], index))
            if merc is None or not self.claim_id(merc["id"], file, line_of(node, "id")):
                continue
            effect = self.ops(merc["effect"], file, line_of(node, "effect"), f"mercenary {merc['id']}", (HERO,))
            self.mercenaries[merc["id"]] = MercenaryDef(merc["id"], merc["name"], merc["count"], merc["cost"],
                                                        merc["out_of_turn"], merc["text"], effect, file, line_of(node))

    def load_box(self, data: Any, file: str) -> None:
        fields = [Field("id", str), Field("name", str), Field("enemies", list), Field("locations", list),
                  Field("dial", dict), Field("missions", list)]
        values = check_mapping(data, fields, file, "an Enemy Box", self.problems)
        if values is None or not self.claim_id(values["id"], file, line_of(data, "id")):
            return
        box = values["id"]
        enemies = [e for i, n in enumerate(values["enemies"])
                   if (e := self.load_enemy(n, file, line_of(values["enemies"], i), box))]
        locations = [loc for i, n in enumerate(values["locations"])
                     if (loc := self.load_location(n, file, line_of(values["locations"], i), box))]
        dial = self.load_dial(values["dial"], file, box)
        missions = []
        for index, node in enumerate(values["missions"]):
            mission = self.load_mission(node, file, line_of(values["missions"], index), box)
            if mission:
                missions.append(mission.id)
        self.boxes[box] = EnemyBoxDef(box, values["name"], tuple(e.id for e in enemies),
                                      tuple(loc.id for loc in locations), dial.id if dial else "", tuple(missions))

    def load_enemy(self, node: Any, file: str, line: int, box: str) -> EnemyDef | None:
        fields = [Field("id", str), Field("name", str), Field("colour", str, choices=COLOURS),
                  Field("health", int, minimum=1, maximum=CARD_NUMBER), Field("damage", int, minimum=0, maximum=CARD_NUMBER),
                  Field("trigger", str, choices=TRIGGERS), Field("effect", list), Field("reward", list),
                  Field("text", str, False, ""), ART, SHAPE]
        values = check_mapping(node, fields, file, "an Enemy", self.problems, line)
        if values is None or not self.claim_id(values["id"], file, line_of(node, "id")):
            return None
        effect = self.trigger_ops(values, node, file, f"enemy {values['id']} effect")
        reward = self.ops(values["reward"], file, line_of(node, "reward"), f"enemy {values['id']} reward",
                          (HERO_FOR_EVERY_FACTION,))
        enemy = EnemyDef(values["id"], values["name"], box, values["colour"], values["health"], values["damage"],
                         values["trigger"], effect, reward, values["text"], file, line_of(node))
        self.enemies[enemy.id] = enemy
        return enemy

    def trigger_ops(self, values: dict, node: Any, file: str, what: str) -> tuple:
        """An Enemy's or Location's effect: modifiers when ongoing, otherwise enemy or reward ops."""
        trigger = values["trigger"]
        if trigger == "none":
            if values["effect"]:
                self.problem(file, line_of(node, "effect"), f"{what}: trigger none cannot have an effect.")
            return ()
        families = (MODIFIER,) if trigger == "ongoing" else (ENEMY, HERO_FOR_EVERY_FACTION)
        return self.ops(values["effect"], file, line_of(node, "effect"), what, families)

    def load_location(self, node: Any, file: str, line: int, box: str) -> LocationDef | None:
        fields = [Field("id", str), Field("name", str), Field("threshold", int, minimum=1, maximum=CARD_NUMBER),
                  Field("position", int, minimum=1, maximum=4),
                  Field("trigger", str, choices=("ongoing", "reveal", "first", "rip")), Field("effect", list),
                  Field("text", str, False, ""), ART]
        values = check_mapping(node, fields, file, "a Location", self.problems, line)
        if values is None or not self.claim_id(values["id"], file, line_of(node, "id")):
            return None
        effect = self.trigger_ops(values, node, file, f"location {values['id']} effect")
        location = LocationDef(values["id"], values["name"], box, values["threshold"], values["position"],
                               values["trigger"], effect, values["text"], file, line_of(node))
        self.locations[location.id] = location
        return location

    def load_dial(self, node: Any, file: str, box: str) -> DialDef | None:
        values = check_mapping(node, [Field("id", str), Field("name", str), Field("spaces", list)],
                               file, "the Reality Loss dial", self.problems)
        if values is None or not self.claim_id(values["id"], file, line_of(node, "id")):
            return None
        spaces = []
        for index, space in enumerate(values["spaces"]):
            space_line = line_of(values["spaces"], index)
            checked = check_mapping(space, [Field("kind", str, choices=("start", "plain", "red")),
                                            Field("effect", list, False, []), Field("text", str, False, "")],
                                    file, f"dial space {index + 1}", self.problems, space_line)
            if checked is None:
                continue
            effect = self.ops(checked["effect"], file, space_line, f"dial space {index + 1}",
                              (ENEMY, HERO_FOR_EVERY_FACTION), allow_empty=True)
            if checked["kind"] == "red" and effect:
                self.problem(file, space_line, "a red space ends the phase; it has no effect of its own.")
            spaces.append(DialSpace(checked["kind"], effect, checked["text"]))
        if len(values["spaces"]) > 3 * CARD_NUMBER:
            self.problem(file, line_of(node, "spaces"), f"the dial has at most {3 * CARD_NUMBER} spaces.")
        kinds = [s.kind for s in spaces]
        if kinds.count("start") != 1 or (kinds and kinds[0] != "start"):
            self.problem(file, line_of(node, "spaces"), "the dial needs exactly one start space, and it comes first.")
        if kinds.count("red") != 3 or (kinds and kinds[-1] != "red"):
            self.problem(file, line_of(node, "spaces"), "the dial needs exactly three red spaces (one per phase), "
                                                        "the last space being red.")
        if any(a == b == "red" for a, b in zip(kinds, kinds[1:])):
            self.problem(file, line_of(node, "spaces"), "two red spaces in a row would make an empty phase.")
        dial = DialDef(values["id"], values["name"], box, tuple(spaces))
        self.dials[dial.id] = dial
        return dial

    def load_mission(self, node: Any, file: str, line: int, box: str) -> MissionDef | None:
        fields = [Field("id", str), Field("name", str), Field("difficulty", int, minimum=1, maximum=5),
                  Field("enemies", dict), Field("locations", list), Field("dial", str), Field("text", str, False, ""), ART]
        values = check_mapping(node, fields, file, "a mission", self.problems, line)
        if values is None or not self.claim_id(values["id"], file, line_of(node, "id")):
            return None
        counts = check_mapping(values["enemies"], [Field(c, int, False, 0, minimum=0) for c in COLOURS],
                               file, f"mission {values['id']} enemies", self.problems, line_of(node, "enemies"))
        if counts is None:
            return None
        if sum(counts.values()) != ENEMIES_PER_MISSION:
            self.problem(file, line_of(node, "enemies"), f"a mission has {ENEMIES_PER_MISSION} enemies in all; "
                                                         f"{values['id']} has {sum(counts.values())}.")
        if not all(isinstance(loc, str) for loc in values["locations"]):
            self.problem(file, line_of(node, "locations"), "a mission names its locations by their ids (text).")
            return None
        if len(values["locations"]) != 4 or len(set(values["locations"])) != 4:
            self.problem(file, line_of(node, "locations"), "a mission names four different locations, left to right.")
        mission = MissionDef(values["id"], values["name"], box, values["difficulty"], counts,
                             tuple(values["locations"]), values["dial"], values["text"])
        self.missions[mission.id] = (mission, file, line_of(node))
        return mission

    # --- the whole set ------------------------------------------------------------------------------
    def check_whole_set(self, folder: Path) -> None:
        # A card set needs its core.yaml (a damaged one has said what is wrong with it already).
        if self.core is None and not any(p.name == "core.yaml" for p in self.files):
            self.problem(str(folder / "core.yaml"), 0, "there is no core.yaml in the card set.")
        self.check_references()

    def check_references(self) -> None:
        for mission, file, line in self.missions.values():
            for location in mission.locations:
                if location not in self.locations:
                    self.problem(file, line, f"mission {mission.id} names the location {describe(location)}, which does not exist.")
            if mission.dial not in self.dials:
                self.problem(file, line, f"mission {mission.id} names the dial {describe(mission.dial)}, which does not exist.")
            box = self.boxes.get(mission.box)
            if box:
                for colour in COLOURS:
                    have = sum(1 for e in box.enemies if self.enemies[e].colour == colour)
                    if mission.enemies[colour] > have:
                        self.problem(file, line, f"mission {mission.id} needs {mission.enemies[colour]} {colour} enemies; "
                                                 f"the box {box.id} has {have}.")

    def card_set(self) -> CardSet:
        agents = {a.id: a for f in self.factions.values() for a in f.agents}
        return CardSet(self.core, self.factions, agents, self.mercenaries, self.boxes, self.enemies,
                       self.locations, self.dials, {m.id: m for m, _, _ in self.missions.values()})


# Hero operations a reward, an Enemy or Location effect or a dial space may use: with no hero acting,
# they reach every faction (ruling R20), so they need no choice, or one each faction can be asked in
# turn: which Mercenary to recruit ("Mercenaries can be recruited ... through a Reward, or through effects").
HERO_FOR_EVERY_FACTION = "hero-for-every-faction"
ASKED_OF_EACH_FACTION = ("mercenary",)


check_cards = _Loader.check   # every problem in NOAH card files or folders (default: all of cards/noah)
load_cards = _Loader.load     # the whole NOAH card set, loaded once per folder; CardError lists every problem
