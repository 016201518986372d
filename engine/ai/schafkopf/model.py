"""Which Schafkopf rules options the computer players know how to follow.

The rules of play come from the engine's core (`engine.schafkopf.core`);
what the players weigh beyond them (bids, namings, Kontra and Re) is their
own, so an option added to the rules later must be taught to them before
they sit at a table that plays it.
"""

from __future__ import annotations

from dataclasses import fields

from ...errors import EngineError
from ...schafkopf.rules import Rules

FOLLOWED = frozenset({
    "profile", "deck", "schneider_line", "solo_needs_suit_card", "allow_sie", "run_away_min",
    "kontra_until", "re_until_own_first_card", "rufspiel_base", "ramsch",
})
"""The rules options the players follow: the scoring ones through the engine's
scoring functions, the bidding ones through the engine's legal bids, the
doubling ones through the legal actions the engine offers, the deck,
run_away_min and Ramsch through the core."""


def check_supported(rules: Rules) -> None:
    """EngineError for a rules option the players do not know how to follow."""
    default = Rules()
    for option in fields(Rules):
        if option.name not in FOLLOWED and getattr(rules, option.name) != getattr(default, option.name):
            raise EngineError(f"the computer players do not support the Schafkopf rule {option.name}")
