"""Files named by card fields (art, icons built from an emblem) are checked by `cards check` as the build
checks them: inside their folder, and an image of sane size for art."""
from __future__ import annotations

import struct
import zlib

import pygame
import pytest

from game import cards_cli
from game.sprites import paths
from game.sprites.artfiles import art_problem
from game.sprites.cardset import load_cards
from game.sprites.check import sprite_problems
from game.sprites.icons import IconSet


def png(width: int, height: int) -> bytes:
    """A PNG header claiming `width` x `height` (enough for the size check), then a tiny body."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    chunk = b"IHDR" + header
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + chunk + struct.pack(">I", zlib.crc32(chunk))


@pytest.fixture
def assets(tmp_path):
    folder = tmp_path / "assets"
    folder.mkdir()
    surface = pygame.Surface((8, 8))
    pygame.image.save(surface, str(folder / "good.png"))
    (folder / "words.png").write_text("this is not a picture")
    (folder / "bomb.png").write_bytes(png(100_000, 100_000))
    return folder


@pytest.mark.parametrize("name, words", [
    ("words.png", "is not an image"), ("bomb.png", "100000x100000 pixels"),
    ("../outside.png", "leaves the assets folder"), ("nothing.png", "no art file"),
])
def test_art_that_cannot_be_drawn_is_a_problem(assets, name, words):
    path, problem = art_problem(name, assets)
    assert path is None and words in problem


def test_a_real_image_is_accepted(assets):
    path, problem = art_problem("good.png", assets)
    assert problem is None and path == (assets / "good.png").resolve()


def test_cards_check_catches_art_that_is_not_an_image(card_dir, assets, monkeypatch):
    monkeypatch.setattr(paths, "ASSETS", assets)
    path = card_dir / "mercenaries.yaml"
    path.write_text(path.read_text().split("    art:")[0].rstrip("\n") + "\n    art: words.png\n")
    problems = sprite_problems(load_cards([card_dir], "noah"))
    [problem] = [p for p in problems if "not an image" in p.message]
    assert problem.file == str(path) and problem.line == 9


def test_cards_check_names_an_emblem_that_would_leave_the_icon_folder(card_dir):
    path = card_dir / "factions" / "testers.yaml"
    path.write_text(path.read_text().replace("emblem: leaf", "emblem: ../../secret"))
    problems = [p for p in sprite_problems(load_cards([card_dir], "noah")) if "icon name" in p.message]
    assert problems and all(p.file == str(path) for p in problems)
    assert len({p.message.split(": ", 1)[1] for p in problems}) == len(problems)   # said once a name


def test_the_icon_set_never_opens_a_file_for_a_name_that_is_not_an_icon_name():
    icons = IconSet()
    assert icons.file_of("../../etc/passwd") is None and icons.file_of("emblem_leaf") is not None
    assert icons.draw("emblem_../../x", 20).get_size()[1] == 20   # draws nothing, does not fail
