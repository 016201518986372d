"""What one seat knows, read from its view's JSON (docs/engine.md).

Everything a Doppelkopf player decides from goes through `Knowledge`, built
only from `view.to_json()`: the hand, the tricks so far, the voids they show,
the parties as far as the view says they are known, the announcement levels
of both parties, and the rules, read with the engine's own `Rules` so that
the model of the deal (engine/doppelkopf/core.py) follows every option.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ...doppelkopf.announcements import LEVEL_OF, PARTY_NAMES
from ...doppelkopf.cards import deck, parse_card
from ...doppelkopf.core import Model, hand_party, model, scheme_of
from ...doppelkopf.rules import Rules
from .model import check_supported


@dataclass
class Trick:
    leader: int
    cards: list[int]            # card types in play order
    winner: int | None = None

    def seat(self, i: int) -> int:
        return (self.leader + i) % 4


@dataclass
class Knowledge:
    seat: int
    dealer: int
    phase: str
    rules: Rules
    hand: list[int]
    hand_sizes: list[int]
    solo: str | None            # the solo played, None for a partner game
    declarer: int | None        # soloist or wedding player
    wedding: bool               # an announced wedding
    lay: Model                  # the deal's model as far as this seat knows (Schweinchen shown)
    tricks: list[Trick]         # finished tricks
    trick: Trick                # the trick in progress
    party: list[int | None]     # RE / KONTRA per seat where this seat knows it
    levels: list[int]           # highest announcement level of Re, Kontra
    said: list[int]             # highest level each seat announced itself
    deck: list[int]             # every card type of the deck, then every type again
    partner: int | None = None  # the wedding partner once found
    clarified: bool = True      # false in a wedding until the Klärungsstich
    silent: bool = False        # a silent wedding, known to this seat
    schweinchen: int | None = None  # the Schweinchen holder, once shown
    owes_pflichtsolo: list[bool] | None = None

    @property
    def scheme(self) -> str:
        return scheme_of(self.solo)

    @cached_property
    def played(self) -> tuple[tuple[int, int], ...]:
        """(seat, card type) of every card played, in order; read by every
        sampled world, so kept once (a Knowledge's tricks do not change)."""
        return tuple((t.seat(i), c) for t in [*self.tricks, self.trick]
                     for i, c in enumerate(t.cards))

    @property
    def n_tricks(self) -> int:
        return self.rules.hand_size

    def voids(self) -> list[int]:
        """Per seat, a bit mask of effective suits (bit 4 = trump) he cannot hold."""
        out = [0, 0, 0, 0]
        for t in [*self.tricks, self.trick]:
            if not t.cards:
                continue
            led = self.lay.suit[self.lay.slot_of[t.cards[0]]]
            for i, c in enumerate(t.cards[1:], 1):
                if self.lay.suit[self.lay.slot_of[c]] != led:
                    out[t.seat(i)] |= 1 << led
        return out

    def my_party(self) -> int:
        p = self.party[self.seat]
        return p if p is not None else hand_party(self.initial_hand())

    def initial_hand(self) -> list[int]:
        return self.hand + [c for s, c in self.played if s == self.seat]


def _contract(view: dict[str, Any]) -> tuple[str | None, int | None, bool]:
    """(solo played or None, declarer, announced wedding) as this seat knows it."""
    c = view.get("contract") or {}
    kind = c.get("type") or "normal"
    solo = c.get("solo") if kind == "solo" else "diamonds" if kind == "silent-wedding" else None
    return solo, c.get("declarer"), kind == "wedding"


def _trick(raw: dict[str, Any]) -> Trick:
    return Trick(raw["leader"], [parse_card(c["card"]) for c in raw["cards"]], raw.get("winner"))


def read(view_json: dict[str, Any]) -> Knowledge:
    """Knowledge of the seat whose view this is."""
    v = view_json
    seat = v["seat"]
    rules = Rules.from_json(v.get("rules") or {})
    check_supported(rules)
    solo, declarer, wedding = _contract(v)
    schweinchen = v.get("schweinchen")
    lay = model(rules, scheme_of(solo), schweinchen is not None)
    types = sorted(set(deck(rules.nines)))
    tricks = [_trick(t) for t in v.get("tricks") or []]
    raw_trick = v.get("trick") or {"leader": v.get("to_move") or 0, "cards": []}
    trick = _trick(raw_trick)
    party: list[int | None] = [PARTY_NAMES.index(p) if p else None for p in v.get("parties") or [None] * 4]
    said = [0, 0, 0, 0]
    levels = [0, 0]
    for a in v.get("announcements") or []:
        said[a["seat"]] = max(said[a["seat"]], LEVEL_OF[a["value"]])
    clarify = v.get("klaerungsstich") or {}
    k = Knowledge(seat, v.get("dealer", 0), v.get("phase", "play"), rules,
                  [parse_card(c) for c in v.get("hand") or []],
                  list(v.get("hand_sizes") or [0] * 4), solo, declarer, wedding, lay, tricks,
                  trick, party, levels, said, types * 2,
                  partner=clarify.get("partner"), clarified=clarify.get("clarified", True),
                  silent=(v.get("contract") or {}).get("type") == "silent-wedding",
                  schweinchen=schweinchen, owes_pflichtsolo=v.get("owes_pflichtsolo"))
    for s in range(4):
        if said[s] and k.party[s] is not None:
            levels[k.party[s]] = max(levels[k.party[s]], said[s])  # type: ignore[index]
    return k
