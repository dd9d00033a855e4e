"""Load and check the Nature of the Beast card files (cards/beast): every problem at once, each with
file, line and a sentence. A block file holds one Habitat or Style block; decks.yaml pairs them."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from game.engine.beast.definitions import (
    DEPLOYMENTS, DIRECTIONS, HABITATS, MOVEMENTS, SIZES, STYLES, WINDOWS, AnimalDef, CardSet, DeckDef, EventDef,
    HumanDef, ItemDef, LeaderDef, LocationDef, Use,
)
from game.engine.beast.effects import REGISTRY
from game.engine.beast.effects.registry import BATTLE, DEFEAT, MODIFIER, PLAY, PREREQ
from game.engine.cards.effects import check_ops
from game.engine.cards.loader import CardLoader
from game.engine.cards.schema import Field, check_mapping, line_of

BLOCK_SIZE = {"habitat": 39, "style": 30}       # "Each Habitat block has 39 cards", "Each Style block has 30"
KINDS = {"habitat": ("animal", "human", "location"), "style": ("event", "item", "leader", "human", "location")}
WINDOW_FAMILIES = {"turn": (PLAY,), "battle": (PLAY, BATTLE), "defeat": (PLAY, DEFEAT)}
COMMON = [Field("id", str), Field("name", str), Field("kind", str, choices=("animal", "leader", "event", "item",
                                                                            "location", "human")),
          Field("count", int, False, 1, minimum=1, maximum=3), Field("text", str, False, ""),
          Field("dark", bool, False, False), Field("use", dict, False, None), Field("passive", list, False, None)]
TRAIT = dict(minimum=0, maximum=12)
KIND_FIELDS = {
    "animal": [Field("legend", bool, False, False), Field("size", str, choices=SIZES),
               Field("movement", str, False, "none", MOVEMENTS), Field("rank", int, **TRAIT),
               Field("combat", int, **TRAIT), Field("clout", int, **TRAIT), Field("cunning", int, **TRAIT),
               Field("vectors", list)],
    "leader": [Field("rank", int, minimum=0, maximum=5), Field("combat", int, False, 0, minimum=-3, maximum=5),
               Field("clout", int, False, 0, minimum=-3, maximum=5), Field("cunning", int, False, 0, minimum=-3, maximum=5)],
    "event": [],
    "item": [Field("favor", int, minimum=0, maximum=10)],
    "location": [Field("habitat", str, choices=HABITATS + ("civilized", "wild")), Field("rank", int, minimum=0, maximum=20)],
    "human": [Field("prerequisite", list, False, [])],
}
ANY_KIND_FIELDS = list({f.name: Field(f.name, object, False) for fields in KIND_FIELDS.values() for f in fields}.values())
USE_FIELDS = [Field("deploy", str, False, "your_turn", DEPLOYMENTS), Field("window", str, False, "turn", WINDOWS),
              Field("actions", int, False, 0, minimum=0, maximum=3), Field("discard", int, False, 0, minimum=0, maximum=3),
              Field("tilt", bool, False, False), Field("favor", int, False, 0, minimum=0, maximum=10),
              Field("spent", bool, False, False), Field("ops", list)]
CLASSES = {"animal": AnimalDef, "leader": LeaderDef, "event": EventDef, "item": ItemDef, "location": LocationDef,
           "human": HumanDef}


class _Loader(CardLoader):
    game = "beast"

    def __init__(self) -> None:
        super().__init__()
        self.cards: dict = {}
        self.blocks: dict = {}
        self.block_kinds: dict = {}
        self.decks: dict = {}
        self.default: tuple = ()
        self.decks_at: tuple[str, int] = ("", 0)

    def ops(self, node, file, line, what, families, allow_empty=False) -> tuple:
        return check_ops(REGISTRY, node, file, line, what, lambda spec: spec.family in families, self.problems,
                         allow_empty=allow_empty)

    def load_file(self, data: Any, path: Path) -> None:
        if path.name == "decks.yaml":
            self.load_decks(data, str(path))
        else:
            self.load_block(data, str(path))

    def load_block(self, data: Any, file: str) -> None:
        fields = [Field("block", str), Field("type", str, choices=("habitat", "style")), Field("name", str),
                  Field("cards", list)]
        values = check_mapping(data, fields, file, "a block file", self.problems)
        if values is None:
            return
        block, kind = values["block"], values["type"]
        allowed = HABITATS if kind == "habitat" else STYLES
        if block not in allowed:
            self.problem(file, line_of(data, "block"), f"a {kind} block is one of {', '.join(allowed)}, not {block!r}.")
            return
        if block in self.blocks:
            self.problem(file, line_of(data, "block"), f"the block {block!r} is written twice.")
            return
        ids = []
        for index, node in enumerate(values["cards"]):
            card = self.load_card(node, file, line_of(values["cards"], index), block, kind)
            if card is not None:
                ids.append(card.id)
        self.blocks[block], self.block_kinds[block] = ids, kind
        total = sum(self.cards[i].count for i in ids)
        if total != BLOCK_SIZE[kind] and len(ids) == len(values["cards"]):
            self.problem(file, line_of(data, "cards"), f"the {block} block holds {total} cards; a {kind} block "
                                                       f"has {BLOCK_SIZE[kind]}.")

    def load_card(self, node: Any, file: str, line: int, block: str, block_kind: str):
        kind = node.get("kind") if isinstance(node, dict) else None
        kind = kind if isinstance(kind, str) else None     # a mapping or a list is named by check_mapping below
        # a card of no known kind: its kind is the one problem named, not every key it has
        extra = KIND_FIELDS[kind] if kind in KIND_FIELDS else ANY_KIND_FIELDS
        values = check_mapping(node, COMMON + extra, file, "a card", self.problems, line)
        if values is None:
            return None
        line = line_of(node)
        what = f"card {values['id']}"
        if not self.claim_id(values["id"], file, line):
            return None
        if kind not in KINDS[block_kind]:
            self.problem(file, line_of(node, "kind"), f"{what}: a {block_kind} block holds no {kind} cards.")
            return None
        use = self.load_use(values.pop("use"), file, line_of(node, "use"), what)
        passive = self.ops(values.pop("passive") or [], file, line_of(node, "passive"), f"{what} passive",
                           (MODIFIER,), allow_empty=True)
        if kind == "animal":
            values["habitat"] = block
            bad = [v for v in values["vectors"] if v not in DIRECTIONS]
            if bad or len(set(values["vectors"])) != len(values["vectors"]):
                self.problem(file, line_of(node, "vectors"), f"{what}: vectors are distinct directions among "
                                                             f"{', '.join(DIRECTIONS)}.")
            values["vectors"] = tuple(v for v in DIRECTIONS if v in values["vectors"])
        if kind == "human":
            values["prerequisite"] = self.ops(values["prerequisite"], file, line_of(node, "prerequisite"),
                                              f"{what} prerequisite", (PREREQ,), allow_empty=True)
        if kind == "event" and use is None:
            self.problem(file, line, f"{what}: an Event needs a use (its Deployment, costs and ops).")
        if values["text"] and use is None and not passive:
            self.problem(file, line, f"{what}: the card has text but no ops: every card must be playable.")
        values.pop("kind")
        card = CLASSES[kind](kind=kind, block=block, use=use, passive=passive, file=file, line=line, **values)
        self.cards[card.id] = card
        return card

    def load_use(self, node: Any, file: str, line: int, what: str) -> Use | None:
        if node is None:
            return None
        values = check_mapping(node, USE_FIELDS + [Field("text", str, False, "")], file, f"{what} use",
                               self.problems, line)
        if values is None:
            return None
        values["ops"] = self.ops(values["ops"], file, line_of(node, "ops"), f"{what} use",
                                 WINDOW_FAMILIES[values["window"]])
        if values["window"] == "turn" and values["deploy"] == "their_turn":
            self.problem(file, line, f"{what}: a card played only in another player's turn needs the battle or "
                                     f"defeat window.")
        return Use(**values)

    def load_decks(self, data: Any, file: str) -> None:
        fields = [Field("default", list), Field("decks", list)]
        values = check_mapping(data, fields, file, "decks.yaml", self.problems)
        if values is None:
            return
        for index, node in enumerate(values["decks"]):
            deck = check_mapping(node, [Field("id", str), Field("name", str), Field("habitat", str, choices=HABITATS),
                                        Field("style", str, choices=STYLES)],
                                 file, "a deck", self.problems, line_of(values["decks"], index))
            if deck is not None:
                self.decks[deck["id"]] = DeckDef(**deck)
        self.default = tuple(values["default"])
        self.decks_at = (file, line_of(data, "default"))

    def check_whole_set(self, folder: Path) -> None:
        file, line = self.decks_at
        for deck in self.decks.values():
            for block in (deck.habitat, deck.style):
                if block not in self.blocks:
                    self.problem(file, line, f"the deck {deck.id} names the block {block}, which has no file.")
        if len(self.default) != 2 or any(d not in self.decks for d in self.default):
            self.problem(file, line, "default names two prebuilt decks.")

    def card_set(self) -> CardSet:
        return CardSet(self.cards, self.blocks, self.decks, tuple(self.default))


check_cards = _Loader.check   # every problem in Beast card files or folders (default: all of cards/beast)
load_cards = _Loader.load     # the whole Beast card pool, loaded once per folder; CardError lists every problem
