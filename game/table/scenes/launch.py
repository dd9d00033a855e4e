"""Starting games: from the new-game screen, from `ark-table play ...`, from a save or the autosave."""
from __future__ import annotations

from pathlib import Path

from game.table.settings import saves_dir


def autosave_path(game: str = "noah") -> Path:
    return saves_dir() / f"autosave-{game}.yaml"


def autosave_exists(game: str = "noah") -> bool:
    return autosave_path(game).is_file()


def _noah():
    """The NOAH engine and rules, or an error sentence when this build lacks them."""
    try:
        from game.table.noah import session
        return session, None
    except ImportError as exc:
        return None, f"The NOAH rules are not part of this build yet ({exc})."


def start_noah(app, options: dict, seed: int, bots=(), pads: dict | None = None) -> str | None:
    """Open a new NOAH table; returns an error sentence or None."""
    session_mod, error = _noah()
    if error:
        return error
    try:
        session = session_mod.NoahSession.new(options, seed, bots=bots)
    except ValueError as exc:
        return str(exc)
    _open(app, session, pads or {})
    return None


def open_save(app, path: str | Path) -> str | None:
    """Open a saved NOAH game; returns an error sentence or None."""
    session_mod, error = _noah()
    if error:
        return error
    try:
        session = session_mod.NoahSession.load(path)
    except session_mod.SaveError as exc:
        return str(exc)
    _open(app, session, None)
    return None


def resume_autosave(app) -> str | None:
    if not autosave_exists():
        return "There is no autosave to continue."
    return open_save(app, autosave_path())


def _open(app, session, pads) -> None:
    """Show the table; pad claims are the new game's (`pads`: instance id -> seat) or the save's."""
    from game.table.noah.scene import NoahTable
    if pads is not None:
        app.router.set_claims([{"seat": seat, "instance_id": iid} for iid, seat in pads.items()])
    else:
        app.router.set_claims(session.pads)
    session.pad_source = app.router.claim_notes
    app.open_menu()
    app.push(NoahTable(app, session))


def start_from_args(app, args, play: bool) -> str | None:
    """`ark-table play --game noah --players 2 --seed 7` and friends."""
    if args.load:
        return open_save(app, args.load)
    if args.resume:
        return resume_autosave(app)
    session_mod, error = _noah()
    if error:
        return error
    players = args.players or 2
    if not 1 <= players <= 4:
        return "--players must be 1 to 4."
    factions = args.factions.split(",") if args.factions else session_mod.default_factions(players)
    if len(factions) != players:
        return f"--factions names {len(factions)} factions for {players} players."
    options = {"factions": factions, "harder": bool(args.harder)}
    if args.mission:
        options["mission"] = args.mission
    try:
        bots = tuple(int(b) for b in args.bots.split(",") if b.strip())
    except ValueError:
        return "--bots wants seat numbers, e.g. --bots 1,2"
    seed = args.seed if args.seed is not None else session_mod.fresh_seed()
    return start_noah(app, options, seed, bots=bots)
