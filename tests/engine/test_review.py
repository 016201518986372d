"""The review of a finished deal (engine.review, api `review`): every trick's
hands, winner and reason come from the rules, and a record read back from
its exported text reviews the same."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import api, games, record
from engine.ai import make_player
from engine.doppelkopf.cards import parse_card as dk_card
from engine.review import review
from engine.tricks import TRUMP

SETUPS = [("doppelkopf", {"preset": "schweinchen", "dulleRule": "secondWins"}),
          ("doppelkopf", {"preset": "tournament"}),
          ("schafkopf", {"profile": "money"}),
          ("schafkopf", {"profile": "points", "deck": "short"})]


def finished_deal(game: str, rules: dict[str, Any], seed: int) -> Any:
    """A deal played to its end by the easy player in every seat."""
    module = games.game_module(game)
    rng = random.Random(seed)
    chosen = module.Rules.from_json(rules)
    state = module.new_deal(chosen, seed % 4, module.random_hands(chosen, rng))
    player = make_player(game, "easy")
    while not state.is_finished:
        seat = state.to_move
        assert seat is not None
        state.apply(player.choose(module.view(state, seat), state.legal_actions(seat), rng))
    return state


def call(method: str, **params: Any) -> dict[str, Any]:
    return json.loads(api.dispatch(method, json.dumps(params)))  # type: ignore[no-any-return]


@pytest.mark.parametrize(("game", "rules"), SETUPS)
def test_an_exported_record_reviews_the_same_as_the_deal(game: str, rules: dict[str, Any]) -> None:
    for seed in range(4):
        state = finished_deal(game, rules, seed)
        text = record.write(state)
        exported = json.loads(text)
        reviewed = call("review", record=text)["result"]
        assert reviewed == call("review", record=state.to_record())["result"]
        assert reviewed["record"] == state.to_record()
        assert reviewed["result"] == state.result().to_json()
        assert [t["winner"] for t in reviewed["tricks"]] == [t.winner for t in state.tricks]
        for trick in reviewed["tricks"][:1]:  # all four hands open, as dealt
            assert [sorted(h) for h in trick["hands"]] == [sorted(h) for h in exported["hands"]]


def test_each_trick_says_why_it_was_won() -> None:
    seen: set[str] = set()
    for game, rules in SETUPS:
        for seed in range(12):
            state = finished_deal(game, rules, seed)
            for trick, done in zip(review(state.to_record())["tricks"], state.tricks, strict=True):
                reason, cards = trick["reason"], [c["card"] for c in trick["cards"]]
                winning = state.CARD_NAMES[done.winning_card]
                assert reason["card"] == winning
                seen.add(reason["key"])
                trumps = [c for c in done.cards if state.order.suit[c] == TRUMP]
                if reason["key"] == "review.led_suit":
                    assert not trumps and reason["suit"] == cards[0][0]
                elif reason["key"] == "review.highest_trump":
                    assert cards.count(winning) == 1 and done.winning_card in trumps
                elif reason["key"] in ("review.first_of_two", "review.second_of_two"):
                    assert cards.count(winning) == 2
                else:
                    assert reason["key"] == "review.schweinchen"
                    assert done.winning_card == dk_card("DA") and rules["preset"] == "schweinchen"
    assert seen == {"review.led_suit", "review.highest_trump", "review.first_of_two",
                    "review.second_of_two", "review.schweinchen"}


def test_announcements_are_placed_in_their_trick() -> None:
    state = finished_deal("doppelkopf", {"preset": "tournament"}, 3)
    actions = state.to_record()["actions"]
    for call_made in review(state.to_record())["calls"]:
        at = actions.index(call_made["action"])
        plays = sum(1 for a in actions[:at] if a["type"] == "play")
        assert (call_made["trick"], call_made["played"]) == divmod(plays, 4)


@pytest.mark.parametrize(("text", "says"), [
    ('{"format": "stichfest-record/1", "game": "doppelkopf"', "malformed JSON"),
    ('{"game": "doppelkopf", "game": "schafkopf"}', "duplicate key"),
    ('[1, 2]', "a record must be a JSON object"),
    ('{"game": "skat", "dealer": 0, "hands": []}', "unknown game"),
])
def test_a_bad_record_is_refused_with_a_clear_message(text: str, says: str) -> None:
    error = call("review", record=text)["error"]
    assert error["code"] == "bad-record" and says in error["message"]


def test_an_unfinished_or_altered_deal_is_refused() -> None:
    done = finished_deal("schafkopf", {"profile": "money"}, 1).to_record()
    cut = {**done, "actions": done["actions"][:-1]}
    assert "not finished" in call("review", record=cut)["error"]["message"]
    swapped = {**done, "hands": done["hands"][1:] + done["hands"][:1]}
    assert call("review", record=swapped)["error"]["code"] == "bad-record"


@pytest.mark.parametrize(("game", "rules"), SETUPS[1:3])
def test_the_review_names_the_cards_the_rules_single_out(game: str, rules: dict[str, Any]) -> None:
    reviewed = review(finished_deal(game, rules, 1).to_record())
    named = module_view_cards(game)
    assert reviewed["cards"] == named
    assert named.get("alte") == ("CQ" if game == "doppelkopf" else None)


def module_view_cards(game: str) -> dict[str, str]:
    """What a view of the game names in its marks (Doppelkopf), or nothing (Schafkopf)."""
    module = games.game_module(game)
    chosen = module.Rules.from_json({})
    state = module.new_deal(chosen, 0, module.random_hands(chosen, random.Random(2)))
    marks = module.view(state, 0).to_json().get("marks") or {}
    return marks.get("cards", {})  # type: ignore[no-any-return]
