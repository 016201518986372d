"""`python -m engine` commands whose output cannot be written: a closed pipe, a
full disk, standard output closed. Each says so in one line on standard error
and fails, never a traceback nor a silent success."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any

import pytest

from engine.games import game_module

ROOT = Path(__file__).resolve().parents[2]
RECORD = ROOT / "tests" / "golden" / "doppelkopf" / "dk-a-seed-example.json"

pytestmark = pytest.mark.skipif(sys.platform == "emscripten" or not Path("/dev/full").exists(),
                                reason="needs subprocesses and /dev/full")


def a_request() -> str:
    from engine.ai.bot import PROTOCOL  # CPython only, as the bot command itself

    module = game_module("doppelkopf")
    state = module.new_deal(module.Rules(), 0, module.random_hands(module.Rules(), random.Random(1)))
    view = module.view(state, state.to_move)
    return json.dumps({"protocol": PROTOCOL, "type": "choose", "view": view.to_json(),
                       "legal": [a.to_json() for a in view.legal], "seed": 1}) + "\n"


COMMANDS = {
    "replay": (["replay", str(RECORD)], ""),
    "arena": (["arena", "--game", "schafkopf", "--lineup", "easy,easy,easy,easy", "--deals", "1",
               "--workers", "1"], ""),
    "bot": (["bot", "easy"], None),  # its input: one request, made below
}


@contextmanager
def closed_pipe() -> Iterator[dict[str, Any]]:
    read_end, write_end = os.pipe()
    os.close(read_end)  # nobody will read: the first write fails
    try:
        yield {"stdout": write_end}
    finally:
        os.close(write_end)


@contextmanager
def full_disk() -> Iterator[dict[str, Any]]:
    with open("/dev/full", "w") as device:
        yield {"stdout": device}


@contextmanager
def closed_stdout() -> Iterator[dict[str, Any]]:
    yield {"preexec_fn": lambda: os.close(1)}


@pytest.mark.parametrize("output,reason", [(closed_pipe, "Broken pipe"), (full_disk, "No space left"),
                                           (closed_stdout, "standard output is closed")])
@pytest.mark.parametrize("command", list(COMMANDS))
def test_output_that_cannot_be_written_is_one_line_and_a_failure(
        command: str, output: Callable[[], AbstractContextManager[dict[str, Any]]], reason: str) -> None:
    args, given = COMMANDS[command]
    with output() as where:
        done = subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, stderr=subprocess.PIPE,
                              input=a_request() if given is None else given, text=True, timeout=300,
                              check=False, **where)
    assert done.returncode == 1
    assert done.stderr.startswith(f"{command}: cannot write the output: ")
    assert done.stderr.count("\n") == 1 and reason in done.stderr, done.stderr
