"""The kb command as a user runs it: exit codes, stdout, stderr, formats, help."""

import contextlib
import csv
import hashlib
import io
import itertools
import json
import os
import re
import shlex
import shutil
import sqlite3
import subprocess
import sys
from dataclasses import replace
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import hypothesis
import pytest
from hypothesis import strategies as st
from markdown_it import MarkdownIt
from rich.cells import cell_len
from rich.console import Console
from rich.text import Text
from sqlalchemy.engine import make_url
from typer.testing import CliRunner, Result

import cli
from cli.app import app
from cli.line_breaks import TIE, Folded, folded_lines, hanging_lines, printed, words_folded
from cli.output import print_table
from cli.reference import command_names, help_text, updated
from cli.show import quoted
from kb.export import source_json
from kb.graph import TREE_DEPTH
from kb.ledger_reader import LONGEST_NAME, read_ledger
from kb.records import EventRecord
from kb.render import (
    CLAIM_COLUMNS,
    CLAIM_CSV_COLUMNS,
    SOURCE_COLUMNS,
    claim_row,
    claims_csv,
    source_summary_json,
    sources_csv,
    table_html,
    table_markdown,
    web_url,
)
from kb.status import GROUP_OF, Group
from kb.table import FactTable, TableGroup
from tests.builders import claim as claim_record
from tests.builders import make_project, name_agents_in_chinese
from tests.conftest import ROOT
from tests.synthetic import write_synthetic
from tests.test_ledger import FAULTS, INTRO, RU_SHA256, _edit, _line_of, unlistable

runner = CliRunner()


def kb(*args: str, cwd: Path | None = None) -> tuple[int, str, str]:
    """Run kb in-process; returns exit code, stdout and stderr."""
    result = kb_result(*args, cwd=cwd)
    return result.exit_code, result.stdout, result.stderr


def kb_result(*args: str, cwd: Path | None = None) -> Result:
    """Run kb in-process; the whole result, stdout's bytes included."""
    previous = Path.cwd()
    if cwd is not None:
        os.chdir(cwd)
    try:
        result = runner.invoke(app, list(args), terminal_width=100)
    finally:
        os.chdir(previous)
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result


def usage(command: str) -> str:
    """The lines a usage error of kb COMMAND prints above its message (kb is "root" in
    CliRunner)."""
    shown = help_text(command).split("\n", 1)[0].replace("Usage: kb ", "Usage: root ")
    return f"{shown}\nTry 'root {command} -h' for help.\n"


