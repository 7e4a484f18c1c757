"""Write the ledger back as TOML, in one canonical layout, atomically.

The layout is ours (every record under its own [[header]], keys in a fixed order,
optional keys omitted) because it is what reviewers read in git and what makes
export(import(ledger)) byte-identical. Scalars and arrays are spelled by tomli_w.
"""

import contextlib
import errno
import os
import re
import secrets
import stat
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli_w

from kb.errors import InputError
from kb.ledger_reader import SOURCES_TOML, claim_indexes, occurrence_of
from kb.paths import shown_path
from kb.records import ClaimRecord, EventRecord, IgnoreRecord, Ledger, LedgerFile, SourceRecord
from kb.toml_lines import key_lines
from kb.values import format_value


def _scalar(value: Any) -> str:
    """A TOML scalar as tomli_w spells it."""
    return tomli_w.dumps({"v": value})[len("v = ") : -1]


def _pairs(pairs: list[tuple[str, Any]]) -> str:
    """key = value lines; lists of strings stay on one line, which reads best in review."""
    lines = []
    for key, value in pairs:
        if value is None or value == []:
            continue
        if isinstance(value, list):
            lines.append(f"{key} = [{', '.join(_scalar(item) for item in value)}]\n")
        else:
            lines.append(f"{key} = {_scalar(value)}\n")
    return "".join(lines)


def _table(header: str, pairs: list[tuple[str, Any]]) -> str:
    return f"[[{header}]]\n{_pairs(pairs)}"


def _source_table(source: SourceRecord) -> str:
    return _table(
        "source",
        [
            ("id", source.id),
            ("path", source.path),
            ("title", source.title),
            ("language", source.language),
            ("url", source.url),
            ("publisher", source.publisher),
            ("published", source.published),
            ("sha256", source.sha256),
        ],
    )


def _claim_tables(claim: ClaimRecord, texts: dict[str, str]) -> Iterator[str]:
    value = None if claim.low is None or claim.high is None else format_value(claim.low, claim.high)
    yield _table(
        "claim",
        [
            ("id", claim.id),
            ("subject", claim.subject),
            ("statement", claim.statement),
            ("status", claim.status),
            ("attributed_to", claim.attributed_to),
            ("value", value),
            ("unit", claim.unit),
            ("note", claim.note),
        ],
    )
    for citation in claim.citations:
        occurrence = occurrence_of(texts[citation.source], citation.quote, citation.start)
        yield _table(
            "claim.citation",
            [("source", citation.source), ("quote", citation.quote), ("occurrence", occurrence)],
        )
    for link in claim.links:
        yield _table(
            "claim.link",
            [
                ("relation", link.relation),
                ("claim", link.claim),
                ("formula", link.formula),
                ("note", link.note),
            ],
        )
    yield from (_history_table(event) for event in claim.history)


def _history_table(event: EventRecord) -> str:
    return _table(
        "claim.history", [("status", event.status), ("at", event.at), ("reason", event.reason)]
    )


def _ignore_table(ignore: IgnoreRecord, texts: dict[str, str]) -> str:
    occurrence = occurrence_of(texts[ignore.source], ignore.quote, ignore.start)
    return _table(
        "ignore",
        [
            ("source", ignore.source),
            ("quote", ignore.quote),
            ("occurrence", occurrence),
            ("reason", ignore.reason),
        ],
    )


def render_file(file: LedgerFile, texts: dict[str, str]) -> str:
    """The canonical TOML text of one claims file: agents, then claims, then ignores."""
    blocks: list[str] = [
        _table(
            "agent", [("name", a.name), ("aliases", a.aliases), ("kind", a.kind), ("note", a.note)]
        )
        for a in file.agents
    ]
    for claim in file.claims:
        blocks.extend(_claim_tables(claim, texts))
    blocks.extend(_ignore_table(ignore, texts) for ignore in file.ignores)
    return "\n".join(blocks)


def render_sources(ledger: Ledger) -> str:
    return "\n".join(_source_table(source) for source in ledger.sources)


def _file_mode(path: Path) -> int:
    """The permissions a rewritten file keeps, or a new one gets from the umask (the
    temporary file is created 0600, which would hide a committed file from others). A
    file that may not be written is a PermissionError: replacing it by a rename needs
    only its folder to be writable."""
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
    # decided by the mode bits too: os.access lets root write anything, a 0444 file too
    if not mode & 0o222 or not os.access(path, os.W_OK):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
    return mode


