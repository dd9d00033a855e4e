"""Preparing to Play (section II) and the game's options: the decks, each seat's starting Favor and
Fury (the same value, 0-9), the variant (the Field's size, the win condition, the teams), auto-pass."""
from __future__ import annotations

from game.engine.beast.definitions import HABITATS, STYLES, CardSet
from game.engine.beast.events import FirstPlayerDrawn
from game.engine.beast.game import Game
from game.engine.beast.state import BeastState, Player, Recruit, Turn
from game.engine.beast.turns import start_turn
from game.engine.core.rng import Rng

# variant -> (rows, columns, teams by seat count); Supply Line (one shared 3x5 Field) comes with issue 12
VARIANTS = {"standard": (3, 3), "rush": (2, 3), "doubles": (3, 3)}
PEN_SPACES = 3
START_HAND = 3
DEFAULT_START = 3
DEFAULT_ROUND_LIMIT = 100
# land: a Field full wins for its team; every_field: all the team's Fields at once (Ultimate Extreme Doubles)
WINS = ("land", "every_field")


def deck_blocks(cards: CardSet, deck: str) -> tuple[str, ...]:
    """A deck option: a prebuilt deck's id ("farm"), or blocks joined with + ("farm+tricky"; the
    rulebook's examples play one Farm deck with cards of three Style blocks: ruling B20)."""
    if not isinstance(deck, str):
        raise ValueError(f"A deck is a name like farm or farm+tricky, not {deck!r}.")
    if deck in cards.decks:
        return cards.decks[deck].habitat, cards.decks[deck].style
    blocks = tuple(deck.split("+"))
    if len(blocks) >= 2 and len(set(blocks)) == len(blocks) and all(b in HABITATS + STYLES for b in blocks):
        missing = [b for b in blocks if b not in cards.blocks]
        if missing:
            raise ValueError(f"The {missing[0]} block has no cards yet.")
        return blocks
    raise ValueError(f"There is no deck {deck[:40]!r}: name a prebuilt deck ({', '.join(cards.decks)}) or "
                     f"blocks joined with +, like farm+tricky.")


def teams(variant: str, players: int) -> list[int]:
    """Each seat's team: alone, or in Doubles the two pairs seated across (seats 1+3 and 2+4)."""
    return [seat % 2 for seat in range(players)] if variant == "doubles" else list(range(players))


def normalize_options(cards: CardSet, options: dict) -> dict:
    if not isinstance(options, dict):
        raise ValueError("The options must be a mapping.")
    unknown = set(options) - {"players", "variant", "decks", "start", "auto_pass", "round_limit", "win"}
    if unknown:
        raise ValueError(f"Nature of the Beast has no option {sorted(unknown)[0]!r}.")
    players = options.get("players", 2)
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
        raise ValueError("Nature of the Beast is for 2 to 4 players.")
    variant = options.get("variant", "standard")
    if variant not in VARIANTS:
        raise ValueError(f"The variants are {', '.join(VARIANTS)} (Supply Line comes later).")
    if variant == "doubles" and players != 4:
        raise ValueError("Doubles is a game for four players.")
    defaults = list(cards.default_decks) + [d for d in cards.decks if d not in cards.default_decks]
    decks = options.get("decks", [defaults[s % len(defaults)] for s in range(players)])
    if isinstance(decks, str):
        decks = decks.split(",")
    if not isinstance(decks, list) or len(decks) != players:
        raise ValueError(f"Name one deck per player ({players}).")
    for deck in decks:
        deck_blocks(cards, deck)
    start = options.get("start", DEFAULT_START)
    start = [start] * players if isinstance(start, int) else start
    if not isinstance(start, list) or len(start) != players or \
            any(not isinstance(s, int) or isinstance(s, bool) or not 0 <= s <= 9 for s in start):
        raise ValueError("Each player starts with the same Favor and Fury, a value from 0 to 9.")
    auto_pass = options.get("auto_pass", [False] * players)
    if not isinstance(auto_pass, list) or len(auto_pass) != players or any(not isinstance(a, bool) for a in auto_pass):
        raise ValueError("auto_pass is true or false for each player.")
    limit = options.get("round_limit", DEFAULT_ROUND_LIMIT)
    if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
        raise ValueError("round_limit is a whole number of rounds, at least 1.")
    win = options.get("win", "land")
    if win not in WINS:
        raise ValueError(f"The win conditions are {', '.join(WINS)}.")
    return {"players": players, "variant": variant, "decks": list(decks), "start": list(start),
            "auto_pass": list(auto_pass), "round_limit": limit, "win": win}


def _deck_cards(cards: CardSet, seat: int, deck: str) -> list[str]:
    instances, copies = [], {}
    for block in deck_blocks(cards, deck):
        for card in cards.block_cards(block):
            copies[card] = copies.get(card, 0) + 1
            instances.append(f"{seat}.{card}.{copies[card]}")
    return instances


def new_game(cards: CardSet, options: dict, seed: int) -> tuple[BeastState, list]:
    rows, cols = VARIANTS[options["variant"]]
    rng = Rng.seeded(seed)
    team = teams(options["variant"], options["players"])
    players = []
    for seat, deck in enumerate(options["decks"]):
        instances = _deck_cards(cards, seat, deck)
        troops = sorted(c for c in instances if cards.cards[c.split(".")[1]].troop)
        tricks = sorted(c for c in instances if not cards.cards[c.split(".")[1]].troop)
        rng.shuffle(troops)
        rng.shuffle(tricks)
        start = options["start"][seat]
        players.append(Player(seat, deck, team[seat], start, start, troops, tricks,
                              pen=[Recruit() for _ in range(PEN_SPACES)],
                              field=[[None] * cols for _ in range(rows)],
                              locations=[[""] * cols for _ in range(rows)],
                              humans=[""] * rows, humans_tilted=[False] * rows,
                              auto_pass=options["auto_pass"][seat]))
    state = BeastState(rows, cols, options["round_limit"], rng, players, Turn(0), win=options["win"])
    game = Game(state, cards)
    first, ranks = _first_player(game)
    state.first_seat = first
    game.emit(FirstPlayerDrawn(tuple(ranks), first))
    for player in players:
        for _ in range(min(START_HAND, len(player.tricks))):
            player.hand.append(player.tricks.pop())
        for recruit in player.pen:
            if player.troops:
                recruit.card = player.troops.pop()
    start_turn(game, first)
    return state, game.events


def _first_player(game: Game) -> tuple[int, list[int]]:
    """Each draws the top animal of their Troops deck (Leaders are drawn past); the highest Rank goes
    first; tied players draw again (ruling B2). The cards are shuffled back."""
    state = game.state
    contenders = [p.seat for p in state.players]
    ranks = [0] * len(state.players)
    for _ in range(20):
        for seat in contenders:
            troops = state.players[seat].troops
            animals = [c for c in reversed(troops) if game.card(c).kind == "animal"]
            ranks[seat] = game.card(animals[0]).rank if animals else 0
        best = max(ranks[s] for s in contenders)
        contenders = [s for s in contenders if ranks[s] == best]
        for seat in range(len(state.players)):
            state.rng.shuffle(state.players[seat].troops)
        if len(contenders) == 1:
            break
    return contenders[0], ranks
