"""kb check: each of the eight rules catches what it must, and a healthy ledger passes."""

import hashlib
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from sqlalchemy.engine import Engine

from kb.check import (
    RULES,
    STATUS_RULES,
    Problem,
    check,
    compared,
    problems_of,
    status_problems,
)
from kb.database import transaction
from kb.errors import LedgerError
from kb.formula import Interval
from kb.ledger_reader import read_ledger
from kb.project import import_ledger
from kb.records import ClaimRecord, EventRecord, Ledger, LedgerFile
from kb.status import Status
from kb.store import get_claim
from tests import synthetic
from tests.builders import claim, make_project
from tests.conftest import ROOT
from tests.synthetic import synthetic_ledger, write_synthetic
from tests.test_ledger import INTRO, RU_SHA256, _edit, _line_of

ZH, RU = "sol-zh", "sol-ru"
PARAMS = (ZH, "总参数量约2万亿至4万亿")
WAFERS = (ZH, "部署范围横跨70至100个Cerebras晶圆级系统")
TOKENOMICS = (ZH, "在一组假设条件下需配备约70个晶圆级系统")
CAPTION = (RU, "5.6 Sol имеет 386 миллионов параметров")
CONTEXT = (ZH, "105万token的上下文窗口")
SPEED = (ZH, "OpenAI表示，GPT-5.6 Sol可以在Cerebras基础设施上以高达每秒750个Token的速度运行。")
SPEED_RU = (RU, "на платформе Cerebras работает со скоростью до 750 токенов в секунду")


def _problems(engine: Engine, root: Path | None) -> list[Problem]:
    with transaction(engine) as session:
        return check(session=session, root=root)


def _load(engine: Engine, root: Path) -> None:
    with transaction(engine) as session:
        import_ledger(session=session, root=root)


def _rules(problems: list[Problem]) -> set[tuple[str, str | None]]:
    """(rule, claim) of each error, leaving out uncovered numbers (a partial ledger)."""
    return {(p.rule, p.claim) for p in problems if p.number not in (None, 8)}


def _project(tmp_path: Path, build: Callable[[Ledger], list[ClaimRecord]]) -> Path:
    return make_project(tmp_path / "p", build)


def wafer_derivation(ledger: Ledger, claimed: tuple[float, float] = (70, 70)) -> list[ClaimRecord]:
    return [
        claim(
            ledger,
            "tokenomics-params-3t",
            "estimate",
            [(ZH, "拥有3万亿参数的系统")],
            (3e12, 3e12, "parameter"),
        ),
        claim(ledger, "bytes-per-parameter", "assumption", value=(1, 1, "byte/parameter")),
        claim(ledger, "sram-per-wafer", "assumption", value=(44, 44, "GB/wafer")),
        claim(
            ledger,
            "tokenomics-wafers-70",
            "assumption",  # no stronger than what it assumes (rule 4)
            [TOKENOMICS],
            (*claimed, "wafer"),
            [
                (
                    "derived-from",
                    "tokenomics-params-3t",
                    "tokenomics_params_3t * bytes_per_parameter / sram_per_wafer",
                ),
                ("assumes", "bytes-per-parameter"),
                ("assumes", "sram-per-wafer"),
            ],
        ),
    ]


def test_shipped_ledger_breaks_no_rule(engine: Engine) -> None:
    _load(engine, ROOT)
    errors = [p for p in _problems(engine, ROOT) if p.is_error]
    assert errors == []


def test_a_synthetic_ledger_loads_and_fails_kb_check_as_its_docstring_says(tmp_path: Path) -> None:
    """tests/synthetic.py called its ledgers "all valid", which kb check fails: it says
    what kb check finds in them instead (the benchmarks rely on the ledger as it is)."""
    root = write_synthetic(tmp_path, 1000)
    problems = problems_of(read_ledger(root), root)
    found = {(p.rule, p.number) for p in problems}
    assert found == {
        ("too-strong", 4),
        ("suspected-contradiction", None),
        ("confirmed-not-official", None),
        ("restated-claim", None),
    }
    errors = sum(p.is_error for p in problems)
    said = " ".join((synthetic.__doc__ or "").split())
    assert f"{errors} problems and {len(problems) - errors:,} warnings for 1,000 claims" in said
    assert "rule 4, too-strong" in said and "all valid" not in said
    assert all(rule in said for rule, _ in found)


def test_a_problem_is_an_error_when_it_breaks_a_rule_else_a_warning() -> None:
    """What fails kb check (and kb status) is one property, which severity says too."""
    broken = Problem("too-strong", 4, "sol-wafers-70-100", None, "stronger than its basis")
    warned = Problem("unattributed", None, "sol-speed-750", None, "attributed to no one")
    assert (broken.is_error, broken.severity) == (True, "error")
    assert (warned.is_error, warned.severity) == (False, "warning")


def test_formula_derivation_that_agrees_passes(engine: Engine, tmp_path: Path) -> None:
    _load(engine, _project(tmp_path, wafer_derivation))
    assert _rules(_problems(engine, None)) == set()


def test_formula_that_disagrees_reports_both_values(engine: Engine, tmp_path: Path) -> None:
    root = _project(tmp_path, lambda ledger: wafer_derivation(ledger, (9, 9)))
    _load(engine, root)
    (problem,) = [p for p in _problems(engine, root) if p.rule == "formula"]
    assert problem.number == 6 and problem.claim == "tokenomics-wafers-70"
    assert "gives 68.1818 wafer" in problem.message and "the claim says 9 wafer" in problem.message
    # placed at the formula, not at the claim's [[claim]] line
    lines = (root / "claims" / "test.toml").read_text(encoding="utf-8").splitlines()
    formula = next(i for i, text in enumerate(lines) if text.startswith("formula = ")) + 1
    assert problem.where == f"claims/test.toml:{formula}"


def test_a_claim_wider_than_its_derivation_is_a_formula_problem(
    engine: Engine, tmp_path: Path
) -> None:
    # 3e12 parameters give 68 wafers: 60..200 overlaps that but claims far more than follows
    _load(engine, _project(tmp_path, lambda ledger: wafer_derivation(ledger, (60, 200))))
    (problem,) = [p for p in _problems(engine, None) if p.rule == "formula"]
    assert "gives 68.1818 wafer" in problem.message
    assert "the claim says 60..200 wafer" in problem.message


def speed_gain(ledger: Ledger, formula: str) -> list[ClaimRecord]:
    """A 9.3 percent gain derived from two speeds, 820 and 750 token/s."""
    return [
        claim(ledger, "new-speed", "assumption", value=(820, 820, "token/s")),
        claim(ledger, "old-speed", "assumption", value=(750, 750, "token/s")),
        claim(
            ledger,
            "speed-gain",
            "assumption",
            value=(9.3, 9.3, "percent"),
            links=[("derived-from", "new-speed", formula), ("derived-from", "old-speed")],
        ),
    ]


@pytest.mark.parametrize(
    ("formula", "message"),
    [
        ("new_speed / old_speed - 1", None),  # the ratio, 0.0933, is 9.33 percent
        (
            "(new_speed / old_speed - 1) * 100",
            "gives 933.333 percent, the claim says 9.3 percent (tolerance 25%); it gives 100 "
            "times the claim's value: a formula of a percent claim gives the ratio, read as "
            "percent (0.093 is 9.3 percent): leave out * 100",
        ),
        (
            "(new_speed / old_speed - 1) / 100",
            "gives 0.0933333 percent, the claim says 9.3 percent (tolerance 25%); it gives a "
            "hundredth of the claim's value: a value in percent is a ratio already (0.093 is "
            "9.3 percent): leave out / 100",
        ),
        # a result off by another factor is only told the two values
        (
            "(new_speed / old_speed - 1) * 3",
            "gives 28 percent, the claim says 9.3 percent (tolerance 25%)",
        ),
    ],
)
def test_a_percent_formula_off_by_100_says_a_ratio_is_read_as_percent(
    engine: Engine, tmp_path: Path, formula: str, message: str | None
) -> None:
    _load(engine, _project(tmp_path, lambda ledger: speed_gain(ledger, formula)))
    found = [p.message for p in _problems(engine, None) if p.rule == "formula"]
    assert found == ([] if message is None else [f"claim speed-gain: {formula} {message}"])


@pytest.mark.parametrize(
    ("sram", "message"),
    [((0, 44, "GB/wafer"), "division by zero"), ((44, 44, "token/s"), "cannot express the result")],
)
def test_formula_that_cannot_be_evaluated(
    engine: Engine, tmp_path: Path, sram: tuple[float, float, str], message: str
) -> None:
    def build(ledger: Ledger) -> list[ClaimRecord]:
        claims = wafer_derivation(ledger)
        claims[2].low, claims[2].high, claims[2].unit = sram
        return claims

    _load(engine, _project(tmp_path, build))
    (problem,) = [p for p in _problems(engine, None) if p.rule == "formula"]
    assert message in problem.message


