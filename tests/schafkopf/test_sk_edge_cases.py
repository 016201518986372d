"""One test per Schafkopf edge case of docs/rules.md §4 (#29–#50).

Seat 3 deals in every test, so seat 0 bids first and leads to trick 1.
"""

from __future__ import annotations

import json
import random

import pytest
from sk_support import GOLDEN, cards, contract_deal, hands_with, legal_cards, play, play_out, replay_file

from engine.errors import IllegalAction
from engine.schafkopf import Action, Rules, new_deal, view
from engine.schafkopf.cards import EICHEL, GRAS, HERZ, SCHELLEN, card_name, parse_card, suit_of

MONEY = Rules.for_profile("money")
POINTS = Rules.for_profile("points")


def golden_result(name: str, capsys: pytest.CaptureFixture[str], tmp_path, rules: dict | None = None) -> dict:
    """The replay output of a golden record, optionally under other rules."""
    path = GOLDEN / name
    if rules is not None:
        path = tmp_path / name
        path.write_text(json.dumps({**json.loads((GOLDEN / name).read_text()), "rules": rules}))
    code, output, err = replay_file(path, capsys)
    assert code == 0, err
    assert output is not None
    return output


def items(result: dict) -> dict[str, dict]:
    return {item["name"]: item for item in result["items"]}


def test_edge_29_rufspiel_60_60_declarers_lose(capsys, tmp_path):
    result = golden_result("edge-29-money.json", capsys, tmp_path)
    assert result["card_points"] == {"declarers": 60, "defenders": 60}
    assert result["winner"] == "defenders"


def test_edge_30_declarers_31_schneiderfrei_30_schneider(capsys, tmp_path):
    for profile, unit in (("money", 10), ("points", 1)):
        free = golden_result("edge-30-schneiderfrei-money.json", capsys, tmp_path, {"profile": profile})
        assert free["card_points"]["declarers"] == 31
        assert (free["winner"], free["value"], "schneider" in items(free)) == ("defenders", unit, False)
        lost = golden_result("edge-30-schneider-money.json", capsys, tmp_path, {"profile": profile})
        assert lost["card_points"]["declarers"] == 30
        schneider = items(lost)["schneider"]["party"]
        assert (lost["winner"], lost["value"], schneider) == ("defenders", 2 * unit, "defenders")


def test_edge_31_declarers_90_no_schneider_unless_symmetric30(capsys, tmp_path):
    cases = [({"profile": "points"}, 1), ({"profile": "money"}, 10),
             ({"profile": "points", "schneiderLine": "symmetric30"}, 2),
             ({"profile": "money", "schneiderLine": "symmetric30"}, 20)]
    for rules, value in cases:
        result = golden_result("sk-8-money.json", capsys, tmp_path, rules)
        assert result["card_points"] == {"declarers": 90, "defenders": 30}
        assert (result["winner"], result["value"]) == ("declarers", value), rules


def test_edge_32_one_zero_point_trick_is_schneider_not_schwarz():
    hands = [cards("EU GU HU SU EA E10 GA S7"), cards("S8 SA S10 SK SO EO GO HO"),
             cards("S9 EK E8 G10 GK G9 HA H10"), cards("E9 E7 G8 G7 HK H9 H8 H7")]
    state = contract_deal(MONEY, hands, 0, "wenz")
    play(state, "EU SA HA H7  GU S10 H10 H8  HU SK G10 HK  SU SO GK H9"
                " EA EO EK E7  E10 GO E8 E9  GA HO G9 G8  S7 S8 S9 G7")
    result = state.result().to_json()
    assert state.tricks[-1].winner == 2 and state.tricks[-1].points == 0
    assert result["card_points"] == {"declarers": 120, "defenders": 0}
    assert [i["name"] for i in result["items"]] == ["wenz", "schneider", "laufende"]
    assert (result["value"], result["scores"]) == (100, [300, -100, -100, -100])


def laufende_of(fixed: dict[int, str], contract: str, suit: str | None) -> dict | None:
    """The Laufende item of a deal that seat 0 declares, with `fixed` cards dealt."""
    state = contract_deal(MONEY, hands_with(MONEY, fixed, random.Random(5)), 0, contract, suit)
    result = play_out(state, random.Random(5)).result().to_json()
    found = items(result).get("laufende")
    if found is not None:
        assert found["party"] == result["winner"]
    return found


def test_edge_33_wenz_with_eichel_and_gras_unter_has_two_laufende():
    assert laufende_of({0: "EU GU", 1: "HU"}, "wenz", None) == {
        "name": "laufende", "party": "declarers", "points": 20, "count": 2}


def test_edge_34_wenz_with_only_the_eichel_unter_has_none():
    assert laufende_of({0: "EU", 1: "GU"}, "wenz", None) is None


def test_edge_35_defenders_with_three_obers_give_ohne_drei():
    found = laufende_of({0: "SO G9", 1: "GA", 2: "EO GO", 3: "HO"}, "rufspiel", "G")
    assert found is not None and (found["count"], found["points"]) == (3, 30)


