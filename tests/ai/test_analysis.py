"""The analysis of a deal (engine.ai.analysis, api `analyze`): it finds a
blunder planted in a seeded deal, and sees only the person's own view."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import api, games
from engine.ai import analysis, make_player
from engine.ai.search import Effort
from engine.view import View

PLANTED = [("doppelkopf", {"preset": "tournament"}, 7, 3),
           ("schafkopf", {"profile": "points"}, 5, 2)]


def deal_with_blunder(game: str, rules: dict[str, Any], seed: int, at: int) -> tuple[dict[str, Any], int]:
    """A deal played by normal players, except that seat 0 makes its `at`-th card
    decision with the card a long search values lowest; the record and that
    action's index."""
    module = games.game_module(game)
    rng = random.Random(seed)
    chosen = module.Rules.from_json(rules)
    state = module.new_deal(chosen, 0, module.random_hands(chosen, rng))
    player = make_player(game, "normal", iterations=12)
    decision, planted = 0, -1
    while not state.is_finished:
        seat = state.to_move
        assert seat is not None
        legal = state.legal_actions(seat)
        plays = [a for a in legal if a.type == "play"]
        action = player.choose(module.view(state, seat), legal, rng)
        if seat == 0 and len(plays) > 1:
            if decision == at:
                scored = analysis.appraiser(game)(module.view(state, 0), plays,
                                                  random.Random(1), Effort(64))
                action, planted = min(scored, key=lambda s: s.value).action, len(state.history)
            decision += 1
        state.apply(action)
    return state.to_record(), planted


@pytest.mark.parametrize(("game", "rules", "seed", "at"), PLANTED)
def test_the_analysis_marks_the_planted_blunder_as_the_costliest(
        game: str, rules: dict[str, Any], seed: int, at: int) -> None:
    played, planted = deal_with_blunder(game, rules, seed, at)
    found = [analysis.analyze(played, index, random.Random(index), Effort(96))
             for index in analysis.decisions(played, 0)]
    worst = max(found, key=lambda d: d["loss"])
    assert worst["index"] == planted
    assert worst["loss"] >= 1 and worst["best"] != worst["action"]
    assert worst["reason"]["key"].startswith("hint.") and worst["reason"]["card"] == worst["best"]["card"]
    assert all(d["loss"] >= 0 and d["best_value"] == round(d["value"] + d["loss"], 2) for d in found)


def test_the_analysis_sees_only_the_seat_s_view(monkeypatch: pytest.MonkeyPatch) -> None:
    played, _ = deal_with_blunder("doppelkopf", {"preset": "tournament"}, 7, 3)
    real = analysis.appraiser("doppelkopf")
    seen: list[Any] = []

    def watched(view: Any, plays: Any, rng: random.Random, effort: Effort) -> Any:
        seen.append(view)
        return real(view, plays, rng, effort)

    monkeypatch.setattr(analysis, "appraiser", lambda game: watched)
    for index in analysis.decisions(played, 0):
        analysis.analyze(played, index, random.Random(0), Effort(4))
    assert seen and all(isinstance(v, View) and v.seat == 0 for v in seen)


def test_the_api_counts_the_decisions_and_values_one_per_call() -> None:
    played, _ = deal_with_blunder("schafkopf", {"profile": "points"}, 3, 2)
    count = len(analysis.decisions(played, 0))

    def call(**params: Any) -> dict[str, Any]:
        return json.loads(api.dispatch("analyze", json.dumps(params)))  # type: ignore[no-any-return]

    first = call(record=played, decision=0)["result"]
    assert first["count"] == count and first["index"] == analysis.decisions(played, 0)[0]
    assert call(record=played, decision=count)["error"]["code"] == "bad-request"
    assert call(record={**played, "actions": [{"seat": 9}]}, decision=0)["error"]["code"] == "bad-record"


@pytest.mark.parametrize(("game", "seed", "better"), [("doppelkopf", 3, "healthy"),
                                                      ("schafkopf", 5, "pass")])
def test_a_reckless_reservation_or_bid_is_found(game: str, seed: int, better: str) -> None:
    """The person announces the last thing offered (a fleshless solo, a Solo-Tout)
    with an ordinary hand: the analysis prefers the healthy game or passing."""
    table = api.Table.new({"game": game, "level": "easy", "seed": seed})
    while not table.state.is_finished:
        if table.turn() == "person":
            table.act(table.state.legal_actions(0)[-1].to_json())
        else:
            table.step()
    played = table.state.to_record()
    first = analysis.decisions(played, 0)[0]
    found = analysis.analyze(played, first, random.Random(0), Effort(32))
    assert found["action"]["type"] in ("reservation", "bid")
    assert found["best"]["value"] == better and found["loss"] > 1
    assert found["reason"]["key"] in ("hint.healthy", "hint.bid")
