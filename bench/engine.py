"""Complete random deals per second through each game's public API.

    python bench/engine.py [--seconds S] [--seed N]

For every game in engine.games that imports: deal, reservations or bidding,
random legal actions (announcements included) until the end, then scoring.
Uniform random bids would make most deals a solo or a Tout that ends early,
so a seat keeps quiet ("healthy" / "pass") three times in four, as at a real
table. A second line per game plays the game's fast deal core (its module
`core`) the same way: `random_deal`, a random card of `legal()` played
until `to_move` is -1, then `score()`. One core, CPython; a figure to
watch, not a test.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
import time
from pathlib import Path

# This script is named engine.py: keep its own folder from shadowing the package.
HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]
sys.path.insert(0, str(HERE.parent))
GAMES = importlib.import_module("engine.games").GAMES


QUIET = ("healthy", "pass")


def choose(legal: list, rng: random.Random) -> object:  # type: ignore[type-arg]
    """A random legal action that keeps quiet in the calls three times in four."""
    quiet = [a for a in legal if getattr(a, "value", None) in QUIET]
    if quiet and rng.random() < 0.75:
        return quiet[0]
    return rng.choice(legal)


def run(module: object, seconds: float, seed: int) -> tuple[int, int, float]:
    """(deals finished, cards played, CPU seconds) for random play of `module`'s game.

    CPU time of this process, so that other work on a shared machine does
    not distort the figure."""
    rng = random.Random(seed)
    rules = module.Rules()  # type: ignore[attr-defined]
    new_deal, random_hands = module.new_deal, module.random_hands  # type: ignore[attr-defined]
    deals = plays = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = new_deal(rules, deals % 4, random_hands(rules, rng))
        while not state.is_finished:
            action = choose(state.legal_actions(), rng)
            plays += action.type == "play"  # type: ignore[attr-defined]
            state.apply(action)
        state.result()
        deals += 1
    return deals, plays, time.process_time() - start


def random_bit(mask: int, rng: random.Random) -> int:
    """A uniformly chosen set bit of `mask`, as a bit position."""
    for _ in range(int(rng.random() * mask.bit_count())):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def run_core(core: object, rules: object, seconds: float, seed: int) -> tuple[int, int, float]:
    """(deals finished, cards played, CPU seconds) for random play-outs of a game's core."""
    rng = random.Random(seed)
    random_deal = core.random_deal  # type: ignore[attr-defined]
    deals = plays = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        deal = random_deal(rules, rng)
        while deal.to_move >= 0:
            deal.play(random_bit(deal.legal(), rng))
            plays += 1
        deal.score()
        deals += 1
    return deals, plays, time.process_time() - start


def report(name: str, deals: int, plays: int, elapsed: float) -> None:
    print(f"{name}: {deals / elapsed:,.0f} deals/s, {plays / elapsed:,.0f} cards/s "
          f"({deals} deals, {plays / deals:.1f} cards each, in {elapsed:.1f} s CPU)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for name in GAMES:
        try:
            module = importlib.import_module(f"engine.{name}")
        except ImportError as error:
            print(f"{name}: not importable ({error})")
            continue
        report(name, *run(module, args.seconds, args.seed))
        try:
            core = importlib.import_module(f"engine.{name}.core")
        except ImportError as error:
            print(f"{name} core: not importable ({error})")
            continue
        report(f"{name} core", *run_core(core, module.Rules(), args.seconds, args.seed))


if __name__ == "__main__":
    main()
