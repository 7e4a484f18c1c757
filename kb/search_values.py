"""The figures of a search text, and the claims that hold them: `kb search "750 tokens/s"`,
"750 токенов в секунду", "每秒750个token" and "750 token/s" find the same claims. A figure
is a number with a unit, or with a scale word and no unit (3万亿, "3 трлн", 1.05M), that kb
audit's quantity reader (kb.quantities) finds outside the quoted phrases; a claim holds
it by its value (kb.backing: in its unit or one that converts to it, within the claim's
interval; a figure without a unit in any), or where its subject, statement, note or a
quote states it: the reader finds there the same figure, in whatever spelling."""

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from kb.backing import TOLERANCE, unit_factors, widened
from kb.errors import UsageError
from kb.lazy_re import lazy_compile
from kb.records import ClaimRecord
from kb.search_text import WORD_LETTERS, fold_for_search, fold_phrase, quoted_spans
from kb.values import significant_digits
from kb.word_patterns import LETTER

if TYPE_CHECKING:
    from kb.quantities import Quantity

# What keeps the reader from running a figure into a quoted phrase beside it: a line
# break, which no range, unit or spaced number crosses (kb.quantities).
_UNREAD = "\n"

# The words of a search text, as the reader's lists of number words hold them: runs of
# Latin and Cyrillic letters, lower case.
_LETTERS = lazy_compile(f"[{LETTER}]+")

# What may stand between the digits of a number as a search text folds it
# (kb.search_text.fold_phrase): a decimal point or comma, or a thousands separator (a
# space, to which it folds the narrow and no-break ones, or an apostrophe).
_DIGIT_GAP = "[.,' ]?"


@dataclass(frozen=True)
class SearchedValue:
    """A figure in a search text: ``text`` as typed, its value [low, high] in the canonical
    ``unit`` the reader gives it ("750 токенов в секунду": 750 token/s); no unit for a
    number with a scale word alone (3万亿), which a value in any unit may hold."""

    text: str
    low: float
    high: float
    unit: str | None

    def backed_by(self, low: float | None, high: float | None, unit: str | None) -> bool:
        """Whether a claim's value [low, high] in ``unit`` holds the figure (kb.backing):
        widened by the tolerance, in the figure's unit or one it converts to (in any, for
        a figure without a unit). kb.store asks the database the same."""
        if low is None or high is None:
            return False
        factor = 1.0 if self.unit is None else unit_factors(self.unit).get(unit or "")
        if factor is None:
            return False
        figure_low, figure_high = sorted((self.low * factor, self.high * factor))
        claim_low, claim_high = widened(low, high, TOLERANCE)
        return claim_low <= figure_low and figure_high <= claim_high

    def stated_by(self, q: "Quantity") -> bool:
        """Whether the reader's quantity ``q`` is this figure: the same number or range,
        in the figure's unit or one it converts to (in any, for a figure without a unit)."""
        factor = 1.0 if self.unit is None else unit_factors(self.unit).get(q.unit or "")
        return (
            q.kind == "number"
            and factor is not None
            and math.isclose(q.low, self.low * factor)
            and math.isclose(q.high, self.high * factor)
        )

    @property
    def mentions(self) -> re.Pattern[str]:
        """What a search text (kb.search_text.search_body) that states the figure holds:
        its number, in its unit or one it converts to, by the significant digits of its
        low end where a number begins ("75" of 750, 0.75, 750 000 and 75万; "105" of
        1,050,000 and 1.05M), or by a number word or Chinese numeral of their first digit
        (seven, семьсот, 七 of 七百五十), so that the reader reads only the claims that
        may state it."""
        return _mentions(self.low, self.unit)


@lru_cache(maxsize=64)
def _mentions(low: float, unit: str | None) -> re.Pattern[str]:
    """SearchedValue.mentions of a figure whose low end is ``low`` in ``unit``."""
    from kb.numerals import CN_NUMERAL_CHARS, EN_NUMBER_WORDS, RU_NUMBER_WORDS, parse_number

    factors = [1.0] if unit is None else unit_factors(unit).values()
    significant = {significant_digits(low * factor) for factor in factors}
    firsts = {digits[0] for digits in significant}
    # leading zeros and a point before them (0.75), trailing zeros after (750, 1,050,000)
    numbers = "|".join(sorted(_DIGIT_GAP.join(digits) for digits in significant))
    in_digits = f"(?<![0-9])(?:0{_DIGIT_GAP})*(?:{numbers})(?:{_DIGIT_GAP}0)*(?![0-9])"
    words = sorted(
        {
            fold_for_search(word)
            for word in EN_NUMBER_WORDS | RU_NUMBER_WORDS
            if significant_digits(parse_number(word) or 0)[0] in firsts
        }
    )
    # folded as the texts are: 參, Traditional financial three, is 参 in them
    numerals = sorted(
        {
            fold_for_search(c)
            for c in CN_NUMERAL_CHARS
            if significant_digits(parse_number(c) or 0)[0] in firsts
        }
    )
    in_words = f"(?<![{WORD_LETTERS}])(?:{'|'.join(words)})" if words else None
    in_numerals = f"[{''.join(numerals)}]" if numerals else None
    return re.compile("|".join(filter(None, (in_digits, in_words, in_numerals))))


