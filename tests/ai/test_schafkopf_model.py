"""The players' fast model follows the engine under every rules option.

Random deals (fixed seeds) with random bids, namings, Kontra/Re and legal
cards are played in lockstep through the engine's State and the model the
players build from a seat's view with the true hands: legal cards, every
trick's winner, when the partner is known to all, the end of the deal and
all four scores must agree. Then
every level plays a deal of the arena under the same option.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.ai import make_player
from engine.ai.arena import Match, run
from engine.ai.schafkopf import model
from engine.ai.schafkopf.knowledge import read_view
from engine.ai.schafkopf.model import Table, mask_of
from engine.ai.schafkopf.worlds import table_for
from engine.errors import EngineError
from engine.schafkopf import Action, Rules, State, new_deal, random_hands, view
from engine.schafkopf.cards import OBER, UNTER, card

PLAYOUTS = 1000
OBERS_AND_UNTERS = [card(s, r) for r in (OBER, UNTER) for s in range(4)]

OPTIONS: dict[str, dict[str, Any]] = {
    "profile=money": {"profile": "money"},
    "profile=points": {"profile": "points"},
    "deck=long": {"deck": "long"},
    "deck=short": {"deck": "short"},
    "schneiderLine=official31_30": {"schneiderLine": "official31_30"},
    "schneiderLine=symmetric30": {"schneiderLine": "symmetric30"},
    "soloNeedsSuitCard=true": {"soloNeedsSuitCard": True},
    "soloNeedsSuitCard=false": {"profile": "points", "soloNeedsSuitCard": False},
    "allowSie=true": {"allowSie": True},
    "allowSie=false": {"profile": "points", "allowSie": False},
    "runAwayMin=2": {"runAwayMin": 2},
    "runAwayMin=3,deck=short": {"runAwayMin": 3, "deck": "short"},
    "runAwayMin=5": {"runAwayMin": 5},
    "kontraUntil=firstCard": {"kontraUntil": "firstCard"},
    "kontraUntil=secondCard": {"kontraUntil": "secondCard"},
    "reUntilOwnFirstCard=true": {"reUntilOwnFirstCard": True},
    "reUntilOwnFirstCard=false": {"reUntilOwnFirstCard": False},
    "rufspielBase=20": {"rufspielBase": 20},
    "rufspielBase=1": {"rufspielBase": 1},
    "ramsch=true": {"ramsch": True},
    "ramsch=false": {"ramsch": False},
}


def targets(rules: Rules) -> list[str]:
    """What a random deal aims for: each contract the rules allow, or all four passing."""
    sie = rules.allow_sie and rules.deck == "long"
    return ["pass", "rufspiel", "wenz", "solo", "wenz-tout", "solo-tout", *(["sie"] if sie else [])]


def deal_hands(rules: Rules, target: str, rng: random.Random) -> list[list[int]]:
    """Random hands; for a Sie, one seat holds all Obers and Unters."""
    if target != "sie":
        return random_hands(rules, rng)
    rest = [c for c in rules.cards if c not in OBERS_AND_UNTERS]
    rng.shuffle(rest)
    hands = [rest[:8], rest[8:16], rest[16:24]]
    hands.insert(rng.randrange(4), list(OBERS_AND_UNTERS))
    return hands


def bid_and_name(state: State, target: str, rng: random.Random) -> None:
    """The first seat that may bid `target` does, the others pass; a random legal naming."""
    while state.phase in ("bidding", "naming"):
        legal = state.legal_actions()
        if state.phase == "naming":
            state.apply(rng.choice(legal))
        else:
            state.apply(next((a for a in legal if a.value == target), legal[0]))


def model_of(state: State, rng: random.Random) -> Table:
    """The model a random seat builds from its view, with the true hands."""
    k = read_view(view(state, rng.randrange(4)).to_json())
    return table_for(k, [mask_of(h) for h in state.hands])


def double_now(state: State, rng: random.Random) -> bool:
    """Now and then a random seat says a Kontra or Re that the engine allows."""
    doubles = [a for s in range(4) for a in state.legal_actions(s) if a.type == "double"]
    if not doubles or rng.random() < 0.6:
        return False
    state.apply(rng.choice(doubles))
    return True


def play_in_lockstep(rules: Rules, seed: int) -> str:
    """One random deal through engine and model; returns the contract played."""
    rng = random.Random(seed)
    target = rng.choice(targets(rules))
    state = new_deal(rules, seed % 4, deal_hands(rules, target, rng))
    bid_and_name(state, target, rng)
    if state.contract is None:
        return "all pass"
    t = model_of(state, rng)
    while not state.is_finished:
        if double_now(state, rng):
            t = model_of(state, rng)
            continue
        seat = state.to_move
        plays = [a for a in state.legal_actions(seat) if a.type == "play"]
        assert t.to_move == seat and t.legal(seat) == mask_of([a.card for a in plays])
        action = rng.choice(plays)
        tricks = len(state.tricks)
        state.apply(action)
        t.play(action.card)
        if len(state.tricks) > tricks:
            assert t.leader == state.tricks[-1].winner
        assert t.finished == state.is_finished
        assert t.revealed == state.partner_revealed()
    assert t.finished
    scores = state.result().scores
    assert [t.seat_score(s) for s in range(4)] == list(scores), state.to_record()
    doubled = "+doubled" if state.kontra is not None else ""
    return state.contract.type.name + doubled


@pytest.mark.parametrize("option", OPTIONS)
def test_model_plays_in_lockstep_with_the_engine(option: str) -> None:
    rules = Rules.from_json(OPTIONS[option])
    played = [play_in_lockstep(rules, 1000 * n + len(option)) for n in range(PLAYOUTS)]
    assert sum(name != "all pass" for name in played) >= 0.8 * PLAYOUTS
    seen = set(played)
    contracts = {name.removesuffix("+doubled") for name in seen}
    expected = {"rufspiel", "wenz", "solo", "wenz-tout", "solo-tout"}
    expected.add("ramsch" if rules.ramsch else "all pass")
    if rules.allow_sie and rules.deck == "long":
        expected.add("sie")
    assert expected <= contracts
    assert {"rufspiel+doubled", "solo+doubled"} <= seen


@pytest.mark.parametrize("option", OPTIONS)
def test_every_level_plays_a_deal_of_the_arena(option: str) -> None:
    """One deal, four rotations; the seed's deal is played as a Ramsch where the rules have one."""
    match = Match("schafkopf", OPTIONS[option], ("easy", "normal@2", "strong@2", "easy"), 1, seed=14)
    reports = list(run(match, 1))
    assert [r.error for r in reports] == [None]
    if Rules.from_json(OPTIONS[option]).ramsch:
        assert any(g.role == "none" and g.score for g in reports[0].games)


def test_a_rule_the_players_cannot_follow_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """Should the rules hold an option the model does not follow, a player fails loudly
    at its first decision of the deal instead of playing by other rules."""
    monkeypatch.setattr(model, "FOLLOWED", model.FOLLOWED - {"ramsch"})
    rules = Rules.from_json({"ramsch": True})
    state = new_deal(rules, 0, random_hands(rules, random.Random(1)))
    for seat in (1, 2, 3, 0):
        state.apply(Action.bid(seat, "pass"))
    seat = state.to_move
    easy = make_player("schafkopf", "easy")
    with pytest.raises(EngineError, match="do not support the Schafkopf rule ramsch"):
        easy.choose(view(state, seat), state.legal_actions(seat), random.Random(1))


def test_cards_of_reads_every_mask_lowest_card_first() -> None:
    """The byte tables give the same cards as taking the lowest bit again and again."""
    rng = random.Random(4)
    masks = [0, (1 << 32) - 1] + [rng.getrandbits(32) for _ in range(2000)]
    for mask in masks:
        expected = [c for c in range(32) if mask >> c & 1]
        assert model.cards_of(mask) == expected and mask_of(model.cards_of(mask)) == mask
