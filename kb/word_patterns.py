"""Regular expressions for fixed word lists, shaped so that Python's ``re`` scans fast.

``re`` tries the alternatives of ``a|b|c`` one by one at every offset; a trie-shaped
alternation (``(?:t(?:hree|wo)|one)``) fails after one character test, and a lookahead
naming the first letters (``(?=[ot])``) lets ``re`` skip the other characters in C.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TypeAlias

_Trie: TypeAlias = "dict[str, _Trie]"


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
