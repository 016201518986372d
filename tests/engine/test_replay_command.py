"""`python -m engine replay`: results, unfinished records and every kind of bad record."""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from dk_support import golden, replay_file, replay_record

from engine.errors import MAX_MESSAGE, RecordError
from engine.record import nesting_depth, replay, write

Capsys = pytest.CaptureFixture[str]


def base() -> dict[str, Any]:
    record = golden("dk-a-seed-example")
    del record["expected"]
    return record


def first_play(record: dict[str, Any]) -> int:
    return next(i for i, a in enumerate(record["actions"]) if a["type"] == "play")


def bad(record: Any, tmp_path: Path, capsys: Capsys) -> str:
    """Replay `record` (a dict, or raw text) and return its one error line."""
    path = tmp_path / "bad.json"
    path.write_text(record if isinstance(record, str) else json.dumps(record))
    code, output, err = replay_file(path, capsys)
    assert code == 2 and output is None
    assert err.count("\n") == 1 and "Traceback" not in err
    return err


def test_extra_fields_are_accepted_and_results_printed(tmp_path: Path, capsys: Capsys) -> None:
    record = {**base(), "comment": "from a friend", "client": {"version": 3}}
    code, output, _ = replay_record(record, tmp_path, capsys)
    assert code == 0 and output["finished"] and output["value"] == 3


def test_an_unfinished_record_prints_where_it_stands(tmp_path: Path, capsys: Capsys) -> None:
    record = base()
    record["actions"] = record["actions"][:first_play(record) + 5]
    code, output, _ = replay_record(record, tmp_path, capsys)
    assert code == 0
    assert output == {"finished": False, "phase": "play", "to_move": 1,
                      "contract": {"type": "normal", "declarer": None, "solo": None,
                                   "pflichtsolo": False, "vorfuehrung": False},
                      "tricks_played": 1,
                      "announcements": [{"seat": 2, "value": "re", "cards_in_hand": 11}]}


def test_written_records_replay_the_same(tmp_path: Path) -> None:
    state = replay(base())
    again = replay(json.loads(write(state)))
    assert again.result() == state.result()


def test_unknown_card(tmp_path: Path, capsys: Capsys) -> None:
    record = base()
    index = first_play(record)
    record["actions"][index]["card"] = "SX"
    assert bad(record, tmp_path, capsys).endswith(f"action {index}: unknown card 'SX'\n")


def test_card_not_in_hand(tmp_path: Path, capsys: Capsys) -> None:
    record = base()
    index = first_play(record)
    missing = next(c for c in ("CA", "C10", "CK", "C9") if c not in record["hands"][1])
    record["actions"][index]["card"] = missing
    assert f"action {index}: seat 1 does not hold {missing}" in bad(record, tmp_path, capsys)


def test_illegal_play_out_of_turn_and_not_following(tmp_path: Path, capsys: Capsys) -> None:
    record = base()
    index = first_play(record)
    wrong_turn = copy.deepcopy(record)
    wrong_turn["actions"][index]["seat"] = 2
    assert f"action {index}: it is seat 1's turn" in bad(wrong_turn, tmp_path, capsys)
    record["actions"][index + 1]["card"] = "DJ"  # seat 2 still holds ♠9
    assert f"action {index + 1}: seat 2 must follow suit" in bad(record, tmp_path, capsys)


def test_late_announcement(tmp_path: Path, capsys: Capsys) -> None:
    record = base()
    index = first_play(record) + 9  # seat 0 has played two cards
    record["actions"].insert(index, {"seat": 0, "type": "announce", "value": "no90"})
    reason = "too late: 10 cards in hand, Re/Kontra needs 11"
    assert f"action {index}: {reason}" in bad(record, tmp_path, capsys)


def test_announcement_by_the_wrong_party(tmp_path: Path, capsys: Capsys) -> None:
    record = base()
    record["actions"].insert(4, {"seat": 0, "type": "announce", "value": "re"})
    assert "action 4: only the Re party may say Re" in bad(record, tmp_path, capsys)


def test_malformed_json(tmp_path: Path, capsys: Capsys) -> None:
    err = bad('{"format": "stichfest-record/1", "game": ', tmp_path, capsys)
    assert "record: malformed JSON" in err


