"""The deal's core follows the record-level rules under every rules option.

Random deals (fixed seeds) with random bids, namings, Kontra/Re and legal
cards are played in lockstep through the engine's State (its public legal
actions and record), a plain restatement of docs/rules.md §1.4 and §3.5 over
card lists, a core `Deal` started from the dealt hands, and the core the
players build from a seat's view with the true hands: legal cards, every
trick's winner, the parties, when the partner is known to all, the end of
the deal and all four scores must agree. Then every level plays a deal of
the arena under the same option. STICHFEST_DEALS scales the play-outs
(default 10,000: 1,000 per option; fewer in Pyodide).
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from engine.ai.arena import Match, run
from engine.ai.schafkopf.knowledge import read_view
from engine.ai.schafkopf.worlds import table_for
from engine.schafkopf import Rules, State, new_deal, random_hands, view
from engine.schafkopf.cards import OBER, UNTER, card, cards_of, mask_of
from engine.schafkopf.core import Deal, game_for, random_deal
from engine.schafkopf.rules import OPTION_NAMES
from engine.schafkopf.scoring import score
from engine.tricks import TRUMP

PLAYOUTS = max(200, int(os.environ.get("STICHFEST_DEALS", "10000")) // 10)
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



def test_the_options_cover_every_rule_of_the_table() -> None:
    """A rules option added to rules.py must be played here too."""
    named = {key for option in OPTIONS.values() for key in option}
    assert named == {"profile", "deck", *OPTION_NAMES}


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


def players_deal(state: State, rng: random.Random) -> Deal:
    """The core a random seat builds from its view, with the true hands."""
    k = read_view(view(state, rng.randrange(4)).to_json())
    return table_for(k, [mask_of(h) for h in state.hands])


def started_deal(state: State) -> Deal:
    """A core started from the hands as dealt, without the State's."""
    assert state.contract is not None
    game = game_for(state.contract, state.declarer, state.rules, ())
    return Deal.start(game, [mask_of(hand) for hand in state.dealt], (state.dealer + 1) % 4)


def reference_playable(state: State, seat: int) -> set[int]:
    """docs/rules.md §1.4 and §3.5 over card lists: follow the led card's effective
    suit; the holder of the called ace, until a trick led with the called suit is
    complete, plays the ace to that suit, keeps it otherwise (his last card
    aside) and leads the suit without it only with runAwayMin of its cards."""
    hand, trick, suit = state.hands[seat], state.trick, state.order.suit
    ace, called = state.called_ace, state.called_suit
    led_before = any(suit[t.cards[0]] == called for t in state.tricks)
    bound = ace is not None and ace in hand and not led_before
    if not trick:
        if bound and sum(suit[c] == called for c in hand) < state.rules.run_away_min:
            return {c for c in hand if suit[c] != called or c == ace}
        return set(hand)
    led = suit[trick[0]]
    if bound and led == called:
        return {ace}
    following = {c for c in hand if suit[c] == led}
    if following:
        return following
    if bound and len(hand) > 1:
        return set(hand) - {ace}
    return set(hand)


def reference_winner(trick: list[int] | tuple[int, ...], state: State) -> int:
    """Index of the card that takes the trick: the highest trump, else the highest
    card of the led suit (§1.4), by the contract's power order."""
    suit, power = state.order.suit, state.order.power
    trumps = [i for i, c in enumerate(trick) if suit[c] == TRUMP]
    led = suit[trick[0]]
    candidates = trumps or [i for i, c in enumerate(trick) if suit[c] == led]
    return max(candidates, key=lambda i: power[trick[i]])


def reference_revealed(state: State) -> bool:
    """§3.7: the partner is known to all once the called ace fell, once he led the
    called suit without it at its first lead (ran away), or once he said Re."""
    ace, called = state.called_ace, state.called_suit
    if ace is None:
        return True
    partner = next(s for s in range(4) if ace in state.dealt[s])
    if state.re == partner or any(a.type == "play" and a.card == ace for a in state.history):
        return True
    leads = [(t.leader, t.cards[0]) for t in state.tricks]
    if state.trick:
        leads.append((state.trick_leader, state.trick[0]))
    first = next((leader for leader, c in leads if state.order.suit[c] == called), None)
    return first == partner


def reference_finished(state: State) -> bool:
    """§3.6: a deal ends with its last card, a Tout already at the first trick its
    declarer loses."""
    assert state.contract is not None
    lost = any(t.winner != state.declarer for t in state.tricks)
    return not any(state.hands) or (state.contract.type.tout and lost)


def reference_party(state: State) -> set[int]:
    """The declarer and, in a Rufspiel, whoever was dealt the called ace."""
    if state.declarer is None:
        return set()
    return {state.declarer} | {s for s in range(4) if state.called_ace in state.dealt[s]}


def double_now(state: State, rng: random.Random) -> bool:
    """Now and then a random seat says a Kontra or Re that the engine allows."""
    doubles = [a for s in range(4) for a in state.legal_actions(s) if a.type == "double"]
    if not doubles or rng.random() < 0.6:
        return False
    state.apply(rng.choice(doubles))
    return True


