"""Text renderings of results: JSON, CSV, Markdown and HTML (rich terminal output is the
CLI's business). JSON is canonical: sorted keys, so `| jq` and diffs are stable."""

import csv
import html
import io
import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict
from typing import TYPE_CHECKING, Any
from urllib.parse import quote, urlsplit

from kb.answers import NothingFound
from kb.errors import one_line
from kb.export import agent_json, claim_json, interval_json, link_json, source_json, value_json
from kb.formula import Interval
from kb.graph import TreeNode
from kb.lazy_re import lazy_compile
from kb.ledger_reader import NAMES_JOINED_BY
from kb.records import ClaimRecord, EventRecord, LinkRecord, SourceRecord
from kb.search_found import Found
from kb.search_text import quoted_spans, typed_phrases, unspaced_chinese
from kb.search_values import searched_values
from kb.status import MEANINGS, WHY_SHOWN, Status
from kb.store import ClaimDetail, ClaimFilter
from kb.table import BASIS_PROBLEMS, FactTable, TableGroup, claim_sources
from kb.values import humanize, plain_number
from kb.word_patterns import HAN
from kb.wording import listed, noun_for

if TYPE_CHECKING:
    from kb.check import Problem
    from kb.review import Impacted
    from kb.search_misses import Miss


def canonical_json(data: Any) -> str:
    """data as kb writes JSON: keys sorted, indented by two, non-ASCII text as it is."""
    return json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True)


def to_json(data: Any) -> str:
    """A JSON document, canonical_json ended by a new line."""
    return canonical_json(data) + "\n"


def to_csv(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """RFC 4180 CSV: records end in CRLF, so that a field holding a lone carriage return is
    quoted too (with LF line ends Python's csv module leaves it bare, splitting the row)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(header)
    writer.writerows(rows)
    return buffer.getvalue()


CLAIM_COLUMNS = ("id", "status", "value", "attributed_to", "sources", "statement")


# How the names in one cell are joined, as in CSV: a name may hold a comma ("Gostev,
# Peter"), so that ", " would leave how many agents are named to guess; the ledger
# refuses the joining character in a name (kb.ledger_reader.NAMES_JOINED_BY).
AGENTS_JOINED = f"{NAMES_JOINED_BY} "


def claim_row(claim: ClaimRecord) -> list[str]:
    """The cells of one claim in a list or table, as text."""
    return [
        claim.id,
        claim.status,
        humanize(claim.low, claim.high, claim.unit),
        AGENTS_JOINED.join(claim.attributed_to),
        ", ".join(claim_sources(claim)),
        claim.statement,
    ]


# "Officially stated" holds confirmed and reported claims; DESIGN.md shows reported ones
# marked. A mark that is text, not a colour: it survives NO_COLOR and copy-paste.
REPORTED_MARK = "*"


# A claim kb check finds resting on a fallen or weaker basis (rule 4), marked where it
# stands so that a published table does not state more than the ledger holds.
BASIS_MARKS = dict(zip(BASIS_PROBLEMS, "†‡", strict=True))
BASIS_LEGENDS = {
    "fallen-basis": "rests on a claim since disputed or retracted (kb check: fallen-basis)",
    "too-strong": "its status is stronger than what it rests on (kb check: too-strong)",
}


def table_row(claim: ClaimRecord, weak: Sequence[str] = ()) -> list[str]:
    """The cells of one claim in kb table: claim_row with a reported claim's status marked,
    "reported *", and one with the problems ``weak`` (TableGroup.weak) names, "estimate †",
    "confirmed †‡"; a disputed or retracted claim's statement followed by why
    (statement_cell)."""
    row = claim_row(claim)
    row[_STATEMENT_CELL] = statement_cell(claim)
    marks = [REPORTED_MARK] if claim.status == Status.REPORTED else []
    marks.extend(BASIS_MARKS[problem] for problem in weak)
    if marks:
        row[CLAIM_COLUMNS.index("status")] += " " + "".join(marks)
    return row


def statement_cell(claim: ClaimRecord, text: Callable[[str], str] = lambda s: s) -> str:
    """A claim's statement in kb table; a disputed or retracted one's followed, apart
    from who said it, by why, as its history's last change to that status says
    ("[disputed 2026-11-30: Contradicted by ...]"): in a table, the row of such a claim
    is read for that more than for its statement. ``text`` renders the statement, the
    note's head and its reason, each a text of its own (table_html marks each one's
    language: a Chinese reason is one run, the head and the brackets stay outside)."""
    event = _reason_shown(claim)
    if event is None:
        return text(claim.statement)
    head = f"{claim.status} {event.at[:10]}: "
    return f"{text(claim.statement)} [{text(head)}{text(event.reason)}]"


def _reason_shown(claim: ClaimRecord) -> EventRecord | None:
    """Of a disputed or retracted claim, its history's last change to that status, whose
    reason kb table gives after the statement; None for another status, or when the
    history records none (a claim written disputed)."""
    if claim.status not in WHY_SHOWN:
        return None
    return next((e for e in reversed(claim.history) if e.status == claim.status), None)


def group_rows(group: TableGroup) -> list[list[str]]:
    return [table_row(c, group.weak.get(c.id, ())) for c in group.claims]


def table_legend(group: TableGroup) -> list[str]:
    """The lines under a group that say what its statuses and marks mean: one a status
    shown, in the vocabulary's order, as kb.status.MEANINGS says it ("* reported: ..."
    with its mark), then one a mark of a weak basis shown."""
    shown = {c.status for c in group.claims}
    lines = [_status_legend(status, group.claims) for status in Status if status in shown]
    for problem, mark in BASIS_MARKS.items():
        if any(problem in problems for problems in group.weak.values()):
            lines.append(f"{mark} {BASIS_LEGENDS[problem]}")
    return lines


def _status_legend(status: Status, claims: Sequence[ClaimRecord]) -> str:
    """ "estimate: a quantitative estimate by ...", "* reported: ..." with its mark; of a
    status whose claims are followed by why (WHY_SHOWN), that they are, for every one of
    ``claims`` that has it or only some, and nothing when none is."""
    line = f"{status}: {MEANINGS[status]}"
    told = [_reason_shown(claim) is not None for claim in claims if claim.status == status]
    if any(told):
        every, some = WHY_SHOWN[status]
        line += every if all(told) else some
    return f"{REPORTED_MARK} {line}" if status == Status.REPORTED else line


# How a claim stands to one it rests on, by the link between them ("derived-from
# params", "supported by speed"), and to one that rests on it ("basis of wafers").
RESTS_ON_PHRASES = {
    "derived-from": "derived-from",
    "assumes": "assumes",
    "supports": "supported by",
}
BASIS_OF_PHRASES = {"derived-from": "basis of", "assumes": "assumed by", "supports": "supports"}
# How a claim stands to one it contradicts or supersedes ("contradicts caption"), and to
# one that contradicts or supersedes it ("contradicted by caption").
CROSSES_PHRASES = {"contradicts": "contradicts", "supersedes": "supersedes"}
CROSSED_BY_PHRASES = {"contradicts": "contradicted by", "supersedes": "superseded by"}


def _claim_state(claim: ClaimRecord | None) -> dict[str, Any]:
    """What kb show prints of a claim it names: status, value and statement, each None
    for a claim that does not exist (a dangling link)."""
    return {
        "status": claim.status if claim else None,
        "value": value_json(claim) if claim else None,
        "statement": claim.statement if claim else None,
    }


def _tree_json(node: TreeNode, claims: Mapping[str, ClaimRecord]) -> list[dict[str, Any]]:
    return [
        {
            "claim": child.claim_id,
            "relation": child.edge.link.relation if child.edge else None,
            "declared_by": child.edge.owner if child.edge else None,
            "formula": child.edge.link.formula if child.edge else None,
            "cycle": child.repeated,
            "shown_above": child.shown_above,
            "deeper": child.deeper,
            "children": _tree_json(child, claims),
            **_claim_state(claims.get(child.claim_id)),
        }
        for child in node.children
    ]


def _link_json(other: str, link: LinkRecord, claims: Mapping[str, ClaimRecord]) -> dict[str, Any]:
    """A link as the export writes it, "claim" naming the claim at its other end, with
    that claim's state."""
    return dict(link_json(link), claim=other, **_claim_state(claims.get(other)))


