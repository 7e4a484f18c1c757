"""Which columns a table shows on a terminal, and how wide each is.

Decided once for every row a command prints (all the groups of kb table), so that the
groups have the same columns at the same widths. The text column (the statement) is what
people read: it takes the width left over, and the others give way to it first. While
it would be narrower than _TEXT_WIDTH, they fold in this order: the key columns but the id
(value) and the side columns (sources), in proportion to how far each may; the id (after
a hyphen: an id is never cut inside a word, and is whole while it can be, as people copy
it into kb show); the columns that say who says so (attributed_to); and only then the
text column, down to _TEXT_LEAST. A side column is shown only where the text column keeps
its _TEXT_WIDTH beside it, every column at its narrowest: the others are left out,
rightmost first, who says so last (in kb impact, the depth and the link a claim was
reached through after it: they are that table's point), then put back, the last left out
first, where they fit once others are out (kb impact's depth, when its link is too wide);
the key columns never are. Who says so, the link and its depth, left out as columns, are
told after the text ("... of GPT-5.6 Sol. — Bleys Goodson (via: supported by
sol-params-3t) (depth 1)"): at 80 columns a claim table keeps its point. With no side
column left to leave out, the value goes under the status, in one column (STACKED),
before the text narrows below _TEXT_WIDTH; only then does the text narrow, to
_TEXT_LEAST, and narrower still to what the others leave it at their narrowest.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from rich.cells import cell_len

from cli.line_breaks import TIE, key_pieces

TEXT_COLUMNS = ("statement", "quote", "title", "message")  # wrap, take the width left
KEY_COLUMNS = ("id", "status", "value")  # never left out; folded only when too wide
_KEY_WIDTH = {"status": 11, "value": 10}  # the least a folded key column keeps
_WHO_COLUMNS = ("attributed_to",)  # the point of a claim table: folded and left out last
_LEFT_OUT_LAST = ("via", "depth", *_WHO_COLUMNS)  # of the side columns, the last first
# Left out, told after the text, each as this says: "— Bleys Goodson (via: derived-from
# sol-params-3t) (depth 1)"; kb search's excerpts of where it found the words (found), on
# a line of their own.
TOLD_IN_TEXT = {
    "attributed_to": " — {}",
    "via": " (via: {})",
    "depth": f" (depth{TIE}{{}})",  # tied, printed with a space: "(depth" | "1)" read ill
    "found": "\n{}",
}
# A key column shown under another, in its column, when the text would narrow below
# _TEXT_WIDTH beside it: a claim with no value then takes no room for one.
STACKED = {"value": "status"}
_TOLD_ALWAYS = ("found",)  # text that wraps: never a column of its own on a terminal
ID_COLUMN = "id"  # folded after a hyphen, never inside a word (cli.line_breaks.id_lines)
_SIDE_WIDTH = 24  # the most a side column (attributed_to, sources) takes
_TEXT_WIDTH = 40  # what a text column keeps while the others can fold or be left out
_TEXT_LEAST = 30  # the least it narrows to when no side column is left to leave out
_PADDING = 3  # a column's padding and rule; the edges make it one less in all


@dataclass
class Layout:
    shown: list[int]  # the indexes of the columns shown, in order
    widths: list[int]  # the width of each shown column; 0 for a text column (the rest)
    left_out: list[str]  # the names of the columns left out
    told_in_text: list[int]  # the columns told in the text column (TOLD_IN_TEXT), not shown
    under: dict[int, int]  # a column shown under another (STACKED): its index -> the other's
    text_width: int  # the width the text column is left (0 with none)
    every_column: int  # the narrowest terminal that shows every column (text _TEXT_WIDTH)


def _asks(column: str, cells: Sequence[str]) -> int:
    """The display width a column asks for (Chinese counts double): its longest cell, a
    side column's capped at _SIDE_WIDTH, a text column's at _TEXT_WIDTH."""
    longest = max([cell_len(column), *(cell_len(cell) for cell in cells)])
    if column in TEXT_COLUMNS:  # it takes what is left over once it has this
        return min(longest, _TEXT_WIDTH)
    return longest if column in KEY_COLUMNS else min(longest, _SIDE_WIDTH)


def _least(column: str, cells: Sequence[str], ask: int) -> int:
    """The narrowest a column folds to: a text column's _TEXT_LEAST; the id's longest piece
    (it folds after a hyphen: key_pieces); another key column's _KEY_WIDTH, or its longest
    piece when wider (a value folds after a dash or a slash: "byte/", "parameter"); a side
    column's longest word (it folds between words: the ids in kb impact's via stay
    whole)."""
    if column in TEXT_COLUMNS:
        return min(ask, _TEXT_LEAST)
    split = key_pieces if column in KEY_COLUMNS else str.split
    longest = max(
        [cell_len(column), *(cell_len(word.strip()) for cell in cells for word in split(cell))]
    )
    if column in KEY_COLUMNS and column != ID_COLUMN:
        return min(ask, max(_KEY_WIDTH[column], longest))
    return min(ask, longest)


def _shrink(widths: list[int], least: Sequence[int], which: Sequence[int], excess: int) -> int:
    """Narrow the columns ``which`` by up to ``excess`` in all, each in proportion to how
    far it may fold (down to its ``least``); returns the excess left."""
    room = {i: widths[i] - least[i] for i in which}
    take = min(excess, sum(room.values()))
    if take <= 0:
        return excess
    cuts = {i: room[i] * take // sum(room.values()) for i in which}
    for i in sorted(which, key=lambda i: room[i] - cuts[i], reverse=True):
        if sum(cuts.values()) == take:
            break
        if cuts[i] < room[i]:  # what rounding down left: one more from the roomiest
            cuts[i] += 1
    for i in which:
        widths[i] -= cuts[i]
    return excess - take


def layout(columns: Sequence[str], rows: Sequence[Sequence[str]], width: int) -> Layout:
    """The columns of ``rows`` shown on a terminal ``width`` wide, and their widths."""
    cells = [[row[i] for row in rows] for i in range(len(columns))]
    texts = [i for i, c in enumerate(columns) if c in TEXT_COLUMNS]
    asks = [_asks(c, cells[i]) for i, c in enumerate(columns)]
    least = [_least(c, cells[i], asks[i]) for i, c in enumerate(columns)]

    def needs(shown: Sequence[int]) -> int:
        """The width the columns ``shown`` need: the text column's ask (_TEXT_WIDTH, less
        for short texts) beside the others at their narrowest."""
        roomy = [asks[i] if i in texts else least[i] for i in shown]
        return sum(roomy) + _PADDING * len(shown) - 1

    told_always = [i for i, c in enumerate(columns) if c in _TOLD_ALWAYS and texts]
    shown = [i for i in range(len(columns)) if i not in told_always]
    side = [i for i in shown if columns[i] not in KEY_COLUMNS + TEXT_COLUMNS]
    last = {c: rank for rank, c in enumerate(_LEFT_OUT_LAST)}
    side.sort(key=lambda i: (last.get(columns[i], len(last)), i))  # left out: the last first
    left_out: list[int] = []
    while side and needs(shown) > width:
        left_out.append(side.pop())
        shown.remove(left_out[-1])
    for i in reversed(left_out):  # the last left out first: put back what fits now, past
        if needs([*shown, i]) <= width:  # one told in the text, and no other
            shown = sorted([*shown, i])
        elif columns[i] not in TOLD_IN_TEXT:
            break
    under = _stacked(columns, shown) if texts and needs(shown) > width else {}
    for i, top in under.items():  # one column: as wide as the wider, its header two lines
        shown.remove(i)
        asks[top], least[top] = max(asks[top], asks[i]), max(least[top], least[i])
    widths = list(asks)
    excess = sum(widths[i] for i in shown) + _PADDING * len(shown) - 1 - width
    who = [i for i in shown if columns[i] in _WHO_COLUMNS]
    ids = [i for i in shown if columns[i] == ID_COLUMN]
    excess = _shrink(widths, least, [i for i in shown if i not in who + texts + ids], excess)
    excess = _shrink(widths, least, ids, excess)
    excess = _shrink(widths, least, who, excess)
    _shrink(widths, least, texts, excess)
    others = sum(widths[i] for i in shown if i not in texts)
    return Layout(
        shown=shown,
        widths=[0 if i in texts else widths[i] for i in shown],
        left_out=[c for i, c in enumerate(columns) if i not in shown + told_always + [*under]],
        told_in_text=[
            i for i, c in enumerate(columns) if c in TOLD_IN_TEXT and i not in shown and texts
        ],
        under=under,
        text_width=max(width - others - _PADDING * len(shown) + 1, 1) if texts else 0,
        every_column=needs([i for i in range(len(columns)) if i not in told_always]),
    )


def _stacked(columns: Sequence[str], shown: Sequence[int]) -> dict[int, int]:
    """The columns of those ``shown`` that go under another (STACKED), by index, each to
    the other's index."""
    names = [columns[i] for i in shown]
    return {
        columns.index(c): columns.index(top)
        for c, top in STACKED.items()
        if c in names and top in names
    }
