"""The value every game's `view(state, seat)` returns (docs/engine.md, "The view")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class View:
    """What one seat may know: `data` is the view JSON without `legal`, which
    stays as the game's action values so players can return them as they are."""

    seat: int
    data: dict[str, Any]
    legal: tuple[Any, ...]

    def to_json(self) -> dict[str, Any]:
        return {**self.data, "legal": [a.to_json() for a in self.legal]}
