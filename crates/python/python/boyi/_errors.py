"""The exceptions boyi raises: one class for each kind of engine error.

Every message is the engine's own, the same words the command line prints. Errors that are
about a value the caller gave (a description, an option, a move) are also ``ValueError``;
a file that cannot be read is also ``OSError``; a timeout is also ``TimeoutError``. Ctrl-C
during a long solve raises ``KeyboardInterrupt``, as everywhere in Python.
"""

from __future__ import annotations

__all__ = [
    "Error",
    "UsageError",
    "NotApplicableError",
    "ParseError",
    "ScriptError",
    "TooLargeError",
    "UnsupportedError",
    "FileError",
    "DatabaseError",
    "GameError",
    "MoveError",
    "Cancelled",
    "Timeout",
]


class Error(Exception):
    """Anything boyi reports as an error.

    ``id`` says which error it is, in every language: the engine's id of it, the same as the
    command line's ``--json`` and the web API give (``error-unknown-game``,
    ``error-option-not-applicable``, ...). Match on it, not on the message. An error raised
    by the package itself rather than the engine has the id ``error-text``.

    ``details`` says what the error names, by name (``game``, ``option``, ``token``), as the
    ``args`` of the command line's ``--json`` and the web's errors: empty when nothing.

    >>> import boyi
    >>> try:
    ...     boyi.game("nmi 3")
    ... except boyi.Error as e:
    ...     print(e.id, e.details)
    error-unknown-game-near {'near': 'nim', 'token': 'nmi'}
    """

    id: str = "error-text"
    details: dict[str, str] = {}


class UsageError(Error, ValueError):
    """The game's description or one of its parameters is wrong.

    >>> import boyi
    >>> boyi.game("nim three")
    Traceback (most recent call last):
    ...
    boyi._errors.UsageError: `nim`: heaps is a list of whole numbers ≥ 0, not `three`
    """


class NotApplicableError(UsageError):
    """An option, or a verb, that the game does not take (the message names both)."""


class ParseError(Error, ValueError):
    """A game file's contents are wrong; the message names the file, line and column."""


class ScriptError(Error):
    """A rules script failed; the message names the file, line, column and call."""


class TooLargeError(Error):
    """The game does not fit the memory budget, or a position limit, or another limit."""


class UnsupportedError(Error, ValueError):
    """No solver applies to this game as asked (a cycle where values need none, ...)."""


class FileError(Error, OSError):
    """A file or directory could not be read or written."""


class DatabaseError(Error):
    """A board database is missing, damaged or of another game."""


class GameError(Error):
    """A game defined in Python failed: a callback raised (the exception is the cause,
    ``__cause__``), or returned something that is not what it should be."""


class MoveError(Error, ValueError):
    """A play session did not understand a move, or the game is over."""


class Cancelled(Error):
    """The computation was stopped before its end."""


class Timeout(Cancelled, TimeoutError):
    """The computation was stopped when its ``timeout`` passed."""


class _Stop(BaseException):
    """Raised inside a game's callback that kept running after a stop (never escapes)."""
