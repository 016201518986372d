"""The JSON facade the web worker calls (docs/api.md).

The worker sends a method name and a JSON string and gets a JSON string back,
so only JSON crosses the worker boundary and no Python source ever does. One
`Table` holds the session being played; the person always sits at seat 0.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from importlib import metadata
from typing import TYPE_CHECKING, Any, TypeVar

from . import ai, games, practice, stats
from . import record as record_module
from .ai import analysis
from .ai.driver import Driver
from .ai.search import Effort
from .errors import EngineError, IllegalAction, ReasonParam, RecordError, refuse, shorten
from .games import GameModule
from .review import review
from .scoresheet import SEED_LIMIT, ScoreSheet, check_seed
from .tricks import SEATS

if TYPE_CHECKING:  # mypy checks every game the API serves against GameModule
    from . import doppelkopf, schafkopf

    SERVED: tuple[GameModule, ...] = (doppelkopf, schafkopf)

SAVE_FORMAT = "stichfest-save/1"
PERSON = 0

Json = dict[str, Any]
T = TypeVar("T")


class ApiError(Exception):
    """An error with a code from docs/api.md; the worker sends it to the UI.

    `setting` names the bad setting, so the UI can fall back to its default;
    `reason` is an illegal action's refusal key and parameters, for the UI to translate.
    """

    def __init__(self, code: str, message: str, setting: str | None = None,
                 reason: dict[str, ReasonParam] | None = None) -> None:
        message = shorten(message)  # it may quote a value of any length from the request
        super().__init__(message)
        self.code = code
        self.message = message
        self.setting = setting
        self.reason = reason

    @classmethod
    def illegal(cls, error: IllegalAction) -> ApiError:
        return cls("illegal", str(error), reason=error.reason)

    def to_json(self) -> Json:
        error: Json = {"code": self.code, "message": self.message}
        if self.setting is not None:
            error["setting"] = self.setting
        if self.reason is not None:
            error["reason"] = self.reason
        return error


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise ApiError("bad-request", message)


THINK_RANGE = (0.05, 5.0)
DEFAULT_LEVEL = "normal"


def think_seconds(value: Any) -> float | None:
    """The person's limit on a computer move in seconds, or None for the level's own.

    The setting `think` is "auto" (or absent) or a number of seconds, also as
    text ("0.5"), so that the person never waits longer than they chose.
    """
    if value is None or value == "auto":
        return None
    try:
        seconds = float(value)
    except (TypeError, ValueError):
        seconds = math.nan
    low, high = THINK_RANGE
    _require(isinstance(value, (int, float, str)) and not isinstance(value, bool)
             and low <= seconds <= high,
             f"think must be \"auto\" or seconds from {low} to {high}, not {value!r}")
    return seconds


TEXT_SETTINGS = ("language", "deck")  # the front end's own; text if present


@dataclass(frozen=True)
class Settings:
    """What the engine takes from `settings`, each value checked."""

    game: GameModule
    rules: Any
    level: str
    budget: float | None
    seed: int | None
    practice: bool


def _setting(name: str, read: Callable[[], T]) -> T:
    """`read()`, or a bad-request that names setting `name`."""
    try:
        return read()
    except (ApiError, EngineError) as error:
        message = error.message if isinstance(error, ApiError) else str(error)
        raise ApiError("bad-request", f"setting {name}: {message}", setting=name) from None


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise EngineError(message)


def _level(value: object) -> str:
    _check(isinstance(value, str) and value in ai.LEVELS,
           f"expected one of {', '.join(ai.LEVELS)}, not {value!r}")
    return str(value)


def _text(value: object) -> None:
    _check(isinstance(value, str), f"expected text, not {value!r}")


def _flag(value: object) -> bool:
    _check(isinstance(value, bool), f"expected true or false, not {value!r}")
    return bool(value)


def _seed(value: object) -> int | None:
    return None if value is None else check_seed(value, "the seed")


def read_settings(settings: object) -> Settings:
    """The engine's settings; ApiError (with `setting`) names the first bad one."""
    _require(isinstance(settings, dict), "settings must be an object")
    assert isinstance(settings, dict)
    for name in TEXT_SETTINGS:
        _setting(name, partial(_text, settings.get(name, "")))
    game = _setting("game", lambda: games.game_module(settings.get("game")))
    rules = _setting("rules", lambda: game.Rules.from_json(settings.get("rules", {})))
    level = _setting("level", lambda: _level(settings.get("level", DEFAULT_LEVEL)))
    budget = _setting("think", lambda: think_seconds(settings.get("think")))
    seed = _setting("seed", lambda: _seed(settings.get("seed")))
    practice_mode = _setting("practice", lambda: _flag(settings.get("practice", False)))
    _setting("rules", lambda: ai.make_player(game.GAME, level, rules=rules))
    return Settings(game, rules, level, budget, seed, practice_mode)


