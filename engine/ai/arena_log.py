"""The deal log of an arena match: one JSON line per played deal.

A match of 2,000 deals takes hours, so its results are written down deal by
deal: an interrupted match resumes where it stopped, and a match split with
`--first-deal` over several processes or machines adds up exactly, because
the summary is rebuilt from the deals themselves rather than from rounded
tables. The first line names the match; a log only ever holds one match.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import asdict, astuple, fields
from pathlib import Path
from typing import Any

from .arena import DealReport, Match, SeatGame

# What makes two logs the same match; the deal range may differ. The effort
# counts: `strong` searching 0.4 s a decision is another entrant than `strong`
# searching 16 worlds.
IDENTITY = ("game", "rules", "lineup", "seed", "iterations", "efforts")


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
    return _parse(path, path.read_text(encoding="utf-8"))


def _parse(path: Path, text: str) -> tuple[dict[str, Any], dict[int, DealReport]]:
    lines = _whole_lines(text).splitlines()
    try:
        head = json.loads(lines[0])["match"]
        if "efforts" not in head:  # written before the effort was recorded: fixed iterations
            head["efforts"] = identity(_match(head, 0))["efforts"]
        if set(head) != set(IDENTITY):
            raise LogError(f"{path}: the first line does not name a match")
        reports = {}
        for line in lines[1:]:
            if line.strip():
                report = _report(json.loads(line))
                reports[report.index] = report
    except (IndexError, KeyError, TypeError, json.JSONDecodeError) as error:
        raise LogError(f"{path}: not an arena log ({type(error).__name__}: {error})") from error
    return head, reports


def _whole_lines(text: str) -> str:
    """`text` without a last line cut off by a kill (such a line is not a deal)."""
    return text[:text.rfind("\n") + 1]


def _report(data: dict[str, Any]) -> DealReport:
    width = len(fields(SeatGame))
    if any(len(g) != width for g in data["games"]):
        raise TypeError(f"deal {data['index']}: a seat game needs {width} fields")
    return DealReport(int(data["index"]), [SeatGame(*g) for g in data["games"]], data["error"])


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
        text = path.read_text(encoding="utf-8") if path.exists() else ""
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
