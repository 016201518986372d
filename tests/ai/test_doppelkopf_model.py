"""The fast deal core and the players' world agree with the record-level rules
under every rules option.

Random deals (seeded) go through the reservations with random calls (every
solo type, weddings), then card by card through the engine's State and, in
lockstep, through a core `Deal` of their own and through the players' search
world built from a seat's view: the cards are random legal ones or the
rollout rule's own, announcements come at random. The core's legal cards
must be those of the record-level rule (`CardOrder.follow`), its trick
winners those of `CardOrder.trick_winner` with the Dulle rule, its parties
those docs/rules.md §2.3–2.4 give (written out here), and its scores those
of the record's scoring, also re-scored with other announcement levels as
search does. Deals are nudged so that both Queens of clubs or both of an
ace often sit in one hand (weddings, Schweinchen).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import doppelkopf as dk
from engine.ai.arena import Match, run
from engine.ai.doppelkopf import model as model_module
from engine.ai.doppelkopf.knowledge import read
from engine.ai.doppelkopf.rollout import World
from engine.ai.doppelkopf.worlds import build_world, deal_hidden, unseen
from engine.doppelkopf.actions import PLAY, RESERVE, SOLO
from engine.doppelkopf.announcements import KONTRA, RE
from engine.doppelkopf.cards import ACE, ALTE, CLUBS, DIAMONDS, card
from engine.doppelkopf.contracts import CLARIFY_TRICKS, SOLO_TYPES, TRUMP, dulle_beats_dulle
from engine.doppelkopf.core import Deal, bits, known_parties, random_deal
from engine.doppelkopf.scoring import score
from engine.errors import EngineError

DEALS = 1000
PAIRS = (ALTE, card(DIAMONDS, ACE), *(card(s, ACE) for s in range(CLUBS, DIAMONDS)))

OPTIONS: list[tuple[str, dict[str, Any]]] = [
    ("preset=tournament", {"preset": "tournament"}),
    ("preset=no-nines", {"preset": "no-nines"}),
    ("preset=schweinchen", {"preset": "schweinchen"}),
    *((f"dulleRule={v}", {"dulleRule": v}) for v in dk.rules.DULLE_RULES),
    *((f"onlyKontraRule={v}", {"onlyKontraRule": v}) for v in (True, False)),
    *((f"reKontraDoubles={v}", {"reKontraDoubles": v}) for v in (False, True)),
    *((f"weddingClarify={v}", {"weddingClarify": v}) for v in dk.rules.WEDDING_CLARIFY),
    *((f"schweinchen={v}", {"schweinchen": v}) for v in (False, True)),
    *((f"schweinchenInFarbsolo={v}", {"schweinchen": True, "schweinchenInFarbsolo": v})
      for v in (False, True)),
    *((f"pflichtsolo={v}", {"pflichtsolo": v}) for v in (True, False)),
]
IDS = [name for name, _ in OPTIONS]


def nudged_hands(rules: dk.Rules, rng: random.Random) -> list[list[int]]:
    """Random hands; often both copies of a Queen of clubs or an ace in one hand."""
    hands = dk.random_hands(rules, rng)
    if rng.random() < 0.5:
        pair, seat = rng.choice(PAIRS), rng.randrange(4)
        for other in range(4):
            while other != seat and pair in hands[other]:
                swap = next(i for i, c in enumerate(hands[seat]) if c != pair)
                hands[other][hands[other].index(pair)] = hands[seat][swap]
                hands[seat][swap] = pair
    return hands


def reserve(state: dk.State, rng: random.Random) -> None:
    """Random calls: now and then a solo of any type, a wedding when possible."""
    while state.phase == "reservations":
        seat = state.to_move
        assert seat is not None
        can_wed = state.hands[seat].count(ALTE) == 2
        roll = rng.random()
        if state.vorfuehrung is not None or roll < 0.15:
            state.apply(SOLO[seat][rng.choice(SOLO_TYPES)])
        elif can_wed and roll < 0.6:
            state.apply(RESERVE[seat]["wedding"])
        else:
            state.apply(RESERVE[seat]["healthy"])


def reserved_deal(rules: dk.Rules, deal: int, rng: random.Random) -> dk.State:
    """A random deal after random calls, now and then owing Pflichtsoli or a Vorführung."""
    owes = [rng.random() < 0.4 for _ in range(4)] if rules.pflichtsolo else None
    forced = None
    if owes and any(owes) and rng.random() < 0.2:
        forced = rng.choice([s for s in range(4) if owes[s]])
    state = dk.new_deal(rules, deal % 4, nudged_hands(rules, rng), owes, forced)
    reserve(state, rng)
    return state


def announce_at_random(state: dk.State, world: World, rng: random.Random) -> None:
    seat = rng.randrange(4)
    legal = state.legal_announcements(seat)
    if legal:
        state.apply(rng.choice(legal))
        world.levels = list(state.levels)


def lockstep_deal(rules: dk.Rules, deal: int, rng: random.Random) -> None:
    """One random deal through the engine and the players' world at once."""
    state = reserved_deal(rules, deal, rng)
    seat = rng.randrange(4)
    k = read(dk.view(state, seat).to_json())
    world = build_world(k, [list(h) for h in state.hands])
    assert world.leader == state.to_move
    rollout_rule = rng.random() < 0.5
    while not state.is_finished:
        if rng.random() < 0.08:
            announce_at_random(state, world, rng)
        mover = state.to_move
        assert mover is not None and world.to_move == mover
        if rollout_rule:
            c = world.model.type_of[world.run(1)]
        else:
            c = rng.choice(state.playable(mover))
            world.play(world.model.slot_of[c])
        state.apply(PLAY[mover][c])
        if not state.trick_cards:
            assert world.leader == state.tricks[-1].winner, (deal, len(state.tricks))
            assert world.pts == state.points and world.won == state.tricks_won, deal
    scores = [world.outcome(s)[0] for s in range(4)]
    assert scores == list(state.result().scores), (deal, state.to_record())
    for levels in ((0, 1), *((rng.randrange(6), rng.randrange(6)) for _ in range(3))):
        state.levels = world.levels = list(levels)  # as search re-scores announcements
        assert [world.outcome(s)[0] for s in range(4)] == list(score(state).scores), (deal, levels)


