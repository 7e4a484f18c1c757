"""`kb check`: the eight rules of DESIGN.md, recomputed rather than trusted.

Each rule returns problems; an empty list means a healthy knowledge base. Sources are
re-read and re-hashed from disk when the project's files are at hand.
"""

import bisect
import functools
import hashlib
import math
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from sqlalchemy.engine import Engine
from sqlmodel import Session

from kb.database import transaction
from kb.errors import FormulaError, LedgerError, LedgerErrors, Place
from kb.formula import Interval, agrees
from kb.graph import BASIS_RELATIONS, computed, derivation_cycles, recompute, weakness
from kb.ledger_reader import CLAIMS_DIR, ClaimPlaces, source_file_target
from kb.paths import LedgerNames
from kb.project import (
    CATCH_UP,
    described,
    imported_elsewhere,
    ledger_file_changes,
    load_error,
    loaded_from,
    require_ledger,
    require_root,
)
from kb.records import (
    AgentRecord,
    CitationRecord,
    ClaimRecord,
    IgnoreRecord,
    Ledger,
    LedgerFile,
    LinkRecord,
    SourceRecord,
)
from kb.search_text import fold_phrase
from kb.status import JUDGEMENTS, Status
from kb.store import dump_ledger
from kb.toml_lines import KeyPath
from kb.units import dimension_of, rescaled
from kb.values import humanize
from kb.wording import a_few, listed, noun_for

FORMULA_TOLERANCE = 0.25  # relative; see kb.formula.agrees
CONTRADICTION_TOLERANCE = 0.02  # intervals this close are not suspected contradictions


@dataclass(frozen=True)
class Problem:
    rule: str  # a short name, e.g. "too-strong"
    number: int | None  # the rule of DESIGN.md it breaks; None for a warning
    claim: str | None
    # the file (claims/x.toml) and line, and column (sources/y.txt:3:14), or the folder
    # (claims/) it is at; None for one not placed (kb status places them: locate)
    place: Place | None
    message: str
    # the other claims it is about: what the claim is too strong for, the confirmed claim
    # that contradicts it, the claim whose value it suspects
    related: tuple[str, ...] = ()
    key: KeyPath = ()  # the key at fault in the claim's table, ("status",): where placed

    @property
    def is_error(self) -> bool:
        """Whether it breaks one of DESIGN's rules, failing kb check: not a warning."""
        return self.number is not None

    @property
    def severity(self) -> str:
        return "error" if self.is_error else "warning"

    @property
    def where(self) -> str:
        """Its place as editors open it, "claims/x.toml:12"; "" when not placed."""
        return str(self.place) if self.place else ""

    @property
    def identities(self) -> set[tuple[str, str | None, str | None]]:
        """What a claim's problem is about, whatever its wording and place: the same
        before and after a status change, though its message may name the new status; one
        for each claim it relates the claim to (a suspected contradiction naming three
        claims before it is three disagreements, of which a status change may end one)."""
        return {(self.rule, self.claim, other) for other in self.related or (None,)}


class _Context:
    """The knowledge base as one ledger, with where each record lives on disk; with a
    focus, only the problems involving that claim are wanted (STATUS_RULES honour it)."""

    def __init__(self, ledger: Ledger, root: Path | None, focus: str | None = None) -> None:
        self.ledger = ledger
        self.root = root
        self.focus = focus
        self.claims = ledger.claims()
        self.checked = [c for c in self.claims if focus in (None, c.id)]  # their own problems
        self.by_id = {c.id: c for c in self.claims}
        self.sources = {s.id: s for s in ledger.sources}
        self.kind_of = {a.name: a.kind for f in ledger.files for a in f.agents}
        self.where = ClaimPlaces(root, {c.id: f.path for f in ledger.files for c in f.claims}).place

    @functools.cached_property
    def linked(self) -> set[frozenset[str]]:
        """The pairs of claims a link joins, whatever its relation (every one of RELATIONS
        says how the two stand, so neither restates the other, nor is a suspected
        contradiction of it, but as ``carried``); read once, for each rule that asks."""
        return {frozenset((c.id, link.claim)) for c in self.claims for link in c.links}

    @functools.cached_property
    def carried(self) -> dict[frozenset[str], tuple[ClaimRecord, ClaimRecord]]:
        """The pairs of claims that only a derived-from link joins, of a claim that no
        formula computes (kb.graph.computed), each as (that claim, its basis): the claim
        gives the value of the claim it rests on (a translation derived from its
        original), so a value apart from it is a suspected contradiction all the same."""
        joins: dict[frozenset[str], list[tuple[ClaimRecord, LinkRecord]]] = {}
        for claim in self.claims:
            for link in claim.links:
                joins.setdefault(frozenset((claim.id, link.claim)), []).append((claim, link))
        carried = {}
        for pair, links in joins.items():
            (claim, link), *others = links
            basis = self.by_id.get(link.claim)
            alone = not others and link.relation == "derived-from"
            if alone and basis is not None and not computed(claim):
                carried[pair] = claim, basis
        return carried

    def warning(
        self, rule: str, claim_id: str, message: str, related: tuple[str, ...] = ()
    ) -> Problem:
        """A warning about a claim, placed where the claim is declared."""
        return Problem(rule, None, claim_id, self.where(claim_id), message, related)

    def involves(self, *claim_ids: str) -> bool:
        """Whether a problem about these claims is wanted."""
        return self.focus is None or self.focus in claim_ids


