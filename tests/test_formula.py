"""Derivation formulas: parsing without eval, interval arithmetic, units, agreement."""

import math
import re
from contextlib import AbstractContextManager

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kb.errors import FormulaError
from kb.formula import Interval, agrees, parse_formula

WAFERS = "parameters * bytes_per_parameter / sram_per_wafer"


def exact(value: float, unit: str) -> Interval:
    """The interval holding the single value ``value``."""
    return Interval(value, value, unit)


def wafer_inputs(parameters: Interval) -> dict[str, Interval]:
    return {
        "parameters": parameters,
        "bytes_per_parameter": exact(1, "byte/parameter"),  # 8-bit weights
        "sram_per_wafer": exact(44, "GB/wafer"),  # Cerebras WSE-3 on-chip SRAM
    }


def raises(message: str) -> AbstractContextManager[pytest.ExceptionInfo[FormulaError]]:
    """Expect a FormulaError whose message is exactly ``message``."""
    return pytest.raises(FormulaError, match="^" + re.escape(message) + "$")


# --- the real case -------------------------------------------------------------------


def test_wafers_for_a_point_parameter_count() -> None:
    result = parse_formula(WAFERS).evaluate(wafer_inputs(exact(3e12, "parameter")), "wafer")
    assert result.unit == "wafer"
    assert result.low == result.high == pytest.approx(68.18, abs=0.01)


def test_wafers_for_a_parameter_range() -> None:
    result = parse_formula(WAFERS).evaluate(
        wafer_inputs(Interval(2e12, 4e12, "parameter")), "wafer"
    )
    assert result.low == pytest.approx(45.45, abs=0.01)
    assert result.high == pytest.approx(90.91, abs=0.01)


def test_wafers_without_a_requested_unit_lands_in_the_canonical_unit() -> None:
    result = parse_formula(WAFERS).evaluate(wafer_inputs(exact(3e12, "parameter")))
    assert result.unit == "wafer"
    assert result.low == pytest.approx(68.18, abs=0.01)


def test_whole_wafers() -> None:
    result = parse_formula(f"ceil({WAFERS})").evaluate(
        wafer_inputs(Interval(2e12, 4e12, "parameter"))
    )
    assert result == Interval(46, 91, "wafer")


def test_wafers_agree_with_the_claims() -> None:
    point = parse_formula(WAFERS).evaluate(wafer_inputs(exact(3e12, "parameter")), "wafer")
    spread = parse_formula(WAFERS).evaluate(
        wafer_inputs(Interval(2e12, 4e12, "parameter")), "wafer"
    )
    for computed in (point, spread):
        assert agrees(computed, exact(70, "wafer"))  # sol-wafers-70 on 3e12
        assert not agrees(computed, exact(9, "wafer"))
    assert agrees(spread, Interval(70, 100, "wafer"))  # sol-wafers-70-100 on 2e12..4e12
    assert not agrees(point, Interval(70, 100, "wafer"))  # 3e12 alone gives 68: not up to 100


def test_formula_names_and_text() -> None:
    formula = parse_formula(WAFERS)
    assert formula.text == WAFERS
    assert formula.names == {"parameters", "bytes_per_parameter", "sram_per_wafer"}
    assert parse_formula("ceil(a) + max(b, 2)").names == {"a", "b"}


# --- agreement -----------------------------------------------------------------------


def test_agrees_widens_the_computed_interval_by_rel_tol() -> None:
    computed = exact(100, "wafer")
    assert agrees(computed, exact(125, "wafer"))
    assert agrees(computed, exact(75, "wafer"))
    assert not agrees(computed, exact(126, "wafer"))
    assert not agrees(computed, exact(74, "wafer"))
    assert agrees(computed, exact(110, "wafer"), rel_tol=0.1)
    assert not agrees(computed, exact(111, "wafer"), rel_tol=0.1)
    assert agrees(computed, exact(100, "wafer"), rel_tol=0.0)


