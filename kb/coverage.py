"""Rule 8: how the ledger accounts for each number of a source (kb check, kb audit).

Imported only by the commands that read numbers: the quantity reader compiles large
patterns on import.
"""

from collections.abc import Iterator, Sequence

from kb.quantities import Quantity, find_quantities
from kb.unit_lexicon import DEFAULT_LEXICON, UnitLexicon

CITED, IGNORED, PARTLY, UNCOVERED = "cited", "ignored", "partly", "uncovered"


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
