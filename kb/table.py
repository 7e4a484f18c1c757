"""`kb table`: what is officially stated against what is estimated or speculated."""

from collections.abc import Sequence
from dataclasses import dataclass, field

from sqlmodel import Session

from kb.answers import NothingFound, nothing_found
from kb.graph import BASIS_RELATIONS, basis_problems
from kb.records import ClaimRecord, SourceRecord
from kb.status import GROUP_OF, Group, Status
from kb.store import ClaimFilter, agents_named, get_sources, list_claims

# The rule 4 problems a table marks, in the order its marks stand (†, ‡: kb.render.BASIS_MARKS).
BASIS_PROBLEMS: tuple[str, ...] = ("fallen-basis", "too-strong")


@dataclass
class TableGroup:
    group: Group
    claims: list[ClaimRecord]
    # a claim that breaks kb check's rule 4 where it rests on another: its id -> the
    # problems' names, each once, "fallen-basis" before "too-strong" (kb.graph.weakness)
    weak: dict[str, list[str]] = field(default_factory=dict)


@dataclass
class FactTable:
    """What kb table shows, and how it was made: its groups, the sources their claims cite
    (each once, in the order the table first cites them: its key), the filter that chose
    the claims, the agents its --by named (kb.store.agents_named), whether retracted
    claims are shown (--all), and, with no group, why (kb.answers.nothing_found)."""

    groups: list[TableGroup]
    sources: list[SourceRecord] = field(default_factory=list)
    spec: ClaimFilter | None = None
    agents: list[str] = field(default_factory=list)
    include_retracted: bool = False
    empty: NothingFound | None = None


def claim_sources(claim: ClaimRecord) -> list[str]:
    """The ids of the sources a claim cites, each once, in citation order."""
    return list(dict.fromkeys(citation.source for citation in claim.citations))


def build_table(
    *, session: Session, spec: ClaimFilter | None = None, include_retracted: bool = False
) -> FactTable:
    """The claims spec admits grouped by table column, in the order of kb.status.Group;
    empty groups omitted.

    Within a group, one subject's claims stand together, subjects in the order the
    ledger first mentions them, claims in ledger order. With no group, FactTable.empty
    says why (kb.answers.nothing_found), one reason being that only retracted claims
    match, which include_retracted shows.
    """
    claims = list_claims(session=session, spec=spec)
    weak = _weak(session, claims)
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
            groups.append(
                TableGroup(group, members, {c.id: weak[c.id] for c in members if c.id in weak})
            )
    cited = list(dict.fromkeys(s for g in groups for c in g.claims for s in claim_sources(c)))
    found = get_sources(session=session, ids=cited)
    agents = agents_named(session=session, typed=spec.by if spec else None)
    empty = None
    if not groups:
        empty = nothing_found(
            session=session,
            spec=spec or ClaimFilter(),
            agents=agents,
            retracted_left_out=not include_retracted,
        )
    return FactTable(
        groups,
        sources=[found[source] for source in cited if source in found],
        spec=spec,
        agents=agents,
        include_retracted=include_retracted,
        empty=empty,
    )


def _weak(session: Session, claims: Sequence[ClaimRecord]) -> dict[str, list[str]]:
    """The claims that rest on one since disputed or retracted, or on one weaker than
    themselves, by id, with the problems kb check names (each once, in BASIS_PROBLEMS'
    order, whichever link has it): a table that shows them as they stand would state
    more than the ledger holds."""
    shown = {c.id: c for c in claims}
    bases = {x.claim for c in claims for x in c.links if x.relation in BASIS_RELATIONS}
    missing = sorted(bases - shown.keys())
    others = list_claims(session=session, spec=ClaimFilter(ids=missing)) if missing else []
    by_id = shown | {c.id: c for c in others}
    weak: dict[str, list[str]] = {}
    for claim in claims:
        found = {name for name, _ in basis_problems(claim, by_id)}
        if found:
            weak[claim.id] = [name for name in BASIS_PROBLEMS if name in found]
    return weak
