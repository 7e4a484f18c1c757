"""The ledger on disk: reading, validation errors that name file and line, and the
byte-identical round trip through the writer."""

import errno
import hashlib
import os
import re
import shutil
import stat
import time
import unicodedata
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy.engine import Engine

from kb.database import transaction
from kb.errors import InputError, LedgerError, LedgerErrors, Place
from kb.export import export_json
from kb.ledger_reader import NAMES_JOINED_BY, ClaimPlaces, _folded, locate, read_ledger
from kb.ledger_writer import render_file, render_sources, write_atomic, write_ledger
from kb.nearest_text import nearest_text
from kb.project import file_hashes, import_ledger, ledger_root
from kb.render import AGENTS_JOINED
from kb.store import dump_ledger
from kb.utf8 import legacy_encoding, position
from kb.values import format_number, humanize_number, parse_value, plain_number
from tests.builders import name_agents_in_chinese
from tests.conftest import ROOT
from tests.synthetic import synthetic_ledger

INTRO = "claims/01-introduction.toml"
DERIVATION = "claims/15-wafer-derivation.toml"  # the formulas


def _ledger_bytes(root: Path) -> dict[str, bytes]:
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in sorted((root / "claims").glob("**/*.toml")) + [root / "sources/sources.toml"]
    }


def test_shipped_ledger_round_trips_byte_for_byte(tmp_path: Path) -> None:
    ledger = read_ledger(ROOT)
    write_ledger(ledger, tmp_path)
    assert _ledger_bytes(tmp_path) == _ledger_bytes(ROOT)


def test_reader_resolves_quote_offsets_in_both_languages() -> None:
    ledger = read_ledger(ROOT)
    texts = {s.id: s.text for s in ledger.sources}
    claim = next(c for c in ledger.claims() if c.id == "sol-speed-750")
    quotes = {(c.source, c.quote) for c in claim.citations}
    assert (
        "sol-zh",
        "OpenAI表示，GPT-5.6 Sol可以在Cerebras基础设施上以高达每秒750个Token的速度运行。",
    ) in quotes
    for citation in claim.citations:
        assert texts[citation.source][citation.start : citation.end] == citation.quote
    assert {c.source for c in claim.citations} == {"sol-zh", "sol-ru"}


def _edit(project: Path, path: str, old: str, new: str) -> None:
    file = project / path
    text = file.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    file.write_text(text.replace(old, new, 1), encoding="utf-8")


def _line_of(project: Path, path: str, needle: str) -> int:
    lines = (project / path).read_text(encoding="utf-8").splitlines()
    return next(n for n, line in enumerate(lines, start=1) if needle in line)


KIMI = "claims/07-kimi-precedent.toml"


def test_a_merge_conflict_left_in_a_ledger_file_is_named_at_its_first_marker(
    project: Path,
) -> None:
    """Markers around two sides' statuses are no TOML, and tomllib said only "Invalid
    statement"; markers inside a multi-line note are TOML, and the note imported with
    them. Both are a merge git could not finish."""
    _edit(
        project,
        KIMI,
        'status = "reported"\n',
        '<<<<<<< HEAD\nstatus = "disputed"\n=======\nstatus = "retracted"\n>>>>>>> feature\n',
    )
    _edit(
        project,
        KIMI,
        'attributed_to = ["the article"]\n',
        'attributed_to = ["the article"]\nnote = """\n<<<<<<< HEAD\n'
        "Shown in both texts (zh, ru).\n=======\n"
        'Both texts say it: 已经证明 / доказала.\n>>>>>>> feature\n"""\n',
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value) == (
        f"{KIMI}:5: 2 unresolved merge conflicts (lines 5–9 and lines 12–16): git's markers "
        "<<<<<<<, ======= and >>>>>>> are still in it; keep what each side should and "
        "delete the marker lines"
    )


def test_a_line_of_equals_signs_in_a_note_is_no_merge_conflict(project: Path) -> None:
    """A note may underline a heading; only <<<<<<< then >>>>>>> lines are a conflict."""
    _edit(
        project,
        KIMI,
        'attributed_to = ["the article"]\n',
        'attributed_to = ["the article"]\nnote = """\nSources\n=======\nzh, ru\n"""\n',
    )
    assert read_ledger(project).claims()


def test_malformed_toml_names_file_line_and_reason(project: Path) -> None:
    _edit(project, INTRO, 'status = "analysis"', 'status = "analysis')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, INTRO, 'status = "analysis')
    assert str(error.value).startswith(f"{INTRO}:{line}: invalid TOML: ")


def test_unknown_status_lists_the_allowed_values(project: Path) -> None:
    _edit(project, INTRO, 'status = "estimate"', 'status = "rumour"')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    message = str(error.value)
    line = _line_of(project, INTRO, 'status = "rumour"')  # the key's own line
    assert message.startswith(f"{INTRO}:{line}: claim sol-params-3t: unknown status 'rumour'")
    assert "allowed: confirmed, reported, estimate, speculation, analysis" in message


def test_unknown_key_names_its_own_line(project: Path) -> None:
    # and the required key it leaves missing, at the claim's [[claim]] line
    _edit(project, INTRO, 'status = "estimate"', 'stauts = "estimate"')
    with pytest.raises(LedgerErrors) as error:
        read_ledger(project)
    line = _line_of(project, INTRO, 'stauts = "estimate"')
    table = _line_of(project, INTRO, 'id = "sol-params-3t"') - 1
    assert [str(e).partition(" (allowed")[0] for e in error.value.errors] == [
        f"{INTRO}:{table}: claim sol-params-3t: missing 'status'",
        f"{INTRO}:{line}: claim sol-params-3t: unknown key 'stauts'; did you mean 'status'?",
    ]


def test_a_citation_written_without_its_header_is_told_its_keys_belong_in_one(
    project: Path,
) -> None:
    """A [[claim.citation]] header left out puts its source and quote in the claim's own
    table, where 'quote' was told "did you mean 'note'?": each is named at its line as a
    citation's key, and the claim is read on."""
    _edit(project, INTRO, '["the article"]\n\n[[claim.citation]]\n', '["the article"]\n\n')
    with pytest.raises(LedgerErrors) as errors:
        read_ledger(project)
    claim = "claim sol-shifts-focus-to-speed"
    assert [str(e) for e in errors.value.errors] == [
        f"{INTRO}:{_line_of(project, INTRO, 'source = ')}: {claim}: unknown key 'source': it "
        "belongs in a [[claim.citation]] table",
        f"{INTRO}:{_line_of(project, INTRO, 'quote = ')}: {claim}: unknown key 'quote': it "
        "belongs in a [[claim.citation]] table",
    ]


@pytest.mark.parametrize(
    ("after", "written", "table", "belongs"),
    [
        ('status = "analysis"\n', "occurrence = 2", "", "claim.citation"),
        ('status = "analysis"\n', 'relation = "supports"', "", "claim.link"),
        ('relation = "assumes"\n', 'quote = "响应速度"', ", link #1", "claim.citation"),
        ('relation = "assumes"\n', 'reason = "an old note"', ", link #1", "claim.history"),
        ('at = "2026-11-30T00:00:00Z"\n', 'formula = "x"', ", history #1", "claim.link"),
    ],
)
def test_a_key_of_another_of_a_claims_tables_is_told_the_table_it_belongs_in(
    project: Path, after: str, written: str, table: str, belongs: str
) -> None:
    _edit(project, INTRO, after, f"{after}{written}\n")
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    key = written.partition(" ")[0]
    assert f"{INTRO}:{_line_of(project, INTRO, written)}: claim " in str(error.value)
    assert str(error.value).endswith(
        f"{table}: unknown key {key!r}: it belongs in a [[{belongs}]] table"
    )


def test_a_key_line_is_not_found_inside_a_multi_line_string(project: Path) -> None:
    _edit(
        project,
        INTRO,
        'statement = "GPT-5.6 Sol has about three trillion parameters."\nstatus = "estimate"',
        'statement = """GPT-5.6 Sol has about\nstatus = "three" trillion parameters."""\n'
        'status = "rumour"',
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, INTRO, 'status = "rumour"')
    assert str(error.value).startswith(f"{INTRO}:{line}: claim sol-params-3t: unknown status")


def test_a_key_in_an_inline_table_names_its_own_line(project: Path) -> None:
    (project / "claims" / "99-inline.toml").write_text(
        '[[claim]]\nid = "inline-claim"\nsubject = "GPT-5.6 Sol"\nstatement = "Inline."\n'
        'status = "estimate"\nattributed_to = ["the article"]\ncitation = [\n'
        '  { source = "sol-zh", quote = "约三万亿个参数" },\n'
        '  { source = "sol-zh", quote = "约五万亿个参数" },\n]\n',
        encoding="utf-8",
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).startswith(
        "claims/99-inline.toml:9: claim inline-claim, citation #2: quote '约五万亿个参数' not found"
    )


def test_duplicate_claim_id_names_both_places(project: Path) -> None:
    first = _line_of(project, INTRO, 'id = "sol-speed-750"')
    _edit(project, INTRO, 'id = "speed-shortens-agent-waits"', 'id = "sol-speed-750"')
    second = max(
        n
        for n, text in enumerate((project / INTRO).read_text("utf-8").splitlines(), start=1)
        if text == 'id = "sol-speed-750"'
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value) == (
        f"{INTRO}:{second}: claim id 'sol-speed-750' declared twice: {INTRO}:{first} and "
        f"{INTRO}:{second}{_BOTH_LEFT_OUT}"
    )


_BOTH_LEFT_OUT = "; give one of them another id (both are left out until then)"


def test_a_claim_renamed_to_an_id_above_it_is_its_only_error(project: Path) -> None:
    """The claims that link to the id the renamed claim had are not told of a missing
    claim: as with any claim left out, the link may be to it (README)."""
    first = _line_of(project, DERIVATION, 'id = "bytes-per-parameter-fp8"')
    _edit(project, DERIVATION, 'id = "wse3-sram-per-wafer"', 'id = "bytes-per-parameter-fp8"')
    second = max(
        n
        for n, text in enumerate((project / DERIVATION).read_text("utf-8").splitlines(), 1)
        if text == 'id = "bytes-per-parameter-fp8"'
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert [str(e) for e in error.value.faults()] == [
        f"{DERIVATION}:{second}: claim id 'bytes-per-parameter-fp8' declared twice: "
        f"{DERIVATION}:{first} and {DERIVATION}:{second}{_BOTH_LEFT_OUT}"
    ]


def test_a_claim_id_declared_twice_across_files_judges_no_other_claim(project: Path) -> None:
    """The copy read first (claims/01-..., with no value) is not taken for the one the
    formulas of claims/15-... mean: both copies are left out, and the duplicate is the
    only error, naming both places."""
    _edit(project, INTRO, 'id = "sol-shifts-focus-to-speed"', 'id = "bytes-per-parameter-fp8"')
    first = _line_of(project, INTRO, 'id = "bytes-per-parameter-fp8"')
    second = _line_of(project, DERIVATION, 'id = "bytes-per-parameter-fp8"')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert [str(e) for e in error.value.faults()] == [
        f"{DERIVATION}:{second}: claim id 'bytes-per-parameter-fp8' declared twice: "
        f"{INTRO}:{first} and {DERIVATION}:{second}{_BOTH_LEFT_OUT}"
    ]


def test_duplicate_agent_names_the_line_of_the_first_name(project: Path) -> None:
    agents = "claims/agents.toml"
    first = _line_of(project, agents, 'name = "OpenAI"')
    with (project / agents).open("a", encoding="utf-8") as file:
        file.write('\n[[agent]]\nname = "OpenAI"\nkind = "official"\n')
    second = len((project / agents).read_text(encoding="utf-8").splitlines()) - 1
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).endswith(
        f"agent 'OpenAI' declared twice: {agents}:{first} and {agents}:{second}"
    )


def test_an_agent_declared_again_in_a_file_read_first_names_both_places(project: Path) -> None:
    """A new file that sorts before agents.toml declares an agent agents.toml has: it is
    read first, so the error stands at agents.toml's line; the message names the new
    file's too, so that either can be fixed."""
    new = "claims/00-new.toml"
    (project / new).write_text('[[agent]]\nname = "Cerebras"\nkind = "official"\n', "utf-8")
    original = _line_of(project, "claims/agents.toml", 'name = "Cerebras"')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value) == (
        f"claims/agents.toml:{original}: agent 'Cerebras' declared twice: {new}:2 and "
        f"claims/agents.toml:{original}"
    )


def test_duplicate_source_id_names_the_first_one(project: Path) -> None:
    listed = "sources/sources.toml"
    first = _line_of(project, listed, 'id = "sol-zh"')
    _edit(project, listed, 'id = "sol-ru"', 'id = "sol-zh"')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    second = max(
        n
        for n, text in enumerate((project / listed).read_text("utf-8").splitlines(), start=1)
        if text == 'id = "sol-zh"'
    )
    assert first != second
    assert str(error.value) == (
        f"{listed}:{second}: duplicate source id 'sol-zh' (first declared at {listed}:{first})"
    )


@pytest.mark.parametrize(
    ("written", "shown", "fault"),
    [
        ("sol-ru; sol-zh", "sol-ru; sol-zh", "';', SEMICOLON"),
        ("sol-ru,sol-zh", "sol-ru,sol-zh", "',', COMMA"),
        ("sol-ru\\nsol-zh", "'sol-ru\\nsol-zh'", "'\\n', U+000A"),
        ("источник-ru", "источник-ru", "'и', CYRILLIC SMALL LETTER I"),
    ],
)
def test_a_source_id_is_refused_as_a_claim_id_is(
    project: Path, written: str, shown: str, fault: str
) -> None:
    """A source id holding "; ", a comma or a line break would make a CSV's sources cell
    ("sol-zh; sol-ru") and kb sources' rows ambiguous: it is refused on its line."""
    _edit(project, SOURCES, 'id = "sol-ru"', f'id = "{written}"')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, SOURCES, f'id = "{written}"')
    assert str(error.value) == (
        f"{SOURCES}:{line}: source {shown}: id must be Latin letters, digits, '.', '_' or '-' "
        f"(it has {fault})"
    )


def _place(source: str, text: str) -> str:
    """Where ``text`` stands in the shipped source ``source``, as line:column."""
    body = next(s.text for s in read_ledger(ROOT).sources if s.id == source)
    return ":".join(map(str, position(body, body.index(text))))


def test_quote_not_found_names_the_claim_and_source(project: Path) -> None:
    _edit(project, INTRO, "关于该模型包含约三万亿个参数", "关于该模型包含约五万亿个参数")
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, INTRO, "关于该模型包含约五万亿个参数")  # the quote's own line
    place = _place("sol-zh", "关于该模型包含约三万亿个参数")
    assert str(error.value) == (
        f"{INTRO}:{line}: claim sol-params-3t, citation #1: quote '关于该模型包含约五万亿个参数' "
        f"not found in sources/000_ae3eb71afb28e879.txt (nearest text in the source at {place}: "
        "the quote has '五' after '关于该模型包含约' where the source has '三')"
    )


def test_a_quote_whose_start_differs_says_what_it_begins_with(project: Path) -> None:
    """Not the end of the source's sentence before (构细节并非官方发布。关于), which read as
    though it were what the quote changed."""
    _edit(project, INTRO, "关于该模型包含约三万亿个参数", "有关该模型包含约三万亿个参数")
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    place = _place("sol-zh", "关于该模型包含约三万亿个参数")
    assert str(error.value).endswith(
        f" (nearest text in the source at {place}: the quote begins with '有关' where the "
        "source has '关于')"
    )


@pytest.mark.parametrize(
    ("quote", "difference"),
    [
        # copies of one sentence of the source with a slip near their start: their first
        # words stand first in another sentence (OpenAI заявила, …; OpenAI объявила о …)
        (
            "OpenAI Объявила, что GPT-5.6 Sol на платформе Cerebras работает со скоростью до "
            "750 токенов в секунду.",
            "the quote has 'О' after 'OpenAI ' where the source has 'о'",
        ),
        (
            "OpenAI объявила что GPT-5.6 Sol на платформе Cerebras работает со скоростью до "
            "750 токенов в секунду.",
            "the quote lacks ',' after 'объявила'",
        ),
        (
            "OpenAI объявила, что GPT-5.6  Sol на платформе Cerebras работает со скоростью до "
            "750 токенов в секунду.",
            "the quote has an extra ' ' after 'что GPT-5.6'",
        ),
    ],
)
def test_a_quote_not_found_is_told_against_the_sentence_it_was_copied_from(
    project: Path, quote: str, difference: str
) -> None:
    _write_citation(project, "sol-ru", quote)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    place = _place("sol-ru", "OpenAI объявила, что GPT-5.6 Sol на платформе")
    assert str(error.value).endswith(f" (nearest text in the source at {place}: {difference})")


@pytest.mark.parametrize(
    ("typed", "difference"),
    [
        # a dropped comma is missing from the quote, not a space where the source has one
        ("OpenAI заявила что GPT-5.6 Sol", "the quote lacks ',' after 'заявила'"),
        # the letter that differs, not the end of the paragraph before it
        ("openAI заявила, что GPT-5.6 Sol", "the quote begins with 'o' where the source has 'O'"),
    ],
)
def test_a_missing_or_changed_character_is_told_as_such(
    project: Path, typed: str, difference: str
) -> None:
    _edit(project, INTRO, "OpenAI заявила, что GPT-5.6 Sol", typed)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    place = _place("sol-ru", "OpenAI заявила, что GPT-5.6 Sol")
    assert str(error.value).endswith(f" (nearest text in the source at {place}: {difference})")


@pytest.mark.parametrize(
    ("quote", "copied", "difference"),
    [
        (
            "«OpenAI заявила, что GPT-5.6 Sol",
            "OpenAI заявила, что GPT-5.6 Sol",
            "the quote begins with an extra '«'",
        ),
        (
            "OpenAI заявила, что GPT-5.6 Sol может работать»",
            "OpenAI заявила, что GPT-5.6 Sol",
            "the quote ends with an extra '»'",
        ),
        # the title, its closing mark where the source has ':', which it does not look
        # like (it was told as typed for it, with both code points)
        (
            "«Sol на Cerebras»",
            "Sol на Cerebras",
            "the quote begins with an extra '«'; the quote ends with an extra '»'",
        ),
        # a letter for a letter stays a changed one, told at the quote's end too
        (
            "OpenAI заявила, что GPT-5.6 Sol может работатъ",
            "OpenAI заявила, что GPT-5.6 Sol",
            "the quote ends with 'ъ' where the source has 'ь'",
        ),
    ],
)
def test_a_mark_at_a_quotes_end_is_told_as_its_own(
    project: Path, quote: str, copied: str, difference: str
) -> None:
    """Not as typed for the source's next character, the line break before the sentence,
    the space after a word or the colon after a title: the source beyond the quote's
    ends was never copied."""
    _write_citation(project, "sol-ru", quote)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    place = _place("sol-ru", copied)
    assert str(error.value).endswith(f" (nearest text in the source at {place}: {difference})")


