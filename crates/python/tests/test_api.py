"""The Python face of the engine: results, sums, sessions, numpy, networkx, plots, boards,
errors."""

from __future__ import annotations

import numpy as np
import pytest

import boyi
from boyi import _native


def test_results_are_typed_and_readable():
    r = boyi.game("nim 3 4 5").solve()
    assert isinstance(r, boyi.SolveResult) and isinstance(r.start, boyi.Position)
    assert repr(r) == "<SolveResult 'nim 3 4 5': win, sg=*2, best_move='1 1'>"
    assert r.value == boyi.Value("win") and str(r.value) == "win"
    assert r.best == r.moves[0] and r.best.to == "1 4 5" and r.best.sg == 0
    assert all(isinstance(m, boyi.Move) for m in r.moves)
    assert r.to_dict()["start"]["best_move"] == "1 1"
    # to_dict gives a copy: changing it changes nothing here.
    r.to_dict()["start"]["best_move"] = "x"
    assert r.best_move == "1 1"


def test_html_is_a_coloured_table():
    html = boyi.Graph.from_file("examples/graphs/article.txt").solve()._repr_html_()
    assert "<table" in html and "#f8d7da" in html and "#e2e3e5" in html  # loss and draw
    assert "← best" in html
    assert "#d4edda" in boyi.Nim([1, 2]).solve()._repr_html_()  # win
    assert "<table" in boyi.Octal("0.77").sequence(upto=30)._repr_html_()
    assert "<table" in boyi.Nim([1, 2]).play()._repr_html_()


def test_remoteness_and_principal_variation():
    r = boyi.define(10, lambda n: [n - k for k in (1, 2, 3) if k <= n]).solve()
    assert (r.outcome, r.remoteness) == ("win", 5)
    # 10 -> 8, then each answer makes a multiple of 4: five moves in all.
    pv = r.principal_variation
    assert len(pv) == 5 and pv[0] == "8" and pv[2] == "4" and pv[4] == "0"


def test_loopy_values():
    r = boyi.Graph.from_file("examples/graphs/article.txt").solve()
    assert isinstance(r.sg, boyi.Loopy) and str(r.sg) == "∞{1}" and r.outcome == "draw"


def test_sums_with_plus_flatten_and_mix_kinds():
    stones = boyi.define(5, lambda n: [n - k for k in (1, 3, 4) if k <= n], name="stones")
    g = boyi.Nim([3]) + boyi.Octal("0.77", 5) + stones
    assert g.name == "nim 3 + 0.77 5 + stones"
    r = g.solve()
    assert r.family == "sum"
    # 3 xor SG_kayles(5)=4 xor SG_stones(5)=3 = 4
    assert r.sg == 3 ^ 4 ^ 3
    assert (boyi.Nim([1]) + boyi.Nim([1])).solve().outcome == "loss"
    assert boyi.sum(boyi.Nim([1]), boyi.Nim([1]), misere=True).solve().outcome == "win"
    with pytest.raises(boyi.UsageError, match="cannot be part of a sum"):
        boyi.Pie([1, 2]) + boyi.Nim([1])


def test_sequences_are_numpy_arrays_over_the_engines_memory():
    s = boyi.Octal("0.77").sequence(upto=1000)
    assert isinstance(s.values, np.ndarray) and s.values.dtype == np.uint32
    assert isinstance(s.values.base, _native.Buffer)  # no copy: the array views the buffer
    assert s.values.__array_interface__["data"][0] == s.values.base.__array_interface__["data"][0]
    assert not s.values.flags.writeable
    assert len(s) == 1001 and s[5] == 4
    assert s.pattern.proved and str(s.pattern).startswith("period 12 from 71 (proved")
    assert s.p_positions.tolist() == np.flatnonzero(s.values == 0).tolist()
    assert s.to_dict()["values"] == s.values.tolist()


def test_value_at():
    v = boyi.Octal("0.77").sequence(at=10**6)
    assert isinstance(v, boyi.ValueAt) and v.n == 10**6 and v.value == boyi.Octal("0.77", 10**6).solve().sg


def test_plot_draws_with_matplotlib():
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    ax = boyi.Octal("0.77").sequence(upto=200).plot()
    assert ax.get_xlabel() == "n" and len(ax.lines) >= 1
    ax = boyi.Wythoff().sequence(upto=50).plot()
    assert ax.get_xlabel() == "a_k"


def test_sessions_move_undo_redo_best():
    s = boyi.Nim([1, 2]).play()
    assert s.to_move == "first" and not s.over
    assert s.best().move == s.position.best_move
    played = s.move("1 -")  # a mistake: 1 2 -> 2 has SG 2
    assert played.mistake and "mistake" in played.mistake
    assert s.undo() and s.position.position == "1 2"
    assert s.redo() and s.position.position == "2"
    assert s.undo()
    s.play_best()
    assert s.position.sg == 0 and s.to_move == "second"
    s.play_best()
    s.play_best()
    assert s.over and s.end.winner == "first" and s.moves() == []
    with pytest.raises(boyi.MoveError, match="the game is over"):
        s.move("#1")
    assert [h.position for h in s.history()][0] == "1 2"


