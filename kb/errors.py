"""The one error family of the library.

Every message is a sentence a person can act on, naming the file, line and thing at
fault where there is one (through ``one_line``, so that it stays one line). The CLI
prints it as ``Error: <message>`` and exits with ``exit_code``: 1 for a domain error, 2
for bad input or usage.
"""

from collections.abc import Sequence

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


class PlacedError(InputError):
    """Bad input in a file; ``where``, when known, is the place its message starts with
    ("claims/x.toml:12", "kb.toml:3:1", a file alone), and ``detail`` the rest."""

    def __init__(self, detail: str, where: str | None = None) -> None:
        super().__init__(f"{where}: {detail}" if where else detail)
        self.where = where
        self.detail = detail

    def place(self) -> tuple[str | None, int | None, int | None]:
        """The file, line and column ``where`` names: ("kb.toml", 3, 1) for "kb.toml:3:1",
        ("kb.toml", 6, None) for "kb.toml:6"; all None when it names no place."""
        if self.where is None:
            return None, None, None
        parts = self.where.split(":")
        numbers: list[int] = []
        while len(parts) > 1 and len(numbers) < 2 and parts[-1].isdigit():
            numbers.insert(0, int(parts.pop()))
        line = numbers[0] if numbers else None
        column = numbers[1] if len(numbers) > 1 else None
        return ":".join(parts), line, column


class PlacedErrors(PlacedError):
    """Several faults of one input, each a PlacedError, in the order they are told: a run
    names them all, as a linter does.  As one message (a warning, another error's reason)
    it is the first, with how many more there are in ``whole``."""

    whole = "the input"

    def __init__(self, errors: Sequence[PlacedError]) -> None:
        first, more = errors[0], len(errors) - 1
        super().__init__(
            f"{first.detail} (and {counted(more, 'more error')} in {self.whole})", first.where
        )
        self.errors = list(errors)

    def faults(self) -> list[KbError]:
        return list(self.errors)


class LedgerError(PlacedError):
    """The ledger (claims/ or sources/) holds something that cannot be loaded; ``claim``
    is the id of the claim it is about, when it is about one (its table, as the reader
    read it, or a name it gives), for output that names claims (kb check --format json)."""

    def __init__(self, detail: str, where: str | None = None, claim: str | None = None) -> None:
        super().__init__(detail, where)
        self.claim = claim


class LedgerErrors(PlacedErrors, LedgerError):
    """Several faults of the ledger, each a LedgerError, in the order they were found."""

    whole = "the ledger"


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
