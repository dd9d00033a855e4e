"""The engine's feeding proposal carried on while the table waits: the view proposes the best feeding
found within a fixed number of steps (the same for every replay); a table that wants better asks for
this search and advances it a slice at a time between frames, until the best is proven (the search
from where the view's stopped, with the table's bound: FeedingSearch.tightened())."""
from __future__ import annotations

from game.engine.planet.feeding_phase import web_of
from game.engine.planet.game import Game
from game.engine.planet.solver import PROPOSAL_WORK, searched
from game.engine.planet.view import proposal_view


class FeedingProposal:
    """One ecosystem's proposal, searched on from where the view's stopped."""

    def __init__(self, game: Game, seat: int, order: tuple = ()):
        self.web = web_of(game, seat, order)
        self.seat = seat
        self.layout = tuple(order) if order else tuple(game.state.players[seat].ecosystem)
        self.search = searched(self.web, PROPOSAL_WORK).clone().tightened()

    @property
    def finished(self) -> bool:
        """The proposal is proven the best."""
        return self.search.finished

    def advance(self, work: int) -> bool:
        """Search on for at most `work` steps; True when a better feeding was found."""
        before = self.search.best
        self.search.run(work)
        return self.search.best is not before

    def view(self) -> dict:
        """The proposal as the view's `feeding` gives it."""
        return proposal_view(self.web, self.search, self.seat, self.layout)
