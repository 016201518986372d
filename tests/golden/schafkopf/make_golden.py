"""Find seeded Schafkopf deals that match a worked example, and write them as golden records.

    python tests/golden/schafkopf/make_golden.py      rewrite tests/golden/schafkopf/*.json

Each example of docs/rules.md §5 (and the edge cases that need exact card
points) is a `Spec`: who declares what, which cards some seats must hold,
which doubles are said, and a condition on the finished deal. The search
deals the remaining cards from seed 0, 1, 2, … and plays them out with a
seeded random policy until the condition holds. The expected result is
written by hand from the example, never taken from the engine, so the
golden files check the engine rather than describe it. The files are
fixed data; this helper only explains where they came from.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "schafkopf"))

from sk_support import GOLDEN, contract_deal, hands_with

from engine.schafkopf import Action, Rules, State
from engine.schafkopf.cards import POINTS, card_name, parse_card
from engine.schafkopf.contracts import card_order

RUFSPIEL_TOPS = [parse_card(n) for n in "EO GO HO SO EU GU HU SU HA H10 HK H9 H8 H7".split()]


def declarer_points(state: State, declarers: bool = True) -> int:
    """Card points of the declaring party (or the defenders), summed from the tricks themselves."""
    party = state.declaring_party()
    return sum(POINTS[c] for t in state.tricks if (t.winner in party) == declarers for c in t.cards)


def rufspiel_run(state: State) -> int:
    """The unbroken run of Rufspiel top trumps dealt to one side (threshold not applied)."""
    party = {c for s in state.declaring_party() for c in state.dealt[s]}
    side = RUFSPIEL_TOPS[0] in party
    run = 0
    while run < len(RUFSPIEL_TOPS) and (RUFSPIEL_TOPS[run] in party) == side:
        run += 1
    return run


def random_play(state: State, legal: list[Action], rng: random.Random) -> Action:
    return rng.choice(legal)


def declarer_high(state: State, legal: list[Action], rng: random.Random) -> Action:
    """The declarer plays his strongest card; the others play at random."""
    if state.to_move != state.declarer:
        return rng.choice(legal)
    power = card_order(state.contract, state.rules.cards).power  # type: ignore[arg-type]
    return max(legal, key=lambda a: power[a.card])  # type: ignore[index]


@dataclass
class Spec:
    name: str
    example: str
    rules: list[dict[str, Any]]
    declarer: int
    contract: str
    suit: str | None
    fixed: dict[int, str]
    accept: Callable[[State], bool]
    expected: list[dict[str, Any]]
    doubles: list[tuple[int, str]] = field(default_factory=list)
    policy: Callable[[State, list[Action], random.Random], Action] = random_play


def find(spec: Spec, tries: int = 200_000) -> State:
    rules = Rules.from_json(spec.rules[0])
    for seed in range(tries):
        rng = random.Random(seed)
        hands = hands_with(rules, spec.fixed, rng)
        state = contract_deal(rules, hands, spec.declarer, spec.contract, spec.suit)
        for seat, value in spec.doubles:
            state.apply(Action.double(seat, value))
        while not state.is_finished:
            state.apply(spec.policy(state, [a for a in state.legal_actions() if a.type == "play"], rng))
        if spec.accept(state):
            return state
    raise LookupError(f"no deal found for {spec.name}")


def golden_files(spec: Spec, state: State) -> dict[str, dict[str, Any]]:
    """One record per rule set, each carrying the hand-written result it must replay to."""
    files = {}
    for rules, expected in zip(spec.rules, spec.expected, strict=True):
        record = {**state.to_record(), "rules": rules}
        record["example"] = spec.example
        record["expected"] = {
            "finished": True, **expected,
            "card_points": {"declarers": declarer_points(state), "defenders": declarer_points(state, False)},
        }
        options = [name if value is True else str(value)
                   for name, value in rules.items() if name != "profile"]
        suffix = "-".join([rules["profile"], *options])
        files[f"{spec.name}-{suffix}.json"] = record
    return files


def item(name: str, party: str, points: int, **extra: int) -> dict[str, Any]:
    return {"name": name, "party": party, "points": points, **extra}


def value(winner: str, v: int, scores: list[int], items: list[dict[str, Any]]) -> dict[str, Any]:
    return {"winner": winner, "value": v, "scores": scores, "items": items}


D, F = "declarers", "defenders"
MONEY, POINTS_PROFILE = {"profile": "money"}, {"profile": "points"}
SIE_MONEY = {"profile": "money", "allowSie": True}


def rufspiel(points: int, run_at_most: int = 2) -> Callable[[State], bool]:
    return lambda s: declarer_points(s) == points and rufspiel_run(s) <= run_at_most


SPECS = [
    Spec("sk-1", "SK-1: Rufspiel with the Gras-Sau, P3 declarer, P4 partner, 72:48, L = 0",
         [MONEY, POINTS_PROFILE], 2, "rufspiel", "G", {2: "EO GO G9", 3: "GA", 0: "HO"}, rufspiel(72),
         [value(D, 10, [-10, -10, 10, 10], [item("rufspiel", D, 10)]),
          value(D, 1, [-1, -1, 1, 1], [item("rufspiel", D, 1)])]),
    Spec("sk-2", "SK-2: Rufspiel, the declaring party holds EO GO HO, SO with the defenders, 96:24",
         [MONEY, POINTS_PROFILE], 0, "rufspiel", "E", {0: "EO GO E9", 1: "HO EA", 2: "SO"},
         lambda s: declarer_points(s) == 96,
         [value(D, 50, [50, 50, -50, -50],
                [item("rufspiel", D, 10), item("schneider", D, 10), item("laufende", D, 30, count=3)]),
          value(D, 5, [5, 5, -5, -5],
                [item("rufspiel", D, 1), item("schneider", D, 1), item("laufende", D, 3, count=3)])]),
    Spec("sk-3", "SK-3: the defenders hold all four Obers, the declaring party EU; 50:70, ohne vier",
         [MONEY, POINTS_PROFILE], 0, "rufspiel", "S", {0: "EU S9", 2: "SA", 1: "EO GO", 3: "HO SO"},
         lambda s: declarer_points(s) == 50,
         [value(F, 50, [-50, 50, -50, 50], [item("rufspiel", F, 10), item("laufende", F, 40, count=4)]),
          value(F, 5, [-5, 5, -5, 5], [item("rufspiel", F, 1), item("laufende", F, 4, count=4)])]),
    Spec("sk-4", "SK-4: Wenz lost with 55, the opponents hold EU and GU: 2 Laufende ohne",
         [MONEY, POINTS_PROFILE], 1, "wenz", None, {1: "HU", 0: "EU", 2: "GU"},
         lambda s: declarer_points(s) == 55,
         [value(F, 70, [70, -210, 70, 70], [item("wenz", F, 50), item("laufende", F, 20, count=2)]),
          value(F, 7, [7, -21, 7, 7], [item("wenz", F, 5), item("laufende", F, 2, count=2)])]),
    Spec("sk-5", "SK-5: Eichel-Solo with EO GO HO SO EU (GU elsewhere) won schwarz 120:0 against Kontra",
         [MONEY, POINTS_PROFILE], 0, "solo", "E", {0: "EO GO HO SO EU EA E10", 1: "GU"},
         lambda s: s.tricks_won[0] == 8, [
             value(D, 240, [720, -240, -240, -240],
                   [item("solo", D, 50), item("schneider", D, 10), item("schwarz", D, 10),
                    item("laufende", D, 50, count=5), item("kontra", D, 120, factor=2)]),
             value(D, 24, [72, -24, -24, -24],
                   [item("solo", D, 5), item("schneider", D, 1), item("schwarz", D, 1),
                    item("laufende", D, 5, count=5), item("kontra", D, 12, factor=2)])],
         doubles=[(2, "kontra")], policy=declarer_high),
    Spec("sk-6", "SK-6: Herz-Solo-Tout with the four Obers (L = 4), lost in trick 6",
         [MONEY, POINTS_PROFILE], 0, "solo-tout", "H", {0: "EO GO HO SO HA", 1: "EU"},
         lambda s: s.tout_lost and len(s.tricks) == 6,
         [value(F, 180, [-540, 180, 180, 180], [item("solo-tout", F, 100), item("laufende", F, 80, count=4)]),
          value(F, 18, [-54, 18, 18, 18], [item("solo-tout", F, 10), item("laufende", F, 8, count=4)])],
         policy=declarer_high),
    Spec("sk-7", "SK-7: Sie, won at the naming with L = 8",
         [POINTS_PROFILE, SIE_MONEY], 2, "sie", None, {2: "EO GO HO SO EU GU HU SU"}, lambda s: True,
         [value(D, 52, [-52, -52, 156, -52], [item("sie", D, 20), item("laufende", D, 32, count=8)]),
          value(D, 520, [-520, -520, 1560, -520], [item("sie", D, 200), item("laufende", D, 320, count=8)])]),
    Spec("sk-8", "SK-8: Rufspiel won 90:30 with L = 0; Schneider only with schneiderLine=symmetric30",
         [POINTS_PROFILE, MONEY, {"profile": "money", "schneiderLine": "symmetric30"}],
         0, "rufspiel", "G", {0: "G9", 1: "GA"}, rufspiel(90),
         [value(D, 1, [1, 1, -1, -1], [item("rufspiel", D, 1)]),
          value(D, 10, [10, 10, -10, -10], [item("rufspiel", D, 10)]),
          value(D, 20, [20, 20, -20, -20], [item("rufspiel", D, 10), item("schneider", D, 10)])]),
    Spec("sk-9", "SK-9: Rufspiel with Kontra and Re, lost 58:62, L = 0",
         [MONEY, POINTS_PROFILE], 0, "rufspiel", "S", {0: "S9", 2: "SA"}, rufspiel(58),
         [value(F, 40, [-40, 40, -40, 40],
                [item("rufspiel", F, 10), item("kontra", F, 10, factor=2), item("re", F, 20, factor=2)]),
          value(F, 4, [-4, 4, -4, 4],
                [item("rufspiel", F, 1), item("kontra", F, 1, factor=2), item("re", F, 2, factor=2)])],
         doubles=[(1, "kontra"), (0, "re")]),
    Spec("edge-29", "#29: Rufspiel 60:60, the declaring party loses",
         [MONEY, POINTS_PROFILE], 1, "rufspiel", "E", {1: "E9", 3: "EA"}, rufspiel(60),
         [value(F, 10, [10, -10, 10, -10], [item("rufspiel", F, 10)]),
          value(F, 1, [1, -1, 1, -1], [item("rufspiel", F, 1)])]),
    Spec("edge-30-schneiderfrei", "#30: the declaring party has 31: lost, schneiderfrei",
         [MONEY, POINTS_PROFILE], 1, "rufspiel", "E", {1: "E9", 3: "EA"}, rufspiel(31),
         [value(F, 10, [10, -10, 10, -10], [item("rufspiel", F, 10)]),
          value(F, 1, [1, -1, 1, -1], [item("rufspiel", F, 1)])]),
    Spec("edge-30-schneider", "#30: the declaring party has 30: lost with Schneider",
         [MONEY, POINTS_PROFILE], 1, "rufspiel", "E", {1: "E9", 3: "EA"}, rufspiel(30),
         [value(F, 20, [20, -20, 20, -20], [item("rufspiel", F, 10), item("schneider", F, 10)]),
          value(F, 2, [2, -2, 2, -2], [item("rufspiel", F, 1), item("schneider", F, 1)])]),
]


def main() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for spec in SPECS:
        state = find(spec)
        for name, record in golden_files(spec, state).items():
            (GOLDEN / name).write_text(json.dumps(record, indent=1) + "\n")
            print(name, "seed found;", " ".join(card_name(c) for c in state.dealt[spec.declarer]))


if __name__ == "__main__":
    main()
