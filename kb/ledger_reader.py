"""Read the ledger (sources/sources.toml, the source documents, claims/*.toml) into records.

Everything is validated before anything touches a database, and every error names the
file and line at fault. Quotes are text: the reader finds their offsets in the source,
and a quote that occurs more than once needs ``occurrence = N`` (1-based).
"""

import contextlib
import datetime
import errno
import fnmatch
import functools
import hashlib
import itertools
import os
import re
import stat
import string
import tomllib
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any, NamedTuple, TypeAlias

from kb.errors import FormulaError, LedgerError, LedgerErrors, Place, PlacedError, one_line
from kb.formula import parse_formula
from kb.graph import BASIS_RELATIONS, formula_inputs, formula_name
from kb.lazy_re import lazy_compile
from kb.nearest_text import Difference, marks_alike, nearest_text
from kb.paths import LedgerNames
from kb.records import (
    AGENT_KINDS,
    RELATIONS,
    AgentRecord,
    CitationRecord,
    ClaimRecord,
    EventRecord,
    IgnoreRecord,
    Ledger,
    LedgerFile,
    LinkRecord,
    SourceRecord,
)
from kb.status import parse_status, unknown_status
from kb.suggestions import did_you_mean, offered
from kb.toml_file import TomlFileError, read_toml
from kb.toml_lines import KeyPath, key_lines
from kb.units import CANONICAL_UNITS, READ_AS, in_canonical_unit, stated_as_read
from kb.utf8 import Lines, NotUtf8, decode_utf8, legacy_encoding, position
from kb.values import format_value, in_scaled_unit, parse_value
from kb.word_patterns import CJK_GAP, HAN
from kb.wording import counted, listed, noun_for

SOURCES_TOML = "sources/sources.toml"
CLAIMS_DIR = "claims"
ID_PATTERN = lazy_compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
TIMESTAMP_FORMAT = "%Y-%m-%dT%H:%M:%SZ"  # with TIMESTAMP_PATTERN's two-digit fields
TIMESTAMP_PATTERN = lazy_compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z")
# a BCP 47 tag as sources use them, in its canonical case (canonical_language): a language
# (zh, yue), then script, region or variant
LANGUAGE_PATTERN = lazy_compile(r"[a-z]{2,3}(?:-[A-Za-z0-9]{1,8})*")
# Country codes (ISO 3166) written for a language (ISO 639) they are not, "cn" for
# Chinese, and the language meant; none of them is a language's own code ("se", "kr" and
# "tw" are: Northern Sami, Kanuri, Twi).
_COUNTRY_LANGUAGES = {
    "cn": "zh",
    "jp": "ja",
    "ua": "uk",
    "by": "be",
    "kz": "kk",
    "cz": "cs",
    "dk": "da",
    "gr": "el",
    "il": "he",
    "ir": "fa",
    "vn": "vi",
    "us": "en",
    "gb": "en",
}
SHA256_PATTERN = lazy_compile(r"[0-9A-Fa-f]{64}")
# The controls a ledger string may not hold: C0 but tab, newline and CR; DEL; all of C1.
CONTROL_PATTERN = lazy_compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# The bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): a
# terminal or browser shows the text after them in another order ("runs at \u202e009\u202c
# tokens" shows as 900), the "Trojan Source" trick.  The marks (U+200E, U+200F, U+061C)
# reorder no run of text and stay, as right-to-left text needs them.
BIDI_PATTERN = lazy_compile(r"[\u202a-\u202e\u2066-\u2069]")
PUBLISHED_PATTERN = lazy_compile(
    r"([0-9]{4})(?:-([0-9]{2})(?:-([0-9]{2}))?)?"
)  # 2026, 2026-12, 2026-12-01

SOURCE_KEYS = {"id", "path", "title", "language", "sha256", "url", "publisher", "published"}
AGENT_KEYS = {"name", "aliases", "kind", "note"}
CLAIM_KEYS = {
    "id",
    "statement",
    "subject",
    "status",
    "attributed_to",
    "value",
    "unit",
    "note",
    "citation",
    "link",
    "history",
}
CITATION_KEYS = {"source", "quote", "occurrence"}
LINK_KEYS = {"relation", "claim", "formula", "note"}
EVENT_KEYS = {"status", "at", "reason"}
IGNORE_KEYS = {"source", "quote", "occurrence", "reason"}
FILE_KEYS = {"agent", "claim", "ignore"}
# The keys of a claim's tables, by the header of each.
CLAIM_TABLE_KEYS = {
    "claim": CLAIM_KEYS,
    "claim.citation": CITATION_KEYS,
    "claim.link": LINK_KEYS,
    "claim.history": EVENT_KEYS,
}


def _belonging(table: str) -> dict[str, str]:
    """The keys a claim's ``table`` may not hold that one of its citation, link and
    history tables holds, and no other of its tables, each with that table's header: in
    the claim's own table, 'quote' belongs in a [[claim.citation]] (a citation whose
    header is missing), 'at' in a [[claim.history]].  A key two tables hold ('status' of
    the claim and of a history entry, 'note') is left out: where it belongs is not
    known."""
    return {
        key: name
        for name, keys in CLAIM_TABLE_KEYS.items()
        if name not in {"claim", table}
        for key in keys
        if sum(key in held for held in CLAIM_TABLE_KEYS.values()) == 1
    }


# Where a key that a claim's table may not hold belongs, by the table's header.
BELONGING = {table: _belonging(table) for table in CLAIM_TABLE_KEYS}
# The keys kb export --format json gives a quote's span that the ledger leaves to kb: a
# citation or an ignore span written with them is told so, not the keys allowed.
_OFFSET_KEYS = {"start", "end"}
_OFFSETS_FOUND = (
    "kb finds a quote's offsets from its text: leave it out (occurrence = N says which "
    "place, when the quote stands in several)"
)
# Every array of tables of the ledger, by the name its header gives it (the last part):
# what a mistyped table ([[claims]], a [[citation]] not under its claim) probably meant.
ARRAY_TABLES = {
    "agent": "agent",
    "claim": "claim",
    "ignore": "ignore",
    "citation": "claim.citation",
    "link": "claim.link",
    "history": "claim.history",
    "source": "source",
}
_KEY = lazy_compile(r"\s*([A-Za-z0-9_-]+)\s*=")  # a bare key and its equals sign
_HEADER = lazy_compile(r"\s*(\[\[?)\s*([A-Za-z0-9_.\- ]+?)\s*\]\]?\s*(?:#.*)?")


# An ellipsis that leaves out text between two parts of a quote, with the spaces beside
# it: "…", "...", either in brackets ("[…]", "(...)"), and "⋯"; Chinese writes two, "……".
_ELLIPSIS = lazy_compile(r"\s*(?:\[(?:…|\.\.\.)\]|\((?:…|\.\.\.)\)|…|⋯|\.\.\.)\s*")


def _elided(text: str, quote: str) -> str:
    """For a quote that leaves out text with an ellipsis and whose parts each stand in
    ``text`` in its order, the text it skips and what to cite instead, each part on its
    own: "; the quote skips text the source has between 'plans to add' and 'Cerebras':
    ..."; "" for another quote, and for one that skips none (the source has only white
    space or an ellipsis of its own between the parts: the nearest text tells the
    difference, "the quote has '…' where the source has '...'")."""
    parts = [part for part in _ELLIPSIS.split(quote) if part]
    if len(parts) < 2:
        return ""
    gaps, at = [], 0
    for n, part in enumerate(parts):
        found = text.find(part, at)
        if found == -1:
            return ""
        if n and _ELLIPSIS.sub("", text[at:found]).strip():
            gaps.append(f"{_before(parts[n - 1], len(parts[n - 1]))!r} and {_after(part)!r}")
        at = found + len(part)
    if not gaps:
        return ""
    return (
        f"; the quote skips text the source has between {' and between '.join(gaps)}: a quote "
        "is one unbroken span of its source, so cite each part as a citation of its own"
    )


# Quotation marks as one keyboard or another types them, each folded to the straight one
# of its kind (a character for a character, so offsets keep).
_QUOTATION_MARKS = str.maketrans("“”„‟«»‘’‚‛", '"' * 6 + "'" * 4)


def _quotation_marks(text: str, quote: str) -> str:
    """For a quote not in ``text`` that differs from it only in quotation marks (curly
    ones typed for the source's straight ones, at both ends of a term), every mark that
    differs, by its code point, in one message; "" when it differs otherwise."""
    at = text.translate(_QUOTATION_MARKS).find(quote.translate(_QUOTATION_MARKS))
    if at == -1:
        return ""
    pairs = [(a, b) for a, b in zip(quote, text[at : at + len(quote)], strict=True) if a != b]
    ours, theirs = (list(dict.fromkeys(side)) for side in zip(*pairs, strict=True))
    return (
        " (it differs from the source only in quotation marks: it has "
        f"{listed([repr(c) for c in ours])} where the source has "
        f"{listed([repr(c) for c in theirs])}: {listed([f'U+{ord(c):04X}' for c in ours])} "
        f"in the quote, {listed([f'U+{ord(c):04X}' for c in theirs])} in the source)"
    )


# ё and Ё as е and Е: Russian prints both, and a quote copied from a text that drops
# the dots, or typed so, differs from a source that keeps them (a character for a
# character, so offsets keep).
_YO = str.maketrans("ёЁ", "еЕ")


def _yo(text: str, quote: str) -> str:
    """For a quote not in ``text`` that differs from it only in ё and е (either way),
    the words that differ, as the quote and the source write them; "" when it differs
    otherwise."""
    at = text.translate(_YO).find(quote.translate(_YO))
    if at == -1:
        return ""
    cited = text[at : at + len(quote)]
    pairs = [
        (quote[word.start() : word.end()], cited[word.start() : word.end()])
        for word in re.finditer(r"\w+", quote)
        if quote[word.start() : word.end()] != cited[word.start() : word.end()]
    ]
    ours, theirs = (list(dict.fromkeys(side)) for side in zip(*pairs, strict=True))
    return (
        f" (it differs from the source only in е and ё: it has {listed([repr(w) for w in ours])}"
        f" where the source has {listed([repr(w) for w in theirs])})"
    )


def _composition(text: str, quote: str) -> str:
    """For a quote not in ``text`` that differs from it only in how its accented letters
    are composed (Unicode's NFC and NFD: ё as one character, or as е and a combining
    diaeresis, as some editors and macOS save text), the first letter that differs, by
    its code points: both look the same in a message; "" when it differs otherwise."""
    if unicodedata.normalize("NFC", quote) not in unicodedata.normalize("NFC", text):
        return ""
    mark = next(
        (
            i
            for i, c in enumerate(quote)
            if i
            and unicodedata.combining(c)
            and len(unicodedata.normalize("NFC", quote[i - 1 : i + 1])) == 1
        ),
        None,
    )
    if mark is None:  # the source's letters are the decomposed ones, or composed otherwise
        return (
            " (it differs from the source only in how its letters are composed, Unicode's "
            "NFC and NFD: copy the quote from the source)"
        )
    letter = unicodedata.normalize("NFC", quote[mark - 1 : mark + 1])
    return (
        " (it differs from the source only in how its accented letters are composed: it "
        f"writes {letter!r} as {quote[mark - 1]!r} and U+{ord(quote[mark]):04X}, the source "
        f"as one character, U+{ord(letter):04X}; write them as the source does)"
    )


def _cjk_spacing(text: str, quote: str) -> str:
    """For a quote not in ``text`` that differs from it only in spaces beside Chinese
    characters ("容纳 2400 个机架" for "容纳2400个机架", as spacing tools such as pangu
    write it; CJK_GAP), what the source has there; "" when it differs otherwise."""
    bare = CJK_GAP.sub("", quote)
    # a space may stand wherever CJK_GAP would take one away
    pattern = re.escape(bare[:1]) + "".join(
        (" ?" if CJK_GAP.search(f"{a} {b}") else "") + re.escape(b)
        for a, b in itertools.pairwise(bare)
    )
    found = re.search(pattern, text)
    if found is None:
        return ""
    return (
        " (it differs from the source only in the spaces beside its Chinese characters: "
        f"the source has {found[0][:40]!r})"
    )


