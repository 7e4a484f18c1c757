"""Ledger commands: kb import, kb export."""

from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from cli.app import app
from cli.options import named_path
from cli.output import emit, note
from cli.state import state
from kb.database import place
from kb.errors import UsageError
from kb.export import export_json
from kb.ledger_reader import read_ledger
from kb.ledger_writer import check_out_folder, write_atomic, write_ledger
from kb.paths import shown_path
from kb.project import import_ledger, ledger_root
from kb.prov_export import prov_json
from kb.render import to_json
from kb.store import dump_ledger
from kb.wording import counted


class ExportFormat(StrEnum):
    json = "json"
    toml = "toml"
    prov = "prov"


# The file --out DIR gets for a format that is one document
EXPORT_FILES = {ExportFormat.json: "kb.json", ExportFormat.prov: "kb.prov.json"}


@app.command("import")
def import_command(
    ctx: typer.Context,
    paths: Annotated[
        list[Path] | None,
        typer.Argument(
            metavar="PATH",
            show_default=False,
            parser=named_path,
            help="The ledger to load: its folder, or its claims/ or sources/ in it (default: "
            "the project you are in). A file inside a ledger loads that whole ledger.",
        ),
    ] = None,
    force: Annotated[
        bool,
        typer.Option(
            "--force",
            help="Import even when the database, loaded from another folder, holds status "
            "changes or claims this ledger lacks: they are taken back, and listed (without "
            "it, kb import refuses).",
        ),
    ] = False,
) -> None:
    """Load a ledger into the database in one transaction; the database then holds exactly
    that ledger, and a bad file changes nothing. Example: kb import"""
    root = ledger_root(paths or [], Path.cwd())
    # read before the database is opened: a ledger with a bad file creates no database
    ledger = read_ledger(root, cwd=Path.cwd())
    engine = state(ctx).engine(root, autoload=False)  # without --db: that ledger's own
    with state(ctx).session(write=True) as session:
        imported = import_ledger(session=session, root=root, ledger=ledger, guard=not force)
    into = place(engine.url, Path.cwd())
    ledger_place = shown_path(root.resolve(), Path.cwd().resolve())
    claims = counted(imported.claims, "claim")
    note(f"imported {claims} from {ledger_place}/ into {into}{imported.told}")
    if imported.taken_back:
        note(imported.taken_back)


@app.command("export")
def export_command(
    ctx: typer.Context,
    output: Annotated[
        ExportFormat,
        typer.Option(
            "--format",
            help="json (the README's format), toml (the ledger) or prov (W3C PROV-JSON).",
        ),
    ] = (ExportFormat.json),
    out: Annotated[
        Path | None,
        typer.Option(
            metavar="<dir>",
            parser=named_path,
            help=f"Folder to write into, created when missing: {EXPORT_FILES[ExportFormat.json]} "
            f"or {EXPORT_FILES[ExportFormat.prov]} (replaced when there), or the TOML ledger "
            "(sources/ and claims/: into an empty folder, or over a ledger). Without it JSON "
            "and PROV-JSON go to stdout; TOML needs it.",
        ),
    ] = None,
) -> None:
    """Export the whole knowledge base: JSON or PROV-JSON to stdout or into --out, or the
    TOML ledger into --out.

    Example: kb export --format toml --out /tmp/ledger
    """
    if out is not None:
        check_out_folder(out)  # before the database opens
    if output is ExportFormat.toml:
        if out is None:
            raise UsageError("--format toml needs --out DIR")
        with state(ctx).session() as session:
            written = write_ledger(dump_ledger(session=session), out)
        note(f"wrote {len(written)} files under {out}")
        return
    with state(ctx).session() as session:
        if output is ExportFormat.json:
            document = to_json(export_json(session=session))
        else:
            document = prov_json(session=session)
    if out is None:
        emit(document)
        return
    path = out / EXPORT_FILES[output]
    write_atomic(path, document.encode("utf-8"))
    note(f"wrote {path}")
