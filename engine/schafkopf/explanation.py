"""Why a finished Schafkopf deal scored as it did, for the person to read.

The result's items are the tariff's lines (docs/rules.md §3.10); this module
adds the facts behind each line from the same rules: what the declarers had
to reach (61 card points, every trick in a Tout, nothing in a Sie), the
base and multiplier of the contract, the Schneider line, which side held
the Laufende and how many, who said Kontra and Re, and what each seat gets
per unit of the value (the soloist three times, §3.10). It is part of the
finished deal's view, never of the replay output.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .contracts import RAMSCH, SIE
from .scoring import DECLARERS, DEFENDERS, WINNING_LINE, Item, base, laufende, payout, schneider_line, unit

if TYPE_CHECKING:
    from .state import State


def explain(state: State) -> dict[str, Any] | None:
    """`target` (what the declarers had to reach and whether they did), `items`
    (one per result item, in its order: the facts behind it) and `payout`
    (per seat, the multiple of the value it gets; negative pays). None when all passed."""
    contract = state.contract
    if contract is None:
        return None
    result = state.result()
    if contract.type is RAMSCH:
        return {"target": None, "payout": None,
                "items": [{"card_points": state.points[item.seat or 0],
                           "tricks_won": state.tricks_won[item.seat or 0]} for item in result.items or ()]}
    kind = contract.type
    party = state.declaring_party()
    points = sum(state.points[s] for s in party)
    tricks = sum(state.tricks_won[s] for s in party)
    if kind is SIE:
        target: dict[str, Any] = {"points": None, "tricks": None}
    elif kind.tout:
        target = {"points": None, "tricks": "all"}
    else:
        target = {"points": WINNING_LINE, "tricks": None}
    target.update({"party": DECLARERS, "card_points": points, "tricks_won": tricks,
                   "met": result.winner == DECLARERS})
    party_cards = frozenset(c for s in party for c in state.dealt[s])
    trumps = state.order.trumps
    facts = {"points": {DECLARERS: points, DEFENDERS: sum(state.points) - points},
             "run_with": DECLARERS if trumps and trumps[0] in party_cards else DEFENDERS,
             "threshold": kind.laufende_threshold,
             "run": laufende(trumps, party_cards, kind.laufende_threshold)}
    items = [_item_reason(item, state, facts) for item in result.items or ()]
    return {"target": target, "items": items,
            "payout": [payout(kind, s in party) for s in range(4)]}


def _item_reason(item: Item, state: State, facts: dict[str, Any]) -> dict[str, Any]:
    contract = state.contract
    assert contract is not None
    kind, rules = contract.type, state.rules
    step = unit(rules)
    if item.name == kind.name:
        return {"base": base(kind, rules), "multiplier": kind.multiplier}
    if item.name in ("schneider", "schwarz"):
        loser = DEFENDERS if item.party == DECLARERS else DECLARERS
        reason: dict[str, Any] = {"loser": loser, "card_points": facts["points"][loser], "unit": step}
        if item.name == "schneider":
            reason["line"] = schneider_line(rules.schneider_line, loser)
        return reason
    if item.name == "laufende":
        return {"count": facts["run"], "unit": step, "multiplier": kind.multiplier,
                "held_by": facts["run_with"], "threshold": facts["threshold"]}
    seat = state.kontra if item.name == "kontra" else state.re
    return {"seat": seat, "factor": item.factor, "before": item.points}
