"""Where output goes: results to stdout, everything else to stderr.

Tables are rich tables on a terminal and plain aligned text when piped (no borders, no
colour, no wrapping), so `kb claims | grep` works; rich honours NO_COLOR by itself.
"""

import sys
from collections.abc import Sequence

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text


def stdout_console() -> Console:
    """On a terminal, rich at the terminal's width; piped, lines are never wrapped."""
    if sys.stdout.isatty():
        return Console(highlight=False)
    return Console(highlight=False, soft_wrap=True, width=10_000)


def stderr_console() -> Console:
    return Console(stderr=True, highlight=False, soft_wrap=True)


def emit(text: str) -> None:
    """Print a finished text result (JSON, CSV, Markdown, HTML) to stdout as it is."""
    sys.stdout.write(text)
    sys.stdout.flush()


def note(message: str) -> None:
    stderr_console().print(Text(message, style="dim"))


def error(message: str) -> None:
    stderr_console().print(Text(f"Error: {message}", style="red"))


def print_table(
    columns: Sequence[str], rows: Sequence[Sequence[str]], title: str | None = None
) -> None:
    console = stdout_console()
    terminal = console.is_terminal
    table = Table(
        title=title if terminal else None,
        box=box.SIMPLE_HEAD if terminal else None,
        show_edge=terminal,
        pad_edge=False,
        header_style="bold" if terminal else "",
    )
    for column in columns:
        if not terminal:
            table.add_column(column, no_wrap=True)
        elif column in ("statement", "quote", "title", "message"):
            table.add_column(column, ratio=1, overflow="fold")  # takes the width left over
        else:
            fixed = column in ("id", "status", "value")
            table.add_column(column, no_wrap=fixed, max_width=None if fixed else 24)
    for row in rows:
        table.add_row(*(Text(cell) for cell in row))
    if terminal:
        console.print(table)
        return
    with console.capture() as captured:
        console.print(table)
    lines = [line.rstrip() for line in captured.get().splitlines()]
    emit("".join(f"{line}\n" for line in ([title] if title else []) + lines))
