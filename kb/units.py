"""Canonical units: short, singular names shared by the ledger, the audit and formulas.

The names in ``CANONICAL_UNITS`` are what the ledger stores. Arithmetic on units goes
through one pint registry, built lazily on first use so that ``import kb`` stays cheap
(importing pint and loading its definitions takes a few hundred milliseconds).

The registry is pint's default one with these changes:

- ``token``, ``parameter``, ``wafer``, ``layer`` and ``processor`` are base dimensions
  of their own, so a count of wafers is never mistaken for a count of tokens;
- ``USD`` is a base dimension (``[currency]``), and so is each other currency (``CNY``,
  ``RUB``, ``EUR``, ``GBP``, ``JPY``, and the Hong Kong, Australian, Canadian, Singapore, New
  Zealand and New Taiwan dollars ``HKD``, ``AUD``, ``CAD``, ``SGD``, ``NZD``, ``TWD``:
  ``[yuan]``, ``[rouble]``, ``[hong_kong_dollar]``...): no exchange rates are known,
  and a rate of the day would make a price in one currency back a claim in another;
- ``bit`` has the dimension ``[information]`` instead of pint's dimensionless ``bit``, so
  ``GB`` (decimal: 1e9 byte) cannot be added to a ratio;
- ``x`` is the dimensionless ratio (``1 x == 100 percent``), and ``bp`` a basis point,
  a hundredth of a percent (pint's ``bp``, a printer's big point, is dropped);
- ``MP`` is a megapixel (a million of pint's ``pixel``), not pint's megapoise;
- ``FLOP``, a floating-point operation, is a base dimension (``[operation]``), and
  ``FLOPS`` a FLOP a second, which pint's prefixes make ``TFLOPS``, ``PFLOPS``...
"""

from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING, TypeAlias

from kb.errors import FormulaError

if TYPE_CHECKING:
    from pint import Unit, UnitRegistry

# Each currency's dimension: its own, never converted into another's (see above).
_CURRENCIES = {
    "USD": "[currency]",
    "CNY": "[yuan]",
    "RUB": "[rouble]",
    "EUR": "[euro]",
    "GBP": "[pound_sterling]",
    "JPY": "[yen]",
    "HKD": "[hong_kong_dollar]",
    "AUD": "[australian_dollar]",
    "CAD": "[canadian_dollar]",
    "SGD": "[singapore_dollar]",
    "NZD": "[new_zealand_dollar]",
    "TWD": "[new_taiwan_dollar]",
}

