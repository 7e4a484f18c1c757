"""Traditional Chinese read as Simplified, offset for offset.

The hedge cues and the agents' names are written once, in Simplified characters (据估计,
据报道, 推测); a page in Traditional characters writes 據估計, 據報導, 推測.  OpenCC's t2s
conversion (phrases, then characters) folds a Traditional sentence onto the Simplified
one, so that one list of cues reads both scripts.  Callers match on the folded text and
report offsets into the page's own: a conversion that would change the text's length
(none of OpenCC's t2s phrases does so far) leaves the text as it is.
"""

from __future__ import annotations

import functools

import opencc

from kb.word_patterns import HAN_RE


@functools.cache
def _converter() -> opencc.OpenCC:
    return opencc.OpenCC("t2s")


def simplified(text: str) -> str:
    """``text`` with its Traditional Chinese in Simplified characters, of the same length
    (每個參數 -> 每个参数; Latin and Cyrillic letters as they are)."""
    if HAN_RE.search(text) is None:
        return text
    folded: str = _converter().convert(text)
    return folded if len(folded) == len(text) else text


def is_traditional(text: str) -> bool:
    """Whether ``text`` writes a Chinese character in its Traditional form."""
    return simplified(text) != text
