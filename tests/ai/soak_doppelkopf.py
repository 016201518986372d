"""Soak: many AI-only Doppelkopf deals, every rule variant, every level.

    python tests/ai/soak_doppelkopf.py [--deals N] [--seed S] [--iterations I]

Every action is checked against the legal ones; any exception or illegal
action stops the run with the deal's seed and the record so far. Prints
a summary line per variant. Exit status 0 only if every deal finished.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine import doppelkopf as dk  # noqa: E402
from engine.ai import LEVELS, make_player  # noqa: E402

VARIANTS = [
    {"preset": "tournament"},
    {"preset": "no-nines"},
    {"preset": "schweinchen"},
    {"preset": "tournament", "dulleRule": "secondWinsExceptLast"},
    {"preset": "tournament", "dulleRule": "secondWins"},
    {"preset": "tournament", "weddingClarify": "firstNonTrumpTrick"},
    {"preset": "tournament", "onlyKontraRule": False, "reKontraDoubles": True},
]


def soak_deal(rules: dk.Rules, seed: int, iterations: int) -> dk.State:
    rng = random.Random(seed)
    levels = [LEVELS[(seed + i) % len(LEVELS)] for i in range(4)]
    players = [make_player("doppelkopf", lv, iterations=iterations) for lv in levels]
    owes = [rng.random() < 0.3 for _ in range(4)]
    forced = next((s for s in range(4) if owes[s]), None) if rng.random() < 0.1 else None
    state = dk.new_deal(rules, seed % 4, dk.random_hands(rules, rng),
                        owes_pflichtsolo=owes, vorfuehrung=forced)
    while not state.is_finished:
        seat = state.to_move
        legal = state.legal_actions(seat)
        action = players[seat].choose(dk.view(state, seat), legal, rng)
        if action not in legal:
            raise AssertionError(f"illegal action {action!r} by {levels[seat]}")
        state.apply(action)
    return state


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="deals per variant")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--iterations", type=int, default=4, help="worlds per search decision")
    args = parser.parse_args()
    for variant in VARIANTS:
        rules = dk.Rules.from_json(variant)
        contracts: dict[str, int] = {}
        for i in range(args.deals):
            seed = args.seed * 1_000_003 + i
            try:
                state = soak_deal(rules, seed, args.iterations)
            except Exception:
                traceback.print_exc()
                print(json.dumps({"variant": variant, "seed": seed}), file=sys.stderr)
                return 1
            assert sum(state.result().to_json()["scores"]) == 0
            kind = state.contract.solo or state.contract.kind
            contracts[kind] = contracts.get(kind, 0) + 1
        print(json.dumps(variant), f"{args.deals} deals ok", dict(sorted(contracts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
