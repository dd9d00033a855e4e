"""Which NOAH card pictures to warm before a game starts, at the sizes its table will draw them."""
from __future__ import annotations

from game.table.cardart import shared


def want(app, options: dict, seed: int) -> None:
    """Ask the app's warm-up to prepare the pictures of this new game at this window size."""
    from game.table.noah.cardinfo import NoahCards
    from game.table.noah.session import card_set
    art = shared(app, NoahCards(card_set()).info)
    # The engine fills in defaults (locations, dial...): key by what the player chose, so the table
    # opening the game just warmed does not start warming it again.
    key = ("noah", tuple(options.get("factions") or ()), options.get("mission"), bool(options.get("harder")),
           seed, tuple(app.size))
    size = tuple(app.size)
    app.warmup.want(key, lambda: jobs(art, options, seed, size))


def jobs(art, options: dict, seed: int, size) -> list[tuple]:
    """(art, card, size, face) for every picture the first frames show, then the rest of the game's cards."""
    from game.table.noah import scene  # noqa: F401  (the import happens here, not when the table opens)
    from game.table.noah import layout as lay
    from game.table.noah.session import NoahSession
    session = NoahSession.new(options, seed)
    state, cards = session.state, session.cards
    L = lay.compute(size, len(state.factions))
    enemy, loc, slot, deck = L.enemies[0].size, L.locations[0].size, L.display[0].size, L.merc_deck.size
    hand, played = L.zones[0].card, L.zones[0].played.size
    first = [(c, loc, "front") for c in state.locations]
    first.append((sorted(cards.enemies)[0], enemy, "back"))      # every face-down Enemy shows this back
    first.append((sorted(cards.mercenaries)[0], deck, "back"))
    first += [(r.enemy, enemy, "front") for r in state.row if r.face_up]
    first += [(c, slot, "front") for c in state.mercenary_display]
    for f in state.factions:
        first += [(c, hand, "front") for c in f.hand]
    later = []
    for f in state.factions:
        for c in sorted(set(f.hand) | set(f.supply)):
            later += [(c, hand, "front"), (c, played, "front")]
    for c in sorted(cards.mercenaries):
        later += [(c, slot, "front"), (c, hand, "front")]
    later += [(c, enemy, "front") for c in sorted(set(state.enemy_deck) | {r.enemy for r in state.row})]
    out, seen = [], set()
    for card, sz, face in first + later:
        if (card, sz, face) not in seen:
            seen.add((card, sz, face))
            out.append((art, card, tuple(sz), face))
    return out
