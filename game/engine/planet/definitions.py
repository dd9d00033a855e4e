"""Noah Planet card definitions as loaded from YAML: frozen, checked, never changed during play.

Words from the rulebook: a species has a Tier (T0-T4), a Class (Mammal, Reptile, Amphibian, Bird, Bug,
Plant) and perhaps subclasses, a Point Value ("?" for special scoring), what it Provides (coloured
icons: green Plants, blue Birds, yellow Mammals, red Reptiles and Amphibians, white Bugs) and what it
Eats ("/" is or, "+" is and)."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.cards.named import Named

CLASSES = ("Mammal", "Reptile", "Amphibian", "Bird", "Bug", "Plant")
RESOURCES = ("plant", "bird", "mammal", "reptile", "bug")     # green, blue, yellow, red, white
RESOURCE_COLOUR = {"plant": "green", "bird": "blue", "mammal": "yellow", "reptile": "red", "bug": "white"}
CLASS_RESOURCE = {"Mammal": "mammal", "Reptile": "reptile", "Amphibian": "reptile", "Bird": "bird",
                  "Bug": "bug", "Plant": "plant"}
BASIC_SUBCLASSES = ("Flower", "Fruit", "Bamboo")             # the classes of the Basic Plant cards
TIERS = (0, 1, 2, 3, 4)

Need = tuple      # ((resource, count), ...): one way of eating, every part of it ("+" is and)
Servings = tuple  # ((resource, count), ...): what a species provides


@dataclass(frozen=True)
class Diet:
    """A species' special eating rules (from its card's `diet` ops), read by the Feeding Phase."""

    only: frozenset = frozenset()      # eats only species of these subclasses (e.g. Bamboo)
    consumes: bool = True              # False: eats without consuming (the flower diagram)
    own_tier: frozenset = frozenset()  # may also eat species of these classes in its own tier
    scavenges: bool = False            # eats only species already eaten by a lower tier (carrion)


@dataclass(frozen=True)
class SpeciesDef(Named):
    """An animal, a plant of the Noah pile, or a Basic Plant."""

    kind: str                  # animal | plant | basic_plant
    tier: int
    cls: str
    subclasses: tuple
    points: int | None         # None: "?" (special scoring, from `scoring`)
    provides: Servings
    eats: tuple                # alternatives ("/"), each a Need; () for a species that eats nothing
    diet: Diet
    scoring: tuple             # Ops of the "?" scoring (or bonus points beside a printed value)
    migratory: bool
    when_created: tuple        # Ops run when it is Created
    text: str
    role: str                  # shown where Provides is empty, e.g. "Top predator"
    count: int
    file: str = ""
    line: int = 0

    def __hash__(self) -> int:
        """By id alone (equal definitions have the same id): the food web's `may_eat` cache hashes two
        definitions per pair of species, and hashing every field made that cost more than the rule."""
        return hash(self.id)

    @property
    def special_scoring(self) -> bool:
        return self.points is None


@dataclass(frozen=True)
class PowerDef(Named):
    """A Special Power card: its effect resolves on Create, then it leaves the game."""

    effect: tuple
    text: str
    count: int
    file: str = ""
    line: int = 0


@dataclass(frozen=True)
class EnvironmentDef(Named):
    """An Environment card (advanced rules): each changes a rule while it is in play."""

    effect: tuple
    text: str
    file: str = ""
    line: int = 0


@dataclass(frozen=True)
class CardSet:
    species: dict               # id -> SpeciesDef (animals, Noah plants, Basic Plants)
    powers: dict                # id -> PowerDef
    environments: dict          # id -> EnvironmentDef
    noah_cards: tuple = ()      # every Noah card instance (uid), sorted
    basic_plants: tuple = ()    # every Basic Plant instance (uid), sorted
    own_tier_order: dict = field(default_factory=dict)   # tier -> class -> rank (same-tier prey first)

    def kind_of(self, uid: str) -> str:
        """animal | plant | basic_plant | power | environment."""
        card = card_id(uid)
        if card in self.species:
            return self.species[card].kind
        return "power" if card in self.powers else "environment"


def card_id(uid: str) -> str:
    """The card a copy is of: 'red_fox#2' -> 'red_fox'."""
    return uid.partition("#")[0]


def copies(card: str, count: int) -> list[str]:
    """The uids of a card's copies, 'red_fox#1'..., one for each copy in the game."""
    return [f"{card}#{n}" for n in range(1, count + 1)]
