"""Issue 21, item 16: the "Table text and tracks" setting (80-150 %) lays the Planet and Beast tables
out again (as NOAH's), and at every scale the ecosystem headers keep their words whole."""
from __future__ import annotations

import pytest

from game.table.settings import UI_SCALES
from beast_table import open_table as open_beast, played_until_battle
from planet_table import open_table as open_planet, played

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def test_the_setting_offers_80_to_150_percent():
    assert min(UI_SCALES) == 0.8 and max(UI_SCALES) == 1.5 and 1.0 in UI_SCALES


@pytest.mark.parametrize("opener,engine", [(open_planet, lambda: played(7, players=4, turns=6)),
                                           (open_beast, lambda: played_until_battle(7, players=4))])
def test_the_scale_lays_the_table_out_again(harness, opener, engine):
    harness.app.resize((1920, 1080))
    table = opener(harness, engine())
    normal = table.scale
    log_font = table.log.scale
    harness.app.settings.ui_scale = 1.5
    table.settings_changed()
    harness.frames(1)
    assert table.scale == pytest.approx(normal * 1.5)
    assert table.log.scale > log_font
    assert table.geo.side.right <= 1920 and table.geo.side.w <= 1920 * 2 // 5
    for rect in table.geo.buttons.values():
        assert table.geo.side.contains(rect)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("ui", [0.8, 1.5])
@pytest.mark.parametrize("players", [2, 4])
def test_planet_headers_keep_their_words_whole_at_every_scale(harness, size, ui, players):
    harness.app.resize(size)
    harness.app.settings.ui_scale = ui
    table = open_planet(harness, played(7, players=players, turns=2 * players))
    for seat, g in table.geo.ecos.items():
        size_px = max(11, min(18, int(g.header.h * 0.66)))
        name, facts = table.board.header_words(seat, g.header.w - 24, size_px)
        font = harness.app.theme.font(size_px, True)
        assert font.size(name)[0] + font.size(facts)[0] + 12 <= g.header.w - 24, (seat, name, facts)
        assert facts.startswith("Score ")
