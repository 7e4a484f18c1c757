"""SARIF 2.1.0 for `kb audit --format sarif`, as GitHub code scanning reads it.

Every rule carries its metadata (description, help, default level); every result a
location with line and column (UTF-16 code units, SARIF's default ``columnKind``, which
CodeQL writes and GitHub code scanning reads: an emoji counts 2) and
``partialFingerprints`` that do not depend on the line, so a finding keeps its identity
when text above it moves (a sentence said twice on a page numbers its later findings, so
that code scanning keeps them apart).  `SarifWriter` writes the results one file at a time.
"""

import json
from collections.abc import Sequence
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import quote

from kb.audit import Finding, PageWarning, ReadError
from kb.audit_report import JsonArrayWriter, Write
from kb.audit_rules import RULES

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_LEVEL = {"error": "error", "warning": "warning", "notice": "note", "off": "none"}
_SRCROOT = (
    "The root of the git checkout that holds the configuration's folder (the working "
    "folder of kb audit when no file configures it), else that folder."
)


def artifact(path: str) -> dict[str, str]:
    """Where a file is, as SARIF wants it: a URI reference, percent-encoded (a space, a #,
    a Chinese name), relative to the repository's root (``path`` as
    kb.audit_report.RootedWriter names it), or a file: URI for a file outside it."""
    if PurePosixPath(path).is_absolute():
        return {"uri": Path(path).as_uri()}
    return {"uri": quote(path, safe="/"), "uriBaseId": "%SRCROOT%"}


def partial_fingerprint(f: Finding) -> str:
    """The finding's fingerprint, and for a later occurrence on its page its number, as
    CodeQL numbers a line hash ("...:2"): code scanning makes one alert of the results
    with one fingerprint, and the first occurrence keeps the fingerprint it had alone."""
    return f.fingerprint if f.occurrence == 1 else f"{f.fingerprint}:{f.occurrence}"


def sarif_result(f: Finding, index: dict[str, int]) -> dict[str, Any]:
    """One result; ``index``: the position of each rule in the log's rules."""
    return {
        "ruleId": f.rule,
        "ruleIndex": index[f.rule],
        "level": _LEVEL[f.severity],
        "message": {"text": f.message},
        "locations": [
            {
                "physicalLocation": {
                    "artifactLocation": artifact(f.path),
                    "region": {
                        "startLine": f.line,
                        "startColumn": f.utf16_columns[0],
                        "endLine": f.end_line,
                        "endColumn": f.utf16_columns[1],
                        "snippet": {"text": f.snippet},
                    },
                }
            }
        ],
        "partialFingerprints": {"kbAuditFinding/v1": partial_fingerprint(f)},
        "properties": {
            "value": {"low": f.low, "high": f.high},
            "unit": f.unit,
            "claims": list(f.claims),
        },
    }


def sarif_log(
    findings: Sequence[Finding], severity: dict[str, str], version: str
) -> dict[str, Any]:
    """The SARIF log of one audit run in which every file was read."""
    index = {rule.id: i for i, rule in enumerate(RULES)}
    rules = [
        {
            "id": rule.id,
            "name": rule.name,
            "shortDescription": {"text": rule.summary},
            "fullDescription": {"text": rule.description},
            "help": {"text": rule.fix_text, "markdown": rule.fix},
            "defaultConfiguration": {"level": _LEVEL[severity.get(rule.id, rule.severity)]},
            "properties": {"tags": ["documentation", "claims"]},
        }
        for rule in RULES
    ]
    return {
        "$schema": SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "kb audit",
                        "fullName": "claim-kb audit",
                        "version": version,
                        "semanticVersion": version,
                        "rules": rules,
                    }
                },
                "columnKind": "utf16CodeUnits",
                "originalUriBaseIds": {"%SRCROOT%": {"description": {"text": _SRCROOT}}},
                "results": [sarif_result(f, index) for f in findings],
                "invocations": [invocation(())],
            }
        ],
    }


def invocation(errors: Sequence[ReadError], warnings: Sequence[PageWarning] = ()) -> dict[str, Any]:
    """The run's invocation: successful unless some file could not be read (or the run
    was stopped: kb.audit_run's report_failure), each such error an error notification,
    and each warning (the configuration's, the pages') a warning notification."""
    notes = [_notification("warning", w.message, w.path, w.line) for w in warnings]
    notes.extend(_notification("error", e.message, e.path, e.line, e.utf16_column) for e in errors)
    return {"executionSuccessful": not errors, "toolExecutionNotifications": notes}


def _notification(
    level: str, message: str, path: str | None, line: int | None, column: int | None = None
) -> dict[str, Any]:
    """A notification, on its file, line and column where it has them (a configuration's
    warning may have no line; what stopped the run, no file: the database)."""
    note: dict[str, Any] = {"level": level, "message": {"text": message}}
    if path is not None:
        location: dict[str, Any] = {"artifactLocation": artifact(path)}
        if line is not None:
            location["region"] = {"startLine": line}
            if column is not None:
                location["region"]["startColumn"] = column
        note["locations"] = [{"physicalLocation": location}]
    return note


def _dumps(data: Any) -> str:
    # Not kb.render.canonical_json: a SARIF log keeps its keys in the order sarif_log
    # writes them, "$schema" and "version" first as in the SARIF specification's examples
    # (sorted, "$schema" would stay first but "runs" would come before "version").
    return json.dumps(data, ensure_ascii=False, indent=2)


class SarifWriter:
    """The SARIF log as `sarif_log` gives it (indented JSON and a new line), its results
    written as each file is done."""

    def __init__(self, write: Write, severity: dict[str, str], version: str) -> None:
        log = sarif_log((), severity, version)
        self._run = log["runs"][0]
        self._array = JsonArrayWriter(write, log, self._run["results"], _dumps)
        self._index = {rule.id: i for i, rule in enumerate(RULES)}
        self._write = write

    def add(self, findings: Sequence[Finding]) -> None:
        self._array.add(sarif_result(f, self._index) for f in findings)

    def close(self, errors: Sequence[ReadError], warnings: Sequence[PageWarning] = ()) -> None:
        # after the results: not yet written
        self._run["invocations"] = [invocation(errors, warnings)]
        self._array.close()
        self._write("\n")
