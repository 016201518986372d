"""Deterministic shuffling: the same seed deals the same cards everywhere.

The standard library's `random.shuffle` is not guaranteed stable across
Python versions, and the app runs Python 3.14 in Pyodide while tests may run
3.11, so the Fisher–Yates walk is written out on `rng.random()`, whose
Mersenne Twister stream is stable.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def fisher_yates(items: Sequence[T], rng: random.Random) -> list[T]:
    """Return a uniformly shuffled copy of `items`."""
    result = list(items)
    for i in range(len(result) - 1, 0, -1):
        j = int(rng.random() * (i + 1))
        result[i], result[j] = result[j], result[i]
    return result


def deal(deck: Sequence[T], rng: random.Random, players: int = 4) -> list[list[T]]:
    """Shuffle `deck` and split it into `players` equal hands."""
    cards = fisher_yates(deck, rng)
    size = len(cards) // players
    return [cards[i * size:(i + 1) * size] for i in range(players)]
