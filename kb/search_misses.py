"""Why a search found nothing: which of its words no claim holds, and the words of the
claims each may have been typed for ("Cerebas" for cerebras, "пластинн" for пластин,
晶园 for 晶圆); or, when each is in some claim, that no claim holds them all."""

from collections import defaultdict
from dataclasses import dataclass

from sqlmodel import Session, col, select

from kb.lazy_re import lazy_compile
from kb.models import ClaimText
from kb.search_text import (
    WORD_LETTERS,
    fold_phrase,
    search_terms,
    split_words,
    typed_phrases,
    without_any_ending,
)
from kb.search_values import searched_values
from kb.store import ClaimFilter, any_claim
from kb.suggestions import close_names
from kb.values import humanize
from kb.word_patterns import HAN, HAN_RE

# A search of more parts than this is pasted text: the parts no claim holds would be too
# many to tell, and each is a query of its own.
_MOST_PARTS = 20

# The words a search text's word may have been typed for: runs of one script's letters
# (指出cerebras is 指出 and cerebras, cerebras's is cerebras and s)
_WORD_RUN = lazy_compile(f"[{WORD_LETTERS}]+")
_HAN_RUN = lazy_compile(f"[{HAN}]+")


@dataclass(frozen=True)
class Miss:
    """A part of a search that no claim holds (a word, a phrase in quotation marks or a
    figure, as typed), with the words of claims it may have been typed for; of a figure,
    its reading (``figure``: "750 token" of "750 tokens") and whether claims hold its words
    as a phrase (``as_words``: "The value of 750 tokens per second", whose figure is a
    rate)."""

    part: str
    close: tuple[str, ...]
    figure: str | None = None
    as_words: bool = False


def typed_parts(text: str) -> list[str]:
    """The parts of a search ``text`` a claim must hold, as typed, each once: its figures
    with a unit (kb.search_values: "750 tokens/s"), its phrases in quotation marks, and
    its other words, split at white space (kb.search_text.split_words: "70 100" is one
    number); none that is punctuation alone."""
    values, rest = searched_values(text)
    phrases, rest = typed_phrases(rest)
    parts = [value.text for value in values] + phrases + split_words(rest)
    return [part for part in dict.fromkeys(parts) if search_terms(part)]


def search_misses(*, session: Session, spec: ClaimFilter) -> list[Miss] | None:
    """For a filter that admitted no claim, the parts of its search text (typed_parts)
    that no claim holds, each with the words of claims it may have meant (a word alone: a
    phrase or figure is not a slip of the keys); [] when each is in some claim, but none
    holds them all. None when the search may not be why: there is none, or another
    filter (--status, --by) may have left nothing; and for a search of more than
    _MOST_PARTS parts."""
    if spec.search is None or not spec.search_alone:
        return None
    parts = typed_parts(spec.search)
    if len(parts) > _MOST_PARTS:
        return None
    missing = [
        part for part in parts if not any_claim(session=session, spec=ClaimFilter(search=part))
    ]
    words = [part for part in missing if _is_word(part)]
    known = _words_held(session, [without_any_ending(word) for word in words])
    figures = {value.text: value for value in searched_values(spec.search)[0]}
    misses: list[Miss] = []
    for part in missing:
        figure = figures.get(part)
        if figure is None:
            close = close_names(without_any_ending(part), known) if part in words else []
            misses.append(Miss(part, tuple(close)))
            continue
        phrase = ClaimFilter(search=f'"{part}"')
        reading = humanize(figure.low, figure.high, figure.unit)
        misses.append(Miss(part, (), reading, any_claim(session=session, spec=phrase)))
    return misses


def _is_word(part: str) -> bool:
    """Whether a part of a search is a word that may be mistyped: letters of one script
    (_WORD_RUN: "wafr", "слоу") or Chinese characters (晶园), folded as claims' words are,
    with any ending asked for or not ("wafr*"). Not a phrase, a figure or a name with
    digits, nor a word with a hyphen ("wafr-scale" is two words, which the words of
    claims, split at it, are none of)."""
    folded = fold_phrase(without_any_ending(part))
    return bool(_WORD_RUN.fullmatch(folded) or _HAN_RUN.fullmatch(folded))


def _words_held(session: Session, typed: list[str]) -> set[str]:
    """The words of the claims' search texts (kb.models.ClaimText, folded as a search
    folds: _WORD_RUN), and, for a Chinese word typed, the claims' Chinese words of as
    many characters (_chinese_words): Chinese sets no word apart, so a slip of its input
    method (晶园) is a word of the same length one character apart (kb.suggestions).
    Read only when a search found nothing."""
    if not typed:
        return set()
    held: set[str] = set()
    runs: list[str] = []
    for body in session.exec(select(ClaimText.body).order_by(col(ClaimText.claim_id))):
        held.update(_WORD_RUN.findall(body))
        runs += _HAN_RUN.findall(body)
    for length in {len(word) for word in typed if HAN_RE.search(word)}:
        held.update(_chinese_words(runs, length))
    return held


def _chinese_words(runs: list[str], length: int) -> set[str]:
    """The stretches of ``length`` characters of the claims' Chinese ``runs`` that the
    text sets apart as words: a run of its own (、层数、), or one found beside two
    different neighbours on each side, a run's end counting as one (晶圆 in 于晶圆数量
    and 个晶圆级系统), as a word stands in different sentences. Any other stretch ends one word
    and starts the next (圆数 of 晶圆数量, 架级 of 机架级集成): offered for 参数, it is no
    word a reader meant."""
    before: defaultdict[str, set[str]] = defaultdict(set)
    after: defaultdict[str, set[str]] = defaultdict(set)
    words = {run for run in runs if len(run) == length}
    for run in runs:
        ended = f" {run} "  # a space for either end of the run
        for at in range(1, len(run) - length + 2):
            before[ended[at : at + length]].add(ended[at - 1])
            after[ended[at : at + length]].add(ended[at + length])
    return words | {word for word in before if len(before[word]) > 1 and len(after[word]) > 1}
