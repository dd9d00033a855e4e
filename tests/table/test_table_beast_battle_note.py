"""The battle panel's line under the totals follows the battle: whose phase (and that one more pass
ends it), then, once both passed, how it was decided while its banner plays: never "one more pass
ends it" about a battle already decided."""
from __future__ import annotations

from game.engine.beast import commands as cmd
from game.engine.beast import events as ev
from game.engine.beast.rules import BEAST
from game.table.beast.cardinfo import BeastCards
from game.table.beast.shown import Shown
from game.table.beast.side import battle_note
from beast_table import played_until_battle


def who(seat: int) -> str:
    return f"Seat {seat + 1}"


def test_a_decided_battle_says_who_won_until_the_next_one_is_declared():
    engine = played_until_battle(7)
    shown = Shown(BeastCards(BEAST.cards), 0)
    shown.reset(engine.view(0), 0)
    notes = []
    for _ in range(2):
        seat = BEAST.active_seats(engine.state)[0]
        for e in engine.submit(cmd.PassPhase(seat)):
            shown.apply(e)
            if shown.view["battle"] is not None:
                notes.append((type(e).__name__, battle_note(shown.view["battle"], shown.last_battle, who)))
    names = [name for name, _ in notes]
    assert "one more pass ends it" in notes[names.index("BattlePhasePlayed")][1]
    decided = names.index("BattleResolved")
    assert notes[decided][1].startswith("Decided: the "), notes
    assert not any("one more pass" in note for _, note in notes[decided:]), notes
    shown.apply(ev.BattleDeclared(0, (0, 0, 0), (1, 0, 0), 3, 2))
    assert battle_note(shown.view["battle"], shown.last_battle, who) == "Seat 2's phase"
