"""Play a game forward with legal commands chosen by a seeded picker (for determinism, saves, replay)."""
from __future__ import annotations

import random

from game.engine.noah.rules import NOAH


def active_seat(engine):
    seats = NOAH.active_seats(engine.state)
    return seats[0] if seats else None


def play(engine, steps: int, pick_seed: int = 0) -> list:
    """Submit up to `steps` legal commands; returns the commands submitted."""
    picker = random.Random(pick_seed)
    done = []
    for _ in range(steps):
        if engine.is_over:
            break
        seat = active_seat(engine)
        if seat is None:
            break
        commands = engine.legal_commands(seat)
        # favour playing cards over ending the turn, so games get somewhere
        non_end = [c for c in commands if type(c).__name__ != "EndTurn"]
        command = picker.choice(non_end if non_end and picker.random() < 0.8 else commands)
        engine.submit(command)
        done.append(command)
    return done
