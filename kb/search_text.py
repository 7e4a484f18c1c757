"""The text `kb search` looks in and the terms it looks for: both folded alike (case,
composition, full-width forms, ё, quotes, hyphens, spaces beside Chinese), a search's
Russian words by their stem."""

import re
import unicodedata
from collections.abc import Iterable
from functools import cache
from typing import Any

from kb.records import ClaimRecord
from kb.word_patterns import HAN

# Letters people type either way: ё as е (Russian writes both), curly quotes and
# apostrophes as straight ones ("OpenAI’s" finds "OpenAI's").
_SEARCH_FOLDS = str.maketrans({"ё": "е", "’": "'", "‘": "'", "ʼ": "'", "“": '"', "”": '"'})


# A phrase between quotation marks, as English, Russian, German and Chinese write them
# ("…", «…», „…“, 「…」, 『…』, 《…》; “…” is folded to "…", and „…“ to „…"); the rest of
# a search is words.
_QUOTES = (('"', '"'), ("«", "»"), ("„", '"'), ("「", "」"), ("『", "』"), ("《", "》"))
_PHRASE = re.compile("|".join(f"{opening}([^{closing}]*){closing}" for opening, closing in _QUOTES))

# Punctuation at the edges of a word or phrase is no part of it ("Гостев," and "(Гостев)"
# are Гостев, "参数。" is 参数, a lone quotation mark is nothing), but for the marks written
# with a number or a name (100%, #1, @openai, _ and \ as text).
_WRITTEN_WITH_WORDS = "%#&*@/\\_"

# A space beside a Chinese character (or its punctuation) is no word break: between two
# it is a line that wrapped ("提升\n首个" is found by "提升首个"), and Chinese is written
# with and without one before and after Latin letters and digits ("每秒 750 个 token" and
# "每秒750个Token", "KV 缓存" and "KV缓存", in the same source).
_CJK = f"\u3000-\u303f{HAN}\uff00-\uffef"
_CJK_GAP = re.compile(f"(?<=[{_CJK}]) | (?=[{_CJK}])")


# An accent on a Latin letter, once decomposed: "Jalapeno" finds "Jalapeño", as people
# type it without; not the marks of other scripts (й is not и).
_LATIN_ACCENT = re.compile("(?<=[a-z])[\u0300-\u036f]+")


def fold_for_search(text: str) -> str:
    """Text as `kb search` compares it: case-folded, ё as е, quotes straight, Latin
    letters without their accents (ñ as n, whether typed as one character or as n and a
    combining tilde), compatibility forms as their plain ones (Unicode's NFKC: ＫＶ and ７５０,
    as Chinese input methods type them, as KV and 750; ﬁ as fi, ² as 2)."""
    folded = _LATIN_ACCENT.sub("", unicodedata.normalize("NFKD", text).casefold())
    return unicodedata.normalize("NFKC", folded).translate(_SEARCH_FOLDS)


# A hyphen inside a word joins what people also write apart: "KV-cache", "KV cache".
_WORD_HYPHEN = re.compile(r"(?<=\w)[-\u2010\u2011](?=\w)")


def fold_phrase(text: str) -> str:
    """A phrase as `kb search` compares it: folded (fold_for_search), a hyphen inside a
    word a space ("KV-cache" finds "KV cache" and the other way round), every run of
    white space one space and none beside a Chinese character, so that a quote that
    wraps a line in its source is found by the words typed on one line, and "KV缓存" and
    "KV 缓存" find each other (Latin words keep theirs: "KV cache" is two words)."""
    spaced = _WORD_HYPHEN.sub(" ", fold_for_search(text))
    return _CJK_GAP.sub("", " ".join(spaced.split()))


def search_text(
    claim_id: str, subject: str, statement: str, note: str | None, quotes: Iterable[str]
) -> str:
    """The text `kb search` looks in: each part a folded phrase (fold_phrase), one part a
    line, so that a phrase never runs from one part into the next."""
    return "\n".join(
        fold_phrase(part) for part in (claim_id, subject, statement, note or "", *quotes)
    )


def search_body(claim: ClaimRecord) -> str:
    """The search text (search_text) of a claim record."""
    quotes = (citation.quote for citation in claim.citations)
    return search_text(claim.id, claim.subject, claim.statement, claim.note, quotes)


# A Russian word's ending changes with its case and number (пластина, пластины,
# пластин): it is looked for by its stem, Snowball's (the Snowball project's own stemmer,
# pure Python), when the stem begins the word and is long enough not to find unrelated
# words (a shorter one, "сло" of слой, also begins сложный and словам: such a word is
# looked for as typed and finds none of its other endings, as neither LIKE nor an FTS5
# MATCH can ask for a stem followed by an ending). An English word only by its singular
# (wafers: wafer): as the search matches inside words, Snowball's "train" of "training"
# would also find "constraint".
_SHORTEST_STEM = 4
_RUSSIAN_WORD = re.compile("[а-я]+")
_ENGLISH_PLURAL = re.compile("[a-z]{3,}[^s]s")


@cache
def _russian() -> Any:
    """Snowball's Russian stemmer, made on first use: snowballstemmer imports all its
    languages (16 ms), which every command but a search would pay at start-up."""
    import snowballstemmer

    return snowballstemmer.stemmer("russian")


def _stem(word: str) -> str:
    """A folded word as a search looks for it: a Russian one by its stem, an English
    plural by its singular; else as it is."""
    if _ENGLISH_PLURAL.fullmatch(word):
        return word[:-1]
    if not _RUSSIAN_WORD.fullmatch(word):
        return word
    stem: str = _russian().stemWord(word)
    return stem if len(stem) >= _SHORTEST_STEM and word.startswith(stem) else word


def _edge(character: str) -> bool:
    """Whether ``character`` at the edge of a word is left out of it (white space, or
    punctuation that is not written with words)."""
    punctuation = unicodedata.category(character).startswith("P")
    return character.isspace() or (punctuation and character not in _WRITTEN_WITH_WORDS)


def _unpunctuated(term: str) -> str:
    """``term`` without the punctuation and white space at its edges."""
    start, end = 0, len(term)
    while start < end and _edge(term[start]):
        start += 1
    while end > start and _edge(term[end - 1]):
        end -= 1
    return term[start:end]


def _words(typed: str) -> list[str]:
    """The words of a stretch of a search outside quotes, each by its stem: split at white
    space, which sets words apart in every script, as in any search engine ("晶圆 Cerebras",
    "KV 缓存": both words, anywhere in a claim, in any order; "KV 缓存" in quotes is the
    phrase KV缓存)."""
    return [_stem(_unpunctuated(fold_phrase(word))) for word in typed.split()]


def _phrase(quoted: re.Match[str]) -> str:
    """What a quoted phrase looks for: its words as they are typed (one of the groups of
    _PHRASE holds them, the others nothing)."""
    return _unpunctuated(fold_phrase("".join(quoted.groups(""))))


def search_terms(text: str) -> list[tuple[str, ...]]:
    """What a search looks for, each once: for each of its phrases in quotation marks,
    the phrase as typed, and for each of its other words, the forms of it of which a
    claim must hold one (its stem); all folded as the searched text is and without the
    punctuation at their edges."""
    folded = fold_for_search(text)
    terms: list[str] = []
    at = 0
    for phrase in _PHRASE.finditer(folded):
        terms += [*_words(folded[at : phrase.start()]), _phrase(phrase)]
        at = phrase.end()
    terms += _words(folded[at:])
    return [(term,) for term in dict.fromkeys(term for term in terms if term)]
