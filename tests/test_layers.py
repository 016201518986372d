"""The engine's layers: which part of the engine may import which.

Every module of engine/ belongs to one part; a module imports only from its
own part or from a part its own part builds on. The rules never depend on the
players, the players never on the analysis or the arena above them, the
generic core names no game. Static imports are checked (`import`, `from ...
import`, relative or not); the registries that load a game's package by name
at run time are the one sanctioned way downwards-to-upwards and are not
imports.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "engine"

# Each part by the paths of its modules (a folder ends with "/"); the longest
# matching path decides, so that a module named on its own leaves its folder's part.
PARTS: dict[str, tuple[str, ...]] = {
    "facade": ("engine/api.py", "engine/cli/", "engine/__main__.py"),
    "services": ("engine/practice.py", "engine/review.py", "engine/stats.py",
                 "engine/scoresheet.py", "engine/record.py"),
    "harness": ("engine/ai/arena.py", "engine/ai/arena_log.py", "engine/ai/bot.py",
                "engine/ai/levels.py", "engine/ai/analysis.py"),
    "players": ("engine/ai/",),
    "games": ("engine/doppelkopf/", "engine/schafkopf/"),
    "core": ("engine/__init__.py", "engine/errors.py", "engine/view.py", "engine/shuffle.py",
             "engine/games.py", "engine/tricks.py", "engine/rule_limits.py"),
}

# The parts each part may import from, besides itself.
MAY_IMPORT: dict[str, frozenset[str]] = {
    "facade": frozenset({"services", "harness", "players", "games", "core"}),
    # practice seats a computer player
    "services": frozenset({"players", "core"}),
    # matches and the analysis run players over records
    "harness": frozenset({"services", "players", "core"}),
    # players derive their fast models from the rules; they see views, never
    # the services, the arena or the analysis
    "players": frozenset({"games", "core"}),
    "games": frozenset({"core"}),
    "core": frozenset(),
}


def part_of(path: str) -> str | None:
    """The part of the module at `path` (relative to the repository), if any."""
    matches = [(len(prefix), part) for part, prefixes in PARTS.items() for prefix in prefixes
               if path == prefix or (prefix.endswith("/") and path.startswith(prefix))]
    return max(matches)[1] if matches else None


def module_file(name: str) -> str | None:
    """The path of the engine module `name` (dotted), if it is one."""
    base = Path(*name.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if (ROOT / candidate).is_file():
            return candidate.as_posix()
    return None


def imported_modules(path: str, source: str) -> list[tuple[int, str]]:
    """(line, module file) of every engine module the source at `path` imports."""
    package = Path(path).with_suffix("").parts
    if package[-1] != "__init__":
        package = package[:-1]
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else ()
            module = ".".join((*base, *([node.module] if node.module else [])))
            # `from package import name` imports the module `name` where there is one
            names = [f"{module}.{alias.name}" if module_file(f"{module}.{alias.name}") else module
                     for alias in node.names]
        found += [(node.lineno, file) for file in map(module_file, names)
                  if file is not None and file.startswith("engine/")]
    return found


def forbidden_imports(path: str, source: str) -> list[str]:
    """Each import of the source at `path` that leaves its part the wrong way."""
    mine = part_of(path)
    assert mine is not None, f"{path} belongs to no part"
    return [f"{path}:{line} ({mine}) imports {target} ({theirs})"
            for line, target in imported_modules(path, source)
            if (theirs := part_of(target)) != mine and theirs not in MAY_IMPORT[mine]]


def engine_modules() -> list[str]:
    return sorted(path.relative_to(ROOT).as_posix() for path in ENGINE.rglob("*.py"))


def test_every_engine_module_belongs_to_a_part() -> None:
    assert [path for path in engine_modules() if part_of(path) is None] == []


def test_engine_imports_follow_the_layers() -> None:
    found = [problem for path in engine_modules()
             for problem in forbidden_imports(path, (ROOT / path).read_text())]
    assert found == []


def test_an_import_against_the_layers_is_found() -> None:
    """A player that reaches up into the analysis, a rule that asks a player,
    the core naming a game: each found, relative or absolute."""
    assert forbidden_imports("engine/ai/doppelkopf/appraise.py", "from ..analysis import Scored")
    assert forbidden_imports("engine/doppelkopf/rules.py", "from ..ai import search")
    assert forbidden_imports("engine/tricks.py", "import engine.schafkopf.cards")
    assert not forbidden_imports("engine/ai/doppelkopf/appraise.py", "from ..search import Effort")
    assert not forbidden_imports("engine/api.py", "from .ai import analysis")
