"""These tests build sprites into a cache of their own (headless SDL and card_dir: tests/conftest.py)."""
import pytest


@pytest.fixture(autouse=True)
def _own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("ARK_TABLE_CACHE", str(tmp_path / "cache"))
