"""`python -m engine arena`: a match on duplicate deals; see engine/ai/arena.py."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from ..ai import arena, arena_log
from ..ai.bot import DEFAULT_TIMEOUT, MAX_TIMEOUT
from ..ai.levels import MAX_WORLDS
from ..errors import EngineError, RecordError, shorten
from ..games import GAMES, game_module
from ..record import loads

HELP = "play computer players (or outside bots) against each other on duplicate deals"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", choices=GAMES, default=GAMES[0])
    parser.add_argument("--rules", default=None,
                        help='docs/record.md rules as JSON, e.g. \'{"profile": "points"}\' '
                             "(default: the game's default)")
    parser.add_argument("--lineup", default="strong,easy,easy,easy",
                        help="four comma-separated entrants: easy, normal, strong (the app's effort), "
                             "LEVEL@N (N sampled worlds per decision, reproducible) or bot:COMMAND "
                             "(a comma in COMMAND stays in it unless an entrant follows it) "
                             "(default: %(default)s)")
    parser.add_argument("--deals", type=int, default=100, help="duplicate deals (each played 4 times)")
    parser.add_argument("--first-deal", type=int, default=0,
                        help="index of the first deal (to split a long run)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=None,
                        help=f"sampled worlds per decision (1 to {MAX_WORLDS}) for every plain "
                             "normal or strong (default: the app's effort in seconds, see docs/engine.md)")
    parser.add_argument("--workers", type=int, default=min(2, processors()),
                        help="processes playing deals, at most the machine's processors "
                             "(default: %(default)s)")
    parser.add_argument("--bot-timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help="seconds a bot may take per answer, at most "
                             f"{MAX_TIMEOUT:g}; a late answer ends that deal as an error "
                             "(default: %(default)g)")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    parser.add_argument("--save", metavar="FILE",
                        help="write each deal to FILE as it is played (JSON lines); deals already "
                             "in FILE are not played again, so an interrupted match resumes")
    parser.add_argument("--pool", nargs="+", metavar="FILE",
                        help="play nothing: summarize the deals saved in FILE... (parts of one match)")
    parser.add_argument("--progress", type=int, default=0, metavar="N",
                        help="print the tables so far to standard error every N deals")


def run(args: argparse.Namespace) -> int:
    try:
        summary = _pooled(args.pool) if args.pool else _played(args)
    except (ValueError, OSError, EngineError) as error:  # a bad argument, line-up, rules or log
        print(shorten(f"arena: {error}"), file=sys.stderr)
        return 2
    print(json.dumps(summary.to_json(), indent=1) if args.json else summary.table())
    return 1 if summary.errors else 0


def _pooled(paths: list[str]) -> arena.Summary:
    match, reports = arena_log.pool(Path(p) for p in paths)
    summary = arena.Summary(match)
    for report in reports:
        summary.add(report)
    return summary


def processors() -> int:
    """The processors this process may run on: more workers would only wait for them."""
    sched_getaffinity = getattr(os, "sched_getaffinity", None)
    return len(sched_getaffinity(0)) if sched_getaffinity else os.cpu_count() or 1


def _check_counts(args: argparse.Namespace) -> None:
    """ValueError for a count out of its range (argparse checks only the type)."""
    ranges = {"deals": (0, None), "first_deal": (0, None), "iterations": (1, MAX_WORLDS),
              "workers": (1, processors()), "progress": (0, None)}
    for name, (low, high) in ranges.items():
        value = getattr(args, name)
        if value is None or (low <= value and (high is None or value <= high)):
            continue
        option = f"--{name.replace('_', '-')}"
        if high is None:
            raise ValueError(f"{option} must be at least {low}, not {value}")
        limit = " (the processors of this machine)" if name == "workers" else ""
        raise ValueError(f"{option} must be from {low} to {high}{limit}, not {value}")
    if not 0 < args.bot_timeout <= MAX_TIMEOUT:  # also refuses NaN
        raise ValueError(f"--bot-timeout must be seconds above 0 and at most {MAX_TIMEOUT:g}, "
                         f"not {args.bot_timeout}")


def _rules(args: argparse.Namespace) -> Any:
    if args.rules is None:
        return game_module(args.game).Rules.from_json({}).to_json()
    try:
        return loads(args.rules)
    except RecordError as error:
        raise ValueError(f"--rules: {error}") from None


def _played(args: argparse.Namespace) -> arena.Summary:
    _check_counts(args)
    lineup = arena.parse_lineup(args.lineup)
    match = arena.Match(args.game, _rules(args), lineup, args.deals, args.seed, args.iterations,
                        args.first_deal, bot_timeout=args.bot_timeout)
    arena.check(match)  # before the log is written
    summary = arena.Summary(match)
    log = arena_log.Log(Path(args.save), match) if args.save else None
    done_before = log.done if log else {}
    for index in range(match.first_deal, match.first_deal + match.deals):
        if index in done_before:
            summary.add(done_before[index])
    for report in arena.run(match, args.workers, skip=done_before):
        if log:
            log.add(report)
        summary.add(report)
        done = summary.deals + len(summary.errors)
        if args.progress and done % args.progress == 0 and done < args.deals:
            print(f"arena: {done}/{args.deals} deals\n{summary.table()}\n", file=sys.stderr, flush=True)
    return summary

