"""How well the computer players read the table: worlds and estimates against the truth.

    python bench/inference.py                          both games, every rule set below
    python bench/inference.py --deals 200 --game schafkopf --worlds 64

Deals are played by `normal` players at a fixed number of worlds (the same
seed gives the same deals). At every `--every`-th card decision the seat to
move is a position: its view, the true hands and, once the deal is over,
whether that seat's side won. For each position:

- Worlds: `--worlds` hidden deals are drawn twice, as the players draw them
  (hard constraints, redraws and weights from the bids, announcements and
  card play) and with the hard constraints only (voids, counts and what the
  rules make certain). For each hidden card type the figure is the weighted
  share of worlds that put it exactly where it is (both copies, in
  Doppelkopf); `log` is the mean natural log of that share (floored at
  1/1000). Higher is better for both.
- Calibration: the strong player's estimated chance that the seat's side
  wins (the `win_chance` of its hint, at `--advise` worlds) against what
  happened: Brier score, expected calibration error (ECE) and a reliability
  table in tenths.

Figures per game, contract type and stage of the deal (tricks 1–3, the
middle, the last third). A benchmark prints figures; it asserts nothing.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai import make_player
from engine.games import game_module

RULE_SETS: dict[str, tuple[dict[str, Any], ...]] = {
    "doppelkopf": ({}, {"preset": "schweinchen"}, {"preset": "no-nines"}),
    "schafkopf": ({}, {"profile": "points"}, {"deck": "short"}),
}
FLOOR = 1e-3


@dataclass
class Position:
    """One decision: what the seat saw, what was true, and how its deal ended."""

    game: str
    seat: int
    view: Any
    hands: list[list[int]]
    contract: str
    stage: str
    chance: float | None = None
    won: bool | None = None


def contract_label(view_json: dict[str, Any]) -> str:
    """The contract as the seat's view names it: its type, a solo by its name."""
    c = view_json.get("contract") or {}
    kind = str(c.get("type") or "unknown")
    if kind == "solo" and c.get("solo"):
        return f"solo {c['solo']}"
    return kind


def stage_of(trick: int, tricks: int) -> str:
    """Tricks 1–3, the middle, or the last third of the deal."""
    if trick <= 3:
        return "early"
    return "late" if trick > tricks * 2 // 3 else "middle"


def play_deals(game: str, rules_json: dict[str, Any], deals: int, every: int, worlds: int,
               advise: int, seed: int) -> list[Position]:
    """Self-play deals; the positions taken along the way, each with its outcome."""
    module = game_module(game)
    rules = module.Rules.from_json(rules_json)
    player = make_player(game, "normal", iterations=worlds, rules=rules)
    advisor = make_player(game, "strong", iterations=advise, rules=rules)
    rng = random.Random(seed)
    out: list[Position] = []
    for number in range(deals):
        state = module.new_deal(rules, number % 4, module.random_hands(rules, rng))
        taken: list[Position] = []
        decisions = 0
        while not state.is_finished:
            seat = state.to_move
            assert seat is not None
            view = module.view(state, seat)
            legal = list(view.legal)
            if any(a.type == "play" for a in legal) and len(legal) > 1:
                decisions += 1
                if decisions % every == 0:
                    hint = advisor.advise(view, legal, random.Random(rng.random()))
                    taken.append(Position(game, seat, view, [list(h) for h in state.hands],
                                          contract_label(view.data),
                                          stage_of(len(state.tricks) + 1, rules.hand_size),
                                          hint.win_chance))
            state.apply(player.choose(view, legal, rng))
        scores = state.result().to_json()["scores"]
        for p in taken:
            p.won = scores[p.seat] > 0
        out += taken
    return out


def holding_shares(hands_of: list[list[list[int]]], weights: list[float], truth: list[list[int]],
                   seat: int, hidden: Iterable[int]) -> list[float]:
    """Per hidden card type, the weighted share of worlds that put its copies
    with the other seats exactly as they truly are."""
    total = sum(weights) or 1.0
    others = [s for s in range(len(truth)) if s != seat]

    def holding(hands: list[list[int]], card: int) -> tuple[int, ...]:
        return tuple(hands[s].count(card) for s in others)

    shares = []
    for card in sorted(set(hidden)):
        true = holding(truth, card)
        hit = sum(w for hands, w in zip(hands_of, weights, strict=True) if holding(hands, card) == true)
        shares.append(hit / total)
    return shares


Drawer = Callable[[random.Random], tuple[list[list[int]], float]]


def doppelkopf_drawers(view: Any) -> tuple[Drawer, Drawer]:
    """The players' draw (hands, weight) and the hard-constraints draw, for this view."""
    from engine.ai.doppelkopf.inference import draw_hands, weight
    from engine.ai.doppelkopf.knowledge import read
    from engine.ai.doppelkopf.search import start_of_deal
    from engine.ai.doppelkopf.worlds import deal_hidden, unseen

    k = read(view.to_json())
    pool = unseen(k)

    def inferred(rng: random.Random) -> tuple[list[list[int]], float]:
        hands = draw_hands(k, rng, pool)
        return hands, weight(k, hands, start_of_deal(k, hands) if k.played else None)

    return inferred, lambda rng: (deal_hidden(k, rng, pool), 1.0)


