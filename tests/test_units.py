"""Canonical units and conversions through the lazily built pint registry."""

import re
import subprocess
import sys
from pathlib import Path
from unittest.mock import ANY

import pytest

from kb import units
from kb.errors import FormulaError


def test_importing_kb_units_does_not_import_pint() -> None:
    code = "import sys, kb, kb.units, kb.formula; assert 'pint' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("unit", units.CANONICAL_UNITS)
def test_every_canonical_unit_is_known_to_the_registry(unit: str) -> None:
    assert units.is_canonical(unit)
    assert units.canonical_unit_for(unit) == unit
    assert units.convert(2.5, unit, unit) == 2.5


@pytest.mark.parametrize("source", units.CANONICAL_UNITS)
def test_canonical_factor_agrees_with_pint(source: str) -> None:
    for target in units.CANONICAL_UNITS:
        factor = units.canonical_factor(source, target)
        if units.same_dimension(source, target):
            expected = units.convert(1.0, source, target)
            assert factor == pytest.approx(expected, rel=1e-12), target
        else:
            assert factor is None, target


def test_canonical_factor_of_a_unit_outside_the_table_is_none() -> None:
    assert units.canonical_factor("hp", "W") is None
    assert units.canonical_factor("W", "kilowatt") is None


@pytest.mark.parametrize(
    ("value", "from_unit", "to_unit", "expected"),
    [
        (750_000.0, "kW", "MW", 750.0),
        (0.75, "GW", "MW", 750.0),
        (23.0, "kW", "W", 23_000.0),
        (250.0, "ms", "s", 0.25),
        (2.0, "s", "month", 2 / (365.25 * 86400 / 12)),
        (1.2, "TB", "GB", 1200.0),
        (100.0, "MB", "GB", 0.1),
        (1.0, "PB", "TB", 1000.0),
        (400.0, "GB/s", "TB/s", 0.4),
        (21.0, "PB/s", "TB/s", 21_000.0),
        # bit rates are data rates too: a byte is eight bits (400 GB/s is 3.2 Tbit/s)
        (1.0, "GB/s", "Gbit/s", 8.0),
        (3.2, "Tbit/s", "GB/s", 400.0),
        (25.0, "Mbit/s", "Gbit/s", 0.025),
        (56.0, "kbit/s", "Mbit/s", 0.056),  # a modem's 56 kbps
        (7000.0, "MB/s", "GB/s", 7.0),  # an SSD's "7000 MB/s"
        (500.0, "kB/s", "MB/s", 0.5),  # a download's "500 KB/s"
        (56_000.0, "bit/s", "kbit/s", 56.0),  # a serial line's "56000 bit/s"
        (1.0, "MB/s", "Mbit/s", 8.0),
        (45_000.0, "token/min", "token/s", 750.0),
        (0.125, "EFLOPS", "PFLOPS", 125.0),  # a system's compute: 125 PFLOPS
        (989.0, "TFLOPS", "PFLOPS", 0.989),
    ],
)
def test_canonical_factor_of_power_time_and_data(
    value: float, from_unit: str, to_unit: str, expected: float
) -> None:
    factor = units.canonical_factor(from_unit, to_unit)
    assert factor is not None and value * factor == pytest.approx(expected, rel=1e-12)


