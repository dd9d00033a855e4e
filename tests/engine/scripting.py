"""Running a scenario file written by a test through `ark-table script`."""
from __future__ import annotations

from game.engine import script


def run_script(tmp_path, text, capsys):
    """(exit status, stdout, stderr) of `ark-table script` on a scenario with this text."""
    path = tmp_path / "scenario.yaml"
    path.write_text(text)
    status = script.main([str(path)])
    out, err = capsys.readouterr()
    return status, out, err
