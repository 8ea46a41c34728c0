"""Playing a game move by move against its values: the engine's play session."""

from __future__ import annotations

from typing import Any, List, Optional

from . import _html
from ._results import End, HistoryEntry, Move, Played, Position

__all__ = ["Session"]


class Session:
    """A game being played or explored (from :meth:`Game.play`): the position now with every
    move's value, moves made by name (or by a Move, or for a game defined in Python by the
    position to move to), taken back and played again.

    >>> import boyi
    >>> s = boyi.Nim([1, 2]).play()
    >>> [m.move for m in s.moves()][:2]
    ['2 1', '1 -']
    >>> s.move("2 1").mistake is None
    True
    >>> s.best().move, s.undo(), s.position.position
    ('1 -', True, '1 2')
    """

    def __init__(self, native: Any, python_game: bool):
        self._native = native
        self._python = python_game

    @property
    def game(self) -> str:
        return self._native.game

    @property
    def title(self) -> str:
        return self._native.title

    @property
    def how_to_move(self) -> str:
        """How moves are named in this game."""
        return self._native.how_to_move

    @property
    def position(self) -> Position:
        """The position now, with every move best first."""
        return Position(self._native.position())

    @property
    def to_move(self) -> str:
        """``'first'`` (who was to move when the session began) or ``'second'``."""
        return self._native.to_move()

    @property
    def end(self) -> Optional[End]:
        """How the game ended, or ``None`` while it goes on."""
        return End._read(self._native.status())

    @property
    def over(self) -> bool:
        return self._native.status() is not None

    def moves(self) -> List[Move]:
        """The moves from here, best first (none once the game is over)."""
        return [] if self.over else [Move._read(m) for m in self._native.moves()]

    def best(self) -> Optional[Move]:
        """The move perfect play picks here, or ``None`` once the game is over."""
        m = self._native.hint()
        return None if m is None else Move._read(m)

    def _text(self, move: Any) -> str:
        if isinstance(move, Move):
            return move.move
        if isinstance(move, str):
            if self._python:
                names = {m["move"] for m in self._native.moves()}
                # A string position of a Python game is named by its repr: 'a' -> "'a'".
                if move not in names and repr(move) in names:
                    return repr(move)
            return move
        return repr(move) if self._python else str(move)

    def move(self, move: Any) -> Played:
        """Makes a move: a :class:`Move`, its name, ``'#k'`` for the k-th move listed, or in
        a game defined in Python the position to move to. A move worse than the best says
        what it gave away in ``mistake``; a move that is not one raises :class:`MoveError`."""
        return Played._read(self._native.play(self._text(move)))

    def play_best(self) -> Played:
        """Makes the move perfect play picks."""
        return Played._read(self._native.play_best())

    def undo(self) -> bool:
        """Takes the last move back; ``False`` if there is none."""
        return self._native.undo()

    def redo(self) -> bool:
        """Plays a move taken back again; ``False`` if there is none."""
        return self._native.redo()

    def history(self) -> List[HistoryEntry]:
        """The game so far, position by position, the current one last."""
        return [HistoryEntry._read(h) for h in self._native.history()]

    def __repr__(self) -> str:
        state = self.end.reason if self.over else f"{self.to_move} to move, {self.position.value}"
        return f"<Session {self.game!r} at {self.position.position!r}: {state}>"

    def _repr_html_(self) -> str:
        end = self.end
        tail = f"<div>game over: {end.reason}</div>" if end else ""
        return _html.position_table(self.position) + tail