@pytest.mark.parametrize(
    ("source", "quote", "copied", "difference"),
    [
        (
            "sol-ru",
            "Оценка в 70-100 пластин",
            "Оценка в 70–100 пластин",
            "the quote has '-' after 'Оценка в 70' where the source has '–': U+002D in the "
            "quote, U+2013 in the source",
        ),
        (
            "sol-zh",
            "构细节并非官方发布.关于该模型",
            "构细节并非官方发布。关于该模型",
            "the quote has '.' after '构细节并非官方发布' where the source has '。': U+002E in "
            "the quote, U+3002 in the source",
        ),
        (
            "sol-ru",
            "Sol на Cerebras» 750 токенов",
            "Sol на Cerebras: 750 токенов",
            "the quote has '»' after 'на Cerebras' where the source has ':'",
        ),
        (
            "sol-zh",
            "OpenAI表示:GPT-5.6 Sol",
            "OpenAI表示，GPT-5.6 Sol",
            "the quote has ':' after 'OpenAI表示' where the source has '，'",
        ),
    ],
)
def test_only_marks_that_look_alike_are_named_by_code_point(
    project: Path, source: str, quote: str, copied: str, difference: str
) -> None:
    """A dash for a dash, a full stop for a full stop look alike in a message: their code
    points tell them apart; a '»' and a ':', a ':' and a '，' are told apart at sight."""
    _write_citation(project, source, quote)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    place = _place(source, copied)
    assert str(error.value).endswith(f" (nearest text in the source at {place}: {difference})")


@pytest.mark.parametrize(
    ("quote", "difference"),
    [
        (
            "Sol на Cerebras: 750 токенов в секунду и теория многовейферного развертывания "
            "Введение",
            "the quote has ' ' after 'азвертывания' where the source breaks the line: write "
            "\\n\\n there",
        ),
        (
            "Sol на Cerebras: 750 токенов в секунду и теория многовейферного развертыванияВведение",
            "the quote lacks the line breaks after 'азвертывания': write \\n\\n there",
        ),
    ],
)
def test_a_paragraph_break_the_quote_lacks_says_how_to_write_it(
    project: Path, quote: str, difference: str
) -> None:
    """The title, a blank line and the heading after it: the quote is told to write the
    run of line breaks as the source has it, as it is for one line break (a space for it
    was told with no advice)."""
    _write_citation(project, "sol-ru", quote)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    place = _place("sol-ru", "Sol на Cerebras: 750")
    assert str(error.value).endswith(f" (nearest text in the source at {place}: {difference})")


def test_a_quote_with_many_slips_tells_the_first_three(project: Path) -> None:
    """ь for ъ, no comma, a Latin 'a', 760 for 750: told in the quote's order, the last
    counted."""
    _write_citation(
        project,
        "sol-ru",
        "OpenAI обьявила что GPT-5.6 Sol на плaтформе Cerebras работает со "
        "скоростью до 760 токенов в секунду.",
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).endswith(
        ": the quote has 'ь' after 'OpenAI об' where the source has 'ъ'; the quote lacks ',' "
        "after 'обьявила'; the quote has 'a' after 'Sol на пл' where the source has 'а': U+0061 in "
        "the quote, U+0430 in the source; and 1 more difference)"
    )


def _add_desk_note(project: Path, note: str, language: str) -> None:
    """A source "desk-note" of this text, sources/100_desk.txt."""
    (project / "sources" / "100_desk.txt").write_text(note, encoding="utf-8", newline="")
    with (project / SOURCES).open("a", encoding="utf-8") as toml:
        toml.write(
            '\n[[source]]\nid = "desk-note"\npath = "100_desk.txt"\ntitle = "Desk note"\n'
            f'language = "{language}"\nsha256 = "{hashlib.sha256(note.encode()).hexdigest()}"\n'
        )


def _write_citation(project: Path, source: str, quote: str, more: str = "") -> None:
    """A claims file of one claim with one citation (``more``: its other lines), as an
    analyst starting a ledger writes it."""
    (project / "claims" / "99-new.toml").write_text(
        '[[claim]]\nid = "new"\nsubject = "GPT-5.6 Sol"\nstatement = "New."\n'
        f'status = "confirmed"\n\n[[claim.citation]]\nsource = "{source}"\n'
        f'quote = "{quote}"\n{more}',
        encoding="utf-8",
    )


@pytest.mark.parametrize(
    ("typed", "marks"),
    [
        # curly quotation marks where the source has straight ones: in the middle, at the
        # end, first, and at both ends of a term, both named in one run
        ("网络层。这种“注意力-FFN 分解", ("“",)),
        ("注意力-FFN 分解”", ("”",)),
        ('“注意力-FFN 分解\\"方法', ("“",)),
        ("这种“注意力-FFN 分解”方法", ("“", "”")),
        ("“注意力-FFN 分解”方法可将", ("“", "”")),
    ],
)
def test_curly_quotation_marks_are_named_by_their_code_points_wherever_they_stand(
    project: Path, typed: str, marks: tuple[str, ...]
) -> None:
    _write_citation(project, "sol-zh", typed)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    ours = " and ".join(map(repr, marks))
    codes = " and ".join(f"U+{ord(c):04X}" for c in marks)
    assert str(error.value).endswith(
        f"(it differs from the source only in quotation marks: it has {ours} where the "
        f"source has '\"': {codes} in the quote, U+0022 in the source)"
    )


@pytest.mark.parametrize(
    ("typed", "source_has"),
    [
        # spaces a spacing tool (pangu) puts between Chinese and digits, which the source
        # does not have; and none where this sentence of the source has them
        ("跨越 70 到 100 个晶圆级系统", "跨越70到100个晶圆级系统"),
        ("宣称的每秒750个token", "宣称的每秒 750 个 token"),
    ],
)
def test_a_quote_spaced_otherwise_beside_chinese_says_so(
    project: Path, typed: str, source_has: str
) -> None:
    _write_citation(project, "sol-zh", typed)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).endswith(
        " (it differs from the source only in the spaces beside its Chinese characters: "
        f"the source has {source_has!r})"
    )


@pytest.mark.parametrize(
    ("typed", "ours", "theirs"),
    [
        ("KV-кеш растет с увеличением длины контекста", "'растет'", "'растёт'"),
        # its beginning stands elsewhere in the source too (Подтверждено, подтверждённые),
        # which the message named as where the quote parts from it
        ("Подтвержденный прорыв: пограничный вывод", "'Подтвержденный'", "'Подтверждённый'"),
        (
            "количество слоев, архитектуру внимания или физическую топологию развертывания",
            "'слоев' and 'развертывания'",
            "'слоёв' and 'развёртывания'",
        ),
    ],
)
def test_a_quote_with_e_for_yo_names_the_words_that_differ(
    project: Path, typed: str, ours: str, theirs: str
) -> None:
    _write_citation(project, "sol-ru", typed)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).endswith(
        f" (it differs from the source only in е and ё: it has {ours} where the source "
        f"has {theirs})"
    )


@pytest.mark.parametrize(
    ("typed", "letter", "parts"),
    [
        ("KV-кеш растёт с увеличением длины контекста", "ё", "'е' and U+0308"),
        ("OpenAI и Broadcom официально представили Jalapeño", "ñ", "'n' and U+0303"),
    ],
)
def test_a_decomposed_quote_names_the_letter_composed_otherwise(
    project: Path, typed: str, letter: str, parts: str
) -> None:
    """A quote saved in Unicode's NFD (ё as е and a combining diaeresis) looks the same
    as the source's NFC text in any message that only shows both."""
    _write_citation(project, "sol-ru", unicodedata.normalize("NFD", typed))
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).endswith(
        " (it differs from the source only in how its accented letters are composed: it "
        f"writes {letter!r} as {parts}, the source as one character, "
        f"U+{ord(letter):04X}; write them as the source does)"
    )


def test_a_straight_quotation_mark_left_unescaped_in_a_quote_says_how_to_write_it(
    project: Path,
) -> None:
    """The source writes 这种"注意力-FFN 分解"方法 with straight marks, which end a TOML
    string; tomllib says only what it expected after the string."""
    _write_citation(project, "sol-zh", '这种"注意力-FFN 分解"方法')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, "claims/99-new.toml", "quote = ")
    assert str(error.value) == (
        f"claims/99-new.toml:{line}: invalid TOML: Expected newline or end of document after "
        f"a statement (at line {line}, column 13); the string of 'quote' holds a \" of its "
        "own, which ends it: write it \\\" there, or put the string in single quotes ('...'), "
        "which TOML reads as written"
    )


@pytest.mark.parametrize("occurrence", [0, -1])
def test_an_occurrence_below_one_is_told_they_count_from_one(
    project: Path, occurrence: int
) -> None:
    _write_citation(project, "sol-ru", "750 токенов в секунду", f"occurrence = {occurrence}\n")
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, "claims/99-new.toml", "occurrence = ")
    assert str(error.value) == (
        f"claims/99-new.toml:{line}: claim new, citation #1: occurrence {occurrence} asked, "
        "but occurrences count from 1: the first place the quote stands in the source is "
        "occurrence = 1"
    )


@pytest.mark.parametrize(
    ("source", "quote", "more", "cut"),
    [
        # a figure cut short reads as another: 50 of 750, and the number would count as cited
        (
            "sol-zh",
            "50个Token的速度运行",
            "",
            "starts inside the number '750' ('上以高达每秒750个Token')",
        ),
        (
            "sol-ru",
            "50 токенов в секунду",
            "occurrence = 2\n",
            "starts inside the number '750' ('ью до 750 токен')",
        ),
        ("sol-zh", "最多12", "", "ends inside the number '12.8' ('口，以及最多12.8万输出tok')"),
        (
            "sol-ru",
            "050 000 токенов",
            "",
            "starts inside the number '1 050 000' ('ном в 1 050 000 токен')",
        ),
        # in Chinese numerals, or digits and them: 万亿 of 三万亿 is a trillion, not three
        (
            "sol-zh",
            "万亿个参数",
            "",
            "starts inside the number '三万亿' ('该模型包含约三万亿个参数、跨越')",
        ),
        ("sol-zh", "亿至4万亿", "", "starts inside the number '2万亿' (' 总参数量约2万亿至4万亿')"),
        # a Russian scale word is the number's, as 亿 is: "около 150" is not 150 billion
        (
            "sol-ru",
            "Около 150",
            "",
            "ends before the scale word of the number '150 миллиардов' "
            "('Около 150 миллиардов актив')",
        ),
        (
            "sol-ru",
            "Примерно от 2 до 4",
            "",
            "ends before the scale word of the number '4 триллионов' (' 2 до 4 триллионов парам')",
        ),
    ],
)
def test_a_quote_cutting_into_a_number_is_refused(
    project: Path, source: str, quote: str, more: str, cut: str
) -> None:
    _write_citation(project, source, quote, more)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    here = next(s.path for s in read_ledger(ROOT).sources if s.id == source)
    line = _line_of(project, "claims/99-new.toml", "quote = ")
    assert str(error.value) == (
        f"claims/99-new.toml:{line}: claim new, citation #1: quote {quote!r} {cut} in "
        f"sources/{here}: quote the whole number"
    )


@pytest.mark.parametrize(
    ("note", "language", "quote", "number"),
    [  # a line break between the figure and its scale word leaves it a figure all the same
        (
            "Активных параметров около 150\nмиллиардов.\n",
            "ru",
            "Активных параметров около 150",
            "150\\nмиллиардов",
        ),
        (
            "Others say Sol has 5\r\ntrillion parameters.\n",
            "en",
            "Others say Sol has 5",
            "5\\r\\ntrillion",
        ),
    ],
)
def test_a_quote_ending_before_a_scale_word_on_the_next_line_is_refused(
    project: Path, note: str, language: str, quote: str, number: str
) -> None:
    _add_desk_note(project, note, language)
    _write_citation(project, "desk-note", quote)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert f"quote {quote!r} ends before the scale word of the number '{number}'" in str(
        error.value
    )


@pytest.mark.parametrize(
    ("note", "language", "quote"),
    [  # a number that ends its line, and a sentence on the next that opens with a scale word
        (
            "Cerebras wafers per model: 70\nThousands of engineers worked on the system.\n",
            "en",
            "Cerebras wafers per model: 70",
        ),
        (
            "Пластин Cerebras на модель: 70\nТысячи инженеров работали над системой.\n",
            "ru",
            "Пластин Cerebras на модель: 70",
        ),
        # a blank line ends the paragraph, and the number with it
        ("Others say Sol has 5\n\ntrillion parameters.\n", "en", "Others say Sol has 5"),
    ],
)
def test_a_quote_ending_with_a_number_at_the_end_of_its_line_is_no_cut(
    project: Path, note: str, language: str, quote: str
) -> None:
    """A scale word continues a number across one line break in running text, and in
    lower case ("5\ntrillion"): "Thousands" opening the next line begins a sentence."""
    _add_desk_note(project, note, language)
    _write_citation(project, "desk-note", quote)
    assert "new" in {c.id for c in read_ledger(project).claims()}


@pytest.mark.parametrize(
    "quote",
    [
        "флагманская модель семейства GPT-5.6",  # before ", принимающая": no decimal mark
        "по сравнению со стандартным доступом GPT-5.6",  # before a full stop and a new line
        "Около 150 миллиардов",  # the number with its scale word, not the unit after it
    ],
)
def test_a_quote_ending_beside_a_number_is_no_cut(project: Path, quote: str) -> None:
    """A comma or a full stop after a figure, with no digit after it, is no decimal mark."""
    _write_citation(project, "sol-ru", quote)
    assert "new" in {c.id for c in read_ledger(project).claims()}


@pytest.mark.parametrize(
    ("typed", "hint"),
    [
        # digits typed full-width, as a Chinese input method gives them: the whole run
        (
            "以高达每秒７５０个Token",
            "the quote has full-width '７５０' after '基础设施上以高达每秒' where the source has "
            "'750'",
        ),
        (
            "以高达每秒750个Ｔｏｋｅｎ",
            "the quote has full-width 'Ｔｏｋｅｎ' after '设施上以高达每秒750个' where the source "
            "has 'Token'",
        ),
        (
            "OpenAI表示,GPT-5.6 Sol",
            "the quote has ',' after 'OpenAI表示' where the source has full-width '，'",
        ),
    ],
)
def test_characters_typed_in_another_width_are_named(project: Path, typed: str, hint: str) -> None:
    """Full-width and half-width forms of one character (one under NFKC) look alike but
    differ: the message says which run of the quote is in the other width."""
    plain = unicodedata.normalize("NFKC", typed).replace(",", "，")  # as the source has it
    _edit(project, INTRO, plain, typed)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).endswith(f": {hint})"), str(error.value)


def test_a_no_break_space_is_named_by_its_code_point(project: Path) -> None:
    """A no-break space where the source has a plain one looks the same in a message: the
    message names both by code point, as other look-alikes, not as '\\xa0' and ' '."""
    _write_citation(project, "sol-ru", "со скоростью до 750\u00a0токенов в секунду")
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).endswith(": U+00A0 in the quote, U+0020 in the source)")


@pytest.mark.parametrize(
    ("cited", "quote", "found_in"),
    [
        ("sol-ru", "总参数量约2万亿至4万亿", "sources/000_ae3eb71afb28e879.txt (source sol-zh)"),
        (
            "sol-zh",
            "Примерно от 2 до 4 триллионов",
            "sources/002_b0ed4ae8ade3d96a.txt (source sol-ru)",
        ),
    ],
)
def test_a_quote_cited_under_the_wrong_source_names_the_one_that_holds_it(
    project: Path, cited: str, quote: str, found_in: str
) -> None:
    size = "claims/03-wafer-count.toml"
    other = {"sol-zh": "sol-ru", "sol-ru": "sol-zh"}[cited]
    _edit(
        project,
        size,
        f'source = "{other}"\nquote = "{quote}',
        f'source = "{cited}"\nquote = "{quote}',
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    here = next(s.path for s in read_ledger(ROOT).sources if s.id == cited)
    # not where it parts from the source it cites: it was never there
    assert str(error.value).endswith(f" not found in sources/{here}; it is in {found_in}")


@pytest.mark.parametrize(
    ("note", "quote", "language", "difference", "holder"),
    [
        # a desk note re-quoting sol-ru, its lines broken otherwise
        (
            "Питер Гостев описал основную загадку: если GPT-5.6 Sol является полноценной "
            "мультимодальной моделью,\nа не урезанной версией, она может быть слишком велика.\n",
            "полноценной мультимодальной моделью, а не урезанной версией",
            "ru",
            "nearest text in the source at 1:65: the quote has ' ' after 'моделью,' where the "
            "source breaks the line: write \\n there",
            "sources/002_b0ed4ae8ade3d96a.txt (source sol-ru)",
        ),
        # one re-quoting sol-zh, spaced by a spacing tool (pangu)
        (
            "据称模型跨越 70 到 100 个晶圆级系统。\n",
            "跨越70到100个晶圆级系统",
            "zh",
            "it differs from the source only in the spaces beside its Chinese characters: the "
            "source has '跨越 70 到 100 个晶圆级系统'",
            "sources/000_ae3eb71afb28e879.txt (source sol-zh)",
        ),
    ],
)
def test_a_quote_spaced_otherwise_in_its_source_says_so_before_the_source_that_holds_it(
    project: Path, note: str, quote: str, language: str, difference: str, holder: str
) -> None:
    """The quote was copied from the document it re-quotes: that the cited one breaks
    the line there is what to fix; citing the other instead would pass, and cite a
    document other than the one being read."""
    (project / "sources" / "100_desk.txt").write_text(note, encoding="utf-8")
    with (project / SOURCES).open("a", encoding="utf-8") as toml:
        toml.write(
            '\n[[source]]\nid = "desk-note"\npath = "100_desk.txt"\ntitle = "Desk note"\n'
            f'language = "{language}"\nsha256 = "{hashlib.sha256(note.encode()).hexdigest()}"\n'
        )
    _write_citation(project, "desk-note", quote)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).endswith(
        f" not found in sources/100_desk.txt ({difference}); as typed, it is in {holder}"
    )