@pytest.mark.parametrize(
    ("formula", "message"),
    [
        ("__import__('os').system('true')", "formula"),
        ("tokenomics_params_3t.real", "formula"),
        ("(lambda: 1)()", "formula"),
        ("parameters * 2", "formula names unknown input 'parameters'"),
    ],
)
def test_unsafe_or_unknown_formula_is_refused_on_import(
    tmp_path: Path, formula: str, message: str
) -> None:
    def build(ledger: Ledger) -> list[ClaimRecord]:
        claims = wafer_derivation(ledger)
        claims[3].links[0].formula = formula
        return claims

    root = _project(tmp_path, build)
    with pytest.raises(LedgerError) as error:
        read_ledger(root)
    assert str(error.value).startswith("claims/test.toml:")
    assert "claim tokenomics-wafers-70, link #1" in str(error.value) and message in str(error.value)


def test_rule1_source_drift_tells_the_quote_it_broke_at_its_line(
    engine: Engine, project: Path
) -> None:
    """The quote a changed byte broke, among the 100-odd claims citing the file, is told as
    kb import tells it, at its citation's line with its claim and the text nearest to it;
    the drift, at the file, says how many quotes the change broke and moved, and a few of
    the claims citing it."""
    _load(engine, project)
    source = project / "sources" / "000_ae3eb71afb28e879.txt"
    source.write_text(source.read_text(encoding="utf-8").replace("750", "760", 1), encoding="utf-8")
    problems = _problems(engine, project)
    (broken,) = [p for p in problems if p.claim is not None]
    assert (broken.number, broken.claim) == (1, "sol-speed-750")
    assert broken.where == f"{INTRO}:{_line_of(project, INTRO, SPEED[1])}"
    assert broken.message.endswith(
        "the quote has '5' after '基础设施上以高达每秒7' where the source has '6')"
    )
    (drift,) = [p for p in problems if p.rule == "source-drift"]
    assert drift.number == 1 and drift.where == "sources/000_ae3eb71afb28e879.txt"
    assert "changed" in drift.message and "; its quotes: 1 no longer in the file, " in drift.message
    cited = drift.message.split("; cited by ")[1]
    assert len(cited.split(", ")) == 5 and cited.endswith(" more")


def test_rule1_a_source_replaced_by_a_link_out_of_sources_is_not_read(
    project: Path, tmp_path: Path
) -> None:
    ledger = read_ledger(project)
    secret = tmp_path / "secret.txt"
    secret.write_text("API_TOKEN=ghp_Secret123\n", encoding="utf-8")
    source = project / "sources" / "000_ae3eb71afb28e879.txt"
    source.unlink()
    source.symlink_to(secret)
    (drift,) = [p for p in problems_of(ledger, project) if p.rule == "source-drift"]
    assert drift.message.startswith(
        "source sol-zh: path '000_ae3eb71afb28e879.txt' must lie inside sources/"
    )
    assert "Secret" not in drift.message


def test_rule1_source_drift_tells_the_ignore_span_it_broke_at_its_line(
    engine: Engine, project: Path
) -> None:
    """An ignore span the change broke is told as a quote is, at its line: rule 8 leans on
    it as on a citation; the drift counts it among the ignore spans, not the quotes."""
    _load(engine, project)
    source = project / "sources" / "000_ae3eb71afb28e879.txt"
    heading = "为什么每秒750个Token很重要"  # the first [[ignore]] of claims/01-introduction.toml
    text = source.read_text(encoding="utf-8")
    source.write_text(text.replace(heading, "为什么每秒750个Token至关重要"), encoding="utf-8")
    problems = _problems(engine, project)
    line = _line_of(project, INTRO, heading)
    (broken,) = [p for p in problems if p.where == f"{INTRO}:{line}"]
    assert broken.message.startswith("ignore #1: quote '为什么每秒750个Token很重要' not found")
    (drift,) = [p for p in problems if p.rule == "source-drift"]
    assert "; its quotes: " in drift.message and "; its quotes: 1 no" not in drift.message
    assert "; its ignore spans: 1 no longer in the file, " in drift.message


def test_rule1_text_added_before_the_quotes_moves_them_but_breaks_none(
    engine: Engine, project: Path
) -> None:
    _load(engine, project)
    source = project / "sources" / "002_b0ed4ae8ade3d96a.txt"
    source.write_text("Preface.\n" + source.read_text(encoding="utf-8"), encoding="utf-8")
    problems = _problems(engine, project)
    assert [p.rule for p in problems] == ["ledger-not-loaded", "source-drift"]
    # every quote of sol-ru moved, its citations' and its ignore spans', each counted so
    ledger = read_ledger(ROOT)
    citations = sum(c.source == RU for record in ledger.claims() for c in record.citations)
    ignores = sum(x.source == RU for f in ledger.files for x in f.ignores)
    assert (
        f"; its quotes: {citations} at other offsets; its ignore spans: {ignores} at other "
        "offsets; cited by "
    ) in problems[1].message


def test_rule1_quote_that_no_longer_matches(engine: Engine, project: Path) -> None:
    _load(engine, project)
    with engine.begin() as connection:
        connection.execute(
            sa.text(
                "UPDATE citation SET start = start + 1 WHERE claim_id = 'sol-speed-750' AND seq = 0"
            )
        )
    problems = [p for p in _problems(engine, project) if p.rule == "quote-mismatch"]
    assert [(p.number, p.claim) for p in problems] == [(1, "sol-speed-750")]
    assert problems[0].where.startswith("claims/01-introduction.toml:")


def test_rule2_only_assumptions_go_without_citation(engine: Engine, tmp_path: Path) -> None:
    def build(ledger: Ledger) -> list[ClaimRecord]:
        return [
            claim(ledger, "bare-analysis", "analysis"),
            claim(ledger, "bare-assumption", "assumption"),
        ]

    _load(engine, _project(tmp_path, build))
    assert _rules(_problems(engine, None)) == {("missing-citation", "bare-analysis")}


def test_rule3_cycle_of_derivations(engine: Engine, tmp_path: Path) -> None:
    def build(ledger: Ledger) -> list[ClaimRecord]:
        return [
            claim(ledger, "a", "estimate", [PARAMS], links=[("derived-from", "b")]),
            claim(ledger, "b", "estimate", [WAFERS], links=[("assumes", "c")]),
            claim(ledger, "c", "estimate", [TOKENOMICS], links=[("derived-from", "a")]),
        ]

    root = _project(tmp_path, build)
    _load(engine, root)
    (cycle,) = [p for p in _problems(engine, root) if p.rule == "derivation-cycle"]
    assert cycle.number == 3 and "a -> b -> c -> a; take one of them away" in cycle.message
    # placed at the link to take away, a's to b, not at a's [[claim]] line
    lines = (root / "claims" / "test.toml").read_text(encoding="utf-8").splitlines()
    link = lines.index('claim = "b"', lines.index('id = "a"')) + 1
    assert cycle.where == f"claims/test.toml:{link}"


def test_rule3_dangling_link(engine: Engine, project: Path) -> None:
    _load(engine, project)
    with engine.begin() as connection:
        connection.execute(sa.text("DELETE FROM link WHERE target_id = 'sol-speed-750'"))
        connection.execute(sa.text("DELETE FROM claim_text WHERE claim_id = 'sol-speed-750'"))
        for table in ("attribution", "citation", "event"):
            connection.execute(sa.text(f"DELETE FROM {table} WHERE claim_id = 'sol-speed-750'"))
        connection.execute(sa.text("DELETE FROM link WHERE claim_id = 'sol-speed-750'"))
        connection.execute(sa.text("DELETE FROM claim WHERE id = 'sol-speed-750'"))
        connection.execute(
            sa.text(
                "INSERT INTO link (claim_id, seq, relation, target_id) "
                "VALUES ('sol-params-3t', 99, 'supports', 'sol-speed-750')"
            )
        )
    problems = [p for p in _problems(engine, project) if p.rule == "dangling-link"]
    assert [(p.number, p.claim) for p in problems] == [(3, "sol-params-3t")]


