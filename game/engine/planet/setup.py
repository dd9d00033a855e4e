"""Setup, in the rulebook's steps: scoring tokens, 7 Noah cards each, 2 Basic Plants each into the
ecosystem and the Plant Pile with its top card face up, Environment cards (Advanced Rules), then
each player discards 2 cards from the first player on (step 4; skipped by a single player). The
Strategy Variants draft the hands first and set out the Selection Area after step 4."""
from __future__ import annotations

from game.engine.core.rng import Rng
from game.engine.planet.commands import DiscardAtSetup
from game.engine.planet.definitions import CardSet, card_id
from game.engine.planet.events import (
    BasicPlantsPlaced, CardsDealt, CardsDiscarded, EnvironmentRevealed, PlantPileTopRevealed,
)
from game.engine.planet.game import Game
from game.engine.planet.piles import discard
from game.engine.planet.state import DRAFT, SETUP_DISCARD, PlanetState, Player
from game.engine.planet.turns import fill_selection_area, start_turn
from game.engine.planet.cards import load_cards  # noqa: F401 (the card set this sets up over: GameSetup)

HAND_SIZE = 7               # "deal 7 cards to each player"
BASIC_PLANTS_EACH = 2       # "deal 2 cards to each player"
SETUP_DISCARDS = 2          # "choose 2 cards they do not want to keep"
# "The initial player places his/her scoring token on position 0 on the scoring board, the next
# player places his/her token on position 1, and the next player places on position 3, and so on."
# Ruling R1: as printed; "and so on" continues the steps 1, 2, 3: the fourth player starts on 6.
START_POSITIONS = (0, 1, 3, 6)
VARIANTS = ("standard", "strategy")


def normalize_options(cards: CardSet, options: dict) -> dict:
    """players 1-4, variant standard|strategy, environments: a number (drawn at random) or a list of ids."""
    if not isinstance(options, dict):
        raise ValueError("The options must be a mapping.")
    known = {"players", "variant", "environments"}
    extra = sorted(set(options) - known)
    if extra:
        raise ValueError(f"Noah Planet has no option {extra[0]!r} (the options are {', '.join(sorted(known))}).")
    players = options.get("players", 2)
    if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 4:
        raise ValueError("Noah Planet is for 1 to 4 players.")
    variant = options.get("variant", "standard")
    if variant not in VARIANTS:
        raise ValueError(f"The variant is standard or strategy, not {variant!r}.")
    environments = options.get("environments", 0)
    if isinstance(environments, list):
        unknown = [e for e in environments if e not in cards.environments]
        if unknown:
            raise ValueError(f"There is no Environment card {unknown[0]!r} (they are "
                             f"{', '.join(sorted(cards.environments))}).")
        if len(set(environments)) != len(environments):
            raise ValueError("An Environment card is named twice.")
    elif not isinstance(environments, int) or isinstance(environments, bool) \
            or not 0 <= environments <= len(cards.environments):
        raise ValueError(f"environments is a number from 0 to {len(cards.environments)}, or a list of their ids.")
    return {"players": players, "variant": variant, "environments": environments}


def new_game(cards: CardSet, options: dict, seed: int) -> tuple[PlanetState, list]:
    options = normalize_options(cards, options)
    count = options["players"]
    solo = count == 1
    state = PlanetState(Rng.seeded(seed), [Player(score=START_POSITIONS[s] if not solo else 0) for s in range(count)],
                        solo, options["variant"] == "strategy")
    game = Game(state, cards)
    deal_noah_cards(game)
    deal_basic_plants(game)
    place_environments(game, options["environments"])
    if state.strategy and not solo:
        state.phase, state.draft_round = DRAFT, 1
    elif solo:
        # Single Player Rules: step 4 is skipped; Develop "is refer to the variants" (ruling R14)
        fill_selection_area(game)
        start_turn(game, 0)
    else:
        state.phase, state.turn = SETUP_DISCARD, 0
    return state, game.events


def deal_noah_cards(game: Game) -> None:
    """Step 2: shuffle the Noah Cards, deal 7 to each player (into the draft packets in the Strategy
    Variants), the rest face down as the Noah Card Pile."""
    state = game.state
    state.noah_pile = list(game.cards.noah_cards)
    state.rng.shuffle(state.noah_pile)
    for seat, player in enumerate(state.players):
        dealt = [state.noah_pile.pop() for _ in range(HAND_SIZE)]
        if state.strategy and not state.solo:
            player.packet = dealt
        else:
            player.hand = dealt
        game.emit(CardsDealt(seat, tuple(dealt)))


def deal_basic_plants(game: Game) -> None:
    """Step 3: 2 Basic Plants face up in front of each player; the rest the Plant Pile, top card face up."""
    state = game.state
    state.plant_pile = list(game.cards.basic_plants)
    state.rng.shuffle(state.plant_pile)
    for seat, player in enumerate(state.players):
        player.ecosystem = [state.plant_pile.pop() for _ in range(BASIC_PLANTS_EACH)]
        game.emit(BasicPlantsPlaced(seat, tuple(player.ecosystem)))
    game.emit(PlantPileTopRevealed(state.plant_pile[-1] if state.plant_pile else ""))


def place_environments(game: Game, environments) -> None:
    """Advanced Rules: Environment cards in the centre of the table (chosen, or drawn at random)."""
    state = game.state
    if isinstance(environments, list):
        chosen = list(environments)
    else:
        pool = sorted(game.cards.environments)
        state.rng.shuffle(pool)
        chosen = pool[:environments]
    state.environments = chosen
    for env in chosen:
        game.emit(EnvironmentRevealed(env))


# --- step 4 ----------------------------------------------------------------------------------------
def check_discard_at_setup(game: Game, command: DiscardAtSetup) -> str | None:
    state = game.state
    cards = command.cards
    if not isinstance(cards, tuple) or len(cards) != SETUP_DISCARDS or len(set(cards)) != SETUP_DISCARDS:
        return f"Discard exactly {SETUP_DISCARDS} different cards."
    hand = state.players[command.seat].hand
    missing = [c for c in cards if c not in hand]
    if missing:
        return f"{card_id(str(missing[0]))} is not in your hand."
    return None


def discard_at_setup(game: Game, command: DiscardAtSetup) -> None:
    state = game.state
    hand = state.players[command.seat].hand
    for card in command.cards:
        hand.remove(card)
    discard(game, command.cards)
    game.emit(CardsDiscarded(command.seat, tuple(command.cards), "setup"))
    if command.seat + 1 < len(state.players):
        state.turn = command.seat + 1
        return
    if state.strategy:
        fill_selection_area(game)
    start_turn(game, 0)