def test_agrees_when_the_claim_lies_inside_the_derivation_and_with_negative_values() -> None:
    assert agrees(Interval(10, 20, "x"), Interval(8, 24, "x"))  # both ends within 25 %
    assert agrees(Interval(10, 20, "x"), Interval(12, 14, "x"))  # narrower: one of its values
    assert not agrees(Interval(10, 20, "x"), Interval(24, 1000, "x"))  # wider, only overlapping
    assert not agrees(Interval(10, 20, "x"), Interval(1, 15, "x"))
    # each end widened by its own size: 45 - 25 % of 45 is 33.75, so 30 lies below
    assert not agrees(Interval(45, 91, "wafer"), Interval(30, 91, "wafer"))
    assert agrees(Interval(45, 91, "wafer"), Interval(34, 91, "wafer"))
    assert not agrees(Interval(10, 20, "x"), Interval(26, 1000, "x"))
    assert agrees(Interval(-20, -10, "x"), Interval(-7.5, -7.5, "x"))
    assert not agrees(Interval(-20, -10, "x"), Interval(-7, -7, "x"))


def test_agrees_converts_the_claim_to_the_computed_unit() -> None:
    assert agrees(exact(2e6, "W"), exact(2, "MW"), rel_tol=0.0)
    assert agrees(exact(0.5, "x"), exact(50, "percent"), rel_tol=0.0)
    with raises("cannot convert 'token/s' to 'wafer': [token] / [time] is not [wafer]"):
        agrees(exact(1, "wafer"), exact(1, "token/s"))


def test_a_derivation_of_zero_agrees_with_zero_alone() -> None:
    assert agrees(exact(0, "x"), exact(0, "x"))
    assert not agrees(exact(0, "x"), exact(0.001, "x"))


def test_agrees_refuses_a_negative_tolerance() -> None:
    with pytest.raises(ValueError, match="tolerance must be non-negative"):
        agrees(exact(1, "x"), exact(1, "x"), rel_tol=-0.1)


# --- interval arithmetic -------------------------------------------------------------


def x(low: float, high: float) -> Interval:
    return Interval(low, high, "x")


@pytest.mark.parametrize(
    ("formula", "inputs", "expected"),
    [
        ("a + b", {"a": x(1, 2), "b": x(10, 20)}, x(11, 22)),
        ("a - b", {"a": x(1, 2), "b": x(10, 20)}, x(-19, -8)),
        ("a * b", {"a": x(-2, 3), "b": x(-5, 4)}, x(-15, 12)),
        ("a / b", {"a": x(-2, 3), "b": x(2, 4)}, x(-1, 1.5)),
        ("a / b", {"a": x(1, 2), "b": x(-4, -2)}, x(-1, -0.25)),
        ("-a", {"a": x(1, 2)}, x(-2, -1)),
        ("+a", {"a": x(1, 2)}, x(1, 2)),
        ("a ** 2", {"a": x(-3, 2)}, x(0, 9)),
        ("a ** 2", {"a": x(-3, -2)}, x(4, 9)),
        ("a ** 3", {"a": x(-3, 2)}, x(-27, 8)),
        ("a ** 0", {"a": x(-3, 2)}, x(1, 1)),
        ("a ** -1", {"a": x(2, 4)}, x(0.25, 0.5)),
        ("a ** -2", {"a": x(-4, -2)}, x(1 / 16, 0.25)),
        ("min(a, b)", {"a": x(1, 5), "b": x(2, 3)}, x(1, 3)),
        ("max(a, b, 4)", {"a": x(1, 5), "b": x(2, 3)}, x(4, 5)),
        ("ceil(a)", {"a": x(1.2, 2.7)}, x(2, 3)),
        ("floor(a)", {"a": x(-1.2, 2.7)}, x(-2, 2)),
        ("sqrt(a)", {"a": x(4, 9)}, x(2, 3)),
        ("2 * (a + 1) / 4", {"a": x(1, 3)}, x(1, 2)),
        ("1e3 * a", {"a": x(1, 2)}, x(1000, 2000)),
    ],
)
def test_interval_arithmetic(formula: str, inputs: dict[str, Interval], expected: Interval) -> None:
    result = parse_formula(formula).evaluate(inputs)
    assert result.unit == expected.unit
    assert result.low == pytest.approx(expected.low)
    assert result.high == pytest.approx(expected.high)


