"""The garbage collector as the table keeps it: what exists once the table has started, and once a game
has been laid out, lives as long as the table or the game, so a full pass of the collector stops walking
it (gc.freeze). Full passes then cost what the frames made since, not the whole program: one landing in
a frame, or in the feeding search's slice of a still frame, no longer stalls it (47-59 ms at 80 species).
Until the first frame the collector does not run at all: starting makes next to no garbage, and its
passes over the modules being imported cost the start about 4 ms."""
from __future__ import annotations

import gc


def hold() -> None:
    """No collector passes until the program settles (its first frame)."""
    gc.disable()


def settle(collect: bool = True) -> None:
    """Everything alive now is left out of the collector's passes; `collect`: the garbage of what came
    before (a game left) is collected first, not kept for good."""
    if collect:
        gc.unfreeze()
        gc.collect()
    gc.freeze()
    gc.enable()


def release() -> None:
    """Everything goes back into the collector's passes (the program's main() returns to a caller that
    goes on: a test, a script)."""
    gc.unfreeze()
    gc.enable()
