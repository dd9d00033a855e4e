"""Section IV, Battles. The defender acts first; phases alternate until two are passed in a row. A
phase is an Event (or an Item, ability or Human that affects a battle), an ally from your own Field,
a formal invitation to another player to ally from their front row (a refusal counts as your pass),
or a Legend boost. Ties go to the defender; the loser is trashed; the attacker gains 1 Fury after the
resolution. Then the loser's owner may answer the defeat (a card like Short-Lived Victory)."""
from __future__ import annotations

from game.engine.beast import tracks, turns, victory, zones
from game.engine.beast.combat import acting_seat, ally_bonus, combatant, side_of, total
from game.engine.beast.events import (
    AllyInvited, AllyJoined, AnimalRescued, AnimalTilted, BattlePhasePlayed, BattleResolved, TrickDiscarded,
)
from game.engine.beast.field import adjacent, front_row, on_field
from game.engine.beast.game import Game
from game.engine.beast.stats import has_modifier, own_modifiers, points_to

FURY_PER_BATTLE = 1


def phase_played(game: Game, play: str) -> None:
    """A phase was used (not passed): the other side's phase comes next."""
    fight = game.state.battle
    fight.passes = 0
    _next_phase(game, play)


def _passed(game: Game, play: str) -> None:
    fight = game.state.battle
    fight.passes += 1
    _next_phase(game, play)


def _next_phase(game: Game, play: str) -> None:
    fight = game.state.battle
    game.emit(BattlePhasePlayed(acting_seat(fight), play, total(game, 0), total(game, 1)))
    fight.phases += 1
    fight.side = 1 - fight.side
    if fight.ended or fight.passes >= 2:
        resolve(game)


# --- allies -----------------------------------------------------------------------------------------
def ally_spaces(game: Game, seat: int) -> list[tuple[int, int]]:
    """Your untilted animals adjacent to your combatant with a Vector toward it."""
    fight = game.state.battle
    side = side_of(fight, seat)
    if side is None or fight.no_allies[side]:
        return []
    _, row, col = combatant(fight, side)
    player = game.state.players[seat]
    found = []
    for r, line in enumerate(player.field):
        for c, animal in enumerate(line):
            if animal is None or animal.tilted or not adjacent((r, c), (row, col)):
                continue
            if points_to(game, player, r, c, (row, col)) or has_modifier(game, player, animal, r, c, "ally_any_direction"):
                found.append((r, c))
    return found


def check_call_ally(game: Game, command) -> str | None:
    if (command.row, command.col) not in ally_spaces(game, command.seat):
        fight = game.state.battle
        if fight.no_allies[side_of(fight, command.seat)]:
            return "Your combatant can call no more allies this battle."
        return "An ally must be untilted, adjacent to your combatant and have a Vector toward it."
    return None


def _join(game: Game, side: int, seat: int, row: int, col: int) -> None:
    animal = game.state.players[seat].field[row][col]
    animal.tilted = True
    bonus = ally_bonus(game, seat, row, col)
    game.state.battle.allies.append([side, seat, row, col, bonus])
    game.emit(AllyJoined(seat, side, animal.card, row, col, bonus))


def call_ally(game: Game, command) -> None:
    _join(game, side_of(game.state.battle, command.seat), command.seat, command.row, command.col)
    phase_played(game, "ally")


def invitees(game: Game, seat: int) -> list[int]:
    """Players outside the battle, still in, with an untilted animal in their front row."""
    fight = game.state.battle
    if fight is None or side_of(fight, seat) is None or fight.no_allies[side_of(fight, seat)]:
        return []
    state = game.state
    return [p.seat for p in state.players
            if not p.out and side_of(fight, p.seat) is None
            and any(a is not None and not a.tilted for a in p.field[front_row(state, p)])]


def check_invite(game: Game, command) -> str | None:
    if command.invitee not in invitees(game, command.seat):
        return "Invite a player outside the battle who has an untilted animal in their front row."
    return None


def invite(game: Game, command) -> None:
    game.state.battle.invited = command.invitee
    game.emit(AllyInvited(command.seat, command.invitee))


def check_join(game: Game, command) -> str | None:
    player = game.state.players[command.seat]
    front = player.field[front_row(game.state, player)]
    if not isinstance(command.col, int) or not 0 <= command.col < len(front) or front[command.col] is None \
            or front[command.col].tilted:
        return "An ally comes from an untilted animal in your front row."
    return None