def test_rule4_no_claim_stronger_than_what_it_rests_on(engine: Engine, tmp_path: Path) -> None:
    def build(ledger: Ledger) -> list[ClaimRecord]:
        return [
            claim(ledger, "params", "estimate", [PARAMS], (2e12, 4e12, "parameter")),
            claim(ledger, "wafers", "confirmed", [WAFERS], links=[("derived-from", "params")]),
            claim(ledger, "old", "retracted", [CONTEXT]),
            claim(ledger, "on-retracted", "speculation", [TOKENOMICS], links=[("assumes", "old")]),
            claim(ledger, "supported", "confirmed", [SPEED], links=[("supports", "params")]),
        ]

    _load(engine, _project(tmp_path, build))
    # stronger than its basis: too strong; resting on a retracted one: a fallen basis,
    # whatever its own status (an unverified claim is not "too strong")
    problems = {p.claim: p for p in _problems(engine, None) if p.number == 4}
    assert {(c, p.rule) for c, p in problems.items()} == {
        ("wafers", "too-strong"),
        ("on-retracted", "fallen-basis"),
    }
    assert (
        "is confirmed but rests on params, whose status is only estimate"
        in problems["wafers"].message
    )
    assert problems["on-retracted"].message.endswith(
        "rests on old, which is retracted: re-examine it, then derive it from another claim, "
        "or dispute or retract it too"
    )


def test_rule7_a_disputed_or_retracted_claim_says_why(engine: Engine, tmp_path: Path) -> None:
    """No claim is captured disputed or retracted: a status edited to one by hand, with no
    history, gave no reason and passed (kb status writes the reason)."""

    def build(ledger: Ledger) -> list[ClaimRecord]:
        return [
            claim(ledger, "caption", "retracted", [CAPTION]),
            claim(ledger, "context", "confirmed", [CONTEXT]),
        ]

    _load(engine, _project(tmp_path, build))
    (problem,) = [p for p in _problems(engine, None) if p.number == 7]
    assert (problem.rule, problem.claim) == ("no-reason", "caption")
    assert problem.message == (
        "claim caption is retracted but its history gives no reason: add a [[claim.history]] "
        'with status = "retracted", at and reason (kb status writes one when it changes a '
        "status)"
    )


def test_rule4_an_analysis_may_not_rest_on_an_estimate(engine: Engine, tmp_path: Path) -> None:
    # analysis is stronger than estimate: the order of every status matters, not only
    # confirmed over estimate
    def build(ledger: Ledger) -> list[ClaimRecord]:
        return [
            claim(ledger, "params", "estimate", [PARAMS], (2e12, 4e12, "parameter")),
            claim(ledger, "wafers", "analysis", [WAFERS], links=[("derived-from", "params")]),
            claim(ledger, "guess", "speculation", [TOKENOMICS], links=[("assumes", "wafers")]),
        ]

    _load(engine, _project(tmp_path, build))
    assert _rules(_problems(engine, None)) == {("too-strong", "wafers")}


@pytest.mark.parametrize(
    ("status", "problems"),
    [
        ("estimate", {("too-strong", "wafers")}),
        ("analysis", {("too-strong", "wafers")}),
        ("assumption", set()),
        ("speculation", set()),
    ],
)
def test_rule4_a_claim_is_no_stronger_than_the_assumption_it_assumes(
    engine: Engine, tmp_path: Path, status: str, problems: set[tuple[str, str]]
) -> None:
    """DESIGN's rule 4: a claim is no stronger than the weakest claim it is derived from or
    assumes. An estimate of 70 wafers that assumes one byte per parameter was let pass (a
    named assumption was taken for the condition of the derivation, not its basis)."""

    def build(ledger: Ledger) -> list[ClaimRecord]:
        return [
            claim(ledger, "bytes-per-parameter", "assumption", value=(1, 1, "byte/parameter")),
            claim(ledger, "wafers", status, [WAFERS], links=[("assumes", "bytes-per-parameter")]),
        ]

    _load(engine, _project(tmp_path, build))
    found = _problems(engine, None)
    assert _rules(found) == problems
    if problems:
        (problem,) = [p for p in found if p.number == 4]
        assert problem.message == (
            f"claim wafers: it is {status} but rests on bytes-per-parameter, whose status is "
            "only assumption; it can be at most assumption"
        )


def test_rule5_what_a_confirmed_claim_contradicts_is_disputed(
    engine: Engine, tmp_path: Path
) -> None:
    def build(ledger: Ledger) -> list[ClaimRecord]:
        return [
            claim(
                ledger,
                "context",
                "confirmed",
                [CONTEXT],
                (1.05e6, 1.05e6, "token"),
                links=[
                    ("contradicts", "caption"),
                    ("contradicts", "caption-disputed"),
                    ("contradicts", "caption-retracted"),  # retracted is as good as disputed
                ],
            ),
            claim(ledger, "caption", "reported", [CAPTION]),
            claim(ledger, "caption-disputed", "disputed", [CAPTION]),
            claim(ledger, "caption-retracted", "retracted", [CAPTION]),
        ]

    _load(engine, _project(tmp_path, build))
    rule5 = [p for p in _problems(engine, None) if p.number == 5]
    assert _rules(rule5) == {("contradicted", "caption")}


def test_rule7_status_change_without_reason(engine: Engine, project: Path) -> None:
    _load(engine, project)
    with engine.begin() as connection:
        connection.execute(
            sa.text("UPDATE event SET reason = ' ' WHERE claim_id = 'sol-speed-750'")
        )
    problems = [p for p in _problems(engine, project) if p.rule == "no-reason"]
    assert [(p.number, p.claim) for p in problems] == [(7, "sol-speed-750")]


def test_rule8_a_number_outside_every_citation(engine: Engine, tmp_path: Path) -> None:
    _load(engine, _project(tmp_path, lambda ledger: [claim(ledger, "speed", "confirmed", [SPEED])]))
    uncovered = [p for p in _problems(engine, None) if p.rule == "uncovered-number"]
    texts = [p.message for p in uncovered]
    assert any("'三万亿个参数'" in t or "三万亿" in t for t in texts)
    cited = "sources/000_ae3eb71afb28e879.txt:3:"
    assert not any("750" in p.message and p.where.startswith(cited) for p in uncovered)
    first = next(p for p in uncovered if "三万亿" in p.message)
    assert first.number == 8 and first.where.startswith("sources/000_ae3eb71afb28e879.txt:4:")


def test_suspected_contradiction_unless_linked(engine: Engine, tmp_path: Path) -> None:
    def build(ledger: Ledger) -> list[ClaimRecord]:
        return [
            claim(
                ledger,
                "context",
                "confirmed",
                [CONTEXT],
                (1.05e6, 1.05e6, "token"),
                subject="GPT-5.6 Sol context window",
            ),
            claim(
                ledger,
                "caption-length",
                "reported",
                [(RU, "максимальная поддерживаемая длина контента составляет 9200 токенов")],
                (9200, 9200, "token"),
                subject="gpt-5.6 sol context window",
            ),
            claim(
                ledger,
                "caption-params",
                "speculation",
                [CAPTION],
                (3.86e8, 3.86e8, "parameter"),
                links=[("contradicts", "params")],
            ),
            claim(ledger, "params", "estimate", [PARAMS], (2e12, 4e12, "parameter")),
        ]

    _load(engine, _project(tmp_path, build))
    warnings = [p for p in _problems(engine, None) if p.rule == "suspected-contradiction"]
    assert [(p.number, p.severity) for p in warnings] == [(None, "warning")]
    assert "context and caption-length" in warnings[0].message
    assert "1.05M token" in warnings[0].message and "9200 token" in warnings[0].message


POWER_ZH = (ZH, "OpenAI 宣布部署 750 兆瓦超低延迟 Cerebras 算力")
POWER_RU = (RU, "Объявление OpenAI о выделении 750 МВт")


def test_suspected_contradiction_compares_sizes_of_one_unit(engine: Engine, tmp_path: Path) -> None:
    """Values of one subject in two units of one dimension are compared in one unit:
    0.75 GW is 750 MW, 45,000 token/min is 750 token/s, and 900 MW or 60,000 token/min
    is not; each is shown in its own unit. Units of other dimensions on the subject
    (token/s against MW), and a ratio against a share (x, percent), are never compared."""

    def build(ledger: Ledger) -> list[ClaimRecord]:
        power, speed = "OpenAI's Cerebras deal", "GPT-5.6 Sol speed"
        return [
            claim(ledger, "mw", "reported", [POWER_ZH], (750, 750, "MW"), subject=power),
            claim(ledger, "gw", "confirmed", [POWER_RU], (0.75, 0.75, "GW"), subject=power),
            claim(ledger, "mw-900", "reported", [POWER_RU], (900, 900, "MW"), subject=power),
            claim(ledger, "speed", "confirmed", [SPEED], (750, 750, "token/s"), subject=speed),
            claim(ledger, "rate", "reported", [SPEED], (45e3, 45e3, "token/min"), subject=speed),
            claim(ledger, "limit", "reported", [SPEED], (6e4, 6e4, "token/min"), subject=speed),
            claim(ledger, "deal-speed", "reported", [SPEED], (750, 750, "token/s"), subject=power),
            # a ratio and a share of one subject say different things: never compared
            claim(ledger, "times", "reported", [SPEED], (200, 200, "x"), subject="speed-up"),
            claim(ledger, "share", "reported", [SPEED], (40, 40, "percent"), subject="speed-up"),
        ]

    _load(engine, _project(tmp_path, build))
    warnings = [p for p in _problems(engine, None) if p.rule == "suspected-contradiction"]
    # one warning at each claim, naming every claim before it that it disagrees with
    assert sorted((p.claim, p.related) for p in warnings) == [
        ("limit", ("speed", "rate")),
        ("mw-900", ("mw", "gw")),
    ]
    by_claim = {p.claim: p.message for p in warnings}
    assert by_claim["mw-900"].startswith(
        "claim mw-900's value of OpenAI's Cerebras deal (900 MW) does not overlap those of "
        "2 claims before it: mw (750 MW) and gw (0.75 GW); "
    )
    assert "speed (750 token/s) and rate (45K token/min)" in by_claim["limit"]


