"""F1 on a Nature of the Beast table shows the variants' and deck rulings (B33-B49) from RULINGS.md,
and how each variant is drawn at this table."""
from __future__ import annotations

import re
from pathlib import Path

import pygame

from beast_table import open_table, stacked
from game.table.scenes.rules_ref import RulesReference, rules_text

RULINGS = Path(__file__).resolve().parents[2] / "game" / "engine" / "beast" / "RULINGS.md"


def test_every_ruling_of_the_variants_and_decks_is_in_f1():
    text = rules_text("beast")
    numbers = re.findall(r"^\*\*(B\d+)\.", RULINGS.read_text(encoding="utf-8"), re.M)
    assert {f"B{n}" for n in range(33, 50)} <= set(numbers)
    for number in numbers:
        assert f"**{number}." in text
    for heading in ("## Rush (3x2)", "## Doubles ((3x3)2)", "## Supply Line (3x5)", "Supply Line: one Field"):
        assert heading in text


def test_f1_on_a_supply_line_table_scrolls_down_to_its_rulings(harness):
    open_table(harness, stacked({"turn": 0, "step": "actions"}, variant="supply_line"), bots={1})
    harness.key(pygame.K_F1)
    ref = harness.top
    assert isinstance(ref, RulesReference)
    wanted = next(i for i, (line, _) in enumerate(ref.lines) if line.startswith("B43. One Field from two ends"))
    while not ref.scroll <= wanted < ref.scroll + ref.visible:
        harness.key(pygame.K_PAGEDOWN)
    harness.frames(1)
    shown = [line for line, _ in ref.lines[ref.scroll:ref.scroll + ref.visible]]
    assert any(line.startswith("B43.") for line in shown)
    harness.key(pygame.K_ESCAPE)
    assert not isinstance(harness.top, RulesReference)
