"""Decks (section VI, Deck Building). A deck is a name and card ids with counts:

    name: For the Birds
    cards:
      barn_owl: 2
      murder_of_crows: 3

A game's deck option names a prebuilt deck (`farm`), Battle Box blocks joined with + (`farm+tricky`:
ruling B20), or gives the deck list itself ({name, cards}, as a deck file holds it). The rulebook's
limits for a deck built from scratch: at most 70 cards, 30 Troops, 3 Leader cards of any kind and 3
copies of any card. A deck that is exactly one Habitat block and one Style block is a prebuilt deck
and is played as printed, though its 34 Troops break the Troops limit (ruling B33)."""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field

from pathlib import Path

from game.engine.beast.definitions import HABITATS, STYLES, CardSet
from game.engine.beast.variants import VARIANTS, animals_needed
from game.engine.cards.problems import Problem
from game.engine.cards.schema import Field, check_mapping, line_of
from game.engine.core.problems import did_you_mean, unknown_names
from game.engine.core.untrusted import describe, read_yaml

MAX_CARDS = 70      # "Maximum deck size: 70 cards"
MAX_TROOPS = 30     # "Maximum # of Troops in a deck: 30 cards"
MAX_LEADERS = 3     # "Maximum # of Leader cards (any type): 3 total cards"
MAX_COPIES = 3      # "Maximum # of any individual card: 3 cards"
MAX_NAME = 60


@dataclass(frozen=True)
class DeckList:
    """A deck: its name and its cards (card id -> copies, in the order written), with where each was
    written (file and lines) for the problems found in it."""

    name: str
    cards: dict
    file: str = field(default="", compare=False)
    line: int = field(default=0, compare=False)          # the line of `cards:`
    lines: dict = field(default_factory=dict, compare=False)   # card id -> its line

    @property
    def size(self) -> int:
        return sum(self.cards.values())

    def as_option(self) -> dict:
        """The deck as a game option (what a save keeps, so a game never depends on the file later)."""
        return {"name": self.name, "cards": dict(self.cards)}


class DeckError(ValueError):
    """A deck that cannot be read or played; carries every problem, each with file and line."""

    def __init__(self, problems: list[Problem]):
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


# --- reading -------------------------------------------------------------------------------------------
def read_deck(node, file: str, cards: CardSet, line: int = 0) -> tuple[DeckList | None, list[Problem]]:
    """A deck list from a mapping {name, cards: {card id: count}}: the deck (None when it cannot be
    made) and every problem in how it is written (the limits are `limit_problems`)."""
    problems: list[Problem] = []
    values = check_mapping(node, [Field("name", str), Field("cards", dict)], file, "a deck", problems, line)
    if values is None:
        return None, problems
    name = " ".join(values["name"].split())
    if not name or len(name) > MAX_NAME:
        problems.append(Problem(file, line_of(node, "name"), f"a deck's name is 1 to {MAX_NAME} characters."))
    listed, lines, unknown = {}, {}, []
    for key, count in values["cards"].items():
        where = line_of(values["cards"], key)
        if not isinstance(key, str) or key not in cards.cards:
            unknown.append((where, key))
        elif not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_CARDS:
            # bounds first: no count is ever expanded into copies before it is known to be small
            problems.append(Problem(file, where, f"{cards.cards[key].name}: the count is a whole number from 1 "
                                                 f"to {MAX_CARDS} (the most a deck holds), not {describe(count)}."))
        else:
            listed[key], lines[key] = count, where
    problems += unknown_names(unknown, file, lambda key: f"there is no card {describe(key)}{_did_you_mean(key, cards)}.",
                              "cards")
    problems.sort(key=lambda p: p.line)
    if problems:
        return None, problems
    return DeckList(name, listed, file, line_of(node, "cards"), lines), []


def _did_you_mean(key, cards: CardSet) -> str:
    close = did_you_mean(key, cards.cards)
    return f" (did you mean {close}?)" if close else " (cards are named by their id, as in cards/beast)"


