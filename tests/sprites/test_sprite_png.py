"""The sprite PNG writer: ISA-L's deflate when the isal package is installed, zlib otherwise; the same
pixels either way."""
from __future__ import annotations

import importlib
import sys

import pygame
import pytest

from game.sprites import pngio


def _card() -> pygame.Surface:
    surface = pygame.Surface((60, 84), pygame.SRCALPHA)
    surface.fill((240, 230, 210, 255))
    pygame.draw.circle(surface, (200, 40, 40, 255), (30, 42), 20)
    pygame.draw.rect(surface, (0, 0, 0, 0), (0, 0, 6, 6))          # a transparent corner
    return surface


def _reloaded(monkeypatch, deflate: str | None, isal_importable: bool = True):
    if deflate is None:
        monkeypatch.delenv("ARK_TABLE_DEFLATE", raising=False)
    else:
        monkeypatch.setenv("ARK_TABLE_DEFLATE", deflate)
    if not isal_importable:
        monkeypatch.setitem(sys.modules, "isal", None)              # `import isal` now fails
    return importlib.reload(pngio)


@pytest.fixture(autouse=True)
def _restore(monkeypatch):
    yield
    monkeypatch.undo()
    importlib.reload(pngio)


def _same_pixels(path, surface) -> bool:
    loaded = pygame.image.load(str(path))
    return pygame.image.tobytes(loaded, "RGBA") == pygame.image.tobytes(surface, "RGBA")


def test_without_isal_zlib_deflates_and_the_png_reads_back_exactly(monkeypatch, tmp_path):
    module = _reloaded(monkeypatch, None, isal_importable=False)
    assert module.DEFLATE == "zlib"
    module.save_png(_card(), tmp_path / "card.png")
    assert _same_pixels(tmp_path / "card.png", _card())


def test_with_isal_installed_it_deflates_and_the_png_reads_back_exactly(monkeypatch, tmp_path):
    pytest.importorskip("isal", reason="the isal package (the `fast` extra) is not installed")
    module = _reloaded(monkeypatch, None)
    assert module.DEFLATE == "isal"
    module.save_png(_card(), tmp_path / "card.png")
    assert _same_pixels(tmp_path / "card.png", _card())


def test_ark_table_deflate_zlib_chooses_zlib_even_with_isal_installed(monkeypatch):
    assert _reloaded(monkeypatch, "zlib").DEFLATE == "zlib"
