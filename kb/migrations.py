"""Schema migrations, run every time a database is opened and recorded in kb_migration.

Each migration is explicit DDL written with Alembic's operations, so that it stays what
it was when it shipped; tests/test_schema.py proves that the migrated schema equals the
models in kb/models.py on SQLite and on PostgreSQL.
"""

from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from kb.search_text import search_text, with_aliases
from kb.values import humanize

if TYPE_CHECKING:
    from alembic.operations import Operations


def _claim_fk() -> sa.ForeignKey:
    return sa.ForeignKey("claim.id", ondelete="CASCADE")


def _v1_record(op: "Operations") -> None:
    op.create_table(
        "source",
        sa.Column("id", sa.String(), primary_key=True),
        sa.Column("path", sa.String(), nullable=False, unique=True),
        sa.Column("title", sa.String(), nullable=False),
        sa.Column("url", sa.String()),
        sa.Column("publisher", sa.String()),
        sa.Column("language", sa.String(), nullable=False),
        sa.Column("published", sa.String()),
        sa.Column("sha256", sa.String(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("ordinal", sa.Integer(), nullable=False),
    )
    op.create_table(
        "agent",
        sa.Column("name", sa.String(), primary_key=True),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("note", sa.String()),
        sa.Column("file", sa.String(), nullable=False),
        sa.Column("ordinal", sa.Integer(), nullable=False),
    )
    op.create_table(
        "claim",
        sa.Column("id", sa.String(), primary_key=True),
        sa.Column("statement", sa.Text(), nullable=False),
        sa.Column("subject", sa.String(), nullable=False),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("value_low", sa.Float()),
        sa.Column("value_high", sa.Float()),
        sa.Column("unit", sa.String()),
        sa.Column("note", sa.Text()),
        sa.Column("file", sa.String(), nullable=False),
        sa.Column("ordinal", sa.Integer(), nullable=False),
    )
    op.create_index("ix_claim_subject", "claim", ["subject"])
    op.create_index("ix_claim_status", "claim", ["status"])
    op.create_table(
        "attribution",
        sa.Column("claim_id", sa.String(), _claim_fk(), primary_key=True),
        sa.Column("seq", sa.Integer(), primary_key=True),
        sa.Column("agent_name", sa.String(), sa.ForeignKey("agent.name"), nullable=False),
    )
    op.create_index("ix_attribution_agent_name", "attribution", ["agent_name"])
    op.create_table(
        "citation",
        sa.Column("claim_id", sa.String(), _claim_fk(), primary_key=True),
        sa.Column("seq", sa.Integer(), primary_key=True),
        sa.Column("source_id", sa.String(), sa.ForeignKey("source.id"), nullable=False),
        sa.Column("start", sa.Integer(), nullable=False),
        sa.Column("end", sa.Integer(), nullable=False),
        sa.Column("quote", sa.Text(), nullable=False),
    )
    op.create_index("ix_citation_source_id", "citation", ["source_id"])
    op.create_table(
        "link",
        sa.Column("claim_id", sa.String(), _claim_fk(), primary_key=True),
        sa.Column("seq", sa.Integer(), primary_key=True),
        sa.Column("relation", sa.String(), nullable=False),
        sa.Column("target_id", sa.String(), nullable=False),
        sa.Column("formula", sa.String()),
        sa.Column("note", sa.Text()),
    )
    op.create_index("ix_link_target_id", "link", ["target_id"])
    op.create_table(
        "event",
        sa.Column("claim_id", sa.String(), _claim_fk(), primary_key=True),
        sa.Column("seq", sa.Integer(), primary_key=True),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("at", sa.String(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
    )
    op.create_index("ix_event_at", "event", ["at"])
    op.create_table(
        "ignore",
        sa.Column("file", sa.String(), primary_key=True),
        sa.Column("ordinal", sa.Integer(), primary_key=True),
        sa.Column("source_id", sa.String(), sa.ForeignKey("source.id"), nullable=False),
        sa.Column("start", sa.Integer(), nullable=False),
        sa.Column("end", sa.Integer(), nullable=False),
        sa.Column("quote", sa.Text(), nullable=False),
        sa.Column("reason", sa.String(), nullable=False),
    )
    op.create_index("ix_ignore_source_id", "ignore", ["source_id"])
    op.create_table(
        "claim_text",
        sa.Column("claim_id", sa.String(), _claim_fk(), primary_key=True),
        sa.Column("body", sa.Text(), nullable=False),
    )
    op.create_table(
        "ledger_state",
        sa.Column("root", sa.String(), primary_key=True),
        sa.Column("fingerprint", sa.String(), nullable=False),
        sa.Column("imported_at", sa.String(), nullable=False),
    )


def _v2_search_index(op: "Operations") -> None:
    """Substring search that works for Chinese and Russian: trigram indexes.

    SQLite: an FTS5 table with the trigram tokenizer, kept in step with claim_text by
    triggers. PostgreSQL: pg_trgm with a GIN index on claim_text.body.
    """
    if op.get_bind().dialect.name == "sqlite":
        op.execute(
            "CREATE VIRTUAL TABLE claim_text_fts USING fts5("
            "body, content='claim_text', content_rowid='rowid', tokenize='trigram')"
        )
        op.execute(
            "CREATE TRIGGER claim_text_ai AFTER INSERT ON claim_text BEGIN "
            "INSERT INTO claim_text_fts(rowid, body) VALUES (new.rowid, new.body); END"
        )
        op.execute(
            "CREATE TRIGGER claim_text_ad AFTER DELETE ON claim_text BEGIN "
            "INSERT INTO claim_text_fts(claim_text_fts, rowid, body) "
            "VALUES ('delete', old.rowid, old.body); END"
        )
        op.execute(
            "CREATE TRIGGER claim_text_au AFTER UPDATE ON claim_text BEGIN "
            "INSERT INTO claim_text_fts(claim_text_fts, rowid, body) "
            "VALUES ('delete', old.rowid, old.body); "
            "INSERT INTO claim_text_fts(rowid, body) VALUES (new.rowid, new.body); END"
        )
    else:
        op.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
        op.execute(
            "CREATE INDEX ix_claim_text_body_trgm ON claim_text USING gin (body gin_trgm_ops)"
        )


def _v3_search_folds(op: "Operations") -> None:
    """Search text folds ё to е and curly quotes to straight ones: fold what is stored
    (the folds kb.search_text.fold_for_search made when this migration was written; the
    SQLite triggers of v2 update the index)."""
    body = "body"
    for folded, plain in (("ё", "е"), ("’", "'"), ("‘", "'"), ("ʼ", "'"), ("“", '"'), ("”", '"')):
        body = f"replace({body}, '{folded}', '{plain.replace(chr(39), chr(39) * 2)}')"
    op.execute(f"UPDATE claim_text SET body = {body}")


def _rebuild_search_text(op: "Operations") -> None:
    """Every claim's search text made again from the claims, their agents and quotes.

    Unlike the DDL above this calls the running version's rule (kb.search_text.search_text):
    the search text is derived data, and what it must be is what kb import writes now.
    """
    connection = op.get_bind()
    agents = _by_claim(connection, "SELECT claim_id, agent_name FROM attribution")
    if sa.inspect(connection).has_table("agent_alias"):  # from migration 9 on
        aliases: dict[str, list[str]] = {}
        select = "SELECT agent_name, alias FROM agent_alias ORDER BY agent_name, seq"
        for name, alias in connection.execute(sa.text(select)):
            aliases.setdefault(name, []).append(alias)
        agents = {claim: with_aliases(names, aliases) for claim, names in agents.items()}
    quotes = _by_claim(connection, "SELECT claim_id, quote FROM citation")
    rows = [
        {
            "id": claim_id,
            "body": search_text(
                claim_id,
                subject,
                statement,
                humanize(low, high, unit),
                note,
                agents.get(claim_id, []),
                quotes.get(claim_id, []),
            ),
        }
        for claim_id, subject, statement, low, high, unit, note in connection.execute(
            sa.text("SELECT id, subject, statement, value_low, value_high, unit, note FROM claim")
        )
    ]
    if rows:
        connection.execute(sa.text("UPDATE claim_text SET body = :body WHERE claim_id = :id"), rows)


def _by_claim(connection: Connection, select: str) -> dict[str, list[str]]:
    """The texts ``select`` gives (claim_id, text) of a claim's child table, by claim, in
    the claim's order of them (seq)."""
    texts: dict[str, list[str]] = {}
    for claim_id, text in connection.execute(sa.text(f"{select} ORDER BY claim_id, seq")):
        texts.setdefault(claim_id, []).append(text)
    return texts


def _v5_ledger_files(op: "Operations") -> None:
    """The files of the ledger last imported, each with its sha256, so that a ledger
    edited since can be told by file (a database imported before names none until
    its next import)."""
    op.create_table(
        "ledger_file",
        sa.Column("path", sa.String(), primary_key=True),
        sa.Column("sha256", sa.String(), nullable=False),
    )


def _v9_agent_aliases(op: "Operations") -> None:
    """An agent's other names, as pages in other languages write them ("Блейс Гудсон"):
    empty until the ledger is imported again."""
    op.create_table(
        "agent_alias",
        sa.Column(
            "agent_name",
            sa.String(),
            sa.ForeignKey("agent.name", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("seq", sa.Integer(), primary_key=True),
        sa.Column("alias", sa.String(), nullable=False),
    )


# A migration whose step is _rebuild_search_text changed the search text's rule: the
# text is made again from the claims, once however many such migrations a database lacks
# (migrate), since each would make it by the running kb's rule.
MIGRATIONS: tuple[tuple[str, Callable[["Operations"], None]], ...] = (
    ("record", _v1_record),
    ("search-index", _v2_search_index),
    ("search-folds", _v3_search_folds),
    # each run of white space is one space, none between Chinese characters, so that a
    # quote that wraps a line is found by a phrase
    ("search-spaces", _rebuild_search_text),
    ("ledger-files", _v5_ledger_files),
    # a hyphen inside a word is a space ("KV-cache", "KV cache")
    ("search-hyphens", _rebuild_search_text),
    # the accents of Latin letters are dropped ("Jalapeno" finds "Jalapeño")
    ("search-accents", _rebuild_search_text),
    # compatibility forms are plain ones (full-width ＫＶ and ７５０ as KV and 750), and a
    # space beside a Chinese character is dropped ("KV 缓存" is found by "KV缓存")
    ("search-widths-and-cjk-spaces", _rebuild_search_text),
    ("agent-aliases", _v9_agent_aliases),
    # the names of the agents a claim is attributed to (kb search 林晓 finds what 林晓 said)
    ("search-agents", _rebuild_search_text),
    # a claim's value as a table shows it, and a dash between two words or figures as a
    # space (kb search "70–100 wafer", pasted from kb table, finds sol-wafers-70-100)
    ("search-values", _rebuild_search_text),
    # the Latin letters with no accent to drop as people type them without ("Tromso"
    # finds "Tromsø", "AEble" finds "Æble")
    ("search-letters", _rebuild_search_text),
    # Chinese in Simplified characters (kb search 参数 finds 參數, and 參數 参数)
    ("search-chinese-script", _rebuild_search_text),
    # a tilde or a wave dash inside a word as a space, as a hyphen (kb search 70～100, as
    # Chinese writes a range, finds 70–100 wafer)
    ("search-tildes", _rebuild_search_text),
    # no comma between a digit and three more, a thousands separator (kb search 1050000
    # finds 1,050,000 tokens, and 9,200 finds 9200 tokens)
    ("search-thousands", _rebuild_search_text),
    # no space between a number's groups of three digits, as Russian writes thousands
    # (kb search "1 050 000" and 9200 find 1 050 000 tokens and "9 200")
    ("search-digit-groups", _rebuild_search_text),
)

_LEDGER = sa.table(
    "kb_migration",
    sa.column("version", sa.Integer()),
    sa.column("name", sa.String()),
    sa.column("applied_at", sa.String()),
)


def has_kb_schema(connection: Connection) -> bool:
    """Whether kb has ever migrated this database (its kb_migration table exists)."""
    if connection.dialect.name == "sqlite":
        return (
            connection.exec_driver_sql(
                "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kb_migration'"
            ).first()
            is not None
        )
    # A query of pg_class, not to_regclass(): to_regclass reads the backend's catalog
    # cache, which can still miss a table that another kb process created while this
    # one waited for the writer lock; a query sees every committed row.
    return (
        connection.exec_driver_sql(
            "SELECT 1 FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n "
            "ON n.oid = c.relnamespace "
            "WHERE c.relname = 'kb_migration' AND n.nspname = current_schema()"
        ).first()
        is not None
    )


def _applied(connection: Connection) -> dict[int, str]:
    """The migrations recorded in kb_migration: version -> name."""
    return dict(connection.execute(sa.select(_LEDGER.c.version, _LEDGER.c.name)).all())


def pending(connection: Connection) -> list[int]:
    """The versions of the migrations this database has not seen, in order (every one for
    a database kb never migrated): a read, so that opening a database that needs nothing
    takes no lock a writer waits for."""
    done = _applied(connection) if has_kb_schema(connection) else {}
    return [version for version in range(1, len(MIGRATIONS) + 1) if version not in done]


# The first migration whose every kb looks for migrations it does not know
# (newer_migration): a kb older than it opens a database of any migration as if it were
# its own. The check came with a kb at migration 6, but kbs at 6 and at 7 were made
# without it, so only a kb at 8 is sure to have it.
LOOKS_SINCE = 8


def named(version: int) -> str:
    """A migration as messages name it: "10 'search-agents'"."""
    return f"{version} {MIGRATIONS[version - 1][0]!r}"


def newer_migration(connection: Connection) -> tuple[int, str] | None:
    """The newest migration recorded that this kb does not know, (version, name): a
    newer kb wrote the database, perhaps with columns this one would not fill (or a kb
    built from another branch, whose migration of that number is another); None when kb
    knows every one (or never migrated the database)."""
    if not has_kb_schema(connection):
        return None
    known = {version: name for version, (name, _) in enumerate(MIGRATIONS, start=1)}
    unknown = [(v, name) for v, name in _applied(connection).items() if known.get(v) != name]
    return max(unknown, default=None)


def migrate(connection: Connection, versions: list[int]) -> list[str]:
    """Apply the migrations of ``versions`` (those ``pending`` gave), in order; the names
    of the tables they created, which a PostgreSQL role granted kb's tables before cannot
    read until it is granted these too."""
    if not versions:
        return []
    tables = set(sa.inspect(connection).get_table_names())
    if not has_kb_schema(connection):
        connection.execute(
            sa.text(
                "CREATE TABLE kb_migration (version INTEGER NOT NULL PRIMARY KEY, "
                "name VARCHAR NOT NULL, applied_at VARCHAR NOT NULL)"
            )
        )
    # Alembic takes a tenth of a second to import: only when there is work for it.
    from alembic.migration import MigrationContext
    from alembic.operations import Operations

    op = Operations(MigrationContext.configure(connection))
    rebuild = False
    for version in versions:
        name, step = MIGRATIONS[version - 1]
        if step is _rebuild_search_text:
            rebuild = True  # once, after the others (a database of migration 2 lacks 7)
        else:
            step(op)
        # isoformat, not the ledger's TIMESTAMP_FORMAT: the form (microseconds, +00:00)
        # every database already holds in this column; nothing reads it but people
        connection.execute(
            _LEDGER.insert().values(
                version=version, name=name, applied_at=datetime.now(UTC).isoformat()
            )
        )
    if rebuild:
        _rebuild_search_text(op)
    return sorted(set(sa.inspect(connection).get_table_names()) - tables - {"kb_migration"})
