"""Helpers shared by the tests of the hidden-hand tables (Nature of the Beast, Noah Planet): a game
opened on a real table, frames run until the animations and the bots are done, the hand-off passed,
and the places the table's layout names."""
from __future__ import annotations

from game.engine.core.engine import Engine
from game.table.scenes.handoff import HandOff
from game.table.session import Session


def open_table(h, scene, engine: Engine, bots=()):
    """Show a game on the harness's app with the game's table scene, its set-up animations played out,
    and the first person through the hand-off screen (between people, every game opens behind it)."""
    h.app.open_menu()
    table = scene(h.app, Session(engine, bots), animate_setup=False)
    h.app.push(table)
    settle(h, scene)
    if isinstance(h.top, HandOff):
        pass_hand_off(h)
        settle(h, scene)
    return table


def start_game(h, scene, game: str, options: dict, seed: int, **kwargs):
    """A new game started as the New game screen starts it, its first person through the hand-off screen
    (a game between people always opens behind it): the table."""
    from game.table import launch
    assert launch.start_game(h.app, game, options, seed, **kwargs) is None
    table = h.top
    settle(h, scene)
    if table.desk.passed_around():
        pass_hand_off(h)
        settle(h, scene)
    return table


def settle(h, scene, frames: int = 2, tries: int = 600) -> None:
    """Skip every animation and let the table (and its bots) settle: return once nothing moves and no
    bot is to act (or another screen is on top)."""
    for _ in range(tries):
        top = h.top
        if isinstance(top, scene):
            top.skip()
        h.frames(frames)
        top = h.top
        if not isinstance(top, scene) or not top.busy:
            if not isinstance(top, scene) or not top.session.bots or top.session.over or \
                    not set(top.session.acting_seats()) & top.session.bots:
                return


def pass_hand_off(h) -> None:
    """Pass the hand-off screen (the next player presses "I am Seat N"), and read on past what happened
    since they last looked (a key, as a player who has read it)."""
    import pygame
    assert isinstance(h.top, HandOff), type(h.top).__name__
    h.click(h.top.button.rect.center)
    if getattr(h.top, "passing", None) is not None and h.top.passing.catchup.open:
        h.key(pygame.K_RETURN)


def centre(rect) -> tuple[int, int]:
    return rect[0] + rect[2] // 2, rect[1] + rect[3] // 2


def spot(table, prefix: str) -> tuple[int, int]:
    """The centre of the first place in the table's layout whose key starts with `prefix`."""
    for key, rect in table.layout().items():
        if key.startswith(prefix):
            return centre(rect)
    raise AssertionError(f"nothing at {prefix!r}; the table shows {sorted(table.layout())}")


def press_prompt(h, table, label: str) -> None:
    """Click the prompt button whose words start with `label`."""
    h.click(spot(table, f"prompt:{label}"))


def button(scene, label: str):
    """A screen's button whose words start with `label`."""
    return next(b for b in scene.buttons if b.label.startswith(label))


def quit_and_continue(h, scene):
    """Close the window (which autosaves), start the program again and press Continue: the new
    program's harness (the caller closes it)."""
    from table_harness import Harness
    h.app.quit()
    again = Harness()
    try:
        again.frames(1)
        again.click(button(again.top, "Continue").rect.center)
        settle(again, scene)
    except BaseException:
        again.close()
        raise
    return again


def load_from_the_menu(h, scene, prefix: str) -> None:
    """Main menu, Load, and the save whose file name starts with `prefix`."""
    from game.table.scenes.load import LoadScene
    h.app.open_menu()
    h.frames(1)
    h.click(button(h.top, "Load").rect.center)
    assert isinstance(h.top, LoadScene)
    h.click(centre(next(rect for key, rect in h.top.layout().items() if key.startswith(f"save:{prefix}"))))
    settle(h, scene)


def watch_saved(h, scene, engine, path, moves: int):
    """Save a game, open it in the replay viewer and step `moves` commands forward: the table, showing
    exactly those commands and nothing to play."""
    from game.engine.core.saves import save_game
    from game.table import launch
    from game.table.scenes.replay_controls import ReplayControls
    import pygame
    save_game(engine, path)
    assert launch.watch_save(h.app, path) is None
    controls = h.top
    assert isinstance(controls, ReplayControls)
    for _ in range(moves):
        h.key(pygame.K_RIGHT)
        settle(h, scene)
    table = controls.table
    assert table.session.engine.log == engine.log[:moves]
    assert not table.playable_cards()                       # nothing to play in a replay
    return controls, table
