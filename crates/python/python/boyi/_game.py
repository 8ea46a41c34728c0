"""Games: named as on the command line, built by typed constructors, defined in Python, or
joined into sums with ``+``; each answers ``solve``, ``query``, ``sequence`` and ``play``."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Callable, Dict, Iterable, List, Optional, Sequence, Union

from . import _native
from ._results import QueryResult, SolveResult, ValueAt
from ._sequence import SequenceResult
from ._session import Session

if TYPE_CHECKING:
    from ._values import CanonicalValue

__all__ = ["Game", "game", "sum", "games", "schema", "Progress"]

#: A progress callback: ``progress(phase, done, total)``, called about twice a second from
#: the calling thread during a long computation (``total`` is 0 when unknown). Raising in
#: it stops the computation with that exception.
Progress = Callable[[str, int, int], Any]

Description = Union[str, Sequence[str]]


def _settings(
    memory_mib: Optional[int],
    threads: Optional[int],
    timeout: Optional[float],
    progress: Optional[Progress],
    data_dir: Optional[Union[str, "os.PathLike[str]"]],
) -> Dict[str, Any]:
    return {
        "memory_mib": memory_mib,
        "threads": threads,
        "timeout": timeout,
        "progress": progress,
        "data_dir": None if data_dir is None else os.fspath(data_dir),
    }


def _path(p: Any) -> Optional[str]:
    return None if p is None else os.fspath(p)


class Game:
    """A game, ready to be asked: named as on the command line, or by a constructor.

    >>> import boyi
    >>> g = boyi.game("nim 3 4 5")
    >>> r = g.solve()
    >>> r.outcome, r.sg, r.best_move
    ('win', 2, '1 1')
    >>> (boyi.Nim([1]) + boyi.Nim([1])).solve().outcome
    'loss'

    Every verb takes the same keywords for what the computation may use: ``memory_mib``
    (the memory budget, 4096 by default), ``threads`` (worker threads; all cores by
    default), ``timeout`` (seconds, then :class:`boyi.Timeout`), ``progress`` (a callback
    ``progress(phase, done, total)``) and ``data_dir`` (where databases and checkpoints
    go; ``~/.cache/boyi`` by default). Ctrl-C stops a long computation with
    ``KeyboardInterrupt``.
    """

    _native: Any
    _nodes: Optional[Dict[str, Any]]

    def __init__(self, description: Description):
        self._native = _native.parse(description if isinstance(description, str) else list(description))
        self._nodes = None

    @classmethod
    def _wrap(cls, native: Any, nodes: Optional[Dict[str, Any]] = None) -> "Game":
        g = cls.__new__(cls)
        g._native = native
        g._nodes = nodes
        return g

    @property
    def name(self) -> str:
        """The game's canonical name: ``boyi.game(g.name)`` is the same game."""
        return self._native.name

    @property
    def title(self) -> str:
        """The game as understood, in words."""
        return self._native.title

    @property
    def misere(self) -> bool:
        """Whether play is misère (the player who cannot move wins)."""
        return self._native.components[1]

    @property
    def info(self) -> Dict[str, Any]:
        """What the game takes: its parameters and each verb's options."""
        return self._native.info()

    def __repr__(self) -> str:
        return f"boyi.game({self.name!r})"

    def __str__(self) -> str:
        return self.name

    def __add__(self, other: "Game") -> "Game":
        if not isinstance(other, Game):
            return NotImplemented
        return sum(self, other)

    def solve(
        self,
        *,
        all: bool = False,
        endless: Optional[str] = None,
        db: Optional[Union[str, "os.PathLike[str]"]] = None,
        resume: bool = False,
        memory_mib: Optional[int] = None,
        threads: Optional[int] = None,
        timeout: Optional[float] = None,
        progress: Optional[Progress] = None,
        data_dir: Optional[Union[str, "os.PathLike[str]"]] = None,
    ) -> SolveResult:
        """Who wins, the value, the best moves: ``boyi solve``.

        ``all=True`` lists every position (explored games); ``endless`` is what endless
        play is worth in a scoring game (``'zero'`` or ``'refuse'``); board games are
        solved into the database directory ``db`` (``resume=True`` goes on from an
        interrupted run).
        """
        opts: Dict[str, Any] = {"all": all or None, "endless": endless, "db": _path(db), "resume": resume or None}
        opts.update(_settings(memory_mib, threads, timeout, progress, data_dir))
        return SolveResult(self._native.solve(opts))

    def query(
        self,
        position: Any = None,
        *,
        db: Optional[Union[str, "os.PathLike[str]"]] = None,
        endless: Optional[str] = None,
        memory_mib: Optional[int] = None,
        threads: Optional[int] = None,
        timeout: Optional[float] = None,
        progress: Optional[Progress] = None,
        data_dir: Optional[Union[str, "os.PathLike[str]"]] = None,
    ) -> QueryResult:
        """One position with its value and every move: ``boyi query``.

        Without ``position``, the game's own position. A game defined in Python takes the
        position itself (any value reached from the start), a game graph a position's
        name: both are looked up in the game solved once and kept, in microseconds. Other
        games take the position as the command line writes it (a board's moves ``'4455'``
        read from the database ``db``; a rules script's position in script syntax).
        """
        settings = _settings(memory_mib, threads, timeout, progress, data_dir)
        if position is None:
            opts: Dict[str, Any] = {"db": _path(db), "endless": endless}
            opts.update(settings)
            return QueryResult(self._native.query(opts))
        kind = self._native.kind
        if kind == "python" or kind == "graph" or self._is_graph_file():
            if endless is not None or db is not None:
                raise TypeError("positions looked up by value take no endless= or db=")
            return QueryResult(self._native.query_position(position, settings))
        if kind == "sum":
            raise TypeError(f"{self.name} is a sum: query its components")
        components, misere = self._native.components
        tokens = list(components[0]) + [str(position)] + (["--misere"] if misere else [])
        return Game(tokens).query(db=db, endless=endless, **settings)

    def _is_graph_file(self) -> bool:
        components, _ = self._native.components
        tokens = components[0]
        return len(tokens) == 1 and tokens[0].endswith((".txt", ".json", ".graph"))

    def sequence(
        self,
        upto: Optional[int] = None,
        *,
        at: Optional[int] = None,
        param: Optional[str] = None,
        method: Optional[str] = None,
        resume: bool = False,
        checkpoint: Optional[Union[str, "os.PathLike[str]"]] = None,
        memory_mib: Optional[int] = None,
        threads: Optional[int] = None,
        timeout: Optional[float] = None,
        progress: Optional[Progress] = None,
        data_dir: Optional[Union[str, "os.PathLike[str]"]] = None,
    ) -> Union[SequenceResult, ValueAt]:
        """Values over the game's parameter, with the pattern behind them: ``boyi sequence``.

        Heap games give the Sprague-Grundy values of heaps 0..=upto (``at=n`` for one
        value; ``method='naive'`` or ``'sparse'``; long runs keep a checkpoint and go on
        with ``resume=True``); a rules script varies its parameter ``param``; Wythoff's
        game gives its P-positions. The values come as a numpy array.
        """
        opts: Dict[str, Any] = {
            "upto": upto, "at": at, "param": param, "method": method,
            "resume": resume or None, "checkpoint": _path(checkpoint),
        }
        opts.update(_settings(memory_mib, threads, timeout, progress, data_dir))
        data, kind, buffer = self._native.sequence(opts)
        if kind == "at":
            return ValueAt(data["game"], data["n"], data["value"], data["source"], data)
        return SequenceResult(data, kind, buffer)

    def play(
        self,
        *,
        endless: Optional[str] = None,
        db: Optional[Union[str, "os.PathLike[str]"]] = None,
        memory_mib: Optional[int] = None,
        threads: Optional[int] = None,
        timeout: Optional[float] = None,
        progress: Optional[Progress] = None,
        data_dir: Optional[Union[str, "os.PathLike[str]"]] = None,
    ) -> Session:
        """A play session from the game's position (solved first): ``boyi play``."""
        opts: Dict[str, Any] = {"endless": endless, "db": _path(db)}
        opts.update(_settings(memory_mib, threads, timeout, progress, data_dir))
        return Session(self._native.session(opts), self._native.kind == "python")

    @property
    def value(self) -> "CanonicalValue":
        """What the game is worth in Conway's algebra, in canonical form: a partizan game's
        canonical value (``boyi solve``'s ``canonical``), an impartial game's nimber ``*n``.

        >>> import boyi
        >>> str(boyi.game("domineering ..|..").value)
        '+-1'
        >>> str(boyi.game("nim 1 2").value)
        '*3'
        """
        from ._values import CanonicalValue

        report = self._native.solve({})
        details = report.get("details") or {}
        if details.get("family") == "partizan":
            return CanonicalValue(details["canonical"]["value"])
        sg = SolveResult(report).sg
        if isinstance(sg, int) and not self.misere:
            return CanonicalValue(f"*{sg}")
        from ._errors import NotApplicableError

        raise NotApplicableError(
            f"`{self.name}` has no value in Conway's algebra: it is neither a partizan game nor "
            "an impartial normal-play game with a finite Sprague-Grundy value"
        )

    def explain(
        self,
        *,
        memory_mib: Optional[int] = None,
        threads: Optional[int] = None,
        timeout: Optional[float] = None,
        progress: Optional[Progress] = None,
        data_dir: Optional[Union[str, "os.PathLike[str]"]] = None,
    ) -> Dict[str, Any]:
        """Why the game's value is what it is: ``boyi explain --json``, as a dict."""
        opts: Dict[str, Any] = {}
        opts.update(_settings(memory_mib, threads, timeout, progress, data_dir))
        return self._native.explain(opts)

    def to_networkx(self, **settings: Any) -> Any:
        """The solved game as a ``networkx.DiGraph``: a node for every position (with
        ``outcome``, ``remoteness``, ``sg``, ``score`` and ``final`` attributes) and an edge
        for every move (``move``, and its ``outcome`` for the mover). Explored games only:
        game graphs, rules scripts, games defined in Python."""
        from ._networkx import to_networkx

        return to_networkx(self, self.solve(all=True, **settings))


