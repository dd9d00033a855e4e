"""What the table writes for the players: a save of the game, and the game as a scenario file."""
from __future__ import annotations

import time
from typing import TYPE_CHECKING

from game.engine.core.saves import SaveError
from game.table import theme
from game.table.settings import saves_dir

if TYPE_CHECKING:
    from game.table.tablescene import TableScene


def save(scene: "TableScene") -> None:
    """Ctrl+S: a new save file named by the game and the time; a toast says where or why not."""
    words, saved = save_words(scene.session)
    scene.toasts.show(words, theme.OK if saved else theme.DANGER)


def save_words(session) -> tuple[str, bool]:
    """Save the game as a new file named by the game and the time: what to tell the player, and whether
    it was saved."""
    path = saves_dir() / time.strftime(f"{session.game}-%Y%m%d-%H%M%S.yaml")
    try:
        session.save(path)
        return f"Saved as {path.name}.", True
    except (OSError, SaveError) as exc:
        return f"Could not save: {getattr(exc, 'strerror', None) or exc}.", False


def write_scenario(scene: "TableScene"):
    """The game so far as a scenario file (options, seed, commands) for a bug report; its path or None."""
    from game.engine.scenario import to_scenario
    path = saves_dir() / time.strftime(f"{scene.session.game}-scenario-%Y%m%d-%H%M%S.yaml")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(to_scenario(scene.session.engine, f"Written by Save as scenario; run it with "
                                                          f"ark-table script {path.name}"), encoding="utf-8")
    except OSError as exc:
        scene.toasts.show(f"Could not write the scenario: {exc.strerror or exc}.", theme.DANGER)
        return None
    scene.toasts.show(f"Scenario written: {path}", theme.OK)
    return path