# Magnitudes from 1e-6 to 1e6 (and zero): far from overflow and underflow, which are errors.
bounds = st.one_of(
    st.just(0.0),
    st.floats(min_value=1e-6, max_value=1e6),
    st.floats(min_value=-1e6, max_value=-1e-6),
)


@st.composite
def interval_and_point(draw: st.DrawFn, nonzero: bool = False) -> tuple[float, float, float]:
    """An interval and a point inside it; with ``nonzero`` the interval does not hold 0."""
    if nonzero:
        sign = draw(st.sampled_from([1.0, -1.0]))
        magnitudes = st.floats(min_value=1e-6, max_value=1e6)
        low, high = sorted((sign * draw(magnitudes), sign * draw(magnitudes)))
    else:
        low, high = sorted((draw(bounds), draw(bounds)))
    fraction = draw(st.floats(min_value=0.0, max_value=1.0))
    point = min(max(low + (high - low) * fraction, low), high)
    return low, high, point


@pytest.mark.parametrize(
    ("formula", "a_unit", "b_unit"),
    [
        ("a + b", "token/s", "token/s"),
        ("a - b", "token/s", "token/s"),
        ("a * b", "s", "token/s"),
        ("a / b", "token", "s"),
        ("a + b", "x", "x"),
        ("a - b", "x", "x"),
        ("a * b", "x", "x"),
        ("a / b", "x", "x"),
        ("b * a - a / b", "x", "x"),
        ("a + b", "MW", "W"),
        ("min(a, b) - max(a, b)", "x", "x"),
    ],
)
@given(a=interval_and_point(), b=interval_and_point(nonzero=True))
def test_points_inside_the_inputs_give_values_inside_the_result(
    formula: str,
    a_unit: str,
    b_unit: str,
    a: tuple[float, float, float],
    b: tuple[float, float, float],
) -> None:
    intervals = {"a": Interval(a[0], a[1], a_unit), "b": Interval(b[0], b[1], b_unit)}
    points = {"a": exact(a[2], a_unit), "b": exact(b[2], b_unit)}
    result = parse_formula(formula).evaluate(intervals)
    value = parse_formula(formula).evaluate(points, result.unit)
    assert value.low == value.high
    assert result.low <= value.low <= result.high


@pytest.mark.parametrize(
    ("formula", "a_unit", "b_unit"),
    [("a + b", "x", "x"), ("a - b", "x", "x"), ("a * b", "x", "x"), ("a * b", "s", "token/s")],
)
@given(a=interval_and_point(), b=interval_and_point())
def test_points_inside_intervals_holding_zero(
    formula: str,
    a_unit: str,
    b_unit: str,
    a: tuple[float, float, float],
    b: tuple[float, float, float],
) -> None:
    intervals = {"a": Interval(a[0], a[1], a_unit), "b": Interval(b[0], b[1], b_unit)}
    points = {"a": exact(a[2], a_unit), "b": exact(b[2], b_unit)}
    result = parse_formula(formula).evaluate(intervals)
    value = parse_formula(formula).evaluate(points, result.unit)
    assert result.low <= value.low <= result.high


@pytest.mark.parametrize("exponent", [0, 1, 2, 3, 4])
@given(a=interval_and_point())
def test_powers_contain_the_powers_of_points(exponent: int, a: tuple[float, float, float]) -> None:
    _check_power(exponent, a)