def _rule1_quotes_and_sources(ctx: _Context) -> Iterator[Problem]:
    citing: dict[str, list[str]] = {}
    for claim in ctx.claims:
        for citation in claim.citations:
            citing.setdefault(citation.source, []).append(claim.id)
            source = ctx.sources.get(citation.source)
            text = source.text if source else ""
            if text[citation.start : citation.end] != citation.quote:
                yield Problem(
                    "quote-mismatch",
                    1,
                    claim.id,
                    ctx.where(claim.id),
                    f"claim {claim.id}: the quote {citation.quote[:40]!r} is not the "
                    f"text of {citation.source} at {citation.start}:{citation.end}",
                )
    for source in ctx.ledger.sources:
        drift, on_disk = _drift(ctx.root, source)
        if drift:
            affected = sorted(set(citing.get(source.id, [])))
            citations = (c for claim in ctx.claims for c in claim.citations)
            ignores = (x for ledger_file in ctx.ledger.files for x in ledger_file.ignores)
            yield Problem(
                "source-drift",
                1,
                None,
                Place(f"sources/{source.path}"),
                drift
                + _spans_now("its quotes", citations, source.id, on_disk)
                + _spans_now("its ignore spans", ignores, source.id, on_disk)
                + f"; cited by {a_few(affected, 5) if affected else 'no claim'}",
            )


def _spans_now(
    what: str, spans: Iterable[CitationRecord | IgnoreRecord], source_id: str, text: str | None
) -> str:
    """Where the file's text now holds the spans of the source, counted: "; its quotes: 2
    no longer in the file, 162 at other offsets, 16 at the same offsets" ("" when the text
    cannot be read, or the source has none). The quotes the change broke are not named
    here: the ledger refuses each at its line, with the text nearest to it
    (kb.ledger_reader), an error this check reports beside this one (_not_loaded)."""
    if text is None:
        return ""
    gone = moved = unmoved = 0
    for span in spans:
        if span.source != source_id:
            continue
        if text[span.start : span.end] == span.quote:
            unmoved += 1
        elif span.quote in text:
            moved += 1
        else:
            gone += 1
    counts = (
        (gone, "no longer in the file"),
        (moved, "at other offsets"),
        (unmoved, "at the same offsets"),
    )
    told = [f"{n} {where}" for n, where in counts if n]
    return f"; {what}: {', '.join(told)}" if told else ""


def _drift(root: Path | None, source: SourceRecord) -> tuple[str | None, str | None]:
    """Why a source no longer matches its recorded sha256 (None when it does), and the
    text of its file now (None when it cannot be read as UTF-8)."""
    if hashlib.sha256(source.text.encode("utf-8")).hexdigest() != source.sha256:
        return f"source {source.id}: the stored text does not match sha256 {source.sha256}", None
    if root is None:
        return None, None
    try:
        data = source_file_target(
            root.resolve(), source.path, LedgerNames.of(root, None)
        ).read_bytes()
    except LedgerError as error:
        return f"source {source.id}: {error}", None
    except OSError as error:
        return f"source {source.id}: cannot read sources/{source.path} ({error.strerror})", None
    digest = hashlib.sha256(data).hexdigest()
    if digest == source.sha256:
        return None, None
    try:
        text: str | None = data.decode("utf-8")
    except UnicodeDecodeError:
        text = None
    changed = f"changed (sha256 {digest}, recorded {source.sha256})"
    return f"source {source.id}: sources/{source.path} {changed}", text


def _rule2_citations(ctx: _Context) -> Iterator[Problem]:
    for claim in ctx.checked:
        if claim.status != Status.ASSUMPTION and not claim.citations:
            yield Problem(
                "missing-citation",
                2,
                claim.id,
                ctx.where(claim.id),
                f"claim {claim.id} ({claim.status}) has no citation; only an "
                "assumption may go without one",
            )


def _rule3_links(ctx: _Context) -> Iterator[Problem]:
    for claim in ctx.claims:
        for n, link in enumerate(claim.links):
            if link.claim not in ctx.by_id:
                key = ("link", n, "claim")
                yield Problem(
                    "dangling-link",
                    3,
                    claim.id,
                    ctx.where(claim.id, key),
                    f"claim {claim.id}: {link.relation} link to a missing claim {link.claim!r}",
                    key=key,
                )
    for cycle in derivation_cycles(ctx.claims):
        first = ctx.by_id[cycle[0]]
        n = next(  # its link to the next claim of the cycle: one to take away
            (i for i, link in enumerate(first.links) if link.claim == cycle[1]), 0
        )
        key = ("link", n, "claim")
        yield Problem(
            "derivation-cycle",
            3,
            cycle[0],
            ctx.where(cycle[0], key),
            f"derived-from/assumes links form a cycle: {' -> '.join(cycle)}; take one "
            "of them away (or make it supports, which is no derivation)",
            key=key,
        )


def _rule4_strength(ctx: _Context) -> Iterator[Problem]:
    """Only what a claim is derived from or assumes caps it; a claim that merely supports
    another adds evidence and takes none away."""
    for claim in ctx.claims:
        for link in claim.links:
            basis = ctx.by_id.get(link.claim)
            if basis is None or link.relation not in BASIS_RELATIONS:
                continue
            if ctx.involves(claim.id, basis.id):
                yield from link_problems(claim, link.relation, basis, ctx.where)


def contradiction_problem(claim: ClaimRecord, other: ClaimRecord) -> str | None:
    """Why claim breaks rule 5 against other, when they contradict each other."""
    if other.status == Status.CONFIRMED and claim.status not in (Status.DISPUTED, Status.RETRACTED):
        return (
            f"claim {claim.id} is {claim.status} but contradicted by confirmed claim "
            f"{other.id}; it must be disputed or retracted"
        )
    return None


def contradiction_pairs(claims: Sequence[ClaimRecord]) -> Iterator[tuple[str, str]]:
    for claim in claims:
        for link in claim.links:
            if link.relation == "contradicts":
                yield claim.id, link.claim


def _rule5_contradictions(ctx: _Context) -> Iterator[Problem]:
    for first, second in contradiction_pairs(ctx.claims):
        a, b = ctx.by_id.get(first), ctx.by_id.get(second)
        if a is not None and b is not None and ctx.involves(first, second):
            yield from link_problems(a, "contradicts", b, ctx.where)


_STATUS: KeyPath = ("status",)


