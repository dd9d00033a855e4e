"""Step 1: Preparation. Turn recruits face up (a choice per recruit), play the next Troop onto a Leader
turned up, rule on a second Leader or a Legend landing on it, then draw three Tricks less one per
recruit flipped."""
from __future__ import annotations

from game.engine.beast import zones
from game.engine.beast.events import ClashRuledOn, LeaderTopped, PreparationFinished, RecruitDeferred, RecruitFlipped
from game.engine.beast.game import Game

TRICKS_DRAWN = 3


def _pen(game: Game, seat: int, pen: int):
    player = game.state.players[seat]
    if not isinstance(pen, int) or not 0 <= pen < len(player.pen):
        raise IndexError(pen)
    return player.pen[pen]


def clash_waiting(game: Game, seat: int) -> bool:
    return any(r.clash for r in game.state.players[seat].pen)


def check_flip(game: Game, command) -> str | None:
    recruit = _pen(game, command.seat, command.pen)
    if clash_waiting(game, command.seat):
        return "First choose which card to keep on your Leader."
    if not recruit.card or recruit.face_up:
        return "There is no face-down recruit in that Pen space."
    return None


def flip(game: Game, command) -> None:
    recruit = _pen(game, command.seat, command.pen)
    recruit.face_up = True
    game.state.turn.flipped += 1
    game.emit(RecruitFlipped(command.seat, command.pen, recruit.card))
    if game.card(recruit.card).kind == "leader":
        game.state.turn.leaders_up.append(command.pen)


def is_bare_leader(game: Game, recruit) -> bool:
    return bool(recruit.card) and recruit.face_up and not recruit.leader and game.card(recruit.card).kind == "leader"


def check_top_leader(game: Game, command) -> str | None:
    recruit = _pen(game, command.seat, command.pen)
    if clash_waiting(game, command.seat):
        return "First choose which card to keep on your Leader."
    if not is_bare_leader(game, recruit):
        return "There is no bare face-up Leader in that Pen space."
    if command.pen not in game.state.turn.leaders_up:
        return ("The next Troop goes on a Leader as it turns face up; a Leader left bare then waits to be "
                "deferred or trashed (ruling B3).")
    if not game.state.players[command.seat].troops:
        return "Your Troops deck is empty."
    return None


def top_leader(game: Game, command) -> None:
    """"When a Leader card turns face-up in your Pen, draw the next Troop and place it face-up on the
    Leader card"; a second Leader or a Legend waits for a ruling."""
    recruit = _pen(game, command.seat, command.pen)
    card = game.state.players[command.seat].troops.pop()
    printed = game.card(card)
    game.emit(LeaderTopped(command.seat, command.pen, recruit.card, card))
    if printed.kind == "leader" or printed.legend:   # "Legends cannot have a Leader card attached to them!"
        recruit.clash = card
    else:
        recruit.leader, recruit.card = recruit.card, card
        game.state.turn.leaders_up.remove(command.pen)


def check_rule_on_clash(game: Game, command) -> str | None:
    recruit = _pen(game, command.seat, command.pen)
    if not recruit.clash:
        return "No second card waits on a Leader in that Pen space."
    if command.keep not in ("leader", "card"):
        return "Keep either the leader or the card."
    if command.defer is not True and command.defer is not False:
        return "Defer is true or false."
    if command.defer and game.state.turn.actions < 1:
        return "Deferring costs an action and you have none left."
    return None


def rule_on_clash(game: Game, command) -> None:
    """Keep one card; the other goes to the Trash or (one action) back into the Troops deck."""
    seat = command.seat
    recruit = _pen(game, seat, command.pen)
    kept, removed = (recruit.card, recruit.clash) if command.keep == "leader" else (recruit.clash, recruit.card)
    recruit.card, recruit.clash, recruit.leader = kept, "", ""
    if command.keep == "card":   # the Leader kept stays turned up this turn: the next Troop may go on it
        game.state.turn.leaders_up.remove(command.pen)
    if command.defer:
        game.state.turn.actions -= 1
        zones.shuffle_into_troops(game, seat, [removed])
        game.emit(RecruitDeferred(seat, command.pen, removed))
    else:
        game.state.players[seat].trash.append(removed)
    game.emit(ClashRuledOn(seat, command.pen, kept, removed, "troops" if command.defer else "trash"))


def check_finish(game: Game, command) -> str | None:
    if clash_waiting(game, command.seat):
        return "First choose which card to keep on your Leader."
    return None


def finish(game: Game, command) -> None:
    turn = game.state.turn
    drawn = zones.draw_tricks(game, command.seat, max(0, TRICKS_DRAWN - turn.flipped))
    turn.step = "actions"
    turn.leaders_up = []   # a Leader still bare waits to be deferred or trashed (ruling B3)
    game.emit(PreparationFinished(command.seat, turn.flipped, len(drawn)))