def test_a_claim_apart_from_many_is_one_warning_naming_them(engine: Engine, tmp_path: Path) -> None:
    """Eight reported speeds of one subject, each apart from the others, are seven
    warnings, one at each claim after the first, naming every claim before it (the five
    first in its message): not the 28 of every pair, which on a subject with 200 claims
    were 19,900 lines."""

    def build(ledger: Ledger) -> list[ClaimRecord]:
        return [
            claim(ledger, f"s{n}", "reported", [SPEED], (n * 100, n * 100, "token/s"))
            for n in range(1, 9)
        ]

    _load(engine, _project(tmp_path, build))
    warnings = [p for p in _problems(engine, None) if p.rule == "suspected-contradiction"]
    assert [(p.claim, len(p.related)) for p in warnings] == [(f"s{n}", n - 1) for n in range(2, 9)]
    assert warnings[-1].related == ("s1", "s2", "s3", "s4", "s5", "s6", "s7")
    assert "(800 token/s) does not overlap those of 7 claims before it: s1 (100 token/s), " in (
        warnings[-1].message
    )
    assert "s5 (500 token/s) and 2 more; link them with contradicts" in warnings[-1].message


def test_a_status_change_reports_only_the_disagreements_it_makes_or_ends(
    tmp_path: Path,
) -> None:
    """Four reported speeds, each apart from the others: disputing the second ends its
    three disagreements (its own warning, and its name in the warnings of the two after
    it) and makes none, though those two warnings are written again without it; taking
    the dispute back makes them again. kb status around the claim finds the same."""

    def build(ledger: Ledger) -> list[ClaimRecord]:
        return [
            claim(ledger, c, "reported", [SPEED], (v, v, "token/s"))
            for c, v in (("a", 750), ("b", 1000), ("c", 85), ("d", 9200))
        ]

    ledger = read_ledger(make_project(tmp_path / "p", build))
    disputed = _with_status(ledger, Status.DISPUTED, "b")  # with no reason: rule 7, apart

    def warnings(problems: list[Problem]) -> list[Problem]:
        return [p for p in problems if p.rule == "suspected-contradiction"]

    before = warnings(problems_of(ledger, rules=STATUS_RULES))
    after = warnings(problems_of(disputed, rules=STATUS_RULES))
    made, ended, left = compared(before, after)
    assert made == []
    assert [(p.claim, p.related) for p in ended] == [
        ("b", ("a",)),
        ("c", ("a", "b")),
        ("d", ("a", "b", "c")),
    ]
    assert [(p.claim, p.related) for p in left] == [("c", ("a",)), ("d", ("a", "c"))]
    agents = [a for f in ledger.files for a in f.agents]
    around = compared(
        warnings(status_problems(ledger.claims(), agents, "b")),
        warnings(status_problems(disputed.claims(), agents, "b")),
    )
    assert [[p.claim for p in found] for found in around] == [[], ["b", "c", "d"], []]
    made, ended, _ = compared(after, before)
    assert ([p.claim for p in made], ended) == (["b", "c", "d"], [])


def test_suspected_contradiction_compares_subjects_as_subject_folds_them(
    engine: Engine, tmp_path: Path
) -> None:
    """Subjects are compared as --subject and kb search fold them: a hyphen typed for
    the ledger's en dash, or two spaces for one, is the same subject; the warning says
    how the later claim writes it."""

    def build(ledger: Ledger) -> list[ClaimRecord]:
        deal, window = "OpenAI–Cerebras partnership", "GPT-5.6 Sol context window"
        return [
            claim(ledger, "power", "confirmed", [POWER_ZH], (750, 750, "MW"), subject=deal),
            claim(
                ledger,
                "power-900",
                "reported",
                [POWER_RU],
                (900, 900, "MW"),
                subject="OpenAI-Cerebras partnership",
            ),
            claim(
                ledger, "context", "confirmed", [CONTEXT], (1.05e6, 1.05e6, "token"), subject=window
            ),
            claim(
                ledger,
                "context-512k",
                "reported",
                [CONTEXT],
                (5.12e5, 5.12e5, "token"),
                subject="GPT-5.6 Sol  context window",
            ),
        ]

    _load(engine, _project(tmp_path, build))
    warnings = [p for p in _problems(engine, None) if p.rule == "suspected-contradiction"]
    assert sorted((p.claim, p.related) for p in warnings) == [
        ("context-512k", ("context",)),
        ("power-900", ("power",)),
    ]
    by_claim = {p.claim: p.message for p in warnings}
    assert (
        "give OpenAI–Cerebras partnership (power-900 writes it 'OpenAI-Cerebras partnership') "
        "values that do not overlap (750 MW and 900 MW)"
    ) in by_claim["power-900"]
    assert "(context-512k writes it 'GPT-5.6 Sol  context window')" in by_claim["context-512k"]


def test_suspected_contradiction_of_units_pint_does_not_know_is_by_exact_unit() -> None:
    """A unit pint does not know (a ledger read without kb's checks may hold one) is
    compared with that unit alone, as every unit was."""
    ledger = Ledger(sources=read_ledger(ROOT).sources)
    values = {"a": (7, "wafer-hour"), "b": (9, "wafer-hour"), "c": (1, "wafer-day")}
    claims = [
        claim(ledger, claim_id, "reported", [WAFERS], (n, n, unit), subject="Sol fleet")
        for claim_id, (n, unit) in values.items()
    ]
    ledger.files = [LedgerFile("claims/test.toml", claims=claims)]
    warnings = [p for p in problems_of(ledger, rules=STATUS_RULES) if p.rule.startswith("susp")]
    assert [(p.claim, p.related) for p in warnings] == [("b", ("a",))]


def test_history_with_empty_reason_is_refused_by_the_reader(tmp_path: Path) -> None:
    def build(ledger: Ledger) -> list[ClaimRecord]:
        event = EventRecord("estimate", "2026-11-30T00:00:00Z", "x")
        return [claim(ledger, "p", "estimate", [PARAMS], history=[event])]

    root = _project(tmp_path, build)
    path = root / "claims" / "test.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('reason = "x"', 'reason = ""'))
    with pytest.raises(LedgerError, match="history #1: 'reason' must be a non-empty string"):
        read_ledger(root)


def test_sha_helper_matches_the_ledger() -> None:
    ledger = read_ledger(ROOT)
    for source in ledger.sources:
        raw = (ROOT / "sources" / source.path).read_bytes()
        assert hashlib.sha256(raw).hexdigest() == source.sha256


def test_shipped_wafer_estimates_recompute_from_named_assumptions(engine: Engine) -> None:
    """The reviewers' arithmetic behind the two outside wafer counts: an assumption each
    (rule 4), which supports the estimate it checks."""
    _load(engine, ROOT)
    with transaction(engine) as session:
        point = get_claim(session=session, claim_id="tokenomics-wafers-fp8-from-3t")
        interval = get_claim(session=session, claim_id="sol-wafers-fp8-from-goodson")
    (computed,) = point.computed.values()
    assert isinstance(computed, Interval)
    assert (round(computed.low, 2), computed.unit) == (68.18, "wafer")
    (computed,) = interval.computed.values()
    assert isinstance(computed, Interval)
    assert (round(computed.low, 1), round(computed.high, 1)) == (45.5, 90.9)
    assumed = [n.claim_id for n in point.rests_on.children if n.edge.link.relation == "assumes"]
    assert assumed == ["bytes-per-parameter-fp8", "wse3-sram-per-wafer"]
    assert all(point.claims[i].status == "assumption" and point.claims[i].note for i in assumed)
    for derivation, estimate in ((point, "tokenomics-wafers-70"), (interval, "sol-wafers-70-100")):
        assert derivation.claim.status == "assumption"
        supported = [n.claim_id for n in derivation.rested_on_by.children]
        assert supported == [estimate]


