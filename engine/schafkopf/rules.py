"""The Schafkopf house rules of one table (docs/rules.md §3.1), as one frozen value.

A record names a profile and the deck, plus any option by its docs/rules.md name,
e.g. `{"profile": "points", "deck": "short"}`. Options a profile sets
(`soloNeedsSuitCard`, `allowSie`) default to that profile's value.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..errors import RecordError
from ..rule_limits import refuse_inapplicable
from .cards import LONG_DECK, SHORT_DECK, Card

PROFILES = ("money", "points")
DECKS = ("long", "short")
SCHNEIDER_LINES = ("official31_30", "symmetric30")
KONTRA_UNTIL = ("firstCard", "secondCard")
DEFAULT_RUFSPIEL_BASE = 10
MAX_RUFSPIEL_BASE = 1000  # cents; a higher tariff is a typing error, not a house rule
RUN_AWAY_MAX = {"long": 6, "short": 4}  # the plain cards of a suit in each deck
LIMITS: dict[str, dict[str, dict[str, Any]]] = {
    "rufspielBase": {"only": {"profile": ["money"]}},  # the money tariff's base in cents
    "allowSie": {"only": {"deck": ["long"]}},  # no short-deck hand holds all four O and U (§3.3)
    "runAwayMin": {"max_by": {"deck": RUN_AWAY_MAX}},
}
"""Options that apply only under some profile or deck, or whose highest value a deck lowers."""


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
        chosen = replace(rules, **values)
        base = {"profile": profile, "deck": deck}
        refuse_inapplicable(chosen.to_json(), lambda other: base[other] if other in base
                            else getattr(chosen, _OPTIONS[other][0]), LIMITS)
        if chosen.run_away_min > LIMITS["runAwayMin"]["max_by"]["deck"][deck]:
            raise RecordError("runAwayMin exceeds the plain cards of a suit")
        return chosen

    def to_json(self) -> dict[str, Any]:
        """Profile and deck, plus every option that differs from the profile's default."""
        defaults = Rules.for_profile(self.profile, self.deck)
        data: dict[str, Any] = {"profile": self.profile, "deck": self.deck}
        for name, (field, _) in _OPTIONS.items():
            if getattr(self, field) != getattr(defaults, field):
                data[name] = getattr(self, field)
        return data

    @classmethod
    def describe(cls) -> dict[str, Any]:
        """Every option a record's rules may name, as the New game dialog offers
        them: the profile and deck first, then each house rule with its values,
        its default under each profile, its group and its limits."""
        profiles = {profile: cls.for_profile(profile) for profile in PROFILES}
        base = [{"name": "profile", "type": "choice", "values": list(PROFILES), "default": "money"},
                {"name": "deck", "type": "choice", "values": list(DECKS), "default": "long"}]
        group_of = {name: group for group, names in GROUPS.items() for name in names}
        options = [{"name": name, "group": group_of[name], **kind.to_json(),
                    "default": getattr(cls(), field),
                    "presets": {p: getattr(r, field) for p, r in profiles.items()
                                if p in LIMITS.get(name, {}).get("only", {}).get("profile", PROFILES)},
                    **LIMITS.get(name, {}), "help": OPTION_HELP[name]}
                   for name, (field, kind) in _OPTIONS.items()]
        return {"preset": "profile", "base": base, "options": options,
                "groups": {group: list(names) for group, names in GROUPS.items()}, "help": HELP}


def _choice(name: str, value: object, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise RecordError(f"rule {name} must be one of {', '.join(allowed)}, not {value!r}")
    return str(value)


def _flag(name: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise RecordError(f"rule {name} must be true or false, not {value!r}")
    return value


@dataclass(frozen=True)
class Choice:
    """An option that names one of `values`."""

    values: tuple[str, ...]

    def __call__(self, name: str, value: object) -> str:
        return _choice(name, value, self.values)

    def to_json(self) -> dict[str, Any]:
        return {"type": "choice", "values": list(self.values)}


@dataclass(frozen=True)
class Flag:
    """An option that is on or off."""

    def __call__(self, name: str, value: object) -> bool:
        return _flag(name, value)

    def to_json(self) -> dict[str, Any]:
        return {"type": "flag", "values": [False, True]}


@dataclass(frozen=True)
class Count:
    """An option that is a whole number from `low` to `high`."""

    low: int
    high: int

    def __call__(self, name: str, value: object) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or not self.low <= value <= self.high:
            raise RecordError(f"rule {name} must be an integer from {self.low} to {self.high}, not {value!r}")
        return value

    def to_json(self) -> dict[str, Any]:
        return {"type": "count", "min": self.low, "max": self.high}


_OPTIONS: dict[str, tuple[str, Choice | Flag | Count]] = {
    "schneiderLine": ("schneider_line", Choice(SCHNEIDER_LINES)),
    "soloNeedsSuitCard": ("solo_needs_suit_card", Flag()),
    "allowSie": ("allow_sie", Flag()),
    "runAwayMin": ("run_away_min", Count(2, max(RUN_AWAY_MAX.values()))),
    "kontraUntil": ("kontra_until", Choice(KONTRA_UNTIL)),
    "reUntilOwnFirstCard": ("re_until_own_first_card", Flag()),
    "rufspielBase": ("rufspiel_base", Count(1, MAX_RUFSPIEL_BASE)),
    "ramsch": ("ramsch", Flag()),
}

OPTION_NAMES = tuple(_OPTIONS)
"""Every option a record's rules may name, besides profile and deck."""

GROUPS: dict[str, tuple[str, ...]] = {
    "contracts": ("allowSie", "soloNeedsSuitCard", "ramsch"),
    "play": ("runAwayMin",),
    "doubles": ("kontraUntil", "reUntilOwnFirstCard"),
    "scoring": ("schneiderLine", "rufspielBase"),
}
"""The house rules by what they change at the table, in the order a player meets them."""

OPTION_HELP = {
    "schneiderLine": "house-schneider-line",
    "soloNeedsSuitCard": "house-solo-suit-card",
    "allowSie": "house-sie",
    "runAwayMin": "house-run-away-min",
    "kontraUntil": "house-kontra-until",
    "reUntilOwnFirstCard": "house-re-until",
    "rufspielBase": "house-rufspiel-base",
    "ramsch": "house-ramsch",
}
"""The paragraph of the rules help's House rules section that explains each option."""

HELP = {
    "refusal.bid_too_low": "bidding",
    "refusal.bid_not_possible": "bidding",
    "refusal.name_other_contract": "naming",
    "refusal.name_not_allowed": "naming",
    "refusal.called_ace_must_play": "called-ace",
    "refusal.called_ace_kept": "called-ace",
    "refusal.run_away": "run-away",
    "refusal.double_not_now": "doubles",
    "refusal.double_repeated": "doubles",
    "refusal.double_wrong_party": "doubles",
    "refusal.double_too_late": "doubles",
    "refusal.re_needs_kontra": "doubles",
    "item.rufspiel": "score-base",
    "item.wenz": "score-base",
    "item.solo": "score-base",
    "item.wenz-tout": "score-tout",
    "item.solo-tout": "score-tout",
    "item.sie": "score-sie",
    "item.schneider": "score-schneider",
    "item.schwarz": "score-schneider",
    "item.laufende": "score-laufende",
    "item.kontra": "score-doubles",
    "item.re": "score-doubles",
    "item.ramsch": "all-pass",
}
"""The paragraph of the rules help (web/rules/<language>/schafkopf.html) that
explains each of this game's refusals and scoring items."""