def link_problems(
    claim: ClaimRecord,
    relation: str,
    other: ClaimRecord,
    where: Callable[[str, KeyPath], Place | None],
) -> list[Problem]:
    """The rule 4 and 5 problems of one link of ``claim`` to ``other``: claim is stronger
    than what it is derived from or assumes (weakness); or, the two contradicting each
    other, either one is contradicted by the other, confirmed (contradiction_problem).
    ``where`` places a key of a claim: both rules are about a status, placed at its line."""
    problems: list[Problem] = []
    if relation in BASIS_RELATIONS:
        weak = weakness(claim, other)
        if weak is not None:
            name, reason = weak
            message = f"claim {claim.id}: {reason}"
            place = where(claim.id, _STATUS)
            problems.append(Problem(name, 4, claim.id, place, message, (other.id,), _STATUS))
    elif relation == "contradicts":
        for first, second in ((claim, other), (other, claim)):
            why = contradiction_problem(first, second)
            if why:
                place = where(first.id, _STATUS)
                problems.append(
                    Problem("contradicted", 5, first.id, place, why, (second.id,), _STATUS)
                )
    return problems


def _rule6_formulas(ctx: _Context) -> Iterator[Problem]:
    for claim in ctx.claims:
        for n, link in enumerate(claim.links):
            if link.formula is None:
                continue
            key = ("link", n, "formula")
            where = ctx.where(claim.id, key)
            if claim.low is None or claim.high is None or claim.unit is None:
                yield Problem(
                    "formula",
                    6,
                    claim.id,
                    where,
                    f"claim {claim.id} has a formula but no value to compare",
                    key=key,
                )
                continue
            try:
                computed = recompute(claim, link.formula, ctx.by_id)
                claimed = Interval(claim.low, claim.high, claim.unit)
                if not agrees(computed, claimed, FORMULA_TOLERANCE):
                    yield Problem(
                        "formula",
                        6,
                        claim.id,
                        where,
                        f"claim {claim.id}: {link.formula} gives {computed}, the claim "
                        f"says {claimed} (tolerance {FORMULA_TOLERANCE:.0%})"
                        f"{_percent_hint(computed, claimed)}",
                        key=key,
                    )
            except FormulaError as error:
                yield Problem("formula", 6, claim.id, where, f"claim {claim.id}: {error}", key=key)


def _percent_hint(computed: Interval, claimed: Interval) -> str:
    """For a percent claim whose formula gives 100 times its value, or a hundredth of it,
    what the formula does wrong: a ratio is read as percent (0.093 is 9.3 percent), so a
    formula neither multiplies by 100 nor divides a percent input by it; "" otherwise."""
    if claimed.unit != "percent":
        return ""
    ratio = f"{claimed.low / 100:g} is {claimed.low:g} percent"
    cases = (
        (100, "100 times", "a formula of a percent claim gives the ratio, read as percent"),
        (0.01, "a hundredth of", "a value in percent is a ratio already"),
    )
    for factor, times, why in cases:
        low, high = computed.low / factor, computed.high / factor
        if not (math.isfinite(low) and math.isfinite(high)):  # an interval must be finite
            continue
        if agrees(Interval(low, high, computed.unit), claimed, FORMULA_TOLERANCE):
            fix = "* 100" if factor > 1 else "/ 100"
            return f"; it gives {times} the claim's value: {why} ({ratio}): leave out {fix}"
    return ""


def _rule7_reasons(ctx: _Context) -> Iterator[Problem]:
    for claim in ctx.checked:
        if claim.status in (Status.DISPUTED, Status.RETRACTED) and not claim.history:
            # a claim is not captured as disputed or retracted: it became so, for a reason
            # (a status edited by hand, with no history, said none)
            yield Problem(
                "no-reason",
                7,
                claim.id,
                ctx.where(claim.id, _STATUS),
                f"claim {claim.id} is {claim.status} but its history gives no reason: add "
                f'a [[claim.history]] with status = "{claim.status}", at and reason (kb '
                "status writes one when it changes a status)",
                key=_STATUS,
            )
        for n, event in enumerate(claim.history, start=1):
            if not event.reason.strip():
                key = ("history", n - 1, "reason")
                yield Problem(
                    "no-reason",
                    7,
                    claim.id,
                    ctx.where(claim.id, key),
                    f"claim {claim.id}: status change #{n} to {event.status} at "
                    f"{event.at} has no reason",
                    key=key,
                )


def _rule8_coverage(ctx: _Context) -> Iterator[Problem]:
    from kb.coverage import PARTLY, UNCOVERED, LedgerSpans, coverage_problem, source_coverage

    spans = LedgerSpans(ctx.claims, (x for f in ctx.ledger.files for x in f.ignores))
    for source in ctx.ledger.sources:
        for n in source_coverage(source, spans):
            if n.how in (PARTLY, UNCOVERED):
                q = n.quantity
                yield Problem(
                    "uncovered-number",
                    8,
                    None,
                    Place(f"sources/{source.path}", n.line, n.column),
                    coverage_problem(repr(source.text[q.start : q.end]), n.how),
                )


def quantity_key(subject: str, unit: str) -> tuple[str, str]:
    """What a numeric claim gives a value of, as suspected contradictions compare claims:
    its subject, folded as --subject and kb search fold it (kb.search_text.fold_phrase:
    case, a hyphen or dash, runs of spaces: "OpenAI-Cerebras partnership" is the
    "OpenAI–Cerebras partnership" of the ledger), in any unit of its unit's dimension
    (0.75 GW and 900 MW, 750 token/s and 60,000 token/min are values of one quantity;
    see dimension_of)."""
    return fold_phrase(subject), dimension_of(unit)


def _bounds_in(claim: ClaimRecord, unit: str) -> tuple[float, float]:
    """The claim's interval expressed in ``unit``, a unit of its own unit's dimension."""
    assert claim.low is not None and claim.high is not None and claim.unit is not None
    if claim.unit == unit:  # most pairs compared: no conversion to look up
        return claim.low, claim.high
    return rescaled(claim.low, claim.unit, unit), rescaled(claim.high, claim.unit, unit)


