"""The same question asked of the command line and of Python gets the same report: the
JSON `--json` prints and `to_dict()`, timings aside, with the engine's phrases (titles, method
lines) in words in Python where `--json` keeps them as message ids and arguments."""

from __future__ import annotations

import pytest

import boyi
from conftest import same, stable

SOLVE = [
    "nim 3 4 5",
    "nim 1 1 --misere",
    "bash 3 10",
    "subtraction 1,3,4 14",
    "0.77 20",
    "0.07 15",
    "grundy 9",
    "lasker 6",
    "wythoff 3 5",
    "wythoff 4 9",
    "nim 3 + 0.77 5",
    "nim 1 + nim 1 --misere",
    "cutting 3 4",
    "pie 141 592 653",
    "examples/graphs/article.txt",
    "examples/graphs/cycle.txt",
    "examples/graphs/nim3.json",
    "examples/graphs/scores.txt",
    "examples/scripts/stones.rhai n=20",
    "examples/scripts/loopy.rhai",
    "examples/scripts/tictactoe.rhai",
]


@pytest.mark.parametrize("description", SOLVE)
def test_solve_matches_the_command_line(cli, description):
    ours = boyi.game(description).solve().to_dict()
    theirs = cli("solve", *description.split())
    assert same(stable(ours), stable(theirs))


@pytest.mark.parametrize(
    "description, build",
    [
        ("nim 3 4 5", lambda: boyi.Nim([3, 4, 5])),
        ("bash 3 10", lambda: boyi.Bash(3, 10)),
        ("subtraction 1,3,4 14", lambda: boyi.Subtraction([1, 3, 4], 14)),
        ("0.77 20", lambda: boyi.Octal("0.77", 20)),
        ("wythoff 3 5", lambda: boyi.Wythoff(3, 5)),
        ("examples/graphs/article.txt", lambda: boyi.Graph.from_file("examples/graphs/article.txt")),
        ("examples/scripts/stones.rhai n=20", lambda: boyi.Script("examples/scripts/stones.rhai", n=20)),
        ("nim 3 + 0.77 5", lambda: boyi.Nim([3]) + boyi.Octal("0.77", 5)),
        ("nim 1 + nim 1 --misere", lambda: boyi.sum(boyi.Nim([1]), boyi.Nim([1]), misere=True)),
    ],
)
def test_typed_constructors_name_the_same_games(cli, description, build):
    g = build()
    assert g.name == description
    assert same(stable(g.solve().to_dict()), stable(cli("solve", *description.split())))


@pytest.mark.parametrize(
    "args, build",
    [
        (["0.77", "--upto", "200"], lambda g: boyi.Octal("0.77").sequence(upto=200)),
        (["bash", "3", "--upto", "30"], lambda g: boyi.Bash(3).sequence(upto=30)),
        (["grundy", "--upto", "100"], lambda g: boyi.Grundy().sequence(upto=100)),
        (["wythoff", "--upto", "20"], lambda g: boyi.Wythoff().sequence(upto=20)),
        (["examples/scripts/stones.rhai", "--param", "n", "--upto", "30"],
         lambda g: boyi.Script("examples/scripts/stones.rhai").sequence(upto=30, param="n")),
        (["0.77", "--at", "1000"], lambda g: boyi.Octal("0.77").sequence(at=1000)),
        (["nim", "+", "nim", "--upto", "12"], lambda g: boyi.game("nim + nim").sequence(upto=12)),
        (["examples/scripts/wythoff.rhai", "--param", "a,b", "--upto", "8"],
         lambda g: boyi.Script("examples/scripts/wythoff.rhai").sequence(upto=8, param="a,b")),
    ],
)
def test_sequence_matches_the_command_line(cli, data_dir, args, build):
    ours = build(None).to_dict()
    theirs = cli("sequence", *args)
    assert same(stable(ours), stable(theirs))


@pytest.mark.parametrize("position", ["a/A", "b/B", "s/A", "end/B"])
def test_query_by_name_matches_the_command_line(cli, position):
    g = boyi.Graph.from_file("examples/graphs/article.txt")
    assert same(stable(g.query(position).to_dict()), stable(cli("query", "examples/graphs/article.txt", position)))


def test_every_report_follows_the_published_schema():
    jsonschema = pytest.importorskip("jsonschema")
    schema = boyi.schema()
    assert schema["x-boyi-schema-version"] == boyi.SCHEMA_VERSION
    # Python gives the engine's phrases in words, where `--json` keeps them as data.
    schema["$defs"]["Phrase"] = {"anyOf": [schema["$defs"]["Phrase"], {"type": "string"}]}
    reports = [boyi.game(d).solve().to_dict() for d in SOLVE[:6]]
    reports.append(boyi.Octal("0.77").sequence(upto=50).to_dict())
    reports.append(boyi.define(5, lambda n: [n - 1] if n else []).solve(all=True).to_dict())
    for r in reports:
        jsonschema.validate(r, schema)