@pytest.fixture
def db(db_url: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """A database (SQLite and PostgreSQL) loaded with the shipped ledger through KB_DB."""
    monkeypatch.setenv("KB_DB", db_url)
    code, _, err = kb("import", cwd=ROOT)
    assert code == 0, err
    return db_url


def test_import_reports_on_stderr_what_it_loaded_where(db: str) -> None:
    code, out, err = kb("import", cwd=ROOT)
    assert (code, out) == (0, "")
    claims = len(read_ledger(ROOT).claims())
    into = db if "://" not in db else make_url(db).render_as_string(hide_password=True)
    assert (
        err == f"imported {claims} claims from ./ into {into}: no claim added, changed or removed\n"
    )
    code, _, err = kb("import", cwd=ROOT / "claims")
    assert code == 0 and err.startswith(f"imported {claims} claims from {ROOT}/ into ")


def test_import_says_what_changed_since_the_last_import(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fact-checker renames one claim and rewords another: the import names them; four
    claims added are counted, not named; the first import only counts what it loaded."""
    database = tmp_path / "kb.sqlite"
    monkeypatch.setenv("KB_DB", str(database))
    claims = len(read_ledger(project).claims())
    imported = f"imported {claims} claims from ./ into {database}"
    assert kb("import", cwd=project) == (0, "", f"{imported}\n")
    intro = "claims/01-introduction.toml"
    _edit(project, intro, 'id = "speed-removes-pauses"', 'id = "speed-removes-waits"')
    _edit(project, intro, "about three trillion parameters", "some three trillion parameters")
    assert kb("import", cwd=project) == (
        0,
        "",
        f"{imported}: 1 added (speed-removes-waits), 1 changed (sol-params-3t), 1 removed "
        "(speed-removes-pauses)\n",
    )
    (project / "claims" / "16-new.toml").write_text(
        "".join(
            f'[[claim]]\nid = "new-{n}"\nstatement = "New."\nsubject = "S"\nstatus = "assumption"\n'
            for n in range(4)
        ),
        encoding="utf-8",
    )
    added = f"imported {claims + 4} claims from ./ into {database}: 4 added\n"
    assert kb("import", cwd=project) == (0, "", added)


def test_import_tells_claims_whose_quotes_only_moved_apart_from_those_changed(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A two-sentence correction to the Russian source, its two quotes corrected and its
    sha256 updated: two claims changed, and those whose quotes the reader found further
    on in the corrected text are counted apart. It said "131 changed", as if the ledger
    had changed them."""
    database = tmp_path / "kb.sqlite"
    monkeypatch.setenv("KB_DB", str(database))
    assert kb("import", cwd=project)[0] == 0
    path = "sources/002_b0ed4ae8ade3d96a.txt"
    at = (project / path).read_text(encoding="utf-8").index("Калеб Шеперд подчеркнул")
    for file in (path, INTRO):
        _edit(project, file, "Калеб Шеперд подчеркнул", "Калеб Шеперд особо подчеркнул")
    for file in (path, "claims/03-wafer-count.toml"):
        _edit(project, file, "Около 150 миллиардов", "Около 170 миллиардов")
    sha256 = hashlib.sha256((project / path).read_bytes()).hexdigest()
    _edit(project, "sources/sources.toml", RU_SHA256, sha256)
    changed = ["shepherd-computer-use-gain", "goodson-active-150b"]
    moved = [
        claim.id
        for claim in read_ledger(ROOT).claims()
        if claim.id not in changed
        and any(c.source == "sol-ru" and c.start > at for c in claim.citations)
    ]
    code, _, err = kb("import", cwd=project)
    assert code == 0
    assert err.endswith(
        f": 2 changed ({', '.join(changed)}), {len(moved)} with citations moved in their source\n"
    )


def test_a_failed_import_creates_no_database(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    intro = project / "claims" / "01-introduction.toml"
    intro.write_text(intro.read_text(encoding="utf-8").replace('status = "confirmed"', "status ="))
    new = tmp_path / "new.sqlite"
    monkeypatch.setenv("KB_DB", str(new))
    code, _, err = kb("import", cwd=project)
    assert code == 2 and "claims/01-introduction.toml:" in err and "invalid TOML" in err
    assert not new.exists()
    monkeypatch.delenv("KB_DB")
    assert kb("import", cwd=project)[0] == 2
    assert not (project / ".kb" / "kb.sqlite").exists()


def test_import_and_check_name_every_error_of_the_ledger(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for fault in FAULTS:
        _edit(project, *fault)
    code, out, err = kb("import", cwd=project)
    lines = err.splitlines()
    assert (code, out, len(lines)) == (2, "", 4)
    assert all(line.startswith("Error: claims/0") for line in lines)
    assert ": quote 'Заявление о скорости сразу вызвал" in lines[3]
    monkeypatch.delenv("KB_DB")
    # with no database yet, kb check says what it says once one holds an earlier ledger:
    # every error a rule 1 problem where it is, exit 1
    code, out, err = kb("check", cwd=project)
    problems = out.splitlines()
    assert code == 1
    assert [p.partition(": rule 1 ledger-not-loaded: ")[0] for p in problems] == [
        line.removeprefix("Error: ").split(": ")[0] for line in lines
    ]
    assert "rules 2 to 8 are checked once it loads" in problems[0]
    assert err == "4 problems, 0 warnings\n"
    for fault in FAULTS:
        _edit(project, fault[0], fault[2], fault[1])
    assert kb("table", cwd=project)[0] == 0  # loaded into the default database
    for fault in FAULTS:
        _edit(project, *fault)
    code, loaded_out, _ = kb("check", cwd=project)
    assert code == 1
    assert [p.split(": rule 1 ")[0] for p in loaded_out.splitlines()] == [
        p.split(": rule 1 ")[0] for p in problems
    ]


def test_a_subject_longer_than_a_database_index_holds_is_refused_at_its_line(
    db_url: str, project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PostgreSQL's btree index holds at most 2,704 bytes of a row (once compressed): a
    subject of 1,000 different Chinese characters (3,000 bytes) failed the import there
    with an index error that named no claim, and loaded into SQLite. 500 load into both."""
    monkeypatch.setenv("KB_DB", db_url)
    jalapeno = "claims/09-jalapeno.toml"
    longest = "".join(map(chr, range(0x4E00, 0x4E00 + LONGEST_NAME)))  # 一丁丂七…
    _edit(project, jalapeno, 'subject = "Jalapeño"', f'subject = "{longest}"')
    assert kb("import", cwd=project)[0] == 0
    assert "jalapeno-unveiled" in kb("claims", "--subject", longest, cwd=project)[1]
    _edit(project, jalapeno, longest, "".join(map(chr, range(0x4E00, 0x4E00 + 1000))))
    code, out, err = kb("import", cwd=project)
    assert (code, out) == (2, "")
    assert err == (
        f"Error: {jalapeno}:18: claim jalapeno-unveiled: 'subject' is 1,000 characters "
        "long, more than 500, the most the database indexes: shorten it\n"
    )
    assert "jalapeno-unveiled" in kb("claims", "--subject", longest, cwd=project)[1], "kept"


def test_check_strict_fails_on_warnings_too(project: Path) -> None:
    """A CI job that keeps the ledger free of warnings as well as problems: a claims file
    kb import does not read (its claims are missing) passes kb check, not --strict."""
    assert kb("import", cwd=project)[0] == 0
    assert kb("check", "--strict", cwd=project) == (0, "", "0 problems, 0 warnings\n")
    (project / "claims" / "03-extra.tml").write_text("", encoding="utf-8")
    code, out, err = kb("check", cwd=project)
    assert (code, err) == (0, "0 problems, 1 warning\n")
    assert out.startswith("claims/03-extra.tml: warning unread-claims-file: ")
    assert kb("check", "--strict", cwd=project) == (1, out, err)
    json_out = kb("check", "--strict", "--format", "json", cwd=project)
    assert json_out[0] == 1 and "unread-claims-file" in json_out[1]


def test_check_json_names_the_claim_of_each_ledger_error(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A ledger error about a claim (a quote not in its source, an unknown status or
    agent) is that claim's problem in kb check --format json, before and after a database
    holds the ledger; "claim" was null. An error of no claim (the quote of an ignore
    span) names none."""
    monkeypatch.delenv("KB_DB")
    assert kb("import", cwd=project)[0] == 0
    for fault in FAULTS:
        _edit(project, *fault)
    heading = 'quote = "为什么每秒750个Token很重要"'  # an ignore span: no claim's
    changed = heading.replace("Token", "token")
    _edit(project, INTRO, heading, changed)
    expected = [
        ("claims/01-introduction.toml:21", "sol-speed-750"),  # unknown agent 'OpenAl'
        ("claims/01-introduction.toml:140", "sol-params-3t"),  # unknown status 'estimated'
        (f"claims/01-introduction.toml:{_line_of(project, INTRO, changed)}", None),
        ("claims/02-model-size.toml:10", "speed-raises-size-question"),  # 立刻 for 立即
        ("claims/02-model-size.toml:14", "speed-raises-size-question"),  # вызвало
    ]
    for database in ("loaded", "none"):
        if database == "none":
            shutil.rmtree(project / ".kb")  # the project's database, which held the ledger
        code, out, _ = kb("check", "--format", "json", cwd=project)
        found = [(p["where"], p["claim"]) for p in json.loads(out)["problems"]]
        assert (code, found) == (1, expected), database


_NOTE_ZH = "OpenAI表示，GPT-5.6 Sol可以在Cerebras基础设施上以高达每秒750个Token的速度运行。"
_NOTE_RU = (
    "OpenAI заявила, что GPT-5.6 Sol может работать на инфраструктуре Cerebras со скоростью "
    "до 750 токенов в секунду."
)


def _placed(out: str) -> list[tuple[str, str | None, int | None, int | None, str]]:
    """Each problem of kb check --format json: its rule, path, line and column, where."""
    return [
        (p["rule"], p["path"], p["line"], p["column"], p["where"])
        for p in json.loads(out)["problems"]
    ]


def test_check_json_gives_each_problem_its_path_line_and_column(project: Path) -> None:
    """A pipeline reading kb check --format json had to take ``where`` apart, a string
    in four shapes (a claims file and line, a source and line and column, a file, the
    claims folder): each problem gives its path, line and column too, null when it has
    none, and keeps ``where``; a source that does not load is placed at its character."""
    text = f"{_NOTE_ZH}\n{_NOTE_RU}\n"
    note = project / "sources" / "003_note.txt"
    note.write_text(text, encoding="utf-8")
    with (project / "sources" / "sources.toml").open("a", encoding="utf-8") as file:
        file.write(
            '\n[[source]]\nid = "note"\npath = "003_note.txt"\ntitle = "Note"\n'
            f'language = "zh"\nsha256 = "{hashlib.sha256(text.encode()).hexdigest()}"\n'
        )
    (project / "sources" / "extra.txt").write_text(_NOTE_RU, encoding="utf-8")
    _edit(project, INTRO, 'attributed_to = ["OpenAI"]\n', "")  # sol-speed-750's
    assert kb("import", cwd=project)[0] == 0  # into KB_DB, which edits leave as it is
    code, out, _ = kb("check", "--format", "json", cwd=project)
    claim = _line_of(project, INTRO, 'id = "sol-speed-750"') - 1  # its [[claim]]
    zh, ru = _NOTE_ZH.index("每秒750") + 1, _NOTE_RU.index("750") + 1  # where each figure begins
    assert (code, _placed(out)) == (
        1,
        [
            ("uncovered-number", "sources/003_note.txt", 1, zh, f"sources/003_note.txt:1:{zh}"),
            ("uncovered-number", "sources/003_note.txt", 2, ru, f"sources/003_note.txt:2:{ru}"),
            ("unattributed", INTRO, claim, None, f"{INTRO}:{claim}"),
            ("unlisted-source", "sources/extra.txt", None, None, "sources/extra.txt"),
        ],
    )
    # from claims/, as the text names them; two files edited: at the claims folder
    in_claims = _placed(kb("check", "--format", "json", cwd=project / "claims")[1])
    named = "01-introduction.toml"
    assert in_claims[2] == ("unattributed", named, claim, None, f"{named}:{claim}")
    _edit(project, INTRO, "[[claim]]", "# edited\n[[claim]]")
    _edit(project, "claims/02-model-size.toml", "[[claim]]", "# edited\n[[claim]]")
    first = _placed(kb("check", "--format", "json", cwd=project)[1])[0]
    assert first == ("ledger-not-loaded", "claims/", None, None, "claims/")
    # a source holding a NUL does not load: at the NUL's line and column
    note.write_text(text.replace("до 750", "до 7\x0050"), encoding="utf-8")
    first = _placed(kb("check", "--format", "json", cwd=project)[1])[0]
    nul = f"sources/003_note.txt:2:{ru + 1}"
    assert first == ("ledger-not-loaded", "sources/003_note.txt", 2, ru + 1, nul)


def test_import_of_another_project_names_the_database_it_loads(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # without --db, a ledger elsewhere is loaded into its own embedded database
    monkeypatch.delenv("KB_DB")
    code, _, err = kb("import", str(project), cwd=ROOT)
    assert code == 0
    assert err.endswith(f"claims from {project}/ into {project / '.kb' / 'kb.sqlite'}\n")


def test_table_groups_official_and_speculative(db: str) -> None:
    code, out, _ = kb("table")
    assert code == 0
    official = out.index("Officially stated")
    speculative = out.index("Estimates and speculation")
    assert official < out.index("sol-speed-750") < speculative < out.index("sol-params-3t")
    assert "750 token/s" in out and "OpenAI" in out and "sol-zh, sol-ru" in out
    headers = [line for line in out.splitlines() if line.startswith("id ")]
    assert len(headers) == 4 and len(set(headers)) == 1, "piped, the groups align too"
    # within a group, a subject's claims stand together: Goodson's range beside the 3T
    groups = json.loads(kb("table", "--format", "json")[1])["groups"]
    estimates = next(g for g in groups if g["group"] == "estimates and speculation")
    ids = [c["id"] for c in estimates["claims"]]
    assert ids.index("goodson-params-2t-4t") == ids.index("sol-params-3t") + 1


def test_table_takes_the_filters_of_claims(db: str) -> None:
    """An editor pastes only GPT-5.6 Sol's figures, or only Goodson's estimates."""
    everything = json.loads(kb("table", "--format", "json")[1])["groups"]
    code, out, _ = kb("table", "--subject", "GPT-5.6 Sol", "--format", "json")
    groups = json.loads(out)["groups"]
    assert code == 0 and [g["group"] for g in groups][:2] == [
        "officially stated",
        "estimates and speculation",
    ]
    claims = [c for g in groups for c in g["claims"]]
    assert claims and all("gpt-5.6 sol" in c["subject"].casefold() for c in claims)
    assert len(claims) < sum(len(g["claims"]) for g in everything)
    code, out, _ = kb("table", "--by", "Bleys Goodson", "--search", "триллионов", "--format", "csv")
    assert [row["id"] for row in csv.DictReader(io.StringIO(out))] == ["goodson-params-2t-4t"]
    code, _, err = kb("table", "--source", "sol-en")
    assert code == 1 and "no source 'sol-en'" in err


@pytest.mark.parametrize("fmt", ["markdown", "csv", "json", "html"])
def test_table_formats(db: str, fmt: str) -> None:
    code, out, _ = kb("table", "--format", fmt)
    assert code == 0
    if fmt == "markdown":
        assert (
            "## Officially stated" in out and "| sol-speed-750 | confirmed | 750 token/s |" in out
        )
    elif fmt == "csv":
        rows = list(csv.DictReader(io.StringIO(out)))
        row = next(r for r in rows if r["id"] == "sol-speed-750")
        assert row["group"] == "officially stated" and row["attributed_to"] == "OpenAI"
        # the columns of kb claims --format csv: numbers a spreadsheet can use
        assert (row["value_low"], row["unit"], row["sources"]) == (
            "750",
            "token/s",
            "sol-zh; sol-ru",
        )
        params = next(r for r in rows if r["id"] == "goodson-params-2t-4t")
        assert (params["value_low"], params["value_high"]) == ("2000000000000", "4000000000000")
        claims_header = kb("claims", "--format", "csv")[1].splitlines()[0]
        assert out.splitlines()[0] == "group," + claims_header
    elif fmt == "json":
        groups = json.loads(out)["groups"]
        assert groups[0]["group"] == "officially stated"
        assert "sol-speed-750" in [c["id"] for c in groups[0]["claims"]]
    else:
        assert out.startswith("<!DOCTYPE html>") and '<tr id="sol-speed-750"' in out
        assert "<script" not in out


LEGEND = (
    "* reported: a secondary source states it as fact without tracing it to the party that "
    "owns the fact"
)


def test_reported_claims_are_marked_in_every_human_format(
    db: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Officially stated holds confirmed and reported claims: the reported ones (the
    article's, an image caption's) carry a mark that is text, not colour, explained once
    under the group; CSV and JSON keep the status as it is."""
    reported, confirmed = "caption-cerebras-trillion-doc", "sol-speed-750"
    # piped, and on a terminal without colour
    code, out, _ = kb("table", "--by", "image caption (sol-ru)")
    lines = out.splitlines()
    assert code == 0 and lines[0].startswith("Officially stated")
    row = next(line for line in lines if line.startswith(reported))
    assert "reported *" in re.split(r"\s{2,}", row)
    assert lines[lines.index(LEGEND) + 1].startswith("Estimates"), "right under its group"
    assert out.count(LEGEND) == 1, "only under the group with a reported claim"
    screen = io.StringIO()
    terminal = Console(file=screen, force_terminal=True, width=200, no_color=True)
    monkeypatch.setattr("cli.output.stdout_console", lambda: terminal)
    assert kb("table", "--search", "晶圆")[0] == 0
    shown = re.sub(r"\x1b\[[0-9;]*m", "", screen.getvalue())
    assert "reported *" in shown and LEGEND in shown
    # Markdown, as a reader sees it rendered
    page = MarkdownIt("commonmark").enable("table").render(kb("table", "--format", "markdown")[1])
    assert f"<td>{reported}</td>\n<td>reported *</td>" in page
    assert f"<td>{confirmed}</td>\n<td>confirmed</td>" in page
    assert page.count(f"<p>{LEGEND}</p>") == 1
    assert page.index("</table>") < page.index(LEGEND) < page.index("<h2>Estimates")
    # HTML: the mark, a style for the rows, the legend under the group
    out = kb("table", "--format", "html")[1]
    assert re.search(r"tr\.reported td\{[^}]+\}", out), "class=reported is styled"
    assert f'<tr id="{reported}" class="reported"><td class="id">{reported}</td>' in out
    assert '<td class="status">reported *</td>' in out
    legend = out.index(f"<p>{LEGEND}</p>")
    assert out.index("</table>") < legend < out.index(">Estimates and speculation</h2>")
    assert out.count(LEGEND) == 1
    # data formats: the status column says it
    rows = list(csv.DictReader(io.StringIO(kb("table", "--format", "csv")[1])))
    assert {r["status"] for r in rows if r["id"] == reported} == {"reported"}
    groups = json.loads(kb("table", "--format", "json")[1])["groups"]
    statuses = {c["status"] for g in groups for c in g["claims"]}
    assert "reported" in statuses and not any("*" in s for s in statuses)


CONFIRMED = (
    "confirmed: the party that owns the fact said so (its word, not a finding that it is true)"
)
ASSUMPTION = "assumption: a value adopted to carry a derivation, not taken from any source"


def test_every_status_a_table_shows_is_explained_under_its_group(db: str) -> None:
    """Only "reported *" had a legend: "confirmed" read as "verified", and the two
    assumptions under Analysis as facts with no source. Under each group, a line for each
    status it shows (only those), in the terminal, Markdown and HTML."""
    out = kb("table")[1]
    lines = out.splitlines()
    at = lines.index(CONFIRMED)
    assert lines[at + 1] == LEGEND and lines[at + 2].startswith("Estimates and speculation")
    assert lines[lines.index(ASSUMPTION) + 1].startswith("Disputed")
    assert "speculation: a hypothesis, theory or rumour" in lines
    page = MarkdownIt("commonmark").enable("table").render(kb("table", "--format", "markdown")[1])
    analysis = page[page.index("<h2>Analysis") : page.index("<h2>Disputed")]
    assert analysis.index("</table>") < analysis.index(f"<p>{ASSUMPTION}</p>")
    assert "<p>analysis: its author" in analysis and "<p>speculation: " not in analysis
    html = kb("table", "--format", "html")[1]
    legend = '<div class="legend" id="legend:officially-stated">'
    assert f"{legend}\n<p>{CONFIRMED}</p>\n<p>{LEGEND}</p>\n</div>" in html
    # OpenAI's claims are all confirmed: the one line, no other status's
    out = kb("table", "--by", "OpenAI")[1]
    lines = out.splitlines()
    assert [line for line in lines if re.match(r"(\* )?[a-z]+: ", line)] == [CONFIRMED]
    assert lines[lines.index(CONFIRMED) + 1] == "Sources", "the key of sources below"
    page = kb("table", "--by", "OpenAI", "--format", "markdown")[1]
    assert CONFIRMED in page and "reported" not in page and "estimate:" not in page


DISPUTED = "disputed: contradicted by another claim or source"


def test_the_legend_promises_why_a_claim_is_disputed_only_where_the_table_shows_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under a disputed claim whose history records no reason, kb table's legend read
    "disputed: contradicted by another claim or source (why follows the statement)", and
    nothing followed it; "retracted: ..., kept with the reason (after the statement)" so
    too. The legend promises why where the rows show it, as for the shipped claims."""
    length = ("sol-ru", "максимальная поддерживаемая длина контента составляет 9200 токенов")
    size = ("sol-ru", "например, модель GPT\n• 5.6 Sol имеет 386 миллионов параметров")
    why = (
        "Contradicted by the confirmed context window and output limit from OpenAI's documentation."
    )
    told = [EventRecord("disputed", "2026-11-30T00:00:00Z", why)]

    def legend(*claims: tuple[str, str, tuple[str, str], list[EventRecord]]) -> list[str]:
        project = make_project(
            tmp_path / claims[0][0],
            lambda ledger: [
                claim_record(ledger, name, status, [quote], history=history)
                for name, status, quote, history in claims
            ],
        )
        monkeypatch.setenv("KB_DB", str(tmp_path / f"{claims[0][0]}.sqlite"))
        assert kb("import", cwd=project)[0] == 0
        out = kb("table", "--all", "--format", "markdown", cwd=project)[1]
        return [line for line in out.splitlines() if re.match("(disputed|retracted): ", line)]

    assert legend(("length", "disputed", length, [])) == [DISPUTED]
    assert legend(("length", "retracted", length, [])) == ["retracted: withdrawn or superseded"]
    assert legend(("both", "disputed", length, told), ("size", "disputed", size, [])) == [
        f"{DISPUTED} (why follows the statement where its history says)"
    ]
    # must still pass: where every row shows why, the legend says it follows
    assert legend(("told", "disputed", length, told)) == [f"{DISPUTED} (why follows the statement)"]
    monkeypatch.setenv("KB_DB", str(tmp_path / "shipped.sqlite"))
    assert kb("import", cwd=ROOT)[0] == 0
    assert f"{DISPUTED} (why follows the statement)" in kb("table")[1].splitlines()


FALLEN = "† rests on a claim since disputed or retracted (kb check: fallen-basis)"
TOO_STRONG = "‡ its status is stronger than what it rests on (kb check: too-strong)"


def test_a_cell_of_several_agents_is_not_read_as_more_of_them(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A newsroom names Peter Gostev "Gostev, Peter": "Gostev, Peter, image caption
    (sol-ru)" read as three agents. Every format joins a cell's agents with "; ", as CSV
    did, and so do a table's title and kb show."""
    for path in (project / "claims").glob("*.toml"):
        text = path.read_text(encoding="utf-8").replace('"Peter Gostev"', '"Gostev, Peter"')
        text = text.replace('"John Lam"', '"Lam, Peter"').replace(
            '["Питер Гостев"]', '["Питер Гостев", "Гостев, Питер"]'
        )
        path.write_text(text, encoding="utf-8")
    monkeypatch.delenv("KB_DB")
    claim, both = "gostev-sol-too-big-for-one-wafer", "Gostev, Peter; image caption (sol-ru)"
    for command in ("table", "claims"):
        out = kb(command, cwd=project)[1]
        row = next(line for line in out.splitlines() if line.startswith(claim + " "))
        assert both in re.split(r"\s{2,}", row), command
    out = kb("table", "--format", "markdown", cwd=project)[1]
    assert f"| {claim} | speculation |  | {both} |" in out
    out = kb("table", "--format", "html", cwd=project)[1]
    assert f'<td class="attributed_to">{both}</td>' in out
    rows = csv.DictReader(io.StringIO(kb("table", "--format", "csv", cwd=project)[1]))
    assert next(r["attributed_to"] for r in rows if r["id"] == claim) == both
    # the title of a table by several agents, and kb show, join them so too
    out = kb("table", "--by", "Peter", "--format", "markdown", cwd=project)[1]
    assert out.splitlines()[2].endswith(" — claims attributed to any of Gostev, Peter; Lam, Peter")
    out = kb("show", claim, cwd=project)[1]
    assert (
        "asserted by: Gostev, Peter (community; also Питер Гостев; Гостев, Питер); image "
        "caption (sol-ru) (caption)"
    ) in " ".join(out.split())


def test_a_table_left_empty_by_retracted_claims_says_kb_table_all_shows_them(
    reviewed: Path,
) -> None:
    """kb table --search of a word only a retracted claim holds hinted that "each of its
    words is in some claim, but no claim holds them all": kb table shows retracted claims
    only with --all."""
    kb("status", "jalapeno-unveiled", "retracted", "--reason", "withdrawn", cwd=reviewed)
    code, out, err = kb("table", "--search", "jalapeno-unveiled", cwd=reviewed)
    assert (code, err) == (
        0,
        "no claims containing every word of “jalapeno-unveiled” but retracted ones, which "
        "kb table --all shows\n",
    )
    assert "jalapeno-unveiled" not in out
    assert (
        "jalapeno-unveiled"
        in kb("table", "--search", "jalapeno-unveiled", "--all", cwd=reviewed)[1]
    )


def test_a_claim_id_searched_is_said_as_typed_not_split_into_words_and_a_figure(
    reviewed: Path,
) -> None:
    """An id holding a number word and a unit (sol-ONE-LAYER-per-wafer, jalapeno-NINE-MONTHS)
    was read as the words "sol- -per-wafer" and the figure “one-layer” (1 layer), and the
    title and messages said so; a figure joined to a word by a hyphen is part of that word,
    and the search is said as it was typed."""
    title = kb("table", "--search", "sol-one-layer-per-wafer", "--format", "markdown")[1]
    assert title.splitlines()[2].endswith(
        " — claims containing every word of “sol-one-layer-per-wafer”"
    )
    kb("status", "jalapeno-nine-months", "retracted", "--reason", "11 months", cwd=reviewed)
    code, out, err = kb("table", "--search", "jalapeno-nine-months", cwd=reviewed)
    assert (code, out, err) == (
        0,
        "",
        "no claims containing every word of “jalapeno-nine-months” but retracted ones, which "
        "kb table --all shows\n",
    )
    searched = ("--search", "jalapeno-nine-months", "--status", "disputed")
    assert kb("claims", *searched, cwd=reviewed)[2] == (
        "no claims with status disputed, containing every word of “jalapeno-nine-months”\n"
    )
    # typed alone, nine-months is still a figure (9 month)
    title = kb("table", "--search", "nine-months", "--all", "--format", "markdown")[1]
    assert title.splitlines()[2].endswith(" — claims containing the figure “nine-months”")
    # and a figure in digits glued to a word is one ("1.05M-context" found no claim)
    found = kb("search", "1.05M-context", "--format", "csv")[1]
    assert "sol-context-window" in [row["id"] for row in csv.DictReader(io.StringIO(found))]


def test_kb_search_lists_the_claim_whose_id_it_is_first(db: str) -> None:
    """kb search tokenomics-wafers-70 listed, in ledger order, two claims whose notes name
    it before the claim itself."""
    out = kb("search", "tokenomics-wafers-70", "--format", "csv")[1]
    ids = [row["id"] for row in csv.DictReader(io.StringIO(out))]
    assert ids[0] == "tokenomics-wafers-70" and len(ids) > 1
    listed = kb("claims", "--search", "tokenomics-wafers-70", "--format", "csv")[1]
    others = [row["id"] for row in csv.DictReader(io.StringIO(listed))]
    assert ids[1:] == [i for i in others if i != "tokenomics-wafers-70"], "the rest in order"
    out = kb("search", "TOKENOMICS-WAFERS-70 ", "--format", "csv")[1]
    assert next(csv.DictReader(io.StringIO(out)))["id"] == "tokenomics-wafers-70"


def test_a_claim_whose_basis_fell_or_is_weaker_is_marked_in_the_table(reviewed: Path) -> None:
    """A reviewer retracts the 3-trillion estimate: the table no longer shows the wafer
    count derived from it as a plain estimate, nor, raised to confirmed, the 70-100
    wafers derived from Goodson's estimate as officially stated, in every human format;
    kb check names both, CSV and JSON keep the status as it is."""
    wafers, deployed = "tokenomics-wafers-70", "sol-wafers-70-100"

    def row(out: str, claim: str) -> list[str]:
        line = next(line for line in out.splitlines() if line.startswith(claim + " "))
        return re.split(r"\s{2,}", line)

    assert "†" not in kb("table", cwd=reviewed)[1], "the shipped ledger has none"
    kb("status", "sol-params-3t", "retracted", "--reason", "withdrawn", cwd=reviewed)
    kb("status", deployed, "confirmed", "--reason", "announced", cwd=reviewed)
    out = kb("table", cwd=reviewed)[1]
    assert "estimate †" in row(out, wafers) and "confirmed ‡" in row(out, deployed)
    # the legend under each group that marks a row: the estimates, and the analysis, where
    # the reviewers' arithmetic of the 3 trillion (an assumption) rests on it too
    assert "assumption †" in row(out, "tokenomics-wafers-fp8-from-3t")
    assert out.count(FALLEN) == 2 and out.count(TOO_STRONG) == 1
    lines = out.splitlines()
    assert lines[lines.index(TOO_STRONG) - 1] == LEGEND, "under officially stated, after *"
    assert lines[lines.index(FALLEN) + 1].startswith("Analysis")
    page = (
        MarkdownIt("commonmark")
        .enable("table")
        .render(kb("table", "--format", "markdown", cwd=reviewed)[1])
    )
    assert f"<td>{wafers}</td>\n<td>estimate †</td>" in page and f"<p>{FALLEN}</p>" in page
    html = kb("table", "--format", "html", cwd=reviewed)[1]
    assert '<td class="status">confirmed ‡</td>' in html
    assert f"<p>{TOO_STRONG}</p>" in html
    # filtered to the one claim, its basis still counts
    out = kb("table", "--search", "tokenomics", cwd=reviewed)[1]
    assert "estimate †" in row(out, wafers) and FALLEN in out
    assert kb("check", cwd=reviewed)[1].count(f": claim {wafers}: it rests on sol-params-3t") == 1
    rows = list(csv.DictReader(io.StringIO(kb("table", "--format", "csv", cwd=reviewed)[1])))
    assert {r["status"] for r in rows if r["id"] in (wafers, deployed)} == {"estimate", "confirmed"}


def test_a_claim_with_both_problems_of_its_basis_shows_both_marks(reviewed: Path) -> None:
    """Confirmed, sol-wafers-70-100 is stronger than the estimate it is derived from (its
    first link) and, once the multi-system capability it assumes (a later link) is
    retracted, rests on a fallen basis too: the table marks both, † first, legends both,
    and JSON names both in basis_problems ([] for a claim with none), its status as it is."""
    deployed = "sol-wafers-70-100"
    kb("status", deployed, "confirmed", "--reason", "announced", cwd=reviewed)
    capability = "cerebras-multi-system-capability"
    kb("status", capability, "retracted", "--reason", "withdrawn", cwd=reviewed)
    out = kb("table", cwd=reviewed)[1]
    line = next(line for line in out.splitlines() if line.startswith(deployed + " "))
    assert "confirmed †‡" in re.split(r"\s{2,}", line)
    assert FALLEN in out and TOO_STRONG in out
    groups = json.loads(kb("table", "--format", "json", cwd=reviewed)[1])["groups"]
    claims = {c["id"]: c for g in groups for c in g["claims"]}
    assert claims[deployed]["basis_problems"] == ["fallen-basis", "too-strong"]
    assert claims[deployed]["status"] == "confirmed"
    assert claims["sol-speed-750"]["basis_problems"] == []


def test_a_disputed_or_retracted_claim_says_why_in_the_table(reviewed: Path) -> None:
    """The reason is what a published table's disputed row is read for: its history's
    last change to its status, with the day, after the statement, in every human format."""
    why = (
        "The maximum content length GPT-5.6 Sol supports is 9200 tokens. [disputed "
        "2026-11-30: Contradicted by the confirmed context window and output limit from "
        "OpenAI's documentation.]"
    )
    page = (
        MarkdownIt("commonmark")
        .enable("table")
        .render(kb("table", "--format", "markdown", cwd=reviewed)[1])
    )
    assert f"<td>{why}</td>" in page.replace("&quot;", '"').replace("&#39;", "'")
    assert why.replace("'", "&#x27;") in kb("table", "--format", "html", cwd=reviewed)[1]
    kb(
        "status",
        "sol-params-3t",
        "retracted",
        "--reason",
        "superseded by a new count",
        cwd=reviewed,
    )
    out = kb("table", "--all", cwd=reviewed)[1]
    row = next(line for line in out.splitlines() if line.startswith("sol-params-3t "))
    assert re.search(r"\[retracted 20[0-9-]{8}: superseded by a new count\]$", row)
    rows = csv.DictReader(io.StringIO(kb("table", "--format", "csv", cwd=reviewed)[1]))
    assert "[disputed" not in "".join(r["statement"] for r in rows), "data keep the statement"


SOL_RU_TITLE = (
    "GPT-5.6 Sol на Cerebras: 750 токенов в секунду и теория многовейферного развертывания"
)
SOL_ZH_TITLE = "GPT-5.6 Sol on Cerebras (Chinese original; the document carries no title)"


def _give_sources_addresses(project: Path, sol_ru_url: str) -> None:
    """sol-ru with a publisher, a date and ``sol_ru_url``; sol-zh with a javascript: URL,
    which sources.toml accepts as any text."""
    toml = project / "sources" / "sources.toml"
    text = toml.read_text(encoding="utf-8")
    text = text.replace(
        'language = "zh"\n', 'language = "zh"\nurl = "javascript:alert(document.cookie)"\n'
    )
    text = text.replace(
        'language = "ru"\n',
        f'language = "ru"\nurl = \'{sol_ru_url}\'\npublisher = "Пример Медиа"\n'
        'published = "2026-12-01"\n',
    )
    toml.write_text(text, encoding="utf-8")


def test_a_published_table_says_what_each_source_is_and_links_it(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An editor's fact box named its sources only by id ("sol-zh"), though sources.toml
    gives their titles, publishers, dates and addresses: under the groups a key of the
    sources cited, each id a link where its address is a web one (a javascript: URL never
    is), everything escaped; JSON gives their records beside the groups."""
    url = "https://example.ru/sol?id=1&lang=ru"
    _give_sources_addresses(project, url)
    monkeypatch.delenv("KB_DB")
    ru_about = f"{SOL_RU_TITLE} (ru; Пример Медиа, 2026-12-01)"
    out = kb("table", "--format", "markdown", cwd=project)[1]
    assert f"| sol-zh, [sol-ru]({url}) | GPT-5.6 Sol can run on Cerebras" in out
    key = out[out.index("\n## Sources\n") : out.index("<!-- kb-ignore-end -->")]
    assert (
        key == f"\n## Sources\n\n- sol-zh: {SOL_ZH_TITLE} (zh)\n- [sol-ru]({url}): {ru_about}\n\n"
    )
    page = MarkdownIt("commonmark").enable("table").render(out)
    link = '<a href="https://example.ru/sol?id=1&amp;lang=ru">sol-ru</a>'
    assert f"<li>{link}: {ru_about}</li>" in page and "javascript" not in page
    out = kb("table", "--format", "html", cwd=project)[1]
    assert f'<td class="sources">sol-zh, {link}</td>' in out and _nests(out)
    assert '<h2>Sources</h2>\n<ul class="sources">\n<li>sol-zh: ' in out
    assert f'<li>{link}: <span lang="ru">GPT-5.6 Sol на Cerebras: 750 ' in out, "Russian"
    assert "развертывания</span> (ru; " in out, "the language tag is no Russian text"
    assert "javascript" not in out
    out = kb("table", cwd=project)[1]
    assert out.splitlines()[-3:] == [
        "Sources",
        f"sol-zh: {SOL_ZH_TITLE} (zh)",
        f"sol-ru: {ru_about} {url}",
    ]
    data = json.loads(kb("table", "--format", "json", cwd=project)[1])
    assert data["sources"][1] == {
        "id": "sol-ru",
        "language": "ru",
        "path": "002_b0ed4ae8ade3d96a.txt",
        "published": "2026-12-01",
        "publisher": "Пример Медиа",
        "title": SOL_RU_TITLE,
        "url": url,
    }
    assert data["sources"][0]["url"] == "javascript:alert(document.cookie)", "data as it is"
    assert "basis_problems" in data["groups"][0]["claims"][0]
    # the key holds only the sources the table cites
    for fmt in ("markdown", "html"):
        out = kb("table", "--search", "9200", "--format", fmt, cwd=project)[1]
        assert "sol-ru" in out and "sol-zh" not in out
    data = json.loads(kb("table", "--search", "9200", "--format", "json", cwd=project)[1])
    assert [s["id"] for s in data["sources"]] == ["sol-ru"]


def test_a_sources_summary_is_its_export_record_with_who_published_it() -> None:
    """kb sources' and kb table's record of a source is the export's (DESIGN.md), less
    its sha256, with its publisher, date and address: one record, not two shapes."""
    for source in read_ledger(ROOT).sources:
        summary, record = source_summary_json(source), source_json(source)
        assert summary == {key: record[key] for key in record if key != "sha256"} | {
            "published": source.published,
            "publisher": source.publisher,
            "url": source.url,
        }


def test_a_source_address_cannot_break_out_of_its_link(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A quotation mark, brackets, a space or a cell's end in sources.toml's url stays in
    the address of its link, in Markdown and in HTML."""
    _give_sources_addresses(project, 'https://example.ru/a|c)"><script>alert(1)</script>')
    monkeypatch.delenv("KB_DB")
    out = kb("table", "--format", "markdown", cwd=project)[1]
    encoded = "https://example.ru/a%7Cc%29%22%3E%3Cscript%3Ealert%281%29%3C/script%3E"
    assert f"| sol-zh, [sol-ru]({encoded}) |" in out
    page = MarkdownIt("commonmark").enable("table").render(out)
    assert "<script" not in page and f'<a href="{encoded}">sol-ru</a>' in page
    out = kb("table", "--format", "html", cwd=project)[1]
    assert "<script" not in out and _nests(out)
    assert '<a href="https://example.ru/a|c)&quot;&gt;&lt;script&gt;alert(1)' in out


def test_a_source_key_line_cannot_be_forged_by_a_title_or_address(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A title holding line breaks is shown on one line, escaped, and an address holding
    white space or a line break is no web address: the terminal's key printed them raw,
    so "\nsol-ru: Fake official source (en; OpenAI, 2026-12-01)" read as a source."""
    toml = project / "sources" / "sources.toml"
    toml.write_text(
        toml.read_text(encoding="utf-8").replace(
            f'title = "{SOL_ZH_TITLE}"',
            'title = "Line one\\n\\n## Officially stated\\n\\n| x | y |"\n'
            'url = "https://example.com/a\\nsol-ru: Fake official source (en; OpenAI, 2026-12-01)"',
        ),
        encoding="utf-8",
    )
    monkeypatch.delenv("KB_DB")
    title = "Line one\n\n## Officially stated\n\n| x | y |"
    out = kb("table", cwd=project)[1]
    assert out.splitlines()[-3:] == [
        "Sources",
        f"sol-zh: {title!r} (zh)",
        f"sol-ru: {SOL_RU_TITLE} (ru)",
    ]
    for fmt in ("markdown", "html"):
        out = kb("table", "--format", fmt, cwd=project)[1]
        assert "example.com" not in out and "Line one\n" not in out
    for address in ("https://example.ru/a b", "https://example.ru/a\tb", "https://x.ru/\x1b[2J"):
        assert web_url(address) is None
    assert web_url("https://example.ru/sol?id=1") == "https://example.ru/sol?id=1"


def test_html_tables_are_named_headed_and_fit_a_phone(db: str) -> None:
    """A screen reader met each table with no name, its headers field names (attributed_to)
    in no <thead>, its legend unlinked, and a phone showed the page zoomed out. Then, on a
    phone 375 pixels wide, the six columns (the value and status never folded) ran past
    the screen's edge, the page scrolling sideways under a 2rem margin: each table scrolls
    in a box of its own, which a keyboard can reach and a screen reader names as the
    table, and the margins narrow."""
    out = kb("table", "--format", "html")[1]
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in out
    assert _nests(out) and out.count("<table ") == 4 and out.count("<thead>") == 4
    heading = '<h2 id="group:estimates-and-speculation">Estimates and speculation</h2>'
    box = (
        '<div class="scroll" role="region" aria-labelledby="group:estimates-and-speculation"'
        ' tabindex="0">'
    )
    table = (
        '<table aria-labelledby="group:estimates-and-speculation" '
        'aria-describedby="legend:estimates-and-speculation">'
    )
    assert f"{heading}\n{box}\n{table}\n<thead>\n<tr>" in out
    assert out.count('<div class="scroll" ') == 4 and out.count("</table>\n</div>\n") == 4
    style = re.search(r"<style>(.*)</style>", out)
    assert style and re.search(r"(^|})\.scroll\{overflow-x:auto\}", style[1])
    phone = re.search(r"@media \(max-width:30rem\)\{body\{margin:\.75rem\}", style[1])
    assert phone and "<script" not in out and "<link" not in out, "one file, no script"
    header = out[out.index("<thead>") : out.index("</thead>")]
    labels = re.findall(r'<th scope="col" class="([a-z_]+)">([^<]+)</th>', header)
    assert labels == [
        ("id", "Claim"),
        ("status", "Status"),
        ("value", "Value"),
        ("attributed_to", "Who says so"),
        ("sources", "Sources"),
        ("statement", "Statement"),
    ]
    assert out.index("</thead>\n<tbody>\n<tr id=") < out.index("</tbody>\n</table>")
    assert '<div class="legend" id="legend:estimates-and-speculation">' in out
    ids = re.findall(r' id="([^"]+)"', out)
    assert len(ids) == len(set(ids)), "every id once"


def test_html_keeps_a_value_on_one_line(db: str) -> None:
    """A browser broke "750 token/s" and "1.05M token" between the number and the unit."""
    out = kb("table", "--search", "上下文", "--format", "html")[1]
    style = re.search(r"<style>(.*)</style>", out)
    assert style and re.search(r"(^|[},])td\.value[,{][^}]*white-space:nowrap", style[1])
    assert '<td class="value">1.05M token</td>' in out
    out = kb("table", "--format", "html")[1]
    assert '<td class="value">750 token/s</td>' in out


class _Nesting(HTMLParser):
    """Whether a page's elements nest: each closed in the order opened, none left open."""

    VOID = frozenset({"meta", "br"})

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.faults: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open.pop() != tag:
            self.faults.append(tag)


def _nests(page: str) -> bool:
    parser = _Nesting()
    parser.feed(page)
    parser.close()
    return not parser.faults and not parser.open


def test_html_marks_chinese_and_russian_with_their_language(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The page is lang="en" and held Chinese and Russian untold, so a browser may show
    Chinese in a Japanese font: each run of them is in a span with its language."""
    name_agents_in_chinese(project)
    assert kb("import", cwd=project)[0] == 0
    out = kb("table", "--search", "триллионов 参数", "--format", "html", cwd=project)[1]
    assert _nests(out) and '<html lang="en">' in out
    assert (
        "<h1>What is officially stated, and what is estimated or speculated — claims "
        'containing every word of “<span lang="ru">триллионов</span> '
        '<span lang="zh">参数</span>”</h1>'
    ) in out
    assert '<td class="attributed_to"><span lang="zh">林晓</span></td>' in out
    out = kb("table", "--format", "html", cwd=project)[1]
    both = '<span lang="zh">业内观察人士</span>; <span lang="zh">林晓</span>'
    assert _nests(out) and f'<td class="attributed_to">{both}</td>' in out
    out = kb("table", "--by", "王磊", "--format", "html", cwd=project)[1]
    assert _nests(out) and 'attributed to <span lang="zh">王磊</span></h1>' in out
    assert '<td class="statement">If ' in out, "English stays as it is"
    empty = kb("table", "--subject", "Пластина 晶圆", "--format", "html", cwd=project)[1]
    assert _nests(empty)
    assert '<p class="empty">No claims whose subject contains “<span lang="ru">' in empty


@pytest.mark.parametrize(
    ("search", "marked"),
    [
        # the quotation marks inside Chinese are Chinese; those of the English title
        # around it are not (“…” would be a phrase: its own marks, below)
        (
            "这种‘注意力-FFN 分解’方法",
            'every word of “<span lang="zh">这种‘注意力</span>-FFN '
            '<span lang="zh">分解’方法</span>”',
        ),
        # the Russian quotation marks around a Russian run are in its span, both of them
        # (the English ones around the search text are not); a phrase in them is said in
        # its own
        (
            "Конвейер «слой на пластину»",
            'every word of “<span lang="ru">Конвейер</span>” and the phrase '
            '<span lang="ru">«слой на пластину»</span>',
        ),
        (
            "«Одна пластина — один слой»",
            'the phrase <span lang="ru">«Одна пластина — один слой»</span>',
        ),
        (
            "„слой на пластину“ 70",
            'every word of “70” and the phrase <span lang="ru">„слой на пластину“</span>',
        ),
        # Ukrainian, told by і, є, ї or ґ anywhere in the text, not read as Russian
        ("Пластина і шар", 'every word of “<span lang="uk">Пластина і шар</span>”'),
        # Japanese, told by its kana: its kanji are not Chinese
        (
            "ウェハー 70 枚",
            'every word of “<span lang="ja">ウェハー</span> 70 <span lang="ja">枚</span>”',
        ),
    ],
)
def test_html_tells_languages_apart_by_the_whole_text(db: str, search: str, marked: str) -> None:
    out = kb("table", "--search", search, "--format", "html")[1]
    assert _nests(out) and f"containing {marked}</h1>" in out


def test_html_marks_a_chinese_or_russian_sentence_as_one_run() -> None:
    """A Chinese statement was split so that its names, figures and full stop stayed in
    the page's lang="en" ("WSE-3 <span lang="zh">的峰值</span> AI <span lang="zh">算力为
    </span> 125 PFLOPS。"): a sentence Chinese as a whole is one zh run, a Russian one one
    ru run. Chinese quoted in an English sentence is marked alone, as before, and so is
    the Chinese reason after a disputed claim's statement, without the English before it."""
    original = next(c for c in read_ledger(ROOT).claims() if c.id == "sol-params-3t")
    statements = {
        # sources/000
        "OpenAI表示，GPT-5.6 Sol可以在Cerebras基础设施上以高达每秒750个Token的速度运行。": "zh",
        "Cerebras 尚未确认该模型的晶圆数量或其确切的物理部署设计。": "zh",
        # as a Chinese analyst writes one: spaces around Latin names and figures
        "WSE-3 的峰值 AI 算力为 125 PFLOPS。": "zh",
        # sources/002
        "OpenAI заявила, что GPT-5.6 Sol может работать на инфраструктуре Cerebras со "
        "скоростью до 750 токенов в секунду.": "ru",
    }
    claims = [replace(original, id=f"c{n}", statement=s) for n, s in enumerate(statements)]
    quoting = replace(original, id="en", statement="The article calls it “一片晶圆一层”.")
    disputed = replace(
        original,
        status="disputed",
        history=[
            EventRecord("disputed", "2026-12-03T00:00:00Z", "Cerebras 否认了三万亿参数的说法。")
        ],
    )
    groups = [
        TableGroup(Group.OFFICIAL, [*claims, quoting]),
        TableGroup(Group.DISPUTED, [disputed]),
    ]
    page = table_html(FactTable(groups))
    assert _nests(page)
    for statement, language in statements.items():
        assert f'<td class="statement"><span lang="{language}">{statement}</span></td>' in page
    quoted = '“<span lang="zh">一片晶圆一层</span>”'
    assert f'<td class="statement">The article calls it {quoted}.</td>' in page
    why = '[disputed 2026-12-03: <span lang="zh">Cerebras 否认了三万亿参数的说法。</span>]'
    assert f"{disputed.statement} {why}</td>" in page


@pytest.mark.parametrize(
    ("reason", "language"),
    [
        ("Cerebras 否认了这一说法", "zh"),
        ("OpenAI 的文档显示上下文为 105 万 token", "zh"),
        ("Гудсон ошибся.", "ru"),
        ("Оспорено: Ромашка ошиблась, см. ниже", "ru"),
    ],
)
def test_html_marks_a_disputed_claims_reason_as_one_run(reason: str, language: str) -> None:
    """The reason was read with the note around it, as a bracket the sentence puts aside
    or as a sentence that ends at its "]": "Cerebras <span lang="zh">否认了这一说法</span>",
    "<span lang="ru">Гудсон ошибся</span>.", the note's "]" inside the span after "см. ниже".
    A reason Chinese or Russian as a whole is one run, its names, figures and full stop
    with it, the note's head and brackets outside."""
    original = next(c for c in read_ledger(ROOT).claims() if c.id == "sol-params-3t")
    disputed = replace(
        original,
        status="disputed",
        history=[EventRecord("disputed", "2026-12-03T00:00:00Z", reason)],
    )
    page = table_html(FactTable([TableGroup(Group.DISPUTED, [disputed])]))
    why = f'[disputed 2026-12-03: <span lang="{language}">{reason}</span>]'
    assert _nests(page) and f"{disputed.statement} {why}</td>" in page


def test_html_keeps_the_quotation_marks_of_a_russian_name_in_its_span(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An agent named Компания «Церебрас» was shown <span lang="ru">Компания «Церебрас</span>»:
    the closing mark outside the span its opening one is in."""
    for path in (project / "claims").glob("*.toml"):
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace('"Cerebras"', '"Компания «Церебрас»"'), encoding="utf-8")
    monkeypatch.delenv("KB_DB")
    out = kb("table", "--format", "html", cwd=project)[1]
    cell = '<span lang="ru">Компания «Церебрас»</span>; image caption (sol-ru)'
    assert _nests(out) and f'<td class="attributed_to">{cell}</td>' in out


NO_WAFER_SUBJECT = "no claims whose subject contains “晶圆”"  # 晶圆 is in quotes, not subjects


@pytest.mark.parametrize("fmt", ["rich", "markdown", "html", "csv", "json"])
def test_a_table_with_no_claims_says_so(db: str, fmt: str) -> None:
    """kb table --subject 晶圆 exited 0 with a page holding only its <h1>, and Markdown
    and the terminal printed nothing, with no word on stderr."""
    code, out, err = kb("table", "--subject", "晶圆", "--format", fmt)
    assert (code, err) == (0, NO_WAFER_SUBJECT + "\n"), "as kb search says it"
    title = "What is officially stated, and what is estimated or speculated"
    if fmt == "html":
        wafer = '“<span lang="zh">晶圆</span>”'
        assert f"<h1>{title} — claims whose subject contains {wafer}</h1>" in out
        assert f'<p class="empty">No claims whose subject contains {wafer}.</p>' in out
        assert "<table>" not in out
    elif fmt == "markdown":
        assert out == (
            "<!-- kb-ignore-start: kb table renders the claims themselves -->\n\n"
            f"# {title} — claims whose subject contains “晶圆”\n\n"
            "No claims whose subject contains “晶圆”.\n\n"
            "<!-- kb-ignore-end -->\n"
        )
    elif fmt == "rich":
        assert out == ""
    elif fmt == "json":
        assert json.loads(out) == {
            "filters": dict(UNFILTERED, subject="晶圆"),
            "groups": [],
            "sources": [],
            "title": f"{title} — claims whose subject contains “晶圆”",
        }
    else:
        assert out.splitlines() == ["group," + ",".join(CLAIM_CSV_COLUMNS)]


@pytest.mark.parametrize("fmt", ["table", "csv", "json"])
def test_claims_with_none_matching_say_so_on_stderr(db: str, fmt: str) -> None:
    code, out, err = kb("claims", "--subject", "晶圆", "--format", fmt)
    assert (code, err) == (0, NO_WAFER_SUBJECT + "\n")
    # CSV's header names the columns of an empty table; a table for people is left out
    assert len(out.splitlines()) == {"table": 0, "csv": 1, "json": 3}[fmt]
    code, _, err = kb("claims", "--by", "OpenAI", "--status", "speculation", "--search", "晶圆")
    assert (code, err) == (
        0,
        "no claims with status speculation, attributed to OpenAI, "
        "containing every word of “晶圆”\n",
    )
    code, out, err = kb("claims", "--subject", "晶圆", "--search", "晶圆")
    assert code == 0 and err.startswith("no claims whose subject contains “晶圆”, containing")
    code, _, err = kb("claims", "--by", "Гудсона", "--status", "confirmed")
    assert (code, err) == (0, "no claims with status confirmed, attributed to Bleys Goodson\n")
    code, out, err = kb("claims", "--search", "晶圆")
    assert code == 0 and out and err == "", "no note when claims match"


def test_a_filtered_table_says_in_its_title_which_filters_made_it(db: str) -> None:
    """A table made with --search 参数 had the title of the full table."""
    title = "What is officially stated, and what is estimated or speculated"
    code, out, err = kb("table", "--search", "参数", "--format", "markdown")
    assert (code, err) == (0, "")
    ignored = "<!-- kb-ignore-start: kb table renders the claims themselves -->"
    assert out.startswith(f"{ignored}\n\n# {title} — claims containing every word of “参数”\n\n## ")
    assert "| goodson-params-2t-4t |" in out
    out = kb("table", "--search", "参数", "--by", "Bleys Goodson", "--format", "html")[1]
    assert (
        f"<title>{title} — claims attributed to Bleys Goodson, "
        "containing every word of “参数”</title>"
    ) in out
    assert '<tr id="goodson-params-2t-4t"' in out
    out = kb("table", "--source", "sol-ru", "--subject", "GPT-5.6 Sol", "--format", "html")[1]
    assert f"<h1>{title} — claims whose subject contains “GPT-5.6 Sol”, citing sol-ru</h1>" in out
    assert kb("table", "--format", "markdown")[1].startswith(f"{ignored}\n\n# {title}\n\n## ")
    assert f"<h1>{title}</h1>" in kb("table", "--format", "html")[1]


@pytest.mark.parametrize("every", [[], ["--all"], ["--search", "9000 wafers"]])
def test_a_published_table_passes_the_audit(db: str, tmp_path: Path, every: list[str]) -> None:
    """kb table's Markdown, published as a page, failed kb audit with 10 findings: its
    disputed rows, the numbers in their reasons, the estimates in its statements. It
    renders the ledger itself, so its groups stand between kb-ignore-start and -end, and
    the audit says how many figures they hold."""
    page = tmp_path / "table.md"
    page.write_text(kb("table", "--format", "markdown", *every)[1], encoding="utf-8")
    code, out, err = kb("audit", str(page))
    assert (code, out) == (0, ""), out
    assert re.fullmatch(r"no findings in 1 file; \d+ silenced by kb-ignore\n", err), err
    page.write_text(page.read_text(encoding="utf-8") + "\nSol has 386 million parameters.\n")
    code, out, _ = kb("audit", str(page))
    assert code == 1 and "repeats disputed claim caption-sol-params-386m" in out


UNFILTERED = {
    "all": False,
    "by": None,
    "changed_since": None,
    "search": None,
    "source": None,
    "subject": None,
}


def test_table_json_says_which_filters_made_it_and_no_time(db: str) -> None:
    """The JSON was {"groups": [...]} alone, though the Markdown and HTML title name the
    filters: it gives the title and the options as typed. It holds no time it was made,
    so that a table committed to git is made again byte for byte."""
    title = "What is officially stated, and what is estimated or speculated"
    args = ("table", "--by", "Гудсона", "--search", "триллионов", "--all", "--format", "json")
    out = kb(*args)[1]
    data = json.loads(out)
    assert sorted(data) == ["filters", "groups", "sources", "title"]
    assert data["filters"] == dict(UNFILTERED, by="Гудсона", search="триллионов", all=True)
    assert data["title"] == (
        f"{title} — claims attributed to Bleys Goodson, containing every word of “триллионов”"
    )
    assert (
        f"<h1>{data['title']}</h1>".replace("триллионов", '<span lang="ru">триллионов</span>')
        in (kb(*args[:-1], "html")[1])
    )
    assert kb(*args)[1] == out, "made again alike"
    data = json.loads(kb("table", "--format", "json")[1])
    assert (data["title"], data["filters"]) == (title, UNFILTERED)


def test_a_table_by_an_agent_names_the_agent_not_the_words_typed(db: str) -> None:
    """kb table --by Гудсона was titled "claims attributed to Гудсона" above rows saying
    Bleys Goodson: the title names the agent as the ledger writes it."""
    title = "What is officially stated, and what is estimated or speculated"
    goodson = f"{title} — claims attributed to Bleys Goodson"
    for typed in ("Гудсона", "Блейс Гудсон", "goodson"):
        code, out, _ = kb("table", "--by", typed, "--format", "markdown")
        assert code == 0 and f"\n# {goodson}\n" in out, typed
    out = kb("table", "--by", "Гудсона", "--format", "html")[1]
    assert f"<title>{goodson}</title>" in out
    code, out, err = kb("table", "--by", "Гудсона", "--subject", "Jalapeño")
    assert (code, out) == (0, "")
    assert err == "no claims whose subject contains “Jalapeño”, attributed to Bleys Goodson\n"


def test_a_table_by_part_of_a_chinese_name_names_every_agent_it_found(project: Path) -> None:
    """kb table --by 林 was titled "claims attributed to 林" above rows saying 林晓; --by
    业内 finds two agents, and the title names both."""
    name_agents_in_chinese(project)
    assert kb("import", cwd=project)[0] == 0
    out = kb("table", "--by", "林", "--format", "markdown", cwd=project)[1]
    title = next(line for line in out.splitlines() if line.startswith("# "))
    assert title.endswith(" — claims attributed to 林晓")
    out = kb("table", "--by", "Гудсона", "--format", "html", cwd=project)[1]
    assert 'claims attributed to <span lang="zh">林晓</span></h1>' in out, "his other name"
    both = "attributed to any of 业内观察人士; 不愿具名的业内人士"
    out = kb("table", "--by", "业内", "--format", "markdown", cwd=project)[1]
    title = next(line for line in out.splitlines() if line.startswith("# "))
    assert title.endswith(f" — claims {both}")
    code, out, err = kb("table", "--by", "业内", "--subject", "Jalapeño", cwd=project)
    assert (code, out, err) == (0, "", f"no claims whose subject contains “Jalapeño”, {both}\n")


def test_claims_json_is_canonical_and_filterable(db: str) -> None:
    code, out, _ = kb("claims", "--status", "confirmed", "--format", "json")
    assert code == 0
    claims = json.loads(out)["claims"]
    assert claims and all(c["status"] == "confirmed" for c in claims)
    assert out == json.dumps(json.loads(out), ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def test_claims_unknown_status_is_a_usage_error(db: str) -> None:
    code, out, err = kb("claims", "--status", "rumour")
    assert code == 2 and out == ""
    assert "unknown status 'rumour' (allowed: confirmed, reported" in err


def test_claims_status_typed_in_any_case(db: str) -> None:
    """A status on the command line is a word of the vocabulary whatever its case."""
    code, out, _ = kb("claims", "--status", "Estimate", "--format", "json")
    assert code == 0
    claims = json.loads(out)["claims"]
    assert claims and {c["status"] for c in claims} == {"estimate"}
    code, _, err = kb("claims", "--status", "Estimat")
    assert code == 2 and "unknown status 'Estimat'; did you mean 'estimate'?" in err


def test_claims_status_given_twice_or_with_commas_is_any_of_them(db: str) -> None:
    """A reviewer asking for disputed and retracted claims gets both (the last --status
    alone was kept, silently)."""
    both = {"disputed", "estimate"}
    for args in (
        ["--status", "disputed", "--status", "estimate"],
        ["--status", "disputed,Estimate"],
    ):
        code, out, _ = kb("claims", *args, "--format", "json")
        assert code == 0 and {c["status"] for c in json.loads(out)["claims"]} == both
    code, _, err = kb("claims", "--status", "disputed", "--status", "retracted", "--subject", "無")
    assert code == 0 and "no claims with status disputed or retracted, whose subject" in err
    code, _, err = kb("claims", "--status", "disputed,")
    assert code == 2 and "unknown status ''" in err


def test_claims_mistyped_status_gets_the_nearest(db: str) -> None:
    code, out, err = kb("claims", "--status", "confimed")
    assert code == 2 and out == ""
    assert "unknown status 'confimed'; did you mean 'confirmed'? (allowed: confirmed," in err


def test_claims_plain_when_piped(db: str) -> None:
    code, out, _ = kb("claims", "--by", "Caleb Shepherd")
    assert code == 0
    assert "shepherd-computer-use-gain" in out
    assert not any(ch in out for ch in "│┃━─"), "no box drawing when not a terminal"
    assert "\x1b[" not in out


def test_search_in_chinese_and_russian(db: str) -> None:
    code, out, _ = kb("search", "晶圆")
    assert code == 0 and "sol-wafers-70-100" in out
    code, out, _ = kb("search", "пластину", "--format", "json")
    assert "sol-one-layer-per-wafer" in [c["id"] for c in json.loads(out)["claims"]]
    code, out, err = kb("search", "пластины", "--format", "json")  # the claims say пластин
    assert code == 0 and "sol-wafers-70-100" in [c["id"] for c in json.loads(out)["claims"]]
    code, out, err = kb("search", "пластинка")  # a word of its own, not a form of пластина
    assert (code, err) == (
        0,
        "no claims containing every word of “пластинка”\n"
        "hint: did you mean “пластина”, “пластинах” or “пластинам”?\n",
    )


def test_search_as_a_russian_fact_checker_types_it(db: str) -> None:
    # токены found nothing and чипы one claim: sources/002 writes токенов, чип, чипов
    def ids(text: str) -> set[str]:
        code, out, err = kb("search", text, "--format", "json")
        assert code == 0, err
        return {c["id"] for c in json.loads(out)["claims"]}

    assert "sol-speed-750" in ids("токены")
    assert ids("токены") == ids("токенов") == ids("токенах")
    assert len(ids("чипы")) > 1 and ids("чипы") == ids("чип") == ids("чипа")
    assert ids("слоёв") == ids("слой")
    code, _, err = kb("search", '"токены"')  # a phrase in quotes, as typed
    assert (code, err) == (0, 'no claims containing the phrase "токены"\n')


def test_a_quoted_phrase_is_said_once_and_as_a_phrase(db: str) -> None:
    """kb table --search '“每层一个晶圆”' was titled "... claims containing every word of
    ““每层一个晶圆””": its quotation marks doubled, and "every word" of what kb search
    looks for as one phrase. kb claims and kb search said the same of theirs."""
    out = kb("table", "--search", "“每层一个晶圆”", "--format", "markdown")[1]
    title = "What is officially stated, and what is estimated or speculated"
    assert out.splitlines()[2] == f"# {title} — claims containing the phrase “每层一个晶圆”"
    # the words, then each phrase in its own quotation marks, as typed (sources/000, 002)
    search = "«одна пластина на слой» 晶圆 “每层一个晶圆”"
    out = kb("table", "--search", search, "--format", "markdown")[1]
    assert out.splitlines()[2] == (
        f"# {title} — claims containing every word of “晶圆” and the phrases «одна пластина "
        "на слой» and “每层一个晶圆”"
    )
    code, _, err = kb("claims", "--search", "«Одна пластина — один слой» “每层一个晶圆” Broadcom")
    assert (code, err.splitlines()[0]) == (
        0,
        "no claims containing every word of “Broadcom” and the phrases «Одна пластина — "
        "один слой» and “每层一个晶圆”",
    )
    code, _, err = kb("search", "“每层一个晶圆” Broadcom 晶圆")
    assert (code, err.splitlines()[0]) == (
        0,
        "no claims containing every word of “Broadcom 晶圆” and the phrase “每层一个晶圆”",
    )


def test_search_as_a_chinese_analyst_types_it(db: str) -> None:
    # sources/000 writes "每秒750个Token" and "每秒 750 个 token", "KV缓存" and "KV 缓存";
    # Chinese input methods type full-width ７５０ and ＫＶ
    def ids(*args: str) -> list[str]:
        code, out, err = kb(*args, "--format", "json")
        assert code == 0, err
        data = json.loads(out)
        return [c["id"] for g in data.get("groups", [data]) for c in g["claims"]]

    both = {"sol-speed-750", "sol-peak-shows-latency-impact"}
    assert both <= set(ids("claims", "--search", "每秒750个Token"))
    assert both <= set(ids("table", "--search", '"每秒 750 个 token"'))
    assert "kv-cache-grows" in ids("search", "KV缓存")
    assert ids("search", "７５０") == ids("search", "750")
    assert ids("search", "ＫＶ缓存") == ids("search", "KV缓存")


def test_search_says_where_it_found_what_the_row_does_not_show(
    db: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """kb search 晶圆 listed English statements without a word of Chinese: a reader could
    not tell why they were found."""
    code, out, _ = kb("search", "晶圆", "--format", "json")
    claims = {c["id"]: c for c in json.loads(out)["claims"]}
    assert claims["sol-wafers-70-100"]["found"] == [
        {"part": "quote", "source": "sol-zh", "excerpt": "跨越70到100个晶圆级系统"}
    ]
    code, out, _ = kb("search", "Гудсон", "--format", "csv")
    rows = {row["id"]: row for row in csv.DictReader(io.StringIO(out))}
    assert rows["goodson-params-2t-4t"]["found"] == "other name: Блейс Гудсон"
    assert kb("search", "wafer", "--format", "json")[1].count('"found": []') > 1  # shown
    # piped: one line a claim, where it was found last
    row = next(line for line in kb("search", "晶圆")[1].splitlines() if "sol-wafers" in line)
    assert re.split(r"\s{2,}", row)[-1] == "quote sol-zh: 跨越70到100个晶圆级系统"
    # on a terminal: on a line of its own under the statement, and no column said left out
    screen = on_a_terminal(monkeypatch, 120)
    assert kb("search", "Гудсон")[0] == 0
    lines = shown(screen)
    at = next(i for i, line in enumerate(lines) if "GPT-5.6 Sol has about 2 to 4" in line)
    assert "other name: Блейс Гудсон" in lines[at + 1] + lines[at + 2]
    assert not any("left out" in line or "after the statement" in line for line in lines)


def test_a_figure_in_another_spelling_is_found_by_every_command_that_searches(db: str) -> None:
    """kb search "1050000 tokens" found nothing, though the ledger holds the 1.05M-token
    context window; kb claims --search and kb table --search share its query."""

    def ids(*args: str) -> list[str]:
        code, out, err = kb(*args, "--format", "json")
        assert code == 0, err
        data = json.loads(out)
        return [c["id"] for g in data.get("groups", [data]) for c in g["claims"]]

    # by its value, and by the note of the disputed caption: "1,050,000 tokens"
    context = ["sol-context-window", "caption-sol-max-length-9200"]
    assert ids("search", "1050000 tokens") == context
    assert ids("claims", "--search", "1050000 tokens") == context
    assert ids("table", "--search", "95 пластин") == ["sol-wafers-70-100"]
    # its row shows the value it was found by, and no word of it said found elsewhere
    row = next(line for line in kb("search", "95 пластин")[1].splitlines() if "sol-" in line)
    assert "70–100 wafer" in row and "quote" not in row


def unspaced_hint(run: str) -> str:
    return (
        f"hint: Chinese without spaces, {run}, is searched as one phrase; to find its words "
        "anywhere in a claim, put spaces between them (晶圆 参数, not 晶圆参数)\n"
    )


@pytest.mark.parametrize(("numeral", "digits"), [("七百五十", "750"), ("一万五千", "1.5万")])
def test_a_chinese_numeral_that_finds_nothing_is_offered_in_digits(
    db: str, numeral: str, digits: str
) -> None:
    """Spaces between the characters of 七百五十 find nothing either: the sources write
    the speed as 750, which is what to search."""
    code, out, err = kb("search", numeral)
    assert (code, out) == (0, "")
    assert err == (
        f"no claims containing every word of “{numeral}”\n"
        f"hint: {numeral} is a number, which sources mostly write in digits: search {digits}\n"
    )
    if digits == "750":
        assert "sol-speed-750" in kb("search", digits)[1]


def test_a_chinese_numeral_with_a_scale_word_is_a_figure_and_needs_no_digits(db: str) -> None:
    """七百五十万 was offered as 750万, which finds what it finds: both are one figure."""
    nothing = "no claims containing the figure “七百五十万”\n"
    assert kb("search", "七百五十万") == (0, "", nothing)


@pytest.mark.parametrize("typed", ["750 tokens", "750 токенов"])
def test_a_figure_no_claim_holds_but_whose_words_claims_hold_says_how_to_find_them(
    db: str, typed: str
) -> None:
    """kb search "750 tokens" said no claim contains every word of it, though claims of
    750 tokens per second do: it is read as the figure 750 token, a count, which the
    speed claims (a rate) do not hold. The message names the figure, the hint its reading
    and the search of its words, which finds them."""
    assert kb("search", typed) == (
        0,
        "",
        f"no claims containing the figure “{typed}”\n"
        f"hint: “{typed}” is read as the figure 750 token; claims hold its words: "
        f"search '\"{typed}\"'\n",
    )
    assert "sol-speed-750" in kb("search", f'"{typed}"')[1]
    _, _, err = kb("search", f"Sol {typed}")
    assert err.endswith(
        f"hint: no claim holds “{typed}” (read as the figure 750 token; claims hold its "
        f"words: search '\"{typed}\"')\n"
    )
    # a figure whose words no claim holds either gets no such hint
    assert kb("search", "9000 wafers")[2] == "no claims containing the figure “9000 wafers”\n"


def test_chinese_typed_without_spaces_that_finds_nothing_gets_a_hint(db: str) -> None:
    """kb search 晶圆参数 said only that no claim holds every word of it: Chinese typed
    without spaces is one phrase, and no quote holds that one."""
    code, out, err = kb("search", "晶圆参数")
    assert (code, out) == (0, "")
    assert err == "no claims containing every word of “晶圆参数”\n" + unspaced_hint("晶圆参数")
    assert kb("search", "晶圆 参数")[1], "the words, found apart"
    code, _, err = kb("claims", "--search", "晶圆参数 Cerebras")
    assert err == "no claims containing every word of “晶圆参数 Cerebras”\n" + unspaced_hint(
        "晶圆参数"
    )
    assert kb("table", "--search", "高带宽内存")[2].endswith(unspaced_hint("高带宽内存"))
    # a phrase in quotes is one on purpose; two characters are mostly one word; and a
    # search that finds something needs no hint
    assert kb("search", '"晶圆参数"')[2] == 'no claims containing the phrase "晶圆参数"\n'
    assert kb("search", "参数xyz")[2] == "no claims containing every word of “参数xyz”\n"
    assert kb("search", "晶圆 参数 xyz")[2].endswith("\nhint: no claim holds “xyz”\n")
    assert kb("search", "上下文")[2] == ""
    # another filter may be what left nothing: no hint then
    code, _, err = kb("claims", "--search", "晶圆参数", "--status", "retracted")
    assert code == 0 and "hint" not in err


@pytest.mark.parametrize(
    ("search", "hint"),
    [
        ("Cerebas", "did you mean “cerebras”?"),
        (
            "Cerebas wafr",
            "no claim holds “Cerebas” (did you mean “cerebras”?) or “wafr” "
            "(did you mean “wafer” or “wafers”?)",
        ),
        ("晶园 参数", "no claim holds “晶园” (did you mean “晶圆”?)"),
        ("Гостев слоу", "no claim holds “слоу” (did you mean “слоя”, “слою” or “слой”?)"),
        # a word typed with any ending asked for: the words it may have meant
        ("Гостев слоу*", "no claim holds “слоу*” (did you mean “слоя”, “слою” or “слой”?)"),
        ("晶园* 参数", "no claim holds “晶园*” (did you mean “晶圆”?)"),
        ("Cerebras «одна пластна»", "no claim holds «одна пластна»"),
        ("Kimi 2000 tokens/s", "no claim holds “2000 tokens/s”"),
        # a number in groups a space apart is one, as its search reads it: 9300
        ("Cerebras 9 300", "no claim holds “9 300”"),
        # a word with a hyphen is two, which no word of a claim is: "scale" was offered
        ("Cerebras wafr-scale", "no claim holds “wafr-scale”"),
        ("GPT-5.6 Sol Jalapeño", "each of its words is in some claim, but no claim holds them all"),
    ],
)
def test_a_search_that_finds_nothing_says_which_words_no_claim_holds(
    db: str, search: str, hint: str
) -> None:
    """kb search "Cerebas wafer" said only that no claim holds every word: not which one,
    nor the word of the claims a slip was typed for (晶园 for 晶圆, слоу for слой). A
    phrase or a figure is not a slip: it is told without a word it may have meant."""
    words, phrase = search.split(" «") if "«" in search else (search, None)
    words, figure = words.split(" 2000") if " 2000" in words else (words, None)
    said = (
        f"every word of “{words}”"
        + (f" and the phrase «{phrase}" if phrase else "")
        + (f" and the figure “2000{figure}”" if figure else "")
    )
    for command in (
        ["search", search],
        ["claims", "--search", search],
        ["table", "--search", search],
    ):
        code, out, err = kb(*command)
        assert (code, out) == (0, "")
        assert err == f"no claims containing {said}\nhint: {hint}\n"
    # another filter may be what left nothing: no hint then
    code, _, err = kb("claims", "--search", search, "--status", "retracted")
    assert code == 0 and "hint" not in err


def test_a_status_searched_for_that_no_claim_holds_is_told_to_use_status(db: str) -> None:
    """kb search unverified said "did you mean “unveiled”?": a reader who looks for the
    claims of a status by its name is told that a search reads no status, and the filter
    that does; a status that claims' words hold is found as a word, with no hint."""
    hint = "hint: “{0}” is a status, which a search does not read: kb claims --status {1}"
    for command in (["search"], ["claims", "--search"], ["table", "--search"]):
        code, out, err = kb(*command, "Unverified")
        assert (code, out) == (0, "")
        assert err == (
            "no claims containing every word of “Unverified”\n"
            + hint.format("Unverified", "unverified")
            + " lists the claims that have it\n"
        )
    err = kb("search", "Cerebras unverified")[2]
    assert err.endswith(
        "\nhint: no claim holds “unverified” (a status: kb claims --status unverified)\n"
    )
    # must still pass: a status that claims hold as a word is found, and no hint is given
    code, out, err = kb("search", "disputed")
    assert code == 0 and "caption-gostev-700-900b" in out and err == ""


def test_a_chinese_character_alone_that_finds_nothing_is_offered_no_other(db: str) -> None:
    """kb search 約 offered “看”, “尚” or “执”: every character is one character apart from
    every other, so none is a likelier slip (約, the Traditional form of 约, now finds 约's
    claims; 貓, that of 猫, cat, is in none)."""
    assert kb("search", "貓") == (0, "", "no claims containing every word of “貓”\n")
    err = kb("search", "晶圆 貓")[2]
    assert err == "no claims containing every word of “晶圆 貓”\nhint: no claim holds “貓”\n"
    # two characters, one slipped, are still offered the claims' word (晶园: 晶圆)
    assert kb("search", "晶园")[2].endswith("hint: did you mean “晶圆”?\n")


def test_a_chinese_word_many_runs_are_one_character_from_is_offered_none_of_them(
    db: str,
) -> None:
    """kb search 业内 offered three of the seventeen runs of the claims one character
    from it, a different three each run (“的内”, “制内” or “低内”, then “业价”, “和内” or
    “行内”) and on each engine: the words were a set, whose order changes from one run
    to the next. Any three of seventeen are a guess: no hint, in every run."""
    for seed in ("1", "2"):
        done = subprocess.run(
            [sys.executable, "-m", "cli", "search", "业内"],
            capture_output=True,
            text=True,
            cwd=ROOT,
            env={**os.environ, "PYTHONHASHSEED": seed},
        )
        assert done.stderr == "no claims containing every word of “业内”\n", done.stderr


def test_a_chinese_word_is_offered_only_runs_the_claims_hold_as_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """kb search 参数, on a ledger none of whose claims holds it, offered “圆数” or
    “户数”: the ends of 晶圆 and 用户 and the start of the next word (晶圆数量, 用户数的).
    A run of the claims' text is offered as a word only where the text sets it apart as
    one, beside different characters on each side (晶圆 in 于晶圆数量 and 个晶圆级系统)."""
    quotes = [
        "该理论引人注目的地方不仅在于晶圆数量",
        "跨越70到100个晶圆级系统",
        "KV 缓存会随着上下文长度、模型架构、批处理大小和并发用户数的增加而增长。",
    ]
    project = make_project(
        tmp_path / "project",
        lambda ledger: [
            claim_record(ledger, f"small-{n}", "reported", [("sol-zh", quote)])
            for n, quote in enumerate(quotes)
        ],
    )
    monkeypatch.setenv("KB_DB", str(tmp_path / "small.sqlite"))
    assert kb("import", cwd=project)[0] == 0
    assert kb("search", "参数", cwd=project) == (
        0,
        "",
        "no claims containing every word of “参数”\n",
    )
    err = kb("search", "晶圆 参数", cwd=project)[2]
    assert err.endswith("\nhint: no claim holds “参数”\n")
    # must still pass: a slip of a word the claims hold as one is offered it
    assert kb("search", "晶园", cwd=project)[2].endswith("hint: did you mean “晶圆”?\n")


def test_a_chinese_word_is_offered_no_run_that_straddles_two_words(db: str) -> None:
    """kb search 架购 offered “架构” or “架级” (of 机架级集成), and 集裙 “集度”, “集成” or
    “集群” (of 密集度): of the shipped claims, only their words are offered."""
    assert kb("search", "架购")[2].endswith("hint: did you mean “架构”?\n")
    assert kb("search", "集裙")[2].endswith("hint: did you mean “集成” or “集群”?\n")
    for typed, meant in (("晶园", "晶圆"), ("参树", "参数"), ("缓村", "缓存"), ("令排", "令牌")):
        assert kb("search", typed)[2].endswith(f"hint: did you mean “{meant}”?\n")


def test_a_pasted_text_that_finds_nothing_gets_no_hint_of_its_words(db: str) -> None:
    """Past 20 words each word would be a query, and the words no claim holds too many
    to tell: the message alone."""
    pasted = " ".join(["Cerebras", "wafr"] + [f"слово{n}" for n in "абвгдежзиклмнопрстуф"])
    code, _, err = kb("search", pasted)
    assert (code, err) == (0, f"no claims containing every word of “{pasted}”\n")
    code, _, err = kb("search", " ".join(pasted.split()[:20]))
    assert code == 0 and "hint: no claim holds “wafr”" in err


def test_search_finds_claims_by_the_agents_they_are_attributed_to(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """kb search 林晓 found nothing though three claims are attributed to 林晓."""
    name_agents_in_chinese(project)
    assert kb("import", cwd=project)[0] == 0
    by_lin = [c.id for c in read_ledger(project).claims() if "林晓" in c.attributed_to]
    code, out, err = kb("search", "林晓", "--format", "json", cwd=project)
    assert code == 0 and [c["id"] for c in json.loads(out)["claims"]] == by_lin, err
    code, out, _ = kb("search", "王磊 Гостев", "--format", "json", cwd=project)
    assert code == 0 and json.loads(out)["claims"], "a Russian word and a Chinese name"


def test_show_prints_citations_links_and_history(db: str) -> None:
    code, out, _ = kb("show", "sol-speed-750")
    assert code == 0
    assert "[confirmed]" in out and "750 token/s" in out and "OpenAI (official)" in out
    # the offsets, and the line and column an editor opens (the quote's first line)
    text = (ROOT / "sources" / "000_ae3eb71afb28e879.txt").read_text(encoding="utf-8")
    start = text.index("OpenAI表示，GPT-5.6 Sol可以在Cerebras")
    line = text.count("\n", 0, start) + 1
    assert f"sol-zh [{start}:" in out and f"000_ae3eb71afb28e879.txt:{line}:1 (zh)" in out
    assert "OpenAI表示，GPT-5.6 Sol可以在Cerebras基础设施上以高达每秒750个Token的速度运行。" in out
    assert "supported by sol-headline-figure-official [reported]" in out
    assert "2026-11-30T00:00:00Z  confirmed" in out


def test_show_gives_an_agents_other_names(db: str) -> None:
    code, out, _ = kb("show", "goodson-params-2t-4t")
    assert code == 0 and "asserted by: Bleys Goodson (analyst; also Блейс Гудсон)" in out


@pytest.mark.parametrize("width", [76, 40, 11])
def test_quotes_fold_between_chinese_characters_not_before_closing_marks(width: int) -> None:
    zh = quoted(
        "因此，每秒处理750个令牌的GPT-5.6 Sol配置不仅仅是速度的展示。"
        "它是模型、硬件、网络和服务软件被设计为一个系统的典范。"
    )
    ru = quoted(
        "Поэтому конфигурация GPT-5.6 Sol со скоростью 750 токенов в секунду — это не "
        "просто демонстрация скорости."
    )
    for text in (zh, ru):
        lines = folded_lines(text, width)
        assert all(cell_len(line) <= width for line in lines)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")  # nothing lost
        assert not any(line[0] in "，。、”»" for line in lines[1:])
    # a line ends only where what comes next does not fit (rich broke at the space)
    for line in folded_lines(zh, width)[:-1]:
        assert cell_len(line) > width - 6  # a character and its closing marks: 4 to 6 cells
    ru_lines = folded_lines(ru, width)
    for line, after in zip(ru_lines, ru_lines[1:], strict=False):
        assert cell_len(f"{line} {after.split()[0]}") > width
    assert folded_lines(zh, 76)[0].endswith("GPT-5.6 Sol配置不仅仅是速度的展示。它是模型、硬")


def test_show_json_has_the_export_fields(db: str) -> None:
    code, out, _ = kb("show", "sol-params-3t", "--format", "json")
    data = json.loads(out)
    assert data["value"] == {"low": 3e12, "high": 3e12, "unit": "parameter"}
    assert data["status"] == "estimate"


def test_show_unknown_claim_is_a_domain_error(db: str) -> None:
    code, out, err = kb("show", "no-such-claim")
    assert (code, out) == (1, "")
    assert err.strip() == "Error: no claim with id 'no-such-claim'"


def test_sources_lists_both_documents(db: str) -> None:
    code, out, _ = kb("sources", "--format", "json")
    sources = {s["id"]: s for s in json.loads(out)["sources"]}
    assert sources["sol-zh"]["language"] == "zh" and sources["sol-ru"]["language"] == "ru"
    assert sources["sol-zh"]["citations"] > 0


def test_export_json_is_the_design_format_and_the_rest_of_the_ledger(db: str) -> None:
    """DESIGN's fields, each as it says, and what else the ledger holds (agents, a claim's
    note, a source's url, publisher and date, the spans of sources that hold no claim):
    the whole knowledge base."""
    code, out, _ = kb("export", "--format", "json")
    data = json.loads(out)
    assert set(data) == {"version", "sources", "agents", "claims", "ignores"}
    assert data["version"] == 1
    assert set(data["sources"][0]) == {
        "id",
        "path",
        "sha256",
        "language",
        "title",
        "url",
        "publisher",
        "published",
    }
    assert set(data["agents"][0]) == {"name", "kind", "aliases", "note"}
    claim = next(c for c in data["claims"] if c["id"] == "sol-speed-750")
    assert set(claim) == {
        "id",
        "statement",
        "subject",
        "status",
        "value",
        "attributed_to",
        "note",
        "citations",
        "links",
        "history",
    }
    assert claim["value"] == {"low": 750.0, "high": 750.0, "unit": "token/s"}
    citation = claim["citations"][0]
    assert set(citation) == {"source", "start", "end", "quote"}
    text = (ROOT / "sources" / "000_ae3eb71afb28e879.txt").read_text(encoding="utf-8")
    assert text[citation["start"] : citation["end"]] == citation["quote"]
    assert set(claim["history"][0]) == {"status", "at", "reason"}
    link = next(c for c in data["claims"] if c["links"])["links"][0]
    assert set(link) == {"relation", "claim", "formula", "note"}
    # the ignore spans, which kb check's rule 8 reads beside the citations, as the ledger's
    assert data["ignores"][0] == {
        "source": "sol-zh",
        "start": text.index("为什么每秒750个Token很重要"),
        "end": text.index("为什么每秒750个Token很重要") + len("为什么每秒750个Token很重要"),
        "quote": "为什么每秒750个Token很重要",
        "reason": "section heading; the figure is claim sol-speed-750",
    }
    ledger = read_ledger(ROOT)
    assert len(data["ignores"]) == len([i for f in ledger.files for i in f.ignores]) > 20


def _shown(sample: Any, real: Any) -> bool:
    """Whether the README's sample shows ``real`` as it is, but cut: a string ending in
    "..." stands for any that begins so, a list for one that begins with its items, a
    record holds every key; a number is the same number of the same type (750.0 is no
    750 to a reader in a typed language)."""
    if isinstance(sample, str) and sample.endswith("..."):
        return isinstance(real, str) and real.startswith(sample.removesuffix("..."))
    if isinstance(sample, dict):
        return (
            isinstance(real, dict)
            and set(sample) == set(real)
            and all(_shown(value, real[key]) for key, value in sample.items())
        )
    if isinstance(sample, list):
        return (
            isinstance(real, list)
            and len(sample) <= len(real)
            and all(_shown(a, b) for a, b in zip(sample, real, strict=False))
        )
    return type(sample) is type(real) and sample == real


def test_the_readmes_export_sample_is_the_shipped_ledgers_export(db: str) -> None:
    """README's kb export --format json sample had sol-speed-750's history at 2026-11-29
    (the ledger says 2026-11-30) and a link the claim does not have: each record it shows
    is the export's record of that id, its texts cut with "...", and its values floats as
    the export writes them."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("nothing is left half written):\n\n```json\n", 1)[1]
    sample = json.loads(block.split("\n```", 1)[0])
    data = json.loads(kb("export", "--format", "json")[1])
    assert set(sample) == set(data) and sample["version"] == data["version"]
    keys = {"sources": "id", "agents": "name", "claims": "id", "ignores": "start"}
    for part, key in keys.items():
        real = {record[key]: record for record in data[part]}
        for record in sample[part]:
            assert _shown(record, real[record[key]]), (part, record[key])
    assert {c["id"] for c in sample["claims"]} == {"sol-speed-750", "tokenomics-wafers-fp8-from-3t"}


def test_export_json_holds_agents_notes_and_who_published_each_source(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A pipeline fed kb export --format json had no agent (kind, other names), no claim
    note and no source url, publisher or date, though DESIGN calls it the whole knowledge
    base; kb claims --format json had no note either. Each as the ledger holds it, null
    when it holds none, the same bytes every run."""
    _give_sources_addresses(project, "https://example.ru/sol")
    monkeypatch.delenv("KB_DB")
    out = kb("export", "--format", "json", cwd=project)[1]
    assert kb("export", "--format", "json", cwd=project)[1] == out
    data = json.loads(out)
    sources = {s["id"]: s for s in data["sources"]}
    assert {k: sources["sol-ru"][k] for k in ("url", "publisher", "published")} == {
        "url": "https://example.ru/sol",
        "publisher": "Пример Медиа",
        "published": "2026-12-01",
    }
    assert (sources["sol-zh"]["publisher"], sources["sol-zh"]["published"]) == (None, None)
    agents = {a["name"]: a for a in data["agents"]}
    declared = [a.name for f in read_ledger(project).files for a in f.agents]
    assert [a["name"] for a in data["agents"]] == declared
    assert agents["Broadcom"] == {
        "name": "Broadcom",
        "kind": "official",
        "aliases": ["博通"],
        "note": "OpenAI's partner in announcing Jalapeño.",
    }
    assert agents["Bleys Goodson"]["aliases"] == ["Блейс Гудсон"]
    assert agents["OpenAI"] == {"name": "OpenAI", "kind": "official", "aliases": [], "note": None}
    claims = {c["id"]: c for c in data["claims"]}
    assert claims["sol-speed-750"]["note"].startswith("Stated in sol-ru's title")
    assert claims["sol-shifts-focus-to-speed"]["note"] is None
    listed = json.loads(kb("claims", "--format", "json", cwd=project)[1])["claims"]
    assert {c["id"]: c["note"] for c in listed} == {i: c["note"] for i, c in claims.items()}


def test_export_toml_round_trips_byte_for_byte(db: str, tmp_path: Path) -> None:
    code, _, err = kb("export", "--format", "toml", "--out", str(tmp_path / "out"))
    assert code == 0, err
    for path in [*sorted((ROOT / "claims").glob("*.toml")), ROOT / "sources" / "sources.toml"]:
        rel = path.relative_to(ROOT)
        assert (tmp_path / "out" / rel).read_bytes() == path.read_bytes(), rel


@pytest.mark.parametrize(("output", "name"), [("json", "kb.json"), ("prov", "kb.prov.json")])
def test_export_json_and_prov_go_into_out(db: str, tmp_path: Path, output: str, name: str) -> None:
    """DESIGN's kb export --format json [--out DIR]: the document stdout gets, as one file
    in DIR (created when missing), written through a temporary file and a rename."""
    printed = kb("export", "--format", output)[1]
    code, out, err = kb("export", "--format", output, "--out", str(tmp_path / "new" / "dir"))
    assert (code, out) == (0, "") and f"wrote {tmp_path / 'new' / 'dir' / name}" in err
    assert (tmp_path / "new" / "dir" / name).read_text(encoding="utf-8") == printed
    assert os.listdir(tmp_path / "new" / "dir") == [name], "no temporary file left"


@pytest.mark.parametrize("output", ["json", "prov", "toml"])
@pytest.mark.parametrize("out", ["afile", "afile/dir"])
def test_export_into_a_file_says_it_is_no_folder(
    db: str, tmp_path: Path, output: str, out: str
) -> None:
    """--out names a folder: a file there (or above it) was "afile/kb.json: cannot write:
    File exists" (or "Not a directory"), of a file the user never named."""
    (tmp_path / "afile").write_text("kept")
    code, stdout, err = kb("export", "--format", output, "--out", out, cwd=tmp_path)
    assert (code, stdout, err) == (2, "", "Error: afile: a file, not a folder\n")
    assert (tmp_path / "afile").read_text() == "kept"


@pytest.mark.parametrize(
    ("blocker", "said"),
    [
        ("out/claims", "out/claims: a file, not a folder"),
        ("out/claims/05-kv-cache.toml/", "out/claims/05-kv-cache.toml: a folder, where the "),
        ("out/loop", "out/loop: a symbolic link that leads to nothing (or to itself)"),
    ],
)
def test_export_toml_checks_every_file_before_writing_one(
    db: str, tmp_path: Path, blocker: str, said: str
) -> None:
    """A ledger exported over a folder where one of its files cannot go was left half
    written (sources/ and the claims files before it), which kb import then loaded as
    the ledger; and the error said "File exists" of a file the user never named."""
    target = tmp_path / blocker
    target.parent.mkdir(parents=True, exist_ok=True)
    if blocker.endswith("/"):
        target.mkdir()
    elif blocker.endswith("loop"):
        target.symlink_to(target.name)
    else:
        target.write_text("kept")
    out = "out/loop" if blocker.endswith("loop") else "out"
    code, stdout, err = kb("export", "--format", "toml", "--out", out, cwd=tmp_path)
    assert (code, stdout) == (2, "") and err.startswith(f"Error: {said}")
    left = {str(p.relative_to(tmp_path)) for p in (tmp_path / "out").rglob("*")}
    assert left == {str(target.parent.relative_to(tmp_path)), blocker.rstrip("/")} - {"out"}


def test_export_toml_without_out_is_a_usage_error() -> None:
    """Said as the usage error it is, before any database opens (KB_DB names none here),
    not as "Invalid value for --out: --format toml needs --out DIR", an --out never given."""
    code, out, err = kb("export", "--format", "toml")
    assert (code, out) == (2, "")
    assert err == usage("export") + "\nError: --format toml needs --out DIR\n"


def test_ledger_errors_name_files_from_where_kb_runs(
    db: str, project: Path, tmp_path: Path
) -> None:
    intro = project / "claims" / "01-introduction.toml"
    text = intro.read_text(encoding="utf-8")
    intro.write_text(text.replace('status = "estimate"', 'status = "rumour"', 1))
    line = next(n for n, t in enumerate(intro.read_text().splitlines(), 1) if "rumour" in t)
    message = f"{line}: claim sol-params-3t: unknown status 'rumour'"
    assert kb("import", cwd=project)[2].startswith(f"Error: claims/01-introduction.toml:{message}")
    code, out, err = kb("import", cwd=project / "claims")
    assert (code, out) == (2, "") and err.startswith(f"Error: 01-introduction.toml:{message}")
    (tmp_path / "elsewhere").mkdir()
    code, _, err = kb("import", str(project), cwd=tmp_path / "elsewhere")
    assert code == 2 and err.startswith(f"Error: {intro.resolve()}:{message}")
    intro.write_text(text)
    assert kb("import", cwd=project / "claims")[0] == 0
    out = kb("show", "sol-params-3t")[1]
    assert "ledger: claims/01-introduction.toml" in out  # the file recorded: root-relative


def git_status(checkout: Path) -> str:
    """What git status says of the checkout's files, each untracked file named."""
    return subprocess.run(
        ["git", "status", "--porcelain", "--untracked-files=all"],
        cwd=checkout,
        capture_output=True,
        text=True,
        check=True,
    ).stdout


def test_the_default_database_stays_out_of_git(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("KB_DB")
    subprocess.run(["git", "init", "-q", str(project)], check=True)
    assert kb("table", cwd=project)[0] == 0
    assert (project / ".kb" / "kb.sqlite").exists()
    status = git_status(project)
    assert status and ".kb" not in status  # the ledger shows as new, the database not
    # a .gitignore the user changed is theirs: kb writes one only with the folder
    (project / ".kb" / ".gitignore").write_text("# committed on purpose\n", encoding="utf-8")
    (project / ".kb" / "kb.sqlite").unlink()
    assert kb("table", cwd=project)[0] == 0
    assert (project / ".kb" / ".gitignore").read_text() == "# committed on purpose\n"


def test_a_first_load_names_files_from_where_kb_runs(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("KB_DB")  # the project's own database, loaded on first use
    intro = project / "claims" / "01-introduction.toml"
    intro.write_text(intro.read_text().replace('status = "estimate"', 'status = "rumour"', 1))
    code, _, err = kb("table", cwd=project / "claims")
    assert code == 2 and err.startswith("Error: 01-introduction.toml:")


def test_bad_ledger_is_an_input_error_and_changes_nothing(db: str, project: Path) -> None:
    _, before, _ = kb("export", "--format", "json")
    intro = project / "claims" / "01-introduction.toml"
    intro.write_text(
        intro.read_text(encoding="utf-8").replace('status = "analysis"', "status = ", 1)
    )
    code, out, err = kb("import", cwd=project)
    assert code == 2 and out == ""
    assert err.startswith("Error: claims/01-introduction.toml:") and "invalid TOML" in err
    assert err.count("\n") == 1, "one line"
    assert kb("export", "--format", "json")[1] == before


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("postgresql+psycopg://nobody@127.0.0.1:1/none", "cannot open database postgresql"),
        ("mysql://x@localhost/db", "only SQLite and PostgreSQL are supported"),
        ("/no/such/folder/kb.sqlite", "folder /no/such/folder does not exist"),
        (str(ROOT / "claims"), "claims: a folder, not a database file"),
    ],
)
def test_unreachable_database_is_an_input_error(url: str, message: str) -> None:
    code, out, err = kb("--db", url, "claims")
    assert code == 2 and out == ""
    assert err.startswith("Error: ") and message in err


def test_unreadable_database_file(tmp_path: Path, project: Path) -> None:
    bad = tmp_path / "bad.sqlite"
    bad.write_bytes(b"this is not a database" * 100)
    code, _, err = kb("--db", str(bad), "claims")
    assert code == 2 and "file is not a database" in err
    # a command that writes names it as the others do, not as sqlite:////its/path
    (project / "bad.sqlite").write_bytes(bad.read_bytes())
    for command in ("claims", "import"):
        code, _, err = kb("--db", "bad.sqlite", command, cwd=project)
        assert (code, err) == (
            2,
            "Error: cannot open database bad.sqlite: file is not a database\n",
        )


def test_default_database_is_created_and_loaded_on_first_use(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("KB_DB")
    code, out, err = kb("table", cwd=project)
    assert code == 0 and "sol-speed-750" in out
    assert "loaded the ledger into .kb/kb.sqlite" in err
    assert (project / ".kb" / "kb.sqlite").is_file()
    code, out, err = kb("table", cwd=project)
    assert code == 0 and "loaded" not in err, "unchanged ledger: not loaded again"
    agents = project / "claims" / "agents.toml"
    agents.write_text(agents.read_text(encoding="utf-8").replace('"community"', '"press"', 1))
    code, _, err = kb("show", "shepherd-computer-use-gain", cwd=project)
    assert "loaded the ledger" in err, "an edited ledger is loaded again"
    assert err.endswith(
        "loaded the ledger into .kb/kb.sqlite: no claim added, changed or removed\n"
    )
    # an edited claim is named when a reading command loads it, as kb import would
    _edit(project, INTRO, "up to 750 tokens per second", "up to 750 tokens a second")
    code, _, err = kb("table", cwd=project)
    assert err.endswith("loaded the ledger into .kb/kb.sqlite: 1 changed (sol-speed-750)\n")


@pytest.mark.parametrize(
    ("change", "refused"),
    [
        (
            "INSERT INTO kb_migration VALUES (99, 'future', '2027-01-01')",
            "was written by a newer kb (migration 99 'future'); upgrade kb",
        ),
        (  # a kb built from another branch, its migration 9 another than ours
            "UPDATE kb_migration SET name = 'search-agents' WHERE version = 9",
            "was written by another kb (its migration 9 'search-agents' is not this kb's "
            "9 'agent-aliases'); use that kb",
        ),
    ],
)
def test_the_projects_database_that_another_kb_migrated_can_be_made_again(
    project: Path, monkeypatch: pytest.MonkeyPatch, change: str, refused: str
) -> None:
    """The project's own database holds nothing its ledger does not: refused as another
    kb's, it may be removed, and kb makes it again (a database named with --db is the
    team's, and is not to be removed)."""
    monkeypatch.delenv("KB_DB")
    database = project / ".kb" / "kb.sqlite"
    assert kb("claims", cwd=project)[0] == 0
    with contextlib.closing(sqlite3.connect(database)) as connection, connection:
        connection.execute(change)
    again = ", or remove .kb/kb.sqlite: kb makes it again from the ledger"
    assert kb("claims", cwd=project) == (
        2,
        "",
        f"Error: the database .kb/kb.sqlite {refused}{again}\n",
    )
    code, _, err = kb("--db", str(database), "claims", cwd=project)
    assert code == 2 and refused in err and again not in err
    database.unlink()
    code, out, _ = kb("claims", cwd=project)
    assert code == 0 and "sol-speed-750" in out


def test_outside_a_project_without_db_is_an_input_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("KB_DB")
    code, _, err = kb("table", cwd=tmp_path)
    assert code == 2 and "no ledger at or above" in err
    assert err.rstrip().endswith(
        "run kb inside a claim-kb project or name a database with --db or the KB_DB "
        "environment variable"
    )
    # kb import needs a ledger whatever the database: naming one is no way out
    monkeypatch.setenv("KB_DB", str(tmp_path / "kb.sqlite"))
    code, _, err = kb("import", cwd=tmp_path)
    assert code == 2 and "no ledger at or above" in err and "--db" not in err
    assert err.rstrip().endswith("or name its folder (kb import PATH)")


def test_a_damaged_default_database_is_a_one_line_error(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("KB_DB")
    assert kb("table", cwd=project)[0] == 0
    database = project / ".kb" / "kb.sqlite"
    with contextlib.closing(sqlite3.connect(database)) as connection:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # everything in the file
    damaged = bytearray(database.read_bytes())
    middle = range(len(damaged) // 4, len(damaged) * 3 // 4, 7)  # pages in the middle
    damaged[middle.start : middle.stop : middle.step] = b"\xaa" * len(middle)
    database.write_bytes(bytes(damaged))
    for command in ("table", "import"):
        code, _, err = kb(command, cwd=project)
        assert code == 2 and len(err.splitlines()) == 1, err
        assert err.startswith("Error: database ")  # what SQLite says of the damage
        assert err.rstrip().endswith("delete it and run kb import: it is rebuilt)")
    database.unlink()
    assert kb("table", cwd=project)[0] == 0
    shutil.rmtree(project / ".kb")
    (project / ".kb").write_text("x", encoding="utf-8")  # a file where the folder goes
    code, _, err = kb("table", cwd=project)
    assert (code, err) == (2, "Error: .kb: cannot create the database's folder (File exists)\n")


def test_every_command_has_a_summary_and_an_example() -> None:
    assert set(command_names()) >= {
        "import",
        "export",
        "claims",
        "show",
        "search",
        "sources",
        "table",
    }
    for name in command_names():
        text = help_text(name)
        assert "Example: kb " in text, f"kb {name} --help has no example"


def test_readme_command_reference_matches_help() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert updated(readme) == readme, "run: python -m cli.reference"


def test_the_readmes_everyday_searches_find_claims_of_the_shipped_ledger(db: str) -> None:
    """A reader who tries the README's kb claims --by and kb search lines on the shipped
    ledger gets claims, not "no claim is attributed to ..."."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("## Everyday use\n\n```sh\n", 1)[1].split("```", 1)[0]
    tried = 0
    for line in block.splitlines():
        words = shlex.split(line.split("#")[0].split("|")[0])
        if words[:3] == ["kb", "claims", "--by"] or words[:2] == ["kb", "search"]:
            code, out, err = kb(*words[1:])
            assert code == 0 and out, f"{line}: {err}"
            tried += 1
    assert tried >= 8


def test_cli_package_is_ours() -> None:
    assert Path(cli.__file__).resolve().parent == ROOT / "cli"


def test_library_never_imports_typer_or_rich() -> None:
    modules = sorted(p.stem for p in (ROOT / "kb").glob("*.py") if p.stem != "__init__")
    code = (
        f"import sys; [__import__('kb.' + m) for m in {modules!r}]; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('typer', 'rich', 'cli')))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert result.stdout.strip() == "[]", result.stderr
    assert len(modules) > 20


def test_console_script_runs(tmp_path: Path) -> None:
    kb_path = shutil.which("kb")
    assert kb_path, "the kb console script is installed"
    result = subprocess.run([kb_path, "--help"], capture_output=True, text=True)
    assert result.returncode == 0 and "Usage: kb" in result.stdout


@pytest.mark.parametrize("args", [[], ["claims/", "sources/"], ["."], ["claims/agents.toml"]])
def test_import_paths_name_one_whole_ledger(db: str, args: list[str]) -> None:
    code, _, err = kb("import", *args, cwd=ROOT)
    assert code == 0 and f"imported {len(read_ledger(ROOT).claims())} claims" in err


def test_import_of_a_missing_path_is_an_input_error(db: str) -> None:
    code, _, err = kb("import", "no-such-folder", cwd=ROOT)
    assert code == 2 and "no-such-folder: no such file or folder" in err


def test_piped_tables_have_no_trailing_spaces(db: str) -> None:
    code, out, _ = kb("claims", "--status", "estimate")
    assert code == 0 and out.splitlines()[0].split() == list(CLAIM_COLUMNS)
    assert all(line == line.rstrip() for line in out.splitlines())


@pytest.mark.parametrize(
    ("args", "choices"),
    [
        (("table", "--format", "md"), "'rich', 'markdown', 'csv', 'json', 'html'"),
        (("audit", "--format", "xml", "x.md"), "'text', 'json', 'github', 'sarif'"),
    ],
)
def test_an_unknown_format_names_the_choices(db: str, args: tuple[str, ...], choices: str) -> None:
    code, out, err = kb(*args)
    assert (code, out) == (2, "")
    value = args[args.index("--format") + 1]
    message = f"Error: Invalid value for '--format': {value!r} is not one of {choices}."
    assert err.splitlines()[-1] == message


@pytest.mark.parametrize(
    "value",
    [
        "yesterday",
        "2026-11-29T10:00:00",
        "2026-13-45",
        "2026-02-30",  # no such day
        "２０２６-11-29",  # full-width digits
        "9999-12-31T23:59:59-23:59",  # leaves the calendar in UTC
        "0001-01-01T00:00:00+01:00",
    ],
)
@pytest.mark.parametrize("command", ["claims", "table"])
def test_changed_since_needs_a_date_or_a_time_with_its_zone(
    db: str, command: str, value: str
) -> None:
    code, _, err = kb(command, "--changed-since", value)
    assert code == 2 and f"{value!r} is not a date or a time with its zone" in err
    assert err.startswith("Usage: ")  # a mistyped value gets the command's usage


@pytest.mark.parametrize("command", ["claims", "table"])
@pytest.mark.parametrize("option", ["--by", "--source", "--subject", "--changed-since"])
def test_an_empty_filter_is_an_error_not_every_claim(db: str, command: str, option: str) -> None:
    code, out, err = kb(command, option, "")
    assert (code, out) == (2, "")
    assert err == f"{usage(command)}\nError: {option} is empty\n"


def test_a_table_of_what_changed_since_a_day_says_so_in_its_title(db: str) -> None:
    """kb table --changed-since, a box of what changed since last week, was "No such
    option" though kb table's help gave it the filters of kb claims."""
    _, out, _ = kb("claims", "--changed-since", "2026-11-30", "--format", "json")
    changed = [c["id"] for c in json.loads(out)["claims"]]
    assert 0 < len(changed) < len(read_ledger(ROOT).claims())
    code, out, _ = kb("table", "--changed-since", "2026-11-30", "--format", "json")
    assert code == 0
    tabled = [c["id"] for g in json.loads(out)["groups"] for c in g["claims"]]
    assert sorted(tabled) == sorted(changed)
    title = "claims whose status changed since 2026-11-30"
    out = kb("table", "--changed-since", "2026-11-30", "--format", "markdown")[1]
    assert out.split("\n\n", 1)[1].startswith(
        f"# What is officially stated, and what is estimated or speculated — {title}\n"
    )
    out = kb("table", "--changed-since", "2026-11-30", "--format", "html")[1]
    assert f"— {title}</h1>" in out
    code, out, err = kb("table", "--changed-since", "2026-12-03T02:00:00+01:00")
    assert (code, out) == (0, "")
    assert err == "no claims whose status changed since 2026-12-03T02:00:00+01:00\n"


def test_export_prov_is_w3c_prov_json(db: str) -> None:
    from prov.model import ProvDocument

    code, out, _ = kb("export", "--format", "prov")
    assert code == 0
    document = ProvDocument.deserialize(content=out, format="json")
    text = document.get_provn()
    attributed = "kb:attributed/sol-speed-750/OpenAI; kb:claim-sol-speed-750, kb:agent-OpenAI"
    assert f"wasAttributedTo({attributed})" in text
    assert "entity(kb:source-sol-ru" in text and "триллиона" in out
    assert out == json.dumps(json.loads(out), ensure_ascii=False, indent=2, sort_keys=True) + "\n"
    derived = (
        "wasDerivedFrom(kb:derived-from/tokenomics-wafers-fp8-from-3t/sol-params-3t; "
        "kb:claim-tokenomics-wafers-fp8-from-3t, kb:claim-sol-params-3t"
    )
    assert derived in text and "sol_params_3t * bytes_per_parameter_fp8" in text
    # what a claim assumes is part of its derivation too, not a mere influence
    assumed = (
        "wasDerivedFrom(kb:assumes/tokenomics-wafers-fp8-from-3t/bytes-per-parameter-fp8; "
        "kb:claim-tokenomics-wafers-fp8-from-3t, kb:claim-bytes-per-parameter-fp8"
    )
    assert assumed in text
    quoted = [r for r in document.get_records() if "Quotation" in str(r.get_asserted_types())]
    assert len(quoted) == sum(len(c.citations) for c in read_ledger(ROOT).claims())


def test_prov_keeps_the_notes_of_claims_and_agents(db: str) -> None:
    """PROV gave a link's note but dropped a claim's and an agent's, which say where a
    figure stands in the sources and who an agent is: a reader of the PROV export lost
    what the JSON export gives. A claim or agent with no note has no kb:note."""
    from prov.model import ProvDocument

    out = kb("export", "--format", "prov")[1]
    records = {
        str(r.identifier): r
        for r in ProvDocument.deserialize(content=out, format="json").get_records()
    }
    exported = json.loads(kb("export")[1])

    def notes(identifier: str) -> list[str]:
        return [str(v) for v in records[identifier].get_attribute("kb:note")]

    claims = {c["id"]: c["note"] for c in exported["claims"]}
    assert notes("kb:claim-sol-params-3t") == [claims["sol-params-3t"]]
    assert "outside technical analysis" in claims["sol-params-3t"]
    assert notes("kb:claim-sol-shifts-focus-to-speed") == []
    assert claims["sol-shifts-focus-to-speed"] is None
    agents = {a["name"]: a["note"] for a in exported["agents"]}
    assert notes("kb:agent-Bleys%20Goodson") == [agents["Bleys Goodson"]]
    assert notes("kb:agent-OpenAI") == [] and agents["OpenAI"] is None


def test_prov_influences_point_as_kb_impact_does(db: str) -> None:
    """sol-headline-figure-official supports sol-speed-750: PROV had the supported claim as
    the influencer of the one supporting it, the reverse of kb impact and the README."""
    out = kb("export", "--format", "prov")[1]
    influences = {
        (r["prov:type"]["$"], r["prov:influencer"], r["prov:influencee"])
        for r in json.loads(out)["wasInfluencedBy"].values()
        if "prov:type" in r
    }
    supported = ("kb:supports", "kb:claim-sol-headline-figure-official", "kb:claim-sol-speed-750")
    assert supported in influences
    assert "sol-speed-750" in kb("impact", "sol-headline-figure-official")[1]
    # the disputed caption carries the contradicts link and is the claim influenced
    contradicted = ("kb:contradicts", "kb:claim-sol-params-3t", "kb:claim-caption-sol-params-386m")
    assert contradicted in influences
    derived = json.loads(out)["wasDerivedFrom"].values()
    basis = ("kb:claim-sol-wafers-70-100", "kb:claim-goodson-params-2t-4t")
    assert basis in {(r["prov:generatedEntity"], r["prov:usedEntity"]) for r in derived}


def test_prov_types_each_link_by_a_qname_and_keeps_its_note(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PROV typed a link's derivation or influence by the plain string "kb:derived-from",
    where prov types a quotation by a QName; it dropped a link's note, which it gives as
    it gives a formula; and an agent's other names were a string for one, a list for
    several. A supersedes link is a revision, typed prov:Revision by prov, with its note."""
    from prov.model import PROV, Namespace, ProvDocument

    from kb.prov_export import NAMESPACE

    with (project / "claims" / "09-jalapeno.toml").open("a", encoding="utf-8") as file:
        file.write(  # under its last claim, jalapeno-complements-cerebras
            '\n[[claim.link]]\nrelation = "supersedes"\nclaim = "cerebras-part-of-infra-strategy"\n'
            'note = "Jalapeño не делает партнёрство с Cerebras излишним."\n'
        )
    monkeypatch.delenv("KB_DB")
    code, out, err = kb("export", "--format", "prov", cwd=project)
    assert code == 0, err
    document = ProvDocument.deserialize(content=out, format="json")
    records = {str(r.identifier): r for r in document.get_records()}
    kb_ns = Namespace("kb", NAMESPACE)

    def said(identifier: str) -> tuple[set[Any], list[str], list[str]]:
        record = records[identifier]
        return (
            set(record.get_attribute("prov:type")),
            [str(v) for v in record.get_attribute("kb:formula")],
            [str(v) for v in record.get_attribute("kb:note")],
        )

    links = {(c.id, k.claim): k for c in read_ledger(project).claims() for k in c.links}
    basis = links["tokenomics-wafers-fp8-from-3t", "sol-params-3t"]
    assert said("kb:derived-from/tokenomics-wafers-fp8-from-3t/sol-params-3t") == (
        {kb_ns["derived-from"]},
        [basis.formula],
        [basis.note],
    )
    assert said("kb:supports/tokenomics-wafers-70/sol-wafers-70-100") == (
        {kb_ns["supports"]},
        [],
        ["70 wafers is the low end of the 70..100 estimate."],
    )
    assert said("kb:contradicts/caption-gostev-700-900b/sol-params-3t")[0] == {kb_ns["contradicts"]}
    assert said("kb:supersedes/jalapeno-complements-cerebras/cerebras-part-of-infra-strategy") == (
        {PROV["Revision"]},
        [],
        ["Jalapeño не делает партнёрство с Cerebras излишним."],
    )
    data = json.loads(out)
    types = [
        r["prov:type"]
        for kind in ("wasDerivedFrom", "wasInfluencedBy")
        for r in data[kind].values()
        if "prov:type" in r
    ]
    assert types and all(set(t) == {"$", "type"} and t["type"] == "xsd:QName" for t in types)
    aliases = {name: agent["kb:alias"] for name, agent in data["agent"].items()}
    assert aliases["kb:agent-Broadcom"] == ["博通"]
    assert aliases["kb:agent-Bleys%20Goodson"] == ["Блейс Гудсон"]
    assert aliases["kb:agent-OpenAI"] == []


def add_press_release(
    project: Path,
    text: str,
    *,
    path: str = "pr.txt",
    source: str = "pr",
    publisher: str = "Nimbus Research",
    source_keys: str = "",
    claim_keys: str = "",
) -> None:
    """Maria Chen's estimate of the wafers of a Sol replica, in ``text``: a press release
    of its own in sources/ and the claim that cites it (claims/16-pr.toml)."""
    (project / "sources" / path).parent.mkdir(parents=True, exist_ok=True)
    (project / "sources" / path).write_text(text, encoding="utf-8")
    with (project / "sources" / "sources.toml").open("a", encoding="utf-8") as file:
        file.write(
            f'\n[[source]]\nid = "{source}"\npath = "{path}"\ntitle = "Press release"\n'
            f'language = "en"\npublisher = "{publisher}"\npublished = 2026-12-01\n{source_keys}'
            f'sha256 = "{hashlib.sha256(text.encode()).hexdigest()}"\n'
        )
    (project / "claims" / "16-pr.toml").write_text(
        '[[agent]]\nname = "Maria Chen"\nkind = "analyst"\n\n[[claim]]\n'
        'id = "chen-wafers-80"\nsubject = "GPT-5.6 Sol replica size"\n'
        'statement = "Each GPT-5.6 Sol replica occupies about 80 Cerebras wafers."\n'
        f'status = "estimate"\nattributed_to = ["Maria Chen"]\n{claim_keys}\n'
        f'[[claim.citation]]\nsource = "{source}"\nquote = "{text.strip()}"\n',
        encoding="utf-8",
    )


def test_who_published_a_source_and_when_is_shown_where_it_is_cited(project: Path) -> None:
    """A source's publisher, date and address were stored and shown nowhere but the TOML
    export: kb sources, kb show and the PROV export carry them."""
    add_press_release(
        project,
        "Maria Chen estimates that each Sol replica occupies about 80 Cerebras wafers.\n",
        source_keys='url = "https://example.com/pr"\n',
        claim_keys='value = "80"\nunit = "wafer"\n',
    )
    assert kb("import", cwd=project)[0] == 0
    code, out, _ = kb("sources", cwd=project)
    assert out.split("\n")[0].split() == list(SOURCE_COLUMNS)
    assert "Nimbus Research  2026-12-01  https://example.com/pr" in out
    listed = json.loads(kb("sources", "--format", "json", cwd=project)[1])["sources"]
    assert [(s["published"], s["publisher"], s["url"]) for s in listed if s["id"] != "pr"] == [
        (None, None, None)
    ] * 2
    code, out, _ = kb("show", "chen-wafers-80", cwd=project)
    assert "sources/pr.txt:1:1 (en; Nimbus Research, 2026-12-01)\n" in out
    shown = json.loads(kb("show", "chen-wafers-80", "--format", "json", cwd=project)[1])
    assert shown["citations"][0]["publisher"] == "Nimbus Research"
    prov = json.loads(kb("export", "--format", "prov", cwd=project)[1])["entity"]
    assert prov["kb:source-pr"]["kb:publisher"] == "Nimbus Research"
    assert prov["kb:source-pr"]["kb:published"] == "2026-12-01"
    assert "kb:publisher" not in prov["kb:source-sol-zh"]


def test_a_table_of_sources_leaves_out_what_no_source_says(db: str) -> None:
    code, out, _ = kb("sources")
    assert out.splitlines()[0].split() == ["id", "language", "citations", "path", "title"]
    (row,) = [line for line in out.splitlines() if line.startswith("sol-zh ")]
    first = row.split()[:4]
    assert first[:2] + first[3:] == ["sol-zh", "zh", "000_ae3eb71afb28e879.txt"]
    assert row.endswith("(Chinese original; the document carries no title)")
    csv_header = kb("sources", "--format", "csv")[1].splitlines()[0]
    assert csv_header == "id,language,citations,path,title,publisher,published,url"


def test_prov_gives_every_agent_its_own_id_in_any_script(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from prov.model import ProvDocument

    # agents named in Russian and Chinese, and two names that differ only where a
    # simple slug would have put "_"
    renames = {
        "Peter Gostev": "Пётр Гостев",
        "John Lam": "林约翰",
        "Caleb Shepherd": "Caleb/Shepherd",
    }
    for path in (project / "claims").glob("*.toml"):
        text = path.read_text(encoding="utf-8")
        for old, new in renames.items():
            text = text.replace(f'"{old}"', f'"{new}"')
        path.write_text(text, encoding="utf-8")
    monkeypatch.delenv("KB_DB")
    code, out, _ = kb("export", "--format", "prov", cwd=project)
    assert code == 0
    document = ProvDocument.deserialize(content=out, format="json")
    labels = {
        str(r.identifier): str(next(iter(r.get_attribute("prov:label"))))
        for r in document.get_records()
        if "Agent" in type(r).__name__
    }
    names = {a.name for f in read_ledger(project).files for a in f.agents}
    assert sorted(labels.values()) == sorted(names)  # one id per agent
    attributed = {
        (str(r.args[0]), labels[str(r.args[1])])
        for r in document.get_records()
        if type(r).__name__ == "ProvAttribution"
    }
    expected = {
        (f"kb:claim-{c.id}", name)
        for c in read_ledger(project).claims()
        for name in c.attributed_to
    }
    assert attributed == expected
    assert "kb:agent-Пётр%20Гостев" in labels and "kb:agent-林约翰" in labels
    records = document.get_records()
    (goodson,) = (r for r in records if str(r.identifier) == "kb:agent-Bleys%20Goodson")
    assert [str(alias) for alias in goodson.get_attribute("kb:alias")] == ["Блейс Гудсон"]


def test_prov_connects_each_status_change_to_its_claim(reviewed: Path) -> None:
    """Each history entry is an activity (kb:status, kb:reason, prov:startTime) that the
    claim was influenced by, through the relation kb:status-changed/<claim>/<n> the README
    names: none is left linked to nothing, and a status set by kb status is one more."""
    from prov.model import PROV_ATTR_INFLUENCEE, PROV_ATTR_INFLUENCER, ProvDocument

    reason = "OpenAI corrected: 11 months"
    kb("status", "jalapeno-nine-months", "retracted", "--reason", reason, cwd=reviewed)
    code, out, err = kb("export", "--format", "prov", cwd=reviewed)
    assert code == 0, err
    document = ProvDocument.deserialize(content=out, format="json")
    records = document.get_records()
    activities = {str(r.identifier): r for r in records if r.get_type().localpart == "Activity"}
    changed = {
        str(r.identifier): (
            str(r.get_attribute(PROV_ATTR_INFLUENCEE).pop()),
            str(r.get_attribute(PROV_ATTR_INFLUENCER).pop()),
        )
        for r in records
        if str(r.identifier).startswith("kb:status-changed/")
    }
    histories = {c.id: c.history for c in read_ledger(reviewed).claims() if c.history}
    assert changed == {
        f"kb:status-changed/{claim}/{n}": (
            f"kb:claim-{claim}",
            f"kb:status-change-{claim}-{n}",
        )
        for claim, history in histories.items()
        for n in range(len(history))
    }
    assert sorted(activity for _, activity in changed.values()) == sorted(activities)
    retracted = activities["kb:status-change-jalapeno-nine-months-1"]
    assert {str(v) for v in retracted.get_attribute("kb:status")} == {"retracted"}
    assert {str(v) for v in retracted.get_attribute("kb:reason")} == {reason}


PROV_RELATIONS = ("wasAttributedTo", "wasDerivedFrom", "wasInfluencedBy")


def test_prov_relations_keep_their_ids_when_the_ledger_grows(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """prov numbered the relations in sequence (_:id1, _:id2...): one claim more, read
    first, renumbered every relation after it, and a committed export's diff showed
    thousands of lines. Each relation's id is now made of what it relates; a claim that
    quotes one source twice has a relation for each quote."""
    monkeypatch.delenv("KB_DB")

    def relations() -> dict[str, Any]:
        code, out, err = kb("export", "--format", "prov", cwd=project)
        assert code == 0, err
        exported = json.loads(out)
        return {i: r for kind in PROV_RELATIONS for i, r in exported[kind].items()}

    before = relations()
    ledger = read_ledger(project)
    counts = [
        len(c.attributed_to) + len(c.citations) + len(c.links) + len(c.history)
        for c in ledger.claims()
    ]
    assert len(before) == sum(counts)  # no two relations share an id
    assert all(not isinstance(r, list) for r in before.values())
    quotes = [i for i in before if i.startswith("kb:quoted/openai-cerebras-750mw/sol-zh/")]
    assert len(quotes) == 2
    (project / "claims" / "00-power.toml").write_text(
        '[[claim]]\nid = "openai-cerebras-gw"\nsubject = "OpenAI–Cerebras partnership"\n'
        'statement = "OpenAI plans to add 0.75 GW of Cerebras compute."\n'
        'status = "reported"\nattributed_to = ["OpenAI"]\nvalue = "0.75"\nunit = "GW"\n\n'
        '[[claim.citation]]\nsource = "sol-ru"\n'
        'quote = "Объявление OpenAI о выделении 750 МВт"\n\n'
        '[[claim.link]]\nrelation = "supports"\nclaim = "openai-cerebras-750mw"\n',
        encoding="utf-8",
    )
    after = relations()
    assert {i: after.get(i) for i in before} == before
    (added,) = [c for c in read_ledger(project).claims() if c.id == "openai-cerebras-gw"]
    quote = added.citations[0]
    assert sorted(set(after) - set(before)) == [
        "kb:attributed/openai-cerebras-gw/OpenAI",
        f"kb:quoted/openai-cerebras-gw/sol-ru/{quote.start}-{quote.end}",
        "kb:supports/openai-cerebras-gw/openai-cerebras-750mw",
    ]


def test_html_table_escapes_what_the_ledger_says(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    intro = project / "claims" / "01-introduction.toml"
    text = intro.read_text(encoding="utf-8")
    hostile = '<script>alert("x")</script> & <b>bold</b>'
    intro.write_text(
        text.replace(
            "The headline throughput figure for GPT-5.6 Sol is official.",
            hostile.replace('"', '\\"'),
            1,
        ),
        encoding="utf-8",
    )
    monkeypatch.delenv("KB_DB")
    code, out, _ = kb("table", "--format", "html", cwd=project)
    assert code == 0
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;" in out
    assert "<script" not in out and "<b>" not in out


def test_concurrent_commands_wait_for_each_other(project: Path, db_url: str) -> None:
    """Four imports at once (on a new database of each engine: its migrations race too),
    then reads racing the reload of an edited ledger."""
    env = {**os.environ, "KB_DB": db_url}

    def run_all(args: list[str], n: int, **extra: str) -> list[subprocess.CompletedProcess[str]]:
        children = [
            subprocess.Popen(
                [sys.executable, "-m", "cli", *args],
                cwd=project,
                text=True,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env={**env, **extra},
            )
            for _ in range(n)
        ]
        return [subprocess.CompletedProcess(c.args, c.wait(), *c.communicate()) for c in children]

    for done in run_all(["import"], 4):
        assert done.returncode == 0, done.stderr
    agents = project / "claims" / "agents.toml"
    agents.write_text(agents.read_text(encoding="utf-8").replace('"community"', '"press"', 1))
    for done in run_all(["table", "--format", "csv"], 3, KB_DB=""):
        assert done.returncode == 0, done.stderr
        assert "sol-speed-750" in done.stdout


def test_changed_source_leaves_the_last_good_database_for_check(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("KB_DB")
    assert kb("table", cwd=project)[0] == 0
    source = project / "sources" / "000_ae3eb71afb28e879.txt"
    source.write_text(source.read_text(encoding="utf-8") + "\n新的一段。\n", encoding="utf-8")
    code, out, err = kb("check", cwd=project)
    assert code == 1 and "warning:" not in err  # rule 1 says why, once
    # where the load fails; then what rule 1 reads from the files as they are (the drift),
    # nothing the database holds as last loaded
    assert out.startswith("sources/sources.toml:")
    assert f"rule 1 ledger-not-loaded: the ledger at {project} does not load: source " in out
    assert "they are checked once it loads" in out
    drift = next(line for line in out.splitlines() if "rule 1 source-drift" in line)
    assert "sources/000_ae3eb71afb28e879.txt changed" in drift and "; cited by " in drift
    assert all(": rule 1 " in line for line in out.splitlines())


def test_check_of_a_corrected_source_names_each_claim_it_broke_and_counts_the_rest(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A two-sentence correction to the Russian source, its sha256 not yet updated: the
    JSON names the claim of each quote it broke, at the citation's line, with the text
    nearest to it, and the drift counts what moved and what stayed, quotes and ignore
    spans apart. It named the two claims only inside the drift's message, by offsets, and
    counted "176 quotes still in it, at other offsets": 162 quotes and 14 ignore spans."""
    monkeypatch.delenv("KB_DB")
    assert kb("table", cwd=project)[0] == 0
    path = "sources/002_b0ed4ae8ade3d96a.txt"
    text = (project / path).read_text(encoding="utf-8")
    at = text.index("Калеб Шеперд подчеркнул") + len("Калеб Шеперд")
    _edit(project, path, "Калеб Шеперд подчеркнул", "Калеб Шеперд особо подчеркнул")
    _edit(project, path, "Около 150 миллиардов", "Около 170 миллиардов")
    code, out, _ = kb("check", "--format", "json", cwd=project)
    problems = json.loads(out)["problems"]
    assert code == 1
    wafers = "claims/03-wafer-count.toml"
    shepherd = _line_of(project, INTRO, 'quote = "Разработчик Калеб Шеперд подчеркнул')
    goodson = _line_of(project, wafers, "Около 150")
    assert [(p["claim"], p["where"], p["message"].rpartition(": ")[2]) for p in problems][1:3] == [
        (
            "shepherd-computer-use-gain",
            f"{INTRO}:{shepherd}",
            "the quote lacks ' особо' after 'Калеб Шеперд')",
        ),
        (
            "goodson-active-150b",
            f"{wafers}:{goodson}",
            "the quote has '5' after 'Около 1' where the source has '7')",
        ),
    ]
    ledger = read_ledger(ROOT)
    citations = [c for claim in ledger.claims() for c in claim.citations if c.source == "sol-ru"]
    ignores = [x for f in ledger.files for x in f.ignores if x.source == "sol-ru"]
    same = sum(c.end <= at for c in citations)
    same_ignores = sum(x.end <= at for x in ignores)
    (drift,) = [p for p in problems if p["rule"] == "source-drift"]
    assert (
        f"; its quotes: 2 no longer in the file, {len(citations) - same - 2} at other offsets, "
        f"{same} at the same offsets; its ignore spans: {len(ignores) - same_ignores} at other "
        f"offsets, {same_ignores} at the same offsets; cited by "
    ) in drift["message"]


def test_import_of_another_ledger_goes_to_its_own_database(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("KB_DB")
    code, _, err = kb("import", str(project), cwd=tmp_path)
    assert code == 0 and "imported" in err
    assert (project / ".kb" / "kb.sqlite").is_file()
    code, out, _ = kb("claims", "--by", "openai", "--format", "json", cwd=project)
    assert code == 0 and "sol-speed-750" in [c["id"] for c in json.loads(out)["claims"]]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["search", "  "], "search text is empty"),
        (["search", "«» 、"], "search text '«» 、' has no word, only punctuation"),
    ],
)
def test_more_usage_errors(db: str, args: list[str], message: str) -> None:
    code, out, err = kb(*args)
    assert (code, out) == (2, "") and message in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["audit", "examples", "--fail-on", "bogus"], "--fail-on names unknown rule 'bogus' ("),
        (["audit", "examples", "--baseline", "b.json", "--no-baseline"], "--baseline and --no"),
        (["claims", "--bom"], "--bom goes with --format csv; the format is table"),
        (["claims", "--format", "json", "--bom"], "--bom goes with --format csv; the format is"),
        (["claims", "--subject", ""], "--subject is empty"),
        (["claims", "--search", "!!"], "search text '!!' has no word, only punctuation"),
        (["search", ""], "search text is empty"),
        (["export", "--out", ""], "Invalid value for '--out': an empty path names no file or"),
        (["audit", ""], "Invalid value for 'PATH': an empty path names no file or folder"),
        (["audit", "examples", "--write-baseline", " "], "Invalid value for '--write-baseline'"),
        (["audit", "examples", "--config", ""], "Invalid value for '--config': an empty path"),
        (["import", ""], "Invalid value for 'PATH': an empty path names no file or folder"),
        (["show", ""], "Invalid value for 'ID': an empty id names no claim"),
        (["impact", " "], "Invalid value for 'ID': an empty id names no claim"),
        (["status", "", "estimate", "--reason", "x"], "Invalid value for 'ID': an empty id"),
    ],
)
def test_a_mistyped_value_gets_the_commands_usage(db: str, args: list[str], message: str) -> None:
    """README: a mistyped option or value also gets the command's usage above it, as an
    option kb does not know does; the message stays as it was, word for word."""
    code, out, err = kb(*args, cwd=ROOT)
    assert (code, out) == (2, "")
    assert err.startswith(usage(args[0]) + "\nError: " + message), err


MISTYPED = [
    ["claims", "--subject", ""],
    ["claims", "--search", "!!"],
    ["table", "--by", ""],
    ["search", " "],
    ["audit", "examples", "--fail-on", "bogus"],
    ["audit", "examples", "--baseline", "b.json", "--no-baseline"],
    ["status", "sol-speed-750", "estimate", "--reason", " "],
    ["export", "--format", "toml", "--out", ""],
    ["audit", "examples", "--cache-location", ""],
]


def test_an_empty_out_writes_nothing_into_the_working_folder(db: str, tmp_path: Path) -> None:
    """kb export --out "$DIR" with DIR unset is refused: Typer's Path would take "" for
    the working folder, and the TOML export would rewrite a ledger standing there."""
    work = tmp_path / "work"
    work.mkdir()
    for form in ("json", "toml"):
        code, out, err = kb("export", "--format", form, "--out", "", cwd=work)
        assert (code, out) == (2, "") and "an empty path names no file or folder" in err
    assert list(work.iterdir()) == []


@pytest.mark.parametrize("args", MISTYPED)
def test_a_mistyped_value_is_refused_before_the_database_opens(
    tmp_path: Path, args: list[str]
) -> None:
    """A usage error is said before the database is looked for: a mistyped --db too gets
    the usage and the message, not "no such database" (which the value's fault is not)."""
    missing = tmp_path / "mistyped.sqlite"
    code, out, err = kb("--db", str(missing), *args, cwd=ROOT)
    assert (code, out) == (2, "")
    assert err.startswith(usage(args[0]) + "\nError: "), err
    assert "no such database" not in err and not missing.exists()


@pytest.mark.parametrize("args", MISTYPED)
def test_a_mistyped_value_loads_no_ledger_in_a_fresh_clone(
    project: Path, monkeypatch: pytest.MonkeyPatch, args: list[str]
) -> None:
    """In a fresh clone, a usage error creates no .kb/kb.sqlite and says nothing of
    loading the ledger."""
    monkeypatch.delenv("KB_DB")
    code, _, err = kb(*args, cwd=project)
    assert code == 2 and err.startswith(usage(args[0]) + "\nError: "), err
    assert "loaded" not in err and not (project / ".kb").exists()


def test_db_without_a_value_gets_kbs_usage() -> None:
    code, out, err = kb("--db")
    assert (code, out) == (2, "")
    assert err == (
        "Usage: root [OPTIONS] COMMAND [ARGS]...\nTry 'root -h' for help.\n\nError: Option "
        "'--db' requires an argument: a SQLite file path or a postgresql+psycopg:// URL.\n"
    )
    # after the command too, worded as any other option's missing value
    code, out, err = kb("claims", "--db")
    assert (code, out) == (2, "") and err.endswith(
        "\nError: Option '--db' requires an argument: a SQLite file path or a "
        "postgresql+psycopg:// URL.\n"
    )
    assert kb("claims", "--search")[2] == "Error: Option '--search' requires an argument.\n"


@pytest.mark.parametrize(
    "args", [["--db", "", "claims"], ["claims", "--db", " "], ["--db=", "claims"]]
)
def test_an_empty_db_is_a_usage_error(
    db: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str]
) -> None:
    """--db "$DB" with DB unset read the project's own database in place of KB_DB's, and
    created .kb/ in the working folder; KB_DB empty is unset, as shells mean it."""
    monkeypatch.chdir(tmp_path)
    code, out, err = kb(*args)
    assert (code, out) == (2, "")
    assert err.endswith(
        "Error: Invalid value for '--db': an empty value names no database (leave --db out "
        "for the project's own)\n"
    )
    assert not (tmp_path / ".kb").exists()


def test_export_refuses_a_folder_holding_other_claims(db: str, tmp_path: Path) -> None:
    (tmp_path / "out" / "claims").mkdir(parents=True)
    (tmp_path / "out" / "claims" / "old.toml").write_text("")
    code, _, err = kb("export", "--format", "toml", "--out", str(tmp_path / "out"))
    assert code == 2 and "old.toml: not part of this ledger; export into an empty folder" in err
    assert "ledger's own" not in err, "exporting over a ledger rewrites its hand-kept files"
    assert not (tmp_path / "out" / "sources").exists(), "nothing written"


def test_export_refuses_a_folder_holding_other_files_and_no_ledger(db: str, tmp_path: Path) -> None:
    """kb export --format toml --out notes wrote sources/ and claims/ among the files
    already in notes, mixing the ledger with them: a folder that is not empty is
    refused unless it holds a ledger, whose files the export rewrites (the project's
    own, a previous export), before anything is written."""
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "draft.md").write_text("GPT-5.6 Sol 每秒 750 个 token。\n", encoding="utf-8")
    (notes / "Sol.png").write_bytes(b"")
    code, out, err = kb("export", "--format", "toml", "--out", "notes", cwd=tmp_path)
    assert (code, out) == (2, "")
    assert err == (
        "Error: notes: holds Sol.png and 1 more, but no ledger (sources/sources.toml): "
        "export into an empty folder, or over a ledger to rewrite it\n"
    )
    assert sorted(os.listdir(notes)) == ["Sol.png", "draft.md"], "nothing written"
    # must still pass: an empty folder, one of hidden files alone (a new git repository),
    # a previous export with a file beside it, and a project with its ledger
    (tmp_path / "empty").mkdir()
    (tmp_path / "repository" / ".git").mkdir(parents=True)
    (tmp_path / "repository" / ".gitignore").write_text(".kb/\n")
    shutil.copytree(ROOT / "sources", tmp_path / "project" / "sources")
    shutil.copytree(ROOT / "claims", tmp_path / "project" / "claims")
    (tmp_path / "project" / "README.md").write_text("# Sol\n")
    for folder in ("empty", "repository", "project", "previous", "previous"):
        code, _, err = kb("export", "--format", "toml", "--out", folder, cwd=tmp_path)
        assert code == 0, err
        (tmp_path / folder / "README.md").write_text("# Sol\n")
    assert (tmp_path / "project" / "claims" / "01-introduction.toml").read_bytes() == (
        ROOT / "claims" / "01-introduction.toml"
    ).read_bytes()


def test_markdown_table_shows_html_and_pipes_as_text() -> None:
    ledger = read_ledger(ROOT)
    original = next(c for c in ledger.claims() if c.id == "sol-speed-750")
    odd = replace(original, statement="<script>alert(1)</script> | AT&T said 750 \\ tok/s")
    out = table_markdown(FactTable([TableGroup(Group.OFFICIAL, [odd])]))
    page = MarkdownIt("commonmark").enable("table").render(out)
    assert "<script>" not in page
    assert "<td>&lt;script&gt;alert(1)&lt;/script&gt; | AT&amp;T said 750 \\ tok/s</td>" in page


def test_markdown_table_shows_emphasis_marks_as_text() -> None:
    ledger = read_ledger(ROOT)
    original = next(c for c in ledger.claims() if c.id == "sol-speed-750")
    odd = replace(original, statement=f"{original.statement} *Up to* _750_ (value_low).")
    out = table_markdown(FactTable([TableGroup(Group.OFFICIAL, [odd])]))
    assert "(value_low)" in out, "an underscore inside a word is no emphasis: as it is"
    page = MarkdownIt("commonmark").enable("table").render(out)
    assert f"<td>{odd.statement}</td>" in page and "<em>" not in page


def test_markdown_table_shows_code_links_and_strikethrough_marks_as_text() -> None:
    """A statement holding `now` [x](y) was published as code and a link."""
    ledger = read_ledger(ROOT)
    original = next(c for c in ledger.claims() if c.id == "sol-speed-750")
    statement = (
        "OpenAI said `now` [x](y) ![chart](c.png) ~~750~~ [^1] ``tok/s``: "
        "每秒750个Token，[官方]数据；«до `750` токенов» [источник](https://x.ru)"
    )
    odd = replace(original, statement=statement)
    out = table_markdown(FactTable([TableGroup(Group.OFFICIAL, [odd])]))
    page = MarkdownIt("commonmark").enable(["table", "strikethrough"]).render(out)
    assert f"<td>{statement}</td>" in page
    assert not any(tag in page for tag in ("<code>", "<a ", "<img", "<s>"))


def test_markdown_table_keeps_a_claim_on_one_row_whatever_its_line_ends() -> None:
    """A carriage return, a line end to Markdown, cut the row short."""
    ledger = read_ledger(ROOT)
    original = next(c for c in ledger.claims() if c.id == "sol-speed-750")
    odd = replace(original, statement="750 токенов\rв секунду\r\n每秒\n750个Token")
    out = table_markdown(FactTable([TableGroup(Group.OFFICIAL, [odd])]))
    page = MarkdownIt("commonmark").enable("table").render(out)
    assert "<td>750 токенов в секунду 每秒 750个Token</td>" in page


@pytest.mark.parametrize(
    "args", [["claims"], ["table", "--format", "html"], ["show", "sol-speed-750"]]
)
def test_output_that_cannot_be_written_is_a_one_line_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str]
) -> None:
    monkeypatch.setenv("KB_DB", str(tmp_path / "kb.sqlite"))
    assert kb("import", cwd=ROOT)[0] == 0
    kb_path = shutil.which("kb")
    assert kb_path
    with open("/dev/full", "w") as full:  # every write fails: No space left on device
        done = subprocess.run([kb_path, *args], stdout=full, stderr=subprocess.PIPE, text=True)
    assert done.returncode == 2
    assert done.stderr == "Error: cannot write the output: No space left on device\n"
    # a reader that went away (kb claims | head) ends the command quietly
    reader, writer = os.pipe()
    os.close(reader)
    piped = subprocess.run([kb_path, *args], stdout=writer, stderr=subprocess.PIPE, text=True)
    os.close(writer)
    assert (piped.returncode, piped.stderr) == (0, "")


@pytest.mark.parametrize(
    "args",
    [
        ["table", "--format", "csv"],
        ["table", "--format", "csv", "--bom"],
        ["table"],
        ["export", "--format", "prov"],
        ["claims"],
        ["sources"],
        ["show", "sol-speed-750"],
        ["--help"],
    ],
)
def test_a_closed_stdout_is_a_one_line_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str]
) -> None:
    """kb table >&-: Python leaves sys.stdout None, and the first write was a traceback
    ('NoneType' object has no attribute 'write') with exit 1."""
    monkeypatch.setenv("KB_DB", str(tmp_path / "kb.sqlite"))
    assert kb("import", cwd=ROOT)[0] == 0
    closed = ["sh", "-c", 'exec "$@" >&-', "sh", sys.executable, "-m", "cli", *args]
    done = subprocess.run(closed, cwd=ROOT, stderr=subprocess.PIPE, text=True)
    assert done.returncode == 2
    assert done.stderr == "Error: cannot write the output: Bad file descriptor\n"


@pytest.mark.parametrize("output", ["text", "json", "github", "sarif"])
def test_a_reader_that_went_away_does_not_change_the_verdict(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, output: str
) -> None:
    """kb audit docs | head in a CI step run with pipefail: the findings still fail it,
    as kb check's problems do, with nothing said on stderr about the pipe."""
    monkeypatch.setenv("KB_DB", str(tmp_path / "kb.sqlite"))
    assert kb("import", cwd=ROOT)[0] == 0
    page = tmp_path / "page.md"
    page.write_text("Sol runs at 900 tokens per second.\n" * 2000, encoding="utf-8")
    kb_path = shutil.which("kb")
    assert kb_path
    reader, writer = os.pipe()
    os.close(reader)
    command = [kb_path, "audit", str(page), "--format", output]
    piped = subprocess.run(command, stdout=writer, stderr=subprocess.PIPE, text=True)
    os.close(writer)
    assert piped.returncode == 1
    assert "pipe" not in piped.stderr.casefold() and "Traceback" not in piped.stderr


def test_kb_check_piped_to_a_reader_that_went_away_still_fails(project: Path) -> None:
    kb_path = shutil.which("kb")
    assert kb_path
    env = {**os.environ, "KB_DB": str(project / "kb.sqlite")}
    subprocess.run([kb_path, "import"], cwd=project, env=env, check=True, capture_output=True)
    (project / "sources" / "000_ae3eb71afb28e879.txt").write_text("changed", encoding="utf-8")
    reader, writer = os.pipe()
    os.close(reader)
    piped = subprocess.run(
        [kb_path, "check"], stdout=writer, stderr=subprocess.PIPE, text=True, cwd=project, env=env
    )
    os.close(writer)
    assert piped.returncode == 1 and "Traceback" not in piped.stderr


def on_a_terminal(monkeypatch: pytest.MonkeyPatch, width: int) -> io.StringIO:
    """What kb prints to a terminal ``width`` wide without colour, stdout and stderr on
    one screen in the order they come."""
    screen = io.StringIO()
    terminal = Console(file=screen, force_terminal=True, width=width, no_color=True)
    monkeypatch.setattr("cli.output.stdout_console", lambda: terminal)
    notes = Console(file=screen, force_terminal=True, width=width, no_color=True)
    monkeypatch.setattr("cli.output.stderr_console", lambda: notes)
    return screen


def shown(screen: io.StringIO) -> list[str]:
    return re.sub(r"\x1b\[[0-9;]*m", "", screen.getvalue()).splitlines()  # bold, italics


@pytest.mark.parametrize(
    ("width", "left_out"), [(80, ["attributed_to", "sources"]), (120, []), (200, [])]
)
def test_a_narrow_terminal_keeps_the_statement_readable(
    monkeypatch: pytest.MonkeyPatch, width: int, left_out: list[str]
) -> None:
    screen = on_a_terminal(monkeypatch, width)
    claims = [c for c in read_ledger(ROOT).claims() if c.status == "estimate"]
    print_table(CLAIM_COLUMNS, [claim_row(c) for c in claims])
    lines = shown(screen)
    header = next(line for line in lines if line.lstrip().startswith("id "))
    assert header.split() == [c for c in CLAIM_COLUMNS if c not in left_out]
    statement = header.index("statement")
    assert "GPT-5.6 Sol has about three trillion parameters." in " ".join(
        line[statement:].strip() for line in lines
    )
    assert width - statement >= 40, "the statement keeps its room (8 columns once)"
    if left_out:  # who says so, the point of the table, is told after the statement
        note = f"sources left out, attributed_to after the statement: the terminal is {width}"
        assert lines[0].startswith(note), "sources put back would narrow the statement to 31"
        told = "GPT-5.6 Sol has about three trillion parameters. — outside technical analysis;"
        assert told in " ".join(line[statement:].strip() for line in lines)
    else:
        assert "left out" not in screen.getvalue() and " — " not in screen.getvalue()


class _TerminalStderr(io.StringIO):
    """Standard error as a terminal's: what is written to it is shown at its width."""

    def isatty(self) -> bool:
        return True


def test_the_note_of_columns_left_out_folds_at_the_terminal_width(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At COLUMNS=60 kb claims and kb table said on stderr "sources left out,
    attributed_to after the statement: the terminal is 60 columns wide, and every column
    needs 113" on one line, 113 characters on a terminal of 60, which cut it wherever
    its edge fell: it folds between words at the terminal's width, as the table under it
    does; piped (a log, CI), it stays one line."""
    monkeypatch.setenv("COLUMNS", "60")
    screen = io.StringIO()
    terminal = Console(file=screen, force_terminal=True, width=60, no_color=True)
    monkeypatch.setattr("cli.output.stdout_console", lambda: terminal)
    rows = [claim_row(c) for c in read_ledger(ROOT).claims()]
    on_terminal = _TerminalStderr()
    monkeypatch.setattr(sys, "stderr", on_terminal)
    print_table(CLAIM_COLUMNS, rows)
    assert shown(on_terminal) == [
        "sources left out, attributed_to after the statement: the",
        "terminal is 60 columns wide, and every column needs 113",
    ]
    piped = io.StringIO()
    monkeypatch.setattr(sys, "stderr", piped)
    print_table(CLAIM_COLUMNS, rows)
    assert piped.getvalue() == (
        "sources left out, attributed_to after the statement: the terminal is 60 columns "
        "wide, and every column needs 113\n"
    )


def _folded_columns(lines: list[str]) -> set[str]:
    """The columns of a claim table on a screen (shown) with a cell of more than one
    line. A row begins where its status does: a status never folds."""
    heading = next(line for line in lines if line.lstrip().startswith("id "))
    starts = [m.start() for m in re.finditer(r"\S+", heading)]
    spans = dict(zip(heading.split(), zip(starts, [*starts[1:], None], strict=True), strict=True))
    body = [line for line in lines[lines.index(heading) + 2 :] if line.strip()]
    cells = [{c: line[a:b].strip() for c, (a, b) in spans.items()} for line in body]
    folded = set()
    for i, row in enumerate(cells):
        if row["status"]:  # a row's first line: each column's cell, its lines till the next
            rest = list(itertools.takewhile(lambda line: not line["status"], cells[i + 1 :]))
            folded |= {c for c in spans if any(line[c] for line in rest)}
    return folded


@pytest.mark.parametrize(
    ("width", "folded"),
    [
        (260, set()),  # every column at its length
        (200, {"statement"}),  # the statement gives way first
        (160, {"statement", "value", "sources"}),  # kept at 40: then the value and sources
        (120, {"statement", "value", "sources", "id", "attributed_to"}),  # who says so last
    ],
)
def test_every_column_keeps_its_length_on_a_terminal_wide_enough(
    monkeypatch: pytest.MonkeyPatch, width: int, folded: set[str]
) -> None:
    """At 260 columns kb claims --status estimate folded "outside technical analysis;
    SemiAnalysis tokenomics model" over three lines of a 24-column attributed_to, beside a
    statement column with 110 to spare (and at 160 the statement folded too): a side
    column asked no more than 24. Each asks its longest cell; the statement gives way
    first, down to its 40, who says so last."""
    screen = on_a_terminal(monkeypatch, width)
    claims = [c for c in read_ledger(ROOT).claims() if c.status == "estimate"]
    print_table(CLAIM_COLUMNS, [claim_row(c) for c in claims])
    lines = shown(screen)
    assert _folded_columns(lines) == folded
    heading = next(line for line in lines if line.lstrip().startswith("id "))
    assert width - heading.index("statement") >= 40
    if "attributed_to" not in folded:
        assert any(
            "outside technical analysis; SemiAnalysis tokenomics model" in line for line in lines
        )


@pytest.mark.parametrize(
    ("args", "width", "room"),
    [(("claims", "--by", "Гудсона"), 200, 40), (("table",), 200, 70), (("claims",), 200, 70)],
)
def test_a_long_name_keeps_its_length_where_the_statements_lose_no_line_for_it(
    db: str, monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...], width: int, room: int
) -> None:
    """kb claims --by Гудсона at 200 columns folded "outside technical analysis; Bleys
    Goodson" at 24 columns. Who says so keeps its length; but one name of 57 columns
    ("outside technical analysis; SemiAnalysis tokenomics model", 2 claims of 146) would
    narrow every statement of kb table and kb claims from 77 to 42, 50% more lines: it
    folds there, as it costs the fewest lines."""
    screen = on_a_terminal(monkeypatch, width)
    assert kb(*args)[0] == 0
    lines = shown(screen)
    heading = next(line for line in lines if line.lstrip().startswith("id "))
    assert width - heading.index("statement") >= room
    if args[-1] == "Гудсона":
        assert _folded_columns(lines) == set()


@pytest.mark.parametrize(
    ("width", "header", "room"),
    [
        (60, ["id", "value", "statement"], 27),  # the value under the status
        (80, ["id", "value", "statement"], 41),
        (120, list(CLAIM_COLUMNS), 41),
    ],
)
def test_long_ids_fold_so_that_the_statement_keeps_its_room(
    monkeypatch: pytest.MonkeyPatch, width: int, header: list[str], room: int
) -> None:
    """An id of 41 characters (missing-info-prompted-reverse-engineering) left the
    statement 2 characters at 80 columns, and none at 60: the key columns fold instead.
    The statement was then 14 at 60, and 34 at 80, the value keeping a column of 10 for
    claims with none: it goes under the status instead."""
    screen = on_a_terminal(monkeypatch, width)
    claims = read_ledger(ROOT).claims()
    assert max(len(c.id) for c in claims) >= 41
    print_table(CLAIM_COLUMNS, [claim_row(c) for c in claims])
    lines = shown(screen)
    heading = next(line for line in lines if line.lstrip().startswith("id "))
    assert heading.split() == header
    assert width - heading.index("statement") == room
    stacked = "status" not in header  # its header is on the line above
    assert not stacked or lines[lines.index(heading) - 1].split() == ["status"]
    key = heading.index("value" if stacked else "status")  # where the status column begins
    status = slice(key, heading.index("statement" if stacked else "value"))
    assert "speculation" in {line[status].strip() for line in lines}, "statuses stay whole"
    # a value folds after a slash or a dash, never inside a word ("wafer/laye", "r")
    after = heading.split()[heading.split().index("value") + 1]
    value = slice(heading.index("value"), heading.index(after))
    cells = [line[value].strip() for line in lines]
    folds = (["1 wafer/layer"], ["1 wafer/", "layer"], ["1", "wafer/layer"])
    assert any(cells[i : i + len(f)] == f for f in folds for i in range(len(cells)))
    assert "byte/parameter" in cells or "parameter" in cells
    # an id folds only after a hyphen, never inside a word ("cerebras-den", "sities")
    pieces = [line[:key].strip() for line in lines[lines.index(heading) + 2 :]]
    pieces = [piece for piece in pieces if piece]
    for claim in claims:
        folded = [pieces.pop(0)]
        while "".join(folded) != claim.id:
            assert claim.id.startswith("".join(folded)) and folded[-1].endswith("-"), folded
            folded.append(pieces.pop(0))
    room = key - 4  # the id column: the edge, its padding and rule
    whole = [c.id for c in claims if len(c.id) <= room]
    assert whole and set(whole) <= {line.split()[0] for line in lines if line.strip()}, "whole"


@pytest.mark.parametrize(("width", "room"), [(66, 33), (80, 41), (100, 41), (120, 41)])
def test_the_statement_keeps_its_width_beside_the_other_columns(
    db: str, monkeypatch: pytest.MonkeyPatch, width: int, room: int
) -> None:
    """Columns put back at their narrowest left the statement 31 columns at 80, 100 and
    120 (40 at 120 before them), kb claims 26% longer: the statement keeps 40 while a
    column can give way, the value too (under the status: it was 34 at 80), and at 66,
    where every other one is at its narrowest (an id folds after "infrastructure-"), all
    that is left, still over 30."""
    screen = on_a_terminal(monkeypatch, width)
    assert kb("claims")[0] == 0
    heading = next(line for line in shown(screen) if line.lstrip().startswith("id "))
    assert width - heading.index("statement") == room


@pytest.mark.parametrize(
    ("width", "left_out"),
    [(113, []), (120, []), (150, []), (112, ["sources"]), (80, ["attributed_to", "sources"])],
)
def test_table_groups_share_their_columns_and_say_once_what_is_left_out(
    db: str, monkeypatch: pytest.MonkeyPatch, width: int, left_out: list[str]
) -> None:
    """At 120 columns attributed_to and sources were left out, and at 150 one group lost
    sources and the others did not, each group saying so at its bottom: who says so is
    the point of the table, so the columns are decided once, every group the same,
    every column shown down to 113 (the statement keeping its 40), and what is left out
    said once, first."""
    screen = on_a_terminal(monkeypatch, width)
    assert kb("table")[0] == 0
    lines = shown(screen)
    headers = [line for line in lines if line.lstrip().startswith("id ")]
    assert len(headers) == 4 and len(set(headers)) == 1, "the same columns at the same places"
    stacked = ["status"] if width < 90 else []  # over the value, on the line above
    assert headers[0].split() == [c for c in CLAIM_COLUMNS if c not in left_out + stacked]
    notes = [line for line in lines if "left out" in line]
    if left_out:
        assert notes == [lines[0]], "once, before the table"
        told = ", attributed_to after the statement" if "attributed_to" in left_out else ""
        end = next(i for i, line in enumerate(lines) if line.endswith("needs 113"))
        assert " ".join(lines[: end + 1]) == (
            f"sources left out{told}: the terminal is {width} columns wide, "
            "and every column needs 113"
        )
    else:
        assert notes == []
    assert all(len(line) <= width for line in lines)
    if "attributed_to" not in left_out:  # whole: "image caption (sol-ru)" folds between words
        header = headers[0].split()
        after = header[header.index("attributed_to") + 1]
        who = slice(headers[0].index("attributed_to"), headers[0].index(after))
        assert "the article" in {line[who].strip() for line in lines}


@pytest.mark.parametrize("width", [60, 64])
def test_a_narrow_terminal_puts_the_value_under_the_status_before_narrowing_the_statement(
    db: str, monkeypatch: pytest.MonkeyPatch, width: int
) -> None:
    """At 60 columns the statement of kb table was 14 wide, status and value keeping 11
    and 10, the value's even for claims with none (the README promises 30 at the least):
    the value goes under the status, in one column, and a claim with none takes no line
    for it. The statement keeps 30 down to 64 columns; below, what is left."""
    screen = on_a_terminal(monkeypatch, width)
    assert kb("table")[0] == 0
    lines = shown(screen)
    heading = next(line for line in lines if line.lstrip().startswith("id "))
    assert heading.split() == ["id", "value", "statement"]
    assert lines[lines.index(heading) - 1].split() == ["status"]
    statement = heading.index("statement")
    assert width - statement - 1 >= (30 if width == 64 else 26)
    key = slice(heading.index("value"), statement)
    row = next(i for i, line in enumerate(lines) if line.startswith(" sol-params-3t "))
    assert [lines[row + n][key].strip() for n in range(3)] == ["estimate", "3T", "parameter"]
    row = next(i for i, line in enumerate(lines) if line.startswith(" sol-speed-750 "))
    assert [lines[row + n][key].strip() for n in range(2)] == ["confirmed", "750 token/s"]
    row = next(i for i, line in enumerate(lines) if line.startswith(" sol-frontier-"))
    assert lines[row + 1][key].strip() == "", "no value, no line for it"


def test_a_word_wider_than_the_statement_folds_after_a_hyphen(
    db: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """rich cut a word wider than the statement column where the width ended
    ("3-trillion-parame", "ter"); it folds after a hyphen, and Chinese, which sets no
    spaces, still breaks between any two characters."""
    screen = on_a_terminal(monkeypatch, 46)
    assert kb("table", "--search", "SemiAnalysis")[0] == 0
    lines = shown(screen)
    heading = next(line for line in lines if line.lstrip().startswith("id "))
    assert 46 - heading.index("statement") - 1 < len("3-trillion-parameter")
    cells = [line[heading.index("statement") :].strip() for line in lines]
    at = next(i for i, cell in enumerate(cells) if cell.endswith("3-trillion-"))
    assert cells[at + 1].startswith("parameter")
    sentence = "Under one set of assumptions, a 3-trillion-parameter GPT-5.6 Sol needs about 70"
    assert words_folded(sentence, 14) == sentence.replace("3-trillion-", "3-trillion-\n")
    quote = "部署范围横跨70至100个Cerebras晶圆级系统"  # sol-zh: rich folds it between characters
    assert words_folded(quote, 10) == quote
    russian = "Развёртывание на от 70 до 100 систем Cerebras на пластинах"
    assert words_folded(russian, 20) == russian, "words no wider than the column"


def test_a_hyphenated_word_in_a_chinese_quote_stays_whole(
    db: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """kb search 晶圆 at 80 columns cut a quote's GPT-5.6, 7 columns wide, at its hyphen
    ("…以及为什么GPT-", "5.6与晶圆级推理…"): the run between spaces, Chinese with it, was
    taken for one word wider than the column. Chinese beside a word is no part of it; the
    found line folds as kb show folds the quote, the word whole."""
    screen = on_a_terminal(monkeypatch, 80)
    assert kb("search", "晶圆")[0] == 0
    lines = _statement_lines(shown(screen))
    assert [line for line in lines if line.endswith("GPT-")] == []
    assert any("为什么GPT-5.6与" in line for line in lines)
    found = "quote sol-zh: …以及为什么GPT-5.6与晶圆级推理的结合对实时AI如此重要。"
    at = lines.index("quote sol-zh: …以及为什么GPT-5.6与晶圆级")  # the statement's 40 columns
    assert lines[at : at + 2] == folded_lines(found, 40)  # as kb show folds a quote
    assert words_folded(found, 40) == found


_CLOSING_MARKS = "，。、；：！？”』」）》"  # no line of Chinese begins with one
_OPENING_MARKS = "“『「（《"  # nor ends with one


def _statement_lines(lines: list[str]) -> list[str]:
    """The lines of the statement column of a claim table on a screen (shown)."""
    heading = next(line for line in lines if line.lstrip().startswith("id "))
    body = lines[lines.index(heading) + 2 :]  # under the rule
    return [line[heading.index("statement") :].strip() for line in body if line.strip()]


@pytest.mark.parametrize(("width", "words"), [(80, "参数"), (62, "每层一个晶圆")])
def test_rich_tables_fold_chinese_as_kb_show_does(
    db: str, monkeypatch: pytest.MonkeyPatch, width: int, words: str
) -> None:
    """kb search 参数 at 80 columns began a line of a quote with ， ("…拥有3万亿参数的系统",
    "，在一组假设条件下…"), kb search 每层一个晶圆 at 62 ended one with “ ("…的估算以及“",
    "每层一个晶圆”…"), and each quote went under "quote sol-zh:" as one word: rich breaks at
    spaces only. The statement column folds as kb show folds a quote (cli.line_breaks)."""
    screen = on_a_terminal(monkeypatch, width)
    assert kb("search", words)[0] == 0
    lines = _statement_lines(shown(screen))
    assert [line for line in lines if line[0] in _CLOSING_MARKS] == []
    assert [line for line in lines if line[-1] in _OPENING_MARKS] == []
    assert "quote sol-zh:" not in lines and "quote sol-ru:" not in lines
    assert all(cell_len(line) <= width for line in shown(screen)[1:])


def test_a_chinese_statement_in_a_table_fills_its_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Chinese statement that begins with a name (sources/000) put "Cerebras" alone on
    its first line and the rest, read as one word, under it; Russian and English fold at
    their spaces, as before."""
    statements = {
        "zh": "Cerebras 已经证明，晶圆级系统能够以非常高的速度为超大型混合专家模型提供服务。",
        "ru": "OpenAI заявила, что GPT-5.6 Sol может работать на инфраструктуре Cerebras "
        "со скоростью до 750 токенов в секунду.",
        "en": "GPT-5.6 Sol can run on Cerebras infrastructure at up to 750 tokens per second.",
    }
    screen = on_a_terminal(monkeypatch, 80)
    rows = [
        [f"sol-{language}", "confirmed", "", "OpenAI", f"sol-{language}", statement]
        for language, statement in statements.items()
    ]
    print_table(CLAIM_COLUMNS, rows)
    assert _statement_lines(shown(screen)) == [
        "Cerebras 已经证明，晶圆级系统能够以非常",  # 40 columns: the statement's room
        "高的速度为超大型混合专家模型提供服务。 —",
        "OpenAI",
        "OpenAI заявила, что GPT-5.6 Sol может",
        "работать на инфраструктуре Cerebras со",
        "скоростью до 750 токенов в секунду. —",
        "OpenAI",
        "GPT-5.6 Sol can run on Cerebras",
        "infrastructure at up to 750 tokens per",
        "second. — OpenAI",
    ]


def test_folding_leaves_text_without_chinese_as_rich_wraps_it() -> None:
    """The rich tables fold their statements with cli.line_breaks; English and Russian
    fold where rich folds them, at spaces, and a word wider than a line where the width
    ends (where rich may put the space after it at the start of the next line, " at up",
    or on a line of its own)."""
    console = Console(width=200)
    claims = read_ledger(ROOT).claims()
    texts = [c.statement for c in claims] + [q.quote for c in claims for q in c.citations]
    plain = [text for text in texts if all(cell_len(ch) == 1 for ch in text)]
    assert any(re.search("[а-я]", text) for text in plain) and len(plain) > 100
    for text in plain:
        for width in (7, 20, 33, 41):
            lines = [line.plain.strip() for line in Text(text).wrap(console, width)]
            wrapped = [line for line in lines if line]
            assert folded_lines(text, width) == wrapped, (text, width)


@pytest.mark.parametrize(
    ("text", "width", "lines"),
    [
        # kb impact's depth told after the statement was folded "(depth" | "1)"
        ("told after it (depth\u00a01)", 17, ["told after it", "(depth\u00a01)"]),
        ("a\u202f000\u2007000 wafers", 9, ["a\u202f000\u2007000", "wafers"]),
        # a place and its tag wider than a line break at their no-break space
        ("sources/x.txt:1:1\u00a0(en)", 20, ["sources/x.txt:1:1", "(en)"]),
        ("sources/x.txt:1:1\u00a0(en)", 17, ["sources/x.txt:1:1", "(en)"]),
        ("sources/x.txt:1:1\u00a0(en)", 10, ["sources/x.", "txt:1:1", "(en)"]),
    ],
)
def test_a_line_breaks_at_no_no_break_space(text: str, width: int, lines: list[str]) -> None:
    assert folded_lines(text, width) == lines


def test_a_tie_folds_as_a_no_break_space_and_is_printed_as_a_space() -> None:
    """kb show's place and language and kb impact's "(depth 1)" are tied (TIE): no line
    breaks there, and what is printed, folded or not, has an ordinary space."""
    told = f"told after it (depth{TIE}1)"
    assert folded_lines(told, 17) == ["told after it", "(depth 1)"]
    assert folded_lines(told, 80) == ["told after it (depth 1)"]
    assert folded_lines(f"sources/x.txt:1:1{TIE}(en)", 20) == ["sources/x.txt:1:1", "(en)"]
    assert hanging_lines("  ", f"pr [0:7] pr.txt:1:1{TIE}(en)", 21) == [
        "  pr [0:7]",
        "  pr.txt:1:1 (en)",
    ]
    for width in (17, 80):  # in a table's cell, and printed where rich would not wrap it
        console = Console(width=width, no_color=True, soft_wrap=width == 80)
        with console.capture() as captured:
            console.print(Folded(Text(told, style="italic")))
        assert captured.get().splitlines() == folded_lines(told, width)


@pytest.mark.parametrize(
    ("text", "width", "lines"),
    [
        # a unit wider than a line was cut after the no-break spaces it began with, a line
        # of them alone, printed empty: ["价格为", "", "128,00", "0 元"]
        ("价格为\u00a0\u00a0128,000 元", 6, ["价格为", "128,00", "0 元"]),
        ("\u00a0\u00a0indented quote text", 8, ["indented", "quote", "text"]),
        # and inside a run of them: ["ab", "", "cd"]
        ("ab\u00a0\u00a0\u00a0\u00a0cd", 3, ["ab", "cd"]),
        ("ab\u00a0\u00a0\u00a0\u00a0cd", 2, ["ab", "cd"]),
        # spaces that fit stay, as ordinary ones do
        ("\u00a0\u00a0indented", 10, ["\u00a0\u00a0indented"]),
    ],
)
def test_folding_at_no_break_spaces_makes_no_empty_line(
    text: str, width: int, lines: list[str]
) -> None:
    assert folded_lines(text, width) == lines


# Latin, Chinese, the marks folding keeps with a character, hyphens, the no-break spaces
# (runs of them too) and ordinary ones.
_FOLDED_CHARACTERS = st.sampled_from(
    [*"ab1-,()“”价格。 \n", "  ", "\u00a0", "\u00a0\u00a0", "\u2007", "\u202f", TIE]
)


@hypothesis.settings(max_examples=500, deadline=None)
@hypothesis.given(st.lists(_FOLDED_CHARACTERS, max_size=30).map("".join), st.integers(1, 12))
def test_folding_makes_no_empty_line_and_keeps_every_character(text: str, width: int) -> None:
    """Runs of no-break spaces made empty lines (75 texts in 30,000). A line of a text is
    folded into lines none of them empty (a line of spaces only is one empty line), each
    within the width or of one character, holding every character but the spaces, in
    order."""
    for line in text.split("\n"):
        lines = folded_lines(line, width)
        if printed(line).strip():
            assert all(part.strip() for part in lines), lines
        else:
            assert lines == [""]
        assert all(cell_len(part) <= width or len(part) == 1 for part in lines), lines
        assert re.sub(r"\s", "", "".join(lines)) == re.sub(r"\s", "", printed(line))


def test_csv_defuses_texts_that_look_like_formulas() -> None:
    original = next(c for c in read_ledger(ROOT).claims() if c.id == "sol-speed-750")
    odd = replace(original, statement='=HYPERLINK("http://x","750")', attributed_to=["@someone"])
    (row,) = csv.DictReader(io.StringIO(claims_csv([odd])))
    assert row["statement"] == '\'=HYPERLINK("http://x","750")'
    assert row["attributed_to"] == "'@someone" and row["value_low"] == "750"


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("postgresql+psycopg://u:Secret1@127.0.0.1:notaport/db", "not a database URL"),
        ("postgresql+psycopg://u:Secret1@[::1:5432/db", "not a database URL"),
        ("postgresql+psycopg2://u:Secret1@127.0.0.1:1/db", "write postgresql+psycopg://"),
        ("postgresql+psycopg://u@127.0.0.1:1/db?password=Secret1", "password=***"),
        ("postgresql://u:Secret1@127.0.0.1:1/db", "u:***@127.0.0.1:1/db"),
        ("postgres://u:Secret1@127.0.0.1:1/db", "postgresql+psycopg://u:***@127.0.0.1:1/db"),
        ("POSTGRES://u:Secret1@127.0.0.1:1/db", "postgresql+psycopg://u:***@127.0.0.1:1/db"),
        ("postgresql+psycopg://u:Se@cret1@127.0.0.1:1/db", "an @ in the user name or"),
    ],
)
def test_bad_database_urls_are_one_line_errors_without_the_password(url: str, message: str) -> None:
    code, out, err = kb("--db", url, "claims")
    assert (code, out) == (2, "")
    assert err.startswith("Error: ") and len(err.strip().splitlines()) == 1, err
    assert message in err and "cret1" not in err  # nor a part after an @ in it


@pytest.mark.parametrize(
    ("conninfo", "url"),
    [
        (
            "host=127.0.0.1 port=5432 dbname=claims user=alice password=Secret1",
            "write it as a URL, postgresql://alice:***@127.0.0.1:5432/claims",
        ),
        ("dbname=claims user=analyst", "write it as a URL, postgresql://analyst@/claims"),
        (
            "host=/var/run/postgresql dbname = claims password='Se cret1'",
            "postgresql:///claims?host=%2Fvar%2Frun%2Fpostgresql&password=***",
        ),
    ],
)
def test_a_libpq_connection_string_is_refused_with_its_url(
    conninfo: str, url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """psql's keyword/value form was taken as a SQLite file's name: kb import created
    that file, exited 0 and printed the password in "imported ... into host=..."."""
    for given in (("--db", conninfo), ()):
        monkeypatch.setenv("KB_DB", conninfo)
        code, out, err = kb(*given, "import", str(ROOT), cwd=tmp_path)
        assert (code, out) == (2, ""), err
        assert err.startswith("Error: ") and len(err.strip().splitlines()) == 1, err
        assert "a libpq connection string" in err and url in err and "cret1" not in err
    assert list(tmp_path.iterdir()) == [], "no file named after it"


def test_a_file_name_with_an_equals_sign_is_still_a_file(tmp_path: Path) -> None:
    code, _, err = kb("--db", "user=alice.sqlite", "import", str(ROOT), cwd=tmp_path)
    assert code == 0, err
    assert (tmp_path / "user=alice.sqlite").is_file()


@pytest.mark.postgres
def test_a_postgres_url_reaches_postgresql(postgres_url: str) -> None:
    # as libpq, psql and hosting providers spell it (SQLAlchemy knows no "postgres")
    url = "postgres://" + postgres_url.split("://", 1)[1]
    code, _, err = kb("--db", url, "import", cwd=ROOT)
    assert code == 0 and "into postgresql+psycopg://" in err
    code, out, _ = kb("--db", url, "show", "sol-speed-750")
    assert code == 0 and "750 token/s" in out


def test_csv_values_are_plain_decimals_a_spreadsheet_shows_as_they_are(db: str) -> None:
    """1e12 and 3.86e8 were written as the ledger spells them, which a spreadsheet shows as
    1E+12 and 3.86E+08: the shortest decimal that reads back as the same float, spelled out."""
    values = {
        row["id"]: (row["value_low"], row["value_high"])
        for row in csv.DictReader(io.StringIO(kb("claims", "--format", "csv")[1]))
    }
    assert values["kimi-k26-1t-params"] == ("1000000000000", "1000000000000")
    assert values["goodson-active-150b"] == ("150000000000", "150000000000")
    assert values["caption-sol-params-386m"] == ("386000000", "386000000")
    assert values["sol-speed-750"] == ("750", "750")
    assert not any("e" in number for pair in values.values() for number in pair)
    original = next(c for c in read_ledger(ROOT).claims() if c.id == "sol-speed-750")
    small = [replace(original, low=x, high=x, unit="MW") for x in (0.0007457, 7.5e-05)]
    rows = list(csv.DictReader(io.StringIO(claims_csv(small))))
    assert [row["value_low"] for row in rows] == ["0.0007457", "0.000075"]


@pytest.mark.parametrize(
    "args",
    [
        ["table", "--search", "晶圆", "--format", "csv"],
        ["claims", "--subject", "Kimi", "--format", "csv"],
        ["search", "参数", "--format", "csv"],
        ["sources", "--format", "csv"],
    ],
)
def test_bom_begins_the_csv_with_a_byte_order_mark_for_excel(db: str, args: list[str]) -> None:
    """Excel on Chinese or Russian Windows reads a UTF-8 CSV without a byte order mark in
    the local code page; --bom adds one, and only then (programs reading CSV expect none)."""
    plain = kb_result(*args)
    marked = kb_result(*args, "--bom")
    assert (plain.exit_code, marked.exit_code) == (0, 0)
    assert not plain.stdout_bytes.startswith(b"\xef\xbb\xbf")
    assert marked.stdout_bytes == b"\xef\xbb\xbf" + plain.stdout_bytes
    assert len(list(csv.reader(io.StringIO(plain.stdout)))) > 2, "rows, not only a header"


@pytest.mark.parametrize(
    "args",
    [
        ["export"],
        ["export", "--format", "prov"],
        ["claims", "--format", "json"],
        ["table", "--format", "csv"],
        ["table", "--format", "html"],
        ["show", "sol-wafers-70-100", "--format", "json"],
        ["show", "sol-speed-750"],
        ["table"],
    ],
)
def test_results_are_utf8_whatever_the_locale(db: str, args: list[str]) -> None:
    """`kb export > kb.json` on Windows, whose stdout encodes in the code page (cp1252), was
    a traceback at the first Chinese character, and a CSV or an HTML page that says
    charset=utf-8 came out in cp1252 (Jalapeño's ñ as one byte), and so was `kb show ID >
    claim.txt` or `kb table > table.txt` (its key of the sources names them in Chinese);
    stdout gives what a UTF-8 locale gets, the bytes --out writes."""
    kb_path = shutil.which("kb")
    assert kb_path

    def printed(encoding: str) -> subprocess.CompletedProcess[bytes]:
        env = {**os.environ, "PYTHONIOENCODING": encoding}
        return subprocess.run([kb_path, *args], capture_output=True, env=env, cwd=ROOT)

    code_page, utf8 = printed("cp1252"), printed("utf-8")
    assert (code_page.returncode, code_page.stderr) == (0, b"")
    assert code_page.stdout == utf8.stdout
    assert not utf8.stdout.isascii(), "Chinese, Russian or Jalapeño's ñ in it"


@pytest.mark.parametrize(
    ("args", "shown"),
    [
        (["table", "--search", "晶圆"], "rich"),
        (["table", "--format", "markdown"], "markdown"),
        (["claims", "--format", "json"], "json"),
        (["search", "пластин"], "table"),
        (["sources"], "table"),
    ],
)
def test_bom_with_another_format_is_a_usage_error(db: str, args: list[str], shown: str) -> None:
    code, out, err = kb(*args, "--bom")
    assert (code, out) == (2, "")
    message = f"--bom goes with --format csv; the format is {shown}"
    assert err == f"{usage(args[0])}\nError: {message}\n"


def test_csv_keeps_line_breaks_inside_a_field() -> None:
    """A statement with a carriage return or a newline in it stays one field of one row
    (a lone CR was written bare and split the row, leaving "=2+2" unguarded)."""
    original = next(c for c in read_ledger(ROOT).claims() if c.id == "sol-speed-750")
    rows = [replace(original, statement=text) for text in ("\r=2+2", "750\ntoken/s", "a\r\nb")]
    text = claims_csv(rows)
    assert text.endswith("\r\n")
    parsed = list(csv.DictReader(io.StringIO(text, newline="")))
    assert [row["statement"] for row in parsed] == ["'\r=2+2", "750\ntoken/s", "a\r\nb"]


def test_sources_csv_defuses_formula_like_titles() -> None:
    source = read_ledger(ROOT).sources[0]
    odd = replace(source, title="=cmd|' /C calc'!A0")
    (row,) = csv.DictReader(io.StringIO(sources_csv([(odd, 3)])))
    assert row["title"] == "'=cmd|' /C calc'!A0" and row["citations"] == "3"


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("search", "a\udcffb"), "Invalid value: 'a\\xffb'"),
        (("show", "sol-\udcff"), "Invalid value: 'sol-\\xff'"),
        (("claims", "--by", "\udcff"), "Invalid value for '--by': '\\xff'"),
        (("claims", "--by=x\udcff"), "Invalid value for '--by': 'x\\xff'"),
        (("claims", "--status", "estimate", "--search", "\udcff"), "for '--search': '\\xff'"),
        (("search", "--", "--by", "\udcff"), "Invalid value: '\\xff'"),
    ],
)
def test_an_argument_that_is_not_utf8_is_refused_in_one_line(
    db: str, args: tuple[str, ...], said: str
) -> None:
    """What a terminal that is not UTF-8 passes (bytes Python keeps as surrogates) is
    refused before any command runs, naming the option it was given to (`--by` was
    "Invalid value: '\\xff'", naming none); after `--` it is text, an argument."""
    code, out, err = kb(*args)
    assert (code, out) == (2, "")
    assert err.splitlines()[-1].endswith(f"{said} is not UTF-8 text")


def test_a_database_name_that_is_not_utf8_is_refused_from_kb_db_as_from_db(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """KB_DB set in a profile of another encoding gets the rule a typed --db gets: kb
    import created '\\udcff.sqlite' from KB_DB, while --db with the same name was refused.
    A --db typed still wins over KB_DB. Each error names where the name came from (a
    --db typed was "Invalid value: '…' is not UTF-8 text", naming no option)."""
    name = f"{tmp_path}/\udcff.sqlite"  # the byte 0xff, as Python keeps it from a non-UTF-8 name
    shown = f"'{tmp_path}/\\xff.sqlite' is not UTF-8 text"
    for args in (("--db", name, "import"), (f"--db={name}", "import"), ("import", "--db", name)):
        code, out, err = kb(*args, cwd=ROOT)
        assert (code, out) == (2, "")
        assert err.splitlines()[-1] == f"Error: Invalid value for '--db': {shown}"
    monkeypatch.setenv("KB_DB", name)
    code, out, err = kb("import", cwd=ROOT)
    assert (code, out) == (2, "")
    assert err == (
        "Usage: root [OPTIONS] COMMAND [ARGS]...\nTry 'root -h' for help.\n\n"
        f"Error: Invalid value for KB_DB: {shown}\n"
    )
    assert list(tmp_path.iterdir()) == [], "no database created"
    typed = str(tmp_path / "typed.sqlite")
    assert kb("--db", typed, "import", cwd=ROOT)[0] == 0


def test_a_claims_folder_that_cannot_be_listed_changes_nothing(
    db: str, project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Path.glob skipped it: the import read no claims and emptied the database
    _, before, _ = kb("export", "--format", "json")
    unlistable(monkeypatch, project / "claims")
    code, out, err = kb("import", cwd=project)
    assert (code, out, err) == (2, "", "Error: claims: cannot read (Permission denied)\n")
    assert kb("export", "--format", "json")[1] == before


def test_a_ledger_file_that_cannot_be_read_is_a_one_line_error(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # reading commands hash the ledger's files to see whether it changed since loaded
    monkeypatch.delenv("KB_DB")
    assert kb("table", cwd=project)[0] == 0
    source = project / "sources" / "002_b0ed4ae8ade3d96a.txt"
    read_bytes = Path.read_bytes

    def refusing(path: Path) -> bytes:
        if path == source:
            raise PermissionError(13, "Permission denied", str(path))
        return read_bytes(path)

    monkeypatch.setattr(Path, "read_bytes", refusing)
    code, _, err = kb("table", cwd=project)
    message = "Error: sources/002_b0ed4ae8ade3d96a.txt: cannot read (Permission denied)\n"
    assert (code, err) == (2, message)


def test_a_claims_link_loop_is_a_one_line_error(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("KB_DB")
    assert kb("table", cwd=project)[0] == 0
    (project / "claims" / "loop.toml").symlink_to("loop.toml")
    code, _, err = kb("table", cwd=project)
    message = "Error: claims/loop.toml: cannot read (Too many levels of symbolic links)\n"
    assert (code, err) == (2, message)


def test_a_copied_project_checks_and_changes_its_own_ledger(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # its .kb/kb.sqlite was loaded in the original folder, and still records it
    monkeypatch.delenv("KB_DB")
    assert kb("table", cwd=project)[0] == 0
    copy = tmp_path / "copy"
    shutil.copytree(project, copy)
    intro = copy / "claims" / "01-introduction.toml"
    intro.write_text(
        intro.read_text(encoding="utf-8").replace("Sol可以在Cerebras", "Sol能在Cerebras"),
        encoding="utf-8",
    )
    original = (project / "claims" / "01-introduction.toml").read_bytes()
    code, out, err = kb("check", cwd=copy)
    assert code == 1 and "warning:" not in err
    assert out.startswith("claims/01-introduction.toml:")
    assert f"rule 1 ledger-not-loaded: the ledger at {copy} does not load: claim " in out
    code, _, err = kb("status", "sol-wafers-70-100", "disputed", "--reason", "x", cwd=copy)
    assert err.count("does not load") == 1
    code, _, err = kb("status", "sol-wafers-70-100", "disputed", "--reason", "x", cwd=copy)
    assert (
        code == 2 and "does not load, so it cannot be changed: claims/01-introduction.toml:" in err
    )
    assert (project / "claims" / "01-introduction.toml").read_bytes() == original
    intro.write_bytes(original)  # the copy as it was: loaded once more, as its own
    assert "loaded the ledger" in kb("table", cwd=copy)[2]
    code, _, err = kb("status", "sol-wafers-70-100", "disputed", "--reason", "x", cwd=copy)
    assert code in (0, 1) and "written to claims/01-introduction.toml" in err, err
    assert intro.read_bytes() != original
    assert (project / "claims" / "01-introduction.toml").read_bytes() == original


def test_table_help_names_every_group_with_its_statuses() -> None:
    code, out, _ = kb("table", "--help")
    assert code == 0
    text = " ".join(out.split())
    phrases = []
    for group in Group:
        statuses = [s.value for s, g in GROUP_OF.items() if g is group]
        if group is not Group.HIDDEN:
            shown = "" if statuses == [group.value] else f" ({', '.join(statuses)})"
            phrases.append(f"{group.value}{shown}")
    assert f"The groups, in this order: {', '.join(phrases)};" in text
    assert "retracted claims only with --all" in text


def test_show_prints_a_single_derived_value_once(db: str) -> None:
    code, out, _ = kb("show", "tokenomics-wafers-fp8-from-3t")
    assert code == 0
    assert "bytes_per_parameter_fp8 / wse3_sram_per_wafer = 68.18 wafer\n" in out
    code, out, _ = kb("show", "sol-wafers-fp8-from-goodson")
    # an interval written as its value above it is ("45.45–90.91 wafer")
    assert "wse3_sram_per_wafer = 45.45–90.91 wafer\n" in out


def test_show_marks_a_claim_shown_above_on_its_own_line_not_its_formula(db: str) -> None:
    """sol-params-3t, under tokenomics-wafers-fp8-from-3t, was drawn before: its line says
    so. The mark stood after the formula under it, which was not shown above (another was)."""
    code, out, _ = kb("show", "sol-wafers-70-100")
    lines = out.splitlines()
    at = max(n for n, line in enumerate(lines) if "derived-from sol-params-3t" in line)
    assert code == 0 and lines[at].endswith("about three trillion parameters. (shown above)")
    formula = "formula: sol_params_3t * bytes_per_parameter_fp8 / wse3_sram_per_wafer"
    assert lines[at + 1].endswith(formula)


def test_show_cuts_a_chain_of_derivations_deeper_than_it_draws(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A ledger that derives each of 1,200 claims from the one before: kb show drew each
    level by recursion and crashed (RecursionError) past about 1,000; its trees now stop
    TREE_DEPTH levels down, where the claim's own kb show goes on."""
    monkeypatch.delenv("KB_DB", raising=False)
    write_synthetic(tmp_path, 1200)

    def supports_next(m: re.Match[str]) -> str:
        n = int(m[2])
        link = f'\n[[claim.link]]\nrelation = "supports"\nclaim = "claim-{n + 1:06d}"\n'
        return m[1] + (link if n < 1199 else "")

    for path in (tmp_path / "claims").glob("src-*.toml"):
        text = path.read_text(encoding="utf-8")
        text = re.sub(r'(id = "claim-(\d+)"\n(?:.*\n)*?unit = .*\n)', supports_next, text)
        path.write_text(text, encoding="utf-8")
    code, out, err = kb("show", "claim-001199", cwd=tmp_path)
    assert code == 0, err
    rests_on = out[out.index("Rests on") : out.index("Downstream")].splitlines()
    assert len([line for line in rests_on if "supported by claim-" in line]) == TREE_DEPTH
    assert rests_on[TREE_DEPTH].endswith(f"(and more: kb show claim-{1199 - TREE_DEPTH:06d})")
    code, out, _ = kb("show", "claim-001199", "--format", "json", cwd=tmp_path)
    level, depth = json.loads(out)["rests_on"], 0
    while level:  # down the chain of supports (every seventh claim is derived, too)
        node = next(n for n in level if n["relation"] == "supports")
        level, depth = node["children"], depth + 1
    assert (depth, node["claim"], node["deeper"]) == (TREE_DEPTH, "claim-001099", True)


def test_show_does_not_double_the_marks_of_a_quote_that_has_its_own(db: str) -> None:
    code, out, _ = kb("show", "sol-topology-unconfirmed")
    assert code == 0
    assert "«重要提示： 关于“70至100个晶圆”的估算" in out  # it holds “ ”: put « » around it
    assert "“Важно: Оценка в 70–100 пластин и описание «одна" in out  # it holds « »
    assert quoted("“一片晶圆一层”的部署理论") == "«“一片晶圆一层”的部署理论»"
    assert quoted("“一片晶圆一层”") == "«“一片晶圆一层”»"
    assert quoted("750 tokens") == "“750 tokens”"


def _claim_line(path: Path, claim_id: str) -> int:
    """The line of the [[claim]] table holding ``id = "claim_id"``."""
    lines = path.read_text(encoding="utf-8").splitlines()
    at = lines.index(f'id = "{claim_id}"')
    return max(n for n in range(at + 1) if lines[n] == "[[claim]]") + 1


def test_show_names_the_claim_a_contradiction_describes(db: str) -> None:
    """Each line of "Contradictions and supersessions" reads as the trees do: how the shown
    claim stands to the other, then the other's id, status and statement. It put the
    caption's [disputed] and 700-900 billion after goodson-params-2t-4t, an estimate."""
    code, text, _ = kb("show", "goodson-params-2t-4t")
    lines = text.splitlines()
    crossing = lines[lines.index("Contradictions and supersessions") + 1]
    assert code == 0 and crossing.startswith(
        "  contradicted by caption-gostev-700-900b [disputed] GPT-5.6 Sol, taken as the full"
    )
    code, text, _ = kb("show", "caption-gostev-700-900b")
    assert code == 0 and "\n  contradicts goodson-params-2t-4t [estimate] GPT-5.6 Sol has" in text


def test_show_json_holds_what_the_text_shows(db: str) -> None:
    line = _claim_line(ROOT / "claims" / "01-introduction.toml", "sol-params-3t")
    code, text, _ = kb("show", "sol-params-3t")
    assert f"ledger: claims/01-introduction.toml:{line}\n" in text  # as kb check places it
    code, out, _ = kb("show", "sol-params-3t", "--format", "json")
    assert (
        code == 0
        and out == json.dumps(json.loads(out), ensure_ascii=False, indent=2, sort_keys=True) + "\n"
    )
    data = json.loads(out)
    exported = json.loads(kb("export", "--format", "json")[1])
    claim = next(c for c in exported["claims"] if c["id"] == "sol-params-3t")
    # the export's keys keep their meaning; links are still the claim's own
    assert {k: data[k] for k in claim if k != "citations"} == {
        k: v for k, v in claim.items() if k != "citations"
    }
    assert [{k: c[k] for k in claim["citations"][0]} for c in data["citations"]] == claim[
        "citations"
    ]
    assert data["ledger"] == {"file": "claims/01-introduction.toml", "line": line}
    assert data["note"].startswith("The introduction says the estimate comes from outside")
    assert data["asserted_by"][0] == {
        "name": "outside technical analysis",
        "kind": "analyst",
        "aliases": [],
        "note": "Unnamed outside analysts, as the article refers to them collectively.",
    }
    first = data["citations"][0]
    assert (first["file"], first["line"], first["column"], first["language"]) == (
        "sources/000_ae3eb71afb28e879.txt",
        4,
        36,
        "zh",
    )
    assert "sol-zh [221:235] sources/000_ae3eb71afb28e879.txt:4:36 (zh)" in text
    # incoming links, which the text lists under Contradictions and supersessions
    assert "contradicted by caption-gostev-700-900b [disputed]" in text
    incoming = {(x["claim"], x["relation"]): x for x in data["linked_from"]}
    gostev = incoming[("caption-gostev-700-900b", "contradicts")]
    assert gostev["status"] == "disputed" and gostev["statement"].startswith("GPT-5.6 Sol, taken")
    assert ("tokenomics-wafers-fp8-from-3t", "derived-from") in incoming
    assert [(x["claim"], x["relation"], x["status"]) for x in data["linked_to"]] == [
        ("goodson-params-2t-4t", "supports", "estimate")
    ]
    # every node of the trees carries the state the text shows beside it
    node = data["rested_on_by"][0]
    assert (node["claim"], node["status"]) == ("goodson-params-2t-4t", "estimate")
    assert node["value"] == {"low": 2e12, "high": 4e12, "unit": "parameter"}
    assert node["children"][0]["status"] == "estimate"
    # the value a formula gives, which the text prints as "derived: ... = 68.18 wafer"
    derived = json.loads(kb("show", "tokenomics-wafers-fp8-from-3t", "--format", "json")[1])[
        "derived"
    ]
    assert [(d["formula"], d["error"]) for d in derived] == [
        ("sol_params_3t * bytes_per_parameter_fp8 / wse3_sram_per_wafer", None)
    ]
    assert derived[0]["value"] == {
        "low": pytest.approx(68.18, abs=0.01),
        "high": pytest.approx(68.18, abs=0.01),
        "unit": "wafer",
    }
    upstream = json.loads(kb("show", "sol-wafers-70-100", "--format", "json")[1])["rests_on"]
    assert {(n["claim"], n["status"]) for n in upstream} >= {("goodson-params-2t-4t", "estimate")}


def test_show_without_the_ledger_at_hand_names_the_file_alone(
    project: Path, tmp_path: Path
) -> None:
    assert kb("import", cwd=project)[0] == 0
    shutil.rmtree(project)  # the database holds the claims; no file gives their lines
    (tmp_path / "elsewhere").mkdir()
    code, out, _ = kb("show", "sol-params-3t", cwd=tmp_path / "elsewhere")
    assert code == 0 and "ledger: claims/01-introduction.toml\n" in out
    code, out, _ = kb("show", "sol-params-3t", "--format", "json", cwd=tmp_path / "elsewhere")
    assert json.loads(out)["ledger"] == {"file": "claims/01-introduction.toml", "line": None}


def test_sources_of_an_empty_ledger_say_so(tmp_path: Path) -> None:
    for folder in ("claims", "sources"):
        (tmp_path / folder).mkdir()
    (tmp_path / "sources" / "sources.toml").write_text("", encoding="utf-8")
    assert kb("import", str(tmp_path))[0] == 0
    for fmt, out in (("table", ""), ("csv", ",".join(SOURCE_COLUMNS) + "\n")):
        assert kb("sources", "--format", fmt, cwd=tmp_path) == (
            0,
            out,
            "the database holds no sources (load a ledger with kb import)\n",
        )


def test_impact_with_nothing_downstream_says_so(db: str) -> None:
    code, out, err = kb("impact", "kv-cache-basics")
    assert (code, err) == (
        0,
        "nothing is downstream of kv-cache-basics: no claim rests on it or is supported by it\n",
    )
    assert out == "", "no table, not even its header"
    code, out, err = kb("impact", "kv-cache-basics", "--format", "json")
    assert (code, json.loads(out), err) == (
        0,
        {"claims": []},
        "nothing is downstream of kv-cache-basics: no claim rests on it or is supported by it\n",
    )


def test_impact_says_how_deep_and_through_which_link(db: str) -> None:
    code, out, err = kb("impact", "sol-params-3t")
    assert (code, err) == (0, "")
    rows = [line.split()[:5] for line in out.splitlines()]
    assert rows == [
        ["id", "depth", "via", "status", "value"],
        ["goodson-params-2t-4t", "1", "supported", "by", "sol-params-3t"],
        ["tokenomics-wafers-70", "1", "derived-from", "sol-params-3t", "estimate"],
        ["tokenomics-wafers-fp8-from-3t", "1", "derived-from", "sol-params-3t", "assumption"],
        ["sol-wafers-70-100", "2", "derived-from", "goodson-params-2t-4t", "estimate"],
        ["sol-wafers-fp8-from-goodson", "2", "derived-from", "goodson-params-2t-4t", "assumption"],
    ]
    code, out, _ = kb("impact", "sol-params-3t", "--format", "json")
    claims = json.loads(out)["claims"]
    assert [(c["id"], c["depth"], c["via"]) for c in claims] == [
        (
            "goodson-params-2t-4t",
            1,
            {"claim": "sol-params-3t", "relation": "supports", "declared_by": "sol-params-3t"},
        ),
        (
            "tokenomics-wafers-70",
            1,
            {
                "claim": "sol-params-3t",
                "relation": "derived-from",
                "declared_by": "tokenomics-wafers-70",
            },
        ),
        (
            "tokenomics-wafers-fp8-from-3t",
            1,
            {
                "claim": "sol-params-3t",
                "relation": "derived-from",
                "declared_by": "tokenomics-wafers-fp8-from-3t",
            },
        ),
        (
            "sol-wafers-70-100",
            2,
            {
                "claim": "goodson-params-2t-4t",
                "relation": "derived-from",
                "declared_by": "sol-wafers-70-100",
            },
        ),
        (
            "sol-wafers-fp8-from-goodson",
            2,
            {
                "claim": "goodson-params-2t-4t",
                "relation": "derived-from",
                "declared_by": "sol-wafers-fp8-from-goodson",
            },
        ),
    ]
    exported = {c["id"]: c for c in json.loads(kb("export", "--format", "json")[1])["claims"]}
    for c in claims:  # the claims as kb claims writes them, the two keys added
        assert {k: v for k, v in c.items() if k not in ("depth", "via")} == exported[c["id"]]


def test_a_reason_of_several_lines_stays_under_its_column(project: Path) -> None:
    assert kb("import", cwd=project)[0] == 0
    reason = "第一行\nВторая строка\r\nthird line"
    code, _, err = kb(
        "status", "goodson-layers-70-90", "speculation", "--reason", reason, cwd=project
    )
    assert code in (0, 1), err
    out = kb("show", "goodson-layers-70-90", cwd=project)[1]
    history = out[out.index("\nHistory\n") :].splitlines()[2:]
    head = re.match(r"  \S+  speculation  ", history[-3])
    assert head is not None and history[-3][head.end() :] == "第一行"
    indent = " " * head.end()
    assert history[-2:] == [f"{indent}Вторая строка", f"{indent}third line"]


def test_show_on_a_narrow_terminal_hangs_each_line_under_its_text(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 80 columns a citation's "(zh; 某科技日报," wrapped its "2026-12-03)" to column 0,
    and so did the lines of a contradiction and of a note; in the history the reason
    after "retracted" began one column later than after "disputed"."""
    sources = project / "sources" / "sources.toml"
    zh = 'language = "zh"\n'
    text = sources.read_text(encoding="utf-8")
    sources.write_text(
        text.replace(zh, zh + 'publisher = "某科技日报"\npublished = 2026-12-03\n', 1),
        encoding="utf-8",
    )
    assert kb("import", cwd=project)[0] == 0
    reasons = {"disputed": "Cerebras 否认了三万亿参数的说法。", "retracted": "Отозвано автором."}
    for status, reason in reasons.items():
        code, _, err = kb("status", "sol-params-3t", status, "--reason", reason, cwd=project)
        assert code in (0, 1), err
    screen = on_a_terminal(monkeypatch, 80)
    assert kb("show", "sol-params-3t", cwd=project)[0] == 0
    lines = shown(screen)
    assert all(cell_len(line) <= 80 for line in lines)
    dated = next(i for i, line in enumerate(lines) if "2026-12-03)" in line)
    assert lines[dated - 1].startswith("  sol-zh [") and lines[dated] == "  2026-12-03)"
    note = lines.index(next(line for line in lines if line.startswith("note: ")))
    assert lines[note + 1].startswith("      not from OpenAI")
    crossing = lines[lines.index("Contradictions and supersessions") + 1 : lines.index("History")]
    assert crossing and all(
        line.startswith(("  contradicted by caption-", "    ")) for line in crossing if line
    )
    assert any(line.startswith("    ") for line in crossing), "a contradiction that folds"
    history = lines[lines.index("History") + 1 :]
    at = {status: next(line for line in history if f"  {status} " in line) for status in reasons}
    columns = {status: at[status].index(reason) for status, reason in reasons.items()}
    assert columns["disputed"] == columns["retracted"]


@pytest.mark.parametrize("width", [60, 80])
def test_show_keeps_a_citations_language_on_the_line_of_its_place(
    project: Path, monkeypatch: pytest.MonkeyPatch, width: int
) -> None:
    """At 60 columns "(zh)" and "(ru)" went to a line of their own under a citation's
    place ("sources/000_….txt:116:3"), and so did "(en;" at 80, where the place of an
    English source published by Nimbus Research ends at the edge (its id of 14 characters
    and path of 41 put it there). A line breaks at no no-break space: the place and its
    tag move to the next line together."""
    path = "nimbus-research/sol-replica-size-2026.txt"
    add_press_release(
        project,
        "Maria Chen estimates that each Sol replica occupies about 80 Cerebras wafers.\n",
        path=path,
        source="nimbus-release",
    )
    assert kb("import", cwd=project)[0] == 0
    shown_claims = ("sol-speed-750", "speed-removes-pauses", "chen-wafers-80")
    lines = []
    for claim in shown_claims:
        screen = on_a_terminal(monkeypatch, width)
        terminal = Console(file=screen, force_terminal=True, width=width, no_color=True)
        monkeypatch.setattr("cli.output.stdout_console", lambda terminal=terminal: terminal)
        assert kb("show", claim, cwd=project)[0] == 0
        lines += shown(screen)
    assert all(cell_len(line) <= width for line in lines)
    assert [line for line in lines if re.match(r" *\((zh|ru|en)\b", line)] == []
    places = [
        line for line in lines if re.search(r"sources/\S+:[0-9]+:[0-9]+\s\((zh|ru|en)\b", line)
    ]
    cited = [c for c in read_ledger(project).claims() if c.id in shown_claims]
    assert len(places) == sum(len(c.citations) for c in cited)  # each with its language
    english = lines.index("  nimbus-release [0:77]") + 1  # the place goes on with its tag
    assert lines[english].startswith(f"  sources/{path}:1:1 (en;")


@pytest.mark.parametrize("width", [None, 60, 80])
def test_show_prints_an_ordinary_space_before_a_citations_language(
    project: Path, monkeypatch: pytest.MonkeyPatch, width: int | None
) -> None:
    """The place and its language were joined by a no-break space for folding, and
    printed so, piped too: `kb show sol-speed-750 | grep "txt:3:1 (zh)"` found nothing,
    and editors and terminals did not see the path:line:column before it. The tie is
    printed as a space (piped, and folded on a terminal); the no-break spaces the
    ledger's own text holds, in a quote and a publisher's name, are printed as they are."""
    add_press_release(
        project,
        "Maria Chen estimates that each Sol replica occupies about 80\u00a0Cerebras wafers.\n",
        publisher="Nimbus\u00a0Research",
    )
    assert kb("import", cwd=project)[0] == 0
    outs = []
    for claim in ("sol-speed-750", "chen-wafers-80"):
        if width is None:  # piped
            code, out, _ = kb("show", claim, cwd=project)
        else:
            screen = on_a_terminal(monkeypatch, width)
            terminal = Console(file=screen, force_terminal=True, width=width, no_color=True)
            monkeypatch.setattr("cli.output.stdout_console", lambda terminal=terminal: terminal)
            code = kb("show", claim, cwd=project)[0]
            out = "\n".join(shown(screen))
        assert code == 0
        outs.append(out)
    speed, chen = outs
    assert re.search(r"sources/000_ae3eb71afb28e879\.txt:3:1 \(zh\)", speed)
    assert "\u00a0" not in speed and TIE not in speed + chen
    assert "sources/pr.txt:1:1 (en; Nimbus\u00a0Research," in chen
    assert "about 80\u00a0Cerebras" in chen and chen.count("\u00a0") == 2


def test_a_formula_that_folds_hangs_under_its_first_line(
    db: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 60 columns the formula of sol-wafers-70-100's link went on at the tree's edge,
    left of its "formula:" label."""
    screen = on_a_terminal(monkeypatch, 60)
    terminal = Console(file=screen, force_terminal=True, width=60, no_color=True)
    monkeypatch.setattr("cli.output.stdout_console", lambda: terminal)
    assert kb("show", "sol-wafers-70-100")[0] == 0
    lines = shown(screen)
    folded = [i for i, line in enumerate(lines) if "  formula: " in line]
    assert folded and all(cell_len(line) <= 60 for line in lines)
    for at in folded:
        column = lines[at].index("formula: ") + len("formula: ")
        if "wse3_sram_per_wafer" not in lines[at]:  # it went on on the next line
            assert lines[at + 1][column:].startswith(("bytes_per", "wse3_sram"))
            assert set(lines[at + 1][:column]) <= {"│", " "}, "the tree's guides alone"


def test_a_quote_of_several_lines_stays_under_its_first(db: str) -> None:
    # sources/002 breaks a caption's "GPT-5.6 Sol" over two lines, the second a list
    # item's: at column 0 it read as an item of kb show's own
    out = kb("show", "caption-sol-params-386m")[1].splitlines()
    at = next(i for i, line in enumerate(out) if line.startswith("  sol-ru ["))
    assert out[at + 1 : at + 3] == [
        "    “например, модель GPT",
        "    • 5.6 Sol имеет 386 миллионов параметров”",
    ]


@pytest.mark.parametrize("width", [60, 30])
def test_hanging_lines_fold_under_the_head(width: int) -> None:
    head = "  2026-12-01T00:00:00Z  disputed  "
    text = (
        "Cerebras 否认了每层使用一片晶圆的说法，并称其部署细节尚未公开。\n"
        "Second line of the reason."
    )
    lines = hanging_lines(head, text, width)
    room = max(width - len(head), 20)
    assert lines[0].startswith(head)
    assert all(line.startswith(" " * len(head)) for line in lines[1:])
    assert all(cell_len(line) - len(head) <= room for line in lines)
    assert "".join(line[len(head) :] for line in lines).replace(" ", "") == text.replace(
        "\n", ""
    ).replace(" ", "")
    assert lines[-1].endswith("reason.")


@pytest.mark.parametrize(
    ("width", "left_out"),
    [
        (140, []),
        (133, ["sources"]),
        (120, ["attributed_to", "sources"]),
        (110, ["depth", "attributed_to", "sources"]),
        (100, ["via", "attributed_to"]),
        (85, ["depth", "via", "attributed_to", "sources"]),
    ],
)
def test_impact_on_a_narrow_terminal_keeps_the_link_longest(
    db: str, monkeypatch: pytest.MonkeyPatch, width: int, left_out: list[str]
) -> None:
    """The link a claim was reached through is kb impact's point: of the side columns it
    is left out last, after its depth, both after who says so and the sources, the two
    told after the statement, as the depth is. A column is put back only where the
    statement keeps its 40 columns: at 80 the depth put back narrowed it to 30."""
    screen = on_a_terminal(monkeypatch, width)
    assert kb("impact", "sol-params-3t")[0] == 0
    lines = shown(screen)
    header = next(line for line in lines if line.lstrip().startswith("id "))
    columns = ["id", "depth", "via", "status", "value", "attributed_to", "sources", "statement"]
    assert header.split() == [c for c in columns if c not in left_out]
    assert (f"the terminal is {width} columns" in " ".join(lines[:2])) == bool(left_out)
    text = " ".join(line[header.index("statement") :].strip() for line in lines)
    if "via" not in left_out:
        assert "derived-from" in screen.getvalue()
    else:
        assert "in total. — Bleys Goodson (via: supported by sol-params-3t)" in text
    if "depth" in left_out:  # told, never lost
        assert "Bleys Goodson (depth 1)" in text or "sol-params-3t) (depth 1)" in text
    assert width - header.index("statement") >= 41, "the statement keeps its 40 columns"
    if width == 85:
        assert lines[0].startswith(
            "sources left out, attributed_to, via and depth after the statement: the terminal "
        )


@pytest.fixture
def reviewed(project: Path, db_url: str, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the shipped ledger, loaded into a database of each engine, whose claims a
    reviewer changes with kb status (run in it: cwd=reviewed)."""
    monkeypatch.setenv("KB_DB", db_url)
    code, _, err = kb("import", cwd=project)
    assert code == 0, err
    return project


def _findings(out: str) -> list[str]:
    """kb check's or kb status's lines without where they are ("rule 4 too-strong: ...")."""
    return [line.split(": ", 1)[1] for line in out.splitlines()]


def test_status_lists_only_the_problems_it_made(reviewed: Path) -> None:
    """A reviewer retracts one claim, weakens another, then takes that back: each change
    lists what it broke, not what was broken before it, and the last, which breaks
    nothing, exits 0 and says what it cleared."""
    retracted = [
        f"rule 4 fallen-basis: claim {claim}: it rests on sol-params-3t, which is retracted: "
        "re-examine it, then derive it from another claim, or dispute or retract it too"
        for claim in ("tokenomics-wafers-70", "tokenomics-wafers-fp8-from-3t")
    ]
    code, out, _ = kb("status", "sol-params-3t", "retracted", "--reason", "отозвано", cwd=reviewed)
    assert code == 1 and _findings(out) == retracted
    code, out, err = kb(
        "status", "bytes-per-parameter-fp8", "speculation", "--reason", "只是猜测", cwd=reviewed
    )
    assert code == 1 and "sol-params-3t" not in out
    assert [line.split(": ")[1:3] for line in out.splitlines()] == [
        [
            "rule 2 missing-citation",
            "claim bytes-per-parameter-fp8 (speculation) has no citation; only an assumption "
            "may go without one",
        ],
        ["rule 4 too-strong", "claim sol-wafers-fp8-from-goodson"],
        ["rule 4 too-strong", "claim tokenomics-wafers-fp8-from-3t"],
    ]
    assert err.endswith("\n3 claims to re-examine: 3 new problems\n")
    code, out, err = kb(
        "status", "bytes-per-parameter-fp8", "assumption", "--reason", "撤销上一步", cwd=reviewed
    )
    assert (code, out) == (0, "")
    assert err.endswith(
        "\ninvolving bytes-per-parameter-fp8: 3 problems cleared, none remaining from before\n"
    )
    code, out, _ = kb("check", cwd=reviewed)
    assert code == 1 and _findings(out) == retracted


def test_status_says_what_the_status_was(reviewed: Path) -> None:
    code, _, err = kb("status", "sol-params-3t", "retracted", "--reason", "отозвано", cwd=reviewed)
    assert code == 1 and err.startswith("sol-params-3t: estimate -> retracted at 20")
    assert ", written to claims/01-introduction.toml\n" in err
    code, _, err = kb("status", "sol-params-3t", "disputed", "--reason", "оспорено", cwd=reviewed)
    assert err.startswith("sol-params-3t: retracted -> disputed at 20")


def test_status_does_not_list_again_a_problem_it_only_rewords(reviewed: Path) -> None:
    # tokenomics-wafers-70 and the arithmetic of it rest on a retracted claim, then on a
    # disputed one: one problem each
    kb("status", "sol-params-3t", "retracted", "--reason", "отозвано", cwd=reviewed)
    code, out, err = kb("status", "sol-params-3t", "disputed", "--reason", "оспорено", cwd=reviewed)
    assert (code, out) == (0, "")
    assert err.endswith(
        "\ninvolving sol-params-3t: none cleared, 2 problems remaining from before\n"
    )
    assert "it rests on sol-params-3t, which is disputed" in kb("check", cwd=reviewed)[1]


def test_status_counts_the_claims_to_re_examine(reviewed: Path) -> None:
    # the caption's length is contradicted by two confirmed claims: two problems, one claim
    code, out, err = kb(
        "status",
        "caption-sol-max-length-9200",
        "reported",
        "--reason",
        "Подпись перепроверена",
        cwd=reviewed,
    )
    assert code == 1 and len(out.splitlines()) == 2
    assert {line.split(": ")[1] for line in out.splitlines()} == {"rule 5 contradicted"}
    assert err.endswith("\n1 claim to re-examine: 2 new problems\n")


@pytest.mark.parametrize(
    ("claim_id", "status", "code", "what"),
    [
        # an assumption needs no citation, an estimate does
        ("wse3-sram-per-wafer", "estimate", 1, {"rule 2 missing-citation"}),
        # a warning, which fails neither command
        ("sol-one-layer-per-wafer", "confirmed", 0, {"warning confirmed-not-official"}),
        ("sol-speed-750", "retracted", 1, {"rule 4 fallen-basis"}),
        # what a confirmed claim contradicts is disputed; and a caption is not official
        (
            "caption-sol-params-386m",
            "confirmed",
            1,
            {"rule 5 contradicted", "warning confirmed-not-official"},
        ),
    ],
)
def test_status_lists_what_kb_check_then_finds(
    reviewed: Path, claim_id: str, status: str, code: int, what: set[str]
) -> None:
    """The shipped ledger has no problem, so what kb status lists is all kb check lists
    after it, on the claim changed too, warnings too."""
    assert kb("check", cwd=reviewed)[1] == ""
    got, out, err = kb("status", claim_id, status, "--reason", "Это оценка", cwd=reviewed)
    assert (got, out) == (code, kb("check", cwd=reviewed)[1])
    assert {line.split(": ")[1] for line in out.splitlines()} == what
    assert " to re-examine: " in err


def test_a_claim_that_only_supports_another_breaks_no_rule_when_it_falls(reviewed: Path) -> None:
    """Rule 4 caps a claim by what it is derived from or assumes; a claim that supports
    it is evidence beside it, so retracting that breaks nothing (kb check agrees), and
    kb impact still lists the claim it supported, to re-examine."""
    code, out, _ = kb("status", "tokenomics-wafers-70", "retracted", "--reason", "x", cwd=reviewed)
    assert (code, out) == (0, "")
    assert kb("check", cwd=reviewed)[0] == 0
    code, out, _ = kb("impact", "tokenomics-wafers-70", "--format", "json", cwd=reviewed)
    assert "sol-wafers-70-100" in [c["id"] for c in json.loads(out)["claims"]]


def test_another_analysts_estimate_is_no_suspected_contradiction(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A curator adds a second analyst's wafer count (80, beside the tokenomics model's
    70): two estimates compete, neither contradicts the other. Made a reported fact, the
    80 wafers are suspected, the warning placed at the claim just added."""
    note = "Maria Chen estimates that each Sol replica occupies about 80 Cerebras wafers.\n"
    (project / "sources" / "003_chen.txt").write_text(note, encoding="utf-8")
    with (project / "sources" / "sources.toml").open("a", encoding="utf-8") as toml:
        toml.write(
            '\n[[source]]\nid = "chen-note"\npath = "003_chen.txt"\ntitle = "Chen\'s note"\n'
            f'language = "en"\nsha256 = "{hashlib.sha256(note.encode()).hexdigest()}"\n'
        )
    (project / "claims" / "16-chen.toml").write_text(
        '[[agent]]\nname = "Maria Chen"\nkind = "analyst"\n\n'
        '[[claim]]\nid = "chen-wafers-80"\nsubject = "GPT-5.6 Sol wafer count"\n'
        'statement = "Each GPT-5.6 Sol replica occupies about 80 Cerebras wafers."\n'
        'status = "estimate"\nattributed_to = ["Maria Chen"]\nvalue = "80"\nunit = "wafer"\n\n'
        f'[[claim.citation]]\nsource = "chen-note"\nquote = "{note.strip()}"\n',
        encoding="utf-8",
    )
    monkeypatch.setenv("KB_DB", str(tmp_path / "chen.sqlite"))
    assert kb("import", cwd=project)[0] == 0
    code, out, err = kb("check", cwd=project)
    assert (code, out) == (0, "") and "0 problems, 0 warnings" in err
    code, out, _ = kb(
        "status", "chen-wafers-80", "reported", "--reason", "Chen measured", cwd=project
    )
    assert (code, out.splitlines()) == (
        0,
        [
            "claims/16-chen.toml:5: warning suspected-contradiction: claim chen-wafers-80's "
            "value of GPT-5.6 Sol wafer count (80 wafer) does not overlap those of 2 claims "
            "before it: tokenomics-wafers-70 (70 wafer) and tokenomics-wafers-fp8-from-3t "
            "(68.18 wafer); link them with contradicts, or tell their subjects apart"
        ],
    )
    assert kb("check", cwd=project)[1] == out
    (warning,) = json.loads(kb("check", "--format", "json", cwd=project)[1])["problems"]
    assert (warning["claim"], warning["related"]) == (
        "chen-wafers-80",
        ["tokenomics-wafers-70", "tokenomics-wafers-fp8-from-3t"],
    )


def test_status_finds_what_kb_check_finds_among_claims_of_one_quantity(
    tmp_path: Path, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Claims of one subject and unit whose values cannot both hold are a suspected
    contradiction unless one is disputed or retracted: taking the dispute back makes one,
    with a claim the changed one has no link to."""
    project = write_synthetic(tmp_path / "synthetic", 60)
    monkeypatch.setenv("KB_DB", db_url)
    assert kb("import", cwd=project)[0] == 0
    assert kb("status", "claim-000055", "disputed", "--reason", "x", cwd=project)[0] == 1
    before = _findings(kb("check", cwd=project)[1])
    code, out, err = kb("status", "claim-000055", "confirmed", "--reason", "y", cwd=project)
    after = _findings(kb("check", cwd=project)[1])
    assert _findings(out) == [finding for finding in after if finding not in before]
    assert "warning suspected-contradiction: claims claim-000005 and claim-000055 " in out
    assert code == 0 and "involving claim-000055: 1 problem cleared, " in err


def test_an_agent_the_ledger_declares_with_no_claims_has_none(project: Path) -> None:
    """--by the exact name of an agent that no claim credits yet (a translation desk just
    declared): no claims, as a status none holds has, exit 0; it was called unknown, with
    "did you mean" and the very name typed."""
    agents = project / "claims" / "agents.toml"
    desk = '\n[[agent]]\nname = "claim-kb translation desk"\nkind = "analyst"\n'
    agents.write_text(agents.read_text(encoding="utf-8") + desk, encoding="utf-8")
    assert kb("import", cwd=project)[0] == 0
    for command in ("claims", "table"):
        code, out, err = kb(command, "--by", "claim-kb translation desk", cwd=project)
        assert (code, out) == (0, ""), err
        assert err == "no claims attributed to claim-kb translation desk\n"
    code, _, err = kb("claims", "--by", "translation desk nobody", cwd=project)
    assert code == 1 and err.endswith("; did you mean 'claim-kb translation desk'?\n")
