"""The search's own model of a deal: scoring, sampling, play-out, endgame."""

from __future__ import annotations

import random

import pytest
from helpers_doppelkopf import RULES, play_deal

from engine import doppelkopf as dk
from engine.ai import make_player
from engine.ai.doppelkopf.knowledge import read
from engine.ai.doppelkopf.rollout import World
from engine.ai.doppelkopf.solver import leaf, solve
from engine.ai.doppelkopf.worlds import build_world, deal_hidden, unseen
from engine.doppelkopf.announcements import KONTRA, RE
from engine.doppelkopf.cards import ALTE, parse_card
from engine.doppelkopf.contracts import TRUMP
from engine.doppelkopf.core import model


@pytest.mark.parametrize("args,expected", [
    ((150, 10, 2, 2, 0, 0, False), (-5, -1)),   # DK-C failed keine 90
    ((207, 11, 1, 1, 5, 1, False), (16, 1)),    # DK-D a loser's Absagen count
    ((129, 8, 4, 2, 5, 0, False), (4, 0)),      # DK-E nobody wins
    ((136, 9, 3, 2, 2, 0, True), (1, 0)),       # DK-F solo, nobody wins
    ((120, 6, 6, 0, 1, -1, False), (2, 1)),     # DK-J only Kontra, 120 wins for Re
    ((120, 6, 6, 0, 0, 0, False), (-2, -1)),    # §4 #1 120:120 goes to Kontra
    ((110, 5, 7, 1, 1, 0, True), (-5, -1)),     # DK-I lost Damensolo
])
def test_game_value_follows_the_worked_examples(args: tuple, expected: tuple) -> None:
    re_pts, re_tricks, k_tricks, a_re, a_k, extras, solo = args
    party = [RE, KONTRA, KONTRA, KONTRA] if solo else [RE, RE, KONTRA, KONTRA]
    events = [("extra", 0 if extras > 0 else 2, None)] * abs(extras)
    soloist = 0 if solo else -1
    value, won = model(RULES, "normal").score(3, party, [re_pts, 0, 240 - re_pts, 0],
                                              [re_tricks, 0, k_tricks, 0], [a_re, a_k],
                                              events, soloist)
    assert (-value, -won) == expected


def views_during_play(seed: int, count: int) -> list[dk.View]:
    rng = random.Random(seed)
    easy = [make_player("doppelkopf", "easy") for _ in range(4)]
    state = play_deal(easy, rng, until=4)
    out = []
    while not state.is_finished:
        seat = state.to_move
        if len(out) < count and rng.random() < 0.3:
            out.append(dk.view(state, seat))
        state.apply(easy[seat].choose(dk.view(state, seat), state.legal_actions(seat), rng))
    return out


@pytest.mark.parametrize("seed", range(6))
def test_sampled_deals_respect_the_view(seed: int) -> None:
    rng = random.Random(seed)
    for view in views_during_play(seed, 6):
        k = read(view.to_json())
        voids = k.voids()
        for _ in range(20):
            hands = deal_hidden(k, rng, unseen(k))
            dealt = [t for hand in hands for t in hand]
            assert sorted(dealt + [t for _, t in k.played]) == sorted(k.deck)
            for s in range(4):
                assert len(hands[s]) == k.hand_sizes[s]
                suits = {k.lay.suit[k.lay.slot_of[t]] for t in hands[s]}
                assert not any(voids[s] >> suit & 1 for suit in suits)
                if s != k.seat and k.solo is None and not k.wedding:
                    shown = sum(1 for p, t in k.played if p == s and t == ALTE)
                    if k.party[s] == KONTRA:
                        assert ALTE not in hands[s]
                    if k.party[s] == RE and not shown:
                        assert ALTE in hands[s]


@pytest.mark.parametrize("seed", range(4))
def test_play_out_deals_every_card_and_point(seed: int) -> None:
    rng = random.Random(seed)
    for view in views_during_play(seed, 5):
        k = read(view.to_json())
        world = build_world(k, deal_hidden(k, rng, unseen(k)))
        world.run()
        assert world.finished and not any(world.hands) and not any(world.doubles)
        assert sum(world.pts) == 240 and sum(world.won) == k.n_tricks
        assert sum(world.outcome(s)[0] for s in range(4)) == 0


def brute_force(world: World, me: int) -> float:
    """Plain minimax over every card, for checking the pruned solver."""
    if world.finished:
        return leaf(world, me)
    moves = world.legal()
    values = []
    while moves:
        bit = moves.bit_length() - 1
        moves ^= 1 << bit
        child = world.copy()
        child.play(bit)
        values.append(brute_force(child, me))
    ours = world.party[world.to_move] == world.party[me]
    return max(values) if ours else min(values)


@pytest.mark.parametrize("seed", range(5))
def test_endgame_solver_matches_plain_minimax(seed: int) -> None:
    rng = random.Random(seed)
    state = play_deal([make_player("doppelkopf", "easy") for _ in range(4)], rng, until=4 + 40)
    k = read(dk.view(state, state.to_move).to_json())
    for _ in range(3):
        world = build_world(k, deal_hidden(k, rng, unseen(k)))
        assert solve(world.copy(), k.seat) == pytest.approx(brute_force(world, k.seat))


def test_trick_order_of_the_normal_game() -> None:
    lay = model(RULES, "normal")
    dulle, alte, fox, club_ace = (lay.slot_of[parse_card(c)] for c in ("H10", "CQ", "DA", "CA"))
    assert (1 << dulle) & lay.above[alte]          # the Dulle beats the Alte
    assert not (1 << dulle) & lay.above[dulle]     # the first of two Dullen wins
    assert (1 << fox) & lay.above[club_ace]        # any trump beats a plain ace
    assert not (1 << club_ace) & lay.above[fox]
    assert lay.suit[fox] == TRUMP and lay.suit[club_ace] != TRUMP
    second = model(dk.Rules.from_json({"dulleRule": "secondWins"}), "normal")
    assert (1 << dulle) & second.above[dulle]
