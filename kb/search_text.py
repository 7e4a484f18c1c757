"""The text `kb search` looks in and the terms it looks for: both folded alike (case,
composition, full-width forms, ё, quotes, hyphens, Chinese script, spaces beside Chinese),
a search's Russian words by their forms, each found where a word begins (not_after)."""

import os
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from kb.chinese_script import simplified
from kb.lazy_re import lazy_compile
from kb.records import ClaimRecord
from kb.values import humanize
from kb.word_patterns import CJK_GAP, HAN, HAN_RE, LETTER

# Letters people type either way: ё as е (Russian writes both), curly quotes and
# apostrophes as straight ones ("OpenAI’s" finds "OpenAI's").
_SEARCH_FOLDS = str.maketrans({"ё": "е", "’": "'", "‘": "'", "ʼ": "'", "“": '"', "”": '"'})


# A phrase between quotation marks, as English, Russian, German and Chinese write them
# ("…", «…», „…“, 「…」, 『…』, 《…》; “…” is folded to "…", and „…“ to „…"); the rest of
# a search is words.
_QUOTES = (('"', '"'), ("«", "»"), ("„", '"'), ("「", "」"), ("『", "』"), ("《", "》"))
_PHRASE = lazy_compile(
    "|".join(f"{opening}([^{closing}]*){closing}" for opening, closing in _QUOTES)
)

# Punctuation at the edges of a word or phrase is no part of it ("Гостев," and "(Гостев)"
# are Гостев, "参数。" is 参数, a lone quotation mark is nothing), but for the marks written
# with a number or a name (100%, #1, @openai, _ and \ as text).
_WRITTEN_WITH_WORDS = "%#&*@/\\_"

# An accent on a Latin letter, once decomposed: "Jalapeno" finds "Jalapeño", as people
# type it without; not the marks of other scripts (й is not и).
_LATIN_ACCENT = lazy_compile("(?<=[a-z])[\u0300-\u036f]+")

# The letters of European alphabets that Unicode gives no decomposition, so that no
# accent comes off them, as people type them without ("Tromso" finds "Tromsø"): those of
# Latin-1 and Latin Extended-A, as PostgreSQL's unaccent rules (CLDR's Latin-ASCII) write
# them (ß is ss by casefold already; ĸ, which Greenlandic dropped in 1973, is left out).
# Written here: no dependency of kb transliterates, and Unidecode or anyascii would also
# turn Cyrillic and Chinese into Latin, which a search must keep as they are.
_LATIN_LETTERS = str.maketrans(
    {
        "æ": "ae",  # Danish, Norwegian, Icelandic
        "ø": "o",  # Danish, Norwegian
        "ð": "d",  # Icelandic, Faroese
        "þ": "th",  # Icelandic
        "œ": "oe",  # French
        "ł": "l",  # Polish
        "đ": "d",  # Croatian, Serbian, Vietnamese
        "ı": "i",  # Turkish, Azerbaijani (İ decomposes, to i and a dot that comes off)
        "ħ": "h",  # Maltese
        "ŋ": "n",  # Sami
        "ŧ": "t",  # Sami
    }
)


def fold_for_search(text: str) -> str:
    """Text as `kb search` compares it: case-folded, ё as е, quotes straight, Latin
    letters without their accents (ñ as n, whether typed as one character or as n and a
    combining tilde) and as typed without them (_LATIN_LETTERS: ø as o, æ as ae),
    compatibility forms as their plain ones (Unicode's NFKC: ＫＶ and ７５０, as Chinese
    input methods type them, as KV and 750; ﬁ as fi, ² as 2), Chinese in Simplified
    characters (kb.chinese_script.simplified: 參數 as 参数, so that either script finds
    the other, as Taiwan and Hong Kong write Traditional ones and the mainland Simplified;
    after NFKC, which makes a compatibility ideograph the one OpenCC knows)."""
    # the letters before the accents, which come off them too (ǿ, ø and an acute: o)
    decomposed = unicodedata.normalize("NFKD", text).casefold().translate(_LATIN_LETTERS)
    folded = _LATIN_ACCENT.sub("", decomposed)
    return simplified(unicodedata.normalize("NFKC", folded).translate(_SEARCH_FOLDS))


