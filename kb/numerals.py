"""Read one number written in digits or in English, Chinese or Russian words.

Each ``parse_*`` function takes a string that should be exactly one number and returns
its value, or None when the string is not one number. ``kb.quantities`` finds the
candidate spans in running text and calls these to read them.

Hand-written on purpose: the libraries that read number words each cover one language
(cn2an: Chinese only, without offsets; number-parser: no Chinese, no ranges), and none
reads the mixed forms of our sources (``12.8万``, ``1 050 000``, ``3万4000``) the same
way in all three languages.  The grammars here are small and table-driven.
"""

from __future__ import annotations

import math
import re
import unicodedata

from kb.lazy_re import lazy_compile
from kb.word_patterns import LETTER

# Words that round a figure without stating a bound ("about", 约, около): the reader skips
# them before a figure, and none of them hedges a sentence (kb.hedges)
APPROXIMATIONS: dict[str, tuple[str, ...]] = {
    "en": ("about", "around", "approximately", "roughly", "nearly", "almost", "some", "~"),
    "zh": ("约", "大约", "左右", "近", "接近", "将近", "上下"),
    "ru": ("около", "почти", "примерно", "приблизительно", "порядка", "свыше"),
}
# Those that stand before a figure and round it: not свыше, a bound ("over"), nor 左右 and
# 上下, written after the number; and "circa" and the sign "≈", in a page of any of the
# three languages ("circa 1,200 patients", "≈1200 пациентов", ≈1200名患者, "Sol ≈ 750
# tok/s"; not "c.", kb.audit): kept out of APPROXIMATIONS, whose other readers in
# kb.quantities (a part "of which about 4", a film "deposits ~2 layers") did without them
ROUNDING_BEFORE = (
    *(w for ws in APPROXIMATIONS.values() for w in ws if w not in ("свыше", "左右", "上下")),
    "circa",
    "≈",
)

__all__ = [
    "CN_NUMERAL_CHARS",
    "EN_NUMBER_WORDS",
    "FULL_WIDTH_CHARS",
    "RU_HALF_SCALE_RE",
    "RU_NUMBER_WORDS",
    "normalize_digits",
    "parse_chinese",
    "parse_digits",
    "parse_english",
    "parse_number",
    "parse_russian",
]

# --------------------------------------------------------------------------- digits

_FULLWIDTH = {ord(c): ord("0") + i for i, c in enumerate("０１２３４５６７８９")}
_FULLWIDTH.update({ord("．"): ord("."), ord("，"): ord(","), ord("－"): ord("-")})
_FULLWIDTH.update({0xFF21 + i: ord("A") + i for i in range(26)})  # Ａ-Ｚ
_FULLWIDTH.update({0xFF41 + i: ord("a") + i for i in range(26)})  # ａ-ｚ
FULL_WIDTH_CHARS = "".join(sorted(map(chr, _FULLWIDTH)))  # the characters it maps


_FULL_WIDTH_RE = lazy_compile(f"[{re.escape(FULL_WIDTH_CHARS)}]")


# The Chinese comma between digits groups thousands only before three of them ("1，299
# 元", typed in a full-width mode); before one, two or four it parts two figures and is no
# decimal mark, as an ASCII comma may be ("3,5 млрд"): "70，80 或 100 片晶圆" lists 70 and
# 80 (was 70.8), "订单量在 1，2 月份" names two months (was 1.2).  It stays unmapped there.
_CN_COMMA_KEPT_RE = lazy_compile(r"(?<=[0-9０-９])，(?=[0-9０-９])(?![0-9０-９]{3}(?![0-9０-９]))")


def normalize_digits(text: str) -> str:
    """Map full-width digits, signs and Latin letters to ASCII, one character for one
    (offsets keep), but not a Chinese comma between figures (_CN_COMMA_KEPT_RE)."""
    # What ``text.translate(_FULLWIDTH)`` returns, ten times faster on a page: translate
    # looks every character up in the table, while the few mapped characters a page
    # holds (mostly the Chinese comma) are found in one scan and replaced one by one.
    kept = [m.start() for m in _CN_COMMA_KEPT_RE.finditer(text)] if "，" in text else []
    for char in set(_FULL_WIDTH_RE.findall(text)):
        text = text.replace(char, chr(_FULLWIDTH[ord(char)]))
    if not kept:
        return text
    chars = list(text)
    for i in kept:
        chars[i] = "，"
    return "".join(chars)


# Spaces that group thousands: ASCII space, no-break space, narrow no-break space,
# thin space, figure space.
GROUP_SPACES = " \u00a0\u202f\u2009\u2007"

