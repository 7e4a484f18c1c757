"""How the quantity reader's time grows with long runs of number-like text, and the
audit's with a paragraph of figures and no full stop (one sentence).

A pattern that backtracks grows its time with the square (or worse) of such a run; the
reader's must grow linearly: four times the text, about four times the time.  So must the
audit's judging of each figure, which reads its sentence.  Measured here, not asserted in
the tests, where a timer fails on a loaded machine.
"""

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kb.audit import Auditor  # noqa: E402
from kb.quantities import find_quantities  # noqa: E402
from kb.records import ClaimRecord  # noqa: E402

# Runs that would make a backtracking pattern try every split: number words, Chinese
# numerals, separators and range dashes repeated.
RUNS = {
    "Russian number words": "один два три " * 3000,
    "English scale words": "hundred and " * 3000,
    "Chinese numerals": "一二三四五六七八九十" * 300,
    "digits and commas": "1,2,3,4," * 3000,
    "range dashes": "1-" * 10000,
    "English number words": "one two three " * 3000,
    "hyphenated number words": "three-" * 2000,
}
GROWTH = 4


def spaced(spaces: int) -> str:
    """Two figures with a run of spaces between them, which the reader reads across."""
    return "Sol has 3 wafers" + " " * spaces + "and 5 layers."


# A paragraph of estimates stated as fact, with no full stop: each figure's sentence is
# the whole paragraph, and each is a finding, whose SARIF column counts the UTF-16 code
# units of the line before it (an emoji two).
PARAGRAPH = "Sol has 3 trillion parameters, and 80 wafers, 🚀 Sol有3万亿参数，" * 400
ESTIMATES = [
    ClaimRecord("params", "p", "Sol", "estimate", low=3e12, high=3e12, unit="parameter"),
    ClaimRecord("wafers", "w", "Sol", "estimate", low=70, high=100, unit="wafer"),
]


# Two models' speeds, for a sentence that names one and gives the other's figure over
# and over: each figure is told apart by the things its sentence names, found once.
MODELS = [
    ClaimRecord("sol", "s", "GPT-5.6 Sol speed", "confirmed", low=750, high=750, unit="token/s"),
    ClaimRecord("kimi", "k", "Kimi K2.6 speed", "confirmed", low=1000, high=1000, unit="token/s"),
]


def another_model(figures: int) -> str:
    """One sentence that names Kimi K2.6 and gives Sol's speed, ``figures`` times over:
    each figure a finding."""
    return "Kimi K2.6 runs at " + "750 tokens/s, then Kimi K2.6 at 750 tokens/s " * figures


def entity_spaced(spaces: int) -> str:
    """A page that opens on a run of non-breaking spaces written as entities, then a
    figure: its hedges were looked for after a conjunction from each of the spaces."""
    return "&nbsp;" * spaces + "Sol has 3 trillion parameters"


def citing(sentences: int, stop: str) -> str:
    """Sentences that each cite a footnote (``stop`` ". "), or one sentence that cites it
    after each of its figures (``stop`` " ")."""
    return f"Sol has 3 trillion parameters[^1]{stop}" * sentences + "\n\n[^1]: An estimate.\n"


def seconds(read: Callable[[str], object], text: str) -> float:
    """The median of three runs of ``read`` on text."""
    times = []
    for _ in range(3):
        start = time.perf_counter()
        read(text)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> str:
    lines = [
        "## Quantity reader on long runs",
        "",
        f"Each run read as it is and {GROWTH} times longer (median of 3).  Linear growth is "
        f"a ratio near {GROWTH}; a pattern that backtracks shows {GROWTH**2} or more.  The "
        "row of spaces grows the run between two figures; the kb audit rows audit a "
        "paragraph of estimates stated as fact with no full stop (one sentence, which the "
        "judging of each of its figures reads), a page that opens on &nbsp; entities, "
        "sentences that cite a footnote, each once or one all the time, and a sentence "
        "naming one model that gives another's figure again and again.",
        "",
        "| run | characters | seconds | x4 seconds | ratio |",
        "|---|---:|---:|---:|---:|",
    ]
    auditor = Auditor(ESTIMATES)
    readers = [(name, find_quantities, text, text * GROWTH) for name, text in RUNS.items()]
    readers.append(("spaces between two figures", find_quantities, spaced(6000), spaced(24000)))
    readers.append(
        ("kb audit: a paragraph of figures", auditor.audit_text, PARAGRAPH, PARAGRAPH * GROWTH)
    )
    audits = [
        ("kb audit: spaces before a figure", entity_spaced(500), entity_spaced(500 * GROWTH)),
        ("kb audit: cited sentences", citing(400, ". "), citing(400 * GROWTH, ". ")),
        ("kb audit: one sentence citing", citing(400, " "), citing(400 * GROWTH, " ")),
    ]
    readers += [(name, auditor.audit_text, text, longer) for name, text, longer in audits]
    models = Auditor(MODELS)
    readers.append(
        (
            "kb audit: a sentence naming another model",
            models.audit_text,
            another_model(300),
            another_model(300 * GROWTH),
        )
    )
    for name, read, text, longer in readers:
        once, grown = seconds(read, text), seconds(read, longer)
        lines.append(f"| {name} | {len(text)} | {once:.3f} | {grown:.3f} | {grown / once:.1f} |")
    table = "\n".join(lines) + "\n"
    print(table)
    return table


if __name__ == "__main__":
    main()
