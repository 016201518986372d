"""The Schafkopf computer players: `easy` plays by rules of thumb, `normal`
and `strong` search (PIMC) with more worlds and a deeper exact endgame.

Every decision goes through `choose`: bids and naming from hand evaluation
(checked by simulation when searching), Kontra/Re from the estimated chance
to win, and card play. `volunteer` is asked out of turn (Kontra and Re
before the first card) and may decline with None.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ...schafkopf.cards import SUITS, mask_of, parse_card
from ...schafkopf.contracts import SOLO, UNTER_ONLY, WENZ
from ...schafkopf.rules import Rules
from .. import Hint
from ..search import Effort, Stat
from .bidding import pass_outlook
from .evaluate import Option, best_option, options, score_contract
from .explain import card_reason
from .knowledge import Knowledge, contract_of, read_before_play, read_view
from .rollout import choose_card
from .search import Skill, best_card, exact_tricks, outlook
from .worlds import sample_hands, table_for

KONTRA_CHANCE = 0.72
"""The estimated chance a defender needs for Kontra, and only against a
Rufspiel: against a lone player (Solo, Wenz) the estimate runs far too high.
Measured in self-play (money profile, 140 deals): Kontra offers rated 0.72 or
more won 68 % against a Rufspiel but 45 % against a Solo (29 % against a
Wenz); those rated 0.5 to 0.72 won 54 %, 30 % and 8 %. Never doubling a lone
player scored +2.7 ± 4.4 cents a game over 400 duplicate deals."""
RE_CHANCE = 0.8
DOUBLE_WORLDS = 16
"""A double is risked only on an estimate from at least this many worlds."""
EASY_KONTRA_SCORE = 7.0
BID_SLACK = 1.5
"""How far below its bar a contract may score and still be simulated."""


def _by_type(legal: Sequence[Any], kind: str) -> list[Any]:
    return [a for a in legal if a.type == kind]


def _worth_weighing(legal: Sequence[Any], k: Knowledge) -> list[Any]:
    """The doubles worth an estimate: Re, and Kontra only against a Rufspiel
    (KONTRA_CHANCE), so a defender against a lone player spends all his time
    on the card."""
    return [a for a in _by_type(legal, "double") if a.value == "re" or k.game.ace]


class EasyPlayer:
    """Rules of thumb only: fast, sound, beatable."""

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        data = view.to_json()
        kinds = {a.type for a in legal}
        if "bid" in kinds:
            return self._bid(data, legal)
        if "name" in kinds:
            return self._name(data, _by_type(legal, "name"))
        double = self.volunteer(view, _by_type(legal, "double"), rng) if "double" in kinds else None
        if double is not None:
            return double
        return self._play(data, _by_type(legal, "play"), rng)

    def volunteer(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any | None:
        """Kontra with a hand that would nearly carry a Solo (or Wenz) with the
        contract's own trumps; never Re."""
        data = view.to_json()
        for action in legal:
            if action.type == "double" and action.value == "kontra":
                hand = [parse_card(c) for c in data["hand"]]
                named = contract_of(data["contract"])
                if named.type.trumps == UNTER_ONLY:
                    strength = score_contract(hand, WENZ.name, None)
                else:
                    strength = score_contract(hand, SOLO.name, named.trump_suit)
                if strength >= EASY_KONTRA_SCORE:
                    return action
        return None

    def _bid(self, data: dict[str, Any], legal: Sequence[Any]) -> Any:
        hand = [parse_card(c) for c in data["hand"]]
        bids = {a.value: a for a in legal}
        option = best_option(hand, _rules(data), [v for v in bids if v != "pass"])
        return bids[option.contract] if option else bids["pass"]

    def _name(self, data: dict[str, Any], legal: Sequence[Any]) -> Any:
        hand = [parse_card(c) for c in data["hand"]]
        contract = legal[0].contract
        scored = {(o.contract, o.suit): o for o in options(hand, _rules(data), [contract])}
        return max(legal, key=lambda a: scored[(a.contract, a.suit)].score)

    def _play(self, data: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        k = read_view(data)
        card = choose_card(table_for(k, sample_hands(k, rng)), k.seat, _legal_mask(legal))
        return next(a for a in legal if a.card == card)


class SearchPlayer(EasyPlayer):
    """Determinized search over sampled worlds for every decision."""

    def __init__(self, effort: Effort, skill: Skill) -> None:
        self.effort = effort
        self.skill = skill

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        if len(legal) == 1:
            return legal[0]
        return self.advise(view, legal, rng).action

    def advise(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Hint:
        """The chosen action with a reason key and the estimated chance to win."""
        data = view.to_json()
        kinds = {a.type for a in legal}
        if "bid" in kinds:
            return self._search_bid(data, legal, rng)
        if "name" in kinds:
            return self._search_name(data, _by_type(legal, "name"), rng)
        k = read_view(data)
        effort = self.effort
        doubles = _worth_weighing(legal, k)
        if doubles:
            chance = outlook(k, self._double_effort, self.skill, rng).win_rate
            double = self._double(doubles, chance)
            if double is not None:
                return Hint(double, {"key": "hint.announce", "value": double.value}, chance)
            if effort.iterations is None:
                effort = _share(effort, 2)
        plays = _by_type(legal, "play")
        card, stat = best_card(k, _legal_mask(plays), effort, self.skill, rng)
        action = next(a for a in plays if a.card == card)
        if not stat.weight:
            stat = outlook(k, effort, self.skill, rng)
        solved = k.hand.bit_count() <= exact_tricks(k.game, self.skill.solve_tricks)
        return Hint(action, card_reason(k, card, [a.card for a in plays], solved), stat.win_rate)

    def volunteer(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any | None:
        """Kontra or Re when the estimated chance to win is high enough."""
        if not _by_type(legal, "double"):
            return None
        k = read_view(view.to_json())
        doubles = _worth_weighing(legal, k)
        if not doubles:
            return None
        return self._double(doubles, outlook(k, self._double_effort, self.skill, rng).win_rate)

    @property
    def _double_effort(self) -> Effort:
        """At least DOUBLE_WORLDS worlds, or half the time budget (the card play gets the rest)."""
        if self.effort.iterations is None:
            return replace(self.effort, budget=self.effort.budget / 2)
        return replace(self.effort, iterations=max(self.effort.iterations, DOUBLE_WORLDS))

    @staticmethod
    def _double(legal: Sequence[Any], chance: float) -> Any | None:
        for action in legal:
            if chance >= (KONTRA_CHANCE if action.value == "kontra" else RE_CHANCE):
                return action
        return None

    def _simulate(self, data: dict[str, Any], option: Option, effort: Effort,
                  rng: random.Random) -> Stat:
        """The expected result of declaring `option` now, by policy play in sampled worlds."""
        k = read_before_play(data, option.contract, int(data["seat"]), option.suit)
        return outlook(k, effort, self.skill, rng)

    def _candidates(self, data: dict[str, Any], kinds: list[str]) -> list[Option]:
        hand = [parse_card(c) for c in data["hand"]]
        found = options(hand, _rules(data), kinds)
        return [o for o in found if o.margin >= -BID_SLACK or o.contract == "sie"]

    def _search_bid(self, data: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Hint:
        bids = {a.value: a for a in legal}
        candidates = self._candidates(data, [v for v in bids if v != "pass"])
        sie = [o for o in candidates if o.contract == "sie"]
        if sie:
            return Hint(bids["sie"], {"key": "hint.bid", "value": "sie"}, 1.0)
        best, best_tally = None, Stat()
        effort = _share(self.effort, len(candidates) + self.skill.weigh_pass)
        floor = 0.0
        if candidates and self.skill.weigh_pass:
            floor = pass_outlook(data, effort, self.skill, rng).mean
        for option in candidates:
            tally = self._simulate(data, option, effort, rng)
            if tally.mean > (best_tally.mean if best else floor):
                best, best_tally = option, tally
        if best is None:
            return Hint(bids["pass"], {"key": "hint.bid", "value": "pass"}, 0.5)
        return Hint(bids[best.contract], {"key": "hint.bid", "value": best.contract}, best_tally.win_rate)

    def _search_name(self, data: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Hint:
        if len(legal) == 1:
            return Hint(legal[0], {"key": "hint.only_move"}, 0.5)
        hand = [parse_card(c) for c in data["hand"]]
        scored = options(hand, _rules(data), [legal[0].contract])
        effort = _share(self.effort, len(scored))
        tallies = {(o.contract, o.suit): self._simulate(data, o, effort, rng) for o in scored}
        action = max(legal, key=lambda a: tallies[(a.contract, a.suit)].mean)
        tally = tallies[(action.contract, action.suit)]
        return Hint(action, {"key": "hint.name", "value": action.contract,
                             "suit": None if action.suit is None else SUITS[action.suit]},
                    tally.win_rate)


def _rules(data: dict[str, Any]) -> Rules:
    return Rules.from_json(data["rules"])


def _legal_mask(plays: Sequence[Any]) -> int:
    return mask_of([a.card for a in plays])


def _share(effort: Effort, parts: int) -> Effort:
    """The effort for one of `parts` simulations that together get `effort`'s budget
    (a fixed iteration count is halved: bidding needs less precision than play)."""
    if effort.iterations is not None:
        return replace(effort, iterations=max(1, effort.iterations // 2))
    return replace(effort, budget=effort.budget / max(1, parts))
