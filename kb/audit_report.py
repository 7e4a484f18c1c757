"""Renderings of audit findings: linter text, JSON and GitHub Actions workflow commands
(SARIF is kb/sarif.py), written file by file as the audit goes.

A writer takes the findings of one file at a time and writes them out at once, so a run
holds the findings of one file, never those of all (memory does not grow with the
pages); `write_report` feeds it and counts what the summary line and the exit status
need.
"""

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from kb.audit import FileOutcome, Finding, PageWarning, ReadError, SourceCoverage
from kb.audit_rules import RULES_BY_ID
from kb.errors import one_line
from kb.paths import located, relative_path
from kb.render import canonical_json
from kb.wording import counted

if TYPE_CHECKING:  # kb.baseline writes its file with this module's JsonArrayWriter
    from kb.baseline import Baseline

_GITHUB_LEVEL = {"error": "error", "warning": "warning", "notice": "notice"}

Write = Callable[[str], None]


class FindingWriter(Protocol):
    def add(self, findings: Sequence[Finding]) -> None:
        """Write the findings of one file (they are not kept)."""

    def close(self, errors: Sequence[ReadError], warnings: Sequence[PageWarning] = ()) -> None:
        """Write what follows the last finding; ``errors``: the files not read;
        ``warnings``: what the pages' writers should know (in the formats that carry it)."""


def findings_text(findings: Sequence[Finding]) -> str:
    """``path:line:column: rule: message``, one per line, as compilers and linters print
    (a path holding a newline escaped, kb.errors.one_line); a finding below "error"
    (configured so, or of a rule the run does not fail on) says so: ``rule (warning):
    message``."""
    return "".join(
        f"{one_line(f.path)}:{f.line}:{f.column}: {f.rule}"
        f"{'' if f.severity == 'error' else f' ({f.severity})'}: {f.message}\n"
        for f in findings
    )


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def _annotation(level: str, properties: dict[str, object], message: str) -> str:
    """One workflow command: ``::level file=...,line=...::message``."""
    where = ",".join(f"{key}={_escape_property(str(value))}" for key, value in properties.items())
    return f"::{level} {where}::{_escape_data(message)}\n"


def _github_place(f: Finding) -> dict[str, object]:
    """Where an annotation goes: lines, and columns only when it is on one line (GitHub
    takes none for an annotation over several, as its Checks API and @actions/core say)."""
    if f.line != f.end_line:
        return {"file": f.path, "line": f.line, "endLine": f.end_line}
    return {
        "file": f.path,
        "line": f.line,
        "col": f.column,
        "endLine": f.end_line,
        "endColumn": f.end_column,
    }


def findings_github(findings: Sequence[Finding]) -> str:
    """Workflow commands that GitHub Actions turns into annotations on the diff, each
    with what to do about its rule on a line of its own (the text output's hint), as an
    annotation is read alone."""
    return "".join(
        _annotation(
            _GITHUB_LEVEL.get(f.severity, "error"),
            {**_github_place(f), "title": f"kb {f.rule}"},
            f"{f.message}\n{RULES_BY_ID[f.rule].fix_text}",
        )
        for f in findings
    )


def _known(place: dict[str, object]) -> dict[str, object]:
    """The properties of an annotation's place that are known (a line may not be)."""
    return {key: value for key, value in place.items() if value is not None}


def warnings_github(warnings: Sequence[PageWarning]) -> str:
    """A warning annotation on each line a warning is about (on its file where no line
    is known)."""
    return "".join(
        _annotation(
            "warning", {**_known({"file": w.path, "line": w.line}), "title": "kb audit"}, w.message
        )
        for w in warnings
    )


def _error_annotations(errors: Sequence[ReadError], title: str) -> str:
    """An error annotation for each error, on its file, line and column where it has
    them (on the run where it has no file)."""
    return "".join(
        _annotation(
            "error",
            {**_known({"file": e.path, "line": e.line, "col": e.column}), "title": title},
            e.message,
        )
        for e in errors
    )


