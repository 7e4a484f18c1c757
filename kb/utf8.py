"""UTF-8 text with a BOM allowed, and where a file that should be such text is not: the
line and column of its first bad byte, so that the error about it (a page kb audit
reads, a ledger file) names a place an editor can go to.

Columns count code points, as kb's messages do; SARIF counts UTF-16 code units
(``utf16_columns``), in which a character beyond the Basic Multilingual Plane (an emoji)
counts 2 and every Chinese or Russian letter 1."""

import codecs
import unicodedata
from bisect import bisect_right

from kb.lazy_re import lazy_compile

_LINE_BREAK_RE = lazy_compile(r"\r\n|\r|\n")


class NotUtf8(ValueError):
    """The first byte that does not decode, counted as a reader counts (a BOM is no
    column; \\r\\n, \\r and \\n end lines); ``message`` is "not UTF-8 text (cannot decode
    byte 0xe9: invalid continuation byte)"; ``utf16_column`` the column in UTF-16 code
    units."""

    def __init__(self, line: int, column: int, message: str, utf16_column: int) -> None:
        super().__init__(f"{line}:{column}: {message}")
        self.line = line
        self.column = column
        self.message = message
        self.utf16_column = utf16_column


def utf16_length(text: str) -> int:
    """How many UTF-16 code units ``text`` is."""
    return len(text.encode("utf-16-le")) // 2


def utf16_columns(before: int, region: str) -> tuple[int, int]:
    """The columns, from 1 and in UTF-16 code units, where ``region`` starts and ends
    (exclusive, on its last line), ``before`` being the UTF-16 length of the text of its
    first line before it."""
    start = before + 1
    lines = _LINE_BREAK_RE.split(region)
    if len(lines) == 1:
        return start, start + utf16_length(region)
    return start, 1 + utf16_length(lines[-1])


def position(text: str, offset: int) -> tuple[int, int]:
    """The (line, column) of ``text[offset]``, counted as a reader counts: \r\n, \r and
    \n end lines, columns in code points, from 1."""
    return Lines(text[:offset]).position(offset)


class Lines:
    """Where the lines of a text start (\r\n, \r and \n end them, as ``position``
    counts), found once, so that each of many offsets is placed by bisection."""

    def __init__(self, text: str) -> None:
        self.starts = [0, *(m.end() for m in _LINE_BREAK_RE.finditer(text))]

    def position(self, offset: int) -> tuple[int, int]:
        """The (line, column) of ``offset``, from 1."""
        line = bisect_right(self.starts, offset) - 1
        return line + 1, offset - self.starts[line] + 1

    def start(self, line: int) -> int:
        """The offset where ``line`` (from 1) starts."""
        return self.starts[line - 1]


def decode_utf8(data: bytes) -> str:
    """The text of ``data`` (the bytes of a file), a BOM that starts it dropped; raises
    NotUtf8 where it is not UTF-8."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        bom = len(codecs.BOM_UTF8) if data.startswith(codecs.BOM_UTF8) else 0
        before = data[bom : bom + error.start].decode("utf-8")  # offsets skip the BOM
        byte = data[bom + error.start : bom + error.start + 1].hex()
        message = f"not UTF-8 text (cannot decode byte 0x{byte}: {error.reason})"
        line, column = position(before, len(before))
        line_text = before[len(before) - column + 1 :]
        raise NotUtf8(line, column, message, utf16_length(line_text) + 1) from None


# The legacy encodings a source in a language was likely saved in (the code pages of
# Chinese, Russian and Western Windows, and KOI8-R of older Russian Unix), each with the
# name iconv knows it by. Written here rather than taken from a charset detector
# (charset-normalizer): the language is declared, so only its few encodings are
# candidates, and each reading is accepted only when it is plausible text of that
# language (_PLAUSIBLE), so that a hint never names a wrong encoding.
_LEGACY = {
    "zh": (("gb18030", "GB18030"),),
    "ru": (("cp1251", "WINDOWS-1251"), ("koi8_r", "KOI8-R")),
    "en": (("cp1252", "WINDOWS-1252"),),
}


def _encodes(text: str, encoding: str) -> bool:
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        return False
    return True


def _plausible_chinese(text: str) -> bool:
    """Nearly all its other characters are in GB2312, the 6,763 common simplified
    characters and full-width punctuation: bytes of another encoding read as GB18030
    land there about one time in four."""
    other = [c for c in text if not c.isascii()]
    return bool(other) and sum(_encodes(c, "gb2312") for c in other) >= 0.95 * len(other)


def _plausible_russian(text: str) -> bool:
    """Its other characters are nearly all Cyrillic letters (few «», — or №: Chinese
    GB18030 read as KOI8-R is half box-drawing), mostly small ones: windows-1251 read as
    KOI8-R, or the reverse, swaps the cases, and most letters of running text are small."""
    other = [c for c in text if not c.isascii() and not c.isspace()]
    letters = [c for c in other if unicodedata.name(c, "").startswith("CYRILLIC")]
    small = sum(c.islower() for c in letters)
    return bool(letters) and len(letters) >= 0.9 * len(other) and small >= 0.6 * len(letters)


# What a word processor writes in English besides ASCII: curly quotes, dashes, an
# ellipsis, a bullet, a no-break space (the most common windows-1252 bytes in English)
_TYPOGRAPHY = frozenset("‘’“”–—…•\u00a0")


def _plausible_english(text: str) -> bool:
    """Beyond ASCII it holds typography (it’s, “quoted”, a — dash) or letters that are
    Latin (café, naïve) and few: Cyrillic windows-1251 read as windows-1252 is all
    accented Latin letters (Ïðèâåò)."""
    beyond = [c for c in text if not c.isascii()]
    letters = [c for c in text if c.isalpha()]
    other = [c for c in beyond if c not in _TYPOGRAPHY]
    latin = all(c.isalpha() and unicodedata.name(c, "").startswith("LATIN") for c in other)
    return bool(beyond) and latin and len(other) <= 0.1 * len(letters)


_PLAUSIBLE = {"zh": _plausible_chinese, "ru": _plausible_russian, "en": _plausible_english}


def legacy_encoding(data: bytes, language: str) -> str | None:
    """The legacy encoding, as iconv names it, in which ``data`` (not UTF-8) reads as
    plausible text of ``language`` (a BCP 47 tag: zh, ru-RU); None when none does."""
    primary = language.partition("-")[0].lower()
    for codec, name in _LEGACY.get(primary, ()):
        try:
            text = data.decode(codec)
        except UnicodeDecodeError:
            continue
        if _PLAUSIBLE[primary](text):
            return name
    return None
