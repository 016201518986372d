"""Rules, actions and records: the JSON forms of docs/record.md."""

from __future__ import annotations

import random

import pytest

from engine import record
from engine.errors import IllegalAction, RecordError
from engine.schafkopf import Action, Rules, new_deal, random_hands
from engine.schafkopf.cards import LONG_DECK, POINTS, SHORT_DECK, card_name, parse_card


def test_decks_hold_120_card_points():
    assert len(LONG_DECK) == 32 and len(SHORT_DECK) == 24
    assert sum(POINTS[c] for c in LONG_DECK) == sum(POINTS[c] for c in SHORT_DECK) == 120


def test_card_notation_round_trips():
    names = ["EO", "H10", "GA", "S7", "SU"]
    assert [card_name(parse_card(n)) for n in names] == names
    with pytest.raises(RecordError):
        parse_card("CQ")


def test_profile_defaults_and_round_trip():
    points = Rules.from_json({"profile": "points", "deck": "short"})
    assert points.solo_needs_suit_card and points.allow_sie and points.hand_size == 6
    money = Rules.from_json({})
    assert not money.solo_needs_suit_card and not money.allow_sie and money.rufspiel_base == 10
    custom = Rules.from_json({"profile": "money", "rufspielBase": 20, "schneiderLine": "symmetric30"})
    assert Rules.from_json(custom.to_json()) == custom
    assert points.to_json() == {"profile": "points", "deck": "short"}


@pytest.mark.parametrize("rules", [
    {"profile": "cents"}, {"deck": "medium"}, {"allowSie": "yes"}, {"runAwayMin": 9},
    {"profile": "points", "rufspielBase": 2}, {"unknownOption": True},
])
def test_bad_rules_are_rejected(rules):
    with pytest.raises(RecordError):
        Rules.from_json(rules)


@pytest.mark.parametrize("data", [
    {"seat": 1, "type": "bid", "value": "wenz-tout"},
    {"seat": 0, "type": "name", "contract": "rufspiel", "suit": "G"},
    {"seat": 2, "type": "name", "contract": "wenz"},
    {"seat": 3, "type": "double", "value": "kontra"},
    {"seat": 0, "type": "play", "card": "H10"},
])
def test_actions_round_trip(data):
    assert Action.from_json(data).to_json() == data


@pytest.mark.parametrize("data", [
    {"seat": 4, "type": "bid", "value": "pass"}, {"seat": 0, "type": "bid", "value": "ramsch"},
    {"seat": 0, "type": "double", "value": "supra"}, {"seat": 0, "type": "play", "card": "EQ"},
    {"seat": 0, "type": "announce", "value": "re"},
])
def test_bad_actions_are_rejected(data):
    with pytest.raises(RecordError):
        Action.from_json(data)


def test_hands_must_be_the_deck():
    rules = Rules()
    hands = random_hands(rules, random.Random(1))
    hands[0][0] = hands[1][0]
    with pytest.raises(RecordError):
        new_deal(rules, 0, hands)
    with pytest.raises(RecordError):
        new_deal(Rules.from_json({"deck": "short"}), 0, random_hands(rules, random.Random(1)))


def test_a_played_deal_replays_from_its_record():
    rules = Rules.from_json({"profile": "points"})
    rng = random.Random(7)
    state = new_deal(rules, 2, random_hands(rules, rng))
    while not state.is_finished:
        state.apply(rng.choice(state.legal_actions()))
    replayed = record.replay(record.parse(record.write(state)))
    assert replayed.result() == state.result()
    assert replayed.to_record() == state.to_record()


def test_an_unfinished_record_reports_progress():
    rules = Rules()
    state = new_deal(rules, 0, random_hands(rules, random.Random(3)))
    state.apply(Action.bid(1, "pass"))
    assert record.outcome(state) == {
        "finished": False, "phase": "bidding", "to_move": 2, "contract": None, "tricks_played": 0,
        "doubles": [],
    }


@pytest.mark.parametrize("hands", [None, [[]] * 3, ["EO GO", [], [], []], [1, 2, 3, 4]])
def test_malformed_hands_are_record_errors(hands):
    with pytest.raises(RecordError):
        new_deal(Rules(), 0, hands)


def test_malformed_actions_raise_illegal_action_and_change_nothing():
    rules = Rules()
    state = new_deal(rules, 3, random_hands(rules, random.Random(4)))
    before = state.to_record()
    for action in (Action(7, "bid", value="pass"), Action(0, "play", card=99), Action(0, "play"),
                   Action(0, "bid"), Action(0, "announce", value="re"), Action(0, "name", contract="wenz"),
                   Action(0, "double", value="supra"), Action(1, "bid", value="pass")):
        with pytest.raises(IllegalAction):
            state.apply(action)
    assert state.to_record() == before
