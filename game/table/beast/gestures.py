"""Nature of the Beast's gestures as data (game.table.gestures): drag a Pen animal to a Field space to
recruit it (then choose its Clout sources), drag an animal to move it or onto an enemy animal to attack,
drag a Trick from the hand to its place, drag onto the Trash to dismiss and onto the Troops deck to
defer. Clicks turn recruits up, untilt, call allies and draw a Trick; the prompt panel holds the rest
(Finish Step 1, pass, abilities without a target, invitations). The names of places are in `keys`."""
from __future__ import annotations

from game.engine.beast import commands as cmd
from game.engine.beast.tricks import choice_op
from game.table.adapter import PLAY_ANYWHERE
from game.table.beast import keys
from game.table.beast.gathers import dropped, wrap_up
from game.table.words import possessive
from game.table.gestures import At, Aimed, Card, Gestures, Own, Pick, Place, When

HAND_PLAYS = (cmd.PlayEvent, cmd.EquipItem, cmd.CallHuman, cmd.ClaimLocation, cmd.LegendBoost, cmd.DiscardTrick)
PEN_PLAYS = (cmd.FlipRecruit, cmd.TopLeader, cmd.RecruitAnimal, cmd.DeferRecruit, cmd.DismissRecruit)
FIELD_PLAYS = (cmd.MoveAnimal, cmd.DeclareBattle, cmd.DismissAnimal, cmd.UntiltAnimal, cmd.CallAlly)
CLICKS = (cmd.FlipRecruit, cmd.TopLeader, cmd.UntiltAnimal, cmd.CallAlly, cmd.JoinBattle, cmd.DiscardTrick,
          cmd.DrawTrick)
BUTTONS = (cmd.FinishPreparation, cmd.RuleOnClash, cmd.PassAction, cmd.DrawTrick, cmd.PassPhase, cmd.InviteAlly,
           cmd.JoinBattle, cmd.DeclineInvitation, cmd.AcceptDefeat)

# Where a card's target is dropped, by the kind of choice its effect makes.
CHOICE_KEYS = {
    "enemy_animal": lambda seat, t: keys.cell(*t),
    "enemy_location": lambda seat, t: keys.cell(*t),
    "own_animal": lambda seat, t: keys.cell(seat, *t[:2]),
    "own_adjacent": lambda seat, t: keys.cell(seat, *t[:2]),
    "own_move": lambda seat, t: keys.cell(seat, *t[:2]),      # drop on the animal; the menu says where to
    "own_swap": lambda seat, t: keys.cell(seat, *t[:2]),
    "enemy_item": lambda seat, t: keys.item(*t),
    "enemy_human": lambda seat, t: keys.human(*t),
    "opponent": lambda seat, t: keys.board(t[0]),
    "own_trash": lambda seat, t: keys.pile("trash", seat),
}


def choice(adapter, card: str) -> str | None:
    """The kind of choice a card's effect makes (enemy_animal, opponent...), or None."""
    printed = adapter.text.of(card)
    op = choice_op(printed.use) if printed is not None and printed.use else None
    return op.choice if op else None


def aimed_at(adapter, c) -> str | None:
    """An Event or an ability: where its chosen target is (anywhere, for one without a target)."""
    if not c.target:
        return PLAY_ANYWHERE
    kind = choice(adapter, c.card) or ""
    where = CHOICE_KEYS.get("own_trash" if kind.startswith("own_trash") else kind)
    return where(c.seat, c.target) if where else None


def boosted(adapter, c) -> str | None:
    """A Legend's boost is dropped on its own animal in the battle."""
    battle = adapter.own(c.seat)["battle"]
    if battle is None:
        return None
    mine = battle["attacker"] if battle["attacker"][0] == c.seat else battle["defender"]
    return keys.cell(*mine)


def trash(seat: int) -> str:
    return keys.pile("trash", seat)


def troops(seat: int) -> str:
    return keys.pile("troops", seat)


def draw_words(adapter, c) -> str:
    view = adapter.own(c.seat)
    draw = min(max(0, 3 - view["turn"]["flipped"]), view["players"][c.seat]["tricks"])
    return f"Draw {draw} Trick{'s' if draw != 1 else ''}, go on" if draw else "Go on to the actions"


def clash_words(adapter, c) -> str:
    space = adapter.own(c.seat)["players"][c.seat]["pen"][c.pen]
    leader, other = short_name(adapter, space["card"] or ""), short_name(adapter, space["clash"] or "")
    kept, gone = (leader, other) if c.keep == "leader" else (other, leader)
    return f"Keep {kept}, {'defer' if c.defer else 'trash'} {gone}"


