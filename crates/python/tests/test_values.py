"""Values of Conway's algebra and misère quotients from Python, against truth kept in the
repository: CGSuite's own canonical forms and quantities (crates/cgt/tests/data, with their
source), the command line's `boyi value --json` and `boyi quotient --json`, and the
published quotient of 0.75 (crates/games/tests/data/misere)."""

from __future__ import annotations

from fractions import Fraction
from typing import Dict, List

import pytest

import boyi
from conftest import ROOT


def _cgsuite() -> List[Dict[str, str]]:
    blocks: List[Dict[str, str]] = []
    cur: Dict[str, str] = {}
    for line in (ROOT / "crates/cgt/tests/data/cgsuite-canonical.txt").read_text().splitlines():
        if line.startswith("#"):
            continue
        if not line.strip():
            if cur:
                blocks.append(cur)
            cur = {}
            continue
        k, v = line.split(": ", 1)
        cur[k] = v
    if cur:
        blocks.append(cur)
    return blocks


CGSUITE = _cgsuite()


def _fraction(text: str) -> Fraction:
    return Fraction(text)


def test_the_published_data_is_all_there():
    assert len(CGSUITE) == 24


@pytest.mark.parametrize("case", CGSUITE, ids=[c["input"] for c in CGSUITE])
def test_values_are_cgsuites(case):
    g = boyi.value(case["input"])
    assert str(g) == case["output"]
    assert g.outcome == case["outcomeClass"]
    assert g.birthday == int(case["birthday"])
    for field, got in [
        ("mean", g.mean),
        ("temperature", g.temperature),
        ("leftStop", g.left_stop),
        ("rightStop", g.right_stop),
    ]:
        want = case.get(field)
        if want is not None and not want.startswith("!!"):
            assert got == _fraction(want), field
    # Printed and read back, the same value.
    assert boyi.value(str(g)) == g


EXPRESSIONS = ["{1|-1} + ^ + *2", "^ + ^ + *", "+-1 + +-1", "{2|{1|0}}", "Tiny(2) - 1/4", "v<2>"]


@pytest.mark.parametrize("text", EXPRESSIONS)
def test_values_match_the_command_line(cli, text):
    g = boyi.value(text)
    r = cli("value", text)
    c = r["canonical"]
    assert str(g) == c["value"]
    assert g.outcome == c["outcome_class"]
    assert g.mean == Fraction(c["mean"])
    assert g.temperature == Fraction(c["temperature"])
    assert (str(g.left_stop), str(g.right_stop)) == tuple(c["stops"])
    assert g.birthday == r["birthday"]
    assert [str(o) for o in g.left_options] == r["left_options"]
    assert [str(o) for o in g.right_options] == r["right_options"]
    assert str(g.reduced) == r["reduced"]
    assert g.is_number == r["number"] and g.is_all_small == r["all_small"]


def test_the_partial_order():
    up, star, zero = boyi.value("^"), boyi.value("*"), boyi.value(0)
    assert up > 0 and 0 < up and up >= zero and not up <= zero
    assert star.confused(0) and not star < 0 and not star > 0 and star != 0
    assert up.confused(star) and up.compare("*") == "||"
    # ^* is confused with 0, ^ is not: CGSuite's ^* <> 0.
    assert boyi.value("^*").compare(0) == "||"
    # Comparisons agree with the outcome of the difference (G >= H iff Right moving first
    # in G - H loses).
    for a, b in [("^", "*"), ("{1|-1}", "0"), ("1/2", "^"), ("*2", "*3")]:
        d = boyi.value(a) - boyi.value(b)
        assert (boyi.value(a) >= boyi.value(b)) == (d.outcome in ("L", "P"))
        assert (boyi.value(a) <= boyi.value(b)) == (d.outcome in ("R", "P"))


def test_the_algebra():
    g, h = boyi.value("{1|-1}"), boyi.value("^*")
    assert g - g == 0
    assert g + h == h + g
    assert -(-g) == g
    assert g + 1 == boyi.value("{2|0}")
    assert 1 + boyi.value("1/2") == "3/2"
    assert hash(boyi.value("^ + ^")) == hash(boyi.value("^^"))
    assert len({boyi.value("*"), boyi.value("{0|0}"), boyi.value("*1")}) == 1
    assert repr(boyi.value("+-1")) == "boyi.value('+-1')"
    assert "<svg" in g.thermograph_svg()
    assert boyi.value("^").atomic_weight == 1
    with pytest.raises(boyi.ParseError):
        boyi.value("{1|")
    with pytest.raises(TypeError):
        boyi.value(1) + 1.5  # type: ignore[operator]


def test_game_values():
    # Domineering's 2 x 2 is +-1, a vertical strip of two 1, a row of two -1.
    assert boyi.game("domineering ..|..").value == "+-1"
    assert boyi.game("domineering ..").value == -1
    assert boyi.game("hackenbush lr").value == "1/2"
    s = boyi.game("domineering ..|.. + hackenbush lr").value
    assert s == boyi.value("+-1") + boyi.value("1/2")
    # The partizan script gives the built-in's value.
    script = str(ROOT / "examples/scripts/domineering.rhai")
    for board in ["...|...", "..|..|..", "...|.#.|..."]:
        assert boyi.game([script, f"board={board}"]).value == boyi.game(["domineering", board]).value
    # An impartial game's value is its nimber.
    assert boyi.game("nim 1 2").value == "*3"
    with pytest.raises(boyi.NotApplicableError):
        boyi.game("nim 1 2 --misere").value


def test_quotient_of_075_is_published_r8(cli):
    q = boyi.quotient("0.75")
    assert (q.order, len(q.p_portion), q.proved) == (8, 2, True)
    r = cli("quotient", "0.75")
    assert q.to_dict()["elements"] == r["elements"]
    assert q.presentation == r["presentation"]
    assert q.heaps == {h["heap"]: h["element"] for h in r["heaps"]}


def test_quotient_products_decide_misere_sums(cli):
    q = boyi.quotient("0.77", upto=30)
    r = cli("quotient", "0.77", "--upto", "30")
    assert (q.order, q.p_portion) == (r["order"], r["p_portion"])
    for heaps in [(5, 7, 9), (1, 1), (2, 3), (4, 4, 6)]:
        element = q.product(*heaps)
        assert element in q.elements
        # In the P-portion exactly when the misère sum is lost for the player to move.
        tokens: List[str] = []
        for h in heaps:
            tokens += (["+"] if tokens else []) + ["0.77", str(h)]
        lost = boyi.game(tokens + ["--misere"]).solve().outcome == "loss"
        assert q.is_p(element) == lost, heaps
    assert q.element(0) == "1"
    with pytest.raises(ValueError):
        q.is_p("not an element")