def _spaced_otherwise(text: str, quote: str) -> bool:
    """Whether ``text`` holds the quote but for white space: a line break where it has a
    space, spaces beside Chinese characters that it has not."""
    return _WHITE_SPACE.sub("", quote) in _WHITE_SPACE.sub("", text)


_WHITE_SPACE = lazy_compile(r"\s+")


def _divergence(text: str, quote: str) -> str:
    """Where a quote that is not in ``text`` differs from the source's text nearest to it
    (kb.nearest_text), whose line and column it names, the first few differences: "(nearest
    text in the source at 211:3: the quote lacks ',' after 'заявила')"; "" when no text of
    the source is near it."""
    nearest = nearest_text(text, quote)
    if nearest is None:
        return ""
    line, column = position(text, nearest.start)
    told = [_difference(quote, d) for d in nearest.differences[:_MOST_DIFFERENCES]]
    more = len(nearest.differences) - len(told)
    if more:
        told.append(f"and {counted(more, 'more difference')}")
    return f" (nearest text in the source at {line}:{column}: {'; '.join(told)})"


# The most differences of a quote from the source's nearest text a message tells: more
# are a quote of other words, or typed rather than copied.
_MOST_DIFFERENCES = 3


def _difference(quote: str, difference: Difference) -> str:
    """One difference of a quote from the source's nearest text, told as the quote's: "the
    quote lacks ',' after 'заявила'", "has an extra ' ' after 'Sol'", "has '五' after
    '关于该模型包含约' where the source has '三'", at its start "begins with 'o' where the
    source has 'O'", at its end "ends with an extra '»'"; characters in another form
    (full-width '７５０') and look-alikes (by their code points) named as such, and line
    breaks with how to write them."""
    at, ours, theirs = difference
    breaks = _line_breaks(theirs)
    if not ours:  # never at the start: a quote that only starts later is found
        after = _before(quote, at)
        if breaks:
            lacks = noun_for(len(theirs.splitlines()), "line break")
            return f"the quote lacks the {lacks} after {after!r}: write {breaks} there"
        return f"the quote lacks {_shown(theirs, 12)} after {after!r}"
    our_form, their_form = _forms(ours, theirs)
    shown = f"{'' if theirs else 'an extra '}{our_form}{_shown(ours, 12)}"
    told = _quote_has(quote, at, len(ours), shown)
    if not theirs:
        return told
    if breaks:
        return f"{told} where the source breaks the line: write {breaks} there"
    one = len(ours) == len(theirs) == 1 and not our_form + their_form
    return (
        f"{told} where the source has {their_form}{_shown(theirs, 12)}"
        f"{_look_alike(ours, theirs) if one else ''}"
    )


def _quote_has(quote: str, at: int, size: int, shown: str) -> str:
    """The quote's ``size`` characters at ``at``, as ``shown``, told where they stand: "the
    quote begins with 'o'", "the quote ends with an extra '»'" (a mark after its last
    word), else "the quote has '五' after '关于该模型包含约'"."""
    if not at:
        return f"the quote begins with {shown}"
    if at + size == len(quote):
        return f"the quote ends with {shown}"
    return f"the quote has {shown} after {_before(quote, at)!r}"


def _line_breaks(text: str) -> str:
    """How a quote's TOML string writes ``text`` when it is line breaks alone, one or a
    run of them: "\\n", "\\r\\n", "\\n\\n" for a paragraph break; "" otherwise."""
    if not text or text.strip("\r\n"):
        return ""
    return text.replace("\r", "\\r").replace("\n", "\\n")


def _before(quote: str, at: int) -> str:
    """The quote's last 12 characters before ``at``, less a word they cut into: "заявила",
    not "enAI заявила"; "基础设施上以高达每秒", not "as基础设施上以高达每秒" (Chinese has no
    words to cut)."""
    shown = quote[max(0, at - 12) : at]
    if at > 12 and not quote[at - 13].isspace():
        cut = _SPACED_WORD.match(shown) or _WORD_PART.match(shown)
        if cut and shown[cut.end() :].strip():
            return shown[cut.end() :].lstrip()
    return shown


def _after(part: str) -> str:
    """A text's first 12 characters, less a word they cut into: "Cerebras", not
    "Cerebras com" (as _before shows the last ones)."""
    shown = part[:12]
    if len(part) > 12 and not part[12].isspace():
        cut = _LAST_SPACED_WORD.search(shown) or _LAST_WORD_PART.search(shown)
        if cut and shown[: cut.start()].strip():
            return shown[: cut.start()].rstrip()
    return shown


# The start of a text to its first space and the spaces after it; a run of a word's
# letters or digits in a script that writes words with no space before Chinese (Cerebras基础)
_SPACED_WORD = lazy_compile(r"\S*\s+")
_WORD_PART = lazy_compile(f"[^\\W_{HAN}]+")
# the same, at a text's end: its last spaces and word, or a run of a word's letters
_LAST_SPACED_WORD = lazy_compile(r"\s+\S*$")
_LAST_WORD_PART = lazy_compile(f"[^\\W_{HAN}]+$")


def _forms(ours: str, theirs: str) -> tuple[str, str]:
    """How the quote's characters and the source's are written, when they are other forms
    of one another, each pair one character under NFKC (full-width ７５０ for 750, ',' for
    '，'): ("full-width ", "") (_form); ("", "") when they differ otherwise, or a space
    other than U+0020 is among them, which its code point tells better (_look_alike)."""
    if (
        len(ours) != len(theirs)
        or unicodedata.normalize("NFKC", ours) != unicodedata.normalize("NFKC", theirs)
        or any(_unseen(c) for c in ours + theirs)
    ):
        return "", ""
    return _form(ours), _form(theirs)


# How Unicode tags a compatibility form (unicodedata.decomposition), as a message names it.
_FORM_NAMES = {"<wide>": "full-width", "<narrow>": "half-width", "<super>": "superscript"}


def _unseen(character: str) -> bool:
    """Whether a character shows as itself in a message: a space other than U+0020 (a
    no-break space, an ideographic one) or one that does not print is named by its code
    point instead (_look_alike)."""
    return character != " " and (character.isspace() or not character.isprintable())


def _form(run: str) -> str:
    """ "full-width " when every character of run that is not plain is (half-width,
    superscript likewise), "" when they are all plain or of several forms."""
    tags = {unicodedata.decomposition(c).partition(" ")[0] for c in run}
    tags.discard("")
    tag = tags.pop() if len(tags) == 1 else ""
    return f"{_FORM_NAMES[tag]} " if tag in _FORM_NAMES else ""


def _look_alike(ours: str, theirs: str) -> str:
    """The code points of two characters that differ but may look alike: marks that do
    (kb.nearest_text.marks_alike: '-' and '–', '"' and '«'), a character that does not
    show as itself (a no-break space, _unseen), or letters of two scripts (a Latin 'o'
    typed in a Russian word for 'о'); "" otherwise ('»' and ':', 'o' and 'a')."""
    if not ours or not theirs:
        return ""
    if ours.isalnum() or theirs.isalnum():
        scripts = {unicodedata.name(c, "").partition(" ")[0] for c in (ours, theirs)}
        if len(scripts) < 2 or not (ours.isalpha() and theirs.isalpha()):
            return ""
    elif not (_unseen(ours) or _unseen(theirs) or marks_alike(ours, theirs)):
        return ""
    return f": U+{ord(ours):04X} in the quote, U+{ord(theirs):04X} in the source"


# Where an error points: a line, or a record by its key path ("claim", 3), whose line is
# looked up only when an error needs it (finding lines costs more than parsing the TOML).
Where: TypeAlias = KeyPath | int


@dataclass
class _Lines:
    """Where each record and key of a TOML file stands (kb.toml_lines), so errors can
    name a line."""

    path: str  # as errors name the file
    file: Path

    @functools.cached_property
    def keys(self) -> dict[KeyPath, int]:
        # The file is read again when an error first needs a line: keeping every file's
        # text until the whole ledger is read would hold tens of MB for a large one.
        try:
            return key_lines(decode_utf8(self.file.read_bytes()))
        except (OSError, NotUtf8):
            return {}

    def record(
        self, table: str, index: int, nested: str | None = None, nested_index: int = 0
    ) -> Where:
        """The index-th [[table]], or its nested_index-th [[table.nested]]."""
        return (table, index) if nested is None else (table, index, nested, nested_index)

    def key(self, record: Where, key: str | None = None, entry: int | None = None) -> int:
        """The line of ``key = ...`` in ``record`` (or of the entry-th item of
        its array); else the line of the nearest record that holds it (line_of)."""
        if isinstance(record, int):
            return record
        if key is None:
            return self.line_of(record)
        return self.line_of((*record, key) if entry is None else (*record, key, entry))

    def line_of(self, path: KeyPath) -> int:
        """The line of the key, table or array entry at path, else of the nearest one
        that holds it; 1 when none is found."""
        return next(
            (self.keys[path[:n]] for n in range(len(path), 0, -1) if path[:n] in self.keys), 1
        )

    def error(
        self, record: Where, message: str, key: str | None = None, entry: int | None = None
    ) -> LedgerError:
        """``path:line: message``; with ``key`` (and ``entry``), the line is that key's (or
        its array entry's) in the record."""
        return LedgerError(message, Place(self.path, self.key(record, key, entry)))


class _LeftOut(Exception):
    """A record that names a record left out (a citation of a source with an error): it
    cannot be checked, and saying so again would only repeat that error.  Also a record
    left out whose errors are gathered already (a source whose file cannot be read)."""


class _Faults:
    """The ledger's errors, gathered so that one run names them all, as a linter does: a
    record (a source, agent, claim or ignore span) or a claims file with an error is left
    out and reading goes on with the next.  Once a record of a kind is left out, a name
    of that kind that is not found (a citation's source, a link's claim) is not an error:
    it may be that record's, under the name it was meant to have (a copied [[source]]
    whose id was not changed, an id with a Cyrillic letter), and the error would only
    repeat its own."""

    def __init__(self) -> None:
        self.errors: list[PlacedError] = []
        self.left_out: set[str] = set()  # the kinds of record left out
        self.order: dict[str, int] = {}  # each file as errors name it -> when it was read

    @contextlib.contextmanager
    def gathered(self, *kinds: str, claim: object = None) -> Iterator[None]:
        """Run the block; on a LedgerError in it, keep the error and note that records
        of these kinds were left out ("source", "agent", "claim").  ``claim``, the id
        of the claim the block reads (as its table gives it: an id that is no string
        is none), is the claim of an error that names none."""
        try:
            yield
        except _LeftOut:
            self.left_out.update(kinds)
        except LedgerError as error:
            found = error.errors if isinstance(error, LedgerErrors) else [error]
            for fault in found:  # a record's several faults, each told
                if isinstance(fault, LedgerError) and fault.claim is None:
                    fault.claim = claim if isinstance(claim, str) else None
            self.errors.extend(found)
            self.left_out.update(kinds)

    def reading(self, shown: str) -> None:
        """The file errors name ``shown`` is read next: its errors follow those of the
        files read before."""
        self.order.setdefault(shown, len(self.order))

    def raise_any(self) -> None:
        """Raise the errors gathered, if any, in the order their files were read (the
        source list first), each file's by line: those found by looking across files (a
        link to a missing claim) among the others.  Those that name no line of a file
        read (a source text that is not UTF-8) come first, in the order found."""
        if len(self.errors) == 1:
            raise self.errors[0]
        if self.errors:
            ordered = sorted(self.errors, key=self._place)
            raise LedgerErrors(ordered)

    def _place(self, error: PlacedError) -> tuple[int, int]:
        place = error.place
        if place is None or place.path not in self.order or place.line is None:
            return -1, 0
        return self.order[place.path], place.line


