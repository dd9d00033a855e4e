"""Stacking a Nature of the Beast game for a scenario or a puzzle (the `setup:` of a scenario file):
each seat's tallies, Field, Pen, hand, Humans, Locations, Trash and deck tops, and whose turn and step
it is. Cards are named by card id and taken from that seat's own deck; every problem names its line.
In Supply Line each seat names the spaces of the one Field from its own end.
A seat's zones not named are empty, except its decks (named cards on top, the rest below in their
order), its Pen (dealt face down from the Troops) and its hand (three Tricks dealt)."""
from __future__ import annotations

from game.engine.beast.field import across
from game.engine.beast.state import PEN_SPACES, Animal, Recruit, Turn, card_id
from game.engine.beast.variants import limited_leadership
from game.engine.cards.problems import Problem
from game.engine.cards.schema import Field, check_mapping, line_of
from game.engine.core.untrusted import describe

ZONES = ("field", "pen", "hand", "locations", "humans", "trash", "troops", "tricks")
TRICKS = ("event", "item", "location", "human")
# what each place may hold, and the sentence that says so
ZONE_KINDS = {
    "field": (("animal",), "only animals stand in the Field"),
    "leader": (("leader",), "only a Leader card goes under an animal"),
    "items": (("item",), "only Items are equipped to an animal"),
    "locations": (("location",), "only Locations are claimed on a space"),
    "humans": (("human",), "only Humans stand beside the rows"),
    "pen": (("animal", "leader"), "the Pen holds Troops (animals and Leaders)"),
    "hand": (TRICKS, "a hand holds Tricks (Events, Items, Locations and Humans)"),
    "troops": (("animal", "leader"), "the Troops deck holds animals and Leaders"),
    "tricks": (TRICKS, "the Tricks deck holds Events, Items, Locations and Humans"),
    "trash": (("animal", "leader") + TRICKS, ""),
}
KIND_WORDS = {"animal": "an animal", "leader": "a Leader", "event": "an Event", "item": "an Item",
              "location": "a Location", "human": "a Human"}


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
    _in_play(engine, [line_of(values["players"], seat) for seat in range(len(state.players))], file, problems)
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


def _in_play(engine, lines: list[int], file: str, problems: list[Problem]) -> None:
    """What no two Fields may hold together: a Legend twice ("Only one copy of any particular Legend can
    be in play in ANY Field"), or, with Limited Leadership, two Leaders of one team."""
    state, cards = engine.state, engine.rules.cards.cards
    legends: dict[str, int] = {}
    leaders: dict[int, int] = {}
    for player in state.players:
        line = lines[player.seat] if player.seat < len(lines) else 0
        for row in player.field:
            for animal in row:
                if animal is None or not animal.card:
                    continue
                printed = cards[card_id(animal.card)]
                if printed.legend and printed.id in legends:
                    problems.append(Problem(file, line, f"{printed.name} is in seat {legends[printed.id]}'s Field "
                                                        f"already: \"Only one copy of any particular Legend can be "
                                                        f"in play in ANY Field.\""))
                legends.setdefault(printed.id, player.seat)
                if animal.leader and limited_leadership(state):
                    if player.team in leaders and leaders[player.team] != player.seat:
                        problems.append(Problem(file, line, f"seats {leaders[player.team]} and {player.seat} are a "
                                                            f"team with a Leader each in play: Limited Leadership "
                                                            f"allows one (ruling B41)."))
                    leaders.setdefault(player.team, player.seat)


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


