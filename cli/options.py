"""Arguments and option values that several commands share."""

from enum import StrEnum
from typing import Annotated

import typer

ClaimId = Annotated[str, typer.Argument(metavar="ID", help="The claim's id.")]


class TextOrJson(StrEnum):
    """--format of commands that print one report: for a person, or for a machine."""

    text = "text"
    json = "json"
