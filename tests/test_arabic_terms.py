"""The Arabic texts call each thing by one name (روفشبيل for the Rufspiel,
أكلة for a trick, قواعد البيت for house rules), and a card written as a
suit sign and rank (♣Q, ♥10) inside Arabic text is isolated left to right
(U+2066 … U+2069), so that its sign stays before its rank."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CATALOG = json.loads((ROOT / "web" / "i18n" / "ar.json").read_text(encoding="utf-8"))
HELP = (ROOT / "web" / "rules" / "ar" / "schafkopf.html").read_text(encoding="utf-8")
DOPPELKOPF_HELP = (ROOT / "web" / "rules" / "ar" / "doppelkopf.html").read_text(encoding="utf-8")
CARD = re.compile(r"[♣♠♥♦](?:10|[AKQJ])")


def texts() -> list[str]:
    return [text for value in CATALOG.values()
            for text in (value.values() if isinstance(value, dict) else [value])]


def test_a_card_token_in_arabic_text_is_isolated_left_to_right() -> None:
    for text in texts():
        for token in CARD.finditer(text):
            assert text[token.start() - 1:token.end() + 1] == f"\u2066{token.group()}\u2069", text


def test_one_term_for_each_thing() -> None:
    joined = "\n".join(texts())
    for other in ("لمّة", "لمّات", "زاوشبيل", "قواعد الطاولة"):
        assert other not in joined, other
    assert "لمّة" not in HELP and "لمّة" not in DOPPELKOPF_HELP
    assert HELP.count("زاوشبيل") == 1, "the Sauspiel's name given once, beside the Rufspiel's"
    assert "روفشبيل" in HELP
