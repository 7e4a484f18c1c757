"""kb status, kb impact, kb show's trees and kb claims --changed-since, as a reviewer uses them."""

import contextlib
import errno
import gc
import json
import os
import re
import shutil
import sqlite3
import stat
import subprocess
import sys
import tempfile
import traceback
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import NoReturn

import pytest
import sqlalchemy as sa
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.orm import SessionTransaction
from typer.testing import CliRunner

from cli.app import app
from kb.database import open_engine, place, to_url
from kb.ledger_reader import read_ledger
from kb.migrations import MIGRATIONS, named
from kb.records import ClaimRecord, Ledger
from kb.review import FIRST_WRITTEN, change_status
from tests.builders import claim, make_project
from tests.conftest import ROOT

ZH = "sol-zh"
runner = CliRunner()


def derivation(ledger: Ledger) -> list[ClaimRecord]:
    return [
        claim(
            ledger,
            "params",
            "estimate",
            [(ZH, "总参数量约2万亿至4万亿")],
            (2e12, 4e12, "parameter"),
        ),
        claim(
            ledger,
            "wafers",
            "estimate",
            [(ZH, "部署范围横跨70至100个Cerebras晶圆级系统")],
            (70, 100, "wafer"),
            [("derived-from", "params")],
        ),
        claim(
            ledger, "layers", "speculation", [(ZH, "约70至90层模型")], links=[("assumes", "wafers")]
        ),
        claim(
            ledger,
            "speed",
            "confirmed",
            [
                (
                    ZH,
                    "OpenAI表示，GPT-5.6 Sol可以在Cerebras基础设施上"
                    "以高达每秒750个Token的速度运行。",
                )
            ],
            (750, 750, "token/s"),
            [("supports", "params")],
        ),
    ]