# --- the rulebook's limits ----------------------------------------------------------------------------
def prebuilt_blocks(cards: CardSet, deck: DeckList) -> tuple[str, str] | None:
    """The (Habitat, Style) blocks when the deck is exactly one Habitat block and one Style block."""
    blocks = {cards.cards[card].block for card in deck.cards}
    habitat = [b for b in blocks if b in HABITATS]
    style = [b for b in blocks if b in STYLES]
    if len(habitat) != 1 or len(style) != 1 or len(blocks) != 2:
        return None
    printed = Counter(cards.block_cards(habitat[0]) + cards.block_cards(style[0]))
    return (habitat[0], style[0]) if printed == Counter(deck.cards) else None


def limit_problems(cards: CardSet, deck: DeckList) -> list[Problem]:
    """Each of the rulebook's limits the deck breaks, as a sentence at the line concerned; none for a
    prebuilt Habitat + Style deck, which is allowed as printed (ruling B33)."""
    if prebuilt_blocks(cards, deck):
        return []
    problems = []
    for card, count in deck.cards.items():
        if count > MAX_COPIES:
            problems.append(Problem(deck.file, deck.lines.get(card, deck.line),
                                    f"{cards.cards[card].name} is in the deck {count} times; a deck holds at most "
                                    f"{MAX_COPIES} copies of any card."))
    if deck.size > MAX_CARDS:
        problems.append(Problem(deck.file, deck.line, f"the deck holds {deck.size} cards; at most {MAX_CARDS}."))
    troops = sum(count for card, count in deck.cards.items() if cards.cards[card].troop)
    if troops > MAX_TROOPS:
        problems.append(Problem(deck.file, deck.line, f"the deck holds {troops} Troops (animals and Leaders); "
                                                      f"at most {MAX_TROOPS}."))
    leaders = [(card, count) for card, count in deck.cards.items() if cards.cards[card].kind == "leader"]
    if sum(count for _, count in leaders) > MAX_LEADERS:
        named = ", ".join(f"{cards.cards[card].name} {count}" for card, count in leaders)
        problems.append(Problem(deck.file, deck.lines.get(leaders[-1][0], deck.line),
                                f"the deck holds {sum(c for _, c in leaders)} Leader cards ({named}); at most "
                                f"{MAX_LEADERS} of any kind."))
    return problems


def animal_count(cards: CardSet, card_ids: list[str]) -> int:
    return sum(1 for card in card_ids if cards.cards[card].kind == "animal")


def too_few_animals(cards: CardSet, deck: DeckList, variant: str) -> list[Problem]:
    """A deck with fewer animals than the variant needs to win can never win (ruling B34)."""
    needed = animals_needed(variant)
    animals = sum(count for card, count in deck.cards.items() if cards.cards[card].kind == "animal")
    if animals >= needed:
        return []
    return [Problem(deck.file, deck.line, f"the deck holds {animals} animal{'s' if animals != 1 else ''}; "
                                          f"{VARIANTS[variant].title} needs at least {needed} to win.")]


def deck_problems(cards: CardSet, deck: DeckList, variant: str = "standard") -> list[Problem]:
    """Everything that keeps the deck out of a game of the variant: the limits, and too few animals."""
    return limit_problems(cards, deck) + too_few_animals(cards, deck, variant)


def read_deck_file(path: str | Path, cards: CardSet) -> tuple[DeckList | None, list[Problem]]:
    """A deck file, read with the untrusted loader: the deck and the limits it breaks, or None and the
    problems that keep it from being read (each with file and line)."""
    data, problems = read_yaml(path)
    if not problems and data is None:
        problems = [Problem(str(path), 0, "the file is empty.")]
    if problems:
        return None, problems
    deck, problems = read_deck(data, str(path), cards)
    return (deck, limit_problems(cards, deck)) if deck is not None else (None, problems)


def playable_deck_file(path: str | Path, cards: CardSet, variant: str = "standard") -> DeckList:
    """A deck file ready for a game of the variant; DeckError with every problem otherwise."""
    deck, problems = read_deck_file(path, cards)
    if deck is not None:
        problems = deck_problems(cards, deck, variant)
    if problems:
        raise DeckError(problems)
    return deck


def expand(counts: dict) -> list[str]:
    """One card id per copy, in the order written."""
    return [card for card, count in counts.items() for _ in range(count)]


