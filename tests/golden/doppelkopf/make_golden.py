"""Write the golden records of docs/rules.md §5 (DK-A … DK-J) and §4 edge cases.

    python tests/golden/doppelkopf/make_golden.py [NAME ...]

Each file is a docs/record.md record plus `"expected"`: the replay output worked
out by hand from docs/rules.md (card points, items, value). `scores` follow from
the value and the seats of each party in the found deal.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from search import Scenario, find

from engine import doppelkopf as dk
from engine.doppelkopf.cards import DIAMONDS, FUCHS, KARLCHEN, NINE, rank_of, suit_of

HERE = Path(__file__).resolve().parent
RE, KONTRA = 0, 1


def re_points(state: dk.State) -> int:
    return sum(state.points[s] for s in range(4) if state.party[s] == RE)


def kontra_tricks(state: dk.State) -> int:
    return sum(state.tricks_won[s] for s in range(4) if state.party[s] == KONTRA)


def foxes_caught(state: dk.State) -> list[tuple[int, int | None]]:
    """(trick number, capturing party) for every ♦A won by the other party."""
    return [(n, state.party[t.winner]) for n, t in enumerate(state.tricks, 1)
            for s, c in zip(t.seats, t.cards, strict=True)
            if c == FUCHS and state.party[s] != state.party[t.winner]]


def rich_tricks(state: dk.State) -> list[tuple[int, int | None]]:
    """(points, winning party) of every trick worth 40 or more."""
    return [(t.points, state.party[t.winner]) for t in state.tricks if t.points >= 40]


def karlchen(state: dk.State) -> bool:
    return state.tricks[-1].winning_card == KARLCHEN


def no_extras(state: dk.State) -> bool:
    return not foxes_caught(state) and not rich_tricks(state) and not karlchen(state)


def points_are(re: int, extra: Any = lambda s: True) -> Any:
    return lambda s: re_points(s) == re and extra(s)


def items(*rows: tuple[str, str, int]) -> list[dict[str, Any]]:
    return [{"name": n, "party": p, "points": v} for n, p, v in rows]


def expect(winner: str | None, value: int, s_re: int, re: int,
           rows: list[dict[str, Any]]) -> dict[str, Any]:
    return {"winner": winner, "value": value, "s_re": s_re,
            "card_points": {"re": re, "kontra": 240 - re}, "items": rows}


NORMAL_RE_0_2 = {0: ["CQ"], 2: ["CQ"]}  # seats 0 and 2 are Re, 1 and 3 Kontra


def alte_apart(hands: list[list[int]]) -> bool:
    return all(h.count(3) < 2 for h in hands)


def normal_game(name: str, expected: dict[str, Any], script: list[tuple[int, str, int]] | None = None,
                **options: Any) -> Scenario:
    """A normal game (Re = seats 0 and 2) reaching expected's card points, no extra points."""
    target = expected["card_points"]["re"]
    return Scenario(name, expected, points_are(target, no_extras), fixed=NORMAL_RE_0_2,
                    hands_ok=alte_apart, script=script or [], **options)