def short_name(adapter, card: str) -> str:
    """A name for a button: without quotes or a leading 'The' ('"Bessie"' -> Bessie)."""
    name = adapter.card_name(card).strip('"')
    return name[4:] if name.startswith("The ") else name


def whose(adapter, at) -> str:
    return possessive(adapter.words.who(at[0]))


CELL = Place(keys.cell, ("seat", "row", "col"))
MOVED = Place(keys.cell, ("seat", "to_row", "to_col"))

GESTURES = Gestures(
    parse=keys.parse,
    picks=(
        Pick("hand", HAND_PLAYS, Card()),
        Pick("pen", PEN_PLAYS, At(("pen",))),
        Pick("cell", FIELD_PLAYS, At(("row", "col"))),
        Pick("cell", (cmd.JoinBattle,), When(lambda c, at, card: at[1] == 0 and c.col == at[2])),
        Pick("cell", (cmd.UseAbility,), Card(aimed=True)),
        Pick("item", (cmd.PassItems,), When(lambda c, at, card: (c.row, c.col) == at[1:3] and card in c.items)),
        Pick("item", (cmd.UseAbility,), Card(aimed=True)),
        Pick("human", (cmd.DismissHuman,), At(("row",))),
        Pick("human", (cmd.UseAbility,), Card(aimed=True)),
        Pick("tricks", (cmd.DrawTrick,)),
    ),
    targets={
        cmd.RecruitAnimal: CELL, cmd.EquipItem: CELL, cmd.ClaimLocation: CELL,
        cmd.MoveAnimal: MOVED, cmd.PassItems: MOVED,
        cmd.DeclareBattle: Place(keys.cell, ("foe", "foe_row", "foe_col")),
        cmd.DismissAnimal: Own(trash), cmd.DismissRecruit: Own(trash), cmd.DiscardTrick: Own(trash),
        cmd.DismissHuman: Own(trash), cmd.DeferRecruit: Own(troops),
        cmd.CallHuman: Place(keys.human, ("seat", "row")),
        cmd.LegendBoost: Aimed(boosted),
        cmd.PlayEvent: Aimed(aimed_at), cmd.UseAbility: Aimed(aimed_at),
    },
    clicks=CLICKS,
    answers=BUTTONS,
    end_turn=(cmd.EndTurn,),
    gives_away=(cmd.DiscardTrick, cmd.DismissAnimal, cmd.DismissRecruit, cmd.DismissHuman),
    answer_words={
        cmd.FinishPreparation: draw_words,
        cmd.RuleOnClash: clash_words,
        cmd.PassAction: lambda a, c: "Pass an action",
        cmd.DrawTrick: lambda a, c: "Draw a Trick",
        cmd.PassPhase: lambda a, c: "Pass",
        cmd.InviteAlly: lambda a, c: f"Invite {a.words.who(c.invitee)}",
        cmd.JoinBattle: lambda a, c: f"Join with {a.words.animal_at(c.seat, 0, c.col)}",
        cmd.DeclineInvitation: lambda a, c: "Decline",
        cmd.AcceptDefeat: lambda a, c: "Let it go to the Trash",
        cmd.UseAbility: lambda a, c: f"Use {a.card_name(c.card)}",
    },
    menu_words={
        cmd.DismissAnimal: lambda a, c: f"Dismiss it, tilting {a.words.animal_at(c.seat, c.by_row, c.by_col)}",
        cmd.DeclareBattle: lambda a, c: f"Attack with {a.words.animal_at(c.seat, c.row, c.col)}",
        cmd.MoveAnimal: lambda a, c: f"Move to {a.words.space(c.to_row, c.to_col)}",
        cmd.PassItems: lambda a, c: f"Pass {' and '.join(a.words.n(i) for i in c.items)}",
    },
    colours={cmd.DeclareBattle: lambda a, c: (110, 42, 38), cmd.DismissAnimal: lambda a, c: (110, 42, 38)},
    place_names={
        "cell": lambda a, at: f"{whose(a, at)} {a.words.space(*at[1:])}",
        "trash": lambda a, at: f"{whose(a, at)} Trash",
        "troops": lambda a, at: f"{whose(a, at)} Troops deck",
        "tricks": lambda a, at: f"{whose(a, at)} Tricks deck",
        "human": lambda a, at: f"the Human space beside {whose(a, at)} {a.words.row_words(at[1])[4:]}",
        "item": lambda a, at: f"an Item of {a.words.who(at[0])}",
        "board": lambda a, at: a.words.who(at[0]),
    },
    gather=wrap_up,
    gather_drop=dropped,
)