@pytest.mark.parametrize("exponent", [-3, -2, -1])
@given(a=interval_and_point(nonzero=True))
def test_negative_powers_contain_the_powers_of_points(
    exponent: int, a: tuple[float, float, float]
) -> None:
    _check_power(exponent, a)


def _check_power(exponent: int, a: tuple[float, float, float]) -> None:
    formula = f"a ** {exponent}"
    result = parse_formula(formula).evaluate({"a": x(a[0], a[1])})
    value = parse_formula(formula).evaluate({"a": x(a[2], a[2])}).low
    # float ** int is not guaranteed correctly rounded; allow a few ulps
    slack = 1e-12 * max(abs(result.low), abs(result.high))
    assert result.low - slack <= value <= result.high + slack


# --- units ---------------------------------------------------------------------------


def test_units_travel_through_the_arithmetic() -> None:
    inputs = {"rate": Interval(700, 800, "token/s"), "time": exact(60, "s")}
    assert parse_formula("rate * time").evaluate(inputs) == Interval(42000, 48000, "token")
    assert parse_formula("rate * time").evaluate(inputs, "token") == Interval(42000, 48000, "token")


def test_adding_compatible_units_converts_to_the_first() -> None:
    inputs = {"a": exact(2, "MW"), "b": exact(5e5, "W")}
    assert parse_formula("a + b").evaluate(inputs) == exact(2.5, "MW")
    assert parse_formula("b + a").evaluate(inputs) == exact(2.5e6, "W")
    assert parse_formula("a + b").evaluate(inputs, "W") == exact(2.5e6, "W")


def test_a_result_lands_in_the_canonical_unit_that_fits_its_size() -> None:
    """kb show's "derived: power * racks = 400 W", not 0.0004 MW (the first canonical
    unit of power); ceil rounds in that unit too, to 401 W and not to 1 MW."""
    inputs = {"power": exact(100, "W"), "racks": exact(4, "x"), "extra": exact(0.5, "W")}
    assert parse_formula("power * racks").evaluate(inputs) == exact(400, "W")
    assert parse_formula("ceil(power * racks + extra)").evaluate(inputs) == exact(401, "W")
    assert parse_formula("power * racks * 5000").evaluate(inputs) == exact(2, "MW")
    # a ratio and a share are no sizes of one quantity: each keeps to its own
    assert parse_formula("racks ** -1").evaluate(inputs) == exact(0.25, "x")
    shares = {**inputs, "share": exact(5, "percent")}
    assert parse_formula("share * racks").evaluate(shares) == exact(20, "percent")


def test_numbers_are_dimensionless() -> None:
    assert parse_formula("2 * 3").evaluate({}) == exact(6, "x")
    assert parse_formula("a + 1").evaluate({"a": exact(5, "percent")}) == exact(105, "percent")
    assert parse_formula("2 * a").evaluate({"a": exact(3, "wafer")}) == exact(6, "wafer")


def test_a_result_without_a_canonical_unit_keeps_its_own() -> None:
    result = parse_formula("a * b").evaluate({"a": exact(2, "kg"), "b": exact(3, "m")})
    assert result == exact(6, "kg * m")


# --- refused and failing formulas ----------------------------------------------------


