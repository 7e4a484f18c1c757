"""How messages word a count and a list: "1 claim", "2 entries", "a, b and c", "a, b, c
and 12 more"."""

from collections.abc import Sequence


def noun_for(number: int, noun: str, plural: str | None = None) -> str:
    """The form of ``noun`` that ``number`` of them takes: the noun for one, else its
    plural, "s" added unless ``plural`` is given ("entry", "entries")."""
    if number == 1:
        return noun
    return plural if plural is not None else f"{noun}s"


def counted(number: int, noun: str, plural: str | None = None) -> str:
    """ "1 claim", "2 claims", "2 entries" (counted(2, "entry", "entries")): a number and
    its noun, in the form that number takes (noun_for)."""
    return f"{number} {noun_for(number, noun, plural)}"


def a_few(names: Sequence[str], most: int, count: int | None = None) -> str:
    """ "a, b, c" or, for more than ``most``, the first ones and how many more: "a, b, c
    and 12 more"; ``count``: how many there are, when ``names`` holds only the first."""
    count = len(names) if count is None else count
    more = f" and {count - most} more" if count > most else ""
    return ", ".join(names[:most]) + more


def listed(names: Sequence[str], conjunction: str = "and") -> str:
    """ "a", "a and b", "a, b and c"; with "or", any of them: "a, b or c"."""
    return f" {conjunction} ".join(filter(None, (", ".join(names[:-1]), names[-1])))
