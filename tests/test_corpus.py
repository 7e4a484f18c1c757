"""The shipped ledger (claims/ and sources/) covers both source documents.

These tests read the real ledger of the project, not a synthetic one: they fail when a
claim loses its citation, a number of a source is left without a claim or an Ignore
span, or a key fact changes its value, status or agent.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path

import pytest

from kb.check import weakness
from kb.graph import BASIS_RELATIONS
from kb.ledger_reader import read_ledger
from kb.quantities import find_quantities
from kb.records import ClaimRecord, Ledger
from kb.status import ALLOWED

ROOT = Path(__file__).resolve().parents[1]
ZH, RU = "sol-zh", "sol-ru"


@cache
def ledger() -> Ledger:
    return read_ledger(ROOT)


def claims() -> dict[str, ClaimRecord]:
    return {claim.id: claim for claim in ledger().claims()}


def text(source_id: str) -> str:
    return next(source.text for source in ledger().sources if source.id == source_id)


def claim_citing(source_id: str, fragment: str) -> ClaimRecord:
    """The one claim whose citation in source_id contains fragment."""
    found = {
        claim.id: claim
        for claim in ledger().claims()
        for citation in claim.citations
        if citation.source == source_id and fragment in citation.quote
    }
    assert len(found) == 1, f"{fragment!r} in {source_id}: cited by {sorted(found) or 'no claim'}"
    return next(iter(found.values()))


def claim_quoting(source_id: str, quote: str) -> list[ClaimRecord]:
    """The claims with a citation in source_id whose quote is exactly quote."""
    return [
        claim
        for claim in ledger().claims()
        if any(c.source == source_id and c.quote == quote for c in claim.citations)
    ]


def covered(source_id: str) -> list[tuple[int, int]]:
    """Spans of source_id inside a citation or an Ignore span."""
    spans = [
        (c.start, c.end)
        for claim in ledger().claims()
        for c in claim.citations
        if c.source == source_id
    ]
    spans += [(i.start, i.end) for f in ledger().files for i in f.ignores if i.source == source_id]
    return spans


def uncovered(source_id: str, found: Iterable[tuple[int, int]]) -> list[str]:
    """The found spans not inside one citation or Ignore span, as 'line N: text in context'."""
    body, spans = text(source_id), covered(source_id)
    messages = []
    for start, end in found:
        if not any(a <= start and end <= b for a, b in spans):
            line = body.count("\n", 0, start) + 1
            context = body[max(0, start - 25) : end + 25].replace("\n", "⏎")
            messages.append(f"{source_id} line {line}: {body[start:end]!r} in …{context}…")
    return messages


# --------------------------------------------------------------------------- (a), (b)


def test_the_ledger_loads_with_both_sources() -> None:
    assert {source.id for source in ledger().sources} == {ZH, RU}
    assert len(ledger().claims()) > 100
    assert [f.path for f in ledger().files][:2] == [
        "claims/01-introduction.toml",
        "claims/02-model-size.toml",
    ]


def test_every_quote_is_the_source_text_at_its_offsets() -> None:
    spans = [(c.id, x) for c in ledger().claims() for x in c.citations]
    spans += [("ignore", x) for f in ledger().files for x in f.ignores]
    wrong = [
        f"{owner}: {x.source}[{x.start}:{x.end}] != {x.quote[:30]!r}"
        for owner, x in spans
        if text(x.source)[x.start : x.end] != x.quote or x.start >= x.end
    ]
    assert not wrong, "\n".join(wrong)


# --------------------------------------------------------------------------- (c)

# Digits in model and product names are not numbers of a statement.
NAME = re.compile(r"\b(?:GPT|gpt|K|NVL|WSE|H)-?\d+(?:\.\d+)?\b")
# "several trillion", "multi-trillion" (多万亿) name no number that a value could hold.
VAGUE = re.compile(r"\b(?:several|multi-)\s*(?:trillion|billion|million)\b", re.IGNORECASE)
NUMBER = re.compile(
    r"\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty"
    r"|forty|fifty|hundred|thousand|million|billion|trillion)\b",
    re.IGNORECASE,
)


def test_every_claim_has_status_agent_citation_and_value_for_its_number() -> None:
    problems = []
    agents = {a.name for f in ledger().files for a in f.agents}
    for claim in ledger().claims():
        if claim.status not in ALLOWED:
            problems.append(f"{claim.id}: status {claim.status!r}")
        if not claim.attributed_to or not set(claim.attributed_to) <= agents:
            problems.append(f"{claim.id}: agents {claim.attributed_to}")
        if not claim.citations and claim.status != "assumption":
            problems.append(f"{claim.id}: no citation")
        if NUMBER.search(VAGUE.sub("", NAME.sub("", claim.statement))) and (
            claim.low is None or claim.unit is None
        ):
            problems.append(f"{claim.id}: states a number but has no value: {claim.statement}")
    assert not problems, "\n".join(problems)


def test_every_value_is_a_number_its_citations_state() -> None:
    """A value is read from the source, not invented: a cited quantity overlaps it."""
    problems = []
    for claim in ledger().claims():
        if claim.low is None or claim.high is None or not claim.citations:
            continue  # an assumption names its value without a source
        read = [q for c in claim.citations for q in find_quantities(c.quote)]
        if not any(q.low <= claim.high and claim.low <= q.high for q in read):
            seen = [(q.low, q.high, q.unit) for q in read]
            problems.append(
                f"{claim.id}: {claim.low}..{claim.high} {claim.unit}, quotes say {seen}"
            )
    assert not problems, "\n".join(problems)


# --------------------------------------------------------------------------- (d)


@pytest.mark.parametrize("source_id", [ZH, RU])
def test_every_quantity_of_the_sources_is_cited_or_ignored(source_id: str) -> None:
    found = [(q.start, q.end) for q in find_quantities(text(source_id))]
    assert len(found) > 40
    missing = uncovered(source_id, found)
    assert not missing, "numbers with no claim and no Ignore span:\n" + "\n".join(missing)


# A wider net than kb.quantities: every digit outside a URL or a product name, every
# Chinese numeral character (一 in 一些 too) and every Russian number word.
URL = re.compile(r"https?://[^\s)]+")
DIGITS = re.compile(r"(?<![A-Za-z\d.-])(?<![A-Za-z]-)\d+(?:[.,]\d+)*")
CHINESE = re.compile(r"[〇零一二三四五六七八九十百千万亿两]+")
RUSSIAN = re.compile(
    r"\b(?:од(?:ин|на|но|ного|ной|ному|ну|ним|ном)|дв(?:а|е|ух|ум|умя)|тр(?:и|ех|ёх|ем|ём)"
    r"|четыр\w*|пят\w*|шест\w*|сем[ьи]|восем\w*|девят\w*|десят\w*|сто|сот\w*|тысяч\w*"
    r"|миллион\w*|миллиард\w*|триллион\w*|полтор\w*)\b",
    re.IGNORECASE,
)


@pytest.mark.parametrize("source_id", [ZH, RU])
def test_every_numeral_of_the_sources_is_cited_or_ignored(source_id: str) -> None:
    body = text(source_id)
    urls = [m.span() for m in URL.finditer(body)]
    found = [
        m.span()
        for pattern in (DIGITS, CHINESE, RUSSIAN)
        for m in pattern.finditer(body)
        if not any(a <= m.start() < b for a, b in urls)
    ]
    assert len(found) > 50
    missing = uncovered(source_id, found)
    assert not missing, "numerals with no claim and no Ignore span:\n" + "\n".join(missing)


# What may stay outside every citation: headings, FAQ questions, list lead-ins, the stray
# word 参数 (an image label left in both documents) and "и т. д." (etc.).
NOT_CLAIMS = {
    ZH: {
        "引言",
        "模型规模问题",
        "他的分析认为GPT-5.6 Sol可能具有以下特征",
        "KV缓存为何成为关键约束",
        "原文探讨的可能性包括",
        "注意力机制与前馈网络计算能否分离？",
        "参数",
        "Kimi K2.6 的先例",
        "GPT-5.6 Sol 与有限的高速率接入",
        "Jalapeño：OpenAI 定制推理芯片",
        "已确认的要点包括",
        "OpenAI 全栈基础设施战略",
        "结果形成反馈循环",
        "哪些是已确认的，哪些仍属推测？",
        "官方来源已确认",
        "尚未公开确认",
        "常见问题解答",
        "什么是 GPT-5.6 Sol？",
        "为什么 KV 缓存大小对晶圆级推理如此重要？",
        "Cerebras 是否比 GPU 集群更快？",
        "OpenAI 的 Jalapeño 芯片是什么？",
        "开发者能否通过 API 访问 GPT-5.6 Sol？",
        "相关工具",
        "相关链接",
        "总结",
    },
    RU: {
        "и теория многовейферного развертывания",  # the rest of the title
        "Введение",
        "Вопрос о размере модели",
        "В его анализе предполагалось, что GPT-5.6 Sol может иметь",
        "и т. д",
        "Почему KV-кэш становится критическим ограничением",
        "Возможности, обсуждаемые в источнике, включают",
        "Можно ли разделить вычисления внимания и FFN?",
        "参数",
        "Kimi K2.6的先例",
        "GPT-5.6 Sol与有限的高速访问",
        "Jalapeño: собственный чип вывода OpenAI",
        "Уже подтверждены несколько моментов",
        "Стратегия инфраструктуры полного цикла OpenAI",
        "Результатом является петля обратной связи",
        "Что подтверждено, а что остаётся предположением?",
        "Подтверждено официальными источниками",
        "Не подтверждено публично",
        "Часто задаваемые вопросы",
        "Что такое GPT-5.6 Sol?",
        "Почему размер KV-кеша важен для вывода на платарных системах?",
        "Быстрее ли Cerebras, чем кластер GPU?",
        "Что такое чип Jalapeño от OpenAI?",
        "Могут ли разработчики получить доступ к GPT-5.6 Sol через API?",
        "Связанные инструменты",
        "Связанные ссылки",
        "Резюме",
    },
}
IMAGE_URL = re.compile(r"\]\(https?://[^)]*\)")


@pytest.mark.parametrize("source_id", [ZH, RU])
def test_every_statement_of_the_sources_is_cited(source_id: str) -> None:
    """Outside citations and Ignore spans only headings and lead-ins remain."""
    body = text(source_id)
    inside = [False] * len(body)
    for start, end in covered(source_id):
        inside[start:end] = [True] * (end - start)
    rest = "".join(ch if not inside[i] else "\0" for i, ch in enumerate(body))
    left = [
        fragment.strip(" •-，,。.：:;；、")
        for piece in IMAGE_URL.sub("", rest).split("\0")
        for fragment in piece.split("\n")
    ]
    statements = sorted({f for f in left if f} - NOT_CLAIMS[source_id])
    assert not statements, "text cited by no claim:\n" + "\n".join(statements)


def test_list_markers_headings_and_the_advert_are_ignored() -> None:
    ignored = {(i.source, i.quote) for f in ledger().files for i in f.ignores}
    assert (ZH, "几分钟搭建展示站并增长获客") in ignored
    assert (ZH, "GPT-5.6 Sol能否横跨70至100片晶圆？") in ignored
    assert (RU, "Может ли GPT-5.6 Sol занимать от 70 до 100 пластин?") in ignored
    assert (ZH, "5. ") in ignored and (RU, "5. ") in ignored
    # an advert is never a claim
    assert not any("We0" in c.quote for claim in ledger().claims() for c in claim.citations)


# --------------------------------------------------------------------------- (e)


def test_750_tokens_per_second_is_confirmed_by_openai_in_both_documents() -> None:
    claim = claims()["sol-speed-750"]
    assert (claim.status, claim.low, claim.high, claim.unit) == ("confirmed", 750, 750, "token/s")
    assert claim.attributed_to == ["OpenAI"]
    assert (
        claim_citing(ZH, "OpenAI表示，GPT-5.6 Sol可以在Cerebras基础设施上以高达每秒750个Token")
        is claim
    )
    assert claim_citing(RU, "OpenAI заявила, что GPT-5.6 Sol может работать") is claim
    # the FAQ, the confirmed list and the summary repeat it: citations, not new claims
    assert claim_citing(ZH, "已确认的突破是每秒750个token") is claim
    assert claim_citing(RU, "Подтверждённый прорыв: пограничный вывод со скоростью 750") is claim
    assert len([c for c in claim.citations if c.source == ZH]) >= 4


def test_the_context_window_is_confirmed_at_1_05_million_tokens() -> None:
    claim = claim_citing(ZH, "105万token的上下文窗口")
    assert claim is claim_citing(RU, "с контекстным окном в 1 050 000 токенов")
    assert (claim.status, claim.low, claim.high, claim.unit) == (
        "confirmed",
        1.05e6,
        1.05e6,
        "token",
    )
    output = claim_citing(ZH, "以及最多12.8万输出token")
    assert (output.status, output.low, output.unit) == ("confirmed", 128_000, "token")


def test_goodson_estimates_two_to_four_trillion_parameters() -> None:
    claim = claim_citing(ZH, "总参数量约2万亿至4万亿")
    assert claim is claim_citing(RU, "Примерно от 2 до 4 триллионов параметров")
    assert (claim.status, claim.low, claim.high, claim.unit) == (
        "estimate",
        2e12,
        4e12,
        "parameter",
    )
    assert claim.attributed_to == ["Bleys Goodson"]
    active = claim_citing(ZH, "每个token的激活参数量约1500亿")
    assert active is claim_citing(RU, "Около 150 миллиардов активных параметров")
    assert (active.status, active.low, active.unit) == ("estimate", 1.5e11, "parameter")


def test_the_wafer_estimates_are_derived_from_the_parameter_estimates() -> None:
    wafers = claim_citing(RU, "Развёртывание на от 70 до 100 систем Cerebras")
    assert wafers is claim_citing(ZH, "跨越70到100个晶圆级系统")  # the introduction's
    assert (wafers.status, wafers.low, wafers.high, wafers.unit) == ("estimate", 70, 100, "wafer")
    assert "Bleys Goodson" in wafers.attributed_to
    rests_on = {(link.relation, link.claim) for link in wafers.links}
    assert ("derived-from", claim_citing(ZH, "总参数量约2万亿至4万亿").id) in rests_on
    assert any(relation == "assumes" for relation, _ in rests_on)
    tokenomics = claim_citing(RU, "требующую около 70 пластинчатых систем")
    assert (tokenomics.status, tokenomics.low, tokenomics.unit) == ("estimate", 70, "wafer")
    # the introduction's "about three trillion" and the tokenomics model's input: one claim
    three_trillion = claim_citing(ZH, "关于该模型包含约三万亿个参数")
    assert claim_quoting(ZH, "该模型被设定为拥有3万亿参数的系统") == [three_trillion]
    assert claim_quoting(
        RU, "которая моделирует GPT-5.6 Sol как систему с тремя триллионами параметров"
    ) == [three_trillion]
    assert (three_trillion.status, three_trillion.low) == ("estimate", 3e12)
    assert ("derived-from", three_trillion.id) in {(k.relation, k.claim) for k in tokenomics.links}


def test_the_caption_figures_are_disputed_and_linked_to_what_contradicts_them() -> None:
    params = claim_citing(RU, "5.6 Sol имеет 386 миллионов параметров")
    assert (params.status, params.low, params.unit) == ("disputed", 3.86e8, "parameter")
    assert params.attributed_to == ["image caption (sol-ru)"]
    targets = {link.claim for link in params.links if link.relation == "contradicts"}
    assert claim_citing(ZH, "总参数量约2万亿至4万亿").id in targets

    length = claim_citing(RU, "максимальная поддерживаемая длина контента составляет 9200")
    assert (length.status, length.low, length.unit) == ("disputed", 9200, "token")
    context = claim_citing(ZH, "105万token的上下文窗口")
    assert ("contradicts", context.id) in {(k.relation, k.claim) for k in length.links}

    # garbled caption text is quoted as it stands
    garbled = claim_quoting(
        RU, "На чипе Cerebras может поместиться только 1001 процессор модели 700–900b"
    )
    assert {(c.low, c.high, c.unit) for c in garbled} == {
        (1001, 1001, "processor"),
        (7e11, 9e11, "parameter"),
    }
    assert {c.status for c in garbled} == {"disputed"}
    processors = next(c for c in garbled if c.unit == "processor")
    size = next(c for c in garbled if c.unit == "parameter")
    # the processor count is of the disputed size's model: it rests on it, and falls with it
    assert ("assumes", size.id) in {(k.relation, k.claim) for k in processors.links}


def test_contradicts_links_go_from_the_disputed_claim_to_the_stronger_one() -> None:
    """A claim is disputed because a claim contradicts it, or because it rests on one
    that is disputed (kb check's rule 4: then it is disputed or retracted too)."""
    every = claims()
    problems = []
    for claim in every.values():
        contradicted = [k.claim for k in claim.links if k.relation == "contradicts"]
        fallen = [
            k.claim
            for k in claim.links
            if k.relation in BASIS_RELATIONS and every[k.claim].status == "disputed"
        ]
        if claim.status == "disputed" and not contradicted and not fallen:
            problems.append(f"{claim.id}: disputed without a contradicts link")
        for target in contradicted:
            if claim.status != "disputed" or every[target].status == "disputed":
                problems.append(f"{claim.id} ({claim.status}) contradicts {target}")
    assert not problems, "\n".join(problems)


def test_no_claim_is_stronger_than_what_it_rests_on() -> None:
    every = claims()
    problems = [
        f"{claim.id}: {why}"
        for claim in every.values()
        for link in claim.links
        if link.relation in BASIS_RELATIONS and (why := weakness(claim, every[link.claim]))
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("zh", "ru"),
    [
        ("OpenAI 在 2026 年 1 月的合作公告中表示", "Объявление OpenAI о выделении 750 МВт"),
        ("首款芯片从初始设计到制造流片仅用九个月", "за девять месяцев"),
        ("Peter Gostev总结了核心难题", "Питер Гостев описал основную загадку"),
        ("开发者 John Lam 提出", "开发者John Lam提出"),  # the Chinese middle of sol-ru
        ("其服务速度接近每秒 1000 个 token", "почти 1000 токенов в секунду"),
        ("2026 年 6 月，OpenAI 与博通正式发布了 Jalapeño", "В июне 2026 года OpenAI и Broadcom"),
        ("是否部署在恰好70到100个晶圆上", "Развёртывание на 70–100 пластинах"),
        ("GPT-5.6 Sol 是该系列中的前沿模型。", "GPT-5.6 Sol — это передовая модель"),
    ],
)
def test_one_statement_is_one_claim_cited_in_both_documents(zh: str, ru: str) -> None:
    claim = claim_citing(ZH, zh)
    assert claim is claim_citing(RU, ru)
    assert {c.source for c in claim.citations} == {ZH, RU}


def test_the_partnership_is_750_megawatts_announced_by_openai() -> None:
    claim = claim_citing(ZH, "该公司计划增加 750 兆瓦的超低延迟 Cerebras 算力")
    assert (claim.status, claim.low, claim.unit, claim.attributed_to) == (
        "confirmed",
        750,
        "MW",
        ["OpenAI"],
    )


def test_kimi_k26_is_served_by_cerebras_near_1000_tokens_per_second() -> None:
    claim = claim_citing(ZH, "其服务速度接近每秒 1000 个 token")
    assert (claim.status, claim.low, claim.unit) == ("confirmed", 1000, "token/s")
    assert claim.attributed_to == ["Cerebras"]
    plausible = claim_citing(ZH, "这使得大规模多晶圆 GPT-5.6 部署成为可能")
    assert ("derived-from", claim.id) in {(k.relation, k.claim) for k in plausible.links}


def test_theories_are_speculation_and_unconfirmed_points_are_recorded() -> None:
    assert claim_citing(ZH, "或将一个网络层分配到一个晶圆上的估计").status == "speculation"
    lam = claim_citing(ZH, "开发者 John Lam 提出")
    assert (lam.status, lam.attributed_to) == ("speculation", ["John Lam"])
    assert claim_citing(ZH, "由此推测，GPT-5.6 Sol可能采用了针对低缓存需求设计的架构").status == (
        "speculation"
    )
    for zh, ru in [
        ("GPT-5.6 Sol 的总参数量", "Общее количество параметров GPT-5.6 Sol"),
        ("是否使用类似 DeepSeek 的缓存技术", "Использование методов кеширования в стиле DeepSeek"),
    ]:
        claim = claim_citing(ZH, zh)
        assert claim is claim_citing(RU, ru)
        assert (claim.status, claim.attributed_to) == ("reported", ["the article"])
