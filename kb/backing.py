"""When a claim's value backs a figure, the rule `kb audit` and `kb search` share: the
figure's unit is the claim's, or one that converts to it (unit_factors), and the claim's
interval, each end widened by a small part of itself (widened: the claim's own
rounding), holds the figure converted to the claim's unit.

The audit reads the figure to the precision it is written with besides
(kb.audit.written_precision); a search takes it as typed."""

from collections.abc import Mapping
from functools import cache

import sqlalchemy as sa

from kb.units import CANONICAL_UNITS, canonical_factor

TOLERANCE = 0.005  # of each end of a claim's interval: kb audit's default, and kb search's


@cache
def unit_factors(unit: str) -> Mapping[str, float]:
    """The claim units a figure in ``unit`` may be backed in, each with what one ``unit``
    is in it: ``unit`` itself (1), and every canonical unit of its dimension
    (kb.units.canonical_factor: "MW" is 1e6 W, 1e3 kW, 1e-3 GW); a unit of no other."""
    factors = {other: canonical_factor(unit, other) for other in CANONICAL_UNITS}
    return {unit: 1.0} | {other: f for other, f in factors.items() if f is not None}


def widened(low: float, high: float, tolerance: float) -> tuple[float, float]:
    """A claim's interval [low, high] with each end moved out by ``tolerance`` of itself."""
    return low - tolerance * abs(low), high + tolerance * abs(high)


def widened_columns(
    low: sa.ColumnElement[float], high: sa.ColumnElement[float], tolerance: float
) -> tuple[sa.ColumnElement[float], sa.ColumnElement[float]]:
    """widened, as SQL on the columns that hold a claim's interval (abs() is SQLite's and
    PostgreSQL's alike)."""
    return low - tolerance * sa.func.abs(low), high + tolerance * sa.func.abs(high)
