"""Reviewing claims: change a status with a reason, and see what must be re-examined.

A status change is an Event in the database and in the ledger: the claim's TOML file is
rewritten (canonically, atomically) so the change is reviewed in git like any other.
"""

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlmodel import Session, select

from kb.check import Problem, contradiction_problem, weakness
from kb.errors import InputError, KbError
from kb.graph import BASIS_RELATIONS, Graph
from kb.ledger_writer import render_file, write_atomic
from kb.models import Claim, Event
from kb.project import remember_ledger
from kb.records import ClaimRecord, EventRecord
from kb.status import ALLOWED, parse_status
from kb.store import ClaimFilter, NotFound, dump_ledger, links_around, list_claims


@dataclass
class StatusChange:
    claim: ClaimRecord
    event: EventRecord
    ledger_file: Path | None  # the file rewritten, None when no ledger was at hand
    violations: list[Problem]  # downstream claims that now break rule 4 or 5


def _ledger_text(session: Session, path: str) -> str:
    ledger = dump_ledger(session=session)
    texts = {s.id: s.text for s in ledger.sources}
    file = next(f for f in ledger.files if f.path == path)
    return render_file(file, texts)


def impact(*, session: Session, claim_id: str) -> list[ClaimRecord]:
    """Every claim downstream of claim_id (resting on it directly or not), nearest first."""
    if session.get(Claim, claim_id) is None:
        raise NotFound(f"no claim with id {claim_id!r}")
    order = Graph.of(links_around(session=session, claim_id=claim_id)).downstream(claim_id)
    found = {c.id: c for c in list_claims(session=session, spec=ClaimFilter(ids=order))}
    return [found[i] for i in order if i in found]


def violations_after(*, session: Session, claim_id: str) -> list[Problem]:
    """Rule 4 and 5 problems of claim_id and of every claim downstream of it."""
    links = links_around(session=session, claim_id=claim_id)
    ids = [claim_id, *Graph.of(links).downstream(claim_id)]
    involved = set(ids)
    relevant = [
        (owner, link)
        for owner, link in links
        if (owner in involved and link.relation in BASIS_RELATIONS)
        or (link.relation == "contradicts" and {owner, link.claim} & involved)
    ]
    wanted = involved | {x for owner, link in relevant for x in (owner, link.claim)}
    claims = {c.id: c for c in list_claims(session=session, spec=ClaimFilter(ids=sorted(wanted)))}
    problems: list[Problem] = []
    for owner, link in relevant:
        claim, other = claims.get(owner), claims.get(link.claim)
        if claim is None or other is None:
            continue
        if link.relation in BASIS_RELATIONS:
            why = weakness(claim, other, link.relation)
            if why:
                problems.append(Problem("too-strong", 4, claim.id, "", f"claim {claim.id}: {why}"))
            continue
        for first, second in ((claim, other), (other, claim)):
            why = contradiction_problem(first, second)
            if why:
                problems.append(Problem("contradicted", 5, first.id, "", why))
    return problems


def change_status(
    *,
    session: Session,
    claim_id: str,
    status: str,
    reason: str,
    root: Path | None,
    now: datetime | None = None,
) -> StatusChange:
    """Set a claim's status, record why, write the ledger, report what now breaks."""
    if parse_status(status) is None:
        raise InputError(f"unknown status {status!r} (allowed: {ALLOWED})")
    if not reason.strip():
        raise InputError("a status change needs a reason (--reason TEXT)")
    row = session.get(Claim, claim_id)
    if row is None:
        raise NotFound(f"no claim with id {claim_id!r}")
    if row.status == status:
        raise KbError(f"claim {claim_id} is already {status}")
    target = root / row.file if root is not None else None
    if target is not None and target.read_text(encoding="utf-8") != _ledger_text(session, row.file):
        raise KbError(
            f"{row.file} differs from the database; import the ledger first (kb import), "
            "so that the change does not overwrite edits"
        )
    when = (now or datetime.now(UTC)).strftime("%Y-%m-%dT%H:%M:%SZ")
    seq = len(session.exec(select(Event).where(Event.claim_id == claim_id)).all())
    session.add(Event(claim_id=claim_id, seq=seq, status=status, at=when, reason=reason.strip()))
    row.status = status
    session.add(row)
    session.flush()
    if target is not None and root is not None:
        write_atomic(target, _ledger_text(session, row.file).encode("utf-8"))
        remember_ledger(session=session, root=root)
    (claim,) = list_claims(session=session, spec=ClaimFilter(ids=[claim_id]))
    return StatusChange(
        claim,
        claim.history[-1],
        target,
        violations_after(session=session, claim_id=claim_id),
    )