def join(game: Game, command) -> None:
    fight = game.state.battle
    fight.invited = -1
    _join(game, fight.side, command.seat, front_row(game.state, game.state.players[command.seat]), command.col)
    phase_played(game, "ally")


def decline(game: Game, command) -> None:
    """"If he declines ... you are considered to have PASSED that battle phase"."""
    game.state.battle.invited = -1
    _passed(game, "declined")


# --- Legend boost, passing ----------------------------------------------------------------------------
def check_legend_boost(game: Game, command) -> str | None:
    fight = game.state.battle
    seat, row, col = combatant(fight, side_of(fight, command.seat))
    if not game.card(game.state.players[seat].field[row][col].card).legend:
        return "Only a Legend combatant can boost by discarding a Trick."
    if command.card not in game.state.players[command.seat].hand:
        return "That card is not in your hand."
    return None


def legend_boost(game: Game, command) -> None:
    fight = game.state.battle
    side = side_of(fight, command.seat)
    seat, row, col = combatant(fight, side)
    player = game.state.players[seat]
    player.hand.remove(command.card)
    player.trash.append(command.card)
    game.emit(TrickDiscarded(seat, command.card))
    boost = has_modifier(game, player, player.field[row][col], row, col, "legend_boost")
    fight.bonus[side] += boost.params["amount"] if boost else 1
    phase_played(game, "legend_boost")


def pass_phase(game: Game, command) -> None:
    _passed(game, "pass")


# --- resolution ---------------------------------------------------------------------------------------
def resolve(game: Game) -> None:
    """Compare the totals (ties to the defender); then the attacker gains 1 Fury; then the defeat."""
    state = game.state
    fight = state.battle
    attack, defend = total(game, 0), total(game, 1)
    seat, row, col = fight.attacker
    attacker = state.players[seat].field[row][col]
    quiet = attacker is not None and any(op.name == "no_battle_fury" for op in
                                         own_modifiers(game, state.players[seat], attacker, row, col))
    if fight.ended:
        game.emit(BattleResolved(attack, defend, -1, ()))
    else:
        fight.loser = 1 if attack > defend else 0
        loser_seat, loser_row, loser_col = combatant(fight, fight.loser)
        card = state.players[loser_seat].field[loser_row][loser_col].card
        game.emit(BattleResolved(attack, defend, 1 - fight.loser, (loser_seat, loser_row, loser_col, card)))
    if not quiet:
        tracks.change_fury(game, seat, FURY_PER_BATTLE)
        victory.check(game)
        if state.outcome:
            return
    if fight.ended:
        close(game)
        return
    owner = state.players[combatant(fight, fight.loser)[0]]
    if owner.out or owner.auto_pass or _loser(game) is None:
        finish_defeat(game)
    else:
        fight.stage = "defeat"


def _loser(game: Game):
    fight = game.state.battle
    seat, row, col = combatant(fight, fight.loser)
    return game.state.players[seat].field[row][col]


def finish_defeat(game: Game, command=None) -> None:
    """The beaten combatant goes to the Trash, unless a card sent it elsewhere."""
    fight = game.state.battle
    seat, row, col = combatant(fight, fight.loser)
    if _loser(game) is not None:
        if fight.rescue == "troops":
            cards = zones.lift_field_animal(game, seat, row, col)
            zones.shuffle_into_troops(game, seat, cards)
            game.emit(AnimalRescued(seat, cards[0], "troops"))
        elif fight.rescue == "field":   # "it stays in your Field, tilted" (the defender may be untilted)
            animal = _loser(game)
            if not animal.tilted:
                animal.tilted = True
                game.emit(AnimalTilted(seat, animal.card, row, col))
            game.emit(AnimalRescued(seat, animal.card, "field"))
        else:
            zones.trash_field_animal(game, seat, row, col)
    close(game)


def close(game: Game) -> None:
    game.state.battle = None
    victory.check(game)
    settle(game)


def settle(game: Game) -> None:
    """After anything: a battle whose combatant is gone ends; a turn whose player is out passes on."""
    state = game.state
    if state.outcome:
        return
    fight = state.battle
    if fight is not None:
        gone = any(not on_field(state, r, c) or state.players[s].field[r][c] is None or state.players[s].out
                   for s, r, c in (fight.attacker, fight.defender))
        if gone and fight.stage == "phases":
            state.battle = None
            fight = None
    if fight is None and state.players[state.turn.seat].out:
        turns.next_turn(game)
