"""Open a database by path or URL: SQLite by default, PostgreSQL for teams.

Every open migrates the schema, and tells when it migrated a database an earlier kb
made (which that kb then refuses); every SQLite connection gets foreign keys, WAL and a
busy timeout (WAL not one to a file kb may not write, which is read as it is, nor to
one another application made until kb's tables are in it). One
transaction per command: `transaction()` commits on success and rolls back on any
error, so a failed import changes nothing.
"""

import os
import re
import sqlite3
import stat
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.engine import URL, Engine, make_url
from sqlalchemy.exc import (
    ArgumentError,
    DBAPIError,
    NoSuchModuleError,
    OperationalError,
    SQLAlchemyError,
)
from sqlmodel import Session

from kb.errors import DatabaseError, OtherKbsDatabase
from kb.migrations import (
    LOOKS_SINCE,
    MIGRATIONS,
    has_kb_schema,
    migrate,
    named,
    newer_migration,
    pending,
)
from kb.paths import shown_path
from kb.wording import listed

BUSY_TIMEOUT_MS = 10_000
WRITE_OPTION = "kb_write"  # execution option: this transaction will write


def to_url(target: str) -> URL:
    """A SQLAlchemy URL from a URL or a file path (a path means SQLite)."""
    if "://" in target:
        if target.split("://", 1)[1].split("/", 1)[0].count("@") > 1:
            raise DatabaseError(
                f"{_without_password(target)}: not a database URL (an @ in the user name "
                "or password is written %40)"
            )
        try:
            url = make_url(target)
        except (ArgumentError, ValueError):  # ValueError: a port that is not a number
            raise DatabaseError(f"{_without_password(target)}: not a database URL") from None
        # a scheme is written in any case (RFC 3986), and libpq, psql and hosting
        # providers also spell PostgreSQL's postgres://; SQLAlchemy knows neither
        scheme = url.drivername.lower()
        return url.set(drivername="postgresql" if scheme == "postgres" else scheme)
    conninfo = _libpq_conninfo(target)
    if conninfo is not None:
        raise DatabaseError(
            f"{_shown_conninfo(conninfo)}: a libpq connection string, which kb does not read: "
            f"write it as a URL, {shown(_conninfo_url(conninfo))}"
        )
    path = Path(target).expanduser()
    if not path.parent.is_dir():
        raise DatabaseError(f"{target}: folder {path.parent} does not exist")
    return URL.create("sqlite", database=str(path.resolve()))


def _libpq_conninfo(target: str) -> dict[str, str] | None:
    """The keywords and values of a libpq keyword/value connection string
    ("host=db port=5432 dbname=claims"), as libpq itself parses it (psycopg's
    conninfo_to_dict), or None for anything else: only two or more pairs of libpq's
    keywords are one, so a file named user=x.sqlite stays a file."""
    if "=" not in target:  # most values: psycopg is not imported for them
        return None
    import psycopg
    from psycopg.conninfo import conninfo_to_dict

    try:
        pairs = conninfo_to_dict(target)
    except psycopg.Error:
        return None
    return {key: str(value) for key, value in pairs.items()} if len(pairs) > 1 else None


def _shown_conninfo(conninfo: dict[str, str]) -> str:
    """A libpq connection string as it may appear in a message: its password as ***."""
    return " ".join(
        f"{keyword}={'***' if keyword == 'password' else value}"
        for keyword, value in conninfo.items()
    )


def _conninfo_url(conninfo: dict[str, str]) -> URL:
    """The postgresql:// URL that means what a libpq connection string says (a socket
    folder as host, or a port that is not a number, stays in the query, as libpq reads it)."""
    rest = dict(conninfo)
    host = rest.pop("host", None)
    port = rest.pop("port", None)
    if host is not None and host.startswith("/"):
        rest["host"], host = host, None
    if port is not None and not port.isdigit():
        rest["port"], port = port, None
    user = rest.pop("user", None)
    # a URL holds a password only after a user name; without one, libpq reads ?password=
    password = rest.pop("password", None) if user is not None else None
    return URL.create(
        "postgresql",
        username=user,
        password=password,
        host=host,
        port=None if port is None else int(port),
        database=rest.pop("dbname", None),
        query=rest,
    )


