"""Every level makes only legal decisions; bidding and solving behave as the rules demand."""

from __future__ import annotations

import random

import pytest

from engine.ai import Hint, hint, make_player
from engine.ai.arena import Match, play
from engine.ai.schafkopf import model
from engine.ai.schafkopf.evaluate import best_option, sure_tout
from engine.ai.schafkopf.knowledge import read_view
from engine.ai.schafkopf.solver import solve
from engine.ai.schafkopf.worlds import table_for
from engine.errors import EngineError
from engine.schafkopf import Action, Rules, State, new_deal, random_hands, view
from engine.schafkopf.cards import SUITS, cards_of, mask_of, parse_card
from engine.schafkopf.core import Deal

KINDS = ["rufspiel", "wenz", "solo", "wenz-tout", "solo-tout", "sie"]


@pytest.mark.parametrize("rules_json,lineup,deals", [
    ({"profile": "money"}, ("easy", "normal", "strong", "easy"), 12),
    ({"profile": "points"}, ("strong", "normal", "easy", "normal"), 12),
    ({"profile": "money", "deck": "short", "runAwayMin": 3}, ("normal", "easy", "strong", "easy"), 8),
])
def test_levels_play_whole_deals_legally(rules_json: dict, lineup: tuple, deals: int) -> None:
    match = Match("schafkopf", rules_json, lineup, deals)
    players = [make_player("schafkopf", level, iterations=3) for level in lineup]
    rng = random.Random(5)
    rules = Rules.from_json(rules_json)
    for number in range(deals):
        state = play(match, players, number % 4, random_hands(rules, rng), rng)
        assert state.is_finished
        assert sum(state.result().to_json()["scores"]) == 0


def test_many_easy_deals_never_fail() -> None:
    match = Match("schafkopf", {"profile": "points"}, ("easy",) * 4, 300)
    players = [make_player("schafkopf", "easy") for _ in range(4)]
    rng = random.Random(9)
    rules = Rules.from_json(match.rules)
    for number in range(300):
        assert play(match, players, number % 4, random_hands(rules, rng), rng).is_finished


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def test_bidding_reads_hands() -> None:
    money, points = Rules.for_profile("money"), Rules.for_profile("points")
    sie = cards("EO GO HO SO EU GU HU SU")
    assert best_option(sie, points, KINDS).contract == "sie"  # type: ignore[union-attr]
    assert best_option(sie, money, KINDS[:5]).contract == "solo-tout"  # type: ignore[union-attr]
    assert sure_tout(cards("EO GO HO SO EU GU HU GA"), "solo-tout", 2, money)
    assert not sure_tout(cards("EO GO HO SO EU GU HA GA"), "solo-tout", 2, money)
    assert not sure_tout(cards("EO GO HO SO EU GU HU G9"), "solo-tout", 2, money)
    assert best_option(cards("E7 E8 G7 G8 S7 S8 H7 S9"), money, KINDS[:5]) is None


def minimax(t: Deal, seat: int) -> int:
    """What `seat` is paid by plain minimax over every legal card: the solver's reference.
    The declaring party plays against the defenders; in a Ramsch `seat` against the rest."""
    if t.finished:
        return t.seat_score(seat)
    mover = t.to_move
    values = []
    for card in cards_of(t.legal()):
        after = t.copy()
        after.play(card)
        values.append(minimax(after, seat))
    ally = mover == seat if t.game.ramsch else t.team[mover] == t.team[seat]
    return max(values) if ally else min(values)


@pytest.mark.parametrize("rules_json", [{"profile": "money"}, {"profile": "points"},
                                        {"profile": "points", "deck": "short"},
                                        {"profile": "money", "ramsch": True}])
def test_solver_matches_plain_minimax_on_the_last_three_tricks(rules_json: dict) -> None:
    """Alpha-beta with the cards-in-sequence pruning, the last-trick shortcut and the
    cut where the points and tricks left cannot move the value out of the window
    gives exactly the minimax value, from trick starts and from inside a trick
    (with Ramsch on, every deal is a Ramsch: all four pass)."""
    rules = Rules.from_json(rules_json)
    rng = random.Random(21)
    players = [make_player("schafkopf", "easy") for _ in range(4)]
    tested = 0
    for number in range(60):
        state = new_deal(rules, number % 4, random_hands(rules, rng))
        stop = rng.choice([0, 1, 2, 3])
        while not state.is_finished and (state.phase != "play" or len(state.hands[state.to_move]) > 3
                                         or len(state.trick) != stop):
            seat = state.to_move
            legal = state.legal_actions(seat)
            state.apply(legal[0] if rules.ramsch else players[seat].choose(view(state, seat), legal, rng))
        if state.is_finished:
            continue
        k = read_view(view(state, state.to_move).to_json())
        t = table_for(k, [mask_of(h) for h in state.hands])
        for seat in range(4):
            assert solve(t.copy(), seat) == minimax(t, seat)
        tested += 1
    assert tested > 20


