"""The repository documents itself: no file points at specification files
outside it, and every section a file cites from the rules page exists there.

The patterns are assembled from pieces so that this file does not match them.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES_PAGE = ROOT / "docs" / "rules.md"

OUTSIDE_DIR = "/".join(("..", "shared"))
OUTSIDE_NAMES = ("RULES", "RECORD", "DESIGN")
BARE_SPEC_NAME = re.compile(r"(?<!docs/)\b(?:" + "|".join(OUTSIDE_NAMES) + r")\.md\b")
RULES_CITATION = re.compile(r"docs/rules\.md((?:[\s,–-]*§\d+(?:\.\d+)?)+)")
SECTION_NUMBER = re.compile(r"§(\d+(?:\.\d+)?)")
SECTION_HEADING = re.compile(r"^#{2,3} (\d+(?:\.\d+)?)\.? ", re.MULTILINE)


def tracked_texts() -> dict[str, str]:
    """Every tracked text file by its path; binary files are left out."""
    listing = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout
    texts: dict[str, str] = {}
    for name in filter(None, listing.split("\0")):
        path = ROOT / name
        if not path.is_file():
            continue
        data = path.read_bytes()
        if b"\0" in data:
            continue
        try:
            texts[name] = data.decode("utf-8")
        except UnicodeDecodeError:
            continue
    return texts


def rules_sections() -> set[str]:
    """The section numbers of the rules page, e.g. "2" and "2.12"."""
    return set(SECTION_HEADING.findall(RULES_PAGE.read_text(encoding="utf-8")))


def offending_lines(texts: dict[str, str], matches: re.Pattern[str] | str) -> list[str]:
    """`path:line: text` for every line that contains `matches`."""
    found = []
    for name, text in sorted(texts.items()):
        for number, line in enumerate(text.splitlines(), 1):
            hit = matches in line if isinstance(matches, str) else matches.search(line)
            if hit:
                found.append(f"{name}:{number}: {line.strip()}")
    return found


def test_no_file_points_outside_the_repository() -> None:
    assert offending_lines(tracked_texts(), OUTSIDE_DIR) == []


def test_specification_names_always_mean_the_docs_pages() -> None:
    assert offending_lines(tracked_texts(), BARE_SPEC_NAME) == []


def test_the_rules_page_keeps_its_section_numbers() -> None:
    sections = rules_sections()
    expected = {str(n) for n in range(1, 7)} | {f"1.{n}" for n in range(1, 7)}
    expected |= {f"2.{n}" for n in range(1, 13)} | {f"3.{n}" for n in range(1, 11)}
    assert expected <= sections


def test_every_cited_rules_section_exists() -> None:
    sections = rules_sections()
    missing = []
    for name, text in sorted(tracked_texts().items()):
        for citation in RULES_CITATION.finditer(text):
            for number in SECTION_NUMBER.findall(citation.group(1)):
                if number not in sections:
                    missing.append(f"{name}: §{number}")
    assert missing == []
