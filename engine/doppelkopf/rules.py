"""Doppelkopf rule sets: a preset of RULES.md §2.1 plus options by their names there."""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from ..errors import RecordError

DULLE_RULES = ("firstWins", "secondWinsExceptLast", "secondWins")
WEDDING_CLARIFY = ("anyTrick", "firstNonTrumpTrick")


@dataclass(frozen=True, slots=True)
class Rules:
    """House rules and variants; UI preferences never go here."""

    preset: str = "tournament"
    nines: bool = True
    dulleRule: str = "firstWins"
    onlyKontraRule: bool = True
    reKontraDoubles: bool = False
    weddingClarify: str = "anyTrick"
    schweinchen: bool = False
    schweinchenInFarbsolo: bool = False
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
            allowed = OPTIONS[name]
            if (value not in allowed) if isinstance(allowed, tuple) else not isinstance(value, bool):
                raise RecordError(f"bad value {value!r} for rule option {name!r}")
            rules = replace(rules, **{name: value})
        return rules

    def to_json(self) -> dict[str, Any]:
        """The preset plus every option that differs from it."""
        base = PRESETS[self.preset]
        out: dict[str, Any] = {"preset": self.preset}
        for f in fields(self):
            if f.name in OPTIONS and getattr(self, f.name) != getattr(base, f.name):
                out[f.name] = getattr(self, f.name)
        return out


PRESETS = {
    "tournament": Rules(),
    "no-nines": Rules(preset="no-nines", nines=False),
    "schweinchen": Rules(preset="schweinchen", schweinchen=True),
}

OPTIONS: dict[str, tuple[str, ...] | type] = {
    "dulleRule": DULLE_RULES,
    "onlyKontraRule": bool,
    "reKontraDoubles": bool,
    "weddingClarify": WEDDING_CLARIFY,
    "schweinchen": bool,
    "schweinchenInFarbsolo": bool,
    "pflichtsolo": bool,
}
