"""Game records (docs/record.md): read, replay and write, for every game in engine.games.

A game module (engine.games.GameModule) supplies `Rules.from_json`,
`Action.from_json`, `new_deal`, `record_extras` and the state's `to_record`;
this module knows nothing of any game's rules, so a new game plugs in
without edits here.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .errors import IllegalAction, RecordError
from .games import GameState, game_module
from .tricks import RECORD_FORMAT as FORMAT

MAX_NESTING = 32
MAX_BYTES = 1_000_000  # a record is a few KB
STRUCTURE = re.compile(r'["\\\[\]{}]')


def nesting_depth(text: str) -> int:
    """How deeply the arrays and objects in JSON `text` nest (strings skipped).

    Checked before parsing: very deep nesting makes the decoder recurse until
    CPython raises RecursionError, and in Pyodide it overflows the WebAssembly
    stack and kills the interpreter. A record nests four levels deep.
    """
    depth = deepest = 0
    in_string = False
    escaped_at = -1
    for match in STRUCTURE.finditer(text):
        char, at = match.group(), match.start()
        if in_string:
            if at == escaped_at:
                continue
            if char == "\\":
                escaped_at = at + 1
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _distinct_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            raise ValueError(f"duplicate key {key!r}")
        seen.add(key)
    return dict(pairs)


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"number {text} is beyond the range of a double")
    return number


def _not_json(name: str) -> float:
    raise ValueError(f"{name} is not a JSON number")


def loads(text: str) -> Any:
    """JSON `text` read strictly, as records, saves and the API's requests are:
    RecordError for malformed JSON, nesting deeper than MAX_NESTING, an object
    that names a key twice (which of two values counts would be a guess), or
    NaN, Infinity or a number that overflows a double (Python's json module
    takes them, a browser's JSON.parse does not)."""
    if nesting_depth(text) > MAX_NESTING:
        raise RecordError(f"malformed JSON: nested more than {MAX_NESTING} levels deep")
    try:
        return json.loads(text, object_pairs_hook=_distinct_keys, parse_float=_finite,
                          parse_constant=_not_json)
    except json.JSONDecodeError as error:
        raise RecordError(f"malformed JSON: {error.msg} at line {error.lineno} "
                          f"column {error.colno}") from None
    except ValueError as error:  # a duplicate key, NaN, or a number too long or too large
        raise RecordError(f"malformed JSON: {error}") from None


def parse(text: str) -> dict[str, Any]:
    """The record in `text`; RecordError for malformed JSON or a non-object."""
    data = loads(text)
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object")
    return data


def read_text(path: str | Path, max_bytes: int) -> str:
    """The UTF-8 text of file `path`; RecordError for anything but a regular
    file of at most `max_bytes`, checked before reading so that nothing blocks."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise RecordError(f"cannot read {path}: not a regular file")
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(descriptor, "rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):  # swapped since the check
                raise RecordError(f"cannot read {path}: not a regular file")
            data = file.read(max_bytes + 1)
        if len(data) > max_bytes:
            raise RecordError(f"{path} is larger than {max_bytes / 1e6:g} MB")
        return data.decode("utf-8")
    except (OSError, ValueError) as error:  # ValueError: not UTF-8, or a NUL in the path
        raise RecordError(f"cannot read {path}: {getattr(error, 'strerror', None) or error}") from None


def load(path: str | Path) -> dict[str, Any]:
    """The record in file `path` (a regular file of at most MAX_BYTES)."""
    return parse(read_text(path, MAX_BYTES))


def start(record: dict[str, Any]) -> GameState:
    """The state at the start of the recorded deal, before any action."""
    if not isinstance(record, dict):
        raise RecordError("a record must be a JSON object")
    if record.get("format", FORMAT) != FORMAT:
        raise RecordError(f"unknown format {record.get('format')!r}; expected {FORMAT}")
    module = game_module(record.get("game"))
    rules = module.Rules.from_json(record.get("rules", {}))
    if "dealer" not in record or "hands" not in record:
        raise RecordError("a record needs dealer and hands")
    hands = record["hands"]
    if not isinstance(hands, list) or not all(
            isinstance(hand, list) and all(isinstance(c, str) for c in hand) for hand in hands):
        raise RecordError("hands must be lists of card strings")
    return module.new_deal(rules, record["dealer"], record["hands"], **module.record_extras(record))


def replay(record: dict[str, Any]) -> GameState:
    """The state after every action of `record`, each checked against the rules.

    RecordError carries the index of the first bad action.
    """
    state = start(record)
    for _ in steps(record, state):
        pass
    return state


def steps(record: dict[str, Any], state: GameState) -> Iterator[tuple[int, Any]]:
    """Each action of `record` with its index, yielded just before it is applied
    to `state` (the record's start), so a caller sees the deal at every moment.

    RecordError carries the index of the first bad action.
    """
    module = game_module(record.get("game"))
    actions = record.get("actions", [])
    if not isinstance(actions, list):
        raise RecordError("actions must be a list")
    for index, data in enumerate(actions):
        try:
            action = module.Action.from_json(data)
            yield index, action
            state.apply(action)
        except (RecordError, IllegalAction) as error:
            reason = error.reason if isinstance(error, RecordError) else str(error)
            raise RecordError(reason, index) from None


def outcome(state: GameState) -> dict[str, Any]:
    """The replay output of docs/record.md: the result, or where an unfinished deal stands."""
    output: dict[str, Any] = state.result().to_json() if state.is_finished else state.progress()
    return output


def write(state: GameState) -> str:
    return json.dumps(state.to_record(), indent=1)
