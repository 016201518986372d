"""What one seat may know of a deal, and what it may do now.

A view holds the seat's own hand, everything played and announced, the
reservations as far as they were revealed, the parties this seat can deduce
and the seat's legal actions. Other hands, undisclosed reservations and
hidden parties (a silent wedding, a Schweinchen not yet shown) stay out.
"""

from __future__ import annotations

from typing import Any

from ..view import View
from .announcements import KONTRA, PARTY_NAMES, RE, open_announcements
from .cards import ALTE, DULLE, FUCHS, KARLCHEN, SUITS, card_name, suit_of
from .contracts import TRUMP, CardOrder, Contract, schweinchen_card, trump_order
from .explanation import explain
from .state import FINISHED, PLAYING, RESERVATIONS, State

_NORMAL_PIG = schweinchen_card("normal", False)
assert _NORMAL_PIG is not None
# The cards the rules single out: the Alte (its holders play together), the
# Fuchs, the Karlchen, the Dulle and the ace a Schweinchen rule makes a
# Schweinchen in the normal game.
NAMED_CARDS = {name: card_name(c) for name, c in (
    ("alte", ALTE), ("fuchs", FUCHS), ("karlchen", KARLCHEN), ("dulle", DULLE), ("schweinchen", _NORMAL_PIG))}


def view(state: State, seat: int) -> View:
    """The view of `seat` (0..3) of `state`."""
    contract = _known_contract(state, seat)
    order = _hand_order(state, seat)
    hand = sorted(state.hands[seat], key=order.sort_key.__getitem__)
    trick = ({"leader": state.trick_seats[0],
              "cards": [{"seat": s, "card": card_name(c)}
                        for s, c in zip(state.trick_seats, state.trick_cards, strict=True)]}
             if state.trick_cards else None)
    data: dict[str, Any] = {
        "game": "doppelkopf", "rules": state.rules.to_json(), "seat": seat,
        "dealer": state.dealer, "phase": state.phase, "to_move": state.to_move,
        "hand": [card_name(c) for c in hand],
        "hand_sizes": [len(h) for h in state.hands],
        "owes_pflichtsolo": list(state.owes_pflichtsolo) if state.owes_pflichtsolo else None,
        "vorfuehrung": state.vorfuehrung,
        "contract": contract.to_json() if contract else None,
        "klaerungsstich": _klaerungsstich(state),
        "schweinchen": _known_schweinchen(state, seat),
        "calls": _calls(state, seat),
        "announcements": [{"seat": s, "value": v, "cards_in_hand": n, "cards_played": played}
                          for (s, v, n), played in zip(state.announcements,
                                                       _cards_played_at_announcements(state),
                                                       strict=True)],
        "parties": [PARTY_NAMES[p] if p is not None else None for p in known_parties(state, seat)],
        "trick": trick,
        "tricks": [t.to_json() for t in state.tricks],
        "tricks_won": list(state.tricks_won),
        "open_announcements": _open(state, seat),
        "result": state.result().to_json() if state.phase == FINISHED else None,
        "explanation": explain(state) if state.phase == FINISHED else None,
        "marks": _marks(state, seat, contract),
    }
    return View(seat, data, tuple(state.legal_actions(seat)))


def _own_pig(state: State, seat: int) -> int | None:
    """During the reservations: the diamond ace this seat holds twice, which
    makes it the Schweinchen if the normal game is played (docs/rules.md §2.12)."""
    if state.phase != RESERVATIONS or not state.rules.schweinchen:
        return None
    pig = schweinchen_card("normal", state.rules.schweinchen_in_farbsolo)
    return pig if pig is not None and state.hands[seat].count(pig) == 2 else None


def _hand_order(state: State, seat: int) -> CardOrder:
    """The order the seat's hand is sorted in: the contract's, and during the
    reservations the normal game's with this seat's Schweinchen on top."""
    pig = _own_pig(state, seat)
    return state.order if pig is None else trump_order("normal", pig)


def _marks(state: State, seat: int, contract: Contract | None) -> dict[str, Any]:
    """What makes this deal's card order and start special, as the seat knows it:
    `schweinchen` (the suit whose ace tops the trumps, and its holder once known),
    `dulle` (the Dulle rule, while the ten of hearts is trump) and `forced` (the
    seat that must play its Pflichtsolo now, and why: the games left equal
    the players still owing one, docs/rules.md §2.11), `extra_game` (a
    Pflichtsolo played by choice: it does not count among the round's games)
    and `cards` (the cards the rules single out, so that a text names them in
    the words of the person's pack)."""
    rules = state.rules
    scheme = contract.scheme if contract else "normal"
    pig = schweinchen_card(scheme, rules.schweinchen_in_farbsolo) if rules.schweinchen else None
    holder = seat if _own_pig(state, seat) is not None else _known_schweinchen(state, seat)
    dulle_trump = trump_order(scheme).suit[DULLE] == TRUMP
    owing = sum(state.owes_pflichtsolo or ())
    return {
        "schweinchen": None if pig is None else {"suit": SUITS[suit_of(pig)], "holder": holder},
        "dulle": rules.dulle_rule if dulle_trump else None,
        "forced": None if state.vorfuehrung is None else {
            "seat": state.vorfuehrung, "games_left": owing, "owing": owing},
        "extra_game": bool(contract and contract.pflichtsolo and not contract.vorfuehrung),
        "cards": dict(NAMED_CARDS),
    }


