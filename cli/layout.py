"""Which columns a table shows on a terminal, and how wide each is.

Decided once for every row a command prints (all the groups of kb table), so that the
groups have the same columns at the same widths. On a terminal wide enough for every
column at its length (its longest cell), none folds, and the text column (the statement)
takes the width left over. Narrower, the text column, which alone reads well folded,
gives way first, down to _TEXT_WIDTH; the side columns (attributed_to, sources) give way
before it only where that makes the table shorter: of the widths a side column may be
held to, the one whose rows take the fewest lines, a line more of a name counted even in
a row as tall (so that one long attributed_to does not narrow the statement of every
row, and a short table keeps who says so whole), the widest of those. While the text
would be narrower than _TEXT_WIDTH, the others fold in this order: the key columns but
the id (value) and the side columns (sources), in proportion to how far each may; the id
(after a hyphen: an id is never cut inside a word, and is whole while it can be, as
people copy it into kb show); the columns that say who says so (attributed_to); and only
then the text column, down to _TEXT_LEAST. A side column is shown only where the text
column keeps its _TEXT_WIDTH beside it, every column at its narrowest: the others are
left out, rightmost first, who says so last (in kb impact, the depth and the link a
claim was reached through after it: they are that table's point), then put back, the
last left out first, where they fit once others are out (kb impact's depth, when its
link is too wide); the key columns never are. Who says so, the link and its depth, left
out as columns, are told after the text ("... of GPT-5.6 Sol. — Bleys Goodson (via:
supported by sol-params-3t) (depth 1)"): at 80 columns a claim table keeps its point.
With no side column left to leave out, the value goes under the status, in one column
(STACKED), before the text narrows below _TEXT_WIDTH; only then does the text narrow, to
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
_SIDE_CUT = 24  # a side column's word wider than this (a URL) is cut, not left out whole
_TEXT_WIDTH = 40  # what a text column keeps while the others can fold or be left out
_TEXT_LEAST = 30  # the least it narrows to when no side column is left to leave out
_PADDING = 3  # a column's padding and rule; the edges make it one less in all


@dataclass
class Layout:
    shown: list[int]  # the indexes of the columns shown, in order
    widths: list[int]  # the width of each shown column; 0 for a text column (the rest)
    left_out: list[str]  # the names of the columns left out
    told_in_text: list[int]  # the columns told after the text, in TOLD_IN_TEXT's order
    under: dict[int, int]  # a column shown under another (STACKED): its index -> the other's
    text_width: int  # the width the text column is left (0 with none)
    every_column: int  # the narrowest terminal that shows every column (text _TEXT_WIDTH)


def _asks(column: str, cells: Sequence[str]) -> int:
    """The display width a column asks for (Chinese counts double): its longest cell, a
    text column's capped at _TEXT_WIDTH (it takes what is left over once it has this)."""
    longest = max([cell_len(column), *(cell_len(cell) for cell in cells)])
    return min(longest, _TEXT_WIDTH) if column in TEXT_COLUMNS else longest


