"""Figures for the Doppelkopf players (a benchmark, not a test).

    python bench/doppelkopf_search.py [--deals N] [--iterations N] [--rules JSON]
    python bench/doppelkopf_search.py --worlds N

Prints the cost of one search rollout of a whole deal (copy, play out by
the rollout rule, score) next to a minimal random rollout on plain lists,
the cost of the exact endgame solver, and the decision latency of every
level at its default budget over AI-only deals (mean, p95, max). With
`--iterations N` the levels search N worlds per decision instead, so that
the latency compares the cost of the same search between two versions.
With `--worlds N` it prints only the worlds `normal` and `strong` sample
per card decision at their default budget (the app's), over N decisions
of one seat against `easy`, and the worlds per second of CPU time, the
figure that other work on a shared machine does not distort.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import doppelkopf as dk
from engine.ai import make_player
from engine.ai.doppelkopf.knowledge import read
from engine.ai.doppelkopf.rollout import World
from engine.ai.doppelkopf.solver import solve
from engine.ai.doppelkopf.worlds import build_world, deal_hidden, unseen

RULES = dk.Rules.from_json({"preset": "tournament"})


def to_move(state: dk.State) -> int:
    seat = state.to_move
    assert seat is not None, "the deal is not over"
    return seat


def best_of(fn: Callable[[], object], repeats: int = 7) -> float:
    """The least CPU time of `repeats` runs of `fn`: CPU time of this process,
    so that other work on a shared machine does not distort the figure."""
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        fn()
        best = min(best, time.process_time() - start)
    return best


def worlds_at(actions: int, count: int, seed: int) -> list[World]:
    """Sampled search worlds of one seat's view after `actions` actions."""
    rng = random.Random(seed)
    easy = [make_player("doppelkopf", "easy") for _ in range(4)]
    state = dk.new_deal(RULES, 0, dk.random_hands(RULES, rng))
    while len(state.history) < actions:
        seat = to_move(state)
        state.apply(easy[seat].choose(dk.view(state, seat), state.legal_actions(seat), rng))
    k = read(dk.view(state, to_move(state)).to_json())
    pool = unseen(k)
    return [build_world(k, deal_hidden(k, rng, pool)) for _ in range(count)]


def solve_each(worlds: list[World], me: int) -> None:
    for w in worlds:
        solve(w.copy(), me)


def rollouts() -> None:
    worlds = worlds_at(4, 300, 1)

    def heuristic() -> None:
        for w in worlds:
            c = w.copy()
            c.run()
            c.outcome(0)

    rng = random.Random(2)
    decks = []
    for _ in range(300):
        cards = list(range(48))
        rng.shuffle(cards)
        decks.append([cards[i * 12:(i + 1) * 12] for i in range(4)])

    def minimal() -> None:
        for deck in decks:
            hands = [h[:] for h in deck]
            leader = 0
            for _ in range(12):
                for i in range(4):
                    hand = hands[(leader + i) % 4]
                    hand.pop(int(rng.random() * len(hand)))
                leader = (leader + 1) % 4

    print(f"rollout of a whole deal: {best_of(heuristic) / 300 * 1e6:.1f} us "
          f"(minimal random rollout on lists: {best_of(minimal) / 300 * 1e6:.1f} us)")
    for tricks, actions in ((2, 44), (3, 40), (4, 36)):
        ends = worlds_at(actions, 30, 3)
        me = ends[0].to_move
        took = best_of(partial(solve_each, ends, me), 3) / 30
        print(f"endgame solver, last {tricks} tricks: {took * 1e3:.2f} ms")


def latency(deals: int, iterations: int | None, rules: dk.Rules) -> None:
    rng = random.Random(4)
    for level in ("easy", "normal", "strong"):
        players = [make_player("doppelkopf", level, iterations=iterations) for _ in range(4)]
        times = []
        for deal in range(deals):
            state = dk.new_deal(rules, deal % 4, dk.random_hands(rules, rng))
            while not state.is_finished:
                seat = to_move(state)
                view, legal = dk.view(state, seat), state.legal_actions(seat)
                start = time.perf_counter()
                action = players[seat].choose(view, legal, rng)
                times.append(time.perf_counter() - start)
                state.apply(action)
        times.sort()
        print(f"{level:7s} decisions={len(times):5d}  mean {sum(times) / len(times) * 1e3:7.1f} ms"
              f"  p95 {times[int(0.95 * len(times))] * 1e3:7.1f} ms  max {times[-1] * 1e3:7.1f} ms")


def worlds_per_decision(decisions: int, rules: dk.Rules) -> None:
    """Worlds sampled per card decision of a searching level at its default budget."""
    from engine.ai.doppelkopf import search as search_module

    original = search_module.sample_and_tally
    counts: list[int] = []
    cpu: list[float] = []

    def counting(*args: Any, **kwargs: Any) -> Any:
        start = time.process_time()
        tally = original(*args, **kwargs)
        cpu.append(time.process_time() - start)
        counts.append(max((s.samples for s in tally.stats.values()), default=0))
        return tally

    search_module.sample_and_tally = counting
    try:
        for level in ("normal", "strong"):
            counts.clear()
            cpu.clear()
            rng = random.Random(5)
            players = [make_player("doppelkopf", level)] + [make_player("doppelkopf", "easy")] * 3
            deal = 0
            while len(counts) < decisions:
                state = dk.new_deal(rules, deal % 4, dk.random_hands(rules, rng))
                deal += 1
                while not state.is_finished and len(counts) < decisions:
                    seat = to_move(state)
                    state.apply(players[seat].choose(dk.view(state, seat), state.legal_actions(seat), rng))
            print(f"{level:7s} worlds per card decision at the default budget: "
                  f"median {statistics.median(counts):.0f}, mean {statistics.mean(counts):.0f} "
                  f"over {len(counts)} decisions; {sum(counts) / sum(cpu):,.0f} worlds per CPU second",
                  flush=True)
    finally:
        search_module.sample_and_tally = original


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3, help="deals per level for latency")
    parser.add_argument("--iterations", type=int, default=None,
                        help="worlds per decision instead of the default budget")
    parser.add_argument("--rules", default='{"preset": "tournament"}',
                        help="rules of the latency deals as JSON")
    parser.add_argument("--worlds", type=int, default=None,
                        help="print only the worlds per card decision, over this many decisions")
    args = parser.parse_args()
    if args.worlds:
        worlds_per_decision(args.worlds, dk.Rules.from_json(json.loads(args.rules)))
        return
    rollouts()
    latency(args.deals, args.iterations, dk.Rules.from_json(json.loads(args.rules)))


if __name__ == "__main__":
    main()
