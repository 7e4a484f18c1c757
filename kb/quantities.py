"""Find the quantities stated in English, Chinese and Russian prose.

``find_quantities(text)`` returns every number mention with its Unicode code-point
offsets, its value (a range has low < high), the canonical unit that follows it, and
whether it is a date.  ``parse_number(text)`` reads a string that is one number.

Hand-written (stdlib ``re`` plus tables) because no library finds spans across the
three languages with ranges and offsets: quantulum3 and Recognizers-Text read English
(and Chinese) but not Russian and not our mixed forms; cn2an reads Chinese numerals
without offsets; number-parser has no Chinese.  The pieces:

* ``kb.numerals`` reads one number (digits, number words, ``12.8万``);
* ``kb.unit_lexicon`` maps unit words to canonical units;
* this module finds candidate numbers, drops the ones that are not quantities, joins
  ranges, and attaches units.

Rules a reader of the results should know:

* Not quantities: URLs (with the hex inside them), code spans and fenced code,
  identifiers with digits (GPT-5.6, K2.6, WSE-3, NVL72, H200, 4o; in Cyrillic a
  capitalised word, a hyphen and digits: Эльбрус-8С, Ту-154), the size that ends a
  model's name and the version before it when no unit follows ("Llama 3.1 405B",
  "Qwen2.5 72B"; not "GPT-4 1.8T parameters", nor after an acronym or without a
  version: "GPT-4 1.8T", "Mistral 7B"), version numbers (1.2.3), list markers
  at the start of a line ("1. ", "5) "), ordinals (第一, 第 3, 4th), service hours
  (7×24, 7x24, 24/7, 5×8: "7×24 小时支持" has no figure).
* Articles: Chinese 一, Russian один/одна/одну/..., English "one" are reported only when
  a unit from the lexicon follows (一片晶圆 -> 1 wafer, один сетевой слой -> 1 layer,
  "one wafer" -> 1 wafer); "a"/"an" only before a wafer or a layer per the other ("a wafer
  per layer", "a layer to each wafer": 1 wafer/layer).  Likewise a lone Chinese digit (两,
  五, 十) needs a classifier (个) or a unit, and a bare scale word (万亿参数, триллионом
  параметров) needs a unit; a lone 万, 亿 or 兆 is none ("3 兆 瓦" is 3 MW, 兆 瓦 the
  megawatt's word spaced as 兆瓦).  Vague counts (数十个, 数十亿, 多万亿, 上万, "tens of
  thousands", "a few billion", "several hundred", "десятки тысяч", "сотни миллиардов",
  "сотнями пластин", "миллионы токенов", "тысячи токенов"; not "около тысячи токенов", a
  genitive singular) are skipped; a number before сотня multiplies it ("две сотни
  пластин" and "2 сотни пластин" are 200 wafers, "полторы сотни" 150).  "a dozen" is 12
  ("two dozen" 24), "half a billion", "a half-million-token" and "полмиллиарда" are
  halves; a half or a quarter after whole digits is theirs ("2 and a half billion", "2½
  hours").
* Approximation words (about, 约, 接近, около, почти) do not change the value and are
  not part of the span.  Range openers (от, between, from) and unit words are, and so
  is "more than" after the number (80多片晶圆, "80+ wafers", "70-odd", "80 с лишним").
* "a..b" between two numbers is a range, as in the ledger ("2e12..4e12", "70 .. 100");
  "5...10" is not.
* A change is two values, not a range: "raised the limit from 64K to 128K tokens",
  从64K提高到128K个token, "увеличили с 64 до 128 тысяч токенов" are 64K and 128K tokens, the
  old value taking the new one's unit, and its scale where that brings them nearer ("grew
  from 2 to 4 trillion").  Without a word of change before "from" (с) it stays a range
  ("from 70 to 100 wafers"); "от X до Y" always does.
* A range's scale word applies to both ends when the first end has none:
  "от 2 до 4 триллионов" and "2 to 4 trillion" are 2e12..4e12.  Its two bounds make one
  too: "не менее 70 и не более 100 пластин", "at least 70 and at most 100 wafers"; a
  Russian case ending after a hyphen is part of its figure ("от 70-ти до 100").
* A figure in two scale words is one number: "1 млн 50 тыс." is 1,050,000, "1 миллион
  200 тысяч" 1.2 million (as "1 million 50 thousand" is, in words).
* A duration in falling units is one figure, their sum in the last: "1 час 40 минут",
  "1 hour and 40 minutes" and 1小时40分钟 are 100 min, "1 день 6 часов" 30 h (not "1 hour,
  40 minutes", nor a time of day, "в 9 часов 30 минут", nor hours per day, 5天8小时技术支持:
  _DURATION_UNITS).
* Ratios that compare: "twice as fast", "three times as fast", "3 times faster", "half as
  fast" (0.5 x); "ran it twice" counts.  一倍 after 大, 多, 高, 快 (大一倍) is a difference
  of one time: 2 x.
* Powers of ten are one number: "2e12", "1.5e-3", "3×10^12" (also "3 x 10^12",
  "3*10^12", "3·10¹²"), "10^12", "10⁻⁹".  "×10^12" is shared by a range like a scale
  word ("2–4 × 10^12" is 2e12..4e12); "3×" or "3x" with no power after it is a ratio.
* Chinese rate phrases put 每秒 (每分钟, 每小时, 每天, 每层, 每片晶圆; 一秒) before the
  number, a few modals, adverbs and verbs between: "每秒处理近 1000 个 token" and
  每秒最高可输出1000个token are 1000 token/s and their span starts at 每秒; "每层使用一片晶圆",
  每层网络都占用一片晶圆, 每片晶圆承载一层网络 and 每个网络层分配到一个晶圆 are 1
  wafer/layer.  A count of wafers or of layers per the other, written after it, is one
  too, and a count of layers per wafer the inverse: "one layer per wafer", "one layer to
  each wafer", "один сетевой слой на одну пластину", 一个网络层分配到一个晶圆, 一片晶圆一层
  and 每片晶圆一层 are 1 wafer/layer, "two layers per wafer" 0.5 wafer/layer (not "on
  each wafer", "на пластине": a layer lying on one; "на пластину" only after a network's
  layers, сетевой слой: "нанесите два слоя на каждую пластину" is a coating, as are
  "Apply a layer to each wafer" and "deposits two layers per wafer", a verb that puts a
  film on before the layers).  The phrase ends with its wafer or its layer: before
  another noun they name a kind of it ("a layer per wafer pass", "one layer for each
  wafer size", "a wafer for each layer of the cake", 每片晶圆一层楼, 每片晶圆一层光刻胶,
  每层部署在一个晶圆厂), but not before a joining word, the network ("of the model",
  "слой сети", 一层网络) or 的, nor in a compound adjective ("the one-wafer-per-layer
  design": 1 wafer/layer).  A count right after a figure of wafers (of layers), its noun
  left out as that figure's, is one too: "Sol uses 90 wafers, one per layer" (1
  wafer/layer).
  Tokens per hour or per day after the figure are rates too ("1.05
  million tokens per hour", "2,7 млн токенов в час"), but not before another word ("в день
  запуска", "a day before launch": a time).
  A time earlier in the clause makes a rate too: "Every second, Sol writes 750 tokens",
  "Every second Sol writes" (before a name or a pronoun), "Каждую секунду Sol выдаёт 750
  токенов", 每秒钟，Sol 可以输出 750 个 token and 每一秒，... (opening the clause, a comma
  after it: not 每秒钟的延迟…，… nor 按每秒计费，…) (after the unit the lexicon reads it: "750
  tokens every second", "850 tokens in one second", "750 токенов за секунду").  Such a
  time is the rate of that one figure: a later count in the sentence stays a count.
  Figures joined by 和, 与 or 及 share the unit after the second, and its time
  (分别为每秒750和1000个token: two rates).  So does a Russian network's layer earlier
  in the clause, with a verb that gives it the wafers counted after: "Каждый слой Sol
  занимает одну пластину", "На каждый слой приходится одна пластина" (1
  wafer/layer; not "Каждый слой краски занимает одну пластину", a coat of paint).
* A part of a figure counts what the figure counts: "1 trillion parameters, of which 150
  billion are active", "1 триллион параметров, из них 150 миллиардов активных", "1 万亿参数，
  其中 1500 亿为激活参数", "8 wafers, 4 of which are idle" (150B parameter, 4 wafer).
* Dates (2026年6月, 2026 年 1 月, 二〇二六年十一月, June 2026, в июне 2026 года, 2026-07-01,
  a year after a preposition "in 1998"/"since 2020", decades "the 1960s", fiscal years
  "2013-14", a year a word says which of "the 2026 model year") are found with kind
  "date" and low = high = the year; a month and day without one (12月2日, 十二月二日,
  2 декабря, December 2, 22nd March) is a date too, whose
  low = high is the month, not the figures 12 and 2, and so is a span of its days
  (12月2日至5日, 2–5 December, December 2 to 5, с 2 по 5 мая).  "May" opening a sentence
  before a count and a lower-case word is the verb ("May 2 models share it?"), and a
  Russian day takes the genitive month (3 марта, not 3 марте).  Clock times (2 pm, 14:30,
  "в 9 часов 30 минут утра", "в 10 часов утра", 14点30分, 下午3点), phone and serial numbers
  (+1-222-2222-2222, 555-933-4980, 933-4980 with no unit or scale word, nor a plural noun
  after two groups unless a word of calling comes before them: "Call us at 933-4980
  anytime", "Our hotline 555-0199 operates daily"; not a range that ends in a round
  number, "100-1000", "128-1024", nor "hired 120-1875 engineers" or "hired 120-1875 new
  engineers") are not quantities.
* Lone Chinese digits count with a measure word (十个手指头, 九年, 八吨), not alone
  (这是五); financial forms (陆, 伍) never count alone; 二三十/三四百 are vague.  片 with
  nothing after it counts wafers where its sentence names them ("Sol 用 90 片晶圆，每层
  一片。" is 1 wafer/layer); else, even after a sentence of wafers, nothing it names.
* Digits mix with words ("4 thousand 3 hundred and 21" = 4321, "322 hundred"); a
  hyphen chain of three numbers ("three-nought-four", 1-2-3) is not a range.  "and" joins
  a number to a hundred or a scale word before it ("one hundred and two" = 102), and
  else parts two numbers ("days one and two" is no 12).
* Money: "USD115", "115USD", "$10К", "30 MUSD" and "75 USD million" are read; a "$"
  between two numbers belongs to the next one unless the text writes symbols after
  numbers ("10 $ 30 $") or the next has another unit after it ("4人民币 5美元");
  "($99.99)" is an accounting negative, and so is an amount after a minus glued to the
  name of a profit or a cash flow (净利润-5亿元, where 基础版-99元 is a label's 99元);
  "minus 5" is -5; a unit before the number wins over another after it ("$5,000 per
  month" is 5000 USD).  Yuan, roubles, euros, yen and the other dollars keep their
  currency (9200元, 1500亿元, RMB 9200, 9200 руб., €5, HK$128,000, A$5, 128,000 AUD,
  港元, NT$500, 2 兆新臺幣; "1,4 млрд долл." in USD); ¥ is the yuan in a line of
  Chinese and the yen elsewhere, but CN¥ and RMB¥ are the yuan and JP¥ the yen in any
  line.
* Digit groupings: 1,234,567, 1 234 567, Indian 12,34,567, European 1.111,11; before a
  Russian scale word or letter one comma is decimal ("1,050 млн" and "1,050М" are 1.05
  million), and so it is before a Russian unit of a length, an area, a mass, a speed, a
  power or an energy in the genitive singular a fraction takes ("42,195 километра" is
  42.195 km; "42,195 км", "1,125 тонн", "1,200 токенов" stay thousands:
  _in_a_russian_measure), and after a whole part of 0 ("0,125"); a comma list
  "22,24,26,31" is four numbers; "245 23" (a broken grouping: three digits, a space,
  one or two) is none.
* Compound adjectives: a hyphen (or U+2011) joins a number, a scale word and a unit
  when a unit from the lexicon follows it directly: "900-token" (900 token),
  "3-trillion-parameter" (3e12 parameter), "128K-token", "750-MW".  Without a unit the
  hyphen joins nothing ("a 3-million run" is 3, "a 24-hour run" is 24), so ranges
  ("70-100 wafers"), identifiers (WSE-3) and chains (1-2-3) read as before.
* Our sources turned hyphens into bullet lines ("4\\n• bit" for 4-bit, "WSE\\n\\n• 3"
  for WSE-3): such a break between a number and a unit is read as a hyphen, and a
  number right after "<letters>\\n• " is treated as part of an identifier.
"""

from __future__ import annotations

import bisect
import math
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from itertools import pairwise

from kb.lazy_re import lazy_compile
from kb.numerals import (
    APPROXIMATIONS,
    CN_NUMERAL_CHARS,
    EN_NUMBER_WORDS,
    FULL_WIDTH_CHARS,
    GROUP_SPACES,
    RU_HALF_SCALE_RE,
    RU_NUMBER_WORDS,
    SUFFIX_SCALES,
    normalize_digits,
    parse_chinese,
    parse_digits,
    parse_english,
    parse_number,
    parse_russian,
)
from kb.unit_lexicon import (
    DEFAULT_LEXICON,
    MILES,
    NAMES_AFTER_GRAM,
    NO_RATE_OF_A_SUBSTANCE,
    NOUNS_NOT_MEASURED,
    PERCENTAGE_POINTS,
    POUNDS,
    THING_ENDS,
    YARDS,
    UnitLexicon,
)
from kb.units import (
    CANONICAL_UNITS,
    CURRENCIES,
    READ_AS,
    TIME_UNITS,
    canonical_factor,
    dimension_of,
    stated_as_read,
)
from kb.word_patterns import CJK, HAN, HAN_RE, LETTER, in_plural_s, initials, trie

__all__ = [
    "DEFAULT_LEXICON",
    "EXPONENT_RE",
    "MULTIPLE_WORDS",
    "Quantity",
    "UnitLexicon",
    "as_written",
    "counted_thing",
    "counted_word",
    "find_quantities",
    "find_quantities_in_texts",
    "has_a_per_thing",
    "parse_number",
    "unit_of_its_matter",
]


@dataclass(frozen=True)
class Quantity:
    """One number mention: ``text[start:end]`` is the whole mention, unit words included."""

    start: int
    end: int
    low: float
    high: float
    unit: str | None
    kind: str  # "number" or "date"
    scaled: bool = False  # with a scale word or suffix: 3万亿, 3 trillion, 1.05M (not 2e12)


@dataclass
class _Atom:
    """A number found in the text, before units and ranges are attached."""

    start: int
    end: int
    value: float
    scale: float = 1.0  # multiplier of a trailing scale word or suffix (万, million, K)
    weak: str = ""  # "article", "single", "bare-scale", "fraction": only before a unit
    low: float | None = None  # the lower end of a vague count: 七八十 is 70 (value 80)


# --------------------------------------------------------------------------- patterns

_H_CHARS = f"\t\u3000{GROUP_SPACES}"  # horizontal space: a tab, an ideographic space
_H = f"[{_H_CHARS}]"
_LATIN = "A-Za-z"
# A character that glues digits after it into a word or a code: a Latin or a Cyrillic
# letter, a digit (\w less the Chinese characters, which Chinese writes a phone number
# or a figure right after: 致电400-820-1234, 提供7×24小时服务)
_WORD_CHAR = f"[0-9_{LETTER}]"


# Most scanning patterns open with a lookahead such as ``(?=\d)`` or ``(?=[12])`` that
# names every character a match can start with.  It changes no result, but Python's
# ``re`` then skips the other characters in C instead of trying the whole pattern
# (lookbehinds and all) at every offset: the digit reader runs about five times faster.
# Faster still, and done by hand for that: a pattern that opens with the class itself,
# consumed, its lookbehind moved after it and one character wider (``\d(?<![\w.:]\d)``
# for ``(?<![\w.:])\d``; ``(?<=v)`` tells which character it was), gives ``re`` a set of
# first characters, which it looks for in a tight loop without starting the matcher.
# The matches are the same; the identifier and Chinese-numeral scans run 2.5x faster
# so, the others written so (dates, times, versions, URLs...) 1.2-2x.  (``re`` takes
# no such set from an IGNORECASE pattern that starts with a letter.)
# Case-insensitive after its first character, which is named in both cases for that.
_URL_RE = lazy_compile(
    r"[hHfFwW\]](?i:(?:(?<=h)ttps?://|(?<=f)tp://|(?<=w)ww\.)[^\s<>\"'）)\]]+|(?<=\])\([^)\s]*\))"
)
_CODE_RE = lazy_compile(
    r"[`~](?:(?<=`)``.*?(?:```|\Z)|(?<=~)~~.*?(?:~~~|\Z)|(?<=`)[^`\n]+`)", re.DOTALL
)
# The repeats before a character they cannot match are possessive (``++``): giving back
# a letter or digit could never let the next element (a digit, a letter, a dot) match,
# so the matches are the same, without the backtracking over every word.
# Its first character (a letter, a digit or a dot) is consumed up front: see above.
_IDENT_RE = lazy_compile(
    rf"[{_LATIN}\d.](?:"
    rf"(?<=[{_LATIN}])(?<![{_LATIN}\d_].)[{_LATIN}]*+(?:[-‑_]|\n+•{_H}*)?\d[{_LATIN}\d_]*"
    rf"(?:[.\-‑+]\d[{_LATIN}\d_]*)*"
    rf"|(?<![{_LATIN}\d_.].)(?:(?<=\d)\d*+(?:\.\d++)?|(?<=\.)(?<!\d\.)\d++)[{_LATIN}][{_LATIN}\d]*"
    rf"(?:[.\-]\d[{_LATIN}\d_]*)*)"
)
# A model's name that ends in its size, a count of parameters glued to its scale letter:
# a name, then its version apart ("Llama 3.1 405B", "Llama 3 70B", "Gemma 2 27B") or
# glued to it ("Qwen2.5 72B", "DeepSeek-V3 671B", "Mistral-Large-2 123B"), then the size.
# The name is a capitalised word with a lower-case letter, as open models' families are
# written.  After an acronym the size is a figure, a closed model's rumoured size or
# money ("GPT-4 1.8T", "GPT 4 1.8T", "In Q3 70B", "FY2025 12B"), and after a number of
# two digits too ("Top 10 1.2B": a version apart has one digit before its point).  A
# name without a version spares no size ("Mistral 7B", "Falcon 180B"): it reads as
# "Sol 3T", the figure this ledger is about.  The size and the version are part of the
# name unless a unit follows the size ("GPT-4 1.8T parameters", "a 405B-parameter model").
_MODEL_SIZE_RE = lazy_compile(r"\d+(?:\.\d+)?[BbMT]")
_MODEL_BEFORE_SIZE_RE = lazy_compile(
    rf"(?<![{_LATIN}\d.\-‑])[A-Z]++[a-z][{_LATIN}]*+"
    rf"(?:{_H}+(?P<version>\d(?:\.\d{{1,2}})?)|(?:[-‑][{_LATIN}]*)*\d+(?:\.\d+)?){_H}+$"
)
_MODEL_NAME_REACH = 40  # characters before a size that its model's name may need
# Cyrillic product and model names: a capitalised word, a hyphen, digits (Нова-7,
# Эльбрус-8С, Ту-154, МиГ-29, Ан-124-100).  A lower-case word before a hyphen
# ("модель-7") is prose, and a number before one ("10-кратный") is a quantity.
_CYRILLIC_IDENT_RE = lazy_compile(
    rf"[А-ЯЁ](?<![{LETTER}\d_\-‑].)[А-Яа-яЁё]*+[-‑]\d[{LETTER}\d_]*"
    rf"(?:[.\-‑]\d[{LETTER}\d_]*)*"
)
# Code written outside backticks: a command's option and its value ("--max-tokens 4096",
# "--timeout=3000", "-n 5"; not the words "-a" and "-I", a dash glued to them) and a name
# in snake_case or camelCase set to one ("max_tokens=4096", "maxTokens: 8192"; not a
# brand's "iPhone:" or "macOS:"): prose has neither ("fast--faster" is a dash, a word
# before it).  The value ends before a Chinese character or punctuation ("-p 9090，Sol
# 有…"); after a short option or a colon it may be a figure (_option_spans).  Its first
# character, a dash or a letter, consumed up front: see above _URL_RE.
_OPTION_RE = lazy_compile(
    rf"[-{_LATIN}](?:(?<=(?<![\w-])-)(?:-[{_LATIN}][\w-]*+(?:=|{_H}+)"
    rf"|(?![aAI]{_H})[{_LATIN}](?P<short>){_H}+)"
    rf"|(?<![\w.].)(?:(?<=[{_LATIN}])[{_LATIN}\d]*+(?:_[{_LATIN}\d]++)++"
    rf"|(?<=[a-z])[a-z]++(?:[A-Z][a-z\d]++)++)"
    rf"(?:{_H}*=(?!=)|:(?P<colon>)){_H}*)(?P<value>[^\s{CJK}]*+)"
)
_OPTION_NUMBER_RE = lazy_compile(r"\d+(?:[.,]\d+)*")
_VERSION_RE = lazy_compile(r"[v\d](?<![\w.].)(?:(?<=v)\d|(?<=\d))\d*(?:\.\d+){2,}(?![\w])")
_LIST_MARKER_RE = lazy_compile(rf"^{_H}*(?:[#>]+{_H}*)?(\d{{1,3}})[.)](?={_H}+\S)", re.MULTILINE)
# A unit's power is no figure either: the 2 of "9.8 m/s^2", the 3 of "5 см^3" and "(m/s)^2"
# ("m/s²" writes it in superscripts, which no figure is read from), and the 3 of a square
# or a cube divided by or standing alone, "2400 кг/м3", "0,1 мг/м3", "45 руб./m3", "120
# м3/ч", "7 руб. за м3"; 10^12 is a number's.
_UNIT_POWER_RE = lazy_compile(
    rf"\^(?<=[{LETTER})]\^)[-+−]?\d{{1,3}}"
    rf"|(?:(?<=(?<![{LETTER}\d])[mм])|(?<=(?<![{LETTER}\d])[ckсдd][mм]))[23](?![{LETTER}\d])"
)
# Clock times and phone or serial numbers are not quantities.
_TIME_RE = lazy_compile(
    rf"\d(?<!{_WORD_CHAR}\d)(?<![.:]\d)(?:\d?(?:[:.]\d{{2}})?{_H}*(?:[ap]\.m\.|[ap]m)(?![{LETTER}])"
    r"|\d?:\d{2}(?::\d{2})?(?![\d:]))",
    re.IGNORECASE,
)
# ... nor is a time of day written as the military do after "at": "at 1400 hours", "at
# 0800 hrs every day" (hours are a duration "at 1400 hours of training", "at 1400 hours
# a year", "per year", and "after 1400 hours")
_HOURS_TIME_RE = lazy_compile(
    rf"(?=[aA])(?<![{LETTER}])at{_H}+(?:[01]\d|2[0-3])[0-5]\d{_H}*(?:hours|hrs)"
    rf"(?![{LETTER}]|{_H}+(?:of|a|per)(?![{LETTER}]))",
    re.IGNORECASE,
)
# ... nor a Chinese clock: hours and minutes, 14点30分, 14 点 30 分, 3点半, 3点钟, or the
# hour after a part of the day, 下午3点, 上午9点到下午5点 (not 3点建议, three points, nor
# 9点到17点, whose 点 may be points: "from 9 to 17 points"; nor 半 that opens a word,
# 沪指上涨 12 点半导体板块领涨: 12 points, then 半导体)
_CN_HOUR = rf"(?<!\d)(?<!\d[.,])(?:[01]?\d|2[0-4]){_H}*[点點]"  # not the 5 of 3.5点
_CN_MINUTES = rf"{_H}*(?:[0-5]?\d{_H}*分(?![钟鐘之])|半(?![{HAN}]))"
_CN_CLOCK_RE = lazy_compile(
    rf"(?=[上下中晚凌早傍\d])(?:(?:上午|下午|中午|晚上|凌晨|早上|傍晚){_H}*{_CN_HOUR}(?:{_CN_MINUTES})?"
    rf"|{_CN_HOUR}(?:{_CN_MINUTES}|[钟鐘]))"
)
# An area code opens with a zero, as no number does, in brackets or before a hyphen, and
# the local number after it is two groups: "(02) 2345-6789", "(010) 6552-1234",
# "010-8888 6666" (a hyphen's two groups alone may be a range: _hyphenated_phone), or one
# of seven or eight digits, 0471-6661234, 010-88886666转分机; and a country's code, a
# bracketed area code after it ("+7 (495) 949-45-45", 请拨打+86 10 6552 1234), an
# American one ("(415) 555-0134") and a Russian trunk prefix's ("8 (800) 555-35-35").
_PHONE_RE = lazy_compile(
    rf"[+\d(](?:(?<=\+)(?<!{_WORD_CHAR}\+)(?<!\+\+)\d{{1,3}}(?:[\u00a0 ]?\(\d{{2,5}}\))?"
    r"(?:[-\u00a0 ]\d{2,}){2,}"
    rf"|(?<=\d)(?<!{_WORD_CHAR}\d)(?<![.\-]\d)\d*(?:-\d+){{3,}}(?![\w\-])"
    r"|(?:(?<=\()0\d{1,3}\)[\u00a0 ]?|(?<=0)(?<![\w.\-]0)\d{1,3}-)\d{3,4}[-\u00a0 ]\d{4}"
    r"(?![\w\-]|[.,]\d)"
    rf"|(?<=0)(?<!{_WORD_CHAR}0)(?<![.\-]0)\d{{2,3}}-\d{{7,8}}(?!{_WORD_CHAR}|-|[.,]\d)"
    r"|(?<=\()(?<![\w)]\()\d{3}\)[\u00a0 ]?\d{3}-\d{4}(?![\w\-]|[.,]\d)"
    # a Russian number after its trunk prefix 8: "8 (800) 555-35-35", "8 (495) 123-45-67"
    r"|(?<=8)(?<![\w.]8)[\u00a0 ]?\(\d{3,5}\)[\u00a0 ]?\d{2,3}(?:-\d{2}){2}(?![\w\-]|[.,]\d))"
)
# ... nor an Ascend chip's number, a size's shape after its name: 昇腾910B, "Ascend 910C"
_ASCEND_RE = lazy_compile(
    r"[39](?:(?<=昇[腾騰][39])|(?<=昇[腾騰] [39])|(?<=Ascend [39]))(?:(?<=3)10|(?<=9)[1-7]0)"
    r"[A-Z]?(?![\dA-Za-z.])"
)
# ... and digits in groups a space apart that no thousands grouping makes (_no_grouping;
# its first digit consumed up front: see above _URL_RE)
_DIGIT_GROUPS_RE = lazy_compile(
    rf"\d(?<!{_WORD_CHAR}\d)(?<![.,]\d)\d{{0,3}}(?:[ \u00a0]\d{{2,4}}){{2,}}(?![\w]|[.,]\d)"
)
# ... and two or three groups a hyphen apart that no range makes (_hyphenated_phone):
# "555-933-4980", "933-4980", "555-35-35" (four or more are _PHONE_RE's)
_HYPHEN_GROUPS_RE = lazy_compile(
    rf"\d(?<!{_WORD_CHAR}\d)(?<![.,\-]\d)\d{{0,3}}(?:-\d{{2,4}}){{1,2}}(?![\w\-]|[.,]\d)"
)

# A confidence level is a convention, no figure: "95% CI", "(95% CI, 38–46%)", "95 %
# confidence interval", "95% ДИ", "95%-ный доверительный интервал", "95-процентный
# доверительный интервал", 95%置信区间, 95% 可信区间 (the interval's bounds after it are
# read).  The short CI and ДИ only where an interval's name stands, before a mark, a digit
# or the line's end ("(95% CI = 1.4–3.2)", "95% CI [.12, .30]", "show the 95% CI."), not
# before a word, a slash, a hyphen or a table's bar: "a 95% CI pass rate", "78% CI/CD
# adoption", "99.95% CI-verified" are continuous integration's ("97% CI, 88% CD" is read
# as an interval's name); доверительный only before интервал, уровень, граница, предел,
# область, полоса or вероятность, not "12% доверительного управления" (trusts).
_CONFIDENCE_LEVEL_RE = lazy_compile(
    rf"\d(?<![\w.,]\d)\d(?:[.,]\d+)?(?:{_H}*%(?:-?н[а-я]+)?|(?:{_H}+|-)(?:percent|per{_H}cent"
    rf"|процентн[а-я]+)){_H}*(?:(?:CI|CrI|ДИ)(?={_H}*(?:[^\w\s/|-]|\d|\n|$))"
    rf"|(?i:confidence|credible){_H}+(?:intervals?|levels?|limits?|bounds?)(?![{LETTER}])"
    rf"|доверительн[а-я]+{_H}+(?:интервал|уров[не]|границ|предел|област|полос|вероятност)"
    rf"|置信区间|置信水平|可信区间)"
)

# Service hours are a name, no figures: 7×24 (7x24, 7*24, 24×7, 24/7: around the clock)
# and 5×8 (working hours), in "7×24 小时支持" and "24/7 support".  Its first character
# consumed up front: see above _URL_RE.  Not after a digit and a comma, a decimal's ("1,7×24
# 小时" is 1.7 times 24 hours), but after a comma that ends a word or a clock time, a full-width
# one as the reader sees it ("周一至周日，7×24 小时", "服务时间 9:00–18:00，7×24 小时在线支持").
_SERVICE_HOURS_RE = lazy_compile(
    rf"[257](?<!{_WORD_CHAR}[257])(?<!\.[257])(?<!(?<!:\d)\d,[257])(?:(?<=7){_H}*[×xX*]{_H}*24|(?<=2)4(?:{_H}*[×xX*]{_H}*|/)7"
    rf"|(?<=5){_H}*[×xX*]{_H}*8)(?![\d×xX*/^]|[.,]\d)"
)

_MONTHS_EN = (
    r"January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec"
)
_MONTHS_RU = (
    r"январ[ьяе]|феврал[ьяе]|март[ае]?|апрел[ьяе]|ма[йяе]|июн[ьяе]|июл[ьяе]|август[ае]?"
    r"|сентябр[ьяе]|октябр[ьяе]|ноябр[ьяе]|декабр[ьяе]"
)
# A month's name after its day is in the genitive: "3 марта", not "3 марте" (в марте).
_MONTHS_RU_GENITIVE = (
    r"января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря"
)
# What joins the first and last day of a span: "2–5 December", "December 2 to 5",
# "с 2 по 5 мая"; and a day or such a span of days ("2", "2–5", "2 to 5").
_DAY_TO = rf"(?:{_H}*[-–—~]{_H}*|{_H}+(?:to|through|until|till|до|по){_H}+)"
_DAYS = rf"\d{{1,2}}(?:{_DAY_TO}\d{{1,2}})?"
# A year after a preposition ("in 1998", "since 2020", "с 2020"): the span is the year.
_YEAR_AFTER_PREP_RE = lazy_compile(
    rf"(?=[isutbadfвсп])(?<![{LETTER}])(?:in|since|until|till|before|after|during|from|в|с|после){_H}+"
    rf"(?P<y>(?:19|20)\d\d)(?![\w.,\-–]?\d|[\w%])",
    re.IGNORECASE,
)
_FISCAL_YEAR_RE = lazy_compile(
    r"(?P<y>[12](?<![\w.\-][12])(?:(?<=1)9|(?<=2)0)\d\d)[-–/](?P<y2>\d\d)(?![\d\-–/])"
)
# Two plausible years, the second later, with no unit: "2025–2027", "2024-2026 годах",
# "2024 to 2026" (checked in _find_dates: the end is later, no unit on either side).
_YEAR_RANGE_RE = lazy_compile(
    rf"(?=[12])(?<![{LETTER}\d_.,\-–—/$])(?P<y>(?:19|20)\d\d)"
    rf"(?:{_H}*[-–—~至到]{_H}*|{_H}+(?:to|through|до|по){_H}+)"
    rf"(?P<y2>(?:19|20)\d\d)(?![\d%]|[.,\-–—/]\d|[{LETTER}])",
    re.IGNORECASE,
)
# A year in Chinese digits written one by one, and its month and day: 二〇二六年十一月.
_CN_DIGIT = "〇○零一二三四五六七八九"
_CN_YEAR_RE = lazy_compile(
    rf"(?P<y>[{_CN_DIGIT}](?<![{_CN_DIGIT}十百千万萬亿億两].)[{_CN_DIGIT}]{{3}}){_H}*年"
    rf"(?:{_H}*[一二三四五六七八九十]{{1,2}}{_H}*月(?:{_H}*[一二三四五六七八九十]{{1,3}}{_H}*[日号])?)?"
)
# A year that the word before "year" says which of ("the 2026 model year", "the 2027
# fiscal year", "2026 модельного года"): a date, where a count of years is plural and
# names no kind of year ("2026 model years", "2026 лет").
_NAMED_YEAR_RE = lazy_compile(
    rf"(?=[12])(?<![\w.,])(?P<y>(?:19|20)\d\d){_H}+(?:(?:model|fiscal|financial|academic"
    rf"|school|calendar|tax|budget|release|launch){_H}+year"
    rf"|(?:модельн|финансов|учебн|отч[её]тн|календарн|налогов|бюджетн)(?:ый|ого|ом|ому)"
    rf"{_H}+год[ау]?)(?![{LETTER}])",
    re.IGNORECASE,
)
# 1.2.26, 01/02/2026: one separator twice ("$0.01/1000 tokens" is a price), a sentence's
# full stop after a year of four digits ("signed on 12/05/2024."; "won 6/4/10." is a
# score); a day and a month in either order (_is_a_day_and_month: "a 70/20/10 split" is
# none), not choices of a size before their unit ("8/16/32 GB")
_DAY_MONTH_YEAR_RE = lazy_compile(
    r"(?P<d>\d(?<![\d./]\d)\d?)(?P<sep>[./])(?P<m>\d{1,2})(?P=sep)"
    r"(?P<y>\d{4}(?![\d/]|\.\d)|\d{2}(?![\d./]))"
)
_DATE_RES = (
    _YEAR_RANGE_RE,
    re.compile(
        r"(?P<y>\d(?<![\d\-]\d)\d{3})-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?(?![\d\-])"
    ),
    re.compile(
        rf"(?P<y>\d(?<!\d\d)\d{{3}}){_H}*年(?:{_H}*\d{{1,2}}{_H}*月(?:{_H}*\d{{1,2}}{_H}*[日号])?)?"
    ),
    re.compile(
        rf"(?=[\dJFMASOND])\b(?:{_DAYS}{_H}+)?(?:{_MONTHS_EN})\.?{_H}+(?:{_DAYS},?{_H}+)?(?P<y>\d{{4}})(?!\d)"
    ),
    re.compile(
        rf"(?=[\dяфмаисонд])(?<![{LETTER}])(?:{_DAYS}{_H}+(?={_MONTHS_RU_GENITIVE}))?(?:{_MONTHS_RU}){_H}+(?P<y>\d{{4}})"
        rf"(?:{_H}*(?:года|году|год|г\.))?(?!\d)",
        re.IGNORECASE,
    ),
    # "2026 г." (not a slashed date's year: "16/9/2024 г." is one date, taken whole below)
    re.compile(rf"(?P<y>\d(?<![\d./]\d)\d{{3}}){_H}*(?:года|году|год|г\.)(?![{LETTER}])"),
    _DAY_MONTH_YEAR_RE,
    re.compile(r"(?P<y>[12](?<![\w.'’][12])(?:(?<=1)[0-9]\d0|(?<=2)0\d0))s(?![\w])"),  # 1960s
    _FISCAL_YEAR_RE,  # 2013-14
    _YEAR_AFTER_PREP_RE,
    _CN_YEAR_RE,  # 二〇二六年十一月
    _NAMED_YEAR_RE,  # the 2026 model year
)

# A month and day without a year (12月2日, 12 月 2 号, 十二月二日, 2 декабря, December 2,
# 2nd December), or a span of its days (12月2日至5日, 12月2-5日, "2–5 December",
# "December 2 to 5", "с 2 по 5 мая"): one date, not two figures.  Found after the
# dates with a year, which take 2026年12月3日 and "2 декабря 2026 года" whole.
_CN_SMALL = "一二三四五六七八九十"
_CN_DAY_TO = "-–—~～至到"
_ORDINAL = "(?:st|nd|rd|th)?"
_MONTH_DAY_RES = (
    re.compile(
        rf"(?P<m>\d(?<![\d.]\d)\d?){_H}*月{_H}*(?P<d>\d\d?){_H}*"
        rf"(?:[日号]?{_H}*[{_CN_DAY_TO}]{_H}*(?P<d2>\d\d?){_H}*)?[日号](?!\d)"
    ),
    re.compile(
        rf"(?P<m>[{_CN_SMALL}](?<![{_CN_DIGIT}十百千万萬亿億两].)[{_CN_SMALL}]?)月"
        rf"(?P<d>[{_CN_SMALL}]{{1,3}})(?:[日号]?[{_CN_DAY_TO}](?P<d2>[{_CN_SMALL}]{{1,3}}))?[日号]"
    ),
    re.compile(
        rf"(?=[JFMASOND])\b(?P<m>{_MONTHS_EN})\.?{_H}+(?P<d>\d\d?){_ORDINAL}"
        rf"(?:{_DAY_TO}(?P<d2>\d\d?){_ORDINAL})?(?![\w])"
    ),
    # not "10 May-style experiments"
    re.compile(
        rf"(?P<d>\d(?<![\w.,]\d)\d?){_ORDINAL}(?:{_DAY_TO}(?P<d2>\d\d?){_ORDINAL})?"
        rf"{_H}+(?P<m>{_MONTHS_EN})(?![\w]|[-‑][{LETTER}])"
    ),
    re.compile(
        rf"(?P<d>\d(?<![\w.,]\d)\d?)(?:{_DAY_TO}(?P<d2>\d\d?))?{_H}+"
        rf"(?P<m>{_MONTHS_RU_GENITIVE})(?![{LETTER}])",
        re.IGNORECASE,
    ),
)
# The number of each month, by the first three letters of its name (any case): derived
# from the names above, January to December in each language.
_MONTH_NUMBERS = {
    name[:3].casefold(): n
    for names in (_MONTHS_EN.split("|")[:12], _MONTHS_RU_GENITIVE.split("|"))
    for n, name in enumerate(names, start=1)
}

# A minus is a figure's sign unless a word, a figure or a dash ends right before it: "3-5"
# and "GPT-5" join, "US$-5", "5%-7%" and 10℃-30℃ are no negatives; nor is a tolerance's
# "+/-5%".
# The reader takes it before the digits here, and before a currency sign or after a
# Chinese word in _signed_before.
_NOT_A_SIGN_AFTER = r"\w.,\-–$%℃°)\]"
_MINUS_SIGNS = "-−"
_MINUS_SIGN_LIST = tuple(_MINUS_SIGNS)  # each alone, not "" (a slice at 0)
_DIGITS_RE = lazy_compile(
    rf"""
    (?=[-−.\d])
    (?P<sign>(?<![{_NOT_A_SIGN_AFTER}])(?<!\+/)[{_MINUS_SIGNS}](?=\d))?
    (?<!\d)
    (?:
        \d{{1,2}}(?:,\d{{2}})+,\d{{3}}(?:\.\d+)?(?![\d]|[.,]\d)   # Indian grouping: 12,34,567
      | \d{{1,3}}(?:\.\d{{3}})+,\d+(?![\d]|[.,]\d)            # European: 1.111,11
      | (?!(?<=[Uu]ltra[ ])\d[ ]\d{{3}}K)  # "Core Ultra 9 285K", a processor's name
        \d{{1,3}}(?:(?P<sep>[,{GROUP_SPACES}])\d{{3}})(?:(?P=sep)\d{{3}})*(?:\.\d+)?
        (?![\d]|[.,]\d)
      | (?<!\d,)\d+,\d{{1,2}}(?![\d,])                       # 0,5 (not in a list 22,24,26)
      | \d+(?:\.\d+)?(?![\d]|\.\d)
      | (?<![\w.])\.\d+(?!\d)
    )
    """,
    re.VERBOSE,
)
# A scale letter a space after a number (K, M, B; Cyrillic К, М) is one only before a
# unit ("128 K tokens", "1.05 M tokens", "1,5 М токенов"): alone K may be kelvins
# ("cooled to 4 K"), B bytes and M anything, and so it is left out (see _scale_after);
# lower-case k is a thousand either way ("128 k").  Lower-case м glued to a figure is no
# million: metres, or an ordinal's ending (15м, "в 90-м").
_SUFFIX_RE = lazy_compile(
    rf"(?:(?P<glued>[KkMBbTtкКМ]|bn|mln|bln|tln|tn|MM|mil)|{_H}?(?P<spaced>bn|mln|bln|tln|tn)"
    rf"|{_H}{{1,2}}(?P<letter>[kKMBКМ]))(?![{LETTER}\d])"
)
_CYRILLIC_SCALE_LETTERS = "кКМ"
# Powers of ten after a number: an exponent, "2e12" and "1.5e-3", or a times sign and
# 10 raised to a power, "3×10^12", "3 x 10^12", "3*10^12", "3·10¹²", "3⋅10^−2" (superscript
# digits and signs, a minus sign); after the number 10 itself a bare power, "10^12" and
# "10⁻⁹".  No library reads these inside prose with offsets, hence the patterns; the audit
# reads a figure's precision past the same exponent (kb.audit.written_precision).
_POWER = r"(?:\^(?P<caret>[-+−]?[0-9]{1,3})|(?P<sup>[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,3}))"
_POWER_END = rf"(?![{LETTER}\d_^⁰¹²³⁴⁵⁶⁷⁸⁹])"
EXPONENT_RE = lazy_compile(
    rf"(?:[eE](?P<e>[-+−]?[0-9]{{1,3}})|{_H}*[×xX*·⋅]{_H}*10{_POWER}){_POWER_END}"
)
_BARE_POWER_RE = lazy_compile(rf"{_POWER}{_POWER_END}")
_EXPONENT_CHARS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺−", "0123456789-+-")
_MANTISSA_RE = lazy_compile(r"\d+(?:\.\d+)?")
# e-notation without a sign or a decimal point, as a hash can look ("commit 8125e41",
# "123e456"), is a number only with at most three digits before the e and two after it:
# "2e12", "150e9"; "6.02e23", "3.0e+012" and "1e-100" are numbers whatever their length.
_E_MANTISSA_DIGITS = 3
_E_EXPONENT_DIGITS = 2
_SIGN_WORD_BEFORE_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:minus|negative|минус){_H}+$", re.IGNORECASE
)
_SCALE_WORDS = {
    "thousand": 1e3,
    "million": 1e6,
    "billion": 1e9,
    "trillion": 1e12,
    "тыс": 1e3,
    "млн": 1e6,
    "млрд": 1e9,
    "трлн": 1e12,
}
# An abbreviation's full stop that also ends its sentence ("около 150 млрд. Модель
# большая.") is left to the sentence: the next sentence's first word is no unit of it.
_SCALE_WORD_RE = lazy_compile(
    rf"{_H}*(?:(?P<en>thousand|million|billion|trillion)s?"
    rf"|(?P<ru>(?:тыс|млн|млрд|трлн)(?:\.(?!{_H}+(?-i:[A-ZА-ЯЁ])))?|тысяч[аиуеь]?|тысячами|тысячей"
    rf"|(?:миллион|миллиард|триллион)(?:ами|ах|ов|ом|ам|а|у|е|ы)?"
    rf"|сотн(?:ями|ям|ях|ей|ею|[иеюя])|сотен))(?![{LETTER}])",
    re.IGNORECASE,
)
# The scale may follow "more than" (80多万, 1500余亿: 800,000, 150 billion, as 八十多万 reads).
# Stacked, as Chinese stacks them, it is their product (parse_chinese): 万亿 10^12, 亿亿 and
# 万万亿 10^16, 万万 10^8 ("每秒 12.5 亿亿次", "3 万万亿个参数"); not 亿万, "countless".  兆
# is 10^12 as it is in a numeral before what is counted in trillions ("5 兆个参数", "3 兆
# 個參數", "5 兆元", the first end of "2 兆至 4 兆個參數"); before anything else it is mega-
# (5 兆瓦, "10 兆伏").  With nothing after it, where its clause ends, it is 10^12 as it is
# glued to its digits ("總參數量為 3 兆，" as "為 3兆，"), but mega- after a word of what is
# measured in megs in its clause, glued or spaced (_bare_mega: "带宽为 100 兆。",
# 带宽100兆。).  A place may lead it, as digits spaced from it write hundreds of millions:
# "3 千亿个参数" is 3e11, "750 百萬瓦" 750 MW.
_TRILLIONS_OF = (
    r"(?:[个個参參元次]|[美日港欧歐]元|日[圆圓]|人民[币幣]|新?[台臺][币幣]|token|令牌|[词詞]元)"
)
_CN_CLAUSE_END = r"(?:[,，;；:：!！?？、。)）」』”\n]|\.(?!\d)|$)"
_CN_SCALE_AFTER_RE = lazy_compile(
    rf"{_H}*[多余餘来來]?([十百千拾佰仟]?(?:[万萬]{{1,2}}[亿億]?|[亿億]{{1,2}})"
    rf"|兆(?={_H}*(?:{_TRILLIONS_OF}|[至到~～\-–—]{_H}*[\d.]+{_H}*兆{_H}*{_TRILLIONS_OF}))"
    rf"|(?P<bare>兆)(?={_H}*(?:[至到~～\-–—]{_H}*[\d.]+{_H}*兆{_H}*)?{_CN_CLAUSE_END}))"
)
# What is measured in megs (bandwidth, a rate of data, memory, voltage, frequency,
# pixels), which makes a 兆 with nothing after it mega-: "带宽为 100 兆。"
_MEGA_MEASURED_RE = lazy_compile(
    r"[带帶]宽|[带帶]寬|[网網]速|速率|流量|[内內]存|[记記][忆憶]体|[记記][忆憶]體|[码碼]率"
    r"|[电電]压|[电電]壓|[频頻]率|像素"
)
_MEGA_CLAUSE_BREAKS = "。！？；，,;!?\n"
_CN_CLASS = CN_NUMERAL_CHARS
_CN_POSITIONAL = "十拾什百佰千仟万萬亿億兆点點"
_CN_PLACES = "十拾百佰千仟"  # the places below 万, as commonly and formally written
# 几 in a numeral's last place (_CN_VAGUE_PLACE_RE); a formal place alone before it is a
# word: 拾几块石头, "to pick up a few stones"; and 几乎, 几近 are "almost" (一千几乎没有延迟
# is 1000)
_CN_VAGUE_DIGIT = (
    rf"(?:(?<=[十百千])|(?<=[{CN_NUMERAL_CHARS}][拾佰仟万萬亿億])|(?<=[百佰千仟万萬亿億]零))"
    r"[几幾](?![乎近])"
)
# Tokenised text spaces out numerals ("一 百 五 十", "四点 五"): a space may sit next to
# a positional character, never between two digits ("三 四" stays two numbers).
_CN_JOIN = (
    rf"(?<=[{_CN_CLASS}点點]){_H}+(?=[{_CN_POSITIONAL}])"
    rf"|(?<=[{_CN_POSITIONAL}]){_H}+(?=[{_CN_CLASS}0-9])"
)
# A run starts at no digit, nor after a digit's decimal point or group comma ("1.5万"
# is not read from its 5万); a comma after words is punctuation: "很大，三万亿参数" is 3T
# (normalize_digits makes "，" a ","), not the 1T of 万亿.
_CN_RUN_RE = lazy_compile(  # its first character consumed up front: see above _URL_RE
    rf"[\d{_CN_CLASS}](?<!\d.)(?<!\d[.,].)(?:(?<=\d)[\d.,]*[{_CN_CLASS}]|(?<=[{_CN_CLASS}]))"
    # 八十多万; 十几, 一百几十, 贰拾几 (_CN_VAGUE_PLACE_RE)
    rf"(?:[0-9.,{_CN_CLASS}点點]|{_CN_JOIN}|[多余餘来來](?=[万萬亿億])|{_CN_VAGUE_DIGIT})*"
)
_CN_MAX_NUMERAL = 32  # longest numeral read at once; keeps long runs linear
# 參, the formal 3 (參拾參), opens words as often: 參數 (parameters, "一兆參數" is 1T and no
# 1.3T), 參考, 參加, 參與; a numeral ends before it then, and before 零上, "above zero"
# (零下5度到零上3度 is −5 to 3 °C, no range to a zero)
_CN_WORD_OPENING_RE = lazy_compile(
    r"參(?=[數数考加与與見见照觀观議议賽赛謀谋閱阅選选展戰战保演訪访拜])|零(?=上)"
)
_CN_BIG = "万萬亿億兆"
# 兆 before a unit is its mega- prefix (3兆瓦 and "3兆 瓦" are 3 MW), and so is 千 its
# kilo- prefix where no digit gives it a place: 75万千瓦 is 750,000 kW (not 75万 plus 千,
# 751,000 W), 两千千瓦 2,000 kW; 三万五千瓦 stays 35,000 W.  After digits 千 before 瓦 is
# kilo- too, as spaced: 480千瓦 is 480 kW, 1.5千瓦时 1.5 kWh (the lexicon's 千瓦, 千瓦时),
# and before 赫 or 兆赫: 44.1千赫 is 44.1 kHz, 3.4千兆赫 3.4 GHz (not 3400 MHz), and before
# 兆比特 or 兆位: 100千兆比特每秒 and 400千兆位每秒 are Gbit/s (not 100,000 Mbit/s), and
# before a rate in 比特 or 位: 56千比特每秒, 64千位每秒 are kbit/s (without one 3千位员工 is
# 3,000 staff, 56千比特 56,000 bits), and in 字节: 500千字节每秒 is 500 kB/s; before 伏, but
# for 千伏安 (kilovolt-amperes, no voltage), 110千伏 is 110 kV; and before 米
# and 克: 350千米 is 350 km, so 时速350千米 is 350 km/h (not 350,000 m an hour, no unit),
# and 25千克 25 kg (5千克朗 is 5,000 krone, 3千米兰球迷 3,000 fans, 3千米饭团 3,000 rice
# balls; "5千米开外", "10千米亚军", "10千米线上赛", "走了3千米酒店就到了" are km); before a
# unit it has no 千 word of it stays a place, 512千字节 512,000 bytes; so does a 千 after
# a digit that follows a bigger place: 3万5千瓦 is 35,000 W, as 三万五千瓦.
_CN_UNIT_PREFIX_RE = lazy_compile(
    rf"兆(?={_H}?[瓦赫字位比帕焦欧像])|(?<=[十拾什百佰千仟万萬亿億兆])千(?=[瓦赫字位比帕焦米克]|伏(?!安))"
    rf"|(?<=\d)(?<![{_CN_BIG}]\d)千(?=瓦|伏(?!安)|兆?赫|兆(?:比特|位)|(?:比特|位|字节)(?:每秒|/秒)"
    rf"|米(?![兰蘭饭飯])|克(?!{NAMES_AFTER_GRAM}))"
)
# A word that ends in a formal digit (登陆, 队伍, 收拾, 大肆), before a common digit or
# place, or before a 零 no formal digit follows, keeps it: 登陆十几次 (陆, 6), 队伍二十人
# (伍, 5), 收拾三个箱子 (拾, 10), 着陆零失误; the numeral starts after it.  Other formal
# digits are the numeral's, mixed with common ones as receipts write them: 伍千叁百元,
# 贰百伍拾元, 柒十二.  (A word that opens with one, 陆续, 陆地, 肆意, has no numeral after
# it: the lone formal digit reads as none.)
_CN_FORMAL_DIGITS = "壹贰貳叁參叄肆伍陆陸柒捌玖"
_CN_WORDS_ENDING_IN_A_FORMAL_DIGIT = (
    "登陆|登陸|着陆|着陸|著陸|大陆|大陸|内陆|內陸|队伍|隊伍|入伍|落伍|退伍|收拾|大肆|放肆"
)
_CN_FORMAL_IN_A_WORD_RE = lazy_compile(
    rf"(?:{_CN_WORDS_ENDING_IN_A_FORMAL_DIGIT})"
    rf"(?={_H}*(?:[一二两兩三四五六七八九十百千〇○]|零(?![{_CN_FORMAL_DIGITS}])))"
)
_CN_IDIOMS = frozenset(
    {"十分", "万一", "千万", "一一", "万万", "千千万万", "九九", "百分百", "千百"}
    | {"萬一", "千萬", "萬萬", "千千萬萬"}
)
_CN_VAGUE_BEFORE = "数數几幾多余"
# Measure words that make a lone numeral a count: 十个手指头, 九年, 八吨, 三位专家.
_CN_MEASURE_RE = lazy_compile(
    rf"{_H}*[个個只隻件张張台位名条條次天周岁歲斤吨噸块塊本部辆輛家款种種项項座架颗顆枚年]"
)
_CN_COMMON = "二两兩三四五六七八九十"  # 陆, 伍...: financial forms are words too (登陆部队)
# "二三十", "三四百": two neighbouring digits are a vague count, from the first to the
# second, with every place after them (两三万亿 is 2 to 3 trillion, not a 亿 of its own;
# 七八十 70 to 80, 一两片 1 to 2).  With no place, a measure word or a unit must follow,
# as after a lone digit: 乱七八糟 is no 78.  A third digit makes a string of digits (一二三
# is 123).
_CN_APPROX_RE = lazy_compile(
    r"(?P<pair>一二|一两|一兩|二三|两三|兩三|三四|四五|五六|六七|七八|八九)"
    r"(?P<places>[十百千万萬亿億兆]*)(?![〇○零一二两兩三四五六七八九十百千万萬亿億兆几幾])"
)
_CN_DIGITS = "〇○零一二两兩三四五六七八九" + _CN_FORMAL_DIGITS  # (formal ones too)
# A numeral with 几 in its last place, from one to nine of it: 十几 is 11 to 19, 二十几
# 21 to 29, 一百几十 110 to 190, 一百零几 101 to 109, 一百二十几 121 to 129, 一千几百万 11
# to 19 million (it was the 100 or 120 before 几).  几 must have a place, its own (几十) or
# the units after 零 or 十; 一百几, as loose as 几十, is no figure.  So in the formal
# numerals, as 壹佰贰拾 is 120: 壹佰几拾, 贰拾几 (not 拾几, see _CN_VAGUE_DIGIT).  A
# numeral after it in its places is the top of the range (十几二十 is 11 to 20, 十几二十五
# 11 to 25, 一百二十几一百三十 121 to 130: no sum), with any big unit after it for both
# (十几二十万).
# Any other top makes the whole no figure, rather than the numeral before 几 that
# parse_chinese makes of the longest numeral it can read: a vague one (十几二十几,
# 十几二十五六; 十几二十多, above 20), one in a place above them (九十几一百) or not one
# numeral (十几二十九十 is no 110 to 290).  After a big unit, 几 is one to nine of its own
# place below it: 三万几千 is 31,000 to 39,000 (_vague_after_big); one before a vague place
# adds it, with a big unit of its own: 三亿两千几百万 is 321 to 329 million (_vague_below_big).
_CN_VAGUE_PLACE_RE = lazy_compile(
    rf"(?P<head>[{_CN_DIGITS}{_CN_PLACES}{_CN_BIG}]{{0,12}}[{_CN_PLACES}{_CN_BIG}])(?P<zero>零?)[几幾]"
    rf"(?![乎近])(?P<tail>[{_CN_CLASS}几幾]*)"
)
_CN_BETWEEN_GAP_RE = lazy_compile(rf"{_H}*(?:和|与|與|及|到|至){_H}*")
_CN_BETWEEN_END_RE = lazy_compile(rf"{_H}*(?:之间|之間|间|間)")

_MAX_WORDS = 40  # the longest number in words we read; bounds the work per run
# The words that multiply a number, which "a" (and "a half", a vague "a few") may precede
_EN_MULTIPLIER_WORDS = "hundred|dozen|thousand|million|billion|trillion"
# not a half of something: "in the second half as only a few wafers arrived", "in the
# second half a billion tokens were served"
_HALF = r"(?<!the\s)(?<!first\s)(?<!second\s)(?<!a\s)(?<!one\s)half"
# nor a quarter of a year: "in the first quarter of a billion-dollar year"
_QUARTER = (
    r"(?<!first\s)(?<!second\s)(?<!third\s)(?<!fourth\s)(?<!last\s)(?<!next\s)(?<!this\s)"
    r"(?<!the\s)quarters?"
)
_EN_NUM = r"\d+(?:\.\d+)?(?![\d]|[.,]\d)"
_EN_W = trie(sorted(EN_NUMBER_WORDS | {"point"}))
_EN_RUN_STARTS = EN_NUMBER_WORDS | {"point", "minus", "negative", "an", "half", "quarter"}
_EN_RUN_RE = lazy_compile(
    rf"(?=[{initials(_EN_RUN_STARTS)}\d])"
    # every branch below starts where no letter precedes: tested once, up front
    rf"(?<![{LETTER}])"
    rf"(?:(?<![{LETTER}])(?:minus|negative){_H}+)?"
    rf"(?:(?<![{LETTER}])(?:(?:{_HALF}{_H}+)?an?{_H}+(?:(?<!and{_H}a{_H})half(?:{_H}+|-))?"
    # "a quarter of a million", "three-quarters of a billion", "a quarter-million"
    rf"|half-|(?:(?:a|one){_H}+|three(?:{_H}+|-))?{_QUARTER}(?:{_H}+of{_H}+an?{_H}+|{_H}+|-))"
    rf"(?={_EN_MULTIPLIER_WORDS}))?"
    rf"(?:(?<![{LETTER}\d.,]){_EN_NUM}{_H}+(?={_EN_W}(?![{LETTER}])))?"
    rf"(?<![{LETTER}]){_EN_W}(?![{LETTER}])"
    rf"(?:(?:{_H}*-{_H}*|,?{_H}+)(?:(?:and|&){_H}+)?"
    rf"(?:{_EN_W}(?![{LETTER}])|(?:o|oh)(?![{LETTER}'’])|{_EN_NUM})"
    # "two and a half billion", "two-and-a-half-year"
    rf"|(?:{_H}+|-)and(?:{_H}+|-)an?(?:{_H}+|-)half(?![{LETTER}])){{0,{_MAX_WORDS}}}",
    re.IGNORECASE,
)
_RU_W = trie(sorted(RU_NUMBER_WORDS | {"целых", "целая", "целой", "целые", "целую"}))
_RU_FRACTION_WORD = r"(?:десят|сот|тысячн|десятитысячн|стотысячн|миллионн)\w*"
_RU_RUN_RE = lazy_compile(
    rf"(?=[{initials(RU_NUMBER_WORDS | {'целых', 'минус', 'полтора', 'полутора', 'четверть'})}])"
    rf"(?<![{LETTER}])(?:минус{_H}+)?(?:(?:полтора|полторы|полутора)(?:{_H}+{_RU_W}){{0,2}}(?![{LETTER}])|"
    rf"{RU_HALF_SCALE_RE.pattern}(?![{LETTER}])(?:{_H}+{_RU_W}(?![{LETTER}]))?|"
    # "четверть миллиона", "три четверти миллиарда", "трёх четвертей миллиона": before a
    # scale word in the genitive singular (not "в каждой четверти миллионы токенов")
    rf"(?:(?:(?:три{_H}+)?четверт[ьи]|тр[её]х{_H}+четвертей){_H}+"
    rf"(?=(?:тысячи|миллиона|миллиарда|триллиона)(?![{LETTER}])))?"
    rf"{_RU_W}(?![{LETTER}])"
    rf"(?:{_H}+(?:и{_H}+)?(?:{_RU_W}|{_RU_FRACTION_WORD})(?![{LETTER}])){{0,{_MAX_WORDS}}}"
    rf"(?:{_H}+с{_H}+половиной(?![{LETTER}]))?)",
    re.IGNORECASE,
)
_ARTICLES = frozenset(
    {"one", "一", "壹", "один", "одна", "одно", "одну", "одного", "одной", "одному", "одним"}
    | {"одном", "одни", "одних", "одними", "одною"}
)
_BARE_SCALES = frozenset(
    {"thousand", "million", "billion", "trillion", "hundred", "万", "萬", "亿", "億", "万亿", "兆"}
    | {"тысяча", "тысячи", "тысяч", "тысячу", "тысячей", "миллион", "миллиона", "миллионов"}
    | {"миллионом", "миллиард", "миллиарда", "миллиардов", "миллиардом", "триллион"}
    | {"триллиона", "триллионов", "триллионом", "сто", "сотня", "сотни", "сотне", "сотню"}
    | {"сотней", "сотнею", "сотен", "сотням", "сотнями", "сотнях"}
)

# ".." is the ledger's own range syntax ("2e12..4e12"); "..." is an ellipsis, but one
# character of it glued to both bounds is a Russian spec sheet's range ("−40…+85 °C").
_RANGE_SEP_RE = lazy_compile(
    rf"{_H}*(?:-|–|—|~|～|〜|－|至|到|~|\.\.)\s*$|^{_H}*(?:-|–|—|~|～|〜|－|至|到|\.\.){_H}*$|^…$"
)
_CHAIN_SEP_RE = lazy_compile(rf"{_H}*[-–]{_H}*")
# A range may be written as its two bounds: "не менее 70 и не более 100 пластин", "at least
# 70 and at most 100 wafers" (_OPENER_RE["at most"] the first bound's words).
_RANGE_WORD_RE = lazy_compile(
    rf"^{_H}*(?:(?P<w>to|through|and|до|и|по|或|or|или)|(?P<most>(?:и{_H}+не{_H}+(?:более|больше)"
    rf"|and{_H}+(?:at{_H}+most|no{_H}+more{_H}+than))))(?![{LETTER}]){_H}*$",
    re.IGNORECASE,
)
# "or" joins the bounds of a vague count when they are neighbours and a unit or a scale
# word follows: "two or three wafers", "five or six thousand", "две или три пластины"
# ("8 or 16 GB" and "2024 or 2025" name two figures).
_NEIGHBOURS_WORDS = frozenset({"or", "или"})
_RANGE_GAP_REACH = 20  # " and no more than "
_OPENER_REACH = 16  # "no fewer than "
_OPENER_RE = {
    "at most": re.compile(
        rf"(?<![{LETTER}])(?:не{_H}+(?:менее|меньше)|at{_H}+least|no{_H}+(?:less|fewer){_H}+than)"
        rf"{_H}+$",
        re.IGNORECASE,
    ),
    "to": re.compile(rf"(?:(?<![{LETTER}])from{_H}+)$", re.IGNORECASE),
    "through": re.compile(rf"(?:(?<![{LETTER}])from{_H}+)$", re.IGNORECASE),
    "and": re.compile(rf"(?<![{LETTER}])between{_H}+$", re.IGNORECASE),
    "до": re.compile(rf"(?<![{LETTER}])от{_H}+$", re.IGNORECASE),
    "и": re.compile(rf"(?<![{LETTER}])между{_H}+$", re.IGNORECASE),
    "по": re.compile(rf"(?<![{LETTER}])с{_H}+$", re.IGNORECASE),
}
# Words that may stand between 每秒 and its figure, a few in any order: modals and
# adverbs (可, 能, 平均, 稳定; 最高 and 可达 are how Chinese news writes "up to"), verbs
# (输出, 提供, 交付, 解码...) and approximations: 每秒最高可稳定输出约750个token; and the
# 从 or 由 of a change, whose new value keeps the rate (时速从100公里提高到350公里).
_CN_RATE_WORDS = (
    "可以|可|能够|能夠|能|最高|最多|最大|可达|可達|高达|高達|达到|達到|达|達|平均|稳定|穩定"
    "|约|約|大约|大約|近|接近|将近|將近|不得|超过|超過|处理|處理|生成|输出|輸出|产生|產生|使用|用"
    "|占用|佔用|分配到|分配至|分配给|分配給|分配|部署到|部署在|部署|映射到|映射至|映射"
    "|提供|服务|服務|支持|支援|返回|推理|交付|传输|傳輸|解码|解碼|生产|生產"
    "|实现|實現|吐出|完成|跑出|写出|寫出|承载|承載|都|行驶|行駛|飞行|飛行|前进|前進|为|為|在"
    "|跑|走|移动|移動|传播|傳播|体重|體重|排放|承重|从|從|由"
)
# a network, as Simplified, Traditional (Hong Kong) and Taiwan write it
_CN_NETWORK = "网络|網絡|網路"
# 每 (or 一 before a second, a minute or an hour: 一秒可输出) and what the figure after it
# is per, each group named by the canonical unit it divides by: a second, a minute, an
# hour, a day, a layer, a wafer; and 时速 and 秒速, a speed an hour and a second (最高时速420
# 公里 is 420 km/h, 秒速7.9公里 7.9 km/s), and 限速, a speed limit (限速120公里, 限速70英里).
_PER_CN = (
    rf"(?:每{_H}*(?:一{_H}*)?|一(?={_H}*(?:秒|分[钟鐘]|(?:个|個)?小[时時])){_H}*|(?=[时時秒]速|限速))"
    rf"(?:(?P<s>秒速|秒(?:钟|鐘)?)|(?P<min>分(?:钟|鐘))|(?P<h>(?:个|個)?小[时時]|钟头|鐘頭|[时時]速|限速)"
    rf"|(?P<day>[天日])|(?P<layer>(?:个|個)?(?:{_CN_NETWORK})?[层層](?:{_CN_NETWORK})?)"
    rf"|(?P<wafer>(?:个|個|片)?晶[圆圓]))"
    rf"(?:{_H}*(?:{_CN_RATE_WORDS})){{0,4}}{_H}*"
)
_PER_BEFORE_CN_RE = lazy_compile(f"{_PER_CN}$")
_PER_CN_RE = lazy_compile(_PER_CN)  # where it opens a mention: 每秒 1000 次 is a rate's
_PER_BEFORE_REACH = 20  # 每秒钟最高可稳定输出约 and a space or two
# What a count of wafers or of layers is per, written after it: "one layer per wafer",
# "one layer to each wafer", "один сетевой слой на одну пластину", 一个网络层分配到一个晶圆,
# 一片晶圆一层 (the theory's name); each group named by the thing it is per (see
# _per_thing), and the phrase ends with it (THING_ENDS, as every such phrase does: not
# "a layer per wafer pass", 一片晶圆一层楼).  Not "on each wafer" nor "на пластине", where
# a layer lies on a wafer as a film does; "на пластину" only after a network's layers
# (_per_thing: "нанесите два слоя на каждую пластину" is how a coating is put on one).
_EN_PER = rf"(?:per|(?:to|for){_H}+(?:each|every|one))"
_PER_THING_AFTER_RE = lazy_compile(
    rf"(?:{_H}+{_EN_PER}(?:{_H}+network)?{_H}+"
    rf"|{_H}+на{_H}+(?:(?:одну|каждую|один|каждый){_H}+)?(?:сетевой{_H}+)?"
    rf"|{_H}*(?:分配|映射|部署)(?:到|至|给|給|在|于|於)?{_H}*[一每]{_H}*(?:个|個|片)?{_H}*"
    rf"(?:{_CN_NETWORK})?|{_H}*一{_H}*)"
    rf"(?:(?P<wafer>wafer(?![{LETTER}\d])|(?P<onto>пластину)(?![{LETTER}])|晶[圆圓])"
    rf"|(?P<layer>layer(?![{LETTER}\d])|слой(?![{LETTER}])|[层層])){THING_ENDS}",
    re.IGNORECASE,
)
# A count of layers that "на пластину" makes per wafer: a network's ("один сетевой слой",
# "два сетевых слоя"), no coating's.
_NETWORK_LAYERS_RE = lazy_compile(r"сетев", re.IGNORECASE)
# A verb that puts a film on a wafer, right before a count of layers: the layers are
# coats and "to each wafer" (per, for each) is where they go, as "нанесите два слоя на
# каждую пластину" is: "Apply a layer to each wafer", "The fab deposits two layers per
# wafer", "Spin-coat a layer for each wafer" (_lays_a_film).  Other verbs leave the layer
# the network's: "Sol maps (assigns) one layer to each wafer".  A word that rounds the
# count may stand between: "Apply about two layers per wafer", "deposits ~2 layers".
_EN_APPROXIMATIONS = "|".join(w for w in APPROXIMATIONS["en"] if w.isalpha())
_FILM_VERB_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:re)?(?:deposit(?:s|ed|ing)?|coat(?:s|ed|ing)?"
    rf"|spray(?:s|ed|ing)?|paint(?:s|ed|ing)?|brush(?:es|ed|ing)?"
    rf"|sputter(?:s|ed|ing)?|laminat(?:e|es|ed|ing)"
    # "apply" and "spread" put a film on only as a command, or with the film named:
    # "Apply one layer to each wafer"; not "The compiler applies one layer per wafer",
    # "Sol spreads one layer per wafer" (a network's layers)
    rf"|(?:(?:^|(?<=[.!?;:\n]){_H}*|(?<=then{_H})|(?<=and{_H})|(?<=first{_H}))"
    rf"(?:re)?(?:apply|spread))"
    rf"|(?P<filmed>(?:re)?(?:appl(?:y|ies|ied|ying)|spread(?:s|ing)?))){_H}+"
    rf"(?:(?:{_EN_APPROXIMATIONS}|only|just|exactly){_H}+|~{_H}*)?$",
    re.IGNORECASE,
)
_FILM_VERB_REACH = 32  # "redepositing approximately " and the spaces after it
# ... the film "apply" and "spread" name after the count: "applies one layer of
# photoresist per wafer"
_FILM_NAMED_RE = lazy_compile(
    rf"[\w.,~]+{_H}+(?:coats?|films?|layers?){_H}+of{_H}+(?:\w+{_H}+)?"
    r"(?:photoresist|resist|coating|film|oxide|nitride|polymer|metal|copper|aluminium"
    r"|aluminum|paint|lacquer|primer|varnish|glue|adhesive|epoxy)",
    re.IGNORECASE,
)
# Its things, each a count that makes an amount per the other (wafer/layer).
_PER_THING_COUNTS = frozenset({"wafer", "layer"})
# "a" before a wafer or a layer per the other is one: "a wafer per layer", "a layer to
# each wafer" (elsewhere "a" is no figure: "a wafer", "half a wafer per layer").  What
# every such phrase holds, for a test in C before the pattern's search: _A_PER_THING_WORDS.
_A_PER_THING_RE = lazy_compile(
    rf"(?<![{LETTER}\d'’\u2011-])(?<!half{_H})(?<!quarter{_H})a(?={_H}+(?:network{_H}+)?"
    rf"(?:wafer{_H}+{_EN_PER}{_H}+(?:network{_H}+)?layer|(?P<layer>layer){_H}+{_EN_PER}{_H}+wafer)"
    rf"(?![{LETTER}\d]){THING_ENDS})",
    re.IGNORECASE,
)
_A_PER_THING_WORDS = ("afer", "ayer")
# What follows an English rate's time that opens its clause: a comma, or the clause's
# subject, a name or a pronoun ("Every second, Sol writes", "Every second Sol writes",
# "every second it writes"); not a noun, for "every second user" is every other one, nor
# a weekday or a month, a name that is none ("every second Monday").  A name is a capital
# and a lower-case letter, and no digit in the word: an acronym or a model's name ("Every
# second GPU processes", "every second H100") is a noun's, every other one.
_EN_SUBJECT_AFTER = (
    rf"(?={_H}*,|{_H}+(?:(?!(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|{_MONTHS_EN})"
    rf"(?![{LETTER}]))(?-i:[A-Z][a-z])[^\W\d_]*+(?!\d)"
    rf"|(?:the|it|this|we|they|he|she|our|its|their)(?![{LETTER}])))"
)
_CLAUSE_ENDS = ".!?;。！？；\n"  # what ends a clause, for a [...] class
# Where a Chinese rate's time may stand apart from its figure: opening its clause (after
# a sentence's end, a line break or a comma) with a comma right after it: 每秒钟，Sol
# 可以输出 750 个 token, 每一秒，...; not 每秒钟的延迟都很关键，... nor 按每秒计费，..., whose
# later figures are counts (the time before a figure, _PER_BEFORE_CN_RE, is another rule).
_OPENS_A_CLAUSE = rf"(?:^|(?<=[\s{_CLAUSE_ENDS}，,：:]))"
_CN_OPENS = rf"{_OPENS_A_CLAUSE}每{_H}*(?:一{_H}*)?"
_CN_COMMA_AFTER = rf"(?={_H}*[，,])"
# A Russian layer of the network, earlier in the clause, as what each wafer counted after
# it is for, and the verb that gives it the wafer: "Каждый слой Sol занимает одну пластину",
# "Каждому слою сети отводится одна пластина", "На каждый слой приходится одна
# пластина".  The layer is the network's by its owner after it (сети, модели, a name) or
# by nothing: "Каждый слой краски занимает одну пластину" is a coat of paint.
_RU_NAME = r"(?-i:[A-Z])[\w.\-]*"  # Sol, Kimi K2
_RU_LAYER_OWNER = rf"(?:{_H}+(?:сети|нейросети|модели|{_RU_NAME}(?:{_H}+{_RU_NAME})?))?"
_RU_EACH_LAYER = (
    rf"(?:каждый{_H}+(?:сетевой{_H}+)?слой{_RU_LAYER_OWNER}{_H}+"
    rf"(?:занимает|получает|использует|требует|размещается|располагается|работает)"
    rf"|(?:каждому{_H}+(?:сетевому{_H}+)?слою|на{_H}+каждый{_H}+(?:сетевой{_H}+)?слой)"
    rf"{_RU_LAYER_OWNER}{_H}+(?:отводится|выделяется|достаётся|достается|приходится))"
)
# A rate's time put earlier in the clause, each group named by the unit it divides by:
# "Every second, Sol writes 750 tokens" (see _EN_SUBJECT_AFTER), "Каждую секунду (За
# секунду) Sol выдаёт 750 токенов" (not "за секунду до": a second before), "每秒钟，Sol
# 可以输出 750 个 token" (see _CN_OPENS).  Not an hour or a day: "Every day, developers use
# a context window of 1,050,000 tokens", "Каждый день Sol работает с контекстом 128 тысяч
# токенов" are counts, as such openers mostly are (the unit after the figure, "tokens per
# day", and 每天 right before it make rates).  A layer too (_RU_EACH_LAYER), whose wafer
# is one per layer.
_RATE_ADVERBIAL_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:(?P<s>(?:every|each){_H}+second{_EN_SUBJECT_AFTER}"
    rf"|(?:каждую|в|за){_H}+секунду(?!{_H}+до(?![{LETTER}]))|ежесекундно"
    rf"|{_CN_OPENS}秒[钟鐘]?{_CN_COMMA_AFTER})"
    rf"|(?P<min>(?:every|each){_H}+minute{_EN_SUBJECT_AFTER}"
    rf"|(?:каждую|в|за){_H}+минуту(?!{_H}+до(?![{LETTER}]))|ежеминутно"
    rf"|{_CN_OPENS}分[钟鐘]{_CN_COMMA_AFTER})"
    rf"|(?P<layer>{_RU_EACH_LAYER}))"
    rf"(?![{LETTER}])",
    re.IGNORECASE,
)
# What every opener of _RATE_ADVERBIAL_RE holds: a test in C before the pattern's search.
_RATE_ADVERBIAL_WORDS = ("econd", "inute", "екунд", "инут", "秒", "分", "слой", "слою")
# Where the clause before a number starts: after a sentence's end or a line break; not
# after a full stop between digits, a decimal point or a version's ("Каждый слой GPT-5.6
# Sol занимает одну пластину", "Every second, Kimi K2.6 writes …")
_CLAUSE_START_RE = lazy_compile(
    rf"(?s:.*)(?:[{_CLAUSE_ENDS.replace('.', '')}]|\.(?<!\d\.)|\.(?!\d))"
)
_CLAUSE_REACH = 80
_PERCENT_BEFORE_RE = lazy_compile(rf"[百佰]{_H}*分{_H}*之{_H}*$")
_PREFIX_GAP_RE = lazy_compile(rf"{_H}?$")
_SPACES_RE = lazy_compile(rf"{_H}*")
_BULLET_HYPHEN_RE = lazy_compile(rf"\n+•{_H}*")
# A measure word between a number and its unit (100个token, 70片晶圆, 100块晶圆), "about"
# after it or alone (100片左右的晶圆, 100左右晶圆), and 的 after either.
_CLASSIFIER_RE = lazy_compile(
    rf"{_H}*(?:[个個片块塊]{_H}*(?:(?:左右|上下){_H}*)?|(?:左右|上下){_H}*)(?:的{_H}*)?"
)
# A quotation that closes after the number leaves its unit outside: «около 1000» пластин.
_CLOSING_QUOTE_RE = lazy_compile(rf"[»”\"]{_H}*")
# "More than" or "about" written between a number and its unit, which it leaves the
# number's: 80多片晶圆, 80余片, "80+ wafers", "80-plus", "80 or so", "70-odd",
# "80 с лишним пластин".
_APPROX_AFTER_RE = lazy_compile(
    rf"(?:{_H}*[多余餘来來]|\+(?![\d+])|[-‑](?:plus|odd)(?![{LETTER}])"
    rf"|{_H}+(?:or{_H}+so|odd|с{_H}+(?:лишним|небольшим))(?![{LETTER}])){_H}*",
    re.IGNORECASE,
)
# A ratio in one word, "threefold", втрое, десятикратный: the multiple of each stem.
_MULTIPLES = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "hundred": 100, "thousand": 1000,
    "вдвое": 2, "втрое": 3, "вчетверо": 4, "впятеро": 5, "вшестеро": 6, "всемеро": 7,
    "ввосьмеро": 8, "вдевятеро": 9, "вдесятеро": 10,
    "дву": 2, "двух": 2, "трёх": 3, "трех": 3, "четырёх": 4, "четырех": 4, "пяти": 5,
    "шести": 6, "семи": 7, "восьми": 8, "девяти": 9, "десяти": 10, "сто": 100,
    "twice": 2, "thrice": 3, "half": 0.5,
}  # fmt: skip
MULTIPLE_WORDS = frozenset(_MULTIPLES)  # how such words begin ("втрое", "дву" of двукратный)
# Where one may be: a scan in C for the letters every such word holds, before the whole
# pattern is tried at the start of each word found (trying it everywhere costs 20 times
# as much on a page with none).  The scan stops at few letters: at the f of "fold" and
# "half", the c of "twice" and "thrice" (not at every t and h of English).
_MULTIPLE_HINT_RE = lazy_compile(
    "[fFкКвВcC](?i:(?<=f)old|(?<=half)|(?<=[кК])ратн|(?<=[вВ])(?:дво|тро)е"
    "|(?<=[вВ])(?:четве|пяте|шесте|семе|восьме|девяте|десяте)ро"
    "|(?<=twic)e|(?<=thric)e)"
)
_WORD_START_RE = lazy_compile(rf"[{LETTER}]*$")
# "The reason is twofold": in two parts, no ratio
_PARTS_BEFORE_RE = lazy_compile(rf"(?<![{LETTER}])(?:is|are|was|were|be|been){_H}+$", re.IGNORECASE)
# An English ratio compares: "twice as fast as Kimi", "three times as many", "3 times
# faster", "half as fast".  Without a comparative after it, "twice" and "3 times" count
# occurrences ("ran it twice", "3 times already", "3 times as users asked").
_AS_WORDS = (
    "fast|slow|quick|large|big|small|high|low|long|short|great|much|many|few|little|wide"
    "|dense|heavy|light|strong|cheap|expensive|efficient|powerful|good|bad|deep|costly"
    "|quickly|slowly|rapidly|efficiently|cheaply|likely"  # not "as far as", "as usually"
)
_THAN_WORDS = (
    "more|less|fewer|faster|slower|quicker|larger|bigger|smaller|higher|lower|longer"
    "|shorter|greater|cheaper|wider|denser|heavier|lighter|stronger|better|worse|deeper"
)
_COMPARATIVE_AFTER = rf"(?={_H}+(?:as{_H}+(?:{_AS_WORDS})|{_THAN_WORDS})(?![{LETTER}]))"
# A multiple of another thing's figure: "three times the speed of GPT-5.5", "twice that
# of", "three times GPT-5.5's", "twice its size", "three times Sol's throughput": a word
# of what is measured, or a possessive that ends the clause; not occurrences in a time or
# an event, "three times a day", "twice its launch day", "three times the summer of
# 2025", "three times OpenAI's keynote".
_MEASURES = (
    "speed|size|rate|throughput|cost|price|number|amount|power|capacity|memory|bandwidth"
    "|length|context|performance|output|volume|weight|height|width|energy|value|count"
    "|budget|scale|compute|latency|revenue|efficiency|footprint|area|density|parameters"
)
_NAME_OWNS = rf"(?-i:[A-Z])[\w.\-]*(?:{_H}(?-i:[A-Z])[\w.\-]*)?['’]s"  # "Kimi K2.6's"
_MULTIPLE_OF_AFTER = (
    rf"(?={_H}+(?:the{_H}+(?:{_MEASURES}){_H}+of|th(?:at|ose){_H}+of"
    rf"|(?:its|their|{_NAME_OWNS})(?:{_H}+[{LETTER}]+(?:['’]s)?)?{_H}+(?:{_MEASURES})"
    rf"|{_NAME_OWNS}(?={_H}*(?:[.,;:!?)]|$)))(?![{LETTER}]))"
)
_TIMES_AFTER_RE = lazy_compile(
    rf"{_H}+times(?:{_COMPARATIVE_AFTER}|{_MULTIPLE_OF_AFTER})", re.IGNORECASE
)
_MULTIPLE_RE = lazy_compile(
    rf"(?<![{LETTER}\d-])(?:(?P<en>two|three|four|five|six|seven|eight|nine|ten|hundred"
    rf"|thousand)fold|(?P<ru>в(?:дво|тро)е|в(?:четве|пяте|шесте|семе|восьме|девяте|десяте)ро)"
    rf"|(?P<stem>дву|двух|тр[её]х|четыр[её]х|пяти|шести|семи|восьми|девяти|десяти|сто)"
    rf"кратн[а-яё]*|(?P<as>twice|thrice|{_HALF})"
    rf"(?:{_COMPARATIVE_AFTER}|(?<=ce){_MULTIPLE_OF_AFTER}))(?![{LETTER}])",
    re.IGNORECASE,
)
# A maker or product between a number and its unit: "100 Cerebras wafers", "70 WSE-3
# wafers", "8 NVIDIA H100 processors", 100片Cerebras晶圆.  One or two words that start with
# a capital (Latin), digits and hyphens inside ("WSE-3", "GPT-5.6").
_NAME_WORD = r"[A-Z][A-Za-z\d]*+(?:[-‑.][A-Za-z\d]++)*+"
_NAME_BEFORE_UNIT_RE = lazy_compile(rf"{_H}*{_NAME_WORD}(?:{_H}+{_NAME_WORD})?{_H}*")
# Compound adjectives: "3-trillion-parameter", "15-trillion token" (a scale word after a
# hyphen, read only when a unit follows) and "900-token" (a hyphen, then a unit that
# starts with a letter).
_HYPHEN_SCALE_RE = lazy_compile(
    rf"[-\u2011](thousand|million|billion|trillion)(?=[-\u2011]|{_H})", re.IGNORECASE
)
_HYPHEN_UNIT_RE = lazy_compile(rf"[-\u2011](?=[{LETTER}])")
_HYPHENS = ("-", "\u2011")
_HYPHEN_UNIT_REACH = 40  # longer than any unit's words ("tokens-per-second")
# The words of a compound adjective after its number's hyphen ("wafer-per-layer").
_COMPOUND_RE = lazy_compile(rf"[{LETTER}\d]+(?:[-\u2011][{LETTER}\d]+)*")
# "MUSD", "kUSD": a scale glued before a currency code.
_SCALED_CURRENCY_RE = lazy_compile(r"(?P<s>MM|Mn|mn|Bn|bn|[kKMB])(?=USD(?![A-Za-z]))")
_CURRENCY_SCALES = {"k": 1e3, "m": 1e6, "mm": 1e6, "mn": 1e6, "b": 1e9, "bn": 1e9}
# A gas industry's cubic feet in thousands, millions, billions and trillions: "2,893 Bcf"
# is 2.893e12 ft³, "500 MMcf", "1,000 Mcf", "12 Tcf", and their gas equivalents, oil's
# counted in, "3 Tcfe", "450 MMcfe", and in a compound, "a 30-Bcf injection" (not "TCF",
# a bank, nor a cell line's "MCF-7"); not a rate, "103 Bcf/d", "10 Bcfd", "5 Bcf per
# day", "3.1 Bcf daily", "500 MMcf в сутки", a volume per a time as litres' is
# (NO_RATE_OF_A_SUBSTANCE), and a report's "per d", "per annum", "in a day"
_GAS_VOLUMES_RE = lazy_compile(
    r"[-\u2011]?(?P<s>[Tt]cf|[Bb]cf|BCF|MMcf|mmcf|MMCF|Mcf|mcf|MCF)e?"
    r"(?![A-Za-z/]|-\d|\s*/|\s+(?:per\s+(?:d|annum)|in\s+a\s+day)\b)" + NO_RATE_OF_A_SUBSTANCE
)
# ... nor a day's or a year's output named before it (日产气量为500 MMcf, "Daily output
# averaged 450 MMcfe")
_GAS_OUTPUT_BEFORE_RE = lazy_compile(
    r"(?:[日月年]产|日均|每[日天月年])[^。；，]{0,12}$|(?i:\bdaily\b)[^.;,\d]{0,30}\d[\d.,]*\s*$"
)
_GAS_SCALES = {"t": 1e12, "b": 1e9, "mm": 1e6, "m": 1e3}
# A currency's hundredth after a figure: "26 cents", "26¢", "26 центов", 26美分 are 0.26
# USD, "26 евроцентов" and 26欧分 EUR, "26 копеек" RUB (a claim states the currency)
_HUNDREDTHS_RE = lazy_compile(
    r"(?P<USD>(?i:cents?)(?![A-Za-z])|¢|цент(?:ов|а|ы)?(?![а-я])|美分)"
    r"|(?P<EUR>(?i:euro[ -]?cents?)(?![A-Za-z])|евроцент(?:ов|а|ы)?(?![а-я])|欧分|歐分)"
    r"|(?P<RUB>копе(?:ек|йки|йка|йку)(?![а-я])|коп\.)"
)
# "п.п." after a figure is percentage points ("на 2,8 п.п."), not after the number of a
# law's item, part or article, where it numbers sub-items: "п. 3 п.п. «а» статьи 5", "п. 2
# п.п. 1 ст. 23 НК РФ" (what follows tells nothing: news goes on "2,8 п.п. 3 квартала
# подряд", "2,8 п.п. «Это рекорд»")
_ITEM_NUMBER_BEFORE_RE = lazy_compile(
    rf"(?<![^\W\d_])(?<!т\.)(?<!т\.{_H})(?:п|пп|подп|ч|ст)\.{_H}*\d+{_H}*$", re.IGNORECASE
)
# A rate of pixels ("2000 MPix/s", "500 MPix per second", "120 Mpix per frame", "2000
# Мпикс/с", "500 мегапикселей в секунду") is an image processor's, no camera's count:
# the figure is bare (no claim unit is a rate of pixels); a slash before no time or frame
# parts a spec sheet's cameras or their apertures ("50 Мп/12 Мп", "200 Mpx/f1.7").
_PER_TIME_OR_FRAME_RE = lazy_compile(
    rf"{_H}*/{_H}*(?:(?:s|sec|second|min|minute|h|hour|frames?|clk|c|с|сек|секунду|мин|ч|кадр)"
    rf"(?![{LETTER}])|[秒帧幀])"
    rf"|{_H}+(?:per{_H}+(?:second|sec|s|frame)(?![{LETTER}]|-)|в{_H}+(?:секунду|сек)(?![{LETTER}]))",
    re.IGNORECASE,
)
# A figure divided again by a physical quantity is no figure of its unit: "30 Gbps/W",
# "2 TB/s per watt", "30 Гбит/с на ватт", "30 Gbps/瓦", "5000 tokens per second per
# megawatt", "50 tokens/J", "30 GB/s per dollar", "250 Wh/kg", "200 W/m²", a link's "30
# bit/s/Hz" (30 бит/с/Гц, 30比特/秒/赫兹) are an efficiency, a price-performance or a
# density, which no claim unit is: the figure is bare, as an unknown unit's ("5
# TFLOPS/W"), and so is a volume's "40 MB/s per TB" (40 МБ/с на ТБ, 每TB 40 MB/s), a rate
# per a size of its capacity.  Only a watt, a joule, a watt-hour, a dollar, a kilogram, a
# size in bytes, an area or a hertz (a spectral efficiency) divides so: a thing counted
# keeps the rate, whose figure it still is, per each ("400 GB/s per GPU", "750 tokens per
# second per user", "100 Мбит/с/порт", "1000 tokens/s per request", "700 W per GPU").  A
# price per watt is a price, as "$5,000 per month" is ("$0.25/W", 每瓦 1.2 元), and a ratio
# per watt the ratio ("up to 2x per watt", "30% per watt": better performance per watt,
# shortened).  The symbols keep their case (W, J, kg, TB: not a "/w" of "w/o"); the words
# are in any case, and none goes on into a compound ("400 Gbps/W-band radio").  A time
# per a size in bytes keeps its unit, as TB is tuberculosis as often ("45 minutes per TB
# case", "2 hours per TB patient"), and so does a symbol before a name ("8 GW per GB
# Energy's plan").
_NOT_DIVIDED_AGAIN = CURRENCIES | {"x", "percent", "bp"}
_BYTES_END_RE = lazy_compile(r"(?:B|bytes?|Б|байт|字节)$", re.IGNORECASE)
# a symbol, not an initial ("50 GW per J.P. Morgan", after "per" "750 MW per W. Smith, the
# CFO"), nor a price after the slash ("1 Gbps / USD 70 per month", "per $ 10 spent")
_PER_PHYSICAL_EN = (
    rf"(?:(?:[kMGm]?W(?:h|·h)?|k?J)(?!\.[{LETTER}])|(?:\$|USD)(?!{_H}*\d)"
    rf"|kg|(?:c|m)?m[2²]|sq\.?{_H}*(?:ft|m)|[kMG]?Hz|[MGTP]i?B(?!{_H}[A-Z]|['’]s)"
    rf"|(?i:(?:kilo|mega|giga|milli)?watts?(?:-hours?)?|joules?|dollars?|kilograms?"
    rf"|(?:mega|giga|tera|peta)bytes?"
    rf"|square{_H}+(?:(?:milli|centi)?met(?:re|er)s?|f(?:oo|ee)t)))(?![{LETTER}\d\-‑])"
)
_PER_PHYSICAL_RU = (
    rf"(?:[кМмГ]?Вт(?:·ч|\*ч|ч)?|к?Дж|кг|(?:с|м)?м²|кв\.?{_H}*(?:м|мм)|[кМГ]?Гц"
    rf"|[МГТП]и?Б(?!{_H}[А-ЯЁA-Z])"
    rf"|(?i:(?:кило|мега|гига|милли)?ватт|джоуль|доллар|килограмм|(?:мега|гига|тера|пета)байт))"
    rf"(?![{LETTER}\d\-‑])"
)
_PER_PHYSICAL_ZH = (
    r"(?:[千兆吉]?瓦(?:特|时|時)?|焦耳|美元|千克|公斤|平方(?:米|毫米|厘米|公里)|平米|公里|千米"
    r"|[千兆吉]?赫兹"
    r"|[兆吉太拍]字节|[MGTP]i?B(?![A-Za-z]))"
)
# 每瓦 before the figure divides it as after it (能效达到每瓦 30 Gbps, 每瓦可输出 30 Gbps),
# with the words that may stand between 每秒 and its figure (_CN_RATE_WORDS).
_PER_PHYSICAL_BEFORE_RE = lazy_compile(
    rf"每{_H}*{_PER_PHYSICAL_ZH}(?:{_H}*(?:{_CN_RATE_WORDS})){{0,4}}{_H}*$"
)
_PER_PHYSICAL_RE = lazy_compile(
    rf"{_H}*/{_H}*(?:{_PER_PHYSICAL_EN}|{_PER_PHYSICAL_RU}|{_PER_PHYSICAL_ZH})"
    rf"|{_H}+(?i:per){_H}+(?![WJ]\.{_H}+[A-Z])(?:{_PER_PHYSICAL_EN})"
    rf"|{_H}+на{_H}+{_PER_PHYSICAL_RU}"
    rf"|{_H}*每{_H}*{_PER_PHYSICAL_ZH}"
)
# Pixels after 万 or 亿, as a camera's count is told in Chinese: 2 亿像素 (200 million
# pixels) is 200 MP, 5000万像素 50 MP, 1200 萬畫素 12 MP (the lexicon's megapixel); after a
# number without a scale 像素 is a resolution's or a density's, "3200×1440 像素", "每英寸
# 460 像素", and stays without a unit; so does one of pixel art, 2 亿像素游戏 (games), 像素风,
# 像素画.
_PIXELS_AFTER_A_SCALE_RE = lazy_compile(rf"(?<=[万萬亿億]){_H}*[像畫]素(?![游遊风風画畫艺藝])")
# A word between a number and its unit ("3 large wafers", "3 крупных пластины"); not one
# that makes the unit a rate's denominator ("750 per second", "750 a second"), nor one
# that points at a time ("1,050,000 last year", "5 прошлого месяца": no span of time),
# nor in English a word of grammar or time (_EN_NOT_MODIFIERS: "933-4980 after hours",
# "ranks 1 in tokens per second", "2 within minutes"; "5 more hours" keeps its unit)
_RU_ADJECTIVE_RE = lazy_compile(
    rf"{_H}+(?!(?:прошл|следующ|текущ|нынешн|будущ|предыдущ)[а-яё]*(?![{LETTER}]))"
    rf"[а-яё]+(?:ых|их|ой|ый|ий|ая|яя|ую|юю|ое|ее|ые|ие|ого|его|ому|ему)(?![{LETTER}])",
    re.IGNORECASE,
)
_EN_ADJECTIVE_RE = lazy_compile(
    rf"{_H}+(?!(?:and|to|or|per|a|an|each|every|this|that|last|next|past|previous|coming"
    rf"|same|following)\b)[a-z]+(?![{LETTER}])"
)
# A length after "square" or "cubic" is an area or a volume, no screen's diagonal: "12
# square inches", "3 cubic inches", "5 квадратных дюймов" keep no unit (as "5 кв.
# дюймов" and 12 平方英寸 do, no adjective).
_AREA_OR_VOLUME_RE = lazy_compile(rf"{_H}+(?:square|sq|cubic|квадратн|кубическ)", re.IGNORECASE)
_CN_ORDINAL_BEFORE_RE = lazy_compile(rf"第{_H}{{0,2}}$")
_ORDINAL_AFTER_RE = lazy_compile(
    rf"(?:st|nd|rd|th|-?(?:й|я|е|го|му|м|х|ый|ой|ая|ье))(?![{LETTER}])", re.IGNORECASE
)


class _Spans:
    """Sorted, merged spans that answer "does [start, end) touch any?" by bisection."""

    def __init__(self, spans: list[tuple[int, int]]) -> None:
        merged: list[list[int]] = []
        for s, e in sorted(spans):
            if merged and s <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], e)
            else:
                merged.append([s, e])
        self.starts = [s for s, _ in merged]
        self.ends = [e for _, e in merged]

    def overlaps(self, start: int, end: int) -> bool:
        i = bisect.bisect_left(self.starts, end) - 1
        return i >= 0 and self.ends[i] > start


# --------------------------------------------------------------------------- the reader

# The Lancet's decimal point is a middle dot between digits, "0·71 (95% CI 0·60–0·84)",
# "14·2 months" (were 0 and 71, 14 and 2 months): read as a point, one character for
# one, except before 10 raised to a power ("3·10¹²", a product: EXPONENT_RE) and in a
# line with Chinese or Russian, which never write a decimal so: there the dot names a date,
# 5·12汶川地震, 9·11事件, or multiplies, "2·3 = 6".
_MIDDLE_DOT_BETWEEN_DIGITS_RE = lazy_compile(r"(?<=[0-9])·(?=[0-9])")
_CHINESE_OR_RUSSIAN_RE = lazy_compile(f"[{HAN}А-Яа-яЁё]")
# Two years a dot joins, a fiscal or school year's span: "Fiscal 2023·24", "2024·2025";
# not two of a run of three numbers or more a dot apart, a date or a version, whose every
# dot is made a full stop, as "2·3·1" is ("2024·12·01" was 2024 and 12.01: as 2024.12.01
# it reads no number), nor a sum of money (_joins_two_years)
_YEAR_SPAN_RE = lazy_compile(
    r"(?<![0-9])(?<![0-9]·)(?:19|20)[0-9]{2}·(?:(?:19|20)?[0-9]{2})(?![0-9]|·[0-9])"
)


def _joins_two_years(text: str, dot: int, lexicon: UnitLexicon) -> bool:
    """Whether the middle dot at ``dot`` joins two years (_YEAR_SPAN_RE); not after a
    currency sign or before a currency word, where the dot is a price's decimal point:
    "£2019·50", "2019·50 GBP" are 2019.50 pounds (were the year 2019 and 50)."""
    span = _YEAR_SPAN_RE.match(text, max(0, dot - 4))
    if span is None:
        return False
    after = _unit_after(text, span.end(), lexicon, names=False)
    return _prefix(text, span.start(), lexicon)[1] not in CURRENCIES and (
        after is None or after[1] not in CURRENCIES
    )


def _with_decimal_middle_dots(text: str, lexicon: UnitLexicon) -> str:
    """``text`` with each middle dot that is a decimal point made a full stop.  Each line
    is searched for Chinese or Russian once, not once for each of its dots (a page's one
    long line of them took minutes)."""
    chars = list(text)
    line_end, mixed = -1, False
    for m in _MIDDLE_DOT_BETWEEN_DIGITS_RE.finditer(text):
        if m.start() > line_end:
            line_start = text.rfind("\n", 0, m.start()) + 1
            line_end = text.find("\n", m.end())
            line_end = len(text) if line_end < 0 else line_end
            mixed = _CHINESE_OR_RUSSIAN_RE.search(text, line_start, line_end) is not None
        if not (
            mixed
            or EXPONENT_RE.match(text, m.start())
            or _joins_two_years(text, m.start(), lexicon)
        ):
            chars[m.start()] = "."
    return "".join(chars)


def find_quantities(text: str, lexicon: UnitLexicon = DEFAULT_LEXICON) -> list[Quantity]:
    """Every quantity in ``text``, sorted by start, spans never overlapping."""
    norm = normalize_digits(text) if _FULL_WIDTH_RE.search(text) else text
    norm = _with_decimal_middle_dots(norm, lexicon) if "·" in norm else norm
    hard = _hard_blocked(norm, lexicon)
    dates = _find_dates(norm, _Spans(hard), lexicon)
    blocked = _Spans(hard + _soft_blocked(norm, lexicon) + [(q.start, q.end) for q in dates])
    atoms = _find_atoms(norm, blocked, lexicon)
    numbers = _without_model_sizes(
        norm, [_yuan_sign(norm, q) for q in _assemble(norm, atoms, lexicon)]
    )
    found = sorted(dates + numbers + _multiples(norm, blocked), key=lambda q: (q.start, -q.end))
    result: list[Quantity] = []
    for q in found:
        if result and q.start < result[-1].end:
            continue
        result.append(q)
    found = _signed_below_zero(
        norm, _with_parts_counted(norm, _with_durations_summed(norm, result))
    )
    return [_stated(norm, found, i) for i in range(len(found))]


def _stated(text: str, found: list[Quantity], i: int) -> Quantity:
    """``found[i]`` in the unit it is stated in: °F in °C (_read_as), a sprint's speed
    from a standstill bare (_from_a_standstill), an ounce or a yard in the unit of what
    it measures (_of_its_matter)."""
    q = found[i]
    if q.unit in READ_AS:
        return _read_as(text, found, i)
    if q.unit in _SPEEDS and _from_a_standstill(text, found, i):
        return _bare(text, q)
    return _of_its_matter(text, q) if q.unit in _MATTER_AFTER else q


# What an ounce or a yard measures tells its unit: a drink's ounce is a fluid ounce (a
# drink or its vessel after it, "a 12-ounce can of soda", "64 ounces of water", "16 oz
# lattes", "2 oz gin", "8 унций воды", 一杯12盎司的咖啡, or a volume named, "Бокал вина
# объёмом 5 унций", 容量为40盎司; not "8 ounces of cream cheese", "a 15-ounce can of
# beans", "6 oz yogurt cups", "1 ounce of ground coffee", 12盎司的咖啡豆, which weigh), a
# builder's yard a cubic yard ("10 yards of concrete", "a 20-yard dumpster"; not "200
# yards of gravel road"), and gold's and silver's ounce a troy ounce ("1.2 million ounces
# of gold", "Gold production reached 350,000 ounces", "Запасы золота — 5 млн унций", 黄金
# 产量为50万盎司; not a gold medallist's steak, a silver dress's clutch, 黄金周).
_LIQUIDS = (
    r"(?:water|milk|juice|soda|pop|cola|coke|beer|stout|ale|lager|wine|sherry|port|liquor"
    r"|spirits?|mixers?|whisk(?:e)?y|bourbon|scotch|brandy|cognac|vodka|gin|rum|tequila|sake"
    r"|champagne|cider|margarita|martini|coffee|tea|espresso|lemonade|broth|liquid|drink"
    r"|beverage|cream|oil|syrup|formula|vermouth|liqueur|extract)"
)
# ... which a solid of it after the word makes no drink ("milk chocolate", "coffee beans",
# "coffee cake", "beer batter", "water chestnuts")
_SOLID_AFTER = (
    r"(?![\s-]+(?:chocolate|cheese|powder|beans?|grounds?|solids?|flakes?|crystals?|bags?"
    r"|pods?|leaves|mix|concentrate|cakes?|bread|loaf|loaves|batter|chestnuts?|crackers?"
    r"|cookies?|cand(?:y|ies)|fudge|truffles?)\b)"
)
# ... nor a word before it ("ground coffee", "sour cream"; "dry vermouth" is one)
_SOLID_BEFORE = (
    r"(?:ground|instant|loose|leaf|dried|powdered|whole[\s-]+bean|freeze[\s-]+dried"
    r"|condensed|evaporated|sour|whipped|clotted)"
)
_LIQUID_AFTER = (
    rf"(?:(?!{_SOLID_BEFORE}\b|(?:and|or|with|in|into|to|for|per|of|a|an|the)\b)[a-z]+\s+)"
    rf"{{0,2}}?{_LIQUIDS}\b{_SOLID_AFTER}"
)
_DRINKS = r"(?:sodas?|beers?|lattes?|coffees?|smoothies?|shakes?|pours?|drinks?|beverages?)"
_VESSELS = r"(?:bottles?|glass(?:es)?|cups?|mugs?|tumblers?|pitchers?|jugs?)"
# ... a vessel of a drink, its material or its drink named before it ("16-ounce plastic
# bottles", "a 20 oz water bottle"; not "ketchup bottle", "yogurt cups"), not before
# another vessel ("an 8 oz glass jar")
_VESSEL_WORDS = (
    r"(?:plastic|glass|aluminum|aluminium|reusable|insulated|disposable|paper|ceramic|travel"
    r"|water|coffee|tea|beer|wine|soda|baby|squeeze|sports|drinking|shot|measuring|foam"
    r"|styrofoam|hot|cold|iced|large|small|tall|highball|rocks|pint|collins|coupe|martini)"
)
# ... and in Russian, a drink in the genitive after the ounce or in the nominative of a
# table's header ("Пиво, унций"), up to two adjectives before it, none that makes it solid
# ("молотого кофе", "сгущённого молока", "сухого молока", "кофе в зёрнах")
_RU_DRINKS = (
    r"(?:вод[аы]|молок[оа]|сок[а]?|пив[оа]|вин[оа]|кофе|ча[йя]|жидкост[ьи]|напит(?:ок|ка)"
    r"|газировк[аи]|кол[аы]|виски|водк[аи]|джин[а]?|ром[а]?|коньяк[а]?"
    r"|сливк[иа]|сливок|бульон[а]?|коктейл(?:ь|я)|вермут[а]?|сироп[а]?|херес[а]?|ликёр[а]?"
    r"|текил[аы]|бренди|абсент[а]?|сидр[а]?|шампанско(?:е|го)|портвейн[а]?|квас[а]?"
    r"|лимонад[а]?|морс[а]?|компот[а]?)"
)
_RU_SOLID_BEFORE = r"(?:молот|сгущ|растворим|сух(?:ого|ое|ой)[ \u00a0]+(?:молок|сливок))"
# ... and in Chinese, two characters at most before it but a word that joins another
# thing or makes it instant (5盎司鱼配白酒, 12盎司的速溶咖啡), and none of a solid after it
# (牛奶巧克力, 牛奶糖, 水饺, 水煮, 果汁软糖, 啤酒花, 咖啡豆)
_ZH_DRINKS = (
    r"(?:的|装的?|裝的?)?(?:(?![配和与與加及或速])[\u4e00-\u9fff]){0,2}?"
    r"(?:可乐|可樂|啤酒|咖啡|饮料|飲料|牛奶|配方奶|奶茶|果汁|[橙柠檬苹果]{1,2}汁|汽水|矿泉水"
    r"|礦泉水|[热温冷凉白开]{0,2}水(?![晶果泥彩墨银貨货产蜜])|红酒|紅酒|葡萄酒|金酒|威士忌|伏特加"
    r"|朗姆酒|白酒|烈酒|鸡尾酒|香水|橄榄油|拿铁|拿鐵|杯|壶|壺)"
    r"(?![巧糖花饺餃煮粉豆软軟])"
)
_MATTER_AFTER = {
    "oz": (
        lazy_compile(
            rf"(?i:[\s-]+(?:{_VESSEL_WORDS}[\s-]+)?(?:{_DRINKS}|{_VESSELS})\b{_SOLID_AFTER}"
            r"(?![\s-]+(?:of|jars?|tubs?|containers?|bowls?|vials?|lids?)\b)"
            rf"|[\s-]+(?:(?:{_VESSEL_WORDS}[\s-]+)?(?:{_VESSELS}|cans?|cartons?|servings?|shots?"
            rf"|pours?)\s+)?of\s+{_LIQUID_AFTER}"
            rf"|\s+{_LIQUID_AFTER}"
            rf"|\s+(?:(?!{_RU_SOLID_BEFORE})[а-яё]+(?:ой|ей|ого|его|ых|их)\s+){{0,2}}"
            rf"{_RU_DRINKS}(?![а-яё])(?!\s+в\s+з[её]рнах))"
            rf"|{_ZH_DRINKS}",
        ),
        "floz",
    ),
    "yd": (
        lazy_compile(
            r"(?i:\s+(?:of\s+)?(?:[a-z]+\s+)?(?:concrete|mulch|dirt|soil|topsoil|gravel|sand"
            r"|stone|rock|compost|fill|asphalt|debris|trash|waste)\b"
            # ... what a material paves or builds, a length ("200 yards of gravel road",
            # "500 yards of concrete runway", "400 yards of rock-strewn slope")
            r"(?![\s-]+(?:roads?|paths?|tracks?|walls?|driveways?|walkways?|walks?|trails?"
            r"|lanes?|streets?|sidewalks?|pavements?|fences?|netting|screens?|barriers?"
            r"|borders?|edging|runways?|beach(?:es)?|slopes?|shores?|fields?|strips?|courts?)\b"
            r"|-[a-z])"
            r"|[-‑\s]+(?:dumpsters?|roll[-‑ ]?offs?|bins?|skips?|containers?)\b)"
        ),
        "yd³",
    ),
}
# ... a volume named in the sentence ("a capacity of 40 oz", "Бокал вина объёмом 5
# унций", 容量为40盎司)
_VOLUME_NAMED_RE = lazy_compile(
    r"(?i:\b(?:capacity|volume|объ[её]м\w*|вместимост\w*)\b)|容量|容积|容積"
)
# ... and gold or silver mined, held, priced or worked, or the ounces' own: "ounces of
# gold", "oz Au", "унций золота", 盎司黄金 (not "silver polish", "gold-colored")
_PRECIOUS = r"(?:gold|silver|platinum|palladium)"
_TROY_AFTER_RE = lazy_compile(
    rf"(?i:\s+(?:of\s+)?(?:[a-z]+\s+)?{_PRECIOUS}\b"
    r"(?![\s-]+(?:polish|paint|colou?red|toned?|finish|plated|medal\w*|foil|glitter|spray)\b"
    r"|-colou?red)"
    r"|\s+(?:Au|Ag|AuEq|AgEq)\b|\s+(?:золот[оа]|серебр[оа]|платин[аы]|паллади[йя])(?![а-яё]))"
    r"|(?:的)?(?:黄金|黃金|白银|白銀|铂金|鉑金|钯金|鈀金|金条|金條|银条|銀條)"
)
_TROY_NAMED_RE = lazy_compile(
    rf"(?i:\b{_PRECIOUS}\s+(?:output|production|reserves?|resources?|sales|holdings|mines?"
    r"|mining|deposits?|bars?|coins?|ETFs?|prices?|equivalent|producers?|miners?"
    r"|held|produced|sold|mined|poured|stored|by-?products?)\b"
    rf"|\bprices?\s+of\s+{_PRECIOUS}\b"
    rf"|\b(?:solid|pure|fine|sterling|\d{{1,2}}\s?(?:k|kt|karat|carat))\s+{_PRECIOUS}\b"
    r"|\bbullion\b|(?<!шоколадный\s)\bслит(?:ок|ка|ку|ком|ке|ки|ков|кам|ками|ках)\b"
    r"|\bиз\s+(?:чистого\s+)?(?:золота|серебра|платины)(?![а-яё])"
    r"|\b(?:добыч\w*|запас\w*|производств\w*|ресурс\w*|продаж\w*|монет\w*|цен\w*)"
    r"\s+(?:на\s+)?(?:золот|серебр|платин|паллади)\w*"
    r"|\b(?:золот|серебр|платин|паллади)\w*\s+(?:добыч\w*|запас\w*|монет\w*"
    r"|украшени\w*|кольц\w*|цепоч\w*|серьг\w*)"
    r"|\b(?:золото|серебро)(?:добыва\w*|добыч\w*))"
    r"|(?:黄金|黃金|白银|白銀)(?:产量|產量|储量|儲量|资源量|資源量|销量|銷量|产出|產出)|金矿|金礦"
    r"|产金(?![额額])|產金(?![额額])|金币|金幣|银币|銀幣|\d+\s?K金|金戒指|金项链|金項鏈|金饰|金飾"
    r"|(?<![现現租基美])金价|(?<![现現租基美])金價|银价|銀價"
)


def unit_of_its_matter(unit: str, words: str) -> str:
    """The unit a figure in ``unit`` is stated in where ``words`` follow it: a table's
    header "Gold produced (oz)" makes its ounces ozt, "Orange juice (oz)" floz
    (_of_its_matter); ``unit`` itself but for an ounce or a yard."""
    if unit not in _MATTER_AFTER:
        return unit
    after = words if HAN_RE.match(words) else f" {words}"  # 黄金（盎司）, "Gold (oz)"
    return _of_its_matter(after, Quantity(0, 0, 1.0, 1.0, unit, "number")).unit or unit


def _of_its_matter(text: str, q: Quantity) -> Quantity:
    """``q``, an ounce or a yard, in the unit of what it measures (_MATTER_AFTER,
    _VOLUME_NAMED_RE, _TROY_AFTER_RE, _TROY_NAMED_RE)."""
    after, unit = _MATTER_AFTER[q.unit or ""]
    if after.match(text, q.end) is not None:
        return replace(q, unit=unit)
    if q.unit != "oz":
        return q
    if _TROY_AFTER_RE.match(text, q.end) is not None:
        return replace(q, unit="ozt")
    lo, hi = _sentence_around(text, q.start, q.end, _ANY_SENTENCE_BREAK_RE)
    if _VOLUME_NAMED_RE.search(text, lo, hi) is not None:
        return replace(q, unit="floz")
    if _TROY_NAMED_RE.search(text, lo, hi) is not None:
        return replace(q, unit="ozt")
    return q


# A sprint's speeds from a standstill name an acceleration's figure, and are none: "0 to 60
# mph in 3.2 seconds", "0–100 km/h in 2.1 s", "Разгон с 0 до 100 км/ч", 0到100公里/小时加速
# (as 0到60英里加速 is refused); the time is the figure.  A car's speeds only: a wind's
# "0–5 m/s" is a range.
_SPEEDS = frozenset({"km/h", "mi/h"})
_FROM_ZERO_GAP_RE = lazy_compile(
    r"[ \u00a0]*(?:to|до|-|–|(?:加速|提速|提升|增加)?(?:到|至))[ \u00a0]*"
)


def _from_a_standstill(text: str, found: list[Quantity], i: int) -> bool:
    """Whether the speed ``found[i]`` is the top of a sprint from 0, in a range of its
    own (0..60 mi/h) or after a 0 ("с 0 до 100 км/ч", 从0加速到60英里/小时), or that 0,
    where a time in seconds follows it or the sentence names an acceleration (a
    speedometer's "0 to 260 km/h", a limiter's, a wind's "0 to 15 mph" are ranges)."""
    q = found[i]
    if q.low == q.high == 0 and i + 1 < len(found) and found[i + 1].unit == q.unit:
        return _from_a_standstill(text, found, i + 1)
    before = found[i - 1] if i else None
    if not (
        q.low == 0 < q.high
        or (
            before is not None
            and before.unit in (None, q.unit)
            and before.low == before.high == 0
            and _FROM_ZERO_GAP_RE.fullmatch(text, before.end, q.start) is not None
        )
    ):
        return False
    after = found[i + 1] if i + 1 < len(found) else None
    if after is not None and after.unit == "s" and after.start - q.end <= _SPRINT_TIME_REACH:
        return True
    return _ACCELERATION_RE.search(text, *_sentence_around(text, q.start, q.end)) is not None


_SPRINT_TIME_REACH = 24  # "0-60 mph in 3.2 s", "0–100 km/h: 2.1 s", 0到100公里/小时加速2.1秒
_ACCELERATION_RE = lazy_compile(
    r"(?i:\b(?:accelerat\w*|sprints?|разгон\w*|разгоня\w*|ускорени\w*)\b)|加速"
)


def _bare(text: str, q: Quantity) -> Quantity:
    """``q`` as a bare figure, its number alone."""
    digits = _DIGIT_END_RE.search(text, q.start, q.end)
    return replace(q, end=digits.end() if digits else q.end, unit=None)


# "below zero" after a temperature: "15 °C below zero", "10°F below zero", "15 °C ниже нуля"
_BELOW_ZERO_WORDS = r"[ \u00a0]+(?:below[ \u00a0]+zero|ниже[ \u00a0]+нуля|мороза)"
_WARMTH_WORDS = r"[ \u00a0]+(?:тепла|выше[ \u00a0]+нуля)"
_BELOW_ZERO_AFTER_RE = lazy_compile(rf"{_BELOW_ZERO_WORDS}(?![-‑]|[^\W\d_])", re.IGNORECASE)
_BELOW_ZERO_END_RE = lazy_compile(rf"{_BELOW_ZERO_WORDS}$", re.IGNORECASE)


def _signed_below_zero(text: str, found: list[Quantity]) -> list[Quantity]:
    """``found``, a temperature that "below zero" follows below zero, the words its own
    (−15 °C for "15 °C below zero", not 15 °C and a zero), and the low end of a range
    from that zero ("from 40 °C below zero to 85 °C" is −40 to 85 °C); and one that a
    Russian frost precedes (_FROST_BEFORE_RE)."""
    out: list[Quantity] = []
    for q in found:
        if out and q.start < out[-1].end:  # the zero of "below zero", or a range from it
            last = out[-1]
            if q.end > last.end and q.unit == last.unit and q.low == 0:
                out[-1] = replace(last, end=q.end, high=q.high)
            continue
        m = (
            _BELOW_ZERO_AFTER_RE.match(text, q.end)
            if q.unit in _TEMPERATURE_UNITS and q.low >= 0
            else None
        )
        if m is not None:
            q = replace(q, end=m.end(), low=-q.high, high=-q.low)
        elif (
            q.unit in _TEMPERATURE_UNITS
            and q.low >= 0
            and _PLUS_IN_RE.search(text, q.start, q.end) is None
            and _WARMTH_AFTER_RE.match(text, q.end) is None
            and _FROST_BEFORE_RE.search(text, max(0, q.start - 32), q.start) is not None
        ):
            q = replace(q, low=-q.high, high=-q.low)  # "Мороз в 20 градусов": −20 °C
        out.append(q)
    return out


# a Russian frost before an unsigned temperature: "Мороз в 20 градусов", "Морозы до 30
# градусов", "ударили морозы в 50 градусов", "Мороз спал до 10 градусов", "Ударил мороз:
# 25 градусов" (not "мороз до -25 градусов", signed already, nor after a warmth, "Мороз
# сменился потеплением до 5 градусов", nor before one, "5 градусов тепла")
_PLUS_IN_RE = lazy_compile(r"\+|плюс", re.IGNORECASE)
_WARMTH_AFTER_RE = lazy_compile(rf"{_WARMTH_WORDS}\b", re.IGNORECASE)
_FROST_BEFORE_RE = lazy_compile(
    r"(?<![а-яё])мороз(?:ы|ов|а|ом)?(?:[ \u00a0]+(?!(?:по)?тепл|оттепел|потеплел)[а-яё]+){0,3}"
    r"[ \u00a0]*[:—–]?[ \u00a0]*$",
    re.IGNORECASE,
)


# The surfaces of the units the reader states in another (READ_AS), which a figure's text
# ends with, lowercased; and the Chinese name of a scale that opens it (华氏105度)
_READ_AS_SURFACES = {
    unit: tuple({s.lower() for s, u in DEFAULT_LEXICON.surfaces if u == unit}) for unit in READ_AS
}
_READ_AS_BEFORE = {"°F": ("华氏", "華氏")}


def _read_as(text: str, found: list[Quantity], i: int) -> Quantity:
    """``found[i]`` in the canonical unit its unit is stated in (kb.units.READ_AS: 105 °F is
    40.56 °C), its span from the name of its scale before it (华氏105度); bare, its number
    alone, where it gives in brackets a figure in that unit beside it, or that figure gives
    it, by the scale alone: a difference, which no offset moves ("a warming of 2 °C (3.6
    °F)", "3.6 °F (2 °C)"; "27 °C (80.6 °F)" is a temperature)."""
    q = found[i]
    low, high, unit = stated_as_read(q.low, q.high, q.unit or "")
    scale = READ_AS[q.unit or ""][1]
    for other in found[max(0, i - 1) : i] + found[i + 1 : i + 2]:
        first, second = sorted((q, other), key=lambda x: x.start)
        if (
            other.unit == unit
            and text[first.end : second.start].strip() in _BRACKETS_OPEN
            and not math.isclose(high, other.high, rel_tol=0.01, abs_tol=0.3)
            and math.isclose(q.high * scale, other.high, rel_tol=0.01, abs_tol=0.3)
        ):
            return _bare(text, q)
    named = text[: q.start].rstrip(" ").endswith(_READ_AS_BEFORE.get(q.unit or "", ()))
    start = text.rindex("氏", 0, q.start) - 1 if named else q.start
    return replace(q, start=start, low=low, high=high, unit=unit)


_BRACKETS_OPEN = ("(", "（")
_DIGIT_END_RE = lazy_compile(r"\d(?!.*\d)", re.DOTALL)


def as_written(surface: str, value: float) -> tuple[float, float]:
    """``value``, which the reader made of the last figure ``surface`` writes, as the
    surface writes it, and the size of one of the unit it writes in the unit the reader
    states: 105 and 5/9 for "105°F" or 华氏105度, read as 40.56 °C (READ_AS); ``value``
    and 1 in any other unit."""
    lowered = _BELOW_ZERO_END_RE.sub("", surface.lower())  # "10°F below zero"
    for written, (_, scale, offset) in READ_AS.items():
        if lowered.endswith(_READ_AS_SURFACES[written]) or surface.startswith(
            _READ_AS_BEFORE.get(written, ())
        ):
            return (value - offset) / scale, scale
    return value, 1.0


# A duration told in falling units is one figure, their sum in the smallest: "1 час 40
# минут", "2 часа 15 минут", "1 ч. 40 мин.", "takes 1 hour 40 minutes", "1 hour and 40
# minutes", "1 h 40 min", 1小时40分钟, "2 小时 15 分" (分 after hours is minutes), "1 день 6
# часов" (1 h 40 min is 100 min, which backs a claim of 100 min).  Only day, hour, minute
# and second, each a whole number of the next (not "2 года и 39 недель"), each part less
# than one of the unit before it, joined by spaces, "and", "и" or nothing, or the dot of
# an abbreviation (ч., мин., hr.).  Not a list ("1 hour, 40 minutes"; two joined by "and"
# with "respectively" right after them), a range ("1-2 hours"), rising units ("40 minutes
# 1 hour", "3 часа и 2 суток"), a time of day after "в" or before "утра", "по Москве" ("в
# 9 часов 30 минут": see _CLOCK_AFTER_RE), or after с, до, к, после as hours of the day
# and minutes ("с 9 часов 30 минут до 18 часов": _reads_a_clock), nor days and hours per
# day (5天8小时技术支持, 每周5天8小时, "5 days 8 hours a week": _PER_DAY_AFTER_RE), nor 一天
# before a smaller time, which says "a day" (一天 8 小时工作制: 8 h per day; with digits,
# 1天6小时, it is the sum).  Hours of the day and minutes that surely tell a time are no
# figure at all, as 14:30 is none: after в or к and before утра, дня, вечера, ночи, "по
# московскому времени", МСК, UTC ("в 9 часов 30 минут утра": _DAY_TIME_AFTER_RE), and so
# are whole hours alone, any from 1 to 24, there ("в 10 часов утра", "в 3 часа ночи").  Not
# else: "в" also says "a … of" ("опоздание в 6 часов 30 минут", "Трансляция в 10 часов 30
# минут стала самой длинной", "Заседание в 15 часов" as "задержка в 15 часов"), до "up to"
# ("работает до 14 часов 30 минут без подзарядки"), после "after … of work" ("после 10
# часов 30 минут непрерывной работы") and "по Москве" "around Moscow" ("Экскурсия в 5 часов
# 30 минут по Москве", "Экскурсия в 5 часов по Москве"): read as before.
_DURATION_UNITS = ("day", "h", "min", "s")
_DURATION_GAP_RE = lazy_compile(
    rf"(?:(?<=[{LETTER}])(?<![{LETTER}]{{4}})\.)?{_H}*(?:(?<={_H})(?P<and>and|и){_H}+)?",
    re.IGNORECASE,
)
_CN_MINUTES_AFTER_RE = lazy_compile(rf"{_H}*分(?![钟鐘之])")
_RU_SECONDS_AFTER_RE = lazy_compile(
    rf"{_H}*с(?={_H}*(?:[.,;:!?)]|$)|{_H}+и(?![{LETTER}]))"  # not "30 с кем-то"
)
_CLOCK_BEFORE_RE = lazy_compile(rf"(?<![{LETTER}])в{_H}+$", re.IGNORECASE)
_CLOCK_BOUND_BEFORE_RE = lazy_compile(rf"(?<![{LETTER}])(?:с|до|к|после){_H}+$", re.IGNORECASE)
_CLOCK_AT_RE = lazy_compile(rf"(?<![{LETTER}])[вк]{_H}+$", re.IGNORECASE)
_DAY_TIME_AFTER_RE = lazy_compile(
    rf"\.?{_H}+(?:утра|дня|вечера|ночи|мск|utc|по{_H}+московскому{_H}+времени)(?![{LETTER}])",
    re.IGNORECASE,
)
_CN_ONE_DAY_RE = lazy_compile(rf"一{_H}*[天日]")
# "respectively" right after the two: "Setup and tuning take 2 hours and 40 minutes
# respectively"
_RESPECTIVELY_AFTER_RE = lazy_compile(r"\s*,?\s*respectively(?![\w-])", re.IGNORECASE)
# hours per day: a week right after the hours or 每周 right before the days ("5 days 8 hours
# a week", "5 дней 8 часов в неделю", 5天8小时工作制, 5天8小时技术支持, 每周5天8小时)
_PER_DAY_AFTER_RE = lazy_compile(
    rf"{_H}*(?:(?:a|per){_H}+week(?![{LETTER}])|в{_H}+неделю|工作制|技术支持)", re.IGNORECASE
)
_PER_DAY_BEFORE_RE = lazy_compile(rf"(?:每周|每星期){_H}*$")


def _with_durations_summed(text: str, found: list[Quantity]) -> list[Quantity]:
    """``found``, each run of durations in falling units one figure, their sum in the
    last unit (_DURATION_UNITS: "1 час 40 минут" is 100 min), and hours, alone or with
    minutes, that tell a time of day left out (_tells_the_time)."""
    out: list[Quantity] = []
    for q in found:
        if _tells_the_time(text, q):
            continue
        if out:
            whole = _minutes_before_seconds(text, out[-1], q)
            part = _part_after(text, whole, q)
            if _tells_the_time(text, whole, part):
                out.pop()
                continue
            factor = _duration_step(text, whole, part)
            if factor is not None:
                value = whole.low * factor + part.low
                out[-1] = replace(whole, end=part.end, low=value, high=value, unit=part.unit)
                continue
        out.append(q)
    return out


def _part_after(text: str, whole: Quantity, q: Quantity) -> Quantity:
    """``q`` as minutes when 分 follows it right after a figure of hours (2 小时 15 分),
    or as seconds when с follows it right after one of minutes ("3 мин 40 с"), where 分
    alone is a minute and с a second (elsewhere a point and the preposition "with");
    else ``q`` as it is."""
    after = {"h": (_CN_MINUTES_AFTER_RE, "min"), "min": (_RU_SECONDS_AFTER_RE, "s")}
    if q.unit is not None or whole.unit not in after:
        return q
    regex, unit = after[whole.unit]
    written = regex.match(text, q.end)
    return q if written is None else replace(q, end=written.end(), unit=unit)


def _minutes_before_seconds(text: str, whole: Quantity, q: Quantity) -> Quantity:
    """``whole`` as minutes when 分 follows it right before a figure of seconds (3分40秒),
    where 分 alone is a minute; else ``whole`` as it is."""
    if whole.unit is not None or q.unit != "s":
        return whole
    minutes = _CN_MINUTES_AFTER_RE.match(text, whole.end)
    if minutes is None or minutes.end() != q.start:
        return whole  # "得了12分 30秒内完成逆转": points, then seconds
    return replace(whole, end=minutes.end(), unit="min")


def _duration_step(text: str, whole: Quantity, part: Quantity) -> float | None:
    """How many of ``part``'s unit one of ``whole``'s holds, when ``part`` goes on the
    duration ``whole`` in a smaller unit, less than one of whole's, written right after
    it and not as a time of day, a range's bounds nor hours per day (_DURATION_UNITS);
    else None."""
    if (
        whole.unit not in _DURATION_UNITS
        or part.unit not in _DURATION_UNITS
        or "date" in (whole.kind, part.kind)
        or _CN_ONE_DAY_RE.fullmatch(text, whole.start, whole.end)
        or not whole.low.is_integer()
        or whole.low != whole.high
        or part.low != part.high
    ):
        return None
    factor = canonical_factor(whole.unit, part.unit)
    gap = _DURATION_GAP_RE.fullmatch(text, whole.end, part.start)
    if factor is None or not 1 < factor or not part.low < factor or gap is None:
        return None
    before = text[max(0, whole.start - _OPENER_REACH) : whole.start]
    if (
        (
            gap["and"]
            and (
                _OPENER_RE["and"].search(before)
                or _OPENER_RE["и"].search(before)
                or _RESPECTIVELY_AFTER_RE.match(text, part.end)
            )
        )
        or (whole.unit == "day" and _per_day(text, before, part))
        or _CLOCK_BEFORE_RE.search(before)
        or _CLOCK_AFTER_RE.match(text, part.end)
        or (_reads_a_clock(whole, part) and _CLOCK_BOUND_BEFORE_RE.search(before))
    ):
        return None  # "between 1 hour and 40 minutes", "в 9 часов 30 минут"
    return factor


def _tells_the_time(text: str, hours: Quantity, minutes: Quantity | None = None) -> bool:
    """Whether hours of the day, alone or with the minutes right after them, tell a time
    of day: after в or к and before a word of the day's time ("в 10 часов утра", "в 9
    часов 30 минут утра") (_DURATION_UNITS)."""
    if minutes is None:
        if not _is_whole_hour_of_the_day(hours):
            return False
        end = hours.end
    elif _reads_a_clock(hours, minutes) and _DURATION_GAP_RE.fullmatch(
        text, hours.end, minutes.start
    ):
        end = minutes.end
    else:
        return False
    before = text[max(0, hours.start - _OPENER_REACH) : hours.start]
    return bool(_CLOCK_AT_RE.search(before) and _DAY_TIME_AFTER_RE.match(text, end))


def _is_whole_hour_of_the_day(q: Quantity) -> bool:
    """Whether ``q`` is a whole number of hours from 1 to 24, an hour a clock shows; any
    of them, as the word of the day's time after it says when ("в 3 часа ночи")."""
    return q.unit == "h" and q.low == q.high and q.low.is_integer() and 1 <= q.low <= 24


def _per_day(text: str, before: str, part: Quantity) -> bool:
    """Whether days and the hours after them tell hours per day (_PER_DAY_AFTER_RE)."""
    return bool(_PER_DAY_AFTER_RE.match(text, part.end) or _PER_DAY_BEFORE_RE.search(before))


def _reads_a_clock(whole: Quantity, part: Quantity) -> bool:
    """Whether hours and minutes are likely a time of day: hours of the day, from five
    o'clock (_FIRST_HOUR_OF_THE_DAY) to 23, and minutes after them ("с 9 часов 30 минут";
    not "с 36 часов 30 минут", nor "до 1 часа 40 минут", more likely a duration)."""
    return whole.unit == "h" and _FIRST_HOUR_OF_THE_DAY <= whole.low < 24 and part.unit == "min"


# What picks a part of the figure before it: ", of which 150 billion", "(of which about
# 4", ". Из них около 150", "。其中约 1500 亿" before the part; ", 4 of which", ", 4 из
# которых" after it, where the figure counts things (not "750 MW, 2 of which": sites)
_PART_WORDS = r"of\s+which|of\s+them|из\s+них|из\s+которых"
# (a rounding or a bound word may stand between: "of which about", "из них до", 其中约)
_PART_ROUNDING = sorted(
    {w for ws in APPROXIMATIONS.values() for w in ws if w not in ("左右", "上下")}
    | set("only just over лишь только всего до более менее 约有 只有 超过 不到 仅 有 逾".split())
    | {"up to", "more than", "less than", "at least", "at most", "не менее", "не более"},
    key=len,
    reverse=True,
)
_PART_ROUNDING_RE = "|".join(r"\s+".join(map(re.escape, w.split())) for w in _PART_ROUNDING)
_PART_BEFORE_RE = lazy_compile(
    rf"\s*[,，;；.。:：(（—–]?\s*(?:{_PART_WORDS}|其中)\s*(?:(?:{_PART_ROUNDING_RE})\s*)?",
    re.IGNORECASE,
)
_PART_AFTER_RE = lazy_compile(rf"\s+(?:{_PART_WORDS})(?![{LETTER}])", re.IGNORECASE)
_BETWEEN_PARTS_RE = lazy_compile(r"\s*[,，;；(（]\s*")
# ... and "ones" after a number, which takes the unit of the figure before it in the
# clause: "2 to 4 trillion parameters and 150 billion active ones" (150B parameter)
_ONES_AFTER_RE = lazy_compile(r"(?:\s+[A-Za-z][\w-]*){0,2}?\s+ones(?![\w-])", re.IGNORECASE)
_BEFORE_ONES_RE = lazy_compile(r"[^.;:!?。；：！？\n]{1,80}")
# ... and so does an adjective alone after a number, its noun left out as that figure's:
# "2–4 трлн параметров и около 150 млрд активных", "2 to 4 trillion parameters and 150
# billion active." (150B parameter), "3 trillion parameters, with 150 billion active per
# token", "3 трлн параметров при 150 млрд активных".  The two are joined by "и", "а",
# "and", "with", "при" or a comma (a word that rounds the number may follow), and the
# adjective, Russian in -ых or -их, any
# lower-case English word that is no plural nor word of grammar (_elliptic_adjective),
# ends its clause or goes on with a preposition: not "150 миллиардов активных
# пользователей", which names its own noun.
_ELLIPSIS_JOIN_RE = lazy_compile(
    rf"(?:\s*,\s*(?:(?:и|а|and|(?P<with>при|with))\s+)?"
    rf"|\s+(?:и|а|and|(?P<with_>при|with))\s+)(?:(?:{_PART_ROUNDING_RE})\s*)?",
    re.IGNORECASE,
)
_ELLIPTIC_ADJECTIVE_RE = lazy_compile(
    r"\s+(?:(?P<ru>[а-яё]{2,}(?:ых|их))|(?P<en>[a-z]+))"
    r"(?=\s*(?:[.,;:!?)…—–]|$)|\s+(?:на|в|во|при|за|для|по|per|in|at|on|for|during)\s)"
)
# After a part, what names another thing it counts: "64 experts", "3 стойки", 2 个机房,
# 4 成 (tenths); not a verb or an adjective whose noun is the figure's ("are active",
# "активных", "простаивают"; 为激活参数)
_WORD_AFTER_RE = lazy_compile(rf"{_H}*([{LETTER}]+|{HAN_RE.pattern})")
_EN_NOT_NOUNS_IN_S = frozenset(
    "is was has does goes remains stays sits lies runs comes belongs serves works becomes "
    "needs powers feeds handles uses as across plus always perhaps thus its this".split()
)
# adjective, participle and verb endings (a noun that ends so, здание, keeps no unit)
_RU_NOT_NOUN_ENDINGS = tuple(
    "ых их ые ие ый ий ая яя ое ее ую юю ют ут ат ят ет ит ся сь ны ано ено".split()
)
# the same things again, in Russian: "из них 750 штук", "из них 750 в резерве"
_RU_NOT_ANOTHER_THING = frozenset("штук штуки шт единиц единицы можно было".split())
_CN_MEASURES = frozenset("个個位名家台座间間成折项項款种種组組条條套批栋棟张張枚次人月号號")


def _counts_another_thing(text: str, end: int, whole: str) -> bool:
    """Whether the word after the part that ends at ``end`` names a thing it counts
    other than what the figure ``whole`` (its text) counts: a measure word of its own
    (2 个机房 after 750 MW; not 1500 亿个 after 3 万亿个参数), an English plural, a
    Russian noun."""
    m = _WORD_AFTER_RE.match(text, end)
    if m is None:
        return False
    word = m[1].lower()
    if HAN_RE.match(word):
        return word[0] in _CN_MEASURES and word[0] not in whole
    if word.isascii():
        return word.endswith("s") and word not in _EN_NOT_NOUNS_IN_S
    return (
        len(word) > 2
        and word not in _RU_NOT_ANOTHER_THING
        and not word.endswith(_RU_NOT_NOUN_ENDINGS)
    )


def _elliptic_adjective(text: str, end: int) -> bool:
    """Whether an adjective whose noun is left out comes right after a number that ends at
    ``end`` (_ELLIPTIC_ADJECTIVE_RE: "150 млрд активных.", "150 billion active."); an
    English word is none that is a plural or a word of grammar, time or number."""
    m = _ELLIPTIC_ADJECTIVE_RE.match(text, end)
    if m is None:
        return False
    word = m.group("en")
    return word is None or not (
        word.endswith("s")
        or word in _EN_NOT_MODIFIERS
        or word in EN_NUMBER_WORDS
        or word in _NOT_PLURALS
    )


# Things a figure counts, of which "with" or "при" joins a part: "3 trillion parameters,
# with 150 billion active" (not "5 ms with 100 concurrent", "750 tokens per second with 8
# parallel", "20 kW, with 4 redundant": requests, units)
_COUNTED_THINGS = frozenset({"token", "parameter", "wafer", "layer", "processor"})


def _elliptic_part(text: str, whole: Quantity, part: Quantity) -> bool:
    """Whether ``part``, an adjective alone after it, is joined to ``whole``
    (_ELLIPSIS_JOIN_RE, _elliptic_adjective): by "with" or "при" only as a part of the
    things it counts."""
    join = _ELLIPSIS_JOIN_RE.fullmatch(text, whole.end, part.start)
    if join is None or not _elliptic_adjective(text, part.end):
        return False
    joined_with = join["with"] or join["with_"]
    return not joined_with or (whole.unit in _COUNTED_THINGS and part.high <= whole.low)


def _with_parts_counted(text: str, found: list[Quantity]) -> list[Quantity]:
    """``found``, each number with no unit that is a part of the figure before it taking
    that figure's unit, as written ("750 kW, of which 400" is 400 kW), and so each that
    "ones" follows ("and 150 billion active ones") or an adjective alone joined to it
    (_ELLIPSIS_JOIN_RE, _elliptic_adjective: "и около 150 млрд активных").  Not a part
    greater than its figure ("8 wafers, of which 2024"), nor one a figure with a scale
    word gives none (in "$10 million, of which 3", 3 is millions), nor one that names
    another thing it counts (_counts_another_thing), nor a numerator ("of which 1/7")."""
    for i in range(1, len(found)):
        whole, part = found[i - 1], found[i]
        if part.unit is not None or whole.unit is None or "date" in (whole.kind, part.kind):
            continue
        if (
            _ONES_AFTER_RE.match(text, part.end)
            and _BEFORE_ONES_RE.fullmatch(text, whole.end, part.start)
        ) or _elliptic_part(text, whole, part):
            found[i] = replace(part, unit=whole.unit)
            continue
        if part.high > whole.high or (whole.scaled and not part.scaled):
            continue
        if text.startswith("/", part.end):
            continue
        if (
            _PART_BEFORE_RE.fullmatch(text, whole.end, part.start)
            and not _counts_another_thing(text, part.end, text[whole.start : whole.end])
        ) or (
            dimension_of(whole.unit) in (f"[{whole.unit}]", whole.unit)  # it counts things
            and _BETWEEN_PARTS_RE.fullmatch(text, whole.end, part.start)
            and _PART_AFTER_RE.match(text, part.end)
        ):
            found[i] = replace(part, unit=whole.unit)
    return found


def _without_model_sizes(text: str, numbers: list[Quantity]) -> list[Quantity]:
    """``numbers`` without the sizes that end a model's name and the versions before them
    ("Llama 3.1 405B": _MODEL_SIZE_RE); a size with a unit after it is a figure."""
    named: set[int] = set()  # where they start
    for q in numbers:
        if q.unit is not None or not _MODEL_SIZE_RE.fullmatch(text, q.start, q.end):
            continue
        name = _MODEL_BEFORE_SIZE_RE.search(text, max(0, q.start - _MODEL_NAME_REACH), q.start)
        if name is not None:
            named.add(q.start)
            if name.group("version") is not None:
                named.add(name.start("version"))
    return [q for q in numbers if q.start not in named] if named else numbers


# Texts read in one call are joined by this separator: a line break, a character that is
# no letter, digit, space, sign or unit, and a line break.  No pattern of the reader
# matches across it (ranges, units and spaced numbers stop at a line break), and every
# look-around that reaches it sees what it sees at the start or end of a text, so each
# text reads exactly as it does alone (tests/test_quantities.py checks this).
_SEPARATOR = "\n\x00\n"


def find_quantities_in_texts(
    texts: Sequence[str], lexicon: UnitLexicon = DEFAULT_LEXICON
) -> list[list[Quantity]]:
    """``[find_quantities(t, lexicon) for t in texts]``, read in one call.

    Most of the reader's time on a short paragraph is the fixed cost of one call (some
    twenty scans, each started from Python), so the audit reads a page's paragraphs
    together.  A text with a code fence is read alone: an unclosed fence runs to the end
    of its text.  So is every text when a unit surface of the lexicon starts or ends
    with a space (it could reach across the separator)."""
    found: list[list[Quantity]] = [[] for _ in texts]
    joined: list[int] = []  # the indexes of the texts read together
    for i, text in enumerate(texts):
        if "```" in text or "~~~" in text or not lexicon.trimmed:
            found[i] = find_quantities(text, lexicon)
        else:
            joined.append(i)
    starts: list[int] = []
    at = 0
    for i in joined:
        starts.append(at)
        at += len(texts[i]) + len(_SEPARATOR)
    for q in find_quantities(_SEPARATOR.join(texts[i] for i in joined), lexicon):
        k = bisect.bisect_right(starts, q.start) - 1
        shift = starts[k]
        found[joined[k]].append(replace(q, start=q.start - shift, end=q.end - shift))
    return found


def _multiples(text: str, blocked: _Spans) -> list[Quantity]:
    """Ratios in one word: "grew threefold", "выросла втрое", "десятикратный рост", "twice
    as fast" (a number and a unit the reader finds apart: "3x", "в три раза",
    10-кратный, "three times as fast")."""
    found: list[Quantity] = []
    for hint in _MULTIPLE_HINT_RE.finditer(text):
        begins = _WORD_START_RE.search(text, max(0, hint.start() - 12), hint.start())
        m = _MULTIPLE_RE.match(text, begins.start() if begins else hint.start())
        if m is None or m.end() < hint.end() or (found and found[-1].end > m.start()):
            continue
        if m.group("en") and _PARTS_BEFORE_RE.search(text, max(0, m.start() - 8), m.start()):
            continue
        word = (m.group("en") or m.group("ru") or m.group("stem") or m.group("as")).lower()
        if not blocked.overlaps(m.start(), m.end()):
            value = float(_MULTIPLES[word])
            found.append(Quantity(m.start(), m.end(), value, value, "x", "number"))
    return found


_KANA_RE = lazy_compile(r"[\u3040-\u30ff]")
_LINE_REACH = 200  # how far along its line a ¥'s script is looked for
# A ¥ with no letters before it: JP¥ is the yen's in any line (CN¥ and RMB¥ are read as
# the yuan's by the lexicon).
_BARE_YEN_SIGN_RE = lazy_compile(f"[¥￥](?<![{_LATIN}].)")


def _yuan_sign(text: str, q: Quantity) -> Quantity:
    """``q`` in CNY when its bare ¥ stands in a line of Chinese (Chinese characters and no
    kana): Chinese writes the yuan so, while English and Russian write it "yuan", RMB,
    юань and ¥ is the yen's sign (the lexicon's reading)."""
    if q.unit != "JPY" or _BARE_YEN_SIGN_RE.search(text, q.start, q.end) is None:
        return q
    line = _line_around(text, q.start, q.end)
    if HAN_RE.search(line) is None or _KANA_RE.search(line) is not None:
        return q
    return replace(q, unit="CNY")


def _line_around(text: str, start: int, end: int) -> str:
    """The line that holds ``text[start:end]``, up to _LINE_REACH characters on either
    side (a long text's earlier lines are neither read nor scanned for each ¥)."""
    lo, hi = max(0, start - _LINE_REACH), min(len(text), end + _LINE_REACH)
    line_start, line_end = text.rfind("\n", lo, start), text.find("\n", end, hi)
    return text[lo if line_start < 0 else line_start + 1 : hi if line_end < 0 else line_end]


def _hard_blocked(text: str, lexicon: UnitLexicon) -> list[tuple[int, int]]:
    """URLs, code and version numbers: nothing inside them is read, not even dates."""
    spans: list[tuple[int, int]] = []
    for regex in (_URL_RE, _CODE_RE, _VERSION_RE):
        spans.extend(m.span() for m in regex.finditer(text))
    return spans + list(_option_spans(text, lexicon))


def _option_spans(text: str, lexicon: UnitLexicon) -> Iterator[tuple[int, int]]:
    """Code written outside backticks (_OPTION_RE), its value with it unless that is a
    figure: a number after a short option or a colon that a unit or a scale word follows
    ("Plan B -C 300 wafers", "deepSeek: 3 trillion parameters") is read, the option or
    the name before it is not ("use -p 9090 for metrics", "max_tokens: 4096" are code)."""
    for m in _OPTION_RE.finditer(text):
        end = m.end()
        if m.group("short") is not None or m.group("colon") is not None:
            number = _OPTION_NUMBER_RE.match(text, m.start("value"))
            if number is not None and (
                _scale_after(text, number.end(), lexicon)[1] != number.end()
                or _unit_after(text, number.end(), lexicon, False) is not None
            ):
                end = m.start("value")
        yield m.start(), end


def _soft_blocked(text: str, lexicon: UnitLexicon) -> list[tuple[int, int]]:
    """Identifiers (Latin and Cyrillic), list markers, a unit's powers, clock times, phone
    numbers, service hours, confidence levels and Ascend chips (dates win over these)."""
    spans: list[tuple[int, int]] = []
    for m in _IDENT_RE.finditer(text):
        token = m.group()
        if token.endswith("US") and text.startswith("$", m.end()):
            token += "D"  # 3.14US$ is 3.14USD
        if token.endswith("mm") and (
            _prefix(text, m.start(), lexicon)[1] in CURRENCIES
            or lexicon.match(text, m.end() - 2) is None
            or _COUNTED_THING_RE.fullmatch(counted_word(text, m.start(), m.end()) or "")
        ):
            # "$50mm", 50mm美元, "20mm subscribers": millions, no millimetres
            spans.append(m.span())
            continue
        if _is_number_with_unit_suffix(token) or _is_power_of_ten(text, *m.span()):
            continue
        rate = _GLUED_RATE_RE.match(text, m.start())
        if rate is None or rate.end() != m.end():
            spans.append(m.span())
    for m in _LIST_MARKER_RE.finditer(text):
        spans.append(m.span(1))
    for regex in (
        _CYRILLIC_IDENT_RE,
        _UNIT_POWER_RE,
        _TIME_RE,
        _HOURS_TIME_RE,
        _CN_CLOCK_RE,
        _PHONE_RE,
        _SERVICE_HOURS_RE,
        _CONFIDENCE_LEVEL_RE,
        _ASCEND_RE,
    ):
        spans.extend(m.span() for m in regex.finditer(text))
    spans.extend(
        m.span() for m in _DIGIT_GROUPS_RE.finditer(text) if _no_grouping(m.group().split())
    )
    spans.extend(
        m.span() for m in _HYPHEN_GROUPS_RE.finditer(text) if _hyphenated_phone(text, m, lexicon)
    )
    return spans


def _no_grouping(parts: list[str]) -> bool:
    """Whether three or more groups of digits a space apart (or two or more a hyphen
    apart: _hyphenated_phone), seven digits or more, are no number grouped by thousands
    ("1 050 000"), nor one after another number ("By 2026 750 000 wafers"), but a phone
    number: "1 800 555 0199", "8 800 555 35 35", "400 820 8820", "0800 123 456".  "70 80
    90" and "1024 2048 4096" are lists of numbers."""
    if sum(map(len, parts)) < 7 or max(map(len, parts)) < 3:
        return False
    if parts[0].startswith("0"):
        return True  # "0800 123 456": no number starts with a zero
    if any(_grouped(parts[i:]) for i in (0, 1)):
        return False
    # as phone numbers end: a group of four ("555 0199"; not a list of powers of two,
    # "1024 2048 4096") or two of two ("35 35")
    lengths = [len(part) for part in parts]
    return (lengths[-1] == 4 and set(lengths) != {4}) or lengths[-2:] == [2, 2]


def _hyphenated_phone(text: str, m: re.Match[str], lexicon: UnitLexicon) -> bool:
    """Whether digits in groups a hyphen apart (_HYPHEN_GROUPS_RE) are a phone number: in
    a shape _no_grouping finds one in ("555-933-4980", "555-35-35", "933-4980"), and
    nothing that makes an amount right before or after them: a unit or a currency
    ("933-4980 tokens", "$312-1873", "312-1873 万元") or a scale word ("312-1873 million
    parameters", "312-1873 亿", "312-1873 млрд", "312-1873 B parameters").  Two groups
    that may be a range (rising, the second not after a zero: not "555-0199") are one
    when a plural noun after them names what they count (_range_counts: "hired 120-1875
    engineers"), unless a word of calling comes before them (_PHONE_CUE_RE: "Our hotline
    555-0199 operates daily").  Any other word after them leaves a phone number one
    ("Call us at 933-4980 anytime", "933-4980 Monday", "933-4980 or 555-0199 today").
    A dash is no phone number's ("312–1873" is a range)."""
    parts = m.group().split("-")
    # a local number of two groups of four is one after a word of calling ("Tel:
    # 2345-6789"), a range of four-digit figures elsewhere as likely
    local = [len(part) for part in parts] == [4, 4] and _called(text, m.start())
    if not (_no_grouping(parts) or local):
        return False
    # Two groups are a range when the second is a round number, as a range's end is: a
    # multiple of 50 or 64 ("100-1000", "750-1000", "128-1024"), not one that starts
    # with a zero, as no number does ("555-0199").
    last = parts[-1]
    if len(parts) == 2 and last[0] != "0" and (int(last) % 50 == 0 or int(last) % 64 == 0):
        return False
    if (
        _unit_after(text, m.end(), lexicon, False) is not None
        or _scale_after(text, m.end(), lexicon)[1] != m.end()
        or _prefix(text, m.start(), lexicon)[1] is not None
    ):
        return False
    return (
        len(parts) > 2  # no range has three ends, nor one down or to a figure after a zero
        or int(parts[0]) >= int(last)
        or last[0] == "0"
        or _called(text, m.start())
        or not _range_counts(text, m.end(), int(last))
    )


# Words that call the hyphenated run after them a phone number, whatever word follows it:
# "Call 933-4980", "Dial 555-933-4980", "Our hotline 555-0199", "phone number 933-4980",
# "Tel. 933-4980", and a verb of calling, its object and "at" or "on": "Call us at
# 933-4980", "Contact Goodson at 933-4980", "reach the team on 555-0199"; "Звоните
# 933-4980", "Позвоните по номеру 555-0199", "по телефону 933-4980", "тел.", "номер",
# "горячая линия"; 电话 (电话：, 电话是, 电话号码为), 拨打, 致电, 热线, 专线, 传真, 手机.
_EN_CALLS = r"call|dial|phone|telephone|fax|hotline|helpline|contact"
_PHONE_CUE_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:"
    rf"(?i:(?:{_EN_CALLS})(?:{_H}+numbers?|{_H}+lines?|{_H}+no\.)?|tel\.?|ph\.)"
    rf"(?:{_H}*:|{_H}+(?i:is|at|on))?"
    rf"|(?i:{_EN_CALLS}|reach|ring|text)(?:{_H}+[^\s\d]+){{1,3}}{_H}+(?i:at|on)"
    rf"|(?i:звон\w*|позвон\w*|телефон\w*|тел\.|факс\w*|номер[уа]?|горяч\w+{_H}+лини\w+)"
    rf"(?:(?:{_H}+[^\s\d]+){{0,3}}{_H}+по(?:{_H}+номеру)?)?{_H}*:?"
    rf"|(?:[电電]话|[电電]話|[拨撥]打|致[电電]|[热熱][线線]|[专專][线線]|[传傳]真|手[机機])"
    rf"(?:[号號]码|[号號]碼)?{_H}*[是为為：:]?"
    rf"){_H}*$"
)
_PHONE_CUE_REACH = 60


def _called(text: str, start: int) -> bool:
    """Whether a word of calling (_PHONE_CUE_RE) comes right before ``start``."""
    return _PHONE_CUE_RE.search(text, max(0, start - _PHONE_CUE_REACH), start) is not None


def dialled(text: str, start: int, end: int) -> bool:
    """Whether the whole number ``text[start:end]`` is one to call, as a hyphenated run
    after a word of calling is (_hyphenated_phone): a service hotline, "Call 95588 for
    support.", 请拨打 95588 咨询。, 客服热线 95588。; not when a plural noun or a measure
    word after it names what it counts (_range_counts: "Agents call 1500 tools", 拨打 3000
    次)."""
    digits = text[start:end]
    return (
        digits.isdigit()
        and _called(text, start)
        and text[end : end + 2].lstrip(" \u00a0")[:1] not in _CN_MEASURES
        and not _range_counts(text, end, int(digits))
    )


# A range counts a thing named right after it ("hired 120-1875 engineers"), which a
# phone number in prose is followed by too ("933-4980 anytime", "933-4980 weekdays",
# "555-0199 Monday", "555-0199 Bleys"): the thing is a plural noun the reader can tell
# is one, a lower-case English word ending in -s ("engineers", "GPUs"; not "class",
# "status", "analysis", nor an adverb or a verb in -s: _NOT_PLURALS, _EN_NOT_NOUNS_IN_S,
# _EN_VERBS_OF_A_LINE), a Russian noun in the case the run's last figure takes (the
# genitive plural after 5 to 20 or 0, "120-1875 инженеров", "1000-1999 сообщений", and
# an adjective before it, "новых"; the genitive singular after 2 to 4, "120-1873
# инженера"; after 1 the nominative, which tells no noun from other words), or a Chinese
# one after a measure word (120-1875 名工程师).
_PLURAL_AFTER_RUN_RE = lazy_compile(rf"[ \u00a0]?([{LETTER}]+)")
_NOT_PLURALS = frozenset(
    "afternoons afterwards always anyways backwards besides does downwards evenings "
    "forwards goes indoors mornings nights nowadays onwards outdoors overseas perhaps "
    "sideways sometimes thanks towards unless upwards weekdays weekends whereas".split()
)
# Verbs in -s whose subject a phone number is, what a line, a number or a desk does: "933-4980
# opens at nine", "The line 933-4980 closes at six", "The number 933-4980 rings twice",
# "The office 933-4980 takes calls", "Sol: 933-4980 operates daily" (a range of counts
# would take "open", not "opens").  Not "calls" nor "answers", as often what a range
# counts ("took 120-1875 calls a day").
_EN_VERBS_OF_A_LINE = frozenset(
    "opens reopens closes operates connects accepts rings takes forwards redirects".split()
)
_RU_GENITIVE_PLURAL = ("ов", "ев", "ёв", "ей", "ий", "ых", "их")
_RU_AFTER_TWO = ("а", "я", "ы", "и", "ых", "их")  # 2, 3, 4: the genitive singular
_RU_ADVERBS = frozenset("всегда вчера завтра иногда когда никогда сегодня сюда тогда туда".split())


# ... or an English one a few adjectives or adverbs after it, as a unit may be ("3 large
# wafers"): "hired 120-1875 new engineers", "312-1873 additional GPUs", "120-1875 highly
# skilled engineers", "120-1875 full-time engineers".  Each is a lower-case word and no
# word of grammar, of time or of number, which a phone number goes on with: "933-4980
# for details", "933-4980 during business hours", "933-4980 or email sales", "933-4980
# today", "933-4980 seven days a week" (_EN_NOT_MODIFIERS, EN_NUMBER_WORDS).
_EN_WORD_AFTER_RUN_RE = lazy_compile(rf"[ \u00a0]?([A-Za-z]+(?:-[A-Za-z]+)*)(?![{LETTER}\d-])")
_EN_MODIFIERS_BEFORE_PLURAL = 3
_EN_EVERY = frozenset(("daily", "weekly", "nightly", "monthly", "yearly"))
_EN_NOT_MODIFIERS = frozenset(
    "a an the this that these those each every all any some no not and or but nor so yet "
    "if then than as there here to of in on at by for from with without within about above "
    "across after against along among around before behind below beneath beside between "
    "beyond during except inside into like near off onto out outside over past per since "
    "through throughout till until toward under underneath unlike up upon via when where "
    "while who whom whose which what why how i you he she it we they me him her us them my "
    "your his its our their am are be been being had have do did will would shall should can "
    "could may might must only just also even still ever never again once twice today tonight "
    "tomorrow yesterday now anytime daily weekly nightly soon later please".split()
)


def _range_counts(text: str, end: int, last: int) -> bool:
    """Whether a range (or a count: counted_thing) ending at ``end`` in the figure ``last``
    counts a thing named right after it (_PLURAL_AFTER_RUN_RE): a plural noun, in English
    perhaps after an adjective or two (_counts_in_english)."""
    m = _PLURAL_AFTER_RUN_RE.match(text, end)
    if m is None:
        return _counted_noun_zh(text, end) is not None
    word = m.group(1)
    if not word.islower() and not word[:-1].isupper():  # a name: "Monday", "Bleys"
        return False
    if word.isascii():
        return _counts_in_english(text, end)
    if word in _RU_ADVERBS:
        return False
    return _in_the_case_after_a_count(word, last)


def _in_the_case_after_a_count(word: str, last: int) -> bool:
    """Whether the Russian ``word`` ends as a noun or an adjective after the count ``last``
    does: in the genitive plural after 0, 5 to 9 and 11 to 14 ("3400 учёных"), in the
    genitive singular or an adjective's plural after 2, 3 and 4 ("22 сотрудника")."""
    tens, units = last % 100, last % 10
    if 11 <= tens <= 14 or units in (0, 5, 6, 7, 8, 9):
        return word.endswith(_RU_GENITIVE_PLURAL)
    return units != 1 and word.endswith(_RU_AFTER_TWO)


def _counts_in_english(text: str, end: int) -> bool:
    """Whether an English plural noun comes after ``end``, at most
    _EN_MODIFIERS_BEFORE_PLURAL adjectives or adverbs after it (_EN_NOT_MODIFIERS): a
    lower-case word in -s (not -ss, -us, -is, nor an adverb or a verb: _NOT_PLURALS,
    _EN_NOT_NOUNS_IN_S, _EN_VERBS_OF_A_LINE) or an acronym's plural ("GPUs")."""
    for _ in range(_EN_MODIFIERS_BEFORE_PLURAL + 1):
        m = _EN_WORD_AFTER_RUN_RE.match(text, end)
        if m is None:
            return False
        word = m.group(1)
        lower = word.lower()
        if lower in _NOT_PLURALS or lower in _EN_NOT_NOUNS_IN_S or lower in _EN_VERBS_OF_A_LINE:
            return False  # "933-4980 weekdays", "933-4980 works", "933-4980 opens"
        if (word.islower() or word[:-1].isupper()) and len(word) >= 4 and in_plural_s(word):
            return True
        # "daily" ends a phone number's "933-4980 daily", but is an adjective of a noun
        # after it: "120-1875 daily active users"
        if word not in _EN_EVERY and (
            not word.islower() or word in _EN_NOT_MODIFIERS or word in EN_NUMBER_WORDS
        ):
            return False
        end = m.end()
    return False


def _grouped(parts: list[str]) -> bool:
    """Whether ``parts`` are one number grouped by thousands: "1", "050", "000"."""
    return len(parts[0]) <= 3 and all(len(part) == 3 for part in parts[1:])


# Currency codes glued to a number on either side: 115USD, USD115, 9200RMB; and a spec
# sheet's hertz, voltage, current and battery charge, a link's rate in bits or a drive's
# or a file's in bytes, as Chinese pages write them: 刷新率 144Hz, 主频 3.4GHz, 工作电压
# 3.3V, 输出电流500mA, 待机电流5μA, 5500mAh, 带宽3.2Tbps, 文件大小为512KB, "reads at
# 90MBps", and compute, 989TFLOPS, 125PFLOPS, and a measure, "a 5nm node", "814mm2",
# "10mg", "50µg", "20µL", "5km", "350km/h", "a 300mm wafer" (in their own case: no other
# unit's symbol glued, "100GbE" an Ethernet's, "4.1GFLOPs" a count of a model's operations; mm
# where the sentence names what millimetres measure and no money, as "raised $50mm" and
# "Revenue of 120mm" are millions: _symbol_of_another_thing, _soft_blocked)
_CURRENCY_CODES = "|".join(sorted({*CURRENCIES, "RMB"}))
_GLUED = (
    r"\d+(?:[.,]\d+)?"
    r"(?:[KkMBbTt]|bn|mln|bln|tln|tn|MM|mil|x|GB|[kMGT]?Wh|MW|W|bit|bits|TB/s|tok/s|t/s|tps|"
    r"[kMG]?Hz|mAh|[mk]?V(?:AC|DC)?|[kKMGT]bps|[kKMG]Bps|GFLOPS|[TPE]FLOP[Ss]|"
    rf"{_CURRENCY_CODES}|kW|GW|kB|KB|MB|TB|PB|ms|[Tt]okens?"  # 750token: as Chinese text writes it
    r"|[nckm]m|[mck]?m[²2]|[mkµμ]?g|mcg|km/[hs]|m?L|ml|[µμ][Ll]|cc|[mkµμ]?A|MP|lbs?|ft|mph)"
)
_GLUED_UNIT_RE = lazy_compile(
    rf"{_GLUED}(?:[-–]{_GLUED})?|(?:{_CURRENCY_CODES})\d+(?:\.\d+)?"
    # a supply's kind before its volts: AC220V, DC12V, AC100-240V
    r"|(?:AC|DC)\d+(?:\.\d+)?(?:[-–]\d+(?:\.\d+)?)?V",
)


# A rate in bits glued to its digits before its slash, "400Gb/s", "3.2Tbit/s", "100Mbits/sec",
# "10GBit/s", or in bytes, "500KB/s", "7000MByte/s", "5GByte/s": the identifier ends at the
# slash, so it is told from its bits alone by what follows it ("a 16Gb DRAM die" is a die's
# size in gigabits and stays unread, as "100GbE" does); the lexicon says which the rate is in.
_GLUED_RATE_RE = lazy_compile(
    rf"\d+(?:[.,]\d+)?(?:[kKMGT][bB](?:its?)?|[kKMG][bB]ytes?)(?=/(?:sec|s)(?![{_LATIN}]))"
)


def _is_number_with_unit_suffix(token: str) -> bool:
    """``128K``, ``1.05M``, ``3x``, ``16bit``, ``5k-20k``, ``USD115`` look like identifiers
    but are quantities."""
    return _GLUED_UNIT_RE.fullmatch(token) is not None


def _is_power_of_ten(text: str, start: int, end: int) -> bool:
    """``2e12``, ``1.5e-3`` and the ``3x10`` of ``3x10^12`` look like identifiers but are
    numbers: a power of ten that starts at ``start`` reaches ``end``."""
    mantissa = _MANTISSA_RE.match(text, start)
    if mantissa is None:
        return False
    power = _power_after(text, mantissa.group(), mantissa.end())
    return power is not None and power.end() >= end


def _power_after(text: str, number: str, end: int) -> re.Match[str] | None:
    """The power of ten written after the number ``number`` that ends at ``end``, if any
    (e-notation that could be a hash only within _E_MANTISSA_DIGITS, _E_EXPONENT_DIGITS)."""
    m = EXPONENT_RE.match(text, end)
    exponent = m.group("e") if m is not None else None
    if exponent is not None and exponent[0].isdigit() and "." not in number:
        if len(number.lstrip("-−")) > _E_MANTISSA_DIGITS or len(exponent) > _E_EXPONENT_DIGITS:
            return None
    return m


# Every date holds four digits in a row, a d.m.y form (1.2.26) or four Chinese digits
# before 年; no date pattern matches across a line break, nor looks past one.  So the
# date patterns only run over the lines that hold such a hint (a fraction of the text),
# one line at a time.
# (\d{4}|\d[./]\d\d?[./]\d with the leading digit taken out, so re skips to digits)
# A month and day adds a month after digits (12月, "2 декабря", "2nd December"), 十二月
# and a month's name before a digit ("December 2"; any capital before the rest of a name
# is looked at: the date patterns decide).
_MONTH_TAILS_EN = "|".join(sorted({name[1:] for name in _MONTHS_EN.split("|")}, key=len)[::-1])
_DATE_HINT_RE = lazy_compile(
    rf"[\d{_CN_DIGIT}十JFMASOND](?:(?<=\d)(?:\d{{3}}|[./]\d\d?[./]\d|\d?{_H}*月"
    rf"|\d?(?:st|nd|rd|th)?{_H}+(?:{_MONTHS_EN}|(?i:{_MONTHS_RU})))"
    rf"|(?<=[{_CN_DIGIT}])[{_CN_DIGIT}]{{3}}{_H}*年|(?<=[{_CN_SMALL}])[{_CN_SMALL}]?月"
    rf"|(?<=[JFMASOND])(?:{_MONTH_TAILS_EN})\.?{_H}+\d)"
)


def _date_lines(text: str) -> list[tuple[int, int]]:
    """The (start, end) of each line of ``text`` that may hold a date."""
    lines: list[tuple[int, int]] = []
    for m in _DATE_HINT_RE.finditer(text):
        if lines and m.start() < lines[-1][1]:
            continue
        end = text.find("\n", m.end())
        lines.append((text.rfind("\n", 0, m.start()) + 1, len(text) if end < 0 else end))
    return lines


def _find_dates(text: str, blocked: _Spans, lexicon: UnitLexicon) -> list[Quantity]:
    found: list[Quantity] = []
    taken: list[tuple[int, int]] = []
    lines = _date_lines(text)
    for regex in _DATE_RES:
        for m in (m for lo, hi in lines for m in regex.finditer(text, lo, hi)):
            start, end = m.span("y") if regex is _YEAR_AFTER_PREP_RE else m.span()
            if blocked.overlaps(start, end) or _overlaps_sorted(taken, start, end):
                continue
            year = _year(m.group("y"))
            if regex is _FISCAL_YEAR_RE and int(m.group("y2")) != (int(year) + 1) % 100:
                continue
            if regex is _YEAR_AFTER_PREP_RE and _counted_after(text, end, lexicon):
                continue  # "in 2048 tokens" is a count
            if regex is _YEAR_RANGE_RE and not _is_year_range(text, m, lexicon):
                continue
            if regex is _DAY_MONTH_YEAR_RE and not _is_a_day_and_month(m, text, lexicon):
                continue
            if len(m.group("y")) == 2:
                year += 2000 if year < 50 else 1900
            bisect.insort(taken, (start, end))
            last = float(m.group("y2")) if regex is _YEAR_RANGE_RE else year
            found.append(Quantity(start, end, year, last, None, "date"))
    for regex in _MONTH_DAY_RES:
        for m in (m for lo, hi in lines for m in regex.finditer(text, lo, hi)):
            start, end = m.span()
            month = _month_of(m)
            if month is None or blocked.overlaps(start, end) or _overlaps_sorted(taken, start, end):
                continue
            if _unit_after(text, end, lexicon, False) is not None or _may_is_a_verb(text, m):
                continue  # "May 5 tokens", "May 2 models share it?" count
            bisect.insort(taken, (start, end))
            found.append(Quantity(start, end, month, month, None, "date"))
    return found


def _is_a_day_and_month(m: re.Match[str], text: str, lexicon: UnitLexicon) -> bool:
    """Whether a match of _DAY_MONTH_YEAR_RE is a date: its first two figures a day and a
    month in either order (12/05, 05/12, 31.12), no unit written before them (a currency's
    sign, _prefix, as for a span of years), and not rising choices of a size before a
    unit, the last a year of two digits ("8/16/32 GB", "4/8/16 ТБ", "30/45/60 min"; a year
    of four digits is a date's, "From 01/04/2024 kWh prices rise")."""
    first, second = int(m.group("d")), int(m.group("m"))
    if not (1 <= min(first, second) <= 12 and 1 <= max(first, second) <= 31):
        return False
    if _prefix(text, m.start(), lexicon)[1] is not None:
        return False  # "Plans cost $8/16/32 per month": prices
    year = m.group("y")
    rising = len(year) == 2 and first < second < int(year)
    return not rising or _unit_after(text, m.end(), lexicon, False) is None


def _month_of(m: re.Match[str]) -> float | None:
    """The month of a match of _MONTH_DAY_RES, None when it is no month and day (13月2日,
    12月32日) or no span of days (12月5日至2日)."""
    name = m.group("m")
    month = _MONTH_NUMBERS.get(name[:3].casefold()) or _small_number(name)
    day = _small_number(m.group("d"))
    last = day if m.group("d2") is None else _small_number(m.group("d2"))
    if month is None or day is None or last is None or not 1 <= month <= 12:
        return None
    spans = m.group("d2") is not None  # the last day of a span comes after its first
    return float(month) if 1 <= day <= last <= 31 and (day < last or not spans) else None


# Before "May" that opens a sentence: nothing on its line, or the end of a sentence and
# marks ("- ", "**", a quote).  After its number: a word in lower case.
_SENTENCE_OPENS_RE = lazy_compile(r"(?:^|[.!?…。！？])[\W_]*$")
_LOWER_WORD_RE = lazy_compile(rf"{_H}+[a-z]")


def _may_is_a_verb(text: str, m: re.Match[str]) -> bool:
    """Whether a match of _MONTH_DAY_RES is the verb "may" and a count, not a date: "May"
    opening a sentence, its number followed by a word in lower case ("May 2 models share
    the wafer?").  Within a sentence the verb is written "may", so "In May 2 models
    shipped" and "On May 2 the team" name the month; "May 2nd" and "May 2, the" do too."""
    if m.group("m") != "May" or m.start("m") != m.start() or not text[m.end() - 1].isdigit():
        return False
    if _LOWER_WORD_RE.match(text, m.end()) is None:
        return False
    line = text[text.rfind("\n", 0, m.start()) + 1 : m.start()]
    return _SENTENCE_OPENS_RE.search(line) is not None


def _small_number(text: str) -> float | None:
    """The number written in digits (12) or Chinese (十二); None for a name (May)."""
    if text.isdigit():
        return float(text)
    return parse_chinese(text) if text[0] in _CN_SMALL else None


def _year(digits: str) -> float:
    """The year of a date's digits: 2026, or Chinese ones written one by one (二〇二六)."""
    return float(digits) if digits.isdigit() else parse_chinese(digits) or 0.0


def _is_year_range(text: str, m: re.Match[str], lexicon: UnitLexicon) -> bool:
    """Whether a match of _YEAR_RANGE_RE is a span of years: the end later than the start
    and no unit before or after ("$2000-2050", "1900–2000 tokens" are amounts)."""
    return (
        int(m.group("y")) < int(m.group("y2"))
        and not _counted_after(text, m.end(), lexicon)
        and _prefix(text, m.start(), lexicon)[1] is None
    )


def _counted_after(text: str, pos: int, lexicon: UnitLexicon) -> bool:
    """Whether a unit after a year-like figure makes it an amount ("in 2048 tokens");
    the word for years does not ("в 2025–2027 годах", "с 2025 по 2027 год"), nor a symbol
    that names another thing there ("In 1998 A. Smith wrote", _symbol_of_another_thing)."""
    unit = _unit_after(text, pos, lexicon, False)
    return (
        unit is not None
        and unit[1] != "year"
        and not _symbol_of_another_thing(text, pos, pos, unit[0])
    )


# "1,000 complaints", "9,200 lines", "1000 жалоб": a number followed by a word that is no
# unit counts that thing, so only a claim without a unit can back it.  A bare number
# ("the window holds 1,050,000.", "参数量约2万亿至4万亿") may state any claim's value, and
# so may one followed by a short word or one of these ("1,050,000 in total"), nor do
# words that name the figure itself ("Goodson's 2–4 trillion range", "a 3 trillion
# estimate", "the 750 figure").
_COUNTED_WORD_RE = lazy_compile(rf"[ \u00a0]?([{LETTER}]{{4,}})")
_NOT_COUNTED = frozenset(
    "about above across after again against ahead along alone already also among apiece "
    "back before being below between both deep during each earlier even ever from have "
    "high into just last later less long many more most much next only over overall "
    "plus since some such than that then there these they this those today total "
    "under until used were what when where which while wide will with within would your "
    "более больше будет было всего если когда менее между меньше около после почти также "
    "только через чтобы этих этот "
    "range ranges estimate estimates figure figures number forecast projection guess mark "
    "level threshold ceiling bracket".split()
)


# 9200个用户, "9200 位用户", 1000名员工, 1000家企业: a Chinese count, its measure word and
# a noun the reader read no unit in, counts that noun (its first two characters: most
# Chinese nouns have two, and Chinese sets no spaces between words); not what rounds or
# bounds the count (1000个左右, 1000个以上的用户).  台 counts machines and 座 buildings or
# cities (200台服务器, 3座数据中心), but not in 台湾, 台积电 or 台北 (2300万台湾用户), nor 座 in
# 座位, seats (3000座位的体育馆); or what Chinese names in Latin letters, an acronym, a
# model or a name (1.2万台 GPU, 200 台 Nvidia H100, 500 名 AI 工程师: _latin_counted),
# with the words of a list or a pair (1.2万台 CPU/GPU 服务器, 1.2万台 Dell 和 HPE 服务器),
# after 块 and 张 too, which count chips and cards (200 块 H100, 1万张 A100; before a
# Chinese noun 块 is as often money, 200块钱, or a unit's, 200块晶圆)
_LATIN_NAME = r"[A-Za-z][A-Za-z0-9]*(?:[-.][A-Za-z0-9]+)*"
_BETWEEN_LATIN_NAMES = r"[ \u00a0]*[/、和与與及][ \u00a0]*|[ \u00a0]"
_COUNTED_NOUN_RE = lazy_compile(
    rf"[ \u00a0]*(?:[个個位名家]|台(?![湾灣积積北])|座(?!位)|[块塊张張](?=[ \u00a0]*[A-Za-z]))"
    rf"[ \u00a0]*"
    rf"(?:([{HAN}]{{1,2}})|({_LATIN_NAME}(?:(?:{_BETWEEN_LATIN_NAMES}){_LATIN_NAME})*)"
    rf"(?![{LETTER}\d]))"
)
_NOT_COUNTED_NOUNS = tuple("以上 以下 左右 上下 之多 之间 之后 之前 多 余".split())
# "1000 times a month" (a word _COUNTED_WORD_RE reads), "1000 раз", 1000 次 and 1000 次请求
# count times, whatever follows (not 次方, a power; nor in a rate the reader read with
# 每秒 or 每分钟 opening it, 每秒 1000 次推理, which has no unit of its own); a ratio, "200
# times the bandwidth", "в 200 раз", has its unit already.  Times a day or an hour are an
# allowance, counted whatever verb stands between (每天可处理 1000 次请求, as 每天可发起 1000
# 次请求 and "1000 times a day" are).
_TIMES_RE = lazy_compile(rf"[ \u00a0]*+(?:(раза?)(?![{LETTER}])|(次)(?!方))")
_TIMES_RATE_PERS = frozenset({"s", "min"})  # _PER_CN's groups whose times are a rate


def _counted_noun_zh(text: str, end: int) -> str | None:
    """The Chinese noun a count ending at ``end`` counts after its measure word
    (_COUNTED_NOUN_RE: 用户 of 9200个用户, GPU of 1.2万台 GPU), or None."""
    noun = _COUNTED_NOUN_RE.match(text, end)
    if noun is None or (noun.group(1) or "").startswith(_NOT_COUNTED_NOUNS):
        return None
    return noun.group(1) or noun.group(2)


def counted_word(text: str, start: int, end: int) -> str | None:
    """The thing the unit-less mention ``text[start:end]`` counts, named after it ("active"
    of "150 billion active", 用户 of 9200个用户), or None when it counts nothing."""
    times = _TIMES_RE.match(text, end)
    if times is not None:
        per = _PER_CN_RE.match(text, start)
        if per is not None and per.lastgroup in _TIMES_RATE_PERS:
            return None
        return times.group(1) or times.group(2)
    m = _COUNTED_WORD_RE.match(text, end)
    if m is None:
        return _counted_noun_zh(text, end)
    word = m.group(1).lower()
    if word in _NOT_COUNTED or (word.endswith("ly") and not _every_before_a_noun(text, m)):
        return None  # not "roughly", "yearly"
    return m.group(1)


def _every_before_a_noun(text: str, every: re.Match[str]) -> bool:
    """Whether a word of how often after a count, ``every``, is an adjective of the noun it
    counts ("250,000 monthly downloads"), a plural that is no unit after it: "9200 daily
    tokens" is a figure of tokens the unit reader does not read past "daily", and "9200
    daily" an adverb's."""
    return (
        every.group(1).lower() in _EN_EVERY
        and _counts_in_english(text, every.end())
        and _unit_after(text, every.end(), DEFAULT_LEXICON, False) is None
    )


# A count's words after its first, up to the noun it counts, its head, last in the
# phrase: after an adjective or another noun ("50,000 paying customers", "45,000 customer
# accounts", whose head is accounts) or after a Russian adjective ("50 000 платящих
# клиентов"): as many words as _counts_in_english reads, each taken while the one before
# may modify it (_may_modify).  A hyphenated word is one ("8,500 full-time employees"),
# here only: whether the figure counts anything is counted_word's, which reads "full" of
# it and "high" of "3 trillion high-precision parameters", no count.
_NOUN_PHRASE_WORDS = _EN_MODIFIERS_BEFORE_PLURAL + 1
_NEXT_WORD_RE = lazy_compile(rf"[ \u00a0]([{LETTER}]{{3,}})")
_HYPHENATED_REST_RE = lazy_compile(rf"(?:-[{LETTER}]+)+")
# names before the noun a count counts, which say whose the things are, not what ("12,000
# Acme engineers", "1,200 Nimbus Cloud releases"): capitalised words a lower-case word
# follows ("Nimbus DB" is read as before, no noun)
_NAMES_BEFORE_NOUN_RE = lazy_compile(r"(?:[ \u00a0][A-Z][a-z]+)+(?=[ \u00a0][a-z])")
_RU_PLURAL_ADJECTIVE_ENDS = ("ых", "их", "ые", "ие", "ым", "им")
# A Russian plural adjective after a count is as often the noun itself, substantivised
# ("3400 учёных каждый год", "7500 рабочих всех смен"): the phrase goes on past it only to
# a lower-case Russian word in the case the count governs (_in_the_case_after_a_count:
# "ведущих учёных", not "учёных мира" nor "учёных каждый год"), or of a zero ending, a
# genitive plural's ("ежемесячных загрузок", "7500 новых машин", "рабочих мест"): one
# after a consonant other than й, in no verb's -т ("3400 учёных работают", "получат"; so
# "5000 свободных минут" stays the adjective's); not to a pronoun, which goes with a noun
# of its own ("рабочих всех смен", "3400 учёных своих лабораторий")
_RU_VERB_ENDS = ("ют", "ят", "ут", "ат", "ет", "ит", "ёт")
_RU_ZERO_ENDING_RE = lazy_compile(r"[а-яё]+[бвгджзклмнпрстфхцчшщ]")
_RU_PRONOUNS_OF_A_NOUN = frozenset(
    "всех тех этих своих своей наших нашей ваших вашей моих моей других многих"
    " двух трёх трех четырёх четырех".split()  # and numerals: "7500 рабочих трёх заводов"
)
# Plural adjectives that are nouns far more often than not, of people (учёные, рабочие):
# one before another adjective is the noun the phrase after it qualifies ("3400 учёных
# ведущих университетов", "7500 рабочих ночных смен"), before a noun its adjective ("7500
# рабочих мест", jobs), after an adjective the noun ("3400 ведущих учёных"); not военных,
# взрослых, пожилых, пострадавших, раненых, adjectives as often before another ("120
# военных транспортных самолётов", "200 взрослых африканских слонов")
_RU_PEOPLE_ADJECTIVES = frozenset(
    "учёных ученых рабочих служащих военнослужащих трудящихся учащихся обучающихся".split()
)
# a count of times says how often, not of what ("50,000 times a day", "50 000 раз в день")
_TIMES_WORDS = frozenset(("times", "раз", "раза"))
# "50,000 requests a day"; a word of how often before a noun is its adjective ("1,200
# daily active users": _every_before_a_noun)
_NOT_IN_A_NOUN_PHRASE = (_NOT_COUNTED | _EN_NOT_MODIFIERS) - _EN_EVERY
# ... or the Chinese noun after its measure word or 次, up to _HAN_NOUN_LONGEST characters
# and not past a particle or a punctuation mark (1.2万家企业级客户, 1.2万家中小企业客户的):
# Chinese sets no spaces, so any two characters of it may be the word a claim writes
# (客户, 企业); too many is a count backed as before 26e5063, too few a false finding
_HAN_NOUN_LONGEST = 6
# and 与 is none in 与会 and 参与, read whole (5万名与会者, attendees, was read as no noun at
# all, backed by any claim of the value; 5万名参与者 as 参, which 参数 names)
_HAN_PARTICLE = r"(?:[的之和及或]|(?<!参)与(?!会))"
# ... nor into a verb after it, whose object no claim of the count need name (为 9000 名员工
# 提供用户培训 counts employees, not 用户; 6万名开发者提供服务 not 服务): verbs a count of
# people or things is the subject or object of, not at the noun's start (5万名使用者) nor
# before 者, 商 or 方, which make them a noun (提供商, 参加者); not 服务, a noun as often
# (服务器, 云服务客户)
_HAN_VERBS_AFTER_A_NOUN = r"(?:提供|[进進]行|使用|[参參]加|参与|[获獲]得|完成)(?![者商方])"
_HAN_NOUN_RE = lazy_compile(
    rf"[ \u00a0]*((?!{_HAN_PARTICLE})[{HAN}]"
    rf"(?:(?!{_HAN_VERBS_AFTER_A_NOUN})(?!{_HAN_PARTICLE})[{HAN}]){{0,{_HAN_NOUN_LONGEST - 1}}})"
)


def counted_thing(text: str, start: int, end: int, last: float) -> tuple[str, ...]:
    """The words that may name what the unit-less mention ``text[start:end]`` of the
    figure ``last`` counts, the head of its noun phrase (_counted_head): ("customers",) of
    "50,000 paying customers", ("employees",) of "8,500 full-time employees" and of "8,500
    Acme employees" (past the names before it), ("клиентов",) of "45 тысяч платящих
    клиентов", and in Chinese each two characters of its noun: (企业,
    业客, 客户) of 4.5万家企业客户, (请求,) of 5万次请求.  Empty when it counts nothing, times of
    nothing named ("50,000 times a day", "50 000 раз", 5万次), or when what follows is no
    noun it counts (_range_counts: "reached 50,000 yesterday", "1,200 people", no plural in
    -s; "50 000 вчера")."""
    word = counted_word(text, start, end)
    if word is None or word.lower() in _TIMES_WORDS:
        return ()
    times = _TIMES_RE.match(text, end)
    if times is not None:  # 次: times of the noun after it, if one follows
        return _han_pieces(text, times.end())
    names = _NAMES_BEFORE_NOUN_RE.match(text, end)
    if names is not None:
        end = names.end()
    if not _range_counts(text, end, int(last)):
        return ()
    noun = _COUNTED_NOUN_RE.match(text, end)
    if noun is not None:
        return _han_pieces(text, noun.start(1)) if noun.group(1) else _latin_counted(text, noun)
    head = _counted_head(text, end, int(last))
    return () if head is None else (head,)


def _counted_head(text: str, end: int, last: int) -> str | None:
    """The last word of the noun phrase after a count of ``last`` ending at ``end``
    (_NOUN_PHRASE_WORDS): the noun it counts, its modifiers before it neither naming nor
    hiding what that is (of a hyphenated word, the part that names it: _compound_head)."""
    head = None
    m = _COUNTED_WORD_RE.match(text, end)
    for _ in range(_NOUN_PHRASE_WORDS):
        if m is None or m.group(1).lower() in _NOT_IN_A_NOUN_PHRASE:
            break
        if (
            head is not None
            and not head.isascii()
            and not _goes_on_in_russian(head, m.group(1), last)
        ):
            break
        rest = _HYPHENATED_REST_RE.match(text, m.end())
        head = m.group(1) if rest is None else text[m.start(1) : rest.end()]
        if not _may_modify(head):
            break
        m = _NEXT_WORD_RE.match(text, m.end() if rest is None else rest.end())
    return None if head is None else _compound_head(head)


def _compound_head(word: str) -> str:
    """The noun a hyphenated ``word`` counts: a Russian compound of two nouns puts it
    first, declined as the second is (клиентов of "45 тысяч клиентов-компаний", сотрудников
    of сотрудников-исследователей), where a first part that does not decline modifies the
    noun after it (медиа-компании of "3 медиа-компании" is read whole); an English one is
    read whole ("client-companies")."""
    first = word.split("-", 1)[0]
    if first != word and not word.isascii() and first.lower().endswith(_RU_GENITIVE_PLURAL):
        return first
    return word


def _goes_on_in_russian(before: str, word: str, last: int) -> bool:
    """Whether ``word``, after a Russian plural adjective ``before`` of a count of
    ``last``, goes on its noun phrase: a plural in the count's case or of a zero ending,
    and no pronoun (_RU_ZERO_ENDING_RE, _RU_PRONOUNS_OF_A_NOUN), nor an adjective after
    one of people, which is their noun (_RU_PEOPLE_ADJECTIVES)."""
    if word in _RU_PRONOUNS_OF_A_NOUN:
        return False
    if before.lower() in _RU_PEOPLE_ADJECTIVES and word.lower().endswith(_RU_PLURAL_ADJECTIVE_ENDS):
        return False
    if _RU_ZERO_ENDING_RE.fullmatch(word) is not None:
        return not word.endswith(_RU_VERB_ENDS)
    return word.islower() and _in_the_case_after_a_count(word, last)


def _han_pieces(text: str, start: int) -> tuple[str, ...]:
    """Each two characters of the Chinese noun at ``start`` after a count's measure word
    or 次 (_HAN_NOUN_RE; the one character of 1000个人), or none for a word that rounds or
    bounds the count (5万次以上)."""
    noun = _HAN_NOUN_RE.match(text, start)
    if noun is None or noun.group(1).startswith(_NOT_COUNTED_NOUNS):
        return ()
    run = noun.group(1)
    return tuple(dict.fromkeys(run[i : i + 2] for i in range(max(len(run) - 1, 1))))


# a word of letters and digits, of those a Chinese count names in Latin letters (H100 and
# SXM of H100-SXM)
_LETTERS_AND_DIGITS_RE = lazy_compile(r"[A-Za-z0-9]+")


def _latin_counted(text: str, noun: re.Match[str]) -> tuple[str, ...]:
    """What a Chinese count names in Latin letters after its measure word, ``noun``
    (_COUNTED_NOUN_RE), counts: each two characters of a Chinese noun after it, the head
    (服务器 of 1.2万台GPU服务器, 工程师 of 500 名 AI 工程师), then each Latin word (GPU of
    1.2万台 GPU, Nvidia and H100 of 200 台 Nvidia H100, CPU and GPU of 1.2万台 CPU/GPU 服务器),
    the Chinese first: the script a claim must write in to count another thing
    (_counts_another).  Every Latin word stays beside the noun, as a Chinese noun's first
    characters do (企业 of 企业客户): what follows it may be a verb (1.2万台 H100 用于训练),
    and which word names the thing, a model's, a maker's or a product line's (Mac of
    1.2万台 Mac 电脑, mini of Mac mini, Pro of MacBook Pro), no spelling tells; a name that
    says whose is one more word a claim may name (Acme of 9000 名 Acme 工程师)."""
    han = _han_pieces(text, noun.end(2))
    return (*han, *dict.fromkeys(_LETTERS_AND_DIGITS_RE.findall(noun.group(2))))


def _may_modify(word: str) -> bool:
    """Whether ``word``, after a count, may be a word before the noun it counts: in English
    one that is no plural ("paying", "customer" of "customer accounts"; not "customers",
    which ends the phrase), in Russian an adjective in the plural ("платящих")."""
    lower = word.lower()
    if word.isascii():
        return not in_plural_s(lower)
    return lower.endswith(_RU_PLURAL_ADJECTIVE_ENDS)


def _overlaps_sorted(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """Overlap test against a sorted list of disjoint spans."""
    i = bisect.bisect_left(spans, (end, end)) - 1
    return i >= 0 and spans[i][1] > start


FRACTION_GLYPHS = "½¼¾⅓⅔⅛⅜⅝⅞"  # the audit's prefilter looks for these besides digits
# Fractions: "1 1/2 GW", "1/2 GW", "3⁄4 GW", "½ GW", 四分之三吉瓦.  Only a proper one, of a
# small denominator, and only before a unit (weak) or a scale word ("2 1/2 trillion", ½
# trillion, 四分之三万亿): "1/2" alone is as often a date, a score or one of two choices.
# With an ASCII slash, only a half, a third... or one after a whole number ("2 3/4 GW"):
# "8/16 GB" and "2/4 TB" are two models' sizes, "3/4 wafers" three of four (the fraction
# slash ⁄ writes any fraction).  Its first character, a digit or a glyph, consumed up
# front (see above _URL_RE): the whole number and the numerator are read from the text
# before the slash (_fraction_atoms).
_SLASH_FRACTION_RE = lazy_compile(
    rf"[\d{FRACTION_GLYPHS}](?:(?<=(?<![\w.,/⁄])\d)(?:\d{{0,2}}[ \u00a0]\d{{1,2}}[/⁄]|\d?⁄|(?<=1)/)"
    r"(?P<den>\d{1,2})(?![\w/⁄]|[.,]\d)"
    rf"|(?<=(?<![\w.,])[{FRACTION_GLYPHS}]))"
)
_CN_FRACTION_RE = lazy_compile(
    r"(?P<den>[二两兩三四五六七八九十]|\d{1,2})分之(?P<num>[一二三四五六七八九]|\d{1,2})"
    r"(?P<scale>[万萬亿億]{1,2}(?![\d一二三四五六七八九十百千万萬亿億]))?"
    r"(?![\d一二三四五六七八九十百千万萬亿億])"
)
_MAX_DENOMINATOR = 16


def _fraction_atoms(text: str, lexicon: UnitLexicon) -> list[_Atom]:
    atoms = []
    for m in _SLASH_FRACTION_RE.finditer(text):
        if m.group("den") is None:
            value: float | None = unicodedata.numeric(m.group())  # a glyph: ½
        else:
            # the numerator, after the whole number if one comes first ("2 3" of "2 3/4")
            *whole, numerator = text[m.start() : m.start("den") - 1].split()
            value = _proper(int(numerator), int(m.group("den")))
            if value is not None and whole:
                value += int(whole[0])
        if value is not None:
            scale, end = _scale_after(text, m.end(), lexicon)
            atoms.append(_Atom(m.start(), end, value * scale, scale, _weak_fraction(scale)))
    # every match holds 分之 ("四分之三"): a text without it is not scanned at all
    for m in _CN_FRACTION_RE.finditer(text) if "分之" in text else ():
        num, den = parse_chinese(m.group("num")), parse_chinese(m.group("den"))
        value = None if num is None or den is None else _proper(num, den)
        if value is not None:
            stacked = parse_chinese(m.group("scale")) if m.group("scale") else 1.0
            assert stacked is not None  # big units alone, which parse_chinese multiplies
            atoms.append(
                _Atom(m.start(), m.end(), value * stacked, stacked, _weak_fraction(stacked))
            )
    return atoms


def _weak_fraction(scale: float) -> str:
    """A fraction is a figure before a unit only ("fraction"), unless a scale word follows
    it: "2 1/2 trillion" is one as "2.5 trillion" is."""
    return "" if scale != 1.0 else "fraction"


def _proper(num: float, den: float) -> float | None:
    """``num / den`` when it is a proper fraction of a small denominator, else None."""
    return num / den if 0 < num < den <= _MAX_DENOMINATOR else None


def _find_atoms(text: str, blocked: _Spans, lexicon: UnitLexicon) -> list[_Atom]:
    candidates: list[_Atom] = []
    candidates.extend(_fraction_atoms(text, lexicon))
    candidates.extend(_digit_atoms(text, lexicon))
    candidates.extend(_chinese_atoms(text))
    candidates.extend(_word_atoms(text, _EN_RUN_RE, parse_english, _EN_SCALE_TAIL))
    candidates.extend(_word_atoms(text, _RU_RUN_RE, parse_russian, _RU_SCALE_TAIL))
    candidates.extend(_Atom(m.start(), m.end(), 1.0, weak="article") for m in _per_things_a(text))
    candidates.sort(key=lambda a: (a.start, -(a.end - a.start)))
    atoms: list[_Atom] = []
    for a in candidates:
        if atoms and a.start < atoms[-1].end:
            continue
        if blocked.overlaps(a.start, a.end):
            continue
        atoms.append(a)
    return atoms


def has_a_per_thing(text: str) -> bool:
    """Whether ``text`` holds an "a" that is a figure, with no digit nor number word: "a
    wafer per layer" (_A_PER_THING_RE), for a filter that skips texts with neither."""
    return next(_per_things_a(text), None) is not None


def _per_things_a(text: str) -> Iterator[re.Match[str]]:
    """The "a"s of ``text`` that are one wafer or one layer per the other (_A_PER_THING_RE),
    not a layer a verb puts on as a film (_lays_a_film: "Apply a layer to each wafer")."""
    if not all(word in text for word in _A_PER_THING_WORDS):
        return
    for m in _A_PER_THING_RE.finditer(text):
        if m.group("layer") is None or not _lays_a_film(text, m.start()):
            yield m


def _lays_a_film(text: str, start: int) -> bool:
    """Whether a verb that puts a film on a wafer comes right before the count of layers
    at ``start`` (_FILM_VERB_RE: "Apply one layer to each wafer" counts coats)."""
    verb = _FILM_VERB_RE.search(text, max(0, start - _FILM_VERB_REACH), start)
    return verb is not None and (
        verb.group("filmed") is None or _FILM_NAMED_RE.match(text, start) is not None
    )


def _digit_atoms(text: str, lexicon: UnitLexicon) -> list[_Atom]:
    atoms: list[_Atom] = []
    plain: list[bool] = []  # a bare 1-3 digit integer, for the broken-grouping rule
    unread = 0  # the end of a number beyond a float's range: none of its digits is read
    worded_before = False  # the scale of the last atom is a word
    for m in _DIGITS_RE.finditer(text):
        start, end = m.span()
        if (atoms and start < atoms[-1].end) or start < unread:
            continue  # the exponent of "2e12" or "3×10^12"
        number = m.group().replace("−", "-")
        if m.group("sep") == ",":
            number = _with_decimal_comma(text, number, start, end, lexicon)
        value = parse_digits(number)
        if value is None:
            continue
        try:
            power = _power_of_ten(text, m.group(), value, end)
        except _OutOfRange as out:
            unread = out.end  # 10^400: not a number, nor "400 tokens"
            continue
        worded = False  # a scale word after it (1 млн, 50 тыс., 5000万), no letter (5M)
        if power is not None:
            value, scale, end = power
        else:
            if text[end : end + 1] in _HYPHENS and (cm := _RU_CASE_RE.match(text, end)):
                end = cm.end()  # "от 70-ти до 100": семидесяти, a case ending
            elif (
                text[end : end + 1] in _HYPHENS
                and (cm := _RU_COUNT_CASE_RE.match(text, end))
                and (
                    _RU_AGREEING_SCALE_RE.match(text, cm.end())
                    or _counted_after(text, cm.end(), lexicon)
                )
            ):
                end = cm.end()  # "3-х триллионов", "на 2-х пластинах"; not "90-х годов"
            if number.lstrip("-").isdigit() and (fm := _DIGITS_HALF_RE.match(text, end)):
                glyph = fm.group()[-1]
                fraction = unicodedata.numeric(glyph) if glyph in FRACTION_GLYPHS else 0.5
                value, end = value + math.copysign(fraction, value), fm.end()
            digits_end = end
            if m.group().isdigit() and _GLUED_KELVIN_RE.match(text, end):
                kelvins = _kelvins_or_a_name(text, start, end, lexicon)
                if kelvins is None:
                    continue  # "Core i9 14900K": a processor's name
                if kelvins:
                    atoms.append(_Atom(start, end, value, 1.0))  # "2700K warm white"
                    plain.append(False)
                    worded_before = False
                    continue
            scale, end = _scale_after(text, end, lexicon)
            value *= scale
            worded = scale != 1.0 and _SUFFIX_RE.match(text, digits_end) is None
        if (
            atoms
            and worded
            and worded_before
            and _in_two_scales(text, atoms[-1], start, value, scale)
        ):
            a = atoms[-1]
            # the sign is the first part's: "минус 1 млн 50 тыс." is -1,050,000
            atoms[-1] = _Atom(a.start, end, a.value + math.copysign(value, a.value), scale)
            plain[-1] = False
            continue
        worded_before = worded
        before = text[max(0, start - 12) : start]
        sw = None
        # "minus 5": the sign word's pattern ends in a space, so only a number after a
        # space needs the search
        if value > 0 and start > 0 and text[start - 1] in _H_CHARS:
            sw = _SIGN_WORD_BEFORE_RE.search(before)
        if sw is not None and not text[: start - len(before) + sw.start()].rstrip()[-1:].isdigit():
            start, value = start - (len(before) - sw.start()), -value  # "minus 5", not "7 minus 5"
        atoms.append(_Atom(start, end, value, scale))
        plain.append(power is None and end - start <= 3 and m.group().isdigit())
    # "245 23": two bare integers a space apart, the first a whole group of three digits,
    # read like a broken thousands group; neither is a quantity ("1 050 000" is one
    # number and never gets here; "50 50 dollar bills" is fifty of them).
    broken: set[int] = set()
    for i in range(len(atoms) - 1):
        a, b = atoms[i], atoms[i + 1]
        if (
            plain[i]
            and plain[i + 1]
            and a.end - a.start == 3
            and b.end - b.start <= 2
            and text[a.end : b.start] == " "
            and not _DIGIT_TAIL_RE.match(text, b.end)
        ):
            broken.update((i, i + 1))
    return [a for i, a in enumerate(atoms) if i not in broken]


# An uppercase K glued to a whole number is a thousand ("128K tokens", "2000K downloads",
# "$14900K", "USD 15000K"), but a processor's name after its line ("Core i9 14900K",
# "Core Ultra 9 285K", 酷睿i9 14900K处理器), after "Intel" where nothing counted follows,
# or after five digits not a round thousand where the sentence names no takings or counts
# either ("Intel's 12900K was fast", "the 14900K ran faster"; not "Intel 2000K grant
# recipients", "15000K copies", "The film grossed 13500K"), and after four digits a
# colour temperature's kelvins, a bare figure as "300 K" is (kb.unit_lexicon keeps kelvins
# out of its temperatures): where a colour follows the K ("2700K warm white", "5000K
# daylight", "emit 2700K light") or the sentence names a colour temperature and nothing
# else is counted after the K ("Set the CCT to 4000K", 色温4000K, "Цветовая температура
# 6500К", "Set the white balance to 5600K"; not "A warm white lamp range sold 1200K
# pieces", 色温4000K的灯具销量达到2000K盏).
_GLUED_KELVIN_RE = lazy_compile(rf"[KК](?![{LETTER}\d])")
_PROCESSOR_LINE_BEFORE_RE = lazy_compile(
    r"(?<![A-Za-z0-9-])(?:i[3579]|(?i:ultra)[ \u00a0]\d)[ \u00a0]+$"
)
_PROCESSOR_MAKER_BEFORE_RE = lazy_compile(r"(?<![A-Za-z])Intel(?:['’]s)?[ \u00a0]+$")
_KELVIN_CUE_RE = lazy_compile(
    r"(?i:\b(?:colou?r[ -]temperatures?|CCT|white[ -](?:point|balance)|(?:warm|cool|cold"
    r"|neutral|natural|pure|soft|daylight)[ -]white|kelvins?|цветов\w*\s+температур\w*"
    r"|кельвин\w*|(?:т[её]пл|холодн)\w*\s+(?:бел|свет)\w*)\b)"
    r"|色温|色溫|暖白|冷白|正白|暖光|冷光|白点|白點|开尔文|開爾文"
)
_COLOUR_AFTER_RE = lazy_compile(  # "emit 2700K light", not "3000K light users"
    r"[ -]?(?i:(?:warm|cool|cold|neutral|natural|daylight|soft|pure|white)\b"
    r"|light\b(?!\s+[a-z]+s\b)|(?:т[её]пл|холодн|нейтральн|дневн)[а-яё]*)"
    r"|暖|冷|正白|自然光|中性光"
)
# ... or names a light or a screen, where it names nothing counted or paid for ("The bulb
# can be dimmed from 2700K to 2200K", "Лампа на 3000К, 7 Вт", 路灯全部换成4000K的LED灯;
# not "Philips sold 1500K bulbs", "Monitor shipments reached 4000K", 灯具店年销售额2000K)
_LIGHT_CUE_RE = lazy_compile(
    r"(?i:\b(?:bulbs?|lamps?|LEDs?|light|lighting|luminaires?|monitors?|displays?|screens?"
    r"|panels?|TVs?|colou?rimeters?|films?|cameras?|photos?|photograph\w*|ламп[аеуыо]?[йм]?"
    r"|светодиод\w*|светильник\w*|монитор\w*|экран\w*|свет(?:а|ом|у)?)\b)"
    r"|灯泡|灯具|灯光|路灯|筒灯|台灯|灯管|LED灯|显示器|顯示器|屏幕|显示屏|摄影"
)
_THINGS_COUNTED = (  # the things a figure in thousands counts, after the K too
    r"users?|subscribers?|downloads?|visitors?|viewers?|views|plays|streams|impressions|units?"
    r"|pieces?|copies|orders?|grants?|funds?|participants|members|customers|accounts|followers"
    r"|likes|rounds?|подписчик\w*|пользовател\w*|просмотр\w*|копи[йи]"
    r"|экземпляр\w*|скачиван\w*|загрузок|зрител\w*"
)
_COUNTED_THING_RE = lazy_compile(rf"(?i:{_THINGS_COUNTED})")
_COUNTED_OR_PAID_RE = lazy_compile(
    r"(?i:\b(?:sol[dt]|sales?|shipments?|shipped|revenues?|budgets?|rais\w*|fund\w*|gross\w*|seed|spen[dt]"
    rf"|worth|invest\w*|profits?|made|produc\w*|manufactur\w*|brought|ridership|{_THINGS_COUNTED}"
    r"|производств\w*|выручк\w*|бюджет\w*|продаж\w*|продал\w*|грант\w*|стоим\w*"
    r"|инвест\w*|прибыл\w*)\b)|营收|營收|销售|銷售|销量|銷量|预算|預算|投资|投資|利润|利潤|出货|出貨"
    r"|用户|用戶|人数|人數|观看|觀看|播放|订单|訂單|售价|售價|预售|預售|产量|產量|预约|預約|预订"
    r"|預訂|卖出|賣出|售出|下载|下載|粉丝|粉絲|访问|訪問|浏览|瀏覽|阅读|閱讀|会员|會員|注册|註冊|票房"
)
# A verb right after the K has the name for its subject: "the 14900K sold well", "14900K
# продаётся лучше"
_SOLD_AFTER_RE = lazy_compile(
    r"[ \u00a0]+(?i:sold|sells|shipped|ships|made|продал\w*|прода[её]тся)\b"
)
_WORD_APART_RE = lazy_compile(r"[ \u00a0]+[^\W\d_]+[ \u00a0]+")  # " light " of "3000K light users"
# another figure in thousands ("150K", 150K颗), and a word or two before it ("sold 150K",
# 播放量突破2000K)
_K_FIGURE = r"\d[KК](?![A-Za-zА-Яа-яЁё])"
_K_FIGURE_RE = lazy_compile(_K_FIGURE)
_BEFORE_A_K_FIGURE_RE = lazy_compile(rf"(?:[ \u00a0]*[^\W\d_]+){{0,2}}[ \u00a0]*[\d.,]*{_K_FIGURE}")


def _counted_or_paid(text: str, lo: int, start: int, end: int, hi: int) -> bool:
    """Whether the sentence ``lo:hi`` names what a figure with a glued K at ``start:end``
    counts or what was paid: before it, or after it up to the next figure written with a K
    ("LED lamps totalled 3000K in 2022 sales", 这款灯泡卖了2000K，销量同比增长30%), but for
    a word or two before that figure, which are its own unless this one's
    ("the 14900K runs at 6 GHz and sold 150K units", 评测14900K的视频播放量突破2000K: a name;
    该视频获得12500K播放，评论30K条 and "3000K light users and 800K power users" thousands:
    _own_after), and for a verb right after it ("the 14900K sold well", "the 14900K
    sold 150K units": a name)."""
    if _COUNTED_OR_PAID_RE.search(text, lo, start) is not None:
        return True
    sold = _SOLD_AFTER_RE.match(text, end)
    after = sold.end() if sold else end
    nxt = _K_FIGURE_RE.search(text, after, hi)
    return any(
        _own_after(text, end, m) or _BEFORE_A_K_FIGURE_RE.match(text, m.end()) is None
        for m in _COUNTED_OR_PAID_RE.finditer(text, after, nxt.start() if nxt else hi)
    )


def _own_after(text: str, end: int, word: re.Match[str]) -> bool:
    """Whether ``word`` (_COUNTED_OR_PAID_RE) is a figure's own that ends at ``end``: right
    after it (12500K播放, 2000K的销量; not 14900K的视频播放量), or a thing it counts a word apart
    ("3000K light users and 800K power users"; not "the 2700K bulb sold 150K units")."""
    if text[end : word.start()] in ("", "的"):
        return True
    apart = _WORD_APART_RE.fullmatch(text, end, word.start())
    return apart is not None and _COUNTED_THING_RE.fullmatch(word.group()) is not None


_LIGHTS = frozenset({"bulb", "bulbs", "lamp", "lamps", "led", "leds", "light", "lights"})
_RU_VERB_END_RE = lazy_compile(r"[а-яё](?:[еёиуюая]т|[еёиуюая]тся|ть)$")
# ... and a Chinese measure word or a ratio's colon after the K: 2000K次, "1000K:1"
_THOUSANDS_AFTER_RE = lazy_compile(r"[个個只块塊片条條瓶件名台次人张張套辆輛部户戶盏盞份]|:\d")


def _kelvins_or_a_name(text: str, start: int, end: int, lexicon: UnitLexicon) -> bool | None:
    """What a whole number at ``start:end`` with a K glued after it is (_GLUED_KELVIN_RE):
    True in kelvins, None a processor's name, False a number of thousands."""
    if _prefix(text, start, lexicon)[1] in CURRENCIES:
        return False  # "$14900K", "USD 15000K"
    if _PROCESSOR_LINE_BEFORE_RE.search(text, max(0, start - 12), start) is not None:
        return None
    if _unit_after(text, end + 1, lexicon, False) is not None:
        return False
    digits = end - start
    if digits == 4 and _COLOUR_AFTER_RE.match(text, end + 1):
        return True
    counted = counted_word(text, start, end + 1)
    thousands = _THOUSANDS_AFTER_RE.match(text, end + 1) is not None  # 2000K次, "1000K:1"
    lo, hi = _sentence_around(text, start, end + 1, _ANY_SENTENCE_BREAK_RE)
    paid = _counted_or_paid(text, lo, start, end + 1, hi)
    if not thousands and not (counted and _COUNTED_THING_RE.fullmatch(counted)):
        if _PROCESSOR_MAKER_BEFORE_RE.search(text, max(0, start - 12), start) or (
            digits > 4 and not text.endswith("000", start, end) and not paid
        ):
            return None  # "Intel's 12900K", "the 14900K costs": a count so written is round
    if thousands or (
        counted
        and counted.lower() not in _LIGHTS
        and _RU_VERB_END_RE.search(counted) is None  # "6500К соответствует дневному свету"
    ):
        return False  # "2000K downloads", not "3000K LEDs"
    return digits == 4 and (
        _KELVIN_CUE_RE.search(text, lo, hi) is not None
        or (_LIGHT_CUE_RE.search(text, lo, hi) is not None and not paid)
    )


# A half or a quarter after whole digits (not after "2.5"): "2 and a half billion" is
# 2.5e9, "2½ hours" 2.5 h (the scale word and the unit are read after it, as after "2.5").
_DIGITS_HALF_RE = lazy_compile(
    rf"(?:{_H}+and{_H}+an?{_H}+half|{_H}?[{FRACTION_GLYPHS}])(?![{LETTER}])",
    re.IGNORECASE,
)
# A Russian case ending after a hyphen on a figure: 70-ти (семидесяти), 5-ти, 100-та (ста),
# 7-ми; an ordinal's (90-х, 5-й) the reader skips (_ORDINAL_AFTER_RE).
_RU_CASE_RE = lazy_compile(rf"[-\u2011](?:ти|ми|та)(?![{LETTER}])")
# ... and those an ordinal shares (трёх, тремя; 90-х, the nineties), a count's only before
# a scale word or a unit other than years
_RU_COUNT_CASE_RE = lazy_compile(rf"[-\u2011](?:х|ух|ёх|мя)(?![{LETTER}])")
# ... a scale word in the case of such a count (триллионов, тысячах, миллионами), not the
# plural that counts vaguely ("в 2000-х миллиарды долларов", "в 90-х тысячи компаний")
_RU_AGREEING_SCALE_RE = lazy_compile(
    rf"{_H}+(?:тысяч(?:ах|ами)?|(?:миллион|миллиард|триллион)(?:ов|ах|ами))(?![{LETTER}])",
    re.IGNORECASE,
)


def _in_two_scales(text: str, a: _Atom, start: int, value: float, scale: float) -> bool:
    """Whether the figure ``value`` (of scale ``scale``, starting at ``start``) ends the
    number ``a`` that a larger scale word ends, a space or none apart: "1 млн 50 тыс."
    is 1,050,000, "1 миллион 200 тысяч" 1.2 million, "1亿 5000万" 150 million (English
    writes so in words: "1 million 50 thousand" is one run of _EN_RUN_RE)."""
    return (
        1.0 < scale < a.scale
        and 0 < value < a.scale
        and (a.value / a.scale).is_integer()
        and _SPACES_RE.fullmatch(text, a.end, start) is not None
    )


def _with_decimal_comma(text: str, number: str, start: int, end: int, lexicon: UnitLexicon) -> str:
    """``number``, grouped by commas and written at ``start:end``, its one comma a decimal
    point where no thousand starts, after a whole part of 0, before a unit ("0,125 часа",
    "0,512 GB") or in Russian but in code ("Коэффициент (r = 0,812)"; _in_code: "np.clip(x,
    0,255)"); English writes a pair so, "Set the bounds to 0,100", "(0,125)"; or where a
    Russian text writes one, as Russian groups thousands with spaces: before a Russian
    scale word or letter, "1,050 млн" and "1,050М" are 1.05 million ("1,050 million" and
    "1,050M" stay 1050 million); and before the Russian name of a measure as a fraction
    takes it (_in_a_russian_measure), "Длина трассы 42,195 километра"."""
    if number.count(",") == 1 and "." not in number:
        wm = _SCALE_WORD_RE.match(text, end)
        sm = _SUFFIX_RE.match(text, end)
        if (
            (
                number.lstrip("-").startswith("0,")
                and (
                    _before_a_unit(text, end, lexicon)
                    or (_in_russian(text, start) and not _in_code(text, start))
                )
            )
            or (wm is not None and wm.group("ru"))
            or (sm is not None and sm.group()[-1] in _CYRILLIC_SCALE_LETTERS)
            or _in_a_russian_measure(text, start, end, lexicon)
        ):
            return number.replace(",", ".")
    return number


# What a figure measures whose comma may be a decimal point: a length, an area, a mass, a
# speed, a power and an energy, which take fractions ("42,195 километра", "0,775 мм");
# not counts, money, shares, times, data or rates, whose "1,200 токенов", "1,500 руб.",
# "7,125%", "1,125 часов", "1,024 ГБ" a translated page groups as English does.
_DECIMAL_MEASURES = frozenset(
    {"[length]", "[length]**2", "[mass]", "[length]/[time]", "[power]", "[energy]"}
)
# Figures a range, a pair or a tolerance joins, whose unit is the last one's: "от 1,125 до
# 1,375 килограмма", "0,125–0,375 мм", "0,125 ± 0,010 mm", "22,195 и 23,125 километра";
# not a comma's list, "1,125, 2,375 и 3,625 км", whose commas are ambiguous too
# (_LISTED_BEFORE_RE, _LISTED_AFTER_RE)
_JOINED_FIGURE = r"(?<![\w.,])\d+(?:,\d+)?(?![\d]|[.,]\d)"
_FIGURE_JOIN = rf"(?:{_H}*[-\u2011–—±]{_H}*|{_H}+(?:до|или|и){_H}+)"
_JOINED_BEFORE_RE = lazy_compile(rf"(?:{_JOINED_FIGURE}{_FIGURE_JOIN})+\Z")
_JOINED_AFTER_RE = lazy_compile(rf"(?:{_FIGURE_JOIN}{_JOINED_FIGURE})*")
_JOINED_REACH = 40
_LISTED_BEFORE_RE = lazy_compile(rf"\d{_H}*[,;]{_H}*\Z")
_LISTED_AFTER_RE = lazy_compile(rf"{_H}*[,;]{_H}*\d")
_THOUSANDS_GROUP_RE = lazy_compile(r"(?<![\d,])(\d{1,3}),\d{2}(\d)(?![\d,])")
_CYRILLIC_RUN_RE = lazy_compile("[А-Яа-яЁё]+")
# A fraction puts its unit in the genitive singular, "1,125 килограмма", "42,195 километра",
# "1,125 тонны"; a whole number ending in 5 to 9 in the genitive plural, "1125 килограммов",
# "42195 километров", "1125 тонн" (in 1 to 4 it may take either: "1122 тонны")
_GENITIVE_SINGULAR_RE = lazy_compile(r"(?:[^н]а|ы|ого)\Z")
_PLURAL_AFTER = "56789"  # the last digits after which a whole number's noun is plural


# How far around a figure its text is looked at for a Russian word (_in_russian) or an
# open call or array (_in_code)
_CONTEXT_REACH = 60
_CALL_OR_ARRAY_RE = lazy_compile(r"(?:[\w.]\(|\[)[^()\[\]]*\Z")


def _in_code(text: str, start: int) -> bool:
    """Whether ``start`` stands in a call's arguments or an array, still open: "np.clip(x,
    0,255)", "range(0,100)", "Массив [0,255]"."""
    return _CALL_OR_ARRAY_RE.search(text, max(0, start - _CONTEXT_REACH), start) is not None


def _in_russian(text: str, start: int) -> bool:
    """Whether Cyrillic words stand within _CONTEXT_REACH of ``start``: Russian writes a
    decimal comma ("Доля (0,125)") and a pair with a semicolon ("(0; 125)")."""
    return (
        _CYRILLIC_RUN_RE.search(text, max(0, start - _CONTEXT_REACH), start + _CONTEXT_REACH)
        is not None
    )


def _before_a_unit(text: str, end: int, lexicon: UnitLexicon) -> bool:
    """Whether a unit follows the figure ending at ``end``, or the last of the figures a
    range or a pair joins to it (_JOINED_AFTER_RE): "0,125 часа", "0,125–0,375 мм"."""
    after = _JOINED_AFTER_RE.match(text, end)
    assert after is not None  # it matches no figure at all
    return _unit_after(text, after.end(), lexicon) is not None


def _in_a_russian_measure(text: str, start: int, end: int, lexicon: UnitLexicon) -> bool:
    """Whether the figure ``text[start:end]``, one comma before three digits, is a decimal
    fraction of a measure (_DECIMAL_MEASURES) that a Russian unit names after it, a space
    or none apart, alone or as the last of figures a range or a pair joins (_JOINED_AFTER_RE),
    as Russian writes it: where the unit is a word in the genitive singular after a last
    digit of 5 to 9, which no whole number takes ("Длина трассы 42,195 километра",
    "от 1,125 до 1,375 килограмма", "1,125 мегаватт-часа").  Not a symbol's figure of a
    whole part above 0: "Марафонская дистанция — 42,195 км" and "Длина реки Волги — 3,531
    км" (a translated page's English thousand, 3531 km) are written alike, and stay
    thousands, as do "1,125 тонн", "1,122 тонны" (a whole number's cases), a figure of a
    range that ends in 0 after its comma ("от 1,250 до 1,375 килограмма": a fraction drops
    its last zero), a list's, and a Latin unit's, a Chinese one's or one the lexicon does
    not hold ("42,195 km", 42,195 公里, "5,642 м")."""
    after = _JOINED_AFTER_RE.match(text, end)
    assert after is not None  # it matches no figure at all
    unit = _SPACES_RE.match(text, after.end())
    assert unit is not None  # it matches no space at all
    # the unit first: most such figures ("1,200 tokens") have no Cyrillic one
    if _CYRILLIC_RUN_RE.match(text, unit.end()) is None:
        return False
    hit = lexicon.match(text, unit.end())
    if hit is None or dimension_of(hit[1]) not in _DECIMAL_MEASURES:
        return False
    before = _JOINED_BEFORE_RE.search(text, max(0, start - _JOINED_REACH), start)
    first = start if before is None else before.start()
    if _LISTED_BEFORE_RE.search(text, max(0, first - 4), first) or _LISTED_AFTER_RE.match(
        text, after.end()
    ):
        return False
    groups = list(_THOUSANDS_GROUP_RE.finditer(text, first, after.end()))
    if any(g.group(2) == "0" and g.group(1) != "0" for g in groups):
        return False
    # the noun that a figure puts in its case ends the unit's first word: "километра в
    # час", "мегаватт-часа", "квадратного метра"; a symbol's letters are three at most
    noun = _CYRILLIC_RUN_RE.findall(text[unit.end() : hit[0]].split()[0])[-1]
    return (
        len(noun) > 3
        and _GENITIVE_SINGULAR_RE.search(noun.lower()) is not None
        and groups[-1].group(2) in _PLURAL_AFTER
    )


def scale_word_end(text: str, end: int) -> int | None:
    """Where the scale word written after a number that ends at ``end`` ends ("150
    миллиардов", "4 trillion", "50 тыс."), spaces before it included; None when none
    follows.  The words are those the reader scales a number by."""
    wm = _SCALE_WORD_RE.match(text, end)
    return None if wm is None else wm.end()


def _scale_after(text: str, end: int, lexicon: UnitLexicon) -> tuple[float, int]:
    """The multiplier of a suffix or scale word written right after a number that ends at
    ``end`` (128K, 5 million, 3 трлн, 2万亿, "3-trillion-parameter"), and where it ends."""
    if (sm := _SUFFIX_RE.match(text, end)) is not None:
        letter = sm.group("letter")
        if letter not in (None, "k") and _unit_after(text, sm.end(), lexicon) is None:
            return 1.0, end  # "300 K", "5 M" with no unit after: kelvins, a grade, a size
        suffix = (sm.group("glued") or sm.group("spaced") or letter or "").lower()
        return SUFFIX_SCALES[suffix], sm.end()
    if (wm := _SCALE_WORD_RE.match(text, end)) is not None:
        word = (wm.group("en") or wm.group("ru") or "").lower().rstrip(".")
        scale = _SCALE_WORDS.get(word) or _ru_scale(word)
        nm = _SCALE_WORD_RE.match(text, wm.end()) if word.startswith("сот") else None
        if nm is not None and nm.group("ru") and not nm.group("ru").lower().startswith("сот"):
            # "2 сотни тысяч токенов": hundreds of the scale after it, 200,000
            return scale * _ru_scale(nm.group("ru").lower()), nm.end()
        return scale, wm.end()
    if (cm := _CN_SCALE_AFTER_RE.match(text, end)) is not None:
        if _bare_mega(text, end):
            return 1.0, end  # "带宽为 100 兆。": megabits
        stacked = parse_chinese(cm.group(1))
        assert stacked is not None  # big units alone, which parse_chinese multiplies
        return stacked, cm.end()
    if (
        text[end : end + 1] in _HYPHENS
        and (hm := _HYPHEN_SCALE_RE.match(text, end)) is not None
        and _unit_after(text, hm.end(), lexicon) is not None
    ):
        return _SCALE_WORDS[hm.group(1).lower()], hm.end()  # "3-trillion-parameter"
    return 1.0, end


def _bare_mega(text: str, end: int) -> bool:
    """Whether a number that ends at ``end`` is followed by a 兆, spaced or glued, with
    nothing after it where its clause ends (_CN_SCALE_AFTER_RE's bare 兆), and its clause
    names, before it, what is measured in megs (_MEGA_MEASURED_RE: 带宽, 网速, 内存,
    电压...): the 兆 is mega-, "带宽为 100 兆。" and 带宽100兆。 are 100 megabits."""
    cm = _CN_SCALE_AFTER_RE.match(text, end)
    if cm is None or cm.group("bare") is None:
        return False
    window = text[max(0, end - _CLAUSE_REACH) : end]
    start = max(window.rfind(c) for c in _MEGA_CLAUSE_BREAKS) + 1
    return _MEGA_MEASURED_RE.search(window, start) is not None


def _power_of_ten(
    text: str, number: str, value: float, end: int
) -> tuple[float, float, int] | None:
    """The value, shared scale and end of a number ``number`` (read as ``value``, ending at
    ``end``) with a power of ten after it: 2e12, 3×10^12, 10^12.  "×10^12" is shared by
    a range like a scale word ("2–4 × 10^12" is 2e12..4e12); an exponent ("2e12") and a
    bare power ("10^12") are whole numbers and share nothing.  None when no power is
    written; _OutOfRange when its value is beyond a float's range."""
    if (m := _power_after(text, number, end)) is not None:
        exponent, mantissa = m.group("e") or m.group("caret") or m.group("sup"), value
        shared = m.group("e") is None
    elif number == "10" and (m := _BARE_POWER_RE.match(text, end)) is not None:
        exponent, mantissa, shared = m.group("caret") or m.group("sup"), 1.0, False
    else:
        return None
    places = int(exponent.translate(_EXPONENT_CHARS))
    # Decimal shifts the mantissa as written ("1.5" by -3 places is 0.0015), so the float
    # is the one Python reads from "1.5e-3", not 1.5 times a rounded 10.0 ** -3.
    power = float(Decimal(1).scaleb(places))
    result = float(Decimal(repr(mantissa)).scaleb(places))
    if not (0.0 < power < math.inf and math.isfinite(result)):
        raise _OutOfRange(m.end())
    return result, power if shared else 1.0, m.end()


class _OutOfRange(Exception):
    """A power of ten beyond a float's range, ending at ``end``."""

    def __init__(self, end: int) -> None:
        super().__init__(end)
        self.end = end


_FULL_WIDTH_RE = lazy_compile(f"[{re.escape(FULL_WIDTH_CHARS)}]")  # what normalize_digits maps
_DIGIT_TAIL_RE = lazy_compile(r"[.,]?\d")


def _ru_scale(word: str) -> float:
    if word.startswith("тыс"):
        return 1e3
    if word.startswith("сот"):
        return 100.0  # "2 сотни пластин": сотня, a hundred as a noun
    if word.startswith("миллиард") or word.startswith("млрд"):
        return 1e9
    if word.startswith("миллион") or word.startswith("млн"):
        return 1e6
    return 1e12


def _chinese_atoms(text: str) -> list[_Atom]:
    atoms: list[_Atom] = []
    for m in _CN_RUN_RE.finditer(text):
        run_end = m.end()
        # (the unit a character after the run, or two: "3兆 瓦"; a rate's four: 56千比特每秒)
        prefix = _CN_UNIT_PREFIX_RE.search(text, m.start(), run_end + 4)
        if prefix is not None and prefix.start() < run_end:
            run_end = prefix.start()
        elif (mega := text.rfind("兆", m.start(), run_end)) > m.start() and _bare_mega(text, mega):
            run_end = mega  # 带宽100兆。: the digits' reader reads its 兆 as mega-
        word = _CN_WORD_OPENING_RE.search(text, m.start(), run_end + 1)
        if word is not None and word.start() < run_end:
            run_end = word.start()
        pos = m.start()
        if pos and _CN_FORMAL_IN_A_WORD_RE.match(text, pos - 1):
            pos += 1  # (a run opens at the word's second character, its formal digit)
        while pos < run_end:
            if text[pos] in ".,点點" or text[pos].isspace():
                pos += 1
                continue
            approx = _CN_APPROX_RE.match(text, pos, run_end)
            if approx is not None:
                atoms.append(_vague_count(approx))
                pos = approx.end()
                continue
            vague_place = _CN_VAGUE_PLACE_RE.match(text, pos, run_end)
            if vague_place is not None:
                atom = _vague_place(text, vague_place)
                if atom is not None:
                    atoms.append(atom)
                pos = vague_place.end()
                continue
            atom = _chinese_numeral_at(text, pos, min(run_end, pos + _CN_MAX_NUMERAL))
            if atom is None:
                pos += 1
                continue
            if atom.weak != "digits":
                atoms.append(atom)
            pos = atom.end
    return atoms


def _vague_count(m: re.Match[str]) -> _Atom:
    """The vague count _CN_APPROX_RE matched, from its lower end to its upper."""
    places = m.group("places")
    place = parse_chinese(places) or 1.0  # (parse_chinese reads "" as None)
    scale = parse_chinese(places.lstrip("十百千")) or 1.0  # 亿, the scale word of 三四千亿
    low, high = (parse_chinese(digit) or 0.0 for digit in m.group("pair"))
    weak = "" if places else "single"
    return _Atom(m.start(), m.end(), high * place, scale, weak, low * place)


def _vague_place(text: str, m: re.Match[str]) -> _Atom | None:
    """The range of the numeral _CN_VAGUE_PLACE_RE matched, None when its 几 has no place
    or its top is none (see there)."""
    if m.group("head")[-1] in _CN_BIG:
        return _vague_after_big(m)
    head = parse_chinese(m.group("head"))
    last = parse_chinese(m.group("head")[-1]) or 1.0
    tail = m.group("tail")
    place = parse_chinese(tail[:1]) if tail[:1] in "十拾百佰" else None
    if place is not None and place < last:
        tail = tail[1:]  # 一百几十: 几 has a place of its own
    elif m.group("zero") or last == 10:
        place = 1.0  # 一百零几, 二十几: the units
    else:
        return None
    if any(c in _CN_BIG for c in tail) and any(c in _CN_BIG for c in m.group("head")):
        return _vague_below_big(text, m)  # 三亿两千几百万 (一万两千几百 is 12,100 to 12,900)
    if head is None:
        return None
    top_text = tail.rstrip(_CN_BIG)
    high = head + 9 * place
    if not top_text.strip(_CN_PLACES):
        # 二十几百万, 十几万: places after it multiply it, as in 三四百万 (a 百 of 几's own
        # is below the place before it)
        multiplier = parse_chinese(tail) or 1.0
        scale = parse_chinese(tail.lstrip(_CN_PLACES)) or 1.0
    else:
        # (a top not above the vague count, 二十几二十, is a slip: the count's own top)
        top = parse_chinese(top_text)
        if top is None or _digit_count(top) != _digit_count(head) or _vague_top(text, m):
            return None
        high = max(high, top)
        multiplier = scale = parse_chinese(tail[len(top_text) :]) or 1.0
    return _Atom(m.start(), m.end(), high * multiplier, scale, low=(head + place) * multiplier)


def _vague_below_big(text: str, m: re.Match[str]) -> _Atom | None:
    """The range of a numeral whose vague place has big units before it and after it
    (_CN_VAGUE_PLACE_RE): the numeral up to its last big unit before 几 (三亿, 五万亿) plus
    the vague one after it, with its own big unit (两千几百万, 零二十几万), as 三亿两千万 is
    三亿 plus 两千万: 三亿两千几百万 is 321 to 329 million, 五万亿两千几百亿 5.21 to 5.29
    trillion.  None when the vague one is no figure or is not below the big unit before
    it (三万两千几百万, 三亿两千几百亿)."""
    head = m.group("head")
    above_end = max(map(head.rfind, _CN_BIG)) + 1
    above = head[:above_end]
    below_start = m.start() + above_end + (head[above_end] in "零〇○")
    below = _CN_VAGUE_PLACE_RE.match(text, below_start, m.end())
    value = parse_chinese(above)
    place = parse_chinese("一" + above[len(above.rstrip(_CN_BIG)) :])
    vague = None if below is None or below.end() != m.end() else _vague_place(text, below)
    if vague is None or value is None or place is None or vague.value >= place:
        return None
    low = value + (vague.value if vague.low is None else vague.low)
    return _Atom(m.start(), m.end(), value + vague.value, vague.scale, low=low)


def _vague_after_big(m: re.Match[str]) -> _Atom | None:
    """The range of a numeral whose 几 follows a big unit (_CN_VAGUE_PLACE_RE): 几 read as
    one and as nine of the place after it, 三万几千 31,000 to 39,000, 一万零几百 10,100 to
    10,900, 一万零几 10,001 to 10,009, 三亿几千万 310 to 390 million, 一万几千亿 1.1 to 1.9
    trillion (a bigger unit after it multiplies all).  None when its 几 has no place of its
    own (三万几, as loose as 一百几), a numeral follows it (三万几千五) or the unit before it
    (三万几千万)."""
    head, zero, tail = m.group("head", "zero", "tail")
    big = tail.lstrip(_CN_PLACES)
    own_place = len(tail) - len(big) == 1 or (bool(zero) and not tail)  # 几千, 零几
    if len(head) < 2 or not own_place or big.strip(_CN_BIG) or head[-1] in big:
        return None
    low = parse_chinese(f"{head}{zero}一{tail}")
    high = parse_chinese(f"{head}{zero}九{tail}")
    if low is None or high is None:
        return None
    return _Atom(m.start(), m.end(), high, parse_chinese(big) or 1.0, low=low)


def _digit_count(value: float) -> int:
    """How many digits a whole number has: its places (120 has three, as 一百三十)."""
    return len(str(int(value)))


def _vague_top(text: str, m: re.Match[str]) -> bool:
    """Whether the top of the range _CN_VAGUE_PLACE_RE matched is itself vague: 十几二十几,
    十几二十多, 十几二十来 (a 多 after the run, which holds it only before a big unit)."""
    vague_end = text.startswith(tuple("多余餘来來"), m.end())
    return vague_end or any(c in "几幾" for c in m.group("tail"))


def _chinese_numeral_at(text: str, start: int, limit: int) -> _Atom | None:
    """The longest Chinese numeral starting at ``start`` and ending by ``limit``."""
    end = limit
    while end > start:
        chunk = text[start:end]
        if chunk[-1] in ".,点點" or chunk[-1].isspace():
            end -= 1
            continue
        value = parse_chinese(chunk)
        if value is not None:
            break
        end -= 1
    else:
        return None
    chunk = re.sub(r"\s+", "", text[start:end])
    if not any(c in _CN_CLASS for c in chunk):
        return _Atom(start, end, value, weak="digits")  # the digit reader handles these
    if len(chunk) == 1 and chunk in _CN_BIG:
        return None  # a lone 万, 亿 or 兆 is no figure: "3 兆 瓦" is 3 MW, no 10^12 W
    scale = 1.0
    i = len(chunk)
    while i > 0 and chunk[i - 1] in _CN_BIG:
        i -= 1
    tail = chunk[i:]
    if tail and i > 0:
        scale = parse_chinese(tail) or 1.0
    weak = ""
    if chunk in ("一", "壹"):
        weak = "article"
    elif i == 0:  # big units alone, a scale of no figure: 万, 万亿, 亿万, 亿亿, 万万亿
        weak = "bare-scale"
    elif len(chunk) == 1:
        weak = "single"
    elif chunk in _CN_IDIOMS:
        weak = "bare-scale"
    return _Atom(start, end, value, scale, weak)


_EN_SCALE_TAIL = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
_RU_SCALE_TAIL = {"тыс": 1e3, "тысяч": 1e3, "миллион": 1e6, "миллиард": 1e9, "триллион": 1e12}
_RUN_WORD_RE = lazy_compile(r"[^\s\-,]+")
_DANGLING = frozenset({"and", "&", "и", "point", "minus", "минус", "negative", "a", "an"})


def _word_atoms(
    text: str,
    regex: re.Pattern[str],
    parse: Callable[[str], float | None],
    scale_tail: dict[str, float],
) -> list[_Atom]:
    atoms: list[_Atom] = []
    pos = 0
    while True:
        m = regex.search(text, pos)
        if m is None:
            break
        start = m.start()
        words = list(_RUN_WORD_RE.finditer(m.group()))
        found = _longest_word_number(text, start, words, parse, scale_tail)
        if found is None:
            pos = start + max(1, words[0].end() if words else 1)
            continue
        if not text[found.start : found.end].replace(".", "").isdigit():
            atoms.append(found)  # a lone digit string is the digit reader's
        pos = found.end
    return atoms


def _longest_word_number(
    text: str,
    start: int,
    words: list[re.Match[str]],
    parse: Callable[[str], float | None],
    scale_tail: dict[str, float],
) -> _Atom | None:
    """The longest prefix of a run of number words that reads as one number; a prefix
    that leaves a multiplier next ("3 hundred and 2 | hundred") loses to a shorter one.
    Prefixes grow until five words in a row fail ("two hundred point five" fails at
    "point" only; "three | quarters of a million"), so a long run costs linear time."""
    readings: list[tuple[int, float]] = []  # (words used, value)
    for n in range(1, len(words) + 1):
        if n - (readings[-1][0] if readings else 0) > 5:
            break
        last_word = words[n - 1].group().lower()
        if last_word in _DANGLING:
            continue
        between = text[start + words[n - 2].end() : start + words[n - 1].start()] if n > 1 else ""
        if last_word[0].isdigit() and "," in between:
            break  # "$2 billion, 30% of which": a figure of its own after a comma
        value = parse(text[start : start + words[n - 1].end()])
        if value is not None:
            readings.append((n, value))
    if not readings:
        return None
    n, value = readings[-1]
    following = words[n].group().lower() if n < len(words) else ""
    multiplier = following == "hundred" or following.startswith(tuple(scale_tail))
    if multiplier and len(readings) > 1:
        n, value = readings[-2]  # "3 hundred | and 2 hundred", "три тысячи | две тысячи"
    end = start + words[n - 1].end()
    chunk = text[start:end]
    last = words[n - 1].group().lower()
    if half := RU_HALF_SCALE_RE.fullmatch(last):
        last = half.group("scale")  # "полмиллиарда" is scaled: half of a milliard
    last = last.split("-")[-1]
    scale = next((v for k, v in scale_tail.items() if last.startswith(k)), 1.0)
    key = chunk.lower()
    weak = ""
    if key in _ARTICLES:
        weak = "article"
    elif key in _BARE_SCALES:
        weak = "bare-scale"
    return _Atom(start, end, value, scale, weak)


def _assemble(text: str, atoms: list[_Atom], lexicon: UnitLexicon) -> list[Quantity]:
    for a in atoms:
        if (
            a.weak == "single"
            and text[a.end - 1] in _CN_COMMON
            and _CN_MEASURE_RE.match(text, a.end)
        ):
            a.weak = ""  # 十个手指头, 九年, 一两个: a measure word makes a count
    out: list[Quantity] = []
    # Where the rate's time of a figure is looked for, when not before it: before the
    # figure joined to it that shares its unit (_shared_unit).  Atom -> (start, number's
    # start, floor), as _rate takes them.
    rate_from: dict[int, tuple[int, int, int]] = {}
    # The new value of a change -> its old value as written: its unit, which the new value
    # takes where it names none (_unit_of_the_old_value), and the rate that unit became,
    # which the new value's same unit becomes too (时速从100公里提高到350公里; None where no
    # unit holds it, 每天从500公里增加到800公里).
    old_values: dict[int, _OldValue] = {}
    lists: _ListShares = {}
    i = 0
    while i < len(atoms):
        a = atoms[i]
        floor = out[-1].end if out else 0
        if (
            _skip_atom(text, a, lexicon)
            or _names_a_unit(text, a, lexicon)
            or _rate_denominator(text, a, out[-1] if out else None, lexicon)
            or _opens_a_rate(text, atoms, i, lexicon)
        ):
            i += 1
            continue
        a_unit = _unit_after(text, a.end, lexicon, _may_precede_a_name(text, a))
        if a_unit is not None and _per_physical_before(text, a_unit[1], a.start, floor):
            a_unit = None  # 能效达到每瓦 30 Gbps: as "30 Gbps/W" (_PER_PHYSICAL_RE)
        elif a_unit is not None and _per_distance(text, a_unit[1], a_unit[0], a):
            a_unit = None  # "15 kWh/100 km", 百公里: what a consumption is per, no distance
        elif a_unit is not None and _measure_per_or_part(text, a_unit[1], a.start):
            a_unit = None  # 每亩施肥150公斤, 每年后退50米, "2 м 10 см": no figure of its own
        elif a_unit is not None and _symbol_of_another_thing(text, a.start, a.end, a_unit[0]):
            if text[a.end : a.end + 1].isalpha() and HAN_RE.match(text, a.end) is None:
                i += 1  # glued, "a range of 7,500nm": an identifier, no figure, as before
                continue  # (a Chinese unit refused leaves its figure: 3000位客户 is 3000)
            a_unit = None  # "a range of 8,700 nm" of an aircraft, "120 mm" of revenue
        if a.weak and a_unit is not None and text[a.end : a_unit[0]].strip() == "元":
            a_unit = None  # 二元分类, 一元二次方程, 三元组: words, no price (see unit_lexicon)
        if i + 1 < len(atoms) and _hours_of_the_day(text, a, a_unit, atoms[i + 1], floor):
            i += 2  # "с 9 до 18 часов": o'clock, no quantities
            continue
        # the currency signs of this figure and the next, when the next repeats its own
        signs = (
            _repeated_sign(text, a, a_unit, atoms[i + 1], lexicon, floor)
            if i + 1 < len(atoms)
            else None
        )
        changed = i + 1 < len(atoms) and _is_change(text, a, a_unit, atoms[i + 1], signs, floor)
        if changed:
            _take_the_new_scale(a, atoms[i + 1])
        # ranges: A <sep> B, scale and unit shared
        elif i + 1 < len(atoms) and not _in_chain(text, atoms, i):
            b = _without_a_dash_for_a_minus(text, a, a_unit, atoms[i + 1], lexicon, floor)
            rng = _range(text, a, a_unit, b, signs, lexicon, floor)
            # below zero to below zero, the minus after a Chinese word the digits leave out
            # (_signed_before): 温度-30℃~-10℃, 为-25℃至-18℃
            below = _signed_bounds(text, a, b) if rng is None else None
            if below is not None:
                rng = _range(text, below[0], a_unit, below[1], signs, lexicon, floor)
            if rng is not None and _per_physical_before(text, rng.unit, a.start, floor):
                rng = replace(rng, end=atoms[i + 1].end, unit=None)  # 每瓦 20-30 Gbps
            if rng is not None and (
                _from_a_loss(text, rng, atoms[i + 1], floor)
                or _signed_before(text, rng.start, floor, a, rng.unit, atoms[:i], lexicon)
            ):
                low = -rng.low if below is None else rng.low
                rng = replace(rng, start=rng.start - 1, low=low)  # 为-40~85℃
            elif rng is not None and _below_zero(text, rng.start, floor, a):
                # its first bound, as a minus signs it: 零下40～85℃ is −40 to 85 °C (a
                # night's 零下2～3℃ is as often −3 to −2: see the README)
                low = -rng.low if below is None else rng.low
                rng = replace(rng, start=rng.start - len(_BELOW_ZERO), low=low)
            elif below is not None:
                rng = None  # "5 -3 °C", 基础版-99元~-50元: no sign of a range's bound
            if rng is not None:
                out.append(rng)
                i += 2
                continue
        start, unit = _prefix(text, a.start, lexicon, floor)
        tolerance = None
        if a_unit is None and unit is None and i + 1 < len(atoms):
            a_unit = tolerance = _unit_after_a_tolerance(text, a, atoms[i + 1], lexicon)
        if a_unit is None and unit is None:
            a_unit = _shared_unit(text, atoms, i, lexicon, changed)
            listed = None if a_unit is not None else _in_a_list(text, atoms, i, lexicon, lists)
            if listed is not None:
                a, a_unit = listed
            if a_unit is not None:
                rate_from[i + 1] = rate_from.get(i, (start, a.start, floor))
            else:
                before = out[-1] if out else None
                a_unit = (
                    _unit_of_the_old_value(text, a, old_values.get(i))
                    or _unit_of_the_figure_compared(text, out, a)
                    or _thing_of_the_figure_before(text, before, a)
                    or _pieces_of_wafers(text, a, lexicon)
                )
        if a.weak and a_unit is None and unit is None:
            i += 1
            continue
        value = a.value
        if _signed_before(
            text, start, floor, a, unit or (a_unit and a_unit[1]), atoms[:i], lexicon
        ):
            start, value = start - 1, -value
        elif _below_zero(text, start, floor, a):
            start, value = start - len(_BELOW_ZERO), -value
        end = a.end
        if a_unit is not None and unit is not None and a_unit[1] != unit:
            a_unit = None  # "$5,000 per month" costs USD; the unit before wins
        if a_unit is not None and _counts_times(text, start, a.end, a_unit[0], floor):
            a_unit = None  # "два раза в неделю": how often, as "3 times already" is
        if a_unit is not None:
            end, unit_after, unit_scale = a_unit
            value *= unit_scale
            rate_start, number_start, rate_floor = rate_from.get(i, (start, a.start, floor))
            unit = _rate(unit_after, rate_start, number_start, end, text, rate_floor)
            old = old_values.get(i)
            if unit == unit_after and old is not None and old.unit == unit_after:
                unit = old.rate
            if changed:
                old_values[i + 1] = _OldValue(unit_after, unit_scale, a.scale != 1.0, unit)
            if unit == "x" and value == 1 and _is_more_by_one(text, start, end, floor):
                value = 2.0  # 大一倍: bigger by one time, twice as big
        if (
            unit == "USD"
            and value > 0  # "(-$5 billion)" is as negative as "-$5 billion"
            and text[start - 1 : start] == "("
            and text[end : end + 1] == ")"
            and any(map(str.isdigit, text[a.start : a.end]))  # not a label's "(billion USD)"
        ):
            start, end, value = start - 1, end + 1, -value  # accounting negative: ($99.99)
        # a vague count's lower end, scaled by its unit as the upper one was (a vague
        # count is never negated: it holds no digit)
        low = value if a.low is None else a.low * value / a.value
        q = Quantity(start, end, low, value, unit, "number", a.scale != 1.0)
        out.append(_per_thing(text, q, a.start))
        i += 1 if tolerance is None else 2
        while out[-1].end > end and i < len(atoms) and atoms[i].start < out[-1].end:
            i += 1  # in the words of what it is per: the 一 of 一片晶圆一层, "на одну пластину"
    return _without_denominators_of_a_later_price(text, out)


_NOT_A_SIGN_AFTER_RE = lazy_compile(rf"[{_NOT_A_SIGN_AFTER}]")


def _signed_before(
    text: str,
    start: int,
    floor: int,
    a: _Atom,
    unit: str | None,
    before: list[_Atom],
    lexicon: UnitLexicon,
) -> bool:
    """Whether a sign the digits' own (_DIGITS_RE) leaves out comes right before the
    mention at ``start`` (its unit before the number, if any; ``a``, the number's atom,
    unsigned) and after ``floor``, the end of the mention before: 负 (负5亿美元); an en dash
    before a temperature after a space ("range: –40 °C"); a minus
    before a currency sign ("−$5 billion", "Net income: -$1.2 million", "−€300 million")
    after what the digits' sign may follow ("US$-5" and "$3-$5" are none, nor a spaced
    "$5 - $3", a list's "- $5" or a tolerance's "+/-$5"); or a minus right after a Chinese
    character before a share or a temperature (同比-3.2%, 涨跌幅-3.2%, 降至-3%, 温度为-40℃),
    but for a span's, after a figure and its unit or measure word (5个百分点-10个百分点,
    5个-10个百分点; a temperature's only after 个, 下降5个-8个℃, as 明天5号-3℃ is −3 °C).  Not
    before an amount or another unit after a Chinese word: a hyphen joins a label to its
    value as often as a minus makes a loss, 基础版-99元, 小米-5000mAh, 续航-30小时; but
    before an amount after the name of a profit or a cash flow (净利润-5亿元:
    _after_a_loss_measure).  ``before`` holds the atoms before ``a``."""
    if start - 1 < floor or not text[a.start].isdigit():
        return False  # no room before it, or the digits carry their own sign
    sign, ahead = text[start - 1], text[start - 2 : start - 1]
    if sign in "负負":
        return True
    if sign == "–" and unit in _TEMPERATURE_UNITS and _NOT_A_SIGN_AFTER_RE.match(ahead) is None:
        return True  # "Temperature range: –40 °C to +85 °C": a typesetter's minus
    if unit in CURRENCIES and _after_a_loss_measure(text, start - 1, floor, before, lexicon):
        return True
    if sign not in _MINUS_SIGNS or unit is None:
        return False
    if HAN_RE.match(ahead) is None:
        return (
            start < a.start
            and unit in CURRENCIES
            and _NOT_A_SIGN_AFTER_RE.match(ahead) is None
            and not text.endswith("+/", 0, start - 1)
        )
    if unit in _SIGNED_AFTER_IS:
        return ahead in _IS_OR_ABOUT
    if unit not in _SIGNED_AFTER_A_WORD:
        return False
    if before:
        last = before[-1]
        unit_after = _unit_after(text, last.end, lexicon)
        if unit_after is not None and unit_after[0] == start - 1:
            return False  # 5个百分点-10个百分点
        between = text[last.end : start - 1]
        if (
            len(between) <= _SPAN_MEASURE_REACH
            and all(map(HAN_RE.match, between))
            and (unit == "percent" or between in _COUNTED)  # 明天5号-3℃: a date's 号, −3 °C
            and not between.endswith(_SPAN_TO)  # 5%至-3%: the span's word is 至
            and not between.endswith(_IS)  # 绝对零度为-273.15℃: "is", no measure word
        ):
            return False  # 5个-10个百分点: a measure word, no unit
    return True


# A tolerance after a figure, "21 ± 1 °C", 22±2℃, "1.2 +/- 0.1 mm": the figure takes the
# unit after the tolerance, which is no figure of its own (as "Margin of error: ± 3%"
# alone is one).
_TOLERANCE_RE = lazy_compile(rf"{_H}*(?:±|\+/[-−]|\+[-−]){_H}*")
# ... a symbol of one to three letters that is no word, or a Chinese unit or measure word,
# after a percent: "230 ± 10% V", "100 ± 1% Ω", "500 ± 1% mL", "1000 ± 5% шт", 220±10%V,
# 5000±5%件, 500±1%毫升 (not "15 ± 2% year over year", "95 ± 2% on", "12 ± 3 % годовых",
# 12±1%左右, "50±5% RH")
_SHARE_OF_A_UNIT_RE = lazy_compile(
    rf"{_H}*(?:(?!(?:to|in|of|on|at|by|for|and|or|per|the|an?|vs|was|but|are|so|as|off"
    rf"|all|yet|not|via|up|due|net|YoY|QoQ|MoM|APR|RH|FS|и|в|во|на|по|от|до|за|с|со|к|из"
    rf"|или|при|отн|что|был|у|мы|уже|так|вне|но|а|же)(?![{LETTER}])|[{LETTER}]/[{LETTER}](?![{LETTER}]))"
    rf"[{LETTER}Ωµμ]{{1,3}}(?![{LETTER}])"
    rf"|[件伏欧歐毫安克个個只瓶])"
)  # the words in their case: "V" and "В" are volts, "в" is "in"


def _unit_after_a_tolerance(
    text: str, a: _Atom, b: _Atom, lexicon: UnitLexicon
) -> tuple[int, str, float] | None:
    """The unit after ``b`` when ``b`` is the tolerance of ``a`` (_TOLERANCE_RE), in no
    scale of its own ("1.5 ± 0.2 million tokens" is left as it was), nor in percent after
    a figure above 100 or before a unit's symbol, the share of a figure in that unit
    (_SHARE_OF_A_UNIT_RE; "50±5%", "50±5% RH", "5±2% over the baseline" are percentages)."""
    if b.scale != 1.0 or _TOLERANCE_RE.fullmatch(text, a.end, b.start) is None:
        return None
    unit = _unit_after(text, b.end, lexicon)
    if (
        unit is not None
        and unit[1] == "percent"
        and (a.value > 100 or _SHARE_OF_A_UNIT_RE.match(text, unit[0]) is not None)
    ):
        return None
    return unit


# A temperature's units, in °C and in °F as the reader reads it before it states it in °C
# (_read_as): signed and ranged alike
_TEMPERATURE_UNITS = frozenset({"°C", "°F"})
# The units whose figures a minus right after a Chinese word signs (_signed_before): a
# share's change and a temperature below zero, 同比-3.2%, 工作温度为-40℃~85℃
_SIGNED_AFTER_A_WORD = frozenset({"percent", *_TEMPERATURE_UNITS})
# ... and a voltage's after a word of being or reaching (静息电位约为-70毫伏, 偏置电压为-5V),
# as a label's hyphen before it is as often (电源适配器-12V)
_SIGNED_AFTER_IS = frozenset({"V", "mV", "kV"})
# "Below zero" before a figure signs it, as only a temperature is: 零下20摄氏度 is −20 °C,
# 零下二十度 and 零下30多度 −20 and −30 (a bare 度 names no unit); not after a word that
# resets to zero: 积分清零下1个周期 (清零, 归零, 调零, 置零; then the next period).
_BELOW_ZERO = "零下"
_TO_ZERO = "清归歸调調置"


def _signed_bounds(text: str, a: _Atom, b: _Atom) -> tuple[_Atom, _Atom] | None:
    """The first two numbers ``a`` and ``b`` with the minus their digits left out before
    ``a`` (after a Chinese word), or its 零下, and the minus of ``b`` after 至 or 到 if it
    has one: the bounds of a range that starts below zero further than it ends (-30℃~-10℃,
    -25℃至-18℃, -5℃~0℃, -30~10℃, 零下15～6℃); None if no such sign stands before ``a``,
    or ``b`` is the 零 of a 零下 (零下12℃到零下5℃ stays two figures)."""
    if a.low is not None or a.value <= 0 or text.startswith(_BELOW_ZERO, b.start):
        return None
    if text[a.start - 1 : a.start] not in _MINUS_SIGN_LIST and not text.endswith(
        _BELOW_ZERO, 0, a.start
    ):
        return None
    if (
        b.value > 0
        and b.low is None
        and text[b.start - 1 : b.start] in _MINUS_SIGN_LIST
        and text[b.start - 2 : b.start - 1] in _SPAN_TO
    ):
        b = replace(b, start=b.start - 1, value=-b.value)
    return replace(a, value=-a.value), b


def _below_zero(text: str, start: int, floor: int, a: _Atom) -> bool:
    """Whether _BELOW_ZERO ends at ``start``, after ``floor`` and no _TO_ZERO, before the
    unsigned ``a``."""
    zero = start - len(_BELOW_ZERO)
    return (
        text[a.start] not in _MINUS_SIGNS
        and text.endswith(_BELOW_ZERO, floor, start)
        and (zero == 0 or text[zero - 1] not in _TO_ZERO)
    )


# The Chinese characters a figure's measure word may take before the minus of a span:
# 5个-10个百分点 (one or two).
_SPAN_MEASURE_REACH = 2
# the words of a span whose end a minus after them signs: 5%至-3%, 营业利润-1.5亿元至-1亿元
_SPAN_TO = ("至", "到")
_IS = ("为", "為", "是")
# what a voltage's minus stands after (_SIGNED_AFTER_IS): being, reaching or about
_IS_OR_ABOUT = (*_IS, *_SPAN_TO, "约", "約", "达", "達")
_COUNTED = ("个", "個")  # the measure word of a span of degrees: 下降5个-8个℃


# The Chinese measures a report often gives below zero, whose amount a minus right after
# the name (or after 为 or 是) signs as a loss: 净利润-5亿元, 每股收益-0.5元, 自由现金流-50亿
# 美元, 经营现金流为-3亿元, 净利润－5亿元 with a full-width minus; 净利 is 净利润's short
# form.  A shop's line puts a hyphen after every label, 利润 among them ("售价-59元；利润-24
# 元", 毛利-8元, 现金流-5000元起投): a bare 利润, 毛利 or 现金流 signs only an amount in 万
# or 亿, a company's (利润-3亿元).  Any other name keeps its hyphen as a label's joint
# (基础版-99元, 原价-100元, 营业收入-5亿元).
_LOSS_MEASURE_MINUS_RE = lazy_compile(
    r"(?:(?P<report>净利润|营业利润|利润总额|净利|每股收益|现金流量净额"
    r"|(?:经营|自由|投资|筹资|净)现金流)|利润|毛利润?|现金流)[为是]?[-−－]$"
)
_IN_WAN_OR_YI_RE = lazy_compile(r"\d+(?:\.\d+)?[万亿]")
# A line that joins another name to its amount by a hyphen joins them all so: 利润表：收入
# -100万元，成本-80万元，利润-20万元 and 售价-59元；成本-35元；净利润-24元 make no loss (not a
# span's dash after a scale or a unit, 5亿-10亿美元, nor the minus after 至 or 到 of a span
# of losses, after a period, 上年同期-1.5亿元, 二季度-2000万元, or another measure below zero,
# 综合收益总额-2.1亿元, 每股净资产-1.2元, 资产减值损失-8000万元, 现金及现金等价物净增加额-5亿元,
# nor a share's sign, 同比-20%).
_LABEL_HYPHEN_RE = lazy_compile(
    rf"(?<=[{HAN}])(?<![千万亿元至到年期度月产益润损失])(?<!总额)(?<!净额)(?<!加额)[-−－](?=[¥$]?\d[\d.,]*{_H}*[千万亿]*{_H}*(?:元|美元|港元))"
)
# how far before its minus such a name and its 为 begin: 现金流量净额为
_LOSS_MEASURE_REACH = 8


def _loss_measure_before(text: str, lo: int, end: int) -> bool:
    """Whether ``text[lo:end]`` ends in the name of a loss's measure and its minus
    (_LOSS_MEASURE_MINUS_RE), a bare 利润 only before an amount in 万 or 亿 at ``end``, on a
    line whose hyphens before amounts are all such minuses (_LABEL_HYPHEN_RE)."""
    m = _LOSS_MEASURE_MINUS_RE.search(text, lo, end)
    if m is None or (m.group("report") is None and _IN_WAN_OR_YI_RE.match(text, end) is None):
        return False
    line_start = text.rfind("\n", 0, end) + 1
    line_end = text.find("\n", end)
    if line_end < 0:
        line_end = len(text)
    return all(
        _LOSS_MEASURE_MINUS_RE.search(
            text, max(line_start, h.start() - _LOSS_MEASURE_REACH), h.end()
        )
        for h in _LABEL_HYPHEN_RE.finditer(text, line_start, line_end)
    )


def _from_a_loss(text: str, rng: Quantity, second: _Atom, floor: int) -> bool:
    """Whether the range ``rng``, up to the figure ``second``, runs from a loss the minus
    after a measure's name signs (_LOSS_MEASURE_MINUS_RE) to its second end, joined by
    至 or 到: 净利润-3亿元至5亿元 is −3亿 to 5亿, as 营业利润-1.5亿元至1亿元 is; a dash may
    sign both ends (净利润-3亿-5亿元) and leaves the range unsigned."""
    return (
        rng.unit in CURRENCIES
        and text[second.start - 1 : second.start] in _SPAN_TO
        and _loss_measure_before(text, max(floor, rng.start - 1 - _LOSS_MEASURE_REACH), rng.start)
    )


def _after_a_loss_measure(
    text: str, minus_at: int, floor: int, before: list[_Atom], lexicon: UnitLexicon
) -> bool:
    """Whether the minus at ``minus_at`` signs an amount as a loss (_LOSS_MEASURE_MINUS_RE):
    right after the measure's name, or after 至 or 到 that end a span whose first amount
    the measure's minus signed (营业利润-1.5亿元至-1亿元 is −1.5亿 to −1亿; a second end
    without its own minus keeps its sign, 营业利润-1.5亿元至1亿元)."""
    if _loss_measure_before(text, max(floor, minus_at - _LOSS_MEASURE_REACH), minus_at + 1):
        return True
    if not before or text[minus_at - 1 : minus_at] not in _SPAN_TO:
        return False
    first = before[-1]
    unit_after = _unit_after(text, first.end, lexicon)
    return (
        unit_after is not None
        and unit_after[0] == minus_at - 1
        and unit_after[1] in CURRENCIES
        and _loss_measure_before(text, max(0, first.start - 1 - _LOSS_MEASURE_REACH), first.start)
    )


# A comparative or a verb of growth before 一倍 (1倍) makes it a difference: 大一倍 (多一倍,
# 高一倍, 快一倍, 长一倍, 强一倍; 提高了一倍, 增加一倍, 翻一倍) is "bigger by one time", twice
# as big, and so it is about one (快了约一倍, 提高了近一倍, 增加了将近1倍).  Other figures
# are left as written: 大两倍 is three times as big to some writers and twice to others.
_MORE_BY_ONE_RE = lazy_compile(
    rf"[大多高快长長强強加升翻]了?{_H}*(?:约|大约|近|将近|將近|接近|几乎|幾乎|差不多|足足)?{_H}*$"
)


# раз after a number counts how often something happens ("два раза в неделю", "Мы
# запускали тест три раза", "по два раза в день") unless something says it compares: в or
# до right before the number, past a word that stresses it ("в два раза", "в целых три
# раза", "до 3 раз"), a dash or a colon ("Разница — три раза", "Ускорение: 3 раза"), a
# comparative after раз ("два раза быстрее"), or before it in its clause a comparative or
# a word of change ("Sol быстрее GPT-5.5 в 2 или даже 3 раза", "Прирост скорости составил
# 3 раза", "Модель ускорилась до трёх раз").
_RU_TIMES_RE = lazy_compile(r"раза?$", re.IGNORECASE)
_RU_STRESS = (
    "целых|почти|примерно|около|приблизительно|более чем|менее чем|чуть ли не|в среднем|в целом"
)
_RU_RATIO_BEFORE_RE = lazy_compile(
    rf"(?:(?<![{LETTER}])(?:в|во|до)(?:{_H}+(?:{_RU_STRESS}))?|[—–:]){_H}*$", re.IGNORECASE
)
_RU_COMPARATIVES = (
    "больше|меньше|выше|ниже|дороже|дешевле|лучше|хуже|быстрее|медленнее|длиннее|короче"
    "|мощнее|сильнее|слабее|легче|тяжелее|крупнее|эффективнее|производительнее|экономичнее"
    "|чаще|реже|дольше|шире|позже|раньше|проще|сложнее|глубже|дальше|ближе"  # not уже, "already"
)
_RU_COMPARATIVE_AFTER_RE = lazy_compile(
    rf"{_H}+(?:{_RU_COMPARATIVES}|[{LETTER}]{{3,}}ее)(?![{LETTER}])", re.IGNORECASE
)
_RU_RATIO_CLAUSE_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:{_RU_COMPARATIVES}|ускор|прирост|рост|разниц|разрыв|отрыв|выигрыш"
    rf"|преимуществ|соотношени|отлич|увелич|улучш|ухудш|сократ|сокращ|сниз|сниж|вырос"
    rf"|выросл|упал|превыш|превосх|опереж|обгон|отста|уменьш|подорож|подешев)",
    re.IGNORECASE,
)
# a sentence's breaks, past its commas ("Производительность Sol выше, в среднем 3 раза"):
# not the points of GPT-5.5 or 2.5
_CLAUSE_BREAK_RE = lazy_compile(r"[;!?\n]|\.(?=\s)")


def _counts_times(text: str, start: int, number_end: int, end: int, floor: int) -> bool:
    """Whether the Russian раз of ``text[number_end:end]``, after the figure at ``start``,
    counts how often something happens rather than compares (see _RU_TIMES_RE)."""
    if _RU_TIMES_RE.search(text, number_end, end) is None:
        return False
    # the clause may hold figures before this one ("в 2 или даже 3 раза"): not floored
    clause = max(0, start - 80)
    for brk in _CLAUSE_BREAK_RE.finditer(text, clause, start):
        clause = brk.end()
    return (
        _RU_RATIO_BEFORE_RE.search(text, max(clause, floor), start) is None
        and _RU_COMPARATIVE_AFTER_RE.match(text, end) is None
        and _RU_RATIO_CLAUSE_RE.search(text, clause, start) is None
    )


def _is_more_by_one(text: str, start: int, end: int, floor: int) -> bool:
    """Whether the ratio ``text[start:end]``, one time (一倍, 1倍), is a difference of one
    time (_MORE_BY_ONE_RE)."""
    return "倍" in text[start:end] and bool(
        _MORE_BY_ONE_RE.search(text, max(floor, start - 8), start)
    )


# The 一 of 每一秒 (每一分钟): every second, no duration of 1 s.
_EVERY_ONE_RE = lazy_compile(rf"一{_H}*(?:秒|分[钟鐘])")
_EVERY_RE = lazy_compile(rf"每{_H}{{0,3}}$")


# Figures joined by 和, 与 or 及 with a unit after the second only share it: 分别为每秒750和
# 1000个token states two rates (750 no bare number), as "между 2 и 4" states a range.
_CN_AND_RE = lazy_compile(rf"{_H}*[和与與及]{_H}*")


def _shared_unit(
    text: str, atoms: list[_Atom], i: int, lexicon: UnitLexicon, changed: bool
) -> tuple[int, str, float] | None:
    """The end, unit and scale the atom ``i``, written with no unit, takes from the next
    atom: the new value when ``i`` is the old one of a change (_is_change), or one joined
    to it by _CN_AND_RE and of the same scale (750和1000个token, 2万亿和4万亿个参数, not
    1.5和2万亿); None when they are not so joined or the next has no unit."""
    if i + 1 == len(atoms):
        return None
    a, b = atoms[i], atoms[i + 1]
    joined = a.scale == b.scale and _CN_AND_RE.fullmatch(text, a.end, b.start) is not None
    if a.weak or b.weak or not (changed or joined):
        return None
    b_unit = _unit_after(text, b.end, lexicon)
    if b_unit is None or _symbol_of_another_thing(text, b.start, b.end, b_unit[0]):
        return None  # a unit the next does not take: 20和30位客户
    return a.end, b_unit[1], b_unit[2]


# A list of bare figures whose last item alone names the unit and the scale word shares
# them: "Coins come in 1, 5, 10, 20, 50 or 100 yuan" (each CNY), "Sol has 2, 3 or 4
# trillion parameters", "Монеты по 1, 2, 5 и 10 рублей", 面值为1、5、10、20、50或100元.
# Its items are apart by a comma and a space (、 and ，in Chinese), the last joined by
# and, or, и, или, 和, 或, 及, 与 (a comma before it too: "1, 5, or 10 yuan"); there are
# three or more (two joined by a word alone are left as they are read: "5 or 10 yuan" two
# figures, "2 or 3 trillion" a range, 750和1000个token _shared_unit's).  The last pair
# keeps its reading: "2, 3 or 4 trillion parameters" is 2e12 and the range 3e12-4e12,
# 1、5、10、20、50或100元 the range 50-100 CNY after four prices; each earlier item is a
# figure of its own, as each names a choice.  Every item a number alone, of one form
# (digits, or words: "one, five or ten yuan"), with no unit or scale word of its own and
# not after a label that numbers things ("Steps 1, 2 and 3 minutes later": step 1 and
# step 2, not 1 and 2 minutes; "Steps: 1, 2 and 3"; 第1、2、3和4层, an ordinal's), nor
# after a number no atom holds, joined by a comma ("GPT-4, 5, 6 and 7 billion
# parameters": a model's name).  The items rise, each below the next and the last's
# number before its scale word, as a list of choices or denominations is written: a date
# or a count before the list breaks it ("By 2030, 5, 10 and 20 GW", "At 750, 2, 3 and 4
# wafers", "Sol had 1000, 2 and 3 trillion parameters"), and a falling list keeps its bare
# items ("100, 50, 20 or 10 yuan").  The last item's multiplier is all in its scale ("4
# trillion", not "4 hundred": see _read_as_number_and_scale).
_LIST_COMMA_RE = lazy_compile(rf",{_H}+|{_H}*[、，]{_H}*")
_LIST_CONJUNCTION_RE = lazy_compile(
    rf",?{_H}+(?:and|or|и|или){_H}+|{_H}*(?:和|或|及|与|與){_H}*", re.IGNORECASE
)
_LIST_AFTER_A_NUMBER_RE = lazy_compile(rf"\d(?:{_LIST_COMMA_RE.pattern})$")
# A number's first word, and a Chinese numeral up to its 万 or 亿 (四十 of 四十万)
_FIRST_WORD_RE = lazy_compile(rf"[{LETTER}]+|[{_CN_DIGITS}{_CN_PLACES}]+")
_LIST_LABELS = (
    r"steps?|stages?|phases?|pages?|chapters?|sections?|figures?|tables?"
    r"|items?|versions?|lines?|rooms?|шаг(?:и|ов)?|этап(?:ы|ов)?|пункт(?:ы|ов)?|страниц[аы]?"
    r"|глав[аы]?|раздел(?:ы|ов)?|таблиц[аы]?|рисун(?:ок|ки)|верси[ия]|строк[аи]?"
    r"|步骤|版本|表|图|圖|第"
)
# A label right before the list, or with a colon where it opens its sentence or line
# ("Steps: 1, 2 and 3 minutes later", 步骤：1、2和3分钟后); a colon after a label within
# a sentence names what follows: "It comes in three versions: 8, 16 and 32 GB".
_LIST_LABEL_BEFORE_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:{_LIST_LABELS})[{_H_CHARS} ]*$"
    rf"|(?:^|(?<=[.!?。！？\n]))[{_H_CHARS} ]*(?:{_LIST_LABELS})[:：][{_H_CHARS} ]*$",
    re.IGNORECASE,
)


# What a list's items take from its last item, by the index of each item: its scale,
# unit and the unit's factor, or None when the atom is in no such list (_in_a_list)
_ListShares = dict[int, tuple[float, str, float] | None]


def _in_a_list(
    text: str, atoms: list[_Atom], i: int, lexicon: UnitLexicon, lists: _ListShares
) -> tuple[_Atom, tuple[int, str, float]] | None:
    """The atom ``i``, written with no unit, with the scale word of the last item of the
    list it opens or goes on, and the end, unit and scale it takes from that item; None
    when it is in no such list or the last item has no unit.  ``lists`` keeps what each
    list shares, so that a list is read once, not once for each item: a list of 5,000
    numbers took 15 s so."""
    if i not in lists:
        first, last = _list_around(text, atoms, i)
        lists.update(
            dict.fromkeys(range(first, last), _shared_by(text, atoms, first, last, lexicon))
        )
    shared = lists[i]
    if shared is None:
        return None
    scale, unit, factor = shared
    a = atoms[i]
    return replace(a, value=a.value * scale, scale=scale), (a.end, unit, factor)


def _list_around(text: str, atoms: list[_Atom], i: int) -> tuple[int, int]:
    """The first atom of the run apart by commas that holds the atom ``i``, and the atom
    after the run's last."""
    first = i
    while first > 0 and _LIST_COMMA_RE.fullmatch(text, atoms[first - 1].end, atoms[first].start):
        first -= 1
    last = i + 1
    while last < len(atoms) and _LIST_COMMA_RE.fullmatch(
        text, atoms[last - 1].end, atoms[last].start
    ):
        last += 1
    return first, last


def _shared_by(
    text: str, atoms: list[_Atom], first: int, last: int, lexicon: UnitLexicon
) -> tuple[float, str, float] | None:
    """The scale, unit and factor that the atom ``last`` gives the items ``first`` to
    ``last - 1`` before it, when they are a list it ends; else None."""
    if last == len(atoms) or last - first < 2:
        return None
    if not _LIST_CONJUNCTION_RE.fullmatch(text, atoms[last - 1].end, atoms[last].start):
        return None
    items, b = atoms[first:last], atoms[last]
    lo = max(0, items[0].start - _CLAUSE_REACH)
    if (
        any(a.weak not in ("", "article") or a.scale != 1.0 for a in items)
        or not _rising([*(a.value for a in items), b.value / b.scale])
        or len({text[a.start].isdigit() for a in [*items, b]}) > 1
        or not _read_as_number_and_scale(text, b)
        or _LIST_AFTER_A_NUMBER_RE.search(text, lo, items[0].start)
        or _LIST_LABEL_BEFORE_RE.search(text, lo, items[0].start)
    ):
        return None
    b_unit = _unit_after(text, b.end, lexicon)
    if b_unit is None or _symbol_of_another_thing(text, b.start, b.end, b_unit[0]):
        return None  # a unit the last item does not take: 分别有10、20和30位客户
    if _counts_times(text, items[0].start, b.end, b_unit[0], 0):
        return None  # "Мы запускали тест 1, 2 и 3 раза": how often, as the last one says
    if b_unit[1] == "h":
        return None  # hours listed are as often times of the day: "в 1, 2 и 3 часа ночи"
    return b.scale, b_unit[1], b_unit[2]


def _read_as_number_and_scale(text: str, b: _Atom) -> bool:
    """Whether the last item of a list is its digits, or first word, times its scale: "4
    trillion", 128万, 四十万, "4K", "четыре миллиона" and "100" have a scale the items take;
    "4 hundred", "3 dozen", 4千, "4 hundred thousand", "four hundred" hold a multiplier no
    scale tells (2, 3 and 4 hundred are 200, 300 and 400, not 2 and 3 of a scale of one,
    nor 2,000 and 3,000 of a thousand), and share nothing."""
    if text[b.start].isdigit():
        m = _DIGITS_RE.match(text, b.start)
        number = parse_digits(m.group()) if m else None
    else:
        m = _FIRST_WORD_RE.match(text, b.start)
        number = parse_number(m.group()) if m else None
    return number is not None and math.isclose(number * b.scale, b.value)


def _rising(values: list[float]) -> bool:
    """Each value below the next: the order a list of choices or denominations is written
    in ("1, 5, 10, 20, 50 or 100 yuan"), which a date or a count before it breaks ("By
    2030, 5, 10 and 20 GW")."""
    return all(x < y for x, y in pairwise(values))


# What may follow the new value of a change, or a figure compared, that names no unit of
# its own: the end of its clause or a word of when, where, whose or how, perhaps after a
# measure word (提升至750个。, "to 1M.", "до 750 в 2026 году", "up from 500 last year",
# "против 92,3 неделей ранее": a day, week, month or quarter only before "ранее").
_NEW_VALUE_END_RE = lazy_compile(
    rf"(?P<counted>{_H}*[个個])?(?={_H}*{_CN_CLAUSE_END}|{_H}+(?:by|on|at|after|within|over|and"
    rf"|for|last|a|the|earlier|before|previously|в|во|к|за|по|на|после|и|у|годом|ранее"
    rf"|(?:днём|днем|неделей|месяцем|кварталом){_H}+(?:ранее|раньше)|(?P<in>in))(?![{LETTER}]))"
)
_RATIO_AFTER_ONE_RE = lazy_compile(rf"{_H}+in{_H}+\d")  # "1 in 5 banks": a ratio
# What a measure word 个 after such a figure counts: tokens, parameters, wafers, layers,
# processors (显卡功耗为450W，此前为3个 names three things, no watts)
_COUNTED_DIMENSIONS = ("[token]", "[parameter]", "[wafer]", "[layer]", "[processor]")
# A unit that folds a count into its size, the pixels of MP: a figure compared with one in
# it may count pixels or megapixels ("50 megapixels, up from 48 million")
_NOT_COMPARED = frozenset({"MP"})
# What sets a figure aside as the circumstance of one before it in its clause, "900
# tokens/s at 300 W, up from 600", or of a bare count its noun names, "16 cores at 5 GHz,
# up from 12", "scores 92 on the benchmark at 30 W, up from 85" (what is compared is the
# figure before; not "5 nodes run at 40 kW, up from 30", nor after a label, "Gen 2 chips
# run at 3 GHz", "Версия 3 работает при 5 ГГц")
_SIDE_FIGURE_BEFORE_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:at|on|with|при){_H}+$|@{_H}*$", re.IGNORECASE
)
# ... the words between such a bare count and that "at": its noun, or a phrase that opens
# with a preposition ("cores", "on the benchmark"), and a label before the count
_COUNT_AND_ITS_NOUN_RE = lazy_compile(
    rf"{_H}+(?:[{LETTER}]+|(?:on|in|for|по|на|в){_H}[^,;.]*?){_H}*", re.IGNORECASE
)
_LABEL_BEFORE_RE = lazy_compile(rf"[A-ZА-ЯЁ][{LETTER}\d-]*{_H}*$")
# What sets an earlier or another figure after the figure it is compared with: "750
# tokens/s, up from 500", "compared with 500", "против 500" (after "руб." too), "(было 500)",
# "(was 500)", "(previously 500)"
# (in brackets only: "It was 5 when" is no earlier value), 此前为500个, 而去年同期为500个,
# 较上年同期的98亿 (before a verb of change: _ZH_CHANGE_AFTER_RE), "doubled to 1,600
# tokens/s from 800" (after "to" and a word of change: _set_by_a_change_to)
# ... after a few words that say what the figure is of or where it holds, but no other
# figure: "$19 a month (was 15)", "Range is 520 km on the WLTP cycle (was 480)", "750
# tokens/s per user, up from 500", "120 мс на запрос против 180 годом ранее"
_WORDS_BEFORE_A_COMPARISON = rf"(?:{_H}+[{LETTER}][{LETTER}'’-]*){{0,4}}"
# ... but not a figure written as a word's modifier before its noun: "a 30-year loan",
# "500 km of range in the 75 kWh version, up from 450" (the loan's years and the
# version's battery are no rate nor range)
_MODIFIER_RE = lazy_compile(rf".*\d[-\u2011][{LETTER}]+")
_ARTICLE_BEFORE_RE = lazy_compile(rf"(?<![{LETTER}])(?:a|an|the){_H}+$", re.IGNORECASE)
_NOUN_AFTER_RE = lazy_compile(rf"{_H}+[{LETTER}]")
_COMPARED_RE = lazy_compile(
    rf"(?:(?<=руб)\.)?{_WORDS_BEFORE_A_COMPARISON},?{_H}*\(?{_H}*(?:(?:up|down){_H}+from"
    rf"|compared{_H}+(?:with|to)|versus|vs\.?|против|по{_H}+сравнению{_H}+с|был[аио]?)"
    rf"{_H}+|{_WORDS_BEFORE_A_COMPARISON},?{_H}*\({_H}*(?P<was>was|previously){_H}+"
    rf"|[，,]{_H}*而?(?:此前|之前|上一代|去年同期|上年同期)(?:为|為|是)?{_H}*"
    rf"|[，,]{_H}*(?P<than>[较較比](?:去年同期|上年同期)的){_H}*"
    rf"|{_H}+(?P<from>from){_H}+",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class _OldValue:
    """The old value of a change as _assemble read it, for its new value."""

    unit: str  # the unit written after it
    scale: float  # that unit's scale
    scaled: bool  # whether a scale word wrote the number
    rate: str | None  # the unit it became (_rate): token/s of 每秒...token, or None


def _unit_of_the_old_value(
    text: str, a: _Atom, old: _OldValue | None
) -> tuple[int, str, float] | None:
    """The end, unit and scale the new value ``a`` of a change, written with no unit,
    takes from its ``old`` value: "Throughput rose from 500 tokens/s to 750." is 750
    token/s, "The context grew from 128K tokens to 1M." 1M tokens, "с 128 тысяч токенов
    до 1 миллиона", 从128K个token扩展到1M个; not before a noun of its own ("from 500
    tokens to 750 words"), nor without the old value's scale word ("с 5 млрд рублей до
    7")."""
    if old is None or a.weak == "article" or (old.scaled and a.scale == 1.0):
        return None
    end = _end_of_a_figure_named_before(text, a, old.unit)
    return None if end is None else (end, old.unit, old.scale)


def _unit_of_the_figure_compared(
    text: str, found: list[Quantity], a: _Atom
) -> tuple[int, str, float] | None:
    """The end, unit and scale the number ``a``, written with no unit, takes from the last
    figure ``found`` before it, which it is compared with (_COMPARED_RE): "Sol runs at 750
    tokens/s, up from 500." is 500 token/s, "1,150 tokens/s (was 870)", "750 токенов в
    секунду против 500 годом ранее" (неделей, месяцем ранее), Sol每秒输出750个token，此前为
    500个 (而去年同期为500个, 较上年同期的98亿增长), "doubled to 1,600 tokens/s from 800";
    not before a noun of its own ("750 points,
    up from 500 users"), nor without the scale word the figure before has ("5 млрд
    рублей (было 4)": 4 млрд, which the reader does not guess), nor after a figure set
    aside after another (_compares_the_figure_before: "16 cores at 5 GHz, up from 12"),
    nor after a share where ``a`` is a level's (_compares_a_level)."""
    before = found[-1] if found else None
    if (
        before is None
        or before.unit is None
        or before.unit in _NOT_COMPARED
        or a.weak
        or (before.scaled and a.scale == 1.0)
        or (compared := _COMPARED_RE.fullmatch(text, before.end, a.start)) is None
    ):
        return None
    if _compares_the_figure_before(text, found) or _compares_a_level(text, found, a):
        return None
    if (
        _MODIFIER_RE.fullmatch(text, before.start, before.end)
        or _ARTICLE_BEFORE_RE.search(text, max(0, before.start - 5), before.start)
    ) and _NOUN_AFTER_RE.match(text, before.end):
        return None  # "Rates are 6.5% for a 30-year loan (was 7.1)": the loan's no rate
    if compared.group("from") and (
        not _set_by_a_change_to(text, before.start)
        or _is_year(a)
        or _TIME_OF_DAY_AFTER_RE.match(text, a.end)
    ):
        return None
    if compared.group("was") and _NO_FORMER_VALUE_AFTER_RE.match(text, a.end):
        return None
    if min(a.value, before.high) > 0 and not _within(a.value, before.high, _COMPARED_REACH):
        return None  # "He earns $90,000 a year (previously 3 at the firm)": no earlier pay
    if compared.group("than"):  # 较上年同期的98亿增长22%: a verb of change ends it
        end = a.end if _ZH_CHANGE_AFTER_RE.match(text, a.end) else None
    else:
        end = _end_of_a_figure_named_before(text, a, before.unit)
    return None if end is None else (end, before.unit, 1.0)


# How far apart a figure and the one compared with it may be, a factor either way: "750
# tokens/s, up from 500", "$19 a month (was 15)"; 3 after $90,000 is no earlier pay, nor 2
# after 450 рублей ("Цена 450 рублей за килограмм против 2 в прошлом году")
_COMPARED_REACH = 100.0


# How far apart a share and a figure compared with it may be, a factor either way, for the
# figure to be the share's earlier value after a level in another unit: "gross margin was
# 78%, compared with 76", "up 12%, compared with 9" (营收为120亿元，同比增长15%，去年同期
# 为104 and "рост на 12%, против 4,5" compare the level, its scale word left out)
_SHARE_REACH = 2.5


def _within(value: float, other: float, factor: float) -> bool:
    """Whether ``value`` and ``other``, both above zero, are within ``factor`` of each
    other, either way."""
    return value > 0 and other > 0 and max(value, other) <= min(value, other) * factor


def _compares_a_level(text: str, found: list[Quantity], a: _Atom) -> bool:
    """Whether ``a``, compared with the share that is the last figure ``found``, is rather
    a level's figure with its scale word left out: one with a scale word always, and one
    far from a share that is the change or part of a level in another unit before it
    (_after_a_level: 净利润为35亿元，同比增长25%，去年同期为28亿 and 营收为120亿元，同比增长
    15%，去年同期为104 compare the profit; "gross margin was 78%, compared with 76" the
    share)."""
    share = found[-1]
    return share.unit == "percent" and (
        a.scale != 1.0
        or (_after_a_level(text, found) and not _within(a.value, share.high, _SHARE_REACH))
    )


def _after_a_level(text: str, found: list[Quantity]) -> bool:
    """Whether the share that is the last figure ``found`` follows a figure in another unit
    in its sentence, whose change or part it is ("Revenue was $5 billion, up 12%",
    营收为120亿元，同比增长15%)."""
    if len(found) < 2:
        return False
    first, last = found[-2], found[-1]
    return (
        first.unit not in (None, last.unit)
        and first.end > last.start - _CLAUSE_REACH
        and not any(b in text[first.end : last.start] for b in _SENTENCE_BREAKS)
    )


def _compares_the_figure_before(text: str, found: list[Quantity]) -> bool:
    """Whether the last figure ``found`` is set aside (_SIDE_FIGURE_BEFORE_RE) as the
    circumstance of the one before it in its clause, which a comparison after it is of:
    one in another unit, or a bare count its noun names, not after a label."""
    if len(found) < 2:
        return False
    first, last = found[-2], found[-1]
    side = _SIDE_FIGURE_BEFORE_RE.search(text, max(0, last.start - 6), last.start)
    if (
        side is None
        or first.end <= last.start - _CLAUSE_REACH
        or _CLAUSE_START_RE.search(text, first.end, last.start) is not None
    ):
        return False
    if first.unit is not None:
        return first.unit != last.unit  # "idles at 2 W and peaks at 15 W, up from 12": W
    return (
        _COUNT_AND_ITS_NOUN_RE.fullmatch(text, first.end, side.start()) is not None
        and _LABEL_BEFORE_RE.search(text, max(0, first.start - 20), first.start) is None
    )


def _end_of_a_figure_named_before(text: str, a: _Atom, unit: str) -> int | None:
    """Where the number ``a``, whose ``unit`` a figure before it names, ends
    (_NEW_VALUE_END_RE), after its measure word 个 if it is a count's (_COUNTED_DIMENSIONS:
    价格从100元提高到200个 names no yuan); None where a noun of its own follows it, or it
    is the 1 of a ratio ("compared with 1 in 5 banks")."""
    m = _NEW_VALUE_END_RE.match(text, a.end)
    if (
        m is None
        or (m.group("counted") and not dimension_of(unit).startswith(_COUNTED_DIMENSIONS))
        or (m.group("in") and a.value == 1 and _RATIO_AFTER_ONE_RE.match(text, a.end))
    ):
        return None
    return m.end()


def _thing_of_the_figure_before(
    text: str, before: Quantity | None, a: _Atom
) -> tuple[int, str, float] | None:
    """The end, unit and scale the count ``a``, written with no unit, takes from the figure
    of wafers or of layers ``before`` it, joined to it (_ELLIPSIS_JOIN_RE), when words after
    it say it is per the other thing (_PER_THING_AFTER_RE): "Sol uses 90 wafers, one per
    layer" is 1 wafer/layer, as "one wafer per layer" is (_per_thing makes the rate).  Not
    after layers a verb puts on as a film ("The fab deposits 8 layers, one per wafer")."""
    if before is None or before.unit not in _PER_THING_COUNTS:
        return None
    per = _PER_THING_AFTER_RE.match(text, a.end)
    if (
        per is None
        or per.lastgroup == before.unit
        or _ELLIPSIS_JOIN_RE.fullmatch(text, before.end, a.start) is None
        or (before.unit == "layer" and _lays_a_film(text, before.start))
    ):
        return None
    return a.end, before.unit, 1.0


# 片 with nothing after it, where its clause ends: what it counts is left out (用了 120 片。,
# 每层一片。).  It counts wafers, pills, slices, films: _pieces_of_wafers tells which.
_PIECES_RE = lazy_compile(rf"{_H}*片(?={_H}*{_CN_CLAUSE_END})")
# not "." nor "," alone: a decimal point, a group's comma; ". " ends a sentence
_SENTENCE_BREAKS = (*"。！？；!?;\n", ". ")
# ... and a colon or brackets end the part of the sentence whose wafers 片 may count: "Sol
# 用了晶圆：药盒里有 20 片。" and "Sol 用了晶圆（药盒里有 20 片）" count pills
_PART_BREAKS = "：:（）()[]【】"
# Words that may stand between such a break and the count without opening a part of its
# own, so that the label before the break still names the pieces: a rounding, a total, a
# hedge or 每层 (晶圆：约 120 片, 晶圆（估计 80 片）, 晶圆上：每层两片); a thing named there
# (药盒里有 20 片) is what they count
_PIECES_LEAD_RE = lazy_compile(
    rf"(?:{_H}|{'|'.join(w for w in APPROXIMATIONS['zh'] if w not in ('左右', '上下'))}"
    r"|約|大約|將近|一共|总共|總共|共|合计|合計|据估计|據估計|估计|估計|预计|預計"
    r"|每(?:个|個)?(?:网络|網絡)?[层層])*"
)


def _pieces_of_wafers(text: str, a: _Atom, lexicon: UnitLexicon) -> tuple[int, str, float] | None:
    """The end, unit and scale of the count ``a`` of 片 alone (_PIECES_RE) where its sentence
    names wafers ("Sol 用 90 片晶圆，每层一片。" is 1 wafer/layer, as 每层一片晶圆 is), in
    the part of it that holds the count or as the label right before it (_PART_BREAKS).
    Elsewhere it counts what it may, even after a sentence of wafers: "Sol 用了 80 片晶圆。
    药盒里有 20 片。" counts pills, and nothing tells "实际用了 120 片。" there from it."""
    m = _PIECES_RE.match(text, a.end)
    if m is None:
        return None
    lo, hi = max(0, a.start - _CLAUSE_REACH), min(len(text), m.end() + _CLAUSE_REACH)
    start, end = _around(text, a.start, m.end(), _SENTENCE_BREAKS, lo, hi)
    part_start, part_end = _around(text, a.start, m.end(), _PART_BREAKS, start, end)
    if _PIECES_LEAD_RE.fullmatch(text, part_start, a.start):
        part_start = start  # 晶圆：80 片, 晶圆（约 80 片）: the label before it names the pieces
    if lexicon.names(text[part_start:part_end], "wafer"):
        return m.end(), "wafer", 1.0
    return None


def _around(
    text: str, start: int, end: int, breaks: Iterable[str], lo: int, hi: int
) -> tuple[int, int]:
    """The start and end of the stretch of ``text[lo:hi]`` around ``text[start:end]`` that
    none of ``breaks`` cuts."""
    before = max(lo, max(text.rfind(c, lo, start) for c in breaks) + 1)
    after = [i for c in breaks if (i := text.find(c, end, hi)) >= 0]
    return before, min(after, default=hi)


# A change from one value to another states two values, the old and the new, and no
# range: "raised the limit from 64K to 128K tokens", 从64K提高到128K个token, 由70片增至100片,
# "увеличили с 64 до 128 тысяч токенов".  Chinese says so between the two (从 or 由 before
# the first, a verb of change and 到, 至 or 为 before the second); English and Russian by a
# word of change earlier in the clause, before from (с): "Sol runs on from 70 to 100
# wafers" and "от 70 до 100 пластин" stay ranges, and "с 9 до 18 часов" says no change.
_ZH_CHANGE_VERBS = (
    "提高|提升|提昇|增加|增长|增長|扩大|擴大|扩展|擴展|扩|擴|延长|延長|上调|上調|下调|下調|调整|調整"
    "|更新|降低|下降|减少|減少|缩减|縮減|缩小|縮小|缩短|縮短|提速|降速|加速|减速|減速|回升|回落"
    "|攀升|飙升|飆升|跃升|躍升|上涨|上漲|下跌|下滑|增|升|降|减|減|涨|漲|跌"
)
# A verb of change right after a figure compared after 较上年同期的 (_COMPARED_RE), which
# ends it: 较上年同期的98亿增长22%
_ZH_CHANGE_AFTER_RE = lazy_compile(rf"{_H}*(?:{_ZH_CHANGE_VERBS})")
_CHANGE_GAP_RE = lazy_compile(  # the first spaces possessive: a long run is tried once
    rf"{_H}*+(?:(?P<en>to)|(?P<ru>до)|[个個片]?{_H}*(?:{_ZH_CHANGE_VERBS})"
    rf"(?P<zh>到|至|为|為)了?)(?![{LETTER}]){_H}*",
    re.IGNORECASE,
)
_CHANGE_OPENER_RE = {
    "en": re.compile(rf"(?<![{LETTER}])from{_H}+$", re.IGNORECASE),
    "ru": re.compile(rf"(?<![{LETTER}])со?{_H}+$", re.IGNORECASE),
    # (and 每秒 or another time between: 吞吐量从每秒500个token提升至750个)
    "zh": re.compile(
        rf"[从從由]{_H}*(?:每{_H}*(?:秒(?:钟|鐘)?|分(?:钟|鐘)|(?:个|個)?小[时時]|[天日]){_H}*)?$"
    ),
}
# ... and "от" before a fall, a change where a range would rise (_is_change): "от +3 до −4"
_RU_FALL_OPENER_RE = lazy_compile(rf"(?<![{LETTER}])от{_H}+\+?$", re.IGNORECASE)
_EN_CHANGE_WORDS = (
    "increase increased increases increasing raise raised raises raising grow grows grew "
    "grown growing growth rise rises rose risen rising jump jumped jumps climb climbed "
    "climbs boost boosted boosts bump bumped bumps double doubled doubles tripled halved "
    "drop dropped drops fall falls fell fallen cut cuts cutting reduce reduced reduces "
    "reducing reduction lowered lowers lowering decrease decreased decreases decreasing "
    "decline declined declines shrink shrinks shrank shrunk slashed trimmed upgrade "
    "upgraded upgrades downgraded change changed changes changing expand expanded expands "
    "expanding expansion extend extended extending extension move moved moves moving went "
    "gone revised updated adjusted"
).split()
# Russian words of change by their stems (увеличили, увеличен, увеличение; выросла; рост;
# обновили, as "updated", not обновления, which come out "с 9 до 18 часов").
_RU_CHANGE_STEMS = (
    "увелич повыс повыш подня подним вырос выраст рост сократ сокращ сниз сниж уменьш "
    "расшир удво утро измен упал упад урез нарасти нараст ускор замедл обновил пониз пониж "
    "опуст опуск усил"
).split()
_CHANGE_WORD_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:{trie(_EN_CHANGE_WORDS)}(?![{LETTER}])"
    rf"|(?:{'|'.join(_RU_CHANGE_STEMS)})[а-яё]*+(?![{LETTER}])|(?:up|down){_H}+$)",
    re.IGNORECASE,
)
# Verbs of betterment and of a market say a change only as verbs, right before "from" or
# "с" or a word apart ("The Fed hiked rates from 5.25% to 5.5%"): "Throughput improved
# from 500 to 750 tokens/s", "The storm strengthened from 120 km/h to 165", "Скорость
# улучшилась с 500 до 750", "Курс ослаб с 90 до 95 рублей"; an adjective, a noun or a
# clause before says none ("The improved battery lasts from 8 to 10 hours", "Accelerated
# shipping takes from 2 to 3 days", "После обвала рынка банк работает с 9 до 18 часов",
# "Prices eased, ranging from 5 to 10").
_EN_NEAR_CHANGE_WORDS = (
    "improved improves worsened strengthened weakened accelerated slowed surged soared "
    "spiked skyrocketed plunged plummeted tumbled sank dipped slipped slid rebounded eased "
    "widened narrowed hiked"
).split()
_RU_NEAR_CHANGE_STEMS = "улучш ухудш возрос подскоч ослаб укреп рухн обвал подорож подешев".split()
_NEAR_CHANGE_WORD_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:{trie(_EN_NEAR_CHANGE_WORDS)}"
    rf"|(?:{'|'.join(_RU_NEAR_CHANGE_STEMS)})[а-яё]*?"
    rf"(?:л|ла|ло|ли|лся|лась|лось|лись|ет|ут|ют|ит|ат|ят|ется|ются|ится|атся|ятся)"
    rf"|ослаб)(?:{_H}+[{LETTER}'’-]+)?{_H}+$",
    re.IGNORECASE,
)
_NEAR_CHANGE_REACH = 48  # the verb, a word and the spaces between: "hiked its rates "
# "from" sets a figure compared (_COMPARED_RE) only after a new value a word of change
# sets by "to" ("Throughput doubled to 1,600 tokens/s from 800", 800 token/s), and not
# before a year ("Prices rose to $7 from 2024"; "Sol serves 750 tokens/s from 8" is bare)
_TO_BEFORE_RE = lazy_compile(rf"(?<![{LETTER}])to{_H}+$", re.IGNORECASE)


def _set_by_a_change_to(text: str, start: int) -> bool:
    """Whether the figure at ``start`` is the value a word of change in its clause sets by
    "to" (_change_word_before): "Throughput doubled to 1,600 tokens/s", "The central bank
    cut its policy rate to 5.25%"."""
    to = _TO_BEFORE_RE.search(text, max(0, start - 8), start)
    return to is not None and _change_word_before(
        text, max(0, to.start() - _CLAUSE_REACH), to.start()
    )


# ... nor before a time of day ("rise to 25 °C from 9 in the morning", "from 8 until 6")
_TIME_OF_DAY_AFTER_RE = lazy_compile(
    rf"{_H}+(?:in{_H}+the{_H}+(?:morning|afternoon|evening|night)|until|till|[ap]\.?m\.?"
    rf"(?![{LETTER}])|o'clock)",
    re.IGNORECASE,
)
# "(was" sets no earlier value of the figure before it where an age or a deal follows it:
# "9.58 s (was 22 at the time)", "$8.99 (was 2 for $15 last year)", "(was 2 for 1)"
_NO_FORMER_VALUE_AFTER_RE = lazy_compile(
    rf"{_H}+(?:at{_H}+the{_H}+time|then|when|for{_H}*[$€£¥\d])", re.IGNORECASE
)
# "Сайт обновили с 9 до 18 часов": обновили before hours of the day says when, not a change
# of hours ("обновили SLA с 24 до 48 часов" is one: hours beyond a day's); and a change of
# the hours of work ("изменили часы работы с 9 до 18 часов", "Изменился график: офис
# открыт с 10 до 19 часов") is one of the hours of the day, where a change of other hours
# is one of a duration ("Срок доставки изменили с 12 до 24 часов", "Рабочий день
# увеличили с 8 до 10 часов").
_UPDATED_RE = lazy_compile("обнов", re.IGNORECASE)
_WORKING_HOURS_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:час(?:ы|ов|ам|ах){_H}+(?:работы|при[её]ма)|график|режим{_H}+работы)",
    re.IGNORECASE,
)
_HOURS_AFTER_RE = lazy_compile(rf"{_H}*(?:часов|часа|час|ч)(?![{LETTER}])", re.IGNORECASE)
# With no word of change, "с 1 до 24 часов" may be a range of durations ("TTL кэша можно
# задать с 1 до 24 часов", "Время простоя — с 2 до 4 часов в месяц"): hours of the day
# open at five or later ("с 9 до 18 часов", "с 23 до 7 часов"), or the words say so: a
# time of day or zone after them ("с 2 до 4 часов утра", "по Москве", МСК, UTC), or what
# keeps hours in their clause ("Поддержка работает", "офис открыт", приём, звонки).
_FIRST_HOUR_OF_THE_DAY = 5
_CLOCK_AFTER_RE = lazy_compile(
    rf"\.?{_H}+(?:утра|дня|вечера|ночи|по{_H}+(?:москв|мск|utc|местн|киевск)|мск|utc)",
    re.IGNORECASE,
)
_KEEPS_HOURS_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:работа|работае|открыт|поддержк|при[её]м|обслуживан|звон|офис|доступ)",
    re.IGNORECASE,
)


def _hours_of_the_day(
    text: str, a: _Atom, a_unit: tuple[int, str, float] | None, b: _Atom, floor: int
) -> bool:
    """Whether ``a`` (with its own unit ``a_unit``) and ``b`` are whole hours of the day,
    hours after the second, from one to the other: "с 9 до 18 часов", "с 9 до 18 ч" (no
    quantities: "Мы работаем с 9 до 21 часа"), unless a word of change before them in
    their clause makes them the old and the new of a duration (see _WORKING_HOURS_RE).
    "От 9 до 18 часов" is a range of durations, as "9 to 18 hours" is."""
    if (
        (a_unit is not None and a_unit[1] != "h")
        or not all(x.scale == 1.0 and x.value <= 24 and x.value.is_integer() for x in (a, b))
        or _HOURS_AFTER_RE.match(text, b.end) is None
    ):
        return False
    gm = _CHANGE_GAP_RE.fullmatch(text, a_unit[0] if a_unit is not None else a.end, b.start)
    lo = max(floor, a.start - _CLAUSE_REACH)
    om = _CHANGE_OPENER_RE["ru"].search(text, lo, a.start)
    if gm is None or gm.lastgroup != "ru" or om is None:
        return False
    clause = _CLAUSE_START_RE.search(text, lo, om.start())
    clause_start = clause.end() if clause else lo
    word = _CHANGE_WORD_RE.search(text, clause_start, om.start())
    if word is None:
        hours = _HOURS_AFTER_RE.match(text, b.end)
        assert hours is not None  # matched above
        return (
            a.value >= _FIRST_HOUR_OF_THE_DAY
            or _CLOCK_AFTER_RE.match(text, hours.end()) is not None
            or _KEEPS_HOURS_RE.search(text, clause_start, om.start()) is not None
        )
    return (
        _UPDATED_RE.match(word.group()) is not None
        or _WORKING_HOURS_RE.search(text, clause_start, om.start()) is not None
    )


def _dashed(text: str, start: int) -> int:
    """Where a number at ``start`` begins with the en dash a typesetter glues to it for a
    minus after a space ("rose from –30 to –10 °C": _signed_before signs it by its unit)."""
    return start - 1 if text.endswith(" –", 0, start) else start


def _is_change(
    text: str,
    a: _Atom,
    a_unit: tuple[int, str, float] | None,
    b: _Atom,
    signs: tuple[int, int] | None,
    floor: int,
) -> bool:
    """Whether the atom ``a`` (with its own unit ``a_unit``, if it has one) and the next,
    ``b``, are the old and the new value of a change (_CHANGE_GAP_RE); the words that say
    so are looked for after ``floor``, the end of the previous mention, and before the
    currency signs of both when ``b`` repeats ``a``'s (``signs``: _repeated_sign)."""
    gap_start = a_unit[0] if a_unit is not None else a.end
    gm = _CHANGE_GAP_RE.fullmatch(text, gap_start, signs[1] if signs else _dashed(text, b.start))
    if gm is None or gm.lastgroup is None:
        return False
    lo = max(floor, a.start - _CLAUSE_REACH)
    om = _CHANGE_OPENER_RE[gm.lastgroup].search(
        text, lo, signs[0] if signs else _dashed(text, a.start)
    )
    if om is None and gm.lastgroup == "ru" and _falls(a, b):
        # a range rises: "от" before one that falls opens a change ("Температура понизится
        # от −5 до −12 °C")
        om = _RU_FALL_OPENER_RE.search(text, lo, signs[0] if signs else _dashed(text, a.start))
    if om is None or gm.lastgroup == "zh":
        return om is not None
    return _change_word_before(text, lo, om.start())


def _change_word_before(text: str, lo: int, at: int) -> bool:
    """Whether a word of change (_CHANGE_WORD_RE) stands in the clause before ``at``, after
    ``lo``, or a verb of betterment or of a market right before it (_NEAR_CHANGE_WORD_RE):
    "raised the limit from", "Температура понизится от", "improved from"."""
    clause = _CLAUSE_START_RE.search(text, lo, at)
    return (
        _CHANGE_WORD_RE.search(text, clause.end() if clause else lo, at) is not None
        or _NEAR_CHANGE_WORD_RE.search(text, max(lo, at - _NEAR_CHANGE_REACH), at) is not None
    )


def _changed_by(text: str, start: int, floor: int) -> bool:
    """Whether a word of change before the figure at ``start``, in its clause after
    ``floor``, makes the figure what something changed by: "Sales fell 5%", 销量下降5%."""
    if _ZH_CHANGE_BEFORE_RE.search(text, max(floor, start - 4), start) is not None:
        return True
    lo = max(floor, start - _CLAUSE_REACH)
    clause = _CLAUSE_START_RE.search(text, lo, start)
    lo = clause.end() if clause else lo
    return _MOVE_WORD_RE.search(text, lo, start) is not None


def _falls(a: _Atom, b: _Atom) -> bool:
    """Whether the value ``b`` is below ``a``, read with the scale word it would take from
    ``b`` as a change's old value ("от 500 до 300 тысяч": _in_the_new_scale)."""
    return _in_the_new_scale(a, b)[0] > b.value


def _take_the_new_scale(a: _Atom, b: _Atom) -> None:
    """Give the old value ``a`` of a change the scale of the new value ``b`` where
    _in_the_new_scale says so."""
    a.value, a.scale = _in_the_new_scale(a, b)


def _in_the_new_scale(a: _Atom, b: _Atom) -> tuple[float, float]:
    """The value and the scale of the old value ``a`` of a change, written without a scale
    word, in the scale of the new value ``b`` when that brings them nearer ("grew from 2 to
    4 trillion": 2e12; "с 64 до 128 тысяч": 64,000; "cut from 4 to 2 trillion" too, but
    "from 500 to 1K" stays 500)."""
    if a.scale != 1.0 or b.scale == 1.0 or a.value <= 0 or b.value <= 0:
        return a.value, a.scale
    if abs(math.log(a.value * b.scale / b.value)) < abs(math.log(a.value / b.value)):
        return a.value * b.scale, b.scale
    return a.value, a.scale


def _opens_a_rate(text: str, atoms: list[_Atom], i: int, lexicon: UnitLexicon) -> bool:
    """Whether the atom ``i`` is the 一 of 一秒 before the next number, a rate's time as
    每秒 is (一秒可输出750个token: 750 token/s, no 1 s), or of 每一秒, every second
    (每一秒，Sol 可以输出 750 个 token); not right before a time, which goes on its
    duration (一小时四十分钟, 一小时 40 分钟: 100 min, _with_durations_summed), though a
    verb between makes it a rate again (一秒可生成 10 秒视频: 10 s/s)."""
    a = atoms[i]
    if a.weak != "article":
        return False
    if _EVERY_ONE_RE.match(text, a.start) and _EVERY_RE.search(text, max(0, a.start - 4), a.start):
        return True
    if i + 1 == len(atoms):
        return False
    per = _PER_BEFORE_CN_RE.fullmatch(text, a.start, atoms[i + 1].start)
    if per is None or per.lastgroup is None:
        return False
    if not _SPACES_RE.fullmatch(text, per.end(per.lastgroup), per.end()):
        return True  # rate words between the time and the figure
    unit = _unit_after(text, atoms[i + 1].end, lexicon, names=False)
    return unit is None or unit[1] not in TIME_UNITS


def _in_chain(text: str, atoms: list[_Atom], i: int) -> bool:
    """A-B-C joined by hyphens is a score or a code ("three-nought-four"), not a range."""
    if i + 2 < len(atoms):
        m = _CHAIN_SEP_RE.match(text, atoms[i + 1].end)
        if m is not None and m.end() > atoms[i + 1].end and m.end() == atoms[i + 2].start:
            return True
    if i > 0:
        m = _CHAIN_SEP_RE.match(text, atoms[i - 1].end)
        if m is not None and m.end() > atoms[i - 1].end and m.end() == atoms[i].start:
            return True
    return False


# A scale word or suffix that is the denominator of a rate names no quantity: "$1.25 per
# million tokens", "per 1M tokens", 每百万token ("每一百美元" has no scale word: 100 USD).
# Russian за/на, "/" and 每 count only right after a quantity ("1,25 доллара за миллион
# токенов", "$2/1M tokens"), and after a quantity other than a price only before a power
# of ten ("13 млрд параметров на 1,5 трлн токенов" were trained on them): "продали за
# миллион долларов" states a price, "вырос на миллион" a growth.  After a price they make
# any number a denominator ("0,01 доллара за 1000 токенов", "$0.01/1000 tokens",
# 0.01美元每1000个token).
_PER_BEFORE_RE = lazy_compile(rf"(?:(?<![{LETTER}])per{_H}+|每{_H}*)$", re.IGNORECASE)
_PER_WORD_BEFORE_RE = lazy_compile(rf"(?<![{LETTER}])per{_H}+$", re.IGNORECASE)
_PER_AFTER_QUANTITY_RE = lazy_compile(rf"{_H}+(?:за|на){_H}+|{_H}*[/每]{_H}*", re.IGNORECASE)
_EACH_BEFORE_RE = lazy_compile(rf"每{_H}*$")
# ... and after a currency written with no figure, as a label gives a price's: "Price (USD
# / 1K tokens)", "$/1M tokens", "Цена (руб. за 1000 токенов)", 价格（美元/千 token）
_LABEL_WORD_ENDS = r"\s/(（\[【,，:：;；"
_CURRENCY_PER_BEFORE_RE = lazy_compile(
    rf"(?<![^{_LABEL_WORD_ENDS}])(?P<word>[^{_LABEL_WORD_ENDS}]+?)\.?"
    rf"(?:{_H}*/{_H}*|{_H}+(?:per|за){_H}+)$",
    re.IGNORECASE,
)
_CURRENCY_PER_REACH = 16  # "руб. за " and a currency's longest name before it
_CLAUSE_END_RE = lazy_compile(f"[{_CLAUSE_ENDS}]")


def _rate_denominator(text: str, a: _Atom, previous: Quantity | None, lexicon: UnitLexicon) -> bool:
    """Whether the number ``a`` is the denominator of a rate (see _PER_BEFORE_RE); without
    a scale word only after "per" ("$0.0006 per 1,000 tokens"), a price or a currency
    alone (_CURRENCY_PER_BEFORE_RE)."""
    if _PER_WORD_BEFORE_RE.search(text, max(0, a.start - 8), a.start) is not None:
        return True
    per = _CURRENCY_PER_BEFORE_RE.search(text, max(0, a.start - _CURRENCY_PER_REACH), a.start)
    if per is not None:
        word_start, word_end = per.span("word")
        currency = lexicon.match(text, word_start) or lexicon.match_prefix(text, word_start)
        if currency is not None and currency[0] == word_end and currency[1] in CURRENCIES:
            return not _own_figure_after_a_price(text, a, lexicon)
    if a.scale != 1.0 and _PER_BEFORE_RE.search(text, max(0, a.start - 8), a.start) is not None:
        return True
    if previous is None or previous.end >= a.start:
        return False
    if previous.unit not in CURRENCIES and (a.scale == 1.0 or not _round(a.value * a.scale)):
        return False  # "13 млрд параметров на 1,5 трлн токенов": trained on, no rate
    return _PER_AFTER_QUANTITY_RE.fullmatch(
        text, previous.end, a.start
    ) is not None and not _own_figure_after_a_price(text, a, lexicon)


def _round(value: float) -> bool:
    """Whether ``value`` is a power of ten, as a rate's denominator is ("на 1 млн токенов",
    "за миллион токенов")."""
    return value > 0 and math.isclose(10 ** round(math.log10(value)), value)


def _own_figure_after_a_price(text: str, a: _Atom, lexicon: UnitLexicon) -> bool:
    """Whether the number ``a`` after a price and "за" or "на" is a figure of its own, no
    denominator: a share, "до 700 рублей на 40%", or a time other than one, the period
    paid over, "20 млн руб. за 3 года", "300 млн руб. за 18 месяцев" ("1990 руб. за 1
    месяц" is a price's)."""
    unit = _unit_after(text, a.end, lexicon, names=False)
    return unit is not None and (unit[1] == "percent" or (unit[1] in TIME_UNITS and a.value != 1))


def _without_denominators_of_a_later_price(text: str, found: list[Quantity]) -> list[Quantity]:
    """``found`` without the counts after 每 that a price follows in their clause, which are
    its denominator: 每 1000 个 token 0.01 美元, 每千个token的价格为0.01美元 (每一百美元 is
    money, kept: an exchange rate's amount)."""
    if "每" not in text:
        return found
    kept: list[Quantity] = []
    for q, nxt in zip(found, [*found[1:], None], strict=False):  # nxt: None after the last
        if (
            nxt is not None
            and nxt.unit in CURRENCIES
            and q.unit not in CURRENCIES
            and _EACH_BEFORE_RE.search(text, max(0, q.start - 4), q.start) is not None
            and _CLAUSE_END_RE.search(text, q.end, nxt.start) is None
        ):
            continue
        kept.append(q)
    return kept


# "4K display", "8K TV", 4K显示器, "4K@60Hz", "8K at 30 fps", 4K 60帧: a screen's or a
# video's resolution class, no four thousand: where a screen's word or a rate of frames
# (or a video's lines, "4K 2160p") follows it, right after a word of resolution but
# before a unit ("в разрешении 8K", "разрешение 4K и частоту 144 Гц", 视频分辨率最高4K),
# or after a verb of shooting when it closes the clause ("It shoots 4K."; "at high
# resolution: 2K tokens", "The board resolution on 2K layoffs", "The store sold 4K at
# 99p", "the shop records 8K." and "2K new users" are counts)
_RESOLUTION_RE = lazy_compile(
    rf"(?:[-\u2011]|{_H}*)(?:displays?|monitors?|screens?|TVs?|video|resolution|camera|HDR"
    rf"|UHD|экран|монитор|дисплей|телевизор|видео|разрешени|显示器|屏|电视|视频|分辨率)"
    rf"|{_H}*(?:@|at{_H}+|с{_H}+частотой{_H}+)?(?:\d{{2,3}}{_H}*(?:fps|Hz|帧|кадр|к/с)"
    r"|(?:720|1080|1440|2160|4320)p\b)",
    re.IGNORECASE,
)
_RESOLUTION_BEFORE_RE = lazy_compile(
    r"(?:resolution|разрешени\w*|分辨率)(?:[ \u00a0]*(?:of|is|up\s+to|в|до|为|為|是|最高|高达"
    r"|高達|不低于|不低於|至少|[:：—–-]))?[ \u00a0]*$",
    re.IGNORECASE,
)
_SHOOTING_BEFORE_RE = lazy_compile(
    r"(?:shoots?|shooting|снима\w*|записыва\w*|с[ъь][её]мк\w*|录制|錄製|拍摄|拍攝)"
    r"(?:[ \u00a0]+(?:in|at|up\s+to|в|до))?"
    r"[ \u00a0]*$",
    re.IGNORECASE,
)
_CLAUSE_CLOSES_RE = lazy_compile(r"[ \u00a0]*(?:[.,;!?)。，；！？]|$)")


# Vague Russian plurals, as "tens of thousands" is in English: a scale word in the plural
# with no number before it ("десятки тысяч", "миллионы токенов", "сотен миллиардов",
# "сотнями пластин"), and сотни or тысячи, alone or before another scale word ("тысячи
# токенов", "сотни миллиардов"), unless a word before it makes it a genitive singular
# ("около тысячи токенов", "больше тысячи", "около сотни тысяч": about a thousand, a
# hundred thousand).
_RU_VAGUE_PLURAL_RE = lazy_compile(
    rf"(?:тысяч(?:ам|ами|ах)?|сот(?:ен|ням|нями|нях)|(?:миллион|миллиард|триллион)(?:ы|ов|ам|ами|ах)"
    rf"|(?P<head>сотни|тысячи)(?:{_H}+(?:тысяч|миллион|миллиард|триллион)[а-яё]*)?)"
    rf"(?![{LETTER}])",
    re.IGNORECASE,
)
_RU_GENITIVE_BEFORE_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:около|до|более|менее|больше|меньше|свыше|порядка|от|из|с|без|для)"
    rf"{_H}+$",
    re.IGNORECASE,
)
# the places 上 makes vague: 上百, 上千, 上万, 上亿 ("upwards of")
_CN_UPWARDS_PLACES = "百佰千仟万萬亿億"
# the places a digit alone before a range's 到 shares, as a scale word is shared
_CN_HUNDREDS = {"百": 100.0, "佰": 100.0, "千": 1000.0, "仟": 1000.0}
_CN_SHARED_PLACE_RE = lazy_compile(r"[一二两兩三四五六七八九][百佰千仟][万萬亿億]*")


def _is_vague_russian(text: str, a: _Atom) -> bool:
    """Whether the atom ``a`` begins with a vague Russian plural (_RU_VAGUE_PLURAL_RE)."""
    if text[a.start] not in "тТмМсС":
        return False  # how every such plural begins: a test before the pattern's
    m = _RU_VAGUE_PLURAL_RE.match(text, a.start, a.end)
    if m is None or not m.group("head"):
        return m is not None
    return _RU_GENITIVE_BEFORE_RE.search(text, max(0, a.start - 10), a.start) is None


# Vague English counts, as "tens of thousands" is: a multiplier after a vague word ("a
# few billion", "several hundred", "a couple of million") is no figure of a billion; nor
# after a half or a quarter the words do not join ("the first quarter million").
_EN_VAGUE_BEFORE_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:a{_H}+few|few|several|many|a{_H}+couple(?:{_H}+of)?|half|quarter)"
    rf"(?:{_H}+|-)$",
    re.IGNORECASE,
)
_EN_MULTIPLIER_RE = lazy_compile(_EN_MULTIPLIER_WORDS, re.IGNORECASE)


# What a measure after it is per: a unit's slash, "every", 每, or на after an energy or a
# fuel (not "протянулась на 6500 км"), before a consumption's distance, "15 kWh/100 km",
# "7,5 л/100 км", "12 kWh every 100 km", "20 кВт·ч на 100 км", "7 литров на 100 км",
# 每100公里耗电15度, and an area after a slash, "60 mL/min/1.73 m²" (no figure of 100 km
# nor of 1.73 m²); and 油耗 or 电耗 after the distance, 100公里油耗4.5升.
_PER_BEFORE_A_MEASURE_RE = lazy_compile(
    rf"(?:[{LETTER}\u4e00-\u9fff]{_H}*/|(?<![{LETTER}])every|每"
    rf"|(?:(?<=[·.\s]ч)|(?<![{LETTER}])(?:л|литр(?:а|ов)?|топлива|энергии|к?г|мг|т|расход\w*))"
    rf"{_H}+на"
    rf"(?:{_H}+каждые)?)"
    rf"{_H}*$",
    re.IGNORECASE,
)
_CONSUMPTION_AFTER_RE = lazy_compile(rf"{_H}*(?:[油电電能]耗|耗[油电電])")


# nm and mm are nautical miles, torque's newton-metres and millions as often as nano- and
# millimetres ("a range of 8,700 nm", "400 nm from standstill", "AUM reached 750 mm"), so
# they are read only where the sentence speaks of what those measure ("TSMC's 5 nm
# process", "a 405 nm laser", "300 mm wafers", "7.8 mm thick", 台积电3nm工艺) or the text is
# no sentence, a table's cell ("| Process | 5 nm |"); "meters" are devices as often as
# metres where the sentence speaks of installing or reading them ("Engineers replaced
# 1,500 meters", "the utility installed 200,000 meters").
_SYMBOL_CUE_REACH = 100
_SENTENCE_BREAK_RE = lazy_compile(r"[.!?;](?=\s)|\n")
# ... and a Chinese sentence's end too, where a word of one sentence must not tell what
# the next one's figure is (新品灯具色温为4000K。上市首月用户突破2000K。: users, no kelvins);
# a symbol's cue word may stand in the sentence before (这块电池的规格如下。标称 3.7 V)
_ANY_SENTENCE_BREAK_RE = lazy_compile(r"[.!?;](?=\s)|[。！？；]|\n")
# A table's cell, no sentence: no word but the unit, outside brackets ("5 nm", "≈ 300 mm
# (est.)"; not "Revenue: 120 mm")
_WORD_RE = lazy_compile(rf"[{LETTER}]{{2,}}|[\u4e00-\u9fff]")
_BRACKETED_RE = lazy_compile(r"[(（\[][^)）\]]*[)）\]]")
# ... and where the sentence speaks of money, the sea, flight or torque, whatever else
# it names ("The chip startup raised 50 mm", "The wafer ship sailed 500 nm", 公司营收120
# mm, 船航行了300 nm, 发动机最大扭矩为400 nm)
_OTHER_THING_CUES = {
    # an L of a size, as a shop writes it (尺码为3L, "размер 3L", 这件衣服是3L的, "The jacket
    # comes in size 3L"), but where the sentence names what litres hold too (衣柜里放着一个10L
    # 的收纳桶, "a pocket for a 0.5L water bottle")
    "L": lazy_compile(
        r"尺码|尺碼|码|碼|T恤|衣|裤|褲|鞋"
        r"|(?i:\b(?:размер\w*|sizes?|shirts?|t-shirts?|jackets?|hoodies?|coats?|jeans)\b)"
    ),
    "nm": lazy_compile(
        r"(?i:\b(?:air(?:craft|plane|port|line)s?|planes?|jets?|flights?|fl(?:y|ies|ew|own"
        r"|ying)|runways?|ship|vessels?|boats?|yachts?|sail(?:ed|ing|s)?|seas?|ocean|offshore"
        r"|coast|harbou?r|ports?|nautical|ETOPS|knots?|torque|engines?|motors?|drills?|navy"
        r"|naval|miles?|storms?|hurricanes?|typhoons?)\b)"
        r"|船|舰|艦|航行|航程|港|海里|飞机|飛機|航班|扭矩|发动机|發動機|电机|電機"
    ),
    "mm": lazy_compile(
        r"(?i:\b(?:revenues?|sales|EBITDA|income|profits?|loss(?:es)?|los[te]|fund(?:ing|s)?"
        r"|raised?|rais(?:es|ing)|rounds?|Series|bonds?|debt|loans?|valuations?|deals?|capex"
        r"|cash|budgets?|spen[dt]|spending|booked|orders|margins?|proceeds|fees|guid\w*|AUM"
        r"|GMV|ARR|MRR|assets|dollars?|euros?|USD|EUR|GBP|investors?|credit\s+facilit(?:y|ies)"
        r"|(?:growth|working|venture)\s+capital|loans?|hedge|доллар\w*|рубл\w*|бюджет\w*"
        r"|выручк\w*|вложи\w*|инвест\w*|привл[её]к\w*|финансир\w*|капитал\w*|прибыл\w*"
        r"|убыт\w*|раунд\w*|фонд\w*)\b)"
        r"|营收|營收|收入|融资|融資|估值|亏损|虧損|利润|利潤|投资|投資|预算|預算|美元|欧元|贷款|貸款"
        r"|资本|資本|资金|資金"
    ),
}

# ... but glued to its figure, a spec sheet's "3.3V", 5V电源适配器, a volt needs no word
_GLUED_SYMBOLS = frozenset({"V", "L", "cc"})
# ... and a table's cell tells no basis point from bits per second: "| 9600 bps |",
# "115200 bps, 8N1"
_CUED_IN_A_CELL = frozenset({"bps"})
_OUTWEIGHED_BY_ITS_CUE = frozenset({"L"})  # 冲锋衣可以装下一个1.5L的水袋: litres
_LETTERS_OF_A_LABEL = frozenset({"V", "В", "L", "л", "л.", "A", "А"})
_NOT_COUNTED_BY_A_CLASSIFIER = frozenset({"A", "А"})  # 这门课得了3个A: grades
_FULL_STOP_IN_A_SENTENCE_RE = lazy_compile(r"\.\s*[а-яё\d,;(]")  # "45 л., когда"; not "5 л."
_UNIT_NEEDS_CUE = {
    "nm": lazy_compile(
        r"(?i:\b(?:process(?:es)?|nodes?|chips?|dies?|wafers?|lithograph\w*|wavelengths?"
        r"|lasers?|light|LEDs?|EUV|DUV|UV|transistors?|gates?|pitch|semiconductors?|foundr\w*"
        r"|fabs?|TSMC|Samsung|Intel|SMIC|silicon|CMOS|GPUs?|CPUs?|SoCs?|processors?|spectr\w*"
        r"|emi(?:t|ts|tted|ssion)|absor\w*|optical|infrared|photon\w*|films?|coatings?"
        r"|particles?|resolution|class|generation|техпроцесс\w*|чип\w*|процессор\w*"
        r"|пластин\w*|волн\w*|лазер\w*|литограф\w*)\b)"
        r"|工艺|工藝|制程|製程|芯片|晶片|晶圆|晶圓|光刻|波长|波長|激光|雷射|节点|節點"
    ),
    "mm": lazy_compile(
        r"(?i:\b(?:thick\w*|thin\w*|wide|width|long|length|tall|height|high|deep|depth"
        r"|diameter|radius|across|lens(?:es)?|film|cameras?|focal|sensors?|screens?|display"
        r"|bezels?|rain\w*|precipitation|snow\w*|wafers?|dies?|chips?|pitch|bolts?|screws?"
        r"|pipes?|tubes?|cables?|gauge|bore|barrels?|calib(?:er|re)|dimensions?|measur\w*"
        r"|sizes?|sized|format|apart|gap|travel|stroke|wheelbase|clearance|tracks?|fans?"
        r"|incisions?|pistols?|rifles?|howitzers?|artillery|specs?|radiators?|coolers?"
        r"|telephoto|(?-i:primes?|zooms?|macro)"
        r"|guns?|cartridges?|bullets?|needles?|nozzles?|holes?|threads?|rods?|plates?|sheets?"
        r"|walls?|glass|толщин\w*|ширин\w*|длин\w*|высот\w*|диаметр\w*|объектив\w*|осадк\w*"
        r"|кулер\w*|вентилятор\w*|радиатор\w*|ствол\w*|калибр\w*|экран\w*|дисплей\w*|рамк\w*"
        r"|камер\w*|сенсор\w*|матриц\w*|труб\w*|кабел\w*|болт\w*|размер\w*|габарит\w*"
        r"|клиренс\w*|зазор\w*|водянк\w*|резьб\w*)\b)"
        r"|\d\s*[x×]\s*\d|厚|宽|寬|长|長|高|直径|直徑|镜头|鏡頭|焦距|降雨|降水|晶圆|晶圓|尺寸"
        r"|屏幕|螢幕|口径|口徑"
    ),
    # a volt's V a space after its figure, a letter as often: "Cores run at 0.75 V", "a 48 V
    # bus bar", 工作电压 3.3 V, but "Chapter 5 V for Vendetta", "He scored 3 V", "2 V 2
    # matches" (glued, "3.3V", 5V电源, it is read without: _GLUED_SYMBOLS)
    "V": lazy_compile(
        r"(?i:\b(?:volt\w*|power\w*|batter(?:y|ies)|charg\w*|USB|PD|suppl(?:y|ies)|rails?|DC"
        r"|AC|currents?|amps?|amperes?|circuits?|chips?|cores?|CPUs?|GPUs?|SoCs?|LEDs?|motors?"
        r"|grids?|cables?|sockets?|outlets?|plugs?|adapters?|transformers?|substations?|inputs?"
        r"|outputs?|rated|rating|logic|signals?|pins?|GPIO|bus|racks?|shel(?:f|ves)|boards?"
        r"|modules?|memory|DDR\w*|HBM\w*|stacks?|packs?|gates?|bias|VRMs?|hybrids?|kits?|solar"
        r"|panels?|comparators?"
        r"|cells?|inverters?|converters?|EVs?|vehicles?|capacitors?|resistors?|diodes?"
        r"|transistors?|ripple|threshold|nominal|lithium|Li-ion|watts?|kW|W|Hz|mA|HVDC|electr\w*"
        r"|DAC|ADC|regulators?|LDO|PSU|UPS|mains|homes|households?|appliances?|lamps?"
        r"|(?:runs?|running|operates?|operating|powered)\s+(?:on|at|from))\b)|\d\s*A\b"
        r"|电压|電壓|电源|電源|电池|電池|供电|供電|充电|充電|快充|适配器|適配器|芯片|核心|功耗|电流"
        r"|電流|输入|輸入|输出|輸出|电路|電路"
    ),
    # ... and a litre's L, a size's or a letter's as often: "A 2 L bottle of water", "a 300 L
    # fridge", "The SUV burns 9 L per 100 km", but "Size 5 L shirts", "Phase 2 L results"
    # (glued, "The 1.5L engine", 排量2.0L, it is read without)
    "L": lazy_compile(
        r"(?i:\b(?:water|bottles?|tanks?|fuel|petrol|gas(?:oline)?|diesel|engines?|displacement"
        r"|volumes?|capacity|drink\w*|milk|oil|cool\w*|fluids?|liquids?|boot|trunk|cargo|fridges?"
        r"|refrigerators?|freezers?|beer|wine|juice|rain\w*|reservoirs?|containers?|jugs?|cups?"
        r"|backpacks?|packs?|bags?|luggage|storage|pools?|barrels?|cylinders?|turbo\w*|V[68]"
        r"|consum\w*|km|kW|hp|kettles?|pots?|cookers?|washers?|dishwashers?|pumps?|flow)\b)"
        r"|水|油|液|排量|容量|容积|容積|发动机|發動機|瓶|箱|桶|饮|飲|喝|汽油|柴油|燃油"
    ),
    # ... and an ampere's "amps", an amplifier's as often ("We had 2 amps on stage", "He
    # plays through 2 Vox amps", "load 3 amps into the van", "2 amps into one power strip
    # on the same circuit", "2 amps stacked, both drawing 300 W"): only where a current, a
    # fuse, a breaker or volts are named, the amps drawn or rated for, or the amp's own
    # fuse, breaker, circuit, service or charger ("The breaker trips at 16 amps", "The
    # kettle draws 13 amps", "The cable is rated for 3 amps", "a 5 amp fuse", "a 200 amp
    # service panel"; in a table's cell it is read)
    **dict.fromkeys(
        ("amps", "amp"),
        lazy_compile(
            r"(?i:\b(?:current|fuses?|breakers?|volts?|voltage|amperage"
            r"|(?:draws|drew|drawn|drawing|pulls|pulling|rated\s+(?:for|at))\s+(?:about\s+"
            r"|around\s+|roughly\s+|nearly\s+|up\s+to\s+|over\s+|under\s+)?\d[\d.,]*\s*amps?"
            r"|amps?[\s-]+(?:fuses?|breakers?|circuits?|service|outlets?|plugs?|chargers?"
            r"|power\s+supply|supply|load|rating|hours?))\b)"
            r"|\d\s*(?:V|VAC|VDC|kV)\b"
        ),
    ),
    # ... and an ampere's symbol, a class's, a grade's or a list's letter as often ("Class
    # 2 A", "5 A students", "Классы 10 А и 10 В"), glued too ("Apartment 3A", "Form 2A"):
    # where a current is named, a fuse, a breaker, an MCB, a PDU, a switchboard, a charger,
    # volts ("The breaker trips at 20 A", "5V 2A", "Rated 10A at 250V", 输出电流3A, "Автомат
    # на 16 А", "ток 60 А на фазу")
    **dict.fromkeys(
        ("A", "А"),
        lazy_compile(
            r"(?i:\b(?:currents?\s+(?:of|is|was|draw|rating|limit)|(?:rated|output|input"
            r"|charging|max(?:imum)?|load|peak|nominal)\s+current|fuses?|fused|breakers?|MCBs?"
            r"|RCDs?|PDUs?|UPS|busways?|switchgear|amperage|volts?|voltage|amps?|amperes?"
            r"|charg(?:er|ers|ing)|ток(?:|а|у|ом|е|и|ов)|напряжени\w*|предохранител\w*"
            r"|автомат(?:|а|у|ом|е|ы|ов|ами|ах)|вольт\w*|ампер\w*|питани\w*|зарядн\w*"
            r"|щит(?:|а|у|ом|е|ы|ов|ах)|ИБП)\b)"
            # (not a spaced В alone, a class's letter beside one: "Классы 10 А и 10 В")
            r"|\d\s*(?:V|VAC|VDC|kV|mA|W|мА|Вт)(?![\w])|(?i:при)\s+\d+(?:[.,]\d+)?\s*В\b"
            r"|电流|電流|电压|電壓|保险丝|断路器"
        ),
    ),
    # ... and 安 alone, the Chinese word of peace or safety as often: where a current, a
    # charge, an output or volts are named (电流约3.5安, 充电器输出5伏2安)
    "安": lazy_compile(r"电流|電流|充电|充電|快充|输出|輸出|输入|輸入|伏|\d\s*V\b|保险丝|断路器"),
    # ... and a gram's g and г, a force's, a year's or a city's as often ("pulled 9 g", "в
    # 2025 г.", "г. Москва"): where a weight, a mass or what grams weigh is named ("The
    # phone weighs 199 g", "Вес смартфона 232 г", "30 g of protein"; in a table's cell
    # it is read); and a pound written out, money's as often ("The robot weighs 150
    # pounds", "Робот весит 150 фунтов"; not "It costs 50 pounds": _UNIT_REFUSED_BY_CUE),
    # but in a compound, a weight without the word ("a 150-pound robot")
    # (a car's towing and a payload's too: "Towing capacity is 3,500 pounds", 整备质量为
    # 3,800磅, 拖挂能力为1,500磅, 体重150磅; 磅 a font's size as often, 字号为12磅)
    **dict.fromkeys(
        ("g", "г", *POUNDS, "磅"),
        lazy_compile(
            r"(?i:\b(?:weigh\w*|mass|heav\w*|light(?:er|est)?|protein|fat|carb\w*|sugars?"
            r"|fib(?:er|re)|salt|sodium|servings?|portions?|doses?|powder|flour|butter|gold"
            r"|silver|payload|tow\w*|haul\w*|вес\w*|весит|масс\w*|тяж[её]л\w*|легк\w*"
            r"|легч\w*|белк\w*|жир\w*|углевод\w*|сахар\w*|сол[иь]|порци\w*|доз\w*|золот\w*"
            r"|серебр\w*|муки|масла|грамм\w*|грузоподъ\w*|буксир\w*)\b)"
            r"|重|克|质量|質量|拖挂|拖掛|拖曳|载荷|載荷|负载|負載"
        ),
    ),
    # ... and a camera's MP, a member of parliament's as often ("a 12 MP majority"): where
    # a camera, a sensor or a lens is named ("a 48MP main sensor", "a 12 MP ultrawide",
    # "Камера на 48 MP"; not video, photos, a main or a front story, which a parliament's
    # pages name too)
    "MP": lazy_compile(
        r"(?i:\b(?:cameras?|sensors?|lens(?:es)?|selfies?|ultra-?wide|wide-?angle|telephoto"
        r"|periscope|shooters?|macro|камер\w*|сенсор\w*|\w*объектив\w*|фронтальн\w*|селфи"
        r"|матриц\w*)\b)"
        r"|摄像头|攝像頭|镜头|鏡頭|主摄|主攝|长焦|長焦|广角|廣角"
    ),
    # ... and a basis point's "bps", bits per second as often: where a share, a rate, a
    # yield, a spread or a margin is named and no link, port or modem ("74.4% ± 50 bps",
    # "Treasury yields rose 25 bps"; "9600 bps" of a serial port, "Data rates up to 9600
    # bps", "The codec cuts bandwidth to 64000 bps": _UNIT_REFUSED_BY_CUE)
    "bps": lazy_compile(
        r"\d\s*(?:%|％|percent\b)|(?i:\b(?:margins?|yields?|spreads?|coupons?|interest"
        r"|rates\b|(?:policy|funds|repo|key|benchmark|mortgage|deposit|lending)\s+rate|basis"
        r"|Fed|ECB|BoE|BoJ|central\s+bank|treasur\w*|bonds?|hikes?|cuts?|inflation|EBITDA"
        r"|ключев\w+\s+ставк\w*|процентн\w+\s+ставк\w*|доходност\w*|маржинальн\w*"
        # a change by so many: "deposit costs fell 18 bps", "beat its benchmark by 40 bps"
        r"|(?:rose|fell|widened|narrowed|tightened|expanded|contracted|declined|climbed|dropped"
        r"|gained|lost|beat|trailed|by)\s+(?:about\s+|roughly\s+|nearly\s+|some\s+)?\d[\d.,]*"
        r"\s*bps)\b)"
    ),
    # ... and an engine's or a syringe's cc, an e-mail's carbon copy as often ("50 cc
    # recipients per message")
    "cc": lazy_compile(
        r"(?i:\b(?:engines?|motor\w*|bikes?|scooters?|displac\w*|cylinders?|syringes?"
        r"|inject\w*|doses?|blood|fluids?|saline|water|moped|kart)\b)"
        r"|排量|发动机|發動機|摩托|踏板|двигател\w*|мотоцикл\w*|шприц\w*"
    ),
    # ... and the Russian л before a full stop, a litre's as often as years' or sheets' ("45
    # л.," of an age, "т. 1 л. 45" of a case file, "За 2 л. работы"): "Купите 2 л. молока",
    # "Бак 50 л.", "Объём двигателя 1,4 л., мощность"
    "л.": lazy_compile(
        r"(?i:\b(?:вод(?:а|ы|у|ой|е)|молок\w*|бензин\w*|топлив\w*|масл\w*|пив\w*|сок\w*|кипят\w*|объ[её]м\w*"
        r"|бак\w*|бутыл\w*|канистр\w*|кастрюл\w*|расход\w*|двигател\w*|[её]мкост\w*|налей\w*"
        r"|залей\w*|упаковк\w*|литр\w*|квас\w*|кефир\w*|вин[аоу]|краск\w*|антифриз\w*)\b)"
    ),
    # the Russian В of volts, also the capital of the preposition в: "Напряжение питания 12
    # В", "5 В на выходе", "зарядка на 20 В", but a heading's "Глава 5 В поисках истины"
    "В": lazy_compile(
        r"(?i:\b(?:напряж\w*|\w*вольт\w*|питани\w*|\w*пита\w*\s+от|работа\w*\s+от|заряжа\w*"
        r"|вход\w*|выход\w*|сет(?:ь|и|ью)|плат(?:а|ы|е|у|ой)"
        r"|ток(?:а|ом|у|и|ов)?(?![-\w])|батаре\w*|аккумулятор\w*|заряд\w*|розетк\w*|адаптер\w*"
        r"|трансформатор\w*|электр\w*"
        r"|подстанци\w*|ЛЭП|цеп(?:ь|и|ью)|постоянн\w*|переменн\w*"
        r"|светодиод\w*|микросхем\w*|ядр(?:о|а|е|ом)|процессор\w*|чип\w*|датчик\w*"
        r"|двигател\w*|мотор\w*|генератор\w*|инвертор\w*|преобразовател\w*|стабилизатор\w*"
        r"|шин[аеуы]?\s+(?:питания|постоянного|\d+)|компаратор\w*|панел\w*|порог\w*|ТТЛ"
        r"|элемент\w*|логик\w*|логическ\w*|солнечн\w*|распределени\w*|ИБП|USB|PD|Type-C|DC|AC"
        r"|LED|ламп\w*|фонар\w*|бытов\w*|электроприбор\w*)\b)"
        r"|\d\s*(?:мА|Вт|кВт)(?![\w])"  # not a class's А: "Классы 10 А и 10 В"
    ),
}
_UNIT_REFUSED_BY_CUE = {
    **dict.fromkeys(
        ("meters", "meter"),
        lazy_compile(
            r"\b(?:install\w*|replac\w*|deploy\w*|utilit\w*|smart|parking|water|gas|electric\w*"
            r"|prepaid|read(?:s|ing)?|ship(?:s|ped)?|sold|order(?:s|ed)?)\b",
            re.IGNORECASE,
        ),
    ),
    # bits per second: "Data rates up to 9600 bps", "The modem yields 2400 bps", "Packet loss
    # stayed under 1% at 56000 bps", "Скорость порта — 9600 bps"
    "bps": lazy_compile(
        r"(?i:\b(?:baud|serial|UART|COM|RS-?232|modems?|links?|ports?|codecs?|bandwidth|packets?"
        r"|bits?|couplers?|throughput|transmi\w*|telemetry|uplink|downlink|data|radio|LoRa"
        r"|[kMG]bps|порт\w*|модем\w*|канал\w*|скорост\w*|передач\w*)\b)|串口|波特率|传输|带宽"
    ),
    # a loyalty programme's mile: "Earn 50,000 miles when you open the card", "Бонусные 50 000
    # миль"
    **dict.fromkeys(
        MILES,
        lazy_compile(
            r"(?i:\b(?:earn(?:s|ed|ing)?|redeem\w*|redemption|bonus\w*|loyalty|frequent[- ]fl\w*"
            r"|AAdvantage|MileagePlus|SkyMiles|Aeroplan|Avios|awards?|saver|cards?|cardholders?"
            r"|card\s*members?|sign-?up|welcome\s+offer|кобрендов\w*|бонус\w*|начисл\w*"
            r"|накоп\w*|балл(?:а|ов|ы|ам|ами)?|оформлени\w*\s+карт\w*)\b)"
        ),
    ),
    # a pound of money: "The 5 kg parcel cost 50 pounds to send", "Робот весом 5 кг стоит 150
    # фунтов"
    **dict.fromkeys(
        POUNDS,
        lazy_compile(
            r"(?i:\b(?:costs?|priced?|prices?|pa(?:y|id|ys)|sold|sells?|buy\w*|bought|worth|fees?"
            r"|salar\w*|wages?|budget\w*|revenue|profit\w*|fund\w*|invest\w*|sterling|GBP|cheap\w*"
            r"|стои\w*|стоимост\w*|цен(?!т)\w*|плат\w*|стерлинг\w*|куп\w*|прода\w*)\b)|£|英镑"
        ),
    ),
    # a Russian billion of money, which ярд also says: "Госдолг вырос на 3 ярда рублей",
    # "Бюджет проекта — 2 ярда", "Сделка на 10 ярдов сорвалась"; not a place's "в 50
    # ярдах от здания", its price aside
    **dict.fromkeys(
        (y for y in YARDS if y.startswith("ярд") and y != "ярдах"),
        lazy_compile(
            r"(?i:\b(?:руб\w*|доллар\w*|бакс\w*|евро|юан\w*|бюджет\w*|стои\w*|стоимост\w*"
            r"|цен(?!т)\w*|выручк\w*|прибыл\w*|убыт\w*|капитал\w*|инвест\w*|долг\w*|кредит\w*"
            r"|привлек\w*|потрат\w*|заработ\w*|сделк\w*|контракт\w*|заказ\w*|оборот\w*)\b)"
            r"|[$₽€]"
        ),
    ),
    # g of a force: "Peak acceleration reached 5 g, the heaviest load", "The pilot pulled 9
    # g" (a network's generation, "the 5g network", is told by what follows it)
    "g": lazy_compile(
        r"(?i:\b(?:acceleration|forces?|pull(?:s|ed|ing)?|turns?|pilots?|G-force|перегрузк\w*)"
        r"\b)|过载"
    ),
    # л of years where the sentence speaks of an age or a term: "Стаж работы 15 л.",
    # "Возраст: 45 л.", "Гарантия 3 л.", "Срок службы 10 л."
    **dict.fromkeys(
        ("л", "л."),
        lazy_compile(r"(?i:\b(?:стаж\w*|возраст\w*|срок\w*|гаранти\w*|опыт\w*|исполни\w*))"),
    ),
}
# A bit's 位 is told by what follows it (_symbol_of_another_thing): a computing noun
# (64位处理器, 4位量化, 32位的电脑, "2048 位 RSA 密钥") not before a person's or a firm's
# (3位CPU设计师, 两位芯片专家, 三位芯片行业高管), a panel or lossless audio closing a
# clause (10位的面板, 24位的无损音频; 4位面板供应链的高管, 两位无损音频发烧友 are people),
# a key or a cipher of 40 bits or more (256位密钥, 128位加密; a licence key's 25位密钥, a
# PIN's 6位密钥, a masked number's 中间4位加密 count characters, 100位加密爱好者 people,
# 前10位加密货币 a rank), or a definition in bits or bytes (一位是最小的存储单位, 8位等于
# 1字节); elsewhere it counts people or digits (3000位客户, 两位数增长, 25位产品密钥, 6位
# 密码, 32位十六进制字符, 前三位), and its figure is bare.
_NO_PERSON_OR_FIRM_AFTER = (
    r"(?!行业|行業|公司|领域|領域|基金|设计|設計"
    r"|[\u3400-\u9fffA-Za-z]{0,3}?[师師家员員者人商厂廠管神佬])"
)
_KEY_SIZE_BEFORE = (
    r"(?:(?<=[4-9]\d位)|(?<=\d\d\d位)|(?<=[4-9]\d[ \u00a0]位)|(?<=\d\d\d[ \u00a0]位))"
)
# ... and a kilobyte's KB, a knowledge base's as often ("5 KB articles", "45 KB tickets",
# 3个KB团队), and КБ a design bureau's ("В 3 КБ работали", "2 КБ и 5 заводов", "4 КБ,
# 12 заводов"): only before a sentence's end, a word of memory or a file, a slash, and KB
# before a list's mark, "of" or "per" too ("512 KB of L2 cache", "a 500 KB file", "32 KB
# flash", "Размер файла 48 КБ.", "Кэш 512 КБ памяти", 512KB的缓存)
_KB_NEXT = (
    r"[ \u00a0]*(?:[.;!?)\]|。；！？）/]|$)"
    r"|[ \u00a0]*的?(?:缓存|快取|内存|內存|文件|檔案|大小|空间|空間|数据|數據|闪存|閃存|左右|以内"
    r"|以內)"
    r"|[ \u00a0]+(?i:памяти|кэш\w*|ОЗУ|ПЗУ|данных|или)(?![а-яё])"
)
# ... and an ampere's A, a grade's, a class's or a rating's before a noun ("The 5 A
# students", 5A级景区, 3A游戏, "В 10 А классе"): a current's is followed by a mark, a
# preposition or a word of current ("20 A per phase", "16 A fuse", 3A快充, "2 А нагрузки");
# and it needs its cue besides (_UNIT_NEEDS_CUE)
_AMPERE_NEXT = lazy_compile(
    r"(?!\s*(?!(?:per|at|max|maximum|continuous|peak|nominal|rated|fuses?|breakers?|MCBs?"
    r"|output|input|charg\w*|loads?|of|on|and|or|to|from|for|with|through|into|in|when|is"
    r"|slow-blow|fast-blow|time-delay|slow-acting|fast-acting"
    r"|was|while|current|circuits?|supply|DC|AC|three-phase|single-phase)\b)[a-z]{2,})"
    # (a Russian verb may follow a current, "автоматы на 63 А установлены": only a class's,
    # a group's or a building's word refuses it)
    r"(?!\s*(?:класс|кл\.|групп|корпус|подъезд|литер|категори|филиал))"
    r"(?!\s*(?!快充|充电|充電|电流|電流|输出|輸出|输入|輸入|三相|单相|單相|的|以上|以下|左右"
    r"|以内|以內)[\u3400-\u9fff])"
)
# ... and 基点, a base or a site counted as often ("设立了5个基点，覆盖率达到80%"), is a
# basis point only right after a verb of a rate's or a margin's change (降息25个基点, 下调了
# 180个基点, 净利润率提升50个基点; not 新增3个基点, 建成8个基点, nor a site's figure after
# a line that cut a rate)
_UNIT_NEEDS_BEFORE = dict.fromkeys(
    ("基点", "基點"),
    lazy_compile(
        r"(?:降息|加息|下调|下調|上调|上調|降低|提高|提升|下降|上升|收窄|扩大|擴大|走阔|走闊"
        r"|下行|上行|回落|攀升)了?(?:约|約|近|超过|超過)?[ \u00a0]*$"
    ),
)
_UNIT_NEEDS_BEFORE_REACH = 24
# ... and 英里 of a car's economy right after a gallon (一加仑油能跑40英里), "the whole nine
# yards", and a loyalty programme's miles that a ticket costs ("United charges 35,000
# miles", "A round trip costs only 25,000 miles", "Билет стоит 35 000 миль", "Перелёт
# обойдётся в 40 000 миль"; a distance costs nothing)
_MILES_PAID_BEFORE_RE = lazy_compile(
    r"(?:\b(?:costs?|charges?|charged|priced\s+at)"
    r"|(?<![а-яё])(?:стоит|стоят|стоил[аио]?|обойд[её]тся(?:\s+в)?|обошл[аио]сь\s+в|обош[её]лся\s+в))"
    r"\s+(?:(?:just|only|about|around|всего|лишь|около|примерно)\s+)?$",
    re.IGNORECASE,
)
_UNIT_REFUSED_BEFORE = {
    # (and a ticket's or an upgrade's price in miles: 这张机票花费了25,000英里, 升舱需要额外
    # 15,000英里)
    "英里": lazy_compile(
        r"加[仑侖][^\d。！？；\n]{0,6}$|(?:机票|機票|升舱|升艙|兑换|兌換|信用卡)[^。！？；\n]{0,12}$"
    ),
    "yards": lazy_compile(r"\bwhole\s+$", re.IGNORECASE),
} | dict.fromkeys(MILES, _MILES_PAID_BEFORE_RE)
_UNIT_NEEDS_NEXT = {
    # a network's generation: "The 5g network", "a 4g phone", "5g связь"
    "g": lazy_compile(
        r"(?!\s*(?i:networks?|LTE|NR|modems?|phones?|smartphones?|signal|coverage|connectivity"
        r"|cellular|speeds?|data|plans?|сет\w*|связ\w*|интернет\w*)(?![A-Za-zА-Яа-яЁё])"
        r"|\s*(?:网络|手机|信号|基站))"
    ),
    "A": _AMPERE_NEXT,
    "А": _AMPERE_NEXT,
    "KB": lazy_compile(
        rf"{_KB_NEXT}|[ \u00a0]*[,;:，；：、]"
        r"|[ \u00a0]+(?i:of|per|each|in|on|to|or|and|at|for|with|from|RAM|SRAM|DRAM|ROM|EEPROM"
        r"|flash|firmware|storage|disk|cache|L[123]|files?|images?|binar(?:y|ies)|payloads?"
        r"|buffers?|stacks?|blocks?|chunks?|heap|limit|memory|messages?|packets?|headers?"
        r"|max(?:imum)?|total|plus|more|less|over|under)\b"
    ),
    # (a comma or и before another size in КБ: "Кэш L1 — 64 КБ, L2 — 512 КБ", "3 КБ, 5 КБ
    # и 7 КБ"; not "4 КБ, 12 заводов")
    "КБ": lazy_compile(
        rf"{_KB_NEXT}|(?:,|[ \u00a0]+и[ \u00a0]+)(?=[^.!?\n]*?\d[ \u00a0]*КБ(?![а-яё]))"
    ),
    "位": lazy_compile(
        r"[ \u00a0]?的?(?:处理器|處理器|操作系统|操作系統|系统|系統|架构|架構"
        r"|量化|整数|整數|浮点|浮點|寄存器|总线|總線|地址|色深|位宽|位寬|单片机|單片機"
        r"|微控制器|芯片|电脑|電腦|计算机|計算機|指令集|内核|內核|音频|音頻|数据类型|數據類型"
        r"|模数转换|(?i:CPU|GPU|MCU|RSA|AES|ECC|ADC|DAC"
        rf"|RAW|Windows|Linux)){_NO_PERSON_OR_FIRM_AFTER}"
        r"|[ \u00a0]?的?(?:面板|(?:无损|無損)(?:音频|音頻))(?![\u3400-\u9fff])"
        rf"|{_KEY_SIZE_BEFORE}[ \u00a0]?的?(?:密钥|密鑰|加密)(?!货币|貨幣)"
        rf"{_NO_PERSON_OR_FIRM_AFTER}"
        r"|(?:是|为|為|等于|等於)[^。！？\n]{0,12}?(?:存储单位|存儲單位|比特|字节|字節|二进制|二進制)"
    ),
}


# ... nor after a label that numbers a part of a text or a thing, whose letter it is:
# "See Chapter 5 V for", "Table 3 V and current ratings", "Louis 14 V", "Шаг 4 В меню",
# "Рисунок 3 В схеме" (a number's letter, or the next sentence's first word)
_NUMBERED_LABEL_BEFORE_RE = lazy_compile(
    r"(?<![\w.])(?i:chapter|table|figure|fig\.|appendix|section|version|part|step|route|stage"
    r"|vol\.|episode|season|book|article|clause|exhibit|lesson|form|page|p\.|slide|no\."
    r"|number|quadrant|row|column|shelf|floor|block|louis|henry|edward|george|charles|pope"
    r"|act|scene"
    r"|глава|главы|таблица|табл\.|рисунок|рис\."
    r"|этап|шаг|пункт|п\.|раздел|часть|приложение|статья|урок|версия|вариант|слайд|страница"
    r"|дом|доме|д\.|корпус|корп\.|кв\.|квартира|маршрут|автобус|трамвай|троллейбус"
    r"|platform|apartment|flat|suite"
    r"|стр\.|№|tier)s?\s*$"
    r"|(?<![\w.])(?:Size|Room|Line|Phase|Gate|Board|Volume|Level|Type|Unit|Model|Item|Class"
    r"|Grade)s?\s*$"
    r"|\d\s*W,?\s*$"  # a record's losses after its wins: "4 W 2 L"
)
_LETTER_AFTER_A_LABEL_REACH = 16


# Degrees Fahrenheit that are no temperature, and so a bare degree (_weather_degrees): a
# difference, which the offset the reader converts them by (kb.units.READ_AS) does not
# move, or a title's.  A difference right
# after "by", or a verb or a noun of change that no "to" follows ("warmed by 10°F", "rose
# about 2°F", "dropped as much as 30 °F", "a swing of 20 °F", "±2 °F", "up 10°F",
# "потеплела примерно на 7 °F", "поднимется ещё на 5 °F", "скачок в 15 °F", 升高了10华氏度,
# 偏高8华氏度, 较常年低3至5华氏度, 比30年平均值高14华氏度, 温度提高了华氏10度; "rose to 105°F",
# "heated to 350 °F", "Поставьте духовку на 350 °F" are temperatures, and so, left bare,
# is "followed by 95°F heat"), signed as a departure from the normal is ("+9°F"), before a
# comparison or a change ("10°F warmer", "a 15-20°F drop", "на 10 °F выше нормы",
# 10华氏度的温差), or in a sentence that names a difference of temperatures ("The delta-T
# across the coil is 20 °F", "Перепад составил 20 °F", 供回水温差为12华氏度); a title in
# quotes («451 градус по Фаренгейту», 《华氏451度》).
_FAHRENHEIT_WRITTEN = frozenset(
    (
        "°F",
        "ºF",
        "˚F",
        "℉",
        "F",
        "Fahrenheit",
        "degF",
        "Фаренгейта",
        "Фаренгейту",
        "华氏度",
        "華氏度",
    )
)
_DEGREES_CHANGE_BEFORE_RE = lazy_compile(
    r"(?:\b(?:ris(?:e|es|ing|en)|rose|rais(?:e|es|ed|ing)|increas(?:e|es|ed|ing)"
    r"|decreas(?:e|es|ed|ing)|drop(?:s|ped|ping)?|fall(?:s|ing|en)?|fell|warm(?:s|ed|ing)?"
    r"|cool(?:s|ed|ing)?|climb(?:s|ed|ing)?|jump(?:s|ed|ing)?|lower(?:s|ed|ing)?"
    r"|reduc(?:e|es|ed|ing)|cut|chang(?:e|es|ed|ing)|differ(?:s|ed|ing)?|swing(?:s|ing)?|swung"
    r"|var(?:y|ies|ied)|plung(?:e|es|ed)|soar(?:s|ed)?|surg(?:e|es|ed)|declin(?:e|es|ed)"
    r"|up|down|by)(?:\s+(?:by|of))?"
    r"|\b(?:difference|delta|gap|spread|variation|reduction|anomal(?:y|ies)|swing|rise"
    r"|increase|decrease|drop|fall|jump|change|warming|cooling)s?\s+of"
    r"|[±∓]|\+/-|\+-"
    r"|(?<![а-яё])(?:повы|пони|вырос|вырас|упал|упад|сниз|сниж|увелич|уменьш|потепл|похолод"
    r"|подня|подним|опуст|опуск|измен|отлича|нагре|охла[дж])\w*(?:\s+[а-яё]+){0,3}?\s+на"
    r"|(?<![а-яё])(?:скач|перепад|разниц|рост|паден|колебан)\w*\s+(?:на|в)"
    r"|升高|上升|下降|降低|提高|调高|調高|调低|調低|增加|减少|減少|高出|低了|相差|升了|降了|回落"
    r"|偏高|偏低|升温|降温"
    r"|骤升|骤降|驟升|驟降|攀升|下跌|上涨|上漲|飙升|飆升|[较較比][^，。；]{0,12}(?:[高低热熱冷暖]|凉快|涼快|凉爽|涼爽))"
    r"[\s了]*(?:(?:about|around|roughly|nearly|almost|some|over|more\s+than|less\s+than"
    r"|as\s+much\s+as|up\s+to|by|another|a\s+further|около|примерно|почти|более\s+чем"
    r"|约|約|近|大约|大約)\s*)*$",
    re.IGNORECASE,
)
_DEGREES_CHANGE_BEFORE_REACH = 40
_DEGREES_CHANGE_AFTER_RE = lazy_compile(
    r"\s*(?:warmer|cooler|hotter|colder|higher|lower|above|below(?!\s+zero)|rises?|drops?"
    r"|increases?|decreases?|swings?|differences?|differential|delta|changes?|jumps?|more"
    r"|less|выше|ниже(?!\s+нуля)|теплее|холоднее|жарче|прохладнее|больше|меньше|разниц\w*)(?![A-Za-zА-Яа-яЁё])"
    r"|的?(?:温差|溫差|之差|差值|温升|溫升)",
    re.IGNORECASE,
)
_TEMPERATURE_DIFFERENCE_RE = lazy_compile(
    r"(?i:\b(?:delta[- ]?T|differential|difference|перепад\w*|разниц\w*)\b)|ΔT|温差|溫差|差值"
)
_TITLE_OPENS = '«《"“„「'
_PLUS_SIGNS = "+＋"
_DEPARTURE_RE = lazy_compile(
    r"(?i:\b(?:departures?|anomal(?:y|ies)|above\s+normal|отклонени\w*|аномали\w*"
    r"|выше\s+нормы)\b)|距平|偏高|偏低"
)


def _no_temperature(text: str, number_start: int, end: int) -> bool:
    """Whether the degrees Fahrenheit (_FAHRENHEIT_WRITTEN, 华氏 before the number too), or
    the bare degree, written up to ``end`` after the number at ``number_start`` are no
    temperature: a difference or a title's."""
    lo = max(0, number_start - _DEGREES_CHANGE_BEFORE_REACH)
    if number_start and text[number_start - 1] in _TITLE_OPENS:
        return True
    if _DEGREES_CHANGE_BEFORE_RE.search(text, lo, number_start):
        return True
    if _DEGREES_CHANGE_AFTER_RE.match(text, end):
        return True
    sentence = _sentence_around(text, number_start, end)
    if number_start and text[number_start - 1] in _PLUS_SIGNS:
        # a departure from the normal, signed: a table's cell ("| +9°F |") or a sentence's
        # that names it ("The departure from normal was +9°F"; "The high is +9°F" reads)
        cell = text[lo : number_start - 1].rstrip()
        if not cell or cell.endswith("|") or _DEPARTURE_RE.search(text, *sentence):
            return True
    return _TEMPERATURE_DIFFERENCE_RE.search(text, *sentence) is not None


_MONEY_NOUN_AFTER_RE = lazy_compile(
    r"[\s-]*(?:notes?|coins?|prizes?|fines?|deals?|contracts?|grants?|awards?|scholarships?"
    r"|bonus(?:es)?|loans?|debts?|fees?|salar(?:y|ies)|budgets?|investments?|bills?|cheques?"
    r"|checks?|transfers?|payouts?|bets?|wagers?|funds?|donations?|gifts?|vouchers?|tickets?"
    r"|deposits?|rents?|fares?|tips?|refunds?|payments?|rewards?|bribes?|stakes?"
    r"|per[\s-]+square[\s-]+inch)\b",
    re.IGNORECASE,
)
# a square's or a cube's word, which makes the unit after it a measure's, no money's nor
# a loyalty programme's
_SQUARED_OR_CUBED_RE = lazy_compile(
    r"(?i:square|cubic|sq\.?|cu\.?|квадратн\w*|кв\.|кубическ\w*|куб\.)\s"
)
_STERLING_RE = lazy_compile(r"£|(?i:\bsterling\b|\bGBP\b|стерлинг\w*)|英镑|英鎊")


def _symbol_of_another_thing(text: str, number_start: int, number_end: int, end: int) -> bool:
    """Whether the unit written from ``number_end`` to ``end`` after the number at
    ``number_start`` is a symbol or a word that names another thing there: a letter after
    a label's number ("Chapter 5 V", "Рисунок 3 л": _NUMBERED_LABEL_BEFORE_RE); one whose
    sentence speaks of the thing it refuses (_UNIT_REFUSED_BY_CUE: "meters" being
    installed, л of a term, "Стаж работы 15 л.", miles of a loyalty programme, pounds of
    money) or of another thing its letters stand for
    (_OTHER_THING_CUES: nm of the sea, mm of money, L of a size); one that what follows
    does not make it (_UNIT_NEEDS_NEXT: 位 of people or digits, KB of a knowledge base, КБ
    of a design bureau, A of a grade before its noun); or, but glued ("3.3V",
    "125cc") or in a table's cell (but "bps": _CUED_IN_A_CELL), one whose sentence names
    nothing it measures (_UNIT_NEEDS_CUE: nm, mm, V, В, L, л., cc, amps, A, А, 安, g, г,
    pounds, MP, bps); or one the words right before its number do not make it (_UNIT_NEEDS_BEFORE:
    基点 of a site) or make another thing's (_UNIT_REFUSED_BEFORE: 英里 of a car's economy)."""
    # the unit, after any name ("5 is V"), a hyphen ("Form 10-L") or a classifier (3个KB团队),
    # and л's full stop
    unit_text = text[number_end:end]
    written = unit_text.split()[-1].lstrip("-‑–个個")
    if written in _NOT_COUNTED_BY_A_CLASSIFIER and unit_text.lstrip().startswith(("个", "個")):
        return True
    if written == "л" and _FULL_STOP_IN_A_SENTENCE_RE.match(text, end):
        written = "л."
    if written in _LETTERS_OF_A_LABEL and _NUMBERED_LABEL_BEFORE_RE.search(
        text, max(0, number_start - _LETTER_AFTER_A_LABEL_REACH), number_start
    ):
        return True
    if written in _FAHRENHEIT_WRITTEN:
        return _no_temperature(text, number_start, end)
    follows = _UNIT_NEEDS_NEXT.get(written)
    if follows is not None and follows.match(text, end) is None:
        return True
    lo = max(0, number_start - _UNIT_NEEDS_BEFORE_REACH)
    refused_before = _UNIT_REFUSED_BEFORE.get(written)
    if refused_before is not None and refused_before.search(text, lo, number_start):
        return True
    precedes = _UNIT_NEEDS_BEFORE.get(written)
    if precedes is not None:
        return precedes.search(text, lo, number_start) is None
    needed, refused = _UNIT_NEEDS_CUE.get(written), _UNIT_REFUSED_BY_CUE.get(written)
    if _SQUARED_OR_CUBED_RE.match(unit_text.lstrip()) is not None:
        refused = None  # "Заказали 50 кубических ярдов", "Earn points: 2,000 square miles"
    if written in POUNDS and unit_text[:1] in _HYPHENS:
        # a compound's pound is a weight ("a 150-pound robot", "A 10-pound turkey costs
        # $30") but money's before a noun of money or where sterling is named ("a 5-pound
        # note", "a 10,000-pound grant", "The 150-pound robot costs £5,000"), and a
        # pressure's per square inch
        return (
            _MONEY_NOUN_AFTER_RE.match(text, end) is not None
            or _STERLING_RE.search(text, *_sentence_around(text, number_end, end)) is not None
        )
    if needed is None and refused is None:
        return False
    lo, hi = _sentence_around(text, number_end, end + (written == "л."))
    if refused is not None and refused.search(text, lo, hi) is not None:
        return True
    other = _OTHER_THING_CUES.get(written)
    if other is not None and other.search(text, lo, hi) is not None:
        # but a word of what litres hold outweighs a size's
        if written in _OUTWEIGHED_BY_ITS_CUE and needed is not None:
            return needed.search(text, lo, hi) is None
        return True
    if written in _GLUED_SYMBOLS and end - number_end == len(written):
        return False  # "3.3V", 排量2.0L, "a 125cc engine"
    # a letter's cell is all of it: "д. 5В" ends an address's abbreviations, no cell
    first, last = (0, len(text)) if written in _LETTERS_OF_A_LABEL else (lo, hi)
    around = _BRACKETED_RE.sub("", text[first:number_start] + " " + text[end:last])
    if _WORD_RE.search(around) is None and written not in _CUED_IN_A_CELL:
        return False  # a table's cell: "5 nm", "≈ 300 mm (est.)", "12 В"
    return needed is not None and needed.search(text, lo, hi) is None


def _sentence_around(
    text: str, start: int, end: int, breaks: re.Pattern[str] = _SENTENCE_BREAK_RE
) -> tuple[int, int]:
    """The bounds of the sentence around ``text[start:end]`` (ended by ``breaks``), up to
    _SYMBOL_CUE_REACH characters on either side: where the words that tell what a symbol
    is are sought."""
    lo = max(0, start - _SYMBOL_CUE_REACH)
    for before in breaks.finditer(text, lo, start):
        lo = before.end()
    after = breaks.search(text, end, end + _SYMBOL_CUE_REACH)
    return lo, after.start() if after else min(len(text), end + _SYMBOL_CUE_REACH)


# 每 and a thing before a measure makes it a rate that no unit holds, as 每天 does
# (_rate): 每亩施肥150公斤, 每公顷施肥150公斤, 每平方米种植5公斤, 每年后退50米 (每秒, 每小时,
# 每层 and 每片晶圆 are _PER_CN's, and stay theirs: 每小时420公里, 每层3米); and a larger
# unit's figure right before makes it the part of one measure: "2 м 10 см", "2 кг 300 г",
# 3公斤200克, "6 feet 2 inches" (2.1 m, 2.3 kg, 3.2 kg; no 10 cm, no 2 inches).
_EACH_THING_BEFORE_RE = lazy_compile(r"每[^\d\s，。、；,;]{1,6}$")
_LARGER_UNIT_BEFORE_RE = lazy_compile(
    rf"\d{_H}*(?:м|км|кг|т|m|km|kg|ft|feet|foot|фут(?:а|ов)?|米|公里|千米|公斤|千克|吨|英尺)"
    rf"(?![{LETTER}]){_H}*$"
)
# ... and pounds before ounces ("7 pounds 8 ounces", "8 фунтов 6 унций", 7磅8盎司; not a
# label's "50 lbs 22.7 kg")
_POUNDS_BEFORE_RE = lazy_compile(
    rf"\d[-‑{_H_CHARS}]*(?:lbs?|pounds?|фунт(?:а|ов)?|磅)(?![{LETTER}])\.?,?{_H}*$", re.IGNORECASE
)


def _measure_per_or_part(text: str, unit: str, start: int) -> bool:
    """Whether the figure at ``start``, a length, an area or a mass, is per a thing 每
    names or the smaller part of one measure (_EACH_THING_BEFORE_RE,
    _LARGER_UNIT_BEFORE_RE, _POUNDS_BEFORE_RE)."""
    if dimension_of(unit) not in _MEASURED:
        return False
    lo = max(0, start - 12)
    if _LARGER_UNIT_BEFORE_RE.search(text, lo, start) is not None:
        return True
    if unit == "oz" and _POUNDS_BEFORE_RE.search(text, lo, start) is not None:
        return True
    each = _EACH_THING_BEFORE_RE.search(text, lo, start)
    return each is not None and _PER_BEFORE_CN_RE.search(text, each.start(), start) is None


def _per_distance(text: str, unit: str, end: int, a: _Atom) -> bool:
    """Whether ``a``, a length, an area or a volume in ``unit`` ending at ``end``, is what
    another measure is per (_PER_BEFORE_A_MEASURE_RE, _CONSUMPTION_AFTER_RE: a dose's "250
    mg/5 mL"), or a lone 百 or 千
    glued to it, which Chinese writes for "per hundred kilometres" (百公里油耗, 百公里加速),
    the hundred-metre dash (百米冲刺) and the kilometre itself (千米)."""
    if dimension_of(unit) not in _MEASURED_SPACES:
        return False
    if text[a.start : a.end] in ("百", "千") and text[a.end : end] in ("米", "公里"):
        return True
    before = _PER_BEFORE_A_MEASURE_RE.search(text, max(0, a.start - 24), a.start)
    return before is not None or _CONSUMPTION_AFTER_RE.match(text, end) is not None


def _per_physical_before(text: str, unit: str | None, start: int, floor: int) -> bool:
    """Whether 每瓦 (_PER_PHYSICAL_BEFORE_RE) before the figure at ``start`` divides its
    ``unit`` again, which then is not the figure's: not a price's (每瓦 1.2 元)."""
    if unit is None:
        return False
    reach = max(floor, start - _PER_BEFORE_REACH)
    if "每" not in text[reach:start]:
        return False  # as most figures have none before them: no pattern tried
    return _divided_again(unit, _PER_PHYSICAL_BEFORE_RE.search(text, reach, start))


def _divided_again(unit: str, per: re.Match[str] | None) -> bool:
    """Whether ``per``, a divisor after or before a figure in ``unit`` (_PER_PHYSICAL_RE,
    _PER_PHYSICAL_BEFORE_RE), makes it no figure of its unit: not a price's or a share's
    (_NOT_DIVIDED_AGAIN), nor a time's per a size in bytes ("45 minutes per TB case")."""
    if per is None or unit in _NOT_DIVIDED_AGAIN:
        return False
    return unit not in TIME_UNITS or _BYTES_END_RE.search(per.group().rstrip()) is None


# A lone 千 that opens a unit's word names the unit, no thousand of another: 千克是质量单位,
# 每千瓦时耗电成本下降, 按千字节计费, 千瓦级的服务器 (as "kilowatt-class" is no figure); and a
# lone 百兆 or 千兆 with no unit after it names a link's class, 千兆网卡, 百兆宽带 (as "Gigabit
# Ethernet" is no figure).  百兆瓦级 keeps its 100 MW: 百 is a numeral there, 兆 the prefix.
_LINK_CLASSES = ("百兆", "千兆")
_WEEKDAYS = frozenset("一二三四五六日天")
_WEEK_WORDS = ("周", "週", "星期", "礼拜", "禮拜")
# ... but a count: 五天 (每周五天, five days a week), 一到两次, 三至五天, and after 每 (每周一
# 到两次, 每周五分钟)
_COUNTED_IN_A_WEEK = frozenset("天日次个個小到至")
_EVERY_WEEK = ("每周", "每週", "每星期", "每礼拜", "每禮拜")
_ABOUT_A_THOUSAND = frozenset("近约約逾超达達过過破")


def _names_a_unit(text: str, a: _Atom, lexicon: UnitLexicon) -> bool:
    """Whether the atom ``a`` is the first character of a unit's name (_LINK_CLASSES), not
    a thousand a word of about or over counts (这台电机功率近千瓦: about 1000 W)."""
    word = text[a.start : a.end]
    if word == "千" and text[a.start - 1 : a.start] not in _ABOUT_A_THOUSAND:
        return lexicon.match(text, a.start) is not None or text.startswith("字节", a.end)
    return word in _LINK_CLASSES and _unit_after(text, a.end, lexicon) is None


def _skip_atom(text: str, a: _Atom, lexicon: UnitLexicon) -> bool:
    if (
        text[a.start : a.end] in _WEEKDAYS
        and text.endswith(_WEEK_WORDS, 0, a.start)
        and not text.endswith(_EVERY_WEEK, 0, a.start)
        and text[a.end : a.end + 1] not in _COUNTED_IN_A_WEEK
    ):
        return True  # 周一, 星期二: a weekday, no figure (周一-5℃ is −5 °C, not 1 to 5)
    if (
        a.scale == 1e3
        and a.end - a.start == 2
        and (
            _RESOLUTION_RE.match(text, a.end)
            or (
                _RESOLUTION_BEFORE_RE.search(text, max(0, a.start - 20), a.start)
                and _unit_after(text, a.end, lexicon, False) is None
            )
            or (
                _SHOOTING_BEFORE_RE.search(text, max(0, a.start - 20), a.start)
                and _CLAUSE_CLOSES_RE.match(text, a.end)
            )
        )
    ):
        return True
    if _CN_ORDINAL_BEFORE_RE.search(text, max(0, a.start - 3), a.start):
        return True  # 第3章, 第 1200 页: an ordinal
    before = text[max(0, a.start - 1) : a.start]
    if before and before in _CN_VAGUE_BEFORE and text[a.start] in _CN_CLASS:
        return True
    if before == "上" and text[a.start] in _CN_UPWARDS_PLACES:
        return True  # 上万, 上千, 上百万: "upwards of", tens of thousands
    if _is_vague_russian(text, a):
        return True
    if _EN_MULTIPLIER_RE.match(text, a.start) and _EN_VAGUE_BEFORE_RE.search(
        text, max(0, a.start - 20), a.start
    ):
        return True
    after = text[a.end : a.end + 4]
    if text[a.start].isdigit() and _ORDINAL_AFTER_RE.match(after) and a.scale == 1.0:
        return True
    if text[a.end : a.end + 2].startswith(".") and text[a.end + 1 : a.end + 2].isdigit():
        return True  # 1.2.3-like tail left after a block
    return False


def _unit_after(
    text: str, pos: int, lexicon: UnitLexicon, names: bool = True
) -> tuple[int, str, float] | None:
    """The end offset, canonical unit and scale of a unit written right after ``pos``
    ("MUSD" and "USD million" carry a scale of 1e6); with ``names``, also after a maker
    or product name ("100 Cerebras wafers": see _NAME_BEFORE_UNIT_RE)."""
    starts = [pos]
    hm = _SPACES_RE.match(text, pos)
    if hm is not None and hm.end() != pos:
        starts.append(hm.end())
    bm = _BULLET_HYPHEN_RE.match(text, pos)
    if bm is not None:
        starts.append(bm.end())
    am = _APPROX_AFTER_RE.match(text, pos) or _CLOSING_QUOTE_RE.match(text, pos)
    if am is not None:
        starts.append(am.end())
    counted: set[int] = set()  # the starts after 个 or 個, where no money is: 2个新元素, 3个加元素
    for p in list(starts):
        cm = _CLASSIFIER_RE.match(text, p)
        if cm is not None:
            starts.append(cm.end())
            if "个" in cm.group() or "個" in cm.group():
                counted.add(cm.end())
    for p in starts:
        if text.startswith("度", p) and (
            named_scale := _TEMPERATURE_SCALE_BEFORE_RE.search(text, max(0, pos - 16), pos)
        ):
            # 摄氏45度, 摄氏零下10度, 华氏105度: 度 after 摄氏 or 华氏 and the figure
            if not named_scale.group("f"):
                return p + 1, "°C", 1.0
            if _no_temperature(text, named_scale.start(), p + 1):
                return None  # 温度提高了华氏10度, 《华氏451度》
            return p + 1, "°F", 1.0
        scale = 1.0
        sc = _SCALED_CURRENCY_RE.match(text, p)
        if sc is not None:
            scale, p = _CURRENCY_SCALES[sc.group("s").lower()], sc.end()
        hundredths = _HUNDREDTHS_RE.match(text, p)
        if hundredths is not None and hundredths.lastgroup is not None:
            return hundredths.end(), hundredths.lastgroup, scale / 100
        gas = _GAS_VOLUMES_RE.match(text, p)
        if gas is not None:
            if _GAS_OUTPUT_BEFORE_RE.search(text, max(0, pos - 48), pos):
                return None  # a day's output: no unit (not 天 of 天然气 as a day)
            return gas.end(), "ft³", _GAS_SCALES[gas.group("s")[:-2].lower()]
        pixels = _PIXELS_AFTER_A_SCALE_RE.match(text, p)
        if pixels is not None:
            return pixels.end(), "MP", scale / 1e6
        hit = lexicon.match(text, p)
        if hit is None and (degrees := _weather_degrees(text, pos, p)) is not None:
            return degrees, "°C", 1.0
        if hit is not None and hit[1] in CURRENCIES and p in counted:
            continue  # money is not counted with 个: 元素 (element), 新元素, 加元素
        if hit is not None:
            if _belongs_to_next_number(text, p, hit[0], lexicon):
                return None
            end, unit = hit
            if text[end - 1] in "时時" and _closes_a_when_clause(text, pos, end, unit):
                before = lexicon.match(text[: end - 1], p)  # 兆瓦 of 兆瓦时
                if before is None and dimension_of(unit) == _CHARGE:
                    return None  # 安 of 安时: a current, bare as "6 安" (安 alone no unit)
                end, unit = before or hit  # 太瓦时 stays: the lexicon has no 太瓦
            if (
                unit == "percent"
                and text.startswith(("п.", "П."), p)
                and _ITEM_NUMBER_BEFORE_RE.search(text, max(0, pos - 12), pos)
            ):
                return None  # "п. 3 п.п. «а» статьи 5": sub-items of a law, no points
            if unit == "MP" and _PER_TIME_OR_FRAME_RE.match(text, end) is not None:
                return None  # "2000 MPix/s", "120 Mpix per frame": no claim unit holds them
            if _divided_again(unit, _PER_PHYSICAL_RE.match(text, end)):
                return None  # "30 Gbps/W", "2 TB/s per watt": no claim unit holds them
            if unit == "USD":
                wm = _SCALE_WORD_RE.match(text, end)
                if wm is not None and wm.group("en"):  # "75 USD million"
                    scale *= _SCALE_WORDS[wm.group("en").lower()]
                    end = wm.end()
            return end, unit, scale
    if text[pos : pos + 1] in _HYPHENS:
        return _hyphen_unit(text, pos, lexicon)
    if (tm := _TIMES_AFTER_RE.match(text, pos)) is not None:
        return tm.end(), "x", 1.0  # "three times as fast": a ratio, as "3x" is
    for p in starts:
        for adj in (_RU_ADJECTIVE_RE, _EN_ADJECTIVE_RE):
            am = adj.match(text, p)
            if am is None or am.group().strip().lower() in EN_NUMBER_WORDS:
                continue
            if adj is _EN_ADJECTIVE_RE and am.group().strip() in _EN_NOT_MODIFIERS:
                continue  # "933-4980 after hours", "1 in tokens per second": no adjective
            q = _SPACES_RE.match(text, am.end())
            hit = lexicon.match(text, q.end() if q else am.end())
            if hit is not None and hit[1] in _MEASURED_ALONE:
                continue  # "500 parking meters", "30,000 smart meters": devices, no metres
            if hit is not None and hit[1] in CURRENCIES and text[hit[0] : hit[0] + 1].isdigit():
                continue  # "$3.2 billion versus $2.9 billion": the sign opens the next figure
            if hit is not None and not _of_an_area_or_volume(am.group(), hit[1]):
                return hit[0], hit[1], 1.0
    return _unit_after_name(text, starts, lexicon) if names else None


# 摄氏 before a figure makes the 度 after it degrees Celsius, and 华氏 degrees Fahrenheit,
# as Chinese news writes a temperature (室外温度达到摄氏45度, 摄氏零下10度, 摄氏 40 度, 华氏
# 105度), and after a range's second figure (摄氏10至15度, 摄氏零下5度到零下10度), where 45度
# alone is an angle as often
_TEMPERATURE_SCALE_BEFORE_RE = lazy_compile(
    r"(?:[摄攝]|(?P<f>[华華]))氏(?:\s|零下|[\d.,零〇一二两兩三四五六七八九十百])+"
    r"(?:度?\s*(?:至|到|~|～|-|–)\s*(?:零下)?[\d.,零〇一二两兩三四五六七八九十百]+)?\s*$"
)


# A bare degree is a temperature in Celsius, as Russian and Chinese write the weather's
# and the body's, where words of frost, warmth or zero follow it ("30 градусов мороза",
# −30 °C, "25 градусов тепла", "15 градусов ниже нуля") or its sentence (a Chinese
# clause) names a temperature, heat, the weather or the air, or a body's fever, and no
# angle, turn, electricity, spirit or Fahrenheit ("Температура воздуха минус 5 градусов",
# "Вода прогрелась до 22 градусов", 今天气温35度, 气温零下10度, 体温38.5度; not "угол
# наклона 30 градусов", "развернулся на 90 градусов", "крепость 40 градусов", 倾斜30度,
# 每天用电10度, 近视600度, 360度全景), a Chinese one after digits (not 一度, 两度, 百度), and
# within what the air or a body may reach: a weather's above 60 degrees or a fever's
# above 45 is an American page's Fahrenheit ("жара достигла 118 градусов", 发烧到102度).
# An English page's "15 degrees" may be either scale: it stays bare.
_BARE_DEGREE_RE = lazy_compile(r"градус(?:а|ов|ах|ам|ами|е|ом)?(?![а-яё])|度(?![电電])")
_WEATHER_AFTER_RE = lazy_compile(rf"(?:{_BELOW_ZERO_WORDS}|{_WARMTH_WORDS})\b", re.IGNORECASE)
_HEAT_RE = lazy_compile(
    r"(?i:\b(?:температур\w*|термометр\w*|градусник\w*|прогре\w*|нагре\w*|разогре\w*"
    r"|остыл\w*|охла[дж]\w*|духовк\w*|печ(?:ь|и|ью)|фритюр\w*|кипен\w*|кипит|бан[яиеюь]"
    r"|саун\w*|парилк\w*|хамам\w*)\b)"
    r"|水温|水溫|(?<!最)高温|(?<!最)高溫|油温|油溫|烤箱|预热|預熱|加热|加熱|炉|爐|窑|窯|熔|开水|開水|沸|桑拿"
    r"|汗蒸"
)
_AIR_RE = lazy_compile(
    r"(?i:\b(?:погод\w*|синоптик\w*|прогноз\w*|мороз(?!ильн)\w*|жар(?:а|ы|у|ой|е)"
    r"|зно[йяюе]\w*|потепл\w*|похолод\w*|оттепел\w*|воздух\w*|холод\w*|пустын\w*)\b"
    r"|\bв[ \u00a0]+тени\b)"
    r"|气温|氣溫|温度|溫度|室温|室溫|低温|低溫|降温|降溫|升温|升溫|零下|零上|天气|天氣|最高|最低"
    r"|空调|空調|冰箱|冷藏|冷冻|冷凍"
)
_BODY_RE = lazy_compile(
    r"(?i:\b(?:жар(?:|ом)|лихорад\w*|больн(?:ой|ого|ому|ым|ая|ую|ых)|пациент\w*|ребён\w*"
    r"|ребен\w*|врач\w*)\b|температур\w*[ \u00a0]+тела)"
    r"|体温|體溫|发烧|發燒|高烧|高燒"
)
_NOT_WEATHER_RE = lazy_compile(
    r"(?i:\b(?:уг(?:ол|л)\w*|наклон\w*|поворот\w*|поверн\w*|развер\w*|разворач\w*"
    r"|разворот\w*|вращ\w*|вираж\w*|курс\w*|направлени\w*|горизонт\w*|широт\w*"
    r"|долгот\w*|азимут\w*|крен\w*|склон\w*|уклон\w*|крутизн\w*|отклон\w*|изгиб\w*"
    r"|зажигани\w*|трюк\w*|прыж\w*|обзор\w*|рул(?:ь|я|ю|ем|е)|крепост\w*|водк\w*"
    r"|спирт\w*|алкогол\w*|напит\w*|вин[аоуе]?|пив\w*|коньяк\w*|самогон\w*|виски"
    r"|настойк\w*|ликёр\w*|ликер\w*|бренди|текил\w*)\b"
    r"|\b[сюзв]\.[ \u00a0]?[шд]\.|ВМТ)"
    r"|角度|夹角|夾角|倾角|傾角|仰角|俯角|视角|視角|坡角|倾|傾|斜|旋转|旋轉|转动|轉動|转弯|轉彎"
    r"|转身|轉身|转体|轉體|翻转|翻轉|弯曲|彎曲|纬|緯|经度|經度|东经|東經|西经|西經|坡|用电|用電"
    r"|耗电|耗電|电量|電量|电费|電費|千瓦|电表|電表|耗|酒(?!店|后|後)|全景|全方位|环绕|環繞|近视"
    r"|近視|远视|遠視|散光|眼镜|眼鏡"
)
_FAHRENHEIT_NAMED_RE = lazy_compile(r"(?i:фаренгейт|fahrenheit)|华氏|華氏")
_FIGURE_BEFORE_RE = lazy_compile(
    r"(?P<minus>[-−–]|(?i:минус)[ \u00a0]*|零下)?(?P<digits>\d+(?:[.,]\d+)?)[ \u00a0]*$"
)
_CHINESE_CLAUSE_BREAK_RE = lazy_compile(r"[.!?](?=\s)|[;。！？；，、\n]|(?<!\d),|,(?!\d)")


def _weather_degrees(text: str, pos: int, start: int) -> int | None:
    """The end of a bare degree at ``start``, after the figure ending at ``pos``, that is a
    temperature in Celsius (_BARE_DEGREE_RE, _WEATHER_AFTER_RE, _HEAT_RE, _AIR_RE,
    _BODY_RE); None else."""
    degree = _BARE_DEGREE_RE.match(text, start)
    if degree is None:
        return None
    chinese = degree.group() == "度"
    breaks = _CHINESE_CLAUSE_BREAK_RE if chinese else _SENTENCE_BREAK_RE
    lo, hi = _sentence_around(text, pos, degree.end(), breaks)
    if _FAHRENHEIT_NAMED_RE.search(text, lo, hi) is not None:
        return None  # "15 градусов ниже нуля по Фаренгейту"
    if _WEATHER_AFTER_RE.match(text, degree.end()) is not None:
        return degree.end()
    if chinese and not (text[pos - 1 : pos].isdigit() or text[pos - 1 : pos] == "零"):
        return None  # 气温一度飙升, 两度突破, 百度天气: no figure of degrees
    heat, air, body = (cue.search(text, lo, hi) for cue in (_HEAT_RE, _AIR_RE, _BODY_RE))
    if (heat is None and air is None and body is None) or _NOT_WEATHER_RE.search(text, lo, hi):
        return None
    figure = _FIGURE_BEFORE_RE.search(text, max(lo, pos - 24), pos)
    if _no_temperature(text, figure.start("digits") if figure else pos, degree.end()):
        return None  # "Нагрейте воду на 5 градусов", 气温下降了10度 ("Поставьте духовку на
        # 180 градусов" is a setting)
    if figure is None or figure.group("minus"):
        return degree.end()  # below zero, "минус 70 градусов" too
    value = float(figure.group("digits").replace(",", "."))
    if (body is not None and value > 45) or (heat is None and body is None and value > 60):
        return None
    return degree.end()


# what a page measures, and of it the measures of space, which a measure may be per
_MEASURED_SPACES = frozenset({"[length]", "[length]**2", "[length]**3"})
_MEASURED = _MEASURED_SPACES | {"[mass]"}
# Units that take no word between them and their figure: a length, an area, a volume or a mass
# but a screen's inch ("6 full inches"): "500 parking meters" are devices
_MEASURED_ALONE = frozenset(
    unit for unit in CANONICAL_UNITS if dimension_of(unit) in _MEASURED and unit != "inch"
)


def _of_an_area_or_volume(adjective: str, unit: str) -> bool:
    """Whether ``adjective`` before a length or a speed makes it an area or a volume
    ("square inches") or a flow: _AREA_OR_VOLUME_RE."""
    return (
        dimension_of(unit).startswith("[length]")  # "2,400 cubic metres per second": no m/s
        and _AREA_OR_VOLUME_RE.match(adjective) is not None
    )


# 时 after a Chinese unit of power is "when", not the hour of an energy, where it closes a
# clause that 当 (每当, 當) opens, a comma after it: "当功耗达到 750 兆瓦时，系统降频" is 750
# MW.  Elsewhere 兆瓦时 is MWh ("耗电 750 兆瓦时，成本下降", "年发电量 2 万兆瓦时"), and so
# it is after 当 in a word (_IN_A_WORD_AFTER_DANG).  Not after 在, which opens 在…时
# ("when") as often as "in" a year or a place before an energy ("在2024年发电 750 兆瓦时，
# 同比增长"), nor where the clause names an energy last (_ENERGY_OR_POWER_RE).  After 安
# or 毫安 too, where the clause names a current (_CURRENT_RE): "当电流达到 1500 毫安时，温度
# 上升" is a current of 1500 mA, no charge of 1500 mAh.
_WHEN_HOUR_RE = lazy_compile(rf"(?<=[瓦安])[时時](?={_H}*[，,])")
# 当前 (now), 当年 (that year), 当天, 当时, 当地, 当然, 当选 (elected), 当作 (taken as)...
_IN_A_WORD_AFTER_DANG = "前年天日月季时時地今下中初然晚场場即期周选選作成做真面"
_WHEN_BREAKS = "。！？；：，\n"  # a clause's breaks, not the "," or "." of a figure (1,000)
# (an ASCII comma before no digit breaks it too: 当电流为 2 安时, 电池充入 3000 毫安时, as
# the reader sees a full-width one, is a charge after the clause)
_WHEN_OPENS_RE = lazy_compile(
    rf"{_OPENS_A_CLAUSE}每?[当當](?![{_IN_A_WORD_AFTER_DANG}])(?:[^{_WHEN_BREAKS},]|,(?=\d))*$"
)


# A word of an energy stored, used, made or released in a 当 clause makes its 兆瓦时 an
# energy, MWh: 当电池储存了 750 兆瓦时，, 当 Sol 训练消耗…, 当储能系统每天释放…, 當發電量
# 達到… (发电量, 用电量, 耗电量: 电量); a word of power makes it a power, MW, the last of them
# before the figure deciding: 当功耗达到…, 当发电功率达到…, 当发电机组出力达到…, 当电站
# 发电能力达到…, 当集群用电需求达到…, 当用电高峰达到…, 当储能项目的装机达到….  发电, 用电
# and 储能 alone tell neither (发电机组, 用电需求, 储能项目), and leave the clause's 时
# "when".  容量 is a power's, a generating unit's or a grid's (机组容量, 电网容量, 装机容量),
# but a store's is an energy, where the battery or the storing is named right before it
# (电池容量, 电池组容量, 储能容量, 存储容量); 当储能系统容量达到… names a system, and is MW.
_ENERGY_OR_POWER_RE = lazy_compile(
    r"(?P<energy>(?:蓄?[电電]池(?:[组組包])?|[储儲]存|存[储儲]|[储儲]能)容量"
    r"|[储儲]存|存[储儲]|消耗|耗[电電]|[释釋]放|[电電]量|[充放][电電]|能耗|能量)"
    r"|[装裝][机機]|出力|能力|需求|[负負][荷载載]|高峰|峰值|功率|功耗|容量"
)
# A current makes the 时 of 安时 or 毫安时 closing a 当 clause "when", where it is the last
# word of current, energy or power before the figure (当充电电流达到 6 安时，: 充电 comes
# before it).  A battery's charge is told with words no list holds, as a milliwatt-hour's
# is (当电池剩余 500 毫安时，), and stays mAh without a current, or with a word of energy
# after it (当电池以 2 安电流放电 3 安时，).
_CURRENT_RE = lazy_compile(r"[电電]流")
_CHARGE = "[current]*[time]"  # the dimension of mAh and Ah


def _closes_a_when_clause(text: str, pos: int, end: int, unit: str) -> bool:
    """Whether the 时 that ends ``unit`` at ``end``, after a number that ends at ``pos``,
    is "when" (_WHEN_HOUR_RE): in a 当 clause whose last word of energy or power before
    the figure is one of power (_ENERGY_OR_POWER_RE), or that has none (for every unit
    but the milliwatt-hour: 兆瓦时, 千瓦时).
    A milliwatt-hour is a battery's as often as a milliwatt is a chip's, and a battery's
    charge is told with words no list holds (当电池剩余 750 毫瓦时, 只剩, 充满, 用掉): its 时
    is "when" only where a word of power names the figure (当功耗达到 750 毫瓦时), and a
    charge's (毫安时, 安时) only where a current does (_CURRENT_RE)."""
    if _WHEN_HOUR_RE.match(text, end - 1) is None:
        return False
    clause = _WHEN_OPENS_RE.search(text, max(0, pos - _CLAUSE_REACH), pos)
    if clause is None:
        return False
    words = list(_ENERGY_OR_POWER_RE.finditer(clause.group()))
    if dimension_of(unit) == _CHARGE:
        currents = list(_CURRENT_RE.finditer(clause.group()))
        return bool(currents) and all(w.end() <= currents[-1].end() for w in words)
    if not words:
        return unit != "mWh"
    return words[-1].group("energy") is None


_MONTH_BEFORE_RE = lazy_compile(rf"(?<![{_LATIN}])(?:{_MONTHS_EN})\.?{_H}+$")


def _may_precede_a_name(text: str, a: _Atom) -> bool:
    """Whether a maker's or product's name may stand between the number ``a`` and its unit:
    not when the number is a year ("By 2027 Cerebras wafer-scale systems will ...") or the
    day of a month ("on March 3 Cerebras wafers ran it")."""
    return not _is_year(a) and _MONTH_BEFORE_RE.search(text, max(0, a.start - 12), a.start) is None


def _is_year(a: _Atom) -> bool:
    """Whether the number ``a`` is written as a year is: four digits, 1900 to 2100."""
    return a.end - a.start == 4 and a.scale == 1.0 and 1900 <= a.value <= 2100


def _unit_after_name(
    text: str, starts: list[int], lexicon: UnitLexicon
) -> tuple[int, str, float] | None:
    """The unit after a maker or product name at one of ``starts`` (_NAME_BEFORE_UNIT_RE)."""
    for p in starts:
        nm = _NAME_BEFORE_UNIT_RE.match(text, p)
        if nm is not None:
            hit = lexicon.match(text, nm.end())
            if hit is None or hit[1] in _MEASURED_ALONE:
                continue  # "50 Itron meters": a maker's devices, no metres
            if not _belongs_to_next_number(text, nm.end(), hit[0], lexicon):
                return hit[0], hit[1], 1.0
    return None


def _hyphen_unit(text: str, pos: int, lexicon: UnitLexicon) -> tuple[int, str, float] | None:
    """The unit of a compound adjective ("900-token", "750-MW", "750-token-per-second"):
    a hyphen at ``pos``, then a unit that starts with a letter and ends the word (not
    "2026-W05"); hyphens inside it read as the spaces of the unit's words."""
    if _HYPHEN_UNIT_RE.match(text, pos) is None:
        return None
    start = pos + 1
    words = text[start : start + _HYPHEN_UNIT_REACH].replace("-", " ").replace("\u2011", " ")
    hit = lexicon.match(words, 0)
    # read no further than the unit's reach and the character after it: a run of
    # hyphenated words ("three-three-…") read to its end at each number took the square
    compound = _COMPOUND_RE.match(text, start, start + _HYPHEN_UNIT_REACH + 2)
    if compound is not None and (hit is None or hit[0] < compound.end() - start):
        # its words alone: the noun after them is the compound's ("the one-wafer-per-layer
        # design"), not a noun that a wafer per layer would name a kind of (THING_ENDS)
        whole = lexicon.match(words[: compound.end() - start], 0)
        if whole is not None and (hit is None or whole[0] > hit[0]):
            hit = whole
    if hit is None:
        return None
    end = start + hit[0]
    if _belongs_to_next_number(text, start, end, lexicon):
        return None
    nxt = text[end : end + 1]
    if nxt.isalnum() or nxt == "_":
        return None
    noun = _NOUNS_NOT_MEASURED.get(hit[1])
    if noun is not None and noun.match(text, end):
        return None  # "a 30,000-foot view"
    return end, hit[1], 1.0


_NOUNS_NOT_MEASURED = {
    unit: lazy_compile(noun, re.IGNORECASE) for unit, noun in NOUNS_NOT_MEASURED.items()
}


def _belongs_to_next_number(text: str, start: int, end: int, lexicon: UnitLexicon) -> bool:
    """A symbol between two numbers ("1 $ 10 dollars", "USD50") is the next number's
    prefix, unless the text writes symbols after numbers ("10 $ 30 $") or the next number
    has another unit after it ("4人民币 5美元", "10 rmb 20 usd", "5 USD 10 tokens": an
    amount has one unit)."""
    pre = lexicon.match_prefix(text, start)
    if pre is None or pre[0] != end:
        return False
    q = _SPACES_RE.match(text, end)
    after = q.end() if q else end
    m = _DIGITS_RE.match(text, after)
    if m is None:
        return False
    q2 = _SPACES_RE.match(text, m.end())
    nxt = lexicon.match(text, q2.end() if q2 else m.end())
    if nxt is not None and nxt[1] != pre[1]:
        return False
    return nxt is None or text[nxt[0] - (end - start) : nxt[0]] != text[start:end]


def _prefix(text: str, pos: int, lexicon: UnitLexicon, floor: int = 0) -> tuple[int, str | None]:
    """Where the mention starts and the unit it implies, looking before the number (but
    not before ``floor``, the end of the previous mention)."""
    lo = max(floor, pos - _PER_BEFORE_REACH)
    before = text[lo:pos]
    pm = _PER_BEFORE_CN_RE.search(before)
    if pm is not None:
        return lo + pm.start(), None
    lo12 = max(floor, pos - 12)
    pm = _PERCENT_BEFORE_RE.search(text[lo12:pos])
    if pm is not None:
        return lo12 + pm.start(), "percent"
    reach = min(pos - floor, 5)
    if reach <= 0 or not lexicon.may_start_prefix(text, pos - reach, pos):
        return pos, None  # no prefix unit can start in the five characters before
    for back in range(reach, 0, -1):
        hit = lexicon.match_prefix(text, pos - back)
        if hit is not None and _PREFIX_GAP_RE.fullmatch(text[hit[0] : pos]):
            return pos - back, hit[1]
    return pos, None


_RATED = frozenset(unit.partition("/")[0] for unit in CANONICAL_UNITS if "/" in unit)
_TIMES_PER = frozenset({"s", "min", "h", "day"})  # _PER_CN's groups that are times


def _rate(unit: str, start: int, number_start: int, end: int, text: str, floor: int) -> str | None:
    """The rate that a phrase before the number makes of ``unit``, where that rate is a
    canonical unit: a Chinese 每秒, 每分钟, 每层 or 每片晶圆 (一秒) right before it (token/s,
    token/min, wafer/layer), or an adverbial earlier in its clause ("Every second, Sol
    writes 750 tokens", "Каждую секунду Sol выдаёт 750 токенов", "Каждый слой Sol
    занимает одну пластину"); None for a length, an area or a mass per a time that no
    canonical unit is (每天行驶500公里).  The adverbial is looked for after ``floor``, the
    end of the previous mention: it is the rate of the first figure after it, not of every later
    count ("Каждую секунду Sol выдаёт 750 токенов при контексте 128 тысяч токенов": the
    context stays a count)."""
    if unit not in _RATED and dimension_of(unit) not in _MEASURED:
        return unit  # no rate of it to make: most units end here
    per = _PER_BEFORE_CN_RE.match(text, start, number_start) if start < number_start else None
    lo = max(floor, start - _CLAUSE_REACH)
    if per is None and any(word in text[lo:start] for word in _RATE_ADVERBIAL_WORDS):
        clause = _CLAUSE_START_RE.search(text, lo, start)
        per = _RATE_ADVERBIAL_RE.search(text, clause.end() if clause else lo, start)
    if (
        per is not None
        and {unit, per.lastgroup} == _PER_THING_COUNTS
        and not _ends_the_phrase(text, end)
    ):
        return unit  # 每层部署在一个晶圆厂: a fab, no wafer per layer
    rate = f"{unit}/{per.lastgroup}" if per is not None else ""
    if rate in CANONICAL_UNITS:
        return rate
    # a measure per a time no unit holds is no figure of the measure: 每天行驶500公里
    # (a day's distance), 每分钟跑200米 (每层3米, a storey's height, is one)
    if per is not None and per.lastgroup in _TIMES_PER and dimension_of(unit) in _MEASURED:
        return None
    return unit


def _per_thing(text: str, q: Quantity, number_start: int) -> Quantity:
    """``q``, a count of wafers or of layers, as the amount per the other thing that words
    after it name (_PER_THING_AFTER_RE: 一片晶圆一层 is 1 wafer/layer) or 每 before it
    names (每片晶圆一层); a count of the thing a canonical unit divides by gives its
    inverse: "one layer per wafer" is 1 wafer/layer, "two layers per wafer" 0.5
    wafer/layer.  The phrase ends with its last thing (_ends_the_phrase: not 每片晶圆一层楼),
    "на пластину" follows a network's layers only (_NETWORK_LAYERS_RE), and no layers a
    verb puts on as a film are per a wafer (_lays_a_film: "Apply one layer to each
    wafer").  (The lexicon's "one wafer per layer" and 每层 before a count of wafers are
    _rate's.)"""
    if q.unit not in _PER_THING_COUNTS or q.low <= 0:
        return q
    end = q.end
    m = _PER_BEFORE_CN_RE.match(text, q.start, number_start) if q.start < number_start else None
    if m is not None:
        if not _ends_the_phrase(text, end):
            return q  # 每片晶圆一层楼: a floor
    else:
        m = _PER_THING_AFTER_RE.match(text, q.end)
        if m is None:
            return q
        if m.group("onto") and not _NETWORK_LAYERS_RE.search(text, q.start, q.end):
            return q  # "нанесите два слоя на каждую пластину": a coating
        if q.unit == "layer" and _lays_a_film(text, q.start):
            return q  # "Apply one layer to each wafer": a coating too
        end = m.end()
    per = m.lastgroup
    if per is None or per == q.unit:
        return q
    if f"{q.unit}/{per}" in CANONICAL_UNITS:
        return replace(q, end=end, unit=f"{q.unit}/{per}")
    if f"{per}/{q.unit}" in CANONICAL_UNITS:
        return replace(q, end=end, low=1 / q.high, high=1 / q.low, unit=f"{per}/{q.unit}")
    return q


_THING_ENDS_RE = lazy_compile(THING_ENDS, re.IGNORECASE)


def _ends_the_phrase(text: str, end: int) -> bool:
    """Whether a count of wafers or of layers that ends at ``end``, after 每 and the thing
    it is per, ends its phrase (THING_ENDS, as _PER_THING_AFTER_RE's last thing does):
    每片晶圆一层 is one wafer per layer, 每片晶圆一层楼高 (a floor), 每片晶圆一层光刻胶 (a
    film) and 每层部署在一个晶圆厂 (a fab) are none."""
    return _THING_ENDS_RE.match(text, end) is not None


def _neighbours(a: _Atom, b: _Atom) -> bool:
    """Whether ``a`` and ``b`` are whole numbers one apart, before any scale word: "two or
    three wafers", "five or six thousand" (_NEIGHBOURS_WORDS); "2.5 or 3.5 wafers" are two
    figures, a choice between two sizes."""
    first, second = a.value / a.scale, b.value / b.scale
    return first.is_integer() and second - first == 1


def _squeezed(unit: str) -> str:
    return "".join(c for c in unit if not c.isspace() and c not in "-‐‑").lower()


_POINTS = frozenset(_squeezed(s) for s in PERCENTAGE_POINTS)


def _in_points(unit: str) -> bool:
    """Whether a unit as written is percentage points (PERCENTAGE_POINTS), not percent."""
    return _squeezed(unit) in _POINTS


# A share does not range by a word to a bare figure that no share is: after it, "to" (至,
# 到) leads to the level a change reached, in units of their own: one with a scale word
# ("Sales fell 5% to 120 million units", 销量下降5%至1.2亿台, "Stake of 2% to 150 million
# shares"), or, after a word of change, one above 100 or more than three times the share
# ("Shares rallied 4.2% to 182.30", "Silver added 1.4% to 23.10", 汇率贬值1%至7.3).  A range
# of shares keeps the first's unit ("Yields of 1% to 4", "Returns of 50% to 200", 利率3%至10
# 不等, "Stocks fell 2% to 3", 降幅5%至10), as do "from 5 million rubles to 10 million", "от
# 5% до 12", 从5%到8 and 5%到8之间 (an opener or a closer).
_SHARES = frozenset({"percent", "bp"})
_SHARE_RANGE_REACH = 3.0
_EN_MOVE_WORDS = (
    "gain gained gains slip slipped slips slid sliding weakened strengthened improved advanced "
    "surged soared spiked skyrocketed plunged tumbled sank dipped rebounded eased firmed lost "
    "rallied slumped shed retreated added appreciated depreciated falling dropping declining "
    "rising climbing ticked widened narrowed hike hiked hikes popped sagged cratered gapped "
    "plummeted"
).split()
# the words of change of a "from X to Y" change and a market's verbs, English and Chinese
_MOVE_WORD_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:{trie([*_EN_CHANGE_WORDS, *_EN_MOVE_WORDS])}|up|down)(?![{LETTER}])",
    re.IGNORECASE,
)
_ZH_CHANGE_BEFORE_RE = lazy_compile(
    rf"(?:上涨|上漲|下跌|下滑|回落|反弹|反彈|走低|走高|上扬|上揚|升值|贬值|貶值|走强|走強|走弱|下挫"
    rf"|攀升|回升|跳水|[降涨漲提][价價]|{_ZH_CHANGE_VERBS})了?{_H}*$"
)


# After the second of two amounts: an equals sign makes them a sum's terms ("$3 - $5 = -$2")
_EQUALS_AFTER_RE = lazy_compile(rf"{_H}*[=＝]")
# Before the second's sign: a minus glued to it and spaced from the first, its loss ("$3 -$5")
_SPACED_MINUS_END_RE = lazy_compile(rf"{_H}[{_MINUS_SIGNS}]$")


# "to", 至 or 到 after a word of change joins a change to the level it reached, however
# near ("Shares fell $2 to $48", "The stock fell $5 to $7", 股价下跌$2至$48), as they did
# before the repeated sign made a range ("could lose $3 billion to $4 billion" is one)
_CHANGE_TO = frozenset({"to", "至", "到"})
_ZH_CHANGE_FROM_RE = lazy_compile(rf"(?:{_ZH_CHANGE_VERBS})了?{_H}*[从從由]{_H}*$")  # 增长从
# "by" before the first amount makes it a change ("lowered the price by $1,000 to $38,990")
_BY_BEFORE_RE = lazy_compile(rf"(?<![{LETTER}])by{_H}+$", re.IGNORECASE)
# What may stand before a third amount of a sequence: "then", 再 ("从$5到$7再到$9")
_THEN_RE = lazy_compile(rf"{_H}*(?:(?:and{_H}+)?then|затем|потом|再|又)?{_H}*", re.IGNORECASE)


def _a_third_amount(text: str, end: int, words: str, sign: str) -> bool:
    """Whether the same ``words`` and currency ``sign`` that joined two amounts follow the
    second, which ends at ``end``, perhaps after "then" or 再: a sequence of three."""
    then = _THEN_RE.match(text, end)
    at = then.end() if then else end
    joint = words.strip()
    if not text.startswith(joint, at):
        return False
    spaces = _SPACES_RE.match(text, at + len(joint))
    return text.startswith(sign, spaces.end() if spaces else at + len(joint))


def _repeated_sign(
    text: str,
    a: _Atom,
    a_unit: tuple[int, str, float] | None,
    b: _Atom,
    lexicon: UnitLexicon,
    floor: int,
) -> tuple[int, int] | None:
    """Where the currency signs of a figure (its number ``a``, its own unit ``a_unit`` if
    any) and of the next, ``b``, start, when ``b``'s repeats the first's: the
    words between them end before it, and an opener ("from", "between", от, между) is
    looked for before the first sign, so that the two read as a range or a change as they
    do with one sign ("$13 billion to $14 billion" as "$13-14 billion", "€5-€7 million",
    "US$13bn to US$14bn", "от $13 млрд до $14 млрд", "$130亿至$140亿之间"); a minus before
    the second sign is none ("$3-$5", _signed_before).  Not two currencies ("$5 to €7"),
    nor a choice ("$5 or $6", 票价$5或$6), a sum ("$3 - $5 = -$2") or a third amount
    after the same words and sign ("from $5 to $7 to $9", "$5-$7-$9", 从$5到$7再到$9: a
    sequence, as _in_chain's "1-2-3"), after ``floor``, the end of the mention before:
    those stay figures of their own, as does a loss after a gain ("$3 -$5", a minus glued
    to the second sign alone), a loss before a gain ("EPS of -$0.05 to $0.05") and a
    change and the level it reached (_CHANGE_TO: "Shares fell $2 to $48", 股价下跌$2至$48,
    "lowered the price by $1,000 to $38,990")."""
    gap_start = a_unit[0] if a_unit is not None else a.end
    sign_start, unit = _prefix(text, b.start, lexicon, gap_start)
    if unit not in CURRENCIES or sign_start == b.start:
        return None
    a_sign_start, a_currency = _prefix(text, a.start, lexicon, floor)
    if a_currency != unit:
        return None
    words, sign = text[gap_start:sign_start], text[sign_start : b.start]
    wm = _RANGE_WORD_RE.match(words)
    if (
        (wm is not None and (wm.group("w") or "").lower() in _NEIGHBOURS_WORDS)
        or "或" in words
        or _EQUALS_AFTER_RE.match(text, b.end)
        or _SPACED_MINUS_END_RE.search(words)
        or (a_sign_start > 0 and text[a_sign_start - 1] in _MINUS_SIGNS)
        or _a_third_amount(text, b.end, words, sign)
        or (floor > 0 and text[floor:a_sign_start] == words)
        or _BY_BEFORE_RE.search(text, max(floor, a_sign_start - 4), a_sign_start)
        or (
            words.strip().lower() in _CHANGE_TO
            and (
                _changed_by(text, a_sign_start, floor)
                or _ZH_CHANGE_FROM_RE.search(text, max(floor, a_sign_start - 6), a_sign_start)
            )
        )
    ):
        return None
    return a_sign_start, sign_start


def _without_a_dash_for_a_minus(
    text: str,
    a: _Atom,
    a_unit: tuple[int, str, float] | None,
    b: _Atom,
    lexicon: UnitLexicon,
    floor: int,
) -> _Atom:
    """The next number ``b`` without the hyphen its digits took for a minus, where that
    hyphen is rather a range's dash set apart from the first bound alone: "70 -100 wafers"
    is 70 to 100, as "70-100 wafers" and "70 - 100 wafers" are.  Only after ``a``, a bare
    number (no unit before or after it) in digits and spaces, and before a unit the two
    share that does not go below zero, rising: a share, money and a figure without a unit
    may ("Margins of 5 -10%", "It costs 70 -100 dollars", "scores 70 -100 points",
    "Temperatures of 5 -10 degrees" keep their minus), as may a true minus sign ("70 −100
    wafers").  ``b`` itself otherwise."""
    if (
        a_unit is not None
        or a.weak
        or text[b.start] != "-"
        or not a.value < -b.value
        or not text[a.end : b.start]
        or _SPACES_RE.fullmatch(text, a.end, b.start) is None
        or _prefix(text, a.start, lexicon, floor)[1] is not None
    ):
        return b
    unit = _unit_after(text, b.end, lexicon)
    if unit is None or unit[1] in CURRENCIES or unit[1] in _SHARES:
        return b
    return replace(b, start=b.start + 1, value=-b.value)


# The words of a range, after its opener, whose bounds may fall (see _range)
_FALLING_WORDS = frozenset({"до", "and", "и"})
# ... and a verb of a range right before "from", whose "to" may fall too
_RANGED_BEFORE_RE = lazy_compile(r"\b(?:rang(?:e|es|ed|ing)|var(?:y|ies|ied|ying))\s+$")
# A gap that ends in an en dash glued to the second bound after a word or a range's
# mark, the dash a minus (with a temperature: _range): " до –", "…–", " to –" (a space
# alone before it sets a range's dash apart, "20 –30 °C", as "70 -100 wafers")
_DASHED_BOUND_GAP_RE = lazy_compile(r"\S\s*–$")


# Three dots typed for an ellipsis between two bounds, a minus perhaps glued to the second
_DOTS_GAP_RE = lazy_compile(r"\.\.\.(?P<minus>[-−])?")
_ELLIPSES = ("…", "...")


def _in_celsius(
    text: str, a_unit: tuple[int, str, float] | None, b: _Atom, lexicon: UnitLexicon
) -> bool:
    """Whether a range's bounds, the first's unit ``a_unit`` or the unit after ``b``, are
    temperatures, whose upper bound a plus may sign ("от 0 до +40 °C"; a plus before a
    share's, "from -5% to +3%", is a change's sign as often)."""
    unit = a_unit or _unit_after(text, b.end, lexicon)
    return unit is not None and unit[1] in _TEMPERATURE_UNITS


def _range(
    text: str,
    a: _Atom,
    a_unit: tuple[int, str, float] | None,
    b: _Atom,
    signs: tuple[int, int] | None,
    lexicon: UnitLexicon,
    floor: int,
) -> Quantity | None:
    gap_start = a_unit[0] if a_unit is not None else a.end
    gap = text[gap_start : signs[1] if signs else b.start]
    # A temperature's signs, which its digits leave out: a plus, "от -40 до +85 °C", "от +2
    # до +8 °C", 为-40~+85℃ (no gap), and a typesetter's en dash for a minus glued to either
    # bound after no word nor figure, "от –25 до –18 °C", "–30…–10 °C" (the unit after
    # the second bound asked once, where a sign may need it)
    sign = text[a.start - 1 : a.start] if a.start > floor else ""
    has_plus = "+" in text[max(0, a.start - 1) : b.start]
    dashed_b = _DASHED_BOUND_GAP_RE.search(gap) is not None
    celsius = (has_plus or dashed_b or sign == "–") and _in_celsius(text, a_unit, b, lexicon)
    plus = has_plus and celsius
    if plus and gap.endswith("+"):
        gap = gap[:-1]
    elif dashed_b and celsius:
        gap, b = gap[:-1], replace(b, start=b.start - 1, value=-b.value)
    dots = _DOTS_GAP_RE.fullmatch(gap)
    if dots is not None:
        # an ellipsis typed as three dots, "5...10 мс", "−30...−10 °C": the minus after
        # them is no decimal point's (_DIGITS_RE leaves it out)
        gap = "…"
        if dots.group("minus"):
            b = replace(b, start=b.start - 1, value=-b.value)
    if "\n" in gap or len(gap) > _RANGE_GAP_REACH:
        return None
    start, prefix_unit = _prefix(text, a.start, lexicon, floor)
    signed = sign in ("+", "–") and celsius  # the first bound's (a plus opens "от +2 до +8 °C")
    dashed = (
        signed
        and sign == "–"
        and _NOT_A_SIGN_AFTER_RE.match(text[a.start - 2 : a.start - 1]) is None
    )
    if dashed and start == a.start:
        start -= 1
    closer = None  # 之间 closing "20和30之间"
    word = ""  # the word between the bounds
    opened = False  # by a word before the first bound: from, от, between
    symbolic = _RANGE_SEP_RE.fullmatch(gap) is not None
    if _CN_BETWEEN_GAP_RE.fullmatch(gap) is not None:
        b_end = _unit_after(text, b.end, lexicon)
        closer = _CN_BETWEEN_END_RE.match(text, b_end[0] if b_end else b.end)
        if closer is None and not symbolic:
            return None
    elif not symbolic:
        wm = _RANGE_WORD_RE.match(gap)
        if wm is None:
            return None
        word = "at most" if wm.group("most") else wm.group("w").lower()
        if word in _NEIGHBOURS_WORDS and (a_unit is not None or not _neighbours(a, b)):
            return None  # "5 US dollars or 6 dollars": two figures, each of its own unit
        opener = _OPENER_RE.get(word)
        if opener is not None:
            lo = max(floor, a.start - _OPENER_REACH)
            first = a.start - 1 if signed else a.start
            om = opener.search(text, lo, signs[0] if signs else first)
            if om is not None:
                start, opened = om.start(), True
                if dashed and word == "to" and _change_word_before(text, lo, start):
                    return None  # "rose from –30 to –10 °C", a change (see _is_change)
            elif word not in ("to", "through"):
                return None
    explicit = symbolic or closer is not None
    # "one" opens a range as a number when a unit closes it ("one to two wafers"; the
    # unit is asked for below), though alone it is an article
    if b.weak == "article" or (a.weak and a.weak not in ("single", "article") and not explicit):
        return None
    if a.weak == "article" and b.weak not in ("", "single"):  # 一到两片: 两 a digit alone
        return None
    low = a.value if a.low is None else a.low
    # 三到四千: 3000 to 4000, not 3 to; 三到四千万 3e7 to 4e7 (a digit alone before 到 shares
    # the hundreds or thousands of the digit after it, and its scale word)
    place = _CN_HUNDREDS.get(text[b.start + 1 : b.start + 2], 0.0) * b.scale
    if (
        a.end - a.start == 1
        and _CN_SHARED_PLACE_RE.fullmatch(text, b.start, b.end)
        and a.value * place <= b.value
    ):
        low = a.value * place
    elif a.scale == 1.0 and b.scale != 1.0 and a.value <= b.value / b.scale:
        low = a.value * b.scale
    if dashed:
        low = -low
    high = b.value
    # a Russian forecast's cold spell, below zero and falling: "ночью от −5 до −10 °C",
    # "−5…−10 °C", "between –18 and –24 °C" (a temperature's only: the unit is asked
    # below); not after a word of change, "Температура понизится от −5 до −10 °C" (a
    # fall, two figures), nor "from -5 to -10 °C", which says a fall as often, but after
    # a verb of a range, "temperatures ranged from -18 °C to -34 °C"
    falling = (
        low > high
        and high < 0
        and (
            gap == "…"
            or (
                opened
                and word in _FALLING_WORDS
                and not _change_word_before(text, max(floor, start - _CLAUSE_REACH), start)
            )
            or (opened and word == "to" and _RANGED_BEFORE_RE.search(text, floor, start))
        )
    )
    if low > high and not falling:
        return None
    b_unit = _unit_after(text, b.end, lexicon)
    if b_unit is not None and _symbol_of_another_thing(text, start, b.end, b_unit[0]):
        b_unit = None  # "Read chapters 3–5 V for background", "Sizes 2-3 L are sold out"
    if gap == "…" and (
        b_unit is None
        or text.startswith(_ELLIPSES, b_unit[0])
        or text.endswith(_ELLIPSES, 0, a.start)
    ):
        return None  # "1234…5678" masks a number, "10%…50%…100%" is a sequence
    if b_unit is not None and prefix_unit is not None and b_unit[1] != prefix_unit:
        b_unit = None  # "$5-10 per month" costs USD, as for one number
    end = b.end
    unit = prefix_unit
    if b_unit is not None:
        end, unit_b, scale_b = b_unit
        if a_unit is not None and a_unit[1] != unit_b:
            return None
        if a_unit is not None and _in_points(text[a.end : a_unit[0]]) != _in_points(
            text[b.end : end]
        ):
            return None  # "by 1.8 percentage points to 23.5%": a change, then a level
        if (
            a_unit is not None
            and word == "to"
            and not opened
            and unit_b not in ("percent", *_SHARES)
            and _changed_by(text, a.start, floor)
        ):
            return None  # "Output fell 3 MW to 240 MW": a change, then a level
        if a_unit is None or a_unit[2] == 1.0:
            low, high = low * scale_b, high * scale_b
        else:  # each bound in its own unit's scale: "2,800 Bcf to 2,900 Bcf", "5 MUSD to 10 MUSD"
            low, high = low * a_unit[2], high * scale_b
        unit = unit_b
    elif a_unit is not None:
        if (
            a_unit[1] in _SHARES
            and not opened
            and closer is None
            and (word or gap.strip() in _SPAN_TO)
            and _CHANGE_OPENER_RE["zh"].search(text, max(floor, a.start - 2), a.start) is None
            and (
                b.scale != 1.0
                or (
                    (b.value > 100.0 or b.value > _SHARE_RANGE_REACH * a.value)
                    and _changed_by(text, a.start, floor)
                )
            )
        ):
            return None  # "fell 5% to 120 million units": a change, then a count
        unit = a_unit[1]
        low, high = low * a_unit[2], high * a_unit[2]
    if unit is not None:
        unit = _rate(unit, start, a.start, end, text, floor)
    counted = _CN_MEASURE_RE.match(text, b.end) is not None
    if unit is None and (b.weak or (a.weak and not (a.weak == "article" and counted))):
        return None
    if falling:
        if unit not in _TEMPERATURE_UNITS:
            return None
        low, high = high, low
    if closer is not None:
        end = closer.end()
    scaled = a.scale != 1.0 or b.scale != 1.0
    if word in _NEIGHBOURS_WORDS and unit is None and not scaled:
        return None
    return _per_thing(text, Quantity(start, end, low, high, unit, "number", scaled), a.start)