def _parse_toml(path: Path, shown: str) -> dict[str, Any]:
    try:
        return read_toml(path, shown)[1]
    except TomlFileError as error:
        if error.syntax is None:  # placed at its line, when it has one, as the others
            raise LedgerError(error.reason, error.place if error.place.line else None) from None
        # a ledger error names a line, as all of them do; tomllib's own words keep the column
        line = error.place.line or 1
        lines = error.text.split("\n")  # as tomllib counts them
        opened = _unclosed_array(lines, line, error.syntax)
        if opened is not None:
            line, hint = opened
        else:
            hint = _table_hint(lines, line, error.syntax) or _inner_quote_hint(lines, line)
        raise LedgerError(f"invalid TOML: {error.syntax}{hint}", Place(shown, line)) from None


# What tomllib says of an array whose last value ends in a comma at the end of a file
# (`attributed_to = [` and `"OpenAI",` on the last lines): it wants another value.
_VALUE_WANTED_AT_END = "Invalid value (at end of document)"


def _unclosed_array(lines: list[str], line: int, syntax: str) -> tuple[int, str] | None:
    """For an array never closed, the line of the key that opens it and what to write:
    tomllib names the line where it gave up, the next key's (`value = "3e12"` after
    `attributed_to = ["OpenAI"`), or, for one whose last value ends in a comma at the
    file's end, its last line, not the line at fault.  None for another error."""
    at_end = syntax == _VALUE_WANTED_AT_END
    if not (syntax.startswith("Unclosed array") or at_end):
        return None
    for n in range(min(line, len(lines)), 0, -1):
        key = _KEY.match(lines[n - 1])
        if key is None:
            continue
        # the line tomllib gives up on may open an array of its own and close it there
        # (`tags = ["x"]` after `attributed_to = ["a"`): the one at fault is left open
        if _left_open(lines[n - 1][key.end() :].lstrip()):
            return n, (
                f"; the array of {key[1]!r} opened on line {n} is not closed: end it with ], "
                "or put a comma between its values"
            )
        if at_end:  # the value wanted is the last key's (`status =`)
            return None
    return None


_TOML_STRING = lazy_compile(r""""(?:[^"\\]|\\.)*"|'[^']*'""")  # basic or literal, on one line


def _left_open(value: str) -> bool:
    """Whether ``value`` opens an array its line does not close: more [ than ] outside its
    strings and its comment ('["a", "b"', not '["x"]' nor '["[draft]"]')."""
    if not value.startswith("["):
        return False
    bare = _TOML_STRING.sub("", value).split("#", 1)[0]
    return bare.count("[") > bare.count("]")


def _inner_quote_hint(lines: list[str], line: int) -> str:
    """What to write for a string whose text holds a straight quotation mark of its own
    (quote = "这种"注意力-FFN 分解"方法"), which ends it: tomllib says only "Expected
    newline or end of document after a statement"; "" for another line."""
    key = _KEY.match(lines[line - 1]) if 0 < line <= len(lines) else None
    if key is None:
        return ""
    value = lines[line - 1][key.end() :].strip()
    marks = len(re.findall(r'(?<!\\)"', value))  # those not escaped
    if not value.startswith('"') or value.startswith('"""') or marks <= 2:
        return ""
    return (
        f'; the string of {key[1]!r} holds a " of its own, which ends it: write it \\" '
        "there, or put the string in single quotes ('...'), which TOML reads as written"
    )


_ID_LINE = lazy_compile(r"""\s*id\s*=\s*(?:"([^"]*)"|'([^']*)')""")


def _given_twice(lines: list[str], line: int, key: str) -> str:
    """For a key given a second time at ``line`` (two sides of a merge both kept), the
    record, by its id when its table gives one above, and the line of the first: tomllib
    names the second alone."""
    first, record, table = None, None, "its table"
    for n in range(line - 1, 0, -1):
        header = _HEADER.fullmatch(lines[n - 1])
        if header is not None:
            name = header[2].replace(" ", "")
            kind = name.rpartition(".")[2]
            table = (
                f"{kind} {record}" if record else f"{header[1]}{name}{header[1].replace('[', ']')}"
            )
            break
        same = _KEY.match(lines[n - 1])
        if same is not None and same[1] == key:
            first = n
        named = _ID_LINE.match(lines[n - 1])
        if named is not None:
            record = named[1] if named[1] is not None else named[2]
    if first is None:
        return f"; {key!r} is given twice in its table"
    return f"; {key!r} is given twice in {table}, on lines {first} and {line}: keep one"


def _table_hint(lines: list[str], line: int, error: str) -> str:
    """What to write for a record declared with one pair of brackets where the ledger
    wants an array of tables: tomllib says "Cannot declare ('claim',) twice" at a [claim]
    after a [[claim]], and "Cannot overwrite a value" at a [[claim]] after a [claim]."""
    header = _HEADER.fullmatch(lines[line - 1]) if 0 < line <= len(lines) else None
    if header is None:
        key = _KEY.match(lines[line - 1]) if 0 < line <= len(lines) else None
        if key is not None and error.startswith("Cannot overwrite"):
            return _given_twice(lines, line, key[1])
        return ""
    name = header[2].replace(" ", "")
    if name not in ARRAY_TABLES.values():
        return ""
    kind = name.rpartition(".")[2]
    if header[1] == "[" and error.startswith("Cannot declare"):
        return f"; write [[{name}]]: each {kind} is a [[{name}]] table of its own"
    single = next(
        (
            n
            for n in range(line - 1, 0, -1)
            if (m := _HEADER.fullmatch(lines[n - 1])) and m[1] == "[" and m[2] == name
        ),
        None,
    )
    if header[1] == "[[" and single is not None:
        return f"; the [{name}] on line {single} must be [[{name}]] too"
    if not error.startswith("Cannot overwrite"):
        return ""
    # A mistyped [[claims]] above: its [[claim.citation]] made 'claim' a table, which
    # the [[claim]] here cannot now extend.
    roots = {full.partition(".")[0] for full in ARRAY_TABLES.values()}
    for n in range(line - 1, 0, -1):
        m = _HEADER.fullmatch(lines[n - 1])
        if m and (root := m[2].replace(" ", "").partition(".")[0]) not in roots:
            near = did_you_mean(root, sorted(roots), lambda name: f"[[{name}]]")
            table = f"{m[1]}{root}{m[1].replace('[', ']')}"
            return f"; the {table} on line {n} is no ledger table{near}"
    return ""


def _refuse_unknown_tables(lines: "_Lines", data: dict[str, Any], kinds: Sequence[str]) -> None:
    """An error for each top-level table (or key) that the file may not hold, on its
    line, with the table it probably meant: [[claim]] for [[claims]], [[claim.citation]]
    for a [[citation]] written without its claim.  The file is valid TOML, so its other
    tables are read all the same (the caller goes on)."""
    names = [name for name, full in ARRAY_TABLES.items() if full.partition(".")[0] in kinds]
    expected = " or ".join(", ".join(f"[[{kind}]]" for kind in kinds).rsplit(", ", 1))
    errors = []
    for unknown in sorted(set(data) - set(kinds), key=lambda name: lines.line_of((name,))):
        value = data[unknown]
        table = isinstance(value, dict) or (
            isinstance(value, list) and bool(value) and all(isinstance(x, dict) for x in value)
        )
        hint = did_you_mean(unknown, names, lambda name: f"[[{ARRAY_TABLES[name]}]]")
        what = f"table {unknown!r}" if table else f"key {unknown!r} outside any table"
        errors.append(lines.error((unknown,), f"unknown {what}{hint} (expected {expected})"))
    if len(errors) > 1:
        raise LedgerErrors(errors)
    if errors:
        raise errors[0]


def _strings(value: Any) -> Iterator[tuple[KeyPath, str]]:
    """Every key and string in a parsed TOML value, with the key path that leads to it;
    iterative, as a nested value may be as deep as tomllib allows."""
    pending: list[tuple[KeyPath, Any]] = [((), value)]
    while pending:
        at, item = pending.pop()
        if isinstance(item, str):
            yield at, item
        elif isinstance(item, dict):
            for key, nested in item.items():
                yield (*at, key), key
                pending.append(((*at, key), nested))
        elif isinstance(item, list):
            pending.extend(((*at, n), nested) for n, nested in enumerate(item))


def control_fault(text: str, *, bidi: bool = True) -> str | None:
    """Why ``text`` may not stand in the ledger, "holds a control character (U+001B), which
    the ledger may not hold (...)": a control character other than tab, newline and
    carriage return (PostgreSQL cannot store a NUL, nor a path hold one, and kb show would
    send an escape or another to the terminal, which obeys it), or with ``bidi`` a
    bidirectional control (BIDI_PATTERN), which a terminal or browser obeys as well;
    None when it may."""
    found = CONTROL_PATTERN.search(text) or (BIDI_PATTERN.search(text) if bidi else None)
    if found is None:
        return None
    what, why = (
        ("a NUL character", "PostgreSQL cannot store it")
        if found[0] == "\0"
        else ("a control character", "a terminal would obey it")
        if CONTROL_PATTERN.match(found[0])
        else ("a bidirectional control", "a terminal or browser would show the text reordered")
    )
    return f"holds {what} (U+{ord(found[0]):04X}), which the ledger may not hold ({why})"


def _refuse_controls(lines: _Lines, data: dict[str, Any]) -> None:
    """A key or string that holds a control character (control_fault) is an error on its
    line.  A quote may hold a bidirectional control: it is its source's text, which it
    must match as it is."""
    for path, text in _strings(data):
        fault = control_fault(text, bidi=path[-1:] != ("quote",))
        if fault is not None:
            key = next(part for part in reversed(path) if isinstance(part, str))
            raise lines.error(lines.line_of(path), f"{key!r} {fault}")


def _canonical_hint(claim: ClaimRecord, unit: str) -> str:
    """For a claim whose unit is not canonical but known (kilowatt, hp, a word kb audit
    reads, tok/s, or such a word after a scale word, trillion parameters): what to write
    instead, ': write value = "745.6998716", unit = "W"'; else ""."""
    if claim.low is None or claim.high is None:
        return ""
    from kb.unit_lexicon import DEFAULT_SURFACES  # only on this error: its tables are big

    read = DEFAULT_SURFACES.get(unit)
    if read in READ_AS:  # °F in °C, as kb audit states a page's
        converted: tuple[float, float, str] | None = stated_as_read(claim.low, claim.high, read)
    elif read is not None:
        converted = (claim.low, claim.high, read)
    else:
        converted = in_canonical_unit(claim.low, claim.high, unit) or in_scaled_unit(
            claim.low, claim.high, unit
        )  # loads pint
    if converted is None:
        return ""
    low, high, canonical = converted
    # ten digits: exact for binary sizes (2 GiB is 2.147483648 GB), not seventeen of noise
    low, high = (float(f"{end:.10g}") for end in (low, high))
    return f': write value = "{format_value(low, high)}", unit = "{canonical}"'


def _unit_in_case(unit: str) -> str:
    """ "; did you mean 'USD'?" for a canonical unit written in another case (usd); of two
    units in that case, the one a page's figure in it is read in (mwh and MWH 'MWh', as kb
    audit reads "900 mwh": only mWh is a milliwatt-hour); "" otherwise: a nearer spelling
    of another unit is not offered (rmb is no MB, nor MWh an MW), nor bytes for bits (Tb,
    Gb/s: b is a bit, B a byte, a size eight times larger)."""
    from kb.unit_lexicon import DEFAULT_LEXICON  # only on this error: its tables are big

    in_case = [
        u
        for u in CANONICAL_UNITS
        if u.casefold() == unit.casefold()
        and not any(a == "b" and b == "B" for a, b in zip(unit, u, strict=True))
    ]
    read = DEFAULT_LEXICON.match(unit, 0)
    if read is not None and read[0] == len(unit) and read[1] in in_case:
        in_case = [read[1]]
    return offered(in_case)