def test_a_long_misquote_in_a_long_source_costs_well_under_a_second(project: Path) -> None:
    """The search for the nearest text weighs every pair of like characters (20 s for
    these 600 words of sol-ru against sol-ru written out 20 times, 440,000 characters):
    past about a second's worth the quote is told as not found, with no nearest text."""
    sol_ru = (ROOT / "sources" / "002_b0ed4ae8ade3d96a.txt").read_text(encoding="utf-8")
    quote = " ".join(sol_ru.split()[::3][:600])
    started = time.process_time()
    assert nearest_text(sol_ru * 20, quote) is None
    assert time.process_time() - started < 1
    # a quote of one sentence, one letter changed, is still told where it was copied from
    nearest = nearest_text(sol_ru * 20, "Около 150 миллиардов активнух параметров")
    assert nearest is not None and len(nearest.differences) == 1


def test_a_long_quote_not_found_is_shown_cut_with_an_ellipsis(project: Path) -> None:
    _edit(project, INTRO, "以高达每秒750个Token的速度运行。", "以高达每秒760个Token的速度运行。")
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    # "[…]": a bare "…" may be the quote's own
    assert "quote 'OpenAI表示，GPT-5.6 Sol可以在Cerebras基础设施上以高达每'[…] not found" in str(
        error.value
    )


@pytest.mark.parametrize(
    ("source", "quote", "skipped"),
    [
        (
            "sol-ru",
            "OpenAI заявила, что GPT-5.6 Sol … со скоростью до 750 токенов в секунду.",
            "between 'GPT-5.6 Sol' and 'со скоростью'",
        ),
        (
            "sol-ru",
            "OpenAI заявила, что GPT-5.6 Sol [...] Cerebras ... 750 токенов в секунду.",
            "between 'GPT-5.6 Sol' and 'Cerebras' and between 'Cerebras' and '750 токенов'",
        ),
        (
            "sol-zh",
            "OpenAI表示，GPT-5.6 Sol……以高达每秒750个Token的速度运行。",
            "between 'Sol' and '以高达每秒750个'",
        ),
    ],
)
def test_a_quote_that_leaves_out_text_with_an_ellipsis_is_told_to_cite_each_part(
    project: Path, source: str, quote: str, skipped: str
) -> None:
    """A quote is one unbroken span of its source: one whose parts around "…" ("...",
    "[...]", Chinese "……") each stand in the source is told the text it skips, not to
    take out words the source has ("the quote begins with an extra 'OpenAI said '")."""
    _write_citation(project, source, quote)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).endswith(
        f"; the quote skips text the source has {skipped}: a quote is one unbroken span of "
        "its source, so cite each part as a citation of its own"
    )


@pytest.mark.parametrize(
    ("note", "language", "quote", "hint"),
    [  # the source has an ellipsis of its own, spelled otherwise
        (
            "OpenAI plans to add... Cerebras compute to its fleet next year.\n",
            "en",
            "OpenAI plans to add… Cerebras compute",
            "the quote has '…' after 'plans to add' where the source has '...'",
        ),
        # the source skips nothing there
        (
            "OpenAI plans to add compute to its fleet next year.\n",
            "en",
            "OpenAI plans to add… compute to its fleet",
            "the quote has an extra '…' after 'plans to add'",
        ),
        (
            "OpenAI заявила, что GPT-5.6 Sol может работать на инфраструктуре Cerebras.\n",
            "ru",
            "OpenAI заявила, что GPT-5.6 Sol… может работать",
            "the quote has an extra '…' after 'GPT-5.6 Sol'",
        ),
    ],
)
def test_a_quote_whose_ellipsis_skips_no_text_is_told_the_nearest_text(
    project: Path, note: str, language: str, quote: str, hint: str
) -> None:
    """An ellipsis where the source has only white space or an ellipsis of its own
    leaves nothing out: the quote differs from the source by a mark, not by a gap."""
    _add_desk_note(project, note, language)
    _write_citation(project, "desk-note", quote)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert "skips text" not in str(error.value)
    assert hint in str(error.value)


@pytest.mark.parametrize(
    ("quote", "occurrence", "placed"),
    [
        ("750 токенов", None, "found 2 times"),  # twice is as ambiguous as eleven times
        ("750 токенов", 2, (34, 45)),
        ("750 токенов", 3, "occurrence 3 asked, but it is found 2 times"),
        ("пластин", None, (52, 59)),
        ("слоёв", None, "not found"),
    ],
)
def test_a_quote_is_placed_once_or_not_at_all(
    quote: str, occurrence: int | None, placed: tuple[int, int] | str
) -> None:
    text = "Sol выдаёт 750 токенов в секунду; 750 токенов на 70 пластин."
    assert locate(text, quote, occurrence) == placed


def test_ambiguous_quote_asks_for_an_occurrence(project: Path) -> None:
    _edit(
        project,
        INTRO,
        'quote = "GPT-5.6 Sol на Cerebras: 750 токенов в секунду"',
        'quote = "750 токенов в секунду"',
    )
    with pytest.raises(
        LedgerError,
        match=r"claim sol-speed-750, citation #2: quote '750 токенов в "
        r"секунду' found (\d+) times in sources/002_b0ed4ae8ade3d96a.txt; say which with "
        r"occurrence = 1\.\.\1 in the citation "
        r"\(at 1:26, 7:91, 13:23, 15:26, 153:176, …\)$",
    ):
        read_ledger(project)
    _edit(
        project,
        INTRO,
        'quote = "750 токенов в секунду"',
        'quote = "750 токенов в секунду"\noccurrence = 1',
    )
    claim = next(c for c in read_ledger(project).claims() if c.id == "sol-speed-750")
    assert claim.citations[1].start == read_ledger(project).sources[1].text.find("750 токенов")


@pytest.mark.parametrize(
    ("quote", "occurrence", "fix"),
    [
        (
            "GPT-5.6 Sol на Cerebras: 750 токенов в секунду",
            2,
            "asked, but it is found 1 time in sources/002_b0ed4ae8ade3d96a.txt; leave out "
            "occurrence (at 1:1)",
        ),
        (
            "750 токенов в секунду",
            12,
            "asked, but it is found 11 times in sources/002_b0ed4ae8ade3d96a.txt; say which "
            "with occurrence = 1..11 (at 1:26, 7:91, 13:23, 15:26, 153:176, …)",
        ),
    ],
)
def test_an_occurrence_past_the_quotes_places_says_where_they_are_and_what_to_write(
    project: Path, quote: str, occurrence: int, fix: str
) -> None:
    """As for a quote found several times with no occurrence: the places it is found, and
    to leave out occurrence when it is found once."""
    _edit(
        project,
        INTRO,
        'quote = "GPT-5.6 Sol на Cerebras: 750 токенов в секунду"',
        f'quote = "{quote}"\noccurrence = {occurrence}',
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).endswith(f"occurrence {occurrence} {fix}")


def test_link_to_a_missing_claim(project: Path) -> None:
    _edit(project, INTRO, 'claim = "sol-speed-750"', 'claim = "sol-speed-999"')
    with pytest.raises(LedgerError, match="assumes link to a missing claim 'sol-speed-999'"):
        read_ledger(project)


def test_source_that_is_not_utf8(project: Path) -> None:
    path = project / "sources/002_b0ed4ae8ade3d96a.txt"
    path.write_bytes(path.read_text(encoding="utf-8").encode("cp1251", errors="replace"))
    with pytest.raises(
        LedgerError, match=r"^sources/002_b0ed4ae8ade3d96a.txt:1:\d+: not UTF-8 text \(cannot"
    ) as error:
        read_ledger(project)
    assert str(error.value).endswith(
        "; source sol-ru must be stored as UTF-8; it reads as WINDOWS-1251 text: convert it "
        "with iconv -f WINDOWS-1251 -t UTF-8, then update its sha256"
    )


def _russian_lines() -> str:
    """The lines of the Russian source that hold no Chinese (its middle part is Chinese,
    which no Russian code page holds; encoded, what one lacks, such as ñ, is a ?)."""
    text = (ROOT / "sources/002_b0ed4ae8ade3d96a.txt").read_text(encoding="utf-8")
    russian = [line for line in text.splitlines() if not any("一" <= c <= "鿿" for c in line)]
    return "\n".join(russian)


@pytest.mark.parametrize(
    ("data", "language", "named"),
    [
        # the Chinese source as a Chinese Windows saves it (GBK, which GB18030 extends)
        (
            (ROOT / "sources/000_ae3eb71afb28e879.txt").read_text("utf-8").encode("gb18030"),
            "zh",
            "GB18030",
        ),
        ("Cerebras于12月2日宣布每秒700个token".encode("gbk"), "zh-Hans", "GB18030"),
        (_russian_lines().encode("cp1251", "replace"), "ru", "WINDOWS-1251"),
        (
            _russian_lines().encode("koi8_r", "replace"),
            "ru-RU",
            "KOI8-R",
        ),  # cases swapped as windows-1251
        ("A café at 750 tokens per second".encode("cp1252"), "en", "WINDOWS-1252"),
        # a word processor's quotes and dashes, no accented letter
        ("OpenAI said it’s “the fastest” — 750 tokens/s.".encode("cp1252"), "en", "WINDOWS-1252"),
        ("这是中文文本，关于模型的速度。".encode("gbk"), "en", None),
        # bytes that decode in a candidate but are not text of the language declared
        (
            (ROOT / "sources/000_ae3eb71afb28e879.txt").read_text("utf-8").encode("gb18030"),
            "ru",
            None,
        ),
        (_russian_lines().encode("cp1251", "replace"), "zh", None),
        (
            _russian_lines().encode("cp1251", "replace"),
            "en",
            None,
        ),  # Ïðèâåò: Latin, but all accented
        ("Cerebras晶圓級系統每秒750個Token".encode("big5"), "zh", None),
        # UTF-8 with one bad byte: no legacy encoding reads it
        ("每秒750个Token的速度运行".encode()[:-1] + b"\xff", "zh", None),
        (_russian_lines().encode() + b"\xff", "ru", None),
        ("Cerebras于12月2日宣布".encode("gbk"), "ja", None),  # no candidates for it
    ],
)
def test_a_legacy_encoding_is_named_only_when_it_reads_as_the_language(
    data: bytes, language: str, named: str | None
) -> None:
    assert legacy_encoding(data, language) == named


def test_a_gbk_source_says_how_to_convert_it(project: Path) -> None:
    path = project / "sources/000_ae3eb71afb28e879.txt"
    path.write_bytes(path.read_text(encoding="utf-8").encode("gb18030"))
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).startswith("sources/000_ae3eb71afb28e879.txt:1:")
    assert str(error.value).endswith(
        "source sol-zh must be stored as UTF-8; it reads as GB18030 text: convert it with "
        "iconv -f GB18030 -t UTF-8, then update its sha256"
    )


@pytest.mark.parametrize("path", [INTRO, "sources/sources.toml"])
def test_a_toml_file_may_start_with_a_bom(project: Path, path: str) -> None:
    # Windows editors (Notepad, PowerShell's UTF8 encoding) write one
    expected = read_ledger(project)
    file = project / path
    file.write_bytes(b"\xef\xbb\xbf" + file.read_bytes())
    assert read_ledger(project) == expected


def test_a_bom_in_a_toml_file_does_not_move_its_lines(project: Path) -> None:
    file = project / INTRO
    file.write_bytes(b"\xef\xbb\xbf" + file.read_bytes())
    _edit(project, INTRO, 'status = "estimate"', 'status = "rumour"')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).startswith(f"{INTRO}:{_line_of(project, INTRO, 'rumour')}: ")


def test_claim_places_read_past_a_bom_and_find_a_key(tmp_path: Path) -> None:
    # kb check and kb status place a claim's problems with it: at the key at fault
    (tmp_path / "x.toml").write_text(
        '\ufeff[[claim]]\nid = "a"\n\n[[claim]]\nid = "b"\nstatus = "estimate"\n', encoding="utf-8"
    )
    places = ClaimPlaces(tmp_path, {"a": "x.toml", "b": "x.toml"})
    assert (places.line("a"), places.line("b")) == (1, 4)
    assert places.place("b", ("status",)) == Place("x.toml", 6)
    assert places.place("a", ("status",)) == Place("x.toml", 1)  # no such key: its table


def test_a_source_text_keeps_its_bom(project: Path) -> None:
    # citation offsets count every character of a source, a BOM too
    for source in read_ledger(project).sources:
        file = project / "sources" / source.path
        file.write_bytes(b"\xef\xbb\xbf" + file.read_bytes())
    with pytest.raises(LedgerError, match="has sha256"):
        read_ledger(project)


SOURCES = "sources/sources.toml"


def test_published_may_be_a_toml_date(project: Path, tmp_path: Path) -> None:
    _edit(project, SOURCES, 'language = "zh"\n', 'language = "zh"\npublished = 2026-12-01\n')
    ledger = read_ledger(project)
    assert ledger.sources[0].published == "2026-12-01"
    write_ledger(ledger, tmp_path / "out")
    assert 'published = "2026-12-01"' in (tmp_path / "out" / SOURCES).read_text(encoding="utf-8")
    assert read_ledger(tmp_path / "out").sources == ledger.sources


@pytest.mark.parametrize("published", ['"2026"', '"2026-12"', '"2026-12-01"'])
def test_published_may_be_a_year_a_month_or_a_day(project: Path, published: str) -> None:
    _edit(project, SOURCES, 'language = "zh"\n', f'language = "zh"\npublished = {published}\n')
    assert read_ledger(project).sources[0].published == published.strip('"')


@pytest.mark.parametrize(
    "published", ['"1 December 2026"', '"2026-13"', '"2026-02-30"', "2026-12-01T10:00:00Z", "3"]
)
def test_published_that_is_no_iso_date_is_refused(project: Path, published: str) -> None:
    _edit(project, SOURCES, 'language = "zh"\n', f'language = "zh"\npublished = {published}\n')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, SOURCES, "published = ")
    assert str(error.value).startswith(
        f"{SOURCES}:{line}: source sol-zh: 'published' must be a date: 2026-12-01, 2026-12 or 2026"
    )


@pytest.mark.parametrize("language", ["en", "zh-Hans", "pt-BR", "sr-Latn-RS", "yue"])
def test_language_is_a_bcp47_code(project: Path, language: str) -> None:
    _edit(project, SOURCES, 'language = "zh"', f'language = "{language}"')
    assert read_ledger(project).sources[0].language == language


@pytest.mark.parametrize("language", ["russian", "Chinese", "zh-", "r", "en_"])
def test_a_language_name_is_refused(project: Path, language: str) -> None:
    _edit(project, SOURCES, 'language = "ru"', f'language = "{language}"')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, SOURCES, f'language = "{language}"')
    assert str(error.value) == (
        f"{SOURCES}:{line}: source sol-ru: language {language!r} is not a language code: "
        "write a BCP 47 tag such as zh, ru, en or zh-Hans"
    )


@pytest.mark.parametrize(
    ("language", "meant"), [("cn", "zh"), ("CN", "zh"), ("cn-Hans", "zh-Hans"), ("ua", "uk")]
)
def test_a_country_code_for_a_language_gets_the_language_code(
    project: Path, language: str, meant: str
) -> None:
    _edit(project, SOURCES, 'language = "zh"', f'language = "{language}"')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, SOURCES, f'language = "{language}"')
    assert str(error.value) == (
        f"{SOURCES}:{line}: source sol-zh: language {language!r} names a country, not a "
        f"language: write {meant!r}"
    )


@pytest.mark.parametrize(
    ("language", "canonical"),
    [("RU", "ru"), ("Ru-latn", "ru-Latn"), ("ZH-HANS-cn", "zh-Hans-CN"), ("en-X-Sol", "en-x-sol")],
)
def test_a_language_in_any_case_is_read_in_its_canonical_case(
    project: Path, language: str, canonical: str
) -> None:
    """BCP 47 tags mean the same in any case (RFC 5646 2.1.1): the ledger holds the case
    the RFC recommends, and the file keeps the tag as typed."""
    _edit(project, SOURCES, 'language = "ru"', f'language = "{language}"')
    typed = (project / SOURCES).read_bytes()
    assert read_ledger(project).sources[1].language == canonical
    assert (project / SOURCES).read_bytes() == typed


@pytest.mark.parametrize(
    ("language", "meant"), [("en_US", "en-US"), ("zh_CN", "zh-CN"), ("zh_hans", "zh-Hans")]
)
def test_a_language_with_underscores_is_told_the_tag_with_dashes(
    project: Path, language: str, meant: str
) -> None:
    _edit(project, SOURCES, 'language = "ru"', f'language = "{language}"')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).endswith(
        f"language {language!r} is not a language code: write {meant!r} (a BCP 47 tag joins "
        "its parts with '-')"
    )


ZH_SHA256 = "f5c11d303c648f8a2a0a7436851518790c69cb075242eda90073907435e49ecb"
RU_SHA256 = "0e4f087126ba24cf5819d261261c6e83b13f5c3ce6aaf626c465c071318ddf4f"


def test_a_sources_errors_are_each_named_in_one_run_and_it_is_kept(project: Path) -> None:
    """A country for a language left the source out at that error: its bad date, sha256
    and misspelt key were named only on the next runs, one a run, and the quotes citing
    it went unchecked. Each key is checked on its own, and the source, its id and file
    read, is kept: a drifted quote citing it is named in the same run, and no citation
    of it is an unknown source."""
    _edit(project, SOURCES, 'language = "zh"\n', 'language = "cn"\npublished = "1 Dec 2026"\n')
    _edit(project, SOURCES, ZH_SHA256, ZH_SHA256[:-1])
    _edit(project, SOURCES, 'path = "000_', 'publsher = "Sohu"\npath = "000_')
    _edit(project, INTRO, "从单纯的能力转向", "从能力转向")
    with pytest.raises(LedgerErrors) as errors:
        read_ledger(project)
    told = [(str(e.place), e.detail.split(" (")[0].split(";")[0]) for e in errors.value.errors]
    quote = "GPT-5.6 Sol正在将关于前沿模型的讨论从能力转向同样重要的方面：响应速度"
    assert told == [
        (
            f"{SOURCES}:{_line_of(project, SOURCES, 'publsher')}",
            "source sol-zh: unknown key 'publsher'",
        ),
        (
            f"{SOURCES}:{_line_of(project, SOURCES, 'language = ')}",
            "source sol-zh: language 'cn' names a country, not a language: write 'zh'",
        ),
        (
            f"{SOURCES}:{_line_of(project, SOURCES, 'published')}",
            "source sol-zh: 'published' must be a date: 2026-12-01, 2026-12 or 2026",
        ),
        (
            f"{SOURCES}:{_line_of(project, SOURCES, ZH_SHA256[:-1])}",
            "source sol-zh: sha256 must be 64 hexadecimal digits, got 63",
        ),
        (
            f"{INTRO}:{_line_of(project, INTRO, '从能力转向')}",
            f"claim sol-shifts-focus-to-speed, citation #1: quote '{quote}'[…] not found in "
            "sources/000_ae3eb71afb28e879.txt",
        ),
    ]
    assert "unknown key 'publsher'; did you mean 'publisher' or" in errors.value.errors[0].detail


