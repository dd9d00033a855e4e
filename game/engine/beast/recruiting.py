"""A. Recruit Animal: meet or beat the recruit's Rank with the Clout of Field animals tilted and Pen
recruits trashed; an animal recruiting outside its own Habitat counts half its Clout, rounded down.
The recruit enters a back-row space its Vectors reach from its Pen space; the Pen is refilled."""
from __future__ import annotations

from functools import lru_cache
from operator import itemgetter

from game.engine.beast import victory, zones
from game.engine.beast.events import ActionSpent, AnimalRecruited, AnimalTilted
from game.engine.beast.field import STEP, animals, is_open, on_field, rival
from game.engine.beast.game import Game
from game.engine.beast.state import Animal, Player, Recruit
from game.engine.beast.stats import army_bonuses, has_modifier, recruit_animal, recruit_trait, trait
from game.engine.beast.variants import limited_leadership


def legend_in_play(game: Game, card: str) -> bool:
    """"Only one copy of any particular Legend can be in play in ANY Field"."""
    card_of, legend = game.card, game.card(card).id
    return any([card_of(a.card).id == legend for p in game.state.players for line in p.field for a in line
                if a is not None])


def leader_in_field(player: Player) -> bool:
    return any(a.leader for _, _, a in animals(player))


def entry_spaces(game: Game, seat: int, pen: int) -> list[tuple[int, int]]:
    """Open back-row spaces the recruit's Vectors reach from its Pen space (behind column `pen`)."""
    state = game.state
    player = state.players[seat]
    shared = rival(state, seat) is not None   # Supply Line: the opponent's animals stand in the way too
    return [(row, col) for row, col in _reached(game.card(player.pen[pen].card).vectors, pen, state.rows, state.cols)
            if player.field[row][col] is None and (not shared or is_open(state, seat, row, col))]


@lru_cache(maxsize=256)
def _reached(vectors: tuple[str, ...], pen: int, rows: int, cols: int) -> tuple[tuple[int, int], ...]:
    """The back-row spaces these Vectors reach from Pen space `pen` (the Pen lies behind the back
    row), by column: the same few answers all game, each worked out once."""
    back = rows - 1
    spaces = []
    for name in vectors:
        dr, dc = STEP[name]
        row, col = rows + dr, pen + dc
        if row == back and 0 <= col < cols:
            spaces.append((row, col))
    return tuple(sorted(spaces))


def recruit_problem(game: Game, seat: int, pen: int) -> str | None:
    """Why the Pen card cannot be recruited at all (None when it can, given enough Clout)."""
    player = game.state.players[seat]
    recruit = player.pen[pen]
    if not recruit.card or not recruit.face_up or recruit.clash:
        return "There is no face-up recruit in that Pen space."
    printed = game.card(recruit.card)
    if printed.kind != "animal":
        return "A Leader cannot be recruited on its own: play a Troop on it first."
    if printed.legend and legend_in_play(game, recruit.card):
        return f"{printed.name} is already in play in a Field; only one copy of a Legend may be."
    if recruit.leader and leader_in_field(player):
        return "Only one Leader may be in play in your Field."
    if recruit.leader and limited_leadership(game.state) and any(
            leader_in_field(p) for p in game.state.players if p.team == player.team):
        return "Limited Leadership: your teammate already has a Leader in play."   # ruling B41
    return None


def _counted(clout: int, own: str, habitat: str, full: bool) -> int:
    """"only half its Clout (rounded down) when recruiting animals from outside it's own Habitat"."""
    return clout if full or own == habitat else clout // 2


def _clout(game: Game, player: Player, animal: Animal, row: int, col: int, habitat: str,
           army: dict | None = None) -> int:
    own = game.card(animal.card).habitat
    return _counted(trait(game, player, animal, row, col, "clout", army), own, habitat,
                    own != habitat and has_modifier(game, player, animal, row, col, "full_clout") is not None)


def pen_clout(game: Game, player: Player, recruit: Recruit, habitat: str) -> int:
    """A Pen card trashed for Clout: an animal (with its Leader), or a bare Leader's Clout bonus."""
    if game.card(recruit.card).kind == "leader":
        return max(0, game.card(recruit.card).clout)
    return _clout(game, player, recruit_animal(recruit), -1, -1, habitat)


def sources(game: Game, seat: int, pen: int, army: dict | None = None) -> list[tuple[str, tuple, int]]:
    """Every way to add Clout for this recruit: ("tilt", (row, col), clout) and ("trash", (pen,), clout).
    `army`: the player's army_bonuses, when the caller has them already."""
    return Helpers(game, seat, army).sources(pen)


