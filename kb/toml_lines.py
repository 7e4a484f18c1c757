"""Where each key of a TOML text stands, so that an error about a value can name its line.

tomllib returns values without positions, and no well-kept TOML library for Python
reports them for what it parses (tomlkit keeps the text but not line numbers), so the
lines are found here by hand: a small scanner of table headers, arrays of tables, bare,
quoted and dotted keys, inline tables, arrays, strings and comments.  It runs only on
text tomllib has accepted, so it need not diagnose anything.
"""

import bisect
import re

from kb.lazy_re import lazy_compile

KeyPath = tuple[str | int, ...]

_BARE_KEY = lazy_compile(r"[A-Za-z0-9_-]+")
_VALUE_END = lazy_compile(r"[,\]}\n#]")
# What a string holds up to its closing quote, by its opening quote: a basic string's
# escapes are skipped whole (\" does not close it); a multi-line one's quotes close it
# only three in a row. Unrolled loops, linear on any text.
_STRING_BODY = {
    '"': re.compile(r'[^"\\]*(?:\\.[^"\\]*)*', re.S),
    '"""': re.compile(r'[^"\\]*(?:(?:\\.|"(?!""))[^"\\]*)*', re.S),
    "'": re.compile(r"[^']*"),
    "'''": re.compile(r"[^']*(?:'(?!'')[^']*)*"),
}


def key_lines(text: str) -> dict[KeyPath, int]:
    """The line where each key, table and array entry of a TOML text is first named, by its
    full path: ``("audit", "fail-on")``; an entry of an array (of tables, or of values)
    adds its index: ``("claim", 3, "citation", 0, "quote")`` is the quote of the first
    ``[[claim.citation]]`` of the fourth ``[[claim]]``.

    A quoted key written with an escape ("fail\\u005fon") is not decoded, so it and the
    keys below it are not found; a construct the scanner does not know ends the scan,
    keeping what it found.  An error about a key not found names no line.
    """
    scanner = _KeyScanner(text)
    try:
        scanner.document()
    except (IndexError, ValueError):
        pass
    return scanner.lines


def unclosed_string(text: str) -> tuple[int, int] | None:
    """The line and column where a string opens that runs to the end of a TOML text:
    where tomllib's "Unterminated string (at end of document)" went wrong, which the end
    of the document does not show; None when the scan ends in no string."""
    scanner = _KeyScanner(text)
    try:
        scanner.document()
    except (IndexError, ValueError):
        pass
    if scanner.open_string is None:
        return None
    line = scanner.line_of(scanner.open_string)
    return line, scanner.open_string - scanner.line_starts[line - 1] + 1


def most_nested_line(text: str) -> int:
    """The line that opens the most arrays and inline tables: where a TOML text too deeply
    nested to parse (tomllib recurses) most likely goes wrong."""
    counts = [line.count("[") + line.count("{") for line in text.splitlines() or [""]]
    return counts.index(max(counts)) + 1


