"""The fast Table agrees with the rules engine on legal cards, parties and value."""

from __future__ import annotations

import random

import pytest

from engine.ai.schafkopf.knowledge import read_view
from engine.ai.schafkopf.model import mask_of
from engine.ai.schafkopf.worlds import table_for
from engine.schafkopf import Rules, new_deal, random_hands, view
from engine.ai import make_player

PROFILES = [{"profile": "money"}, {"profile": "points"}, {"profile": "money", "deck": "short"}]


def true_table(state, seat):  # type: ignore[no-untyped-def]
    k = read_view(view(state, seat).to_json())
    return k, table_for(k, [mask_of(h) for h in state.hands])


@pytest.mark.parametrize("rules_json", PROFILES)
def test_table_follows_the_engine_through_whole_deals(rules_json: dict) -> None:
    rules = Rules.from_json(rules_json)
    players = [make_player("schafkopf", "easy") for _ in range(4)]
    rng = random.Random(7)
    checked = 0
    for number in range(60):
        state = new_deal(rules, number % 4, random_hands(rules, rng))
        while not state.is_finished:
            seat = state.to_move
            legal = state.legal_actions(seat)
            plays = [a.card for a in legal if a.type == "play"]
            if plays:
                _, t = true_table(state, seat)
                assert t.legal(seat) == mask_of(plays)
                assert t.to_move == seat
                checked += 1
            state.apply(players[seat].choose(view(state, seat), legal, rng))
    assert checked > 500


@pytest.mark.parametrize("rules_json", PROFILES)
def test_playing_out_on_the_table_gives_the_engine_value(rules_json: dict) -> None:
    rules = Rules.from_json(rules_json)
    rng = random.Random(11)
    compared = 0
    for number in range(80):
        state = new_deal(rules, number % 4, random_hands(rules, rng))
        easy = [make_player("schafkopf", "easy") for _ in range(4)]
        while state.phase in ("bidding", "naming"):
            seat = state.to_move
            state.apply(easy[seat].choose(view(state, seat), state.legal_actions(seat), rng))
        if state.is_finished:
            continue
        _, t = true_table(state, state.to_move)
        while not state.is_finished:
            seat = state.to_move
            action = easy[seat].choose(view(state, seat), [a for a in state.legal_actions(seat)
                                                           if a.type == "play"], rng)
            state.apply(action)
            t.play(action.card)
        result = state.result().to_json()
        value = t.declarer_value()
        declarer = state.declarer
        assert (value > 0) == (result["winner"] == "declarers")
        assert t.score(declarer, value) == result["scores"][declarer]
        compared += 1
    assert compared > 20
