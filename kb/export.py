"""The JSON form of the knowledge base, exactly as DESIGN.md gives it."""

from typing import Any

from sqlmodel import Session

from kb.records import ClaimRecord, SourceRecord
from kb.store import list_claims, list_sources

EXPORT_VERSION = 1


def source_json(source: SourceRecord) -> dict[str, Any]:
    return {
        "id": source.id,
        "path": source.path,
        "sha256": source.sha256,
        "language": source.language,
        "title": source.title,
    }


def claim_json(claim: ClaimRecord) -> dict[str, Any]:
    value = None
    if claim.low is not None and claim.high is not None:
        value = {"low": claim.low, "high": claim.high, "unit": claim.unit}
    return {
        "id": claim.id,
        "statement": claim.statement,
        "subject": claim.subject,
        "status": claim.status,
        "value": value,
        "attributed_to": list(claim.attributed_to),
        "citations": [
            {"source": c.source, "start": c.start, "end": c.end, "quote": c.quote}
            for c in claim.citations
        ],
        "links": [
            {"relation": x.relation, "claim": x.claim, "formula": x.formula, "note": x.note}
            for x in claim.links
        ],
        "history": [{"status": e.status, "at": e.at, "reason": e.reason} for e in claim.history],
    }


def export_json(*, session: Session) -> dict[str, Any]:
    """The whole knowledge base: {"version", "sources", "claims"}."""
    return {
        "version": EXPORT_VERSION,
        "sources": [source_json(source) for source, _ in list_sources(session=session)],
        "claims": [claim_json(claim) for claim in list_claims(session=session)],
    }
