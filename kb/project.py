"""Where the project is, where its embedded database lives, and keeping that database
in step with the ledger.

The default database is a SQLite file under the project root (.kb/kb.sqlite; the folder
holds a .gitignore that ignores it). It is created and loaded on first use, and loaded
again whenever the ledger's files change (a `git pull`, an edit), so a fresh clone answers
`kb table` at once.
"""

import functools
import hashlib
from collections.abc import Callable, Iterator, Sequence, Set
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy.engine import Engine
from sqlmodel import Session, col, delete, select

from kb.database import no_ledger, open_engine, sqlite_file, transaction
from kb.errors import InputError, KbError, LedgerError, LedgerErrors, OtherKbsDatabase, Place
from kb.ledger_reader import (
    CLAIMS_DIR,
    SOURCES_TOML,
    TIMESTAMP_FORMAT,
    claim_file_target,
    folder_files,
    read_ledger,
)
from kb.ledger_writer import write_atomic
from kb.models import Claim, Event, LedgerFileHash, LedgerState, Source
from kb.paths import LedgerNames, shown_path
from kb.records import ClaimRecord, Ledger
from kb.store import list_claims, load_ledger
from kb.wording import a_few, counted

DATABASE_ENV = "KB_DB"  # read by the CLI as the default of --db
DEFAULT_DATABASE = Path(".kb") / "kb.sqlite"


def find_root(start: Path) -> Path | None:
    """The nearest folder at or above start that holds sources/sources.toml."""
    for folder in (start.resolve(), *start.resolve().parents):
        if (folder / SOURCES_TOML).is_file():
            return folder
    return None


_NAME_A_DATABASE = f"name a database with --db or the {DATABASE_ENV} environment variable"


def require_root(start: Path, hint: str = _NAME_A_DATABASE) -> Path:
    """The project at or above start; an InputError saying what else to do (``hint``)
    when there is none."""
    root = find_root(start)
    if root is None:
        raise InputError(
            f"no ledger at or above {start.resolve()} (looked for {SOURCES_TOML}); "
            f"run kb inside a claim-kb project or {hint}"
        )
    return root


def ledger_root(paths: Sequence[Path], cwd: Path) -> Path:
    """The one ledger that paths name (its folder, or files or folders inside it; relative
    ones from cwd), or the ledger at or above cwd when there are none: what kb import
    loads. An InputError for a path that does not exist, a path in no ledger, or paths
    in more than one."""
    named = [cwd / path for path in paths]  # an absolute path stays as it is
    for path, full in zip(paths, named, strict=True):
        if not full.exists():
            raise InputError(f"{path}: no such file or folder")
    roots = {
        require_root(p if p.is_dir() else p.parent, "name its folder (kb import PATH)")
        for p in named or [cwd]
    }
    if len(roots) > 1:
        raise InputError(f"the paths lie in {len(roots)} different ledgers; import one")
    (root,) = roots
    return root


def ledger_files(root: Path) -> list[Path]:
    """Every file the ledger consists of: the source list, the files under sources/ (in
    subfolders too) but those that are no regular file, the claims. kb import reads only
    the sources sources.toml names, and refuses one that is a FIFO, a device or a link
    out of sources/ itself, so such a file no source names stops nothing: a FIFO is left
    out (it would be read without end), a link out is hashed by where it leads
    (_hashed_bytes). A folder or link that cannot be read is a LedgerError naming it, and
    so is a claims file kb import would refuse (claim_file_target): a link out of the
    ledger, a device, a FIFO."""
    name = functools.partial(shown_path, cwd=root)
    show = LedgerNames.of(root.resolve(), root)
    sources = root / "sources"
    claims = root / CLAIMS_DIR
    found = folder_files(sources, name, recurse=True) if sources.is_dir() else []
    found = [path for path in found if path.is_file()]  # is_file follows links
    if claims.is_dir():
        for path in folder_files(claims, name, pattern="*.toml", recurse=True):
            claim_file_target(path, show.root, show)
            found.append(path)
    return sorted(found)


def file_hashes(root: Path) -> dict[str, str]:
    """The sha256 of each ledger file under root, by its path relative to root."""
    sources = root / "sources"
    return {
        path.relative_to(root).as_posix(): _sha256(path, root, sources)
        for path in ledger_files(root)
    }


