"""Doppelkopf rule sets: a preset of docs/rules.md §2.1 plus options by their names there."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..errors import RecordError
from ..rule_limits import refuse_inapplicable

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
        refuse_inapplicable(rules.to_json(), lambda other: getattr(rules, OPTIONS[other][0]), LIMITS)
        return rules

    def to_json(self) -> dict[str, Any]:
        """The preset plus every option that differs from it."""
        base = PRESETS[self.preset]
        out: dict[str, Any] = {"preset": self.preset}
        for name, (field, _) in OPTIONS.items():
            if getattr(self, field) != getattr(base, field):
                out[name] = getattr(self, field)
        return out

    @classmethod
    def describe(cls) -> dict[str, Any]:
        """Every option a record's rules may name, as the New game dialog offers
        them: the preset first, then each house rule with its values, its value
        under each preset and its group."""
        base = [{"name": "preset", "type": "choice", "values": list(PRESETS), "default": cls().preset}]
        group_of = {name: group for group, names in GROUPS.items() for name in names}
        options = [{"name": name, "group": group_of[name],
                    **({"type": "choice", "values": list(allowed)} if isinstance(allowed, tuple)
                       else {"type": "flag", "values": [False, True]}),
                    "default": getattr(cls(), field),
                    "presets": {preset: getattr(rules, field) for preset, rules in PRESETS.items()},
                    "help": OPTION_HELP[name], **LIMITS.get(name, {})}
                   for name, (field, allowed) in OPTIONS.items()]
        return {"preset": "preset", "base": base, "options": options,
                "groups": {group: list(names) for group, names in GROUPS.items()}, "help": HELP}


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

LIMITS: dict[str, dict[str, Any]] = {
    "schweinchenInFarbsolo": {"only": {"schweinchen": [True]}},
}
"""Options that matter only while another option has one of the values named."""

GROUPS: dict[str, tuple[str, ...]] = {
    "tricks": ("dulleRule", "schweinchen", "schweinchenInFarbsolo"),
    "reservations": ("pflichtsolo", "weddingClarify"),
    "announcements": ("onlyKontraRule", "reKontraDoubles"),
}
"""The house rules by what they change at the table, in the order a player meets them."""

OPTION_HELP = {
    "dulleRule": "house-dulle-rule",
    "onlyKontraRule": "house-only-kontra",
    "reKontraDoubles": "house-re-kontra-doubles",
    "weddingClarify": "house-wedding-clarify",
    "schweinchen": "house-schweinchen",
    "schweinchenInFarbsolo": "house-schweinchen-farbsolo",
    "pflichtsolo": "house-pflichtsolo",
}
"""The paragraph of the rules help's House rules section that explains each option."""

HELP = {
    "refusal.must_name_solo": "pflichtsolo",
    "refusal.wedding_needs_queens": "wedding",
    "refusal.announce_unclarified": "wedding-announcements",
    "refusal.announce_wrong_party": "announcements",
    "refusal.announce_repeated": "announcements",
    "refusal.announce_too_late": "deadlines",
    "refusal.announce_blocked": "replies",
    "item.won": "score-won",
    "item.under-90": "score-under",
    "item.under-60": "score-under",
    "item.under-30": "score-under",
    "item.schwarz": "score-under",
    "item.re-announced": "score-re-kontra",
    "item.kontra-announced": "score-re-kontra",
    "item.re-no90-announced": "score-absagen",
    "item.re-no60-announced": "score-absagen",
    "item.re-no30-announced": "score-absagen",
    "item.re-black-announced": "score-absagen",
    "item.kontra-no90-announced": "score-absagen",
    "item.kontra-no60-announced": "score-absagen",
    "item.kontra-no30-announced": "score-absagen",
    "item.kontra-black-announced": "score-absagen",
    "item.120-against-no90": "score-against",
    "item.90-against-no60": "score-against",
    "item.60-against-no30": "score-against",
    "item.30-against-black": "score-against",
    "item.gegen-die-alten": "extra-gegen-die-alten",
    "item.doppelkopf": "extra-doppelkopf",
    "item.fox-caught": "extra-fox",
    "item.karlchen": "extra-karlchen",
}
"""The paragraph of the rules help (web/rules/<language>/doppelkopf.html) that
explains each of this game's refusals and scoring items."""
