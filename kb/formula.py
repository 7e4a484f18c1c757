"""Derivation formulas: arithmetic on intervals with units, without Python's eval.

A formula is a Python-like arithmetic expression over the values of other claims::

    wafers = parameters * bytes_per_parameter / sram_per_wafer

The text is parsed with :mod:`ast` (``mode="eval"``) and translated into a small tree of
its own; nothing is ever compiled to code or executed. Allowed:

- numbers (``3``, ``4.5``, ``1e9``), which are dimensionless;
- names, which are the inputs of the formula;
- ``+ - * /``, unary ``-`` and ``+``, parentheses;
- ``**`` with an integer literal exponent, ``|exponent| <= MAX_EXPONENT``;
- calls of the functions in ``FUNCTIONS``: ``min(a, b, ...)``, ``max(a, b, ...)``,
  ``ceil(a)``, ``floor(a)``, ``sqrt(a)``, with positional arguments only.

Everything else (attribute access, subscripts, lambdas, comprehensions, strings,
keyword arguments, comparisons, other operators, calls of any other name) is refused
with a FormulaError ``formula '<text>': <what is not allowed>``.

Every value is an :class:`Interval` with a unit; the arithmetic is interval arithmetic,
so a result holds every value the formula can take for inputs inside their intervals.
Units follow pint (see :mod:`kb.units`): ``+``, ``-``, ``min`` and ``max`` need
operands of the same dimensions and express the result in the unit of the first;
``*``, ``/`` and ``**`` combine units.

The result is sound (it contains every possible value) and exact when each input
appears once; an input used twice is treated as two independent ones, so ``a - a``
gives ``[low - high, high - low]``, not 0 (the usual dependency problem of interval
arithmetic).
"""

from __future__ import annotations

import ast
import functools
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeAlias, cast

from kb import units
from kb.errors import FormulaError

if TYPE_CHECKING:
    from pint import Unit

FUNCTIONS: tuple[str, ...] = ("ceil", "floor", "max", "min", "sqrt")
"""The functions a formula may call."""

MAX_EXPONENT = 10
"""The largest ``|n|`` allowed in ``a ** n``."""

MAX_FORMULA_LENGTH = 1000
"""The longest formula text accepted, in characters."""

_ONE_ARGUMENT = frozenset({"ceil", "floor", "sqrt"})


@dataclass(frozen=True)
class Interval:
    """A closed interval ``[low, high]`` of values in ``unit``; a point when low == high.

    ``unit`` is a unit expression pint understands, usually a canonical one
    ("token/s", "GB/wafer", "x").
    """

    low: float
    high: float
    unit: str

    def __post_init__(self) -> None:
        if not (math.isfinite(self.low) and math.isfinite(self.high)):
            raise FormulaError(f"interval bounds must be finite numbers, not {self}")
        if self.low > self.high:
            raise FormulaError(f"interval low {self.low!r} is above high {self.high!r}")

    def __str__(self) -> str:
        if self.low == self.high:
            return f"{self.low:g} {self.unit}"
        return f"{self.low:g}..{self.high:g} {self.unit}"


# --- the parsed tree -----------------------------------------------------------------


@dataclass(frozen=True)
class _Number:
    text: str
    value: float


@dataclass(frozen=True)
class _Name:
    text: str
    name: str


@dataclass(frozen=True)
class _Negate:
    text: str
    operand: _Node


@dataclass(frozen=True)
class _Binary:
    text: str
    operator: str  # one of + - * /
    left: _Node
    right: _Node


@dataclass(frozen=True)
class _Power:
    text: str
    base: _Node
    exponent: int


@dataclass(frozen=True)
class _Call:
    text: str
    function: str
    arguments: tuple[_Node, ...]


_Node: TypeAlias = "_Number | _Name | _Negate | _Binary | _Power | _Call"

_BINARY_OPERATORS: dict[type[ast.operator], str] = {
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.Div: "/",
}

_REFUSED_OPERATORS: dict[type[ast.AST], str] = {
    ast.FloorDiv: "//",
    ast.Mod: "%",
    ast.MatMult: "@",
    ast.LShift: "<<",
    ast.RShift: ">>",
    ast.BitOr: "|",
    ast.BitXor: "^",
    ast.BitAnd: "&",
    ast.Invert: "~",
    ast.Not: "not",
}

