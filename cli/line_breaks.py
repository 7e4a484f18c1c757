"""Lines of a quote (kb show) or a table's statement (kb table, kb search, kb claims)
folded to a terminal's width, breaking Chinese text between characters.

rich breaks lines at white space only: a Chinese quote with one space in it ("…的GPT-5.6
Sol配置不仅仅是…") was broken at that space, half a line early, and the rest folded at
the edge, a closing 。” alone on the last line.  A line may break between any two
Chinese characters, but not before closing punctuation nor after opening punctuation
(the basic rule of Chinese and Japanese typesetting).  Written here rather than with
uniseg's UAX #14 line breaking, which takes about 0.1 s for one quote of 200 characters.
"""

import re
from dataclasses import dataclass

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

from kb.lazy_re import lazy_compile

_OPENING = "（［｛「『【〔〖〘《〈“‘([{"
_CLOSING = "、。，．：；！？）］｝」』】〕〗〙》〉”’…‥·・,.:;!?)]}%"
_WIDE = "\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef"
# A space that joins two words for folding only, and is printed as an ordinary space:
# kb show's citation place and its language tag ("….txt:3:1 (zh)"), kb impact's
# "(depth 1)". A no-break space there was printed as one, so that grep found no
# "txt:3:1 (zh)" and editors did not see a path:line:column. U+FDD0, a noncharacter,
# which Unicode keeps for a program's own use, not for text (a ledger's text that held
# one would be printed with a space there).
TIE = "\ufdd0"
# The no-break spaces (no-break, figure, narrow no-break) and the tie: no line breaks at
# one, so it joins the words beside it, as UAX #14 has it.
_NO_BREAK = "\u00a0\u2007\u202f" + TIE
_NO_BREAK_RUN = lazy_compile(rf"[{_NO_BREAK}]+")
# What is kept on one line: opening marks, then one Chinese character or a run of other
# characters (no-break spaces too) up to a space or a Chinese one, then closing marks and
# the spaces after.
_UNIT = lazy_compile(
    rf"[{re.escape(_OPENING)}]*"
    rf"(?:[{_WIDE}]|(?:[^\s{_WIDE}]|[{_NO_BREAK}])+)?"
    rf"[{re.escape(_CLOSING)}]*[^\S{_NO_BREAK}]*"
)


def printed(text: str) -> str:
    """``text`` as it is printed: each tie (TIE) an ordinary space."""
    return text.replace(TIE, " ")


def folded_lines(text: str, width: int) -> list[str]:
    """``text`` as lines of at most ``width`` terminal cells (a unit wider than that is
    cut where the width ends), without the spaces at their ends, as they are printed
    (printed)."""
    return [printed(text[start:end]) for start, end in line_spans(text, width)]


def line_spans(text: str, width: int) -> list[tuple[int, int]]:
    """Where each line of ``text`` folded to ``width`` cells (folded_lines) begins and
    ends, the spaces at its end left out, and those at its start where a break put them
    there (a unit may begin with no-break spaces: "价格为\u00a0\u00a0128"). No line is
    empty but that of a text of spaces only."""
    spans: list[tuple[int, int]] = []
    spaced = printed(text)  # measured and stripped as printed: a tie is a space
    start = at = 0  # the line so far: text[start:at]
    while at < len(text):
        m = _UNIT.match(text, at)
        end = m.end() if m is not None and m.end() > at else at + 1
        if cell_len(spaced[start:end].rstrip()) <= width:
            at = end
            continue
        if spaced[start:at].strip():
            spans.append(_without_end_spaces(spaced, start, at))
        start, at = _after_spaces(spaced, at, end), end
        while cell_len(spaced[start:at].rstrip()) > width:  # a unit wider than a line: cut it
            end_of_line, cut = _cut(text, start, at, width)
            spans.append(_without_end_spaces(spaced, start, end_of_line))
            start = _after_spaces(spaced, cut, at)
    if spaced[start:at].strip() or not spans:
        spans.append(_without_end_spaces(spaced, start, at))
    return spans


def _cut(text: str, start: int, end: int, width: int) -> tuple[int, int]:
    """Where the line of a unit ``text[start:end]`` wider than ``width`` cells ends, and
    where the next begins: at its last run of no-break spaces that begins within the
    width (or at its edge) after the line's first character, the run left out, or else
    where the width ends. ``text[start]`` is no space, so the line is never empty."""
    cut = start + _fitting(text[start:end], width)
    runs = [r for r in _NO_BREAK_RUN.finditer(text, start + 1, end) if r.start() <= cut]
    return (runs[-1].start(), runs[-1].end()) if runs else (cut, cut)


def _after_spaces(text: str, start: int, end: int) -> int:
    """Where ``text[start:end]`` goes on after the spaces it begins with."""
    return start + len(text[start:end]) - len(text[start:end].lstrip())


def _without_end_spaces(text: str, start: int, end: int) -> tuple[int, int]:
    return start, start + len(text[start:end].rstrip())