# Each canonical unit's dimension and its size in the base unit of that dimension (bit for
# information, W for power, s for time).  The audit converts between canonical units with
# this table alone, because loading pint costs each audit process half a second;
# tests/test_units.py checks every pair against pint's own conversion.
_CANONICAL_SIZES: dict[str, tuple[str, float]] = {
    "token": ("[token]", 1.0),
    "token/s": ("[token]/[time]", 1.0),
    "parameter": ("[parameter]", 1.0),
    "wafer": ("[wafer]", 1.0),
    "layer": ("[layer]", 1.0),
    "MW": ("[power]", 1e6),
    "W": ("[power]", 1.0),
    "GB": ("[information]", 8e9),
    "TB/s": ("[information]/[time]", 8e12),
    "month": ("[time]", 365.25 * 86400 / 12),
    "x": ("", 1.0),
    "percent": ("", 0.01),
    "bp": ("", 1e-4),  # a basis point: "cut by 180 basis points" is 1.8 percent
    "USD": (_CURRENCIES["USD"], 1.0),
    "bit": ("[information]", 1.0),
    "byte": ("[information]", 8.0),
    "byte/parameter": ("[information]/[parameter]", 8.0),
    "GB/wafer": ("[information]/[wafer]", 8e9),
    "wafer/layer": ("[wafer]/[layer]", 1.0),  # the theory of one wafer per layer
    "processor": ("[processor]", 1.0),
    # More sizes of power, time, information and data rate.  After the first of each
    # dimension, so that a formula's result is still expressed in MW, month, GB or TB/s.
    "kW": ("[power]", 1e3),
    "GW": ("[power]", 1e9),
    "mW": ("[power]", 1e-3),  # a chip's draw at idle: 750 mW, not 750 MW
    "s": ("[time]", 1.0),
    "ms": ("[time]", 1e-3),
    "min": ("[time]", 60.0),
    "h": ("[time]", 3600.0),
    "day": ("[time]", 86400.0),
    "week": ("[time]", 7 * 86400.0),
    "year": ("[time]", 365.25 * 86400),
    "kB": ("[information]", 8e3),  # a cache's, a page's, a file's: "512 KB", "48 КБ"
    "MB": ("[information]", 8e6),
    "TB": ("[information]", 8e12),
    "PB": ("[information]", 8e15),
    # binary sizes, as storage and memory are sold and configured ("64 GiB of RAM")
    "KiB": ("[information]", 8 * 2.0**10),
    "MiB": ("[information]", 8 * 2.0**20),
    "GiB": ("[information]", 8 * 2.0**30),
    "TiB": ("[information]", 8 * 2.0**40),
    "PiB": ("[information]", 8 * 2.0**50),
    "MiB/s": ("[information]/[time]", 8 * 2.0**20),
    "GiB/s": ("[information]/[time]", 8 * 2.0**30),
    "TiB/s": ("[information]/[time]", 8 * 2.0**40),
    "GB/s": ("[information]/[time]", 8e9),
    "PB/s": ("[information]/[time]", 8e15),
    # a drive's, a download's rate below a gigabyte a second ("500 MB/s", "500 KB/s"): a
    # claim of 0.5 GB/s backs "500 MB/s" by its size, but a claim is stated as it is sold
    "MB/s": ("[information]/[time]", 8e6),
    "kB/s": ("[information]/[time]", 8e3),
    # a link's or a plan's rate in bits ("400 Gbit/s", "25 Мбит/с", a modem's "56 kbps"):
    # eight to a byte's; a serial line's "9600 bit/s" in bits alone, as the lexicon reads
    # a unit's surface in that unit, not in a thousandth of another (no 9.6 kbit/s)
    "bit/s": ("[information]/[time]", 1.0),
    "kbit/s": ("[information]/[time]", 1e3),
    "Mbit/s": ("[information]/[time]", 1e6),
    "Gbit/s": ("[information]/[time]", 1e9),
    "Tbit/s": ("[information]/[time]", 1e12),
    "token/min": ("[token]/[time]", 1 / 60),  # API rate limits: 45,000 tokens per minute
    "token/h": ("[token]/[time]", 1 / 3600),  # a service's load: tokens per hour, per day
    "token/day": ("[token]/[time]", 1 / 86400),
    # energy, which a page writes beside power ("750 MW" and "750 MWh" are not one figure)
    "MWh": ("[energy]", 3.6e9),
    "kWh": ("[energy]", 3.6e6),
    "GWh": ("[energy]", 3.6e12),
    "TWh": ("[energy]", 3.6e15),
    "Wh": ("[energy]", 3.6e3),
    "mWh": ("[energy]", 3.6),  # a battery's: 900 mWh, not 900 MWh
    # a phone's spec sheet: its battery's charge ("5500 mAh"; a power bank's or a car's
    # "20 Ah"), a refresh rate or a clock ("144 Hz", "3.4 GHz", which is 3400 MHz)
    "mAh": ("[current]*[time]", 3.6),
    "Ah": ("[current]*[time]", 3600.0),
    "Hz": ("1/[time]", 1.0),
    "kHz": ("1/[time]", 1e3),
    "MHz": ("1/[time]", 1e6),
    "GHz": ("1/[time]", 1e9),
    # ... its screen's diagonal and brightness ("6.8 inch", "3000 nits")
    "inch": ("[length]", 0.0254),
    "nit": ("[luminosity]/[length]**2", 1.0),
    # ... and its camera's pixel count ("200 MP", 2 亿像素: 200 million pixels)
    "MP": ("[printing_unit]", 1e6),
    # an accelerator's or a system's compute ("989 TFLOPS", "125 PFLOPS", a supercomputer's
    # "1.1 EFLOPS"), a rate of floating-point operations: 0.125 EFLOPS is 125 PFLOPS
    "TFLOPS": ("[operation]/[time]", 1e12),
    "GFLOPS": ("[operation]/[time]", 1e9),
    "PFLOPS": ("[operation]/[time]", 1e15),
    "EFLOPS": ("[operation]/[time]", 1e18),
    # a length, an area, a mass and a speed, as a spec sheet, a chip's or a route's page
    # states them ("a 5 nm process", "a 46,225 mm² die", "6,500 km", "15 kg", "420 km/h")
    "nm": ("[length]", 1e-9),
    "mm": ("[length]", 1e-3),
    "cm": ("[length]", 1e-2),
    "m": ("[length]", 1.0),
    "km": ("[length]", 1e3),
    "mm²": ("[length]**2", 1e-6),
    "cm²": ("[length]**2", 1e-4),
    "m²": ("[length]**2", 1.0),
    "km²": ("[length]**2", 1e6),
    "mg": ("[mass]", 1e-3),
    "g": ("[mass]", 1.0),
    "kg": ("[mass]", 1e3),
    "t": ("[mass]", 1e6),  # a metric tonne
    "µg": ("[mass]", 1e-6),  # a dose's, a nutrient's: "100 µg", "100 мкг"
    "mL": ("[length]**3", 1e-6),  # a volume: a bottle's, a tank's, an engine's
    "L": ("[length]**3", 1e-3),
    "m³": ("[length]**3", 1.0),  # a reservoir's, a data centre's water
    "µL": ("[length]**3", 1e-9),  # a laboratory's: a sample's, a pipette's, a dose's
    # a US gallon (231 cubic inches), as a data centre's water and fuel are stated in
    # American pages; a British page's imperial gallon (4.546 L) is not told apart
    "gal": ("[length]**3", 3.785411784e-3),
    "km/h": ("[length]/[time]", 1000 / 3600),
    "m/s": ("[length]/[time]", 1.0),
    "km/s": ("[length]/[time]", 1e3),  # an orbit's, light's: 7.9 km/s, 300,000 km/s
    # a temperature, a chip's or a coolant's ("85 °C"): the one unit of its dimension, as
    # a size table cannot hold the offsets between Celsius, Fahrenheit and kelvins (pint
    # converts a ledger's °F and K to it, and the reader a page's °F: READ_AS)
    "°C": ("[temperature]", 1.0),
    # a voltage, a chip's core's, a battery's or a line's ("0.9 V", "800 mV", "110 kV")
    "mV": ("[electric_potential]", 1e-3),
    "V": ("[electric_potential]", 1.0),
    "kV": ("[electric_potential]", 1e3),
    # a current, a charger's, a port's, a breaker's ("2 A", "500 mA", "16 amps")
    "A": ("[current]", 1.0),
    "mA": ("[current]", 1e-3),
    "µA": ("[current]", 1e-6),  # a chip's sleep current, a sensor's leakage: "5 µA"
    "kA": ("[current]", 1e3),  # a breaker's breaking capacity, a busbar's: "6 kA"
    # an American page's length, area, volume, speed and mass ("4.5 miles", "300 yards", "a
    # 20-foot container", "500,000 sq ft", "2 square miles", "a 1,200-acre campus", "500
    # cubic feet", "220 mph", "a 50 lb bag", "8 oz of cheese"): each offered only for
    # itself, as the gallon is (a metric figure stays metric); pint's acre, the US survey's,
    # 4 parts in a million above the international one
    "mi": ("[length]", 1609.344),
    "yd": ("[length]", 0.9144),
    "ft": ("[length]", 0.3048),
    "ft²": ("[length]**2", 0.09290304),
    "ft³": ("[length]**3", 0.028316846592),
    "yd³": ("[length]**3", 0.764554857984),  # a builder's: "30 cubic yards of gravel"
    "mi²": ("[length]**2", 2589988.110336),
    "acre": ("[length]**2", 4046.8726098742513),
    "mi/h": ("[length]/[time]", 0.44704),
    "lb": ("[mass]", 453.59237),
    "oz": ("[mass]", 28.349523125),
    # ... and the ounces a page tells apart by what they measure: gold's and silver's troy
    # ounce ("1.2 million ounces of gold"), a drink's fluid ounce ("a 12-ounce can of soda")
    "ozt": ("[mass]", 31.1034768),
    "floz": ("[length]**3", 2.95735295625e-05),
    # the currencies besides USD (USD keeps its place above)
    **{code: (dimension, 1.0) for code, dimension in _CURRENCIES.items()},
}
CANONICAL_UNITS: tuple[str, ...] = tuple(_CANONICAL_SIZES)
# Units the quantity reader reads and states at once in a canonical unit, by a scale and
# an offset the size table cannot hold: an American page's temperature in degrees
# Fahrenheit ("105 °F" is 40.56 °C), as pint converts a ledger's °F to °C.  Unit ->
# (canonical unit, scale, offset): the value in it is value * scale + offset.
READ_AS: dict[str, tuple[str, float, float]] = {"°F": ("°C", 5 / 9, -160 / 9)}


