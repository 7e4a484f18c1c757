"""Where output goes: results to stdout, everything else to stderr.

Tables are rich tables on a terminal and plain aligned text when piped (no borders, no
colour, no wrapping), so `kb claims | grep` works; rich honours NO_COLOR by itself.
"""

import errno
import io
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from rich import box
from rich.cells import cell_len
from rich.console import Console
from rich.table import Table
from rich.text import Text

from cli.layout import (
    ID_COLUMN,
    KEY_COLUMNS,
    TEXT_COLUMNS,
    TOLD_IN_TEXT,
    Layout,
    layout,
    stacked_cells,
    told_after,
)
from cli.line_breaks import Folded, id_lines, value_lines, words_folded
from kb.answers import NothingFound
from kb.errors import InputError
from kb.render import nothing_found_lines
from kb.wording import listed


class OutputError(InputError):
    """Standard output cannot be written (a full disk, a closed pipe)."""


@contextmanager
def writing() -> Iterator[None]:
    """Writes to stdout: a reader that went away (kb audit | head) is not written to
    again, and the command ends as it would have, its exit code its verdict (a CI step
    piping kb audit or kb check on still fails on findings); any other failure is a
    one-line error, not a traceback."""
    try:
        yield
    except OSError as failure:
        try:  # Python flushes stdout again at exit: point it at /dev/null first
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            os.close(devnull)
        except (OSError, ValueError):
            pass  # not a real file (a test's capture)
        if failure.errno != errno.EPIPE:
            raise OutputError(f"cannot write the output: {failure.strerror or failure}") from None


class _ClosedStdout(io.TextIOBase):
    """Standard output when the command was started with it closed (kb table >&-), where
    Python leaves sys.stdout None: writing to it fails as writing to a closed descriptor
    does, so that writing() says so in one line as for any other output that fails."""

    @property
    def buffer(self) -> "_ClosedStdout":  # emit_csv writes bytes here
        return self

    def write(self, text: object) -> int:
        raise OSError(errno.EBADF, os.strerror(errno.EBADF))


def closed_stdout_fails_on_write() -> None:
    """Let a closed stdout fail where output is written (see _ClosedStdout), not as a
    traceback on None at the first sys.stdout.write or isatty."""
    if sys.stdout is None:
        sys.stdout = _ClosedStdout()


class _StdoutConsole(Console):
    @property
    def encoding(self) -> str:
        # piped, what it prints goes out through emit in UTF-8: tree guides drawn as └──,
        # not as the `-- rich falls back to for a code page's stdout
        return super().encoding if self.is_terminal else "utf-8"

    def on_broken_pipe(self) -> None:
        # rich exits 1 on its own; writing() decides, as for every other output
        self.quiet = True
        raise BrokenPipeError(errno.EPIPE, os.strerror(errno.EPIPE))


def stdout_console() -> Console:
    """On a terminal, rich at the terminal's width; piped, lines are never wrapped."""
    if sys.stdout.isatty():
        return _StdoutConsole(highlight=False)
    return _StdoutConsole(highlight=False, soft_wrap=True, width=10_000)


def print_drawn(draw: Callable[[Console], None]) -> None:
    """Print what ``draw`` prints on a console: on a terminal as it goes, piped as one
    result through emit, so that `kb show ID > claim.txt` is UTF-8 as every other result
    (rich writes in the locale's code page, where Chinese is a UnicodeEncodeError)."""
    console = stdout_console()
    if console.is_terminal:
        with writing():
            draw(console)
        return
    with console.capture() as captured:
        draw(console)
    emit(captured.get())


def stderr_console() -> Console:
    """On a terminal, rich folding lines between words at the terminal's width, as the
    terminal would cut them wherever its edge fell; piped (a log, CI's output), lines are
    never folded, so that one message stays one line to grep."""
    return Console(stderr=True, highlight=False, soft_wrap=not sys.stderr.isatty())


def emit(text: str) -> None:
    """Print a finished text result (JSON, CSV, Markdown, HTML) to stdout as it is, in
    UTF-8 whatever the locale. Python's stdout encodes in the local code page (cp1252
    when `kb export > kb.json` runs on Windows, ASCII under LC_ALL=C with UTF-8 mode
    off), which cannot hold Chinese, and would give on stdout another encoding than the
    file --out writes; as bytes, Windows does not turn each line end into CR LF either."""
    with writing():
        sys.stdout.flush()
        sys.stdout.buffer.write(text.encode("utf-8"))
        sys.stdout.buffer.flush()


def emit_csv(text: str, *, bom: bool) -> None:
    """Print CSV to stdout; with ``bom``, after a byte order mark, which is how Excel tells
    UTF-8 from the local code page."""
    emit("\ufeff" + text if bom else text)


def note(message: str) -> None:
    stderr_console().print(Folded(Text(message, style="dim")))


def nothing_found(why: NothingFound) -> None:
    """Say on stderr that no claim matched, and why (kb.render.nothing_found_lines)."""
    for line in nothing_found_lines(why):
        note(line)