def _derived_json(result: Interval | str) -> dict[str, Any]:
    if isinstance(result, Interval):
        return {"value": interval_json(result.low, result.high, result.unit), "error": None}
    return {"value": None, "error": result}


def claim_detail_json(detail: ClaimDetail) -> dict[str, Any]:
    """A claim as in the export, with the rest of what kb show prints: where it lies in the
    ledger, who asserted it (each agent as the export has it), where each quote is, the
    values its formulas give, its support trees in both directions (each claim with its
    state) and its links both ways. The export's keys keep their meaning."""
    claim = detail.claim
    data = claim_json(claim)
    for citation, cited in zip(claim.citations, data["citations"], strict=True):
        place = detail.place(citation)
        source = detail.sources.get(citation.source)
        cited.update(
            file=place.file if place else None,
            line=place.line if place else None,
            column=place.column if place else None,
            language=place.language if place else None,
            published=source.published if source else None,
            publisher=source.publisher if source else None,
            url=source.url if source else None,
        )
    data.update(
        ledger={"file": detail.file, "line": detail.line},
        asserted_by=[agent_json(a) for a in detail.agents],
        derived=[{"formula": f, **_derived_json(r)} for f, r in detail.computed.items()],
        rests_on=_tree_json(detail.rests_on, detail.claims),
        rested_on_by=_tree_json(detail.rested_on_by, detail.claims),
        linked_to=[_link_json(link.claim, link, detail.claims) for link in claim.links],
        linked_from=[_link_json(owner, link, detail.claims) for owner, link in detail.incoming],
    )
    return data


IMPACT_COLUMNS = ("id", "depth", "via", *CLAIM_COLUMNS[1:])


def impact_via(impacted: "Impacted") -> str:
    """The link through which a claim is downstream: "derived-from sol-params-3t"."""
    edge = impacted.edge
    return f"{RESTS_ON_PHRASES[edge.link.relation]} {edge.basis}"


def impact_row(impacted: "Impacted") -> list[str]:
    """claim_row with how deep the claim lies and through which link."""
    row = claim_row(impacted.claim)
    return [row[0], str(impacted.depth), impact_via(impacted), *row[1:]]


def impact_json(impacted: Sequence["Impacted"]) -> str:
    """The claims as kb claims writes them, each with how deep it lies and "via": the
    claim it rests on through the link that reached it, the link's relation and the
    claim that declares it (as in kb show's trees)."""
    return to_json(
        {
            "claims": [
                dict(
                    claim_json(i.claim),
                    depth=i.depth,
                    via={
                        "claim": i.edge.basis,
                        "relation": i.edge.link.relation,
                        "declared_by": i.edge.owner,
                    },
                )
                for i in impacted
            ]
        }
    )


CLAIM_CSV_COLUMNS = (
    "id",
    "subject",
    "status",
    "value_low",
    "value_high",
    "unit",
    "attributed_to",
    "sources",
    "statement",
)


