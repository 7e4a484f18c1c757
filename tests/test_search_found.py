"""Where kb search says it found the words a claim's row does not show."""

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kb.ledger_reader import read_ledger
from kb.records import ClaimRecord
from kb.search_found import Found, _folded, found_in
from kb.search_text import fold_phrase, search_terms
from tests.conftest import ROOT

LEDGER = read_ledger(ROOT)
CLAIMS = {claim.id: claim for claim in LEDGER.claims()}
ALIASES = {agent.name: agent.aliases for file in LEDGER.files for agent in file.agents}


def found(claim_id: str, typed: str) -> list[Found]:
    return found_in(CLAIMS[claim_id], search_terms(typed), ALIASES)


def noted(note: str, subject: str = "Sol") -> ClaimRecord:
    """A claim of ``subject`` whose statement holds none of the words searched, with a note."""
    return ClaimRecord(
        id="x", statement="Sol is fast.", subject=subject, status="reported", note=note
    )


@pytest.mark.parametrize(
    ("claim_id", "typed", "expected"),
    [
        # a Chinese word found in an English claim: its Chinese quote says where
        ("sol-wafers-70-100", "晶圆", [Found("quote", "sol-zh", "跨越70到100个晶圆级系统")]),
        (
            "sol-params-3t",
            "триллиона параметров",  # another form than the quote's, cut at a space
            [Found("quote", "sol-ru", "…модель содержит примерно три триллиона параметров")],
        ),
        # the agent's name as the Russian rendering writes it
        ("goodson-params-2t-4t", "Гудсон", [Found("other name", None, "Блейс Гудсон")]),
        (
            "tokenomics-wafers-70",
            "тремя",
            [Found("quote", "sol-ru", "…GPT-5.6 Sol как систему с тремя триллионами параметров,…")],
        ),
        # a scale word alone is a word: the estimate of 2 to 4 trillion, in Russian
        (
            "goodson-params-2t-4t",
            "триллион параметров",
            [Found("quote", "sol-ru", "Примерно от 2 до 4 триллионов параметров в целом")],
        ),
        # a number typed with spaces between its groups, as Russian writes it
        (
            "caption-sol-max-length-9200",
            "1 050 000",
            [Found("note", None, "…gives a context window of 1,050,000 tokens and up to 128,000…")],
        ),
    ],
)
def test_a_word_the_row_does_not_show_is_told_where_it_stands(
    claim_id: str, typed: str, expected: list[Found]
) -> None:
    assert found(claim_id, typed) == expected


def test_a_word_is_told_where_it_begins_a_word_not_where_another_holds_it() -> None:
    # sources/002: "в одном направлении" holds ии 32 characters before the word ИИ
    excerpt = "…следующий скачок в развитии ИИ все чаще будет достигаться за…"
    assert found("codesign-next-leap", "ИИ") == [Found("quote", "sol-ru", excerpt)]
    # the row shows OpenAI (its agent), not the word AI, which sources/000 writes right
    # after a Chinese character
    note = (
        "它解释了哪些内容已得到确认，哪些仍属于合理的工程理论，"
        "以及为什么GPT-5.6与晶圆级推理的结合对实时AI如此重要。"
    )
    claim = replace(CLAIMS["sol-speed-750"], note=note)
    excerpt = "…PT-5.6与晶圆级推理的结合对实时AI如此重要。"
    assert found_in(claim, search_terms("ai"), ALIASES) == [Found("note", None, excerpt)]
    # "Точная конструкция неизвестна." holds no word веса
    assert found_in(noted("Точная конструкция неизвестна."), search_terms("веса"), {}) == []


def test_a_word_the_row_shows_needs_no_excerpt() -> None:
    # in the statement, the id or an agent's name: the row already shows it
    assert found("sol-params-3t", "trillion") == []
    assert found("sol-params-3t", "params") == []
    assert found("goodson-params-2t-4t", "Goodson") == []
    # of two words, only the one the row does not show
    assert found("sol-wafers-70-100", "wafer 晶圆") == found("sol-wafers-70-100", "晶圆")


