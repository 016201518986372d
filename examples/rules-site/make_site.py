"""A demo rules website that embeds Stichfest (docs/embed.md): in English,
German and Arabic, a page per rule set and per card deck, each with a Play
button that starts the embedded game with that page's rules and deck.

    python3 examples/rules-site/make_site.py OUT --game https://cards.example/stichfest/

The rules text is the game's own help (web/rules/<language>/<game>.html),
taken in at build time; the names of rule sets and decks come from the
game's catalogs (web/i18n/). `--game` is where the game is served.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
LANGUAGES = ("en", "de", "ar")
RIGHT_TO_LEFT = {"ar"}


@dataclass(frozen=True)
class Page:
    """One page: what it plays, and which part of the game's help it shows."""

    name: str
    game: str
    label_key: str  # the game's catalog key of the page's title
    rules: str | None  # the embed's `rules` parameter
    deck: str | None
    anchor: str  # the help's section or paragraph about it
    whole_rules: bool  # the whole help, or only the anchored section


def variant(game: str, name: str, label_key: str, rules: str) -> Page:
    return Page(f"{game}-{name}", game, label_key, rules, None, f"variant-{name}", True)


def deck(game: str, name: str) -> Page:
    return Page(f"deck-{name}", game, f"pack.{name}", None, name, "cards", False)


PAGES = (
    variant("doppelkopf", "tournament", "preset.tournament", "tournament"),
    variant("doppelkopf", "no-nines", "preset.no-nines", "no-nines"),
    variant("doppelkopf", "schweinchen", "preset.schweinchen", "schweinchen"),
    variant("schafkopf", "money", "profile.money", "money"),
    variant("schafkopf", "points", "profile.points", "points"),
    variant("schafkopf", "short", "deck.short", json.dumps({"profile": "money", "deck": "short"})),
    deck("doppelkopf", "french"),
    deck("doppelkopf", "french4"),
    deck("doppelkopf", "german"),
    deck("schafkopf", "bavarian"),
    deck("schafkopf", "doppeldeutsch"),
)


def help_text(language: str, page: Page) -> str:
    """The game's help for the page, without the help's own page switch:
    the whole text under a second-level title, or the page's section."""
    source = ROOT / "web" / "rules" / language / f"{page.game}.html"
    if not source.exists():
        return ""
    text = source.read_text()
    if not page.whole_rules:
        found = re.search(rf'<section id="{page.anchor}">.*?</section>', text, re.S)
        return found.group(0) if found else ""
    body = text.split("<body>", 1)[1].split("</body>", 1)[0]
    body = re.sub(r'<ul class="switch">.*?</ul>', "", body, count=1, flags=re.S)
    return re.sub(r"<(/?)h1>", r"<\1h2>", body)


def fill(text: str, **values: str) -> str:
    return re.sub(r"\{(\w+)\}", lambda match: values.get(match.group(1), match.group(0)), text)


def render(language: str, page: Page | None, words: dict[str, str], game_url: str) -> str:
    """A page of the site; `page` None is the language's start page."""
    def say(key: str, **values: str) -> str:
        return html.escape(fill(words[key], **values))

    title = say("site") if page is None else f"{say(f'game.{page.game}')} – {say(page.label_key)}"
    here = ' aria-current="page"'
    switch = "".join(
        f'<li><a href="../{other}/{page.name if page else "index"}.html" hreflang="{other}" lang="{other}"'
        f'{here if other == language else ""}>{html.escape(words[f"lang.{other}"])}</a></li>'
        for other in LANGUAGES)
    links = "".join(
        f'<li><a href="{other.name}.html">{say(f"game.{other.game}")} – {say(other.label_key)}</a></li>'
        for other in PAGES)
    if page is None:
        main = f"<h1>{title}</h1>\n<p>{say('intro')}</p>"
    else:
        data = {"game": page.game, "rules": page.rules, "deck": page.deck, "lang": language}
        attributes = "".join(f' data-{name}="{html.escape(value)}"' for name, value in data.items() if value)
        intro = say("deckIntro", game=words[f"game.{page.game}"]) if page.deck else say("variantIntro")
        help_url = f"{game_url}rules/{language}/{page.game}.html#{page.anchor}"
        main = (f"<h1>{title}</h1>\n<p>{intro}</p>\n"
                f'<p><button type="button" class="play-button" data-embed="{html.escape(game_url)}"'
                f"{attributes}>{say('play')}</button></p>\n"
                f'<p class="last-deal" data-text="{say("lastDeal")}" role="status" hidden></p>\n'
                f"{help_text(language, page)}\n"
                f'<p><a href="{html.escape(help_url)}">{say("rulesLink")}</a></p>')
    direction = "rtl" if language in RIGHT_TO_LEFT else "ltr"
    return f"""<!doctype html>
<html lang="{language}" dir="{direction}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>{title}</title>
  <link rel="stylesheet" href="{html.escape(game_url)}rules/rules.css">
  <link rel="stylesheet" href="../site.css">
  <script src="../play.js" defer></script>
</head>
<body>
<header class="site-header">
  <a class="site-name" href="index.html">{say("site")}</a>
  <ul class="switch">{switch}</ul>
</header>
<main>
{main}
</main>
<nav class="site-pages" aria-label="{say("variants")}, {say("decks")}"><ul>{links}</ul></nav>
</body>
</html>
"""


def words_of(language: str) -> dict[str, str]:
    """The site's own words over the game's catalog (game, rule set and deck names)."""
    catalog = json.loads((ROOT / "web" / "i18n" / f"{language}.json").read_text())
    own = json.loads((HERE / "strings.json").read_text())[language]
    return {**{key: value for key, value in catalog.items() if isinstance(value, str)}, **own}


def make_site(out: Path, game_url: str) -> None:
    game_url = game_url if game_url.endswith("/") else game_url + "/"
    shutil.rmtree(out, ignore_errors=True)
    for language in LANGUAGES:
        folder = out / language
        folder.mkdir(parents=True)
        words = words_of(language)
        (folder / "index.html").write_text(render(language, None, words, game_url))
        for page in PAGES:
            (folder / f"{page.name}.html").write_text(render(language, page, words, game_url))
    for name in ("site.css", "play.js"):
        shutil.copy2(HERE / name, out / name)
    (out / "index.html").write_text('<!doctype html><meta charset="utf-8"><title>Rules</title>'
                                    '<meta http-equiv="refresh" content="0; url=en/index.html">'
                                    '<a href="en/index.html">English</a>\n')


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path, help="the folder to write the site to")
    parser.add_argument("--game", required=True, help="the address the game is served at")
    arguments = parser.parse_args()
    make_site(arguments.out, arguments.game)


if __name__ == "__main__":
    main()