def _sha256(path: Path, root: Path, sources: Path) -> str:
    return hashlib.sha256(_hashed_bytes(path, root, sources)).hexdigest()


def _hashed_bytes(path: Path, root: Path, sources: Path) -> bytes:
    """What is hashed of a ledger file: its bytes, but for a link out of sources/, which
    kb import reads nothing of, the path it leads to, so that no file out of the ledger
    is read and linking it elsewhere is still a change."""
    target = path.resolve()
    if path.is_relative_to(sources) and not target.is_relative_to(sources.resolve()):
        return f"link to {target}".encode()
    try:
        return path.read_bytes()
    except OSError as error:
        raise LedgerError(
            f"cannot read ({error.strerror})", Place(shown_path(path, root))
        ) from None


def _fingerprint(hashes: dict[str, str]) -> str:
    digest = hashlib.sha256()
    for path, sha256 in hashes.items():
        digest.update(path.encode() + b"\0")
        digest.update(bytes.fromhex(sha256))
    return digest.hexdigest()


def fingerprint(root: Path) -> str:
    """One hash of every ledger file under root, its path and its bytes."""
    return _fingerprint(file_hashes(root))


@dataclass
class ClaimChanges:
    """How the claims of a ledger differ from those a database held: the ids of those
    added, changed (any field of the record differs: the statement, the status, a value,
    a citation, a link, the history...), moved (only the offsets of citations of a source
    whose text changed differ: the reader found the same quotes elsewhere in it) and
    removed, each in ledger order."""

    added: list[str]
    changed: list[str]
    moved: list[str]
    removed: list[str]

    @classmethod
    def between(
        cls, held: Sequence[ClaimRecord], loaded: Sequence[ClaimRecord], changed_sources: Set[str]
    ) -> "ClaimChanges":
        """The changes from held to loaded; ``changed_sources``, the ids of the sources
        whose text changed between them."""
        before = {claim.id: claim for claim in held}
        now = {claim.id for claim in loaded}
        differ = [c for c in loaded if c.id in before and before[c.id] != c]
        moved = {
            c.id
            for c in differ
            if _unplaced(before[c.id], changed_sources) == _unplaced(c, changed_sources)
        }
        return cls(
            added=[c.id for c in loaded if c.id not in before],
            changed=[c.id for c in differ if c.id not in moved],
            moved=[c.id for c in differ if c.id in moved],
            removed=[c.id for c in held if c.id not in now],
        )

    def __str__(self) -> str:
        """ "5 added, 1 changed (sol-params-3t), 129 with citations moved in their source,
        2 removed (a, b)": the ids where they are few; "no claim added, changed or
        removed"."""
        told = [
            f"{len(ids)} {what}" + (f" ({', '.join(ids)})" if len(ids) <= _FEW else "")
            for what, ids in (
                ("added", self.added),
                ("changed", self.changed),
                ("with citations moved in their source", self.moved),
                ("removed", self.removed),
            )
            if ids
        ]
        return ", ".join(told) or "no claim added, changed or removed"


def _unplaced(claim: ClaimRecord, sources: Set[str]) -> ClaimRecord:
    """The claim with the offsets of its citations of ``sources`` left out: what its
    ledger file says of them (the source and the quote), not where the reader found the
    quote in their text. A citation of another source keeps them: there, other offsets
    mean the ledger changed which occurrence of its quote it cites."""
    citations = [replace(c, start=0, end=0) if c.source in sources else c for c in claim.citations]
    return replace(claim, citations=citations)


_FEW = 3  # the most ids a summary of an import names of each kind of change


@dataclass
class Imported:
    """What an import did: how many claims the database now holds, how they differ from
    those it held (None for its first import), and what it took back (a change or a
    claim held from another folder's import: import_ledger), in words, or None."""

    claims: int
    changes: ClaimChanges | None
    taken_back: str | None

    @property
    def told(self) -> str:
        """What the import changed, to end the line that says it loaded: ": 1 changed
        (sol-speed-750)"; "" for a database's first import."""
        return "" if self.changes is None else f": {self.changes}"


