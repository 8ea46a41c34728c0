"""Games defined in Python: the rules as a class or as two functions, solved by the engine."""

from __future__ import annotations

from typing import Any, Callable, Hashable, Iterable, Optional

from . import _native
from ._game import Game

__all__ = ["define"]

#: Positions explored at most unless ``max_positions`` says otherwise: a game whose moves
#: never end would otherwise fill the memory with Python objects before the budget (which
#: counts the engine's memory, not Python's) is reached.
MAX_POSITIONS = 10_000_000


def define(
    rules: Any = None,
    moves: Optional[Callable[[Any], Iterable[Hashable]]] = None,
    *,
    terminal: Optional[Callable[[Any], Any]] = None,
    turn: Optional[Callable[[Any], Hashable]] = None,
    name: Optional[str] = None,
    misere: Optional[bool] = None,
    max_positions: int = MAX_POSITIONS,
) -> Game:
    """A game defined in Python, solved exactly like a built-in one.

    Either an object (or a class, instantiated without arguments) with methods
    ``start()`` and ``moves(p)``, and optionally ``terminal(p)`` and ``turn(p)`` (and a
    ``misere`` attribute); or two arguments: the start (a position, or a function
    returning it) and ``moves``.

    - ``moves(p)`` returns the positions reachable from ``p`` in one move (a list, or any
      iterable). Positions are any hashable values: ints, strings, tuples, frozensets,
      your own classes with ``__hash__`` and ``__eq__``. Keep them canonical: equal
      positions must compare equal.
    - ``terminal(p)`` returns ``None`` while play goes on, ``'win'``, ``'loss'`` or
      ``'draw'`` for the player to move where play stops, or an integer score (a scoring
      game). Without it, a position with no moves is lost (won under ``misere``).
    - ``turn(p)`` returns whose turn it is (any value): the game is then partizan (no
      Sprague-Grundy values); a move that keeps the turn gets a forced pass.

    Exploring calls ``moves`` once per position with the GIL held, and lets go of it
    between calls; the solving itself runs without the GIL. A callback that raises stops
    the solve with :class:`boyi.GameError` (the exception is its ``__cause__``); so does
    one that returns a value of the wrong kind. ``max_positions`` bounds a game that never
    ends; ``timeout=`` and Ctrl-C stop a solve, even inside a callback that never returns.

    >>> import boyi
    >>> class Stones:
    ...     "Take 1, 3 or 4 stones; who cannot move loses."
    ...     def __init__(self, n): self.n = n
    ...     def start(self): return self.n
    ...     def moves(self, n): return [n - k for k in (1, 3, 4) if k <= n]
    >>> g = boyi.define(Stones(14))
    >>> g.solve().outcome
    'loss'
    >>> g.query(10).sg
    1
    >>> boyi.define(10, lambda n: [n - k for k in (1, 2) if k <= n]).solve().best_move
    '9'
    """
    if moves is None:
        if rules is None:
            raise TypeError("define() needs the rules: an object with start() and moves(p), or start and moves")
        obj = rules() if isinstance(rules, type) else rules
        for required in ("start", "moves"):
            if not callable(getattr(obj, required, None)):
                raise TypeError(
                    f"define({type(obj).__name__}): the rules need a method {required}(); "
                    "or give two arguments: define(start, moves)"
                )
        start: Any = obj.start
        moves = obj.moves
        terminal = terminal if terminal is not None else getattr(obj, "terminal", None)
        turn = turn if turn is not None else getattr(obj, "turn", None)
        if misere is None:
            misere = bool(getattr(obj, "misere", False))
        if name is None:
            name = getattr(obj, "name", None) if isinstance(getattr(obj, "name", None), str) else None
            name = name or type(obj).__name__
    else:
        start = rules
        if not callable(moves):
            raise TypeError("moves must be a function: moves(p) -> positions")
        if name is None:
            name = getattr(moves, "__name__", None)
            name = "python-game" if name in (None, "<lambda>", "moves") else name
    native = _native.python_game(
        start, moves, terminal=terminal, turn=turn, name=name, misere=bool(misere),
        max_positions=max_positions,
    )
    return Game._wrap(native)
