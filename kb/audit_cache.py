"""`kb audit --cache`: the outcome of each file kept from one run to the next.

A file's findings depend only on its bytes, whether they are read as Markdown (the
suffix of the name given), the path its fingerprints hold (Auditor._fingerprint_path),
and the run's context: the claims, sources and ignore spans of the database, the
configuration's matching settings, and the code that reads and matches (kb's own
modules and release, the libraries it parses with, Python).  The cache keeps, for each
file, one entry: what it was kept for, and the outcome.  A run hashes every file and
audits again only those whose entry does not match, as ESLint's and textlint's --cache
do; which files are audited, the baseline and --fail-on are decided after, on every run,
so they need no entry.

The cache is a folder (.kb/audit-cache/ of the configuration's folder) holding one
file per page, named by the digest of its path: a JSON line saying what the entry was
kept for, and a JSON line of the outcome.  A run reads the first lines of the entries of
the pages it audits, and their outcomes one at a time, so its memory does not grow with
the site; it writes only the entries of the pages it audited.  A run that audits a
folder removes, at its end, the entries of pages under that folder it did not see (pages
deleted, renamed or excluded since), as ESLint's cache prunes the files a run did not
visit; a run over named files removes none.  JSON, not pickle: a cache restored in CI
from elsewhere must not be able to run code.  A file that could not be read is never
kept (it is tried again); an entry that cannot be read is read as missing; one that
cannot be written is a warning, not a failed run.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from kb.audit import MARKDOWN_SUFFIXES, Auditor, FileOutcome, Finding, PageWarning, SourceCoverage
from kb.errors import InputError
from kb.ledger_writer import write_atomic
from kb.wording import counted

CACHE_VERSION = 1
DEFAULT_CACHE = Path(".kb") / "audit-cache"  # in the configuration's folder

# kb's release, and what its reader and matcher are built on: a new release of one may
# read the same page differently (kb's modules are hashed too, for a checkout's changes)
_PACKAGES = ("claim-kb", "markdown-it-py", "mdit-py-plugins", "pint")

_COVERAGE = (str, int, int, int)
# each field of a Finding but its path, as JSON holds it (its tuples are lists)
FINDING_JSON: dict[str, Any] = {
    "line": int,
    "column": int,
    "end_line": int,
    "end_column": int,
    "rule": str,
    "severity": str,
    "message": str,
    "low": (int, float),
    "high": (int, float),
    "unit": (str, type(None)),
    "claims": list,
    "text": str,
    "snippet": str,
    "utf16_columns": list,
    "fingerprint": str,
    "occurrence": int,
}


AuditFiles = Callable[[list[tuple[Path, str, str]]], Iterable[FileOutcome]]


def context_digest(auditor: Auditor) -> str:
    """The digest of everything besides a file's bytes and path that a page's outcome
    depends on: the auditor's settings and records (their reprs hold every field), kb's
    modules (hashed, not versioned, so that a change to a checkout's code counts)."""
    digest = hashlib.sha256(f"{CACHE_VERSION}\0{sys.version}\0".encode())
    for package in _PACKAGES:
        try:
            digest.update(f"{package}={version(package)}\0".encode())
        except PackageNotFoundError:  # kb run from a bare checkout
            digest.update(f"{package}=?\0".encode())
    for module in sorted(Path(__file__).parent.glob("*.py")):
        digest.update(module.name.encode() + b"\0" + module.read_bytes() + b"\0")
    config = auditor.config
    matching = (
        config.tolerance,
        config.unitless_numbers,
        config.unitless_min,
        config.hedge_cues,
        config.topics,
        config.lexicon,
        sorted(config.severity.items()),
    )
    names = sorted(auditor.names.items())  # of agents: not their notes
    records = (auditor.claims, auditor.sources, auditor.ignore_spans, names)
    for part in (matching, *(list(kind) for kind in records)):
        digest.update(repr(part).encode("utf-8") + b"\0")
    return digest.hexdigest()


@dataclass
class AuditCache:
    """The cache folder of one run, and what the run took from it.  ``name`` is how
    messages name the folder (from the working folder)."""

    folder: Path
    context: str
    name: str = ""
    warnings: list[str] = field(default_factory=list)  # for stderr
    files: int = 0  # files that could be read
    reused: int = 0  # of which the outcome came from the cache
    outdated: int = 0  # of which the entry was kept for other claims, settings or code
    removed: int = 0  # entries of pages no longer under the folders audited
    _made: bool | None = None  # whether the folder is there; None: not looked at yet
    _unwritten: int = 0  # entries that could not be written

    def outcomes(
        self, files: list[tuple[Path, str, str]], audit: AuditFiles, folders: Sequence[str] = ()
    ) -> Iterator[FileOutcome]:
        """The outcome of each of ``files`` (path, display, key), in their order: from the
        cache when the file's entry was kept for its bytes and this context, else from
        ``audit``, which is given the others at once (so that it can spread them over
        processes) and whose outcomes are kept, under the digest of the bytes it read, as
        they come.  An entry is loaded when its outcome is due, not before: memory holds
        one page's findings at a time.  ``folders`` are the keys' prefixes of the folders
        audited ("docs/"; "" for every key): once every outcome is given, the entries of
        pages under them that are not among ``files`` are removed."""
        headers = [_header(self.context, path, key, _file_digest(path)) for path, _, key in files]
        held = [self._holds(file[2], header) for file, header in zip(files, headers, strict=True)]
        fresh = iter(audit([f for f, h in zip(files, held, strict=True) if not h]))
        for file, header, hit in zip(files, headers, held, strict=True):
            path, display, key = file
            if header["sha256"] is not None:
                self.files += 1
            outcome = self._reuse(key, display, header) if hit else None
            if outcome is not None:
                self.reused += 1
                yield outcome
                continue
            if hit:  # another run rewrote the entry since it was looked at: read the file
                outcome = next(iter(audit([file])))
            else:
                outcome = next(fresh)
            if outcome.error is None:
                self._keep(key, _header(self.context, path, key, outcome.sha256), outcome)
            yield outcome
        if folders:
            self._remove_others({self._entry_file(key).name for _, _, key in files}, folders)
        if self._unwritten:
            unwritten = counted(self._unwritten, "cache entry", "cache entries")
            self.warnings.append(
                f"{unwritten} not written in {self.name}; the next run audits those files again"
            )

    def _remove_others(self, seen: set[str], folders: Sequence[str]) -> None:
        """Remove the entries, but those named ``seen``, whose page lies under one of
        ``folders`` (by the key in the entry's first line): the run saw every page there,
        so theirs are gone.  An entry that cannot be read or removed is left (it is read as
        missing); removing one another run just wrote costs that page one more audit."""
        try:
            entries = [e for e in self.folder.glob("*.json") if e.name not in seen]
        except OSError:
            return
        for entry in entries:
            try:
                with entry.open("rb") as stream:
                    header = json.loads(stream.readline())
                key = header.get("key") if isinstance(header, dict) else None
                if isinstance(key, str) and any(_under(key, folder) for folder in folders):
                    entry.unlink()
                    self.removed += 1
            except (OSError, ValueError, RecursionError):
                continue

    def _entry_file(self, key: str) -> Path:
        return self.folder / f"{hashlib.sha256(key.encode('utf-8')).hexdigest()[:32]}.json"

    def _holds(self, key: str, wanted: dict[str, Any]) -> bool:
        """Whether the file's entry was kept for what ``wanted`` says (its bytes, how they
        are read, this context), from the entry's first line; counts an entry that was
        kept for another context."""
        if wanted["sha256"] is None:  # not a file that can be read: the audit says why
            return False
        try:
            with self._entry_file(key).open("rb") as stream:
                header = json.loads(stream.readline())
        except (OSError, ValueError, RecursionError):
            return False
        if header == wanted:
            return True
        if isinstance(header, dict) and header == {**wanted, "context": header.get("context")}:
            self.outdated += 1
        return False

    def _reuse(self, key: str, display: str, wanted: dict[str, Any]) -> FileOutcome | None:
        try:
            with self._entry_file(key).open("rb") as stream:
                if json.loads(stream.readline()) != wanted:
                    return None
                return _outcome(json.loads(stream.read()), display, key, wanted["sha256"])
        except (OSError, ValueError, RecursionError):  # gone, or not one kb wrote
            return None

    def _keep(self, key: str, header: dict[str, Any], outcome: FileOutcome) -> None:
        """Write the file's entry: its header line, then its outcome (json.dumps writes no
        line break inside either)."""
        if not self._ready():
            return
        lines = (header, _outcome_json(outcome))
        data = b"".join(json.dumps(x, ensure_ascii=False).encode("utf-8") + b"\n" for x in lines)
        try:
            _write_here(self._entry_file(key), data)
        except (OSError, InputError):  # a full disk, or the folder removed meanwhile
            self._unwritten += 1

    def _ready(self) -> bool:
        """Whether the folder is there to write in: made, the first time, with a
        .gitignore that keeps it out of git wherever it is (a folder restored by a CI
        cache step too); a warning when it cannot be made."""
        if self._made is None:
            try:
                self.folder.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                # a file in the folder's place: "File exists" would read as no fault
                why = "a file, not a folder" if self.folder.is_file() else error.strerror
                self.warnings.append(
                    f"cannot keep the audit's cache in {self.name} ({why}); "
                    "the next run audits every file again"
                )
                self._made = False
                return False
            ignore = self.folder / ".gitignore"
            if not ignore.exists():
                with contextlib.suppress(OSError, InputError):  # the entries fail too: counted
                    _write_here(ignore, b"# made by kb audit --cache\n*\n")
            self._made = True
        return self._made


def _under(key: str, folder: str) -> bool:
    """Whether the page a key names lies under the folder whose keys begin ``folder``:
    "" (the folder keys are relative to) holds every relative key, but not the keys of
    pages outside it, which are named from elsewhere ("/srv/other/a.md", "../a.md")."""
    outside = key.startswith(("/", "../"))
    return key.startswith(folder) and (bool(folder) or not outside)


def _header(context: str, path: Path, key: str, digest: str | None) -> dict[str, Any]:
    """What a file's entry is kept for: its bytes, read as Markdown or as text (by the
    suffix of the name given: a link named a.md to b.txt is read as Markdown), with
    this context."""
    return {
        "version": CACHE_VERSION,
        "context": context,
        "key": key,
        "markdown": path.suffix.lower() in MARKDOWN_SUFFIXES,
        "sha256": digest,
    }


def _file_digest(path: Path) -> str | None:
    """The digest of a file's bytes; None for what is not a file (a pipe would block) or
    cannot be read."""
    try:
        if not path.is_file():
            return None
        with path.open("rb") as stream:
            return hashlib.file_digest(stream, "sha256").hexdigest()
    except OSError:
        return None


def _write_here(path: Path, data: bytes) -> None:
    """Write a file of the cache atomically, never through a symbolic link: a restored
    cache folder holding one must not make kb write where it points."""
    if path.is_symlink():
        path.unlink()
    write_atomic(path, data, durable=False)


def _outcome_json(outcome: FileOutcome) -> dict[str, Any]:
    """A file's outcome as the cache keeps it: without the path it was named by, which
    depends on the working folder (fingerprints hold the key, which does not)."""
    coverage = outcome.coverage
    return {
        "findings": [[getattr(f, name) for name in FINDING_JSON] for f in outcome.findings],
        "silenced": outcome.silenced,
        "warnings": [[w.line, w.message] for w in outcome.warnings],
        "coverage": None
        if coverage is None
        else [coverage.source, coverage.numbers, coverage.cited, coverage.ignored],
    }


def _outcome(entry: Any, display: str, key: str, digest: str | None) -> FileOutcome:
    """The outcome an entry holds; ValueError for one that is not as kb writes it (an
    entry edited by hand is read as missing, not trusted to crash the report)."""
    try:
        findings = [_finding(values, display) for values in entry["findings"]]
        silenced, warnings, coverage = entry["silenced"], entry["warnings"], entry["coverage"]
        if not _is_int(silenced) or not (coverage is None or _typed(coverage, _COVERAGE)):
            raise ValueError("not an outcome")
        page_warnings = [PageWarning(display, *_typed(w, (int, str))) for w in warnings]
    except (KeyError, TypeError) as error:
        raise ValueError("not an outcome") from error
    return FileOutcome(
        display,
        key,
        findings,
        silenced,
        page_warnings,
        None if coverage is None else SourceCoverage(display, *coverage),
        sha256=digest,
    )


def _finding(values: Any, display: str) -> Finding:
    """The finding an entry's list holds; ValueError when a value is not of its field's
    type."""
    found = dict(zip(FINDING_JSON, _typed(values, tuple(FINDING_JSON.values())), strict=True))
    claims, columns = found["claims"], found["utf16_columns"]
    if not all(isinstance(c, str) for c in claims) or not _is_int_pair(columns):
        raise ValueError("not a finding")
    found["claims"], found["utf16_columns"] = tuple(claims), tuple(columns)
    return Finding(path=display, **found)


def _typed(values: Any, types: tuple[Any, ...]) -> list[Any]:
    """values, a list of one value of each type (a bool is no number here); ValueError
    for anything else."""
    if not isinstance(values, list) or len(values) != len(types):
        raise ValueError("not a list of values")
    for value, kind in zip(values, types, strict=True):
        if isinstance(value, bool) or not isinstance(value, kind):
            raise ValueError(f"not a {kind}: {value!r}")
    return values


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_int_pair(value: Any) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(_is_int(v) for v in value)
