"""NOAH's entry in the table's registry of games."""
from __future__ import annotations

from game.table.games import folder_entry, players_from

QUICK = """# NOAH at this table

Hero turn: 1 play Action cards (drag onto a glowing target, or click the card then the target);
2 recruit Agents from your supply (click them) and buy Ability steps (2 Energy, click the Ability track);
3 and 4 happen when you press End turn (Energy resets, played cards return to the supply).

Upgrades: when a card can be played several ways, a small menu at the drop point offers
Base, Discard another card, or +1 Corruption (keys 1, 2, 3...).

Enemy turn: the Horror dice are rolled; each faction may defend (play a shield card, or Take the damage).

Rest the pointer on an Ability track label or the Reality Loss dial to read what it means.
"""


def _play_options(args) -> dict:
    """`ark-table play --game noah --players 2 --factions a,b --mission m --harder`."""
    players = players_from(args, 1, 4)
    options = {"players": players, "harder": bool(args.harder)}
    if args.factions:
        factions = args.factions.split(",")
        if len(factions) != players:
            raise ValueError(f"--factions names {len(factions)} factions for {players} players.")
        options = {"factions": factions, "harder": bool(args.harder)}
    if args.mission:
        options["mission"] = args.mission
    return options


ENTRY = folder_entry("noah", "NOAH", "NOAH: Not Officially Authorized Heroes  -  cooperative, 1 to 4 players",
                     "NoahTable", "NoahForm", _play_options, QUICK)
