"""One `kb audit` run: configuration, files, baseline, output and the verdict.

The CLI hands in where output goes (`emit`); everything else is decided here.
"""

import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from sqlmodel import Session

from kb.audit import (
    Auditor,
    FileOutcome,
    PageWarning,
    ReadError,
    collecting_less,
    load_auditor,
    matching_exclude,
    repository_root,
)
from kb.audit_cache import DEFAULT_CACHE, AuditCache, context_digest
from kb.audit_config import AuditConfig, ConfigError, load_config
from kb.audit_report import (
    FindingWriter,
    JsonWriter,
    LineWriter,
    RootedWriter,
    SeverityWriter,
    coverage_line,
    errors_github,
    failures_github,
    findings_github,
    findings_text,
    summary,
    warnings_github,
    write_report,
)
from kb.audit_rules import RULE_IDS, RULES, unknown_rule
from kb.baseline import (
    Baseline,
    BaselineRecorder,
    previous_baseline,
    read_baseline,
    write_baseline,
)
from kb.errors import InputError, KbError, PlacedError, UsageError, one_line
from kb.paths import shown_path
from kb.sarif import SarifWriter
from kb.wording import counted


@dataclass
class AuditRun:
    notes: list[str] = field(default_factory=list)  # for stderr, in order
    failed: bool = False  # a --fail-on rule has findings
    errors: list[str] = field(default_factory=list)  # files that could not be read (exit 2)


def fail_on_rules(value: str | None, configured: Sequence[str]) -> list[str]:
    """The rules whose findings fail the run: the option's comma-separated list, "none",
    or the configuration's when the option is not given."""
    if value is None:
        return list(configured)
    rules = list(dict.fromkeys(name.strip() for name in value.split(",")))
    if "" in rules:  # a comma too many, or a blank option
        raise UsageError(
            f"--fail-on {value!r} has an empty rule name: give rules separated by commas, or 'none'"
        )
    if rules == ["none"]:
        return []
    if "none" in rules:
        others = ", ".join(r for r in rules if r != "none")
        raise UsageError(
            f"--fail-on: 'none' stands alone (no rule fails the run); it cannot be combined "
            f"with rules ({others})"
        )
    unknown = [r for r in rules if r not in RULE_IDS]
    if unknown:
        raise UsageError(f"--fail-on names {unknown_rule(unknown[0])}")
    return rules


def check_options(*, fail_on: str | None, baseline: Path | None, use_baseline: bool) -> None:
    """Refuse, as a UsageError, options of a run that cannot mean anything: --fail-on
    naming an unknown rule, --baseline with --no-baseline.  run_audit refuses them too;
    the command line asks first, before the database opens."""
    fail_on_rules(fail_on, ())
    if baseline is not None and not use_baseline:
        raise UsageError("--baseline and --no-baseline contradict each other: give one")