def import_ledger(
    *,
    session: Session,
    root: Path,
    cwd: Path | None = None,
    ledger: Ledger | None = None,
    guard: bool = False,
) -> Imported:
    """Read and validate the whole ledger under root (unless ``ledger`` is it, already
    read), then make the database hold exactly it. Claims link across files, so a ledger
    is imported whole, never a file alone. Errors name files from cwd, the user's working
    folder (kb.ledger_reader.read_ledger).

    A database loaded from another folder (a colleague's checkout, into a team's database)
    may hold what this ledger lacks, as a checkout not yet brought up to date lacks it, or
    another project's ledger (a stray KB_DB): status changes of claims both hold, and
    claims. With guard, a KbError refuses to take them back; without, the import takes them
    back, and says what it took (Imported.taken_back).  Re-importing the folder
    the database was loaded from is never refused: a claim deleted there is meant to go,
    and a status change its history lost (a merge that took the other side) is told."""
    if ledger is None:
        ledger = read_ledger(root, cwd=cwd)
    elsewhere = imported_elsewhere(session=session, root=root)
    foreign = elsewhere is not None and own_ledger(session=session) is None
    # a status change the ledger's history lost (a merge that took the other side) is
    # told whatever the folder; refused, and a claim removed too, only from another one
    changes = _taken_back(session=session, ledger=ledger)
    claims = _removed(session=session, ledger=ledger) if foreign else []
    if guard and foreign and (changes or claims):
        raise KbError(
            f"this database, imported from {elsewhere}, holds what the ledger at {root} "
            f"lacks: importing it would {_losses(changes, claims, 'take back', 'remove')}; "
            "bring your ledger up to date (git pull) and import it, or run kb import --force "
            "if yours is the newer" + (" or the removal is meant" if claims else "")
        )
    held = list_claims(session=session) if recorded_ledger(session=session) else None
    held_sha256 = dict(session.exec(select(Source.id, Source.sha256)).all())
    changed_sources = {s.id for s in ledger.sources if held_sha256.get(s.id) != s.sha256}
    load_ledger(session=session, ledger=ledger)
    remember_ledger(session=session, root=root)
    loaded = ledger.claims()
    return Imported(
        claims=len(loaded),
        changes=None if held is None else ClaimChanges.between(held, loaded, changed_sources),
        taken_back=(
            _losses(changes, claims, "took back", "removed")
            + (f", imported from {elsewhere}" if foreign else ", which the ledger no longer holds")
            if changes or claims
            else None
        ),
    )


def _losses(changes: list[str], claims: list[str], take_back: str, remove: str) -> str:
    """ "take back 1 status change (layers: disputed at ...) and remove 2 claims (a, b)",
    with the verbs given (their past, for what an import did)."""
    losses = [
        f"{verb} {counted(len(names), noun)} ({a_few(names, 3)})"
        for verb, noun, names in ((take_back, "status change", changes), (remove, "claim", claims))
        if names
    ]
    return " and ".join(losses)


def _removed(*, session: Session, ledger: Ledger) -> list[str]:
    """The ids of the claims the database holds and ``ledger`` lacks, in the database's
    ledger order."""
    claims = {c.id for c in ledger.claims()}
    held = session.exec(select(Claim.id).order_by(col(Claim.file), col(Claim.ordinal))).all()
    return [claim for claim in held if claim not in claims]


def _taken_back(*, session: Session, ledger: Ledger) -> list[str]:
    """The status changes in the database's history of claims ``ledger`` also holds that
    its history lacks, as "sol-params-3t: disputed at 2026-12-01T10:00:00Z": a change
    known by its claim, status and time (a reason reworded is no change taken back), of a
    claim of both (a claim only the database holds is _removed, with its history)."""
    claims = {c.id for c in ledger.claims()}
    kept = {(c.id, e.status, e.at) for c in ledger.claims() for e in c.history}
    held = session.execute(
        select(Event.claim_id, Event.status, Event.at).order_by(col(Event.at), col(Event.claim_id))
    ).all()
    return [
        f"{claim}: {status} at {at}"
        for claim, status, at in held
        if claim in claims and (claim, status, at) not in kept
    ]


