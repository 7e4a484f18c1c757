"""Baselines: the findings a repository accepted when it adopted `kb audit`.

A baseline is a JSON file listing findings by fingerprint (kb.audit.Finding.fingerprint:
rule, page, sentence and number, not the line, so it survives edits elsewhere on the
page).  `--write-baseline FILE` records today's findings; `--baseline FILE` then reports
only findings that are not in it.  A fingerprint listed n times silences n findings.
Each entry names its page by the path the fingerprints hold (Auditor._fingerprint_path),
so the file is the same whatever folder it is written from; writing it again keeps the
entries of the pages not audited in that run.
"""

import heapq
import json
import sys
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kb.audit import FileOutcome, Finding
from kb.audit_report import JsonArrayWriter
from kb.errors import InputError
from kb.ledger_writer import write_atomic
from kb.render import canonical_json

BASELINE_VERSION = 1


@dataclass
class Baseline:
    """A baseline file as read: how often each fingerprint was recorded, the page (its
    path as recorded) each one was found on, and the entries as they stand."""

    counts: Counter[str]
    pages: dict[str, str] = field(default_factory=dict)
    entries: list[dict[str, Any]] = field(default_factory=list)


def _page(entry: dict[str, Any]) -> str | None:
    path = entry.get("path")
    return path if isinstance(path, str) else None


def _entry_order(entry: dict[str, Any]) -> tuple[str, str, str]:
    return (_page(entry) or "", str(entry.get("rule", "")), entry["fingerprint"])


class BaselineRecorder:
    """The findings of a run as a baseline needs them, recorded page by page: for each
    (page, rule, fingerprint) the texts of its findings in the order they came, each
    text held once (sys.intern), so a run keeps no Finding; and the entries of a
    previous baseline for the pages the run did not audit, kept."""

    def __init__(self) -> None:
        self._texts: dict[tuple[str, str, str], list[str]] = {}
        self._pages: set[str] = set()  # audited, by the path the fingerprints hold
        self._kept: list[dict[str, Any]] = []
        self.count = 0

    def add(self, page: str, findings: Sequence[Finding]) -> None:
        """Record the findings of one page (``page``: the path its fingerprints hold)."""
        page = sys.intern(page)
        self._pages.add(page)
        for f in findings:
            key = (page, sys.intern(f.rule), f.fingerprint)
            self._texts.setdefault(key, []).append(sys.intern(f.text))
        self.count += len(findings)

    def record(self, outcomes: Iterable[FileOutcome]) -> Iterator[FileOutcome]:
        """The outcomes, each passed on once its findings are recorded."""
        for outcome in outcomes:
            self.add(outcome.key, outcome.findings)
            yield outcome

    def keep(self, previous: Baseline) -> int:
        """Keep the entries of ``previous`` whose page this run did not audit (those of
        the pages it audited are replaced by its findings); how many were kept."""
        self._kept = sorted(
            (e for e in previous.entries if _page(e) not in self._pages), key=_entry_order
        )
        return len(self._kept)

    def _entries(self) -> Iterator[dict[str, Any]]:
        for (path, rule, fingerprint), texts in sorted(self._texts.items()):
            for text in texts:
                yield {"fingerprint": fingerprint, "path": path, "rule": rule, "text": text}

    def content(self) -> bytes:
        """The baseline file, UTF-8: entries sorted by (path, rule, fingerprint), those
        with the same key in the order they came (as a stable sort of every finding)."""
        parts: list[bytes] = []
        entries: list[Any] = []
        document = {"version": BASELINE_VERSION, "findings": entries}
        # Dumped entry by entry: one document of dicts would take several times the memory.
        writer = JsonArrayWriter(
            lambda text: parts.append(text.encode("utf-8")), document, entries, canonical_json
        )
        writer.add(heapq.merge(self._kept, self._entries(), key=_entry_order))
        writer.close()
        parts.append(b"\n")
        return b"".join(parts)


def write_baseline(path: Path, recorder: BaselineRecorder) -> None:
    """Record the findings ``recorder`` was given in ``path``, atomically."""
    write_atomic(path, recorder.content())


def read_baseline(path: Path, name: str | None = None) -> Baseline:
    """The fingerprints of a baseline file, with how often each was recorded and where;
    ``name``: how errors name the file (default: ``path`` as given)."""
    name = str(path) if name is None else name
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(
            f"{name}: no such baseline file (write one with --write-baseline)"
        ) from None
    except OSError as error:  # its str() names the file as opened
        raise InputError(f"{name}: cannot read the baseline: {error.strerror or error}") from None
    except UnicodeDecodeError as error:
        raise InputError(f"{name}: cannot read the baseline: {error}") from None
    except json.JSONDecodeError as error:
        raise InputError(f"{name}:{error.lineno}: the baseline is not JSON: {error.msg}") from None
    except RecursionError:  # json decodes nested arrays and objects recursively
        raise InputError(f"{name}: not a kb audit baseline (nested too deeply to read)") from None
    if (
        not isinstance(data, dict)
        or data.get("version") != BASELINE_VERSION
        or not isinstance(data.get("findings"), list)
        or not all(
            isinstance(e, dict) and isinstance(e.get("fingerprint"), str) for e in data["findings"]
        )
    ):
        raise InputError(
            f"{name}: not a kb audit baseline (expected version {BASELINE_VERSION} "
            "and a list of findings with fingerprints)"
        )
    entries = data["findings"]
    pages = {e["fingerprint"]: page for e in entries if (page := _page(e)) is not None}
    return Baseline(Counter(e["fingerprint"] for e in entries), pages, entries)


def previous_baseline(path: Path) -> Baseline:
    """The baseline that --write-baseline is about to write over (empty when there is
    none yet), so that the entries of the pages not audited are kept; one that cannot
    be read is an error rather than lost."""
    if not path.exists():
        return Baseline(Counter())
    try:
        return read_baseline(path)
    except InputError as error:
        raise InputError(
            f"{error}; it was not written over (remove it to write a new one)"
        ) from None
