"""build.py's own pieces that need no browser: the wheel, the seal, the icons."""

from __future__ import annotations

import base64
import hashlib
import json
import sys
import zipfile
import zlib
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "e2e"))

from e2e_harness import build  # noqa: E402


def test_the_wheel_holds_the_engine_and_a_true_record(tmp_path: Path) -> None:
    wheel = build.write_wheel(tmp_path)
    assert wheel.name.endswith("-py3-none-any.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        dist_info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/RECORD"))
        assert {f"{dist_info}/METADATA", f"{dist_info}/WHEEL"} <= set(names)
        assert "engine/api.py" in names and "engine/__init__.py" in names
        assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
        assert "Requires-Dist" not in archive.read(f"{dist_info}/METADATA").decode()
        rows = [line.split(",") for line in archive.read(f"{dist_info}/RECORD").decode().splitlines()]
        listed = {row[0] for row in rows}
        assert listed == set(names)
        for path, digest, size in rows:
            if path.endswith("RECORD"):
                continue
            data = archive.read(path)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert (digest, int(size)) == (f"sha256={expected}", len(data)), path


def test_the_wheel_is_the_same_for_the_same_sources(tmp_path: Path) -> None:
    first = build.write_wheel(tmp_path / "a").read_bytes()
    assert build.write_wheel(tmp_path / "b").read_bytes() == first


@pytest.fixture
def tiny_site(tmp_path: Path) -> Path:
    site = tmp_path / "site"
    (site / "pyodide").mkdir(parents=True)
    for name in build.PYODIDE_FETCHED:
        (site / "pyodide" / name).write_bytes(b"x" * 10)
    (site / "engine").mkdir()
    (site / "engine" / "stichfest_engine-0.1.0-py3-none-any.whl").write_bytes(b"wheel")
    (site / "index.html").write_text("<!doctype html>")
    return site


def precache_of(site: Path) -> list[str]:
    text = (site / "service-worker.js").read_text()
    start = text.index("const PRECACHE = ") + len("const PRECACHE = ")
    return json.loads(text[start:text.index(";", start)])  # type: ignore[no-any-return]


def test_the_seal_lists_every_file_and_hashes_their_content(tiny_site: Path) -> None:
    version = build.seal(tiny_site)
    assert f'const VERSION = "{version}";' in (tiny_site / "service-worker.js").read_text()
    files = {p.relative_to(tiny_site).as_posix() for p in tiny_site.rglob("*") if p.is_file()}
    assert set(precache_of(tiny_site)) == (files - {"service-worker.js"}) | {"./"}
    info = json.loads((tiny_site / "build.json").read_text())
    assert info == {"version": version, "wheel": "engine/stichfest_engine-0.1.0-py3-none-any.whl",
                    "runtime_bytes": 10 * len(build.PYODIDE_FETCHED)}
    assert build.seal(tiny_site) == version, "sealing again changes nothing"
    (tiny_site / "index.html").write_text("<!doctype html><title>new</title>")
    assert build.seal(tiny_site) != version


def test_icons_are_square_pngs_of_their_size() -> None:
    for name, data in build.icons().items():
        assert data.startswith(b"\x89PNG\r\n\x1a\n")
        width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
        assert width == height == int(name.split("-")[1].removesuffix(".png"))
        rows = zlib.decompress(data[data.index(b"IDAT") + 4:data.index(b"IEND") - 8])
        assert len(rows) == height * (1 + 4 * width)
        corner_alpha, centre_alpha = rows[4], rows[(height // 2) * (1 + 4 * width) + 1 + 4 * (width // 2) + 3]
        # A maskable icon is cropped by the platform, so it must fill the square.
        assert corner_alpha == (255 if name.startswith("maskable") else 0)
        assert centre_alpha == 255
