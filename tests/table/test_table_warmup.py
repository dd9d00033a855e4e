"""The new-game screen warms the card pictures of the game it would start, a slice a frame."""
from __future__ import annotations

from game.engine.noah.rules import NOAH

from game.table.noah.scene import NoahTable
from game.table.scenes.new_game import NewGameScene


def test_the_new_game_screen_warms_the_pictures_of_the_game_it_would_start(harness):
    harness.frames(1)
    harness.click(next(b for b in harness.top.buttons if b.label == "New game").rect.center)
    assert isinstance(harness.top, NewGameScene)
    harness.frames(2)
    warmup = harness.app.warmup
    warmup.wait()
    for _ in range(3000):
        if not warmup.pending:
            break
        harness.frames(1)
    assert not warmup.pending and warmup.done > 20
    art = harness.app.card_arts["noah"]
    harness.click(next(b for b in harness.top.buttons if b.label == "Start").rect.center)
    table = harness.top
    assert isinstance(table, NoahTable) and table.art is art
    zone = table.geo.zones[0]
    for card in table.session.engine.state.factions[0].hand:
        assert art.has(card, zone.card), card
    for p, loc in enumerate(table.session.engine.state.locations):
        assert art.has(loc, table.geo.locations[p].size), loc


def test_the_table_opening_the_game_just_warmed_does_not_warm_it_again(harness):
    """NOAH's table warms the rest of a game it opens (game.table.warmup.warm_open), named by the options a
    player chooses, as the form named it: the game the form warmed is not planned again."""
    harness.frames(1)
    harness.click(next(b for b in harness.top.buttons if b.label == "New game").rect.center)
    harness.frames(2)
    warmup = harness.app.warmup
    warmup.wait()
    key, ready = warmup.key, warmup.ready
    harness.click(next(b for b in harness.top.buttons if b.label == "Start").rect.center)
    assert isinstance(harness.top, NoahTable)
    assert warmup.key == key and warmup.ready is ready and not warmup.working


def test_a_table_opening_a_game_not_warmed_warms_the_rest_of_its_cards(harness):
    from game.table import launch
    harness.frames(1)
    warmup = harness.app.warmup
    warmup.wait()
    assert launch.start_game(harness.app, "noah", {"factions": sorted(NOAH.cards.factions)[:2]}, 7) is None
    table = harness.top
    assert warmup.key[0] == "noah" and warmup.key[2] == 7
    warmup.wait()
    while warmup.pending:
        harness.frames(1)
    slot = table.geo.display[0].size
    assert all(table.art.has(card, slot) for card in NOAH.cards.mercenaries)   # the rest: every Mercenary


def test_the_warm_up_renders_the_tables_common_text_so_its_first_frame_renders_little(harness):
    harness.frames(1)
    harness.click(next(b for b in harness.top.buttons if b.label == "New game").rect.center)
    harness.frames(2)
    warmup = harness.app.warmup
    warmup.wait()
    for _ in range(3000):
        if not warmup.pending:
            break
        harness.frames(1)
    th = harness.app.theme
    before = set(th._text_cache)
    fonts = set(th._fonts)
    harness.click(next(b for b in harness.top.buttons if b.label == "Start").rect.center)
    assert isinstance(harness.top, NoahTable)
    new = set(th._text_cache) - before
    words = {k[0] for k in new}
    # Track numbers, zone titles and board labels were ready; what is new is the game's own news.
    assert not words & {"Location 1", "Horror dice", "Game log", "End turn", "played", "Health", "Reality Loss"}
    assert len(new) < 30 and len(set(th._fonts) - fonts) <= 4


def test_a_step_scales_only_a_slice_of_the_pictures(harness):
    harness.frames(1)
    harness.click(next(b for b in harness.top.buttons if b.label == "New game").rect.center)
    harness.frames(1)
    warmup = harness.app.warmup
    warmup.wait()
    left = len(warmup.ready) - warmup.done
    assert left > 5
    warmup.step(budget=0.0)          # a zero budget still does one picture, not all of them
    assert 0 < len(warmup.ready) - warmup.done < left and warmup.pending


def test_nothing_warms_before_the_first_menu_frame(harness):
    warmup = harness.app.warmup
    assert warmup.hold and not warmup.working and harness.app.sounds._thread is None
    harness.frames(1)
    assert not warmup.hold


def test_the_worker_waits_while_a_frame_is_drawn(harness):
    harness.frames(2)
    warmup = harness.app.warmup
    warmup.wait()
    table_jobs = [(harness.app.card_arts["noah"], "x", (10, 10), "front")] * 3
    harness.app.idle.clear()                       # as if a frame were being drawn
    decoded = []
    art = type("Art", (), {"decode": lambda self, *a: decoded.append(a)})()
    warmup.want("gated", lambda: [(art, *job[1:]) for job in table_jobs])
    warmup._thread.join(0.2)
    assert decoded == [] and warmup.working       # nothing while the frame draws
    harness.app.idle.set()
    warmup.wait()
    assert len(decoded) == 3


def test_the_main_menu_warms_the_autosaved_game_that_continue_opens(harness):
    from game.table.session import Session
    from game.table.scenes.menu import MainMenu
    session = Session.new("noah", {"factions": sorted(NOAH.cards.factions)[:3]}, seed=11)
    session.autosave()
    harness.app.open_menu()
    assert isinstance(harness.top, MainMenu) and harness.top.buttons[1].enabled
    harness.frames(2)
    warmup = harness.app.warmup
    assert warmup.key[0] == "noah-save"
    warmup.wait()
    while warmup.pending:
        harness.frames(1)
    art = harness.app.card_arts["noah"]
    harness.click(next(b for b in harness.top.buttons if b.label == "Continue").rect.center)
    table = harness.top
    assert isinstance(table, NoahTable) and table.art is art
    for seat in range(3):
        zone = table.geo.zones[seat]
        for card in table.session.engine.state.factions[seat].hand:
            assert art.has(card, zone.card), card


def test_the_first_menu_frame_imports_no_rules(tmp_path):
    """The engine is imported on the warm-up's thread after the first frame, never before it."""
    import subprocess
    import sys
    code = ("import os, sys; os.environ['SDL_VIDEODRIVER']='dummy'; os.environ['SDL_AUDIODRIVER']='dummy';"
            f"os.environ['ARK_TABLE_HOME']={str(tmp_path)!r};"
            "from game.table.app import App; a = App(size=(1280, 720)); a.open_menu(); a.frame(1/60);"
            "print('game.engine.noah.rules' in sys.modules, a.first_frame_at is not None)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.split()[-2:] == ["False", "True"], out.stderr[-2000:]


def test_an_import_on_the_worker_waits_for_the_frame_only_briefly():
    # A frame importing the module the worker is importing would wait for its lock while the worker
    # waited for the frame to end: the worker's wait is bounded, so that cannot deadlock.
    import threading
    import time as clock
    from game.table.warmup import IMPORT_WAIT, PoliteImports
    gate = threading.Event()          # a frame that never ends
    waited = []

    def worker():
        hook = PoliteImports(threading.current_thread(), gate)
        start = clock.perf_counter()
        hook.find_spec("some.module")
        waited.append(clock.perf_counter() - start)

    t = threading.Thread(target=worker)
    t.start()
    t.join(5)
    assert waited and IMPORT_WAIT * 0.5 <= waited[0] < 1.0
