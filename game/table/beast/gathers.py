"""Nature of the Beast's decisions made by choosing several things (game.table.gathering): Step 3's
discards down to five, a recruit's Clout sources once it is dropped on its space, the Tricks an Event
discards. Named in its gestures (game.table.beast.gestures)."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from game.engine.beast import commands as cmd
from game.table.beast import keys
from game.table.gathering import Gather, Moves


@dataclass(frozen=True)
class RecruitGather(Gather):
    """Choosing a recruit's Clout sources: the Pen space it leaves and the space it enters glow too."""

    pen: str = ""
    cell: str = ""


def wrap_up(adapter, seat: int, legal: list):
    """Step 3, wrap-up: choose the Tricks to discard down to five, then confirm them together (each
    click only chooses; the hand stays put under the pointer). Other decisions of several things
    start from a drop (dropped)."""
    if not any(isinstance(c, cmd.DiscardTrick) for c in legal) or adapter.own(seat)["decision"] != "wrap_up":
        return None
    hand = adapter.own(seat)["players"][seat]["hand"]
    extra = len(hand) - 5
    commands = {frozenset(keys.hand(card) for card in chosen):
                Moves(seat, tuple(cmd.DiscardTrick(seat, card) for card in chosen))
                for chosen in combinations(hand, extra)}
    return Gather(seat, f"Step 3: choose {extra} Trick{'s' if extra != 1 else ''} to discard (five are kept)",
                  tuple(keys.hand(card) for card in hand), commands,
                  confirm=f"Discard {extra}, end the turn")


def dropped(adapter, seat: int, options: list):
    """A recruit dropped on its space: choose the animals to tilt and recruits to trash, with the
    running total. An Event that discards: choose the Tricks."""
    first = options[0]
    if isinstance(first, cmd.RecruitAnimal) and all(isinstance(c, cmd.RecruitAnimal) for c in options):
        if options == [first] and not first.tilt and not first.trash:
            return None
        return recruit(adapter, seat, options)
    if isinstance(first, cmd.PlayEvent) and first.discards and \
            all(isinstance(c, cmd.PlayEvent) and c.target == first.target for c in options):
        commands = {frozenset(keys.hand(d) for d in c.discards): c for c in options}
        items = tuple(sorted({key for chosen in commands for key in chosen}))
        count = len(first.discards)
        return Gather(seat, f"{adapter.card_name(first.card)}: choose {count} Trick{'s' if count > 1 else ''} "
                            f"to discard", items, commands, confirm="Play it", played=keys.hand(first.card))
    return None


def recruit(adapter, seat: int, options: list) -> RecruitGather:
    """A recruit's Clout sources to choose, with the running total."""
    first = options[0]
    recruit = adapter.own(seat)["players"][seat]["recruiting"][str(first.pen)]
    clout = {}
    for kind, ref, value in recruit["sources"]:
        clout[keys.cell(seat, *ref) if kind == "tilt" else keys.pen(seat, ref[0])] = value
    rank, bonus = recruit["rank"], recruit["bonus"]
    commands = {frozenset([keys.cell(seat, *t) for t in c.tilt] + [keys.pen(seat, p) for p in c.trash]): c
                for c in options}
    items = tuple(sorted({key for chosen in commands for key in chosen}))

    def tally(chosen) -> str:
        total = bonus + sum(clout.get(key, 0) for key in chosen)
        return f"Clout {total} of Rank {rank}."
    name = adapter.words.pen_card(seat, first.pen)
    return RecruitGather(seat, f"Recruit {name}: click animals to tilt and recruits to trash", items, commands,
                         confirm="Recruit", tally=tally, pen=keys.pen(seat, first.pen),
                         cell=keys.cell(seat, first.row, first.col))
