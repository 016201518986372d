"""`python -m engine SUBCOMMAND ...`: each subcommand lives in engine/cli/<name>.py."""

from __future__ import annotations

import argparse
import errno
import importlib
import os
import pkgutil
import sys

from . import cli


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine", description="Stichfest engine tools")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for info in sorted(pkgutil.iter_modules(cli.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{cli.__name__}.{info.name}")
        if hasattr(module, "run"):
            sub = commands.add_parser(info.name, help=module.HELP, description=module.HELP)
            module.add_arguments(sub)
            sub.set_defaults(run=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the subcommand; a failure to write its output (a closed pipe, a
    full disk, standard output closed) is one line on standard error and
    status 1, never a traceback or a silent success."""
    args = build_parser().parse_args(argv)
    try:
        if sys.stdout is None:  # started with standard output closed
            raise OSError(errno.EBADF, "standard output is closed")
        status = int(args.run(args))
        sys.stdout.flush()
    except OSError as error:
        print(f"{args.command}: cannot write the output: {error.strerror or error}", file=sys.stderr)
        if sys.stdout is not None:  # what is still buffered is lost: not written again at exit
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return status


if __name__ == "__main__":
    sys.exit(main())