def test_edge_36_run_broken_by_the_herz_ober_is_no_laufende():
    assert laufende_of({0: "EO GO G9", 1: "GA", 2: "HO"}, "rufspiel", "G") is None


def test_edge_37_partner_must_play_called_ace():
    hands = hands_with(MONEY, {0: "G7 G10", 1: "G8", 2: "HO", 3: "GA GK G9"}, random.Random(1))
    state = contract_deal(MONEY, hands, 1, "rufspiel", "G")
    play(state, "G7 G8 HO")
    assert legal_cards(state, 3) == {"GA"}
    before = view(state, 3).to_json()
    with pytest.raises(IllegalAction):
        state.apply(Action.play(3, parse_card("GK")))
    assert view(state, 3).to_json() == before


def test_edge_38_partner_with_four_may_run_away_with_three_must_lead_the_ace():
    hands = hands_with(MONEY, {0: "SA S10 SK S9", 1: "S8"}, random.Random(2))
    four = contract_deal(MONEY, hands, 1, "rufspiel", "S")
    assert {"S10", "SK", "S9", "SA"} <= legal_cards(four, 0)
    assert view(four, 2).to_json()["parties"][0] is None
    play(four, "S9")
    assert four.ran_away
    assert view(four, 2).to_json()["parties"] == ["declarers", "declarers", "defenders", "defenders"]

    three = contract_deal(MONEY, hands_with(MONEY, {0: "SA SK S9", 1: "S8 S10 S7"}, random.Random(2)),
                          1, "rufspiel", "S")
    assert "SA" in legal_cards(three, 0) and not {"SK", "S9"} & legal_cards(three, 0)
    with pytest.raises(IllegalAction):
        three.apply(Action.play(0, parse_card("S9")))


def test_edge_39_called_ace_not_discarded_before_the_last_trick():
    hands = [cards("EO GO HO SO EA E10 EK E9"), cards("EU GU HU SU E8 E7 G8 G7"),
             cards("GA HK H9 H8 H7 S7 S8 S9"), cards("G10 G9 GK HA H10 SA S10 SK")]
    state = contract_deal(MONEY, hands, 3, "rufspiel", "G")
    assert state.partner == 2
    play(state, "EO SU H7 HA  GO HU H8 H10  HO GU H9 SK  SO EU HK S10  EA E7")
    assert len(state.tricks) == 4 and not state.core.called_led
    assert legal_cards(state, 2) == {"S7", "S8", "S9"}
    with pytest.raises(IllegalAction):
        state.apply(Action.play(2, parse_card("GA")))
    play(state, "S7 SA  E10 E8 S8 GK  EK G7 S9 G9  E9 G8")
    assert legal_cards(state, 2) == {"GA"}
    play(state, "GA G10")
    assert state.is_finished and not state.core.called_led


def test_edge_40_holding_all_three_callable_aces_cannot_bid_rufspiel():
    state = new_deal(MONEY, 3, hands_with(MONEY, {0: "EA GA SA E9 G9 S9"}, random.Random(3)))
    assert Action.bid(0, "rufspiel") not in state.legal_actions(0)
    with pytest.raises(IllegalAction):
        state.apply(Action.bid(0, "rufspiel"))


def test_edge_41_schellen_ober_alone_does_not_allow_calling_the_schellen_sau():
    state = new_deal(MONEY, 3, [cards("SO EO GO HO E9 G9 H9 H8"), cards("SA S10 SK S9 S8 S7 EA E10"),
                                cards("GA G10 GK G8 G7 HA H10 HK"), cards("EK E8 E7 EU GU HU SU H7")])
    state.apply(Action.bid(0, "rufspiel"))
    for seat in (1, 2, 3):
        state.apply(Action.bid(seat, "pass"))
    named = {a.suit for a in state.legal_actions(0)}
    assert named == {EICHEL, GRAS}
    with pytest.raises(IllegalAction):
        state.apply(Action.naming(0, "rufspiel", SCHELLEN))


def test_edge_42_solo_tout_with_110_points_lost_in_the_last_trick():
    hands = [cards("EO GO HO SO GA G10 SA S7"), cards("EU GU HU SU S10 SK S9 S8"),
             cards("EA E10 EK GK G9 HA H9 H8"), cards("E9 E8 E7 G8 G7 HK H10 H7")]
    state = contract_deal(MONEY, hands, 0, "solo-tout", "E")
    play(state, "EO EU EA E9  GO GU E10 E8  HO HU EK E7  SO SU HA H10"
                " GA SK G9 G7  G10 S8 GK G8  SA S9 H9 HK")
    assert not state.is_finished
    play(state, "S7 S10 H8 H7")
    result = state.result().to_json()
    assert result["card_points"] == {"declarers": 110, "defenders": 10}
    assert (result["winner"], result["value"], result["scores"]) == ("defenders", 180, [-540, 180, 180, 180])


