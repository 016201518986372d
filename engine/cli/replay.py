"""`python -m engine replay FILE`: check a record and print its result as JSON.

Exit 0 with the result on stdout; exit 2 with one line on stderr naming the
action index and the reason for any bad record, or for a file that is not a
regular file of at most 1 MB.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..errors import RecordError, shorten
from ..record import load, outcome, replay

HELP = "check a game record against the rules and print its result as JSON"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the game record (docs/record.md)")


def run(args: argparse.Namespace) -> int:
    try:
        state = replay(load(args.file))
        output = outcome(state)
    except RecordError as error:
        where = f"action {error.index}" if error.index is not None else "record"
        print(shorten(f"replay: {args.file}: {where}: {error.reason}"), file=sys.stderr)
        return 2
    print(json.dumps(output))
    return 0