# Letter suffixes glued to digits that scale them: 128K, 1.05M, 700b, 10 bln.
SUFFIX_SCALES: dict[str, float] = {
    "k": 1e3,
    "m": 1e6,
    "mm": 1e6,
    "mil": 1e6,
    "mln": 1e6,
    "b": 1e9,
    "bn": 1e9,
    "bln": 1e9,
    "g": 1e9,
    "t": 1e12,
    "tn": 1e12,
    "tln": 1e12,
    "к": 1e3,
    "м": 1e6,
    "г": 1e9,
}

_DIGITS_RE = lazy_compile(
    rf"""
    (?P<sign>[-−+]\s?)?
    (?:
        (?P<indian>\d{{1,2}}(?:,\d{{2}})+,\d{{3}})(?:\.(?P<ifrac>\d+))?
      | (?P<euro>\d{{1,3}}(?:\.\d{{3}})+),(?P<efrac>\d+)
      | (?P<grouped>\d{{1,3}}(?:(?P<sep>[,{GROUP_SPACES}])\d{{3}})(?:(?P=sep)\d{{3}})*)
        (?:\.(?P<gfrac>\d+))?
      | (?P<plain>\d+)(?:[.,](?P<frac>\d+))?
      | \.(?P<lead>\d+)
    )
    (?:\s?(?P<suffix>[A-Za-zА-Яа-я]{{1,3}})\.?)?
    """,
    re.VERBOSE,
)


def parse_digits(text: str) -> float | None:
    """Read ``750``, ``1,200``, ``1 050 000``, ``0,5``, ``.77``, ``1.05M``, ``128K``,
    Indian ``12,34,567`` and European ``1.111,11``."""
    if text.isascii() and text.isdigit():
        return float(text)  # most numbers are plain "750": what the pattern below reads
    s = normalize_digits(text.strip())
    m = _DIGITS_RE.fullmatch(s)
    if m is None:
        return None
    if m.group("indian") is not None:  # 12,34,567: lakh grouping
        value = float(m.group("indian").replace(",", "") + "." + (m.group("ifrac") or "0"))
    elif m.group("euro") is not None:  # 1.111,11: dots group, the comma is decimal
        value = float(m.group("euro").replace(".", "") + "." + m.group("efrac"))
    elif m.group("grouped") is not None:
        whole = re.sub(r"\D", "", m.group("grouped"))
        value = float(whole + "." + (m.group("gfrac") or "0"))
    elif m.group("plain") is not None:
        value = float(m.group("plain") + "." + (m.group("frac") or "0"))
    else:
        value = float("0." + m.group("lead"))
    suffix = m.group("suffix")
    if suffix == "mm":
        return None  # millimetres; upper-case "MM" is the financial million
    if suffix is not None:
        scale = SUFFIX_SCALES.get(suffix.lower())
        if scale is None:
            return None
        value *= scale
    if m.group("sign") and m.group("sign").strip() in "-−":
        value = -value
    return value


# --------------------------------------------------------------------------- English

_EN_UNITS = {
    "zero": 0,
    "nought": 0,
    "naught": 0,
    "oh": 0,
    "o": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
}
_EN_TEENS = {
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
}
_EN_TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fourty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
_EN_SCALES = {
    "thousand": 1e3,
    "lakh": 1e5,
    "million": 1e6,
    "crore": 1e7,
    "billion": 1e9,
    "trillion": 1e12,
    "quadrillion": 1e15,
    "quintillion": 1e18,
    "sextillion": 1e21,
}
# "a dozen" is twelve as "a hundred" is a hundred: "a dozen racks", "a dozen million"
_EN_DOZEN = 12
EN_NUMBER_WORDS: frozenset[str] = frozenset(
    [*_EN_UNITS, *_EN_TEENS, *_EN_TENS, *_EN_SCALES, "hundred", "dozen"]
) - {"o", "oh"}


