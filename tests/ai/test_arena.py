"""Arena matches are reproducible, zero-sum and complete, whatever the worker count."""

from __future__ import annotations

import subprocess
import sys

from engine.ai.arena import Match, Summary, estimate, run


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