_REFUSED_NODES: dict[type[ast.AST], str] = {
    ast.Attribute: "attribute access",
    ast.Subscript: "subscript",
    ast.Slice: "slice",
    ast.Lambda: "lambda",
    ast.ListComp: "comprehension",
    ast.SetComp: "comprehension",
    ast.DictComp: "comprehension",
    ast.GeneratorExp: "comprehension",
    ast.Compare: "comparison",
    ast.BoolOp: "boolean operator",
    ast.IfExp: "conditional expression",
    ast.NamedExpr: "assignment expression",
    ast.JoinedStr: "f-string",
    ast.List: "list",
    ast.Tuple: "tuple",
    ast.Set: "set",
    ast.Dict: "dict",
    ast.Starred: "starred argument",
    ast.Await: "await",
    ast.Yield: "yield",
    ast.YieldFrom: "yield",
}


class _Refused(Exception):
    """Raised inside the parser; parse_formula turns it into a FormulaError."""


def _source(node: ast.AST, source: str) -> str:
    """The text of ``node`` as written in ``source``."""
    segment = ast.get_source_segment(source, node)
    return segment if segment is not None else ast.unparse(node)


def _translate(node: ast.AST, source: str) -> _Node:
    text = _source(node, source)
    if isinstance(node, ast.Constant):
        return _Number(text, _number(node, source))
    if isinstance(node, ast.Name):
        return _Name(text, node.id)
    if isinstance(node, ast.UnaryOp):
        if isinstance(node.op, ast.USub):
            return _Negate(text, _translate(node.operand, source))
        if isinstance(node.op, ast.UAdd):
            return _translate(node.operand, source)
        raise _Refused(f"operator {_operator(node.op)!r} is not allowed")
    if isinstance(node, ast.BinOp):
        if isinstance(node.op, ast.Pow):
            return _Power(text, _translate(node.left, source), _exponent(node.right, source))
        operator = _BINARY_OPERATORS.get(type(node.op))
        if operator is None:
            raise _Refused(f"operator {_operator(node.op)!r} is not allowed")
        left, right = _translate(node.left, source), _translate(node.right, source)
        return _Binary(text, operator, left, right)
    if isinstance(node, ast.Call):
        function = _function(node, source)  # refuse the callee before its arguments
        arguments = tuple(_translate(argument, source) for argument in node.args)
        return _Call(text, function, arguments)
    what = _REFUSED_NODES.get(type(node), f"{type(node).__name__} expression")
    raise _Refused(f"{what} is not allowed ({text})")


def _operator(operator: ast.AST) -> str:
    return _REFUSED_OPERATORS.get(type(operator), type(operator).__name__)


def _number(node: ast.Constant, source: str) -> float:
    value = node.value
    if isinstance(value, str):
        raise _Refused(f"string literal {value!r} is not allowed")
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise _Refused(f"literal {node.value!r} is not allowed; only numbers are")
    try:
        number = float(value)
    except OverflowError:
        raise _Refused(f"number {_source(node, source)[:20]}... is too large") from None
    if not math.isfinite(number):
        raise _Refused(f"number {_source(node, source)} is too large")
    return number


def _exponent(node: ast.expr, source: str) -> int:
    sign = 1
    literal: ast.expr = node
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        sign = -1 if isinstance(node.op, ast.USub) else 1
        literal = node.operand
    if not (
        isinstance(literal, ast.Constant)
        and isinstance(literal.value, int)
        and not isinstance(literal.value, bool)
    ):
        raise _Refused(f"exponent must be an integer literal, not {_source(node, source)!r}")
    exponent = sign * literal.value
    if abs(exponent) > MAX_EXPONENT:
        raise _Refused(f"exponent {exponent} is out of range (|exponent| <= {MAX_EXPONENT})")
    return exponent


