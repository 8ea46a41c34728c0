"""Values of Conway's algebra (short partizan games in canonical form) and misère quotients,
as Python objects.

>>> import boyi
>>> g = boyi.value("{1|-1} + ^")
>>> g
boyi.value('{1^|-1^}')
>>> g.temperature, g.mean, g.outcome
(Fraction(1, 1), Fraction(0, 1), 'N')
>>> boyi.value("^") > 0, boyi.value("*").confused(0)
(True, True)
>>> boyi.game("domineering ..|..").value == boyi.value("+-1")
True
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Dict, List, Optional, Tuple, Union

from . import _native

__all__ = ["CanonicalValue", "value", "Quotient", "quotient"]

Valuable = Union["CanonicalValue", int, str]


def _fraction(pair: Tuple[int, int]) -> Fraction:
    return Fraction(pair[0], pair[1])


class CanonicalValue:
    """A short partizan game's value in canonical form, written in CGSuite's notation.

    Values form a partial order: ``a <= b``, ``a == b``, ``a < b``; two values neither
    ``<=`` the other are *confused* (``a.confused(b)``, CGSuite's ``a <> b``), and then
    ``a < b``, ``a > b`` and ``a == b`` are all false. ``+``, ``-`` and unary ``-`` are the
    sum, difference and negative; integers and strings in CGSuite's notation are values too
    (``g + 1``, ``g >= "^"``).
    """

    __slots__ = ("_native",)

    def __init__(self, text: Union[str, int]):
        self._native = _native.value(str(text))

    @classmethod
    def _wrap(cls, native: Any) -> "CanonicalValue":
        v = cls.__new__(cls)
        v._native = native
        return v

    def __repr__(self) -> str:
        return f"boyi.value({self._native.display()!r})"

    def __str__(self) -> str:
        return self._native.display()

    def _repr_html_(self) -> str:
        return f"<code>{_escape(str(self))}</code> ({self.outcome}, mean {self.mean}, temperature {self.temperature})"

    def __hash__(self) -> int:
        return self._native.hash()

    # Comparisons: the partial order of games.
    def __eq__(self, other: object) -> bool:
        o = _coerce(other)
        return NotImplemented if o is None else self._native.same(o._native)  # type: ignore[return-value]

    def __ne__(self, other: object) -> bool:
        o = _coerce(other)
        return NotImplemented if o is None else not self._native.same(o._native)  # type: ignore[return-value]

    def __le__(self, other: Valuable) -> bool:
        return self._native.leq(_value(other)._native)

    def __ge__(self, other: Valuable) -> bool:
        return _value(other)._native.leq(self._native)

    def __lt__(self, other: Valuable) -> bool:
        return self.compare(other) == "<"

    def __gt__(self, other: Valuable) -> bool:
        return self.compare(other) == ">"

    def compare(self, other: Valuable) -> str:
        """``'<'``, ``'='``, ``'>'`` or ``'||'`` (confused with ``other``)."""
        return self._native.compare(_value(other)._native)

    def confused(self, other: Valuable) -> bool:
        """Whether neither value is ``<=`` the other (``G || H``: the first player wins
        ``G - H``)."""
        return self.compare(other) == "||"

    # The algebra.
    def __add__(self, other: Valuable) -> "CanonicalValue":
        return CanonicalValue._wrap(self._native.add(_value(other)._native))

    def __radd__(self, other: Valuable) -> "CanonicalValue":
        return _value(other) + self

    def __neg__(self) -> "CanonicalValue":
        return CanonicalValue._wrap(self._native.neg())

    def __sub__(self, other: Valuable) -> "CanonicalValue":
        return self + (-_value(other))

    def __rsub__(self, other: Valuable) -> "CanonicalValue":
        return _value(other) - self

    # The quantities.
    @property
    def outcome(self) -> str:
        """``'L'``, ``'R'``, ``'N'`` or ``'P'``: Left wins, Right wins, the player to move
        wins, the other player wins."""
        return self._native.outcome()

    @property
    def mean(self) -> Fraction:
        """The mean value."""
        return _fraction(self._native.mean())

    @property
    def temperature(self) -> Fraction:
        """The temperature (``-1`` for an integer, below for other numbers)."""
        return _fraction(self._native.temperature())

    @property
    def left_stop(self) -> Fraction:
        """Left's stop: the number play settles on when Left moves first."""
        return _fraction(self._native.stops()[0])

    @property
    def right_stop(self) -> Fraction:
        """Right's stop."""
        return _fraction(self._native.stops()[1])

    @property
    def stops(self) -> Tuple[Fraction, Fraction]:
        """Left's and Right's stops."""
        left, right = self._native.stops()
        return _fraction(left), _fraction(right)

    @property
    def birthday(self) -> int:
        """The birthday: the height of the canonical form's game tree."""
        return self._native.birthday()

    @property
    def is_number(self) -> bool:
        return self._native.is_number()

    @property
    def is_infinitesimal(self) -> bool:
        return self._native.is_infinitesimal()

    @property
    def is_all_small(self) -> bool:
        return self._native.is_all_small()

    @property
    def left_options(self) -> List["CanonicalValue"]:
        """Left's options of the canonical form."""
        return [CanonicalValue._wrap(v) for v in self._native.options()[0]]

    @property
    def right_options(self) -> List["CanonicalValue"]:
        """Right's options of the canonical form."""
        return [CanonicalValue._wrap(v) for v in self._native.options()[1]]

    @property
    def atomic_weight(self) -> Optional["CanonicalValue"]:
        """The atomic weight of an all-small value that has one, else ``None``."""
        w = self._native.atomic_weight()
        return None if w is None else CanonicalValue._wrap(w)

    @property
    def reduced(self) -> "CanonicalValue":
        """The reduced canonical form (infinitesimals ignored)."""
        return CanonicalValue._wrap(self._native.reduced())

    def thermograph_svg(self) -> str:
        """The thermograph, drawn as an SVG picture."""
        return self._native.thermograph_svg()


def _escape(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _coerce(other: object) -> Optional[CanonicalValue]:
    if isinstance(other, CanonicalValue):
        return other
    if isinstance(other, (int, str)) and not isinstance(other, bool):
        return CanonicalValue(other)
    return None


def _value(other: Valuable) -> CanonicalValue:
    v = _coerce(other)
    if v is None:
        raise TypeError(f"a value of the algebra is a CanonicalValue, an int or a string, not {type(other).__name__}")
    return v


def value(text: Union[str, int]) -> CanonicalValue:
    """The value of an expression in CGSuite's notation, in canonical form: ``'{1|-1}'``,
    ``'^*'``, ``'+-1'``, ``'Tiny(2)'``, ``'3/4'``, sums and differences
    (``'{1|-1} + ^ - *2'``); the same reading as ``boyi value``.

    >>> import boyi
    >>> str(boyi.value("^ + ^ + *"))
    '^^*'
    """
    return CanonicalValue(text)


class Quotient:
    """The misère quotient of a heap game (Plambeck and Siegel): a finite commutative monoid
    whose elements stand for heaps and sums of heaps, with its P-portion (the elements of the
    sums the player to move loses in misère play): ``boyi quotient``.

    >>> import boyi
    >>> q = boyi.quotient("0.75")
    >>> q.order, q.proved
    (8, True)
    """

    def __init__(self, report: Dict[str, Any], game: str):
        self._report = report
        self._game = game
        #: The number of elements.
        self.order: int = report["order"]
        #: The presentation as Plambeck and Siegel write it: ``<a, b | a^2 = 1, ...>``.
        self.presentation: str = report["presentation"]
        #: Every element in normal form (``'1'``, ``'a'``, ``'ab^2'``).
        self.elements: List[str] = list(report["elements"])
        #: The P-portion.
        self.p_portion: List[str] = list(report["p_portion"])
        #: Each heap's element, heaps ``0..=computed_to``.
        self.heaps: Dict[int, str] = {h["heap"]: h["element"] for h in report["heaps"]}
        #: The largest heap computed.
        self.computed_to: int = report["computed_to"]
        #: Whether the quotient is proved to be the whole game's (else: of the heaps
        #: computed).
        self.proved: bool = report["status"]["kind"] == "proved"

    def __repr__(self) -> str:
        status = "proved" if self.proved else f"partial, heaps to {self.computed_to}"
        return f"<misère quotient of {self._game}: order {self.order}, {status}: {self.presentation}>"

    def element(self, heap: int) -> str:
        """The element of one heap."""
        if heap not in self.heaps:
            raise KeyError(f"heap {heap} is beyond the heaps computed (0..={self.computed_to})")
        return self.heaps[heap]

    def is_p(self, element: str) -> bool:
        """Whether ``element`` is in the P-portion: a sum whose element it is is lost for the
        player to move."""
        if element not in self.elements:
            raise ValueError(f"{element!r} is not an element of this quotient: {self.elements}")
        return element in self.p_portion

    def product(self, *heaps: int) -> str:
        """The element of the misère sum of ``heaps``: the product of their elements, as
        ``boyi explain GAME h1 + GAME h2 ... --misere`` computes it."""
        if not heaps:
            return self.heaps[0]
        if len(heaps) == 1:
            return self.element(heaps[0])
        tokens: List[str] = []
        for h in heaps:
            if tokens:
                tokens.append("+")
            tokens += [self._game, str(int(h))]
        d = _native.parse(tokens + ["--misere"]).explain({})["derivation"]
        if d.get("kind") != "misere-quotient":
            raise RuntimeError(f"the sum was not decided by the quotient: {d.get('kind')}")
        return d["element"]

    def to_dict(self) -> Dict[str, Any]:
        """The report, as ``boyi quotient --json`` prints it."""
        return self._report


def quotient(code: str, upto: Optional[int] = None) -> Quotient:
    """The misère quotient of the octal (or hexadecimal) game ``code``: computed until the
    periodicity theorem proves it, or of heaps ``0..=upto`` (a partial quotient)."""
    g = _native.parse(str(code))
    return Quotient(g.quotient({"upto": upto}), str(code))
