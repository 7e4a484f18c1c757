"""kb audit: numbers in documents checked against the claims."""

import json
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
        coverage_line,
        findings_github,
        findings_json,
        findings_text,
        summary,
    )
    from kb.baseline import apply_baseline, read_baseline, write_baseline
    from kb.sarif import sarif_log

    settings = load_config(config, Path.cwd())
    targets = paths or [settings.root / p for p in settings.paths]
    with state(ctx).session() as session:
        report = audit(
            session=session, paths=targets, config=settings, jobs=jobs or os.cpu_count() or 1
        )
    for warning in report.warnings:
        note(f"warning: {warning}")
    if write is not None:
        write_baseline(write, report.findings)
        note(f"wrote {len(report.findings)} findings to the baseline {write}")
        return
    baseline_file = baseline or (settings.root / settings.baseline if settings.baseline else None)
    findings, baselined = report.findings, 0
    if baseline_file is not None:
        findings, baselined = apply_baseline(findings, read_baseline(baseline_file))
    if output is AuditFormat.json:
        emit(findings_json(findings))
    elif output is AuditFormat.github:
        emit(findings_github(findings))
    elif output is AuditFormat.sarif:
        log = sarif_log(findings, settings.severity, _version())
        emit(json.dumps(log, ensure_ascii=False, indent=2) + "\n")
    else:
        emit(findings_text(findings))
    for coverage in report.coverage:
        note(coverage_line(coverage))
    note(summary(report, findings, baselined))
    chosen = settings.fail_on if fail_on is None else fail_on.split(",")
    if any(f.rule in {r.strip() for r in chosen} for f in findings):
        raise typer.Exit(1)
