"""Stacking a Nature of the Beast game for a scenario or a puzzle (the `setup:` of a scenario file):
each seat's tallies, Field, Pen, hand, Humans, Locations, Trash and deck tops, and whose turn and step
it is. Cards are named by card id and taken from that seat's own deck; every problem names its line.
In Supply Line each seat names the spaces of the one Field from its own end.
A seat's zones not named are empty, except its decks (named cards on top, the rest below in their
order), its Pen (dealt face down from the Troops) and its hand (three Tricks dealt)."""
from __future__ import annotations

from game.engine.beast.field import across
from game.engine.beast.state import Animal, Recruit, Turn, card_id
from game.engine.cards.problems import Problem
from game.engine.cards.schema import Field, check_mapping, line_of

ZONES = ("field", "pen", "hand", "locations", "humans", "trash", "troops", "tricks")


def stacked(setup: dict, decks=("farm", "forest"), seed: int = 1, **options):
    """A new game with a scenario `setup:` applied (tests, puzzles); ValueError names the first problem."""
    from game.engine.beast.rules import BEAST
    from game.engine.core.engine import Engine
    engine = Engine(BEAST, {"players": len(decks), "decks": list(decks), **options}, seed)
    problems: list[Problem] = []
    apply_overrides(engine, setup, "setup", problems)
    if problems:
        raise ValueError(str(problems[0]))
    return engine


def apply_overrides(engine, setup: dict, file: str, problems: list[Problem]) -> None:
    state = engine.state
    fields = [Field("players", list, False, []), Field("turn", int, False, None, minimum=0),
              Field("step", str, False, "preparation", ("preparation", "actions")),
              Field("actions", int, False, 3, minimum=0, maximum=9), Field("round", int, False, None, minimum=1)]
    values = check_mapping(setup, fields, file, "setup", problems)
    if values is None:
        return
    for seat, node in enumerate(values["players"]):
        line = line_of(values["players"], seat)
        if seat >= len(state.players):
            problems.append(Problem(file, line, f"there is no seat {seat} in this game."))
            continue
        _player(engine, seat, node, file, line, problems)
    if state.variant == "supply_line":
        _one_field(state, file, line_of(setup, "players"), problems)
    seat = values["turn"] if values["turn"] is not None else state.turn.seat
    if seat >= len(state.players):
        problems.append(Problem(file, line_of(setup, "turn"), "there is no such seat."))
        return
    state.turn = Turn(seat, values["step"], values["actions"])
    state.battle = None
    if values["round"] is not None:
        state.round = values["round"]


def _one_field(state, file: str, line: int, problems: list[Problem]) -> None:
    """Supply Line: the two seats' animals, Locations and Humans share one Field (ruling B43); each
    seat names its spaces from its own end, so seat 1's row 4 is seat 0's row 0."""
    first, second = state.players
    for row in range(state.rows):
        for col in range(state.cols):
            r, c = across(state, row, col)
            if first.field[row][col] is not None and second.field[r][c] is not None:
                problems.append(Problem(file, line, f"seat 0's animal at row {row}, col {col} and seat 1's at row "
                                                    f"{r}, col {c} stand on the same space of the shared Field."))
            if first.locations[row][col] and second.locations[r][c]:
                problems.append(Problem(file, line, f"two Locations lie on seat 0's row {row}, col {col} of the "
                                                    f"shared Field."))
        if first.humans[row] and second.humans[state.rows - 1 - row]:
            problems.append(Problem(file, line, f"seat 0's Human beside row {row} faces seat 1's across from it."))


class _Pool:
    """A seat's cards by card id, handed out one copy at a time."""

    def __init__(self, instances: list[str]):
        self.free = list(instances)

    def take(self, card: str) -> str | None:
        for instance in self.free:
            if card_id(instance) == card:
                self.free.remove(instance)
                return instance
        return None


