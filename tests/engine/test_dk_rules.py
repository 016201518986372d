"""Cards and notation, the card orders of docs/rules.md §2.2, the deadlines of §2.6, dealing."""

from __future__ import annotations

import itertools
import random

import pytest
from dk_support import play_until, start

from engine import doppelkopf as dk
from engine.doppelkopf.announcements import (
    KONTRA,
    LEVEL_OF,
    RE,
    deadline,
    judge,
    last_deadline,
    open_announcements,
    open_deadlines,
    values_for,
)
from engine.doppelkopf.cards import CARD_NAMES, POINTS, deck, parse_card
from engine.doppelkopf.contracts import trump_order
from engine.errors import RecordError
from engine.shuffle import deal

QJ = "CQ SQ HQ DQ CJ SJ HJ DJ"


def order(scheme: str, nines: bool = True, pig: int | None = None) -> str:
    """Trumps high to low, then the plain suits high to low, as one string."""
    table = trump_order(scheme, pig)
    cards = sorted(set(deck(nines)), key=table.sort_key.__getitem__)
    trumps = [CARD_NAMES[c] for c in cards if c in table.trumps]
    plain = [CARD_NAMES[c] for c in cards if c not in table.trumps]
    return " ".join(trumps) + " | " + " ".join(plain)


@pytest.mark.parametrize("scheme, expected", [
    ("normal", f"H10 {QJ} DA D10 DK D9 | CA C10 CK C9 SA S10 SK S9 HA HK H9"),
    ("diamonds", f"H10 {QJ} DA D10 DK D9 | CA C10 CK C9 SA S10 SK S9 HA HK H9"),
    ("clubs", f"H10 {QJ} CA C10 CK C9 | SA S10 SK S9 HA HK H9 DA D10 DK D9"),
    ("spades", f"H10 {QJ} SA S10 SK S9 | CA C10 CK C9 HA HK H9 DA D10 DK D9"),
    ("hearts", f"H10 {QJ} HA HK H9 | CA C10 CK C9 SA S10 SK S9 DA D10 DK D9"),
    ("queens", "CQ SQ HQ DQ | CA C10 CK CJ C9 SA S10 SK SJ S9 HA H10 HK HJ H9 DA D10 DK DJ D9"),
    ("jacks", "CJ SJ HJ DJ | CA C10 CK CQ C9 SA S10 SK SQ S9 HA H10 HK HQ H9 DA D10 DK DQ D9"),
    ("fleshless", "| CA C10 CK CQ CJ C9 SA S10 SK SQ SJ S9 HA H10 HK HQ HJ H9 DA D10 DK DQ DJ D9"),
])
def test_card_orders_of_every_game_type(scheme: str, expected: str) -> None:
    assert order(scheme).strip() == expected


def test_without_nines_the_nines_are_simply_gone() -> None:
    assert order("normal", nines=False) == f"H10 {QJ} DA D10 DK | CA C10 CK SA S10 SK HA HK"
    assert len(trump_order("hearts").trumps) * 2 == 24


def test_schweinchen_tops_the_dullen() -> None:
    assert order("normal", pig=parse_card("DA")).startswith(f"DA H10 {QJ} D10 DK D9 |")
    assert order("spades", pig=parse_card("SA")).startswith(f"SA H10 {QJ} S10 SK S9 |")


def test_notation_and_card_points() -> None:
    assert [parse_card(n) for n in CARD_NAMES] == list(range(24))
    assert sum(POINTS[c] for c in deck(True)) == 240 == sum(POINTS[c] for c in deck(False))
    assert (len(deck(True)), len(deck(False))) == (48, 40)
    for text in ("C1", "cq", "H 10", "", None, 12):
        with pytest.raises(RecordError):
            parse_card(text)


@pytest.mark.parametrize("hand, shift, expected", [
    (12, 0, [11, 10, 9, 8, 7]), (12, 1, [10, 9, 8, 7, 6]), (12, 2, [9, 8, 7, 6, 5]),
    (10, 0, [9, 8, 7, 6, 5]), (10, 1, [8, 7, 6, 5, 4]), (10, 2, [7, 6, 5, 4, 3]),
])
def test_deadline_table(hand: int, shift: int, expected: list[int]) -> None:
    assert [deadline(level, hand, shift) for level in range(1, 6)] == expected


