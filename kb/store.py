"""Store functions: the ledger into the database and back, and the queries on it.

Every function takes the session keyword-only and first; they add and flush, never
commit (the caller's transaction does, once per command).
"""

import json
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlmodel import Session, SQLModel, col, select

from kb.backing import TOLERANCE, unit_factors, widened_columns
from kb.errors import FormulaError, InputError, KbError, Place, UsageError
from kb.formula import Interval
from kb.graph import SUPPORT_RELATIONS, Graph, TreeNode, recompute
from kb.lazy_re import lazy_compile
from kb.ledger_reader import TIMESTAMP_FORMAT, ClaimPlaces
from kb.models import (
    Agent,
    AgentAlias,
    Attribution,
    Citation,
    Claim,
    ClaimText,
    Event,
    Ignore,
    Link,
    Source,
)
from kb.records import (
    AgentRecord,
    CitationRecord,
    ClaimRecord,
    EventRecord,
    IgnoreRecord,
    Ledger,
    LedgerFile,
    LinkRecord,
    SourceRecord,
)
from kb.search_text import (
    chinese_part_of,
    fold_phrase,
    folded_words,
    not_after,
    search_body,
    search_terms,
)
from kb.search_values import SearchedValue, searched_values, stating
from kb.suggestions import close_names, did_you_mean, offered
from kb.utf8 import position
from kb.word_patterns import name_pattern

# Children first, so that deleting respects the foreign keys.
_TABLES_IN_DELETE_ORDER: tuple[type[SQLModel], ...] = (
    ClaimText,
    Event,
    Link,
    Citation,
    Attribution,
    Ignore,
    Claim,
    AgentAlias,
    Agent,
    Source,
)
_CHUNK = 5_000


class NotFound(KbError):
    """No claim (or source) has the id asked for."""


def _table(model: type[SQLModel]) -> sa.Table:
    table = sa.inspect(model).local_table
    assert isinstance(table, sa.Table)
    return table


def _claim_rows(
    path: str, n: int, claim: ClaimRecord, aliases: Mapping[str, Sequence[str]]
) -> dict[type[SQLModel], list[dict[str, Any]]]:
    """The rows one claim of a ledger file becomes, by table (``aliases``: each agent's
    other names, searched as its name)."""
    return {
        Claim: [
            {
                "id": claim.id,
                "statement": claim.statement,
                "subject": claim.subject,
                "status": claim.status,
                "value_low": claim.low,
                "value_high": claim.high,
                "unit": claim.unit,
                "note": claim.note,
                "file": path,
                "ordinal": n,
            }
        ],
        Attribution: [
            {"claim_id": claim.id, "seq": i, "agent_name": name}
            for i, name in enumerate(claim.attributed_to)
        ],
        Citation: [
            {
                "claim_id": claim.id,
                "seq": i,
                "source_id": c.source,
                "start": c.start,
                "end": c.end,
                "quote": c.quote,
            }
            for i, c in enumerate(claim.citations)
        ],
        Link: [
            {
                "claim_id": claim.id,
                "seq": i,
                "relation": x.relation,
                "target_id": x.claim,
                "formula": x.formula,
                "note": x.note,
            }
            for i, x in enumerate(claim.links)
        ],
        Event: [
            {"claim_id": claim.id, "seq": i, "status": e.status, "at": e.at, "reason": e.reason}
            for i, e in enumerate(claim.history)
        ],
        ClaimText: [{"claim_id": claim.id, "body": search_body(claim, aliases)}],
    }


def _ledger_rows(ledger: Ledger) -> dict[type[SQLModel], list[dict[str, Any]]]:
    """The rows the ledger becomes, by table, parents first."""
    rows: dict[type[SQLModel], list[dict[str, Any]]] = {
        table: [] for table in reversed(_TABLES_IN_DELETE_ORDER)
    }
    aliases = {agent.name: agent.aliases for file in ledger.files for agent in file.agents}
    rows[Source] = [
        {
            "id": s.id,
            "path": s.path,
            "title": s.title,
            "url": s.url,
            "publisher": s.publisher,
            "language": s.language,
            "published": s.published,
            "sha256": s.sha256,
            "text": s.text,
            "ordinal": n,
        }
        for n, s in enumerate(ledger.sources)
    ]
    for file in ledger.files:
        rows[Agent].extend(
            {"name": a.name, "kind": a.kind, "note": a.note, "file": file.path, "ordinal": n}
            for n, a in enumerate(file.agents)
        )
        rows[AgentAlias].extend(
            {"agent_name": a.name, "seq": i, "alias": alias}
            for a in file.agents
            for i, alias in enumerate(a.aliases)
        )
        for n, claim in enumerate(file.claims):
            for table, claim_rows in _claim_rows(file.path, n, claim, aliases).items():
                rows[table].extend(claim_rows)
        rows[Ignore].extend(
            {
                "file": file.path,
                "ordinal": n,
                "source_id": x.source,
                "start": x.start,
                "end": x.end,
                "quote": x.quote,
                "reason": x.reason,
            }
            for n, x in enumerate(file.ignores)
        )
    return rows


