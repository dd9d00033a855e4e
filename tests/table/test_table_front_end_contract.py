"""The front end's contract, over every registered game (PettingZoo's api_test is the model): in states
reached by legal play from several seeds (battles, Feeding Phases, the Enemies' turn and out-of-turn
plays among them), every legal command of each seat at the screen is made by some gesture on its real
table, and every lit gesture (a glowing target, a menu line, a prompt answer, a card that plays when
clicked, End turn) makes a legal command. Every kind of command each game has is looked at (a state built
move by move where play seldom reaches one). The gestures are made on the table itself
(tests/table/gesture_sweep)."""
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

SEEDS = (1, 6, 7, 2)    # each with the next number of players the game allows
VARIANT = {"planet": {"variant": "strategy"}}   # the last seed's game is played so (Planet's draft)
CHECKS = 14          # states looked at every EVERY commands in each game, besides the first of each kind
EVERY = 9
# The stages each game must have been looked at in (the Enemies' turn, a fellow hero's out-of-turn
# window, a free turn several seats may give; the Feeding Phase and the draft every seat answers at once;
# a battle's phase, an invitation to ally and a lost battle): a run that never reached them proves too little.
MUST_SEE = {"noah": {"defend", "other", "free_turn"}, "planet": {"feeding", "actions", "draft"},
            "beast": {"battle_phase", "invitation", "defeat", "actions"}}


def clash():
    """Beast: a Legend topped a Leader turned up, to be ruled on (RuleOnClash), which random play seldom
    reaches."""
    from game.engine.beast import commands as cmd
    from tests.engine.beast.scenario import EXAMPLE_FARM, do, stacked
    engine = stacked({"turn": 0, "players": [{"pen": [{"card": "the_schemer", "face_up": False}],
                                              "troops": ["bessie", "field_mouse"]}]}, decks=(EXAMPLE_FARM, "forest"))
    do(engine, cmd.FlipRecruit(0, 0))
    do(engine, cmd.TopLeader(0, 0))
    return engine


STACKED = {"beast": (clash,)}      # states built move by move, for the kinds of move play seldom reaches


@pytest.mark.parametrize("game", table_games())
def test_every_legal_command_has_a_gesture_and_every_lit_gesture_is_legal(harness, game):
    problems: list[str] = []
    seen: set = set()         # the stages, and the kinds of command, looked at
    low, high = game_spec(game).players
    for n, seed in enumerate(SEEDS):
        options = {"players": low + n % (high - low + 1), **(VARIANT.get(game, {}) if n == len(SEEDS) - 1 else {})}
        table = open_table(harness, Session.new(game, options, seed))
        for _ in played(table, seed, seen):
            problems += check(harness, table, seen)
    for stacked in STACKED.get(game, ()):
        problems += check(harness, open_table(harness, Session(stacked())), seen)
    assert MUST_SEE.get(game, set()) <= seen, f"{game}: stages looked at {sorted(map(str, seen))}"
    commands = set(table.session.rules.command_types.values())
    assert commands <= seen, f"{game}: no state had {sorted(c.__name__ for c in commands - seen)}"
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:40])


def open_table(h, session):
    table = table_entry(session.game).scene(h.app, session, animate_setup=False)
    h.app.open_menu()
    h.app.push(table)
    h.frames(2)
    return table


def played(table, seed: int, seen: set):
    """The game played to its end by the heuristic bot and random legal commands mixed; yields at each
    state to look at: every EVERY commands (CHECKS times), and whenever a seat has a move of a kind not
    yet looked at (a command class, a stage, a decision put together by clicks with several ways out)."""
    session = table.session
    engine = session.engine
    picker = random.Random(seed)
    bot = make_bot("heuristic", session.game, seed)
    every = 0
    for step in range(3000):
        if engine.is_over:
            return
        now = set().union(*(kinds(engine.rules, stage, engine.legal_commands(seat))
                            for seat, stage in engine.acting.stages))
        if now - seen or (step % EVERY == 0 and every < CHECKS):
            every += step % EVERY == 0
            yield
        seat = engine.acting.seats[0]
        legal = engine.legal_commands(seat)
        command = bot.choose(seen_by(engine.rules, engine.state, seat, legal)) if picker.random() < 0.6 \
            else legal[picker.randrange(len(legal))]
        session.submit(command)


def kinds(rules, stage: str, legal: list) -> set:
    """A seat's moves as this test counts them looked at: its stage, its command classes, and a decision
    put together by clicks (a feeding) with several ways out."""
    partly = getattr(rules, "partly_listed", ())
    found = {type(c) for c in legal} | ({stage} if legal else set())
    return found | ({"composed"} if sum(isinstance(c, partly) for c in legal) > 1 else set())


def check(h, table, seen: set) -> list[str]:
    """Every gesture of each seat with a move now: where hands are hidden, the mouse's on that seat's
    screen; where every hand is on the table, the seat's own gamepad's (the mouse may play any seat's
    cards; a pad only its own). What is missing and what is lit wrongly; the kinds of move looked at go in `seen`."""
    session = table.session
    people = [seat for seat in session.acting_seats() if session.legal(seat)]
    for seat in people:
        seen |= kinds(session.rules, session.engine.acting.stage(seat), session.legal(seat))
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
