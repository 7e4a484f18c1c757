"""Lines of a quote folded to a terminal's width, breaking Chinese text between characters.

rich breaks lines at white space only: a Chinese quote with one space in it ("…的GPT-5.6
Sol配置不仅仅是…") was broken at that space, half a line early, and the rest folded at
the edge, a closing 。” alone on the last line.  A line may break between any two
Chinese characters, but not before closing punctuation nor after opening punctuation
(the basic rule of Chinese and Japanese typesetting).  Written here rather than with
uniseg's UAX #14 line breaking, which takes about 0.1 s for one quote of 200 characters.
"""

import re

from rich.cells import cell_len

_OPENING = "（［｛「『【〔〖〘《〈“‘([{"
_CLOSING = "、。，．：；！？）］｝」』】〕〗〙》〉”’…‥·・,.:;!?)]}%"
_WIDE = "\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef"
# What is kept on one line: opening marks, then one Chinese character or a run of other
# characters up to a space or a Chinese one, then closing marks and the spaces after.
_UNIT = re.compile(
    rf"[{re.escape(_OPENING)}]*"
    rf"(?:[{_WIDE}]|[^\s{_WIDE}]+)?"
    rf"[{re.escape(_CLOSING)}]*\s*"
)


def folded_lines(text: str, width: int) -> list[str]:
    """``text`` as lines of at most ``width`` terminal cells (a unit wider than that is
    cut where the width ends), without the spaces at their ends."""
    lines: list[str] = []
    line = ""
    at = 0
    while at < len(text):
        m = _UNIT.match(text, at)
        unit = m.group() if m is not None and m.end() > at else text[at]
        at += len(unit)
        if cell_len((line + unit).rstrip()) <= width:
            line += unit
            continue
        if line.strip():
            lines.append(line.rstrip())
        line = unit
        while cell_len(line.rstrip()) > width:  # a unit wider than a line: cut it
            cut = _fitting(line, width)
            lines.append(line[:cut])
            line = line[cut:]
    if line.strip() or not lines:
        lines.append(line.rstrip())
    return lines


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
_KEY_PIECE = re.compile(r"[^\s\-–/]*[\-–/]+\s*|[^\s\-–/]+\s*|\s+")


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
    "ter"), folds it where it reads ("3-trillion-", "parameter"). A word with no such
    place, Chinese among them (it may break between any two characters), is left to rich
    to cut."""

    def folded(word: re.Match[str]) -> str:
        if cell_len(word.group()) <= width:
            return word.group()
        return "\n".join(_filled(key_pieces(word.group()), width))

    return re.sub(r"\S+", folded, text)


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