def run_audit(
    *,
    session: Session,
    paths: Sequence[Path],
    cwd: Path,
    emit: Callable[[str], None],
    output: str = "text",
    fail_on: str | None = None,
    baseline: Path | None = None,
    use_baseline: bool = True,
    write_baseline_to: Path | None = None,
    config_file: Path | None = None,
    jobs: int = 0,
    version: str = "0",
    use_cache: bool = False,
    cache_folder: Path | None = None,
) -> AuditRun:
    """Audit paths (or the configuration's) and write the findings through emit as each
    file is done; with write_baseline_to, record them in that file instead.  With
    use_cache or a cache_folder, files unchanged since the last such run are not audited
    again (kb.audit_cache)."""
    check_options(fail_on=fail_on, baseline=baseline, use_baseline=use_baseline)
    reads = [] if paths else ["paths"]  # the configuration's files this run reads
    if use_baseline and baseline is None and write_baseline_to is None:
        reads.append("baseline")
    settings = load_config(config_file, cwd, reads)
    try:
        chosen = fail_on_rules(fail_on, settings.failing())
        targets = list(paths) or [settings.root / p for p in settings.paths]
        known = None
        if use_baseline and write_baseline_to is None:
            known = _configured_baseline(baseline, settings, cwd)
        auditor = load_auditor(session=session, config=settings)
        cache = _open_cache(auditor, cache_folder, cwd) if use_cache or cache_folder else None
        outcomes = auditor.audit_files(targets, cwd, jobs=jobs or os.cpu_count() or 1, cache=cache)
        run = AuditRun()
        run.notes.extend(f"warning: {w}" for w in settings.warnings)
        run.notes.extend(_left_out(paths, settings))
        named_by = "fail-on" if fail_on is None else "--fail-on"
        unfailing = settings.unfailing(chosen, named_by)
        run.notes.extend(f"warning: {w}" for w in unfailing)
        if not auditor.claims:
            run.notes.append(
                "warning: the database holds no claims, so no number is backed "
                "(load a ledger with kb import)"
            )
        if write_baseline_to is not None:
            with collecting_less():
                run.notes.extend(_record_baseline(outcomes, write_baseline_to))
            run.notes[-1:-1] = _cache_notes(cache)
            return run
        severity = settings.shown_severity(chosen)
        writer = SeverityWriter(_writer(output, emit, settings, severity, cwd, version), severity)
        config_warnings = [_warned(w) for w in (*settings.warnings, *unfailing)]
        with collecting_less():
            totals = write_report(outcomes, writer, known, config_warnings)
        run.notes.extend(f"warning: {w}" for w in totals.warnings)
        run.notes.extend(_cache_notes(cache))
        run.notes.extend(coverage_line(c) for c in totals.coverage)
        if output == "text":  # a person reads it: what to do about each rule found, once
            in_pages = totals.shown - totals.in_sources
            run.notes.extend(
                f"hint: {r.id}: {r.fix_text}"
                for r in sorted(RULES, key=lambda r: r.id)
                if in_pages[r.id]
            )
            if totals.in_sources:  # a source stays byte for byte: no kb-ignore comment in it
                run.notes.append(
                    "hint: a number in a source: cite it in a claim or add an [[ignore]] with a "
                    "reason to the ledger (the source stays as it is)"
                )
        run.notes.append(summary(totals, chosen))
        run.failed = any(totals.shown[rule] for rule in chosen)
        run.errors = [str(e) for e in totals.errors]
        return run
    except KbError as failure:
        # what the configuration warned of may be why the run failed (a pyproject.toml whose
        # [tool.kb] paths the kb.toml beside it leaves unused: no path to audit), so the
        # error carries it, for the command line to say first
        for warning in settings.warnings:
            failure.add_note(f"warning: {warning}")
        raise


def report_failure(
    failure: KbError, *, output: str, emit: Callable[[str], None], cwd: Path, version: str
) -> None:
    """Write what stopped the run (no ledger, a bad configuration, a baseline that
    cannot be read) in the formats a machine reads, where stderr alone would leave it in
    the log: an error annotation on GitHub, a SARIF log whose invocation failed; each
    fault on the file and line at fault when the error names them, as a file that
    cannot be read is.  Text has stderr; DESIGN's JSON holds findings only."""
    if output not in ("github", "sarif"):
        return
    render: FindingWriter = (
        LineWriter(emit, findings_github, failures_github)
        if output == "github"
        else SarifWriter(emit, {}, version)
    )
    # the configuration may be what failed: named from the working folder's checkout
    root = repository_root(AuditConfig(root=cwd.resolve()))
    RootedWriter(render, cwd, root).close([_stopped(fault) for fault in failure.faults()])


def _stopped(fault: KbError) -> ReadError:
    """A fault that stopped the run, as the reports carry a file that cannot be read."""
    if isinstance(fault, PlacedError) and fault.place is not None:
        place = fault.place
        return ReadError(place.path, fault.detail, place.line, place.column)
    return ReadError(None, str(fault))


def _warned(warning: ConfigError) -> PageWarning:
    """A warning about the configuration, at its line, as the reports carry a page's (a
    GitHub annotation, a SARIF notification), which stderr alone shows only in the log."""
    assert warning.place is not None  # a configuration's warning names its file
    return PageWarning(warning.place.path, warning.place.line, warning.detail)