def test_formula_names_that_clash_or_point_home_are_refused(tmp_path: Path) -> None:
    def clash(ledger: Ledger) -> list[ClaimRecord]:
        return [
            claim(ledger, "a-b", "estimate", [PARAMS], (2e12, 4e12, "parameter")),
            claim(ledger, "a.b", "estimate", [WAFERS], (70, 100, "wafer")),
            claim(
                ledger,
                "c",
                "estimate",
                [TOKENOMICS],
                (70, 70, "wafer"),
                [("derived-from", "a-b", "a_b * 2"), ("assumes", "a.b")],
            ),
        ]

    with pytest.raises(LedgerError, match=r"claims a-b, a\.b share the formula name 'a_b'"):
        read_ledger(_project(tmp_path / "one", clash))

    def home(ledger: Ledger) -> list[ClaimRecord]:
        return [claim(ledger, "c", "confirmed", [SPEED], links=[("contradicts", "c")])]

    with pytest.raises(LedgerError, match="claim c, link #1: a claim cannot link to itself"):
        read_ledger(_project(tmp_path / "two", home))


def test_a_file_in_sources_that_is_not_listed_is_a_warning(engine: Engine, project: Path) -> None:
    _load(engine, project)
    (project / "sources" / "extra.txt").write_text("hello 12345 wafers\n", encoding="utf-8")
    (project / "sources" / ".DS_Store").write_bytes(b"\0")  # hidden files are not sources
    (project / "sources" / "sub").mkdir()
    (project / "sources" / "sub" / ".DS_Store").write_bytes(b"\0")
    (unlisted,) = [p for p in _problems(engine, project) if p.rule == "unlisted-source"]
    assert (unlisted.number, unlisted.where) == (None, "sources/extra.txt")
    assert "not listed in sources/sources.toml" in unlisted.message


def test_a_claims_file_kb_import_does_not_read_is_a_warning(engine: Engine, project: Path) -> None:
    _load(engine, project)
    intro = (project / "claims" / "01-introduction.toml").read_text(encoding="utf-8")
    (project / "claims" / "03-extra.tml").write_text(intro, encoding="utf-8")
    (project / "claims" / "sub").mkdir()
    (project / "claims" / "sub" / "x.TOML").write_text(intro, encoding="utf-8")
    (project / "claims" / ".02-model-size.toml.swp").write_bytes(b"\0")  # an editor's
    (project / "claims" / "README.md").write_text("# Claims\n", encoding="utf-8")
    found = [p for p in _problems(engine, project) if p.rule == "unread-claims-file"]
    assert [(p.number, p.where) for p in found] == [
        (None, "claims/03-extra.tml"),
        (None, "claims/README.md"),
        (None, "claims/sub/x.TOML"),
    ]
    assert found[0].message == (
        "not read: kb import reads only the *.toml files of claims/; name it 03-extra.toml "
        "if it holds claims, or move it out of claims/"
    )
    # no name to offer for a file that is no claims file by its name (README.toml)
    assert found[1].message == (
        "not read: kb import reads only the *.toml files of claims/; move it out of claims/"
    )


def test_a_numeric_claim_whose_quotes_do_not_state_its_value_is_a_warning(
    engine: Engine, project: Path
) -> None:
    intro = project / "claims" / "01-introduction.toml"
    text = intro.read_text(encoding="utf-8")
    intro.write_text(
        text.replace('value = "750"\nunit = "token/s"', 'value = "900"\nunit = "token/s"', 1)
    )
    _load(engine, project)
    found = [p for p in _problems(engine, project) if p.rule == "value-not-quoted"]
    assert [(p.claim, p.number) for p in found] == [("sol-speed-750", None)]
    assert "its value 900 token/s is stated in none of its quotes" in found[0].message


def test_a_claim_without_a_unit_whose_quotes_give_one_is_told_the_unit(
    engine: Engine, project: Path
) -> None:
    """A claim of 750 without its unit, whose quotes say 750 tokens per second: the
    warning said no quote states 750 (since a figure with a unit stands for no count)."""
    intro = project / "claims" / "01-introduction.toml"
    text = intro.read_text(encoding="utf-8")
    intro.write_text(text.replace('value = "750"\nunit = "token/s"', 'value = "750"', 1))
    _load(engine, project)
    (found,) = [p for p in _problems(engine, project) if p.rule == "value-not-quoted"]
    assert found.claim == "sol-speed-750"
    assert found.message.startswith(
        "claim sol-speed-750: its value 750, which has no unit, is stated in its quotes only "
        "with one, '"
    )
    assert found.message.endswith(' (750 token/s): give the claim unit = "token/s"')


def test_a_quote_stating_another_figure_than_its_claim_is_a_warning_at_it(
    engine: Engine, project: Path
) -> None:
    """The Russian source corrected to 170 billion, the quote corrected with it and the
    sha256 updated, under a claim of 150 billion that its Chinese quote still states: the
    check passed (value-not-quoted asks only that one quote state the value)."""
    path = "sources/002_b0ed4ae8ade3d96a.txt"
    wafers = "claims/03-wafer-count.toml"
    for file in (path, wafers):
        _edit(project, file, "Около 150 миллиардов", "Около 170 миллиардов")
    sha256 = hashlib.sha256((project / path).read_bytes()).hexdigest()
    _edit(project, "sources/sources.toml", RU_SHA256, sha256)
    _load(engine, project)
    problems = _problems(engine, project)
    line = _line_of(project, wafers, "Около 170")
    assert [(p.rule, p.number, p.claim, p.where) for p in problems] == [
        ("quote-states-other-value", None, "goodson-active-150b", f"{wafers}:{line}")
    ]
    assert problems[0].message == (
        "claim goodson-active-150b, citation #2: its quote states '170 миллиардов активных "
        "параметров' (170B parameter) where the claim's value is 150B parameter; correct the "
        "value, or cite the words that state it"
    )


def test_only_a_quote_with_figures_of_what_the_claim_measures_can_state_another(
    engine: Engine, tmp_path: Path
) -> None:
    """A quote stating the speed in Chinese or Russian, not the claim's 900 token/s, is
    told at its line (beside value-not-quoted: no quote states the value); a quote with
    no figure, or with one of another unit (105万 token, a context window), states
    nothing against 750 token/s; a claim a formula computes (68 wafers of "约70个晶圆级系统")
    is exempt, as from value-not-quoted."""
    unnumbered = (RU, "Разработчик Калеб Шеперд подчеркнул это различие в обсуждении GPT-5.6 Sol.")

    def build(ledger: Ledger) -> list[ClaimRecord]:
        speed = (750, 750, "token/s")
        return [
            claim(ledger, "speed-900", "confirmed", [SPEED, SPEED_RU], (900, 900, "token/s")),
            claim(ledger, "speed-750", "confirmed", [SPEED, CONTEXT, unnumbered], speed),
            *wafer_derivation(ledger, (68, 68)),
        ]

    root = _project(tmp_path, build)
    _load(engine, root)
    rules = ("value-not-quoted", "quote-states-other-value")
    found = [p for p in _problems(engine, root) if p.rule in rules]
    quotes = [_line_of(root, "claims/test.toml", quote) for _, quote in (SPEED, SPEED_RU)]
    declared = _line_of(root, "claims/test.toml", "[[claim]]")  # speed-900's, the first
    assert [(p.rule, p.claim, p.where) for p in found] == [
        ("value-not-quoted", "speed-900", f"claims/test.toml:{declared}"),
        *(("quote-states-other-value", "speed-900", f"claims/test.toml:{n}") for n in quotes),
    ]
    assert "citation #1: its quote states '每秒750个Token' (750 token/s) where" in found[1].message
    assert "citation #2: its quote states '750 токенов в секунду' (750 token/s) where" in (
        found[2].message
    )


def translations(ledger: Ledger) -> list[ClaimRecord]:
    """Russian claims derived from the Chinese ones they translate, with no formula: the
    context window written right, and mistranslated (1.5 million for 1 050 000), and
    Goodson's estimate of 2 to 4 trillion parameters as 200 to 400 billion; and the
    tokenomics wafer count a formula computes (68, its quote says about 70)."""
    context = "GPT-5.6 Sol context window"
    context_ru = (RU, "с контекстным окном в 1 050 000 токенов")
    goodson_ru = (RU, "Примерно от 2 до 4 триллионов параметров в целом")

    def translated(
        claim_id: str, made: ClaimRecord, value: tuple[float, float, str]
    ) -> ClaimRecord:
        quotes = [context_ru if made.unit == "token" else goodson_ru]
        return claim(
            ledger, claim_id, made.status, quotes, value, [("derived-from", made.id)], made.subject
        )

    window = claim(
        ledger, "window", "confirmed", [CONTEXT], (1.05e6, 1.05e6, "token"), subject=context
    )
    goodson = claim(ledger, "goodson", "estimate", [PARAMS], (2e12, 4e12, "parameter"))
    return [
        window,
        translated("window-ru", window, (1.05e6, 1.05e6, "token")),
        translated("window-ru-wrong", window, (1.5e6, 1.5e6, "token")),
        goodson,
        translated("goodson-ru-wrong", goodson, (2e11, 4e11, "parameter")),
        *wafer_derivation(ledger, (68, 68)),
    ]