def _groups(
    ctx: _Context,
    key_of: Callable[[ClaimRecord], Hashable | None],
    compared: Callable[[ClaimRecord], bool],
) -> Iterator[list[ClaimRecord]]:
    """The claims ``compared`` admits, grouped by ``key_of`` (None: in no group), each
    group in the ledger's order; with a focus, only the group of the focus's key, when
    the focus is in it (_warnings_naming keeps the warnings that name it)."""
    groups: dict[Hashable, list[ClaimRecord]] = {}
    for claim in ctx.claims:
        key = key_of(claim)
        if key is not None and compared(claim):
            groups.setdefault(key, []).append(claim)
    if ctx.focus is None:
        yield from groups.values()
    elif ctx.focus in ctx.by_id and (key := key_of(ctx.by_id[ctx.focus])) in groups:
        if any(m.id == ctx.focus for m in groups[key]):
            yield groups[key]


def _warnings_naming(
    ctx: _Context,
    members: list[ClaimRecord],
    pair: Callable[[int, int], bool],
    candidates: Callable[[int], Iterable[int]] | None = None,
) -> Iterator[tuple[int, list[int]]]:
    """Each member (its index) with the members before it that ``pair`` relates it to
    (j, i: member j before member i), when there are any: what a warning at it names. Of
    the members before member i, ``candidates`` (i) gives, in order, those ``pair`` may
    relate to it, when it can tell (a window on sorted values) rather than every one.
    With a focus, only the focus and the members after it that it is related to, each
    with all it is related to, as the whole check finds them: a status change adds or
    ends disagreements of the focus alone, and kb status reports each warning that
    names one (Problem.identities)."""
    at = 0
    if ctx.focus is not None:
        at = next(i for i, m in enumerate(members) if m.id == ctx.focus)
    for i in range(at, len(members)):
        if i > at and ctx.focus is not None and not pair(at, i):
            continue
        related = [j for j in (range(i) if candidates is None else candidates(i)) if pair(j, i)]
        if related:
            yield i, related


def _statement_key(claim: ClaimRecord) -> str:
    """A claim's statement as kb search folds it (case, runs of spaces, a hyphen or dash)."""
    return fold_phrase(claim.statement)


def _compared_for_contradiction(claim: ClaimRecord) -> bool:
    """Neither disputed nor retracted: a claim that a value apart from it may contradict."""
    return claim.status not in (Status.RETRACTED, Status.DISPUTED)


def _unretracted(claim: ClaimRecord) -> bool:
    """A claim that still stands, whatever its status, but retracted."""
    return claim.status != Status.RETRACTED


def _numeric_key(claim: ClaimRecord) -> tuple[str, str] | None:
    """A numeric claim's quantity_key; None for a claim with no value."""
    if claim.low is None or claim.high is None or claim.unit is None:
        return None
    return quantity_key(claim.subject, claim.unit)


class _Values:
    """The values of a group of numeric claims of one quantity (quantity_key), each
    converted once into every unit the group writes: a pair is compared in the earlier
    claim's unit (900 MW as 0.9 GW), and a subject of many claims has many pairs."""

    def __init__(self, members: list[ClaimRecord]) -> None:
        self.members = members
        units = dict.fromkeys(m.unit for m in members)
        self.bounds = {u: [_bounds_in(m, u) for m in members] for u in units if u is not None}
        # each member's status and lower bound in the first one's unit, and in that order
        self.keys = [(m.status, self.of(k, 0)[0]) for k, m in enumerate(members)]
        self.order = sorted(range(len(members)), key=self.keys.__getitem__)
        self.sorted = [self.keys[k] for k in self.order]

    def of(self, i: int, j: int) -> tuple[float, float]:
        """Member i's interval in member j's unit."""
        return self.bounds[self.members[j].unit][i]  # type: ignore[index]

    def apart(self, j: int, i: int) -> bool:
        """Whether members j and i, compared in j's unit, cannot both hold, more than
        CONTRADICTION_TOLERANCE apart."""
        (a_low, a_high), (b_low, b_high) = self.of(j, j), self.of(i, j)
        slack = CONTRADICTION_TOLERANCE * max(abs(a_high), abs(b_high))
        return a_high + slack < b_low or b_high + slack < a_low

    def same(self, j: int, i: int) -> bool:
        """Whether members j and i give one value, compared in j's unit (750000 kW as
        750 MW), but for the last bits a conversion may change."""
        (a_low, a_high), (b_low, b_high) = self.of(j, j), self.of(i, j)
        return math.isclose(a_low, b_low) and math.isclose(a_high, b_high)

    def near(self, i: int) -> list[int]:
        """The members before member i, in order, of its status whose lower bound is
        within a millionth of its own, both in one unit: the only ones that may give its
        value (math.isclose, in same, is a thousand times closer; a ledger's units are
        canonical, each a multiple of the others of its dimension)."""
        status, value = self.keys[i]
        width = abs(value) * 1e-6
        start = bisect.bisect_left(self.sorted, (status, value - width))
        end = bisect.bisect_right(self.sorted, (status, value + width))
        return sorted(j for j in self.order[start:end] if j < i)


def _suspected_contradictions(ctx: _Context) -> Iterator[Problem]:
    """Claims on the same subject in units of one dimension (quantity_key) whose values,
    compared in one unit, cannot both hold, one of them at least a statement of fact
    (two judgements, such as two analysts' estimates, may differ) and no link relating
    them; placed at the later of the two in the ledger's order, the claim that came to
    disagree with the other (as a claim too strong for what it rests on is placed where
    it is, not at its basis), one warning a claim, naming every claim before it that it
    disagrees with. A claim derived from the other with no formula is compared all the
    same (_Context.carried, _carried_apart)."""
    linked = ctx.linked
    in_links = {claim_id for pair in linked for claim_id in pair}
    carried: dict[tuple[str, str] | None, list[tuple[ClaimRecord, ClaimRecord]]] = {}
    for claim, basis in ctx.carried.values():  # each carried pair, to its quantity's group
        key = _numeric_key(claim)
        if key is not None and key == _numeric_key(basis):
            carried.setdefault(key, []).append((claim, basis))
    for members in _groups(ctx, _numeric_key, _compared_for_contradiction):
        values = _Values(members)
        at = {m.id: i for i, m in enumerate(members)}
        for claim, basis in carried.get(_numeric_key(members[0]), ()):
            if claim.id in at and basis.id in at and ctx.involves(claim.id, basis.id):
                if values.apart(*sorted((at[claim.id], at[basis.id]))):  # in the earlier's unit
                    yield _carried_apart(ctx, claim, basis)

        yield from _disagreements(ctx, values, in_links)


