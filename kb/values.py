"""How a claim's value is written in the ledger: "750" or "2e12..4e12".

A short text reads better in review than a sub-table, and one canonical spelling per
number is what makes export(import(ledger)) byte-identical.
"""

import math
import re
import sys
from decimal import Decimal
from functools import lru_cache
from typing import TYPE_CHECKING

from kb.lazy_re import lazy_compile

if TYPE_CHECKING:
    from kb.quantities import Quantity

# ASCII digits with an optional sign, decimal point and exponent: what every tool reads
# alike, and what format_number writes back (float() also takes "７５０", " 750", "1_000")
NUMBER_PATTERN = lazy_compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")


def format_number(x: float) -> str:
    """The canonical spelling: integers below 10^7 in full, otherwise the shortest
    round-tripping form with a bare exponent (1.05e6 is written 1050000, 2e12 as 2e12)."""
    if x == int(x) and abs(x) < 1e7:
        return str(int(x))
    for digits in range(1, 18):
        text = f"{x:.{digits}g}"
        if float(text) == x:
            break
    mantissa, _, exponent = text.partition("e")
    return f"{mantissa}e{int(exponent)}" if exponent else mantissa


def significant_digits(number: float) -> str:
    """The significant digits of ``number``, as a double holds them for sure: "75" of
    750 and of 0.75, "105" of 1.05e6."""
    digits = Decimal(f"{abs(number):.15g}").normalize().as_tuple().digits
    return "".join(map(str, digits))


def plain_number(x: float) -> str:
    """x for a spreadsheet: the shortest decimal that reads back as the same float, written
    out without an exponent, which a spreadsheet would show as 1E+12 (1e12 is written
    1000000000000, 3.86e8 386000000, 0.0007457 as it is, 7.5e-05 as 0.000075)."""
    if x == 0:
        return "0"  # -0.0 too
    # repr is the shortest round-tripping spelling: at most 17 digits, within Decimal's 28
    return format(Decimal(repr(x)).normalize(), "f")


def format_value(low: float, high: float) -> str:
    return format_number(low) if low == high else f"{format_number(low)}..{format_number(high)}"


# A range as prose writes it ("40-60", "40–60", "40 to 60") and digits grouped as prose
# groups them ("1,050,000", "1 050 000"): the slips a ledger's value is most likely to have.
_PROSE_RANGE = lazy_compile(
    r"\s*([-+]?[^\s\u2012-\u2014至到-]+)\s*(?:[-\u2012-\u2014至到]|\s(?:to|до)\s)\s*(\S+)\s*"
)
_GROUPED = lazy_compile(r"[0-9]{1,3}(?:[, _\u00a0\u202f'][0-9]{3})+(?:\.[0-9]+)?")


def _hint(text: str) -> str:
    """What to write instead of ``text``, a value parse_value refused: "40..60" of
    "40-60", 1050000 of "1,050,000"; else how a number is written."""
    if _GROUPED.fullmatch(text.strip()):
        plain = re.sub(r"[^0-9.]", "", text)
        if re.fullmatch(r"[0-9]+,[0-9]{3}", text.strip()):  # 1,050: a Russian 1.05 too
            decimal = text.strip().replace(",", ".")
            return f': write it "{plain}", or "{decimal}" if the comma is a decimal point'
        return f': write it without separators, "{plain}"'
    prose = _PROSE_RANGE.fullmatch(text)
    ends = [_plain(end) for end in prose.groups()] if prose else []
    if ends and all(NUMBER_PATTERN.fullmatch(end) for end in ends):
        return f': write a range with two dots, "{ends[0]}..{ends[1]}"'
    return (
        _as_prose(text)
        or " (write ASCII digits, with an optional sign, '.' and exponent: -1.5, 2e12)"
    )


def _as_prose(text: str) -> str:
    """What to write for a value written as prose writes a figure, read as kb audit reads
    it: "200000000" for "2亿", "200 million", "200M"; "200" for a full-width "２００"; the
    unit too for "8亿美元"; "" when it is no one figure, all of it."""
    figure = _one_figure(text)
    if figure is None:
        return ""
    # twelve digits: 2.3亿 is computed 229999999.99999997
    low, high = (float(f"{end:.12g}") for end in (figure.low, figure.high))
    unit = f', with unit = "{figure.unit}"' if figure.unit else ""
    return f': write it "{format_value(low, high)}"{unit}'


