"""Where `kb search` found the words a claim's row does not show: in a quote, the note,
the subject or an agent's other name, with an excerpt of that text as it is written
around the first of them (a Chinese search finds English statements by their Chinese
quotes, and says which)."""

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from sqlmodel import Session

from kb.records import ClaimRecord
from kb.search_text import (
    PHRASE_STEPS,
    find_form,
    fold_for_search,
    fold_phrase,
    holds_form,
    search_terms,
)
from kb.search_values import SearchedValue, searched_values, stated_spans
from kb.store import ClaimFilter, list_agents, list_claims
from kb.values import humanize

_CONTEXT = 30  # display columns of an excerpt on either side of the words (Chinese: 2 each)
_WORD_BREAK = 24  # how far an excerpt's edge moves to a space, not to cut a word or an id
# Chinese sets no spaces between words: an excerpt's edge moves, by a few characters either
# way, to just after a mark that ends a clause, not to cut a word (该公司表示，… not …司表示，…)
_BREAK_MARKS = "，。；：、！？"
_BREAK_REACH = 5


@dataclass(frozen=True)
class Found:
    """A part of a claim that holds a searched word its row does not show."""

    part: str  # "subject", "note", "other name" or "quote"
    source: str | None  # the source of a quote
    excerpt: str  # the text around the first word found in it, on one line

    def __str__(self) -> str:
        label = f"{self.part} {self.source}" if self.source else self.part
        return f"{label}: {self.excerpt}"


def _folded(text: str) -> tuple[str, list[tuple[int, int]]]:
    """fold_phrase(text) and, for each of its characters, the span of ``text`` it comes
    from. Folded a run of characters that fold together at a time (_joins), then by
    fold_phrase's steps (PHRASE_STEPS). Written here because no library maps a normalised
    string back to its source."""
    chars: list[tuple[str, tuple[int, int]]] = []
    start = 0
    for end in range(1, len(text) + 1):
        if end < len(text) and _joins(text[start:end], text[end]):
            continue
        chars += [(c, (start, end)) for c in fold_for_search(text[start:end])]
        start = end
    for pattern, replacement in PHRASE_STEPS:
        chars = _substituted(chars, pattern, replacement)
    while chars and chars[0][0] == " ":
        chars.pop(0)
    while chars and chars[-1][0] == " ":
        chars.pop()
    return "".join(c for c, _ in chars), [span for _, span in chars]


def _joins(run: str, character: str) -> bool:
    """Whether ``character`` folds together with the ``run`` before it: NFKC composes и
    and its breve into й, half-width ﾊ and ﾟ into パ, Hangul jamo into a syllable, and a
    Latin letter drops its accent."""
    return fold_for_search(run + character) != fold_for_search(run) + fold_for_search(character)


def _substituted(
    chars: list[tuple[str, tuple[int, int]]], pattern: re.Pattern[str], replacement: str
) -> list[tuple[str, tuple[int, int]]]:
    """pattern.sub(replacement, ...) of the characters, each keeping its span (the
    replacement takes the span of the match's first character)."""
    text = "".join(c for c, _ in chars)
    out: list[tuple[str, tuple[int, int]]] = []
    at = 0
    for match in pattern.finditer(text):
        out += chars[at : match.start()]
        out += [(c, chars[match.start()][1]) for c in replacement]
        at = match.end()
    return out + chars[at:]


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _excerpt(text: str, start: int, end: int) -> str:
    """``text[start:end]`` with about _CONTEXT columns of what stands around it, cut after
    a Chinese mark of punctuation a few characters away (_break_near), else at a space
    where one is near, else anywhere, on one line, "…" where cut."""
    before = start
    while before > 0 and _width(text[before - 1 : start]) <= _CONTEXT:
        before -= 1
    after = end
    while after < len(text) and _width(text[end : after + 1]) <= _CONTEXT:
        after += 1
    if before > 0 and (mark := _break_near(text, before, 0, start)) is not None:
        before = mark
    elif before > 0 and (space := text.find(" ", before, min(before + _WORD_BREAK, start))) != -1:
        before = space + 1
    if after < len(text) and (mark := _break_near(text, after, end, len(text))) is not None:
        after = mark
    elif after < len(text) and (space := text.rfind(" ", after - _WORD_BREAK, after + 1)) > end:
        after = space
    shown = " ".join(text[before:after].split())
    return ("…" if before > 0 else "") + shown + ("…" if after < len(text) else "")