def _player(engine, seat: int, node, file: str, line: int, problems: list[Problem]) -> None:
    state, cards = engine.state, engine.rules.cards
    fields = [Field("favor", int, False, None, minimum=0, maximum=10), Field("fury", int, False, None, minimum=0,
                                                                                maximum=9)]
    fields += [Field(z, list, False, None) for z in ZONES]
    values = check_mapping(node, fields, file, f"seat {seat}", problems, line)
    if values is None:
        return
    player = state.players[seat]
    everything = player.troops + player.tricks + player.hand + player.trash
    everything += [c for r in player.pen for c in (r.card, r.leader, r.clash) if c]
    everything += [c for line_ in player.field for a in line_ if a for c in (a.card, a.leader, *a.items) if c]
    everything += [c for line_ in player.locations for c in line_ if c] + [h for h in player.humans if h]
    pool = _Pool(sorted(everything, key=lambda c: (card_id(c), int(c.rsplit(".", 1)[1]))))
    bad: list[str] = []

    def take(card) -> str:
        instance = pool.take(card) if isinstance(card, str) else None
        if instance is None:
            bad.append(str(card))
            return ""
        return instance

    rows, cols = state.rows, state.cols
    player.field = [[None] * cols for _ in range(rows)]
    player.locations = [[""] * cols for _ in range(rows)]
    player.humans, player.humans_tilted = [""] * rows, [False] * rows
    for index, spot in enumerate(values["field"] or []):
        spec = check_mapping(spot, [Field("card", str), Field("row", int, minimum=0, maximum=rows - 1),
                                    Field("col", int, minimum=0, maximum=cols - 1), Field("leader", str, False, ""),
                                    Field("items", list, False, []), Field("tilted", bool, False, False)],
                             file, "a Field animal", problems, line_of(values["field"], index))
        if spec:
            player.field[spec["row"]][spec["col"]] = Animal(take(spec["card"]), take(spec["leader"]) if spec["leader"] else "",
                                                            [take(i) for i in spec["items"]], spec["tilted"])
    for index, spot in enumerate(values["locations"] or []):
        spec = check_mapping(spot, [Field("card", str), Field("row", int, minimum=0, maximum=rows - 1),
                                    Field("col", int, minimum=0, maximum=cols - 1)],
                             file, "a Location", problems, line_of(values["locations"], index))
        if spec:
            player.locations[spec["row"]][spec["col"]] = take(spec["card"])
    for index, spot in enumerate(values["humans"] or []):
        spec = check_mapping(spot, [Field("card", str), Field("row", int, minimum=0, maximum=rows - 1),
                                    Field("tilted", bool, False, False)],
                             file, "a Human", problems, line_of(values["humans"], index))
        if spec:
            player.humans[spec["row"]], player.humans_tilted[spec["row"]] = take(spec["card"]), spec["tilted"]
    pen = []
    for index, spot in enumerate(values["pen"] or []):
        spec = check_mapping(spot, [Field("card", str), Field("face_up", bool, False, True),
                                    Field("leader", str, False, "")],
                             file, "a Pen card", problems, line_of(values["pen"], index))
        if spec:
            pen.append(Recruit(take(spec["card"]), spec["face_up"], take(spec["leader"]) if spec["leader"] else ""))
    player.hand = [take(c) for c in values["hand"] or []]
    player.trash = [take(c) for c in values["trash"] or []]
    troops_top = [take(c) for c in values["troops"] or []]
    tricks_top = [take(c) for c in values["tricks"] or []]
    if bad:
        problems.append(Problem(file, line, f"seat {seat} ({player.deck}) has no {bad[0]!r} to put there."))
        return
    rest = set(pool.free)
    old_troops, old_tricks = set(player.troops), set(player.tricks)
    troops = [c for c in pool.free if cards.cards[card_id(c)].troop and c not in old_troops] + \
        [c for c in player.troops if c in rest] + list(reversed(troops_top))
    tricks = [c for c in pool.free if not cards.cards[card_id(c)].troop and c not in old_tricks] + \
        [c for c in player.tricks if c in rest] + list(reversed(tricks_top))
    player.troops, player.tricks = troops, tricks
    if values["hand"] is None:
        player.hand = [player.tricks.pop() for _ in range(min(3, len(player.tricks)))]
    while len(pen) < 3:
        pen.append(Recruit(player.troops.pop(), False) if values["pen"] is None and player.troops else Recruit())
    player.pen = pen[:3]
    if values["favor"] is not None:
        player.favor = values["favor"]
    if values["fury"] is not None:
        player.fury = values["fury"]