def stated_as_read(low: float, high: float, unit: str) -> tuple[float, float, str]:
    """``[low, high]`` in ``unit``, one of READ_AS, in the canonical unit it is stated in:
    (40.0, 45.0, "°C") for 104 to 113 °F."""
    canonical, scale, offset = READ_AS[unit]
    return low * scale + offset, high * scale + offset, canonical


# Units offered only for themselves ("in" is an inch, "megahertz" MHz), never for another
# unit of their dimension: a length in km is no screen's diagonal (255905511.8 inch), a
# volume in litres none in gallons, nor one in km in miles (a metric figure stays metric;
# pint's mile_per_hour, of a mile's size an hour, is mi/h), lux no screen's
# brightness in nits, and pint's rpm and rad/s count radians (5 rpm would be 0.52 Hz, not
# 0.083); a share is written in percent, 5 permille as 0.5, not 50 bp.
_OWN_SIZE_ONLY = frozenset(
    {"inch", "gal", "nit", "Hz", "kHz", "MHz", "GHz", "bp"}
    | {"mi", "yd", "ft", "ft²", "ft³", "yd³", "mi²", "acre", "mi/h", "lb", "oz", "ozt", "floz"}
)
_BINARY_SIZES = frozenset({"KiB", "MiB", "GiB", "TiB", "PiB", "MiB/s", "GiB/s", "TiB/s"})
_BINARY_PREFIXES = ("kibi", "mebi", "gibi", "tebi", "pebi", "exbi")  # pint's names
_BIT_RATES = frozenset({"bit/s", "kbit/s", "Mbit/s", "Gbit/s", "Tbit/s"})
_PREFIXED_BAUDS = frozenset({"kilobaud", "megabaud", "gigabaud", "terabaud"})  # kbps … Tbps
# pint's barn, a nuclear physicist's area (1e-28 m²), is no area a page states: "Tb",
# "Mb" are bits that pint reads as a terabarn and a megabarn, and are offered no mm²; nor
# is its gilbert a current: "Gb", a gigabit, is no 596.8 A
_NOT_OURS = ("barn", "gilbert")
CURRENCIES = frozenset(_CURRENCIES)  # amounts of money
_SHARES = {"bp": "percent"}  # a share in another unit: what dimension_of says of it
TIME_UNITS = frozenset(u for u, (dimension, _) in _CANONICAL_SIZES.items() if dimension == "[time]")