def _calls(state: State, seat: int) -> list[dict[str, Any]]:
    """Own calls in full, the christened one in full, the others as a bare
    "reservation" or "healthy" (docs/rules.md §2.3: the rest are not revealed)."""
    contract = state.contract
    christened = (contract is not None and contract.kind in ("solo", "wedding"))
    out = []
    for call in state.calls:
        shown = call.seat == seat or (christened and contract is not None
                                      and call.seat == contract.declarer)
        if shown:
            out.append(call.to_json())
        else:
            out.append({"seat": call.seat, "type": "reservation",
                        "value": "healthy" if call.value == "healthy" else "reservation"})
    return out


def _cards_played_at_announcements(state: State) -> list[int]:
    """For each announcement in the order made, the cards played in the deal
    before it: with `cards_in_hand` a player can place it in the play."""
    times: list[int] = []
    played = 0
    for action in state.history:
        if action.type == "play":
            played += 1
        elif action.type == "announce":
            times.append(played)
    return times


def _plays(state: State) -> list[tuple[int, int]]:
    """(seat, card) of every card played so far, the current trick included."""
    return [(s, c) for t in state.tricks for s, c in zip(t.seats, t.cards, strict=True)] + list(
        zip(state.trick_seats, state.trick_cards, strict=True))


def _alte_players(state: State) -> list[int]:
    return [s for s, c in _plays(state) if c == ALTE]


def _silent_wedding_revealed(state: State) -> bool:
    """Both CQ played by the same seat: everybody now knows."""
    seats = _alte_players(state)
    return len(seats) == 2 and seats[0] == seats[1]


def _known_contract(state: State, seat: int) -> Contract | None:
    contract = state.contract
    if (contract is not None and contract.kind == "silent-wedding"
            and seat != contract.declarer and state.phase != FINISHED
            and not _silent_wedding_revealed(state)):
        return Contract("normal")
    return contract


def _klaerungsstich(state: State) -> dict[str, Any] | None:
    contract = state.contract
    if contract is None or contract.kind != "wedding":
        return None
    return {"clarified": state.clarified, "partner": state.partner,
            "trick": state.shift + 1 if state.clarified else None}


def _known_schweinchen(state: State, seat: int) -> int | None:
    """The Schweinchen holder once he has shown one (or to himself)."""
    holder = state.schweinchen
    if holder is None or state.contract is None:
        return None
    pig = schweinchen_card(state.contract.scheme, state.rules.schweinchen_in_farbsolo)
    shown = (holder, pig) in _plays(state)
    return holder if shown or seat == holder or state.phase == FINISHED else None


def known_parties(state: State, seat: int) -> list[int | None]:
    """The party of each seat as far as `seat` can be sure of it."""
    contract = state.contract
    if contract is None:
        return [None] * 4
    if state.phase == FINISHED or contract.kind == "solo" or (
            contract.kind == "wedding" and state.clarified) or (
            contract.kind == "silent-wedding" and seat == contract.declarer):
        return list(state.party)
    if contract.kind == "wedding":
        return [RE if s == contract.declarer else None for s in range(4)]
    if _silent_wedding_revealed(state):
        return list(state.party)
    # a normal game as far as `seat` knows (it may secretly be a silent wedding)
    played_alte = _alte_players(state)
    own_alte = state.dealt[seat].count(ALTE)
    re_seats = set(played_alte) | {s for s, _, _ in state.announcements if state.party[s] == RE}
    kontra_seats = {s for s, _, _ in state.announcements if state.party[s] == KONTRA}
    if own_alte:
        re_seats.add(seat)
    else:
        kontra_seats.add(seat)
    if own_alte + sum(1 for s in played_alte if s != seat) == 2:
        return [RE if s in re_seats else KONTRA for s in range(4)]
    two_against_two = own_alte == 1 or len(re_seats) >= 2
    if len(re_seats) == 2 or (two_against_two and len(kontra_seats) == 2) or len(kontra_seats) == 3:
        return [RE if s in re_seats or (s not in kontra_seats and len(re_seats) < 2) else KONTRA
                for s in range(4)]
    return [RE if s in re_seats else KONTRA if s in kontra_seats else None for s in range(4)]


def _open(state: State, seat: int) -> list[dict[str, Any]]:
    party = state.party[seat]
    if state.phase != PLAYING or not state.clarified or party is None:
        return []
    return [{"value": v, "min_cards": n} for v, n in open_announcements(
        state.levels, state.blocked, party, len(state.hands[seat]),
        state.rules.hand_size, state.shift)]