def test_auditing_does_not_load_pint(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("The site draws 750 MW and serves 750 tokens/s.\n", encoding="utf-8")
    code = (
        "import sys\n"
        "from kb.audit import Auditor\n"
        "from kb.records import ClaimRecord\n"
        "claim = ClaimRecord(id='p', statement='750 MW', subject='power', status='confirmed',"
        " low=750e6, high=750e6, unit='W')\n"
        f"found = Auditor([claim]).audit_text({page.read_text()!r})\n"
        "assert 'pint' not in sys.modules, 'pint was loaded'\n"
        "print(len(found))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "1"  # 750 MW is the claim's 750e6 W; 750 tokens/s is not


@pytest.mark.parametrize(
    ("first", "second", "alike"),
    [
        ("MW", "GW", True),
        ("GW", "kilowatt", True),  # pint's unit, of a canonical dimension
        ("token/s", "token/min", True),
        ("x", "percent", False),  # a ratio and a share: no sizes of one quantity
        ("bp", "percent", True),  # basis points are a share
        ("bp", "x", False),
        ("token/s", "MW", False),
        ("token", "parameter", False),
        ("meter", "kilometer", True),  # of none of kb's dimensions: pint's
        ("widget", "widget", True),  # pint does not know it: alike only to itself
        ("widget", "gadget", False),
    ],
)
def test_dimension_of(first: str, second: str, alike: bool) -> None:
    assert (units.dimension_of(first) == units.dimension_of(second)) is alike


def test_dimension_of_a_canonical_unit_and_its_rescaling_do_not_load_pint() -> None:
    code = (
        "import sys\n"
        "from kb.units import dimension_of, rescaled\n"
        "assert dimension_of('GW') == dimension_of('MW') == '[power]'\n"
        "print(rescaled(900, 'MW', 'GW'), rescaled(6e4, 'token/min', 'token/s'))\n"
        "assert 'pint' not in sys.modules, 'pint was loaded'\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["0.9", "1000.0"]


def test_rescaled_through_pint_for_a_unit_outside_the_table() -> None:
    assert units.rescaled(1500, "kilowatt", "MW") == pytest.approx(1.5)
    assert units.rescaled(3, "widget", "widget") == 3


def test_is_canonical_is_an_exact_spelling() -> None:
    assert units.is_canonical("token/s")
    assert not units.is_canonical("tokens/s")
    assert not units.is_canonical("token / s")
    assert not units.is_canonical("gigabyte")


@pytest.mark.parametrize(
    ("value", "from_unit", "to_unit", "expected"),
    [
        (1.0, "GB", "byte", 1e9),  # decimal gigabyte
        (1.0, "byte", "bit", 8.0),
        (2.0, "MW", "W", 2e6),
        (1.0, "TB/s", "GB/s", 1000.0),
        (1.0, "x", "percent", 100.0),
        (180.0, "bp", "percent", 1.8),  # a basis point, not pint's printer's big point
        (25.0, "basis_point", "bp", 25.0),
        (12.0, "month", "year", 1.0),
        (44.0, "GB/wafer", "byte/wafer", 44e9),
        (750.0, "tokens/second", "token/s", 750.0),
        (3.0, "wafers", "wafer", 3.0),
    ],
)
def test_convert(value: float, from_unit: str, to_unit: str, expected: float) -> None:
    assert units.convert(value, from_unit, to_unit) == pytest.approx(expected)


@pytest.mark.parametrize(
    ("from_unit", "to_unit", "message"),
    [
        (
            "token/s",
            "wafer",
            "cannot convert 'token/s' to 'wafer': [token] / [time] is not [wafer]",
        ),
        ("wafer", "token", "cannot convert 'wafer' to 'token'"),
        ("parameter", "layer", "cannot convert 'parameter' to 'layer'"),
        ("processor", "wafer", "cannot convert 'processor' to 'wafer'"),
        ("USD", "x", "cannot convert 'USD' to 'x': [currency] is not dimensionless"),
        # no exchange rate: a price in one currency is never one in another
        ("CNY", "USD", "cannot convert 'CNY' to 'USD': [yuan] is not [currency]"),
        ("RUB", "EUR", "cannot convert 'RUB' to 'EUR': [rouble] is not [euro]"),
        ("JPY", "CNY", "cannot convert 'JPY' to 'CNY': [yen] is not [yuan]"),
        ("HKD", "USD", "cannot convert 'HKD' to 'USD': [hong_kong_dollar] is not [currency]"),
        (
            "AUD",
            "NZD",
            "cannot convert 'AUD' to 'NZD': [australian_dollar] is not [new_zealand_dollar]",
        ),
        (
            "CAD",
            "SGD",
            "cannot convert 'CAD' to 'SGD': [canadian_dollar] is not [singapore_dollar]",
        ),
        # pint makes bit dimensionless; here information is a dimension of its own
        ("GB", "x", "cannot convert 'GB' to 'x': [information] is not dimensionless"),
        ("MW", "TB/s", "cannot convert 'MW' to 'TB/s'"),
    ],
)
def test_convert_refuses_incompatible_units(from_unit: str, to_unit: str, message: str) -> None:
    with pytest.raises(FormulaError, match="^" + re.escape(message)):
        units.convert(1.0, from_unit, to_unit)


@pytest.mark.parametrize(
    ("unit", "message"),
    [
        ("furlongs_per_wafer", "unknown unit 'furlongs_per_wafer'"),
        ("", "empty unit: write 'x' for a dimensionless ratio"),
        ("GB/", "unit 'GB/' is not a unit expression"),
        ("3 GB", "unit '3 GB' is not a unit expression"),
        ("__import__('os')", "unit \"__import__('os')\" is not a unit expression"),
    ],
)
def test_unknown_or_malformed_units(unit: str, message: str) -> None:
    with pytest.raises(FormulaError, match="^" + re.escape(message)):
        units.convert(1.0, unit, "x")


@pytest.mark.parametrize(
    ("unit", "expected"),
    [
        ("token / second", "token/s"),
        ("B * wafer / GB", "wafer"),
        ("kW", "kW"),
        ("kilowatt", "kW"),
        ("hp", "MW"),
        ("millisecond", "ms"),
        ("gigabyte", "GB"),
        ("kB", "kB"),
        ("kilobit", "GB"),  # no canonical size of its own: the first of its dimension
        ("x ** 2", "x"),
        ("percent", "percent"),
        ("TFLOP/s", "TFLOPS"),  # a rate of operations, as kb.toml may write it
        ("petaFLOPS", "PFLOPS"),
        ("FLOP", None),  # a count of operations: no canonical unit
        ("kg * m", None),
        ("kilometre", "km"),
        ("Tb", None),  # pint's terabarn, a physicist's area: bits on a page, no mm²
    ],
)
def test_canonical_unit_for(unit: str, expected: str | None) -> None:
    assert units.canonical_unit_for(unit) == expected


def test_canonical_unit_for_a_pint_unit() -> None:
    unit = units.parse_unit("parameter") * units.parse_unit("byte/parameter")
    assert units.canonical_unit_for(unit / units.parse_unit("GB/wafer")) == "wafer"


def test_registry_is_built_once() -> None:
    assert units.registry() is units.registry()


def test_in_canonical_unit_says_what_to_write() -> None:
    assert units.in_canonical_unit(25.0, 25.0, "kilowatt") == (25.0, 25.0, "kW")
    low, high, unit = units.in_canonical_unit(1.0, 2.0, "hp") or (0.0, 0.0, "")
    # no power unit of its size: the one that writes it with the fewest zeros
    assert (unit, low, high) == (
        "kW",
        pytest.approx(0.7457, rel=1e-4),
        pytest.approx(1.4914, rel=1e-4),
    )
    assert units.in_canonical_unit(1.0, 1.0, "fortnight") == (336.0, 336.0, "h")
    # a share in percent, not in basis points for fewer zeros; a basis point in its own
    assert units.in_canonical_unit(5.0, 5.0, "permille") == (0.5, 0.5, "percent")
    assert units.in_canonical_unit(25.0, 25.0, "basis_point") == (25.0, 25.0, "bp")
    # a length in the metric unit that writes it with the fewest zeros: a furlong in m, a
    # knot in km/h (of two as good, the first listed), three hectares in m²; but a mile, a foot,
    # a square foot, an acre, a pound and a mile an hour (pint's mph too, of a mile's size
    # an hour) in themselves, as an American page states them
    assert units.in_canonical_unit(1.0, 1.0, "furlong") == (pytest.approx(201.1684), ANY, "m")
    assert units.in_canonical_unit(20.0, 20.0, "knot") == (pytest.approx(37.04), ANY, "km/h")
    assert units.in_canonical_unit(3.0, 3.0, "hectare") == (pytest.approx(30000), ANY, "m²")
    for unit, canonical in [
        ("mile", "mi"),
        ("miles", "mi"),
        ("feet", "ft"),
        ("square_foot", "ft²"),
        ("square_mile", "mi²"),
        ("acre", "acre"),
        ("pound", "lb"),
        ("mph", "mi/h"),
        ("mile/hour", "mi/h"),
    ]:
        assert units.in_canonical_unit(3.0, 3.0, unit) == (3.0, 3.0, canonical)
    assert units.in_canonical_unit(1.0, 1.0, "lux") is None
    # a rate in bytes stays in bytes and one in bits in bits, as binary sizes stay binary
    low, _, unit = units.in_canonical_unit(1.0, 1.0, "terabyte/hour") or (0.0, 0.0, "")
    assert (unit, low) == ("MB/s", pytest.approx(1000 / 3.6))  # in MB/s, fewer zeros
    low, _, unit = units.in_canonical_unit(1.0, 1.0, "gigabit/minute") or (0.0, 0.0, "")
    assert (unit, low) == ("Mbit/s", pytest.approx(1000 / 60))
    # pint spells "Gbps" gigabaud, a bit a second: a formula's rate in Gbps stays in bits
    assert units.in_canonical_unit(400.0, 400.0, "Gbps") == (400.0, 400.0, "Gbit/s")
    assert units.in_canonical_unit(25.0, 25.0, "Mbps") == (25.0, 25.0, "Mbit/s")
    # of its own size, whatever the zeros, as a kilowatt is kW (1 Gbps was 1000 Mbit/s)
    assert units.in_canonical_unit(1.0, 1.0, "Gbps") == (1.0, 1.0, "Gbit/s")
    assert units.in_canonical_unit(1.0, 1.0, "Tbps") == (1.0, 1.0, "Tbit/s")
    assert units.in_canonical_unit(1000.0, 1000.0, "Mbps") == (1000.0, 1000.0, "Mbit/s")
    # a modem's or a serial line's rate in kbit/s, not in thousandths of a Mbit/s
    assert units.in_canonical_unit(56.0, 56.0, "kbps") == (56.0, 56.0, "kbit/s")
    # a serial line's rate in its own bit/s, a drive's in MB/s, a download's in kB/s
    assert units.in_canonical_unit(9600.0, 9600.0, "bit/second") == (9600.0, 9600.0, "bit/s")
    assert units.in_canonical_unit(44.0, 44.0, "megabyte/second") == (44.0, 44.0, "MB/s")
    assert units.in_canonical_unit(500.0, 500.0, "kilobyte/second") == (500.0, 500.0, "kB/s")
    assert units.in_canonical_unit(1.0, 1.0, "no such unit") is None


def test_a_currency_converts_to_no_other_unit() -> None:
    """No exchange rate: a price in yuan never backs a claim in dollars."""
    for money in sorted(units.CURRENCIES):
        others = [u for u in units.CANONICAL_UNITS if units.canonical_factor(money, u) is not None]
        assert others == [money]
