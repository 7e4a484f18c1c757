"""The ledger as plain data: what claims/*.toml and sources/sources.toml hold.

These records are what the reader produces, the store loads and dumps, and the writer
turns back into TOML; none of them knows about files or databases.
"""

from dataclasses import dataclass, field

RELATIONS: tuple[str, ...] = ("derived-from", "assumes", "supports", "contradicts", "supersedes")
AGENT_KINDS: tuple[str, ...] = ("official", "analyst", "press", "community", "caption", "article")


@dataclass
class SourceRecord:
    id: str
    path: str
    title: str
    language: str
    sha256: str
    text: str
    url: str | None = None
    publisher: str | None = None
    published: str | None = None


@dataclass
class AgentRecord:
    name: str
    kind: str
    note: str | None = None
    # how pages in other languages name it ("Блейс Гудсон", 博通), as they write it
    aliases: list[str] = field(default_factory=list)


@dataclass
class CitationRecord:
    source: str
    quote: str
    start: int
    end: int


@dataclass
class LinkRecord:
    relation: str
    claim: str
    formula: str | None = None
    note: str | None = None


@dataclass
class EventRecord:
    status: str
    at: str
    reason: str


@dataclass
class ClaimRecord:
    id: str
    statement: str
    subject: str
    status: str
    attributed_to: list[str] = field(default_factory=list)
    low: float | None = None
    high: float | None = None
    unit: str | None = None
    note: str | None = None
    citations: list[CitationRecord] = field(default_factory=list)
    links: list[LinkRecord] = field(default_factory=list)
    history: list[EventRecord] = field(default_factory=list)


@dataclass
class IgnoreRecord:
    source: str
    quote: str
    start: int
    end: int
    reason: str


@dataclass
class LedgerFile:
    """One TOML file of claims/: its path relative to the ledger root, in POSIX form."""

    path: str
    agents: list[AgentRecord] = field(default_factory=list)
    claims: list[ClaimRecord] = field(default_factory=list)
    ignores: list[IgnoreRecord] = field(default_factory=list)


@dataclass
class Ledger:
    sources: list[SourceRecord] = field(default_factory=list)
    files: list[LedgerFile] = field(default_factory=list)

    def claims(self) -> list[ClaimRecord]:
        return [claim for f in self.files for claim in f.claims]