def _unknown_key(key: str, allowed: set[str], belonging: Mapping[str, str] | None) -> str:
    """What an error says after "unknown key 'x'": the table it belongs in when
    ``belonging`` names one (BELONGING: "it belongs in a [[claim.citation]] table"); of a
    quote's table, that kb finds its offsets (_OFFSET_KEYS); else the key it probably
    meant, and those ``allowed``."""
    if belonging and key in belonging:
        return f": it belongs in a [[{belonging[key]}]] table"
    if key in _OFFSET_KEYS and "quote" in allowed:
        return f": {_OFFSETS_FOUND}"
    return f"{did_you_mean(key, allowed)} (allowed: {', '.join(sorted(allowed))})"


def _check_keys(
    lines: _Lines,
    record: Where,
    what: str,
    table: dict[str, Any],
    allowed: set[str],
    required: Iterable[str],
    belonging: Mapping[str, str] | None = None,
) -> None:
    """An error for each key of ``table`` not ``allowed``, on its line (_unknown_key);
    then one for the first ``required`` key missing."""
    unknown = [
        lines.error(
            record, f"{what}: unknown key {key!r}{_unknown_key(key, allowed, belonging)}", key
        )
        for key in table
        if key not in allowed
    ]  # each on its line: offsets written by hand are a start and an end
    if len(unknown) > 1:
        raise LedgerErrors(unknown)
    if unknown:
        raise unknown[0]
    for key in required:
        if key not in table:
            raise lines.error(record, f"{what}: missing {key!r}")


def _named(name: object, numbered: str, kind: str) -> str:
    """How messages name a record: by its id or name when it has one ("source sol-en",
    "agent OpenAI"), else by its place ("source #3")."""
    if isinstance(name, str) and name.strip():
        return f"{kind} {one_line(name)}"
    return numbered


def _string(lines: _Lines, record: Where, what: str, table: dict[str, Any], key: str) -> str | None:
    value = table.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise lines.error(record, f"{what}: {key!r} must be a non-empty string", key)
    return value


def _required(lines: _Lines, record: Where, what: str, table: dict[str, Any], key: str) -> str:
    value = _string(lines, record, what, table, key)
    if value is None:
        raise lines.error(record, f"{what}: missing {key!r}")
    return value


# The most characters of a name the database indexes (an id, a subject, an agent's name):
# PostgreSQL's btree index holds at most 2,704 bytes of a row, 675 characters of four bytes
# in UTF-8, and refuses a longer one at import with an error that names no record.
LONGEST_NAME = 500


def _name(lines: _Lines, record: Where, what: str, table: dict[str, Any], key: str) -> str:
    """The required string at ``key`` that the database indexes, at most LONGEST_NAME
    characters long."""
    value = _required(lines, record, what, table, key)
    if len(value) > LONGEST_NAME:
        raise lines.error(
            record,
            f"{what}: {key!r} is {len(value):,} characters long, more than "
            f"{LONGEST_NAME}, the most the database indexes: shorten it",
            key,
        )
    return value


def _published(lines: _Lines, record: Where, what: str, table: dict[str, Any]) -> str | None:
    """The date a source was published, as ISO text: a TOML date (2026-12-01) or a
    string naming a day, a month or a year."""
    value = table.get("published")
    if value is None:
        return None
    if isinstance(value, datetime.date) and not isinstance(value, datetime.datetime):
        return value.isoformat()
    if isinstance(value, str) and _is_iso_date(value):
        return value
    shown = value.isoformat() if isinstance(value, datetime.date | datetime.time) else repr(value)
    raise lines.error(
        record,
        f"{what}: 'published' must be a date: 2026-12-01, 2026-12 or 2026 (got {shown})",
        "published",
    )


def _sha256(
    lines: _Lines, record: Where, what: str, table: dict[str, Any], digest: str | None
) -> str:
    """The sha256 a source declares: 64 hexadecimal digits, in either case (Windows'
    Get-FileHash prints upper case); ``digest`` is its file's, which a missing one is
    told (None: the file could not be read, an error of its own)."""
    value = table.get("sha256")
    if isinstance(value, str) and SHA256_PATTERN.fullmatch(value):
        return value
    if value is None and digest is None:
        raise lines.error(record, f"{what}: missing 'sha256'")
    if value is None:
        raise lines.error(
            record,
            f"{what}: missing 'sha256': its file's is {digest}; write sha256 = \"{digest}\" "
            "once you have checked the file is the document you cite",
        )
    if not isinstance(value, str):
        fault = f"got {value!r}"
    elif len(value) != 64:
        fault = f"got {len(value)}"
    else:
        fault = f"{next(c for c in value if c not in string.hexdigits)!r} is not one"
    raise lines.error(record, f"{what}: sha256 must be 64 hexadecimal digits, {fault}", "sha256")


def _utc_time(lines: _Lines, record: Where, what: str, table: dict[str, Any]) -> str:
    """A history entry's 'at': a string naming a real UTC time to the second,
    2026-11-29T00:00:00Z, in ASCII digits."""
    value = table.get("at")
    if isinstance(value, datetime.date | datetime.time):
        raise lines.error(
            record,
            f"{what}: 'at' must be a string: quote it, like at = \"2026-11-29T00:00:00Z\"",
            "at",
        )
    if not (isinstance(value, str) and _is_utc_time(value)):
        raise lines.error(
            record,
            f"{what}: 'at' must be a UTC time like 2026-11-29T00:00:00Z (got {value!r})",
            "at",
        )
    return value


def _tomorrow() -> str:
    """A day from now, as history times are written: a time after it is a mistyped
    year (a day's slack for a clock that runs ahead)."""
    later = datetime.datetime.now(datetime.UTC) + datetime.timedelta(days=1)
    return later.strftime(TIMESTAMP_FORMAT)


def _is_utc_time(text: str) -> bool:
    if not TIMESTAMP_PATTERN.fullmatch(text):  # two digits each, which strptime does not ask
        return False
    try:
        datetime.datetime.strptime(text, TIMESTAMP_FORMAT)
    except ValueError:  # no 13th month, no 30 February, no 24:00
        return False
    return True


def _is_iso_date(text: str) -> bool:
    match = PUBLISHED_PATTERN.fullmatch(text)
    if match is None:
        return False
    year, month, day = (int(part or 1) for part in match.groups())
    try:
        datetime.date(year, month, day)
    except ValueError:
        return False
    return True


def _id(lines: _Lines, record: Where, what: str, table: dict[str, Any]) -> str:
    """The id of a claim or a source: a name (_name) of Latin letters, digits, '.', '_'
    and '-' only, so that it stands in a cell that joins ids with "; " (a CSV's sources),
    in a formula and on a line of its own as itself."""
    record_id = _name(lines, record, what, table, "id")
    if not ID_PATTERN.fullmatch(record_id):
        raise lines.error(record, f"{what}: {_id_fault(record_id)}", "id")
    return record_id


def _id_fault(record_id: str) -> str:
    """Why an id is refused: the first character it may not hold, named, since a
    Cyrillic 'е' looks like a Latin 'e'."""
    bad = next((c for c in record_id if not ID_PATTERN.fullmatch(f"a{c}")), None)
    if bad is None:
        return "id must start with a Latin letter or digit"
    name = unicodedata.name(bad, f"U+{ord(bad):04X}")
    return f"id must be Latin letters, digits, '.', '_' or '-' (it has {bad!r}, {name})"


_DASHED_NAME = lazy_compile(r"[A-Za-z0-9_]+(?:[-.][A-Za-z0-9_]+)+")  # an id: nova-params-2t


def _id_in_formula(formula: str, inputs: Mapping[str, str]) -> str:
    """A hint for a formula that names an input as its claim id is written
    ("nova-params-2t * x", which reads as a subtraction); "" when it writes none so."""
    words = _DASHED_NAME.findall(formula)
    ids = [word for word in words if formula_name(word) in inputs] or [
        word
        for word in words
        if "-" in word and sum(any(c.isalpha() for c in part) for part in word.split("-")) > 1
    ]
    if not ids:
        return ""
    return (
        "; inputs are claim ids written with '_' for '-' and '.' "
        f"(write {formula_name(ids[0])} for {ids[0]})"
    )


def _tables(
    lines: _Lines, data: dict[str, Any], key: str, record: Where = (), what: str = ""
) -> list[dict[str, Any]]:
    """The array of tables ``key`` of data (the table at ``record``, what its errors call
    ``what``); an error on its line when it is written otherwise ([claim.citation])."""
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(item, dict) for item in value):
        parts = () if isinstance(record, int) else record
        header = ".".join([*(part for part in parts if isinstance(part, str)), key])
        raise lines.error(
            record,
            f"{what + ': ' if what else ''}{key!r} must be an array of tables: write each "
            f"{key} as a [[{header}]] table",
            key,
        )
    return value


def _starts(text: str, quote: str, most: int | None = None) -> list[int]:
    """Where each occurrence of quote starts in text (the first ``most`` of them)."""
    starts: list[int] = []
    at = text.find(quote)
    while at != -1 and (most is None or len(starts) < most):
        starts.append(at)
        at = text.find(quote, at + 1)
    return starts


def locate(text: str, quote: str, occurrence: int | None) -> tuple[int, int] | str:
    """Offsets of the quote in text, or the reason it cannot be placed."""
    starts = _starts(text, quote)
    if not starts:
        return "not found"
    if occurrence is None:
        if len(starts) > 1:
            return f"found {len(starts)} times"
        return starts[0], starts[0] + len(quote)
    if not 1 <= occurrence <= len(starts):
        return f"occurrence {occurrence} asked, but it is found {counted(len(starts), 'time')}"
    return starts[occurrence - 1], starts[occurrence - 1] + len(quote)


class _Numbers(NamedTuple):
    """What a number is to a quote that may cut it (_numbers)."""

    marks: str  # what may stand between two of its digits
    digits: re.Pattern[str]  # a number in digits
    chinese: re.Pattern[str]  # a number in Chinese numerals, or digits and them


@functools.cache
def _numbers() -> _Numbers:
    """A number as a quote may cut it: digits, and between two of them a decimal point or a
    mark or space that groups them (kb.numerals.GROUP_SPACES), a plain space only before a
    group of three (1 050 000, not the two numbers of "2026 100"); or Chinese numerals, or
    digits and them: 十八亿, 18亿, 三万亿 ("八亿" out of "十八亿" is another figure, as
    "8亿" out of "18亿" is).  Imported when a citation is checked: a command that loads no
    ledger does not pay for kb.numerals."""
    from kb.numerals import CN_NUMERAL_CHARS, GROUP_SPACES

    marks = ".,'’_" + GROUP_SPACES
    inside = marks.replace(" ", "")
    return _Numbers(
        marks,
        re.compile(rf"\d{{1,3}}(?: \d{{3}})+(?!\d)|\d+(?:[{inside}]\d+)*"),
        re.compile(f"[0-9{CN_NUMERAL_CHARS}]+"),
    )


def _number_across(text: str, edge: int) -> re.Match[str] | None:
    """The number of text that the offset ``edge`` falls inside of, digits (or its marks)
    or Chinese numerals on both sides of it; None when it falls inside none."""
    numbers = _numbers()
    pair = text[max(0, edge - 1) : edge + 1]
    if len(pair) == 2 and not pair.isdigit() and numbers.chinese.fullmatch(pair):
        begin = edge
        while begin > 0 and numbers.chinese.fullmatch(text[begin - 1]):
            begin -= 1
        return numbers.chinese.match(text, begin)
    begin, stop = edge, edge
    while begin > 0 and (text[begin - 1].isdecimal() or text[begin - 1] in numbers.marks):
        begin -= 1
    while stop < len(text) and (text[stop].isdecimal() or text[stop] in numbers.marks):
        stop += 1
    if begin == edge or stop == edge:
        return None
    # read from where the run of digits and marks begins, as the number does
    return next(
        (m for m in numbers.digits.finditer(text, begin, stop) if m.start() < edge < m.end()),
        None,
    )


