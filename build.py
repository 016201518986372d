"""Stichfest's one entry point: set up, build, serve and test.

    python3 build.py                      assemble the static site in dist/
    python3 build.py serve [--port N]     build, then serve dist/ on 127.0.0.1
    python3 build.py test [PYTEST ARGS]   set up everything, check, then run all tests
    python3 build.py test --quick [...]   the checks and the tests that need neither
                                          Chromium nor Pyodide and are not slow
    python3 build.py typecheck            type check the front end's JavaScript (tsc)
    python3 build.py lint                 ruff and mypy --strict over the Python

Standard library only, so that it runs on a fresh machine before anything
is installed.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import html
import http.server
import inspect
import io
import json
import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import tomllib
import urllib.request
import zipfile
import zlib
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
# The files the browser needs; the npm package also holds typings and maps.
PYODIDE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                   "python_stdlib.zip", "pyodide-lock.json")
# The files the worker fetches while Pyodide boots (pyodide.asm.mjs is
# imported, not fetched): the total of its download progress.
PYODIDE_FETCHED = ("pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")

# The last TypeScript written in JavaScript: one tarball that runs on Node
# everywhere (7.x ships a native binary per platform).
TYPESCRIPT_VERSION = "6.0.3"
TYPESCRIPT_TARBALL = f"https://registry.npmjs.org/typescript/-/typescript-{TYPESCRIPT_VERSION}.tgz"
TYPESCRIPT_INTEGRITY = (
    "sha512-y2TvuxSZPDyQakkFRPZHKFm+KKVqIisdg9/CZwm9ftvKXLP8NRWj38/ODjNbr43SsoXqNuAisEf1GdCxqWcdBw=="
)
TYPESCRIPT_DIR = CACHE / f"typescript-{TYPESCRIPT_VERSION}"

FONT_PACKAGE = "@fontsource/noto-sans-arabic"
FONT_VERSION = "5.3.0"
FONT_TARBALL = f"https://registry.npmjs.org/{FONT_PACKAGE}/-/noto-sans-arabic-{FONT_VERSION}.tgz"
FONT_INTEGRITY = (
    "sha512-i3t6GR0LOReyJVEk+YfYCnxv53wuIelg7Y9NGNvOq4Diq/EP0YszaGXkQwfQNigLjfO4POrLaPGM0sNliGYk7A=="
)
FONT_FILES = {f"package/files/noto-sans-arabic-arabic-{weight}-normal.woff2":
              f"noto-sans-arabic-{weight}.woff2" for weight in (400, 700)}
FONT_DIR = CACHE / f"fonts-{FONT_VERSION}"

WEB = ROOT / "web"
ENGINE = ROOT / "engine"
SERVICE_WORKER = ROOT / "service-worker" / "service-worker.js"
DIST = ROOT / "dist"
CHROMIUM = Path("/usr/bin/chromium")

# The front end's JavaScript in two programs: the page with the DOM, the
# workers with the worker globals (the two sets of globals clash).
JS_PROJECTS = (ROOT / "jsconfig.json", ROOT / "jsconfig.workers.json")
# Typings placed where web/ imports their modules from (jsconfig.workers.json).
TYPINGS = CACHE / "typings"
PYTHON_SOURCES = ("engine", "tests", "bench", "build.py", "examples")


def log(message: str) -> None:
    print(f"[build] {message}", flush=True)


def run(*args: str | Path, **kwargs: object) -> None:
    subprocess.run([str(a) for a in args], check=True, **kwargs)  # type: ignore[call-overload]


def fetch_npm(url: str, integrity: str) -> bytes:
    """A package tarball from the npm registry, checked against its pinned integrity."""
    log(f"fetching {url.rsplit('/', 1)[-1]} from the npm registry")
    with urllib.request.urlopen(url, timeout=120) as response:
        data: bytes = response.read()
    algorithm, expected = integrity.split("-", 1)
    actual = base64.b64encode(hashlib.new(algorithm, data).digest()).decode()
    if actual != expected:
        sys.exit(f"{url}: integrity mismatch: {actual} != {expected}")
    return data


def unpack_npm(data: bytes, directory: Path) -> Path:
    """A package tarball's files in `directory`, which appears only once complete."""
    staging = directory.with_name(directory.name + ".partial")
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as archive:
        for member in archive.getmembers():
            if member.isfile() and member.name.startswith("package/"):
                member.name = member.name.removeprefix("package/")
                archive.extract(member, staging, filter="data")
    shutil.rmtree(directory, ignore_errors=True)
    staging.rename(directory)
    return directory


