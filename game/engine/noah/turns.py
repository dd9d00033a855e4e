"""Rounds & Turn Order: the turn card deck, free turns, and moving from one turn to the next."""
from __future__ import annotations

from game.engine.noah import dial, enemy_turn, mercenaries, tracks
from game.engine.noah.events import (
    CardMoved, FreeTurnGiven, HeroTurnStarted, PromptRaised, RoundStarted, TurnCardDrawn,
    TurnDeckShuffled, TurnEnded,
)
from game.engine.noah.game import Game
from game.engine.noah.state import ENEMY_CARD, FREE_CARD, Pending, Turn, hero_card


def turn_cards(players: int, harder: bool) -> list[str]:
    """Each round the heroes get 4 turns and the Enemies 2 (3 with the harder option)."""
    enemies = [ENEMY_CARD] * (3 if harder else 2)
    if players == 1:
        heroes = [hero_card(0)] * 2 + [FREE_CARD] * 2
    elif players == 2:
        heroes = [hero_card(0)] * 2 + [hero_card(1)] * 2
    elif players == 3:
        heroes = [hero_card(s) for s in range(3)] + [FREE_CARD]
    else:
        heroes = [hero_card(s) for s in range(4)]
    return enemies + heroes


def start_round(game: Game) -> None:
    """Shuffle every turn card back together and begin the next round."""
    state = game.state
    state.turn_deck = sorted(state.turn_deck + state.turn_discard + ([state.turn_card] if state.turn_card else []))
    state.turn_discard, state.turn_card = [], ""
    state.rng.shuffle(state.turn_deck, "turn_deck")
    state.known = [k for k in state.known if k.where != "turn"]
    state.round += 1
    state.round_over = False
    game.emit(TurnDeckShuffled(len(state.turn_deck)))
    game.emit(RoundStarted(state.round))


def play_on(game: Game) -> None:
    """Carry the game on until someone must decide something or the game ends: first what the step
    just resolved left open (Mercenaries offered by a reward, the Enemies' turn waiting for the
    factions' windows, a phase that is over), then the next turn card once no turn is in progress."""
    state = game.state
    while not game.over and state.pending is None:
        if state.offers:
            mercenaries.ask_next_offer(game)
        elif state.defense is not None:
            enemy_turn.ask_next(game)
        elif dial.phase_over(game):
            dial.end_phase(game)
        elif state.turn.kind == "none":
            draw_turn_card(game)
        else:
            return


def draw_turn_card(game: Game) -> None:
    """'After every player or Sleeper turn, a new turn card is drawn from the deck to determine who
    goes next. A round is over when the turn card deck runs out' (or a phase ended)."""
    state = game.state
    if state.round_over or not state.turn_deck:
        start_round(game)
    if state.turn_card:
        state.turn_discard.append(state.turn_card)
    card = state.turn_deck.pop()
    state.turn_card = card
    if state.known:
        state.known = [k for k in state.known if not (k.where == "turn" and k.index >= len(state.turn_deck))]
    state.turn = Turn()
    game.emit(TurnCardDrawn(card, len(state.turn_deck)))
    if card == ENEMY_CARD:
        enemy_turn.take_enemy_turn(game)
    elif card == FREE_CARD:
        offer_free_turn(game)
    else:
        begin_hero_turn(game, int(card.split(":")[1]))


def offer_free_turn(game: Game) -> None:
    """A free turn card: the players decide which faction takes it (alone, it is yours)."""
    state = game.state
    seats = list(range(len(state.factions)))
    if len(seats) == 1:
        begin_hero_turn(game, 0)
        return
    state.pending = Pending("free_turn", seats)
    game.emit(PromptRaised("free_turn", tuple(seats), "A free turn: choose which faction takes it."))


def give_free_turn(game: Game, seat: int) -> None:
    game.state.pending = None
    game.emit(FreeTurnGiven(seat))
    begin_hero_turn(game, seat)


def begin_hero_turn(game: Game, seat: int) -> None:
    state = game.state
    state.turn = Turn(kind="hero", seat=seat)
    state.turns_taken += 1
    game.emit(HeroTurnStarted(seat))


def end_hero_turn(game: Game, seat: int) -> None:
    """Step 3: reset Energy to 5 plus Energy abilities. Step 4: played cards back to the supply."""
    state = game.state
    faction = state.factions[seat]
    level = game.cards.core.start_energy + tracks.abilities(game, seat)[3] - game.modifier_total("energy_reset_reduced")
    tracks.set_energy(game, seat, level, "energy reset")
    for card in faction.played:
        game.emit(CardMoved(seat, card, "played", "supply"))
    faction.supply.extend(faction.played)
    faction.supply.sort()
    faction.played = []
    for other in state.factions:
        other.range_bonus = other.boost_bonus = 0
    state.turn = Turn()
    game.emit(TurnEnded(seat))
    play_on(game)
