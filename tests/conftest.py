"""Shared fixtures.

Every test runs with KB_DB pointing at a temporary file, so no test touches the
project's own database. Database tests run on SQLite and on a real PostgreSQL server:
the one KB_TEST_PG_URL names, or one started here for the session with
.ci/start-postgres (which installs PostgreSQL from Debian's packages when missing).
"""

import os
import shutil
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa
from sqlalchemy.engine import Engine, make_url

from kb.database import open_engine

ROOT = Path(__file__).resolve().parent.parent
PG_ENV = "KB_TEST_PG_URL"


@pytest.fixture(autouse=True)
def _isolated_database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KB_DB", str(tmp_path / "isolated.sqlite"))
    monkeypatch.setenv("NO_COLOR", "1")


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """The URL of a PostgreSQL server whose `postgres` database we may create databases from."""
    if os.environ.get(PG_ENV):
        yield os.environ[PG_ENV]
        return
    folder = tempfile.mkdtemp(prefix="kb-pg-")
    os.chmod(folder, 0o755)
    started = subprocess.run(
        [str(ROOT / ".ci" / "start-postgres"), folder], capture_output=True, text=True
    )
    if started.returncode != 0:
        raise RuntimeError(f"could not start PostgreSQL: {started.stderr}")
    try:
        yield started.stdout.strip()
    finally:
        bindir = next(Path("/usr/lib/postgresql").glob("*/bin"))
        stop = [str(bindir / "pg_ctl"), "-D", f"{folder}/data", "-m", "immediate", "stop"]
        if os.geteuid() == 0:
            stop = ["runuser", "-u", "kbpg", "--", *stop]
        subprocess.run(stop, capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def postgres_url(postgres_server: str) -> Iterator[str]:
    """A fresh, empty PostgreSQL database for one test."""
    admin = sa.create_engine(postgres_server, isolation_level="AUTOCOMMIT")
    name = f"kbtest_{uuid.uuid4().hex[:12]}"
    with admin.connect() as connection:
        connection.exec_driver_sql(f"CREATE DATABASE {name}")
    url = make_url(postgres_server).set(database=name).render_as_string(hide_password=False)
    try:
        yield url
    finally:
        with admin.connect() as connection:
            connection.exec_driver_sql(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        admin.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A database URL or path for each engine: every database test runs on both."""
    if request.param == "sqlite":
        return str(tmp_path / "kb.sqlite")
    return str(request.getfixturevalue("postgres_url"))


@pytest.fixture
def engine(db_url: str) -> Iterator[Engine]:
    engine = open_engine(db_url)
    yield engine
    engine.dispose()


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A copy of the shipped ledger (claims/ and sources/) in a temporary folder."""
    target = tmp_path / "project"
    shutil.copytree(ROOT / "claims", target / "claims")
    shutil.copytree(ROOT / "sources", target / "sources")
    return target
