"""Where the project is, where its embedded database lives, and keeping that database
in step with the ledger.

The default database is a SQLite file under the project root (.kb/kb.sqlite, ignored by
git). It is created and loaded on first use, and loaded again whenever the ledger's files
change (a `git pull`, an edit), so a fresh clone answers `kb table` at once.
"""

import hashlib
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy.engine import Engine
from sqlmodel import Session, delete, select

from kb.database import open_engine, shown, to_url, transaction
from kb.errors import InputError, KbError, LedgerError
from kb.ledger_reader import CLAIMS_DIR, SOURCES_TOML, read_ledger
from kb.models import LedgerState
from kb.records import Ledger
from kb.store import load_ledger

DATABASE_ENV = "KB_DB"  # read by the CLI as the default of --db
DEFAULT_DATABASE = Path(".kb") / "kb.sqlite"


def find_root(start: Path) -> Path | None:
    """The nearest folder at or above start that holds sources/sources.toml."""
    for folder in (start.resolve(), *start.resolve().parents):
        if (folder / SOURCES_TOML).is_file():
            return folder
    return None


def require_root(start: Path) -> Path:
    root = find_root(start)
    if root is None:
        raise InputError(
            f"no ledger at or above {start.resolve()} (looked for {SOURCES_TOML}); "
            "run kb inside a claim-kb project or name a database with --db"
        )
    return root


def ledger_files(root: Path) -> list[Path]:
    """Every file the ledger consists of: the source list, the sources, the claims."""
    sources = root / "sources"
    claims = root / CLAIMS_DIR
    found = [p for p in sources.iterdir() if p.is_file()] if sources.is_dir() else []
    if claims.is_dir():
        found.extend(claims.glob("**/*.toml"))
    return sorted(found)


def fingerprint(root: Path) -> str:
    digest = hashlib.sha256()
    for path in ledger_files(root):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def import_ledger(*, session: Session, root: Path, cwd: Path | None = None) -> Ledger:
    """Read and validate the whole ledger under root, then make the database hold exactly
    it. Claims link across files, so a ledger is imported whole, never a file alone.
    Errors name files from cwd, the user's working folder (kb.ledger_reader.read_ledger)."""
    ledger = read_ledger(root, cwd=cwd)
    load_ledger(session=session, ledger=ledger)
    remember_ledger(session=session, root=root)
    return ledger


def remember_ledger(*, session: Session, root: Path) -> None:
    """Record that the database now mirrors the ledger files under root as they are."""
    session.execute(delete(LedgerState))
    session.add(
        LedgerState(
            root=str(root.resolve()),
            fingerprint=fingerprint(root),
            imported_at=datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        )
    )
    session.flush()


def recorded_ledger(*, session: Session) -> LedgerState | None:
    """Where the ledger this database was last loaded from lives, and its fingerprint."""
    return session.exec(select(LedgerState)).first()


def is_current(*, session: Session, root: Path) -> bool:
    """Whether the ledger files under root are, byte for byte, what was last loaded."""
    state = recorded_ledger(session=session)
    return state is not None and state.fingerprint == fingerprint(root)


def loaded_from(*, session: Session, cwd: Path) -> Path | None:
    """The folder of the ledger this database was loaded from, as it is on this machine:
    where it was loaded from if that folder still exists, else the project at cwd."""
    state = recorded_ledger(session=session)
    if state is not None and (Path(state.root) / SOURCES_TOML).is_file():
        return Path(state.root)
    return find_root(cwd)


def editable_ledger(*, session: Session, cwd: Path) -> Path:
    """The ledger folder a change may be written to: one whose files are exactly those
    the database was loaded from (the recorded folder, or the project at cwd)."""
    state = recorded_ledger(session=session)
    if state is None:
        raise KbError("this database was never loaded from a ledger; run kb import first")
    for candidate in (Path(state.root), find_root(cwd)):
        if candidate is not None and (candidate / SOURCES_TOML).is_file():
            if fingerprint(candidate) == state.fingerprint:
                return candidate
    raise KbError(
        f"the ledger this database was loaded from ({state.root}) is not here as it was "
        "loaded; run kb import in your ledger first, so that no edit is overwritten"
    )


def database_target(explicit: str | None, where: Path) -> tuple[str, Path | None]:
    """The database to open and, for the embedded default, the ledger root it mirrors."""
    if explicit:
        return explicit, None
    root = require_root(where)
    (root / DEFAULT_DATABASE).parent.mkdir(exist_ok=True)
    return str(root / DEFAULT_DATABASE), root


def open_project_database(
    explicit: str | None, where: Path, *, autoload: bool = True
) -> tuple[Engine, str | None]:
    """Open the database for a command that reads the knowledge base (autoload) or that
    loads it (kb import: not autoload).

    For a reading command the embedded default is (re)loaded from its ledger when that
    changed, and a database named with --db or KB_DB must hold a ledger already: a
    mistyped name is an InputError, and a SQLite file that does not exist is not created.
    Returns the engine and what happened worth telling (None when nothing was). A ledger
    that no longer loads (a source changed, a bad edit) leaves the database as last
    loaded, so that `kb check` can still say what drifted.
    """
    target, root = database_target(explicit, where)
    if root is None and autoload:
        url = to_url(target)
        if url.get_backend_name() == "sqlite" and not Path(url.database or "").is_file():
            raise InputError(f"{target}: no such database (kb import creates it)")
    engine = open_engine(target)
    if root is None or not autoload:
        if autoload:
            with transaction(engine) as session:
                if recorded_ledger(session=session) is None:
                    engine.dispose()
                    raise InputError(
                        f"the database {shown(engine.url)} holds no ledger: load one with kb import"
                    )
        return engine, None
    with transaction(engine) as session:
        if is_current(session=session, root=root):
            return engine, None
        loaded_before = recorded_ledger(session=session) is not None
    try:
        with transaction(engine, write=True) as session:
            if is_current(session=session, root=root):  # another process loaded it
                return engine, None
            import_ledger(session=session, root=root, cwd=where)  # where: the working folder
    except LedgerError as error:
        if not loaded_before:
            raise
        return (
            engine,
            f"warning: the ledger does not load ({error}); using the database as last loaded",
        )
    return engine, f"loaded the ledger into {DEFAULT_DATABASE}"
