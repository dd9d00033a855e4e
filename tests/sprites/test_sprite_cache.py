"""The cache: nothing is redrawn when nothing changed; one edit redraws one card."""
from game.sprites.builder import build
from game.sprites.cardset import load_cards


def test_a_second_build_draws_nothing_and_an_edit_redraws_that_card_only(card_dir):
    first = build(load_cards(card_dir, "noah"), jobs=2)
    assert first.drawn == first.total > 8 and first.cached == 0 and first.problems == []
    assert all(first.path(i, "zoom").is_file() and first.path(i, "table").is_file() for i in first.keys)
    second = build(load_cards(card_dir, "noah"), jobs=2)
    assert (second.drawn, second.cached) == (0, first.total)
    path = card_dir / "factions" / "testers.yaml"
    path.write_text(path.read_text().replace("name: Gauge", "name: Gauge Mk II"))
    third = build(load_cards(card_dir, "noah"), jobs=2)
    assert third.redrawn == ["gauge"] and third.cached == first.total - 1
    assert third.keys["gauge"] != first.keys["gauge"] and third.keys["probe"] == first.keys["probe"]


def test_editing_a_layout_redraws_the_cards_that_use_it(card_dir):
    (card_dir / "layouts").mkdir()
    from game.sprites.paths import CARDS
    text = (CARDS / "noah" / "layouts" / "mercenary.yaml").read_text()
    (card_dir / "layouts" / "mercenary.yaml").write_text(text)
    build(load_cards(card_dir, "noah"), jobs=1)
    (card_dir / "layouts" / "mercenary.yaml").write_text(text.replace("size: 14", "size: 13"))
    again = build(load_cards(card_dir, "noah"), jobs=1)
    assert again.redrawn == ["hired_hand"]


def test_sprite_sizes_are_table_and_zoom(card_dir):
    import pygame
    report = build(load_cards(card_dir, "noah"), jobs=1, only=["probe", "back_testers"])
    assert pygame.image.load(str(report.path("probe", "zoom"))).get_size() == (450, 630)
    assert pygame.image.load(str(report.path("back_testers", "table"))).get_size() == (150, 210)


def test_sprite_path_builds_a_shipped_card_on_demand():
    from game.sprites import api
    cards = api.card_set("noah")
    agent = next(s for s in cards.faces() if s.kind == "agent")
    front = api.sprite_path("noah", agent.id)
    back = api.sprite_path("noah", agent.id, face="back", size="zoom")
    assert front.is_file() and back.is_file() and front != back
    assert api.sprite_path("noah", agent.id) == front      # second time: straight from the cache


def test_a_card_its_game_paints_with_another_painter_is_redrawn(card_dir, monkeypatch):
    """As Beast's Locations were when they left NOAH's painter: the cached sprite is not reused."""
    from game.sprites import noah_art
    from game.sprites.paint import paint_emblem
    first = build(load_cards(card_dir, "noah"), jobs=1)
    mercenaries = sorted(s.id for s in load_cards(card_dir, "noah").faces() if s.kind == "mercenary")
    monkeypatch.setitem(noah_art.PAINTERS, "mercenary", paint_emblem)
    again = build(load_cards(card_dir, "noah"), jobs=1)
    assert mercenaries and sorted(again.redrawn) == mercenaries and again.cached == first.total - len(mercenaries)


def test_cards_are_drawn_after_pygames_font_module_was_quit_and_started_again(card_dir):
    """A process that opens windows one after another (as the table's tests do) quits pygame in between:
    the builder's fonts, opened before, are opened again instead of failing every card."""
    import pygame
    build(load_cards(card_dir, "noah"), jobs=1, only=["probe"])
    pygame.font.quit()
    pygame.font.init()
    (card_dir / "factions" / "testers.yaml").write_text(
        (card_dir / "factions" / "testers.yaml").read_text().replace("name: Gauge", "name: Gauge Mk II"))
    again = build(load_cards(card_dir, "noah"), jobs=1, only=["gauge"])
    assert again.redrawn == ["gauge"] and again.problems == []
