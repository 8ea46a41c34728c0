"""boyi (博弈): solve combinatorial games exactly, from Python.

Name a game as on the command line, or build it, or define your own in Python; ask who
wins, the values, the best moves, the Sprague-Grundy sequence and its proved period; play
it move by move. Every answer is the engine's report, typed, with ``to_dict()`` (the
command line's ``--json``) and a coloured table in Jupyter.

>>> import boyi
>>> boyi.game("nim 3 4 5").solve().best_move
'1 1'
>>> boyi.Octal("0.77").sequence(upto=300).pattern.proved
True
>>> boyi.define(10, lambda n: [n - k for k in (1, 2, 3) if k <= n]).solve().value
Value(outcome='win', remoteness=5)
>>> boyi.value("{1|-1} + ^") <= boyi.value("+-1")
False
>>> boyi.quotient("0.75").order
8

The guide is docs/python.md; the tutorial notebook docs/python-tutorial.ipynb.
"""

from . import _native
from ._define import define
from ._errors import (
    Cancelled,
    DatabaseError,
    Error,
    FileError,
    GameError,
    MoveError,
    NotApplicableError,
    ParseError,
    ScriptError,
    Timeout,
    TooLargeError,
    UnsupportedError,
    UsageError,
)
from ._game import Game, Progress, game, games, get_lang, schema, set_lang, sum
from ._games import (
    Absolute,
    AllBut,
    Bash,
    Connect4,
    Cutting,
    Graph,
    Grundy,
    Lasker,
    Mnk,
    Nim,
    Octal,
    Pie,
    Pirates,
    Script,
    Subtraction,
    TicTacToe,
    Wythoff,
)
from ._networkx import from_networkx
from ._results import (
    End,
    HistoryEntry,
    Loopy,
    Move,
    Outcome,
    Pattern,
    Played,
    Position,
    QueryResult,
    Sg,
    SolveResult,
    Value,
    ValueAt,
)
from ._sequence import SequenceResult
from ._session import Session
from ._values import CanonicalValue, Quotient, quotient, value

__version__: str = _native.VERSION
#: The version of the report types (``to_dict()`` data); see :func:`schema`.
SCHEMA_VERSION: int = _native.SCHEMA_VERSION

__all__ = [
    "Game", "game", "sum", "define", "games", "schema", "from_networkx", "Progress",
    "Nim", "Bash", "Subtraction", "AllBut", "Octal", "Grundy", "Lasker", "Wythoff",
    "Graph", "Script", "TicTacToe", "Mnk", "Connect4", "Pie", "Absolute", "Cutting", "Pirates",
    "SolveResult", "QueryResult", "SequenceResult", "ValueAt", "Position", "Move", "Value",
    "Loopy", "Sg", "Outcome", "Pattern", "Session", "Played", "End", "HistoryEntry",
    "Error", "UsageError", "NotApplicableError", "ParseError", "ScriptError", "TooLargeError",
    "UnsupportedError", "FileError", "DatabaseError", "GameError", "MoveError", "Cancelled",
    "Timeout", "SCHEMA_VERSION", "value", "CanonicalValue", "quotient", "Quotient",
    "set_lang", "get_lang",
]