def test_a_claim_derived_with_no_formula_is_checked_against_its_quotes_and_basis(
    engine: Engine, tmp_path: Path
) -> None:
    """A derived-from link with no formula computes nothing: the claim's figure is what
    its quotes state (value-not-quoted), and what its basis gives (a suspected
    contradiction, of two estimates too: the claim rests on its basis, no judgement of
    its own). Only a claim a formula computes is exempt from value-not-quoted."""
    root = _project(tmp_path, translations)
    _load(engine, root)
    rules = ("suspected-contradiction", "value-not-quoted")
    found = [p for p in _problems(engine, root) if p.rule in rules]
    assert sorted((p.rule, p.claim, p.related) for p in found) == [
        ("suspected-contradiction", "goodson-ru-wrong", ("goodson",)),
        ("suspected-contradiction", "window-ru-wrong", ("window",)),
        ("suspected-contradiction", "window-ru-wrong", ("window-ru",)),  # linked to neither
        ("value-not-quoted", "goodson-ru-wrong", ()),
        ("value-not-quoted", "window-ru-wrong", ()),
    ]
    suspected = next(p for p in found if p.claim == "window-ru-wrong" and p.related)
    assert suspected.message == (
        "claim window-ru-wrong is derived from window with no formula, yet gives GPT-5.6 Sol "
        "context window another value (1.5M token, window gives 1.05M token); correct its "
        "value, or give the link a formula that computes it"
    )


def test_every_numeric_claim_of_the_shipped_ledger_quotes_its_value(engine: Engine) -> None:
    _load(engine, ROOT)
    assert [p for p in _problems(engine, ROOT) if p.rule == "value-not-quoted"] == []


def test_rule8_a_number_only_partly_cited_says_so(engine: Engine, project: Path) -> None:
    intro = project / "claims" / "01-introduction.toml"
    text = intro.read_text(encoding="utf-8")
    whole = "со скоростью до 750 токенов в секунду."
    # cut inside its unit: a quote cut inside its digits is refused on import
    intro.write_text(text.replace(whole, "со скоростью до 750 токенов", 1), encoding="utf-8")
    _load(engine, project)
    partly = [p for p in _problems(engine, project) if "only partly" in p.message]
    assert [(p.rule, p.number) for p in partly] == [("uncovered-number", 8)]
    assert partly[0].message == (
        "'750 токенов в секунду' is only partly inside a citation or ignore span: "
        "cite all of it, or add an [[ignore]] with a reason"
    )


def test_a_claim_attributed_to_no_one_is_a_warning(engine: Engine, project: Path) -> None:
    intro = project / "claims" / "01-introduction.toml"
    text = intro.read_text(encoding="utf-8")
    intro.write_text(text.replace('attributed_to = ["OpenAI"]\n', "", 1), encoding="utf-8")
    _load(engine, project)
    found = [p for p in _problems(engine, project) if p.rule == "unattributed"]
    assert [(p.claim, p.number) for p in found] == [("sol-speed-750", None)]
    assert found[0].message == (
        "claim sol-speed-750 is attributed to no one: name who asserts it in attributed_to"
    )


def test_a_confirmed_claim_no_official_agent_asserts_is_a_warning(
    engine: Engine, project: Path
) -> None:
    intro = project / "claims" / "01-introduction.toml"
    text = intro.read_text(encoding="utf-8")
    changed = 'attributed_to = ["Peter Gostev", "Bleys Goodson"]\n'
    intro.write_text(text.replace('attributed_to = ["OpenAI"]\n', changed, 1), encoding="utf-8")
    _load(engine, project)
    found = [p for p in _problems(engine, project) if p.rule == "confirmed-not-official"]
    assert [(p.claim, p.number) for p in found] == [("sol-speed-750", None)]
    assert found[0].where.startswith("claims/01-introduction.toml:")
    assert found[0].message.startswith(
        "claim sol-speed-750 is confirmed but attributed only to Peter Gostev (community), "
        "Bleys Goodson (analyst), none of them official"
    )


def test_alternative_assumptions_are_no_suspected_contradiction(
    engine: Engine, tmp_path: Path
) -> None:
    def build(ledger: Ledger) -> list[ClaimRecord]:
        subject = "GPT-5.6 Sol bytes per parameter"
        return [
            claim(ledger, "fp8", "assumption", value=(1, 1, "byte/parameter"), subject=subject),
            claim(ledger, "fp4", "assumption", value=(0.5, 0.5, "byte/parameter"), subject=subject),
            claim(ledger, "fp16", "reported", [PARAMS], (2, 2, "byte/parameter"), subject=subject),
        ]

    _load(engine, _project(tmp_path, build))
    warnings = [p for p in _problems(engine, None) if p.rule == "suspected-contradiction"]
    # a statement of fact against an assumption is still a suspected contradiction
    assert [(p.claim, p.related) for p in warnings] == [("fp16", ("fp8", "fp4"))]


GOSTEV = (RU, "модели 700–900b")  # Peter Gostev's figure, beside Goodson's 2 to 4 trillion


@pytest.mark.parametrize(
    ("goodson", "gostev", "suspected"),
    [
        ("estimate", "estimate", False),  # two analysts' estimates may differ
        ("estimate", "speculation", False),
        ("speculation", "assumption", False),
        ("assumption", "estimate", False),
        ("estimate", "reported", True),  # a statement of fact against an estimate
        ("confirmed", "estimate", True),
        ("estimate", "analysis", True),  # the author's reasoning or background knowledge
        ("unverified", "estimate", True),  # not reviewed: it may be a fact
        ("confirmed", "reported", True),
    ],
)
def test_two_judgements_are_no_suspected_contradiction_a_fact_is(
    engine: Engine, tmp_path: Path, goodson: str, gostev: str, suspected: bool
) -> None:
    """Estimates, speculations and assumptions are judgements: two of them that do not
    overlap (Goodson's 2 to 4 trillion parameters, Gostev's 700-900 billion) compete and
    contradict nothing. When one of the two states a fact, the pair is suspected, and the
    warning is placed at the later of the two, with the earlier as the related claim."""

    def build(ledger: Ledger) -> list[ClaimRecord]:
        ru = (RU, "Примерно от 2 до 4 триллионов параметров в целом")
        return [
            claim(ledger, "goodson", goodson, [PARAMS, ru], (2e12, 4e12, "parameter")),
            claim(ledger, "gostev", gostev, [GOSTEV], (7e11, 9e11, "parameter")),
        ]

    root = _project(tmp_path, build)
    _load(engine, root)
    warnings = [p for p in _problems(engine, root) if p.rule == "suspected-contradiction"]
    assert [(p.claim, p.related, p.where) for p in warnings] == (
        [("gostev", ("goodson",), "claims/test.toml:18")] if suspected else []
    )


def _with_status(ledger: Ledger, status: str, claim_id: str | None = None) -> Ledger:
    """The ledger with claim_id's status changed (every claim's, without one)."""
    return replace(
        ledger,
        files=[
            replace(
                f,
                claims=[
                    c if claim_id not in (None, c.id) else replace(c, status=status)
                    for c in f.claims
                ],
            )
            for f in ledger.files
        ],
    )


def test_only_the_status_rules_read_a_status() -> None:
    """kb status runs STATUS_RULES alone: the other rules find the same whatever the
    statuses are."""
    ledger = read_ledger(ROOT)
    others = [rule for rule in RULES if rule not in STATUS_RULES]
    found = problems_of(ledger, rules=others)
    for status in Status:
        assert problems_of(_with_status(ledger, status), rules=others) == found, status


def _restating_ledger() -> Ledger:
    ledger = Ledger(sources=read_ledger(ROOT).sources)
    ledger.files = [LedgerFile("claims/test.toml", claims=restatements(ledger))]
    return ledger


