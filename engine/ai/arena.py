"""Matches between computer players on duplicate deals.

Luck dominates a single deal, so every deal is played four times with the
line-up rotated one seat further each time: each entrant holds each hand
once. The unit of measurement is the deal (its four rotations averaged),
which makes the confidence intervals honest and small. Deals, dealers and
every random choice follow from the seed and the deal number.

An entrant is a level (`easy`, `normal`, `strong`) or `bot:COMMAND`, an
outside program speaking the JSON lines protocol of docs/bot-protocol.md.
A plain `normal` or `strong` searches for the app's effort: the seconds the
app gives it per decision in Pyodide, halved, because pure Python runs about
twice as fast in CPython (`app_budget` in engine/ai/levels.py, which an
outside `python -m engine bot` uses too). Time depends on the machine and
its load, so such a match measures the levels as played but does not repeat
exactly. `LEVEL@N` (or `Match.iterations` for every plain level) fixes N
sampled worlds per decision instead: that match repeats exactly on any
machine and with any number of worker processes.
"""

from __future__ import annotations

import math
import multiprocessing
import multiprocessing.util
import random
import shlex
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..games import game_module
from . import make_player
from .bot import DEFAULT_TIMEOUT, BotPlayer
from .driver import Driver
from .levels import MAX_WORLDS, app_budget, parse_level

ROTATIONS = 4
Z95 = 1.959964
BOT = "bot:"


@dataclass(frozen=True)
class Match:
    """What to play: the game, its rules, the line-up of four entrants, how many deals.

    `iterations` fixes the search of every plain level (None: the app's
    effort); `efforts` says what each entrant searched per decision and is
    filled from the line-up unless given (a deal log gives the one it was
    played with). `bot_timeout` is the seconds a bot may take per answer.
    """

    game: str
    rules: dict[str, Any]
    lineup: tuple[str, ...]
    deals: int
    seed: int = 1
    iterations: int | None = None
    first_deal: int = 0
    efforts: tuple[str, ...] = ()
    bot_timeout: float = DEFAULT_TIMEOUT

    def __post_init__(self) -> None:
        if not self.efforts:
            efforts = tuple(effort(spec, self.game, self.iterations) for spec in self.lineup)
            object.__setattr__(self, "efforts", efforts)


def parse_lineup(text: str) -> tuple[str, ...]:
    """The four comma-separated entrants of `text`. A bot command may hold
    commas: a piece that is not itself an entrant belongs to the bot before it."""
    entrants: list[str] = []
    for piece in text.split(","):
        if entrants and entrants[-1].startswith(BOT) and not is_entrant(piece.strip()):
            entrants[-1] += "," + piece
        else:
            entrants.append(piece.strip())
    for spec in entrants:
        if not is_entrant(spec):
            raise ValueError(f"{spec!r} is no entrant: LEVEL, LEVEL@N (N from 1 to {MAX_WORLDS}) "
                             "or bot:COMMAND")
        if spec.startswith(BOT):
            _command(spec)  # refuses an empty or badly quoted command now, not in a worker
    if len(entrants) != 4:
        raise ValueError(f"a line-up needs four entrants, not {len(entrants)}: {entrants}")
    return tuple(entrants)


def is_entrant(piece: str) -> bool:
    """Whether `piece` names one entrant: LEVEL, LEVEL@N or bot:COMMAND."""
    try:
        parse_level(piece)
    except ValueError:
        return piece.startswith(BOT)
    return True


def _command(spec: str) -> list[str]:
    command = shlex.split(spec[len(BOT):])
    if not command:
        raise ValueError(f"{spec!r} names no command")
    return command


def _search(spec: str, game: str, iterations: int | None) -> tuple[str, int | None, float | None]:
    """Level `spec`'s level, fixed worlds per decision and seconds per decision."""
    level, count = parse_level(spec)
    fixed = count or iterations
    return level, fixed, None if fixed else app_budget(game, level)


def effort(spec: str, game: str, iterations: int | None) -> str:
    """What entrant `spec` does per decision, as the summary prints it."""
    if spec.startswith(BOT):
        return "its own"
    level, fixed, budget = _search(spec, game, iterations)
    if app_budget(game, level) is None:
        return "rules of thumb"
    return f"{fixed} worlds" if fixed else f"{budget:g} s"


def make_entrant(spec: str, game: str, iterations: int | None, rules: Any = None,
                 bot_timeout: float = DEFAULT_TIMEOUT) -> Any:
    """The player for entrant `spec` (see the module docstring); a level is
    refused if it cannot follow `rules` (the game's Rules)."""
    if spec.startswith(BOT):
        return BotPlayer(_command(spec), bot_timeout)
    level, fixed, budget = _search(spec, game, iterations)
    return make_player(game, level, iterations=fixed, budget=budget, rules=rules)


@dataclass
class SeatGame:
    """One entrant's part in one played deal."""

    entrant: int
    score: int
    role: str
    solo: bool
    won: bool
    announcements: int
    announcements_won: int