class _Cardinal:
    """Accumulates a cardinal from class-tagged parts, refusing ungrammatical orders.

    Shared by the English and Russian grammars: parts are units (0-9), teens (10-19),
    tens (20-90), hundreds (a Russian word, or English "hundred" as a multiplier), English
    "dozen" (a multiplier of twelve) and scales (thousand and up).  ``add`` returns False
    when the part cannot follow.
    """

    def __init__(self) -> None:
        self.total = 0.0
        self.current = 0.0
        self.last = ""  # class of the last part
        self.last_scale = float("inf")
        self.parts = 0

    def add(self, cls: str, value: float) -> bool:
        cur = self.current
        if value == 0 and self.parts:
            return False  # nobody says "three hundred and zero"
        if self.last == "number" and cls not in ("hundred", "dozen", "scale"):
            return False  # "3 hundred", "3 dozen", "4 thousand"; never "10 one"
        if cls == "unit":
            if self.last in ("unit", "teen") or (cur % 10 != 0 and self.last != "scale"):
                return False
            self.current = cur + value
        elif cls == "teen":
            if self.last in ("unit", "teen", "tens") or cur % 100 != 0:
                return False
            self.current = cur + value
        elif cls == "tens":
            if self.last in ("unit", "teen", "tens") or cur % 100 != 0:
                return False
            self.current = cur + value
        elif cls == "hundreds":  # a whole hundreds word (Russian): 100..900
            if self.last not in ("", "scale") or cur != 0:
                return False
            self.current = value
        elif cls == "hundred":  # English multiplier: "two hundred", "twenty one hundred"
            if self.last in ("hundred", "hundreds"):
                return False
            if cur >= 100 and not (self.last == "number" and self.parts == 1):  # 322 hundred
                return False
            self.current = (cur or 1) * 100
        elif cls == "dozen":  # English multiplier too: "a dozen", "two dozen", "a dozen million"
            if self.last in ("hundred", "hundreds", "dozen") or cur % 100 == 0 and cur:
                return False
            self.current = (cur or 1) * value
        elif cls == "scale":
            if value >= self.last_scale or self.last == "scale":
                return False
            self.total += (cur or 1) * value
            self.current = 0
            self.last_scale = value
        elif cls == "number":  # digits inside words: "3 hundred and 21"
            if self.last in ("unit", "teen", "tens", "number") or cur % 100 != 0:
                return False
            self.current = cur + value
        else:
            return False
        self.last = cls
        self.parts += 1
        return True

    @property
    def value(self) -> float:
        return self.total + self.current


_EN_TOKEN_RE = lazy_compile(r"[a-z]+|\d+(?:\.\d+)?")
_EN_SIGNS = ("minus", "negative")
# the words that multiply what stands before them, and may take "a": "a hundred", "a dozen"
_EN_MULTIPLIERS = {"hundred": 100.0, "dozen": float(_EN_DOZEN), **_EN_SCALES}
_AND_A_HALF_RE = lazy_compile(
    rf"(?P<head>.+?) and an? half(?P<scales>(?: (?:{'|'.join(_EN_MULTIPLIERS)}))*)"
)


def _en_class(word: str) -> tuple[str, float] | None:
    if word in _EN_UNITS:
        return "unit", _EN_UNITS[word]
    if word in _EN_TEENS:
        return "teen", _EN_TEENS[word]
    if word == "dozen":
        return "dozen", _EN_DOZEN
    if word in _EN_TENS:
        return "tens", _EN_TENS[word]
    if word == "hundred":
        return "hundred", 100
    if word in _EN_SCALES:
        return "scale", _EN_SCALES[word]
    if word[0].isdigit():
        return "number", float(word)
    return None


def _en_digit_string(words: list[str]) -> str | None:
    """The digits words stand for after "point": "five o six" -> "506",
    "seventy-one" -> "71", "eleven" -> "11"."""
    out: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        if w in _EN_TENS:
            nxt = words[i + 1] if i + 1 < len(words) else ""
            if nxt in _EN_UNITS and _EN_UNITS[nxt] != 0:
                out.append(str(_EN_TENS[w] + _EN_UNITS[nxt]))
                i += 2
                continue
            out.append(str(_EN_TENS[w]))
        elif w in _EN_UNITS:
            out.append(str(_EN_UNITS[w]))
        elif w in _EN_TEENS:
            out.append(str(_EN_TEENS[w]))
        elif w.isdigit():
            out.append(w)
        else:
            return None
        i += 1
    return "".join(out)


def _en_hyphens_ok(text: str) -> bool:
    """A hyphen joins a tens word and a unit ("twenty-one"), or a number and a scale
    ("two-thousand"); "three-nought-four" is three numbers."""
    for m in re.finditer(r"([a-z0-9]+)\s*-\s*([a-z0-9]+)", text):
        left, right = m.groups()
        if left in _EN_TENS and right in _EN_UNITS:
            continue
        if right in _EN_SCALES or right == "hundred":
            continue
        return False
    return True


_EN_QUARTER_OF_RE = lazy_compile(
    r"(?:(?:a|one|(?P<three>three)) )?quarters? (?:of an? )?"
    r"(?P<scales>(?:hundred|thousand|million|billion|trillion)(?: (?:thousand|million|billion))*)"
)


