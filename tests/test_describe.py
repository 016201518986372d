"""The engine's vocabulary for the front end (docs/api.md `describe`): every
rules option of every game, with catalog keys the three languages have, and
values the engine's own rules reader takes."""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

import pytest

from engine import api, games
from engine.errors import RecordError

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "de", "ar")
CATALOGS = {language: json.loads((ROOT / "web" / "i18n" / f"{language}.json").read_text(encoding="utf-8"))
            for language in LANGUAGES}
DESCRIBED = api.call("describe", {})["result"]
BY_GAME = {game["game"]: game for game in DESCRIBED["games"]}


def catalog_keys(game: dict[str, Any]) -> list[str]:
    """Every catalog key `describe` names for one game."""
    keys = [game["key"], *(group["key"] for group in game["groups"])]
    for option in (*game["base"], *game["options"]):
        keys += [option["key"], option["about"], *option["labels"].values()]
    return keys


def test_describe_names_every_game_of_the_registry() -> None:
    assert list(BY_GAME) == list(games.GAMES)


@pytest.mark.parametrize("name", games.GAMES)
def test_every_rules_option_is_described_in_a_group(name: str) -> None:
    game = BY_GAME[name]
    described = {option["name"] for option in game["options"]}
    module = games.game_module(name)
    rules_module = importlib.import_module(f"engine.{name}.rules")
    record_options = set(getattr(rules_module, "OPTION_NAMES", None) or rules_module.OPTIONS)
    assert described == record_options
    grouped = [option for group in game["groups"] for option in group["options"]]
    assert sorted(grouped) == sorted(described), "each option in exactly one group"
    assert module.Rules.from_json({}).to_json()[game["preset"]] == next(
        base["default"] for base in game["base"] if base["name"] == game["preset"])