def folded_text(text: Text, width: int) -> Text:
    """A rich ``text``, its styles kept, folded line by line as folded_lines folds a
    string: between Chinese characters too, and never before a closing mark nor after an
    opening one, where rich breaks at spaces only (a Chinese run went to a line of its
    own as one word, a line began with ， or 。 and one ended with “)."""
    lines = text.split("\n", allow_blank=True)
    folded = Text("\n").join(line[s:e] for line in lines for s, e in line_spans(line.plain, width))
    return printed_text(folded)


def printed_text(text: Text) -> Text:
    """A rich ``text`` as it is printed (printed), its styles kept."""
    if TIE not in text.plain:
        return text
    shown = text.copy()
    shown.plain = printed(text.plain)
    return shown


@dataclass
class Folded:
    """A text that, in a rich table's cell or printed, folds as folded_text folds it, at
    the width rich gives it (and not at all where rich would not wrap it: piped)."""

    text: Text

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if options.no_wrap:
            yield printed_text(self.text)
        else:
            yield folded_text(self.text, options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, printed_text(self.text))


def hanging_lines(head: str, text: str, width: int, indent: int | None = None) -> list[str]:
    """``head`` and ``text`` after it: the text's lines, its own and those folded to the
    width left (at least 20 cells), each under the first (or ``indent`` cells in, a
    hanging indent), so that nothing below the head starts at its left."""
    indent = cell_len(head) if indent is None else indent
    room = max(width - max(indent, cell_len(head)), 20)
    lines = [line for part in text.splitlines() or [""] for line in folded_lines(part, room)]
    return [
        (head + lines[0]).rstrip(),
        *(" " * indent + line if line else "" for line in lines[1:]),
    ]


# The pieces an id or a value folds into: up to a hyphen, a dash or a slash (kept) or a
# space, with the spaces after.
_KEY_PIECE = lazy_compile(r"[^\s\-–/]*[\-–/]+\s*|[^\s\-–/]+\s*|\s+")


def key_pieces(text: str) -> list[str]:
    """The narrowest an id, a text of ids or a value folds into: "goodson-", "params-",
    "2t-", "4t"; "2T–", "4T ", "byte/", "parameter"; a space stays at the end of the piece
    before it ("derived-", "from ", "sol-", ...)."""
    return _KEY_PIECE.findall(text)


def id_lines(text: str, width: int) -> list[str]:
    """``text`` of ids as lines of at most ``width`` cells, broken only after a hyphen or
    at a space, never inside a word, so that each line can be read and typed whole
    (rich folds "cerebras-densities" as "cerebras-den", "sities"); a piece wider than
    ``width`` is a line of its own."""
    return _filled(key_pieces(text), width)


def value_lines(text: str, width: int) -> list[str]:
    """A value (or a status) as lines of at most ``width`` cells, broken between its words,
    and inside a word wider than a line only after a slash or a dash ("byte/",
    "parameter"), never inside a unit: rich folds "1 wafer/layer" as "1", "wafer/laye",
    "r"."""
    pieces: list[str] = []
    for word in re.findall(r"\S+\s*", text):
        pieces += key_pieces(word) if cell_len(word.rstrip()) > width else [word]
    return _filled(pieces, width)


def words_folded(text: str, width: int) -> str:
    """``text`` with each word wider than ``width`` cells on lines of its own, broken after
    a hyphen, a dash or a slash (key_pieces), so that rich, which breaks a line at a space
    and cuts a word wider than the column where the width ends ("3-trillion-parame",
    "ter"), folds it where it reads ("3-trillion-", "parameter"). A word is what
    line_spans keeps on one line (_UNIT): Chinese beside it is no part of it, as a line
    may break between any two Chinese characters, so the GPT-5.6 of a quote
    "…以及为什么GPT-5.6与晶圆级推理…" stays whole, as kb show folds it (the run of text
    between spaces, wider than the column, was cut at its hyphen: "…GPT-", "5.6与…"). A
    word with no such place is left to line_spans to cut where the width ends."""

    def folded(unit: re.Match[str]) -> str:
        word = unit.group().rstrip()
        if cell_len(word) <= width:
            return unit.group()
        return "\n".join(_filled(key_pieces(word), width)) + unit.group()[len(word) :]

    return _UNIT.sub(folded, text)


def _filled(pieces: list[str], width: int) -> list[str]:
    """``pieces`` on as few lines of at most ``width`` cells as their order allows."""
    lines: list[str] = []
    line = ""
    for piece in pieces:
        if line and cell_len((line + piece).rstrip()) > width:
            lines.append(line.rstrip())
            line = piece.lstrip()
        else:
            line += piece
    return [*lines, line.rstrip()]


def _fitting(text: str, width: int) -> int:
    """How many characters of ``text`` fill at most ``width`` cells (at least one)."""
    used = 0
    for i, ch in enumerate(text):
        used += cell_len(ch)
        if used > width:
            return max(i, 1)
    return len(text)
