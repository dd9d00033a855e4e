"""Nature of the Beast's entry in the table's registry of games."""
from __future__ import annotations

from game.table.games import folder_entry, lazy, players_from

QUICK = """# Nature of the Beast at this table

Each player's board: the Field (front row at the top), the Pen beneath it, Humans to the left,
Favor and Fury on the right (Dark Nature from 5 Fury), the Trash and the two decks beside the Pen.
Only the seat on screen sees its hand (in the band at the bottom); between players a cover asks
the next one to take the screen, also for a defender's battle phases.

Step 1: click face-down recruits to turn them up, then press the Draw button in the prompt.

Step 2: drag a face-up recruit onto a glowing space of your back row, then click the animals to
tilt and the recruits to trash for its Clout (the prompt keeps the total) and press Recruit.

Drag an animal to an open space to move it, onto an enemy animal to attack, onto your Trash to
dismiss it. Drag Tricks from your hand: an Item onto an animal, a Human beside a row, a Location
onto a space, an Event onto its target (or anywhere if it has none). Click a tilted animal to
untilt it, your Tricks deck to draw. End turn when you are done.

Step 3: click the Tricks to discard down to five (again to keep one), then confirm them together.

Battles: the battle panel shows both totals and each phase; lit animals may ally (click one);
the prompt offers Pass, invitations and abilities. Hover or right-click any card to read it.

Supply Line: one Field between the two Pens. The seat on screen sits at the bottom; the opponent's
Pen, Humans and animals are across, turned round (their Vectors point where they act). A dashed
line marks each front row, each supply line is drawn in its player's colour from its Pen, and a
ring marks an animal in the opponent's back row; the panel beside the Field counts both.

Doubles: each name bar shows the team and how full its Field is. Rush: a Field of two rows.

Decks: Deck building (on the main menu and the new-game screen) builds, mixes and keeps decks;
the new-game screen offers them to each seat beside the prebuilt ones.
"""


def _play_options(args) -> dict:
    """`ark-table play --game beast --players 2 --decks farm,forest --variant rush`."""
    from game.engine.beast.variants import MAX_PLAYERS   # here: the main menu lists this entry before its first frame
    players = players_from(args, 2, MAX_PLAYERS)
    options: dict = {"players": players}
    if args.decks:
        decks = args.decks.split(",")
        options["decks"] = [decks[s % len(decks)] for s in range(players)]
    if args.variant:
        options["variant"] = args.variant
    return options


ENTRY = folder_entry("beast", "Nature of the Beast",
                     "Nature of the Beast  -  2 to 6 players raise animal armies, hidden hands, or against bots",
                     "BeastTable", "BeastForm", _play_options, QUICK,
                     screens=(("Deck building (Beast)", "d", lazy("game.table.beast.deck_screen:DeckScreen")),))