def test_an_excerpt_cuts_no_id_inside_a_word() -> None:
    claim = noted("Read with the 750 token/s of claim sol-speed-750 and goodson-params-2t-4t too.")
    (note,) = found_in(claim, search_terms("read"), {})
    assert note.excerpt == "Read with the 750 token/s of claim…"
    (note,) = found_in(claim, search_terms("too"), {})
    assert note.excerpt == "…and goodson-params-2t-4t too."


def test_each_part_is_told_once_with_its_first_word() -> None:
    # 晶圆 and 系统 are both in sol-zh's quote: one excerpt, around the first
    assert found("sol-wafers-70-100", "系统 晶圆") == [
        Found("quote", "sol-zh", "跨越70到100个晶圆级系统")
    ]
    claim = noted(
        "Goodson counted the wafers first, and long after, with other sources, the layers."
    )
    (note,) = found_in(claim, search_terms("layers Goodson"), {})
    assert note.excerpt == "Goodson counted the wafers first, and…"
    # words in two quotes: each quote once, in ledger order
    places = found("sol-wafers-70-100", "晶圆 пластин")
    assert [(p.part, p.source) for p in places] == [("quote", "sol-zh"), ("quote", "sol-ru")]
    assert "пластин" in places[1].excerpt


def test_an_excerpt_is_one_line_and_cut_around_the_words() -> None:
    long_quote = CLAIMS["kimi-weights-across-wafers"]
    (place,) = found_in(long_quote, search_terms("晶圆"), ALIASES)
    assert "\n" not in place.excerpt and place.excerpt.startswith("…")
    assert "晶圆" in place.excerpt and len(place.excerpt) < 40  # 30 columns each side


# Chinese sets no spaces between words: an excerpt cut 30 columns from the words cut one
# ("…而激活信…" of 激活信息, "…性是可以理解的。" of 局限性) or kept a mark that closes what
# went before ("…。当请求…"); a mark of punctuation (，。；：、！？) or the quote's end a
# few characters from the cut is where it is cut.
@pytest.mark.parametrize(
    ("claim_id", "typed", "excerpt"),
    [
        ("kimi-weights-across-wafers", "权重", "该公司表示，模型权重可以分布在多个晶圆上，…"),
        (
            "heterogeneous-inference-complexity",
            "激活",
            "…当请求跨越多种硬件时，调度、激活传输、故障处理和延迟控制都将变…",
        ),
        (
            "limited-rollout-understandable",
            "部署",
            "这种局限性是可以理解的。为每个模型副本部署数十个晶圆级系统的方案成本高昂，…",
        ),
    ],
)
def test_a_chinese_excerpt_is_cut_at_a_mark_of_punctuation_near_the_cut(
    claim_id: str, typed: str, excerpt: str
) -> None:
    assert found(claim_id, typed) == [Found("quote", "sol-zh", excerpt)]


def test_the_subject_and_the_note_are_where_a_word_may_be() -> None:
    claim = noted("Goodson counted the layers\nfrom the figure of the whole model.", "GPT-5.6 Sol")
    assert found_in(claim, search_terms("figure"), {}) == [
        Found("note", None, "…counted the layers from the figure of the whole model.")
    ]
    (subject,) = found_in(claim, search_terms("GPT"), {})
    assert str(subject) == "subject: GPT-5.6 Sol"


# sources/002's sentence, its groups of digits a space apart as it writes them, or a
# no-break one as Russian typesetting sets them
_CONTEXT_RU = (
    "В публичной документации OpenAI модель GPT-5.6 Sol описывается как флагманская модель "
    "семейства GPT-5.6, принимающая на вход текст и изображения, с контекстным окном в "
    "1 050 000 токенов и возможностью генерации до 128 000 токенов."
)


