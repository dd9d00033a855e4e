"""The Noah Planet game state: plain dataclasses, JSON-safe, nothing from pygame.

Piles are lists whose top card is the END of the list. Cards are uids ('red_fox#2')."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.core.rng import Rng

# phases, in the words of the rulebook
SETUP_DISCARD = "setup_discard"   # Setup step 4: each player discards 2, from the first player on
DRAFT = "draft"                   # Strategy Variants: keep 1, pass the rest to the left, 7 times
ACTIONS = "actions"               # Action Phase
SEARCH = "search"                 # Action Phase, a Search waiting for its keep-one choice
FEEDING = "feeding"               # Feeding Phase: the player's Feed command
OVER = "over"


@dataclass
class Player:
    """One player: hand (hidden from the others), ecosystem (open), score on the scoring board."""

    hand: list[str] = field(default_factory=list)
    ecosystem: list[str] = field(default_factory=list)   # in the order the species arrived
    score: int = 0
    packet: list[str] = field(default_factory=list)      # the draft: the cards to pick from now
    kept: list[str] = field(default_factory=list)        # the draft: the cards picked so far
    picked: bool = False                                 # the draft: has picked this draft round


@dataclass
class PlanetState:
    rng: Rng
    players: list[Player]
    solo: bool
    strategy: bool                 # the Strategy Variants (draft, Selection Area, Develop)
    environments: list[str] = field(default_factory=list)     # Environment cards in play
    noah_pile: list[str] = field(default_factory=list)
    discard_pile: list[str] = field(default_factory=list)     # face up
    plant_pile: list[str] = field(default_factory=list)       # its top card is face up
    removed: list[str] = field(default_factory=list)          # out of the game, face up
    selection: list[str] = field(default_factory=list)        # Selection Area I, II, III ("" = empty)
    phase: str = SETUP_DISCARD
    turn: int = 0                  # whose turn (or whose setup discard) it is
    round: int = 1
    actions_left: int = 0
    actions_taken: int = 0         # actions spent this Action Phase
    searched: list[str] = field(default_factory=list)         # a Search's two cards, before the choice
    sheltered: bool = False        # Sanctuary: this turn, species that cannot eat do not go extinct
    draft_round: int = 0
    final_round: bool = False      # someone has reached the goal: this round is the last
    turns_taken: int = 0
    winners: list[int] = field(default_factory=list)
    result: str = ""               # the end screen's sentence
    goal_round: int = 0            # single player: the round the goal was reached in
