"""Ansagen and Absagen (docs/rules.md §2.6): deadlines, skipping, replies.

Levels per party: 1 Re/Kontra, 2 keine 90, 3 keine 60, 4 keine 30, 5 schwarz.
A player may announce level n while holding at least D(n) cards, where
D(1) = hand size − 1 − wedding shift and each further level is one card
less. The functions here are pure; the state keeps the levels.
"""

from __future__ import annotations

from ..errors import Refusal, refuse

RE, KONTRA = 0, 1
PARTY_NAMES = ("re", "kontra")
VALUES = ("re", "kontra", "no90", "no60", "no30", "black")
LEVEL_OF = {"re": 1, "kontra": 1, "no90": 2, "no60": 3, "no30": 4, "black": 5}
ABSAGEN = ("no90", "no60", "no30", "black")
LEVEL_NAMES = {1: "Re/Kontra", 2: "keine 90", 3: "keine 60", 4: "keine 30", 5: "schwarz"}


def deadline(level: int, hand_size: int, shift: int) -> int:
    """D(level): the fewest cards in hand with which `level` may be announced."""
    return hand_size - 1 - shift - (level - 1)


def values_for(party: int) -> tuple[str, ...]:
    """The announcement values open to `party`, lowest level first."""
    return (PARTY_NAMES[party], *ABSAGEN)


def judge(levels: list[int], blocked: list[bool], party: int, value: str,
          cards: int, hand_size: int, shift: int) -> tuple[Refusal | None, bool]:
    """Check an announcement: (reason it is illegal or None, is a late reply).

    A Re/Kontra is a late reply when it is only allowed by the reply window
    (D(m) − 1 cards against the opponents' level m); after that no member of
    the party may make an Absage (DDV 6.5).
    """
    level = LEVEL_OF.get(value)
    if level is None:
        return refuse("unknown_action", f"unknown announcement {value!r}"), False
    if level == 1 and value != PARTY_NAMES[party]:
        said = value.capitalize()
        return refuse("announce_wrong_party", f"only the {said} party may say {said}", value=value), False
    current = levels[party]
    if level <= current:
        return refuse("announce_repeated", f"{LEVEL_NAMES[level]} was already announced by this party",
                      value=value), False
    first = deadline(1, hand_size, shift)
    if level == 1:
        if cards >= first:
            return None, False
        opponents = levels[1 - party]
        if opponents and cards >= deadline(opponents, hand_size, shift) - 1:
            return None, True
        return refuse("announce_too_late",
                      f"too late: {cards} cards in hand, {value.capitalize()} needs {first}",
                      value=value, count=first), False
    if blocked[party]:
        return refuse("announce_blocked", "no Absage: this party's Re/Kontra came as a late reply"), False
    need = deadline(current + 1, hand_size, shift)
    if cards < need:
        return refuse("announce_too_late",
                      f"too late: {cards} cards in hand, {LEVEL_NAMES[current + 1]} needs {need}",
                      value=value, count=need), False
    return None, False


def allowed_levels(levels: list[int], blocked: list[bool], party: int, cards: int,
                   hand_size: int, shift: int) -> list[int]:
    """The levels `judge` accepts now, computed directly (hot path of legal_actions).

    Every Absage needs the deadline of the lowest level it implies, so the
    Absagen are open all together or not at all.
    """
    current = levels[party]
    first = hand_size - 1 - shift
    out = []
    if current == 0:
        opponents = levels[1 - party]
        if cards >= first or (opponents and cards >= first - opponents):
            out.append(1)
    if not blocked[party] and current < 5 and cards >= first - current:
        out.extend(range(max(current + 1, 2), 6))
    return out


def open_announcements(levels: list[int], blocked: list[bool], party: int, cards: int,
                       hand_size: int, shift: int) -> list[tuple[str, int]]:
    """Each announcement `party` could still make with `cards` in hand, and
    the fewest cards in hand that allow it now."""
    current = levels[party]
    out: list[tuple[str, int]] = []
    if current == 0:
        first = deadline(1, hand_size, shift)
        opponents = levels[1 - party]
        reply = deadline(opponents, hand_size, shift) - 1 if opponents else first
        out.append((PARTY_NAMES[party], min(first, reply)))
    if not blocked[party]:
        need = deadline(current + 1, hand_size, shift)
        out.extend((value, need) for value in ABSAGEN if LEVEL_OF[value] > current)
    return [(value, need) for value, need in out if cards >= need]