def play_in_lockstep(rules: Rules, seed: int) -> str:
    """One random deal through the State, the reference rules and two cores;
    returns the contract played."""
    rng = random.Random(seed)
    target = rng.choice(targets(rules))
    state = new_deal(rules, seed % 4, deal_hands(rules, target, rng))
    bid_and_name(state, target, rng)
    if state.contract is None:
        return "all pass"
    started = started_deal(state)
    players = players_deal(state, rng)
    assert {s for s in range(4) if started.team[s]} == reference_party(state) == set(state.declaring_party())
    while not state.is_finished:
        if double_now(state, rng):
            said = state.history[-1]
            assert said.value is not None
            started.double(said.value, said.seat)
            players = players_deal(state, rng)
            continue
        seat = state.to_move
        plays = [a for a in state.legal_actions(seat) if a.type == "play"]
        legal = mask_of([a.card for a in plays])
        assert legal == mask_of(reference_playable(state, seat))
        assert seat == started.to_move == players.to_move
        assert legal == started.legal() == players.legal()
        action = rng.choice(plays)
        trick = [*state.trick, action.card]
        state.apply(action)
        started.play(action.card)
        players.play(action.card)
        if len(trick) == 4:
            winner = (state.tricks[-1].leader + reference_winner(trick, state)) % 4
            assert state.tricks[-1].winner == winner == started.leader == players.leader
        assert started.finished == players.finished == state.is_finished == reference_finished(state)
        assert started.revealed == players.revealed == state.partner_revealed() == reference_revealed(state)
    scores = state.result().scores
    assert started.score() == players.score() == scores == score(state).scores, state.to_record()
    doubled = "+doubled" if state.kontra is not None else ""
    return state.contract.type.name + doubled


@pytest.mark.parametrize("option", OPTIONS)
def test_the_core_plays_in_lockstep_with_the_record_level_rules(option: str) -> None:
    rules = Rules.from_json(OPTIONS[option])
    played = [play_in_lockstep(rules, 1000 * n + len(option)) for n in range(PLAYOUTS)]
    assert sum(name != "all pass" for name in played) >= 0.7 * PLAYOUTS
    seen = set(played)
    contracts = {name.removesuffix("+doubled") for name in seen}
    expected = {"rufspiel", "wenz", "solo", "wenz-tout", "solo-tout"}
    expected.add("ramsch" if rules.ramsch else "all pass")
    if rules.allow_sie and rules.deck == "long":
        expected.add("sie")
    assert expected <= contracts
    assert {"rufspiel+doubled", "solo+doubled"} <= seen


@pytest.mark.parametrize("option", OPTIONS)
def test_random_deals_are_mostly_rufspiele_and_play_to_a_score(option: str) -> None:
    """`random_deal` under every option: a contract the engine allows its declarer,
    random legal cards to the end, and scores that add up to zero."""
    rules = Rules.from_json(OPTIONS[option])
    rng = random.Random(len(option))
    kinds = []
    for _ in range(200):
        deal = random_deal(rules, rng)
        kinds.append(deal.game.kind.name)
        while deal.to_move >= 0:
            legal = deal.legal()
            assert legal and not legal & ~deal.hands[deal.to_move]
            deal.play(rng.choice(cards_of(legal)))
        assert sum(deal.score()) == 0
    assert max(set(kinds), key=kinds.count) == "rufspiel"
    assert "ramsch" in kinds if rules.ramsch else "ramsch" not in kinds


def test_a_copy_plays_on_without_changing_the_original() -> None:
    rules = Rules()
    deal = random_deal(rules, random.Random(3))
    before = (deal.hands[:], deal.trick[:], deal.points[:], deal.leader)
    other = deal.copy()
    other.play(cards_of(other.legal())[0])
    assert (deal.hands, deal.trick, deal.points, deal.leader) == before
    assert other.hands != deal.hands


@pytest.mark.parametrize("option", OPTIONS)
def test_every_level_plays_a_deal_of_the_arena(option: str) -> None:
    """One deal, four rotations; the seed's deal is played as a Ramsch where the rules have one."""
    match = Match("schafkopf", OPTIONS[option], ("easy", "normal@2", "strong@2", "easy"), 1, seed=14)
    reports = list(run(match, 1))
    assert [r.error for r in reports] == [None]
    if Rules.from_json(OPTIONS[option]).ramsch:
        assert any(g.role == "none" and g.score for g in reports[0].games)


def test_cards_of_reads_every_mask_lowest_card_first() -> None:
    """The byte tables give the same cards as taking the lowest bit again and again."""
    rng = random.Random(4)
    masks = [0, (1 << 32) - 1] + [rng.getrandbits(32) for _ in range(2000)]
    for mask in masks:
        expected = [c for c in range(32) if mask >> c & 1]
        assert cards_of(mask) == expected and mask_of(cards_of(mask)) == mask
