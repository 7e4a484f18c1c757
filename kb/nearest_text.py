"""The text of a source nearest to a quote not found in it, and where the two differ: for
a message that names the slip ("the quote lacks ',' after 'заявила'") at the place the
quote was copied from, not at the first place its first words stand."""

import difflib
import functools
import unicodedata
from collections import Counter
from typing import NamedTuple

# The fewest characters a quote must share, in one run, with the text of a source for
# that text to be told as the quote's: a shorter run (a short word and a space) stands
# anywhere.
_LEAST_SHARED = 4
# How many characters must agree after a difference for the quote and the text to be
# read as side by side again (fewer would take the 'о' of a changed word for its own).
_AGREEING = 3
# The most characters of either side one difference spans.
_MOST_SPANNED = 12
# The most places of the shared run that are weighed against each other.
_MOST_PLACES = 10
# The most pairs of one character, one in the text and one in the quote, the search for
# their longest shared run may weigh: about a second's work (0.1 µs a pair).  A quote of
# 600 words against a source of a megabyte has 370 times as many (37 s), and is told as
# not found with no nearest text; sol-ru's 22,000 characters and a quote of a paragraph
# have a few hundred thousand.
_MOST_PAIRS = 10_000_000


class Difference(NamedTuple):
    """One place where a quote and the source's text differ: at ``at`` of the quote,
    ``ours`` (of the quote) stands where the source has ``theirs``; either may be empty
    (a character the quote lacks, or an extra one)."""

    at: int
    ours: str
    theirs: str


class Nearest(NamedTuple):
    """The source's text nearest to a quote: where it starts, and each difference, in
    the quote's order."""

    start: int
    differences: list[Difference]


def nearest_text(text: str, quote: str) -> Nearest | None:
    """The text of ``text`` nearest to ``quote``, which is not in it: read out from the
    longest run of characters the two share (at each place it stands, the one the
    quote differs least from), each way to the quote's ends; None when they share too
    short a run, or the text differs from the quote in more than half its characters (a
    few words in common: the quote is in another source, or not copied at all), or when
    the search would cost too much (_MOST_PAIRS)."""
    if _pairs(text, quote) > _MOST_PAIRS:
        return None
    matcher = difflib.SequenceMatcher(None, text, quote, autojunk=False)
    shared = matcher.find_longest_match(0, len(text), 0, len(quote))
    if shared.size < _LEAST_SHARED:
        return None
    run = text[shared.a : shared.a + shared.size]
    places = [shared.a]
    while len(places) < _MOST_PLACES and (at := text.find(run, places[-1] + 1)) != -1:
        places.append(at)
    readings = [_read_out(text, quote, place, shared.b, shared.size) for place in places]
    best = min(readings, key=lambda nearest: _differing(nearest.differences))
    differing = _differing(best.differences)
    return best if 0 < differing <= len(quote) // 2 else None


def _pairs(text: str, quote: str) -> int:
    """How many pairs of one character, one in text and one in the quote, there are: what
    difflib's search for the longest run the two share weighs, one at a time."""
    return sum(count * text.count(character) for character, count in Counter(quote).items())


def _read_out(text: str, quote: str, place: int, at: int, size: int) -> Nearest:
    """The quote read against ``text`` from the run of ``size`` characters they share
    (at ``place`` of text, ``at`` of the quote) to the quote's end, and backwards to its
    start."""
    after, _ = _differences(quote[at + size :], text[place + size :])
    before, back = _differences(quote[:at][::-1], text[:place][::-1])
    return Nearest(
        place - back,
        [Difference(at - d.at - len(d.ours), d.ours[::-1], d.theirs[::-1]) for d in before[::-1]]
        + [Difference(at + size + d.at, d.ours, d.theirs) for d in after],
    )


