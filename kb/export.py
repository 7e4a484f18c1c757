"""The JSON form of the knowledge base: DESIGN.md's, with what else the ledger holds."""

from dataclasses import asdict
from typing import Any

from sqlmodel import Session

from kb.records import AgentRecord, ClaimRecord, LinkRecord, SourceRecord
from kb.store import list_agents, list_claims, list_ignores, list_sources

EXPORT_VERSION = 1


def source_json(source: SourceRecord) -> dict[str, Any]:
    """A source's record as the export writes it: DESIGN.md's id, path, sha256, language,
    title, and what else sources.toml holds of it, by the ledger's names: url, publisher,
    published (None when it gives none); kb.render.source_summary_json gives a reader's
    one on it."""
    return {
        "id": source.id,
        "path": source.path,
        "sha256": source.sha256,
        "language": source.language,
        "title": source.title,
        "url": source.url,
        "publisher": source.publisher,
        "published": source.published,
    }


def agent_json(agent: AgentRecord) -> dict[str, Any]:
    """An agent as the ledger declares it: name, kind (official, analyst, ...), its other
    names (aliases, [] when none) and note (None when none)."""
    return {"name": agent.name, "kind": agent.kind, "aliases": agent.aliases, "note": agent.note}


def interval_json(low: float, high: float, unit: str | None) -> dict[str, Any]:
    """A value as the export writes it: {"low", "high", "unit"}."""
    return {"low": low, "high": high, "unit": unit}


def value_json(claim: ClaimRecord) -> dict[str, Any] | None:
    """A claim's value, {"low", "high", "unit"}; None for a claim without one."""
    if claim.low is None or claim.high is None:
        return None
    return interval_json(claim.low, claim.high, claim.unit)


def link_json(link: LinkRecord) -> dict[str, Any]:
    return {
        "relation": link.relation,
        "claim": link.claim,
        "formula": link.formula,
        "note": link.note,
    }


def claim_json(claim: ClaimRecord) -> dict[str, Any]:
    return {
        "id": claim.id,
        "statement": claim.statement,
        "subject": claim.subject,
        "status": claim.status,
        "value": value_json(claim),
        "attributed_to": list(claim.attributed_to),
        "note": claim.note,
        "citations": [
            {"source": c.source, "start": c.start, "end": c.end, "quote": c.quote}
            for c in claim.citations
        ],
        "links": [link_json(link) for link in claim.links],
        "history": [{"status": e.status, "at": e.at, "reason": e.reason} for e in claim.history],
    }


def export_json(*, session: Session) -> dict[str, Any]:
    """The whole knowledge base: {"version", "sources", "agents", "claims", "ignores"},
    each list in ledger order."""
    return {
        "version": EXPORT_VERSION,
        "sources": [source_json(source) for source, _ in list_sources(session=session)],
        "agents": [agent_json(agent) for agent in list_agents(session=session)],
        "claims": [claim_json(claim) for claim in list_claims(session=session)],
        # each a span of a source that holds no claim, placed as a citation is, with its
        # reason: the ledger's fields, by their names
        "ignores": [asdict(ignore) for ignore in list_ignores(session=session)],
    }
