"""Run every benchmark, print its table and write bench/RESULTS.md.

Run: ``python bench/run.py`` (all) or ``python bench/run.py store number_accuracy``: the
sections named replace theirs in bench/RESULTS.md, each marked with the day it was run
alone, and the others stay as they were.
"""

import compileall
import importlib
import os
import platform
import re
import sys
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kb.ledger_writer import write_atomic  # noqa: E402

BENCHES = {
    "store": "bench.store_speed",
    "number_accuracy": "bench.number_accuracy",
    "audit": "bench.audit_speed",
    "reader_scaling": "bench.reader_scaling",
    "check": "bench.check_speed",
}


RESULTS = ROOT / "bench" / "RESULTS.md"


def main(names: list[str]) -> None:
    # kb's bytecode compiled, as pip compiles an installed package's: a checkout run with
    # PYTHONDONTWRITEBYTECODE (as on this machine) would compile its changed sources at
    # every command's start, and time that as kb's start-up
    for package in ("kb", "cli"):
        compileall.compile_dir(ROOT / package, quiet=1)
    sections = {name: importlib.import_module(BENCHES[name]).main() for name in names or BENCHES}
    today = f"{datetime.now(UTC):%Y-%m-%d}"
    if names and RESULTS.exists():
        text = _spliced(RESULTS.read_text(encoding="utf-8"), sections, today)
    else:
        text = (
            "# Benchmark results\n\n"
            f"Written by `python bench/run.py` on {today}, "
            f"Python {platform.python_version()}, {platform.machine()}, "
            f"{len(os.sched_getaffinity(0))} cores.\n\n" + "\n".join(sections.values())
        )
    write_atomic(RESULTS, text.encode())


def _spliced(results: str, sections: dict[str, str], today: str) -> str:
    """bench/RESULTS.md's text with each of ``sections`` (by benchmark name) in place of
    the one of its title (or after the others, if new), marked as run alone on ``today``:
    a run of one benchmark keeps the others' results."""
    header, *kept = re.split(r"(?m)^(?=## )", results)
    by_title = {section.splitlines()[0]: section for section in kept}
    for name, section in sections.items():
        title, rest = section.split("\n", 1)
        by_title[title] = f"{title}\n\nRun alone on {today}: `python bench/run.py {name}`.\n{rest}"
    return header + "\n\n".join(part.rstrip("\n") for part in by_title.values()) + "\n"


if __name__ == "__main__":
    main(sys.argv[1:])