def expected_parties(state: dk.State) -> list[int | None]:
    """The parties by docs/rules.md §2.3–2.4, from the contract, the dealt
    hands and the tricks so far: a normal game by the Queens of clubs; a
    solo or silent wedding 1 v 3; a wedding's player alone (the others
    unknown) until the first of the first three tricks that another seat
    wins, counting a trump lead only under weddingClarify=anyTrick."""
    contract = state.contract
    assert contract is not None
    declarer = contract.declarer
    if contract.kind == "normal":
        return [RE if ALTE in hand else KONTRA for hand in state.dealt]
    if contract.kind != "wedding":
        return [RE if s == declarer else KONTRA for s in range(4)]
    for trick in state.tricks[:CLARIFY_TRICKS]:
        trump_led = state.order.suit[trick.cards[0]] == TRUMP
        if trick.winner != declarer and (state.rules.wedding_clarify == "anyTrick" or not trump_led):
            return [RE if s in (declarer, trick.winner) else KONTRA for s in range(4)]
    if len(state.tricks) >= CLARIFY_TRICKS:
        return [RE if s == declarer else KONTRA for s in range(4)]
    return [RE if s == declarer else None for s in range(4)]


def core_deal(rules: dk.Rules, deal: int, rng: random.Random) -> None:
    """One random deal through the State and a core Deal of its own, card by card."""
    state = reserved_deal(rules, deal, rng)
    assert state.contract is not None
    core = Deal.start(rules, state.contract, state.dealer, state.dealt)
    lay = core.model
    while not state.is_finished:
        mover = state.to_move
        assert mover is not None and core.to_move == mover, deal
        led = state.trick_cards[0] if state.trick_cards else None
        follow = state.order.follow(state.hands[mover], led)
        assert sorted(lay.type_of[b] for b in bits(core.legal())) == sorted(follow), deal
        other = rng.randrange(4)
        allowed = {lay.type_of[b] for b in bits(core.legal_for(other))}
        assert allowed == set(state.order.follow(state.hands[other], led)), (deal, other)
        refused = [c for c in state.hands[mover] if c not in follow]
        if refused:
            refusal = state.refusal(PLAY[mover][refused[0]])
            assert refusal is not None, deal
            assert refusal.key in ("refusal.follow_suit", "refusal.follow_trump"), deal
        c = rng.choice(follow)
        core.play(lay.slot_of[c])
        state.apply(PLAY[mover][c])
        if state.trick_cards:
            continue
        trick = state.tricks[-1]
        later = dulle_beats_dulle(rules.dulle_rule, state.order, state.is_finished)
        assert core.leader == (trick.leader + state.order.trick_winner(trick.cards, later)) % 4, deal
        assert (core.pts, core.won) == (state.points, state.tricks_won), deal
        assert known_parties(core.party, core.wedder) == expected_parties(state) == state.party, deal
    assert core.to_move == -1 and core.legal() == 0
    core.levels = list(state.levels)
    assert core.score() == state.result().scores, (deal, state.to_record())
    for levels in ((0, 1), *((rng.randrange(6), rng.randrange(6)) for _ in range(3))):
        state.levels = core.levels = list(levels)
        assert core.score() == score(state).scores, (deal, levels)


