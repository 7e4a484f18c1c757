"""The one error family of the library.

Every message is a sentence a person can act on, naming the file, line and thing at
fault where there is one (through ``one_line``, so that it stays one line). The CLI
prints it as ``Error: <message>`` and exits with ``exit_code``: 1 for a domain error, 2
for bad input or usage.
"""


class KbError(Exception):
    """A domain error: the request was understood but cannot be carried out."""

    exit_code = 1

    def faults(self) -> list[str]:
        """The error as the command line prints it: one message per fault."""
        return [str(self)]


class InputError(KbError):
    """Bad input: a malformed file, a missing path, an unreadable database."""

    exit_code = 2


class LedgerError(InputError):
    """The ledger (claims/ or sources/) holds something that cannot be loaded; ``where``,
    when known, is the place its message starts with ("claims/x.toml:12"), and
    ``detail`` the rest."""

    def __init__(self, detail: str, where: str | None = None) -> None:
        super().__init__(f"{where}: {detail}" if where else detail)
        self.where = where
        self.detail = detail


class LedgerErrors(LedgerError):
    """Several faults of the ledger, each a LedgerError, in the order they were found: a
    run names them all, as a linter does.  As one message (a warning, another error's
    reason) it is the first, with how many more there are."""

    def __init__(self, errors: list[LedgerError]) -> None:
        first, more = errors[0], len(errors) - 1
        super().__init__(
            f"{first.detail} (and {more} more error{'s' if more > 1 else ''} in the ledger)",
            first.where,
        )
        self.errors = errors

    def faults(self) -> list[str]:
        return [str(error) for error in self.errors]


class DatabaseError(InputError):
    """The database cannot be opened, reached or read."""


class FormulaError(KbError):
    """A derivation formula is invalid or cannot be evaluated."""


def one_line(name: str) -> str:
    """A name (a file, a claim id) as a message shows it: as it is, or, when it holds a
    character that does not print (a newline, an escape), quoted with such characters
    escaped, 'claims/a\\nb.toml', so the message stays one line and sends a terminal
    no control codes."""
    return name if name.isprintable() else repr(name)
