"""Deal the unseen cards into full worlds consistent with one seat's view.

Hard constraints: hand sizes, shown voids, the Queens of clubs (a seat
known to be Re that has not played one holds one; a seat known to be
Kontra holds none; a wedding player holds both) and the Schweinchen (a
holder shown holds both pig aces; a seat that played one without showing
a Schweinchen holds no other). Cards are dealt most constrained first, each
to a random eligible seat in proportion to its free room; a dead end
restarts, and as a last resort the voids and then the card rules are
dropped (the deal then merely fits the hand sizes).

Each world gets the model of its own deal: whether a seat holds both pig
aces, and so whether they top the trumps, may differ between worlds.
"""

from __future__ import annotations

import random

from ...doppelkopf.announcements import KONTRA, RE
from ...doppelkopf.cards import ALTE
from ...doppelkopf.contracts import TRUMP
from ...doppelkopf.core import masks_of, model_for_hands, parties, pig_card
from .knowledge import Knowledge
from .rollout import EVERYONE, World

# a card rule: (card type, copies each seat must still hold, whether each seat may hold any)
CardRule = tuple[int, list[int], list[bool]]

ATTEMPTS = 20


def unseen(k: Knowledge) -> list[int]:
    """The card types nobody has shown to this seat, with copies."""
    rest = list(k.deck)
    for t in k.hand:
        rest.remove(t)
    for _, t in k.played:
        rest.remove(t)
    return rest


def deal_hidden(k: Knowledge, rng: random.Random, pool: list[int]) -> list[list[int]]:
    """Hands (card types) of every seat, this seat's own included."""
    others = [s for s in range(4) if s != k.seat]
    voids = k.voids()
    rules = _card_rules(k)
    suit_of = [k.lay.suit[k.lay.slot_of[t]] for t in range(24)]
    free = [0] * 4
    for attempt in range(ATTEMPTS + 2):
        if attempt < ATTEMPTS:
            hands = _try_deal(k, rng, pool, others, voids, rules, suit_of)
        elif attempt == ATTEMPTS:
            hands = _try_deal(k, rng, pool, others, free, rules, suit_of)
        else:
            hands = _try_deal(k, rng, pool, others, free, [], suit_of)
        if hands is not None:
            break
    assert hands is not None, "hand sizes always fit the unseen cards"
    hands[k.seat] = list(k.hand)
    return hands


def _card_rules(k: Knowledge) -> list[CardRule]:
    """What the view tells about who holds the Queens of clubs and the pig aces."""
    rules = []
    if k.solo is None:
        rules.append(_alte_rule(k))
    pig = pig_card(k.rules, k.scheme) if k.phase == "play" else None
    if pig is not None:
        rules.append(_pig_rule(k, pig))
    return rules


def _shown(k: Knowledge, t: int) -> list[int]:
    """Per seat, the copies of card type `t` he has played."""
    shown = [0] * 4
    for s, c in k.played:
        if c == t:
            shown[s] += 1
    return shown


def _alte_rule(k: Knowledge) -> CardRule:
    need = [0] * 4
    ban = [False] * 4
    shown = _shown(k, ALTE)
    for s in range(4):
        if s == k.seat:
            continue
        if k.wedding:
            ban[s] = s != k.declarer
            need[s] = 2 - shown[s] if s == k.declarer else 0
        elif k.party[s] == KONTRA:
            ban[s] = True
        elif k.party[s] == RE and not shown[s]:
            need[s] = 1
    return ALTE, need, ban


def _pig_rule(k: Knowledge, pig: int) -> CardRule:
    """A shown holder holds both pig aces; a seat that played one unshown holds no other."""
    shown = _shown(k, pig)
    holder = k.schweinchen
    need = [2 - shown[s] if s == holder and s != k.seat else 0 for s in range(4)]
    ban = [s != k.seat and (s != holder if holder is not None else shown[s] > 0)
           for s in range(4)]
    return pig, need, ban


def _try_deal(k: Knowledge, rng: random.Random, pool: list[int], others: list[int],
              voids: list[int], rules: list[CardRule],
              suit_of: list[int]) -> list[list[int]] | None:
    room = [k.hand_sizes[s] if s != k.seat else 0 for s in range(4)]
    hands: list[list[int]] = [[], [], [], []]
    cards = pool[:]
    banned: dict[int, list[bool]] = {}
    for t, need, ban in rules:
        banned[t] = ban
        for s in others:
            for _ in range(need[s]):
                if t not in cards or not room[s]:
                    return None
                cards.remove(t)
                hands[s].append(t)
                room[s] -= 1
    options = []
    for t in cards:
        bit = 1 << suit_of[t]
        barred = banned.get(t)
        seats = [s for s in others if not voids[s] & bit and not (barred and barred[s])]
        options.append((len(seats), rng.random(), t, seats))
    options.sort()
    for _, _, t, seats in options:
        free = [s for s in seats if room[s]]
        if not free:
            return None
        total = sum(room[s] for s in free)
        x = rng.random() * total
        for s in free:
            x -= room[s]
            if x < 0:
                break
        hands[s].append(t)
        room[s] -= 1
    return hands


def build_world(k: Knowledge, hands: list[list[int]]) -> World:
    """The search world of a full deal (current hands as card types)."""
    initial = [list(h) for h in hands]
    for s, t in k.played:
        initial[s].append(t)
    lay = model_for_hands(k.rules, k.scheme, initial)
    trick = [lay.slot_of[t] for t in k.trick.cards]
    masks, doubles = masks_of(lay, hands)
    declared = k.declarer is not None
    kind = "solo" if k.solo is not None and declared else "wedding" if k.wedding and declared else "normal"
    party, soloist, wedder = parties(kind, k.declarer, initial, k.partner, k.clarified)
    public = 0
    if wedder >= 0:
        public = 1 << wedder
    elif soloist >= 0 and ((k.solo is not None and not k.silent) or k.wedding):
        public = EVERYONE
    if not public:
        public = _public(k, party)
    pts = [0] * 4
    won = [0] * 4
    events: list[tuple[str, int, int | None]] = []
    fresh = sum(lay.aces)
    for done in k.tricks:
        if done.winner is None:
            continue
        slots = [lay.slot_of[c] for c in done.cards]
        pts[done.winner] += sum(lay.pts[b] for b in slots)
        won[done.winner] += 1
        led = lay.suit[slots[0]]
        if led != TRUMP:
            fresh &= ~lay.aces[led]
        if soloist < 0:
            events += lay.extras(slots, done.leader, done.winner, False)
    return World(lay, masks, doubles, k.trick.leader, trick, len(k.tricks), pts, won, party,
                 public, soloist, wedder, list(k.levels), fresh, events)


def _public(k: Knowledge, party: list[int]) -> int:
    """Seats whose party the table knows: a Queen of clubs shown or an announcement."""
    public = 0
    for s, t in k.played:
        if t == ALTE:
            public |= 1 << s
    for s in range(4):
        if k.said[s]:
            public |= 1 << s
    same = [s for s in range(4) if (public >> s) & 1]
    if sum(1 for s in same if party[s] == RE) == 2 or sum(1 for s in same if party[s] == KONTRA) == 2:
        public = EVERYONE
    return public
