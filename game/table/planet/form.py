"""Noah Planet's part of the new-game screen: the Environment cards in play (none, one, several,
drawn at random) and the Strategy Variants."""
from __future__ import annotations

from game.table.scenes.new_game import GameForm
from game.table.widgets.button import Button

VARIANTS = {"standard": "Standard rules", "strategy": "Strategy Variants: draft, Selection Area, Develop"}
MOST_ENVIRONMENTS = 8


class PlanetForm(GameForm):
    """Players 1 to 4 (one plays alone, for an achievement title); the advanced rules' options."""

    players = (1, 4)
    most_rows = 2
    kept = ("environments", "variant")

    def allows(self, name: str, value) -> bool:
        return 0 <= value < {"environments": MOST_ENVIRONMENTS + 1, "variant": len(VARIANTS)}[name]

    def __init__(self, app, changed=lambda: None):
        super().__init__(app, changed)
        self.environments = 0
        self.variant = 0

    def seat_buttons(self, seat: int, players: int) -> list[Button]:
        return []

    def option_rows(self) -> list[tuple[str, list[Button]]]:
        count = self.environments
        words = "No Environment card (basic rules)" if not count else \
            f"{count} Environment card{'s' if count > 1 else ''}, drawn at random"
        variant = list(VARIANTS)[self.variant]
        return [("Environment", [Button(words, self.cycle("environments", MOST_ENVIRONMENTS + 1), size=20)]),
                ("Variant", [Button(VARIANTS[variant], self.cycle("variant", len(VARIANTS)), size=20)])]

    def options(self, players: int, seed: int) -> dict:
        return {"players": players, "variant": list(VARIANTS)[self.variant], "environments": self.environments}
