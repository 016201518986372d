"""Knowledge never rules out the truth, and sampled worlds respect every hard constraint."""

from __future__ import annotations

import random

import pytest

from engine.ai import make_player
from engine.ai.schafkopf.inference import play_weight
from engine.ai.schafkopf.knowledge import read_view
from engine.ai.schafkopf.rollout import choose_card
from engine.ai.schafkopf.worlds import declarer_could_name, sample_hands, table_for
from engine.schafkopf import Rules, new_deal, random_hands, view
from engine.schafkopf.cards import mask_of


@pytest.mark.parametrize("rules_json", [{"profile": "money"}, {"profile": "points"}, {"ramsch": True}])
def test_knowledge_is_sound_and_worlds_are_consistent(rules_json: dict) -> None:
    """With Ramsch on, every deal is a Ramsch: all four pass."""
    rules = Rules.from_json(rules_json)
    rng = random.Random(3)
    players = [make_player("schafkopf", "easy") for _ in range(4)]
    narrowed = 0
    for number in range(60):
        state = new_deal(rules, number % 4, random_hands(rules, rng))
        while not state.is_finished:
            seat = state.to_move
            if state.phase == "play":
                k = read_view(view(state, seat).to_json())
                truth = [mask_of(h) for h in state.hands]
                g = k.game
                for s in range(4):
                    for suit in range(5):
                        if k.voids[s] >> suit & 1:
                            assert not truth[s] & g.suit_masks[suit]
                if g.ace and any(truth[s] & g.ace for s in range(4)):
                    holder = next(s for s in range(4) if truth[s] & g.ace)
                    assert holder in k.ace_seats or holder == seat
                    narrowed += len(k.ace_seats) < len({0, 1, 2, 3} - {seat, g.declarer})
                world = sample_hands(k, rng)
                assert world[seat] == truth[seat]
                for s in range(4):
                    assert world[s].bit_count() == truth[s].bit_count()
                    for suit in range(5):
                        if k.voids[s] >> suit & 1:
                            assert not world[s] & g.suit_masks[suit]
                assert sum(w.bit_count() for w in world) == sum(t.bit_count() for t in truth)
                assert declarer_could_name(k, truth) and declarer_could_name(k, world)
            legal = state.legal_actions(seat)
            state.apply(legal[0] if rules.ramsch and state.phase == "bidding"
                        else players[seat].choose(view(state, seat), legal, rng))
    assert narrowed > 0 or rules.ramsch


def test_card_play_weights_favour_the_world_that_explains_the_play() -> None:
    """Soft inference: when every seat played by the rule of thumb, the true deal
    explains each card (weight 1) and random consistent worlds mostly explain less
    (not always: some plays are what the rule makes of any hand)."""
    rules = Rules.for_profile("money")
    rng = random.Random(8)
    easy = make_player("schafkopf", "easy")
    checked = less = 0
    for number in range(40):
        state = new_deal(rules, number % 4, random_hands(rules, rng))
        while not state.is_finished and state.phase != "play":
            seat = state.to_move
            state.apply(easy.choose(view(state, seat), state.legal_actions(seat), rng))
        while not state.is_finished and state.cards_played < 16:
            seat = state.to_move
            truth = table_for(read_view(view(state, seat).to_json()), [mask_of(h) for h in state.hands])
            card = choose_card(truth, seat, truth.legal())
            state.apply(next(a for a in state.legal_actions(seat) if a.type == "play" and a.card == card))
        if state.is_finished:
            continue
        k = read_view(view(state, state.to_move).to_json())
        assert play_weight(k, [mask_of(h) for h in state.hands]) == 1.0
        sampled = [play_weight(k, sample_hands(k, rng)) for _ in range(30)]
        assert max(sampled) <= 1.0
        less += sum(sampled) / len(sampled) < 1.0
        checked += 1
    assert checked > 20 and less >= 0.9 * checked