def fetch_pyodide() -> Path:
    """Unpack the pinned Pyodide runtime from the npm registry, integrity checked."""
    if (PYODIDE_DIR / "pyodide.asm.wasm").exists():
        return PYODIDE_DIR
    return unpack_npm(fetch_npm(PYODIDE_TARBALL, PYODIDE_INTEGRITY), PYODIDE_DIR)


def fetch_typescript() -> Path:
    """The pinned TypeScript compiler from the npm registry, integrity checked."""
    if (TYPESCRIPT_DIR / "lib" / "tsc.js").exists():
        return TYPESCRIPT_DIR
    return unpack_npm(fetch_npm(TYPESCRIPT_TARBALL, TYPESCRIPT_INTEGRITY), TYPESCRIPT_DIR)


def fetch_fonts() -> Path:
    """The Arabic font subsets (Chromium shows boxes without one), integrity checked."""
    if all((FONT_DIR / name).exists() for name in FONT_FILES.values()):
        return FONT_DIR
    data = fetch_npm(FONT_TARBALL, FONT_INTEGRITY)
    FONT_DIR.mkdir(parents=True, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as archive:
        for member, name in FONT_FILES.items():
            source = archive.extractfile(member)
            if source is None:
                sys.exit(f"{FONT_TARBALL}: {member} missing")
            (FONT_DIR / name).write_bytes(source.read())
    return FONT_DIR


# -- the engine wheel ---------------------------------------------------------

def project_version() -> str:
    for line in (ROOT / "pyproject.toml").read_text().splitlines():
        if line.startswith("version"):
            return line.split("=", 1)[1].strip().strip('"')
    sys.exit("pyproject.toml has no version")


def write_wheel(directory: Path) -> Path:
    """The engine as a pure-Python wheel without dependencies.

    Written by hand (a wheel is a zip with METADATA, WHEEL and RECORD) so
    that building needs neither PyPI nor a build backend; fixed timestamps
    keep it byte-identical for identical sources, and so the version hash.
    """
    name, version = "stichfest_engine", project_version()
    dist_info = f"{name}-{version}.dist-info"
    files = {path.relative_to(ROOT).as_posix(): path.read_bytes()
             for path in sorted(ENGINE.rglob("*"))
             if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"}
    files[f"{dist_info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: stichfest-engine\nVersion: {version}\n"
        "Summary: Rules engine and computer players for Doppelkopf and Schafkopf\n"
        "Requires-Python: >=3.11\n").encode()
    files[f"{dist_info}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: stichfest-build\nRoot-Is-Purelib: true\n"
        b"Tag: py3-none-any\n")
    record_lines = []
    for path, data in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record_lines.append(f"{path},sha256={digest},{len(data)}")
    record_lines.append(f"{dist_info}/RECORD,,")
    files[f"{dist_info}/RECORD"] = ("\n".join(record_lines) + "\n").encode()
    wheel = directory / f"{name}-{version}-py3-none-any.whl"
    directory.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, data in files.items():
            info = zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return wheel


# -- icons ----------------------------------------------------------------------

FELT = (0x1F, 0x51, 0x35)
CARD = (0xF4, 0xF1, 0xE8)
HEART = (0xC6, 0x28, 0x28)


def png(size: int, pixels: bytes) -> bytes:
    """An RGBA PNG: a signature, IHDR, one IDAT and IEND."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\0" + pixels[y * size * 4:(y + 1) * size * 4] for y in range(size))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def rounded_box(x: float, y: float, half_w: float, half_h: float, radius: float) -> float:
    """Signed distance from (x, y) to a rounded rectangle centred on the origin."""
    qx, qy = abs(x) - half_w + radius, abs(y) - half_h + radius
    return math.hypot(max(qx, 0.0), max(qy, 0.0)) + min(max(qx, qy), 0.0) - radius


def heart(x: float, y: float) -> float:
    """About the signed distance to a heart of height ~2.3 (implicit curve / gradient)."""
    y = -y + 0.25
    a = x * x + y * y - 1
    f = a ** 3 - x * x * y ** 3
    gx = 6 * x * a * a - 2 * x * y ** 3
    gy = 6 * y * a * a - 3 * x * x * y * y
    return f / max(math.hypot(gx, gy), 1e-6)


def draw_icon(size: int, maskable: bool) -> bytes:
    """A playing card with a heart on the felt; the maskable one fills the
    square and keeps the card inside the 80 % safe circle."""
    scale = size / 2
    card_h = 0.56 if maskable else 0.74
    out = bytearray()
    for row in range(size):
        for col in range(size):
            x, y = (col + 0.5) / scale - 1, (row + 0.5) / scale - 1
            px = 1 / scale  # one pixel in these units: the width of the soft edge
            back = 1.0 if maskable else min(max(0.5 - rounded_box(x, y, 1, 1, 0.36) / px, 0), 1)
            card = min(max(0.5 - rounded_box(x, y, card_h * 0.7, card_h, card_h * 0.14) / px, 0), 1)
            unit = card_h * 0.42
            mark = min(max(0.5 - heart(x / unit, y / unit) * unit / px, 0), 1)
            colour = [f + (c - f) * card for f, c in zip(FELT, CARD, strict=True)]
            colour = [c + (h - c) * mark for c, h in zip(colour, HEART, strict=True)]
            out += bytes(round(c) for c in colour) + bytes((round(255 * max(back, card)),))
    return png(size, bytes(out))


def icons() -> dict[str, bytes]:
    """The manifest's icons, cached under a hash of the code that draws them."""
    source = "".join(inspect.getsource(f) for f in (png, rounded_box, heart, draw_icon))
    key = hashlib.sha256(f"{source}{FELT}{CARD}{HEART}".encode()).hexdigest()[:12]
    directory = CACHE / f"icons-{key}"
    wanted = {f"{'maskable' if maskable else 'icon'}-{size}.png": (size, maskable)
              for size in (192, 512) for maskable in (False, True)}
    if not all((directory / name).exists() for name in wanted):
        log("drawing icons")
        directory.mkdir(parents=True, exist_ok=True)
        for name, (size, maskable) in wanted.items():
            (directory / name).write_bytes(draw_icon(size, maskable))
    return {name: (directory / name).read_bytes() for name in wanted}


# -- the site -------------------------------------------------------------------

def seal(site: Path) -> str:
    """Write build.json and the service worker for the files in `site`.

    The version is a hash over every file's path and bytes, so any change
    makes a new service worker; the precache list is every file there is.
    """
    generated = {"build.json", "service-worker.js"}
    files = sorted(path.relative_to(site).as_posix() for path in site.rglob("*")
                   if path.is_file() and path.relative_to(site).as_posix() not in generated)
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (site / name).read_bytes() + b"\0")
    version = digest.hexdigest()[:16]
    wheels = [name for name in files if name.endswith(".whl")]
    build_info = {
        "version": version,
        "wheel": wheels[0],
        "runtime_bytes": sum((site / "pyodide" / name).stat().st_size for name in PYODIDE_FETCHED),
    }
    (site / "build.json").write_text(json.dumps(build_info, indent=1) + "\n")
    precache = ["./", "build.json", *files]
    worker = SERVICE_WORKER.read_text()
    worker = worker.replace("__VERSION__", version).replace("__PRECACHE__", json.dumps(precache, indent=1))
    (site / "service-worker.js").write_text(worker)
    return version


# A static import or re-export of a module of the site (not a JSDoc @import,
# which sits in a comment).
STATIC_IMPORT = re.compile(r"^(?:import|export)\b[^;]*?\bfrom\s*\"(\.{1,2}/[^\"]+)\"", re.MULTILINE)
# The table's modules: main.js imports them while the engine starts.
TABLE_MODULE = "ui/app.js"


def static_imports(site: Path, entry: str) -> list[str]:
    """`entry` and every module it imports statically, as paths in `site`."""
    found: list[str] = []
    waiting = [entry]
    while waiting:
        module = waiting.pop()
        if module in found:
            continue
        found.append(module)
        folder = (site / module).parent
        for target in STATIC_IMPORT.findall((site / module).read_text()):
            waiting.append((folder / target).resolve().relative_to(site.resolve()).as_posix())
    return found


def write_module_preloads(site: Path) -> None:
    """index.html asks for the table's modules at once, not one import level
    after another, so that the saved table shows sooner."""
    page = (site / "index.html").read_text()
    links = "".join(f'<link rel="modulepreload" href="{module}">\n  '
                    for module in static_imports(site, TABLE_MODULE))
    (site / "index.html").write_text(page.replace(EMBED_START[0], links + EMBED_START[0]))


# embed.html is the app's page with the embed's start (docs/embed.md); a
# classic script first, which runs where the embed's modules cannot load.
EMBED_START = ('<script type="module" src="main.js"></script>',
               '<link rel="stylesheet" href="embed/embed.css">\n'
               '  <script src="embed/sandboxed.js"></script>\n'
               '  <script type="module" src="embed/start.js"></script>')
RIGHT_TO_LEFT = {"ar"}


def sandboxed_words(site: Path) -> str:
    """What a frame sandboxed without allow-same-origin says, in every language
    (embed/sandboxed.js shows one): there the page loads no module, nor the
    catalogs, so the words are in the page itself."""
    said = []
    for catalog in sorted((site / "i18n").glob("*.json")):
        code = catalog.stem
        text = json.loads(catalog.read_text(encoding="utf-8"))["embed.sandboxed"]
        direction = "rtl" if code in RIGHT_TO_LEFT else "ltr"
        said.append(f'<p lang="{code}" dir="{direction}" hidden>{html.escape(text)}</p>')
    return '<div id="sandboxed" role="alert" hidden>' + "".join(said) + "</div>"


def write_embed_page(site: Path) -> None:
    """embed.html from index.html, so that the two pages share one shell."""
    page = (site / "index.html").read_text()
    if EMBED_START[0] not in page or "<body>" not in page:
        sys.exit(f"web/index.html: {EMBED_START[0]} or <body> is missing; embed.html is made from it")
    page = page.replace(*EMBED_START).replace("<body>", f"<body>\n  {sandboxed_words(site)}", 1)
    (site / "embed.html").write_text(page)


def build(site: Path = DIST) -> str:
    """Assemble the static site in `site`; returns its version."""
    runtime, fonts = fetch_pyodide(), fetch_fonts()
    staging = site.with_name(site.name + ".partial")
    shutil.rmtree(staging, ignore_errors=True)
    shutil.copytree(WEB, staging, ignore=shutil.ignore_patterns(".*"))
    for folder in ("pyodide", "fonts", "icons"):
        (staging / folder).mkdir(exist_ok=True)
    for name in PYODIDE_RUNTIME:
        shutil.copy2(runtime / name, staging / "pyodide" / name)
    for name in FONT_FILES.values():
        shutil.copy2(fonts / name, staging / "fonts" / name)
    for name, data in icons().items():
        (staging / "icons" / name).write_bytes(data)
    write_wheel(staging / "engine")
    write_module_preloads(staging)
    write_embed_page(staging)
    version = seal(staging)
    shutil.rmtree(site, ignore_errors=True)
    staging.rename(site)
    log(f"built {site.relative_to(ROOT) if site.is_relative_to(ROOT) else site} (version {version})")
    return version


# Who may frame a page, as a header: a policy in a meta tag cannot say it.
# Any site may embed the game (docs/embed.md); everything else only the site
# itself. The file a request is answered with decides, not how its address
# is spelt (/%65mbed.html, /x/../index.html).
EMBED_PAGE = "embed.html"
FRAME_POLICY = "frame-ancestors 'self'"
EMBED_FRAME_POLICY = "frame-ancestors *"


def content_tag(path: Path) -> str:
    """A strong ETag from a file's bytes: an older file put back (a rollback)
    is told apart from the newer one, whatever its modification time."""
    digest = hashlib.sha256()
    with path.open("rb") as source:
        while chunk := source.read(1 << 20):
            digest.update(chunk)
    return f'"{digest.hexdigest()[:32]}"'


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types a PWA needs, revalidated on every load by
    their content; every answer with the header that says who may frame it."""

    # The base class's own attribute, a dict by its API.
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,  # noqa: RUF012
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".webmanifest": "application/manifest+json",
                      ".woff2": "font/woff2", ".json": "application/json",
                      ".whl": "application/zip", ".zip": "application/zip"}

    def served_file(self) -> Path | None:
        """The file this request is answered with, as the base class finds it."""
        path = Path(self.translate_path(self.path))
        if self.translate_path(self.path).endswith("/"):
            path = path / "index.html"
        return path if path.is_file() else None

    def send_head(self) -> io.BufferedReader | io.BytesIO | None:  # type: ignore[override]
        """The base class's answer, but a 304 only for a matching content tag:
        never by modification time, which a rollback to older files keeps."""
        path = self.served_file()
        if path is None:
            return super().send_head()  # a redirect, a listing or a 404
        tag = content_tag(path)
        asked = {value.strip().removeprefix("W/")
                 for value in self.headers.get("If-None-Match", "").split(",")}
        if tag in asked or "*" in asked:
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self.send_header("ETag", tag)
            self.end_headers()
            return None
        source = path.open("rb")
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-type", self.guess_type(str(path)))
        self.send_header("Content-Length", str(os.fstat(source.fileno()).st_size))
        self.send_header("ETag", tag)
        self.end_headers()
        return source

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        embed = self.translate_path(self.path) == os.path.join(self.directory, EMBED_PAGE)
        self.send_header("Content-Security-Policy", EMBED_FRAME_POLICY if embed else FRAME_POLICY)
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        pass


def make_server(site: Path, port: int = 0,
                handler_class: type[SiteHandler] = SiteHandler) -> http.server.ThreadingHTTPServer:
    """A server for `site` on 127.0.0.1 (port 0 picks a free one); tests reuse it
    with a handler that serves a few files of their own."""
    handler = functools.partial(handler_class, directory=str(site))
    http.server.ThreadingHTTPServer.allow_reuse_address = True
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


def command_serve(args: list[str]) -> int:
    port = int(args[args.index("--port") + 1]) if "--port" in args else 8000
    build()
    server = make_server(DIST, port)
    print(f"Serving Stichfest at http://127.0.0.1:{server.server_address[1]}/ (Ctrl+C stops)",
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


# -- setup and tests -------------------------------------------------------------

def venv_python() -> Path:
    return VENV / "bin" / "python"


def installed_packages() -> str:
    """What the virtualenv installs from pyproject.toml: a change to the test
    settings or the linters' options there needs no new install."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return json.dumps([project["dependencies"], project["optional-dependencies"]], sort_keys=True)


def setup_python() -> Path:
    """A project virtualenv with the engine (editable) and the test tools."""
    if not venv_python().exists():
        log("creating .venv")
        run(sys.executable, "-m", "venv", VENV)
    stamp = VENV / ".installed"
    wanted = installed_packages()
    if not stamp.exists() or stamp.read_text() != wanted:
        log("installing python packages")
        run(venv_python(), "-m", "pip", "install", "--quiet", "--upgrade", "pip")
        run(venv_python(), "-m", "pip", "install", "--quiet", "-e", f"{ROOT}[test]")
        stamp.write_text(wanted)
    return venv_python()


def apt_install(package: str) -> None:
    log(f"installing {package} from Debian's packages")
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(*sudo, "apt-get", "update", "-q", env=env)
    run(*sudo, "apt-get", "install", "-y", "-q", package, env=env)


def setup_chromium() -> None:
    """Chromium from Debian's packages (Playwright cannot download browsers here)."""
    if not CHROMIUM.exists() and shutil.which("apt-get"):
        apt_install("chromium")


def setup_node() -> str:
    """Node.js, which runs TypeScript and the engine tests in Pyodide: Debian's where missing."""
    if not shutil.which("node") and shutil.which("apt-get"):
        apt_install("nodejs")
    node = shutil.which("node")
    if node is None:
        sys.exit("Node.js is missing and cannot be installed here")
    return node


def write_typings() -> None:
    """Pyodide's typings at web/pyodide/pyodide.mjs as TypeScript sees web/."""
    shim = TYPINGS / "pyodide" / "pyodide.d.mts"
    target = Path(os.path.relpath(fetch_pyodide() / "pyodide.js", shim.parent)).as_posix()
    text = f'export * from "{target}";\n'
    if not shim.exists() or shim.read_text() != text:
        shim.parent.mkdir(parents=True, exist_ok=True)
        shim.write_text(text)


def tsc_command(*args: str | Path) -> list[str]:
    """A command line of the pinned TypeScript compiler, with all it needs in place."""
    write_typings()
    return [setup_node(), str(fetch_typescript() / "bin" / "tsc"), *map(str, args)]


def typecheck(projects: tuple[Path, ...] = JS_PROJECTS) -> int:
    """TypeScript's checker over the JavaScript of `projects` (jsconfig files); 0 when clean."""
    failed = 0
    for project in projects:
        log(f"type checking the JavaScript of {project.name}")
        failed |= subprocess.call(tsc_command("--project", project, "--pretty", "false"), cwd=ROOT)
    return failed


def ruff(python: Path) -> int:
    log("ruff")
    return subprocess.call([str(python), "-m", "ruff", "check", *PYTHON_SOURCES], cwd=ROOT)


def mypy(python: Path) -> int:
    """mypy --strict over the engine, as pyproject.toml configures it."""
    log("mypy")
    return subprocess.call([str(python), "-m", "mypy"], cwd=ROOT)


def command_lint() -> int:
    python = setup_python()
    return ruff(python) | mypy(python)


# The tests a change in progress runs (pyproject.toml registers the markers).
QUICK_TESTS = ("-m", "not browser and not pyodide and not slow")
# The whole suite on every core (pytest-xdist). Each worker builds its own site
# and serves it on a port of its own, and no test leans on another's leftovers,
# so tests go to whichever worker is free ("worksteal"): the browser tests take
# from a few seconds to minutes each. The slowest tests of the run are listed
# at its end.
SHARDED_TESTS = ("-n", "auto", "--dist", "worksteal", "--durations=25")


def command_test(pytest_args: list[str]) -> int:
    """The checks first: any finding fails the command before the tests run.
    With --quick, only the tests without Chromium, Pyodide or long runs."""
    quick = "--quick" in pytest_args
    if quick:
        pytest_args = [*QUICK_TESTS, *(a for a in pytest_args if a != "--quick")]
    else:
        pytest_args = [*SHARDED_TESTS, *pytest_args]
    python = setup_python()
    fetch_pyodide()
    if not quick:
        setup_chromium()
    checks = [typecheck, functools.partial(ruff, python), functools.partial(mypy, python)]
    results = [check() for check in checks]  # every check runs and shows its findings
    if any(results):
        log("the checks failed, so the tests did not run")
        return 1
    return subprocess.call([str(python), "-m", "pytest", *pytest_args], cwd=ROOT)


def main(argv: list[str]) -> int:
    if not argv:
        build()
        return 0
    if argv[0] in {"-h", "--help"}:
        print(__doc__)
        return 0
    command, rest = argv[0], argv[1:]
    if command == "test":
        return command_test(rest)
    if command == "serve":
        return command_serve(rest)
    if command == "typecheck":
        return typecheck()
    if command == "lint":
        return command_lint()
    print(f"unknown command {command!r}\n{__doc__}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
