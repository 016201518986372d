"""Computer player speed: decision latency per level, and rollouts per second.

    python bench/ai.py                 CPython (this interpreter)
    python bench/ai.py --pyodide       the same inside Pyodide, run by Node
    python bench/ai.py --decisions 200 --game schafkopf

Levels play with their default time budgets, as in the app. Latency is
measured over every decision of the measured seat (bids, naming, Kontra/Re,
cards) in whole deals against `easy` opponents. A benchmark prints figures;
it asserts nothing.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the engine package, not a bench script of the same name
PYODIDE = ROOT / ".cache" / "pyodide-314.0.7"
LEVELS = ("easy", "normal", "strong")

NODE_SCRIPT = """
const { loadPyodide } = require(process.argv[1] + "/pyodide.js");
(async () => {
  const pyodide = await loadPyodide({ indexURL: process.argv[1] + "/" });
  pyodide.FS.mkdirTree("/repo");
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: process.argv[2] }, "/repo");
  pyodide.globals.set("bench_args", pyodide.toPy(process.argv.slice(3)));
  pyodide.runPython("import runpy; runpy.run_path('/repo/bench/ai.py')['main'](list(bench_args))");
})().catch((error) => { console.error(error); process.exit(1); });
"""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def latencies(game: str, level: str, decisions: int, seed: int) -> list[float]:
    """Seconds per decision of a `level` seat against easy opponents, over whole deals."""
    from engine.ai import make_player
    from engine.games import game_module

    module = game_module(game)
    rules = module.Rules.from_json({})
    rng = random.Random(seed)
    players = [make_player(game, level)] + [make_player(game, "easy") for _ in range(3)]
    times: list[float] = []
    deal = 0
    while len(times) < decisions:
        state = module.new_deal(rules, deal % 4, module.random_hands(rules, rng))
        deal += 1
        while not state.is_finished and len(times) < decisions:
            seat = state.to_move
            legal = state.legal_actions(seat)
            started = time.perf_counter()
            action = players[seat].choose(module.view(state, seat), legal, rng)
            if seat == 0:
                times.append(time.perf_counter() - started)
            state.apply(action)
    return times


def schafkopf_rollouts(seconds: float, seed: int) -> tuple[float, float]:
    """Rule-of-thumb rollouts per second from the first card, without and with the
    exact solver for the last three tricks."""
    from engine.ai import make_player
    from engine.ai.schafkopf.knowledge import Knowledge, read_view
    from engine.ai.schafkopf.search import play_out
    from engine.ai.schafkopf.worlds import sample_hands, table_for
    from engine.schafkopf import Rules, new_deal, random_hands, view

    rules = Rules.for_profile("money")
    rng = random.Random(seed)
    easy = make_player("schafkopf", "easy")
    starts: list[Knowledge] = []
    while len(starts) < 20:
        state = new_deal(rules, len(starts) % 4, random_hands(rules, rng))
        while state.phase in ("bidding", "naming"):
            seat = state.turn
            state.apply(easy.choose(view(state, seat), state.legal_actions(seat), rng))
        if state.phase == "play":
            starts.append(read_view(view(state, state.turn).to_json()))
    rates = []
    for solve_tricks in (0, 3):
        count, started = 0, time.perf_counter()
        while time.perf_counter() - started < seconds:
            k = starts[count % len(starts)]
            play_out(table_for(k, sample_hands(k, rng)), k.seat, solve_tricks)
            count += 1
        rates.append(count / (time.perf_counter() - started))
    return rates[0], rates[1]


def available(game: str, level: str) -> bool:
    from engine.ai import make_player
    from engine.errors import EngineError

    try:
        make_player(game, level)
    except EngineError:
        return False
    return True


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", action="append", choices=("schafkopf", "doppelkopf"))
    parser.add_argument("--decisions", type=int, default=100, help="decisions measured per level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pyodide", action="store_true", help="run inside Pyodide under Node")
    args = parser.parse_args(argv)
    if args.pyodide:
        rest = [a for a in argv if a != "--pyodide"]
        subprocess.run(["node", "-e", NODE_SCRIPT, str(PYODIDE), str(ROOT), *rest], check=True)
        return
    runtime = "pyodide" if sys.platform == "emscripten" else "cpython"
    print(f"{runtime} {platform.python_version()}", flush=True)
    for game in args.game or ["schafkopf", "doppelkopf"]:
        for level in LEVELS:
            if not available(game, level):
                print(f"{game:<11} {level:<7} no player registered")
                continue
            times = latencies(game, level, args.decisions, args.seed)
            print(f"{game:<11} {level:<7} decisions={len(times):<5} "
                  f"median={statistics.median(times) * 1000:7.1f} ms  "
                  f"p95={percentile(times, 0.95) * 1000:7.1f} ms  max={max(times) * 1000:7.1f} ms",
                  flush=True)
    if "schafkopf" in (args.game or ["schafkopf"]):
        plain, solved = schafkopf_rollouts(2.0, args.seed)
        print(f"schafkopf rollouts/s: {plain:.0f} (rules of thumb to the end), "
              f"{solved:.0f} (last 3 tricks solved exactly)")


if __name__ == "__main__":
    main(sys.argv[1:])