def _least(column: str, cells: Sequence[str], ask: int) -> int:
    """The narrowest a column folds to: a text column's _TEXT_LEAST; the id's longest piece
    (it folds after a hyphen: key_pieces); another key column's _KEY_WIDTH, or its longest
    piece when wider (a value folds after a dash or a slash: "byte/", "parameter"); a side
    column's longest word, up to _SIDE_CUT (it folds between words: the ids in kb impact's
    via stay whole)."""
    if column in TEXT_COLUMNS:
        return min(ask, _TEXT_LEAST)
    split = key_pieces if column in KEY_COLUMNS else str.split
    longest = max(
        [cell_len(column), *(cell_len(word.strip()) for cell in cells for word in split(cell))]
    )
    if column in KEY_COLUMNS and column != ID_COLUMN:
        return min(ask, max(_KEY_WIDTH[column], longest))
    return min(ask, longest if column in KEY_COLUMNS else min(longest, _SIDE_CUT))


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
    named = [columns.index(c) for c in TOLD_IN_TEXT if c in columns and texts]
    told = [i for i in named if i not in shown]  # in TOLD_IN_TEXT's order
    sides = [i for i in shown if columns[i] not in KEY_COLUMNS + TEXT_COLUMNS]
    who = [i for i in shown if columns[i] in _WHO_COLUMNS]
    ids = [i for i in shown if columns[i] == ID_COLUMN]

    def capped(cap: int) -> list[int]:
        """The widths of the columns, no side column wider than ``cap``: the others give
        way (_shrink) in the order the module's docstring tells."""
        widths = [max(least[i], min(ask, cap)) if i in sides else ask for i, ask in enumerate(asks)]
        excess = sum(widths[i] for i in shown) + _PADDING * len(shown) - 1 - width
        excess = _shrink(widths, least, [i for i in shown if i not in who + texts + ids], excess)
        excess = _shrink(widths, least, ids, excess)
        _shrink(widths, least, who, excess)
        return widths

    def text_width(widths: Sequence[int]) -> int:
        others = sum(widths[i] for i in shown if i not in texts)
        return max(width - others - _PADDING * len(shown) + 1, 1) if texts else 0

    lengths = {i: [_lengths(columns, row, i, told, under) for row in rows] for i in shown}

    def cost(widths: Sequence[int]) -> int:
        """What columns this wide cost a reader: the lines the rows take, each its tallest
        cell's, and each line more that a cell of who says so folds into, however tall
        its row (the point of the table, names broken over lines read ill)."""
        text = text_width(widths)
        tall = {i: _heights(lengths[i], text if i in texts else widths[i]) for i in shown}
        names = sum(sum(tall[i]) - len(rows) for i in who)
        tallest: list[int] = [max(cells) for cells in zip(*tall.values(), strict=True)]
        return sum(tallest) + names

    # The widths where a side column's cells take fewer lines: between two, a wider cap
    # only narrows the others. Of those that cost the least, the widest.
    caps = {w for i in sides for w in _unfolding(lengths[i], least[i], asks[i])}
    widths = min((capped(cap) for cap in sorted(caps, reverse=True) or [0]), key=cost)
    return Layout(
        shown=shown,
        widths=[0 if i in texts else widths[i] for i in shown],
        left_out=[c for i, c in enumerate(columns) if i not in shown + told_always + [*under]],
        told_in_text=told,
        under=under,
        text_width=text_width(widths),
        every_column=needs([i for i in range(len(columns)) if i not in told_always]),
    )


def stacked_cells(row: Sequence[str], column: int, under: dict[int, int]) -> tuple[str, ...]:
    """The cell of ``row`` in ``column`` and those shown under it (STACKED), if any."""
    return (row[column], *(row[i] for i, top in under.items() if top == column and row[i]))


def told_after(columns: Sequence[str], row: Sequence[str], told: Sequence[int]) -> list[str]:
    """What ``row`` tells after its text of the columns ``told`` (TOLD_IN_TEXT)."""
    return [TOLD_IN_TEXT[columns[i]].format(row[i]) for i in told if row[i]]


def _lengths(
    columns: Sequence[str],
    row: Sequence[str],
    column: int,
    told: Sequence[int],
    under: dict[int, int],
) -> tuple[int, ...]:
    """The length of each line of a cell before it folds: a text's with what is told
    after it, a key column's cell's and each stacked under it (stacked_cells)."""
    if columns[column] in TEXT_COLUMNS:
        said = "".join([row[column], *told_after(columns, row, told)])
        return tuple(cell_len(line) for line in said.split("\n"))
    return tuple(cell_len(cell) for cell in stacked_cells(row, column, under))


def _heights(cells: Sequence[tuple[int, ...]], width: int) -> list[int]:
    """About how many lines each of the cells (_lengths) takes ``width`` wide: each of its
    lines' length over the width, rounded up (folding between words may take a little
    more). Reckoned once for each distinct cell: it is done for every width tried, and a
    table may have thousands of rows."""
    lines = {cell: sum(max(1, -(-length // width)) for length in cell) for cell in set(cells)}
    return [lines[cell] for cell in cells]


def _unfolding(cells: Sequence[tuple[int, ...]], least: int, ask: int) -> set[int]:
    """The widths from ``least`` to ``ask`` at which a side column's cell (_lengths) takes
    fewer lines (_heights) than one narrower, and ``least``."""
    lengths = {length for cell in cells for length in cell}
    # n over k, rounded up, is the narrowest a cell n long takes k lines at
    steps = {-(-n // k) for n in lengths for k in range(1, n // least + 2)}
    return {least} | {w for w in steps if least < w <= ask}


def _stacked(columns: Sequence[str], shown: Sequence[int]) -> dict[int, int]:
    """The columns of those ``shown`` that go under another (STACKED), by index, each to
    the other's index."""
    names = [columns[i] for i in shown]
    return {
        columns.index(c): columns.index(top)
        for c, top in STACKED.items()
        if c in names and top in names
    }