class Helpers:
    """The seat's untilted Field animals and face-up Pen cards that could lend Clout to a recruit, each with
    its Clout before the recruit's Habitat is looked at: gathered on first use, once for all the Pen's
    recruits (a legal listing asks for every recruit's payments)."""

    __slots__ = ("game", "seat", "army", "clouts", "mine", "full", "found")

    def __init__(self, game: Game, seat: int, army: dict | None = None, clouts: dict | None = None,
                 mine: list | None = None, full: set | None = None):
        """`army`: the seat's army_bonuses, `clouts` its Field animals' Clout by space, `mine` its
        `animals`, `full` the spaces of those with a full_clout modifier, if at hand."""
        self.game, self.seat, self.army, self.clouts, self.mine, self.full = game, seat, army, clouts, mine, full
        self.found: list[tuple[str, tuple, int, str, bool]] | None = None   # kind, ref, Clout, Habitat, full

    def _gather(self) -> list[tuple[str, tuple, int, str, bool]]:
        game = self.game
        player = game.state.players[self.seat]
        army = army_bonuses(game, player) if self.army is None else self.army
        clouts, full = self.clouts, self.full
        found = [("tilt", (row, col),
                  clouts[(row, col)] if clouts is not None else trait(game, player, animal, row, col, "clout", army),
                  game.card(animal.card).habitat,
                  (row, col) in full if full is not None else has_modifier(game, player, animal, row, col, "full_clout")
                  is not None)
                 for row, col, animal in (animals(player) if self.mine is None else self.mine) if not animal.tilted]
        for index, recruit in enumerate(player.pen):
            if not recruit.card or not recruit.face_up or recruit.clash:
                continue
            printed = game.card(recruit.card)
            if printed.kind == "leader":   # a bare Leader's Clout bonus, whatever the Habitat
                found.append(("trash", (index,), max(0, printed.clout), "", True))
            elif not (printed.kind == "animal" and printed.legend and legend_in_play(game, recruit.card)):
                # (a duplicate Legend is "already working for another player's army"); no power works in the Pen
                found.append(("trash", (index,), recruit_trait(game, recruit, "clout"),
                              printed.habitat, False))
        return found

    def sources(self, pen: int) -> list[tuple[str, tuple, int]]:
        """`sources` for the recruit in Pen space `pen`."""
        if self.found is None:
            self.found = self._gather()
        habitat = self.game.card(self.game.state.players[self.seat].pen[pen].card).habitat
        itself = (pen,)
        return [(kind, ref, counted) for kind, ref, clout, own, full in self.found
                if ref != itself and (counted := _counted(clout, own, habitat, full)) > 0]


def rank_of(game: Game, seat: int, pen: int) -> int:
    return recruit_trait(game, game.state.players[seat].pen[pen], "rank")


def payments(game: Game, seat: int, pen: int, helpers: Helpers | None = None) -> tuple[tuple[tuple, tuple], ...]:
    """Every way to pay with no source beyond need (ruling B5): (tilt spaces, trashed Pen spaces).
    `helpers`: the seat's, when the caller asks for the payments of several recruits."""
    need = rank_of(game, seat, pen) - game.state.turn.clout_bonus
    if need <= 0:
        return (((), ()),)
    return _ways_to_pay(need, tuple(sorted((helpers or Helpers(game, seat)).sources(pen), key=itemgetter(2),
                                           reverse=True)))   # stable


@lru_cache(maxsize=1024)
def _ways_to_pay(need: int, found: tuple[tuple[str, tuple, int], ...]) -> tuple[tuple[tuple, tuple], ...]:
    """`payments` from the sources, the most Clout first: each set of sources that meets `need` and
    needs every one of them (the same few answers again and again, each worked out once)."""
    result: list[list] = []
    _extend(need, found, result, 0, [], 0)
    return tuple((tuple(sorted(s[1] for s in pick if s[0] == "tilt")),
                  tuple(sorted(s[1][0] for s in pick if s[0] == "trash"))) for pick in result)


def _extend(need: int, found: tuple, result: list, start: int, chosen: list, total: int) -> None:
    """Add to `result` each way to reach `need` from `chosen` (worth `total`) with sources from `start`
    on (a function of its own, not a closure calling itself: no reference cycle left for the collector)."""
    for index in range(start, len(found)):
        picked = chosen + [found[index]]
        value = total + found[index][2]
        if value >= need:
            if value - found[index][2] < need:  # the smallest source is needed, so each is
                result.append(picked)
        else:
            _extend(need, found, result, index + 1, picked, value)


