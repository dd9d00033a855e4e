"""The Scoring Phase: "Turn all eaten cards vertical. Add up the total point value of all the species
in your ecosystem and move your corresponding scoring token on the scoreboard accordingly." Then the
migratory animals are passed on (single player: they leave the game)."""
from __future__ import annotations

from game.engine.planet.definitions import card_id
from game.engine.planet.ecosystem import move_species
from game.engine.planet.environment import environment_of
from game.engine.planet.events import EatenCardsTurnedBack, MigratoryAnimalLeft, Scored
from game.engine.planet.game import Game
from game.engine.planet.web import Web, ranked


def ecosystem_points(game: Game, seat: int) -> tuple[int, tuple]:
    """What the living species of a seat's ecosystem score now, with each one's points."""
    state = game.state
    uids, score = ranked(game.cards, environment_of(game.cards, state.environments), state.players[seat].ecosystem)
    everyone = (1 << len(uids)) - 1
    breakdown = tuple((uids[i], points) for i, points in score.breakdown(everyone))
    return sum(points for _, points in breakdown), breakdown


def living_points(web: Web, alive: int) -> tuple[int, tuple]:
    """What the species of a web that came out of the feeding alive score, with each one's points (the
    same as `ecosystem_points` once the others have gone extinct: the web is not built again)."""
    uids = web.uids
    breakdown = tuple([(uids[i], points) for i, points in enumerate(web.score.each(alive)) if alive >> i & 1])
    return sum([points for _, points in breakdown]), breakdown


def scoring_phase(game: Game, seat: int, turned: tuple, scored: tuple[int, tuple], migrants: bool) -> None:
    """`scored`: the living species' points and each one's (living_points); `migrants`: False when no
    species of the ecosystem is a migratory animal (none to pass on)."""
    state = game.state
    if turned:
        game.emit(EatenCardsTurnedBack(seat, turned))
    points, breakdown = scored
    player = state.players[seat]
    old = player.score
    player.score += points
    game.emit(Scored(seat, points, old, player.score, breakdown))
    if migrants:
        pass_migratory_animals(game, seat)


def pass_migratory_animals(game: Game, seat: int) -> None:
    """Ruling R5: after scoring, each migratory animal moves to the next player's ecosystem (in turn
    order); a single player's migratory animals leave the game; Monsoon keeps them where they are."""
    state = game.state
    species = game.cards.species
    migratory = [u for u in state.players[seat].ecosystem if species[card_id(u)].migratory]
    if not migratory or environment_of(game.cards, state.environments).migration_stays:
        return
    for uid in migratory:
        if state.solo:
            state.players[seat].ecosystem.remove(uid)
            state.removed.append(uid)
            game.emit(MigratoryAnimalLeft(seat, uid))
        else:
            move_species(game, uid, seat, (seat + 1) % len(state.players), "migration")
