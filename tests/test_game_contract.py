"""One contract for every game in engine.games, in the style of OpenSpiel's
random_sim_test: seeded random deals under several rule sets, each checked
for what every game module promises (docs/engine.md), whatever the game.

- legality at the edge: every listed action applies; illegal ones (another
  seat's action, a card not held or not following, an action of another
  phase, garbage) raise IllegalAction and leave the state as it was;
- a legal action exists until the end, and none after it;
- no view leaks: a seat's view is the same in every deal that differs only
  in cards the seat cannot see;
- a record replays to the same state and result; copies are independent;
- scores sum to zero, card points to the deck's total, no card is lost.

STICHFEST_DEALS scales the number of deals (default 10,000: 25 per setup).
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from dataclasses import replace
from itertools import chain
from typing import Any

import pytest

from engine import games, record
from engine.errors import IllegalAction, RecordError
from engine.games import GameModule

DEALS_PER_SETUP = max(2, int(os.environ.get("STICHFEST_DEALS", "10000")) // 400)

# Each game's rule sets, each with the round data (a save's `round`) its deals start from.
SETUPS: dict[str, list[tuple[dict[str, Any], dict[str, Any] | None]]] = {
    "doppelkopf": [
        ({"preset": "tournament"}, None),
        ({"preset": "no-nines", "onlyKontraRule": False}, None),
        ({"preset": "schweinchen", "schweinchenInFarbsolo": True, "dulleRule": "secondWins"}, None),
        ({"dulleRule": "secondWinsExceptLast", "weddingClarify": "firstNonTrumpTrick",
          "reKontraDoubles": True}, {"games_played": 5, "owes": [True, False, True, True]}),
        ({"preset": "tournament"}, {"games_played": 22, "owes": [False, True, True, False]}),
        ({"preset": "no-nines", "pflichtsolo": False}, None),
    ],
    "schafkopf": [
        ({"profile": "money"}, None),
        ({"profile": "points", "deck": "short"}, None),
        ({"profile": "money", "ramsch": True, "runAwayMin": 2}, None),
        ({"profile": "points", "kontraUntil": "secondCard", "reUntilOwnFirstCard": True,
          "schneiderLine": "symmetric30"}, None),
        ({"profile": "points", "deck": "short", "ramsch": True}, None),
    ],
}
DECK_POINTS = {"doppelkopf": 240, "schafkopf": 120}
CASES = [(game, n) for game in games.GAMES for n in range(len(SETUPS[game]))]


def snapshot(module: GameModule, state: Any) -> str:
    """All a state shows: its record, the replay output, and every seat's view."""
    return json.dumps([state.to_record(), record.outcome(state),
                       [module.view(state, seat).to_json() for seat in range(4)]])


def hand_names(state: Any, seat: int) -> list[str]:
    names = type(state).CARD_NAMES
    return [names[c] for c in state.hands[seat]]


def illegal_candidates(module: GameModule, state: Any, seen: dict[Any, None],
                       rng: random.Random) -> list[Any]:
    """Actions that are mostly illegal now: another seat's, a card not held or
    not following, an action of another phase, and garbage."""
    seat = state.to_move
    legal = state.legal_actions()
    out = rng.sample(list(seen), min(3, len(seen)))
    pick = rng.choice(legal)
    out += [module.Action.from_json({**pick.to_json(), "seat": other})
            for other in range(4) if other != seat]
    plays = [a for a in legal if a.type == "play"]
    if plays:
        template = plays[0].to_json()
        listed = {a.to_json()["card"] for a in plays}
        others = [c for s in range(4) if s != seat for c in hand_names(state, s)]
        unplayable = [c for c in hand_names(state, seat) if c not in listed]
        for card in rng.sample(others, min(2, len(others))) + unplayable[:2]:
            out.append(module.Action.from_json({**template, "card": card}))
    out += [replace(pick, seat=7), replace(pick, seat=-1), replace(pick, type="garbage")]
    for field in pick.to_json():  # each field the action's JSON shows
        if field not in ("seat", "type"):
            garbage = 99 if isinstance(getattr(pick, field), int) else "garbage"
            out.append(replace(pick, **{field: garbage}))
    return out


