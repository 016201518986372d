"""Stichfest's one entry point: set up, build, serve and test.

    python3 build.py test [PYTEST ARGS]   set up everything, then run all tests

Standard library only, so that it runs on a fresh machine before anything
is installed.
"""

from __future__ import annotations

import base64
import hashlib
import io
import os
import shutil
import subprocess
import sys
import tarfile
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent
CACHE = ROOT / ".cache"
VENV = ROOT / ".venv"

PYODIDE_VERSION = "314.0.7"
PYODIDE_TARBALL = f"https://registry.npmjs.org/pyodide/-/pyodide-{PYODIDE_VERSION}.tgz"
PYODIDE_INTEGRITY = (
    "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A=="
)
PYODIDE_DIR = CACHE / f"pyodide-{PYODIDE_VERSION}"
CHROMIUM = Path("/usr/bin/chromium")


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(*args: str | Path, **kwargs: object) -> None:
    subprocess.run([str(a) for a in args], check=True, **kwargs)  # type: ignore[call-overload]


def fetch_pyodide() -> Path:
    """Unpack the pinned Pyodide runtime from the npm registry, integrity checked."""
    marker = PYODIDE_DIR / "pyodide.asm.wasm"
    if marker.exists():
        return PYODIDE_DIR
    log(f"fetching pyodide {PYODIDE_VERSION} from the npm registry")
    with urllib.request.urlopen(PYODIDE_TARBALL, timeout=120) as response:
        data = response.read()
    algorithm, expected = PYODIDE_INTEGRITY.split("-", 1)
    actual = base64.b64encode(hashlib.new(algorithm, data).digest()).decode()
    if actual != expected:
        sys.exit(f"pyodide tarball integrity mismatch: {actual} != {expected}")
    staging = PYODIDE_DIR.with_suffix(".partial")
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as archive:
        for member in archive.getmembers():
            if member.isfile() and member.name.startswith("package/"):
                member.name = member.name.removeprefix("package/")
                archive.extract(member, staging, filter="data")
    shutil.rmtree(PYODIDE_DIR, ignore_errors=True)
    staging.rename(PYODIDE_DIR)
    return PYODIDE_DIR


def venv_python() -> Path:
    return VENV / "bin" / "python"


def setup_python() -> Path:
    """A project virtualenv with the engine (editable) and the test tools."""
    if not venv_python().exists():
        log("creating .venv")
        run(sys.executable, "-m", "venv", VENV)
    stamp = VENV / ".installed"
    pyproject = ROOT / "pyproject.toml"
    if not stamp.exists() or stamp.read_text() != pyproject.read_text():
        log("installing python packages")
        run(venv_python(), "-m", "pip", "install", "--quiet", "--upgrade", "pip")
        run(venv_python(), "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[test]")
        stamp.write_text(pyproject.read_text())
    return venv_python()


def setup_chromium() -> None:
    """Chromium from Debian's packages (Playwright cannot download browsers here)."""
    if CHROMIUM.exists() or not shutil.which("apt-get"):
        return
    log("installing chromium from Debian's packages")
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(*sudo, "apt-get", "update", "-q", env=env)
    run(*sudo, "apt-get", "install", "-y", "-q", "chromium", env=env)


def command_test(pytest_args: list[str]) -> int:
    python = setup_python()
    fetch_pyodide()
    setup_chromium()
    return subprocess.call([str(python), "-m", "pytest", *pytest_args], cwd=ROOT)


def main(argv: list[str]) -> int:
    if not argv or argv[0] in {"-h", "--help"}:
        print(__doc__)
        return 0
    command, rest = argv[0], argv[1:]
    if command == "test":
        return command_test(rest)
    print(f"unknown command {command!r}\n{__doc__}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