@pytest.mark.parametrize("name", games.GAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_described_catalog_key_is_in_every_language(name: str, language: str) -> None:
    missing = [key for key in catalog_keys(BY_GAME[name]) if key not in CATALOGS[language]]
    assert not missing, f"{language} lacks {missing}"


@pytest.mark.parametrize("name", games.GAMES)
def test_every_described_value_is_one_the_rules_reader_takes(name: str) -> None:
    """Each value `describe` offers, set on the default rules (with what its
    limits ask for), reads and writes back as itself; a value beyond a range is
    refused."""
    game = BY_GAME[name]
    rules = games.game_module(name).Rules
    for option in game["options"]:
        values = option["values"] if option["type"] != "count" else [option["min"], option["max"]]
        limited = option.get("max_by", {}).get("deck", {})
        for value in values:
            base = {"deck": max(limited, key=limited.get)} if limited else {}
            base |= {other: allowed[0] for other, allowed in option.get("only", {}).items()}
            written = rules.from_json({**base, option["name"]: value}).to_json()
            assert written.get(option["name"], option["default"]) == value
        if option["type"] == "count":
            with pytest.raises(Exception, match=option["name"]):
                rules.from_json({option["name"]: option["max"] + 1})


@pytest.mark.parametrize("name", games.GAMES)
def test_each_option_s_preset_value_is_the_preset_s_own(name: str) -> None:
    game = BY_GAME[name]
    rules = games.game_module(name).Rules
    for option in game["options"]:
        for preset, value in option["presets"].items():
            written = rules.from_json({game["preset"]: preset}).to_json()
            assert written.get(option["name"], value) == value
            chosen = rules.from_json({game["preset"]: preset, option["name"]: value})
            assert option["name"] not in chosen.to_json()


def test_an_option_s_limits_are_the_rules_reader_s() -> None:
    """Schafkopf's rufspielBase applies to the money profile only, and the
    short deck lowers runAwayMin's highest value."""
    options = {option["name"]: option for option in BY_GAME["schafkopf"]["options"]}
    rules = games.game_module("schafkopf").Rules
    with pytest.raises(RecordError, match="rufspielBase applies only with profile money"):
        rules.from_json({"profile": "points", "rufspielBase": 20})
    assert options["rufspielBase"]["only"] == {"profile": ["money"]}
    highest = options["runAwayMin"]["max_by"]["deck"]
    for deck, most in highest.items():
        assert rules.from_json({"deck": deck, "runAwayMin": most}).run_away_min == most
        with pytest.raises(Exception, match="runAwayMin"):
            rules.from_json({"deck": deck, "runAwayMin": most + 1})


def test_an_option_is_offered_only_where_the_rules_let_it_matter() -> None:
    """Sie needs all four Obers and Unters in one hand, which the short deck's
    six cards cannot hold (docs/rules.md §3.3), and the Schweinchen of a suit
    solo is one only while the Schweinchen rule is on (§2.12); running away
    stays on offer with the short deck, where `runAwayMin` 3 allows it. Rules
    that change such an option where it cannot matter are refused, as the
    change would silently do nothing."""
    from engine.doppelkopf.core import pig_card
    from engine.schafkopf.bidding import OBERS_AND_UNTERS, nameable_suits
    from engine.schafkopf.cards import LONG_DECK
    from engine.schafkopf.contracts import SIE

    schafkopf = {option["name"]: option for option in BY_GAME["schafkopf"]["options"]}
    assert schafkopf["allowSie"]["only"] == {"deck": ["long"]}
    sk_rules = games.game_module("schafkopf").Rules
    sie_hand = [card for card in LONG_DECK if OBERS_AND_UNTERS >> card & 1]
    assert nameable_suits(SIE, sie_hand, sk_rules.from_json({"allowSie": True})) == [None]
    assert sk_rules.from_json({"deck": "short"}).hand_size < len(sie_hand)
    with pytest.raises(RecordError, match="allowSie applies only with deck long"):
        sk_rules.from_json({"deck": "short", "allowSie": True})
    assert "only" not in schafkopf["runAwayMin"]
    assert sk_rules.from_json({"deck": "short", "runAwayMin": 3}).run_away_min == 3

    doppelkopf = {option["name"]: option for option in BY_GAME["doppelkopf"]["options"]}
    assert doppelkopf["schweinchenInFarbsolo"]["only"] == {"schweinchen": [True]}
    dk_rules = games.game_module("doppelkopf").Rules
    with pytest.raises(RecordError, match="schweinchenInFarbsolo applies only with schweinchen true"):
        dk_rules.from_json({"schweinchenInFarbsolo": True})
    assert not dk_rules.from_json({"schweinchenInFarbsolo": False}).schweinchen_in_farbsolo  # as without
    both = dk_rules.from_json({"schweinchen": True, "schweinchenInFarbsolo": True})
    for solo in ("hearts", "spades", "clubs"):
        assert pig_card(dk_rules.from_json({"schweinchen": True}), solo) is None
        assert pig_card(both, solo) is not None


def test_levels_and_thinking_time_are_the_settings_the_engine_takes() -> None:
    for level in DESCRIBED["levels"]:
        assert level["key"] in CATALOGS["en"]
        assert api.read_settings({"game": "doppelkopf", "level": level["name"]}).level == level["name"]
    think = DESCRIBED["think"]
    assert api.think_seconds(think["min"]) == think["min"]
    assert api.think_seconds(think["max"]) == think["max"]
    with pytest.raises(api.ApiError):
        api.think_seconds(think["max"] * 2)


@pytest.mark.parametrize("name", games.GAMES)
def test_every_help_paragraph_exists_in_every_language(name: str) -> None:
    """The paragraph each refusal and scoring item links to is in the help page of each language."""
    for language in LANGUAGES:
        page = (ROOT / "web" / "rules" / language / f"{name}.html").read_text(encoding="utf-8")
        missing = {key: paragraph for key, paragraph in BY_GAME[name]["help"].items()
                   if f'id="{paragraph}"' not in page}
        assert not missing, f"{language}/{name}.html lacks {missing}"
        assert all(key in CATALOGS[language] for key in BY_GAME[name]["help"])


@pytest.mark.parametrize("name", games.GAMES)
def test_every_option_names_its_paragraph_in_the_house_rules_section(name: str) -> None:
    """Each rules option links to a paragraph of its own in the House rules
    section of every language's help page, and the help map leads the
    option's catalog key there, as the House rules dialog looks it up."""
    options = BY_GAME[name]["options"]
    paragraphs = [option["help"] for option in options]
    assert len(set(paragraphs)) == len(paragraphs), "one paragraph per option"
    for option in options:
        assert BY_GAME[name]["help"][option["key"]] == option["help"]
    for language in LANGUAGES:
        page = (ROOT / "web" / "rules" / language / f"{name}.html").read_text(encoding="utf-8")
        start = page.index('<section id="house-rules">')
        section = page[start:page.index("</section>", start)]
        missing = [paragraph for paragraph in paragraphs if f'<p id="{paragraph}">' not in section]
        assert not missing, f"{language}/{name}.html lacks {missing} under House rules"
    listed = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8").split("## 7.")[1]
    assert all(f"`{paragraph}`" in listed for paragraph in paragraphs), "docs/rules.md §7 lists every id"


def test_the_embed_docs_name_every_option() -> None:
    """docs/embed.md lists every option the embed's `rules` takes."""
    text = (ROOT / "docs" / "embed.md").read_text(encoding="utf-8")
    for game in DESCRIBED["games"]:
        for option in (*game["base"], *game["options"]):
            assert f"`{option['name']}`" in text, option["name"]
            for value in option.get("values", []):
                assert f"`{json.dumps(value) if isinstance(value, bool) else value}`" in text, value
