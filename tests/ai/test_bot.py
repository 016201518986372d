"""An outside program takes a seat in the arena through the JSON lines protocol."""

from __future__ import annotations

import sys
from pathlib import Path

from engine.ai.arena import Match, Summary, run

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
