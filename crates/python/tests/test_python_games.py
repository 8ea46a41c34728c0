"""Games defined in Python: the ways to write them, and the errors of games that go wrong."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time

import pytest

import boyi


class Stones:
    """Take 1, 3 or 4 stones; who cannot move loses."""

    def __init__(self, n=14):
        self.n = n

    def start(self):
        return self.n

    def moves(self, n):
        return [n - k for k in (1, 3, 4) if k <= n]


def test_a_class_an_instance_and_two_callables_are_the_same_game():
    by_instance = boyi.define(Stones(14)).solve().to_dict()
    by_class = boyi.define(Stones).solve().to_dict()
    by_functions = boyi.define(lambda: 14, Stones().moves, name="Stones").solve().to_dict()
    for d in (by_class, by_functions):
        assert d["start"] == by_instance["start"]
    assert by_instance["game"] == "Stones"
    assert by_instance["start"]["value"] == {"outcome": "loss", "remoteness": 8}


def test_positions_may_be_any_hashable_value():
    # Positions are frozensets of heaps (a Nim position without order), sorted in names.
    def moves(p):
        out = []
        for h in set(p):
            rest = sorted(p)
            rest.remove(h)
            for k in range(h):
                out.append(tuple(sorted(rest + ([k] if k else []))))
        return out

    r = boyi.define((1, 2, 3), moves).solve()
    assert r.outcome == "loss" and r.sg == 0
    assert boyi.define((1, 2, 3), moves).query((1, 2)).sg == 3


def test_terminal_scores_and_turns():
    # A tiny partizan scoring game: the player to move picks 1 or 2 from a row of numbers;
    # the position keeps the score difference for the player to move.
    row = (3, 1, 4, 1, 5)

    class Pick:
        def start(self):
            return (0, 0)  # (taken, score for the player to move)

        def moves(self, p):
            i, s = p
            return [(i + k, -(s + sum(row[i:i + k]))) for k in (1, 2) if i + k <= len(row)]

        def terminal(self, p):
            i, s = p
            return s if i == len(row) else None

        def turn(self, p):
            return p[0] % 2  # any value; here only to make the game partizan

    r = boyi.define(Pick).solve()
    assert r.details["kind"] == "scoring"
    assert r.sg is None and r.score is not None


def test_turn_kept_by_the_same_player_gets_a_forced_pass():
    # The mover may say "again" once: the turn stays, so boyi inserts the opponent's pass.
    def moves(p):
        n, again = p
        out = [(n - 1, again)] if n else []
        if n and again:
            out.append((n - 1, False))
        return out

    def turn(p):
        n, again = p
        return (n + (0 if again else 1)) % 2

    r = boyi.define((3, True), moves, turn=turn).solve(all=True)
    names = {p.position for p in r.positions}
    assert any(n.startswith("pass→") for n in names), names


def test_misere_play():
    normal = boyi.define(Stones(1)).solve().outcome
    misere = boyi.define(Stones(1), misere=True).solve().outcome
    assert (normal, misere) == ("win", "loss")


def test_a_game_that_raises_names_the_call_and_keeps_the_cause():
    def moves(n):
        if n == 5:
            raise ZeroDivisionError("boom")
        return [n - 1] if n else []

    with pytest.raises(boyi.GameError, match=r"moves\(5\) raised ZeroDivisionError: boom") as e:
        boyi.define(10, moves).solve()
    assert isinstance(e.value.__cause__, ZeroDivisionError)


def test_a_failed_game_is_not_left_half_solved():
    calls = {"fail": True}

    def moves(n):
        if n == 2 and calls["fail"]:
            raise RuntimeError("not yet")
        return [n - 1] if n else []

    g = boyi.define(4, moves)
    with pytest.raises(boyi.GameError):
        g.solve()
    calls["fail"] = False
    assert g.solve().value == boyi.Value("loss", 4)


@pytest.mark.parametrize(
    "moves, message",
    [
        (lambda n: None, r"moves\(3\) returned None"),
        (lambda n: "abc", r"moves\(3\) returned the str 'abc'"),
        (lambda n: 7, r"returned the int 7, which is not iterable"),
        (lambda n: [[n - 1]] if n else [], r"hashable, and the list \[2\] is not"),
        (lambda n: (m for m in [{n}]), r"hashable, and the set \{3\} is not"),
    ],
)
def test_a_game_returning_bad_moves_is_told_what_was_wrong(moves, message):
    with pytest.raises(boyi.GameError, match=message):
        boyi.define(3, moves).solve()


@pytest.mark.parametrize("value", [2.5, "won", True, [1]])
def test_a_bad_final_value_is_refused(value):
    with pytest.raises(boyi.GameError, match=r"terminal\(0\) returned .*return None while play goes on"):
        boyi.define(1, lambda n: [n - 1] if n else [], terminal=lambda n: value if n == 0 else None).solve()


def test_positions_must_be_hashable_from_the_start():
    with pytest.raises(boyi.GameError, match="hashable"):
        boyi.define([1, 2], lambda p: []).solve()


def test_a_game_that_never_ends_stops_at_its_position_limit():
    with pytest.raises(boyi.TooLargeError, match=r"more than 1000 positions \(max_positions\)"):
        boyi.define(0, lambda n: [n + 1], max_positions=1000).solve()


def test_a_callback_that_never_returns_is_stopped_by_the_timeout():
    def moves(n):
        while True:
            pass

    t = time.monotonic()
    with pytest.raises(boyi.Timeout, match="timeout of 0.3 s"):
        boyi.define(0, moves).solve(timeout=0.3)
    assert time.monotonic() - t < 5
    assert isinstance(boyi.Timeout("x"), TimeoutError)


def test_a_long_exploration_is_stopped_by_the_timeout():
    t = time.monotonic()
    with pytest.raises(boyi.Timeout):
        boyi.define(0, lambda n: [n + 1], max_positions=10**9).solve(timeout=0.5)
    assert time.monotonic() - t < 5


CTRL_C = textwrap.dedent(
    """
    import signal, sys, time
    signal.signal(signal.SIGINT, signal.default_int_handler)
    import boyi
    def stuck(n):
        while True:
            pass
    games = {
        "stuck": lambda: boyi.define(0, stuck).solve(),
        "endless": lambda: boyi.define(0, lambda n: [n + 1], max_positions=10**9).solve(),
        "native": lambda: boyi.Grundy().sequence(upto=2**24),
    }
    print("ready", flush=True)
    t = time.monotonic()
    try:
        games[sys.argv[1]]()
    except KeyboardInterrupt as e:
        print("KeyboardInterrupt", round(time.monotonic() - t, 1), e, flush=True)
    """
)


@pytest.mark.parametrize("which", ["stuck", "endless", "native"])
def test_ctrl_c_stops_a_long_solve(tmp_path, which):
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    p = subprocess.Popen([sys.executable, "-c", CTRL_C, which], stdout=subprocess.PIPE, text=True, env=env)
    assert p.stdout.readline().strip() == "ready"
    time.sleep(1.0)
    p.send_signal(signal.SIGINT)
    try:
        out, _ = p.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        p.kill()
        raise
    assert out.startswith("KeyboardInterrupt"), out
    if which == "native":
        assert "resume" in out  # the sequence's checkpoint says how to go on


def test_other_threads_run_while_a_python_game_is_solved():
    ticks = []
    stop = threading.Event()

    def ticker():
        while not stop.is_set():
            ticks.append(time.monotonic())
            time.sleep(0.001)

    t = threading.Thread(target=ticker)
    t.start()
    try:
        boyi.define(200_000, lambda n: [n - k for k in (1, 2) if k <= n]).solve()
    finally:
        stop.set()
        t.join()
    gaps = [b - a for a, b in zip(ticks, ticks[1:])]
    assert len(ticks) > 10 and max(gaps) < 0.5, max(gaps)


def test_the_progress_callback_is_called_and_can_stop_a_solve():
    seen = []

    def progress(phase, done, total):
        seen.append((phase, done))
        if len(seen) >= 2:
            raise RuntimeError("enough")

    with pytest.raises(RuntimeError, match="enough"):
        boyi.define(0, lambda n: [n + 1], max_positions=10**9).solve(progress=progress)
    assert seen and seen[0][0] == "exploring positions"