def test_a_source_whose_file_is_not_read_is_left_out_with_its_other_errors_named(
    project: Path,
) -> None:
    # its language is named with its missing file; its citations are not unknown sources
    _edit(project, SOURCES, "002_b0ed4ae8ade3d96a.txt", "002_missing.txt")
    _edit(project, SOURCES, 'language = "ru"', 'language = "Russian"')
    with pytest.raises(LedgerErrors) as errors:
        read_ledger(project)
    assert [e.detail.partition(" (")[0] for e in errors.value.errors] == [
        "source sol-ru: cannot read sources/002_missing.txt",
        "source sol-ru: language 'Russian' is not a language code: write a BCP 47 tag such as "
        "zh, ru, en or zh-Hans",
    ]


def test_an_upper_case_sha256_is_accepted(project: Path) -> None:
    # what Windows' Get-FileHash prints; stored in lower case, as kb check computes it
    _edit(project, SOURCES, ZH_SHA256, ZH_SHA256.upper())
    assert read_ledger(project).sources[0].sha256 == ZH_SHA256


@pytest.mark.parametrize(
    ("written", "got"),
    [(ZH_SHA256[:12], "got 12"), (ZH_SHA256[:-1] + "g", "'g' is not one"), ("", "got 0")],
)
def test_a_sha256_that_is_no_hash_is_refused_as_such(project: Path, written: str, got: str) -> None:
    _edit(project, SOURCES, ZH_SHA256, written)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, SOURCES, f'sha256 = "{written}"')
    assert str(error.value) == (
        f"{SOURCES}:{line}: source sol-zh: sha256 must be 64 hexadecimal digits, {got}"
    )


def test_a_differing_sha256_does_not_assert_that_the_file_changed(project: Path) -> None:
    wrong = ZH_SHA256[:-1] + "0"
    _edit(project, SOURCES, ZH_SHA256, wrong)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, SOURCES, f'sha256 = "{wrong}"')
    assert str(error.value) == (
        f"{SOURCES}:{line}: source sol-zh: sources/000_ae3eb71afb28e879.txt has sha256 "
        f"{ZH_SHA256}, the ledger says {wrong}; if the file changed, review its citations, "
        "then update sha256; otherwise correct the sha256"
    )


def test_changed_source_is_reported_not_reanchored(project: Path) -> None:
    path = project / "sources/000_ae3eb71afb28e879.txt"
    path.write_text(path.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    with pytest.raises(LedgerError, match="if the file changed, review its citations"):
        read_ledger(project)


def test_a_changed_source_tells_each_quote_it_broke_before_its_sha256_is_updated(
    project: Path,
) -> None:
    """ "Review its citations, then update sha256": the citations to review are told while
    the sha256 still differs, each at its line, with its claim and the text nearest to it,
    as they are once it is updated; those the file still holds, at other offsets, are
    not. Only the sha256 error was told, and the quotes it broke only after updating it."""
    _edit(
        project, "sources/002_b0ed4ae8ade3d96a.txt", "Около 150 миллиардов", "Около 170 миллиардов"
    )
    _edit(project, "sources/000_ae3eb71afb28e879.txt", "激活参数量约1500亿", "激活参数量约1700亿")
    _edit(project, "sources/000_ae3eb71afb28e879.txt", "OpenAI表示，", "据报道，OpenAI表示，")
    with pytest.raises(LedgerErrors) as error:
        read_ledger(project)
    wafers = "claims/03-wafer-count.toml"
    zh, ru = _line_of(project, wafers, "约1500亿"), _line_of(project, wafers, "Около 150")
    told = [(str(e.place), e.claim, e.detail) for e in error.value.errors]
    assert [(where, claim) for where, claim, _ in told] == [
        (f"{SOURCES}:{_line_of(project, SOURCES, ZH_SHA256)}", None),
        (f"{SOURCES}:{_line_of(project, SOURCES, RU_SHA256)}", None),
        (f"{wafers}:{zh}", "goodson-active-150b"),
        (f"{wafers}:{ru}", "goodson-active-150b"),
    ]
    assert "if the file changed, review its citations, then update sha256" in told[0][2]
    assert told[2][2].endswith(
        "the quote has '5' after '的激活参数量约1' where the source has '7')"
    )
    assert told[3][2].endswith("the quote has '5' after 'Около 1' where the source has '7')")


def test_unknown_key_is_an_error_not_silently_dropped(project: Path) -> None:
    _edit(project, INTRO, 'status = "confirmed"\n', 'status = "confirmed"\nconfidence = 3\n')
    with pytest.raises(LedgerError, match="claim sol-speed-750: unknown key 'confidence'"):
        read_ledger(project)


def test_every_unknown_key_is_named_at_its_line_in_the_files_order(project: Path) -> None:
    """A curator who wrote offsets by hand (start, then end) was told of one of them
    alone; one run names every error."""
    quote = '基础设施上以高达每秒750个Token的速度运行。"\n'
    _edit(project, INTRO, quote, f"{quote}start = 48\nend = 104\n")
    line = _line_of(project, INTRO, "start = 48")
    with pytest.raises(LedgerErrors) as error:
        read_ledger(project)
    offsets = (
        "kb finds a quote's offsets from its text: leave it out (occurrence = N says which "
        "place, when the quote stands in several)"
    )
    assert [str(e) for e in error.value.errors] == [
        f"{INTRO}:{line}: claim sol-speed-750, citation #1: unknown key 'start': {offsets}",
        f"{INTRO}:{line + 1}: claim sol-speed-750, citation #1: unknown key 'end': {offsets}",
    ]


def test_offsets_written_in_an_ignore_span_are_told_kb_finds_them(project: Path) -> None:
    """An [[ignore]] with the start and end that kb export --format json gives a span was
    told "unknown key 'end' (allowed: occurrence, quote, reason, source)": not that kb
    finds them; a key of another name is still offered the one it may mean."""
    ledger = project / "claims" / "90-ignore.toml"
    ledger.write_text(
        '[[ignore]]\nsource = "sol-zh"\nquote = "为什么每秒750个Token很重要"\nend = 384\n'
        'reason = "section heading"\nreasn = "x"\n',
        encoding="utf-8",
    )
    with pytest.raises(LedgerErrors) as error:
        read_ledger(project)
    told = [str(e) for e in error.value.errors]
    assert told[0] == (
        "claims/90-ignore.toml:4: ignore #1: unknown key 'end': kb finds a quote's offsets "
        "from its text: leave it out (occurrence = N says which place, when the quote "
        "stands in several)"
    )
    assert told[1].startswith("claims/90-ignore.toml:6: ignore #1: unknown key 'reasn'; did you")


def test_unknown_agent_is_an_error(project: Path) -> None:
    _edit(project, INTRO, 'attributed_to = ["Caleb Shepherd"]', 'attributed_to = ["Caleb"]')
    with pytest.raises(LedgerError, match="unknown agent 'Caleb'"):
        read_ledger(project)


def test_unknown_agent_names_its_attributed_to_line(project: Path) -> None:
    _edit(
        project,
        INTRO,
        'attributed_to = ["OpenAI"]',
        'attributed_to = [\n  "the article",\n  "Open",\n]',
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, INTRO, '"Open",')  # the entry's own line, not [[claim]]'s
    assert str(error.value).startswith(f"{INTRO}:{line}: claim sol-speed-750: unknown agent 'Open'")


def test_link_to_a_missing_claim_names_the_links_claim_line(project: Path) -> None:
    _edit(project, INTRO, 'claim = "sol-speed-750"', 'claim = "sol-speed-999"')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, INTRO, 'claim = "sol-speed-999"')
    assert str(error.value) == (
        f"{INTRO}:{line}: claim speed-removes-pauses: assumes link to a missing claim "
        "'sol-speed-999'; did you mean 'sol-speed-750'?"
    )


def test_a_misspelt_basis_id_is_reported_not_the_formula_input_it_leaves_unknown(
    project: Path,
) -> None:
    """A fact-checker transposes two parts of a derived-from link's claim id; the formula
    still names the claim meant. The cause is the link (with the id it probably meant),
    not the formula's input, which only that link leaves unknown."""
    old = 'claim = "goodson-params-2t-4t"\nformula'
    _edit(project, DERIVATION, old, old.replace("2t-4t", "4t-2t"))
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, DERIVATION, 'claim = "goodson-params-4t-2t"')
    assert str(error.value) == (
        f"{DERIVATION}:{line}: claim sol-wafers-fp8-from-goodson: derived-from link to a missing "
        "claim "
        "'goodson-params-4t-2t'; did you mean 'goodson-params-2t-4t'?"
    )


def test_a_formula_input_no_link_gives_is_reported_with_the_claims_other_errors(
    project: Path,
) -> None:
    # its links all name claims that exist: the formula's unknown input is the error, and
    # the claim is read on, so its unknown agent is named in the same run
    _edit(
        project, DERIVATION, 'formula = "goodson_params_2t_4t *', 'formula = "goodson_params_4t *'
    )
    own = '["claim-kb reviewers"]\nvalue = "45.45'
    _edit(project, DERIVATION, own, own.replace("reviewers", "reviewer"))
    with pytest.raises(LedgerErrors) as errors:
        read_ledger(project)
    assert [e.detail.split(": ", 1)[1][:40] for e in errors.value.errors] == [
        "unknown agent 'claim-kb reviewer'; did y",
        "formula names unknown input 'goodson_par",
    ]


MODEL_SIZE = "claims/02-model-size.toml"
# Faults a person makes editing the ledger by hand, in three files and two languages:
# a word of a Chinese quote and of a Russian one changed, a status misspelt, an agent
# unknown.
FAULTS = [
    (MODEL_SIZE, "速度宣称立即引发了", "速度宣称立刻引发了"),
    (MODEL_SIZE, "Заявление о скорости сразу породило", "Заявление о скорости сразу вызвало"),
    (INTRO, 'status = "estimate"', 'status = "estimated"'),
    (INTRO, 'attributed_to = ["OpenAI"]', 'attributed_to = ["OpenAl"]'),
]


def test_every_error_of_the_ledger_is_named_in_one_run(project: Path, tmp_path: Path) -> None:
    alone = []  # each fault's error, read in a ledger that has only it
    for n, fault in enumerate(FAULTS):
        copy = shutil.copytree(project, tmp_path / f"alone-{n}")
        _edit(copy, *fault)
        with pytest.raises(LedgerError) as error:
            read_ledger(copy)
        assert not isinstance(error.value, LedgerErrors)
        alone.append(str(error.value))
    for fault in FAULTS:
        _edit(project, *fault)
    with pytest.raises(LedgerErrors) as errors:
        read_ledger(project)
    # the same errors, by file and line, however they were found (an unknown agent is
    # found after every file is read)
    assert [str(e) for e in errors.value.errors] == sorted(
        alone, key=lambda e: (e.split(":")[0], int(e.split(":")[1]))
    )
    assert [str(e).split(":")[0] for e in errors.value.errors] == [INTRO] * 2 + [MODEL_SIZE] * 2
    # as one message (a warning, another error's reason): the first, and how many more
    assert str(errors.value) == f"{errors.value.errors[0]} (and 3 more errors in the ledger)"


def test_a_claims_unknown_status_does_not_hide_its_other_errors(project: Path) -> None:
    """A new claim written with three slips (a status, an agent, a quote) gets all three
    named in one run, not one per run."""
    _edit(project, INTRO, 'status = "confirmed"', 'status = "confimed"')
    _edit(project, INTRO, 'attributed_to = ["OpenAI"]', 'attributed_to = ["OpenAl"]')
    _edit(project, INTRO, "以高达每秒750个Token的速度运行", "以高达每秒７５０个Token的速度运行")
    with pytest.raises(LedgerErrors) as errors:
        read_ledger(project)
    found = [e.detail.split(": ", 1)[1] for e in errors.value.errors]
    assert [text.split(" '")[0] for text in found] == ["unknown status", "unknown agent", "quote"]


def test_a_claims_unknown_key_does_not_hide_its_other_errors(project: Path) -> None:
    """A misspelt key ('staus') left the whole claim out: its unknown agent and drifted
    quote went unnamed, and, a claim being left out, so did a link to a missing claim
    anywhere in the ledger. Each unknown key is named at its line, and the required key
    one leaves missing at the claim's [[claim]]; the claim is read on and kept, so the
    links to it are not missing claims, and the misspelt link elsewhere is named."""
    _edit(project, INTRO, 'status = "estimate"\n', 'staus = "estimate"\nqoute = "三万亿"\n')
    _edit(project, INTRO, '"SemiAnalysis tokenomics model"]', '"SemiAnalysis tokenomic model"]')
    _edit(project, INTRO, "关于该模型包含约三万亿个参数", "关于该模型包含约五万亿个参数")
    wafers = "claims/04-one-wafer-per-layer.toml"
    _edit(project, wafers, 'claim = "sol-params-3t"', 'claim = "sol-params-3tt"')
    with pytest.raises(LedgerErrors) as errors:
        read_ledger(project)
    claim = _line_of(project, INTRO, 'id = "sol-params-3t"') - 1
    assert [str(e).partition(";")[0].partition(" (")[0] for e in errors.value.errors] == [
        f"{INTRO}:{claim}: claim sol-params-3t: missing 'status'",
        f"{INTRO}:{claim + 4}: claim sol-params-3t: unknown key 'staus'",
        f"{INTRO}:{claim + 5}: claim sol-params-3t: unknown key 'qoute'",
        f"{INTRO}:{claim + 6}: claim sol-params-3t: unknown agent 'SemiAnalysis tokenomic model'",
        f"{INTRO}:{_line_of(project, INTRO, '五万亿')}: claim sol-params-3t, citation #1: quote "
        "'关于该模型包含约五万亿个参数' not found in sources/000_ae3eb71afb28e879.txt",
        f"{wafers}:{_line_of(project, wafers, '3tt')}: claim tokenomics-wafers-70: derived-from "
        "link to a missing claim 'sol-params-3tt'",
    ]
    assert "unknown key 'staus'; did you mean 'status'?" in str(errors.value.errors[1])


def test_an_unknown_key_in_a_link_or_history_entry_does_not_hide_the_claims_other_errors(
    project: Path,
) -> None:
    """A misspelt key in a [[claim.link]] ('ntoe') or an extra one in a [[claim.history]]
    left the rest of the claim unread and the claim out: its link to a missing claim, and
    any in the ledger, went unnamed. Each unknown key is named at its line, the link and
    the entry are read without it, and the claim is kept."""
    sizes = "claims/02-model-size.toml"
    _edit(
        project,
        sizes,
        'note = "7e11..9e11 lies below Goodson',
        'ntoe = "7e11..9e11 lies below Goodson',
    )
    _edit(
        project,
        sizes,
        'claim = "sol-params-3t"\nnote = "7e11',
        'claim = "sol-params-3tt"\nnote = "7e11',
    )
    _edit(project, sizes, 'several times larger."\n', 'several times larger."\nreason_ru = "…"\n')
    with pytest.raises(LedgerErrors) as errors:
        read_ledger(project)
    claim = "claim caption-gostev-700-900b"
    assert [(e.place.line, e.detail.partition(" (allowed")[0]) for e in errors.value.errors] == [
        (
            _line_of(project, sizes, "ntoe = "),
            f"{claim}, link #1: unknown key 'ntoe'; did you mean 'note'?",
        ),
        (
            _line_of(project, sizes, "sol-params-3tt"),
            f"{claim}: contradicts link to a missing claim 'sol-params-3tt'; did you mean "
            "'sol-params-3t'?",
        ),
        (
            _line_of(project, sizes, "reason_ru"),
            f"{claim}, history #1: unknown key 'reason_ru'; did you mean 'reason'?",
        ),
    ]


def test_a_claim_left_out_for_its_error_does_not_move_the_lines_of_those_after_it(
    project: Path,
) -> None:
    # the file's first claim is left out (a unit without a value): an unknown agent and
    # a duplicate id further down are still named at their own lines, not at those of
    # the claim before them
    _edit(
        project,
        INTRO,
        'attributed_to = ["the article"]',
        'attributed_to = ["the article"]\nunit = "token/s"',
    )
    _edit(project, INTRO, 'attributed_to = ["OpenAI"]', 'attributed_to = ["OpenAl"]')
    _edit(project, INTRO, 'id = "speed-shortens-agent-waits"', 'id = "speed-removes-pauses"')
    with pytest.raises(LedgerErrors) as errors:
        read_ledger(project)
    lines = (project / INTRO).read_text(encoding="utf-8").splitlines()
    named = [(lines[e.place.line - 1], e.detail) for e in errors.value.errors]
    assert [(line, detail.split(";")[0].split(" (")[0]) for line, detail in named] == [
        ('unit = "token/s"', "claim sol-shifts-focus-to-speed: 'unit' given without a 'value'"),
        ('attributed_to = ["OpenAl"]', "claim sol-speed-750: unknown agent 'OpenAl'"),
        ('id = "speed-removes-pauses"', named[2][1].split(";")[0]),
    ]
    first = _line_of(project, INTRO, 'id = "speed-removes-pauses"')
    second = errors.value.errors[2].place
    assert named[2][1] == (
        f"claim id 'speed-removes-pauses' declared twice: {INTRO}:{first} and {second}"
        f"{_BOTH_LEFT_OUT}"
    )