@dataclass
class _Difference:
    """What makes a table hold the rows wanted: the keys of the rows to delete, the rows
    to insert, and the rows to update, each its key and the columns that differ."""

    gone: list[tuple[Any, ...]] = field(default_factory=list)
    new: list[dict[str, Any]] = field(default_factory=list)
    changed: list[dict[str, Any]] = field(default_factory=list)


def _difference(
    session: Session, model: type[SQLModel], rows: list[dict[str, Any]], *, in_place: bool
) -> _Difference:
    """How the rows of ``model`` differ from ``rows``, as compared by primary key. A row
    that differs is updated ``in_place``, or else deleted and inserted again."""
    table = _table(model)
    key = [column.name for column in table.primary_key.columns]
    held = {
        tuple(row[name] for name in key): row
        for row in session.execute(sa.select(table)).mappings()
    }
    difference = _Difference()
    for row in rows:
        have = held.pop(tuple(row[name] for name in key), None)
        if have is None:
            difference.new.append(row)
            continue
        differs = {name: value for name, value in row.items() if have[name] != value}
        if differs and in_place:
            difference.changed.append({name: row[name] for name in key} | differs)
        elif differs:
            difference.gone.append(tuple(row[name] for name in key))
            difference.new.append(row)
    difference.gone.extend(held)
    return difference


def _delete(session: Session, model: type[SQLModel], keys: list[tuple[Any, ...]]) -> None:
    table = _table(model)
    key = sa.tuple_(*table.primary_key.columns)
    for start in range(0, len(keys), _CHUNK):
        session.execute(sa.delete(table).where(key.in_(keys[start : start + _CHUNK])))


def _insert(session: Session, model: type[SQLModel], rows: list[dict[str, Any]]) -> None:
    for start in range(0, len(rows), _CHUNK):
        session.execute(sa.insert(model), rows[start : start + _CHUNK])


# The tables a foreign key points to: a row of theirs that differs is updated in place,
# as deleting it would take the rows that point to it with it (or be refused); a row of
# any other table is deleted and inserted again, after the rows it points to are in place.
_REFERENCED = {
    key.column.table.name for t in _TABLES_IN_DELETE_ORDER for key in _table(t).foreign_keys
}


def load_ledger(*, session: Session, ledger: Ledger) -> None:
    """Make the database hold exactly this ledger (records not in it are removed),
    writing only the rows that differ: importing a ledger again as it was writes nothing,
    and a claim changed rewrites that claim's rows."""
    wanted = _ledger_rows(ledger)
    differences = {
        model: _difference(session, model, rows, in_place=_table(model).name in _REFERENCED)
        for model, rows in wanted.items()
    }
    for model in _TABLES_IN_DELETE_ORDER:  # children first
        _delete(session, model, differences[model].gone)
    # a source's path is unique: sources that trade paths (files renamed) first let go of
    # theirs, for a path no ledger gives (kb.ledger_reader keeps sources/ paths relative)
    moved = [row["id"] for row in differences[Source].changed if "path" in row]
    if moved:
        session.execute(sa.update(Source), [{"id": x, "path": f"/{x}"} for x in moved])
    for model, difference in differences.items():  # parents first
        if difference.changed:
            session.execute(sa.update(model), difference.changed)
        _insert(session, model, difference.new)
    session.flush()


@dataclass
class ClaimFilter:
    """What `kb claims` narrows by; every field left None matches everything."""

    statuses: Sequence[str] = ()  # any of them
    subject: str | None = None
    source: str | None = None
    by: str | None = None
    search: str | None = None
    changed_since: str | None = None
    ids: Sequence[str] | None = field(default=None)

    @property
    def search_alone(self) -> bool:
        """Whether a search text is the only filter: then it alone may be why nothing
        was found (another, --status or --by, may be what left nothing)."""
        others = (self.statuses, self.subject, self.source, self.by, self.changed_since, self.ids)
        return bool(self.search) and not any(others)


# A day (2026-11-29), or a time with its zone (2026-11-29T10:00:00Z, ...+01:00); the
# ledger writes UTC times, so a time is turned into one and compared as text.
_DAY = lazy_compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def parse_since(value: str) -> str:
    """``value`` as Event.at is written: a day as it is, a time in UTC ("...Z")."""
    try:
        if _DAY.fullmatch(value):
            datetime.strptime(value, "%Y-%m-%d")  # a day of the calendar
            return value
        moment = datetime.fromisoformat(value) if value.isascii() else None
        if moment is not None and moment.tzinfo is not None:
            return moment.astimezone(UTC).strftime(TIMESTAMP_FORMAT)
    except (ValueError, OverflowError):  # no such day; a zone that leaves the calendar
        pass
    raise InputError(
        f"{value!r} is not a date or a time with its zone "
        "(2026-11-29, 2026-11-29T10:00:00Z or 2026-11-29T11:00:00+01:00)"
    )


