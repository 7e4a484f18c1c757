"""Names in messages: the ones a mistyped name may have meant, and a few of many."""

import difflib
from collections.abc import Callable, Iterable, Sequence


def did_you_mean(typed: str, known: Iterable[str], spelled: Callable[[str], str] = repr) -> str:
    """ "; did you mean 'X'?" (or 'X' or 'Y') for the known names that differ from
    ``typed`` only in case or by a small edit; "" when none does. ``spelled`` writes a
    name as the message shows it (quoted by default; "[[claim]]" for a table)."""
    folded = {name.casefold(): name for name in known}
    close = difflib.get_close_matches(typed.casefold(), folded, n=3)
    return f"; did you mean {' or '.join(spelled(folded[c]) for c in close)}?" if close else ""


def a_few(names: Sequence[str], most: int) -> str:
    """ "a, b, c" or, for more than ``most``, the first ones and how many more: "a, b, c
    and 12 more"."""
    more = f" and {len(names) - most} more" if len(names) > most else ""
    return ", ".join(names[:most]) + more