def _text_cell(text: str) -> str:
    """Text a spreadsheet shows as text: one starting like a formula (=, +, -, @) gets a
    leading apostrophe, so that a quoted "=HYPERLINK(...)" is never run."""
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def _claim_csv_row(c: ClaimRecord) -> list[str]:
    """A claim for a spreadsheet: the value as plain decimal numbers (750, 3000000000000:
    no exponent, which a spreadsheet shows as 3E+12) and a unit, lists joined by "; ",
    texts that could be read as formulas defused."""
    return [
        c.id,
        _text_cell(c.subject),
        c.status,
        "" if c.low is None else plain_number(c.low),
        "" if c.high is None else plain_number(c.high),
        c.unit or "",
        _text_cell(AGENTS_JOINED.join(c.attributed_to)),
        "; ".join(claim_sources(c)),
        _text_cell(c.statement),
    ]


def claims_csv(claims: Sequence[ClaimRecord]) -> str:
    return to_csv(CLAIM_CSV_COLUMNS, [_claim_csv_row(c) for c in claims])


# the ledger's optional fields last, so that a script reading the CSV by position reads
# the columns it read before they came (a narrow terminal leaves out the date before who)
SOURCE_COLUMNS = ("id", "language", "citations", "path", "title", "publisher", "published", "url")
_UNSAID = ("publisher", "published", "url")  # a ledger may leave these out


def source_row(source: SourceRecord, citations: int) -> list[str]:
    return [
        source.id,
        source.language,
        str(citations),
        source.path,
        source.title,
        source.publisher or "",
        source.published or "",
        source.url or "",
    ]


def source_table(sources: Sequence[tuple[SourceRecord, int]]) -> tuple[list[str], list[list[str]]]:
    """The columns and rows of a table of sources for people: without the columns that
    no source fills (publisher, published, url)."""
    rows = [source_row(s, n) for s, n in sources]
    kept = [
        i for i, c in enumerate(SOURCE_COLUMNS) if c not in _UNSAID or any(row[i] for row in rows)
    ]
    return [SOURCE_COLUMNS[i] for i in kept], [[row[i] for i in kept] for row in rows]


def sources_csv(sources: Sequence[tuple[SourceRecord, int]]) -> str:
    rows = [[_text_cell(cell) for cell in source_row(s, n)] for s, n in sources]
    return to_csv(SOURCE_COLUMNS, rows)


def source_credit(source: SourceRecord) -> str:
    """Who published a source and when, as a citation names it: "Nimbus Research,
    2026-12-01"; "" when the ledger says neither."""
    return ", ".join(filter(None, (source.publisher, source.published)))


def source_summary_json(source: SourceRecord) -> dict[str, Any]:
    """A source's record as kb sources and kb table's JSON give it, for a reader: that of
    the export (kb.export.source_json: id, path, language, title, publisher, published,
    url) but its sha256, which the export keeps for kb import to check the text by."""
    summary = source_json(source)
    del summary["sha256"]
    return summary


def sources_json(sources: Sequence[tuple[SourceRecord, int]]) -> str:
    return to_json({"sources": [dict(source_summary_json(s), citations=n) for s, n in sources]})


def web_url(url: str | None) -> str | None:
    """``url`` when a reader may follow it as a link: http or https, to a host; None for
    any other that a ledger may hold (javascript: or data: would run or show code), and
    for one holding white space or a character that does not print, which urlsplit drops
    ("https://example.com/a\nsol-ru: ..." would print a line of its own)."""
    address = (url or "").strip()
    if " " in address or not address.isprintable():
        return None
    try:
        parts = urlsplit(address)
    except ValueError:  # a malformed host ("http://[x")
        return None
    return address if parts.scheme.lower() in ("http", "https") and parts.netloc else None


def source_about(source: SourceRecord) -> str:
    """What a table's key says of a source after its id: its title, language, publisher
    and date, "Пример: новая модель (ru; Пример Медиа, 2026-12-01)", on one line (a title
    holding a line break is shown escaped, kb.errors.one_line)."""
    return f"{one_line(source.title)} {source_language_and_credit(source)}"


def source_language_and_credit(source: SourceRecord) -> str:
    """The bracket after a source's title in a table's key: "(ru; Пример Медиа, 2026-12-01)"."""
    credit = one_line(source_credit(source))
    return f"({source.language}{'; ' + credit if credit else ''})"


SOURCES_TITLE = "Sources"  # the key under kb table's groups


def source_key(sources: Sequence[SourceRecord]) -> list[str]:
    """A table's key of its sources for the terminal, a line each: "src-a: Пример: новая
    модель (ru; Пример Медиа, 2026-12-01) https://example.com/news/1" (the web address,
    web_url, when the source has one)."""
    return [" ".join(filter(None, (f"{s.id}: {source_about(s)}", web_url(s.url)))) for s in sources]


def claims_json(claims: Sequence[ClaimRecord]) -> str:
    return to_json({"claims": [claim_json(c) for c in claims]})


# kb search: a claim's row and where the words it does not show were found
SEARCH_COLUMNS = (*CLAIM_COLUMNS, "found")


def search_row(claim: ClaimRecord, found: Sequence[Found]) -> list[str]:
    return [*claim_row(claim), "; ".join(map(str, found))]


def search_csv(results: Sequence[tuple[ClaimRecord, Sequence[Found]]]) -> str:
    rows = [[*_claim_csv_row(c), _text_cell("; ".join(map(str, f)))] for c, f in results]
    return to_csv((*CLAIM_CSV_COLUMNS, "found"), rows)


def search_json(results: Sequence[tuple[ClaimRecord, Sequence[Found]]]) -> str:
    """kb claims' JSON, each claim with ``found``: [{"part": "quote", "source": "sol-zh",
    "excerpt": "…"}] (source null but for a quote)."""
    return to_json(
        {"claims": [dict(claim_json(c), found=list(map(asdict, f))) for c, f in results]}
    )


