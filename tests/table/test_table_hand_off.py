"""The hand-off between people who keep their hands hidden (Noah Planet, Nature of the Beast): the cover
lifts only on its seat's deliberate "I am Seat N"; every game opens behind it; a bot's turn between
people is watched in the public view; a move lands on its mover's screen, the next turn is told on the
next one's, with what happened since that seat last looked; undo's words and Watch keep hands hidden."""
from __future__ import annotations

import pygame
import pytest

from beast_table import finish, hand_over, open_table, spot, stacked
from game.engine.beast import commands as cmd
from game.engine.core.rules import PUBLIC
from game.table.beast.scene import BeastTable
from game.table.planet.scene import PlanetTable
from game.table import launch
from game.table.scenes.game_menu import GameMenu
from game.table.scenes.handoff import HandOff
from game.table.scenes.rules_ref import RulesReference
from game.table.settings import saves_dir
from hidden_hand_table import pass_hand_off, settle

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")

LIFT = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
FIGHT = {"turn": 0, "step": "actions", "players": [
    {"field": [{"card": "sneaky_horse", "row": 1, "col": 1}], "hand": ["bullhorn"]},
    {"field": [{"card": "playful_possum", "row": 0, "col": 1}], "hand": ["righteous_shield", "cornered"]}]}


def covered(h, game: str = "beast", players: int = 2, seed: int = 11, **options) -> HandOff:
    assert launch.start_game(h.app, game, {"players": players, **options}, seed) is None
    settle(h, BeastTable if game == "beast" else PlanetTable)
    assert isinstance(h.top, HandOff), type(h.top).__name__
    return h.top


def end_turn(h, table, seat: int) -> None:
    """Seat `seat` plays its turn out: Step 1 finished, its turn ended, discards down to five."""
    for _ in range(12):
        legal = table.session.legal(seat)
        command = next((c for c in legal if isinstance(c, (cmd.FinishPreparation, cmd.EndTurn, cmd.DiscardTrick))),
                       None)
        if command is None:
            return
        table.submit(command)
        finish(h)


def every_key() -> list[int]:
    return sorted({getattr(pygame, name) for name in dir(pygame) if name.startswith("K_")})


# -- 1. the cover lifts on a deliberate "I am Seat N" only ------------------------------------------------
def test_no_key_but_enter_or_space_lifts_the_cover(harness):
    cover = covered(harness)
    table = cover.table
    for key in every_key():
        if key in LIFT + (pygame.K_ESCAPE, pygame.K_F1, pygame.K_F11):
            continue
        for mod in (0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT, pygame.KMOD_ALT):
            if key == pygame.K_s and mod == pygame.KMOD_CTRL:
                continue
            harness.key(key, mod)
            assert harness.top is cover, (pygame.key.name(key), mod)
    assert table.viewer == PUBLIC
    harness.key(pygame.K_RETURN)
    assert harness.top is table and table.viewer == cover.seat


def test_f1_opens_the_rules_over_the_cover_ctrl_s_saves_behind_it_and_esc_opens_the_menu(harness):
    cover = covered(harness)
    harness.key(pygame.K_F1)
    assert isinstance(harness.top, RulesReference)
    harness.key(pygame.K_ESCAPE)
    assert harness.top is cover and cover.table.viewer == PUBLIC
    before = set(saves_dir().glob("beast-*.yaml"))
    harness.key(pygame.K_s, pygame.KMOD_CTRL)
    assert harness.top is cover and len(set(saves_dir().glob("beast-*.yaml")) - before) == 1
    assert any(t.startswith("Saved as") for t in cover.toasts.texts)
    harness.key(pygame.K_ESCAPE)
    assert isinstance(harness.top, GameMenu)
    harness.key(pygame.K_ESCAPE)
    assert harness.top is cover and cover.table.viewer == PUBLIC


def test_a_click_lifts_the_cover_only_on_its_button(harness):
    cover = covered(harness)
    for point in ((20, 20), (640, 200), (cover.button.rect.x - 5, cover.button.rect.y)):
        harness.click(point)
        assert harness.top is cover
    pass_hand_off(harness)
    assert harness.top is cover.table and cover.table.viewer == cover.seat


def test_only_the_seats_own_pad_lifts_the_cover(harness):
    from game.table.input import PointerEvent
    cover = covered(harness)
    other = 1 - cover.seat
    for pad, seat in (("pad8", None), ("pad5", other)):     # a pad that plays no seat, another seat's pad
        for kind in ("down", "up"):
            cover.pointer(PointerEvent(kind, cover.button.rect.center, pointer=pad, seat=seat))
        assert harness.top is cover, pad
    for kind in ("down", "up"):
        cover.pointer(PointerEvent(kind, (10, 10), pointer="pad6", seat=cover.seat))
    assert harness.top is cover.table and cover.table.viewer == cover.seat


