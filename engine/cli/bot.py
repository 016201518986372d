"""`python -m engine bot LEVEL`: a computer level as an outside program.

It speaks the JSON lines protocol of docs/bot-protocol.md, so the arena can
seat it as `bot:python -m engine bot strong`. Each request's view and legal
actions are rebuilt as the engine's own values, so the level decides exactly
as it does in process. This file relies only on interfaces that release
v0.1.0 already had (`engine.ai.make_player`, the levels' `LEVELS` table,
`engine.ai.bot.PROTOCOL`, `engine.games`, `engine.record.parse`, a game's
`Action.from_json` and `Rules`, `engine.view.View`) and on
engine/ai/levels.py: copied with that file into an older checkout, it lets
that version's players meet today's through the arena.

Plain `normal` and `strong` search for the app's effort (`app_budget`), the
same the arena gives them in process; `LEVEL@N` fixes N sampled worlds per
decision and `--budget` sets the seconds instead. Requests are read as
records are (`engine.record.parse`): a line is bounded, and a duplicate key
or deep nesting is refused. A request it cannot serve gets an error answer
(docs/bot-protocol.md) and the next one is served.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any, TextIO

from .. import ai, record
from ..ai.bot import PROTOCOL
from ..ai.levels import app_budget, parse_level
from ..errors import EngineError
from ..games import GAMES, game_module
from ..view import View

# A view with its legal actions is a few kilobytes.
MAX_REQUEST = 1 << 20
# Seconds a decision may take: above 0, and well within a minute, so that
# the arena's timeout (--bot-timeout, 30 s by default) is never the search's.
MAX_BUDGET = 20.0

HELP = "serve a computer level to the arena over the bot protocol (JSON lines on stdin/stdout)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("level", metavar="LEVEL",
                        help=f"{', '.join(ai.LEVELS)}; LEVEL@N searches N worlds per decision")
    parser.add_argument("--game", choices=GAMES, default="doppelkopf")
    parser.add_argument("--rules", default=None,
                        help="rules as JSON that the player sees instead of the view's (for an "
                             "engine that does not know every option the arena sends)")
    parser.add_argument("--budget", type=float, default=None, metavar="S",
                        help=f"seconds per decision, above 0 and at most {MAX_BUDGET:g} "
                             "(default: the app's effort in CPython)")


class Server:
    """Answers protocol requests for one game with one player."""

    def __init__(self, game: str, player: Any, rules: dict[str, Any] | None = None) -> None:
        self.game = game_module(game)
        self.player = player
        self.rules = rules

    def answer(self, request: dict[str, Any]) -> dict[str, Any]:
        """The answer line to one request (EngineError, or whatever else the
        request's missing or wrong parts raise, for one this server cannot serve;
        the engine's errors quote a value shortened)."""
        if request.get("protocol") != PROTOCOL:
            raise EngineError(f"protocol {request.get('protocol')!r} is not {PROTOCOL}")
        data = {k: v for k, v in request["view"].items() if k != "legal"}
        if data.get("game") != self.game.GAME:
            raise EngineError(f"this bot plays {self.game.GAME}, not {data.get('game')!r}")
        if self.rules is not None:
            data["rules"] = self.rules
        legal = tuple(self.game.Action.from_json(a) for a in request["legal"])
        view = View(int(data["seat"]), data, legal)
        rng = random.Random(request["seed"])
        if request["type"] == "choose":
            action = self.player.choose(view, legal, rng)
        elif request["type"] == "volunteer":
            volunteer = getattr(self.player, "volunteer", None)
            action = volunteer(view, legal, rng) if volunteer is not None else None
        else:
            raise EngineError(f"unknown request type {request['type']!r}")
        return {"action": None if action is None else action.to_json()}

    def reply(self, line: str) -> dict[str, Any]:
        """The answer to one request line, or `{"error": ...}` saying why this
        bot cannot serve it. The request comes from outside: whatever it makes
        fail (a view with parts missing can trip the players' own checks) is
        its fault, told in one line, and the bot serves the next request."""
        try:
            return self.answer(record.parse(line))
        except Exception as error:
            return {"error": f"{type(error).__name__}: {error}"}

    def serve(self, requests: TextIO, answers: TextIO) -> None:
        while line := requests.readline(MAX_REQUEST):
            if len(line) == MAX_REQUEST and not line.endswith("\n"):
                while (rest := requests.readline(MAX_REQUEST)) and not rest.endswith("\n"):
                    pass  # the rest of the line belongs to the refused request
                reply = {"error": f"a request line is longer than {MAX_REQUEST} characters"}
            elif line.strip():
                reply = self.reply(line)
            else:
                continue
            answers.write(json.dumps(reply) + "\n")
            answers.flush()


def run(args: argparse.Namespace) -> int:
    try:
        level, iterations = parse_level(args.level)
        rules = None
        if args.rules is not None:
            rules = game_module(args.game).Rules.from_json(record.parse(args.rules)).to_json()
        if args.budget is not None and not 0 < args.budget <= MAX_BUDGET:  # also refuses NaN
            raise ValueError(f"--budget must be seconds above 0 and at most {MAX_BUDGET:g}, "
                             f"not {args.budget}")
        budget = args.budget if args.budget is not None else app_budget(args.game, level)
        player = ai.make_player(args.game, level, iterations=iterations, budget=budget)
        Server(args.game, player, rules).serve(sys.stdin, sys.stdout)
    except (KeyError, TypeError, ValueError, EngineError) as error:
        print(f"bot: {type(error).__name__}: {error}", file=sys.stderr)
        return 2
    return 0
