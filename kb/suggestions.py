"""Names in messages: the ones a mistyped name may have meant (the words that count
and list them are kb.wording's)."""

import difflib
from collections.abc import Callable, Iterable, Sequence

from kb.word_patterns import HAN_RE


def _one_character_apart(typed: str, names: Iterable[str]) -> list[str]:
    """The names as long as ``typed`` that differ from it in one character, when it holds
    Chinese: difflib scores two characters sharing one 0.5, under its 0.6, which suits
    Latin letters but not Chinese, where one character is a syllable and the commonest
    slip of an input method changes just one (王雷 for 王磊). None of one character, which
    every other is one character apart from (約 is as near 看 as 约)."""
    if len(typed) < 2 or not HAN_RE.search(typed):
        return []
    return [
        name
        for name in names
        if len(name) == len(typed) and sum(a != b for a, b in zip(name, typed, strict=True)) == 1
    ]


# How far below the closest name another may score and still be offered: "estimated"
# is 'estimate' (0.94), not also 'retracted' (0.67), a name the slip did not aim at.
_MARGIN = 0.15


def _closest(typed: str, close: list[str]) -> list[str]:
    """Of the ``close`` names difflib found, best first, those within _MARGIN of the best."""
    scores = [difflib.SequenceMatcher(None, typed, name).ratio() for name in close]
    return [name for name, score in zip(close, scores, strict=True) if score >= scores[0] - _MARGIN]


def close_names(typed: str, known: Iterable[str]) -> list[str]:
    """The known names, at most three, best first, that differ from ``typed`` only in
    case or by a small edit (in Chinese, one character of any name:
    _one_character_apart)."""
    folded = {name.casefold(): name for name in known}
    close = _closest(typed.casefold(), difflib.get_close_matches(typed.casefold(), folded, n=3))
    # in code-point order: the known names are often a set, whose order changes from run
    # to run, and a hint should not. More than a hint shows is no hint: 业内 is one
    # character from seventeen runs of the claims (上内, 业价, 行内...), any three a guess.
    apart = _one_character_apart(typed.casefold(), sorted(folded))
    if len(apart) <= 3:
        close += [c for c in apart if c not in close]
    return [folded[c] for c in close[:3]]


def did_you_mean(typed: str, known: Iterable[str], spelled: Callable[[str], str] = repr) -> str:
    """ "; did you mean 'X'?" (or 'X' or 'Y') for the known names close to ``typed``
    (close_names); "" when none is. ``spelled`` writes a name as the message shows it
    (quoted by default; "[[claim]]" for a table)."""
    return offered(close_names(typed, known), spelled)


def offered(names: Sequence[str], spelled: Callable[[str], str] = repr) -> str:
    """ "; did you mean 'X'?" (or 'X' or 'Y') for ``names``; "" for none."""
    shown = [spelled(name) for name in names]
    return f"; did you mean {' or '.join(shown)}?" if shown else ""
