"""Regular expressions for words: fixed word lists shaped so that Python's ``re`` scans
fast, the letters that bound a word, and names as pages write them (declined in Russian),
for the agents a sentence names (kb.hedges) and the topics and claims' names it names
(kb.audit), and the words figures count in any of their forms (kb.audit).

``re`` tries the alternatives of ``a|b|c`` one by one at every offset; a trie-shaped
alternation (``(?:t(?:hree|wo)|one)``) fails after one character test, and a lookahead
naming the first letters (``(?=[ot])``) lets ``re`` skip the other characters in C.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import TypeAlias

from kb.lazy_re import lazy_compile

_Trie: TypeAlias = "dict[str, _Trie]"

# The letters of the scripts that set words apart with spaces, Latin and Cyrillic, for a
# ``[...]`` class: a word is whole when no such letter touches it (Chinese has no such
# bounds, and its words are found anywhere).
LETTER = "A-Za-zА-Яа-яЁё"

# The ideographs Chinese is written in (CJK Unified Ideographs, Extension A and the
# compatibility ones), for a ``[...]`` class: what tells a Chinese word or line.
HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
HAN_RE = lazy_compile(f"[{HAN}]")  # a Chinese character
# Chinese characters and the punctuation and full-width forms written with them
CJK = f"\u3000-\u303f{HAN}\uff00-\uffef"

# A space beside a Chinese character (or its punctuation) is no word break: between two
# it is a line that wrapped ("提升\n首个"), and Chinese is written with and without one
# before and after Latin letters and digits ("每秒 750 个 token" and "每秒750个Token", "KV
# 缓存" and "KV缓存", in the same source; spacing tools such as pangu add them).
CJK_GAP = lazy_compile(f"(?<=[{CJK}]) | (?=[{CJK}])")


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


def whole_words(pattern: str, text: str) -> str:
    """``pattern``, which matches ``text``, kept from ending inside a longer word: when
    ``text`` ends with a letter, no letter may follow the match; and when it begins with
    one, none may precede it.  "may" is then not found in "mayor", nor "Gb" in "Gbit"."""
    return f"{word_start(text)}{pattern}{word_end(text)}"


# Compiled once: the patterns of words that modules build as they load call these for
# each word, and re.match(pattern, ...) looks its pattern up again at every call
_A_LETTER_RE = lazy_compile(f"[{LETTER}]")


def word_start(text: str) -> str:
    """The lookbehind that keeps a pattern of ``text`` from starting inside a longer word
    (no letter before it) when ``text`` begins with a letter, else nothing."""
    return rf"(?<![{LETTER}])" if _A_LETTER_RE.match(text) else ""


def word_end(text: str) -> str:
    """The lookahead that keeps a pattern of ``text`` from ending inside a longer word (no
    letter after it) when ``text`` ends with a letter, else nothing."""
    return rf"(?![{LETTER}])" if text and _A_LETTER_RE.match(text, len(text) - 1) else ""


# Latin letters with a mark (Latin-1 Supplement to Latin Extended-B and Latin Extended
# Additional, but for × and ÷: ñ, é, ø, ß, ễ), for a ``[...]`` class.  Only names and
# topics are bounded by them (NAME_EDGE): LETTER bounds the units and cues of the other
# rules as it did, and "Jalape" is not a word of "Jalapeño".
ACCENTED = "\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff"
NAME_EDGE = f"[{LETTER}{ACCENTED}0-9]"  # what may not touch a whole name

# Russian declines names ("по словам Блейса Гудсона", "Гостеву", "с Анной"): the endings
# a name's word may take, by how it ends (adjective-like surnames, Карпатый, Вишневская,
# whole; a word ending in another vowel, Шойгу, is not declined; a vowel that drops out,
# Кравец, Кравца, is not foreseen). Written out here because pymorphy3 reads foreign
# surnames wrongly (it declines Гудсон as гудсна) and loading its dictionary would cost
# every audit 0.1 s. More endings than a word takes do no harm: no other word is its stem.
_RUSSIAN_DECLENSION: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("ий", ("ий", "ия", "ию", "ием", "ии", "ого", "его", "ому", "ему", "им", "ом", "ем")),
    ("ый", ("ый", "ого", "ому", "ым", "ом")),
    ("ой", ("ой", "ого", "ому", "ым", "ом")),
    ("ая", ("ая", "ой", "ую", "ою")),
    ("яя", ("яя", "ей", "юю", "ею")),
    ("а", ("а", "ы", "и", "е", "у", "ой", "ою", "ей", "ею")),  # Анна, Гостева, Саша
    ("я", ("я", "и", "е", "ю", "ей", "ею", "ёй", "ёю")),  # Мария, Илья
    ("й", ("й", "я", "ю", "ем", "е", "ём")),  # Андрей
    ("ь", ("ь", "я", "ю", "ем", "е", "и", "ём", "ью")),  # Игорь, Любовь
)
# Гудсон: Гудсона, Гудсону, Гудсоном, Гудсоне; Бабичем, Гостевым; Гудсоны, Гудсонов
_AFTER_CONSONANT: tuple[str, ...] = ("", "а", "у", "ом", "ем", "ым", "е", "ы", "ов", "ых")
_RUSSIAN_CONSONANT = lazy_compile("[бвгджзклмнпрстфхцчшщ]", re.IGNORECASE)
_RUSSIAN_WORD = lazy_compile("[А-Яа-яЁё]+")
_ENGLISH_WORD = lazy_compile("[A-Za-z]+")


def _russian(text: str) -> str:
    """``text`` as a pattern in which е and ё are one letter (pages write Королев)."""
    return re.sub("[её]", "[её]", re.sub("[ЕЁ]", "[ЕЁ]", re.escape(text)))


def _word_pattern(word: str) -> str:
    """A word of a name as a pattern: a Russian word in any of its cases."""
    if not _RUSSIAN_WORD.fullmatch(word):
        return _russian(word)
    if _RUSSIAN_CONSONANT.fullmatch(word[-1]):
        stem, endings = word, _AFTER_CONSONANT
    else:
        ending = next((e for e, _ in _RUSSIAN_DECLENSION if word.lower().endswith(e)), None)
        if ending is None:
            return _russian(word)
        stem, endings = word[: -len(ending)], dict(_RUSSIAN_DECLENSION)[ending]
    longest_first = sorted(endings, key=len, reverse=True)
    return f"{_russian(stem)}(?:{'|'.join(_russian(e) for e in longest_first)})"


def name_pattern(name: str) -> str:
    """How a page writes a name: its words in any case (Russian), е and ё alike, apart by
    any spaces, and not before a letter or digit of a longer word when it ends in one,
    nor before a point and a digit when it ends in a digit ("GPT-5" is not in "GPT-50"
    nor in "GPT-5.6", another model); 博通 may be followed by anything: Chinese is
    written without spaces.  What may precede it is the caller's to bound (any_word)."""
    pattern = r"\s+".join(_word_pattern(word) for word in name.split())
    if re.search("[0-9]$", name):
        return pattern + rf"(?!{NAME_EDGE}|\.[0-9])"
    return pattern + (f"(?!{NAME_EDGE})" if re.search(f"{NAME_EDGE}$", name) else "")


