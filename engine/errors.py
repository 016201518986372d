"""Typed errors: the engine rejects bad input, it never repairs it."""


class EngineError(Exception):
    """Base class for every error the engine raises on purpose."""


class IllegalAction(EngineError):
    """An action the rules do not allow now; the state is left unchanged."""


class RecordError(EngineError):
    """A game record that cannot be read or replayed.

    `index` is the position of the offending action in the record's
    `actions` list, or None when the record itself is malformed.
    """

    def __init__(self, reason: str, index: int | None = None) -> None:
        super().__init__(reason if index is None else f"action {index}: {reason}")
        self.reason = reason
        self.index = index
