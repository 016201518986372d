"""Helpers for the Doppelkopf tests: deals with chosen cards, seeded play, replay."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine import doppelkopf as dk
from engine.__main__ import main
from engine.doppelkopf.actions import ANNOUNCE, PLAY, RESERVE, SOLO
from engine.doppelkopf.cards import deck, parse_card
from engine.shuffle import fisher_yates

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "doppelkopf"


def hands_with(fixed: dict[int, list[str]], seed: int, rules: dk.Rules | None = None) -> list[list[int]]:
    """Four hands: the `fixed` cards where given, the rest of the deck shuffled from `seed`."""
    rules = rules or dk.Rules()
    rest = deck(rules.nines)
    hands: list[list[int]] = [[] for _ in range(4)]
    for seat, names in fixed.items():
        for name in names:
            rest.remove(parse_card(name))
            hands[seat].append(parse_card(name))
    rest = fisher_yates(rest, random.Random(seed))
    for hand in hands:
        need = rules.hand_size - len(hand)
        hand.extend(rest[:need])
        del rest[:need]
    return hands


def start(fixed: dict[int, list[str]] | None = None, seed: int = 0, dealer: int = 0,
          reservations: dict[int, tuple[str, str | None]] | None = None,
          rules: dk.Rules | None = None, owes: list[bool] | None = None) -> dk.State:
    """A deal past the reservations (everybody healthy unless given)."""
    rules = rules or dk.Rules()
    state = dk.new_deal(rules, dealer, hands_with(fixed or {}, seed, rules), owes)
    reservations = reservations or {}
    while state.phase == "reservations":
        seat = state.to_move
        assert seat is not None
        value, solo = reservations.get(seat, ("healthy", None))
        state.apply(SOLO[seat][solo] if solo else RESERVE[seat][value])
    return state


def play(state: dk.State, seat: int, name: str) -> None:
    state.apply(PLAY[seat][parse_card(name)])


def announce(state: dk.State, seat: int, value: str) -> None:
    state.apply(ANNOUNCE[seat][value])


def play_until(state: dk.State, done: Callable[[dk.State], bool], seed: int = 0) -> dk.State:
    """Play random legal cards until `done(state)` or the deal ends."""
    rng = random.Random(seed)
    while not state.is_finished and not done(state):
        seat = state.to_move
        assert seat is not None
        state.apply(PLAY[seat][rng.choice(state.playable(seat))])
    return state


def replay_file(path: Path, capsys: Any) -> tuple[int, dict[str, Any] | None, str]:
    """Run `python -m engine replay` in process: (exit code, parsed stdout, stderr)."""
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if out.strip() else None), err


def replay_record(record: dict[str, Any], tmp_path: Path, capsys: Any) -> tuple[int, Any, str]:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    return replay_file(path, capsys)


def golden(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((GOLDEN / f"{name}.json").read_text())
    return data


def check_golden(name: str, capsys: Any) -> dict[str, Any]:
    """Replay golden record `name` through the command line and compare with its
    hand-written expectation; items compare as a multiset."""
    expected = golden(name)["expected"]
    code, output, err = replay_file(GOLDEN / f"{name}.json", capsys)
    assert code == 0, err
    assert output is not None
    for field in ("finished", "winner", "value", "scores", "card_points"):
        assert output[field] == expected[field], (field, output[field], expected[field])
    def key(item: dict[str, Any]) -> tuple[str, str, int]:
        return item["name"], item["party"], item["points"]
    assert sorted(map(key, output["items"])) == sorted(map(key, expected["items"]))
    return output