def _left_out(paths: Sequence[Path], settings: AuditConfig) -> list[str]:
    """A note for each path named that the configuration's exclude leaves out, with the
    pattern and where it is given: "no findings in 0 files" alone reads as if the file
    had been audited."""
    notes = []
    for path in paths:
        pattern = matching_exclude(path, settings)
        if pattern is not None:
            notes.append(
                f"{one_line(str(path))} is left out by the configuration's exclude "
                f"{pattern!r} ({settings.exclude_places[pattern]}): not audited"
            )
    return notes


def _open_cache(auditor: Auditor, folder: Path | None, cwd: Path) -> AuditCache:
    """The cache in ``folder``, else in .kb/audit-cache/ of the configuration's folder,
    for the auditor's claims and settings."""
    folder = folder or auditor.config.root / DEFAULT_CACHE
    return AuditCache(folder, context_digest(auditor), shown_path(folder.absolute(), cwd))


def _cache_notes(cache: AuditCache | None) -> list[str]:
    """The cache's warnings, and what it spared ("cache: 98 of 100 files reused"), with
    how many entries were kept for another context (their files audited again) and how
    many of pages gone were removed."""
    if cache is None or not cache.files:
        return []
    reused = f"cache: {cache.reused} of {counted(cache.files, 'file')} reused from earlier runs"
    if cache.outdated:
        reused += (
            f" ({cache.outdated} kept for other claims, settings or version of kb: audited again)"
        )
    if cache.removed:
        removed = counted(cache.removed, "entry", "entries")
        reused += f"; {removed} of pages no longer audited removed"
    return [*(f"warning: {w}" for w in cache.warnings), reused]


def _configured_baseline(given: Path | None, settings: AuditConfig, cwd: Path) -> Baseline | None:
    """The baseline --baseline names (its errors name it as given), else the
    configuration's (named from the working folder, as the configuration's errors are)."""
    if given is not None:
        return read_baseline(given)
    if settings.baseline is None:
        return None
    file = settings.root / settings.baseline
    return read_baseline(file, shown_path(file, cwd.resolve()))


def _writer(
    output: str,
    emit: Callable[[str], None],
    settings: AuditConfig,
    severity: dict[str, str],
    cwd: Path,
    version: str,
) -> FindingWriter:
    """The writer of a format: text and JSON name files from the working folder, as a
    person at a terminal opens them; GitHub's annotations and SARIF from the repository's
    root, as GitHub resolves them.  ``severity``: each rule's in this run (SARIF's rules
    carry it)."""
    if output == "json":
        return JsonWriter(emit)
    if output == "text":
        return LineWriter(emit, findings_text)
    inner: FindingWriter
    if output == "github":
        inner = LineWriter(emit, findings_github, errors_github, warnings_github)
    else:
        inner = SarifWriter(emit, severity, version)
    return RootedWriter(inner, cwd, repository_root(settings))


def _record_baseline(outcomes: Iterable[FileOutcome], file: Path) -> list[str]:
    """Record the findings in ``file``, keeping its entries for the pages not audited;
    the notes for stderr."""
    previous = previous_baseline(file)  # before the files are read, which takes the time
    recorder = BaselineRecorder()
    totals = write_report(recorder.record(outcomes), None)
    if totals.errors:  # a baseline without an unread file's findings would hide them
        more = len(totals.errors) - 1
        others = f" and {counted(more, 'other file')}" if more else ""
        raise InputError(f"{totals.errors[0]}{others}; the baseline was not written")
    kept = recorder.keep(previous)
    write_baseline(file, recorder)
    wrote = (
        f"wrote {counted(recorder.count, 'finding')} in {len(totals.paths_shown)} of "
        f"{counted(totals.files, 'file')} to the baseline {file}"
    )
    if kept:
        wrote += f"; kept {counted(kept, 'entry', 'entries')} of files not audited"
    return [*(f"warning: {w}" for w in totals.warnings), wrote]
