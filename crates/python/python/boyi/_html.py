"""Results as HTML tables for Jupyter: each value coloured by its outcome (win green, loss
red, draw grey), the best move marked. Plain HTML with inline styles, so it shows the same
in a notebook, an exported page and GitHub's notebook viewer."""

from __future__ import annotations

from html import escape
from typing import Any, Iterable, List, Optional

COLOURS = {
    "win": ("#d4edda", "#155724"),
    "loss": ("#f8d7da", "#721c24"),
    "draw": ("#e2e3e5", "#383d41"),
}

TABLE = 'style="border-collapse: collapse; font-family: monospace; margin: 4px 0"'
CELL = "padding: 2px 10px; border: 1px solid #ccc; text-align: left"


def cell(text: Any, outcome: Optional[str] = None, bold: bool = False) -> str:
    style = CELL
    if outcome in COLOURS:
        bg, fg = COLOURS[outcome]
        style += f"; background: {bg}; color: {fg}"
    if bold:
        style += "; font-weight: bold"
    return f'<td style="{style}">{escape(str(text))}</td>'


def header(names: Iterable[str]) -> str:
    return "<tr>" + "".join(f'<th style="{CELL}">{escape(n)}</th>' for n in names) + "</tr>"


def position_table(p: Any, limit: int = 50) -> str:
    """A position's value and its moves, best first."""
    from ._results import sg_text

    show_sg = p.sg is not None or any(m.sg is not None for m in p.moves)
    show_score = p.score is not None or any(m.score is not None for m in p.moves)
    cols = ["move", "to", "value"] + (["SG"] if show_sg else []) + (["score"] if show_score else [])
    rows: List[str] = [header(cols)]
    for m in p.moves[:limit]:
        best = m.move == p.best_move
        row = [cell(m.move + ("  ← best" if best else ""), bold=best), cell(m.to)]
        row.append(cell(m.value, m.value.outcome))
        if show_sg:
            row.append(cell(sg_text(m.sg)))
        if show_score:
            row.append(cell("" if m.score is None else f"{m.score:+d}"))
        rows.append("<tr>" + "".join(row) + "</tr>")
    if len(p.moves) > limit:
        rows.append(f'<tr><td colspan="{len(cols)}" style="{CELL}">… {len(p.moves) - limit} more moves</td></tr>')
    summary = f"<b>{escape(p.position)}</b>: " + _value_span(p.value)
    if p.sg is not None:
        summary += f", SG {escape(sg_text(p.sg))}"
    if p.score is not None:
        summary += f", value {p.score:+d}"
    summary += " for the player to move"
    if p.to_move:
        summary += f" ({escape(p.to_move)})"
    if p.final_value is not None:
        summary += "; play stops here"
    body = f"<div>{summary}</div>"
    if p.moves:
        body += f"<table {TABLE}>{''.join(rows)}</table>"
    if p.principal_variation:
        pv = " → ".join(p.principal_variation[:30])
        more = " …" if len(p.principal_variation) > 30 else ""
        body += f"<div>perfect play: {escape(pv)}{more}</div>"
    return body


def _value_span(v: Any) -> str:
    bg, fg = COLOURS.get(v.outcome, ("#fff", "#000"))
    return f'<span style="background: {bg}; color: {fg}; padding: 0 4px">{escape(str(v))}</span>'


def render(obj: Any) -> str:
    from ._results import Position, QueryResult, SolveResult

    if isinstance(obj, Position):
        return position_table(obj)
    if isinstance(obj, QueryResult):
        return f"<div><b>{escape(obj.game)}</b> — {escape(obj.title)}</div>" + position_table(obj.position)
    if isinstance(obj, SolveResult):
        out = f"<div><b>{escape(obj.game)}</b> — {escape(obj.title)}</div>"
        if obj.start is not None:
            out += position_table(obj.start)
        d = obj.details
        if obj.family == "explicit":
            c = d["counts"]
            out += (
                f"<div>{d['positions_total']} positions, {d['moves_total']} moves: "
                f"{c['win']} won, {c['loss']} lost, {c['draw']} drawn for the player to move</div>"
            )
        elif obj.family == "sum":
            out += f"<div>{escape(d['method'])}</div>"
        elif obj.family == "heaps":
            out += f"<div>{escape(d['method'])}</div>"
        return out
    return escape(repr(obj))
