"""The driver applies only answers a seat was offered, in the app's Table and in the arena."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from engine import api
from engine import schafkopf as sk
from engine.ai import make_player
from engine.ai.arena import Match, play
from engine.ai.driver import BadAnswer, Driver, offered_action
from engine.games import game_module

GAMES = ["doppelkopf", "schafkopf"]
Answer = Callable[[Any, Sequence[Any]], Any]


def not_offered(view: Any, legal: Sequence[Any]) -> Any:
    """A real action of this seat, but not now: a card from its hand played
    during the reservations/bids, or out of turn."""
    game = game_module(view.to_json()["game"])
    return game.Action.from_json({"seat": view.seat, "type": "play",
                                  "card": view.to_json()["hand"][0]})


def raises(view: Any, legal: Sequence[Any]) -> Any:
    raise RuntimeError("boom")


HOSTILE: dict[str, Answer] = {
    "not offered": not_offered,
    "another seat's action": lambda view, legal: dataclasses.replace(
        legal[0], seat=(view.seat + 1) % 4),
    "another seat's JSON": lambda view, legal: {**legal[0].to_json(), "seat": (view.seat + 1) % 4},
    "a card name": lambda view, legal: view.to_json()["hand"][0],
    "a number": lambda view, legal: 42,
    "an unknown JSON action": lambda view, legal: {"type": "cheat"},
    "an exception": raises,
}


class Hostile:
    """Answers `answer` to `request` ("choose" or "volunteer"), else plays along."""

    def __init__(self, answer: Answer, request: str) -> None:
        self.answer = answer
        self.request = request

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return self.answer(view, legal) if self.request == "choose" else legal[0]

    def volunteer(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return self.answer(view, legal) if self.request == "volunteer" else None


class OnTurnOnly:
    """A level that never speaks out of turn, so only the hostile seat volunteers."""

    def __init__(self, game: str) -> None:
        self.player = make_player(game, "easy")

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        return self.player.choose(view, legal, rng)


def new_state(game: str, seed: int) -> Any:
    module = game_module(game)
    rules = module.Rules()
    return module.new_deal(rules, seed % 4, module.random_hands(rules, random.Random(seed)))


def test_an_answer_is_matched_by_identity_equality_or_json() -> None:
    rules = sk.Rules()
    offered = sk.new_deal(rules, 0, sk.random_hands(rules, random.Random(1))).legal_actions()
    first = offered[0]
    assert offered_action(first, offered) is first
    assert offered_action(dataclasses.replace(first), offered) is first
    assert offered_action(first.to_json(), offered) is first
    without_seat = {k: v for k, v in first.to_json().items() if k != "seat"}
    assert offered_action(without_seat, offered) is first
    assert offered_action({**first.to_json(), "seat": (first.seat + 1) % 4}, offered) is None
    assert offered_action(None, offered) is None


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("request_type", ["choose", "volunteer"])
@pytest.mark.parametrize("name", list(HOSTILE))
def test_a_bad_answer_is_refused_naming_the_seat_and_changes_nothing(
        game: str, request_type: str, name: str) -> None:
    hostile_seat = 2
    players: dict[int, Any] = {s: OnTurnOnly(game) for s in range(4)}
    players[hostile_seat] = Hostile(HOSTILE[name], request_type)
    state = new_state(game, 3)
    driver = Driver(game_module(game).view, players, random.Random(3))
    while not state.is_finished:
        before = state.to_record()
        try:
            driver.speak_out_of_turn(state)
            driver.move(state)
        except BadAnswer as error:
            assert error.seat == hostile_seat and error.request == request_type
            assert f"seat {hostile_seat} answered {error.answer!r} to {request_type}" in str(error)
            if name != "an exception":
                view = game_module(game).view(state, hostile_seat)
                assert error.answer == HOSTILE[name](view, state.legal_actions(hostile_seat))
            assert state.to_record() == before
            return
    pytest.fail(f"seat {hostile_seat} was never asked to {request_type}")


@pytest.mark.parametrize("name", list(HOSTILE))
def test_the_arena_refuses_a_bad_answer(name: str) -> None:
    match = Match("schafkopf", {"profile": "money"}, ("easy",) * 4, 1)
    module = game_module("schafkopf")
    hands = module.random_hands(module.Rules.from_json(match.rules), random.Random(1))
    players = [make_player("schafkopf", "easy") for _ in range(3)] + [Hostile(HOSTILE[name], "choose")]
    with pytest.raises(BadAnswer) as caught:
        play(match, players, 0, hands, random.Random(1))
    assert caught.value.seat == 3


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("name", ["another seat's action", "a number", "an exception"])
def test_the_app_refuses_a_computer_seats_bad_answer(game: str, name: str) -> None:
    """Out of turn (the gap the Table once had) and on its turn."""
    api.call("new_session", {"settings": {"game": game, "seed": 5, "level": "easy"}})
    table = api._current()
    for seat in (1, 2, 3):
        table.players[seat] = Hostile(HOSTILE[name], "volunteer")
    table.players[2] = Hostile(HOSTILE[name], "choose")
    for _ in range(200):
        before = table.state.to_record()
        if table.turn() == "person":
            reply = api.call("act", {"action": table.state.legal_actions(0)[0].to_json()})
        else:
            reply = api.call("step", {})
        if "error" in reply:
            assert reply["error"]["code"] == "internal"
            assert "BadAnswer: seat" in reply["error"]["message"]
            done = len(table.state.to_record()["actions"]) - len(before["actions"])
            assert done <= 1, "only the move before the bad answer stands"
            assert table.state.to_record()["actions"][:len(before["actions"])] == before["actions"]
            return
    pytest.fail("no computer seat was ever asked")
