"""The Doppelkopf computer players.

`EasyPlayer` decides by rules of thumb: the rollout rule for cards
(rollout.World.run), sure tricks for reservations, trump strength for Re or
Kontra. `SearchPlayer` (normal, strong) searches: a solo by sure tricks
too, a wedding against the silent wedding by playing both out
(bidding.py), cards and announcements by determinized search
(search.py), and explains its choice for hints.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...doppelkopf.announcements import values_for
from .. import Hint
from ..search import Effort
from .actions import Options, group
from .bidding import rule_choice, shortlist, simulate
from .evaluate import trump_tricks
from .explain import card_reason
from .knowledge import Knowledge, read
from .search import search
from .worlds import build_world, deal_hidden, unseen

EASY_TRUMP_TRICKS = 0.45   # share of all tricks an easy player's trumps must take to say Re/Kontra
ANNOUNCE_CHANCE = {1: 0.75, 2: 0.86, 3: 0.9, 4: 0.93, 5: 0.97}
ANNOUNCE_MARGIN = 0.05     # game points an announcement must add on average


def rule_card(k: Knowledge, rng: random.Random) -> int:
    """The card type the rollout rule plays from this seat's view."""
    world = build_world(k, deal_hidden(k, rng, unseen(k)))
    return world.model.type_of[world.run(1)]


class EasyPlayer:
    """Sound rules of thumb, no search."""

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        k = read(view.to_json())
        opts = group(legal)
        if opts.reserve:
            return opts.reserve[rule_choice(k, list(opts.reserve))[0]]
        if 1 in opts.announce and self._strong_hand(k):
            return opts.announce[1]
        if opts.plays:
            card = rule_card(k, rng)
            return opts.plays.get(card) or next(iter(opts.plays.values()))
        return legal[0]

    @staticmethod
    def _strong_hand(k: Knowledge) -> bool:
        return trump_tricks(k.hand, k.lay, k.deck) >= EASY_TRUMP_TRICKS * len(k.hand)


class SearchPlayer:
    """Determinized search; `effort` per card decision, `reserve_effort` per reservation."""

    def __init__(self, effort: Effort, reserve_effort: Effort, solve_cards: int,
                 infer: bool) -> None:
        self.effort = effort
        self.reserve_effort = reserve_effort
        self.solve_cards = solve_cards
        self.infer = infer

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        opts = group(legal)
        if len(legal) == 1:
            return legal[0]
        return self._decide(read(view.to_json()), opts, legal, rng).action

    def advise(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Hint:
        return self._decide(read(view.to_json()), group(legal), legal, rng)

    def _decide(self, k: Knowledge, opts: Options, legal: Sequence[Any],
                rng: random.Random) -> Hint:
        if opts.reserve:
            return self._reserve(k, opts, rng)
        if opts.plays:
            return self._play(k, opts, rng)
        return Hint(legal[0], {"key": "hint.only_move"}, 0.5)

    def _reserve(self, k: Knowledge, opts: Options, rng: random.Random) -> Hint:
        rule, _ = rule_choice(k, list(opts.reserve))
        options = shortlist(k, list(opts.reserve), rule)
        if len(options) == 1:
            choice, chance = rule, 0.5
        else:
            tally = simulate(k, options, rng, self.reserve_effort)
            choice = str(tally.best())
            chance = tally[choice].win_rate
        key = {"healthy": "hint.healthy", "wedding": "hint.wedding"}.get(choice, "hint.solo")
        return Hint(opts.reserve[choice], {"key": key, "solo": choice}, chance)

    def _play(self, k: Knowledge, opts: Options, rng: random.Random) -> Hint:
        cards = list(opts.plays)
        levels = list(opts.announce)
        out = search(k, cards, levels, rng, self.effort, self.solve_cards, self.infer)
        best = out.best()
        base = out.card(best)
        choice = None
        for level in levels:
            stat = out.announced(best, level)
            if (stat.win_rate >= ANNOUNCE_CHANCE[level] and stat.mean >= base.mean + ANNOUNCE_MARGIN
                    and (choice is None or stat.mean > out.announced(best, choice).mean)):
                choice = level
        if choice is not None:
            stat = out.announced(best, choice)
            value = values_for(k.my_party())[choice - 1]
            return Hint(opts.announce[choice], {"key": "hint.announce", "value": value,
                                                "chance": round(stat.win_rate, 2)}, stat.win_rate)
        reason = card_reason(k, best, cards, solved=out.solved)
        return Hint(opts.plays[best], reason, base.win_rate)

