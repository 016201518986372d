"""One test per Doppelkopf edge case of docs/rules.md §4 (#1–28, #51–53)."""

from __future__ import annotations

import pytest
from dk_support import announce, check_golden, golden, play, play_until, start

from engine import doppelkopf as dk
from engine.doppelkopf.actions import Action
from engine.doppelkopf.announcements import RE
from engine.doppelkopf.cards import DULLE, FUCHS, KARLCHEN, card
from engine.doppelkopf.session import Session
from engine.errors import IllegalAction
from engine.record import replay
from engine.record import start as record_start

NORMAL = {0: ["CQ"], 2: ["CQ"]}  # seats 0 and 2 Re; with dealer 3 seat 0 leads


def normal_game(seed: int = 0, **kwargs: object) -> dk.State:
    for attempt in range(seed, seed + 100):
        state = start(NORMAL, attempt, dealer=3, **kwargs)  # type: ignore[arg-type]
        if state.contract and state.contract.kind == "normal":
            return state
    raise AssertionError("no normal game")


def names(result: dk.Result) -> list[tuple[str, str]]:
    return [(i.name, i.party) for i in result.items]


def finished(state: dk.State, seed: int = 0) -> dk.Result:
    return play_until(state, lambda s: False, seed).result()


def first_deal(accept: object, make: object, limit: int = 3000) -> dk.State:
    """The first seeded random deal (from `make(seed)`) whose finish passes `accept`."""
    for seed in range(limit):
        state = finished_state(make(seed), seed)  # type: ignore[operator]
        if accept(state):  # type: ignore[operator]
            return state
    raise AssertionError("no deal found")


def finished_state(state: dk.State, seed: int) -> dk.State:
    return play_until(state, lambda s: False, seed)


def test_edge_01_120_all_kontra_wins(capsys: pytest.CaptureFixture[str]) -> None:
    check_golden("edge-01-120-all", capsys)


def test_edge_02_only_kontra_re_wins_with_120(capsys: pytest.CaptureFixture[str]) -> None:
    check_golden("edge-02-only-kontra-120", capsys)


def test_edge_03_re_and_kontra_120_kontra_wins(capsys: pytest.CaptureFixture[str]) -> None:
    check_golden("edge-03-both-announced-120", capsys)


def test_edge_04_only_kontra_121(capsys: pytest.CaptureFixture[str]) -> None:
    check_golden("edge-04-only-kontra-121", capsys)


def test_edge_05_failed_keine_90(capsys: pytest.CaptureFixture[str]) -> None:
    check_golden("edge-05-failed-no90", capsys)


def test_edge_06_failed_keine_90_at_120(capsys: pytest.CaptureFixture[str]) -> None:
    check_golden("edge-06-failed-no90-120", capsys)


def test_edge_07_keine_90_made(capsys: pytest.CaptureFixture[str]) -> None:
    check_golden("edge-07-no90-made", capsys)


def test_edge_08_90_is_not_under_90(capsys: pytest.CaptureFixture[str]) -> None:
    check_golden("edge-08-kontra-90-not-under", capsys)


def test_edge_09_zero_point_trick_is_not_schwarz(capsys: pytest.CaptureFixture[str]) -> None:
    output = check_golden("edge-09-trick-of-nines", capsys)
    assert output["card_points"]["kontra"] == 0
    assert "schwarz" not in [i["name"] for i in output["items"]]


def test_edge_10_schwarz_lost_by_a_zero_point_trick(capsys: pytest.CaptureFixture[str]) -> None:
    assert check_golden("edge-10-schwarz-fails", capsys)["winner"] == "kontra"


def test_edge_11_both_keine_90_fail_nobody_wins(capsys: pytest.CaptureFixture[str]) -> None:
    assert check_golden("edge-11-both-no90-nobody", capsys)["winner"] is None


def wedding(seed: int) -> dk.State:
    return start({1: ["CQ", "CQ"]}, seed, dealer=0, reservations={1: ("wedding", None)})