def check_recruit(game: Game, command) -> str | None:
    seat, pen = command.seat, command.pen
    player = game.state.players[seat]
    if not isinstance(pen, int) or not 0 <= pen < len(player.pen):
        return "There is no such Pen space."
    if reason := recruit_problem(game, seat, pen):
        return reason
    if (command.row, command.col) not in entry_spaces(game, seat, pen):
        return "The recruit must enter an open back-row space its Vectors reach from its Pen space."
    tilt = tuple(sorted(tuple(s) for s in command.tilt))
    trash = tuple(sorted(command.trash))
    if (tilt, trash) not in payments(game, seat, pen):
        have = dict(((kind, ref), value) for kind, ref, value in sources(game, seat, pen))
        total = sum(have.get(("tilt", tuple(s)), 0) for s in command.tilt) + \
            sum(have.get(("trash", (p,)), 0) for p in command.trash) + game.state.turn.clout_bonus
        rank = rank_of(game, seat, pen)
        if len(set(tilt)) != len(tilt) or len(set(trash)) != len(trash):
            return "Each animal helps a recruit once."
        for space in command.tilt:
            if ("tilt", tuple(space)) not in have:
                return _tilt_problem(game, seat, tuple(space))
        for index in command.trash:
            if ("trash", (index,)) not in have:
                return _trash_problem(game, seat, pen, index)
        if total < rank:
            return f"That is {total} Clout; the recruit's Rank is {rank}."
        return "Tilt or trash only the animals whose Clout you need (ruling B5)."
    return None


def _tilt_problem(game: Game, seat: int, space: tuple) -> str:
    """Why a Field space cannot be tilted for Clout."""
    player = game.state.players[seat]
    if len(space) != 2 or not on_field(game.state, *space) or player.field[space[0]][space[1]] is None:
        return "There is no animal of yours on that space to tilt."
    animal = player.field[space[0]][space[1]]
    if animal.tilted:
        return f"{game.card(animal.card).name} is tilted: tilted animals cannot recruit."
    return f"{game.card(animal.card).name} lends no Clout to this recruit."


def _trash_problem(game: Game, seat: int, pen: int, index) -> str:
    """Why a Pen space cannot be trashed for Clout."""
    player = game.state.players[seat]
    if index == pen:
        return "A recruit cannot be trashed to pay for itself."
    if not isinstance(index, int) or not 0 <= index < len(player.pen):
        return "There is no such Pen space."
    other = player.pen[index]
    if not other.card or not other.face_up or other.clash:
        return f"There is no face-up recruit in Pen space {index + 1} to trash."
    printed = game.card(other.card)
    if printed.kind == "animal" and printed.legend and legend_in_play(game, other.card):
        return (f"{printed.name} is a duplicate Legend: \"Duplicates can be trashed or deferred, but not used "
                f"for recruiting (they are already working for another player's army).\"")
    return f"{printed.name} lends no Clout to this recruit."


def recruit(game: Game, command) -> None:
    seat, pen = command.seat, command.pen
    state = game.state
    player = state.players[seat]
    clout = state.turn.clout_bonus
    habitat = game.card(player.pen[pen].card).habitat
    for row, col in command.tilt:
        animal = player.field[row][col]
        clout += _clout(game, player, animal, row, col, habitat)
        animal.tilted = True
        game.emit(AnimalTilted(seat, animal.card, row, col))
    for index in command.trash:
        other = player.pen[index]
        clout += pen_clout(game, player, other, habitat)
        for card in (other.card, other.leader):
            if card:
                zones.to_trash(game, seat, card, "pen", (index,))
        other.card, other.leader, other.face_up = "", "", False
    recruit = player.pen[pen]
    rank = rank_of(game, seat, pen)
    player.field[command.row][command.col] = Animal(recruit.card, recruit.leader)
    game.emit(AnimalRecruited(seat, pen, recruit.card, recruit.leader, command.row, command.col, rank, clout,
                              tuple(tuple(s) for s in command.tilt), tuple(command.trash)))
    recruit.card, recruit.leader, recruit.face_up = "", "", False
    state.turn.clout_bonus = 0
    state.turn.actions -= 1
    game.emit(ActionSpent(seat, "recruit", state.turn.actions))
    zones.refill_pen(game, seat)
    victory.check(game)
