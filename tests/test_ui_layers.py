"""The front end's layers: the shared modules name no game.

Each game's own sentences live in web/ui/games/<game>.js, so that a new game
adds a module there instead of editing the table, the dialogs or the boot.
This test reads the games' own terms from the engine (each game's name, its
house rules, its rule sets, its scoring items and the cards its view singles
out) and finds every one of them in a shared module of web/ or web/ui/, code
and comments alike. A term another game's terms also hold (Schwarz, or Kontra,
which a Doppelkopf option names) is common vocabulary, and one the English
texts also write as a plain lower-case word ("won", "points", "short") is no
game's name.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from engine import api, games

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "web"
# The modules every game shares; web/ui/games/ holds each game's own.
SHARED = sorted([*WEB.glob("*.js"), *(WEB / "ui").glob("*.js")])


def vocabulary(name: str) -> set[str]:
    """The terms of game `name` as the engine names them."""
    described = api.describe_game(name)
    values = {str(value) for option in described["base"] for value in option.get("values", ())}
    options = {option["name"] for option in described["options"]}
    items = {key.removeprefix("item.") for key in described["help"] if key.startswith("item.")}
    module = games.game_module(name)
    rules = module.Rules.from_json({})
    state = module.new_deal(rules, 0, module.random_hands(rules, random.Random(0)))
    cards = set(module.view(state, 0).to_json().get("marks", {}).get("cards", {}))
    return {name, *values, *options, *items, *cards}


def english_words() -> set[str]:
    """Every lower-case word of the English texts of the front end."""
    texts = json.loads((WEB / "i18n" / "en.json").read_text(encoding="utf-8")).values()
    return {word for text in texts if isinstance(text, str) for word in re.findall(r"\b[a-z][\w-]*", text)}


def words(terms: set[str]) -> set[str]:
    """The terms and each word of them ("onlyKontraRule": only, kontra, rule)."""
    return {*terms, *(word.lower() for term in terms for word in re.findall(r"[A-Za-z][a-z]*|\d+", term))}


def own_terms() -> dict[str, set[str]]:
    """Each game's terms that no other game's terms contain and that are no English word."""
    terms = {name: vocabulary(name) for name in games.GAMES}
    plain = english_words()
    return {name: {term for term in mine if term not in plain
                   and not any(term in words(theirs) for other, theirs in terms.items() if other != name)}
            for name, mine in terms.items()}


def naming(text: str, terms: set[str]) -> list[str]:
    """The lines of `text` (as "number: line") that name one of `terms`, in any case."""
    alternatives = "|".join(map(re.escape, sorted(terms)))
    pattern = re.compile(rf"(?<![\w-])({alternatives})(?![\w-])", re.IGNORECASE)
    return [f"{number}: {line.strip()}" for number, line in enumerate(text.splitlines(), 1)
            if pattern.search(line)]


def test_the_games_own_terms_are_read_from_the_engine() -> None:
    terms = own_terms()
    assert set(terms) == set(games.GAMES)
    for name, mine in terms.items():
        assert name in mine
    assert {"dulle", "schweinchen", "karlchen", "fox-caught"} <= terms["doppelkopf"]
    assert {"ramsch", "rufspiel", "wenz", "laufende"} <= terms["schafkopf"]
    assert not {"won", "points", "schwarz", "kontra", "re"} & set().union(*terms.values())


def test_a_term_is_found_in_code_and_comments_in_any_case() -> None:
    terms = {"schweinchen", "fox-caught"}
    text = ('const key = "explain.mark.schweinchen.rule";\n// the Schweinchen\n'
            'if (name === "fox-caught") {}\n// a caught fox-caughtish\nconst pigs = 1;\n')
    assert naming(text, terms) == ['1: const key = "explain.mark.schweinchen.rule";', "2: // the Schweinchen",
                                   '3: if (name === "fox-caught") {}']


def test_no_shared_module_of_the_front_end_names_a_game() -> None:
    terms = set().union(*own_terms().values())
    assert SHARED
    found = {path.relative_to(ROOT).as_posix(): lines for path in SHARED
             if (lines := naming(path.read_text(encoding="utf-8"), terms))}
    assert found == {}
