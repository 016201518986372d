"""The any-time loop: a fixed count is exact; a budget is never overrun by a predictable step."""

from __future__ import annotations

from engine.ai.search import Effort


class FakeClock:
    """Each step advances time by `step` seconds."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step_seconds = step

    def __call__(self) -> float:
        return self.now

    def step(self, _: int) -> bool:
        self.now += self.step_seconds
        return True


def test_iterations_run_exactly_that_many_steps() -> None:
    clock = FakeClock(1.0)
    assert Effort(iterations=7, budget=0.001).run(clock.step, clock) == 7


def test_a_budget_stops_before_a_step_that_would_overrun_it() -> None:
    clock = FakeClock(0.1)
    done = Effort(budget=0.35).run(clock.step, clock)
    assert done == 3
    assert clock.now <= 0.35


def test_a_budget_smaller_than_one_step_still_gets_one_world() -> None:
    clock = FakeClock(0.2)
    assert Effort(budget=0.05).run(clock.step, clock) == 1


def test_a_step_can_end_the_search_early() -> None:
    clock = FakeClock(0.01)
    assert Effort(budget=10.0).run(lambda i: i < 4, clock) == 4
