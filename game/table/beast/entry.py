"""Nature of the Beast's entry in the table's registry of games."""
from __future__ import annotations

from pathlib import Path

from game.table.games import TableEntry

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "beast"

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
Battles: the battle panel shows both totals and each phase; lit animals may ally (click one);
the prompt offers Pass, invitations and abilities. Hover or right-click any card to read it.
"""


def _scene(app, session):
    from game.table.beast.scene import BeastTable
    return BeastTable(app, session)


def _form(app):
    from game.table.beast.form import BeastForm
    return BeastForm(app)


def _play_options(args) -> dict:
    """`ark-table play --game beast --players 2 --decks farm,forest --variant rush`."""
    players = args.players or 2
    if not 2 <= players <= 4:
        raise ValueError("--players must be 2 to 4 for Nature of the Beast.")
    options: dict = {"players": players}
    if args.decks:
        decks = args.decks.split(",")
        options["decks"] = [decks[s % len(decks)] for s in range(players)]
    if args.variant:
        options["variant"] = args.variant
    return options


ENTRY = TableEntry(
    game="beast",
    title="Nature of the Beast",
    blurb="Nature of the Beast: Farm vs. Forest  -  2 to 4 players, hidden hands, or against bots",
    scene=_scene,
    form=_form,
    play_options=_play_options,
    quick_rules=QUICK,
    rules=ENGINE / "RULES.md",
    rulings=ENGINE / "RULINGS.md",
)
