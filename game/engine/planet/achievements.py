"""Single player Achievements: "Let's see you can reach 100 points in how many rounds!"

| rounds | title |
|---|---|
| under 5 rounds | True Force of Noah |
| 6 rounds | Saint of Noah |
| 7 rounds | Minister of Noah |
| 8 rounds | Sage of Noah |
| 9+ rounds | Rookie of Noah |

Ruling R16: the book jumps from "under 5" to "6"; 5 rounds is read with "under 5" (5 or fewer is
True Force of Noah), as no title is given to 5 otherwise."""
from __future__ import annotations

LADDER = ((5, "True Force of Noah"), (6, "Saint of Noah"), (7, "Minister of Noah"), (8, "Sage of Noah"))
ROOKIE = "Rookie of Noah"


def achievement_title(rounds: int) -> str:
    """The title for reaching 100 points in `rounds` rounds."""
    for most, title in LADDER:
        if rounds <= most:
            return title
    return ROOKIE
