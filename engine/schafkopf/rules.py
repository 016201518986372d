"""The Schafkopf house rules of one table (docs/rules.md §3.1), as one frozen value.

A record names a profile and the deck, plus any option by its docs/rules.md name,
e.g. `{"profile": "points", "deck": "short"}`. Options a profile sets
(`soloNeedsSuitCard`, `allowSie`) default to that profile's value.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..errors import RecordError
from .cards import LONG_DECK, SHORT_DECK, Card

PROFILES = ("money", "points")
DECKS = ("long", "short")
SCHNEIDER_LINES = ("official31_30", "symmetric30")
KONTRA_UNTIL = ("firstCard", "secondCard")
DEFAULT_RUFSPIEL_BASE = 10
MAX_RUFSPIEL_BASE = 1000  # cents; a higher tariff is a typing error, not a house rule


@dataclass(frozen=True, slots=True)
class Rules:
    """House rules and variants of one table; UI preferences never go here.

    `Rules()` is the MONEY profile; build others with `for_profile` or
    `from_json`, which set the options a profile decides.
    """

    profile: str = "money"
    deck: str = "long"
    schneider_line: str = "official31_30"
    solo_needs_suit_card: bool = False
    allow_sie: bool = False
    run_away_min: int = 4
    kontra_until: str = "firstCard"
    re_until_own_first_card: bool = False
    rufspiel_base: int = DEFAULT_RUFSPIEL_BASE
    ramsch: bool = False

    @property
    def cards(self) -> tuple[Card, ...]:
        return LONG_DECK if self.deck == "long" else SHORT_DECK

    @property
    def hand_size(self) -> int:
        return len(self.cards) // 4

    @classmethod
    def for_profile(cls, profile: str = "money", deck: str = "long") -> Rules:
        """The defaults of a profile: the POINTS profile needs a suit card for a solo and allows Sie."""
        points = profile == "points"
        return cls(profile=profile, deck=deck, solo_needs_suit_card=points, allow_sie=points)

    @classmethod
    def from_json(cls, data: object) -> Rules:
        if not isinstance(data, dict):
            raise RecordError("rules must be an object")
        options = dict(data)
        named = {key: _choice(key, options.pop(key), PROFILES)
                 for key in ("profile", "preset") if key in options}
        if len(set(named.values())) > 1:
            raise RecordError(f"rules name profile {named['profile']!r} and preset {named['preset']!r}")
        profile = next(iter(named.values()), "money")
        deck = _choice("deck", options.pop("deck", "long"), DECKS)
        if "shortDeck" in options:
            short = _flag("shortDeck", options.pop("shortDeck"))
            if short != (deck == "short") and "deck" in data:
                raise RecordError("rules name both deck and a contradicting shortDeck")
            deck = "short" if short else "long"
        rules = cls.for_profile(profile, deck)
        values: dict[str, Any] = {}
        for name, value in options.items():
            if name not in _OPTIONS:
                raise RecordError(f"unknown Schafkopf rule {name!r}")
            field, read = _OPTIONS[name]
            values[field] = read(name, value)
        if "rufspiel_base" in values and profile != "money":
            raise RecordError("rufspielBase applies to the money profile only")
        if values.get("run_away_min", rules.run_away_min) > (6 if deck == "long" else 4):
            raise RecordError("runAwayMin exceeds the plain cards of a suit")
        return replace(rules, **values)

    def to_json(self) -> dict[str, Any]:
        """Profile and deck, plus every option that differs from the profile's default."""
        defaults = Rules.for_profile(self.profile, self.deck)
        data: dict[str, Any] = {"profile": self.profile, "deck": self.deck}
        for name, (field, _) in _OPTIONS.items():
            if getattr(self, field) != getattr(defaults, field):
                data[name] = getattr(self, field)
        return data


def _choice(name: str, value: object, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise RecordError(f"rule {name} must be one of {', '.join(allowed)}, not {value!r}")
    return str(value)


def _flag(name: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise RecordError(f"rule {name} must be true or false, not {value!r}")
    return value


def _count(low: int, high: int) -> Any:
    def read(name: str, value: object) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise RecordError(f"rule {name} must be an integer from {low} to {high}, not {value!r}")
        return value

    return read


_OPTIONS: dict[str, tuple[str, Any]] = {
    "schneiderLine": ("schneider_line", lambda n, v: _choice(n, v, SCHNEIDER_LINES)),
    "soloNeedsSuitCard": ("solo_needs_suit_card", _flag),
    "allowSie": ("allow_sie", _flag),
    "runAwayMin": ("run_away_min", _count(2, 6)),
    "kontraUntil": ("kontra_until", lambda n, v: _choice(n, v, KONTRA_UNTIL)),
    "reUntilOwnFirstCard": ("re_until_own_first_card", _flag),
    "rufspielBase": ("rufspiel_base", _count(1, MAX_RUFSPIEL_BASE)),
    "ramsch": ("ramsch", _flag),
}

OPTION_NAMES = tuple(_OPTIONS)
"""Every option a record's rules may name, besides profile and deck."""
