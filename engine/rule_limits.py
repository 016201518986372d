"""The `only` limits of a game's rules options (its rules module's LIMITS),
checked where a record's rules are read: an option changed from its preset's
value where its limit does not hold would do nothing, so the rules are
refused instead of played as if it did."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .errors import RecordError


def refuse_inapplicable(changed: Iterable[str], value_of: Callable[[str], object],
                        limits: Mapping[str, Mapping[str, Any]]) -> None:
    """RecordError for the first of the `changed` options whose `only` limit
    fails: `value_of(other)` is the value, in these rules, of the option or
    base choice (profile, deck, preset) the limit names."""
    for name in changed:
        for other, allowed in limits.get(name, {}).get("only", {}).items():
            if value_of(other) not in allowed:
                values = " or ".join(str(value).lower() for value in allowed)
                raise RecordError(f"rule {name} applies only with {other} {values}")