def _like(term: str) -> str:
    escaped = term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


_MOST_SEARCH_WORDS = 500  # SQLite refuses an expression deeper than 1000 terms


# GLOB's wildcards and bracket, each as a bracket expression that matches it alone.
_GLOB_ESCAPES = str.maketrans({"*": "[*]", "?": "[?]", "[": "[[]"})


def _anywhere(form: str) -> str:
    """The GLOB pattern of a text that holds ``form`` anywhere."""
    return f"*{form.translate(_GLOB_ESCAPES)}*"


def _globs(form: str) -> list[str]:
    """GLOB patterns that a claim's search text, with a line before it (for its start),
    matches where it holds ``form`` as a search finds it (kb.search_text.not_after):
    after a character that is none of those that may not stand before it, or anywhere. After a space
    first: most words follow one, and a pattern without a bracket expression before the
    form is some twenty times faster."""
    anywhere, ranges = _anywhere(form), not_after(form)
    if ranges is None:
        return [anywhere]
    return [f"* {anywhere[1:]}", f"*[^{ranges}]{anywhere[1:]}"]


def _sqlite_holds(form: str) -> sa.ColumnElement[bool]:
    """On SQLite, the claims whose search text holds ``form`` as a search finds it
    (_globs); at a word's start only where it holds the form at all, as a bracket
    expression is tried at every character of a text that does not."""
    text = sa.literal("\n") + col(ClaimText.body)  # a line before it, for its start
    found = sa.or_(*(text.op("GLOB")(glob) for glob in _globs(form)))
    if not_after(form) is None:
        return found
    return sa.and_(col(ClaimText.body).op("GLOB")(_anywhere(form)), found)


# SQLite refuses an expression deeper than 1000, and counts a subquery's conditions again
# in each query around it: kb search of 300 Russian words, each its forms in an OR, was
# too deep. Past this many words the scanned ones are one condition (_EVERY_WORD_GLOB).
_MOST_WORD_CONDITIONS = 100

# The claims whose search text holds, for every word of :words (a JSON list, for each
# word the GLOB patterns of its forms: _globs), one of its forms: one condition for any
# number of words, slower than a condition of each (json_each read for every row).
_EVERY_WORD_GLOB = (
    "NOT EXISTS (SELECT 1 FROM json_each(:words) AS word WHERE NOT EXISTS ("
    "SELECT 1 FROM json_each(word.value) AS form "
    "WHERE (char(10) || claim_text.body) GLOB form.value))"
)


def _sqlite_holds_every(
    words: Sequence[tuple[str, ...]],
) -> sa.ColumnElement[bool] | sa.TextClause:
    """On SQLite, the claims whose search text holds one form of each of ``words`` as a
    search finds it: a condition of each word (_sqlite_holds), or past
    _MOST_WORD_CONDITIONS words one of all (_EVERY_WORD_GLOB)."""
    if len(words) > _MOST_WORD_CONDITIONS:
        globs = [[glob for form in forms for glob in _globs(form)] for forms in words]
        # unique, as the MATCH's: a search with a figure ANDs several text conditions
        every = sa.bindparam("words", json.dumps(globs), type_=sa.String, unique=True)
        return sa.text(_EVERY_WORD_GLOB).bindparams(every)
    return sa.and_(*(sa.or_(*map(_sqlite_holds, forms)) for forms in words))


def _postgres_holds(form: str) -> sa.ColumnElement[bool]:
    """On PostgreSQL, the claims whose search text holds ``form`` as a search finds it
    (kb.search_text.not_after): anywhere, by a LIKE that the trigram index answers;
    at a word's or number's start, also by a regular expression, the form at the text's
    start or after a character it may follow: explicit ranges, as \\m counts
    them by the database's ctype, under C no Cyrillic one."""
    body = col(ClaimText.body)
    anywhere = body.like(_like(form), escape="\\")
    ranges = not_after(form)
    if ranges is None:
        return anywhere
    return sa.and_(anywhere, body.regexp_match(f"(^|[^{ranges}]){re.escape(form)}"))


def _fts5_any(forms: tuple[str, ...]) -> str:
    """An FTS5 query that any of ``forms`` matches: each a string in double quotes (which
    it doubles), several in brackets joined by OR ('("слой" OR "слоя")')."""
    strings = ['"' + form.replace('"', '""') + '"' for form in forms]
    return strings[0] if len(strings) == 1 else f"({' OR '.join(strings)})"