def errors_github(errors: Sequence[ReadError]) -> str:
    """An error annotation on each file that could not be read."""
    return _error_annotations(errors, "kb audit: unreadable file")


def failures_github(errors: Sequence[ReadError]) -> str:
    """An error annotation for what stopped the run (no ledger, a bad configuration: on
    the file and line at fault), which stderr alone shows only in the log."""
    return _error_annotations(errors, "kb audit failed")


class LineWriter:
    """Text or GitHub workflow commands: one line per finding, nothing around them (and,
    with ``render_errors`` and ``render_warnings``, lines for the files that could not be
    read and for the pages' warnings)."""

    def __init__(
        self,
        write: Write,
        render: Callable[[Sequence[Finding]], str],
        render_errors: Callable[[Sequence[ReadError]], str] | None = None,
        render_warnings: Callable[[Sequence[PageWarning]], str] | None = None,
    ) -> None:
        self._write = write
        self._render = render
        self._render_errors = render_errors
        self._render_warnings = render_warnings

    def add(self, findings: Sequence[Finding]) -> None:
        if findings:
            self._write(self._render(findings))

    def close(self, errors: Sequence[ReadError], warnings: Sequence[PageWarning] = ()) -> None:
        if warnings and self._render_warnings is not None:
            self._write(self._render_warnings(warnings))
        if errors and self._render_errors is not None:
            self._write(self._render_errors(errors))


class RootedWriter:
    """What GitHub reads (annotations, SARIF) names a file from the repository's root,
    not from the folder kb runs in (a step's working-directory): ``writer`` is handed
    each path, as the run shows it (relative to ``cwd``, or as named), relative to
    ``root`` when the file lies under it, else absolute."""

    def __init__(self, writer: FindingWriter, cwd: Path, root: Path) -> None:
        self._writer, self._cwd, self._root = writer, cwd, root
        self._names: dict[str, str] = {}  # shown -> from the root, worked out once a file

    def _name(self, shown: str) -> str:
        name = self._names.get(shown)
        if name is None:
            name = self._names[shown] = relative_path(located(self._cwd / shown), self._root)
        return name

    def add(self, findings: Sequence[Finding]) -> None:
        self._writer.add([replace(f, path=self._name(f.path)) for f in findings])

    def close(self, errors: Sequence[ReadError], warnings: Sequence[PageWarning] = ()) -> None:
        self._writer.close(
            [e if e.path is None else replace(e, path=self._name(e.path)) for e in errors],
            [replace(w, path=self._name(w.path)) for w in warnings],
        )


class SeverityWriter:
    """Hands ``writer`` each finding at its rule's severity in this run (``severity``:
    AuditConfig.shown_severity, which depends on --fail-on), not at the configured one
    the auditor gave it (and its cache keeps, whatever the run fails on)."""

    def __init__(self, writer: FindingWriter, severity: Mapping[str, str]) -> None:
        self._writer, self._severity = writer, severity

    def add(self, findings: Sequence[Finding]) -> None:
        self._writer.add(
            [
                f
                if self._severity.get(f.rule, f.severity) == f.severity
                else replace(f, severity=self._severity[f.rule])
                for f in findings
            ]
        )

    def close(self, errors: Sequence[ReadError], warnings: Sequence[PageWarning] = ()) -> None:
        self._writer.close(errors, warnings)


_ITEMS = "\x00items\x00"  # stands for the items of the streamed array until they come
_BATCH = 500  # items dumped in one call (JsonArrayWriter.add); a few hundred KB of text


