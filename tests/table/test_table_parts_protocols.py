"""The table's parts are given what they use, never the table: each shared part holds the desk, the
adapter, other parts and its hooks (game.table.hooks: callables that read the table when called), and
nothing it holds is the table. Here a real table of each game is checked: no part can reach the scene
through what it was given, every hook names something the table has, and a hook reads the table late
(a game's override or a replacement made afterwards is what it calls). Noah Planet's own parts (the
places, the ecosystems' board, the centre, the scoring board, the column), NOAH's (the places, the
board, the zones, the status bar) and Nature of the Beast's (the places, the boards, Supply Line's
shared Field, the marks, the column) are held to the same, and so is each game's director (the
animations of its events): given the desk, the animation queue, the shown view and its hooks, never the
table."""
from __future__ import annotations

import dataclasses

import pytest

from game.engine.core.engine import Engine
from game.engine.games import game_spec
from game.table.beast.board import BoardHooks as BeastBoardHooks
from game.table.beast.marks import MarksHooks
from game.table.beast.places import PlacesHooks as BeastPlacesHooks
from game.table.beast.scene import BeastTable
from game.table.director import ShownHooks
from game.table.gathering import GatherHooks
from game.table.hints import MoveHooks
from game.table.hooks import filled, late
from game.table.noah.board import BoardHooks
from game.table.noah.director import NoahHooks
from game.table.noah.places import PlacesHooks as NoahPlacesHooks
from game.table.noah.scene import NoahTable
from game.table.noah.status_bar import StatusHooks
from game.table.noah.zones import ZonesHooks
from game.table.passing import PassHooks
from game.table.picking import PickHooks
from game.table.planet.director import PlanetHooks
from game.table.planet.places import PlacesHooks
from game.table.planet.scene import PlanetTable
from game.table.prompt_panel import PromptHooks
from game.table.scenes.base import Scene
from game.table.table_input import InputHooks
from game.table.widgets.side_column import TopHooks
from game.table.zoom import ZoomHooks
from hidden_hand_table import open_table

PARTS = ["bot_turns", "control", "director", "gathering", "hints", "inputs", "moves", "passing", "picking", "prompts",
         "undoing", "zoom"]
HOOKS = {GatherHooks: (), PickHooks: ("frame_count",), PromptHooks: (), MoveHooks: (), ZoomHooks: (),
         InputHooks: (), PassHooks: ("hand_off", "handing_off")}    # hooks -> the fields given under other names
PLANET_PARTS = ["board", "centre", "places", "scoreboard", "side"]
PLANET_HOOKS = {PlacesHooks: (), TopHooks: (), PlanetHooks: ()}
NOAH_PARTS = ["board", "places", "status_bar", "zones"]
NOAH_HOOKS = {BoardHooks: (), NoahPlacesHooks: (), StatusHooks: (), ZonesHooks: (), NoahHooks: ()}
BEAST_PARTS = ["board", "marks", "places", "shared_field", "side"]
BEAST_HOOKS = {BeastBoardHooks: (), MarksHooks: (), BeastPlacesHooks: (), ShownHooks: ()}
GAME_PARTS = {"noah": NOAH_PARTS, "planet": PLANET_PARTS, "beast": BEAST_PARTS}      # each game's own parts
GAME_HOOKS = {"noah": NOAH_HOOKS, "planet": PLANET_HOOKS, "beast": BEAST_HOOKS}
HIDDEN_HAND_HOOKS = {TopHooks: ()}      # the column's top, on every table with hidden hands
SCENES = {"noah": NoahTable, "planet": PlanetTable, "beast": BeastTable}


def held(part) -> list:
    """What a part holds: its attributes, and the fields of the hooks and bundles (dataclasses) among them."""
    out = []
    for value in vars(part).values():
        out.append(value)
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            out += [getattr(value, f.name) for f in dataclasses.fields(value)]
    return out


def table_of(harness, game: str):
    return open_table(harness, SCENES[game], Engine(game_spec(game).rules(), {"players": 2}, 3))


@pytest.mark.parametrize("game", sorted(SCENES))
def test_no_part_holds_the_table(harness, game):
    table = table_of(harness, game)
    for name in PARTS + GAME_PARTS[game]:
        part = getattr(table, name)
        scenes = [type(value).__name__ for value in held(part) if isinstance(value, Scene)]
        assert scenes == [], f"{name} holds the table ({scenes})"
        hooks = [value for value in vars(part).values() if type(value) in HOOKS or type(value) in GAME_HOOKS[game]]
        for hook in hooks:      # each hook is a callable, not the table (nor one of its attributes as they were)
            assert all(callable(getattr(hook, f.name)) for f in dataclasses.fields(hook))


@pytest.mark.parametrize("game", sorted(SCENES))
def test_every_hook_names_what_the_table_has(harness, game):
    table = table_of(harness, game)
    hooks = {**HOOKS, **GAME_HOOKS[game], **(HIDDEN_HAND_HOOKS if game != "noah" else {})}
    for kind, given in hooks.items():
        missing = sorted(f.name for f in dataclasses.fields(kind) if f.name not in given and not hasattr(table, f.name))
        assert missing == [], f"{type(table).__name__} lacks {missing} of {kind.__name__}"


def test_a_hook_reads_the_table_when_it_is_called(harness):
    """A hook made before a method or an attribute is replaced calls (or gives) the replacement."""
    table = table_of(harness, "planet")
    table.card_under = lambda pos: ("swapped", pos)
    assert table.zoom.hooks.card_under((3, 4)) == ("swapped", (3, 4))
    table.overlay_buttons = ["a button"]
    assert table.inputs.hooks.overlay_buttons() == ["a button"]
    assert table.inputs.hooks.size() == table.size and table.zoom.hooks.scale() == table.scale


def test_a_beast_part_reads_the_table_as_it_is_when_it_draws(harness):
    """The boards, the marks and the places read the layout, the clock and the pointer late: a table
    laid out again (or a test's clock) is what they draw by."""
    table = table_of(harness, "beast")
    for part in (table.places, table.board, table.shared_field, table.marks):
        assert part.geo is table.geo
    table.geo = "another layout"
    table.clock = 12.5
    assert table.board.geo == table.marks.geo == table.places.geo == table.side.geo() == "another layout"
    assert table.board.hooks.clock() == table.marks.hooks.clock() == 12.5
    assert table.marks.hooks.hover_pos() == table.hover_pos
    assert table.places.hooks.looked() == table.looked


def test_filled_hooks_take_what_is_given_under_another_name():
    class Owner:
        place_rects = staticmethod(lambda: {"a": 1})
        scale = 2.0

    hooks = filled(GatherHooks, Owner())
    assert hooks.place_rects() == {"a": 1} and hooks.scale() == 2.0
    given = filled(GatherHooks, Owner(), scale=lambda: 3.0)
    assert given.scale() == 3.0
    assert late(Owner(), "scale")() == 2.0


@pytest.mark.parametrize("game", sorted(SCENES))
def test_the_director_plays_on_the_parts_it_was_given(harness, game):
    """A director holds no `scene`: it animates on the table's own animation queue and shown view (the
    very objects the table draws), and its hooks call the table's game over, read when called."""
    table = table_of(harness, game)
    director = table.director
    assert not hasattr(director, "scene")
    assert director.anims is table.anims and director.desk is table.desk and director.log is table.log
    assert director.shown is table.shown and director.hidden is table.hidden
    ended = []
    table.game_over = lambda: ended.append(True)
    director.hooks.game_over()
    assert ended == [True]