SCENARIOS = [
    Scenario(
        "dk-a-seed-example",
        expect("re", 3, 3, 134, items(("won", "re", 1), ("re-announced", "re", 2))),
        points_are(134, lambda s: no_extras(s) and s.tricks[2].winner == 2),
        fixed={1: ["SA", "SA"], 2: ["S9", "DJ", "CQ"], 3: ["SK", "SK", "DA", "CQ"], 0: ["S10", "S9"]},
        hands_ok=lambda h: sum(1 for c in h[2] if c in (6, 7, 8, 11)) == 1 and alte_apart(h),
        opening=[(1, "SA"), (2, "S9"), (3, "SK"), (0, "S10"), (1, "SA"), (2, "DJ"), (3, "SK"),
                 (0, "S9"), (2, "CQ"), (3, "DA")],
        script=[(2, "re", 11)]),
    Scenario(
        "dk-b-silent-wedding",
        expect("re", 6, 6, 216, items(("won", "re", 1), ("under-90", "re", 1), ("under-60", "re", 1),
                                      ("under-30", "re", 1), ("re-announced", "re", 2))),
        points_are(216, lambda s: kontra_tricks(s) == 1 and [n for n, _ in foxes_caught(s)] == [6]),
        fixed={1: ["CQ", "CQ", "H10", "H10", "SQ", "SQ", "HQ"]},
        script=[(1, "re", 12)], greedy="re", greed=0.9),
    Scenario(
        "dk-c-failed-no90",
        expect("kontra", 5, -5, 150, items(("won", "kontra", 1), ("re-announced", "kontra", 2),
                                           ("re-no90-announced", "kontra", 1),
                                           ("gegen-die-alten", "kontra", 1))),
        points_are(150, no_extras), fixed=NORMAL_RE_0_2, hands_ok=alte_apart,
        script=[(0, "re", 12), (0, "no90", 12)]),
    Scenario(
        "dk-d-losers-absagen-count",
        expect("re", 16, 16, 207, items(
            ("won", "re", 1), ("under-90", "re", 1), ("under-60", "re", 1),
            ("re-announced", "re", 2), ("kontra-announced", "re", 2),
            ("kontra-no90-announced", "re", 1), ("kontra-no60-announced", "re", 1),
            ("kontra-no30-announced", "re", 1), ("kontra-black-announced", "re", 1),
            ("120-against-no90", "re", 1), ("90-against-no60", "re", 1),
            ("60-against-no30", "re", 1), ("30-against-black", "re", 1), ("karlchen", "re", 1))),
        points_are(207, lambda s: karlchen(s) and s.party[s.tricks[-1].winner] == RE
                   and not foxes_caught(s) and not rich_tricks(s)),
        fixed={0: ["CQ", "H10", "SQ", "CJ"], 2: ["CQ", "H10", "SQ", "HQ"]}, hands_ok=alte_apart,
        script=[(0, "re", 12), (1, "kontra", 12), (1, "black", 12)],
        greedy="re", greed=0.9, keep_karlchen=True),
    Scenario(
        "dk-e-nobody-wins",
        expect(None, 4, 4, 129, items(("120-against-no90", "re", 1), ("90-against-no60", "re", 1),
                                      ("60-against-no30", "re", 1), ("30-against-black", "re", 1))),
        points_are(129, no_extras), fixed=NORMAL_RE_0_2, hands_ok=alte_apart,
        script=[(0, "re", 12), (0, "no90", 12), (1, "kontra", 12), (1, "black", 12)]),
    Scenario(
        "dk-f-solo-nobody-wins",
        expect(None, 1, 1, 136, items(("120-against-no90", "re", 1))),
        points_are(136), reservations={1: ("solo", "clubs")},
        script=[(1, "re", 12), (1, "no90", 12), (2, "kontra", 12), (2, "no90", 12)],
        greedy="re", greed=0.5),
    Scenario(
        "dk-g-extra-points-netted",
        expect("re", 3, 3, 170, items(("won", "re", 1), ("under-90", "re", 1), ("fox-caught", "re", 1),
                                      ("karlchen", "re", 1), ("doppelkopf", "kontra", 1))),
        points_are(170, lambda s: foxes_caught(s) and [p for _, p in foxes_caught(s)] == [RE]
                   and rich_tricks(s) == [(42, KONTRA)] and karlchen(s)
                   and s.party[s.tricks[-1].winner] == RE),
        fixed={0: ["CQ", "CJ"], 2: ["CQ"]}, hands_ok=alte_apart, greedy="re", greed=0.6,
        keep_karlchen=True),
    Scenario(
        "dk-h-failed-wedding",
        expect("re", 5, 5, 185, items(("won", "re", 1), ("under-90", "re", 1), ("under-60", "re", 1),
                                      ("re-announced", "re", 2))),
        points_are(185, lambda s: s.partner is None and all(t.winner == 1 for t in s.tricks[:3])),
        fixed={1: ["CQ", "CQ", "H10", "H10", "SQ", "SQ"]}, reservations={1: ("wedding", None)},
        script=[(1, "re", 9)], greedy="re", greed=0.9),
    Scenario(
        "dk-i-lost-damensolo",
        expect("kontra", 5, -5, 110, items(("won", "kontra", 1), ("re-announced", "kontra", 2),
                                           ("kontra-announced", "kontra", 2))),
        points_are(110), reservations={2: ("solo", "queens")},
        script=[(2, "re", 12), (3, "kontra", 12)]),
    Scenario(
        "dk-j-only-kontra-120",
        expect("re", 2, 2, 120, items(("won", "re", 1), ("kontra-announced", "re", 2),
                                      ("fox-caught", "kontra", 1))),
        points_are(120, lambda s: [p for _, p in foxes_caught(s)] == [KONTRA]
                   and not rich_tricks(s) and not karlchen(s)),
        fixed=NORMAL_RE_0_2, hands_ok=alte_apart, script=[(1, "kontra", 12)]),
    # ---- docs/rules.md §4 edge cases that need exact card points
    normal_game("edge-01-120-all", expect("kontra", 2, -2, 120, items(
        ("won", "kontra", 1), ("gegen-die-alten", "kontra", 1)))),
    normal_game("edge-02-only-kontra-120", expect("re", 3, 3, 120, items(
        ("won", "re", 1), ("kontra-announced", "re", 2))), [(3, "kontra", 11)]),
    normal_game("edge-03-both-announced-120", expect("kontra", 6, -6, 120, items(
        ("won", "kontra", 1), ("re-announced", "kontra", 2), ("kontra-announced", "kontra", 2),
        ("gegen-die-alten", "kontra", 1))), [(2, "re", 12), (1, "kontra", 11)]),
    normal_game("edge-04-only-kontra-121", expect("re", 3, 3, 121, items(
        ("won", "re", 1), ("kontra-announced", "re", 2))), [(1, "kontra", 12)]),
    normal_game("edge-05-failed-no90", expect("kontra", 5, -5, 150, items(
        ("won", "kontra", 1), ("re-announced", "kontra", 2), ("re-no90-announced", "kontra", 1),
        ("gegen-die-alten", "kontra", 1))), [(2, "no90", 11)]),
    normal_game("edge-06-failed-no90-120", expect("kontra", 6, -6, 120, items(
        ("won", "kontra", 1), ("re-announced", "kontra", 2), ("re-no90-announced", "kontra", 1),
        ("120-against-no90", "kontra", 1), ("gegen-die-alten", "kontra", 1))),
        [(0, "re", 12), (0, "no90", 12)]),
    normal_game("edge-07-no90-made", expect("re", 5, 5, 151, items(
        ("won", "re", 1), ("under-90", "re", 1), ("re-announced", "re", 2),
        ("re-no90-announced", "re", 1))), [(0, "no90", 12)], greedy="re", greed=0.3),
    normal_game("edge-08-kontra-90-not-under", expect("re", 1, 1, 150, items(("won", "re", 1)))),
    normal_game("edge-11-both-no90-nobody", expect(None, 1, 1, 140, items(
        ("120-against-no90", "re", 1))), [(0, "no90", 12), (3, "no90", 11)]),
    Scenario(
        "edge-53-lost-fleischlos",
        expect("kontra", 7, -7, 116, items(("won", "kontra", 1), ("re-announced", "kontra", 2),
                                           ("re-no90-announced", "kontra", 1),
                                           ("re-no60-announced", "kontra", 1),
                                           ("120-against-no90", "kontra", 1),
                                           ("90-against-no60", "kontra", 1))),
        points_are(116), reservations={3: ("solo", "fleshless")}, script=[(3, "no60", 12)]),
]