class JsonArrayWriter:
    """A JSON document holding one long array, written a few items at a time.

    ``document`` is dumped once with a placeholder in place of the array's items; the
    text before the placeholder is written before the first item, the items are dumped
    up to _BATCH at a time as an array of their own, its indentation moved to the
    placeholder's depth, and the text after it closes the document.  The bytes are those
    ``dumps(document with the items)`` gives: the items of an indented array are
    separated by ``,`` and a new line at that depth, and an empty one is ``[]``.  What
    the document holds after the array may change until ``close`` (SARIF's invocations,
    known only at the end).
    """

    def __init__(
        self, write: Write, document: Any, items: list[Any], dumps: Callable[[Any], str]
    ) -> None:
        self._document, self._items, self._dumps = document, items, dumps
        text, at = self._dump()
        line_start = text.rindex("\n", 0, at)
        self._head = text[:line_start]  # up to and with the array's "["
        self._indent = text[line_start:at]  # a new line and the items' indentation
        alone = dumps([_ITEMS])  # an array dumped alone: a new line and one level before items
        self._level = alone[1 : alone.index(dumps(_ITEMS))]
        self._write = write
        self._started = False

    def _dump(self) -> tuple[str, int]:
        """The document with a placeholder for the items, and where the placeholder is."""
        self._items.append(_ITEMS)
        text = self._dumps(self._document)
        self._items.pop()
        return text, text.index(self._dumps(_ITEMS))

    def add(self, items: Iterable[Any]) -> None:
        # Dumped as arrays of up to _BATCH items, not one by one, for speed: json's encoder
        # of indented text builds its closures anew on every call, and they refer to each
        # other, so each call left a cycle for the garbage collector to find; one call per
        # finding spent ~0.25 s of kb audit's 8 s on bench/audit_speed.py's corpus on them.
        rest = iter(items)
        while batch := list(islice(rest, _BATCH)):
            text = self._dumps(batch)  # "[", each item on a new line one level in, "\n]"
            # every new line is one level in or deeper: moved to the items' depth (strings
            # hold no "\n")
            items_text = text[1 : text.rindex("\n")].replace(self._level, self._indent)
            self._write(("," if self._started else self._head) + items_text)
            self._started = True

    def close(self) -> None:
        text, at = self._dump()
        if not text.startswith(self._head):
            raise ValueError("the document changed before its streamed array")
        tail = text[at + len(self._dumps(_ITEMS)) :]  # a new line, "]" and the rest
        self._write(tail if self._started else self._head + tail.lstrip())


class JsonWriter:
    """``{"findings": [...]}`` in canonical JSON (sorted keys), as kb.render.to_json."""

    def __init__(self, write: Write) -> None:
        findings: list[Any] = []
        self._array = JsonArrayWriter(write, {"findings": findings}, findings, canonical_json)
        self._write = write

    def add(self, findings: Sequence[Finding]) -> None:
        self._array.add(f.as_json() for f in findings)

    def close(self, errors: Sequence[ReadError], warnings: Sequence[PageWarning] = ()) -> None:
        # DESIGN's JSON holds findings only: unread files and warnings are on stderr
        self._array.close()
        self._write("\n")


@dataclass
class AuditTotals:
    """What a streamed run counted: enough for the summary line and the exit status."""

    files: int = 0
    shown: Counter[str] = field(default_factory=Counter)  # findings written, by rule
    in_sources: Counter[str] = field(default_factory=Counter)  # of them: in ledger sources
    paths_shown: set[str] = field(default_factory=set)  # files with a finding written
    silenced: int = 0  # by kb-ignore comments
    baselined: int = 0  # by the baseline
    stale: int = 0  # baseline entries of the files read that no finding matched
    coverage: list[SourceCoverage] = field(default_factory=list)
    warnings: list[PageWarning] = field(default_factory=list)
    errors: list[ReadError] = field(default_factory=list)  # files that could not be read


