"""The knowledge base as W3C PROV (PROV-JSON), for tools that speak provenance.

Sources and claims are entities; who asserts a claim is an agent it is attributed to; a
citation is a quotation of the source; derived-from and assumes links are derivations
and supports and contradicts influences, each typed by its relation's QName
(kb:derived-from), supersedes a revision, and each carries the link's formula and note
(kb:formula, kb:note). The claim supported is influenced by the one that supports it
(downstream of it, as `kb impact` says), and a claim that declares a contradiction, as
the ledger's disputed claims do, is influenced by the claim it names. Each status change
is an activity that influenced the claim. A claim's or an agent's note is its kb:note,
as a link's is. The `prov` library builds and writes the document; the mapping is ours.

Every relation has an identifier made of what it relates (kb:quoted/<claim>/<source>/
<start>-<end>, kb:derived-from/<claim>/<basis>...), not the library's numbers in
sequence (_:id1, _:id2...): an export of a ledger that changed keeps the identifier of
each relation that did not, so that a committed export's diff shows what changed.
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
    """A qualified name for a record: kb:claim-<id>, kb:agent-<name>."""
    return f"kb:{kind}-{_encoded(name)}"


def _encoded(name: str) -> str:
    """A name as part of a PROV local name, which takes letters and digits of any script
    but no spaces: every other character is percent-encoded (UTF-8), so that two names
    never share one (华芯科技 and ВафлТех stay apart, "a b" is a%20b) and a slash is left
    to part the names of a relation's identifier."""
    return "".join(c if c.isalnum() or c in "._-" else quote(c, safe="") for c in name)


class _RelationIds:
    """The identifiers of a document's relations, each made of its kind and the names of
    what it relates (kb:attributed/<claim>/<agent>); one given twice (a claim that
    lists one link twice) is told apart by a count, kb:supports/<claim>/<other>/2."""

    def __init__(self) -> None:
        self.given: set[str] = set()

    def __call__(self, kind: str, *names: str) -> str:
        base = f"kb:{kind}/" + "/".join(_encoded(name) for name in names)
        identifier, count = base, 1
        while identifier in self.given:
            count += 1
            identifier = f"{base}/{count}"
        self.given.add(identifier)
        return identifier


def _given(attributes: dict[str, str | None]) -> dict[Any, Any]:
    """The attributes the ledger gives a value (a source's publisher, a link's note): one
    it leaves out is left out of the record, not written empty."""
    return {key: value for key, value in attributes.items() if value}


def prov_document(*, session: Session) -> "ProvDocument":
    from prov.model import PROV_LABEL, PROV_LOCATION, PROV_TYPE, PROV_VALUE, ProvDocument

    document = ProvDocument()
    kb = document.add_namespace("kb", NAMESPACE)
    relation = _RelationIds()
    for source, _ in list_sources(session=session):
        said = _given(
            {
                "kb:publisher": source.publisher,
                "kb:published": source.published,
                "kb:url": source.url,
            }
        )
        document.entity(
            _local("source", source.id),
            {
                PROV_LABEL: source.title,
                PROV_LOCATION: f"sources/{source.path}",
                "kb:language": source.language,
                "kb:sha256": source.sha256,
                **said,
            },
        )
    for agent in list_agents(session=session):
        document.agent(
            _local("agent", agent.name),
            [
                (PROV_LABEL, agent.name),
                ("kb:kind", agent.kind),
                *(("kb:alias", alias) for alias in agent.aliases),
                *_given({"kb:note": agent.note}).items(),
            ],
        )
    for claim in list_claims(session=session):
        entity = _local("claim", claim.id)
        attributes: dict[Any, Any] = {
            PROV_LABEL: claim.statement,
            "kb:status": claim.status,
            "kb:subject": claim.subject,
            **_given({"kb:note": claim.note}),
        }
        if claim.low is not None and claim.high is not None:
            attributes.update({"kb:low": claim.low, "kb:high": claim.high, "kb:unit": claim.unit})
        document.entity(entity, attributes)
        for name in claim.attributed_to:
            document.wasAttributedTo(
                entity, _local("agent", name), identifier=relation("attributed", claim.id, name)
            )
        for citation in claim.citations:
            span = f"{citation.start}-{citation.end}"
            document.wasQuotedFrom(
                entity,
                _local("source", citation.source),
                identifier=relation("quoted", claim.id, citation.source, span),
                other_attributes={
                    PROV_VALUE: citation.quote,
                    "kb:start": citation.start,
                    "kb:end": citation.end,
                },
            )
        for link in claim.links:
            target = _local("claim", link.claim)
            # the relation typed by a QName (kb:derived-from), as prov types a quotation
            typed: dict[Any, Any] = {PROV_TYPE: kb[link.relation]}
            said = _given({"kb:formula": link.formula, "kb:note": link.note})
            identifier = relation(link.relation, claim.id, link.claim)
            if link.relation in ("derived-from", "assumes"):
                document.wasDerivedFrom(
                    entity, target, identifier=identifier, other_attributes={**typed, **said}
                )
            elif link.relation == "supersedes":  # typed prov:Revision by prov
                document.wasRevisionOf(entity, target, identifier=identifier, other_attributes=said)
            elif link.relation == "supports":  # the claim supported is influenced by this one
                document.wasInfluencedBy(
                    target, entity, identifier=identifier, other_attributes={**typed, **said}
                )
            else:  # contradicts: this claim is disputed by the one it names
                document.wasInfluencedBy(
                    entity, target, identifier=identifier, other_attributes={**typed, **said}
                )
        for n, event in enumerate(claim.history):
            activity = document.activity(
                _local("status-change", f"{claim.id}-{n}"),
                startTime=event.at,
                other_attributes={"kb:status": event.status, "kb:reason": event.reason},
            )
            changed = relation("status-changed", claim.id, str(n))
            document.wasInfluencedBy(entity, activity, identifier=changed)
    return document


def prov_json(*, session: Session) -> str:
    document = prov_document(session=session)
    # prov writes its keys in insertion order; re-dumped with sorted keys, as every
    # --format json of kb is, so that exports diff cleanly
    data = json.loads(str(document.serialize(format="json")))
    # prov writes an attribute given once as a value and one given more often as a list:
    # an agent's other names are a list, [] when it has none, so that a reader need not
    # tell "博通" from ["Блейс Гудсон", "Гудсон"]
    for agent in data.get("agent", {}).values():
        aliases = agent.get("kb:alias", [])
        agent["kb:alias"] = aliases if isinstance(aliases, list) else [aliases]
    return to_json(data)
