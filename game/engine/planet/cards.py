"""Load and check the Noah Planet card files: every problem at once, each with file, line and a sentence.

The files (any names) under cards/planet/ hold one list each under a top key: `animals`, `plants`
(the Plant cards of the Noah pile), `basic_plants`, `special_powers`, `environments`. The format is
described in cards/planet/FORMAT.md."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from game.engine.cards.effects import check_ops
from game.engine.cards.loader import CardLoader
from game.engine.cards.schema import Field, check_mapping, line_of
from game.engine.planet import powers  # noqa: F401  (registers the power ops)
from game.engine.planet.definitions import (
    BASIC_SUBCLASSES, CLASS_RESOURCE, CLASSES, CardSet, Diet, EnvironmentDef, PowerDef, SpeciesDef, copies,
)
from game.engine.planet.eats import parse_eats, parse_need
from game.engine.planet.effects import DIET, ENVIRONMENT, POWER, REGISTRY, SCORING, TRAIT

# The rulebook's Components and Card Introduction
COUNTS = {"animals": 96, "plants": 10, "special_powers": 12, "basic_plants": 30, "environments": 8}
BASIC_PLANTS_EACH = 10          # "Orchid x 10, Bamboo x 10, Fig x 10"
KINDS = {"animals": "animal", "plants": "plant", "basic_plants": "basic_plant"}
ART = Field("art", str, False, "")


class _Loader(CardLoader):
    game = "planet"

    def __init__(self) -> None:
        super().__init__()
        self.species: dict[str, SpeciesDef] = {}
        self.powers: dict[str, PowerDef] = {}
        self.environments: dict[str, EnvironmentDef] = {}
        self.counts = {key: 0 for key in COUNTS}
        self.where: dict[str, tuple[str, int]] = {}
        self.only_lines: list[tuple[str, str, int]] = []   # (subclass, file, line) named by eats_only

    def ops(self, node: Any, file: str, line: int, what: str, family: str, allow_empty=True, max_choices=0):
        return check_ops(REGISTRY, node, file, line, what, lambda spec: spec.family == family, self.problems,
                         max_choices=max_choices, allow_empty=allow_empty)

    # --- species -------------------------------------------------------------------------------------
    def load_species(self, node: Any, file: str, line: int, key: str) -> None:
        kind = KINDS[key]
        fields = [Field("id", str), Field("name", str), Field("tier", int, minimum=0, maximum=4),
                  Field("class", str, choices=CLASSES), Field("subclass", list, False, []),
                  Field("points", object), Field("provides", str, False, ""),
                  Field("eats", str, False, ""), Field("diet", list, False, []), Field("scoring", list, False, []),
                  Field("traits", list, False, []), Field("when_created", list, False, []),
                  Field("role", str, False, ""), Field("text", str, False, ""),
                  Field("count", int, False, 1, minimum=1, maximum=10), ART]
        values = check_mapping(node, fields, file, f"a card of {key}", self.problems, line)
        if values is None or not self.claim_id(values["id"], file, line_of(node, "id")):
            return
        cid = values["id"]
        what = f"{cid}"
        points = values["points"]
        if points == "?":
            points = None
        elif not (isinstance(points, int) and not isinstance(points, bool) and 0 <= points <= 12):
            self.problem(file, line_of(node, "points"), f"{what}: points must be a whole number 0-12 or \"?\".")
            return
        subclasses = tuple(values["subclass"])
        if not all(isinstance(s, str) and s[:1].isupper() for s in subclasses):
            self.problem(file, line_of(node, "subclass"), f"{what}: each subclass is a capitalised word, like Flower.")
            return
        provides, problem = parse_need(values["provides"]) if values["provides"].strip() else ((), None)
        if problem:
            self.problem(file, line_of(node, "provides"), f"{what}: provides: {problem}.")
            return
        eats, problem = parse_eats(values["eats"])
        if problem:
            self.problem(file, line_of(node, "eats"), f"{what}: eats: {problem}.")
            return
        diet_ops = self.ops(values["diet"], file, line_of(node, "diet"), f"{what} diet", DIET)
        scoring = self.ops(values["scoring"], file, line_of(node, "scoring"), f"{what} scoring", SCORING)
        traits = self.ops(values["traits"], file, line_of(node, "traits"), f"{what} traits", TRAIT)
        created = self.ops(values["when_created"], file, line_of(node, "when_created"), f"{what} when_created", POWER)
        diet = self._diet(diet_ops, file, line_of(node, "diet"), what)
        species = SpeciesDef(cid, values["name"], kind, values["tier"], values["class"], subclasses, points,
                             provides, eats, diet, scoring, any(op.name == "migratory" for op in traits), created,
                             values["text"], values["role"], values["count"], file, line_of(node))
        self.check_species(species, node, file, key)
        self.species[cid] = species
        self.counts[key] += species.count

    def _diet(self, ops, file: str, line: int, what: str) -> Diet:
        only, own = set(), set()
        consumes, scavenges = True, False
        for op in ops:
            if op.name == "eats_only":
                names = op.params["subclasses"]
                if not names or not all(isinstance(n, str) for n in names):
                    self.problem(file, line, f"{what}: eats_only names one or more subclasses.")
                only.update(n for n in names if isinstance(n, str))
                self.only_lines.extend((n, file, line) for n in names if isinstance(n, str))
            elif op.name == "eats_own_tier":
                names = op.params["classes"]
                bad = [n for n in names if n not in CLASSES]
                if bad or not names:
                    self.problem(file, line, f"{what}: eats_own_tier names classes ({', '.join(CLASSES)}).")
                own.update(n for n in names if n in CLASSES)
            elif op.name == "eats_without_consuming":
                consumes = False
            elif op.name == "scavenges":
                scavenges = True
        return Diet(frozenset(only), consumes, frozenset(own), scavenges)

    def check_species(self, s: SpeciesDef, node: Any, file: str, key: str) -> None:
        line = line_of(node)
        if s.kind == "animal" and (s.cls == "Plant" or s.tier == 0):
            self.problem(file, line, f"{s.id}: an animal is of class {', '.join(CLASSES[:5])} and tier 1-4.")
        if s.kind != "animal" and s.cls != "Plant":
            self.problem(file, line, f"{s.id}: a plant card is of class Plant.")
        if s.kind == "basic_plant" and (s.tier != 0 or len(s.subclasses) != 1 or s.subclasses[0] not in BASIC_SUBCLASSES):
            self.problem(file, line, f"{s.id}: a Basic Plant is T0 with one subclass of {', '.join(BASIC_SUBCLASSES)}.")
        wrong = [r for r, _ in s.provides if r != CLASS_RESOURCE[s.cls]]
        if wrong:
            self.problem(file, line_of(node, "provides"), f"{s.id}: a {s.cls} provides {CLASS_RESOURCE[s.cls]} "
                                                          f"(its colour), not {wrong[0]}.")
        if not s.provides and not s.role:
            self.problem(file, line_of(node, "provides"), f"{s.id}: provides nothing, so it needs a `role` "
                                                          "(e.g. Top predator) shown in its place.")
        if s.tier == 0 and s.eats:
            self.problem(file, line_of(node, "eats"), f"{s.id}: a T0 species eats nothing.")
        if s.tier > 0 and not s.eats:
            self.problem(file, line_of(node, "eats"), f"{s.id}: a T{s.tier} species must eat something.")
        if s.points is None and not s.scoring:
            self.problem(file, line_of(node, "points"), f"{s.id}: \"?\" points need `scoring` ops.")
        if not s.diet.consumes and (s.diet.own_tier or s.diet.scavenges or
                                    any(r != "plant" for need in s.eats for r, _ in need)):
            self.problem(file, line_of(node, "diet"), f"{s.id}: a species that eats without consuming eats "
                                                      "only plants, and has no other diet rule.")
        if s.diet.scavenges and (s.tier < 2 or s.diet.own_tier):
            self.problem(file, line_of(node, "diet"), f"{s.id}: a scavenger is T2 or higher and eats no own-tier prey.")
        if s.cls in s.diet.own_tier:
            self.problem(file, line_of(node, "diet"), f"{s.id}: eats_own_tier cannot name its own class.")
        if s.migratory and "Migratory" not in s.subclasses:
            self.problem(file, line_of(node, "traits"), f"{s.id}: a migratory species has the subclass Migratory "
                                                        "(its scoring hint).")

    # --- Special Powers and Environments ----------------------------------------------------------------
    def load_power(self, node: Any, file: str, line: int) -> None:
        fields = [Field("id", str), Field("name", str), Field("effect", list), Field("text", str, False, ""),
                  Field("count", int, False, 1, minimum=1, maximum=12), ART]
        values = check_mapping(node, fields, file, "a Special Power", self.problems, line)
        if values is None or not self.claim_id(values["id"], file, line_of(node, "id")):
            return
        effect = self.ops(values["effect"], file, line_of(node, "effect"), f"{values['id']} effect", POWER,
                          allow_empty=False, max_choices=1)
        self.powers[values["id"]] = PowerDef(values["id"], values["name"], effect, values["text"], values["count"],
                                             file, line_of(node))
        self.counts["special_powers"] += values["count"]

    def load_environment(self, node: Any, file: str, line: int) -> None:
        fields = [Field("id", str), Field("name", str), Field("effect", list), Field("text", str, False, ""), ART]
        values = check_mapping(node, fields, file, "an Environment card", self.problems, line)
        if values is None or not self.claim_id(values["id"], file, line_of(node, "id")):
            return
        effect = self.ops(values["effect"], file, line_of(node, "effect"), f"{values['id']} effect", ENVIRONMENT,
                          allow_empty=False)
        for op in effect:
            if op.name == "points_bonus" and not all(c in CLASSES for c in op.params["classes"]):
                self.problem(file, line_of(node, "effect"), f"{values['id']}: points_bonus names classes "
                                                            f"({', '.join(CLASSES)}).")
        self.environments[values["id"]] = EnvironmentDef(values["id"], values["name"], effect, values["text"],
                                                         file, line_of(node))
        self.counts["environments"] += 1

    # --- the whole set -----------------------------------------------------------------------------------
    def load_file(self, data: Any, path: Path) -> None:
        file = str(path)
        if not isinstance(data, dict) or len(data) != 1 or next(iter(data)) not in COUNTS:
            self.problem(file, 1, f"a Noah Planet card file holds one list under one of: {', '.join(COUNTS)}.")
            return
        key = next(iter(data))
        items = data[key]
        if not isinstance(items, list):
            self.problem(file, line_of(data, key), f"{key} is a list of cards.")
            return
        self.where.setdefault(key, (file, line_of(data, key)))
        for index, node in enumerate(items):
            line = line_of(items, index)
            if key == "special_powers":
                self.load_power(node, file, line)
            elif key == "environments":
                self.load_environment(node, file, line)
            else:
                self.load_species(node, file, line, key)

    def check_whole_set(self, root: Path) -> None:
        for key, wanted in COUNTS.items():
            if self.counts[key] != wanted:
                file, line = self.where.get(key, (str(root), 0))
                self.problem(file, line, f"the game has {wanted} {key.replace('_', ' ')} cards; the files hold "
                                         f"{self.counts[key]}.")
        basic = [s for s in self.species.values() if s.kind == "basic_plant"]
        for subclass in BASIC_SUBCLASSES:
            have = sum(s.count for s in basic if s.subclasses == (subclass,))
            if have != BASIC_PLANTS_EACH and basic:
                file, line = self.where.get("basic_plants", (str(root), 0))
                self.problem(file, line, f"there are {BASIC_PLANTS_EACH} Basic Plants of class {subclass}; "
                                         f"the files hold {have}.")
        known = {sub for s in self.species.values() for sub in s.subclasses}
        for subclass, file, line in self.only_lines:
            if subclass not in known:
                self.problem(file, line, f"eats_only names {subclass!r}, a subclass no card has.")

    def check_together(self) -> None:
        self.own_tier_order()

    def own_tier_order(self) -> dict:
        """Per tier, a rank for each class so that same-tier prey come before their predators; a
        problem if the classes eat each other in a circle within a tier."""
        order = {}
        for tier in range(1, 5):
            edges = {c: set() for c in CLASSES}    # prey class -> predator classes
            for s in self.species.values():
                if s.tier == tier:
                    for prey in s.diet.own_tier:
                        edges[prey].add(s.cls)
            # rank = longest chain of same-tier prey below a class
            depth: dict[str, int] = {}

            def chain(cls, seen=()):
                if cls in seen:
                    first = self.where.get("animals", ("", 0))
                    self.problem(first[0], first[1], f"in T{tier}, classes eat each other in a circle "
                                                     f"({' -> '.join(seen + (cls,))}); no feeding order works.")
                    return 0
                if cls not in depth:
                    preys = [p for p, preds in edges.items() if cls in preds]
                    depth[cls] = 1 + max((chain(p, seen + (cls,)) for p in preys), default=-1)
                return depth[cls]

            order[tier] = {c: chain(c) for c in CLASSES}
        return order

    def card_set(self) -> CardSet:
        noah = sorted(uid for s in self.species.values() if s.kind != "basic_plant" for uid in copies(s.id, s.count))
        noah += [uid for p in self.powers.values() for uid in copies(p.id, p.count)]
        basic = sorted(uid for s in self.species.values() if s.kind == "basic_plant" for uid in copies(s.id, s.count))
        return CardSet(self.species, self.powers, self.environments, tuple(sorted(noah)), tuple(basic),
                       self.own_tier_order())


check_cards = _Loader.check   # every problem in Noah Planet card files or folders (default: all of cards/planet)
load_cards = _Loader.load     # the whole Noah Planet card set, loaded once per folder; CardError lists every problem
