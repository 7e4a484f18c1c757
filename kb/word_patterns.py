"""Regular expressions for words: fixed word lists shaped so that Python's ``re`` scans
fast, and the letters that bound a word.

``re`` tries the alternatives of ``a|b|c`` one by one at every offset; a trie-shaped
alternation (``(?:t(?:hree|wo)|one)``) fails after one character test, and a lookahead
naming the first letters (``(?=[ot])``) lets ``re`` skip the other characters in C.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TypeAlias

_Trie: TypeAlias = "dict[str, _Trie]"

# The letters of the scripts that set words apart with spaces, Latin and Cyrillic, for a
# ``[...]`` class: a word is whole when no such letter touches it (Chinese has no such
# bounds, and its words are found anywhere).
LETTER = "A-Za-zА-Яа-яЁё"

# The ideographs Chinese is written in (CJK Unified Ideographs, Extension A and the
# compatibility ones), for a ``[...]`` class: what tells a Chinese word or line.
HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"


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