def parse_english(text: str) -> float | None:
    """Read English number words: "twenty-one", "two hundred and fifty four",
    "five point two million", "a hundred thousand", "one three zero zero zero", "a dozen",
    "half a billion"."""
    # "two-and-a-half-billion" is "two and a half billion"
    low = re.sub(r"-and-(an?)-half", r" and \1 half", text.lower().replace("&", " and "))
    if quarter := _EN_QUARTER_OF_RE.fullmatch(" ".join(low.replace("-", " ").split())):
        # "a quarter of a million", "three-quarters of a billion", "a quarter-million"
        share = 0.75 if quarter.group("three") else 0.25
        return share * math.prod(_EN_MULTIPLIERS[w] for w in quarter.group("scales").split())
    if not _en_hyphens_ok(low) or not _en_commas_ok(low):
        return None
    words = _EN_TOKEN_RE.findall(low.replace("-", " "))
    raw = re.sub(r"[\s\-,]+", "", low)
    if not words or raw != "".join(words):
        return None
    sign = 1.0
    if words[0] in _EN_SIGNS:
        sign, words = -1.0, words[1:]
    if words[:1] == ["half"] and words[1:2] in (["a"], ["an"]) and len(words) > 2:
        sign, words = sign * 0.5, words[1:]  # "half a billion", "half a dozen"
    elif words[:2] == ["a", "half"] and len(words) > 2 and words[2] in _EN_MULTIPLIERS:
        sign, words = sign * 0.5, words[2:]  # "a half million", "a half dozen"
    elif words[:1] == ["half"] and len(words) > 1 and words[1] in _EN_MULTIPLIERS:
        sign, words = sign * 0.5, words[1:]  # "half-million" (the reader's hyphen only)
    if (m := _AND_A_HALF_RE.fullmatch(" ".join(words))) is not None:
        # "two and a half billion": the half belongs before the multipliers after it; "a
        # billion and a half": to the last word before it
        whole = parse_english(m.group("head"))
        after = [_EN_MULTIPLIERS[w] for w in m.group("scales").split()]
        last = m.group("head").split()[-1]
        half = 0.5 if after or last not in _EN_MULTIPLIERS else 0.5 * _EN_MULTIPLIERS[last]
        return None if whole is None else sign * (whole + half) * math.prod(after)
    if words and words[0] in ("a", "an") and len(words) > 1 and words[1] in _EN_MULTIPLIERS:
        words = words[1:]
    if not _en_ands_ok(words):
        return None
    words = [w for w in words if w != "and"]
    if not words or any(w in ("a", "an", "minus", "negative") for w in words):
        return None
    if "point" in words:
        i = words.index("point")
        head, tail = words[:i], words[i + 1 :]
        scale = 1.0
        while tail and tail[-1] in _EN_SCALES:
            scale *= _EN_SCALES[tail.pop()]
        digits = _en_digit_string(tail)
        if not tail or not digits:
            return None
        whole = _en_words_value(head) if head else 0.0
        if whole is None:
            return None
        frac = float("0." + digits)
        return sign * (whole + frac) * scale
    value = _en_words_value(words)
    return None if value is None else sign * value


def _en_commas_ok(text: str) -> bool:
    """A comma may only follow a scale word: "three million, two hundred and forty"."""
    return all(
        m.group(1) in _EN_SCALES for m in re.finditer(r"([a-z0-9.]+)\s*,", text)
    ) and not text.rstrip().endswith(",")


def _en_ands_ok(words: list[str]) -> bool:
    """An "and" inside a number follows a hundred, a dozen or a scale word ("one hundred
    and two", "a thousand and one"); between other number words it joins two numbers:
    "days one and two", "five and six", "twenty and two" (no 12, 56 or 22)."""
    return all(i > 0 and words[i - 1] in _EN_MULTIPLIERS for i, w in enumerate(words) if w == "and")


def _en_words_value(words: list[str]) -> float | None:
    if len(words) > 1 and all(w in _EN_UNITS and w not in ("o", "oh") for w in words):
        # "one three zero zero zero": a digit string
        return float("".join(str(_EN_UNITS[w]) for w in words))
    if all(w in ("o", "oh") for w in words):
        return None
    acc = _Cardinal()
    for w in words:
        tagged = _en_class(w)
        if tagged is None or not acc.add(*tagged):
            return None
    return acc.value


# --------------------------------------------------------------------------- Russian


def _forms(value: float, cls: str, *forms: str) -> dict[str, tuple[str, float]]:
    return dict.fromkeys(forms, (cls, value))


def _stem_forms(stem: str) -> tuple[str, ...]:
    """Soft-sign numerals decline alike: пять, пяти, пятью."""
    return (stem + "ь", stem + "и", stem + "ью")


def _scale_forms(stem: str) -> tuple[str, ...]:
    endings = ("", "а", "у", "ом", "е", "ы", "ов", "ам", "ами", "ах")
    return tuple(stem + e for e in endings)


