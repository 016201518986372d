"""Which Doppelkopf rules options the computer players follow.

The players search on the engine's fast core (engine/doppelkopf/core.py),
which knows every rule of play; their rollout rule, sampling and
evaluation are tuned for the options below. A rules option outside this
list, unless left as in the tournament, raises EngineError when a player
is made, so a player never plays a game it misunderstands.
"""

from __future__ import annotations

from dataclasses import fields

from ...doppelkopf.rules import OPTIONS, Rules
from ...errors import EngineError

FOLLOWED = frozenset({"preset", "nines", "dulle_rule", "only_kontra_rule", "re_kontra_doubles",
                      "wedding_clarify", "schweinchen", "schweinchen_in_farbsolo", "pflichtsolo"})


def _unsupported(what: str) -> EngineError:
    return EngineError(f"the computer players do not support the Doppelkopf rule {what}")


def check_supported(rules: Rules) -> None:
    """Refuse a rules option the players do not follow, unless it is left as in the tournament."""
    plain = Rules()
    names = {field: name for name, (field, _) in OPTIONS.items()}
    for f in fields(Rules):
        value = getattr(rules, f.name)
        if f.name not in FOLLOWED and value != getattr(plain, f.name):
            raise _unsupported(f"option {names.get(f.name, f.name)}={value!r}")
