"""Nature of the Beast's cards as loaded from cards/beast: one frozen definition per card, by kind
(the rulebook's section III: Animal, Leader, Event, Item, Location and Human cards)."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from operator import attrgetter

from game.engine.cards.effects import Op, chosen_op
from game.engine.cards.named import Named

HABITATS = ("city", "farm", "forest", "suburbs")
CIVILIZED = ("city", "suburbs", "farm")          # glossary: Civilized Habitats
WILD = ("forest",)                                # "Special WILD Locations ... for now, by animals from the Forest"
STYLES = ("resourceful", "dark", "combat", "tricky")
SIZES = ("tiny", "small", "medium", "large", "huge")
MOVEMENTS = ("none", "leap", "flight", "swim", "burrow", "climb")
DIRECTIONS = ("n", "ne", "e", "se", "s", "sw", "w", "nw")   # n points toward your front row
DEPLOYMENTS = ("your_turn", "their_turn", "any_time")      # the Deployment icon
WINDOWS = ("turn", "battle", "defeat")                     # when a card's effect can happen
TROOP_KINDS = ("animal", "leader")


def habitat_fits(location_habitat: str, animal_habitat: str) -> bool:
    """Only animals of the Location's Habitat help; Civilized takes City, Suburbs and Farm; Wild, Forest."""
    if location_habitat == "civilized":
        return animal_habitat in CIVILIZED
    if location_habitat == "wild":
        return animal_habitat in WILD
    return location_habitat == animal_habitat


@dataclass(frozen=True)
class Use:
    """How a card's effect is brought about: the Deployment icon (when, and the action cost), the
    Discard icon, and what else is paid (tilting the card or its bearer, Favor, the card itself)."""

    deploy: str = "your_turn"
    window: str = "turn"
    actions: int = 0
    discard: int = 0
    tilt: bool = False        # tilt the animal, Human or Item's bearer
    favor: int = 0
    spent: bool = False       # an Item goes to the Trash once used
    ops: tuple[Op, ...] = ()
    text: str = ""

    @cached_property
    def choice_op(self) -> Op | None:
        """The op whose target the player chooses, if any (kept: every legal listing asks it)."""
        return chosen_op(self.ops)


@dataclass(frozen=True)
class CardDef(Named):
    """What every card has: its id, name, kind, block, how many copies its block holds, its text."""

    kind: str
    block: str
    count: int
    text: str
    dark: bool                 # the Dark Nature trait
    use: Use | None            # an effect brought about by playing or using the card
    passive: tuple[Op, ...]    # ongoing modifiers while the card is in play
    file: str = field(compare=False, default="")
    line: int = field(compare=False, default=0)

    @cached_property
    def troop(self) -> bool:
        """An animal or a Leader: a card of the Troops deck (kept: a game's setup asks it of every card)."""
        return self.kind in TROOP_KINDS

    @cached_property
    def window(self) -> str | None:
        """The window its use happens in (WINDOWS), None for a card without a use (kept: every legal
        listing asks it of every card the seat could use)."""
        return self.use.window if self.use is not None else None

    @cached_property
    def army_ops(self) -> tuple[Op, ...]:
        """Its ongoing `army_stat` ops, those that reach the whole Field (few cards have any)."""
        return tuple(op for op in self.passive if op.name == "army_stat")


@dataclass(frozen=True)
class AnimalDef(CardDef):
    habitat: str = "farm"
    legend: bool = False
    size: str = "medium"
    movement: str = "none"
    rank: int = 0
    combat: int = 0
    clout: int = 0
    cunning: int = 0
    vectors: tuple[str, ...] = ()


@dataclass(frozen=True)
class LeaderDef(CardDef):
    rank: int = 1             # the Rank increase
    combat: int = 0           # the stat bonuses lined up beside the animal's
    clout: int = 0
    cunning: int = 0


@dataclass(frozen=True)
class EventDef(CardDef):
    pass


@dataclass(frozen=True)
class ItemDef(CardDef):
    favor: int = 1            # the price tag


@dataclass(frozen=True)
class LocationDef(CardDef):
    habitat: str = "farm"     # a Habitat, or civilized or wild
    rank: int = 1             # the Rank prerequisite


@dataclass(frozen=True)
class HumanDef(CardDef):
    prerequisite: tuple[Op, ...] = ()


@dataclass(frozen=True)
class DeckDef(Named):
    """A prebuilt deck: a Habitat block with a Style block (section VI)."""

    habitat: str
    style: str


class _Instances(dict):
    """Physical cards to their definitions, each worked out on first use: the rules ask this for every
    card they read, so a known card costs one dictionary look-up."""

    def __init__(self, cards: dict):
        super().__init__()
        self.cards = cards

    def __missing__(self, instance: str):
        found = self[instance] = self.cards[instance.split(".", 2)[1]]
        return found


class _Facts(dict):
    """Physical cards to one fact of their definitions, each worked out on first use ("" is no card:
    `blank`): the rules ask these of every card in a zone, often after every command, so a known card
    costs one dictionary look-up, and a whole zone one call (`map` over it)."""

    def __init__(self, instances: dict, fact, blank=False):
        super().__init__({"": blank})
        self.instances, self.fact = instances, fact

    def __missing__(self, instance: str):
        found = self[instance] = self.fact(self.instances[instance])
        return found


@dataclass(frozen=True)
class CardSet:
    """Every card by id, the blocks (block id -> card ids, each with its count) and the prebuilt decks."""

    cards: dict
    blocks: dict
    decks: dict
    default_decks: tuple[str, str]
    by_instance: dict = field(default=None, compare=False, repr=False)   # "0.mule.2" -> card, filled as asked
    # "0.mule.2" -> a fact of its card, filled as asked: whether it is an animal (Scorched Earth counts the
    # animals left in every Troops deck), whether it carries Field-wide army ops (five cards of the game
    # do), its kind, the window its use happens in (the listing reads the last two of every card in hand)
    is_animal: dict = field(default=None, compare=False, repr=False)
    has_army_ops: dict = field(default=None, compare=False, repr=False)
    kind_of: dict = field(default=None, compare=False, repr=False)
    window_of: dict = field(default=None, compare=False, repr=False)
    # (block deck name, variant) pairs found fit to play, once checked (every new game checks its decks), and
    # (seat, block deck name, with Tricks) -> that seat's Troops and Tricks sorted, as every game deals them
    playable: set = field(default=None, compare=False, repr=False)
    dealt: dict = field(default=None, compare=False, repr=False)

    def __post_init__(self):
        object.__setattr__(self, "by_instance", _Instances(self.cards))
        object.__setattr__(self, "is_animal", _Facts(self.by_instance, lambda card: card.kind == "animal"))
        object.__setattr__(self, "has_army_ops", _Facts(self.by_instance, lambda card: bool(card.army_ops)))
        object.__setattr__(self, "kind_of", _Facts(self.by_instance, attrgetter("kind"), ""))
        object.__setattr__(self, "window_of", _Facts(self.by_instance, attrgetter("window"), None))
        object.__setattr__(self, "playable", set())
        object.__setattr__(self, "dealt", {})

    def of(self, instance: str) -> CardDef:
        """The definition of a physical card (`<seat>.<card id>.<copy>`)."""
        return self.by_instance[instance]

    def block_cards(self, block: str) -> list[str]:
        """A block's cards, one id per copy, in file order."""
        return [card for card in self.blocks[block] for _ in range(self.cards[card].count)]