def table_filters(table: FactTable) -> dict[str, Any]:
    """The options of kb table that chose a table's claims, as typed (None when not given;
    ``all``: --all, whether retracted claims are shown)."""
    spec = table.spec or ClaimFilter()
    return {
        "subject": spec.subject,
        "source": spec.source,
        "by": spec.by,
        "search": spec.search,
        "changed_since": spec.changed_since,
        "all": table.include_retracted,
    }


def table_json(table: FactTable) -> str:
    """kb claims' JSON of each claim, grouped, with the ids of its ``sources`` and its
    ``basis_problems`` (TableGroup.weak: the marks of the other formats, by name; [] when
    none); the status stays as it is. Beside the groups, ``sources``: the record of each
    source cited (source_summary_json), as the key of the other formats lists them;
    ``title``, as Markdown and HTML have it (table_title); and ``filters``, the options it
    was made with (table_filters). No time it was made: a table committed to git is made
    again alike."""
    return to_json(
        {
            "title": table_title(table.spec, table.agents),
            "filters": table_filters(table),
            "sources": [source_summary_json(s) for s in table.sources],
            "groups": [
                {
                    "group": g.group.value,
                    "claims": [
                        dict(
                            claim_json(c),
                            sources=claim_sources(c),
                            basis_problems=g.weak.get(c.id, []),
                        )
                        for c in g.claims
                    ],
                }
                for g in table.groups
            ],
        }
    )


def table_csv(groups: Sequence[TableGroup]) -> str:
    """The claims of kb claims --format csv, each with the table column it falls in."""
    rows = [[g.group.value, *_claim_csv_row(c)] for g in groups for c in g.claims]
    return to_csv(("group", *CLAIM_CSV_COLUMNS), rows)


# An underscore that could begin or end emphasis: any but one between two letters or
# digits (value_low), which Markdown leaves as it is, and so does this.
_EMPHASIS_UNDERSCORE = lazy_compile(r"(?<![^\W_])_|_(?![^\W_])")

# The other marks Markdown reads in a table's cell: code (`), links and images ([x](y),
# ![x](y), [^1]), strikethrough (~~, of the flavour tables come from), emphasis (*, the
# reported mark too) and the cell's end (|).
_MARKUP = lazy_compile(r"[`\[\]~*|]")

# Markdown's line ends: any of them would end a table's row.
_LINE_END = lazy_compile(r"\r\n?|\n")


def _markdown_text(text: str) -> str:
    """Text shown as it is: backslashes, the marks of _MARKUP and underscores that
    Markdown would read as emphasis escaped, HTML shown as text, one line."""
    text = html.escape(text, quote=False).replace("\\", "\\\\")
    text = _EMPHASIS_UNDERSCORE.sub(r"\\_", _MARKUP.sub(r"\\\g<0>", text))
    return _LINE_END.sub(" ", text)


TABLE_TITLE = "What is officially stated, and what is estimated or speculated"


def filter_phrase(spec: ClaimFilter | None, agents: Sequence[str] = ()) -> str | None:
    """Which claims ``spec`` admits, in words, None for all of them: "claims whose subject
    contains “晶圆”, attributed to OpenAI". ``agents`` are those its --by named
    (kb.store.agents_named), said in place of the words typed: "attributed to Bleys
    Goodson" of --by Гудсона; without them, the words are said as typed."""
    if spec is None:
        return None
    said = [
        f"with status {' or '.join(spec.statuses)}" if spec.statuses else None,
        f"whose subject contains “{spec.subject}”" if spec.subject else None,
        f"citing {spec.source}" if spec.source else None,
        f"attributed to {_any_agent_of(agents) or spec.by}" if spec.by else None,
        _containing(spec.search) if spec.search else None,
        f"whose status changed since {spec.changed_since}" if spec.changed_since else None,
        "with the ids asked for" if spec.ids is not None else None,
    ]
    phrases = [phrase for phrase in said if phrase]
    return "claims " + ", ".join(phrases) if phrases else None


def _containing(search: str) -> str:
    """What a --search admits, in words, as kb search reads it (kb.search_text): "containing
    every word of “晶圆 参数”"; a phrase in quotation marks as typed, in its own marks:
    "containing the phrase “每层一个晶圆”", "containing every word of “Cerebras” and the
    phrases «слой на пластину» and "KV 缓存"", not "every word of ““每层一个晶圆””"; a
    figure as typed (kb.search_values), which a claim holds by its value or its text:
    "containing the figure “750 tokens/s”"."""
    values, rest = searched_values(search)
    phrases, rest = typed_phrases(rest)
    words = " ".join(rest.split())
    said = [f"every word of “{words}”"] if words else []
    if phrases:
        said.append(f"the {noun_for(len(phrases), 'phrase')} {listed(phrases)}")
    if values:
        figures = [f"“{value.text}”" for value in values]
        said.append(f"the {noun_for(len(figures), 'figure')} {listed(figures)}")
    return "containing " + " and ".join(said)


def _any_agent_of(agents: Sequence[str]) -> str:
    """ "A", "any of A; B; C": claims attributed to any of them, joined as a cell joins
    agents (AGENTS_JOINED), as a name may hold a comma: "Smith, Anna or Anna Jones" read
    as three."""
    if len(agents) < 2:
        return "".join(agents)
    return f"any of {AGENTS_JOINED.join(agents)}"


def no_claims(spec: ClaimFilter | None, agents: Sequence[str] = ()) -> str:
    """What to say when ``spec`` admits no claim: "no claims whose subject contains “晶圆”"
    (``agents`` as filter_phrase takes them)."""
    phrase = filter_phrase(spec, agents)
    return f"no {phrase}" if phrase else "the knowledge base holds no claims"


