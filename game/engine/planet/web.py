"""An ecosystem as the Feeding Phase sees it (its food web): every species with its tier, class,
what it provides and eats, its diet rules, and which species it may eat at all.

Species are numbered in feeding order: T0 first, then T1 up to T4 ("Starting from T1 species ... The
process applies to T1, T2, T3, T4 species sequentially"); within a tier, left to right as the player
laid the row out ("within the same tier you can start your feeding process from left to right",
ruling R9). A species of a tier eats only after those to its left have eaten, so a species that may
eat its own tier (card rule "eats its own tier") eats only those to its left. Sets of species are
bitmasks over these numbers."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

from game.engine.planet.definitions import CardSet, Diet, SpeciesDef, card_id
from game.engine.planet.environment import Environment
from game.engine.planet.points import ScoreRule, counted_cards, score_rules, scoring_ops


@dataclass(eq=False)
class Web:
    """Never changed once built. Not frozen only because a frozen dataclass's fields cost a third of
    building a web to fill, and a web is built at every Feeding Phase; compared by identity."""

    uids: tuple                 # feeding order
    defs: tuple                 # SpeciesDef of each
    tier: tuple
    provides: tuple             # each: dict resource -> count
    eats: tuple                 # each: alternatives, each a dict resource -> count
    diet: tuple                 # each: Diet
    prey_mask: tuple            # each: the species it may eat (eligible, useful) as a bitmask over their numbers
    score: ScoreRule            # points of a set of living species
    eaters_of: tuple = ()       # each: the species that may eat it, a bitmask
    served: tuple = ()          # each: what it provides as sorted (resource, count) pairs
    consumes: tuple = ()        # each: whether its prey are eaten up (consumed, not scavenged)
    scavenges: tuple = ()       # each: whether it scavenges (eats carcasses)
    shapes: tuple = ()          # each: what its meals are like (shape_of)

    @property
    def size(self) -> int:
        return len(self.uids)

    def name(self, i: int) -> str:
        """The species' name; a copy number when the ecosystem holds more than one of the card."""
        card = card_id(self.uids[i])
        same = [u for u in self.uids if card_id(u) == card]
        name = self.defs[i].name
        return name if len(same) == 1 else f"{name} ({sorted(same).index(self.uids[i]) + 1})"

    @cached_property
    def prey(self) -> tuple:
        """Each species' prey as the numbers of the species (a check of a feeding reads them; the
        search reads the masks)."""
        return tuple([tuple([j for j in range(i) if mask >> j & 1]) for i, mask in enumerate(self.prey_mask)])

    @cached_property
    def places(self) -> dict:
        """Each species' number in the feeding order, by uid."""
        return {uid: i for i, uid in enumerate(self.uids)}

    def index(self, uid: str) -> int:
        return self.places[uid]

    def kept(self, name: str, make):
        """What `make(web)` works out from this web alone, made once and kept with the web (the web
        never changes, and what is kept goes when the web goes)."""
        found = self.__dict__.get(name)
        if found is None:
            found = self.__dict__[name] = make(self)
        return found


def may_eat(predator: SpeciesDef, prey: SpeciesDef, wanted: frozenset | None = None) -> bool:
    """Feeding Rule 1: only species of a lower tier, unless the card says otherwise; and what a
    specialist eats only (e.g. Bamboo). `wanted`: the resources the predator eats, when known."""
    diet: Diet = predator.diet
    if prey.tier >= predator.tier and not (prey.tier == predator.tier and prey.cls in diet.own_tier):
        return False
    if diet.only and not diet.only.intersection(prey.subclasses):
        return False
    if wanted is None:
        wanted = frozenset(r for need in predator.eats for r, _ in need)
    return any(r in wanted for r, _ in prey.provides)


_PARTS: dict[int, tuple[CardSet, dict]] = {}


class CardFacts(NamedTuple):
    """What a web holds of one card, the same in every web it is in (never changed)."""

    species: SpeciesDef
    id: str
    tier: int
    diet: Diet
    provides: dict          # resource -> count
    eats: tuple             # the Eats alternatives, each a dict resource -> count
    edible: frozenset       # the ids of every species of the card set it may eat
    served: tuple           # what it provides, as sorted (resource, count) pairs
    counted: tuple          # its "?" scoring: each op's run, params and the ids of the species of the card set it counts
    consumes: bool          # its prey are eaten up (it consumes and does not scavenge)
    scavenges: bool
    shape: object           # what its meals are like (shape_of)
    printed: int | None     # its printed points; None where it scores "?" or has scoring ops beside them


def _parts(cards: CardSet) -> dict:
    """uid -> the facts of its card (may_eat asked once per pair of cards, not per pair of species in
    each web built). Filled as cards are met."""
    hit = _PARTS.get(id(cards))
    if hit is None or hit[0] is not cards:
        hit = _PARTS[id(cards)] = (cards, {})
    return hit[1]