# A hyphen inside a word joins what people also write apart: "KV-cache", "KV cache"; so
# does a dash between two words or figures, as a table writes a range: "70–100" (kb
# table's value, pasted into a search) finds "70-100"; and a tilde or a wave dash, as
# Chinese and Japanese write a range (70～100, NFKC's 70~100; 70〜100).
_HYPHENS = "\\-\u2010-\u2014~\u301c"
WORD_HYPHEN = lazy_compile(f"(?<=\\w)[{_HYPHENS}](?=\\w)")

# A space between digits groups thousands, as Russian and SI write them (1 050 000 and
# 9 200, also with a no-break or thin space, which NFKC makes a space, are 1050000 and
# 9200), where kb audit's quantity reader reads one number (kb.quantities: its pattern of
# digits, _grouped, _no_grouping): after the number's first group, of one to three digits
# that no letter, digit, point, comma or hyphen stands right before (not 2026, nor the 3
# of WSE-3 or 1.5), or after a group of three, before groups of exactly three digits that
# end the number; "70 80" and "2026 100" are two numbers, and so are the groups of a
# phone number, which ends in a group of four or two ("1 800 555 0199", as the reader
# reads none of it). But two groups, the first of two or three digits and the second no
# group of zeros ("70 100", "128 500"), are as likely two numbers, the ends of a range a
# search types as words, as one: a search keeps them two words, in a claim's text and
# typed alike, where the reader reads 70100 on a page (_TWO_NUMBERS). Seven groups at most
# (10^21): the lookahead is bounded, so a long run of groups is read in linear time.
_TWO_NUMBERS = (
    r"(?:(?<=[0-9]{2})(?<![0-9]{3})|(?<=[0-9]{3})(?<![0-9]{4})(?<![0-9]\s[0-9]{3}))"
    r"\s[1-9][0-9]{2}(?![0-9]|\s[0-9])"
)
_GROUP_SPACE = lazy_compile(
    f"(?<=[0-9])(?<![0-9]{{4}})(?<![.,{_HYPHENS}{LETTER}][0-9])"
    f"(?<![.,{_HYPHENS}{LETTER}][0-9]{{2}})(?<![.,{_HYPHENS}{LETTER}][0-9]{{3}})"
    f"(?!{_TWO_NUMBERS})"
    r"\s(?=[0-9]{3}(?:\s[0-9]{3}){0,5}(?![0-9]|\s[0-9]))"
)

# A comma between a digit and exactly three more is a thousands separator, as English and
# Chinese sources write it (1,050,000 and 9,200 are 1050000 and 9200); before one or two
# digits it is a decimal comma, as Russian writes it (9,2 and 9,20 stay as they are), and
# before four no separator (1,5000). The same rule as kb audit's quantity reader.
_THOUSANDS_COMMA = lazy_compile(r"(?<=[0-9]),(?=[0-9]{3}(?![0-9]))")

# What fold_phrase does to folded text, in order, then the spaces at its ends dropped:
# white space one space (so that a number whose groups a quote wraps is one), none
# between a number's groups (before a dash is a space, which groups nothing), a hyphen or
# dash inside a word a space, none beside Chinese, no thousands comma (kb.search_found
# maps each step back to the text as written).
PHRASE_STEPS = (
    (re.compile(r"\s+"), " "),
    (_GROUP_SPACE, ""),
    (WORD_HYPHEN, " "),
    (CJK_GAP, ""),
    (_THOUSANDS_COMMA, ""),
)


