"""The tournament session of docs/rules.md §2.11."""

from __future__ import annotations

import random

import pytest

from engine import doppelkopf as dk
from engine.doppelkopf.actions import RESERVE, SOLO
from engine.doppelkopf.session import Session
from engine.errors import EngineError


def play_deal(session: Session, rng: random.Random, solo_seats: set[int]) -> dk.State:
    """One deal as the session says; seats in `solo_seats` reserve a solo."""
    setup = session.next_deal()
    state = dk.new_deal(session.rules, setup.dealer, dk.random_hands(session.rules, rng),
                        setup.owes_pflichtsolo, setup.vorfuehrung)
    while state.phase == "reservations":
        seat = state.to_move
        assert seat is not None
        wants = seat in solo_seats or seat == setup.vorfuehrung
        state.apply(SOLO[seat]["queens"] if wants else RESERVE[seat]["healthy"])
    while not state.is_finished:
        seat = state.to_move
        assert seat is not None
        state.apply(dk.Action(seat, "play", card=rng.choice(state.playable(seat))))
    session.book(state)
    return state


def test_pflichtsoli_by_choice_are_extra_and_keep_the_dealer() -> None:
    rng = random.Random(3)
    session = Session(dk.Rules(), first_dealer=2)
    play_deal(session, rng, set())
    assert (session.dealer, session.games_played) == (3, 1)
    state = play_deal(session, rng, {1})
    assert state.contract is not None and state.contract.pflichtsolo and state.to_record()["owesPflichtsolo"]
    assert state.tricks[0].leader == 1
    assert (session.dealer, session.games_played, session.owes) == (3, 1, [True, False, True, True])
    state = play_deal(session, rng, {1})
    assert state.contract is not None and not state.contract.pflichtsolo
    assert (session.dealer, session.games_played) == (0, 2)


def test_vorfuehrung_forces_the_owing_players_at_the_end() -> None:
    rng = random.Random(5)
    session = Session(dk.Rules(), first_dealer=0)
    forced = []
    while not session.is_finished:
        setup = session.next_deal()
        state = play_deal(session, rng, set())
        if setup.vorfuehrung is not None:
            assert state.contract is not None and state.contract.vorfuehrung
            assert state.tricks[0].leader == setup.vorfuehrung
            forced.append((setup.dealer, setup.vorfuehrung))
    assert session.games_played == 24 and session.owes == [False] * 4
    assert forced == [(0, 1), (1, 2), (2, 3), (3, 0)]
    assert sum(session.totals) == 0
    with pytest.raises(EngineError):
        session.next_deal()


def test_a_round_with_every_kind_of_pflichtsolo() -> None:
    rng = random.Random(8)
    session = Session(dk.Rules(), first_dealer=1)
    deals = 0
    while not session.is_finished:
        play_deal(session, rng, {deals % 4} if deals % 5 == 2 else set())
        deals += 1
    assert deals == 28 and session.games_played == 24


def test_casual_play_has_no_pflichtsolo_and_a_chosen_length() -> None:
    rules = dk.Rules.from_json({"pflichtsolo": False})
    session = Session(rules, first_dealer=0, games=6)
    states = [play_deal(session, random.Random(n), {2}) for n in range(6)]
    assert session.is_finished and session.dealer == 2
    assert not any(s.contract is not None and s.contract.pflichtsolo for s in states)


def test_a_deal_must_start_as_the_session_says() -> None:
    session = Session(dk.Rules(), first_dealer=0)
    state = dk.new_deal(dk.Rules(), 1, dk.random_hands(dk.Rules(), random.Random(1)))
    with pytest.raises(EngineError):
        session.book(state)