_RU: dict[str, tuple[str, float]] = {}
_RU.update(_forms(0, "unit", "ноль", "нуль", "ноля", "нуля", "нолю", "нулю", "нолём", "нулём"))
_RU.update(_forms(0, "unit", "нолем", "нулем"))
_RU.update(
    _forms(
        1,
        "unit",
        "один",
        "одна",
        "одно",
        "одного",
        "одной",
        "одному",
        "одним",
        "одном",
        "одну",
        "одною",
        "одни",
        "одних",
        "одними",
    )
)
_RU.update(_forms(2, "unit", "два", "две", "двух", "двум", "двумя"))
_RU.update(_forms(3, "unit", "три", "трёх", "трех", "трём", "трем", "тремя"))
_RU.update(_forms(4, "unit", "четыре", "четырёх", "четырех", "четырём", "четырем", "четырьмя"))
_RU.update(_forms(5, "unit", *_stem_forms("пят")))
_RU.update(_forms(6, "unit", *_stem_forms("шест")))
_RU.update(_forms(7, "unit", *_stem_forms("сем")))
_RU.update(_forms(8, "unit", "восемь", "восьми", "восемью", "восьмью"))
_RU.update(_forms(9, "unit", *_stem_forms("девят")))
_RU.update(_forms(10, "teen", *_stem_forms("десят")))
for _i, _stem in enumerate(
    (
        "одиннадцат",
        "двенадцат",
        "тринадцат",
        "четырнадцат",
        "пятнадцат",
        "шестнадцат",
        "семнадцат",
        "восемнадцат",
        "девятнадцат",
    ),
    start=11,
):
    _RU.update(_forms(_i, "teen", *_stem_forms(_stem)))
_RU.update(_forms(20, "tens", *_stem_forms("двадцат")))
_RU.update(_forms(30, "tens", *_stem_forms("тридцат")))
_RU.update(_forms(40, "tens", "сорок", "сорока"))
_RU.update(_forms(50, "tens", "пятьдесят", "пятидесяти", "пятьюдесятью"))
_RU.update(_forms(60, "tens", "шестьдесят", "шестидесяти", "шестьюдесятью"))
_RU.update(_forms(70, "tens", "семьдесят", "семидесяти", "семьюдесятью"))
_RU.update(_forms(80, "tens", "восемьдесят", "восьмидесяти", "восьмьюдесятью", "восемьюдесятью"))
_RU.update(_forms(90, "tens", "девяносто", "девяноста"))
_RU.update(_forms(100, "hundreds", "сто", "ста"))
_RU.update(_forms(150, "hundreds", "полтораста", "полутораста"))
# A hundred as a noun multiplies the number before it, as "hundred" does: две сотни, пять
# сотен, на двух сотнях; alone one hundred (сотня пластин, на сотне пластин).
_RU.update(_forms(100, "hundred", "сотня", "сотни", "сотен", "сотне", "сотню", "сотней"))
_RU.update(_forms(100, "hundred", "сотнею", "сотням", "сотнями", "сотнях"))
_RU.update(_forms(200, "hundreds", "двести", "двухсот", "двумстам", "двумястами", "двухстах"))
for _v, _nom, _gen, _dat, _ins, _loc in (
    (300, "триста", "трёхсот", "трёмстам", "тремястами", "трёхстах"),
    (400, "четыреста", "четырёхсот", "четырёмстам", "четырьмястами", "четырёхстах"),
):
    _RU.update(_forms(_v, "hundreds", _nom, _gen, _dat, _ins, _loc))
    _RU.update(_forms(_v, "hundreds", *(f.replace("ё", "е") for f in (_gen, _dat, _loc))))
for _v, _stem in (
    (500, "пят"),
    (600, "шест"),
    (700, "сем"),
    (900, "девят"),
):
    _RU.update(
        _forms(
            _v,
            "hundreds",
            _stem + "ьсот",
            _stem + "исот",
            _stem + "истам",
            _stem + "ьюстами",
            _stem + "истах",
        )
    )
_RU.update(
    _forms(800, "hundreds", "восемьсот", "восьмисот", "восьмистам", "восемьюстами", "восьмистах")
)
_RU.update(_forms(800, "hundreds", "восьмьюстами"))
_RU.update(
    _forms(
        1e3,
        "scale",
        "тысяча",
        "тысячи",
        "тысяч",
        "тысяче",
        "тысячу",
        "тысячей",
        "тысячью",
        "тысячам",
        "тысячами",
        "тысячах",
        "тыс",
    )
)
for _big, _stem in (
    (1e6, "миллион"),
    (1e9, "миллиард"),
    (1e12, "триллион"),
    (1e15, "квадриллион"),
    (1e18, "квинтиллион"),
    (1e21, "секстиллион"),
):
    _RU.update(_forms(_big, "scale", *_scale_forms(_stem)))
_RU.update(_forms(1e6, "scale", "млн"))
_RU.update(_forms(1e9, "scale", "млрд"))
_RU.update(_forms(1e12, "scale", "трлн"))

RU_NUMBER_WORDS: frozenset[str] = frozenset(_RU)