# A word that is no name, such as one a figure counts, is found in any form, whichever
# form a page and the ledger write it in (150 миллиардов активны; "активных параметров"):
# by its stem, the word without the longest of these endings that leaves
# _SHORTEST_STEM letters, and any ending.  They are the endings of names above, with those
# of adjectives and of plural nouns (активные, параметрам, пластинами), of nouns in -ия
# whole (станций, станциями: станц).
_RUSSIAN_ENDINGS = tuple(
    sorted(
        {e for _, endings in _RUSSIAN_DECLENSION for e in endings}.union(
            _AFTER_CONSONANT,
            ("о", "ое", "ее", "ые", "ие", "их", "ыми", "ими", "ам", "ами", "ах", "ям", "ями", "ях"),
            ("ев", "ёв", "ией", "иям", "иями", "иях"),
        )
        - {""},
        key=lambda ending: (-len(ending), ending),
    )
)
_SHORTEST_STEM = 4
# a noun in -ка takes a vowel before its к in the genitive plural (установки, установок;
# загрузка, загрузок): a stem in a consonant and к, or ок or ек, is found with it or not
_FLEETING_VOWEL = lazy_compile("(?<=[бвгджзклмнпрстфхцчшщ])[оеё]?к$", re.IGNORECASE)


@lru_cache(maxsize=1024)
def any_form(word: str) -> re.Pattern[str]:
    """A pattern that finds ``word`` in a text in any of its forms, case aside, and as a
    whole word: a Russian one whichever form it is written in (активны finds активных and
    активные, параметров finds параметрами), an English one singular or plural
    (customers finds customer, company finds companies: _english_numbers), another as
    any_word finds it."""
    if _ENGLISH_WORD.fullmatch(word):
        return any_word(_english_numbers(word.lower()))
    if not _RUSSIAN_WORD.fullmatch(word):
        return any_word((word,))
    lower = word.lower()
    ending = next(
        (e for e in _RUSSIAN_ENDINGS if lower.endswith(e) and len(word) - len(e) >= _SHORTEST_STEM),
        "",
    )
    stem = word[: len(word) - len(ending)]
    fleeting = _FLEETING_VOWEL.search(stem)
    stem = _russian(stem) if fleeting is None else f"{_russian(stem[: fleeting.start()])}[оеё]?к"
    endings = "|".join(_russian(e) for e in _RUSSIAN_ENDINGS)
    return re.compile(f"(?<!{NAME_EDGE}){stem}(?:{endings})?(?!{NAME_EDGE})", re.IGNORECASE)


