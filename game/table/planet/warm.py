"""Which Noah Planet pictures to warm before a game opens, at the sizes its first frames draw them:
the seat on screen's hand, every ecosystem's species, the piles and the Selection Area. The plan
(setting the game up or replaying a save, laying the table out) runs on the warm-up's worker thread."""
from __future__ import annotations

from game.table.cardart import shared
from game.table.warmup import unique, warmers


def _art(app):
    from game.engine.planet.rules import PLANET
    from game.table.planet.cardinfo import PlanetCards
    return shared(app, PlanetCards(PLANET.cards).info, "planet")


def jobs(art, session, size) -> list[tuple]:
    """(art, card, size, face) for each picture the first frames draw, the seat on screen's first."""
    from game.table.planet import layout as lay
    from game.table.planet.cardinfo import PlanetCards, picture_id
    from game.table.planet.rows import tier_rows
    text = PlanetCards(session.rules.cards)
    viewer = session.first_viewer()
    view = session.view(viewer)
    L = lay.compute(size, len(session.seats), viewer, bool(view["selection"]))
    out: list[tuple] = [(art, picture_id(card), L.hand_card, "front") for card in view["hand"]]
    for seat in L.order:
        g = L.ecos[seat]
        ecosystem = view["ecosystems"][seat]
        _, card = tier_rows(g.body, {text.tier(u) for u in ecosystem}, g.max_card, L.scale)
        out += [(art, picture_id(u), card, "front") for u in ecosystem]
    pile = L.piles["noah"].size
    out.append((art, "back_noah", pile, "back"))
    shown = view["discard_pile"][-1:] + [view["plant_pile_top"]] + [c for c in view["selection"] if c]
    out += [(art, picture_id(c), pile, "front") for c in shown if c]
    return unique(out)


want, want_save = warmers("planet", _art, jobs)
