"""The registry of games, and the interface every game module offers.

A record's `game` field names its module. `GameModule` lists what the record
reader, the score sheet, the API and the tests use of a game module
(docs/engine.md), so a new game plugs in by offering these names and nothing
outside its package names it.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, cast

from .errors import RecordError
from .tricks import Trick
from .view import View

GAMES = ("doppelkopf", "schafkopf")
Json = dict[str, Any]


class GameRules(Protocol):
    """A game's house rules: a frozen value, read from and written to a record."""

    @classmethod
    def from_json(cls, data: object) -> GameRules:
        """The rules a record names; RecordError for unknown options or values."""

    def to_json(self) -> Json: ...

    @classmethod
    def describe(cls) -> Json:
        """Every option a record may name (docs/api.md `describe`): `preset`
        names the option whose value sets the others' defaults, `base` the
        options chosen first, `options` the house rules (name, group, type,
        values or range, default, value under each preset), `groups` their
        order, `help` the help paragraph of each refusal and scoring item."""


class GameAction(Protocol):
    """One action by one seat, a frozen value in the JSON form of docs/record.md."""

    @property
    def seat(self) -> int: ...

    @property
    def type(self) -> str: ...

    @classmethod
    def from_json(cls, data: object) -> GameAction:
        """The action a record names; RecordError if malformed."""

    def to_json(self) -> Json: ...


class GameResult(Protocol):
    """A scored deal; `to_json` is the replay output of docs/record.md, with `scores`."""

    def to_json(self) -> Json: ...


class GameState(Protocol):
    """One deal being played (engine.tricks.TrickState)."""

    @property
    def phase(self) -> str: ...

    @property
    def dealer(self) -> int: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def is_finished(self) -> bool: ...

    @property
    def history(self) -> Sequence[Any]: ...

    @property
    def dealt(self) -> Sequence[Sequence[int]]: ...

    @property
    def hands(self) -> Sequence[Sequence[int]]: ...

    @property
    def trick(self) -> Sequence[int]:
        """The cards of the trick in play."""

    @property
    def tricks(self) -> Sequence[Trick]: ...

    @property
    def points(self) -> Sequence[int]:
        """The card points each seat has taken."""

    def legal_actions(self, seat: int | None = None) -> list[Any]: ...

    def apply(self, action: Any) -> None: ...

    def result(self) -> GameResult: ...

    def progress(self) -> Json: ...

    def contract_json(self) -> Json | None:
        """The game played, as the replay output names it; None before it is known."""

    def to_record(self) -> Json: ...

    def copy(self) -> GameState: ...


class UpcomingDeal(Protocol):
    """How a session's next deal starts: its dealer, and what else `new_deal` takes."""

    @property
    def dealer(self) -> int: ...

    @property
    def extras(self) -> Mapping[str, Any]: ...


class Round(Protocol):
    """Where a session's round stands (Doppelkopf's tournament round, Schafkopf's
    rotation): who deals next, how that deal starts, and what a save keeps."""

    @property
    def dealer(self) -> int: ...

    @property
    def is_finished(self) -> bool: ...

    def next_deal(self) -> UpcomingDeal: ...

    def book(self, state: Any) -> None:
        """Count a finished deal that started as `next_deal()` said."""

    def to_json(self) -> Json | None:
        """The round as a save keeps it; None when there is nothing to keep."""


class GameModule(Protocol):
    """What every game package (engine.doppelkopf, engine.schafkopf) offers."""

    GAME: str

    @property
    def Rules(self) -> type[GameRules]: ...

    @property
    def Action(self) -> type[GameAction]: ...

    def new_deal(self, rules: Any, dealer: int, hands: Any) -> GameState:
        """A deal at its start; `hands` as card ints or names. A game may take
        more keyword arguments (its `record_extras`, a round's `extras`)."""

    def random_hands(self, rules: Any, rng: random.Random) -> list[list[int]]: ...

    def record_extras(self, record: Mapping[str, Any]) -> dict[str, Any]:
        """The game's own record fields as keyword arguments of `new_deal`."""

    def view(self, state: Any, seat: int) -> View: ...

    def compulsory(self, contract: Json) -> bool:
        """Whether a contract (as the view gives it) was forced on its declarer
        by the game's rules, which the statistics count apart."""

    def new_round(self, rules: Any, dealer: int, data: Any = None) -> Round:
        """A session's round from `dealer`; `data` is what `Round.to_json` saved."""


MEMBERS = tuple(dict.fromkeys(name for name in (*GameModule.__annotations__, *vars(GameModule))
                               if not name.startswith("_")))


def missing_members(module: object) -> list[str]:
    """The GameModule members `module` lacks (or holds as something not callable)."""
    return [name for name in MEMBERS if not hasattr(module, name)
            or (name != "GAME" and not callable(getattr(module, name)))]


def game_module(name: object) -> GameModule:
    """The module of game `name`, or RecordError."""
    if name not in GAMES:
        raise RecordError(f"unknown game {name!r}; expected one of {', '.join(GAMES)}")
    module = importlib.import_module(f"engine.{name}")
    missing = missing_members(module)
    if missing:
        raise TypeError(f"engine.{name} lacks {', '.join(missing)} of a game module")
    return cast(GameModule, module)

