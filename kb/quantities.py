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
  identifiers with digits (GPT-5.6, K2.6, WSE-3, NVL72, H200, 4o), version numbers
  (1.2.3), list markers at the start of a line ("1. ", "5) "), ordinals (第一, 4th).
* Articles: Chinese 一, Russian один/одна/одну/..., English "one" are reported only when
  a unit from the lexicon follows (一片晶圆 -> 1 wafer, один сетевой слой -> 1 layer,
  "one wafer" -> 1 wafer); "a"/"an" never are.  Likewise a lone Chinese digit (两, 五,
  十) needs a classifier (个) or a unit, and a bare scale word (万亿参数, триллионом
  параметров) needs a unit.  Vague counts (数十个, 多万亿) are skipped.
* Approximation words (about, 约, 接近, около, почти) do not change the value and are
  not part of the span.  Range openers (от, between, from) and unit words are.
* A range's scale word applies to both ends when the first end has none:
  "от 2 до 4 триллионов" and "2 to 4 trillion" are 2e12..4e12.
* Chinese rate phrases put 每秒 before the number: "每秒处理近 1000 个 token" is
  1000 token/s and its span starts at 每秒.
* Dates (2026年6月, 2026 年 1 月, June 2026, в июне 2026 года, 2026-07-01) are found
  with kind "date" and low = high = the year.
* Our sources turned hyphens into bullet lines ("4\\n• bit" for 4-bit, "WSE\\n\\n• 3"
  for WSE-3): such a break between a number and a unit is read as a hyphen, and a
  number right after "<letters>\\n• " is treated as part of an identifier.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kb.numerals import (
    CN_NUMERAL_CHARS,
    EN_NUMBER_WORDS,
    RU_NUMBER_WORDS,
    SUFFIX_SCALES,
    normalize_digits,
    parse_chinese,
    parse_digits,
    parse_english,
    parse_number,
    parse_russian,
)
from kb.unit_lexicon import DEFAULT_LEXICON, UnitLexicon
from kb.units import CANONICAL_UNITS

__all__ = ["DEFAULT_LEXICON", "Quantity", "UnitLexicon", "find_quantities", "parse_number"]


@dataclass(frozen=True)
class Quantity:
    """One number mention: ``text[start:end]`` is the whole mention, unit words included."""

    start: int
    end: int
    low: float
    high: float
    unit: str | None
    kind: str  # "number" or "date"


@dataclass
class _Atom:
    """A number found in the text, before units and ranges are attached."""

    start: int
    end: int
    value: float
    scale: float = 1.0  # multiplier of a trailing scale word or suffix (万, million, K)
    weak: str = ""  # "article", "single", "bare-scale": reported only before a unit


# --------------------------------------------------------------------------- patterns

_H = r"[ \t\u00a0\u202f\u2009\u2007\u3000]"  # horizontal space
_LATIN = "A-Za-z"
_LETTER = "A-Za-zА-Яа-яЁё"

_URL_RE = re.compile(r"(?:https?://|ftp://|www\.)[^\s<>\"'）)\]]+|\]\([^)\s]*\)", re.IGNORECASE)
_CODE_RE = re.compile(r"```.*?(?:```|\Z)|~~~.*?(?:~~~|\Z)|`[^`\n]+`", re.DOTALL)
_IDENT_RE = re.compile(
    rf"(?<![{_LATIN}\d_])[{_LATIN}]+(?:[-‑_]|\n+•{_H}*)?\d[{_LATIN}\d_]*(?:[.\-‑]\d[{_LATIN}\d_]*)*"
    rf"|(?<![{_LATIN}\d_.])\d+[{_LATIN}][{_LATIN}\d]*(?:[.\-]\d[{_LATIN}\d_]*)*"
)
_VERSION_RE = re.compile(r"(?<![\w.])v?\d+(?:\.\d+){2,}(?![\w])")
_LIST_MARKER_RE = re.compile(rf"^{_H}*(?:[#>]+{_H}*)?(\d{{1,3}})[.)](?={_H}|$)", re.MULTILINE)