def shown(url: URL) -> str:
    """The URL as it may appear in a message: never with its password (in the URL's
    user part or in its query, ?password=...)."""
    if "password" in url.query:
        url = url.update_query_dict({"password": "***"})
    return url.render_as_string(hide_password=True).replace("password=%2A%2A%2A", "password=***")


def place(url: URL, cwd: Path | None) -> str:
    """Where a database is, as a person names it: a SQLite file's path (relative to cwd
    when under it), else the URL without its password."""
    if url.get_backend_name() == "sqlite" and url.database and "uri" not in url.query:
        path = Path(url.database).resolve()
        return str(path) if cwd is None else shown_path(path, cwd.resolve())
    return shown(url)


def _without_password(target: str) -> str:
    """A URL that does not parse, as it may appear in a message."""
    target = re.sub(r"(://[^:/@]*:).*@", r"\1***@", target)  # to the last @: p@ss, pa/ss
    return re.sub(r"([?&]password=)[^&]*", r"\1***", target)


def _sqlite_pragmas(engine: Engine, *, read_only: bool = False) -> None:
    @event.listens_for(engine, "connect")
    def _connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy, not the sqlite3 module, decide where transactions begin,
        # so that DDL and DML of one command share one transaction.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        # switching to WAL writes the file (once) and the files beside it: not a file kb
        # may not write, nor one that another application made, until kb's tables are in
        # it (open_engine), so that one kb refuses (a table of a name kb needs) is left as
        # it was
        if not read_only and _kb_may_switch(cursor):
            cursor.execute("PRAGMA journal_mode=WAL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection: sa.Connection) -> None:
        # A writer takes the write lock at once: a deferred transaction that reads and
        # then writes fails at once with "database is locked" when another process
        # committed in between, whatever the busy timeout says.
        writes = connection.get_execution_options().get(WRITE_OPTION, False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if writes else "BEGIN")


def _kb_may_switch(cursor: Any) -> bool:
    """Whether kb may switch this SQLite database to WAL: it is kb's (it has kb_migration),
    or new (no table, index, view or trigger)."""
    objects, kbs = cursor.execute(
        "SELECT count(*), coalesce(sum(type = 'table' AND name = 'kb_migration'), 0) "
        "FROM sqlite_master"
    ).fetchone()
    return bool(objects == 0 or kbs)


# Any number that no other application on the server uses for pg_advisory_xact_lock.
_WRITER_LOCK = 0x6B62_7772  # "kbwr"


def _lock_for_writing(connection: sa.Connection) -> None:
    """On PostgreSQL, wait until no other kb writer (import, status, migrations) is in a
    transaction, as SQLite's BEGIN IMMEDIATE makes writers wait: two status changes of
    one claims file would otherwise both read it before either writes it, and one change
    would be lost. Readers take no lock; the lock ends with the transaction."""
    if connection.dialect.name == "postgresql":
        # as long as SQLite's busy timeout: a writer that hangs (suspended, cut off) does
        # not keep the others waiting for ever
        connection.exec_driver_sql(f"SET LOCAL lock_timeout = '{BUSY_TIMEOUT_MS}ms'")
        connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({_WRITER_LOCK})")


def open_engine(
    target: str,
    *,
    create: bool = True,
    cwd: Path | None = None,
    tell: Callable[[str], None] | None = None,
) -> Engine:
    """An engine on target, migrated to the current schema. Without create, a target that
    is not yet a kb database is refused as it is, neither created nor given kb's tables
    (a reading command on a mistyped --db); cwd is where the messages name files from.
    Migrating a database an earlier kb made is told to ``tell`` (_migrated)."""
    url = to_url(target)
    if not create:
        _require_kb_database(url, cwd)
    read_only = _read_only_uri(url)
    try:
        if read_only is not None:
            engine = sa.create_engine(url, creator=lambda: _connect_read_only(read_only))
            _sqlite_pragmas(engine, read_only=True)
        elif url.get_backend_name() == "sqlite":
            engine = sa.create_engine(url)
            _sqlite_pragmas(engine)
        elif url.get_backend_name() == "postgresql":
            if url.drivername == "postgresql":  # no driver named: the one kb ships with
                url = url.set(drivername="postgresql+psycopg")
            if url.get_driver_name() != "psycopg":
                raise DatabaseError(
                    f"{shown(url)}: PostgreSQL is reached with psycopg 3: "
                    "write postgresql+psycopg://..."
                )
            # UTF8 on the wire whatever the server's encoding: a SQL_ASCII database would
            # otherwise answer in bytes, which SQLAlchemy's first connect cannot read
            connect = {"connect_timeout": 5, "client_encoding": "utf8"}
            engine = sa.create_engine(url, connect_args=connect)
        else:
            raise DatabaseError(f"{shown(url)}: only SQLite and PostgreSQL are supported")
    except (NoSuchModuleError, ArgumentError, ValueError, ImportError) as error:
        raise DatabaseError(f"{shown(url)}: {error}") from None
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        versions: list[int] = []
        try:
            with engine.connect() as connection:
                _require_utf8(connection, url)
                with connection.begin():
                    newer = newer_migration(connection)
                    if newer is None and not pending(connection):
                        return engine
                    refused = not create and not has_kb_schema(connection)
            if newer is not None or refused:
                engine.dispose()
                raise _newer_kb(url, cwd, *newer) if newer is not None else no_ledger(url, cwd)
            with engine.connect() as connection:
                connection.execution_options(**{WRITE_OPTION: True})
                with connection.begin():
                    _lock_for_writing(connection)
                    versions = pending(connection)  # another kb may have migrated it
                    tables = migrate(connection, versions)
            if versions and versions[0] == 1 and url.get_backend_name() == "sqlite":
                # kb's tables are in a file that may have been another application's:
                # the connections made from now on switch it to WAL (_sqlite_pragmas)
                engine.dispose()
            if tell is not None and versions and versions[0] > 1:
                tell(_migrated(url, cwd, versions, tables))
            return engine
        except SQLAlchemyError as error:
            engine.dispose()
            reason = _reason(error)
            # SQLite answers "database is locked" at once, without waiting out the busy
            # timeout, while another process switches a new file to WAL or recovers
            # its WAL: opening again a moment later succeeds.
            if reason == "database is locked" and time.monotonic() < deadline:
                time.sleep(0.05)
                continue
            raise _cannot_open(url, cwd, error, versions) from None


def _migrated(url: URL, cwd: Path | None, versions: list[int], tables: list[str]) -> str:
    """What migrating a database an earlier kb made (``versions``, the migrations it
    lacked, which created ``tables``) means to the people who share it: a kb that lacks
    them refuses it from now on (_newer_kb), but for one older than LOOKS_SINCE, which
    may not check, and would write search text of its own rule into it; on PostgreSQL,
    the roles granted kb's tables need the new ones too."""
    message = (
        f"migrated the database {place(url, cwd)} from migration {named(versions[0] - 1)} to "
        f"{named(versions[-1])}: upgrade kb wherever it is used (older versions refuse it "
        f"from now on; one from before migration {named(LOOKS_SINCE)} may not check, and "
        "its kb import would leave search text this kb searches badly)"
    )
    if tables and url.get_backend_name() == "postgresql":
        message += (
            f"; it has new tables, {listed(tables)}: grant them to your team's roles as "
            "kb's other tables are"
        )
    return message


def _cannot_open(
    url: URL, cwd: Path | None, error: SQLAlchemyError, versions: list[int]
) -> DatabaseError:
    """The error for a database that could not be opened or migrated (``versions``: the
    migrations under way), with what to do when this connection may not change it, or
    when the database holds a table of a name kb needs (another application's)."""
    name = place(url, cwd)  # a SQLite file as its path, not sqlite:////its/path
    message = f"cannot open database {name}: {_why_unreadable(error, name)}"
    if versions and _not_allowed(error):
        message += (
            f" (kb was migrating it from migration {named(versions[0] - 1)} to "
            f"{named(versions[-1])} and may not change it: its owner should run any kb command "
            "once, e.g. kb import, to migrate it)"
            if versions[0] > 1
            else " (kb was creating its tables and may not change it: its owner should run "
            "kb import first)"
        )
    elif _name_taken(error):
        message += (
            "; kb needs a database of its own, or a schema of its own (CREATE SCHEMA kb, "
            "then add ?options=-csearch_path%3Dkb,public to the URL)"
            if url.get_backend_name() == "postgresql"
            else "; kb needs a database file of its own"
        )
    elif versions and versions[0] > 1:  # the migrations roll back with their transaction
        message += (
            f" (kb was migrating it from migration {named(versions[0] - 1)} to "
            f"{named(versions[-1])}; it is as it was)"
        )
    return DatabaseError(message)


def _not_allowed(error: SQLAlchemyError) -> bool:
    """Whether the database refused a change as one this connection may not make: a
    PostgreSQL role without the privilege (42501) or in a read-only transaction (25006),
    a SQLite file opened read-only."""
    orig = getattr(error, "orig", None)
    return getattr(orig, "sqlstate", None) in ("42501", "25006") or (
        getattr(orig, "sqlite_errorcode", 0) & 0xFF == sqlite3.SQLITE_READONLY
    )


def _name_taken(error: SQLAlchemyError) -> bool:
    """Whether kb could not create a table or index because the database holds one of
    that name already (PostgreSQL's 42P07; SQLite says so in words)."""
    orig = getattr(error, "orig", None)
    return getattr(orig, "sqlstate", None) == "42P07" or bool(
        re.fullmatch(r"(table|index) \S+ already exists", _reason(error))
    )


def _require_utf8(connection: sa.Connection, url: URL) -> None:
    """Refuse a PostgreSQL database whose encoding is not UTF8: LATIN1 cannot store the
    ledger's Chinese and Russian, and SQL_ASCII checks no text it is given."""
    if connection.dialect.name != "postgresql":
        return
    encoding = connection.exec_driver_sql("SHOW server_encoding").scalar()
    connection.rollback()
    if encoding != "UTF8":
        raise DatabaseError(
            f"{shown(url)}: the database's encoding is {encoding}; kb stores Chinese and "
            "Russian text and needs a UTF8 database (createdb --encoding UTF8)"
        )


def _reason(error: SQLAlchemyError) -> str:
    """The first line of what the driver said, without SQLAlchemy's statement dump."""
    return (str(getattr(error, "orig", None) or error).strip().splitlines() or [""])[0]


# SQLite's extended codes for a database in WAL mode read where it may not make the -shm
# file it reads through: SQLITE_READONLY_CANTINIT and SQLITE_READONLY_DIRECTORY
_NO_SHM_CODES = (sqlite3.SQLITE_READONLY | 5 << 8, sqlite3.SQLITE_READONLY | 6 << 8)


def _why_unreadable(error: SQLAlchemyError, name: str) -> str:
    """_reason, or, for a WAL database its reader may not make the -shm file of, what
    that means ("attempt to write a readonly database", of a reading command, does not
    say) and what to do."""
    if getattr(getattr(error, "orig", None), "sqlite_errorcode", None) not in _NO_SHM_CODES:
        return _reason(error)
    return (
        f"SQLite reads it through {name}-shm, which it may not create in a folder you may "
        "not write: ask its owner for write access to the folder or, when no one writes "
        "the database any more, to make it and its folder read-only for everyone "
        "(chmod a-w), and kb reads it as it is"
    )


def _newer_kb(url: URL, cwd: Path | None, version: int, name: str) -> OtherKbsDatabase:
    """The error for a database that a newer kb has migrated, or a kb built from another
    branch, whose migration of a number this kb knows is another: this one would read and
    write it without the tables and columns it does not know."""
    if version > len(MIGRATIONS):
        return OtherKbsDatabase(
            f"the database {place(url, cwd)} was written by a newer kb (migration {version} "
            f"{name!r}); upgrade kb"
        )
    return OtherKbsDatabase(
        f"the database {place(url, cwd)} was written by another kb (its migration {version} "
        f"{name!r} is not this kb's {named(version)}); use that kb"
    )


def no_ledger(url: URL, cwd: Path | None) -> DatabaseError:
    """The error for a database a command must read but no ledger was loaded into. On a
    server, a role without USAGE on the schema of kb's tables sees none of them either,
    and its owner has imported: the message names that cause too."""
    unseen = (
        ", or its tables are in a schema this role may not use (its owner grants USAGE on it)"
        if url.get_backend_name() == "postgresql"
        else ""
    )
    return DatabaseError(
        f"the database {place(url, cwd)} holds no ledger: load one with kb import{unseen}"
    )


def sqlite_file(url: URL) -> Path | None:
    """The file of a SQLite URL, a URI's (file:kb.sqlite?uri=true) included; None for a
    database in memory or on a server."""
    if url.get_backend_name() != "sqlite":
        return None
    database = url.database or ""
    if "uri" in url.query and database.startswith("file:"):
        parts = urlsplit(database)
        if "mode=memory" in parts.query:
            return None
        database = unquote(parts.path)
    return None if database in ("", ":memory:") else Path(database)


def _read_only_uri(url: URL) -> str | None:
    """The URI to read a SQLite file through when kb may not write it, else None: the URL
    asks for read-only (?mode=ro&uri=true), or this process may not write the file or its
    folder (where SQLite keeps the write-ahead log and its index, -wal and -shm).

    Such a file is read as it is, never switched to WAL; one that needs migrating fails
    to, and _cannot_open says who may.  A file and folder no one can write (no write bit
    for anyone: 444 in 555; this process alone being refused is not enough, as the
    folder's owner may be writing while another user reads) with no -wal beside it has no
    writer at work, and SQLite cannot make the -shm it reads a WAL file through: the
    file is read as immutable (without locks).  Elsewhere SQLite reads it with locks,
    which is right while a writer is at work; that it cannot make the -shm there is
    _reason's to say."""
    path = sqlite_file(url)
    if path is None or not path.is_file():
        return None  # a server, memory, or a file still to be created
    path = path.resolve()
    folder_writable = os.access(path.parent, os.W_OK | os.X_OK)
    asked = url.query.get("mode") == "ro"
    if folder_writable and os.access(path, os.W_OK) and not asked:
        return None
    uri = f"{path.as_uri()}?mode=ro"
    if _no_one_writes(path) and not path.with_name(f"{path.name}-wal").exists():
        uri += "&immutable=1"
    return uri


def _no_one_writes(path: Path) -> bool:
    """Whether neither the file at path nor its folder has a write bit, for anyone."""
    try:
        return all(stat.S_IMODE(p.stat().st_mode) & 0o222 == 0 for p in (path, path.parent))
    except OSError:
        return False


def _connect_read_only(uri: str) -> sqlite3.Connection:
    # SQLAlchemy's pool may hand a connection to another thread, as it does its own
    return sqlite3.connect(uri, uri=True, check_same_thread=False)


def _require_kb_database(url: URL, cwd: Path | None) -> None:
    """Refuse a SQLite file that does not exist (connecting would create it) or that kb
    never wrote (connecting would switch it to WAL), looking at it read-only."""
    path = sqlite_file(url)
    if path is None:
        return  # a server, or memory: refused after connecting, before any migration
    if path.is_dir():
        raise DatabaseError(f"{place(url, cwd)}: a folder, not a database file")
    if not path.is_file():
        raise DatabaseError(f"{place(url, cwd)}: no such database (kb import creates it)")
    read_only = _read_only_uri(url) or f"{path.resolve().as_uri()}?mode=ro"
    probe = sa.create_engine("sqlite://", creator=lambda: _connect_read_only(read_only))
    try:
        with probe.connect() as connection:
            found = has_kb_schema(connection)
    except SQLAlchemyError as error:
        name = place(url, cwd)
        raise DatabaseError(
            f"cannot open database {name}: {_why_unreadable(error, name)}"
        ) from None
    finally:
        probe.dispose()
    if not found:
        raise no_ledger(url, cwd)


@contextmanager
def transaction(engine: Engine, *, write: bool = False) -> Iterator[Session]:
    """One session in one transaction: committed when the block ends, else rolled back.

    write=True takes the write lock at the start (SQLite's BEGIN IMMEDIATE, a PostgreSQL
    advisory lock), so concurrent writers wait for each other (on SQLite up to the busy
    timeout) instead of failing midway or losing a change. A reader on PostgreSQL reads
    from one snapshot (REPEATABLE READ), as SQLite's readers do: under the server's default
    READ COMMITTED each query saw what had been committed when it ran, and a command
    reading while a colleague's import committed printed one import's statements with the
    other's quotes. A database that stays locked or fails underneath becomes a
    DatabaseError.
    """
    options: dict[str, object] = {WRITE_OPTION: write}
    # Not writers: their snapshot would be taken by the advisory lock's query, before the
    # wait, and miss what the writer they waited for committed.
    if not write and engine.dialect.name == "postgresql":
        options["isolation_level"] = "REPEATABLE READ"
    bound = engine.execution_options(**options)
    try:
        with Session(bound) as session, session.begin():
            if write:
                _lock_for_writing(session.connection())
            yield session
    except DBAPIError as error:
        if not _refused(error):
            raise  # kb's own mistake: a bug, with its traceback
        reason = _reason(error)
        if _damaged(error):
            reason += " (restore the file, or delete it and run kb import: it is rebuilt)"
        elif _lock_wait_ended(error):
            reason += (
                f" (another kb command has been writing to it for over "
                f"{BUSY_TIMEOUT_MS / 1000:g} s; try again when it has finished)"
            )
        raise DatabaseError(f"database {shown(engine.url)}: {reason}") from None


# SQLSTATEs (and their classes) of a PostgreSQL server that refuses the work for reasons
# of its own: no right to the table, a read-only transaction, a trigger of the database's
# owner, no space, an administrator's command, a lost connection.
_REFUSALS = ("42501", "25006", "P0001", "53", "57", "08")


def _refused(error: DBAPIError) -> bool:
    """Whether the database refused or failed underneath (locked, read-only, full, cut
    off, not allowed, a damaged file), rather than kb sending it something wrong."""
    state = getattr(error.orig, "sqlstate", None) or ""
    return isinstance(error, OperationalError) or state.startswith(_REFUSALS) or _damaged(error)


def _lock_wait_ended(error: DBAPIError) -> bool:
    """Whether the write lock was still held by another writer when the busy timeout (or
    PostgreSQL's lock_timeout, 55P03) ran out."""
    state = getattr(error.orig, "sqlstate", None)
    return state == "55P03" or _reason(error) == "database is locked"


def _damaged(error: DBAPIError) -> bool:
    """Whether SQLite found its file damaged ("database disk image is malformed"): its
    plain DatabaseError, not one of the subclasses kb's own mistakes raise."""
    return type(error.orig) is sqlite3.DatabaseError
