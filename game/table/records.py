"""What the table writes for the players: a save of the game, and the game as a scenario file."""
from __future__ import annotations

import time

from game.engine.core.saves import SaveError
from game.table import theme
from game.table.session import Session
from game.table.settings import saves_dir
from game.table.widgets.toast import Toasts


def save(session: Session, toasts: Toasts) -> None:
    """Ctrl+S: a new save file named by the game and the time; a toast says where or why not."""
    words, saved = save_words(session)
    toasts.show(words, theme.OK if saved else theme.DANGER)


def save_words(session: Session) -> tuple[str, bool]:
    """Save the game as a new file named by the game and the time: what to tell the player, and whether
    it was saved."""
    path = saves_dir() / time.strftime(f"{session.game}-%Y%m%d-%H%M%S.yaml")
    try:
        session.save(path)
        return f"Saved as {path.name}.", True
    except (OSError, SaveError) as exc:
        return f"Could not save: {getattr(exc, 'strerror', None) or exc}.", False


def write_scenario(session: Session, toasts: Toasts):
    """The game so far as a scenario file (options, seed, commands) for a bug report; its path or None."""
    from game.engine.scenario import to_scenario
    path = saves_dir() / time.strftime(f"{session.game}-scenario-%Y%m%d-%H%M%S.yaml")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(to_scenario(session.engine, f"Written by Save as scenario; run it with "
                                                    f"ark-table script {path.name}"), encoding="utf-8")
    except OSError as exc:
        toasts.show(f"Could not write the scenario: {exc.strerror or exc}.", theme.DANGER)
        return None
    toasts.show(f"Scenario written: {path}", theme.OK)
    return path
