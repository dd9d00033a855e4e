"""Noah Planet's entry in the table's registry of games."""
from __future__ import annotations

from game.table.games import folder_entry, players_from

QUICK = """# Noah Planet at this table

Each player's ecosystem is laid out in tier rows, T4 at the top and T0 at the bottom; the scoring
board runs across the top; the centre of the table (the Noah Card Pile, the Discard Pile, the Plant
Pile, the Environment cards and, in the Strategy Variants, the Selection Area) is in the right-hand
column. Only the seat on screen sees its hand (in the band at the bottom); between players a cover
asks the next one to take the screen.

Your 3 actions: drag a hand card into your ecosystem (Create; a Special Power resolves there), onto
the Discard Pile (Circulation), or onto another player's species (a Special Power aimed at it); drag the Plant Pile's top card into
your ecosystem or click it (Plant); drag the Discard Pile's top card into your hand (Regenerate);
click the Noah Card Pile (Search: then keep one of the two cards shown); drag a Selection Area card
into your hand (Develop). Legal targets glow while you hold a card.

Feeding: the table proposes the best feeding and draws it as links from prey to predator. To change
it, click a species, then click what it should eat (again to take it away); the prompt says what the
rules think of it and what it scores. Confirm it: eaten cards turn sideways, extinct ones slide away,
then your token moves on the scoring board.

Alone: drag cards onto the Discard Pile for actions (one each) before you take any, then Plant,
Create or Develop; End the Action Phase when you are done. Reach 100 in as few rounds as you can.

Hover or right-click any card to read it.
"""


def _play_options(args) -> dict:
    """`ark-table play --game planet --players 2 --variant strategy --environments 1`."""
    chosen = {"players": players_from(args, 1, 4), "variant": args.variant, "environments": args.environments}
    return {name: value for name, value in chosen.items() if value}


ENTRY = folder_entry("planet", "Noah Planet",
                     "Noah Planet  -  1 to 4 players grow ecosystems, hidden hands, or alone for a title",
                     "PlanetTable", "PlanetForm", _play_options, QUICK)
