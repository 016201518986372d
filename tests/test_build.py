"""build.py's own pieces that need no browser: the wheel, the seal, the icons,
the pinned npm packages and the type check of the front end."""

from __future__ import annotations

import base64
import hashlib
import io
import json
import subprocess
import sys
import tarfile
import zipfile
import zlib
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "e2e"))

from e2e_harness import build


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


def test_the_page_preloads_every_module_the_table_imports(tmp_path: Path) -> None:
    (tmp_path / "ui" / "parts").mkdir(parents=True)
    (tmp_path / "index.html").write_text(f"<head>\n  {build.EMBED_START[0]}\n</head>")
    (tmp_path / "ui" / "app.js").write_text(
        '/** @import { Snapshot } from "../rpc.js" */\nimport { a,\n  b } from "./parts/a.js";\n'
        'export { c } from "../c.js";\nconst lazy = () => import("./lazy.js");\n')
    (tmp_path / "ui" / "parts" / "a.js").write_text('import { c } from "../../c.js";\n')
    (tmp_path / "c.js").write_text("export const c = 1;\n")
    build.write_module_preloads(tmp_path)
    page = (tmp_path / "index.html").read_text()
    preloaded = [line.split('"')[3] for line in page.splitlines() if "modulepreload" in line]
    assert sorted(preloaded) == ["c.js", "ui/app.js", "ui/parts/a.js"]
    assert page.index("modulepreload") < page.index(build.EMBED_START[0])


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


# -- setup: pinned npm packages ---------------------------------------------------

def npm_tarball(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        for name, data in files.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


def integrity_of(data: bytes) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()


def test_a_package_whose_bytes_differ_from_the_pin_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    served = npm_tarball({"package/index.js": b"export {};"})
    monkeypatch.setattr(build.urllib.request, "urlopen", lambda url, timeout: io.BytesIO(served))
    assert build.fetch_npm("https://registry.invalid/p.tgz", integrity_of(served)) == served
    with pytest.raises(SystemExit, match="integrity mismatch"):
        build.fetch_npm("https://registry.invalid/p.tgz", integrity_of(served + b"tampered"))


def test_a_package_unpacks_whole_or_not_at_all(tmp_path: Path) -> None:
    data = npm_tarball({"package/bin/tool": b"run", "package/lib/a.js": b"a", "elsewhere/b.js": b"b"})
    target = build.unpack_npm(data, tmp_path / "tool-1.0.0")
    files = {p.relative_to(target).as_posix() for p in target.rglob("*") if p.is_file()}
    assert files == {"bin/tool", "lib/a.js"}
    assert [p.name for p in tmp_path.iterdir()] == ["tool-1.0.0"], "no half-unpacked folder stays"
    with pytest.raises((tarfile.TarError, EOFError)):
        build.unpack_npm(data[: len(data) // 2], tmp_path / "tool-2.0.0")
    assert not (tmp_path / "tool-2.0.0").exists()


# -- the type check of the front end ------------------------------------------------

def checked_files(project: Path) -> set[Path]:
    listed = subprocess.run(build.tsc_command("--listFilesOnly", "--project", project),
                            cwd=build.ROOT, capture_output=True, text=True, check=True)
    return {Path(line).resolve() for line in listed.stdout.splitlines()}


def test_every_script_of_the_front_end_is_type_checked() -> None:
    page, workers = (checked_files(project) for project in build.JS_PROJECTS)
    scripts = {p.resolve() for folder in (build.WEB, build.SERVICE_WORKER.parent)
               for p in folder.rglob("*") if p.suffix in {".js", ".mjs"}}
    ours = {p for p in page | workers if p.is_relative_to(build.ROOT / "web")
            or p.is_relative_to(build.ROOT / "service-worker")}
    assert ours == scripts
    assert build.PYODIDE_DIR / "pyodide.d.ts" in workers, "the worker's Pyodide is typed, not any"


def test_the_check_is_strict_and_shows_what_it_finds(tmp_path: Path,
                                                     capfd: pytest.CaptureFixture[str]) -> None:
    config = tmp_path / "jsconfig.json"
    config.write_text(json.dumps({"extends": str(build.JS_PROJECTS[0]), "include": ["*.js"]}))
    (tmp_path / "annotated.js").write_text("/** @param {number} n */\nexport const twice = (n) => 2 * n;\n")
    assert build.typecheck((config,)) == 0
    (tmp_path / "untyped.js").write_text(
        "export const half = (n) => n / 2;\n"
        "export const title = () => document.querySelector('h1').textContent;\n")
    assert build.typecheck((config,)) != 0
    shown = capfd.readouterr().out
    assert "untyped.js(1,22): error TS7006" in shown, "implicit any is an error"
    assert "untyped.js(2,28): error TS2531" in shown, "null is checked"
    assert "annotated.js" not in shown


def test_the_quick_run_checks_then_runs_the_quick_tests_without_chromium(
        monkeypatch: pytest.MonkeyPatch) -> None:
    done: list[object] = []
    monkeypatch.setattr(build, "setup_python", lambda: Path("python"))
    monkeypatch.setattr(build, "fetch_pyodide", lambda: build.PYODIDE_DIR)
    monkeypatch.setattr(build, "setup_chromium", lambda: done.append("chromium"))
    monkeypatch.setattr(build, "typecheck", lambda: done.append("tsc") or 0)
    monkeypatch.setattr(build, "ruff", lambda python: done.append("ruff") or 0)
    monkeypatch.setattr(build, "mypy", lambda python: done.append("mypy") or 0)
    monkeypatch.setattr(build.subprocess, "call", lambda args, cwd: done.append(args) or 0)
    assert build.command_test(["--quick", "-k", "wheel"]) == 0
    assert done == ["tsc", "ruff", "mypy", ["python", "-m", "pytest", *build.QUICK_TESTS, "-k", "wheel"]]
    done.clear()
    assert build.command_test(["-k", "wheel"]) == 0
    assert done == ["chromium", "tsc", "ruff", "mypy",
                    ["python", "-m", "pytest", *build.SHARDED_TESTS, "-k", "wheel"]]


def test_the_quick_tests_are_every_test_but_those_in_chromium_and_pyodide() -> None:
    listed = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                             *build.QUICK_TESTS], cwd=build.ROOT, capture_output=True, text=True, check=True)
    files = {line.split("::", 1)[0] for line in listed.stdout.splitlines() if "::" in line}
    tests = build.ROOT / "tests"
    expected = {path.relative_to(build.ROOT).as_posix() for path in tests.rglob("test_*.py")
                if not path.is_relative_to(tests / "e2e") and not path.is_relative_to(tests / "pyodide")}
    assert files == expected
