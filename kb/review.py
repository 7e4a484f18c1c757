"""Reviewing claims: change a status with a reason, and see what must be re-examined.

A status change is an Event in the database and in the ledger: the claim's TOML file is
edited in place (its status line and history only, atomically) so the change is reviewed
in git like any other. A claim's first change records first the status it replaces, so
that the history keeps the status the ledger gave the claim. What it breaks and mends is
what kb check would say before and after it, of the rules that read a status, around the
claim (kb.check.status_problems).
"""

import codecs
import tomllib
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy.engine import Engine
from sqlmodel import Session, col, select

from kb.check import Problem, compared, locate, quantity_key, status_problems
from kb.database import transaction
from kb.errors import InputError, KbError, Place, UsageError
from kb.graph import Edge, Graph
from kb.ledger_reader import (
    TIMESTAMP_FORMAT,
    ClaimPlaces,
    claim_file_target,
    control_fault,
)
from kb.ledger_writer import NotEditable, Replaced, record_status_change, replace_keeping_original
from kb.models import Claim, Event
from kb.paths import LedgerNames, shown_path
from kb.project import editable_ledger, remember_ledger
from kb.records import ClaimRecord, EventRecord
from kb.status import parse_status, parse_typed_status, unknown_status
from kb.store import (
    ClaimFilter,
    claims_about,
    claims_stating,
    get_claim_row,
    linked_ids,
    links_around,
    list_agents,
    list_claims,
    list_subjects,
)

# The reason of the history entry that a claim's first status change records before it:
# the status the claim had, which the change's entry alone would lose from the ledger.
FIRST_WRITTEN = "status before the first recorded change (as first written in the ledger)"


@dataclass
class StatusChange:
    """A status change and what kb check says of it: the problems and warnings involving
    the claim (its own, and those of its links and of claims of its quantity) that the
    change made, placed as check places them; those it cleared, and those it left as
    they were, unplaced (placing them reads every file they lie in)."""

    claim: ClaimRecord
    previous: str  # the status it had before
    event: EventRecord
    ledger_file: Path  # the claims file the change was written to
    introduced: list[Problem]
    cleared: list[Problem]
    remaining: list[Problem]

    def to_reexamine(self) -> list[str]:
        """The claims the problems it made are about, each once, in their order."""
        return list(dict.fromkeys(p.claim for p in self.introduced if p.claim))


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
    get_claim_row(session=session, claim_id=claim_id)
    reached = Graph.of(links_around(session=session, claim_id=claim_id)).reached(claim_id)
    ids = [r.claim_id for r in reached]
    found = {c.id: c for c in list_claims(session=session, spec=ClaimFilter(ids=ids))}
    return [Impacted(found[r.claim_id], r.edge, r.depth) for r in reached if r.claim_id in found]


def _scope(*, session: Session, row: Claim) -> list[ClaimRecord]:
    """The claim and every claim a rule that reads a status may pair it with: those
    linked to it either way, those of its statement (claims restating it), and those of
    its quantity (suspected contradictions, claims restating its value)."""
    ids = {row.id} | linked_ids(session=session, claim_id=row.id)
    ids.update(claims_stating(session=session, statement=row.statement))
    if row.unit is not None:
        key = quantity_key(row.subject, row.unit)
        alike = [s for s in list_subjects(session=session) if quantity_key(s, row.unit) == key]
        about = claims_about(session=session, subjects=alike)  # in any unit
        ids.update(i for i, unit in about if quantity_key(row.subject, unit) == key)
    return list_claims(session=session, spec=ClaimFilter(ids=sorted(ids)))


def _unknown_status(engine: Engine, claim_id: str, status: str) -> UsageError:
    """The error for a status not in the vocabulary; when the id given is a status and
    the status given a claim's id, the two were typed the wrong way round: it says so."""
    meant = parse_typed_status(claim_id)
    if meant is not None:
        with transaction(engine) as session:
            if session.get(Claim, status) is not None:
                return UsageError(
                    f"unknown status {status!r}: it is a claim's id, and {claim_id!r} a "
                    f"status; did you mean `kb status {status} {meant}`?"
                )
    return UsageError(unknown_status(status))


