"""Rule 8: how the ledger accounts for each number of a source (kb check, kb audit).

Imported only by the commands that read numbers: the quantity reader compiles large
patterns on import.
"""

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from kb.quantities import Quantity, find_quantities
from kb.records import ClaimRecord, IgnoreRecord, SourceRecord
from kb.unit_lexicon import DEFAULT_LEXICON, UnitLexicon
from kb.utf8 import Lines

CITED, IGNORED, PARTLY, UNCOVERED = "cited", "ignored", "partly", "uncovered"


@dataclass(frozen=True)
class SourceNumber:
    """A number of a ledger source, how the ledger covers it, and where it stands: lines
    and columns from 1, lines ending at \r\n, \r or \n (kb.utf8.position)."""

    quantity: Quantity
    how: str  # CITED, IGNORED, PARTLY or UNCOVERED
    line: int
    column: int
    end_line: int
    end_column: int  # of its last character
    line_start: int  # the offset where its line starts


class LedgerSpans:
    """The spans of each source that the ledger's citations and ignore spans hold, read
    once: a source's coverage looks up its own, not every claim's citations (a ledger of
    40,000 claims in 400 sources is 400 sources of 100 citations each)."""

    def __init__(self, claims: Iterable[ClaimRecord], ignores: Iterable[IgnoreRecord]) -> None:
        self.cited: dict[str, list[tuple[int, int]]] = {}
        self.ignored: dict[str, list[tuple[int, int]]] = {}
        for claim in claims:
            for c in claim.citations:
                self.cited.setdefault(c.source, []).append((c.start, c.end))
        for x in ignores:
            self.ignored.setdefault(x.source, []).append((x.start, x.end))


def source_coverage(
    source: SourceRecord, spans: LedgerSpans, lexicon: UnitLexicon = DEFAULT_LEXICON
) -> Iterator[SourceNumber]:
    """Each number of ``source`` and how the ledger's citations and ignore spans
    (``spans``) cover it (number_coverage), placed in its text."""
    text = source.text
    cited, ignored = spans.cited.get(source.id, []), spans.ignored.get(source.id, [])
    lines = Lines(text)
    for q, how in number_coverage(text, cited, ignored, lexicon):
        line, column = lines.position(q.start)
        end_line, end_column = lines.position(max(q.start, q.end - 1))
        yield SourceNumber(q, how, line, column, end_line, end_column, lines.start(line))


def number_coverage(
    text: str,
    cited: Sequence[tuple[int, int]],
    ignored: Sequence[tuple[int, int]],
    lexicon: UnitLexicon = DEFAULT_LEXICON,
) -> Iterator[tuple[Quantity, str]]:
    """Each number of a source's text (dates too: "2027年" states when) and how it is
    covered: CITED or IGNORED when a citation or an ignore span holds all of it, PARTLY
    when one holds only part of it ("200 токенов" cited of "1 200 токенов"), else
    UNCOVERED."""
    for q in find_quantities(text, lexicon):
        if any(s <= q.start and q.end <= e for s, e in cited):
            yield q, CITED
        elif any(s <= q.start and q.end <= e for s, e in ignored):
            yield q, IGNORED
        elif any(s < q.end and q.start < e for s, e in (*cited, *ignored)):
            yield q, PARTLY
        else:
            yield q, UNCOVERED


def coverage_problem(
    surface: str, how: str, source: str | None = None, claims: Sequence[str] = ()
) -> str:
    """What is wrong with a number that a citation or an ignore span should hold, and
    what to do; ``claims`` are those whose value it is."""
    where = (
        "is only partly inside a citation or ignore span"
        if how == PARTLY
        else "lies in no citation and no ignore span"
    )
    of = f" of source {source}" if source else ""
    cite = f"cite all of it in {', '.join(claims)} (its value)" if claims else "cite all of it"
    return f"{surface} {where}{of}: {cite}, or add an [[ignore]] with a reason"
