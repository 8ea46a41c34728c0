"""Typed constructors for the built-in games: each builds the command line's description
(``boyi.Nim([3, 4, 5])`` is ``boyi.game('nim 3 4 5')``), so names, reports and errors are
the same as there."""

from __future__ import annotations

import os
from typing import Any, Dict, Hashable, Iterable, List, Mapping, Optional, Union

from . import _native
from ._game import Game, _heaps, _tokens

__all__ = [
    "Nim", "Bash", "Subtraction", "AllBut", "Octal", "Grundy", "Lasker", "Wythoff",
    "Graph", "Script", "TicTacToe", "Mnk", "Connect4", "Pie", "Absolute", "Cutting", "Pirates",
]

Heaps = Union[int, Iterable[int]]
PathLike = Union[str, "os.PathLike[str]"]


def _misere(m: bool) -> List[str]:
    return ["--misere"] if m else []


def _set(values: Iterable[int]) -> str:
    return ",".join(_tokens(values))


class Nim(Game):
    """Nim: take any number of tokens from one heap; the value is the xor of the heaps.

    >>> import boyi
    >>> boyi.Nim([3, 4, 5]).solve().sg
    2
    """

    def __init__(self, heaps: Heaps = (), *, misere: bool = False):
        super().__init__(["nim", *_heaps(heaps), *_misere(misere)])


class Bash(Game):
    """The Bash game: take 1 to ``m`` tokens; heap n is lost exactly when n mod (m+1) = 0.

    >>> import boyi
    >>> boyi.Bash(3, 8).solve().outcome
    'loss'
    """

    def __init__(self, m: int, heaps: Heaps = (), *, misere: bool = False):
        super().__init__(["bash", str(int(m)), *_heaps(heaps), *_misere(misere)])


class Subtraction(Game):
    """A subtraction game: take k tokens for k in ``subtract`` (AtCoder DP K "Stones").

    >>> import boyi
    >>> boyi.Subtraction([1, 3, 4], 7).solve().outcome
    'loss'
    """

    def __init__(self, subtract: Iterable[int], heaps: Heaps = (), *, misere: bool = False):
        super().__init__(["subtraction", _set(subtract), *_heaps(heaps), *_misere(misere)])


class AllBut(Game):
    """Take any number of tokens except those in ``excluded``."""

    def __init__(self, excluded: Iterable[int], heaps: Heaps = (), *, misere: bool = False):
        super().__init__(["allbut", _set(excluded), *_heaps(heaps), *_misere(misere)])


class Octal(Game):
    """A take-and-break game by its octal code (``'0.77'`` Kayles, ``'0.07'`` Dawson's
    Kayles, ``'4.07'``) or hexadecimal code (``'0x0.8'``).

    >>> import boyi
    >>> boyi.Octal("0.77").sequence(upto=11).values.tolist()
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    """

    def __init__(self, code: str, heaps: Heaps = (), *, misere: bool = False):
        super().__init__([str(code), *_heaps(heaps), *_misere(misere)])


class Grundy(Game):
    """Grundy's game: split a heap into two unequal heaps."""

    def __init__(self, heaps: Heaps = (), *, misere: bool = False):
        super().__init__(["grundy", *_heaps(heaps), *_misere(misere)])


class Lasker(Game):
    """Lasker's Nim: take from a heap, or split it into two."""

    def __init__(self, heaps: Heaps = (), *, misere: bool = False):
        super().__init__(["lasker", *_heaps(heaps), *_misere(misere)])


class Wythoff(Game):
    """Wythoff's game: take from one heap, or the same number from both. Without heaps,
    its sequence is the P-positions (floor(k·φ), floor(k·φ²)).

    >>> import boyi
    >>> boyi.Wythoff(3, 5).solve().outcome
    'loss'
    """

    def __init__(self, a: Optional[int] = None, b: Optional[int] = None, *, misere: bool = False):
        heaps = [str(int(h)) for h in (a, b) if h is not None]
        super().__init__(["wythoff", *heaps, *_misere(misere)])