SESSION_SETTINGS = ("game", "rules", "seed")  # only a new session changes these


class Table:
    """One session: its settings, score sheet, the deal in play and its players."""

    def __init__(self, settings: Json, chosen: Settings, sheet: ScoreSheet, state: Any) -> None:
        self.settings = settings
        self.game = sheet.game
        self.chosen = chosen
        sheet.practice = sheet.practice or chosen.practice
        self._seat(sheet, state)

    def _seat(self, sheet: ScoreSheet, state: Any) -> None:
        """The deal `state` of `sheet`, with computer players of the chosen level."""
        self.sheet, self.state = sheet, state
        self.players = {seat: ai.make_player(self.game.GAME, self.chosen.level,
                                             budget=self.chosen.budget, rules=sheet.rules)
                        for seat in range(1, SEATS)}
        self.rng = random.Random(f"{sheet.seed}:{sheet.deal}:{len(state.history)}")
        # computer seats act only through the driver, which checks every answer;
        # as at a real table (and as in the arena) they may speak out of turn
        self.driver = Driver(self.game.view, self.players, self.rng)

    @classmethod
    def new(cls, settings: Json) -> Table:
        chosen = read_settings(settings)
        seed = chosen.seed if chosen.seed is not None else random.SystemRandom().randrange(SEED_LIMIT)
        sheet = ScoreSheet.new(chosen.game, chosen.rules, seed)
        return cls({**settings, "seed": seed}, chosen, sheet, sheet.deal_state())

    @classmethod
    def resume(cls, save: Json) -> Table:
        try:
            _require(isinstance(save, dict), "a save is an object")
            _require(save.get("format") == SAVE_FORMAT,
                     f"save format {save.get('format')!r} is not {SAVE_FORMAT}")
            settings, session, record = save["settings"], save["session"], save["record"]
            _require(isinstance(settings, dict) and isinstance(session, dict)
                     and isinstance(record, dict), "settings, session and record must be objects")
            chosen = read_settings(settings)
            game = chosen.game
            _require(record.get("game") == game.GAME, "the record is of another game")
            sheet = ScoreSheet.from_json(game, chosen.rules, session)
            _require(chosen.seed in (None, sheet.seed), "settings.seed is not session.seed")
            state = record_module.replay(record)
            sheet.check_deal(state)
            return cls(settings, chosen, sheet, state)
        except ApiError as error:
            raise ApiError("bad-save", f"the saved game cannot be resumed: {error.message}",
                           error.setting) from error
        except (EngineError, KeyError, TypeError, ValueError) as error:
            raise ApiError("bad-save", f"the saved game cannot be resumed: {error}") from error

    def turn(self) -> str:
        if self.state.is_finished:
            return "over"
        return "person" if self.state.to_move == PERSON else "computer"

    def snapshot(self) -> Json:
        return {
            "view": self.game.view(self.state, PERSON).to_json(),
            "record": self.state.to_record(),
            "session": self.sheet.to_json(),
            "settings": self.settings,
            "turn": self.turn(),
        }

    def act(self, action_json: Json) -> Json:
        _require(isinstance(action_json, dict), "action must be an object")
        if action_json.get("seat", PERSON) != PERSON:
            raise ApiError.illegal(IllegalAction(refuse("not_your_seat", "the person plays seat 0 only")))
        if self.state.is_finished:
            raise ApiError("not-now", "the deal is over")
        try:
            action = self.game.Action.from_json({**action_json, "seat": PERSON})
        except RecordError as error:
            raise ApiError("bad-request", str(error)) from error
        try:
            self.state.apply(action)
        except IllegalAction as error:
            raise ApiError.illegal(error) from error
        self.driver.speak_out_of_turn(self.state)
        return self.snapshot()

    def step(self) -> Json:
        if self.turn() != "computer":
            raise ApiError("not-now", f"it is not a computer's turn ({self.turn()})")
        self.driver.move(self.state)
        self.driver.speak_out_of_turn(self.state)
        return self.snapshot()

    def hint(self) -> Json:
        legal = self.state.legal_actions(PERSON)
        if not legal:
            raise ApiError("not-now", "the person has nothing to do now")
        return ai.hint(self.game.view(self.state, PERSON), legal, self.rng).to_json()

    def next_deal(self) -> Json:
        if not self.state.is_finished:
            raise ApiError("not-now", "the deal is still being played")
        booked = ScoreSheet.from_json(self.game, self.sheet.rules, self.sheet.to_json())
        booked.book(self.state, stats.deal_facts(self.game.view(self.state, PERSON).to_json()))
        booked.practice = self.chosen.practice
        # a level or thinking time chosen during the deal plays from this deal on
        self._seat(booked, booked.deal_state())
        return self.snapshot()

    def configure(self, settings: Json) -> Json:
        """New settings for the session: the level and thinking time play from
        the next deal, practice mode at once; game, rules and seed stay."""
        _require(isinstance(settings, dict), "settings must be an object")
        for name in SESSION_SETTINGS:
            if name in settings and settings[name] != self.settings.get(name):
                raise ApiError("bad-request", f"setting {name}: only a new session changes it",
                               setting=name)
        kept = {**settings, **{name: self.settings[name] for name in SESSION_SETTINGS
                                if name in self.settings}}
        self.chosen = read_settings(kept)
        self.settings = kept
        self.sheet.practice = self.sheet.practice or self.chosen.practice
        return self.snapshot()

    def _practising(self, what: str) -> None:
        if not self.chosen.practice:
            raise ApiError("not-now", f"{what} only in practice mode")

    def undo(self) -> Json:
        """Practice mode: the deal as it stood before the person's last action."""
        self._practising("taking back")
        earlier = practice.taken_back(PERSON, self.state)
        if earlier is None:
            raise ApiError("not-now", "the person has no action to take back in this deal")
        self.state = earlier
        return self.snapshot()

    def restart_deal(self) -> Json:
        """Practice mode: the same deal again from its first action."""
        self._practising("playing a deal again")
        self.state = self.sheet.deal_state()
        return self.snapshot()

    def challenge(self) -> Json:
        """Practice mode: the result of this deal with a computer player in the person's seat."""
        self._practising("the duplicate challenge")
        seed = f"{self.sheet.seed}:{self.sheet.deal}:challenge"
        result = practice.computer_in_seat(self.game, self.sheet.deal_state(), self.sheet.rules,
                                           self.chosen.level, self.chosen.budget, seed)
        return {"deal": self.sheet.deal, "level": self.chosen.level, "result": result}