def _break_near(text: str, cut: int, low: int, high: int) -> int | None:
    """The place nearest ``cut``, at most _BREAK_REACH characters away and from ``low``
    to ``high``, right after a Chinese mark of punctuation (_BREAK_MARKS), else at an end
    of ``text`` (no cut at all); None when there is none."""
    near = range(max(low, cut - _BREAK_REACH), min(high, cut + _BREAK_REACH) + 1)
    marks = [at for at in near if at > 0 and text[at - 1] in _BREAK_MARKS]
    ends = [at for at in near if at in (0, len(text))]
    return min(marks or ends, key=lambda at: abs(at - cut), default=None)


def _parts(
    claim: ClaimRecord, aliases: Mapping[str, Sequence[str]]
) -> list[tuple[str, str | None, str]]:
    """The parts of a claim a search looks in that its row does not show, in the order
    they are told: the subject, the note, its agents' other names, its quotes."""
    others = [other for name in claim.attributed_to for other in aliases.get(name, ())]
    return [
        ("subject", None, claim.subject),
        *([("note", None, claim.note)] if claim.note else []),
        *(("other name", None, other) for other in others),
        *(("quote", c.source, c.quote) for c in claim.citations),
    ]


def found_in(
    claim: ClaimRecord,
    terms: Sequence[tuple[str, ...]],
    aliases: Mapping[str, Sequence[str]],
    values: Sequence[SearchedValue] = (),
) -> list[Found]:
    """Where the search ``terms`` (kb.search_text.search_terms) and figures ``values``
    (kb.search_values) that the claim's row does not show (its id, value, statement and
    agents' names) are: for each term, the first part that holds one of its forms where a
    search finds it (kb.search_text.find_form: веса at a word's start, not in
    неизвестна); for each figure its value does not back, the first part that states it
    (kb.search_values.stated_spans); a part once, its excerpt around the first of them."""
    value = humanize(claim.low, claim.high, claim.unit)
    shown = fold_phrase("\n".join([claim.id, value, claim.statement, *claim.attributed_to]))
    wanted = [forms for forms in terms if not any(holds_form(shown, form) for form in forms)]
    figures = [
        v
        for v in values
        if not v.backed_by(claim.low, claim.high, claim.unit)
        and not stated_spans(claim.statement, [v])
    ]
    found: list[Found] = []
    for part, source, text in _parts(claim, aliases):
        words = _word_hits(text, wanted)
        stated = stated_spans(text, figures) if figures else []
        if not words and not stated:
            continue
        wanted = [forms for forms in wanted if forms not in {held for held, _, _ in words}]
        figures = [v for v in figures if v not in {told for _, _, told in stated}]
        spans = [(start, end) for _, start, end in words] + [(s, e) for s, e, _ in stated]
        found.append(Found(part, source, _excerpt(text, *min(spans))))
    return found


def _word_hits(
    text: str, wanted: Sequence[tuple[str, ...]]
) -> list[tuple[tuple[str, ...], int, int]]:
    """For each of the ``wanted`` terms that ``text`` holds, the term and where in ``text``
    its first form found is written (start, end)."""
    if not any(holds_form(fold_phrase(text), form) for forms in wanted for form in forms):
        return []  # the spans, a fold a character at a time, only where they are needed
    folded, spans = _folded(text)
    hits = []
    for forms in wanted:
        at = [(at, at + len(form)) for form in forms if (at := find_form(folded, form)) != -1]
        if at:
            first, last = min(at)
            hits.append((forms, spans[first][0], spans[last - 1][1]))
    return hits


def search_claims(*, session: Session, text: str) -> list[tuple[ClaimRecord, list[Found]]]:
    """kb search: the claims holding every word and figure of ``text`` (ClaimFilter.search),
    each with where the words and figures its row does not show are (found_in): a figure
    held by the claim's value is shown by its row ("80 пластин" of 70–100 wafer is no word
    found in a quote); one that a claim's text states is told where it is. In ledger order,
    but the claim whose id is the text typed (in any case) first: kb search
    tokenomics-wafers-70 finds the claims whose notes name it too, and listed that one
    third."""
    claims = list_claims(session=session, spec=ClaimFilter(search=text))
    typed = text.strip().casefold()
    claims.sort(key=lambda claim: claim.id.casefold() != typed)  # stable: the rest in order
    aliases = {agent.name: agent.aliases for agent in list_agents(session=session)}
    values, rest = searched_values(text)
    terms = search_terms(rest)
    return [(claim, found_in(claim, terms, aliases, values)) for claim in claims]
