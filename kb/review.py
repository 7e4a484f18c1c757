"""Reviewing claims: change a status with a reason, and see what must be re-examined.

A status change is an Event in the database and in the ledger: the claim's TOML file is
edited in place (its status line and history only, atomically) so the change is reviewed
in git like any other.
"""

import codecs
import tomllib
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy.engine import Engine
from sqlmodel import Session, select

from kb.check import Problem, link_problems, locate
from kb.database import transaction
from kb.errors import InputError, KbError
from kb.graph import BASIS_RELATIONS, Edge, Graph
from kb.ledger_reader import TIMESTAMP_FORMAT, claim_file_target, control_fault
from kb.ledger_writer import NotEditable, Replaced, record_status_change, replace_keeping_original
from kb.models import Event
from kb.paths import LedgerNames, shown_path
from kb.project import editable_ledger, remember_ledger
from kb.records import ClaimRecord, EventRecord
from kb.status import parse_status, unknown_status
from kb.store import ClaimFilter, claim_row, links_around, list_claims


@dataclass
class StatusChange:
    claim: ClaimRecord
    event: EventRecord
    ledger_file: Path  # the claims file the change was written to
    violations: list[Problem]  # downstream claims that now break rule 4 or 5, placed


@dataclass
class Impacted:
    """A claim downstream of the one asked about: it rests on ``edge.basis`` through
    ``edge`` (of the links that lead to it, the first on a shortest path), ``depth``
    links below it."""

    claim: ClaimRecord
    edge: Edge
    depth: int


def impact(*, session: Session, claim_id: str) -> list[Impacted]:
    """Every claim downstream of claim_id (resting on it directly or not), nearest first."""
    claim_row(session=session, claim_id=claim_id)
    reached = Graph.of(links_around(session=session, claim_id=claim_id)).reached(claim_id)
    ids = [r.claim_id for r in reached]
    found = {c.id: c for c in list_claims(session=session, spec=ClaimFilter(ids=ids))}
    return [Impacted(found[r.claim_id], r.edge, r.depth) for r in reached if r.claim_id in found]


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
        if claim is not None and other is not None:
            problems.extend(link_problems(claim, link.relation, other))
    return problems


def change_status(
    *,
    engine: Engine,
    claim_id: str,
    status: str,
    reason: str,
    cwd: Path,
    now: datetime | None = None,
) -> StatusChange:
    """Set a claim's status, record why, write it to the ledger, report what now breaks.

    The claims file is rewritten inside the database's transaction, last: a file that
    cannot be written rolls the transaction back, and a commit that fails puts the file
    back as it was (by a rename where it can: a full disk that failed the commit may not
    let a file be written), so a failed command changes neither. The ledger must be the
    one the database was loaded from, as it was loaded, so that no edit is lost; two
    changes at once wait for each other (the write transaction's lock on SQLite and
    PostgreSQL).
    """
    if parse_status(status) is None:
        raise InputError(unknown_status(status))
    if not reason.strip():
        raise InputError("a status change needs a reason (--reason TEXT)")
    fault = control_fault(reason)
    if fault is not None:  # the ledger written would not load again
        raise InputError(f"the reason {fault}")
    replaced: Replaced | None = None  # the claims file, once rewritten
    try:
        with transaction(engine, write=True) as session:
            row = claim_row(session=session, claim_id=claim_id)
            if row.status == status:
                raise KbError(f"claim {claim_id} is already {status}")
            root = editable_ledger(session=session, cwd=cwd)
            when = (now or datetime.now(UTC)).strftime(TIMESTAMP_FORMAT)
            event = EventRecord(status, when, reason.strip())
            path = root / row.file
            target = _target(path, root, cwd)
            before, text = _edited(target, claim_id, event, shown_path(path, cwd))
            seq = len(session.exec(select(Event).where(Event.claim_id == claim_id)).all())
            session.add(
                Event(claim_id=claim_id, seq=seq, status=status, at=when, reason=event.reason)
            )
            row.status = status
            session.add(row)
            session.flush()
            (claim,) = list_claims(session=session, spec=ClaimFilter(ids=[claim_id]))
            violations = violations_after(session=session, claim_id=claim_id)
            replaced = replace_keeping_original(target, text, before)
            # placed once written: the history added may move the claims after it
            files = {
                p.claim: claim_row(session=session, claim_id=p.claim).file
                for p in violations
                if p.claim
            }
            violations = locate(violations, files=files, root=root, cwd=cwd)
            # in the same transaction, so that the next writer (who waits for it) finds
            # the ledger as this one leaves it
            remember_ledger(session=session, root=root)
    except BaseException as failure:
        if replaced is not None:
            try:
                replaced.put_back()
            except InputError as restore:
                raise InputError(
                    f"{restore}; the database was not changed but {path.name} holds the "
                    f"change of {claim_id}: restore the file (git checkout)"
                ) from failure
        raise
    if replaced is not None:  # always: the file is written before the commit
        replaced.drop_original()
    return StatusChange(claim, event, path, violations)


def _target(path: Path, root: Path, cwd: Path) -> Path:
    """The file the claims file at path is, its links followed: rewritten in place of the
    link, it would leave the file the link names unchanged. Outside root it is refused,
    as kb import refuses it."""
    resolved = root.resolve()
    return claim_file_target(path, resolved, LedgerNames.of(resolved, cwd))


def _edited(path: Path, claim_id: str, event: EventRecord, shown: str) -> tuple[bytes, bytes]:
    """The claims file as it is and with the change recorded (its line ends kept),
    checked by reading it back; errors name the file as ``shown``."""
    try:
        original = path.read_bytes()
        bom = codecs.BOM_UTF8 if original.startswith(codecs.BOM_UTF8) else b""
        text = original[len(bom) :].decode("utf-8")
        edited = record_status_change(text, claim_id, event)
        tables = tomllib.loads(edited).get("claim", [])
    except NotEditable as error:
        where = shown if error.line is None else f"{shown}:{error.line}"
        raise InputError(f"{where}: {error}") from None
    except (OSError, ValueError) as error:  # tomllib.TOMLDecodeError is a ValueError
        raise KbError(f"{shown}: cannot record the change of {claim_id}: {error}") from None
    mine = [t for t in tables if t.get("id") == claim_id]
    history = mine[0].get("history", []) if len(mine) == 1 else []
    if not history or mine[0].get("status") != event.status or history[-1] != asdict(event):
        raise KbError(f"{shown}: the change of {claim_id} could not be written safely")
    return original, bom + edited.encode("utf-8")