def remember_ledger(*, session: Session, root: Path) -> None:
    """Record that the database now mirrors the ledger files under root as they are."""
    hashes = file_hashes(root)
    session.execute(delete(LedgerState))
    session.execute(delete(LedgerFileHash))
    session.add(
        LedgerState(
            root=str(root.resolve()),
            fingerprint=_fingerprint(hashes),
            imported_at=datetime.now(UTC).strftime(TIMESTAMP_FORMAT),
        )
    )
    session.add_all(LedgerFileHash(path=path, sha256=sha256) for path, sha256 in hashes.items())
    session.flush()


def recorded_ledger(*, session: Session) -> LedgerState | None:
    """Where the ledger this database was last loaded from lives, and its fingerprint."""
    return session.exec(select(LedgerState)).first()


def is_current(*, session: Session, root: Path) -> bool:
    """Whether the ledger files under root are, byte for byte, what was last loaded, and
    were loaded from root (a project copied or moved elsewhere is loaded once again, so
    that its database names its own folder)."""
    state = recorded_ledger(session=session)
    return (
        state is not None
        and state.root == str(root.resolve())
        and state.fingerprint == fingerprint(root)
    )


def own_ledger(*, session: Session) -> Path | None:
    """The project whose embedded default database (.kb/kb.sqlite) this is, None for
    another database. Such a database mirrors its own project's ledger and no other, even
    when it was copied with the project from another folder, which it still records."""
    path = sqlite_file(session.get_bind().engine.url)
    if path is None:
        return None
    path = path.resolve()
    root = path.parent.parent
    return root if path == root / DEFAULT_DATABASE and (root / SOURCES_TOML).is_file() else None


@dataclass(frozen=True)
class LedgerChange:
    """A ledger file that differs from the one last imported: its path, named as ledger
    errors name it, and how ("edited", "new", "deleted"; imported from another folder,
    "differs", "not in the import", "only in the import")."""

    path: str
    how: str
    present: bool  # whether the file is in the ledger (not deleted)

    def __str__(self) -> str:
        return f"{self.path} {self.how}"


def ledger_file_changes(
    *, session: Session, root: Path, cwd: Path | None = None
) -> list[LedgerChange] | None:
    """The ledger files under root that differ from those last imported (named from cwd
    when given, as ledger errors name them); "differs" and the like when they were
    imported from another folder (a colleague's checkout, into a team's database: not
    edited here, perhaps only behind); none when the import recorded no files (a database
    imported by an older kb); None when nothing differs."""
    state = recorded_ledger(session=session)
    now = file_hashes(root)
    if state is not None and state.fingerprint == _fingerprint(now):
        return None
    imported = dict(session.execute(select(LedgerFileHash.path, LedgerFileHash.sha256)).all())
    if not imported:
        return []
    name = LedgerNames.of(root, cwd)
    new, edited, deleted = (
        ("new", "edited", "deleted")
        if _elsewhere(state, root) is None
        else ("not in the import", "differs", "only in the import")
    )
    changes = [
        LedgerChange(name(path), new if path not in imported else edited, present=True)
        for path, sha256 in now.items()
        if imported.get(path) != sha256
    ]
    gone = sorted(imported.keys() - now.keys())
    return changes + [LedgerChange(name(path), deleted, present=False) for path in gone]


def described(changes: list[LedgerChange]) -> str:
    """ledger_file_changes in words: "claims/x.toml edited, claims/y.toml new", a few of
    them; "its files changed" when the import recorded none."""
    return a_few([str(change) for change in changes], 3) if changes else "its files changed"


def ledger_changes(*, session: Session, root: Path, cwd: Path | None = None) -> str:
    """What differs between the ledger files under root and those last imported, in
    words (described); "" when nothing differs."""
    changes = ledger_file_changes(session=session, root=root, cwd=cwd)
    return "" if changes is None else described(changes)


# What to do about a ledger that differs from the one a database was imported from, in
# another folder (a colleague's checkout, into a team's database): the ledger here may be
# the one behind, and importing it would take back what the other holds.
CATCH_UP = "bring your ledger up to date (git pull), or run kb import if yours is the newer"