def in_scaled_unit(low: float, high: float, unit: str) -> tuple[float, float, str] | None:
    """``[low, high]`` in ``unit``, a unit written with a scale word as kb audit reads it
    ("trillion parameters", "триллиона параметров", "万亿参数", "billion tokens per
    second"), expressed in the canonical unit it scales: (3e12, 3e12, "parameter") for 3
    trillion parameters; None when ``unit`` is no scale and a unit, or begins with a digit
    (a figure, which joins the 1 it is read after: "1 500 tokens" reads as 1500 tokens;
    pint tells no scale for "1000 W" either)."""
    if unit[:1].isdigit():
        return None
    figure = _one_figure(f"1 {unit}")
    if figure is None or figure.unit is None or figure.low != figure.high or figure.low == 1:
        return None  # a scale alone ("trillion"), or a unit with none ("foo tokens")
    return low * figure.low, high * figure.low, figure.unit


def _one_figure(text: str) -> "Quantity | None":
    """The one figure that all of ``text`` writes, read as kb audit reads it ("200
    million", "8亿美元"); None when it writes none, or more, or other words too."""
    from kb.quantities import find_quantities  # only on these errors: its patterns are big

    stripped = text.strip()
    found = find_quantities(stripped)
    if (
        len(found) != 1
        or found[0].kind != "number"
        or found[0].end - found[0].start != len(stripped)
    ):
        return None
    return found[0]


def _plain(number: str) -> str:
    """A range's end without the separators of its digit groups (1,000: 1000)."""
    return re.sub(r"[, _\u00a0\u202f'](?=[0-9]{3}\b)", "", number)


def parse_value(text: str) -> tuple[float, float]:
    """(low, high) from "750" or "2e12..4e12"; ValueError with the reason otherwise.
    A negative zero ("-0") is zero, as format_number writes it."""
    low_text, sep, high_text = text.partition("..")
    if not all(NUMBER_PATTERN.fullmatch(part) for part in (low_text, high_text)[: 1 + bool(sep)]):
        raise ValueError(f"value {text!r} is not a number or a range like 2e12..4e12{_hint(text)}")
    low = float(low_text) + 0.0  # + 0.0 makes -0.0 zero
    high = float(high_text) + 0.0 if sep else low
    if not (math.isfinite(low) and math.isfinite(high)):
        raise ValueError(f"value {text!r} is not finite")
    if any(_too_small(part, x) for part, x in ((low_text, low), (high_text, high)) if part):
        raise ValueError(
            f"value {text!r} is too small to hold (below {sys.float_info.min:.1e} a value "
            "loses digits, or becomes 0)"
        )
    if low > high:
        raise ValueError(f"value {text!r} has its low end above its high end")
    return low, high


def _too_small(text: str, x: float) -> bool:
    """Whether the number written as text reads as x only by losing digits: it is not
    zero but reads as 0.0 ("1e-999"), or as a subnormal double, which holds fewer than
    15 significant digits (5e-324)."""
    mantissa = text.lower().partition("e")[0]
    return abs(x) < sys.float_info.min and (x != 0 or mantissa.strip("+-.0") != "")


_SCALES = (
    (Decimal("1e12"), "T"),
    (Decimal("1e9"), "B"),
    (Decimal("1e6"), "M"),
    (Decimal("1e3"), "K"),
)


@lru_cache(maxsize=4096)  # an audit shows the same few figures thousands of times
def humanize_number(x: float) -> str:
    """A figure as a table gives it, exactly: with a scale letter when three significant
    digits say it (1.05e6 -> "1.05M", 1.28e5 -> "128K", 2e12 -> "2T"), else in full
    (1234567 and 999999 as they are: a published table must not round an official
    figure); below ten thousand always in full (1000 tokens/s and 1000 MW are written so,
    not 1K); from a thousand trillion on and below a millionth, e-notation (1e30 ->
    "1e+30", 1e-20 -> "1e-20"). Exact to the 15 significant digits a double holds for
    sure: float noise is dropped (1.15 x 10^4 computed is 11499.999999999998: "11.5K")."""
    if not math.isfinite(x):
        return str(x)
    exact = Decimal(f"{x:.15g}")  # what a double holds for sure: 15 significant digits
    if abs(x) >= 1e15 or 0 < abs(x) < 1e-6:
        return f"{exact.normalize():e}"
    for scale, suffix in _SCALES:
        shown = (exact / scale).normalize()
        if abs(exact) >= max(scale, Decimal(10_000)) and len(shown.as_tuple().digits) <= 3:
            return f"{shown:f}{suffix}"
    return f"{exact.normalize() + 0:f}"  # + 0 makes -0 zero


def humanize(low: float | None, high: float | None, unit: str | None) -> str:
    """A value as a person reads it in a table: "750 token/s", "2T–4T parameter"."""
    if low is None or high is None:
        return ""
    number = (
        humanize_number(low) if low == high else f"{humanize_number(low)}–{humanize_number(high)}"
    )
    return f"{number} {unit}" if unit else number
