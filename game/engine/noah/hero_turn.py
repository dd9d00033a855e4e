"""The Hero Turn: 1. play Action cards (and Mercenaries), 2. recruit Agents & upgrade abilities,
3. reset Energy, 4. clean up. Also the out-of-turn plays. Each command: a check, then its effect."""
from __future__ import annotations

from functools import lru_cache

from game.engine.core.acting import NOBODY, Acting
from game.engine.noah import enemy_turn, legal, tracks, turns
from game.engine.noah.commands import AdvanceAbility, EndTurn, PlayAction, PlayMercenary, RecruitAgent
from game.engine.noah.definitions import UPGRADES, Play
from game.engine.noah.effects.run import run_ops, target_problem
from game.engine.noah.events import ActionPlayed, CardMoved, MercenaryPlayed
from game.engine.noah.game import Game


# --- when may a seat play? ----------------------------------------------------------------------
def acting_now(state) -> Acting:
    """Who may act and in which stage: the prompted seats in the prompt's kind ('defend': your window in
    the Enemies' turn, Defense while damage is coming to you and out-of-turn cards; 'free_turn',
    'place_spied', 'recruit_mercenary'); in a hero turn the hero whose turn it is ('own'), then every
    fellow hero ('other': out-of-turn cards only, "during a fellow player's turn", ruling R9)."""
    if state.outcome:
        return NOBODY
    if state.pending is not None:
        return Acting.of((seat, state.pending.kind) for seat in state.pending.seats)
    if state.turn.kind != "hero":
        return NOBODY
    return _hero_turn(state.turn.seat, len(state.factions))


@lru_cache(maxsize=32)
def _hero_turn(hero: int, seats: int) -> Acting:
    """The hero whose turn it is ('own'), then every fellow hero ('other'): the same few answers all game."""
    return Acting.of([(hero, "own")] + [(seat, "other") for seat in range(seats) if seat != hero])


def window(game: Game, seat: int) -> str:
    """The seat's stage now ('own', 'other', 'defend', a prompt's kind), or 'none'."""
    return acting_now(game.state).stage(seat) or "none"


def timing_problem(game: Game, now: str, defends: bool, out_of_turn: bool, name: str) -> str | None:
    """Whether an action may be played in this window ('As a rule, you can play Action cards from your
    hand on your turn only'; out-of-turn cards 'during a fellow player's turn or the Enemies' turn';
    Defense while the Enemies deal you damage). `now` is 'own', 'other' or 'defend'."""
    if now == "defend":
        if defends:
            return None if legal.remaining(game, game.state.pending.seats[0]) > 0 else \
                "No damage is coming to you: there is nothing to block."
        return None if out_of_turn else f"{name} can only be played on your own turn (it has no out-of-turn icon)."
    if game.state.round_over:
        return ROUND_OVER
    if defends:
        return "Defense is played while the Enemies deal you damage."
    if now == "own":
        return None
    return None if out_of_turn else f"{name} can only be played on your own turn (it has no out-of-turn icon)."


ROUND_OVER = ("The phase is over and the round ends with this turn: no more cards are played; "
              "recruit, upgrade or end the turn.")  # "The round ends immediately" (ruling R4)


def waiting_words(game: Game) -> str:
    pending = game.state.pending
    who = ", ".join(game.cards.factions[game.state.factions[s].faction].name for s in pending.seats)
    what = {"defend": "play in the Enemies' turn", "free_turn": "choose who takes the free turn",
            "place_spied": "put the spied card back", "recruit_mercenary": "choose a Mercenary"}[pending.kind]
    return f"Waiting for {who} to {what}."


# --- 1. play Action cards ------------------------------------------------------------------------
def check_play_action(game: Game, command: PlayAction) -> str | None:
    state = game.state
    faction = state.factions[command.seat]
    agent = game.cards.agents.get(command.card)
    if agent is None or command.card not in faction.hand:
        return f"{agent.name if agent else command.card} is not in your hand."
    if command.upgrade not in UPGRADES:
        return "An action is played as base, discard or corrupt."
    play = agent.plays[command.upgrade]
    now = window(game, command.seat)
    problem = timing_problem(game, now, play.defends, agent.out_of_turn, agent.name)
    if problem:
        return problem
    if now == "own" and state.turn.step != "actions":
        return "You have begun recruiting (step 2); Action cards are played in step 1."
    if command.upgrade == "discard":
        if command.discard is None:
            return "The discard upgrade needs another Action card from your hand to discard."
        copies = faction.hand.count(command.discard)
        if command.discard == command.card:
            copies -= 1
        if copies < 1:
            return "The card to discard must be another Action card in your hand."
    elif command.discard is not None:
        return "Only the discard upgrade discards a card."
    return target_check(game, command.seat, play, command.target)


def target_check(game: Game, seat: int, play: Play, target: tuple) -> str | None:
    """Whether `target` answers the action's choice (with the Range and Energy the action adds first)."""
    if play.choice is None:
        return None if not target else "This action needs no target."
    energy = min(game.cards.core.energy_track_max, game.state.factions[seat].energy + play.charge)
    return target_problem(game, seat, play.choice.choice, play.choice.params, target, energy, play.reach)


