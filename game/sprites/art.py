"""Card art by game: the art window of a card is painted by its game's painters (the PAINTERS, by card
kind, of game/sprites/<game>_art.py, for each game of game.engine.gamelist.GAMES); a kind its game does not
paint gets the shared emblem."""
from __future__ import annotations

import pygame

from game.engine.cards import Problem
from game.engine.gamelist import game_module
from game.sprites.icons import IconSet
from game.sprites.paint import SS, paint_emblem, rng_for


def painters(game: str):
    """The module holding a game's painters (and, if it has one, its `art_problems(spec)`)."""
    return game_module(game, "game.sprites.{}_art")


def painter_for(game: str, kind: str):
    """The painter of a kind of a game's cards."""
    return painters(game).PAINTERS.get(kind, paint_emblem)


def art_problems(spec) -> list[Problem]:
    """What the card's game finds wrong with the fields its art reads (an Enemy's unknown shape)."""
    check = getattr(painters(spec.game), "art_problems", None)
    return check(spec) if check else []


def draw_art(size: tuple[int, int], kind: str, card_id: str, fields: dict, icons: IconSet,
             game: str) -> pygame.Surface:
    """The art window of one card (its fields with its id as `_id`, for painters whose shapes it picks)."""
    w, h = size[0] * SS, size[1] * SS
    surface = painter_for(game, kind)(w, h, rng_for(card_id), {**fields, "_id": card_id}, icons)
    return pygame.transform.smoothscale(surface, size)