def test_edge_12_wedding_partner_in_trick_2() -> None:
    for seed in range(500):
        state = play_until(wedding(seed), lambda s: s.clarified or len(s.tricks) > 2, seed)
        if state.clarified and state.partner is not None and len(state.tricks) == 2:
            break
    else:
        raise AssertionError("no wedding clarified in trick 2")
    partner = state.partner
    assert state.tricks[0].winner == 1 and state.tricks[1].winner == partner
    assert [p == RE for p in state.party] == [s in (1, partner) for s in range(4)]
    assert dk.view(state, partner).to_json()["open_announcements"][0] == {
        "value": "re", "min_cards": 10}
    assert len(state.hands[partner]) == 10
    announce(state, partner, "re")
    assert dk.view(state, partner).to_json()["open_announcements"][0] == {
        "value": "no90", "min_cards": 9}
    play_until(state, lambda s: len(s.hands[partner]) == 9, seed)
    state.copy().apply(Action(partner, "announce", "no90"))
    play_until(state, lambda s: len(s.hands[partner]) == 8, seed)
    with pytest.raises(IllegalAction, match="keine 90 needs 9"):
        announce(state, partner, "no90")


def test_edge_13_no_announcement_before_klaerungsstich() -> None:
    state = wedding(0)
    assert state.to_move == 1
    play(state, 1, dk.card_name(state.playable(1)[0]))
    for seat, value in ((1, "re"), (2, "kontra"), (3, "re"), (0, "no90")):
        with pytest.raises(IllegalAction, match="Klärungsstich"):
            announce(state, seat, value)
    assert [state.legal_actions(seat) for seat in (0, 1, 3)] == [[], [], []]
    assert all(a.type == "play" for a in state.legal_actions(2))


def test_edge_14_failed_wedding_is_a_karo_solo(capsys: pytest.CaptureFixture[str]) -> None:
    record = golden("dk-h-failed-wedding")
    check_golden("dk-h-failed-wedding", capsys)
    state = record_start(record)
    actions = [Action.from_json(a) for a in record["actions"]]
    for action in actions:
        if len(state.tricks) == 3:
            break
        state.apply(action)
    assert state.solo_scoring and state.partner is None and state.shift == 2
    assert dk.view(state, 1).to_json()["open_announcements"][0] == {"value": "re", "min_cards": 9}
    # in a session: not a Pflichtsolo, so the dealer rotates and it counts among the 24
    session = Session(dk.Rules(), first_dealer=record["dealer"])
    deal = session.next_deal()
    full = dk.new_deal(dk.Rules(), deal.dealer, record["hands"], deal.owes_pflichtsolo)
    for action in actions:
        full.apply(action)
    assert full.contract is not None and not full.contract.pflichtsolo
    session.book(full)
    assert (session.dealer, session.games_played) == ((record["dealer"] + 1) % 4, 1)
    assert session.owes == [True] * 4


def test_edge_15_silent_wedding_scores_as_solo(capsys: pytest.CaptureFixture[str]) -> None:
    output = check_golden("dk-b-silent-wedding", capsys)
    assert "fox-caught" not in [i["name"] for i in output["items"]]
    state = record_start(golden("dk-b-silent-wedding"))
    while state.phase == "reservations":
        state.apply(dk.Action(state.to_move, "reservation", "healthy"))  # type: ignore[arg-type]
    assert state.contract is not None and state.contract.kind == "silent-wedding"
    assert dk.view(state, 1).to_json()["open_announcements"][0] == {"value": "re", "min_cards": 11}


def fox_events(state: dk.State) -> list[tuple[int, int]]:
    """(party of the fox's owner, party that won it) for every ♦A played."""
    return [(state.party[s], state.party[t.winner]) for t in state.tricks  # type: ignore[misc]
            for s, c in zip(t.seats, t.cards, strict=True) if c == FUCHS]


def test_edge_16_fox_won_by_own_partner_scores_nothing() -> None:
    def accept(state: dk.State) -> bool:
        own = [t for t in state.tricks for s, c in zip(t.seats, t.cards, strict=True)
               if c == FUCHS and t.winner != s and state.party[s] == state.party[t.winner] == RE]
        return bool(own) and all(a == b for a, b in fox_events(state))
    state = first_deal(accept, lambda seed: normal_game(seed))
    assert "fox-caught" not in [n for n, _ in names(state.result())]


