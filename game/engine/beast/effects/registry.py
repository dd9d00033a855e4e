"""Nature of the Beast's effect operations, on the shared registry (game.engine.cards.effects).

Families say where an op may stand on a card:
- `play`: carried out when an Event is played or an ability used, in any window;
- `battle`: carried out in a battle phase (the card's window must be `battle`);
- `defeat`: carried out when your combatant has just lost (window `defeat`);
- `modifier`: ongoing while the card is in play (no function: the rules read it where it applies);
- `prereq`: a Human's prerequisite (a test of its owner's army and tallies)."""
from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards.effects import EffectRegistry, Param

PLAY, BATTLE, DEFEAT, MODIFIER, PREREQ = "play", "battle", "defeat", "modifier", "prereq"

REGISTRY = EffectRegistry()
TARGETS: dict = {}   # op name -> function(game, seat, params) -> the legal targets, in a stable order

AMOUNT = Param(int, minimum=0, maximum=10)
BIG = Param(int, required=False, default=99, minimum=0, maximum=99)
STAT = Param(str, choices=("rank", "combat", "clout", "cunning"))
HABITAT = Param(str, required=False, default="any", choices=("any", "city", "farm", "forest", "suburbs"))


@dataclass(frozen=True)
class Context:
    """Who carries an op out, from which card, at which target (the answer to the card's choice)."""

    seat: int
    source: str
    target: tuple


def effect(name: str, family: str, choice: str | None = None, targets=None, **params: Param):
    """Register an op; a choosing op also names how its legal targets are listed."""
    def register(function):
        REGISTRY.effect(name, family, choice, **params)(function)
        if choice:
            TARGETS[name] = targets
        return function
    return register


def modifier(name: str, **params: Param) -> None:
    REGISTRY.declare(name, MODIFIER, **params)
