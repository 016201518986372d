"""Computer players: one protocol for every game and level.

A player sees what one seat may know (a `View`, see docs/engine.md) and the
legal actions of that seat, never a `State`: fairness is structural. It
returns one of the legal actions it was given, so it can never act
illegally.

Each game's players live in `engine.ai.<game>`; importing that package calls
`register` for its levels (`easy`, `normal`, `strong`). `make_player` and
`hint` import it on first use, so this module knows no game.

The `strong` player of every game also implements `Advisor`: `hint` asks it
for the move it would make together with a reason the UI can translate and
its estimated chance of winning.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from ..errors import EngineError

LEVELS = ("easy", "normal", "strong")


@runtime_checkable
class Player(Protocol):
    """Chooses one of `legal` for the seat whose view it is given."""

    def choose(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Any: ...


@dataclass(frozen=True)
class Hint:
    """A suggested action, why (a translatable key and its parameters), and
    the estimated chance that the person's side wins the deal (0..1)."""

    action: Any
    reason: dict[str, Any] = field(default_factory=dict)
    win_chance: float = 0.5

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action.to_json(), "reason": dict(self.reason),
                "win_chance": round(self.win_chance, 3)}


@runtime_checkable
class Advisor(Protocol):
    """A player that can also explain its choice (the `strong` level)."""

    def advise(self, view: Any, legal: Sequence[Any], rng: random.Random) -> Hint: ...


Factory = Callable[..., Player]
_FACTORIES: dict[tuple[str, str], Factory] = {}


def register(game: str, level: str, factory: Factory) -> None:
    """Make `factory(iterations=..., budget=...)` the `level` player of `game`."""
    if level not in LEVELS:
        raise EngineError(f"unknown level {level!r}; expected one of {', '.join(LEVELS)}")
    _FACTORIES[(game, level)] = factory


def make_player(game: str, level: str, *, iterations: int | None = None,
                budget: float | None = None, rules: Any = None) -> Player:
    """A new `level` player of `game`.

    `iterations` fixes the amount of search (reproducible for tests and
    matches); otherwise `budget` (seconds per decision) bounds it; with
    neither the level's default budget applies. `easy` ignores both.
    With `rules` (the game's Rules) the player is refused with EngineError
    if its model of the deal cannot follow them, before any deal starts.
    """
    if (game, level) not in _FACTORIES:
        from ..games import game_module
        game_module(game)  # raises RecordError for an unknown game
    players = importlib.import_module(f"{__name__}.{game}")
    if rules is not None:
        players.check_supported(rules)
    try:
        factory = _FACTORIES[(game, level)]
    except KeyError:
        raise EngineError(f"no {level!r} player for {game}") from None
    return factory(iterations=iterations, budget=budget)


def hint(view: Any, legal: Sequence[Any], rng: random.Random, *,
         budget: float | None = None, iterations: int | None = None) -> Hint:
    """The move the strong player would make from this view, with its reason."""
    advisor = make_player(_game_of(view), "strong", iterations=iterations, budget=budget)
    if not isinstance(advisor, Advisor):
        raise EngineError(f"the strong {_game_of(view)} player gives no hints")
    return advisor.advise(view, legal, rng)


def _game_of(view: Any) -> str:
    game = getattr(view, "game", None)
    return game if isinstance(game, str) else str(view.to_json()["game"])