@pytest.mark.parametrize("space", [" ", "\u00a0", "\u202f"])
def test_a_number_typed_without_its_group_spaces_is_told_as_written(space: str) -> None:
    claim = noted(_CONTEXT_RU.replace("0 0", f"0{space}0").replace("1 0", f"1{space}0"))
    assert found_in(claim, search_terms("1050000"), {}) == [
        Found("note", None, "…с контекстным окном в 1 050 000 токенов и возможностью…")
    ]


# Letters folded to two (ß as ss, æ as ae) lengthen the folded text: a word after them
# is cut from the text as written, not from where the folded one holds it.
_FAR_NORTH = (
    "Æbleskiver, Straße, Œuvres, Łódź and Færøerne are all far from the data centre in "
    "Tromsø, which opens in May of the year after next."
)


@pytest.mark.parametrize(
    ("typed", "excerpt"),
    [
        ("tromso", "…far from the data centre in Tromsø, which opens in May of the…"),
        ("FAEROERNE", "…Straße, Œuvres, Łódź and Færøerne are all far from the data…"),
    ],
)
def test_a_word_typed_without_its_letters_is_told_as_written(typed: str, excerpt: str) -> None:
    assert found_in(noted(_FAR_NORTH), search_terms(typed), {}) == [Found("note", None, excerpt)]


def test_a_chinese_word_typed_in_the_other_script_is_told_as_written() -> None:
    # sources/000's sentence as a page in Traditional characters writes it
    note = (
        "關於該模型包含約三萬億個參數、跨越70到100個晶圓級系統，或將一個網絡層分配到一個晶圓上"
        "的估計，均來自外部技術分析，而非OpenAI發佈的規格說明。"
    )
    excerpt = "關於該模型包含約三萬億個參數、跨越70到100個晶圓級系統，…"
    assert found_in(noted(note), search_terms("参数"), {}) == [Found("note", None, excerpt)]


@pytest.mark.parametrize(
    ("typed", "written"),
    [("strasse", "Straße"), ("tromso", "Tromsø"), ("aeroskobing", "Ærøskøbing"), ("lodz", "Łódź")],
)
def test_a_letter_folded_to_another_maps_back_to_it(typed: str, written: str) -> None:
    text = "Die Straße nach Tromsø über Ærøskøbing und Łódź"
    folded, spans = _folded(text)
    at = folded.index(typed)
    assert text[spans[at][0] : spans[at + len(typed) - 1][1]] == written


@given(
    st.text(alphabet="ﾊﾟｶﾞ가\u1100\u1161 -\n缓存７５０ＫＶ「」")
    | st.text(alphabet="aиñEÈ\u0306\u0303\u0300Ёё -\n７５０ＫＶ«»“”\u00a0\u202f01")
    | st.text(alphabet="oøØæÆßẞœıİ\u0301 -")
    | st.text(alphabet="乾隆著作頭髮後裡於隻參數晶圓干发 -\n")
)
def test_the_folded_text_maps_back_to_what_was_written(text: str) -> None:
    # the characters that fold together (half-width kana and their marks, Hangul jamo, a
    # letter and its combining mark, ø and an acute) and apart (full-width forms, quotes,
    # spaces, ß and æ: ss and ae), and Traditional Chinese that OpenCC converts by the
    # phrase (乾隆 stays, 乾 alone is 干)
    folded, spans = _folded(text)
    assert folded == fold_phrase(text)
    assert all(0 <= start < end <= len(text) for start, end in spans)


@given(st.text())
def test_any_text_maps_back_to_spans_of_what_was_written(text: str) -> None:
    # marks of two scripts together (È and a kana voiced mark) may fold otherwise
    # than as a whole, which leaves the excerpt out of that part; nothing breaks
    folded, spans = _folded(text)
    assert len(spans) == len(folded)
    assert all(0 <= start < end <= len(text) for start, end in spans)
    assert [start for start, _ in spans] == sorted(start for start, _ in spans)
