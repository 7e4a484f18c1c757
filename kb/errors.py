"""The one error family of the library.

Every message is a sentence a person can act on, naming the file, line and thing at
fault where there is one (through ``one_line``, so that it stays one line). The CLI
prints it as ``Error: <message>`` and exits with ``exit_code``: 1 for a domain error, 2
for bad input or usage.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from kb.wording import counted


class KbError(Exception):
    """A domain error: the request was understood but cannot be carried out."""

    exit_code = 1

    def faults(self) -> list["KbError"]:
        """The error as the command line prints it: one error per fault, a line each."""
        return [self]


class InputError(KbError):
    """Bad input: a malformed file, a missing path, an unreadable database."""

    exit_code = 2


class UsageError(InputError):
    """A command typed wrong: an option's value or an argument that cannot mean anything
    (an empty filter, an unknown rule, options that contradict each other). The CLI
    prints the command's usage above the message, as for an option it does not know."""


@dataclass(frozen=True)
class Place:
    """A place in a file (or a folder, "claims/"), with its line and the column on it when
    known; as text, as editors open it: "claims/x.toml:12", "sources/y.txt:3:14", the
    path alone without a line."""

    path: str
    line: int | None = None
    column: int | None = None

    def __str__(self) -> str:
        return self.path + "".join(f":{n}" for n in (self.line, self.column) if n)


class PlacedError(InputError):
    """Bad input in a file; ``place``, when known, is where it is ("kb.toml", 3, 1),
    which its message starts with ("kb.toml:3:1: ..."), and ``detail`` the rest."""

    def __init__(self, detail: str, place: Place | None = None) -> None:
        super().__init__(f"{place}: {detail}" if place else detail)
        self.place = place
        self.detail = detail


class PlacedErrors(PlacedError):
    """Several faults of one input, each a PlacedError, in the order they are told: a run
    names them all, as a linter does.  As one message (a warning, another error's reason)
    it is the first, with how many more there are in ``whole``."""

    whole = "the input"

    def __init__(self, errors: Sequence[PlacedError]) -> None:
        first, more = errors[0], len(errors) - 1
        super().__init__(
            f"{first.detail} (and {counted(more, 'more error')} in {self.whole})", first.place
        )
        self.errors = list(errors)

    def faults(self) -> list[KbError]:
        return list(self.errors)


class LedgerError(PlacedError):
    """The ledger (claims/ or sources/) holds something that cannot be loaded; ``claim``
    is the id of the claim it is about, when it is about one (its table, as the reader
    read it, or a name it gives), for output that names claims (kb check --format json)."""

    def __init__(self, detail: str, place: Place | None = None, claim: str | None = None) -> None:
        super().__init__(detail, place)
        self.claim = claim


class LedgerErrors(PlacedErrors, LedgerError):
    """Several faults of the ledger, each a LedgerError, in the order they were found."""

    whole = "the ledger"


class DatabaseError(InputError):
    """The database cannot be opened, reached or read."""


class OtherKbsDatabase(DatabaseError):
    """The database was migrated by a newer kb, or by one built from another branch."""


class FormulaError(KbError):
    """A derivation formula is invalid or cannot be evaluated."""


def one_line(name: str) -> str:
    """A name (a file, a claim id) as a message shows it: as it is, or, when it holds a
    character that does not print (a newline, an escape), quoted with such characters
    escaped, 'claims/a\\nb.toml', so the message stays one line and sends a terminal
    no control codes."""
    return name if name.isprintable() else repr(name)