def apply_baseline(findings: Sequence[Finding], left: Counter[str]) -> list[Finding]:
    """The findings the baseline does not hold. ``left`` counts what the baseline still
    holds per fingerprint and is used up as findings match, so that across files a
    fingerprint recorded n times silences its first n findings."""
    kept: list[Finding] = []
    for finding in findings:
        if left[finding.fingerprint] > 0:
            left[finding.fingerprint] -= 1
        else:
            kept.append(finding)
    return kept


def write_report(
    outcomes: Iterable[FileOutcome],
    writer: FindingWriter | None,
    baseline: "Baseline | None" = None,
    config_warnings: Sequence[PageWarning] = (),
) -> AuditTotals:
    """Hand each file's findings to ``writer`` (if any) as the file is done, leaving out
    those the ``baseline`` holds (a fingerprint recorded n times silences its first n
    findings), and count the rest, and the baseline's entries for the files read that
    matched no finding (fixed or reworded since: stale).  ``config_warnings`` are written
    with the pages' warnings, before them (the totals count the pages' only)."""
    totals = AuditTotals()
    left = Counter(baseline.counts if baseline is not None else ())
    read: set[str] = set()
    for outcome in outcomes:
        totals.files += 1
        totals.silenced += outcome.silenced
        totals.warnings.extend(outcome.warnings)
        if outcome.coverage is not None:
            totals.coverage.append(outcome.coverage)
        if outcome.error is not None:
            totals.errors.append(outcome.error)
        else:  # a baseline names a page by the path its fingerprints hold
            read.add(outcome.key)
        shown = apply_baseline(outcome.findings, left) if left else outcome.findings
        totals.baselined += len(outcome.findings) - len(shown)
        if shown:
            totals.shown.update(f.rule for f in shown)
            if outcome.coverage is not None:  # numbers of a source outside its citations
                totals.in_sources.update(f.rule for f in shown)
            totals.paths_shown.update(f.path for f in shown)
            if writer is not None:
                writer.add(shown)
    if writer is not None:
        writer.close(totals.errors, [*config_warnings, *totals.warnings])
    if baseline is not None:  # a page not audited this run (pre-commit names a few) is no proof
        totals.stale = sum(n for fp, n in left.items() if baseline.pages.get(fp) in read)
    return totals


def summary(totals: AuditTotals, failing: Sequence[str] | None = None) -> str:
    """One line for stderr: how many findings of which rule in how many files, and when
    the rules ``failing`` the run (None: all) leave some out, how many of them fail it:
    "23 findings (3 disputed-claim, 20 unsourced-number) in 5 of 8 files, 3 failing the
    run; ...", so a run that passes with findings says why."""
    shown = totals.shown.total()
    files = totals.files - len(totals.errors)  # those read
    by_rule = ", ".join(f"{n} {rule}" for rule, n in sorted(totals.shown.items()))
    head = (
        f"{counted(shown, 'finding')} ({by_rule}) in "
        f"{len(totals.paths_shown)} of {counted(files, 'file')}"
        if shown
        else f"no findings in {counted(files, 'file')}"
    )
    if shown and failing is not None:
        fail = sum(n for rule, n in totals.shown.items() if rule in failing)
        if fail < shown:
            head += f", {fail} failing the run" if fail else ", none failing the run"
    extra = []
    if totals.silenced:
        extra.append(f"{totals.silenced} silenced by kb-ignore")
    if totals.baselined:
        extra.append(f"{totals.baselined} in the baseline")
    if totals.stale:
        stale = counted(totals.stale, "baseline entry", "baseline entries")
        extra.append(f"{stale} no longer found (fixed or reworded)")
    if totals.errors:
        extra.append(f"{counted(len(totals.errors), 'file')} could not be read")
    return head + (f"; {', '.join(extra)}" if extra else "")


def coverage_line(c: SourceCoverage) -> str:
    return (
        f"coverage {one_line(c.path)} ({c.source}): {c.numbers} numbers, {c.cited} cited, "
        f"{c.ignored} ignored, {c.uncovered} uncovered ({c.ratio:.1%})"
    )