# Fraction denominators of decimals read aloud: "три целых две десятых" = 3.2.
_RU_FRACTIONS = (
    ("десятитысячн", 1e4),
    ("стотысячн", 1e5),
    ("миллионн", 1e6),
    ("десят", 10.0),
    ("сот", 100.0),
    ("тысячн", 1e3),
)
# Half of a scale word, in one word: "полмиллиарда", "полумиллиарда", "пол-миллиона"; of
# сотня too: "полсотни", "полусотней" (50)
RU_HALF_SCALE_RE = lazy_compile(
    r"полу?-?(?P<scale>(?:тысяч|миллион|миллиард|триллион)[а-яё]*|сотн[а-яё]*)"
)
# One and a half, in any case and gender: "полтора триллиона", "полторы тысячи"
RU_ONE_AND_A_HALF = frozenset({"полтора", "полторы", "полутора"})
_RU_TOKEN_RE = lazy_compile(r"[а-яё]+|\d+(?:[.,]\d+)?")


_RU_THREE_QUARTERS = (["три", "четверти"], ["трёх", "четвертей"], ["трех", "четвертей"])


def parse_russian(text: str) -> float | None:
    """Read Russian number words in any case and gender: "двухсот пятидесяти шести",
    "тремя триллионами", "три целых две десятых", "три с половиной", "полтора"."""
    low = text.lower().replace("-", " ").replace(".", " ")
    words = _RU_TOKEN_RE.findall(low)
    if not words or "".join(words) != re.sub(r"\s+", "", low):
        return None
    sign = 1.0
    if words[0] == "минус":
        sign, words = -1.0, words[1:]
    if words[:1] in (["четверть"], ["четверти"]) or words[:2] in _RU_THREE_QUARTERS:
        # "четверть миллиона", "около четверти миллиона", "три четверти миллиарда",
        # "трёх четвертей миллиона": a quarter (three) of the scale
        three = words[:2] in _RU_THREE_QUARTERS
        share, rest = (0.75, words[2:]) if three else (0.25, words[1:])
        scale = _RU.get(rest[0]) if len(rest) == 1 else None
        return sign * share * scale[1] if scale is not None and scale[0] == "scale" else None
    lowered = text.lower().strip()
    half = RU_HALF_SCALE_RE.match(lowered)
    if half is not None and half.group("scale") in _RU:
        # "полмиллиарда", "пол-миллиона": half of the scale word; "полсотни", "полсотни
        # тысяч": half of сотня (a hundred as a noun), of the scale word after it too
        kind, value = _RU[half.group("scale")]
        rest = lowered[half.end() :].split()
        # (half of a hundred only: "полмиллиона тысяч" is none)
        scaled = _ru_scaled(0.5 * value, rest) if kind == "hundred" or not rest else None
        return None if scaled is None else sign * scaled
    if words and words[0] in RU_ONE_AND_A_HALF:
        # "полтора триллиона", "полторы сотни", "полторы сотни миллиардов": one and a half
        # of сотня, of the scale word after it, or of both
        value, rest = 1.5, words[1:]
        if rest and _RU.get(rest[0], ("", 0.0))[0] == "hundred":
            value, rest = value * 100, rest[1:]
        scaled = _ru_scaled(value, rest)
        return None if scaled is None else sign * scaled
    if len(words) > 3 and words[-3:-1] == ["с", "половиной"] and words[-1] in _RU:
        # "три с половиной миллиона": the half belongs before the scale
        head = parse_russian(" ".join(words[:-3]))
        scale = _RU[words[-1]]
        if head is None or scale[0] != "scale":
            return None
        return sign * (head + 0.5) * scale[1]
    if len(words) > 2 and words[-2:] == ["с", "половиной"]:
        head = parse_russian(" ".join(words[:-2]))
        return None if head is None else sign * (head + 0.5)
    if "точка" in words:  # spoken decimal point: "один точка один", "1 точка 25"
        i = words.index("точка")
        whole = _ru_words_value(words[:i]) if i else 0.0
        tail = words[i + 1 :]
        if whole is None or not tail:
            return None
        if len(tail) > 1 and all(w in _RU and _RU[w][0] == "unit" for w in tail):
            digits = "".join(str(int(_RU[w][1])) for w in tail)
        else:
            frac = _ru_words_value(tail)
            if frac is None or frac != int(frac):
                return None
            digits = str(int(frac))
        return sign * (whole + float("0." + digits))
    cel = next((i for i, w in enumerate(words) if w.startswith("цел")), None)
    if cel is not None:
        whole = _ru_words_value(words[:cel]) if cel else 0.0
        rest = words[cel + 1 :]
        if rest and rest[0] == "и":
            rest = rest[1:]
        if whole is None or len(rest) < 2:
            return None
        scale_words: list[str] = []
        while rest and rest[-1] in _RU and _RU[rest[-1]][0] == "scale":
            scale_words.append(rest.pop())
        if not rest:
            return None
        denom_word = rest[-1]
        denom = next((d for stem, d in _RU_FRACTIONS if denom_word.startswith(stem)), None)
        numer = _ru_words_value(rest[:-1])
        if denom is None or numer is None or numer >= denom:
            return None
        value = whole + numer / denom
        for w in scale_words:
            value *= _RU[w][1]
        return sign * value
    plain = _ru_words_value(words)
    return None if plain is None else sign * plain


