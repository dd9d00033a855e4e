"""The front end's contract, over every registered game (PettingZoo's api_test is the model): in states
reached by legal play from several seeds (battles, Feeding Phases, the Enemies' turn and out-of-turn
plays among them), every legal command of each seat at the screen is made by some gesture on its real
table, and every lit gesture (a glowing target, a menu line, a prompt answer, a card that plays when
clicked, End turn) makes a legal command. The gestures are made on the table itself (tests/table/gesture_sweep)."""
from __future__ import annotations

import random

import pytest

from game.engine.core.bots import seen_by
from game.engine.core.protocol import canonical
from game.engine.games import game_spec, make_bot
from game.table.games import table_entry, table_games
from game.table.session import Session
from gesture_sweep import MOUSE, Hand, click, reached
from hidden_hand_table import pass_hand_off

pytestmark = pytest.mark.usefixtures("shared_sprite_cache")

SEEDS = (1, 6, 7)    # each with the next number of players the game allows
CHECKS = 14          # states looked at in each game, besides the first of each stage
EVERY = 9            # commands played between two states looked at
# The stages each game must have been looked at in (a battle's phase, the Feeding Phase, the Enemies'
# turn and a fellow hero's out-of-turn window): a run that never reached them proves too little.
MUST_SEE = {"noah": {"defend", "other"}, "planet": {"feeding", "actions"}, "beast": {"battle_phase", "actions"}}


@pytest.mark.parametrize("game", table_games())
def test_every_legal_command_has_a_gesture_and_every_lit_gesture_is_legal(harness, game):
    problems: list[str] = []
    seen: set[str] = set()
    low, high = game_spec(game).players
    for n, seed in enumerate(SEEDS):
        table = open_table(harness, game, seed, players=low + n % (high - low + 1))
        for _ in played(table, seed):
            problems += check(harness, table, seen)
    assert MUST_SEE.get(game, set()) <= seen, f"{game}: stages looked at {sorted(seen)}"
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:40])


def open_table(h, game: str, seed: int, players: int):
    session = Session.new(game, {"players": players}, seed)
    table = table_entry(game).scene(h.app, session, animate_setup=False)
    h.app.open_menu()
    h.app.push(table)
    h.frames(2)
    return table


def played(table, seed: int):
    """The game played by the heuristic bot and random legal commands mixed; yields at each state to
    look at: every EVERY commands, the first time a seat has a move in a stage, and the first time a
    decision put together by clicks has several legal outcomes."""
    session = table.session
    engine = session.engine
    picker = random.Random(seed)
    bot = make_bot("heuristic", session.game, seed)
    partly = getattr(engine.rules, "partly_listed", ())
    stages: set = set()
    looked = 0
    for step in range(2500):
        if engine.is_over or looked >= CHECKS:
            return
        now = {stage for seat, stage in engine.acting.stages if engine.legal_commands(seat)}
        # a decision put together by clicks (a feeding) with several ways out, once a game
        now |= {"composed" for seat in engine.acting.seats
                if sum(isinstance(c, partly) for c in engine.legal_commands(seat)) > 1}
        if step % EVERY == 0 or now - stages:
            stages |= now
            looked += 1
            yield
        seat = engine.acting.seats[0]
        legal = engine.legal_commands(seat)
        command = bot.choose(seen_by(engine.rules, engine.state, seat, legal)) if picker.random() < 0.6 \
            else legal[picker.randrange(len(legal))]
        session.submit(command)


def check(h, table, seen: set) -> list[str]:
    """Every gesture of each seat with a move now: where hands are hidden, the mouse's on that seat's
    screen; where every hand is on the table, the seat's own gamepad's (the mouse may play any seat's
    cards; a pad only its own). What is missing and what is lit wrongly; the stages looked at go in `seen`."""
    session = table.session
    people = [seat for seat in session.acting_seats() if session.legal(seat)]
    seen.update(session.engine.acting.stage(seat) for seat in people)
    problems = []
    for seat in people:
        while h.top is not table:
            pass_hand_off(h)
        hand = MOUSE
        if session.rules.hidden_hands:
            table.show_seat(seat)
        else:
            hand = Hand(f"pad{seat}", seat)
        table.passing.catchup.close()
        h.frames(2)
        assert h.top is table, type(h.top).__name__
        problems += compare(table, [seat], reached(table, [seat], hand))
    return problems


def compare(table, seats, got) -> list[str]:
    session = table.session
    engine = session.engine
    partly = getattr(engine.rules, "partly_listed", ())
    where = f"{session.game} after {len(engine.log)} commands, {engine.acting.stages}"
    legal = {seat: {canonical(c) for c in session.legal(seat)} for seat in seats}
    made = {canonical(c) for c in got.commands()}
    problems = [f"{where}: a lit place no drop lands on: {what}" for what in got.unreachable_lit]
    for seat in seats:
        missing = [c for c in session.legal(seat) if canonical(c) not in made]
        missing = [c for c in missing if not composed(table, c)]
        problems += [f"{where}: no gesture makes {c}" for c in missing]
    for command, how in got.lit():
        seat = getattr(command, "seat", None)
        fine = canonical(command) in legal.get(seat, ()) or (
            isinstance(command, partly) and engine.rules.validate(engine.state, command, engine.acting) is None)
        if not fine:
            problems.append(f"{where}: {how} makes {command}, which is not legal")
    return problems


def composed(table, command) -> bool:
    """A decision put together by several clicks before it is confirmed (a game's own: Planet's feeding,
    a species clicked and then each thing it eats), made so; True when its Confirm then sends it."""
    compose = COMPOSERS.get(table.session.game)
    return compose is not None and compose(table, command)


def feeding(table, command) -> bool:
    """The feeding re-linked by clicks to `command`'s meals: each predator clicked, then each prey it
    is to eat (or no longer eats); then the answer that confirms the feeding is the command."""
    from game.engine.planet.commands import Feed
    editor = table.editor
    if not isinstance(command, Feed) or not editor.active or editor.seat != command.seat:
        return False
    editor.reset()
    spots = {uid: rect.center for uid, rect in table.places.species(command.seat)}
    wanted = {meal[0]: tuple(meal[1:]) for meal in command.meals}
    corner = table.table_rect().topleft
    for _ in range(3):           # a prey moved from another predator is given back on the next round
        for predator in editor.order:
            if editor.tiers.get(predator, 0) == 0:
                continue
            have, want = set(editor.meals.get(predator, ())), set(wanted.get(predator, ()))
            if have == want:
                continue
            click(table, corner)                  # nothing chosen
            click(table, spots[predator])
            for prey in sorted(have ^ want):
                click(table, spots[prey])
        click(table, corner)
    answer = [c for _, c in table.prompts.buttons() if isinstance(c, Feed)]
    made = bool(answer) and canonical(answer[0]) == canonical(command) and table.prompts.refusal(answer[0]) is None
    editor.reset()
    return made


COMPOSERS = {"planet": feeding}
