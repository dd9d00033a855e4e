"""Noah Planet's gestures as data (game.table.gestures): drag a hand card into your ecosystem (Create, a
Special Power too), onto the Discard Pile (Circulation; a single player: discard it for an action) or
onto another player's species (a Special Power aimed at it); drag the Plant Pile's top card into your
ecosystem (Plant), the Discard Pile's top card or a card of the Selection Area into your hand
(Regenerate, Develop); click the Noah Card Pile (Search) or the Plant Pile (Plant). The prompt holds the
rest: the two searched cards, the draft packet, the feeding's Confirm. Places are named in `keys`."""
from __future__ import annotations

from game.engine.planet import commands as cmd
from game.table.gestures import At, Aimed, Card, Fixed, Gestures, Own, Pick, When
from game.table.planet import keys
from game.table.planet.gathers import setup_discard, taken_back
from game.table.words import possessive

HAND_PLAYS = (cmd.Create, cmd.Circulate, cmd.DiscardForAction)


def pile(name: str) -> When:
    """The top card of one of the piles in the centre (pile:NAME)."""
    return When(lambda c, at, card: at == (name,))


def created(adapter, c) -> str:
    """Create: "place it in your ecosystem"; a Special Power too (it resolves there), and one that takes
    a card back spreads the Discard Pile out to choose it (gathers.taken_back). One aimed at
    another player's species is dropped on it."""
    return keys.species(*c.target) if len(c.target) == 2 else keys.eco(c.seat)


def ecosystem_name(adapter, at) -> str:
    return "your ecosystem" if at[0] == adapter.viewer else f"{possessive(adapter.words.who(at[0]))} ecosystem"


def kept(adapter, c) -> str:
    return f"Keep {adapter.card_name(c.card)}"


GESTURES = Gestures(
    parse=keys.parse,
    picks=(Pick("hand", HAND_PLAYS, Card()), Pick("sel", (cmd.Develop,), At(("area",))),
           Pick("pile", (cmd.Search,), pile("noah")), Pick("pile", (cmd.Plant,), pile("plant")),
           Pick("pile", (cmd.Regenerate,), pile("discard"))),
    targets={cmd.Create: Aimed(created), cmd.Circulate: Fixed(keys.DISCARD), cmd.DiscardForAction: Fixed(keys.DISCARD),
             cmd.Plant: Own(keys.eco), cmd.Regenerate: Fixed(keys.HAND), cmd.Develop: Fixed(keys.HAND),
             cmd.Search: Fixed(keys.HAND)},
    clicks=(cmd.Search, cmd.Plant),
    answers=(cmd.KeepCard, cmd.Draft),
    end_turn=(cmd.EndActions,),
    gives_away=(cmd.Circulate, cmd.DiscardForAction),
    answer_words={cmd.KeepCard: kept, cmd.Draft: kept, cmd.Feed: lambda a, c: "Confirm the feeding"},
    answer_cards={cmd.KeepCard: lambda a, c: c.card, cmd.Draft: lambda a, c: c.card},
    place_names={"eco": ecosystem_name,
                 "sp": lambda a, at: f"{possessive(a.words.who(at[0]))} {a.card_name(at[1])}",
                 "hand": lambda a, at: "your hand",
                 "pile": lambda a, at: "the Discard Pile" if at == ("discard",) else f"pile:{at[0]}"},
    gather=setup_discard,
    gather_drop=taken_back,
)
