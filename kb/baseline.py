"""Baselines: the findings a repository accepted when it adopted `kb audit`.

A baseline is a JSON file listing findings by fingerprint (kb.audit.Finding.fingerprint:
rule, page, sentence and number, not the line, so it survives edits elsewhere on the
page).  `--write-baseline FILE` records today's findings; `--baseline FILE` then reports
only findings that are not in it.  A fingerprint listed n times silences n findings.
"""

import json
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from kb.audit import Finding
from kb.errors import InputError
from kb.ledger_writer import write_atomic

BASELINE_VERSION = 1


def baseline_json(findings: Sequence[Finding]) -> str:
    entries = sorted(
        (
            {"fingerprint": f.fingerprint, "path": f.path, "rule": f.rule, "text": f.text}
            for f in findings
        ),
        key=lambda e: (e["path"], e["rule"], e["fingerprint"]),
    )
    data = {"version": BASELINE_VERSION, "findings": entries}
    return json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def write_baseline(path: Path, findings: Sequence[Finding]) -> None:
    """Record ``findings`` in ``path``, atomically."""
    try:
        write_atomic(path, baseline_json(findings).encode("utf-8"))
    except OSError as error:
        raise InputError(f"{path}: cannot write the baseline: {error.strerror or error}") from None


def read_baseline(path: Path) -> Counter[str]:
    """The fingerprints of a baseline file, with how often each was recorded."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputError(
            f"{path}: no such baseline file (write one with --write-baseline)"
        ) from None
    except (OSError, UnicodeDecodeError) as error:
        raise InputError(f"{path}: cannot read the baseline: {error}") from None
    except json.JSONDecodeError as error:
        raise InputError(f"{path}:{error.lineno}: the baseline is not JSON: {error.msg}") from None
    if (
        not isinstance(data, dict)
        or data.get("version") != BASELINE_VERSION
        or not isinstance(data.get("findings"), list)
        or not all(
            isinstance(e, dict) and isinstance(e.get("fingerprint"), str) for e in data["findings"]
        )
    ):
        raise InputError(
            f"{path}: not a kb audit baseline (expected version {BASELINE_VERSION} "
            "and a list of findings with fingerprints)"
        )
    return Counter(e["fingerprint"] for e in data["findings"])


def apply_baseline(
    findings: Sequence[Finding], baseline: Counter[str]
) -> tuple[list[Finding], int]:
    """The findings the baseline does not hold, and how many it silenced."""
    left = Counter(baseline)
    kept: list[Finding] = []
    for finding in findings:
        if left[finding.fingerprint] > 0:
            left[finding.fingerprint] -= 1
        else:
            kept.append(finding)
    return kept, len(findings) - len(kept)
