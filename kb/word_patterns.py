"""Regular expressions for words: fixed word lists shaped so that Python's ``re`` scans
fast, and the letters that bound a word.

``re`` tries the alternatives of ``a|b|c`` one by one at every offset; a trie-shaped
alternation (``(?:t(?:hree|wo)|one)``) fails after one character test, and a lookahead
naming the first letters (``(?=[ot])``) lets ``re`` skip the other characters in C.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import TypeAlias

_Trie: TypeAlias = "dict[str, _Trie]"

# The letters of the scripts that set words apart with spaces, Latin and Cyrillic, for a
# ``[...]`` class: a word is whole when no such letter touches it (Chinese has no such
# bounds, and its words are found anywhere).
LETTER = "A-Za-zА-Яа-яЁё"

# The ideographs Chinese is written in (CJK Unified Ideographs, Extension A and the
# compatibility ones), for a ``[...]`` class: what tells a Chinese word or line.
HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
HAN_RE = re.compile(f"[{HAN}]")  # a Chinese character


def trie(words: Iterable[str]) -> str:
    """A group matching exactly ``words`` (lower-cased: compile it with IGNORECASE),
    factored by common prefixes; of two words where one begins the other, the longer is
    tried first."""
    tree: _Trie = {}
    for word in sorted(words):
        node = tree
        for ch in word.lower():
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: _Trie) -> str:
        alts = [re.escape(ch) + emit(sub) for ch, sub in node.items() if ch]
        if not alts:
            return ""
        body = alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"
        return "(?:" + body + ")?" if "" in node else body

    return "(?:" + emit(tree) + ")"


def initials(words: Iterable[str]) -> str:
    """The first letters of ``words`` (lower-cased), escaped for a ``[...]`` class."""
    return re.escape("".join(sorted({w[0].lower() for w in words})))


def whole_words(pattern: str, text: str, *, start: bool = True) -> str:
    """``pattern``, which matches ``text``, kept from ending inside a longer word: when
    ``text`` ends with a letter, no letter may follow the match; and (``start``) when it
    begins with one, none may precede it.  "may" is then not found in "mayor", nor "Gb" in
    "Gbit"."""
    if start and re.match(f"[{LETTER}]", text):
        pattern = rf"(?<![{LETTER}]){pattern}"
    if re.search(f"[{LETTER}]$", text):
        pattern += rf"(?![{LETTER}])"
    return pattern


_WORD_EDGE = f"[{LETTER}0-9]"  # what may not touch a whole word


@lru_cache(maxsize=4096)  # topics, claims' names, and the words figures count
def any_word(words: tuple[str, ...]) -> re.Pattern[str]:
    """A pattern that finds any of ``words`` in a text, case aside (spaces in a word match
    any run of spaces): a word is found whole where it begins or ends with a Latin or
    Cyrillic letter or a digit ("Sol" is not found in "solar" nor "GPT-5" in "GPT-50"), but
    where it ends in a Chinese character or meets one, as it is (Sol in "Sol每秒", 晶圆 in
    "70片晶圆"); a word ending in "*" is found at the start of any word, as a Russian name
    that is declined ("Церебрас*" finds Церебраса, Церебрасом)."""
    patterns = []
    for word in words:
        prefix = word.endswith("*")
        word = word.rstrip("*").strip()
        pattern = r"\s+".join(re.escape(part) for part in word.split())
        if re.match(_WORD_EDGE, word):
            pattern = f"(?<!{_WORD_EDGE}){pattern}"
        if not prefix and re.search(f"{_WORD_EDGE}$", word):
            pattern += f"(?!{_WORD_EDGE})"
        patterns.append(pattern)
    return re.compile("|".join(patterns), re.IGNORECASE)