def test_sessions_of_python_games_take_positions():
    s = boyi.define(("a", 3), lambda p: [(p[0], p[1] - 1)] if p[1] else []).play()
    s.move(("a", 2))
    assert s.position.position == "('a', 2)"
    with pytest.raises(boyi.MoveError, match="is not a move from here"):
        s.move(("b", 1))
    s2 = boyi.define("x", lambda p: ["y"] if p == "x" else []).play()
    s2.move("y")
    assert s2.over


def test_networkx_round_trip():
    nx = pytest.importorskip("networkx")
    d = nx.DiGraph()
    d.add_edges_from([(0, 1), (1, 2), (2, 0), (0, 3), (3, 4)])
    d.nodes[4]["value"] = "win"
    g = boyi.from_networkx(d, start=0)
    r = g.solve()
    back = g.to_networkx()
    assert set(back.nodes) == set(d.nodes) and set(back.edges) == set(d.edges)
    assert back.graph["start"] == 0
    assert back.nodes[4]["final"] == "win" and back.nodes[3]["outcome"] == "loss"
    assert back.nodes[0]["outcome"] == r.outcome
    assert g.query(3).outcome == "loss"
    # The same graph written as a file reads the same.
    assert boyi.Graph({0: [1, 3], 1: [2], 2: [0], 3: [4]}, values={4: "win"}).solve().outcome == r.outcome
    with pytest.raises(ValueError, match="directed"):
        boyi.from_networkx(nx.Graph([(1, 2)]))


def test_to_networkx_of_a_python_game_and_refusals():
    nx = pytest.importorskip("networkx")
    g = boyi.define(4, lambda n: [n - 1] if n else []).to_networkx()
    assert isinstance(g, nx.DiGraph) and len(g) == 5 and g.graph["start"] == "4"
    with pytest.raises(boyi.NotApplicableError):
        boyi.Nim([3]).to_networkx()


def test_board_databases_solve_into_a_directory_and_answer_queries(tmp_path):
    db = tmp_path / "ttt"
    g = boyi.TicTacToe()
    r = g.solve(db=db)
    assert r.outcome == "draw" and r.family == "board" and (db).is_dir()
    q = g.query("5", db=db)
    assert q.database == str(db) and q.position.to_move == "second"
    assert q.outcome == "draw"
    assert g.query("12", db=db).outcome == "win"  # X took 1, O took 2: X wins
    with pytest.raises(boyi.DatabaseError):
        g.query("5", db=tmp_path / "missing")


def test_errors_are_the_engines_with_their_classes(tmp_path):
    with pytest.raises(boyi.UsageError) as e:
        boyi.game("nim three")
    assert isinstance(e.value, ValueError) and isinstance(e.value, boyi.Error)
    assert e.value.id == "error-param-not"
    with pytest.raises(boyi.UsageError) as e:
        boyi.game("chess")
    assert e.value.id == "error-unknown-game"
    # Python's own list of games, not the command line's.
    assert "`boyi.games()`" in str(e.value) and "boyi list" not in str(e.value)
    with pytest.raises(boyi.NotApplicableError) as e:
        boyi.Nim([3]).solve(all=True)
    assert e.value.id == "error-option-not-applicable"
    # What it names, as `--json`'s and the web's `args`: the option as Python spells it.
    assert e.value.details["game"] == "nim 3", e.value.details
    assert "all" in e.value.details["option"], e.value.details
    bad = tmp_path / "bad.txt"
    bad.write_text("a -> \nb = maybe\n")
    # The words where the test is about them: the file, line and column named.
    with pytest.raises(boyi.ParseError, match=r"bad.txt: line 2, column 5"):
        boyi.Graph.from_file(bad)
    with pytest.raises(boyi.FileError) as e:
        boyi.Graph.from_file(tmp_path / "none.txt")
    assert isinstance(e.value, OSError) and e.value.id == "error-io"
    # A sum refuses a component without SG values: the component named, and why.
    with pytest.raises(boyi.UnsupportedError, match="Sprague-Grundy") as e:
        (boyi.Graph.from_file("examples/graphs/scores.txt") + boyi.Nim([1])).solve()
    assert isinstance(e.value, ValueError) and e.value.id == "error-of-game"


def test_catalog_and_schema():
    c = boyi.games()
    names = [g["name"] for f in c["families"] for g in f["games"]]
    assert "nim" in names and "connect4" in names
    assert boyi.schema()["title"] == "boyi reports"
    assert boyi.Nim([1]).info["name"] == "nim"


def test_set_lang_words_results_and_errors_in_chinese():
    assert boyi.get_lang() == "en"
    en = boyi.game("nim 3 4 5").solve()
    try:
        boyi.set_lang("zh_CN.UTF-8")
        assert boyi.get_lang() == "zh"
        zh = boyi.game("nim 3 4 5").solve()
        # The same answer, worded in Chinese: the title and the method (Bouton's rule).
        assert zh.best_move == en.best_move == "1 1" and zh.sg == en.sg
        assert zh.title == "Nim 游戏：每次从一堆中取任意多个石子；各堆 3 4 5"
        assert "异或" in zh.to_dict()["details"]["method"], zh.to_dict()["details"]["method"]
        with pytest.raises(boyi.NotApplicableError) as e:
            boyi.Nim([3]).solve(all=True)
        assert any("\u4e00" <= c <= "\u9fff" for c in str(e.value)), str(e.value)
    finally:
        boyi.set_lang("en")
    assert boyi.game("nim 3 4 5").solve().title == en.title
    with pytest.raises(ValueError, match="no language `fr`"):
        boyi.set_lang("fr")