def _card_facts(cards: CardSet, known: dict, uid: str) -> CardFacts:
    """The facts of a uid's card, worked out once per card and found by each copy's uid after."""
    card = card_id(uid)
    found = known.get(card)
    if found is None:
        species = cards.species[card]
        wanted = frozenset(r for need in species.eats for r, _ in need)
        edible = frozenset(s.id for s in cards.species.values() if may_eat(species, s, wanted))
        provides = dict(species.provides)
        eats = tuple(dict(need) for need in species.eats)
        counted = tuple([(run, params, counted_cards(cards.species.values(), params))
                         for run, params in scoring_ops(species)])
        diet = species.diet
        found = known[card] = CardFacts(species, card, species.tier, diet, provides, eats, edible,
                                        tuple(sorted(provides.items())), counted,
                                        diet.consumes and not diet.scavenges, diet.scavenges, shape_of(species.eats),
                                        None if species.points is None or species.scoring else species.points)
    known[uid] = found
    return found


# The webs of the last few ecosystems asked about (a Feeding Phase asks for its seat's web a few times). Few:
# a web kept longer outlives the collector's young passes, and every full pass walks it and its facts.
_WEBS: dict[tuple, tuple[CardSet, Web]] = {}
KEPT_WEBS = 8


def build_web(cards: CardSet, env: Environment, ecosystem: list[str], remember: bool = True) -> Web:
    """The food web of one ecosystem (a list of species uids); the same ecosystem gives the same web.
    `remember=False`: built anew and not kept (a bot's thousands of imagined ecosystems would push the
    game's own webs out)."""
    if not remember:
        return _build(cards, env, ecosystem)
    key = (id(cards), id(env), tuple(ecosystem))
    hit = _WEBS.get(key)
    if hit is None or hit[0] is not cards:
        if len(_WEBS) > KEPT_WEBS:
            _WEBS.clear()
        hit = _WEBS[key] = (cards, _build(cards, env, ecosystem))
    return hit[1]


def ranked(cards: CardSet, env: Environment, ecosystem: list[str]) -> tuple[tuple, ScoreRule]:
    """The species of an ecosystem in feeding order and the points of its living species: what the
    Scoring Phase reads of a web, without working out who may eat whom."""
    key = (id(cards), id(env), tuple(ecosystem))
    hit = _WEBS.get(key)
    if hit is not None and hit[0] is cards:
        return hit[1].uids, hit[1].score
    uids, facts = _in_feeding_order(cards, ecosystem)
    return uids, score_rules(env, tuple(card.species for card in facts))


def _in_feeding_order(cards: CardSet, ecosystem: list[str]) -> tuple[tuple, tuple]:
    """(uids, the facts of each one's card) tier by tier, each tier as its row lies."""
    known = _parts(cards)
    get = known.get
    rows = ([], [], [], [], [])         # T0 to T4 (TIERS: a card's tier is checked when the cards load)
    for uid in ecosystem:
        facts = get(uid) or _card_facts(cards, known, uid)
        rows[facts.tier].append((uid, facts))
    pairs = rows[0] + rows[1] + rows[2] + rows[3] + rows[4]
    return tuple(zip(*pairs)) if pairs else ((), ())


def _build(cards: CardSet, env: Environment, ecosystem: list[str]) -> Web:
    uids, facts = _in_feeding_order(cards, ecosystem)
    # each fact of the card, species by species in feeding order
    defs, ids, tiers, diets, provides, eats, edible, served, counted, consumes, scavenges, shapes, printed = \
        zip(*facts) if facts else ((),) * len(CardFacts._fields)
    # Only a species to the left in the feeding order can feed it: a lower tier, or its own tier's row
    # to its left (a same-tier prey to the right has not eaten yet when the predator's turn comes).
    masks, eaters_of = [], [0] * len(defs)
    for i, its_food in enumerate(edible):
        mask = 0
        if its_food:
            bit = 1 << i
            for j in range(i):
                if ids[j] in its_food:
                    mask |= 1 << j
                    eaters_of[j] |= bit
        masks.append(mask)
    return Web(uids, defs, tiers, provides, eats, diets, tuple(masks),
               score_rules(env, defs, _counting(ids, counted), printed), tuple(eaters_of), served, consumes, scavenges,
               shapes)


def _counting(ids: tuple, counted: tuple):
    """Each "?" op of species i as (its run, its params, the mask of what it counts in this web), from the
    cards each op counts; None when no species scores "?"."""
    if not any(counted):
        return None
    where: dict[str, int] = {}      # card id -> the numbers of its species, a mask
    for i, card in enumerate(ids):
        where[card] = where.get(card, 0) | 1 << i

    def ops_of(i: int) -> tuple:
        found = []
        for run, params, cards in counted[i]:
            mask = 0
            for card in cards.intersection(where):
                mask |= where[card]
            found.append((run, params, mask))
        return tuple(found)
    return ops_of


def shape_of(eats: tuple):
    """True when each Eats alternative is one of a resource (any one prey is a meal); the resource when
    the species eats two of one resource only; else False. (A card's, worked out once with its facts.)"""
    if all(len(need) == 1 and need[0][1] == 1 for need in eats):
        return True
    if len(eats) == 1 and len(eats[0]) == 1 and eats[0][0][1] == 2:
        return eats[0][0][0]
    return False
