"""`ark-table sweep`: the same seeds give the same table on one process, on every core, and on a small
local Dask cluster of several worker processes; the results come as JSON, CSV and an SVG chart."""
from __future__ import annotations

import csv
import json
from xml.etree import ElementTree

import pytest

from game.engine.sweep import main

SMALL = ["--game", "beast", "--deck-matrix", "farm,forest,city", "--games", "2", "--bot", "random",
         "--max-rounds", "6"]


def table_of(stem) -> list[dict]:
    return json.loads(stem.with_suffix(".json").read_text())["table"]


def test_a_sweep_on_every_core_gives_the_single_process_figures_and_writes_its_files(tmp_path, capsys):
    assert main(SMALL + ["--workers", "1", "--out", str(tmp_path / "one")]) == 0
    assert main(SMALL + ["--workers", "2", "--out", str(tmp_path / "two")]) == 0
    one, two = table_of(tmp_path / "one"), table_of(tmp_path / "two")
    assert one == two and [row["cell"] for row in one] == [
        "players 2, decks farm,forest", "players 2, decks farm,city", "players 2, decks forest,city"]
    rows = list(csv.DictReader(open(tmp_path / "one.csv")))
    assert len(rows) == 3 and {"share", "low", "high", "rounds_median"} <= set(rows[0])
    svg = (tmp_path / "one.svg").read_text()
    assert svg.startswith("<svg") and "decks farm,forest" in svg and "rounds (median)" in svg
    drawn = ElementTree.fromstring(svg)          # well-formed: a browser or viewer opens it
    bars = [e for e in drawn.iter("{http://www.w3.org/2000/svg}rect") if e.get("fill") in ("#4a7fb5", "#b58a4a")]
    assert len(bars) == 2 * len(one)             # each cell's win rate and its game length
    assert "2 process(es)" in capsys.readouterr().out


def test_a_sweep_on_a_local_dask_cluster_gives_the_single_process_figures(tmp_path, capsys):
    pytest.importorskip("distributed", reason="the test extra installs Dask distributed")
    assert main(SMALL + ["--workers", "1", "--out", str(tmp_path / "one")]) == 0
    assert main(SMALL + ["--dask", "2", "--out", str(tmp_path / "dask")]) == 0
    assert table_of(tmp_path / "dask") == table_of(tmp_path / "one")
    assert "Dask (2 local workers)" in capsys.readouterr().out


def test_the_local_dask_workers_run_without_their_sampling_profiler():
    distributed = pytest.importorskip("distributed", reason="the test extra installs Dask distributed")
    from game.engine.sweep import local_cluster
    cluster = local_cluster(1)
    try:
        with distributed.Client(cluster) as client:
            seen = client.run(lambda: __import__("dask").config.get("distributed.worker.profile.enabled"))
        assert list(seen.values()) == [False]
    finally:
        cluster.close()


def test_a_bad_axis_or_bot_is_a_sentence(capsys):
    assert main(["--game", "beast", "--vary", "variant"]) == 2
    assert "--vary wants OPTION=V1,V2" in capsys.readouterr().err
    assert main(["--game", "beast", "--bot", "genius"]) == 2
    assert "There is no bot 'genius'" in capsys.readouterr().err