# The Chinese scale words a number written in digits keeps (3万亿, 750万), largest first.
_CHINESE_SCALES = ((1e12, "万亿"), (1e8, "亿"), (1e4, "万"))


def _in_digits(run: str) -> str | None:
    """A Chinese numeral (七百五十, 一万五千) as sources mostly write it: in digits, with a
    scale word from 万 up (750, 1.5万); None when ``run`` is no numeral."""
    from kb.numerals import parse_chinese  # only when a search found nothing: start-up

    value = parse_chinese(run)
    if value is None:
        return None
    size, word = next(((size, word) for size, word in _CHINESE_SCALES if value >= size), (1, ""))
    return f"{plain_number(value / size)}{word}"


def nothing_found_lines(why: NothingFound) -> list[str]:
    """What kb claims, kb search and kb table say on stderr when they found no claim, a
    line each: that none matched (no_claims), then, when only retracted claims did, that
    kb table --all shows them, else what to try when the search text alone may be why
    (search_hint)."""
    said = no_claims(why.spec, why.agents)
    if why.only_retracted:
        return [f"{said} but retracted ones, which kb table --all shows"]
    hint = search_hint(why.spec, why.misses)
    return [said] if hint is None else [said, hint]


def search_hint(spec: ClaimFilter, misses: "Sequence[Miss] | None" = None) -> str | None:
    """What to try when ``spec`` found nothing, when its search text alone is why: Chinese
    typed without spaces (kb.search_text.unspaced_chinese) outside its figures (a numeral
    with a scale word, 三万亿, is one: kb.search_values, as 3万亿 is); else what ``misses``
    (kb.search_misses.search_misses) says: the words no claim holds, with the words of
    claims each may have been typed for, or that no claim holds them all. None otherwise
    (another filter, --status or --by, may be what left nothing)."""
    alone = spec.search if spec.search and spec.search_alone else None
    run = unspaced_chinese(searched_values(alone)[1]) if alone else None
    if run is not None:
        digits = _in_digits(run)
        if digits is not None:
            return f"hint: {run} is a number, which sources mostly write in digits: search {digits}"
        return (
            f"hint: Chinese without spaces, {run}, is searched as one phrase; to find its words "
            "anywhere in a claim, put spaces between them (晶圆 参数, not 晶圆参数)"
        )
    return None if misses is None or spec.search is None else _misses_hint(spec.search, misses)


def _misses_hint(search: str, misses: "Sequence[Miss]") -> str | None:
    """ "hint: no claim holds “Cerebas” (did you mean “cerebras”?) or “wafr”"; "hint: did
    you mean “cerebras”?" when that word was the whole search; "hint: each of its words is
    in some claim, but no claim holds them all". None for a whole search that no claim
    holds and no word of theirs is close to: the message said so."""
    if not misses:
        return "hint: each of its words is in some claim, but no claim holds them all"
    if len(misses) == 1 and misses[0].part == search.strip():
        miss = misses[0]
        if miss.as_words:
            return f"hint: “{miss.part}” is read as {_as_figure(miss)}"
        status = _status_named(miss.part)
        if status:
            return (
                f"hint: “{miss.part}” is a status, which a search does not read: "
                f"kb claims --status {status} lists the claims that have it"
            )
        return f"hint: did you mean {_words(miss.close)}?" if miss.close else None
    told = [
        (miss.part if quoted_spans(miss.part) else f"“{miss.part}”") + _told_of(miss)
        for miss in misses
    ]
    return f"hint: no claim holds {listed(told, 'or')}"


def _told_of(miss: "Miss") -> str:
    """What a hint says after a part no claim holds: " (a status: kb claims --status
    estimate)" for a status's name, else " (did you mean “cerebras”?)" for a slip; and how
    a figure was read (_as_figure)."""
    status = _status_named(miss.part)
    if status:
        said = f" (a status: kb claims --status {status})"
    else:
        said = f" (did you mean {_words(miss.close)}?)" if miss.close else ""
    return said + (f" (read as {_as_figure(miss)})" if miss.as_words else "")


def _status_named(part: str) -> str | None:
    """The status a part of a search names, in any case ("Unverified": unverified): a
    search reads no status, and a claim's statement is hedge-free. None for another."""
    return part.lower() if part.lower() in {status.value for status in Status} else None


def _as_figure(miss: "Miss") -> str:
    """The figure that a part no claim holds, but whose words claims hold, was read as,
    and how to search its words: "the figure 750 token; claims hold its words: search
    '"750 tokens"'" (a claim of 750 tokens per second holds a rate, not that count)."""
    return f"the figure {miss.figure}; claims hold its words: search '\"{miss.part}\"'"


def _words(close: Sequence[str]) -> str:
    """ "“cerebras”", "“cerebras” or “cerebras'”": the words a miss may have meant."""
    return listed([f"“{word}”" for word in close], "or")


def _sentence(phrase: str) -> str:
    """ "no claims citing sol-ru" as a sentence: "No claims citing sol-ru." (capitalize()
    would lower the rest: openai, gpt-5.6 sol)."""
    return phrase[:1].upper() + phrase[1:] + "."


def table_title(spec: ClaimFilter | None, agents: Sequence[str] = ()) -> str:
    """kb table's title, saying which filters made it: "... — claims citing sol-ru"
    (``agents`` as filter_phrase takes them)."""
    phrase = filter_phrase(spec, agents)
    return f"{TABLE_TITLE} — {phrase}" if phrase else TABLE_TITLE


# The comments around kb table's Markdown groups (table_markdown)
MARKDOWN_IGNORED = (
    "<!-- kb-ignore-start: kb table renders the claims themselves -->",
    "<!-- kb-ignore-end -->",
)