def check_reason(reason: str) -> None:
    """Refuse, as a UsageError, a status change's reason that cannot be recorded: an
    empty one, or one the ledger written would not load again with (a control
    character).  change_status refuses it too; the command line asks first, before the
    database opens."""
    if not reason.strip():
        raise UsageError("a status change needs a reason (--reason TEXT)")
    fault = control_fault(reason)
    if fault is not None:
        raise UsageError(f"the reason {fault}")


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

    A claim with no history yet gets two entries, at the same time: the status it had
    (FIRST_WRITTEN its reason), then the new one. ``now`` is the time recorded (the
    present when None).

    The claims file is rewritten inside the database's transaction, last: a file that
    cannot be written rolls the transaction back, and a commit that fails puts the file
    back as it was (by a rename where it can: a full disk that failed the commit may not
    let a file be written), so a failed command changes neither. The ledger must be the
    one the database was loaded from, as it was loaded, so that no edit is lost; two
    changes at once wait for each other (the write transaction's lock on SQLite and
    PostgreSQL).
    """
    if parse_status(status) is None:
        raise _unknown_status(engine, claim_id, status)
    check_reason(reason)
    replaced: Replaced | None = None  # the claims file, once rewritten
    try:
        with transaction(engine, write=True) as session:
            row = get_claim_row(session=session, claim_id=claim_id)
            # the ledger first: its claim may not have the status the database holds
            root = editable_ledger(session=session, cwd=cwd)
            if row.status == status:
                raise KbError(f"claim {claim_id} is already {status}")
            scope, agents = _scope(session=session, row=row), list_agents(session=session)
            before = status_problems(scope, agents, claim_id)
            when = (now or datetime.now(UTC)).strftime(TIMESTAMP_FORMAT)
            events = session.exec(
                select(Event).where(Event.claim_id == claim_id).order_by(col(Event.seq))
            ).all()
            path = root / row.file
            if events and when < events[-1].at:  # the ledger would not load again
                at = ("history", len(events) - 1, "at")
                line = ClaimPlaces(root, {claim_id: row.file}).line(claim_id, at)
                raise KbError(
                    f"{Place(shown_path(path, cwd), line)}: claim {claim_id}'s last "
                    f"history entry is at {events[-1].at}, later than now ({when}): a change "
                    "made now would stand before it; correct that entry's time first"
                )
            event, previous = EventRecord(status, when, reason.strip()), row.status
            added = [event] if events else [EventRecord(previous, when, FIRST_WRITTEN), event]
            target = _target(path, root, cwd)
            original, text = _edited(target, claim_id, added, shown_path(path, cwd))
            session.add_all(
                Event(claim_id=claim_id, seq=seq, status=e.status, at=e.at, reason=e.reason)
                for seq, e in enumerate(added, start=len(events))
            )
            row.status = status
            session.add(row)
            session.flush()
            (claim,) = list_claims(session=session, spec=ClaimFilter(ids=[claim_id]))
            scope = [claim if c.id == claim_id else c for c in scope]
            after = status_problems(scope, agents, claim_id)
            replaced = replace_keeping_original(target, text, original)
            # placed once written: the history added may move the claims after it
            introduced, cleared, remaining = compared(before, after)
            introduced = _placed(session, introduced, root, cwd)
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
    return StatusChange(claim, previous, event, path, introduced, cleared, remaining)


def _placed(session: Session, problems: list[Problem], root: Path, cwd: Path) -> list[Problem]:
    """Problems of claims placed as kb check places them: "claims/x.toml:12" from cwd."""
    files = {
        p.claim: get_claim_row(session=session, claim_id=p.claim).file for p in problems if p.claim
    }
    return locate(problems, files=files, root=root, cwd=cwd)


def _target(path: Path, root: Path, cwd: Path) -> Path:
    """The file the claims file at path is, its links followed: rewritten in place of the
    link, it would leave the file the link names unchanged. Outside root it is refused,
    as kb import refuses it."""
    resolved = root.resolve()
    return claim_file_target(path, resolved, LedgerNames.of(resolved, cwd))


def _edited(
    path: Path, claim_id: str, events: list[EventRecord], shown: str
) -> tuple[bytes, bytes]:
    """The claims file as it is and with the change's events recorded (its line ends
    kept), checked by reading it back; errors name the file as ``shown``."""
    try:
        original = path.read_bytes()
        bom = codecs.BOM_UTF8 if original.startswith(codecs.BOM_UTF8) else b""
        text = original[len(bom) :].decode("utf-8")
        edited = record_status_change(text, claim_id, events)
        tables = tomllib.loads(edited).get("claim", [])
    except NotEditable as error:
        raise InputError(f"{Place(shown, error.line)}: {error}") from None
    except (OSError, ValueError) as error:  # tomllib.TOMLDecodeError is a ValueError
        raise KbError(f"{shown}: cannot record the change of {claim_id}: {error}") from None
    mine = [t for t in tables if t.get("id") == claim_id]
    recorded = mine[0].get("history", [])[-len(events) :] if len(mine) == 1 else []
    if recorded != [asdict(e) for e in events] or mine[0].get("status") != events[-1].status:
        raise KbError(f"{shown}: the change of {claim_id} could not be written safely")
    return original, bom + edited.encode("utf-8")
