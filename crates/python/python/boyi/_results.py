"""What boyi answers, as typed objects: each is read from the engine's report (the data
``--json`` prints on the command line), keeps it for :meth:`to_dict`, and shows itself in a
notebook as a coloured table (``_repr_html_``).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Dict, List, Literal, Optional, Tuple, Union

from . import _html

Outcome = Literal["win", "loss", "draw"]

__all__ = [
    "Outcome",
    "Loopy",
    "Sg",
    "Value",
    "Move",
    "Position",
    "SolveResult",
    "QueryResult",
    "Pattern",
    "ValueAt",
    "Played",
    "End",
    "HistoryEntry",
]


@dataclass(frozen=True)
class Loopy:
    """A loopy Sprague-Grundy value ∞{K}: infinite, with the finite values among its moves.

    >>> Loopy((0, 2)).outcome, str(Loopy((1,)))
    ('win', '∞{1}')
    """

    finite: Tuple[int, ...]

    @property
    def outcome(self) -> Outcome:
        """A win if a move leads to 0, else a draw."""
        return "win" if 0 in self.finite else "draw"

    def __str__(self) -> str:
        return "∞{" + ",".join(map(str, self.finite)) + "}"


#: A Sprague-Grundy value: a nimber ``n`` (``*n``), or a loopy value.
Sg = Union[int, Loopy]


def _sg(data: Optional[Dict[str, Any]]) -> Optional[Sg]:
    if data is None:
        return None
    if "finite" in data:
        return int(data["finite"])
    return Loopy(tuple(data["infinite"]))


def sg_text(v: Optional[Sg]) -> str:
    """``*3``, ``∞{0,2}`` or an empty string."""
    if v is None:
        return ""
    return f"*{v}" if isinstance(v, int) else str(v)


@dataclass(frozen=True)
class Value:
    """A position's value for the player to move: the outcome and, when known, the
    remoteness (how many moves the game lasts with the winner hurrying and the loser
    holding out).

    >>> v = Value("win", 3)
    >>> str(v), v.is_win
    ('win in 3', True)
    """

    outcome: Outcome
    remoteness: Optional[int] = None

    @classmethod
    def _read(cls, d: Dict[str, Any]) -> "Value":
        return cls(d["outcome"], d.get("remoteness"))

    @property
    def is_win(self) -> bool:
        return self.outcome == "win"

    @property
    def is_loss(self) -> bool:
        return self.outcome == "loss"

    @property
    def is_draw(self) -> bool:
        return self.outcome == "draw"

    def __str__(self) -> str:
        if self.outcome == "draw" or self.remoteness is None:
            return self.outcome
        return f"{self.outcome} in {self.remoteness}"


@dataclass(frozen=True)
class Move:
    """One move and what it is worth to the player who makes it."""

    move: str
    """How to name the move (what :meth:`Session.move` accepts)."""
    to: str
    """The position it leads to, in the game's notation."""
    value: Value
    """The move's value for the player who makes it."""
    sg: Optional[Sg] = None
    """The Sprague-Grundy value of the position it leads to (impartial games)."""
    score: Optional[int] = None
    """The move's minimax value for its maker (scoring games)."""

    @classmethod
    def _read(cls, d: Dict[str, Any]) -> "Move":
        return cls(d["move"], d["to"], Value._read(d["value"]), _sg(d.get("sg")), d.get("score"))

    @property
    def outcome(self) -> Outcome:
        return self.value.outcome

    def __str__(self) -> str:
        parts = [self.move, str(self.value)]
        if self.sg is not None:
            parts.append(sg_text(self.sg))
        if self.score is not None:
            parts.append(f"{self.score:+d}")
        return " ".join(parts)


class _Report:
    """A report kept as the engine gave it."""

    _data: Dict[str, Any]

    def to_dict(self) -> Dict[str, Any]:
        """The report as data: what ``boyi ... --json`` prints for the same question."""
        return copy.deepcopy(self._data)

    def _repr_html_(self) -> str:
        return _html.render(self)