def error(message: str) -> None:
    stderr_console().print(Folded(Text(f"Error: {message}", style="red")))


@dataclass
class Section:
    """One of the tables a command prints with the same columns (a group of kb table)."""

    rows: Sequence[Sequence[str]]
    title: str | None = None
    legend: str | None = None  # a line under it: what a mark in it means


def print_lines(title: str, lines: Sequence[str]) -> None:
    """Lines under a command's tables (kb table's key of its sources) after a title, bold
    on a terminal, where a long line wraps; piped, as they are."""

    def draw(console: Console) -> None:
        console.print(Text(title, style="bold" if console.is_terminal else ""))
        for line in lines:
            console.print(Folded(Text(line)))

    print_drawn(draw)


def print_table(
    columns: Sequence[str], rows: Sequence[Sequence[str]], title: str | None = None
) -> None:
    print_tables(columns, [Section(rows, title)])


def _left_out(columns: Sequence[str], fit: Layout, text: int | None) -> str:
    """What a note says of the columns a terminal could not show: "sources left out,
    attributed_to after the statement" (``text``, the text column shown)."""
    told = [c for c in TOLD_IN_TEXT if c in fit.left_out and columns.index(c) in fit.told_in_text]
    gone = [c for c in fit.left_out if c not in told]
    parts = [f"{', '.join(gone)} left out"] if gone else []
    if told and text is not None:
        parts.append(f"{listed(told)} after the {columns[text]}")
    return ", ".join(parts)


def print_tables(columns: Sequence[str], sections: Sequence[Section]) -> None:
    """Tables with the same columns to stdout, one after the other. On a terminal their
    columns are chosen and measured once, for all of them (cli.layout), and what is left
    out is said once, on stderr, before them; piped, every column, as wide as its longest
    cell in any of them.  No rows, no table: not even its header (the command says on
    stderr that nothing matched, and a script counting lines counts none)."""
    every = [row for section in sections for row in section.rows]
    if not every:
        return
    console = stdout_console()
    terminal = console.is_terminal
    shown = list(range(len(columns)))
    widths = [
        max([cell_len(c), *(cell_len(row[i]) for row in every)]) for i, c in enumerate(columns)
    ]
    texts = terminal and any(c in TEXT_COLUMNS for c in columns)
    told: list[int] = []  # columns told after the text instead
    text: int | None = None  # the text column shown
    under: dict[int, int] = {}  # a column shown under another, in its column
    text_width = 0  # the width the text column is left
    if texts:
        fit = layout(columns, every, console.width)
        shown, widths, under, text_width = fit.shown, fit.widths, fit.under, fit.text_width
        told = fit.told_in_text
        text = next((i for i in shown if columns[i] in TEXT_COLUMNS), None)
        if fit.left_out:
            note(
                f"{_left_out(columns, fit, text)}: the terminal is {console.width} columns "
                f"wide, and every column needs {fit.every_column}"
            )
    out: list[str] = []
    for section in sections:
        table = Table(
            title=section.title if terminal else None,
            caption=section.legend if terminal else None,
            caption_justify="left",
            box=box.SIMPLE_HEAD if terminal else None,
            show_edge=terminal,
            pad_edge=False,
            header_style="bold" if terminal else "",
            expand=texts,  # the text column takes the width left over
        )
        headers = {i: columns[i] for i in shown}
        for i, top in under.items():  # "status" over "value"
            headers[top] += f"\n{columns[i]}"
        for i, width in zip(shown, widths, strict=True):
            if not terminal:
                table.add_column(columns[i], no_wrap=True, width=width)
            elif not texts:  # no column that wraps: rich sizes them
                table.add_column(columns[i])
            elif width:
                table.add_column(headers[i], width=width, overflow="fold")
            else:
                table.add_column(headers[i], ratio=1, overflow="fold")
        for row in section.rows:
            cells: dict[int, Text | Folded] = {i: Text(row[i]) for i in shown}
            for i, width in zip(shown, widths, strict=True):
                if texts and width and columns[i] in KEY_COLUMNS:  # not cut inside a word
                    fold = id_lines if columns[i] == ID_COLUMN else value_lines
                    stacked = stacked_cells(row, i, under)
                    lines = [line for cell in stacked for line in fold(cell, width)]
                    cells[i] = Text("\n".join(lines))
            if text is not None:  # a word wider than the column folds after a hyphen
                said = Text(words_folded(row[text], text_width))
                for told_text in told_after(columns, row, told):
                    said.append(words_folded(told_text, text_width), style="italic")
                cells[text] = Folded(said)  # and Chinese between characters, not before 。
            table.add_row(*cells.values())
        if terminal:
            with writing():
                console.print(table)
            continue
        with writing(), console.capture() as captured:
            console.print(table)
        lines = [line.rstrip() for line in captured.get().splitlines()]
        title = [section.title] if section.title else []
        out += title + lines + ([section.legend] if section.legend else [])
    if not terminal:
        emit("".join(f"{line}\n" for line in out))
