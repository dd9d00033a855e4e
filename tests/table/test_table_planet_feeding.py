"""The Feeding Phase on the table: the engine's proposal is shown as links from prey to predator,
the player re-links it by clicking (the rules' sentence for a wrong feeding shown as it is made),
puts the proposal back or confirms; eaten cards turn sideways, extinct ones slide away, the token
moves; a bot's feeding plays out the same way."""
from __future__ import annotations

import pytest

from game.engine.planet import commands as cmd
from game.table.planet.scene import PlanetTable
from game.table.session import Session
from planet_table import finish, open_table, press_prompt, species_spot, spot, stacked

MEAL = {"turn": 0, "phase": "feeding", "players": [
    {"hand": ["koala"], "ecosystem": ["wild_grass", "fig", "rabbit", "rabbit", "red_fox", "barn_owl"]},
    {"ecosystem": ["orchid", "bamboo"]}]}


pytestmark = pytest.mark.usefixtures("shared_sprite_cache")


def meals_of(command) -> dict:
    return {meal[0]: meal[1:] for meal in command.meals}


def test_the_proposed_feeding_is_drawn_as_links_and_confirmed_as_it_is(harness):
    table = open_table(harness, stacked(MEAL))
    editor = table.editor
    assert editor.active and editor.points == 10 and not editor.starving()
    assert len(editor.links()) == 4                    # 2 rabbits eat plants, the fox and the owl a rabbit
    assert "every species eats; 10 points" in table.prompts.text(0)
    press_prompt(harness, table, "Confirm the feeding")
    finish(harness)
    feed = table.session.engine.log[-1]
    assert isinstance(feed, cmd.Feed) and meals_of(feed) == {k: tuple(v) for k, v in editor.proposal.items()}
    assert table.session.engine.state.players[0].score == 10


def test_a_feeding_is_relinked_by_clicking_the_rules_say_what_is_wrong_until_it_is_right(harness):
    table = open_table(harness, stacked(MEAL))
    editor = table.editor
    fox_rabbit = editor.meals["red_fox#1"][0]
    other = next(r for r in ("rabbit#1", "rabbit#2") if r != fox_rabbit)
    harness.click(species_spot(table, 0, "red_fox"))
    assert editor.selected == "red_fox#1"
    harness.click(spot(table, f"sp:0:{other}"))          # the fox takes the owl's rabbit too
    assert editor.problem and "more than it needs" in editor.problem
    assert table.prompts.text(0).startswith("Not allowed:")
    harness.click(spot(table, f"sp:0:{fox_rabbit}"))     # and lets its first rabbit go
    assert editor.meals["red_fox#1"] == (other,)
    assert "Barn Owl can eat" in editor.problem       # the owl must eat what is left
    harness.click(species_spot(table, 0, "barn_owl"))
    harness.click(spot(table, f"sp:0:{fox_rabbit}"))
    assert editor.problem is None and editor.points == 10
    press_prompt(harness, table, "Confirm the feeding")
    finish(harness)
    feed = table.session.engine.log[-1]
    assert meals_of(feed)["red_fox#1"] == (other,) and meals_of(feed)["barn_owl#1"] == (fox_rabbit,)


def test_the_proposal_can_be_put_back_after_relinking(harness):
    table = open_table(harness, stacked(MEAL))
    editor = table.editor
    harness.click(species_spot(table, 0, "barn_owl"))
    harness.click(spot(table, f"sp:0:{editor.meals['barn_owl#1'][0]}"))   # the owl goes without
    assert editor.edited and "Barn Owl" in editor.problem
    press_prompt(harness, table, "Back to the proposal")
    assert not editor.edited and editor.problem is None


def test_a_wrong_feeding_confirmed_anyway_is_refused_with_the_rules_sentence(harness):
    table = open_table(harness, stacked(MEAL))
    harness.click(species_spot(table, 0, "barn_owl"))
    harness.click(spot(table, f"sp:0:{table.editor.meals['barn_owl#1'][0]}"))
    confirm = next(c for _, c in table.prompts.buttons() if isinstance(c, cmd.Feed))
    assert "Barn Owl can eat" in table.prompts.refusal(confirm)     # issue 21, item 10: greyed while refused
    press_prompt(harness, table, "Confirm the feeding")
    finish(harness)
    assert table.session.engine.log == []
    assert any("Barn Owl can eat" in text for text in table.toasts.texts)
    press_prompt(harness, table, "Back to the proposal")
    confirm = next(c for _, c in table.prompts.buttons() if isinstance(c, cmd.Feed))
    assert table.prompts.refusal(confirm) is None


