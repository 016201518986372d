"""An outside program in a seat: the JSON lines bot protocol (docs/bot-protocol.md).

The program is started once and kept running. For each decision it gets
one line of JSON on standard input and answers with one line on standard
output; what it answers is checked against the legal actions it was sent.
"""

from __future__ import annotations

import json
import random
import subprocess
from collections.abc import Sequence
from typing import Any

PROTOCOL = "stichfest-bot/1"


class BotError(RuntimeError):
    """The bot answered something that is not one of the legal actions, or nothing."""


class BotPlayer:
    """A Player (and volunteer) backed by an outside process."""

    def __init__(self, command: Sequence[str]) -> None:
        self.command = list(command)
        self.process: subprocess.Popen[str] | None = None

    def _ask(self, kind: str, view: Any, legal: Sequence[Any], rng: random.Random) -> Any | None:
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
            answer = json.loads(line).get("action")
        except (ValueError, AttributeError) as error:
            raise BotError(f"bot answered malformed JSON: {line.strip()[:80]}") from error
        if answer is None and kind == "volunteer":
            return None
        for action in legal:
            if action.to_json() == answer or _without_seat(action.to_json()) == answer:
                return action
        raise BotError(f"bot answered an action that is not legal: {answer!r}")

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return self._ask("choose", view, legal, rng)

    def volunteer(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any | None:
        return self._ask("volunteer", view, legal, rng)

    def close(self) -> None:
        if self.process is not None and self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.close()
            self.process.wait(timeout=5)

    def __del__(self) -> None:
        try:
            self.close()
        except (OSError, subprocess.TimeoutExpired, ValueError):
            pass


def _without_seat(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k != "seat"}