def _cut_number(text: str, start: int, end: int) -> str:
    """How the span start:end of text cuts into a number, "starts inside the number '18'
    ('投资18亿美元的')": "8亿美元" quoted out of "18亿美元" reads as another figure, and the
    number would count as cited; "" when it cuts none."""
    cuts = []
    for side, edge in (("starts", start), ("ends", end)):
        number = _number_across(text, edge)
        if number is not None:
            around = _around(text, number.start(), number.end())
            cuts.append(f"{side} inside the number {number[0]!r} ({around!r})")
    if not cuts or not cuts[-1].startswith("ends"):
        cuts.append(_scale_left_out(text, end))
    return " and ".join(cut for cut in cuts if cut)


def _scale_left_out(text: str, end: int) -> str:
    """How a quote that ends at ``end`` leaves out the scale word of the number it ends
    with, "ends before the scale word of the number '150 миллиардов' (…)": "Около 150"
    quoted out of "Около 150 миллиардов" reads as another figure, as "约1500" out of
    "约1500亿" does, across spaces and one line break in running text ("5\ntrillion",
    "150\nмиллиардов"); "" when it leaves none out. A capitalised word that begins the next
    line ("70\nThousands of engineers") or one after a blank line is no scale word of it."""
    number = _number_ending(text, end)
    if number is None:  # most quotes: kb.quantities is not imported for them
        return ""
    from kb.quantities import scale_word_end

    gap = _SPACES_AND_A_LINE_BREAK.match(text, end)
    word = gap.end() if gap else end
    if gap and gap["line_break"] and not text[word : word + 1].islower():
        return ""
    scale_end = scale_word_end(text, word)
    if scale_end is None:
        return ""
    around = _around(text, number, scale_end)
    return f"ends before the scale word of the number {text[number:scale_end]!r} ({around!r})"


def _number_ending(text: str, end: int) -> int | None:
    """Where the number that text[:end] ends with begins, in digits ("от 2 до 4", "150 ")
    or a number word ("three", "три"); None when it ends with none."""
    from kb.numerals import EN_NUMBER_WORDS, GROUP_SPACES, RU_NUMBER_WORDS

    last = len(text[:end].rstrip(GROUP_SPACES + "\t"))
    line = text.rfind("\n", 0, last) + 1
    word = _LAST_WORD.search(text, line, last)
    if word is not None and word[0].lower() in EN_NUMBER_WORDS | RU_NUMBER_WORDS:
        return word.start()
    digits = [m.start() for m in _numbers().digits.finditer(text, line, last) if m.end() == last]
    return digits[-1] if digits and text[last - 1 : last].isdecimal() else None


_LAST_WORD = lazy_compile(r"(?<!\w)[^\W\d_]+$")
# Spaces, and one line break with the spaces after it: what may stand between a number
# and its scale word within running text ("5\ntrillion"), never a blank line.
_SPACES_AND_A_LINE_BREAK = lazy_compile(r"[^\S\r\n]*(?:(?P<line_break>\r\n|\r|\n)[^\S\r\n]*)?")


