"""Reservations: healthy, a wedding, or which solo.

Every level counts sure tricks per solo type (evaluate.py) and plays the
best solo once they reach SOLO_SHARE of all tricks: played out with search
(128 worlds a decision), solos from such hands win far more than the
healthy game (a solo scores three times for the soloist), while play-outs
by the rollout rule, with few worlds, mostly missed them. Below the bar
the solo's edge shrinks as the defence searches more (at 55-60 % it was
even at 128 worlds), so the bar sits where the edge held. Without a solo,
`easy` keeps a wedding on its count alone; the searching levels play both
the wedding and the silent wedding out against the same sampled hands of
the others and take the one with the better expected score.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

from ...doppelkopf.cards import ALTE
from ...doppelkopf.contracts import first_leader
from ...doppelkopf.core import known_parties, model_for_hands, parties
from ..search import Effort, Tally, sample_and_tally
from .evaluate import best_solo, sure_tricks
from .knowledge import Knowledge, Trick
from .worlds import build_world, deal_hidden, unseen

SOLO_SHARE = 0.6       # sure tricks / all tricks that make a solo worth playing
SILENT_SHARE = 0.6     # ... that make a silent wedding better than a wedding


def rule_choice(k: Knowledge, options: list[str]) -> tuple[str, float]:
    """The reservation by hand evaluation alone, with its sure-trick share."""
    solos = [o for o in options if o not in ("healthy", "wedding")]
    share = 0.0
    if solos:
        solo, share = best_solo(k.hand, solos, k.deck, k.rules)
        if share >= SOLO_SHARE or "healthy" not in options:
            return solo, share
    if "wedding" in options:
        silent = sure_tricks(k.hand, None, k.deck, k.rules) / k.n_tricks
        return ("healthy" if silent >= SILENT_SHARE else "wedding"), silent
    return "healthy", share


def shortlist(k: Knowledge, options: list[str], choice: str) -> list[str]:
    """The options worth simulating: a wedding and the silent wedding, when
    the hand evaluation chose neither a solo nor the only option left."""
    both = [o for o in options if o in ("healthy", "wedding")]
    return both if choice in both and len(both) == 2 else [choice]


def as_contract(k: Knowledge, option: str) -> Knowledge:
    """This seat's knowledge if `option` were the contract played."""
    solo = None if option in ("healthy", "wedding") else option
    owes = k.owes_pflichtsolo
    pflicht = solo is not None and owes is not None and owes[k.seat]
    leader = first_leader(k.dealer, k.seat, pflicht)
    base = replace(k, phase="play", trick=Trick(leader, []), tricks=[], levels=[0, 0],
                   said=[0, 0, 0, 0], party=[None] * 4, partner=None, clarified=True)
    if option == "healthy":
        two = k.hand.count(ALTE) == 2
        base = replace(base, solo="diamonds" if two else None, declarer=k.seat if two else None,
                       wedding=False, silent=two)
    else:
        wedding = option == "wedding"
        party, _, wedder = parties("wedding" if wedding else "solo", k.seat, [])
        base = replace(base, solo=None if wedding else option, declarer=k.seat, wedding=wedding,
                       party=known_parties(party, wedder), clarified=not wedding)
    return replace(base, lay=model_for_hands(k.rules, base.scheme, [k.hand]))


def simulate(k: Knowledge, options: list[str], rng: random.Random, effort: Effort) -> Tally:
    """Expected score of each option over the same sampled hands of the others."""
    contracts = {o: as_contract(k, o) for o in options}
    pool = unseen(k)

    def draw(rng: random.Random) -> tuple[list[list[int]], float]:
        return deal_hidden(contracts[options[0]], rng, pool), 1.0

    def outcomes(hands: list[list[int]], option: str) -> Iterator[tuple[str, float, bool]]:
        world = build_world(contracts[option], hands)
        world.run()
        value, won = world.outcome(k.seat)
        yield option, value, won > 0

    return sample_and_tally(draw, options, outcomes, effort, rng)
