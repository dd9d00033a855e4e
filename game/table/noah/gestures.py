"""NOAH's gestures as data (game.table.gestures): drag an Action card from the hand or a Mercenary onto
its target (an Enemy, the turn deck, a Mercenary of the display, or anywhere), click a supply chip to
recruit it; the prompt panel holds the rest (defend, the free turn, a spied card, a reward's Mercenary).
Places: enemy:POSITION, display:SLOT, turn, hand:SEAT (keys)."""
from __future__ import annotations

from game.engine.noah import commands as cmd
from game.table.adapter import PLAY_ANYWHERE
from game.table.gestures import Aimed, Card, Gestures, Own, Pick
from game.table.noah import keys

UPGRADE_WORDS = {"base": "Base", "discard": "Discard", "corrupt": "+1 Corruption"}
UPGRADE_COLOURS = {"corrupt": (120, 40, 40), "discard": (40, 60, 110)}
TARGET_KEYS = {"enemy": lambda t: keys.enemy(t[1]), "turn": lambda t: keys.TURN, "mercenary": lambda t: keys.display(t[1])}


def aimed_at(adapter, c) -> str | None:
    """Where a card is dropped, by its target: an Enemy, the turn deck, a Mercenary, or anywhere."""
    if c.target is None:
        return None
    if not c.target:
        return PLAY_ANYWHERE
    where = TARGET_KEYS.get(c.target[0])
    return where(c.target) if where else None


def direction(c) -> str:
    """A move's direction, for a card that moves an Enemy."""
    if len(getattr(c, "target", ())) == 3:
        return " (left)" if c.target[2] < 0 else " (right)"
    return ""


def upgrade_line(adapter, c) -> str:
    text = adapter.text
    label = UPGRADE_WORDS.get(c.upgrade, c.upgrade)
    if c.upgrade == "discard":
        label = f"Discard {text.name(c.discard)}" if c.discard else "Discard"
    return f"{label}: {text.upgrade_text(c.card, c.upgrade)}{direction(c)}"


def card_line(adapter, c) -> str:
    return f"{adapter.text.name(c.card)}: {adapter.text.upgrade_text(c.card, 'base')}{direction(c)}"


def pass_words(adapter, c) -> str:
    view = adapter.view
    pending, d = view["pending"], view["defense"]
    if pending is not None and pending["kind"] == "recruit_mercenary":
        return "No Mercenary"
    coming = d["incoming"][c.seat] - d["blocked"][c.seat] if d is not None else 0
    return "Take the damage" if coming > 0 else "Pass"


def offer_price(adapter, c) -> str:
    offer = next((o for o in adapter.view["offers"] if o["seat"] == c.seat), None)
    if offer is not None and offer["free"]:
        return "free"
    prices = adapter.session.view(c.seat)["mercenary_prices"]
    return f"{prices[c.slot]} Energy" if c.slot < len(prices) else ""


def spied_words(adapter, c) -> str:
    pending = adapter.view["pending"]
    if pending is not None and pending["where"] == "turn":
        return "Back on top" if c.position == 0 else f"{c.position + 1}. from the top"
    if pending is not None and c.position == pending["index"]:
        return f"Leave it at Location {c.position + 1}"
    return f"Swap with Location {c.position + 1}"


def mercenary_offered(adapter, c) -> str | None:
    """A reward's Mercenary choice shows the Mercenary itself."""
    display = adapter.view["mercenary_display"]
    return display[c.slot] if c.slot < len(display) else None


GESTURES = Gestures(
    picks=(Pick("supply", (cmd.RecruitAgent,), Card()), Pick("merc", (cmd.PlayMercenary,), Card()),
           Pick("hand", (cmd.PlayAction,), Card())),
    targets={cmd.RecruitAgent: Own(keys.hand),
             cmd.PlayAction: Aimed(aimed_at), cmd.PlayMercenary: Aimed(aimed_at)},
    clicks=(cmd.RecruitAgent,),
    answers=(cmd.Pass, cmd.RecruitMercenary, cmd.ChooseFreeTurn, cmd.PlaceSpied, cmd.EndTurn, cmd.AdvanceAbility,
             cmd.RecruitAgent),
    end_turn=(cmd.EndTurn,),
    answer_words={
        cmd.Pass: pass_words,
        cmd.RecruitMercenary: lambda a, c: f"{a.card_name(a.view['mercenary_display'][c.slot])} ({offer_price(a, c)})",
        cmd.ChooseFreeTurn: lambda a, c: f"Seat {c.faction + 1}: {a.seat_name(c.faction)}",
        cmd.PlaceSpied: spied_words,
        cmd.EndTurn: lambda a, c: "End turn",
        cmd.AdvanceAbility: lambda a, c: "Ability +1",
    },
    menu_words={cmd.PlayAction: upgrade_line, cmd.PlayMercenary: card_line, cmd.RecruitAgent: card_line},
    answer_cards={cmd.RecruitMercenary: mercenary_offered},
    colours={cmd.PlayAction: lambda a, c: UPGRADE_COLOURS.get(c.upgrade, (50, 70, 60))},
    place_names={"enemy": lambda a, at: f"Enemy {at[0] + 1}", "display": lambda a, at: f"Mercenary {at[0] + 1}",
                 "turn": lambda a, at: "the turn deck", "hand": lambda a, at: "your hand"},
)
