"""How the quantity reader's time grows with long runs of number-like text.

A pattern that backtracks grows its time with the square (or worse) of such a run; the
reader's must grow linearly: four times the text, about four times the time.  Measured
here, not asserted in the tests, where a timer fails on a loaded machine.
"""

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kb.quantities import find_quantities  # noqa: E402

# Runs that would make a backtracking pattern try every split: number words, Chinese
# numerals, separators and range dashes repeated.
RUNS = {
    "Russian number words": "один два три " * 3000,
    "English scale words": "hundred and " * 3000,
    "Chinese numerals": "一二三四五六七八九十" * 300,
    "digits and commas": "1,2,3,4," * 3000,
    "range dashes": "1-" * 10000,
    "English number words": "one two three " * 3000,
}
GROWTH = 4


def seconds(text: str) -> float:
    """The median of three runs of the reader on text."""
    times = []
    for _ in range(3):
        start = time.perf_counter()
        find_quantities(text)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> str:
    lines = [
        "## Quantity reader on long runs",
        "",
        f"Each run read as it is and {GROWTH} times longer (median of 3).  Linear growth is "
        f"a ratio near {GROWTH}; a pattern that backtracks shows {GROWTH**2} or more.",
        "",
        "| run | characters | seconds | x4 seconds | ratio |",
        "|---|---:|---:|---:|---:|",
    ]
    for name, text in RUNS.items():
        once, grown = seconds(text), seconds(text * GROWTH)
        lines.append(f"| {name} | {len(text)} | {once:.3f} | {grown:.3f} | {grown / once:.1f} |")
    table = "\n".join(lines) + "\n"
    print(table)
    return table


if __name__ == "__main__":
    main()
