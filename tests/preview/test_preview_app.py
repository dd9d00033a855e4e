"""The preview, headless: it redraws a card after its file is saved, and shows a broken file's problems."""
import os
import time

import pygame
import pytest

from game.preview.app import PreviewApp


def _settle(app, frames=200):
    for _ in range(frames):
        app.step()
        if not app.pending:
            return
    raise AssertionError("the preview never finished drawing")


def _save(path, text):
    """Write a file as an editor would, with a later modification time."""
    path.write_text(text)
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))


@pytest.fixture
def app(card_dir):
    preview = PreviewApp([card_dir], "noah", size=(1000, 700))
    _settle(preview)
    yield preview
    pygame.display.quit()


def test_the_preview_shows_every_card_face_of_the_files(app):
    ids = app.visible_ids()
    assert {"probe", "gauge", "hired_hand", "gloom", "harbour", "test_run", "testbox_dial"} <= set(ids)
    assert all(app.thumbs.get(i) is not None for i in ids)
    # The small fixture set is no full NOAH set: the rules' own check says so, as `cards check` does.
    from game.sprites.check import card_problems
    assert app.all_problems() == card_problems(app.targets, "noah")


def test_saving_a_card_redraws_it_and_marks_it_changed(app, card_dir):
    before = app.surfaces["gauge"]
    untouched = app.surfaces["probe"]
    path = card_dir / "factions" / "testers.yaml"
    _save(path, path.read_text().replace("name: Gauge", "name: Gauge Prime"))
    started = time.perf_counter()
    assert app.poll()
    _settle(app)
    assert time.perf_counter() - started < 2.0
    assert app.surfaces["gauge"] is not before and app.surfaces["probe"] is untouched
    assert "gauge" in app.changed_at and "probe" not in app.changed_at
    assert app.last_redraw_ms > 0


def test_a_broken_file_shows_its_problem_and_keeps_the_last_good_cards(app, card_dir, tmp_path):
    path = card_dir / "factions" / "testers.yaml"
    good = app.surfaces["probe"]
    _save(path, path.read_text().replace("  - id: gauge", "  - id: gauge\n   name: [broken"))
    assert app.poll()
    _settle(app)
    problems = [p for p in app.all_problems() if p.file == str(path) and "broken" in p.message]
    assert problems and problems[0].line > 0
    assert app.surfaces["probe"] is good and "probe" in app.visible_ids()     # last good card still shown
    app.draw()
    pygame.image.save(app.screen, str(tmp_path / "broken.png"))
    bottom = app.screen.get_at((5, app.screen.get_height() - 5))
    assert (bottom.r, bottom.g, bottom.b) == (90, 24, 28)                   # the problems panel is on screen
    _save(path, path.read_text().replace("  - id: gauge\n   name: [broken", "  - id: gauge"))
    assert app.poll()
    _settle(app)
    assert not [p for p in app.all_problems() if "broken" in p.message]     # the YAML reads again


def test_clicking_a_card_zooms_and_r_outlines_its_regions(app):
    app.draw()
    rect = app._rects["probe"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    app.step()
    assert app.zoomed == "probe"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r", scancode=0))
    app.step()
    assert app.show_regions and app.outlined.get("probe") is not None


def test_typing_filters_and_tab_flips_to_backs(app):
    for ch in "/gau\r":
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))
    app.step()
    assert app.visible_ids() == ["gauge"]
    assert app.face == "back" and app.shown_id("gauge") == "back_testers"


def test_editing_a_layout_redraws_the_cards_that_use_it(app, card_dir):
    from game.sprites.paths import CARDS
    layouts = card_dir / "layouts"
    layouts.mkdir()
    text = (CARDS / "noah" / "layouts" / "mercenary.yaml").read_text()
    _save(layouts / "mercenary.yaml", text.replace("size: 14", "size: 12"))
    app.poll()
    _settle(app)
    assert [i for i in app.changed_at] == ["hired_hand"]


def test_a_poll_with_nothing_saved_does_not_list_the_files_again(app, monkeypatch):
    app.poll()                       # the first poll after drawing takes in the drawn cards' files
    listed = []
    real = app._list_watched
    monkeypatch.setattr(app, "_list_watched", lambda: listed.append(1) or real())
    for _ in range(5):
        assert not app.poll()
    assert listed == []


def test_a_card_file_added_to_a_watched_folder_is_seen(app, card_dir):
    source = card_dir / "factions" / "testers.yaml"
    text = source.read_text()
    for old in ("testers", "probe", "gauge"):
        text = text.replace(old, old + "_two")
    (card_dir / "factions" / "testers_two.yaml").write_text(text)
    folder = card_dir / "factions"
    stat = folder.stat()
    os.utime(folder, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))   # coarse clocks
    assert app.poll()
    _settle(app)
    assert {"probe_two", "gauge_two"} <= set(app.visible_ids())


