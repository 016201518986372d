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
import os
import random
import select
import signal
import subprocess
import time
from collections.abc import Sequence
from typing import Any

from ..errors import RecordError, shorten
from ..record import loads

PROTOCOL = "stichfest-bot/1"
DEFAULT_TIMEOUT = 30.0  # seconds a bot may take for one answer
MAX_TIMEOUT = 3600.0  # an hour for one answer: a longer wait is a hung bot
MAX_ANSWER = 10_000  # bytes in one answer line; an action takes about a hundred


class BotError(RuntimeError):
    """The bot answered no line in time, a line too long, more than one line,
    or a line that is not a JSON answer object."""


class BotPlayer:
    """A Player (and volunteer) backed by an outside process; it answers with
    the program's JSON, which only the driver turns into an action.

    Any error stops the process: the next request starts a fresh one, so one
    stray or late line cannot shift every later answer by one.
    """

    def __init__(self, command: Sequence[str], timeout: float = DEFAULT_TIMEOUT) -> None:
        self.command = list(command)
        self.timeout = timeout
        self.process: subprocess.Popen[bytes] | None = None

    def _ask(self, kind: str, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        request = {"protocol": PROTOCOL, "type": kind, "view": view.to_json(),
                   "legal": [a.to_json() for a in legal], "seed": rng.getrandbits(32)}
        try:
            line = self._exchange(json.dumps(request).encode() + b"\n")
        except OSError as error:
            self.stop()
            raise BotError(f"bot {self.command[0]}: {error.strerror or error}") from error
        except BotError:
            self.stop()
            raise
        try:
            answer = loads(line.decode("utf-8", "replace"))
        except RecordError:
            answer = None
        if isinstance(answer, dict) and "action" not in answer and "error" in answer:
            self.stop()
            raise BotError(shorten(f"bot {self.command[0]} could not serve the request: "
                                   f"{answer['error']}"))
        if not isinstance(answer, dict) or "action" not in answer:
            self.stop()
            raise BotError(f"bot {self.command[0]} answered no JSON answer object: "
                           f"{line[:80].decode('utf-8', 'replace').strip()}")
        return answer["action"]

    def _exchange(self, request: bytes) -> bytes:
        """Send one request line and read one answer line within the timeout."""
        if self.process is None or self.process.poll() is not None:
            # its own process group, so that stopping it ends whatever it started too
            self.process = subprocess.Popen(self.command, stdin=subprocess.PIPE,
                                            stdout=subprocess.PIPE, start_new_session=True)
        assert self.process.stdin is not None and self.process.stdout is not None
        output = self.process.stdout.fileno()
        if select.select([output], [], [], 0)[0]:
            raise BotError(f"bot {self.command[0]} wrote a stray line nobody asked for")
        self.process.stdin.write(request)
        self.process.stdin.flush()
        deadline = time.monotonic() + self.timeout
        received = b""
        while b"\n" not in received:
            if len(received) > MAX_ANSWER:
                raise BotError(f"bot {self.command[0]} answered a line longer than "
                               f"{MAX_ANSWER} bytes")
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([output], [], [], left)[0]:
                raise BotError(f"bot {self.command[0]} did not answer within {self.timeout:g} s "
                               "(--bot-timeout)")
            chunk = os.read(output, MAX_ANSWER + 1 - len(received))
            if not chunk:
                raise BotError(f"bot {self.command[0]} closed its output")
            received += chunk
        line, _, rest = received.partition(b"\n")
        if rest:
            raise BotError(f"bot {self.command[0]} answered more than one line")
        return line

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return self._ask("choose", view, legal, rng)

    def volunteer(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return self._ask("volunteer", view, legal, rng)

    def stop(self) -> None:
        """End the process and its whole group at once; the next request starts
        a fresh one."""
        if self.process is not None:
            with contextlib.suppress(OSError):  # the group may be gone already
                os.killpg(self.process.pid, signal.SIGKILL)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=5)
            for stream in (self.process.stdin, self.process.stdout):
                with contextlib.suppress(OSError):
                    if stream is not None:
                        stream.close()
            self.process = None

    def close(self) -> None:
        """Let the process end on its own (its input closes), then stop what is
        left of its group: the process itself if it did not end, or what it started."""
        if self.process is not None and self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.close()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=5)
        self.stop()

    def __del__(self) -> None:
        with contextlib.suppress(OSError, subprocess.TimeoutExpired, ValueError):
            self.close()
