"""Step 2: the actions other than recruiting (B. Move, C. Untilt, D. Dismiss, E. Defer, F. Declare
Battle, G. Draw a Trick, I. Pass) and ending the turn. Each costs one action unless the rulebook says
otherwise (dismissing from the Pen is free)."""
from __future__ import annotations

from game.engine.beast import turns, victory, zones
from game.engine.beast.combat import DEFENDER, total
from game.engine.beast.effects.targets import opponents
from game.engine.beast.events import (
    ActionSpent, AnimalMoved, AnimalTilted, AnimalUntilted, BattleDeclared, RecruitDeferred,
)
from game.engine.beast.field import across, direction, is_open, on_field
from game.engine.beast.game import Game
from game.engine.beast.state import Battle
from game.engine.beast.stats import field_trait, points_to, vectors


def spend(game: Game, seat: int, action: str, cost: int = 1) -> None:
    game.state.turn.actions -= cost
    game.emit(ActionSpent(seat, action, game.state.turn.actions))


def own_animal(game: Game, seat: int, row: int, col: int, untilted: bool = False) -> str | None:
    if not on_field(game.state, row, col) or game.state.players[seat].field[row][col] is None:
        return "There is no animal of yours on that space."
    if untilted and game.state.players[seat].field[row][col].tilted:
        return "Tilted animals cannot move, attack, ally, recruit, claim Locations, or equip Items: untilt it first."
    return None


# --- B. Move ------------------------------------------------------------------------------------------
def check_move(game: Game, command) -> str | None:
    seat = command.seat
    if reason := own_animal(game, seat, command.row, command.col, untilted=True):
        return reason
    player = game.state.players[seat]
    to = (command.to_row, command.to_col)
    if not on_field(game.state, *to) or not is_open(game.state, seat, *to):
        return "An animal moves only to an open space of your Field."   # in Supply Line: never onto an opposing one
    name = direction((command.row, command.col), to)
    if name is None or name not in vectors(game, player, player.field[command.row][command.col]):
        return "An animal moves only to an adjacent space in its Vectors."
    return None


def move(game: Game, command) -> None:
    field = game.state.players[command.seat].field
    animal = field[command.row][command.col]
    field[command.to_row][command.to_col], field[command.row][command.col] = animal, None
    game.emit(AnimalMoved(command.seat, animal.card, (command.row, command.col), (command.to_row, command.to_col)))
    spend(game, command.seat, "move")
    victory.check(game)


# --- C. Untilt ----------------------------------------------------------------------------------------
def check_untilt(game: Game, command) -> str | None:
    if reason := own_animal(game, command.seat, command.row, command.col):
        return reason
    if not game.state.players[command.seat].field[command.row][command.col].tilted:
        return "That animal is not tilted."
    return None


def untilt(game: Game, command) -> None:
    animal = game.state.players[command.seat].field[command.row][command.col]
    animal.tilted = False
    game.emit(AnimalUntilted(command.seat, animal.card, command.row, command.col))
    spend(game, command.seat, "untilt")
    victory.check(game)   # in Supply Line an untilted animal may close a supply line


# --- D. Dismiss -------------------------------------------------------------------------------------
def check_dismiss(game: Game, command) -> str | None:
    seat = command.seat
    if reason := own_animal(game, seat, command.row, command.col):
        return reason
    if (command.by_row, command.by_col) == (command.row, command.col):
        return "Another animal of higher Rank must tilt to dismiss this one."
    if reason := own_animal(game, seat, command.by_row, command.by_col, untilted=True):
        return reason
    if field_trait(game, seat, command.by_row, command.by_col, "rank") <= field_trait(game, seat, command.row,
                                                                                      command.col, "rank"):
        return "The animal that tilts must have a higher Rank than the one dismissed."
    return None


def dismiss(game: Game, command) -> None:
    seat = command.seat
    by = game.state.players[seat].field[command.by_row][command.by_col]
    by.tilted = True
    game.emit(AnimalTilted(seat, by.card, command.by_row, command.by_col))
    zones.trash_field_animal(game, seat, command.row, command.col)
    spend(game, seat, "dismiss")
    victory.check(game)


