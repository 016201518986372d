"""The Schafkopf worked examples of docs/rules.md §5 (SK-1 … SK-9), replayed from golden records.

Each file is a docs/record.md record plus `"expected"`, the result worked out by
hand from the example (tests/golden/schafkopf/make_golden.py found the deals).
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from sk_support import GOLDEN, replay_file

from engine.record import replay

EXAMPLES = [f"sk-{n}" for n in range(1, 10)]
FILES = sorted(p.name for p in GOLDEN.glob("*.json"))


def test_every_example_has_golden_records_in_both_profiles() -> None:
    for example in EXAMPLES:
        profiles = {json.loads((GOLDEN / name).read_text())["rules"]["profile"]
                    for name in FILES if name.startswith(example + "-")}
        assert profiles == {"money", "points"}, example


@pytest.mark.parametrize("name", FILES)
def test_golden_record_replays_to_its_written_result(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    record = json.loads((GOLDEN / name).read_text())
    code, output, err = replay_file(GOLDEN / name, capsys)
    assert (code, err) == (0, "")
    assert output == record["expected"], record["example"]


def test_sk_6_tout_ends_at_the_first_lost_trick() -> None:
    record = json.loads((GOLDEN / "sk-6-money.json").read_text())
    state = replay({**record, "actions": record["actions"][:-1]})
    assert not state.is_finished and all(t.winner == 0 for t in state.tricks)
    state = replay(record)
    assert state.is_finished and len(state.tricks) == 6 and state.tricks[-1].winner != 0


def test_sk_7_sie_ends_at_the_naming() -> None:
    record = json.loads((GOLDEN / "sk-7-points.json").read_text())
    assert replay({**record, "actions": record["actions"][:-1]}).phase == "naming"
    state = replay(record)
    assert state.is_finished and state.contract.type.name == "sie" and not state.tricks


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
def test_replay_command_line_prints_the_result() -> None:
    path = GOLDEN / "sk-1-money.json"
    done = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    output = json.loads(done.stdout)
    assert output["card_points"] == {"declarers": 72, "defenders": 48}
    assert (output["winner"], output["value"], output["scores"]) == ("declarers", 10, [-10, -10, 10, 10])


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
def test_replay_command_line_rejects_an_illegal_action(tmp_path) -> None:
    record = json.loads((GOLDEN / "sk-1-money.json").read_text())
    plays = [i for i, a in enumerate(record["actions"]) if a["type"] == "play"]
    first, second = plays[0], plays[1]
    record["actions"][second]["card"] = record["actions"][first]["card"]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    done = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and f"action {second}" in done.stderr