def game(description: Description) -> Game:
    """The game named by ``description``, as the command line names it: ``'nim 3 4 5'``,
    ``'0.77 20'``, ``'connect4 --width 5 --height 4'``, a game-graph file, a rules
    script with its parameters, a sum with ``+``, ``--misere`` anywhere. A list of tokens
    is taken as a shell would split the line.

    >>> import boyi
    >>> boyi.game("nim 1 + nim 1 --misere").solve().outcome
    'win'
    """
    return Game(description)


def sum(*parts: Game, misere: bool = False) -> Game:
    """The sum of impartial games (``a + b`` is ``boyi.sum(a, b)``): each move is made in one
    component. Normal play is solved from the components' values; misère play by Bouton's
    rule for Nim heaps, or by exploring the sum itself.
    """
    flat: List[Any] = []
    for p in parts:
        if not isinstance(p, Game):
            raise TypeError(f"a sum is of games, not {type(p).__name__}")
        if p._native.kind == "sum":
            if p.misere:
                raise ValueError(f"`{p.name}` is a misère sum: a part of a sum plays by the sum's rule")
            flat.extend(_parts(p))
        else:
            flat.append(p._native)
    g = Game._wrap(_native.sum(flat, misere))
    # The parts as built (a Python-defined part has no description to parse again).
    g._parts = flat  # type: ignore[attr-defined]
    return g


