"""The Schafkopf view tells when Kontra and Re were said."""

from __future__ import annotations

import random

from sk_support import contract_deal, hands_with

from engine.schafkopf import Action, Rules, State, view


def first_card(state: State) -> None:
    state.apply(next(a for a in state.legal_actions() if a.type == "play"))


def test_a_double_carries_the_sayers_hand_and_the_cards_played_before() -> None:
    rules = Rules.from_json({"profile": "money", "kontraUntil": "secondCard",
                            "reUntilOwnFirstCard": True})
    state = contract_deal(rules, hands_with(rules, {1: "G9", 3: "GA"}, random.Random(3)),
                          1, "rufspiel", "G")
    first_card(state)  # seat 0 leads
    state.apply(Action.double(0, "kontra"))
    first_card(state)  # seat 1 follows
    state.apply(Action.double(3, "re"))
    first_card(state)
    for seat in range(4):
        assert view(state, seat).to_json()["doubles"] == [
            {"seat": 0, "value": "kontra", "cards_in_hand": 7, "cards_played": 1},
            {"seat": 3, "value": "re", "cards_in_hand": 8, "cards_played": 2}]