@dataclass
class DealReport:
    """The four rotations of one deal, or the error that stopped it."""

    index: int
    games: list[SeatGame] = field(default_factory=list)
    error: str | None = None


def deal_hands(match: Match, index: int) -> tuple[int, Any]:
    """The dealer and the four hands of deal `index`, from the seed alone."""
    module = game_module(match.game)
    rules = module.Rules.from_json(match.rules)
    rng = random.Random(f"{match.seed}:{index}")
    return index % 4, module.random_hands(rules, rng)


def play(match: Match, players: Sequence[Any], dealer: int, hands: Any,
         rng: random.Random) -> Any:
    """Play one deal to the end and return the finished state.

    The driver asks the seat to move and, before each move, every other seat
    with something to say out of turn (Kontra, Re, announcements); an answer
    that is not one of the actions offered to that seat raises `BadAnswer`.
    """
    module = game_module(match.game)
    state = module.new_deal(module.Rules.from_json(match.rules), dealer, hands)
    Driver(module.view, dict(enumerate(players)), rng).play_out(state)
    return state


def seat_games(module: Any, state: Any, lineup_of_seat: Sequence[int]) -> list[SeatGame]:
    """Each seat's score, party, solo and announcements, from the finished views."""
    result = state.result().to_json()
    views = [module.view(state, s).to_json() for s in range(4)]
    parties = [views[s]["parties"][s] for s in range(4)]
    solo = any(p is not None and parties.count(p) == 1 for p in parties)
    said = views[0].get("announcements") or views[0].get("doubles") or []
    games = []
    for s in range(4):
        mine = [a for a in said if a["seat"] == s]
        won = parties[s] is not None and result.get("winner") == parties[s]
        games.append(SeatGame(lineup_of_seat[s], int(result["scores"][s]), parties[s] or "none",
                              solo and parties.count(parties[s]) == 1, won, len(mine),
                              len(mine) if won else 0))
    return games


_WORKER: dict[str, Any] = {}


def _init_worker(match: Match) -> None:
    _WORKER["match"] = match
    _WORKER["players"] = [make_entrant(spec, match.game, match.iterations, bot_timeout=match.bot_timeout)
                          for spec in match.lineup]


def _init_pool_worker(match: Match) -> None:
    _init_worker(match)
    # a worker process that ends with the match ends its bots, and what they started, with it
    multiprocessing.util.Finalize(None, _close_bots, exitpriority=1)


def _close_bots() -> None:
    for entrant in _WORKER.pop("players", []):
        if isinstance(entrant, BotPlayer):
            entrant.close()


def _play_deal(index: int) -> DealReport:
    match: Match = _WORKER["match"]
    entrants = _WORKER["players"]
    module = game_module(match.game)
    dealer, hands = deal_hands(match, index)
    report = DealReport(index)
    for rotation in range(ROTATIONS):
        lineup_of_seat = [(s + rotation) % 4 for s in range(4)]
        players = [entrants[e] for e in lineup_of_seat]
        rng = random.Random(f"{match.seed}:{index}:{rotation}")
        try:
            state = play(match, players, dealer, hands, rng)
        except Exception as error:  # a crash is a finding, reported with its deal
            report.error = f"deal {index} rotation {rotation}: {type(error).__name__}: {error}"
            report.games = []
            for entrant in entrants:
                if isinstance(entrant, BotPlayer):
                    entrant.stop()  # whatever it still has to say belongs to the failed deal
            return report
        report.games += seat_games(module, state, lineup_of_seat)
    return report


def check(match: Match) -> None:
    """EngineError for rules the game does not know or a level cannot follow,
    before any deal is played."""
    rules = game_module(match.game).Rules.from_json(match.rules)
    for spec in match.lineup:
        if not spec.startswith(BOT):
            make_entrant(spec, match.game, match.iterations, rules)


def run(match: Match, workers: int = 2, skip: Collection[int] = ()) -> Iterator[DealReport]:
    """Play the match's deals but `skip`, in order, on `workers` processes (1: in this process)."""
    check(match)
    indices = [i for i in range(match.first_deal, match.first_deal + match.deals) if i not in skip]
    if workers <= 1:
        _init_worker(match)
        try:
            yield from map(_play_deal, indices)
        finally:
            _close_bots()
        return
    context = multiprocessing.get_context("spawn")
    with context.Pool(workers, _init_pool_worker, (match,)) as pool:
        yield from pool.imap(_play_deal, indices, chunksize=4)
        pool.close()  # the workers end on their own and run their finalizers
        pool.join()


@dataclass(frozen=True)
class Estimate:
    """A mean with its 95 % confidence half-width over `n` samples."""

    mean: float
    half_width: float
    n: int

    def __str__(self) -> str:
        return f"{self.mean:+.3f} ± {self.half_width:.3f}"


