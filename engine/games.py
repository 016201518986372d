"""The registry of games: a record's `game` field names its module."""

from __future__ import annotations

import importlib
from types import ModuleType

from .errors import RecordError

GAMES = ("doppelkopf", "schafkopf")


def game_module(name: object) -> ModuleType:
    """The module of game `name` (see docs/engine.md), or RecordError."""
    if name not in GAMES:
        raise RecordError(f"unknown game {name!r}; expected one of {', '.join(GAMES)}")
    return importlib.import_module(f"engine.{name}")