def check_edge(module: GameModule, state: Any, seen: dict[Any, None], rng: random.Random) -> None:
    """Every listed action applies (to a copy); every other one raises and changes nothing."""
    for seat in range(4):
        for action in state.legal_actions(seat):
            assert module.Action.from_json(action.to_json()) == action
            state.copy().apply(action)
            seen[action] = None
    before = snapshot(module, state)
    tried = []
    for action in illegal_candidates(module, state, seen, rng):
        if action.seat in range(4) and action in state.legal_actions(action.seat):
            continue
        tried.append(action)
        with pytest.raises(IllegalAction):
            state.apply(action)
    assert snapshot(module, state) == before, f"one of {tried} changed the state"


def check_after_the_end(module: GameModule, state: Any, seen: dict[Any, None], rng: random.Random) -> None:
    """No seat has an action; an action either raises or, where a record may
    play on after the end (a lost Tout), leaves the result as it was."""
    assert state.to_move is None and state.legal_actions() == []
    assert all(state.legal_actions(seat) == [] for seat in range(4))
    result = state.result().to_json()
    for action in rng.sample(list(seen), min(8, len(seen))):
        other = state.copy()
        try:
            other.apply(action)
        except IllegalAction:
            assert snapshot(module, other) == snapshot(module, state)
        else:
            assert other.is_finished and other.result().to_json() == result


def card_names(data: Any, names: tuple[str, ...]) -> Counter[str]:
    """Every card name anywhere in a JSON value."""
    if isinstance(data, str):
        return Counter([data] if data in names else [])
    values = data.values() if isinstance(data, dict) else data if isinstance(data, list) else []
    return sum((card_names(value, names) for value in values), Counter())


# What the table learns by the rules that a record's actions do not spell out:
# deals that differ in it are told apart by every seat, so they are not compared.

def doppelkopf_talk(state: Any) -> tuple[Any, ...]:
    """The party of each announcer (an Absage names none) and a Schweinchen shown."""
    pig = state.schweinchen
    shown = pig is not None and state.hands[pig].count(state.order.trumps[0]) < 2
    return tuple(state.party[seat] for seat, _, _ in state.announcements), pig if shown else None


def schafkopf_talk(state: Any) -> int | None:
    """A partner who runs away shows himself (docs/rules.md §3.5) though he plays no ace."""
    return state.partner if state.ran_away else None


TABLE_TALK = {"doppelkopf": doppelkopf_talk, "schafkopf": schafkopf_talk}


def check_no_leak(module: GameModule, state: Any, rng: random.Random) -> None:
    """`seat`'s view names no card it cannot see, and is the same in every deal
    where two other seats swapped cards they have not played (as long as the
    same was said at the table)."""
    seat = rng.randrange(4)
    seen = module.view(state, seat).to_json()
    names = type(state).CARD_NAMES
    played = Counter(names[c] for c in chain(state.trick, *(t.cards for t in state.tricks)))
    public = {key: value for key, value in seen.items() if key not in ("hand", "legal")}
    if isinstance(public.get("marks"), dict):  # the cards the rules single out (the Fuchs
        # is the ace of diamonds in every deal) tell nothing of a hand
        public["marks"] = {k: v for k, v in public["marks"].items() if k != "cards"}
    assert not card_names(public, names) - played, "a view names a card nobody played"
    assert not card_names(seen["legal"], names) - Counter(seen["hand"])
    data = state.to_record()
    talk = TABLE_TALK[module.GAME](state)
    for _ in range(6):
        hands = [list(hand) for hand in data["hands"]]
        a, b = rng.sample([s for s in range(4) if s != seat], 2)
        held_a, held_b = hand_names(state, a), hand_names(state, b)
        if not held_a or not held_b:
            return
        x, y = rng.choice(held_a), rng.choice(held_b)
        if x == y:
            continue
        hands[a][hands[a].index(x)], hands[b][hands[b].index(y)] = y, x
        try:
            other = record.replay({**data, "hands": hands})
        except RecordError:
            continue  # the swap contradicts what was played or said
        if TABLE_TALK[module.GAME](other) != talk:
            continue
        assert module.view(other, seat).to_json() == seen, (
            f"seat {seat}'s view tells whether {a} holds {x} and {b} holds {y}")


