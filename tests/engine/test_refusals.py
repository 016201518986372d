"""Every refusal the engine gives says why in words the front end can show:
over many random illegal attempts in both games and every phase, each
IllegalAction carries a `refusal.*` key that all three catalogs hold, and each
catalog text uses exactly the parameters the refusal gives."""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from engine import games
from engine.errors import IllegalAction

CATALOGS = {language: json.loads((Path(__file__).resolve().parents[2] / "web" / "i18n" / f"{language}.json")
                                 .read_text(encoding="utf-8"))
            for language in ("en", "de", "ar")}
RULES = {"doppelkopf": [{"preset": "tournament"}, {"preset": "no-nines"}],
         "schafkopf": [{"profile": "money"}, {"profile": "points", "deck": "short", "ramsch": True,
                                              "runAwayMin": 2}]}
DEALS = 12
# The refusals random play must run into, so that the test sees the common ones.
EXPECTED = {
    "doppelkopf": {"refusal.not_your_turn", "refusal.card_not_held", "refusal.follow_suit",
                   "refusal.follow_trump", "refusal.wrong_phase", "refusal.announce_too_late",
                   "refusal.announce_wrong_party", "refusal.deal_over", "refusal.deal_not_finished",
                   "refusal.unknown_action", "refusal.no_seat", "refusal.unknown_card"},
    "schafkopf": {"refusal.not_your_turn", "refusal.card_not_held", "refusal.follow_suit",
                  "refusal.follow_trump", "refusal.wrong_phase", "refusal.bid_too_low",
                  "refusal.double_too_late", "refusal.deal_over",
                  "refusal.name_other_contract", "refusal.unknown_action", "refusal.no_seat"},
}
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def attempts(module: Any, state: Any, seen: list[Any], rng: random.Random) -> list[Any]:
    """Actions mostly illegal now: earlier ones by every seat, every card by
    every seat, and garbage."""
    out = [replace(action, seat=seat) for action in rng.sample(seen, min(12, len(seen))) for seat in range(4)]
    names = type(state).CARD_NAMES
    out += [module.Action.from_json({"type": "play", "seat": seat, "card": card})
            for seat in range(4) for card in rng.sample(names, 6)]
    if seen:
        pick = rng.choice(seen)
        out += [replace(pick, seat=7), replace(pick, type="garbage")]
        fields = [field for field in pick.to_json() if field not in ("seat", "type")]
        out += [replace(pick, **{field: "garbage"}) for field in fields]
        if pick.type == "play":
            out.append(replace(pick, card=99))
    return out


def refusals(name: str, rules_json: dict[str, Any], rng: random.Random) -> list[dict[str, Any]]:
    """The reasons of every IllegalAction met over random deals of `name`."""
    module = games.game_module(name)
    rules = module.Rules.from_json(rules_json)
    reasons: list[dict[str, Any]] = []
    seen: list[Any] = []
    for deal in range(DEALS):
        upcoming = module.new_round(rules, deal % 4, None).next_deal()
        state = module.new_deal(rules, upcoming.dealer, module.random_hands(rules, rng), **upcoming.extras)
        while True:
            legal_now = {a for seat in range(4) for a in state.legal_actions(seat)}
            for action in attempts(module, state, seen, rng):
                if action in legal_now:
                    continue
                try:
                    state.copy().apply(action)
                except IllegalAction as refused:
                    reasons.append(refused.reason)
                else:  # only a lost Tout takes the remaining cards after the end
                    assert state.is_finished and action.type == "play", action
            if state.is_finished:
                break
            with pytest.raises(IllegalAction) as unfinished:
                state.result()
            reasons.append(unfinished.value.reason)
            legal = state.legal_actions()
            seen += legal
            state.apply(legal[0] if rng.random() < 0.5 and legal[0].type != "play" else rng.choice(legal))
    return reasons


def texts(entry: str | dict[str, str]) -> dict[str, str]:
    """A catalog entry's text per plural form (a plain string: its one form)."""
    return entry if isinstance(entry, dict) else {"other": entry}