def canonical_factor(from_unit: str, to_unit: str) -> float | None:
    """What one ``from_unit`` is in ``to_unit``; None when the two measure different
    things or either is not canonical.  ``canonical_factor("MW", "W") == 1e6``."""
    source, target = _CANONICAL_SIZES.get(from_unit), _CANONICAL_SIZES.get(to_unit)
    if source is None or target is None or source[0] != target[0]:
        return None
    return source[1] / target[1]


def dimension_of(unit: str) -> str:
    """What a quantity in ``unit`` measures, as text equal for all the units of one
    dimension: "[power]" for MW, GW or pint's "kilowatt", "[token]/[time]" for token/s
    and token/min; pint's dimensions for a unit of none of kb's dimensions ("[length]");
    the unit itself for one pint does not know, alike only to itself.  A canonical unit,
    or one the reader states in one (READ_AS: °F), is read from the size table, without
    loading pint."""
    size = _CANONICAL_SIZES.get(READ_AS[unit][0] if unit in READ_AS else unit)
    if size is None:
        try:
            canonical = canonical_unit_for(unit)
        except FormulaError:
            return unit
        if canonical is None:
            return dimensionality(unit)
        size = _CANONICAL_SIZES[canonical]
    # a ratio and a share have no dimension, and are no sizes of one quantity: 200 x and
    # 40 percent faster say different things of a speed-up; basis points are a share
    return size[0] or _SHARES.get(unit, unit)


