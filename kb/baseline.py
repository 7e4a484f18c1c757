"""Baselines: the findings a repository accepted when it adopted `kb audit`.

A baseline is a JSON file listing findings by fingerprint (kb.audit.Finding.fingerprint:
rule, page, sentence and number, not the line, so it survives edits elsewhere on the
page).  `--write-baseline FILE` records today's findings; `--baseline FILE` then reports
only findings that are not in it.  A fingerprint listed n times silences n findings.
Each entry names its page by the path the fingerprints hold (Auditor._fingerprint_path),
so the file is the same whatever folder it is written from.
"""

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
    """A baseline file as read: how often each fingerprint was recorded, and the page
    (its path as recorded) each one was found on."""

    counts: Counter[str]
    pages: dict[str, str] = field(default_factory=dict)


class BaselineRecorder:
    """The findings of a run as a baseline needs them, recorded page by page: for each
    (page, rule, fingerprint) the texts of its findings in the order they came, each
    text held once (sys.intern), so a run keeps no Finding."""

    def __init__(self) -> None:
        self._texts: dict[tuple[str, str, str], list[str]] = {}
        self.count = 0

    def add(self, page: str, findings: Sequence[Finding]) -> None:
        """Record the findings of one page (``page``: the path its fingerprints hold)."""
        page = sys.intern(page)
        for f in findings:
            key = (page, sys.intern(f.rule), f.fingerprint)
            self._texts.setdefault(key, []).append(sys.intern(f.text))
        self.count += len(findings)

    def record(self, outcomes: Iterable[FileOutcome]) -> Iterator[FileOutcome]:
        """The outcomes, each passed on once its findings are recorded."""
        for outcome in outcomes:
            self.add(outcome.key, outcome.findings)
            yield outcome

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
        for (path, rule, fingerprint), texts in sorted(self._texts.items()):
            writer.add(
                {"fingerprint": fingerprint, "path": path, "rule": rule, "text": text}
                for text in texts
            )
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
    pages = {e["fingerprint"]: e["path"] for e in entries if isinstance(e.get("path"), str)}
    return Baseline(Counter(e["fingerprint"] for e in entries), pages)
