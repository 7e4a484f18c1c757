"""kb audit as a library: real sentences in three languages, traps, hedges, ignores."""

from __future__ import annotations

import json
import os
import re
import signal
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kb.audit import (
    Auditor,
    FileOutcome,
    Finding,
    PageWarning,
    ReadError,
    _ChunkText,
    fingerprint,
    matching_exclude,
    may_hold_quantity,
    written_precision,
    written_round,
)
from kb.audit_config import AuditConfig, ConfigError, load_config
from kb.audit_report import (
    AuditTotals,
    FindingWriter,
    JsonWriter,
    apply_baseline,
    summary,
    write_report,
)
from kb.baseline import (
    Baseline,
    BaselineRecorder,
    previous_baseline,
    read_baseline,
    write_baseline,
)
from kb.errors import InputError
from kb.graph import lowered_standings
from kb.hedges import HedgeCues, denies
from kb.markdown_text import MAX_NESTING, markdown_chunks, read_markdown, sentences
from kb.numerals import APPROXIMATIONS, GROUP_SPACES, ROUNDING_BEFORE
from kb.quantities import counted_word, find_quantities
from kb.records import (
    AgentRecord,
    CitationRecord,
    ClaimRecord,
    EventRecord,
    IgnoreRecord,
    LinkRecord,
    SourceRecord,
)
from kb.render import to_json
from kb.sarif import SarifWriter, sarif_log
from kb.utf8 import position

SOURCES = Path(__file__).resolve().parents[1] / "sources"


def claim(
    cid: str, status: str, low: float, high: float | None = None, unit: str | None = None
) -> ClaimRecord:
    return ClaimRecord(
        id=cid,
        statement=cid,
        subject="GPT-5.6 Sol",
        status=status,
        low=low,
        high=low if high is None else high,
        unit=unit,
    )


CLAIMS = [
    claim("speed-750", "confirmed", 750, unit="token/s"),
    claim("context-1.05m", "confirmed", 1.05e6, unit="token"),
    claim("max-output-128k", "confirmed", 128_000, unit="token"),
    claim("params-3t", "estimate", 3e12, unit="parameter"),
    claim("params-2t-4t", "estimate", 2e12, 4e12, unit="parameter"),
    claim("active-150b", "estimate", 1.5e11, unit="parameter"),
    claim("layers-70-90", "estimate", 70, 90, unit="layer"),
    claim("wafers-70-100", "speculation", 70, 100, unit="wafer"),
    claim("params-386m", "disputed", 3.86e8, unit="parameter"),
    claim("kimi-1000", "reported", 1000, unit="token/s"),
    claim("power-750mw", "confirmed", 750, unit="MW"),
    claim("chip-9-months", "reported", 9, unit="month"),
    claim("old-speed-600", "retracted", 600, unit="token/s"),
    claim("sram-44gb-per-wafer", "confirmed", 44, unit="GB/wafer"),
    claim("fp8-byte-per-parameter", "confirmed", 1, unit="byte/parameter"),
]


def run(text: str, config: AuditConfig | None = None, markdown: bool = True) -> list[Finding]:
    return Auditor(CLAIMS, config=config).audit_text(text, "page.md", markdown=markdown)


def rules(text: str, **kwargs: object) -> list[tuple[str, str]]:
    return [(f.rule, f.text) for f in run(text, **kwargs)]  # type: ignore[arg-type]


class Kept:
    """A FindingWriter that keeps the findings it is given."""

    def __init__(self) -> None:
        self.findings: list[Finding] = []

    def add(self, findings: Sequence[Finding]) -> None:
        self.findings.extend(findings)

    def close(self, errors: Sequence[ReadError], warnings: Sequence[PageWarning] = ()) -> None:
        pass


def audited(
    auditor: Auditor, paths: Sequence[Path], cwd: Path | None = None, jobs: int = 1
) -> tuple[list[Finding], AuditTotals]:
    """What kb audit reports of paths: the findings write_report hands its writer, file
    by file, and its totals (warnings, coverage, unreadable files)."""
    kept = Kept()
    totals = write_report(auditor.audit_files(paths, cwd, jobs), kept)
    return kept.findings, totals


# --------------------------------------------------------------------------- backed numbers


@pytest.mark.parametrize(
    "sentence",
    [
        # Chinese, from sources/000_...txt
        "OpenAI表示，GPT-5.6 Sol可以在Cerebras基础设施上以高达每秒750个Token的速度运行。",
        "OpenAI公开文档将GPT-5.6 Sol描述为GPT-5.6系列中的前沿模型，支持文本和图像输入、"
        "105万token的上下文窗口，以及最多12.8万输出token。",
        # Russian, from sources/002_...txt
        "OpenAI заявила, что GPT-5.6 Sol может работать на инфраструктуре Cerebras со скоростью "
        "до 750 токенов в секунду.",
        "с контекстным окном в 1 050 000 токенов и возможностью генерации до 128 000 токенов.",
        "Контекстное окно Sol — 1,050 млн токенов.",
        "Контекст Sol — 1 млн 50 тыс. токенов.",
        "Sol выдаёт 750 токенов ежесекундно.",
        "Cerebras продемонстрировала обработку почти 1000 токенов в секунду для модели Kimi K2.6.",
        # English documentation
        "GPT-5.6 Sol serves 750 tokens per second and has a 1.05M-token context window.",
        "It can write at most 128K tokens in one answer.",
        "Cerebras served Kimi K2.6 at nearly 1000 tokens/s.",
        "The company plans 750 MW of capacity; its first chip took nine months.",
        "The first chip took 9 months, 0.75 GW of power is planned.",
    ],
)
def test_numbers_that_claims_back_pass(sentence: str) -> None:
    assert run(sentence) == []


@pytest.mark.parametrize(
    ("sentence", "backed"),
    [
        # a figure is read to the precision it is written with: rounded, it is backed
        ("Sol has a 1M-token context.", True),  # 0.5M..1.5M holds the 1.05M claim
        ("Sol has a 1.1M-token context.", True),  # 1.05M..1.15M
        ("Kimi K2.6 ran at about 1K tokens per second.", True),
        ("Kimi K2.6 ran at nearly 1000 tokens per second.", True),
        ("Кими K2.6 выдаёт около 1 тыс. токенов в секунду.", True),
        # written precisely, a misquoted figure is not (an editor's 765 for 750), not even
        # within the claims' 0.5 %, which widens them for figures written round
        ("Sol runs at 765 tokens per second.", False),
        ("Sol runs at 752 tokens per second.", False),
        ("Sol runs at 753 tokens per second.", False),
        ("Контекст Sol — 1,06 млн токенов.", False),
        ("Sol 的上下文为106万token。", False),
        ("Sol的上下文窗口为一百零六万个token。", False),  # in words, to its last digit
        ("Sol has a context of one million sixty thousand tokens.", False),
        ("Sol的上下文窗口为一百零五万个token。", True),
        ("Sol has a 1.07M-token context.", False),
        ("У Sol контекст 1,07 млн токенов.", False),
        ("Kimi K2.6 ran at 985 tokens per second.", False),
        # zeros before 万 or 亿 that an English page leaves to its scale word are none:
        # 100万 is "1M" (it was read to the unit, while "1M" and "1 млн" were backed)
        ("Sol 的上下文窗口为100万个token。", True),
        ("Sol 的上下文窗口为 100 万个 token。", True),
        ("Sol 的上下文窗口为110万个token。", True),  # "1.1M"
        ("Sol 的上下文窗口为120万个token。", False),  # "1.2M"
        ("Sol 的上下文窗口为1000000个token。", False),  # in digits to the unit
        ("Sol 的上下文窗口为100.0万个token。", False),  # to its tenth
        ("OpenAI 计划增加 100万千瓦 的 Cerebras 算力。", False),  # 1,000 MW, to ten
    ],
)
def test_a_figure_is_read_to_the_precision_it_is_written_with(sentence: str, backed: bool) -> None:
    assert (run(sentence) == []) == backed


@pytest.mark.parametrize(
    "sentence",
    [
        "The eu-central-3 region carries a 99.9% uptime SLA.",
        "Регион обеспечивает SLA доступности 99,9 %.",
        "该区域提供 99.9% 的可用性 SLA。",
    ],
)
def test_a_figure_is_not_backed_by_a_value_that_rounds_half_up_past_it(sentence: str) -> None:
    """A figure written to a digit is what rounds to it half up, its top end left out:
    99.95 % rounds to 100.0 %, and "99.9 %" (three nines, twice an SLA's downtime) was
    backed by a claim of 99.95 %; 99.85 % rounds to 99.9 %."""
    sla = claim("nimbus-sla-9995", "confirmed", 99.95, unit="percent")
    assert [f.rule for f in Auditor([sla]).audit_text(sentence, "page.md")] == ["unsourced-number"]
    below = claim("nimbus-sla-9985", "confirmed", 99.85, unit="percent")
    assert Auditor([below]).audit_text(sentence, "page.md") == []


@pytest.mark.parametrize(
    "sentence",
    [
        "GDP growth was −0.1% in the third quarter.",
        "Рост ВВП в третьем квартале составил −0,1 %.",
        "第三季度 GDP 增长率为 −0.1%。",
    ],
)
def test_a_negative_figure_rounds_half_up_by_its_size(sentence: str) -> None:
    """Half up goes by size: −0.05 % rounds to −0.1 % and backs it, −0.15 % rounds to
    −0.2 % and does not (the end away from zero is left out; the top end was, so the
    first claim backed nothing and the second backed "−0.1%")."""
    onto = claim("gdp-q3", "confirmed", -0.05, unit="percent")
    assert Auditor([onto]).audit_text(sentence, "page.md") == []
    past = claim("gdp-q3", "confirmed", -0.15, unit="percent")
    assert [f.rule for f in Auditor([past]).audit_text(sentence, "page.md")] == ["unsourced-number"]


@pytest.mark.parametrize(
    "sentence",
    [
        "Free cash flow was −$5 billion.",
        "Free cash flow was -$5B in Q3.",
        "Свободный денежный поток составил −$5 млрд.",
        "第三季度自由现金流：−$50亿。",
    ],
)
def test_a_minus_before_a_currency_sign_is_a_loss(sentence: str) -> None:
    """A minus before the currency sign is the figure's sign: a
    loss's claim backs it, a profit's no longer does (it was read as +5e9 USD), and the
    figure is pointed at the nearest claim of its sign."""
    loss = claim("fcf-q3", "confirmed", -5e9, unit="USD")
    profit = claim("fcf-q2", "confirmed", 5e9, unit="USD")
    smaller = claim("fcf-q1", "confirmed", -4e9, unit="USD")
    assert Auditor([loss]).audit_text(sentence, "page.md") == []
    (found,) = Auditor([profit, smaller]).audit_text(sentence, "page.md")
    assert found.rule == "unsourced-number"
    assert "(nearest: fcf-q1, " in found.message


@pytest.mark.parametrize(
    "sentence",
    [
        "GDP growth was −0.3% in the third quarter.",
        "Рост ВВП в третьем квартале составил −0,3 %.",
        "第三季度 GDP 增长率为 −0.3%。",
        "GDP growth was between −0.3% and −0.2% in the third quarter.",
    ],
)
def test_a_negative_figure_is_pointed_at_the_nearest_claim_of_its_sign(sentence: str) -> None:
    """A negative figure no claim backs is pointed at the negative claim nearest by size,
    as a positive one is (it was told of none), and never at one of the other sign."""
    contraction = claim("gdp-q3", "confirmed", -0.1, unit="percent")
    growth = claim("gdp-q2", "confirmed", 0.3, unit="percent")
    (found,) = Auditor([contraction, growth]).audit_text(sentence, "page.md")
    assert found.message.endswith("is backed by no claim (nearest: gdp-q3, -0.1 percent)")
    (alone,) = Auditor([growth]).audit_text(sentence, "page.md")
    assert alone.message.endswith("is backed by no claim")


@pytest.mark.parametrize(
    "sentence",
    [
        "OpenAI said GPT-5.6 Sol can run on Cerebras infrastructure "
        "at up to 8⋅10² tokens per second.",
        "OpenAI表示，GPT-5.6 Sol可以在Cerebras基础设施上以高达每秒8⋅10²个Token的速度运行。",
        "OpenAI заявила, что GPT-5.6 Sol может работать на инфраструктуре Cerebras "
        "со скоростью до 8·10^2 токенов в секунду.",
        "OpenAI plans to add 8×10^−1 GW of ultra-low-latency Cerebras compute.",
        "OpenAI 表示，该公司计划增加 8 × 10⁻¹ 吉瓦的超低延迟 Cerebras 算力。",
    ],
)
def test_a_power_of_ten_in_any_notation_the_reader_takes_is_read_to_its_mantissa(
    sentence: str,
) -> None:
    """A power of ten with a dot operator (8⋅10²) or a minus sign (8×10^−1) is read as the
    reader reads it, so its precision is the mantissa's 8 (750..850, 0.75..0.85 GW), not
    the exponent's digit."""
    assert run(sentence) == []


@pytest.mark.parametrize(
    "sentence", ["Median survival was 14.2 months.", "Median survival was 14·2 months."]
)
def test_the_lancets_middle_dot_is_read_as_a_decimal_point_to_its_last_digit(
    sentence: str,
) -> None:
    """ "14·2 months" is 14.2 months, as written 14.15..14.25, which a claim of 14.24
    months backs (it read 14 and 2 months, then 14.2 months to the unit)."""
    median = claim("median-survival", "confirmed", 14.24, unit="month")
    assert Auditor([median], config=AuditConfig(tolerance=0.0)).audit_text(sentence) == []


@pytest.mark.parametrize("sentence", ["The kit costs £2019.75.", "The kit costs £2019·75."])
def test_a_price_written_with_a_middle_dot_is_backed_by_its_claim(sentence: str) -> None:
    """ "£2019·75" is 2019.75 pounds, which a claim of that price backs (it read £2019,
    which it does not, and 75: the dot joined two years)."""
    price = claim("kit-price", "confirmed", 2019.75, unit="GBP")
    assert Auditor([price], config=AuditConfig(tolerance=0.0)).audit_text(sentence) == []


@pytest.mark.parametrize(
    ("figure", "value", "precision", "round_"),
    [
        ("100万", 1e6, 5e5, False),  # as "1M"
        ("750万", 7.5e6, 5e4, False),  # as "7.5M"
        ("1000万", 1e7, 5e5, True),  # as "10M"
        ("10亿", 1e9, 5e8, False),  # as "1B"
        ("10万", 1e5, 5e3, True),  # as "100K", to its last 0
        ("105万", 1.05e6, 5e3, False),
        ("12.0万", 1.2e5, 5e2, True),  # a zero after the point is written on purpose
        ("100.0万", 1e6, 5e2, True),  # ... and the zeros before it stand with it
        ("1.50万", 1.5e4, 50, True),
        ("100万千瓦", 1000, 5, True),  # in MW: 100 of 万千瓦, ten megawatts each
        ("1,000,000", 1e6, 0.5, True),
    ],
)
def test_a_figure_before_wan_or_yi_is_read_to_the_digit_an_english_scale_word_keeps(
    figure: str, value: float, precision: float, round_: bool
) -> None:
    assert written_precision(figure, value) == precision
    assert written_round(figure, value) is round_


@pytest.mark.parametrize("space", GROUP_SPACES)
def test_a_figure_grouped_by_any_space_is_read_to_its_last_digit(space: str) -> None:
    """Ordinary, no-break, narrow, thin or figure space: "1 000 000" is 999,999.5 to
    1,000,000.5 (figure spaces were read as exact)."""
    figure = f"1{space}000{space}000 tokens"
    assert written_precision(figure, 1e6) == 0.5
    window = claim("window", "confirmed", 1_000_000.4, unit="token")
    page = f"The window holds {figure}."
    assert Auditor([window], config=AuditConfig(tolerance=0.0)).audit_text(page) == []


def _enrolled(sentence: str, tolerance: float = 0.005) -> list[str]:
    """The rules a claim of 1,240 patients enrolled leaves on ``sentence``."""
    enrolled = replace(
        claim("luma2-enrolled-1240", "confirmed", 1240),
        statement="The trial enrolled 1,240 patients.",
    )
    config = AuditConfig(tolerance=tolerance)
    return [f.rule for f in Auditor([enrolled], config=config).audit_text(sentence, "page.md")]


@pytest.mark.parametrize(
    "sentence",
    [
        "The trial enrolled about 1,200 patients.",
        "About 1,200 patients were enrolled in the trial.",
        "The trial enrolled roughly 1,200 patients.",
        "The trial enrolled approximately 1,200 patients.",
        "The trial enrolled some 1,200 patients.",
        "The trial enrolled ~1,200 patients.",
        "The trial enrolled approx. 1,200 patients.",
        "The trial enrolled circa 1,200 patients.",
        "Circa 1,200 patients were enrolled in the trial.",
        "The trial enrolled ≈1,200 patients.",
        "The trial enrolled ≈ 1200 patients.",
        "Patients enrolled ≈ 1,200.",  # the sign between what it counts and the figure
        "В исследование включили ≈1200 пациентов.",
        "Число включённых пациентов ≈ 1200.",
        "试验共招募了≈1200名患者。",
        "试验招募的患者人数≈1200名。",
        "В исследование включили около 1200 пациентов.",
        "В исследование включили примерно 1200 пациентов.",
        "В исследование включили порядка 1 200 пациентов.",
        "试验共招募了约1200名患者。",
        "试验共招募了大约1200名患者。",
        "試驗共招募了大約1200名患者。",
    ],
)
def test_a_word_that_rounds_reads_a_figure_written_round_to_its_last_nonzero_digit(
    sentence: str,
) -> None:
    """1,240 patients are about 1,200, rounded to two digits as any style guide allows:
    after a word that rounds, a figure written round in digits is 1,150 to 1,250, as
    "about twelve hundred" is read (was an unsourced number; after "circa" and "≈" too)."""
    assert _enrolled(sentence) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "The trial enrolled 1,200 patients.",  # no word that rounds: its zeros are stated
        "В исследование включили 1200 пациентов.",
        "试验共招募了1200名患者。",
        "The trial enrolled about 1,230 patients.",  # written to its 3, which it states
        "В исследование включили около 1230 пациентов.",
        "试验共招募了约1230名患者。",
        "The trial enrolled about 1,100 patients.",  # 1,240 rounds to 1,200
        "The trial enrolled ≈1,100 patients.",
        "The trial enrolled circa 1,230 patients.",
        "The trial enrolled nearly 1,200 patients.",  # short of 1,200, not past it
        "The trial enrolled almost 1,200 patients.",
        "В исследование включили почти 1200 пациентов.",
        "试验共招募了将近1200名患者。",
        "试验共招募了近1200名患者。",
        "В исследование включили свыше 1200 пациентов.",  # a bound, "over"
        "The trial enrolled nearly 1,250 patients.",  # written to its 5: 1,245 to 1,250
        "The trial enrolled about 1,250 patients.",
        "В исследование включили почти 1250 пациентов.",
        "В исследование включили около 1250 пациентов.",
        "试验共招募了将近1250名患者。",
        "试验共招募了约1250名患者。",
    ],
)
def test_a_figure_a_claim_does_not_round_to_stays_unbacked(sentence: str) -> None:
    """1,240 is not 1,200 as a bare figure states it, nor about 1,230, nor nearly 1,200
    (a word that falls short of its figure reads it to its last nonzero digit below it
    only: 1,150 to 1,200), nor about or nearly 1,250, written to its 5."""
    assert _enrolled(sentence) == ["unsourced-number"]


@pytest.mark.parametrize(
    "sentence",
    [
        "The trial enrolled nearly 1,250 patients.",
        "В исследование включили около 1250 пациентов.",
        "试验共招募了将近1250名患者。",
        "The trial enrolled 1,250 patients.",
    ],
)
def test_a_raised_tolerance_backs_a_figure_after_a_word_that_rounds_as_a_bare_one(
    sentence: str,
) -> None:
    """A team that lets a page round 1,240 to the nearest 50 says so by raising the
    tolerance, which backs "nearly 1,250" as it backs a bare "1,250"."""
    assert _enrolled(sentence, tolerance=0.01) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "The deal covers about 0.80 GW of capacity.",
        "Сделка покрывает около 0,80 ГВт мощности.",
        "该协议约0.80 GW。",
        "Sol runs at about 800.0 tokens/s in our tests.",
    ],
)
def test_a_word_that_rounds_leaves_a_zero_after_the_decimal_point_stated(
    sentence: str,
) -> None:
    """A figure "about 0.80 GW" is written to its hundredth: 750 MW does not round to it
    (read to its 8, it was backed)."""
    assert [r for r, _ in rules(sentence)] == ["unsourced-number"]


@pytest.mark.parametrize(
    ("sentence", "rule"),
    [
        ("近120天，服务稳定运行。", ["unsourced-number"]),  # the last 120 days
        ("近 120 天内，服务没有中断。", ["unsourced-number"]),
        ("服务已将近120天没有中断。", []),  # nearly 120 days
        ("The service has run for nearly 120 days.", []),
        ("Сервис работает без сбоев почти 120 дней.", []),
    ],
)
def test_jin_alone_before_a_time_is_the_last_not_nearly(sentence: str, rule: list[str]) -> None:
    """近120天 is "the last 120 days", no duration of nearly 120 a claim of 118 days rounds
    to (近 alone is left out of the words that round); 将近, "nearly", почти are read so."""
    uptime = claim("uptime-118-days", "confirmed", 118, unit="day")
    found = Auditor([uptime]).audit_text(sentence, "page.md")
    assert [f.rule for f in found] == rule


@pytest.mark.parametrize(
    "sentence",
    [
        "Trial B will enroll about 1,200 patients.",
        "Исследование B наберёт около 1200 пациентов.",
        "试验 B 将招募约1200名患者。",
    ],
)
def test_a_word_that_rounds_lets_no_other_claim_back_a_figure_a_claim_states(
    sentence: str,
) -> None:
    """An analyst's estimate of 1,200 patients states "about 1,200" as written: the
    confirmed 1,240 of another trial, which rounds to it, does not back it beside the
    estimate (the estimate stated as fact passed)."""
    planned = replace(
        claim("trial-b-1200", "estimate", 1200),
        statement="Trial B will enroll 1,200 patients.",
    )
    enrolled = replace(
        claim("trial-a-1240", "confirmed", 1240),
        statement="Trial A enrolled 1,240 patients.",
    )
    found = Auditor([planned, enrolled]).audit_text(sentence, "page.md")
    assert [f.rule for f in found] == ["speculation-as-fact"]


@pytest.mark.parametrize("sentence", ["单价折合约1,200元。", "按汇率折合约 1200 元人民币。"])
def test_yue_after_a_word_ending_in_he_still_rounds(sentence: str) -> None:
    """折合约 is 折合 (comes to) and 约 (about), no 合约 (a contract): a price of 1,240
    yuan rounds to its 1,200, as to 约1200."""
    price = claim("price-1240", "confirmed", 1240, unit="CNY")
    assert Auditor([price]).audit_text(sentence, "page.md") == []


def test_yue_after_a_word_ending_in_jie_still_rounds() -> None:
    """本节约 is 本节 (this section) and 约 (about), no 节约 (saved)."""
    assert _enrolled("本节约1200名患者的数据来自试验。") == []


@pytest.mark.parametrize(
    "sentence",
    [
        "共有签约1200名患者。",  # signed up
        "该试验预约1200名患者。",  # booked
        "In Washington, D.C. 1,200 patients were enrolled.",
        "- c. 1,200 patients enrolled",
        "Прим. 1200 пациентов включены повторно.",  # a note
    ],
)
def test_a_word_that_only_looks_like_one_that_rounds_leaves_the_figure_as_written(
    sentence: str,
) -> None:
    """签约 and 预约 end in 约 but mean "signed" and "booked", D.C. and "c." are letters,
    прим. a note: the figure is stated, and a claim of 1,240 backs no 1,200."""
    assert _enrolled(sentence) == ["unsourced-number"]


@pytest.mark.parametrize(
    ("sentence", "rule"),
    [
        ("GPT-5.6 Sol has about 100 layers.", ["unsourced-number"]),
        ("По оценкам, у GPT-5.6 Sol около 100 слоёв.", ["unsourced-number"]),
        ("GPT-5.6 Sol 约100层。", ["unsourced-number"]),
        ("GPT-5.6 Sol activates nearly 200 billion parameters.", ["unsourced-number"]),
        ("Sol runs at about 800 tokens/s.", ["unsourced-number"]),
        ("Sol ≈ 800 tok/s.", ["unsourced-number"]),  # not 750 to 850
        ("Скорость Sol ≈ 800 токенов в секунду.", ["unsourced-number"]),
        ("Sol 的速度≈800 token/秒。", ["unsourced-number"]),
        ("Sol ≈ 750 tok/s.", []),  # as written
        ("GPT-5.6 Sol has about 90 layers.", ["speculation-as-fact"]),  # as written
        # the 128K output limit is no "about 100,000" (95,000 to 105,000), in digits or
        # before 万 (10万 is written to its 0, as "100K" is)
        ("GPT-5.6 Sol can write about 100,000 tokens in one answer.", ["unsourced-number"]),
        ("GPT-5.6 Sol 一次可生成约10万个token。", ["unsourced-number"]),
        ("GPT-5.6 Sol за один ответ выдаёт около 100 000 токенов.", ["unsourced-number"]),
        ("GPT-5.6 Sol can write about 130,000 tokens in one answer.", []),  # two digits
        # written to their 1, as "1M" is: 50K to 150K, with or without a word that rounds
        ("GPT-5.6 Sol can write about 0.1M tokens in one answer.", []),
        ("GPT-5.6 Sol 一次可生成约十万个token。", []),
    ],
)
def test_a_word_that_rounds_a_figure_of_one_significant_digit_reaches_half_the_next(
    sentence: str, rule: list[str]
) -> None:
    """Read to its one digit, "about 100" would take in 50 to 150, "about 100,000 tokens"
    the 128K output limit, and "nearly 200 billion" Goodson's 150 billion, an estimate he
    never gave stated as fact: a figure of one significant digit reaches half of the next
    digit, 5 % of it."""
    assert [r for r, _ in rules(sentence)] == rule


@pytest.mark.parametrize(
    "sentence",
    [
        "The trial enrolled about 2,000 patients.",
        "The trial enrolled nearly 2,000 patients.",
        "В исследование включили около 2000 пациентов.",
        "试验共招募了约2000名患者。",
    ],
)
def test_a_word_that_rounds_lets_a_claim_near_a_figure_of_one_digit_back_it(
    sentence: str,
) -> None:
    """1,980 patients are about 2,000 (1,900 to 2,100 as a word that rounds reads it; a
    bare "2,000" states its zeros)."""
    enrolled = replace(
        claim("trial-1980", "confirmed", 1980),
        statement="The trial enrolled 1,980 patients.",
    )
    assert Auditor([enrolled]).audit_text(sentence, "page.md") == []


@pytest.mark.parametrize(
    ("sentence", "rule"),
    [
        ("Sol runs at about 1,200 tokens/s.", ["unsourced-number"]),
        ("Sol runs at about 1,300 tokens/s.", []),
        ("Sol runs at nearly 1,300 tokens/s.", []),
        ("Sol runs at nearly 1,200 tokens/s.", ["unsourced-number"]),
        ("Sol работает со скоростью около 1200 токенов в секунду.", ["unsourced-number"]),
        ("Sol работает со скоростью около 1300 токенов в секунду.", []),
        ("Sol 每秒约1200个token。", ["unsourced-number"]),
        ("Sol 每秒约1300个token。", []),  # 约 within the figure, after what it is per
        ("Sol ≈ 1,300 tok/s.", []),  # "≈" between what it measures and the figure
        ("Sol ≈ 1,200 tok/s.", ["unsourced-number"]),
        ("Скорость Sol ≈ 1300 токенов в секунду.", []),
        ("Sol 的速度≈1300 token/秒。", []),
        ("Sol runs at circa 1,300 tokens/s.", []),
    ],
)
def test_a_claim_at_the_end_of_what_rounds_to_a_figure_backs_it_from_below_only(
    sentence: str, rule: list[str]
) -> None:
    """1,250 rounds half up to 1,300, not to 1,200: what rounds to "about 1,200" is 1,150
    up to 1,250, that end left out; no tolerance widens it further."""
    speed = claim("speed-1250", "confirmed", 1250, unit="token/s")
    assert [f.rule for f in Auditor([speed]).audit_text(sentence, "page.md")] == rule


@pytest.mark.parametrize(
    "sentence",
    [
        "Trial A will enroll about 1,200 patients.",
        "В исследование A включат около 1200 пациентов.",
        "试验 A 将招募约1200名患者。",
    ],
)
def test_a_range_that_only_meets_what_rounds_to_a_figure_does_not_back_it(sentence: str) -> None:
    """A claim of 1,240 to 5,000 patients backed "about 1,200", though almost none of it
    rounds to 1,200: a range backs it only when all of it rounds so."""
    enrolled = replace(
        claim("trial-a-1240-5000", "confirmed", 1240, 5000),
        statement="Trial A will enroll 1,240 to 5,000 patients.",
    )
    found = Auditor([enrolled]).audit_text(sentence, "page.md")
    assert [f.rule for f in found] == ["unsourced-number"]


def test_tolerance_widens_the_claims_for_a_figure_written_round() -> None:
    assert rules("Kimi ran at 980 tokens per second.") == [
        ("unsourced-number", "980 tokens per second")
    ]
    assert run("Kimi ran at 980 tokens per second.", AuditConfig(tolerance=0.02)) == []
    # its last digit is no zero: the page states that digit, which 1000 is not
    assert rules("Kimi ran at 985 tokens per second.", config=AuditConfig(tolerance=0.02)) == [
        ("unsourced-number", "985 tokens per second")
    ]
    # a claim of 998 rounded by the page: 1,000 is within 0.5 %, 1,003 states its 3
    speed = claim("speed", "confirmed", 998, unit="token/s")
    assert Auditor([speed]).audit_text("It serves 1,000 tokens per second.") == []
    assert Auditor([speed]).audit_text("It serves about 1K tokens per second.") == []
    found = Auditor([speed]).audit_text("It serves 1,003 tokens per second.")
    assert [f.rule for f in found] == ["unsourced-number"]
    # in words the value's last digit counts; in e-notation the mantissa's, not the power's
    for sentence in (
        "Sol runs at seven hundred fifty-three tokens per second.",
        "Sol 每秒输出七百五十三个token。",
        "Sol выдаёт семьсот пятьдесят три токена в секунду.",
    ):
        assert rules(sentence) == [("unsourced-number", rules(sentence)[0][1])], sentence
    params = claim("params", "confirmed", 2.995e12, unit="parameter")
    for figure in ("3 trillion", "3,000,000,000,000", "3e12", "3×10^12"):
        assert Auditor([params]).audit_text(f"It has {figure} parameters.") == [], figure
    # a unit converted keeps a value as it is: 0.75 GW is the 750 MW claim's, exactly
    assert (
        run("The site draws 0.75 GW.") == []
        and run("The site draws 45,000 tokens per minute.") == []
    )


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("The model needs 42 wafers.", [("unsourced-number", "42 wafers")]),
        ("它每秒生成 900 个 token。", [("unsourced-number", "每秒生成 900 个 token")]),
        ("它每秒生成 900 个词元。", [("unsourced-number", "每秒生成 900 个词元")]),
        (
            "Модель генерирует 900 токенов в секунду.",
            [("unsourced-number", "900 токенов в секунду")],
        ),
        # a retracted claim backs nothing
        ("Sol ran at 600 tokens per second.", [("unsourced-number", "600 tokens per second")]),
        # same number, other unit: a count of tokens is not a rate
        ("Sol read 750 tokens.", [("unsourced-number", "750 tokens")]),
    ],
)
def test_unsourced_numbers(sentence: str, expected: list[tuple[str, str]]) -> None:
    assert rules(sentence) == expected


COINS = [
    replace(claim(f"coin-{value}", "confirmed", value, unit="CNY"), subject="Chinese coins")
    for value in (1, 5, 10)
]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # the items of a list are prices, as its last one is: claims of them back them
        ("Coins come in 1, 5 and 10 yuan.", []),
        ("Монеты бывают по 1, 5 и 10 юаней.", []),
        ("硬币面值为1、5和10元。", []),
        # ... and one no claim states is unsourced (was a bare 2, below the unitless
        # numbers audited)
        ("Coins come in 1, 2 and 10 yuan.", [("unsourced-number", "2")]),
        ("Монеты бывают по 1, 2 и 10 юаней.", [("unsourced-number", "2")]),
        ("硬币面值为1、2、5和10元。", [("unsourced-number", "2")]),
    ],
)
def test_the_items_of_a_list_are_audited_in_the_unit_of_its_last(
    sentence: str, expected: list[tuple[str, str]]
) -> None:
    assert [(f.rule, f.text) for f in Auditor(COINS).audit_text(sentence, "page.md")] == expected


def fare(
    cid: str, status: str, low: float, unit: str = "CNY", subject: str = "MetroLink minimum fare"
) -> ClaimRecord:
    """A fare claim of the MetroLink ledger (/tmp/h5hunt's ml-fare-min, ml-fare-max)."""
    return replace(claim(cid, status, low, unit=unit), subject=subject)


FARE_RANGES = [
    "Single fares cost 3-9 yuan.",
    "Fares run from 3 to 9 yuan.",
    "单程票价 3 至 9 元。",
    "单程票价3到9元。",
    "Разовая поездка стоит от 3 до 9 юаней.",
]


def test_a_range_of_a_name_with_an_end_word_is_backed() -> None:
    """Max of "Pro Max" is a name's, whichever end word of a subject gives its end: the
    minimum and maximum price of an iPhone 15 Pro Max state "$1,199–1,599" (the fifth
    review's find: only the last end word was tried, max, and the two did not pair)."""
    prices = [
        replace(
            claim("lo", "confirmed", 1199, unit="USD"), subject="Minimum price of iPhone 15 Pro Max"
        ),
        replace(
            claim("hi", "confirmed", 1599, unit="USD"), subject="Maximum price of iPhone 15 Pro Max"
        ),
    ]
    assert Auditor(prices).audit_text("The iPhone 15 Pro Max costs $1,199–1,599.", "page.md") == []


@pytest.mark.parametrize("sentence", FARE_RANGES)
def test_a_range_whose_ends_two_claims_state_is_backed(sentence: str) -> None:
    """A fare that starts at 3 yuan and one capped at 9 yuan together state "3-9 yuan";
    no claim's interval held it, and it was reported unsourced."""
    fares = [
        fare("ml-fare-min", "confirmed", 3),
        fare("ml-fare-max", "confirmed", 9, subject="MetroLink maximum fare"),
    ]
    assert Auditor(fares).audit_text(sentence, "page.md") == []


@pytest.mark.parametrize(
    ("max_status", "rule"), [("estimate", "speculation-as-fact"), ("disputed", "disputed-claim")]
)
@pytest.mark.parametrize("sentence", FARE_RANGES)
def test_a_range_stands_as_its_weaker_end(sentence: str, max_status: str, rule: str) -> None:
    """An end only an estimate states makes the range one stated as fact; a disputed
    end repeats the dispute; either names the weaker end's claim only."""
    fares = [
        fare("ml-fare-min", "confirmed", 3),
        fare("ml-fare-max", max_status, 9, subject="MetroLink maximum fare"),
    ]
    (found,) = Auditor(fares).audit_text(sentence, "page.md")
    assert (found.rule, found.claims) == (rule, ("ml-fare-max",))


@pytest.mark.parametrize(
    "sentence",
    [
        "Fares run from 3 to 6 yuan.",  # no claim of 6 yuan
        "单程票价 3 至 6 元。",
        "Разовая поездка стоит от 3 до 6 юаней.",
        "Fares run from 2 to 9 yuan.",  # nor of 2
        "Fares run from 3 to 10 yuan.",  # 10 is no rounding of 9
        "Fares run from 3.4 to 9 yuan.",  # 3.4 states its tenth
        "Fares run from 3 to 9 dollars.",  # another unit than the claims'
        "Fares run from three to nine yuan.",  # ends in words: no figures stated to a digit
    ],
)
def test_a_range_with_an_end_no_claim_states_stays_unsourced(sentence: str) -> None:
    fares = [
        fare("ml-fare-min", "confirmed", 3),
        fare("ml-fare-max", "confirmed", 9, subject="MetroLink maximum fare"),
    ]
    assert [f.rule for f in Auditor(fares).audit_text(sentence, "page.md")] == ["unsourced-number"]


@pytest.mark.parametrize(
    ("claims", "sentence"),
    [
        # two quantities of one thing state no range: Sol's max output and context window
        (
            [
                replace(claim("out", "confirmed", 128_000, unit="token"), subject="Sol max output"),
                replace(claim("ctx", "confirmed", 1.05e6, unit="token"), subject="Sol context"),
            ],
            "Sol handles 128K to 1.05M tokens.",
        ),
        # the ends' claims of two units, or of two things, state no range together
        (
            [
                fare("min", "confirmed", 3),
                fare("max", "confirmed", 9, "USD", "MetroLink maximum fare"),
            ],
            "3-9 yuan",
        ),
        (
            [
                fare("min", "confirmed", 3),
                fare("max", "confirmed", 9, subject="Citybus maximum fare"),
            ],
            "3-9 元",
        ),
        # two values of one quantity neither of whose subjects names an end (two years'
        # revenue, rival counts) state no range; nor do places named Lower and Upper, nor
        # a Pro and a Pro Max (the review's finds)
        (
            [
                replace(claim("r1", "confirmed", 3e6, unit="USD"), subject="Acme revenue"),
                replace(claim("r2", "confirmed", 9e6, unit="USD"), subject="Acme revenue"),
            ],
            "Acme's annual revenue is $3-9 million.",
        ),
        (
            [
                replace(claim("r1", "confirmed", 3e6, unit="USD"), subject="Acme revenue"),
                replace(claim("r2", "confirmed", 9e6, unit="USD"), subject="Acme revenue"),
            ],
            "Выручка Acme составляет от 3 до 9 млн долларов.",
        ),
        (
            [
                replace(claim("r1", "confirmed", 3e6, unit="USD"), subject="Acme revenue"),
                replace(claim("r2", "confirmed", 9e6, unit="USD"), subject="Acme revenue"),
            ],
            "Acme 的年收入为 300万至900万美元。",
        ),
        (
            [
                replace(claim("lo", "confirmed", 2000, unit="USD"), subject="Lower Manhattan rent"),
                replace(claim("up", "confirmed", 3500, unit="USD"), subject="Upper Manhattan rent"),
            ],
            "Rents in Manhattan run $2,000-3,500 a month.",
        ),
        (
            [
                replace(claim("pro", "confirmed", 999, unit="USD"), subject="iPhone 15 Pro price"),
                replace(
                    claim("max", "confirmed", 1199, unit="USD"), subject="iPhone 15 Pro Max price"
                ),
            ],
            "The iPhone 15 Pro costs $999–1,199.",
        ),
        # an end word inside a name is none of the end's: a Pro Max's lowest price and a
        # Pro's highest are no range of either (the last review's find)
        (
            [
                replace(
                    claim("lo", "confirmed", 1199, unit="USD"),
                    subject="iPhone 15 Pro Max minimum price",
                ),
                replace(
                    claim("hi", "confirmed", 1499, unit="USD"),
                    subject="iPhone 15 Pro maximum price",
                ),
            ],
            "The iPhone 15 Pro costs $1,199–1,499.",
        ),
        # a claim of a range allows an end but states none: 60 and 70 to 100 state no 60 to 80
        (
            [
                claim("w-60", "confirmed", 60, unit="wafer"),
                claim("w-70-100", "confirmed", 70, 100, unit="wafer"),
            ],
            "Sol spans 60 to 80 wafers.",
        ),
    ],
)
def test_a_range_whose_ends_no_two_claims_of_one_unit_and_thing_state_stays_unsourced(
    claims: list[ClaimRecord], sentence: str
) -> None:
    assert [f.rule for f in Auditor(claims).audit_text(sentence, "page.md")] == ["unsourced-number"]


@pytest.mark.parametrize(
    ("sentence", "duration"),
    [
        ("Полёт из Мурманска в Архангельск займёт 1 час 40 минут.", "1 час 40 минут"),
        ("The flight from Murmansk to Arkhangelsk takes 1 hour 40 minutes.", "1 hour 40 minutes"),
        ("从摩尔曼斯克飞往阿尔汉格尔斯克需要1小时40分钟。", "1小时40分钟"),
    ],
)
def test_a_duration_in_hours_and_minutes_is_backed_by_its_sum(sentence: str, duration: str) -> None:
    """An airline's page: "1 час 40 минут" was two unsourced figures (1 h, 40 min) beside
    a claim of 100 min whose quote is that very sentence."""
    flight = ClaimRecord(
        id="flight-100-min",
        statement="flight-100-min",
        subject="Murmansk to Arkhangelsk flight",
        status="confirmed",
        low=100,
        high=100,
        unit="min",
    )
    assert Auditor([flight]).audit_text(sentence, "page.md", markdown=True) == []
    assert rules(sentence) == [("unsourced-number", duration)]  # one figure, without it


@pytest.mark.parametrize(
    ("sentence", "old"),
    [
        ("We raised the output limit for Sol from 64K to 128K tokens.", "64K"),
        ("GPT-5.6 Sol 的输出上限从6.4万提高到12.8万个token。", "6.4万"),
        ("Лимит вывода Sol увеличили с 64 до 128 тысяч токенов.", "64"),
    ],
)
def test_a_change_audits_the_new_value_and_the_old_one(sentence: str, old: str) -> None:
    """A changelog's "from 64K to 128K tokens" is no range 64K–128K (which went unbacked,
    the new 128K never checked): the new value is backed by its claim, and the old one, a
    fact of the past the page states too, is audited as any figure and needs a claim."""
    (finding,) = run(sentence)
    assert (finding.rule, finding.text) == ("unsourced-number", old)
    assert "(64K token) is backed by no claim (nearest: max-output-128k" in finding.message
    old_limit = claim("max-output-64k-before", "confirmed", 64_000, unit="token")
    assert Auditor([*CLAIMS, old_limit]).audit_text(sentence, "page.md") == []


def retracted(cid: str, low: float, unit: str, *reasons: str) -> ClaimRecord:
    """A claim retracted (once, or again after being taken back) for these reasons."""
    history = [EventRecord("confirmed", "2026-11-29T00:00:00Z", "OpenAI said so")]
    for n, reason in enumerate(reasons):
        status = "confirmed" if n % 2 else "retracted"
        history.append(EventRecord(status, f"2026-12-0{n + 1}T00:00:00Z", reason))
    return replace(claim(cid, "retracted", low, unit=unit), history=history)


@pytest.mark.parametrize(
    ("sentence", "surface"),
    [
        # sources/000_...txt and 002_...txt, then the claim's own statement
        (
            "OpenAI 还表示，首款芯片从初始设计到制造流片仅用九个月，"
            "AI 模型协助了部分设计与优化流程。",
            "九个月",
        ),
        (
            "OpenAI также сообщает, что первый чип прошёл путь от начального дизайна до "
            "производственного выпуска за девять месяцев.",
            "девять месяцев",
        ),
        ("OpenAI's first chip went from initial design to tape-out in nine months.", "nine months"),
    ],
    ids=["zh", "ru", "en"],
)
def test_a_figure_that_repeats_a_retracted_claim_names_it_and_why(
    sentence: str, surface: str
) -> None:
    """A retracted claim backs nothing, but the figure it held is no mere unsourced
    number: the message names the claim and the reason of its (last) retraction, so that
    the editor corrects the figure rather than adding it back; the nearest standing claim
    is named as ever, and the JSON's claims are those the figure repeats."""
    nine = retracted("jalapeno-nine-months", 9, "month", "OpenAI corrected:\n 11 months")
    again = retracted("chip-9-months-again", 9, "month", "typo", "typo fixed", "withdrawn")
    eleven = claim("jalapeno-eleven-months", "confirmed", 11, unit="month")
    findings = Auditor([nine, eleven, again]).audit_text(sentence, "page.md")
    assert [(f.rule, f.text, f.claims) for f in findings] == [
        ("unsourced-number", surface, ("jalapeno-nine-months", "chip-9-months-again"))
    ]
    assert findings[0].message == (
        f'"{surface}" (9 month) is backed by no claim: it repeats jalapeno-nine-months, '
        'retracted ("OpenAI corrected: 11 months") and chip-9-months-again, retracted '
        '("withdrawn") (nearest: jalapeno-eleven-months, 11 month)'
    )
    assert findings[0].as_json()["claims"] == ["jalapeno-nine-months", "chip-9-months-again"]
    # retracted by hand, with no history: named without a reason; another figure: neither
    # repeated nor nearest (a retracted claim is not what the page should have said)
    bare = replace(nine, history=[])
    assert [f.message for f in Auditor([bare]).audit_text(sentence, "page.md")] == [
        f'"{surface}" (9 month) is backed by no claim: it repeats jalapeno-nine-months, retracted'
    ]
    other = replace(nine, low=10.0, high=10.0)
    assert [f.message for f in Auditor([other]).audit_text(sentence, "page.md")] == [
        f'"{surface}" (9 month) is backed by no claim'
    ]
    # a reason in quotes of its own stays readable, and a long one is cut
    quoted = retracted("jalapeno-nine-months", 9, "month", 'see "changelog"' + " ок" * 100)
    (message,) = [f.message for f in Auditor([quoted]).audit_text(sentence, "page.md")]
    assert 'retracted ("see \\"changelog\\" ок' in message and message.endswith(' …")')
    assert len(message) < 250


def about(cid: str, subject: str, status: str, low: float, unit: str) -> ClaimRecord:
    return replace(claim(cid, status, low, unit=unit), subject=subject)


# the shipped ledger's subjects: two models, the hardware both run on, and a claim of
# nothing in particular
SUBJECTS = [
    replace(
        about("sol-750", "GPT-5.6 Sol throughput on Cerebras", "confirmed", 750, "token/s"),
        attributed_to=["OpenAI"],
    ),
    about("kimi-1000", "Kimi K2.6 throughput on Cerebras", "confirmed", 1000, "token/s"),
    about("in-use-750", "low-latency inference", "analysis", 750, "token/s"),
    about("sol-3t", "GPT-5.6 Sol total parameters", "estimate", 3e12, "parameter"),
    about(
        "sol-active-150b",
        "GPT-5.6 Sol active parameters per token",
        "estimate",
        1.5e11,
        "parameter",
    ),
    about("kimi-1t", "Kimi K2.6 total parameters", "confirmed", 1e12, "parameter"),
    about("cerebras-doc-1t", "Cerebras", "reported", 1e12, "parameter"),
    about("sol-context", "GPT-5.6 Sol context window", "confirmed", 1.05e6, "token"),
    about("openai-cerebras-750mw", "OpenAI–Cerebras partnership", "confirmed", 750, "MW"),
]


@pytest.mark.parametrize(
    ("sentence", "named", "backing"),
    [
        ("Sol runs at 1000 tokens per second.", "Sol", "one about Kimi K2.6 throughput"),
        ("Sol runs on Cerebras at 1000 tokens per second.", "Sol", "one about Kimi K2.6"),
        ("GPT-5.6 Sol 每秒可输出1000个token。", "GPT-5.6 Sol", "one about Kimi K2.6"),
        ("Sol выдаёт 1000 токенов в секунду.", "Sol", "one about Kimi K2.6"),
        ("Kimi K2.6 runs at 750 tokens/s.", "Kimi K2.6", "claims about GPT-5.6 Sol"),
        ("Kimi K2.6 每秒输出750个token。", "Kimi K2.6", "claims about GPT-5.6 Sol"),
        ("Kimi K2.6 выдаёт 750 токенов в секунду.", "Kimi K2.6", "claims about GPT-5.6 Sol"),
        ("Kimi K2.6 has 3 trillion parameters.", "Kimi K2.6", "one about GPT-5.6 Sol total"),
        ("Kimi K2.6 拥有3万亿参数。", "Kimi K2.6", "one about GPT-5.6 Sol total"),
        # a colon opens what the name says; a table cell's label names its thing
        ("- Sol: 1000 tokens/s", "Sol", "one about Kimi K2.6"),
        ("| Model | Speed (tokens/s) |\n|---|---|\n| Sol | 1000 |", "Sol", "one about Kimi"),
        # ... and a column's header, its row's label giving the unit of every figure of
        # the row (the 1000 under Sol was read bare, and no claim's thing named it)
        (
            "| Model | Kimi K2.6 | Sol |\n|---|---|---|\n| Throughput (tokens/s) | 1000 | 1000 |",
            "Sol",
            "one about Kimi",
        ),
        (
            "| 指标 | Kimi K2.6 | Sol |\n|---|---|---|\n| 速度（token/秒） | 1000 | 1000 |",
            "Sol",
            "one about Kimi",
        ),
        (
            "| Показатель | Kimi K2.6 | Sol |\n|---|---|---|\n| Скорость, ток/с | 1000 | 1000 |",
            "Sol",
            "one about Kimi",
        ),
        # ... or a column of units, the row's cell there giving the unit of its figures
        (
            "| Metric | Unit | Kimi K2.6 | Sol |\n|---|---|---|---|\n"
            "| Throughput | tokens/s | 1000 | 1000 |",
            "Sol",
            "one about Kimi",
        ),
        (
            "| 指标 | 单位 | Kimi K2.6 | Sol |\n|---|---|---|---|\n"
            "| 速度 | token/秒 | 1000 | 1000 |",
            "Sol",
            "one about Kimi",
        ),
        (
            "| Показатель | Ед. изм. | Kimi K2.6 | Sol |\n|---|---|---|---|\n"
            "| Скорость | ток/с | 1000 | 1000 |",
            "Sol",
            "one about Kimi",
        ),
        (
            "| Unit | Kimi K2.6 | Sol |\n|---|---|---|\n| tokens/s | 1000 | 1000 |",
            "Sol",
            "one about Kimi",
        ),
        # ... in bold or italics (**tokens/s** was 1000 s, **токенов/с** nothing)
        (
            "| Unit | Kimi K2.6 | Sol |\n|---|---|---|\n| **tokens/s** | 1000 | 1000 |",
            "Sol",
            "one about Kimi",
        ),
        (
            "| Ед. изм. | Kimi K2.6 | Sol |\n|---|---|---|\n| **токенов/с** | 1000 | 1000 |",
            "Sol",
            "one about Kimi",
        ),
        (
            "| Metric | Unit | Kimi K2.6 | Sol |\n|---|---|---|---|\n"
            "| Throughput | _tokens/s_ | 1000 | 1000 |",
            "Sol",
            "one about Kimi",
        ),
        # ... or with a remark after it, in brackets or not (the figures were read bare)
        (
            "| Unit | Kimi K2.6 | Sol |\n|---|---|---|\n| tokens/s (peak) | 1000 | 1000 |",
            "Sol",
            "one about Kimi",
        ),
        (
            "| Unit | Kimi K2.6 | Sol |\n|---|---|---|\n| tok/s per user | 1000 | 1000 |",
            "Sol",
            "one about Kimi",
        ),
        (
            "| 单位 | Kimi K2.6 | Sol |\n|---|---|---|\n| 每秒token（峰值） | 1000 | 1000 |",
            "Sol",
            "one about Kimi",
        ),
        (
            "| Ед. изм. | Kimi K2.6 | Sol |\n|---|---|---|\n| токенов/с (пик) | 1000 | 1000 |",
            "Sol",
            "one about Kimi",
        ),
        (
            "| Metric | Unit | Kimi K2.6 | Sol |\n|---|---|---|---|\n"
            "| Throughput | tokens/s per user (peak) | 1000 | 1000 |",
            "Sol",
            "one about Kimi",
        ),
        # ... but a first column headed Unit or 单位 (also "organisation") whose cell is no
        # unit holds the row's label still (the first column was read as units, and the
        # figure passed)
        ("| Unit | Throughput (tokens/s) |\n|---|---|\n| Sol | 1000 |", "Sol", "one about Kimi"),
        ("| 单位 | 吞吐量 (token/s) |\n|---|---|\n| Sol | 1000 |", "Sol", "one about Kimi"),
        # an empty cell, or a dash, keeps the columns in place
        (
            "| Model | Sol | Kimi K2.6 |\n|---|---|---|\n| Throughput (tokens/s) |  | 750 |",
            "Kimi K2.6",
            "claims about GPT-5.6 Sol",
        ),
        (
            "| Model | Sol | Kimi K2.6 |\n|---|---|---|\n| Throughput (tokens/s) | — | 750 |",
            "Kimi K2.6",
            "claims about GPT-5.6 Sol",
        ),
        # the figure's other claims name nothing of the other thing: Cerebras is Sol's too
        ("Kimi K2.6 on Cerebras runs at 750 tokens/s.", "Kimi K2.6", "claims about GPT-5.6"),
        # named after the figure in its clause, by no word that compares: the figure's
        ("1000 tokens per second is Sol's speed.", "Sol", "one about Kimi K2.6"),
        ("Скорость 1000 токенов в секунду у Sol.", "Sol", "one about Kimi K2.6"),
        ("1000 токенов в секунду — такова скорость Sol.", "Sol", "one about Kimi K2.6"),
        ("每秒1000个token是Sol的速度。", "Sol", "one about Kimi K2.6"),
        # ... or in an appositive after it, which goes on with its clause, past an aside
        ("It runs at 1000 tokens per second, the speed of Sol.", "Sol", "one about Kimi K2.6"),
        ("每秒1000个token，这是Sol的速度。", "Sol", "one about Kimi K2.6"),
        ("Скорость — 1000 токенов в секунду, это скорость Sol.", "Sol", "one about Kimi K2.6"),
        ("It runs at 1000 tokens per second (the speed of Sol).", "Sol", "one about Kimi K2.6"),
        ("It runs at 1000 tokens per second, unlike Kimi K2.6, the speed of Sol.", "Sol", "one"),
        # ... an abbreviation opening it ("i.e.", "т. е.": were no finding), or 即, то есть
        (
            "Kimi K2.6 is fast. It runs at 1000 tokens per second, i.e. Sol's top speed.",
            "Sol",
            "one about Kimi K2.6",
        ),
        ("Kimi K2.6 很快。它每秒1000个token，即Sol的最高速度。", "Sol", "one about Kimi K2.6"),
        (
            "Kimi K2.6 быстрая. Она выдаёт 1000 токенов в секунду, т. е. скорость Sol на Cerebras.",
            "Sol",
            "one about Kimi K2.6",
        ),
        (
            "Kimi K2.6 быстрая. Она выдаёт 1000 токенов в секунду, то есть скорость Sol.",
            "Sol",
            "one about Kimi K2.6",
        ),
        ("Скорость — 1000 токенов в секунду, как у Sol.", "Sol", "one about Kimi K2.6"),
        # ... whatever the name does in it, unless the appositive sets it apart, and whose
        # the figure is in one that does (the second review's finds against a narrower rule)
        (
            "Kimi K2.6 is fast. It runs at 1000 tokens per second, the speed Sol reaches.",
            "Sol",
            "one about Kimi K2.6",
        ),
        (
            "Kimi K2.6 is fast. It runs at 1000 tokens per second, the speed of the Sol model.",
            "Sol",
            "one about Kimi K2.6",
        ),
        (
            "Kimi K2.6 is fast. It runs at 1000 tokens per second, the same as Sol.",
            "Sol",
            "one about Kimi K2.6",
        ),
        (
            "Kimi K2.6 is fast. It runs at 1000 tokens per second, the speed of Sol that rivals "
            "cannot match.",
            "Sol",
            "one about Kimi K2.6",
        ),
        (
            "Kimi K2.6 is fast. It runs at 1000 tokens per second, the speed of Sol at half load.",
            "Sol",
            "one about Kimi K2.6",
        ),
        ("Kimi K2.6 很快。它每秒1000个token，这是Sol能达到的速度。", "Sol", "one about Kimi K2.6"),
        ("Kimi K2.6 很快。它每秒1000个token，这是Sol模型的速度。", "Sol", "one about Kimi K2.6"),
        (
            "Kimi K2.6 быстрая. Она выдаёт 1000 токенов в секунду, это как у Sol в прошлый раз.",
            "Sol",
            "one about Kimi K2.6",
        ),
        ("Kimi K2.6 很快。每秒1000个token不能不说是Sol的速度。", "Sol", "one about Kimi K2.6"),
        # ... and whose the figure is in one that doubts it, a rumour
        (
            "Kimi K2.6 is fast. It runs at 1000 tokens per second, the rumoured speed of Sol.",
            "Sol",
            "one about Kimi K2.6",
        ),
        ("Kimi K2.6 很快。它每秒1000个token，这是传闻中Sol的速度。", "Sol", "one about Kimi K2.6"),
        ("每秒1000个token，不同于Kimi K2.6，这是Sol的速度。", "Sol", "one about Kimi K2.6"),
        # the claim's thing named only as what the figure is compared with
        ("Sol runs at 1000 tokens per second, unlike Kimi K2.6.", "Sol", "one about Kimi"),
        ("Sol выдаёт 1000 токенов в секунду, в отличие от Kimi K2.6.", "Sol", "one about Kimi"),
        ("Sol 每秒输出 1000 个 token，不同于 Kimi K2.6。", "Sol", "one about Kimi K2.6"),
        # a claim about the hardware a model runs on is no claim about the model
        ("Sol has 1 trillion parameters.", "Sol", "claims about Cerebras and Kimi K2.6"),
        ("Sol has a trillion parameters.", "Sol", "claims about Cerebras and Kimi K2.6"),
        ("Sol 有 1 万亿参数。", "Sol", "claims about Cerebras and Kimi K2.6"),
        ("У Sol 1 триллион параметров.", "Sol", "claims about Cerebras and Kimi K2.6"),
        # the rival named right after the word is what the sentence is about
        ("Sol's rival Kimi K2.6 runs at 750 tokens per second.", "Kimi K2.6", "claims about"),
        ("Sol's closest competitor Kimi K2.6 runs at 750 tokens/s.", "Kimi K2.6", "claims"),
        ("Sol 的竞争对手 Kimi K2.6 每秒输出 750 个 token。", "Kimi K2.6", "claims about"),
        # a name with a figure after it is that figure's thing
        ("Kimi K2.6's 750 tokens per second lead the field.", "Kimi K2.6", "claims about"),
        ("It trails Kimi K2.6's 750 tokens per second.", "Kimi K2.6", "claims about"),
        # a colon after a word that compares, but "vs" or 和 of a heading, ends the clause
        # of the names it compares
        ("Sol is slower than Kimi K2.6: it runs at 1000 tokens per second.", "Sol", "one about"),
        # a clause set off by commas or brackets after the thing is an aside: the thing
        # before it is the figure's
        ("Sol, unlike Kimi K2.6, runs at 1000 tokens per second.", "Sol", "one about Kimi"),
        ("Sol (unlike Kimi K2.6) runs at 1000 tokens per second.", "Sol", "one about Kimi"),
        ("Sol, в отличие от Kimi K2.6, выдаёт 1000 токенов в секунду.", "Sol", "one about Kimi"),
        ("Sol，不同于 Kimi K2.6，每秒输出 1000 个 token。", "Sol", "one about Kimi K2.6"),
        ("Sol's rival, Kimi K2.6, runs at 750 tokens per second.", "Kimi K2.6", "claims about"),
        # a thing no claim of the figure's unit is about is another thing all the same
        ("Kimi K2.6 has a 1.05M-token context window.", "Kimi K2.6", "one about GPT-5.6 Sol"),
        ("The OpenAI model runs at 1000 tokens per second.", "OpenAI", "one about Kimi K2.6"),
    ],
)
def test_a_figure_of_another_thing_than_the_sentence_names_is_backed_by_no_claim(
    sentence: str, named: str, backing: str
) -> None:
    """DESIGN matches a figure by unit and value; a claim about another thing backs none
    of a sentence that names a thing of its own figures and not the claim's: a comparison
    page that swaps two models' figures passed (the reviewer's first find).  The message
    says whose claims the figure has, and points at the named thing's."""
    (found,) = Auditor(SUBJECTS).audit_text(sentence, "page.md")
    assert found.rule == "unsourced-number"
    assert f"is backed by no claim about {named}, which the sentence names, only by {backing}" in (
        found.message
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "Nimbus Labs guarantees a 99.95% SLA.",
        "Nimbus Labs offers up to 64 TB of storage per cluster.",
        "Nimbus Labs 承诺 99.95% 的可用性。",
        "Nimbus Labs гарантирует SLA 99,95%.",
    ],
)
def test_whose_claim_it_is_names_no_other_thing_by_every_word_of_its_name(sentence: str) -> None:
    """The vendor who states a product's figures is no other thing than the product, by
    each of its names: "Labs" of Nimbus Labs, whose own IPO is a claim too, made the
    vendor's SLA and storage figures unsourced (only the first name of the product's
    subject took the vendor's names)."""
    of_product = {"subject": "Nimbus DB", "status": "confirmed", "attributed_to": ["Nimbus Labs"]}
    claims = [
        ClaimRecord(id="sla", statement="", low=99.95, high=99.95, unit="percent", **of_product),
        ClaimRecord(id="storage", statement="", low=64, high=64, unit="TB", **of_product),
        ClaimRecord(
            id="ipo",
            statement="",
            subject="Nimbus Labs",
            status="speculation",
            low=2027,
            high=2027,
            unit="year",
        ),
    ]
    assert Auditor(claims).audit_text(sentence, "page.md") == []


@pytest.mark.parametrize(
    "sentence",
    [
        "Acme Corp grew revenue 99.9% year over year.",
        "Acme Corp 收入同比增长 99.9%。",
        "Выручка Acme Corp выросла на 99,9%.",
        "| Company | Revenue growth |\n|---|---|\n| Acme Corp | 99.9% |",
    ],
)
def test_whose_claim_it_is_with_figures_of_its_own_is_another_thing(sentence: str) -> None:
    """Who states a product's figure is another thing when claims about it state figures
    of that kind too: Acme Corp's growth of 99.9% is not Acme Cloud's 99.9 percent uptime
    (the review's find: it passed once the vendor's every name was the product's)."""
    claims = [
        ClaimRecord(
            id="acme-sla",
            statement="",
            subject="Acme Cloud",
            status="confirmed",
            low=99.9,
            high=99.9,
            unit="percent",
            attributed_to=["Acme Corp"],
        ),
        ClaimRecord(
            id="acme-growth",
            statement="",
            subject="Acme Corp",
            status="confirmed",
            low=35,
            high=35,
            unit="percent",
        ),
    ]
    (found,) = Auditor(claims).audit_text(sentence, "page.md")
    assert "is backed by no claim about Corp, which the sentence names" in found.message


@pytest.mark.parametrize(
    "sentence",
    [
        # both named: which figure is whose is not read
        "Sol runs at 750 tokens per second, Kimi K2.6 at 1000.",
        "Kimi K2.6 runs on Cerebras at 1000 tokens per second.",
        "Kimi K2.6 runs at 1000 tokens per second, unlike Sol.",
        "Kimi K2.6 выдаёт 1000 токенов в секунду, в отличие от Sol.",
        "GPT-5.6 Sol 每秒输出750个token，Kimi K2.6 则为1000个。",
        "Sol 与 Kimi K2.6 的速度分别为每秒750和1000个token。",
        # the other thing named after the figure, or in a clause of its own, is what it
        # is compared with (the second engineer's finds: each was a finding)
        "GPT-5.6 Sol is fast. It runs at 750 tokens per second, less than Kimi K2.6.",
        "Its 750 tokens per second trail Kimi K2.6's 1000.",
        # ... or with a figure of its own after it, that figure's thing
        "It managed 750 tokens/s to Kimi K2.6's 1000.",
        "OpenAI's model runs at 750 tokens per second, while Kimi K2.6 reaches 1000.",
        "Unlike Kimi K2.6, the model is estimated to have 3 trillion parameters.",
        "The flagship has an estimated 3 trillion parameters, three times Kimi K2.6.",
        "Модель выдаёт 750 токенов в секунду — меньше, чем Kimi K2.6.",
        "В отличие от Kimi K2.6, модель, по оценкам, содержит 3 триллиона параметров.",
        "该模型每秒输出 750 个 token，低于 Kimi K2.6。",
        "与 Kimi K2.6 不同，该模型据估计有 3 万亿参数。",
        # ... or after a word that compares, or in brackets (the second review's finds)
        "Unlike Kimi K2.6 the model runs at 750 tokens per second.",
        "It is slower than Kimi K2.6 at 750 tokens per second.",
        "The model (unlike Kimi K2.6) runs at 750 tokens per second.",
        "与Kimi K2.6相比该模型每秒750个token。",
        "和Kimi K2.6相比该模型每秒750个token。",
        # ... or whose rival the figure's thing is
        "Kimi K2.6's rival runs at 750 tokens per second.",
        "Kimi K2.6’s closest competitor runs at 750 tokens per second.",
        "Kimi K2.6 的竞争对手以每秒 750 个 token 的速度运行。",
        "Конкурент Kimi K2.6 выдаёт 750 токенов в секунду.",
        "В отличие от Kimi K2.6 модель выдаёт 750 токенов в секунду.",
        "Модель медленнее Kimi K2.6 и выдаёт 750 токенов в секунду.",
        "Kimi K2.6, unlike Sol, runs at 1000 tokens per second.",
        # ... in a clause of its own after the figure's, no appositive
        "It runs at 1000 tokens per second, unlike Sol.",
        "It runs at 1000 tokens per second, faster than Sol.",
        "每秒1000个token，比Sol快。",
        # ... nor a possessive with no word to open an appositive: it says too many things
        "Kimi K2.6 is fast. It runs at 1000 tokens per second, Sol's engineers confirmed.",
        "Kimi K2.6 is fast. It runs at 1000 tokens per second, Sol's predecessor.",
        "Kimi K2.6 is fast. It runs at 1000 tokens per second, Sol's launch day.",
        # ... or both named, an appositive's whatever it says of the figure
        "Kimi K2.6 runs at 1000 tokens per second, the speed Sol cannot reach.",
        # ... or one that says what the figure is not
        "It runs at 1000 tokens per second, the speed Sol cannot reach.",
        "每秒1000个token，这是Sol无法达到的速度。",
        "每秒1000个token，这是Sol达不到的速度。",
        "Скорость — 1000 токенов в секунду, это скорость, которую Sol не может достичь.",
        "It runs at 1000 tokens per second, which is not Sol's speed.",
        "1000 tokens per second cannot be Sol's speed.",
        # ... nor one where the name does something, not whose the figure is (the second
        # review's finds against the appositive rule: the pronoun is Kimi K2.6)
        "Kimi K2.6 is fast. It runs at 1000 tokens per second, the speed Sol never reached.",
        "Kimi K2.6 is fast. It runs at 1000 tokens per second, the day after Sol launched.",
        "Kimi K2.6 is fast. It runs at 1000 tokens per second, the model Sol was built to beat.",
        "Kimi K2.6 is fast. It runs at 1000 tokens per second (the record Sol lost).",
        "Kimi K2.6 is fast. It runs at 1000 tokens per second, the target Sol missed.",
        "Kimi K2.6 很快。它每秒1000个token，这是Sol所不能及的。",
        "Kimi K2.6 很快。它每秒1000个token，这是Sol发布后的第二天。",
        "Kimi K2.6 быстра. Она выдаёт 1000 токенов в секунду, это то, что Sol обещала.",
        # ... or is only rumoured to do, or may: a doubt sets the name apart as a denial does
        # (each was a finding)
        "Kimi K2.6 is fast. It runs at 1000 tokens per second, which is what Sol was rumoured "
        "to reach.",
        "Kimi K2.6 is fast. It runs at 1000 tokens per second, the speed Sol may reach.",
        "Kimi K2.6 很快。它每秒1000个token，这是传闻中Sol能达到的速度。",
        # a row naming a model, by the subject rule; an empty cell keeps the columns
        "| 模型 | 速度（token/秒） | 上下文 |\n|---|---|---|\n| Kimi K2.6 | 1000 | |",
        "| Model | Throughput (tokens/s) |\n|---|---|\n| Sol |  |\n| Kimi K2.6 | 1000 |",
        # each figure in its thing's column, the row's label giving the unit of both
        "| Model | Sol | Kimi K2.6 |\n|---|---|---|\n| Throughput (tokens/s) | 750 | 1000 |",
        "| Модель | Sol | Kimi K2.6 |\n|---|---|---|\n| Скорость, токенов/с | 750 | 1000 |",
        "| Metric | Unit | Sol | Kimi K2.6 |\n|---|---|---|---|\n"
        "| Throughput | tokens/s | 750 | 1000 |",
        "| 指标 | 单位 | Sol | Kimi K2.6 |\n|---|---|---|---|\n| 速度 | token/秒 | 750 | 1000 |",
        "| Показатель | Ед. изм. | Sol | Kimi K2.6 |\n|---|---|---|---|\n"
        "| Скорость | ток/с | 750 | 1000 |",
        # ... and a word that compares after the figure, in its clause
        "Модель выдаёт 750 токенов в секунду и уступает Kimi K2.6.",
        "该模型每秒输出 750 个 token 低于 Kimi K2.6 的 1000 个。",
        # ... whose name right before the figure, possessive of it or after a colon, may
        # be the figure's all the same (the third review's finds: each was a finding)
        "Sol trails Kimi K2.6's 1000 tokens per second.",
        "Sol falls short of Kimi K2.6's 1000 tokens per second.",
        "Sol lags behind Kimi K2.6 at 1000 tokens per second.",
        "Sol 落后于 Kimi K2.6 的每秒 1000 个 token。",
        "Sol уступает Kimi K2.6 с её 1000 токенов в секунду.",
        "GPT-5.6 Sol 和 Kimi K2.6 的速度对比：Kimi K2.6 每秒 1000 个 token。",
        # ... and one before a colon heads the figures after it
        "Sol 和 Kimi K2.6 的对比：每秒 750 和 1000 个 token。",
        "Sol vs Kimi K2.6: 750 vs 1000 tokens per second.",
        # ... or after the figure and a word that denies it is the thing's
        "1000 tokens per second is not Sol's speed but Kimi K2.6's.",
        "1000 tokens per second isn't Sol's speed.",
        "每秒 1000 个 token 并不是 Sol 的速度。",
        "每秒 1000 个 token 并非 Sol 的速度。",
        "1000 токенов в секунду — это не скорость Sol.",
        # neither named: the thing is the page's
        "The model runs at 1000 tokens per second.",
        "Модель выдаёт 1000 токенов в секунду.",
        # whose claim it is, or who estimates it, is no other thing
        "OpenAI's model runs at 750 tokens per second.",
        "According to SemiAnalysis, Sol has 3 trillion parameters.",
        "SemiAnalysis estimates that Sol has 3 trillion parameters.",
        # the hardware is no other thing than the models the ledger runs on it
        "Sol runs on Cerebras at 750 tokens per second.",
        "Cerebras has served models of 1 trillion parameters.",
        "On Cerebras, the model is estimated to use 150 billion active parameters per token.",
        "在 Cerebras 上，该模型估计每个 token 激活 1500 亿参数。",
    ],
)
def test_a_figure_of_a_thing_the_sentence_names_or_leaves_open_is_backed(sentence: str) -> None:
    assert Auditor(SUBJECTS).audit_text(sentence, "page.md") == []


@pytest.mark.parametrize(
    "sentence",
    [
        "Kimi K2.6 很快。它每秒1000个token，即Sol的两倍。",
        "Kimi K2.6 быстра: 1000 токенов в секунду, это вдвое больше, чем у Sol.",
    ],
)
def test_an_appositive_of_a_ratio_gives_the_figure_before_it_no_thing(sentence: str) -> None:
    """ "，即Sol的两倍" compares: the figure before it is not Sol's (it was an unsourced
    number about Sol besides the ratio's own finding: the second review's find)."""
    found = Auditor(SUBJECTS).audit_text(sentence, "page.md")
    assert [f.message for f in found if "about Sol" in f.message] == []
    assert all(f.rule == "unsourced-number" and "1000" not in f.message for f in found)


@pytest.mark.parametrize(
    "text",
    [
        "Sol runs on Cerebras with 3 trillion parameters. This is an estimate of Kimi's size.",
        "Sol has 3 trillion parameters on Cerebras. This is a rumour about Kimi.",
        "Sol работает на Cerebras и имеет 3 триллиона параметров. Это оценка размера Kimi.",
    ],
)
def test_a_thing_two_subjects_name_relates_no_model_to_another(text: str) -> None:
    """Cerebras, named after Kimi K2.6 in "Kimi K2.6 throughput on Cerebras", made Kimi a
    name of any sentence naming Cerebras, so a remark about Kimi hedged Sol's figure (the
    second review's find): the ledger relates only the names of the thing a subject
    opens with."""
    assert [f.rule for f in Auditor(SUBJECTS).audit_text(text, "page.md")] == [
        "speculation-as-fact"
    ]


THREE_TRILLION = [  # after sources/000_...txt and 002_...txt: the estimate, hedged or not
    "According to outside technical analysis, GPT-5.6 Sol has about three trillion parameters.",
    "GPT-5.6 Sol has about three trillion parameters.",
    "据外部技术分析估计，该模型包含约三万亿个参数。",
    "该模型包含约三万亿个参数。",
    "По оценкам внешнего технического анализа, модель содержит примерно три триллиона параметров.",
    "Модель содержит примерно три триллиона параметров.",
]


@pytest.mark.parametrize(
    ("sentence", "hedged"), [(s, not i % 2) for i, s in enumerate(THREE_TRILLION)]
)
def test_a_figure_that_repeats_a_retracted_claim_is_no_broader_ranges(
    sentence: str, hedged: bool
) -> None:
    """Once the 3T estimate is retracted, Goodson's 2T to 4T still allows "three
    trillion", but the page repeats the retracted figure: a disputed-claim, as for a
    disputed claim, hedged or not, naming the retraction and why; unhedged, it states the
    estimate that allows it as fact too, a speculation-as-fact beside it (was the repeat
    alone, which a team warning of disputed claims let pass).  A claim that states the
    figure itself still backs it as ever, and so does a range no one has withdrawn."""
    withdrawn = replace(
        retracted("params-3t", 3e12, "parameter", "superseded by the 2T-4T estimate"),
        attributed_to=["outside technical analysis"],
    )
    claims = [withdrawn if c.id == "params-3t" else c for c in CLAIMS]
    as_fact = [] if hedged else [("speculation-as-fact", ("params-2t-4t",))]
    expected = [("disputed-claim", ("params-3t", "params-2t-4t")), *as_fact]
    found = Auditor(claims).audit_text(sentence, "page.md")
    assert [(f.rule, f.claims) for f in found] == expected
    assert found[0].message.endswith(
        ' (3T parameter) repeats params-3t, retracted ("superseded by the 2T-4T estimate"); '
        "only a broader range backs it: params-2t-4t (estimate, 2T–4T parameter)"
    )
    assert hedged or " is backed only by estimate claims (params-2t-4t) " in found[1].message
    disputed = [replace(c, status="disputed") if c is withdrawn else c for c in claims]
    found = Auditor(disputed).audit_text(sentence)
    assert [(f.rule, f.claims) for f in found] == expected
    assert found[0].message.endswith(
        " (3T parameter) repeats disputed claim params-3t; "
        "only a broader range backs it: params-2t-4t (estimate, 2T–4T parameter)"
    )
    # the rules apart: each as the configuration enables it
    for rule in ("disputed-claim", "speculation-as-fact"):
        alone = Auditor(claims, config=AuditConfig(severity={rule: "off"})).audit_text(sentence)
        assert [f.rule for f in alone] == [r for r, _ in expected if r != rule]
    # an estimate that states the figure itself: the page's is that estimate's, as before
    restated = claim("params-3t-semianalysis", "estimate", 3e12, unit="parameter")
    before = [f.rule for f in run(sentence)]
    assert [(f.rule, f.claims) for f in Auditor([*claims, restated]).audit_text(sentence)] == [
        (rule, ("params-2t-4t", "params-3t-semianalysis")) for rule in before
    ]


@pytest.mark.parametrize(
    "sentence",
    [
        "The caption gives GPT-5.6 Sol 3 trillion parameters, which is a typo.",
        "GPT-5.6 Sol 有 3 万亿参数，这显然是图片说明的笔误。",
        "Подпись приписывает GPT-5.6 Sol 3 триллиона параметров — это явная ошибка.",
    ],
)
def test_a_repeat_the_sentence_calls_an_error_states_no_estimate_either(sentence: str) -> None:
    """A disputed 3T that Goodson's 2T to 4T allows, called an error in its sentence,
    states the dispute: neither finding (the speculation-as-fact beside the repeat was
    reported alone: the second engineer's find)."""
    disputed = [replace(c, status="disputed") if c.id == "params-3t" else c for c in CLAIMS]
    assert Auditor(disputed).audit_text(sentence, "page.md") == []
    stated = sentence.split(",")[0].split("，")[0].split(" —")[0] + "."
    assert [f.rule for f in Auditor(disputed).audit_text(stated, "page.md")] == [
        "disputed-claim",
        "speculation-as-fact",
    ]


@pytest.mark.parametrize(
    "sentence",
    [
        "Sol: 750 tokens/second.",
        "Sol: 750 tok/sec.",
        "OpenAI quotes 750 tokens per sec for Sol.",
        "Kimi K2.6: 1000 tokens/second on Cerebras.",
        "GPT-5.6 Sol 的速度为 750 tokens/秒。",
        "Sol выдаёт 750 токенов/сек.",
        "Скорость Sol: 750 токенов в сек.",
        # words between the time and the figure, or the time elsewhere in the clause
        "Sol 每秒可输出750个token。",
        "Sol 每秒最高750个token。",
        "Sol 一秒可输出750个token。",
        "Sol can generate 750 tokens every second.",
        "Каждую секунду Sol выдаёт 750 токенов.",
    ],
)
def test_rate_spellings_read_as_rates(sentence: str) -> None:
    assert run(sentence) == []


@pytest.mark.parametrize(
    "sentence",
    [
        # a rate's time is that figure's: the later count is the output limit's (the
        # context window's) and no rate
        "Sol выдаёт 750 токенов в секунду при контексте в 128 тысяч токенов.",
        "Каждую секунду Sol выдаёт 750 токенов при контексте 128 тысяч токенов.",
        "Every second, Sol writes 750 tokens from a 128K-token context.",
        "Sol 每秒可输出750个token，上下文为105万个token。",
        # 每秒 earlier in the sentence, not opening it with a comma: the context window's
        "每秒钟的延迟都很关键，而 Sol 的上下文窗口达到 105 万个 token。",
        "按每秒计费，Sol 的上下文为 105 万个 token。",
    ],
)
def test_a_count_after_a_rate_is_a_count(sentence: str) -> None:
    assert run(sentence) == []


@pytest.mark.parametrize(
    "sentence",
    [
        # Sol's 750 token/s and Kimi's 1000, each a rate
        "每秒钟，Sol 可以输出 750 个 token。",
        "每一秒，Sol 可以输出 750 个 token。",
        "Sol 和 Kimi K2.6 的速度分别为每秒750和1000个token。",
        "Every second Sol writes 750 tokens.",
        "Kimi K2.6 writes about 1000 tokens in one second.",
    ],
)
def test_a_rate_whose_time_stands_apart_is_backed_by_the_rate(sentence: str) -> None:
    assert run(sentence) == []


@pytest.mark.parametrize(
    "sentence",
    ["Sol's output limit is 128 K tokens.", "Kimi K2.6 streams about 1 K tokens a second."],
)
def test_a_spaced_k_before_a_unit_is_a_thousand(sentence: str) -> None:
    """128,000 tokens, the output limit's claim, and 1000 token/s, Kimi's (was 128 tokens
    and 1 token/s, no claim's)."""
    assert run(sentence) == []


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # the 1.05M context's claim and the 128K output limit's back them
        ("The context is 1.05 M tokens.", []),
        ("上下文为 1.05 M token。", []),
        ("Контекст — 1,05 М токенов, вывод — до 128 К токенов.", []),
        ("Контекст — 1,050М токенов.", []),
        # ... and no claim backs these (the Russian ones were read as no figure or 120)
        ("Контекст — 1,5М токенов.", [("unsourced-number", "1,5М токенов")]),
        ("Контекст — 1,5 М токенов.", [("unsourced-number", "1,5 М токенов")]),
        ("Вывод — до 120 К токенов.", [("unsourced-number", "120 К токенов")]),
    ],
)
def test_a_scale_letter_in_either_script_scales_the_figure(
    sentence: str, expected: list[tuple[str, str]]
) -> None:
    """They were 1.05 token and 1.05 M token (no claim's), "1,05М" and "1,5М" no figure,
    "1,050М" 1050 million, "128 К" and "120 К" 128 and 120 (no figures of 1000 up)."""
    assert rules(sentence) == expected


def test_every_second_before_an_acronym_makes_no_rate() -> None:
    """Every other GPU (H100) processes a count, no rate: no claim's, as Sol's speed is a
    rate and backs no count; "Every second Sol writes" is Sol's rate."""
    for sentence in (
        "Every second GPU processes 750 tokens.",
        "Every second H100 processes 750 tokens.",
    ):
        assert rules(sentence) == [("unsourced-number", "750 tokens")]
    assert rules("Every second Sol writes 750 tokens.") == []


def test_in_a_second_before_a_word_makes_no_rate() -> None:
    """A second pass is no time: the count is no rate's (750 tokens no claim's,
    128,000 the output limit's), while "in a second." ends a rate (Sol's 750 token/s)."""
    assert rules("Sol wrote 750 tokens in a second pass.") == [("unsourced-number", "750 tokens")]
    assert rules("Sol wrote 128,000 tokens in a second pass.") == []
    assert rules("Sol writes 750 tokens in a second.") == []


def test_russian_rate_abbreviation_is_a_unit() -> None:
    assert rules("Сайт обещает 900 ток/с.") == [("unsourced-number", "900 ток/с")]
    assert find_quantities("Это 900 ток/с.")[0].unit == "token/s"
    # "ток" alone is an electric current, no token (its 900 А amperes)
    assert [q.unit for q in find_quantities("ток 900 А и 900 ток")] == ["A", None]


@pytest.mark.parametrize(
    "sentence",
    [
        "Input costs $1.25 per million tokens.",
        "输入价格：每百万token 1.25美元。",
        "Ввод стоит 1,25 доллара за миллион токенов.",
        "Sol 的价格为每 1000 个 token 0.01 美元。",
        "Sol 的价格为每千个token 0.01 美元。",
        "Цена — 0,01 доллара за 1000 токенов.",
        "Sol costs $0.01/1000 tokens.",
    ],
)
def test_a_price_per_million_tokens_reports_the_price_only(sentence: str) -> None:
    assert [(f.rule, f.unit) for f in run(sentence)] == [("unsourced-number", "USD")]


@pytest.mark.parametrize(
    "sentence",
    [
        "The roadmap covers 2025–2027.",
        "In the years 2024-2026 prices fell.",
        "В 2025–2027 годах цены упадут.",
        "路线图涵盖2025—2027年。",
        "Sol 于二〇二六年十一月上线。",  # a year in Chinese digits written one by one
        # a month and day: a date, not the figures 12 and 2
        "OpenAI于12月2日发布了GPT-5.6 Sol，Cerebras在12 月 25 日跟进。",
        "2 декабря OpenAI выпустила модель; 15 декабря вышел отчёт.",
        "On December 12, OpenAI released it; on 22 December, Cerebras followed.",
        # a span of days: one date, not a date and the figure 5
        "Cerebras于12月2日至5日展示了晶圆。",
        "It runs from 2–5 December; the preview ran December 2 to 5.",
        "На 2–5 мая назначен запуск.",
    ],
)
def test_year_ranges_are_dates_and_not_audited(sentence: str) -> None:
    assert run(sentence, AuditConfig(unitless_numbers="all")) == []


@pytest.mark.parametrize(
    "sentence",
    [
        # hours and minutes that say when (14:30) state no figure, as a date does not
        "Сбор в 9 часов 30 минут утра",
        "Обновление выйдет в 18 ч 30 мин МСК.",
        "Встреча начнётся в 10 часов утра.",
        "Эфир в 21 час по московскому времени.",
        "会议于 9:30 开始，14 点 30 分结束。",
        "发布会定于下午 3 点半开始。",
    ],
)
@pytest.mark.parametrize("policy", ["large", "all"])
def test_a_time_of_day_is_not_audited(sentence: str, policy: str) -> None:
    assert rules(sentence, config=AuditConfig(unitless_numbers=policy)) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "Support ticket 9150 was closed on Friday.",
        "See issue #4521; the server listens on port 8080.",
        "Build 1050000 is on page 750, line 9200, step 1000.",
        "Заявка № 9150 закрыта, сервер слушает порт 8080.",
        "См. номер 1000 на странице 9200.",
        "工单9150已关闭，端口8080已开放。",
        "9150号工单已关闭，见第9200页。",
        # the label after the number too, and a space either side, as pages write them
        "客户端运行在 8080 端口。",
        "客户端运行在8080端口。",
        "请参阅 4521 号工单。",
        "详见第 1200 页。",
        # a port, or one after a host and a colon outside a URL
        "Port 8080 must be open; Sol listens on localhost:8000 and 10.0.0.12:8443.",
        "Откройте порты 8080; API слушает api.example.com:8443.",
        # codes, phone numbers and tax ids (each was an unsourced number)
        "Error code 4290 means the Sol rate limit was hit.",
        "Код ошибки 4290 означает, что лимит Sol исчерпан.",
        "ИНН 7707083893, КПП 773601001.",
        "Sol 客服电话：400 820 8820。",
        "邮编 100080，错误码 4290。",
        "Sol support: call 1 800 555 0199.",
        # a singular label and a colon, as an FAQ writes them (the third review)
        "Port: 8080. Ticket: 9150. Build: 4521. Issue #: 4521.",
        "端口：8080，工单：9150。",
        "Порт: 8080, страница: 1200.",
        # a letter glued to the digits after a label names a room or a section
        "The workshop is in room 1B; see section 3B for the wafer map.",
        "Поддержка Sol: 8 800 555 35 35.",
        # a phone number written with hyphens, whatever word follows it (the second
        # review of 15867f7: each was an unsourced range or figures)
        "Call us at 933-4980 anytime.",
        "Dial 555-933-4980 Monday to Friday.",
        "Звоните 933-4980 круглосуточно.",
        "Contact Goodson at 933-4980 weekdays.",
        "Our hotline 555-0199 operates daily.",
        # ... or after an area code, in brackets or before a hyphen (the editor's: each was
        # an unsourced range or figures)
        "客服電話：(02) 2345-6789",
        "| 渠道 | 联系方式 |\n|---|---|\n| 客服電話 | (02) 2345-6789 |",
        "服務專線：(02) 2345-6789",
        "Tel: (02) 2345-6789",
        "电话：(010) 6552-1234",
        "客服电话：010-8888 6666",
        "电话：021-5888 1234",
        # ... or a local number of two groups of four after a word of calling
        "客服電話：2345-6789",
        "Tel: 2345-6789",
        # a service hotline after a word of calling (the editor's: each was a figure)
        "请拨打 95588 咨询。",
        "客服热线 95588。",
        "Call 95588 for support.",
        # rooms, offices, postcodes, suites and street numbers, as "room 1201", "ZIP 94103"
        # and "世纪大道 1568 号" (the editor's: each was a figure)
        "地址：1 号 1501 室。",
        "下午在 1201 会议室开会。",
        "Приходите в офис 1501, индекс 125009.",
        "Семинар пройдёт в аудитории 1201.",
        "Visit Suite 1500 at 1455 Market St. in room 1201, ZIP 94103.",
        "地址：世纪大道 1568 号。",
        # a document's table, figure or article, and a code that names what it codes
        # (the editor's finds: each was an unsourced number)
        "See Appendix B, Table 1300 for the data; Section 1201 covers it.",
        "请参阅附录 B 表 1200 中的数据，见表 1300 和第 1165 条。",
        "См. приложение Б, табл. 1300 и рис. 1200.",
        "Согласно ст. 1253 ГК РФ и статье 1254 ответственность несёт продавец.",
        "Артикул товара 12345678.",
        "The ticket was opened by user 10234.",
        # codes to type, postcodes, boxes and street numbers (a review's pages audited a
        # passcode, a street number, postcodes and a P.O. box)
        "Dial-in 1-800-555-0199, passcode 482913.",
        "The PIN 4821 unlocks it.",
        "Ваш код доступа: 4821.",
        "Пароль: 482913.",
        "验证码：482913，请勿泄露。",
        "Investor relations: 2788 San Tomas Expressway, Santa Clara, CA 95051.",
        "Visit us at 767 Fifth Avenue.",
        "Почтовый индекс 119021, Москва.",
        "Адрес: 107016, Москва, ул. Неглинная.",
        "Mailing address: P.O. Box 1150, Austin, TX 78767-1150",
    ],
)
def test_a_number_after_a_label_names_something(sentence: str) -> None:
    assert run(sentence, AuditConfig(unitless_numbers="all")) == []


@pytest.mark.parametrize(
    ("sentence", "figures"),
    [
        # a plural label with a colon heads a count (they were silenced by the colon)
        (
            "The report: pages: 1,200; tickets: 9,150.",
            ["1,200", "9,150"],
        ),
        ("- **Pages:** 1,200", ["1,200"]),
        # a noun before a Chinese count names what is counted, not an identifier
        ("GPT-5.6 Sol 新增账号 3000 万个。", ["3000 万"]),
        ("Codex 每天提交代码 300 万次。", ["300 万"]),
        ("客服中心每天接听电话 3 万通。", ["3 万"]),
        # ... or after a word of calling, what it counts after it
        ("Agents call 1500 tools in one session.", ["1500"]),
        ("客服每天拨打 3000 次。", ["3000"]),
        # 表 and 图 inside a word are no table or figure
        ("他代表 1200 名员工发言，发表 1300 篇论文。", ["1200", "1300"]),
        ("Код написали 3000 разработчиков.", ["3000"]),
        # ... and a measure after a code's name is one
        ("Код доступа 1500 минут назад был изменён.", ["1500 минут"]),
        ("Compress with zip: 2000 MB becomes 5 MB.", ["2000 MB", "5 MB"]),
    ],
)
def test_a_count_after_a_label_noun_is_audited(sentence: str, figures: list[str]) -> None:
    found = rules(sentence, config=AuditConfig(unitless_numbers="all"))
    assert found == [("unsourced-number", figure) for figure in figures]


def test_a_column_of_versions_or_codes_names_things() -> None:
    page = (
        "| Version | Date | Change |\n|---|---|---|\n| 1200 | 2026-05-01 | Sol fixes |\n\n"
        "| Build | Sol tokens/s |\n|---|---|\n| 4521 | 900 |\n\n"
        "| 版本 | 说明 |\n|---|---|\n| 4521 | 修复 |\n\n"
        "| Код ошибки | Значение |\n|---|---|\n| 4290 | лимит |\n\n"
        "| Release | Sol tokens/s |\n|---|---|\n| Sol | 4521 |\n"
    )
    # only the speeds, and the figure of a column that names no release
    assert rules(page, config=AuditConfig(unitless_numbers="all")) == [
        ("unsourced-number", "900"),
        ("unsourced-number", "4521"),
    ]


def test_a_label_that_is_also_a_verb_labels_only_in_the_singular() -> None:
    found = rules("Cerebras builds 1500 systems; OpenAI releases 5000 seats in issue 3000.")
    assert found == [("unsourced-number", "1500"), ("unsourced-number", "5000")]


def test_a_number_after_a_colon_but_no_host_is_audited() -> None:
    found = rules("The ratio is 3:2500; Sol: 4000.", config=AuditConfig(unitless_numbers="all"))
    assert [text for _, text in found] == ["3", "2500", "4000"]
    # a model's version, a release, a time are no hosts; "ports" a verb, портов a count
    page = (
        "GPT-5.6:4100 users. Sol v1.5:4200 users. The Sol.v2:4300 release. Run at 10.30:4400. "
        "OpenAI ports 4500 models to Cerebras. У коммутатора портов 4600."
    )
    assert [text for _, text in rules(page)] == ["4100", "4200", "4300", "4400", "4500", "4600"]


def test_a_number_after_a_label_with_a_unit_is_still_audited() -> None:
    assert rules("Issue 12: Sol needs 42 wafers.") == [("unsourced-number", "42 wafers")]
    assert rules("The ticket says 42 wafers.") == [("unsourced-number", "42 wafers")]
    assert rules("In room 1201, Sol runs at 1500 tokens per second.") == [
        ("unsourced-number", "1500 tokens per second")
    ]
    assert rules("Офис 1501 MW, Suite 1502 MW, 1503 MW Market St.") == [
        ("unsourced-number", "1501 MW"),
        ("unsourced-number", "1502 MW"),
        ("unsourced-number", "1503 MW"),
    ]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("参见《1000个晶圆的故事》一书。", []),
        ("参见《晶圆的故事》第二版〈800 token/s 从何而来〉一章。", []),
        ("《1000个晶圆的故事》一书称 Sol 需要1200片晶圆。", [("unsourced-number", "1200片晶圆")]),
    ],
)
def test_the_title_of_a_cited_work_is_not_audited(
    sentence: str, expected: list[tuple[str, str]]
) -> None:
    assert rules(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "text"),
    [
        (
            "Sol is deployed across 70 to 100 Cerebras wafer-scale systems.",
            "70 to 100 Cerebras wafer-scale systems",
        ),
        ("Sol uses 100 Cerebras wafers.", "100 Cerebras wafers"),
        ("Sol runs on 70 WSE-3 wafers.", "70 WSE-3 wafers"),
        ("Sol 部署在70到100片Cerebras晶圆上。", "70到100片Cerebras晶圆"),
        ("Sol работает на 70 Cerebras wafer-scale системах.", "70 Cerebras wafer-scale системах"),
    ],
)
def test_a_unit_after_a_product_name_is_the_numbers_unit(sentence: str, text: str) -> None:
    assert rules(sentence) == [("speculation-as-fact", text)]


@pytest.mark.parametrize(
    "sentence",
    [
        "The site will draw 750,000 kW.",
        "The site will draw 750 000 kW, that is 0.75 GW.",
        "Площадка потребует 0,75 ГВт.",
        "该园区将消耗0.75吉瓦电力。",
    ],
)
def test_power_in_other_sizes_is_backed_by_the_mw_claim(sentence: str) -> None:
    assert run(sentence) == []


def test_a_data_rate_is_no_capacity() -> None:
    found = run("Bandwidth is 400 GB/s.")
    assert [(f.rule, f.text, f.unit) for f in found] == [("unsourced-number", "400 GB/s", "GB/s")]
    assert "(400 GB/s)" in found[0].message


def test_finding_position_and_fields() -> None:
    (f,) = run("# Speed\n\nIntro line.\nSol needs **42** wafers today.\n")
    assert (f.path, f.line, f.column, f.end_line, f.end_column) == ("page.md", 4, 13, 4, 24)
    assert f.as_json() == {
        "path": "page.md",
        "line": 4,
        "column": 13,
        "rule": "unsourced-number",
        "severity": "error",
        "message": '"42 wafers" (42 wafer) is backed by no claim (nearest: wafers-70-100, '
        "70–100 wafer)",
        "value": {"low": 42.0, "high": 42.0},
        "unit": "wafer",
        "claims": [],
    }


# --------------------------------------------------------------------------- traps


@pytest.mark.parametrize(
    "text",
    [
        "GPT-5.6 Sol, Kimi K2.6, WSE-3, NVL72, H200 and K2 are names, not numbers.",
        "OpenAI's GPT-5.6 runs on the WSE-3 while others use H200 in NVL72 racks.",
        # a model's name may end in its size
        "Llama 3.1 405B is a different model from GPT-5.6 Sol.",
        "Sol is compared with Llama 3 70B, Qwen2.5 72B, Mixtral 8x7B and DeepSeek-V3 671B.",
        "Llama 3.1 405B 与 GPT-5.6 Sol 是不同的模型。",
        "Llama 3.1 405B и GPT-5.6 Sol — разные модели.",
        "---\ntitle: Sol\ndate: 2026-06-01\nversion: 3\ncount: 42 wafers\n---\n\nNo figure.\n",
        "1. First step\n2. Second step\n10. Tenth step\n",
        "# 1. Introduction\n\n## 2.3 Background\n\n### 4) Details\n",
        "Run `kb audit --min 42 wafers` first.\n",
        "```\n42 wafers and 900 tokens per second\n```\n",
        "    42 wafers in an indented code block\n",
        "See https://example.com/42-wafers/900 and <https://example.com/7>.\n",
        'Read [the page](https://example.com/42/wafers "42 wafers").\n',
        '![a chart](img/42-wafers.png "900 tokens")\n',
        # an HTML block's text is prose (test_html_block_text_is_prose), not its tags,
        # comments, code, script, style or math
        '<div title="42 wafers" data-wafers="43"><!-- 44 wafers --></div>\n',
        "<pre>\n42 wafers\n</pre>\n",
        "<p>Run <code>kb audit --min 42 wafers</code>, press <kbd>F5</kbd>.</p>\n",
        '<script>\nconst wafers = "42 wafers";\n</script>\n<style>p { width: 4200px; }</style>\n',
        "<math><mn>42</mn><mi>wafers</mi></math>\n",
        "Run <code>kb audit --min 42 wafers</code> or <kbd>42</kbd> <samp>wafers</samp>.\n",
        'Text with <span title="42 wafers">html</span> inline.\n',
        "Released in June 2026, updated 2026年6月, в июне 2026 года.\n",
        "In 2026 we wrote 3 steps and 2 options on 12 pages.\n",
        # a processor's name ends in a K that is no thousand (14900K was 14.9 million, and
        # "Ultra 9 285K" 9,285,000)
        "The Core i9 14900K and the Core Ultra 9 285K are Intel's.\n",
        "Процессоры Core i7 13700K и i5 13600K дешевле.\n",
        "Intel 的 Core i9 14900K 是旗舰。\n",
    ],
)
def test_traps_are_not_quantities(text: str) -> None:
    assert run(text) == []


@pytest.mark.parametrize(
    "text",
    [
        # a size after an acronym's version is a closed model's rumoured size, a figure
        "Rumours put GPT-4 1.8T and GPT-5.6 3T in size.",
        "GPT-4 1.8T — размер по слухам.",
        "GPT-4 1.8T 是传闻中的规模。",
    ],
)
def test_a_size_after_no_open_models_name_is_audited(text: str) -> None:
    assert rules(text) == [("unsourced-number", "1.8T")]


@pytest.mark.parametrize(
    ("heading", "expected"),
    [
        # a headline that opens with its figure: the figure is audited, not taken for
        # the section's number
        (
            "## 3 trillion parameters, explained",
            [("speculation-as-fact", "3 trillion parameters")],
        ),
        ("## 1200 片晶圆的猜想", [("unsourced-number", "1200 片晶圆")]),
        ("## 800 token/s 从何而来", [("unsourced-number", "800 token/s")]),
        ("## 400 МВт для кампуса Sol", [("unsourced-number", "400 МВт")]),
        ("## 2.5 trillion parameters", [("speculation-as-fact", "2.5 trillion parameters")]),
        ("## 2.5 万亿参数从何而来", [("speculation-as-fact", "2.5 万亿参数")]),
        # numbers as sections are numbered: "1.", "2.1", "1)", "IV.", 一、, 第一章
        ("# 1. Sol 的 3 万亿参数之谜", [("speculation-as-fact", "3 万亿参数")]),
        ("## 2.1. 1200 wafers", [("unsourced-number", "1200 wafers")]),
        ("## 2.1 Parameters", []),
        ("## 1.2.3 Tokens", []),
        ("## IV. Wafers", []),
        ("## 3) Слои модели", []),
        ("## 一、1200片晶圆", [("unsourced-number", "1200片晶圆")]),
        ("## 第一章 概述", []),
        # zero-padded, as a magazine numbers its sections (a WeChat long read's "## 02
        # 参数量：各家说法不一" was the unsourced-number "02 参数", 2 parameters)
        ("## 02 参数量：各家说法不一", []),
        ("## 03 晶圆数：七十到一百片？", []),
        ("## 03晶圆数", []),
        ("## 02 Parameters", []),
        ("## 02 Параметры", []),
        ("## 01 Sol 的 3 万亿参数之谜", [("speculation-as-fact", "3 万亿参数")]),
        ("## 04 400 МВт для кампуса Sol", [("unsourced-number", "400 МВт")]),
        ("## 0.5 trillion parameters", [("unsourced-number", "0.5 trillion parameters")]),
    ],
)
def test_a_heading_number_is_only_a_sections_number(
    heading: str, expected: list[tuple[str, str]]
) -> None:
    assert rules(f"{heading}\n") == expected


@pytest.mark.parametrize(
    ("heading", "expected"),
    [
        # a zero before two digits or more is a figure's, no section's number (each lost
        # its figure; the speed claims are left out, so that 0750 is found unsourced)
        ("## 080 wafers", [("speculation-as-fact", "080 wafers")]),
        ("## 080片晶圆", [("speculation-as-fact", "080片晶圆")]),
        ("## 080 пластин", [("speculation-as-fact", "080 пластин")]),
        ("## 0750 tokens/s", [("unsourced-number", "0750 tokens/s")]),
        ("## 0750 токенов в секунду", [("unsourced-number", "0750 токенов в секунду")]),
        # 0 and one digit numbers the section
        ("## 02 参数量：各家说法不一", []),
        ("## 03 晶圆数：七十到一百片？", []),
        ("## 02 Parameters", []),
        ("## 02 Параметры", []),
    ],
)
def test_a_zero_before_more_than_one_digit_is_a_figures(
    heading: str, expected: list[tuple[str, str]]
) -> None:
    claims = [c for c in CLAIMS if c.unit != "token/s"]
    found = Auditor(claims).audit_text(f"{heading}\n", "page.md")
    assert [(f.rule, f.text) for f in found] == expected


@pytest.mark.parametrize(
    ("page", "stated"),
    [
        ("## “3 万亿参数”\n\n这一估计从何而来。\n", False),
        ("## «3 триллиона параметров»\n\nОткуда эта оценка.\n", False),
        ('## "3 trillion parameters"\n\nWhere the estimate comes from.\n', False),
        ("## 3 trillion parameters\n\nWhere the estimate comes from.\n", True),
        ("Sol has “3 trillion parameters”.\n", True),
    ],
)
def test_a_heading_that_is_a_quoted_figure_names_its_section(page: str, stated: bool) -> None:
    """ "## “一片晶圆一层”" (the Chinese source's heading) names the theory its section is
    about; an unquoted headline, or a quoted figure in a sentence, states it."""
    assert [rule for rule, _ in rules(page)] == (["speculation-as-fact"] if stated else [])


@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        # a quoted figure that names an idea states nothing (the first three, a WeChat
        # post's, a Telegram post's and an editor's, were speculation-as-fact)
        ("这种“一片晶圆一层”的流水线设计，能让多个 token 同时在不同阶段被处理。", False),
        ("“一片晶圆一层”的设想很大胆。", False),
        ("「一片晶圓一層」的方案需要更多機櫃。", False),
        ("“一片晶圆一层”的说法流传甚广。", False),
        (
            "Отсюда и родилась идея «одна пластина на слой» — каждому слою своя вейфер-система.",
            False,
        ),
        ("Концепция «одна пластина на слой» проста.", False),
        ("Схему «одна пластина на слой» легко масштабировать.", False),
        ('This is where the idea of "one wafer per layer" comes from.', False),
        ('The "one wafer per layer" design keeps every layer on its own wafer.', False),
        ("The “one wafer per layer” concept is simple.", False),
        # passed already: a theory, a hypothesis are hedges
        ("这种“一片晶圆一层”的理论很新。", False),
        ("Отсюда и родилась гипотеза «одна пластина на слой».", False),
        # unquoted, quoted with no idea named, or a quote that holds more: stated
        ("这种每层一片晶圆的设计很巧妙。", True),
        ("Sol 采用“一片晶圆一层”。", True),
        ("«Одна пластина на слой» — так устроена Sol.", True),
        ("The idea is simple: Sol uses one wafer per layer.", True),
        ('The "Sol uses one wafer per layer" design is simple.', True),
        # whether it is true, as 是否 asks ("是否属实" passed already)
        ("「一片晶圓一層」究竟是不是真的，目前只有 OpenAI 和 Cerebras 知道。", False),
        ("Sol 每层使用一片晶圆，这是不是真的还不清楚。", False),
        ("Sol 每层使用一片晶圆，真假难辨。", False),
        ("“一片晶圆一层”是否属实，目前只有 OpenAI 知道。", False),
    ],
)
def test_a_quoted_figure_that_names_an_idea_states_nothing(sentence: str, stated: bool) -> None:
    claims = [*CLAIMS, claim("per-layer", "speculation", 1, unit="wafer/layer")]
    found = [f.rule for f in Auditor(claims).audit_text(sentence, "page.md")]
    assert found == (["speculation-as-fact"] if stated else [])


@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        # an idea a verb of adopting or using governs is Sol's design, stated (the first
        # six passed as an idea's name)
        ("Sol 采用了“一片晶圆一层”的设计。", True),
        ("Sol 基于“一片晶圆一层”的思路构建。", True),
        ("OpenAI chose the “one wafer per layer” design for Sol.", True),
        ("Sol is built on the idea of “one wafer per layer”.", True),
        ("Sol построена по схеме «одна пластина на слой».", True),
        ("В Sol реализован принцип «одна пластина на слой».", True),
        ("Sol 使用「一片晶圓一層」的方案。", True),
        ("Sol 实现了“一片晶圆一层”的设想。", True),
        ("Sol relies on the “one wafer per layer” concept.", True),
        ("Sol is based on the idea of “one wafer per layer”.", True),
        ("Sol использует схему «одна пластина на слой».", True),
        ("Sol построена на идее «одна пластина на слой».", True),
        # the idea as a topic, no verb of Sol's adopting it: a name
        ("这种“一片晶圆一层”的流水线设计，能让 Sol 更快。", False),
        ("有人提出了“一片晶圆一层”的设想。", False),
        ("Отсюда и родилась идея «одна пластина на слой».", False),
        ("Аналитики обсуждают идею «одна пластина на слой».", False),
        ('The idea of "one wafer per layer" is attractive.', False),
        ("Critics dismissed the idea of “one wafer per layer”.", False),
    ],
)
def test_a_quoted_idea_a_verb_adopts_is_stated(sentence: str, stated: bool) -> None:
    claims = [*CLAIMS, claim("per-layer", "speculation", 1, unit="wafer/layer")]
    found = [f.rule for f in Auditor(claims).audit_text(sentence, "page.md")]
    assert found == (["speculation-as-fact"] if stated else [])


@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        # each layer on a wafer of its own, in Chinese and Russian words as the English
        # "Sol puts one wafer per layer." is (each passed as a count of one layer or of
        # one wafer)
        ("Sol 每片晶圆承载一层网络。", True),
        ("Sol 每层网络占用一片晶圆。", True),
        ("Каждый слой Sol занимает одну пластину.", True),
        ("Каждый слой сети занимает одну пластину.", True),
        ("Sol 的每层网络都占用一片晶圆。", True),
        ("На каждый слой Sol приходится одна пластина.", True),
        ("Каждый слой GPT-5.6 Sol занимает одну пластину.", True),  # (cut at "5.": a wafer)
        # ... whose theory it is said, or as the sources word it
        ("据推测，Sol 每层网络占用一片晶圆。", False),
        ("По предположению аналитиков, каждый слой Sol занимает одну пластину.", False),
        # a floor, a coat of paint, cores on a wafer, 片 with no wafer: no wafer per layer
        ("每片晶圆有 90 万个核心。", False),
        ("Каждый слой краски занимает одну пластину.", False),
        ("Sol 的机房在一层楼。", False),
        ("每层有 1 片。", False),
        ("Каждый слой краски наносится на одну пластину.", False),
    ],
)
def test_a_wafer_to_each_layer_in_chinese_and_russian_is_stated(
    sentence: str, stated: bool
) -> None:
    claims = [*CLAIMS, claim("per-layer", "speculation", 1, unit="wafer/layer")]
    found = Auditor(claims).audit_text(sentence, "page.md")
    per_layer = [f.rule for f in found if "(1 wafer/layer)" in f.message]
    assert per_layer == (["speculation-as-fact"] if stated else [])


@pytest.mark.parametrize(
    ("sentence", "reported"),
    [
        # a disputed figure the sentence itself calls an error states the dispute (each
        # was a disputed-claim that needed a kb-ignore; the first two a WeChat and a
        # Telegram post's)
        ("有人说 Sol 只有 3.86 亿参数，这显然是图片说明的笔误。", False),
        (
            "В подписи к одной из картинок Sol приписывают 386 млн параметров — это явная ошибка.",
            False,
        ),
        ("В подписи указано 386 млн параметров — это явная ошибка распознавания.", False),
        ("В подписи указано 386 млн параметров, что является опечаткой.", False),
        ("В подписи указано 386 млн параметров — это неверно.", False),
        ("图片说明写着 Sol 只有 3.86 亿参数，这一数字有误。", False),
        ("图片说明写着 Sol 只有 3.86 亿参数，这是错误的。", False),
        ("The caption gives Sol 386 million parameters, which is a typo in the caption.", False),
        ("The caption gives Sol 386 million parameters, an obvious error.", False),
        ("The caption gives Sol 386 million parameters (a typo).", False),
        ("The caption gives Sol 386 million parameters, which is clearly wrong.", False),
        # ... in the past too, but a typo or wrong, and a mistake that is
        ("The caption gave Sol 386 million parameters, which was a typo.", False),
        ("The caption gave Sol 386 million parameters, which was mistaken.", False),
        ("The caption gives Sol 386 million parameters, which is a mistake.", False),
        ("В подписи указали 386 млн параметров, что было опечаткой.", False),
        # ... and the figure a mistake, as its subject says (reported since 个 before 错误
        # was read as a mistake one makes)
        ("图片说明称 Sol 有 3.86 亿参数，这个数字是一个错误。", False),
        ("图片说明称 Sol 有 3.86 亿参数，这一数字是个错误。", False),
        ("图片说明称 Sol 有 3.86 亿参数，这个数字是一个明显的错误。", False),
        # ... or an error of a kind only a figure makes
        ("图片说明称 Sol 有 3.86 亿参数，这是一个印刷错误。", False),
        ("图片说明称 Sol 有 3.86 亿参数，这是一个单位错误。", False),
        ("图片说明称 Sol 有 3.86 亿参数，这是一个翻译错误。", False),
        # an error of another kind, or none: still the disputed figure
        ("Sol has 386 million parameters.", True),
        ("Sol has 386 million parameters, an error rate of its own.", True),
        ("Sol has 386 million parameters, which is not a typo.", True),
        ("Sol has 386 million parameters, and it is wrong to say otherwise.", True),
        ("Sol has 386 million parameters, it is wrong to say otherwise.", True),
        ("У Sol 386 млн параметров — это ошибка округления.", True),
        ("У Sol 386 млн параметров — это не ошибка.", True),
        ("Sol 有 3.86 亿参数，这是模型错误率的来源。", True),
        ("Sol 有 3.86 亿参数，这不是笔误。", True),
        ("Sol 有 3.86 亿参数，这是不是笔误？", True),
        # ... and one it says is disputed, after it or in its own clause (each was reported:
        # the editor's finds, the ledger's disputed captions)
        (
            "A Russian caption claimed a max length of 9200 tokens, "
            "which contradicts OpenAI's documentation.",
            False,
        ),
        ("Gostev's caption says Sol has 700–900B parameters, but that is disputed.", False),
        ("Sol 的最大长度为 9200 个 token 的说法已被 OpenAI 文档否定。", False),
        ("Утверждение о 9200 токенах опровергнуто документацией OpenAI.", False),
        ("Утверждение о 9200 токенах оспаривается.", False),
        ("Sol 支持 9200 个 token，这一说法有争议。", False),
        ("Sol supports 9200 tokens (disputed).", False),
        # ... or denied, false or a rumour (each was reported: the second hunt's finds)
        ("网传 Sol 支持 9200 个 token，这一说法已被官方否认。", False),
        ("Sol 支持 9200 个 token 的说法不实。", False),
        ("网传 Sol 支持 9200 个 token，系谣言。", False),
        ("Поддержка 9200 токенов — это неправда.", False),
        ("Поддержка 9200 токенов — это фейк.", False),
        ("Информация о 9200 токенах не подтвердилась.", False),
        ("Блогеры пишут о 9200 токенах, однако OpenAI это опровергает.", False),
        ("The 9200-token figure was denied by OpenAI.", False),
        ("The 9200-token figure was debunked.", False),
        # ... by an adverb that calls it so, 无疑 or 未免 (reported once 未 and 无 were
        # kept from the words before the verdict: the third review's find)
        ("网传 Sol 支持 9200 个 token，这一说法无疑不实。", False),
        ("網傳 Sol 支持 9200 個 token，這一數字無疑是筆誤。", False),
        ("网传 Sol 支持 9200 个 token，这一说法未免有误。", False),
        # ... not one said to be undisputed, nor a word that only looks like one
        ("Sol 支持 9200 个 token，这一说法没有被否认。", True),
        ("Sol 支持 9200 个 token，这一说法未被否认。", True),  # (passed as denied)
        ("Sol 支持 9200 个 token，这一说法无人否认。", True),
        ("Sol 支持 9200 个 token，并不实用。", True),
        ("Sol 支持 9200 个 token，谣言称更多。", True),
        ("Поддержка 9200 токенов, и OpenAI это подтверждает.", True),
        # ... nor one that denies, fakes or fails to bear out something else (the review's
        # finds)
        ("Sol supports 9200 tokens and longer requests are denied.", True),
        ("Sol accepts 9200 tokens, which is denied to free users.", True),
        ("Sol поддерживает 9200 токенов из-за фейковых запросов.", True),
        ("Sol поддерживает 9200 токенов, и это не подтвердило опасений.", True),
        ("Sol 支持 9200 个 token 且数据不实时同步。", True),
        ("Sol supports 9200 tokens, which is not disputed.", True),
        ("Утверждение о 9200 токенах не опровергнуто.", True),
        ("Sol 的最大长度为 9200 个 token 的说法未被否定。", True),
        ("Sol 支持 9200 个 token，这没有争议。", True),
    ],
)
def test_a_disputed_figure_called_an_error_states_the_dispute(
    sentence: str, reported: bool
) -> None:
    captions = [
        claim("max-length-9200", "disputed", 9200, unit="token"),
        claim("params-700b-900b", "disputed", 7e11, 9e11, unit="parameter"),
    ]
    found = [f.rule for f in Auditor([*CLAIMS, *captions]).audit_text(sentence, "page.md")]
    assert found == (["disputed-claim"] if reported else [])


@pytest.mark.parametrize(
    "sentence",
    [
        # an error word about something else leaves the disputed figure (each passed)
        "OpenAI shipped Sol with 386 million parameters, which was a mistake on its part.",
        "OpenAI 只给了 Sol 3.86 亿参数，这是一个错误的决定。",
        "OpenAI 只给了 Sol 3.86 亿参数，这是战略上的错误。",
        "Sol выпустили всего с 386 млн параметров — это ошибочное решение.",
        "Sol выпустили всего с 386 млн параметров, что было ошибкой со стороны OpenAI.",
        "Sol выпустили всего с 386 млн параметров, что неверно с точки зрения маркетинга.",
        "Sol has 386 million parameters, error bars aside.",
        "Sol has 386 million parameters (error margin under 1%).",
        "У Sol 386 млн параметров, ошибка исключена.",
        "У Sol 386 млн параметров, ошибки быть не может.",
        # asked, not called an error
        "Sol 有 3.86 亿参数，这是否笔误尚不清楚。",
        # a mistake that was, or that one makes, judges what was done (each but "большой
        # ошибкой" passed as the figure called an error)
        "OpenAI shipped Sol with 386 million parameters, which was a mistake.",
        "OpenAI shipped Sol with 386 million parameters, which was clearly a mistake.",
        "OpenAI выпустила Sol всего с 386 млн параметров, что было ошибкой.",
        "OpenAI выпустила Sol всего с 386 млн параметров — это было большой ошибкой.",
        "OpenAI 只给了 Sol 3.86 亿参数，这是一个错误。",
        # ... however the mistake is described (this one passed as the figure's)
        "OpenAI 只给了 Sol 3.86 亿参数，这是一个明显的错误。",
        "OpenAI 只给了 Sol 3.86 亿参数，这是个大错误。",
    ],
)
def test_an_error_word_about_something_else_leaves_the_dispute(sentence: str) -> None:
    assert "disputed-claim" in [rule for rule, _ in rules(sentence)]


def test_link_label_is_prose_but_target_is_not() -> None:
    assert rules("See [42 wafers](https://example.com/900-tokens).") == [
        ("unsourced-number", "42 wafers")
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sol runs at [900](https://example.com/sol) tokens/s.", (900, 900, "token/s")),
        ("Sol runs on [70–100](https://x.io/a) wafers.", (70, 100, "wafer")),
        ("Sol 使用 [70 到 100](https://x.io/a) 片晶圆。", (70, 100, "wafer")),
        ("Sol работает на [70–100](https://x.io/a) пластинах.", (70, 100, "wafer")),
        ("Sol has [3 trillion][ref] parameters.\n\n[ref]: https://x.io", (3e12, 3e12, "parameter")),
        ("Sol runs at [**900**](https://example.com/sol) tokens/s.", (900, 900, "token/s")),
        ("Sol runs at **[900](https://example.com/sol)** tokens/s.", (900, 900, "token/s")),
        ("Sol 每秒输出[900](https://example.com/sol)个token。", (900, 900, "token/s")),
        ("Sol 使用[70 到 100](https://x.io/a)片晶圆。", (70, 100, "wafer")),
    ],
)
def test_a_figure_linked_to_its_source_keeps_the_unit_after_the_link(
    text: str, expected: tuple[float, float, str]
) -> None:
    assert [(f.low, f.high, f.unit) for f in run(text)] == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a numbered citation glued to the text is no figure, nor part of one
        ("Sol runs on 42 wafers.[3](#src) Layers are many.", [(42, "wafer")]),
        ("Sol has 3 trillion[2](#src) parameters.", [(3e12, "parameter")]),
        ("Sol 使用 42 片晶圆[3](#src)。", [(42, "wafer")]),
        # a picture's caption is no part of the words after it
        ("![42](img.png) wafers ran it.", []),
    ],
)
def test_a_citation_link_or_a_caption_joins_no_figure(
    text: str, expected: list[tuple[float, str]]
) -> None:
    assert [(f.low, f.unit) for f in run(text) if f.unit] == expected


def test_image_alt_text_is_prose_but_its_address_is_not() -> None:
    # the ledger's disputed figures come from a picture's caption (sources/002_…txt)
    text = (
        "![Пользователь утверждает, что модель GPT-5.6 Sol имеет 386 миллионов параметров]"
        "(img/386m.png)\n\nSee [![a 43-wafer rack](img/44.png)](https://example.com/45).\n"
    )
    assert [(f.line, f.column, f.rule, f.text) for f in run(text)] == [
        (1, 57, "disputed-claim", "386 миллионов параметров"),
        (3, 10, "unsourced-number", "43-wafer"),
    ]


def test_entities_read_as_the_characters_they_stand_for() -> None:
    text = "Sol draws 410&nbsp;MW on 70&ndash;100 wafers; AT&amp;T's rack 42&#160;wafers.\n"
    assert [(f.column, f.rule, f.low, f.high, f.unit) for f in run(text)] == [
        (11, "unsourced-number", 410, 410, "MW"),
        (26, "speculation-as-fact", 70, 100, "wafer"),
        (63, "unsourced-number", 42, 42, "wafer"),
    ]


def test_reference_link_targets_are_not_prose() -> None:
    # inline content is parsed block by block: the definitions must still be known
    text = "See [44 wafers][900 tokens].\n\n[900 tokens]: https://example.com/\n"
    assert rules(text) == [("unsourced-number", "44 wafers")]


def test_table_cells_and_blockquotes_are_prose_with_columns() -> None:
    text = "| model | wafers |\n|---|---|\n| Sol | 42 wafers |\n\n> It needs 43 wafers.\n"
    found = [(f.line, f.column, f.text) for f in run(text)]
    assert found == [(3, 9, "42 wafers"), (5, 12, "43 wafers")]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a modal of how the figure strikes a reader doubts nothing (each passed as hedged)
        ("Sol has 3 trillion parameters, a figure that may surprise you.", ["speculation-as-fact"]),
        ("It may surprise you, but Sol has 3 trillion parameters.", ["speculation-as-fact"]),
        ("Sol 有 3 万亿参数，这个数字可能会让你吃惊。", ["speculation-as-fact"]),
        ("Sol 有 3 万亿参数，这个数字可能会让很多读者吃惊。", ["speculation-as-fact"]),
        ("У Sol 3 триллиона параметров, и эта цифра может вас удивить.", ["speculation-as-fact"]),
        # a modal of the figure still hedges it
        ("Sol may have 3 trillion parameters.", []),
        ("Sol could have 3 trillion parameters, which might surprise you.", []),
        ("Sol 的真实规模可能让人吃惊：它有 3 万亿参数。", []),  # not the reader: people
        ("Sol 可能有 3 万亿参数。", []),
        ("У Sol может быть 3 триллиона параметров.", []),
    ],
)
def test_a_modal_of_how_a_figure_strikes_a_reader_is_no_hedge(
    sentence: str, expected: list[str]
) -> None:
    assert [rule for rule, _ in rules(sentence)] == expected


def test_unitless_numbers_policy() -> None:
    text = "The cluster holds 4,200 chips and 3 racks in 2026."
    assert rules(text) == [("unsourced-number", "4,200")]
    assert rules(text, config=AuditConfig(unitless_numbers="none")) == []
    assert rules("See RFC 9110 and ISO 8601.", config=AuditConfig(unitless_numbers="all")) == []
    assert [r for r, _ in rules(text, config=AuditConfig(unitless_numbers="all"))] == [
        "unsourced-number",
        "unsourced-number",
    ]
    # a large bare number matches claims by value
    assert rules("外部分析认为总参数量约2万亿至4万亿。") == []
    assert rules("- 总参数量约2万亿至4万亿") == [("speculation-as-fact", "2万亿至4万亿")]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a word the lexicon does not know as a unit: the number counts that, and claims
        # with a unit (1000 token/s, 1,050,000 token, 2..4 trillion parameter) do not back it
        ("We received 1,000 complaints.", [("unsourced-number", "1,000")]),
        ("The office has 1,050,000 visitors a year.", [("unsourced-number", "1,050,000")]),
        ("Мы получили 1000 жалоб.", [("unsourced-number", "1000")]),
        ("Analysts count 3 trillion stars.", [("unsourced-number", "3 trillion")]),
        # nothing, a short word or a function word after it: it may state any claim's value
        ("The context window holds 1,050,000.", []),
        ("Kimi reached 1000 in the test.", []),
        ("Sol reads 1,050,000 with ease.", []),
        ("Its context is 1,050,000 long.", []),
        ("The window grew to 1,050,000 last year.", []),
        ("The window holds 1,050,000 roughly.", []),
        ("Окно контекста — 1 050 000 после обновления.", []),
        # after an acronym, a number names a document: never audited, even as "all"
        ("Dates follow ISO 8601 and HTTP follows RFC 9110.", []),
        ("The RFC has 9,200 words.", [("unsourced-number", "9,200")]),
    ],
)
def test_a_unitless_number_that_counts_a_thing_needs_a_claim_without_a_unit(
    sentence: str, expected: list[tuple[str, str]]
) -> None:
    assert rules(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        # a standard's number, with its series, year or part, names it (GB/T 7714 was
        # flagged while ISO 8601 was not)
        "参考文献按 GB/T 7714-2015 著录。",
        "参考文献按 GB/T 7714—2015 著录。",
        "编码遵循 GB 18030-2022。",
        "The ISMS follows ISO/IEC 27001:2013 and IEEE 1588.",
        "Оформление по ГОСТ 7.0.5-2008 и ГОСТ Р 7.0.100-2018.",
    ],
)
@pytest.mark.parametrize("policy", ["large", "all"])
def test_a_standard_number_names_a_document(sentence: str, policy: str) -> None:
    assert rules(sentence, config=AuditConfig(unitless_numbers=policy)) == []


@pytest.mark.parametrize(
    "sentence",
    [
        # a number after a product line's name names a model where more than its capital
        # says so (each was an unsourced number, as "RTX 4090" after an acronym was not):
        # a model's suffix, a Chinese product's noun after a maker, a product's noun and a
        # verb after an owner
        "We tested the Radeon 7900 XTX against it.",
        "Radeon 7900 XTX is fast.",
        "The GeForce 4070 Ti runs cool.",
        "英伟达GeForce 4090显卡的功耗很高。",
        "三星Exynos 2400芯片用于Galaxy S24。",
        "Samsung's Exynos 2400 chip has ten cores.",
        "Intel's Xeon 6430 chip has 32 cores.",
        "Видеокарта Radeon 7900 XTX быстрее.",
    ],
)
def test_a_number_after_a_product_line_names_a_model(sentence: str) -> None:
    assert rules(sentence) == []


@pytest.mark.parametrize(
    ("sentence", "number"),
    [
        # a count after a capitalised word, or a first word that is no brand, is audited
        ("About 2400 people came.", "2400"),
        ("In Moscow 2400 people protested.", "2400"),
        ("In Kazan 2400 new cases were reported.", "2400"),
        ("In Moscow 2400 were arrested.", "2400"),
        ("The Top 1000 Companies list grew.", "1000"),
        ("Cerebras 4000 chips were shipped.", "4000"),
        ("Apple shipped the iPhone 1500 units.", "1500"),
        ("Nokia 3310 was a classic.", "3310"),
        ("У Cerebras 4000 сотрудников.", "4000"),
        ("Nvidia 4000块GPU已经交付。", "4000"),
        ("Nvidia 4000多台服务器。", "4000"),
        # ... a place's, a person's, a company's, in a list or before a verb; a Chinese
        # measure word; a product's noun in the genitive plural, a Russian count word (a
        # review's)
        ("Turnout in Leeds 4100 was up on last year.", "4100"),
        ("By Friday 3000 had signed the petition.", "3000"),
        ("The tally gave Smith 3200.", "3200"),
        ("Followers: YouTube 5000, and counting.", "5000"),
        ("Staff at Google 1500 in Zurich alone.", "1500"),
        ("他上周买入Google 3000股。", "3000"),
        ("涉及Tesla 1200起事故的报告已提交给监管机构。", "1200"),
        ("今年向Airbus 1500架飞机提供发动机。", "1500"),
        ("Продано смартфонов Samsung 3000 штук за день.", "3000"),
        ("Заказ на ноутбуки Lenovo 1200 штук сорван.", "1200"),
        ("Планшетов Huawei 1500 получили школы.", "1500"),
        ("Из них iPhone 3000 штук.", "3000"),
        # ... and after a brand's spelling (a company's as often), a determiner and a
        # word that is no product's, a Russian genitive plural, a Chinese noun (a second
        # review's)
        ("At SpaceX 1200 staff were laid off.", "1200"),
        ("| YouTube 5000 | TikTok |", "5000"),
        ("Our London 1500 headcount target slipped.", "1500"),
        ("A Reuters 1200 poll found support.", "1200"),
        ("У YouTube 2500 сотрудников.", "2500"),
        ("Новый Hilton 1200 номеров открылся.", "1200"),
        ("Этот iPhone 3000 раз падал.", "3000"),
        ("相比Meta 3600员工，我们更小。", "3600"),
        ("这款Galaxy 3000左右的售价很有竞争力。", "3000"),
        # ... and after a label's number, an owner's site, a place before a thing's noun,
        # a company in Chinese comparisons, a Russian count's genitive plural (a third
        # review's)
        ("In Phase 3 4200 were enrolled.", "4200"),
        ("By Day 3 1500 had registered.", "1500"),
        ("Amazon's Seattle 5000 were told to return.", "5000"),
        ("In London 3000 car thefts were reported.", "3000"),
        ("In Rotterdam 3000 ships dock each year.", "3000"),
        ("用Python 3 5000行代码实现。", "5000"),
        ("相比Google 3000和Meta 2000，我们更小。", "3000"),
        ("Кластер на базе Hadoop 1500 машин.", "1500"),
        ("Новый iPhone 3000 фото хранит.", "3000"),
        # ... and a suffix that is a word, a label before a list, a plural after a brand's
        # spelling, a product's noun as a modifier, a Chinese count without its measure
        # word, a Russian genitive plural without an ending (a fifth review's)
        ("Philadelphia 3000 Super Bowl tickets sold out.", "3000"),
        ("GPU: Nvidia 4000, AMD 900.", "4000"),
        ("Dell shipped xAI 12000 GPUs.", "12000"),
        ("Our London 1500 chip orders slipped.", "1500"),
        ("富士康本月为Apple 3000手机完成了返修。", "3000"),
        ("Видеокарта Nvidia 1800 карт.", "1800"),
        # ... and a suffix that is an exam's, an inventory's nouns, a Chinese count without
        # its measure word after a verb, a Russian tally (a sixth review's)
        ("In Texas 3000 GRE test-takers scored above 320.", "3000"),
        ("Our Dell 3000 laptop and desktop refresh slipped.", "3000"),
        ("学校配备Apple 3000平板用于教学。", "3000"),
        ("Предзаказы: смартфон Honor 3000.", "3000"),
    ],
)
def test_a_count_after_a_capitalised_word_is_audited(sentence: str, number: str) -> None:
    assert rules(sentence) == [("unsourced-number", number)]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a key's or a cipher's size names its strength (each was an unsourced number)
        ("Nimbus DB supports 4096-bit RSA keys and 256-bit AES.", []),
        ("Use a 2048-bit key.", []),
        ("a 384-bit ECDSA signature", []),
        ("支持 4096 位 RSA 密钥和 256 位 AES 加密。", []),
        ("Поддерживаются 4096-битные ключи RSA и 256-битное шифрование AES.", []),
        ("We use 256-bit encryption.", []),
        ("采用 2048 位加密。", []),
        # other sizes in bits, and 位 of people, are figures (a key-value cache and ECC
        # memory are no cipher: the review's finds)
        ("The model uses 4-bit weights.", [("unsourced-number", "4-bit")]),
        ("Kimi K2.6 uses an 8-bit key-value cache.", [("unsourced-number", "8-bit")]),
        ("Kimi K2.6 stores an 8-bit key cache.", [("unsourced-number", "8-bit")]),
        ("Sol's memory uses 72-bit ECC words.", [("unsourced-number", "72-bit")]),
        ("Nimbus DB 团队有 4500 位加密专家。", [("unsourced-number", "4500")]),
        ("Nimbus DB 已有 4500 位签名用户。", [("unsourced-number", "4500")]),
        ("The bus is 4096 bits wide.", [("unsourced-number", "4096 bits")]),
        ("该公司有 4096 位员工。", [("unsourced-number", "4096")]),
        ("We shipped 4096 keys to customers.", [("unsourced-number", "4096")]),
    ],
)
def test_a_size_in_bits_before_a_cipher_names_its_strength(
    sentence: str, expected: list[tuple[str, str]]
) -> None:
    assert rules(sentence) == expected


def test_kilowatts_glued_to_digits_are_told_in_kilowatts() -> None:
    auditor = Auditor([claim("station-480kw", "confirmed", 480, unit="kW")])
    assert auditor.audit_text("单站功率为 480千瓦。", "page.md") == []
    (finding,) = auditor.audit_text("单站功率为 490千瓦。", "page.md")
    assert finding.message.startswith('"490千瓦" (490 kW) is backed by no claim')  # not 490K W


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a whole period told in its smaller unit always holds (each figure was unsourced)
        ("Support is available 24 hours a day, 7 days a week.", []),
        ("Поддержка работает 24 часа в сутки, 7 дней в неделю.", []),
        ("客服一天24小时、一周7天在线。", []),
        ("客服每天24小时在线，全年365天无休。", []),
        ("We run 365 days a year.", []),
        # any other count of the smaller unit, or a time ago, is a figure
        ("The cluster runs 20 hours a day.", [("unsourced-number", "20 hours")]),
        ("Кластер работает 20 часов в сутки.", [("unsourced-number", "20 часов")]),
        ("Training took 24 hours.", [("unsourced-number", "24 hours")]),
        ("The chip took 12 months a year ago.", [("unsourced-number", "12 months")]),
        ("我们在一天内完成了部署。", [("unsourced-number", "一天")]),
    ],
)
def test_a_whole_period_in_its_smaller_unit_is_no_figure(
    sentence: str, expected: list[tuple[str, str]]
) -> None:
    assert rules(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a range over the whole scale, empty to full, states no figure (each was one)
        ("Aurora X2 charges from 0 to 100% in 18 minutes.", [("unsourced-number", "18 minutes")]),
        ("Зарядка от 0 до 100% занимает 18 минут.", [("unsourced-number", "18 минут")]),
        ("电量从 0% 到 100% 只需 18 分钟。", [("unsourced-number", "18 分钟")]),
        ("GPU utilisation ranges from 0–100%.", []),
        # any other share is a figure, a range that stops short of full too
        (
            "It charges from 0 to 80% in 18 minutes.",
            [("unsourced-number", "from 0 to 80%"), ("unsourced-number", "18 minutes")],
        ),
        ("The data centre runs on 100% renewable power.", [("unsourced-number", "100%")]),
        # ... and so is a range of change without from ("grew 0 to 100%": a growth's)
        ("Revenue grew 0 to 100% depending on the region.", [("unsourced-number", "0 to 100%")]),
        ("Продажи выросли на 0–100% в зависимости от региона.", [("unsourced-number", "0–100%")]),
        ("收入增长了 0% 到 100%。", [("unsourced-number", "0% 到 100%")]),
        (
            "Загрузка выросла с 20 до 100%.",
            [("unsourced-number", "20"), ("unsourced-number", "100%")],
        ),
    ],
)
def test_a_share_from_empty_to_full_is_no_figure(
    sentence: str, expected: list[tuple[str, str]]
) -> None:
    assert rules(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        # after a product name that ends in capitals ("Nimbus DB"), a number with a scale
        # word or its thousands apart counts: no document is numbered so (they passed)
        ("У Nimbus DB 45 тысяч клиентов.", "45 тысяч"),
        ("У AWS 60 тысяч клиентов.", "60 тысяч"),
        ("Nimbus DB 4.5万家客户。", "4.5万"),
        ("Nimbus DB 60,000 customers.", "60,000"),
        ("Nimbus DB has 60 000 customers.", "60 000"),
    ],
)
def test_a_scaled_or_grouped_number_after_capitals_is_a_count(sentence: str, figure: str) -> None:
    assert rules(sentence) == [("unsourced-number", figure)]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a Chinese count with its measure word and a noun that is no unit counts that
        # noun, as "9200 пользователей" does: neither the disputed 9200-token caption nor
        # Kimi's 1000 token/s backs it (a technical writer's pages)
        ("Sol 有9200个用户。", [("unsourced-number", "9200")]),
        ("Sol 有 9200 位用户。", [("unsourced-number", "9200")]),
        ("Sol 达到 1000 个客户。", [("unsourced-number", "1000")]),
        ("Cerebras 有 1000 名员工。", [("unsourced-number", "1000")]),
        ("Sol 已服务 1000 家企业。", [("unsourced-number", "1000")]),
        ("У Sol 9200 пользователей.", [("unsourced-number", "9200")]),
        # a unit after the measure word, or what rounds the count, is no noun counted
        ("Sol 最多输出9200个token。", [("disputed-claim", "9200个token")]),
        ("Kimi 达到每秒 1000 个左右。", []),
    ],
)
def test_a_chinese_count_of_a_noun_that_is_no_unit_needs_a_claim_without_a_unit(
    sentence: str, expected: list[tuple[str, str]]
) -> None:
    caption = claim("max-length-9200", "disputed", 9200, unit="token")
    found = Auditor([*CLAIMS, caption]).audit_text(sentence, "page.md")
    assert [(f.rule, f.text) for f in found] == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a count of times is a count, as one of complaints is: Kimi's 1000 token/s backs no
        # allowance of calls (an editor's pricing pages)
        ("Each user can call Sol 1000 times a month.", [("unsourced-number", "1000")]),
        ("Каждый пользователь может вызвать Sol 1000 раз в месяц.", [("unsourced-number", "1000")]),
        ("免费版每天可发起 1000 次请求。", [("unsourced-number", "1000")]),
        ("每位用户每月可免费调用 Sol 1000 次。", [("unsourced-number", "1000")]),
        # a count of times the reader reads as a rate, 每秒 opening it, has no unit of its
        # own to audit: as a bare figure, any claim's value may state it
        ("Sol 每秒 1000 次推理。", []),
        ("Sol 每秒能处理 1000 次以上请求。", []),
        ("Sol 每分钟 1000 次推理。", []),
        # a ratio keeps its unit, and a power counts nothing
        ("Sol 比 Kimi 快 1000 倍。", [("unsourced-number", "1000 倍")]),
        ("Sol is 1000 times faster.", [("unsourced-number", "1000 times")]),
        ("Sol в 1000 раз быстрее.", [("unsourced-number", "1000 раз")]),
        ("Sol 的参数量约为 2 的 10 次方。", []),
        # a bare figure, or one a short word follows, may still state any claim's value
        ("Kimi reached 1000 in the test.", []),
        ("Kimi K2.6 reached 1000 at times.", []),
    ],
)
def test_a_count_of_times_needs_a_claim_without_a_unit(
    sentence: str, expected: list[tuple[str, str]]
) -> None:
    assert rules(sentence) == expected


@pytest.mark.parametrize(
    "sentence",
    [
        # times a day or an hour are an allowance whatever verb stands between, as 每天可发起
        # 1000 次请求 is (each was a bare figure after a verb the reader reads in a rate)
        "Sol 的免费版每天可处理 1000 次请求。",
        "Sol 每天 1000 次推理。",
        "Sol 每小时可处理 1000 次请求。",
        # ... as they were after any other verb, and after 每月
        "Sol 每天最多回答 1000 次。",
        "每月可调用 Sol 1000 次。",
        "Sol can handle 1000 requests a day.",
        "Sol может обработать 1000 запросов в день.",
    ],
)
def test_times_a_day_are_a_count_whatever_the_verb(sentence: str) -> None:
    assert [(f.rule, f.low, f.high, f.unit) for f in run(sentence)] == [
        ("unsourced-number", 1000, 1000, None)
    ]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # hours of the day state nothing: each figure was an unsourced duration, 9 h and
        # 18 h (an editor's support page)
        ("Мы изменили часы работы с 9 до 18 часов.", []),
        ("Мы работаем с 9 до 21 часа.", []),
        ("Сайт обновили с 9 до 18 часов.", []),
        ("营业时间为 9 点到 18 点。", []),
        ("We are open from 9 to 5.", []),
        ("We are open from 9 am to 6 pm.", []),
        # ... where a duration does
        ("Обучение длилось от 9 до 18 часов.", [("unsourced-number", "от 9 до 18 часов")]),
        ("训练耗时 9 到 18 小时。", [("unsourced-number", "9 到 18 小时")]),
        ("Training took 9 to 18 hours.", [("unsourced-number", "9 to 18 hours")]),
        (
            "Срок доставки изменили с 12 до 24 часов.",
            [("unsourced-number", "12"), ("unsourced-number", "24 часов")],
        ),
    ],
)
def test_hours_of_the_day_are_no_durations(sentence: str, expected: list[tuple[str, str]]) -> None:
    assert rules(sentence) == expected


def test_a_power_in_chinese_counts_no_times() -> None:
    assert counted_word("1000 次请求", 0, 4) == "次"
    assert counted_word("2 的 10 次方", 4, 6) is None  # 2 to the power of 10


def _count(
    claim_id: str, subject: str, statement: str, low: int, high: int, *quotes: tuple[str, str]
) -> ClaimRecord:
    """A reported claim of a count without a unit, attributed to its subject, with
    (source, quote) citations."""
    return ClaimRecord(
        id=claim_id,
        statement=statement,
        subject=subject,
        status="reported",
        attributed_to=[subject],
        low=low,
        high=high,
        citations=[CitationRecord(source, quote, 0, 0) for source, quote in quotes],
    )


def _count_rules(claims: list[ClaimRecord], sentence: str) -> list[str]:
    """The rules a page of ``sentence`` breaks against ``claims``: for a count, none when a
    claim backs it, else unsourced-number."""
    return [f.rule for f in Auditor(claims).audit_text(sentence, "page.md")]


CUSTOMERS = _count(
    "nimbus-customers",
    "Nimbus DB",
    "Nimbus DB has 40,000 to 50,000 customers.",
    40_000,
    50_000,
    ("nimbus-zh", "Nimbus DB 拥有 4万至5万家客户。"),
    ("nimbus-ru", "У Nimbus DB от 40 до 50 тысяч клиентов."),
)
EMPLOYEES = _count(
    "nimbus-employees",
    "Nimbus Labs",
    "Nimbus Labs employs 1,200 people.",
    1200,
    1200,
    ("nimbus-zh", "Nimbus Labs 有 1200 名员工。"),
    ("nimbus-ru", "В Nimbus Labs работают 1200 сотрудников."),
)


@pytest.mark.parametrize(
    ("sentence", "nearest"),
    [
        # a count of another thing than the claim of its value names in the page's
        # language: no claim backs it, and the claim is what the page may have meant (each
        # was backed by the count of customers, of employees: an editor's hunt)
        ("Nimbus DB handles 50,000 requests a day.", "nimbus-customers, 40K–50K"),
        ("Nimbus DB handles 50,000 requests daily.", "nimbus-customers, 40K–50K"),
        ("Nimbus DB 每天处理 5万次请求。", "nimbus-customers, 40K–50K"),
        ("Nimbus DB обрабатывает 50 000 запросов.", "nimbus-customers, 40K–50K"),
        ("Nimbus DB обрабатывает 50 000 запросов в день.", "nimbus-customers, 40K–50K"),
        ("Nimbus Labs ships 1,200 releases a year.", "nimbus-employees, 1200"),
        ("В Nimbus Labs работают 1200 инженеров.", "nimbus-employees, 1200"),
        ("Nimbus Labs 有 1200 名工程师。", "nimbus-employees, 1200"),
        ("Nimbus DB 拥有 4.5万家合作伙伴。", "nimbus-customers, 40K–50K"),
        ("Nimbus DB 拥有 4.5万家伙伴和客户。", "nimbus-customers, 40K–50K"),
        # the noun last in the phrase is what is counted: a word before it that the claim
        # names, the noun of a compound, backs nothing (each was backed by the claim's
        # "customers")
        ("Nimbus DB has 45,000 customer accounts.", "nimbus-customers, 40K–50K"),
        ("Nimbus DB logs 45,000 customer complaints.", "nimbus-customers, 40K–50K"),
        # ... and a name before it neither (was no noun counted, any claim's value)
        ("Nimbus DB ships 45,000 Nimbus connectors.", "nimbus-customers, 40K–50K"),
        ("Nimbus Labs ships 1,200 Nimbus Cloud releases.", "nimbus-employees, 1200"),
        # ... nor the second noun of a Russian compound, nor any part of an English one
        ("У Nimbus DB 45 тысяч компаний-клиентов.", "nimbus-customers, 40K–50K"),
        ("В Nimbus Labs 1200 инженеров-сотрудников.", "nimbus-employees, 1200"),
        ("Nimbus DB has 45,000 customer-facing apps.", "nimbus-customers, 40K–50K"),
    ],
)
def test_a_count_of_another_thing_than_the_claim_of_its_value_is_unsourced(
    sentence: str, nearest: str
) -> None:
    (found,) = Auditor([CUSTOMERS, EMPLOYEES]).audit_text(sentence, "page.md")
    assert found.rule == "unsourced-number"
    assert found.message.endswith(f"is backed by no claim (nearest: {nearest})")


@pytest.mark.parametrize(
    "sentence",
    [
        # the thing the claim names, in any form, after an adjective or before a noun
        "Nimbus DB has 50,000 customers.",
        "Nimbus DB serves about 45,000 customers.",
        "Nimbus DB has 50,000 paying customers.",
        "Nimbus DB serves 45,000 new paying customers.",
        "Nimbus DB serves 45,000 enterprise customers.",
        "Nimbus DB has 45,000 long-term customers.",
        "Nimbus DB has 45,000 Nimbus customers.",
        "Nimbus DB has 45,000 Nimbus Cloud customers.",
        "У Nimbus DB 45 тысяч клиентов.",
        "У Nimbus DB 50 000 платящих клиентов.",
        "У Nimbus DB 45 тысяч платящих клиентов.",
        "У Nimbus DB 45 тысяч корпоративных клиентов.",
        # a Russian compound of two nouns counts its first (was the whole word, which the
        # claim of клиентов, of сотрудников, names not)
        "У Nimbus DB 45 тысяч клиентов-компаний.",
        "В Nimbus Labs 1200 сотрудников-исследователей.",
        "Nimbus DB 4.5万家客户。",
        "Nimbus DB 拥有 4.5万家企业客户。",
        # a Chinese noun is read to a particle, and any two characters of it may be the
        # word the claim writes (级客 or 中小 were read, and named by no claim)
        "Nimbus DB 拥有 4.5万家企业级客户。",
        "Nimbus DB 拥有 4.5万家中小企业客户。",
        "Nimbus DB 拥有 4.5万家客户的数据。",
        "В Nimbus Labs 1200 сотрудника.",
        "Nimbus Labs 有 1200 名员工。",
        # no thing told: no noun the figure counts after it, times of nothing named, or
        # a bare figure
        "Nimbus DB reached 50,000 yesterday.",
        "The customer count of Nimbus DB passed 50,000 worldwide.",
        "Число клиентов Nimbus DB достигло 50 000 вчера.",
        "Число клиентов Nimbus DB впервые превысило 50 000 человек.",
        "Nimbus DB is queried 50,000 times a day.",
        "К Nimbus DB обращаются 50 000 раз в день.",
        "Nimbus DB 每天处理 5万次。",
        "Nimbus DB handled 50,000 in total.",
    ],
)
def test_a_count_of_what_the_claim_of_its_value_names_is_backed(sentence: str) -> None:
    assert Auditor([CUSTOMERS, EMPLOYEES]).audit_text(sentence, "page.md") == []


FULL_TIME = _count(
    "acme-full-time",
    "Acme",
    "Acme employs 8,500 full-time employees.",
    8500,
    8500,
    ("acme-ru", "В Acme работают 8 500 штатных сотрудников."),
)
STAFF = replace(FULL_TIME, id="acme-staff", statement="Acme has 8,500 employees.", citations=[])


@pytest.mark.parametrize(
    ("claims", "sentence", "backed"),
    [
        # the noun a hyphenated modifier stands before is what is counted (was "full", which
        # a claim of employees does not name: a finding whose hint named the claim)
        ([STAFF], "Acme has 8,500 full-time employees.", True),
        ([FULL_TIME], "Acme has 8,500 full-time employees.", True),
        ([FULL_TIME], "Acme has 8,500 employees.", True),
        ([FULL_TIME], "В Acme работают 8 500 сотрудников.", True),
        ([FULL_TIME], "В Acme работают 8 500 штатных сотрудников.", True),
        # ... and a modifier the claim shares backs no count of another thing (each was
        # backed by the claim's "full-time", "штатных")
        ([FULL_TIME], "Acme has 8,500 full-time contractors.", False),
        ([FULL_TIME], "В Acme работают 8 500 штатных инженеров.", False),
    ],
)
def test_a_count_is_of_the_noun_its_modifiers_stand_before(
    claims: list[ClaimRecord], sentence: str, backed: bool
) -> None:
    assert _count_rules(claims, sentence) == ([] if backed else ["unsourced-number"])


USERS = _count(
    "acme-chat-users",
    "Acme Chat",
    "Acme Chat has 250,000 monthly active users.",
    250_000,
    250_000,
    ("acme-ru", "У Acme Chat 250 000 ежемесячных активных пользователей."),
)


@pytest.mark.parametrize(
    ("sentence", "backed"),
    [
        # a word of how often before a plural that is no unit is a modifier of what is
        # counted, not an adverb the count ends at (was a bare 250,000, any claim's value)
        ("Acme Chat logs 250,000 monthly downloads.", False),
        ("Acme Chat logs 250,000 daily sessions.", False),
        ("Acme Chat has 250,000 monthly users.", True),
        ("Acme Chat has 250,000 monthly active users.", True),
        ("Acme Chat has 250,000 active users.", True),
        ("У Acme Chat 250 000 ежемесячных пользователей.", True),
        ("Acme Chat фиксирует 250 000 ежемесячных загрузок.", False),
    ],
)
def test_a_count_after_a_word_of_how_often_is_of_its_noun(sentence: str, backed: bool) -> None:
    assert _count_rules([USERS], sentence) == ([] if backed else ["unsourced-number"])


@pytest.mark.parametrize(
    "sentence",
    [
        # ... a unit's: the figure stays bare, and a claim of tokens backs it
        "Sol keeps 9200 daily tokens in the cache.",
        "Sol keeps 9200 weekly tokens.",
        # ... or one no noun follows: an adverb
        "Sol served 9200 daily.",
    ],
)
def test_a_figure_before_a_word_of_how_often_and_a_unit_is_no_count(sentence: str) -> None:
    tokens = claim("tokens-9200", "reported", 9200, unit="token")
    assert Auditor([tokens]).audit_text(sentence, "page.md") == []


SCIENTISTS = _count(
    "helix-scientists",
    "Helix Institute",
    "Helix Institute employs 3,400 scientists.",
    3400,
    3400,
    ("helix-ru", "В Helix Institute работают 3400 учёных."),
)
WORKERS = _count(
    "volga-workers",
    "Volga Steel",
    "Volga Steel employs 7,500 workers.",
    7500,
    7500,
    ("volga-ru", "На заводе Volga Steel трудятся 7500 рабочих."),
)
CARS = _count(
    "volga-cars",
    "Volga Steel",
    "Volga Steel builds 7,500 cars a year.",
    7500,
    7500,
    ("volga-ru", "Volga Steel выпускает 7500 машин в год."),
)


@pytest.mark.parametrize(
    ("sentence", "backed"),
    [
        # a Russian plural adjective after a count is the noun itself when the word after
        # it is in no case the count governs: singular, or a pronoun with a noun of its own
        # (each counted the word after it, which the claim of учёных, рабочих names not)
        ("Helix Institute нанимает 3400 учёных каждый год.", True),
        ("Helix Institute объединяет 3400 ведущих учёных мира.", True),
        ("На заводе Volga Steel трудятся 7500 рабочих всех смен.", True),
        ("Volga Steel нанимает 7500 рабочих каждый сезон.", True),
        ("Helix Institute объединяет 3400 учёных своих лабораторий.", True),
        ("В Helix Institute 3400 ведущих учёных изучают Sol.", True),
        ("Гранты получат 3400 учёных Nimbus Labs.", True),
        # ... nor an adjective after one of people, with the noun it qualifies: whose they
        # are (the last review's finds; they counted университетов, смен)
        ("Helix Institute объединяет 3400 учёных ведущих университетов.", True),
        ("В Helix Institute 3400 учёных разных специальностей.", True),
        ("На Volga Steel 7500 рабочих ночных смен.", True),
        ("На Volga Steel 7500 рабочих трёх заводов.", True),
        # ... but an adjective as often as a noun of people is the adjective before one
        # (the fifth review's find: 7500 военных... counted военных)
        ("Volga Steel выпускает 7500 военных грузовых машин в год.", True),
        ("Helix Institute hires 3,400 scientists every year.", True),
        # ... nor when a noun of a zero ending follows, which a claim of it backs
        ("Volga Steel выпускает 7500 новых машин в год.", True),
        # ... and an adjective of a plural noun after it, in the count's case or of a zero
        # ending told, is none: those are counted (jobs and shifts, of место and смена; and
        # загрузок: test_a_count_after_a_word_of_how_often_is_of_its_noun)
        ("Helix Institute публикует 3400 научных статей.", False),
        ("Helix Institute объединяет 3400 ведущих лабораторий.", False),
        ("Volga Steel создаст 7500 рабочих мест.", False),
        ("Volga Steel планирует 7500 рабочих смен в год.", False),
        ("Helix Institute hires 3,400 leading engineers every year.", False),
    ],
)
def test_a_russian_plural_adjective_is_the_noun_when_no_noun_follows_in_its_case(
    sentence: str, backed: bool
) -> None:
    assert _count_rules([SCIENTISTS, WORKERS, CARS], sentence) == (
        [] if backed else ["unsourced-number"]
    )


VOLTIX = [
    _count(
        "voltix-stations",
        "Voltix",
        "Voltix runs 3,600 charging stations.",
        3600,
        3600,
        ("voltix-ru", "Voltix управляет 3600 зарядными станциями."),
    ),
    _count(
        "voltix-units",
        "Voltix",
        "Voltix runs 1,202 units.",
        1202,
        1202,
        ("voltix-ru", "Число установок Voltix достигло 1202."),
    ),
    _count(
        "voltix-partners",
        "Voltix",
        "Voltix works with 8,500 companies.",
        8500,
        8500,
        ("voltix-ru", "Voltix работает с 8500 компаниями."),
    ),
]


@pytest.mark.parametrize(
    ("sentence", "backed"),
    [
        # a Russian noun the claim quotes in another form: a noun in -ия, whose stem
        # keeps its и (станций, станциями), and one in -ка, whose genitive plural takes a
        # vowel before its к (установки, установок)
        ("У Voltix 3 600 станций.", True),
        ("Voltix смонтировала 1 202 установки.", True),
        ("Voltix обслуживает 8 500 компаний.", True),
        # what the claims do not name stays another thing
        ("У Voltix 3 600 сотрудников.", False),
        ("Voltix обслуживает 8 500 клиентов.", False),
    ],
)
def test_a_russian_count_is_named_by_a_claim_quoting_its_noun_in_another_form(
    sentence: str, backed: bool
) -> None:
    assert _count_rules(VOLTIX, sentence) == ([] if backed else ["unsourced-number"])


ACME_USERS = _count(
    "acme-users",
    "Acme",
    "Acme has 9,000 users.",
    9000,
    9000,
    ("acme-zh", "Acme 拥有 9000 名用户。"),
)
ACME_STAFF = _count(
    "acme-staff",
    "Acme",
    "Acme employs 9,000 people.",
    9000,
    9000,
    ("acme-zh", "Acme 有 9000 名员工。"),
)
ACME_SITES = _count(
    "acme-sites",
    "Acme",
    "Acme serves 60,000 sites.",
    60_000,
    60_000,
    ("acme-zh", "Acme 为 6万个站点提供服务。"),
)


@pytest.mark.parametrize(
    ("sentence", "claim", "backed"),
    [
        # the noun a Chinese count counts ends where a verb after it starts: its object
        # (用户 of 用户培训, 服务) is no word of what it counts
        ("Acme 为 9000 名员工提供用户培训。", ACME_USERS, False),
        ("Acme 为 9000 名员工进行用户培训。", ACME_USERS, False),
        ("Acme 为 6万名开发者提供服务。", ACME_SITES, False),
        ("Acme 向 6万名工程师提供技术支持。", ACME_SITES, False),
        ("Acme 为 9000 名员工提供用户培训。", ACME_STAFF, True),
        ("Acme 有 9000 名员工参加培训。", ACME_STAFF, True),
        ("Acme 拥有 9000 名活跃用户使用其产品。", ACME_USERS, True),
        # a verb that opens the noun is a word of it (使用者, users): still another thing
        # than the claim's employees
        ("Acme 的产品有 9000 名使用者。", ACME_STAFF, False),
    ],
)
def test_a_chinese_count_names_its_noun_up_to_a_verb_after_it(
    sentence: str, claim: ClaimRecord, backed: bool
) -> None:
    assert _count_rules([claim], sentence) == ([] if backed else ["unsourced-number"])


ACME_ATTENDEES = _count(
    "acme-attendees",
    "Acme",
    "Acme Summit drew 60,000 attendees.",
    60_000,
    60_000,
    ("acme-zh", "Acme 大会吸引了 6万名与会者。"),
)
ACME_RECORDS = _count(
    "acme-records",
    "Acme",
    "Acme has collected 60,000 reference records.",
    60_000,
    60_000,
    ("acme-zh", "Acme 已收集 6万条参考数据。"),
)


@pytest.mark.parametrize(
    ("sentence", "claim", "backed"),
    [
        # 与 of 与会 (attendees) and 参与 (participants) is no particle: read whole, the
        # noun is what the claim must name (与会者 was none, backed by any claim of the
        # value; 参与者 was 参, which 参考 names)
        ("Acme 大会吸引了 6万名与会者。", ACME_SITES, False),
        ("Acme 大会吸引了 6万名参与者。", ACME_RECORDS, False),
        ("Acme 大会吸引了 6万名与会者。", ACME_ATTENDEES, True),
        ("Acme 大会吸引了 6万名专业与会者。", ACME_ATTENDEES, True),
        # a particle still ends the noun, and 参与 after it is a verb that ends it too
        ("Acme 为 6万个站点与合作伙伴提供服务。", ACME_SITES, True),
        ("Acme 有 9000 名员工参与培训。", ACME_STAFF, True),
    ],
)
def test_a_chinese_count_reads_a_word_of_a_particle_s_character_whole(
    sentence: str, claim: ClaimRecord, backed: bool
) -> None:
    assert _count_rules([claim], sentence) == ([] if backed else ["unsourced-number"])


ACME_PHONE_USERS = _count(
    "acme-phone-users",
    "Acme",
    "Acme Phone has 12,000 users.",
    12_000,
    12_000,
    ("acme-zh", "Acme Phone 拥有 1.2万名用户。"),
)
ACME_SERVERS = _count(
    "acme-servers",
    "Acme",
    "Acme runs 12,000 servers.",
    12_000,
    12_000,
    ("acme-zh", "Acme 部署了 1.2万台服务器。"),
)


@pytest.mark.parametrize(
    ("sentence", "claim", "backed"),
    [
        # 台 counts machines and 座 buildings as 个 or 家 count things: the count names them
        # (each was a bare number any claim of its value backed)
        ("Acme 已部署 1.2万台服务器。", ACME_PHONE_USERS, False),
        ("Acme 已售出 1.2万台设备。", ACME_PHONE_USERS, False),
        ("Acme 已建成 1.2万座基站。", ACME_PHONE_USERS, False),
        ("Acme 已部署 1.2万台服务器。", ACME_SERVERS, True),
        ("Acme 已部署 1.2万 台 服务器。", ACME_SERVERS, True),
        # not 台 of 台湾 nor 座 of 座位, seats: bare numbers as before
        ("Acme Phone 有 1.2万台湾用户。", ACME_SERVERS, True),
        ("Acme 建了一座拥有 1.2万座位的体育馆。", ACME_PHONE_USERS, True),
    ],
)
def test_a_chinese_count_of_machines_or_buildings_names_them(
    sentence: str, claim: ClaimRecord, backed: bool
) -> None:
    assert _count_rules([claim], sentence) == ([] if backed else ["unsourced-number"])


ACME_GPUS = _count(
    "acme-gpus",
    "Acme",
    "Acme deployed 12,000 GPUs.",
    12_000,
    12_000,
    ("acme-zh", "Acme 在内华达州部署了 1.2 万台 GPU。"),
)
ACME_H100 = replace(
    ACME_GPUS,
    id="acme-h100",
    statement="Acme deployed 12,000 Nvidia H100 GPUs.",
    citations=[CitationRecord("acme-zh", "Acme 部署了 1.2万台 Nvidia H100。", 0, 0)],
)
ACME_GPUS_EN = replace(ACME_GPUS, id="acme-gpus-en", citations=[])


@pytest.mark.parametrize(
    ("sentence", "claim", "backed"),
    [
        # what a Chinese count names in Latin letters after its measure word is what it
        # counts, as a Chinese noun there is (each was a bare number any claim of its value
        # backed, the servers' too)
        ("Acme 部署了1.2万台 GPU。", ACME_SERVERS, False),
        ("Acme 部署了 1.2 万台 GPU。", ACME_PHONE_USERS, False),
        ("Acme 部署了 1.2 万台 H100。", ACME_GPUS, False),
        ("Acme 有 1.2万名 AI 工程师。", ACME_GPUS, False),
        ("Acme 部署了1.2万台 GPU。", ACME_GPUS, True),
        ("Acme 部署了 1.2 万台 GPU。", ACME_GPUS_EN, True),
        ("Acme 部署了 1.2 万台 H100。", ACME_H100, True),
        ("Acme 部署了 1.2 万台 Nvidia H100。", ACME_H100, True),
        ("Acme 部署了 1.2万个 GPU 节点。", ACME_GPUS, True),
        # ... and the Chinese noun after it, the head, too (1.2万台GPU服务器: servers),
        # while a verb after it, which may follow as well, leaves the Latin word named
        ("Acme 部署了1.2万台GPU服务器。", ACME_SERVERS, True),
        ("Acme 部署了 1.2 万台 H100 用于训练。", ACME_H100, True),
        ("Acme 部署了 1.2 万台 H100 用于训练。", ACME_SERVERS, False),
        ("Acme 部署了 1.2万台 GPU 和 300 台 CPU。", ACME_GPUS, True),
        # ... and a name before a Chinese noun, which says whose they are, is one more word
        # a claim may name (any claim of Acme: a count of Acme's staff is no finding)
        ("Acme Phone 有 1.2万名 Acme 用户。", ACME_PHONE_USERS, True),
        ("Acme 有 1.2万名 Acme 员工。", ACME_PHONE_USERS, True),
        # a claim of it written in English pairs with it, as the Latin word is the same,
        # and one with nothing in Chinese may count the Chinese noun, as before
        ("Acme deployed 12,000 GPUs.", ACME_GPUS, True),
        ("Acme 部署了1.2万台GPU服务器。", replace(ACME_SERVERS, citations=[]), True),
    ],
)
def test_a_chinese_count_of_a_thing_named_in_latin_letters_names_it(
    sentence: str, claim: ClaimRecord, backed: bool
) -> None:
    assert _count_rules([claim], sentence) == ([] if backed else ["unsourced-number"])


@pytest.mark.parametrize(
    ("sentence", "claim", "backed"),
    [
        # 块 and 张 count chips and cards named in Latin letters (each was a bare number any
        # claim of its value backed)
        ("Acme 采购了 1.2 万块 H100。", ACME_SERVERS, False),
        ("Acme 采购了 1.2万张 H100 加速卡。", ACME_SERVERS, False),
        ("Acme 采购了 1.2 万块 H100。", ACME_H100, True),
        ("Acme 采购了 1.2万张 H100 加速卡。", ACME_H100, True),
        # ... and before a Chinese noun stay no measure word, as often money (200块钱) or a
        # unit's (200块晶圆): a bare number as before
        ("Acme 采购了 1.2万块硬盘。", ACME_PHONE_USERS, True),
        ("Acme 印了 1.2万张海报。", ACME_PHONE_USERS, True),
    ],
)
def test_a_chinese_count_of_chips_or_cards_in_latin_letters_names_them(
    sentence: str, claim: ClaimRecord, backed: bool
) -> None:
    assert _count_rules([claim], sentence) == ([] if backed else ["unsourced-number"])


CUSTOMERS_12K = _count(
    "acme-customers",
    "Acme",
    "Acme has 12,000 customers.",
    12_000,
    12_000,
    ("acme-zh", "Acme 有 1.2万家客户。"),
)
ACME_MACS = _count(
    "acme-macs",
    "Acme",
    "Acme bought 12,000 Macs.",
    12_000,
    12_000,
    ("acme-zh", "Acme 采购了 1.2万台 Mac。"),
)


@pytest.mark.parametrize(
    ("sentence", "claim", "backed"),
    [
        # every Latin word a Chinese count names is a word a claim of it may name: the
        # maker or line before a Chinese noun or a model (each named only 电脑, mini, Pro,
        # SXM or 显卡, which the claim does not) ...
        ("Acme 采购了 1.2万台 Mac 电脑。", ACME_MACS, True),
        ("Acme 采购了 1.2万台 Mac 笔记本。", ACME_MACS, True),
        ("Acme 采购了 1.2万台 Mac mini。", ACME_MACS, True),
        ("Acme 部署了 1.2万张 H100 SXM 卡。", ACME_H100, True),
        ("Acme 部署了 1.2万块 H100 SXM5。", ACME_H100, True),
        ("Acme 部署了 1.2万台 H100-SXM。", ACME_H100, True),
        ("Acme 部署了 1.2万块 Nvidia 显卡。", ACME_H100, True),
        # ... and the words of a list or a pair, with the Chinese noun after them (each
        # named only its first word: CPU, GPU, Dell, SaaS)
        ("Acme 部署了 1.2 万台 CPU/GPU 服务器。", ACME_SERVERS, True),
        ("Acme 部署了 1.2 万台 GPU/CPU 混合服务器。", ACME_SERVERS, True),
        ("Acme 部署了 1.2 万台 GPU 和 CPU 服务器。", ACME_SERVERS, True),
        ("Acme 部署了 1.2万台 Dell 和 HPE 服务器。", ACME_SERVERS, True),
        ("Acme 部署了 1.2万台 Dell、HPE 服务器。", ACME_SERVERS, True),
        ("Acme 有 1.2万家 SaaS 和 AI 企业客户。", CUSTOMERS_12K, True),
        # a claim that names none of them counts another thing, as before
        ("Acme 部署了 1.2万台 Dell 和 HPE 服务器。", ACME_GPUS, False),
        ("Acme 部署了 1.2 万台 CPU/GPU 服务器。", ACME_PHONE_USERS, False),
        ("Acme 采购了 1.2万台 Dell 笔记本。", ACME_MACS, False),
        ("Acme 有 1.2万家 SaaS 和 AI 公司。", CUSTOMERS_12K, False),
        ("Acme 有 1.2万名 iOS 与 Android 开发者。", ACME_SERVERS, False),
        ("Acme 部署了 1.2万台 H100 及 A100 GPU。", ACME_SERVERS, False),
        ("Acme 部署了 1.2万台 GPU 和 300 台 CPU。", ACME_SERVERS, False),
    ],
)
def test_a_chinese_count_names_every_latin_word_it_counts(
    sentence: str, claim: ClaimRecord, backed: bool
) -> None:
    assert _count_rules([claim], sentence) == ([] if backed else ["unsourced-number"])


@pytest.mark.parametrize(
    "sentence",
    [
        "У Nimbus DB 45 тысяч клиентов.",
        "Nimbus DB обрабатывает 50 000 запросов.",
        "Nimbus DB 4.5万家客户。",
        "Nimbus DB 每天处理 5万次请求。",
    ],
)
def test_a_claim_with_nothing_in_the_pages_language_backs_any_count_of_its_value(
    sentence: str,
) -> None:
    """A claim that says nothing in Russian or Chinese may name the thing there as the
    page does, or not: it backs a count of its value as before."""
    english = replace(CUSTOMERS, citations=[])
    assert Auditor([english]).audit_text(sentence, "page.md") == []


def test_a_count_of_another_thing_repeats_no_retracted_count_of_its_value() -> None:
    """A retracted count of customers is not what "50,000 requests" repeats (the message
    said '... is backed by no claim: it repeats nimbus-customers-old, retracted')."""
    old = replace(
        CUSTOMERS,
        id="nimbus-customers-old",
        status="retracted",
        low=50_000,
        history=[EventRecord("retracted", "2026-12-01T00:00:00Z", "Nimbus Labs corrected it")],
    )
    (found,) = Auditor([old]).audit_text("Nimbus DB handles 50,000 requests a day.", "page.md")
    assert found.message == '"50,000" (50K) is backed by no claim'


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # "one" in words is an article more than a figure (sources/000_...txt, 002_...txt)
        ("每一层放在一个晶圆上，一片晶圆对应一层。", []),
        ("один сетевой слой размещается на одну пластину", []),
        ("Each layer gets one wafer.", []),
        ("Each layer gets 1 wafer.", [("unsourced-number", "1 wafer")]),
        ("Each layer gets two wafers.", [("unsourced-number", "two wafers")]),
        # a measure, not a thing counted, is a figure
        ("The site draws one MW.", [("unsourced-number", "one MW")]),
        ("Revenue fell one percent.", [("unsourced-number", "one percent")]),
    ],
)
def test_one_in_words_is_not_audited(sentence: str, expected: list[tuple[str, str]]) -> None:
    assert rules(sentence) == expected


# --------------------------------------------------------------------------- MkDocs Markdown

# Sentences of the sources, stated as MkDocs Material pages write them.  Estimates stated as
# fact: 3 trillion parameters, 150 billion active ones, 70 to 100 wafers.
_EN_ESTIMATE = "Sol has 3 trillion parameters."
_ZH_ESTIMATE = "GPT-5.6 Sol 部署范围横跨70至100个Cerebras晶圆级系统。"  # sources/000, line 28
_RU_ESTIMATE = "Около 150 миллиардов активных параметров на токен."  # sources/002, line 52


def found(text: str) -> list[tuple[int, int, str, str]]:
    return [(f.line, f.column, f.rule, f.text) for f in run(text)]


def test_admonition_bodies_are_prose_not_indented_code() -> None:
    text = (
        '!!! note "Size"\n\n'
        f"    {_EN_ESTIMATE}\n\n"
        '??? info "Развёртывание"\n'
        f"    {_RU_ESTIMATE}\n\n"
        '???+ warning "部署"\n\n'
        f"    {_ZH_ESTIMATE}\n"
        "    OpenAI 已宣布在 Cerebras 上运行的 GPT-5.6 Sol 能够达到每秒750个令牌。\n\n"
        "!!! tip\n"
        "    - It needs 42 wafers.\n"
    )
    assert found(text) == [
        (3, 13, "speculation-as-fact", "3 trillion parameters"),
        (6, 11, "speculation-as-fact", "150 миллиардов активных параметров"),
        (10, 23, "speculation-as-fact", "70至100个Cerebras晶圆级系统"),
        (14, 16, "unsourced-number", "42 wafers"),
    ]


def _nested_list(depth: int) -> str:
    """A list nested ``depth`` deep, each item a line, the deepest holding a figure."""
    items = "".join(f"{'  ' * level}- item\n" for level in range(depth - 1))
    return f"{items}{'  ' * (depth - 1)}- It needs 44 wafers.\n"


@pytest.mark.parametrize(
    "nested",
    [
        _nested_list(10),  # 20 levels: CommonMark's preset skipped the rest of the page
        "> " * 20 + "It needs 44 wafers.\n",
        "".join(f"{'    ' * level}!!! note\n" for level in range(20)) + " " * 80 + "44 wafers\n",
    ],
    ids=["list", "quote", "admonition"],
)
def test_blocks_nested_deep_are_read_and_so_is_the_rest(nested: str) -> None:
    rest = "\nAfter it, Sol needs 42 wafers.\n"
    assert [f.text for f in run(nested + rest)] == ["44 wafers", "42 wafers"]


def test_a_page_nested_past_the_parser_limit_cannot_be_read(tmp_path: Path) -> None:
    """markdown-it skips the rest of a chunk past its limit without a word: the page is
    reported, at the line where its blocks go too deep, as a file that cannot be read."""
    page = tmp_path / "deep.md"
    # each list nested takes two levels (its list, its item): the item's paragraph of
    # the 50th is the first block at level 100
    depth = MAX_NESTING // 2
    page.write_text("Sol needs 42 wafers.\n\n" + _nested_list(depth), encoding="utf-8")
    findings, totals = audited(Auditor(CLAIMS), [page], cwd=tmp_path)
    line = depth + 2  # that item's line, below the first paragraph and a blank line
    message = (
        f"lists, quotes or boxes nested more than {MAX_NESTING} levels deep "
        "(a list item counts two)"
    )
    assert findings == [] and [str(e) for e in totals.errors] == [
        f"deep.md:{line}: {message}: the page cannot be read whole"
    ]
    page.write_text(_nested_list(depth - 1), encoding="utf-8")  # at the limit: read whole
    assert [f.text for f in audited(Auditor(CLAIMS), [page])[0]] == ["44 wafers"]
    # a box in each list item takes three levels at once: it went past the limit unseen
    boxes = "".join(f"{'  ' * level}- :::note[Sizes]\n" for level in range(40))
    page.write_text(f"{boxes}{'  ' * 40}Sol needs 44 wafers.\n", encoding="utf-8")
    findings, totals = audited(Auditor(CLAIMS), [page], cwd=tmp_path)
    assert findings == [] and [str(e) for e in totals.errors] == [
        f"deep.md:34: {message}: the page cannot be read whole"
    ]


def test_an_admonition_title_is_prose_and_leads_in_its_list() -> None:
    # a title is read where it stands; like a heading it introduces the list below it
    assert found('!!! note "Sol draws 400 MW"\n    Text.\n') == [
        (1, 21, "unsourced-number", "400 MW")
    ]
    for title in ("Estimates", "Оценки", "估算"):
        assert found(f'!!! note "{title}"\n\n    - {_EN_ESTIMATE}\n    - {_RU_ESTIMATE}\n') == []
    assert [f.rule for f in run(f'!!! note "Sizes"\n\n    - {_EN_ESTIMATE}\n')] == [
        "speculation-as-fact"
    ]
    # the class words after the type are no title: "!!! note" shows "Note"
    assert [f.line for f in run(f"!!! note estimates\n    - {_EN_ESTIMATE}\n")] == [2]


@pytest.mark.parametrize(
    ("page", "hedged"),
    [
        ('!!! note "Estimates"\n    Sol runs on 90 wafers.\n', True),
        ('!!! note "Оценки аналитиков"\n\n    Sol работает на 90 пластинах.\n', True),
        ('??? note "外部估计"\n    Sol 运行在90片晶圆上。\n', True),
        ('=== "Estimates"\n\n    Sol runs on 90 wafers.\n', True),
        # the whole of its body, as a lead-in all of its list, but no further
        ('!!! note "Estimates"\n    Intro.\n\n    Sol runs on 90 wafers.\n', True),
        ('!!! note "Estimates"\n    Intro.\n\nSol runs on 90 wafers.\n', False),
        ('!!! note "Sizes"\n    Sol runs on 90 wafers.\n', False),
        ("!!! note estimates\n    Sol runs on 90 wafers.\n", False),  # classes, no title
        # a heading's section runs on to the next heading: it introduces only the block
        # right below it (test_a_heading_introduces_the_paragraph_right_below_it)
        ("## Estimates\n\nIntro.\n\nSol runs on 90 wafers.\n", False),
        # inside a list that a lead-in hedges, a box or list with a lead-in of its own
        # is still introduced by the outer one
        ('Estimates:\n\n- Sizes\n\n    !!! note "Sizes"\n        Sol runs on 90 wafers.\n', True),
        ("Оценки аналитиков:\n\n- Размеры:\n\n    - Sol работает на 90 пластинах.\n", True),
        ("外部估计：\n\n- 规模：\n\n    - Sol 运行在90片晶圆上。\n", True),
        ("Sizes:\n\n- Details:\n\n    - Sol runs on 90 wafers.\n", False),
    ],
)
def test_an_admonition_title_introduces_its_body(page: str, hedged: bool) -> None:
    assert [f.rule for f in run(page)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("page", "hedged"),
    [
        (f"## Estimated size\n\n{_EN_ESTIMATE}\n", True),
        (f"## Оценки аналитиков\n\n{_RU_ESTIMATE}\n", True),
        (f"## 外部估计\n\n{_ZH_ESTIMATE}\n", True),
        (f"### Estimates {{#size}}\n{_EN_ESTIMATE}\n", True),
        (f"Estimated size\n==============\n\n{_EN_ESTIMATE}\n", True),
        # a comment between them is no block the page shows; an HTML paragraph is one
        (f"## Estimated size\n\n<!-- reviewed -->\n{_EN_ESTIMATE}\n", True),
        (f"## Estimated size\n\n<p>{_EN_ESTIMATE}</p>\n", True),
        # a heading that hedges nothing
        (f"## Size\n\n{_EN_ESTIMATE}\n", False),
        (f"## Развёртывание\n\n{_RU_ESTIMATE}\n", False),
        (f"## 部署\n\n{_ZH_ESTIMATE}\n", False),
        # ... nor one that says what follows is no estimate (each hedged it)
        (f"## Confirmed facts, not estimates\n\n{_EN_ESTIMATE}\n", False),
        (f"## 已确认的事实（而非估计）\n\n{_EN_ESTIMATE}\n", False),
        (f"## Факты, а не оценки\n\n{_EN_ESTIMATE}\n", False),
        # only the block right below it: not the rest of its section
        (f"## Estimated size\n\nIntro.\n\n{_EN_ESTIMATE}\n", False),
        (f"## Оценки аналитиков\n\nВведение.\n\n{_RU_ESTIMATE}\n", False),
        (f"## 外部估计\n\n简介。\n\n{_ZH_ESTIMATE}\n", False),
        (f"## Estimated size\n\n```\ncode\n```\n\n{_EN_ESTIMATE}\n", False),
        (f"## Estimated size\n\n$$\nx = 1\n$$\n\n{_EN_ESTIMATE}\n", False),
        # a paragraph all in bold introduces a list or table, not a paragraph: it is as
        # often a sentence said loudly as a title
        (f"**Estimates**\n\n{_EN_ESTIMATE}\n", False),
    ],
)
def test_a_heading_introduces_the_paragraph_right_below_it(page: str, hedged: bool) -> None:
    assert [f.rule for f in run(page)] == ([] if hedged else ["speculation-as-fact"])


def test_content_tabs_are_prose_in_every_language() -> None:
    text = (
        '=== "English"\n\n'
        f"    {_EN_ESTIMATE}\n\n"
        '===! "中文"\n\n'
        f"    {_ZH_ESTIMATE}\n\n"
        '===+ "Русский"\n'
        f"    {_RU_ESTIMATE}\n"
        "    OpenAI заявила, что GPT-5.6 Sol может работать на инфраструктуре Cerebras "
        "со скоростью до 750 токенов в секунду.\n"  # sources/002, line 7: backed
    )
    assert found(text) == [
        (3, 13, "speculation-as-fact", "3 trillion parameters"),
        (7, 23, "speculation-as-fact", "70至100个Cerebras晶圆级系统"),
        (10, 11, "speculation-as-fact", "150 миллиардов активных параметров"),
    ]
    # a tab's title leads in a table right below it, as a heading does
    table = "\n    | Model | Parameters |\n    |---|---|\n    | Sol | 3 trillion parameters |\n"
    assert found(f'=== "Estimates"\n{table}') == []
    assert found(f'=== "Sizes"\n{table}') == [
        (5, 13, "speculation-as-fact", "3 trillion parameters")
    ]


@pytest.mark.parametrize(
    ("page", "hedged"),
    [
        # Docusaurus (v3 brackets, v2 a space), VitePress, MyST: the title leads the box
        (":::note[Estimates]\nSol runs on 90 wafers.\n:::\n", True),
        (":::info Оценки аналитиков\n\nSol работает на 90 пластинах.\n\n:::\n", True),
        ("::: tip 外部估计\n\nSol 运行在90片晶圆上。\n\n:::\n", True),
        (":::{note} Estimates\nSol runs on 90 wafers.\n:::\n", True),
        # the whole of its body, however many blocks, but not past its closing colons
        (":::note[Estimates]\n\nIntro.\n\nSol runs on 90 wafers.\n\n:::\n", True),
        (":::note[Estimates]\n\nIntro.\n\n:::\n\nSol runs on 90 wafers.\n", False),
        (":::note[Sizes]\nSol runs on 90 wafers.\n:::\n", False),
        # a kind alone is no title (Docusaurus shows "Note"), nor Pandoc's class or colons
        (":::estimate\nSol runs on 90 wafers.\n:::\n", False),
        ("::: {.estimate}\nSol runs on 90 wafers.\n:::\n", False),
        ("::: Estimates ::::::\nSol runs on 90 wafers.\n::::::::::\n", False),
        # nested boxes: the outer one's title leads the inner box too
        ("::::note[Estimates]\n:::tip[Sizes]\nSol runs on 90 wafers.\n:::\n::::\n", True),
        # colons with no kind open nothing; in code they are code
        (":::\nEstimates\n:::\n\nSol runs on 90 wafers.\n", False),
        # a label with a link or brackets in it, attributes after it; a title attribute
        (
            ":::note[Estimates by [SemiAnalysis](https://x.io)]\n\nSol runs on 90 wafers.\n:::\n",
            True,
        ),
        (":::note[Estimates (`sizes[0]`)]{#sizes}\n\nSol runs on 90 wafers.\n:::\n", True),
        (':::note{title="Estimates"}\n\nSol runs on 90 wafers.\n:::\n', True),
        ('::: {.callout-note title="Estimates"}\n\nSol runs on 90 wafers.\n:::\n', True),
        (":::note[Sizes]{#estimates}\nSol runs on 90 wafers.\n:::\n", False),
        # what ends a box (its title over code alone, a heading) introduces nothing past it
        (":::note[Estimates]\n```\nx = 1\n```\n:::\n\n- Sol runs on 90 wafers.\n", False),
        (":::note[Info]\n\n### Estimates\n\n:::\n\nSol runs on 90 wafers.\n", False),
        ('!!! note "Estimates"\n    ```\n    x = 1\n    ```\n\n- Sol runs on 90 wafers.\n', False),
        ("```\n:::note[Estimates]\n```\n\nSol runs on 90 wafers.\n", False),
    ],
)
def test_a_colon_box_title_introduces_its_body(page: str, hedged: bool) -> None:
    assert [f.rule for f in run(page)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("page", "hedged"),
    [
        # a <details> box's summary is the title of the Markdown blocks inside it
        ("<details>\n<summary>Estimates</summary>\n\nSol runs on 90 wafers.\n\n</details>\n", True),
        (
            "<details>\n<summary>Оценки</summary>\n\n"
            "- Sol работает на 90 пластинах.\n\n</details>\n",
            True,
        ),
        (
            "<details><summary><b>外部估计</b></summary>\n\nSol 使用 90 片晶圆。\n\n</details>\n",
            True,
        ),
        # ... and of nothing past it, nor of a box beside it
        (
            "<details>\n<summary>Estimates</summary>\n\nx\n\n</details>\n\n"
            "Sol runs on 90 wafers.\n",
            False,
        ),
        ("<details>\n<summary>Sizes</summary>\n\nSol runs on 90 wafers.\n\n</details>\n", False),
        (
            "<details>\n<summary>Estimates</summary>\n\nx\n\n</details>\n\n<details>\n"
            "<summary>Sizes</summary>\n\nSol runs on 90 wafers.\n\n</details>\n",
            False,
        ),
        # a blank line between the box and its summary; a box in a comment is none, nor
        # is its end
        (
            "<details>\n\n<summary>Estimates</summary>\n\nSol runs on 90 wafers.\n\n</details>\n",
            True,
        ),
        ("<!-- <details><summary>Estimates</summary> -->\n\nSol runs on 90 wafers.\n", False),
        (
            "<details>\n<summary>Estimates</summary>\n<!-- </details> -->\n\n"
            "Sol runs on 90 wafers.\n\n</details>\n",
            True,
        ),
        # nested: the outer summary leads the inner box's body too
        (
            "<details>\n<summary>Estimates</summary>\n\n<details>\n<summary>Sizes</summary>"
            "\n\nSol runs on 90 wafers.\n\n</details>\n\n</details>\n",
            True,
        ),
    ],
)
def test_a_details_summary_introduces_its_body(page: str, hedged: bool) -> None:
    """<details><summary>(estimated)</summary>, its body a paragraph of its own, did not
    hedge the body: an HTML block's text was prose, the blocks after it were not its."""
    assert [f.rule for f in run(page)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    "sentence",
    [
        "Sol has 1 trillion parameters, of which 150 billion are active.",
        "У Sol 1 триллион параметров, из них 150 миллиардов активных.",
        "Sol 共有 1 万亿参数，其中 1500 亿为激活参数。",
    ],
)
def test_a_part_of_a_figure_is_matched_in_its_unit(sentence: str) -> None:
    # the Russian part counted "активных", an unknown thing, and was an unsourced number
    assert [f.rule for f in run(sentence)][1:] == ["speculation-as-fact"]
    assert [f.claims for f in run(sentence)][1:] == [("active-150b",)]


def test_a_colon_box_title_is_prose_where_it_stands() -> None:
    assert found(":::note[Sol draws 400 MW]\nText.\n:::\n") == [
        (1, 19, "unsourced-number", "400 MW")
    ]
    assert found("  ::: warning Sol draws 400 MW\n  Text.\n  :::\n") == [
        (1, 25, "unsourced-number", "400 MW")
    ]
    # a kind that holds the title's words is not where its text is looked for
    assert found(":::note note 400 MW\n:::\n") == [(1, 14, "unsourced-number", "400 MW")]


def test_a_long_colon_box_is_one_chunk() -> None:
    filler = "Plain words, nothing counted here.\n\n" * 2500  # > one chunk (64K characters)
    page = f":::note[Estimates]\n\n{filler}Sol runs on 90 wafers.\n\n:::\n\n{filler}End.\n"
    chunks = list(markdown_chunks(page.splitlines(keepends=True)))
    assert len(chunks) > 1 and chunks[0][1].endswith("Sol runs on 90 wafers.\n\n:::\n\n")
    assert run(page) == [] and run(page.replace("\n", "\r\n")) == []
    # colons in code in a box close it, as in the parser (and Docusaurus, VitePress): the
    # fence's closing line then opens code to the end, whatever the page's length
    fenced = ":::note[Usage]\n\n```md\n:::\n```\n\nSol draws 400 MW.\n\n:::\n\n"
    assert run(fenced + "Sol runs on 90 wafers.\n") == []
    assert run(fenced + filler + "Sol runs on 90 wafers.\n") == []


def test_a_long_box_opening_line_is_read_in_linear_time() -> None:
    # the title's pattern backtracked: 2,000 spaces, colons and spaces took 14 s a line
    page = f":::note {' ' * 2000}{':' * 2000}{' ' * 2000}x\n\nSol draws 400 MW.\n"
    assert [f.text for f in run(page)] == ["400 MW"]


def test_html_block_text_is_prose() -> None:
    text = (
        "<details><summary>More</summary>Sol serves 900 tokens/s.</details>\n\n"
        f"<p>{_EN_ESTIMATE}</p>\n\n"
        "<div markdown>\n"
        f'<span class="note">**{_RU_ESTIMATE}**</span>\n'
        f"{_ZH_ESTIMATE} <!-- 44 wafers -->\n"
        "Sol draws 410&nbsp;MW. <code>kb audit --max 4500</code>\n"
        "<pre>43 wafers</pre>\n"
        "</div>\n"
    )
    assert found(text) == [
        (1, 44, "unsourced-number", "900 tokens/s"),
        (3, 12, "speculation-as-fact", "3 trillion parameters"),
        (6, 28, "speculation-as-fact", "150 миллиардов активных параметров"),
        (7, 19, "speculation-as-fact", "70至100个Cerebras晶圆级系统"),
        (8, 11, "unsourced-number", "410 MW"),
    ]


def test_an_html_images_alt_text_is_prose_as_markdowns_is() -> None:
    """What a screen reader says of an image: <img alt> was left out, though ![alt] was
    audited, and writers use <img> to give an image its width."""
    text = (
        '<p align="center"><img src="img/wafer-1200.png" width="800" '
        'alt="Sol runs on 144 wafers"></p>\n\n'
        "<img alt='Sol 部署在 143 个晶圆上' src=\"x.png\"/>\n\n"
        '<div><img src="a-4500.png" alt=""><img src="b.png" alt=wafers></div>\n\n'
        "![Sol runs on 145 wafers](img/wafer.png)\n\n"
        '<img title="Diagram alt=Sol uses 700 wafers" alt="Sol uses 146 wafers">\n\n'
        'In a paragraph <img alt="Sol uses 147 wafers" src="c.png">, but not in '
        '<code><img alt="Sol uses 148 wafers"></code>.\n'
    )
    assert found(text) == [
        (1, 78, "unsourced-number", "144 wafers"),
        (3, 19, "unsourced-number", "143 个晶圆"),
        (7, 15, "unsourced-number", "145 wafers"),
        (9, 60, "unsourced-number", "146 wafers"),  # not "alt=" inside the title
        (11, 35, "unsourced-number", "147 wafers"),
    ]


def test_html_table_cells_are_read_as_markdown_table_cells() -> None:
    """An HTML table's cells take the unit of their column's header or row's label and
    the hedge of their row, as a Markdown table's do (the block was one paragraph: the
    estimate in a fact box passed unseen)."""
    text = (
        "Key figures:\n\n"
        "<table>\n<caption>Sol needs 42 wafers</caption>\n"
        "<tr><th>Model</th><th>Speed (tok/s)</th><th>Wafers</th><th>Status</th></tr>\n"
        "<tr><td>GPT-5.6 Sol</td><td>750</td><td>70–100</td><td>official</td></tr>\n"
        "<tr><td>GPT-5.6 Sol</td><td>750</td><td>70–100</td><td>estimate</td></tr>\n"
        "<tr><td>Kimi K2.6<td>1200<td>—<td>official\n"  # cells closed by the next, as HTML
        "</table>\n\n"
        "<table><tr><td>Пластины</td><td><b>70–100</b></td></tr>\n"
        "<tr><td>功率（兆瓦）</td><td>400</td></tr></table>\n"
    )
    assert found(text) == [
        (4, 20, "unsourced-number", "42 wafers"),
        (6, 41, "speculation-as-fact", "70–100"),
        (8, 22, "unsourced-number", "1200"),
        (11, 36, "speculation-as-fact", "70–100"),
        (12, 24, "unsourced-number", "400"),
    ]
    # the sentence before it introduces the table, as it does a Markdown table
    assert found(text.replace("Key figures:", "Estimates from outside analysts:"))[1:] == [
        (8, 22, "unsourced-number", "1200"),
        (11, 36, "speculation-as-fact", "70–100"),
        (12, 24, "unsourced-number", "400"),
    ]


def test_an_indirect_question_states_nothing_as_fact() -> None:
    """ "Whether", 是否, "ли": the open questions of the sources' lists ("是否严格遵循每层
    一个晶圆的映射") are no figures stated as fact."""
    for sentence in (
        "It is not known whether Sol spans 70 to 100 wafers.",
        "是否横跨70至100个晶圆系统",
        "Неизвестно, использует ли Sol от 70 до 100 пластин.",
    ):
        assert rules(sentence) == [], sentence
    assert rules("Sol spans 70 to 100 wafers.") == [("speculation-as-fact", "70 to 100 wafers")]


@pytest.mark.parametrize(
    "page",
    [
        "## How many parameters?\n\nThe model has 150 billion active parameters.\n",
        "## 参数量是多少？\n\nSol 有 1500 亿个活跃参数。\n",
        "## Сколько пластин?\n\nМодель развёрнута на 100 пластинах Cerebras.\n",
        '??? question "How many wafers does Sol use?"\n\n    Sol uses 80 wafers.\n',
        # yes-or-no questions, whose ли, 是否, whether doubt only what they ask
        "## Использует ли Sol сотню пластин?\n\nSol использует от 70 до 100 пластин.\n",
        "## Sol 是否部署在多片晶圆上？\n\nSol 部署在70到100片晶圆上。\n",
        "## Is it known whether Sol uses 100 wafers?\n\nSol uses 70 to 100 wafers.\n",
        "Sol has 3 trillion parameters.[^1]\n\n[^1]: Is that right?\n",
    ],
)
def test_a_question_heading_hedges_no_answer_under_it(page: str) -> None:
    """An FAQ's question leads an answer stated as fact: a heading or box title ending
    in "?" hedged every sentence under it, in all three languages, and so did one whose
    ли, 是否 or whether doubts only what it asks; a footnote that asks hedges nothing."""
    assert [rule for rule, _ in rules(page)] == ["speculation-as-fact"]


@pytest.mark.parametrize(
    "page",
    [
        "## «Использует ли Sol сотню пластин?»\n\nSol использует 100 пластин.\n",
        "## «Does Sol perhaps use 100 wafers?»\n\nSol uses 100 wafers.\n",
        "## 「Sol 是否使用 100 片晶圆？」\n\nSol 使用 100 片晶圆。\n",
        "## 『Sol 可能使用 100 片晶圆吗？』\n\nSol 使用 100 片晶圆。\n",
    ],
)
def test_a_quoted_question_heading_hedges_no_answer_under_it(page: str) -> None:
    """A question closed by », 」 or 』 asks as one closed by ” does: it hedged the answer
    under it (_asks read past ” and ) only)."""
    assert [rule for rule, _ in rules(page)] == ["speculation-as-fact"]


@pytest.mark.parametrize(
    "sentence",
    [
        # a technical writer's pages: the figure the sentence denies is no fact it states
        "У модели не 3 триллиона параметров.",
        "Sol的总参数量并非3万亿。",
        "Sol is not 3 trillion parameters; the number is a guess.",
        "Лимит ответа — 128К токенов, а не 9200 токенов.",
        "Sol writes up to 128K tokens rather than 9200.",
        "Sol的最大输出是12.8万个token，而不是9200个token。",
        "Sol isn't about 3 trillion parameters.",
        "Sol isn't ≈ 3 trillion parameters.",
        "Sol is not circa 3 trillion parameters.",
        "У модели не ≈3 триллиона параметров.",
        "Sol的总参数量并非≈3万亿。",
        # ... after a verb of having or using (an FAQ that debunks a rumour)
        "No, Sol does not have 3 trillion parameters.",
        "Sol doesn't run on 70 to 100 wafers.",
        "Sol 没有 3 万亿参数。",
        "Sol 並非 3 萬億個參數。",
        "У Sol нет 3 триллионов параметров.",
        "Sol не использует от 70 до 100 пластин.",
        "Sol没有3万亿参数。",
        "Sol并没有使用70至100片晶圆。",
        # nor is a retracted figure it denies unsourced: the retraction records it
        "Sol выдаёт не 600 токенов в секунду, а 750.",
    ],
)
def test_a_figure_the_sentence_denies_is_no_estimate_or_dispute_stated_as_fact(
    sentence: str,
) -> None:
    caption = claim("max-length-9200", "disputed", 9200, unit="token")
    assert Auditor([*CLAIMS, caption]).audit_text(sentence, "page.md") == []


@pytest.mark.parametrize(
    "sentence",
    [
        # a bound states the figure (the review: these passed as denials)
        "GPT-5.6 Sol does not exceed 3 trillion parameters.",
        "Число параметров GPT-5.6 Sol не превышает 3 триллионов.",
        # 没有 opening a clause is "without", which states what is needed
        "没有 70 片晶圆，GPT-5.6 Sol 就跑不到更高速度。",
        "要是没有70至100片晶圆，Sol就无法运行。",
        "要是没有≈70至100片晶圆，Sol就无法运行。",
        # a word or sign that rounds, with no word that denies, states the figure
        "GPT-5.6 Sol has ≈3 trillion parameters.",
        "GPT-5.6 Sol has circa 3 trillion parameters.",
        "У GPT-5.6 Sol ≈3 триллиона параметров.",
        "GPT-5.6 Sol 的参数量≈3万亿。",
    ],
)
def test_a_bound_or_a_condition_is_no_denial(sentence: str) -> None:
    assert [rule for rule, _ in rules(sentence)] == ["speculation-as-fact"]


def test_a_denied_figure_no_claim_records_is_still_unsourced() -> None:
    """Whose figure does "not 5 trillion" deny? One the ledger does not know (a rumour to
    add, or a slip for the one meant) is reported as any other; a bound ("не более",
    "not more than") denies nothing and states the figure."""
    assert rules("Sol is not 5 trillion parameters.") == [
        ("unsourced-number", "5 trillion parameters")
    ]
    assert rules("У Sol не более 3 триллионов параметров.") == [
        ("speculation-as-fact", "3 триллионов параметров")
    ]
    assert rules("Sol has not more than 3 trillion parameters.") == [
        ("speculation-as-fact", "3 trillion parameters")
    ]
    # "or not" and 是不是 ask (the sentence is judged as any other); they deny nothing
    for asked, denied in [
        ("Whether or not 3 trillion parameters is right", "Sol is not 3 trillion"),
        ("Sol 是不是3万亿参数", "Sol 不是3万亿参数"),
        ("Sol или не 3 триллиона", "Sol не 3 триллиона"),
        # the sign that rounds stands between as "about" does, and lets no question deny
        ("Whether or not ≈ 3 trillion is right", "Sol is not ≈ 3 trillion"),
        ("Sol 是不是≈3万亿参数", "Sol 不是≈3万亿参数"),
        ("Sol или не ≈3 триллиона", "Sol не ≈3 триллиона"),
    ]:
        assert not denies(asked, asked.index("3")) and denies(denied, denied.index("3"))


def test_a_ratio_in_words_is_audited() -> None:
    """A sentence whose only figure is a word ("втрое", "three times the speed of") passes
    the audit's pre-filter, and is read as a ratio."""
    assert rules("Скорость выросла втрое.") == [("unsourced-number", "втрое")]
    assert rules("The team grew threefold; the reason is twofold.") == [
        ("unsourced-number", "threefold")
    ]
    assert rules("Sol is twice as fast as Kimi K2.6.") == [("unsourced-number", "twice")]
    # a multiple of another model's figure, as 是GPT-5.5的三倍 is
    assert rules("Sol's speed (750 tokens/s) is three times GPT-5.5's.") == [
        ("unsourced-number", "three times")
    ]
    assert rules("Sol runs at three times the speed of GPT-5.5.") == [
        ("unsourced-number", "three times")
    ]
    # how often, no ratio
    assert rules("Модель обновляют два раза в неделю. Мы запускали тест три раза.") == []


def test_html_row_headers_and_several_tables_in_one_block() -> None:
    """A <th> beside <td> cells heads its row (a fact box), not a column; each table of
    a block has its own headers; a sentence ending in a colon inside the block before a
    table introduces it; a column of units gives each row's figures theirs."""
    fact_box = (
        "<table><tr><th>Wafers</th><td>100</td></tr>\n"
        "<tr><th>Speed (tokens/s)</th><td>750</td></tr>\n"
        "<tr><th>Power (MW)</th><td>750</td></tr><tr><th>Parameters</th><td>3 trillion</td></tr>"
        "</table>\n"
    )
    assert [(f.rule, f.text, f.unit) for f in run(fact_box)] == [
        ("speculation-as-fact", "100", "wafer"),
        ("speculation-as-fact", "3 trillion", "parameter"),
    ]
    two_tables = (
        "<div>\n<p>Estimates from outside analysts:</p>\n"
        "<table><tr><th>Model</th><th>Wafers</th></tr><tr><td>Sol</td><td>70–100</td></tr>"
        "</table>\n<p>Official figures:</p>\n"
        "<table><tr><th>Model</th><th>Power (MW)</th></tr><tr><td>Sol</td><td>750</td></tr>"
        "<tr><td>Sol</td><td>400</td></tr></table>\n</div>\n"
    )
    assert [(f.rule, f.text, f.unit) for f in run(two_tables)] == [
        ("unsourced-number", "400", "MW")
    ]
    # a column of units: its cell gives the row's figure its unit, and is no text of
    # the block outside the cells (млрд was a figure of its own, 1 billion)
    units = (
        "<table><tr><th>Показатель</th><th>Ед. изм.</th><th>Значение</th></tr>"
        "<tr><td>Мощность</td><td>МВт</td><td>400</td></tr>"
        "<tr><td>Параметры</td><td>млрд</td><td>150</td></tr></table>\n"
    )
    assert [(f.rule, f.text, f.unit) for f in run(units)] == [
        ("unsourced-number", "400", "MW"),
        ("speculation-as-fact", "150", "parameter"),
    ]


def test_kb_ignore_in_an_html_block_silences_the_line_it_stands_on() -> None:
    text = (
        "<div markdown>\n"
        f"{_EN_ESTIMATE} <!-- kb-ignore speculation-as-fact -->\n"
        "<!-- kb-ignore-next-line -->\n"
        f"{_RU_ESTIMATE}\n"
        "It needs 42 wafers.\n"
        "</div>\n\n"
        "<!-- kb-ignore-next-line -->\n"
        f"<p>{_ZH_ESTIMATE}</p>\n"
    )
    assert found(text) == [(5, 10, "unsourced-number", "42 wafers")]


def test_math_is_no_money_and_dollars_in_prose_are() -> None:
    text = (
        "Inline $x = 3$ and $$2^{10}$$, and $1200 \\cdot n$.\n\n"
        "$$\n2^{10} = 1024\n$$\n\n"
        "It costs $2 billion, costs $2 and $3, $1.25 per million tokens, between $2 and $3.\n"
    )
    assert [(f.line, f.column, f.text, f.low, f.unit) for f in run(text)] == [
        (7, 10, "$2 billion", 2e9, "USD"),
        (7, 28, "$2", 2, "USD"),
        (7, 35, "$3", 3, "USD"),
        (7, 39, "$1.25", 1.25, "USD"),
        (7, 65, "between $2 and $3", 2, "USD"),  # a range, the sign repeated
    ]


def test_attribute_lists_and_footnote_labels_are_no_prose() -> None:
    text = (
        '![chart](img/chart.png){ width="1200" } and [the post](post.md){: data-n=1300 }\n\n'
        "## Speed {#speed-1200 data-rev=4500}\n\n"
        "Sol draws 4200 {: #x }\n===\n\n"
        "As OpenAI said[^1200], the page notes[^note-1500] it.\n"
        "{: .annotate data-n=1600 }\n\n"
        f"[^1200]: {_EN_ESTIMATE}\n"
        f"[^note-1500]: {_ZH_ESTIMATE}\n\n"
        f"    {_RU_ESTIMATE}\n"
    )
    assert found(text) == [
        (5, 11, "unsourced-number", "4200"),
        (11, 18, "speculation-as-fact", "3 trillion parameters"),
        (12, 33, "speculation-as-fact", "70至100个Cerebras晶圆级系统"),
        (14, 11, "speculation-as-fact", "150 миллиардов активных параметров"),
    ]


# --------------------------------------------------------------------------- hedges


@pytest.mark.parametrize(
    "sentence",
    [
        "Sol 每分钟输出上万个token。",
        "Sol выдаёт десятки тысяч токенов в минуту.",
        "У Sol сотни миллиардов параметров.",
        "Sol обрабатывает тысячи токенов.",
        "Sol обрабатывает сотни токенов.",
    ],
)
def test_a_vague_plural_states_no_figure(sentence: str) -> None:
    assert run(sentence) == []


@pytest.mark.parametrize(
    ("sentence", "figure"),
    [
        # the control: a thousand after a preposition, or after a number, is a figure
        ("Sol обрабатывает около тысячи токенов.", ("тысячи токенов", 1000, "token")),
        ("Sol обрабатывает пять тысяч токенов.", ("пять тысяч токенов", 5000, "token")),
    ],
)
def test_a_thousand_beside_a_vague_plural_is_a_figure(
    sentence: str, figure: tuple[str, float, str]
) -> None:
    (f,) = run(sentence)
    assert (f.rule, (f.text, f.low, f.unit)) == ("unsourced-number", figure)


@pytest.mark.parametrize(
    ("sentence", "found"),
    [
        # 200 wafers is no claim's (the estimate is 70 to 100); 100 is the estimate's
        ("Sol использует две сотни пластин.", [("unsourced-number", "две сотни пластин")]),
        ("Sol использует 2 сотни пластин.", [("unsourced-number", "2 сотни пластин")]),
        ("Sol использует полторы сотни пластин.", [("unsourced-number", "полторы сотни пластин")]),
        ("Sol размещена на сотне пластин.", [("speculation-as-fact", "сотне пластин")]),
        ("По оценке аналитиков, Sol размещена на сотне пластин.", []),
    ],
)
def test_a_hundred_as_a_russian_noun_counts_wafers(
    sentence: str, found: list[tuple[str, str]]
) -> None:
    assert rules(sentence) == found


@pytest.mark.parametrize(
    "sentence",
    [
        "Sol 部署在80多片晶圆上。",
        "Sol runs on 80+ wafers.",
        "Sol работает на 80 с лишним пластинах.",
    ],
)
def test_more_than_eighty_wafers_is_the_wafer_estimate_stated_as_fact(sentence: str) -> None:
    (f,) = run(sentence)
    assert (f.rule, f.unit, f.claims) == ("speculation-as-fact", "wafer", ("wafers-70-100",))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("По оценке Гудсона, на каждый токен активируется около 150 млрд. Модель большая.", []),
        ("По оценке Гудсона, на каждый токен активируется около 150 млрд.", []),
        (
            "На каждый токен активируется около 150 млрд. Модель большая.",
            [("speculation-as-fact", "150 млрд")],
        ),
    ],
)
def test_a_scale_abbreviation_ending_its_sentence_counts_no_word_of_the_next(
    text: str, expected: list[tuple[str, str]]
) -> None:
    """The full stop of "млрд." ends the sentence too: "Модель" is no thing it counts,
    so the bare 150B is the 150B-parameter estimate's, hedged by "по оценке"."""
    assert rules(text) == expected


def test_an_instruction_with_should_states_its_setting_as_unsourced() -> None:
    """应该 as an obligation hedges nothing, and a setting no claim backs is unsourced,
    hedged or not."""
    assert rules("用户应该在配置中设置 4096。") == [("unsourced-number", "4096")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("注册用户已有三万几千人。", [("unsourced-number", "三万几千")]),
        ("Sol 每秒输出一万几千个 token。", [("unsourced-number", "每秒输出一万几千个 token")]),
    ],
)
def test_a_vague_place_after_a_big_unit_is_part_of_the_figure(
    text: str, expected: list[tuple[str, str]]
) -> None:
    """三万几千 is 31,000 to 39,000; the audit reported 三万, 30,000 (and 一万, 10,000)."""
    assert rules(text) == expected


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        ("Sol has about 3 trillion parameters.", False),
        ("Sol has roughly 3 trillion parameters.", False),
        ("Sol is estimated to have about 3 trillion parameters.", True),
        ("Sol may have about 3 trillion parameters.", True),
        ("Sol reportedly has 3 trillion parameters.", True),
        ("According to Bleys Goodson, Sol has 3 trillion parameters.", True),
        ("该模型包含约三万亿个参数。", False),
        ("据估计，该模型包含约三万亿个参数。", True),
        ("该模型可能包含约三万亿个参数。", True),
        ("推测该模型包含约三万亿个参数。", True),
        ("Модель содержит три триллиона параметров, это не подтверждено.", True),
        ("Модель содержит около трёх триллионов параметров.", False),
        ("Модель содержит примерно три триллиона параметров.", False),
        ("По оценке Гудсона, модель содержит три триллиона параметров.", True),
        ("Модель может содержать три триллиона параметров.", True),
        ("Модель предположительно содержит три триллиона параметров.", True),
        ("Sol或有3万亿个参数。", True),
        ("Sol或将有3万亿个参数。", True),
        ("Sol或许有3万亿个参数。", True),
        ("Sol的参数量或达3万亿个。", True),
        ("Sol的参数量或超3万亿个。", True),
        ("Sol（或称GPT-5.6 Sol）有3万亿个参数。", False),  # 或 alone is "or"
        ("У Sol ориентировочно 3 триллиона параметров.", True),
        ("По ориентировочным данным, у Sol 3 триллиона параметров.", True),
        ("Per SemiAnalysis, Sol has 3 trillion parameters.", True),
        ("Per system, Sol has 3 trillion parameters.", False),
        ("Per the company's filing, Sol has 3 trillion parameters.", True),
        ("Per Ёлкин, модель содержит три триллиона параметров.", True),
        ("SemiAnalysis reports that Sol has 3 trillion parameters.", True),
        ("In this report, Sol has 3 trillion parameters.", False),  # the noun is no cue
        ("Гудсон сказал, что модель содержит три триллиона параметров.", True),
        ("Вероятнее всего, модель содержит три триллиона параметров.", True),
        ("По-видимому, модель содержит три триллиона параметров.", True),
        ("По всей видимости, модель содержит три триллиона параметров.", True),
        ("По подсчётам Гудсона, модель содержит три триллиона параметров.", True),
        ("Как пишет Гудсон, модель содержит три триллиона параметров.", True),
        ("Эксперты допускают, что модель содержит три триллиона параметров.", True),
        ("Apparently, Sol has 3 trillion parameters.", True),
        ("该模型大概包含三万亿个参数。", True),
        ("该模型号称包含三万亿个参数。", True),
        ("据业内人士透露，该模型包含约三万亿个参数。", True),
        ("据一些报道，Sol 有3万亿参数。", True),
        ("据外媒报道，该模型包含三万亿个参数。", True),
        # a paper named in title marks reports as its name does (was stated as fact)
        ("据《财经日报》报道，该模型包含三万亿个参数。", True),
        ("По некоторым данным, у Sol 3 трлн параметров.", True),
        ("По сообщениям СМИ, у Sol 3 трлн параметров.", True),
        # not (officially) confirmed, in each language
        ("Sol 有3万亿参数，但这一数字未获官方确认。", True),
        ("Sol 有3万亿参数，这一数字未得到官方证实。", True),
        ("Sol 有3万亿参数，这一数字未经官方确认。", True),
        # ... by whom, named in Latin letters spaced from the words, and in Traditional
        ("Sol 有 3 万亿个参数，这一数字未获 OpenAI 证实。", True),
        ("Sol 有 3 万亿个参数，尚未得到 OpenAI 确认。", True),
        ("Sol 有 3 万亿个参数（未经 OpenAI 确认）。", True),
        ("Sol 擁有 3 萬億個參數，這一數字並未獲得 OpenAI 證實。", True),
        ("Sol 擁有 3 萬億個參數（未經證實）。", True),
        ("OpenAI 确认 Sol 有 3 万亿个参数。", False),
        ("OpenAI 没有公布参数量但已确认 Sol 有 3 万亿个参数。", False),
        ("OpenAI 没有公布参数量不过确认 Sol 有 3 万亿个参数。", False),
        ("Модель содержит три триллиона параметров, это не подтверждено официально.", True),
        ("Модель содержит три триллиона параметров, но это не было подтверждено.", True),
        ("Модель содержит три триллиона параметров, это не получило подтверждения.", True),
        ("Sol has 3 trillion parameters, a figure that has not been confirmed.", True),
        ("Sol has 3 trillion parameters, a figure that remains unconfirmed.", True),
        ("Sol has 3 trillion parameters; there is no official confirmation.", False),
        ("There is no official confirmation that Sol has 3 trillion parameters.", True),
        ("OpenAI未获批准公布细节，该模型包含三万亿个参数。", False),  # 未获 without 确认
        # words that only look like the cues
        ("Вероятность отказа низкая, а модель содержит три триллиона параметров.", False),
        ("Регламент допускает модели, которые содержат три триллиона параметров.", False),
        ("Пишущая машинка не нужна: модель содержит три триллиона параметров.", False),
        ("OpenAI并未透露细节，该模型包含三万亿个参数。", False),
        ("使用说明：该模型包含三万亿个参数。", False),  # 说明, "instructions"
        ("也就是说，该模型包含三万亿个参数。", False),  # "that is to say"
        ("模型名称：Sol，该模型包含三万亿个参数。", False),  # 名称, "name"
        ("一般来说，该模型包含三万亿个参数。", False),  # "generally speaking"
        ("对开发者来说，该模型包含三万亿个参数。", False),  # "for developers"
        ("可以说，该模型包含三万亿个参数。", False),  # "one may say"
        ("该模型以速度著称，包含三万亿个参数。", False),  # "is known for"
        # 应该 and 应当 right before 有 or 是, "should" as a guess, hedge the figure (they
        # stated it), but not in a clause of their own after it, nor 应该说, "it must be
        # said" (it credited someone); before another verb they are advice, 应该包含 too
        ("该模型应该有三万亿个参数。", True),
        ("该模型的参数量应该是三万亿个。", True),
        ("該模型應該有三萬億個參數。", True),
        ("该模型的参数量应当是三万亿个左右。", True),
        ("该模型应该包含三万亿个参数。", False),
        ("该模型的参数量应当在三万亿个左右。", False),
        ("应该说，该模型包含三万亿个参数。", False),
        ("该模型包含三万亿个参数，所以用户应该准备足够的显存。", False),
        ("该模型包含三万亿个参数，而 GPT-6 应该有更多参数。", False),
        # 说 and 称 at a clause's edge say who states it
        ("业内人士说，该模型包含三万亿个参数。", True),
        ("该模型包含三万亿个参数，业内人士称。", True),
        # a question states nothing as fact (headings of the sources)
        ("Does Sol really have 3 trillion parameters?", True),
        ("GPT-5.6 Sol能否横跨70至100片晶圆？", True),
        ("Действительно ли GPT-5.6 Sol использует 70–100 пластин Cerebras?", True),
        ("Sol has 3 trillion parameters. Why?", False),
    ],
)
def test_speculation_stated_as_fact(sentence: str, hedged: bool) -> None:
    found = run(sentence)
    if hedged:
        assert found == []
    else:
        (f,) = found
        assert f.rule == "speculation-as-fact" and f.claims == ("params-3t", "params-2t-4t")
        assert "is backed only by estimate claims (params-3t, params-2t-4t)" in f.message


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        ("应该指出的是，Sol 有 3 万亿参数。", "3 万亿参数"),
        ("应该注意的是，Sol 有 3 万亿参数。", "3 万亿参数"),
        ("应当指出，Sol 有 3 万亿参数。", "3 万亿参数"),
        ("你应该知道，Sol 有 3 万亿参数。", "3 万亿参数"),
        ("开发者应该了解，Sol 部署在70到100片晶圆上。", "70到100片晶圆"),
        ("我们不应该忘记，Sol 有 3 万亿参数。", "3 万亿参数"),
        ("## 你应该知道的几件事\n\nSol 有 3 万亿参数。\n", "3 万亿参数"),
        ("## 为什么你应该关注 Sol\n\nSol 有 3 万亿参数。\n", "3 万亿参数"),
    ],
)
def test_should_giving_advice_in_chinese_states_the_figure(text: str, figure: str) -> None:
    """应该 and 应当 guess only right before 有 or 是 (Sol 应该有…); before another verb,
    or after 不, they advise or oblige, and hedged every figure of the sentence, or of
    the section under such a heading."""
    assert rules(text) == [("speculation-as-fact", figure)]


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        ("It should be pointed out that Sol has 3 trillion parameters.", "3 trillion parameters"),
        ("It should also be noted that Sol has 3 trillion parameters.", "3 trillion parameters"),
        ("You should know that Sol has 3 trillion parameters.", "3 trillion parameters"),
        ("Developers should note that Sol runs on 70 to 100 wafers.", "70 to 100 wafers"),
        ("There should be no doubt that Sol has 3 trillion parameters.", "3 trillion parameters"),
        (
            "Sol has 3 trillion parameters, a number every engineer should remember.",
            "3 trillion parameters",
        ),
        (
            "## What you should know about Sol\n\nSol has 3 trillion parameters.\n",
            "3 trillion parameters",
        ),
        ("Вам должно быть известно, что у Sol 3 триллиона параметров.", "3 триллиона параметров"),
        ("Не должно быть сомнений: у Sol 3 триллиона параметров.", "3 триллиона параметров"),
    ],
)
def test_should_giving_advice_states_the_figure(text: str, figure: str) -> None:
    """In docs "should" and "должно быть" mostly give advice or insist; read as a guess
    they hedged every figure of such a sentence, and a heading its whole section."""
    assert rules(text) == [("speculation-as-fact", figure)]


@pytest.mark.parametrize(
    ("source", "hedged"),
    [
        ("Outside analysis", True),
        ("External analysts", True),
        ("外部技术分析", True),
        ("внешний технический анализ", True),
        ("Independent analysts", True),
        ("Third-party analysis", True),
        ("第三方分析", True),
        ("Сторонние аналитики", True),
        ("Независимые аналитики", True),
        ("OpenAI", False),
        ("Our analysis", False),
        ("Our independent analysis", False),
        ("Unlike outside analysts, we measured it", False),
        ("In contrast to outside analysts", False),
        ("不同于外部分析", False),
        ("В отличие от внешних аналитиков", False),
        ("与外部分析不同", False),
        ("Внешний анализатор", False),
    ],
)
def test_a_source_column_of_outside_analysis_hedges_its_row(source: str, hedged: bool) -> None:
    """A table whose source column says "Outside analysis", as the article credits its
    estimates, stated the 3 trillion parameters as fact: analysis from outside is a cue,
    as 分析人士 is; one's own analysis is none."""
    page = f"| Figure | Value | Source |\n|---|---|---|\n| Parameters | 3 trillion | {source} |\n"
    assert [f.rule for f in run(page)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("sentence", "rule"),
    [
        ("The KV cache takes 30 percent of the SRAM.", "speculation-as-fact"),
        ("KV 缓存占 SRAM 的 30%。", "speculation-as-fact"),
        ("KV-кэш занимает 30 % SRAM.", "speculation-as-fact"),
        ("Assuming the KV cache takes 30 percent of the SRAM, Sol needs more wafers.", None),
        ("假设 KV 缓存占 SRAM 的 30%，Sol 需要更多晶圆。", None),
        ("Если предположить, что KV-кэш занимает 30 % SRAM, Sol нужно больше пластин.", None),
    ],
)
def test_an_assumption_backs_a_figure_only_as_an_assumption(
    sentence: str, rule: str | None
) -> None:
    """A figure that only an assumption claim (a value adopted to carry a derivation, no
    source's) backs passed as fact; it is one only said as an assumption."""
    claims = [*CLAIMS, claim("kv-cache-share", "assumption", 30, unit="percent")]
    found = Auditor(claims).audit_text(sentence, "page.md")
    assert [f.rule for f in found] == ([rule] if rule else [])
    if rule:
        message = found[0].message
        # with the words that assume it in the sentence's language
        assert (
            "is backed only by assumption claims (kv-cache-share) but is stated as fact: say "
            "that it is assumed (" in message
        )
        assert message.endswith("), or add a claim citing a source that states it")


# Estimate wording "by calculation" hedges as 据估算 and по подсчётам do: 据测算, 经测算 and
# 据推算 were read as no hedge, nor по расчётам and по прикидкам, so a translator's
# "estimated" was flagged in one wording and not in the next
@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        ("据测算，GPT-5.6 Sol 横跨70到100个晶圆。", True),
        ("经测算，GPT-5.6 Sol 横跨70到100个晶圆。", True),
        ("据推算，GPT-5.6 Sol 横跨70到100个晶圆。", True),
        ("据估算，GPT-5.6 Sol 横跨70到100个晶圆。", True),
        ("GPT-5.6 Sol 横跨70到100个晶圆。", False),
        # 测 ending a word before 算力 (compute) or 算法 (algorithm) is no estimate
        ("实测算力显示，GPT-5.6 Sol 横跨70到100个晶圆。", False),
        ("检测算法表明，GPT-5.6 Sol 横跨70到100个晶圆。", False),
        ("По расчётам, GPT-5.6 Sol занимает от 70 до 100 пластин.", True),
        ("По расчетам, GPT-5.6 Sol занимает от 70 до 100 пластин.", True),
        ("По прикидкам, GPT-5.6 Sol занимает от 70 до 100 пластин.", True),
        ("По подсчётам, GPT-5.6 Sol занимает от 70 до 100 пластин.", True),
        ("GPT-5.6 Sol занимает от 70 до 100 пластин.", False),
    ],
)
def test_an_estimate_by_calculation_is_hedged(sentence: str, hedged: bool) -> None:
    found = [rule for rule, _ in rules(sentence)]
    assert found == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    "text",
    [
        # sources/000: the lead-in of the list carries the hedge
        "技术专家Bleys Goodson提出了一项广受讨论的估算。"
        "他的分析认为GPT-5.6 Sol可能具有以下特征：\n\n"
        "- 总参数量约2万亿至4万亿\n- 每个token的激活参数量约1500亿\n- 约70至90层模型\n",
        # sources/002
        "Одна из широко обсуждаемых оценок поступила от технического эксперта Блейса Гудсона. "
        "В его анализе предполагалось, что GPT-5.6 Sol может иметь:\n\n"
        "- Примерно от 2 до 4 триллионов параметров в целом\n"
        "- Около 150 миллиардов активных параметров на токен\n"
        "- Примерно от 70 до 90 слоёв модели\n",
    ],
)
def test_list_lead_in_hedges_its_items(text: str) -> None:
    assert run(text) == []
    items = text[text.index("\n\n") + 2 :]
    assert {f.rule for f in run(items)} == {"speculation-as-fact"}
    assert len(run(items)) == 3
    # as the source writes it, with a bullet character Markdown does not know, in
    # paragraphs of one or more items
    bullets = "\n\n• ".join(text.replace("\n- ", "\n• ").rsplit("\n• ", 1))
    assert run(bullets) == []
    assert len(run(bullets[bullets.index("\n\n") + 2 :])) == 3


@pytest.mark.parametrize(
    ("table", "hedged"),
    [
        ("| model | estimated parameters |\n|---|---|\n| Sol | 3 trillion |\n", True),
        ("| figure | value |\n|---|---|\n| Estimated parameters | 3 trillion |\n", True),
        ("| 模型 | 参数量（估计） |\n|---|---|\n| Sol | 约3万亿 |\n", True),
        ("| модель | параметры (оценка) |\n|---|---|\n| Sol | 3 трлн |\n", True),
        ("Estimates:\n\n| model | parameters |\n|---|---|\n| Sol | 3 trillion |\n", True),
        ("| model | parameters |\n|---|---|\n| Sol | 3 trillion |\n", False),
        ("| 模型 | 参数量 |\n|---|---|\n| Sol | 约3万亿 |\n", False),
        # labels in Traditional characters name their unit as Simplified ones do (晶圓數 and
        # 層數 named none: their figures passed unread)
        ("| 指標 | 數值 |\n|---|---|\n| 晶圓數（片） | 70–100 |\n", False),
        ("| 指標 | 數值 |\n|---|---|\n| 層數 | 70–90 |\n", False),
        ("| 模型 | 參數量（估計） |\n|---|---|\n| Sol | 約3萬億 |\n", True),
        # a status column after the figure, in any language
        ("| figure | value | status |\n|---|---|---|\n| Sol | 3 trillion | estimate |\n", True),
        ("| 指标 | 数值 | 来源 |\n|---|---|---|\n| 参数量 | 约3万亿 | 分析师估计 |\n", True),
        ("| параметр | значение | статус |\n|---|---|---|\n| Sol | 3 трлн | оценка |\n", True),
        # a fact check's "Claim" column is no hedge: its status says (it hedged every row)
        ("| Claim | Status |\n|---|---|\n| Sol has 3 trillion parameters | Confirmed |\n", False),
        ("| Claim | Status |\n|---|---|\n| Sol has 3 trillion parameters | Rumour |\n", True),
        ("Claim: Sol has 3 trillion parameters.\n", True),
        # "claims" after its subject, whatever stands between (the review's finds)
        ('"Sol has 3 trillion parameters," claims a Reddit user.\n', True),
        ("Sol has 3 trillion parameters — claims one analyst.\n", True),
        ("Analysts, however, claim Sol has 3 trillion parameters.\n", True),
        # but not a link's address or a code span in the row
        ("| a | b | c |\n|---|---|---|\n| Sol | 3 trillion | [x](https://x/estimates) |\n", False),
        ("| a | b | c |\n|---|---|---|\n| Sol | 3 trillion | `may` |\n", False),
        # a heading right before the table or list introduces it
        ("## Estimates\n\n| model | parameters |\n|---|---|\n| Sol | 3 trillion |\n", True),
        ("## 外部估计\n\n- 总参数量约3万亿\n", True),
        ("## Оценки\n\n- Модель содержит 3 трлн параметров\n", True),
        ("## Estimates\n\nIntro.\n\n- Sol has 3 trillion parameters\n", False),
        ("## Figures\n\n- Sol has 3 trillion parameters\n", False),
    ],
)
def test_table_header_and_row_head_hedge_their_cells(table: str, hedged: bool) -> None:
    found = rules(table)
    assert found == ([] if hedged else [("speculation-as-fact", found[0][1])])


def test_a_hedge_does_not_leak_from_one_table_row_to_the_next() -> None:
    table = (
        "| figure | value |\n|---|---|\n| Estimated parameters | 3 trillion |\n"
        "| Parameters | 2 to 4 trillion |\n"
    )
    assert rules(table) == [("speculation-as-fact", "2 to 4 trillion")]


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # an abbreviation's full stop ends no sentence, so the hedge reaches the figure
        ("According to U.S. analysts the model has 3 trillion parameters.", True),
        ("По оценке аналитиков, т. е. Гудсона, модель содержит 3 трлн. параметров.", True),
        ("Estimates by Dr. Goodson put it at 3 trillion parameters.", True),
        # while a real full stop does end one
        ("Analysts disagree. The model has 3 trillion parameters.", False),
        ("Аналитики спорят. Модель содержит 3 трлн параметров.", False),
        ("Estimates for the U.S. Government put it at 3 trillion parameters.", True),
        ("The rack may draw 750 W. The model has 3 trillion parameters.", False),
        ("Выпуск может состояться в 2026 г. Модель содержит 3 трлн параметров.", False),
        # "и т. д." closes a list as "etc." does, and an ellipsis before a capital ends one
        ("Цены могут измениться и т. д. У Sol 3 триллиона параметров.", False),
        ("Prices may change, etc. The model has 3 trillion parameters.", False),
        ("Access may widen soon… The model has 3 trillion parameters.", False),
        ("Цены могут измениться и т. д. и у Sol 3 триллиона параметров.", True),
        ("The model may have 70… or rather 3 trillion parameters.", True),
        # "May" the month is no hedge; "may" the verb is
        ("In May the model had 3 trillion parameters.", False),
        ("Since May, the model has had 3 trillion parameters.", False),
        ("From April to May the model had 3 trillion parameters.", False),
        ("May saw the model reach 3 trillion parameters.", False),
        ("The model may, on some hardware, have 3 trillion parameters.", True),
        ("It may have 3 trillion parameters.", True),
        ("According to Goodson et al. the model has 3 trillion parameters.", True),
        ("On Jan. 5 analysts estimated the model at 3 trillion parameters.", True),
    ],
)
def test_sentence_ends_and_the_month_may(sentence: str, hedged: bool) -> None:
    found = [text for rule, text in rules(sentence) if rule == "speculation-as-fact"]
    assert len(found) == (0 if hedged else 1)


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # an abbreviation before a figure (it rounds, bounds or estimates it) ends no
        # sentence, so the words before it that say whose figure it is reach it
        ("According to Goodson, Sol has ca. 3 trillion parameters.", True),
        ("According to Goodson, Sol has approx. 3 trillion parameters.", True),
        ("According to Goodson, Sol has c. 3 trillion parameters.", True),
        ("According to Goodson, Sol has appr. 3 trillion parameters.", True),
        ("According to Goodson, Sol has max. 3 trillion parameters.", True),
        ("According to Goodson, Sol has Min. 3 trillion parameters.", True),
        ("По оценке Гудсона, у Sol ок. 3 трлн параметров.", True),
        ("По оценке Гудсона, у Sol прибл. 3 трлн параметров.", True),
        ("По оценке Гудсона, у Sol прим. 3 трлн параметров.", True),
        ("По оценке Гудсона, у Sol макс. 3 трлн параметров.", True),
        ("По оценке Гудсона, у Sol мин. 3 трлн параметров.", True),
        ("据 Goodson 估计，GPT-5.6 Sol 的总参数量 ca. 3 万亿。", True),
        # but anything other than a figure after its full stop opens a new sentence
        ("Analysts estimate the cost at approx. The model has 3 trillion parameters.", False),
        ("Аналитики оценили её лишь прибл. Модель содержит 3 трлн параметров.", False),
        ("Analysts may set the fans to max. The model has 3 trillion parameters.", False),
        ("Throughput may hit its max. GPT-5.6 Sol has 3 trillion parameters.", False),
        ("Throughput may hit its max. (Sol has 3 trillion parameters.)", False),
        ("Скорость может достичь макс. «Sol» содержит 3 трлн параметров.", False),
        # and after a number it is a unit ("5 min." is minutes), not a word before a figure
        ("Loading may take 5 min. 3 trillion parameters make Sol the largest model.", False),
        ("Loading may take five min. 3 trillion parameters make Sol the largest model.", False),
        ("Загрузка может занять 5 мин. 3 триллиона параметров — размер Sol.", False),
        # a lone capital is no abbreviation ("85 C." is Celsius), nor one in capitals
        ("Analysts may run it at 85 C. 3 trillion parameters fit on it.", False),
        ("Sol may be served from Sunnyvale, CA. 3 trillion parameters fit there.", False),
    ],
)
def test_an_abbreviation_before_a_figure_keeps_its_sentence(sentence: str, hedged: bool) -> None:
    found = [text for rule, text in rules(sentence) if rule == "speculation-as-fact"]
    assert len(found) == (0 if hedged else 1)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sol has ca. 3 trillion parameters.", ["Sol has ca. 3 trillion parameters."]),
        ("Sol cost approx. $3 billion.", ["Sol cost approx. $3 billion."]),
        (
            "The run took 40 min. 3 wafers were used.",
            ["The run took 40 min.", "3 wafers were used."],
        ),
        ("Sunnyvale, CA. 900 MW is planned.", ["Sunnyvale, CA.", "900 MW is planned."]),
        ("Wait 5 min. (The model loads.)", ["Wait 5 min.", "(The model loads.)"]),
        (
            "Прогрев занял 40 мин. 3 пластины уже готовы.",
            ["Прогрев занял 40 мин.", "3 пластины уже готовы."],
        ),
        # a bound written as a noun before a number is not told from one before its figure
        (
            "Set the fan to max. 3 fans are installed.",
            ["Set the fan to max. 3 fans are installed."],
        ),
    ],
)
def test_sentences_after_an_abbreviation_of_a_figure(text: str, expected: list[str]) -> None:
    assert [text[start:end].strip() for start, end in sentences(text)] == expected


def test_a_may_column_is_no_hedge() -> None:
    table = "| month | parameters |\n|---|---|\n| May | 3 trillion |\n"
    assert rules(table) == [("speculation-as-fact", "3 trillion")]


@pytest.mark.parametrize(
    ("title", "hedged"),
    [
        ("**尚未公开确认**", True),
        ("**Outside estimates:**", True),
        ("__Оценки, не подтверждённые официально__", True),
        ("**Facts** about Sol", False),  # bold words in a sentence are no title
        ("**Facts**", False),  # a title, but no hedge
    ],
)
def test_a_paragraph_all_in_bold_is_a_heading_to_its_list(title: str, hedged: bool) -> None:
    found = run(f"{title}\n\n- 总参数量约2万亿至4万亿\n- Sol has 3 trillion parameters.\n")
    assert (found == []) == hedged


def test_plain_text_lead_in_across_a_blank_line() -> None:
    text = (SOURCES / "002_b0ed4ae8ade3d96a.txt").read_text(encoding="utf-8").split("\n")[48:55]
    assert run("\n".join(text), markdown=False) == []


def test_approximations_are_not_hedges() -> None:
    cues = HedgeCues()
    for word in {*(w for ws in APPROXIMATIONS.values() for w in ws), *ROUNDING_BEFORE}:
        assert cues.find(f"{word} 3") is None, word


def test_hedge_pattern_finds_what_one_alternative_per_cue_finds() -> None:
    # HedgeCues joins the word cues under one boundary test; the first cue found must be
    # the one the plain alternation (a bounded group per cue) finds.
    from kb.hedges import HEDGE_CUES, _bounded, _phrase

    sources = Path(__file__).resolve().parents[1] / "sources"
    text = "".join(p.read_text(encoding="utf-8") for p in sorted(sources.glob("*.txt")))
    samples = [s for s in re.split(r"(?<=[.!?。\n])", text) if s.strip()]
    samples += [s.upper() for s in samples] + ["May 5", "may 5", "If", "Claims 3", "бы"]
    samples += ["Unlike outside analysts", "Third-party analysis", "Сторонние аналитики"]
    for extra in ((), ("by our reckoning", "Слухи", "ETA", "~ soon")):
        parts = [_bounded(p) for lang in ("en", "ru") for p in HEDGE_CUES[lang]]
        parts += [*HEDGE_CUES["zh"], *(_phrase(cue) for cue in extra)]
        reference = re.compile("|".join(parts), re.IGNORECASE)
        cues = HedgeCues(extra)
        # every cue's first characters are known, so re skips the offsets no cue starts at
        assert cues._pattern.pattern.startswith("(?=[")
        for sample in samples:
            m = reference.search(sample)
            assert cues.find(sample) == (m.group() if m else None), sample


@pytest.mark.parametrize(
    ("cue", "firsts"),
    [
        ("(?-i:may)", {"m"}),
        ("(?<!unlike )(?:outside|external) analysts", {"o", "e"}),
        ("(?:abc|xyz)", {"a", "x"}),
        ("可能(?<!尽可能)(?<!(?<!非)(?<!不是)不可能)", {"可"}),
        ("(?<![^是]不是)(?:传闻|网传)", {"传", "网"}),
        ("может(?:(?<!не может)|(?=\\s+быть))", {"м"}),
        # alternatives outside a group: the opening of the first says nothing of the
        # others' (each gave the first's: a cue "A|B" would never have matched at B)
        ("(?:abc)|xyz", None),
        ("abc|xyz", None),
        ("(?<!不是)传闻|(?<=是不是)传闻", None),
        # ... but not one inside a group or a class
        ("(?:a|b)c", {"a", "b"}),
        ("x[|(]y", {"x"}),
    ],
)
def test_first_characters_of_a_cue(cue: str, firsts: set[str] | None) -> None:
    from kb.hedges import _first_characters

    assert _first_characters(cue) == firsts


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # the cues written as one alternative read as before
        ("Sol 部署在 100 片晶圆上，这是不是传闻？", True),
        ("这不是传闻：Sol 部署在 100 片晶圆上。", False),
        ("不是传闻：Sol 部署在 100 片晶圆上。", False),
        ("Sol 拥有 3 万亿参数不是不可能。", True),
        ("Sol 拥有 3 万亿参数，不可能在单片晶圆上运行。", False),
        ("Эта цифра в 3 триллиона параметров не может быть подтверждена.", True),
        ("У Sol 3 триллиона параметров, поэтому она не может работать на одной пластине.", False),
        ("Sol может иметь 3 триллиона параметров.", True),
        ("Sol might have 3 trillion parameters.", True),
    ],
)
def test_cues_of_one_alternative_read_as_before(sentence: str, hedged: bool) -> None:
    assert [rule for rule, _ in rules(sentence)] == ([] if hedged else ["speculation-as-fact"])


def test_claim_index_remembers_backing_without_changing_it() -> None:
    from kb import audit

    index = audit.ClaimIndex(CLAIMS, 0.05)
    asks = [(750.0, 750.0, "token/s"), (3e12, 3e12, "parameter"), (2.8e12, 3.1e12, "parameter")]
    asks += [(0.75, 0.75, "MW"), (70.0, 100.0, "wafer"), (5.0, 5.0, None), (750.0, 750.0, None)]
    first = [index.backing(*ask) for ask in asks]
    first[0].clear()  # a caller's list is its own
    assert [index.backing(*ask) for ask in asks][1:] == first[1:]
    assert [audit.ClaimIndex(CLAIMS, 0.05).backing(*ask) for ask in asks][1:] == first[1:]
    assert [c.id for c in index.backing(*asks[0])] == ["speed-750"]


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # Traditional characters hedge as Simplified ones do (they were all findings)
        ("據估計，Sol 擁有 3 萬億個參數。", True),
        ("據報導，Sol 部署在 70 到 100 片晶圓上。", True),
        ("Sol 或許擁有 3 萬億個參數。", True),
        ("外界推測 Sol 部署在 70 到 100 片晶圓上。", True),
        ("據悉，Sol 擁有 3 萬億個參數。", True),
        ("經測算，Sol 擁有 3 萬億個參數。", True),
        ("根據外部技術分析，Sol 擁有 3 萬億個參數。", True),
        ("Sol 擁有 3 萬億個參數，但未獲 OpenAI 證實。", True),
        ("Sol 擁有 3 萬億個參數。", False),
        ("Sol 擁有 3 萬億個參數，OpenAI 已確認。", False),
        # the common hedges a writer uses (each was a finding)
        ("Sol maybe has 3 trillion parameters.", True),
        ("Sol presumably has 3 trillion parameters.", True),
        ("有消息称 Sol 的参数量为 3 万亿。", True),
        ("若 Sol 有 3 万亿参数，则需要更多晶圆。", True),
        ("Sol 恐怕有 3 万亿参数。", True),
        ("Sol 好像有 3 万亿参数。", True),
        ("У Sol, скорее всего, 3 триллиона параметров.", True),
        ("У Sol, по всей вероятности, 3 триллиона параметров.", True),
        ("Предположим, у Sol 3 триллиона параметров.", True),
        ("У Sol, наверное, 3 триллиона параметров.", True),
        ("По имеющимся данным, у Sol 3 триллиона параметров.", True),
        # 若干 is "several", no "if"; "как и ожидалось" ("as expected") affirms
        ("若干测试显示 Sol 有 3 万亿参数。", False),
        ("У Sol 3 триллиона параметров, как и ожидалось.", False),
        ("Ожидается, что у Sol 3 триллиона параметров.", True),
        ("Как ожидается, у Sol 3 триллиона параметров.", True),
        # the second review: 若 inside a name or an idiom, a simile, "or demand", "is
        # permissible" made false hedges
        ("GPT-5.6 Sol 拥有 3 万亿个参数，在新疆若羌的数据中心运行。", False),
        ("GPT-5.6 Sol 由李若愚的团队部署在 3 万亿参数上。", False),
        ("Sol 泰然自若地运行 3 万亿参数。", False),
        ("GPT-5.6 Sol 拥有 3 万亿个参数，响应快得就好像在本地运行一样。", False),
        ("Sol 按负载或需求调度 3 万亿参数。", False),
        ("Для Sol допустим запуск с 3 триллионами параметров.", False),
        ("但若 Sol 有 3 万亿参数，则需要更多晶圆。", True),
        ("Sol 或需要 3 万亿参数。", True),
        # 若 after a subject is "if" too; 若羌 opening a sentence is a place
        ("该模型若采用 3 万亿参数，每片晶圆对应一层。", True),
        ("若羌县的数据中心让 Sol 拥有 3 万亿参数。", False),
        # waiting, expectations exceeded, "as we expected" state the figure
        ("Время ожидания — у Sol 3 триллиона параметров.", False),
        ("У Sol 3 триллиона параметров, выше ожиданий.", False),
        ("Как мы и ожидали, у Sol 3 триллиона параметров.", False),
    ],
)
def test_traditional_chinese_and_common_hedges(sentence: str, hedged: bool) -> None:
    assert [rule for rule, _ in rules(sentence)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # how news credits a figure to unnamed sources or says it may be so
        ("Sol 参数量或为3万亿。", True),
        ("Sol参数量或高达3万亿。", True),
        ("消息人士称Sol拥有3万亿个参数。", True),
        ("外媒称Sol拥有3万亿个参数。", True),
        ("有报道称Sol拥有3万亿个参数。", True),
        ("据了解，Sol拥有3万亿个参数。", True),
        ("有分析指出，Sol拥有3万亿个参数。", True),
        ("По информации СМИ, у Sol 3 триллиона параметров.", True),
        ("По предварительным данным, у Sol 3 триллиона параметров.", True),
        ("По сведениям The Information, у Sol 3 триллиона параметров.", True),
        ("Sol is understood to have 3 trillion parameters.", True),
        ("OpenAI never says how many parameters Sol has, but analysts put it at 3 trillion.", True),
        ("Goodson wrote the model up. He also puts it at 3 trillion parameters.", True),
        ("业内人士称Sol拥有3万亿个参数。", True),
        ("有关人士表示Sol拥有3万亿个参数。", True),
        ("Sources put the figure at 3 trillion parameters.", True),
        ("Industry sources cite a figure of 3 trillion parameters.", True),
        ("Источники в отрасли называют цифру в 3 трлн параметров.", True),
        ("В отрасли называют цифру в 3 триллиона параметров.", True),
        # cue words that grant, deny or mean something else state the figure
        ("Believe it or not, Sol has 3 trillion parameters.", False),
        ("OpenAI называет Sol моделью с 3 триллионами параметров.", False),
        ("Официально называют цифру в 3 трлн параметров.", False),
        ("Open source puts pressure on OpenAI, whose Sol has 3 trillion parameters.", False),
        ("业内人士称之为晶圆级设计，Sol拥有3万亿个参数。", False),
        ("业内人士称赞Sol拥有3万亿个参数。", False),
        ("Our sources cite OpenAI's documentation: Sol has 3 trillion parameters.", False),
        ("Sol has 3 trillion parameters, whether OpenAI admits it or not.", False),
        ("Sol has 3 trillion parameters even if OpenAI will not say so.", False),
        ("Sol has 3 trillion parameters because it could not fit in fewer.", False),
        ("Sol 拥有 3 万亿参数，远超市场预期。", False),
        ("业界预期 Sol 拥有 3 万亿参数。", True),
        ("目前没有报道，但 Sol 拥有 3 万亿参数。", False),
        ("As its name suggests, Sol has 3 trillion parameters.", False),
        ("Sol拥有3万亿个参数，不可能在单片晶圆上运行。", False),
        ("Sol拥有3万亿个参数，以尽可能提高质量。", False),
        ("与很多人认为的不同，Sol确实拥有3万亿个参数。", False),
        ("У Sol 3 триллиона параметров, поэтому она не может работать на одной пластине.", False),
        ("Вопреки слухам, у Sol 3 триллиона параметров.", False),
        ("Если коротко, у Sol 3 триллиона параметров.", False),
        ("Хотя бы одно ясно: у Sol 3 триллиона параметров.", False),
        ("Признает ли это OpenAI или нет, у Sol 3 триллиона параметров.", False),
        ("Неизвестно, использует ли Sol 3 триллиона параметров.", True),
        # an estimate the sentence denies the figure is (each was hedged)
        ("Sol has 3 trillion parameters, not an estimate but a fact.", False),
        ("Sol has 3 trillion parameters — no estimate, a hard number.", False),
        ("Sol 有 3 万亿个参数，这不是估计，而是事实。", False),
        ("Sol 總參數量為 3 兆，並非估計，而是事實。", False),
        ("У Sol 3 триллиона параметров, и это не оценка, а факт.", False),
        # and where they doubt, they still hedge
        ("Sol has 3 trillion parameters, not confirmed.", True),
        ("Sol has 3 trillion parameters, no official confirmation.", True),
        ("Sol 有 3 万亿个参数，未经证实。", True),
        ("У Sol 3 триллиона параметров, не подтверждено.", True),
        ("Sol 有 3 万亿个参数，是不是估计还不清楚。", True),
        ("Sol has 3 trillion parameters, a figure that could not be independently verified.", True),
        ("Эта цифра в 3 триллиона параметров не может быть подтверждена.", True),
        ("Sol 拥有 3 万亿参数并非不可能。", True),
        ("Sol could have 3 trillion parameters.", True),
        ("Sol может иметь 3 триллиона параметров.", True),
        ("Sol 可能拥有 3 万亿个参数。", True),
        ("Whether Sol has 3 trillion parameters is unclear.", True),
        ("Если верить оценкам, у Sol 3 триллиона параметров.", True),
        # 是不是真 asks whether the figure is true, not 是不是真正的 and a noun (the first two
        # were hedged, "whether it is a real flagship")
        ("Sol 是不是真正的旗舰模型，它有 3 万亿参数。", False),
        ("Sol 有 3 万亿参数，是不是真正的旗舰模型还不清楚。", False),
        ("Sol 是不是真正的旗舰模型？它有 3 万亿参数。", False),
        ("Sol 是不是真的有 3 万亿参数，还不清楚。", True),
        ("Sol 是不是真正拥有 3 万亿参数，还不清楚。", True),
        ("Sol 的参数量是不是真正的 3 万亿，还不清楚。", True),
        # ... and a word that rounds the number before it (a finding since 是不是真正的 and
        # a noun was exempted)
        ("Sol 的参数量是不是真正的约 3 万亿，无人知晓。", True),
        ("Sol 的参数量是不是真正的高达 3 万亿，无人知晓。", True),
        ("Sol 的参数量是不是真正的在 3 万亿左右，无人知晓。", True),
        # ... a word that may round a number, with none after it, asks what a thing is
        ("Sol 是不是真正的近期最强模型，它有 3 万亿参数。", False),
        ("Sol 是不是真正的超过 Kimi 的模型，它有 3 万亿参数。", False),
        ("Sol 的参数量是不是真正的大约 3 万亿，无人知晓。", True),
        ("Sol 的参数量是不是真正的接近 3 万亿，无人知晓。", True),
        ("Sol 的参数量是不是真正的超过 3 万亿，无人知晓。", True),
        ("Sol 有 3 万亿参数，这是不是真还不清楚。", True),
    ],
)
def test_news_hedges_and_cue_words_that_grant_the_figure(sentence: str, hedged: bool) -> None:
    assert [rule for rule, _ in rules(sentence)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # a rumour said to be confirmed, or said to be none, states the figure (each
        # passed: the cue word alone hedged; the first is a Telegram post's)
        ("Слухи подтвердились: Sol работает на 90 пластинах.", False),
        ("Подтвердились слухи: Sol работает на 90 пластинах.", False),
        ("Это уже не слухи: Sol работает на 90 пластинах.", False),
        ("Никаких слухов: Sol работает на 90 пластинах.", False),
        ("Никаких «якобы»: Sol работает на 90 пластинах.", False),
        ("这已经不是传闻了：Sol 确实部署在 100 片晶圆上。", False),
        ("传闻已被证实：Sol 部署在 100 片晶圆上。", False),
        ("傳聞已獲證實：Sol 部署在 100 片晶圓上。", False),
        ("传闻属实，Sol 部署在 100 片晶圆上。", False),
        ("Sol 部署在 100 片晶圆上，这一点已经不是传闻。", False),
        ("Rumours confirmed: Sol runs on 90 wafers.", False),
        ("The rumours were true: Sol runs on 90 wafers.", False),
        ("The rumor has been confirmed: Sol runs on 90 wafers.", False),
        ("It is no longer a rumour: Sol runs on 90 wafers.", False),
        # a rumour, or one not confirmed, still hedges
        ("По слухам, Sol работает на 90 пластинах.", True),
        ("Ходят слухи, что Sol работает на 90 пластинах.", True),
        ("Слухи не подтвердились, но Sol якобы работает на 90 пластинах.", True),
        ("Sol якобы работает на 90 пластинах.", True),
        ("传闻 Sol 部署在 100 片晶圆上。", True),
        ("据传 Sol 部署在 100 片晶圆上。", True),
        ("传闻尚未被证实：Sol 部署在 100 片晶圆上。", True),
        ("Sol is rumoured to run on 90 wafers.", True),
        ("Rumours say Sol runs on 90 wafers.", True),
        ("The rumours were never confirmed: Sol runs on 90 wafers.", True),
    ],
)
def test_a_rumour_confirmed_or_denied_hedges_nothing(sentence: str, hedged: bool) -> None:
    assert [rule for rule, _ in rules(sentence)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # a rumour said to be none, or confirmed, in other words states the figure (each
        # was hedged)
        ("This is no rumour: Sol has 3 trillion parameters.", False),
        ("These are not rumours: Sol runs on 80 wafers.", False),
        ("It is not just a rumour: Sol runs on 80 wafers.", False),
        ("They are no longer rumours: Sol runs on 80 wafers.", False),
        ("OpenAI confirmed rumours that Sol runs on 80 wafers.", False),
        ("Это не просто слухи: Sol работает на 90 пластинах.", False),
        ("这已不再是传闻：Sol 部署在 100 片晶圆上。", False),
        ("这不再是传闻了：Sol 部署在 100 片晶圆上。", False),
        ("传闻已经被 OpenAI 证实：Sol 部署在 100 片晶圆上。", False),
        ("传闻得到了官方确认：Sol 部署在 100 片晶圆上。", False),
        ("传闻是真的：Sol 部署在 100 片晶圆上。", False),
        # ... and 网传 of 局域网传, 上网传 ("sent over the network") is no rumour
        ("Sol 通过局域网传数据，部署在 100 片晶圆上。", False),
        ("工程师把照片上网传给同事：Sol 部署在 100 片晶圆上。", False),
        # ... but one not confirmed still hedges
        ("OpenAI has not confirmed rumours that Sol runs on 80 wafers.", True),
        ("There are unconfirmed rumours that Sol runs on 80 wafers.", True),
        ("Слухи так и не подтвердились: Sol работает на 90 пластинах.", True),
        ("传闻未被 OpenAI 证实：Sol 部署在 100 片晶圆上。", True),
        ("传闻并未得到官方确认：Sol 部署在 100 片晶圆上。", True),
    ],
)
def test_a_rumour_said_to_be_none_or_confirmed_in_other_words(sentence: str, hedged: bool) -> None:
    assert [rule for rule, _ in rules(sentence)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # a rumour that could not be confirmed still hedges (the Russian ones were
        # findings: any "подтверд…" after слухи read as "confirmed")
        ("Слухи подтвердить не удалось, но Sol работает на 90 пластинах.", True),
        ("Sol работает на 90 пластинах, но слухи подтверждать в OpenAI не стали.", True),
        ("Слухи подтверждаются лишь частично: Sol работает на 90 пластинах.", True),
        ("Слухи так и не подтвердились: Sol работает на 90 пластинах.", True),
        ("The rumours could not be confirmed, but Sol runs on 90 wafers.", True),
        ("传闻无法证实，但 Sol 部署在 90 片晶圆上。", True),
        # ... one said to be confirmed, a few words after it, states the figure (each
        # was hedged)
        ("Слухи полностью подтвердились: Sol работает на 90 пластинах.", False),
        ("Слухи о 90 пластинах подтвердились.", False),
        ("Слухи оказались правдой: Sol работает на 90 пластинах.", False),
    ],
)
def test_a_russian_rumour_is_confirmed_only_by_words_that_say_so(
    sentence: str, hedged: bool
) -> None:
    assert [rule for rule, _ in rules(sentence)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # how Chinese news passes on a rumour, in either script (each was a finding)
        ("网传 Sol 部署在 100 片晶圆上。", True),
        ("網傳 Sol 部署在 100 片晶圓上。", True),
        ("坊间流传，Sol 部署在 100 片晶圆上。", True),
        ("坊間傳言 Sol 擁有 3 萬億個參數。", True),
        ("業界盛傳 Sol 部署在 100 片晶圓上。", True),
        ("业界盛传，Sol 拥有 3 万亿个参数。", True),
        ("小道消息称，Sol 部署在 100 片晶圆上。", True),
        ("據小道消息，Sol 部署在 100 片晶圓上。", True),
        # as 传闻, not one said to be none or true; and 网传 of 互联网传输 is no rumour
        ("这不是网传：Sol 确实部署在 100 片晶圆上。", False),
        ("网传已被证实：Sol 部署在 100 片晶圆上。", False),
        ("Sol 部署在 100 片晶圆上，权重经互联网传输。", False),
    ],
)
def test_chinese_rumour_cues(sentence: str, hedged: bool) -> None:
    assert [rule for rule, _ in rules(sentence)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # a clause after a semicolon whose subject is the figure, and a hedge (each was a
        # finding: the semicolon ends the sentence)
        ("Sol has 3 trillion parameters; this is an estimate.", True),
        ("Sol has 3 trillion parameters; the figure is an estimate by SemiAnalysis.", True),
        ("Sol has 3 trillion parameters; the estimate comes from SemiAnalysis.", True),
        ("Sol has 3 trillion parameters and runs on 70 to 100 wafers; these are estimates.", True),
        ("Sol 有 3 万亿参数；这一数字只是估算。", True),
        ("Sol 有 3 万亿参数；该数字只是估算。", True),
        ("У Sol 3 триллиона параметров; это лишь оценка.", True),
        ("У Sol 3 триллиона параметров; эта цифра не подтверждена.", True),
        # ... and a next sentence that says that and nothing else
        ("Sol has 3 trillion parameters. This is an estimate by SemiAnalysis.", True),
        ("Sol has 3 trillion parameters. That figure has not been confirmed.", True),
        ("Sol has 3 trillion parameters. This may be an overestimate.", True),
        ("Sol 有 3 万亿参数。这一数字只是估算。", True),
        ("У Sol 3 триллиона параметров. Это лишь оценка.", True),
        # ... or whose the figure is, and nothing else (each was a finding)
        ("GPT-5.6 Sol has 3 trillion parameters. Source: SemiAnalysis estimate.", True),
        ("GPT-5.6 Sol has 3 trillion parameters. According to SemiAnalysis.", True),
        (
            "GPT-5.6 Sol has 3 trillion parameters. The figure is from a SemiAnalysis estimate.",
            True,
        ),
        ("У GPT-5.6 Sol 3 триллиона параметров. По оценке Epoch AI.", True),
        ("У GPT-5.6 Sol 3 триллиона параметров. Источник: оценка SemiAnalysis.", True),
        ("У GPT-5.6 Sol 3 триллиона параметров. Цифра — из оценки SemiAnalysis.", True),
        ("GPT-5.6 Sol 有 3 万亿参数。据 SemiAnalysis 估算。", True),
        ("GPT-5.6 Sol 有 3 萬億參數。據 SemiAnalysis 估算。", True),
        ("GPT-5.6 Sol 有 3 万亿参数。来源：SemiAnalysis 估算。", True),
        # ... after the figure as its subject too (each was a finding)
        ("GPT-5.6 Sol has 3 trillion parameters. That's according to SemiAnalysis.", True),
        (
            "GPT-5.6 Sol has 3 trillion parameters. This is according to SemiAnalysis's estimate.",
            True,
        ),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это по оценке SemiAnalysis.", True),
        ("GPT-5.6 Sol 有 3 万亿参数。这是据 SemiAnalysis 估算的。", True),
        # ... or a caption that names the estimate and whose it is alone, "the above" as
        # its subject, a data source as its label (each was a finding)
        ("GPT-5.6 Sol has 3 trillion parameters. SemiAnalysis estimate.", True),
        ("GPT-5.6 Sol has 3 trillion parameters. (SemiAnalysis estimate.)", True),
        ("GPT-5.6 Sol has 3 trillion parameters. Estimate by SemiAnalysis.", True),
        ("GPT-5.6 Sol has 3 trillion parameters. Estimated by SemiAnalysis.", True),
        ("GPT-5.6 Sol 有 3 万亿参数。SemiAnalysis 估算。", True),
        ("GPT-5.6 Sol 有 3 万亿参数。（SemiAnalysis 估算）", True),
        ("GPT-5.6 Sol 有 3 万亿参数。以上为 SemiAnalysis 估算。", True),
        ("GPT-5.6 Sol 有 3 万亿参数。数据来源：SemiAnalysis 估算。", True),
        # ... or several predicates a comma or "and" apart, "rumoured" one too (each was a
        # finding: a caption or a remark held one predicate alone)
        ("GPT-5.6 Sol has about 3 trillion parameters. Rumoured, not confirmed.", True),
        ("GPT-5.6 Sol has about 3 trillion parameters. Rumoured.", True),
        ("GPT-5.6 Sol has about 3 trillion parameters. Unconfirmed rumours.", True),
        ("GPT-5.6 Sol has about 3 trillion parameters. This is a rumour, not confirmed.", True),
        ("У GPT-5.6 Sol около 3 триллионов параметров. Слухи, не подтверждено.", True),
        ("У GPT-5.6 Sol около 3 триллионов параметров. Это слухи, не подтверждено.", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。传闻，未经证实。", True),
        # ... and what the figure is not, after a comma (each was a finding)
        ("GPT-5.6 Sol has about 3 trillion parameters. This is an estimate, not a rumour.", True),
        ("У GPT-5.6 Sol около 3 триллионов параметров. Это оценка, а не слухи.", True),
        ("У GPT-5.6 Sol около 3 триллионов параметров. Это оценка, не факт.", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。这是估算，不是官方数据。", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。这是估算，而非官方数据。", True),
        # ... in a caption too, to the end of its clause (each was a finding: a caption
        # ended at "not")
        ("GPT-5.6 Sol has about 3 trillion parameters. Rumours, not facts.", True),
        ("У GPT-5.6 Sol около 3 триллионов параметров. Слухи, а не факты.", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。是传言，不是事实。", True),
        ("GPT-5.6 Sol has about 3 trillion parameters. Facts, not rumours.", False),
        (
            "GPT-5.6 Sol has about 3 trillion parameters. "
            "This is an estimate, not a rumour and the price may fall.",
            False,
        ),
        # ... or whose it is not, after one that names the estimate (each was a finding:
        # a clause break after its subject went on)
        (
            "GPT-5.6 Sol has about 3 trillion parameters. "
            "The estimate comes from SemiAnalysis, not OpenAI.",
            True,
        ),
        ("GPT-5.6 Sol 有约 3 万亿参数。这个估计来自SemiAnalysis，而不是OpenAI。", True),
        # ... the Russian too: a verb after "оценка" is none of what it is of (a finding:
        # "принадлежит" was read as a noun of another thing, SemiAnalysis's)
        ("У GPT-5.6 Sol около 3 триллионов параметров. Оценка принадлежит SemiAnalysis.", True),
        (
            "У GPT-5.6 Sol около 3 триллионов параметров. "
            "Оценка принадлежит SemiAnalysis, а не OpenAI.",
            True,
        ),
        (
            "GPT-5.6 Sol has about 3 trillion parameters. "
            "The estimate comes from SemiAnalysis, and the price may fall.",
            False,
        ),
        # ... as one does
        ("GPT-5.6 Sol has about 3 trillion parameters. Unconfirmed.", True),
        ("GPT-5.6 Sol has about 3 trillion parameters. These are rumours.", True),
        (
            "GPT-5.6 Sol has about 3 trillion parameters. These rumours have not been confirmed.",
            True,
        ),
        ("У GPT-5.6 Sol около 3 триллионов параметров. Пока не подтверждено.", True),
        # ... but not a rumour said to be true or none, one of another, nor of what follows
        ("GPT-5.6 Sol has about 3 trillion parameters. Rumoured, now confirmed.", False),
        # ... when or since (each was hedged: a word between read the rumour as unconfirmed)
        ("GPT-5.6 Sol has about 3 trillion parameters. These rumours were later confirmed.", False),
        # ... but not confirmed false (the second review's find)
        (
            "GPT-5.6 Sol has about 3 trillion parameters. These rumours have now been confirmed "
            "false.",
            True,
        ),
        ("GPT-5.6 Sol 有约 3 万亿参数。这些传言后来被证实是假的。", True),
        # ... "The rumours" as the subject, when it says whether they were confirmed (each
        # was a finding: a remark opened with "these"), while "These rumours on …" keeps
        # "rumours" as its predicate
        (
            "GPT-5.6 Sol has about 3 trillion parameters. The rumours were later confirmed false.",
            True,
        ),
        ("GPT-5.6 Sol has about 3 trillion parameters. The rumours were never confirmed.", True),
        (
            "GPT-5.6 Sol has about 3 trillion parameters. The rumours on Reddit were never "
            "confirmed.",
            True,
        ),
        ("GPT-5.6 Sol has about 3 trillion parameters. Were the rumours ever confirmed?", True),
        (
            "GPT-5.6 Sol has about 3 trillion parameters. These rumours on Reddit were never "
            "confirmed.",
            True,
        ),
        ("GPT-5.6 Sol has about 3 trillion parameters. The rumours were later confirmed.", False),
        # ... but not rumours of something else (the review's finds: each hedged)
        (
            "GPT-5.6 Sol has about 3 trillion parameters. "
            "The rumours about a delay were confirmed false.",
            False,
        ),
        ("GPT-5.6 Sol runs on 80 wafers. The rumours Sol uses GPUs were false.", False),
        (
            "GPT-5.6 Sol has about 3 trillion parameters. The rumours say it may ship in June.",
            False,
        ),
        (
            "GPT-5.6 Sol has about 3 trillion parameters. "
            "The rumours about Kimi K2.6 were never confirmed.",
            False,
        ),
        # ... a rumour as its own subject, as Chinese needs no "these" (each false one was
        # a finding: a remark opened with "these")
        ("GPT-5.6 Sol 有约 3 万亿参数。传言后来被证实为谣言。", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。传言后来被证实是假的。", True),
        # ... in any words that say it was false, and a claim said false (each was a
        # finding: only 是假的, 为谣言 and a few more read as false)
        ("GPT-5.6 Sol 有约 3 万亿参数。这些传言后来被证实纯属谣言。", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。传言后来被证实只是谣言。", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。传言后来被证实系谣言。", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。传言后来被证实是一个谣言。", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。传言后来被证实是谣传。", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。传言后来被证实是错的。", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。传言后来被证实并不属实。", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。传言后来被证实完全是假的。", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。传言并不属实。", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。这一说法并不属实。", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。该说法后来被证实是假的。", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。这一说法属实。", False),
        ("GPT-5.6 Sol 有约 3 万亿参数。这一说法来自 OpenAI。", False),
        ("GPT-5.6 Sol 有约 3 万亿参数。这一说法并不属实，价格会下降。", False),
        ("GPT-5.6 Sol 有约 3 万亿参数。传言后来被证实了。", False),
        ("GPT-5.6 Sol 有约 3 万亿参数。传言称价格会下降。", False),
        # ... nor asked whether it was (each was a finding: a question was left out as an
        # FAQ's heading is, and 证实了吗 read as confirmed)
        ("GPT-5.6 Sol 有约 3 万亿参数。这些传言都被证实了吗？", True),
        ("GPT-5.6 Sol has about 3 trillion parameters. Were these rumours ever confirmed?", True),
        ("GPT-5.6 Sol has about 3 trillion parameters. Were these rumours confirmed?", True),
        ("У GPT-5.6 Sol около 3 триллионов параметров. Эти слухи подтвердились?", True),
        ("GPT-5.6 Sol has about 3 trillion parameters. Is this the largest model?", False),
        # ... and the sentence after a remark that asks answers it: a no to whether it is an
        # estimate, or a yes to whether it was confirmed, states the figure (each was
        # hedged: the question hedged whatever the answer)
        ("GPT-5.6 Sol has 3 trillion parameters. Is this an estimate?", True),
        (
            "GPT-5.6 Sol has 3 trillion parameters. Is this an estimate? No, OpenAI confirmed it.",
            False,
        ),
        ("GPT-5.6 Sol has 3 trillion parameters. Is this an estimate? Yes, by SemiAnalysis.", True),
        ("GPT-5.6 Sol has 3 trillion parameters. Is this an estimate? No one knows.", True),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это оценка? Нет, OpenAI это подтвердила.", False),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это оценка? Да, SemiAnalysis.", True),
        ("GPT-5.6 Sol 有 3 万亿参数。这是估算吗？不是，OpenAI 已确认。", False),
        ("GPT-5.6 Sol 有 3 万亿参数。这是估算吗？是的，来自 SemiAnalysis。", True),
        # ... said more strongly (the review's finds: each was hedged)
        ("GPT-5.6 Sol has 3 trillion parameters. Is this an estimate? Absolutely not.", False),
        ("GPT-5.6 Sol has 3 trillion parameters. Is this an estimate? Of course not.", False),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это оценка? Вовсе нет.", False),
        ("GPT-5.6 Sol 有 3 万亿参数。这是估算吗？当然不是。", False),
        (
            "GPT-5.6 Sol has about 3 trillion parameters. Were these rumours ever confirmed? No.",
            True,
        ),
        (
            "GPT-5.6 Sol has about 3 trillion parameters. "
            "Were these rumours ever confirmed? Yes, OpenAI confirmed them.",
            False,
        ),
        ("У GPT-5.6 Sol около 3 триллионов параметров. Эти слухи подтвердились? Нет.", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。这些传言都被证实了吗？是的，OpenAI 已确认。", False),
        (
            "GPT-5.6 Sol has about 3 trillion parameters. These rumours have since been confirmed.",
            False,
        ),
        ("GPT-5.6 Sol has about 3 trillion parameters. These are not rumours.", False),
        ("GPT-5.6 Sol has about 3 trillion parameters. This is a fact, not a rumour.", False),
        (
            "GPT-5.6 Sol has about 3 trillion parameters. This is not an estimate, not a rumour.",
            False,
        ),
        (
            "У GPT-5.6 Sol около 3 триллионов параметров. Это оценка, а OpenAI её подтвердила.",
            False,
        ),
        ("У GPT-5.6 Sol около 3 триллионов параметров. Это не слухи, а официальные данные.", False),
        (
            "GPT-5.6 Sol has about 3 trillion parameters. Unconfirmed rumours about Kimi K2.6.",
            False,
        ),
        ("GPT-5.6 Sol has about 3 trillion parameters. It is rumoured to ship in June.", False),
        # ... not a sentence of its own that goes on, nor an estimate of another
        ("GPT-5.6 Sol has 3 trillion parameters. SemiAnalysis estimates its cost.", False),
        ("GPT-5.6 Sol has 3 trillion parameters. Estimates vary.", False),
        # ... nor one that says the figure is none (these stated it already)
        ("У GPT-5.6 Sol 3 триллиона параметров. Это не оценка, а официальные данные.", False),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это не слухи.", False),
        ("GPT-5.6 Sol has 3 trillion parameters. This is not a rumour.", False),
        ("GPT-5.6 Sol 有 3 万亿参数。这并非估算。", False),
        ("GPT-5.6 Sol 有 3 万亿参数。这不是传闻。", False),
        # whose it is in brackets or after a dash is of the figure's sentence, and hedged
        # already
        ("GPT-5.6 Sol has 3 trillion parameters (SemiAnalysis estimate).", True),
        ("GPT-5.6 Sol has 3 trillion parameters — SemiAnalysis's estimate.", True),
        ("У GPT-5.6 Sol 3 триллиона параметров — оценка SemiAnalysis.", True),
        ("У GPT-5.6 Sol 3 триллиона параметров (по оценке SemiAnalysis).", True),
        ("GPT-5.6 Sol 有 3 万亿参数（SemiAnalysis 估算）。", True),
        ("GPT-5.6 Sol 有 3 万亿参数——SemiAnalysis 的估算。", True),
        ("GPT-5.6 Sol has 3 trillion parameters. Not an estimate.", False),
        ("GPT-5.6 Sol has 3 trillion parameters. Estimate of Kimi's size by SemiAnalysis.", False),
        # ... not a source that names no estimate, one that goes on, nor one of another
        ("GPT-5.6 Sol has 3 trillion parameters. Source: OpenAI's model card.", False),
        (
            "GPT-5.6 Sol has 3 trillion parameters. According to SemiAnalysis, prices may fall.",
            False,
        ),
        ("GPT-5.6 Sol has 3 trillion parameters. According to estimates of Kimi's size.", False),
        ("GPT-5.6 Sol has 3 trillion parameters. This is far from an estimate.", False),
        ("У GPT-5.6 Sol 3 триллиона параметров. Оценка: 5 из 5.", False),
        ("У GPT-5.6 Sol 3 триллиона параметров. По оценке Epoch AI, цены упадут.", False),
        ("GPT-5.6 Sol 有 3 万亿参数。据 SemiAnalysis 估算，价格会下降。", False),
        # not one of another subject, a modal of what follows, nor a sentence that goes on
        ("Sol has 3 trillion parameters. The price may fall next year.", False),
        ("Sol has 3 trillion parameters; the price may fall next year.", False),
        ("Sol has 3 trillion parameters. It may ship in June.", False),
        ("Sol has 3 trillion parameters. OpenAI may publish more.", False),
        ("Sol has 3 trillion parameters. This may make it slow.", False),
        ("Sol has 3 trillion parameters. This is an estimate, and the price may fall.", False),
        ("Sol has 3 trillion parameters; this makes it likely the largest model.", False),
        ("Sol 有 3 万亿参数。价格可能下降。", False),
        # ... a Russian remark's one-letter words name no unit (в a volt's В, а an ampere's А:
        # the remark hedged only figures in volts)
        ("У GPT-5.6 Sol около 3 триллионов параметров. Это оценка в первом приближении.", True),
    ],
)
def test_a_remark_after_the_figure_that_calls_it_an_estimate_hedges_it(
    sentence: str, hedged: bool
) -> None:
    assert [rule for rule, _ in rules(sentence)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # a remark that says the rumours were confirmed, then asks something else, states
        # the figure (each was hedged: the question mark after it read the confirmation
        # as asked)
        (
            "Sol has 3 trillion parameters; the rumours were confirmed, so why did OpenAI "
            "stay silent?",
            False,
        ),
        (
            "Sol has 3 trillion parameters; these rumours were later confirmed, so how did "
            "OpenAI keep quiet?",
            False,
        ),
        ("Sol 有 3 万亿参数；这些传言已被证实，那为什么 OpenAI 一直沉默？", False),
        ("У Sol 3 триллиона параметров; эти слухи подтвердились, так почему OpenAI молчит?", False),
        # ... but one that asks whether they were still doubts it, and so does one that
        # calls the figure an estimate before it asks
        (
            "Sol has 3 trillion parameters; were these rumours ever confirmed, and why did "
            "OpenAI stay silent?",
            True,
        ),
        ("Sol has 3 trillion parameters; were these rumours ever confirmed?", True),
        ("Sol 有 3 万亿参数；这些传言都被证实了吗？", True),
        ("Sol has 3 trillion parameters; this is an estimate, so why is OpenAI silent?", True),
        ("Sol 有 3 万亿参数；这只是估算，那为什么 OpenAI 一直沉默？", True),
    ],
)
def test_a_remark_that_confirms_the_rumours_then_asks_states_the_figure(
    sentence: str, hedged: bool
) -> None:
    assert [rule for rule, _ in rules(sentence)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # a modal or a verb that puts a figure speaks of its own clause, not of one with a
        # subject and a verb of its own after a comma and a conjunction (each was hedged)
        ("Sources put the launch in June, and Sol has 3 trillion parameters.", False),
        ("Analysts put the launch in June, and GPT-5.6 Sol has 3 trillion parameters.", False),
        ("The launch may slip to July, and Sol has 3 trillion parameters.", False),
        ("The launch is expected to slip, but Sol uses 80 wafers.", False),
        ("Запуск может состояться в июне, и Sol имеет 3 триллиона параметров.", False),
        ("Запуск может состояться в июне, а у Sol 3 триллиона параметров.", False),
        ("发布可能推迟到七月，而且 Sol 有 3 万亿参数。", False),
        ("发布时间可能在六月，同时 Sol 拥有 3 万亿参数。", False),
        ("The launch may slip to July, and Cerebras uses 80 wafers for Sol.", False),
        # ... but a verb of saying may govern both clauses, and a word that opens the
        # sentence speaks of all of it; the figure's own clause hedges as ever, and one
        # with no subject or verb of its own is the cue's
        ("Sources say the launch is in June and Sol has 3 trillion parameters.", True),
        ("Sources say the launch is in June, and Sol has 3 trillion parameters.", True),
        ("Rumours say the launch is in June, and Sol has 3 trillion parameters.", True),
        ("If the launch is in June, and Sol has 3 trillion parameters, it will be slow.", True),
        ("Sources put the launch in June, and the parameter count at 3 trillion.", True),
        ("The launch may slip, and Sol may have 3 trillion parameters.", True),
        ("Sol may launch in June and have 3 trillion parameters.", True),
        ("Sol may launch in June, and also have 3 trillion parameters.", True),
        ("Возможно, запуск в июне, и Sol имеет 3 триллиона параметров.", True),
        ("据报道发布在六月，而且 Sol 有 3 万亿参数。", True),
        ("可能发布在六月，而且 Sol 有 3 万亿参数。", True),
        # ... and a lead-in's cues all stand before the list it leads
        ("The launch may slip, and Sol has these figures:\n\n- 3 trillion parameters\n", True),
        # ... nor a clause after it whose subject is no name right after the conjunction:
        # a pronoun, a common noun, or words before its subject (each was a finding)
        ("Sol could have 3 trillion parameters, and in that case it uses 70 to 100 wafers.", True),
        ("Sol may have 3 trillion parameters, and that means it uses 70 to 100 wafers.", True),
        ("Sol might have 3 trillion parameters, and so it needs 70 to 100 wafers.", True),
        ("Sol may have 3 trillion parameters, and at FP8 it needs 70 to 100 wafers.", True),
        ("Sol may have 3 trillion parameters, and the model uses 70 to 100 wafers.", True),
        (
            "In that scenario Sol would have 3 trillion parameters, and each shard has 70 to "
            "100 wafers.",
            True,
        ),
        ("Analysts put Sol at 3 trillion parameters, and it uses 70 to 100 wafers.", True),
        ("Sol is estimated to have 3 trillion parameters, and it uses 70 to 100 wafers.", True),
        ("Sol is expected to have 3 trillion parameters, and it runs on 70 to 100 wafers.", True),
        (
            "Sol может иметь 3 триллиона параметров, и тогда модель использует от 70 до 100 "
            "пластин.",
            True,
        ),
        (
            "Эксперты ожидают, что у Sol 3 триллиона параметров, и модель использует от 70 до "
            "100 пластин.",
            True,
        ),
        ("Sol может иметь 3 триллиона параметров, а у модели от 70 до 100 пластин.", True),
        ("业内预计，Sol 有 3 万亿参数，同时它部署在 70 到 100 片晶圆上。", True),
        ("Sol 可能有 3 万亿参数，而且该模型部署在 70 到 100 片晶圆上。", True),
    ],
)
def test_a_cue_of_its_own_clause_does_not_hedge_the_next(sentence: str, hedged: bool) -> None:
    assert [rule for rule, _ in rules(sentence)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # a claim said false doubts the figures of its clause, not the one a sentence then
        # states in its place (each was hedged by 说法)
        ("关于 Sol 有 2 万亿参数的说法是错误的，Sol 实际有 3 万亿参数。", False),
        ("這一說法並不屬實，Sol 實際有 3 萬億參數。", False),
        ("该说法不实，Sol 有 3 万亿参数。", False),
        ("这种说法后来被证实是假的，Sol 有 3 万亿参数。", False),
        ("这一说法是错误的，实际上 Sol 有 3 万亿参数。", False),
        ("上面这种说法是错误的，Sol 有 3 万亿参数。", False),
        ("关于 Sol 参数在 2 万亿以下的说法是错误的，Sol 实际有 3 万亿参数。", False),
        # ... in English and Russian words too (each was hedged by "claim", заявление)
        (
            "The claim that Sol has 2 trillion parameters is wrong, and Sol has 3 "
            "trillion parameters.",
            False,
        ),
        (
            "The claims that Sol has 2 trillion parameters are false, but Sol has 3 "
            "trillion parameters.",
            False,
        ),
        (
            "The claim that Sol has 2 trillion parameters is wrong, and it has 3 trillion "
            "parameters.",
            False,
        ),
        ("The claim is wrong, and Sol has 3 trillion parameters.", False),
        # ... a rumour said false, and a claim or rumour denied (each was hedged by
        # "rumour", слух, 传言, "claim")
        (
            "The rumour that Sol launches in June is false, and Sol has 3 trillion parameters.",
            False,
        ),
        ("Rumours that Sol launches in June are false, but Sol has 3 trillion parameters.", False),
        (
            "OpenAI denied the claim that Sol launches in June, and Sol has 3 trillion parameters.",
            False,
        ),
        ("OpenAI dismissed the rumours, and Sol has 3 trillion parameters.", False),
        ("OpenAI denies the rumours, and Sol has 3 trillion parameters.", False),
        ("Слух о том, что Sol выйдет в июне, ложный, а у Sol 3 триллиона параметров.", False),
        ("关于 Sol 六月发布的传言不实，Sol 有 3 万亿参数。", False),
        ("關於 Sol 六月發布的傳聞是假的，Sol 有 3 萬億參數。", False),
        (
            "Заявление о том, что у Sol 2 триллиона параметров, ложно, и у Sol 3 "
            "триллиона параметров.",
            False,
        ),
        # ... but still the figure it says is false, or a list after a colon, and a
        # corrected figure the sentence hedges
        ("Sol 有 3 万亿参数的说法是错误的。", True),
        ("Sol 有 3 万亿参数的说法是错误的，OpenAI 已否认。", True),
        ("有说法称 Sol 有 3 万亿参数，但这一说法是错误的。", True),
        ("以下说法是错误的：Sol 有 3 万亿参数。", True),
        ("The claim that Sol has 3 trillion parameters is wrong.", True),
        ("The claim that Sol has 3 trillion parameters is wrong, experts say.", True),
        (
            "The claim that Sol has 3 trillion parameters is false, and Sol runs at 750 tokens "
            "per second.",
            True,
        ),
        ("The claim is wrong, and Sol may have 3 trillion parameters.", True),
        (
            "Sources claim that Sol has 2 trillion parameters, and Sol has 3 trillion parameters.",
            True,
        ),
        (
            "Analysts claim that the estimate is wrong, and Sol has 3 trillion parameters.",
            True,
        ),
        ("Заявления о том, что у Sol 3 триллиона параметров, ложны.", True),
        (
            "Заявление о том, что у Sol 3 триллиона параметров, ложно, и Sol выдаёт 750 "
            "токенов в секунду.",
            True,
        ),
        ("这一说法是错误的，Sol 可能有 3 万亿参数。", True),
        ("The rumour that Sol has 3 trillion parameters is false.", True),
        ("OpenAI denied the claim that Sol has 3 trillion parameters.", True),
        (
            "OpenAI did not deny the claim that Sol launches in June, and Sol has 3 trillion "
            "parameters.",
            True,
        ),
        # ... nor one denied only in a form that grants it or leaves it open (each was a
        # finding: the second review's find)
        (
            "OpenAI would neither confirm nor deny the rumours, and Sol has 3 trillion parameters.",
            True,
        ),
        (
            "OpenAI neither confirmed nor denied the rumours, and Sol has 3 trillion parameters.",
            True,
        ),
        ("OpenAI refused to deny the rumours, and Sol has 3 trillion parameters.", True),
        ("OpenAI has yet to deny the claims, and Sol has 3 trillion parameters.", True),
        ("Few analysts dismiss the claims, and Sol has 3 trillion parameters.", True),
        ("Rumours say Sol launches in June, and Sol has 3 trillion parameters.", True),
        ("Слух о том, что у Sol 3 триллиона параметров, ложный.", True),
        ("Слух о том, что Sol выйдет в июне, подтвердился, и у Sol 3 триллиона параметров.", True),
        ("Ходят слухи, что Sol выйдет в июне, а у Sol 3 триллиона параметров.", True),
        ("关于 Sol 有 3 万亿参数的传言不实。", True),
        ("传言称 Sol 六月发布，Sol 有 3 万亿参数。", True),
        ("关于 Sol 六月发布的传言不实，Sol 可能有 3 万亿参数。", True),
        # ... and one the clause after the comma tells, or a lead-in's, which the figure
        # after it is (each was a finding)
        ("这一说法纯属谣言，称 Sol 有 3 万亿参数、部署在 70 到 100 片晶圆上。", True),
        ("这种说法是错误的，也就是说 Sol 有 3 万亿参数这一点并不成立。", True),
        ("這一說法並不屬實，即 Sol 有 3 萬億參數。", True),
        ("下面这种说法是错误的，Sol 有 3 万亿参数。", True),
        ("以下的说法是错误的，Sol 有 3 万亿参数。", True),
    ],
)
def test_a_claim_said_false_does_not_hedge_the_figure_stated_after_it(
    sentence: str, hedged: bool
) -> None:
    assert [rule for rule, _ in rules(sentence)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # a remark whose predicate is no estimate, or a modal of something else, states
        # the figure (each was hedged: any hedge word after "this" passed)
        ("Sol uses 80 wafers; that may explain its speed.", False),
        ("Sol uses 80 wafers; this may make it expensive to run.", False),
        ("Sol has 3 trillion parameters. This may be the largest model ever shipped.", False),
        ("Sol has 3 trillion parameters. These may be shared across experts.", False),
        ("Sol has 3 trillion parameters. That is presumably the reason for the delay.", False),
        ("Sol has 3 trillion parameters; the estimate of its cost comes from SemiAnalysis.", False),
        # ... or an estimate or a rumour of something else, a name the figure's sentence
        # lacks (the rumours and the Russian estimate were hedged; "Kimi's" only failed by
        # its "s", read as seconds, and the Chinese one passed already)
        ("Sol has 3 trillion parameters. This is an estimate of Kimi's size.", False),
        ("Sol has 3 trillion parameters. This is a rumour about Kimi.", False),
        ("GPT-5.6 Sol has about 3 trillion parameters. These are rumours about Kimi K2.6.", False),
        ("GPT-5.6 Sol has about 3 trillion parameters. These are rumours on Kimi's size.", False),
        # ... after "on" too, a name that is no platform nor medium (each was hedged: any
        # name after "on" was read as where the rumour is)
        ("GPT-5.6 Sol has about 3 trillion parameters. These are rumours on Gemini 3.", False),
        ("GPT-5.6 Sol has about 3 trillion parameters. These are rumours on Gemini.", False),
        ("GPT-5.6 Sol has about 3 trillion parameters. This is speculation on DeepSeek V4.", False),
        ("GPT-5.6 Sol has about 3 trillion parameters. This is an estimate on Claude Opus.", False),
        ("GPT-5.6 Sol has about 3 trillion parameters. This is a guess on Llama 4.", False),
        # ... and what follows the place
        (
            "GPT-5.6 Sol has about 3 trillion parameters. "
            "These are rumours on Reddit about Gemini 3.",
            False,
        ),
        ("Sol has 3 trillion parameters; this may be an overestimate of Kimi's size.", False),
        ("У Sol 3 триллиона параметров. Это оценка стоимости Kimi.", False),
        ("У Sol 3 триллиона параметров; это лишь слух о Kimi.", False),
        ("У Sol 3 триллиона параметров. Это слухи о размере Kimi из Reddit.", False),
        (
            "Sol has 3 trillion parameters. This is an estimate of Kimi's size by SemiAnalysis.",
            False,
        ),
        ("Sol 有 3 万亿参数。这是对 Kimi 规模的估算。", False),
        ("Sol 部署在 80 片晶圆上；这可能解释了它的速度。", False),
        ("Sol 有 3 万亿参数。这或许是目前最大的模型。", False),
        ("Sol 有 3 萬億參數；這可能是業內最大的模型。", False),
        ("Sol работает на 80 пластинах; это может объяснить его скорость.", False),
        ("Sol работает на 80 пластинах. Это может быть причиной его скорости.", False),
        ("У Sol 3 триллиона параметров; это может быть рекордом отрасли.", False),
        # ... one that calls it an estimate or unconfirmed, or says what it may be, hedges
        ("Sol has 3 trillion parameters. That is a rough guess.", True),
        ("Sol has 3 trillion parameters; the figure may be lower.", True),
        ("Sol has 3 trillion parameters; this is unconfirmed.", True),
        ("Sol 有 3 万亿参数；这一数字或许偏高。", True),
        ("Sol 有 3 万亿参数。这一数字未经证实。", True),
        ("У Sol 3 триллиона параметров; эта цифра может быть завышена.", True),
        ("У Sol 3 триллиона параметров. Это лишь предположение.", True),
        ("У Sol 3 триллиона параметров; эти данные, вероятно, устарели.", True),
        # ... its own, or by whom
        ("Sol has 3 trillion parameters. This is an estimate of its size.", True),
        ("Sol has 3 trillion parameters. This is a rumour about Sol.", True),
        # a possessive's "s" is no second, whose figures alone the remark would hedge
        ("Sol has 3 trillion parameters. This is SemiAnalysis's estimate.", True),
        ("Sol has 3 trillion parameters. This is SemiAnalysis’s estimate.", True),
        # ... a name of several words, or before the estimate, says whose it is, and
        # "That's" is "That is" (all but The Information's were findings: a name passed
        # only as one possessive word after "the")
        ("GPT-5.6 Sol has 3 trillion parameters. This is Epoch AI's estimate.", True),
        ("GPT-5.6 Sol has 3 trillion parameters. This is The Information's estimate.", True),
        ("GPT-5.6 Sol has 3 trillion parameters. This is a SemiAnalysis estimate.", True),
        ("GPT-5.6 Sol has 3 trillion parameters. That's SemiAnalysis's guess.", True),
        ("GPT-5.6 Sol has 3 trillion parameters. That’s an estimate.", True),
        # ... while a remark that says it is none states it
        ("GPT-5.6 Sol has 3 trillion parameters. This is not an estimate.", False),
        ("GPT-5.6 Sol has 3 trillion parameters. This is NOT an estimate.", False),
        ("GPT-5.6 Sol has 3 trillion parameters. That's no guess.", False),
        ("Sol has 3 trillion parameters. This is an estimate of Sol's size.", True),
        ("У Sol 3 триллиона параметров. Это оценка SemiAnalysis.", True),
        ("У Sol 3 триллиона параметров. Это оценка размера Sol.", True),
        ("Sol 有 3 万亿参数。这只是估算。", True),
        # ... and whose it is before 的 (each was a finding)
        ("GPT-5.6 Sol 有 3 万亿参数。这是 SemiAnalysis 的估算。", True),
        ("GPT-5.6 Sol 有 3 万亿参数。这是 The Information 的估计。", True),
        ("GPT-5.6 Sol 有 3 万亿参数。这只是SemiAnalysis的估算。", True),
        ("GPT-5.6 Sol 有 3 万亿参数。这是业内人士的猜测。", True),
        # ... and a rumour in any of its Chinese words, not only 传闻 (each was a finding)
        ("GPT-5.6 Sol 有约 3 万亿参数。这些只是 Reddit 上的传言。", True),
        ("GPT-5.6 Sol 有約 3 萬億參數。這些只是 Reddit 上的傳言。", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。这只是小道消息。", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。这是网传。", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。这些传闻都未证实。", True),
        # ... but not one said to be none or true, nor one of another
        ("GPT-5.6 Sol 有约 3 万亿参数。这不是传言。", False),
        ("GPT-5.6 Sol 有约 3 万亿参数。这些传言已被证实。", False),
        # ... when or since, and all of them (each was hedged: a word between read the
        # rumour as unconfirmed)
        ("GPT-5.6 Sol 有约 3 万亿参数。这些传言后来被证实了。", False),
        ("GPT-5.6 Sol 有约 3 万亿参数。这个传言现已证实。", False),
        ("GPT-5.6 Sol 有约 3 万亿参数。这些传言都被证实了。", False),
        ("GPT-5.6 Sol 有约 3 万亿参数。这些传闻都被证实了。", False),
        ("GPT-5.6 Sol 有约 3 万亿参数。这是关于 Kimi K2.6 的传言。", False),
        ("GPT-5.6 Sol 有 3 萬億參數。這是 SemiAnalysis 的估算。", True),
        # ... not what it is of, nor whose it is not
        ("GPT-5.6 Sol 有 3 万亿参数。这是Kimi规模的估算。", False),
        ("GPT-5.6 Sol 有 3 万亿参数。这是对Kimi的估算。", False),
        ("GPT-5.6 Sol 有 3 万亿参数。这是关于谷歌模型的猜测。", False),
        ("GPT-5.6 Sol 有 3 万亿参数。这不是分析师的估算。", False),
        ("GPT-5.6 Sol 有 3 万亿参数。这不是估算，而是官方数据。", False),
        # ... whoever made it, and whatever follows what it is of: a name that credits it
        # or a clause after it is not what it is of (each was a finding since names were
        # read from anywhere after "of" or a Russian noun)
        (
            "GPT-5.6 Sol has 3 trillion parameters. "
            "This is an estimate of its size by SemiAnalysis.",
            True,
        ),
        (
            "GPT-5.6 Sol has 3 trillion parameters; "
            "this is an estimate of its size by SemiAnalysis.",
            True,
        ),
        (
            "GPT-5.6 Sol has 3 trillion parameters. "
            "This figure is an estimate of its size by SemiAnalysis.",
            True,
        ),
        (
            "GPT-5.6 Sol has 3 trillion parameters. "
            "This is speculation on the part of SemiAnalysis.",
            True,
        ),
        ("GPT-5.6 Sol has 3 trillion parameters. This is an estimate for Sol on Cerebras.", True),
        (
            "Sol has 3 trillion parameters. "
            "This is a rumour about its size that OpenAI has not confirmed.",
            True,
        ),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это оценка по данным SemiAnalysis.", True),
        ("У Sol 3 триллиона параметров. Это предположение инженеров Cerebras.", True),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это оценка эксперта Блейса Гудсона.", True),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это оценка аналитиков SemiAnalysis.", True),
        # ... or a publisher's, or from where (each was a finding: издания and из were read
        # as what it is of)
        ("У GPT-5.6 Sol 3 триллиона параметров. Это оценка издания The Information.", True),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это оценка агентства Bloomberg.", True),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это слухи из Reddit.", True),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это слухи пользователей Reddit.", True),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это лишь слухи на Reddit.", True),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это слухи о Sol из Reddit.", True),
        # ... "on" before a platform or a medium as "на" (each was a finding: read as what it is of)
        ("GPT-5.6 Sol has about 3 trillion parameters. These are rumours on Reddit.", True),
        ("GPT-5.6 Sol has about 3 trillion parameters. This is a rumour on Hacker News.", True),
        ("GPT-5.6 Sol has about 3 trillion parameters. This is speculation on social media.", True),
        ("GPT-5.6 Sol has about 3 trillion parameters. These are rumours on Twitter.", True),
        ("GPT-5.6 Sol has about 3 trillion parameters. These are rumours on Bluesky.", True),
        ("GPT-5.6 Sol has about 3 trillion parameters. These are rumours on Hugging Face.", True),
        # ... X too, no ratio's "x" (a finding: the remark held to figures in x alone)
        ("GPT-5.6 Sol has about 3 trillion parameters. These are rumours on X.", True),
        ("GPT-5.6 Sol 有约 3 万亿参数。这些只是小红书上的传言。", True),
        (
            "GPT-5.6 Sol has about 3 trillion parameters. These are rumours on Reddit about Sol.",
            True,
        ),
        # ... or a thing the ledger names with the figure's: its subject "GPT-5.6 Sol"
        ("У Sol 3 триллиона параметров. Это оценка размера GPT-5.6 Sol.", True),
        ("Sol has 3 trillion parameters. This is an estimate of GPT-5.6 Sol's size.", True),
    ],
)
def test_a_remark_hedges_only_by_calling_the_figure_an_estimate(
    sentence: str, hedged: bool
) -> None:
    assert [rule for rule, _ in rules(sentence)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # the owner of the figure's subject in the ledger is the figure's too (a finding
        # since names were read from anywhere after a Russian noun) ...
        ("У GPT-5.6 Sol 3 триллиона параметров. Это оценка размера модели OpenAI.", True),
        ("GPT-5.6 Sol has 3 trillion parameters. This is an estimate of OpenAI's model.", True),
        # ... as is what describes the figure's thing by its owner: the remark's "this" is
        # the sentence before it, of Sol, which is OpenAI's model
        (
            "GPT-5.6 Sol has 3 trillion parameters. This is a rumour about OpenAI's next model.",
            True,
        ),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это слухи о следующей модели OpenAI.", True),
        # ... another thing is not, another version of its name neither (GPT-6 was read as
        # GPT, of GPT-5.6, and hedged)
        ("У GPT-5.6 Sol 3 триллиона параметров. Это оценка стоимости Kimi.", False),
        ("GPT-5.6 Sol has 3 trillion parameters. This is a rumour about Kimi.", False),
        (
            "GPT-5.6 Sol has 3 trillion parameters. This is a rumour about Google's next model.",
            False,
        ),
        ("GPT-5.6 Sol has 3 trillion parameters. This is a rumour about GPT-6.", False),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это слухи о GPT-6.", False),
        # ... wherever the remark names it: a thing claims are about, or a model, is what
        # the estimate is of, not whose it is (each hedged, read as whose before 的, a
        # name before "estimate", or after a publisher or a place)
        ("GPT-5.6 Sol has 3 trillion parameters. This is a Kimi K2.6 estimate.", False),
        ("GPT-5.6 Sol has 3 trillion parameters. This is the Kimi K2.6 estimate.", False),
        ("GPT-5.6 Sol has 3 trillion parameters. This is Kimi K2.6's estimate.", False),
        ("GPT-5.6 Sol 有 3 万亿参数。这是 Kimi K2.6 的估算。", False),
        ("GPT-5.6 Sol 有 3 万亿参数。这是 GPT-6 的估算。", False),
        ("GPT-5.6 Sol 有 3 万亿参数。这是谷歌模型的估算。", False),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это слухи на Reddit о Kimi K2.6.", False),
        ("GPT-5.6 Sol has about 3 trillion parameters. These are rumours on Kimi K2.6.", False),
        (
            "У GPT-5.6 Sol 3 триллиона параметров. Это оценка издания The Information о Kimi K2.6.",
            False,
        ),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это слухи на тему Kimi K2.6.", False),
        # ... while who made it, and where, are no thing of the claims
        ("GPT-5.6 Sol has 3 trillion parameters. This is a SemiAnalysis estimate.", True),
        ("GPT-5.6 Sol has 3 trillion parameters. This is Epoch AI's estimate.", True),
        ("GPT-5.6 Sol 有 3 万亿参数。这是 SemiAnalysis 的估算。", True),
        ("GPT-5.6 Sol 有 3 万亿参数。这是 The Information 的估计。", True),
        ("GPT-5.6 Sol 有 3 万亿参数。这是 OpenAI 模型的估算。", True),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это оценка издания The Information.", True),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это слухи из Reddit.", True),
        ("У GPT-5.6 Sol 3 триллиона параметров. Это слухи на Reddit.", True),
        ("GPT-5.6 Sol has about 3 trillion parameters. These are rumours on Reddit.", True),
        # ... nor a thing of the claims right after "by" or "from": who made it
        ("GPT-5.6 Sol has 3 trillion parameters. This is an estimate by the Kimi K2.6 team.", True),
        ("GPT-5.6 Sol has 3 trillion parameters. This is an estimate from Kimi K2.6.", True),
    ],
)
def test_a_remark_of_what_the_ledger_relates_to_the_figure_hedges_it(
    sentence: str, hedged: bool
) -> None:
    owned = ClaimRecord(
        id="sol-by-openai",
        statement="",
        subject="GPT-5.6 Sol",
        status="confirmed",
        attributed_to=["OpenAI"],
    )
    other = ClaimRecord(id="kimi", statement="", subject="Kimi K2.6", status="confirmed")
    found = [f.rule for f in Auditor([*CLAIMS, owned, other]).audit_text(sentence, "page.md")]
    assert found == ([] if hedged else ["speculation-as-fact"])


def test_a_remark_that_names_an_agent_claims_are_about_says_whose_it_is() -> None:
    """Cerebras, whose chip claims are about, is who made the estimate in "This is a
    Cerebras estimate.", which credits it, not what the estimate is of."""
    chip = ClaimRecord(
        id="wse3",
        statement="",
        subject="Cerebras WSE-3",
        status="confirmed",
        attributed_to=["Cerebras"],
    )
    page = "GPT-5.6 Sol has 3 trillion parameters. This is a Cerebras estimate."
    (finding,) = Auditor([*CLAIMS, chip]).audit_text(page, "page.md")
    assert finding.message.endswith(", but is credited to Cerebras: say whose estimate it is")


def test_a_remark_hedges_only_the_sentence_right_before_it() -> None:
    text = "Sol has 3 trillion parameters; this is an estimate. Sol runs on 70 to 100 wafers."
    assert rules(text) == [("speculation-as-fact", "70 to 100 wafers")]
    text = "Sol runs on 70 to 100 wafers. Sol has 3 trillion parameters; this is an estimate."
    assert rules(text) == [("speculation-as-fact", "70 to 100 wafers")]


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        (
            "Sol has 3 trillion parameters and runs on 80 wafers. The wafer count is an estimate.",
            ["3 trillion parameters"],
        ),
        (
            "Sol has 3 trillion parameters and runs on 80 wafers; the parameter count is an "
            "estimate.",
            ["80 wafers"],
        ),
        ("Sol has 3 trillion parameters and runs on 80 wafers. This is an estimate.", []),
        # a subject that names the thing in Russian and Chinese, or after "of" (each was no
        # remark: every figure was stated)
        ("Sol работает на 80 пластинах. Число пластин — лишь оценка.", []),
        ("Sol 使用 80 片晶圆。晶圆数只是估算。", []),
        ("Sol has 3 trillion parameters. The number of parameters is an estimate.", []),
        (
            "У Sol 3 триллиона параметров и 80 пластин. Количество пластин не подтверждено.",
            ["3 триллиона параметров"],
        ),
        ("Sol 有 3 万亿参数，使用 80 片晶圆。晶圆数量只是估算。", ["3 万亿参数"]),
        ("Sol 有 3 万亿参数，使用 80 片晶圆。参数量只是估算。", ["80 片晶圆"]),
        ("Sol 使用 80 片晶圆。晶圆数很多。", ["80 片晶圆"]),
    ],
)
def test_a_remark_that_names_a_things_count_hedges_the_figures_of_that_thing(
    text: str, stated: list[str]
) -> None:
    """ "… and runs on 80 wafers. The wafer count is an estimate." hedged the 3 trillion
    parameters too (the second engineer's find): a remark that names what a figure counts
    is about the figures of that thing; one that names none, about all of its sentence's."""
    assert [t for rule, t in rules(text) if rule == "speculation-as-fact"] == stated


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # one count, account or version among others (the English and Chinese ones were
        # findings; "по одной из оценок" hedged already)
        ("Analysts could not agree: Sol has 3 trillion parameters by one count.", True),
        ("Sol has 3 trillion parameters by some counts.", True),
        ("By some accounts, Sol has 3 trillion parameters.", True),
        ("By a rough tally, Sol has 3 trillion parameters.", True),
        ("По одной из оценок, у Sol 3 триллиона параметров.", True),
        ("По одной из версий, у Sol 3 триллиона параметров.", True),
        ("По некоторым подсчётам, у Sol 3 триллиона параметров.", True),
        ("据一种说法，Sol 有 3 万亿参数。", True),
        ("Sol 有 3 万亿参数，据一种说法。", True),
        ("據一種說法，Sol 有 3 萬億參數。", True),
        ("有一种说法是，Sol 有 3 万亿参数。", True),
        # everyone's count, the page's own, a count as a word, no account at all
        ("By all accounts, Sol has 3 trillion parameters.", False),
        ("By any count, Sol has 3 trillion parameters.", False),
        ("By our count, Sol has 3 trillion parameters.", False),
        ("Sorted by count, Sol has 3 trillion parameters.", False),
        ("Analysts could not agree: Sol has 3 trillion parameters.", False),
        ("目前没有说法，Sol 有 3 万亿参数。", False),
        # ... all accounts, or most, are no one count among others (所有说法 was hedged by
        # 有说法 inside it; the others stated the figure already)
        ("所有说法都一致：Sol 部署在 80 片晶圆上。", False),
        ("所有說法都一致：Sol 部署在 80 片晶圓上。", False),
        ("By most accounts Sol runs on 80 wafers.", False),
        ("По всем подсчётам, Sol работает на 80 пластинах.", False),
        # ... nor are a firm's books (each was hedged by "by their accounts")
        ("Sol has 3 trillion parameters, paid by their accounts team.", False),
        ("Sol has 3 trillion parameters, paid for by their accounts department.", False),
        ("Sol has 3 trillion parameters, billed by their accounts payable staff.", False),
        # ... while their accounts, with no noun after them, are theirs
        ("By their accounts, Sol has 3 trillion parameters.", True),
        ("By some accounts Sol has 3 trillion parameters.", True),
    ],
)
def test_one_count_among_others_hedges(sentence: str, hedged: bool) -> None:
    assert [rule for rule, _ in rules(sentence)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # a later clause whose modal says someone may disagree hedges the figure (the
        # Russian and Chinese ones were findings: only English had "disagree")
        (
            "У Sol 3 триллиона параметров, но независимые исследователи, изучавшие модель, "
            "могут не согласиться.",
            True,
        ),
        ("У Sol 3 триллиона параметров, но исследователи могут с этим не согласиться.", True),
        ("У Sol 3 триллиона параметров, но исследователи могут возразить.", True),
        ("У Sol 3 триллиона параметров, но исследователи могут оспорить.", True),
        ("Sol 有 3 万亿参数，但研究人员可能不同意。", True),
        ("Sol 有 3 万亿参数，但一些研究人员可能会反对。", True),
        ("Sol has 3 trillion parameters, but researchers may disagree.", True),
        # ... not one who may refuse or dispute something else
        (
            "У Sol 3 триллиона параметров, и разработчики могут не согласиться работать бесплатно.",
            False,
        ),
        ("У Sol 3 триллиона параметров, и пользователи могут оспорить счёт в суде.", False),
    ],
)
def test_a_later_clause_that_may_disagree_hedges(sentence: str, hedged: bool) -> None:
    assert [rule for rule, _ in rules(sentence)] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # a modal in a predicate of its own, after "and" or "but", is about that
        ("Sol has 3 trillion parameters and may ship to more regions in June.", False),
        ("Sol has 3 trillion parameters, but it could ship later.", False),
        ("У Sol 3 триллиона параметров, и она может выйти в июне.", False),
        ("У Sol 3 триллиона параметров и, возможно, выйдет в июне.", False),
        ("Sol 有 3 万亿参数，并有望在 6 月上线。", False),
        ("Sol 有 3 万亿参数，可能在 6 月发布。", False),
        ("Sol 有 3 萬億參數，預計 6 月發布。", False),
        # ... after a few words of its own subject
        ("Sol has 3 trillion parameters, and OpenAI may publish more details later.", False),
        ("Sol has 3 trillion parameters, while its price is estimated to fall next year.", False),
        ("Sol has 3 trillion parameters, so it is likely to stay expensive.", False),
        ("Sol 有 3 万亿参数，但具体价格可能还会调整。", False),
        ("Sol 有 3 万亿参数，OpenAI或将在下个月公布更多细节。", False),
        ("У Sol 3 триллиона параметров, и модель может появиться в июне.", False),
        ("У Sol 3 триллиона параметров, хотя доступ, возможно, будет ограничен.", False),
        ("У Sol 3 триллиона параметров, а OpenAI может опубликовать подробности позже.", False),
        ("У Sol 3 триллиона параметров, и клиенты ожидают снижения цен.", False),
        # ... whose modal compares or negates what the clause's own subject does
        ("Sol has 3 trillion parameters, and GPT-6 may have more.", False),
        ("Sol has 3 trillion parameters, but its price may be lower next year.", False),
        ("Sol has 3 trillion parameters, and OpenAI may not ship it in Europe.", False),
        ("Sol has 3 trillion parameters, and it will likely ship in June.", False),
        ("У Sol 3 триллиона параметров, и её цена может быть выше.", False),
        ("Sol 有 3 万亿参数，价格可能更高。", False),
        ("Sol 有 3 万亿参数，但可能不会在欧洲上线。", False),
        ("Sol 有 3 万亿参数，或许会在 6 月上线。", False),
        ("Sol has 3 trillion parameters, while user counts may triple.", False),
        # a short subject that may speak of the figure, and a modal that compares it
        ("Sol has 3 trillion parameters, but the count analysts gave may be lower.", True),
        ("Sol has 3 trillion parameters, but their parameter count may be higher.", True),
        ("У Sol 3 триллиона параметров, но их подсчёт аналитиками может быть завышен.", True),
        ("У Sol 3 триллиона параметров, а число пользователей может утроиться.", False),
        ("Sol 有 3 万亿参数，数据中心可能在明年扩建。", False),
        ("Sol, which will likely ship in June, has 3 trillion parameters.", False),
        ("What is clear is that Sol has 3 trillion parameters, so why is it so fast?", False),
        ("Sol 推理速度这么快，拥有 3 万亿参数，为什么还能这么便宜？", False),
        ('Prices may fall soon… "Sol has 3 trillion parameters," the blog states.', False),
        # a doubt in an aside before the figure is about what the aside is about
        ("Sol, which may cost more, has 3 trillion parameters.", False),
        # a question asked after the figure is stated
        ("Sol has 3 trillion parameters, so why is it so fast?", False),
        ("Sol 有 3 万亿参数，为什么还能这么快？", False),
        ("У Sol 3 триллиона параметров — как же она работает так быстро?", False),
        # a condition that the clause after it answers
        ("Sol 有 3 万亿参数，如果需要私有部署，请联系销售。", False),
        ("Sol has 3 trillion parameters, and if you need more, contact sales.", False),
        ("У Sol 3 триллиона параметров, а если нужно больше, то пишите нам.", False),
        # a hedge before the figure reaches past it; one after it in the figure's own
        # clause, or one that says what the figure is, stands for it
        ("Sol may have 3 trillion parameters and could ship in June.", True),
        ("По оценкам, у Sol 3 триллиона параметров и она может выйти в июне.", True),
        ("外界估计 Sol 有 3 万亿参数，预计 6 月发布。", True),
        ("Sol has 3 trillion parameters, analysts estimate, and may ship in June.", True),
        ("Sol has 3 trillion parameters, which may be an overestimate.", True),
        ("Sol has 3 trillion parameters, which may be an overestimate, and runs fast.", True),
        ("Sol 有 3 万亿参数，业内人士预计。", True),
        ("Does Sol have 3 trillion parameters and may it ship in June?", True),
        ("Sol has 3 trillion parameters, but this has not been confirmed.", True),
        ("У Sol 3 триллиона параметров, если верить оценкам.", True),
        ("У Sol 3 триллиона параметров, но это не подтверждено.", True),
        ("Sol 有 3 万亿参数，可能是外界估计。", True),
        ("Sol 有 3 万亿参数，但这一数字未获 OpenAI 证实。", True),
        # 或将 is as often "or" and a verb (the Chinese source's sentence)
        (
            "关于该模型包含约三万亿个参数，或将一个网络层分配到一个晶圆上的估计，均来自外部分析。",
            True,
        ),
        # a condition that is the figure's own: the figure after it
        ("Sol 有 3 万亿参数，如果按每层一片晶圆计算，需要 70 片晶圆。", False),
        # ... after a longer subject of its own (each was hedged by its modal)
        (
            "Sol has 3 trillion parameters, and the new European data centre in Norway may "
            "open in June.",
            False,
        ),
        (
            "У Sol 3 триллиона параметров, и новый европейский дата-центр в Норвегии может "
            "открыться в июне.",
            False,
        ),
        (
            "Sol 有 3 万亿参数，而位于挪威奥斯陆郊外新建成的欧洲大型数据中心可能在六月投入使用。",
            False,
        ),
        # ... or after a condition set off by commas
        ("Sol has 3 trillion parameters, and when it ships, developers may try it.", False),
        ("Sol has 3 trillion parameters, but after the launch, prices may fall.", False),
        (
            "У Sol 3 триллиона параметров, и когда она выйдет, разработчики могут её попробовать.",
            False,
        ),
        (
            "У Sol 3 триллиона параметров, и после того, как она выйдет, разработчики могут её "
            "попробовать.",
            False,
        ),
        # ... but a longer subject or a condition that may speak of the figure, or a
        # modal that compares it or says it is otherwise, still hedges it
        (
            "Sol has 3 trillion parameters, but the count analysts gave in their report may "
            "be lower.",
            True,
        ),
        (
            "Sol has 3 trillion parameters, but the new European data centre in Norway may "
            "have more.",
            True,
        ),
        (
            "Sol has 3 trillion parameters, but several independent groups of researchers in "
            "Europe may have counted differently.",
            True,
        ),
        (
            "Sol has 3 trillion parameters, although the independent researchers who studied "
            "it may disagree.",
            True,
        ),
        ("Sol has 3 trillion parameters, and when OpenAI confirms this, prices may fall.", True),
        ("Sol has 3 trillion parameters, and when it ships, it may have fewer.", True),
        (
            "Sol has 3 trillion parameters, and when it ships, its real size may surprise people.",
            True,
        ),
        (
            "Sol has 3 trillion parameters, and when the weights leak, the community may find "
            "fewer.",
            True,
        ),
        (
            "Sol has 3 trillion parameters, and when OpenAI publishes its model card, we may "
            "learn otherwise.",
            True,
        ),
        ("Sol has 3 trillion parameters, and after all, analysts may be right.", True),
        (
            "У Sol 3 триллиона параметров, но когда выйдет отчёт, аналитики могут насчитать "
            "меньше.",
            True,
        ),
        ("Sol 有 3 万亿参数，而 OpenAI 官方在今年夏天发布的技术报告中给出的结果可能更低。", True),
        ("Sol 有 3 万亿参数，但具体数字要等到OpenAI下个月正式发布技术报告时才可能公布。", True),
    ],
)
def test_a_hedge_in_a_clause_of_its_own_does_not_reach_back(sentence: str, hedged: bool) -> None:
    """A doubt word hedges the figures of the clause it stands in, and those after it, but
    not a figure stated as fact before a clause of its own ("…and may ship in June")."""
    found = [text for rule, text in rules(sentence) if rule == "speculation-as-fact"]
    if hedged:
        assert found == []
    else:
        (text,) = found
        assert re.match(r"3 (?:trillion|триллиона|万亿|萬億)", text)


@pytest.mark.parametrize(
    "sentence",
    [
        # a hedge after the figure that is no modal, or whose clause speaks of the figure
        "Sol has 3 trillion parameters and may ship in June, analysts say.",
        "Sol has 3 trillion parameters and may ship in June, The Information reported.",
        "Sol 有 3 万亿参数，可能在 6 月发布，消息人士称。",
        "У Sol 3 триллиона параметров, и она может выйти в июне, сообщают источники.",
        "Sol has 3 trillion parameters, though it may only be an estimate.",
        "Sol 有 3 万亿参数，但可能只是外部分析的估计。",
        "Sol has 3 trillion parameters, though the real count may be lower.",
        "Sol has 3 trillion parameters, but it may have fewer.",
        "Sol has 3 trillion parameters, but OpenAI would not comment.",
        "Sol has 3 trillion parameters, though OpenAI might dispute that.",
        "Sol has 3 trillion parameters, and both figures may be revised.",
        "У Sol 3 триллиона параметров, хотя OpenAI может это опровергнуть.",
        "У Sol 3 триллиона параметров, но подсчёт может быть неточен.",
        "У Sol 3 триллиона параметров, а может, и больше.",
        "Sol 有 3 万亿参数，但这一数字可能偏高。",
        "Sol 有 3 万亿参数，也可能更多。",
        "Sol 有 3 万亿参数，但官方可能不会证实。",
        "Sol 有 3 万亿参数，但实际数量可能更少。",
        "Sol has 3 trillion parameters, but analysts may have overcounted.",
        "Sol has 3 trillion parameters, but SemiAnalysis may be wrong.",
        "Sol has 3 trillion parameters, though its size may be overstated.",
        "Sol has 3 trillion parameters, but whether that estimate holds or not is unclear.",
        "Sol has 3 trillion parameters, but neither OpenAI nor Cerebras has confirmed this.",
        "У Sol 3 триллиона параметров, но аналитики могут ошибаться.",
        "У Sol 3 триллиона параметров, хотя их может быть и больше.",
        "Sol 有 3 万亿参数，甚至可能更多。",
        "Sol 有 3 万亿参数，但真实参数量可能更低。",
        # a doubt about the figure in an aside before it
        "The number, which OpenAI has not confirmed, is 3 trillion parameters.",
        # hedges before a question asked after the figure
        "Sol may have 3 trillion parameters, but how does it run so fast?",
        "Sol 据估计有 3 万亿参数，为什么还能这么快？",
        "Does Sol have 3 trillion parameters, and how many wafers does it use?",
        "Sol 真的有 3 万亿参数吗，为什么还能这么快？",
        # a figure inside the clause that is set against, granted or supposed
        "Whether or not Sol has 3 trillion parameters, it runs at 750 tokens per second.",
        "Even if Sol has 3 trillion parameters, the cost per token stays low.",
        "Есть ли у Sol 3 триллиона параметров или нет, она работает быстро.",
        # a concession after the figure doubts it
        "Sol 有 3 万亿参数，尽管这一数字尚未得到官方确认。",
        # agreeing with outside analysis credits it (与…一致; not 与外部分析不同)
        "这个结果与外部技术分析给出的“约三万亿参数”大体一致。",
        "У Sol 3 триллиона параметров, несмотря на то что это лишь оценка.",
        # an ellipsis before a figure or in Chinese ends no sentence
        "According to SemiAnalysis, Sol has… 3 trillion parameters.",
        "SemiAnalysis estimates that Sol uses ... 70 to 100 wafers.",
        "据估计…… Sol 有 3 万亿参数。",
    ],
)
def test_a_later_clause_that_speaks_of_the_figure_still_hedges_it(sentence: str) -> None:
    assert [rule for rule, _ in rules(sentence)] == []


@pytest.mark.parametrize(
    "sentence",
    [
        "Sol has 3 trillion parameters, contrary to what many assumed.",
        "Unlike what analysts estimated, Sol has 3 trillion parameters.",
        "Вопреки прогнозам, у Sol 3 триллиона параметров.",
        "不管 OpenAI 是否承认，Sol 都有 3 万亿参数。",
        "Sol has 3 trillion parameters, whether OpenAI admits it or not.",
        "Sol has 3 trillion parameters even if OpenAI will not say so.",
        "Признает ли это OpenAI или нет, у Sol 3 триллиона параметров.",
    ],
)
def test_a_doubt_set_against_the_figure_does_not_hedge_it(sentence: str) -> None:
    """A view set against what the sentence states, granted either way or supposed, is
    not the sentence's doubt: the figure outside it is stated as fact."""
    found = [text for rule, text in rules(sentence) if rule == "speculation-as-fact"]
    assert len(found) == 1 and re.match(r"3 (?:trillion|триллиона|万亿)", found[0])


@pytest.mark.parametrize(
    ("page", "hedged"),
    [
        (
            "---\ntitle: Why one wafer could not hold Sol\n---\n\nSol has 3 trillion parameters.\n",
            False,
        ),
        (
            "Whether you like it or not, the summary:\n\n- Sol has 3 trillion parameters.\n",
            False,
        ),
        (
            "Почему Sol не может работать на одной пластине:\n\n- У Sol 3 триллиона параметров.\n",
            False,
        ),
        ("What could not be verified:\n\n- Sol has 3 trillion parameters.\n", True),
        ("Whether Sol is this large is unclear:\n\n- Sol has 3 trillion parameters.\n", True),
    ],
)
def test_a_lead_in_hedges_as_a_sentence_does(page: str, hedged: bool) -> None:
    """What leads a list or a page (a title, a line ending in a colon) is read as the
    sentence is: a granted "whether … or not", "could not fit" are no doubts there either."""
    assert [rule for rule, _ in rules(page)] == ([] if hedged else ["speculation-as-fact"])


def test_extra_hedge_cues_from_configuration() -> None:
    text = "By our reckoning Sol has 3 trillion parameters."
    assert rules(text) == [("speculation-as-fact", "3 trillion parameters")]
    assert run(text, AuditConfig(hedge_cues=("by our reckoning",))) == []


def test_disputed_claim_even_when_hedged() -> None:
    for sentence in (
        "Sol has 386 million parameters.",
        "A caption reportedly says Sol has 386 million parameters.",
        "GPT-5.6 Sol拥有3.86亿参数。",
        "У GPT-5.6 Sol 386 миллионов параметров.",
    ):
        (f,) = run(sentence)
        assert (f.rule, f.claims) == ("disputed-claim", ("params-386m",)), sentence


def test_a_firm_claim_outweighs_weak_ones() -> None:
    claims = [*CLAIMS, claim("params-3t-official", "confirmed", 3e12, unit="parameter")]
    assert Auditor(claims).audit_text("Sol has 3 trillion parameters.") == []


WAFER_SENTENCES = (
    "GPT-5.6 Sol spans 70 to 100 Cerebras wafer-scale systems.",
    "部署范围横跨70至100个Cerebras晶圆级系统。",  # sources/000_...txt
    "Развёртывание на от 70 до 100 систем Cerebras на пластинах.",  # sources/002_...txt
)


def test_a_claim_backs_a_figure_as_firmly_as_it_stands_as_kb_table_marks_it() -> None:
    """A translation derived from Goodson's estimate of 70 to 100 wafers but written
    confirmed (too-strong, ‡ in kb table) backs the figure only as an estimate: stated as
    fact, in any language, the figure is speculation-as-fact. Once the estimate is
    disputed, the translation resting on it (fallen-basis, †) counts as disputed: a figure
    it backs repeats a dispute, hedged or not."""
    estimate = replace(
        claim("sol-wafers-70-100", "estimate", 70, 100, unit="wafer"),
        attributed_to=["Bleys Goodson"],
    )
    translated = replace(
        estimate,
        id="en-wafers-70-100",
        status="confirmed",
        links=[LinkRecord("derived-from", estimate.id)],
    )
    for sentence in WAFER_SENTENCES:
        (f,) = Auditor([estimate, translated]).audit_text(sentence, "page.md")
        assert (f.rule, f.claims) == ("speculation-as-fact", (estimate.id, translated.id))
        assert (
            "(sol-wafers-70-100, en-wafers-70-100 (confirmed, but it rests on estimate "
            "sol-wafers-70-100)) but is stated as fact"
        ) in f.message
    disputed = replace(estimate, status="disputed")
    hedged = "Goodson estimates that GPT-5.6 Sol spans 70 to 100 wafers."
    for sentence in (*WAFER_SENTENCES, hedged):
        (f,) = Auditor([disputed, replace(translated, status="estimate")]).audit_text(sentence)
        assert (f.rule, f.claims) == ("disputed-claim", (estimate.id, translated.id))
        assert f.message.endswith(
            "repeats disputed claims sol-wafers-70-100, en-wafers-70-100 (estimate, but it "
            "rests on disputed sol-wafers-70-100)"
        )


def _wafer_chain(*statuses: str) -> list[ClaimRecord]:
    """Claims of 70 to 100 wafers, the first Goodson's, each after it derived from the
    one before (a translation of a translation), at the statuses given in that order."""
    ids = ("sol-wafers-70-100", "en-wafers-70-100", "ru-wafers-70-100", "zh-wafers-70-100")
    chain = []
    for n, status in enumerate(statuses):
        found = replace(
            claim(ids[n], status, 70, 100, unit="wafer"), attributed_to=["Bleys Goodson"]
        )
        chain.append(replace(found, links=[LinkRecord("derived-from", ids[n - 1])] if n else []))
    return chain


def test_a_claim_stands_as_the_chain_it_rests_on_lets_it() -> None:
    """A confirmed claim derived from a confirmed claim derived from an estimate stands
    at estimate too, though next to its own basis it is not too strong (kb check and kb
    table name only en-wafers-70-100): the figure it backs, stated as fact, is
    speculation-as-fact, and the message names the chain. Two hops above a disputed
    claim, a claim counts as disputed."""
    chain = _wafer_chain("estimate", "confirmed", "confirmed")
    ids = tuple(c.id for c in chain)
    for sentence in WAFER_SENTENCES[:2]:  # English, and Chinese from sources/000_...txt
        (f,) = Auditor(chain).audit_text(sentence, "page.md")
        assert (f.rule, f.claims) == ("speculation-as-fact", ids), sentence
        assert (
            "ru-wafers-70-100 (confirmed, but it rests on en-wafers-70-100, which rests on "
            "estimate sol-wafers-70-100)) but is stated as fact"
        ) in f.message
    disputed = _wafer_chain("disputed", "estimate", "confirmed")
    for sentence in (*WAFER_SENTENCES[:2], "Goodson estimates that Sol spans 70 to 100 wafers."):
        (f,) = Auditor(disputed).audit_text(sentence)
        assert (f.rule, f.claims) == ("disputed-claim", ids), sentence
        assert f.message.endswith(
            "ru-wafers-70-100 (confirmed, but it rests on en-wafers-70-100, which rests on "
            "disputed sol-wafers-70-100)"
        )


def test_a_derivation_cycle_is_cut_where_it_closes() -> None:
    """Claims that derive from each other (kb check: derivation-cycle) stand as the link
    that closes the cycle reads at its basis's own status: the walk ends, and a claim in
    the cycle still stands no firmer than the estimate the cycle rests on. A chain too
    long to follow by recursion is followed to its end."""
    estimate, en, ru = _wafer_chain("estimate", "confirmed", "confirmed")
    looped = replace(en, links=[*en.links, LinkRecord("derived-from", ru.id)])
    (f,) = Auditor([estimate, looped, ru]).audit_text(WAFER_SENTENCES[0])
    assert (f.rule, f.claims) == ("speculation-as-fact", (estimate.id, en.id, ru.id))
    assert "ru-wafers-70-100 (confirmed, but it rests on en-wafers-70-100, which" in f.message
    long = [estimate]
    for n in range(3000):
        long.append(replace(ru, id=f"copy-{n}", links=[LinkRecord("derived-from", long[-1].id)]))
    assert lowered_standings({c.id: c for c in long})["copy-2999"][0] == "estimate"


def test_severity_off_disables_a_rule() -> None:
    config = AuditConfig(
        severity={
            "unsourced-number": "off",
            "speculation-as-fact": "warning",
            "disputed-claim": "error",
        }
    )
    found = run("It needs 42 wafers. Sol has 3 trillion parameters.", config)
    assert [(f.rule, f.severity) for f in found] == [("speculation-as-fact", "warning")]


@pytest.mark.parametrize(
    "sentence",
    [
        "该系统售价9200元。",
        "该系统售价¥9200。",
        "The system costs RMB 9200.",
        "Чип стоит 9200 руб.",
    ],
)
def test_money_is_backed_only_by_a_claim_in_its_currency(sentence: str) -> None:
    """9200 yuan or roubles is no repetition of the disputed 9200-token caption, nor 9200
    dollars; a claim in yuan backs yuan."""
    tokens = claim("caption-9200", "disputed", 9200, unit="token")
    dollars = claim("price-usd", "confirmed", 9200, unit="USD")
    found = Auditor([tokens, dollars]).audit_text(sentence, "page.md")
    assert [f.rule for f in found] == ["unsourced-number"]
    yuan, roubles = (claim(f"price-{u}", "confirmed", 9200, unit=u) for u in ("CNY", "RUB"))
    assert len(Auditor([yuan, roubles]).audit_text(sentence, "page.md")) == 0


@pytest.mark.parametrize(
    ("sentence", "currency"),
    [
        ("The licence costs HK$128,000.", "HKD"),
        ("The licence costs A$128,000.", "AUD"),
        ("The licence costs 128,000 CAD.", "CAD"),
        ("The licence costs S$128,000.", "SGD"),
        ("The licence costs NZ$128,000.", "NZD"),
        ("The licence costs 128,000 HK dollars.", "HKD"),
        ("Лицензию оплачивают 128 000 гонконгскими долларами.", "HKD"),
        ("授权费为128000港元。", "HKD"),
        ("该系统售价128000元。", "CNY"),
    ],
)
def test_money_is_backed_neither_by_dollars_nor_by_a_claim_without_a_unit(
    sentence: str, currency: str
) -> None:
    """HK$128,000 is no repetition of the 128K-token output limit, no US dollars, and no
    count of things a claim without a unit states; a claim in its currency backs it."""
    others = [
        claim("max-output-128k", "confirmed", 128_000, unit="token"),
        claim("price-usd", "confirmed", 128_000, unit="USD"),
        claim("seats", "confirmed", 128_000),
    ]
    found = Auditor(others).audit_text(sentence, "page.md")
    assert [f.rule for f in found] == ["unsourced-number"]
    assert found[0].unit == currency
    price = claim("price", "confirmed", 128_000, unit=currency)
    assert Auditor([*others, price]).audit_text(sentence, "page.md") == []


@pytest.mark.parametrize(
    "sentence",
    [
        "The timeout is 5,000 ms.",
        "Backups are kept for 5,000 hours.",
        "The cache holds 5,000 TB.",
        "The rate is 5,000 tokens per second.",
        "Кэш вмещает 5000 ТБ.",
        "备份保留 5000 小时。",
    ],
)
def test_a_figure_with_a_unit_is_backed_by_no_claim_without_one(sentence: str) -> None:
    """A claim without a unit counts things (5000 connections): a figure with a unit,
    any unit, states something else and is unsourced (it was backed by any such claim)."""
    connections = claim("max-connections", "confirmed", 5000)
    assert [f.rule for f in Auditor([connections]).audit_text(sentence, "page.md")] == [
        "unsourced-number"
    ]


def test_a_bare_number_may_still_state_a_claim_without_a_unit() -> None:
    connections = claim("max-connections", "confirmed", 5000)
    for sentence in ("Each cluster accepts 5,000 connections.", "每个集群最多 5000 个连接。"):
        assert Auditor([connections]).audit_text(sentence, "page.md") == []


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a currency's hundredths are money: 26 cents is 0.26 USD (no figure was read)
        ("Storage costs 26 cents per GB-month.", ["unsourced-number"]),
        ("Хранение — 26 центов за ГБ в месяц.", ["unsourced-number"]),
        ("存储每 GB 每月 26 美分。", ["unsourced-number"]),
        ("Storage costs 25 cents per GB-month.", []),
        ("Хранение — 25 центов за ГБ в месяц.", []),
        ("存储每 GB 每月 25 美分。", []),
        # 30 cents is no 30 USD
        ("Backups cost 30 cents.", ["unsourced-number"]),
    ],
)
def test_cents_are_hundredths_of_their_currency(sentence: str, expected: list[str]) -> None:
    claims = [
        claim("storage-price", "confirmed", 0.25, unit="USD"),
        claim("seat-price", "confirmed", 30, unit="USD"),
    ]
    assert [f.rule for f in Auditor(claims).audit_text(sentence, "page.md")] == expected


def test_an_element_counted_with_a_classifier_is_no_money() -> None:
    """2个新元素 (two new elements) is no price in Singapore dollars: a bare count, which
    the default configuration leaves unaudited (a price would be unsourced)."""
    assert rules("科学家发现了2个新元素。") == []
    assert rules("科学家发现了3个加元素。") == []
    assert rules("该芯片售价5新元。") == [("unsourced-number", "5新元")]


def test_a_dollar_sign_labelling_a_column_gives_its_currency() -> None:
    """A column's header names the currency of its figures by a sign as by a code: A$ and
    C$ are the Australian and Canadian dollars (were US dollars), as HKD is Hong Kong's."""
    table = (
        "| Model | Price (HKD) | Price (A$) | Цена, C$ | Price ($) |\n"
        "|---|---|---|---|---|\n"
        "| Sol | 126 | 127 | 128 | 129 |\n"
    )
    assert [f.unit for f in run(table)] == ["HKD", "AUD", "CAD", "USD"]
    assert [f.unit for f in run("Sol costs 131 HK$.")] == ["HKD"]


def test_a_configured_word_may_name_a_currency() -> None:
    config = load_config_text('[tool.kb.audit.units]\n"圆" = "CNY"\n')
    price = claim("price-cny", "confirmed", 9200, unit="CNY")
    assert Auditor([price], config=config).audit_text("售价9200圆。", "page.md") == []


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # binary sizes are read (they were bare numbers, or no figure at all), and a claim
        # in TB or GB backs them at their size: 64 TiB is 70.4 TB, 58.2 TiB is 64 TB
        ("Storage scales up to 70 TiB per cluster.", ["unsourced-number"]),
        ("Storage scales up to 64 TiB per cluster.", ["unsourced-number"]),
        ("Storage scales up to 58.2 TiB per cluster.", []),
        ("Each node has 512 GiB of RAM.", []),
        ("每个节点配备 512 GiB 内存。", []),
        ("Каждый узел оснащён 512 ГиБ памяти.", []),
        ("Each node has 640 GiB of RAM.", ["unsourced-number"]),
        # a rate is no size: 58.2 TiB/s is no 64 TB (the review's find)
        ("Nimbus DB reads at 58.2 TiB/s.", ["unsourced-number"]),
        ("吞吐量为 58.2 TiB/s。", ["unsourced-number"]),
        ("Диск читает 500 МиБ/с.", ["unsourced-number"]),
    ],
)
def test_binary_sizes_are_read_and_converted(sentence: str, expected: list[str]) -> None:
    claims = [
        claim("storage", "confirmed", 64, unit="TB"),
        claim("node-ram", "confirmed", 549.8, unit="GB"),
    ]
    assert [f.rule for f in Auditor(claims).audit_text(sentence, "page.md")] == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a rate in bits is read (it was a bare number) and a claim in Tbit/s backs it in
        # any size of its dimension: 3,200 Gbps and 400 GB/s are 3.2 Tbit/s
        ("The backbone carries 3.2 Tbit/s.", []),
        ("Магистраль пропускает 3,2 Тбит/с.", []),
        ("骨干网带宽 3.2 Tbit/s。", []),
        ("骨干网带宽达到3.2太比特每秒。", []),
        ("The backbone carries 3,200 Gbps.", []),
        ("The backbone carries 400 GB/s.", []),
        # a wrong figure is unsourced
        ("The backbone carries 3.6 Tbit/s.", ["unsourced-number"]),
        ("Магистраль пропускает 3,6 Тбит/с.", ["unsourced-number"]),
        ("骨干网带宽 3.6 Tbps。", ["unsourced-number"]),
        # bytes are eight bits: 3.2 TB/s is 25.6 Tbit/s, and Gb/s no GB/s
        ("The backbone carries 3.2 TB/s.", ["unsourced-number"]),
        ("The backbone carries 400 Gb/s.", ["unsourced-number"]),
    ],
)
def test_bit_rates_are_read_and_converted(sentence: str, expected: list[str]) -> None:
    backbone = ClaimRecord(
        id="backbone",
        statement="The backbone carries 3.2 Tbit/s",
        subject="Nimbus backbone bandwidth",
        status="confirmed",
        low=3.2,
        high=3.2,
        unit="Tbit/s",
    )
    assert [f.rule for f in Auditor([backbone]).audit_text(sentence, "page.md")] == expected


def test_a_bit_rate_at_another_scale_is_a_slip_of_its_prefix() -> None:
    """3.2 Gbit/s of a claim of 3.2 Tbit/s is the same digits at another scale, as 400 MB of
    a claim of 400 GB is."""
    backbone = claim("backbone", "confirmed", 3.2, unit="Tbit/s")
    (found,) = Auditor([backbone]).audit_text("The backbone carries 3.2 Gbit/s.", "page.md")
    assert "the same digits at another scale" in found.message


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # glued, plural, per sec, genitive plural and 千兆位: read, and backed at their size
        ("The switch has 400Gb/s ports.", []),
        ("The switch has 400 Gbits/s ports.", []),
        ("Порт коммутатора — «400 гигабитов в секунду».", []),
        ("Порт коммутатора — 400 Гбит/c.", []),
        ("交换机端口速率400千兆位每秒。", []),
        ("The switch has 0.4Tbit/s ports.", []),
        # a wrong figure is unsourced (each was a bare 410, 500, or no figure at all)
        ("The switch has 410Gb/s ports.", ["unsourced-number"]),
        ("Порт коммутатора — 500 гигабитов в секунду.", ["unsourced-number"]),
        ("交换机端口速率500千兆位每秒。", ["unsourced-number"]),
    ],
)
def test_bit_rates_in_more_spellings_are_matched(sentence: str, expected: list[str]) -> None:
    port = claim("port", "confirmed", 400.0, unit="Gbit/s")
    assert [f.rule for f in Auditor([port]).audit_text(sentence, "page.md")] == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("The backbone carries 3.2Tbit/s.", []),
        ("The backbone carries 3.6Tbit/s.", ["unsourced-number"]),
        ("The backbone carries 3,600Gb/s.", ["unsourced-number"]),
    ],
)
def test_a_glued_bit_rate_is_held_against_its_claim(sentence: str, expected: list[str]) -> None:
    backbone = claim("backbone", "confirmed", 3.2, unit="Tbit/s")
    assert [f.rule for f in Auditor([backbone]).audit_text(sentence, "page.md")] == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("The modem connects at 56 kbps.", []),
        ("Модем работает на 56 кбит/с.", []),
        ("调制解调器速率为56千比特每秒。", []),
        ("The modem connects at 64 kbps.", ["unsourced-number"]),
        # bps alone is no rate read (a basis point as often): 56,000 bps stays bare
        ("The modem connects at 56,000 bps.", ["unsourced-number"]),
    ],
)
def test_a_rate_in_kilobits_is_matched(sentence: str, expected: list[str]) -> None:
    modem = claim("modem", "confirmed", 56.0, unit="kbit/s")
    assert [f.rule for f in Auditor([modem]).audit_text(sentence, "page.md")] == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a rate in MB/s is held against a claim in GB/s by its size, in every language
        ("The SSD reads at 7000 MB/s.", []),
        ("Скорость чтения 7000 МБ/с.", []),
        ("顺序读取速度高达7000MB/s。", []),
        ("读取速度为7000兆字节每秒。", []),
        ("The SSD reads at 7,000 megabytes per second.", []),
        # a wrong rate is unsourced (7500 MB was a size, no claim of a size was near it)
        ("The SSD reads at 7500 MB/s.", ["unsourced-number"]),
        ("Скорость чтения 7500 МБ/с.", ["unsourced-number"]),
    ],
)
def test_a_byte_rate_below_a_gigabyte_is_held_against_a_claim_in_gb_s(
    sentence: str, expected: list[str]
) -> None:
    ssd = claim("ssd", "confirmed", 7.0, unit="GB/s")
    assert [f.rule for f in Auditor([ssd]).audit_text(sentence, "page.md")] == expected


@pytest.mark.parametrize(
    "sentence",
    [
        "The SSD reads at 500 MB/s.",
        "Скорость чтения 500 МБ/с.",
        "读取速度为500 MB/s。",
        "The SSD reads at 500MB/s.",
        "The drive writes 500 megabytes per second.",
    ],
)
def test_a_size_does_not_back_a_rate(sentence: str) -> None:
    """A claim of 500 MB backed "500 MB/s", read as a size."""
    size = claim("size", "confirmed", 500.0, unit="MB")
    assert [f.rule for f in Auditor([size]).audit_text(sentence, "page.md")] == ["unsourced-number"]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("The modem connects at 56000 bit/s.", []),
        ("Модем работает на 56000 бит/с.", []),
        ("调制解调器速率为56000比特每秒。", []),
        ("The modem connects at 64000 bits per second.", ["unsourced-number"]),
    ],
)
def test_bits_a_second_are_held_against_a_claim_in_kbit_s(
    sentence: str, expected: list[str]
) -> None:
    modem = claim("modem", "confirmed", 56.0, unit="kbit/s")
    assert [f.rule for f in Auditor([modem]).audit_text(sentence, "page.md")] == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Downloads ran at 500 KB/s.", []),
        ("Загрузка шла со скоростью 500 КБ/с.", []),
        ("下载速度为500千字节每秒。", []),
        ("Downloads ran at 600 KB/s.", ["unsourced-number"]),
    ],
)
def test_a_rate_in_kilobytes_is_matched(sentence: str, expected: list[str]) -> None:
    download = claim("download", "confirmed", 0.5, unit="MB/s")
    assert [f.rule for f in Auditor([download]).audit_text(sentence, "page.md")] == expected


def test_extended_unit_lexicon() -> None:
    text = "Sol streams 750 tk/s."
    config = load_config_text('[tool.kb.audit.units]\n"tk/s" = "token/s"\n')
    assert run(text, config) == []


def test_a_unit_word_that_is_a_unit_of_another_size_is_refused() -> None:
    with pytest.raises(ConfigError, match=r"GW is itself a unit, 1 GW = 1000 MW.*map it to 'GW'"):
        load_config_text('[tool.kb.audit.units]\n"GW" = "MW"\n')
    with pytest.raises(ConfigError, match=r"'hp' is not a canonical unit and none is its size"):
        load_config_text('[tool.kb.audit.units]\n"horsepower" = "hp"\n')
    config = load_config_text(
        '[tool.kb.audit.units]\n"гигаватта" = "gigawatt"\n"吉瓦特" = "GW"\n"gigawatts" = "GW"\n'
    )
    assert config.units == {"гигаватта": "GW", "吉瓦特": "GW", "gigawatts": "GW"}
    assert run("Нужно 0,75 гигаватта.", config) == []
    assert run("该园区需要0.75吉瓦特电力。", config) == []
    assert run("The campus needs 0.75 gigawatts.", config) == []


def load_config_text(text: str, name: str = "pyproject.toml") -> AuditConfig:
    import tempfile

    folder = Path(tempfile.mkdtemp())
    (folder / name).write_text(text, encoding="utf-8")
    return load_config(None, folder)


# --------------------------------------------------------------------------- kb-ignore


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("It needs 42 wafers. <!-- kb-ignore -->\n", 0),
        ("It needs 42 wafers. <!-- kb-ignore unsourced-number -->\n", 0),
        ("It needs 42 wafers. <!-- kb-ignore disputed-claim: not this one -->\n", 1),
        ("It needs 42 wafers. <!-- kb-ignore unsourced-number, disputed-claim: quoted -->\n", 0),
        ("<!-- kb-ignore-next-line -->\nIt needs 42 wafers.\n", 0),
        ("<!-- kb-ignore-next-line unsourced-number: vendor page -->\nIt needs 42 wafers.\n", 0),
        ("<!-- kb-ignore-next-line -->\nIntro.\nIt needs 42 wafers.\n", 1),
        (
            "<!-- kb-ignore-start -->\nIt needs 42 wafers.\n\nAnd 43 wafers.\n"
            "<!-- kb-ignore-end -->\n",
            0,
        ),
        ("<!-- kb-ignore-start -->\nA.\n<!-- kb-ignore-end -->\n\nIt needs 42 wafers.\n", 1),
        ("`<!-- kb-ignore -->` It needs 42 wafers.\n", 1),  # in a code span: not a comment
        ("<!-- kb-ignore-next-line\nunsourced-number -->\nIt needs 42 wafers.\n", 0),
        # a comment inside a paragraph, over two lines: the next line is after its end
        ("Intro <!-- kb-ignore-next-line\nunsourced-number -->\nIt needs 42 wafers.\n", 0),
        # written without spaces, as HTML comments often are
        ("It needs 42 wafers. <!--kb-ignore-->\n", 0),
        ("<!--kb-ignore-next-line-->\nСол требует 42 пластины.\n", 0),
        ("<!--kb-ignore-start-->\n它需要42片晶圆。\n<!--kb-ignore-end-->\n", 0),
        # a reason after a full-width colon, as a Chinese keyboard types it
        ("它需要42片晶圆。<!-- kb-ignore unsourced-number：供应商数据 -->\n", 0),
        # rules separated by a full-width comma or 、, as a Chinese keyboard types them
        ("Sol 有3万亿参数和42片晶圆。<!-- kb-ignore speculation-as-fact，unsourced-number -->", 0),
        ("Sol 有3万亿参数和42片晶圆。<!-- kb-ignore speculation-as-fact、unsourced-number -->", 0),
        ("Sol 有3万亿参数和42片晶圆。<!-- kb-ignore unsourced-number、disputed-claim -->", 1),
        ("It needs 42 wafers. <!--kb-ignored-->\n", 1),  # another word: not a kb comment
        # after a table row's last cell, where the table drops it as a cell too many
        ("| a | b |\n|---|---|\n| Sol | 42 wafers | <!-- kb-ignore -->\n| Sol | 43 wafers |\n", 1),
        ("| a | b |\n|---|---|\n| Sol | 42 wafers <!-- kb-ignore --> |\n", 0),
    ],
)
def test_kb_ignore_comments(text: str, left: int) -> None:
    assert len(run(text)) == left


@pytest.mark.parametrize(
    ("text", "left"),
    [
        # a technical writer's upper-case comment silenced nothing and said nothing: any
        # case is read, as markdownlint reads its own, rule names too
        ("It needs 42 wafers. <!-- KB-IGNORE -->\n", 0),
        ("It needs 42 wafers. <!-- Kb-Ignore Unsourced-Number: vendor page -->\n", 0),
        ("It needs 42 wafers. <!-- KB-IGNORE DISPUTED-CLAIM -->\n", 1),
        ("<!-- KB-IGNORE-NEXT-LINE -->\nIt needs 42 wafers.\n", 0),
        ("<!-- KB-IGNORE-START -->\nIt needs 42 wafers.\n<!-- KB-IGNORE-END -->\n", 0),
        ("| a | b |\n|---|---|\n| Sol | 42 wafers | <!-- KB-IGNORE -->\n", 0),
        # a figure wrapped over two lines, silenced on either
        ("Sol пишет 930 токенов\nв секунду. <!-- kb-ignore -->\n", 0),
        ("Sol пишет 930 токенов <!-- kb-ignore -->\nв секунду.\n", 0),
        ("Intro.\n<!-- kb-ignore-next-line -->\nSol пишет 930 токенов\nв секунду.\n", 0),
        ("Sol пишет 930 токенов\nв секунду. <!-- kb-ignore disputed-claim -->\n", 1),
        ("Sol пишет 930 токенов в секунду.\nИ 931 токен. <!-- kb-ignore -->\n", 1),
    ],
)
def test_kb_ignore_in_any_case_and_on_any_line_of_the_figure(text: str, left: int) -> None:
    assert len(run(text)) == left


@pytest.mark.parametrize(
    ("text", "lines"),
    [
        ("It needs 42 wafers. <!-- kb-ignore -->\n", []),
        (
            "<!-- kb-ignore-next-line unsourced-number:\n  vendor page -->\nIt needs 42 wafers.\n",
            [],
        ),
        ("<!-- kb-ignore-next-line\n-->\nIntro.\nIt needs 42 wafers.\n", [4]),
        (
            "Sol需要42片晶圆。<!-- kb-ignore\nunsourced-number -->\nОн требует 42 пластины.\n",
            [3],
        ),
        (
            "<!-- kb-ignore-start\n-->\nIt needs 42 wafers.\n<!-- kb-ignore-end -->\n43 wafers.\n",
            [5],
        ),
    ],
)
def test_kb_ignore_in_plain_text_also_over_several_lines(text: str, lines: list[int]) -> None:
    assert [f.line for f in run(text, markdown=False)] == lines


def test_an_unclosed_kb_ignore_in_plain_text_hides_nothing_and_warns(tmp_path: Path) -> None:
    page = tmp_path / "notes.txt"
    page.write_text(
        "It needs 41 wafers. <!-- kb-ignore unsourced-number: vendor\n"
        "It needs 42 wafers.\n"
        "It needs 43 wafers. <!-- kb-ignore unsourced-number: vendor -->\n"
        "Ему нужно 44 пластины.\n",
        encoding="utf-8",
    )
    findings, report = audited(Auditor(CLAIMS), [page], cwd=tmp_path)
    assert [f.line for f in findings] == [1, 2, 4]
    assert [str(w) for w in report.warnings] == [
        "notes.txt:1: kb-ignore comment has no -->, so it silences nothing: "
        "<!-- kb-ignore unsourced-number: vendor (end it with -->)"
    ]


def test_an_unclosed_kb_ignore_in_markdown_hides_nothing_and_warns(tmp_path: Path) -> None:
    """In a Markdown page too: a comment without its --> was text, silencing nothing and
    saying nothing; one shown in code is no comment at all."""
    page = tmp_path / "notes.md"
    page.write_text(
        "Sol needs 41 wafers. <!-- kb-ignore unsourced-number: vendor\n\n"
        "Written `<!-- kb-ignore` in code, 42 wafers. <!-- kb-ignore -->\n\n"
        "<!-- kb-ignore-next-line 说明\n\n"
        "它需要 43 片晶圆。\n\n"
        "```\n<!-- kb-ignore\n```\n",
        encoding="utf-8",
    )
    findings, report = audited(Auditor(CLAIMS), [page], cwd=tmp_path)
    assert [f.line for f in findings] == [1, 7]
    assert [str(w) for w in report.warnings] == [
        "notes.md:1: kb-ignore comment has no -->, so it silences nothing: "
        "<!-- kb-ignore unsourced-number: vendor (end it with -->)",
        "notes.md:5: kb-ignore comment has no -->, so it silences nothing: "
        "<!-- kb-ignore-next-line 说明 (end it with -->)",
    ]


def test_unknown_rule_in_kb_ignore_warns(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("It needs 42 wafers. <!-- kb-ignore unsorced-number -->\n", encoding="utf-8")
    findings, report = audited(Auditor(CLAIMS), [page], cwd=tmp_path)
    assert len(findings) == 1
    assert [str(w) for w in report.warnings] == [
        "page.md:1: kb-ignore names unknown rule 'unsorced-number'; did you mean "
        "'unsourced-number'? (rules: unsourced-number, speculation-as-fact, disputed-claim)"
    ]


@pytest.mark.parametrize(
    ("text", "markdown", "left", "warning"),
    [
        (
            "X 852 tokens per second. <!-- kb-ignore unsourced-number disputed-claim -->\n",
            True,
            1,
            "page.md:1: kb-ignore comment not understood, it silences nothing: <!-- kb-ignore "
            "unsourced-number disputed-claim --> (write <!-- kb-ignore[-next-line|-start|-end] "
            "[rule, ...] [: reason] -->)",
        ),
        (
            "Intro.\n\nSol needs 42 wafers. <!-- kb-ignore because vendor -->\n",
            False,
            1,
            "page.md:3: kb-ignore comment not understood, it silences nothing: <!-- kb-ignore "
            "because vendor --> (write <!-- kb-ignore[-next-line|-start|-end] [rule, ...] "
            "[: reason] -->)",
        ),
        (
            "Intro.\n\n<!-- kb-ignore-start -->\nIt needs 42 wafers.\n\nAnd 43 wafers.\n",
            True,
            0,
            "page.md:3: kb-ignore-start has no kb-ignore-end: it silences the rest of the page",
        ),
        (
            "It needs 42 wafers.\n\n<!-- kb-ignore-end -->\n",
            True,
            1,
            "page.md:3: kb-ignore-end closes no kb-ignore-start",
        ),
        (
            # the warning names the comment's own line, not the line it silences
            "Intro.\n<!-- kb-ignore-next-line nope -->\nIt needs 42 wafers.\n",
            True,
            1,
            "page.md:2: kb-ignore names unknown rule 'nope' "
            "(rules: unsourced-number, speculation-as-fact, disputed-claim)",
        ),
    ],
)
def test_kb_ignore_comments_that_silence_nothing_or_too_much_warn(
    tmp_path: Path, text: str, markdown: bool, left: int, warning: str
) -> None:
    page = tmp_path / ("page.md" if markdown else "page.txt")
    page.write_text(text, encoding="utf-8")
    findings, report = audited(Auditor(CLAIMS), [page], cwd=tmp_path)
    assert len(findings) == left
    assert [str(w) for w in report.warnings] == [warning.replace("page.md", page.name)]


# --------------------------------------------------------------------------- sources


def test_ledger_source_is_audited_for_coverage(tmp_path: Path) -> None:
    text = "Sol runs at 750 tokens per second. It has 3 trillion parameters. Ad: 50% off.\n"
    page = tmp_path / "source.txt"
    page.write_bytes(text.encode())
    import hashlib

    source = SourceRecord(
        "src", "source.txt", "t", "en", hashlib.sha256(text.encode()).hexdigest(), text
    )
    cited = claim("speed", "confirmed", 750, unit="token/s")
    start = text.index("750")
    cited.citations = [CitationRecord("src", text[start : start + 21], start, start + 21)]
    ad = text.index("Ad:")
    ignore = IgnoreRecord("src", text[ad:-1], ad, len(text) - 1, "advert")
    findings, report = audited(Auditor([cited, *CLAIMS], [source], [ignore]), [page], cwd=tmp_path)
    (coverage,) = report.coverage
    assert (coverage.numbers, coverage.cited, coverage.ignored, coverage.uncovered) == (3, 1, 1, 1)
    (f,) = findings
    assert f.rule == "unsourced-number" and f.text == "3 trillion parameters"
    assert f.message == (
        '"3 trillion parameters" (3T parameter) lies in no citation and no ignore span of '
        "source src: cite all of it in params-3t, params-2t-4t (its value), or add an "
        "[[ignore]] with a reason"
    )


def test_a_ledger_source_with_carriage_return_line_ends_is_placed_as_kb_check_places_it(
    tmp_path: Path,
) -> None:
    """A source's lines end at \\r\\n, \\r or \\n in kb audit as in kb check (kb.utf8):
    audit counted \\n only, so a source with old Mac line ends was all line 1."""
    import hashlib

    text = "Intro.\rIt has 3 trillion parameters.\rThe end.\r"
    page = tmp_path / "source.txt"
    page.write_bytes(text.encode())
    sha = hashlib.sha256(text.encode()).hexdigest()
    source = SourceRecord("src", "source.txt", "t", "en", sha, text)
    (f,), _ = audited(Auditor(CLAIMS, [source]), [page], cwd=tmp_path)
    assert f.text == "3 trillion parameters"
    assert (f.line, f.column, f.end_line, f.end_column) == (2, 8, 2, 29)
    assert (f.line, f.column) == position(text, text.index("3 trillion"))
    sentence = "It has 3 trillion parameters."  # its line, not the text up to it
    assert f.fingerprint == fingerprint("unsourced-number", "source.txt", sentence, f.text)


# --------------------------------------------------------------------------- files and config


def test_missing_path_and_bad_encoding(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no path to audit"):
        audited(Auditor(CLAIMS), [])
    bad = tmp_path / "bad.md"
    bad.write_bytes("Первая строка.\nкафе ".encode() + b"\xe9 42 wafers\n")  # Latin-1 é
    good = tmp_path / "good.md"
    good.write_text("It needs 42 wafers.\n", encoding="utf-8")
    paths = [tmp_path / "nope", bad, good]
    findings, report = audited(Auditor(CLAIMS), paths, cwd=tmp_path)
    # the run goes on past the missing path and the unreadable file, each in its turn;
    # a decode error names its line and column
    assert [str(e) for e in report.errors] == [
        "nope: no such file or folder",
        "bad.md:2:6: not UTF-8 text (cannot decode byte 0xe9: invalid continuation byte)",
    ]
    assert [(f.path, f.text) for f in findings] == [("good.md", "42 wafers")]
    assert report.files == 3


def test_a_page_under_a_folder_that_cannot_be_searched_is_unreadable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Path.exists and Path.is_dir raise PermissionError there (Python 3.11), where a
    page named on the command line is a file that cannot be read, not a traceback."""
    locked = tmp_path / "locked" / "page.md"
    real = os.stat

    def refuse(path: Any, *args: Any, **kwargs: Any) -> os.stat_result:  # as mode 000 is
        if "locked" in os.fspath(path):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", refuse)
    findings, report = audited(Auditor(CLAIMS), [locked], cwd=tmp_path)
    assert findings == []
    assert [str(e) for e in report.errors] == ["locked/page.md: cannot read: Permission denied"]


@pytest.mark.parametrize(
    ("data", "where"),
    [
        (b"\xef\xbb\xbfcaf\xe9 42\n", (1, 4)),  # a BOM is no column
        (b"one\r\ntwo\r\nca\xff", (3, 3)),  # CRLF
        (b"one\rtwo\rca\xff", (3, 3)),  # old Mac line ends
        ("第一行\n第二行：".encode() + b"\xff", (2, 5)),  # columns count characters
    ],
)
def test_a_decode_error_names_the_line_and_column_the_reader_uses(
    tmp_path: Path, data: bytes, where: tuple[int, int]
) -> None:
    (tmp_path / "bad.md").write_bytes(data)
    (error,) = audited(Auditor(CLAIMS), [tmp_path], cwd=tmp_path)[1].errors
    assert (error.line, error.column) == where


@pytest.mark.parametrize(
    "pattern", ["docs/archive", "./docs/archive", "docs/./archive/", "archive"]
)
def test_folders_extensions_and_excludes(tmp_path: Path, pattern: str) -> None:
    for name in ("docs/a.md", "docs/b.txt", "docs/c.rst", "docs/archive/old.md", ".git/x.md"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("It needs 42 wafers.\n", encoding="utf-8")
    config = AuditConfig(root=tmp_path, exclude=(pattern,))
    findings, _ = audited(Auditor(CLAIMS, config=config), [tmp_path], cwd=tmp_path)
    assert sorted({f.path for f in findings}) == ["docs/a.md", "docs/b.txt"]


def test_an_exclude_pattern_climbs_out_of_the_configuration_folder_as_paths_do(
    tmp_path: Path,
) -> None:
    """paths = ["../docs/en"] read the pages; exclude = ["../docs/en/huge.md"] matched
    nothing, neither in the folder walked nor named."""
    for name in ("docs/en/a.md", "docs/en/huge.md", "docs/en/old/b.md"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("It needs 42 wafers.\n", encoding="utf-8")
    (tmp_path / "ci").mkdir()
    (tmp_path / "ci" / "kb.toml").write_text(
        '[audit]\npaths = ["../docs/en"]\nexclude = ["../docs/en/huge.md", "../docs/*/old"]\n',
        encoding="utf-8",
    )
    config = load_config(None, tmp_path / "ci")
    paths = [config.root / p for p in config.paths]
    findings, _ = audited(Auditor(CLAIMS, config=config), paths, cwd=tmp_path)
    assert [f.path for f in findings] == ["docs/en/a.md"]
    assert matching_exclude(tmp_path / "docs/en/huge.md", config) == "../docs/en/huge.md"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[tool.kb.audit]\ntolerence = 0.1\n", "[tool.kb.audit] has unknown key 'tolerence'"),
        ("[tool.kb]\nfoo = 1\n", "[tool.kb] has unknown key 'foo'"),
        ('[tool.kb.audit]\nfail-on = ["unsourced"]\n', "names unknown rule 'unsourced'"),
        ("[tool.kb.audit]\ntolerance = 2\n", "tolerance must lie between 0 and 1"),
        ('[tool.kb.audit]\nunitless-numbers = "some"\n', "unitless-numbers must be one of"),
        ('[tool.kb.audit.severity]\ndisputed-claim = "fatal"\n', "must be one of error"),
        ('[tool.kb.audit.units]\nfurlong = "furlong"\n', "not a canonical unit"),
        ('[tool.kb.audit]\npaths = "docs"\n', "paths must be a list of strings"),
        ("[tool.kb.audit\n", "invalid TOML"),
    ],
)
def test_config_errors_name_the_file(text: str, message: str) -> None:
    with pytest.raises(ConfigError) as error:
        load_config_text(text)
    assert str(error.value).endswith(message) or message in str(error.value)
    assert re.search(r"pyproject\.toml:\d+(:\d+)?: ", str(error.value))  # file and line


def test_kb_toml_wins_and_reads_audit_table(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text("[tool.kb.audit]\ntolerance = 0.1\n")
    (tmp_path / "kb.toml").write_text('[audit]\ntolerance = 0.05\npaths = ["docs"]\n')
    (tmp_path / "sub").mkdir()
    config = load_config(None, tmp_path / "sub")
    assert (config.tolerance, config.paths, config.root) == (0.05, ("docs",), tmp_path.resolve())
    with pytest.raises(ConfigError, match=r"kb\.toml:1: kb\.toml has unknown key 'tool'"):
        (tmp_path / "kb.toml").write_text("[tool.kb.audit]\n")
        load_config(None, tmp_path)
    # a file named by --config that is no pyproject.toml reads as kb.toml does
    (tmp_path / "audit.toml").write_text("[tool.kb.audit]\n")
    with pytest.raises(ConfigError, match=r"audit\.toml:1: audit\.toml has unknown key 'tool'"):
        load_config(tmp_path / "audit.toml", tmp_path)


# --------------------------------------------------------------------------- baseline


def recorded(findings: Sequence[Finding]) -> BaselineRecorder:
    """A baseline of findings, as --write-baseline records a run's."""
    recorder = BaselineRecorder()
    for page in dict.fromkeys(f.path for f in findings):
        recorder.add(page, [f for f in findings if f.path == page])
    return recorder


def test_baseline_round_trip(tmp_path: Path) -> None:
    before = run("Intro.\n\nIt needs 42 wafers. Sol has 3 trillion parameters.\n")
    path = tmp_path / "baseline.json"
    write_baseline(path, recorded(before))
    # the page moved down and gained a new finding: only the new one is reported
    after = run(
        "Intro.\n\nMore text.\n\nIt needs 42 wafers. Sol has 3 trillion parameters.\n"
        "It needs 44 wafers.\n"
    )
    kept = apply_baseline(after, read_baseline(path).counts)
    assert len(after) - len(kept) == 2 and [f.text for f in kept] == ["44 wafers"]
    assert before[0].fingerprint == after[0].fingerprint and before[0].line != after[0].line


def test_baseline_with_repeated_fingerprints_keeps_their_order(tmp_path: Path) -> None:
    found = run("It needs 42 wafers, 42 Wafers and 42 wafers.\n\nIt needs 42 wafers.\n")
    assert len({f.fingerprint for f in found}) < len(found)
    entries = sorted(
        (
            {"fingerprint": f.fingerprint, "path": f.path, "rule": f.rule, "text": f.text}
            for f in found
        ),
        key=lambda e: (e["path"], e["rule"], e["fingerprint"]),
    )
    expected = {"version": 1, "findings": entries}
    assert recorded(found).content().decode("utf-8") == (
        json.dumps(expected, ensure_ascii=False, indent=2, sort_keys=True) + "\n"
    )
    assert recorded([]).content().decode("utf-8") == '{\n  "findings": [],\n  "version": 1\n}\n'
    path = tmp_path / "baseline.json"
    write_baseline(path, recorded(found))
    assert read_baseline(path).counts == Counter(f.fingerprint for f in found)


def test_a_baseline_written_again_keeps_the_entries_of_pages_not_audited(
    tmp_path: Path,
) -> None:
    """Entries of the pages recorded are replaced, the others kept as they stand (one
    without a path too: no run can say it audited its page), all in the file's order."""
    other = {"fingerprint": "f0", "path": "a.md", "rule": "unsourced-number", "text": "9 MW"}
    pathless = {"fingerprint": "f1", "rule": "unsourced-number"}
    page = {"fingerprint": "f2", "path": "page.md", "rule": "unsourced-number", "text": "1 MW"}
    path = tmp_path / "baseline.json"
    path.write_text(json.dumps({"version": 1, "findings": [page, other, pathless]}))
    found = run("It needs 42 wafers.\n")
    recorder = recorded(found)
    assert recorder.keep(previous_baseline(path)) == 2
    write_baseline(path, recorder)
    (new,) = [e for e in json.loads(path.read_text())["findings"] if e.get("path") == "page.md"]
    assert new["fingerprint"] == found[0].fingerprint
    assert json.loads(path.read_text())["findings"] == [pathless, other, new]
    assert previous_baseline(tmp_path / "none.json").entries == []


def test_bad_baseline_is_an_input_error(tmp_path: Path) -> None:
    path = tmp_path / "baseline.json"
    path.write_text("[1, 2]")
    with pytest.raises(InputError, match="not a kb audit baseline"):
        read_baseline(path)
    with pytest.raises(InputError, match="no such baseline file"):
        read_baseline(tmp_path / "missing.json")
    with pytest.raises(InputError, match="^ci/bl.json: not a kb audit baseline"):
        read_baseline(path, "ci/bl.json")
    with pytest.raises(InputError, match="not a kb audit baseline .*; it was not written over"):
        previous_baseline(path)
    path.write_text("[" * 3000)  # nested too deeply for json to decode
    with pytest.raises(InputError, match=r"^ci/bl.json: not a kb audit baseline \(nested too"):
        read_baseline(path, "ci/bl.json")


# --------------------------------------------------------------------------- chunks and robustness


def test_chunks_split_only_where_markdown_restarts() -> None:
    block = "Para 42 wafers.\n\n```\ncode\n\nmore code 42 wafers\n```\n\n- item\n\n  continued\n\n"
    lines = (block * 200).splitlines(keepends=True)
    chunks = list(markdown_chunks(lines, chunk_chars=500))
    assert len(chunks) > 10
    assert "".join(text for _, text in chunks) == "".join(lines)
    for first, text in chunks:
        assert not text.startswith((" ", "\n")) and text.count("```") % 2 == 0
        assert lines[first - 1] == text.splitlines(keepends=True)[0]
    found = Auditor(CLAIMS).audit_text(block * 200)
    assert [f.line for f in found] == [1 + 12 * i for i in range(200)]


def test_parallel_processes_give_the_same_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import kb.audit

    for i in range(5):
        (tmp_path / f"p{i}.md").write_text(f"Intro.\n\nIt needs {40 + i} wafers.\n" * (i + 1))
    serial_findings, serial = audited(Auditor(CLAIMS), [tmp_path], cwd=tmp_path)
    monkeypatch.setattr(kb.audit, "PARALLEL_BYTES", 0)
    parallel_findings, parallel = audited(Auditor(CLAIMS), [tmp_path], cwd=tmp_path, jobs=2)
    assert parallel_findings == serial_findings and len(serial_findings) == 15
    assert parallel.files == serial.files == 5
    (tmp_path / "p2.md").write_bytes(b"caf\xe9\n")  # a worker meets an unreadable file
    parallel_findings, parallel = audited(Auditor(CLAIMS), [tmp_path], cwd=tmp_path, jobs=2)
    assert [str(e) for e in parallel.errors] == [
        "p2.md:1:4: not UTF-8 text (cannot decode byte 0xe9: invalid continuation byte)"
    ]
    assert len(parallel_findings) == 12


def _sigterm_default(file: tuple[Path, str, str]) -> bool:
    return signal.getsignal(signal.SIGTERM) is signal.SIG_DFL


def test_parallel_workers_die_at_sigterm_whatever_the_command_set(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """kb's command unwinds on SIGTERM (cli.app); its audit workers inherited the handler,
    so the pool's terminate at the end of a run made them raise where they stood, and a
    run of the bench hung for ever on a worker blocked on the task queue's lock."""
    import kb.audit

    def unwind(signum: int, frame: object) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, unwind)
    try:
        for i in range(4):
            (tmp_path / f"p{i}.md").write_text("It needs 40 wafers.\n")
        monkeypatch.setattr(kb.audit, "PARALLEL_BYTES", 0)
        monkeypatch.setattr(kb.audit, "_audit_in_worker", _sigterm_default)
        assert list(Auditor(CLAIMS).audit_files([tmp_path], cwd=tmp_path, jobs=2)) == [True] * 4
        assert signal.getsignal(signal.SIGTERM) is unwind  # the command's own stays
    finally:
        signal.signal(signal.SIGTERM, previous)


def _written(writer_class: Callable[..., FindingWriter], batches: list[list[Finding]]) -> str:
    parts: list[str] = []
    writer = writer_class(parts.append)
    for batch in batches:
        writer.add(batch)
    writer.close(())
    return "".join(parts)


@pytest.mark.parametrize("ends", [[], [0], [0, 0, 3, 3], [1, 2], [5]])
def test_streamed_json_and_sarif_are_the_whole_documents(ends: list[int]) -> None:
    """Findings written in batches (files) that end at ``ends``: the same bytes as the
    whole document dumped at once; no batch at all gives an empty array."""
    found = run(
        "It needs 42 wafers. Sol has 3 trillion parameters.\n\n"
        "A caption claimed 386 million parameters. 44 wafers, 45 wafers «quoted» 统计 50%.\n"
    )
    assert len(found) >= 5
    if not ends:
        found = []
    batches = [found[a:b] for a, b in zip([0, *ends], [*ends, len(found)], strict=True)]
    assert _written(JsonWriter, batches) == to_json({"findings": [f.as_json() for f in found]})
    severity = AuditConfig().severity
    sarif = _written(lambda write: SarifWriter(write, severity, "1.0"), batches)
    log = sarif_log(found, severity, "1.0")
    assert sarif == json.dumps(log, ensure_ascii=False, indent=2) + "\n"


def test_write_report_counts_and_applies_the_baseline_across_files() -> None:
    first = run("It needs 42 wafers. It needs 42 wafers.\n")
    second = run("It needs 42 wafers. It needs 43 wafers.\n")
    outcomes = [
        FileOutcome("a.md", "a.md", first, 1, [PageWarning("a.md", 1, "a warning")], None),
        FileOutcome("b.md", "b.md", [], 0, [], None),
        FileOutcome("c.md", "c.md", second, 0, [], None),
    ]
    written: list[Finding] = []

    class Keep:
        def add(self, findings: Sequence[Finding]) -> None:
            written.extend(findings)

        def close(self, errors: Sequence[ReadError], warnings: Sequence[PageWarning] = ()) -> None:
            written.append(first[0])  # a marker: close comes last

    # silences three "42 wafers"; entries of a page fixed since, and of one not audited
    fixed, elsewhere = run("It needs 41 wafers.\n")[0], run("It needs 40 wafers.\n")[0]
    counts = Counter({first[0].fingerprint: 3, fixed.fingerprint: 2, elsewhere.fingerprint: 1})
    pages = {first[0].fingerprint: "a.md", fixed.fingerprint: "b.md", elsewhere.fingerprint: "d.md"}
    totals = write_report(outcomes, Keep(), Baseline(counts, pages))
    assert [f.text for f in written] == ["43 wafers", "42 wafers"]
    assert (totals.files, totals.silenced, totals.baselined, totals.stale) == (3, 1, 3, 2)
    assert [str(w) for w in totals.warnings] == ["a.md:1: a warning"] and totals.shown == {
        "unsourced-number": 1
    }
    assert summary(totals) == (
        "1 finding (1 unsourced-number) in 1 of 3 files; 1 silenced by kb-ignore, 3 in the "
        "baseline, 2 baseline entries no longer found (fixed or reworded)"
    )


def test_front_matter_that_never_closes_is_read() -> None:
    assert [f.line for f in run("---\nIt needs 42 wafers.\n")] == [2]
    assert [f.line for f in run("+++\nIt needs 42 wafers.\n")] == [2]


def test_a_front_matter_title_leads_the_page_opening_as_an_h1_does() -> None:
    """Docusaurus and MkDocs show the title as the page's h1: "title: Size estimates"
    hedges the block that opens the page, as "# Size estimates" does."""
    for opening in ("---\ntitle: Size estimates\n---\n", "# Size estimates\n"):
        below = "\n## Speed\n\nSol has 150B active parameters.\n"
        page = f"{opening}\nSol has 3 trillion parameters.\n{below}"
        assert rules(page) == [("speculation-as-fact", "150B active parameters")], opening
    page = "---\ntitle: Sol\n---\n\nSol has 3 trillion parameters.\n"
    assert rules(page) == [("speculation-as-fact", "3 trillion parameters")]
    # the block right under it, as under an h1, not the whole page
    for opening in ("---\ntitle: Sol claims\n---\n", "# Sol claims\n"):
        page = f"{opening}\nSol has 3 trillion parameters.\n\nSol spans 70 to 100 wafers.\n"
        assert rules(page) == [("speculation-as-fact", "70 to 100 wafers")], opening


def test_toml_front_matter_is_no_prose() -> None:
    page = '+++\ntitle = "Sol draws 400 MW"\nweight = 1500\n+++\n\nIt needs 42 wafers.\n'
    assert [(f.line, f.text) for f in run(page)] == [(6, "42 wafers")]
    # nested too deeply for tomllib to parse: a page with no title, read as any other
    nested = "+++\ntitle = " + "[" * 500 + "\n+++\nIt needs 42 wafers.\n"
    assert [(f.line, f.text) for f in run(nested)] == [(4, "42 wafers")]
    assert [f.text for f in run('+++\ntitle = "x"\n---\nIt needs 42 wafers.\n+++\n')] == []


def test_a_figure_too_small_to_divide_is_a_finding_not_a_crash() -> None:
    # 1e-311 parameters (a denormal float) over a claim's 2e12 underflows to 0.0; its
    # log stopped the audit
    tiny = "0." + "0" * 322 + "1 trillion parameters"
    found = run(f"Sol has {tiny}.")
    assert [(f.rule, f.unit) for f in found] == [("unsourced-number", "parameter")]
    # 400 digits after the point: more than a float converts
    assert [f.unit for f in run(f"Sol has 0.{'1' * 400} tokens.")] == ["token"]


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_reading_arbitrary_unicode_never_crashes(text: str) -> None:
    run(text)
    run(text, markdown=False)
    # with names to credit, around the estimates' figures
    credited = Auditor(_credited_claims())
    credited.audit_text(f"According to OpenAI, {text} Goodson says 3 trillion parameters", "p.md")
    for block in read_markdown(text).prose:
        for offset in range(len(block.text)):
            line, column = block.position(offset)
            assert line >= 1 and column >= 1


_SENTENCES = [
    line
    for path in sorted(SOURCES.glob("*.txt"))
    for line in path.read_text(encoding="utf-8").splitlines()
    if line.strip()
]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(_SENTENCES), st.text(max_size=20))
def test_prefilter_never_hides_a_quantity(sentence: str, noise: str) -> None:
    for text in (sentence, noise, sentence + noise):
        if find_quantities(text):
            assert may_hold_quantity(text), text


def test_every_source_sentence_with_a_number_passes_the_prefilter() -> None:
    for line in _SENTENCES:
        if find_quantities(line):
            assert may_hold_quantity(line), line
    assert not may_hold_quantity("Someone wrote a long sentence without any figure.")
    for words in ("It took Nine months.", "ДЕВЯТЬ пластин", "ещё полтора года", "需要九个月", "¼W"):
        assert may_hold_quantity(words), words
    # "a" is one in "a wafer per layer" (kb.quantities), with no digit nor number word
    assert may_hold_quantity("Sol runs a wafer per layer.")
    assert not may_hold_quantity("Sol runs a wafer and a layer.")
    assert not may_hold_quantity("The fab deposits a layer per wafer pass of photoresist.")
    assert re.search(r"\d", "x") is None


@pytest.mark.parametrize(
    "text",
    [
        "Each WSE-3 wafer holds 44 GB of SRAM.",
        "每个晶圆有44GB片上SRAM。",
        "Каждая пластина содержит 44 ГБ SRAM на кристалле.",
        "Each wafer holds 44 GB per wafer.",
        "Each parameter takes 1 byte.",
        # the WSE-3, Cerebras's Wafer-Scale Engine, is its wafer
        "The Cerebras WSE-3 holds 44 GB of on-chip SRAM.",
        "The Cerebras Wafer-Scale Engine holds 44 GB of SRAM.",
        "Cerebras WSE-3 拥有 44GB 片上 SRAM。",
        "Cerebras WSE-3 содержит 44 ГБ встроенной памяти SRAM.",
        "Two WSEs hold 44 GB each.",
    ],
)
def test_an_amount_per_thing_backs_the_amount_stated_alone(text: str) -> None:
    # a claim of 44 GB/wafer is said "each wafer holds 44 GB"
    assert run(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "The KV cache of a long session needs 44 GB.",
        "A laptop has 44 GB of RAM.",
        "Ноутбук имеет 44 ГБ памяти.",
        "Each wafer holds 45 GB.",
        # the thing's word must stand as a word: param in paramedic, пластин in пластинка
        "Это пластинка на 44 ГБ.",
        "The paramedic radio sends 1 byte per ping.",
        "Parametric CAD files store 1 byte per voxel.",
        "The WSEX trading venue holds 44 GB of logs.",
    ],
)
def test_an_amount_per_thing_backs_only_a_sentence_naming_the_thing(text: str) -> None:
    assert [f.rule for f in run(text)] == ["unsourced-number"]


@pytest.mark.parametrize(
    "table",
    [
        # an analyst's page of the WSE-3 brief, its sentence "Each wafer holds 44 GB of
        # SRAM." put in rows: the row's label names the wafer, as the sentence does
        "| Spec | Value |\n|---|---|\n| SRAM per wafer | 44 GB |\n| SRAM per wafer (GB) | 44 |",
        "| 规格 | 数值 |\n|---|---|\n| 每块晶圆的 SRAM | 44GB |\n| 单晶圆 SRAM（GB） | 44 |",
        "| Память | Значение |\n|---|---|\n| SRAM на пластину | 44 ГБ |\n"
        "| SRAM на пластину, ГБ | 44 |",
        # or the column's header does, or the row's label names the WSE
        "| Chip | SRAM per wafer |\n|---|---|\n| Cerebras | 44 GB |",
        "| 芯片 | 单晶圆 SRAM（GB） |\n|---|---|\n| Cerebras | 44 |",
        "| Chip | SRAM |\n|---|---|\n| WSE-3 | 44 GB |",
        "<table><tr><th>SRAM per wafer</th><td>44 GB</td></tr></table>",
    ],
)
def test_an_amount_per_thing_backs_a_table_cell_whose_label_names_the_thing(table: str) -> None:
    assert run(table) == []


def test_an_amount_per_thing_backs_no_table_cell_whose_label_and_header_name_no_thing() -> None:
    # the row's other cells are no label: "wafer" there names nothing of the figure
    table = "| Device | RAM | Note |\n|---|---|---|\n| Laptop | 44 GB | no wafer |"
    assert rules(table) == [("unsourced-number", "44 GB")]


def test_a_rate_in_time_does_not_back_a_count() -> None:
    # 750 token/s says nothing of an answer of 750 tokens
    assert rules("The answer is 750 tokens long.") == [("unsourced-number", "750 tokens")]


def test_fingerprints_stay_those_that_baselines_recorded() -> None:
    # a baseline written by an earlier kb must still match: the fingerprint is the first
    # 32 hex digits of sha256(rule \0 path \0 folded sentence \0 number)
    assert fingerprint(
        "unsourced-number", "docs/page.md", "It needs  42\nWafers.", "42 Wafers"
    ) == ("43da4dfff5fa5f1e3ab6a9a8c47f0352")


def test_a_fingerprint_holds_no_space_beside_chinese_nor_a_line_break() -> None:
    spaced = fingerprint(
        "unsourced-number", "p.md", "以每秒 570 个 token 运行。", "每秒 570 个 token"
    )
    assert spaced == fingerprint(
        "unsourced-number", "p.md", "以每秒570个token运行。", "每秒570个token"
    )
    assert fingerprint("unsourced-number", "p.md", "It needs 42\nwafers.", "42\nwafers") == (
        fingerprint("unsourced-number", "p.md", "It needs 42 wafers.", "42 wafers")
    )


def test_many_numbers_in_one_sentence_get_each_its_fingerprint() -> None:
    # a paragraph of numbers and no full stop is one sentence: its fingerprint is begun once
    text = "Sol " + "and 3 trillion parameters " * 50 + "."
    found = run(text)
    assert len(found) == 50
    assert {f.fingerprint for f in found} == {
        fingerprint("speculation-as-fact", "page.md", text, "3 trillion parameters")
    }


def _credited_claims() -> list[ClaimRecord]:
    from dataclasses import replace

    whose = {"params-2t-4t": ["Bleys Goodson"], "wafers-70-100": ["SemiAnalysis tokenomics model"]}
    agents = {"speed-750": ["OpenAI"], "kimi-1000": ["Cerebras"], **whose}
    return [replace(c, attributed_to=agents.get(c.id, ["the article"])) for c in CLAIMS]


@pytest.mark.parametrize(
    ("sentence", "credited"),
    [
        # an outside estimate credited to the party that owns the model
        ("According to OpenAI, Sol has 2 to 4 trillion parameters.", "OpenAI"),
        ("OpenAI says Sol has 2 to 4 trillion parameters.", "OpenAI"),
        ("Cerebras has said that Sol runs on 70 to 100 wafers.", "Cerebras"),
        ("OpenAI表示，GPT-5.6 Sol总参数量约2万亿至4万亿。", "OpenAI"),
        ("根据OpenAI的说法，GPT-5.6 Sol总参数量约2万亿至4万亿。", "OpenAI"),
        ("По данным OpenAI, у Sol от 2 до 4 триллионов параметров.", "OpenAI"),
        ("OpenAI заявила, что Sol занимает от 70 до 100 пластин.", "OpenAI"),
        ("OpenAI号称GPT-5.6 Sol总参数量约2万亿至4万亿。", "OpenAI"),
        ("Как пишет OpenAI, Sol занимает от 70 до 100 пластин.", "OpenAI"),
        ("По подсчётам OpenAI, у Sol от 2 до 4 триллионов параметров.", "OpenAI"),
        ("По расчётам OpenAI, у Sol от 2 до 4 триллионов параметров.", "OpenAI"),
        ("По прикидкам OpenAI, у Sol от 2 до 4 триллионов параметров.", "OpenAI"),
        # an opinion is credited as a statement is: its doubt is whose it is
        ("OpenAI believes Sol has 2 to 4 trillion parameters.", "OpenAI"),
        ("OpenAI estimates Sol has 2 to 4 trillion parameters.", "OpenAI"),
        ("OpenAI считает, что у Sol от 2 до 4 триллионов параметров.", "OpenAI"),
        ("По оценке OpenAI, у Sol от 2 до 4 триллионов параметров.", "OpenAI"),
        ("OpenAI认为GPT-5.6 Sol总参数量约2万亿至4万亿。", "OpenAI"),
        ("OpenAI测算GPT-5.6 Sol总参数量约2万亿至4万亿。", "OpenAI"),
        # the verb before the name, closing the sentence after a comma or a dash
        ("Sol runs on 70 to 100 wafers, says Cerebras.", "Cerebras"),
        ("Sol has 2 to 4 trillion parameters, OpenAI says.", "OpenAI"),
        ("У Sol от 2 до 4 триллионов параметров, считает OpenAI.", "OpenAI"),
        ("Sol занимает от 70 до 100 пластин, — заявила OpenAI.", "OpenAI"),
        ("GPT-5.6 Sol总参数量约2万亿至4万亿，OpenAI说。", "OpenAI"),
        ("GPT-5.6 Sol总参数量约2万亿至4万亿，OpenAI称。", "OpenAI"),
        ("OpenAI称GPT-5.6 Sol总参数量约2万亿至4万亿。", "OpenAI"),
        # a name and a colon opening the sentence, as a headline credits it
        ("OpenAI: Sol has 2 to 4 trillion parameters.", "OpenAI"),
        ("**Cerebras:** Sol runs on 70 to 100 wafers.", "Cerebras"),
        ("OpenAI: у Sol от 2 до 4 триллионов параметров.", "OpenAI"),
        ("OpenAI：GPT-5.6 Sol总参数量约2万亿至4万亿。", "OpenAI"),
        # credited to whose estimate it is, by name or surname, with or without a cue
        ("技术专家Bleys Goodson认为总参数量约2万亿至4万亿。", None),
        ("Goodson puts Sol at 2 to 4 trillion parameters.", None),
        ("In Goodson's view, Sol has 2 to 4 trillion parameters.", None),
        ("SemiAnalysis: Sol needs 70 to 100 wafers.", None),
        ("Goodson: у Sol от 2 до 4 триллионов параметров.", None),
        ("Bleys Goodson：总参数量约2万亿至4万亿。", None),
        ("OpenAI says nothing; Goodson says 2 to 4 trillion parameters.", None),
        # a doubt beside the attribution, or an attribution to someone unnamed, hedges
        ("OpenAI has not confirmed that Sol has 2 to 4 trillion parameters.", None),
        ("Though OpenAI never confirmed it, Sol spans 70–100 wafers.", None),
        ("Sol uses 80 wafers (unofficial).", None),
        ("Sol uses 80 wafers (неофициально).", None),
        ("Sol 使用 80 片晶圆（非官方数据）。", None),
        ("OpenAI hasn't confirmed that Sol has 2 to 4 trillion parameters.", None),
        ("OpenAI says Sol may have 2 to 4 trillion parameters.", None),
        ("OpenAI believes Sol may have 2 to 4 trillion parameters.", None),
        ("Analysts believe Sol has 2 to 4 trillion parameters.", None),
        ("According to analysts, OpenAI's Sol has 2 to 4 trillion parameters.", None),
        ("业内人士说，GPT-5.6 Sol总参数量约2万亿至4万亿。", None),
        ("GPT-5.6 Sol总参数量约2万亿至4万亿，业内人士称。", None),
        ("OpenAI和Cerebras尚未公开确认GPT-5.6 Sol部署在70到100片晶圆上。", None),
        ("OpenAI не подтвердила, что Sol занимает от 70 до 100 пластин.", None),
        # "the article" is a description, not a name: never looked for
        ("The article says Sol has 2 to 4 trillion parameters.", None),
        # only the words of the verb stand between a name and it
        ("OpenAI has publicly stated that Sol has 2 to 4 trillion parameters.", "OpenAI"),
        ("OpenAI曾表示GPT-5.6 Sol总参数量约2万亿至4万亿。", "OpenAI"),
        ("OpenAI официально заявила, что у Sol от 2 до 4 триллионов параметров.", "OpenAI"),
        # a name beside an attribution to someone else credits no one
        ("OpenAI critics argue that Sol has 2 to 4 trillion parameters.", None),
        # ... nor a verb before a name that does not close the clause
        ("Sol has 2 to 4 trillion parameters, argue OpenAI critics.", None),
        ("Sol has 2 to 4 trillion parameters, say OpenAI rivals.", None),
        ("У Sol от 2 до 4 триллионов параметров, сообщения OpenAI тут ни при чём.", None),
        ("According to analysts, OpenAI understated it: Sol has 2 to 4 trillion parameters.", None),
        ("According to analysts, Sol needs 70 to 100 wafers per Cerebras cluster.", None),
        ("По данным аналитиков, OpenAI договорилась с Cerebras о 70–100 пластинах.", None),
        ("Analysts say Sol has 2 to 4 trillion parameters.", None),
        # a question states nothing
        ("Did OpenAI claim that Sol has 2 to 4 trillion parameters?", None),
        ("OpenAI声称Sol总参数量约2万亿至4万亿吗？", None),
    ],
)
def test_an_estimate_credited_to_the_wrong_party_is_stated_as_fact(
    sentence: str, credited: str | None
) -> None:
    findings = Auditor(_credited_claims()).audit_text(sentence, "page.md")
    if credited is None:
        assert findings == []
    else:
        (finding,) = findings
        assert finding.rule == "speculation-as-fact"
        # the fixture's 70 to 100 wafers is a theory (speculation)
        what = "theory" if finding.claims == ("wafers-70-100",) else "estimate"
        assert finding.message.endswith(f", but is credited to {credited}: say whose {what} it is")


@pytest.mark.parametrize(
    "sentence",
    [
        # a name whose estimate the sentence calls wrong vouches for nothing (the editor's
        # finds: each passed, its name naming whose estimate it is)
        "Goodson was wrong: Sol has 2 to 4 trillion parameters.",
        "Goodson's estimate is outdated; Sol has 2 to 4 trillion parameters.",
        "Гудсон ошибся: у Sol от 2 до 4 триллионов параметров.",
        "Bleys Goodson 错了，GPT-5.6 Sol总参数量约2万亿至4万亿。",
    ],
)
def test_an_estimate_beside_its_dismissed_author_is_stated_as_fact(sentence: str) -> None:
    (finding,) = Auditor(_credited_claims()).audit_text(sentence, "page.md")
    assert finding.rule == "speculation-as-fact"
    assert "is stated as fact" in finding.message


@pytest.mark.parametrize(
    "sentence",
    [
        # ... but one called wrong about something else, or named again, still does (the
        # review's finds against the first rule: they said the estimate was credited to
        # Goodson, whose it is)
        "Goodson is wrong about many things, but according to Goodson Sol has 2 to 4 "
        "trillion parameters.",
        "Гудсон ошибся в дате, но по оценке Гудсона у Sol от 2 до 4 триллионов параметров.",
        "Everyone said Goodson was wrong, yet Goodson's estimate of 2 to 4 trillion "
        "parameters held up.",
    ],
)
def test_an_estimate_beside_its_author_named_again_is_his(sentence: str) -> None:
    assert Auditor(_credited_claims()).audit_text(sentence, "page.md") == []


@pytest.mark.parametrize(
    ("headline", "others"),
    [
        # the items of the sources' list of Goodson's estimates, after a colon
        (
            "OpenAI: примерно от 2 до 4 триллионов параметров в целом.",
            [
                "Итог: примерно от 2 до 4 триллионов параметров в целом.",
                "В заголовке OpenAI: примерно от 2 до 4 триллионов параметров в целом.",
            ],
        ),
        ("OpenAI：总参数量约2万亿至4万亿。", ["总结：总参数量约2万亿至4万亿。"]),
        (
            "OpenAI: Sol has 2 to 4 trillion parameters in total.",
            [
                "Note: Sol has 2 to 4 trillion parameters in total.",
                "Sol: 2 to 4 trillion parameters.",
            ],
        ),
    ],
    ids=["ru", "zh", "en"],
)
def test_an_agent_and_a_colon_opening_a_sentence_credit_it(
    headline: str, others: list[str]
) -> None:
    """ "OpenAI: ..." credits what follows to OpenAI, as "OpenAI says" does (the name of
    whose estimate it is would need no credit at all); a colon after a word that names no
    agent, or after a name inside the sentence, credits no one."""
    auditor = Auditor(_credited_claims())
    (finding,) = auditor.audit_text(headline, "page.md")
    assert finding.message.endswith(", but is credited to OpenAI: say whose estimate it is")
    assert auditor.audit_text(headline.replace("OpenAI", "Bleys Goodson"), "page.md") == []
    for sentence in others:
        (finding,) = auditor.audit_text(sentence, "page.md")
        assert "but is stated as fact: say whose estimate it is (" in finding.message, sentence


EN_HEDGES = '"estimated", "according to"'
RU_HEDGES = '"по оценке", "может"'
ZH_HEDGES = '"据估计", "可能"'
# offered for a theory (the fixture's 70 to 100 wafers)
RU_SUPPOSED = '"предположительно", "может"'
ZH_SUPPOSED = '"据推测", "可能"'


@pytest.mark.parametrize(
    ("sentence", "examples"),
    [
        ("Sol has 3 trillion parameters.", EN_HEDGES),
        ("У Sol 3 триллиона параметров.", RU_HEDGES),
        ("Sol的总参数量为3万亿。", ZH_HEDGES),
        ("GPT-5.6 Sol的总参数量约为3万亿个参数。", ZH_HEDGES),
        ('Sol has 3 trillion parameters, "триллиона" in the Russian text.', EN_HEDGES),
        ("GPT-5.6 Sol 总参数量约3 trillion parameters。", EN_HEDGES),
        # a Chinese character counts two letters: a model's Latin name is no English
        ("GPT-5.6 Sol有3万亿个参数。", ZH_HEDGES),
        # a cell of digits alone: of its row's label and its column's header
        ("| 指标 | 数值 |\n|---|---|\n| 晶圆数（片） | 80 |\n", ZH_SUPPOSED),
        ("| Модель | Пластины |\n|---|---|\n| Sol | 80 |\n", RU_SUPPOSED),
        # a Latin name in the row's source cell makes no English of a Chinese table
        ("| 指标 | 数值 | 来源 |\n|---|---|---|\n| 层数 | 70–90 | SemiAnalysis |\n", ZH_HEDGES),
        # Traditional characters are offered Traditional ones
        ("Sol 擁有 3 萬億個參數。", '"據估計", "可能"'),
    ],
    ids=[
        "en",
        "ru",
        "zh",
        "zh-mixed",
        "en-quoting-ru",
        "mostly-latin",
        "zh-latin-name",
        "zh-cell",
        "ru-cell",
        "zh-cell-latin-source",
        "zh-hant",
    ],
)
def test_the_hedges_a_finding_offers_are_of_its_sentences_language(
    sentence: str, examples: str
) -> None:
    """A Russian or Chinese writer was offered "estimated" and "according to" first: the
    message offers the hedges of the sentence's language, the one with the most letters
    (an English sentence quoting one Russian word was offered "по оценке" first), and
    only those (an English one was offered 可能 and "по оценке" too; the rule's hint gives
    all three languages'), on one line still."""
    (finding,) = run(sentence)
    what = "theory" if finding.claims == ("wafers-70-100",) else "estimate"
    assert finding.message.endswith(f"but is stated as fact: say whose {what} it is ({examples})")


@pytest.mark.parametrize(
    ("sentence", "message"),
    [
        (
            "Sol has 2 to 4 trillion parameters.",
            '"2 to 4 trillion parameters" (2T–4T parameter) is backed only by estimate claims '
            "of Bleys Goodson (params-2t-4t) but is stated as fact: say whose estimate it is "
            f"({EN_HEDGES})",
        ),
        # sources/000, line 25
        (
            "总参数量约2万亿至4万亿",
            '"2万亿至4万亿" (2T–4T) is backed only by estimate claims of Bleys Goodson '
            f"(params-2t-4t) but is stated as fact: say whose estimate it is ({ZH_HEDGES})",
        ),
        # sources/002, line 47, stated
        (
            "GPT-5.6 Sol занимает от 70 до 100 пластин.",
            '"от 70 до 100 пластин" (70–100 wafer) is backed only by speculation claims of '
            "SemiAnalysis tokenomics model (wafers-70-100) but is stated as fact: say whose "
            f"theory it is ({RU_SUPPOSED})",
        ),
    ],
    ids=["en", "zh", "ru"],
)
def test_an_estimate_stated_as_fact_names_whose_it_is(sentence: str, message: str) -> None:
    """ "say whose estimate it is" named only claim ids: the writer had to run kb show to
    learn that it is Bleys Goodson's. The message names the claims' agents, as the one of
    an estimate credited to the wrong party does, so that the fix can be typed from a CI
    annotation."""
    (finding,) = Auditor(_credited_claims()).audit_text(sentence, "page.md")
    assert finding.message == message


def test_an_estimate_attributed_to_no_one_credited_to_an_agent() -> None:
    claims = [c for c in _credited_claims() if c.id != "params-2t-4t"]
    claims.append(claim("params-2t-4t", "estimate", 2e12, 4e12, unit="parameter"))
    (finding,) = Auditor(claims).audit_text("OpenAI says Sol has 2 to 4 trillion parameters.")
    assert finding.message == (
        '"2 to 4 trillion parameters" (2T–4T parameter) is backed only by estimate claims '
        "(params-2t-4t), but is credited to OpenAI: say whose estimate it is"
    )


@pytest.mark.parametrize(
    ("sentence", "status", "fix"),
    [
        (
            "Sol maps one layer to each wafer.",
            "speculation",
            'theory it is ("may", "according to")',
        ),
        ("Sol 将每个网络层分配到一个晶圆上。", "speculation", 'theory it is ("据推测", "可能")'),
        (
            "Sol размещает один сетевой слой на одну пластину.",
            "speculation",
            f"theory it is ({RU_SUPPOSED})",
        ),
        ("Sol maps one layer to each wafer.", "unverified", 'figure it is ("may", "according to")'),
        ("Sol maps one layer to each wafer.", "estimate", f"estimate it is ({EN_HEDGES})"),
    ],
    ids=["en-theory", "zh-theory", "ru-theory", "unverified", "estimate"],
)
def test_a_theory_stated_as_fact_is_asked_whose_theory_it_is(
    sentence: str, status: str, fix: str
) -> None:
    """A theory (the outside analysts' one wafer per layer) was asked "say whose estimate
    it is" with "estimated" offered first: it is no one's estimate. A theory is asked
    whose theory it is, a figure not yet reviewed whose figure it is, each offered "may"
    and "according to" in its sentence's language."""
    claims = [
        replace(claim("per-layer", status, 1, unit="wafer/layer"), attributed_to=["X"]),
        replace(claim("speed-750", "confirmed", 750, unit="token/s"), attributed_to=["OpenAI"]),
    ]
    (finding,) = Auditor(claims).audit_text(sentence, "page.md")
    assert finding.message.endswith(f"but is stated as fact: say whose {fix}"), finding.message
    # credited to a party whose it is not
    (credited,) = Auditor(claims).audit_text(f"OpenAI says that {sentence}", "page.md")
    assert credited.message.endswith(f"but is credited to OpenAI: say whose {fix.split(' (')[0]}")


@pytest.mark.parametrize(
    ("sentence", "examples", "hedged"),
    [
        (
            "One wafer holds 44 GB per wafer.",
            '"assuming", "if"',
            "Assuming one wafer holds 44 GB per wafer, Sol needs 70 of them.",
        ),
        (
            "Одна пластина вмещает 44 ГБ на пластину.",
            '"предположим", "если"',
            "Если пластина вмещает 44 ГБ на пластину, то Sol нужно 70 пластин.",
        ),
        ("每片晶圆可容纳 44 GB/wafer。", '"假设", "如果"', "假设每片晶圆可容纳 44 GB/wafer。"),
    ],
    ids=["en", "ru", "zh"],
)
def test_an_assumption_stated_as_fact_is_offered_the_words_that_assume_it(
    sentence: str, examples: str, hedged: str
) -> None:
    """A Russian editor told to "say that it is assumed" of the ledger's 44 GB per wafer
    had no Russian words for it: the message offers those of the line's language, and
    writing them hedges the figure."""
    claims = [
        replace(claim("sram", "assumption", 44, unit="GB/wafer"), attributed_to=["us"]),
        claim("wafers", "confirmed", 70, unit="wafer"),
    ]
    (finding,) = Auditor(claims).audit_text(sentence, "page.md")
    assert finding.message.endswith(
        f"but is stated as fact: say that it is assumed ({examples}), or add a claim citing a "
        "source that states it"
    )
    assert Auditor(claims).audit_text(hedged, "page.md") == []


def test_a_speculation_as_fact_message_names_whose_estimates_not_who_assumed_beside_them() -> None:
    """ "80 wafers" was "backed only by assumption or estimate claims of Bleys Goodson,
    claim-kb reviewers and outside technical analysis": the reviewers only carried
    Goodson's figure into a wafer count (an assumption of the ledger's own), and a writer
    who credited them would credit no source. The message names whose estimates they are;
    an assumption alone still names who adopted it."""
    estimate = replace(claim("wafers", "estimate", 70, 100, "wafer"), attributed_to=["Goodson"])
    assumed = replace(claim("wafers-fp8", "assumption", 45, 91, "wafer"), attributed_to=["us"])
    (finding,) = Auditor([estimate, assumed]).audit_text("Sol uses 80 wafers.", "page.md")
    assert "claims of Goodson (wafers, wafers-fp8) but" in finding.message
    (alone,) = Auditor([assumed]).audit_text("Sol uses 80 wafers.", "page.md")
    assert "assumption claims of us (wafers-fp8) but is stated as fact: say that it is" in (
        alone.message
    )


@pytest.mark.parametrize(
    "sentence", ["Sol uses 80 wafers.", "Sol 部署在 80 片晶圆上。", "Sol работает на 80 пластинах."]
)
def test_a_speculation_as_fact_message_names_the_assumption_apart_from_whose_estimates(
    sentence: str,
) -> None:
    """ "backed only by assumption or estimate claims of Bleys Goodson and outside
    technical analysis" made the assumption Goodson's: the assumption, whose adopters are
    not named, stands apart from the estimates' owners."""
    estimate = replace(claim("wafers", "estimate", 70, 100, "wafer"), attributed_to=["Goodson"])
    assumed = replace(claim("wafers-fp8", "assumption", 45, 91, "wafer"), attributed_to=["us"])
    (finding,) = Auditor([estimate, assumed]).audit_text(sentence, "page.md")
    assert "is backed only by an assumption and by estimate claims of Goodson (wafers, " in (
        finding.message
    )
    (one_kind,) = Auditor([estimate]).audit_text(sentence, "page.md")
    assert "is backed only by estimate claims of Goodson (wafers) but" in one_kind.message


_OTHER_NAMES = [
    AgentRecord("Bleys Goodson", "analyst", aliases=["Блейс Гудсон"]),
    AgentRecord("Broadcom", "official", aliases=["博通"]),
]


@pytest.mark.parametrize(
    ("sentence", "whose"),
    [
        ("У Sol от 2 до 4 триллионов параметров.", "Блейс Гудсон"),
        ("Sol has 2 to 4 trillion parameters.", "Bleys Goodson"),
        ("Sol的总参数量约2万亿至4万亿。", "Bleys Goodson"),  # no Chinese name in the ledger
        ("Sol 的总参数量约 2 万亿至 4 万亿。", "博通"),
        ("Sol has 2 to 4 trillion parameters.", "Broadcom"),
    ],
    ids=["ru", "en", "zh-none", "zh", "en-latin"],
)
def test_a_speculation_as_fact_message_names_whose_it_is_as_the_page_would_write_it(
    sentence: str, whose: str
) -> None:
    """A Russian line was told the estimate is "Bleys Goodson"'s though the ledger has his
    Russian name, Блейс Гудсон: the message names an agent by its other name in the
    script of the sentence's language, when it has one, so that the writer can credit
    him in the page's words."""
    agent = "Broadcom" if whose in ("博通", "Broadcom") else "Bleys Goodson"
    claims = [replace(c, attributed_to=[agent]) for c in CLAIMS if c.id == "params-2t-4t"]
    (finding,) = Auditor(claims, agents=_OTHER_NAMES).audit_text(sentence, "page.md")
    assert f"estimate claims of {whose} (params-2t-4t)" in finding.message, finding.message


@pytest.mark.parametrize(
    "sentence",
    ["Sol uses 80 wafers, Goodson says.", "Sol uses 80 wafers, считает Гудсон."],
    ids=["en", "ru"],
)
def test_a_credit_closing_the_sentence_is_read_alike_in_english_and_russian(
    sentence: str,
) -> None:
    """A technical writer's pair: "…, Goodson says." was held to the agent it credits and
    "…, считает Гудсон." passed on its verb alone. Both credit Goodson: an estimate of
    his passes, one of SemiAnalysis's credited to him does not."""
    theirs = Auditor(_credited_claims(), agents=_OTHER_NAMES)
    (finding,) = theirs.audit_text(sentence, "page.md")
    assert finding.message.endswith(", but is credited to Bleys Goodson: say whose theory it is")
    his = [replace(c, attributed_to=["Bleys Goodson"]) for c in _credited_claims()]
    assert Auditor(his, agents=_OTHER_NAMES).audit_text(sentence, "page.md") == []


@pytest.mark.parametrize(
    "sentence",
    [
        # the Russian rendering names him "Блейс Гудсон", declined
        "Подсчёт Блейса Гудсона: у Sol от 2 до 4 триллионов параметров.",
        "Гудсон насчитал у Sol от 2 до 4 триллионов параметров.",
        "У Sol, по Гудсону, от 2 до 4 триллионов параметров.",
        "Блейс Гудсон: у GPT-5.6 Sol от 2 до 4 триллионов параметров.",
        "С Гудсоном согласны не все, но у Sol от 2 до 4 триллионов параметров.",
        "Bleys Goodson puts Sol at 2 to 4 trillion parameters.",
    ],
)
def test_an_agent_is_named_by_its_other_names_in_any_case(sentence: str) -> None:
    """A page in another language names an agent as it writes the name ("Блейс Гудсон",
    the ledger's other name), in any grammatical case (Блейса Гудсона, Гудсону): the
    estimate is his, as "Bleys Goodson puts Sol at ..." says in English."""
    assert Auditor(_credited_claims(), agents=_OTHER_NAMES).audit_text(sentence) == []
    if "Goodson" not in sentence:  # without the other name, a Russian page credits no one
        (finding,) = Auditor(_credited_claims()).audit_text(sentence)
        assert finding.rule == "speculation-as-fact"


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # the name that is the subject of a cue of its own clause is that clause's too: it
        # credits no figure in the next (each was hedged by Goodson's name, though "Sources
        # put the launch in June, and Sol has …" was not)
        ("Goodson puts the launch in June, and Sol has 3 trillion parameters.", False),
        ("Bleys Goodson puts the launch in June, and Sol has 3 trillion parameters.", False),
        ("Goodson also puts the launch in June, and Sol has 3 trillion parameters.", False),
        ("Goodson may be right about the launch, and Sol has 3 trillion parameters.", False),
        ("Гудсон может ошибаться насчёт запуска, и Sol имеет 3 триллиона параметров.", False),
        ("Goodson 可能把发布时间定在六月，而 Sol 有 3 万亿参数。", False),
        # ... but the figure of the cue's own clause is his, and so are both clauses a verb
        # of saying or thinking governs, or a word that opens the sentence
        ("Goodson puts Sol at 3 trillion parameters.", True),
        ("Goodson puts the launch in June and Sol at 3 trillion parameters.", True),
        ("Goodson puts the launch in June, and the parameter count at 3 trillion.", True),
        ("Goodson may be right, and Sol may have 3 trillion parameters.", True),
        ("Goodson says the launch is in June, and Sol has 3 trillion parameters.", True),
        ("Goodson 认为发布在六月，而 Sol 有 3 万亿参数。", True),
        ("Гудсон считает, что запуск в июне, и Sol имеет 3 триллиона параметров.", True),
        ("According to Goodson, the launch may slip, and Sol has 3 trillion parameters.", True),
        ("据 Goodson 估计，发布可能推迟，而且 Sol 有 3 万亿参数。", True),
        ("Goodson puts the launch in June, and Goodson puts Sol at 3 trillion parameters.", True),
        # a doubting word that opens the sentence is no name, comma or none (the review's
        # find: "Reportedly Sol" was taken for the cue's subject, and hedged only its clause)
        ("Reportedly Sol may launch in June, and Sol has 3 trillion parameters.", True),
        ("Reportedly Goodson puts the launch in June, and Sol has 3 trillion parameters.", True),
        ("Предположительно Sol может выйти в июне, и Sol имеет 3 триллиона параметров.", True),
    ],
)
def test_the_named_subject_of_a_cue_of_its_own_clause_credits_not_the_next(
    sentence: str, hedged: bool
) -> None:
    his = [replace(c, attributed_to=["Bleys Goodson"]) for c in CLAIMS]
    found = Auditor(his, agents=_OTHER_NAMES).audit_text(sentence, "page.md")
    assert [f.rule for f in found] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        # two names joined by "and", и or 和 are the subject of a cue of its own clause as
        # one is (each was hedged by SemiAnalysis, the name left out of the cue's)
        ("SemiAnalysis and Goodson put the launch in June, and Sol has 70 wafers.", False),
        ("SemiAnalysis and Bleys Goodson put the launch in June, and Sol has 70 wafers.", False),
        ("SemiAnalysis и Гудсон могут ошибаться насчёт запуска, и Sol имеет 70 пластин.", False),
        ("SemiAnalysis 和 Goodson 可能把发布时间定在六月，而 Sol 有 70 片晶圆。", False),
        # ... and credit the figure of the cue's own clause, and of both clauses a verb of
        # saying or thinking governs
        ("SemiAnalysis and Goodson put Sol at 70 wafers.", True),
        ("SemiAnalysis and Goodson put the launch in June and Sol at 70 wafers.", True),
        ("SemiAnalysis and Goodson say the launch is in June, and Sol has 70 wafers.", True),
        ("SemiAnalysis and Goodson estimate Sol has 70 wafers.", True),
        ("SemiAnalysis 和 Goodson 认为发布在六月，而 Sol 有 70 片晶圆。", True),
        ("По оценке SemiAnalysis и Гудсона, Sol имеет 70 пластин.", True),
    ],
)
def test_two_names_joined_are_the_subject_of_a_cue_of_its_own_clause(
    sentence: str, hedged: bool
) -> None:
    theirs = [replace(c, attributed_to=["Bleys Goodson", "SemiAnalysis"]) for c in CLAIMS]
    found = Auditor(theirs, agents=_OTHER_NAMES).audit_text(sentence, "page.md")
    assert [f.rule for f in found] == ([] if hedged else ["speculation-as-fact"])


@pytest.mark.parametrize(
    ("other_name", "sentence"),
    [
        ("Андрей Карпатый", "Подсчёт Андрея Карпатого: у Sol от 2 до 4 триллионов параметров."),
        (
            "Андрей Карпатый",
            "С Карпатым согласны не все, но у Sol от 2 до 4 триллионов параметров.",
        ),
        ("Ольга Вишневская", "Подсчёт Ольги Вишневской: у Sol от 2 до 4 триллионов параметров."),
        ("Анна Гостева", "По Гостевой, у Sol от 2 до 4 триллионов параметров."),
        ("Олег Бабич", "С Бабичем согласны не все, но у Sol от 2 до 4 триллионов параметров."),
        (
            "Илья Сергеев",
            "С Ильёй Сергеевым согласны не все, но у Sol от 2 до 4 триллионов параметров.",
        ),
        ("Игорь Лось", "Подсчёт Игоря Лося: у Sol от 2 до 4 триллионов параметров."),
        ("Сергей Королёв", "Подсчёт Королева: у Sol от 2 до 4 триллионов параметров."),
    ],
)
def test_russian_names_are_named_in_their_declension(other_name: str, sentence: str) -> None:
    """Adjective-like surnames (Карпатый, Вишневская) decline whole; -ем after ч, -ёй
    after ль; е for ё (Королева)."""
    agents = [AgentRecord("Bleys Goodson", "analyst", aliases=[other_name])]
    assert Auditor(_credited_claims(), agents=agents).audit_text(sentence) == []


def test_a_short_form_two_agents_share_names_neither() -> None:
    """Гудсон of Блейс Гудсон and of Джон Гудсон: "по Гудсону" could be either, so it
    credits no one; the whole name still does."""
    agents = [
        AgentRecord("Bleys Goodson", "analyst", aliases=["Блейс Гудсон"]),
        AgentRecord("John Goodson", "analyst", aliases=["Джон Гудсон"]),
    ]
    auditor = Auditor(_credited_claims(), agents=agents)
    (finding,) = auditor.audit_text("У Sol, по Гудсону, от 2 до 4 триллионов параметров.")
    assert finding.rule == "speculation-as-fact"
    assert auditor.audit_text("Блейс Гудсон: у Sol от 2 до 4 триллионов параметров.") == []


def test_an_official_other_name_credits_in_chinese() -> None:
    """博通表示 credits Broadcom, as "Broadcom says" does, and Broadcom is not whose
    estimate it is (Chinese is written without spaces: the name stands inside a run of
    characters)."""
    claims = [c for c in _credited_claims() if c.id == "params-2t-4t"]
    sentence = "GPT-5.6 Sol发布后，博通表示其总参数量约2万亿至4万亿。"
    (finding,) = Auditor(claims, agents=_OTHER_NAMES).audit_text(sentence)
    assert finding.message.endswith("but is credited to Broadcom: say whose estimate it is")
    assert Auditor(claims).audit_text(sentence) == []  # 表示 credits someone unknown


def test_a_name_inside_a_longer_word_names_no_one() -> None:
    """Гудсоновский, Goodsonian: a longer word is not the name."""
    claims = _credited_claims()
    for sentence in (
        "Гудсоновский подсчёт: у Sol от 2 до 4 триллионов параметров.",
        "Goodsonian math: Sol has 2 to 4 trillion parameters.",
    ):
        (finding,) = Auditor(claims, agents=_OTHER_NAMES).audit_text(sentence)
        assert finding.rule == "speculation-as-fact", sentence


def test_a_list_lead_in_credits_its_items() -> None:
    page = "Bleys Goodson's analysis gives GPT-5.6 Sol:\n\n- 2 to 4 trillion parameters\n"
    page += "- 70 to 100 wafers\n"  # SemiAnalysis's estimate, not Goodson's
    assert [f.text for f in Auditor(_credited_claims()).audit_text(page, "page.md")] == [
        "70 to 100 wafers"
    ]
    assert len(Auditor(CLAIMS).audit_text(page, "page.md")) == 2


# paragraphs with no figure, enough to put what follows them in another chunk of the page
_FAR = "Lorem ipsum dolor sit amet.\n\n" * 3000


@pytest.mark.parametrize(
    ("page", "hedged"),
    [
        ("Sol has 3 trillion parameters[^1].\n\n[^1]: SemiAnalysis estimate.\n", True),
        ("Sol has 3 trillion parameters.[^1]\n\n[^1]: SemiAnalysis estimate.\n", True),
        ("[^est]: SemiAnalysis estimate.\n\nSol has 3 trillion parameters[^est].\n", True),
        ("Sol 总参数量约3万亿[^2]。\n\n[^2]: 据外部分析估算。\n", True),
        ("Sol 总参数量约3万亿。[^2]\n\n[^2]: 据外部分析估算。\n", True),
        ("У Sol 3 триллиона параметров[^3].\n\n[^3]: По оценке SemiAnalysis.\n", True),
        # defined far away, in a chunk of the page after the reference or before it
        pytest.param(
            f"Sol has 3 trillion parameters[^1].\n\n{_FAR}[^1]: SemiAnalysis estimate.\n",
            True,
            id="defined-chunks-after",
        ),
        pytest.param(
            f"[^1]: SemiAnalysis estimate.\n\n{_FAR}Sol has 3 trillion parameters[^1].\n",
            True,
            id="defined-chunks-before",
        ),
        # a footnote that hedges nothing
        ("Sol has 3 trillion parameters[^1].\n\n[^1]: See the Cerebras blog.\n", False),
        ("Sol 总参数量约3万亿[^2]。\n\n[^2]: 见Cerebras博客。\n", False),
        ("У Sol 3 триллиона параметров[^3].\n\n[^3]: См. блог Cerebras.\n", False),
        # ... and one that says it is no estimate (it hedged)
        (
            "Sol has 3 trillion parameters.[^a]\n\n"
            "[^a]: Not an estimate; confirmed by our sources.\n",
            False,
        ),
        # one another sentence cites, one the page does not define
        ("Sol has 3 trillion parameters. It is big.[^1]\n\n[^1]: SemiAnalysis estimate.\n", False),
        ("Sol has 3 trillion parameters[^1].\n\n[^2]: SemiAnalysis estimate.\n", False),
    ],
)
def test_a_footnote_hedges_the_sentence_that_cites_it(page: str, hedged: bool) -> None:
    assert [f.rule for f in run(page)] == ([] if hedged else ["speculation-as-fact"])


def test_a_sentence_waiting_for_a_far_footnote_keeps_its_place() -> None:
    """A block that cites a footnote not defined yet is audited once the page is read;
    its findings keep their place and position on the page."""
    page = f"Sol has 3 trillion parameters[^1].\n\nIt needs 42 wafers.\n\n{_FAR}"
    page += "[^1]: See the Cerebras blog.\n\nIt needs 43 wafers.\n"
    assert len(list(markdown_chunks(page.splitlines(keepends=True)))) == 2
    assert found(page) == [
        (1, 9, "speculation-as-fact", "3 trillion parameters"),
        (3, 10, "unsourced-number", "42 wafers"),
        (6007, 10, "unsourced-number", "43 wafers"),
    ]


@pytest.mark.parametrize(
    ("note", "credited"),
    [
        ("According to Goodson (2026).", None),  # whose estimate it is
        ("According to OpenAI.", "OpenAI"),
        ("根据OpenAI的说法。", "OpenAI"),
        ("По данным OpenAI.", "OpenAI"),
        ("See the Cerebras blog.", ""),  # no one: stated as fact
    ],
)
def test_a_footnote_credits_the_sentence_that_cites_it(note: str, credited: str | None) -> None:
    page = f"Sol has 2 to 4 trillion parameters[^1].\n\n[^1]: {note}\n"
    messages = [f.message for f in Auditor(_credited_claims()).audit_text(page, "page.md")]
    if credited is None:
        assert messages == []
    else:
        (message,) = messages
        said = f"credited to {credited}" if credited else "stated as fact"
        assert f"{said}: say whose estimate it is" in message


@pytest.mark.parametrize(
    ("table", "flagged"),
    [
        # the figures in the right columns, then swapped: a bare number takes the unit
        # its column's header names in parentheses
        (
            "| Model | Context (tokens) | Speed (tok/s) | Power (MW) |\n|---|---|---|---|\n"
            "| Sol | 1.05M | 750 | 750 |\n| Sol | 1,000 | 1,050,000 | 128,000 |\n",
            ["1,000", "1,050,000", "128,000"],
        ),
        (
            "| 模型 | 速度（每秒token） | 功率（兆瓦） |\n|---|---|---|\n"
            "| Sol | 750 | 750 |\n| Sol | 900 | 400 |\n",
            ["900", "400"],
        ),
        (
            "| Модель | Скорость (токенов в секунду) | Мощность (МВт) |\n|---|---|---|\n"
            "| Sol | 750 | 750 |\n| Sol | 900 | 400 |\n",
            ["900", "400"],
        ),
        # ... or in square brackets, 【】 too (these were read bare)
        (
            "| Model | Speed [tok/s] | Power [MW] |\n|---|---|---|\n"
            "| Sol | 750 | 750 |\n| Sol | 900 | 400 |\n",
            ["900", "400"],
        ),
        (
            "| 模型 | 速度【token/秒】 | 功率［兆瓦］ |\n|---|---|---|\n"
            "| Sol | 750 | 750 |\n| Sol | 900 | 400 |\n",
            ["900", "400"],
        ),
        (
            "| Модель | Скорость [ток/с] | Мощность [МВт] |\n|---|---|---|\n"
            "| Sol | 750 | 750 |\n| Sol | 900 | 400 |\n",
            ["900", "400"],
        ),
        # ... or after "in", в, 单位 (these were read bare)
        (
            "| Model | Speed in tokens/s | Power (in MW) |\n|---|---|---|\n"
            "| Sol | 750 | 750 |\n| Sol | 900 | 400 |\n",
            ["900", "400"],
        ),
        (
            "| 模型 | 速度（单位：token/秒） | 功率（单位:MW） |\n|---|---|---|\n"
            "| Sol | 750 | 750 |\n| Sol | 900 | 400 |\n",
            ["900", "400"],
        ),
        (
            "| Модель | Скорость в ток/с | Мощность, в МВт |\n|---|---|---|\n"
            "| Sol | 750 | 750 |\n| Sol | 900 | 400 |\n",
            ["900", "400"],
        ),
        (
            "| Модель | Скорость в токенах/с | Мощность в мегаваттах |\n|---|---|---|\n"
            "| Sol | 750 | 750 |\n| Sol | 900 | 400 |\n",
            ["900", "400"],
        ),
        # ... or after a slash (these were read bare; "Tokens/s" is a unit whole)
        (
            "| Model | Speed / tok/s | Power/MW | Tokens/s |\n|---|---|---|---|\n"
            "| Sol | 750 | 750 | 750 |\n| Sol | 900 | 400 | 1000 |\n",
            ["900", "400"],
        ),
        (
            "| 模型 | 速度/token/秒 | 功率/兆瓦 | 上下文/万 token |\n|---|---|---|---|\n"
            "| Sol | 750 | 750 | 105 |\n| Sol | 900 | 400 | 205 |\n",
            ["900", "400", "205"],
        ),
        (
            "| Модель | Скорость / ток/с | Мощность/МВт |\n|---|---|---|\n"
            "| Sol | 750 | 750 |\n| Sol | 900 | 400 |\n",
            ["900", "400"],
        ),
        # ... before a remark that is no hedge (these were read bare)
        (
            "| Model | Speed (tok/s) (est.) | Power (MW; measured) |"
            " Peak speed (tok/s), measured |\n|---|---|---|---|\n"
            "| Sol | 750 | 750 | 750 |\n| Sol | 900 | 400 | 800 |\n",
            ["900", "400", "800"],
        ),
        (
            "| 模型 | 速度（token/秒）（实测） | 功率（兆瓦，官方） |\n|---|---|---|\n"
            "| Sol | 750 | 750 |\n| Sol | 900 | 400 |\n",
            ["900", "400"],
        ),
        (
            "| Модель | Скорость (ток/с) (замер) | Мощность (MW, официально) |"
            " Мощность, МВт, официально |\n|---|---|---|---|\n"
            "| Sol | 750 | 750 | 750 |\n| Sol | 900 | 400 | 500 |\n",
            ["900", "400", "500"],
        ),
        # ... or a price's currency before what it is paid per (these were read bare: an
        # editor's pricing page); a unit other than money before a slash names none
        (
            "| Plan | Price (USD / seat / month) | Цена (₽/мес.) | 价格（元/月） |"
            " Density (MW/rack) |\n|---|---|---|---|---|\n| Team | 25 | 990 | 199 | 20 |\n",
            ["25", "990", "199"],
        ),
        (
            "| Plan | Price, USD per seat | Цена, рублей в месяц |\n|---|---|---|\n"
            "| Team | 25 | 990 |\n",
            ["25", "990"],
        ),
        # ... its abbreviation's full stop too (these were read bare)
        (
            "| Тариф | Цена (руб./мес.) | Цена, руб. в месяц | Цена (руб.) | Цена, руб. |"
            "\n|---|---|---|---|---|\n| Команда | 990 | 490 | 290 | 190 |\n",
            ["990", "490", "290", "190"],
        ),
        # the first "in" that opens a unit: the last opened "a second", 750 seconds
        (
            "| Model | Speed in tokens in a second | Power in MW |\n|---|---|---|\n"
            "| Sol | 750 | 750 |\n| Sol | 900 | 400 |\n",
            ["900", "400"],
        ),
        (
            "| Модель | Скорость в токенах в секунду | Мощность в МВт |\n|---|---|---|\n"
            "| Sol | 750 | 750 |\n| Sol | 900 | 400 |\n",
            ["900", "400"],
        ),
        # ... and before a note's mark (these were read bare)
        (
            "| Model | Speed (tok/s)¹ | Power (MW) [2] |\n|---|---|---|\n"
            "| Sol | 750 | 750 |\n| Sol | 900 | 400 |\n",
            ["900", "400"],
        ),
        (
            "| 模型 | 速度（token/秒）† | 功率（兆瓦）\\* |\n|---|---|---|\n"
            "| Sol | 750 | 750 |\n| Sol | 900 | 400 |\n",
            ["900", "400"],
        ),
        (
            "| Модель | Скорость, ток/с [1] | Мощность, МВт² |\n|---|---|---|\n"
            "| Sol | 750 | 750 |\n| Sol | 900 | 400 |\n",
            ["900", "400"],
        ),
        # a unit written in the cell is the figure's, whatever the header says
        (
            "| Model | Speed (tok/s) | Power (MW) |\n|---|---|---|\n"
            "| Sol | 750 MW | 1.05M tokens |\n| Sol | 900 MW | 2M tokens |\n",
            ["900 MW", "2M tokens"],
        ),
        # only the number a cell begins with is its value
        (
            "| Item | Power (MW) |\n|---|---|\n| Deal | 750 (by 2028) |\n"
            "| Deal | 750, phase 2 of 3 |\n| Deal | ~400 |\n",
            ["400"],
        ),
        # parentheses that name no unit change nothing
        ("| Model | Year (2026) | Parameters (see notes) |\n|---|---|---|\n| Sol | 5 | 7 |\n", []),
        # and a hedge names none: the name gives the unit ("7" parameters, backed by no claim)
        (
            "| Model | Year (2026) | Parameters (estimate) |\n|---|---|---|\n| Sol | 5 | 7 |\n",
            ["7"],
        ),
        # a header that is a unit word: the figures of a table of models
        ("| Model | Layers | Wafers |\n|---|---|---|\n| Sol | 9 | 7 |\n", ["9", "7"]),
        # wafers per layer, but not layers per wafer: its 3 is a third of a wafer per layer
        # (kb.quantities reads "3 layers per wafer" so), no 3 wafer/layer
        (
            "| Model | Wafers per layer | Layers per wafer |\n|---|---|---|\n| Sol | 2 | 3 |\n",
            ["2"],
        ),
        # a scale in the header multiplies the figures written in digits alone (105 is
        # the 1.05M context, 3T its own scale), and the header's unit is no finding
        (
            "| 模型 | 上下文（万 token） | 参数（万亿） |\n|---|---|---|\n"
            "| Sol | 105 | 3T |\n| Sol | 205 | 2到4 |\n",
            ["205"],
        ),
        (
            "| Model | Context (K tokens) | Parameters (trillion) |\n|---|---|---|\n"
            "| Sol | 1050 | 3 |\n| Sol | 2050 | 5 |\n",
            ["2050", "5"],
        ),
        # as Russian tables give a unit, after a comma
        (
            "| Модель | Контекст, тыс. токенов | Мощность, МВт |\n|---|---|---|\n"
            "| Sol | 1050 | 750 |\n| Sol | 128 | 800 |\n",
            ["800"],
        ),
    ],
)
def test_a_column_header_gives_its_unit_to_bare_numbers(table: str, flagged: list[str]) -> None:
    assert [text for rule, text in rules(table) if rule == "unsourced-number"] == flagged


@pytest.mark.parametrize(
    ("page", "found"),
    [
        # a price per a number of tokens is the price, as a sentence gives it ...
        ("Pro costs 15 USD per 1M tokens.", [("15 USD", 15, "USD")]),
        ("Pro costs $15 per million tokens.", [("$15", 15, "USD")]),
        ("| Plan | Price (USD / 1M tokens) |\n|---|---|\n| Pro | 15 |\n", [("15", 15, "USD")]),
        # ... and what it is paid per in the header is no figure of its own (1K tokens was
        # an unsourced 1000 tokens), nor does a header that is the unit alone read bare
        ("| Plan | Price (USD / 1K tokens) |\n|---|---|\n| Pro | 15 |\n", [("15", 15, "USD")]),
        ("| Plan | USD / 1M tokens |\n|---|---|\n| Pro | 15 |\n", [("15", 15, "USD")]),
        ("| Plan | $/1M tokens |\n|---|---|\n| Pro | 15 |\n", [("15", 15, "USD")]),
        (
            "| Тариф | Цена (руб. за 1000 токенов) |\n|---|---|\n| Про | 990 |\n",
            [("990", 990, "RUB")],
        ),
        ("| 套餐 | 价格（美元/千 token） |\n|---|---|\n| 专业版 | 15 |\n", [("15", 15, "USD")]),
        # a time after a currency is the period paid over, unless one (the review's find:
        # "3 года" was dropped as what the money is paid per)
        (
            "Выручка выросла на 20 млн руб. за 3 года.",
            [("20 млн руб", 2e7, "RUB"), ("3 года", 3, "year")],
        ),
        ("Подписка стоит 1990 руб. за 1 месяц.", [("1990 руб", 1990, "RUB")]),
    ],
)
def test_a_price_per_tokens_in_a_column_is_the_price(
    page: str, found: list[tuple[str, float, str]]
) -> None:
    assert [(f.text, f.low, f.unit) for f in run(page)] == found


@pytest.mark.parametrize(
    ("table", "found"),
    [
        # a fact box: each row's label names the unit of its figure (an editor's draft:
        # the estimate labelled official passed unseen)
        (
            "| Показатель | Значение | Статус |\n|---|---|---|\n"
            "| Пластины | 70–100 | официально |\n| Мощность (МВт) | 400 | официально |\n",
            [("speculation-as-fact", "70–100"), ("unsourced-number", "400")],
        ),
        (
            "| 指标 | 数值 |\n|---|---|\n| 晶圆 | 70到100 |\n| 功率（兆瓦） | 750 |\n",
            [("speculation-as-fact", "70到100")],
        ),
        (
            "| | Sol |\n|---|---|\n| Parameters | 3 trillion |\n| Wafers | 42 |\n",
            [("speculation-as-fact", "3 trillion"), ("unsourced-number", "42")],
        ),
        # the label's hedge stays a hedge; a label that is no unit gives none
        ("| Item | Value |\n|---|---|\n| Estimated wafers | 70–100 |\n| Model | 5 |\n", []),
        # a column its header names takes no unit from the label ("Год", "Sources")
        (
            "| Показатель | Значение | Год |\n|---|---|---|\n| Пластины | 70–100 | 2026 |\n",
            [("speculation-as-fact", "70–100")],
        ),
        (
            "| Item | Value | Sources |\n|---|---|---|\n| Wafers | 70–100 | 3 |\n",
            [("speculation-as-fact", "70–100")],
        ),
        (
            "| 指标 | 数值 | 年度 |\n|---|---|---|\n| 晶圆 | 70到100 | 2026 |\n",
            [("speculation-as-fact", "70到100")],
        ),
        # ... nor a label whose words say which year (the editor's finds: each was read
        # as 2026 years), as "Year released", 发布年份 and "Год выпуска" were not
        (
            "| Item | Value |\n|---|---|\n| Release year | 2026 |\n| Model year | 2026 |\n"
            "| Fiscal year | 2027 |\n| Year released | 2026 |\n| Модельный год | 2026 |\n"
            "| 发布年份 | 2026 |\n| Год выпуска | 2026 |\n",
            [],
        ),
        (
            "| Model | Wafers | Release year |\n|---|---|---|\n| Sol | 70–100 | 2026 |\n",
            [("speculation-as-fact", "70–100")],
        ),
        # ... but "Years", "Годы" count years (a duration), not the year of a calendar
        (
            "| Model | Wafers | Years |\n|---|---|---|\n| Sol | 70–100 | 3 |\n",
            [("speculation-as-fact", "70–100"), ("unsourced-number", "3")],
        ),
        (
            "| Model | Wafers | Training years |\n|---|---|---|\n| Sol | 70–100 | 3 |\n",
            [("speculation-as-fact", "70–100"), ("unsourced-number", "3")],
        ),
        (
            "| Показатель | Значение | Годы |\n|---|---|---|\n| Пластины | 70–100 | 3 |\n",
            [("speculation-as-fact", "70–100"), ("unsourced-number", "3")],
        ),
        # ... but a series' columns do, and the first column keeps its header's unit
        (
            "| Metric | 2024 | 2025 |\n|---|---|---|\n| Wafers | 7 | 100 |\n",
            [("unsourced-number", "7"), ("speculation-as-fact", "100")],
        ),
        ("| Speed (tok/s) | Model |\n|---|---|\n| 700 | Sol |\n", [("unsourced-number", "700")]),
        # labels that give no unit word but a count (晶圆数, 层数), a classifier (片), a
        # scale (万, trillion, трлн) or a unit after a comma; the label's unit is no finding
        (
            "| 指标 | 数值 |\n| --- | --- |\n| 上下文（万 token） | 205 |\n| 晶圆数（片） | 80 |\n"
            "| 层数 | 80 |\n| Parameters (trillion) | 3 |\n| Мощность, МВт | 800 |\n",
            [
                ("unsourced-number", "205"),
                ("speculation-as-fact", "80"),
                ("speculation-as-fact", "80"),
                ("speculation-as-fact", "3"),
                ("unsourced-number", "800"),
            ],
        ),
        (
            "| Показатель | Значение |\n|---|---|\n| Параметры, трлн | 2–4 |\n"
            "| Активные параметры, млрд | 150 |\n| Пластины | 70–100 |\n",
            [
                ("speculation-as-fact", "2–4"),
                ("speculation-as-fact", "150"),
                ("speculation-as-fact", "70–100"),
            ],
        ),
        # a column of units: each row's cell there gives the unit of its figures (they
        # were read bare), and is no figure itself (млрд was 1 billion)
        (
            "| Metric | Unit | Value |\n|---|---|---|\n| Power | MW | 750 |\n"
            "| Throughput | tokens/s | 400 |\n",
            [("unsourced-number", "400")],
        ),
        (
            "| Metric | Value | Units |\n|---|---|---|\n| Power | 750 | MW |\n"
            "| Context | 750 | tokens |\n| Throughput | 750 | tokens/s |\n",
            [("unsourced-number", "750")],
        ),
        (
            "| 指标 | 单位 | 数值 | 来源 |\n|---|---|---|---|\n| 功率 | 兆瓦 | 750 | 2 |\n"
            "| 上下文 | 万 token | 105 | 3 |\n| 速度 | token/秒 | 400 | 3 |\n",
            [("unsourced-number", "400")],
        ),
        (
            "| Показатель | Ед. изм. | Значение |\n|---|---|---|\n| Мощность | МВт | 750 |\n"
            "| Параметры | млрд | 150 |\n| Скорость | ток/с | 400 |\n",
            [("speculation-as-fact", "150"), ("unsourced-number", "400")],
        ),
        (
            "| Показатель | Значение | Единица |\n|---|---|---|\n| Мощность | 750 | МВт |\n"
            "| Скорость | 400 | ток/с |\n",
            [("unsourced-number", "400")],
        ),
        # ... first, too, where no label stands before it (its "млрд" and "trillion
        # parameters" were figures backed by no claim)
        (
            "| Unit | Sol | Kimi K2.6 |\n|---|---|---|\n| tok/s | 750 | 1000 |\n"
            "| trillion parameters | 3 | 1 |\n| MW | 400 | 750 |\n",
            [("speculation-as-fact", "3"), ("unsourced-number", "400")],
        ),
        (
            "| Ед. изм. | Значение |\n|---|---|\n| МВт | 750 |\n| млрд | 150 |\n| ток/с | 400 |\n",
            [("speculation-as-fact", "150"), ("unsourced-number", "400")],
        ),
        # ... as long as its cells are units: a cell with a figure is the row's label, and
        # its figure is read (the 400 MW was dropped as a unit)
        ("| Unit | Sol |\n|---|---|\n| 400 MW | 750 MW |\n", [("unsourced-number", "400 MW")]),
        # ... with a remark after the unit, which names none (400 was read bare)
        (
            "| Ед. изм. | Значение |\n|---|---|\n| МВт (пик) | 400 |\n| млрд (оценка) | 150 |\n",
            [("unsourced-number", "400")],
        ),
        ("| 单位 | 数值 |\n|---|---|\n| 兆瓦（峰值） | 400 |\n", [("unsourced-number", "400")]),
        (
            "| Metric | Unit | Value |\n|---|---|---|\n| Power | MW at peak | 400 |\n"
            "| Parameters | parameters (billions) | 150 |\n",
            [("unsourced-number", "400"), ("speculation-as-fact", "150")],
        ),
        # ... read as a label's unit is: in brackets, beside a hedge (these were read bare)
        (
            "| Metric | Unit | Value |\n|---|---|---|\n| Power | (MW) | 400 |\n"
            "| Speed | tok/s (est.) | 900 |\n| Speed | tok/s (est.) | 750 |\n",
            [("unsourced-number", "400"), ("unsourced-number", "900")],
        ),
        (
            "| 指标 | 单位 | 数值 |\n|---|---|---|\n| 功率 | （兆瓦） | 400 |\n"
            "| 速度 | token/秒（估计） | 900 |\n",
            [("unsourced-number", "400"), ("unsourced-number", "900")],
        ),
        (
            "| Показатель | Ед. изм. | Значение |\n|---|---|---|\n| Мощность | (МВт) | 400 |\n"
            "| Скорость | ток/с (оценка) | 900 |\n",
            [("unsourced-number", "400"), ("unsourced-number", "900")],
        ),
        # a scale in the header, the unit in the row's label
        (
            "| 指标 | 数值（亿） |\n|---|---|\n| 参数量 | 15000 |\n| 激活参数量 | 1500 |\n",
            [("unsourced-number", "15000"), ("speculation-as-fact", "1500")],
        ),
        # a scale and a currency in the header: 3 is 3B USD, no label of -1B USD
        ("| Item | Revenue (billion USD) |\n|---|---|\n| Sol | 3 |\n", [("unsourced-number", "3")]),
    ],
)
def test_a_row_label_gives_its_unit_to_bare_numbers(
    table: str, found: list[tuple[str, str]]
) -> None:
    assert rules(table) == found


@pytest.mark.parametrize(
    "table",
    [
        # a cell that opens with "up to" (до, 最高) gives its figure the column's unit, as
        # "≈" and "~" do (these got nothing); 约 did already
        "| Модель | Скорость вывода, ток/с |\n|---|---|\n| Sol | до 900 |\n| Kimi | ≈ 900 |\n",
        "| 模型 | 速度（token/秒） |\n|---|---|\n| Sol | 最高 900 |\n| Kimi | ~900 |\n",
        "| Model | Speed (tok/s) |\n|---|---|\n| Sol | up to 900 |\n| Kimi | ≈ 900 |\n",
        "| 指标 | 数值 |\n|---|---|\n| 速度（token/秒） | 最高 900 |\n"
        "| 速度（token/秒） | ≈ 900 |\n",
        "| Показатель | Значение |\n|---|---|\n| Скорость вывода, ток/с | до 900 |\n"
        "| Скорость вывода, ток/с | ~900 |\n",
        # in any case
        "| Model | Speed (tok/s) |\n|---|---|\n| Sol | Up to 900 |\n| Kimi | About 900 |\n",
        "| Модель | Скорость, ток/с |\n|---|---|\n| Sol | До 900 |\n| Kimi | Около 900 |\n",
        # "up to" and a word that rounds
        "| Model | Speed (tok/s) |\n|---|---|\n| Sol | Up to about 900 |\n| Kimi | up to ~900 |\n",
        "| 模型 | 速度（token/秒） |\n|---|---|\n| Sol | 最高约900 |\n| Kimi | До примерно 900 |\n",
        # a bound or an abbreviation that rounds, as spec sheets write them
        "| Model | Speed (tok/s) |\n|---|---|\n| Sol | Max 900 |\n| Kimi | Approx. 900 |\n",
        "| Model | Speed (tok/s) |\n|---|---|\n| Sol | At most 900 |\n| Kimi | ca. 900 |\n",
        "| Модель | Скорость, ток/с |\n|---|---|\n| Sol | Не более 900 |\n| Kimi | прибл. 900 |\n",
        "| 模型 | 速度（token/秒） |\n|---|---|\n| Sol | 不超过900 |\n| Kimi | ≤ 900 |\n",
        # comparisons, in words and signs
        "| Model | Speed (tok/s) |\n|---|---|\n| Sol | More than 900 |\n| Kimi | > 900 |\n",
        "| Модель | Скорость, ток/с |\n|---|---|\n| Sol | более 900 |\n| Kimi | ＜900 |\n",
        "| 模型 | 速度（token/秒） |\n|---|---|\n| Sol | 超过900 |\n| Kimi | 峰值900 |\n",
        "| Model | Speed (tok/s) |\n|---|---|\n| Sol | Peak 900 |\n| Kimi | Typ. 900 |\n",
        "| Model | Speed (tok/s) |\n|---|---|\n| Sol | c. 900 |\n| Kimi | Appr. 900 |\n",
        "| Модель | Скорость, ток/с |\n|---|---|\n| Sol | ок. 900 |\n| Kimi | прим. 900 |\n",
        "| Модель | Скорость, ток/с |\n|---|---|\n| Sol | макс. 900 |\n| Kimi | Макс. 900 |\n",
        "| Model | Speed (tok/s) |\n|---|---|\n| Sol | est. 900 |\n| Kimi | Est. 900 |\n",
        # bounds that begin with each other: each tried, whatever the order of a set
        "| Model | Speed (tok/s) |\n|---|---|\n| Sol | Max. about 900 |\n"
        "| Kimi | Maximum approx. 900 |\n",
    ],
)
def test_a_cell_that_says_up_to_takes_its_column_unit(table: str) -> None:
    assert [(f.rule, f.low, f.unit) for f in run(table)] == [
        ("unsourced-number", 900, "token/s")
    ] * 2


@pytest.mark.parametrize(
    "table",
    [
        "| Model | Wafers |\n|---|---|\n| Sol | At least 130 |\n| Kimi | Min. 130 |\n",
        "| Модель | Пластины |\n|---|---|\n| Sol | не менее 130 |\n| Kimi | минимум 130 |\n",
        "| 模型 | 晶圆数 |\n|---|---|\n| Sol | 至少130 |\n| Kimi | ≥ 130 |\n",
    ],
)
def test_a_cell_that_gives_a_lower_bound_takes_its_column_unit(table: str) -> None:
    assert [(f.rule, f.low, f.unit) for f in run(table)] == [("unsourced-number", 130, "wafer")] * 2


def test_a_cell_that_says_about_takes_its_column_unit_and_scale() -> None:
    table = (
        "| 指标 | 数值 |\n|---|---|\n| 上下文（万 token） | 约 106 |\n"
        "| 上下文（万 token） | 最高 206 |\n"
    )
    found = Auditor([]).audit_text(table, "page.md")  # no claims: every figure is a finding
    assert [(f.text, f.low, f.unit) for f in found] == [
        ("106", 1.06e6, "token"),
        ("206", 2.06e6, "token"),
    ]


@pytest.mark.parametrize(
    "table",
    [
        # a scale opening the unit a label gives is no figure of its own: "тыс" was 1000,
        # "трлн" 1T, a finding of the header (a ledger's 1000 token/s hid the first)
        "| Модель | Контекст, тыс. токенов | Параметры (трлн, оценка) |\n|---|---|---|\n"
        "| Sol | 4 | 3 |\n",
        "| Модель | Контекст [тыс. токенов] | Параметры в трлн |\n|---|---|---|\n| Sol | 4 | 3 |\n",
        "| Модель | Контекст (в тыс. токенов) | Параметры [трлн] |\n|---|---|---|\n"
        "| Sol | 4 | 3 |\n",
    ],
)
def test_a_scale_a_label_gives_is_no_figure(table: str) -> None:
    found = Auditor([]).audit_text(table, "page.md")  # no claims: every figure is a finding
    assert [(f.text, f.low, f.unit) for f in found] == [
        ("4", 4000, "token"),
        ("3", 3e12, "parameter"),
    ]


@pytest.mark.parametrize(
    "page",
    [
        # в with a ratio after it is "N times", a figure, not a label's scale: "в сотню
        # раз" at a line's end, in brackets and alone in a cell was silently dropped
        "GPT-5.6 Sol быстрее Kimi K2.6 в сотню раз\n",
        "GPT-5.6 Sol быстрее Kimi K2.6 (в сотню раз).\n",
        "| Модель | Ускорение |\n|---|---|\n| GPT-5.6 Sol | в сотню раз |\n",
    ],
)
def test_a_ratio_after_v_is_a_figure_not_a_labels_scale(page: str) -> None:
    found = Auditor([]).audit_text(page, "page.md")  # no claims: every figure is a finding
    assert [(f.text, f.low, f.unit) for f in found] == [("сотню раз", 100, "x")]


@pytest.mark.parametrize(
    ("table", "found"),
    [
        # шт. (pieces) after the comma counts what the name names, as "Пластины" alone does
        (
            "| Показатель | Значение |\n|---|---|\n| Пластины, шт. | 70–100 |\n",
            [("speculation-as-fact", "70–100", 70, "wafer")],
        ),
        (
            "| Модель | Пластины, шт. | Мощность, МВт |\n|---|---|---|\n| Sol | 120 | 750 |\n",
            [("unsourced-number", "120", 120, "wafer")],
        ),
        (
            "| Model | Wafers (pcs) |\n|---|---|\n| Sol | 120 |\n",
            [("unsourced-number", "120", 120, "wafer")],
        ),
        # a scale before the pieces scales the name's unit: 0.1 thousand wafers
        (
            "| Модель | Пластины, тыс. шт. |\n|---|---|\n| Sol | 0,1 |\n",
            [("speculation-as-fact", "0,1", 100, "wafer")],
        ),
    ],
)
def test_a_label_in_pieces_takes_its_unit_from_its_name(
    table: str, found: list[tuple[str, str, float, str]]
) -> None:
    assert [(f.rule, f.text, f.low, f.unit) for f in run(table)] == found


@pytest.mark.parametrize(
    "table",
    [
        # est. abbreviates estimated: it hedges the figure, and the label keeps its unit
        "| Property | Value |\n|---|---|\n| Parameters (est.) | 3T |\n",
        "| Property | Value |\n|---|---|\n| Parameters, est. | 3T |\n",
        "| Property | Value |\n|---|---|\n| Est. parameters | 3T |\n",
        "| Model | Parameters (est.) |\n|---|---|\n| Sol | 3T |\n",
        "| Property | Value |\n|---|---|\n| Parameters (estimated) | 3T |\n",
        "| Property | Value |\n|---|---|\n| Estimated parameters | 3T |\n",
        "| 指标 | 数值 |\n|---|---|\n| 参数量（估计） | 3万亿 |\n",
        "| 指标 | 数值 |\n|---|---|\n| 估计参数量 | 3万亿 |\n",
        "| Показатель | Значение |\n|---|---|\n| Параметры (оценка) | 3 трлн |\n",
        # beside the unit, after a comma (the unit was lost, and the 3 read bare)
        "| Model | Parameters (trillion, est.) |\n|---|---|\n| Sol | 3 |\n",
        "| 模型 | 参数量（万亿，估计） |\n|---|---|\n| Sol | 3 |\n",
        "| Модель | Параметры (трлн, оценка) |\n|---|---|\n| Sol | 3 |\n",
    ],
)
def test_a_hedge_in_a_label_hedges_its_figure_and_names_no_unit(table: str) -> None:
    assert run(table) == []
    found = Auditor([]).audit_text(table, "page.md")  # no claims: every figure is a finding
    assert [(f.low, f.unit) for f in found] == [(3e12, "parameter")]


@pytest.mark.parametrize(
    ("sentence", "hedged"),
    [
        ("Sol has 3 trillion parameters (est.).", True),
        ("Sol has est. 3 trillion parameters.", True),
        ("Est. 3 trillion parameters make Sol the largest model.", True),
        # EST is a time zone
        ("At 10:00 EST, Sol had 3 trillion parameters.", False),
    ],
)
def test_est_abbreviates_estimated(sentence: str, hedged: bool) -> None:
    assert (rules(sentence) == []) == hedged


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a unit or scale alone in parentheses labels the figures that follow
        ("Sol 的上下文长度（万 token）：105。", []),
        ("TSMC shipments (million wafers): 16.", []),
        ("Выручка, млрд долларов", []),
        ("Revenue (billion USD) grew.", []),  # not an accounting negative: no figure
        # a figure in parentheses is one
        ("Sol 的上下文长度（2万 token）。", [("unsourced-number", "2万 token")]),
        ("The context (two million tokens) is long.", [("unsourced-number", "two million tokens")]),
    ],
)
def test_a_unit_given_as_a_label_is_no_quantity(
    sentence: str, expected: list[tuple[str, str]]
) -> None:
    assert rules(sentence) == expected


def test_service_hours_are_no_figures() -> None:
    assert rules("Sol 提供 7×24 小时支持。") == []


def test_active_parameters_in_chinese_are_parameters() -> None:
    """一百五十亿 is 15B (a tenth of the 150B estimate): its unit is read, as "15 billion
    active parameters" is, and the finding names the claim of the same digits."""
    (finding,) = run("模型大约有一百五十亿个活跃参数。")
    assert (finding.rule, finding.text, finding.low, finding.unit) == (
        "unsourced-number",
        "一百五十亿个活跃参数",
        1.5e10,
        "parameter",
    )
    assert "active-150b" in finding.message


@pytest.mark.parametrize(
    ("sentence", "nearest"),
    [
        # a figure no claim backs names the claim of its dimension nearest to it
        ("Мощность кампуса — 400 МВт.", " (nearest: power-750mw, 750 MW)"),
        # in the claim's unit too, for one who converted ("nine months" as 270 days)
        ("该园区功率为0.4吉瓦。", " (nearest: power-750mw, 750 MW; the figure is 400 MW)"),
        (
            "Чип сделали за 270 дней.",
            " (nearest: chip-9-months, 9 month; the figure is 8.87 month)",
        ),
        ("It needs 42 wafers.", " (nearest: wafers-70-100, 70–100 wafer)"),
        # a translator's slip of scale (千 for 兆 or 万, миллиардов for триллионов): the
        # claim with the same digits, near or not
        (
            "OpenAI 计划增加750千瓦的算力。",
            " (the same digits at another scale: power-750mw, 750 MW)",
        ),
        (
            "Sol 的上下文窗口为105千token。",
            " (nearest: max-output-128k, 128K token; the same digits at another scale: "
            "context-1.05m, 1.05M token)",
        ),
        (
            "У Sol от 2 до 4 миллиардов параметров.",
            " (the same digits at another scale: params-2t-4t, 2T–4T parameter)",
        ),
        (
            "Sol runs at 75 tokens per second.",
            " (nearest: speed-750, 750 token/s; the same digits at another scale)",
        ),
        (
            "У Sol 3 миллиарда параметров.",
            " (the same digits at another scale: params-3t, 3T parameter)",
        ),
        # a value of one digit by ten is no slip of scale
        ("The chip took 90 months.", " (nearest: chip-9-months, 9 month)"),
        # a claim of one digit and zeros (kimi-1000) would be every such figure's
        ("Kimi runs at 100 tokens per second.", " (nearest: speed-750, 750 token/s)"),
        # none more than ten times away, none disputed (386M), none for a bare number
        # when no claim is a count without a unit
        ("The site draws 9 GW.", ""),
        ("Sol has 250 million parameters.", ""),
        ("The answer is 4242.", ""),
    ],
)
def test_an_unsourced_figure_names_the_nearest_claim(sentence: str, nearest: str) -> None:
    (finding,) = run(sentence)
    assert finding.rule == "unsourced-number" and finding.claims == ()
    assert finding.message.endswith(f"is backed by no claim{nearest}")


# Counts without a unit, from an analyst's brief on the WSE-3 (its claims' subjects name
# what they count: Cerebras WSE-3, CS-3)
COUNTS = [
    replace(claim("wse3-transistors-4t", "confirmed", 4e12), subject="Cerebras WSE-3 晶体管数量"),
    replace(claim("wse3-cores-900k", "confirmed", 9e5), subject="Cerebras WSE-3 核心数量"),
    replace(claim("cs3-cluster-2048", "confirmed", 2048), subject="Cerebras CS-3 集群规模"),
]


@pytest.mark.parametrize(
    ("sentence", "nearest"),
    [
        # a count without a unit names the count without one nearest to it, as a figure
        # with a unit names the claim of its unit ("7500 兆瓦" the 750 MW claim)
        ("Cerebras 表示，WSE-3 拥有 40 万亿个晶体管。", " (nearest: wse3-transistors-4t, 4T)"),
        ("Cerebras 表示，WSE-3 拥有 5 万亿个晶体管。", " (nearest: wse3-transistors-4t, 4T)"),
        ("Cerebras 表示，WSE-3 拥有 95 万个核心。", " (nearest: wse3-cores-900k, 900K)"),
        (
            "根据 Cerebras 的说明，CS-3 系统最多可组成 4096 台的集群。",
            " (nearest: cs3-cluster-2048, 2048)",
        ),
        ("CS-3 clusters scale to 4096 systems.", " (nearest: cs3-cluster-2048, 2048)"),
        ("Кластер CS-3 объединяет до 4096 систем.", " (nearest: cs3-cluster-2048, 2048)"),
        (
            "| 指标 | 数值 |\n|---|---|\n| CS-3 集群上限（台） | 4096 |",
            " (nearest: cs3-cluster-2048, 2048)",
        ),
        # and the count of the same digits at another scale
        (
            "CS-3 系统最多可组成 20480 台的集群。",
            " (nearest: cs3-cluster-2048, 2048; the same digits at another scale)",
        ),
        (
            "WSE-3 拥有 4000 万亿个晶体管。",
            " (the same digits at another scale: wse3-transistors-4t, 4T)",
        ),
        (
            "По данным Cerebras, у WSE-3 4 миллиарда транзисторов.",
            " (the same digits at another scale: wse3-transistors-4t, 4T)",
        ),
        # a bare count says nothing of what it counts: only a claim whose subject the
        # sentence names (not the CS-3 cluster for the WSE-3's cores, nor for staff)
        ("WSE-3 拥有 9000 个核心。", ""),
        ("该公司有 9200 名员工。", ""),
        # nor is a count near a claim with a unit (speed-750 of Sol), or the other way
        ("Sol served 1100 users.", ""),
        ("The CS-3 cluster draws 2000 W.", ""),
    ],
)
def test_an_unsourced_count_names_the_nearest_count(sentence: str, nearest: str) -> None:
    (finding,) = Auditor([*CLAIMS, *COUNTS]).audit_text(sentence, "page.md")
    assert finding.rule == "unsourced-number" and finding.claims == ()
    assert finding.message.endswith(f"is backed by no claim{nearest}")


@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        # figures that come near a claim times a power of ten only within the tolerance
        # are not its digits (they were called "the same digits at another scale")
        ("The Enterprise plan costs $2,499 a month.", ""),
        ("If we miss it, you get a 10% service credit.", " (nearest: sla, 99.95 percent)"),
        ("企业版每月 2499 美元。", ""),
        ("Тариф Enterprise стоит 2499 долларов в месяц.", ""),
        # the digits themselves still are
        (
            "The Enterprise plan costs $2,500 a month.",
            " (the same digits at another scale: storage-price, 0.25 USD)",
        ),
    ],
)
def test_the_same_digits_at_another_scale_are_the_same_digits(sentence: str, said: str) -> None:
    claims = [
        claim("storage-price", "confirmed", 0.25, unit="USD"),
        claim("sla", "confirmed", 99.95, unit="percent"),
    ]
    (finding,) = Auditor(claims).audit_text(sentence, "page.md")
    assert finding.message.endswith(f"is backed by no claim{said}")


@pytest.mark.parametrize(
    ("sentence", "said"),
    [
        # a ratio is near no share, nor a share any ratio (3x was pointed at an uptime:
        # "nearest: sla, 99.95 percent; the figure is 300 percent")
        ("Storage grew 3x in 2026.", ""),
        ("存储在 2026 年增长了 3 倍。", ""),
        ("Хранилище выросло в 3 раза.", ""),
        ("The fabric is 150% faster.", " (nearest: sla, 99.95 percent)"),
        ("The fabric is 150x faster.", " (nearest: fabric-200x, 200 x)"),
    ],
)
def test_a_ratio_and_a_share_are_not_near_each_other(sentence: str, said: str) -> None:
    claims = [
        claim("sla", "confirmed", 99.95, unit="percent"),
        claim("fabric-200x", "confirmed", 200, unit="x"),
    ]
    (finding,) = Auditor(claims).audit_text(sentence, "page.md")
    assert finding.message.endswith(f"is backed by no claim{said}")


def test_the_same_digits_at_another_scale_are_of_the_same_unit() -> None:
    """A technical writer's "专业版比基础版快 20%" was told the same digits at another scale
    of Cerebras's 200x fabric claim: a percent is no ratio's slip of scale, though a
    kilowatt is a megawatt's (750千瓦 of 750 MW)."""
    fabric = claim("fabric-200x", "confirmed", 200, unit="x")
    auditor = Auditor([*CLAIMS, fabric])
    (finding,) = auditor.audit_text("专业版比基础版快 20%。", "page.md")
    assert finding.message == '"20%" (20 percent) is backed by no claim'
    (finding,) = auditor.audit_text("OpenAI 计划增加750千瓦的算力。", "page.md")
    assert finding.message.endswith("(the same digits at another scale: power-750mw, 750 MW)")


# --------------------------------------------------------------------------- topics

TOPICS = AuditConfig(topics=("GPT-5.6", "Sol", "Cerebras", "Kimi", "Jalapeño"))


@pytest.mark.parametrize(
    ("page", "expected"),
    [
        # everyday figures of an infrastructure page name none of the topics
        ("You need 16 GB RAM and a timeout of 3600 seconds.", []),
        ("We promise 99.9% uptime for $20/month.", []),
        ("Prompts of 8,000 tokens are fine, up to 10,000 tokens per request.", []),
        ("Для сборки нужно 16 ГБ памяти и тайм-аут 500 мс.", []),
        ("构建需要16 GB内存，超时为500毫秒。", []),
        # a sentence that names a topic, whole and case aside, in any of the languages
        ("Sol runs at 900 tokens/s.", [("unsourced-number", "900 tokens/s")]),
        ("SOL's context is 2M tokens.", [("unsourced-number", "2M tokens")]),
        ("Sol 每秒输出900个token。", [("unsourced-number", "每秒输出900个token")]),
        ("GPT-5.6 Sol每秒输出900个token。", [("unsourced-number", "每秒输出900个token")]),
        (
            "Модель Sol выдаёт 900 токенов в секунду.",
            [("unsourced-number", "900 токенов в секунду")],
        ),
        # a word that only begins with a topic names none
        ("Solar panels give 16 GB of savings.", []),
        ("The GPT-5.60 build needs 16 GB.", []),
        # the heading of its section names one
        ("## Sol's speed\n\nIt runs at 900 tokens/s.\n", [("unsourced-number", "900 tokens/s")]),
        (
            "## Скорость Sol\n\nМодель выдаёт 900 токенов/с.\n",
            [("unsourced-number", "900 токенов/с")],
        ),
        ("## Sol 的速度\n\n每秒输出900个token。\n", [("unsourced-number", "每秒输出900个token")]),
        # the lead-in of its list or table does
        (
            "Measured on Cerebras:\n\n- 900 tokens/s\n- 2M tokens\n",
            [
                ("unsourced-number", "900 tokens/s"),
                ("unsourced-number", "2M tokens"),
            ],
        ),
        (
            "| Model | Speed |\n|---|---|\n| Sol | 900 tok/s |\n| laptop | 16 GB |\n",
            [
                ("unsourced-number", "900 tok/s"),
            ],
        ),
        # estimates and disputed figures are the ledger's subjects wherever they stand
        (
            "The model has 3 trillion parameters.",
            [("speculation-as-fact", "3 trillion parameters")],
        ),
        (
            "Модель имеет 386 миллионов параметров.",
            [("disputed-claim", "386 миллионов параметров")],
        ),
    ],
)
def test_topics_scope_unsourced_numbers_to_what_names_one(
    page: str, expected: list[tuple[str, str]]
) -> None:
    assert rules(page, config=TOPICS) == expected


def test_without_topics_every_unsourced_figure_is_reported() -> None:
    page = "## Requirements\n\nYou need 16 GB RAM and a timeout of 3600 seconds.\n"
    assert rules(page) == [("unsourced-number", "16 GB"), ("unsourced-number", "3600 seconds")]
    assert rules(page, config=TOPICS) == []


@pytest.mark.parametrize(
    ("page", "expected"),
    [
        # a subsection of a section on a topic is on it too, however deep
        (
            "## Sol\n\n### Details\n\nIt runs at 900 tokens/s.\n",
            [("unsourced-number", "900 tokens/s")],
        ),
        (
            "## Sol\n\n### Requirements\n\n#### Memory\n\nYou need 16 GB RAM.\n",
            [("unsourced-number", "16 GB")],
        ),
        (
            "## Модель Sol\n\n### Подробности\n\nМодель выдаёт 900 токенов в секунду.\n",
            [("unsourced-number", "900 токенов в секунду")],
        ),
        (
            "## Sol 模型\n\n### 速度\n\n每秒输出900个token。\n",
            [("unsourced-number", "每秒输出900个token")],
        ),
        # a heading of the same level or higher ends the section, and the ones below it
        ("## Sol\n\n### Speed\n\n## Laptops\n\n### Memory\n\nThey have 16 GB.\n", []),
        (
            "## Sol\n\n### Speed\n\n### Laptops\n\nThey have 16 GB.\n",
            [("unsourced-number", "16 GB")],
        ),
        ("## Требования\n\n### Для Sol\n\n### Память\n\nНужно 16 ГБ памяти.\n", []),
        # the page's title scopes what stands under it alone (a page without sections, or
        # its opening), not its sections: a page on deploying Sol has its own figures
        ("# Deploying Sol\n\nYou need 16 GB RAM.\n", [("unsourced-number", "16 GB")]),
        (
            "# Развёртывание Sol\n\nСкорость — 900 токенов в секунду.\n\n## Требования\n\n"
            "Нужно 16 ГБ памяти.\n",
            [("unsourced-number", "900 токенов в секунду")],
        ),
        ("# 部署 Sol\n\n## 要求\n\n构建需要16 GB内存。\n", []),
    ],
)
def test_every_heading_above_a_figure_may_name_a_topic(
    page: str, expected: list[tuple[str, str]]
) -> None:
    assert rules(page, config=TOPICS) == expected


@pytest.mark.parametrize(
    ("page", "expected"),
    [
        # a technical writer's Hugo page: its title in front matter, no h1
        (
            "---\ntitle: GPT-5.6 Sol — контекст\n---\n\nКонтекст — 1,5 млн токенов.\n",
            [("unsourced-number", "1,5 млн токенов")],
        ),
        (
            '---\ntitle: "Sol: speed" # in the menu\ndate: 2026-11-29\n---\n\n900 tok/s.\n',
            [("unsourced-number", "900 tok/s")],
        ),
        (
            '---\nlayout: page\ntitle: "Sol: speed"\n---\n\nIt runs at 900 tokens/s.\n',
            [("unsourced-number", "900 tokens/s")],
        ),
        (
            "---\ntitle: 'Sol''s speed'\n---\n\nIt runs at 900 tokens/s.\n",
            [("unsourced-number", "900 tokens/s")],
        ),
        (
            '+++\ntitle = "Sol 的速度"\n+++\n\n每秒输出900个token。\n',
            [("unsourced-number", "每秒输出900个token")],
        ),
        # the key in any case, as Hugo reads it; an escape of YAML's that JSON does not
        # know leaves the title as written (it was dropped)
        (
            "---\nTitle: Sol speed\n---\n\nIt runs at 900 tokens/s.\n",
            [("unsourced-number", "900 tokens/s")],
        ),
        (
            '+++\nTITLE = "Sol speed"\n+++\n\nIt runs at 900 tokens/s.\n',
            [("unsourced-number", "900 tokens/s")],
        ),
        (
            '---\ntitle: "Sol \\x2D speed"\n---\n\nIt runs at 900 tokens/s.\n',
            [("unsourced-number", "900 tokens/s")],
        ),
        # as an h1: not over the page's sections, and the page's own h1 comes first
        ("---\ntitle: Deploying Sol\n---\n\n## Requirements\n\nYou need 16 GB RAM.\n", []),
        ("---\ntitle: Sol\n---\n\n# Laptops\n\nThey have 16 GB.\n", []),
        # a nested title is no page's, and a title in the body is no front matter
        ("---\nauthor:\n  title: Sol\n---\n\nThey have 16 GB.\n", []),
        ("Intro.\n\ntitle: Sol\n\nThey have 16 GB.\n", []),
    ],
)
def test_the_front_matter_title_is_the_pages_h1_where_it_has_none(
    page: str, expected: list[tuple[str, str]]
) -> None:
    assert rules(page, config=TOPICS) == expected


@pytest.mark.parametrize(
    ("page", "topic"),
    [
        # a Russian name is named in any of its cases, е or ё, as an agent's name is
        ("Питер Гостёв подсчитал, что модель выдаёт 900 токенов в секунду.", "Гостев"),
        ("По подсчётам Питера Гостева, модель выдаёт 900 токенов в секунду.", "Гостёв"),
        ("По оценке Блейса Гудсона, модель выдаёт 900 токенов в секунду.", "Блейс Гудсон"),
        ("С Гудсоном модель выдаёт 900 токенов в секунду.", "Гудсон"),
        ("Для Церебраса модель выдаёт 900 токенов в секунду.", "Церебрас"),
        # and a trailing * still takes any ending, as it did before names were declined
        ("Для Церебраса модель выдаёт 900 токенов в секунду.", "Церебрас*"),
        ("Церебрасовский чип выдаёт 900 токенов в секунду.", "Церебрас*"),
    ],
)
def test_a_declined_russian_topic_is_named(page: str, topic: str) -> None:
    assert rules(page, config=AuditConfig(topics=(topic,))) == [
        ("unsourced-number", "900 токенов в секунду")
    ]


@pytest.mark.parametrize(
    ("page", "expected"),
    [
        # a version is another model: GPT-5 is not named by GPT-5.6 nor GPT-50
        ("GPT-5.6 Sol runs at 900 tokens/s.", []),
        ("GPT-5.6 Sol每秒输出900个token。", []),
        ("Модель GPT-5.6 Sol выдаёт 900 токенов в секунду.", []),
        ("GPT-5 runs at 900 tokens/s.", [("unsourced-number", "900 tokens/s")]),
        ("GPT-5每秒输出900个token。", [("unsourced-number", "每秒输出900个token")]),
        (
            "Модель выдаёт 900 токенов в секунду, как GPT-5.",
            [("unsourced-number", "900 токенов в секунду")],
        ),
    ],
)
def test_a_versioned_topic_is_not_named_by_a_later_version(
    page: str, expected: list[tuple[str, str]]
) -> None:
    assert rules(page, config=AuditConfig(topics=("GPT-5",))) == expected


@pytest.mark.parametrize(
    ("page", "expected"),
    [
        # an accented Latin letter is a letter of the word: Sol is not Solís, nor Solène
        ("Marta Solís's laptop has 16 GB RAM.", []),
        ("Solène needs 16 GB RAM.", []),
        ("JALAPEÑO runs at 900 tokens/s.", [("unsourced-number", "900 tokens/s")]),
    ],
)
def test_an_accented_letter_does_not_end_a_topic(
    page: str, expected: list[tuple[str, str]]
) -> None:
    assert rules(page, config=TOPICS) == expected


def test_a_chinese_topic_is_found_inside_a_sentence() -> None:
    assert rules("索尔模型每秒输出900个token。", config=AuditConfig(topics=("索尔",))) == [
        ("unsourced-number", "每秒输出900个token")
    ]


def test_the_section_heading_holds_across_the_chunks_of_a_long_page() -> None:
    filler = "Plain words, nothing counted here.\n\n" * 2500  # > one chunk (64K characters)
    page = f"## Sol's speed\n\n{filler}It runs at 900 tokens/s.\n\n## Laptops\n\nThey have 16 GB.\n"
    assert len(list(markdown_chunks(page.splitlines(keepends=True)))) > 1
    assert rules(page, config=TOPICS) == [("unsourced-number", "900 tokens/s")]


def test_the_heading_chain_holds_across_the_chunks_of_a_long_page() -> None:
    filler = "Plain words, nothing counted here.\n\n" * 2500  # > one chunk (64K characters)
    page = (
        f"# Deploying Sol\n\n## Sol\n\n### Details\n\n{filler}It runs at 900 tokens/s.\n\n"
        f"### Memory\n\n{filler}It needs 32 GB.\n\n## Laptops\n\n### Memory\n\n{filler}"
        "They have 16 GB.\n"
    )
    assert len(list(markdown_chunks(page.splitlines(keepends=True)))) > 3
    assert rules(page, config=TOPICS) == [
        ("unsourced-number", "900 tokens/s"),
        ("unsourced-number", "32 GB"),
    ]


# --------------------------------------------------------------------------- suggestions

SPEEDS = [
    replace(
        claim("sol-speed-750", "confirmed", 750, unit="token/s"),
        subject="GPT-5.6 Sol throughput on Cerebras",
    ),
    replace(
        claim("kimi-speed-1000", "confirmed", 1000, unit="token/s"),
        subject="Kimi K2.6 throughput on Cerebras",
    ),
]


@pytest.mark.parametrize(
    ("page", "nearest"),
    [
        # the claim whose subject the sentence names, though another is nearer
        ("Sol runs at 900 tokens/s.", "sol-speed-750"),
        ("On Cerebras, Sol runs at 900 tokens/s.", "sol-speed-750"),
        ("GPT-5.6 runs at 900 tokens/s.", "sol-speed-750"),
        ("Sol 每秒输出900个token。", "sol-speed-750"),
        ("Sol выдаёт 900 токенов в секунду.", "sol-speed-750"),
        ("Kimi runs at 800 tokens/s.", "kimi-speed-1000"),
        # or, when it names none, its section's heading
        ("## Sol's speed\n\nIt runs at 900 tokens/s.\n", "sol-speed-750"),
        ("## GPT-5.6 Sol\n\n### Speed\n\nIt runs at 900 tokens/s.\n", "sol-speed-750"),
        ("## Модель Sol\n\n### Скорость\n\nОна выдаёт 900 токенов в секунду.\n", "sol-speed-750"),
        # naming none, or each alike: the nearest
        ("The model runs at 900 tokens/s.", "kimi-speed-1000"),
        ("On Cerebras, models run at 900 tokens/s.", "kimi-speed-1000"),
    ],
)
def test_the_nearest_claim_is_one_whose_subject_the_sentence_names(page: str, nearest: str) -> None:
    (finding,) = Auditor(SPEEDS).audit_text(page, "page.md")
    assert finding.rule == "unsourced-number"
    assert finding.message.endswith(
        f"(nearest: {nearest}, {'750' if 'sol' in nearest else '1000'} token/s)"
    )


ACTIVE = ClaimRecord(
    id="goodson-active-150b",
    statement="GPT-5.6 Sol activates about 150 billion parameters per token.",
    subject="GPT-5.6 Sol active parameters per token",
    status="estimate",
    attributed_to=["Bleys Goodson"],
    low=1.5e11,
    high=1.5e11,
    unit="parameter",
    citations=[CitationRecord("sol-ru", "Около 150 миллиардов активных параметров на токен", 0, 0)],
)
UNIT_LEFT_OUT = " (a claim states 150B parameter: goodson-active-150b; give the figure its unit)"


@pytest.mark.parametrize(
    ("page", "hint"),
    [
        # a figure without its unit that counts what a claim of that value names (its
        # subject, statement or quotes): the page left the unit out
        (
            "Goodson's numbers: 2 to 4 trillion total, 150 billion active, 70 to 90 layers.",
            UNIT_LEFT_OUT,
        ),
        ("Гудсон насчитал 150 миллиардов активных.", UNIT_LEFT_OUT),
        # ... in another form than the claim's quote writes it (активных параметров)
        ("Из них около 150 миллиардов активны на токен.", UNIT_LEFT_OUT),
        ("Гудсон называет 150 миллиардов активными.", UNIT_LEFT_OUT),
        ("У сайта 150 миллиардов активистов.", ""),  # another word of the same start
        # the same value counting something else is no such claim's figure
        ("The site has 150 billion visitors.", ""),
        ("Kimi has 1,000 users.", ""),
    ],
)
def test_a_figure_without_its_unit_is_pointed_at_the_claim_of_its_value(
    page: str, hint: str
) -> None:
    findings = Auditor([*SPEEDS, ACTIVE]).audit_text(page, "page.md")
    (finding,) = [f for f in findings if f.text.startswith(("150", "1,000"))]
    assert finding.rule == "unsourced-number" and finding.claims == ()
    assert finding.message.endswith(f"is backed by no claim{hint}")


def test_a_table_cell_repeating_a_retracted_amount_per_thing_is_a_disputed_claim() -> None:
    """A row's label names the thing for a retracted claim as it does for the others: a
    cell "44 GB" under "SRAM per wafer" repeats the retracted 44 GB/wafer, which only a
    broader estimate still allows, as the sentence "Each wafer holds 44 GB" does; stated
    as fact, it states that estimate as fact too."""
    claims = [
        claim("sram-40-50gb", "estimate", 40, 50, unit="GB/wafer"),
        retracted("sram-44gb", 44, "GB/wafer", "the vendor corrected it"),
    ]
    for page in (
        "| Part | SRAM per wafer |\n|---|---|\n| WSE-3 | 44 GB |",
        "| 部件 | 每块晶圆的 SRAM |\n|---|---|\n| WSE-3 | 44GB |",
        "Each wafer holds 44 GB of SRAM.",
    ):
        found = Auditor(claims).audit_text(page, "page.md")
        assert [(f.rule, f.claims) for f in found] == [
            ("disputed-claim", ("sram-44gb", "sram-40-50gb")),
            ("speculation-as-fact", ("sram-40-50gb",)),
        ], page


def test_a_lines_utf16_columns_are_counted_on_from_the_last_region_asked_in_any_order() -> None:
    """A line's UTF-16 columns (SARIF's) are counted on from the region asked before on it
    (a paragraph of thousands of figures was encoded once per figure, a time that grew
    with the square of its length); asked in any order, each is as counted from the
    line's start: an emoji two code units, a Chinese character one."""
    text = "🚀 a 太阳 🚀 b 🚀🚀 c\nd 🚀 e\n"
    chunk = _ChunkText(text, 1)
    regions = [(1, text.index(x), text.index(x) + 1) for x in "abc"]
    regions.append((2, text.index("e"), text.index("e") + 1))
    for line, at, end in [*regions, *reversed(regions), regions[1], regions[0]]:
        start = text.rfind("\n", 0, at) + 1
        units = len(text[start:at].encode("utf-16-le")) // 2
        assert chunk.utf16_columns(line, at, end) == (units + 1, units + 2)


# --------------------------------------------------------------------------- units of spec sheets


@pytest.mark.parametrize(
    "sentence",
    [
        "The chip draws 750 mW at idle.",
        "Чип потребляет 750 мВт в простое.",
        "芯片待机功耗 750 毫瓦。",
        "The chip draws 750 毫瓦 at idle.",
        "| 功率（毫瓦） |\n|---|\n| 750 |\n",
    ],
)
def test_milliwatts_are_no_megawatts(sentence: str) -> None:
    """The editors' product pages: 750 mW passed on the 750 MW claim."""
    (found,) = run(sentence)
    assert (found.rule, found.unit) == ("unsourced-number", "mW")
    assert "the same digits at another scale: power-750mw" in found.message


@pytest.mark.parametrize(
    "sentence",
    [
        "The site draws 750 MW.",
        "The site draws 750 megawatts.",
        "Дата-центр мощностью 750 МВт.",
        "750兆瓦的数据中心。",
        "| Power (MW) |\n|---|\n| 750 |\n",
    ],
)
def test_megawatts_still_meet_the_megawatt_claim(sentence: str) -> None:
    assert run(sentence) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "The battery holds 750 mWh.",
        "The battery holds 750 mWH.",
        "Чип потребляет 750 мВт·ч.",
        "Ёмкость аккумулятора — 750 мВт·Ч.",
        "电池容量 750 毫瓦时。",
        "| Energy (mWh) |\n|---|\n| 750 |\n",
    ],
)
def test_milliwatt_hours_are_no_megawatt_hours(sentence: str) -> None:
    """A battery's 750 mWh was stated as 750 MWh, a grid store's, 10^9 times more."""
    (found,) = run(sentence)
    assert (found.rule, found.unit) == ("unsourced-number", "mWh")
    assert "(750 mWh) is backed by no claim" in found.message


@pytest.mark.parametrize(
    "sentence",
    [
        "Aurora X2 has a 3000 mAh battery.",
        "Aurora X2 配备 3000 毫安时电池。",
        "Аккумулятор Aurora X2 ёмкостью 3000 мА·ч.",
        "| Battery (mAh) |\n|---|\n| 3000 |\n",
    ],
)
def test_a_battery_s_charge_is_no_bare_figure(sentence: str) -> None:
    """A 3000 mAh battery was a bare 3000, which a 3000-nit claim without a unit backed."""
    bare = claim("x2-brightness-3000", "confirmed", 3000)
    (found,) = Auditor([bare]).audit_text(sentence, "page.md")
    assert (found.rule, found.unit) == ("unsourced-number", "mAh")


@pytest.mark.parametrize(
    "sentence",
    [
        "Aurora X2's cores run at 0.9 V.",
        "Ядро Aurora X2 работает при напряжении 0,9 В.",
        "Aurora X2 芯片核心电压为0.9V。",
        "| Core voltage (V) |\n|---|\n| 0.9 |\n",
    ],
)
def test_a_voltage_is_no_bare_figure(sentence: str) -> None:
    """A core's 0.9 V was a bare 0.9, never audited below 1000 (and "0.9V" no figure at
    all); a claim of 900 mV backs it."""
    (found,) = Auditor([]).audit_text(sentence, "page.md")
    assert (found.rule, found.unit) == ("unsourced-number", "V")
    core = claim("x2-core-900mv", "confirmed", 900, unit="mV")
    assert Auditor([core]).audit_text(sentence, "page.md") == []


@pytest.mark.parametrize(
    "sentence",
    [
        "Each query uses 500 mL of water.",
        "Каждый запрос расходует 500 мл воды.",
        "单次查询耗水500毫升。",
    ],
)
def test_a_volume_is_no_bare_figure(sentence: str) -> None:
    """A query's 500 mL of water was a bare 500, never audited below 1000; a claim of 0.5
    L backs it."""
    (found,) = Auditor([]).audit_text(sentence, "page.md")
    assert (found.rule, found.unit) == ("unsourced-number", "mL")
    water = claim("query-water-half-litre", "estimate", 0.5, unit="L")
    (hedge,) = Auditor([water]).audit_text(sentence, "page.md")
    assert hedge.rule == "speculation-as-fact"


@pytest.mark.parametrize(
    "sentence",
    ["Aurora X2 has a 6000 mAh battery.", "Aurora X2 搭载 6000 毫安时电池。"],
)
def test_a_battery_s_charge_repeats_no_retracted_price(sentence: str) -> None:
    """A bare 6000 was within rounding of a retracted 5999 CNY price and was reported as
    repeating it; a claim of 6 Ah backs it, as 6000 mAh."""
    price = claim("x2-leak-price-5999", "retracted", 5999, unit="CNY")
    (found,) = Auditor([price]).audit_text(sentence, "page.md")
    assert "retracted" not in found.message and found.unit == "mAh"
    assert (
        Auditor([claim("x2-battery-6ah", "confirmed", 6, unit="Ah")]).audit_text(
            sentence, "page.md"
        )
        == []
    )


@pytest.mark.parametrize(
    ("sentence", "unit"),
    [
        ("The display refreshes at 120 Hz.", "Hz"),
        ("Экран Aurora X2 обновляется с частотой 120 Гц.", "Hz"),
        ("屏幕刷新率 120 赫兹。", "Hz"),
        ("The Aurora X2 processor runs at 3.8 GHz.", "GHz"),
        ("Процессор Aurora X2 работает на частоте 3,8 ГГц.", "GHz"),
    ],
)
def test_a_frequency_no_claim_states_is_found(sentence: str, unit: str) -> None:
    """A refresh rate of 120 Hz and a clock of 3.8 GHz were never checked (no unit, under
    1000)."""
    claims = [
        claim("x2-refresh-144hz", "confirmed", 144, unit="Hz"),
        claim("x2-clock-3.4ghz", "confirmed", 3.4, unit="GHz"),
    ]
    (found,) = Auditor(claims).audit_text(sentence, "page.md")
    assert (found.rule, found.unit) == ("unsourced-number", unit)


@pytest.mark.parametrize(
    "sentence",
    ["The memory runs at 3400 MHz.", "处理器主频 3400 兆赫。", "Процессор на 3400 МГц."],
)
def test_megahertz_meet_a_claim_in_gigahertz(sentence: str) -> None:
    assert (
        Auditor([claim("x2-clock-3.4ghz", "confirmed", 3.4, unit="GHz")]).audit_text(
            sentence, "page.md"
        )
        == []
    )


@pytest.mark.parametrize(
    ("sentence", "unit"),
    [
        ("Aurora X2 peak brightness is 5500 nits.", "nit"),
        ("Пиковая яркость Aurora X2 — 5500 нит.", "nit"),
        ("Aurora X2 峰值亮度 5500 尼特。", "nit"),
        ("Aurora X2 has a 5.5-inch screen.", "inch"),
        ("Экран Aurora X2 — 5,5 дюйма.", "inch"),
        ("Aurora X2 屏幕为 5.5 英寸。", "inch"),
    ],
)
def test_a_screen_s_brightness_or_size_is_no_bare_figure(sentence: str, unit: str) -> None:
    """5500 nits and 5.5 inches were bare figures, which a claim of a 5500 mAh battery, or
    a 5.5 of another unit, stored without a unit, backed."""
    bare = [claim("x2-battery-5500", "confirmed", 5500), claim("x2-ratio-5.5", "confirmed", 5.5)]
    (found,) = Auditor(bare).audit_text(sentence, "page.md")
    assert (found.rule, found.unit) == ("unsourced-number", unit)


@pytest.mark.parametrize(
    "sentence",
    [
        "- 屏幕：144Hz 刷新率",
        "Aurora X2 处理器主频最高 3.4GHz。",
        "Aurora X2 packs a 5500mAh battery.",
    ],
)
def test_a_spec_sheet_s_glued_figure_meets_its_claim(sentence: str) -> None:
    claims = [
        claim("x2-refresh-144hz", "confirmed", 144, unit="Hz"),
        claim("x2-clock-3.4ghz", "confirmed", 3.4, unit="GHz"),
        claim("x2-battery-5500mah", "confirmed", 5500, unit="mAh"),
    ]
    assert Auditor(claims).audit_text(sentence, "page.md") == []
    (found,) = Auditor([claim("x2-price", "confirmed", 9999, unit="CNY")]).audit_text(
        sentence, "page.md"
    )
    assert found.rule == "unsourced-number"


@pytest.mark.parametrize(
    "sentence",
    [
        # a confidence level is no figure the page states (95 was an unsourced 95 percent,
        # "nearest: orr-42"), in a trial's results as medical pages write them
        "Velocimab achieved an objective response rate of 42% (95% CI).",
        "Velocimab 的客观缓解率为 42%（95%置信区间）。",
        "Частота объективного ответа на Velocimab составила 42% (95% ДИ).",
        "Velocimab: 95%-ный доверительный интервал частоты ответа включает 42%.",
    ],
)
def test_a_confidence_level_is_no_figure_to_back(sentence: str) -> None:
    claims = [claim("orr-42", "confirmed", 42, unit="percent")]
    assert Auditor(claims).audit_text(sentence, "page.md") == []


_SALES = [
    claim("sales-down-5", "confirmed", 5, unit="percent"),
    claim("units-120m", "confirmed", 120e6),
]


@pytest.mark.parametrize(
    ("sentence", "unsourced"),
    [
        ("Sales fell 5% to 120 million units.", []),
        ("Sales fell 7% to 120 million units.", ["7%"]),
        ("Sales fell 5% to 150 million units.", ["150 million"]),
        ("销量下降5%至1.2亿台。", []),
        ("销量下降5%至1.5亿台。", ["1.5亿"]),
        ("Продажи упали на 5% до 150 млн штук.", ["150 млн"]),
    ],
)
def test_a_change_in_percent_and_the_count_it_reached_are_audited_apart(
    sentence: str, unsourced: list[str]
) -> None:
    """ "Sales fell 5% to 120 million units" was one figure, 5 million to 120 million
    percent, which no claim backed though both of its figures were sourced."""
    found = Auditor(_SALES).audit_text(sentence, "page.md")
    assert [f.text for f in found if f.rule == "unsourced-number"] == unsourced


_MARGIN = [
    claim("margin-23.5", "confirmed", 23.5, unit="percent"),
    claim("margin-up-1.8pp", "confirmed", 1.8, unit="percent"),
]


@pytest.mark.parametrize(
    ("sentence", "unsourced"),
    [
        ("Operating margin widened by 1.8 percentage points to 23.5%.", []),
        ("Operating margin widened by 2.8 percentage points to 23.5%.", ["2.8 percentage points"]),
        ("A 2.8-percentage-point gain lifted the margin to 23.5%.", ["2.8-percentage-point"]),
        ("Операционная маржа выросла на 1,8 процентного пункта, до 23,5%.", []),
        (
            "Операционная маржа выросла на 2,8 процентного пункта, до 23,5%.",
            ["2,8 процентного пункта"],
        ),
        ("Маржа выросла на 2,8 п.п. до 23,5%.", ["2,8 п.п"]),
        ("Маржа выросла на 5 процентных пунктов.", ["5 процентных пунктов"]),
        ("营业利润率提高1.8个百分点，至23.5%。", []),
        ("营业利润率提高2.8个百分点，至23.5%。", ["2.8个百分点"]),
    ],
)
def test_a_figure_in_percentage_points_is_audited_as_a_percent(
    sentence: str, unsourced: list[str]
) -> None:
    """An earnings report's "widened by 2.8 percentage points" (the release said 1.8) was a
    bare 2.8, below unitless-min, and no finding, nor "на 2,8 процентного пункта" or "2,8
    п.п.", where 2.8个百分点 was read as a percent and reported."""
    findings = Auditor(_MARGIN).audit_text(sentence, "page.md")
    assert [(f.rule, f.text) for f in findings] == [("unsourced-number", u) for u in unsourced]


_RATE_CUT = [claim("rate-cut-1.8", "confirmed", 1.8, unit="percent")]


@pytest.mark.parametrize(
    ("sentence", "unsourced"),
    [
        ("The central bank cut its rate by 180 basis points.", []),
        ("The central bank cut its rate by 190 basis points.", ["190 basis points"]),
        # "bps" and 基点 where a rate is named (bits per second and a site counted as often)
        ("The central bank cut its rate by 190 bps.", ["190 bps"]),
        ("The central bank cut its rate by 180 bps.", []),
        ("A 190-basis-point cut surprised the market.", ["190-basis-point"]),
        ("The central bank cut its rate by about 200 basis points.", ["200 basis points"]),
        ("Банк России снизил ставку на 180 базисных пунктов.", []),
        ("Банк России снизил ставку на 190 базисных пунктов.", ["190 базисных пунктов"]),
        ("Банк России снизил ставку на 190 б.п.", ["190 б.п"]),
        ("央行下调190个基点。", ["190个基点"]),
        ("央行下调180个基点。", []),
        # ... elsewhere a bare figure, below unitless-min
        ("该公司在全国设立了5个基点。", []),
    ],
)
def test_a_figure_in_basis_points_is_audited_as_hundredths_of_a_percent(
    sentence: str, unsourced: list[str]
) -> None:
    """A report's "cut its rate by 190 basis points" (the decision was 1.8 percentage
    points) was a bare 190, below unitless-min, and no finding, and so were "190 bps" and
    190个基点 after a rate; 180 basis points is 1.8 percent to its last digit, and "about
    200" is 190 to 210."""
    findings = Auditor(_RATE_CUT).audit_text(sentence, "page.md")
    assert [(f.rule, f.text) for f in findings] == [("unsourced-number", u) for u in unsourced]


def test_a_rate_in_bits_per_second_is_no_basis_point() -> None:
    """ "9600 bps", a serial port's bits per second, read as 9600 basis points, 96
    percent, which a claim of 96 percent backed; it is a bare 9600, as before bp."""
    claims = [claim("uptime-96", "confirmed", 96, unit="percent")]
    findings = Auditor(claims).audit_text("The serial port runs at 9600 bps.", "page.md")
    assert [(f.rule, f.text) for f in findings] == [("unsourced-number", "9600")]


def test_about_200_basis_points_rounds_to_a_claim_of_two_percent() -> None:
    claims = [claim("rate-cut-1.95", "confirmed", 1.95, unit="percent")]
    sentence = "The central bank cut its rate by about 200 basis points."
    assert Auditor(claims).audit_text(sentence, "page.md") == []


def test_a_claim_in_basis_points_backs_a_figure_in_percentage_points() -> None:
    claims = [claim("rate-cut-180bp", "confirmed", 180, unit="bp")]
    auditor = Auditor(claims)
    assert auditor.audit_text("The bank cut its rate by 1.8 percentage points.", "page.md") == []
    findings = auditor.audit_text("The bank cut its rate by 1.9 percentage points.", "page.md")
    assert [f.text for f in findings] == ["1.9 percentage points"]


_CAMERA_200MP = [claim("x7-camera-200mp", "confirmed", 200, unit="MP")]


@pytest.mark.parametrize(
    "sentence",
    [
        "The X7 main camera uses a 200-megapixel sensor.",
        "The X7 sensor has 200 megapixels.",
        "Основная камера X7 — 200 Мп.",
        "X7 主摄 200 兆像素。",
        "X7 主摄为 2 亿像素。",
        "X7 主摄为2亿像素，支持光学防抖。",
        "The X7 sensor has 200 MPix.",
        "Основная камера X7 — 200 мегапикс.",
    ],
)
def test_a_claim_of_megapixels_backs_them_in_any_language(sentence: str) -> None:
    """A claim of a 200 MP camera backed a bare 200 of anything ("200 Мп" read so), and no
    2 亿像素, a bare 2e8; the ledger refused MP."""
    from kb.audit import ClaimIndex

    (q,) = find_quantities(sentence)
    surface = sentence[q.start : q.end]
    backing = ClaimIndex(_CAMERA_200MP, 0.05).backing(q.low, q.high, q.unit, surface=surface)
    assert (q.unit, [c.id for c in backing]) == ("MP", ["x7-camera-200mp"])
    assert Auditor(_CAMERA_200MP).audit_text(sentence, "page.md") == []


@pytest.mark.parametrize(
    "sentence",
    [
        "The X7 has a 250-megapixel camera.",
        "Основная камера X7 — 250 Мп.",
        "X7 主摄为 2.5 亿像素。",
        "The X7 has a 250 MPx camera.",
        "Основная камера X7 — 250 мегапикс.",
    ],
)
def test_a_camera_s_other_pixel_count_is_found(sentence: str) -> None:
    """ "The X7 has a 250-megapixel camera." gave no finding against a claim of 200 MP: a bare
    250 no claim of a unit could back or contradict."""
    (found,) = Auditor(_CAMERA_200MP).audit_text(sentence, "page.md")
    assert (found.rule, found.unit) == ("unsourced-number", "MP")


_WSE3_COMPUTE = [claim("wse3-compute", "confirmed", 0.125, unit="EFLOPS")]


@pytest.mark.parametrize(
    "sentence",
    [
        "The WSE-3 reaches 125 PFLOPS of peak AI compute.",
        "The WSE-3 reaches 125 petaflops of peak AI compute.",
        "WSE-3 的峰值 AI 算力为 125 PFLOPS。",
        "WSE-3 的峰值AI算力为125PFLOPS。",
        "Пиковая производительность WSE-3 — 125 Пфлопс.",
        "Пиковая производительность WSE-3 — 125 петафлопс.",
    ],
)
def test_a_claim_in_flops_backs_compute_in_any_size_and_language(sentence: str) -> None:
    """ "125 PFLOPS" was a bare 125, which a claim of 125 tokens backed, and no claim could
    be stated in FLOPS; a claim of 0.125 EFLOPS backs it, and 130 PFLOPS is found."""
    assert Auditor(_WSE3_COMPUTE).audit_text(sentence, "page.md") == []
    (found,) = Auditor(_WSE3_COMPUTE).audit_text(sentence.replace("125", "130"), "page.md")
    assert (found.rule, found.unit) == ("unsourced-number", "PFLOPS")


@pytest.mark.parametrize(
    "sentence",
    [
        "The H100 delivers 989 TFLOPS of BF16 compute.",
        "H100 提供989 TFLOPS的BF16算力。",
        "H100 обеспечивает 989 терафлопс в BF16.",
    ],
)
def test_a_claim_without_a_unit_backs_no_compute(sentence: str) -> None:
    """A claim of 989 with no unit (or of 989 tokens) backed "989 TFLOPS", a bare 989."""
    for unit in (None, "token"):
        (found,) = Auditor([claim("h100", "confirmed", 989, unit=unit)]).audit_text(
            sentence, "page.md"
        )
        assert (found.rule, found.unit) == ("unsourced-number", "TFLOPS")


_SWITCH_30G = [claim("switch-30g", "confirmed", 30, unit="Gbit/s")]


@pytest.mark.parametrize(
    "sentence",
    [
        "The switch delivers 40 Gbps/W.",
        "The chip gives 40 Gbps per watt.",
        "Эффективность коммутатора — 40 Гбит/с на ватт.",
        "交换机能效为 40 Gbps/瓦。",
        "能效达到每瓦 40 Gbps。",
    ],
)
def test_a_bit_rate_per_watt_is_no_unsourced_bit_rate(sentence: str) -> None:
    """ "The switch delivers 40 Gbps/W." was told its 40 Gbit/s was unsourced, and a claim
    of 30 Gbit/s backed "30 Gbps/W": an efficiency is no rate (a bare figure now)."""
    assert Auditor(_SWITCH_30G).audit_text(sentence, "page.md") == []
    (q,) = find_quantities(sentence.replace("40", "30"))
    assert q.unit is None


@pytest.mark.parametrize(
    "sentence",
    [
        "The switch delivers 40 Gbps per port.",
        "Каждый канал даёт 40 Гбит/с/порт.",
        "每个端口 40 Gbps。",
    ],
)
def test_a_bit_rate_per_thing_counted_stays_a_bit_rate(sentence: str) -> None:
    """A port's rate is still a rate: 40 Gbit/s per port is found against a 30 Gbit/s claim."""
    (found,) = Auditor(_SWITCH_30G).audit_text(sentence, "page.md")
    assert (found.rule, found.unit) == ("unsourced-number", "Gbit/s")


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # the die's area, in any of its units and languages, backed by the claim in mm²
        ("The Jalapeño die measures 46,225 mm².", []),
        ("Площадь кристалла Jalapeño — 46 225 мм².", []),
        ("Jalapeño 芯片面积为46225平方毫米。", []),
        ("The Jalapeño die measures 462.25 cm².", []),
        ("The Jalapeño die measures 45,000 mm².", ["unsourced-number"]),
        # a length is no area, nor a bare figure of the claim's value
        ("The Jalapeño die measures 46,225 mm across.", ["unsourced-number"]),
    ],
)
def test_an_area_is_held_against_a_claim_in_square_millimetres(
    sentence: str, expected: list[str]
) -> None:
    die = claim("die", "confirmed", 46225.0, unit="mm²")
    assert [f.rule for f in Auditor([die]).audit_text(sentence, "page.md")] == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("The new route is 6,500 km long.", []),
        ("Длина трассы — 6500 км.", []),
        ("全程6500公里。", []),
        ("The new route is 6,500,000 metres long.", []),
        ("The new route is 7,500 km long.", ["unsourced-number"]),
    ],
)
def test_a_distance_is_held_against_a_claim_in_km_and_not_in_roubles(
    sentence: str, expected: list[str]
) -> None:
    """A claim in roubles of the figure's value backed a distance (6500 km was a bare
    6500)."""
    route = claim("route", "confirmed", 6500.0, unit="km")
    fare = claim("fare", "confirmed", 6500.0, unit="RUB")
    assert [f.rule for f in Auditor([route]).audit_text(sentence, "page.md")] == expected
    assert [f.rule for f in Auditor([fare]).audit_text(sentence, "page.md")] == ["unsourced-number"]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("The cable runs 4.5 miles under the bay.", []),
        ("Кабель проложен на 4,5 мили под заливом.", []),
        ("海底电缆长 4.5 英里。", []),
        ("The cable runs 7.24 km under the bay.", []),
        ("The 1,200-acre campus will draw 1.2 GW.", []),
        ("Кампус займёт 1200 акров.", []),
        ("园区占地 1200 英亩。", []),
        ("The trains run at 220 mph.", []),
        ("列车时速220英里。", []),
        ("The pier is 330 yards from the cable's landing.", []),
        ("The hall holds 50,000 cubic feet of air.", []),
        ("Зал вмещает 50 000 кубических футов воздуха.", []),
        # a figure no claim holds, which passed as a bare figure below 1000
        ("The cable runs 6 miles under the bay.", ["unsourced-number"]),
        ("The trains run at 250 mph.", ["unsourced-number"]),
        ("The 1,500-acre campus will draw 1.2 GW.", ["unsourced-number"]),
        ("The pier is 400 yards from the cable's landing.", ["unsourced-number"]),
        ("The hall holds 60,000 cubic feet of air.", ["unsourced-number"]),
    ],
)
def test_a_figure_in_miles_acres_or_mph_is_held_against_a_claim_in_km(
    sentence: str, expected: list[str]
) -> None:
    """A page's "4.5 miles" was a bare figure, never audited below 1000, and "1,200-acre" a
    bare 1200 that the campus's 4.86 km² could not back: a finding where a claim held it."""
    claims = [
        claim("cable", "confirmed", 7.242048, unit="km"),
        claim("campus", "confirmed", 4.856247, unit="km²"),
        claim("power", "confirmed", 1.2, unit="GW"),
        claim("trains", "confirmed", 354.05568, unit="km/h"),
        claim("pier", "confirmed", 301.752, unit="m"),
        claim("hall", "confirmed", 1415.8423296, unit="m³"),
    ]
    assert [f.rule for f in Auditor(claims).audit_text(sentence, "page.md")] == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("The Jalapeño chip is rated for 85 °C.", []),
        ("Кристалл Jalapeño рассчитан на 85 °С.", []),
        ("Jalapeño 芯片的额定温度为85℃。", []),
        ("It runs from −40 to 85 °C.", []),
        ("The Jalapeño chip is rated for 95 °C.", ["unsourced-number"]),
        # below zero is no figure the range holds as its upper end
        ("Jalapeño 芯片可在零下85摄氏度工作。", ["unsourced-number"]),
    ],
)
def test_a_temperature_is_held_against_a_claim_in_celsius(
    sentence: str, expected: list[str]
) -> None:
    """A bare figure below 1000 is not audited: "rated for 95 °C" passed."""
    rating = claim("rating", "confirmed", -40.0, 85.0, unit="°C")
    assert [f.rule for f in Auditor([rating]).audit_text(sentence, "page.md")] == expected


@pytest.mark.parametrize(
    "sentence",
    [
        "The Jalapeño chip is rated for 85 °C.",
        "Кристалл Jalapeño рассчитан на 85 градусов Цельсия.",
        "Jalapeño 芯片的额定温度为85℃。",
    ],
)
def test_a_temperature_is_not_backed_by_a_claim_of_its_value_in_another_unit(
    sentence: str,
) -> None:
    """85 °C was a bare 85, below 1000, which no rule audits (unitless-min)."""
    speed = claim("speed", "confirmed", 85.0, unit="token/s")
    assert [f.rule for f in Auditor([speed]).audit_text(sentence, "page.md")] == [
        "unsourced-number"
    ]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # 27 °C is 80.6 °F, which a page rounds to its degree or writes in full
        ("Cooling water enters at 81°F.", []),
        ("Cooling water enters at 80.6 °F.", []),
        ("Cooling water enters at about 80°F.", []),
        ("Охлаждающая вода поступает при 81 °F.", []),
        ("冷却水进水温度为华氏81度。", []),
        ("冷却水进水温度为81华氏度。", []),
        # the inlet's 105 °F, which the ledger states in °C as pint converts it
        ("The inlet may reach 105°F.", []),
        ("Cooling water enters at 82°F.", ["unsourced-number"]),
        ("The inlet may reach 107 degrees Fahrenheit.", ["unsourced-number"]),
        # an estimate stated as fact in another unit
        ("The room is kept at 72°F.", ["speculation-as-fact"]),
        # below zero: a claim of −15 °C (5 °F) backs no 15 °C
        ("The intake froze at 5°F below zero.", []),
        ("The intake froze at −15 °C.", []),
        ("The intake froze at 15 °C below zero.", []),
        ("The intake froze at 15 °C.", ["unsourced-number"]),
        # ... and a Russian or a Chinese weather's bare degree, in Celsius
        ("Ночью было 15 градусов мороза.", []),
        ("Температура воздуха упала до минус 15 градусов.", []),
        ("夜间气温零下15度。", []),
        ("Ночью было 16 градусов мороза.", ["unsourced-number"]),
    ],
)
def test_a_temperature_in_fahrenheit_is_held_against_a_claim_in_celsius(
    sentence: str, expected: list[str]
) -> None:
    """ "81°F" was a bare 81 that no claim in °C could back, and "107 degrees Fahrenheit" a
    bare figure below 1000, never audited, as "16 градусов мороза" was."""
    claims = [
        claim("cooling", "confirmed", 27.0, unit="°C"),
        claim("inlet", "confirmed", 40.55555556, unit="°C"),
        claim("room", "estimate", 22.2, unit="°C"),
        claim("intake", "confirmed", -15.0, unit="°C"),
        claim("frost", "confirmed", -20.5555556, unit="°C"),
    ]
    assert [f.rule for f in Auditor(claims).audit_text(sentence, "page.md")] == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a drink's ounce is a fluid ounce, 29.6 mL: 12 of them a can's 355 mL
        ("A 12-ounce can of soda has 140 calories.", []),
        ("The can holds 12 fl oz.", []),
        ("В банке 12 жидких унций.", []),
        ("一罐12盎司的可乐。", []),
        ("A 13-ounce can of soda has 150 calories.", ["unsourced-number"]),
        # ... gold's a troy ounce, 31.1 g
        ("The mine produced 1.2 million ounces of gold.", []),
        ("Рудник добыл 1,2 млн унций золота.", []),
        ("该矿黄金产量为120万盎司。", []),
        ("The mine produced 1.3 million ounces of gold.", ["unsourced-number"]),
        # ... a bag's a pound's sixteenth
        ("The bag weighs 16 ounces.", []),
        ("Пакет весит 16 унций.", []),
        ("The bag weighs 17 ounces.", ["unsourced-number"]),
        # a builder's yard is a cubic yard, 0.76 m³
        ("We poured 10 yards of concrete.", []),
        ("We poured 10 cubic yards of concrete.", []),
        ("We poured 12 yards of concrete.", ["unsourced-number"]),
    ],
)
def test_an_ounce_and_a_yard_are_held_against_a_claim_of_what_they_measure(
    sentence: str, expected: list[str]
) -> None:
    """Each was a bare figure below 1000, never audited, or none a claim could back
    ("1.2 million ounces" a bare million), and "10 yards of concrete" no figure at all."""
    claims = [
        claim("can", "confirmed", 355.0, unit="mL"),
        claim("gold", "confirmed", 1.2e6, unit="ozt"),
        claim("bag", "confirmed", 1.0, unit="lb"),
        claim("pour", "confirmed", 7.65, unit="m³"),
    ]
    assert [f.rule for f in Auditor(claims).audit_text(sentence, "page.md")] == expected


@pytest.mark.parametrize(
    ("page", "expected"),
    [
        (
            "| Mine | Ore milled (t) | Gold produced (oz) |\n|---|---|---|\n"
            "| Red Lake | 410,000 | 68,900 |\n",
            [],
        ),
        (
            "| Рудник | Руда, т | Золото, унций |\n|---|---|---|\n"
            "| Северный | 410 000 | 68 900 |\n",
            [],
        ),
        (
            "| 矿山 | 处理矿石（吨） | 产金（盎司） |\n|---|---|---|\n"
            "| 北山金矿 | 410000 | 68900 |\n",
            [],
        ),
        (
            "| Mine | Ore milled (t) | Gold produced (oz) |\n|---|---|---|\n"
            "| Red Lake | 410,000 | 69,900 |\n",
            [("unsourced-number", "69,900")],
        ),
        ("| 项目 | 黄金（盎司） |\n|---|---|\n| 产量 | 68900 |\n", []),
        # ... a can's fluid ounces, 355 mL (a third review's)
        ("| Напиток | Пиво, унций |\n|---|---|\n| Малый | 12 |\n", []),
        ("| 饮品 | 可乐（盎司） |\n|---|---|\n| 中杯 | 12 |\n", []),
        # ... not a t-statistic's column, headed t alone, nor a trillion (3.82 was 3.82e12,
        # at the base too)
        ("| Variable | t |\n|---|---|\n| Price | 3.82 |\n", []),
    ],
)
def test_a_column_s_tonnes_and_ounces_are_what_its_header_names(
    page: str, expected: list[tuple[str, str]]
) -> None:
    """ "(t)" and "t" read a trillion (410,000 was 4.1e17, at the base too), and "Gold
    produced (oz)" ounces no claim in troy ounces could back."""
    claims = [
        claim("ore", "confirmed", 410000.0, unit="t"),
        claim("gold", "confirmed", 68900.0, unit="ozt"),
        claim("can", "confirmed", 355.0, unit="mL"),
    ]
    found = Auditor(claims).audit_text(page, "page.md")
    assert [(f.rule, f.text) for f in found] == expected
