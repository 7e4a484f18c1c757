"""kb audit: numbers in documents checked against the claims."""

from enum import StrEnum
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Annotated

import typer

from cli.app import app
from cli.options import named_path
from cli.output import emit, error, note
from cli.state import state
from kb.audit_rules import FORMATS, RULE_IDS
from kb.errors import KbError

# The choices of --format, as the library names them (mypy cannot see the members).
AuditFormat = StrEnum("AuditFormat", {name: name for name in FORMATS})  # type: ignore[misc]


def _version() -> str:
    try:
        return version("claim-kb")
    except PackageNotFoundError:  # running from a bare checkout
        return "0"


@app.command("audit")
def audit_command(
    ctx: typer.Context,
    paths: Annotated[
        list[Path] | None,
        typer.Argument(
            metavar="PATH",
            show_default=False,
            parser=named_path,
            help="Markdown or text files and folders (default: paths of the configuration).",
        ),
    ] = None,
    output: Annotated[AuditFormat, typer.Option("--format", help="Output format.")] = (
        AuditFormat["text"]
    ),
    fail_on: Annotated[
        str | None,
        typer.Option(
            metavar="<rules>",
            help=f"Comma-separated rules whose findings fail the run, or 'none' alone; the other "
            f"rules' findings are shown as warnings (default: fail-on of the configuration, "
            f"else the rules of severity error; rules: {', '.join(RULE_IDS)}).",
        ),
    ] = None,
    baseline: Annotated[
        Path | None,
        typer.Option(
            metavar="<path>",
            parser=named_path,
            help="Report only findings not recorded in this baseline (default: baseline of "
            "the configuration).",
        ),
    ] = None,
    no_baseline: Annotated[
        bool,
        typer.Option(
            "--no-baseline", help="Report every finding, as if no baseline were configured."
        ),
    ] = False,
    write: Annotated[
        Path | None,
        typer.Option(
            "--write-baseline",
            metavar="<path>",
            parser=named_path,
            help="Record the findings in this file instead of reporting them, keeping its "
            "entries of files not audited, and exit 0 (2, writing nothing, when a path or a "
            "file cannot be read).",
        ),
    ] = None,
    config: Annotated[
        Path | None,
        typer.Option(
            metavar="<path>",
            parser=named_path,
            help="Configuration file (default: the nearest kb.toml or pyproject.toml).",
        ),
    ] = None,
    jobs: Annotated[
        int,
        typer.Option(min=0, metavar="N", help="Processes reading files at once; 0: one per CPU."),
    ] = 0,
    cache: Annotated[
        bool,
        typer.Option(
            "--cache",
            help="Audit again only the files changed since the last run with --cache (every "
            "file when the claims, the configuration or kb changed); the cache is the "
            "folder .kb/audit-cache/ of the configuration's folder (the working folder "
            "without a configuration file).",
        ),
    ] = False,
    cache_location: Annotated[
        Path | None,
        typer.Option(
            metavar="<path>",
            parser=named_path,
            help="Keep the cache in this folder (implies --cache).",
        ),
    ] = None,
) -> None:
    """Check the numbers in Markdown and text pages against the claims.

    Reports numbers no claim backs, estimates stated as fact and disputed claims; exits 1
    when a --fail-on rule has findings, 2 when a path, a file, the configuration or the
    database cannot be read (the other files are still audited). Example: kb audit docs/
    """
    # Imported here: the quantity reader and the Markdown parser cost other commands nothing.
    from kb.audit_run import check_options, report_failure, run_audit

    try:
        # before the database opens: a mistyped option creates nothing
        check_options(fail_on=fail_on, baseline=baseline, use_baseline=not no_baseline)
        # a gate: a ledger that no longer loads stops it, whatever .kb/ holds (README)
        with state(ctx).session(as_last_loaded=False) as session:
            run = run_audit(
                session=session,
                paths=paths or [],
                cwd=Path.cwd(),
                emit=emit,
                output=output.value,
                fail_on=fail_on,
                baseline=baseline,
                use_baseline=not no_baseline,
                write_baseline_to=write,
                config_file=config,
                jobs=jobs,
                version=_version(),
                use_cache=cache,
                cache_folder=cache_location,
            )
    except KbError as failure:  # no ledger, a bad configuration: in the report too
        report_failure(failure, output=output.value, emit=emit, cwd=Path.cwd(), version=_version())
        raise
    for message in run.errors:
        error(message)
    for line in run.notes:  # the summary comes last
        note(line)
    if run.errors:
        raise typer.Exit(2)
    if run.failed:
        raise typer.Exit(1)
