"""Preparing to Play (section II) and the game's options: the decks, each seat's starting Favor and
Fury (the same value, 0-9), the variant (the Field's size, the win condition, the teams), auto-pass."""
from __future__ import annotations

from game.engine.beast.decks import animal_habitats, deck_card_ids, deck_name, normalize_deck
from game.engine.beast.definitions import CardSet
from game.engine.beast.events import FirstPlayerDrawn
from game.engine.beast.game import Game
from game.engine.beast.state import PEN_SPACES, BeastState, Player, Recruit, Turn
from game.engine.beast.turns import start_turn
from game.engine.beast.variants import MAX_PLAYERS, VARIANTS, normalize_variant, teams
from game.engine.core.rng import Rng
from game.engine.beast.cards import load_cards  # noqa: F401 (the card set this sets up over: GameSetup)

START_HAND = 3
DEFAULT_START = 3
OPTIONS = {"players", "variant", "subvariants", "decks", "start", "auto_pass", "win"}


def normalize_options(cards: CardSet, options: dict) -> dict:
    if not isinstance(options, dict):
        raise ValueError("The options must be a mapping.")
    if "round_limit" in options:
        raise ValueError("Nature of the Beast has no round limit: a game ends only as the rulebook ends it "
                         "(ruling B14); `ark-table sim --max-rounds` stops simulated games.")
    unknown = set(options) - OPTIONS
    if unknown:
        raise ValueError(f"Nature of the Beast has no option {sorted(map(str, unknown))[0][:40]!r}.")
    name = options.get("variant", "standard")
    players = options.get("players", VARIANTS[name].players[0] if isinstance(name, str) and name in VARIANTS else 2)
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= MAX_PLAYERS:
        raise ValueError(f"Nature of the Beast is for 2 to {MAX_PLAYERS} players here (\"a game for two or more "
                         f"people\": ruling B50).")
    chosen = normalize_variant(options, players)
    no_tallies = "no_fury_favor" in chosen["subvariants"]
    defaults = list(cards.default_decks) + [d for d in cards.decks if d not in cards.default_decks]
    decks = options.get("decks", [defaults[s % len(defaults)] for s in range(players)])
    if isinstance(decks, str):
        decks = decks.split(",")
    if not isinstance(decks, list) or len(decks) != players:
        raise ValueError(f"Name one deck per player ({players}).")
    decks = [normalize_deck(cards, deck, seat, chosen["variant"]) for seat, deck in enumerate(decks)]
    if "same_faction" in chosen["subvariants"]:
        _same_faction(cards, decks, teams(chosen["variant"], players))
    start = options.get("start", 0 if no_tallies else DEFAULT_START)
    start = [start] * players if isinstance(start, int) and not isinstance(start, bool) else start
    if not isinstance(start, list) or len(start) != players or \
            any(not isinstance(s, int) or isinstance(s, bool) or not 0 <= s <= 9 for s in start):
        raise ValueError("Each player starts with the same Favor and Fury, a value from 0 to 9.")
    if no_tallies and any(start):
        raise ValueError("Without Fury and Favor there are no tallies to start from (ruling B37).")
    auto_pass = options.get("auto_pass", [False] * players)
    if not isinstance(auto_pass, list) or len(auto_pass) != players or any(not isinstance(a, bool) for a in auto_pass):
        raise ValueError("auto_pass is true or false for each player.")
    return {"players": players, "variant": chosen["variant"], "subvariants": chosen["subvariants"],
            "decks": decks, "start": list(start), "auto_pass": list(auto_pass),
            "win": chosen["win"]}


def _same_faction(cards: CardSet, decks: list, team: list[int]) -> None:
    """Same Team, Same Faction: both teammates' animals come from one Habitat (ruling B40)."""
    for side in sorted(set(team)):
        seats = [s for s in range(len(decks)) if team[s] == side]
        habitats = set().union(*(animal_habitats(cards, decks[s]) for s in seats))
        if len(habitats) > 1:
            names = " and ".join(str(s + 1) for s in seats)
            raise ValueError(f"Same Team, Same Faction: seats {names} play animals of {', '.join(sorted(habitats))}; "
                             f"a team's animals all come from one Habitat.")


def _deck_cards(cards: CardSet, seat: int, deck, tricks: bool) -> list[str]:
    """The seat's physical cards; without Tricks (Rush) the Tricks are left out of the game."""
    instances, copies = [], {}
    for card in deck_card_ids(cards, deck):
        if not tricks and not cards.cards[card].troop:
            continue
        copies[card] = copies.get(card, 0) + 1
        instances.append(f"{seat}.{card}.{copies[card]}")
    return instances


def _sorted_decks(cards: CardSet, seat: int, deck, tricks: bool) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The seat's Troops deck and Tricks deck, each sorted (before their shuffle): for a block deck the
    same every game, kept on the card set (`dealt`)."""
    key = (seat, deck, tricks) if isinstance(deck, str) else None
    if key in cards.dealt:
        return cards.dealt[key]
    instances = _deck_cards(cards, seat, deck, tricks)
    card = cards.by_instance
    found = (tuple(sorted([c for c in instances if card[c].troop])),
             tuple(sorted([c for c in instances if not card[c].troop])))
    if key is not None:
        cards.dealt[key] = found
    return found


def new_game(cards: CardSet, options: dict, seed: int) -> tuple[BeastState, list]:
    variant = VARIANTS[options["variant"]]
    rows, cols = variant.rows, variant.cols
    rng = Rng.seeded(seed)
    team = teams(options["variant"], options["players"])
    players = []
    for seat, deck in enumerate(options["decks"]):
        troops, tricks = map(list, _sorted_decks(cards, seat, deck, "no_tricks" not in options["subvariants"]))
        rng.shuffle(troops)
        rng.shuffle(tricks)
        start = options["start"][seat]
        players.append(Player(seat, deck_name(deck), team[seat], start, start, troops, tricks,
                              pen=[Recruit() for _ in range(PEN_SPACES)],
                              field=[[None] * cols for _ in range(rows)],
                              locations=[[""] * cols for _ in range(rows)],
                              humans=[""] * rows, humans_tilted=[False] * rows,
                              auto_pass=options["auto_pass"][seat]))
    state = BeastState(rows, cols, rng, players, Turn(0), win=options["win"],
                       variant="" if options["variant"] == "standard" else options["variant"],
                       subvariants=list(options["subvariants"]))
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
            top = next((c for c in reversed(troops) if game.card(c).kind == "animal"), None)
            ranks[seat] = game.card(top).rank if top else 0
        best = max(ranks[s] for s in contenders)
        contenders = [s for s in contenders if ranks[s] == best]
        for seat in range(len(state.players)):
            state.rng.shuffle(state.players[seat].troops)
        if len(contenders) == 1:
            break
    return contenders[0], ranks