# What a Markdown link's address keeps as it is (quote keeps letters, digits and _.-~):
# a space, a bracket, a backslash, a backtick or a cell's end (|) would end the link or
# the cell, so they are percent-encoded, as is any letter outside ASCII.
_URL_KEPT = "!#$%&'*+,/:;=?@[]"


def _markdown_link(text: str, url: str | None) -> str:
    """``text`` as a link to ``url`` (a web_url), "[sol-zh](https://...)"; shown as it is
    without one."""
    shown = _markdown_text(text)
    return f"[{shown}]({quote(url, safe=_URL_KEPT)})" if url else shown


def _html_link(text: str, url: str | None) -> str:
    """``text`` as a link to ``url`` (a web_url), <a href="https://...">sol-zh</a>; shown
    as it is (_html_text) without one."""
    shown = _html_text(text)
    return f'<a href="{html.escape(url)}">{shown}</a>' if url else shown


def _linked_sources(
    claim: ClaimRecord, urls: Mapping[str, str], link: Callable[[str, str | None], str]
) -> str:
    """A claim's sources cell with each id a link to its source (``link``: _markdown_link
    or _html_link; ``urls``: web addresses by source id)."""
    return ", ".join(link(source, urls.get(source)) for source in claim_sources(claim))


def _web_urls(sources: Sequence[SourceRecord]) -> dict[str, str]:
    """The web address of each source that has one (web_url), by id."""
    return {s.id: url for s in sources if (url := web_url(s.url))}


_SOURCES_CELL = CLAIM_COLUMNS.index("sources")
_AGENTS_CELL = CLAIM_COLUMNS.index("attributed_to")
_STATEMENT_CELL = CLAIM_COLUMNS.index("statement")


def table_markdown(table: FactTable) -> str:
    """A Markdown document: the title (table_title), then a section a group, each source
    id a link to the source where it has a web address, then the key of the sources
    cited (source_about); with no claim, a line saying so.  It stands between
    kb-ignore-start and -end comments (MARKDOWN_IGNORED): it renders the ledger itself,
    so kb audit of a page that publishes it would only find the ledger's own estimates
    and disputes stated as what they are (and in its title the words of a --search,
    "9000 wafers")."""
    spec, agents = table.spec, table.agents
    urls = _web_urls(table.sources)
    parts = [MARKDOWN_IGNORED[0], "", f"# {_markdown_text(table_title(spec, agents))}", ""]
    if not table.groups:
        parts.extend([_markdown_text(_sentence(no_claims(spec, agents))), ""])
    for g in table.groups:
        parts.append(f"## {g.group.value.capitalize()}\n")
        parts.append("| " + " | ".join(CLAIM_COLUMNS) + " |")
        parts.append("|" + "---|" * len(CLAIM_COLUMNS))
        for claim, row in zip(g.claims, group_rows(g), strict=True):
            cells = [_markdown_text(x) for x in row]
            cells[_SOURCES_CELL] = _linked_sources(claim, urls, _markdown_link)
            parts.append("| " + " | ".join(cells) + " |")
        parts.append("")
        for legend in table_legend(g):
            parts.extend([_markdown_text(legend), ""])
    if table.sources:
        parts.extend([f"## {SOURCES_TITLE}", ""])
        for s in table.sources:
            parts.append(
                f"- {_markdown_link(s.id, urls.get(s.id))}: {_markdown_text(source_about(s))}"
            )
        parts.append("")
    parts.extend([MARKDOWN_IGNORED[1], ""])
    return "\n".join(parts)


# Runs of Chinese or Japanese (ideographs and kana, their punctuation and full-width
# forms, and the quotation marks between them: 这种“注意力…, not the “ ” an English
# title puts around 晶圆) and of Cyrillic words (with the spaces, digits and punctuation
# between them, and Russian quotation marks, « » and „ “, around them: «слой на
# пластину»; a closing one only where it closes one of the run's, _paired): the
# languages of the knowledge base besides English, and those read with them. Told by
# their script, as a table's texts (names, statements, the filters in its title) carry
# no language of their own.
_CJK = f"{HAN}\u3040-\u30ff\u3000-\u303f\uff00-\uffef"
_LANGUAGE_RUNS = lazy_compile(
    f"(?P<cjk>[{HAN}\u3040-\u30ff][{_CJK}]*(?:[“”‘’]+[{_CJK}]+)*)"
    r"|(?P<cyrillic>[«„]?[\u0400-\u04ff]+(?:[\s\d,.:;!?«»„“()\-–—]+[\u0400-\u04ff]+)*[»“]*)"
)
_OPENED_BY = {"»": "«", "“": "„"}  # Russian quotation marks: the closing one's opening one


def _paired(run: str) -> int:
    """How much of a Cyrillic run of _LANGUAGE_RUNS is Russian: all but the closing
    quotation marks at its end that close none it opens (“Пример»” of an English text
    around it; «Пример» is the run's)."""
    body = run.rstrip("»“")
    unclosed = {
        opening: body.count(opening) - body.count(closing)
        for closing, opening in _OPENED_BY.items()
    }
    end = len(body)
    for mark in run[end:]:
        if unclosed[_OPENED_BY[mark]] <= 0:
            break
        unclosed[_OPENED_BY[mark]] -= 1
        end += 1
    return end


_KANA = lazy_compile("[\u3040-\u30ff]")  # hiragana and katakana: Japanese
_UKRAINIAN = lazy_compile("[ґєії]", re.IGNORECASE)  # letters Russian has not


