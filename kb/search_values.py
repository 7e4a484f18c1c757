"""The figures of a search text that a claim's value may match: `kb search "750 tokens/s"`,
"750 токенов в секунду" and "每秒750个token" find the claim of 750 token/s, as "750
token/s", the value as a table shows it, finds it by its words. A figure is one with a
unit that kb audit's quantity reader (kb.quantities) finds outside the quoted phrases;
a claim holds it by its words, as a phrase ("80 пластин" is not 80 in one place and
пластин in another), or by its value (kb.backing: in its unit or one that converts to it,
within the claim's interval)."""

import re
from dataclasses import dataclass
from functools import lru_cache

from kb.errors import UsageError
from kb.search_text import quoted_spans
from kb.word_patterns import LETTER

# What keeps the reader from running a figure into a quoted phrase beside it: a line
# break, which no range, unit or spaced number crosses (kb.quantities).
_UNREAD = "\n"

# The words of a search text, as the reader's lists of number words hold them: runs of
# Latin and Cyrillic letters, lower case.
_LETTERS = re.compile(f"[{LETTER}]+")


@dataclass(frozen=True)
class SearchedValue:
    """A figure with a unit in a search text: ``text`` as typed, its value [low, high]
    in the canonical ``unit`` the reader gives it ("750 токенов в секунду": 750 token/s)."""

    text: str
    low: float
    high: float
    unit: str

    @property
    def phrase(self) -> str:
        """The figure as a search's phrase in quotation marks, by which a claim holds it in
        its words: its number where a number begins (kb.search_text.not_after: "0 MW" is
        not in "750 MW") and its unit right after it."""
        return '"' + self.text.replace('"', " ") + '"'


# The most different figures a search may hold: each is a condition of its own, and SQLite
# refuses a query deeper than 1000 terms (a figure pasted a thousand times).
_MOST_FIGURES = 20


# A number word of this value or more is a scale (thousand, триллиона, млн), which alone
# counts nothing: "триллиона параметров" and "million tokens" are searched as words.
_SCALE = 1000


def _counts(text: str) -> bool:
    """Whether ``text`` has a digit or a numeral character (Unicode's numeric ones: ７,
    七, 万) or a word of an English or Russian number that counts (kb.numerals: three,
    девять, сто; not a scale alone), without which a search holds no figure."""
    if any(character.isnumeric() for character in text):
        return True
    # its lists, not the reader: about 5 ms to load, which a search of letters pays
    from kb.numerals import EN_NUMBER_WORDS, RU_NUMBER_WORDS, parse_number

    words = set(_LETTERS.findall(text.lower())) & (EN_NUMBER_WORDS | RU_NUMBER_WORDS)
    return any((parse_number(word) or 0) < _SCALE for word in words)


@lru_cache(maxsize=8)  # kb search asks twice: for its query and for what it found where
def searched_values(text: str) -> tuple[tuple[SearchedValue, ...], str]:
    """The figures with a unit in a search ``text`` outside its quoted phrases, and the
    rest of it (the text with a space in place of each figure); a figure is one whose
    number counts (_counts: "three trillion parameters", not "trillion parameters"). None
    in a text without a digit, numeral or number word that counts: importing the quantity
    reader costs a start-up about 0.1 s (its patterns are big), which only a search that
    may hold a figure pays."""
    if not _counts(text):
        return (), text
    from kb.quantities import find_quantities

    found = find_quantities(_blank_quotes(text))  # it reads any text (a property test)
    values: list[SearchedValue] = []
    rest = text
    for q in reversed(found):
        if q.unit is not None and q.kind == "number" and _counts(text[q.start : q.end]):
            values.insert(0, SearchedValue(text[q.start : q.end], q.low, q.high, q.unit))
            rest = f"{rest[: q.start]} {rest[q.end :]}"
    values = list(dict.fromkeys(values))  # a figure typed twice is looked for once
    if len(values) > _MOST_FIGURES:
        raise UsageError(
            f"search text has {len(values)} different figures, more than {_MOST_FIGURES}: "
            "search a few of them"
        )
    return tuple(values), rest


def _blank_quotes(text: str) -> str:
    """``text`` with each of its quoted phrases, quotation marks included, as line breaks,
    so that the reader finds figures outside them only, where they stand in ``text``."""
    for start, end in quoted_spans(text):
        text = text[:start] + _UNREAD * (end - start) + text[end:]
    return text