@pytest.mark.parametrize(
    ("which", "seen"),
    [
        ("shipped", {"missing-citation", "too-strong", "contradicted", "confirmed-not-official"}),
        ("synthetic", {"too-strong", "suspected-contradiction", "confirmed-not-official"}),
        ("restating", {"restated-claim"}),
    ],
)
def test_status_problems_are_what_the_whole_check_finds_around_the_claim(
    which: str, seen: set[str]
) -> None:
    """What a status change makes and clears, found around the claim alone
    (status_problems), is what the rules find in the whole ledger before and after."""
    ledgers = {"shipped": lambda: read_ledger(ROOT), "synthetic": lambda: synthetic_ledger(60)}
    ledger = ledgers.get(which, _restating_ledger)()
    claims = ledger.claims()
    agents = [a for f in ledger.files for a in f.agents]
    before = problems_of(ledger, rules=STATUS_RULES)
    rules: set[str] = set()
    for record in claims:
        around = status_problems(claims, agents, record.id)
        for status in (Status.CONFIRMED, Status.SPECULATION, Status.ASSUMPTION, Status.RETRACTED):
            changed = _with_status(ledger, status, record.id)
            whole = compared(before, problems_of(changed, rules=STATUS_RULES))[:2]
            near = compared(around, status_problems(changed.claims(), agents, record.id))[:2]
            assert [[(p.identities, p.message) for p in found] for found in near] == [
                [(p.identities, p.message) for p in found] for found in whole
            ], (record.id, status)
            rules.update(p.rule for found in whole for p in found)
    assert rules >= seen, "the changes tried break those rules"


def test_kb_status_compares_every_claim_a_status_rule_pairs_it_with(
    engine: Engine, tmp_path: Path
) -> None:
    """kb status loads only the claims around the one it changes (kb.review._scope, a
    query): for each claim, the status rules find there what they find in the whole
    ledger. Subjects that differ in case, in a hyphen for a dash or in spaces are one
    quantity, as suspected contradictions compare them."""
    from kb.models import Claim
    from kb.review import _scope

    def build(ledger: Ledger) -> list[ClaimRecord]:
        return [
            claim(ledger, "a", "estimate", [PARAMS], (2e12, 4e12, "parameter"), subject="Sol size"),
            claim(ledger, "b", "reported", [WAFERS], (1e9, 1e9, "parameter"), subject="SOL SIZE"),
            claim(ledger, "c", "confirmed", [SPEED], links=[("derived-from", "a")]),
            claim(ledger, "d", "analysis", [CONTEXT], links=[("contradicts", "c")]),
            # one quantity in two sizes of one unit, its subject written three ways: 900 MW
            # is not 0.75 GW, nor 1 GW
            claim(ledger, "e", "reported", [POWER_ZH], (0.75, 0.75, "GW"), subject="Sol–Cerebras"),
            claim(ledger, "f", "reported", [POWER_RU], (900, 900, "MW"), subject="SOL-CEREBRAS"),
            claim(ledger, "g", "reported", [POWER_RU], (1, 1, "GW"), subject="Sol  Cerebras"),
            # one value of one quantity, as firmly: a restatement
            claim(ledger, "h", "reported", [SPEED], (750, 750, "token/s"), subject="Sol–speed"),
            claim(ledger, "i", "reported", [SPEED_RU], (750, 750, "token/s"), subject="sol speed"),
            # one statement, written two ways, on subjects of their own: a restatement
            replace(claim(ledger, "j", "reported", [SPEED]), statement=STATED),
            replace(claim(ledger, "k", "reported", [SPEED], subject="x"), statement=STATED_TOO),
        ]

    root = _project(tmp_path, build)
    _load(engine, root)
    ledger = read_ledger(root)
    claims, agents = ledger.claims(), [a for f in ledger.files for a in f.agents]
    with transaction(engine) as session:
        for record in claims:
            row = session.get(Claim, record.id)
            assert row is not None
            near = status_problems(_scope(session=session, row=row), agents, record.id)
            whole = status_problems(claims, agents, record.id)
            assert [p.identities for p in near] == [p.identities for p in whole], record.id
    found = problems_of(ledger, rules=STATUS_RULES)
    assert {p.rule for p in found} >= {"suspected-contradiction", "too-strong", "contradicted"}
    suspected = {(p.claim, p.related) for p in found if p.rule == "suspected-contradiction"}
    assert suspected >= {("f", ("e",)), ("g", ("e", "f"))}
    restated = {(p.claim, p.related) for p in found if p.rule == "restated-claim"}
    assert restated == {("i", ("h",)), ("k", ("j",))}


STATED = "Cerebras showed close to 1000 tokens per second."
STATED_TOO = "Cerebras showed  close to 1000 tokens per second."  # two spaces


def test_a_superseded_claim_that_is_not_retracted_is_a_warning(
    engine: Engine, tmp_path: Path
) -> None:
    """Retracted means "withdrawn or superseded": a claim another supersedes, left an
    estimate, stands in kb table beside its successor and still feeds what rests on it.
    Retracting it clears the warning and shows what rested on it (rule 4)."""

    def build(ledger: Ledger) -> list[ClaimRecord]:
        gone = EventRecord("retracted", "2026-11-30T00:00:00Z", "superseded by tokenomics")
        return [
            claim(ledger, "goodson", "estimate", [PARAMS], (2e12, 4e12, "parameter")),
            claim(
                ledger,
                "tokenomics",
                "estimate",
                [(ZH, "拥有3万亿参数的系统")],
                (3e12, 3e12, "parameter"),
                links=[("supersedes", "goodson"), ("supersedes", "old")],
            ),
            claim(ledger, "wafers", "estimate", [WAFERS], links=[("derived-from", "goodson")]),
            claim(ledger, "old", "retracted", [CONTEXT], history=[gone]),  # done already
            # a withdrawn claim supersedes nothing
            claim(ledger, "withdrawn", "retracted", [CAPTION], links=[("supersedes", "wafers")]),
        ]

    root = _project(tmp_path, build)
    _load(engine, root)
    warnings = [p for p in _problems(engine, root) if p.rule == "superseded-not-retracted"]
    lines = (root / "claims" / "test.toml").read_text(encoding="utf-8").splitlines()
    status = lines.index('id = "goodson"') + 4  # id, statement, subject, status
    assert lines[status - 1] == 'status = "estimate"'
    assert [(p.severity, p.claim, p.related, p.where, p.message) for p in warnings] == [
        (
            "warning",
            "goodson",
            ("tokenomics",),
            f"claims/test.toml:{status}",
            "claim goodson is superseded by tokenomics but is still estimate: retract it "
            "(kb status goodson retracted --reason 'superseded by tokenomics')",
        )
    ]
    ledger = read_ledger(root)
    agents = [a for f in ledger.files for a in f.agents]
    retracted = _with_status(ledger, Status.RETRACTED, "goodson").claims()
    made, cleared, _ = compared(
        status_problems(ledger.claims(), agents, "goodson"),
        status_problems(retracted, agents, "goodson"),
    )
    assert [p.rule for p in cleared] == ["superseded-not-retracted"]
    # (no history says why here: kb status would write one)
    assert {(p.rule, p.claim) for p in made} == {
        ("fallen-basis", "wafers"),
        ("no-reason", "goodson"),
    }


THROUGHPUT = "GPT-5.6 Sol throughput on Cerebras"


def restatements(ledger: Ledger) -> list[ClaimRecord]:
    """The shipped 750 token/s fact, restated: word for word (in other case and spaces),
    and as the same value and status of its subject (written with two spaces) in other
    words; and claims that do not restate it: another status, a link, two retracted
    claims."""
    stated = "GPT-5.6 Sol can run on Cerebras infrastructure at up to 750 tokens per second."
    speed = (750, 750, "token/s")

    def said(claim_id: str, status: str, statement: str, **more: Any) -> ClaimRecord:
        made = claim(ledger, claim_id, status, [SPEED_RU], more.pop("value", speed), **more)
        return replace(made, statement=statement)

    return [
        said("speed", "confirmed", stated, subject=THROUGHPUT),
        # one statement, one value: one warning
        said(
            "speed-again", "confirmed", stated.lower().replace(" at ", "  at "), subject=THROUGHPUT
        ),
        said(
            "speed-reworded",
            "confirmed",
            "OpenAI says Sol serves 750 tokens a second.",
            subject="GPT-5.6 Sol  throughput on Cerebras",
        ),
        said(
            "speed-reported",
            "reported",
            "Sol is said to serve 750 tokens a second.",
            subject=THROUGHPUT,
        ),
        said(
            "speed-supported",
            "reported",
            "Cerebras says Sol serves 750 tokens a second.",
            subject=THROUGHPUT,
            links=[("supports", "speed-reported")],
        ),
        # two people's estimates of one figure are two claims: who said it differs
        said(
            "speed-estimate", "estimate", "Sol may serve 750 tokens a second.", subject=THROUGHPUT
        ),
        replace(
            said("speed-estimate-2", "estimate", "Sol serves 750 tokens/s.", subject=THROUGHPUT),
            attributed_to=["Bleys Goodson"],
        ),
        # one hedge-free statement, another status: one party's speculation beside the
        # confirmed figure is a claim of its own
        said("speed-speculated", "speculation", stated, subject=THROUGHPUT),
        said("old", "retracted", "Sol served 750 tokens a second.", subject=THROUGHPUT),
        said("old-again", "retracted", "Sol served 750 tokens each second.", subject=THROUGHPUT),
    ]