# the endings of the English nouns whose plural adds -es (boxes, matches, classes)
_ES_PLURAL_ENDS = ("s", "sh", "ch", "x", "z")


def in_plural_s(word: str) -> bool:
    """Whether an English ``word`` ends as a plural in -s does: not in -ss, -us or -is,
    which end singulars (class, status, basis)."""
    return word.endswith("s") and not word.endswith(("ss", "us", "is"))


def _english_numbers(word: str) -> tuple[str, ...]:
    """``word`` (lower-case) and its other number as a regular English noun makes it:
    customer and customers, company and companies, box and boxes, from either (a word in
    -ss, -us or -is is a singular: status and statuses; an irregular noun, people,
    children, is found as written; "news" is read as new's plural)."""
    if word.endswith("ies"):
        return (word, word[:-3] + "y")
    if word.endswith("es") and word[:-2].endswith(_ES_PLURAL_ENDS):
        return (word, word[:-2])
    if in_plural_s(word):
        return (word, word[:-1])
    if word.endswith("y") and word[-2:-1] not in ("", *"aeiou"):
        return (word, word[:-1] + "ies")
    return (word, word + ("es" if word.endswith(_ES_PLURAL_ENDS) else "s"))


@lru_cache(maxsize=4096)  # topics, claims' names, and the words figures count
def any_word(words: tuple[str, ...]) -> re.Pattern[str]:
    """A pattern that finds any of ``words`` in a text, case aside, each as name_pattern
    finds a name (a Russian word in any of its cases: "Гостев" finds Гостёва, Гостевым),
    and not after a letter or digit when it begins with one ("Sol" is not found in
    "solar", nor "Jalapeño" in "xJalapeño"); where it meets a Chinese character, as it is
    (Sol in "Sol每秒", 晶圆 in "70片晶圆").  A word ending in "*" is found at the start of
    any word, as it is written ("Церебрас*" finds Церебрасовский): the way declined
    names were written before they were declined."""
    patterns = []
    for word in words:
        if word.endswith("*"):
            stem = word.rstrip("*").strip()
            pattern = r"\s+".join(_russian(part) for part in stem.split())
        else:
            pattern = name_pattern(word.strip())
        if re.match(NAME_EDGE, word):
            pattern = f"(?<!{NAME_EDGE}){pattern}"
        patterns.append(pattern)
    return lazy_compile("|".join(patterns), re.IGNORECASE)
