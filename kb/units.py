"""Canonical units: short, singular names shared by the ledger, the audit and formulas."""

CANONICAL_UNITS: tuple[str, ...] = (
    "token",
    "token/s",
    "parameter",
    "wafer",
    "layer",
    "MW",
    "W",
    "GB",
    "TB/s",
    "month",
    "x",
    "percent",
    "USD",
    "bit",
    "byte",
    "byte/parameter",
    "GB/wafer",
    "processor",
)