def test_edge_17_two_kontra_foxes_in_one_re_trick() -> None:
    state = start({**NORMAL, 1: ["DA"], 3: ["DA"], 0: ["CQ", "H10"]}, 0, dealer=3)
    play(state, 0, "H10")
    play(state, 1, "DA")
    play(state, 2, dk.card_name(state.playable(2)[-1]))
    play(state, 3, "DA")
    assert state.tricks[0].winner == 0
    result = finished(state)
    assert [p for n, p in names(result) if n == "fox-caught"] == ["re", "re"]


def test_edge_18_karlchen_beaten_scores_nothing() -> None:
    def accept(state: dk.State) -> bool:
        last = state.tricks[-1]
        return KARLCHEN in last.cards and last.winning_card == card(3, 3)
    state = first_deal(accept, lambda seed: normal_game(seed))
    assert "karlchen" not in [n for n, _ in names(state.result())]


def test_edge_19_karlchen_wins_the_last_trick() -> None:
    state = first_deal(lambda s: s.tricks[-1].winning_card == KARLCHEN,
                       lambda seed: normal_game(seed))
    party = ("re", "kontra")[state.party[state.tricks[-1].winner]]  # type: ignore[index]
    assert ("karlchen", party) in names(state.result())


def test_edge_20_doppelkopf_needs_40_points() -> None:
    def accept(state: dk.State) -> bool:
        values = [t.points for t in state.tricks]
        return 40 in values and 37 in values and sum(v >= 40 for v in values) == 1
    state = first_deal(accept, lambda seed: normal_game(seed), limit=20000)
    trick = next(t for t in state.tricks if t.points == 40)
    party = ("re", "kontra")[state.party[trick.winner]]  # type: ignore[index]
    assert [(n, p) for n, p in names(state.result()) if n == "doppelkopf"] == [("doppelkopf", party)]


def test_edge_21_no_extra_points_in_a_solo() -> None:
    def accept(state: dk.State) -> bool:
        return (any(a != b for a, b in fox_events(state))
                and any(t.points >= 40 for t in state.tricks)
                and state.result().winner == "kontra")
    state = first_deal(accept, lambda seed: start({}, seed, reservations={1: ("solo", "hearts")}))
    extras = {"gegen-die-alten", "doppelkopf", "fox-caught", "karlchen"}
    assert not extras & {n for n, _ in names(state.result())}


def dulle_trick(rule: str, last: bool) -> int:
    """Seat 1 and 2 each hold one Dulle and play them into the same trick (the
    last one or the first); the seat whose Dulle wins."""
    rules = dk.Rules.from_json({"preset": "no-nines", "dulleRule": rule})
    for seed in range(2000):
        state = start({1: ["H10"], 2: ["H10"]}, seed, rules=rules)
        if not last:
            play(state, 1, "H10")
            play(state, 2, "H10")
        while not state.is_finished:
            seat = state.to_move
            assert seat is not None
            options = state.playable(seat)
            keep = [c for c in options if c != DULLE]
            choice = keep[0] if keep and last else options[0]
            state.apply(dk.Action(seat, "play", card=choice))
        trick = state.tricks[-1 if last else 0]
        if trick.cards.count(DULLE) == 2 and set(trick.seats) == {0, 1, 2, 3}:
            first = trick.seats[trick.cards.index(DULLE)]
            return 0 if trick.winner == first else 1
    raise AssertionError("no deal with both Dullen in one trick")


def test_edge_22_two_dullen_in_one_trick() -> None:
    assert dulle_trick("firstWins", last=False) == 0
    assert dulle_trick("firstWins", last=True) == 0
    assert dulle_trick("secondWinsExceptLast", last=False) == 1
    assert dulle_trick("secondWinsExceptLast", last=True) == 0
    assert dulle_trick("secondWins", last=True) == 1


def test_edge_23_re_with_10_cards_is_late() -> None:
    state = play_until(normal_game(), lambda s: len(s.hands[0]) == 10)
    with pytest.raises(IllegalAction, match="too late"):
        announce(state, 0, "re")
    assert state.levels == [0, 0]


def test_edge_24_late_reply_allowed_but_no_absage_after_it() -> None:
    state = normal_game()
    play(state, 0, dk.card_name(state.playable(0)[0]))
    announce(state, 0, "re")
    play_until(state, lambda s: len(s.hands[1]) == 10)
    announce(state, 1, "kontra")
    assert state.levels == [1, 1]
    for seat in (1, 3):
        with pytest.raises(IllegalAction, match="late reply"):
            announce(state, seat, "no90")