_MONTHS_EN = (
    r"January|February|March|April|May|June|July|August|September|October|November|December"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec"
)
_MONTHS_RU = (
    r"январ[ьяе]|феврал[ьяе]|март[ае]?|апрел[ьяе]|ма[йяе]|июн[ьяе]|июл[ьяе]|август[ае]?"
    r"|сентябр[ьяе]|октябр[ьяе]|ноябр[ьяе]|декабр[ьяе]"
)
_DATE_RES = (
    re.compile(r"(?<![\d\-])(?P<y>\d{4})-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?(?![\d\-])"),
    re.compile(
        rf"(?<!\d)(?P<y>\d{{4}}){_H}*年(?:{_H}*\d{{1,2}}{_H}*月(?:{_H}*\d{{1,2}}{_H}*[日号])?)?"
    ),
    re.compile(
        rf"\b(?:\d{{1,2}}{_H}+)?(?:{_MONTHS_EN})\.?{_H}+(?:\d{{1,2}},?{_H}+)?(?P<y>\d{{4}})(?!\d)"
    ),
    re.compile(
        rf"(?<![{_LETTER}])(?:\d{{1,2}}{_H}+)?(?:{_MONTHS_RU}){_H}+(?P<y>\d{{4}})"
        rf"(?:{_H}*(?:года|году|год|г\.))?(?!\d)",
        re.IGNORECASE,
    ),
    re.compile(rf"(?<![\d.])(?P<y>\d{{4}}){_H}*(?:года|году|год|г\.)(?![{_LETTER}])"),
    re.compile(r"(?<![\d./])\d{1,2}[./]\d{1,2}[./](?P<y>\d{4}|\d{2})(?![\d./])"),
)

