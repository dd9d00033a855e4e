"""Which Nature of the Beast pictures to warm before a game opens, at the sizes its first frames draw
them: the seat on screen's hand, every board's Pen, decks and cards in play. The plan (setting the
game up or replaying a save, laying the table out) runs on the warm-up's worker thread."""
from __future__ import annotations

from game.table.cardart import shared
from game.table.warmup import unique, warmers


def _art(app):
    from game.engine.beast.rules import BEAST
    from game.table.beast.cardinfo import BeastCards
    return shared(app, BeastCards(BEAST.cards).info, "beast")


def jobs(art, session, size) -> list[tuple]:
    """(art, card, size, face) for each picture the first frames draw, the seat on screen's first."""
    from game.table.beast import layout as lay
    from game.table.beast.cardinfo import picture_id
    viewer = session.first_viewer()
    view = session.view(viewer)
    L = lay.compute(size, len(session.seats), viewer, view["rows"], view["cols"], shared=view["board"] is not None,
                    tallies=view["tallies"])
    out: list[tuple] = []
    for card in view["players"][viewer]["hand"] or []:
        out.append((art, picture_id(card), L.hand_card, "front"))
    for seat in L.order:
        g, player = L.boards[seat], view["players"][seat]
        out += [(art, "back_troops", g.card, "back"), (art, "back_troops", g.troops.size, "back"),
                (art, "back_tricks", g.tricks.size, "back")]
        cards = [space["card"] for space in player["pen"] if space["face_up"] and space["card"]]
        cards += [card for line in player["field"] for animal in line if animal
                  for card in (animal["card"], animal["leader"], *animal["items"]) if card]
        cards += [human["card"] for human in player["humans"] if human]
        cards += [loc for line in player["locations"] for loc in line if loc] + player["trash"][-1:]
        out += [(art, picture_id(card), g.card, "front") for card in cards]
    return unique(out)


want, want_save = warmers("beast", _art, jobs)
