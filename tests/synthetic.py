"""Synthetic ledgers for tests and benchmarks: many sources, many claims, in Chinese,
Russian and English.

Claims are spread over sources of `per_source` claims each, as in a real corpus of many
documents; every quote is unique in its source, and every number of a source is in a
quote. A ledger loads (kb import finds every quote), but kb check does not pass it: it
fails it on rule 4, too-strong (every seventh claim is derived from the one before it,
which may be weaker: an analysis resting on a speculation), and warns of
suspected-contradiction (the claims of one subject, "model 0", give other values),
confirmed-not-official (every agent is an analyst) and, from 901 claims on,
restated-claim (claim n + 900 has the subject, value and status of claim n): 56 problems
and 870 warnings for 1,000 claims. The benchmarks measure the ledger as it is: keep it.
"""

import hashlib
from pathlib import Path

from kb.ledger_writer import write_ledger
from kb.records import (
    AgentRecord,
    CitationRecord,
    ClaimRecord,
    EventRecord,
    Ledger,
    LedgerFile,
    LinkRecord,
    SourceRecord,
)

STATUSES = ("confirmed", "reported", "estimate", "speculation", "analysis")
SENTENCES = (
    "模型{n}在晶圆级系统上以每秒{v}个token的速度运行。",
    "Модель {n} работает со скоростью {v} токенов в секунду.",
    "Model {n} serves {v} tokens per second on wafer-scale hardware.",
)


def synthetic_ledger(claims: int, per_source: int = 100) -> Ledger:
    ledger = Ledger()
    agents = LedgerFile(
        path="claims/agents.toml",
        agents=[AgentRecord(f"agent-{i}", "analyst") for i in range(10)],
    )
    ledger.files.append(agents)
    for first in range(0, claims, per_source):
        source_id = f"src-{first // per_source:05d}"
        lines: list[str] = []
        records: list[ClaimRecord] = []
        offset = 0
        for n in range(first, min(first + per_source, claims)):
            quote = SENTENCES[n % 3].format(n=n, v=100 + n % 900)
            lines.append(quote)
            record = ClaimRecord(
                id=f"claim-{n:06d}",
                statement=f"Model {n} runs at {100 + n % 900} tokens per second.",
                subject=f"model {n % 50}",
                status=STATUSES[n % len(STATUSES)],
                attributed_to=[f"agent-{n % 10}"],
                low=float(100 + n % 900),
                high=float(100 + n % 900),
                unit="token/s",
                citations=[CitationRecord(source_id, quote, offset, offset + len(quote))],
            )
            if n % 7 == 0 and n > first:
                record.links.append(LinkRecord("derived-from", f"claim-{n - 1:06d}"))
            if n % 11 == 0:
                record.history.append(
                    EventRecord(record.status, "2026-11-29T00:00:00Z", "reviewed")
                )
            records.append(record)
            offset += len(quote) + 1
        text = "\n".join(lines) + "\n"
        ledger.sources.append(
            SourceRecord(
                id=source_id,
                path=f"{source_id}.txt",
                title=f"Synthetic source {source_id}",
                language=("zh", "ru", "en")[first // per_source % 3],
                sha256=hashlib.sha256(text.encode()).hexdigest(),
                text=text,
            )
        )
        ledger.files.append(LedgerFile(path=f"claims/{source_id}.toml", claims=records))
    return ledger


def write_synthetic(root: Path, claims: int, per_source: int = 100) -> Path:
    """Write a synthetic ledger under root and return root."""
    write_ledger(synthetic_ledger(claims, per_source), root)
    return root