def test_a_record_left_out_for_its_error_is_not_reported_again_by_what_names_it(
    project: Path,
) -> None:
    # an id with a Cyrillic letter leaves the Russian source out: its dozens of
    # citations are not each an unknown source; and its claim out: the links to it are
    # not each a missing claim
    _edit(project, "sources/sources.toml", 'id = "sol-ru"', 'id = "sol-r\u0443"')
    _edit(project, INTRO, 'id = "sol-speed-750"', 'id = "sol-sp\u0435ed-750"')
    with pytest.raises(LedgerErrors) as errors:
        read_ledger(project)
    assert [e.detail.split(":")[0] for e in errors.value.errors] == [
        "source sol-r\u0443",  # the source list is read first, and named first
        "claim sol-sp\u0435ed-750",
    ]
    assert errors.value.errors[0].place.path == "sources/sources.toml"


def test_errors_come_in_the_order_their_files_are_read_from_any_folder(project: Path) -> None:
    # from sources/, the claims files are named by absolute path, the source list by its
    # name alone: the order is still the reading order, the source list first
    _edit(project, "sources/sources.toml", 'language = "ru"', 'language = "Russian"')
    _edit(project, INTRO, 'status = "estimate"', 'status = "estimated"')
    with pytest.raises(LedgerErrors) as errors:
        read_ledger(project, cwd=project / "sources")
    assert [str(e).split(":")[0] for e in errors.value.errors] == [
        "sources.toml",
        str(project / INTRO),
    ]
    # a claims folder that is not there is reported with the rest, not alone
    shutil.rmtree(project / "claims")
    with pytest.raises(LedgerErrors) as errors:
        read_ledger(project)
    assert [(e.place and e.place.path, e.detail.split(":")[0]) for e in errors.value.errors] == [
        (str(project / "claims"), "no such file or folder"),
        ("sources/sources.toml", "source sol-ru"),
    ]


def test_a_misspelled_nested_table_names_its_own_line(project: Path) -> None:
    _edit(project, INTRO, "[[claim.link]]", "[[claim.links]]")
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, INTRO, "[[claim.links]]")
    assert str(error.value).startswith(
        f"{INTRO}:{line}: claim speed-removes-pauses: unknown key 'links'"
    )


@pytest.mark.parametrize(
    ("path", "old", "new", "message"),
    [
        (INTRO, 'relation = "supports"', 'relation = "backs"', "link #1: unknown relation 'backs'"),
        (INTRO, 'at = "2026-11-30T00:00:00Z"', 'at = "2026-11-30"', "history #1: 'at' must be"),
        (INTRO, 'id = "speed-shortens-agent-waits"', 'id = "sol-speed-750"', "declared twice"),
        (
            DERIVATION,
            'formula = "goodson_params_2t_4t *',
            'formula = "goodson.params *',
            "link #1: formula 'goodson.params *",
        ),
    ],
)
def test_other_errors_name_the_line_of_their_key(
    project: Path, path: str, old: str, new: str, message: str
) -> None:
    _edit(project, path, old, new)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    lines = (project / path).read_text(encoding="utf-8").splitlines()
    line = max(n for n, text in enumerate(lines, start=1) if text.startswith(new))
    assert str(error.value).startswith(f"{path}:{line}: ") and message in str(error.value)


def test_a_value_without_a_unit_imports_exports_and_round_trips(
    project: Path, engine: Engine, tmp_path: Path
) -> None:
    # a number that counts a thing no unit names ("1,000 complaints"): kb audit backs such
    # a number with claims without a unit only (kb.audit.counts_a_thing)
    _edit(project, INTRO, 'value = "750"\nunit = "token/s"\n', 'value = "750"\n')
    ledger = read_ledger(project)
    claim = next(c for c in ledger.claims() if c.id == "sol-speed-750")
    assert (claim.low, claim.high, claim.unit) == (750.0, 750.0, None)
    write_ledger(ledger, tmp_path / "out")
    assert _ledger_bytes(tmp_path / "out") == _ledger_bytes(project)
    with transaction(engine) as session:
        import_ledger(session=session, root=project)
    with transaction(engine) as session:
        assert dump_ledger(session=session) == ledger
        exported = export_json(session=session)
    value = next(c["value"] for c in exported["claims"] if c["id"] == "sol-speed-750")
    assert value == {"low": 750.0, "high": 750.0, "unit": None}


KIMI = "claims/07-kimi-precedent.toml"


def test_a_claim_may_be_stated_in_kw(project: Path) -> None:
    _edit(project, KIMI, 'value = "750"\nunit = "MW"\n', 'value = "750000"\nunit = "kW"\n')
    claim = next(c for c in read_ledger(project).claims() if c.id == "openai-cerebras-750mw")
    assert (claim.low, claim.unit) == (750_000.0, "kW")


@pytest.mark.parametrize(
    ("value", "unit", "hint"),
    [
        ("25", "kilowatt", 'write value = "25", unit = "kW"'),
        ("25000", "watts", 'write value = "25000", unit = "W"'),
        ("70..100", "milliseconds", 'write value = "70..100", unit = "ms"'),
        ("1", "hp", 'write value = "745.6998716", unit = "W"'),  # ten digits, not seventeen
        ("1", "fortnight", 'write value = "336", unit = "h"'),  # not 0.459959 month
        ("44", "MB/min", 'write value = "733.3333333", unit = "kB/s"'),
        ("2", "gibibyte", 'write value = "2", unit = "GiB"'),  # a binary size keeps its own
        ("2", "Gibit", 'write value = "256", unit = "MiB"'),  # binary stays binary
        ("44", "megabytes per second", 'write value = "44", unit = "MB/s"'),  # decimal too
        ("44", "megabyte/second", 'write value = "44", unit = "MB/s"'),
        ("750", "tok/s", 'write value = "750", unit = "token/s"'),  # a word kb audit reads
        # a scale word before such a word, as the sources write a figure (тремя
        # триллионами параметров, 3万亿参数)
        ("3", "trillion parameters", 'write value = "3e12", unit = "parameter"'),
        ("2..4", "billion parameter", 'write value = "2e9..4e9", unit = "parameter"'),
        ("3", "триллионами параметров", 'write value = "3e12", unit = "parameter"'),
        ("2..4", "万亿参数", 'write value = "2e12..4e12", unit = "parameter"'),
        ("1.5", "тысячи токенов в секунду", 'write value = "1500", unit = "token/s"'),
        ("0.75", "thousand MW", 'write value = "750", unit = "MW"'),
    ],
)
def test_a_unit_that_is_not_canonical_says_what_to_write(
    project: Path, value: str, unit: str, hint: str
) -> None:
    _edit(project, KIMI, 'value = "750"\nunit = "MW"\n', f'value = "{value}"\nunit = "{unit}"\n')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, KIMI, f'unit = "{unit}"')
    assert str(error.value).startswith(
        f"{KIMI}:{line}: claim openai-cerebras-750mw: unit {unit!r} is not canonical: {hint} ("
    )


@pytest.mark.parametrize(("unit", "meant"), [("gw", "GW"), ("usd", "USD"), ("Token/s", "token/s")])
def test_a_unit_in_another_case_gets_the_canonical_one(
    project: Path, unit: str, meant: str
) -> None:
    _edit(project, KIMI, 'unit = "MW"\n', f'unit = "{unit}"\n')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert f"unit {unit!r} is not canonical; did you mean {meant!r}? (allowed: " in str(error.value)


def test_a_power_in_lower_case_is_read_as_a_page_s_mw_is(project: Path) -> None:
    """mw is a megawatt, as kb audit reads "900 mw" on a page (only mW is a milliwatt)."""
    _edit(project, KIMI, 'unit = "MW"\n', 'unit = "mw"\n')
    with pytest.raises(LedgerError, match='write value = "750", unit = "MW"'):
        read_ledger(project)


@pytest.mark.parametrize("unit", ["mwh", "MWH", "Mwh"])
def test_an_energy_in_another_case_is_read_as_a_page_s_mwh_is(project: Path, unit: str) -> None:
    """mwh is a megawatt-hour, as kb audit reads "900 mwh" on a page (only mWh is a
    milliwatt-hour): it was offered both."""
    _edit(project, KIMI, 'unit = "MW"\n', f'unit = "{unit}"\n')
    with pytest.raises(LedgerError, match=f"'{unit}' is not canonical; did you mean 'MWh'\\? "):
        read_ledger(project)


def test_a_claim_may_be_stated_in_mwh(project: Path) -> None:
    _edit(project, KIMI, 'unit = "MW"\n', 'unit = "mWh"\n')
    claim = next(c for c in read_ledger(project).claims() if c.id == "openai-cerebras-750mw")
    assert (claim.low, claim.unit) == (750.0, "mWh")


@pytest.mark.parametrize(
    "unit",
    [
        "mAh",
        "Ah",
        "Hz",
        "kHz",
        "MHz",
        "GHz",
        "inch",
        "nit",
        "MP",
        "bit/s",
        "kbit/s",
        "Gbit/s",
        "Tbit/s",
        "kB/s",
        "MB/s",
        "bp",
        "V",
        "mV",
        "kV",
        "L",
        "mL",
        "m³",
        "µL",
        "gal",
        "A",
        "mA",
        "µA",
        "kA",
        "µg",
        "kB",
    ],
)
def test_a_claim_may_be_stated_in_a_spec_sheet_s_unit(project: Path, unit: str) -> None:
    """A 5500 mAh battery, a 144 Hz or 6.8-inch screen, a 200 MP camera were refused a
    unit, and stored without one, any bare 5500's, 144's, 6.8's or 200's; so were a 3.2
    Tbit/s backbone, a 56 kbit/s modem, a 9600 bit/s serial line, an SSD's 500 MB/s, a
    download's 500 kB/s, a cut of 180 bp, a core's 0.9 V and a tank's 50 L; so were a
    sample's 20 µL, a data centre's gallons of water, a charger's 2 A or 500 mA, a
    cache's 512 kB, a sensor's 5 µA, a breaker's 6 kA and a dose's 100 µg."""
    _edit(project, KIMI, 'unit = "MW"\n', f'unit = "{unit}"\n')
    claim = next(c for c in read_ledger(project).claims() if c.id == "openai-cerebras-750mw")
    assert (claim.low, claim.unit) == (750.0, unit)


@pytest.mark.parametrize(
    ("unit", "hint"),
    [
        ("mah", "did you mean 'mAh'?"),
        ("mA·h", 'write value = "750", unit = "mAh"'),
        ("milliampere_hour", 'write value = "750", unit = "mAh"'),
        ("megahertz", 'write value = "750", unit = "MHz"'),
        ("ghz", "did you mean 'GHz'?"),
        ("inches", 'write value = "750", unit = "inch"'),
        ("in", 'write value = "750", unit = "inch"'),
        ("nits", 'write value = "750", unit = "nit"'),
        # a megapixel, not pint's megapoise ("MP"): a camera's 200 MP, or its 2e8 pixels
        ("megapixel", 'write value = "750", unit = "MP"'),
        ("pixel", 'write value = "0.00075", unit = "MP"'),
        ("mp", "did you mean 'MP'?"),
        # a link's rate in bits (pint's Gbps is a gigabaud), a central bank's basis points
        ("Gbps", 'write value = "750", unit = "Gbit/s"'),
        ("gigabit/second", 'write value = "750", unit = "Gbit/s"'),
        ("kbps", 'write value = "750", unit = "kbit/s"'),
        ("bit/second", 'write value = "750", unit = "bit/s"'),
        ("basis_point", 'write value = "750", unit = "bp"'),
        ("kilometer", 'write value = "750", unit = "km"'),
        ("kilometer ** 2", 'write value = "750", unit = "km²"'),
        ("mm^2", 'write value = "750", unit = "mm²"'),
        # an American page's units in themselves: a mile, a mile an hour, a square foot
        ("miles", 'write value = "750", unit = "mi"'),
        ("mph", 'write value = "750", unit = "mi/h"'),
        ("sq_ft", 'write value = "750", unit = "ft²"'),
        ("furlong", 'write value = "150.8763018", unit = "km"'),
        ("hectare", 'write value = "7.5", unit = "km²"'),
        ("kilogram", 'write value = "750", unit = "kg"'),
        ("tonne", 'write value = "750", unit = "t"'),
        ("kilometer/hour", 'write value = "750", unit = "km/h"'),
        # a temperature in Celsius, whatever scale it is written in (pint's offsets)
        ("℃", 'write value = "750", unit = "°C"'),
        ("degC", 'write value = "750", unit = "°C"'),
        ("degF", 'write value = "398.8888889", unit = "°C"'),
        ("°F", 'write value = "398.8888889", unit = "°C"'),
        ("℉", 'write value = "398.8888889", unit = "°C"'),
        ("degrees Fahrenheit", 'write value = "398.8888889", unit = "°C"'),
        ("kelvin", 'write value = "476.85", unit = "°C"'),
        # a voltage in its symbol's case, kilovolts and millivolts in theirs
        ("volt", 'write value = "750", unit = "V"'),
        ("kilovolt", 'write value = "750", unit = "kV"'),
        ("v", "did you mean 'V'?"),
        ("kv", "did you mean 'kV'?"),
        # a volume in litres, whatever it is written in
        ("liter", 'write value = "750", unit = "L"'),
        ("milliliter", 'write value = "750", unit = "mL"'),
        # ... but a US gallon in its own, and a microlitre and a current in their symbols
        ("gallon", 'write value = "750", unit = "gal"'),
        ("microliter", 'write value = "750", unit = "µL"'),
        ("ampere", 'write value = "750", unit = "A"'),
        ("milliampere", 'write value = "750", unit = "mA"'),
        ("microampere", 'write value = "750", unit = "µA"'),
        ("kiloampere", 'write value = "750", unit = "kA"'),
        ("microgram", 'write value = "750", unit = "µg"'),
        ("kilobyte", 'write value = "750", unit = "kB"'),
        # a cubic foot, a yard and a cubic yard in their own (never in gallons or m³)
        ("cubic_foot", 'write value = "750", unit = "ft³"'),
        ("yard", 'write value = "750", unit = "yd"'),
        ("cubic_yard", 'write value = "750", unit = "yd³"'),
        ("cubic yards", 'write value = "750", unit = "yd³"'),
        # ... and an ounce, a troy ounce and a fluid ounce each in its own (never in grams)
        ("ounce", 'write value = "750", unit = "oz"'),
        ("troy_ounce", 'write value = "750", unit = "ozt"'),
        ("troy ounces", 'write value = "750", unit = "ozt"'),
        ("fluid_ounce", 'write value = "750", unit = "floz"'),
        ("fl oz", 'write value = "750", unit = "floz"'),
        ("meter ** 3", 'write value = "750", unit = "m³"'),
        ("l", 'write value = "750", unit = "L"'),
    ],
)
def test_a_spec_sheet_s_unit_otherwise_written_is_offered_its_symbol(
    project: Path, unit: str, hint: str
) -> None:
    _edit(project, KIMI, 'unit = "MW"\n', f'unit = "{unit}"\n')
    with pytest.raises(LedgerError, match=re.escape(hint)):
        read_ledger(project)


@pytest.mark.parametrize("unit", ["delta_degC", "delta_degF"])
def test_a_temperature_difference_is_no_temperature(project: Path, unit: str) -> None:
    """A difference of degrees has no offset: offered as °C, it crashed the reader with
    pint's DimensionalityError."""
    _edit(project, KIMI, 'unit = "MW"\n', f'unit = "{unit}"\n')
    with pytest.raises(LedgerError, match=rf"unit '{unit}' is not canonical \(allowed: "):
        read_ledger(project)


@pytest.mark.parametrize("unit", ["lux", "rpm", "rad/s"])
def test_a_unit_of_a_screen_s_dimension_is_offered_for_no_other(project: Path, unit: str) -> None:
    """Lux is no screen's brightness, and pint's rpm and rad/s count radians (5 rpm would
    be 0.52 Hz): none is offered nit or Hz."""
    _edit(project, KIMI, 'unit = "MW"\n', f'unit = "{unit}"\n')
    with pytest.raises(LedgerError, match=rf"unit '{unit}' is not canonical \(allowed: "):
        read_ledger(project)


@pytest.mark.parametrize("unit", ["rmb", "MWt", "Tb", "Gb", "tb/s", "Mb"])
def test_a_unit_near_another_in_spelling_is_not_offered_it(project: Path, unit: str) -> None:
    """RMB is yuan, not MB; MWt (thermal) is no MW of a grid; Tb, Gb and tb/s are bits,
    not the bytes of TB, GB and TB/s (eight times as much); nor are Tb and Mb pint's
    terabarn and megabarn, areas in mm²."""
    _edit(project, KIMI, 'unit = "MW"\n', f'unit = "{unit}"\n')
    with pytest.raises(LedgerError, match=rf"unit '{unit}' is not canonical \(allowed: "):
        read_ledger(project)


@pytest.mark.parametrize("unit", ["trillion", "триллионов", "万亿", "foo tokens"])
def test_a_scale_without_a_unit_or_a_unit_without_a_scale_is_not_offered_one(
    project: Path, unit: str
) -> None:
    """A scale word alone names no unit to write; words kb audit skips before a unit
    ("750 foo tokens" reads as 750 tokens) are no scale of it."""
    _edit(project, KIMI, 'unit = "MW"\n', f'unit = "{unit}"\n')
    with pytest.raises(LedgerError, match=rf"unit '{unit}' is not canonical \(allowed: "):
        read_ledger(project)


@pytest.mark.parametrize("unit", ["750 MW", "750 兆瓦", "750 токенов в секунду", "000 tokens"])
def test_a_unit_that_begins_with_a_figure_is_not_offered_a_scale(project: Path, unit: str) -> None:
    """Read after a 1, its figure joins the 1 ("1 750 MW" is 1750 MW, "1 000 tokens" 1000
    tokens): a value of 750 in "750 MW" was told to be written "1312500" MW, 750 times
    1750."""
    _edit(project, KIMI, 'unit = "MW"\n', f'unit = "{unit}"\n')
    with pytest.raises(LedgerError, match=rf"unit '{unit}' is not canonical \(allowed: "):
        read_ledger(project)


@pytest.mark.parametrize("unit", ["3", "3.5", '["MW"]', '{ a = "MW" }', "2026-01-01", "true", '""'])
def test_a_unit_that_is_not_a_string_is_refused_on_its_line(project: Path, unit: str) -> None:
    _edit(project, KIMI, 'unit = "MW"\n', f"unit = {unit}\n")
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, KIMI, f"unit = {unit}")
    assert str(error.value) == (
        f"{KIMI}:{line}: claim openai-cerebras-750mw: 'unit' must be a non-empty string"
    )


def test_a_unit_without_a_value_is_refused_on_the_unit_line(project: Path) -> None:
    _edit(project, INTRO, 'value = "750"\nunit = "token/s"\n', 'unit = "token/s"\n')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, INTRO, 'unit = "token/s"')
    assert (
        str(error.value) == f"{INTRO}:{line}: claim sol-speed-750: 'unit' given without a 'value'"
    )