# --- a game's deck option -------------------------------------------------------------------------------
def deck_blocks(cards: CardSet, deck: str) -> tuple[str, ...]:
    """A deck named by blocks: a prebuilt deck's id ("farm"), or blocks joined with + ("farm+tricky",
    any Habitat block with any Style block). Whether the blocks make a deck the rules allow is
    `normalize_deck`'s question (ruling B33)."""
    if not isinstance(deck, str):
        raise ValueError(f"A deck is a name like farm or farm+tricky, or a deck list, not {describe(deck)}.")
    if deck in cards.decks:
        return cards.decks[deck].habitat, cards.decks[deck].style
    blocks = tuple(deck.split("+"))
    if len(blocks) >= 2 and len(set(blocks)) == len(blocks) and all(b in HABITATS + STYLES for b in blocks):
        missing = [b for b in blocks if b not in cards.blocks]
        if missing:
            raise ValueError(f"The {missing[0]} block has no cards yet.")
        return blocks
    raise ValueError(f"There is no deck {deck[:40]!r}: name a prebuilt deck ({', '.join(cards.decks)}), "
                     f"a Habitat block with a Style block, like farm+tricky, or a deck file.")


def block_deck(cards: CardSet, option: str) -> DeckList:
    """The deck a block name makes: every card of its blocks, as printed."""
    counts: dict = {}
    for block in deck_blocks(cards, option):
        for card in cards.block_cards(block):
            counts[card] = counts.get(card, 0) + 1
    return DeckList(option, counts)


def normalize_deck(cards: CardSet, option, seat: int, variant: str):
    """A deck option as a game keeps it: the block name as given, or the deck list {name, cards}, once
    held to the rulebook's limits, which every deck a game starts with meets but a Habitat block with a
    Style block as printed (ruling B33); ValueError with a sentence naming the seat."""
    if isinstance(option, dict):
        deck, problems = read_deck(option, "", cards)
        if deck is not None:
            problems = deck_problems(cards, deck, variant)
        if problems:
            raise ValueError(f"Seat {seat + 1}'s deck {deck_name(option)!r}: {problems[0].message}")
        return deck.as_option()
    if (option, variant) in cards.playable:
        return option
    deck = block_deck(cards, option)
    if limits := limit_problems(cards, deck):
        raise ValueError(f"Seat {seat + 1}'s deck {option}: {limits[0].message} Only a Habitat block with a Style "
                         f"block is played as printed; every other deck keeps the rulebook's limits (ruling B33).")
    if problems := too_few_animals(cards, deck, variant):
        raise ValueError(f"Seat {seat + 1}'s deck {option}: {problems[0].message}")
    cards.playable.add((option, variant))
    return option


def read_option_files(cards: CardSet, options: dict, folder: Path, file: str, line: int,
                      problems: list[Problem]) -> dict:
    """Options as a file gives them, with each deck named by a file (`decks/birds.yaml`, relative to
    `folder`) read in as its deck list; the deck file's problems are added with their own lines."""
    decks = options.get("decks")
    if not isinstance(decks, list):
        return options
    read = []
    for deck in decks:
        if isinstance(deck, str) and deck.endswith((".yaml", ".yml")):
            path = folder / deck
            if not path.is_file():
                problems.append(Problem(file, line, f"there is no deck file {describe(deck)} beside this file."))
                continue
            found, trouble = read_deck_file(path, cards)
            problems.extend(trouble)
            deck = found.as_option() if found is not None else deck
        read.append(deck)
    return {**options, "decks": read}


def deck_name(option) -> str:
    """The name a game shows for a deck option."""
    return str(option.get("name", "")) if isinstance(option, dict) else option


def deck_card_ids(cards: CardSet, option) -> list[str]:
    """A (normalized) deck option's cards, one id per copy."""
    if isinstance(option, dict):
        return expand(option["cards"])
    return [card for block in deck_blocks(cards, option) for card in cards.block_cards(block)]


def animal_habitats(cards: CardSet, option) -> set[str]:
    """The Habitats of a deck's animals (its factions: Same Team, Same Faction)."""
    return {cards.cards[card].habitat for card in deck_card_ids(cards, option) if cards.cards[card].kind == "animal"}


