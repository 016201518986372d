"""Doppelkopf rule sets: a preset of docs/rules.md §2.1 plus options by their names there."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..errors import RecordError

DULLE_RULES = ("firstWins", "secondWinsExceptLast", "secondWins")
WEDDING_CLARIFY = ("anyTrick", "firstNonTrumpTrick")


@dataclass(frozen=True, slots=True)
class Rules:
    """House rules and variants; UI preferences never go here."""

    preset: str = "tournament"
    nines: bool = True
    dulle_rule: str = "firstWins"
    only_kontra_rule: bool = True
    re_kontra_doubles: bool = False
    wedding_clarify: str = "anyTrick"
    schweinchen: bool = False
    schweinchen_in_farbsolo: bool = False
    pflichtsolo: bool = True

    @property
    def hand_size(self) -> int:
        return 12 if self.nines else 10

    @classmethod
    def from_json(cls, data: object) -> Rules:
        """Rules from `{"preset": ..., option: value, ...}`; RecordError if unknown."""
        if not isinstance(data, dict):
            raise RecordError("rules must be an object")
        preset = data.get("preset", "tournament")
        if not isinstance(preset, str) or preset not in PRESETS:
            raise RecordError(f"unknown Doppelkopf preset {preset!r}")
        rules = PRESETS[preset]
        for name, value in data.items():
            if name == "preset":
                continue
            if name not in OPTIONS:
                raise RecordError(f"unknown Doppelkopf rule option {name!r}")
            field, allowed = OPTIONS[name]
            if (value not in allowed) if isinstance(allowed, tuple) else not isinstance(value, bool):
                raise RecordError(f"bad value {value!r} for rule option {name!r}")
            rules = replace(rules, **{field: value})
        return rules

    def to_json(self) -> dict[str, Any]:
        """The preset plus every option that differs from it."""
        base = PRESETS[self.preset]
        out: dict[str, Any] = {"preset": self.preset}
        for name, (field, _) in OPTIONS.items():
            if getattr(self, field) != getattr(base, field):
                out[name] = getattr(self, field)
        return out


PRESETS = {
    "tournament": Rules(),
    "no-nines": Rules(preset="no-nines", nines=False),
    "schweinchen": Rules(preset="schweinchen", schweinchen=True),
}

# option name in a record -> (field of Rules, its values: a tuple, or bool)
OPTIONS: dict[str, tuple[str, tuple[str, ...] | type]] = {
    "dulleRule": ("dulle_rule", DULLE_RULES),
    "onlyKontraRule": ("only_kontra_rule", bool),
    "reKontraDoubles": ("re_kontra_doubles", bool),
    "weddingClarify": ("wedding_clarify", WEDDING_CLARIFY),
    "schweinchen": ("schweinchen", bool),
    "schweinchenInFarbsolo": ("schweinchen_in_farbsolo", bool),
    "pflichtsolo": ("pflichtsolo", bool),
}
