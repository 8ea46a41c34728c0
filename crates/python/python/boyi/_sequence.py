"""Values over a parameter: a numpy array over the engine's own memory, with the pattern
behind them and how far it is proved."""

from __future__ import annotations

import copy
from html import escape
from typing import Any, Dict, List, Optional

import numpy as np

from . import _html
from ._results import Pattern

__all__ = ["SequenceResult"]


class SequenceResult:
    """The answer of :meth:`Game.sequence`.

    ``values`` is a read-only numpy array viewing the values the engine computed (no copy
    is made): Sprague-Grundy values (``kind == 'sg'``), or for a sequence of games
    (``kind == 'terms'``) their SG values where every term has one and outcome codes
    (loss 0, win 1, draw 2) otherwise, or Wythoff's pairs (``kind == 'pairs'``, shape
    ``(k + 1, 2)``). ``values[i]`` is the value at ``start + i`` of ``parameter``. A game of
    two parameters (a sum of two heap games, the Cutting Game's sheets, a script's
    ``param='a,b'``) gives a square table (``kind == 'table'``): ``values[i, j]`` is the
    value at ``(start + i, start + j)``, and ``table`` holds its rules.

    >>> import boyi
    >>> s = boyi.Bash(3).sequence(upto=9)
    >>> s.values.tolist(), str(s.pattern)
    ([0, 1, 2, 3, 0, 1, 2, 3, 0, 1], 'period 4 from 0 (proved; checked to 7)')
    """

    def __init__(self, data: Dict[str, Any], kind: str, buffer: Any):
        self._data = data
        self.kind: str = kind
        self.values: np.ndarray = np.asarray(buffer)
        self.game: str = data["game"]
        self.title: str = data["title"]
        self.parameter: str = data["parameter"]
        self.start: int = data["from"]
        pattern = data.get("pattern")
        self.pattern: Optional[Pattern] = Pattern._read(pattern) if pattern else None
        self.heap_stats: Optional[Dict[str, Any]] = data.get("heap_stats")
        self.positions: Optional[int] = data.get("positions")
        self.terms: Optional[List[Dict[str, Any]]] = data["values"] if kind == "terms" else None
        self.table: Optional[Dict[str, Any]] = data.get("table")

    @property
    def proved(self) -> bool:
        """Whether a theorem proves the pattern for every n."""
        return self.pattern is not None and self.pattern.proved

    @property
    def p_positions(self) -> np.ndarray:
        """The parameter values whose value is 0 (lost for the player to move)."""
        if self.kind == "pairs":
            raise ValueError("Wythoff's pairs are the P-positions themselves")
        if self.kind == "table":
            return np.argwhere(self.values == 0) + self.start
        return np.flatnonzero(self.values == 0) + self.start

    def __len__(self) -> int:
        return len(self.values)

    def __getitem__(self, i: Any) -> Any:
        return self.values[i]

    def to_dict(self) -> Dict[str, Any]:
        """The report as data: what ``boyi sequence ... --json`` prints."""
        d = copy.deepcopy(self._data)
        d["kind"] = self.kind
        if self.kind == "table":
            d["table"]["values"] = self.values.ravel().tolist()
        elif self.kind != "terms":
            d["values"] = self.values.tolist()
        return d

    def plot(self, ax: Any = None, **kwargs: Any) -> Any:
        """Draws the values against the parameter with matplotlib (installed separately:
        ``pip install matplotlib``), the pattern's start marked; returns the Axes."""
        try:
            import matplotlib.pyplot as plt
        except ImportError as e:
            raise ImportError("SequenceResult.plot needs matplotlib: pip install matplotlib") from e
        if ax is None:
            _, ax = plt.subplots(figsize=(8, 3))
        if self.kind == "table":
            a, b = self.table["axes"] if self.table else ("x", "y")
            end = self.start + len(self.values) - 0.5
            ax.imshow(self.values.T, origin="lower", cmap="YlOrRd",
                      extent=(self.start - 0.5, end, self.start - 0.5, end), **kwargs)
            ax.set_xlabel(a)
            ax.set_ylabel(b)
        elif self.kind == "pairs":
            ax.plot(self.values[:, 0], self.values[:, 1], "o", markersize=3, **kwargs)
            ax.set_xlabel("a_k")
            ax.set_ylabel("b_k")
        else:
            n = np.arange(self.start, self.start + len(self.values))
            ax.plot(n, self.values, ".", markersize=4, **kwargs)
            ax.set_xlabel(self.parameter)
            ax.set_ylabel("SG value" if self.kind == "sg" else "value")
            p = self.pattern
            if p is not None and p.period is not None:
                ax.axvline(self.start + p.preperiod, color="grey", linestyle=":", linewidth=1)
        ax.set_title(self.title, fontsize=9)
        return ax

    def __repr__(self) -> str:
        pattern = f", {self.pattern}" if self.pattern else ""
        return f"<SequenceResult {self.game!r}: {len(self.values)} values ({self.kind}){pattern}>"

    def _repr_html_(self) -> str:
        head = f"<div><b>{escape(self.game)}</b> — {escape(self.title)}</div>"
        shown = self.values[:60].tolist()
        cells = "".join(
            _html.cell(v, "loss" if v == 0 and self.kind != "pairs" else None) for v in shown
        )
        index = "".join(_html.cell(self.start + i) for i in range(len(shown)))
        table = f"<table {_html.TABLE}><tr>{index}</tr><tr>{cells}</tr></table>" if self.kind != "pairs" else ""
        more = f"<div>… {len(self.values) - 60} more values</div>" if len(self.values) > 60 else ""
        pattern = f"<div>pattern: {escape(str(self.pattern))}</div>" if self.pattern else ""
        return head + table + more + pattern