def from_blocks(cards: CardSet, habitat: str, style: str, name: str | None = None) -> DeckList:
    """Mix and match: any Habitat block with any Style block, as printed."""
    if habitat not in HABITATS or habitat not in cards.blocks:
        raise ValueError(f"The Habitat blocks are {', '.join(h for h in HABITATS if h in cards.blocks)}.")
    if style not in STYLES or style not in cards.blocks:
        raise ValueError(f"The Style blocks are {', '.join(s for s in STYLES if s in cards.blocks)}.")
    counts: dict = {}
    for card in cards.block_cards(habitat) + cards.block_cards(style):
        counts[card] = counts.get(card, 0) + 1
    title = name or f"{habitat.title()} & {style.title()}"
    return DeckList(title, counts)


def deck_text(cards: CardSet, deck: DeckList) -> str:
    """A deck file's text: the name, then the cards grouped by kind, each with its name as a comment."""
    order = ("animal", "leader", "event", "item", "location", "human")
    lines = ["# A Nature of the Beast deck: card ids with counts (check it: ark-table deck check FILE)",
             f"name: {json.dumps(deck.name, ensure_ascii=False)}", "cards:" if deck.cards else "cards: {}"]
    by_kind = sorted(deck.cards.items(), key=lambda kv: (order.index(cards.cards[kv[0]].kind), kv[0]))
    kind = None
    for card, count in by_kind:
        printed = cards.cards[card]
        if printed.kind != kind:
            kind = printed.kind
            lines.append(f"  # {kind}s")
        lines.append(f"  {card}: {count}    # {printed.name}")
    return "\n".join(lines) + "\n"


# --- what a deck-building screen shows --------------------------------------------------------------
KIND_ORDER = ("animal", "leader", "event", "item", "location", "human")


def card_pool(cards: CardSet, blocks=(), kinds=(), search: str = "") -> list:
    """The cards a deck may hold, filtered by block (a Habitat or a Style), kind and words of their
    name or text (any case), in block order, then kind, then name."""
    words = search.lower().split()
    order = {block: i for i, block in enumerate(HABITATS + STYLES)}
    found = [card for card in cards.cards.values()
             if (not blocks or card.block in blocks) and (not kinds or card.kind in kinds)
             and all(w in f"{card.name} {card.text}".lower() for w in words)]
    return sorted(found, key=lambda c: (order.get(c.block, 99), KIND_ORDER.index(c.kind), c.name.lower()))


def deck_figures(cards: CardSet, deck: DeckList) -> dict:
    """A deck's figures (JSON-safe): its size, the count of each kind, the Troops/Tricks split, the
    animals' Rank and Combat curves (how many animals at each value, from 0), and each of the
    rulebook's limits with its value and whether it is met (a prebuilt deck meets them all: B33)."""
    kinds: Counter = Counter()
    ranks: Counter = Counter()
    combats: Counter = Counter()
    for card, count in deck.cards.items():
        printed = cards.cards[card]
        kinds[printed.kind] += count
        if printed.kind == "animal":
            ranks[printed.rank] += count
            combats[printed.combat] += count
    troops = kinds["animal"] + kinds["leader"]
    prebuilt = prebuilt_blocks(cards, deck)
    values = {"cards": (deck.size, MAX_CARDS), "troops": (troops, MAX_TROOPS),
              "leaders": (kinds["leader"], MAX_LEADERS), "copies": (max(deck.cards.values(), default=0), MAX_COPIES)}
    return {
        "size": deck.size, "kinds": {kind: kinds[kind] for kind in KIND_ORDER}, "troops": troops,
        "tricks": deck.size - troops, "prebuilt": list(prebuilt) if prebuilt else None,
        "limits": {name: {"value": value, "maximum": most, "met": bool(prebuilt) or value <= most}
                   for name, (value, most) in values.items()},
        "rank_curve": [ranks[v] for v in range(max(ranks, default=0) + 1)],
        "combat_curve": [combats[v] for v in range(max(combats, default=0) + 1)],
    }
