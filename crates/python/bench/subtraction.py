"""Benchmark (not a test): one subtraction game (take 1, 3 or 4; 10^6 positions) explored
and solved three ways in the same run — defined in Python, as a Rhai rules script, in native
Rust — and the cost of a Python call into the solved game.

    cargo build --release -p native-game
    (cd crates/python && maturin develop --release)   # into the virtual environment
    python crates/python/bench/subtraction.py [N]

Positions per second are the engine's own figures (positions explored / seconds exploring,
from each report's stats); `solve` is the whole call, report included. CPU seconds are the
process's (all threads), for the Python-defined game, where the machine's other load
(this one is shared) would otherwise hide what the work costs.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

import boyi

ROOT = Path(__file__).resolve().parents[3]
N = int(sys.argv[1]) if len(sys.argv) > 1 else 999_999  # heaps 0..N: 10^6 positions
TAKE = (1, 3, 4)
ROUNDS = int(sys.argv[2]) if len(sys.argv) > 2 else 3


def moves(n):
    return [n - k for k in TAKE if k <= n]


def python_game():
    g = boyi.define(N, moves, name="stones")
    c, t = time.process_time(), time.perf_counter()
    r = g.solve()
    wall, cpu = time.perf_counter() - t, time.process_time() - c
    return g, r.details["stats"], wall, cpu


def script_game():
    g = boyi.Script(ROOT / "examples/scripts/stones.rhai", n=N, take=list(TAKE))
    t = time.perf_counter()
    r = g.solve()
    return r.details["stats"], time.perf_counter() - t


def native_game():
    exe = ROOT / "target/release/native-game"
    if not exe.exists():
        return {"positions_per_second": float("nan")}, float("nan")
    take = ",".join(map(str, TAKE))
    t = time.perf_counter()
    out = subprocess.run([str(exe), "solve", f"n={N}", f"take={take}", "--json"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)["details"]["stats"], time.perf_counter() - t


def pure_python_loop():
    c = time.process_time()
    for n in range(N + 1):
        moves(n)
    return time.process_time() - c


def per_call_us(f, args, repeat=3):
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        for a in args:
            f(a)
        best = min(best, (time.perf_counter() - t) / len(args) * 1e6)
    return best


def main():
    rows = {"python": [], "script": [], "native": []}
    walls = {"python": [], "script": [], "native": []}
    cpu = []
    g = None
    for _ in range(ROUNDS):
        g, stats, wall, c = python_game()
        rows["python"].append(stats["positions_per_second"])
        walls["python"].append(wall)
        cpu.append((c, stats["positions"]))
        stats, wall = script_game()
        rows["script"].append(stats["positions_per_second"])
        walls["script"].append(wall)
        stats, wall = native_game()
        rows["native"].append(stats["positions_per_second"])
        walls["native"].append(wall)
    loop = pure_python_loop()
    print(f"subtraction game take {set(TAKE)}, heaps 0..{N}: {N + 1} positions, {ROUNDS} rounds, median")
    for k, label in (("python", "defined in Python"), ("script", "Rhai rules script"), ("native", "native Rust")):
        pps = statistics.median(rows[k])
        print(f"  {label:18} explore {pps / 1e6:6.3f} M positions/s   solve call {statistics.median(walls[k]):6.2f} s wall")
    c, n = min(cpu)
    print(f"  Python game CPU: {c:.2f} s for the whole solve, {c / n * 1e6:.2f} µs per position; "
          f"the moves function alone, called in a Python loop: {loop / (N + 1) * 1e6:.2f} µs")
    # Calls into the solved game: positions near the end (a short principal variation),
    # then further in (the report lists a perfect game from there, so it grows with it).
    shallow = list(range(0, 40)) * 25
    print(f"  query, a solved Python game, positions 0..39: {per_call_us(g.query, shallow):7.1f} µs per call")
    deep = list(range(1000, 1100)) * 2
    print(f"  query, positions 1000..1099 (principal variation ~570 moves): {per_call_us(g.query, deep):7.1f} µs per call")
    nim = boyi.Nim([3, 4, 5])
    nim.solve()
    print(f"  solve, nim 3 4 5 (a closed form; a solve call has a thread of its own): {per_call_us(lambda _: nim.solve(), range(200)):7.1f} µs per call")
    s = boyi.define(N, moves).play()
    print(f"  session moves() at the start of the solved Python game: {per_call_us(lambda _: s.moves(), range(200)):7.1f} µs per call")


if __name__ == "__main__":
    main()
