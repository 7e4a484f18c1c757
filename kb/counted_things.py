"""What a count without a unit counts, in words a page and a claim's quotes compare by.

A claim without a unit ("Nimbus DB has about 50,000 customers", value 50000) says what it
counts only in its words; a page's bare count of its value may count another thing ("The
API serves 50,000 requests a day").  The thing is the word after the number
(kb.quantities.counted_word) and the words that follow it, spaced, up to three in all:
the counted word may be an adjective before the noun ("50,000 paying customers",
"50 000 платящих клиентов").  Words are compared by their forms, as kb search finds them
(customers and customer; клиентов and клиенты), Chinese by its characters two by two
after the measure word (企业客户 holds 客户).  Only words of one language compare: a claim
whose quotes count in Chinese says nothing of an English page's count.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from kb.quantities import counted_word, find_quantities
from kb.search_text import fold_for_search, word_forms
from kb.unit_lexicon import UnitLexicon
from kb.word_patterns import HAN, HAN_RE, LETTER

_MOST_WORDS = 3
# a word after the counted one, a space apart, of four letters or more as counted_word's
# own: not "a day", "в день", "по всему миру", "of them"
_NEXT_WORD_RE = re.compile(rf"[ \u00a0]([{LETTER}]{{4,}})(?![{LETTER}])")
# the Chinese noun a count counts, after its measure word or 次 (5 万家企业客户, 5 万次请求)
_CHINESE_NOUN_RE = re.compile(rf"[ \u00a0]*(?:[个個位名家次][ \u00a0]*)?+([{HAN}]{{1,4}})")
_CYRILLIC_RE = re.compile("[А-Яа-яЁё]")
_WORD_RE = re.compile(f"[{LETTER}]+")


@dataclass(frozen=True)
class CountedThing:
    """What a count counts: the word after it (counted_word: "paying", 次), the words it
    counts as written ("paying customers", 请求 of 5 万次请求) and the language they are
    in ("en", "ru", "zh")."""

    word: str
    words: str
    language: str

    @property
    def forms(self) -> frozenset[str]:
        """What the words compare by (_forms)."""
        return _forms(self.words, self.language)

    def same_as_any(self, others: Iterable[CountedThing]) -> bool | None:
        """Whether ``others`` in this thing's language count it too (a form in common), or
        None when none of them is in its language, or it has no words (times of nothing
        named, 每天 5 万次): they cannot be compared."""
        alike = [other for other in others if other.language == self.language]
        if not alike or not self.words:
            return None
        return any(self.forms & other.forms for other in alike)

    def named_in(self, text: str) -> bool:
        """Whether ``text`` names this thing anywhere, in any form: "Customers: 50,000
        worldwide" counts customers, whatever word follows the figure."""
        folded = fold_for_search(text)
        if self.language == "zh":
            return any(pair in folded for pair in self.forms)
        return any(not self.forms.isdisjoint(word_forms(w)) for w in _WORD_RE.findall(folded))


@lru_cache(maxsize=1024)
def _forms(words: str, language: str) -> frozenset[str]:
    """The forms ``words`` compare by: each word's as a search finds it (word_forms:
    customer of customers, клиент of клиентов); Chinese, its characters two by two, all
    in Simplified ones (企业, 业客, 客户 of 企业客户; 客户 of 客戶)."""
    folded = fold_for_search(words)
    if language == "zh":
        return frozenset(folded[i : i + 2] for i in range(max(1, len(folded) - 1)))
    return frozenset(form for word in folded.split() for form in word_forms(word))


def counted_thing(text: str, start: int, end: int) -> CountedThing | None:
    """What the unit-less mention ``text[start:end]`` counts (counted_word, and the words
    after it), or None when it counts nothing named after it (as counted_word)."""
    word = counted_word(text, start, end)
    if word is None:
        return None
    if HAN_RE.match(word):
        noun = _CHINESE_NOUN_RE.match(text, end)  # none in 每天 5 万次: times of nothing named
        return CountedThing(word, noun.group(1) if noun else "", "zh")
    words = [word]
    at = text.index(word, end) + len(word)
    while len(words) < _MOST_WORDS and (after := _NEXT_WORD_RE.match(text, at)) is not None:
        words.append(after.group(1))
        at = after.end()
    return CountedThing(word, " ".join(words), "ru" if _CYRILLIC_RE.match(word) else "en")


def things_counted_at(
    texts: Iterable[str], low: float, high: float, lexicon: UnitLexicon
) -> tuple[CountedThing, ...]:
    """What ``texts`` (a claim's statement and quotes) count where they state a value
    without a unit in [low, high], in words: "customers" of "Nimbus DB has about 50,000
    customers"."""
    return tuple(
        thing
        for text in texts
        for q in find_quantities(text, lexicon)
        if q.unit is None and q.low <= high and q.high >= low
        if (thing := counted_thing(text, q.start, q.end)) is not None and thing.words
    )