@pytest.fixture
def root(tmp_path: Path, db_url: str, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A project with the derivation above, imported into a database on each engine."""
    folder = make_project(tmp_path / "project", derivation)
    monkeypatch.setenv("KB_DB", db_url)
    monkeypatch.chdir(folder)
    assert kb("import")[0] == 0
    return folder


def kb(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), terminal_width=120)
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def test_impact_lists_everything_downstream(root: Path) -> None:
    code, out, _ = kb("impact", "params", "--format", "json")
    assert code == 0
    assert [c["id"] for c in json.loads(out)["claims"]] == ["wafers", "layers"]
    assert [
        c["id"] for c in json.loads(kb("impact", "speed", "--format", "json")[1])["claims"]
    ] == ["params", "wafers", "layers"]
    code, _, err = kb("impact", "nope")
    assert code == 1 and "no claim with id 'nope'" in err


def test_status_change_is_recorded_written_and_reported(root: Path) -> None:
    ledger_file = root / "claims" / "test.toml"
    before = ledger_file.read_text(encoding="utf-8")
    code, out, err = kb(
        "status", "params", "retracted", "--reason", "Goodson withdrew the estimate"
    )
    assert code == 1, "downstream claims now break rule 4"
    assert "params: estimate -> retracted at 20" in err and "written to claims/test.toml" in err
    assert "rule 4 fallen-basis: claim wafers: it rests on params, which is retracted" in out
    assert err.endswith("\n1 claim to re-examine: 1 new problem\n"), err
    after = ledger_file.read_text(encoding="utf-8")
    assert after != before
    assert read_ledger(root).claims()[0].status == "retracted"
    history = read_ledger(root).claims()[0].history
    assert [(e.status, e.reason) for e in history] == [
        ("estimate", FIRST_WRITTEN),
        ("retracted", "Goodson withdrew the estimate"),
    ]
    assert kb("export", "--format", "json")[1].count("Goodson withdrew the estimate") == 1


def test_status_refuses_to_write_history_before_its_last_entry(root: Path) -> None:
    """A last entry a few hours ahead (a local time written with Z, a clock that runs
    ahead) loads; a change stamped now would stand before it, and the ledger would not
    load again: refused, nothing written."""
    path = root / "claims" / "test.toml"
    ahead = (datetime.now(UTC) + timedelta(hours=12)).strftime("%Y-%m-%dT%H:%M:%SZ")
    text = path.read_text(encoding="utf-8")
    marker = 'quote = "约70至90层模型"\n'
    path.write_text(
        text.replace(
            marker,
            f'{marker}\n[[claim.history]]\nstatus = "speculation"\nat = "{ahead}"\n'
            'reason = "captured"\n',
        ),
        encoding="utf-8",
    )
    assert kb("import")[0] == 0
    before = path.read_bytes()
    code, out, err = kb("status", "layers", "disputed", "--reason", "x")
    assert (code, out) == (1, "")
    # placed at that entry's time, as ledger errors are placed
    line = path.read_text(encoding="utf-8").splitlines().index(f'at = "{ahead}"') + 1
    assert err.startswith(
        f"Error: claims/test.toml:{line}: claim layers's last history entry is at {ahead}, "
        "later than now ("
    ), err
    assert path.read_bytes() == before
    assert kb("import")[0] == 0


def test_status_change_with_nothing_downstream_exits_0(root: Path) -> None:
    code, out, err = kb("status", "layers", "Disputed", "--reason", "no wafer-per-layer evidence")
    assert (code, out) == (0, "")
    assert 'status = "disputed"' in (root / "claims" / "test.toml").read_text(encoding="utf-8")
    code, out, _ = kb("claims", "--changed-since", "2026-01-01", "--format", "json")
    assert [c["id"] for c in json.loads(out)["claims"]] == ["layers"]
    code, out, _ = kb("claims", "--changed-since", "2999-01-01", "--format", "json")
    assert json.loads(out)["claims"] == []
    # a time in another zone is compared in UTC (00:30+01:00 is 23:30Z the day before)
    _, out, _ = kb("claims", "--changed-since", "2026-01-01T00:30:00+01:00", "--format", "json")
    assert [c["id"] for c in json.loads(out)["claims"]] == ["layers"]
    _, out, _ = kb("claims", "--changed-since", "2999-01-01T00:30:00+01:00", "--format", "json")
    assert json.loads(out)["claims"] == []


def test_confirmed_contradiction_reports_the_contradicted_claim(root: Path) -> None:
    ledger_file = root / "claims" / "test.toml"
    text = ledger_file.read_text(encoding="utf-8")
    ledger_file.write_text(
        text.replace(
            '[[claim.link]]\nrelation = "supports"\nclaim = "params"',
            '[[claim.link]]\nrelation = "contradicts"\nclaim = "layers"',
        ),
        encoding="utf-8",
    )
    assert kb("import")[0] == 0
    code, out, _ = kb("status", "speed", "estimate", "--reason", "downgrade for the test")
    assert code == 0 and out == ""
    code, out, _ = kb("status", "speed", "confirmed", "--reason", "OpenAI said so after all")
    assert code == 1
    assert "claim layers is speculation but contradicted by confirmed claim speed" in out


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (
            ["status", "params", "estimate", "--reason", "same"],
            1,
            "claim params is already estimate",
        ),
        (["status", "params", "rumour", "--reason", "x"], 2, "unknown status 'rumour'"),
        (
            ["status", "params", "speculative", "--reason", "x"],
            2,
            "unknown status 'speculative'; did you mean 'speculation'? (allowed: ",
        ),
        (["status", "params", "disputed", "--reason", "  "], 2, "a status change needs a reason"),
        (
            ["status", "params", "disputed", "--reason", "denied \x1b[2J"],
            2,
            "Error: the reason holds a control character (U+001B), which the ledger may not hold",
        ),
        (
            ["status", "params", "disputed", "--reason", "denied by \u202eIAnepO\u202c"],
            2,
            "Error: the reason holds a bidirectional control (U+202E), which the ledger may not",
        ),
        (["status", "params", "disputed"], 2, "Missing option '--reason'"),
        (["status", "nope", "disputed", "--reason", "x"], 1, "no claim with id 'nope'"),
        (
            ["status", "disputed", "speed", "--reason", "x"],
            2,
            "Error: unknown status 'speed': it is a claim's id, and 'disputed' a status; "
            "did you mean `kb status speed disputed`?\n",
        ),
        (["status", "Disputed", "nope", "--reason", "x"], 2, "unknown status 'nope' ("),
    ],
)
def test_bad_status_changes_change_nothing(
    root: Path, args: list[str], code: int, message: str
) -> None:
    before = (root / "claims" / "test.toml").read_bytes()
    got, out, err = kb(*args)
    assert got == code and message in err
    assert err.startswith("Usage: ") == (code == 2), "a mistyped value gets the usage"
    assert (root / "claims" / "test.toml").read_bytes() == before


def test_status_refuses_to_overwrite_unimported_edits(root: Path) -> None:
    path = root / "claims" / "test.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("Statement of layers.", "Edited."))
    code, _, err = kb("status", "params", "disputed", "--reason", "x")
    assert code == 1 and err == (
        f"Error: the ledger at {root} changed since it was imported (claims/test.toml edited); "
        "run kb import, before a change, so that no edit is overwritten\n"
    )
    assert "Edited." in path.read_text(encoding="utf-8")


def test_reading_a_named_database_warns_of_ledger_edits_not_imported(root: Path) -> None:
    claims = root / "claims" / "test.toml"
    claims.write_text(claims.read_text(encoding="utf-8").replace("Statement of layers.", "Edited."))
    (root / "claims" / "more.toml").write_text("", encoding="utf-8")
    code, out, err = kb("show", "layers")
    assert code == 0 and "Statement of layers." in out  # the database as imported
    assert err == (
        f"warning: the ledger at {root} changed since it was imported (claims/more.toml new, "
        "claims/test.toml edited); this reads the database as imported: run kb import\n"
    )
    (root / "claims" / "more.toml").unlink()
    claims.unlink()
    code, _, err = kb("claims")
    assert "(claims/test.toml deleted)" in err


def test_a_database_imported_before_files_were_recorded_names_none(root: Path, db_url: str) -> None:
    engine = open_engine(db_url)
    with engine.begin() as connection:
        connection.execute(sa.text("DELETE FROM ledger_file"))
    engine.dispose()
    claims = root / "claims" / "test.toml"
    claims.write_text(claims.read_text(encoding="utf-8").replace("Statement of layers.", "Edited."))
    code, _, err = kb("claims")
    assert code == 0 and "changed since it was imported (its files changed)" in err


def test_show_draws_both_trees(root: Path) -> None:
    code, out, _ = kb("show", "wafers")
    assert code == 0
    rests_on = out[out.index("Rests on, or is supported by") : out.index("Downstream: ")]
    rested_on_by = out[out.index("Downstream: ") : out.index("History")]
    # a value is set off from the statement after it
    assert "derived-from params [estimate] 2T–4T parameter · Statement of params." in rests_on
    assert "supported by speed [confirmed] 750 token/s · Statement of speed." in rests_on
    assert "assumed by layers [speculation] Statement of layers." in rested_on_by
    data = json.loads(kb("show", "wafers", "--format", "json")[1])
    assert data["rests_on"][0]["claim"] == "params"
    assert data["rests_on"][0]["children"][0]["claim"] == "speed"
    assert data["rested_on_by"][0]["claim"] == "layers"


def test_history_survives_export_and_import(root: Path, tmp_path: Path) -> None:
    kb("status", "layers", "disputed", "--reason", "no wafer-per-layer evidence")
    out_dir = tmp_path / "exported"
    assert kb("export", "--format", "toml", "--out", str(out_dir))[0] == 0
    assert (out_dir / "claims" / "test.toml").read_bytes() == (
        root / "claims" / "test.toml"
    ).read_bytes()
    os.chdir(out_dir)
    assert kb("import")[0] == 0
    data = json.loads(kb("show", "layers", "--format", "json")[1])
    assert data["history"][-1]["reason"] == "no wafer-per-layer evidence"


def test_a_first_status_change_keeps_the_status_the_ledger_gave(root: Path, engine: Engine) -> None:
    """A claim written with no history (most shipped claims) keeps its status through its
    changes: the first records the status it replaces, then itself, at one time; later
    ones add themselves only. The file is as kb export writes it, and loads again."""
    path = root / "claims" / "test.toml"
    first = datetime(2026, 12, 1, 10, 0, tzinfo=UTC)
    disputed = "основаны на внешнем техническом анализе, а не на опубликованной спецификации OpenAI"
    retracted = "这个数字来自外部的技术估算，并非官方披露的架构。"
    for status, reason, now in [
        ("disputed", disputed, first),
        ("retracted", retracted, first + timedelta(days=1)),
    ]:
        change_status(
            engine=engine, claim_id="params", status=status, reason=reason, cwd=root, now=now
        )
    history = [
        {"status": "estimate", "at": "2026-12-01T10:00:00Z", "reason": FIRST_WRITTEN},
        {"status": "disputed", "at": "2026-12-01T10:00:00Z", "reason": disputed},
        {"status": "retracted", "at": "2026-12-02T10:00:00Z", "reason": retracted},
    ]
    tables = "\n".join(
        f'[[claim.history]]\nstatus = "{e["status"]}"\nat = "{e["at"]}"\nreason = "{e["reason"]}"\n'
        for e in history
    )
    assert f'{tables}\n[[claim]]\nid = "wafers"\n' in path.read_text(encoding="utf-8")
    assert json.loads(kb("show", "params", "--format", "json")[1])["history"] == history
    out_dir = root.parent / "exported"
    assert kb("export", "--format", "toml", "--out", str(out_dir))[0] == 0
    assert (out_dir / "claims" / "test.toml").read_bytes() == path.read_bytes()
    os.chdir(out_dir)
    assert kb("import")[0] == 0
    assert json.loads(kb("show", "params", "--format", "json")[1])["history"] == history


def test_check_command_exit_codes_and_json(root: Path) -> None:
    code, out, err = kb("check", "--format", "json")
    assert code == 1, "the small test ledger leaves most numbers of the sources uncovered"
    problems = json.loads(out)["problems"]
    # and warns that its confirmed claim (speed) is attributed to the article, not OpenAI
    assert {p["rule"] for p in problems} == {"uncovered-number", "confirmed-not-official"}
    assert all(
        set(p)
        == {
            "rule",
            "number",
            "severity",
            "claim",
            "where",
            "path",
            "line",
            "column",
            "message",
            "related",
        }
        for p in problems
    )
    assert re.search(r"^[0-9]+ problems?, [0-9]+ warnings?$", err, re.MULTILINE)
    code, out, _ = kb("check")
    first = out.splitlines()[0]
    assert first.startswith("sources/") and ": rule 8 uncovered-number: " in first


def test_check_command_passes_on_the_shipped_ledger(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(Path(__file__).resolve().parent.parent)
    code, _, err = kb("import")
    assert code == 0 and "imported" in err
    code, out, err = kb("check")
    assert (code, out) == (0, "")
    assert "0 problems, 0 warnings" in err


def test_status_keeps_what_the_file_holds_beside_the_change(root: Path) -> None:
    path = root / "claims" / "test.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text("# reviewed by the desk, November\n" + text, encoding="utf-8")
    assert kb("import")[0] == 0
    assert kb("status", "layers", "disputed", "--reason", "no evidence")[0] == 0
    edited = path.read_text(encoding="utf-8")
    assert edited.startswith("# reviewed by the desk, November\n")
    # the status the change replaced, then the change
    assert edited.count("[[claim.history]]") == 2 and 'reason = "no evidence"' in edited
    assert kb("status", "layers", "retracted", "--reason", "withdrawn")[0] == 0
    assert kb("check", "--format", "json")[0] == 1  # only uncovered numbers of the sources
    assert kb("import")[0] == 0, "the edited file loads again"


def test_status_without_the_ledger_it_was_loaded_from_changes_nothing(
    root: Path, tmp_path: Path, db_url: str
) -> None:
    moved = tmp_path / "moved"
    root.rename(moved)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    os.chdir(elsewhere)
    code, _, err = kb("status", "layers", "disputed", "--reason", "x")
    assert code == 1 and "is not here as it was loaded; run kb import" in err
    os.chdir(moved)  # the same ledger, checked out elsewhere: accepted
    assert kb("status", "layers", "disputed", "--reason", "x")[0] == 0
    assert 'status = "disputed"' in (moved / "claims" / "test.toml").read_text(encoding="utf-8")


def test_status_changes_the_checkout_it_runs_in(root: Path, tmp_path: Path) -> None:
    """A team database loaded from one person's checkout: another person's change, made in
    a checkout with the same files, goes to their own files, not to the first one's."""
    other = make_project(tmp_path / "other", derivation)
    mine = root / "claims" / "test.toml"
    before = mine.read_bytes()
    os.chdir(other)
    code, _, err = kb("status", "layers", "disputed", "--reason", "x")
    assert code == 0 and "written to claims/test.toml" in err
    assert 'status = "disputed"' in (other / "claims" / "test.toml").read_text(encoding="utf-8")
    assert mine.read_bytes() == before


def test_a_checkout_behind_a_team_database_is_told_so_and_cannot_take_back_its_changes(
    root: Path, tmp_path: Path
) -> None:
    """Two checkouts of one ledger and a team database: a colleague's status change,
    imported from their checkout, is not in mine until I pull. kb must not call my files
    edited, write my change into their checkout, nor take theirs back on kb import."""
    colleague = make_project(tmp_path / "colleague", derivation)
    os.chdir(colleague)
    assert kb("status", "layers", "disputed", "--reason", "Cerebras denied it")[0] == 0
    os.chdir(root)
    mine, theirs = (p / "claims" / "test.toml" for p in (root, colleague))
    before = mine.read_bytes(), theirs.read_bytes()
    code, _, err = kb("claims")
    assert code == 0 and err == (
        f"warning: the ledger at {root} is not the one this database was imported from "
        f"({colleague}: claims/test.toml differs); this reads the database as imported: bring "
        "your ledger up to date (git pull), or run kb import if yours is the newer\n"
    )
    # asked for the status the database holds, it says why it cannot change the ledger,
    # not that the claim is already disputed (in my files it is not)
    for status in ("disputed", "retracted"):
        code, _, err = kb("status", "layers", status, "--reason", "x")
        assert code == 1 and err == (
            f"Error: the ledger at {root} is not the one this database was imported from "
            f"({colleague}: claims/test.toml differs); bring your ledger up to date (git pull), "
            "or run kb import if yours is the newer, before a change, so that no edit is "
            "overwritten\n"
        )
    code, _, err = kb("import")
    assert code == 1 and err == (
        f"Error: this database, imported from {colleague}, holds what the ledger at {root} "
        f"lacks: importing it would take back {_first_change_of_layers(colleague)}; bring "
        "your ledger up to date (git pull) and import it, or run kb import --force if yours "
        "is the newer\n"
    )
    assert (mine.read_bytes(), theirs.read_bytes()) == before
    assert json.loads(kb("show", "layers", "--format", "json")[1])["status"] == "disputed"
    code, _, err = kb("import", "--force")
    assert code == 0 and err.startswith("imported 4 claims")
    assert err.endswith(
        f"\ntook back {_first_change_of_layers(colleague)}, imported from {colleague}\n"
    )
    assert json.loads(kb("show", "layers", "--format", "json")[1])["status"] == "speculation"


def test_kb_import_refuses_to_remove_a_colleagues_claims_not_yet_pulled(
    root: Path, tmp_path: Path
) -> None:
    """A colleague added a claim and imported it into the team database; my checkout,
    which has a claim of my own, has not pulled theirs yet. Importing mine would remove
    theirs without a word: it is refused, with the status change I would take back too."""
    colleague = make_project(
        tmp_path / "colleague",
        lambda ledger: [*derivation(ledger), claim(ledger, "theirs", "assumption")],
    )
    os.chdir(colleague)
    assert kb("import")[0] == 0
    assert kb("status", "layers", "disputed", "--reason", "Cerebras denied it")[0] == 0
    os.chdir(root)
    make_project(root, lambda ledger: [*derivation(ledger), claim(ledger, "mine", "assumption")])
    code, _, err = kb("import")
    assert code == 1 and err == (
        f"Error: this database, imported from {colleague}, holds what the ledger at {root} "
        f"lacks: importing it would take back {_first_change_of_layers(colleague)} and "
        "remove 1 claim (theirs); bring your ledger up to date (git pull) and import it, or "
        "run kb import --force if yours is the newer or the removal is meant\n"
    )
    assert _status_of("theirs") == "assumption" and kb("show", "mine")[0] == 1
    code, _, err = kb("import", "--force")
    assert code == 0 and err.endswith(
        f"\ntook back {_first_change_of_layers(colleague)} and removed 1 claim (theirs), "
        f"imported from {colleague}\n"
    )
    assert kb("show", "theirs")[0] == 1 and _status_of("mine") == "assumption"


def test_kb_import_of_the_folder_the_database_was_imported_from_removes_claims_deleted_there(
    root: Path,
) -> None:
    make_project(root, lambda ledger: derivation(ledger)[:2])
    code, _, err = kb("import")
    assert code == 0 and err.startswith("imported 2 claims") and len(err.splitlines()) == 1
    assert kb("show", "layers")[0] == 1


def test_a_status_change_a_merge_lost_from_the_ledger_is_told_on_import(
    root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two colleagues changed one claim's status; the merge took the other side, so the
    history entry of mine left the ledger. Importing my own folder is never refused, but
    it said only "1 changed (layers)": now it says which change it took back, as kb import
    and as the project's own database reloading on a reading command."""
    claims = root / "claims" / "test.toml"
    before = claims.read_bytes()  # the other side, without my change
    assert kb("status", "layers", "disputed", "--reason", "Cerebras denied it")[0] == 0
    mine = _first_change_of_layers(root)
    claims.write_bytes(before)
    code, _, err = kb("import")
    assert code == 0 and err.endswith(
        f": 1 changed (layers)\ntook back {mine}, which the ledger no longer holds\n"
    )
    assert _status_of("layers") == "speculation"
    project = make_project(tmp_path / "project", derivation)  # its own .kb/kb.sqlite
    monkeypatch.delenv("KB_DB")
    monkeypatch.chdir(project)
    claims = project / "claims" / "test.toml"
    before = claims.read_bytes()
    assert kb("status", "layers", "disputed", "--reason", "Cerebras denied it")[0] == 0
    mine = _first_change_of_layers(project)
    claims.write_bytes(before)
    code, _, err = kb("claims")
    assert code == 0 and err == (
        "loaded the ledger into .kb/kb.sqlite: 1 changed (layers)\n"
        f"took back {mine}, which the ledger no longer holds\n"
    )


def test_kb_import_takes_back_no_reworded_reason_and_removes_no_other_ledger(
    root: Path, tmp_path: Path
) -> None:
    colleague = make_project(tmp_path / "colleague", derivation)
    os.chdir(colleague)
    assert kb("status", "layers", "disputed", "--reason", "Cerebras denied it")[0] == 0
    # the colleague rewords the reason; my checkout has their change, worded as first
    # written: the same change (claim, status, time), nothing taken back
    shutil.copytree(colleague / "claims", root / "claims", dirs_exist_ok=True)
    ours = colleague / "claims" / "test.toml"
    ours.write_text(ours.read_text(encoding="utf-8").replace("denied it", "denied it twice"))
    assert kb("import")[0] == 0
    os.chdir(root)
    assert kb("import")[0] == 0
    # another ledger imported into the same database (a stray KB_DB) shares no claim:
    # it takes back no status change, but it would remove every claim
    other = tmp_path / "other"
    shutil.copytree(ROOT / "claims", other / "claims")
    shutil.copytree(ROOT / "sources", other / "sources")
    code, _, err = kb("import", str(other))
    assert code == 1 and err.startswith(
        f"Error: this database, imported from {root}, holds what the ledger at {other} "
        "lacks: importing it would remove 4 claims (params, wafers, layers and 1 more); "
    )


def test_import_counts_one_claim_as_one(
    tmp_path: Path, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(
        make_project(tmp_path / "one", lambda ledger: [claim(ledger, "only", "assumption")])
    )
    code, _, err = kb("--db", db_url, "import")
    assert code == 0 and err.startswith("imported 1 claim from ./ into ")


def _last_change(project: Path) -> str:
    text = (project / "claims" / "test.toml").read_text(encoding="utf-8")
    return text.rsplit('at = "', 1)[1].split('"', 1)[0]


def _first_change_of_layers(project: Path) -> str:
    """The history entries of layers's first status change (to disputed), as kb import
    names them: the status it replaced, then the change, at one time."""
    at = _last_change(project)
    return f"2 status changes (layers: speculation at {at}, layers: disputed at {at})"


@pytest.mark.postgres
def test_a_database_that_refuses_the_write_is_a_one_line_error(
    postgres_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A read-only transaction or a role that may only read: kb import and kb status fail
    with the server's reason on one line, exit 2, changing nothing (a traceback, exit 1)."""
    folder = make_project(tmp_path / "project", derivation)
    monkeypatch.chdir(folder)
    monkeypatch.setenv("KB_DB", postgres_url)
    assert kb("import")[0] == 0
    ledger_file = folder / "claims" / "test.toml"
    before = ledger_file.read_bytes()
    read_only = make_url(postgres_url).update_query_dict(
        {"options": "-c default_transaction_read_only=on"}
    )
    monkeypatch.setenv("KB_DB", read_only.render_as_string(hide_password=False))
    for args in (["import"], ["status", "layers", "disputed", "--reason", "x"]):
        code, out, err = kb(*args)
        assert (code, out) == (2, ""), err
        assert err.startswith("Error: database ") and len(err.splitlines()) == 1
        assert err.rstrip().endswith("in a read-only transaction")
    assert ledger_file.read_bytes() == before
    admin = sa.create_engine(postgres_url, isolation_level="AUTOCOMMIT")
    role = f"kbtest_reader_{os.getpid()}"
    with admin.connect() as connection:
        connection.exec_driver_sql(f"CREATE ROLE {role} LOGIN")
        connection.exec_driver_sql(f"GRANT SELECT ON ALL TABLES IN SCHEMA public TO {role}")
    try:
        reader = make_url(postgres_url).set(username=role, password=None)
        monkeypatch.setenv("KB_DB", reader.render_as_string(hide_password=False))
        code, _, err = kb("import")
        assert code == 2 and "permission denied for table " in err, err
        assert len(err.splitlines()) == 1
        assert kb("claims")[0] == 0  # reading is allowed
        assert _status_of("layers") == "speculation"
    finally:
        with admin.connect() as connection:
            connection.exec_driver_sql(f"DROP OWNED BY {role}")
            connection.exec_driver_sql(f"DROP ROLE {role}")
        admin.dispose()


@pytest.mark.postgres
def test_a_role_without_usage_on_kbs_schema_is_told_so(
    postgres_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The README's team setup in a schema of its own: a role granted kb's tables but not
    USAGE on the schema sees no tables; the error names that cause, not only a missing
    import (its owner had imported), and USAGE is all it lacked."""
    folder = make_project(tmp_path / "project", derivation)
    monkeypatch.chdir(folder)
    admin = sa.create_engine(postgres_url, isolation_level="AUTOCOMMIT")
    role = f"kbtest_analyst_{os.getpid()}"
    with admin.connect() as connection:
        connection.exec_driver_sql("CREATE SCHEMA kb")
    in_schema = make_url(postgres_url).update_query_dict({"options": "-csearch_path=kb,public"})
    monkeypatch.setenv("KB_DB", in_schema.render_as_string(hide_password=False))
    assert kb("import")[0] == 0
    with admin.connect() as connection:
        connection.exec_driver_sql(f"CREATE ROLE {role} LOGIN")
        connection.exec_driver_sql(f"GRANT SELECT ON ALL TABLES IN SCHEMA kb TO {role}")
    try:
        analyst = in_schema.set(username=role, password=None)
        monkeypatch.setenv("KB_DB", analyst.render_as_string(hide_password=False))
        code, _, err = kb("claims")
        assert code == 2 and len(err.splitlines()) == 1, err
        assert err.rstrip().endswith(
            "holds no ledger: load one with kb import, or its tables are in a schema this "
            "role may not use (its owner grants USAGE on it)"
        )
        with admin.connect() as connection:
            connection.exec_driver_sql(f"GRANT USAGE ON SCHEMA kb TO {role}")
        assert kb("claims")[0] == 0
    finally:
        with admin.connect() as connection:
            connection.exec_driver_sql(f"DROP OWNED BY {role}")
            connection.exec_driver_sql(f"DROP ROLE {role}")
        admin.dispose()


def test_trees_expand_each_claim_once(root: Path) -> None:
    data = json.loads(kb("show", "layers", "--format", "json")[1])
    wafers = data["rests_on"][0]
    assert wafers["claim"] == "wafers" and wafers["children"][0]["claim"] == "params"


def _status_of(claim_id: str) -> str:
    return str(json.loads(kb("show", claim_id, "--format", "json")[1])["status"])


def test_a_ledger_file_that_cannot_be_written_changes_nothing(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = root / "claims" / "test.toml"
    before = path.read_bytes()

    def refuse(source: str, target: Path) -> None:  # the rename of the atomic write
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("kb.ledger_writer.os.replace", refuse)
    code, _, err = kb("status", "layers", "disputed", "--reason", "x")
    assert code == 2
    assert err.strip().endswith("test.toml: cannot write: Permission denied")
    assert len(err.strip().splitlines()) == 1
    assert path.read_bytes() == before
    assert _status_of("layers") == "speculation"  # the database was rolled back


def test_a_read_only_ledger_file_changes_nothing(root: Path) -> None:
    path = root / "claims" / "test.toml"
    before = path.read_bytes()
    path.chmod(0o444)  # its folder writable: a rename would replace it
    code, _, err = kb("status", "layers", "disputed", "--reason", "x")
    # named from the working folder, as every file in a message is
    assert (code, err) == (2, "Error: claims/test.toml: cannot write: Permission denied\n")
    assert path.read_bytes() == before and stat.S_IMODE(path.stat().st_mode) == 0o444
    assert _status_of("layers") == "speculation"


def _fail_the_commit_once_written(
    patched: pytest.MonkeyPatch, path: Path, *, disk_full: bool = False
) -> None:
    """Make the commit of the transaction that wrote path fail (those before it, which
    open the database, go through); with disk_full, no file can be written after it."""
    before = path.read_bytes()
    commit = SessionTransaction.commit

    def fail(self: SessionTransaction, *args: bool) -> None:
        if path.read_bytes() == before:
            return commit(self, *args)
        if disk_full:
            patched.setattr("kb.ledger_writer.tempfile.mkstemp", _no_space)
        raise RuntimeError("the commit failed")

    patched.setattr(SessionTransaction, "commit", fail)


def _refused(*args: object) -> NoReturn:
    raise PermissionError(errno.EPERM, "Operation not permitted")


def _no_space(*args: object, **kwargs: object) -> NoReturn:
    raise OSError(errno.ENOSPC, "No space left on device")


@pytest.mark.parametrize("links", [True, False])
def test_a_commit_that_fails_puts_the_ledger_file_back(
    root: Path, monkeypatch: pytest.MonkeyPatch, links: bool
) -> None:
    path = root / "claims" / "test.toml"
    before = path.read_bytes()
    if not links:  # a file system without hard links: the file is written back
        monkeypatch.setattr("kb.ledger_writer.os.link", _refused)
    with monkeypatch.context() as patched, pytest.raises(RuntimeError, match="commit failed"):
        _fail_the_commit_once_written(patched, path)
        kb("status", "layers", "disputed", "--reason", "x")
    assert path.read_bytes() == before
    assert sorted(p.name for p in path.parent.iterdir()) == ["agents.toml", "test.toml"]
    assert _status_of("layers") == "speculation"


def test_a_commit_that_fails_on_a_full_disk_puts_the_ledger_file_back(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The file was written, then the disk filled up and the commit failed: the file is
    put back without writing (a new file would fail too), the same file as before."""
    path = root / "claims" / "test.toml"
    path.chmod(0o640)
    before, inode = path.read_bytes(), path.stat().st_ino
    with monkeypatch.context() as patched, pytest.raises(RuntimeError, match="commit failed"):
        _fail_the_commit_once_written(patched, path, disk_full=True)
        kb("status", "layers", "disputed", "--reason", "x")
    assert path.read_bytes() == before and path.stat().st_ino == inode
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert sorted(p.name for p in path.parent.iterdir()) == ["agents.toml", "test.toml"]
    assert _status_of("layers") == "speculation"
    assert kb("status", "layers", "disputed", "--reason", "x")[0] == 0  # committed: a new file
    assert sorted(p.name for p in path.parent.iterdir()) == ["agents.toml", "test.toml"]
    assert stat.S_IMODE(path.stat().st_mode) == 0o640 and path.stat().st_ino != inode


def test_status_keeps_crlf_line_ends(root: Path) -> None:
    path = root / "claims" / "test.toml"
    path.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))
    assert kb("import")[0] == 0
    assert kb("status", "layers", "disputed", "--reason", "no evidence")[0] == 0
    data = path.read_bytes()
    assert b'reason = "no evidence"\r\n' in data
    assert data.count(b"\n") == data.count(b"\r\n")
    assert kb("import")[0] == 0


def test_status_keeps_each_line_end_and_gives_added_lines_the_one_they_follow(
    root: Path,
) -> None:
    path = root / "claims" / "test.toml"
    lines = path.read_bytes().split(b"\n")
    last = lines.index(b'claim = "wafers"')  # the last line of claim layers
    crlf = {*range(5), last}
    path.write_bytes(b"\n".join(x + b"\r" * (n in crlf) for n, x in enumerate(lines)))
    assert kb("import")[0] == 0
    assert kb("status", "layers", "disputed", "--reason", "after CRLF")[0] == 0
    assert kb("status", "speed", "reported", "--reason", "after LF")[0] == 0
    edited = path.read_bytes().split(b"\n")
    added = range(last + 1, last + 11)  # two history tables: the status replaced, the change
    assert [n for n, x in enumerate(edited) if x.endswith(b"\r")] == [*sorted(crlf), *added]
    assert edited[added[-1]] == b'reason = "after CRLF"\r' and b'reason = "after LF"' in edited
    path.write_bytes(path.read_bytes().rstrip(b"\n"))  # no line end after the last line
    assert kb("import")[0] == 0
    assert kb("status", "speed", "disputed", "--reason", "at the end")[0] == 0
    data = path.read_bytes()  # the added lines end as the first line does
    assert b'"after LF"\r\n\r\n[[claim.history]]\r\nstatus = "disputed"\r\n' in data
    assert data.endswith(b'\r\nreason = "at the end"')
    assert kb("import")[0] == 0


def test_check_fails_on_a_ledger_the_database_does_not_hold(root: Path) -> None:
    path = root / "claims" / "test.toml"
    path.write_text(path.read_text(encoding="utf-8").replace("约70至90层模型", "约70至99层模型"))
    assert kb("import")[0] == 2  # the edited quote is not in the source: not loaded
    code, out, err = kb("check")
    assert code == 1
    # named where the load fails, as kb import names it
    assert out.startswith("claims/test.toml:40: rule 1 ledger-not-loaded: the ledger at ")
    assert " does not load: claim layers, citation #1: quote " in out
    assert not err.startswith("warning")  # rule 1 says it, not a second notice


@pytest.mark.parametrize(
    "command",
    [
        ("check",),
        ("table",),
        ("claims",),
        ("search", "wafer"),
        ("sources",),
        ("export",),
        ("show", "sol-speed-750"),
        ("impact", "sol-speed-750"),
    ],
)
def test_reading_commands_refuse_a_database_that_holds_no_ledger(
    root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: tuple[str, ...]
) -> None:
    typo = tmp_path / "mistyped.sqlite"
    monkeypatch.setenv("KB_DB", str(typo))
    code, out, err = kb(*command)
    assert (code, out) == (2, "")
    assert err == f"Error: KB_DB: {typo}: no such database (kb import creates it)\n"
    assert not typo.exists()
    engine = open_engine(str(typo))  # a kb database, never loaded
    engine.dispose()
    code, out, err = kb(*command)
    assert (code, out) == (2, "")
    assert err == f"Error: KB_DB: the database {typo} holds no ledger: load one with kb import\n"


def test_an_error_opening_the_database_says_kb_db_named_it(
    root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A KB_DB set long ago in a shell's profile names a database nobody typed: the error
    says where the name came from; one typed with --db needs no such word."""
    typo = tmp_path / "mistyped.sqlite"
    monkeypatch.setenv("KB_DB", str(typo))
    message = f"{typo}: no such database (kb import creates it)\n"
    assert kb("claims") == (2, "", f"Error: KB_DB: {message}")
    monkeypatch.delenv("KB_DB")
    assert kb("--db", str(typo), "claims") == (2, "", f"Error: {message}")
    assert kb("claims", "--db", str(typo)) == (2, "", f"Error: {message}")
    monkeypatch.setenv("KB_DB", str(tmp_path / "other.sqlite"))
    assert kb("--db", str(typo), "claims") == (2, "", f"Error: {message}"), "--db wins"


def test_sqlite_urls_relative_and_uri_are_opened_as_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = make_project(tmp_path / "project", derivation)
    monkeypatch.chdir(folder)
    monkeypatch.setenv("KB_DB", str(tmp_path / "kb.sqlite"))
    assert kb("import")[0] == 0
    for url in (
        f"sqlite:///file:{tmp_path / 'kb.sqlite'}?mode=ro&uri=true",
        "sqlite:///../kb.sqlite",  # relative to the working folder
    ):
        monkeypatch.setenv("KB_DB", url)
        code, out, _ = kb("claims")
        assert code == 0 and "params" in out


def test_a_database_loaded_from_a_folder_its_reader_may_not_enter_is_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A team's database loaded from a colleague's checkout that the reader may not look
    into: a reading command reads it, without telling whether that ledger changed (it
    cannot), rather than fail with a traceback."""
    shared = Path(tempfile.mkdtemp(prefix="kb-unseen-"))  # tmp_path is root's alone
    project = shared / "project"
    try:
        shared.chmod(0o755)
        monkeypatch.chdir(make_project(project, derivation))
        monkeypatch.setenv("KB_DB", str(shared / "kb.sqlite"))
        assert kb("import")[0] == 0
        code, expected, _ = kb("claims", "--format", "json")  # loads what the child needs
        assert code == 0 and "params" in expected
        (shared / "kb.sqlite").chmod(0o666)
        shared.chmod(0o777)  # the reader may write the database and the files beside it
        project.chmod(0o700)
        monkeypatch.chdir(shared)
        assert _as_another_user("claims", "--format", "json") == (0, expected, "")
    finally:
        project.chmod(0o755)
        shutil.rmtree(shared)


def _as_another_user(*args: str) -> tuple[int, str, str]:
    """kb run by a user who is not root, to whom file modes apply: this one, or, for
    root (who may write any file), nobody, in a forked child (nobody may not read the
    files of root's Python to start one; what kb imports is loaded by then)."""
    if os.geteuid() != 0:
        return kb(*args)
    read, write = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover (the child ends here)
        answer: list[object] = [3, "", "the child failed"]
        try:
            os.close(read)
            os.setgroups([])
            os.setgid(65534)
            os.setuid(65534)
            answer = list(kb(*args))
        except BaseException:
            answer[2] = traceback.format_exc()
        finally:
            with os.fdopen(write, "w") as stream:
                json.dump(answer, stream)
            os._exit(0)
    os.close(write)
    with os.fdopen(read) as stream:
        code, out, err = json.load(stream)
    os.waitpid(child, 0)
    return code, out, err


@pytest.mark.parametrize("older", [False, True])
def test_a_read_only_sqlite_file_in_a_read_only_folder_is_read(
    monkeypatch: pytest.MonkeyPatch, older: bool
) -> None:
    """A database file kb wrote, made read-only (444) in a read-only folder (555): a
    reading command reads it, named by its path or as a read-only URI, and writes
    nothing (not the WAL switch, not a migration: one it needs is refused, naming the
    database)."""
    shared = Path(tempfile.mkdtemp(prefix="kb-read-only-"))  # tmp_path is root's alone
    database = shared / "shelf" / "kb.sqlite"
    try:
        shared.chmod(0o755)
        monkeypatch.chdir(make_project(shared / "project", derivation))
        database.parent.mkdir()
        monkeypatch.setenv("KB_DB", str(database))
        assert kb("import")[0] == 0
        code, expected, _ = kb("claims", "--format", "json")  # loads what the child needs
        assert code == 0 and "params" in expected
        if older:
            _forget_the_last_migration(str(database))
        gc.collect()  # the commands' engines close: SQLite folds the WAL in, and removes it
        assert os.listdir(database.parent) == ["kb.sqlite"]
        before = database.read_bytes()
        database.chmod(0o444)
        database.parent.chmod(0o555)
        monkeypatch.chdir(shared)
        for target in (str(database), f"sqlite:///file:{database}?mode=ro&uri=true"):
            monkeypatch.setenv("KB_DB", target)
            code, out, err = _as_another_user("claims", "--format", "json")
            if older:
                assert (code, out) == (2, "") and len(err.splitlines()) == 1, err
                assert err.startswith(
                    f"Error: KB_DB: cannot open database {place(to_url(target), Path.cwd())}: "
                )
                assert "its owner should run any kb command once" in err
            else:
                assert (code, out, err) == (0, expected, ""), err
        assert database.read_bytes() == before and os.listdir(database.parent) == ["kb.sqlite"]
    finally:
        if database.parent.exists():
            database.parent.chmod(0o755)
        shutil.rmtree(shared)


def test_a_sqlite_file_its_owner_may_write_is_not_read_as_immutable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A database in a folder its owner writes (755, the file 644), read by another user:
    that user may not write there, but the owner may be writing while it reads, so the
    file is not read as immutable (without locks, which could read a half-written
    change).  SQLite then cannot make the -shm it reads a WAL file through: one line says
    so, naming the file and what to do."""
    shared = Path(tempfile.mkdtemp(prefix="kb-owned-"))  # tmp_path is root's alone
    database = shared / "shelf" / "kb.sqlite"
    try:
        shared.chmod(0o755)
        monkeypatch.chdir(make_project(shared / "project", derivation))
        database.parent.mkdir(mode=0o755)
        monkeypatch.setenv("KB_DB", str(database))
        assert kb("import")[0] == 0
        assert kb("claims")[0] == 0  # loads what the child needs
        gc.collect()  # the commands' engines close: SQLite folds the WAL in, and removes it
        database.chmod(0o644)
        monkeypatch.chdir(shared)
        code, out, err = _as_another_user("claims", "--format", "json")
        assert (code, out) == (2, "") and len(err.splitlines()) == 1, err
        assert err.startswith(
            "Error: KB_DB: cannot open database shelf/kb.sqlite: SQLite reads it through "
            "shelf/kb.sqlite-shm, which it may not create in a folder you may not write: "
        ), err
        assert "(chmod a-w)" in err
    finally:
        shutil.rmtree(shared)


@pytest.mark.parametrize("uri", [False, True])
def test_a_reading_command_neither_creates_nor_converts_a_sqlite_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, uri: bool
) -> None:
    typo, other = tmp_path / "typo.sqlite", tmp_path / "other.sqlite"
    with contextlib.closing(sqlite3.connect(other)) as db:
        db.execute("CREATE TABLE mine (x)")
    before = other.read_bytes()
    monkeypatch.chdir(tmp_path)
    for path, error in (
        (typo, "no such database (kb import creates it)"),
        (other, "holds no ledger: load one with kb import"),
    ):
        monkeypatch.setenv("KB_DB", f"sqlite:///file:{path}?uri=true" if uri else str(path))
        code, out, err = kb("claims")
        assert (code, out) == (2, "") and error in err and "Traceback" not in err
    assert not typo.exists() and other.read_bytes() == before


def test_a_database_in_memory_holds_no_ledger(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KB_DB", "sqlite://")
    code, _, err = kb("claims")
    assert (
        code == 2
        and err == "Error: KB_DB: the database sqlite:// holds no ledger: load one with kb import\n"
    )


@pytest.mark.postgres
def test_a_reading_command_gives_an_empty_postgresql_database_no_tables(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KB_DB", postgres_url)
    code, _, err = kb("claims")
    assert code == 2 and "holds no ledger: load one with kb import" in err
    engine = sa.create_engine(postgres_url)
    try:
        assert sa.inspect(engine).get_table_names() == []
    finally:
        engine.dispose()


def test_two_status_changes_at_once_both_reach_the_file(root: Path) -> None:
    # both claims live in claims/test.toml: the second writer must read the first's file
    changes = [("layers", "disputed", "reason A"), ("speed", "reported", "reason B")]
    children = [
        subprocess.Popen(
            [sys.executable, "-m", "cli", "status", claim_id, status, "--reason", reason],
            cwd=root,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for claim_id, status, reason in changes
    ]
    for child in children:
        _, err = child.communicate()
        assert child.returncode in (0, 1), err  # 1: downstream claims to re-examine
        assert "Traceback" not in err and "Error" not in err, err
    text = (root / "claims" / "test.toml").read_text(encoding="utf-8")
    assert 'reason = "reason A"' in text and 'reason = "reason B"' in text
    assert [_status_of(claim_id) for claim_id, _, _ in changes] == ["disputed", "reported"]
    assert kb("import")[0] == 0, "the file holds what the database holds"


def test_status_keeps_a_bom(root: Path) -> None:
    path = root / "claims" / "test.toml"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert kb("import")[0] == 0
    assert kb("status", "layers", "disputed", "--reason", "no evidence")[0] == 0
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf[[") and b'reason = "no evidence"\n' in data
    assert kb("import")[0] == 0


def test_check_names_files_from_the_folder_it_runs_in(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert kb("status", "params", "speculation", "--reason", "weaker")[0] == 1  # wafers: rule 4
    code, out, _ = kb("check")
    at_root = out.splitlines()
    assert any(line.startswith("claims/test.toml:") for line in at_root)
    assert any(line.startswith("sources/000_ae3eb71afb28e879.txt:") for line in at_root)
    monkeypatch.chdir(root / "claims")
    code, out, _ = kb("check")
    from_claims = out.splitlines()
    assert len(from_claims) == len(at_root)
    assert any(line.startswith("test.toml:") for line in from_claims)
    source = root / "sources" / "000_ae3eb71afb28e879.txt"
    assert any(line.startswith(f"{source}:") for line in from_claims)


def test_ledger_edits_are_named_from_the_folder_kb_runs_in(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    claims = root / "claims" / "test.toml"
    claims.write_text(claims.read_text(encoding="utf-8").replace("Statement of layers.", "Edited."))
    monkeypatch.chdir(root / "claims")
    code, out, err = kb("check")
    # at the one file edited, where an editor opens it
    assert out.startswith("test.toml: rule 1 ledger-not-loaded: ") and "(test.toml edited: " in out
    code, _, err = kb("claims")
    assert "changed since it was imported (test.toml edited)" in err
    code, _, err = kb("status", "params", "disputed", "--reason", "x")
    assert code == 1 and "changed since it was imported (test.toml edited); run kb" in err
    # several files, or one deleted: at the claims folder
    (root / "claims" / "more.toml").write_text("", encoding="utf-8")
    out = kb("check")[1]
    assert out.startswith(".: rule 1 ledger-not-loaded: ")
    assert "(more.toml new, test.toml edited: " in out
    assert kb("import")[0] == 0
    (root / "claims" / "more.toml").unlink()
    out = kb("check")[1]
    assert out.startswith(".: rule 1 ledger-not-loaded: ") and "(more.toml deleted: " in out


def test_status_keeps_a_comment_after_the_status_and_reads_a_quoted_key(root: Path) -> None:
    path = root / "claims" / "test.toml"
    text = path.read_text(encoding="utf-8")
    text = text.replace('status = "speculation"', '"status" = "speculation"  # per the thread')
    path.write_text(text, encoding="utf-8")
    assert kb("import")[0] == 0
    assert kb("status", "layers", "disputed", "--reason", "no evidence")[0] == 0
    edited = path.read_text(encoding="utf-8")
    assert '"status" = "disputed"  # per the thread\n' in edited
    assert kb("import")[0] == 0 and _status_of("layers") == "disputed"


@pytest.mark.parametrize(
    ("old", "new", "what"),
    [
        (
            'attributed_to = ["the article"]\n',
            'attributed_to = ["the article"]\n'
            'history = [{status = "speculation", at = "2026-11-01T00:00:00Z", reason = "r"}]\n',
            "claim layers keeps its history in an inline array: write each entry as a "
            "[[claim.history]] table",
        ),
        (
            'status = "speculation"\n',
            'status = """speculation"""\n',
            'the status of claim layers is not written as status = "..." on a line of its own',
        ),
    ],
)
def test_status_names_the_line_it_cannot_edit(root: Path, old: str, new: str, what: str) -> None:
    path = root / "claims" / "test.toml"
    text = path.read_text(encoding="utf-8")
    at = text.index(old, text.index('id = "layers"'))
    path.write_text(text[:at] + new + text[at + len(old) :], encoding="utf-8")
    line = text[:at].count("\n") + new.count("\n")  # the new layout's last line
    assert kb("import")[0] == 0
    before = path.read_bytes()
    code, out, err = kb("status", "layers", "disputed", "--reason", "no evidence")
    assert (code, out) == (2, "")  # the file is the input kb cannot use
    assert err.startswith(f"Error: claims/test.toml:{line}: {what}"), err
    assert path.read_bytes() == before and _status_of("layers") == "speculation"


def test_a_source_in_a_subfolder_of_sources_is_part_of_the_ledger(root: Path) -> None:
    (root / "sources" / "2026").mkdir()
    (root / "sources" / "000_ae3eb71afb28e879.txt").rename(
        root / "sources" / "2026" / "000_ae3eb71afb28e879.txt"
    )
    listing = root / "sources" / "sources.toml"
    listing.write_text(
        listing.read_text(encoding="utf-8").replace(
            'path = "000_ae3eb71afb28e879.txt"', 'path = "2026/000_ae3eb71afb28e879.txt"'
        ),
        encoding="utf-8",
    )
    assert kb("import")[0] == 0
    assert kb("claims")[2] == ""
    with (root / "sources" / "2026" / "000_ae3eb71afb28e879.txt").open("a") as source:
        source.write("新的一段。\n")
    code, _, err = kb("claims")
    assert code == 0 and "(sources/2026/000_ae3eb71afb28e879.txt edited)" in err


def test_status_names_what_now_breaks_as_kb_check_does(root: Path) -> None:
    code, out, _ = kb("status", "params", "retracted", "--reason", "withdrawn")
    assert code == 1
    text = (root / "claims" / "test.toml").read_text(encoding="utf-8").splitlines()
    # the claim's status line, the key at fault, counted from 1
    line = (
        next(
            i
            for i in range(text.index('id = "wafers"'), len(text))
            if text[i].startswith("status = ")
        )
        + 1
    )
    expected = (
        f"claims/test.toml:{line}: rule 4 fallen-basis: claim wafers: it rests on params, "
        "which is retracted: re-examine it, then derive it from another claim, or dispute or "
        "retract it too"
    )
    assert expected in out.splitlines()
    assert expected in kb("check")[1].splitlines()


def test_status_on_a_ledger_that_does_not_load_says_why(root: Path) -> None:
    path = root / "claims" / "test.toml"
    path.write_text(
        path.read_text(encoding="utf-8").replace('status = "speculation"', 'status = "rumour"')
    )
    line = path.read_text(encoding="utf-8").splitlines().index('status = "rumour"') + 1
    code, _, err = kb("status", "params", "disputed", "--reason", "x")
    assert code == 2 and "does not load, so it cannot be changed: " in err
    assert f"claims/test.toml:{line}: claim layers: unknown status 'rumour'" in err
    assert 'status = "disputed"' not in path.read_text(encoding="utf-8")


def test_status_counts_lines_as_toml_does(root: Path) -> None:
    # a line separator (U+2028) inside a string above the claim ends no line
    path = root / "claims" / "test.toml"
    text = path.read_text(encoding="utf-8").replace("Statement of params.", "Statement\u2028of it.")
    path.write_text(text, encoding="utf-8", newline="")
    assert kb("import")[0] == 0
    assert kb("status", "layers", "disputed", "--reason", "no evidence")[0] == 0
    edited = path.read_bytes().decode("utf-8")
    assert edited.count('status = "disputed"') == 2 and "Statement\u2028of it." in edited
    assert kb("import")[0] == 0 and _status_of("layers") == "disputed"


def test_status_follows_a_link_into_the_ledger_and_refuses_one_out_of_it(
    root: Path, tmp_path: Path
) -> None:
    path = root / "claims" / "test.toml"
    shared = root / "shared" / "test.toml"
    shared.parent.mkdir()
    path.rename(shared)
    path.symlink_to(Path("..") / "shared" / "test.toml")
    assert kb("status", "layers", "disputed", "--reason", "x")[0] == 0
    assert path.is_symlink(), "the link is kept and the file it names changed"
    assert 'status = "disputed"' in shared.read_text(encoding="utf-8")
    outside = tmp_path / "outside.toml"  # as kb import refuses it
    shared.rename(outside)
    path.unlink()
    path.symlink_to(outside)
    before = outside.read_bytes()
    code, _, err = kb("status", "speed", "reported", "--reason", "y")
    assert code == 2
    assert err == "Error: claims/test.toml: claim files must lie under the ledger root project/\n"
    assert path.is_symlink() and outside.read_bytes() == before
    code, _, err = kb("show", "speed")  # the automatic reload refuses it too
    assert code == 2  # the error names the database it was loading: "Error: KB_DB: ..."
    assert err.endswith(": claims/test.toml: claim files must lie under the ledger root project/\n")


def _forget_the_last_migration(db_url: str) -> None:
    """Make the database one that a kb without the newest migration left."""
    engine = open_engine(db_url)
    with engine.begin() as connection:
        connection.execute(sa.text("DELETE FROM kb_migration WHERE version = :v"), {"v": LATEST})
    engine.dispose()


LATEST = len(MIGRATIONS)


def test_a_reading_command_that_migrates_a_database_says_so(
    root: Path, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A team database an older kb made: the first command of this kb, a reading one
    too, migrates it, after which the older kb refuses it. Whoever ran it is told, once,
    never with the password; a new database's first migrations are no news."""
    _forget_the_last_migration(db_url)
    url = to_url(db_url)
    if url.get_backend_name() == "postgresql":
        url = url.set(password="s3cret")  # the test server trusts, and ignores it
        monkeypatch.setenv("KB_DB", url.render_as_string(hide_password=False))
    code, out, err = kb("claims")
    assert code == 0 and "params" in out
    assert err == (
        f"migrated the database {place(url, root)} from migration {named(LATEST - 1)} to "
        f"{named(LATEST)}: upgrade kb wherever it is used (older versions refuse it from "
        "now on; one from before migration 8 'search-widths-and-cjk-spaces' may not check, "
        "and its kb import would leave search text this kb searches badly)\n"
    )
    assert "s3cret" not in err
    assert kb("claims")[2] == ""


def test_a_migration_that_adds_a_table_tells_a_team_to_grant_it(root: Path, db_url: str) -> None:
    """A role granted kb's tables before the upgrade cannot read a table a migration
    adds ("permission denied for table agent_alias" on kb show): on PostgreSQL the
    notice names the new tables to grant; a SQLite file has no roles."""
    engine = open_engine(db_url)
    with engine.begin() as connection:
        connection.execute(sa.text("DROP TABLE agent_alias"))
        connection.execute(sa.text("DELETE FROM kb_migration WHERE name = 'agent-aliases'"))
    engine.dispose()
    code, _, err = kb("claims")
    grant = "; it has new tables, agent_alias: grant them to your team's roles as kb's other"
    assert code == 0 and err.startswith("migrated the database ")
    assert (grant in err) == (to_url(db_url).get_backend_name() == "postgresql")


@contextlib.contextmanager
def _reader(db_url: str) -> Iterator[str]:
    """The database as one who may only read it opens it: a PostgreSQL role with SELECT
    alone, a SQLite file opened read-only."""
    if "://" not in db_url:
        yield f"sqlite:///file:{db_url}?mode=ro&uri=true"
        return
    admin = sa.create_engine(db_url, isolation_level="AUTOCOMMIT")
    role = f"kbtest_reader_{os.getpid()}"
    with admin.connect() as connection:
        connection.exec_driver_sql(f"CREATE ROLE {role} LOGIN")
        connection.exec_driver_sql(f"GRANT SELECT ON ALL TABLES IN SCHEMA public TO {role}")
    try:
        yield make_url(db_url).set(username=role, password=None).render_as_string(False)
    finally:
        with admin.connect() as connection:
            connection.exec_driver_sql(f"DROP OWNED BY {role}")
            connection.exec_driver_sql(f"DROP ROLE {role}")
        admin.dispose()


def test_one_who_may_only_read_an_older_database_is_told_who_may_migrate_it(
    root: Path, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _forget_the_last_migration(db_url)
    with _reader(db_url) as reader:
        monkeypatch.setenv("KB_DB", reader)
        code, out, err = kb("claims")
    assert (code, out) == (2, "") and len(err.splitlines()) == 1
    name = place(to_url(reader), Path.cwd())
    assert err.startswith(f"Error: KB_DB: cannot open database {name}: ")
    assert err.endswith(
        f" (kb was migrating it from migration {named(LATEST - 1)} to {named(LATEST)} and "
        "may not change it: its owner should run any kb command once, e.g. kb import, to "
        "migrate it)\n"
    )
    monkeypatch.setenv("KB_DB", db_url)
    assert kb("claims")[0] == 0  # the owner's command migrates it


def test_a_database_holding_a_table_of_a_name_kb_needs_is_told_to_give_kb_its_own(
    tmp_path: Path, db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A shared database where another application keeps a table named event."""
    engine = sa.create_engine(to_url(db_url))
    with engine.begin() as connection:
        connection.exec_driver_sql("CREATE TABLE event (id INTEGER)")
    engine.dispose()
    monkeypatch.chdir(make_project(tmp_path / "project", derivation))
    monkeypatch.setenv("KB_DB", db_url)
    code, _, err = kb("import")
    assert code == 2 and err.startswith(
        f"Error: KB_DB: cannot open database {place(to_url(db_url), Path.cwd())}: "
    )
    if "://" not in db_url:
        assert err.endswith(": table event already exists; kb needs a database file of its own\n")
        return
    assert err.endswith(
        ': relation "event" already exists; kb needs a database of its own, or a schema of '
        "its own (CREATE SCHEMA kb, then add ?options=-csearch_path%3Dkb,public to the URL)\n"
    )


def test_a_sqlite_file_kb_refuses_is_left_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another application's SQLite file with a table named event: kb import refused it,
    but had switched it to WAL first (its journal_mode was wal after the refusal). kb
    switches a file to WAL only once kb's tables are in it, so the file keeps its bytes,
    and nothing is made beside it."""
    other = tmp_path / "other.sqlite"
    connection = sqlite3.connect(other)
    connection.execute("CREATE TABLE event (id INTEGER)")
    connection.execute("INSERT INTO event VALUES (1)")
    connection.commit()
    connection.close()
    before = other.read_bytes()
    monkeypatch.chdir(make_project(tmp_path / "project", derivation))
    code, _, err = kb("--db", str(other), "import")
    assert code == 2 and err.endswith(
        ": table event already exists; kb needs a database file of its own\n"
    )
    assert other.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.sqlite", "project"]
    # a file of another application whose names kb does not need is kb's once it imports
    shared = tmp_path / "shared.sqlite"
    connection = sqlite3.connect(shared)
    connection.execute("CREATE TABLE notes (id INTEGER)")
    connection.close()
    assert kb("--db", str(shared), "import")[0] == 0
    connection = sqlite3.connect(shared)
    assert connection.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    connection.close()


@pytest.mark.postgres
def test_kb_in_a_schema_of_its_own_beside_another_applications_tables(
    tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The schema the error above advises, in a database that already has pg_trgm in
    public (a schema named claimkb: the test server's role is kb, and a schema named as
    the role is on PostgreSQL's default search path already)."""
    admin = sa.create_engine(postgres_url)
    with admin.begin() as connection:
        connection.exec_driver_sql("CREATE TABLE event (id INTEGER)")
        connection.exec_driver_sql("CREATE EXTENSION pg_trgm")
        connection.exec_driver_sql("CREATE SCHEMA claimkb")
    monkeypatch.chdir(make_project(tmp_path / "project", derivation))
    monkeypatch.setenv("KB_DB", f"{postgres_url}?options=-csearch_path%3Dclaimkb,public")
    assert kb("import")[0] == 0
    code, out, _ = kb("search", "晶圆")
    assert code == 0 and "wafers" in out
    with admin.begin() as connection:
        assert connection.exec_driver_sql("SELECT count(*) FROM claimkb.claim").scalar() == 4
        assert connection.exec_driver_sql("SELECT * FROM public.event").all() == []
    admin.dispose()