def _languages(text: str) -> dict[str, str]:
    """The language of each kind of run of _LANGUAGE_RUNS in ``text``, told by the whole
    text, as a word alone may be either (枚, Пластина): its ideographs are Japanese when it
    holds kana, else Chinese; its Cyrillic Ukrainian when it has ґ, є, і or ї, else
    Russian."""
    return {
        "cjk": "ja" if _KANA.search(text) else "zh",
        "cyrillic": "uk" if _UKRAINIAN.search(text) else "ru",
    }


# A sentence ends after a Chinese full stop, question or exclamation mark (and the closing
# marks after it), or a Western one before a space or the end (not the dot of GPT-5.6).
_SENTENCE_END = lazy_compile(r"[。！？][”’」』）》]*|[.!?][”’»“)\]]*(?=\s|$)")
# What a sentence says aside, in quotation marks or brackets, whose words do not tell its
# language: "The article calls it “一片晶圆一层”.", "Bleys Goodson (Блейс Гудсон) says ..."
_ASIDE = lazy_compile(
    r'“[^“”]*”|«[^«»]*»|„[^„“”]*[“”]|「[^」]*」|『[^』]*』|《[^》]*》|"[^"]*"'
    r"|\([^()]*\)|（[^（）]*）|\[[^\[\]]*\]"
)
_LATIN_WORD = lazy_compile("[A-Za-z\u00c0-\u024f]+")
_CYRILLIC_WORD = lazy_compile("[\u0400-\u04ff]+")
_IDEOGRAPH_OR_KANA = lazy_compile(f"[{HAN}\u3040-\u30ff]")
_SCRIPT = {"cjk": re.compile(f"[{_CJK}]"), "cyrillic": re.compile("[\u0400-\u04ff]")}
# A name, code or figure in Latin letters, in its quotation marks ("WSE-3", "GPT-5.6",
# "«Cerebras»"), or the marks that open a word: what a Chinese or Russian sentence may
# hold before its first word of that script ("WSE-3 拥有", "GPT-5.6 Sol 的", "GPT-5.6 Sol
# на"), unlike an English word ("disputed 2026-12-01: Cerebras 否认…": from Cerebras).
_NAME = lazy_compile(r"[«“„「『《(（‘]*(?:[A-Z0-9][\w.\-–/+]*)?[»”“」』》)）’]*")
_WORD = lazy_compile(r"\S+\s*")


def _sentences(text: str) -> list[tuple[int, int]]:
    """Where the sentences of ``text`` begin and end (_SENTENCE_END)."""
    ends = [end.end() for end in _SENTENCE_END.finditer(text)]
    starts = [0, *ends]
    return [(a, b) for a, b in zip(starts, [*ends, len(text)], strict=True) if a < b]


def _sentence_script(sentence: str) -> str | None:
    """ "cjk" or "cyrillic" when ``sentence`` is Chinese (or Japanese) or Russian as a
    whole, so that its figures, names and punctuation are of it ("WSE-3 拥有 4 万亿个晶体管。"):
    its own words (not those it quotes or puts in brackets, _ASIDE) are mostly of that
    script, a Chinese character counting half a word (a word is mostly two), and of the
    Latin ones only those with a small letter (WSE, AI, PFLOPS or the GB of 44GB are
    written alike in every language); None otherwise."""
    own = _ASIDE.sub(" ", sentence)
    latin = sum(1 for word in _LATIN_WORD.findall(own) if not word.isupper())
    ideographs = len(_IDEOGRAPH_OR_KANA.findall(own)) / 2
    cyrillic = len(_CYRILLIC_WORD.findall(own))
    if max(ideographs, cyrillic) <= latin:
        return None
    return "cjk" if ideographs >= cyrillic else "cyrillic"


def _names_before(sentence: str, first: int) -> int:
    """Where the names (_NAME) right before ``first`` in ``sentence`` begin, ``first``
    when there are none."""
    begin = first
    for word in reversed(list(_WORD.finditer(sentence, 0, first))):
        if not _NAME.fullmatch(word.group().rstrip()):
            break
        begin = word.start()
    return begin


def _language_runs(text: str) -> list[tuple[int, int, str]]:
    """The runs of ``text`` in another language than English, each (start, end, kind of
    _LANGUAGE_RUNS): a sentence that is Chinese or Russian as a whole (_sentence_script) is
    one run, from the names before its first word of that script (_names_before) to its
    end; in another, each run of _LANGUAGE_RUNS (Chinese quoted in English). Runs of one
    kind with only white space between them are one."""
    runs: list[tuple[int, int, str]] = []
    for start, end in _sentences(text):
        sentence = text[start:end]
        kind = _sentence_script(sentence)
        first = _SCRIPT[kind].search(sentence) if kind else None
        if kind is None or first is None:  # not Chinese nor Russian as a whole
            for run in _LANGUAGE_RUNS.finditer(text, start, end):
                size = _paired(run.group()) if run.lastgroup == "cyrillic" else len(run.group())
                runs.append((run.start(), run.start() + size, run.lastgroup or ""))
            continue
        begin = start + _names_before(sentence, first.start())
        runs.append((begin, start + len(sentence.rstrip()), kind))
    joined: list[tuple[int, int, str]] = []
    for start, end, kind in runs:
        if joined and joined[-1][2] == kind and not text[joined[-1][1] : start].strip():
            start = joined.pop()[0]
        joined.append((start, end, kind))
    return joined


def _html_text(text: str) -> str:
    """``text`` escaped, each run of another language than English (_language_runs) in a
    span saying which (<span lang="zh">, "ja", "ru", "uk"), so that a page whose language
    is English shows Chinese in a Chinese font (a browser may take a Japanese one for
    ideographs it is not told the language of) and reads Russian as Russian (hyphenation,
    screen readers)."""
    out, at = [], 0
    languages = _languages(text)
    for start, end, kind in _language_runs(text):
        out.append(html.escape(text[at:start]))
        out.append(f'<span lang="{languages[kind]}">{html.escape(text[start:end])}</span>')
        at = end
    return "".join(out) + html.escape(text[at:])