# -- 2. every game and every entry opens behind the cover ---------------------------------------------------
def test_a_new_beast_game_whose_second_seat_goes_first_shows_no_hand_before_the_cover(harness):
    cover = covered(harness, "beast", seed=11)
    table = cover.table
    assert cover.seat == table.session.acting_seats()[0] == 1
    assert table.viewer == PUBLIC and table.hand_cards() == []


@pytest.mark.parametrize("options", [{}, {"variant": "strategy"}], ids=["setup discard", "draft"])
def test_a_new_planet_game_opens_behind_the_cover(harness, options):
    cover = covered(harness, "planet", players=3, seed=5, **options)
    assert cover.table.viewer == PUBLIC and cover.table.places.hand_cards() == []


def test_continue_load_and_play_from_here_open_behind_the_cover(harness, tmp_path):
    from game.engine.core.saves import save_game
    cover = covered(harness)
    pass_hand_off(harness)
    table = cover.table
    table.session.autosave()
    assert launch.resume_autosave(harness.app) is None
    settle(harness, BeastTable)
    assert isinstance(harness.top, HandOff) and harness.top.table.viewer == PUBLIC
    path = tmp_path / "game.yaml"
    save_game(table.session.engine, path)
    assert launch.open_save(harness.app, path) is None
    settle(harness, BeastTable)
    assert isinstance(harness.top, HandOff)
    assert launch.watch_save(harness.app, path) is None
    launch.play_from_here(harness.app, harness.top.table)
    settle(harness, BeastTable)
    assert isinstance(harness.top, HandOff) and harness.top.table.viewer == PUBLIC


# -- 3. a bot's turn between people is watched in the public view -------------------------------------------
def test_a_bots_turn_between_two_people_shows_no_hand_and_the_next_person_is_covered(harness):
    engine = stacked({"turn": 0, "step": "actions", "players": [{}, {}, {}]}, decks=("farm", "forest", "city"))
    table = open_table(harness, engine, bots=(2,))
    assert table.viewer == 0
    seen_public = []
    real_draw = table.draw

    def draw(surface):
        if table.session.acting_seats() == [2]:
            seen_public.append((table.viewer, tuple(table.hand_cards())))
        real_draw(surface)
    table.draw = draw
    table.end_turn(0, confirmed=True)
    settle(harness, BeastTable)
    assert isinstance(harness.top, HandOff) and harness.top.seat == 1
    pass_hand_off(harness)
    end_turn(harness, table, 1)    # then the bot (seat 3) plays its whole turn
    settle(harness, BeastTable)
    assert isinstance(harness.top, HandOff) and harness.top.seat == 0
    assert seen_public and all(viewer == PUBLIC and hand == () for viewer, hand in seen_public)


def test_the_next_person_starts_with_the_keyboards_ring_hidden_not_where_the_last_one_left_it(harness):
    """Seat 1 leaves the ring on Save; after the cover, seat 2's first Enter only shows the ring (on
    their own things) and saves nothing."""
    table = open_table(harness, stacked(FIGHT))
    harness.key(pygame.K_TAB)
    save = next(i for i in table.inputs.items("keys") if i.point == table.button_rects()["save"].center)
    table.inputs.focus.set(save, table.inputs.zone_of)
    table.end_turn(0, confirmed=True)
    settle(harness, BeastTable)
    pass_hand_off(harness)
    assert table.viewer == 1 and not table.inputs.focus.visible
    before = set(saves_dir().glob("*.yaml"))
    harness.key(pygame.K_RETURN)
    assert set(saves_dir().glob("*.yaml")) == before and table.inputs.focus.visible
    assert table.inputs.focus.key != save.key


# -- 5. a move lands on its mover's screen; the next turn is told on the next one's -------------------------
def test_the_next_turn_is_not_announced_on_the_movers_screen_and_the_catch_up_tells_it(harness):
    table = open_table(harness, stacked(FIGHT))
    banners = []
    real = table.director.show_banner
    table.director.show_banner = lambda d, title, sub="": banners.append((table.viewer, title)) or real(d, title, sub)
    table.end_turn(0, confirmed=True)
    settle(harness, BeastTable)
    assert isinstance(harness.top, HandOff)
    assert not any(viewer == 0 and "Seat 2" in title for viewer, title in banners)
    harness.click(harness.top.button.rect.center)
    assert table.viewer == 1 and table.passing.catchup.open is False      # seat 2 has not looked before
    end_turn(harness, table, 1)
    assert isinstance(harness.top, HandOff) and harness.top.seat == 0
    harness.click(harness.top.button.rect.center)
    assert table.passing.catchup.open and table.passing.catchup.title.startswith("Since Seat 1")
    assert any("Seat 2" in text for text, _, _ in table.passing.catchup.lines)
    harness.key(pygame.K_RETURN)
    assert not table.passing.catchup.open