def test_a_species_that_cannot_eat_is_marked_then_slides_away_and_the_token_moves(harness):
    hungry = {**MEAL, "players": [{"ecosystem": ["orchid", "rabbit", "bengal_tiger"]}, MEAL["players"][1]]}
    table = open_table(harness, stacked(hungry))
    assert table.editor.starving() == ["bengal_tiger#1"]
    assert "Bengal Tiger goes extinct" in table.prompts.text(0)
    press_prompt(harness, table, "Confirm the feeding")
    seen = {"sideways": False, "gone": False, "moved": False}
    for _ in range(200):                                   # watch the animation, frame by frame
        harness.frames(1)
        if table.places.turn("orchid#1") >= 0.99:
            seen["sideways"] = True
        if "bengal_tiger#1" not in table.shown.ecosystem(0):
            seen["gone"] = True
        if 0 < table.markers[0].value < 2:
            seen["moved"] = True
        if not table.busy:
            break
    assert seen == {"sideways": True, "gone": True, "moved": True}
    assert table.places.turn("orchid#1") == 0              # turned back at scoring
    assert table.session.engine.state.discard_pile[-1] == "bengal_tiger#1"


def test_the_log_never_runs_ahead_of_the_feeding_animation(harness):
    table = open_table(harness, stacked(MEAL))
    before = len(table.log.lines)
    press_prompt(harness, table, "Confirm the feeding")
    harness.frames(2)
    shown = [text for text, _, _ in table.log.lines[before:]]
    assert not any("scores" in text for text in shown)      # the scoring is still to come on screen
    finish(harness)
    assert any("Seat 1 scores 10 points" in text for text, _, _ in table.log.lines)


def test_a_bots_feeding_is_played_out_on_its_ecosystem(harness):
    setup = {**MEAL, "turn": 1, "players": [MEAL["players"][1], MEAL["players"][0]]}
    harness.app.open_menu()
    table = PlanetTable(harness.app, Session(stacked(setup), bots=(1,)), animate_setup=False)
    harness.app.push(table)
    assert table.viewer == 0 and not table.editor.active       # a person's view; the bot decides alone
    links, sideways = 0, False
    for _ in range(900):
        harness.frames(1)
        links = max(links, len(table.shown.meals))
        sideways = sideways or any(table.places.turn(u) >= 0.99 for u in table.shown.ecosystem(1))
        if table.session.engine.state.turn == 0 and not table.busy:
            break
    assert links == 4 and sideways
    assert any(isinstance(c, cmd.Feed) and c.seat == 1 for c in table.session.engine.log)


def test_a_species_moved_left_in_its_row_changes_the_proposal_and_the_feed_lays_the_row_out(harness):
    """Ruling R9: a row feeds from left to right, as the player lays it out. The Rat Snake right of the
    Barn Swallow must eat it (6 points); moved left of it, it goes without and the Falcon eats (7)."""
    table = open_table(harness, stacked({"turn": 0, "phase": "feeding", "players": [
        {"ecosystem": ["fig", "grasshopper", "barn_swallow", "rat_snake", "peregrine_falcon"]}]}))
    editor = table.editor
    assert editor.points == 6 and editor.meals["rat_snake#1"] == ("barn_swallow#1",)
    harness.click(species_spot(table, 0, "rat_snake"))
    assert editor.selected == "rat_snake#1"
    press_prompt(harness, table, "Move left")
    assert editor.arranged and editor.points == 7 and editor.starving() == ["rat_snake#1"]
    layout = table.layout()
    assert layout["sp:0:rat_snake#1"][0] < layout["sp:0:barn_swallow#1"][0]      # drawn where it now lies
    press_prompt(harness, table, "Confirm the feeding")
    finish(harness)
    feed = table.session.engine.log[-1]
    assert feed.order == ("fig#1", "grasshopper#1", "rat_snake#1", "barn_swallow#1", "peregrine_falcon#1")
    assert table.session.engine.state.players[0].score == 7


def test_back_to_the_proposal_puts_the_rows_back_as_they_lie(harness):
    table = open_table(harness, stacked({"turn": 0, "phase": "feeding", "players": [
        {"ecosystem": ["fig", "grasshopper", "barn_swallow", "rat_snake", "peregrine_falcon"]}]}))
    harness.click(species_spot(table, 0, "barn_swallow"))
    press_prompt(harness, table, "Move right")
    assert table.editor.arranged and table.editor.points == 7
    press_prompt(harness, table, "Back to the proposal")
    assert not table.editor.arranged and table.editor.points == 6


def test_the_header_scores_what_the_feeding_on_the_table_scores_not_the_starving(harness):
    """Issue 21, item 9: the header's "+N" while an ecosystem is fed is what the proposal scores (a
    species that starves adds nothing); otherwise it says it counts every species eating."""
    hungry = {**MEAL, "players": [{"ecosystem": ["orchid", "rabbit", "bengal_tiger"]}, MEAL["players"][1]]}
    table = open_table(harness, stacked(hungry))
    view = table.shown.view
    assert table.editor.starving() == ["bengal_tiger#1"]
    assert table.editor.points < view["points_now"][0]
    assert table.board.points_words(0) == f"+{table.editor.points} fed so"
    assert table.board.points_words(1) == f"+{view['points_now'][1]} if all eat"
