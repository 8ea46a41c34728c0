"""Values checked against what theory says they are."""

from __future__ import annotations

import math
import random
from functools import reduce
from operator import xor

import numpy as np
import pytest

import boyi


@pytest.mark.parametrize("seed", range(20))
def test_nim_is_the_xor_of_the_heaps(seed):
    rng = random.Random(seed)
    heaps = [rng.randrange(0, 40) for _ in range(rng.randrange(1, 6))]
    r = boyi.Nim(heaps).solve()
    x = reduce(xor, heaps, 0)
    assert r.sg == x
    assert r.outcome == ("win" if x else "loss")
    # Every winning move leads to xor 0, every other move away from it.
    for m in r.moves:
        assert (m.sg == 0) == (m.outcome == "win")


def test_two_nim_heaps_are_a_table_of_x_xor_y():
    t = (boyi.Nim() + boyi.Nim()).sequence(upto=20)
    assert t.kind == "table"
    assert t.values.shape == (21, 21)
    x, y = np.indices((21, 21))
    assert (t.values == (x ^ y)).all()
    assert t.table["p_positions"]["rule"] == "diagonal"
    assert t.table["p_positions"]["status"] == "proved"
    assert t.p_positions.tolist() == [[n, n] for n in range(21)]


def test_nim_sequence_is_n():
    assert boyi.Nim().sequence(upto=500).values.tolist() == list(range(501))


@pytest.mark.parametrize("m", [1, 2, 3, 5, 8])
def test_bash_loses_exactly_at_multiples_of_m_plus_one(m):
    s = boyi.Bash(m).sequence(upto=300)
    n = np.arange(301)
    assert (s.values == n % (m + 1)).all()
    assert s.pattern is not None and s.pattern.period == m + 1
    for heap in (0, m, m + 1, 7 * (m + 1), 7 * (m + 1) + 1):
        assert boyi.Bash(m, heap).solve().outcome == ("loss" if heap % (m + 1) == 0 else "win")


@pytest.mark.parametrize("m", [1, 3])
def test_bash_defined_in_python_agrees(m):
    g = boyi.define(60, lambda n: [n - k for k in range(1, m + 1) if k <= n])
    r = g.solve(all=True)
    for p in r.positions:
        n = int(p.position)
        assert p.sg == n % (m + 1)
        # Remoteness: the winner takes n mod (m+1) and answers k with m + 1 - k.
        if n % (m + 1):
            assert p.remoteness == 2 * (n // (m + 1)) + 1
        else:
            assert p.remoteness == 2 * (n // (m + 1))


def test_wythoff_pairs_are_the_golden_ratio_pairs():
    phi = (1 + math.sqrt(5)) / 2
    s = boyi.Wythoff().sequence(upto=1000)
    assert s.values.shape == (1001, 2)
    for k, (a, b) in enumerate(s.values.tolist()):
        assert a == math.floor(k * phi) and b == math.floor(k * phi * phi) == a + k
    for k in (1, 5, 40):
        a, b = s.values[k].tolist()
        assert boyi.Wythoff(a, b).solve().outcome == "loss"
        assert boyi.Wythoff(a, b + 1).solve().outcome == "win"


def test_wythoff_defined_in_python_agrees():
    def moves(p):
        a, b = p
        out = [(a - k, b) for k in range(1, a + 1)] + [(a, b - k) for k in range(1, b + 1)]
        out += [(a - k, b - k) for k in range(1, min(a, b) + 1)]
        return [tuple(sorted(q)) for q in out]

    r = boyi.define((12, 20), moves).solve(all=True)
    lost = {p.position for p in r.positions if p.outcome == "loss"}
    pairs = boyi.Wythoff().sequence(upto=12).values.tolist()
    expected = {repr((a, b)) for a, b in pairs if b <= 20}
    assert lost == expected


def test_kayles_period_is_proved():
    s = boyi.Octal("0.77").sequence(upto=300)
    assert s.pattern.proved and s.pattern.period == 12 and s.pattern.preperiod == 71
    # Proved: the value of a huge heap follows from the period.
    big = 10**12 + 5
    start = 71 + (big - 71) % 12
    assert boyi.Octal("0.77", big).solve().sg == s.values[start]


def test_subtraction_game_defined_in_python_matches_the_built_in_one():
    take = (1, 3, 4)
    s = boyi.Subtraction(take).sequence(upto=200).values
    g = boyi.define(200, lambda n: [n - k for k in take if k <= n]).solve(all=True)
    ours = {int(p.position): p.sg for p in g.positions}
    assert [ours[n] for n in range(201)] == s.tolist()
    # The P-positions of take {1, 3, 4}: n = 0 or 2 (mod 7).
    assert set(np.flatnonzero(s == 0) % 7) == {0, 2}