# -- the game's vocabulary for the front end ---------------------------------

COMMON_HELP = {
    "refusal.no_seat": "turns",
    "refusal.not_your_seat": "turns",
    "refusal.not_your_turn": "turns",
    "refusal.unknown_action": "turns",
    "refusal.wrong_phase": "turns",
    "refusal.deal_over": "turns",
    "refusal.deal_not_finished": "turns",
    "refusal.unknown_card": "following",
    "refusal.card_not_held": "following",
    "refusal.follow_suit": "following",
    "refusal.follow_trump": "following",
}
"""The help paragraph of each refusal every trick game can give."""


def _labels(game: str, option: Json) -> Json:
    """The catalog key of each value's label: a base option's values have
    keys of their own (`preset.tournament`), a flag's are shared."""
    if option["type"] == "flag":
        return {"false": "rules.flag.false", "true": "rules.flag.true"}
    if option["type"] == "count":
        return {}
    prefix = option["name"] if option.get("group") is None else f"rules.{game}.{option['name']}"
    return {value: f"{prefix}.{value}" for value in option["values"]}


def _worded(game: str, option: Json) -> Json:
    """`option` with the catalog keys of its name, its explanation and its values' labels."""
    key = f"rules.{game}.{option['name']}"
    return {**option, "key": key, "about": f"{key}.about", "labels": _labels(game, option)}


def describe_game(name: str) -> Json:
    """One game's vocabulary: its rules options worded, their groups and the help
    map, which also leads each option's catalog key to its paragraph."""
    described = games.game_module(name).Rules.describe()
    options = [_worded(name, option) for option in described["options"]]
    return {"game": name, "key": f"game.{name}", "preset": described["preset"],
            "base": [_worded(name, option) for option in described["base"]],
            "options": options,
            "groups": [{"name": group, "key": f"rules.group.{group}", "options": options}
                       for group, options in described["groups"].items()],
            "help": {**COMMON_HELP, **described["help"],
                     **{option["key"]: option["help"] for option in options}}}


def describe() -> Json:
    """What the front end shows of the engine's vocabulary (docs/api.md)."""
    low, high = THINK_RANGE
    return {"games": [describe_game(name) for name in games.GAMES],
            "levels": [{"name": level, "key": f"level.{level}"} for level in ai.LEVELS],
            "level": DEFAULT_LEVEL,
            "think": {"min": low, "max": high, "default": "auto"}}


