"""`python -m engine SUBCOMMAND ...`: each subcommand lives in engine/cli/<name>.py."""

from __future__ import annotations

import argparse
import importlib
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
    args = build_parser().parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