def _ru_scaled(value: float, words: list[str]) -> float | None:
    """``value`` times the scale word ``words`` holds ("тысяч"), if any; None when they
    hold anything else."""
    if words and _RU.get(words[0], ("", 0.0))[0] == "scale":
        value, words = value * _RU[words[0]][1], words[1:]
    return None if words else value


def _ru_words_value(words: list[str]) -> float | None:
    if not words:
        return None
    acc = _Cardinal()
    for w in words:
        if w[0].isdigit():
            tagged: tuple[str, float] = ("number", float(w.replace(",", ".")))
        elif w in _RU:
            tagged = _RU[w]
        else:
            return None
        if not acc.add(*tagged):
            return None
    return acc.value


# --------------------------------------------------------------------------- Chinese

_CN_DIGITS = {
    "零": 0,
    "〇": 0,
    "○": 0,
    "洞": 0,
    "一": 1,
    "壹": 1,
    "幺": 1,
    "二": 2,
    "两": 2,
    "兩": 2,
    "倆": 2,
    "俩": 2,
    "贰": 2,
    "貳": 2,
    "三": 3,
    "叁": 3,
    "參": 3,
    "叄": 3,
    "四": 4,
    "肆": 4,
    "五": 5,
    "伍": 5,
    "六": 6,
    "陆": 6,
    "陸": 6,
    "七": 7,
    "柒": 7,
    "八": 8,
    "捌": 8,
    "九": 9,
    "玖": 9,
}
_CN_SMALL_UNITS: dict[str, float] = {
    "十": 10,
    "拾": 10,
    "什": 10,
    "百": 100,
    "佰": 100,
    "千": 1000,
    "仟": 1000,
}
_CN_BIG_UNITS: dict[str, float] = {"万": 1e4, "萬": 1e4, "亿": 1e8, "億": 1e8, "兆": 1e12}
_CN_TENS_WORDS = {"廿": 20, "卅": 30, "卌": 40}
_CN_VAGUE = "余餘多几幾来來"
CN_NUMERAL_CHARS = (
    "".join(_CN_DIGITS)
    + "".join(_CN_SMALL_UNITS)
    + "".join(_CN_BIG_UNITS)
    + "".join(_CN_TENS_WORDS)
)
_CN_TOKEN_RE = lazy_compile(r"\d+(?:,\d{3})*(?:\.\d+)?|.", re.DOTALL)


def parse_chinese(text: str) -> float | None:
    """Read Chinese numerals, pure or mixed with digits: 三万亿, 一千零一, 两千三百五,
    十三万五, 12.8万, 3万4000, 一点五万, 壹佰贰拾, 一七二零, 负四十五亿零四百零四万."""
    s = re.sub(r"\s+", "", normalize_digits(text))
    if not s:
        return None
    sign = 1.0
    if s[0] in "负負-":
        sign, s = -1.0, s[1:]
    if "点" in s or "點" in s:
        head, _, tail = s.replace("點", "点").partition("点")
        scale = 1.0
        while tail and tail[-1] in _CN_BIG_UNITS:
            scale *= _CN_BIG_UNITS[tail[-1]]
            tail = tail[:-1]
        # 两 counts things and is never a decimal digit: 两百点两 is 200 and 2
        if not tail or not all(
            (c in _CN_DIGITS and c not in "两兩倆俩") or c.isdigit() for c in tail
        ):
            return None
        whole = _cn_integer(head) if head else 0.0
        if whole is None:
            return None
        frac = "".join(str(_CN_DIGITS[c]) if c in _CN_DIGITS else c for c in tail)
        return sign * (whole + float("0." + frac)) * scale
    value = _cn_integer(s)
    return None if value is None else sign * value


