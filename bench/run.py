"""Run every benchmark, print its table and write bench/RESULTS.md.

Run: ``python bench/run.py`` (all) or ``python bench/run.py store number_accuracy``.
"""

import compileall
import importlib
import os
import platform
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
}


def main(names: list[str]) -> None:
    # kb's bytecode compiled, as pip compiles an installed package's: a checkout run with
    # PYTHONDONTWRITEBYTECODE (as on this machine) would compile its changed sources at
    # every command's start, and time that as kb's start-up
    for package in ("kb", "cli"):
        compileall.compile_dir(ROOT / package, quiet=1)
    sections = []
    for name in names or list(BENCHES):
        module = importlib.import_module(BENCHES[name])
        sections.append(module.main())
    header = (
        "# Benchmark results\n\n"
        f"Written by `python bench/run.py` on {datetime.now(UTC):%Y-%m-%d}, "
        f"Python {platform.python_version()}, {platform.machine()}, "
        f"{len(os.sched_getaffinity(0))} cores.\n\n"
    )
    write_atomic(ROOT / "bench" / "RESULTS.md", (header + "\n".join(sections)).encode())


if __name__ == "__main__":
    main(sys.argv[1:])
