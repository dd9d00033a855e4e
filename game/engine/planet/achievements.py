"""Single player Achievements: "Let's see you can reach 100 points in how many rounds!"

| rounds | title |
|---|---|
| under 5 rounds | True Force of Noah |
| 6 rounds | Saint of Noah |
| 7 rounds | Minister of Noah |
| 8 rounds | Sage of Noah |
| 9+ rounds | Rookie of Noah |

Ruling R16: the book jumps from "under 5" to "6"; 5 rounds is read with "under 5" (5 or fewer is
True Force of Noah), as no title is given to 5 otherwise.

Ruling R25: the ladder counts the rounds to 100 points. An Environment that moves the goal (Short
Season: 80) earns no title of it; the end says which goal was reached and by whose rule, and the
table keeps the record of that goal apart."""
from __future__ import annotations

from game.engine.planet.environment import GOAL

LADDER = ((5, "True Force of Noah"), (6, "Saint of Noah"), (7, "Minister of Noah"), (8, "Sage of Noah"))
ROOKIE = "Rookie of Noah"


def achievement_title(rounds: int) -> str:
    """The title for reaching 100 points in `rounds` rounds."""
    for most, title in LADDER:
        if rounds <= most:
            return title
    return ROOKIE


def solo_title(rounds: int, goal: int) -> str:
    """The title a single player earns: the ladder's for the book's goal of 100, none for another goal."""
    return achievement_title(rounds) if goal == GOAL else ""


def solo_result(rounds: int, goal: int, moved_by: list[str]) -> str:
    """The end of a single player's game in a sentence: the goal reached, in how many rounds, and the
    title (or, the goal moved, by which Environment, and that the titles count the rounds to 100)."""
    span = f"{rounds} round{'s' if rounds != 1 else ''}"
    if goal == GOAL:
        return f"{goal} points reached in {span}: {achievement_title(rounds)}."
    return (f"{goal} points reached in {span}, the goal of {' and '.join(moved_by) or 'this game'} "
            f"(the titles count the rounds to {GOAL}).")