def _disagreements(ctx: _Context, values: _Values, in_links: set[str]) -> Iterator[Problem]:
    """The suspected contradictions of one quantity's claims that no link relates, of
    which ``in_links`` holds the ids of every claim a link joins to another."""
    members, linked = values.members, ctx.linked
    judged = [m.status in JUDGEMENTS for m in members]  # two judgements may differ
    linking = [m.id in in_links for m in members]

    def disagree(j: int, i: int) -> bool:
        if judged[j] and judged[i] or not values.apart(j, i):
            return False
        ids = frozenset((members[j].id, members[i].id))
        return not (linking[j] and linking[i] and ids in linked)

    for i, earlier in _warnings_naming(ctx, members, disagree):
        b, named = members[i], [members[j] for j in earlier]
        message = _apart_message(b, named)
        related = tuple(a.id for a in named)
        yield ctx.warning("suspected-contradiction", b.id, message, related=related)


def _apart_message(claim: ClaimRecord, earlier: list[ClaimRecord]) -> str:
    """What a suspected contradiction says: the pair, or, when a claim disagrees with
    several before it, the claim and the first five of them ("and 12 more"): a subject
    with many claims, each apart from the others, gets a warning a claim, not one a pair
    (200 claims of one subject were 19,900 warnings)."""
    advice = "link them with contradicts, or tell their subjects apart"
    if len(earlier) == 1:
        a, b = earlier[0], claim
        return (
            f"claims {a.id} and {b.id} give {a.subject}{_written(b, a)} values "
            f"that do not overlap ({humanize(a.low, a.high, a.unit)} and "
            f"{humanize(b.low, b.high, b.unit)}); {advice}"
        )
    named = [
        f"{a.id} ({humanize(a.low, a.high, a.unit)}"
        + (f", as {a.subject!r})" if a.subject != claim.subject else ")")
        for a in earlier[:_NAMED]
    ]
    return (
        f"claim {claim.id}'s value of {claim.subject} "
        f"({humanize(claim.low, claim.high, claim.unit)}) does not overlap those of "
        f"{len(earlier)} claims before it: {_first_few(named, len(earlier))}; {advice}"
    )


_NAMED = 5  # the claims a warning's message names; --format json's related holds all


def _first_few(named: list[str], count: int) -> str:
    """ "a, b and c", or of ``count`` more than _NAMED, the first ones and how many more
    ("a, b, c, d, e and 12 more")."""
    return listed(named) if count <= _NAMED else a_few(named, _NAMED, count)


def _carried_apart(ctx: _Context, claim: ClaimRecord, basis: ClaimRecord) -> Problem:
    """The suspected contradiction of a claim derived from basis with no formula, which
    gives its quantity a value apart from basis's: a link says how the two stand, not
    which figure is right (whatever their statuses: the claim rests on basis and states
    no judgement of its own); placed at the claim, the one that came to disagree."""
    message = (
        f"claim {claim.id} is derived from {basis.id} with no formula, yet gives "
        f"{basis.subject}{_written(claim, basis)} another value "
        f"({humanize(claim.low, claim.high, claim.unit)}, {basis.id} gives "
        f"{humanize(basis.low, basis.high, basis.unit)}); correct its value, or give the "
        "link a formula that computes it"
    )
    return ctx.warning("suspected-contradiction", claim.id, message, related=(basis.id,))


def _restated_statements(ctx: _Context) -> Iterator[Problem]:
    """Claims whose statements are one, folded as kb search folds them (case, runs of
    spaces, a hyphen or dash), of one status: a statement said in several places or
    languages is one claim with a citation at each place, so the later of the two
    restates the earlier. Statements are hedge-free, so one person's speculation and
    another's estimate may read alike: another status is another claim, but a retracted
    one (it is revived with kb status, not written again). A warning, not a rule of its
    own: the eight rules are DESIGN's."""
    for members in _groups(ctx, _statement_key, lambda _: True):
        yield from _restated(ctx, members, functools.partial(_one_statement, members))


def _one_statement(members: list[ClaimRecord], j: int, i: int) -> str | None:
    """How members j and i of one statement are alike: of one status, or one retracted."""
    statuses = {members[j].status, members[i].status}
    return "the same statement" if len(statuses) == 1 or Status.RETRACTED in statuses else None


def _restated_values(ctx: _Context) -> Iterator[Problem]:
    """Numeric claims of one quantity (quantity_key) with the same value, compared in one
    unit as suspected contradictions compare them (0.75 GW is 750 MW and 750000 kW), and
    the same status, in other words, asserted by one agent at least: one fact stated
    twice, as firmly. Two analysts who estimate one figure are two claims, as who said it
    differs; a retracted claim stands nowhere. Claims with one statement are
    _restated_statements'."""
    for members in _groups(ctx, _numeric_key, _unretracted):
        values = _Values(members)
        statements = [_statement_key(m) for m in members]
        alike = functools.partial(_one_value, values, statements)
        yield from _restated(ctx, members, alike, values.near)


def _one_value(values: _Values, statements: list[str], j: int, i: int) -> str | None:
    """How members j and i of one quantity are alike: one value and status, other
    statements (``statements``: each member's, folded), one agent at least."""
    a, b = values.members[j], values.members[i]
    if a.status != b.status or not values.same(j, i) or statements[j] == statements[i]:
        return None
    if not set(a.attributed_to) & set(b.attributed_to):
        return None
    value = humanize(a.low, a.high, a.unit)
    if b.unit != a.unit:
        value = f"{humanize(b.low, b.high, b.unit)} is {value}"
    return f"the same subject, value and status: {value}, {a.status}"


