"""Starting games, for every game: from the new-game screen, from `ark-table play ...`, from a save
or the autosave (Continue opens the most recent one), a lesson on its game's real table and the real
game after it. The screens these open (the replay's controls, the lesson's bar) are opened by name."""
from __future__ import annotations

from pathlib import Path

from game.table import saved
from game.table.autosaves import latest_autosave
from game.table.games import table_entry, table_games
from game.table.session import SaveError, Session, autosave_path, fresh_seed


def start_game(app, game: str, options: dict, seed: int, bots=(), pads: list | None = None,
               strength: str = "normal") -> str | None:
    """Open a new table of `game` (`pads`: the claims as notes, see game.table.pads; None keeps the
    pads joined on the new-game screen; `strength`: how well the bots play); returns an error sentence or None."""
    try:
        session = Session.new(game, options, seed, bots=bots, strength=strength)
    except ValueError as exc:
        return str(exc)
    waiting = saved.unfinished_autosave(game)
    if waiting is not None:     # the new game's autosave would replace it: it is kept in Load instead
        saved.keep(waiting[0], saved.UNFINISHED, game)
    seats = set(session.seats)
    notes = app.router.claim_notes() if pads is None else pads
    _open(app, session, [n for n in notes if n.get("seat") in seats])
    return None


def open_save(app, path: str | Path) -> str | None:
    """Open a saved game of any game; returns an error sentence or None."""
    try:
        session = Session.load(path)
    except SaveError as exc:
        return str(exc)
    try:
        table_entry(session.game)
    except ValueError as exc:
        return str(exc)
    _open(app, session, session.pads)
    return None


def resume_autosave(app) -> str | None:
    path = latest_autosave()
    if path is None:
        return "There is no autosave to continue."
    return open_save(app, path)


def watch_save(app, path: str | Path) -> str | None:
    """Open a saved game of any game to watch it from the first move; returns an error sentence or None."""
    from game.table.replay import Replay
    try:
        session = Session.load(path)
        entry = table_entry(session.game)
    except (SaveError, ValueError) as exc:
        return str(exc)
    replay = Replay(session, Path(path).name)
    app.open_menu()
    table = entry.scene(app, session, animate_setup=False)    # the log is the replay's (follow_log): no deal told twice
    if replay.finished or not session.desk.passed_around():
        table.show_seat(session.seats[0])   # nothing left to hide: a seat's eyes (and, at the end, everything)
    app.push(table)
    app.settle()        # the game as laid out: left out of the garbage collector's passes
    app.open("replay_controls", table)
    return None


def play_from_here(app, table) -> None:
    """The watched game becomes a new game from the move shown: saved as a new file naming its parent."""
    import time
    from game.table.settings import saves_dir
    session = table.replay.branch()
    path = saves_dir() / time.strftime(f"{session.game}-branch-%Y%m%d-%H%M%S.yaml")
    session.save(path)
    _open(app, session, None)


def play_again(app, table) -> str | None:
    """The same game with a new seed, the same bots and pads."""
    s = table.session
    return start_game(app, s.game, dict(s.engine.options), fresh_seed(), bots=tuple(s.bots),
                      pads=app.router.claim_notes(), strength=s.strength)


def _open(app, session: Session, pads: list | None):
    """Show the table with these pad claims (notes: each pad found by its GUID among those plugged in;
    None keeps the claims as they are); returns the table."""
    if pads is not None:
        app.router.set_claims(pads)
    session.pad_source = app.router.claim_notes
    app.open_menu()
    table = table_entry(session.game).scene(app, session)
    app.push(table)
    app.settle()        # the game as laid out: left out of the garbage collector's passes
    return table


def open_lesson(app, path: Path, resume: bool) -> str | None:
    """The lesson on its game's real table (at the step its progress was left at, with `resume`); an
    error sentence, or None."""
    from game.engine.lesson import load_lesson
    from game.engine.lesson_progress import ProgressError, resume as resume_progress
    from game.engine.scenario import ScenarioError
    from game.table.lesson_session import LessonSession, progress_path
    try:
        lesson = load_lesson(path)
    except ScenarioError as exc:
        return f"The lesson {Path(path).name} cannot be opened: {exc.problems[0]}"
    notice = ""
    progress = progress_path(path)
    if resume and progress.is_file():
        try:
            resume_progress(lesson, progress)
        except ProgressError as exc:
            notice = f"{exc} The lesson starts over."
    session = LessonSession(lesson)
    session.pad_source = app.router.claim_notes
    app.open_menu()
    table = table_entry(lesson.game).scene(app, session, animate_setup=not lesson.scenario.set_up)
    app.push(table)
    app.settle()        # the game as laid out: left out of the garbage collector's passes
    app.open("lesson_bar", table, notice)
    return None


def start_real_game(app, lesson) -> str | None:
    """After a lesson, "Play a real game": the lesson's `then:` game, the learner's seat a person and
    every other seat an easy bot. An error sentence, or None."""
    from game.engine.core.engine import Engine
    from game.engine.games import rules_for
    options, seed = dict(lesson.then["options"]), fresh_seed()
    try:
        seats = Session(Engine(rules_for(lesson.game), options, seed)).seats
    except ValueError as exc:
        return str(exc)
    person = lesson.learner if lesson.learner in seats else seats[0]
    return start_game(app, lesson.game, options, seed, bots=[s for s in seats if s != person], strength="easy")


def start_from_args(app, args, play: bool) -> str | None:
    """`ark-table play --game noah --players 2 --seed 7` and friends."""
    if args.load:
        return open_save(app, args.load)
    if args.watch:
        return watch_save(app, args.watch)
    if args.resume:
        return resume_autosave(app)
    try:
        entry = table_entry(args.game)
        options = entry.play_options(args)
        bots = tuple(int(b) for b in args.bots.split(",") if b.strip())
    except ValueError as exc:
        return str(exc) if "invalid literal" not in str(exc) else "--bots wants seat numbers, e.g. --bots 1,2"
    seed = args.seed if args.seed is not None else fresh_seed()
    return start_game(app, args.game, options, seed, bots=bots, strength=getattr(args, "strength", "normal"))
