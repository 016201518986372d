"""Helpers for the Schafkopf tests: deals with chosen cards, scripted or seeded play, replay."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.__main__ import main
from engine.schafkopf import Action, Rules, State, new_deal
from engine.schafkopf.cards import card_name, parse_card
from engine.shuffle import fisher_yates

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "schafkopf"
DEALER = 3
"""Tests deal from seat 3, so seat 0 bids first and leads to trick 1."""


def cards(text: str) -> list[int]:
    return [parse_card(name) for name in text.split()]


def hands_with(rules: Rules, fixed: dict[int, str], rng: random.Random) -> list[list[int]]:
    """Each seat gets its `fixed` cards; the rest of the deck is shuffled and dealt."""
    hands = [cards(fixed.get(seat, "")) for seat in range(4)]
    taken = {c for hand in hands for c in hand}
    rest = fisher_yates([c for c in rules.cards if c not in taken], rng)
    for hand in hands:
        while len(hand) < rules.hand_size:
            hand.append(rest.pop())
    return hands


def contract_deal(
    rules: Rules, hands: list[list[int]], declarer: int, contract: str, suit: str | None = None
) -> State:
    """A deal in which `declarer` bids and names the contract and every other seat passes."""
    state = new_deal(rules, DEALER, hands)
    for seat in (0, 1, 2, 3):
        state.apply(Action.bid(seat, contract if seat == declarer else "pass"))
    state.apply(Action.from_json({"seat": declarer, "type": "name", "contract": contract, "suit": suit}))
    return state


def play(state: State, plays: str) -> None:
    """Play the cards in `plays` in order, each by the seat to move."""
    for name in plays.split():
        assert state.to_move is not None
        state.apply(Action.play(state.to_move, parse_card(name)))


Policy = Callable[[State, list[Action], random.Random], Action]


def first_legal(state: State, legal: list[Action], rng: random.Random) -> Action:
    return legal[0]


def play_out(state: State, rng: random.Random, policy: Policy = first_legal) -> State:
    """Play cards (no doubles) until the deal is finished."""
    while not state.is_finished:
        legal = [a for a in state.legal_actions() if a.type == "play"]
        state.apply(policy(state, legal, rng))
    return state


def legal_cards(state: State, seat: int) -> set[str]:
    return {card_name(a.card) for a in state.legal_actions(seat) if a.type == "play" and a.card is not None}


def replay_file(path: Path, capsys: Any) -> tuple[int, dict[str, Any] | None, str]:
    """Run `python -m engine replay` in process: (exit code, parsed stdout, stderr)."""
    code = main(["replay", str(path)])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if out.strip() else None), err