_DIGITS_RE = re.compile(
    r"""
    (?P<sign>(?<![\w.,\-–])[-−](?=\d))?
    (?:
        \d{1,3}(?:(?P<sep>[,\u00a0\u202f\u2009\u2007 ])\d{3})(?:(?P=sep)\d{3})*(?:\.\d+)?
      | \d+(?:\.\d+|,\d{1,2}(?![\d,]))?
      | (?<![\w.])\.\d+
    )
    (?!\d)
    """,
    re.VERBOSE,
)
_SUFFIX_RE = re.compile(
    rf"(?:(?P<glued>[KkMBbTtGg]|bn|mln|bln|tln|mm|mil)|{_H}?(?P<spaced>bn|mln|bln|tln))"
    rf"(?![{_LETTER}\d])"
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
_SCALE_WORD_RE = re.compile(
    rf"{_H}*(?:(?P<en>thousand|million|billion|trillion)s?"
    rf"|(?P<ru>тыс\.?|млн\.?|млрд\.?|трлн\.?|тысяч[аиуеь]?|тысячами|тысячей"
    rf"|(?:миллион|миллиард|триллион)(?:ами|ах|ов|ом|ам|а|у|е|ы)?))(?![{_LETTER}])",
    re.IGNORECASE,
)
_CN_CLASS = CN_NUMERAL_CHARS
_CN_RUN_RE = re.compile(rf"[0-9.,{_CN_CLASS}点點]*[{_CN_CLASS}][0-9.,{_CN_CLASS}点點]*")
_CN_MEGA_UNIT_RE = re.compile(r"兆(?=[瓦赫字位比帕焦欧像])")
_CN_BIG = "万萬亿億兆"
_CN_IDIOMS = frozenset(
    {"十分", "万一", "千万", "一一", "万万", "千千万万", "九九", "百分百", "千百"}
)
_CN_VAGUE_BEFORE = "数數几幾多余"

_EN_WORDS = sorted(EN_NUMBER_WORDS | {"point"}, key=len, reverse=True)
_EN_RUN_RE = re.compile(
    rf"(?<![{_LETTER}])(?:(?:minus|negative){_H}+)?(?:an?{_H}+(?=hundred|thousand|million|billion|trillion))?"
    rf"(?:{'|'.join(_EN_WORDS)})(?:(?:{_H}*-{_H}*|{_H}+)(?:and{_H}+)?(?:{'|'.join(_EN_WORDS)}))*"
    rf"(?![{_LETTER}])",
    re.IGNORECASE,
)
_RU_WORDS = sorted(
    RU_NUMBER_WORDS | {"целых", "целая", "целой", "целые", "целую"}, key=len, reverse=True
)
_RU_FRACTION_WORD = r"(?:десят|сот|тысячн|десятитысячн|стотысячн|миллионн)\w*"
_RU_RUN_RE = re.compile(
    rf"(?<![{_LETTER}])(?:минус{_H}+)?(?:(?:полтора|полторы|полутора)(?![{_LETTER}])|"
    rf"(?:{'|'.join(_RU_WORDS)})(?![{_LETTER}])"
    rf"(?:{_H}+(?:и{_H}+)?(?:(?:{'|'.join(_RU_WORDS)})|{_RU_FRACTION_WORD})(?![{_LETTER}]))*"
    rf"(?:{_H}+с{_H}+половиной(?![{_LETTER}]))?)",
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
    | {"триллиона", "триллионов", "триллионом", "сто", "сотня", "сотни"}
)

_RANGE_SEP_RE = re.compile(
    rf"{_H}*(?:-|–|—|~|～|〜|－|至|到|~)\s*$|^{_H}*(?:-|–|—|~|～|〜|－|至|到){_H}*$"
)
_RANGE_WORD_RE = re.compile(
    rf"^{_H}*(?P<w>to|through|and|до|и|по|或)(?![{_LETTER}]){_H}*$", re.IGNORECASE
)
_OPENER_RE = {
    "to": re.compile(rf"(?:(?<![{_LETTER}])from{_H}+)$", re.IGNORECASE),
    "through": re.compile(rf"(?:(?<![{_LETTER}])from{_H}+)$", re.IGNORECASE),
    "and": re.compile(rf"(?<![{_LETTER}])between{_H}+$", re.IGNORECASE),
    "до": re.compile(rf"(?<![{_LETTER}])от{_H}+$", re.IGNORECASE),
    "и": re.compile(rf"(?<![{_LETTER}])между{_H}+$", re.IGNORECASE),
    "по": re.compile(rf"(?<![{_LETTER}])с{_H}+$", re.IGNORECASE),
}
_PER_SECOND_BEFORE_RE = re.compile(
    rf"每秒(?:钟|鐘)?{_H}*(?:处理|處理|生成|输出|輸出|产生|產生)?{_H}*"
    rf"(?:约|約|近|接近|高达|高達|超过|超過|达到|達到|最多|大约|大約|将近|將近)?{_H}*$"
)
_PERCENT_BEFORE_RE = re.compile(rf"[百佰]{_H}*分{_H}*之{_H}*$")
_PREFIX_GAP_RE = re.compile(rf"{_H}?$")
_BULLET_HYPHEN_RE = re.compile(rf"\n+•{_H}*")
_CLASSIFIER_RE = re.compile(rf"{_H}*[个個]{_H}*")
_RU_ADJECTIVE_RE = re.compile(
    rf"{_H}+[а-яё]+(?:ых|их|ой|ый|ий|ая|яя|ую|юю|ое|ее|ые|ие|ого|его|ому|ему)(?![{_LETTER}])",
    re.IGNORECASE,
)
_EN_ADJECTIVE_RE = re.compile(rf"{_H}+(?!and\b|to\b|or\b)[a-z]+(?![{_LETTER}])")
_ORDINAL_AFTER_RE = re.compile(
    rf"(?:st|nd|rd|th|-?(?:й|я|е|го|му|м|х|ый|ой|ая|ье))(?![{_LETTER}])", re.IGNORECASE
)


# --------------------------------------------------------------------------- the reader


def find_quantities(text: str, lexicon: UnitLexicon = DEFAULT_LEXICON) -> list[Quantity]:
    """Every quantity in ``text``, sorted by start, spans never overlapping."""
    norm = normalize_digits(text)
    blocked = _blocked_spans(norm)
    dates = _find_dates(norm, blocked)
    blocked_all = blocked + [(q.start, q.end) for q in dates]
    atoms = _find_atoms(norm, blocked_all)
    numbers = _assemble(norm, atoms, lexicon)
    found = sorted(dates + numbers, key=lambda q: (q.start, -q.end))
    result: list[Quantity] = []
    for q in found:
        if result and q.start < result[-1].end:
            continue
        result.append(q)
    return result


def _overlaps(start: int, end: int, spans: list[tuple[int, int]]) -> bool:
    return any(s < end and start < e for s, e in spans)


def _blocked_spans(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for regex in (_URL_RE, _CODE_RE, _VERSION_RE):
        spans.extend(m.span() for m in regex.finditer(text))
    for m in _IDENT_RE.finditer(text):
        if not _is_number_with_unit_suffix(m.group()):
            spans.append(m.span())
    for m in _LIST_MARKER_RE.finditer(text):
        spans.append(m.span(1))
    return spans


_GLUED_UNIT_RE = re.compile(
    r"\d+(?:[.,]\d+)?(?:[KkMBbTtGg]|bn|mln|bln|tln|mm|mil|x|GB|MW|W|bit|bits|TB/s|tok/s|t/s|tps)",
)


def _is_number_with_unit_suffix(token: str) -> bool:
    """``128K``, ``1.05M``, ``3x``, ``16bit`` look like identifiers but are quantities."""
    return _GLUED_UNIT_RE.fullmatch(token) is not None


def _find_dates(text: str, blocked: list[tuple[int, int]]) -> list[Quantity]:
    found: list[Quantity] = []
    taken: list[tuple[int, int]] = []
    for regex in _DATE_RES:
        for m in regex.finditer(text):
            start, end = m.span()
            if _overlaps(start, end, blocked) or _overlaps(start, end, taken):
                continue
            year = float(m.group("y"))
            if len(m.group("y")) == 2:
                year += 2000 if year < 50 else 1900
            taken.append((start, end))
            found.append(Quantity(start, end, year, year, None, "date"))
    return found


def _find_atoms(text: str, blocked: list[tuple[int, int]]) -> list[_Atom]:
    candidates: list[_Atom] = []
    candidates.extend(_digit_atoms(text))
    candidates.extend(_chinese_atoms(text))
    candidates.extend(_word_atoms(text, _EN_RUN_RE, parse_english, _EN_SCALE_TAIL))
    candidates.extend(_word_atoms(text, _RU_RUN_RE, parse_russian, _RU_SCALE_TAIL))
    candidates.sort(key=lambda a: (a.start, -(a.end - a.start)))
    atoms: list[_Atom] = []
    for a in candidates:
        if atoms and a.start < atoms[-1].end:
            continue
        if _overlaps(a.start, a.end, blocked):
            continue
        atoms.append(a)
    return atoms


def _digit_atoms(text: str) -> list[_Atom]:
    atoms: list[_Atom] = []
    for m in _DIGITS_RE.finditer(text):
        start, end = m.span()
        value = parse_digits(m.group().replace("−", "-"))
        if value is None:
            continue
        scale = 1.0
        sm = _SUFFIX_RE.match(text, end)
        wm = _SCALE_WORD_RE.match(text, end)
        if sm is not None:
            suffix = (sm.group("glued") or sm.group("spaced") or "").lower()
            scale = SUFFIX_SCALES[suffix]
            end = sm.end()
        elif wm is not None:
            word = (wm.group("en") or wm.group("ru") or "").lower().rstrip(".")
            scale = _SCALE_WORDS.get(word) or _ru_scale(word)
            end = wm.end()
        else:
            cm = re.compile(rf"{_H}*(万亿|萬億|亿|億|万|萬)").match(text, end)
            if cm is not None:
                scale = {"万亿": 1e12, "萬億": 1e12, "亿": 1e8, "億": 1e8}.get(cm.group(1), 1e4)
                end = cm.end()
        atoms.append(_Atom(start, end, value * scale, scale))
    return atoms


def _ru_scale(word: str) -> float:
    if word.startswith("тыс"):
        return 1e3
    if word.startswith("миллиард") or word.startswith("млрд"):
        return 1e9
    if word.startswith("миллион") or word.startswith("млн"):
        return 1e6
    return 1e12


def _chinese_atoms(text: str) -> list[_Atom]:
    atoms: list[_Atom] = []
    for m in _CN_RUN_RE.finditer(text):
        start, end = m.span()
        mega = _CN_MEGA_UNIT_RE.search(text, start, end + 1)
        if mega is not None and mega.start() < end:
            end = mega.start()
        # longest prefix that reads as one number, trimming trailing punctuation
        while end > start:
            chunk = text[start:end]
            if chunk[-1] in ".,点點":
                end -= 1
                continue
            value = parse_chinese(chunk)
            if value is not None:
                break
            end -= 1
        else:
            continue
        chunk = text[start:end]
        if not any(c in _CN_CLASS for c in chunk):
            continue  # plain digits: the digit reader handles them
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
        elif chunk in _CN_BIG or chunk in ("万亿", "萬億", "亿万"):
            weak = "bare-scale"
        elif len(chunk) == 1:
            weak = "single"
        elif chunk in _CN_IDIOMS:
            weak = "bare-scale"
        atoms.append(_Atom(start, end, value, scale, weak))
    return atoms


_EN_SCALE_TAIL = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
_RU_SCALE_TAIL = {"тыс": 1e3, "тысяч": 1e3, "миллион": 1e6, "миллиард": 1e9, "триллион": 1e12}


def _word_atoms(
    text: str,
    regex: re.Pattern[str],
    parse: object,
    scale_tail: dict[str, float],
) -> list[_Atom]:
    assert callable(parse)
    atoms: list[_Atom] = []
    pos = 0
    while True:
        m = regex.search(text, pos)
        if m is None:
            break
        start = m.start()
        words = list(re.finditer(r"[^\s\-]+", m.group()))
        found: _Atom | None = None
        for n in range(len(words), 0, -1):
            end = start + words[n - 1].end()
            chunk = text[start:end]
            if chunk.lower().split()[-1] in ("and", "и", "point", "minus", "минус", "a", "an"):
                continue
            value = parse(chunk)
            if isinstance(value, float):
                last = chunk.lower().split()[-1].split("-")[-1]
                scale = next((v for k, v in scale_tail.items() if last.startswith(k)), 1.0)
                key = chunk.lower()
                weak = ""
                if key in _ARTICLES:
                    weak = "article"
                elif key in _BARE_SCALES:
                    weak = "bare-scale"
                found = _Atom(start, end, value, scale, weak)
                break
        if found is None:
            pos = start + max(1, words[0].end() if words else 1)
            continue
        atoms.append(found)
        pos = found.end
    return atoms


def _assemble(text: str, atoms: list[_Atom], lexicon: UnitLexicon) -> list[Quantity]:
    out: list[Quantity] = []
    i = 0
    while i < len(atoms):
        a = atoms[i]
        if _skip_atom(text, a):
            i += 1
            continue
        a_unit = _unit_after(text, a.end, lexicon)
        # ranges: A <sep> B, scale and unit shared
        if i + 1 < len(atoms):
            rng = _range(text, a, a_unit, atoms[i + 1], lexicon)
            if rng is not None:
                out.append(rng)
                i += 2
                continue
        start, unit = _prefix(text, a.start, lexicon)
        if a.weak and a_unit is None and unit is None:
            i += 1
            continue
        value = a.value
        if text[max(0, start - 1) : start] in ("负", "負") and text[a.start].isdigit():
            start, value = start - 1, -value
        end = a.end
        if a_unit is not None:
            end, unit_after = a_unit
            unit = _per_second(unit_after, start, a.start, text)
        out.append(Quantity(start, end, value, value, unit, "number"))
        i += 1
    return out


def _skip_atom(text: str, a: _Atom) -> bool:
    before = text[max(0, a.start - 1) : a.start]
    if before in ("第",):
        return True
    if before and before in _CN_VAGUE_BEFORE and text[a.start] in _CN_CLASS:
        return True
    after = text[a.end : a.end + 4]
    if text[a.start].isdigit() and _ORDINAL_AFTER_RE.match(after) and a.scale == 1.0:
        return True
    if text[a.end : a.end + 2].startswith(".") and text[a.end + 1 : a.end + 2].isdigit():
        return True  # 1.2.3-like tail left after a block
    return False


def _unit_after(text: str, pos: int, lexicon: UnitLexicon) -> tuple[int, str] | None:
    """The end offset and canonical unit of a unit written right after ``pos``."""
    starts = [pos]
    hm = re.compile(rf"{_H}*").match(text, pos)
    if hm is not None and hm.end() != pos:
        starts.append(hm.end())
    bm = _BULLET_HYPHEN_RE.match(text, pos)
    if bm is not None:
        starts.append(bm.end())
    for p in list(starts):
        cm = _CLASSIFIER_RE.match(text, p)
        if cm is not None:
            starts.append(cm.end())
    for p in starts:
        hit = lexicon.match(text, p)
        if hit is not None:
            return hit
    for p in starts:
        for adj in (_RU_ADJECTIVE_RE, _EN_ADJECTIVE_RE):
            am = adj.match(text, p)
            if am is None or am.group().strip().lower() in EN_NUMBER_WORDS:
                continue
            q = re.compile(rf"{_H}*").match(text, am.end())
            hit = lexicon.match(text, q.end() if q else am.end())
            if hit is not None:
                return hit
    return None


def _prefix(text: str, pos: int, lexicon: UnitLexicon) -> tuple[int, str | None]:
    """Where the mention starts and the unit it implies, looking before the number."""
    before = text[max(0, pos - 16) : pos]
    pm = _PER_SECOND_BEFORE_RE.search(before)
    if pm is not None:
        return pos - (len(before) - pm.start()), None
    pm = _PERCENT_BEFORE_RE.search(text[max(0, pos - 12) : pos])
    if pm is not None:
        return pos - (min(pos, 12) - pm.start()), "percent"
    for back in range(min(pos, 5), 0, -1):
        hit = lexicon.match_prefix(text, pos - back)
        if hit is not None and _PREFIX_GAP_RE.fullmatch(text[hit[0] : pos]):
            return pos - back, hit[1]
    return pos, None


def _per_second(unit: str, start: int, number_start: int, text: str) -> str:
    if start < number_start and text[start : start + 2] == "每秒":
        rate = unit + "/s"
        if rate in CANONICAL_UNITS:
            return rate
    return unit


def _range(
    text: str,
    a: _Atom,
    a_unit: tuple[int, str] | None,
    b: _Atom,
    lexicon: UnitLexicon,
) -> Quantity | None:
    gap_start = a_unit[0] if a_unit is not None else a.end
    gap = text[gap_start : b.start]
    if "\n" in gap or len(gap) > 12:
        return None
    start, prefix_unit = _prefix(text, a.start, lexicon)
    if _RANGE_SEP_RE.fullmatch(gap) is None:
        wm = _RANGE_WORD_RE.match(gap)
        if wm is None:
            return None
        opener = _OPENER_RE.get(wm.group("w").lower())
        if opener is not None:
            om = opener.search(text[max(0, a.start - 12) : a.start])
            if om is not None:
                start = a.start - (len(text[max(0, a.start - 12) : a.start]) - om.start())
            elif wm.group("w").lower() not in ("to", "through"):
                return None
    if b.weak == "article" or (a.weak and a.weak != "single"):
        return None
    low = a.value
    if a.scale == 1.0 and b.scale != 1.0 and a.value <= b.value / b.scale:
        low = a.value * b.scale
    high = b.value
    if low > high:
        return None
    b_unit = _unit_after(text, b.end, lexicon)
    end = b.end
    unit = prefix_unit
    if b_unit is not None:
        end, unit_b = b_unit
        if a_unit is not None and a_unit[1] != unit_b:
            return None
        unit = unit_b
    elif a_unit is not None:
        unit = a_unit[1]
    if unit is not None:
        unit = _per_second(unit, start, a.start, text)
    if unit is None and (a.weak or b.weak):
        return None
    return Quantity(start, end, low, high, unit, "number")