def _function(node: ast.Call, source: str) -> str:
    if not isinstance(node.func, ast.Name):
        if isinstance(node.func, ast.Attribute):
            raise _Refused(f"attribute access is not allowed ({_source(node.func, source)})")
        raise _Refused(f"call of a computed function is not allowed ({_source(node, source)})")
    name = node.func.id
    if name not in FUNCTIONS:
        raise _Refused(
            f"call of {name!r} is not allowed (allowed functions: {', '.join(FUNCTIONS)})"
        )
    if node.keywords:
        keyword = node.keywords[0].arg
        what = f"keyword argument {keyword!r}" if keyword else "keyword arguments (**)"
        raise _Refused(f"{what} is not allowed in {name}()")
    if name in _ONE_ARGUMENT and len(node.args) != 1:
        raise _Refused(f"{name}() takes exactly one argument, got {len(node.args)}")
    if not node.args:
        raise _Refused(f"{name}() needs at least one argument")
    return name


def _names(node: _Node) -> frozenset[str]:
    if isinstance(node, _Name):
        return frozenset({node.name})
    if isinstance(node, _Number):
        return frozenset()
    if isinstance(node, _Negate):
        return _names(node.operand)
    if isinstance(node, _Binary):
        return _names(node.left) | _names(node.right)
    if isinstance(node, _Power):
        return _names(node.base)
    return frozenset().union(*(_names(argument) for argument in node.arguments))


# --- evaluation ----------------------------------------------------------------------


@dataclass(frozen=True)
class _Value:
    """An interval during evaluation: bounds, the pint unit and how to name that unit."""

    low: float
    high: float
    unit: Unit
    label: str

    def to(self, target: _Value) -> tuple[float, float]:
        """My bounds expressed in ``target``'s unit (adding needs the same dimensions)."""
        if self.unit == target.unit:
            return self.low, self.high
        if not units.same_dimension(self.unit, target.unit):
            raise FormulaError(
                f"incompatible units {target.label!r} and {self.label!r} "
                f"({units.dimensionality(target.unit)} vs {units.dimensionality(self.unit)})"
            )
        low = units.convert(self.low, self.unit, target.unit)
        high = units.convert(self.high, self.unit, target.unit)
        return min(low, high), max(low, high)


def _made(low: float, high: float, unit: Unit, where: str) -> _Value:
    if not (math.isfinite(low) and math.isfinite(high)):
        raise FormulaError(f"{where!r} overflows the float range")
    return _Value(low, high, unit, units.format_unit(unit))


def _dimensionless() -> Unit:
    return units.registry().dimensionless


def _evaluate(node: _Node, inputs: Mapping[str, _Value]) -> _Value:
    if isinstance(node, _Number):
        return _made(node.value, node.value, _dimensionless(), node.text)
    if isinstance(node, _Name):
        return inputs[node.name]
    if isinstance(node, _Negate):
        value = _evaluate(node.operand, inputs)
        return _Value(-value.high, -value.low, value.unit, value.label)
    if isinstance(node, _Binary):
        return _binary(node, _evaluate(node.left, inputs), _evaluate(node.right, inputs))
    if isinstance(node, _Power):
        return _power(node, _evaluate(node.base, inputs))
    return _call(node, [_evaluate(argument, inputs) for argument in node.arguments])


def _binary(node: _Binary, left: _Value, right: _Value) -> _Value:
    if node.operator in ("+", "-"):
        try:
            low, high = right.to(left)
        except FormulaError as error:
            verb = "add" if node.operator == "+" else "subtract"
            raise FormulaError(f"cannot {verb}: {error} in {node.text!r}") from None
        if node.operator == "+":
            return _made(left.low + low, left.high + high, left.unit, node.text)
        return _made(left.low - high, left.high - low, left.unit, node.text)
    if node.operator == "*":
        products = (
            left.low * right.low,
            left.low * right.high,
            left.high * right.low,
            left.high * right.high,
        )
        return _made(min(products), max(products), left.unit * right.unit, node.text)
    if right.low <= 0.0 <= right.high:
        raise FormulaError(
            f"division by zero in {node.text!r}: the divisor "
            f"{_text(node.right)!r} spans [{right.low:g}, {right.high:g}] {right.label}"
        )
    quotients = (
        left.low / right.low,
        left.low / right.high,
        left.high / right.low,
        left.high / right.high,
    )
    return _made(min(quotients), max(quotients), left.unit / right.unit, node.text)


