"""Small ledgers made in tests from real sentences of the two source documents."""

from collections.abc import Callable, Sequence
from pathlib import Path

from kb.ledger_reader import locate, read_ledger
from kb.ledger_writer import write_ledger
from kb.records import (
    AgentRecord,
    CitationRecord,
    ClaimRecord,
    EventRecord,
    Ledger,
    LedgerFile,
    LinkRecord,
)
from tests.conftest import ROOT


def cite(ledger: Ledger, source: str, quote: str) -> CitationRecord:
    text = next(s.text for s in ledger.sources if s.id == source)
    where = locate(text, quote, None)
    assert not isinstance(where, str), f"{quote!r}: {where}"
    return CitationRecord(source, quote, where[0], where[1])


def claim(
    ledger: Ledger,
    claim_id: str,
    status: str,
    quotes: Sequence[tuple[str, str]] = (),
    value: tuple[float, float, str] | None = None,
    links: Sequence[tuple[str, ...]] = (),
    subject: str = "GPT-5.6 Sol",
    history: list[EventRecord] | None = None,
) -> ClaimRecord:
    low, high, unit = value if value else (None, None, None)
    return ClaimRecord(
        id=claim_id,
        statement=f"Statement of {claim_id}.",
        subject=subject,
        status=status,
        attributed_to=["the article"],
        low=low,
        high=high,
        unit=unit,
        citations=[cite(ledger, source, quote) for source, quote in quotes],
        links=[LinkRecord(*link) for link in links],
        history=history or [],
    )


def make_project(
    folder: Path, build: Callable[[Ledger], list[ClaimRecord]], agents: Sequence[str] = ()
) -> Path:
    """A project with the real sources and the claims `build(ledger)` returns, attributed
    to "the article" or to one of ``agents`` (analysts)."""
    ledger = Ledger(sources=read_ledger(ROOT).sources)
    claims = build(ledger)
    ledger.files = [
        LedgerFile(
            "claims/agents.toml",
            agents=[
                AgentRecord("the article", "article"),
                *(AgentRecord(name, "analyst") for name in agents),
            ],
        ),
        LedgerFile("claims/test.toml", claims=claims),
    ]
    write_ledger(ledger, folder)
    return folder


# Agents of the shipped ledger as a Chinese analyst's ledger names them: Chinese writes
# the words of a name without spaces, and two-character personal names are common.
CHINESE_AGENTS = {
    "Bleys Goodson": "林晓",
    "Peter Gostev": "王磊",
    "outside technical analysis": "业内观察人士",
    "SemiAnalysis tokenomics model": "不愿具名的业内人士",
}


def name_agents_in_chinese(project: Path) -> None:
    """Rename the agents of CHINESE_AGENTS wherever the project's ledger names them."""
    for path in (project / "claims").glob("*.toml"):
        text = path.read_text(encoding="utf-8")
        for name, chinese in CHINESE_AGENTS.items():
            text = text.replace(f'"{name}"', f'"{chinese}"')
        path.write_text(text, encoding="utf-8")