class _KeyScanner:
    """Reads a TOML text once, noting the line where each key and table is first named."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.lines: dict[KeyPath, int] = {}
        self.line_starts = [0, *(m.end() for m in re.finditer("\n", text))]
        self.entries: dict[KeyPath, int] = {}  # each array of tables: its entries so far
        self.open_string: int | None = None  # where the string being read opens

    def document(self) -> None:
        table: KeyPath | None = ()
        while True:
            self.skip(" \t\r\n")
            if self.pos >= len(self.text):
                return
            if self.text[self.pos] == "#":
                self.skip_line()
            elif self.text[self.pos] == "[":
                line = self.line()
                array = self.text.startswith("[[", self.pos)
                self.pos += 2 if array else 1
                table = self.header(self.key(), array)
                self.record(table, line)
                self.skip_line()
            else:
                self.pair(table)

    def header(self, key: tuple[str, ...] | None, array: bool) -> KeyPath | None:
        """The full path of a table header: an array of tables it passes through goes to
        its last entry, as TOML reads ``[[claim.citation]]``; an array header adds an
        entry to its own array."""
        if key is None:
            return None
        path: KeyPath = ()
        for i, part in enumerate(key):
            path = (*path, part)
            if array and i == len(key) - 1:
                count = self.entries.get(path, 0)
                self.entries[path] = count + 1
                return (*path, count)
            if path in self.entries:
                path = (*path, self.entries[path] - 1)
        return path

    def pair(self, table: KeyPath | None) -> None:
        line = self.line()
        key = self.key()
        path = None if table is None or key is None else (*table, *key)
        self.record(path, line)
        self.skip(" \t")
        if self.text[self.pos] != "=":
            raise ValueError(self.pos)
        self.pos += 1
        self.value(path)

    def key(self) -> tuple[str, ...] | None:
        """The parts of a dotted key; None when one is quoted with an escape."""
        parts: list[str] = []
        placeable = True
        while True:
            self.skip(" \t")
            if self.text[self.pos] in "\"'":
                quote = self.text[self.pos]
                part = self.string()
                placeable = placeable and not (quote == '"' and "\\" in part)
            else:
                bare = _BARE_KEY.match(self.text, self.pos)
                if bare is None:
                    raise ValueError(self.pos)
                part, self.pos = bare[0], bare.end()
            parts.append(part)
            self.skip(" \t")
            if self.text[self.pos] != ".":
                return tuple(parts) if placeable else None
            self.pos += 1

    def value(self, path: KeyPath | None) -> None:
        self.skip(" \t")
        first = self.text[self.pos]
        if first == "{":
            self.pos += 1
            while True:
                self.skip(" \t\r\n,")
                if self.text[self.pos] == "}":
                    self.pos += 1
                    return
                self.pair(path)
        elif first == "[":
            self.pos += 1
            index = 0
            while True:
                self.skip(" \t\r\n,")
                if self.text[self.pos] == "#":
                    self.skip_line()
                elif self.text[self.pos] == "]":
                    self.pos += 1
                    return
                else:
                    entry = None if path is None else (*path, index)
                    self.record(entry, self.line())
                    self.value(entry)
                    index += 1
        elif first in "\"'":
            self.string()
        else:
            end = _VALUE_END.search(self.text, self.pos)  # a number, date or boolean
            stop = len(self.text) if end is None else end.start()
            if stop == self.pos:  # no value ("[}"): an array would read it forever
                raise ValueError(stop)
            self.pos = stop

    def string(self) -> str:
        """Skip the string at the position; its text as written, escapes undecoded."""
        quote = next(q for q in ('"""', "'''", '"', "'") if self.text.startswith(q, self.pos))
        self.open_string = self.pos
        self.pos += len(quote)
        start = self.pos
        body = _STRING_BODY[quote].match(self.text, start)
        assert body is not None  # each matches an empty string too
        end = body.end()
        if not self.text.startswith(quote, end):
            raise ValueError(end)  # runs to the end of the text
        self.pos = end
        self.open_string = None
        self.pos += len(quote)
        while len(quote) == 3 and self.text.startswith(quote[0], self.pos):
            self.pos += 1  # a multi-line string may end in one or two quotes of its own
        return self.text[start:end]

    def skip(self, chars: str) -> None:
        while self.pos < len(self.text) and self.text[self.pos] in chars:
            self.pos += 1

    def skip_line(self) -> None:
        end = self.text.find("\n", self.pos)
        self.pos = len(self.text) if end == -1 else end

    def line(self) -> int:
        return self.line_of(self.pos)

    def line_of(self, pos: int) -> int:
        return bisect.bisect_right(self.line_starts, pos)

    def record(self, path: KeyPath | None, line: int) -> None:
        """The first line that names a key, or a table or key that contains it."""
        if path is not None:
            for size in range(1, len(path) + 1):
                self.lines.setdefault(path[:size], line)
