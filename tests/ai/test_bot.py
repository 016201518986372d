"""An outside program takes a seat in the arena through the JSON lines protocol."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
import time
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

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "random_bot.py"


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
    with pytest.raises(EngineError, match="plays schafkopf"):
        served.answer(request)
    with pytest.raises(EngineError, match="protocol"):
        served.answer({**request, "protocol": "other/1"})


def test_the_bot_command_line() -> None:
    request = next(requests_of_a_deal("doppelkopf", 2))
    done = subprocess.run([sys.executable, "-m", "engine", "bot", "normal@1"],
                          input=json.dumps(request) + "\n" + json.dumps(request) + "\n",
                          capture_output=True, text=True, timeout=120, check=True, cwd=ROOT)
    answers = [json.loads(line)["action"] for line in done.stdout.splitlines()]
    assert len(answers) == 2 and answers[0] == answers[1] and answers[0] in request["legal"]
    refused = subprocess.run([sys.executable, "-m", "engine", "bot", "grandmaster"],
                             input="", capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert refused.returncode == 2 and "grandmaster" in refused.stderr


@pytest.mark.parametrize("line,message", [
    ('{"protocol": 1, "protocol": 2}', "duplicate key"),
    ("[" * 40 + "]" * 40, "nested"),
    ("[1]", "JSON object"),
    ('{"x": NaN}', "NaN"),
    ("x" * (MAX_REQUEST * 2 + 10), "longer than"),
])
def test_the_bot_reads_requests_as_strictly_as_records(line: str, message: str) -> None:
    """A request it cannot read gets an error answer; the next one is served."""
    served = Server("doppelkopf", make_player("doppelkopf", "easy"))
    request = next(requests_of_a_deal("doppelkopf", 1))
    answers = io.StringIO()
    served.serve(io.StringIO(line + "\n" + json.dumps(request) + "\n"), answers)
    refused, answered = (json.loads(answer) for answer in answers.getvalue().splitlines())
    assert list(refused) == ["error"] and message in refused["error"], refused
    assert answered["action"] in request["legal"]


def partial(request: dict[str, Any], *kept: str) -> dict[str, Any]:
    return {**request, "view": {k: v for k, v in request["view"].items() if k in kept}}


def test_a_request_the_bot_cannot_serve_gets_a_one_line_error_answer() -> None:
    """docs/bot-protocol.md: an error answer per bad request, and the bot serves on."""
    request = next(r for r in requests_of_a_deal("doppelkopf", 3) if r["view"]["phase"] == "play")
    bad = [partial(request, "game", "seat", "phase", "hand"),
           {**request, "view": None}, {**request, "protocol": "x" * 100_000}, {**request, "type": 5}]
    lines = [json.dumps(r) for r in [*bad, request]]
    done = subprocess.run([sys.executable, "-m", "engine", "bot", "easy"], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(answers) == len(bad) + 1
    assert all(list(answer) == ["error"] and len(answer["error"]) <= 300 for answer in answers[:-1]), answers
    assert answers[-1]["action"] in request["legal"]


@pytest.mark.parametrize("args", [
    ["easy", "--budget", "inf"], ["easy", "--budget", "nan"], ["easy", "--budget", "-1"],
    ["easy", "--budget", "0"], ["easy", "--budget", "1e9"],
    ["strong@99999999999999999999999"], ["normal@0"], ["strong@10001"],
])
def test_the_bot_refuses_arguments_out_of_range_in_one_line(args: list[str]) -> None:
    """Each of these searched until killed, or for nothing."""
    done = subprocess.run([sys.executable, "-m", "engine", "bot", *args], input="",
                          capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("bot: "), done.stderr


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


def test_a_bot_that_cannot_serve_a_request_ends_the_deal_saying_why(tmp_path: Path) -> None:
    bot = bot_script(tmp_path, "refuser", "for line in sys.stdin:\n"
                                          "    print(json.dumps({'error': 'no such view'}), flush=True)\n")
    summary = bot_match(bot)
    assert summary.deals == 0 and len(summary.errors) == 3
    assert all("could not serve the request: no such view" in error for error in summary.errors)


def running(pid: int) -> bool:
    """Whether process `pid` runs (a zombie waiting for its parent does not)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
@pytest.mark.parametrize("hangs", [True, False])
def test_a_bot_ends_with_everything_it_started(hangs: bool, tmp_path: Path) -> None:
    """Stopped after an error (it hangs) or closed after the match (it answers),
    a bot's child process ends with it."""
    pids = tmp_path / "children"
    start_child = ("import subprocess\n"
                   "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'])\n"
                   f"open({str(pids)!r}, 'a').write(f'{{child.pid}}\\n')\n")
    body = "for line in sys.stdin:\n    time.sleep(3600)\n" if hangs else answer_first_legal()
    summary = bot_match(bot_script(tmp_path, "parent", start_child + body), timeout=0.5 if hangs else 30)
    assert len(summary.errors) == (3 if hangs else 0), summary.errors
    children = [int(pid) for pid in pids.read_text().split()]
    assert len(children) == (3 if hangs else 1)
    deadline = time.monotonic() + 30
    while any(map(running, children)) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not any(map(running, children))
