"""Hand evaluation without search: sure tricks per contract.

Used to pick a solo or a wedding (every level), and by `easy` to announce.
Trump tricks are counted by drawing trumps: the hand leads its best trump
while it is the highest left, else gives up its worst one; each round the
three opponents spend their lowest trumps (the winner his highest). Plain
suits add their aces (and second aces or tens while the suit is short
enough not to be trumped at once).
"""

from __future__ import annotations

from ...doppelkopf.cards import ACE, TEN, rank_of
from ...doppelkopf.core import Model, model_for_hands, scheme_of
from ...doppelkopf.rules import Rules


def trump_tricks(hand: list[int], lay: Model, deck: list[int]) -> int:
    rank = {t: i for i, t in enumerate(lay.trumps)}  # 0 = strongest
    mine = sorted(rank[t] for t in hand if t in rank)
    theirs = sorted(rank[t] for t in deck if t in rank)
    for r in mine:
        theirs.remove(r)
    won = 0
    while mine and theirs:
        if mine[0] < theirs[0]:
            mine.pop(0)
            won += 1
            del theirs[-3:]
        else:
            mine.pop()
            theirs.pop(0)
            del theirs[-2:]
    return won + len(mine)


def plain_tricks(hand: list[int], lay: Model) -> float:
    tricks = 0.0
    for suit in range(4):
        cards = [t for t in hand if lay.suit[lay.slot_of[t]] == suit]
        aces = sum(1 for t in cards if rank_of(t) == ACE)
        tens = sum(1 for t in cards if rank_of(t) == TEN)
        if aces:
            tricks += 1 if len(cards) <= 4 else 0.6
        if aces == 2 and len(cards) <= 3:
            tricks += 0.8
        if aces and tens and len(cards) <= 3:
            tricks += 0.4 if lay.trump_mask else 0.9
        if not lay.trump_mask and aces == 2:
            tricks += 0.3 * max(len(cards) - 3, 0)
    return tricks


def sure_tricks(hand: list[int], solo: str | None, deck: list[int], rules: Rules) -> float:
    """Tricks this hand should take as soloist of `solo` (None: normal order)."""
    lay = model_for_hands(rules, scheme_of(solo), [hand])
    return trump_tricks(hand, lay, deck) + plain_tricks(hand, lay)


def best_solo(hand: list[int], solos: list[str], deck: list[int], rules: Rules) -> tuple[str, float]:
    """The solo with the most sure tricks, and their share of all tricks."""
    n_tricks = len(deck) // 4
    scored = [(sure_tricks(hand, s, deck, rules) / n_tricks, s) for s in solos]
    share, solo = max(scored)
    return solo, share
