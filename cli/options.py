"""Arguments and option values that several commands share."""

from enum import StrEnum
from typing import Annotated

import typer

from kb.errors import InputError
from kb.status import parse_status, unknown_status
from kb.store import parse_since

ClaimId = Annotated[str, typer.Argument(metavar="ID", help="The claim's id.")]

# The filters kb claims and kb table share
Subject = Annotated[str | None, typer.Option(help="Only subjects containing this.")]
Source = Annotated[
    str | None,
    typer.Option(help="Only claims citing this source id (an unknown one is an error)."),
]
By = Annotated[
    str | None,
    typer.Option(help="Only claims attributed to this agent, any case (none is an error)."),
]
Search = Annotated[str | None, typer.Option(help="Only claims containing every word.")]


class TextOrJson(StrEnum):
    """--format of commands that print one report: for a person, or for a machine."""

    text = "text"
    json = "json"


def typed_status(value: str | None) -> str | None:
    """A status as typed on the command line, in any case ("Estimate" is estimate);
    the ledger itself spells statuses exactly."""
    if value is None:
        return None
    status = parse_status(value.strip().lower())
    if status is None:
        raise typer.BadParameter(unknown_status(value))
    return status.value


def typed_since(value: str | None) -> str | None:
    """--changed-since checked as it is parsed, so that a mistyped one gets the usage (an
    empty one is refused as every empty filter is)."""
    if value:
        try:
            parse_since(value)
        except InputError as error:
            raise typer.BadParameter(str(error)) from None
    return value