@pytest.mark.parametrize(
    ("formula", "message"),
    [
        (
            "__import__('os')",
            "formula \"__import__('os')\": call of '__import__' is not allowed "
            "(allowed functions: ceil, floor, max, min, sqrt)",
        ),
        (
            "os.system('ls')",
            "formula \"os.system('ls')\": attribute access is not allowed (os.system)",
        ),
        ("a.b", "formula 'a.b': attribute access is not allowed (a.b)"),
        ("a.__class__", "formula 'a.__class__': attribute access is not allowed (a.__class__)"),
        ("lambda: 1", "formula 'lambda: 1': lambda is not allowed (lambda: 1)"),
        ("a[0]", "formula 'a[0]': subscript is not allowed (a[0])"),
        (
            "[y for y in a]",
            "formula '[y for y in a]': comprehension is not allowed ([y for y in a])",
        ),
        (
            "sum(y for y in a)",
            "formula 'sum(y for y in a)': call of 'sum' is not allowed "
            "(allowed functions: ceil, floor, max, min, sqrt)",
        ),
        (
            "max(y for y in a)",
            "formula 'max(y for y in a)': comprehension is not allowed ((y for y in a))",
        ),
        ("'wafer'", "formula \"'wafer'\": string literal 'wafer' is not allowed"),
        ("a + 'b'", "formula \"a + 'b'\": string literal 'b' is not allowed"),
        (
            "min(a, key=b)",
            "formula 'min(a, key=b)': keyword argument 'key' is not allowed in min()",
        ),
        (
            "open(a)",
            "formula 'open(a)': call of 'open' is not allowed "
            "(allowed functions: ceil, floor, max, min, sqrt)",
        ),
        ("a ** 11", "formula 'a ** 11': exponent 11 is out of range (|exponent| <= 10)"),
        ("a ** -11", "formula 'a ** -11': exponent -11 is out of range (|exponent| <= 10)"),
        (
            "9 ** 999999999",
            "formula '9 ** 999999999': exponent 999999999 is out of range (|exponent| <= 10)",
        ),
        (
            "a ** 10 ** 10",
            "formula 'a ** 10 ** 10': exponent must be an integer literal, not '10 ** 10'",
        ),
        ("a ** b", "formula 'a ** b': exponent must be an integer literal, not 'b'"),
        ("a ** 0.5", "formula 'a ** 0.5': exponent must be an integer literal, not '0.5'"),
        ("a // b", "formula 'a // b': operator '//' is not allowed"),
        ("a % b", "formula 'a % b': operator '%' is not allowed"),
        ("~a", "formula '~a': operator '~' is not allowed"),
        ("a < b", "formula 'a < b': comparison is not allowed (a < b)"),
        ("a and b", "formula 'a and b': boolean operator is not allowed (a and b)"),
        (
            "a if b else c",
            "formula 'a if b else c': conditional expression is not allowed (a if b else c)",
        ),
        ("(a := 1)", "formula '(a := 1)': assignment expression is not allowed (a := 1)"),
        ("f'{a}'", "formula \"f'{a}'\": f-string is not allowed (f'{a}')"),
        ("(a, b)", "formula '(a, b)': tuple is not allowed ((a, b))"),
        ("min(*a)", "formula 'min(*a)': starred argument is not allowed (*a)"),
        ("f(a)(b)", "formula 'f(a)(b)': call of a computed function is not allowed (f(a)(b))"),
        ("True", "formula 'True': literal True is not allowed; only numbers are"),
        ("None", "formula 'None': literal None is not allowed; only numbers are"),
        ("1j", "formula '1j': literal 1j is not allowed; only numbers are"),
        ("ceil(a, b)", "formula 'ceil(a, b)': ceil() takes exactly one argument, got 2"),
        ("max()", "formula 'max()': max() needs at least one argument"),
        ("import os", "formula 'import os': invalid syntax at column 1"),
        ("a +", "formula 'a +': invalid syntax"),
        ("", "formula '': empty"),
    ],
)
def test_refused_formulas(formula: str, message: str) -> None:
    with raises(message):
        parse_formula(formula)


def test_a_huge_formula_is_refused_before_parsing() -> None:
    with raises("formula '" + "a+" * 38 + "a...': longer than 1000 characters"):
        parse_formula("a+" * 1000 + "a")


def test_deep_nesting_is_refused() -> None:
    with pytest.raises(FormulaError, match="too many nested parentheses"):
        parse_formula("(" * 300 + "a" + ")" * 300)


def test_a_huge_number_is_refused() -> None:
    with pytest.raises(
        FormulaError, match=r"^formula '1{77}\.\.\.': number 1{20}\.\.\. is too large$"
    ):
        parse_formula("1" * 400)


