"""How a level is named on a command line, and the search the app buys it.

The arena and `python -m engine bot` both read `LEVEL` or `LEVEL@N` and give a
plain searching level the app's effort. This module relies only on interfaces
that release v0.1.0 already had (`engine.ai.LEVELS`, a game's players package
with its `LEVELS` table, `engine.games.game_module`), so it can be copied into
an older checkout together with engine/cli/bot.py (docs/bot-protocol.md).
"""

from __future__ import annotations

import importlib

from ..games import game_module
from . import LEVELS

# Pure Python runs about twice as slow in Pyodide as in CPython, so the search
# the app buys with its budget in the browser takes half the time here.
PYODIDE_SLOWDOWN = 2.0
# Sampled worlds per decision: at most some seconds a decision in CPython (a
# few hundred take a fraction of a second), never a search that outlives the match.
MAX_WORLDS = 10_000


def app_budget(game: str, level: str) -> float | None:
    """Seconds per decision in CPython for the search the app's `level` does
    in Pyodide; None for a level that does not search (`easy`)."""
    game_module(game)  # raises RecordError for an unknown game
    levels = getattr(importlib.import_module(f"{__package__}.{game}"), "LEVELS", {})
    return float(levels[level][0]) / PYODIDE_SLOWDOWN if level in levels else None


def parse_level(text: str) -> tuple[str, int | None]:
    """`LEVEL` or `LEVEL@N` as (level, N); ValueError for anything else."""
    level, at, count = text.partition("@")
    digits = count.isascii() and count.isdigit() and len(count) <= len(str(MAX_WORLDS))
    if level not in LEVELS or (at and not (digits and 0 < int(count) <= MAX_WORLDS)):
        raise ValueError(f"{text!r} is not LEVEL or LEVEL@N with a level of "
                         f"{', '.join(LEVELS)} and N from 1 to {MAX_WORLDS}")
    return level, int(count) if at else None