def _search_words(text: str) -> list[tuple[str, ...]]:
    """The words of a search text, each as its forms (kb.search_text.search_terms); a
    UsageError when it has none, or more than a query can hold."""
    terms = search_terms(text)
    if not terms:
        alone = f"search text {text!r} has no word, only punctuation"
        raise UsageError(alone if text.strip() else "search text is empty")
    if len(terms) > _MOST_SEARCH_WORDS:
        raise UsageError(
            f"search text has {len(terms)} different words, more than "
            f"{_MOST_SEARCH_WORDS}: search a few of them, or a phrase in double quotes"
        )
    return terms


def check_filter(spec: ClaimFilter) -> None:
    """Refuse, as a UsageError, a filter that cannot mean anything: an empty one (typed
    --by "": nothing to match, not everything) or a search text without a word.  The
    queries refuse it too; the command line asks first, before any database opens."""
    for name in ("subject", "source", "by", "changed_since"):
        value = getattr(spec, name)
        if value is not None and not value.strip():  # "  " would be in every subject
            raise UsageError(f"--{name.replace('_', '-')} is {'empty' if not value else 'blank'}")
    if spec.search is not None:
        _search_words(spec.search)


def _text_condition(session: Session, text: str) -> sa.ColumnElement[bool]:
    """Claims whose statement, subject, note, id, agents or quotes contain every word of text
    (kb.search_text.search_terms: words in quotation marks are one phrase, '"one wafer"
    layer', «один слой»; a word may be found in any of its forms, слой as слой, слоя,
    слою, слое or слои).

    SQLite answers words whose forms all have three or more characters from the FTS5
    trigram index, in one MATCH ('"wafer" AND ("слой" OR "слоя")'), and the others (two-
    character Chinese words are common) by a scan; PostgreSQL answers LIKE from its
    pg_trgm index. A word that begins with a letter is kept only where it begins a word
    (kb.search_text.not_after: веса is not in неизвестна, 0 not in 750), by a GLOB (_globs) or a
    regular expression (_postgres_holds) on the rows the index found. A word's forms are
    at most a dozen (kb.search_text), and on SQLite the words scanned are one condition
    past a hundred (_sqlite_holds_every).
    """
    terms = _search_words(text)
    rows = sa.select(col(ClaimText.claim_id))
    if session.get_bind().dialect.name != "sqlite":
        for forms in terms:
            rows = rows.where(sa.or_(*map(_postgres_holds, forms)))
        return col(Claim.id).in_(rows)
    indexed = [forms for forms in terms if min(map(len, forms)) >= 3]
    if indexed:
        every = " AND ".join(map(_fts5_any, indexed))
        # unique: a search with a figure ANDs several of these, each with its own MATCH
        match = sa.bindparam("every", every, type_=sa.String, unique=True)
        matching: sa.Select[Any] = (
            sa.select(sa.column("rowid"))
            .select_from(sa.table("claim_text_fts"))
            .where(sa.text("claim_text_fts MATCH :every").bindparams(match))
        )
        rows = rows.where(sa.column("rowid").in_(matching))
    scanned = [f for f in terms if f not in indexed or any(map(not_after, f))]
    if scanned:
        rows = rows.where(_sqlite_holds_every(scanned))
    return col(Claim.id).in_(rows)


def _search_condition(session: Session, text: str) -> sa.ColumnElement[bool]:
    """Claims holding every word of text (_text_condition), a figure among them
    (kb.search_values: "750 tokens/s", "80 пластин", 3万亿) by its value
    (_value_condition) or where its texts state it, in any spelling (_stating_condition)."""
    values, rest = searched_values(text)
    if not values:
        return _text_condition(session, text)
    held = _by_words(session, rest)
    for value in values:
        held.append(sa.or_(_value_condition(value), _stating_condition(session, value)))
    return sa.and_(*held)


def _by_words(session: Session, text: str) -> list[sa.ColumnElement[bool]]:
    """[_text_condition of text], none when text has no word (the rest of a search around
    its figures may be spaces and punctuation)."""
    return [_text_condition(session, text)] if search_terms(text) else []


def _value_condition(value: SearchedValue) -> sa.ColumnElement[bool]:
    """Claims whose value backs the figure, as kb audit's do (kb.backing): in its unit or
    one it converts to (in any, for a figure without a unit), their interval widened by
    the tolerance holding it (SearchedValue.backed_by, in SQL)."""
    claims = _table(Claim).c
    low, high = widened_columns(claims.value_low, claims.value_high, TOLERANCE)
    if value.unit is None:
        return sa.and_(low <= value.low, value.high <= high)
    in_unit = []
    for unit, factor in unit_factors(value.unit).items():
        value_low, value_high = sorted((value.low * factor, value.high * factor))
        in_unit.append(sa.and_(col(Claim.unit) == unit, low <= value_low, value_high <= high))
    return sa.or_(*in_unit)


