"""Table actions outside card play: End turn, Undo, Save, the rules and the game menu."""
from __future__ import annotations

import time

from game.engine.core.protocol import Rejected
from game.engine.noah import commands as cmd
from game.table import theme


class Actions:
    """End turn (with its confirmation), undo, save, rules, menu, quit."""

    def end_turn_visible(self, seat: int) -> bool:
        turn = self.session.state.turn
        return turn.kind == "hero" and turn.seat == seat and self.session.state.pending is None \
            and not self.session.over

    def end_turn(self, seat: int) -> None:
        if seat in self.session.bots:
            return
        legal = [c for c in self.session.legal(seat) if isinstance(c, cmd.EndTurn)]
        if not legal:
            self.submit(cmd.EndTurn(seat))  # the engine says why not
            return
        if self.app.settings.confirm_end_turn and self.confirm_end.get(seat, 0) < self.clock:
            self.confirm_end[seat] = self.clock + 3.0
            self.toasts.show("Press End turn again to end your turn.", theme.ACCENT)
            return
        self.confirm_end.pop(seat, None)
        self.toasts.items = [t for t in self.toasts.items if "End turn again" not in t[0]]
        self.picks.clear()
        self.submit(legal[0])

    def undo(self) -> None:
        log = self.session.engine.log
        seat = getattr(log[-1], "seat", self.main_seat()) if log else self.main_seat()
        events = self.session.undo(seat)
        self.anims.skip()
        if events and isinstance(events[0], Rejected):
            self.toasts.show(events[0].reason, theme.DANGER)
            return
        for e in events:
            self.director.log(e)
        self.picks.clear()
        self.choice = None
        self.sync(snap=True)
        self.toasts.show("Undone.", theme.OK)

    def save(self) -> None:
        from game.table.settings import saves_dir
        path = saves_dir() / time.strftime("noah-%Y%m%d-%H%M%S.yaml")
        try:
            self.session.save(path)
            self.toasts.show(f"Saved as {path.name}.", theme.OK)
        except OSError as exc:
            self.toasts.show(f"Could not save: {exc.strerror or exc}.", theme.DANGER)

    def open_rules(self) -> None:
        from game.table.scenes.rules_ref import RulesReference
        self.app.push(RulesReference(self.app))

    def open_menu(self) -> None:
        from game.table.scenes.game_menu import GameMenu
        self.app.push(GameMenu(self.app, self))

    def on_quit(self) -> None:
        if not self.session.over and self.session.engine.log:
            self.session.autosave()
