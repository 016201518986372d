"""Reservations: healthy, a wedding, or which solo.

Every level first counts sure tricks per solo type (evaluate.py). `easy`
decides on that count alone. The searching levels play the promising
contracts out against the same sampled hands of the others and take the
one with the best expected score (a solo scores three times for the
soloist, so a solo needs to be clearly good).
"""

from __future__ import annotations

import random
from dataclasses import replace

from ..search import Effort, Tally
from .cards import ALTE, layout, layout_of
from .evaluate import best_solo, sure_tricks
from .knowledge import KONTRA, RE, Knowledge, Trick
from .sampler import build_world, deal_hidden, unseen

SOLO_SHARE = 0.72      # sure tricks / all tricks that make a solo worth playing
SILENT_SHARE = 0.6     # ... that make a silent wedding better than a wedding
SHORTLIST = 0.12       # how far below SOLO_SHARE a solo is still simulated


def rule_choice(k: Knowledge, options: list[str]) -> tuple[str, float]:
    """The reservation by hand evaluation alone, with its sure-trick share."""
    solos = [o for o in options if o not in ("healthy", "wedding")]
    share = 0.0
    if solos:
        solo, share = best_solo(k.hand, solos, k.deck)
        if share >= SOLO_SHARE or "healthy" not in options:
            return solo, share
    if "wedding" in options:
        silent = sure_tricks(k.hand, None, k.deck) / k.n_tricks
        return ("healthy" if silent >= SILENT_SHARE else "wedding"), silent
    return "healthy", share


def shortlist(k: Knowledge, options: list[str]) -> list[str]:
    """The options worth simulating: staying healthy or wedding, and the best solos."""
    keep = [o for o in options if o in ("healthy", "wedding")]
    solos = [o for o in options if o not in ("healthy", "wedding")]
    ranked = sorted(((sure_tricks(k.hand, s, k.deck) / k.n_tricks, s) for s in solos), reverse=True)
    bar = SOLO_SHARE - SHORTLIST
    keep += [s for share, s in ranked[:3] if share >= bar or not keep]
    return keep


def as_contract(k: Knowledge, option: str) -> Knowledge:
    """This seat's knowledge if `option` were the contract played."""
    leader = (k.dealer + 1) % 4
    base = replace(k, phase="play", trick=Trick(leader, []), tricks=[], levels=[0, 0],
                   said=[0, 0, 0, 0], party=[None] * 4, partner=None)
    if option == "healthy":
        two = k.hand.count(ALTE) == 2
        return replace(base, solo="diamonds" if two else None, declarer=k.seat if two else None,
                       wedding=False, silent=two, lay=layout("normal"))
    if option == "wedding":
        party = [RE if s == k.seat else None for s in range(4)]
        return replace(base, solo=None, declarer=k.seat, wedding=True, lay=layout("normal"),
                       party=party)
    party = [RE if s == k.seat else KONTRA for s in range(4)]
    return replace(base, solo=option, declarer=k.seat, wedding=False,
                   lay=layout(layout_of(option)), party=party)


def simulate(k: Knowledge, options: list[str], rng: random.Random, effort: Effort) -> Tally:
    """Expected score of each option over the same sampled hands of the others."""
    contracts = {o: as_contract(k, o) for o in options}
    pool = unseen(k)
    tally = Tally()

    def step(_: int) -> bool:
        hands = deal_hidden(contracts[options[0]], rng, pool)
        for option, kc in contracts.items():
            world = build_world(kc, hands)
            world.run()
            value, won = world.score(k.seat)
            tally.add(option, value, won > 0)
        return True

    effort.run(step)
    return tally