def play_action(game: Game, command: PlayAction) -> None:
    seat, faction = command.seat, game.state.factions[command.seat]
    agent = game.cards.agents[command.card]
    defending = window(game, seat) == "defend"
    faction.hand.remove(command.card)
    faction.played.append(command.card)
    game.emit(ActionPlayed(seat, command.card, command.upgrade, command.discard, command.target))
    game.emit(CardMoved(seat, command.card, "hand", "played"))
    if command.upgrade == "discard":
        faction.hand.remove(command.discard)
        faction.played.append(command.discard)
        game.emit(CardMoved(seat, command.discard, "hand", "played"))
    elif command.upgrade == "corrupt":
        tracks.add_corruption(game, seat, 1, f"{agent.name} (upgrade)")
    run_ops(game, agent.action(command.upgrade), seat, command.target, command.card)
    after_play(game, seat, defending)


def after_play(game: Game, seat: int, defending: bool) -> None:
    """A play in a faction's window of the Enemies' turn ends the window once it has nothing more to play."""
    if game.over:
        return
    if defending and game.state.pending and game.state.pending.kind == "defend" \
            and not enemy_turn.can_act(game, seat):
        enemy_turn.answered(game, seat)
    turns.play_on(game)


# --- Mercenaries ---------------------------------------------------------------------------------
def check_play_mercenary(game: Game, command: PlayMercenary) -> str | None:
    faction = game.state.factions[command.seat]
    merc = game.cards.mercenaries.get(command.card)
    if merc is None or command.card not in faction.mercenaries:
        return f"You have not recruited {merc.name if merc else command.card}."
    problem = timing_problem(game, window(game, command.seat), merc.play.defends, merc.out_of_turn, merc.name)
    if problem:
        return problem
    if merc.cost > faction.energy:
        return f"{merc.name} costs {merc.cost} Energy to play and you have {faction.energy}."
    return target_check(game, command.seat, merc.play, command.target)


def play_mercenary(game: Game, command: PlayMercenary) -> None:
    seat, state = command.seat, game.state
    merc = game.cards.mercenaries[command.card]
    defending = window(game, seat) == "defend"
    if merc.cost:
        tracks.change_energy(game, seat, -merc.cost, merc.name)
    state.factions[seat].mercenaries.remove(command.card)
    state.mercenary_discard.append(command.card)
    game.emit(MercenaryPlayed(seat, command.card, command.target))
    game.emit(CardMoved(seat, command.card, "mercenaries", "mercenary_discard"))
    run_ops(game, merc.effect, seat, command.target, command.card)
    after_play(game, seat, defending)


# --- 2. recruit Agents and upgrade abilities -------------------------------------------------------
def agent_cost(game: Game, card: str) -> int:
    return game.cards.agents[card].cost + game.modifier_total("agent_cost_increase")


def check_recruit(game: Game, command: RecruitAgent) -> str | None:
    faction = game.state.factions[command.seat]
    agent = game.cards.agents.get(command.card)
    if agent is None or command.card not in faction.supply:
        if command.card in faction.played:
            return f"{agent.name} was just played; it returns to your supply at the end of your turn."
        return f"{agent.name if agent else command.card} is not in your Agent supply."
    if len(faction.hand) >= game.cards.core.hand_limit:
        return f"Your hand is full: the hand limit is {game.cards.core.hand_limit} Action cards."
    cost = agent_cost(game, command.card)
    if cost > faction.energy:
        return f"{agent.name} costs {cost} Energy and you have {faction.energy}."
    return None


def recruit(game: Game, command: RecruitAgent) -> None:
    seat, faction = command.seat, game.state.factions[command.seat]
    game.state.turn.step = "recruit"
    cost = agent_cost(game, command.card)
    if cost:
        tracks.change_energy(game, seat, -cost, game.cards.agents[command.card].name)
    faction.supply.remove(command.card)
    faction.hand.append(command.card)
    game.emit(CardMoved(seat, command.card, "supply", "hand"))


def check_advance_ability(game: Game, command: AdvanceAbility) -> str | None:
    faction = game.state.factions[command.seat]
    step_cost = game.cards.core.ability_step_cost
    if faction.ability >= len(game.cards.factions[faction.faction].ability_track) - 1:
        return "You are at the top of your Ability track."
    if faction.energy < step_cost:
        return f"A step up the Ability track costs {step_cost} Energy and you have {faction.energy}."
    return None


def advance_ability(game: Game, command: AdvanceAbility) -> None:
    game.state.turn.step = "recruit"
    tracks.change_energy(game, command.seat, -game.cards.core.ability_step_cost, "ability step")
    tracks.move_ability(game, command.seat, 1, "ability step")


# --- 3 and 4: end of the turn --------------------------------------------------------------------
def end_turn(game: Game, command: EndTurn) -> None:
    turns.end_hero_turn(game, command.seat)
