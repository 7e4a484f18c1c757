"""Reading commands: kb claims, kb show, kb search, kb sources."""

from collections.abc import Sequence
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from cli.app import app
from cli.options import (
    Bom,
    By,
    ChangedSince,
    ClaimId,
    Search,
    Source,
    Subject,
    TextOrJson,
    refuse_bom,
    typed_statuses,
)
from cli.output import (
    emit,
    emit_csv,
    note,
    nothing_found,
    print_drawn,
    print_table,
)
from cli.show import print_detail
from cli.state import state
from kb.answers import find_claims, find_text
from kb.project import loaded_from
from kb.records import ClaimRecord
from kb.render import (
    CLAIM_COLUMNS,
    SEARCH_COLUMNS,
    claim_detail_json,
    claim_row,
    claims_csv,
    claims_json,
    search_csv,
    search_json,
    search_row,
    source_table,
    sources_csv,
    sources_json,
    to_json,
)
from kb.status import ALLOWED
from kb.store import ClaimFilter, check_filter, get_claim, list_sources


class ListFormat(StrEnum):
    table = "table"
    json = "json"
    csv = "csv"


def _present(claims: Sequence[ClaimRecord], output: ListFormat, *, bom: bool = False) -> None:
    if output is ListFormat.json:
        emit(claims_json(claims))
    elif output is ListFormat.csv:
        emit_csv(claims_csv(claims), bom=bom)
    else:
        print_table(CLAIM_COLUMNS, [claim_row(c) for c in claims])


@app.command("claims")
def claims_command(
    ctx: typer.Context,
    status: Annotated[
        list[str] | None,
        typer.Option(
            metavar="<status>",
            help=f"Only claims with this status ({ALLOWED}); given twice or with commas, "
            "any of them (--status disputed --status retracted).",
            callback=typed_statuses,
        ),
    ] = None,
    subject: Subject = None,
    source: Source = None,
    by: By = None,
    search: Search = None,
    changed_since: ChangedSince = None,
    output: Annotated[ListFormat, typer.Option("--format", help="Output format.")] = (
        ListFormat.table
    ),
    bom: Bom = False,
) -> None:
    """List claims, filtered. Example: kb claims --status estimate --subject "GPT-5.6 Sol"."""
    refuse_bom(bom, output)
    spec = ClaimFilter(tuple(status or ()), subject, source, by, search, changed_since)
    check_filter(spec)  # before the database opens: a mistyped filter creates nothing
    with state(ctx).session() as session:
        answer = find_claims(session=session, spec=spec)
    if answer.empty:
        nothing_found(answer.empty)
    _present(answer.rows, output, bom=bom)


@app.command("search")
def search_command(
    ctx: typer.Context,
    text: Annotated[
        str,
        typer.Argument(
            metavar="TEXT",
            help="Words to find, in any language, case, form and Chinese script (токены finds "
            "токенов, слой finds слоёв, стали finds стать and сталь, estimated finds estimate "
            "and estimating, 參數 finds 参数); wafer* is a word beginning with wafer (any "
            'ending, no other form); "quoted words" (or «…», 「…」, 《…》) are one phrase, as '
            "typed; punctuation around a word is not part of it.",
        ),
    ],
    output: Annotated[ListFormat, typer.Option("--format", help="Output format.")] = (
        ListFormat.table
    ),
    bom: Bom = False,
) -> None:
    """Search statements, quotes, subjects, notes, ids, values and agents' names, in any language.

    Each claim found says where the words its row does not show are (found): the quote,
    note, subject or other name, with the words in their context.

    Example: kb search 晶圆
    """
    refuse_bom(bom, output)
    check_filter(ClaimFilter(search=text))
    with state(ctx).session() as session:
        answer = find_text(session=session, text=text)
    if answer.empty:
        nothing_found(answer.empty)
    if output is ListFormat.json:
        emit(search_json(answer.rows))
    elif output is ListFormat.csv:
        emit_csv(search_csv(answer.rows), bom=bom)
    else:
        print_table(SEARCH_COLUMNS, [search_row(claim, found) for claim, found in answer.rows])


@app.command("show")
def show_command(
    ctx: typer.Context,
    claim_id: ClaimId,
    output: Annotated[TextOrJson, typer.Option("--format", help="Output format.")] = (
        TextOrJson.text
    ),
) -> None:
    """One claim: statement, status, value, who asserted it, citations, links, history.

    Example: kb show sol-speed-750
    """
    with state(ctx).session() as session:
        root = loaded_from(session=session, cwd=Path.cwd())  # its files give the line
        detail = get_claim(session=session, claim_id=claim_id, root=root)
    if output is TextOrJson.json:
        emit(to_json(claim_detail_json(detail)))
    else:
        print_drawn(lambda console: print_detail(console, detail))


@app.command("sources")
def sources_command(
    ctx: typer.Context,
    output: Annotated[ListFormat, typer.Option("--format", help="Output format.")] = (
        ListFormat.table
    ),
    bom: Bom = False,
) -> None:
    """List the source documents with their language and citation count. Example: kb sources"""
    refuse_bom(bom, output)
    with state(ctx).session() as session:
        sources = list_sources(session=session)
    if not sources:
        note("the database holds no sources (load a ledger with kb import)")
    if output is ListFormat.json:
        emit(sources_json(sources))
    elif output is ListFormat.csv:
        emit_csv(sources_csv(sources), bom=bom)
    else:
        print_table(*source_table(sources))
