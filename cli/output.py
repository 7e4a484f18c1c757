"""Where output goes: results to stdout, everything else to stderr.

Tables are rich tables on a terminal and plain aligned text when piped (no borders, no
colour, no wrapping), so `kb claims | grep` works; rich honours NO_COLOR by itself.
"""

import errno
import os
import sys
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager

import typer
from rich import box
from rich.cells import cell_len
from rich.console import Console
from rich.table import Table
from rich.text import Text

from kb.errors import InputError


class OutputError(InputError):
    """Standard output cannot be written (a full disk, a closed pipe)."""


@contextmanager
def writing() -> Iterator[None]:
    """Writes to stdout: a reader that went away (kb claims | head) ends the command
    quietly; any other failure is a one-line error, not a traceback."""
    try:
        yield
    except OSError as failure:
        try:  # Python flushes stdout again at exit: point it at /dev/null first
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            os.close(devnull)
        except (OSError, ValueError):
            pass  # not a real file (a test's capture)
        if failure.errno == errno.EPIPE:
            raise typer.Exit(0) from None
        raise OutputError(f"cannot write the output: {failure.strerror or failure}") from None


class _StdoutConsole(Console):
    def on_broken_pipe(self) -> None:
        # rich exits 1 on its own; writing() decides, as for every other output
        self.quiet = True
        raise BrokenPipeError(errno.EPIPE, os.strerror(errno.EPIPE))


def stdout_console() -> Console:
    """On a terminal, rich at the terminal's width; piped, lines are never wrapped."""
    if sys.stdout.isatty():
        return _StdoutConsole(highlight=False)
    return _StdoutConsole(highlight=False, soft_wrap=True, width=10_000)


def stderr_console() -> Console:
    return Console(stderr=True, highlight=False, soft_wrap=True)


def emit(text: str) -> None:
    """Print a finished text result (JSON, CSV, Markdown, HTML) to stdout as it is."""
    with writing():
        sys.stdout.write(text)
        sys.stdout.flush()


def emit_csv(text: str, *, bom: bool) -> None:
    """Print CSV to stdout; with ``bom``, as UTF-8 bytes after a byte order mark, which is
    how Excel tells UTF-8 from the local code page (whatever Python's stdout encodes in,
    the mark promises UTF-8)."""
    if not bom:
        emit(text)
        return
    with writing():
        sys.stdout.flush()
        sys.stdout.buffer.write(("\ufeff" + text).encode("utf-8"))
        sys.stdout.buffer.flush()


def note(message: str) -> None:
    stderr_console().print(Text(message, style="dim"))


def error(message: str) -> None:
    stderr_console().print(Text(f"Error: {message}", style="red"))


_TEXT_COLUMNS = ("statement", "quote", "title", "message")  # wrap, take the width left
_KEY_COLUMNS = ("id", "status", "value")  # never left out; folded only when too wide
_KEY_WIDTH = {"id": 12, "status": 11, "value": 10}  # the least a folded key column keeps
_SIDE_WIDTH = 24  # the most a side column (attributed_to, sources) takes
_TEXT_WIDTH = 40  # a text column narrower than this is unreadable


def _asks(column: str, cells: Iterable[str]) -> int:
    """The display width a column asks for (Chinese counts double); a side column's is
    capped at _SIDE_WIDTH."""
    longest = max([cell_len(column), *(cell_len(cell) for cell in cells)])
    return longest if column in _KEY_COLUMNS + _TEXT_COLUMNS else min(longest, _SIDE_WIDTH)


def _fitting(columns: Sequence[str], asks: Sequence[int], width: int) -> list[int]:
    """The columns shown on a terminal ``width`` wide, given the width each asks for
    (_asks): the side columns are left out, rightmost first, while the text column would
    get fewer than _TEXT_WIDTH characters (the key columns stay, so on a very narrow
    terminal it may still get fewer)."""
    shown = list(range(len(columns)))
    padded = [ask + 3 for ask in asks]
    side = [i for i in shown if columns[i] not in _KEY_COLUMNS + _TEXT_COLUMNS]
    while side and width - sum(padded[i] for i in shown if columns[i] not in _TEXT_COLUMNS) < (
        _TEXT_WIDTH
    ):
        shown.remove(side.pop())
    return shown


def _key_limits(columns: Sequence[str], asks: Sequence[int], width: int) -> list[int]:
    """The widest each column may be, 0 for no limit, given the width each asks for
    (_asks): when the key columns, as wide as their longest cell (a 41-character id),
    would leave the text column fewer than _TEXT_WIDTH characters, they fold, sharing
    what is left in proportion to what they ask for, each keeping at least _KEY_WIDTH."""
    limits = [0] * len(columns)
    keys = [i for i, c in enumerate(columns) if c in _KEY_COLUMNS]
    room = width - _TEXT_WIDTH - 3 * len(columns)
    room -= sum(a for i, a in enumerate(asks) if columns[i] not in _KEY_COLUMNS + _TEXT_COLUMNS)
    if sum(asks[i] for i in keys) <= room:
        return limits
    least = {i: min(asks[i], _KEY_WIDTH[columns[i]]) for i in keys}
    spare = max(room - sum(least.values()), 0)
    more = {i: asks[i] - least[i] for i in keys}
    for i in keys:
        limits[i] = least[i] + (more[i] * spare // sum(more.values()) if more[i] else 0)
    return limits


def print_table(
    columns: Sequence[str],
    rows: Sequence[Sequence[str]],
    title: str | None = None,
    legend: str | None = None,
) -> None:
    """A table to stdout; ``legend`` is a line under it (what a mark in it means)."""
    console = stdout_console()
    terminal = console.is_terminal
    limits = [0] * len(columns)
    left_out: list[str] = []
    if terminal and rows and any(c in _TEXT_COLUMNS for c in columns):
        # a text column takes the width left over: the others' widths decide what fits
        asks = [_asks(c, (row[i] for row in rows)) for i, c in enumerate(columns)]
        shown = _fitting(columns, asks, console.width)
        left_out = [c for i, c in enumerate(columns) if i not in shown]
        columns = [columns[i] for i in shown]
        rows = [[row[i] for i in shown] for row in rows]
        limits = _key_limits(columns, [asks[i] for i in shown], console.width)
    captions = [legend] if legend else []
    if left_out:
        captions.append(
            f"{', '.join(left_out)} left out: the terminal is {console.width} columns wide"
        )
    table = Table(
        title=title if terminal else None,
        caption="\n".join(captions) if terminal and captions else None,
        caption_justify="left",
        box=box.SIMPLE_HEAD if terminal else None,
        show_edge=terminal,
        pad_edge=False,
        header_style="bold" if terminal else "",
    )
    for column, limit in zip(columns, limits, strict=True):
        if not terminal:
            table.add_column(column, no_wrap=True)
        elif column in _TEXT_COLUMNS:
            table.add_column(column, ratio=1, overflow="fold")  # takes the width left over
        elif limit:
            table.add_column(column, overflow="fold", max_width=limit)
        else:
            fixed = column in _KEY_COLUMNS
            table.add_column(column, no_wrap=fixed, max_width=None if fixed else _SIDE_WIDTH)
    for row in rows:
        table.add_row(*(Text(cell) for cell in row))
    if terminal:
        with writing():
            console.print(table)
        return
    with writing(), console.capture() as captured:
        console.print(table)
    lines = [line.rstrip() for line in captured.get().splitlines()]
    lines = ([title] if title else []) + lines + ([legend] if legend else [])
    emit("".join(f"{line}\n" for line in lines))
