"""Renderings of audit findings: linter text, JSON and GitHub Actions workflow commands
(SARIF is kb/sarif.py)."""

from collections import Counter
from collections.abc import Sequence

from kb.audit import AuditReport, Finding, SourceCoverage
from kb.render import to_json

_GITHUB_LEVEL = {"error": "error", "warning": "warning", "notice": "notice"}


def findings_text(findings: Sequence[Finding]) -> str:
    """``path:line:column: rule: message``, one per line, as compilers and linters print."""
    return "".join(f"{f.path}:{f.line}:{f.column}: {f.rule}: {f.message}\n" for f in findings)


def findings_json(findings: Sequence[Finding]) -> str:
    return to_json({"findings": [f.as_json() for f in findings]})


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def findings_github(findings: Sequence[Finding]) -> str:
    """Workflow commands that GitHub Actions turns into annotations on the diff."""
    lines = []
    for f in findings:
        properties = ",".join(
            [
                f"file={_escape_property(f.path)}",
                f"line={f.line}",
                f"col={f.column}",
                f"endLine={f.end_line}",
                f"endColumn={f.end_column}",
                f"title={_escape_property('kb ' + f.rule)}",
            ]
        )
        level = _GITHUB_LEVEL.get(f.severity, "error")
        lines.append(f"::{level} {properties}::{_escape_data(f.message)}\n")
    return "".join(lines)


def summary(report: AuditReport, shown: Sequence[Finding], baselined: int) -> str:
    """One line for stderr: how many findings of which rule in how many files."""
    counts = Counter(f.rule for f in shown)
    files = len({f.path for f in shown})
    by_rule = ", ".join(f"{n} {rule}" for rule, n in sorted(counts.items()))
    head = (
        f"{len(shown)} finding{'s' if len(shown) != 1 else ''} ({by_rule}) in {files} of "
        f"{report.files} file{'s' if report.files != 1 else ''}"
        if shown
        else f"no findings in {report.files} file{'s' if report.files != 1 else ''}"
    )
    extra = []
    if report.silenced:
        extra.append(f"{report.silenced} silenced by kb-ignore")
    if baselined:
        extra.append(f"{baselined} in the baseline")
    return head + (f"; {', '.join(extra)}" if extra else "")


def coverage_line(c: SourceCoverage) -> str:
    return (
        f"coverage {c.path} ({c.source}): {c.numbers} numbers, {c.cited} cited, "
        f"{c.ignored} ignored, {c.uncovered} uncovered ({c.ratio:.1%})"
    )