def catalog_problems(reason: dict[str, Any]) -> list[str]:
    """What the catalogs lack to say `reason`; a counted form may leave the count out."""
    key, params = reason["key"], {name for name in reason if name != "key"}
    problems = []
    for language, catalog in CATALOGS.items():
        if key not in catalog:
            problems.append(f"{language}: no {key}")
            continue
        forms = texts(catalog[key])
        if "count" in params and not isinstance(catalog[key], dict):
            problems.append(f"{language}: {key} counts but has no plural forms")
        for form, text in forms.items():
            used = set(PLACEHOLDER.findall(text))
            needed = params if form == "other" else params - {"count"}
            if not needed <= used or not used <= params:
                problems.append(f"{language}: {key} ({form}) uses {sorted(used)}, "
                                f"the refusal gives {sorted(params)}")
        if "phase" in reason and f"refusal.phase.{reason['phase']}" not in catalog:
            problems.append(f"{language}: no words for phase {reason['phase']}")
    return problems


def test_every_refusal_key_in_the_engine_is_in_every_catalog() -> None:
    engine = Path(games.__file__).parent
    keys = {f"refusal.{key}" for path in engine.rglob("*.py")
            for key in re.findall(r'refuse\(\s*"(\w+)"', path.read_text(encoding="utf-8"))}
    assert len(keys) > 20
    missing = {f"{language}: {key}" for language, catalog in CATALOGS.items()
               for key in keys if key not in catalog}
    assert not missing, sorted(missing)


@pytest.mark.parametrize("name", games.GAMES)
def test_every_refusal_has_a_catalog_text_in_every_language(name: str) -> None:
    rng = random.Random(f"refusals:{name}")
    reasons = [reason for rules in RULES[name] for reason in refusals(name, rules, rng)]
    keys = {reason["key"] for reason in reasons}
    assert EXPECTED[name] <= keys, f"never refused with {EXPECTED[name] - keys}"
    problems = {problem for reason in reasons for problem in catalog_problems(reason)}
    assert not problems, sorted(problems)


# Seat 0 calls the Eichel ace, which seat 1 holds with only two more Eichel and no trump.
RUFSPIEL_HANDS = [["EO", "GO", "HO", "SO", "EU", "GU", "HU", "E7"],
                  ["EA", "E10", "EK", "G7", "G8", "G9", "GA", "G10"],
                  ["E9", "E8", "GK", "H7", "H8", "H9", "HK", "HA"],
                  ["SU", "H10", "SA", "S10", "SK", "S9", "S8", "S7"]]


def rufspiel_on_eichel(dealer: int) -> tuple[Any, Any]:
    """The Schafkopf module and a deal where seat 0 has called the Eichel ace."""
    module = games.game_module("schafkopf")
    state = module.new_deal(module.Rules.from_json({"profile": "money"}), dealer, RUFSPIEL_HANDS)
    for seat in ((dealer + 1 + i) % 4 for i in range(4)):
        bid = "rufspiel" if seat == 0 else "pass"
        state.apply(module.Action.from_json({"type": "bid", "seat": seat, "value": bid}))
    state.apply(module.Action.from_json({"type": "name", "seat": 0, "contract": "rufspiel", "suit": "E"}))
    return module, state


def refusal_of(module: Any, state: Any, seat: int, card: str) -> dict[str, Any]:
    with pytest.raises(IllegalAction) as refused:
        state.apply(module.Action.from_json({"type": "play", "seat": seat, "card": card}))
    return refused.value.reason


def test_the_called_ace_duties_say_which_one_was_broken() -> None:
    module, state = rufspiel_on_eichel(dealer=0)
    assert refusal_of(module, state, 1, "EK") == {"key": "refusal.run_away", "suit": "E", "count": 4}
    module, state = rufspiel_on_eichel(dealer=3)
    state.apply(module.Action.from_json({"type": "play", "seat": 0, "card": "E7"}))
    assert refusal_of(module, state, 1, "EK") == {"key": "refusal.called_ace_must_play", "card": "EA"}
    module, state = rufspiel_on_eichel(dealer=3)
    state.apply(module.Action.from_json({"type": "play", "seat": 0, "card": "EO"}))
    assert refusal_of(module, state, 1, "EA") == {"key": "refusal.called_ace_kept", "card": "EA"}
    assert all(problem == [] for problem in map(catalog_problems, (
        {"key": "refusal.run_away", "suit": "E", "count": 4},
        {"key": "refusal.called_ace_must_play", "card": "EA"},
        {"key": "refusal.called_ace_kept", "card": "EA"})))