def _parts(g: Game) -> List[Any]:
    native = getattr(g, "_parts", None)
    if native is not None:
        return native
    components, _ = g._native.components
    return [_native.parse(list(c)) for c in components]


def games() -> Dict[str, Any]:
    """The games boyi knows, with their parameters and options (``boyi list --json``)."""
    return _native.catalog_report()


def set_lang(code: str) -> None:
    """Choose the language of the words in results and errors: ``"en"`` (the default) or
    ``"zh"`` (a locale such as ``"zh_CN.UTF-8"`` names Chinese), as the command line's
    ``--lang``. Numbers, moves and positions are the same in both.

    >>> import boyi
    >>> boyi.set_lang("zh")
    >>> boyi.game("nim 3 4 5").solve().title
    'Nim 游戏：每次从一堆中取任意多个石子；各堆 3 4 5'
    >>> boyi.set_lang("en")
    """
    _native.set_lang(code)


def get_lang() -> str:
    """The language chosen by :func:`set_lang`: ``"en"`` or ``"zh"``."""
    return _native.get_lang()


def schema() -> Dict[str, Any]:
    """The JSON Schema of every report (``boyi schema``); ``to_dict()`` data follows it."""
    return _native.schema()


def _tokens(values: Iterable[Any]) -> List[str]:
    return [str(int(v)) for v in values]


def _heaps(heaps: Union[int, Iterable[int], None]) -> List[str]:
    if heaps is None:
        return []
    if isinstance(heaps, int):
        return [str(heaps)]
    return _tokens(heaps)