def fold_phrase(text: str) -> str:
    """A phrase as `kb search` compares it: folded (fold_for_search), a hyphen or dash
    inside a word a space ("KV-cache" finds "KV cache" and the other way round), every run of
    white space one space and none beside a Chinese character, so that a quote that
    wraps a line in its source is found by the words typed on one line, and "KV缓存" and
    "KV 缓存" find each other (Latin words keep theirs: "KV cache" is two words), and no
    thousands separator (_THOUSANDS_COMMA: 1050000 finds 1,050,000, 9,200 finds 9200)."""
    folded = fold_for_search(text)
    for pattern, replacement in PHRASE_STEPS:
        folded = pattern.sub(replacement, folded)
    return folded.strip(" ")


# A searched word (or phrase) that begins with a letter of an alphabet is found at the
# start of a word of the searched text, not inside one: not right after another such
# letter (веса is not in неизвестна, ИИ not in конфигурации, ai not in OpenAI), but after
# anything else, a space, punctuation, a digit or a Chinese character ("个Cerebras晶圆"
# holds cerebras, "GPT-5.6" gpt), and with any ending (пластин finds пластины, wafer
# wafers). One that begins with a digit is found where a number begins, not right after
# a digit (0 is not in 750, 5 is in GPT-5.6); one that begins with a Chinese character
# anywhere: Chinese sets no spaces between its words. The letters, as a bracket
# expression's ranges of the folded text's code points (lower case: Latin's a to z and
# the letters of Latin-1 and Latin Extended that keep no accent to drop, Greek's, and
# Cyrillic's with its supplement: Russian's, Ukrainian's ґ, Kazakh's), which Python,
# SQLite's GLOB and PostgreSQL's regular expressions read alike whatever the locale.
WORD_LETTERS = "a-z\u00e0-\u024f\u0370-\u03ff\u0400-\u052f"
_BEFORE = ((re.compile(f"[{WORD_LETTERS}]"), WORD_LETTERS), (re.compile("[0-9]"), "0-9"))


def not_after(form: str) -> str | None:
    """What may not stand right before the folded ``form`` where a search finds it, as a
    bracket expression's ranges: letters (WORD_LETTERS) before a word of letters, digits
    before a number; None when it is found anywhere (a Chinese word, punctuation)."""
    return next((ranges for first, ranges in _BEFORE if first.match(form)), None)


@lru_cache(maxsize=4096)
def _form_pattern(form: str) -> re.Pattern[str]:
    """What finds ``form`` where a search finds it (not_after)."""
    ranges = not_after(form)
    return re.compile(("" if ranges is None else f"(?<![{ranges}])") + re.escape(form))


def find_form(folded: str, form: str) -> int:
    """Where a search finds ``form`` first in ``folded`` text (fold_phrase), at a word's
    start when it begins with a letter or a digit (not_after); -1 where it does not."""
    found = _form_pattern(form).search(folded)
    return found.start() if found else -1


def holds_form(folded: str, form: str) -> bool:
    """Whether a search finds ``form`` in ``folded`` text (find_form)."""
    return find_form(folded, form) != -1


def search_text(
    claim_id: str,
    subject: str,
    statement: str,
    value: str,
    note: str | None,
    agents: Iterable[str],
    quotes: Iterable[str],
) -> str:
    """The text `kb search` looks in: the claim's id, subject, statement, its value as a
    table shows it (kb.values.humanize: "750 token/s", "70–100 wafer", which a search
    pasted from a table finds), note, the names of the agents it is attributed to and its
    quotes, each part a folded phrase (fold_phrase), one part a line, so that a phrase
    never runs from one part into the next."""
    parts = (claim_id, subject, statement, value, note or "", *agents, *quotes)
    return "\n".join(fold_phrase(part) for part in parts)


def with_aliases(agents: Iterable[str], aliases: Mapping[str, Sequence[str]]) -> list[str]:
    """The names of ``agents``, each followed by its other names (``aliases``), which a
    search finds as it finds the name (kb search Гудсон: Bleys Goodson's claims)."""
    return [n for name in agents for n in (name, *aliases.get(name, ()))]


