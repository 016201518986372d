"""Soak test: many AI-only deals, counting illegal actions and crashes.

    python bench/soak.py --deals 100000          (split over the rule sets below)
    python bench/soak.py --deals 2000 --game schafkopf --workers 2
    python bench/soak.py --deals 100000 --lineup easy,easy,easy,easy

The rule sets are every preset (Doppelkopf) or profile and deck (Schafkopf),
then every value of every rules option on its own.

Each duplicate deal is played in four seat rotations by mixed line-ups of
every registered level (search levels on a small fixed iteration count so
that volume, not depth, is tested). The arena checks every action against
the legal ones, so an illegal action or an exception shows up as an error
with its deal; the script exits 1 if there was any.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.ai import make_player
from engine.ai.arena import ROTATIONS, Match, run
from engine.doppelkopf import rules as dk_rules
from engine.errors import EngineError
from engine.schafkopf import rules as sk_rules


def option_rule_sets(game: str) -> list[dict[str, Any]]:
    """Every preset or profile/deck, and every value of every option on its own,
    from the engine's own tables of options."""
    if game == "doppelkopf":
        sets: list[dict[str, Any]] = [{"preset": name} for name in dk_rules.PRESETS]
        for name, (_, values) in dk_rules.OPTIONS.items():
            choices = values if isinstance(values, tuple) else (True, False)
            sets += [{"preset": "tournament", name: value} for value in choices]
        return sets
    sets = [{"profile": p, "deck": d} for p in sk_rules.PROFILES for d in sk_rules.DECKS]
    values: dict[str, tuple[Any, ...]] = {
        "schneiderLine": sk_rules.SCHNEIDER_LINES, "kontraUntil": sk_rules.KONTRA_UNTIL,
        "soloNeedsSuitCard": (True, False), "allowSie": (True, False),
        "reUntilOwnFirstCard": (True, False), "ramsch": (True, False),
        "runAwayMin": (2, 3, 5), "rufspielBase": (1, 20)}
    for name in sk_rules.OPTION_NAMES:
        sets += [{"profile": "money", name: value} for value in values[name]]
    return sets


RULE_SETS = {game: option_rule_sets(game) for game in ("doppelkopf", "schafkopf")}
LINEUPS = [("easy", "normal", "strong", "easy"), ("strong", "strong", "normal", "normal")]


def registered(game: str) -> bool:
    try:
        for level in ("easy", "normal", "strong"):
            make_player(game, level, iterations=1)
    except EngineError:
        return False
    return True


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=1000, help="played deals in all (rotations included)")
    parser.add_argument("--game", action="append", choices=sorted(RULE_SETS))
    parser.add_argument("--iterations", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lineup", action="append",
                        help="four comma-separated levels (repeatable; default: two mixed line-ups)")
    args = parser.parse_args()
    lineups = [tuple(x.split(",")) for x in args.lineup] if args.lineup else LINEUPS
    jobs = [(game, rules, lineup) for game in args.game or sorted(RULE_SETS) if registered(game)
            for rules in RULE_SETS[game] for lineup in lineups]
    per_job = max(1, args.deals // (len(jobs) * ROTATIONS))
    played = errors = 0
    started = time.perf_counter()
    for game, rules, lineup in jobs:
        match = Match(game, rules, lineup, per_job, args.seed, args.iterations)
        job_errors = []
        for report in run(match, args.workers):
            if report.error is None:
                played += ROTATIONS
            else:
                job_errors.append(report.error)
        errors += len(job_errors)
        print(f"{game} {rules} {','.join(lineup)}: {per_job * ROTATIONS} deals, "
              f"{len(job_errors)} errors", flush=True)
        for error in job_errors[:5]:
            print(f"  {error}")
    print(f"soak: {played} deals played without error, {errors} duplicate deals with an error, "
          f"{time.perf_counter() - started:.0f} s")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