def _restated(
    ctx: _Context,
    members: list[ClaimRecord],
    alike: Callable[[int, int], str | None],
    candidates: Callable[[int], Iterable[int]] | None = None,
) -> Iterator[Problem]:
    """A warning at each member of a group that restates members before it, as ``alike``
    says how (of members j and i, j before i), with no link between them (a link says how
    they differ), naming the first, where its citations belong, and the others;
    ``candidates`` as _warnings_naming takes them."""
    linked = ctx.linked

    def restates(j: int, i: int) -> bool:
        ids = frozenset((members[j].id, members[i].id))
        return alike(j, i) is not None and ids not in linked

    for i, earlier in _warnings_naming(ctx, members, restates, candidates):
        b, (first, *others) = members[i], [members[j] for j in earlier]
        also = ""
        if others:
            names = _first_few([o.id for o in others[:_NAMED]], len(others))
            also = f", and {noun_for(len(others), 'claim')} {names} too"
        message = (
            f"claim {b.id} restates claim {first.id} ({alike(earlier[0], i)}){also}: add "
            f"its citations and agents to {first.id} instead (a claim said in several "
            f"places has a citation at each), or link {'them' if others else 'the two'} "
            "if they differ"
        )
        related = tuple(a.id for a in [first, *others])
        yield ctx.warning("restated-claim", b.id, message, related=related)


def _written(claim: ClaimRecord, other: ClaimRecord) -> str:
    """How claim writes the subject it shares with other, when not as other does
    (" (new-power-900mw writes it 'OpenAI-Cerebras partnership')"); "" when alike."""
    if claim.subject == other.subject:
        return ""
    return f" ({claim.id} writes it {claim.subject!r})"


def _values_not_quoted(ctx: _Context) -> Iterator[Problem]:
    """A numeric claim that no quote of its own states: its figure rests on nothing a
    reader can check (a claim of 900 token/s citing only a heading); and each quote of a
    claim that states a figure of what it measures, none of which is its value: a source
    corrected to 170 billion, whose quote was corrected with it, under a claim of 150
    billion that another quote still states. A quote that states no figure, or figures
    of other units only, states nothing against it. A claim a formula computes is left
    out: its figure is computed, not quoted (rule 6 checks it); one derived from another
    with no formula computes nothing, and is checked."""
    # Imported here, so that the quantity reader costs the other commands nothing; a
    # quote "states" the value when it backs it as kb audit decides (kb.audit).
    from kb.audit import ClaimIndex, counts_a_thing
    from kb.audit_config import AuditConfig
    from kb.quantities import find_quantities

    tolerance = AuditConfig().tolerance
    for claim in ctx.checked:
        if claim.low is None or claim.high is None or not claim.citations:
            continue
        if claim.status == Status.RETRACTED or computed(claim):
            continue
        index = ClaimIndex([claim], tolerance)
        value = humanize(claim.low, claim.high, claim.unit)
        stated = False
        others: list[Problem] = []
        with_unit = ""  # a quote's figure of the value with a unit, for a claim without one
        for n, citation in enumerate(claim.citations):
            quote = citation.quote
            figures = [q for q in find_quantities(quote) if q.kind != "date"]
            if claim.unit is None and not with_unit:
                with_unit = next(
                    (
                        f"{quote[q.start : q.end]!r} ({humanize(q.low, q.high, q.unit)}): "
                        f'give the claim unit = "{q.unit}"'
                        for q in figures
                        if q.unit is not None
                        and index.backing(q.low, q.high, None, False, quote, quote[q.start : q.end])
                    ),
                    "",
                )
            if any(
                index.backing(
                    q.low,
                    q.high,
                    q.unit,
                    q.unit is None and counts_a_thing(quote, q.start, q.end),
                    quote,
                    quote[q.start : q.end],
                )
                for q in figures
            ):
                stated = True
                continue
            apart = [
                f"{quote[q.start : q.end]!r} ({humanize(q.low, q.high, q.unit)})"
                for q in figures
                if index.measures(q.unit, quote)
            ]
            if apart:
                key = ("citation", n, "quote")
                message = (
                    f"claim {claim.id}, citation #{n + 1}: its quote states {', '.join(apart)} "
                    f"where the claim's value is {value}; correct the value, or cite the "
                    "words that state it"
                )
                where = ctx.where(claim.id, key)
                others.append(
                    Problem("quote-states-other-value", None, claim.id, where, message, key=key)
                )
        if not stated and with_unit:  # "8,000 processors" for a claim of 8000
            yield ctx.warning(
                "value-not-quoted",
                claim.id,
                f"claim {claim.id}: its value {value}, which has no unit, is stated in its "
                f"quotes only with one, {with_unit}",
            )
        elif not stated:
            yield ctx.warning(
                "value-not-quoted",
                claim.id,
                f"claim {claim.id}: its value {value} is stated in none of its quotes; cite "
                "the words that give it",
            )
        yield from others


def _unattributed(ctx: _Context) -> Iterator[Problem]:
    """Claims attributed to no one: the record must say who asserts it (a confirmed claim
    is one the party that owns the fact said)."""
    for claim in ctx.checked:
        if not claim.attributed_to:
            yield ctx.warning(
                "unattributed",
                claim.id,
                f"claim {claim.id} is attributed to no one: name who asserts it in attributed_to",
            )