def search_body(claim: ClaimRecord, aliases: Mapping[str, Sequence[str]] | None = None) -> str:
    """The search text (search_text) of a claim record; ``aliases``, each agent's other
    names."""
    quotes = (citation.quote for citation in claim.citations)
    agents = with_aliases(claim.attributed_to, aliases or {})
    value = humanize(claim.low, claim.high, claim.unit)
    return search_text(claim.id, claim.subject, claim.statement, value, claim.note, agents, quotes)


# A Russian word changes its ending, and a few words their stem, with case, number,
# person and tense (пластина, пластины, пластин; слой, слоя, слоёв; стать, стал, стану):
# it is looked for by its forms, which pymorphy3 gives from OpenCorpora's dictionary (and
# guesses from their endings for words it lacks: токены). They are the forms of every
# word it may be (стали: стать and сталь; recall matters more than a few more claims
# found), each as the part of speech it is (стали as a verb: стал, стану, not the
# participle ставший; an infinitive is one of its verb's forms), without old, dialect and
# slang spellings (ета for эта). As neither LIKE nor an FTS5 MATCH can ask for a stem
# followed by an ending, the forms that begin alike up to a letter past what all of them
# share, and for five letters at least, are looked for by the stem they share (пластина,
# пластины, пластинам: пластин; ставка, ставки: ставк, and ставок as it is, rather than
# став, which also begins ставить and ставни); shorter forms as they are (слой, слоя,
# слою, слое, слои, rather than "сло", which also begins сложный and словам), those of
# three letters only when they begin the word typed (чипы finds чип; три finds not тер,
# of тереть, which also begins термин); and a form that holds another is found by the
# other (слоёв and слоями by слое and слоя). A word of fewer than three letters, and a
# word that may be a pronoun, preposition, conjunction, particle or interjection (при,
# что, его: their forms are other short words, ним, нём), are looked for as typed.
_SHORTEST_STEM = 4
_SHORTEST_FORM = 3
_RUSSIAN_WORD = lazy_compile(f"[а-я]{{{_SHORTEST_FORM},}}")
_RUSSIAN_FORM = lazy_compile("[а-я]+")  # not кое-что, whose hyphen the searched text spaces
_FUNCTION_WORDS = frozenset({"NPRO", "PREP", "CONJ", "PRCL", "INTJ"})
_UNUSUAL_SPELLINGS = frozenset({"Arch", "Dist", "Slng", "Infr", "Erro"})


@cache
def _morphology() -> Any:
    """pymorphy3's analyser of Russian, made on first use: importing it and loading its
    dictionary take about 0.09 s and 25 MiB, which only a search with a Russian word pays."""
    import pymorphy3

    return pymorphy3.MorphAnalyzer(lang="ru")


def _part_of_speech(tag: Any) -> str | None:
    """The part of speech of a pymorphy3 tag, an infinitive's its verb's."""
    part: str | None = tag.POS
    return "VERB" if part == "INFN" else part


def _lexemes(word: str) -> list[set[str]]:
    """For each word ``word`` may be, its forms as the part of speech it is, folded,
    without unusual spellings; none when it may be a function word."""
    parses = _morphology().parse(word)
    if any(parse.tag.POS in _FUNCTION_WORDS for parse in parses):
        return []
    lexemes = []
    for parse in parses:
        part = _part_of_speech(parse.tag)
        forms = (
            fold_for_search(form.word)
            for form in parse.lexeme
            if _part_of_speech(form.tag) == part and not form.tag.grammemes & _UNUSUAL_SPELLINGS
        )
        lexemes.append({form for form in forms if _RUSSIAN_FORM.fullmatch(form)})
    return lexemes


def _stems(forms: set[str], word: str) -> set[str]:
    """What finds the ``forms`` of one word: those that begin alike up to a letter past
    what all of them share, and for five letters at least, by the stem they share; the
    shorter ones as they are, those of three letters only when they begin ``word``."""
    alike_for = max(len(os.path.commonprefix(list(forms))) + 1, _SHORTEST_STEM + 1)
    alike: dict[str, list[str]] = {}
    for form in forms:
        if len(form) >= alike_for:
            alike.setdefault(form[:alike_for], []).append(form)
        elif len(form) >= _SHORTEST_STEM or (len(form) >= _SHORTEST_FORM and word.startswith(form)):
            alike[form] = [form]
    return {os.path.commonprefix(same) for same in alike.values()}


