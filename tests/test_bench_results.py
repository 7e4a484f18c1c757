"""bench/run.py: a benchmark run alone replaces its own section of bench/RESULTS.md."""

from bench.run import _spliced

RESULTS = (
    "# Benchmark results\n\nWritten by `python bench/run.py` on 2026-12-01.\n\n"
    "## Store: import and query latency\n\n| a | b |\n\n"
    "## kb audit speed\n\nkb audit 4.70 s, proselint 18.29 s\n\n"
    "## Quantity reader on long runs\n\n| run | ratio |\n"
)


def test_a_benchmark_run_alone_keeps_the_others_results() -> None:
    """`python bench/run.py audit` wrote RESULTS.md with the audit's section alone,
    dropping the store's, the accuracy's and the reader's."""
    audit = "## kb audit speed\n\nkb audit 4.23 s, proselint 20.49 s\n"
    spliced = _spliced(RESULTS, {"audit": audit}, "2026-12-03")
    assert spliced == RESULTS.replace(
        "kb audit 4.70 s, proselint 18.29 s",
        "Run alone on 2026-12-03: `python bench/run.py audit`.\n\n"
        "kb audit 4.23 s, proselint 20.49 s",
    )


def test_a_new_benchmark_run_alone_comes_after_the_others() -> None:
    spliced = _spliced(RESULTS, {"new": "## New\n\n| x |\n"}, "2026-12-03")
    assert (
        spliced
        == RESULTS + "\n## New\n\nRun alone on 2026-12-03: `python bench/run.py new`.\n\n| x |\n"
    )
