"""Arena matches are reproducible, zero-sum and complete, whatever the worker count."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.__main__ import main
from engine.ai.arena import Match, Summary, estimate, parse_lineup, run


def summary_of(match: Match, workers: int) -> Summary:
    summary = Summary(match)
    for report in run(match, workers):
        summary.add(report)
    return summary


def test_duplicate_match_is_reproducible_and_zero_sum() -> None:
    match = Match("schafkopf", {"profile": "money"}, ("normal", "easy", "easy", "easy"), 3,
                  seed=4, iterations=2)
    first, second = summary_of(match, 1), summary_of(match, 2)
    assert first.to_json() == second.to_json()
    assert first.deals == 3 and not first.errors
    per_game = first.to_json()["points_per_game"]
    assert abs(per_game["normal"]["mean"] + 3 * per_game["easy"]["mean"]) < 1e-3
    margin = first.to_json()["differences"]["normal - easy"]["mean"]
    assert abs(margin - (per_game["normal"]["mean"] - per_game["easy"]["mean"])) < 1e-3


def test_every_entrant_holds_every_hand() -> None:
    match = Match("schafkopf", {"profile": "points"}, ("easy", "strong@1", "easy", "easy"), 2)
    reports = list(run(match, 1))
    for report in reports:
        assert report.error is None
        seats_of_strong = [i % 4 for i, g in enumerate(report.games) if g.entrant == 1]
        assert sorted(seats_of_strong) == [0, 1, 2, 3]


def test_estimate_has_a_normal_confidence_interval() -> None:
    e = estimate([1.0, 3.0] * 50)
    assert e.mean == 2.0
    assert 0.19 < e.half_width < 0.2


def test_command_line_prints_the_tables() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "engine", "arena", "--game", "schafkopf", "--lineup",
         "easy,easy,normal@1,easy", "--deals", "2", "--workers", "1"],
        capture_output=True, text=True, timeout=300, check=True).stdout
    assert "points per game" in out and "by party" in out and "0 errors" in out


# -- the deal log: resume and pool -------------------------------------------

EASY_MATCH = ["--game", "schafkopf", "--lineup", "easy,easy,easy,easy", "--seed", "3",
              "--workers", "1", "--json"]


def arena_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["arena", *EASY_MATCH, *args]) == 0
    return dict(json.loads(capsys.readouterr().out))


def test_parts_of_a_match_pool_to_the_whole_match(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    whole = arena_json(capsys, "--deals", "4")
    arena_json(capsys, "--deals", "2", "--save", str(tmp_path / "a.jsonl"))
    arena_json(capsys, "--deals", "2", "--first-deal", "2", "--save", str(tmp_path / "b.jsonl"))
    pooled = arena_json(capsys, "--pool", str(tmp_path / "a.jsonl"), str(tmp_path / "b.jsonl"))
    assert pooled == whole


def test_an_interrupted_match_resumes_without_replaying(tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "match.jsonl"
    whole = arena_json(capsys, "--deals", "3", "--save", str(log))
    lines = log.read_text().splitlines(keepends=True)
    log.write_text("".join(lines[:2]) + lines[2][:10])  # deal 0, then a line cut off by a kill
    assert arena_json(capsys, "--deals", "3", "--save", str(log)) == whole
    indices = [json.loads(line)["index"] for line in log.read_text().splitlines()[1:]]
    assert indices == [0, 1, 2]


def test_a_log_of_another_match_or_no_log_is_refused_unchanged(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "match.jsonl"
    arena_json(capsys, "--deals", "1", "--save", str(log))
    before = log.read_text()
    assert main(["arena", *EASY_MATCH, "--deals", "1", "--seed", "4", "--save", str(log)]) == 2
    assert "another match" in capsys.readouterr().err
    assert log.read_text() == before
    (tmp_path / "junk.jsonl").write_text("{not json\n")
    assert main(["arena", "--pool", str(tmp_path / "junk.jsonl")]) == 2
    assert "not an arena log" in capsys.readouterr().err


# -- line-ups and effort -------------------------------------------------------

def test_a_bot_command_may_hold_commas() -> None:
    bot = """bot:python -m engine bot strong --rules '{"preset": "tournament", "dulleRule": "secondWins"}'"""
    assert parse_lineup(f"{bot},easy, normal@8 ,strong") == (bot, "easy", "normal@8", "strong")
    assert parse_lineup("bot:prog --pair 1,2,easy,bot:other a,b,easy") == (
        "bot:prog --pair 1,2", "easy", "bot:other a,b", "easy")
    with pytest.raises(ValueError, match="four entrants"):
        parse_lineup("easy,easy,easy")
    with pytest.raises(ValueError, match="no entrant"):
        parse_lineup("easy,grandmaster,easy,easy")
    with pytest.raises(ValueError, match="no command"):
        parse_lineup("bot:,easy,easy,easy")


def test_plain_levels_play_with_the_apps_effort_and_the_summary_says_so() -> None:
    match = Match("doppelkopf", {"preset": "tournament"}, ("strong", "normal@3", "easy", "normal"), 1)
    assert match.efforts == ("0.4 s", "3 worlds", "rules of thumb", "0.125 s")
    fixed = Match("doppelkopf", {"preset": "tournament"}, ("strong", "normal@3", "easy", "normal"), 1,
                  iterations=5)
    assert fixed.efforts == ("5 worlds", "3 worlds", "rules of thumb", "5 worlds")
    summary = Summary(match)
    assert summary.to_json()["efforts"] == {"strong": "0.4 s", "normal@3": "3 worlds",
                                            "easy": "rules of thumb", "normal": "0.125 s"}
    assert "effort per decision:" in summary.table() and "0.4 s" in summary.table()


def test_the_effort_is_part_of_a_matchs_identity(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """`normal` with 2 worlds a decision is not `normal` with the app's effort."""
    log, lineup = str(tmp_path / "match.jsonl"), ["--lineup", "easy,easy,easy,normal"]
    arena_json(capsys, *lineup, "--deals", "0", "--iterations", "2", "--save", log)
    assert main(["arena", *EASY_MATCH, *lineup, "--deals", "0", "--save", log]) == 2
    assert "another match" in capsys.readouterr().err
    assert json.loads(Path(log).read_text())["match"]["efforts"][3] == "2 worlds"