def test_a_defender_coming_back_is_told_the_card_played_against_them(harness):
    fight = {**FIGHT, "players": [{**FIGHT["players"][0], "hand": ["booby_trapped"]}, FIGHT["players"][1]]}
    table = open_table(harness, stacked(fight, decks=("farm+resourceful", "forest")))
    harness.drag(spot(table, "animal:0:1:1:"), spot(table, "animal:1:0:1:"))
    finish(harness)
    hand_over(harness)                                  # the defender (seat 2) passes its first phase
    table.submit(cmd.PassPhase(1))
    finish(harness)
    pass_hand_off(harness)                              # seat 1 plays Booby Trapped! in its phase
    trap = next(c for c in table.hand_cards() if "booby_trapped" in c)
    table.submit(next(c for c in table.session.legal(0) if getattr(c, "card", "") == trap))
    finish(harness)
    assert isinstance(harness.top, HandOff) and harness.top.seat == 1
    harness.click(harness.top.button.rect.center)
    assert table.passing.catchup.open
    assert any(card == trap for _, cards, _ in table.passing.catchup.lines for card, _ in cards)


# -- undo's words ----------------------------------------------------------------------------------------------
def test_undo_words_name_the_move_to_its_mover_only(harness):
    table = open_table(harness, stacked(FIGHT))
    table.submit(cmd.DrawTrick(0))
    finish(harness)
    table.submit(cmd.PassAction(0))
    finish(harness)
    harness.key(pygame.K_z, pygame.KMOD_CTRL)
    mine = [text for text, _, _ in table.log.lines if text.startswith("Undone")]
    table.desk.look(1)
    theirs = [text for text, _, _ in table.log.lines]
    assert mine and not any(text.startswith("Undone") for text in theirs)
    assert any("takes back a move" in text for text in theirs)


# -- 4. Watch of an unfinished game between people -----------------------------------------------------------
def watch_unfinished_beast(harness, tmp_path, players: int):
    """A Beast game of `players` people saved after one command, opened in the replay viewer: its controls."""
    from game.engine.beast.rules import BEAST
    from game.engine.core.engine import Engine
    from game.engine.core.saves import save_game
    engine = Engine(BEAST, {"players": players}, 4)
    engine.submit(engine.legal_commands(engine.acting.seats[0])[-1])
    path = tmp_path / "unfinished.yaml"
    save_game(engine, path)
    assert launch.watch_save(harness.app, path) is None
    return harness.top


def test_watching_an_unfinished_game_between_people_shows_the_public_view_and_seats_behind_their_cover(
        harness, tmp_path):
    from game.table.scenes.replay_controls import ReplayControls
    controls = watch_unfinished_beast(harness, tmp_path, players=2)
    assert isinstance(controls, ReplayControls) and controls.table.viewer == PUBLIC
    assert controls.table.hand_cards() == []
    harness.key(pygame.K_TAB)
    assert isinstance(harness.top, HandOff) and harness.top.seat == 0
    pass_hand_off(harness)
    assert harness.top is controls and controls.table.viewer == 0
    harness.key(pygame.K_TAB)
    assert isinstance(harness.top, HandOff) and harness.top.seat == 1
    harness.key(pygame.K_ESCAPE)      # the game menu over the cover, not seat 2's hand
    assert controls.table.viewer == 0 and not controls.everything


def test_a_watcher_passes_a_seats_cover_by_without_lifting_it(harness, tmp_path):
    """Watch of an unfinished game: Tab on a seat's cover (or its second button) goes on to the next
    seat's cover, then back to everyone's view; no seat's eyes were lent on the way."""
    controls = watch_unfinished_beast(harness, tmp_path, players=3)
    harness.key(pygame.K_TAB)
    assert isinstance(harness.top, HandOff) and harness.top.seat == 0
    harness.key(pygame.K_TAB)
    assert isinstance(harness.top, HandOff) and harness.top.seat == 1 and controls.table.viewer == PUBLIC
    harness.click(harness.top.onward_button.rect.center)
    assert isinstance(harness.top, HandOff) and harness.top.seat == 2 and controls.table.viewer == PUBLIC
    assert harness.top.onward_button.label == "Everyone's view (Tab)"
    harness.key(pygame.K_TAB)
    assert harness.top is controls and controls.table.viewer == PUBLIC and controls.table.hand_cards() == []
