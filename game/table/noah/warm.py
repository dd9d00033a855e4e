"""Which NOAH card pictures to warm before a game starts, at the sizes its table will draw them: the
first frames' pictures, the table's common text (main-thread jobs, game.table.noah.texts), then the
rest of the game's cards. The plan (setting the game up or replaying a save, laying the table out)
runs on the warm-up's worker thread; a table that opens a game not warmed before (a lesson, a loaded
save) warms the rest of its cards from its own session (`game.table.warmup.warm_open`)."""
from __future__ import annotations

from game.table.cardart import shared
from game.table.warmup import warmers


def _art(app):
    from game.engine.noah.rules import NOAH
    from game.table.noah.cardinfo import NoahCards
    return shared(app, NoahCards(NOAH.cards).info, "noah")


def name(options: dict) -> tuple:
    """What names a NOAH game in the warm-up: the options a player chooses (the rules fill in the
    rest: the locations, the dial...), so the table opening the game just warmed finds it warmed."""
    return tuple(options.get("factions") or ()), options.get("mission"), bool(options.get("harder"))


def jobs(art, session, size) -> list[tuple]:
    """(art, card, size, face) for every picture the first frames show, then the rest of the game's cards;
    the table's common text, in the theme the pictures are drawn for, comes right after the first
    pictures, as (None, job, None, None): a main-thread job that renders it (see `texts`)."""
    # The table's modules are imported here, on the worker, not when the table opens (the scene itself,
    # which asks for the rest of its game's cards, is then quick to import).
    from game.table.noah import board, director, places, status_bar, zones  # noqa: F401
    from game.table.noah import layout as lay
    from game.table.noah.adapter import NoahAdapter
    from game.table.noah.texts import text_jobs
    noah = NoahAdapter(session)
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
    at = len(set(first))   # after the pictures of the first frames
    out[at:at] = [(None, job, None, None) for job in text_jobs(art.th, noah, L, art)]
    return out


want, want_save = warmers("noah", _art, jobs, name)
