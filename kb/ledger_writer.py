"""Write the ledger back as TOML, in one canonical layout, atomically.

The layout is ours (every record under its own [[header]], keys in a fixed order,
optional keys omitted) because it is what reviewers read in git and what makes
export(import(ledger)) byte-identical. Scalars and arrays are spelled by tomli_w.
"""

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import tomli_w

from kb.ledger_reader import SOURCES_TOML, occurrence_of
from kb.records import ClaimRecord, IgnoreRecord, Ledger, LedgerFile, SourceRecord
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
    for event in claim.history:
        yield _table(
            "claim.history",
            [("status", event.status), ("at", event.at), ("reason", event.reason)],
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
        _table("agent", [("name", a.name), ("kind", a.kind), ("note", a.note)]) for a in file.agents
    ]
    for claim in file.claims:
        blocks.extend(_claim_tables(claim, texts))
    blocks.extend(_ignore_table(ignore, texts) for ignore in file.ignores)
    return "\n".join(blocks)


def render_sources(ledger: Ledger) -> str:
    return "\n".join(_source_table(source) for source in ledger.sources)


def write_atomic(path: Path, data: bytes) -> None:
    """Write data to path through a temporary file in the same folder and a rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def write_ledger(ledger: Ledger, out: Path) -> list[Path]:
    """Write the whole ledger under out (sources and claims); return the files written."""
    texts = {source.id: source.text for source in ledger.sources}
    written: list[Path] = []
    for source in ledger.sources:
        target = out / "sources" / source.path
        write_atomic(target, source.text.encode("utf-8"))
        written.append(target)
    target = out / SOURCES_TOML
    write_atomic(target, render_sources(ledger).encode("utf-8"))
    written.append(target)
    for file in ledger.files:
        target = out / file.path
        write_atomic(target, render_file(file, texts).encode("utf-8"))
        written.append(target)
    return written
