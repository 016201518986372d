"""Knowledge never rules out the truth, and sampled worlds respect every hard constraint."""

from __future__ import annotations

import random

from engine.ai import make_player
from engine.ai.schafkopf.knowledge import read_view
from engine.ai.schafkopf.table import mask_of
from engine.ai.schafkopf.worlds import sample_hands
from engine.schafkopf import Rules, new_deal, random_hands, view


def test_knowledge_is_sound_and_worlds_are_consistent() -> None:
    rules = Rules.for_profile("money")
    rng = random.Random(3)
    players = [make_player("schafkopf", "easy") for _ in range(4)]
    narrowed = 0
    for number in range(80):
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
                    narrowed += len(k.ace_seats) == 1 and holder != seat
                world = sample_hands(k, rng)
                assert world[seat] == truth[seat]
                for s in range(4):
                    assert world[s].bit_count() == truth[s].bit_count()
                    for suit in range(5):
                        if k.voids[s] >> suit & 1:
                            assert not world[s] & g.suit_masks[suit]
                assert sum(w.bit_count() for w in world) == sum(t.bit_count() for t in truth)
                if g.ace and k.declarer_keeps_called and g.declarer != seat:
                    assert world[g.declarer] & g.called_mask
            state.apply(players[seat].choose(view(state, seat), state.legal_actions(seat), rng))
    assert narrowed > 0