def _stating_condition(session: Session, value: SearchedValue) -> sa.ColumnElement[bool]:
    """Claims whose subject, statement, note or a quote states the figure, as the quantity
    reader reads it there (kb.search_values.stating): read only where the claim's search
    text mentions its number (SearchedValue.mentions), by Python, as SQLite has no regular
    expressions, and the reader is Python's."""
    mentions = value.mentions
    bodies = session.execute(sa.select(col(ClaimText.claim_id), col(ClaimText.body)))
    near = [claim_id for claim_id, body in bodies if mentions.search(body)]
    stated = stating(_records(session, _named_ids(near)), value) if near else []
    return col(Claim.id).in_(_named_ids(stated))


def _named_ids(ids: list[str]) -> sa.Select[str]:
    """The claims of ``ids``, inline: a parameter an id would pass SQLite's 32,766 and
    PostgreSQL's 65,535 past that many."""
    named: sa.BindParameter[list[str]] = sa.bindparam(
        "ids", ids, expanding=True, literal_execute=True, unique=True
    )
    return sa.select(col(Claim.id)).where(col(Claim.id).in_(named))


def _claim_query(session: Session, spec: ClaimFilter) -> sa.Select[str]:
    check_filter(spec)
    query = sa.select(col(Claim.id))
    if spec.ids is not None:
        query = query.where(col(Claim.id).in_(spec.ids))
    if spec.statuses:
        query = query.where(col(Claim.status).in_(spec.statuses))
    if spec.subject:
        # inline: a parameter a subject would pass PostgreSQL's 65,535 past that many
        subjects = _subjects_containing(session, spec.subject)
        named: sa.BindParameter[list[str]] = sa.bindparam(
            "subjects", subjects, expanding=True, literal_execute=True
        )
        query = query.where(col(Claim.subject).in_(named))
    if spec.source:
        if session.get(Source, spec.source) is None:
            ids = session.execute(sa.select(col(Source.id)).order_by(col(Source.id))).scalars()
            known = list(ids)
            raise NotFound(
                f"no source {spec.source!r}{did_you_mean(spec.source, known)} "
                f"(sources: {', '.join(known) or 'none'})"
            )
        query = query.where(
            col(Claim.id).in_(
                sa.select(col(Citation.claim_id)).where(col(Citation.source_id) == spec.source)
            )
        )
    if spec.by:
        agents = list_agents(session=session)
        agents_by = _agents_named(spec.by, agents)
        # no agent by that name; one the ledger declares and credits with nothing has no
        # claims, as a status none holds has (not an unknown agent, and no did-you-mean).
        # Of none near, the agents are named, as an unknown --source is told the sources:
        # the name may be in another script (Петров for Petrov).
        if not agents_by:
            names = [name for agent in agents for name in (agent.name, *agent.aliases)]
            near = _names_near(spec.by, names)
            every = f" (agents: {', '.join(sorted(agent.name for agent in agents)) or 'none'})"
            raise NotFound(f"no agent named {spec.by!r}{offered(near) if near else every}")
        by = col(Attribution.agent_name).in_(agents_by)
        query = query.where(col(Claim.id).in_(sa.select(col(Attribution.claim_id)).where(by)))
    if spec.search is not None:
        query = query.where(_search_condition(session, spec.search))
    if spec.changed_since:
        since = parse_since(spec.changed_since)
        query = query.where(
            col(Claim.id).in_(sa.select(col(Event.claim_id)).where(col(Event.at) >= since))
        )
    return query


def any_claim(*, session: Session, spec: ClaimFilter) -> bool:
    """Whether some claim matches ``spec``, none of them read."""
    return session.execute(_claim_query(session, spec).limit(1)).first() is not None


def _subjects_containing(session: Session, typed: str) -> list[str]:
    """The subjects that contain ``typed``, both folded as kb search folds them
    (kb.search_text.fold_phrase: case, accents, ё, full-width forms, a hyphen or dash as a
    space: "jalapeno" is in "Jalapeño", "ГОСТЕВ" in "Гостев", "OpenAI-Cerebras" in
    "OpenAI–Cerebras"), by Python, not by the database's lower(), which
    drops no accent and, on PostgreSQL under C ctype, folds ASCII only. The subjects are
    few beside the claims."""
    wanted = fold_phrase(typed)
    return [s for s in list_subjects(session=session) if wanted in fold_phrase(s)]


def agents_named(*, session: Session, typed: str | None) -> list[str]:
    """The names, as the ledger writes them, of the agents --by ``typed`` stands for
    (_agents_named), in ledger order: a title says "attributed to Bleys Goodson" of
    --by Гудсона; none without --by."""
    return _agents_named(typed, list_agents(session=session)) if typed else []