def _around(text: str, start: int, end: int) -> str:
    """text[start:end] with up to six characters either side, within its line."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = len(text) if (n := text.find("\n", end)) == -1 else n
    return text[max(line_start, start - 6) : min(line_end, end + 6)]


def _shown(quote: str, most: int = 40) -> str:
    """A quote as errors show it: its first ``most`` characters, quoted, and "[…]" after
    them when it is longer (not a bare "…", which may be the quote's own)."""
    return repr(quote[:most]) + ("[…]" if len(quote) > most else "")


def _places(text: str, quote: str, most: int = 5) -> str:
    """Where ``quote`` stands in ``text``, as line:column: "at 5:230, 7:106"."""
    starts = _starts(text, quote, most + 1)
    lines = Lines(text)
    shown = [":".join(map(str, lines.position(start))) for start in starts[:most]]
    return "at " + ", ".join(shown) + (", …" if len(starts) > most else "")


def _occurrences(text: str, quote: str) -> str:
    """What to write of an occurrence past the places a quote is found in text: "leave
    out occurrence" when it is found once, else the occurrences to choose from."""
    count = len(_starts(text, quote))
    return "leave out occurrence" if count == 1 else f"say which with occurrence = 1..{count}"


def occurrence_of(text: str, quote: str, start: int) -> int | None:
    """The 1-based occurrence to write for a quote at start, or None when it is unique."""
    if text.count(quote) < 2 and text.find(quote) == start:
        return None
    count, position = 0, text.find(quote)
    while position != -1 and position <= start:
        count += 1
        position = text.find(quote, position + 1)
    return count


def folder_files(
    folder: Path, name: Callable[[Path], str], *, pattern: str = "*", recurse: bool = False
) -> list[Path]:
    """The entries in folder whose names match pattern (also in its subfolders with
    recurse; a linked folder is not entered, as Path.glob does not), but folders: a
    device or a FIFO among them is for ledger_file_target to refuse, not to pass over.
    A folder that cannot be listed, or a matching entry that cannot be read (a dangling
    link, a link loop), is a LedgerError naming it by name(path): Path.glob skips them,
    reading them as empty."""
    found: list[Path] = []
    pending = [folder]
    while pending:
        current = pending.pop()
        try:
            with os.scandir(current) as listing:
                entries = list(listing)
        except OSError as error:
            raise LedgerError(f"cannot read ({error.strerror})", Place(name(current))) from None
        for entry in entries:
            path = current / entry.name
            if recurse and entry.is_dir(follow_symlinks=False):
                pending.append(path)
            elif fnmatch.fnmatchcase(entry.name, pattern) and not _is_folder(path, name):
                found.append(path)
    return found


def _is_folder(path: Path, name: Callable[[Path], str]) -> bool:
    """Whether path is a folder, or a link to one; a LedgerError when it cannot be told."""
    try:
        return stat.S_ISDIR(path.stat().st_mode)  # follows a link
    except OSError as error:
        raise LedgerError(f"cannot read ({error.strerror})", Place(name(path))) from None


def ledger_file_target(
    path: Path,
    folder: Path,
    show: LedgerNames,
    outside: str,
    refuse: Callable[[str], LedgerError] = LedgerError,
) -> Path:
    """The file path is, its links followed, when the ledger may read it: refuse(outside)
    when it lies outside folder (resolved already), as a link out of the ledger would
    read another folder's file (~/.ssh, /proc/self/environ) into errors and CI logs;
    refuse("... is not a regular file") for a device or a FIFO, which /dev/zero shows
    would be read without end.  A file that cannot be read is left to its reader to
    name; a link loop is a LedgerError."""
    resolved = _resolved(path, show)
    if not resolved.is_relative_to(folder):
        raise refuse(outside)
    try:
        regular = stat.S_ISREG(resolved.stat().st_mode)
    except OSError:
        return resolved
    if not regular:
        raise refuse(f"{show.path(path)} is not a regular file")
    return resolved


def source_file_target(
    root: Path, rel: str, show: LedgerNames, refuse: Callable[[str], LedgerError] = LedgerError
) -> Path:
    """The file of the source whose path is rel, as ledger_file_target finds it (root
    resolved already): refused when it lies outside sources/, as a path with ".." is."""
    outside = f"path {rel!r} must lie inside sources/"
    if PurePosixPath(rel).is_absolute() or ".." in PurePosixPath(rel).parts:
        raise refuse(outside)
    sources = _resolved(root / "sources", show)
    return ledger_file_target(root / "sources" / rel, sources, show, outside, refuse)


def _read_sources(root: Path, show: LedgerNames, faults: _Faults) -> list[SourceRecord]:
    """The sources of sources/sources.toml that are kept, their id and file read
    (_source; faults gets every error, of those and of the others); a source list that
    cannot be read at all is a LedgerError."""
    path = root / SOURCES_TOML
    if not path.is_file():
        raise LedgerError("missing (the ledger needs its source list)", Place(show(SOURCES_TOML)))
    faults.reading(show(SOURCES_TOML))
    data = _parse_toml(path, show(SOURCES_TOML))
    lines = _Lines(show(SOURCES_TOML), path)
    with faults.gathered("source"):  # the sources it may have meant are left out
        _refuse_unknown_tables(lines, data, ["source"])
    _refuse_controls(lines, data)
    sources: list[SourceRecord] = []
    seen: dict[str, int] = {}  # id -> the line that first declares it
    paths: dict[str, str] = {}  # path -> the source it is the path of, as errors name it
    for index, table in enumerate(_tables(lines, data, "source")):
        with faults.gathered("source"):
            sources.append(_source(root, show, lines, index, table, seen, paths, faults))
    return sources


def _source(
    root: Path,
    show: LedgerNames,
    lines: _Lines,
    index: int,
    table: dict[str, Any],
    seen: dict[str, int],
    paths: dict[str, str],
    faults: _Faults,
) -> SourceRecord:
    """The index-th [[source]] and its file; seen and paths are the ids and paths the
    sources before it declared, and get its own.  Each key is checked on its own, so one
    run names every error of the source (an unknown key, a country for a language, a date
    that is none, a sha256 that is no hash), each at its line, in faults.  The source is
    kept when its id and its file read, so the claims citing it are checked against it
    (their drifted quotes told in the same run, none of them an unknown source); else it
    is left out (_LeftOut).  A file that differs from its sha256 is one more such error:
    its citations are read against the file as it is, so each quote the change broke is
    told at its own line, with the text nearest to it, before the sha256 is updated, as
    after."""
    record = lines.record("source", index)
    what = _named(table.get("id"), f"source #{index + 1}", "source")
    with faults.gathered():
        _check_keys(lines, record, what, table, SOURCE_KEYS, ())
    source_id: str | None = None
    with faults.gathered():
        read_id = _id(lines, record, what, table)
        if read_id in seen:
            raise lines.error(
                record,
                f"duplicate source id {read_id!r} (first declared at {lines.path}:{seen[read_id]})",
                "id",
            )
        seen[read_id] = lines.key(record, "id")
        source_id = read_id
    rel: str | None = None  # None when the file is not the source's to read
    with faults.gathered():
        read_path = _required(lines, record, what, table, "path")
        if read_path in paths:  # a copied [[source]]: its quotes would each not be found
            raise lines.error(
                record,
                f"{what}: path {read_path!r} is already the path of {paths[read_path]}",
                "path",
            )
        paths[read_path] = what
        rel = read_path
    body: str | None = None
    digest: str | None = None
    with faults.gathered():
        if rel is not None:
            body, digest = _source_text(root, show, lines, record, what, table, rel)
    with faults.gathered():
        declared = _sha256(lines, record, what, table, digest)
        if digest is not None and declared.lower() != digest:
            raise lines.error(
                record,
                f"{what}: {show(f'sources/{rel}')} has sha256 {digest}, the ledger says "
                f"{declared}; if the file changed, review its citations, then update sha256; "
                "otherwise correct the sha256",
                "sha256",
            )
    found = SourceRecord(id="", path="", title="", language="", sha256="", text="")
    with faults.gathered():
        found.title = _required(lines, record, what, table, "title")
    with faults.gathered():
        found.language = _language(lines, record, what, table)
    with faults.gathered():
        found.url = _string(lines, record, what, table, "url")
    with faults.gathered():
        found.publisher = _string(lines, record, what, table, "publisher")
    with faults.gathered():
        found.published = _published(lines, record, what, table)
    if source_id is None or rel is None or body is None or digest is None:
        raise _LeftOut  # its errors are told: a citation of it would only repeat them
    found.id, found.path, found.text = source_id, rel, body
    found.sha256 = digest  # as hexdigest() spells it, declared in either case
    return found


def _source_text(
    root: Path,
    show: LedgerNames,
    lines: _Lines,
    record: Where,
    what: str,
    table: dict[str, Any],
    rel: str,
) -> tuple[str, str]:
    """The text of a source's file at ``rel`` (under sources/) and its sha256; a
    LedgerError when it lies outside sources/, cannot be read, is not UTF-8 or holds a
    NUL."""
    file = source_file_target(
        root, rel, show, lambda detail: lines.error(record, f"{what}: {detail}", "path")
    )
    shown = show(f"sources/{rel}")
    try:
        raw = file.read_bytes()
    except OSError as error:
        raise lines.error(
            record, f"{what}: cannot read {shown} ({error.strerror})", "path"
        ) from None
    try:
        body = raw.decode("utf-8")  # as it is: a BOM is text that offsets count
    except UnicodeDecodeError:
        try:
            decode_utf8(raw)
        except NotUtf8 as bad:
            declared = table.get("language")
            legacy = legacy_encoding(raw, declared) if isinstance(declared, str) else None
            how = (
                f"; it reads as {legacy} text: convert it with iconv -f {legacy} -t UTF-8, "
                "then update its sha256"
                if legacy
                else ""
            )
            raise LedgerError(
                f"{bad.message}; {what} must be stored as UTF-8{how}",
                Place(shown, bad.line, bad.column),
            ) from None
        raise
    if "\0" in body:
        line, column = position(body, body.index("\0"))
        raise LedgerError(
            f"{what} holds a NUL character (U+0000), which the ledger may not hold "
            "(PostgreSQL cannot store it)",
            Place(shown, line, column),
        )
    return body, hashlib.sha256(raw).hexdigest()


def _language(lines: _Lines, record: Where, what: str, table: dict[str, Any]) -> str:
    """A source's language: a BCP 47 tag, in any case (RFC 5646 2.1.1: "EN", "En-gb"),
    in the case the RFC recommends (canonical_language: en, en-GB); that language not a
    country's code ("cn" for zh). The ledger's file keeps it as typed."""
    typed = _required(lines, record, what, table, "language")
    language = canonical_language(typed)
    primary, dash, rest = language.partition("-")
    meant = _COUNTRY_LANGUAGES.get(primary)
    if meant is not None:
        raise lines.error(
            record,
            f"{what}: language {typed!r} names a country, not a language: write "
            f"{meant + dash + rest!r}",
            "language",
        )
    if not LANGUAGE_PATTERN.fullmatch(language):
        dashed = canonical_language(typed.replace("_", "-"))
        fix = (
            f"{dashed!r} (a BCP 47 tag joins its parts with '-')"
            if "_" in typed and LANGUAGE_PATTERN.fullmatch(dashed)
            else "a BCP 47 tag such as zh, ru, en or zh-Hans"
        )
        raise lines.error(
            record, f"{what}: language {typed!r} is not a language code: write {fix}", "language"
        )
    return language


def canonical_language(tag: str) -> str:
    """A BCP 47 tag in the case RFC 5646 recommends (2.1.1), which means the same in any:
    the language and what follows a single-letter subtag in lower case, a script in
    title case and a region in upper case ("EN" is en, "zh-hans-cn" zh-Hans-CN)."""
    subtags = tag.split("-")
    cased = [subtags[0].lower()]
    singleton = False
    for subtag in subtags[1:]:
        singleton = singleton or len(subtag) == 1
        if not singleton and len(subtag) == 2:
            cased.append(subtag.upper())
        elif not singleton and len(subtag) == 4:
            cased.append(subtag.title())
        else:
            cased.append(subtag.lower())
    return "-".join(cased)


class _FileReader:
    """Reads one claims/*.toml file against the sources already read; a record with an
    error is left out, its error kept in faults."""

    def __init__(
        self,
        rel: str,
        data: dict[str, Any],
        file: Path,
        sources: dict[str, SourceRecord],
        show: LedgerNames,
        faults: _Faults,
    ) -> None:
        self.rel = rel
        self.data = data
        self.lines = _Lines(show(rel), file)
        self.sources = sources
        self.show = show
        self.faults = faults
        # The [[agent]] and [[claim]] table each loaded record was read from: one with an
        # error is left out, so a record's place in the file is not its place in the list.
        self.tables: dict[str, list[int]] = {"agent": [], "claim": []}

    def read(self) -> LedgerFile:
        _refuse_controls(self.lines, self.data)
        # A table the file may not hold leaves out what it was meant to be (a claim, an
        # agent, a claim's citation); the file's other tables are read, and their errors
        # named, all the same.
        with self.faults.gathered("agent", "claim"):
            _refuse_unknown_tables(self.lines, self.data, sorted(FILE_KEYS))
        result = LedgerFile(path=self.rel)
        agents, claims, ignores = (
            _tables(self.lines, self.data, kind) for kind in ("agent", "claim", "ignore")
        )
        for index, table in enumerate(agents):
            with self.faults.gathered("agent"):
                result.agents.append(self._agent(index, table))
                self.tables["agent"].append(index)
        for index, table in enumerate(claims):
            with self.faults.gathered("claim", claim=table.get("id")):
                result.claims.append(self._claim(index, table))
                self.tables["claim"].append(index)
        for index, table in enumerate(ignores):
            with self.faults.gathered():
                result.ignores.append(self._ignore(index, table))
        return result

    def _agent(self, index: int, table: dict[str, Any]) -> AgentRecord:
        record = self.lines.record("agent", index)
        what = _named(table.get("name"), f"agent #{index + 1}", "agent")
        _check_keys(self.lines, record, what, table, AGENT_KEYS, ["name", "kind"])
        kind = _required(self.lines, record, what, table, "kind")
        if kind not in AGENT_KINDS:
            raise self.lines.error(
                record,
                f"{what}: unknown kind {kind!r}{did_you_mean(kind, AGENT_KINDS)} "
                f"(allowed: {', '.join(AGENT_KINDS)})",
                "kind",
            )
        aliases = table.get("aliases", [])
        if not isinstance(aliases, list):
            raise self.lines.error(
                record,
                f"{what}: 'aliases' must be a list of names, as pages in other languages "
                'write them (aliases = ["Блейс Гудсон"])',
                "aliases",
            )
        name = _name(self.lines, record, what, table, "name")
        fault = _agent_name_fault(name)
        if fault is not None:
            raise self.lines.error(record, f"{what}: name {name!r} {fault}", "name")
        for n, alias in enumerate(aliases):
            if not isinstance(alias, str) or not alias:
                fault = f"must be a name, not {alias!r}"
            elif (fault := _agent_name_fault(alias)) is not None:
                fault = f"{alias!r} {fault}"
            if fault is not None:
                raise self.lines.error(record, f"{what}: other name #{n + 1} {fault}", "aliases", n)
        return AgentRecord(
            name=name,
            kind=kind,
            note=_string(self.lines, record, what, table, "note"),
            aliases=list(aliases),
        )

    def _span(self, record: Where, what: str, table: dict[str, Any]) -> tuple[str, str, int, int]:
        source_id = _required(self.lines, record, what, table, "source")
        quote = table.get("quote")
        if not isinstance(quote, str) or not quote:
            raise self.lines.error(record, f"{what}: 'quote' must be a non-empty string", "quote")
        occurrence = table.get("occurrence")
        if occurrence is not None and (
            isinstance(occurrence, bool) or not isinstance(occurrence, int)
        ):
            raise self.lines.error(
                record, f"{what}: 'occurrence' must be a whole number", "occurrence"
            )
        if occurrence is not None and occurrence < 1:
            raise self.lines.error(
                record,
                f"{what}: occurrence {occurrence} asked, but occurrences count from 1: the "
                "first place the quote stands in the source is occurrence = 1",
                "occurrence",
            )
        source = self.sources.get(source_id)
        if source is None and "source" in self.faults.left_out:
            raise _LeftOut
        if source is None:
            known = ", ".join(sorted(self.sources)) or "none"
            raise self.lines.error(
                record,
                f"{what}: unknown source {source_id!r}{did_you_mean(source_id, self.sources)} "
                f"(known: {known})",
                "source",
            )
        where = locate(source.text, quote, occurrence)
        if where == "not found" and "\n" in quote and quote.replace("\n", "\r\n") in source.text:
            where += " (the source has Windows line endings: write \\r\\n in the quote)"
        if isinstance(where, str):
            hint = self._not_found(source, quote) if where == "not found" else ""
            if where.startswith("found") and occurrence is None:
                hint = (
                    f"; say which with occurrence = 1..{where.split()[1]} in the citation "
                    f"({_places(source.text, quote)})"
                )
            elif where.startswith("occurrence"):
                hint = f"; {_occurrences(source.text, quote)} ({_places(source.text, quote)})"
            raise self.lines.error(
                record,
                f"{what}: quote {_shown(quote)} {where} in {self._source_file(source)}{hint}",
                "occurrence" if occurrence is not None else "quote",
            )
        cut = _cut_number(source.text, *where)
        if cut:
            raise self.lines.error(
                record,
                f"{what}: quote {_shown(quote)} {cut} in {self._source_file(source)}: "
                "quote the whole number",
                "quote",
            )
        return source_id, quote, where[0], where[1]

    def _source_file(self, source: SourceRecord) -> str:
        """How a message names the source's file (named only for a fault: naming it costs
        a path resolution, which a ledger of 10,000 citations paid 10,000 times)."""
        return self.show(f"sources/{source.path}")

    def _not_found(self, source: SourceRecord, quote: str) -> str:
        """Why a quote is not in the source it cites: another source holds it word for
        word ("; it is in sources/002_….txt (source sol-ru)": cited under the wrong
        source), or how it differs from the cited source's text. When the cited source
        holds it but for white space (it re-quotes the other with a line break where the
        quote has a space), that comes first, and the other source after it as a remark:
        the document cited is the one being read, and citing the other would pass."""
        elsewhere = self._elsewhere(source.id, quote)
        if elsewhere and not _spaced_otherwise(source.text, quote):
            return f"; it is in {elsewhere}"
        hint = (
            _elided(source.text, quote)
            or _quotation_marks(source.text, quote)
            or _cjk_spacing(source.text, quote)
            or _yo(source.text, quote)
            or _composition(source.text, quote)
            or _divergence(source.text, quote)
        )
        return hint + (f"; as typed, it is in {elsewhere}" if elsewhere else "")

    def _elsewhere(self, source_id: str, quote: str) -> str:
        """The other sources that hold ``quote`` word for word, for a quote not found in
        the source it cites ("sources/002_….txt (source sol-ru)"); "" when none does.
        Sources are few: a search of each costs little."""
        return ", ".join(
            f"{self.show(f'sources/{s.path}')} (source {one_line(s.id)})"
            for s in self.sources.values()
            if s.id != source_id and quote in s.text
        )

    def _claim(self, index: int, table: dict[str, Any]) -> ClaimRecord:
        lines = self.lines
        record = lines.record("claim", index)
        what = _named(table.get("id"), f"claim #{index + 1}", "claim")
        # An unknown key ('staus' for 'status'; in a link or a history entry too), a
        # statement, subject, status or note missing or wrong (its key misspelt, an
        # unknown status), attributed_to that is no list of names, or a quote not found
        # leaves the rest of the claim to read: one run names its other errors too (its
        # agents are checked across files), and the claim is kept, so the links to it are
        # not missing; the errors end the import all the same.  A claim without a valid id
        # is left out: no link could name it; so is one whose value, a link or a history
        # entry is wrong (a link left out would make its formula name an unknown input).
        with self.faults.gathered(claim=table.get("id")):
            _check_keys(lines, record, what, table, CLAIM_KEYS, (), BELONGING["claim"])
        claim_id = _id(lines, record, what, table)
        claim = ClaimRecord(id=claim_id, statement="", subject="", status="")
        with self.faults.gathered(claim=claim_id):
            claim.statement = _required(lines, record, what, table, "statement")
        with self.faults.gathered(claim=claim_id):
            claim.subject = _name(lines, record, what, table, "subject")
        with self.faults.gathered(claim=claim_id):
            claim.note = _string(lines, record, what, table, "note")
        with self.faults.gathered(claim=claim_id):
            claim.status = _required(lines, record, what, table, "status")
            if parse_status(claim.status) is None:
                raise lines.error(record, f"{what}: {unknown_status(claim.status)}", "status")
        attributed = table.get("attributed_to", [])
        with self.faults.gathered(claim=claim_id):
            if not isinstance(attributed, list) or not all(isinstance(a, str) for a in attributed):
                raise lines.error(
                    record,
                    f"{what}: 'attributed_to' must be a list of agent names",
                    "attributed_to",
                )
            claim.attributed_to = list(attributed)
        numbers: list[int] = []  # the number of each citation read, as the ledger counts
        for n, item in enumerate(_tables(lines, table, "citation", record, what)):
            with self.faults.gathered(claim=claim_id):  # each quote is checked: it cites several
                claim.citations.append(self._citation(index, n, what, item, claim, numbers))
                numbers.append(n + 1)
        self._value(record, what, table, claim)
        for n, item in enumerate(_tables(lines, table, "link", record, what)):
            at = lines.record("claim", index, "link", n)
            label = f"{what}, link #{n + 1}"
            with self.faults.gathered(claim=claim_id):  # the link is read without it
                _check_keys(lines, at, label, item, LINK_KEYS, (), BELONGING["claim.link"])
            relation = _required(lines, at, label, item, "relation")
            if relation not in RELATIONS:
                raise lines.error(
                    at,
                    f"{label}: unknown relation {relation!r}{did_you_mean(relation, RELATIONS)} "
                    f"(allowed: {', '.join(RELATIONS)})",
                    "relation",
                )
            claim.links.append(
                LinkRecord(
                    relation=relation,
                    claim=_required(lines, at, label, item, "claim"),
                    formula=_string(lines, at, label, item, "formula"),
                    note=_string(lines, at, label, item, "note"),
                )
            )
        for n, item in enumerate(_tables(lines, table, "history", record, what)):
            at = lines.record("claim", index, "history", n)
            label = f"{what}, history #{n + 1}"
            with self.faults.gathered(claim=claim_id):  # the entry is read without it
                _check_keys(lines, at, label, item, EVENT_KEYS, (), BELONGING["claim.history"])
            event_status = _required(lines, at, label, item, "status")
            if parse_status(event_status) is None:
                raise lines.error(
                    at,
                    f"{label}: {unknown_status(event_status)}",
                    "status",
                )
            when = _utc_time(lines, at, label, item)
            if claim.history and when < claim.history[-1].at:
                raise lines.error(
                    at,
                    f"{label}: at {when} is before the entry above it "
                    f"({claim.history[-1].at}); history is written in the order it happened",
                    "at",
                )
            if when > _tomorrow():
                raise lines.error(at, f"{label}: at {when} is in the future", "at")
            claim.history.append(
                EventRecord(event_status, when, _required(lines, at, label, item, "reason"))
            )
        self._check_formulas(index, what, claim)
        known = parse_status(claim.status) is not None  # else named above
        if known and claim.history and claim.history[-1].status != claim.status:
            raise lines.error(
                record,
                f"{what}: status is {claim.status!r} but its last history entry says "
                f"{claim.history[-1].status!r}",
                "status",
            )
        return claim

    def _citation(
        self,
        index: int,
        n: int,
        what: str,
        item: dict[str, Any],
        claim: ClaimRecord,
        numbers: list[int],
    ) -> CitationRecord:
        """The n-th citation of the index-th claim, whose citations before it are read
        (those without an error, numbered as the ledger counts them)."""
        at = self.lines.record("claim", index, "citation", n)
        label = f"{what}, citation #{n + 1}"
        _check_keys(
            self.lines,
            at,
            label,
            item,
            CITATION_KEYS,
            ["source", "quote"],
            BELONGING["claim.citation"],
        )
        citation = CitationRecord(*self._span(at, label, item))
        if citation in claim.citations:
            first = numbers[claim.citations.index(citation)]
            raise self.lines.error(at, f"{label}: the same quote as citation #{first}", "quote")
        return citation

    def _check_formulas(self, index: int, what: str, claim: ClaimRecord) -> None:
        """No link points back at its own claim; a formula parses safely, and the claims
        this one rests on have a name each. That it names only them is checked once
        every claim is read (_check_formula_names)."""
        inputs = formula_inputs(claim)
        for n, link in enumerate(claim.links):
            at = self.lines.record("claim", index, "link", n)
            if link.claim == claim.id:
                raise self.lines.error(
                    at, f"{what}, link #{n + 1}: a claim cannot link to itself", "claim"
                )
            if link.formula is None:
                continue
            bases = [x.claim for x in claim.links if x.relation in BASIS_RELATIONS]
            if len(set(bases)) != len(inputs):
                clash = sorted(
                    b
                    for b in bases
                    if sum(formula_name(c) == formula_name(b) for c in set(bases)) > 1
                )
                raise self.lines.error(
                    at,
                    f"{what}, link #{n + 1}: claims {', '.join(clash)} share the formula "
                    f"name {formula_name(clash[0])!r}; rename one of them",
                    "formula",
                )
            if link.relation != "derived-from":
                raise self.lines.error(
                    at,
                    f"{what}, link #{n + 1}: only a derived-from link may carry a formula",
                    "formula",
                )
            try:
                parse_formula(link.formula)
            except FormulaError as error:
                hint = _id_in_formula(link.formula, inputs)
                raise self.lines.error(
                    at, f"{what}, link #{n + 1}: {error}{hint}", "formula"
                ) from None

    def _value(self, record: Where, what: str, table: dict[str, Any], claim: ClaimRecord) -> None:
        value = table.get("value")
        unit = _string(self.lines, record, what, table, "unit")
        if value is None:
            if unit is not None:
                raise self.lines.error(record, f"{what}: 'unit' given without a 'value'", "unit")
            return
        if not isinstance(value, str):
            raise self.lines.error(
                record, f'{what}: \'value\' must be a string like "750" or "2e12..4e12"', "value"
            )
        try:
            claim.low, claim.high = parse_value(value)
        except ValueError as error:
            raise self.lines.error(record, f"{what}: {error}", "value") from None
        if unit is not None and unit not in CANONICAL_UNITS:  # none: a count of things
            raise self.lines.error(
                record,
                f"{what}: unit {unit!r} is not canonical"
                f"{_canonical_hint(claim, unit) or _unit_in_case(unit)}"
                f" (allowed: {', '.join(CANONICAL_UNITS)})",
                "unit",
            )
        claim.unit = unit

    def _ignore(self, index: int, table: dict[str, Any]) -> IgnoreRecord:
        record = self.lines.record("ignore", index)
        what = f"ignore #{index + 1}"
        _check_keys(self.lines, record, what, table, IGNORE_KEYS, ["source", "quote", "reason"])
        source_id, quote, start, end = self._span(record, what, table)
        reason = _required(self.lines, record, what, table, "reason")
        return IgnoreRecord(source_id, quote, start, end, reason)


def _claim_files(root: Path, show: LedgerNames) -> list[Path]:
    """The claim files: the *.toml files of claims/ and its subfolders, by name in
    code-point order, as the database orders the files it holds."""
    folder = root / CLAIMS_DIR
    resolved = _resolved(folder, show)
    if resolved.is_dir():
        found = folder_files(resolved, show.path, pattern="*.toml", recurse=True)
    elif resolved.exists():  # a device is claim_file_target's to refuse
        found = [resolved]
    else:
        raise LedgerError("no such file or folder", Place(str(folder)))
    return sorted(found, key=Path.as_posix)


def _resolved(path: Path, show: LedgerNames) -> Path:
    """path with its links followed; a LedgerError for a link loop."""
    try:
        return path.resolve()
    except (OSError, RuntimeError) as error:  # Python 3.11 raises RuntimeError for a loop
        reason = getattr(error, "strerror", None) or os.strerror(errno.ELOOP)
        raise LedgerError(f"cannot read ({reason})", Place(show.path(path.absolute()))) from None


def claim_file_target(path: Path, root: Path, show: LedgerNames) -> Path:
    """The file the claims file path is, its links followed (root resolved already); a
    LedgerError when it lies outside root: a file of another folder is not this ledger's
    to read, nor kb status's to change."""
    outside = (
        f"{show.path(path)}: claim files must lie under the ledger root {one_line(root.name)}/"
    )
    return ledger_file_target(path, root, show, outside)


def read_ledger(root: Path, *, cwd: Path | None = None) -> Ledger:
    """The ledger under root: sources/sources.toml and claims/**/*.toml, validated.

    cwd is the folder the user works in: errors name each file relative to it when the
    file lies under it, else by its absolute path (relative to root when cwd is None).
    The files the ledger records stay relative to root.
    """
    root = root.resolve()
    show = LedgerNames.of(root, cwd)
    faults = _Faults()
    sources = _read_sources(root, show, faults)
    by_id = {source.id: source for source in sources}
    ledger = Ledger(sources=sources)
    places: dict[str, _Place] = {}  # claim id or "agent:" + name -> where it is declared
    spellings: dict[str, _Spelling] = {}  # an agent's name or other name, folded
    agents: list[AgentRecord] = []  # those declared once, in order
    # The claims declared once, by id, in order: an id declared twice leaves out both
    # copies, as neither can tell what a link to it means (_claim_place).
    placed: dict[str, tuple[_Place, ClaimRecord]] = {}
    claim_files: list[Path] = []
    with faults.gathered("agent", "claim"):  # a claims folder that cannot be read
        claim_files = _claim_files(root, show)
    for path in claim_files:
        file: LedgerFile | None = None
        with faults.gathered("agent", "claim"):
            resolved = claim_file_target(path, root, show)
            rel = resolved.relative_to(root).as_posix()
            faults.reading(show(rel))
            data = _parse_toml(resolved, show(rel))
            reader = _FileReader(rel, data, resolved, by_id, show, faults)
            file = reader.read()
        if file is None:
            continue
        ledger.files.append(file)
        for index, agent in zip(reader.tables["agent"], file.agents, strict=True):
            with faults.gathered():
                _claim_place(places, "agent:" + agent.name, reader.lines, "agent", index)
                _one_name(places, spellings, agent)
                agents.append(agent)
        for index, claim in zip(reader.tables["claim"], file.claims, strict=True):
            with faults.gathered("claim", claim=claim.id):
                if claim.id in places:
                    placed.pop(claim.id, None)  # the copy read first is left out too
                _claim_place(places, claim.id, reader.lines, "claim", index)
                placed[claim.id] = (places[claim.id], claim)
    for agent in agents:
        with faults.gathered():
            _other_names(places, spellings, agent)
    names_checked = []
    for place, claim in placed.values():
        with faults.gathered(claim=claim.id):
            _check_names(place, claim, places, spellings, faults.left_out)
            names_checked.append(claim)
    for place, claim in placed.values():
        with faults.gathered(claim=claim.id):
            _check_formula_names(place, claim, places)
    claims = {claim.id: claim for claim in names_checked}
    for claim in claims.values():
        with faults.gathered(claim=claim.id):
            _check_formula_inputs(places[claim.id], claim, claims)
    faults.raise_any()
    return ledger


def _check_names(
    place: "_Place",
    claim: ClaimRecord,
    places: Mapping[str, "_Place"],
    spellings: Mapping[str, "_Spelling"],
    left_out: set[str],
) -> None:
    """Every agent the claim is attributed to and every claim it links to is declared,
    but where a record of that kind was ``left_out`` for an error of its own (_Faults);
    a claim is attributed to an agent by its name, not by another name of it."""
    for n, name in enumerate(claim.attributed_to):
        spelling = spellings.get(_folded(name))
        if spelling is not None and spelling.alias and "agent:" + name not in places:
            raise place.lines.error(
                place.record,
                f"claim {claim.id}: {name!r} is another name of agent {spelling.agent!r}: "
                f"attribute the claim to {spelling.agent!r}",
                "attributed_to",
                n,
            )
        if "agent:" + name not in places and "agent" not in left_out:
            agents = sorted((k[6:] for k in places if k.startswith("agent:")), key=str.casefold)
            raise place.lines.error(
                place.record,
                f"claim {claim.id}: unknown agent {name!r}{did_you_mean(name, agents)} (known: "
                f"{', '.join(agents) or 'none'}; declare a new one as an [[agent]])",
                "attributed_to",
                n,
            )
    for n, link in enumerate(claim.links):
        if link.claim not in places and "claim" not in left_out:
            claims = (key for key in places if not key.startswith("agent:"))
            raise place.lines.error(
                place.lines.record("claim", place.index, "link", n),
                f"claim {claim.id}: {link.relation} link to a missing claim {link.claim!r}"
                f"{did_you_mean(link.claim, claims)}",
                "claim",
            )


def _check_formula_names(
    place: "_Place", claim: ClaimRecord, places: Mapping[str, "_Place"]
) -> None:
    """A formula names only the claims this one is derived from or assumes, but where
    one of those links names a claim that is not declared: a misspelt id there
    (cerebras-sol-speed-802 for ...-820) is the cause, which _check_names reports with the
    id it probably meant, and the formula's name for the claim meant would only be its
    symptom."""
    if any(x.claim not in places for x in claim.links if x.relation in BASIS_RELATIONS):
        return
    inputs = formula_inputs(claim)
    for n, link in enumerate(claim.links):
        if link.formula is None:
            continue
        unknown = sorted(parse_formula(link.formula).names - inputs.keys())
        if unknown:
            known = ", ".join(sorted(inputs)) or "none"
            raise place.lines.error(
                place.lines.record("claim", place.index, "link", n),
                f"claim {claim.id}, link #{n + 1}: formula names unknown input {unknown[0]!r} "
                "(inputs are the claims it is derived from or assumes: "
                f"{known}){_id_in_formula(link.formula, inputs)}",
                "formula",
            )


def _check_formula_inputs(
    place: "_Place", claim: ClaimRecord, claims: Mapping[str, ClaimRecord]
) -> None:
    """Every claim a formula names has a value with a unit, which kb check computes
    with: one without would be an unknown input there."""
    inputs = formula_inputs(claim)
    for n, link in enumerate(claim.links):
        if link.formula is None:
            continue
        for name in sorted(parse_formula(link.formula).names & inputs.keys()):
            basis = claims.get(inputs[name])
            if basis is None:  # a claim left out for an error of its own, or missing
                continue
            if basis.low is None:
                lacks = "has no value"
            elif basis.unit is None:
                lacks = "has a value without a unit (a formula computes with units)"
            else:
                continue
            raise place.lines.error(
                place.lines.record("claim", place.index, "link", n),
                f"claim {claim.id}, link #{n + 1}: formula input {name!r} is claim "
                f"{basis.id}, which {lacks}: give it one, or leave it out of the formula",
                "formula",
            )


@dataclass(frozen=True)
class _Place:
    """Where a claim or agent is declared: the index-th table of its kind in a file."""

    lines: _Lines
    index: int
    record: Where  # its [[claim]] or [[agent]] table
    key: str  # the key that names it: id or name

    def __str__(self) -> str:
        """Where its name is written: "claims/x.toml:17", the line of its id = ..."""
        return f"{self.lines.path}:{self.lines.key(self.record, self.key)}"


def _claim_place(
    places: dict[str, _Place], key: str, lines: _Lines, table: str, index: int
) -> None:
    """Record where a claim or agent is declared; a second declaration is an error at
    the second one read, naming both places: files are read in name order, so the one
    read first may be the newer (a claims/16-x.toml copied from claims/agents.toml).
    Of a claim id, neither copy is read (the caller leaves both out): which one the
    claims that link to it mean is not known, so neither judges them (a formula input
    with no value), and one of them may be another claim renamed, whose links are then
    not reported missing (_Faults)."""
    agent = key.startswith("agent:")
    here = _Place(lines, index, lines.record(table, index), "name" if agent else "id")
    if key in places:
        if agent:
            message = f"agent {key[6:]!r} declared twice: {places[key]} and {here}"
        else:
            message = (
                f"claim id {key!r} declared twice: {places[key]} and {here}; give one of "
                "them another id (both are left out until then)"
            )
        raise lines.error(here.record, message, here.key)
    places[key] = here


@dataclass(frozen=True)
class _Spelling:
    """A name or another name of an agent, as the ledger writes it."""

    written: str
    agent: str
    alias: bool


# Characters that show nothing and change no letter: a name holding one looks like the
# name without it. Python has no Default_Ignorable_Code_Point property, so those of other
# categories than Cf are listed by hand: the Hangul fillers and the braille blank draw
# as a space's width of nothing, the combining grapheme joiner and the variation
# selectors change no letter of a name.
_BLANKS = frozenset(
    "\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180f\u2800\u3164\uffa0"
    + "".join(map(chr, range(0xFE00, 0xFE10)))
    + "".join(map(chr, range(0xE0100, 0xE01F0)))
)
# The format characters a name may hold, and is compared without: ZWNJ and ZWJ shape
# Persian and Indic words ("هم‌شهری"), and the direction marks order right-to-left text,
# as they may in every ledger string.
_SHAPING = frozenset("\u200c\u200d\u200e\u200f\u061c")
# Cyrillic and Greek letters that look like a Latin one, by their small form (names are
# compared case folded, so В and B, в and b, are one letter; where the two forms look
# like two Latin letters, Ν and ν, the capital's is taken). Written by hand: Unicode's
# table of look-alikes (UTS #39) ships with no package kb depends on, and these are the
# letters a name written to pass for a Latin one ("ВВС" for "BBC") is made of: Cyrillic,
# then Greek.
_LATIN_LOOK_ALIKES = str.maketrans(
    "авеѕіјкмнорстухһӏαβεζηικμνορτυχ",
    "abesijkmhopctyxhlabezhikmnoptyx",
)
# Joins the names in one cell (kb.render.AGENTS_JOINED, "; "), which a name may not hold.
NAMES_JOINED_BY = ";"


def _left_out_of_names(character: str) -> bool:
    """Whether a character is left out when names are compared: a format character
    (U+200B, U+FEFF, and those of _SHAPING) or one of _BLANKS (U+2800, U+3164)."""
    return character in _BLANKS or unicodedata.category(character) == "Cf"


def _shows_nothing(character: str) -> bool:
    """Whether a character in a name shows nothing, so that the name would look like
    the one without it: one _left_out_of_names but those of _SHAPING, which shape the
    letters or the direction of the text around them."""
    return character not in _SHAPING and _left_out_of_names(character)


def _folded(name: str) -> str:
    """An agent's name as names are compared, its look-alike skeleton: two that differ
    only in case, Unicode form (full-width letters), white space, characters that do not
    show (U+200B, U+2800, a ZWNJ) or Cyrillic and Greek letters that look like Latin
    ones ("ВВС", "BBC") look the same on a page, so they are one name."""
    shown = "".join(c for c in name if not _left_out_of_names(c))
    folded = unicodedata.normalize("NFKC", shown).casefold().translate(_LATIN_LOOK_ALIKES)
    return " ".join(folded.split())


_LOOK_ALIKE_SCRIPTS = ("LATIN", "CYRILLIC", "GREEK")  # О and O, Α and A look the same
_LETTER_RUN = lazy_compile(r"[^\W\d_]+")


def _agent_name_fault(name: str) -> str | None:
    """Why an agent's name (or other name) may not be one, so that no name looks like
    another agent's or like two: white space but single spaces between words
    ("Cerebras "), a character that does not show ("OpenAI" and U+200B or U+2800), the
    ';' that joins names in a table cell ("Smith; Jones"), or a word that mixes Latin,
    Cyrillic and Greek letters (a Cyrillic О in "OpenAI"); None when it may.  A name in
    one script, or words in several ("Блейс Гудсон", "Компания «Пример»",
    "GPT-ассистент"), may."""
    if " ".join(name.split()) != name:
        return "must be written with single spaces between its words and none at its ends"
    hidden = next((c for c in name if _shows_nothing(c)), None)
    if hidden is not None:
        return f"holds a character that does not show (U+{ord(hidden):04X}): leave it out"
    if NAMES_JOINED_BY in name:
        return (
            f"holds {NAMES_JOINED_BY!r}, which joins the names in a table cell, so it would "
            "read as two agents: leave it out"
        )
    for word in _LETTER_RUN.findall(name):
        scripts = {_script(letter) for letter in word} & set(_LOOK_ALIKE_SCRIPTS)
        if len(scripts) > 1:
            mixed = " and ".join(sorted(s.title() for s in scripts))
            return f"mixes {mixed} letters in the word {word!r}: write it in one script"
    return None


def _script(letter: str) -> str:
    """The script a letter's Unicode name starts with: "LATIN", "CYRILLIC", "CJK"."""
    return unicodedata.name(letter, "").partition(" ")[0]


def _one_name(
    places: dict[str, _Place], spellings: dict[str, _Spelling], agent: AgentRecord
) -> None:
    """An agent declared twice under names that differ only in case, Unicode form or
    look-alike letters (OpenAI, openai; a composed and a decomposed ñ; BBC and a
    Cyrillic ВВС) is an error: claims would be split between two agents that are one."""
    first = spellings.setdefault(_folded(agent.name), _Spelling(agent.name, agent.name, False))
    if first.agent != agent.name:
        here = places["agent:" + agent.name]
        raise here.lines.error(
            here.record,
            f"agent {agent.name!r} and agent {first.agent!r} (declared at "
            f"{places['agent:' + first.agent]}) are one name spelled two ways: keep one of "
            "the two declarations",
            "name",
        )


def _other_names(
    places: dict[str, _Place], spellings: dict[str, _Spelling], agent: AgentRecord
) -> None:
    """Each other name of an agent (aliases) is its alone: one that is the name or
    another name of an agent is an error (a page naming it would credit either); read
    after every agent's name, so that the other name is the one blamed."""
    here = places["agent:" + agent.name]
    for n, alias in enumerate(agent.aliases):
        spelling = _Spelling(alias, agent.name, True)
        first = spellings.setdefault(_folded(alias), spelling)
        if first is spelling:
            continue
        if first.agent == agent.name:
            problem, fix = ("is given twice" if first.alias else "is its name"), "leave it out"
        else:
            whose = "another name" if first.alias else "the name"
            declared = places["agent:" + first.agent]
            problem = f"is {whose} of agent {first.agent!r} (declared at {declared})"
            fix = "give each name to one agent (a page naming it would credit either)"
        raise here.lines.error(
            here.record,
            f"agent {agent.name!r}: other name {alias!r} {problem}; {fix}",
            "aliases",
            n,
        )


def claim_indexes(text: str) -> dict[str, int]:
    """Claim id -> its place among the [[claim]] tables of a claims file's text; empty for
    a text that is not TOML (a file edited since it was read). A BOM is skipped."""
    try:
        claims = tomllib.loads(text.removeprefix("\ufeff")).get("claim", [])
    except (tomllib.TOMLDecodeError, RecursionError):  # nested too deeply to parse
        return {}
    return {
        claim["id"]: i
        for i, claim in enumerate(claims if isinstance(claims, list) else [])
        if isinstance(claim, dict) and isinstance(claim.get("id"), str)
    }


class ClaimPlaces:
    """Where each claim lives on disk, "claims/x.toml:12" (relative to the ledger root),
    given the file each lies in; without the root, the file alone. The line is that of the
    file as it is now (the database does not record it), found as kb check finds it."""

    def __init__(self, root: Path | None, file_of: Mapping[str, str]) -> None:
        self.root = root
        self.file_of = file_of
        self._files: dict[str, tuple[dict[str, int], dict[KeyPath, int]]] = {}

    def line(self, claim_id: str, key: KeyPath = ()) -> int | None:
        """The line of ``key`` in the claim's table (("status",), ("link", 0, "formula")),
        else of its [[claim]] table; None when its file is not at hand or no longer holds
        it."""
        path = self.file_of.get(claim_id, "")
        if self.root is None or not path:
            return None
        if path not in self._files:
            try:
                text = (self.root / path).read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                text = ""
            indexes = claim_indexes(text)
            keys = key_lines(text.removeprefix("\ufeff")) if indexes else {}
            self._files[path] = indexes, keys
        indexes, keys = self._files[path]
        index = indexes.get(claim_id)
        if index is None:
            return None
        return keys.get(("claim", index, *key)) or keys.get(("claim", index))

    def place(self, claim_id: str, key: KeyPath = ()) -> Place | None:
        """The claim's file and the line of ``key`` in it (see line); None when the claim
        is in no file known."""
        path = self.file_of.get(claim_id, "")
        return Place(path, self.line(claim_id, key)) if path else None