def schafkopf_drawers(view: Any) -> tuple[Drawer, Drawer]:
    """The players' draw (hands, weight) and the hard-constraints draw, for this view."""
    from engine.ai.schafkopf.inference import draw_world
    from engine.ai.schafkopf.knowledge import read_view
    from engine.ai.schafkopf.worlds import sample_hands

    k = read_view(view.to_json())

    def as_lists(masks: list[int]) -> list[list[int]]:
        return [[c for c in range(32) if m >> c & 1] for m in masks]

    def inferred(rng: random.Random) -> tuple[list[list[int]], float]:
        masks, w = draw_world(k, True, rng)
        return as_lists(masks), w

    return inferred, lambda rng: (as_lists(sample_hands(k, rng)), 1.0)


DRAWERS = {"doppelkopf": doppelkopf_drawers, "schafkopf": schafkopf_drawers}


def measure(p: Position, worlds: int, rng: random.Random) -> list[float]:
    """[players' mean share, its mean log, hard-constraints mean share, its mean log]."""
    hidden = [c for s, hand in enumerate(p.hands) if s != p.seat for c in hand]
    figures: list[float] = []
    for draw in DRAWERS[p.game](p.view):
        drawn = [draw(rng) for _ in range(worlds)]
        shares = holding_shares([h for h, _ in drawn], [w for _, w in drawn],
                                p.hands, p.seat, hidden)
        figures += [sum(shares) / len(shares),
                    sum(math.log(max(s, FLOOR)) for s in shares) / len(shares)]
    return figures


def calibration(pairs: list[tuple[float, bool]]) -> tuple[float, float, list[tuple[int, float, float]]]:
    """(Brier score, expected calibration error, per tenth: count, mean estimate, share won)."""
    bins: list[list[tuple[float, bool]]] = [[] for _ in range(10)]
    for chance, won in pairs:
        bins[min(int(chance * 10), 9)].append((chance, won))
    table = [(len(b), sum(c for c, _ in b) / len(b), sum(w for _, w in b) / len(b)) for b in bins if b]
    n = len(pairs)
    brier = sum((c - w) ** 2 for c, w in pairs) / n
    ece = sum(count * abs(est - rate) for count, est, rate in table) / n
    return brier, ece, table


def report(game: str, positions: list[Position], figures: list[list[float]]) -> None:
    rows: dict[tuple[str, str], list[list[float]]] = defaultdict(list)
    for p, f in zip(positions, figures, strict=True):
        for key in ((p.contract, p.stage), (p.contract, "all"), ("all", p.stage), ("all", "all")):
            rows[key].append(f)
    print(f"\n{game}: {len(positions)} positions; share of worlds with a hidden card where it is")
    print(f"  {'contract':<18}{'stage':<8}{'n':>6}{'players':>10}{'log':>8}{'hard':>10}{'log':>8}{'gain':>8}")
    for (contract, stage), fs in sorted(rows.items(), key=lambda kv: (kv[0][0] != "all", kv[0])):
        m = [sum(col) / len(fs) for col in zip(*fs, strict=True)]
        print(f"  {contract:<18}{stage:<8}{len(fs):>6}{m[0]:>10.3f}{m[1]:>8.2f}{m[2]:>10.3f}{m[3]:>8.2f}"
              f"{(m[0] / m[2] - 1) * 100:>+7.0f}%")
    pairs = [(p.chance, bool(p.won)) for p in positions if p.chance is not None]
    brier, ece, table = calibration(pairs)
    print(f"  strong's estimated chance of winning: Brier {brier:.3f}, ECE {ece:.3f} over {len(pairs)}")
    for count, est, rate in table:
        print(f"    estimate {est:.2f}  won {rate:.2f}  n={count}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=tuple(RULE_SETS), action="append")
    parser.add_argument("--deals", type=int, default=40, help="self-play deals per rule set")
    parser.add_argument("--every", type=int, default=3, help="take every N-th card decision")
    parser.add_argument("--worlds", type=int, default=32, help="worlds drawn per position, each way")
    parser.add_argument("--play", type=int, default=8, help="worlds per decision of the deals' players")
    parser.add_argument("--advise", type=int, default=16, help="worlds per estimate of the strong player")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for game in args.game or RULE_SETS:
        start = time.process_time()
        positions: list[Position] = []
        for i, rules in enumerate(RULE_SETS[game]):
            positions += play_deals(game, rules, args.deals, args.every, args.play, args.advise,
                                    args.seed * 1000 + i)
        rng = random.Random(args.seed)
        figures = [measure(p, args.worlds, rng) for p in positions]
        report(game, positions, figures)
        print(f"  ({time.process_time() - start:.0f} s CPU)")


if __name__ == "__main__":
    main()
