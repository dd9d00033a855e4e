"""NOAH's table is put together from parts (places, board, zones, status bar), each given what its
protocol names: a real NOAH table is checked against every one of them, and holds each part."""
from __future__ import annotations

from game.engine.core.engine import Engine
from game.engine.games import game_spec
from game.table.noah.board import Board, BoardTable
from game.table.noah.places import Places, PlacesTable
from game.table.noah.scene import NoahTable
from game.table.noah.status_bar import StatusBar, StatusTable
from game.table.noah.zones import Zones, ZonesTable
from hidden_hand_table import open_table

PARTS = {"places": (Places, PlacesTable), "board": (Board, BoardTable), "zones": (Zones, ZonesTable),
         "status_bar": (StatusBar, StatusTable)}


def members(protocol) -> set[str]:
    """The names a protocol asks for: its attributes and methods."""
    return set(getattr(protocol, "__annotations__", {})) | {name for name in vars(protocol) if not name.startswith("_")}


def test_the_noah_table_holds_its_parts_and_gives_each_what_it_uses(harness):
    table = open_table(harness, NoahTable, Engine(game_spec("noah").rules(), {"players": 2}, 3))
    assert not any(isinstance(table, part) for part, _ in PARTS.values())    # parts, not mixins
    for name, (part, protocol) in PARTS.items():
        assert isinstance(getattr(table, name), part), name
        missing = sorted(m for m in members(protocol) if not hasattr(table, m))
        assert missing == [], f"NoahTable lacks {missing} of {protocol.__name__}"