def test_edge_43_eichel_ober_led_in_rufspiel_is_trump_not_eichel():
    hand = "EA E10 EK E9 E8 SA S10 S9"
    state = contract_deal(MONEY, hands_with(MONEY, {0: "EO G9", 1: hand, 2: "GA"}, random.Random(4)),
                          0, "rufspiel", "G")
    play(state, "EO")
    assert legal_cards(state, 1) == set(hand.split())


def test_edge_44_wenz_eichel_ober_led_must_be_followed_with_eichel():
    state = contract_deal(MONEY, hands_with(MONEY, {0: "EO", 1: "EA E9 EU GA"}, random.Random(4)), 0, "wenz")
    play(state, "EO")
    eichel = {card_name(c) for c in state.hands[1] if suit_of(c) == EICHEL and c != parse_card("EU")}
    assert legal_cards(state, 1) == eichel and {"EA", "E9"} <= eichel


def test_edge_45_farbsolo_outbids_wenz_and_an_equal_bid_is_refused():
    state = new_deal(MONEY, 0, hands_with(MONEY, {}, random.Random(6)))
    state.apply(Action.bid(1, "wenz"))
    assert Action.bid(2, "wenz") not in state.legal_actions(2)
    with pytest.raises(IllegalAction):
        state.apply(Action.bid(2, "wenz"))
    state.apply(Action.bid(2, "pass"))
    state.apply(Action.bid(3, "solo"))
    state.apply(Action.bid(0, "pass"))
    assert (state.phase, state.to_move, state.declarer) == ("naming", 3, 3)
    assert {a.contract for a in state.legal_actions(3)} == {"solo"}


def test_edge_46_all_pass_ends_the_deal_without_scoring():
    state = new_deal(MONEY, 3, hands_with(MONEY, {}, random.Random(7)))
    for seat in range(4):
        state.apply(Action.bid(seat, "pass"))
    assert state.is_finished and state.legal_actions(0) == []
    assert state.result().to_json() == {"finished": True, "winner": None, "value": 0, "scores": [0, 0, 0, 0]}


def test_edge_47_herz_solo_without_a_plain_herz_card():
    hands = [cards("EO GO HO HU EA E10 GA S9"), cards("SO EU GU SU E9 G9 S10 SK"),
             cards("HA H10 HK H9 H8 H7 EK GK"), cards("E8 E7 G10 G8 G7 SA S8 S7")]
    for rules, allowed in ((POINTS, False), (MONEY, True)):
        state = new_deal(rules, 3, hands)
        state.apply(Action.bid(0, "solo"))
        for seat in (1, 2, 3):
            state.apply(Action.bid(seat, "pass"))
        herz = Action.naming(0, "solo", HERZ)
        assert (herz in state.legal_actions(0)) is allowed
        if not allowed:
            with pytest.raises(IllegalAction):
                state.apply(herz)


def test_edge_48_defenders_dealt_all_fourteen_trumps_ohne_14():
    declarer = "EA E10 EK E9 HA H10 SA S10"
    state = contract_deal(MONEY, hands_with(MONEY, {0: declarer}, random.Random(8)), 0, "solo", "G")
    result = play_out(state, random.Random(8)).result().to_json()
    assert result["winner"] == "defenders"
    assert items(result)["laufende"] == {"name": "laufende", "party": "defenders", "points": 140, "count": 14}


def test_edge_49_run_split_between_declarer_and_partner_counts_for_the_party():
    assert laufende_of({0: "EO G9", 1: "GO GA", 2: "HO"}, "rufspiel", "G") is None
    three = laufende_of({0: "EO HO G9", 1: "GO GA", 2: "SO"}, "rufspiel", "G")
    assert three is not None and three["count"] == 3


def test_edge_50_after_running_away_the_ace_is_an_ordinary_card():
    """With runAwayMin 3: at the default 4 the partner and the caller hold five of
    the six plain cards of the suit, so the defenders' one card has to follow the
    run-away trick and no defender could lead the suit again."""
    rules = Rules.from_json({"runAwayMin": 3})
    hands = [cards("EO SA S10 SK E7 G7 H7 E8"), cards("S9 GO EA E10 E9 GA G10 G9"),
             cards("S8 S7 HO SO EU GU HU SU"), cards("GK G8 EK HA H10 HK H9 H8")]
    state = contract_deal(rules, hands, 1, "rufspiel", "S")
    play(state, "EO GO SU H8  SK S9 S7 H9")
    assert state.ran_away and state.tricks[-1].winner == 3
    play(state, "HA H7 E9 HU")
    assert state.tricks[-1].winner == 2 and state.to_move == 2
    play(state, "S8 G8")
    assert legal_cards(state, 0) == {"SA", "S10"}
    play(state, "S10 G9  E7 EA GU EK")
    assert state.to_move == 2
    play(state, "HO HK")
    assert legal_cards(state, 0) == {"SA", "G7", "E8"}
