"""The analysis's time per deal ("where did it go wrong?", engine.ai.analysis).

    python bench/analysis.py                 CPython (this interpreter)
    python bench/analysis.py --pyodide       the same inside Pyodide, run by Node
    python bench/analysis.py --deals 4 --game doppelkopf

Each deal is played to its end by easy players; then every card decision of
seat 0 is analysed through `engine.api` as the app asks for it, one call per
decision: with the app's time per decision (`budget`), and with a fixed
number of sampled worlds per decision, which shows the runtime's own speed.
A benchmark prints figures; it asserts nothing.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import platform
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the engine package, not a bench script of the same name
WORLDS = 32


def node_script() -> tuple[str, Path]:
    """bench/ai.py's way of running a bench script inside Pyodide, pointed at this one."""
    spec = importlib.util.spec_from_file_location("bench_ai", ROOT / "bench" / "ai.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.NODE_SCRIPT.replace("/repo/bench/ai.py", "/repo/bench/analysis.py"), module.PYODIDE


def finished_record(game: str, seed: int) -> dict[str, Any]:
    from engine.ai import make_player
    from engine.games import game_module

    module = game_module(game)
    rules = module.Rules.from_json({})
    rng = random.Random(seed)
    state = module.new_deal(rules, seed % 4, module.random_hands(rules, rng))
    player = make_player(game, "easy")
    while not state.is_finished:
        seat = state.to_move
        assert seat is not None
        state.apply(player.choose(module.view(state, seat), state.legal_actions(seat), rng))
    return state.to_record()


def app_seconds(played: dict[str, Any]) -> tuple[int, float]:
    """Decisions and seconds for the whole deal through the API, as the app calls it."""
    from engine import api

    started = time.perf_counter()
    first = json.loads(api.dispatch("analyze", json.dumps({"record": played, "decision": 0})))
    count = first["result"]["count"]
    for decision in range(1, count):
        api.dispatch("analyze", json.dumps({"record": played, "decision": decision}))
    return count, time.perf_counter() - started


def fixed_seconds(played: dict[str, Any]) -> float:
    """Seconds for the whole deal with WORLDS sampled worlds per decision."""
    from engine.ai import analysis
    from engine.ai.search import Effort

    started = time.perf_counter()
    for index in analysis.decisions(played, 0):
        analysis.analyze(played, index, random.Random(index), Effort(WORLDS))
    return time.perf_counter() - started


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", action="append", choices=("schafkopf", "doppelkopf"))
    parser.add_argument("--deals", type=int, default=3, help="deals analysed per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pyodide", action="store_true", help="run inside Pyodide under Node")
    args = parser.parse_args(argv)
    if args.pyodide:
        script, pyodide = node_script()
        rest = [a for a in argv if a != "--pyodide"]
        subprocess.run(["node", "-e", script, str(pyodide), str(ROOT), *rest], check=True)
        return
    from engine.ai.analysis import ANALYSIS_BUDGET

    runtime = "pyodide" if sys.platform == "emscripten" else "cpython"
    print(f"{runtime} {platform.python_version()}", flush=True)
    for game in args.game or ["doppelkopf", "schafkopf"]:
        rows = []
        for deal in range(args.deals):
            played = finished_record(game, args.seed + deal)
            count, seconds = app_seconds(played)
            rows.append((count, seconds, fixed_seconds(played)))
        decisions = sum(r[0] for r in rows)
        print(f"{game:<11} deals={len(rows)} decisions/deal={decisions / len(rows):.1f}  "
              f"app ({ANALYSIS_BUDGET} s budget): median {statistics.median(r[1] for r in rows):.1f} s/deal  "
              f"{WORLDS} worlds: median {statistics.median(r[2] for r in rows):.2f} s/deal, "
              f"{sum(r[2] for r in rows) / max(decisions, 1) * 1000:.0f} ms/decision", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
