"""Subcommands of `python -m engine`, one module each.

A module here is a subcommand when it defines `HELP`, `add_arguments(parser)`
and `run(args) -> int`; engine/__main__.py finds them all.
"""