def test_open_deadlines_hold_the_reply_window_and_the_absagen_together() -> None:
    """Kontra against Re's keine 60 (level 3) may come at D(3) − 1 = 8 cards;
    after Re's keine 60, Re's further Absagen all need D(4)."""
    assert dict(open_deadlines([3, 0], [False, False], KONTRA, 12, 0)) == {1: 8, 2: 11, 3: 11, 4: 11, 5: 11}
    assert dict(open_deadlines([3, 0], [False, False], RE, 12, 0)) == {4: 8, 5: 8}
    assert open_deadlines([0, 1], [False, True], KONTRA, 12, 0) == ()
    assert open_announcements([3, 0], [False, False], KONTRA, 9, 12, 0) == [("kontra", 8)]


@pytest.mark.parametrize("hand, shift", [(12, 0), (12, 2), (10, 1)])
def test_every_check_reads_one_deadline_table(hand: int, shift: int) -> None:
    """judge, the open announcements of the view and the earliest cut-off of
    legal_actions agree with open_deadlines in every position."""
    fewest = []
    for re, kontra, re_blocked, kontra_blocked, party in itertools.product(
            range(6), range(6), (False, True), (False, True), (RE, KONTRA)):
        levels, blocked = [re, kontra], [re_blocked, kontra_blocked]
        table = dict(open_deadlines(levels, blocked, party, hand, shift))
        fewest += table.values()
        for cards in range(hand + 1):
            accepted = [value for value in values_for(party)
                        if judge(levels, blocked, party, value, cards, hand, shift)[0] is None]
            assert open_announcements(levels, blocked, party, cards, hand, shift) == [
                (value, table[LEVEL_OF[value]]) for value in accepted]
    assert min(fewest) == last_deadline(hand, shift)


def test_the_same_seed_deals_the_same_hands() -> None:
    """Pinned so that the Pyodide run proves the same deal as CPython."""
    hands = deal(list(range(48)), random.Random(7))
    assert hands[0] == [31, 38, 26, 13, 24, 10, 12, 9, 5, 19, 33, 35]
    assert sorted(c for h in hands for c in h) == list(range(48))
    rules = dk.Rules.from_json({"preset": "no-nines"})
    assert [len(h) for h in dk.random_hands(rules, random.Random(1))] == [10] * 4


def test_rules_round_trip_through_json() -> None:
    data = {"preset": "no-nines", "dulleRule": "secondWins", "reKontraDoubles": True}
    assert dk.Rules.from_json(data).to_json() == data
    assert dk.Rules.from_json({}).to_json() == {"preset": "tournament"}
    assert dk.Rules.from_json({"preset": "schweinchen"}).schweinchen


def test_wedding_clarified_only_by_plain_suit_tricks_with_first_non_trump_trick() -> None:
    strict = dk.Rules.from_json({"weddingClarify": "firstNonTrumpTrick"})
    for seed in range(300):
        state = start({1: ["CQ", "CQ"]}, seed, reservations={1: ("wedding", None)}, rules=strict)
        play_until(state, lambda s: len(s.tricks) == 1, seed)
        first = state.tricks[0]
        if first.winner != 1 and first.cards[0] in state.order.trumps:
            break
    else:
        raise AssertionError("no trump-led first trick won by another player")
    assert not state.clarified and state.partner is None
    lenient = dk.new_deal(dk.Rules(), state.dealer, state.dealt)
    for action in state.history:
        lenient.apply(action)
    assert lenient.clarified and lenient.partner == first.winner


def test_schweinchen_in_farbsolo_only_with_its_option() -> None:
    for options, holder in (({"schweinchenInFarbsolo": True}, 2), ({}, None)):
        rules = dk.Rules.from_json({"preset": "schweinchen", **options})
        state = start({2: ["SA", "SA"]}, 0, reservations={3: ("solo", "spades")}, rules=rules)
        assert state.schweinchen == holder
        assert (state.order.trumps[0] == parse_card("SA")) == (holder is not None)