def _power(node: _Power, base: _Value) -> _Value:
    n = abs(node.exponent)
    try:
        if n == 0:
            return _made(1.0, 1.0, _dimensionless(), node.text)
        low_n, high_n = base.low**n, base.high**n
    except OverflowError:
        raise FormulaError(f"{node.text!r} overflows the float range") from None
    if n % 2 == 1 or base.low >= 0.0:
        low, high = low_n, high_n  # monotone: odd power, or a non-negative base
    elif base.high <= 0.0:
        low, high = high_n, low_n  # an even power falls on the negatives
    else:
        low, high = 0.0, max(low_n, high_n)  # an even power of an interval around 0
    unit = _unit_power(base.unit, n)
    if node.exponent > 0:
        return _made(low, high, unit, node.text)
    if low == 0.0 and not base.low <= 0.0 <= base.high:
        raise FormulaError(f"{node.text!r} overflows the float range")  # base**n underflowed
    if low <= 0.0 <= high:
        raise FormulaError(
            f"division by zero in {node.text!r}: the base spans "
            f"[{base.low:g}, {base.high:g}] {base.label}"
        )
    return _made(1.0 / high, 1.0 / low, _unit_power(base.unit, node.exponent), node.text)


def _unit_power(unit: Unit, exponent: float) -> Unit:
    # pint types Unit.__pow__ as returning its base class; the object is the registry's Unit.
    return cast("Unit", unit**exponent)


def _call(node: _Call, arguments: Sequence[_Value]) -> _Value:
    first = arguments[0]
    if node.function in ("min", "max"):
        bounds = []
        for argument in arguments:
            try:
                bounds.append(argument.to(first))
            except FormulaError as error:
                raise FormulaError(f"cannot compare: {error} in {node.text!r}") from None
        pick: Callable[[Sequence[float]], float] = min if node.function == "min" else max
        return _made(
            pick([low for low, _ in bounds]),
            pick([high for _, high in bounds]),
            first.unit,
            node.text,
        )
    if node.function == "sqrt":
        if first.low < 0.0:
            raise FormulaError(
                f"sqrt of a negative value in {node.text!r}: the argument spans "
                f"[{first.low:g}, {first.high:g}] {first.label}"
            )
        root = _unit_power(first.unit, 0.5)
        return _made(math.sqrt(first.low), math.sqrt(first.high), root, node.text)
    # ceil and floor round the value in the canonical unit of its dimensions that fits
    # its size, if any, the one the result is shown in: ceil(parameters *
    # bytes_per_parameter / sram_per_wafer) counts whole wafers, not whole "B * wafer /
    # GB", and 400.5 W rounds to 401 W, not to 1 MW.
    canonical = units.in_canonical_unit(first.low, first.high, first.unit)
    low, high, unit = (
        (canonical[0], canonical[1], units.parse_unit(canonical[2]))
        if canonical is not None
        else (first.low, first.high, first.unit)
    )
    rounding = math.ceil if node.function == "ceil" else math.floor
    return _made(float(rounding(low)), float(rounding(high)), unit, node.text)


def _text(node: _Node) -> str:
    return node.text


def _quoted(text: str, limit: int = 80) -> str:
    """``text`` quoted for a message, shortened when long."""
    return repr(text) if len(text) <= limit else repr(text[: limit - 3] + "...")