def test_an_id_with_cyrillic_letters_is_told_it_needs_latin_ones(project: Path) -> None:
    _edit(project, INTRO, 'id = "sol-speed-750"', 'id = "sol-sp\u0435ed-750"')  # Cyrillic е
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, INTRO, 'id = "sol-sp\u0435ed-750"')
    assert str(error.value) == (
        f"{INTRO}:{line}: claim sol-sp\u0435ed-750: id must be Latin letters, digits, '.', '_' "
        "or '-' (it has '\u0435', CYRILLIC SMALL LETTER IE)"
    )


@pytest.mark.parametrize(
    "formula",
    [
        "goodson-params-2t-4t * bytes_per_parameter_fp8 / wse3_sram_per_wafer",
        "goodson_params_2t_4t * bytes-per-parameter-fp8 / wse3_sram_per_wafer",
        "nova-params-2t * bytes_per_parameter_fp8 / wse3_sram_per_wafer",  # not an input
    ],
)
def test_a_formula_naming_an_input_by_its_id_gets_a_hint(project: Path, formula: str) -> None:
    _edit(project, DERIVATION, 'formula = "goodson_params_2t_4t *', f'formula = "{formula}"  #')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    message = str(error.value)
    assert message.startswith(f"{DERIVATION}:{_line_of(project, DERIVATION, formula)}: ")
    dashed = next(word for word in formula.split() if "-" in word)
    assert message.endswith(
        "; inputs are claim ids written with '_' for '-' and '.' (write "
        f"{dashed.replace('-', '_')} for {dashed})"
    )


def test_an_unknown_agent_gets_the_known_ones_and_the_nearest(project: Path) -> None:
    _edit(project, INTRO, 'attributed_to = ["OpenAI"]', 'attributed_to = ["OpenAi"]')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    message = str(error.value)
    assert "claim sol-speed-750: unknown agent 'OpenAi'; did you mean 'OpenAI'? (known: " in message
    assert (
        "(known: Bleys Goodson, Broadcom, Caleb Shepherd, Cerebras, claim-kb reviewers" in message
    )
    assert message.endswith("; declare a new one as an [[agent]])")


def test_an_agent_differing_only_in_case_is_suggested(project: Path) -> None:
    _edit(project, INTRO, 'attributed_to = ["OpenAI"]', 'attributed_to = ["openai"]')
    with pytest.raises(LedgerError, match="unknown agent 'openai'; did you mean 'OpenAI'?"):
        read_ledger(project)


def test_a_chinese_agent_one_character_off_is_suggested(project: Path) -> None:
    name_agents_in_chinese(project)
    _edit(project, INTRO, 'attributed_to = ["OpenAI"]', 'attributed_to = ["王雷"]')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert "unknown agent '王雷'; did you mean '王磊'? (known: " in str(error.value)


def test_an_unknown_agent_far_from_any_is_not_guessed(project: Path) -> None:
    _edit(project, INTRO, 'attributed_to = ["OpenAI"]', 'attributed_to = ["Zyx Corp"]')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert "unknown agent 'Zyx Corp' (known: " in str(error.value)


def test_a_claims_file_that_is_not_utf8_names_the_line_and_column(project: Path) -> None:
    file = project / INTRO
    latin1 = b'subject = "GPT-5.6 Sol caf\xe9"'  # line 3 of the file, the \xe9 in column 27
    file.write_bytes(file.read_bytes().replace(b'subject = "GPT-5.6 Sol"', latin1, 1))
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value) == (
        f"{INTRO}:3:27: not UTF-8 text (cannot decode byte 0xe9: invalid continuation byte)"
    )


def _rumour(project: Path) -> int:
    """An unknown status in the introduction; the line it stands on."""
    _edit(project, INTRO, 'status = "estimate"', 'status = "rumour"')
    return _line_of(project, INTRO, 'status = "rumour"')


def test_errors_name_files_from_the_working_folder(project: Path) -> None:
    # as `cd claims && kb import` shows them: a path that opens the file from there
    line = _rumour(project)
    with pytest.raises(LedgerError) as error:
        read_ledger(project, cwd=project / "claims")
    assert str(error.value).startswith(f"01-introduction.toml:{line}: claim sol-params-3t: ")
    with pytest.raises(LedgerError) as error:
        read_ledger(project, cwd=project)
    assert str(error.value).startswith(f"{INTRO}:{line}: claim sol-params-3t: ")


def test_errors_name_files_outside_the_working_folder_by_absolute_path(
    project: Path, tmp_path: Path
) -> None:
    # `kb import /tmp/other-project`: claims/x.toml would name a file of the current one
    line = _rumour(project)
    with pytest.raises(LedgerError) as error:
        read_ledger(project, cwd=tmp_path / "elsewhere")
    assert str(error.value).startswith(f"{project.resolve() / INTRO}:{line}: ")


def test_sources_are_named_from_the_working_folder_too(project: Path) -> None:
    _edit(project, SOURCES, 'language = "ru"', 'language = "russian"')
    with pytest.raises(LedgerError) as error:
        read_ledger(project, cwd=project / "claims")
    assert str(error.value).startswith(f"{project.resolve() / SOURCES}:")
    _edit(project, SOURCES, 'language = "russian"', 'language = "ru"')
    _edit(project, INTRO, "关于该模型包含约三万亿个参数", "关于该模型包含约五万亿个参数")
    with pytest.raises(LedgerError) as error:
        read_ledger(project, cwd=project / "claims")
    message = str(error.value)
    assert message.startswith(f"01-introduction.toml:{_line_of(project, INTRO, '五万亿')}: ")
    assert f"not found in {project.resolve() / 'sources/000_ae3eb71afb28e879.txt'} (" in message


def test_the_files_a_ledger_records_stay_relative_to_its_root(
    project: Path, tmp_path: Path
) -> None:
    ledger = read_ledger(project, cwd=tmp_path)
    assert [f.path for f in ledger.files] == [f.path for f in read_ledger(project).files]
    assert ledger.files[0].path == "claims/01-introduction.toml"


@pytest.mark.parametrize(
    ("text", "expected"),
    [("750", (750.0, 750.0)), ("2e12..4e12", (2e12, 4e12)), ("1.05e6", (1.05e6, 1.05e6))],
)
def test_values_parse(text: str, expected: tuple[float, float]) -> None:
    assert parse_value(text) == expected


@pytest.mark.parametrize("text", ["", "abc", "4..2", "1..", "inf", "nan"])
def test_bad_values_are_rejected(text: str) -> None:
    with pytest.raises(ValueError):
        parse_value(text)


@pytest.mark.parametrize("text", ["1e-999", "5e-324", "-1e-310", "1e-400..1"])
def test_a_value_too_small_to_hold_is_refused_as_an_infinite_one_is(text: str) -> None:
    """1e-999 would be 0 (kb export writing value = "0"), 5e-324 a double of one
    significant digit: neither reads back as written."""
    with pytest.raises(ValueError) as error:
        parse_value(text)
    assert str(error.value) == (
        f"value {text!r} is too small to hold (below 2.2e-308 a value loses digits, or becomes 0)"
    )


@pytest.mark.parametrize("text", ["0e-999", "0.000", "2.2250738585072014e-308", "1e-300"])
def test_a_zero_or_a_normal_double_is_small_enough(text: str) -> None:
    low, high = parse_value(text)
    assert low == high == float(text)


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        ("40-60", ': write a range with two dots, "40..60"'),  # as an editor wrote it
        ("70–100", ': write a range with two dots, "70..100"'),
        ("2e12 to 4e12", ': write a range with two dots, "2e12..4e12"'),
        ("1,050,000", ': write it without separators, "1050000"'),
        ("1 050 000", ': write it without separators, "1050000"'),
        ("1_000", ': write it without separators, "1000"'),
        ("1,050", ': write it "1050", or "1.050" if the comma is a decimal point'),
        ("40至60", ': write a range with two dots, "40..60"'),
        ("1,000-2,000", ': write a range with two dots, "1000..2000"'),
        # a figure as prose writes it, read as kb audit reads it, its unit too
        ("2亿", ': write it "2e8"'),
        ("200 million", ': write it "2e8"'),
        ("200M", ': write it "2e8"'),
        ("２００", ': write it "200"'),  # full-width, as a Chinese input method types it
        ("2.3亿", ': write it "2.3e8"'),  # not 229999999.99999997
        ("12.8万", ': write it "128000"'),
        ("8亿美元", ': write it "8e8", with unit = "USD"'),
        ("750 tokens", ': write it "750", with unit = "token"'),
        ("150 миллиардов", ': write it "1.5e11"'),
        (
            "около 200",  # an approximation is no figure to write as it is
            " (write ASCII digits, with an optional sign, '.' and exponent: -1.5, 2e12)",
        ),
    ],
)
def test_a_value_written_as_prose_writes_it_is_told_how_to_write_it(text: str, hint: str) -> None:
    with pytest.raises(ValueError) as error:
        parse_value(text)
    assert str(error.value) == f"value {text!r} is not a number or a range like 2e12..4e12{hint}"


@given(st.floats(allow_nan=False, allow_infinity=False, min_value=-1e300, max_value=1e300))
def test_number_spelling_round_trips(x: float) -> None:
    assert float(format_number(x)) == x


@given(st.floats(allow_nan=False, allow_infinity=False))
def test_plain_numbers_round_trip_without_an_exponent(x: float) -> None:
    """What CSV writes: a spreadsheet shows 1e12 as 1E+12, so no exponent, and no digit
    more than the float needs (0.0007457, not 0.00074570000000000001)."""
    text = plain_number(x)
    assert float(text) == x and "e" not in text.lower()
    assert Decimal(text) == Decimal(repr(x)), "the shortest spelling, no digit more"


_text = st.text(
    alphabet=st.characters(  # the ledger refuses control characters but \t, \n and \r
        blacklist_categories=("Cs",),
        blacklist_characters=[
            *(chr(c) for c in [*range(0x20), *range(0x7F, 0xA0)] if chr(c) not in "\t\n"),
            *"\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069",  # bidi controls
        ],
    ),
    min_size=1,
    max_size=30,
).filter(lambda s: s.strip() != "")


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    claims=st.integers(min_value=0, max_value=30),
    per_source=st.integers(min_value=1, max_value=7),
    statement=_text,
    note=st.none() | _text,
)
def test_generated_ledgers_round_trip(
    tmp_path_factory: pytest.TempPathFactory,
    claims: int,
    per_source: int,
    statement: str,
    note: str | None,
) -> None:
    """Any valid ledger, written, read and written again, gives the same bytes."""
    ledger = synthetic_ledger(claims, per_source)
    for claim in ledger.claims():
        claim.statement = statement
        claim.note = note
    first = tmp_path_factory.mktemp("first")
    write_ledger(ledger, first)
    again = read_ledger(first)
    second = tmp_path_factory.mktemp("second")
    write_ledger(again, second)
    assert _ledger_bytes(second) == _ledger_bytes(first)
    texts = {s.id: s.text for s in again.sources}
    for file in again.files:
        assert render_file(file, texts) == (first / file.path).read_text(encoding="utf-8")
    assert render_sources(again) == (first / "sources/sources.toml").read_text(encoding="utf-8")


def test_a_claims_file_outside_the_ledger_is_refused(project: Path, tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere.toml"
    shutil.copy(project / INTRO, outside)
    (project / "claims" / "elsewhere.toml").symlink_to(outside)
    with pytest.raises(LedgerError, match="must lie under the ledger root"):
        read_ledger(project)


def test_written_files_get_the_umask_and_rewritten_ones_keep_their_mode(tmp_path: Path) -> None:
    # the temporary file behind the atomic write is created 0600: a committed claims
    # file or baseline must not end up readable by its owner only
    old = os.umask(0o022)
    try:
        fresh = tmp_path / "kb-baseline.json"
        write_atomic(fresh, b"{}")
        assert stat.S_IMODE(fresh.stat().st_mode) == 0o644
        private = tmp_path / "private.toml"
        private.write_bytes(b"")
        private.chmod(0o640)
        write_atomic(private, b"x = 1\n")
        assert stat.S_IMODE(private.stat().st_mode) == 0o640
        assert private.read_bytes() == b"x = 1\n"
    finally:
        os.umask(old)


def test_a_file_written_through_a_link_keeps_the_link(tmp_path: Path) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "kb-baseline.json").write_bytes(b"{}")
    link = tmp_path / "kb-baseline.json"
    link.symlink_to(Path("shared") / "kb-baseline.json")
    write_atomic(link, b'{"findings": []}')
    assert link.is_symlink()
    assert (shared / "kb-baseline.json").read_bytes() == b'{"findings": []}'
    assert sorted(p.name for p in shared.iterdir()) == ["kb-baseline.json"]  # no temporary left


def _tree(folder: Path) -> dict[str, bytes | None]:
    """Every name under folder, hidden ones too, with a file's bytes (None: a folder)."""
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() if p.is_file() else None
        for p in sorted(folder.rglob("*"))
    }


@pytest.mark.parametrize(
    "failure", [OSError(errno.ENOSPC, "No space left on device"), KeyboardInterrupt()]
)
@pytest.mark.parametrize(
    ("out", "call", "nth"),
    [
        ("new", "fsync", 1),
        ("new", "fsync", 10),  # sources/ and 7 claims files written
        ("new", "replace", 1),  # the temporary folder renamed to out
        ("empty", "fsync", 10),
        ("existing", "fsync", 10),
        ("existing", "replace", 10),  # 9 files already replaced
    ],
)
def test_an_export_that_fails_half_way_leaves_the_folder_as_it_was(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    out: str,
    call: str,
    nth: int,
    failure: BaseException,
) -> None:
    """kb export --format toml stopped on its 10th file (a full disk, Ctrl-C, SIGTERM)
    left the first 9 in the folder, which kb import then loaded as the whole ledger:
    claims without the claims they derive from, sources without their claims. Now a new
    folder is not there afterwards (nor the folder above it made for it), and one that
    was there holds what it held, byte for byte, with no temporary file."""
    ledger = read_ledger(ROOT)
    folder = tmp_path / "made" / "out" if out == "new" else tmp_path / "out"
    if out == "empty":
        folder.mkdir()
    if out == "existing":
        write_ledger(ledger, folder)
        for claim in ledger.claims():  # every claims file is rewritten
            claim.statement += " (revised)"
    before = _tree(tmp_path)
    real = getattr(os, call)
    calls = iter(range(1, 1_000))

    def failing(*args: Any) -> Any:
        if next(calls) == nth:
            raise failure
        return real(*args)

    monkeypatch.setattr(os, call, failing)
    with pytest.raises(InputError if isinstance(failure, OSError) else KeyboardInterrupt):
        write_ledger(ledger, folder)
    monkeypatch.undo()
    assert _tree(tmp_path) == before


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (750, "750"),
        (1.05e6, "1.05M"),
        (128_000, "128K"),
        (2e12, "2T"),
        (1.5e11, "150B"),
        (999_999, "999999"),  # not rounded to 1M: a published figure is given as it is
        (999_999_999, "999999999"),
        (1_234_567, "1234567"),  # not 1.23M
        (123_456, "123456"),
        (1.15 * 10**4, "11.5K"),  # 11499.999999999998: float noise is not a figure
        (12_345, "12345"),
        (1_234_567_890_123, "1234567890123"),
        (-0.0, "0"),
        (1e-20, "1e-20"),  # not twenty zeros
        (float("nan"), "nan"),
        (1000, "1000"),  # not 1K: "close to 1000 tokens per second"
        (9500, "9500"),
        (64_000, "64K"),
        (0.5, "0.5"),
        (-2e6, "-2M"),
        (1e30, "1e+30"),  # not "1e+18T"
        (-2.5e16, "-2.5e+16"),
    ],
)
def test_values_read_as_people_write_them(value: float, shown: str) -> None:
    assert humanize_number(value) == shown


def unlistable(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """os.scandir fails on folder as on one chmod 000 (which does not stop root)."""
    scandir = os.scandir

    def refusing(path: "os.PathLike[str] | str") -> "os._ScandirIterator[str]":
        if Path(path) == folder:
            raise PermissionError(13, "Permission denied", str(path))
        return scandir(path)

    monkeypatch.setattr(os, "scandir", refusing)


@pytest.mark.parametrize("folder", ["claims", "claims/sub"])
def test_a_claims_folder_that_cannot_be_listed_is_an_error(
    project: Path, monkeypatch: pytest.MonkeyPatch, folder: str
) -> None:
    (project / "claims/sub").mkdir()
    unlistable(monkeypatch, project / folder)
    with pytest.raises(LedgerError, match=f"^{folder}: cannot read \\(Permission denied\\)$"):
        read_ledger(project)


@pytest.mark.parametrize("target", ["loop.toml", "missing.toml"])
def test_a_claims_link_that_cannot_be_followed_is_an_error(project: Path, target: str) -> None:
    (project / "claims/loop.toml").symlink_to(target)  # a loop, or a dangling link
    with pytest.raises(LedgerError, match=r"^claims/loop.toml: cannot read \(.+\)$"):
        read_ledger(project)


def test_a_source_path_is_the_path_of_one_source(project: Path) -> None:
    text = (project / SOURCES).read_text(encoding="utf-8")
    (project / SOURCES).write_text(
        text + text.split("\n\n")[0].replace('"sol-zh"', '"new2"'), encoding="utf-8"
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = len(text.splitlines()) + 3  # the path line of the added source
    assert str(error.value) == (
        f"{SOURCES}:{line}: source new2: path '000_ae3eb71afb28e879.txt' is already the path "
        "of source sol-zh"
    )


@pytest.mark.parametrize("path", ["/etc/hostname", "../claims/agents.toml", "a/../../x.txt"])
def test_a_source_path_must_lie_inside_sources(project: Path, path: str) -> None:
    _edit(project, SOURCES, "000_ae3eb71afb28e879.txt", path)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value) == (
        f"{SOURCES}:3: source sol-zh: path {path!r} must lie inside sources/"
    )


@pytest.mark.parametrize("link", ["file", "folder"])
def test_a_source_that_links_out_of_sources_is_refused_as_a_dotdot_path(
    project: Path, tmp_path: Path, link: str
) -> None:
    """A file outside the project, reached through a link to it or to its folder, is
    never read: its text would leak through the errors (the nearest text of a quote)."""
    secret = tmp_path / "outside" / "secret.txt"
    secret.parent.mkdir()
    secret.write_text("API_TOKEN=ghp_Secret123\n", encoding="utf-8")
    if link == "file":
        path = "notes.txt"
        (project / "sources" / path).symlink_to(secret)
    else:
        path = "outside/secret.txt"
        (project / "sources" / "outside").symlink_to(secret.parent)
    _edit(project, SOURCES, "000_ae3eb71afb28e879.txt", path)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value) == f"{SOURCES}:3: source sol-zh: path {path!r} must lie inside sources/"