def test_missing_file(tmp_path: Path, capsys: Capsys) -> None:
    code, output, err = replay_file(tmp_path / "missing.json", capsys)
    assert code == 2 and output is None
    assert err.count("\n") == 1 and "cannot read" in err


@pytest.mark.parametrize("change, reason", [
    ({"dealer": "0"}, "dealer must be 0..3"),
    ({"hands": "CQ"}, "hands must be lists of card strings"),
    ({"hands": [list(range(12))] * 4}, "hands must be lists of card strings"),
    ({"hands": [["CQ"]] * 3}, "hands must be four lists"),
    ({"hands": [["CQ"]] * 4}, "hand 0 must hold 12 cards"),
    ({"rules": ["tournament"]}, "rules must be an object"),
    ({"rules": {"preset": "bavarian"}}, "unknown Doppelkopf preset"),
    ({"rules": {"dulleRule": "lastWins"}}, "bad value 'lastWins'"),
    ({"rules": {"armut": True}}, "unknown Doppelkopf rule option"),
    ({"game": "skat"}, "unknown game 'skat'"),
    ({"format": "other/2"}, "unknown format"),
    ({"actions": {"seat": 1}}, "actions must be a list"),
    ({"owesPflichtsolo": [True, False]}, "owesPflichtsolo must be four booleans"),
    ({"vorfuehrung": 2}, "vorfuehrung must name a seat"),
])
def test_malformed_fields(change: dict[str, Any], reason: str, tmp_path: Path, capsys: Capsys) -> None:
    assert reason in bad({**base(), **change}, tmp_path, capsys)


@pytest.mark.parametrize("action, reason", [
    ({"seat": "1", "type": "reservation", "value": "healthy"}, "seat must be 0..3"),
    ({"seat": 7, "type": "reservation", "value": "healthy"}, "seat must be 0..3"),
    ({"seat": 1, "type": "bid", "value": "pass"}, "unknown action type"),
    ({"seat": 1, "type": "reservation", "value": "armut"}, "unknown reservation"),
    ({"seat": 1, "type": "reservation", "value": "solo", "solo": "herz"}, "unknown solo"),
    ({"seat": 1, "type": "reservation", "value": "wedding"},
     "seat 1 cannot announce a wedding without both CQ"),
    ({"seat": 1, "type": "announce", "value": "no120"}, "unknown announcement"),
    ({"seat": 1, "type": "play", "card": 5}, "unknown card"),
    ("play SA", "an action must be an object"),
])
def test_bad_first_action(action: Any, reason: str, tmp_path: Path, capsys: Capsys) -> None:
    record = base()
    record["actions"][0] = action
    assert f"action 0: {reason}" in bad(record, tmp_path, capsys)


def test_duplicate_cards_in_hands(tmp_path: Path, capsys: Capsys) -> None:
    record = base()
    record["hands"][0][0] = record["hands"][1][0]
    assert "not one complete deck" in bad(record, tmp_path, capsys)


JUNK = [None, True, 0, 5, -1, 1.5, "", "x", "CQ", [], [1], {}, {"seat": 1}]


def mutate(node: Any, rng: random.Random) -> Any:
    """`node` with one randomly chosen value somewhere inside replaced by junk."""
    if isinstance(node, dict) and node and rng.random() < 0.8:
        key = rng.choice(sorted(node))
        return {**node, key: mutate(node[key], rng)}
    if isinstance(node, list) and node and rng.random() < 0.8:
        index = rng.randrange(len(node))
        return [*node[:index], mutate(node[index], rng), *node[index + 1:]]
    return rng.choice(JUNK)


def test_any_damaged_record_gives_a_record_error_never_a_crash() -> None:
    rng = random.Random(11)
    record = base()
    for _ in range(1500):
        damaged = record
        for _ in range(rng.randint(1, 3)):
            damaged = mutate(damaged, rng)
        try:
            state = replay(damaged)
        except RecordError as error:
            assert error.reason and "\n" not in str(error)
        else:
            assert state.is_finished or state.progress()["finished"] is False


