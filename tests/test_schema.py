"""The migrated schema is the schema the models describe, on both engines."""

import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy.engine import Engine
from sqlmodel import SQLModel

import kb.models  # noqa: F401  (registers the tables on SQLModel.metadata)
from kb.database import open_engine
from kb.migrations import MIGRATIONS


def _ignore_search_index(obj: object, name: str | None, type_: str, *_: object) -> bool:
    """The trigram search structures are dialect-specific and not modelled."""
    return not (name or "").startswith(("claim_text_fts", "ix_claim_text_body_trgm"))


def test_migrated_schema_equals_models(engine: Engine) -> None:
    with engine.connect() as connection:
        context = MigrationContext.configure(
            connection,
            opts={"compare_type": True, "include_object": _ignore_search_index},
        )
        differences = compare_metadata(context, SQLModel.metadata)
    assert differences == []


def test_migrations_are_recorded_once(db_url: str) -> None:
    open_engine(db_url).dispose()
    engine = open_engine(db_url)  # opening again applies nothing new
    with engine.connect() as connection:
        rows = connection.execute(sa.text("SELECT version, name FROM kb_migration")).all()
    engine.dispose()
    assert sorted(rows) == [(n, name) for n, (name, _) in enumerate(MIGRATIONS, start=1)]


def test_sqlite_connections_use_wal_foreign_keys_and_busy_timeout(tmp_path: object) -> None:
    engine = open_engine(f"{tmp_path}/pragmas.sqlite")
    with engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        assert connection.exec_driver_sql("PRAGMA busy_timeout").scalar() >= 1000
    engine.dispose()