def _differences(quote: str, text: str) -> tuple[list[Difference], int]:
    """The differences of ``quote`` from ``text`` read side by side from their first
    characters to the quote's end, and how far into text that end falls."""
    differences: list[Difference] = []
    i = j = 0
    while i < len(quote):
        if j < len(text) and quote[i] == text[j]:
            i, j = i + 1, j + 1
            continue
        ours, theirs = _skipped(quote, i, text, j)
        differences.append(Difference(i, quote[i : i + ours], text[j : j + theirs]))
        i, j = i + ours, j + theirs
    return differences, j


def _skipped(quote: str, i: int, text: str, j: int) -> tuple[int, int]:
    """How many characters of the quote (from i) and of text (from j) one difference
    spans: the fewest after which they agree again (_AGREEING characters, or the
    quote's end), a changed character before a missing or an extra one; the rest of the
    quote when they never agree again. At the quote's end (or its start, read
    backwards), characters unlike the source's are ones it adds (a '»' or a space after
    the words quoted, not in place of the source's next character)."""
    for ours, theirs in _spans():
        if i + ours > len(quote) or j + theirs > len(text):
            continue
        agreeing = min(_AGREEING, len(quote) - i - ours)
        if not agreeing and not _alike(quote[i : i + ours], text[j : j + theirs]):
            continue
        if quote[i + ours : i + ours + agreeing] == text[j + theirs : j + theirs + agreeing]:
            return ours, theirs
    rest = len(quote) - i
    theirs = min(rest, len(text) - j)
    return rest, theirs if _alike(quote[i:], text[j : j + theirs]) else 0


def _alike(ours: str, theirs: str) -> bool:
    """Whether characters of the quote may stand for the source's, one for one: letters or
    digits for letters or digits ('o' for 'O', '五' for '三'), a punctuation mark or a
    symbol for one that looks like it ('-' for '–', marks_alike); not '»' for ':', nor for
    a space or a line break. Always when either side has none (a character the quote
    lacks, or one it adds)."""
    if not ours or not theirs:
        return True
    return len(ours) == len(theirs) and all(
        (a.isalnum() and b.isalnum()) or (_mark(a) and _mark(b) and marks_alike(a, b))
        for a, b in zip(ours, theirs, strict=True)
    )


def _mark(character: str) -> bool:
    """Whether a character is a punctuation mark or a symbol: no letter, digit or space."""
    return unicodedata.category(character)[0] in "PS"


def marks_alike(ours: str, theirs: str) -> bool:
    """Whether two characters that are no letters or digits look alike, as one typed for
    the other: two quotation marks ('"', '«', '’' and "'"), two dashes ('-', '–' and the
    minus sign '−'), two of one name but for the words before it ('.' and '。', FULL STOP;
    ' ' and a no-break space, SPACE), or one under NFKC (';' and the Greek question mark);
    not '»' and ':', nor '.' and ','."""
    return _kind(ours) == _kind(theirs) or (
        unicodedata.normalize("NFKC", ours) == unicodedata.normalize("NFKC", theirs)
    )


def _kind(mark: str) -> str:
    """What a mark is, for marks_alike: "QUOTATION MARK", "DASH", else the last word of its
    Unicode name ("STOP" for FULL STOP and IDEOGRAPHIC FULL STOP), or its code point."""
    name = unicodedata.name(mark, f"U+{ord(mark):04X}")
    if "QUOTATION MARK" in name or "APOSTROPHE" in name:
        return "QUOTATION MARK"
    if unicodedata.category(mark) == "Pd" or name == "MINUS SIGN":
        return "DASH"
    return name.rpartition(" ")[2]


@functools.cache
def _spans() -> list[tuple[int, int]]:
    """The spans one difference may take on the quote's side and the text's, in the
    order they are tried: the shorter first, and of one length, n changed characters,
    n missing, n extra, then the uneven ones."""
    spans = []
    for n in range(1, _MOST_SPANNED + 1):
        spans += [(n, n), (0, n), (n, 0)]
        for m in range(1, n):
            spans += [(m, n), (n, m)]
    return spans


def _differing(differences: list[Difference]) -> int:
    """How many characters differ, the longer side of each difference."""
    return sum(max(len(d.ours), len(d.theirs)) for d in differences)
