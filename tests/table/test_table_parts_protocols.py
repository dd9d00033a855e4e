"""Every game's table gives each of its parts what the part's protocol names (the parts are given
protocols, never the scene: here a real table of each game is checked against every one of them)."""
from __future__ import annotations

import pytest

from game.engine.core.engine import Engine
from game.engine.games import game_spec
from game.table.beast.scene import BeastTable
from game.table.bot_turns import BotTable
from game.table.gathering import GatherTable
from game.table.hints import HintTable, MoveTable
from game.table.noah.board import BoardTable as NoahBoardTable
from game.table.noah.places import PlacesTable as NoahPlacesTable
from game.table.noah.scene import NoahTable
from game.table.noah.status_bar import StatusTable
from game.table.noah.zones import ZonesTable
from game.table.passing import PassTable
from game.table.picking import PickTable
from game.table.planet.board import BoardTable
from game.table.planet.centre import CentreTable
from game.table.planet.places import PlacesTable
from game.table.planet.scene import PlanetTable
from game.table.planet.scoreboard import ScoreTable
from game.table.planet.side import SideTable
from game.table.prompt_panel import PromptTable
from game.table.table_input import InputTable
from game.table.undoing import UndoTable
from game.table.zoom import ZoomTable
from hidden_hand_table import open_table

SHARED = [BotTable, GatherTable, HintTable, MoveTable, PassTable, PickTable, PromptTable, InputTable, UndoTable,
          ZoomTable]
PLANET = [BoardTable, CentreTable, PlacesTable, ScoreTable, SideTable]
NOAH = [NoahBoardTable, NoahPlacesTable, StatusTable, ZonesTable]
OWN = {"noah": NOAH, "planet": PLANET, "beast": []}
SCENES = {"noah": NoahTable, "planet": PlanetTable, "beast": BeastTable}


def members(protocol) -> set[str]:
    """The names a protocol asks for: its attributes and methods, its bases' too."""
    names = set()
    for cls in protocol.__mro__:
        if cls in (object,) or cls.__module__ == "typing":
            continue
        names |= set(getattr(cls, "__annotations__", {}))
        names |= {name for name in vars(cls) if not name.startswith("_")}
    return names


def test_a_protocol_names_its_bases_members_too():
    assert {"desk", "drop_rects", "toasts"} <= members(HintTable)
    assert "toasts" not in members(MoveTable)


@pytest.mark.parametrize("game", sorted(SCENES))
def test_each_table_gives_every_part_what_it_uses(harness, game):
    table = open_table(harness, SCENES[game], Engine(game_spec(game).rules(), {"players": 2}, 3))
    for protocol in SHARED + OWN[game]:
        missing = sorted(name for name in members(protocol) if not hasattr(table, name))
        assert missing == [], f"{type(table).__name__} lacks {missing} of {protocol.__name__}"