@lru_cache(maxsize=4096)
def _russian_forms(word: str) -> tuple[str, ...]:
    """What a search looks for to find any form of the Russian ``word``, none of which
    holds another (kb.search_text._stems of each word it may be)."""
    stems = {word}.union(*(_stems(forms, word) for forms in _lexemes(word) if forms))
    return tuple(sorted(stem for stem in stems if not any(s in stem for s in stems - {stem})))


# An English word is looked for by the word it inflects, its base (estimated, estimates,
# estimating: estimate; deployed: deploy; runs, running: run), which, found at a word's
# start (not_after), also finds the forms that only add an ending (deploys, deploying,
# wafer-scale); a base that drops its last letter before an ending by that form too
# (estimate: estimating; study: studies, studied). The base is what the inflection rules
# of Snowball's English stemmer (Porter2, steps 1a and 1b) leave, which put back the e an
# ending took (estimated: estimate, rated: rate), but as a word (studies: study, not studi;
# matches: match, not matche); not its later steps, whose stems begin other words ("gener"
# of "generation" begins "generous"). Written here: kb depends on no stemmer, and a search
# wants a base, not a stem. A word whose base would be shorter than three letters (being:
# be) is looked for as typed, and so are the words Porter2 keeps as they are (news, not
# new; bias) and a Greek singular in -sis (basis, analysis), whose s Porter2 takes off
# (basi), a stem it compares whole where a base is found with any ending (basi begins
# basics); an irregular form (ran, went) is not found by its base, and a word that only
# looks inflected is looked for by what its ending leaves (embed: emb).
_ENGLISH_WORD = lazy_compile("[a-z]{3,}")
# Porter2's invariant forms and the words its step 1b leaves (exception2): evening is not
# even, which begins event, nor outing out, which begins output
_INVARIANT = frozenset(
    {"news", "bias", "atlas", "cosmos", "andes", "proceed", "exceed", "succeed"}
    | {"inning", "outing", "canning", "herring", "earring", "evening"}
)
_VOWELS = "aeiouy"
_SHORTEST_BASE = 3
_DOUBLES = ("bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt")
# What an ending left of a word that had an e, which Porter2 puts back (estimat, enabl,
# optimiz), and what English spelling shows had one too, as no verb ends so: British -ise
# and -yse beside -ize (specialis: specialise, not specialis, which begins specialist;
# analys), -ose (propos) and v (serv: serve, not serv, which begins service). Porter2 has
# no need of them, as it compares stems whole and its step 5 takes the e off again.
_TOOK_E = ("at", "bl", "iz", "is", "ys", "os", "v")
# a consonant, a vowel and a consonant but w or x; or a vowel and a consonant alone
_SHORT_SYLLABLE = lazy_compile(f"[^{_VOWELS}][{_VOWELS}][^{_VOWELS}wx]$|^[{_VOWELS}][^{_VOWELS}]$")
_AFTER_FIRST_SYLLABLE = lazy_compile(f"[^{_VOWELS}]*[{_VOWELS}]+[^{_VOWELS}]")


def _after_first_syllable(word: str) -> str:
    """Porter2's R1 of ``word``: what follows its first consonant after a vowel."""
    found = _AFTER_FIRST_SYLLABLE.match(word)
    return word[found.end() :] if found else ""


def _without_s(word: str) -> str:
    """Porter2's step 1a, its stem a base: a plural's or a verb's -s off (wafers: wafer, runs:
    run; uses: use), -es after a hiss (processes: process, matches: match), -ies as -y
    (studies: study); not a word whose vowel stands only right before the s (this, gas,
    gpus) nor one in -us, -ss or -sis (status, glass, basis)."""
    if word.endswith(("us", "ss", "sis")):
        return word
    if word.endswith(("ies", "ied")):
        return word[:-3] + ("y" if len(word) > 4 else "ie")
    if word.endswith(("sses", "shes", "ches", "xes", "zes")):
        return word[:-2]
    if word.endswith("s") and any(c in _VOWELS for c in word[:-2]):
        return word[:-1]
    return word


