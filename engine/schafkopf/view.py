"""What one seat may know of a Schafkopf deal (docs/engine.md, "The view").

Other hands never appear. Bids, the named contract, Kontra/Re and played
cards are public. In a Rufspiel the holder of the called ace stays unknown
(`null` in `parties`) to the other seats until the ace falls, he runs away
or he says Re, which reveals him (§3.7). A Kontra marks its sayer as a
defender; `parties` draws no further conclusions (a defender who sees the
other defender say Kontra can work out the partner from `doubles` himself).
"""

from __future__ import annotations

from typing import Any

from ..view import View
from .cards import card_name
from .explanation import explain
from .scoring import DECLARERS, DEFENDERS
from .state import State


def known_parties(state: State, seat: int) -> list[str | None]:
    """Each seat's party as far as `seat` knows it."""
    if state.declarer is None or state.contract is None:
        return [None] * 4
    party = state.declaring_party()
    if state.partner_revealed() or seat == state.partner:
        return [DECLARERS if s in party else DEFENDERS for s in range(4)]
    parties: list[str | None] = [None] * 4
    parties[state.declarer] = DECLARERS
    for defender in (seat, state.kontra):
        if defender is not None and defender != state.declarer:
            parties[defender] = DEFENDERS
    return parties


def _doubles(state: State) -> list[dict[str, Any]]:
    """Kontra and Re with when they were said: the cards the sayer held and
    the cards played in the deal before, so a player can place them in the play."""
    held = [len(hand) for hand in state.hands]
    for action in state.history:
        if action.type == "play":
            held[action.seat] += 1
    said: dict[str | None, dict[str, int]] = {}
    played = 0
    for action in state.history:
        if action.type == "play":
            held[action.seat] -= 1
            played += 1
        elif action.type == "double":
            said[action.value] = {"cards_in_hand": held[action.seat], "cards_played": played}
    return [{**double, **said[double["value"]]} for double in state.doubles_json()]


def view(state: State, seat: int) -> View:
    """The view of `seat` (0..3) of `state`."""
    hand = sorted(state.hands[seat], key=state.order.sort_key)
    trick_seats = [(state.trick_leader + i) % 4 for i in range(len(state.trick))]
    data: dict[str, Any] = {
        "game": "schafkopf",
        "rules": state.rules.to_json(),
        "seat": seat,
        "dealer": state.dealer,
        "phase": state.phase,
        "to_move": state.to_move,
        "hand": [card_name(c) for c in hand],
        "hand_sizes": [len(h) for h in state.hands],
        "contract": state.contract_json(),
        "calls": [{"seat": s, "value": v} for s, v in state.bids],
        "doubles": _doubles(state),
        "parties": known_parties(state, seat),
        "trick": {
            "leader": state.trick_leader,
            "cards": [{"seat": s, "card": card_name(c)}
                      for s, c in zip(trick_seats, state.trick, strict=True)],
        },
        "tricks": [
            {
                "leader": t.leader,
                "cards": [{"seat": s, "card": card_name(c)} for s, c in zip(t.seats, t.cards, strict=True)],
                "winner": t.winner,
                "points": t.points,
            }
            for t in state.tricks
        ],
        "tricks_won": list(state.tricks_won),
        "result": state.result().to_json() if state.is_finished else None,
        "explanation": explain(state) if state.is_finished else None,
    }
    return View(seat, data, tuple(state.legal_actions(seat)))