def test_a_source_that_is_no_regular_file_is_never_read(project: Path) -> None:
    os.mkfifo(project / "sources" / "pipe.txt")  # reading it would wait for ever
    _edit(project, SOURCES, "000_ae3eb71afb28e879.txt", "pipe.txt")
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value) == (
        f"{SOURCES}:3: source sol-zh: sources/pipe.txt is not a regular file"
    )


def test_a_claims_file_that_is_no_regular_file_is_refused_not_skipped(project: Path) -> None:
    os.mkfifo(project / "claims" / "90-more.toml")
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value) == "claims/90-more.toml is not a regular file"


def test_a_fifo_under_sources_that_no_source_names_is_not_hashed(project: Path) -> None:
    """kb import reads only the sources sources.toml names: a stray FIFO stops nothing,
    and is never opened to hash it (it would be read for ever)."""
    before = file_hashes(project)
    os.mkfifo(project / "sources" / "stray.txt")
    assert file_hashes(project) == before
    assert len(read_ledger(project).sources) == 2


def test_a_link_out_of_sources_that_no_source_names_is_hashed_by_where_it_leads(
    project: Path, tmp_path: Path
) -> None:
    """A stray link out of sources/ stops nothing, and its file is never read; linking it
    elsewhere is still a change, as the reload must see (kb import reads no byte of it,
    but would refuse it once a source names it)."""
    (tmp_path / "secret.txt").write_text("API_TOKEN=ghp_Secret123\n", encoding="utf-8")
    (tmp_path / "other.txt").write_text("API_TOKEN=ghp_Secret123\n", encoding="utf-8")
    stray = project / "sources" / "notes-unused.txt"
    stray.symlink_to(tmp_path / "secret.txt")
    linked = file_hashes(project)
    assert (
        linked["sources/notes-unused.txt"]
        != hashlib.sha256(b"API_TOKEN=ghp_Secret123\n").hexdigest()
    )
    (tmp_path / "secret.txt").write_text("changed\n", encoding="utf-8")
    assert file_hashes(project) == linked  # not read
    stray.unlink()
    stray.symlink_to(tmp_path / "other.txt")
    assert file_hashes(project)["sources/notes-unused.txt"] != linked["sources/notes-unused.txt"]
    assert len(read_ledger(project).sources) == 2


def test_a_newline_in_a_claim_id_is_shown_escaped(project: Path) -> None:
    _edit(project, INTRO, 'id = "sol-speed-750"', 'id = "sol\\nspeed"')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, INTRO, 'id = "sol\\nspeed"')
    assert str(error.value) == (
        f"{INTRO}:{line}: claim 'sol\\nspeed': id must be Latin letters, digits, '.', '_' "
        "or '-' (it has '\\n', U+000A)"
    )


@pytest.mark.parametrize("cwd", [None, "project"])
def test_a_newline_in_a_claims_file_name_is_shown_escaped(project: Path, cwd: str | None) -> None:
    (project / "claims/a\nb.toml").write_text("[[claim]]\nid = 5\n", encoding="utf-8")
    with pytest.raises(LedgerError) as error:
        read_ledger(project, cwd=project if cwd else None)
    assert str(error.value) == "'claims/a\\nb.toml':2: claim #1: 'id' must be a non-empty string"


def test_a_newline_in_a_source_path_is_shown_escaped(project: Path) -> None:
    _edit(project, SOURCES, "000_ae3eb71afb28e879.txt", "000\\n.txt")
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value) == (
        f"{SOURCES}:3: source sol-zh: cannot read 'sources/000\\n.txt' (No such file or directory)"
    )


def test_toml_nested_too_deeply_is_invalid_toml(project: Path) -> None:
    (project / "claims/deep.toml").write_text(
        "# deep\nx = " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8"
    )
    with pytest.raises(LedgerError, match=r"^claims/deep.toml:2: invalid TOML: nested too deeply$"):
        read_ledger(project)


@pytest.mark.parametrize(
    "at",
    [
        '"2026-13-30T00:00:00Z"',
        '"2026-02-30T00:00:00Z"',
        '"2026-11-30T24:00:00Z"',
        '"２０２６-11-30T00:00:00Z"',
        '"2026-11-30T00:00:00+00:00"',
    ],
)
def test_a_history_time_must_be_a_real_utc_time(project: Path, at: str) -> None:
    _edit(project, INTRO, 'at = "2026-11-30T00:00:00Z"', f"at = {at}")
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value) == (
        f"{INTRO}:64: claim sol-speed-750, history #1: 'at' must be a UTC time like "
        f"2026-11-29T00:00:00Z (got '{at[1:-1]}')"
    )


def test_history_is_in_the_order_it_happened_and_not_in_the_future(project: Path) -> None:
    entry = 'at = "2026-11-30T00:00:00Z"\nreason = "OpenAI states'
    earlier = (
        'at = "2026-11-30T00:00:00Z"\nreason = "x"\n\n[[claim.history]]\nstatus = "confirmed"\n'
        'at = "2025-01-01T00:00:00Z"\nreason = "OpenAI states'
    )
    _edit(project, INTRO, entry, earlier)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value) == (
        f"{INTRO}:69: claim sol-speed-750, history #2: at 2025-01-01T00:00:00Z is before the "
        "entry above it (2026-11-30T00:00:00Z); history is written in the order it happened"
    )
    _edit(project, INTRO, "2025-01-01T00:00:00Z", "2099-01-01T00:00:00Z")
    with pytest.raises(LedgerError, match=r"history #2: at 2099-01-01T00:00:00Z is in the future$"):
        read_ledger(project)


def test_a_citation_written_twice_is_refused(project: Path) -> None:
    twice = (
        'source = "sol-ru"\n'
        'quote = "Подтверждённый прорыв: пограничный вывод со скоростью 750 токенов в секунду"\n'
    )
    _edit(project, INTRO, twice, f"{twice}\n[[claim.citation]]\n{twice}")
    with pytest.raises(
        LedgerError, match=r"claim sol-speed-750, citation #10: the same quote as citation #9$"
    ):
        read_ledger(project)


def test_an_unquoted_history_time_is_asked_to_be_quoted(project: Path) -> None:
    _edit(project, INTRO, 'at = "2026-11-30T00:00:00Z"', "at = 2026-11-30T00:00:00Z")
    with pytest.raises(
        LedgerError,
        match=r"^claims/01-introduction.toml:64: .*'at' must be a "
        r'string: quote it, like at = "2026-11-29T00:00:00Z"$',
    ):
        read_ledger(project)


@pytest.mark.parametrize(
    ("value", "hint"),
    [
        ("７５０", ': write it "750"'),  # what float() would take, told in ASCII digits
        ("٣", ': write it "3"'),
        (" 750 ", ': write it "750"'),
        ("2e12..4e１２", ': write it "2e12..4e12"'),
        ("0x10", " (write ASCII digits, with an optional sign"),
        ("1e", " (write ASCII digits, with an optional sign"),
    ],
)
def test_a_value_is_ascii_digits(project: Path, value: str, hint: str) -> None:
    _edit(project, INTRO, 'value = "750"', f'value = "{value}"')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert f"is not a number or a range like 2e12..4e12{hint}" in str(error.value)


@pytest.mark.parametrize("text", ["-0", "+0", "-0.0e5"])
def test_a_negative_zero_is_zero(text: str) -> None:
    # -0.0 would reach the database and the JSON export ("low": -0.0) as written
    assert [str(x) for x in parse_value(text)] == ["0.0", "0.0"]


_NUL = "a NUL character (U+0000), which the ledger may not hold (PostgreSQL cannot store it)"


@pytest.mark.parametrize(
    ("path", "old", "new", "key", "code"),
    [
        (
            INTRO,
            'attributed_to = ["OpenAI"]',
            'attributed_to = ["Open\\u0000AI"]',
            "attributed_to",
            "0000",
        ),
        (INTRO, 'reason = "OpenAI', 'reason = "\\u0000OpenAI', "reason", "0000"),
        ("claims/agents.toml", 'name = "OpenAI"', 'name = "Open\\u0000AI"', "name", "0000"),
        (
            SOURCES,
            '"000_ae3eb71afb28e879.txt"',
            '"000_ae3eb71afb28e879.txt\\u0000"',
            "path",
            "0000",
        ),
        (
            INTRO,
            'statement = "GPT-5.6 Sol can run',
            'statement = "\\u001b[2J\\u001b[31mGPT-5.6 Sol can run',
            "statement",
            "001B",
        ),
        (INTRO, 'reason = "OpenAI', 'reason = "\\u0007OpenAI', "reason", "0007"),
        ("claims/agents.toml", 'note = "Cerebras', 'note = "\\u007fCerebras', "note", "007F"),
        # C1: U+009B is the one-character form of ESC [, which terminals obey
        (INTRO, 'reason = "OpenAI', 'reason = "\\u009b2JOpenAI', "reason", "009B"),
        (
            SOURCES,
            'title = "GPT-5.6 Sol on',
            'title = "\\u001b]0;x\\u0007GPT-5.6 Sol on',
            "title",
            "001B",
        ),
    ],
)
def test_a_control_character_in_a_ledger_string_names_its_line(
    project: Path, path: str, old: str, new: str, key: str, code: str
) -> None:
    # kb show would print it as it is: an escape sequence clears or retitles a terminal
    _edit(project, path, old, new)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, path, new)
    held = (
        _NUL
        if code == "0000"
        else (
            f"a control character (U+{code}), which the ledger may not hold (a terminal would "
            "obey it)"
        )
    )
    assert str(error.value) == f"{path}:{line}: {key!r} holds {held}"


@pytest.mark.parametrize(
    ("old", "new", "key", "code"),
    [  # "at up to \u202e057\u202c tokens" shows as "at up to 750 tokens", as it does not read
        ("at up to 750 tokens", "at up to \\u202e057\\u202c tokens", "statement", "202E"),
        ('subject = "GPT-5.6 Sol"', 'subject = "\\u2067GPT-5.6 Sol\\u2069"', "subject", "2067"),
        ('note = "Stated in', 'note = "\\u202aStated in', "note", "202A"),
    ],
)
def test_a_bidirectional_control_in_a_ledger_string_names_its_line(
    project: Path, old: str, new: str, key: str, code: str
) -> None:
    _edit(project, INTRO, old, new)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, INTRO, new)
    assert str(error.value) == (
        f"{INTRO}:{line}: {key!r} holds a bidirectional control (U+{code}), which the ledger "
        "may not hold (a terminal or browser would show the text reordered)"
    )


def test_a_quote_holds_the_bidirectional_controls_its_source_holds(project: Path) -> None:
    """A quote is its source's text as it is: refusing a control the source holds would
    leave that text uncitable."""
    note = "Sol runs at \u202e009\u202c tokens per second.\n"
    _add_desk_note(project, note, "en")
    _write_citation(project, "desk-note", "Sol runs at \\u202e009\\u202c tokens per second.")
    claim = next(c for c in read_ledger(project).claims() if c.id == "new")
    assert claim.citations[0].quote == note.strip()


def test_tabs_and_line_ends_are_the_controls_a_ledger_string_may_hold(project: Path) -> None:
    _edit(project, INTRO, 'note = "Stated in', 'note = "\\tStated\\r\\nin')
    claim = next(c for c in read_ledger(project).claims() if c.id == "sol-speed-750")
    assert claim.note is not None and claim.note.startswith("\tStated\r\nin")


def test_a_nul_in_a_source_text_names_its_line_and_column(project: Path) -> None:
    source = project / "sources/002_b0ed4ae8ade3d96a.txt"
    data = source.read_bytes().replace(b"\n", b"\nab\x00", 1)
    source.write_bytes(data)
    _edit(
        project,
        SOURCES,
        "0e4f087126ba24cf5819d261261c6e83b13f5c3ce6aaf626c465c071318ddf4f",
        hashlib.sha256(data).hexdigest(),
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value) == (
        "sources/002_b0ed4ae8ade3d96a.txt:2:3: source sol-ru holds a NUL character (U+0000), "
        "which the ledger may not hold (PostgreSQL cannot store it)"
    )


@pytest.mark.parametrize("spelled", ["openai", "ＯｐｅｎＡＩ"])  # case; full-width letters
def test_an_agent_spelled_twice_is_one_agent_declared_twice(project: Path, spelled: str) -> None:
    with (project / "claims" / "99-more.toml").open("a", encoding="utf-8") as file:
        file.write(
            f'[[agent]]\nname = "Cerebras Systems"\nkind = "official"\n\n'
            f'[[agent]]\nname = "{spelled}"\nkind = "official"\n'
        )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value) == (  # files are read in name order: 99-more.toml first
        f"claims/agents.toml:2: agent 'OpenAI' and agent '{spelled}' (declared at "
        "claims/99-more.toml:6) are one name spelled two ways: keep one of the two declarations"
    )


def test_an_agent_keeps_its_other_names_in_order(project: Path) -> None:
    goodson = next(a for f in read_ledger(project).files for a in f.agents if "Goodson" in a.name)
    assert goodson.aliases == ["Блейс Гудсон"]
    _edit(project, "claims/agents.toml", '["Блейс Гудсон"]', '["Блейс Гудсон", "古德森"]')
    ledger = read_ledger(project)
    goodson = next(a for f in ledger.files for a in f.agents if "Goodson" in a.name)
    assert goodson.aliases == ["Блейс Гудсон", "古德森"]
    agents = next(f for f in ledger.files if f.path == "claims/agents.toml")
    assert 'name = "Bleys Goodson"\naliases = ["Блейс Гудсон", "古德森"]\nkind = "analyst"\n' in (
        render_file(agents, {s.id: s.text for s in ledger.sources})
    )


@pytest.mark.parametrize(
    ("aliases", "message"),
    [
        (  # not a list
            '"Блейс Гудсон"',
            "agent Bleys Goodson: 'aliases' must be a list of names, as pages in other "
            'languages write them (aliases = ["Блейс Гудсон"])',
        ),
        (
            '["Блейс  Гудсон "]',
            "agent Bleys Goodson: other name #1 'Блейс  Гудсон ' must be written with single "
            "spaces between its words and none at its ends",
        ),
        (
            '["Гудсон; Блейс"]',
            "agent Bleys Goodson: other name #1 'Гудсон; Блейс' holds ';', which joins the "
            "names in a table cell, so it would read as two agents: leave it out",
        ),
        (  # another agent's name: a page naming it would credit either
            '["Блейс Гудсон", "OpenAI"]',
            "agent 'Bleys Goodson': other name 'OpenAI' is the name of agent 'OpenAI' "
            "(declared at claims/agents.toml:2); give each name to one agent (a page naming "
            "it would credit either)",
        ),
        (
            '["Блейс Гудсон", "блейс гудсон"]',
            "agent 'Bleys Goodson': other name 'блейс гудсон' is given twice; leave",
        ),
        (
            '["BLEYS GOODSON"]',
            "agent 'Bleys Goodson': other name 'BLEYS GOODSON' is its name; leave it out",
        ),
    ],
)
def test_an_agents_other_names_are_names_of_it_alone(
    project: Path, aliases: str, message: str
) -> None:
    _edit(project, "claims/agents.toml", '["Блейс Гудсон"]', aliases)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, "claims/agents.toml", "aliases = " + aliases)
    assert str(error.value).startswith(f"claims/agents.toml:{line}: {message}")


@pytest.mark.parametrize(
    ("name", "fault"),
    [
        ("OpenAI\\u200b", "holds a character that does not show (U+200B): leave it out"),
        ("\\ufeffOpenAI", "holds a character that does not show (U+FEFF): leave it out"),
        ("Open\\u2060AI", "holds a character that does not show (U+2060): leave it out"),
        # blanks of other categories than Cf: braille blank, Hangul filler, combining
        # grapheme joiner, variation selector
        ("OpenAI\\u2800", "holds a character that does not show (U+2800): leave it out"),
        ("OpenAI\\u3164", "holds a character that does not show (U+3164): leave it out"),
        ("Open\\u034fAI", "holds a character that does not show (U+034F): leave it out"),
        ("OpenAI\\ufe0f", "holds a character that does not show (U+FE0F): leave it out"),
        (  # kb claims and kb table would show "Smith; Jones; OpenAI": three agents
            "Smith; Jones",
            "holds ';', which joins the names in a table cell, so it would read as two "
            "agents: leave it out",
        ),
        ("Cerebras ", "must be written with single spaces between its words and none at its ends"),
        (
            "Open\\u00a0AI",
            "must be written with single spaces between its words and none at its ends",
        ),
        (
            "\\u041epenAI",
            "mixes Cyrillic and Latin letters in the word 'ОpenAI': write it in one script",
        ),
    ],
)
def test_an_agent_name_that_looks_like_another_is_refused(
    project: Path, name: str, fault: str
) -> None:
    """A name that shows as an agent's name, but is not it, would credit that agent with a
    claim (a confirmed figure 'OpenAI' never stated) that kb claims --by OpenAI misses."""
    with (project / "claims" / "99-more.toml").open("a", encoding="utf-8") as file:
        file.write(f'[[agent]]\nname = "{name}"\nkind = "official"\n')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    shown = name.encode("ascii").decode("unicode_escape")
    assert str(error.value).endswith(f": name {shown!r} {fault}")
    assert str(error.value).startswith("claims/99-more.toml:")


@pytest.mark.parametrize("name", ["Компания «Пример»", "GPT-ассистент", "Ελληνική Εταιρεία"])
def test_an_agent_name_in_another_script_is_a_name(project: Path, name: str) -> None:
    with (project / "claims" / "99-more.toml").open("a", encoding="utf-8") as file:
        file.write(
            f'[[agent]]\nname = "{name}"\naliases = ["Блейс Гудсон-младший"]\nkind = "official"\n'
        )
    agents = [a.name for f in read_ledger(project).files for a in f.agents]
    assert name in agents


