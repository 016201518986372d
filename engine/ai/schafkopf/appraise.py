"""Every choice a seat had at one decision, valued by the strong player's search
(for engine.ai.analysis): cards by searching the play, bids and namings by
playing each contract out (passing: by the others' likely auction)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ...schafkopf.cards import SUITS, parse_card
from ...schafkopf.rules import Rules
from ..search import Effort, Scored, Stat
from . import LEVELS
from .bidding import pass_outlook
from .evaluate import options
from .explain import card_reason
from .knowledge import read_before_play, read_view
from .search import evaluate, exact_tricks, outlook, play_card


def appraise(view: Any, choices: Sequence[Any], rng: random.Random, effort: Effort) -> list[Scored]:
    """Expected points (cents in the money profile), chance to win and reason of
    each of `choices` (all of one type), from `view` alone."""
    if choices[0].type == "play":
        return _cards(view, choices, rng, effort)
    data = view.to_json()
    if choices[0].type == "bid":
        return _bids(data, choices, rng, effort)
    return _namings(data, choices, rng, effort)


def _cards(view: Any, plays: Sequence[Any], rng: random.Random, effort: Effort) -> list[Scored]:
    _, skill = LEVELS["strong"]
    k = read_view(view.to_json())
    cards = [action.card for action in plays]
    tally = evaluate(k, cards, play_card, effort, skill, rng)
    solved = k.hand.bit_count() <= exact_tricks(k.game, skill.solve_tricks)
    return [Scored(action, tally[action.card].mean, tally[action.card].win_rate,
                   card_reason(k, action.card, cards, solved))
            for action in plays]


def _declared(data: dict[str, Any], contract: str, suit: int | None, effort: Effort,
              rng: random.Random) -> Stat:
    """The outlook of the seat's naming `contract` (with `suit`) now."""
    _, skill = LEVELS["strong"]
    return outlook(read_before_play(data, contract, int(data["seat"]), suit), effort, skill, rng)


def _share(effort: Effort, parts: int) -> Effort:
    """One of `parts` simulations that together get `effort`."""
    if effort.iterations is not None:
        return effort
    return replace(effort, budget=effort.budget / max(1, parts))


def _bids(data: dict[str, Any], bids: Sequence[Any], rng: random.Random, effort: Effort) -> list[Scored]:
    _, skill = LEVELS["strong"]
    hand = [parse_card(c) for c in data["hand"]]
    ways = options(hand, Rules.from_json(data["rules"]), [a.value for a in bids if a.value != "pass"])
    each = _share(effort, len(ways) + 1)
    stats: dict[str, Stat] = {"pass": pass_outlook(data, each, skill, rng)}
    for way in ways:
        stat = _declared(data, way.contract, way.suit, each, rng)
        if way.contract not in stats or stat.mean > stats[way.contract].mean:
            stats[way.contract] = stat
    return [Scored(action, stats[action.value].mean, stats[action.value].win_rate,
                   {"key": "hint.bid", "value": action.value})
            for action in bids if action.value in stats]


def _namings(data: dict[str, Any], namings: Sequence[Any], rng: random.Random,
             effort: Effort) -> list[Scored]:
    each = _share(effort, len(namings))
    scored = []
    for action in namings:
        stat = _declared(data, action.contract, action.suit, each, rng)
        suit = None if action.suit is None else SUITS[action.suit]
        scored.append(Scored(action, stat.mean, stat.win_rate,
                             {"key": "hint.name", "value": action.contract, "suit": suit}))
    return scored