def _confirmed_by_no_official(ctx: _Context) -> Iterator[Problem]:
    """Confirmed claims none of whose agents is official: confirmed means the source
    attributes the claim to the party that owns the fact, which an analyst, the press or
    a community member is not (a claim attributed to no one is _unattributed's)."""
    for claim in ctx.checked:
        kinds = [ctx.kind_of.get(name, "unknown") for name in claim.attributed_to]
        if claim.status == Status.CONFIRMED and kinds and "official" not in kinds:
            who = ", ".join(f"{n} ({k})" for n, k in zip(claim.attributed_to, kinds, strict=True))
            yield ctx.warning(
                "confirmed-not-official",
                claim.id,
                f"claim {claim.id} is confirmed but attributed only to {who}, none of them "
                "official: confirmed means the party that owns the fact said it; make it "
                "reported, or attribute it to that party",
            )


def _superseded_not_retracted(ctx: _Context) -> Iterator[Problem]:
    """Claims that another claim supersedes but that are not retracted, which DESIGN
    defines as "withdrawn or superseded": left estimate, a superseded claim still stands
    in kb table beside the claim that replaced it, and what rests on it still feeds from
    it (rule 4 sees a fallen basis only once it is retracted). A warning, not a rule of
    its own: the eight rules are DESIGN's, and retracting it is the reviewer's step
    (kb status), which then lists what rested on it. A superseding claim that is itself
    retracted supersedes nothing."""
    for claim in ctx.claims:
        for link in claim.links:
            old = ctx.by_id.get(link.claim)
            if link.relation != "supersedes" or old is None or old.id == claim.id:
                continue
            if Status.RETRACTED in (old.status, claim.status) or not ctx.involves(claim.id, old.id):
                continue
            yield Problem(
                "superseded-not-retracted",
                None,
                old.id,
                ctx.where(old.id, _STATUS),
                f"claim {old.id} is superseded by {claim.id} but is still {old.status}: "
                f"retract it (kb status {old.id} retracted --reason 'superseded by "
                f"{claim.id}')",
                (claim.id,),
                _STATUS,
            )


def _files_in(ctx: _Context, folder: str) -> Iterator[tuple[str, Path]]:
    """The files in the project's folder and its subfolders, by name relative to it, but
    the hidden ones (.DS_Store, an editor's swap file); none without the project."""
    if ctx.root is None or not (ctx.root / folder).is_dir():
        return
    for path in sorted((ctx.root / folder).rglob("*")):
        name = path.relative_to(ctx.root / folder).as_posix()
        if path.is_file() and not any(part.startswith(".") for part in name.split("/")):
            yield name, path


def _unlisted_sources(ctx: _Context) -> Iterator[Problem]:
    """Files in sources/ that sources.toml does not list: nothing cites or checks them."""
    listed = {s.path for s in ctx.ledger.sources} | {"sources.toml"}
    for name, _ in _files_in(ctx, "sources"):
        if name not in listed:
            yield Problem(
                "unlisted-source",
                None,
                None,
                Place(f"sources/{name}"),
                "not listed in sources/sources.toml: no claim can cite it and no rule reads "
                "it; add a [[source]] for it or move it out of sources/",
            )


def _unread_claim_files(ctx: _Context) -> Iterator[Problem]:
    """Files in claims/ that kb import does not read, not being *.toml (03-extra.tml,
    x.TOML): the claims they hold are missing, and nothing said so."""
    for name, path in _files_in(ctx, CLAIMS_DIR):
        if path.suffix != ".toml":
            yield Problem(
                "unread-claims-file",
                None,
                None,
                Place(f"{CLAIMS_DIR}/{name}"),
                f"not read: kb import reads only the *.toml files of {CLAIMS_DIR}/; "
                f"{_rename(path)}move it out of {CLAIMS_DIR}/",
            )


def _rename(path: Path) -> str:
    """What to call a claims file kb import skips, when its name says it is one written
    with another suffix ("03-extra.tml", "x.TOML"): "name it x.toml if it holds claims, or
    "; "" for another (README.md, z.toml.bak: no name to offer)."""
    if path.suffix.casefold() not in (".toml", ".tml", ".tom", ".tmol", ".toml~"):
        return ""
    return f"name it {path.stem}.toml if it holds claims, or "


Rule = Callable[[_Context], Iterator[Problem]]

RULES: tuple[Rule, ...] = (
    _rule1_quotes_and_sources,
    _rule2_citations,
    _rule3_links,
    _rule4_strength,
    _rule5_contradictions,
    _rule6_formulas,
    _rule7_reasons,
    _rule8_coverage,
    _suspected_contradictions,
    _restated_statements,
    _restated_values,
    _values_not_quoted,
    _unattributed,
    _confirmed_by_no_official,
    _superseded_not_retracted,
    _unlisted_sources,
    _unread_claim_files,
)

# The rules that read a claim's status: the only ones a status change can break or mend,
# which kb status runs around the claim it changes (status_problems); they honour a
# focus. The others read quotes, sources, links, values and history.
STATUS_RULES: tuple[Rule, ...] = (
    _rule2_citations,
    _rule4_strength,
    _rule5_contradictions,
    _rule7_reasons,
    _suspected_contradictions,
    _restated_statements,
    _restated_values,
    _values_not_quoted,
    _confirmed_by_no_official,
    _superseded_not_retracted,
)


def problems_of(
    ledger: Ledger, root: Path | None = None, rules: Sequence[Rule] = RULES
) -> list[Problem]:
    """The problems these rules find in the ledger, whose files are at root (when they
    are at hand), in the rules' order."""
    ctx = _Context(ledger, root)
    return [problem for rule in rules for problem in rule(ctx)]


def status_problems(
    claims: Sequence[ClaimRecord], agents: Sequence[AgentRecord], claim_id: str
) -> list[Problem]:
    """The problems of STATUS_RULES involving claim_id, its own and those of each link or
    pair of claims it is one end of, in check's order and unplaced (place them with
    locate). ``claims`` holds claim_id, every claim linked to it either way and every
    claim of its quantity (quantity_key); ``agents``, those they are attributed to."""
    ledger = Ledger(files=[LedgerFile(path="", agents=list(agents), claims=list(claims))])
    ctx = _Context(ledger, None, focus=claim_id)
    return [problem for rule in STATUS_RULES for problem in rule(ctx)]