# The headers of kb table's HTML columns, for people; the field names stay the cells'
# classes, which style them (td.value).
CLAIM_LABELS = {
    "id": "Claim",
    "status": "Status",
    "value": "Value",
    "attributed_to": "Who says so",
    "sources": "Sources",
    "statement": "Statement",
}


def _html_header() -> str:
    """The row of column headers: <th scope="col" class="value">Value</th>, ..."""
    cells = (f'<th scope="col" class="{c}">{CLAIM_LABELS[c]}</th>' for c in CLAIM_COLUMNS)
    return "<tr>" + "".join(cells) + "</tr>"


def table_html(table: FactTable) -> str:
    """A standalone page titled table_title, each source id a link to the source where it
    has a web address, the key of the sources cited under the groups (source_about); every
    text is escaped, its Chinese and Russian marked with their language (_html_text).
    Each table is named by its group's heading and described by its legend (for screen
    readers), its header row in <thead>, the labels of CLAIM_LABELS; on a screen narrower
    than it (a phone's) it scrolls sideways in a box of its own, a region named as it is,
    and the page's margins narrow. With no claim, it says so."""
    spec, agents = table.spec, table.agents
    urls = _web_urls(table.sources)
    title = table_title(spec, agents)
    out = [
        "<!DOCTYPE html>",
        '<html lang="en">',
        '<head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{html.escape(title)}</title>",
        "<style>body{font-family:system-ui,sans-serif;margin:2rem;overflow-wrap:break-word}"
        # a table wider than the screen scrolls in its box, not the page (a phone's 375px)
        ".scroll{overflow-x:auto}"
        "table{border-collapse:collapse}"
        "th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}"
        "th{background:#f3f3f3}"
        "td.value,td.status{white-space:nowrap}"  # "750 token/s" on one line
        "td.statement{min-width:12rem}"  # what is read, not a word a line beside the others
        "tr.reported td{background:#fdf5e2}"
        "tr.reported td.status{font-style:italic}"
        ".legend{margin:.5rem 0 2rem}.legend p{margin:.2rem 0}"
        "@media (max-width:30rem){body{margin:.75rem}th,td{padding:.2rem .3rem}}</style>",
        "</head>",
        "<body>",
        f"<h1>{_html_text(title)}</h1>",
    ]
    if not table.groups:
        out.append(f'<p class="empty">{_html_text(_sentence(no_claims(spec, agents)))}</p>')
    for g in table.groups:
        name = g.group.value.replace(" ", "-")
        heading, legend = f"group:{name}", f"legend:{name}"  # no claim id has a colon
        out.append(f'<h2 id="{heading}">{html.escape(g.group.value.capitalize())}</h2>')
        # named, and focusable so that a keyboard scrolls it too
        out.append(f'<div class="scroll" role="region" aria-labelledby="{heading}" tabindex="0">')
        out.append(f'<table aria-labelledby="{heading}" aria-describedby="{legend}">')
        out.extend(["<thead>", _html_header(), "</thead>", "<tbody>"])
        for claim, row in zip(g.claims, group_rows(g), strict=True):
            shown = [_html_text(x) for x in row]
            shown[_SOURCES_CELL] = _linked_sources(claim, urls, _html_link)
            shown[_STATEMENT_CELL] = statement_cell(claim, _html_text)
            # each name's language its own: "Bleys Goodson; 业内分析师" is no Chinese sentence
            shown[_AGENTS_CELL] = AGENTS_JOINED.join(map(_html_text, claim.attributed_to))
            cells = "".join(
                f'<td class="{column}">{x}</td>'
                for column, x in zip(CLAIM_COLUMNS, shown, strict=True)
            )
            out.append(f'<tr id="{html.escape(claim.id)}" class="{claim.status}">{cells}</tr>')
        out.extend(["</tbody>", "</table>", "</div>", f'<div class="legend" id="{legend}">'])
        out.extend(f"<p>{html.escape(legend)}</p>" for legend in table_legend(g))
        out.append("</div>")
    if table.sources:
        out.extend([f"<h2>{SOURCES_TITLE}</h2>", '<ul class="sources">'])
        out.extend(
            f"<li>{_html_link(s.id, urls.get(s.id))}: {_html_text(one_line(s.title))} "
            f"{_html_text(source_language_and_credit(s))}</li>"
            for s in table.sources
        )
        out.append("</ul>")
    out.extend(["</body>", "</html>", ""])
    return "\n".join(out)


def problems_text(problems: Sequence["Problem"]) -> str:
    """One line a problem, as a linter prints: where: rule N name: message."""
    lines = []
    for p in problems:
        rule = f"rule {p.number} {p.rule}" if p.is_error else f"warning {p.rule}"
        lines.append(f"{p.where + ': ' if p.where else ''}{rule}: {p.message}")
    return "".join(line + "\n" for line in lines)


def problems_json(problems: Sequence["Problem"]) -> str:
    """Each problem with its place as text (``where``, "claims/x.toml:12") and in parts:
    ``path``, ``line``, ``column`` (each null when the problem has none), and the other
    claims it is about (``related``: what a claim is too strong for, the claims a
    suspected contradiction names, ...; Problem.related)."""
    return to_json(
        {
            "problems": [
                {
                    "rule": p.rule,
                    "number": p.number,
                    "severity": p.severity,
                    "claim": p.claim,
                    "where": p.where,
                    "path": p.place.path if p.place else None,
                    "line": p.place.line if p.place else None,
                    "column": p.place.column if p.place else None,
                    "message": p.message,
                    "related": list(p.related),
                }
                for p in problems
            ]
        }
    )