def test_a_log_written_before_efforts_were_recorded_still_pools(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "old.jsonl"
    whole = arena_json(capsys, "--deals", "1", "--iterations", "16", "--save", str(log))
    head, *deals = log.read_text().splitlines(keepends=True)
    match = json.loads(head)["match"]
    del match["efforts"]
    log.write_text(json.dumps({"match": match}) + "\n" + "".join(deals))
    assert arena_json(capsys, "--pool", str(log)) == whole


# -- bad input: one line on standard error, exit 2, nothing played -------------

@pytest.mark.parametrize("args,says", [
    (["--rules", '{"foo":1}'], "foo"),
    (["--rules", "[]"], "rules must be an object"),
    (["--rules", '{"profile": "money", "profile": "points"}'], "duplicate key"),
    (["--rules", '{"x":'], "--rules"),
    (["--lineup", "foo,easy,easy,easy"], "no entrant"),
    (["--iterations", "0"], "--iterations"),
    (["--iterations", "-3"], "--iterations"),
    (["--deals", "-1"], "--deals"),
    (["--workers", "0"], "--workers"),
    (["--first-deal", "-1"], "--first-deal"),
    (["--bot-timeout", "0"], "--bot-timeout"),
    (["--bot-timeout", "nan"], "--bot-timeout"),
    (["--bot-timeout", "inf"], "--bot-timeout"),
    (["--bot-timeout", "1e9"], "at most 3600"),
    (["--iterations", "99999999999999999999"], "from 1 to 10000"),
    (["--lineup", "strong@99999999999999999999999,easy,easy,easy"], "N from 1 to 10000"),
    (["--workers", "100000"], "--workers must be from 1 to"),
])
def test_bad_arguments_are_one_line_and_exit_2(args: list[str], says: str, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "match.jsonl"
    assert main(["arena", *EASY_MATCH, "--deals", "1", "--save", str(log), *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1, captured.err
    assert captured.err.startswith("arena: ") and says in captured.err
    assert not log.exists()


def _damaged_logs(head: dict[str, Any], deal: dict[str, Any]) -> list[list[Any]]:
    match = head["match"]
    return [
        [head, {**deal, "games": deal["games"][:1]}],
        [head, {**deal, "games": [[9, *g[1:]] for g in deal["games"]]}],
        [head, {**deal, "games": [[g[0], "x", *g[2:]] for g in deal["games"]]}],
        [head, {**deal, "games": [[g[0], True, *g[2:]] for g in deal["games"]]}],
        [head, {**deal, "games": [[*g[:3], 1, *g[4:]] for g in deal["games"]]}],
        [head, {**deal, "games": deal["games"][4:] + deal["games"][:4]}],
        [head, {**deal, "index": "a"}],
        [head, {**deal, "index": -1}],
        [head, {**deal, "error": 5}],
        [head, {**deal, "error": "boom"}],
        [head, [1, 2]],
        [head, None],
        [[1], deal],
        [{"match": {**match, "lineup": ["easy"] * 3}}, deal],
        [{"match": {**match, "lineup": ["easy", "easy", "easy", "grandmaster"]}}, deal],
        [{"match": {**match, "rules": []}}, deal],
        [{"match": {**match, "rules": {"foo": 1}}}, deal],
        [{"match": {**match, "game": "x"}}, deal],
        [{"match": {**match, "seed": True}}, deal],
        [{"match": {**match, "iterations": 0}}, deal],
        [{"match": {**match, "efforts": [1, 2, 3, 4]}}, deal],
    ]


def test_a_malformed_log_is_refused_in_one_line(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.jsonl"
    arena_json(capsys, "--deals", "1", "--save", str(good))
    head, deal = (json.loads(line) for line in good.read_text().splitlines())
    for number, rows in enumerate(_damaged_logs(head, deal)):
        log = tmp_path / f"bad{number}.jsonl"
        log.write_text("".join(json.dumps(row) + "\n" for row in rows))
        code = main(["arena", "--pool", str(log)])
        captured = capsys.readouterr()
        assert code == 2 and captured.out == "", (number, captured)
        assert captured.err.count("\n") == 1 and "not an arena log" in captured.err, (number, captured.err)
        assert len(captured.err) <= 201
    duplicate = tmp_path / "duplicate.jsonl"
    duplicate.write_text(good.read_text().replace('"index": 0', '"index": 0, "index": 1'))
    assert main(["arena", "--pool", str(duplicate)]) == 2
    assert "duplicate key" in capsys.readouterr().err


@pytest.mark.parametrize("option", ["--pool", "--save"])
def test_a_log_that_is_no_regular_file_is_refused_without_blocking(
        option: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    args = ["--pool", str(fifo)] if option == "--pool" else [*EASY_MATCH, "--save", str(fifo)]
    assert main(["arena", *args]) == 2
    assert "not a regular file" in capsys.readouterr().err