def compared(
    before: list[Problem], after: list[Problem]
) -> tuple[list[Problem], list[Problem], list[Problem]]:
    """The problems after that were not there before, those before that are gone, and
    those after that were there before, each known by what it is about (identities): a
    warning that names a claim it did not is new, one that no longer names one is gone."""
    was = {i for p in before for i in p.identities}
    now = {i for p in after for i in p.identities}
    return (
        [p for p in after if p.identities - was],
        [p for p in before if p.identities - now],
        [p for p in after if not p.identities - was],
    )


def check(*, session: Session, root: Path | None, cwd: Path | None = None) -> list[Problem]:
    """Every problem of the knowledge base; root is the project folder, when at hand, and
    cwd the folder kb runs in, from which the problems name their files.

    A database that holds no ledger is an InputError (it must not pass), and a ledger at
    root whose files are not those the database holds is a rule 1 problem: the check
    reads the database, so edits not yet imported would go unchecked."""
    require_ledger(session=session, cwd=cwd)
    problems = problems_of(dump_ledger(session=session), root)
    names = LedgerNames.of(root, cwd) if root is not None and cwd is not None else None
    if names is not None:
        problems = [replace(p, place=_named(names, p.place)) if p.place else p for p in problems]
    changes = ledger_file_changes(session=session, root=root, cwd=cwd) if root else None
    if changes is not None and root is not None:
        claims = _named(names, _CLAIMS) if names is not None else _CLAIMS
        # at the one file that differs, where an editor opens it; else at claims/
        at = Place(changes[0].path) if len(changes) == 1 and changes[0].present else claims
        elsewhere = imported_elsewhere(session=session, root=root)
        problems = _not_loaded(root, described(changes), elsewhere, problems, cwd, claims, at)
    return problems


def check_project(*, open_database: Callable[[], Engine], cwd: Path) -> list[Problem]:
    """kb check in the folder cwd: every problem of the knowledge base in the database
    that open_database opens (and loads, for the project's default one), read in one
    transaction; when it cannot load the project's ledger, which no database holds yet,
    the ledger's errors, as rule 1's problems (_never_loaded)."""
    try:
        engine = open_database()
    except LedgerError as error:
        return _never_loaded(error, cwd)
    with transaction(engine) as session:
        return check(session=session, root=loaded_from(session=session, cwd=cwd), cwd=cwd)


def _never_loaded(error: LedgerError, cwd: Path) -> list[Problem]:
    """The check of the project at cwd whose ledger no database holds yet, since it does
    not load (``error``, from loading the default database): its errors are rule 1's
    problems, as they are once a database holds an earlier ledger."""
    root = require_root(cwd)
    return _unloadable(error, root, _named(LedgerNames.of(root, cwd), _CLAIMS), loaded=False)


def _not_loaded(
    root: Path,
    changed: str,
    elsewhere: str | None,
    problems: list[Problem],
    cwd: Path | None,
    claims: Place,
    at: Place,
) -> list[Problem]:
    """The problems of a check whose ledger at root is not what the database holds
    (``elsewhere``: the folder it was imported from, when not root), with rule 1's
    problem first (``at`` the file that differs, or ``claims``, the claims folder as
    problems name it, when several do or none is there).  When
    the ledger does not load, its errors stand where they are ("sources/sources.toml:6"),
    and only rule 1's others follow, which read the source files as they are: the rest
    read the database as last loaded, and would report what the files may no longer
    hold."""
    error = load_error(root, cwd)
    if error is None:
        message = (
            f"the ledger at {root} is not what this database holds ({changed}: edits not "
            "imported): run kb import; this check read the database"
            if elsewhere is None
            else f"the ledger at {root} is not what this database holds (imported from "
            f"{elsewhere}: {changed}): {CATCH_UP}; this check read the database"
        )
        return [Problem("ledger-not-loaded", 1, None, at, message), *problems]
    current = [p for p in problems if p.number == 1]
    return [*_unloadable(error, root, claims, loaded=True), *current]


def _unloadable(error: LedgerError, root: Path, claims: Place, *, loaded: bool) -> list[Problem]:
    """Rule 1's problems for a ledger at root that does not load: one per error, where it
    is (else at ``claims``), the first saying what the rest of the check reads, given
    whether a database holds the ledger as last ``loaded``."""
    errors = error.errors if isinstance(error, LedgerErrors) else [error]
    rest = (
        "rules 2 to 8 read the database, which holds the ledger as last loaded: they are "
        "checked once it loads"
        if loaded
        else "rules 2 to 8 are checked once it loads"
    )
    fix = "fix these" if len(errors) > 1 else "fix that"
    first = (
        f"the ledger at {root} does not load: {errors[0].detail}; {fix} and run kb import ({rest})"
    )
    return [
        Problem(
            "ledger-not-loaded",
            1,
            e.claim if isinstance(e, LedgerError) else None,
            e.place or claims,
            first if n == 0 else e.detail,
        )
        for n, e in enumerate(errors)
    ]


def locate(
    problems: Sequence[Problem], *, files: Mapping[str, str], root: Path, cwd: Path
) -> list[Problem]:
    """Problems of claims (found without the files at hand) placed as check places them:
    "claims/x.toml:12" from cwd; files gives the file of each claim, relative to root."""
    places = ClaimPlaces(root, files)
    names = LedgerNames.of(root, cwd)

    def located(problem: Problem) -> Problem:
        place = places.place(problem.claim, problem.key) if problem.claim else None
        return replace(problem, place=_named(names, place)) if place else problem

    return [located(p) for p in problems]


_CLAIMS = Place(f"{CLAIMS_DIR}/")  # the folder, where a problem of no one file of it is


def _named(names: LedgerNames, place: Place) -> Place:
    """A place in the ledger ("claims/x.toml", 12) as ledger errors name it, from the
    folder kb runs in."""
    shown = names(place.path)
    if place.path.endswith("/") and shown != ".":
        shown += "/"  # "claims/": the folder, not a file
    return replace(place, path=shown)
