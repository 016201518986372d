"""Typed errors: the engine rejects bad input, it never repairs it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

ReasonParam = str | int
MAX_MESSAGE = 200


def shorten(text: str, limit: int = MAX_MESSAGE) -> str:
    """`text` on one line of at most `limit` characters. A message says what is
    wrong first and quotes the offending value last, so a long value (a card
    name of a megabyte in a shared record) is cut at its end."""
    line = text.replace("\n", "\\n").replace("\r", "\\r")
    return line if len(line) <= limit else line[:limit - 1] + "…"


class EngineError(Exception):
    """Base class for every error the engine raises on purpose; its message is
    shortened, whatever value it quotes."""

    def __init__(self, message: str) -> None:
        super().__init__(shorten(message))


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is illegal now: the English `message` for records and the
    command line, and a catalog `key` with its `params` so a front end can say
    it in the person's language."""

    message: str
    key: str
    params: Mapping[str, ReasonParam] = field(default_factory=dict)

    @property
    def reason(self) -> dict[str, ReasonParam]:
        """The key and parameters as one JSON object, the shape of a hint's reason."""
        return {"key": self.key, **self.params}


def refuse(key: str, message: str, **params: ReasonParam) -> Refusal:
    """A refusal whose catalog key is `refusal.<key>`."""
    return Refusal(message, f"refusal.{key}", params)


class IllegalAction(EngineError):
    """An action the rules do not allow now; the state is left unchanged.

    `reason` is the refusal's catalog key and parameters (`Refusal.reason`).
    """

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.message)
        self.reason = refusal.reason


class RecordError(EngineError):
    """A game record that cannot be read or replayed.

    `index` is the position of the offending action in the record's
    `actions` list, or None when the record itself is malformed.
    """

    def __init__(self, reason: str, index: int | None = None) -> None:
        super().__init__(reason if index is None else f"action {index}: {reason}")
        self.reason = shorten(reason)
        self.index = index
