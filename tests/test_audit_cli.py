"""kb audit as a user and a CI runs it: exit codes, formats, SARIF schema, baseline,
configuration, the project's own sources, pre-commit."""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
import warnings
from pathlib import Path

import jsonschema
import pytest

from cli.reference import command_names, help_text
from kb.audit import SKIPPED_FOLDERS
from tests.builders import claim, make_project
from tests.conftest import ROOT
from tests.test_cli import git_status, kb

# DESIGN keeps SARIF's schema in the workplace's shared/ beside the checkout, out of the
# project: a checkout elsewhere checks its SARIF logs without it, with a warning
SARIF_SCHEMA = ROOT.parent / "shared" / "external" / "sarif-schema-2.1.0.json"


def validate_sarif(log: object) -> None:
    """Validate a SARIF log against SARIF 2.1.0's schema, when the schema is there."""
    if not SARIF_SCHEMA.is_file():
        warnings.warn(f"SARIF not validated: no schema at {SARIF_SCHEMA}", stacklevel=2)
        return
    schema = json.loads(SARIF_SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft4Validator(schema).validate(log)


PAGE = """---
title: GPT-5.6 Sol
date: 2026-06-01
---
# 1. GPT-5.6 Sol on Cerebras

GPT-5.6 Sol runs at 750 tokens per second on a WSE-3, not on H200 or NVL72 racks.
It has about 3 trillion parameters.
Analysts estimate it has about 3 trillion parameters.
A caption claimed 386 million parameters.
It needs 42 wafers.

Run `kb audit` with `--max 900 tokens`; see https://example.com/1234-wafers.
"""


@pytest.fixture
def ledger_db(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """A SQLite database loaded with the shipped ledger, named by KB_DB."""
    url = str(tmp_path / "ledger.sqlite")
    monkeypatch.setenv("KB_DB", url)
    code, _, err = kb("import", cwd=ROOT)
    assert code == 0, err
    return url


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    folder = tmp_path / "site"
    (folder / "docs").mkdir(parents=True)
    (folder / "docs" / "sol.md").write_text(PAGE, encoding="utf-8")
    (folder / "docs" / "clean.md").write_text(
        "OpenAI says Sol serves 750 tokens per second.\n", encoding="utf-8"
    )
    return folder


def test_text_output_exit_1_and_summary(ledger_db: str, docs: Path) -> None:
    code, out, err = kb("audit", "docs", cwd=docs)
    assert code == 1
    lines = out.splitlines()
    assert lines[0].startswith('docs/sol.md:8:14: speculation-as-fact: "3 trillion parameters"')
    assert "sol-params-3t" in lines[0]
    assert lines[1].startswith('docs/sol.md:10:19: disputed-claim: "386 million parameters"')
    assert lines[1].endswith("repeats disputed claim caption-sol-params-386m")
    assert (
        lines[2]
        == 'docs/sol.md:11:10: unsourced-number: "42 wafers" (42 wafer) is backed by no claim '
        "(nearest: sol-wafers-fp8-from-goodson, 45.45–90.91 wafer)"
    )
    assert len(lines) == 3
    assert err.strip().endswith(
        "3 findings (1 disputed-claim, 1 speculation-as-fact, 1 unsourced-number) in 1 of 2 files"
    )


def test_the_one_wafer_per_layer_theory_stated_as_fact(ledger_db: str, tmp_path: Path) -> None:
    """The outside analysts' theory (claim sol-one-layer-per-wafer, 1 wafer/layer) stated
    as fact in three languages is speculation-as-fact, not an unsourced number, in the
    sources' own words too (a layer to a wafer, 一片晶圆一层) and with "a" for one; hedged,
    it passes."""
    page = tmp_path / "layers.md"
    page.write_text(
        "Sol uses one wafer per layer.\n\n"
        "GPT-5.6 Sol 每层使用一片晶圆。\n\n"
        "Sol использует одну пластину на слой.\n\n"
        "Analysts speculate that Sol may use one wafer per layer.\n\n"
        "外部技术分析推测，GPT-5.6 Sol 每层使用一片晶圆。\n\n"
        "По оценке аналитиков, Sol использует одну пластину на слой.\n\n"
        "Sol puts 2 wafers per layer.\n\n"
        "Sol将每个网络层分配到一个晶圆上。\n\n"
        'Sol采用"一片晶圆一层"的部署方式。\n\n'
        "Sol назначает один сетевой слой на одну пластину.\n\n"
        "Sol runs one layer per wafer.\n\n"
        "Sol maps one layer to each wafer.\n\n"
        "Sol runs a wafer per layer.\n\n"
        "Analysts speculate that Sol may run a wafer per layer.\n\n"
        "Sol runs two layers per wafer.\n",
        encoding="utf-8",
    )
    code, out, _ = kb("audit", "layers.md", "--format", "json", cwd=tmp_path)
    assert code == 1
    found = [(f["line"], f["rule"], f["unit"], f["claims"]) for f in json.loads(out)["findings"]]
    theory = ["sol-one-layer-per-wafer"]
    assert found == [
        (1, "speculation-as-fact", "wafer/layer", theory),
        (3, "speculation-as-fact", "wafer/layer", theory),
        (5, "speculation-as-fact", "wafer/layer", theory),
        (13, "unsourced-number", "wafer/layer", []),
        *((line, "speculation-as-fact", "wafer/layer", theory) for line in range(15, 27, 2)),
        (29, "unsourced-number", "wafer/layer", []),  # 0.5 wafer/layer
    ]


def test_a_wafer_or_a_layer_of_ordinary_prose_is_no_theory(ledger_db: str, tmp_path: Path) -> None:
    """A layer per wafer that goes on into another noun (a wafer pass, a fab, a floor, a
    film of photoresist) or is a coating put on a wafer states no figure per wafer or per
    layer: no speculation-as-fact against the one-wafer-per-layer theory, nor an
    unsourced 0.5 wafer/layer.  The two layers of the coating are a count of layers, which
    no claim backs."""
    page = tmp_path / "fab.md"
    page.write_text(
        "The fab deposits a layer per wafer pass of photoresist.\n\n"
        "工厂每片晶圆一层光刻胶。\n\n"
        "每层部署在一个晶圆厂。\n\n"
        "Нанесите два слоя на каждую пластину.\n\n"
        "We bought a wafer for each layer of the cake.\n\n"
        "Sol runs one layer per wafer.\n",
        encoding="utf-8",
    )
    code, out, _ = kb("audit", "fab.md", "--format", "json", cwd=tmp_path)
    assert code == 1
    found = [(f["line"], f["rule"], f["unit"]) for f in json.loads(out)["findings"]]
    assert found == [
        (7, "unsourced-number", "layer"),
        (11, "speculation-as-fact", "wafer/layer"),  # the theory, stated as fact
    ]


def test_clean_page_exits_0(ledger_db: str, docs: Path) -> None:
    code, out, err = kb("audit", "docs/clean.md", cwd=docs)
    assert (code, out) == (0, "")
    assert "no findings in 1 file" in err


def test_two_models_figures_swapped_fail_on_the_shipped_ledger(
    ledger_db: str, tmp_path: Path
) -> None:
    """A comparison page that gives Sol Kimi K2.6's speed and Kimi Sol's estimate fails,
    as the ledger's subjects say whose figures they are; each figure beside its own
    model's name passes."""
    page = tmp_path / "compare.md"
    page.write_text(
        "# Speed\n\nSol runs at 1000 tokens per second.\n\n"
        "Kimi K2.6 has 3 trillion parameters.\n\n"
        "Sol runs at 750 tokens per second; Kimi K2.6 runs at 1000.\n",
        encoding="utf-8",
    )
    code, out, _ = kb("audit", "--format", "json", str(page), cwd=tmp_path)
    found = json.loads(out)["findings"]
    assert code == 1
    assert [(f["line"], f["rule"], f["claims"]) for f in found] == [
        (3, "unsourced-number", ["kimi-k26-speed-1000"]),
        (5, "unsourced-number", ["sol-params-3t", "goodson-params-2t-4t"]),
    ]
    assert "(nearest: sol-speed-750, 750 token/s)" in found[0]["message"]


def test_missing_path_unreadable_file_and_database_exit_2(ledger_db: str, docs: Path) -> None:
    code, out, err = kb("audit", "docs/nope.md", cwd=docs)
    assert (code, out) == (2, "") and "Error: docs/nope.md: no such file or folder" in err
    (docs / "docs" / "latin1.md").write_bytes(b"caf\xe9 42 wafers\n")
    code, _, err = kb("audit", "docs", cwd=docs)
    assert code == 2 and "Error: docs/latin1.md:1:4: not UTF-8 text" in err
    bad = docs / "bad.sqlite"
    bad.write_bytes(b"not a database" * 100)
    code, _, err = kb("--db", str(bad), "audit", "docs/clean.md", cwd=docs)
    assert code == 2 and err.startswith("Error: ")


def test_a_named_file_without_read_permission_does_not_stop_the_run(
    ledger_db: str, docs: Path
) -> None:
    """pre-commit names every file: one that may not be read is reported and the others are
    audited (the command line refused it as a usage error and audited nothing)."""
    locked = docs / "docs" / "locked.md"
    locked.write_text("It needs 42 wafers.\n", encoding="utf-8")
    locked.chmod(0)
    drop = ["setpriv", "--inh-caps=-dac_override,-dac_read_search"] if os.geteuid() == 0 else []
    drop += ["--bounding-set=-dac_override,-dac_read_search"] if drop else []
    done = subprocess.run(
        [*drop, sys.executable, "-m", "cli", "audit", "docs/sol.md", "docs/locked.md"],
        cwd=docs,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 2 and "Usage:" not in done.stderr
    assert "Error: docs/locked.md: cannot read: Permission denied" in done.stderr
    assert done.stdout.count("docs/sol.md:") == 3  # the other file is audited in full


@pytest.mark.parametrize("output", ["json", "sarif"])
def test_an_unreadable_file_mid_run_keeps_the_report_whole(
    ledger_db: str, docs: Path, output: str
) -> None:
    # docs/clean.md sorts before docs/latin1.md, docs/sol.md after: the run goes past it
    (docs / "docs" / "latin1.md").write_bytes(b"# Notes\n\ncaf\xe9 42 wafers\n")
    code, out, err = kb("audit", "docs", "--format", output, cwd=docs)
    assert code == 2
    assert "Error: docs/latin1.md:3:4: not UTF-8 text (cannot decode byte 0xe9: " in err
    # the summary comes last and counts the files read
    assert err.splitlines()[-1].endswith("in 1 of 2 files; 1 file could not be read")
    data = json.loads(out)  # whole, not cut off at the bad file
    found = data["findings"] if output == "json" else data["runs"][0]["results"]
    assert len(found) == 3
    if output == "sarif":
        validate_sarif(data)
        (invocation,) = data["runs"][0]["invocations"]
        assert invocation["executionSuccessful"] is False
        (note,) = invocation["toolExecutionNotifications"]
        assert note["level"] == "error" and note["message"]["text"].startswith("not UTF-8 text")
        location = note["locations"][0]["physicalLocation"]
        assert location["artifactLocation"]["uri"] == "docs/latin1.md"
        assert location["region"] == {"startLine": 3, "startColumn": 4}


def test_an_unreadable_file_is_an_error_annotation_on_github(ledger_db: str, docs: Path) -> None:
    (docs / "docs" / "latin1.md").write_bytes(b"caf\xe9 42 wafers\n")
    code, out, _ = kb("audit", "docs", "--format", "github", cwd=docs)
    assert code == 2
    assert out.splitlines()[-1] == (
        "::error file=docs/latin1.md,line=1,col=4,title=kb audit%3A unreadable file::"
        "not UTF-8 text (cannot decode byte 0xe9: invalid continuation byte)"
    )


def test_an_unreadable_file_leaves_no_baseline(ledger_db: str, docs: Path) -> None:
    (docs / "docs" / "latin1.md").write_bytes(b"caf\xe9 42 wafers\n")
    code, _, err = kb("audit", "docs", "--write-baseline", "baseline.json", cwd=docs)
    assert code == 2 and "docs/latin1.md:1:4: not UTF-8 text" in err
    assert "the baseline was not written" in err
    assert not (docs / "baseline.json").exists()


def test_fail_on_chooses_the_failing_rules(ledger_db: str, docs: Path) -> None:
    assert kb("audit", "docs", "--fail-on", "disputed-claim", cwd=docs)[0] == 1
    code, out, _ = kb("audit", "docs/sol.md", "--fail-on", "none", cwd=docs)
    assert code == 0 and out.count("\n") == 3, "findings are still shown"
    (docs / "docs" / "sol.md").write_text("It needs 42 wafers.\n", encoding="utf-8")
    assert kb("audit", "docs", "--fail-on", "disputed-claim,speculation-as-fact", cwd=docs)[0] == 0
    code, _, err = kb("audit", "docs", "--fail-on", "typo", cwd=docs)
    assert code == 2 and "Error: --fail-on names unknown rule 'typo' (rules: " in err
    code, _, err = kb("audit", "docs", "--fail-on", "disputed-claims", cwd=docs)
    meant = "did you mean 'disputed-claim'?"
    assert code == 2 and f"Error: --fail-on names unknown rule 'disputed-claims'; {meant}" in err
    # "none" is a documented value, not an unknown rule, but a value of its own
    code, _, err = kb("audit", "docs", "--fail-on", "none,unsourced-number", cwd=docs)
    assert code == 2 and err.splitlines()[-1] == (
        "Error: --fail-on: 'none' stands alone (no rule fails the run); it cannot be combined "
        "with rules (unsourced-number)"
    )
    # spaces around a name, or a name given twice, are no rule of their own; an empty name
    # (a comma too many) is refused by name, not as the unknown rule ''
    for alone in (" none", "none,none"):
        assert kb("audit", "docs/sol.md", "--fail-on", alone, cwd=docs)[0] == 0
    for empty in ("none,", "unsourced-number,", ""):
        code, _, err = kb("audit", "docs", "--fail-on", empty, cwd=docs)
        assert code == 2 and err.splitlines()[-1] == (
            f"Error: --fail-on {empty!r} has an empty rule name: give rules separated by "
            "commas, or 'none'"
        )


def test_the_summary_says_how_many_findings_fail_the_run(ledger_db: str, docs: Path) -> None:
    """A run that passed with 23 findings said "23 findings (...)" alone: when --fail-on
    leaves rules out, the summary says how many of its findings fail the run."""
    (docs / "docs" / "sol.md").write_text(
        "Sol has 3 trillion parameters.\nIt needs 42 wafers.\n", encoding="utf-8"
    )
    _, _, err = kb("audit", "docs/sol.md", cwd=docs)
    assert err.splitlines()[-1] == (
        "2 findings (1 speculation-as-fact, 1 unsourced-number) in 1 of 1 file"
    )
    code, _, err = kb("audit", "docs/sol.md", "--fail-on", "unsourced-number", cwd=docs)
    assert code == 1 and err.splitlines()[-1].endswith("in 1 of 1 file, 1 failing the run")
    code, _, err = kb("audit", "docs/sol.md", "--fail-on", "none", cwd=docs)
    assert code == 0 and err.splitlines()[-1].endswith("in 1 of 1 file, none failing the run")


def test_json_output_has_exactly_the_design_fields(ledger_db: str, docs: Path) -> None:
    code, out, _ = kb("audit", "docs", "--format", "json", cwd=docs)
    assert code == 1
    data = json.loads(out)
    assert set(data) == {"findings"}
    first = data["findings"][0]
    assert set(first) == {
        "path",
        "line",
        "column",
        "rule",
        "severity",
        "message",
        "value",
        "unit",
        "claims",
    }
    assert first["value"] == {"low": 3e12, "high": 3e12} and first["unit"] == "parameter"
    assert "sol-params-3t" in first["claims"] and first["severity"] == "error"
    assert out == json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def test_github_format_is_workflow_commands(ledger_db: str, docs: Path) -> None:
    (docs / "kb.toml").write_text('[audit.severity]\ndisputed-claim = "warning"\n')
    code, out, _ = kb("audit", "docs", "--format", "github", cwd=docs)
    assert code == 1
    lines = out.splitlines()
    assert lines[2].split("%0A")[0] == (  # then what to do (below)
        "::error file=docs/sol.md,line=11,col=10,endLine=11,endColumn=19,"
        'title=kb unsourced-number::"42 wafers" (42 wafer) is backed by no claim (nearest: '
        "sol-wafers-fp8-from-goodson, 45.45–90.91 wafer)"
    )
    assert lines[1].startswith("::warning file=docs/sol.md,line=10,col=19,")
    assert all(line.startswith(("::error ", "::warning ", "::notice ")) for line in lines)
    text = kb("audit", "docs", cwd=docs)[1].splitlines()  # the text says a lower severity
    assert text[1].startswith('docs/sol.md:10:19: disputed-claim (warning): "386 million')
    assert text[2].startswith('docs/sol.md:11:10: unsourced-number: "42 wafers"')


def test_a_github_annotation_says_what_to_do_as_the_text_output_does(
    ledger_db: str, docs: Path
) -> None:
    """An annotation is read alone, on the diff, not in the log: after its message, on a
    line of its own (%0A in a workflow command), it carries the hint that the text
    output prints once for its rule."""
    out = kb("audit", "docs", "--format", "github", cwd=docs)[1]
    err = kb("audit", "docs", cwd=docs)[2]
    hints = dict(
        line.removeprefix("hint: ").split(": ", 1)
        for line in err.splitlines()
        if line.startswith("hint: ")
    )
    annotated = [
        re.fullmatch(r"::error .*title=kb ([a-z-]+)::(.*)", line) for line in out.splitlines()
    ]
    assert len(annotated) == 3 and len(hints) == 3
    for match in annotated:
        assert match is not None
        message, hint = match[2].split("%0A")
        assert message.startswith('"') and hint == hints[match[1]]


def test_findings_of_rules_that_fail_nothing_are_warnings(ledger_db: str, docs: Path) -> None:
    """A run that passes shows no errors: the findings of the rules --fail-on (or the
    configuration's fail-on) does not name are warnings in every format, and a configured
    severity below error stays as it is."""
    code, out, _ = kb("audit", "docs/sol.md", "--fail-on", "none", "--format", "github", cwd=docs)
    lines = out.splitlines()
    assert code == 0 and len(lines) == 3
    assert all(line.startswith("::warning file=docs/sol.md,") for line in lines)
    disputed = ("--fail-on", "disputed-claim")
    code, out, _ = kb("audit", "docs", *disputed, "--format", "github", cwd=docs)
    assert code == 1
    assert [line.split(" ", 1)[0] for line in out.splitlines()] == [
        "::warning",  # speculation-as-fact
        "::error",  # disputed-claim, which fails the run
        "::warning",  # unsourced-number
    ]
    (run,) = json.loads(kb("audit", "docs", *disputed, "--format", "sarif", cwd=docs)[1])["runs"]
    levels = {
        "speculation-as-fact": "warning",
        "disputed-claim": "error",
        "unsourced-number": "warning",
    }
    assert {r["ruleId"]: r["level"] for r in run["results"]} == levels
    rules = run["tool"]["driver"]["rules"]
    assert {r["id"]: r["defaultConfiguration"]["level"] for r in rules} == levels
    data = json.loads(kb("audit", "docs", "--fail-on", "none", "--format", "json", cwd=docs)[1])
    assert {f["severity"] for f in data["findings"]} == {"warning"}
    (docs / "kb.toml").write_text(
        '[audit]\nfail-on = ["unsourced-number"]\n[audit.severity]\ndisputed-claim = "notice"\n'
    )
    code, out, _ = kb("audit", "docs", cwd=docs)
    assert code == 1
    assert [line.split(": ")[1] for line in out.splitlines()] == [
        "speculation-as-fact (warning)",
        "disputed-claim (notice)",
        "unsourced-number",
    ]
    # a rule configured as a warning that --fail-on names fails the run: its findings
    # are errors, so that a failed run shows why
    (docs / "kb.toml").write_text('[audit.severity]\ndisputed-claim = "warning"\n')
    code, out, _ = kb("audit", "docs", *disputed, "--format", "github", cwd=docs)
    assert code == 1 and [line.split(" ", 1)[0] for line in out.splitlines()] == [
        "::warning",
        "::error",
        "::warning",
    ]


def test_a_github_annotation_over_two_lines_has_no_columns(ledger_db: str, docs: Path) -> None:
    """GitHub takes columns only for an annotation on one line (the Checks API and
    @actions/core say so): a figure wrapped over two lines is annotated by lines."""
    (docs / "docs" / "sol.md").write_text("Sol has 3 trillion\nparameters.\n", encoding="utf-8")
    code, out, _ = kb("audit", "docs/sol.md", "--format", "github", cwd=docs)
    assert code == 1
    assert out.startswith(
        "::error file=docs/sol.md,line=1,endLine=2,title=kb speculation-as-fact::"
    )
    assert kb("audit", "docs/sol.md", cwd=docs)[1].startswith("docs/sol.md:1:9: ")


def test_db_may_follow_the_command(
    ledger_db: str, docs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """--db is kb's own option, and people write it after the command too: there it names
    the database as well (the last one given wins), for every command."""
    monkeypatch.setenv("KB_DB", str(docs / "empty.sqlite"))
    code, out, err = kb("audit", "docs", "--db", ledger_db, cwd=docs)
    assert code == 1 and out.count("\n") == 3, err
    assert kb("audit", "docs", f"--db={ledger_db}", cwd=docs)[:2] == (code, out)
    assert kb("--db", "elsewhere.sqlite", "audit", "docs", "--db", ledger_db, cwd=docs)[1] == out
    code, out, _ = kb("show", "sol-params-3t", "--db", ledger_db, "--format", "json")
    assert code == 0 and json.loads(out)["id"] == "sol-params-3t"
    code, _, err = kb("show", "--db", ledger_db, "--", "--db")  # after --: an argument
    assert code == 1 and err == "Error: no claim with id '--db'\n"
    code, _, err = kb("audit", "docs", "--db", cwd=docs)
    assert code == 2 and err.endswith(
        "Error: Option '--db' requires an argument: a SQLite file path or a "
        "postgresql+psycopg:// URL.\n"
    )
    assert not (docs / "empty.sqlite").exists() and not (docs / "elsewhere.sqlite").exists()


def test_db_as_the_value_of_another_option_is_that_value(ledger_db: str) -> None:
    """`--search --db` searches for "--db" (as before --db was taken after the command),
    and a reason may read "--db"."""
    searched = kb("--db", ledger_db, "claims", "--search", "--db")
    # db begins no word of the ledger (it is inside "feedback"): none, said of --db as typed
    assert searched == (0, "", "no claims containing every word of “--db”\n")
    assert kb("claims", "--search", "--db", "--db", ledger_db) == searched


def test_help_names_arguments_and_values_as_they_are_typed() -> None:
    """kb audit --help said `PATH <list[Path]>` (Typer adds the Python type to an
    argument) and kb show's usage `{ID}`: every command's help names its arguments and
    option values as a user types them."""
    audit = help_text("audit")
    assert "Usage: kb audit [OPTIONS] [PATH]...\n" in audit
    assert "\n  PATH...  Markdown or text files and folders" in audit
    assert "  --fail-on <rules>  " in audit
    assert "Usage: kb show [OPTIONS] ID\n" in help_text("show")
    assert "Usage: kb status [OPTIONS] ID NEW\n" in help_text("status")
    assert "  --db <path|url>  " in help_text()
    python_type = re.compile(r"<(?:str|int|float|list\[[^>]*\]|Path)>|\{[A-Z]+\}")
    for name in ["", *command_names()]:
        found = python_type.findall(help_text(*filter(None, [name])))
        assert not found, f"kb {name} --help: {found}"


def test_what_stops_the_run_is_an_annotation_on_github(
    ledger_db: str, docs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (docs / "kb.toml").write_text("[audit]\nfail_on = []\n")
    code, out, err = kb("audit", "docs", "--format", "github", cwd=docs)
    assert code == 2 and "kb.toml:2: [audit] has unknown key 'fail_on'" in err
    # on the file and line at fault, so that GitHub annotates kb.toml
    message = err.removeprefix("Error: kb.toml:2: ")
    assert out == f"::error file=kb.toml,line=2,title=kb audit failed::{message}"
    monkeypatch.delenv("KB_DB")  # a docs repository without the ledger
    code, out, err = kb("audit", "docs", "--format", "github", cwd=docs)
    assert code == 2 and err.startswith("Error: no ledger at or above ")
    assert err.endswith("name a database with --db or the KB_DB environment variable\n")
    assert out == f"::error title=kb audit failed::{err.removeprefix('Error: ')}"


@pytest.mark.parametrize(
    ("config", "db", "message", "where"),
    [
        (None, "nonexistent.sqlite", "nonexistent.sqlite: no such database", None),
        ("[audit]\n\n\n\n\nfial-on = []\n", None, "[audit] has unknown key 'fial-on'", 6),
        ('[audit]\nbaseline = "kb-baselin.json"\n', None, "baseline: kb-baselin.json: no", 2),
    ],
)
def test_a_run_that_stops_still_writes_a_sarif_log(
    ledger_db: str, docs: Path, config: str | None, db: str | None, message: str, where: int | None
) -> None:
    """`kb audit docs/ --format sarif > kb.sarif` then uploads a log that says why, not an
    empty file that fails the upload step: the invocation failed, the error its
    notification, on the configuration's line when it names one; exit 2 and the error on
    stderr, as ever."""
    if config is not None:
        (docs / "kb.toml").write_text(config, encoding="utf-8")
    code, out, err = kb(
        *(["--db", str(docs / db)] if db else []), "audit", "docs", "--format", "sarif", cwd=docs
    )
    assert code == 2 and err.count("\n") == 1 and err.startswith("Error: ")
    log = json.loads(out)
    validate_sarif(log)
    (run,) = log["runs"]
    (invocation,) = run["invocations"]
    assert run["results"] == [] and invocation["executionSuccessful"] is False
    (note,) = invocation["toolExecutionNotifications"]
    assert note["level"] == "error" and message in note["message"]["text"]
    if where is None:
        assert "locations" not in note
    else:
        assert note["locations"] == [
            {
                "physicalLocation": {
                    "artifactLocation": {"uri": "kb.toml", "uriBaseId": "%SRCROOT%"},
                    "region": {"startLine": where},
                }
            }
        ]


@pytest.mark.parametrize("loaded_before", [False, True])
def test_a_ledger_that_does_not_load_is_annotated_on_its_lines(
    project: Path, monkeypatch: pytest.MonkeyPatch, loaded_before: bool
) -> None:
    """In a repository that holds the ledger the audit loads it first: each of its
    errors is an annotation on its claims file's line, and a notification there in
    SARIF. So it is when .kb/ holds the ledger as it last loaded: the audit (exit 1
    there) passed a commit that broke the ledger, checking pages against that; the
    reading commands still read it, with a warning."""
    monkeypatch.delenv("KB_DB")
    (project / ".git").mkdir()  # the checkout GitHub names files from
    (project / "page.md").write_text("It needs 42 wafers.\n", encoding="utf-8")
    if loaded_before:
        assert kb("audit", "page.md", cwd=project)[0] == 1
    claims = project / "claims" / "01-introduction.toml"
    text = claims.read_text(encoding="utf-8")
    claims.write_text(text.replace("\nstatement = ", "\nstatemnt = ", 2), encoding="utf-8")
    if loaded_before:
        code, out, err = kb("table", "--format", "csv", cwd=project)
        assert code == 0 and out and "using the database as last loaded" in err
    code, out, err = kb("audit", "page.md", "--format", "github", cwd=project)
    # two claims, each with its misspelt key and the key it then lacks
    assert code == 2 and err.count("Error: claims/01-introduction.toml:") == 4
    lines = out.splitlines()
    assert len(lines) == 4 and all(
        line.startswith("::error file=claims/01-introduction.toml,line=") for line in lines
    )
    log = json.loads(kb("audit", "page.md", "--format", "sarif", cwd=project)[1])
    notes = log["runs"][0]["invocations"][0]["toolExecutionNotifications"]
    assert [n["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for n in notes] == [
        "claims/01-introduction.toml"
    ] * 4


def test_a_figure_of_a_claim_retracted_with_kb_status_names_it_in_every_format(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The curator retracts the nine months of Jalapeño; a page that still states them
    (the user's sentence, then sources/000_...txt's) is told which claim it repeats and
    why that claim was withdrawn, in each format, not only that no claim backs it."""
    monkeypatch.setenv("KB_DB", str(tmp_path / "reviewed.sqlite"))
    assert kb("import", cwd=project)[0] == 0
    reason = "OpenAI corrected: 11 months"
    code, _, err = kb(
        "status", "jalapeno-nine-months", "retracted", "--reason", reason, cwd=project
    )
    assert code == 0, err
    (project / "page.md").write_text(
        "OpenAI прошла путь от дизайна до выпуска чипа Jalapeño за девять месяцев.\n\n"
        "OpenAI 还表示，首款芯片从初始设计到制造流片仅用九个月。\n",
        encoding="utf-8",
    )
    repeats = ': it repeats jalapeno-nine-months, retracted ("OpenAI corrected: 11 months")'
    messages = [
        f'"девять месяцев" (9 month) is backed by no claim{repeats}',
        f'"九个月" (9 month) is backed by no claim{repeats}',
    ]
    code, out, _ = kb("audit", "page.md", cwd=project)
    assert code == 1
    assert out.splitlines() == [
        f"page.md:1:59: unsourced-number: {messages[0]}",
        f"page.md:3:28: unsourced-number: {messages[1]}",
    ]
    found = json.loads(kb("audit", "page.md", "--format", "json", cwd=project)[1])["findings"]
    assert [(f["message"], f["claims"]) for f in found] == [
        (m, ["jalapeno-nine-months"]) for m in messages
    ]
    log = json.loads(kb("audit", "page.md", "--format", "sarif", cwd=project)[1])
    validate_sarif(log)
    assert [
        (r["message"]["text"], r["properties"]["claims"]) for r in log["runs"][0]["results"]
    ] == [(m, ["jalapeno-nine-months"]) for m in messages]
    github = kb("audit", "page.md", "--format", "github", cwd=project)[1].splitlines()
    assert [line.split("::", 2)[2].split("%0A")[0] for line in github] == messages


def test_sarif_is_valid_and_stable(ledger_db: str, docs: Path) -> None:
    code, out, _ = kb("audit", "docs", "--format", "sarif", cwd=docs)
    assert code == 1
    log = json.loads(out)
    validate_sarif(log)
    run = log["runs"][0]
    assert [r["id"] for r in run["tool"]["driver"]["rules"]] == [
        "unsourced-number",
        "speculation-as-fact",
        "disputed-claim",
    ]
    assert all(
        r["fullDescription"]["text"] and r["help"]["text"] for r in run["tool"]["driver"]["rules"]
    )
    results = run["results"]
    assert len(results) == 3 and results[2]["ruleId"] == "unsourced-number"
    region = results[2]["locations"][0]["physicalLocation"]["region"]
    assert (region["startLine"], region["startColumn"], region["endColumn"]) == (11, 10, 19)
    # the fingerprints survive lines moving
    page = docs / "docs" / "sol.md"
    page.write_text(page.read_text(encoding="utf-8").replace("# 1.", "Intro.\n\n# 1."))
    moved = json.loads(kb("audit", "docs", "--format", "sarif", cwd=docs)[1])["runs"][0]["results"]
    assert [r["partialFingerprints"] for r in moved] == [r["partialFingerprints"] for r in results]
    assert moved[2]["locations"][0]["physicalLocation"]["region"]["startLine"] == 13


def test_sarif_help_markdown_shows_the_kb_ignore_comment(ledger_db: str, docs: Path) -> None:
    """GitHub renders help.markdown, where a bare <!-- --> comment is invisible: the code
    is in backticks there, and plain in help.text."""
    out = kb("audit", "docs", "--format", "sarif", cwd=docs)[1]
    rule = json.loads(out)["runs"][0]["tool"]["driver"]["rules"][0]
    assert rule["help"]["markdown"].endswith(
        "or silence the line with `<!-- kb-ignore unsourced-number -->` "
        "(in MDX `{/* kb-ignore unsourced-number */}`)."
    )
    assert rule["help"]["text"].endswith(
        "silence the line with <!-- kb-ignore unsourced-number --> "
        "(in MDX {/* kb-ignore unsourced-number */})."
    )


def sarif_regions(docs: Path, *paths: str) -> list[dict[str, object]]:
    """The regions of a SARIF log of kb audit on paths, the log validated first."""
    log = json.loads(kb("audit", *paths, "--format", "sarif", cwd=docs)[1])
    validate_sarif(log)
    return [r["locations"][0]["physicalLocation"]["region"] for r in log["runs"][0]["results"]]


def test_a_sarif_snippet_is_the_text_of_its_region(ledger_db: str, docs: Path) -> None:
    """A figure wrapped over two lines: its snippet holds the line break, as the page
    does, not the space the message shows."""
    (docs / "docs" / "sol.md").write_text("Sol has 3 trillion\nparameters.\n", encoding="utf-8")
    (region,) = sarif_regions(docs, "docs/sol.md")
    assert region == {
        "startLine": 1,
        "startColumn": 9,
        "endLine": 2,
        "endColumn": 11,
        "snippet": {"text": "3 trillion\nparameters"},
    }


def test_sarif_columns_count_utf16_code_units(ledger_db: str, docs: Path) -> None:
    """SARIF's columns are UTF-16 code units, as CodeQL writes them and code scanning
    reads them: an emoji counts 2, Chinese and Russian letters 1; text and JSON count
    code points."""
    (docs / "docs" / "sol.md").write_text(
        "🚀 Sol has 3 trillion parameters. 太阳 has 3 trillion parameters.\n"
        "Солнце: 3 trillion parameters, 🚀🚀 and\n"
        "🚀 Sol has 3 trillion\nparameters 🚀.\n",
        encoding="utf-8",
    )
    regions = sarif_regions(docs, "docs/sol.md")
    assert [(r["startLine"], r["startColumn"], r["endLine"], r["endColumn"]) for r in regions] == [
        (1, 12, 1, 33),
        (1, 42, 1, 63),
        (2, 9, 2, 30),
        (3, 12, 4, 11),
    ]
    assert [r["snippet"] for r in regions] == [{"text": "3 trillion parameters"}] * 3 + [
        {"text": "3 trillion\nparameters"}
    ]
    log = json.loads(kb("audit", "docs/sol.md", "--format", "sarif", cwd=docs)[1])
    assert log["runs"][0]["columnKind"] == "utf16CodeUnits"
    text = kb("audit", "docs/sol.md", cwd=docs)[1]
    assert [line.split(": ")[0] for line in text.splitlines()] == [
        "docs/sol.md:1:11",
        "docs/sol.md:1:41",
        "docs/sol.md:2:9",
        "docs/sol.md:3:11",
    ]
    findings = json.loads(kb("audit", "docs/sol.md", "--format", "json", cwd=docs)[1])["findings"]
    assert [f["column"] for f in findings] == [11, 41, 9, 11]
    # the column of a byte that is not UTF-8 too
    (docs / "docs" / "latin1.md").write_bytes("🚀 café".encode()[:-2] + b"\xe9 42 wafers\n")
    code, out, err = kb("audit", "docs/latin1.md", "--format", "sarif", cwd=docs)
    assert code == 2 and "Error: docs/latin1.md:1:6: not UTF-8 text" in err
    (note,) = json.loads(out)["runs"][0]["invocations"][0]["toolExecutionNotifications"]
    assert note["locations"][0]["physicalLocation"]["region"] == {"startLine": 1, "startColumn": 7}


def test_a_sentence_said_twice_has_two_sarif_fingerprints(ledger_db: str, docs: Path) -> None:
    """Code scanning merges results with one fingerprint into one alert: a repeated
    sentence's later findings are numbered, as CodeQL numbers a line hash
    ("hash:2"), and the first keeps the fingerprint it had alone, so its alert stays."""
    page = docs / "docs" / "sol.md"
    sentence = "Sol has 3 trillion parameters.\n"

    def fingerprints() -> list[str]:
        out = kb("audit", "docs/sol.md", "--format", "sarif", cwd=docs)[1]
        results = json.loads(out)["runs"][0]["results"]
        return [r["partialFingerprints"]["kbAuditFinding/v1"] for r in results]

    page.write_text(sentence, encoding="utf-8")
    (alone,) = fingerprints()
    page.write_text(f"{sentence}\n{sentence}\n{sentence}", encoding="utf-8")
    assert fingerprints() == [alone, f"{alone}:2", f"{alone}:3"]
    # the baseline counts the repeats, as before
    kb("audit", "docs/sol.md", "--write-baseline", "b.json", cwd=docs)
    entries = json.loads((docs / "b.json").read_text(encoding="utf-8"))["findings"]
    assert [e["fingerprint"] for e in entries] == [alone] * 3


def test_cache_reports_as_a_full_read_and_says_what_it_reused(ledger_db: str, docs: Path) -> None:
    """kb audit --cache keeps .kb/audit-cache/ in the configuration's folder (here the
    working folder), out of git; a second run reports what the first did, in every
    format, and reads only the page that changed."""
    subprocess.run(["git", "init", "-q", str(docs)], check=True)
    (docs / ".kb").mkdir()  # there already (a restored CI cache, a database): no .gitignore
    uncached = {f: kb("audit", "docs", "--format", f, cwd=docs)[:2] for f in ("text", "sarif")}
    code, out, err = kb("audit", "docs", "--cache", cwd=docs)
    assert (code, out) == uncached["text"]
    assert "cache: 0 of 2 files reused from earlier runs" in err
    assert len(list((docs / ".kb" / "audit-cache").glob("*.json"))) == 2
    status = git_status(docs)
    assert ".kb" not in status and "docs/sol.md" in status
    for output, (code_then, out_then) in uncached.items():
        code, out, err = kb("audit", "docs", "--cache", "--format", output, cwd=docs)
        assert (code, out) == (code_then, out_then)
        assert "cache: 2 of 2 files reused from earlier runs" in err
    page = docs / "docs" / "sol.md"
    page.write_text(PAGE + "\n它需要43个晶圆。\n", encoding="utf-8")
    code, out, err = kb("audit", "docs", "--cache", "--format", "json", cwd=docs)
    assert "cache: 1 of 2 files reused" in err
    assert (code, out) == kb("audit", "docs", "--format", "json", cwd=docs)[:2]
    assert json.loads(out)["findings"][-1]["value"] == {"low": 43.0, "high": 43.0}
    code, _, err = kb("audit", "docs", "--cache", "--write-baseline", "b.json", cwd=docs)
    assert code == 0 and err.splitlines()[-2:] == [
        "cache: 2 of 2 files reused from earlier runs",
        "wrote 4 findings in 1 of 2 files to the baseline b.json",
    ]
    assert kb("audit", "docs", "--cache", "--baseline", "b.json", cwd=docs)[:2] == (0, "")
    (docs / "kb.toml").write_text('[audit]\nhedge-cues = ["as the vendor says"]\n')
    code, _, err = kb("audit", "docs", "--cache", cwd=docs)
    assert "cache: 0 of 2 files reused from earlier runs (2 kept for other claims" in err
    (docs / "kb.toml").unlink()
    elsewhere = docs.parent / "cache-elsewhere"
    code, _, err = kb("audit", "docs", "--cache-location", str(elsewhere), cwd=docs)
    assert "cache: 0 of 2 files reused" in err and len(list(elsewhere.glob("*.json"))) == 2
    page.rename(page.with_name("sol-renamed.md"))
    code, _, err = kb("audit", "docs", "--cache-location", str(elsewhere), cwd=docs)
    assert (
        "cache: 1 of 2 files reused from earlier runs; "
        "1 entry of pages no longer audited removed\n" in err
    )
    assert len(list(elsewhere.glob("*.json"))) == 2
    (docs / "kb-cache").write_text("a file, not a folder", encoding="utf-8")
    code, out, err = kb("audit", "docs", "--cache-location", "kb-cache/x", cwd=docs)
    assert (code, out) == kb("audit", "docs", cwd=docs)[:2]
    assert (
        "warning: cannot keep the audit's cache in kb-cache/x (Not a directory); "
        "the next run audits every file again\n" in err
    )
    assert err.count("warning:") == 1


def test_baseline_round_trip(ledger_db: str, docs: Path) -> None:
    code, out, err = kb("audit", "docs", "--write-baseline", "kb-baseline.json", cwd=docs)
    assert (code, out) == (0, "") and "wrote 3 findings in 1 of 2 files to the baseline" in err
    code, out, err = kb("audit", "docs", "--baseline", "kb-baseline.json", cwd=docs)
    assert (code, out) == (0, "") and "3 in the baseline" in err
    page = docs / "docs" / "sol.md"
    page.write_text(PAGE + "\nIt also needs 44 wafers.\n", encoding="utf-8")
    code, out, _ = kb("audit", "docs", "--baseline", "kb-baseline.json", cwd=docs)
    assert code == 1 and out.splitlines() == [
        'docs/sol.md:15:15: unsourced-number: "44 wafers" (44 wafer) is backed by no claim '
        "(nearest: sol-wafers-fp8-from-goodson, 45.45–90.91 wafer)"
    ]
    (docs / "kb.toml").write_text('[audit]\nbaseline = "kb-baseline.json"\n')
    code, out, _ = kb("audit", "docs", cwd=docs)
    assert code == 1 and len(out.splitlines()) == 1
    code, out, err = kb("audit", "docs", "--no-baseline", cwd=docs)  # every finding
    assert code == 1 and len(out.splitlines()) == 4 and "in the baseline" not in err
    code, _, err = kb("audit", "docs", "--no-baseline", "--baseline", "b.json", cwd=docs)
    assert code == 2 and "--baseline and --no-baseline contradict each other" in err
    code, _, err = kb("audit", "docs", "--baseline", "missing.json", cwd=docs)
    assert code == 2 and "no such baseline file" in err


def test_a_baseline_keeps_a_chinese_finding_a_spacing_tool_respaced(
    ledger_db: str, docs: Path
) -> None:
    """A translator's 570 for 750, baselined, came back after pangu put spaces between
    the Chinese and the Latin letters and digits of its sentence."""
    page = docs / "docs" / "zh.md"
    page.write_text("GPT-5.6 Sol可以在Cerebras基础设施上以每秒570个token的速度运行。\n")
    code, _, err = kb("audit", "docs/zh.md", "--write-baseline", "b.json", cwd=docs)
    assert code == 0 and "wrote 1 finding in 1 of 1 file to the baseline" in err
    page.write_text("GPT-5.6 Sol 可以在 Cerebras 基础设施上以每秒 570 个 token 的速度运行。\n")
    code, out, err = kb("audit", "docs/zh.md", "--baseline", "b.json", cwd=docs)
    assert (code, out) == (0, "") and "1 in the baseline" in err
    page.write_text("GPT-5.6 Sol 可以在 Cerebras 基础设施上以每秒 580 个 token 的速度运行。\n")
    assert kb("audit", "docs/zh.md", "--baseline", "b.json", cwd=docs)[0] == 1, "a new figure"


def test_configuration_paths_excludes_and_errors(ledger_db: str, docs: Path) -> None:
    (docs / "pyproject.toml").write_text(
        '[project]\nname = "site"\n\n[tool.kb.audit]\npaths = ["docs"]\nexclude = ["docs/sol.md"]\n'
    )
    code, out, err = kb("audit", cwd=docs / "docs")
    assert (code, out) == (0, "") and "no findings in 1 file" in err
    # a file named outright that the configuration excludes: said, not a bare "0 files"
    code, out, err = kb("audit", "docs/sol.md", cwd=docs)
    assert (code, out) == (0, "")
    assert err == (
        "docs/sol.md is left out by the configuration's exclude 'docs/sol.md' "
        "(pyproject.toml:6): not audited\nno findings in 0 files\n"
    )
    (docs / "pyproject.toml").write_text("[tool.kb.audit]\nfail_on = []\n")
    code, out, err = kb("audit", "docs", cwd=docs)
    assert code == 2 and out == ""
    assert "pyproject.toml:2: [tool.kb.audit] has unknown key 'fail_on'" in err
    code, _, err = kb("audit", "docs", "--config", "nope.toml", cwd=docs)
    assert code == 2 and "nope.toml: no such configuration file" in err


def test_every_error_of_the_configuration_in_one_run(ledger_db: str, docs: Path) -> None:
    """A line each, by line, as the ledger's errors are named (three runs, one error
    each, before), and an annotation each on its line."""
    (docs / "pyproject.toml").write_text(
        "[tool.kb.audit]\n"
        'hedge-cue = ["by our count"]\n'
        'baseline = "kb-baselin.json"\n'
        "\n"
        "[tool.kb.audit.severity]\n"
        'disputed-claim = "warn"\n'
    )
    code, out, err = kb("audit", "docs", cwd=docs)
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        "Error: pyproject.toml:2: [tool.kb.audit] has unknown key 'hedge-cue'; did you mean "
        "'hedge-cues'? (known: baseline, exclude, extensions, fail-on, hedge-cues, paths, "
        "severity, tolerance, topics, unitless-min, unitless-numbers, units)",
        "Error: pyproject.toml:3: baseline: kb-baselin.json: no such baseline file (write one "
        "with --write-baseline)",
        "Error: pyproject.toml:6: [tool.kb.audit.severity] disputed-claim must be one of "
        "error, warning, notice, off; did you mean 'warning'?",
    ]
    out = kb("audit", "docs", "--format", "github", cwd=docs)[1]
    assert [line.split("::")[1] for line in out.splitlines()] == [
        f"error file=pyproject.toml,line={n},title=kb audit failed" for n in (2, 3, 6)
    ]


def test_a_named_folder_that_exclude_leaves_out_is_said_too(ledger_db: str, docs: Path) -> None:
    (docs / "docs" / "archive").mkdir()
    (docs / "docs" / "archive" / "old.md").write_text("It needs 42 wafers.\n")
    (docs / "kb.toml").write_text('[audit]\nexclude = [\n  "*.txt",\n  "archive",\n]\n')
    code, out, err = kb("audit", "docs/archive", cwd=docs)
    assert (code, out) == (0, "")
    assert err == (
        "docs/archive is left out by the configuration's exclude 'archive' (kb.toml:4): not "
        "audited\nno findings in 0 files\n"
    )


def test_warning_for_unknown_rule_in_ignore_comment(ledger_db: str, docs: Path) -> None:
    (docs / "docs" / "sol.md").write_text("It needs 42 wafers. <!-- kb-ignore unsorced -->\n")
    code, _, err = kb("audit", "docs", cwd=docs)
    assert code == 1 and "warning: docs/sol.md:1: kb-ignore names unknown rule 'unsorced'" in err


def test_project_sources_report_their_coverage(ledger_db: str) -> None:
    code, out, err = kb("audit", "sources/", cwd=ROOT)
    for source in ("sol-zh", "sol-ru"):
        assert "coverage sources/" in err and f"({source}): " in err
    assert "numbers," in err and "cited," in err and "ignored," in err
    assert code == (1 if out else 0)
    assert all(": unsourced-number: " in line for line in out.splitlines())


def test_a_number_outside_the_citations_of_a_source_is_told_to_take_an_ignore(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A source stays byte for byte: its uncovered numbers are cited or ignored in the
    ledger, never silenced by a kb-ignore comment in it, as a page's are."""
    source = project / "sources" / "000_ae3eb71afb28e879.txt"
    old = hashlib.sha256(source.read_bytes()).hexdigest()
    source.write_bytes(source.read_bytes() + "团队增加了42名工程师。\n".encode())
    listing = project / "sources" / "sources.toml"
    new = hashlib.sha256(source.read_bytes()).hexdigest()
    listing.write_text(listing.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    monkeypatch.delenv("KB_DB", raising=False)
    code, out, err = kb("audit", "sources/", cwd=project)
    assert code == 1 and "lies in no citation and no ignore span of source sol-zh" in out
    assert "hint: a number in a source: cite it in a claim or add an [[ignore]]" in err
    assert "kb-ignore" not in err


def test_audit_reads_postgresql_too(
    db_url: str, monkeypatch: pytest.MonkeyPatch, docs: Path
) -> None:
    monkeypatch.setenv("KB_DB", db_url)
    assert kb("import", cwd=ROOT)[0] == 0
    code, out, _ = kb("audit", "docs", "--format", "json", cwd=docs)
    assert code == 1 and len(json.loads(out)["findings"]) == 3


# --------------------------------------------------------------------------- pre-commit


def test_pre_commit_hook_on_a_sample_repository(tmp_path: Path, project: Path) -> None:
    """The hook of .pre-commit-hooks.yaml, run by pre-commit on a sample repository.

    pre-commit would build a virtualenv and pip-install this repository for `language:
    python`; to need no network the test runs the same hook (entry, files) from a `repo:
    local` configuration with `language: system`, the kb already installed.
    """
    from pre_commit.clientlib import load_manifest

    (hook,) = load_manifest(str(ROOT / ".pre-commit-hooks.yaml"))
    assert hook["id"] == "kb-audit" and hook["language"] == "python"
    repo = project
    (repo / "docs").mkdir()
    (repo / "docs" / "good.md").write_text("OpenAI says Sol serves 750 tokens per second.\n")
    local = {
        "repos": [
            {
                "repo": "local",
                "hooks": [
                    {
                        "id": hook["id"],
                        "name": hook["name"],
                        "entry": hook["entry"],
                        "language": "system",
                        "files": hook["files"],
                        "require_serial": hook["require_serial"],
                    }
                ],
            }
        ]
    }
    (repo / ".pre-commit-config.yaml").write_text(json.dumps(local))  # JSON is YAML
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"), "KB_DB": ""}
    env.pop("KB_DB")
    env["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{env['PATH']}"

    def git(*args: str) -> None:
        subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, env=env)

    def pre_commit() -> subprocess.CompletedProcess[str]:
        git("add", "-A")
        return subprocess.run(
            ["pre-commit", "run", "--all-files"], cwd=repo, capture_output=True, text=True, env=env
        )

    git("init", "-q")
    passed = pre_commit()
    assert passed.returncode == 0, passed.stdout + passed.stderr
    assert "kb audit" in passed.stdout and "Passed" in passed.stdout
    (repo / "docs" / "bad.md").write_text("Sol needs 42 wafers.\n")
    failed = pre_commit()
    assert failed.returncode == 1, failed.stdout + failed.stderr
    assert "docs/bad.md:1:11: unsourced-number" in failed.stdout


def test_baseline_entries_of_fixed_findings_are_counted(ledger_db: str, docs: Path) -> None:
    kb("audit", "docs", cwd=docs)  # a run before the checkout is made, in the same process
    (docs / ".git").mkdir()  # fingerprints hold the path within the checkout
    (docs / "one.md").write_text("It needs 42 wafers.\n", encoding="utf-8")
    code, _, err = kb("audit", "one.md", "--write-baseline", "one.json", cwd=docs)
    assert (code, err.strip()) == (0, "wrote 1 finding in 1 of 1 file to the baseline one.json")
    code, _, err = kb("audit", "docs", "--write-baseline", "kb-baseline.json", cwd=docs)
    assert (code, err.strip()) == (
        0,
        "wrote 3 findings in 1 of 2 files to the baseline kb-baseline.json",
    )
    page = docs / "docs" / "sol.md"
    page.write_text(PAGE.replace("It needs 42 wafers.\n", ""), encoding="utf-8")  # fixed
    code, out, err = kb("audit", "docs", "--baseline", "kb-baseline.json", cwd=docs)
    assert (code, out) == (0, "")
    assert err.strip().endswith(
        "no findings in 2 files; 2 in the baseline, "
        "1 baseline entry no longer found (fixed or reworded)"
    )
    # from a folder below in the checkout: the page is found by the path its fingerprints hold
    code, _, err = kb("audit", "sol.md", "--baseline", "../kb-baseline.json", cwd=docs / "docs")
    assert err.strip().endswith("1 baseline entry no longer found (fixed or reworded)")
    # a run of some files (pre-commit names those changed) says nothing of the others'
    code, _, err = kb("audit", "docs/clean.md", "--baseline", "kb-baseline.json", cwd=docs)
    assert (code, err.strip()) == (0, "no findings in 1 file")


def test_a_baseline_matches_from_any_working_folder(
    ledger_db: str, docs: Path, tmp_path: Path
) -> None:
    (docs / ".git").mkdir()  # fingerprints hold the path within the checkout
    code, _, err = kb("audit", "docs", "--write-baseline", "kb-baseline.json", cwd=docs)
    assert code == 0 and "wrote 3 findings" in err
    for cwd, target, baseline in [
        (docs / "docs", ".", "../kb-baseline.json"),
        (tmp_path, "site/docs", "site/kb-baseline.json"),
    ]:
        code, out, err = kb("audit", target, "--baseline", baseline, cwd=cwd)
        assert (code, out) == (0, ""), err
        assert "3 in the baseline" in err


def test_each_file_is_audited_once(ledger_db: str, docs: Path) -> None:
    code, out, err = kb("audit", "docs", "docs/sol.md", "./docs/sol.md", cwd=docs)
    assert code == 1 and len(out.splitlines()) == 3
    assert err.strip().endswith("in 1 of 2 files")


def test_a_pipe_is_not_a_file(ledger_db: str, docs: Path) -> None:
    os.mkfifo(docs / "docs" / "pipe.md")  # found in a folder: skipped, never opened
    code, _, err = kb("audit", "docs", cwd=docs)
    assert code == 1 and err.strip().endswith("in 1 of 2 files")
    code, _, err = kb("audit", "docs/pipe.md", cwd=docs)
    assert code == 2 and "Error: docs/pipe.md: not a file or folder" in err


def test_a_mistyped_database_is_an_error_not_a_page_of_findings(
    docs: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    typo = tmp_path / "ledgr.sqlite"
    monkeypatch.setenv("KB_DB", str(typo))
    code, out, err = kb("audit", "docs/clean.md", cwd=docs)
    assert (code, out) == (2, "")
    assert err == f"Error: KB_DB: {typo}: no such database (kb import creates it)\n"
    assert not typo.exists()  # not created by the attempt


def test_a_ledger_without_claims_warns_that_nothing_is_backed(
    docs: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = make_project(tmp_path / "project", lambda ledger: [])
    monkeypatch.setenv("KB_DB", str(tmp_path / "empty.sqlite"))
    assert kb("import", cwd=project)[0] == 0
    code, _, err = kb("audit", "docs/clean.md", cwd=docs)
    assert code == 1
    assert err.splitlines()[0] == (
        "warning: the database holds no claims, so no number is backed "
        "(load a ledger with kb import)"
    )


def test_the_audit_follows_the_chain_a_claim_rests_on_and_kb_table_marks_the_link(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Goodson's estimate of 70 to 100 wafers, a confirmed claim derived from it and a
    confirmed claim derived from that one: kb check and kb table name the middle claim
    alone (too-strong, ‡), as README says, while kb audit reads the top claim at
    estimate too, so the figure stated as fact in sol-zh's words is speculation-as-fact."""
    quote = [("sol-zh", "部署范围横跨70至100个Cerebras晶圆级系统")]
    wafers = (70.0, 100.0, "wafer")
    project = make_project(
        tmp_path / "project",
        lambda ledger: [
            claim(ledger, "t-a", "estimate", quote, wafers),
            claim(ledger, "t-b", "confirmed", quote, wafers, [("derived-from", "t-a")]),
            claim(ledger, "t-c", "confirmed", quote, wafers, [("derived-from", "t-b")]),
        ],
    )
    monkeypatch.setenv("KB_DB", str(tmp_path / "chain.sqlite"))
    assert kb("import", cwd=project)[0] == 0
    out = kb("check", cwd=project)[1]
    assert [line.split(": ")[2] for line in out.splitlines() if "rule 4" in line] == ["claim t-b"]
    table = json.loads(kb("table", "--format", "json", cwd=project)[1])
    marks = {c["id"]: c["basis_problems"] for g in table["groups"] for c in g["claims"]}
    assert marks == {"t-a": [], "t-b": ["too-strong"], "t-c": []}
    (project / "page.md").write_text(
        "部署范围横跨70至100个Cerebras晶圆级系统。\n", encoding="utf-8"
    )
    code, out, _ = kb("audit", "page.md", cwd=project)
    assert code == 1
    assert "speculation-as-fact" in out
    assert "t-c (confirmed, but it rests on t-b, which rests on estimate t-a)" in out


def test_fingerprints_of_files_outside_the_configuration_folder(ledger_db: str, docs: Path) -> None:
    (docs / ".git").mkdir()
    (docs / "ci").mkdir()
    (docs / "ci" / "kb.toml").write_text('[audit]\npaths = ["../docs"]\n')

    def fingerprints(*args: str) -> list[object]:
        out = kb("audit", *args, "--format", "sarif", cwd=docs)[1]
        return [r["partialFingerprints"] for r in json.loads(out)["runs"][0]["results"]]

    # counted from the checkout, as without the configuration, not from /
    assert fingerprints("--config", "ci/kb.toml") == fingerprints("docs")


def test_text_output_says_once_what_to_do_about_each_rule_found(ledger_db: str, docs: Path) -> None:
    (docs / "docs" / "one.md").write_text("It needs 42 wafers. It needs 43 wafers.\n")
    err = kb("audit", "docs/one.md", cwd=docs)[2]
    assert [line for line in err.splitlines() if line.startswith("hint:")] == [
        "hint: unsourced-number: Cite a claim that states the figure (add one to the ledger "
        "if needed), correct the figure (one that repeats a retracted claim: as the "
        "retraction's reason says, rather than add it back), or silence the line with "
        "<!-- kb-ignore unsourced-number --> (in MDX {/* kb-ignore unsourced-number */})."
    ]
    for output in ("github", "json", "sarif"):  # read by programs, which have the rules
        assert "hint:" not in kb("audit", "docs/one.md", "--format", output, cwd=docs)[2]
    assert "hint:" not in kb("audit", "docs/clean.md", cwd=docs)[2]


def test_the_readme_shows_what_kb_audit_prints_on_the_sample_page(ledger_db: str) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("$ kb audit examples/\n", 1)[1].split("```", 1)[0]
    code, out, err = kb("audit", "examples/", cwd=ROOT)
    assert code == 1
    assert block == out + err
    rules = {line.split(": ")[1] for line in out.splitlines()}
    assert rules == {"unsourced-number", "speculation-as-fact", "disputed-claim"}


def test_a_rule_below_error_fails_the_run_only_when_fail_on_names_it(
    ledger_db: str, docs: Path
) -> None:
    (docs / "docs" / "sol.md").write_text("A caption claimed 386 million parameters.\n")
    assert kb("audit", "docs", cwd=docs)[0] == 1
    (docs / "kb.toml").write_text('[audit.severity]\ndisputed-claim = "warning"\n')
    code, out, _ = kb("audit", "docs", cwd=docs)
    assert code == 0 and "disputed-claim (warning)" in out
    assert kb("audit", "docs", "--fail-on", "disputed-claim", cwd=docs)[0] == 1
    (docs / "kb.toml").write_text(
        '[audit]\nfail-on = ["disputed-claim"]\n[audit.severity]\ndisputed-claim = "notice"\n'
    )
    assert kb("audit", "docs", cwd=docs)[0] == 1


def test_fail_on_a_rule_turned_off_warns_that_it_cannot_fail(ledger_db: str, docs: Path) -> None:
    """A rule set to "off" reports nothing, so naming it in fail-on fails nothing: a
    warning says so, naming the line that turns it off."""
    (docs / "docs" / "sol.md").write_text("It needs 42 wafers.\n", encoding="utf-8")
    (docs / "kb.toml").write_text(
        '[audit]\nfail-on = ["unsourced-number"]\n[audit.severity]\nunsourced-number = "off"\n'
    )
    code, out, err = kb("audit", "docs/sol.md", cwd=docs)
    assert (code, out) == (0, "")
    warning = (
        "warning: kb.toml:4: [audit.severity] unsourced-number is off, so {} cannot fail "
        "on it (an off rule reports nothing)"
    )
    assert err.splitlines()[0] == warning.format("fail-on")
    code, _, err = kb(
        "audit", "docs/sol.md", "--fail-on", "disputed-claim,unsourced-number", cwd=docs
    )
    assert code == 0 and err.splitlines()[0] == warning.format("--fail-on")
    (docs / "kb.toml").write_text('[audit.severity]\nunsourced-number = "off"\n')
    assert "warning" not in kb("audit", "docs/sol.md", cwd=docs)[2]  # fail-on names it not


def test_configuration_warnings_are_annotations_and_sarif_notifications(
    ledger_db: str, docs: Path
) -> None:
    """A fail-on that can never fail is the warning that matters in CI: the repository
    believes it fails on disputed claims, and the run passes. It reached stderr alone, so
    the log was the only place to see it; now GitHub annotates the line at fault, and
    SARIF has a notification there, as for a kb-ignore comment's warning."""
    (docs / "docs" / "sol.md").write_text("Sol draws 401 MW.\n", encoding="utf-8")
    (docs / "pyproject.toml").write_text(
        '[project]\nname = "site"\n[tool.kb.audit]\nfail-on = ["disputed-claim"]\n'
    )
    (docs / "kb.toml").write_text(
        '[audit]\nfail-on = ["disputed-claim"]\n[audit.severity]\ndisputed-claim = "off"\n'
    )
    unused = "[tool.kb] is not used: the kb.toml beside it is (kb.toml wins when a folder has both)"
    off = (
        "[audit.severity] disputed-claim is off, so fail-on cannot fail on it (an off rule "
        "reports nothing)"
    )
    code, out, err = kb("audit", "docs/sol.md", "--format", "github", cwd=docs)
    assert code == 0
    assert err.splitlines()[:2] == [
        f"warning: pyproject.toml:3: {unused}",
        f"warning: kb.toml:4: {off}",
    ]
    assert out.splitlines()[1:] == [
        f"::warning file=pyproject.toml,line=3,title=kb audit::{unused}",
        f"::warning file=kb.toml,line=4,title=kb audit::{off}",
    ]
    log = json.loads(kb("audit", "docs/sol.md", "--format", "sarif", cwd=docs)[1])
    validate_sarif(log)
    (invocation,) = log["runs"][0]["invocations"]
    assert invocation["executionSuccessful"] is True
    assert [
        (
            note["level"],
            note["message"]["text"],
            note["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
            note["locations"][0]["physicalLocation"]["region"],
        )
        for note in invocation["toolExecutionNotifications"]
    ] == [
        ("warning", unused, "pyproject.toml", {"startLine": 3}),
        ("warning", off, "kb.toml", {"startLine": 4}),
    ]


def test_no_path_to_audit_says_first_why_pyprojects_paths_were_not_used(
    ledger_db: str, docs: Path
) -> None:
    """pyproject.toml's [tool.kb.audit] sets paths, the kb.toml beside it does not: a bare
    kb audit printed only "Error: no path to audit ...", and the warning that pyproject's
    [tool.kb] is not used, which says why, was printed only by runs that audited."""
    (docs / "docs" / "sol.md").write_text("Sol draws 401 MW.\n", encoding="utf-8")
    (docs / "pyproject.toml").write_text(
        '[project]\nname = "site"\n[tool.kb.audit]\npaths = ["docs"]\n'
    )
    (docs / "kb.toml").write_text("[audit]\ntolerance = 0.01\n")
    code, out, err = kb("audit", cwd=docs)
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        "warning: pyproject.toml:3: [tool.kb] is not used: the kb.toml beside it is (kb.toml "
        "wins when a folder has both)",
        "Error: no path to audit: name one (kb audit docs/) or set paths in the configuration",
    ]


def test_a_configuration_warning_whose_line_cannot_be_told_is_on_its_file(
    ledger_db: str, docs: Path
) -> None:
    """A key written with an escape has no line kb can name (kb.toml_lines): the warning
    is on the file, in stderr, on GitHub and in a SARIF log that stays valid."""
    (docs / "docs" / "sol.md").write_text("Sol draws 401 MW.\n", encoding="utf-8")
    (docs / "kb.toml").write_text(
        '[audit]\nfail-on = ["disputed-claim"]\n[audit.severity]\n"disputed\\u002dclaim" = "off"\n'
    )
    off = (
        "[audit.severity] disputed-claim is off, so fail-on cannot fail on it (an off rule "
        "reports nothing)"
    )
    code, out, err = kb("audit", "docs/sol.md", "--format", "github", cwd=docs)
    assert code == 0 and err.splitlines()[0] == f"warning: kb.toml: {off}"
    assert out.splitlines()[-1] == f"::warning file=kb.toml,title=kb audit::{off}"
    log = json.loads(kb("audit", "docs/sol.md", "--format", "sarif", cwd=docs)[1])
    validate_sarif(log)
    (note,) = log["runs"][0]["invocations"][0]["toolExecutionNotifications"]
    assert note["locations"] == [
        {"physicalLocation": {"artifactLocation": {"uri": "kb.toml", "uriBaseId": "%SRCROOT%"}}}
    ]


def test_sarif_locations_are_uri_references(ledger_db: str, docs: Path, tmp_path: Path) -> None:
    odd = docs / "docs" / "with space" / "a#b 晶圆.md"
    odd.parent.mkdir()
    odd.write_text("It needs 42 wafers.\n", encoding="utf-8")
    outside = tmp_path / "elsewhere.md"
    outside.write_text("It needs 43 wafers.\n", encoding="utf-8")
    above_file = tmp_path / "above.md"
    above_file.write_text("It needs 44 wafers.\n", encoding="utf-8")
    above = os.path.relpath(above_file, docs)  # ../above.md
    code, out, _ = kb(
        "audit", "docs/with space", str(outside), above, "--format", "sarif", cwd=docs
    )
    locations = [
        r["locations"][0]["physicalLocation"]["artifactLocation"]
        for r in json.loads(out)["runs"][0]["results"]
    ]
    assert locations == [
        {"uri": "docs/with%20space/a%23b%20%E6%99%B6%E5%9C%86.md", "uriBaseId": "%SRCROOT%"},
        {"uri": outside.as_uri()},
        {"uri": above_file.as_uri()},
    ]


def test_kb_ignore_warnings_are_annotations_and_sarif_notifications(
    ledger_db: str, docs: Path
) -> None:
    (docs / "docs" / "sol.md").write_text(
        "<!-- kb-ignore-start -->\nIt needs 42 wafers.\n", encoding="utf-8"
    )
    code, out, err = kb("audit", "docs", "--format", "github", cwd=docs)
    assert code == 0 and "warning: docs/sol.md:1: kb-ignore-start has no kb-ignore-end" in err
    assert out == (
        "::warning file=docs/sol.md,line=1,title=kb audit::kb-ignore-start has no "
        "kb-ignore-end: it silences the rest of the page\n"
    )
    log = json.loads(kb("audit", "docs", "--format", "sarif", cwd=docs)[1])
    validate_sarif(log)
    (invocation,) = log["runs"][0]["invocations"]
    assert invocation["executionSuccessful"] is True
    (note,) = invocation["toolExecutionNotifications"]
    assert note["level"] == "warning" and note["message"]["text"].startswith("kb-ignore-start")
    location = note["locations"][0]["physicalLocation"]
    assert location["artifactLocation"]["uri"] == "docs/sol.md"
    assert location["region"] == {"startLine": 1}


@pytest.mark.parametrize("name", ["sol.md", "sol.txt"])
def test_a_next_line_comment_before_a_blank_line_gets_a_warning(
    ledger_db: str, docs: Path, name: str
) -> None:
    """<!-- kb-ignore-next-line --> followed by a blank line silences the blank line, that
    is nothing: a warning says so, on the comment's line, as for a comment that does not
    parse; one right above its line still silences it."""
    page = docs / "docs" / name
    page.write_text(
        "<!-- kb-ignore-next-line unsourced-number -->\n\nДля Sol нужно 42 пластины.\n\n"
        "<!-- kb-ignore-next-line -->\nSol 需要 43 片晶圆。\n",
        encoding="utf-8",
    )
    code, out, err = kb("audit", f"docs/{name}", cwd=docs)
    assert code == 1 and out.startswith(f'docs/{name}:3:15: unsourced-number: "42 пластины"')
    assert out.count("\n") == 1
    assert err.splitlines()[0] == (
        f"warning: docs/{name}:1: kb-ignore-next-line is followed by a blank line, so it "
        "silences nothing (put it right above the line to silence)"
    )
    assert err.rstrip().endswith("1 silenced by kb-ignore")
    out = kb("audit", f"docs/{name}", "--format", "github", cwd=docs)[1]
    assert f"::warning file=docs/{name},line=1,title=kb audit::kb-ignore-next-line is" in out


def test_a_file_name_with_a_newline_stays_on_one_line(ledger_db: str, docs: Path) -> None:
    """Text output is one finding per line, which a newline in a page's name broke; JSON
    keeps the name as it is."""
    (docs / "docs" / "a\nb.md").write_text("It needs 42 wafers.\n", encoding="utf-8")
    code, out, _ = kb("audit", "docs/a\nb.md", cwd=docs)
    assert code == 1 and out.startswith("'docs/a\\nb.md':1:10: unsourced-number: ")
    assert len(out.splitlines()) == 1
    code, out, _ = kb("audit", "docs/a\nb.md", "--format", "json", cwd=docs)
    assert json.loads(out)["findings"][0]["path"] == "docs/a\nb.md"


def test_a_warning_about_a_file_name_with_a_newline_stays_on_one_line(
    ledger_db: str, docs: Path
) -> None:
    """A page's warning on stderr escapes its name as findings and read errors do."""
    (docs / "docs" / "a\nb.md").write_text(
        "<!-- kb-ignore-start -->\nIt needs 42 wafers.\n", encoding="utf-8"
    )
    code, _, err = kb("audit", "docs/a\nb.md", cwd=docs)
    assert code == 0
    (warning,) = [line for line in err.splitlines() if line.startswith("warning: ")]
    assert warning == (
        "warning: 'docs/a\\nb.md':1: kb-ignore-start has no kb-ignore-end: "
        "it silences the rest of the page"
    )


# --------------------------------------------------------------------------- paths in CI


@pytest.fixture
def checkout(docs: Path) -> Path:
    """The sample site as a git checkout configured to audit docs/, with a page in docs/en
    and one in docs/zh (a step with working-directory: docs runs in a folder below)."""
    (docs / ".git").mkdir()
    (docs / "kb.toml").write_text('[audit]\npaths = ["docs"]\n', encoding="utf-8")
    (docs / "docs" / "en").mkdir()
    (docs / "docs" / "en" / "a.md").write_text("It needs 42 wafers.\n", encoding="utf-8")
    (docs / "docs" / "zh").mkdir()
    (docs / "docs" / "zh" / "k.md").write_text("它需要43片晶圆。\n", encoding="utf-8")
    return docs


def test_a_baseline_is_the_same_file_from_any_working_folder(
    ledger_db: str, checkout: Path
) -> None:
    """Its entries name pages from the root the fingerprints count from, never from the
    working folder nor absolutely (one written from docs/zh held "k.md" and "/tmp/.../a.md")."""
    assert kb("audit", "--write-baseline", "root.json", cwd=checkout)[0] == 0
    code, _, err = kb("audit", "--write-baseline", "../../sub.json", cwd=checkout / "docs/zh")
    assert code == 0, err
    written = (checkout / "sub.json").read_bytes()
    assert written == (checkout / "root.json").read_bytes()
    paths = {e["path"] for e in json.loads(written)["findings"]}
    assert paths == {"docs/en/a.md", "docs/zh/k.md", "docs/sol.md"}
    # a page fixed since: its entry is stale, whichever baseline and folder
    (checkout / "docs" / "zh" / "k.md").write_text("它需要70片晶圆。\n", encoding="utf-8")
    for cwd, page, baseline in [
        (checkout, "docs/zh/k.md", "sub.json"),
        (checkout / "docs" / "zh", "k.md", "../../sub.json"),
    ]:
        err = kb("audit", page, "--baseline", baseline, cwd=cwd)[2]
        assert err.strip().endswith("1 baseline entry no longer found (fixed or reworded)")


def test_github_and_sarif_name_files_from_the_repository_root(
    ledger_db: str, checkout: Path
) -> None:
    """GitHub resolves an annotation's file and a SARIF URI against the repository's root:
    run from docs/en (a step's working-directory), they still name docs/en/a.md; text and
    JSON name files from the working folder, as a person in a terminal opens them."""
    en = checkout / "docs" / "en"
    out = kb("audit", "a.md", "../zh/k.md", "--format", "github", cwd=en)[1]
    assert [line.split(",")[0] for line in out.splitlines()] == [
        "::error file=docs/en/a.md",
        "::error file=docs/zh/k.md",
    ]
    log = json.loads(kb("audit", "a.md", "../zh/k.md", "--format", "sarif", cwd=en)[1])
    run = log["runs"][0]
    locations = [r["locations"][0]["physicalLocation"]["artifactLocation"] for r in run["results"]]
    assert locations == [
        {"uri": "docs/en/a.md", "uriBaseId": "%SRCROOT%"},
        {"uri": "docs/zh/k.md", "uriBaseId": "%SRCROOT%"},
    ]
    srcroot = run["originalUriBaseIds"]["%SRCROOT%"]["description"]["text"]
    assert "git checkout" in srcroot and "working folder of kb audit." not in srcroot
    out = kb("audit", "a.md", "../zh/k.md", cwd=en)[1]
    assert [line.split(":")[0] for line in out.splitlines()] == ["a.md", "../zh/k.md"]
    out = kb("audit", "a.md", "--format", "json", cwd=en)[1]
    assert json.loads(out)["findings"][0]["path"] == "a.md"


def test_github_and_sarif_count_from_the_checkout_above_a_configuration_below_it(
    ledger_db: str, docs: Path
) -> None:
    """A kb.toml in a folder of the repository (web/): GitHub still wants the path from
    the repository's root, while the baseline keeps counting from the configuration's
    folder, as the fingerprints do."""
    (docs / ".git").mkdir()
    web = docs / "web"
    (web / "docs").mkdir(parents=True)
    (web / "kb.toml").write_text('[audit]\npaths = ["docs"]\n', encoding="utf-8")
    (web / "docs" / "a.md").write_text("It needs 42 wafers.\n", encoding="utf-8")
    out = kb("audit", "--format", "github", cwd=web / "docs")[1]
    assert out.startswith("::error file=web/docs/a.md,line=1,")
    assert kb("audit", "--write-baseline", "bl.json", cwd=web)[0] == 0
    (entry,) = json.loads((web / "bl.json").read_text(encoding="utf-8"))["findings"]
    assert entry["path"] == "docs/a.md"


def test_github_and_sarif_name_the_files_of_a_warning_and_an_error_from_the_root(
    ledger_db: str, checkout: Path
) -> None:
    en = checkout / "docs" / "en"
    (en / "open.md").write_text("<!-- kb-ignore-start -->\n", encoding="utf-8")
    (en / "latin1.md").write_bytes(b"caf\xe9\n")
    out = kb("audit", ".", "--format", "github", cwd=en)[1]
    assert "::warning file=docs/en/open.md,line=1," in out
    assert "::error file=docs/en/latin1.md,line=1," in out
    log = json.loads(kb("audit", ".", "--format", "sarif", cwd=en)[1])
    notes = log["runs"][0]["invocations"][0]["toolExecutionNotifications"]
    uris = [n["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for n in notes]
    assert uris == ["docs/en/open.md", "docs/en/latin1.md"]


@pytest.mark.parametrize("output", ["text", "json", "github", "sarif"])
def test_a_missing_path_is_reported_and_the_others_are_audited(
    ledger_db: str, docs: Path, output: str
) -> None:
    """`kb audit $(git diff --name-only ...)` without --diff-filter=d names a deleted
    file too: it is reported as a file that cannot be read, and the run audits the rest
    and exits 2, its report whole, SARIF too (it used to stop at once and write nothing)."""
    code, out, err = kb("audit", "docs/gone", "docs/sol.md", "--format", output, cwd=docs)
    assert code == 2 and "Error: docs/gone: no such file or folder" in err
    assert err.splitlines()[-1].endswith("in 1 of 1 file; 1 file could not be read")
    if output == "text":
        assert out.count("docs/sol.md:") == 3
    elif output == "json":
        assert len(json.loads(out)["findings"]) == 3
    elif output == "github":
        assert out.count("::error file=docs/sol.md,") == 3
        assert out.splitlines()[-1] == (
            "::error file=docs/gone,title=kb audit%3A unreadable file::no such file or folder"
        )
    else:
        log = json.loads(out)
        validate_sarif(log)
        assert len(log["runs"][0]["results"]) == 3
        (invocation,) = log["runs"][0]["invocations"]
        assert invocation["executionSuccessful"] is False
        (note,) = invocation["toolExecutionNotifications"]
        assert note["message"]["text"] == "no such file or folder"
        location = note["locations"][0]["physicalLocation"]["artifactLocation"]
        assert location["uri"] == "docs/gone"


@pytest.mark.parametrize("output", ["text", "github", "sarif"])
@pytest.mark.parametrize(
    ("target", "reason"),
    [
        ("l2.md", "cannot read: Too many levels of symbolic links"),  # l2.md links back
        ("../../missing.md", "a link to a missing file (../../missing.md)"),
    ],
    ids=["loop", "dangling"],
)
def test_a_link_that_leads_nowhere_is_a_file_that_cannot_be_read(
    ledger_db: str, docs: Path, output: str, target: str, reason: str
) -> None:
    """Path.resolve() raised RuntimeError on a loop (a traceback, exit 1, no SARIF), and
    a dangling link was named as its target ('missing.md: no such file or folder'): each
    is reported at its own name as any unreadable file is, and the run exits 2."""
    (docs / "docs" / "l1.md").symlink_to(target)
    (docs / "docs" / "l2.md").symlink_to("l1.md")
    code, out, err = kb("audit", "docs/l1.md", "--format", output, cwd=docs)
    assert code == 2 and f"Error: docs/l1.md: {reason}\n" in err
    if output == "github":
        assert out == f"::error file=docs/l1.md,title=kb audit%3A unreadable file::{reason}\n"
    elif output == "sarif":
        log = json.loads(out)
        validate_sarif(log)
        (note,) = log["runs"][0]["invocations"][0]["toolExecutionNotifications"]
        assert note["message"]["text"] == reason


def test_the_readme_names_a_pull_requests_pages_without_the_deleted_ones(
    ledger_db: str, docs: Path
) -> None:
    """The README's `kb audit $(git diff --name-only ...)` failed, exit 2, every pull
    request that deletes a page."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (command,) = set(re.findall(r"kb audit \$\((git diff [^)]*)\)", readme))

    def git(*args: str) -> str:
        done = subprocess.run(["git", *args], cwd=docs, check=True, capture_output=True)
        return done.stdout.decode()

    git("init", "-q")
    git("add", ".")
    git("-c", "user.name=kb", "-c", "user.email=kb@example.com", "commit", "-qm", "pages")
    (docs / "docs" / "sol.md").unlink()
    (docs / "docs" / "clean.md").write_text("OpenAI says Sol serves 750 tokens per second!\n")
    changed = git(*command.replace("...", "HEAD").split()[1:]).split()
    assert changed == ["docs/clean.md"]
    assert kb("audit", *changed, cwd=docs)[0] == 0


def test_a_folder_walk_skips_other_tools_folders_and_dead_links_as_the_readme_says(
    ledger_db: str, docs: Path
) -> None:
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    skipped = readme.split("In a folder, the walk skips without a word the folders ", 1)[1]
    named = set(re.findall(r"`([^`]+)`", skipped.split(", which hold", 1)[0]))
    assert named == SKIPPED_FOLDERS
    for folder in SKIPPED_FOLDERS:
        (docs / "docs" / folder).mkdir()
        (docs / "docs" / folder / "page.md").write_text("It needs 42 wafers.\n")
    (docs / "docs" / "loop.md").symlink_to("loop.md")
    (docs / "docs" / "dangling.md").symlink_to("gone.md")
    assert (
        kb("audit", "docs", cwd=docs)[2] == kb("audit", "docs/sol.md", "docs/clean.md", cwd=docs)[2]
    )


def test_a_missing_configured_path_is_named_at_its_line(ledger_db: str, docs: Path) -> None:
    """An error of the configuration, which names where to fix it (it read as a path
    named on the command line, and the run went on without it)."""
    (docs / "kb.toml").write_text('[audit]\npaths = [\n  "docs",\n  "gone",\n]\n')
    code, out, err = kb("audit", cwd=docs)
    assert (code, out) == (2, "")
    assert err == "Error: kb.toml:4: paths: gone: no such file or folder\n"
    code, _, err = kb("audit", "docs/clean.md", cwd=docs)  # a path named: paths is not read
    assert code == 0, err


def test_a_missing_path_leaves_the_baseline_unwritten(ledger_db: str, docs: Path) -> None:
    code, _, err = kb("audit", "docs", "gone.md", "--write-baseline", "bl.json", cwd=docs)
    assert code == 2
    assert "Error: gone.md: no such file or folder; the baseline was not written" in err
    assert not (docs / "bl.json").exists()


def test_the_configured_baseline_is_named_from_the_working_folder(
    ledger_db: str, docs: Path
) -> None:
    """As the configuration's own errors: relative below the working folder (it was
    named absolutely); --baseline's file as it was given."""
    (docs / "kb.toml").write_text('[audit]\nbaseline = "ci/kb-baseline.json"\n')
    code, _, err = kb("audit", "docs", cwd=docs)
    assert code == 2 and err == (  # missing, it is an error of the configuration, at its line
        "Error: kb.toml:2: baseline: ci/kb-baseline.json: no such baseline file (write one "
        "with --write-baseline)\n"
    )
    assert kb("audit", "docs", "--no-baseline", cwd=docs)[0] == 1  # not read: no error
    (docs / "ci" / "kb-baseline.json").mkdir(parents=True)
    code, _, err = kb("audit", "docs", cwd=docs)
    assert code == 2 and err == (
        "Error: ci/kb-baseline.json: cannot read the baseline: Is a directory\n"
    )
    (docs / "ci" / "kb-baseline.json").rmdir()
    (docs / "ci" / "kb-baseline.json").write_text("{")
    code, _, err = kb("audit", "docs", cwd=docs)
    assert code == 2 and err.startswith("Error: ci/kb-baseline.json:1: the baseline is not JSON")
    code, _, err = kb("audit", "docs", "--baseline", "./ci/../ci/kb-baseline.json", cwd=docs)
    assert err.startswith("Error: ci/../ci/kb-baseline.json:1: the baseline is not JSON")


def test_writing_the_baseline_for_some_files_keeps_the_others_entries(
    ledger_db: str, checkout: Path
) -> None:
    """--write-baseline on some pages (those a commit changed) replaces their entries and
    keeps those of the pages not audited (it replaced the whole baseline)."""
    code, _, err = kb("audit", "--write-baseline", "bl.json", cwd=checkout)
    assert (code, err.strip()) == (0, "wrote 5 findings in 3 of 4 files to the baseline bl.json")
    before = json.loads((checkout / "bl.json").read_text(encoding="utf-8"))["findings"]
    page = checkout / "docs" / "en" / "a.md"
    page.write_text("It needs 42 wafers. It needs 44 wafers.\n", encoding="utf-8")
    code, _, err = kb("audit", "docs/en/a.md", "--write-baseline", "bl.json", cwd=checkout)
    assert (code, err.strip()) == (
        0,
        "wrote 2 findings in 1 of 1 file to the baseline bl.json; "
        "kept 4 entries of files not audited",
    )
    after = json.loads((checkout / "bl.json").read_text(encoding="utf-8"))["findings"]
    others = [e for e in before if e["path"] != "docs/en/a.md"]
    assert [e for e in after if e["path"] != "docs/en/a.md"] == others
    assert [e["text"] for e in after if e["path"] == "docs/en/a.md"] == ["42 wafers", "44 wafers"]
    assert after == sorted(after, key=lambda e: (e["path"], e["rule"], e["fingerprint"]))
    assert kb("audit", "--baseline", "bl.json", cwd=checkout)[:2] == (0, "")
    page.write_text("OpenAI says Sol serves 750 tokens per second.\n", encoding="utf-8")
    code, _, err = kb("audit", "docs/en/a.md", "--write-baseline", "bl.json", cwd=checkout)
    assert err.strip().endswith(
        "wrote 0 findings in 0 of 1 file to the baseline bl.json; "
        "kept 4 entries of files not audited"
    )
    after = json.loads((checkout / "bl.json").read_text(encoding="utf-8"))["findings"]
    assert after == others  # the fixed page's entries are gone


def test_a_baseline_that_cannot_be_read_is_not_written_over(ledger_db: str, docs: Path) -> None:
    (docs / "bl.json").write_text("[1, 2]\n", encoding="utf-8")
    code, _, err = kb("audit", "docs", "--write-baseline", "bl.json", cwd=docs)
    assert code == 2 and err == (
        "Error: bl.json: not a kb audit baseline (expected version 1 and a list of findings "
        "with fingerprints); it was not written over (remove it to write a new one)\n"
    )
    assert (docs / "bl.json").read_text(encoding="utf-8") == "[1, 2]\n"


def test_topics_leave_everyday_figures_alone(ledger_db: str, docs: Path) -> None:
    """A documentation site's page holds figures of its own besides the ledger's: with
    topics, unsourced-number reports only those stated about what the topics name, and
    points at the named subject's claim."""
    (docs / "docs" / "sol.md").write_text(
        "## Requirements\n\nYou need 16 GB RAM, 99.9% uptime and $20/month; a timeout of "
        "3600 seconds or 500 ms.\n\n## Sol's speed\n\nIt runs at 900 tokens/s.\n\n"
        "Модель Sol выдаёт 900 токенов в секунду.\n\nSol 每秒输出900个token。\n\n"
        "The model has 3 trillion parameters.\n",
        encoding="utf-8",
    )
    assert kb("audit", "docs/sol.md", cwd=docs)[1].count("unsourced-number") == 8
    (docs / "kb.toml").write_text('[audit]\ntopics = ["GPT-5.6", "Sol", "Cerebras", "Kimi"]\n')
    code, out, _ = kb("audit", "docs/sol.md", cwd=docs)
    nearest = "is backed by no claim (nearest: sol-speed-750, 750 token/s)"
    assert code == 1 and out.splitlines() == [
        f'docs/sol.md:7:12: unsourced-number: "900 tokens/s" (900 token/s) {nearest}',
        f'docs/sol.md:9:19: unsourced-number: "900 токенов в секунду" (900 token/s) {nearest}',
        f'docs/sol.md:11:5: unsourced-number: "每秒输出900个token" (900 token/s) {nearest}',
        'docs/sol.md:13:15: speculation-as-fact: "3 trillion parameters" (3T parameter) is '
        "backed only by estimate claims of Bleys Goodson, outside technical analysis and "
        "SemiAnalysis tokenomics model (sol-params-3t, goodson-params-2t-4t) but is stated as "
        'fact: say whose estimate it is ("estimated", "according to")',
    ]