def check_copy(module: GameModule, state: Any, rng: random.Random) -> None:
    """Playing a copy to its end leaves the original as it was."""
    before = snapshot(module, state)
    other = state.copy()
    while not other.is_finished:
        other.apply(rng.choice(other.legal_actions()))
    assert snapshot(module, state) == before
    assert snapshot(module, record.replay(other.to_record())) == snapshot(module, other)


def check_finished(name: str, module: GameModule, state: Any) -> None:
    result = state.result().to_json()
    assert result["finished"] is True and sum(result["scores"]) == 0
    points = type(state).CARD_POINTS
    assert all(t.points == sum(points[c] for c in t.cards) for t in state.tricks)
    in_hands = sum(points[c] for c in chain.from_iterable(state.hands))
    assert sum(t.points for t in state.tricks) + in_hands == DECK_POINTS[name]
    if result.get("card_points") is not None:
        assert sum(result["card_points"].values()) == sum(state.points)
    again = record.replay(json.loads(record.write(state)))
    assert snapshot(module, again) == snapshot(module, state)


def choose(state: Any, rng: random.Random) -> Any:
    """A random legal action; in the calls mostly the first (keeping quiet) or
    the second (the lowest bid), so that every contract comes up; now and then
    a seat speaks out of turn."""
    legal = state.legal_actions()
    if rng.random() < 0.05:
        seat = rng.randrange(4)
        spoken = [a for a in state.legal_actions(seat) if a.type != "play"]
        if spoken and seat != state.to_move:
            return rng.choice(spoken)
    if not any(a.type == "play" for a in legal):
        roll = rng.random()
        if roll < 0.9:
            return legal[0] if roll < 0.6 or len(legal) == 1 else legal[1]
    return rng.choice(legal)


def test_every_registered_game_offers_the_game_module_interface() -> None:
    assert set(SETUPS) == set(games.GAMES) == set(DECK_POINTS)
    for name in games.GAMES:
        module = games.game_module(name)
        assert games.missing_members(module) == [] and name == module.GAME
        for rules_json, _ in SETUPS[name]:
            rules = module.Rules.from_json(rules_json)
            assert module.Rules.from_json(rules.to_json()) == rules


@pytest.mark.parametrize("name,setup", CASES)
def test_random_deals_keep_the_contract(name: str, setup: int) -> None:
    module = games.game_module(name)
    rules_json, round_data = SETUPS[name][setup]
    rules = module.Rules.from_json(rules_json)
    rng = random.Random(f"{name}:{setup}")
    seen: dict[Any, None] = {}
    for deal in range(DEALS_PER_SETUP):
        upcoming = module.new_round(rules, deal % 4, round_data).next_deal()
        state = module.new_deal(rules, upcoming.dealer, module.random_hands(rules, rng),
                                **upcoming.extras)
        dealt = Counter(chain.from_iterable(state.dealt))
        every_step = deal % 4 == 0  # some deals are watched at every step, the others twice
        watch = {rng.randrange(40), rng.randrange(40)}
        while not state.is_finished:
            assert state.to_move is not None and state.legal_actions(), "no legal action before the end"
            assert state.legal_actions() == state.legal_actions(state.to_move)
            check_edge(module, state, seen, rng)
            if every_step or len(state.history) in watch:
                check_no_leak(module, state, rng)
            if len(state.history) in watch:
                check_copy(module, state, rng)
            state.apply(choose(state, rng))
            held = chain.from_iterable(state.hands)
            assert Counter(chain(held, state.trick, *(t.cards for t in state.tricks))) == dealt
        check_after_the_end(module, state, seen, rng)
        check_finished(name, module, state)
