"""theme.wrap keeps what it wrapped (a prompt's words are wrapped every frame): the same words, font
and width give the same lines, another width or font wraps again, and the lines handed out are the
caller's own."""
from __future__ import annotations

import pygame

from game.table import theme


def test_wrapped_lines_are_kept_per_font_and_width_and_handed_out_as_copies():
    pygame.font.init()
    small, large = pygame.font.Font(None, 14), pygame.font.Font(None, 30)
    words = "Choose an animal of your Field to move one space along one of its Vectors"
    narrow = theme.wrap(small, words, 120)
    assert narrow == theme._wrapped(small, words, 120) and len(narrow) > 1
    narrow.append("scribbled on by a caller")
    assert theme.wrap(small, words, 120) == theme._wrapped(small, words, 120)
    assert theme.wrap(small, words, 600) == theme._wrapped(small, words, 600) != theme.wrap(small, words, 120)
    assert theme.wrap(large, words, 120) == theme._wrapped(large, words, 120) != theme.wrap(small, words, 120)