@pytest.mark.parametrize("option", [o for _, o in OPTIONS], ids=IDS)
def test_core_follows_the_record_level_rules(option: dict[str, Any]) -> None:
    rules = dk.Rules.from_json(option)
    rng = random.Random(2025)
    for deal in range(DEALS):
        core_deal(rules, deal, rng)


@pytest.mark.parametrize("option", [o for _, o in OPTIONS], ids=IDS)
def test_random_deals_reach_mostly_normal_games(option: dict[str, Any]) -> None:
    """`random_deal` deals a whole deck and, like a table that mostly says
    healthy, most often a partner game; a random play-out scores to zero."""
    rules = dk.Rules.from_json(option)
    rng = random.Random(7)
    partner_games = 0
    for _ in range(200):
        deal = random_deal(rules, rng)
        held = sum(h.bit_count() + d.bit_count() for h, d in zip(deal.hands, deal.doubles, strict=True))
        assert held == 4 * rules.hand_size
        partner_games += deal.soloist < 0
        while deal.to_move >= 0:
            deal.play(bits(deal.legal())[0])
        assert sum(deal.score()) == 0
    assert partner_games > 120


@pytest.mark.parametrize("option", [o for _, o in OPTIONS], ids=IDS)
def test_model_follows_the_engine(option: dict[str, Any]) -> None:
    rules = dk.Rules.from_json(option)
    rng = random.Random(2024)
    for deal in range(DEALS):
        lockstep_deal(rules, deal, rng)


@pytest.mark.parametrize("option", [o for _, o in OPTIONS], ids=IDS)
def test_every_level_plays_under_the_option(option: dict[str, Any]) -> None:
    match = Match("doppelkopf", option, ("easy", "normal@2", "strong@2", "easy"), 1, seed=5)
    reports = list(run(match, 1))
    assert [r.error for r in reports] == [None]


def test_sampled_worlds_respect_the_shown_schweinchen() -> None:
    """A holder shown (or the seat itself) holds both pig aces in every world;
    once a pig ace fell without a Schweinchen, no world has one."""
    rules = dk.Rules.from_json({"preset": "schweinchen"})
    pig = card(DIAMONDS, ACE)
    rng = random.Random(8)
    checked = 0
    for deal in range(120):
        state = dk.new_deal(rules, deal % 4, nudged_hands(rules, rng))
        reserve(state, rng)
        while not state.is_finished:
            seat = state.to_move
            assert seat is not None
            fallen = any(pig in t.cards for t in state.tricks)
            if (state.schweinchen is not None or fallen) and rng.random() < 0.2:
                k = read(dk.view(state, seat).to_json())
                known = k.schweinchen is not None or any(c == pig for _, c in k.played)
                if known and k.scheme in ("normal", "diamonds"):
                    for _ in range(4):
                        world = build_world(k, deal_hidden(k, rng, unseen(k)))
                        assert world.model.schweinchen == (k.schweinchen is not None)
                        checked += 1
            state.apply(PLAY[seat][rng.choice(state.playable(seat))])
    assert checked > 100


def test_an_unknown_rules_option_refuses_to_build(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(model_module, "FOLLOWED", model_module.FOLLOWED - {"re_kontra_doubles"})
    with pytest.raises(EngineError, match="reKontraDoubles=True"):
        model_module.check_supported(dk.Rules(re_kontra_doubles=True))
    model_module.check_supported(dk.Rules())
