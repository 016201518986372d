"""The deal log of an arena match: one JSON line per played deal.

A match of 2,000 deals takes hours, so its results are written down deal by
deal: an interrupted match resumes where it stopped, and a match split with
`--first-deal` over several processes or machines adds up exactly, because
the summary is rebuilt from the deals themselves rather than from rounded
tables. The first line names the match; a log only ever holds one match.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import asdict, astuple, fields
from pathlib import Path
from typing import Any, TypeVar

from ..errors import EngineError
from ..games import game_module
from ..record import loads, read_text
from .arena import ROTATIONS, DealReport, Match, SeatGame, is_entrant

# What makes two logs the same match; the deal range may differ. The effort
# counts: `strong` searching 0.4 s a decision is another entrant than `strong`
# searching 16 worlds.
IDENTITY = ("game", "rules", "lineup", "seed", "iterations", "efforts")
T = TypeVar("T")
MAX_LOG_BYTES = 1 << 30  # a deal line takes about a kilobyte


class LogError(ValueError):
    """A log that is not an arena log, or belongs to another match."""


def identity(match: Match) -> dict[str, Any]:
    data = asdict(match)
    return {key: list(data[key]) if key in ("lineup", "efforts") else data[key]
            for key in IDENTITY}


def report_line(report: DealReport) -> str:
    games = [list(astuple(g)) for g in report.games]
    return json.dumps({"index": report.index, "games": games, "error": report.error})


def read(path: Path) -> tuple[dict[str, Any], dict[int, DealReport]]:
    """The match identity and the deals of the log at `path`, by deal index."""
    return _parse(path, read_text(path, MAX_LOG_BYTES))


def _parse(path: Path, text: str) -> tuple[dict[str, Any], dict[int, DealReport]]:
    lines = _whole_lines(text).splitlines()
    if not lines:
        raise LogError(f"{path}: not an arena log (it is empty)")
    head = _line(path, 1, lines[0], _head)
    reports = {}
    for number, line in enumerate(lines[1:], start=2):
        if line.strip():
            report = _line(path, number, line, _report)
            reports[report.index] = report
    return head, reports


def _line(path: Path, number: int, text: str, read: Callable[[object], T]) -> T:
    """Line `number` of the log read strictly, or LogError naming it."""
    try:
        return read(loads(text))
    except (ValueError, EngineError) as error:
        raise LogError(f"{path}: not an arena log (line {number}: {error})") from None


def _is_whole(value: object, low: int | None = None) -> bool:
    return (isinstance(value, int) and not isinstance(value, bool)
            and (low is None or value >= low))


def _head(data: object) -> dict[str, Any]:
    """The match a log's first line names, each value checked."""
    head = data.get("match") if isinstance(data, dict) else None
    if not isinstance(head, dict) or not set(IDENTITY) - {"efforts"} <= set(head) <= set(IDENTITY):
        raise ValueError(f"the first line must name a match with {', '.join(IDENTITY)}")
    game_module(head["game"]).Rules.from_json(head["rules"])
    lineup = head["lineup"]
    if not (isinstance(lineup, list) and len(lineup) == 4
            and all(isinstance(spec, str) and is_entrant(spec) for spec in lineup)):
        raise ValueError(f"the lineup must be four entrants, not {lineup!r}")
    if not _is_whole(head["seed"]) or not (head["iterations"] is None
                                           or _is_whole(head["iterations"], 1)):
        raise ValueError("the seed must be a whole number and iterations null or at least 1")
    if "efforts" not in head:  # written before the effort was recorded: fixed iterations
        head["efforts"] = identity(_match(head, 0))["efforts"]
    efforts = head["efforts"]
    if not (isinstance(efforts, list) and len(efforts) == 4
            and all(isinstance(e, str) for e in efforts)):
        raise ValueError(f"efforts must be four texts, not {efforts!r}")
    return head


def _whole_lines(text: str) -> str:
    """`text` without a last line cut off by a kill (such a line is not a deal)."""
    return text[:text.rfind("\n") + 1]


SEAT_GAMES = ROTATIONS * 4
_IS_TYPE: dict[str, Callable[[object], bool]] = {
    "int": _is_whole, "bool": lambda v: isinstance(v, bool), "str": lambda v: isinstance(v, str)}


def _report(data: object) -> DealReport:
    """One deal line: all four rotations' seat games, or an error and none."""
    if not isinstance(data, dict) or set(data) != {"index", "games", "error"}:
        raise ValueError("a deal line must hold exactly index, games and error")
    index, games, error = data["index"], data["games"], data["error"]
    if not _is_whole(index, 0):
        raise ValueError(f"a deal index must be a whole number from 0, not {index!r}")
    if error is not None:
        if not isinstance(error, str) or games != []:
            raise ValueError(f"deal {index}: an error is a text, and ends the deal without games")
        return DealReport(index, [], error)
    if not isinstance(games, list) or len(games) != SEAT_GAMES:
        count = len(games) if isinstance(games, list) else games
        raise ValueError(f"deal {index}: a deal holds {SEAT_GAMES} seat games, not {count!r}")
    return DealReport(index, [_seat_game(index, at, game) for at, game in enumerate(games)])


def _seat_game(index: int, at: int, data: object) -> SeatGame:
    """Seat game `at` of deal `index`: the entrant of that seat in that rotation, each field typed."""
    kinds = [str(f.type) for f in fields(SeatGame)]
    if not (isinstance(data, list) and len(data) == len(kinds)
            and all(_IS_TYPE[kind](value) for kind, value in zip(kinds, data, strict=True))):
        raise ValueError(f"deal {index}: seat game {at} must be {len(kinds)} fields "
                         f"({', '.join(kinds)})")
    game = SeatGame(*data)
    rotation, seat = divmod(at, 4)
    if game.entrant != (seat + rotation) % 4 or not 0 <= game.announcements_won <= game.announcements:
        raise ValueError(f"deal {index}: seat game {at} does not fit its seat and rotation")
    return game


def pool(paths: Iterable[Path]) -> tuple[Match, list[DealReport]]:
    """The match and every deal of several logs of the same match, in deal order."""
    heads, deals = [], {}
    for path in paths:
        head, reports = read(path)
        heads.append(head)
        deals.update(reports)
    if not heads:
        raise LogError("no log given")
    if any(h != heads[0] for h in heads):
        raise LogError("the logs belong to different matches")
    return _match(heads[0], len(deals)), [deals[i] for i in sorted(deals)]


def _match(head: dict[str, Any], deals: int) -> Match:
    return Match(head["game"], head["rules"], tuple(head["lineup"]), deals, head["seed"],
                 head["iterations"], efforts=tuple(head.get("efforts", ())))


class Log:
    """Appends the deals of `match` to `path`, keeping those already there."""

    def __init__(self, path: Path, match: Match) -> None:
        self.path = path
        self.done: dict[int, DealReport] = {}
        text = read_text(path, MAX_LOG_BYTES) if path.exists() else ""
        if text:
            head, self.done = _parse(path, text)
            if head != identity(match):
                raise LogError(f"{path} holds another match: {head}")
            if _whole_lines(text) != text:
                path.write_text(_whole_lines(text), encoding="utf-8")
        else:
            path.write_text(json.dumps({"match": identity(match)}) + "\n", encoding="utf-8")

    def add(self, report: DealReport) -> None:
        with self.path.open("a", encoding="utf-8") as out:
            out.write(report_line(report) + "\n")