def rescaled(value: float, from_unit: str, to_unit: str) -> float:
    """``value`` in ``from_unit`` expressed in ``to_unit`` (convert), through the size
    table when both units are canonical, without loading pint."""
    factor = canonical_factor(from_unit, to_unit)
    return value * factor if factor is not None else convert(value, from_unit, to_unit)


def amount_per_thing(unit: str) -> str | None:
    """For a canonical amount per counted thing ("GB/wafer", "byte/parameter"): the unit
    of the amount ("GB", "byte"), in which prose usually states it ("each wafer holds
    44 GB"); None for any other unit, rates in time ("token/s") included."""
    amount, _, per = unit.partition("/")
    dimension = _CANONICAL_SIZES.get(unit, ("", 0.0))[0]
    if not per or dimension.endswith("/[time]") or amount not in _CANONICAL_SIZES:
        return None
    return amount


# Lines added to pint's default definitions (pint's definition-file syntax).
_DEFINITIONS: tuple[str, ...] = (
    "token = [token]",
    "parameter = [parameter]",
    "wafer = [wafer]",
    "layer = [layer]",
    "processor = [processor]",
    *(f"{code} = {dimension}" for code, dimension in _CURRENCIES.items()),
    "x = 1",
    "bp = 1e-4 = _ = basis_point",  # a basis point: pint's bp is a printer's big point
    "MP = 1e6 * pixel",  # a megapixel: pint reads "MP" as a megapoise, a viscosity
    "FLOP = [operation]",
    "FLOPS = FLOP / second",  # with pint's prefixes: TFLOPS, PFLOPS, and TFLOP/s alike
)

UnitLike: TypeAlias = "str | Unit"


def is_canonical(unit: str) -> bool:
    """Whether ``unit`` is spelled exactly as a canonical name: "token/s", not "tokens/s"."""
    return unit in CANONICAL_UNITS


@functools.cache
def registry() -> UnitRegistry[float]:
    """The one unit registry of the library, built on first call."""
    from importlib.resources import files

    import pint

    package = files("pint")
    default = package.joinpath("default_en.txt").read_text(encoding="utf-8")
    constants = package.joinpath("constants_en.txt").read_text(encoding="utf-8")
    lines: list[str] = []
    replaced = set()
    for line in default.splitlines():
        stripped = line.strip()
        if stripped == "@import constants_en.txt":
            lines.extend(constants.splitlines())
            replaced.add("import")
        elif stripped == "bit = []":
            lines.append("bit = [information]")
            replaced.add("bit")
        elif stripped.startswith("point = pica / 12 =") and stripped.endswith(" = bp"):
            lines.append(line.replace(" = bp", ""))  # bp is a basis point (_DEFINITIONS)
            replaced.add("bp")
        else:
            lines.append(line)
    if replaced != {"import", "bit", "bp"}:  # pragma: no cover - guards a pint upgrade
        raise RuntimeError(
            "pint's default_en.txt changed: cannot give bit its own dimension, nor bp its size"
        )
    units: UnitRegistry[float] = pint.UnitRegistry(None, on_redefinition="raise")
    units.load_definitions([*lines, *_DEFINITIONS])
    return units


