"""The table's catalogs: complete in every language, with the plural forms
each language needs, chosen in the browser by Intl.PluralRules."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page

I18N = Path(__file__).resolve().parents[2] / "web" / "i18n"
LANGUAGES = ("en", "de", "ar")
# The forms Intl.PluralRules gives for integers (CLDR): Arabic has all six.
FORMS = {"en": {"one", "other"}, "de": {"one", "other"},
         "ar": {"zero", "one", "two", "few", "many", "other"}}
# Latin corner letters are the same everywhere; the other languages fall back to English.
OPTIONAL = re.compile(r"^index\.")


def catalog(language: str) -> dict[str, object]:
    return json.loads((I18N / f"{language}.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


@pytest.mark.parametrize("language", LANGUAGES)
def test_catalog_is_complete(language: str) -> None:
    english, words = catalog("en"), catalog(language)
    missing = [k for k in english if k not in words and not OPTIONAL.match(k)]
    assert not missing, missing
    assert set(words) <= set(english)
    for key, text in words.items():
        placeholders = set(re.findall(r"\{(\w+)\}", json.dumps(english[key])))
        assert set(re.findall(r"\{(\w+)\}", json.dumps(text))) <= placeholders, key
        if isinstance(text, dict):
            assert set(text) == FORMS[language], key


@pytest.mark.stub_engine  # layout and words: no Pyodide (stub_engine.py)
def test_arabic_counts_take_all_six_forms(page: Page, open_app: object) -> None:
    open_app(page)  # type: ignore[operator]
    counted = page.evaluate("""async () => {
      const i18n = await import("./i18n/i18n.js");
      await i18n.setLanguage("ar");
      return [0, 1, 2, 3, 11, 100].map((count) => i18n.t("seat.tricks", { count }));
    }""")
    forms = catalog("ar")["seat.tricks"]
    assert isinstance(forms, dict)
    expected = [forms[f].replace("{count}", str(n))  # type: ignore[union-attr]
                for f, n in zip(("zero", "one", "two", "few", "many", "other"), (0, 1, 2, 3, 11, 100),
                                strict=True)]
    assert counted == expected
    assert page.evaluate("document.documentElement.dir") == "rtl"