def test_unknown_input_lists_the_known_names() -> None:
    inputs = {"parameters": exact(3e12, "parameter"), "wafers": exact(1, "wafer")}
    with raises(
        "formula 'parameters / wafer': unknown input 'wafer' (known inputs: parameters, wafers)"
    ):
        parse_formula("parameters / wafer").evaluate(inputs)


def test_division_by_an_interval_spanning_zero() -> None:
    inputs = {"a": exact(1, "token"), "b": Interval(-1, 2, "s")}
    with raises("formula 'a / b': division by zero in 'a / b': the divisor 'b' spans [-1, 2] s"):
        parse_formula("a / b").evaluate(inputs)


def test_division_by_an_interval_touching_zero() -> None:
    with raises("formula '1 / a': division by zero in '1 / a': the divisor 'a' spans [0, 2] x"):
        parse_formula("1 / a").evaluate({"a": x(0, 2)})


def test_negative_power_of_an_interval_spanning_zero() -> None:
    with raises("formula 'a ** -2': division by zero in 'a ** -2': the base spans [-1, 2] wafer"):
        parse_formula("a ** -2").evaluate({"a": Interval(-1, 2, "wafer")})


def test_adding_incompatible_units() -> None:
    inputs = {"rate": exact(750, "token/s"), "wafers": exact(68, "wafer")}
    with raises(
        "formula 'rate + wafers': cannot add: incompatible units 'token/s' and 'wafer' "
        "([token] / [time] vs [wafer]) in 'rate + wafers'"
    ):
        parse_formula("rate + wafers").evaluate(inputs)


def test_min_of_incompatible_units() -> None:
    inputs = {"a": exact(1, "GB"), "b": exact(1, "x")}
    with raises(
        "formula 'min(a, b)': cannot compare: incompatible units 'GB' and 'x' "
        "([information] vs dimensionless) in 'min(a, b)'"
    ):
        parse_formula("min(a, b)").evaluate(inputs)


def test_result_in_an_incompatible_unit() -> None:
    with raises(
        f"formula {WAFERS!r}: cannot express the result, in 'B * wafer / GB' ([wafer]), "
        "in 'MW' ([mass] * [length] ** 2 / [time] ** 3)"
    ):
        parse_formula(WAFERS).evaluate(wafer_inputs(exact(3e12, "parameter")), "MW")


def test_input_with_an_unknown_unit() -> None:
    with raises(
        "formula 'a * 2': input 'a': unknown unit 'flops': "
        "'flops' is not defined in the unit registry"
    ):
        parse_formula("a * 2").evaluate({"a": exact(1, "flops")})


def test_sqrt_of_a_negative_value() -> None:
    with raises(
        "formula 'sqrt(a)': sqrt of a negative value in 'sqrt(a)': the argument spans [-1, 4] x"
    ):
        parse_formula("sqrt(a)").evaluate({"a": x(-1, 4)})


def test_overflow() -> None:
    with raises("formula '1e308 * 10': '1e308 * 10' overflows the float range"):
        parse_formula("1e308 * 10").evaluate({})
    with raises("formula 'a ** 10': 'a ** 10' overflows the float range"):
        parse_formula("a ** 10").evaluate({"a": x(1, 1e200)})
    with raises("formula 'a ** -10': 'a ** -10' overflows the float range"):
        parse_formula("a ** -10").evaluate({"a": x(1e-200, 1)})


@pytest.mark.parametrize(
    ("low", "high", "message"),
    [
        (2.0, 1.0, "interval low 2.0 is above high 1.0"),
        (math.nan, 1.0, "interval bounds must be finite numbers"),
        (0.0, math.inf, "interval bounds must be finite numbers"),
    ],
)
def test_malformed_intervals(low: float, high: float, message: str) -> None:
    with pytest.raises(FormulaError, match="^" + re.escape(message)):
        Interval(low, high, "x")