def test_strong_gives_hints_for_every_kind_of_decision() -> None:
    rules = Rules.for_profile("money")
    rng = random.Random(2)
    easy = make_player("schafkopf", "easy")
    kinds = set()
    for number in range(6):
        state = new_deal(rules, number % 4, random_hands(rules, rng))
        while not state.is_finished:
            seat = state.to_move
            legal = state.legal_actions(seat)
            advice = hint(view(state, seat), legal, rng, iterations=2)
            assert isinstance(advice, Hint)
            assert advice.action in legal
            assert advice.reason["key"].startswith("hint.")
            assert 0.0 <= advice.win_chance <= 1.0
            kinds.add(advice.action.type)
            state.apply(easy.choose(view(state, seat), legal, rng))
    assert {"bid", "play"} <= kinds


def test_easy_plays_a_ramsch_to_keep_its_card_points_low() -> None:
    """Against three random players in Ramsch deals (all four pass) the rule of thumb
    pays far less often than the one in four a random seat would."""
    rules = Rules.from_json({"ramsch": True})
    easy = make_player("schafkopf", "easy")
    rng = random.Random(4)
    paid = 0
    for number in range(100):
        state = new_deal(rules, number % 4, random_hands(rules, rng))
        while state.phase == "bidding":
            state.apply(state.legal_actions()[0])
        while not state.is_finished:
            seat = state.to_move
            legal = state.legal_actions(seat)
            state.apply(easy.choose(view(state, seat), legal, rng) if seat == 0 else rng.choice(legal))
        paid += state.result().scores[0] < 0
    assert paid < 18


def before_first_card(contract: str, suit: str, hands: list[str]) -> State:
    """Seat 0 declares `contract` (naming `suit`), everyone else passes."""
    state = new_deal(Rules.for_profile("money"), 3, [cards(h) for h in hands])
    while not any(a.type == "play" for a in state.legal_actions(state.to_move)):
        legal = state.legal_actions(state.to_move)
        wanted = [a for a in legal if (a.type == "bid" and a.value == contract and a.seat == 0)
                  or (a.type == "name" and a.suit is not None and SUITS[a.suit] == suit)]
        state.apply(wanted[0] if wanted else next(a for a in legal if a.value == "pass"))
    return state


@pytest.mark.parametrize("contract,suit,kontra", [("rufspiel", "E", True), ("solo", "H", False)])
def test_strong_says_kontra_only_against_a_rufspiel(contract: str, suit: str, kontra: bool) -> None:
    """The same sure-looking defence doubles a Rufspiel but never a lone player,
    against whom the estimate runs too high (see KONTRA_CHANCE)."""
    hands = ["EU GU HA H10 HK H9 E8 H7", "EO GO HO SO HU SU SA GA",
             "E7 EA E9 EK G7 G8 G9 GK", "S7 S8 S9 SK H8 S10 G10 E10"]
    state = before_first_card(contract, suit, hands)
    legal = [a for a in state.legal_actions(1) if a.type == "double"]
    strong = make_player("schafkopf", "strong", iterations=16)
    said = strong.volunteer(view(state, 1), legal, random.Random(1))
    assert (said is not None) == kontra


def test_a_rule_the_players_cannot_follow_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """Should the rules hold an option the players do not follow, a player fails loudly
    at its first decision of the deal instead of playing by other rules."""
    monkeypatch.setattr(model, "FOLLOWED", model.FOLLOWED - {"ramsch"})
    rules = Rules.from_json({"ramsch": True})
    state = new_deal(rules, 0, random_hands(rules, random.Random(1)))
    for seat in (1, 2, 3, 0):
        state.apply(Action.bid(seat, "pass"))
    seat = state.to_move
    easy = make_player("schafkopf", "easy")
    with pytest.raises(EngineError, match="do not support the Schafkopf rule ramsch"):
        easy.choose(view(state, seat), state.legal_actions(seat), random.Random(1))