def stating(claims: Sequence[ClaimRecord], value: SearchedValue) -> list[str]:
    """The ids of the ``claims`` whose subject, statement, note or a quote states
    ``value`` (SearchedValue.stated_by): of each, the texts that mention its number
    (SearchedValue.mentions), read in one call of the reader."""
    from kb.quantities import find_quantities_in_texts

    texts = [
        (claim.id, text)
        for claim in claims
        for text in (claim.subject, claim.statement, claim.note or "")
        + tuple(c.quote for c in claim.citations)
        if value.mentions.search(fold_phrase(text))
    ]
    read = find_quantities_in_texts([text for _, text in texts])
    found = {
        claim_id
        for (claim_id, _), qs in zip(texts, read, strict=True)
        if any(map(value.stated_by, qs))
    }
    return [claim.id for claim in claims if claim.id in found]


def stated_spans(
    text: str, values: Sequence[SearchedValue]
) -> list[tuple[int, int, SearchedValue]]:
    """Where in ``text`` the reader finds each of ``values`` stated: (start, end, value)."""
    from kb.quantities import find_quantities

    return [(q.start, q.end, v) for q in find_quantities(text) for v in values if v.stated_by(q)]


# The most different figures a search may hold: each is a condition of its own, and SQLite
# refuses a query deeper than 1000 terms (a figure pasted a thousand times).
_MOST_FIGURES = 20


# A number word of this value or more is a scale (thousand, триллиона, млн), which alone
# counts nothing: "триллиона параметров" and "million tokens" are searched as words.
_SCALE = 1000


def _counts(text: str) -> bool:
    """Whether ``text`` has a digit or a numeral character (Unicode's numeric ones: ７,
    七, 万) or a word of an English or Russian number that counts (kb.numerals: three,
    девять, сто, полтора; half a scale, полмиллиона; not a scale alone), without which a
    search holds no figure."""
    if any(character.isnumeric() for character in text):
        return True
    # its lists, not the reader: about 5 ms to load, which a search of letters pays
    from kb.numerals import (
        EN_NUMBER_WORDS,
        RU_HALF_SCALE_RE,
        RU_NUMBER_WORDS,
        RU_ONE_AND_A_HALF,
        parse_number,
    )

    lowered = text.lower()
    words = set(_LETTERS.findall(lowered))
    # полмиллиона, пол-миллиона: the reader says whether it is a figure (the pattern also
    # matches inside a longer word, which costs that word the reader's loading alone)
    if words & RU_ONE_AND_A_HALF or RU_HALF_SCALE_RE.search(lowered):
        return True
    numbers = words & (EN_NUMBER_WORDS | RU_NUMBER_WORDS)
    return any((parse_number(word) or 0) < _SCALE for word in numbers)


@lru_cache(maxsize=8)  # kb search asks twice: for its query and for what it found where
def searched_values(text: str) -> tuple[tuple[SearchedValue, ...], str]:
    """The figures in a search ``text`` outside its quoted phrases, and the rest of it (the
    text with a space in place of each figure): numbers with a unit, or with a scale word
    (3万亿, "3 万亿", 三万亿, "3 trillion": one figure however spaced; a number alone, 2026 or
    1050000, is a word), whose number counts (_counts: "three trillion parameters", not
    "trillion parameters"). None in a text without a digit, numeral or number word that
    counts: importing the quantity reader costs a start-up about 0.1 s (its patterns are
    big), which only a search that may hold a figure pays."""
    if not _counts(text):
        return (), text
    from kb.quantities import find_quantities

    found = find_quantities(_blank_quotes(text))  # it reads any text (a property test)
    values: list[SearchedValue] = []
    rest = text
    for q in reversed(found):
        figure = q.unit is not None or q.scaled  # 3万亿, not 2026 or 1050000
        # sol-one-layer-per-wafer: an id (a figure in digits, "1.05M-context", stays one)
        written = text[q.start : q.end]
        joined = not any(c.isdigit() for c in written) and _hyphen_joined(text, q.start, q.end)
        if figure and not joined and q.kind == "number" and _counts(written):
            values.insert(0, SearchedValue(written, q.low, q.high, q.unit))
            rest = f"{rest[: q.start]} {rest[q.end :]}"
    values = list(dict.fromkeys(values))  # a figure typed twice is looked for once
    if len(values) > _MOST_FIGURES:
        raise UsageError(
            f"search text has {len(values)} different figures, more than {_MOST_FIGURES}: "
            "search a few of them"
        )
    return tuple(values), rest


# A hyphen between two word characters (-, ‐ and the non-breaking ‑), as a hyphenated
# word and a claim's id join their parts; not a dash, which sets a figure apart from what
# stands before it ("Cerebras—750 tokens/s").
_JOINING_HYPHEN = lazy_compile(r"(?<=\w)[-\u2010\u2011](?=\w)")


def _hyphen_joined(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]``, a figure in words, is joined by a hyphen to a word
    before or after it: a part of a hyphenated word or of a claim's id, sol-one-layer-per-wafer or
    jalapeno-nine-months, whose "one-layer" or "nine-months" is no figure (a search for
    the id was split into the words "sol- -per-wafer" and the figure 1 layer); "nine-months"
    typed alone is one."""
    before = start > 0 and _JOINING_HYPHEN.match(text, start - 1) is not None
    return before or _JOINING_HYPHEN.match(text, end) is not None


def _blank_quotes(text: str) -> str:
    """``text`` with each of its quoted phrases, quotation marks included, as line breaks,
    so that the reader finds figures outside them only, where they stand in ``text``."""
    for start, end in quoted_spans(text):
        text = text[:start] + _UNREAD * (end - start) + text[end:]
    return text