class Position(_Report):
    """A position with its value and every move from it, best first.

    Attributes: ``position`` (its name), ``value``, ``outcome``, ``remoteness``, ``sg``,
    ``score``, ``final_value``, ``best_move``, ``moves``, ``moves_complete``,
    ``principal_variation``, ``to_move``, ``source``, ``drawing``.
    """

    def __init__(self, data: Dict[str, Any]):
        self._data = data
        self.position: str = data["position"]
        self.value: Value = Value._read(data["value"])
        self.sg: Optional[Sg] = _sg(data.get("sg"))
        self.score: Optional[int] = data.get("score")
        self.final_value: Optional[Union[str, Dict[str, int]]] = data.get("final_value")
        self.best_move: Optional[str] = data.get("best_move")
        self.moves: List[Move] = [Move._read(m) for m in data["moves"]]
        self.moves_complete: bool = data["moves_complete"]
        self.principal_variation: List[str] = list(data.get("principal_variation", []))
        self.to_move: Optional[str] = data.get("to_move")
        self.source: str = data["source"]
        self.drawing: Dict[str, Any] = data["drawing"]

    @property
    def outcome(self) -> Outcome:
        return self.value.outcome

    @property
    def remoteness(self) -> Optional[int]:
        return self.value.remoteness

    @property
    def best(self) -> Optional[Move]:
        """The move perfect play picks, or ``None`` where play stops."""
        return next((m for m in self.moves if m.move == self.best_move), None)

    def move(self, name: str) -> Move:
        """The move named ``name``."""
        for m in self.moves:
            if m.move == name:
                return m
        raise KeyError(name)

    def __repr__(self) -> str:
        extra = f", sg={sg_text(self.sg)}" if self.sg is not None else ""
        if self.score is not None:
            extra += f", score={self.score:+d}"
        best = f", best_move={self.best_move!r}" if self.best_move is not None else ""
        return f"<Position {self.position!r}: {self.value}{extra}{best}, {len(self.moves)} moves>"


class SolveResult(_Report):
    """The answer of :meth:`Game.solve`: the start position with its moves, every position
    when asked (``all=True``), and what only this kind of game has (``details``).

    The start's value and moves are at hand here too: ``r.value``, ``r.outcome``,
    ``r.remoteness``, ``r.sg``, ``r.moves``, ``r.best_move``, ``r.principal_variation``.
    """

    def __init__(self, data: Dict[str, Any]):
        self._data = data
        self.game: str = data["game"]
        self.title: str = data["title"]
        start = data.get("start")
        self.start: Optional[Position] = Position(start) if start is not None else None
        self.positions: List[Position] = [Position(p) for p in data.get("positions", [])]
        self.details: Dict[str, Any] = data["details"]
        self.family: str = data["details"]["family"]

    def _start(self) -> Position:
        if self.start is None:
            raise AttributeError(f"{self.game} has no start position (see .details)")
        return self.start

    value = property(lambda self: self._start().value, doc="The start's value.")
    outcome = property(lambda self: self._start().outcome, doc="The start's outcome.")
    remoteness = property(lambda self: self._start().remoteness, doc="The start's remoteness.")
    sg = property(lambda self: self._start().sg, doc="The start's Sprague-Grundy value.")
    score = property(lambda self: self._start().score, doc="The start's minimax value.")
    moves = property(lambda self: self._start().moves, doc="The start's moves, best first.")
    best_move = property(lambda self: self._start().best_move, doc="The start's best move.")
    best = property(lambda self: self._start().best, doc="The start's best move, as a Move.")
    principal_variation = property(
        lambda self: self._start().principal_variation, doc="A perfect game from the start."
    )

    def position(self, name: str) -> Position:
        """The position named ``name`` among those listed (the start and ``positions``)."""
        for p in ([self.start] if self.start else []) + self.positions:
            if p.position == name:
                return p
        raise KeyError(name)

    def __repr__(self) -> str:
        if self.start is None:
            return f"<SolveResult {self.game!r}: {self.title}>"
        s = self.start
        sg = f", sg={sg_text(s.sg)}" if s.sg is not None else ""
        best = f", best_move={s.best_move!r}" if s.best_move is not None else ""
        return f"<SolveResult {self.game!r}: {s.value}{sg}{best}>"