@dataclass(frozen=True)
class Formula:
    """A parsed, validated formula. Build it with :func:`parse_formula`."""

    text: str
    names: frozenset[str]
    _root: _Node = field(repr=False, compare=False)

    def evaluate(self, inputs: Mapping[str, Interval], unit: str | None = None) -> Interval:
        """The interval of values the formula takes for ``inputs``, in ``unit`` when given.

        Without ``unit`` the result keeps its own unit when that is canonical, else it is
        expressed in the canonical unit of the same dimensions that fits its size (400 W,
        not 0.0004 MW: see :func:`kb.units.in_canonical_unit`), else in pint's short
        spelling of its unit.
        Raises FormulaError ``formula '<text>': ...`` for an unknown input, a division
        by an interval holding zero, incompatible units, or an overflow.
        """
        try:
            return self._evaluate(inputs, unit)
        except RecursionError:
            raise FormulaError(f"formula {_quoted(self.text)}: too deeply nested") from None
        except FormulaError as error:
            raise FormulaError(f"formula {_quoted(self.text)}: {error}") from None

    def _evaluate(self, inputs: Mapping[str, Interval], unit: str | None) -> Interval:
        missing = sorted(self.names - inputs.keys())
        if missing:
            known = ", ".join(sorted(inputs)) or "none"
            raise FormulaError(
                f"unknown input {', '.join(map(repr, missing))} (known inputs: {known})"
            )
        values: dict[str, _Value] = {}
        for name in self.names:
            given = inputs[name]
            try:
                parsed = units.parse_unit(given.unit)
            except FormulaError as error:
                raise FormulaError(f"input {name!r}: {error}") from None
            values[name] = _Value(given.low, given.high, parsed, given.unit)
        result = _evaluate(self._root, values)
        if unit is None:
            canonical = units.in_canonical_unit(result.low, result.high, result.unit)
            if canonical is None:
                return Interval(result.low, result.high, result.label)
            low, high, target = canonical
        else:
            try:
                low = units.convert(result.low, result.unit, unit)
                high = units.convert(result.high, result.unit, unit)
            except FormulaError:
                raise FormulaError(
                    f"cannot express the result, in {result.label!r} "
                    f"({units.dimensionality(result.unit)}), in {unit!r} "
                    f"({units.dimensionality(unit)})"
                ) from None
            target = unit
        return Interval(min(low, high), max(low, high), target)


@functools.lru_cache(maxsize=512)
def parse_formula(formula: str) -> Formula:
    """Parse and validate ``formula``; FormulaError ``formula '<text>': <reason>`` if refused.

    See the module documentation for what a formula may contain.
    """
    quoted = _quoted(formula)
    if len(formula) > MAX_FORMULA_LENGTH:
        raise FormulaError(f"formula {quoted}: longer than {MAX_FORMULA_LENGTH} characters")
    if not formula.strip():
        raise FormulaError("formula '': empty")
    try:
        source = formula.strip()
        tree = ast.parse(source, mode="eval")
        root = _translate(tree.body, source)
    except SyntaxError as error:
        where = f" at column {error.offset}" if error.offset else ""
        detail = "" if error.msg == "invalid syntax" else f" ({error.msg})"
        raise FormulaError(f"formula {quoted}: invalid syntax{where}{detail}") from None
    except ValueError as error:  # Python 3.11 reports a null byte as ValueError
        raise FormulaError(f"formula {quoted}: invalid syntax ({error})") from None
    except _Refused as error:
        raise FormulaError(f"formula {quoted}: {error}") from None
    except (RecursionError, MemoryError):
        raise FormulaError(f"formula {quoted}: too deeply nested") from None
    return Formula(formula, _names(root), root)


def agrees(computed: Interval, claimed: Interval, rel_tol: float = 0.25) -> bool:
    """Whether a claimed value agrees with the one a derivation computes.

    The rule: the claim agrees when every value it allows lies within ``rel_tol`` of some
    value the derivation allows, the distance measured relative to the derived value
    (``|c - v| <= rel_tol * |v|``). Equivalently (for ``rel_tol <= 1``),
    ``claimed`` lies inside ``computed`` widened to
    ``[low - rel_tol * |low|, high + rel_tol * |high|]``: a claim may be narrower than
    its derivation (one estimate among those it allows), never wider ("24..1000" does not
    follow from a derivation of 10..20 that it merely overlaps).

    Only the computed interval is widened: it already carries the uncertainty of the
    inputs, and the tolerance absorbs the rounding of a source ("about 70 wafers" for
    68.2). ``claimed`` is first converted to ``computed.unit``; incompatible units raise
    FormulaError.
    """
    if rel_tol < 0:
        raise ValueError(f"the tolerance must be non-negative, not {rel_tol=}")
    low = units.convert(claimed.low, claimed.unit, computed.unit)
    high = units.convert(claimed.high, claimed.unit, computed.unit)
    widened_low = computed.low - rel_tol * abs(computed.low)
    widened_high = computed.high + rel_tol * abs(computed.high)
    return widened_low <= min(low, high) and max(low, high) <= widened_high
