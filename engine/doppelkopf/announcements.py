"""Ansagen and Absagen (docs/rules.md §2.6): deadlines, skipping, replies.

Levels per party: 1 Re/Kontra, 2 keine 90, 3 keine 60, 4 keine 30, 5 schwarz.
A player may announce level n while holding at least D(n) cards, where
D(1) = hand size − 1 − wedding shift and each further level is one card
less. The functions here are pure; the state keeps the levels.
"""

from __future__ import annotations

from functools import lru_cache

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


def last_deadline(hand_size: int, shift: int) -> int:
    """The fewest cards in hand with which any announcement is ever allowed:
    a Re/Kontra replying to the opponents' schwarz."""
    return deadline(5, hand_size, shift) - 1


@lru_cache(maxsize=1024)
def deadline_table(own: int, opponents: int, blocked: bool,
                   hand_size: int, shift: int) -> tuple[tuple[int, int], ...]:
    """Each level a party may still announce, lowest first, with the fewest
    cards in hand that allow it: the one table every check here reads, from
    the party's level, the opponents' and whether its Absagen are blocked.
    Memoised, like what legal_actions reads from it on every move.

    A Re/Kontra is open until D(1), or as a reply until D(m) − 1 against the
    opponents' level m (DDV 6.5). Every Absage needs the deadline of the
    lowest level it implies, the party's next one, so the Absagen are open all
    together or not at all; none after a Re/Kontra that came as a late reply.
    """
    out: list[tuple[int, int]] = []
    if own == 0:
        reply = deadline(opponents, hand_size, shift) - 1 if opponents else deadline(1, hand_size, shift)
        out.append((1, reply))
    if not blocked:
        need = deadline(own + 1, hand_size, shift)
        out.extend((level, need) for level in range(max(own + 1, 2), 6))
    return tuple(out)


def open_deadlines(levels: list[int], blocked: list[bool], party: int,
                   hand_size: int, shift: int) -> tuple[tuple[int, int], ...]:
    """The `deadline_table` of `party`, from both parties' levels and blocks."""
    return deadline_table(levels[party], levels[1 - party], blocked[party], hand_size, shift)


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
    if level > 1 and blocked[party]:
        return refuse("announce_blocked", "no Absage: this party's Re/Kontra came as a late reply"), False
    first = deadline(1, hand_size, shift)
    if cards >= dict(open_deadlines(levels, blocked, party, hand_size, shift))[level]:
        return None, level == 1 and cards < first
    # The refusal names the deadline on time: a Re/Kontra's own, an Absage's
    # that of the party's next level.
    named = 1 if level == 1 else current + 1
    need = deadline(named, hand_size, shift)
    label = value.capitalize() if level == 1 else LEVEL_NAMES[named]
    return refuse("announce_too_late", f"too late: {cards} cards in hand, {label} needs {need}",
                  value=value, count=need), False


def allowed_levels(levels: list[int], blocked: list[bool], party: int, cards: int,
                   hand_size: int, shift: int) -> tuple[int, ...]:
    """The levels `judge` accepts now (legal_actions asks this on every move)."""
    return _allowed(levels[party], levels[1 - party], blocked[party], cards, hand_size, shift)


@lru_cache(maxsize=4096)
def _allowed(own: int, opponents: int, blocked: bool, cards: int, hand_size: int,
             shift: int) -> tuple[int, ...]:
    return tuple(level for level, need in deadline_table(own, opponents, blocked, hand_size, shift)
                 if cards >= need)


def open_announcements(levels: list[int], blocked: list[bool], party: int, cards: int,
                       hand_size: int, shift: int) -> list[tuple[str, int]]:
    """Each announcement `party` could still make with `cards` in hand, and
    the fewest cards in hand that allow it now."""
    named = dict(zip(range(1, 6), values_for(party), strict=True))
    return [(named[level], need) for level, need in open_deadlines(levels, blocked, party, hand_size, shift)
            if cards >= need]