def estimate(samples: Sequence[float]) -> Estimate:
    n = len(samples)
    if n == 0:
        return Estimate(0.0, math.inf, 0)
    mean = sum(samples) / n
    if n == 1:
        return Estimate(mean, math.inf, 1)
    var = sum((x - mean) ** 2 for x in samples) / (n - 1)
    return Estimate(mean, Z95 * math.sqrt(var / n), n)


@dataclass
class Summary:
    """The figures of a match: per entrant name, overall, by role, solos, announcements."""

    match: Match
    deals: int = 0
    errors: list[str] = field(default_factory=list)
    per_deal: dict[str, list[float]] = field(default_factory=dict)
    per_role: dict[tuple[str, str], list[float]] = field(default_factory=dict)
    solos: dict[str, list[tuple[bool, int]]] = field(default_factory=dict)
    announcements: dict[str, list[int]] = field(default_factory=dict)

    def add(self, report: DealReport) -> None:
        if report.error is not None:
            self.errors.append(report.error)
            return
        self.deals += 1
        names = self.match.lineup
        totals: dict[str, list[int]] = {}
        for g in report.games:
            name = names[g.entrant]
            totals.setdefault(name, []).append(g.score)
            self.per_role.setdefault((name, g.role), []).append(g.score)
            if g.solo:
                self.solos.setdefault(name, []).append((g.won, g.score))
            made = self.announcements.setdefault(name, [0, 0])
            made[0] += g.announcements
            made[1] += g.announcements_won
        for name, scores in totals.items():
            self.per_deal.setdefault(name, []).append(sum(scores) / len(scores))

    def efforts(self) -> dict[str, str]:
        """Each entrant name's effort per decision: seconds, fixed worlds, or none."""
        return dict(zip(self.match.lineup, self.match.efforts, strict=True))

    def differences(self) -> dict[str, Estimate]:
        """The first entrant name minus each other name, per deal (paired, so tight)."""
        names = list(self.per_deal)
        first = self.per_deal[names[0]] if names else []
        return {f"{names[0]} - {n}": estimate([x - y for x, y in zip(first, self.per_deal[n], strict=True)])
                for n in names[1:]}

    def to_json(self) -> dict[str, Any]:
        games = {n: len(v) * ROTATIONS * self.match.lineup.count(n) for n, v in self.per_deal.items()}
        data: dict[str, Any] = {
            "game": self.match.game, "rules": self.match.rules, "lineup": list(self.match.lineup),
            "seed": self.match.seed, "iterations": self.match.iterations,
            "efforts": self.efforts(), "deals": self.deals, "errors": self.errors,
            "points_per_game": {n: _est_json(estimate(v)) for n, v in self.per_deal.items()},
            "by_role": {f"{n}/{r}": _est_json(estimate(v)) for (n, r), v in sorted(self.per_role.items())},
            "solos": {n: {"played": len(v), "won": sum(w for w, _ in v),
                          "points": _est_json(estimate([s for _, s in v]))} for n, v in self.solos.items()},
            "announcements": {n: {"made": m, "won": w, "games": games[n]}
                              for n, (m, w) in self.announcements.items()},
        }
        data["differences"] = {k: _est_json(v) for k, v in self.differences().items()}
        return data

    def table(self) -> str:
        """The summary as plain text, one block per breakdown."""
        m = self.match
        lines = [f"{m.game} {m.rules} lineup={','.join(m.lineup)} seed={m.seed}",
                 f"{self.deals} duplicate deals x {ROTATIONS} rotations, {len(self.errors)} errors",
                 "", "effort per decision:"]
        lines += [f"  {name:<24} {effort}" for name, effort in self.efforts().items()]
        lines += ["", "points per game (95 % CI, per deal):"]
        for name, values in self.per_deal.items():
            lines.append(f"  {name:<24} {estimate(values)}")
        for pair, diff in self.differences().items():
            lines.append(f"  {pair:<24} {diff}")
        lines += ["", "by party (per seat-game):"]
        for (name, role), values in sorted(self.per_role.items()):
            lines.append(f"  {name:<16} {role:<10} n={len(values):<7} {estimate(values)}")
        lines += ["", "solos (as the lone player):"]
        for name, solos in self.solos.items():
            won = sum(w for w, _ in solos)
            lines.append(f"  {name:<16} played={len(solos):<6} won={won:<6} "
                         f"points {estimate([s for _, s in solos])}")
        lines += ["", "announcements (Re/Kontra and Absagen; Kontra/Re doubles):"]
        for name, (made, won) in self.announcements.items():
            lines.append(f"  {name:<16} made={made:<6} won={won}")
        lines += [f"  error: {e}" for e in self.errors[:10]]
        return "\n".join(lines)


def _est_json(e: Estimate) -> dict[str, Any]:
    return {"mean": round(e.mean, 4), "ci95": round(e.half_width, 4) if e.n > 1 else None, "n": e.n}
