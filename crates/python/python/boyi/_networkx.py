"""Game graphs to and from networkx (installed separately: ``pip install networkx``)."""

from __future__ import annotations

from typing import Any, Hashable, Optional

from ._results import SolveResult, sg_text

__all__ = ["from_networkx", "to_networkx"]


def _nx() -> Any:
    try:
        import networkx
    except ImportError as e:
        raise ImportError("this needs networkx: pip install networkx") from e
    return networkx


def from_networkx(
    digraph: Any, *, start: Optional[Hashable] = None, misere: bool = False, value: str = "value"
) -> Any:
    """A ``networkx.DiGraph`` as a game (see :meth:`boyi.Graph.from_networkx`).

    >>> import boyi, networkx as nx
    >>> g = boyi.from_networkx(nx.DiGraph([(1, 2), (2, 3)]))
    >>> g.solve().outcome
    'loss'
    >>> sorted(g.to_networkx().nodes(data="outcome"))
    [(1, 'loss'), (2, 'win'), (3, 'loss')]
    """
    from ._games import Graph

    return Graph.from_networkx(digraph, start=start, misere=misere, value=value)


def to_networkx(game: Any, solved: SolveResult) -> Any:
    nx = _nx()
    if solved.family != "explicit":
        raise ValueError(f"{game.name} has no graph to give: only explored games do (game graphs, rules scripts, games defined in Python)")
    nodes = getattr(game, "_nodes", None) or {}
    node = lambda name: nodes.get(name, name)  # noqa: E731 - the original node, if any
    g = nx.DiGraph(name=solved.game)
    listed = solved.positions or ([solved.start] if solved.start else [])
    for p in listed:
        g.add_node(
            node(p.position),
            outcome=p.value.outcome,
            remoteness=p.value.remoteness,
            sg=sg_text(p.sg) if p.sg is not None and not isinstance(p.sg, int) else p.sg,
            score=p.score,
            final=p.final_value,
        )
    for p in listed:
        for m in p.moves:
            g.add_edge(node(p.position), node(m.to), move=m.move, outcome=m.value.outcome)
    if solved.start is not None:
        g.graph["start"] = node(solved.start.position)
    return g