def imported_elsewhere(*, session: Session, root: Path) -> str | None:
    """The folder the database was last loaded from, when it is not root; else None."""
    return _elsewhere(recorded_ledger(session=session), root)


def _elsewhere(state: LedgerState | None, root: Path) -> str | None:
    """The folder of ``state`` (the last import), when it is not root; else None."""
    return None if state is None or state.root == str(root.resolve()) else state.root


def _ledger_folders(*, session: Session, cwd: Path) -> Iterator[Path]:
    """The folders that may hold the ledger this database was loaded from, as it is on
    this machine, most likely first: the project a default database lies in (only it);
    for another database (a team's, shared by several checkouts) the project at cwd,
    then where it was loaded from if that folder still exists."""
    own = own_ledger(session=session)
    if own is not None:
        yield own
        return
    here = find_root(cwd)
    if here is not None:
        yield here
    state = recorded_ledger(session=session)
    if state is not None and _visible(Path(state.root) / SOURCES_TOML):
        yield Path(state.root)


def _visible(path: Path) -> bool:
    """Whether ``path`` is a file this user may see: one in a folder they may not search
    (another user's checkout that a shared database was loaded from) is not at hand."""
    try:
        return path.is_file()
    except PermissionError:
        return False


def loaded_from(*, session: Session, cwd: Path) -> Path | None:
    """The folder of the ledger this database was loaded from (_ledger_folders' first)."""
    return next(_ledger_folders(session=session, cwd=cwd), None)


def load_error(root: Path, cwd: Path | None) -> LedgerError | None:
    """Why the ledger at root does not load, as kb import would say it; None when it
    loads."""
    try:
        read_ledger(root, cwd=cwd)
    except LedgerError as error:
        return error
    return None


def editable_ledger(*, session: Session, cwd: Path) -> Path:
    """The ledger folder a change may be written to: the first of _ledger_folders (the
    project kb runs in, when it runs in one), when its files are exactly those the
    database was loaded from.  Never another person's checkout instead of one's own: a
    change made in a checkout that is behind would be written into theirs."""
    state = recorded_ledger(session=session)
    if state is None:
        raise KbError("this database was never loaded from a ledger; run kb import first")
    here = loaded_from(session=session, cwd=cwd)
    if here is not None and fingerprint(here) == state.fingerprint:
        return here
    error = load_error(here, cwd) if here is not None else None
    if error is not None:  # kb import would fail too: say what to fix
        them = "these" if isinstance(error, LedgerErrors) else "that"
        raise InputError(
            f"the ledger at {here} does not load, so it cannot be changed: {error}; "
            f"fix {them} first"
        )
    found = _ledger_difference(session=session, root=here, cwd=cwd) if here is not None else None
    if found is None:  # no ledger here, nor in the folder it was loaded from
        raise KbError(
            f"the ledger this database was loaded from ({state.root}) is not here as it was "
            "loaded; run kb import in your ledger first, so that no edit is overwritten"
        )
    difference, remedy = found
    raise KbError(f"{difference}; {remedy}, before a change, so that no edit is overwritten")


def require_ledger(*, session: Session, cwd: Path | None = None) -> None:
    """InputError when the database holds no ledger (a mistyped KB_DB must not read as an
    empty knowledge base, nor pass kb check); cwd is where the message names it from."""
    if recorded_ledger(session=session) is None:
        raise no_ledger(session.get_bind().engine.url, cwd)


def stale_warning(*, session: Session, cwd: Path) -> str | None:
    """For a database named with --db or KB_DB, which no reading command loads: a
    warning when the ledger it was loaded from (or the project at cwd) changed since."""
    root = loaded_from(session=session, cwd=cwd)
    found = _ledger_difference(session=session, root=root, cwd=cwd) if root is not None else None
    if found is None:
        return None
    difference, remedy = found
    return f"warning: {difference}; this reads the database as imported: {remedy}"