def _agents_named(typed: str, agents: Sequence[AgentRecord]) -> list[str]:
    """The agents ``typed`` names: the one whose name or other name it is, in any case;
    else every one whose name or other name holds each of its words, whole and in any
    order, folded as kb search folds them, its punctuation left out ("goodson" and
    "Гудсон" are Bleys Goodson, and so are "Goodson, Bleys" and "Гудсон Блейс", as
    newsrooms write a surname first; "image caption" is "image caption (sol-ru)", and
    "sol" is not: sol-ru is one word), as people name someone by a surname, or Chinese
    typed as any part of it (kb.search_text.chinese_part_of: "业内" is 业内观察人士)."""
    words = folded_words(typed)

    def exact(name: str) -> bool:
        return name.casefold() == typed.casefold()

    def holds(name: str) -> bool:
        have = folded_words(name)
        return chinese_part_of(typed, name) or all(
            any(_same_word(word, name_word) for name_word in have) for word in words
        )

    for test in (exact, holds) if words else (exact,):
        named = [a.name for a in agents if any(test(n) for n in (a.name, *a.aliases))]
        if named:
            return named
    return []


def _names_near(typed: str, names: Sequence[str]) -> list[str]:
    """The names --by ``typed`` may have meant, at most three: those close to it
    (kb.suggestions.close_names: "B. Goodson" of Bleys Goodson), then those of which
    each word typed is close to a word, in any order ("Goodson Blays")."""
    words = folded_words(typed)

    def near_in_words(name: str) -> bool:
        have = folded_words(name)
        return all(close_names(word, have) for word in words)

    near = close_names(typed, names)
    near += [name for name in names if name not in near and words and near_in_words(name)]
    return near[:3]


def _same_word(typed: str, word: str) -> bool:
    """Whether a folded word typed is a word of a name: the word, or a Russian one in
    another case (Гудсона, Гудсону of Гудсон), as kb audit reads names on pages."""
    return typed == word or re.fullmatch(name_pattern(word), typed) is not None


def _group(rows: Iterable[Any], key: str) -> dict[str, list[Any]]:
    grouped: dict[str, list[Any]] = {}
    for row in rows:
        grouped.setdefault(getattr(row, key), []).append(row)
    return grouped


def _by_file(session: Session, file: Any, ordinal: Any) -> tuple[Any, Any]:
    """ORDER BY file, ordinal in code-point order, as the ledger's files sort in Python:
    PostgreSQL would sort the names by the database's collation (en_US puts
    "_wafer.toml" and "Summary.toml" elsewhere), SQLite already compares code points."""
    if session.get_bind().dialect.name == "postgresql":
        return sa.collate(file, "C"), ordinal
    return file, ordinal


def _records(session: Session, ids: sa.Select[str]) -> list[ClaimRecord]:
    """Full records, children included, for the claims selected by ids, in ledger order."""
    # Plain rows, not ORM objects: building a model object per row costs more than the query.
    claims = session.execute(
        sa.select(_table(Claim))
        .where(col(Claim.id).in_(ids))
        .order_by(*_by_file(session, col(Claim.file), col(Claim.ordinal)))
    ).all()
    if not claims:
        return []

    def children(model: Any) -> dict[str, list[Any]]:
        table = _table(model)
        rows = session.execute(
            sa.select(table).where(table.c.claim_id.in_(ids)).order_by("claim_id", "seq")
        ).all()
        return _group(rows, "claim_id")

    attributions, citations = children(Attribution), children(Citation)
    links, events = children(Link), children(Event)
    return [
        ClaimRecord(
            id=c.id,
            statement=c.statement,
            subject=c.subject,
            status=c.status,
            attributed_to=[a.agent_name for a in attributions.get(c.id, [])],
            low=c.value_low,
            high=c.value_high,
            unit=c.unit,
            note=c.note,
            citations=[
                CitationRecord(x.source_id, x.quote, x.start, x.end)
                for x in citations.get(c.id, [])
            ],
            links=[
                LinkRecord(x.relation, x.target_id, x.formula, x.note) for x in links.get(c.id, [])
            ],
            history=[EventRecord(x.status, x.at, x.reason) for x in events.get(c.id, [])],
        )
        for c in claims
    ]


def list_claims(*, session: Session, spec: ClaimFilter | None = None) -> list[ClaimRecord]:
    """Claims matching the filter, in ledger order (file, then position in the file)."""
    return _records(session, _claim_query(session, spec or ClaimFilter()))


@dataclass(frozen=True)
class CitationPlace:
    file: str  # "sources/000_….txt", relative to the ledger root
    line: int
    column: int
    language: str  # the source's


