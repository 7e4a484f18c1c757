"""Write the ledger back as TOML, in one canonical layout, atomically.

The layout is ours (every record under its own [[header]], keys in a fixed order,
optional keys omitted) because it is what reviewers read in git and what makes
export(import(ledger)) byte-identical. Scalars and arrays are spelled by tomli_w.
"""

import contextlib
import errno
import os
import secrets
import shutil
import stat
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli_w

from kb.errors import InputError
from kb.lazy_re import lazy_compile
from kb.ledger_reader import SOURCES_TOML, claim_indexes, occurrence_of
from kb.paths import shown_path
from kb.records import ClaimRecord, EventRecord, IgnoreRecord, Ledger, LedgerFile, SourceRecord
from kb.toml_lines import key_lines
from kb.values import format_value
from kb.wording import a_few


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
        return 0o666 & ~_umask()
    # decided by the mode bits too: os.access lets root write anything, a 0444 file too
    if not mode & 0o222 or not os.access(path, os.W_OK):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
    return mode


def _umask() -> int:
    umask = os.umask(0)  # read only by setting it
    os.umask(umask)
    return umask


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
    path, temporary = _written_beside(path, data, durable=durable)
    try:
        _rename(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def _written_beside(path: Path, data: bytes, *, durable: bool = True) -> tuple[Path, Path]:
    """The file path names (the one a symbolic link leads to) and a temporary file beside
    it that holds data, with the mode the file keeps (write_atomic's first half)."""
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
    except BaseException as error:
        Path(temporary).unlink(missing_ok=True)
        if isinstance(error, OSError):
            raise _cannot_write(path, error) from None
        raise
    return path, Path(temporary)


def _rename(temporary: Path, path: Path) -> None:
    try:
        os.replace(temporary, path)
    except OSError as error:
        raise _cannot_write(path, error) from None


@dataclass
class Replaced:
    """A file rewritten (by replace_keeping_original, or an export over a ledger), that can
    still be put back as it was."""

    path: Path
    original: bytes | None  # its bytes before; None when there was no file
    kept: Path | None  # the file before, under a second name (a hard link) where one was made

    def put_back(self) -> None:
        """The file as it was: renamed back from its second name (the same file, its
        inode and mode; a rename needs no space, so a full disk does not stop it), else
        written again (an InputError when that fails); a file that was not there is
        removed."""
        if self.original is None:
            self.path.unlink(missing_ok=True)
            return
        if self.kept is not None:
            try:
                os.replace(self.kept, self.path)
                self.drop_original()  # a rename between two names of one file leaves both
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

    Everything is rendered before the first file is written, and the ledger is written
    whole or not at all: kb import would load a part of it as if it were the ledger. A
    folder that holds other files and no ledger is refused (_check_holds_a_ledger), and so
    is a claims file already under out that this ledger would not write: importing out
    afterwards would load it too.
    """
    check_out_folder(out)
    _check_holds_a_ledger(out)
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
    if os.path.lexists(out):
        _replace_together(files)
    else:
        _write_new_folder(out, files)
    return list(files)


_LEDGER_FOLDERS = ("claims", "sources")  # what the ledger writes under a folder


def _check_holds_a_ledger(out: Path) -> None:
    """Refuse, as an InputError, a folder to export the ledger into that holds files and
    no ledger (sources/sources.toml): the ledger would be mixed with them ("notes: holds
    draft.md and 1 more, but no ledger"). A ledger's folder, a previous export or a
    project, is rewritten in place. Hidden files (a new git repository's .git) are no
    ledger's, nor in its way; claims/ and sources/, the ledger's own folders, are checked
    file by file (write_ledger)."""
    if not os.path.isdir(out) or os.path.lexists(out / SOURCES_TOML):
        return
    try:
        names = os.listdir(out)
    except OSError as error:  # a folder that may not be read may not be written either
        raise _cannot_write(out, error) from None
    held = sorted(
        name for name in names if not name.startswith(".") and name not in _LEDGER_FOLDERS
    )
    if held:
        raise InputError(
            f"{shown_path(out.absolute(), Path.cwd())}: holds {a_few(held, 1)}, but no ledger "
            f"({SOURCES_TOML}): export into an empty folder, or over a ledger to rewrite it"
        )


def _write_new_folder(out: Path, files: dict[Path, bytes]) -> None:
    """Write files (all under out, which is not there) into a temporary folder beside out,
    renamed to out once the last is on disk: a failure or an interruption leaves no out,
    nor the folders above it that were made for it."""
    made = _missing_folders([out])
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        building = Path(tempfile.mkdtemp(dir=out.parent, prefix=f".{out.name}.", suffix=".tmp"))
    except OSError as error:
        raise _cannot_write(out, error) from None
    try:
        building.chmod(0o777 & ~_umask())  # made 0700, a folder others could not read
        for target, data in files.items():
            _write_new_file(building / target.relative_to(out), data, shown_as=target)
        _rename(building, out)
    except BaseException:
        shutil.rmtree(building, ignore_errors=True)
        _remove_folders(made)
        raise


def _write_new_file(path: Path, data: bytes, *, shown_as: Path) -> None:
    """A new file in a temporary folder, on disk before the folder is renamed; a failure
    is said of the file it becomes (shown_as)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "xb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
    except OSError as error:
        raise _cannot_write(shown_as, error) from None


def _replace_together(files: dict[Path, bytes]) -> None:
    """Write files into a folder that is there: every one to a temporary file beside it
    first, then all renamed into place. A failure or an interruption (Ctrl-C, SIGTERM)
    before the last rename puts back each file already replaced, removes each one new and
    every folder made for them, and leaves no temporary file: the folder is as it was."""
    made = _missing_folders(files)
    staged: list[tuple[Path, Path]] = []
    replaced: list[Replaced] = []
    try:
        for target, data in files.items():
            staged.append(_written_beside(target, data))
        for path, temporary in staged:
            # listed before the rename: putting back a file not yet replaced changes nothing
            replaced.append(_keeping_original(path))
            _rename(temporary, path)
    except BaseException:
        for done in reversed(replaced):
            done.put_back()
        for _, temporary in staged:
            temporary.unlink(missing_ok=True)
        _remove_folders(made)
        raise
    for done in replaced:
        done.drop_original()


def _keeping_original(path: Path) -> Replaced:
    """The file at path (if any), kept so that it can be put back once replaced."""
    if not os.path.lexists(path):
        return Replaced(path, None, None)
    return Replaced(path, path.read_bytes(), _second_name(path))


def _missing_folders(paths: Iterable[Path]) -> list[Path]:
    """The folders above paths that are not there yet, deepest first: those that writing
    paths makes, and a failed write removes again."""
    missing = {folder for path in paths for folder in path.parents if not os.path.lexists(folder)}
    return sorted(missing, key=lambda folder: len(folder.parts), reverse=True)


def _remove_folders(folders: list[Path]) -> None:
    for folder in folders:
        with contextlib.suppress(OSError):  # something else was put in it meanwhile
            folder.rmdir()


# the status key (bare or quoted), then its one-line string value, then a comment or nothing
_STATUS_PAIR = lazy_compile(
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