def test_a_claim_that_restates_another_is_a_warning(engine: Engine, tmp_path: Path) -> None:
    """A claim with another's statement (folded as kb search folds it), or with the same
    value and status of one subject by one of its agents, restates it: a statement said
    in several places is one claim with a citation at each. The warning stands at the
    later claim and names the earlier; a link, another status, or another agent tells two
    claims apart."""
    root = make_project(tmp_path / "p", restatements, agents=["Bleys Goodson"])
    _load(engine, root)
    warnings = [p for p in _problems(engine, root) if p.rule == "restated-claim"]
    assert [(p.severity, p.claim, p.related) for p in warnings] == [
        ("warning", "speed-again", ("speed",)),
        ("warning", "speed-reworded", ("speed", "speed-again")),  # one warning, naming both
    ]
    lines = (root / "claims" / "test.toml").read_text(encoding="utf-8").splitlines()
    declared = lines.index('id = "speed-again"')  # the [[claim]] line's number, from 1
    assert warnings[0].where == f"claims/test.toml:{declared}"
    assert warnings[0].message == (
        "claim speed-again restates claim speed (the same statement): add its citations "
        "and agents to speed instead (a claim said in several places has a citation at "
        "each), or link the two if they differ"
    )
    assert "(the same subject, value and status: 750 token/s, confirmed)" in warnings[1].message


def test_a_value_restated_in_another_size_of_its_unit_is_a_restated_claim(
    engine: Engine, tmp_path: Path
) -> None:
    """Values are compared in one unit, as suspected contradictions compare them: 0.75 GW
    and 750000 kW restate the 750 MW of OpenAI's Cerebras deal (750 兆瓦, 750 МВт), and
    0.9 GW does not (it is a suspected contradiction)."""

    def build(ledger: Ledger) -> list[ClaimRecord]:
        deal = "OpenAI–Cerebras partnership"
        return [
            claim(ledger, "mw", "confirmed", [POWER_ZH], (750, 750, "MW"), subject=deal),
            claim(ledger, "gw", "confirmed", [POWER_RU], (0.75, 0.75, "GW"), subject=deal),
            claim(ledger, "kw", "confirmed", [POWER_RU], (7.5e5, 7.5e5, "kW"), subject=deal),
            claim(ledger, "gw-0.9", "confirmed", [POWER_RU], (0.9, 0.9, "GW"), subject=deal),
        ]

    root = _project(tmp_path, build)
    _load(engine, root)
    warnings = [p for p in _problems(engine, root) if p.rule == "restated-claim"]
    assert [(p.claim, p.related) for p in warnings] == [
        ("gw", ("mw",)),
        ("kw", ("mw", "gw")),  # the first it restates, where its citations belong, first
    ]
    assert "(the same subject, value and status: 0.75 GW is 750 MW, confirmed)" in (
        warnings[0].message
    )


def test_the_shipped_ledger_restates_no_claim(engine: Engine) -> None:
    _load(engine, ROOT)
    assert [p.claim for p in _problems(engine, ROOT) if p.rule == "restated-claim"] == []


def test_rule8_a_month_and_day_is_one_date_to_cite() -> None:
    """12月2日 is one date, as 2026年12月3日 is: cited or ignored whole, not 12 and 2."""
    from kb.coverage import UNCOVERED, number_coverage

    text = "Cerebras于12月2日宣布，2026年12月3日上线；2 декабря OpenAI выпустила модель."
    found = [(text[q.start : q.end], q.kind, how) for q, how in number_coverage(text, [], [])]
    assert found == [
        ("12月2日", "date", UNCOVERED),
        ("2026年12月3日", "date", UNCOVERED),
        ("2 декабря", "date", UNCOVERED),
    ]


def test_rule8_a_span_of_days_is_one_date_to_cite() -> None:
    """12月2日至5日 and "2–5 December" are one date each: no stray 5 or 2 to cite."""
    from kb.coverage import UNCOVERED, number_coverage

    text = "Cerebras于12月2日至5日展示晶圆；it runs from 2–5 December; запуск на 2–5 мая."
    found = [(text[q.start : q.end], q.kind, how) for q, how in number_coverage(text, [], [])]
    assert found == [
        ("12月2日至5日", "date", UNCOVERED),
        ("2–5 December", "date", UNCOVERED),
        ("2–5 мая", "date", UNCOVERED),
    ]


def test_a_quote_listing_figures_states_each_in_the_unit_of_its_last(
    engine: Engine, project: Path
) -> None:
    """The Russian source reworded to a list, "Примерно 2, 3 или 4 триллиона параметров в
    целом", quoted by a claim of 2 trillion parameters: the quote states it, its 2 in the
    unit and scale of the last item (a bare 2 before: the quote stated only the range of
    3 to 4 trillion, and the claim was warned of another value)."""
    path = "sources/002_b0ed4ae8ade3d96a.txt"
    listed = "Примерно 2, 3 или 4 триллиона параметров в целом"
    _edit(project, path, "Примерно от 2 до 4 триллионов параметров в целом", listed)
    sha256 = hashlib.sha256((project / path).read_bytes()).hexdigest()
    _edit(project, "sources/sources.toml", RU_SHA256, sha256)
    _edit(
        project,
        "claims/03-wafer-count.toml",
        'quote = "Примерно от 2 до 4 триллионов параметров в целом"',
        f'quote = "{listed}"',
    )
    (project / "claims" / "99-sol-params-2t.toml").write_text(
        f"""[[claim]]
id = "sol-params-2t"
subject = "GPT-5.6 Sol total parameters"
statement = "GPT-5.6 Sol has about 2 trillion parameters in total."
status = "estimate"
attributed_to = ["Bleys Goodson"]
value = "2e12"
unit = "parameter"

[[claim.citation]]
source = "sol-ru"
quote = "{listed}"

[[claim.history]]
status = "estimate"
at = "2026-11-30T00:00:00Z"
reason = "Bleys Goodson's engineering estimate."
""",
        encoding="utf-8",
    )
    _load(engine, project)
    problems = _problems(engine, project)
    assert [(p.rule, p.claim) for p in problems if p.claim == "sol-params-2t"] == []


_X7_SPEC = (
    "The main camera uses a 200-megapixel sensor.\n主摄为 2 亿像素，支持光学防抖。\n"
    "Основная камера — 200 Мп.\n"
)


@pytest.mark.parametrize(
    ("value", "problems"),
    [
        ("200", []),
        # a camera of another count: each quote states 200 MP, not its value (not 250: 2 亿,
        # written to its hundred millions, holds 250 million as "2 million" holds 2.5)
        (
            "300",
            [("quote-states-other-value", "x7-camera")] * 3 + [("value-not-quoted", "x7-camera")],
        ),
    ],
)
def test_a_claim_of_megapixels_is_stated_by_its_quotes_in_any_language(
    engine: Engine, project: Path, value: str, problems: list[tuple[str, str]]
) -> None:
    """A phone's spec sheet quoted in English, Chinese and Russian by a claim of a 200 MP
    camera: no value was stated by any quote, and none could be, since the ledger refused
    the unit (value 2e8 without one: "200-megapixel" was a bare 200; value 200: 2 亿像素 was
    its digits at another scale)."""
    (project / "sources" / "100_x7.txt").write_text(_X7_SPEC, encoding="utf-8", newline="")
    with (project / "sources" / "sources.toml").open("a", encoding="utf-8") as toml:
        toml.write(
            '\n[[source]]\nid = "x7-spec"\npath = "100_x7.txt"\ntitle = "X7 spec sheet"\n'
            f'language = "en"\nsha256 = "{hashlib.sha256(_X7_SPEC.encode()).hexdigest()}"\n'
        )
    quotes = ("a 200-megapixel sensor", "主摄为 2 亿像素", "Основная камера — 200 Мп")
    citations = "".join(
        f'\n[[claim.citation]]\nsource = "x7-spec"\nquote = "{q}"\n' for q in quotes
    )
    (project / "claims" / "99-x7.toml").write_text(
        '[[claim]]\nid = "x7-camera"\nsubject = "X7 main camera"\n'
        f'statement = "The X7 main camera has {value} megapixels."\nstatus = "confirmed"\n'
        f'attributed_to = ["OpenAI"]\nvalue = "{value}"\nunit = "MP"\n{citations}',
        encoding="utf-8",
    )
    _load(engine, project)
    found = [(p.rule, p.claim) for p in _problems(engine, project) if p.claim == "x7-camera"]
    assert sorted(found) == sorted(problems)
