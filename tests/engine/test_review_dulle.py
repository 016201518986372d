"""The review names the Dulle rule's case when both ♥10 fall in one trick
(docs/rules.md §2.2, §2.12; docs/api.md `review`): the first one wins, the
second wins, or, under "second wins except in the last trick", which of the
two applied; and each case has its sentence in every language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_review import finished_deal

from engine.doppelkopf.cards import parse_card
from engine.doppelkopf.rules import DULLE_RULES
from engine.review import review
from engine.tricks import TRUMP

ROOT = Path(__file__).resolve().parents[2]
DULLE = parse_card("H10")
SEEDS = range(4)  # among them, deals with both Dullen in a trick before the last and in the last
CASES = {("review.first_of_two", "firstWins"), ("review.second_of_two", "secondWins"),
         ("review.second_of_two", "secondWinsExceptLast"), ("review.first_of_two", "secondWinsExceptLast")}


def dulle_reasons(rule: str) -> list[tuple[str, bool]]:
    """The review's key, rule and whether it was the last trick, for each trick both Dullen fell in."""
    found = []
    for seed in SEEDS:
        state = finished_deal("doppelkopf", {"dulleRule": rule}, seed)
        reviewed = review(state.to_record())["tricks"]
        for at, (done, trick) in enumerate(zip(state.tricks, reviewed, strict=True)):
            if list(done.cards).count(DULLE) == 2 and state.order.suit[DULLE] == TRUMP:
                assert trick["reason"]["rule"] == rule
                found.append((trick["reason"]["key"], at == len(state.tricks) - 1))
    return found


def test_the_review_names_which_dulle_rule_decided_the_trick() -> None:
    for rule, key in (("firstWins", "review.first_of_two"), ("secondWins", "review.second_of_two")):
        found = dulle_reasons(rule)
        assert found and {said for said, _ in found} == {key}
    assert set(dulle_reasons("secondWinsExceptLast")) == {
        ("review.second_of_two", False), ("review.first_of_two", True)}


def test_two_equal_cards_other_than_the_dullen_name_no_rule() -> None:
    state = finished_deal("doppelkopf", {"dulleRule": "secondWins"}, 0)
    twins = [trick["reason"] for trick in review(state.to_record())["tricks"]
             if trick["reason"]["key"] in ("review.first_of_two", "review.second_of_two")
             and trick["reason"]["card"] != "H10"]
    assert all("rule" not in reason for reason in twins)


@pytest.mark.parametrize("language", ["en", "de", "ar"])
def test_every_case_of_the_dulle_rule_has_its_sentence(language: str) -> None:
    catalog = json.loads((ROOT / "web" / "i18n" / f"{language}.json").read_text(encoding="utf-8"))
    assert {rule for _, rule in CASES} == set(DULLE_RULES)
    for key, rule in CASES:
        assert "{card}" in catalog[f"{key}.{rule}"]
