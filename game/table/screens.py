"""The screens the app opens by name (`app.open(name, ...)`): each name and where its class is. A screen
never imports another screen or the app: it asks the app for one by name. Each module is imported when
its screen is first opened, so the menu's first frame imports no game."""
from __future__ import annotations

import importlib

SCREENS = {
    "menu": "game.table.scenes.menu:MainMenu",
    "new_game": "game.table.scenes.new_game:NewGameScene",
    "learn": "game.table.scenes.learn:LearnScene",
    "load": "game.table.scenes.load:LoadScene",
    "settings": "game.table.scenes.settings_scene:SettingsScene",
    "pad_mapping": "game.table.scenes.pad_mapping:PadMapping",
    "question": "game.table.scenes.question:Question",
    "rules": "game.table.scenes.rules_ref:RulesReference",
    "game_menu": "game.table.scenes.game_menu:GameMenu",
    "game_over": "game.table.scenes.game_over:GameOver",
    "handoff": "game.table.scenes.handoff:HandOff",
    "pile_view": "game.table.scenes.pile_view:PileView",
    "replay_controls": "game.table.scenes.replay_controls:ReplayControls",
    "lesson_bar": "game.table.scenes.lesson_bar:LessonBar",
}


def screen(name: str) -> type:
    """The class of the screen called `name`; raises ValueError naming the screens there are."""
    if name not in SCREENS:
        raise ValueError(f"There is no screen called {name!r}; there are: {', '.join(sorted(SCREENS))}.")
    module, _, cls = SCREENS[name].partition(":")
    return getattr(importlib.import_module(module), cls)
