"""A finished deal told again trick by trick, with every hand open (docs/api.md `review`).

The record is replayed through the rules, so who took each trick and why
come from the engine's own card order, never from a second copy in the UI:
the highest trump, the first (or, by the Dulle rule, the second) of two
equal cards with the Dulle rule's case named, a trump that tops the order by a rule of the game's own (the
state names it), or the highest card of the led suit.
"""

from __future__ import annotations

from typing import Any, cast

from .errors import RecordError
from .games import game_module
from .record import start, steps
from .tricks import TRUMP, TrickState

Json = dict[str, Any]


def trick_reason(state: TrickState[Any, Any, Any], cards: tuple[int, ...], best: int,
                 twin_rule: str | None = None) -> Json:
    """Why card `best` of `cards` (cards[0] led) took the trick under the state's card order.

    `{"key": "review.<why>", "card": name}`, with the led suit for a plain card,
    and with `rule` when the card fell twice and `twin_rule` (the game's rule
    for two of that card, the Dulle rule) decided which of them won.
    """
    order, names = state.order, state.CARD_NAMES
    card = cards[best]
    twin_before = card in cards[:best]
    twin_after = card in cards[best + 1:]
    if twin_before or twin_after:
        why = "second_of_two" if twin_before else "first_of_two"
        return {"key": f"review.{why}", "card": names[card], **({"rule": twin_rule} if twin_rule else {})}
    if order.suit[card] != TRUMP:
        return {"key": "review.led_suit", "card": names[card], "suit": names[cards[0]][0]}
    return {"key": f"review.{state.top_trump_rule(card) or 'highest_trump'}", "card": names[card]}


def review(record: Json) -> Json:
    """Every trick of the finished deal in `record`: the four hands before it,
    its cards, winner, points and why it was won, and what was said during it.

    `calls` lists every action but a card, with the trick it came in
    (`trick`: how many tricks were complete) and how many of that trick's
    cards lay on the table (`played`). `cards` names the cards the rules
    single out, as a view's marks do (Doppelkopf; empty in Schafkopf).
    RecordError for a record that does not replay or whose deal is not finished.
    """
    state = cast(TrickState[Any, Any, Any], start(record))  # every game's state is one
    names = state.CARD_NAMES
    calls: list[Json] = []
    hands_before: list[list[list[str]]] = []
    for _, action in steps(record, state):
        if action.type != "play":
            calls.append({"action": action.to_json(), "trick": len(state.tricks),
                          "played": len(state.trick)})
        elif not state.trick:
            hands_before.append([[names[c] for c in sorted(hand, key=state.order.sort_key)]
                                 for hand in state.hands])
    if not state.is_finished:
        raise RecordError("the deal is not finished")
    marks = _marks(state)
    named = dict(marks.get("cards") or {})
    tricks = [{**done.to_json(), "hands": hands,
               "reason": trick_reason(state, done.cards, (done.winner - done.leader) % 4,
                                      _twin_rule(marks, names[done.winning_card]))}
              for done, hands in zip(state.tricks, hands_before, strict=False)]
    return {"game": state.GAME, "rules": state.rules.to_json(), "dealer": state.dealer,
            "contract": state.contract_json(), "tricks": tricks, "calls": calls,
            "result": state.result().to_json(), "record": state.to_record(),
            "cards": named}


def _marks(state: TrickState[Any, Any, Any]) -> Json:
    """What the game's views single out in this deal: its named cards, and the
    Dulle rule where the Dulle is a trump (Doppelkopf; none in Schafkopf)."""
    return dict(game_module(state.GAME).view(state, state.dealer).to_json().get("marks") or {})


def _twin_rule(marks: Json, card: str) -> str | None:
    """The deal's Dulle rule if `card` is the Dulle while it is a trump, else None."""
    return marks.get("dulle") if card == (marks.get("cards") or {}).get("dulle") else None
