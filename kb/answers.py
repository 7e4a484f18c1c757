"""What kb claims and kb search answer: the claims found and, when there are none, why
(NothingFound), which kb table's answer (kb.table.FactTable) carries too; a command
only says it (kb.render.nothing_found_lines words it)."""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from sqlmodel import Session

from kb.records import ClaimRecord
from kb.search_found import Found, search_claims
from kb.search_misses import Miss, search_misses
from kb.store import ClaimFilter, agents_named, any_claim, list_claims

Row = TypeVar("Row")


@dataclass(frozen=True)
class NothingFound:
    """Why a filter admitted no claim: the filter, with the agents its --by named
    (kb.store.agents_named; kb.render.no_claims says them in place of the words typed);
    the parts of its search text that no claim holds (kb.search_misses.search_misses,
    None when the search may not be why); or, of an answer that leaves retracted claims
    out (kb table without --all), that only retracted claims match it."""

    spec: ClaimFilter
    agents: Sequence[str] = ()
    misses: list[Miss] | None = None
    only_retracted: bool = False


def nothing_found(
    *,
    session: Session,
    spec: ClaimFilter,
    agents: Sequence[str] = (),
    retracted_left_out: bool = False,
) -> NothingFound:
    """Why ``spec`` admitted no claim in an answer that has none (NothingFound);
    ``retracted_left_out``: the answer leaves retracted claims out, so that some may match."""
    if retracted_left_out and any_claim(session=session, spec=spec):
        return NothingFound(spec, agents, only_retracted=True)
    return NothingFound(spec, agents, search_misses(session=session, spec=spec))


@dataclass(frozen=True)
class Answer(Generic[Row]):
    """The rows a command found, and why there are none when there are none."""

    rows: list[Row]
    empty: NothingFound | None = None


def find_claims(*, session: Session, spec: ClaimFilter) -> Answer[ClaimRecord]:
    """kb claims: the claims ``spec`` admits, in ledger order (kb.store.list_claims)."""
    claims = list_claims(session=session, spec=spec)
    if claims:
        return Answer(claims)
    agents = agents_named(session=session, typed=spec.by)
    return Answer(claims, nothing_found(session=session, spec=spec, agents=agents))


def find_text(*, session: Session, text: str) -> Answer[tuple[ClaimRecord, list[Found]]]:
    """kb search: the claims holding every word of ``text``, each with where the words its
    row does not show are (kb.search_found.search_claims)."""
    results = search_claims(session=session, text=text)
    if results:
        return Answer(results)
    return Answer(results, nothing_found(session=session, spec=ClaimFilter(search=text)))
