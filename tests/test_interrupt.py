"""An import killed half-way leaves the old state, never a mix.

The import runs in a child process on a synthetic ledger large enough to take seconds;
the test waits until the child is writing (SQLite: its write-ahead log grows;
PostgreSQL: its backend runs an INSERT inside the transaction) and kills it with SIGKILL.
"""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import sqlalchemy as sa

from kb.database import open_engine
from tests.synthetic import write_synthetic

OLD_CLAIMS = 30
NEW_CLAIMS = 20_000


def _claims(db: str) -> int:
    engine = open_engine(db)
    try:
        with engine.connect() as connection:
            return int(connection.execute(sa.text("SELECT count(*) FROM claim")).scalar_one())
    finally:
        engine.dispose()


def _import(db: str, root: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-c", "from cli.app import main; main()", "--db", db, "import"],
        cwd=root,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)},
    )


def _writing(db: str, probe: sa.Engine | None) -> bool:
    if probe is None:
        wal = Path(db + "-wal")
        return wal.exists() and wal.stat().st_size > 1_000_000
    with probe.connect() as connection:
        query = "SELECT count(*) FROM pg_stat_activity WHERE query ILIKE 'INSERT INTO claim%'"
        return bool(connection.execute(sa.text(query)).scalar_one())


def test_killed_import_leaves_the_old_state(db_url: str, tmp_path: Path) -> None:
    old = write_synthetic(tmp_path / "old", OLD_CLAIMS)
    new = write_synthetic(tmp_path / "new", NEW_CLAIMS)
    first = _import(db_url, old)
    assert first.wait(timeout=120) == 0, first.stderr.read() if first.stderr else ""
    assert _claims(db_url) == OLD_CLAIMS

    probe = None if "://" not in db_url else sa.create_engine(db_url)
    child = _import(db_url, new)
    deadline = time.monotonic() + 120
    while not _writing(db_url, probe):
        assert child.poll() is None, "the import ended before it was seen writing"
        assert time.monotonic() < deadline
        time.sleep(0.01)
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    if probe is not None:
        probe.dispose()

    assert child.returncode == -signal.SIGKILL
    assert _claims(db_url) == OLD_CLAIMS


@pytest.mark.parametrize("claims", [NEW_CLAIMS])
def test_completed_import_holds_the_new_state(db_url: str, tmp_path: Path, claims: int) -> None:
    new = write_synthetic(tmp_path / "new", claims)
    child = _import(db_url, new)
    assert child.wait(timeout=300) == 0
    assert _claims(db_url) == claims


# the export's child: its write to disk is where SIGTERM (a CI timeout, docker stop) comes,
# on its nth file (argv[1])
TERMINATED_WHILE_WRITING = """
import itertools, os, signal, sys
nth, files = int(sys.argv.pop(1)), itertools.count(1)
os.fsync = lambda fd: next(files) == nth and os.kill(os.getpid(), signal.SIGTERM)
from cli.app import main
main()
"""


@pytest.mark.parametrize(
    ("output", "nth", "over"),
    [
        ("json", 1, False),
        ("prov", 1, False),
        ("toml", 7, False),  # of 8: three sources, sources.toml, agents.toml, three claims files
        ("toml", 7, True),  # over an export of the ledger before a kb status
    ],
)
def test_export_terminated_while_writing_leaves_the_folder_as_it_was(
    tmp_path: Path, output: str, nth: int, over: bool
) -> None:
    """`kb export --out build/` ended by SIGTERM left its temporary file, a hidden
    .kb.json.*.tmp of the whole export, in build/; the TOML ledger, the files written
    before it (which kb import loaded as the whole ledger), or over an export, a mix of
    the new and the old. The command still dies by the signal."""
    root = write_synthetic(tmp_path / "ledger", OLD_CLAIMS, per_source=10)
    env = {
        **os.environ,
        "KB_DB": str(tmp_path / "kb.sqlite"),
        "PYTHONPATH": str(Path(__file__).resolve().parent.parent),
    }
    kb = [sys.executable, "-c", "from cli.app import main; main()"]
    subprocess.run([*kb, "import"], cwd=root, env=env, check=True, capture_output=True)
    out = tmp_path / "build"
    export = ["export", "--format", output, "--out", str(out)]
    if over:
        subprocess.run([*kb, *export], env=env, check=True, capture_output=True)
        status = ["status", "claim-000001", "disputed", "--reason", "contradicted"]
        subprocess.run([*kb, *status], cwd=root, env=env, check=True, capture_output=True)
    before = {p: p.read_bytes() if p.is_file() else None for p in out.rglob("*")}
    command = [sys.executable, "-c", TERMINATED_WHILE_WRITING, str(nth), *export]
    child = subprocess.run(command, env=env, capture_output=True)
    assert child.returncode == -signal.SIGTERM
    assert {p: p.read_bytes() if p.is_file() else None for p in out.rglob("*")} == before
    if output == "toml" and not over:
        assert not out.exists()
        assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # no .build.*
