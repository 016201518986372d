"""An outside program in a seat: the JSON lines bot protocol (docs/bot-protocol.md).

The program is started once and kept running. For each decision it gets
one line of JSON on standard input and answers with one line on standard
output. The answer is passed on as JSON: the driver (engine/ai/driver.py)
matches it against the legal actions the seat was offered, as it checks
every player's answer.
"""

from __future__ import annotations

import contextlib
import json
import random
import subprocess
from collections.abc import Sequence
from typing import Any

PROTOCOL = "stichfest-bot/1"


class BotError(RuntimeError):
    """The bot answered no line, or a line that is not a JSON answer object."""


class BotPlayer:
    """A Player (and volunteer) backed by an outside process; it answers with
    the program's JSON, which only the driver turns into an action."""

    def __init__(self, command: Sequence[str]) -> None:
        self.command = list(command)
        self.process: subprocess.Popen[str] | None = None

    def _ask(self, kind: str, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        if self.process is None or self.process.poll() is not None:
            self.process = subprocess.Popen(self.command, stdin=subprocess.PIPE,
                                            stdout=subprocess.PIPE, text=True, bufsize=1)
        assert self.process.stdin is not None and self.process.stdout is not None
        request = {"protocol": PROTOCOL, "type": kind, "view": view.to_json(),
                   "legal": [a.to_json() for a in legal], "seed": rng.getrandbits(32)}
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise BotError(f"bot {self.command[0]} closed its output")
        try:
            return json.loads(line)["action"]
        except (ValueError, TypeError, KeyError) as error:
            raise BotError(f"bot answered no JSON answer object: {line.strip()[:80]}") from error

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return self._ask("choose", view, legal, rng)

    def volunteer(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return self._ask("volunteer", view, legal, rng)

    def close(self) -> None:
        if self.process is not None and self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.close()
            self.process.wait(timeout=5)

    def __del__(self) -> None:
        with contextlib.suppress(OSError, subprocess.TimeoutExpired, ValueError):
            self.close()

