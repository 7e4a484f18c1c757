"""The knowledge base as W3C PROV (PROV-JSON), for tools that speak provenance.

Sources and claims are entities; who asserts a claim is an agent it is attributed to; a
citation is a quotation of the source; derived-from and assumes links are derivations,
supersedes a revision, supports and contradicts influences typed as such: the claim
supported is influenced by the one that supports it (downstream of it, as `kb impact`
says), and a claim that declares a contradiction, as the ledger's disputed claims do, is
influenced by the claim it names. Each status change is an activity that influenced the
claim. The `prov` library builds and writes the document; the mapping is ours.
"""

import json
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from sqlmodel import Session

from kb.render import to_json
from kb.store import list_agents, list_claims, list_sources

if TYPE_CHECKING:
    from prov.model import ProvDocument

NAMESPACE = "urn:claim-kb:"


def _local(kind: str, name: str) -> str:
    """A qualified name for a record. PROV local names take letters and digits of any
    script but no spaces or slashes: every other character is percent-encoded (UTF-8),
    so that two names never share one (华芯科技 and ВафлТех stay apart, "a b" is a%20b)."""
    return f"kb:{kind}-" + "".join(
        c if c.isalnum() or c in "._-" else quote(c, safe="") for c in name
    )


def prov_document(*, session: Session) -> "ProvDocument":
    from prov.model import PROV_LABEL, PROV_LOCATION, PROV_TYPE, PROV_VALUE, ProvDocument

    document = ProvDocument()
    document.add_namespace("kb", NAMESPACE)
    for source, _ in list_sources(session=session):
        said = {
            "kb:publisher": source.publisher,
            "kb:published": source.published,
            "kb:url": source.url,
        }
        document.entity(
            _local("source", source.id),
            {
                PROV_LABEL: source.title,
                PROV_LOCATION: f"sources/{source.path}",
                "kb:language": source.language,
                "kb:sha256": source.sha256,
                **{key: value for key, value in said.items() if value},  # the ledger's, if any
            },
        )
    for agent in list_agents(session=session):
        document.agent(
            _local("agent", agent.name),
            [
                (PROV_LABEL, agent.name),
                ("kb:kind", agent.kind),
                *(("kb:alias", alias) for alias in agent.aliases),
            ],
        )
    for claim in list_claims(session=session):
        entity = _local("claim", claim.id)
        attributes: dict[Any, Any] = {
            PROV_LABEL: claim.statement,
            "kb:status": claim.status,
            "kb:subject": claim.subject,
        }
        if claim.low is not None and claim.high is not None:
            attributes.update({"kb:low": claim.low, "kb:high": claim.high, "kb:unit": claim.unit})
        document.entity(entity, attributes)
        for name in claim.attributed_to:
            document.wasAttributedTo(entity, _local("agent", name))
        for citation in claim.citations:
            document.wasQuotedFrom(
                entity,
                _local("source", citation.source),
                other_attributes={
                    PROV_VALUE: citation.quote,
                    "kb:start": citation.start,
                    "kb:end": citation.end,
                },
            )
        for link in claim.links:
            target = _local("claim", link.claim)
            extra: dict[Any, Any] = {"kb:formula": link.formula} if link.formula else {}
            if link.relation in ("derived-from", "assumes"):
                document.wasDerivedFrom(
                    entity, target, other_attributes={PROV_TYPE: f"kb:{link.relation}", **extra}
                )
            elif link.relation == "supersedes":
                document.wasRevisionOf(entity, target)
            elif link.relation == "supports":  # the claim supported is influenced by this one
                document.wasInfluencedBy(
                    target, entity, other_attributes={PROV_TYPE: "kb:supports"}
                )
            else:  # contradicts: this claim is disputed by the one it names
                document.wasInfluencedBy(
                    entity, target, other_attributes={PROV_TYPE: f"kb:{link.relation}"}
                )
        for n, event in enumerate(claim.history):
            activity = document.activity(
                _local("status-change", f"{claim.id}-{n}"),
                startTime=event.at,
                other_attributes={"kb:status": event.status, "kb:reason": event.reason},
            )
            document.wasInfluencedBy(entity, activity)
    return document


def prov_json(*, session: Session) -> str:
    document = prov_document(session=session)
    # prov writes its keys in insertion order; re-dumped with sorted keys, as every
    # --format json of kb is, so that exports diff cleanly
    data = json.loads(str(document.serialize(format="json")))
    return to_json(data)