FOUR_NINES = {0: ["C9", "CA", "CA", "C10", "C10", "CK", "CK"], 2: ["C9"],
              1: ["H9", "H10", "H10", "CQ", "SQ", "SQ"], 3: ["S9", "CQ", "HQ", "HQ", "DQ", "DQ"]}


def _nines_trick_only(state: dk.State) -> bool:
    """Kontra took exactly trick 1 (four nines, 0 points) and nothing else; Re 240."""
    first = state.tricks[0]
    return (all(rank_of(c) == NINE for c in first.cards) and kontra_tricks(state) == 1
            and state.party[first.winner] == KONTRA and re_points(state) == 240 and no_extras(state))


def _club_voids(hands: list[list[int]]) -> bool:
    return all(suit_of(c) != 0 or rank_of(c) in (3, 4) for s in (1, 3) for c in hands[s]) \
        and all(h.count(3) < 2 for h in hands) and not any(
            suit_of(c) == DIAMONDS for c in hands[0] + hands[2] if rank_of(c) in (0, 1))


SCENARIOS += [
    Scenario(
        "edge-09-trick-of-nines",
        expect("re", 4, 4, 240, items(("won", "re", 1), ("under-90", "re", 1), ("under-60", "re", 1),
                                      ("under-30", "re", 1))),
        _nines_trick_only, dealer=3, fixed=FOUR_NINES, hands_ok=_club_voids,
        opening=[(0, "C9"), (1, "H9"), (2, "C9"), (3, "S9")], greedy="re", greed=1.0),
    Scenario(
        "edge-10-schwarz-fails",
        expect("kontra", 8, -8, 240, items(("won", "kontra", 1), ("re-announced", "kontra", 2),
                                           ("re-no90-announced", "kontra", 1),
                                           ("re-no60-announced", "kontra", 1),
                                           ("re-no30-announced", "kontra", 1),
                                           ("re-black-announced", "kontra", 1),
                                           ("gegen-die-alten", "kontra", 1))),
        _nines_trick_only, dealer=3, fixed=FOUR_NINES, hands_ok=_club_voids,
        script=[(1, "black", 12)],
        opening=[(0, "C9"), (1, "H9"), (2, "C9"), (3, "S9")], greedy="re", greed=1.0),
]


def write(scenario: Scenario) -> None:
    seed, state = find(scenario)
    expected = dict(scenario.expected)
    s_re = expected.pop("s_re")
    contract = state.contract
    assert contract is not None
    if state.solo_scoring:
        scores = [3 * s_re if s == contract.declarer else -s_re for s in range(4)]
    else:
        scores = [s_re if state.party[s] == RE else -s_re for s in range(4)]
    record = state.to_record()
    record["expected"] = {"finished": True, **expected, "scores": scores}
    path = HERE / f"{scenario.name}.json"
    path.write_text(json.dumps(record, indent=1) + "\n")
    print(f"{scenario.name}: seed {seed}")


def main(names: list[str]) -> None:
    for scenario in SCENARIOS:
        if not names or scenario.name in names:
            write(scenario)


if __name__ == "__main__":
    main(sys.argv[1:])
