"""The busiest table of each game, for tools/bench_frames.py: 4 seats with full hands and boards, a
card held over the table with its targets lit, and cards flying. Each `busiest_<game>(size)` gives the
app, the table and `keep_busy(frame)`, called before each timed frame.

Benchmark set-up only: the games are real (played by the bots), the extra animations are fed to the
table's own director."""
from __future__ import annotations

import pygame

from game.table.app import App
from game.table.picking import Pick
from game.table.session import Session


def settled(app, table) -> None:
    """Pictures loaded and the first animations done. The background work of the first second (sounds,
    the rest of the game's card pictures) runs in the idle time between paced frames; timed frames come
    back to back, so it is finished first: this measures the table's steady drawing (bench_startup and
    bench_first_table_frame measure the start)."""
    for _ in range(240):
        app.frame(1 / 60)
        table.skip()
        if not table.busy:
            break
    app.sounds.wait()
    app.warmup.wait()
    while app.warmup.pending:
        app.warmup.step(1.0)
    from game.table.scenes.handoff import HandOff
    if isinstance(app.stack.scenes[-1], HandOff):      # the first person through the hand-off screen
        app.stack.scenes[-1].show()
    for _ in range(5):
        app.frame(1 / 60)


def hold(table, point) -> None:
    """The card under `point` picked up and dragged (its targets lit); the benchmark moves it."""
    hit = table.pick_at(point)
    assert hit is not None, f"no card to pick at {point}"
    legal = table.session.legal(hit.seat)
    candidates = table.adapter.candidates(legal, hit.source, hit.card)
    table.picking.picks["bench"] = Pick("bench", hit.seat, hit.card, hit.source, hit.index, pygame.Rect(hit.rect),
                                        hit.rect.center, hit.rect.center, candidates, moved=True)


def drag(table, frame: int) -> None:
    """Move the held card to and fro over the table."""
    table.picking.picks["bench"].pos = (700 + int(300 * ((frame % 120) / 120)), 300)


def overlapping(table) -> None:
    for a in list(table.anims.pending):
        a.blocking = False  # let them overlap, as many things move at once on a busy table


def busiest_noah(size):
    from game.engine.noah import events as ev
    from game.engine.noah.rules import NOAH
    from game.table.noah.scene import NoahTable
    app = App(size=size)
    app.open_menu()
    session = Session.new("noah", {"factions": sorted(NOAH.cards.factions)[:4]}, seed=5)
    # Fill every hand to the limit and give each faction a Mercenary: the busiest table NOAH draws.
    state = session.engine.state     # the benchmark's set-up: the table itself reads views only
    mercs = sorted(session.rules.cards.mercenaries)
    for seat, f in enumerate(state.factions):
        while len(f.hand) < session.rules.cards.core.hand_limit and f.supply:
            f.hand.append(f.supply.pop())
        f.mercenaries.append(mercs[seat % len(mercs)])
        f.played = [f.hand[0]]
    session.version += 1
    table = NoahTable(app, session, animate_setup=False)
    app.push(table)
    settled(app, table)
    rect = table.places.hand_layout(0)[2]
    hold(table, (rect.x + 4, rect.centery))

    def keep_busy(frame: int) -> None:
        """Dice always rolling; every 12 frames a card flying from a hand to its played pile (no event:
        the shown hands stay full) and a track moving."""
        if table.tray.throw is None or table.tray.throw.settled:
            table.director.animate(ev.HorrorDiceRolled("burst", 0, frame % 3, 0))
        if frame % 12 == 0:
            seat = frame // 12 % 4
            places = table.places
            hand = places.hand_cards(seat)
            card = hand[frame % len(hand)][0]
            table.director.fly(0.28, card, "front", lambda: places.rect_of(seat, "hand", card),
                               lambda: places.rect_of(seat, "played", card))
            table.director.animate(ev.TrackMoved(seat, "energy", 3, 3 + frame % 7))
        overlapping(table)
        drag(table, frame)
    return app, table, keep_busy


def hidden_hand_table(scene, engine, size):
    app = App(size=size)
    app.open_menu()
    table = scene(app, Session(engine), animate_setup=False)
    app.push(table)
    settled(app, table)
    return app, table


def flights(table, frame: int, pairs: list[tuple[str, str, str]]) -> None:
    """Every 12 frames a card flies between two places (cycling through `pairs`: card, from, to)."""
    if frame % 12 == 0:
        card, source, destination = pairs[frame // 12 % len(pairs)]
        table.director.carry(card, source, destination, 0.5)
    overlapping(table)
    drag(table, frame)


def busiest_planet(size):
    from planet_table import played
    from game.table.planet.scene import PlanetTable
    table_engine = played(7, 4, 16, bot="heuristic", variant="strategy")
    app, table = hidden_hand_table(PlanetTable, table_engine, size)
    card = next(k for k in table.layout() if k.startswith("hand:") and k.count(":") == 2)
    rect = table.layout()[card]
    hold(table, (rect[0] + 8, rect[1] + rect[3] // 2))
    seat = table.viewer
    pairs = [("back_noah", "pile:noah", f"handcount:{(seat + k) % 4}") for k in range(4)]
    return app, table, lambda frame: flights(table, frame, pairs)


def busiest_beast(size):
    from beast_table import played_until_battle
    from game.table.beast.scene import BeastTable
    app, table = hidden_hand_table(BeastTable, played_until_battle(7, 4), size)
    animal = next(k for k in table.layout() if k.startswith(f"animal:{table.viewer}:"))
    rect = table.layout()[animal]
    hold(table, (rect[0] + rect[2] // 2, rect[1] + rect[3] // 2))
    pairs = [("back_tricks", f"tricks:{k}", f"handcount:{k}") for k in range(4)]
    return app, table, lambda frame: flights(table, frame, pairs)


BUSIEST = {"noah": busiest_noah, "planet": busiest_planet, "beast": busiest_beast}