def _cannot_write(path: Path, error: OSError) -> InputError:
    """The error for a file that cannot be written, named from the working folder as
    every other file in a message is."""
    name = shown_path(path.absolute(), Path.cwd())
    return InputError(f"{name}: cannot write: {error.strerror or error}")


def write_atomic(path: Path, data: bytes, *, durable: bool = True) -> None:
    """Write data to path through a temporary file in the same folder and a rename; a
    file that cannot be written (a read-only one too) is an InputError ("path: cannot
    write: ..."). A symbolic link stays one: the file it names is written, as a shell's
    redirection would (a baseline shared by a link).  ``durable`` waits for the disk
    before the rename; a cache, which a crash may lose, need not."""
    if path.is_symlink():
        path = Path(os.path.realpath(path))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        mode = _file_mode(path)
        handle, temporary = tempfile.mkstemp(
            dir=path.parent, prefix=f".{path.name}.", suffix=".tmp"
        )
    except OSError as error:
        raise _cannot_write(path, error) from None
    try:
        os.fchmod(handle, mode)
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            if durable:
                stream.flush()
                os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException as error:
        Path(temporary).unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise _cannot_write(path, error) from None
        raise


@dataclass
class Replaced:
    """A file replace_keeping_original rewrote, that can still be put back as it was."""

    path: Path
    original: bytes  # its bytes before
    kept: Path | None  # the file before, under a second name (a hard link) where one was made

    def put_back(self) -> None:
        """The file as it was: renamed back from its second name (the same file, its
        inode and mode; a rename needs no space, so a full disk does not stop it), else
        written again (an InputError when that fails)."""
        if self.kept is not None:
            try:
                os.replace(self.kept, self.path)
                return
            except OSError:
                self.drop_original()
        write_atomic(self.path, self.original)

    def drop_original(self) -> None:
        """Remove the second name, once the change stands. One left behind does no harm
        (it is hidden and matches no ledger file), so failing to remove it is ignored."""
        if self.kept is not None:
            with contextlib.suppress(OSError):
                self.kept.unlink(missing_ok=True)


def replace_keeping_original(path: Path, data: bytes, original: bytes) -> Replaced:
    """write_atomic(path, data), keeping the file it replaces (whose bytes are original)
    so that it can be put back without writing: what makes that needed (a full disk that
    fails the commit) may stop any new file being written."""
    replaced = Replaced(path, original, _second_name(path))
    try:
        write_atomic(path, data)
    except BaseException:
        replaced.drop_original()
        raise
    return replaced


def _second_name(path: Path) -> Path | None:
    """A new hard link to the file at path, hidden in its folder; None where none can be
    made (a file system without hard links, another user's file under Linux's
    protected_hardlinks)."""
    for _ in range(10):
        name = path.with_name(f".{path.name}.{secrets.token_hex(4)}.orig")
        try:
            os.link(path, name)
        except FileExistsError:
            continue
        except OSError:
            return None
        return name
    return None


def check_out_folder(out: Path) -> None:
    """Refuse, as an InputError, a folder to write into that is a file, or lies under one
    ("afile: a file, not a folder"): creating it would fail with the system's words
    ("File exists") about a file inside it."""
    for path in (out, *out.parents):
        name = shown_path(path.absolute(), Path.cwd())
        if os.path.exists(path):  # never raises, unlike Path.exists
            if not os.path.isdir(path):
                raise InputError(f"{name}: a file, not a folder")
            return
        if os.path.lexists(path):  # a link whose target is not there, or a loop
            raise InputError(f"{name}: a symbolic link that leads to nothing (or to itself)")