# -- the dispatcher the worker calls ----------------------------------------

_table: Table | None = None


def _engine_version() -> str:
    try:
        return metadata.version("stichfest-engine")
    except metadata.PackageNotFoundError:  # imported from a source tree, not installed
        return "unknown"


def _current() -> Table:
    if _table is None:
        raise ApiError("no-session", "start or resume a session first")
    return _table


def _new_session(params: Json) -> Json:
    global _table
    _table = Table.new(params.get("settings"))  # type: ignore[arg-type]
    return _table.snapshot()


def _resume(params: Json) -> Json:
    global _table
    _table = Table.resume(params.get("save"))  # type: ignore[arg-type]
    return _table.snapshot()


def _on_record(params: Json, use: Callable[[Json], Json]) -> Json:
    """`use(record)` for `params.record`, an object or its JSON text read strictly;
    a record that cannot be read or replayed is a `bad-record`."""
    raw = params.get("record")
    try:
        if isinstance(raw, str):
            if len(raw) > record_module.MAX_BYTES:
                raise RecordError("the record is larger than 1 MB")
            raw = record_module.parse(raw)
        if not isinstance(raw, dict):
            raise RecordError("a record must be a JSON object")
        return use(raw)
    except RecordError as error:
        raise ApiError("bad-record", f"the record cannot be read: {error}") from error


def _analyze(params: Json) -> Json:
    """Decision `decision` (counted from 0) of the person's card decisions in the
    record, valued by the strong player; with `count`, how many there are."""
    raw = params.get("decision")
    _require(type(raw) is int and raw >= 0, "decision must be a whole number from 0")
    decision = int(raw)  # type: ignore[arg-type]

    def one(record: Json) -> Json:
        if not record_module.replay(record).is_finished:  # as review: only a finished deal
            raise RecordError("the deal is not finished")
        found = analysis.decisions(record, PERSON)
        _require(decision < max(1, len(found)), f"there are {len(found)} decisions, not {decision + 1}")
        if not found:
            return {"count": 0}
        rng = random.Random(f"analysis:{found[decision]}")
        effort = Effort(None, analysis.ANALYSIS_BUDGET)
        return {"count": len(found), **analysis.analyze(record, found[decision], rng, effort)}

    return _on_record(params, one)


METHODS: dict[str, Callable[[Json], Json]] = {
    "new_session": _new_session,
    "resume": _resume,
    "snapshot": lambda params: _current().snapshot(),
    "act": lambda params: _current().act(params.get("action")),  # type: ignore[arg-type]
    "step": lambda params: _current().step(),
    "hint": lambda params: _current().hint(),
    "next_deal": lambda params: _current().next_deal(),
    "configure": lambda params: _current().configure(params.get("settings")),  # type: ignore[arg-type]
    "undo": lambda params: _current().undo(),
    "restart_deal": lambda params: _current().restart_deal(),
    "challenge": lambda params: _current().challenge(),
    "stats": lambda params: {"groups": stats.summarize(params.get("sessions"))},
    "describe": lambda params: describe(),
    "version": lambda params: {"engine": _engine_version(), "save_format": SAVE_FORMAT},
    "review": lambda params: _on_record(params, review),
    "analyze": _analyze,
}


def call(method: str, params: Json) -> Json:
    """Run one method; returns `{"result": ...}` or `{"error": {code, message}}`."""
    try:
        if method not in METHODS:
            raise ApiError("bad-request", f"unknown method {method!r}")
        _require(isinstance(params, dict), "params must be an object")
        return {"result": METHODS[method](params)}
    except ApiError as error:
        return {"error": error.to_json()}
    except EngineError as error:  # a bad game, rules or level in the request
        return {"error": ApiError("bad-request", str(error)).to_json()}
    except Exception as error:  # a bug: report it instead of killing the worker
        return {"error": ApiError("internal", f"{type(error).__name__}: {error}").to_json()}


def dispatch(method: str, params_json: str) -> str:
    """The worker's entry point: strict JSON text in and out. The params are
    read as strictly as a record (so NaN, Infinity or a number beyond a double
    is a bad-request), and an answer that would hold NaN or Infinity, which
    the UI's JSON.parse refuses, is an internal error instead."""
    try:
        params = record_module.loads(params_json)
    except RecordError as error:
        reply = {"error": ApiError("bad-request", f"params: {error}").to_json()}
    else:
        reply = call(method, params)
    try:
        return json.dumps(reply, allow_nan=False)
    except ValueError as error:
        return json.dumps({"error": ApiError("internal", f"the answer is not JSON: {error}").to_json()})
