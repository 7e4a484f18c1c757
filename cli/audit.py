"""kb audit: numbers in documents checked against the claims."""

import os
from enum import StrEnum
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Annotated

import typer

from cli.app import app
from cli.output import emit, note
from cli.state import state
from kb.audit_rules import RULE_IDS


class AuditFormat(StrEnum):
    text = "text"
    json = "json"
    github = "github"
    sarif = "sarif"


def _rules(value: str | None) -> str | None:
    if value is None or value == "none":
        return value
    for name in value.split(","):
        if name.strip() not in RULE_IDS:
            raise typer.BadParameter(
                f"unknown rule {name.strip()!r} (rules: {', '.join(RULE_IDS)})"
            )
    return value


def _version() -> str:
    try:
        return version("claim-kb")
    except PackageNotFoundError:  # pragma: no cover - running from a bare checkout
        return "0"


@app.command("audit")
def audit_command(
    ctx: typer.Context,
    paths: Annotated[
        list[Path] | None,
        typer.Argument(
            metavar="PATH",
            show_default=False,
            help="Markdown or text files and folders (default: paths of the configuration).",
        ),
    ] = None,
    output: Annotated[AuditFormat, typer.Option("--format", help="Output format.")] = (
        AuditFormat.text
    ),
    fail_on: Annotated[
        str | None,
        typer.Option(
            help=f"Comma-separated rules whose findings fail the run, or 'none' "
            f"(default: all: {', '.join(RULE_IDS)}).",
            callback=_rules,
        ),
    ] = None,
    baseline: Annotated[
        Path | None, typer.Option(help="Report only findings not recorded in this baseline.")
    ] = None,
    write: Annotated[
        Path | None,
        typer.Option("--write-baseline", help="Record the findings in this file and exit 0."),
    ] = None,
    config: Annotated[
        Path | None,
        typer.Option(help="Configuration file (default: the nearest kb.toml or pyproject.toml)."),
    ] = None,
    jobs: Annotated[
        int,
        typer.Option(min=0, help="Processes reading files at once; 0: one per CPU."),
    ] = 0,
) -> None:
    """Check the numbers in Markdown and text pages against the claims.

    Reports numbers no claim backs, estimates stated as fact and disputed claims; exits 1
    when a --fail-on rule has findings. Example: kb audit docs/
    """
    # Imported here: the quantity reader and the Markdown parser cost other commands nothing.
    from kb.audit import audit
    from kb.audit_config import load_config
    from kb.audit_report import (
        FindingWriter,
        JsonWriter,
        LineWriter,
        coverage_line,
        findings_github,
        findings_text,
        summary,
        write_report,
    )
    from kb.baseline import BaselineRecorder, read_baseline, write_baseline
    from kb.sarif import SarifWriter

    settings = load_config(config, Path.cwd())
    targets = paths or [settings.root / p for p in settings.paths]
    with state(ctx).session() as session:
        outcomes = audit(
            session=session, paths=targets, config=settings, jobs=jobs or os.cpu_count() or 1
        )
    # Findings are written as each file is done (the files in order), and not kept.
    if write is not None:
        recorder = BaselineRecorder()
        totals = write_report(outcomes, recorder)
        for warning in totals.warnings:
            note(f"warning: {warning}")
        write_baseline(write, recorder)
        note(f"wrote {recorder.count} findings to the baseline {write}")
        return
    baseline_file = baseline or (settings.root / settings.baseline if settings.baseline else None)
    known = read_baseline(baseline_file) if baseline_file is not None else None
    writer: FindingWriter
    if output is AuditFormat.json:
        writer = JsonWriter(emit)
    elif output is AuditFormat.github:
        writer = LineWriter(emit, findings_github)
    elif output is AuditFormat.sarif:
        writer = SarifWriter(emit, settings.severity, _version())
    else:
        writer = LineWriter(emit, findings_text)
    totals = write_report(outcomes, writer, known)
    for warning in totals.warnings:
        note(f"warning: {warning}")
    for coverage in totals.coverage:
        note(coverage_line(coverage))
    note(summary(totals))
    chosen = settings.fail_on if fail_on is None else fail_on.split(",")
    if any(totals.shown[r.strip()] for r in chosen):
        raise typer.Exit(1)