def _on_a_leader(printed, recruit: Recruit, file: str, line: int) -> list[Problem]:
    """What may sit on a Leader in the Pen: a face-up animal that is no Legend."""
    if printed.kind == "leader":
        return [Problem(file, line, f"{printed.name} on a Leader: a second Leader on a Leader waits for its owner to "
                                    f"keep one (ruling B4), which a setup cannot hold; set the one kept.")]
    if printed.legend:
        return [Problem(file, line, f"{printed.name} is a Legend: \"Legends cannot have a Leader card attached to "
                                    f"them!\"")]
    if not recruit.face_up:
        return [Problem(file, line, "an animal on a Leader is face up (\"place it face-up on the Leader card\").")]
    return []


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
    bad: list[tuple[int, str]] = []      # (line, card) of each card the seat's deck has no free copy of

    def take(card, at: int, zone: str) -> str:
        """The seat's next free copy of `card`, which must be of a kind the zone holds (`ZONE_KINDS`)."""
        printed = cards.cards.get(card) if isinstance(card, str) else None
        kinds, holds = ZONE_KINDS[zone]
        if printed is not None and printed.kind not in kinds:
            problems.append(Problem(file, at, f"{printed.name} is {KIND_WORDS[printed.kind]}: {holds}."))
            return ""
        instance = pool.take(card) if isinstance(card, str) else None
        if instance is None:
            bad.append((at, describe(card)))
            return ""
        return instance

    def entries(zone: str, fields: list[Field], what: str):
        """Each entry of a zone's list, checked, with its line."""
        for index, spot in enumerate(values[zone] or []):
            at = line_of(values[zone], index)
            spec = check_mapping(spot, fields, file, what, problems, at)
            if spec:
                yield spec, at

    rows, cols = state.rows, state.cols
    player.field = [[None] * cols for _ in range(rows)]
    player.locations = [[""] * cols for _ in range(rows)]
    player.humans, player.humans_tilted = [""] * rows, [False] * rows
    space = [Field("row", int, minimum=0, maximum=rows - 1), Field("col", int, minimum=0, maximum=cols - 1)]
    for spec, at in entries("field", [Field("card", str), *space, Field("leader", str, False, ""),
                                      Field("items", list, False, []), Field("tilted", bool, False, False)],
                            "a Field animal"):
        if player.field[spec["row"]][spec["col"]] is not None:
            problems.append(Problem(file, at, f"row {spec['row']}, col {spec['col']} already holds an animal."))
            continue
        animal = Animal(take(spec["card"], at, "field"), take(spec["leader"], at, "leader") if spec["leader"] else "",
                        [take(i, at, "items") for i in spec["items"]], spec["tilted"])
        player.field[spec["row"]][spec["col"]] = animal
        if animal.leader and animal.card and cards.cards[card_id(animal.card)].legend:
            problems.append(Problem(file, at, f"{cards.cards[card_id(animal.card)].name} is a Legend: "
                                              f"\"Legends cannot have a Leader card attached to them!\""))
    for spec, at in entries("locations", [Field("card", str), *space], "a Location"):
        if player.locations[spec["row"]][spec["col"]]:
            problems.append(Problem(file, at, f"row {spec['row']}, col {spec['col']} already holds a Location."))
            continue
        player.locations[spec["row"]][spec["col"]] = take(spec["card"], at, "locations")
    for spec, at in entries("humans", [Field("card", str), space[0], Field("tilted", bool, False, False)], "a Human"):
        if player.humans[spec["row"]]:
            problems.append(Problem(file, at, f"row {spec['row']} already has its Human: one Human stands beside "
                                              f"each row."))
            continue
        player.humans[spec["row"]], player.humans_tilted[spec["row"]] = take(spec["card"], at, "humans"), spec["tilted"]
    pen = []
    for spec, at in entries("pen", [Field("card", str), Field("face_up", bool, False, True),
                                    Field("leader", str, False, "")], "a Pen card"):
        if len(pen) == PEN_SPACES:
            problems.append(Problem(file, at, f"the Pen has {PEN_SPACES} spaces."))
            continue
        recruit = Recruit(take(spec["card"], at, "pen"), spec["face_up"],
                          take(spec["leader"], at, "leader") if spec["leader"] else "")
        pen.append(recruit)
        if recruit.leader and recruit.card:
            problems += _on_a_leader(cards.cards[card_id(recruit.card)], recruit, file, at)
    lists = {}
    for zone in ("hand", "trash", "troops", "tricks"):
        lists[zone] = [take(c, line_of(values[zone], i), zone) for i, c in enumerate(values[zone] or [])]
    player.hand, player.trash, troops_top, tricks_top = lists["hand"], lists["trash"], lists["troops"], lists["tricks"]
    leaders = [a for line_ in player.field for a in line_ if a is not None and a.leader]
    if len(leaders) > 1:
        problems.append(Problem(file, line_of(node, "field"), f"seat {seat}'s Field holds {len(leaders)} Leaders: "
                                                              f"\"Only ONE Leader can be in play in your Field at a "
                                                              f"time.\""))
    if bad:
        problems.append(Problem(file, bad[0][0], f"seat {seat} ({player.deck}) has no {bad[0][1]} to put there."))
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
    while len(pen) < PEN_SPACES:
        pen.append(Recruit(player.troops.pop(), False) if values["pen"] is None and player.troops else Recruit())
    player.pen = pen
    if values["favor"] is not None:
        player.favor = values["favor"]
    if values["fury"] is not None:
        player.fury = values["fury"]