@dataclass
class ClaimDetail:
    """One claim with what it rests on and what rests on it, as trees.

    `claims` holds the record of every claim named in the trees, in `crossing`, in
    `incoming` or by the claim's links; `crossing` lists the contradicts/supersedes links
    into or out of the claim as (owner id, link), and `incoming` every link of any claim
    to it.
    """

    claim: ClaimRecord
    file: str  # its claims file, relative to the ledger root
    line: int | None  # the line of its [[claim]] table there, when the file is at hand
    agents: list[AgentRecord]
    sources: dict[str, SourceRecord]
    rests_on: TreeNode
    rested_on_by: TreeNode
    crossing: list[tuple[str, LinkRecord]]
    incoming: list[tuple[str, LinkRecord]]
    claims: dict[str, ClaimRecord]
    computed: dict[str, Interval | str]  # formula -> its value now, or why it has none

    @property
    def where(self) -> str:
        """The claim's place in the ledger: "claims/x.toml:12", the file alone without the
        line."""
        return str(Place(self.file, self.line))

    def place(self, citation: CitationRecord) -> CitationPlace | None:
        """Where a citation's quote begins in its source file, as an editor opens it; None
        when the source is not in the knowledge base."""
        source = self.sources.get(citation.source)
        if source is None:
            return None
        line, column = position(source.text, citation.start)
        return CitationPlace(f"sources/{source.path}", line, column, source.language)


def links_around(*, session: Session, claim_id: str) -> list[tuple[str, LinkRecord]]:
    """The links of every claim connected to claim_id by links of any kind, in the order
    of their claims and of each claim's links. One recursive query walks them through
    the indexes of both ends, so that a claim's trees cost what they hold and not what
    the whole knowledge base holds, nor a query for each step of a long chain (a chain
    of 10,000 derivations was 10,000 queries)."""
    table = _table(Link)
    link = table.alias("step")
    reach = sa.select(sa.literal(claim_id).label("id")).cte("reach", recursive=True)
    other_end = sa.case((link.c.claim_id == reach.c.id, link.c.target_id), else_=link.c.claim_id)
    touching = (link.c.claim_id == reach.c.id) | (link.c.target_id == reach.c.id)
    reach = reach.union(sa.select(other_end).select_from(reach.join(link, touching)))
    rows = session.execute(sa.select(table).where(table.c.claim_id.in_(sa.select(reach.c.id))))
    # sorted here, in code-point order: PostgreSQL would sort the ids by its collation
    ordered = sorted(rows, key=lambda x: (x.claim_id, x.seq))
    return [(x.claim_id, LinkRecord(x.relation, x.target_id, x.formula, x.note)) for x in ordered]


def linked_ids(*, session: Session, claim_id: str) -> set[str]:
    """The claims a link of any kind joins to claim_id, either way (through the indexes)."""
    table = _table(Link)
    ends = sa.select(table.c.claim_id, table.c.target_id).where(
        (table.c.claim_id == claim_id) | (table.c.target_id == claim_id)
    )
    return {x for row in session.execute(ends) for x in row} - {claim_id}


def list_subjects(*, session: Session) -> list[str]:
    """Every claim's subject, each once (read from the subject's index)."""
    return list(session.execute(sa.select(col(Claim.subject)).distinct()).scalars())


def claims_stating(*, session: Session, statement: str) -> list[str]:
    """The ids of the claims whose statement is ``statement`` as kb search folds it (case,
    runs of spaces, a hyphen or dash), which SQL cannot fold: every statement is read."""
    wanted = fold_phrase(statement)
    rows = session.execute(sa.select(col(Claim.id), col(Claim.statement)))
    return [claim_id for claim_id, said in rows if fold_phrase(said) == wanted]


def claims_about(*, session: Session, subjects: Sequence[str]) -> list[tuple[str, str]]:
    """The id and unit of each claim on any of subjects whose value has a unit."""
    query = sa.select(col(Claim.id), col(Claim.unit)).where(
        col(Claim.subject).in_(subjects), col(Claim.unit).is_not(None)
    )
    return [(claim_id, unit) for claim_id, unit in session.execute(query).all()]


def _tree_ids(node: TreeNode) -> Iterator[str]:
    yield node.claim_id
    for child in node.children:
        yield from _tree_ids(child)


def get_claim_row(*, session: Session, claim_id: str) -> Claim:
    """The claim's row; NotFound naming the nearest ids when there is none."""
    row = session.get(Claim, claim_id)
    if row is None:
        ids = session.execute(sa.select(col(Claim.id))).scalars().all()
        raise NotFound(f"no claim with id {claim_id!r}{did_you_mean(claim_id, ids)}")
    return row


