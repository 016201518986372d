"""An outside program takes a seat in the arena through the JSON lines protocol."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.ai import make_player
from engine.ai.arena import Match, Summary, run
from engine.ai.bot import PROTOCOL
from engine.ai.levels import app_budget
from engine.cli.bot import MAX_REQUEST, Server
from engine.errors import EngineError
from engine.games import game_module
from engine.view import View

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "random_bot.py"


def play_match(lineup: tuple[str, ...]) -> Summary:
    summary = Summary(Match("schafkopf", {"profile": "money"}, lineup, 3))
    for report in run(summary.match, 1):
        summary.add(report)
    return summary


def test_example_bot_plays_whole_deals() -> None:
    summary = play_match((f"bot:{sys.executable} {EXAMPLE}", "easy", "easy", "easy"))
    assert summary.deals == 3 and not summary.errors


def test_an_illegal_answer_is_reported_not_applied(tmp_path: Path) -> None:
    cheat = tmp_path / "cheat.py"
    cheat.write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    print(json.dumps({'action': {'type': 'play', 'card': 'EO'}}), flush=True)\n")
    summary = play_match((f"bot:{sys.executable} {cheat}", "easy", "easy", "easy"))
    assert summary.deals == 0
    assert len(summary.errors) == 3
    assert all("BadAnswer: seat 0 answered {'type': 'play', 'card': 'EO'} to choose: not one of"
               in e for e in summary.errors), summary.errors


# -- python -m engine bot: a level of this engine as an outside program --------

@pytest.mark.parametrize("game,rules", [("doppelkopf", {"preset": "tournament"}),
                                        ("schafkopf", {"profile": "money"})])
def test_the_engine_bot_plays_whole_deals(game: str, rules: dict[str, Any]) -> None:
    bot = f"bot:{sys.executable} -m engine bot easy --game {game}"
    summary = Summary(Match(game, rules, (bot, "easy", "normal@1", "easy"), 2))
    for report in run(summary.match, 1):
        summary.add(report)
    assert summary.deals == 2 and not summary.errors
    assert summary.efforts()[bot] == "its own"


def requests_of_a_deal(game: str, seed: int) -> Iterator[dict[str, Any]]:
    """The requests the arena would send for every decision of one deal."""
    module = game_module(game)
    rules = module.Rules()
    state = module.new_deal(rules, seed % 4, module.random_hands(rules, random.Random(seed)))
    easy = make_player(game, "easy")
    rng = random.Random(seed)
    while not state.is_finished:
        seat = state.to_move
        view = module.view(state, seat)
        yield {"protocol": PROTOCOL, "type": "choose", "view": view.to_json(),
               "legal": [a.to_json() for a in view.legal], "seed": rng.getrandbits(32)}
        state.apply(easy.choose(view, view.legal, rng))


@pytest.mark.parametrize("game", ["doppelkopf", "schafkopf"])
def test_the_bot_decides_as_the_level_does_in_process(game: str) -> None:
    """The view rebuilt from JSON is the view: same seed, same choice."""
    served = Server(game, make_player(game, "strong", iterations=2))
    for request in requests_of_a_deal(game, 8):
        module = game_module(game)
        data = {k: v for k, v in request["view"].items() if k != "legal"}
        legal = tuple(module.Action.from_json(a) for a in request["legal"])
        own = make_player(game, "strong", iterations=2).choose(
            View(data["seat"], data, legal), legal, random.Random(request["seed"]))
        assert served.answer(request) == {"action": own.to_json()}


def test_the_bot_refuses_requests_it_cannot_serve() -> None:
    served = Server("schafkopf", make_player("schafkopf", "easy"))
    request = next(requests_of_a_deal("doppelkopf", 1))
    with pytest.raises(ValueError, match="plays schafkopf"):
        served.answer(request)
    with pytest.raises(ValueError, match="protocol"):
        served.answer({**request, "protocol": "other/1"})


def test_the_bot_command_line() -> None:
    request = next(requests_of_a_deal("doppelkopf", 2))
    done = subprocess.run([sys.executable, "-m", "engine", "bot", "normal@1"],
                          input=json.dumps(request) + "\n" + json.dumps(request) + "\n",
                          capture_output=True, text=True, timeout=120, check=True)
    answers = [json.loads(line)["action"] for line in done.stdout.splitlines()]
    assert len(answers) == 2 and answers[0] == answers[1] and answers[0] in request["legal"]
    refused = subprocess.run([sys.executable, "-m", "engine", "bot", "grandmaster"],
                             input="", capture_output=True, text=True, timeout=60)
    assert refused.returncode == 2 and "grandmaster" in refused.stderr


@pytest.mark.parametrize("line,error,message", [
    ('{"protocol": 1, "protocol": 2}', EngineError, "duplicate key"),
    ("[" * 40 + "]" * 40, EngineError, "nested"),
    ("[1]", EngineError, "JSON object"),
    ("x" * (MAX_REQUEST + 10), ValueError, "longer than"),
])
def test_the_bot_reads_requests_as_strictly_as_records(
        line: str, error: type[Exception], message: str) -> None:
    served = Server("doppelkopf", make_player("doppelkopf", "easy"))
    with pytest.raises(error, match=message):
        served.serve(io.StringIO(line + "\n"), io.StringIO())


def test_plain_levels_get_the_apps_effort_in_cpython_seconds() -> None:
    assert app_budget("doppelkopf", "strong") == 0.4
    assert app_budget("schafkopf", "normal") == 0.125
    assert app_budget("schafkopf", "easy") is None


# -- a bot that hangs, babbles or floods ends one deal, never the match ------------

def bot_script(tmp_path: Path, name: str, body: str) -> str:
    script = tmp_path / f"{name}.py"
    script.write_text("import json, os, sys, time\n" + body)
    return f"bot:{sys.executable} {script}"


def answer_first_legal(extra: str = "") -> str:
    return ("for line in sys.stdin:\n"
            "    request = json.loads(line)\n"
            "    action = None if request['type'] == 'volunteer' else request['legal'][0]\n"
            "    print(json.dumps({'action': action}), flush=True)\n" + extra)


def bot_match(bot: str, timeout: float = 30.0) -> Summary:
    summary = Summary(Match("schafkopf", {"profile": "money"}, (bot, "easy", "easy", "easy"), 3,
                            bot_timeout=timeout))
    for report in run(summary.match, 1):
        summary.add(report)
    return summary


def test_a_bot_that_does_not_answer_in_time_ends_the_deal_as_an_error(tmp_path: Path) -> None:
    bot = bot_script(tmp_path, "asleep", "for line in sys.stdin:\n    time.sleep(3600)\n")
    summary = bot_match(bot, timeout=0.5)
    assert summary.deals == 0 and len(summary.errors) == 3
    assert all("did not answer within 0.5 s" in error for error in summary.errors), summary.errors


def test_a_bot_is_restarted_after_an_error(tmp_path: Path) -> None:
    marker = tmp_path / "started-once"
    stray = (f"first = not os.path.exists({str(marker)!r})\n"
             f"open({str(marker)!r}, 'a').close()\n")
    bot = bot_script(tmp_path, "stray", stray + answer_first_legal(
        "    if first:\n        print('a stray line', flush=True)\n        first = False\n"))
    summary = bot_match(bot)
    assert len(summary.errors) == 1 and summary.deals == 2, summary.errors
    assert "stray" in summary.errors[0] or "more than" in summary.errors[0]


def test_an_endless_answer_line_is_cut_off(tmp_path: Path) -> None:
    bot = bot_script(tmp_path, "flood", "for line in sys.stdin:\n"
                                        "    sys.stdout.write('x' * 10_000_000)\n"
                                        "    sys.stdout.flush()\n    time.sleep(3600)\n")
    summary = bot_match(bot, timeout=20)
    assert summary.deals == 0 and len(summary.errors) == 3
    assert all("longer than" in error for error in summary.errors), summary.errors