class Graph(Game):
    """A game graph: positions and their moves, with final values where play stops.

    In memory, from a mapping of each position to the positions it moves to (positions are
    named by ``str``); ``values`` gives final values (``'win'``, ``'loss'``, ``'draw'`` for
    the player to move, or an integer score); the start is ``start`` or the first key.

    >>> import boyi
    >>> g = boyi.Graph({"a": ["b", "c"], "b": ["a"], "c": []})
    >>> g.solve().outcome, g.query("b").outcome
    ('win', 'loss')

    From a file in boyi's text or JSON format: :meth:`Graph.from_file`; from networkx:
    :meth:`Graph.from_networkx` (the same as :func:`boyi.from_networkx`).
    """

    def __init__(
        self,
        moves: Mapping[Hashable, Iterable[Hashable]],
        *,
        start: Optional[Hashable] = None,
        values: Optional[Mapping[Hashable, Union[str, int]]] = None,
        misere: bool = False,
        name: str = "graph",
    ):
        succ = {u: list(ts) for u, ts in moves.items()}
        nodes: List[Hashable] = list(succ)
        for targets in list(succ.values()):
            for t in targets:
                if t not in succ:  # named only as a move's target: a position with no moves
                    succ[t] = []
                    nodes.append(t)
        self._build(nodes, succ.__getitem__, values or {}, start, misere, name)

    def _build(self, nodes: List[Hashable], succ: Any, values: Mapping[Hashable, Any],
               start: Optional[Hashable], misere: bool, name: str) -> None:
        if not nodes:
            raise ValueError("a game graph needs one position at least")
        index = {u: i for i, u in enumerate(nodes)}
        names = [str(u) for u in nodes]
        moves = [[index[v] for v in succ(u)] for u in nodes]
        finals = [(index[u], v) for u, v in values.items() if v is not None]
        first = nodes[0] if start is None else start
        if first not in index:
            raise ValueError(f"the start {first!r} is not a position of the graph")
        self._native = _native.graph(name, names, moves, finals, index[first], misere)
        self._nodes: Optional[Dict[str, Any]] = dict(zip(names, nodes))

    @classmethod
    def from_file(cls, path: PathLike, position: Optional[str] = None, *, misere: bool = False) -> "Graph":
        """A game-graph file (``.txt``: ``a -> b c``, ``d = loss``, ``start a``; or
        ``.json``), at ``position`` or its start."""
        g = cls.__new__(cls)
        tokens = [os.fspath(path)] + ([position] if position is not None else []) + _misere(misere)
        Game.__init__(g, tokens)
        return g

    @classmethod
    def from_networkx(
        cls, digraph: Any, *, start: Optional[Hashable] = None, misere: bool = False,
        value: str = "value",
    ) -> "Graph":
        """A ``networkx.DiGraph`` as a game: its nodes are the positions (named by ``str``),
        its edges the moves; a node's ``value`` attribute (``'win'``, ``'loss'``,
        ``'draw'`` or an integer score) ends play there. The start is ``start``, else the
        graph's ``start`` attribute, else the first node. :meth:`Game.to_networkx` gives the
        original nodes back."""
        if not digraph.is_directed():
            raise ValueError("a game graph is directed: moves go one way (use nx.DiGraph)")
        g = cls.__new__(cls)
        nodes = list(digraph.nodes)
        values = {u: d.get(value) for u, d in digraph.nodes(data=True) if d.get(value) is not None}
        first = start if start is not None else digraph.graph.get("start")
        g._build(nodes, digraph.successors, values, first, misere, digraph.name or "networkx graph")
        return g


def _script_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_script_value(x) for x in v) + "]"
    return str(v)


class Script(Game):
    """A rules script (Rhai: ``start``, ``moves``, optional ``terminal``, ``turn``,
    ``split``), its parameters given as keywords: ``boyi.Script("stones.rhai", n=10,
    take=[1, 3, 4])``. ``position`` (script syntax) starts play elsewhere."""

    def __init__(self, path: PathLike, position: Optional[str] = None, *, misere: bool = False, **params: Any):
        args = [f"{k}={_script_value(v)}" for k, v in params.items()]
        pos = [position] if position is not None else []
        super().__init__([os.fspath(path), *args, *pos, *_misere(misere)])


class TicTacToe(Game):
    """Tic-tac-toe, solved into a database; ``position`` as cells played (``'519'``)."""

    def __init__(self, position: Optional[str] = None):
        super().__init__(["tictactoe"] + ([str(position)] if position else []))


class Mnk(Game):
    """``k`` in a row on a board ``m`` wide and ``n`` high, solved into a database."""

    def __init__(self, m: int, n: int, k: int, position: Optional[str] = None):
        super().__init__(["mnk", str(int(m)), str(int(n)), str(int(k))] + ([str(position)] if position else []))


class Connect4(Game):
    """Connect-Four on a board ``width`` x ``height``, solved into a database; ``position``
    as the columns played, 1-based (``'4455'``)."""

    def __init__(self, width: int = 7, height: int = 6, position: Optional[str] = None):
        tokens = ["connect4", "--width", str(int(width)), "--height", str(int(height))]
        super().__init__(tokens + ([str(position)] if position else []))


class Pie(Game):
    """Pie Rules (CF859C): slices handed out in order by whoever holds the decider token."""

    def __init__(self, slices: Iterable[int]):
        super().__init__(["pie", *_tokens(slices)])


class Absolute(Game):
    """The Absolute Game (SEERC 2019): Alice maximises |x - y|, Bob minimises it."""

    def __init__(self, a: Iterable[int], b: Iterable[int]):
        super().__init__(["absolute", "--a", ",".join(_tokens(a)), "--b", ",".join(_tokens(b))])


class Cutting(Game):
    """The Cutting Game (P10501): cut a sheet; who cuts out a 1 x 1 piece wins."""

    def __init__(self, width: int, height: int):
        super().__init__(["cutting", str(int(width)), str(int(height))])


class Pirates(Game):
    """The pirates' gold: ``pirates`` pirates share ``coins`` coins by votes."""

    def __init__(self, pirates: int, coins: int, *, ties: Optional[str] = None,
                 threshold: Optional[str] = None, pick: Optional[str] = None):
        tokens = ["pirates", str(int(pirates)), str(int(coins))]
        for flag, v in (("--ties", ties), ("--threshold", threshold), ("--pick", pick)):
            if v is not None:
                tokens += [flag, v]
        super().__init__(tokens)
