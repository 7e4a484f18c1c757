"""Read a TOML file (a ledger file, the audit configuration): its text and its tables, or
one error that names the file and, where it can be told, the line and column at fault.

tomllib places a syntax error "(at line L, column C)" or "(at end of document)"; the end
of the document is placed as its last line and column, except for a string that runs to
it, which is placed where it opens (the end says nothing of where the quote is missing).
"""

import re
import tomllib
from pathlib import Path
from typing import Any

from kb.errors import Place
from kb.lazy_re import lazy_compile
from kb.toml_lines import most_nested_line, unclosed_string
from kb.utf8 import NotUtf8, decode_utf8
from kb.wording import counted, listed

_AT_LINE = lazy_compile(r"(.*) \(at line (\d+), column (\d+)\)", re.DOTALL)
_AT_END = " (at end of document)"


class TomlFileError(ValueError):
    """A TOML file that cannot be read, decoded or parsed.  Its text is the message:
    ``kb.toml:3:1: invalid TOML: Invalid value (at end of document)``,
    ``claims: cannot read (Is a directory)``; the callers raise it as their own error."""

    def __init__(
        self,
        shown: str,
        reason: str,
        line: int | None = None,
        column: int | None = None,
        *,
        missing: bool = False,
        syntax: str | None = None,
        text: str = "",
    ) -> None:
        self.place = Place(shown, line, column)
        self.reason = reason  # the message without its place
        super().__init__(f"{self.place}: {reason}")
        self.missing = missing  # the file does not exist
        self.syntax = syntax  # tomllib's own message, for a text that is not TOML
        self.text = text  # the text that is not TOML


# The lines git writes around the sides of a change it could not merge, at the start of
# a line: <<<<<<< ours, ||||||| base (diff3), =======, >>>>>>> theirs.
_CONFLICT_OPENS = lazy_compile(r"<{7}(?: .*)?")
_CONFLICT_CLOSES = lazy_compile(r">{7}(?: .*)?")


def _conflicts(text: str) -> list[tuple[int, int]]:
    """The first and last lines of each merge conflict whose markers git left in ``text``:
    a <<<<<<< line, then a >>>>>>> line (inside a multi-line string too, which TOML would
    read as text)."""
    spans, opened = [], None
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.removesuffix("\r")
        if _CONFLICT_OPENS.fullmatch(line):
            opened = number
        elif opened is not None and _CONFLICT_CLOSES.fullmatch(line):
            spans.append((opened, number))
            opened = None
    return spans


def read_toml(path: Path, shown: str) -> tuple[str, dict[str, Any]]:
    """The text of the TOML file at path (a BOM that starts it dropped) and its tables;
    a TomlFileError naming it as ``shown`` when it cannot be read, is not UTF-8, holds a
    merge conflict git left unresolved, is not TOML or is nested too deeply to parse."""
    try:
        text = decode_utf8(path.read_bytes())  # a BOM (Windows editors) is no key
    except NotUtf8 as bad:
        raise TomlFileError(shown, bad.message, bad.line, bad.column) from None
    except OSError as error:
        raise TomlFileError(
            shown,
            f"cannot read ({error.strerror or error})",
            missing=isinstance(error, FileNotFoundError),
        ) from None
    conflicts = _conflicts(text)
    if conflicts:
        spans = listed([f"lines {first}–{last}" for first, last in conflicts])
        raise TomlFileError(
            shown,
            f"{counted(len(conflicts), 'unresolved merge conflict')} ({spans}): git's "
            "markers <<<<<<<, ======= and >>>>>>> are still in it; keep what each side "
            "should and delete the marker lines",
            conflicts[0][0],
        )
    try:
        return text, tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise _invalid(shown, text, str(error)) from None
    except RecursionError:  # tomllib parses nested arrays and tables recursively
        raise TomlFileError(
            shown, "invalid TOML: nested too deeply", most_nested_line(text)
        ) from None


def _invalid(shown: str, text: str, message: str) -> TomlFileError:
    """The error for tomllib's ``message``, placed at its line and column."""
    at = _AT_LINE.fullmatch(message)
    if at:
        line, column = int(at[2]), int(at[3])
        return TomlFileError(
            shown, f"invalid TOML: {at[1]}", line, column, syntax=message, text=text
        )
    if message.endswith(_AT_END):
        opened = unclosed_string(text)
        line, column = opened or (text.count("\n") + 1, len(text) - text.rfind("\n"))
        return TomlFileError(
            shown, f"invalid TOML: {message}", line, column, syntax=message, text=text
        )
    return TomlFileError(shown, f"invalid TOML: {message}", syntax=message, text=text)