def _ledger_difference(*, session: Session, root: Path, cwd: Path | None) -> tuple[str, str] | None:
    """How the ledger at root differs from the one this database was last imported from,
    and what to do about it, in the words of a reading command's warning and of kb
    status's refusal: "the ledger at ... changed since it was imported (claims/x.toml
    edited)", to run kb import; imported from another folder (a colleague's checkout),
    "the ledger at ... is not the one this database was imported from (...: claims/x.toml
    differs)", to catch up (CATCH_UP). None when nothing differs."""
    changed = ledger_changes(session=session, root=root, cwd=cwd)
    if not changed:
        return None
    elsewhere = imported_elsewhere(session=session, root=root)
    if elsewhere is None:
        return f"the ledger at {root} changed since it was imported ({changed})", "run kb import"
    return (
        f"the ledger at {root} is not the one this database was imported from "
        f"({elsewhere}: {changed})",
        CATCH_UP,
    )


def database_target(explicit: str | None, where: Path) -> tuple[str, Path | None]:
    """The database to open and, for the embedded default, the ledger root it mirrors."""
    if explicit:
        return explicit, None
    root = require_root(where)
    folder = (root / DEFAULT_DATABASE).parent
    try:
        folder.mkdir()
    except FileExistsError:
        if not folder.is_dir():
            raise _no_database_folder(folder, where, "File exists") from None
    except OSError as error:  # a folder kb may not write in
        raise _no_database_folder(folder, where, error.strerror) from None
    else:
        # as ruff's and pytest's caches do: a project kb never set up keeps git status clean
        write_atomic(
            folder / ".gitignore", b"# made by kb: the database is rebuilt from the ledger\n*\n"
        )
    return str(root / DEFAULT_DATABASE), root


def _no_database_folder(folder: Path, where: Path, reason: str | None) -> InputError:
    return InputError(
        f"{shown_path(folder, where)}: cannot create the database's folder ({reason})"
    )


def open_project_database(
    explicit: str | None,
    where: Path,
    *,
    tell: Callable[[str], None],
    autoload: bool = True,
    warn_if_stale: bool = True,
    as_last_loaded: bool = True,
) -> Engine:
    """Open the database for a command that reads the knowledge base (autoload) or that
    loads it (kb import: not autoload).

    For a reading command the embedded default is (re)loaded from its ledger when that
    changed, and a database named with --db or KB_DB must hold a ledger already: a
    mistyped name is an InputError, and a SQLite file that does not exist is not created.
    Such a database is not loaded by reading; warn_if_stale tells when its ledger has
    changed since, or that the default's does not load (kb check and kb status say so
    themselves).
    What happened worth telling (a migration, a load, a warning) is told to ``tell``. A
    ledger that no longer loads (a source changed, a bad edit) leaves the database as last
    loaded, so that `kb check` can still say what drifted; not as_last_loaded, it is the
    LedgerError it is when nothing was loaded before (kb audit, a CI gate, passes no page
    against claims the ledger no longer holds).
    """
    target, root = database_target(explicit, where)
    try:
        engine = open_engine(target, create=root is not None or not autoload, cwd=where, tell=tell)
    except OtherKbsDatabase as error:
        if root is None:
            raise
        # the project's own database holds nothing that its ledger does not
        database = shown_path(root / DEFAULT_DATABASE, where)
        again = f"or remove {database}: kb makes it again from the ledger"
        raise OtherKbsDatabase(f"{error}, {again}") from None
    if not autoload:
        return engine
    if root is None:
        with transaction(engine) as session:
            require_ledger(session=session, cwd=where)
            warning = stale_warning(session=session, cwd=where) if warn_if_stale else None
        if warning:
            tell(warning)
        return engine
    with transaction(engine) as session:
        if is_current(session=session, root=root):
            return engine
        loaded_before = recorded_ledger(session=session) is not None
    try:
        with transaction(engine, write=True) as session:
            if is_current(session=session, root=root):  # another process loaded it
                return engine
            imported = import_ledger(session=session, root=root, cwd=where)  # where: cwd
    except LedgerError as error:
        if not (loaded_before and as_last_loaded):
            raise
        if warn_if_stale:  # else kb check and kb status say why themselves
            tell(f"warning: the ledger does not load ({error}); using the database as last loaded")
        return engine
    tell(f"loaded the ledger into {DEFAULT_DATABASE}{imported.told}")  # kb import finds none after
    if imported.taken_back:
        tell(imported.taken_back)
    return engine
