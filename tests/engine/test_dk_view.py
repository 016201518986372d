"""What a seat may know: own hand, public play, revealed calls, deducible parties."""

from __future__ import annotations

import json

from dk_support import announce, play, play_until, start

from engine import doppelkopf as dk
from engine.doppelkopf.actions import RESERVE, SOLO
from engine.doppelkopf.cards import ALTE

NORMAL = {0: ["CQ"], 2: ["CQ"]}


def seen(state: dk.State, seat: int) -> dict:  # type: ignore[type-arg]
    data = dk.view(state, seat).to_json()
    json.dumps(data)
    return data


def test_start_of_a_normal_game() -> None:
    state = start(NORMAL, 0, dealer=3)
    re_view, kontra_view = seen(state, 0), seen(state, 1)
    assert re_view["parties"] == ["re", None, None, None]
    assert kontra_view["parties"] == [None, "kontra", None, None]
    assert re_view["contract"]["type"] == "normal"
    assert re_view["open_announcements"] == [
        {"value": "re", "min_cards": 11}, {"value": "no90", "min_cards": 11},
        {"value": "no60", "min_cards": 11}, {"value": "no30", "min_cards": 11},
        {"value": "black", "min_cards": 11}]
    assert re_view["hand"][0] in ("H10", "CQ") and len(re_view["hand"]) == 12
    assert [a["type"] for a in kontra_view["legal"]] == ["announce"] * 5
    assert {a["type"] for a in re_view["legal"]} == {"announce", "play"}


def test_parties_become_known_by_announcements_and_queens() -> None:
    state = start(NORMAL, 0, dealer=3)
    announce(state, 2, "re")
    assert seen(state, 0)["parties"] == ["re", "kontra", "re", "kontra"]
    assert seen(state, 1)["parties"] == [None, "kontra", "re", None]
    announce(state, 3, "kontra")
    assert seen(state, 1)["parties"] == [None, "kontra", "re", "kontra"]


def test_reservations_stay_hidden_except_the_christened_one() -> None:
    state = dk.new_deal(dk.Rules(), 0, start(seed=4).dealt)
    state.apply(SOLO[1]["jacks"])
    assert seen(state, 2)["calls"] == [{"seat": 1, "type": "reservation", "value": "reservation"}]
    assert seen(state, 1)["calls"][0]["solo"] == "jacks"
    state.apply(SOLO[2]["queens"])
    state.apply(RESERVE[3]["healthy"])
    state.apply(RESERVE[0]["healthy"])
    calls = seen(state, 3)["calls"]
    assert calls[0] == {"seat": 1, "type": "reservation", "value": "solo", "solo": "jacks"}
    assert calls[1] == {"seat": 2, "type": "reservation", "value": "reservation"}
    assert seen(state, 3)["parties"] == ["kontra", "re", "kontra", "kontra"]
    hand = seen(state, 3)["hand"]
    jacks = [c for c in hand if c[1] == "J"]
    assert hand[:len(jacks)] == jacks  # sorted in the Bubensolo order: trumps first


def test_a_silent_wedding_looks_normal_until_both_queens_fall() -> None:
    state = start({1: ["CQ", "CQ"]}, 0, dealer=0)
    assert state.contract is not None and state.contract.kind == "silent-wedding"
    assert seen(state, 1)["contract"]["type"] == "silent-wedding"
    assert seen(state, 1)["parties"] == ["kontra", "re", "kontra", "kontra"]
    assert seen(state, 2)["contract"]["type"] == "normal"
    assert seen(state, 2)["parties"] == [None, None, "kontra", None]
    play_until(state, lambda s: s.hands[1].count(ALTE) == 0 and not s.trick_cards)
    if not state.is_finished:
        assert seen(state, 2)["contract"]["type"] == "silent-wedding"
        assert seen(state, 2)["parties"] == ["kontra", "re", "kontra", "kontra"]


def test_an_announced_wedding_shows_its_klaerungsstich() -> None:
    state = start({1: ["CQ", "CQ"]}, 0, reservations={1: ("wedding", None)})
    view = seen(state, 3)
    assert view["contract"]["type"] == "wedding" and view["contract"]["declarer"] == 1
    assert view["klaerungsstich"] == {"clarified": False, "partner": None, "trick": None}
    assert view["open_announcements"] == [] and view["parties"] == [None, "re", None, None]
    play_until(state, lambda s: s.clarified)
    assert seen(state, 3)["klaerungsstich"]["clarified"]


def test_a_finished_view_holds_the_result() -> None:
    state = play_until(start(NORMAL, 0), lambda s: False)
    view = seen(state, 0)
    assert view["result"] == state.result().to_json() and view["legal"] == []
    assert view["tricks_won"] == state.tricks_won and len(view["tricks"]) == 12


def test_the_current_trick_is_public() -> None:
    state = start(NORMAL, 0, dealer=3)
    card = dk.card_name(state.playable(0)[0])
    play(state, 0, card)
    assert seen(state, 2)["trick"] == {"leader": 0, "cards": [{"seat": 0, "card": card}]}
    assert seen(state, 2)["hand_sizes"] == [11, 12, 12, 12]



def test_announcements_say_when_they_were_made() -> None:
    """The announcer's hand and the cards played in the deal before: enough
    to place each announcement in the play."""
    state = start(NORMAL, 0, dealer=3)
    announce(state, 0, "re")
    for seat in (0, 1):
        play(state, seat, dk.card_name(state.playable(seat)[0]))
    announce(state, 3, "kontra")
    play(state, 2, dk.card_name(state.playable(2)[0]))
    announce(state, 1, "no90")
    assert seen(state, 2)["announcements"] == [
        {"seat": 0, "value": "re", "cards_in_hand": 12, "cards_played": 0},
        {"seat": 3, "value": "kontra", "cards_in_hand": 12, "cards_played": 2},
        {"seat": 1, "value": "no90", "cards_in_hand": 11, "cards_played": 3}]
