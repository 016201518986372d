"""The engine's own tests, run again inside Pyodide (Python 3.14, WebAssembly) under Node.

Pyodide is the pinned npm package (build.fetch_pyodide); pytest and its pure
Python dependencies are downloaded once as wheels into .cache/ and unpacked
into Pyodide. Fewer random deals there (STICHFEST_DEALS), the same tests.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WHEELS = ROOT / ".cache" / "pyodide-test-wheels"
PYTEST_WHEELS = ("pytest", "pluggy", "iniconfig", "packaging", "pygments")
DEALS = "400"
TEST_PATHS = ("tests/engine", "tests/schafkopf", "tests/test_game_contract.py")


def fetch_pyodide() -> Path:
    spec = importlib.util.spec_from_file_location("build", ROOT / "build.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    return Path(build.fetch_pyodide())


def fetch_wheels() -> Path:
    """pytest and its dependencies as wheels, in the versions this venv runs."""
    pins = [f"{name}=={importlib.metadata.version(name)}" for name in PYTEST_WHEELS]
    stamp = WHEELS / "pins.txt"
    if stamp.exists() and stamp.read_text() == "\n".join(pins):
        return WHEELS
    shutil.rmtree(WHEELS, ignore_errors=True)
    WHEELS.mkdir(parents=True)
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                    "--only-binary=:all:", "--dest", str(WHEELS), *pins], check=True)
    stamp.write_text("\n".join(pins))
    return WHEELS


@pytest.mark.pyodide
def test_engine_tests_pass_inside_pyodide() -> None:
    pyodide = fetch_pyodide()
    wheels = fetch_wheels()
    done = subprocess.run(
        ["node", str(Path(__file__).with_name("run_engine_tests.mjs")),
         str(pyodide), str(ROOT), str(wheels), DEALS, *TEST_PATHS],
        capture_output=True, text=True, timeout=1200, check=False)
    output = done.stdout + done.stderr
    report = "\n".join(line for line in output.splitlines() if len(line) < 400)[-6000:]
    assert done.returncode == 0, f"engine tests failed inside Pyodide:\n{report}"
    assert "python 3.14" in output and "emscripten" in output, report
    passed = re.search(r"(\d+) passed", output)
    assert passed and int(passed.group(1)) >= 100, f"too few tests ran in Pyodide:\n{report}"
