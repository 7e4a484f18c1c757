"""The record: SQLModel tables for sources, agents, claims and what hangs off claims.

Keys are natural (source id, agent name, claim id, and a sequence number within a
claim) so that importing the same ledger twice writes the same rows.
No ``from __future__ import annotations`` here: SQLModel reads the annotations.
"""

from sqlalchemy import Column, Text
from sqlmodel import Field, SQLModel

# Every table that belongs to one ledger file records it, so that `kb export --format
# toml` writes each record back to the file it came from, in its order.


class Source(SQLModel, table=True):
    id: str = Field(primary_key=True)
    path: str = Field(unique=True)
    title: str
    url: str | None = None
    publisher: str | None = None
    language: str
    published: str | None = None
    sha256: str
    text: str = Field(sa_column=Column(Text, nullable=False))
    ordinal: int


class Agent(SQLModel, table=True):
    name: str = Field(primary_key=True)
    kind: str
    note: str | None = None
    file: str
    ordinal: int


class AgentAlias(SQLModel, table=True):
    """Another name of an agent (`aliases`), in the order the ledger lists them."""

    __tablename__ = "agent_alias"
    agent_name: str = Field(foreign_key="agent.name", primary_key=True, ondelete="CASCADE")
    seq: int = Field(primary_key=True)
    alias: str


class Claim(SQLModel, table=True):
    id: str = Field(primary_key=True)
    statement: str = Field(sa_column=Column(Text, nullable=False))
    subject: str = Field(index=True)
    status: str = Field(index=True)
    value_low: float | None = None
    value_high: float | None = None
    unit: str | None = None
    note: str | None = Field(default=None, sa_column=Column(Text, nullable=True))
    file: str
    ordinal: int


class Attribution(SQLModel, table=True):
    """Claim -> Agent, in the order the ledger lists them (`attributed_to`)."""

    claim_id: str = Field(foreign_key="claim.id", primary_key=True, ondelete="CASCADE")
    seq: int = Field(primary_key=True)
    agent_name: str = Field(foreign_key="agent.name", index=True)


class Citation(SQLModel, table=True):
    claim_id: str = Field(foreign_key="claim.id", primary_key=True, ondelete="CASCADE")
    seq: int = Field(primary_key=True)
    source_id: str = Field(foreign_key="source.id", index=True)
    start: int
    end: int
    quote: str = Field(sa_column=Column(Text, nullable=False))


class Link(SQLModel, table=True):
    """claim -> target with a relation. The target has no foreign key on purpose: a
    dangling link is a finding of `kb check`, not a reason to refuse to store the rest."""

    claim_id: str = Field(foreign_key="claim.id", primary_key=True, ondelete="CASCADE")
    seq: int = Field(primary_key=True)
    relation: str
    target_id: str = Field(index=True)
    formula: str | None = None
    note: str | None = Field(default=None, sa_column=Column(Text, nullable=True))


class Event(SQLModel, table=True):
    """The append-only history of a claim's status."""

    claim_id: str = Field(foreign_key="claim.id", primary_key=True, ondelete="CASCADE")
    seq: int = Field(primary_key=True)
    status: str
    at: str = Field(index=True)
    reason: str = Field(sa_column=Column(Text, nullable=False))


class Ignore(SQLModel, table=True):
    """A span of a source that holds no claim (an advert, a heading), with the reason."""

    file: str = Field(primary_key=True)
    ordinal: int = Field(primary_key=True)
    source_id: str = Field(foreign_key="source.id", index=True)
    start: int
    end: int
    quote: str = Field(sa_column=Column(Text, nullable=False))
    reason: str


class ClaimText(SQLModel, table=True):
    """What `kb search` searches: statement, subject, note, agents and quotes of a claim."""

    __tablename__ = "claim_text"
    claim_id: str = Field(foreign_key="claim.id", primary_key=True, ondelete="CASCADE")
    body: str = Field(sa_column=Column(Text, nullable=False))


class LedgerState(SQLModel, table=True):
    """One row per ledger root: the fingerprint of the files last imported from it."""

    __tablename__ = "ledger_state"
    root: str = Field(primary_key=True)
    fingerprint: str
    imported_at: str


class LedgerFileHash(SQLModel, table=True):
    """Each file of the ledger last imported (relative to its root) and its sha256, so
    that a change since can be named by file."""

    __tablename__ = "ledger_file"
    path: str = Field(primary_key=True)
    sha256: str


class Migration(SQLModel, table=True):
    __tablename__ = "kb_migration"
    version: int = Field(primary_key=True)
    name: str
    applied_at: str
