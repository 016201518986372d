"""The value of a finished deal for search (RULES.md §2.7, §2.8).

Search needs the real objective, game points, not card points: a trick
that lifts the own party from 119 to 121 is worth far more than one from
150 to 160. This follows the DDV items; the house options are ignored.
"""

from __future__ import annotations

_LINES = (90, 60, 30)


def _beats(level: int, opp_points: int, opp_tricks: int) -> bool:
    """Did a party that announced `level` (>= 2) keep its promise?"""
    if level == 5:
        return opp_tricks == 0
    return opp_points < _LINES[level - 2]


def re_value(re_pts: int, re_tricks: int, k_tricks: int, a_re: int, a_k: int,
             extras: int, solo: bool) -> tuple[int, int]:
    """(S for Re, winner: 1 Re, -1 Kontra, 0 nobody) of a finished deal.

    `extras` is Re's extra points minus Kontra's (0 in a solo).
    """
    k_pts = 240 - re_pts
    only_kontra = a_k == 1 and a_re == 0
    re_wins = _wins(a_re, a_k, re_pts, k_pts, re_tricks, k_tricks, 120 if only_kontra else 121)
    k_wins = _wins(a_k, a_re, k_pts, re_pts, k_tricks, re_tricks, 121 if only_kontra else 120)
    winner = 1 if re_wins else -1 if k_wins else 0
    v_re = _steps(k_pts, k_tricks) if winner >= 0 else 0
    v_k = _steps(re_pts, re_tricks) if winner <= 0 else 0
    v_re += _against(re_pts, a_k)
    v_k += _against(k_pts, a_re)
    if winner == 0:
        s = v_re - v_k
    else:
        stake = 1 + (2 if a_re else 0) + (2 if a_k else 0) + max(a_re - 1, 0) + max(a_k - 1, 0)
        s = (stake + v_re + v_k) * winner
        if winner < 0 and not solo:
            extras -= 1  # gegen die Alten
    return (s if solo else s + extras), winner


def _wins(own: int, opp: int, own_pts: int, opp_pts: int, own_tricks: int,
          opp_tricks: int, need: int) -> bool:
    """RULES.md §2.7 for one party: its own Absage decides, else the
    opponents' Absage, else `need` card points."""
    if own >= 2:
        return _beats(own, opp_pts, opp_tricks)
    if opp >= 2:
        return not _beats(opp, own_pts, own_tricks)
    return own_pts >= need


def _steps(loser_pts: int, loser_tricks: int) -> int:
    """Items a2-a5: the loser's points below 90/60/30, no trick."""
    n = sum(1 for line in _LINES if loser_pts < line)
    return n + (1 if loser_tricks == 0 else 0)


def _against(pts: int, opp_level: int) -> int:
    """Items e/f: lines reached against the opponents' Absagen."""
    return sum(1 for lvl, line in ((2, 120), (3, 90), (4, 60), (5, 30))
               if opp_level >= lvl and pts >= line)