def _face_up_recruit(game: Game, seat: int, pen: int, paired_too: bool) -> str | None:
    player = game.state.players[seat]
    if not isinstance(pen, int) or not 0 <= pen < len(player.pen):
        return "There is no such Pen space."
    recruit = player.pen[pen]
    if not recruit.card or not recruit.face_up or recruit.clash:
        return "There is no face-up recruit in that Pen space."
    if recruit.leader and not paired_too:
        return "An animal matched with a Leader can only be recruited or trashed."
    return None


def check_dismiss_recruit(game: Game, command) -> str | None:
    return _face_up_recruit(game, command.seat, command.pen, True)


def dismiss_recruit(game: Game, command) -> None:
    """Free: the recruit (with the Leader under it) is trashed and a face-down recruit takes its place."""
    recruit = game.state.players[command.seat].pen[command.pen]
    for card in (recruit.card, recruit.leader):
        if card:
            zones.to_trash(game, command.seat, card, "pen", (command.pen,))
    recruit.card, recruit.leader, recruit.face_up = "", "", False
    zones.refill_pen(game, command.seat)
    victory.check(game)


# --- E. Defer -----------------------------------------------------------------------------------------
def check_defer(game: Game, command) -> str | None:
    return _face_up_recruit(game, command.seat, command.pen, False)


def defer(game: Game, command) -> None:
    recruit = game.state.players[command.seat].pen[command.pen]
    card = recruit.card
    recruit.card, recruit.face_up = "", False
    zones.shuffle_into_troops(game, command.seat, [card])
    game.emit(RecruitDeferred(command.seat, command.pen, card))
    zones.refill_pen(game, command.seat)
    spend(game, command.seat, "defer")


# --- F. Declare Battle --------------------------------------------------------------------------------
def check_declare(game: Game, command) -> str | None:
    seat = command.seat
    if reason := own_animal(game, seat, command.row, command.col, untilted=True):
        return reason
    if command.foe not in opponents(game, seat):
        return "Attack an opponent still in the game."
    foe = game.state.players[command.foe]
    if not on_field(game.state, command.foe_row, command.foe_col) or foe.field[command.foe_row][command.foe_col] is None:
        return "There is no opposing animal on that space."
    if not in_reach(game, seat, command.row, command.col, [(command.foe, command.foe_row, command.foe_col)]):
        return "In Supply Line you attack only an adjacent animal in one of your attacker's Vectors."
    return None


def in_reach(game: Game, seat: int, row: int, col: int, targets: list[tuple[int, int, int]]) -> list:
    """The targets the attacker at (row, col) may attack: any opposing animal; in Supply Line only an
    adjacent one that your attacker has a Vector toward (ruling B46). A target is (seat, row, col), in
    its owner's own spaces."""
    if game.state.variant != "supply_line":
        return targets
    player = game.state.players[seat]
    return [t for t in targets if points_to(game, player, row, col, across(game.state, t[1], t[2]))]


def declare(game: Game, command) -> None:
    """Tilt the primary attacker and declare the primary defender; the defender's phase comes first."""
    seat = command.seat
    attacker = game.state.players[seat].field[command.row][command.col]
    attacker.tilted = True
    game.emit(AnimalTilted(seat, attacker.card, command.row, command.col))
    spend(game, seat, "battle")
    game.state.battle = Battle([seat, command.row, command.col], [command.foe, command.foe_row, command.foe_col],
                               side=DEFENDER)
    game.emit(BattleDeclared(seat, (seat, command.row, command.col), (command.foe, command.foe_row, command.foe_col),
                             total(game, 0), total(game, 1)))


# --- G. Draw, I. Pass, the end of the actions ---------------------------------------------------------
def check_draw(game: Game, command) -> str | None:
    if not game.state.players[command.seat].tricks:
        return "Your Tricks deck is empty."
    return None


def draw(game: Game, command) -> None:
    spend(game, command.seat, "draw")
    zones.draw_tricks(game, command.seat, 1)


def pass_action(game: Game, command) -> None:
    spend(game, command.seat, "pass")


def end_turn(game: Game, command) -> None:
    """Actions left are lost ("You cannot save actions"); Step 3 follows."""
    game.state.turn.actions = 0
    turns.end_actions(game)