def get_claim(*, session: Session, claim_id: str, root: Path | None = None) -> ClaimDetail:
    """The claim with its trees, links and sources; root, the folder of the ledger when at
    hand, gives the line of the claim in its file."""
    row = get_claim_row(session=session, claim_id=claim_id)
    links = links_around(session=session, claim_id=claim_id)
    graph = Graph.of(links)
    rests_on, rested_on_by = graph.tree(claim_id, upward=True), graph.tree(claim_id, upward=False)
    own = [(owner, link) for owner, link in links if claim_id in (owner, link.claim)]
    crossing = [(owner, link) for owner, link in own if link.relation not in SUPPORT_RELATIONS]
    incoming = [(owner, link) for owner, link in own if link.claim == claim_id]
    ids = {*_tree_ids(rests_on), *_tree_ids(rested_on_by)}
    ids.update(x for owner, link in own for x in (owner, link.claim))
    claims = {c.id: c for c in list_claims(session=session, spec=ClaimFilter(ids=sorted(ids)))}
    claim = claims[claim_id]
    agents = [agent for _, agent in _agents(session, claim.attributed_to)]
    agents.sort(key=lambda a: claim.attributed_to.index(a.name))
    sources = get_sources(session=session, ids={c.source for c in claim.citations})
    computed: dict[str, Interval | str] = {}
    for link in claim.links:
        if link.formula:
            try:
                computed[link.formula] = recompute(claim, link.formula, claims)
            except FormulaError as error:
                computed[link.formula] = str(error)
    return ClaimDetail(
        claim=claim,
        file=row.file,
        line=ClaimPlaces(root, {claim_id: row.file}).line(claim_id),
        agents=agents,
        sources=sources,
        rests_on=rests_on,
        rested_on_by=rested_on_by,
        crossing=crossing,
        incoming=incoming,
        claims=claims,
        computed=computed,
    )


def _source_record(row: Source) -> SourceRecord:
    return SourceRecord(
        id=row.id,
        path=row.path,
        title=row.title,
        language=row.language,
        sha256=row.sha256,
        text=row.text,
        url=row.url,
        publisher=row.publisher,
        published=row.published,
    )


def get_sources(*, session: Session, ids: Iterable[str]) -> dict[str, SourceRecord]:
    """The sources of ``ids`` that exist, by id."""
    query = select(Source).where(col(Source.id).in_(sorted(set(ids))))
    return {row.id: _source_record(row) for row in session.exec(query)}


def list_sources(*, session: Session) -> list[tuple[SourceRecord, int]]:
    """Every source with the number of citations into it, in ledger order."""
    counts = dict(
        session.execute(
            sa.select(col(Citation.source_id), sa.func.count()).group_by(col(Citation.source_id))
        ).all()
    )
    rows = session.exec(select(Source).order_by(col(Source.ordinal))).all()
    return [(_source_record(row), counts.get(row.id, 0)) for row in rows]


def _agents(session: Session, names: Sequence[str] | None = None) -> list[tuple[str, AgentRecord]]:
    """Each agent (of ``names``, when given), in ledger order, with its other names and
    the ledger file that declares it."""
    query = select(Agent).order_by(*_by_file(session, col(Agent.file), col(Agent.ordinal)))
    aliases = select(AgentAlias).order_by(col(AgentAlias.seq))
    if names is not None:
        query = query.where(col(Agent.name).in_(names))
        aliases = aliases.where(col(AgentAlias.agent_name).in_(names))
    other = {
        name: [row.alias for row in rows]
        for name, rows in _group(session.exec(aliases), "agent_name").items()
    }
    return [
        (a.file, AgentRecord(a.name, a.kind, a.note, other.get(a.name, [])))
        for a in session.exec(query)
    ]


def _ignore_rows(session: Session) -> Sequence[Ignore]:
    order = _by_file(session, col(Ignore.file), col(Ignore.ordinal))
    return session.exec(select(Ignore).order_by(*order)).all()


def list_agents(*, session: Session) -> list[AgentRecord]:
    return [agent for _, agent in _agents(session)]


def dump_ledger(*, session: Session) -> Ledger:
    """The ledger the database holds, file by file in ledger order."""
    ledger = Ledger(sources=[source for source, _ in list_sources(session=session)])
    files: dict[str, LedgerFile] = {}

    def file(path: str) -> LedgerFile:
        return files.setdefault(path, LedgerFile(path=path))

    for path, agent in _agents(session):
        file(path).agents.append(agent)
    placed = {
        row.id: row.file for row in session.execute(sa.select(col(Claim.id), col(Claim.file)))
    }
    for claim in list_claims(session=session):
        file(placed[claim.id]).claims.append(claim)
    for ignore in _ignore_rows(session):
        file(ignore.file).ignores.append(
            IgnoreRecord(ignore.source_id, ignore.quote, ignore.start, ignore.end, ignore.reason)
        )
    ledger.files = [files[path] for path in sorted(files)]
    return ledger


# --------------------------------------------------------------------------- audit
# Added for `kb audit` (kb/audit.py): the ignore spans, which the coverage of the
# ledger's own sources counts beside the citations.


def list_ignores(*, session: Session) -> list[IgnoreRecord]:
    """Every ignore span of the ledger, in ledger order (file, then position)."""
    rows = _ignore_rows(session)
    return [IgnoreRecord(x.source_id, x.quote, x.start, x.end, x.reason) for x in rows]
