"""The legal actions of a decision, grouped the way the players look at them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...doppelkopf.announcements import LEVEL_OF
from ...doppelkopf.cards import parse_card


@dataclass
class Options:
    plays: dict[int, Any] = field(default_factory=dict)         # card type -> action
    announce: dict[int, Any] = field(default_factory=dict)      # level -> action
    reserve: dict[str, Any] = field(default_factory=dict)       # "healthy", "wedding", solo -> action
    other: list[Any] = field(default_factory=list)


def group(legal: Sequence[Any]) -> Options:
    """Sort `legal` (engine Actions) by what they do; each keeps its own object."""
    out = Options()
    for action in legal:
        data = action.to_json()
        kind = data.get("type")
        if kind == "play":
            out.plays.setdefault(parse_card(data["card"]), action)
        elif kind == "announce":
            out.announce[LEVEL_OF[data["value"]]] = action
        elif kind == "reservation":
            key = data["solo"] if data.get("value") == "solo" else data["value"]
            out.reserve[key] = action
        else:
            out.other.append(action)
    return out
