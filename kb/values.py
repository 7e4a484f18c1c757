"""How a claim's value is written in the ledger: "750" or "2e12..4e12".

A short text reads better in review than a sub-table, and one canonical spelling per
number is what makes export(import(ledger)) byte-identical.
"""

import math
import re
from decimal import Decimal

# ASCII digits with an optional sign, decimal point and exponent: what every tool reads
# alike, and what format_number writes back (float() also takes "７５０", " 750", "1_000")
NUMBER_PATTERN = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")


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


def parse_value(text: str) -> tuple[float, float]:
    """(low, high) from "750" or "2e12..4e12"; ValueError with the reason otherwise.
    A negative zero ("-0") is zero, as format_number writes it."""
    low_text, sep, high_text = text.partition("..")
    if not all(NUMBER_PATTERN.fullmatch(part) for part in (low_text, high_text)[: 1 + bool(sep)]):
        raise ValueError(
            f"value {text!r} is not a number or a range like 2e12..4e12 "
            "(write ASCII digits, with an optional sign, '.' and exponent: -1.5, 2e12)"
        )
    low = float(low_text) + 0.0  # + 0.0 makes -0.0 zero
    high = float(high_text) + 0.0 if sep else low
    if not (math.isfinite(low) and math.isfinite(high)):
        raise ValueError(f"value {text!r} is not finite")
    if low > high:
        raise ValueError(f"value {text!r} has its low end above its high end")
    return low, high


_SCALES = ((1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K"))


def humanize_number(x: float) -> str:
    """750 -> "750", 1.05e6 -> "1.05M", 1.28e5 -> "128K", 2e12 -> "2T", 999999 -> "1M";
    below ten thousand in full (1000 tokens/s and 1000 MW are written so, not 1K); from a
    thousand trillion on, e-notation: 1e30 -> "1e+30", not "1e+18T"."""
    if abs(x) >= 1e15:
        return f"{x:.3g}"
    for scale, suffix in _SCALES:
        if abs(x) >= max(scale, 1e4) and (abs(x) >= 1e5 or x % scale == 0):
            shown = float(f"{x / scale:.3g}")
            bigger = _SCALES.index((scale, suffix)) - 1
            if abs(shown) >= 1000 and bigger >= 0:  # rounding reached the next scale
                return humanize_number(shown * scale)
            return f"{shown:g}{suffix}"
    return str(int(x)) if float(x).is_integer() else f"{x:.6g}"


def humanize(low: float | None, high: float | None, unit: str | None) -> str:
    """A value as a person reads it in a table: "750 token/s", "2T–4T parameter"."""
    if low is None or high is None:
        return ""
    number = (
        humanize_number(low) if low == high else f"{humanize_number(low)}–{humanize_number(high)}"
    )
    return f"{number} {unit}" if unit else number
