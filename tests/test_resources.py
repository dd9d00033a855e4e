"""The shipped cards and assets: the checkout's folders, or the copies inside an installed wheel."""
from __future__ import annotations

from pathlib import Path

from game import resources

REPO = Path(__file__).resolve().parents[1]


def test_in_a_checkout_the_cards_and_assets_are_the_repositorys_own_folders():
    assert resources.CARDS == REPO / "cards" and resources.ASSETS == REPO / "assets"
    assert (resources.CARDS / "noah" / "core.yaml").is_file()


def test_in_an_installed_wheel_they_are_the_copies_inside_the_package(tmp_path, monkeypatch):
    shipped = tmp_path / "game" / "_data"
    (shipped / "cards").mkdir(parents=True)
    monkeypatch.setattr(resources, "SHIPPED", shipped)
    assert resources.data_root() == shipped


def test_no_code_finds_the_shipped_folders_from_its_own_file():
    """Paths built from __file__ up to the repository break in a wheel: game/resources.py is the one place."""
    offenders = []
    for path in (REPO / "game").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if path.name != "resources.py" and "__file__" in text and ('"cards"' in text or '"assets"' in text):
            offenders.append(str(path.relative_to(REPO)))
    assert offenders == []
