"""Why a finished Doppelkopf deal scored as it did, for the person to read.

The result (scoring.py) says what each party earned; this module says why,
from the same rules: the line each party had to reach after the
announcements and Absagen (DDV TSR 7.1.2/7.1.3, docs/rules.md §2.7), the
facts behind each item (card points under a line, the trick of a
Doppelkopf, who caught whose Fuchs, the card an extra point is named after)
and the solo's factor 3 (§2.8 D). It is part of the finished deal's view,
never of the replay output.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .announcements import KONTRA, LEVEL_OF, PARTY_NAMES, RE
from .cards import ALTE, FUCHS, KARLCHEN, card_name
from .scoring import SOLO_FACTOR, Item, counted_extras, extra_events_by_trick, party_target

if TYPE_CHECKING:
    from .state import State

EXTRA_POINTS = ("doppelkopf", "fox-caught", "karlchen")
# The card an extra point is named after, so that a text can name it in the words of any pack.
EXTRA_POINT_CARDS = {"fox-caught": FUCHS, "karlchen": KARLCHEN}


def target(side: int, levels: list[int], points: list[int], tricks: list[int],
           only_kontra_rule: bool) -> dict[str, Any]:
    """What `side` had to reach to win, why, and whether it did: scoring's
    `Target` of the party (what each field means is said there) with the card
    points and tricks it took."""
    goal = party_target(side, levels[RE], levels[KONTRA], only_kontra_rule)
    return {"party": PARTY_NAMES[side], "points": goal.points, "tricks": goal.tricks, "by": goal.by,
            "line": goal.line, "card_points": points[side], "tricks_won": tricks[side],
            "met": goal.met(points, tricks)}


def _extra_reasons(state: State, parties: list[int | None]) -> list[dict[str, Any]]:
    """For each extra point counted, in the result's order: the trick it was made
    in (from 1), the seat that made it, for a Fuchs the seat it was caught from
    and, for a Fuchs or a Karlchen, the card."""
    reasons = []
    for index, event in extra_events_by_trick(state):
        if not counted_extras([event], parties):
            continue
        name, gainer, caught = event
        reason: dict[str, Any] = {"seat": gainer, "trick": index + 1,
                                  "points": state.tricks[index].points}
        if caught is not None:
            reason["from"] = caught
        if name in EXTRA_POINT_CARDS:
            reason["card"] = card_name(EXTRA_POINT_CARDS[name])
        reasons.append(reason)
    return reasons


def item_reason(item: Item, points: list[int], announcements: list[tuple[int, str, int]],
                parties: list[int | None]) -> dict[str, Any]:
    """The facts behind one item of the game value (the extra points aside):
    the loser's card points and the line, the seat that made an announcement,
    or the card whose holders Kontra beat (Gegen die Alten)."""
    side = PARTY_NAMES.index(item.party)
    name = item.name
    if name.startswith("under-") or name == "schwarz":
        loser = 1 - side
        reason: dict[str, Any] = {"loser": PARTY_NAMES[loser], "card_points": points[loser]}
        if name != "schwarz":
            reason["line"] = int(name.removeprefix("under-"))
        return reason
    if "-against-" in name:
        return {"card_points": points[side], "line": int(name.split("-")[0])}
    if name.endswith("-announced"):
        party, _, level_name = name.removesuffix("-announced").partition("-")
        level = LEVEL_OF[level_name] if level_name else 1
        seat = next((s for s, value, _ in announcements
                     if PARTY_NAMES[parties[s] or 0] == party and LEVEL_OF[value] >= level), None)
        return {"seat": seat, "factor": item.factor}
    if name == "gegen-die-alten":
        return {"card": card_name(ALTE)}
    return {}


def explain(state: State) -> dict[str, Any]:
    """The explanation of a finished deal: `targets` (one per party), `items`
    (one per result item, in its order: the facts behind it) and `multiplier`
    (the soloist's seat and factor when the deal is scored 1 against 3)."""
    result = state.result()
    parties = list(state.party)
    points, tricks = [0, 0], [0, 0]
    for seat, side in enumerate(parties):
        assert side is not None
        points[side] += state.points[seat]
        tricks[side] += state.tricks_won[seat]
    rules = state.rules
    targets = [target(side, state.levels, points, tricks, rules.only_kontra_rule) for side in (RE, KONTRA)]
    extras = iter(_extra_reasons(state, parties))
    items = [next(extras) if item.name in EXTRA_POINTS
             else item_reason(item, points, state.announcements, parties) for item in result.items]
    declarer = state.contract.declarer if state.contract else None
    multiplier = ({"seat": declarer, "factor": SOLO_FACTOR}
                  if state.solo_scoring and declarer is not None else None)
    return {"targets": targets, "items": items, "multiplier": multiplier}
