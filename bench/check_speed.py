"""How kb check's time and memory grow with the ledger.

kb check compares the claims of one quantity pairwise (suspected contradictions,
restated values), so a subject with many claims is where it could grow with the square
of the ledger. The synthetic ledgers (tests/synthetic.py) put every claim on one of 50
subjects, each value repeated through the ledger: the worst case a real ledger comes
near. Each size is four times the one before; linear growth is a ratio near 4, and the
warnings' own size grows with the square (each names every claim it disagrees with).

Run: ``python bench/check_speed.py``.
"""

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.audit_speed import KB, measure_once  # noqa: E402
from tests.synthetic import write_synthetic  # noqa: E402

WORK = ROOT / "bench" / "work"
SIZES = (2_500, 10_000, 40_000)


def measure(claims: int) -> tuple[float, float]:
    """Wall seconds and peak RSS (MiB) of kb check on a synthetic ledger of ``claims``
    claims, imported first."""
    folder = WORK / f"check-{claims}"
    if folder.exists():
        shutil.rmtree(folder)
    write_synthetic(folder, claims)
    imported = measure_once([*KB, "import"], cwd=folder)
    if imported.code != 0:
        raise RuntimeError(f"kb import: {imported.stderr[:500]}")
    run = measure_once([*KB, "check"], cwd=folder)
    if run.code != 1:  # the synthetic ledger has problems (tests/synthetic.py)
        raise RuntimeError(f"kb check: exit {run.code}: {run.stderr[:500]}")
    shutil.rmtree(folder)
    return run.seconds, run.mb


def main(sizes: tuple[int, ...] = SIZES) -> str:
    rows = []
    previous = None
    for size in sizes:
        seconds, mb = measure(size)
        growth = f"{seconds / previous:.1f}" if previous else ""
        rows.append(f"| {size} | {seconds:.2f} | {mb:.0f} | {growth} |")
        previous = seconds
    lines = [
        "## kb check on growing ledgers",
        "",
        "kb check as a user runs it (Python start-up included) on synthetic ledgers "
        "(tests/synthetic.py: 100 claims per source, 50 subjects, three languages), "
        "SQLite, one run each. Each ledger is four times the one before: linear growth is "
        "a ratio near 4. A warning names every claim of its subject it disagrees with, so "
        "on these ledgers (every subject's values differ) the output itself grows with "
        "the square of the claims of a subject.",
        "",
        "| claims | seconds | peak RSS (MiB) | ratio to the one before |",
        "|---:|---:|---:|---:|",
        *rows,
        "",
    ]
    section = "\n".join(lines)
    print(section)
    return section


if __name__ == "__main__":
    main()