@pytest.mark.parametrize("text", ["[" * 100_000, '{"dealer": ' + "9" * 5000 + "}", "\udcff"])
def test_pathological_json(text: str, tmp_path: Path, capsys: Capsys) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    code, output, err = replay_file(path, capsys)
    assert code == 2 and output is None and err.count("\n") == 1


def test_nesting_depth_skips_strings() -> None:
    assert nesting_depth('{"a": "[[[[\\"[[{", "b": [["\\\\", {}]]}') == 4
    assert nesting_depth(json.dumps(base())) == 3


def replay_bounded(path: Path | str) -> tuple[int, str, str]:
    """`python -m engine replay PATH` in a child with little memory and a deadline,
    so that a command that reads without bound fails the test instead of the machine."""
    def limit_memory() -> None:
        import resource  # POSIX only, like the child process itself

        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    done = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)], capture_output=True,
                          text=True, timeout=20, preexec_fn=limit_memory, check=False,
                          cwd=Path(__file__).resolve().parents[2])
    return done.returncode, done.stdout, done.stderr


def one_line(err: str) -> str:
    assert err.count("\n") == 1 and "Traceback" not in err, err
    return err


def test_a_file_over_a_megabyte_is_refused_unread(capsys: Capsys) -> None:
    with tempfile.TemporaryDirectory(prefix="sf-") as short:  # the message quotes the path twice
        path = Path(short) / "huge.json"
        path.write_text(json.dumps({**base(), "padding": "x" * 1_000_000}))
        code, output, err = replay_file(path, capsys)
    assert code == 2 and output is None
    assert "1 MB" in one_line(err)


@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
@pytest.mark.parametrize("special", ["/dev/zero", "fifo", "directory"])
def test_only_a_regular_file_is_read_and_nothing_blocks(special: str, tmp_path: Path) -> None:
    # A short folder for the pipe: the one-line message quotes its path twice within
    # MAX_MESSAGE characters, which a deep temporary folder (a worker's of a sharded run) fills.
    with tempfile.TemporaryDirectory(prefix="sf-") as short:
        path = Path(special)
        if special == "fifo":
            path = Path(short) / "pipe.json"
            os.mkfifo(path)
        elif special == "directory":
            path = tmp_path
        try:
            code, output, err = replay_bounded(path)
        except subprocess.TimeoutExpired:
            pytest.fail(f"replay of {special} did not return")
    assert code == 2 and output == ""
    assert "not a regular file" in one_line(err)


HUGE = "x" * 900_000


@pytest.mark.parametrize("change", [
    {"actions": [{"seat": 1, "type": "play", "card": HUGE}]},
    {"rules": {"preset": HUGE}},
    {"rules": {HUGE: True}},
])
def test_the_engines_error_is_short_whatever_the_value(change: dict[str, Any], tmp_path: Path,
                                                        capsys: Capsys) -> None:
    """Every caller gets it short, the command line as much as the API."""
    with pytest.raises(RecordError) as raised:
        replay({**base(), **change})
    assert len(str(raised.value)) <= MAX_MESSAGE and len(raised.value.reason) <= MAX_MESSAGE
    assert str(raised.value).endswith("xxx…")
    err = bad({**base(), **change}, tmp_path, capsys)
    assert len(err) <= MAX_MESSAGE + 1 and err.endswith("xxx…\n")


@pytest.mark.parametrize("change", [
    {"rules": {"preset": "x" * 5000}},
    {"rules": {"y" * 5000: True}},
    {"game": "z" * 5000},
    {"actions": [{"seat": 1, "type": "play", "card": "Q" * 5000}]},
    {"dealer": "9" * 3000},
])
def test_an_error_line_is_short_whatever_the_value(change: dict[str, Any], tmp_path: Path,
                                                  capsys: Capsys) -> None:
    err = bad({**base(), **change}, tmp_path, capsys)
    assert len(err) <= 201, err[:300]
    assert "…" in err


def test_a_path_the_system_cannot_name_is_one_line(capsys: Capsys) -> None:
    code, output, err = replay_file(Path("bad\x00name.json"), capsys)
    assert code == 2 and output is None and "cannot read" in one_line(err)