def _cn_integer(s: str) -> float | None:
    tokens = _CN_TOKEN_RE.findall(s)
    if not tokens:
        return None
    if len(tokens) > 1 and all(t in _CN_DIGITS and t not in "两兩倆俩" for t in tokens):
        return float("".join(str(_CN_DIGITS[t]) for t in tokens))
    scaled = _cn_scaled_digit_string(tokens)
    if scaled is not None:
        return scaled
    total = 0.0
    section = 0.0
    number: float | None = None
    last_big = 0.0
    last_unit = 0.0  # the small or big unit right before a bare trailing digit
    after_zero = False
    prev = ""
    seen_value = False
    vague = False  # after 多, 几, 余...
    for tok in tokens:
        if vague and tok not in _CN_BIG_UNITS:
            return None  # 十几二十五 is no 35: a vague count ends, or its big unit follows
        if tok[0].isdigit():
            if number is not None or prev == "digit":
                return None
            number = float(tok.replace(",", ""))
            prev = "arabic"
            seen_value = True
        elif tok in _CN_DIGITS:
            if prev in ("digit", "arabic"):
                return None
            d = float(_CN_DIGITS[tok])
            if d == 0:
                after_zero = True
                seen_value = True
                prev = "zero"
                continue
            number = d
            if prev in ("unit", "big") and not after_zero:
                number = d  # abbreviated: 一万三 / 两千三百五: scaled below
            else:
                last_unit = 0.0
            prev = "digit"
            seen_value = True
        elif tok in _CN_TENS_WORDS:
            if number is not None:
                return None
            section += _CN_TENS_WORDS[tok]
            prev, last_unit = "tensword", 0.0
            seen_value = True
        elif tok in _CN_SMALL_UNITS:
            u = _CN_SMALL_UNITS[tok]
            if prev == "unit" and last_unit <= u:
                return None
            section += (1.0 if number is None else number) * u
            number = None
            last_unit, prev, after_zero = u, "unit", False
            seen_value = True
        elif tok in _CN_BIG_UNITS:
            u = _CN_BIG_UNITS[tok]
            if number is not None and prev == "digit" and 0 < last_unit < 1e4 and not after_zero:
                number *= last_unit / 10
            section += number or 0.0
            number = None
            if section == 0 and total == 0:
                section = 1.0
            if total > 0 and u > last_big:
                total = (total + section) * u
            elif total > 0 and section == 0 and prev == "big":
                total *= u  # 四万万, 10萬萬
            else:
                if section == 0:
                    return None
                total += section * u
            section = 0.0
            last_big, last_unit, prev, after_zero = u, u, "big", False
            seen_value = True
        elif tok in _CN_VAGUE:
            if prev not in ("unit", "big", "zero", "digit", "arabic"):
                return None
            vague = True  # 一千多万, 五百余万: the vague part adds nothing
        else:
            return None
    if number is not None:
        if prev == "digit" and last_unit >= 100 and not after_zero:
            number *= last_unit / 10
        section += number
    if not seen_value:
        return None
    return total + section


def _cn_scaled_digit_string(tokens: list[str]) -> float | None:
    """二〇五万 (205万), 一〇五万: digits written one by one, a zero among them (so neither
    a positional numeral nor a vague 三四万), then big units; None for any other form."""
    n = 0
    while n < len(tokens) and tokens[n] in _CN_DIGITS and tokens[n] not in "两兩倆俩":
        n += 1
    if n < 2 or n == len(tokens) or not all(t in _CN_BIG_UNITS for t in tokens[n:]):
        return None
    if not any(_CN_DIGITS[t] == 0 for t in tokens[:n]):
        return None
    value = float("".join(str(_CN_DIGITS[t]) for t in tokens[:n]))
    for unit in tokens[n:]:
        value *= _CN_BIG_UNITS[unit]
    return value


# --------------------------------------------------------------------------- any language

_TRAILING_PUNCT = lazy_compile(r"[.,;:!?。，；：！？]+$")
_DIGITS_THEN_SCALE = lazy_compile(rf"(.*\d)\s*([{LETTER}]+\.?)")


def _scale_word_value(word: str) -> float | None:
    word = word.rstrip(".").rstrip("s")
    if word in _EN_SCALES:
        return _EN_SCALES[word]
    if word == "hundred":
        return 100.0
    tagged = _RU.get(word)
    if tagged is not None and tagged[0] == "scale":
        return tagged[1]
    return None


_HAS_CJK = lazy_compile(r"[\u3000-\u9fff\uf900-\ufaff]")
_HAS_CYR = lazy_compile(r"[а-яё]", re.IGNORECASE)


def parse_number(text: str) -> float | None:
    """Read a string that is exactly one number in English, Chinese or Russian.

    Digits (``1,200``, ``1 050 000``, ``1.05M``), number words ("twenty-one",
    "три триллиона", "一千零一") and mixtures (``12.8万``, ``2 million``, ``150 миллиардов``)
    are read; anything else, including a number with a unit, gives None.
    """
    s = unicodedata.normalize("NFC", text).strip()
    s = re.sub(r"\s+", " ", _TRAILING_PUNCT.sub("", s))
    if not s:
        return None
    s = normalize_digits(s)
    value = parse_digits(s)
    if value is not None:
        return value
    m = _DIGITS_THEN_SCALE.fullmatch(s)
    if m is not None:  # "1,674.5 million", "150 миллиардов"
        head = parse_digits(m.group(1))
        scale = _scale_word_value(m.group(2).lower())
        if head is not None and scale is not None:
            return head * scale
    if _HAS_CJK.search(s):
        # the general classifier does not change a count: 一个, 0个, 二個
        return parse_chinese(re.sub(r"\s*[个個]$", "", s))
    if _HAS_CYR.search(s):
        return parse_russian(s)
    return parse_english(s)