def _without_ed_or_ing(word: str) -> str:
    """Porter2's step 1b: -ed or -ing off a part with a vowel (deployed: deploy), then the
    e the ending took back (_TOOK_E: estimat, estimate; serv, serve; a short word: rat of
    rated, rate), or a doubled consonant single (running: run); -eed as -ee past the first
    syllable (agreed: agree; not speed)."""
    if word.endswith("eed"):
        return word[:-1] if _after_first_syllable(word).endswith("eed") else word
    stem = next((word[: -len(e)] for e in ("ed", "ing") if word.endswith(e)), word)
    if stem == word or not any(c in _VOWELS for c in stem):
        return word
    if stem.endswith(_TOOK_E):
        return stem + "e"
    if stem.endswith(_DOUBLES):
        return stem[:-1]
    if not _after_first_syllable(stem) and _SHORT_SYLLABLE.search(stem):
        return stem + "e"
    return stem


def _english_forms(word: str) -> tuple[str, ...]:
    """What a search looks for to find the forms of the English ``word``: its base, and
    for a base in a consonant and e its -ing form (estimate, estimating), in a consonant
    and y its form before -es and -ed (study, studie)."""
    base = word if word in _INVARIANT else _without_ed_or_ing(_without_s(word))
    if len(base) < _SHORTEST_BASE:
        return (word,)
    stem, last = base[:-1], base[-1]
    if stem[-1] in _VOWELS or not any(c in _VOWELS for c in stem):  # free, deploy, the
        return (base,)
    if last == "e":
        return (base, stem + "ing")
    if last == "y":
        return (base, stem + "ie")
    return (base,)


def _forms(word: str) -> tuple[str, ...]:
    """What a search looks for to find a folded word, any of which a claim must hold: a
    Russian word's forms, an English word's; else the word as it is."""
    if _ENGLISH_WORD.fullmatch(word):
        return _english_forms(word)
    if _RUSSIAN_WORD.fullmatch(word):
        return _russian_forms(word)
    return (word,)


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


# White space that sets a search's words apart: any but a space between a number's
# groups ("1 050 000" is one word, as its text folds it: _GROUP_SPACE).
_WORD_BREAK = lazy_compile(f"(?!{_GROUP_SPACE.pattern})\\s+")


def split_words(text: str) -> list[str]:
    """The words of a search ``text`` as typed: split at white space, but not between the
    groups of a number's digits ("9 200 токенов": 9 200, токенов; "70 100" is two words:
    _TWO_NUMBERS)."""
    return [word for word in _WORD_BREAK.split(text) if word]


def folded_words(text: str) -> list[str]:
    """The words of ``text`` as a search compares them: split at white space (split_words),
    each folded (fold_phrase: "KV-cache" is the phrase "kv cache", "9 200" 9200) and without
    the punctuation at its edges ("Caption (sol-ru)": caption, "sol ru")."""
    words = (_unpunctuated(fold_phrase(word)) for word in split_words(text))
    return [word for word in words if word]


def chinese_part_of(typed: str, name: str) -> bool:
    """Whether ``typed`` holds Chinese and is a part of ``name``, both folded as a search
    folds them (fold_phrase) and without the punctuation at their edges: Chinese sets no
    words apart with spaces, so people name someone by any part of a name ("业内" is
    不愿具名的业内人士 and 业内观察人士, "业内 人士" is 业内人士)."""
    part = _unpunctuated(fold_phrase(typed))
    return bool(part and HAN_RE.search(part)) and part in fold_phrase(name)