def parse_unit(unit: UnitLike) -> Unit:
    """The pint unit for a unit expression ("GB/wafer", "token / s"); FormulaError if unknown."""
    if not isinstance(unit, str):
        return unit
    return _parse_text(unit)


@functools.lru_cache(maxsize=1024)
def _parse_text(unit: str) -> Unit:
    if not unit.strip():
        raise FormulaError("empty unit: write 'x' for a dimensionless ratio")
    import pint

    try:
        return registry().parse_units(unit)
    except pint.UndefinedUnitError as error:
        raise FormulaError(f"unknown unit {unit!r}: {error}") from None
    except Exception:  # pint's parser fails with assorted exception types
        raise FormulaError(f"unit {unit!r} is not a unit expression") from None


def format_unit(unit: UnitLike) -> str:
    """A short spelling of ``unit``: the text itself, or pint's short form "B * wafer / GB"."""
    if isinstance(unit, str):
        return unit
    text = f"{unit:~}"
    return text or "x"


def dimensionality(unit: UnitLike) -> str:
    """The dimensions of ``unit`` as text: "[token] / [time]", "dimensionless"."""
    return str(parse_unit(unit).dimensionality) or "dimensionless"


def same_dimension(first: UnitLike, second: UnitLike) -> bool:
    """Whether a quantity in ``first`` converts to ``second``."""
    return parse_unit(first).dimensionality == parse_unit(second).dimensionality


def convert(value: float, from_unit: UnitLike, to_unit: UnitLike) -> float:
    """``value`` in ``from_unit`` expressed in ``to_unit``: ``convert(1, "GB", "byte") == 1e9``.

    Raises FormulaError naming both units (and their dimensions) when they are
    incompatible or unknown.
    """
    if isinstance(from_unit, str) and from_unit == to_unit:
        return float(value)
    source, target = parse_unit(from_unit), parse_unit(to_unit)
    if source == target:
        return float(value)
    if source.dimensionality != target.dimensionality:
        raise FormulaError(
            f"cannot convert {format_unit(from_unit)!r} to {format_unit(to_unit)!r}: "
            f"{dimensionality(source)} is not {dimensionality(target)}"
        )
    import pint

    try:
        result = float(registry().Quantity(float(value), source).to(target).magnitude)
    except pint.errors.PintError:  # a temperature's difference is no temperature: 5 delta_degC
        raise FormulaError(
            f"cannot convert {format_unit(from_unit)!r} to {format_unit(to_unit)!r}"
        ) from None
    if not math.isfinite(result):
        raise FormulaError(
            f"{value!r} {format_unit(from_unit)} overflows when expressed in {format_unit(to_unit)}"
        )
    return result


