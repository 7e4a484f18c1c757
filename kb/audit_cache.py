"""`kb audit --cache`: the outcome of each file kept from one run to the next.

A file's findings depend only on its bytes, the path its fingerprints hold
(Auditor._fingerprint_path), and the run's context: the claims, sources and ignore spans
of the database, the configuration's matching settings, and the code that reads and
matches (kb's own modules, the libraries it parses with, Python).  The cache keeps, for
each file, one entry: that path, the sha256 of its bytes, the digest of the context and
the outcome.  A run reads again only the files whose entry does not match, as ESLint's
and textlint's --cache do; which files are audited, the baseline and --fail-on are
decided after, on every run, so they need no entry.

The cache is a folder (.kb/audit-cache/ of the configuration's folder) holding one
file per page, named by the digest of its path: a JSON line saying what the entry was
kept for, and a JSON line of the outcome.  A run reads the first lines of the entries of
the pages it audits, and their outcomes one at a time, so its memory does not grow with
the site; it writes only the entries of the pages it read.  Entries of pages that are
gone stay until the folder is deleted.  JSON, not pickle: a cache restored in CI
from elsewhere must not be able to run code.  A file that could not be read is never
kept (it is tried again); an entry that cannot be read is read as missing; one that
cannot be written is a warning, not a failed run.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, fields
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from kb.audit import FileOutcome, Finding, PageWarning, SourceCoverage
from kb.audit_config import AuditConfig
from kb.errors import InputError
from kb.ledger_writer import write_atomic
from kb.records import ClaimRecord, IgnoreRecord, SourceRecord

CACHE_VERSION = 1
DEFAULT_CACHE = Path(".kb") / "audit-cache"  # in the configuration's folder

# What the reader and the matcher are built on, besides kb itself: a new release of one
# may read the same page differently.
_LIBRARIES = ("markdown-it-py", "mdit-py-plugins", "pint")
_FINDING_FIELDS = tuple(f.name for f in fields(Finding) if f.name != "path")

AuditFiles = Callable[[list[tuple[Path, str, str]]], Iterable[FileOutcome]]


def context_digest(
    config: AuditConfig,
    claims: Iterable[ClaimRecord],
    sources: Iterable[SourceRecord],
    ignores: Iterable[IgnoreRecord],
) -> str:
    """The digest of everything besides a file's bytes and path that its outcome depends
    on (the records' reprs hold every field; kb's modules are hashed, not versioned, so
    that a change to a checkout's code counts)."""
    digest = hashlib.sha256(f"{CACHE_VERSION}\0{sys.version}\0".encode())
    for library in _LIBRARIES:
        try:
            digest.update(f"{library}={version(library)}\0".encode())
        except PackageNotFoundError:
            digest.update(f"{library}=?\0".encode())
    for module in sorted(Path(__file__).parent.glob("*.py")):
        digest.update(module.name.encode() + b"\0" + module.read_bytes() + b"\0")
    matching = (
        config.tolerance,
        config.unitless_numbers,
        config.unitless_min,
        config.hedge_cues,
        config.lexicon,
        sorted(config.severity.items()),
    )
    for part in (matching, list(claims), list(sources), list(ignores)):
        digest.update(repr(part).encode("utf-8") + b"\0")
    return digest.hexdigest()


@dataclass
class AuditCache:
    """The cache folder of one run, and what the run took from it."""

    folder: Path
    context: str
    warnings: list[str] = field(default_factory=list)  # for stderr
    files: int = 0  # files audited through the cache
    reused: int = 0  # of which the outcome came from the cache

    def outcomes(
        self, files: list[tuple[Path, str, str]], audit: AuditFiles
    ) -> Iterator[FileOutcome]:
        """The outcome of each of ``files`` (path, display, key), in their order: from the
        cache when the file's entry holds its bytes' digest and this context, else from
        ``audit``, which is given the others at once (so that it can spread them over
        processes) and whose outcomes are kept as they come.  An entry is loaded when its
        outcome is due, not before: memory holds one page's findings at a time."""
        digests = [_file_digest(path) for path, _, _ in files]
        held = [
            digest is not None and self._header(key) == self._header_for(key, digest)
            for (_, _, key), digest in zip(files, digests, strict=True)
        ]
        fresh = iter(audit([f for f, h in zip(files, held, strict=True) if not h]))
        for file, digest, hit in zip(files, digests, held, strict=True):
            _, display, key = file
            self.files += 1
            outcome = self._reuse(key, display, digest) if hit else None
            if outcome is not None:
                self.reused += 1
                yield outcome
                continue
            # a miss, or an entry another run rewrote since it was looked at
            outcome = next(fresh) if not hit else next(iter(audit([file])))
            if digest is not None and outcome.error is None:
                self._keep(key, digest, outcome)
            yield outcome

    def _entry_file(self, key: str) -> Path:
        return self.folder / f"{hashlib.sha256(key.encode('utf-8')).hexdigest()[:32]}.json"

    def _header_for(self, key: str, digest: str | None) -> dict[str, Any]:
        return {"version": CACHE_VERSION, "context": self.context, "key": key, "sha256": digest}

    def _header(self, key: str) -> Any:
        """The first line of the file's entry (what it was kept for), None when there is
        none or it is not JSON."""
        try:
            with self._entry_file(key).open("rb") as stream:
                return json.loads(stream.readline())
        except (OSError, ValueError):
            return None

    def _reuse(self, key: str, display: str, digest: str | None) -> FileOutcome | None:
        try:
            with self._entry_file(key).open("rb") as stream:
                if json.loads(stream.readline()) != self._header_for(key, digest):
                    return None
                return _outcome(json.loads(stream.read()), display, key)
        except (OSError, ValueError, KeyError, TypeError):  # gone, or not one kb wrote
            return None

    def _keep(self, key: str, digest: str, outcome: FileOutcome) -> None:
        """Write the file's entry: its header line, then its outcome (json.dumps writes no
        line break inside either)."""
        lines = (self._header_for(key, digest), _outcome_json(outcome))
        data = b"".join(json.dumps(x, ensure_ascii=False).encode("utf-8") + b"\n" for x in lines)
        try:
            write_atomic(self._entry_file(key), data, durable=False)
        except InputError as error:
            if not self.warnings:  # once: the next files fail alike
                self.warnings.append(f"{error}; the cache is not kept")


def _file_digest(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def _outcome_json(outcome: FileOutcome) -> dict[str, Any]:
    """A file's outcome as the cache keeps it: without the path it was named by, which
    depends on the working folder (fingerprints hold the key, which does not)."""
    coverage = outcome.coverage
    return {
        "findings": [[getattr(f, name) for name in _FINDING_FIELDS] for f in outcome.findings],
        "silenced": outcome.silenced,
        "warnings": [[w.line, w.message] for w in outcome.warnings],
        "coverage": None
        if coverage is None
        else [coverage.source, coverage.numbers, coverage.cited, coverage.ignored],
    }


def _outcome(entry: dict[str, Any], display: str, key: str) -> FileOutcome:
    findings = []
    for values in entry["findings"]:
        found = dict(zip(_FINDING_FIELDS, values, strict=True))
        found["claims"] = tuple(found["claims"])
        found["utf16_columns"] = tuple(found["utf16_columns"])
        findings.append(Finding(path=display, **found))
    coverage = entry["coverage"]
    return FileOutcome(
        display,
        key,
        findings,
        entry["silenced"],
        [PageWarning(display, line, message) for line, message in entry["warnings"]],
        None if coverage is None else SourceCoverage(display, *coverage),
    )
