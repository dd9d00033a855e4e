"""Which NOAH card pictures to warm before a game starts, at the sizes its table will draw them.

Everything slow (the engine's imports, the card set, setting a game up or replaying a save) happens
in the plan, on the warm-up's worker thread: asking costs the main loop next to nothing."""
from __future__ import annotations

from game.table.cardart import shared
from game.table.warmup import warm_save


def _art(app):
    from game.engine.noah.rules import NOAH
    from game.table.noah.cardinfo import NoahCards
    return shared(app, NoahCards(NOAH.cards).info, "noah")


def _noah(session):
    from game.table.noah.adapter import NoahAdapter
    return NoahAdapter(session)


def want(app, options: dict | None, seed: int, players: int = 2) -> None:
    """Ask the app's warm-up to prepare the pictures of this new game at this window size.

    `options` None means the default game for `players` (what New game offers first)."""
    # The engine fills in defaults (locations, dial...): key by what the player chose, so the table
    # opening the game just warmed does not start warming it again.
    size = tuple(app.size)
    if options is None:
        key = ("noah", "default", players, seed, size)
    else:
        key = ("noah", tuple(options.get("factions") or ()), options.get("mission"), bool(options.get("harder")),
               seed, size)

    def plan():
        from game.table.session import Session
        art = _art(app)
        chosen = options if options is not None else {"players": players, "harder": False}
        return jobs(art, _noah(Session.new("noah", chosen, seed)), size, app.theme)

    app.warmup.want(key, plan)


def want_session(app, art, session) -> None:
    """Warm the rest of an open game's cards (the plan is made here, from the table's own view)."""
    size = tuple(app.size)
    engine = session.engine
    key = ("noah", tuple(engine.options.get("factions") or ()), engine.options.get("mission"),
           bool(engine.options.get("harder")), engine.seed, size)
    planned = jobs(art, _noah(session), size, app.theme)
    app.warmup.want(key, lambda: planned)


def want_save(app, path) -> None:
    """Warm the pictures of a saved game (the autosave that Continue opens), replayed on the worker."""
    warm_save(app, path, "noah", lambda session, size: jobs(_art(app), _noah(session), size, app.theme))


def jobs(art, noah, size, th=None) -> list[tuple]:
    """(art, card, size, face) for every picture the first frames show, then the rest of the game's cards.

    With a theme `th`, the table's common text comes right after the first pictures, as
    (None, job, None, None): a main-thread job that renders it (see `texts`)."""
    # The table's modules are imported here, on the worker, not when the table opens (the scene itself,
    # which asks this module for the rest of its game's cards, is then quick to import).
    from game.table.noah import board, director, places, status_bar, zones  # noqa: F401
    from game.table.noah import layout as lay
    view, cards = noah.view, noah.cards
    factions = view["factions"]
    n = len(factions)
    turn = view["turn"]["seat"] if view["turn"]["seat"] >= 0 else 0
    # From three seats up the seat in focus has a wide zone and the others compact ones: both sizes.
    L = lay.compute(size, n, focus=turn if n >= lay.FOCUS_FROM else None)
    enemy, loc, slot, deck = L.enemies[0].size, L.locations[0].size, L.display[0].size, L.merc_deck.size
    hand = L.zones[turn].card
    hands = {z.card for z in L.zones}
    playeds = {z.played.size for z in L.zones}
    first = [(c, loc, "front") for c in view["locations"]]
    first.append((sorted(cards.enemies)[0], enemy, "back"))      # every face-down Enemy shows this back
    first.append((sorted(cards.mercenaries)[0], deck, "back"))
    first += [(r["enemy"], enemy, "front") for r in view["row"] if r["face_up"]]
    first += [(c, slot, "front") for c in view["mercenary_display"]]
    for i, f in enumerate(factions):
        first += [(c, L.zones[i].card, "front") for c in f["hand"]]
        first += [(c, L.zones[i].card, "front") for c in f["mercenaries"]]
    later = []
    for f in factions:
        for c in sorted(set(f["hand"]) | set(f["supply"])):
            later += [(c, h, "front") for h in sorted(hands)] + [(c, p, "front") for p in sorted(playeds)]
    for c in sorted(cards.mercenaries):
        later += [(c, slot, "front"), (c, hand, "front")]
    later += [(c, enemy, "front") for c in sorted(cards.enemies)]    # which are in the deck is hidden
    out, seen = [], set()
    for card, sz, face in first + later:
        if (card, sz, face) not in seen:
            seen.add((card, sz, face))
            out.append((art, card, tuple(sz), face))
    if th is not None:
        from game.table.noah.texts import text_jobs
        at = len(set(first))   # after the pictures of the first frames
        out[at:at] = [(None, job, None, None) for job in text_jobs(th, noah, L, art)]
    return out