def test_agent_names_are_compared_without_format_characters_and_runs_of_spaces() -> None:
    assert _folded("OpenAI\u200b") == _folded("openai") == _folded("\ufeffＯｐｅｎＡＩ")
    assert _folded("Bleys  Goodson ") == _folded("bleys goodson")
    assert _folded("Open\u00a0AI") == _folded("Open AI") != _folded("OpenAI")


def test_the_character_a_name_may_not_hold_is_the_one_that_joins_names() -> None:
    assert AGENTS_JOINED.strip() == NAMES_JOINED_BY


def test_agent_names_are_compared_by_their_look_alike_skeleton() -> None:
    """Blanks of any category and the marks a name may hold are left out, and Cyrillic
    and Greek letters that look like Latin ones are read as those; a Russian name that
    reads otherwise stays another name."""
    assert _folded("OpenAI\u2800") == _folded("Open\u034fAI") == _folded("OpenAI\u3164")
    assert _folded("ВВС") == _folded("BBC") == _folded("ввс")  # Cyrillic В, В, С
    assert _folded("GPT-4о") == _folded("GPT-4o")  # a Cyrillic о after the digit
    assert _folded("ΟΡΕΝΑΙ") == _folded("OpenAI")  # Greek capitals
    assert _folded("هم\u200cشهری") == _folded("همشهری")  # ZWNJ
    assert _folded("\u200fهم\u200cشهری") == _folded("همشهری")  # right-to-left mark
    assert _folded("Блейс Гудсон") != _folded("Bleys Goodson")


@pytest.mark.parametrize(
    ("first", "second"),
    [("BBC", "ВВС"), ("GPT-4o", "GPT-4о"), ("Cerebras Systems", "Cerebras Sys\u200ctems")],
)
def test_an_agent_that_looks_like_another_is_one_name_spelled_two_ways(
    project: Path, first: str, second: str
) -> None:
    """ВВС in Cyrillic letters published a claim as BBC's that kb claims --by BBC missed."""
    with (project / "claims" / "99-more.toml").open("a", encoding="utf-8") as file:
        file.write(
            f'[[agent]]\nname = "{first}"\nkind = "official"\n\n'
            f'[[agent]]\nname = "{second}"\nkind = "official"\n'
        )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    first_line = _line_of(project, "claims/99-more.toml", f'name = "{first}"')
    assert str(error.value) == (
        f"claims/99-more.toml:{first_line + 4}: agent {second!r} and agent {first!r} (declared "
        f"at claims/99-more.toml:{first_line}) are one name spelled two ways: keep one of the "
        "two declarations"
    )


@pytest.mark.parametrize("name", ["هم\u200cشهری", "\u200fهم\u200cشهری"])
def test_an_agent_name_may_hold_the_marks_its_script_needs(project: Path, name: str) -> None:
    """A ZWNJ shapes a Persian word ("هم‌شهری", fellow citizen) and a right-to-left mark
    orders its text: neither is refused, as neither is in any other ledger string."""
    with (project / "claims" / "99-more.toml").open("a", encoding="utf-8") as file:
        file.write(f'[[agent]]\nname = "{name}"\nkind = "official"\n')
    agents = [a.name for f in read_ledger(project).files for a in f.agents]
    assert name in agents


def test_a_bad_other_name_is_named_at_its_own_line(project: Path) -> None:
    _edit(project, "claims/agents.toml", '["Блейс Гудсон"]', '[\n  "Блейс Гудсон",\n  "",\n]')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, "claims/agents.toml", '  "",')
    assert str(error.value).startswith(f"claims/agents.toml:{line}: agent Bleys Goodson: other")


def test_an_other_name_that_is_a_later_agents_name_is_blamed_alone(project: Path) -> None:
    """Goodson given Gostev's name as another name: the other name is at fault, once, not
    every claim attributed to Peter Gostev (whose name it is) nor his declaration."""
    _edit(project, "claims/agents.toml", '["Блейс Гудсон"]', '["Блейс Гудсон", "Peter Gostev"]')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert not isinstance(error.value, LedgerErrors)
    line = _line_of(project, "claims/agents.toml", '"Peter Gostev"]')
    gostev = _line_of(project, "claims/agents.toml", 'name = "Peter Gostev"')
    assert str(error.value) == (
        f"claims/agents.toml:{line}: agent 'Bleys Goodson': other name 'Peter Gostev' is the "
        f"name of agent 'Peter Gostev' (declared at claims/agents.toml:{gostev}); give each "
        "name to one agent (a page naming it would credit either)"
    )


def test_two_agents_with_one_other_name_is_an_error_at_the_second(project: Path) -> None:
    _edit(project, "claims/agents.toml", '["Блейс Гудсон"]', '["Блейс Гудсон", "Питер Гостев"]')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    goodson = _line_of(project, "claims/agents.toml", 'name = "Bleys Goodson"')
    line = _line_of(project, "claims/agents.toml", 'aliases = ["Питер Гостев"]')
    assert str(error.value) == (
        f"claims/agents.toml:{line}: agent 'Peter Gostev': other name 'Питер Гостев' is "
        f"another name of agent 'Bleys Goodson' (declared at claims/agents.toml:{goodson}); "
        "give each name to one agent (a page naming it would credit either)"
    )


@pytest.mark.parametrize("written", ["Блейс Гудсон", "блейс гудсон"])
def test_a_claim_is_attributed_to_an_agent_by_its_name(project: Path, written: str) -> None:
    _edit(project, INTRO, 'attributed_to = ["OpenAI"]', f'attributed_to = ["{written}"]')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).endswith(
        f"claim sol-speed-750: '{written}' is another name of agent 'Bleys Goodson': "
        "attribute the claim to 'Bleys Goodson'"
    )


_CLAIM = """[[claim]]
id = "x-test"
subject = "s"
statement = "s"
status = "assumption"
attributed_to = ["OpenAI"]
"""


@pytest.mark.parametrize(
    "next_line",
    [
        "",
        # the next key's own array, closed on its line, is not the one left open (it was
        # named: "the array of 'tags' opened on line 217", the reviewer's find)
        '\ntags = ["x"]',
    ],
)
def test_an_array_never_closed_names_the_line_it_opens_on(project: Path, next_line: str) -> None:
    """tomllib names the line where it gave up, the next key's ("Unclosed array (at line
    142, column 1)" for `value = "3e12"`), not the `attributed_to = [` without its ]."""
    written = 'attributed_to = ["outside technical analysis"'
    _edit(project, INTRO, f"{written}]", written + next_line)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = (project / INTRO).read_text(encoding="utf-8").splitlines().index(written) + 1
    assert str(error.value) == (
        f"{INTRO}:{line}: invalid TOML: Unclosed array (at line {line + 1}, column 1); the "
        f"array of 'attributed_to' opened on line {line} is not closed: end it with ], or "
        "put a comma between its values"
    )


@pytest.mark.parametrize(
    ("opened", "syntax"),
    [
        ('["OpenAI"', "Unclosed array (at end of document)"),
        # the last value ends in a comma: tomllib wants another value (the error named the
        # file's last line, 8, with no word of the array)
        ('[\n  "OpenAI",\n', "Invalid value (at end of document)"),
        ('["OpenAI", ', "Invalid value (at end of document)"),
    ],
)
def test_an_array_never_closed_on_the_last_line_names_the_line_it_opens_on(
    project: Path, opened: str, syntax: str
) -> None:
    (project / "claims/99-eof.toml").write_text(
        _CLAIM.replace('["OpenAI"]\n', opened), encoding="utf-8"
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value) == (
        f"claims/99-eof.toml:6: invalid TOML: {syntax}; the array of 'attributed_to' opened "
        "on line 6 is not closed: end it with ], or put a comma between its values"
    )


def test_a_value_missing_at_the_end_is_no_array_left_open(project: Path) -> None:
    # the array before it is closed on a later line: the value wanted is status's
    written = _CLAIM.replace('["OpenAI"]', '[\n  "OpenAI",\n]').replace(
        'status = "assumption"\n', ""
    )
    (project / "claims/99-eof.toml").write_text(f"{written}status =", encoding="utf-8")
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert (
        str(error.value) == "claims/99-eof.toml:8: invalid TOML: Invalid value (at end of document)"
    )


def test_an_unterminated_string_names_the_line_it_opens_on(project: Path) -> None:
    """tomllib says only "at end of document" (the error named line 1 before)."""
    (project / "claims/99-eof.toml").write_text(
        f'{_CLAIM}note = """the note runs on\nand never closes\n', encoding="utf-8"
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value) == (
        "claims/99-eof.toml:7: invalid TOML: Unterminated string (at end of document)"
    )


@pytest.mark.parametrize(
    ("table", "message"),
    [
        (
            "[[citation]]",
            "unknown table 'citation'; did you mean [[claim.citation]]? "
            "(expected [[agent]], [[claim]] or [[ignore]])",
        ),
        ("[[claims]]", "unknown table 'claims'; did you mean [[claim]]?"),
        (
            "[claim.citation]",
            "claim x-test: 'citation' must be an array of tables: write each citation as a "
            "[[claim.citation]] table",
        ),
        (
            "[claim]",
            "invalid TOML: Cannot declare ('claim',) twice (at line 8, column 7); write "
            "[[claim]]: each claim is a [[claim]] table of its own",
        ),
    ],
)
def test_a_mistyped_table_names_its_own_line_and_what_was_meant(
    project: Path, table: str, message: str
) -> None:
    (project / "claims/99-x.toml").write_text(
        f'{_CLAIM}\n{table}\nsource = "sol-zh"\nquote = "x"\n', encoding="utf-8"
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).startswith(f"claims/99-x.toml:8: {message}")


def test_a_single_bracket_record_before_its_array_names_both_lines(project: Path) -> None:
    (project / "claims/99-x.toml").write_text(f'[claim]\nid = "y"\n\n{_CLAIM}', encoding="utf-8")
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).startswith("claims/99-x.toml:4: invalid TOML: ")
    assert str(error.value).endswith("; the [claim] on line 1 must be [[claim]] too")


def test_a_key_given_twice_is_named(project: Path) -> None:
    """tomllib says only "Cannot overwrite a value" of a key written twice in a table."""
    (project / "claims/99-x.toml").write_text(
        _CLAIM.replace('status = "assumption"', 'status = "assumption"\nstatus = "estimate"'),
        encoding="utf-8",
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, "claims/99-x.toml", 'status = "estimate"')
    assert str(error.value).startswith(f"claims/99-x.toml:{line}: invalid TOML: Cannot overwrite")
    # both lines and the claim, as a merge that kept both sides leaves them
    assert str(error.value).endswith(
        f"; 'status' is given twice in claim x-test, on lines {line - 1} and {line}: keep one"
    )


def test_a_key_given_twice_in_a_citation_names_its_table(project: Path) -> None:
    quote = 'quote = "Cerebras 合作是 OpenAI 更广泛基础设施战略的一部分。"\n'
    (project / "claims/99-x.toml").write_text(
        f'{_CLAIM}\n[[claim.citation]]\nsource = "sol-zh"\n{quote}{quote}', encoding="utf-8"
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).endswith(
        "; 'quote' is given twice in [[claim.citation]], on lines 10 and 11: keep one"
    )


def test_a_source_without_sha256_is_told_its_file_s(project: Path) -> None:
    """Adding a source: the error for a missing sha256 gives the file's, and names the
    source by its id."""
    text = (project / SOURCES).read_text(encoding="utf-8")
    digest = hashlib.sha256((project / "sources/000_ae3eb71afb28e879.txt").read_bytes())
    (project / SOURCES).write_text(
        text.replace(f'sha256 = "{digest.hexdigest()}"\n', "", 1), encoding="utf-8"
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert f"source sol-zh: missing 'sha256': its file's is {digest.hexdigest()}; " in str(
        error.value
    )


def test_a_mistyped_first_table_is_named_where_toml_fails_after_it(project: Path) -> None:
    """[[claims]] with its [[claim.citation]] makes 'claim' a table, so tomllib fails at
    the next [[claim]], lines below the typo: the error names the typo's line too."""
    first = _CLAIM.replace("[[claim]]", "[[claims]]", 1)
    (project / "claims/99-x.toml").write_text(
        f'{first}\n[[claim.citation]]\nsource = "sol-zh"\nquote = "x"\n\n{_CLAIM}',
        encoding="utf-8",
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).startswith("claims/99-x.toml:12: invalid TOML: Cannot overwrite")
    assert str(error.value).endswith(
        "; the [[claims]] on line 1 is no ledger table; did you mean [[claim]]?"
    )


def test_a_mistyped_source_table_names_its_line(project: Path) -> None:
    with (project / "sources/sources.toml").open("a", encoding="utf-8") as file:
        file.write('\n[[sources]]\nid = "x"\n')
    line = _line_of(project, "sources/sources.toml", "[[sources]]")
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value) == (
        f"sources/sources.toml:{line}: unknown table 'sources'; did you mean [[source]]? "
        "(expected [[source]])"
    )


_STATUSES = (
    "allowed: confirmed, reported, estimate, speculation, analysis, assumption, disputed, "
    "retracted, unverified"
)


@pytest.mark.parametrize(
    ("before", "after", "unknown"),
    [
        (
            "",
            '\n[[citation]]\nsource = "sol-zh"\nquote = "x"\n\n[[claims]]\nid = "x"\n',
            [
                ("[[citation]]", "unknown table 'citation'; did you mean [[claim.citation]]?"),
                ("[[claims]]", "unknown table 'claims'; did you mean [[claim]]?"),
            ],
        ),
        ('stauts = "x"\n\n', "", [("stauts", "unknown key 'stauts' outside any table")]),
    ],
)
def test_an_unknown_table_leaves_the_other_errors_of_its_file_named(
    project: Path, before: str, after: str, unknown: list[tuple[str, str]]
) -> None:
    """A [[citation]] written without its claim, a [[claims]] or a key above every table
    leave the file valid TOML: its claims are read all the same, so a misspelt status in
    it is named in the same run, and every unknown table at its line, in line order."""
    file = project / DERIVATION
    file.write_text(before + file.read_text("utf-8") + after, "utf-8")
    _edit(project, DERIVATION, 'status = "assumption"', 'status = "asumption"')
    status = _line_of(project, DERIVATION, 'status = "asumption"')
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    expected = "(expected [[agent]], [[claim]] or [[ignore]])"
    lines = [
        (
            status,
            "claim bytes-per-parameter-fp8: unknown status 'asumption'; "
            f"did you mean 'assumption'? ({_STATUSES})",
        ),
        *((_line_of(project, DERIVATION, key), f"{m} {expected}") for key, m in unknown),
    ]
    assert [str(e) for e in error.value.faults()] == [
        f"{DERIVATION}:{line}: {message}" for line, message in sorted(lines)
    ]


def test_an_unknown_table_in_the_source_list_leaves_the_other_sources_read(
    project: Path,
) -> None:
    listed = "sources/sources.toml"
    with (project / listed).open("a", encoding="utf-8") as file:
        file.write('\n[[sources]]\nid = "x"\n')
    _edit(project, listed, 'language = "ru"', 'language = "Russian"')
    with pytest.raises(LedgerErrors) as errors:
        read_ledger(project)
    assert [str(e) for e in errors.value.errors] == [
        f"{listed}:{_line_of(project, listed, 'Russian')}: source sol-ru: language 'Russian' "
        "is not a language code: write a BCP 47 tag such as zh, ru, en or zh-Hans",
        f"{listed}:{_line_of(project, listed, '[[sources]]')}: unknown table 'sources'; "
        "did you mean [[source]]? (expected [[source]])",
    ]


@pytest.mark.parametrize(
    ("removed", "lacks"),
    [
        ('value = "1"\nunit = "byte/parameter"\n', "has no value"),
        ('unit = "byte/parameter"\n', "has a value without a unit"),
    ],
)
def test_a_formula_input_without_a_value_is_refused_on_load(
    project: Path, removed: str, lacks: str
) -> None:
    _edit(project, DERIVATION, removed, "")
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, DERIVATION, 'formula = "goodson_params_2t_4t *')
    assert str(error.value).startswith(
        f"{DERIVATION}:{line}: claim sol-wafers-fp8-from-goodson, link #1: formula input "
        f"'bytes_per_parameter_fp8' is claim bytes-per-parameter-fp8, which {lacks}"
    )


@pytest.mark.parametrize(
    ("path", "old", "new", "message"),
    [
        (INTRO, 'status = "estimate"', 'status = "confimed"', "did you mean 'confirmed'?"),
        (INTRO, 'status = "estimate"', 'status = "speculative"', "did you mean 'speculation'?"),
        (INTRO, 'status = "estimate"', 'stauts = "estimate"', "did you mean 'status'?"),
        (INTRO, 'relation = "supports"', 'relation = "supercedes"', "did you mean 'supersedes'?"),
        (INTRO, "[[claim.citation]]", "[[claim.citations]]", "did you mean 'citation'?"),
        ("claims/agents.toml", 'kind = "official"', 'kind = "oficial"', "mean 'official'?"),
    ],
)
def test_a_mistyped_status_relation_kind_or_key_gets_the_nearest(
    project: Path, path: str, old: str, new: str, message: str
) -> None:
    _edit(project, path, old, new)
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    line = _line_of(project, path, new)
    told = [str(e) for e in error.value.faults() if str(e).startswith(f"{path}:{line}: ")]
    assert len(told) == 1 and f"{message} (allowed: " in told[0]


def test_the_fix_for_a_single_bracket_record_counts_lines_as_toml_does(project: Path) -> None:
    # U+2028 ends a line for str.splitlines, not for TOML
    (project / "claims/99-x.toml").write_text(
        f'# a note\u2028on two lines\n{_CLAIM}\n[claim]\nid = "y"\n', encoding="utf-8"
    )
    with pytest.raises(LedgerError) as error:
        read_ledger(project)
    assert str(error.value).startswith("claims/99-x.toml:9: invalid TOML: ")
    assert str(error.value).endswith(
        "; write [[claim]]: each claim is a [[claim]] table of its own"
    )


def test_the_ledger_to_import_is_the_one_the_paths_lie_in(project: Path, tmp_path: Path) -> None:
    assert ledger_root([], project / "claims") == project.resolve()
    assert ledger_root([Path("claims/agents.toml"), Path("sources")], project) == (
        project.resolve()
    )
    with pytest.raises(InputError, match="^nope: no such file or folder$"):
        ledger_root([Path("nope")], project)
    other = tmp_path / "other"
    shutil.copytree(project / "sources", other / "sources")
    with pytest.raises(InputError, match="^the paths lie in 2 different ledgers; import one$"):
        ledger_root([project, other / "sources"], tmp_path)