def write_ledger(ledger: Ledger, out: Path) -> list[Path]:
    """Write the whole ledger under out (sources and claims); return the files written.

    Everything is rendered before the first file is written, and each file is written
    atomically. A claims file already under out that this ledger would not write is
    refused: importing out afterwards would load it too.
    """
    check_out_folder(out)
    texts = {source.id: source.text for source in ledger.sources}
    files: dict[Path, bytes] = {
        out / "sources" / source.path: source.text.encode("utf-8") for source in ledger.sources
    }
    files[out / SOURCES_TOML] = render_sources(ledger).encode("utf-8")
    for file in ledger.files:
        files[out / file.path] = render_file(file, texts).encode("utf-8")
    for target in files:  # each checked before the first is written: nothing half-written
        check_out_folder(target.parent)
        if os.path.isdir(target):
            name = shown_path(target.absolute(), Path.cwd())
            raise InputError(f"{name}: a folder, where the ledger writes a file")
    stale = sorted(set((out / "claims").glob("**/*.toml")) - set(files))
    if stale:
        raise InputError(
            f"{stale[0]}: not part of this ledger; export into an empty folder, so that "
            "importing it loads this ledger only (exporting over a ledger would rewrite its "
            "files in the canonical layout: comments and line ends not kept)"
        )
    for target, data in files.items():
        write_atomic(target, data)
    return list(files)


# the status key (bare or quoted), then its one-line string value, then a comment or nothing
_STATUS_PAIR = re.compile(
    r"""(\s*(?:status|"status"|'status')\s*=\s*)("[^"\\]*"|'[^']*')(?=\s*(?:#|$))"""
)


class NotEditable(ValueError):
    """A claims file kb status cannot change in place: what is in the way, and its line."""

    def __init__(self, line: int | None, message: str) -> None:
        super().__init__(message)
        self.line = line


def record_status_change(text: str, claim_id: str, events: list[EventRecord]) -> str:
    """The claims file text with one claim's status changed to the last event's and the
    events added to its history, in their order, everything else (comments, layout, other
    claims, each line's end, LF or CRLF) left as it was.

    Edited in place rather than re-rendered, so that a hand-kept file loses nothing: only
    the status's value is replaced (a comment after it stays), and the history tables go
    after the claim's last table, its lines ended as the line they follow is. Lines are
    counted at "\n" only, as TOML and key_lines count them (a U+2028 inside a string is no
    line end). Raises NotEditable when the claim or its status is not written in a way
    that can be edited so (an inline table, an inline history array).
    """
    plain = text.replace("\r\n", "\n")  # the same lines, read without their CRs
    index = claim_indexes(plain).get(claim_id)
    keys = key_lines(plain) if index is not None else {}
    header = keys.get(("claim", index)) if index is not None else None
    if index is None or header is None:
        raise NotEditable(None, f"claim {claim_id} has no [[claim]] table with id = {claim_id!r}")
    lines = text.split("\n")  # a line ended by CRLF keeps its "\r"
    status_line = keys.get(("claim", index, "status"))
    written = _STATUS_PAIR.match(lines[status_line - 1]) if status_line else None
    if status_line is None or written is None:
        raise NotEditable(
            status_line or header,
            f'the status of claim {claim_id} is not written as status = "..." on a line '
            "of its own: write it so, and kb status can change it",
        )
    history = keys.get(("claim", index, "history"))
    if history is not None and not lines[history - 1].lstrip().startswith("[["):
        raise NotEditable(
            history,
            f"claim {claim_id} keeps its history in an inline array: write each entry as a "
            "[[claim.history]] table, and kb status can add one",
        )
    line = lines[status_line - 1]
    lines[status_line - 1] = f"{written[1]}{_scalar(events[-1].status)}{line[written.end() :]}"
    # the claim's tables end where the next top-level table ([[agent]], [[claim]],
    # [[ignore]]) starts: its entries are the keys (name, index)
    end = min(
        (n - 1 for path, n in keys.items() if len(path) == 2 and n > header), default=len(lines)
    )
    while end > header and not lines[end - 1].strip():
        end -= 1
    tables = [_history_table(event).rstrip("\n").split("\n") for event in events]
    cr = _line_end(lines, end)
    added = [f"{line}{cr}" for table in tables for line in ["", *table]]
    if end == len(lines):  # after the last line, which has no line end: nor has the table
        lines[-1] += cr
        added[-1] = added[-1].removesuffix(cr)
    lines[end:end] = added
    return "\n".join(lines)


def _line_end(lines: list[str], number: int) -> str:
    """The CR that ends line ``number`` (from 1) of a text split at LF when the line ends
    in CRLF, else nothing; the last line, which has no end, ends as the first line does."""
    ended = lines[:-1]  # every line but the last is followed by LF
    line = ended[number - 1] if number <= len(ended) else (ended[0] if ended else "")
    return "\r" if line.endswith("\r") else ""
