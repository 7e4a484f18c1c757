"""Arguments and option values that several commands share."""

from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer

from kb.errors import InputError, UsageError
from kb.status import parse_typed_status, unknown_status
from kb.store import parse_since


def _claim_id(value: str) -> str:
    """An id a user typed: an empty one (kb show "$ID" with ID unset) is a usage error, as
    an empty path or search text is, not a claim that does not exist."""
    if not value.strip():
        raise typer.BadParameter("an empty id names no claim")
    return value


ClaimId = Annotated[str, typer.Argument(metavar="ID", help="The claim's id.", parser=_claim_id)]


def named_path(value: str) -> Path:
    """A path a user typed, as the parser of a path option or argument: an empty one
    (--out "$DIR" with DIR unset) is a usage error, where Typer's Path would take it
    for the working folder (kb export --format toml --out "" rewrote the ledger there)."""
    if not value.strip():
        raise typer.BadParameter("an empty path names no file or folder")
    return Path(value)


# The filters kb claims and kb table share
Subject = Annotated[
    str | None,
    typer.Option(
        metavar="<text>", help="Only subjects containing this, in any case (jalapeno: Jalapeño)."
    ),
]
Source = Annotated[
    str | None,
    typer.Option(
        metavar="<id>", help="Only claims citing this source id (an unknown one is an error)."
    ),
]
By = Annotated[
    str | None,
    typer.Option(
        metavar="<agent>",
        help="Only claims attributed to this agent: its name, an other name (aliases) or "
        "words of either in any order (goodson, Гудсона, 'Goodson, Bleys': Bleys Goodson), in "
        "Chinese any part of it in either script (博: 博通, Broadcom; 业内: 業內人士), any case "
        "(none is an error, with the names it may mean).",
    ),
]
Search = Annotated[
    str | None,
    typer.Option(
        metavar="<words>",
        help='Only claims containing every word, "quoted phrase" and figure (750 tokens/s), '
        "as kb search finds them.",
    ),
]


def typed_since(value: str | None) -> str | None:
    """--changed-since checked as it is parsed, so that a mistyped one gets the usage (an
    empty one is refused as every empty filter is)."""
    if value:
        try:
            parse_since(value)
        except InputError as error:
            raise typer.BadParameter(str(error)) from None
    return value


ChangedSince = Annotated[
    str | None,
    typer.Option(
        metavar="<date>",
        help="Only claims whose status changed at or after this day or time "
        "(2026-11-29, 2026-11-29T12:00:00Z, 2026-11-29T13:00:00+01:00).",
        callback=typed_since,
    ),
]

# kb claims, kb search, kb sources and kb table --format csv
Bom = Annotated[
    bool,
    typer.Option(
        "--bom",
        help="Begin the CSV with a UTF-8 byte order mark, for Excel, which reads a CSV "
        "without one in the local code page (with --format csv only).",
    ),
]


def refuse_bom(bom: bool, output: str) -> None:
    """--bom belongs to CSV: with another format it is a usage error, not ignored."""
    if bom and output != "csv":
        raise UsageError(f"--bom goes with --format csv; the format is {output}")


class TextOrJson(StrEnum):
    """--format of commands that print one report: for a person, or for a machine."""

    text = "text"
    json = "json"


def new_status(ctx: typer.Context, value: str) -> str:
    """kb status's NEW, a status as typed, in any case ("Estimate" is estimate); but after
    an ID that is a status, a NEW that is none is passed on as typed: the two may be
    swapped, which only the claims can tell (kb.review.change_status tells it)."""
    id_is_status = parse_typed_status(ctx.params.get("claim_id", "")) is not None
    if id_is_status and parse_typed_status(value) is None:
        return value
    return _status_word(value)


def _status_word(value: str) -> str:
    status = parse_typed_status(value)
    if status is None:
        raise typer.BadParameter(unknown_status(value))
    return status.value


def typed_statuses(values: list[str] | None) -> list[str]:
    """--status given once or more, each maybe a list with commas ("disputed,retracted"):
    the statuses, each in any case ("Disputed" is disputed)."""
    return [_status_word(word) for value in values or [] for word in value.split(",")]