# Three Chinese characters or more typed without a space: perhaps several words, which a
# search looks for as one (two characters are mostly one word: 晶圆, 参数).
_UNSPACED_CHINESE = lazy_compile(f"[{HAN}]{{3,}}")


def unspaced_chinese(text: str) -> str | None:
    """The first run of three Chinese characters or more without a space that a search
    ``text`` holds outside quotation marks, which it looks for as one phrase (晶圆参数)
    where the person may have meant words found anywhere (晶圆 参数); None if none."""
    found = _UNSPACED_CHINESE.search(_PHRASE.sub(" ", fold_for_search(text)))
    return found.group() if found else None


def _words(typed: str) -> list[tuple[str, ...]]:
    """The words of a stretch of a search outside quotes, each by its forms (_word_forms):
    split at white space, which sets words apart in every script, as in any search engine
    ("晶圆 Cerebras", "KV 缓存": both words, anywhere in a claim, in any order; "KV 缓存" in
    quotes is the phrase KV缓存); none for a * alone."""
    words = (_word_forms(word) for word in folded_words(typed))
    return [forms for forms in words if forms]


# A * at a word's end, as search engines and shells have taught people to type it: any
# ending, a word that begins with what stands before it (wafer*, пластин*, 晶圆*), which is
# looked for as typed, not by its forms (estimat* finds estimation too). A search word is
# found where a word begins with any ending already, so wafer* finds what wafer finds; a
# * elsewhere is text, as the other marks written with words (_WRITTEN_WITH_WORDS) are.
_ANY_ENDING = "*"


def without_any_ending(word: str) -> str:
    """A word as typed without the * at its end that asks for any ending (wafr*: wafr)."""
    return word.rstrip(_ANY_ENDING)


def _word_forms(word: str) -> tuple[str, ...]:
    """What a search looks for to find a folded ``word`` (_forms), or, when it ends in *,
    what stands before it as typed, its punctuation left out; nothing for a * alone."""
    if not word.endswith(_ANY_ENDING):
        return _forms(word)
    beginning = _unpunctuated(without_any_ending(word))
    return (beginning,) if beginning else ()


def _phrase(quoted: re.Match[str]) -> list[tuple[str, ...]]:
    """What a quoted phrase looks for: its words as they are typed (one of the groups of
    _PHRASE holds them, the others nothing); nothing when they are only punctuation."""
    phrase = _unpunctuated(fold_phrase("".join(quoted.groups(""))))
    return [(phrase,)] if phrase else []


# The quotation marks fold_for_search makes straight, a character for a character: those
# of _SEARCH_FOLDS, and the full-width ＂ that NFKC folds.
_QUOTE_FOLDS = str.maketrans({**_SEARCH_FOLDS, ord("＂"): '"'})


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """Where the phrases in quotation marks of a search ``text`` stand, quotation marks
    included, as search_terms reads them (“…” and ＂…＂ as "…": one character for one)."""
    return [phrase.span() for phrase in _PHRASE.finditer(text.translate(_QUOTE_FOLDS))]


def typed_phrases(text: str) -> tuple[list[str], str]:
    """The phrases in quotation marks of a search ``text`` (quoted_spans), as typed, their
    marks included, and the rest of it, a space where each stood."""
    spans = quoted_spans(text)
    rest = text
    for start, end in reversed(spans):
        rest = f"{rest[:start]} {rest[end:]}"
    return [text[start:end] for start, end in spans], rest


def search_terms(text: str) -> list[tuple[str, ...]]:
    """What a search looks for, each once: for each of its phrases in quotation marks,
    the phrase as typed, and for each of its other words, its forms (a claim must hold
    one of them: kb.search_text._forms); all folded as the searched text is and without
    the punctuation at their edges."""
    folded = fold_for_search(text)
    terms: list[tuple[str, ...]] = []
    at = 0
    for phrase in _PHRASE.finditer(folded):
        terms += [*_words(folded[at : phrase.start()]), *_phrase(phrase)]
        at = phrase.end()
    terms += _words(folded[at:])
    return list(dict.fromkeys(terms))
