"""Card order, bidding, Kontra/Re timing, Tout, Sie, Ramsch and the view (docs/rules.md §3)."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from sk_support import cards, contract_deal, hands_with, legal_cards, play_out

from engine.errors import IllegalAction
from engine.record import replay
from engine.schafkopf import Action, Rules, new_deal, view
from engine.schafkopf.cards import GRAS, HERZ, card_name
from engine.schafkopf.contracts import RUFSPIEL, SOLO, WENZ, Contract, card_order, trump_order
from engine.schafkopf.scoring import score_ramsch

MONEY = Rules.for_profile("money")
POINTS = Rules.for_profile("points")
SHORT = Rules.for_profile("money", "short")


def names(order: tuple[int, ...]) -> str:
    return " ".join(card_name(c) for c in order)


def test_trump_orders_of_rufspiel_farbsolo_and_wenz():
    assert names(trump_order(Contract(RUFSPIEL, GRAS), MONEY.cards)) == \
        "EO GO HO SO EU GU HU SU HA H10 HK H9 H8 H7"
    assert names(trump_order(Contract(SOLO, GRAS), SHORT.cards)) == "EO GO HO SO EU GU HU SU GA G10 GK G9"
    assert names(trump_order(Contract(WENZ), MONEY.cards)) == "EU GU HU SU"


def test_plain_suit_order_puts_the_ober_between_king_and_nine_in_wenz():
    order = card_order(Contract(WENZ), MONEY.cards)
    eichel = sorted(cards("E7 EO E10 E9 EA EK E8"), key=order.sort_key)
    assert " ".join(card_name(c) for c in eichel) == "EA E10 EK EO E9 E8 E7"
    assert order.trick_winner(cards("EO EK GA EU")) == 3
    assert order.trick_winner(cards("E9 EO GA H10")) == 1


def test_sie_needs_all_obers_and_unters_the_long_deck_and_allow_sie():
    hands = hands_with(POINTS, {0: "EO GO HO SO EU GU HU SU"}, random.Random(1))
    assert Action.bid(0, "sie") in new_deal(POINTS, 3, hands).legal_actions(0)
    assert Action.bid(0, "sie") not in new_deal(MONEY, 3, hands).legal_actions(0)
    assert Action.bid(1, "sie") not in new_deal(POINTS, 0, hands).legal_actions(1)


def test_the_winner_must_name_the_contract_he_won_with():
    state = new_deal(MONEY, 3, hands_with(MONEY, {0: "G9"}, random.Random(2)))
    state.apply(Action.bid(0, "wenz"))
    for seat in (1, 2, 3):
        state.apply(Action.bid(seat, "pass"))
    with pytest.raises(IllegalAction):
        state.apply(Action.naming(0, "solo", HERZ))
    with pytest.raises(IllegalAction):
        state.apply(Action.naming(1, "wenz"))
    state.apply(Action.naming(0, "wenz"))
    assert (state.phase, state.to_move) == ("play", 0)


def rufspiel_deal(rules: Rules = MONEY, seat_2: str = ""):
    """Seat 1 calls the Gras-Sau, which seat 3 holds; seats 0 and 2 defend."""
    fixed = {1: "G9", 2: seat_2, 3: "GA"}
    return contract_deal(rules, hands_with(rules, fixed, random.Random(3)), 1, "rufspiel", "G")


def first_card(state) -> None:
    state.apply(next(a for a in state.legal_actions() if a.type == "play"))


def test_kontra_only_by_a_defender_before_the_first_card():
    state = rufspiel_deal()
    assert Action.double(3, "kontra") not in state.legal_actions(3)
    with pytest.raises(IllegalAction):
        state.apply(Action.double(3, "kontra"))
    with pytest.raises(IllegalAction):
        state.apply(Action.double(1, "re"))
    first_card(state)
    with pytest.raises(IllegalAction):
        state.apply(Action.double(2, "kontra"))


def test_re_by_the_partner_reveals_him():
    state = rufspiel_deal()
    state.apply(Action.double(0, "kontra"))
    assert view(state, 2).to_json()["parties"] == ["defenders", "declarers", "defenders", None]
    assert view(state, 1).to_json()["parties"] == ["defenders", "declarers", None, None]
    state.apply(Action.double(3, "re"))
    assert view(state, 1).to_json()["parties"] == ["defenders", "declarers", "defenders", "declarers"]
    assert view(state, 0).to_json()["doubles"] == [
        {"seat": 0, "value": "kontra", "cards_in_hand": 8, "cards_played": 0},
        {"seat": 3, "value": "re", "cards_in_hand": 8, "cards_played": 0}]


def test_kontra_until_second_card_and_re_until_own_first_card():
    late = rufspiel_deal(Rules.from_json({"kontraUntil": "secondCard"}))
    first_card(late)
    late.apply(Action.double(2, "kontra"))
    first_card(late)
    with pytest.raises(IllegalAction):
        late.apply(Action.double(1, "re"))

    own = rufspiel_deal(Rules.from_json({"reUntilOwnFirstCard": True}))
    own.apply(Action.double(0, "kontra"))
    first_card(own)
    first_card(own)
    assert Action.double(1, "re") not in own.legal_actions(1)
    assert Action.double(3, "re") in own.legal_actions(3)


def test_partner_stays_hidden_until_the_ace_falls():
    state = rufspiel_deal()
    while "GA" not in {c["card"] for c in view(state, 0).to_json()["trick"]["cards"]}:
        assert view(state, 0).to_json()["parties"][3] is None
        assert view(state, 1).to_json()["parties"][3] is None
        first_card(state)
    assert view(state, 0).to_json()["parties"][3] == "declarers"
    assert view(state, 1).to_json()["parties"] == ["defenders", "declarers", "defenders", "declarers"]


def test_a_lost_tout_is_scored_at_once_and_later_plays_change_nothing():
    rules = MONEY
    hands = hands_with(rules, {0: "EO GO", 1: "HO SO"}, random.Random(4))
    state = contract_deal(rules, hands, 0, "solo-tout", "E")
    play_out(state, random.Random(4))
    assert state.tout_lost and state.legal_actions() == []
    record = state.to_record()
    rest = new_deal(rules, 3, hands)
    for action in state.history:
        rest.apply(action)
    while any(rest.hands):
        seat = rest.turn
        card = rest.playable(seat)[0]
        rest.apply(Action.play(seat, card))
        record["actions"].append({"seat": seat, "type": "play", "card": card_name(card)})
    continued = replay(record)
    assert continued.result() == state.result()
    assert not any(continued.hands)


def test_ramsch_when_all_pass_the_most_card_points_pay_each_other_seat():
    rules = Rules.from_json({"ramsch": True})
    state = new_deal(rules, 3, hands_with(rules, {}, random.Random(5)))
    for seat in range(4):
        state.apply(Action.bid(seat, "pass"))
    assert state.phase == "play" and state.contract.type.name == "ramsch"
    assert Action.double(0, "kontra") not in state.legal_actions(0)
    result = play_out(state, random.Random(5)).result().to_json()
    loser = max(range(4), key=lambda s: state.points[s])
    assert result["scores"][loser] == -30 and sorted(result["scores"]) == [-30, 10, 10, 10]
    assert result["card_points"] == {str(s): state.points[s] for s in range(4)}
    assert result["items"] == [{"name": "ramsch", "party": None, "points": 10, "seat": loser}]


def test_view_shows_only_the_own_hand_sorted_trumps_first():
    state = rufspiel_deal(seat_2="S7 H9 EU EA HO G10 SK E7")
    data = view(state, 2).to_json()
    assert data["hand"] == ["HO", "EU", "H9", "EA", "E7", "G10", "SK", "S7"]
    assert data["hand_sizes"] == [8, 8, 8, 8]
    assert data["calls"] == [{"seat": 0, "value": "pass"}, {"seat": 1, "value": "rufspiel"},
                             {"seat": 2, "value": "pass"}, {"seat": 3, "value": "pass"}]
    assert data["contract"] == {"type": "rufspiel", "suit": "G", "declarer": 1}
    assert data["legal"] == [{"seat": 2, "type": "double", "value": "kontra"}]
    assert legal_cards(state, 0) and not legal_cards(state, 2)


@pytest.mark.parametrize("points,tricks,scores", [
    ([40, 40, 30, 10], [3, 2, 2, 1], [-30, 10, 10, 10]),
    ([40, 40, 30, 10], [2, 2, 3, 1], [-20, -20, 20, 20]),
])
def test_ramsch_equal_card_points_more_tricks_pay_else_all_tied_pay(points, tricks, scores):
    deal = SimpleNamespace(rules=Rules.from_json({"ramsch": True}), points=points, tricks_won=tricks)
    assert list(score_ramsch(deal).scores) == scores


def test_between_tricks_the_view_names_the_next_leader():
    """An empty trick is led by the last trick's winner, who is to move."""
    state = rufspiel_deal()
    rng = random.Random(1)
    while not state.is_finished:
        data = view(state, 0).to_json()
        if not data["trick"]["cards"]:
            assert data["trick"]["leader"] == data["to_move"]
            if data["tricks"]:
                assert data["trick"]["leader"] == data["tricks"][-1]["winner"]
        legal = [a for a in state.legal_actions() if a.type == "play"]
        state.apply(rng.choice(legal))