def canonical_unit_for(unit: UnitLike) -> str | None:
    """The canonical unit a quantity in ``unit`` is best expressed in, or None.

    ``unit`` itself when it is canonical (compared as units: "token / second" gives
    "token/s"); otherwise the first name in ``CANONICAL_UNITS`` with the same
    dimensions ("B * wafer / GB" gives "wafer", "hp" gives "MW", a bare number gives
    "x"), but for one of _OWN_SIZE_ONLY ("km" gives no inch); None when no canonical
    unit has those dimensions.
    """
    if isinstance(unit, str) and is_canonical(unit):
        return unit
    parsed = parse_unit(unit)
    if any(name in str(parsed) for name in _NOT_OURS):
        return None
    for name in CANONICAL_UNITS:
        if parse_unit(name) == parsed:
            return name
    for name in _OWN_SIZE_ONLY:
        if _root(name) == _root(parsed):
            return name  # pint's mile_per_hour ("mph") is a mile / hour by its root units: mi/h
    if str(parsed) in _PREFIXED_BAUDS:
        # pint reads "Gbps" as a gigabaud, a gigabit a second: Gbit/s, its size (by the
        # fewest zeros, 1 Gbps would be 1000 Mbit/s, as neither 1 nor 1000 has any)
        return next(n for n in sorted(_BIT_RATES) if math.isclose(convert(1.0, unit, n), 1.0))
    for name in CANONICAL_UNITS:
        if name not in _OWN_SIZE_ONLY and parse_unit(name).dimensionality == parsed.dimensionality:
            return name
    return None


def in_canonical_unit(low: float, high: float, unit: UnitLike) -> tuple[float, float, str] | None:
    """``[low, high]`` in ``unit`` expressed in a canonical unit: the one of the same size
    if any ("kilowatt" gives kW, "Gbps" Gbit/s), else the one of the same dimensions that writes it
    with the fewest zeros (a fortnight is 336 h, not 0.46 month; 1 hp is 745.7 W; a
    formula's 100 W * 4 x is 400 W, not 0.0004 MW), none of _OWN_SIZE_ONLY (5 permille
    is 0.5 percent, not 50 bp); None when pint does not know
    ``unit`` or no canonical unit has its dimensions.  A ratio and a share are no sizes
    of one quantity (dimension_of): a unit without dimensions goes to the one of its
    size when there is one, whatever the zeros (a formula's 1 / x stays in x, and
    percent * x in percent)."""
    try:
        target = canonical_unit_for(unit)
        if target is None:
            return None
        if (
            target not in _OWN_SIZE_ONLY  # found by its size (canonical_unit_for)
            and parse_unit(target) != parse_unit(unit)
            and str(parse_unit(unit)) not in _PREFIXED_BAUDS
        ):
            dimensions = parse_unit(unit).dimensionality
            sizes = [
                n
                for n in CANONICAL_UNITS
                if n not in _OWN_SIZE_ONLY and parse_unit(n).dimensionality == dimensions
            ]
            # a binary size in binary sizes, a decimal one in decimal ones (1 TB/h is
            # 277.8 MB/s, not 264.9 MiB/s), where the dimension has both; and a rate in
            # bits in bits, one in bytes in bytes (1 TB/h is not 2222 Mbit/s; a baud is a
            # bit a second)
            spelled = str(parse_unit(unit))
            binary = any(p in spelled for p in _BINARY_PREFIXES)
            sizes = [n for n in sizes if (n in _BINARY_SIZES) == binary] or sizes
            bits = ("bit" in spelled or "baud" in spelled) and "byte" not in spelled
            sizes = [n for n in sizes if (n in _BIT_RATES) == bits] or sizes
            biggest = max(abs(low), abs(high))

            def fit(name: str) -> tuple[bool, float]:
                own_ratio = not _CANONICAL_SIZES[name][0] and math.isclose(
                    convert(1.0, unit, name), 1.0
                )
                return not own_ratio, _zeros(convert(biggest, unit, name))

            target = min(sizes, key=fit)
        return convert(low, unit, target), convert(high, unit, target), target
    except FormulaError:
        return None


def _root(unit: UnitLike) -> tuple[str, float]:
    """``unit`` in pint's root units and its size in them, to ten digits: ("meter /
    second", 0.44704) for a mile an hour, whatever pint names it (lux keeps its radians,
    and is no nit)."""
    size, root = registry().get_root_units(parse_unit(unit))
    return str(root), float(f"{size:.10g}")


def _zeros(value: float) -> float:
    """How far ``value`` lies from 1 to 1000, in powers of ten (0 inside)."""
    if value == 0:
        return 0.0
    power = math.log10(abs(value))
    return max(0.0, -power, power - 3)
