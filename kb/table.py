"""`kb table`: what is officially stated against what is estimated or speculated."""

from dataclasses import dataclass

from sqlmodel import Session

from kb.records import ClaimRecord
from kb.status import GROUP_OF, Group, Status
from kb.store import ClaimFilter, list_claims


@dataclass
class TableGroup:
    group: Group
    claims: list[ClaimRecord]


def claim_sources(claim: ClaimRecord) -> list[str]:
    """The ids of the sources a claim cites, each once, in citation order."""
    return list(dict.fromkeys(citation.source for citation in claim.citations))


def build_table(
    *, session: Session, spec: ClaimFilter | None = None, include_retracted: bool = False
) -> list[TableGroup]:
    """The claims spec admits grouped by table column, in the order of kb.status.Group;
    empty groups omitted.

    Within a group, one subject's claims stand together, subjects in the order the
    ledger first mentions them, claims in ledger order.
    """
    claims = list_claims(session=session, spec=spec)
    first_seen: dict[str, int] = {}
    for claim in claims:
        first_seen.setdefault(claim.subject.casefold(), len(first_seen))
    groups: list[TableGroup] = []
    for group in Group:
        if group is Group.HIDDEN and not include_retracted:
            continue
        members = [c for c in claims if GROUP_OF[Status(c.status)] is group]
        members.sort(key=lambda c: first_seen[c.subject.casefold()])  # stable sort
        if members:
            groups.append(TableGroup(group, members))
    return groups
