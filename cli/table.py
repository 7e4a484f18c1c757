"""kb table: officially stated against estimated or speculated."""

from enum import StrEnum
from typing import Annotated

import typer

from cli.app import app
from cli.options import Bom, By, ChangedSince, Search, Source, Subject, refuse_bom
from cli.output import Section, emit, emit_csv, nothing_found, print_lines, print_tables
from cli.state import state
from kb.render import (
    CLAIM_COLUMNS,
    SOURCES_TITLE,
    group_rows,
    source_key,
    table_csv,
    table_html,
    table_json,
    table_legend,
    table_markdown,
)
from kb.store import ClaimFilter, check_filter
from kb.table import build_table


class TableFormat(StrEnum):
    rich = "rich"
    markdown = "markdown"
    csv = "csv"
    json = "json"
    html = "html"


@app.command("table")
def table_command(
    ctx: typer.Context,
    output: Annotated[TableFormat, typer.Option("--format", help="Output format.")] = (
        TableFormat.rich
    ),
    include_retracted: Annotated[
        bool, typer.Option("--all", help="Also show retracted claims.")
    ] = False,
    subject: Subject = None,
    source: Source = None,
    by: By = None,
    search: Search = None,
    changed_since: ChangedSince = None,
    bom: Bom = False,
) -> None:
    """Print the claims grouped by status: officially stated, estimates and speculation,
    analysis, disputed, unreviewed.

    The groups, in this order: officially stated (confirmed, reported), estimates and
    speculation (estimate, speculation), analysis (analysis, assumption), disputed,
    unreviewed (unverified); retracted claims only with --all. Empty groups are left out.
    A reported claim's status reads "reported *", one resting on a claim since disputed
    or retracted "estimate †", one stronger than what it rests on "confirmed ‡" (kb
    check's fallen-basis and too-strong), and a disputed or retracted claim's statement is
    followed by why; under each group, a line says what each status it shows means. CSV
    and JSON keep status and statement as they are, with no legend (JSON names a claim's
    marks in its basis_problems). Under the groups, a key of the sources cited (title,
    language, publisher, date; in Markdown and HTML each id links to its web address;
    JSON gives their records). The filters are those of kb claims but --status; the
    title of Markdown and HTML names them all, and JSON gives that title and the filters
    as typed.
    Example: kb table --subject "GPT-5.6 Sol" --format markdown > claims.md"""
    refuse_bom(bom, output)
    spec = ClaimFilter(
        subject=subject, source=source, by=by, search=search, changed_since=changed_since
    )
    check_filter(spec)  # before the database opens
    with state(ctx).session() as session:
        table = build_table(session=session, spec=spec, include_retracted=include_retracted)
    if table.empty:
        nothing_found(table.empty)
    if output is TableFormat.markdown:
        emit(table_markdown(table))
    elif output is TableFormat.csv:
        emit_csv(table_csv(table.groups), bom=bom)
    elif output is TableFormat.json:
        emit(table_json(table))
    elif output is TableFormat.html:
        emit(table_html(table))
    else:
        sections = [
            Section(
                group_rows(g),
                title=f"{g.group.value.capitalize()} ({len(g.claims)})",
                legend="\n".join(table_legend(g)) or None,
            )
            for g in table.groups
        ]
        print_tables(CLAIM_COLUMNS, sections)
        if table.sources:
            print_lines(SOURCES_TITLE, source_key(table.sources))
