"""The names a mistyped one may have meant, for error messages."""

import difflib
from collections.abc import Iterable


def did_you_mean(typed: str, known: Iterable[str]) -> str:
    """ "; did you mean 'X'?" (or 'X' or 'Y') for the known names that differ from
    ``typed`` only in case or by a small edit; "" when none does."""
    folded = {name.casefold(): name for name in known}
    close = difflib.get_close_matches(typed.casefold(), folded, n=3)
    return f"; did you mean {' or '.join(repr(folded[c]) for c in close)}?" if close else ""
