"""Review commands: kb check, kb status, kb impact."""

from pathlib import Path
from typing import Annotated

import typer

from cli.app import app
from cli.options import ClaimId, TextOrJson, new_status
from cli.output import emit, note, print_table
from cli.state import state
from kb.check import Problem, check_project
from kb.paths import shown_path
from kb.render import IMPACT_COLUMNS, impact_json, impact_row, problems_json, problems_text
from kb.review import StatusChange, change_status, check_reason, impact
from kb.status import ALLOWED
from kb.wording import counted


@app.command("check")
def check_command(
    ctx: typer.Context,
    output: Annotated[TextOrJson, typer.Option("--format", help="Output format.")] = (
        TextOrJson.text
    ),
    strict: Annotated[
        bool,
        typer.Option(
            "--strict", help="Fail on warnings too: exit 1 when there is a problem or a warning."
        ),
    ] = False,
) -> None:
    """Check the eight rules: quotes and sources, citations, links, strength, contradictions,
    formulas, reasons, coverage. Exits 1 when a rule fails (with --strict, also when there
    is a warning). Example: kb check --strict"""
    problems = check_project(
        # a stale ledger is rule 1's problem, and so is one that does not load
        open_database=lambda: state(ctx).engine(warn_if_stale=False),
        cwd=Path.cwd(),
    )
    emit(problems_json(problems) if output is TextOrJson.json else problems_text(problems))
    errors = sum(1 for p in problems if p.is_error)
    note(f"{counted(errors, 'problem')}, {counted(len(problems) - errors, 'warning')}")
    if errors or (strict and problems):
        raise typer.Exit(1)


@app.command("status")
def status_command(
    ctx: typer.Context,
    claim_id: ClaimId,
    new: Annotated[
        str,
        typer.Argument(metavar="NEW", help=f"The new status ({ALLOWED}).", callback=new_status),
    ],
    reason: Annotated[
        str, typer.Option(metavar="<text>", help="Why the status changes (required).")
    ],
) -> None:
    """Change a claim's status with a reason: recorded in its history and written to the
    ledger; lists the problems and warnings of kb check that the change made, on the claim
    and on the claims linked to it or of its subject and unit or of its statement, and exits
    1 when it made a problem.

    Example: kb status sol-wafers-70-100 disputed --reason "Cerebras denied it"
    """
    check_reason(reason)  # before the database opens
    change = change_status(
        engine=state(ctx).engine(warn_if_stale=False),  # it refuses a stale ledger
        claim_id=claim_id,
        status=new,
        reason=reason,
        cwd=Path.cwd(),
    )
    written = shown_path(change.ledger_file, Path.cwd())
    moved = f"{change.previous} -> {change.claim.status}"
    note(f"{claim_id}: {moved} at {change.event.at}, written to {written}")
    emit(problems_text(change.introduced))
    for line in _summary(change):
        note(line)
    if any(p.is_error for p in change.introduced):
        raise typer.Exit(1)


def _summary(change: StatusChange) -> list[str]:
    """What the change made, on how many claims; what it cleared, what was there before."""
    lines = []
    if change.introduced:
        made = _counted(change.introduced, "new ")
        lines.append(f"{counted(len(change.to_reexamine()), 'claim')} to re-examine: {made}")
    if change.cleared or change.remaining:
        cleared, remaining = _counted(change.cleared), _counted(change.remaining)
        lines.append(
            f"involving {change.claim.id}: {cleared} cleared, {remaining} remaining from before"
        )
    return lines


def _counted(problems: list[Problem], adjective: str = "") -> str:
    """ "2 new problems, 1 new warning", as kb check counts them; "none"."""
    errors = sum(1 for p in problems if p.is_error)
    counts = [(errors, "problem"), (len(problems) - errors, "warning")]
    return ", ".join(counted(n, adjective + what) for n, what in counts if n) or "none"


@app.command("impact")
def impact_command(
    ctx: typer.Context,
    claim_id: ClaimId,
    output: Annotated[TextOrJson, typer.Option("--format", help="Output format.")] = (
        TextOrJson.text
    ),
) -> None:
    """List every claim downstream of a claim: what must be re-examined if it falls.

    Nearest first, each with its depth (1: linked to the claim itself) and the link it was
    reached through ("derived-from sol-params-3t", "supported by sol-params-3t").

    Example: kb impact sol-params-3t
    """
    with state(ctx).session() as session:
        impacted = impact(session=session, claim_id=claim_id)
    if not impacted:
        note(f"nothing is downstream of {claim_id}: no claim rests on it or is supported by it")
    if output is TextOrJson.json:
        emit(impact_json(impacted))
    else:
        print_table(IMPACT_COLUMNS, [impact_row(i) for i in impacted])