def test_the_preview_shows_every_problem_cards_check_reports(app, card_dir, capsys):
    from game import cards_cli
    path = card_dir / "factions" / "testers.yaml"
    text = path.read_text()
    assert "cost:" in text and "op: deal_hits" in text
    _save(path, text.replace("op: deal_hits", "op: summon_kraken", 1))
    assert app.poll()
    _settle(app)
    shown = {str(p) for p in app.all_problems()}
    cards_cli.main(["check", str(card_dir), "--game", "noah"])
    reported = {line for line in capsys.readouterr().err.splitlines() if line.strip()}
    assert any("summon_kraken" in p for p in shown)
    assert shown == reported


def test_a_yaml_syntax_error_keeps_every_last_good_card_on_screen(app, card_dir):
    before = set(app.visible_ids())
    path = card_dir / "factions" / "testers.yaml"
    _save(path, path.read_text() + "\n  - [unclosed\n")
    assert app.poll()
    _settle(app)
    assert set(app.visible_ids()) == before
    assert any("broken" in p.message for p in app.all_problems())


def test_the_frame_after_a_save_shows_the_card_and_the_next_one_caches_it_and_checks(app, card_dir, monkeypatch):
    app.all_problems()      # the first load's problems found
    before = app.surfaces["gauge"]
    checks = []
    real = app.check
    monkeypatch.setattr(app, "check", lambda: checks.append(1) or real())
    path = card_dir / "factions" / "testers.yaml"
    _save(path, path.read_text().replace("name: Gauge", "name: Gauge Prime"))
    app.step()
    assert app.surfaces["gauge"] is not before and "gauge" in app.changed_at   # seen, drawn and shown
    assert checks == [] and app.problems_stale and "gauge" in app.unsaved
    app.step()
    assert checks == [1] and not app.problems_stale and not app.unsaved
    from game.sprites.cache import Manifest, sprite_file
    key = Manifest(app.folder).cards["gauge"]["key"]
    assert sprite_file(app.folder, key, "zoom").is_file() and sprite_file(app.folder, key, "table").is_file()


def test_the_first_load_reports_no_redraw_after_a_save(card_dir):
    preview = PreviewApp([card_dir], "noah", size=(1000, 700))
    _settle(preview)
    try:
        assert preview.last_redraw_ms == 0
    finally:
        pygame.display.quit()


def _key(app, key, unicode=""):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0))


def test_q_or_esc_quits_unless_the_filter_has_focus(app):
    _key(app, pygame.K_SLASH, "/")                 # the filter takes the keys
    _key(app, pygame.K_q, "q")
    assert app.running and app.filter == "q"
    _key(app, pygame.K_ESCAPE)                     # leaves the filter (keeping it)
    assert app.running and not app.filter_focus
    _key(app, pygame.K_q, "q")
    assert not app.running
    app.running = True
    _key(app, pygame.K_ESCAPE)
    assert not app.running


def test_a_long_problem_wraps_inside_the_window_and_keeps_all_its_words(app, card_dir):
    """A designer at 1280x720 saw the end of 'there is no effect operation ...' (the operations
    known) cut off at the window's right edge."""
    path = card_dir / "factions" / "testers.yaml"
    _save(path, path.read_text().replace("  - id: gauge", "  - id: gauge\n   name: [broken"))
    assert app.poll()
    _settle(app)
    from game.engine.cards import Problem
    long = Problem(str(path), 3, "there is no effect operation 'tilt_all' (known here: "
                   + ", ".join(f"operation_number_{n}" for n in range(40)) + ")")
    app.problems = [long, *app.problems]
    width = app.screen.get_width() - 24
    lines = app.problem_lines([long], width)
    assert len(lines) > 2
    assert all(app.small.size(text)[0] + indent <= width for text, indent in lines)
    assert " ".join(text for text, _ in lines).endswith("operation_number_39)")
    app.draw()                                      # the panel draws them, its last line inside the window
    bottom = app.screen.get_at((app.screen.get_width() - 3, app.screen.get_height() - 3))
    assert (bottom.r, bottom.g, bottom.b) == (90, 24, 28)


def test_more_problems_than_the_panel_holds_end_with_how_many_more(app):
    from game.engine.cards import Problem
    from game.preview.app import fitted
    app.problems = [Problem("cards.yaml", n, f"problem number {n}") for n in range(1, 40)]
    lines = app.problem_lines(app.problems, 900)
    assert fitted(lines, 50) == lines
    shown = fitted(lines, 11)
    assert len(shown) == 11 and shown[-2][0] == "cards.yaml:10: problem number 10"
    assert shown[-1][0].startswith("… 29 more lines")
    app.draw()
