"""The worked examples of docs/rules.md §5 (DK-A … DK-J), replayed from golden records."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from dk_support import GOLDEN, check_golden, golden

from engine import doppelkopf as dk
from engine.doppelkopf.cards import FUCHS, KARLCHEN
from engine.record import replay

EXAMPLES = ["dk-a-seed-example", "dk-b-silent-wedding", "dk-c-failed-no90",
            "dk-d-losers-absagen-count", "dk-e-nobody-wins", "dk-f-solo-nobody-wins",
            "dk-g-extra-points-netted", "dk-h-failed-wedding", "dk-i-lost-damensolo",
            "dk-j-only-kontra-120"]


def test_every_example_has_a_golden_record() -> None:
    assert sorted(p.stem for p in GOLDEN.glob("dk-*.json")) == EXAMPLES


@pytest.mark.parametrize("name", EXAMPLES)
def test_worked_example(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    check_golden(name, capsys)


def test_dk_a_card_checks_as_written() -> None:
    """Trick 1 ♠A ♠9 ♠K ♠10 = 25 to Kontra; trick 2 = 17 to Re; P3 says Re with 11 cards."""
    record = golden("dk-a-seed-example")
    plays = [a for a in record["actions"] if a["type"] == "play"]
    assert [a["card"] for a in plays[:8]] == ["SA", "S9", "SK", "S10", "SA", "DJ", "SK", "S9"]
    assert {"seat": 2, "type": "announce", "value": "re"} in record["actions"]
    assert record["expected"]["scores"] == [-3, -3, 3, 3]


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
def test_replay_command_line_prints_the_result() -> None:
    path = GOLDEN / "dk-a-seed-example.json"
    done = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    output = json.loads(done.stdout)
    assert output["card_points"] == {"re": 134, "kontra": 106}
    assert (output["winner"], output["value"]) == ("re", 3)


def played(name: str) -> dk.State:
    state: dk.State = replay(golden(name))
    return state


def test_dk_b_fox_caught_in_trick_6_and_one_kontra_trick() -> None:
    state = played("dk-b-silent-wedding")
    sixth = state.tricks[5]
    assert FUCHS in sixth.cards and sixth.winner == 1
    assert sum(state.tricks_won) - state.tricks_won[1] == 1


def test_dk_d_karlchen_wins_the_last_trick_for_re() -> None:
    state = played("dk-d-losers-absagen-count")
    assert state.tricks[-1].winning_card == KARLCHEN and state.party[state.tricks[-1].winner] == 0


def test_dk_g_one_fox_one_42_point_trick_and_karlchen() -> None:
    state = played("dk-g-extra-points-netted")
    assert [t.points for t in state.tricks if t.points >= 40] == [42]
    assert state.tricks[-1].winning_card == KARLCHEN


def test_dk_h_wedding_player_takes_tricks_1_to_3_then_says_re() -> None:
    state = played("dk-h-failed-wedding")
    assert [t.winner for t in state.tricks[:3]] == [1, 1, 1] and state.partner is None
    assert state.announcements == [(1, "re", 9)]


def with_rules(name: str, rules: dict[str, object]) -> dict[str, object]:
    record = golden(name)
    del record["expected"]
    record["rules"] = rules
    result: dict[str, object] = replay(record).result().to_json()
    return result


def test_option_re_kontra_doubles_doubles_instead_of_adding() -> None:
    """DK-C: won 1 + keine 90 1 + gegen die Alten 1 = 3, doubled once for Re."""
    result = with_rules("dk-c-failed-no90", {"preset": "tournament", "reKontraDoubles": True})
    assert (result["winner"], result["value"]) == ("kontra", 6)


def test_option_only_kontra_rule_off_lets_kontra_win_at_120() -> None:
    """#2 without the DDV rule: Kontra wins; 1 + Kontra 2 + gegen die Alten 1."""
    result = with_rules("edge-02-only-kontra-120", {"preset": "tournament", "onlyKontraRule": False})
    assert (result["winner"], result["value"]) == ("kontra", 4)