class QueryResult(_Report):
    """The answer of :meth:`Game.query`: one position, and the database it came from."""

    def __init__(self, data: Dict[str, Any]):
        self._data = data
        self.game: str = data["game"]
        self.title: str = data["title"]
        self.position: Position = Position(data["position"])
        self.database: Optional[str] = data.get("database")

    def __getattr__(self, name: str) -> Any:
        # value, outcome, moves, ... are the position's.
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self.position, name)

    def __repr__(self) -> str:
        return f"<QueryResult {self.game!r} at {self.position.position!r}: {self.position.value}>"


@dataclass(frozen=True)
class Pattern:
    """The pattern behind a sequence: ``status`` is ``'proved'`` (a theorem proves it for
    every n: the Guy-Smith periodicity theorem for finite octal codes, checked up to
    ``checked_to``), ``'observed'`` (it holds on every value computed), or ``'none'``."""

    status: Literal["proved", "observed", "none"]
    upto: int
    of: str
    preperiod: Optional[int] = None
    period: Optional[int] = None
    saltus: Optional[int] = None
    checked_to: Optional[int] = None

    @classmethod
    def _read(cls, d: Dict[str, Any]) -> "Pattern":
        return cls(
            d["status"], d["upto"], d["of"], d.get("preperiod"), d.get("period"),
            d.get("saltus"), d.get("checked_to"),
        )

    @property
    def proved(self) -> bool:
        return self.status == "proved"

    def __str__(self) -> str:
        if self.period is None:
            return f"no pattern up to {self.upto}"
        s = f"period {self.period} from {self.preperiod}"
        if self.saltus:
            s += f", saltus {self.saltus}"
        if self.proved:
            s += f" (proved; checked to {self.checked_to})"
        else:
            s += f" ({self.status} up to {self.upto})"
        return s


@dataclass(frozen=True)
class ValueAt:
    """The answer of :meth:`Game.sequence` with ``at=n``: one value."""

    game: str
    n: int
    value: int
    source: str
    _data: Dict[str, Any] = field(repr=False, compare=False)

    def to_dict(self) -> Dict[str, Any]:
        return copy.deepcopy(self._data)


@dataclass(frozen=True)
class Played:
    """A move made in a session, and what it gave away if it was worse than the best."""

    by: str
    move: str
    to: str
    value: Value
    score: Optional[int] = None
    mistake: Optional[str] = None

    @classmethod
    def _read(cls, d: Dict[str, Any]) -> "Played":
        return cls(d["by"], d["move"], d["to"], Value._read(d["value"]), d.get("score"), d.get("mistake"))


@dataclass(frozen=True)
class End:
    """How a session's game ended: the winner (``'first'``, ``'second'`` or ``None`` for a
    draw; ``'first'`` moved first), why, where, and the final score in scoring games."""

    winner: Optional[str]
    reason: str
    position: str
    score: Optional[int] = None

    @classmethod
    def _read(cls, d: Optional[Dict[str, Any]]) -> Optional["End"]:
        return None if d is None else cls(d.get("winner"), d["reason"], d["position"], d.get("score"))


@dataclass(frozen=True)
class HistoryEntry:
    """A step of a session's game: the position, who was to move, its value, the move made."""

    position: str
    to_move: str
    value: Value
    score: Optional[int] = None
    move: Optional[str] = None

    @classmethod
    def _read(cls, d: Dict[str, Any]) -> "HistoryEntry":
        return cls(d["position"], d["to_move"], Value._read(d["value"]), d.get("score"), d.get("move"))
