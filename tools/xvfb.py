"""A private Xvfb display, for the benchmarks that measure the table in a real X window.

    with xvfb() as env:      # env: os.environ with DISPLAY set to the new display
        subprocess.run([...], env=dict(env, SDL_VIDEODRIVER="x11"))
"""
from __future__ import annotations

import os
import shutil
import subprocess
import time
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def xvfb(size: tuple[int, int] = (1920, 1080)):
    if shutil.which("Xvfb") is None:
        raise SystemExit("Xvfb is not installed (apt-get install xvfb): no real window to measure")
    number = next(n for n in range(90 + os.getpid() % 300, 1000)
                  if not Path(f"/tmp/.X{n}-lock").exists() and not Path(f"/tmp/.X11-unix/X{n}").exists())
    proc = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 10
        while not Path(f"/tmp/.X11-unix/X{number}").exists():
            if proc.poll() is not None or time.time() > deadline:
                raise SystemExit("Xvfb did not start")
            time.sleep(0.05)
        yield dict(os.environ, DISPLAY=f":{number}")
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:     # a loaded machine: it is killed instead
            proc.kill()
            proc.wait()