def test_edge_25_three_levels_at_once() -> None:
    state = normal_game()
    play(state, 0, dk.card_name(state.playable(0)[0]))
    announce(state, 0, "no60")
    assert state.levels[RE] == 3
    result = finished(state)
    winner = result.winner
    assert {("re-announced", winner), ("re-no90-announced", winner),
            ("re-no60-announced", winner)} <= set(names(result))


def test_edge_26_pflichtsolo_beats_lustsolo_and_the_dealer_stays() -> None:
    owes = [False, False, False, True]
    state = start({}, 3, dealer=0, owes=owes,
                  reservations={1: ("solo", "jacks"), 3: ("solo", "queens")})
    contract = state.contract
    assert contract is not None
    assert (contract.declarer, contract.solo, contract.pflichtsolo) == (3, "queens", True)
    assert state.to_move == 3
    others = dk.view(state, 0).to_json()["calls"]
    assert others[0] == {"seat": 1, "type": "reservation", "value": "reservation"}
    session = Session(dk.Rules(), first_dealer=0)
    session.owes = list(owes)
    session.games_played = 10
    finished(state)
    session.book(state)
    assert (session.dealer, session.games_played, session.owes) == (0, 10, [False] * 4)


def test_edge_27_no_nines_re_with_8_cards_is_late() -> None:
    rules = dk.Rules.from_json({"preset": "no-nines"})
    state = start(NORMAL, 0, dealer=3, rules=rules)
    play_until(state, lambda s: len(s.hands[0]) == 9)
    state.copy().apply(Action(0, "announce", "re"))  # on time with 9 cards
    play_until(state, lambda s: len(s.hands[0]) == 8)
    with pytest.raises(IllegalAction, match="needs 9"):
        announce(state, 0, "re")


def test_edge_28_schweinchen_beats_the_dulle() -> None:
    rules = dk.Rules.from_json({"preset": "schweinchen"})
    state = start({1: ["H10"], 2: ["DA", "DA"]}, 0, rules=rules)
    assert dk.view(state, 0).to_json()["schweinchen"] is None
    assert dk.view(state, 2).to_json()["schweinchen"] == 2
    play(state, 1, "H10")
    play(state, 2, "DA")
    assert dk.view(state, 0).to_json()["schweinchen"] == 2
    play_until(state, lambda s: len(s.tricks) == 1)
    assert state.tricks[0].winner == 2
    plain = start({1: ["H10"], 2: ["DA", "DA"]}, 0)
    play(plain, 1, "H10")
    play(plain, 2, "DA")
    assert play_until(plain, lambda s: len(s.tricks) == 1).tricks[0].winner != 2


def test_edge_51_late_reply_blocks_the_whole_party() -> None:
    for seed in range(200):
        state = normal_game(seed)
        play(state, 0, dk.card_name(state.playable(0)[0]))
        announce(state, 0, "black")
        play_until(state, lambda s: len(s.hands[1]) == 10, seed)
        if len(state.hands[3]) == 11:
            break
    else:
        raise AssertionError("no deal where seat 1 plays its 2nd card before seat 3")
    announce(state, 1, "kontra")
    with pytest.raises(IllegalAction, match="late reply"):
        announce(state, 3, "no90")


def test_edge_52_lone_keine_90_implies_re() -> None:
    state = normal_game()
    play(state, 0, dk.card_name(state.playable(0)[0]))
    announce(state, 0, "no90")
    assert state.levels == [2, 0]
    result = finished(state)
    assert {("re-announced", result.winner), ("re-no90-announced", result.winner)} <= set(names(result))
    late = play_until(normal_game(), lambda s: len(s.hands[0]) == 10)
    with pytest.raises(IllegalAction, match="Re/Kontra needs 11"):
        announce(late, 0, "no90")


def test_edge_53_lost_fleischlos_solo(capsys: pytest.CaptureFixture[str]) -> None:
    output = check_golden("edge-53-lost-fleischlos", capsys)
    assert sorted(output["scores"]) == [-21, 7, 7, 7]


def test_records_replay_to_the_same_result() -> None:
    record = golden("dk-g-extra-points-netted")
    assert replay(record).result().to_json()["value"] == record["expected"]["value"]
