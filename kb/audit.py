"""`kb audit`: the numbers a page states, checked against the claims of the knowledge base.

Each quantity in the prose of a page (``kb.markdown_text``, ``kb.quantities``) is matched
against the claims; the outcome is at most one finding per quantity:

* A claim **backs** a quantity when it is not retracted, has a value, its unit is the
  quantity's unit (or converts to it; a claim or quantity without a unit matches by value
  alone, except a number that counts a thing the lexicon does not know, "1,000
  complaints", 9200个用户, which only claims without a unit back, and not one that counts
  another thing: _counts_another) and its interval contains
  the quantity as written: each end to the precision of its last digit, half up ("1M" is
  0.5M up to, not onto, 1.5M and backed by 1.05M; "765" is not by 750, "99.9 %" by no
  99.95 %: written_precision, _holding), and the
  interval widened by ``tolerance`` (0.5 %) of each end for a figure written round
  ("1,000" of 998; not "753" of 750 nor "1.06M" of 1.05M: written_round), or, after a
  word that rounds it, read to its last nonzero digit ("about 1,200" of 1,240:
  rounded_reach).
* ``unsourced-number``: nothing backs it; the message names the retracted claims it
  repeats (those that would back it), each with the reason of its retraction, and what
  the page may have meant (Auditor._meant).  With ``topics`` configured, only a figure
  whose sentence, lead-in or a heading above it (its section's, that section's ..., the
  page's title only where no other heading is above: _sections) names a topic is
  checked (kb.word_patterns.any_word): a documentation site's own figures
  ("16 GB RAM") are not the ledger's.  The other rules are checked everywhere: a figure
  that matches an estimate or a disputed claim is the ledger's own.
* When a confirmed, reported or analysis claim backs it: no finding.  A
  claim's status is the one it stands at (kb.graph.lowered_standings), the claims it
  rests on, and theirs, followed: a claim too strong for what it rests on is read at the
  status that basis stands at, and one resting on a claim disputed or retracted, or
  standing as disputed, as disputed.
* ``disputed-claim``: every claim that backs it is disputed (hedged or not), or the
  claims that back it only allow it in a broader range (estimate 2T..4T of "three
  trillion") and a disputed or retracted claim states it (a retracted 3T): the page
  repeats that claim (Auditor._repeating).
* ``speculation-as-fact``: otherwise only estimate, speculation, assumption or unverified
  claims (and perhaps disputed ones) back it, and neither its sentence nor the lead-in of its list
  ("Estimates from outside analysts:") carries a hedge (``kb.hedges``), and it is not
  a question.

"One" in words before a thing counted ("one wafer", 一个晶圆, одна пластина) is read as 1
but not audited: it is an article more often than a figure anyone sources ("1 wafer",
"one MW" and "one percent" are audited).
Numbers without a unit are where false positives come from ("3 steps", "in 2026").
``unitless-numbers`` decides: "large" (the default) audits them only from
``unitless-min`` (1000) up, and never a four-digit whole number from 1900 to 2100 (a
year); "all" audits every one; "none" none.  A unit-less number after an acronym ("RFC
9110", "ISO 8601", "GB/T 7714-2015" and its year) names a document, one after a product
line's name where more than its capital says so ("Radeon 7900 XTX", 英伟达GeForce 4090显卡)
a model, one after # or a
label ("ticket 9150", "port 8080", "порт 8080", 工单9150) or before 号, 端口, 室 or a
street ("4521 号工单", 8080端口, "1455 Market St.") names something: neither is
audited.  An audited unit-less number matches claims by value (see counts_a_thing).
Dates are never audited.

A file that is byte for byte one of the ledger's sources (same sha256) is audited for
coverage instead: every number the reader finds in it must lie in (overlap) a citation
or an ignore span of the ledger, as `kb check` rule 8 asks; the others are
``unsourced-number`` findings, and ``coverage`` counts them.
"""

from __future__ import annotations

import fnmatch
import functools
import gc
import hashlib
import io
import json
import math
import multiprocessing as mp
import os
import posixpath
import re
import signal
import stat
import textwrap
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeAlias, TypeVar

from sqlmodel import Session

from kb.audit_config import AuditConfig
from kb.audit_rules import RULE_IDS, unknown_rule
from kb.backing import unit_factors, widened
from kb.chinese_script import is_traditional, simplified
from kb.coverage import CITED, IGNORED, LedgerSpans, coverage_problem, source_coverage
from kb.errors import InputError, one_line
from kb.graph import lowered_standings
from kb.hedges import (
    Credits,
    HedgeCues,
    Reach,
    answered_as_fact,
    called_wrong,
    denies,
    names_of,
    unversioned,
    words_of,
)
from kb.lazy_re import lazy_compile
from kb.markdown_text import (
    BOUND_ABBREVIATIONS,
    ESTIMATE_ABBREVIATIONS,
    ROUNDING_ABBREVIATIONS,
    IgnoreComment,
    NestedTooDeep,
    Page,
    Prose,
    front_matter_title,
    markdown_chunks,
    name_and_unit,
    plain_chunks,
    read_markdown,
    read_mdx,
    read_plain,
    sentences,
)
from kb.numerals import (
    APPROXIMATIONS,
    CN_NUMERAL_CHARS,
    EN_NUMBER_WORDS,
    GROUP_SPACES,
    ROUNDING_BEFORE,
    RU_NUMBER_WORDS,
)
from kb.paths import located
from kb.quantities import (
    EXPONENT_RE,
    FRACTION_GLYPHS,
    MULTIPLE_WORDS,
    Quantity,
    as_written,
    counted_thing,
    counted_word,
    dialled,
    find_quantities,
    find_quantities_in_texts,
    has_a_per_thing,
    unit_of_its_matter,
)
from kb.records import AgentRecord, ClaimRecord, IgnoreRecord, SourceRecord
from kb.status import Status
from kb.store import list_agents, list_claims, list_ignores, list_sources
from kb.unit_lexicon import DEFAULT_LEXICON, UnitLexicon
from kb.units import (
    CANONICAL_UNITS,
    CURRENCIES,
    TIME_UNITS,
    amount_per_thing,
    canonical_factor,
    dimension_of,
)
from kb.utf8 import Lines, NotUtf8, decode_utf8, utf16_columns, utf16_length
from kb.values import humanize, significant_digits
from kb.word_patterns import (
    CJK_GAP,
    HAN_RE,
    LETTER,
    any_form,
    any_word,
    initials,
    trie,
    word_start,
)
from kb.wording import listed, noun_for

if TYPE_CHECKING:
    from kb.audit_cache import AuditCache

# What backs a figure stated as fact, and what does only when the page says whose it is:
# an assumption, a value adopted to carry a derivation, is no source's fact either.
FIRM = frozenset({Status.CONFIRMED, Status.REPORTED, Status.ANALYSIS})
WEAK = frozenset({Status.ESTIMATE, Status.SPECULATION, Status.ASSUMPTION, Status.UNVERIFIED})
_Judged: TypeAlias = tuple[str, str, tuple[str, ...]]  # a finding's rule, message, claim ids
_Reading = TypeVar("_Reading")  # what _Remembered keeps of a sentence
MARKDOWN_SUFFIXES = frozenset({".md", ".markdown", ".mdx", ".mdown", ".mkd"})
# Other tools' folders, which hold no pages: a folder walk skips them without a word.
SKIPPED_FOLDERS = frozenset({".git", ".hg", ".svn", ".venv", "venv", "node_modules", ".tox"})


# --------------------------------------------------------------------------- findings


def fingerprint(rule: str, path: str, sentence: str, text: str) -> str:
    """Stable across runs and line moves: the rule, the page, the sentence, the number."""
    return finish_fingerprint(sentence_fingerprint(rule, path, sentence), text)


def _fingerprint_text(text: str) -> str:
    """Text as a fingerprint holds it: case-folded, its white space one space, and none
    beside a Chinese character, so that rewrapping a line or a spacing tool (pangu:
    "每秒 570 个 token" for "每秒570个token") keeps a baseline's entry."""
    return CJK_GAP.sub("", " ".join(text.split())).casefold()


def sentence_fingerprint(rule: str, path: str, sentence: str) -> Any:
    """A fingerprint's digest up to its number, so that a long sentence with many
    numbers is folded and hashed once, not once per number (finish_fingerprint)."""
    key = "\0".join((rule, path, _fingerprint_text(sentence), ""))
    return hashlib.sha256(key.encode("utf-8"))


def finish_fingerprint(sentence_digest: Any, text: str) -> str:
    digest = sentence_digest.copy()
    digest.update(_fingerprint_text(text).encode("utf-8"))
    return str(digest.hexdigest()[:32])


@dataclass(frozen=True, slots=True)  # slots: a run may hold many thousands
class Finding:
    path: str
    line: int
    column: int
    end_line: int
    end_column: int  # exclusive
    rule: str
    severity: str
    message: str
    low: float
    high: float
    unit: str | None
    claims: tuple[str, ...]
    text: str  # the quantity as written, each run of spaces and line breaks one space
    snippet: str  # the page's text from (line, column) to (end_line, end_column)
    utf16_columns: tuple[int, int]  # column and end_column in UTF-16 code units (SARIF)
    fingerprint: str  # see fingerprint()
    occurrence: int = 1  # n for the n-th finding of its page with this fingerprint

    def as_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "line": self.line,
            "column": self.column,
            "rule": self.rule,
            "severity": self.severity,
            "message": self.message,
            "value": {"low": self.low, "high": self.high},
            "unit": self.unit,
            "claims": list(self.claims),
        }


def number_occurrences(findings: list[Finding]) -> list[Finding]:
    """The findings of one page, each numbered by how many before it on the page have its
    fingerprint (a sentence said twice has the same one): the first is occurrence 1."""
    seen: Counter[str] = Counter()
    numbered = []
    for f in findings:
        seen[f.fingerprint] += 1
        n = seen[f.fingerprint]
        numbered.append(f if n == 1 else replace(f, occurrence=n))
    return numbered


@dataclass
class SourceCoverage:
    """How much of one ledger source the ledger accounts for."""

    path: str
    source: str
    numbers: int = 0
    cited: int = 0
    ignored: int = 0

    @property
    def uncovered(self) -> int:
        return self.numbers - self.cited - self.ignored

    @property
    def ratio(self) -> float:
        return 1.0 if not self.numbers else (self.cited + self.ignored) / self.numbers


@dataclass(frozen=True)
class ReadError:
    """A file the audit could not read, or what stopped the run (kb.audit_run's
    report_failure: a bad configuration at its line; with no ``path``, a database that
    cannot be opened); ``str()`` is the one-line error."""

    path: str | None
    message: str  # "not UTF-8 text (...)", "cannot read: Permission denied"
    line: int | None = None
    column: int | None = None
    utf16_column: int | None = None  # the column in UTF-16 code units (SARIF)

    def __str__(self) -> str:
        if self.path is None:
            return self.message
        path = one_line(self.path)  # a newline in a file's name: one line still
        where = "".join(f":{n}" for n in (self.line, self.column) if n is not None)
        return f"{path}{where}: {self.message}"


@dataclass(frozen=True)
class PageWarning:
    """Something about a page that is no finding but that its writer should know (a
    kb-ignore comment that silences nothing, or too much), or about the configuration (a
    fail-on rule that is off: kb.audit_run); ``str()`` is the line.  ``line`` is None only
    for the configuration's, when the line of its key cannot be told."""

    path: str
    line: int | None
    message: str

    def __str__(self) -> str:
        where = "" if self.line is None else f":{self.line}"
        return f"{one_line(self.path)}{where}: {self.message}"


class _Unreadable(Exception):
    def __init__(self, error: ReadError) -> None:
        super().__init__(str(error))
        self.error = error


@dataclass
class FileOutcome:
    """What one file gave: its findings (kb-ignore applied), in the order of the page."""

    path: str
    key: str  # the path its fingerprints hold, the same from any working folder
    findings: list[Finding]
    silenced: int  # findings silenced by kb-ignore comments
    warnings: list[PageWarning]
    coverage: SourceCoverage | None
    error: ReadError | None = None  # the file could not be read
    sha256: str | None = None  # of the bytes read (kb.audit_cache keeps the outcome by it)


# --------------------------------------------------------------------------- matching


# A sentence can hold a quantity only when it has a digit, a Chinese numeral or a number
# word (or the "a" of "a wafer per layer": kb.quantities.has_a_per_thing); the others skip
# the (much slower) quantity reader.  Two searches, because most prose has a digit early:
# one character class finds it in C, and only the rest of the texts are scanned for
# words, from their first letters (kb.word_patterns).
_NUMBER_WORDS = {w.lower() for w in EN_NUMBER_WORDS | RU_NUMBER_WORDS | MULTIPLE_WORDS} | {
    "полтор",
    "полутор",
}
_NUMERAL_CHAR_RE = lazy_compile(rf"[\d{re.escape(CN_NUMERAL_CHARS)}{FRACTION_GLYPHS}]")
_NUMBER_WORD_RE = lazy_compile(
    rf"(?=[{initials(_NUMBER_WORDS)}])(?<![{LETTER}])(?:{trie(_NUMBER_WORDS)})",
    re.IGNORECASE,
)
_YEAR_RE = lazy_compile(r"\s*\d{4}\s*")
_LINE_END_RE = lazy_compile(r"[\r\n]")  # a source's lines end at \r\n, \r or \n
_COUNTED_UNITS = frozenset({"wafer", "layer", "processor", "token", "parameter"})  # things
# A count of one thing per another (wafer/layer), which a count of the other per the one
# states too, inverted ("one layer per wafer")
_PER_THING_UNITS = frozenset(
    u for u in CANONICAL_UNITS if "/" in u and set(u.split("/")) <= _COUNTED_UNITS
)
# A number after an acronym names a document ("RFC 9110", "ISO 8601"), a standard's
# with its series ("GB/T 7714", "ISO/IEC 27001", "ГОСТ Р 7.0.100"), as does the year or
# part after its number ("GB/T 7714-2015", "ISO/IEC 27001:2013", "ГОСТ 7.0.5-2008").
_ACRONYM_BEFORE_RE = lazy_compile(
    r"(?:(?<![A-Za-z])[A-Z]{2,}(?:/[A-Z]{1,3})?|(?<![^\W\d_])ГОСТ(?:[ \u00a0]Р)?)[ \u00a0]"
    r"(?:\d+(?:\.\d+)*[-–—:])?$"
)
_ACRONYM_REACH = 24  # "ISO/IEC 27001:" and more
# A number after a product line's name names a model, as one after an acronym does ("RTX
# 4090"), where more than the capital says so: a model's suffix that is no word ("Radeon
# 7900 XTX", "GeForce 4070 Ti"); a Chinese GPU's, chip's or processor's noun, or a series',
# after a maker's name (英伟达GeForce 4090显卡; not after a preposition, a verb or a time,
# 为Apple 3000芯片, 今年Huawei 5000芯片); or a product's noun and a verb after an owner or a
# determiner ("Samsung's Exynos 2400 chip has ten cores").  A capitalised word alone says
# nothing: six reviews found counts after places, months, labels' numbers, people,
# companies and brands' spellings in every looser shape ("Turnout in Leeds 4100 was up",
# "In Phase 3 4200 were enrolled", "Amazon's Seattle 5000 were told", "At SpaceX 1200
# staff", "Dell shipped xAI 12000 GPUs", "Our Dell 3000 laptop and desktop refresh", "GPU:
# Nvidia 4000, AMD 900", "In Texas 3000 GRE test-takers", 学校配备Apple 3000平板, 相比Meta
# 3600员工, "Предзаказы: смартфон Honor 3000"), so a model written otherwise is audited ("The
# GeForce 4090 is fast", "Nokia 3310 was a classic", "Процессор Exynos 2400").
_PRODUCT_LINE_BEFORE_RE = lazy_compile(
    r"(?:(?P<owner>(?<![^\W\d_])(?i:the|a|an|our|its|their|his|her|this|that|new|latest|older"
    r"|previous)[ \u00a0]|(?<=[^\W\d_])['’]s[ \u00a0])"
    r"|(?P<maker>(?![向为為给給在从從对對把被和与與及跟同于於至到用年度月季周天日的购購备備])"
    r"[\u3400-\u9fff])[ \u00a0]?"
    r"|[^\W_][ \u00a0])?"
    r"(?<![A-Za-z\d._-])(?:[A-Z][A-Za-z]+[ \u00a0])?(?:[A-Z][A-Za-z]+|[A-Z]{2,})"
    r"(?:[ \u00a0](?:\d{1,2}|[a-z]\d{1,2}))?[ \u00a0]$"
)
_PRODUCT_LINE_REACH = 40  # "Samsung's Snapdragon 8 " and more
_PRODUCT_LINE_AFTER_RE = lazy_compile(
    r"[ \u00a0]?(?P<suffix>XTX|XT|Ti|SUPER)(?![A-Za-z\d])"
    r"|[ \u00a0]?(?P<zh>显卡|顯卡|芯片|处理器|處理器|系列|机型|機型|型号|型號)"
    r"|[ \u00a0](?P<thing>chip|card|gpu|cpu|soc|laptop|notebook|smartphone|handset|tablet"
    r"|desktop|console|motherboard|workstation|processor)[ \u00a0]?(?:[.!?]|$|[ \u00a0](?i:is|was"
    r"|has|had|can|will|uses|runs|offers|supports|delivers|features|powers)(?![\w-]))"
)
_THOUSANDS_RE = lazy_compile(r"\d[,\u00a0\u202f ]\d{3}(?!\d)")  # "60,000", "60 000"
# A number after # or № or a label noun names something ("issue #4521", "port 8080",
# "Support ticket 9150", "opened by user 10234", "заявка № 17", "порт 8080", "工单9150",
# "см. табл. 1300", "ст. 1253 ГК РФ", 附录 B 表 1200), as does one before 号 or 端口,
# spaced or not (9150号工单, "4521 号工单", "8080 端口"); 第…号/章/页 the reader skips (第,
# "第 1200 页").  Labels that are also verbs, and "user", are singular only: "Cerebras
# builds 1500 systems", "OpenAI releases 2000 seats", "users 3000" are audited.  表 and
# 图 stand alone or after 见, 阅, 附 (见表, 附图): in a word they are no table or figure
# (代表 1200 名 represents, 地图).  A code may name what it codes ("код ошибки", "артикул
# товара 12345678").
_LABEL_BEFORE_RE = lazy_compile(
    r"(?:(?<![^\W\d_])(?:tickets?|issue|bug|user|port|versions?|build|release|pages?|pp?\."
    r"|lines?|chapters?|sections?|figure|fig\.|table|step|rooms?|suite|rule|items?|no\.|nr\."
    r"|тикет[ау]?|заявк[аеиу]|номер[ау]?|порт[ауы]?|верси[ияю]|сборк[аеиу]|страниц[аеуы]|стр\."
    r"|строк[аеиу]|глав[аеуы]|раздел[ае]?|рисун(?:ок|ке|ка)|рис\.|таблиц[аеуы]|табл\."
    r"|стать[яеию]|ст\.|шаг[ае]?|комнат[аеуы]|офис[ае]?|аудитори[ий]|пункт[ае]?)"
    r"[ \u00a0]*[#№]?(?:(?<![sSыи])[ \u00a0]*[:：])?"
    r"|[#№]|(?:工单|端口|版本|编号|房间|(?<![^\W\d_见阅附])[表图])[ \u00a0]*[:：]?"
    # codes and numbers to call, to type or to file by, a colon after them too ("Tel.:
    # 400…", "passcode 482913", "PIN 4821", "P.O. Box 1150", "код доступа 4821", "пароль:
    # 482913", "Адрес: 107016, Москва", 验证码：482913, 邮政编码 010000)
    r"|(?:(?<![^\W\d_])(?:code|zip|postcode|passcode|pin|box|invoice|phone|tel\.|sku|id"
    r"|(?:код[ауе]?|артикул[ае]?)(?:[ \u00a0](?:ошибки|товара|изделия|продукта|модели"
    r"|доступа|подтверждения|конференции))?|индекс[ае]?|пароль|адрес|телефон[ау]?|тел\."
    r"|инн|кпп|огрн)[ \u00a0]*[#№]?|邮编|邮政编码|错误码|电话|验证码|密码|会议号|口令|取件码)"
    r"[ \u00a0]*[:：为是]?)"
    r"[ \u00a0]*$",
    re.IGNORECASE,
)
_LABEL_REACH = 20  # "артикул изделия № " and more
# A table's column or row of names, not amounts: "| Version |", "| Build |", "| ID |",
# "| Код |", "| 版本 |" (as "version 1200" names a release in prose)
_NAMING_LABEL_RE = lazy_compile(
    r"(?:versions?|builds?|ids?|(?:error |status )?codes?|phones?|tel\.|sku|zip(?: code)?"
    r"|postcode|tickets?|issues?|bugs?|ports?|invoices?|верси[яи]|сборк[аи]|код(?: ошибки)?"
    r"|телефон|артикул|инн|кпп|版本号?|编号|编码|电话|代码|错误码|工单|端口|邮编)"
    r"(?:\s*(?:no\.|#|№|number|номер))?",
    re.IGNORECASE,
)
# ... and one before a room (1501 室, "1201 会议室") or a street's name and kind ("1455
# Market St.", "350 Fifth Avenue", "2788 San Tomas Expressway"), as 号 after a street's
# number ("世纪大道 1568 号")
_LABEL_AFTER_RE = lazy_compile(
    r"[ \u00a0]*(?:号|端口|(?:会议|办公)?室)|[ \u00a0](?:[A-Z][a-z]+[ \u00a0]){1,3}"
    r"(?:Street|Avenue|Boulevard|Road|Expressway|Parkway|Highway|Drive|Lane|Way|Place|Court"
    r"|Plaza|Terrace|St|Ave|Blvd|Rd|Expy|Pkwy|Hwy|Dr|Ln|Pl|Ct)(?![A-Za-z])"
)
# "1B", "3B": a room's, a section's name; not a Chinese scale, written glued (4.5万)
_GLUED_LETTER_RE = lazy_compile(r"[\d.,]+(?![\u3400-\u9fff])[^\W\d_]")
# A number right after a host and a colon is its port ("localhost:8000", "10.0.0.12:8443",
# "api.example.com:443"), written outside a URL: localhost, an IPv4 address, or a name
# whose last label is letters (not "GPT-5.6:4000", "v1.5:4000", "Sol.v2:4000")
_HOST_BEFORE_RE = lazy_compile(
    r"(?<![\w.-])(?:localhost|\d{1,3}(?:\.\d{1,3}){3}|[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*"
    r"\.[A-Za-z]{2,}):$"
)
_HOST_REACH = 64
# A whole period told in its smaller unit says how long a service runs, and always holds:
# "24 hours a day, 7 days a week", "365 days a year", "24 часа в сутки, 7 дней в неделю",
# 一天24小时, 每周7天, 全年365天; and the 一天 of 一天24小时.  Not "20 hours a day".
_PERIOD_AFTER_RE = lazy_compile(
    r"[ \u00a0]+(?:(?:a|per|each|every)[ \u00a0]+(?P<en>hour|day|week|year)"
    r"|в[ \u00a0]+(?P<ru>час|сутки|день|неделю|год|году))(?![^\W\d_])"
    r"(?![ \u00a0]+(?:ago|earlier|later|before|after)(?![^\W\d_]))",  # "a year ago": a time
    re.IGNORECASE,
)
_PERIOD_BEFORE_RE = lazy_compile(r"(?:[一每全]|一整)(?P<zh>天|日|周|週|星期|年)[ \u00a0]*$")
_PERIODS = {
    **dict.fromkeys(("hour", "час"), "h"),
    **dict.fromkeys(("day", "сутки", "день", "天", "日"), "day"),
    **dict.fromkeys(("week", "неделю", "周", "週", "星期"), "week"),
    **dict.fromkeys(("year", "год", "году", "年"), "year"),
}
# (the figure's unit, the period's): how many of the one the other holds
_WHOLE_PERIODS = {
    ("min", "h"): (60,),
    ("h", "day"): (24,),
    ("day", "week"): (7,),
    ("day", "year"): (365, 366),
    ("week", "year"): (52,),
    ("month", "year"): (12,),
}


def _names_a_model(text: str, q: Quantity) -> bool:
    """Whether the unit-less ``q`` names a model after its product line's name
    (_PRODUCT_LINE_BEFORE_RE, _PRODUCT_LINE_AFTER_RE)."""
    name = _PRODUCT_LINE_BEFORE_RE.search(text, max(0, q.start - _PRODUCT_LINE_REACH), q.start)
    after = _PRODUCT_LINE_AFTER_RE.match(text, q.end) if name else None
    if name is None or after is None:
        return False
    if after["zh"]:  # 英伟达GeForce 4090显卡; not 为Apple 3000芯片, 今年Huawei 5000芯片
        return name["maker"] is not None
    if after["thing"]:  # "Samsung's Exynos 2400 chip has"; not "Our Dell 3000 laptop and"
        return name["owner"] is not None
    return True  # "Radeon 7900 XTX"


def _whole_period(q: Quantity, surface: str, text: str) -> bool:
    """Whether ``q`` tells a whole period in its smaller unit (_PERIOD_AFTER_RE), or is
    the Chinese period one such count follows (一天 of 一天24小时)."""
    after = _PERIOD_AFTER_RE.match(text, q.end)
    if after:
        period = _PERIODS[(after["en"] or after["ru"]).lower()]
    else:
        digits = re.search(r"\d", surface)
        start = q.start + (digits.start() if digits else 0)
        before = _PERIOD_BEFORE_RE.search(text, max(0, start - 4), start)
        if before is None:
            return q.low == 1 and _whole_period_follows(q, surface, text)
        period = _PERIODS[before["zh"]]
    return q.low == q.high and q.low in _WHOLE_PERIODS.get((q.unit or "", period), ())


def _whole_period_follows(q: Quantity, surface: str, text: str) -> bool:
    """Whether the Chinese period ``q`` (一天, 一周, 一年) is one that a count of it in
    its smaller unit follows: 一天24小时."""
    if not surface.startswith("一") or q.unit not in ("day", "week", "year"):
        return False
    following = find_quantities(text[q.end : q.end + 12])
    return (
        bool(following)
        and following[0].start == 0
        and following[0].low in (_WHOLE_PERIODS.get((following[0].unit or "", q.unit), ()))
    )


# A size in bits before a cipher, a hash or a key names the algorithm's strength, not a
# figure of the page: "4096-bit RSA keys", "256-bit AES", "256-bit encryption", "4096 位
# RSA 密钥", "4096-битные ключи RSA" (the bits are the figure's unit, or in Chinese and
# Russian the word after it, read here).  Not a key-value or key cache, ECC memory, nor 位
# counting people (4500 位加密专家): "8-bit key-value cache", "4-bit weights" are figures.
_KEY_SIZE_RE = lazy_compile(
    r"(?P<bit>-?[ \u00a0]?(?:бит(?:н[а-я]*)?|位)(?![а-я]))?[ \u00a0]*"
    r"(?:(?:RSA|AES|ECDSA|EdDSA|DSA|DH|HMAC|SHA)(?![A-Za-z])"
    r"|(?i:(?:(?:encryption|signing)[ \u00a0]+)?keys?(?![\w-])(?![ \u00a0]+(?:cache|value|store))"
    r"|encryption|ciphers?|hash(?:es)?)(?![a-z])"
    r"|(?i:ключ|шифр|хеш|хэш)|密钥|加密(?![\u3400-\u9fff]))"
)
# A share's range from empty, "from 0 to 100%", "от 0 до 100%", "с 0 до 100%", 从 0% 到
# 100%: with "100%" its whole scale, no figure ("grew 0 to 100%", "rose by 0–100%",
# 增长了 0% 到 100%, without from, are a change's; a change from 0 to 100% is read as two
# figures, kb.quantities)
_FROM_EMPTY_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:from|от|с|[从從])[ \u00a0]*0(?![\d.,])", re.IGNORECASE
)
_FROM_REACH = 6  # "from 0", "从 0": the opener and its spaces, before the range's span


def _from_empty(q: Quantity, text: str) -> bool:
    """Whether the range ``q`` opens from empty: from (от, с, 从) right before its 0."""
    return _FROM_EMPTY_RE.search(text, max(0, q.start - _FROM_REACH), q.end) is not None


_CLOSING = "\"'”’)）»」』"  # what may close a sentence after its stop, spaces aside


def _last_mark(text: str) -> str:
    """The last character of ``text`` before the spaces, closing quotes and brackets that
    end it (_CLOSING), "" when there is none: read from its end (a search for a mark the
    end anchors reads all of it, for each figure of a paragraph that is one sentence)."""
    end = len(text)
    while end and (text[end - 1].isspace() or text[end - 1] in _CLOSING):
        end -= 1
    return text[end - 1] if end else ""


def _asks(text: str) -> bool:
    """Whether ``text`` ends in a question mark, before closing quotes and brackets ("«…?»",
    「…？」)."""
    return _last_mark(text) in ("?", "？")


# A heading that is a quoted figure alone names the theory its section is about ("##
# “一片晶圆一层”", the source's own heading, "## «Одна пластина на слой»"); it states no
# estimate as fact ("## 2.5 trillion parameters", unquoted, is a headline that does)
_QUOTED_TITLE_RE = lazy_compile(r"\s*[\"“‘«「『]\s*\x00\s*[\"”’»」』]\s*[:：.。]?\s*")
# A quoted figure that names an idea states nothing: the quotation holds the figure alone,
# and an idea's noun stands before it ("идея «одна пластина на слой»", "the idea of "one
# wafer per layer"") or after it ("“一片晶圆一层”的流水线设计", "the "one wafer per layer"
# concept"); unquoted (每层一片晶圆的设计), or quoted with no such noun, it is stated
_QUOTE_OPENS_RE = lazy_compile(r"[\"“‘«「『]\s*$")
_QUOTE_CLOSES_RE = lazy_compile(r"\s*[\"”’»」』]")
_IDEA_NOUN_BEFORE = (
    r"(?<![\w-])(?:иде(?:я|и|ю|ей|е)|концепци(?:я|и|ю|ей)|схем(?:а|ы|у|е|ой)"
    r"|принцип(?:а|у|ом|е)?|(?:idea|concept|notion|scheme|principle|design)\s+of)"
)
_IDEA_BEFORE_RE = lazy_compile(rf"{_IDEA_NOUN_BEFORE}\s*[\"“‘«「『]\s*$", re.IGNORECASE)
# but a verb of adopting or using that governs the idea's phrase says Sol is built so: the
# figure is stated ("Sol 采用了“一片晶圆一层”的设计", 基于“…”的思路, "OpenAI chose the "…"
# design", "built on the idea of "…"", "по схеме «…»", "реализован принцип «…»")
_ADOPTED_RE = lazy_compile(
    r"(?:(?<![\w-])(?:uses?|used|using|cho(?:se|ose|oses|osing|sen)|adopt(?:s|ed|ing)?"
    r"|implement(?:s|ed|ing)?|(?:built|based|rel(?:y|ies|ied|ying))\s+(?:up)?on)"
    r"\s+(?:(?:the|this|that|its|an?)\s+)?"
    r"|(?<![\w-])(?:реализ(?:ова|ует|уют)\w*|использ(?:ова|ует|уют)\w*"
    r"|постро(?:ен|ил)\w*\s+на)\s+"
    r"|(?<![\w-])по\s+(?=(?:схем|принцип)\w*\s*[\"“‘«「『])"
    r"|(?:采用|基于|使用|实现|用了)了?(?:这种|这一|这个|此)?\s*)"
    rf"(?:{_IDEA_NOUN_BEFORE}\s*)?[\"“‘«「『]\s*$",
    re.IGNORECASE,
)
_IDEA_AFTER_RE = lazy_compile(
    r"\s*[\"”’»」』]\s*(?:的[\u4e00-\u9fff]{0,4}?(?:设计|设想|方案|思路|构想|说法)"
    r"|(?:concept|idea|notion|scheme|principle|design)(?![\w-]))",
    re.IGNORECASE,
)
_IDEA_REACH = 24  # characters before the quote that _IDEA_BEFORE_RE may need
_ADOPTED_REACH = 48  # characters before the quote that _ADOPTED_RE may need


def _names_an_idea(text: str, start: int, end: int) -> bool:
    """Whether the figure at ``start``:``end`` of ``text`` is quoted alone as the name of an
    idea (_IDEA_BEFORE_RE, _IDEA_AFTER_RE) that no verb says Sol adopts (_ADOPTED_RE)."""
    if _QUOTE_OPENS_RE.search(text, max(0, start - _IDEA_REACH), start) is None:
        return False
    before = max(0, start - _ADOPTED_REACH)
    if _ADOPTED_RE.search(simplified(text[before:start])):
        return False
    if _IDEA_BEFORE_RE.search(text, max(0, start - _IDEA_REACH), start):
        return _QUOTE_CLOSES_RE.match(text, end) is not None
    return _IDEA_AFTER_RE.match(simplified(text[end : end + _IDEA_REACH])) is not None


# where a label gives the unit of its figures: "Speed (tok/s)", "Speed [tok/s]",
# "Мощность, МВт", "Speed in tokens/s", "Контекст (в тыс. токенов)", 功率（单位：万千瓦）
_UNIT_BEFORE_RE = lazy_compile(
    r"(?:[(（\[［【,，]\s*|(?<!\w)(?:in|в)\s+|单位\s*[:：]\s*)$", re.IGNORECASE
)
_UNIT_BEFORE_REACH = 6
_UNIT_CLOSE_RE = lazy_compile(r"[)）\]］】]")
_LABEL_UNIT_REACH = 40  # the longest unit a label gives (kb.markdown_text's too)
_END_RE = lazy_compile(r"\s*$")
# The title of a cited work (《1000个晶圆的故事》, 〈…〉 inside one) names it: its figures
# are not the page's claims.
_WORK_TITLE_RE = lazy_compile(r"《[^《》]*》|〈[^〈〉]*〉")


def counts_a_thing(text: str, start: int, end: int) -> bool:
    """Whether the unit-less mention ``text[start:end]`` counts a thing named after it."""
    return counted_word(text, start, end) is not None


def may_hold_quantity(text: str) -> bool:
    return (
        _NUMERAL_CHAR_RE.search(text) is not None
        or _NUMBER_WORD_RE.search(text) is not None
        or has_a_per_thing(text)
    )


_Widened = list[tuple[float, float, ClaimRecord]]  # (low, high, claim): the interval widened
_BACKING_CACHE = 100_000  # (low, high, unit) keys ClaimIndex.backing remembers at most


class ClaimIndex:
    """The numeric claims given, by unit, with intervals widened by the tolerance (the
    auditor keeps one of the claims that stand and one of the retracted ones)."""

    def __init__(
        self,
        claims: Iterable[ClaimRecord],
        tolerance: float,
        lexicon: UnitLexicon = DEFAULT_LEXICON,
    ) -> None:
        self._by_unit: dict[str | None, _Widened] = {}
        # A claim of an amount per thing (44 GB/wafer), by the amount's unit: prose states
        # it as "each wafer holds 44 GB", so it backs 44 GB in a sentence naming a wafer.
        self._per_thing: dict[str, _Widened] = {}
        self.lexicon = lexicon
        # each name of the thing a subject opens with, with the subject's names: what the
        # ledger relates that thing to (Sol to Cerebras, in "GPT-5.6 Sol throughput on
        # Cerebras"); not the names after it to the thing (a Cerebras claim is no Sol's)
        self._companions: dict[str, set[str]] = {}
        # and with the names of whose claims they are (Sol to OpenAI, who states them)
        self._owners: dict[str, set[str]] = {}
        # the kinds of figure (_kind) the numeric claims about each subject state
        self._kinds: dict[str, set[str | None]] = {}
        self.names: dict[str, None] = {}  # of the subjects of numeric claims, in order
        subjects: dict[str, None] = {}  # the subjects of numeric claims, in order
        # each name, with the subjects of numeric claims that have it (their places in
        # _subjects): a figure's clause names few, and named_instead asks only theirs
        self._subjects_naming: dict[str, list[int]] = {}
        for claim in claims:
            names = subject_names(claim.subject)
            owners = [n for owner in claim.attributed_to for n in subject_names(owner)]
            for name in _thing_names(claim.subject):
                self._companions.setdefault(name, set()).update(names)
                self._owners.setdefault(name, set()).update(owners)
            if claim.low is None or claim.high is None:
                continue
            self._kinds.setdefault(claim.subject, set()).add(_kind(claim.unit))
            self.names.update(dict.fromkeys(names))
            if claim.subject not in subjects:
                for name in names:
                    self._subjects_naming.setdefault(name, []).append(len(subjects))
                subjects[claim.subject] = None
            low, high = widened(claim.low, claim.high, tolerance)
            self._by_unit.setdefault(claim.unit, []).append((low, high, claim))
            amount = amount_per_thing(claim.unit) if claim.unit else None
            if amount is not None:
                self._per_thing.setdefault(amount, []).append((low, high, claim))
        self._subjects = tuple(subjects)
        # For each quantity unit: the claim units it converts to, with the factor, in the
        # order of _by_unit (the order of the claims found); worked out once per unit.
        self._plans: dict[str | None, list[tuple[float, _Widened]]] = {}
        self._per_thing_plans: dict[str, list[tuple[float, _Widened]]] = {}
        # Pages repeat their figures ("750 tokens/s" on every page), so the claims backing
        # each (low, high, unit) are kept; cleared when full, so memory stays bounded.
        self._backing: dict[
            tuple[float, float, str | None, bool, float, bool, tuple[float, float] | None],
            tuple[ClaimRecord, ...],
        ] = {}
        self._nearest: dict[tuple[float, float, str | None], tuple[ClaimRecord, ...]] = {}
        self._rescaled: dict[tuple[float, float, str | None], tuple[ClaimRecord, ...]] = {}

    def _plan(self, unit: str | None) -> list[tuple[float, _Widened]]:
        plan = self._plans.get(unit)
        if plan is None:
            plan = _conversions(unit, self._by_unit)
            self._plans[unit] = plan
        return plan

    def named_instead(
        self, claim: ClaimRecord, mentions: _Mentions, at: int, kept: Collection[str]
    ) -> tuple[str, ...]:
        """The names of another thing that a sentence names in place of ``claim``'s subject
        (``mentions``, in the clause of the figure at offset ``at``, before it or after it,
        or in its table cell's labels), of a subject of any numeric claim, of the figure's
        unit or not (no claim gives Kimi K2.6 a context window, yet "Kimi K2.6 has a
        1.05M-token context window" is not Sol's): names that subject has and ``claim``'s
        has not, when the sentence names none anywhere that ``claim``'s has and that one has
        not ("Sol" of "GPT-5.6 Sol throughput on Cerebras" for "Kimi K2.6 throughput on
        Cerebras", in a sentence that names neither "Kimi" nor "K2.6"; "Cerebras", in both,
        tells them apart no more than "throughput" does), and that the ledger never names
        after those in a subject they open, nor as whose claim it is ("Cerebras" is no other
        thing than Sol's "GPT-5.6 Sol total parameters", as "GPT-5.6 Sol throughput on
        Cerebras" says, nor "OpenAI", who says so, unless a claim about OpenAI states a
        figure of the kind of ``claim``'s; but "Sol" is for the "Cerebras" claim of
        serving trillion-parameter models); empty when there is none.  A name in no numeric
        claim's subject (an agent's: "According to SemiAnalysis, Sol has …") is of no other
        thing.  A thing named in a clause of its own or after a word that compares
        (_Mentions.of_clause) is what it is compared with ("It runs at 750 tokens per second,
        less than Kimi K2.6", "Unlike Kimi K2.6 the model …"), and names none of ``claim``'s
        either ("Sol runs at 1000 tokens per second, unlike Kimi K2.6": Sol's); one named after
        the figure in its clause is the figure's as one named before it is ("1000 tokens per
        second is Sol's speed", "Скорость 1000 токенов в секунду у Sol"), and so is one in an
        appositive after its clause ("It runs at 1000 tokens per second, the speed of Sol").
        A subject with no names ("low-latency inference") is of nothing in particular and gives
        way to any named but those of the figure's other claims (``kept``); one whose every
        name the other has too ("GPT-5.6 Sol" of "GPT-5.6 Sol throughput on Cerebras") is the
        same thing, more broadly."""
        own = subject_names(claim.subject)
        anywhere, clause = mentions.anywhere(), mentions.of_clause(at)
        places = sorted({i for name in clause for i in self._subjects_naming.get(name, ())})
        for other in (self._subjects[i] for i in places):
            theirs = subject_names(other)
            mine = [n for n in own if n not in theirs]
            if (own and not mine) or any(n in anywhere for n in mine):
                continue
            related = set(own if own else kept).union(*(self._companions.get(n, ()) for n in mine))
            if _kind(claim.unit) not in self._kinds[other]:
                # who states the claim, unless it has a figure of this kind of its own:
                # "Acme Corp grew revenue 99.9%" is not Acme Cloud's 99.9 percent uptime
                related.update(*(self._owners.get(n, ()) for n in mine))
            named = tuple(n for n in theirs if n not in related and n in clause)
            if named:
                return named
        return ()

    def backing(
        self,
        low: float,
        high: float,
        unit: str | None,
        counted: bool = False,
        sentence: str = "",
        surface: str = "",
        thing: Sequence[str] = (),
        rounded: tuple[float, float] | None = None,
    ) -> list[ClaimRecord]:
        """The claims whose interval holds [low, high] in ``unit``, read with the precision
        ``surface`` writes it with ("1M" is 0.5M..1.5M: written_precision), and for a
        single figure after a word that rounds it, those that it may round (``rounded``,
        how far below and above: rounded_reach; "about 1,200" of 1,240); a unit-less
        number that ``counted`` a thing the lexicon does not know only matches claims
        without a unit, and of those, when the words ``thing`` name the thing
        (counted_thing), only ones that may count it ("50,000 requests" is no claim's
        "40,000 to 50,000 customers": _counts_another). A claim of an amount per thing
        backs the amount when ``sentence`` names the thing ("Каждая пластина содержит 44
        ГБ" for 44 GB/wafer; for a table cell the sentence comes with its column's header
        and row's label)."""
        slack = written_precision(surface, high) if surface else 0.0
        widened = written_round(surface, high) if surface else True
        reading = (slack, widened, rounded if low == high else None)
        key = (low, high, unit, counted, *reading)
        known = self._backing.get(key)
        if known is None:
            plan = [(1.0, self._by_unit.get(None, []))] if counted else self._plan(unit)
            if len(self._backing) >= _BACKING_CACHE:
                self._backing.clear()
            known = self._backing[key] = _held(low, high, plan, *reading)
        if thing:
            return [c for c in known if not _counts_another(c, thing)]
        if not self._per_thing or unit is None or not sentence:
            return list(known)
        per_thing = [
            c
            for c in _held(low, high, self._per_thing_plan(unit), *reading)
            if self._names_thing(sentence, c)
        ]
        return [*known, *per_thing]

    def backing_ends(
        self, low: float, high: float, unit: str, sentence: str, surface: str
    ) -> tuple[list[ClaimRecord], list[ClaimRecord]] | None:
        """For a range no claim's interval holds, written with two numbers in digits, the
        claims that back its low end and those that back its high end (as ``backing``
        reads each, to the precision of its own digits: _low_end), each a claim of one
        value, of a unit and a quantity both ends' claims share (_end_of): the
        two together state the range ("Fares run from 3 to 9 yuan" of MetroLink's fare
        that starts at 3 yuan and MetroLink's capped at 9).  None when an end has no such
        claim ("from 3 to 6 yuan" with no claim of 6; 3 yuan and 9 dollars; MetroLink's 3
        yuan and Citybus's 9)."""
        low_surface = _low_end(surface)
        if low_surface is None:
            return None
        lows = self.backing(low, low, unit, sentence=sentence, surface=low_surface)
        highs = self.backing(high, high, unit, sentence=sentence, surface=surface)
        # a claim of one value states an end; one of a range only allows it (70 to 100
        # wafers and 60 wafers state no "60 to 80 wafers"); each names its end in its
        # subject: two claims of one quantity that do not (two years' revenue, rival
        # counts) state no range between them
        low_ends, high_ends = (
            {c.id: _end_of(c, words) for c in end if c.low == c.high}
            for end, words in ((lows, _LOW_END_WORDS), (highs, _HIGH_END_WORDS))
        )
        shared = set().union(*low_ends.values()) & set().union(*high_ends.values())
        if not shared:
            return None
        return [c for c in lows if not shared.isdisjoint(low_ends.get(c.id, ()))], [
            c for c in highs if not shared.isdisjoint(high_ends.get(c.id, ()))
        ]

    def measures(self, unit: str | None, sentence: str = "") -> bool:
        """Whether a figure in ``unit`` gives what one of the claims measures, so that
        backing compares it with their values: in that claim's unit or another of its
        dimension (0.9 GW of a claim in MW), or, in ``sentence`` naming the thing, the
        amount of a claim of an amount per thing (44 GB of 44 GB/wafer in "Каждая
        пластина содержит 44 ГБ"). A number without a unit measures nothing of them."""
        if unit is None:
            return False
        if any(c.unit is not None for _, entries in self._plan(unit) for _, _, c in entries):
            return True
        return bool(sentence) and any(
            self._names_thing(sentence, c)
            for _, entries in self._per_thing_plan(unit)
            for _, _, c in entries
        )

    def _per_thing_plan(self, unit: str) -> list[tuple[float, _Widened]]:
        """The claims of an amount per thing a quantity in ``unit`` may give the amount
        of, as _plan gives the others."""
        things = self._per_thing_plans.get(unit)
        if things is None:
            things = self._per_thing_plans[unit] = _conversions(unit, self._per_thing)
        return things

    def _names_thing(self, sentence: str, claim: ClaimRecord) -> bool:
        """Whether ``sentence`` names the thing of a claim of an amount per thing (a
        wafer, for 44 GB/wafer)."""
        return claim.unit is not None and self.lexicon.names(sentence, claim.unit.partition("/")[2])

    def nearest(
        self, low: float, high: float, unit: str | None, context: Sequence[str] = ()
    ) -> ClaimRecord | None:
        """For a figure no claim backs, the claim of its dimension whose value is nearest
        by ratio, when within a factor of ten (400 MW: the 750 MW claim; for a figure
        without a unit, a claim without one: 4096 of the 2048 cluster): what the page
        may have meant.  Of those, the nearest of the ones whose subject's names
        (subject_names) the first text of ``context`` names most, then the next: "Sol
        runs at 900 tokens/s" is pointed at Sol's 750 token/s, not at Kimi's nearer 1000
        (_named_most). None when there is none so near; never a disputed claim."""
        return _named_most(self._near(low, high, unit), unit, context)

    def _near(self, low: float, high: float, unit: str | None) -> tuple[ClaimRecord, ...]:
        """The claims of ``unit``'s dimension within a factor of ten of [low, high],
        nearest by ratio first; none disputed (not what a page should have said).  A
        figure without a unit is near only claims without one, and one with a unit only
        claims with one; a ratio only ratios and a share only shares (dimension_of: "grew
        3x" is not 300 percent of an uptime)."""
        key = (low, high, unit)
        if key not in self._nearest:
            if len(self._nearest) >= _BACKING_CACHE:
                self._nearest.clear()
            ratios = [
                (_ratio(low * factor, high * factor, claim), claim)
                for factor, entries in self._plan(unit)
                for _, _, claim in entries
                if _kind(claim.unit) == _kind(unit)
            ]
            near = sorted((p for p in ratios if p[0] <= _TENFOLD), key=lambda p: p[0])
            self._nearest[key] = tuple(claim for _, claim in near)
        return self._nearest[key]

    def rescaled(
        self, low: float, high: float, unit: str | None, context: Sequence[str] = ()
    ) -> ClaimRecord | None:
        """For a figure no claim backs, a claim of its dimension stating the same digits
        at another scale, ten times, a thousand times, ten thousand times as much or as
        little (_rescales): the slip a translation makes between 千 and 万 or 兆, тысяч and
        миллионов, million and billion ("750千瓦" of the 750 MW claim, "105千token" of the
        1.05M-token one, "от 2 до 4 миллиардов" of 2 to 4 trillion), in its unit or that
        unit with another metric prefix (_unprefixed: no percent of a ratio). Of several,
        the one whose subject ``context`` names most (_named_most, as nearest chooses)."""
        key = (low, high, unit)
        if key not in self._rescaled:
            if len(self._rescaled) >= _BACKING_CACHE:
                self._rescaled.clear()
            self._rescaled[key] = tuple(
                claim
                for factor, entries in self._plan(unit)
                if _unprefixed(_group_unit(entries)) == _unprefixed(unit)
                for _, _, claim in entries
                if _rescales(low * factor, high * factor, claim)
            )
        return _named_most(self._rescaled[key], unit, context)

    def stating(self, low: float, high: float, surface: str, thing: str) -> list[ClaimRecord]:
        """For a unit-less figure that counts ``thing`` ("150 billion active"), the claims
        with a unit whose value it is (as backing reads it, the unit aside) and whose
        subject, statement or a quote names the thing, in any form ("активны" as the
        quote's "активных"): the page has left out the unit (goodson-active-150b, 150B
        parameter, "GPT-5.6 Sol active parameters per token"; "Около 150 миллиардов
        активных параметров").  None disputed."""
        slack = written_precision(surface, high)
        plan = [(1.0, entries) for unit, entries in self._by_unit.items() if unit is not None]
        return [
            claim
            for claim in _holding(low, high, plan, slack, written_round(surface, high))
            if claim.status != Status.DISPUTED and _names_any(claim, (thing,))
        ]


# Words of a subject that name which end of a quantity a claim gives ("MetroLink minimum
# fare", "MetroLink maximum fare"): a claim of the low end and one of the high end whose
# subjects differ by them alone give the ends of one quantity (not "lower" and "upper",
# which name places as often: Lower and Upper Manhattan's rents)
_LOW_END_WORDS = frozenset({"minimum", "min", "lowest"})
_HIGH_END_WORDS = frozenset({"maximum", "max", "highest"})


def _end_of(claim: ClaimRecord, end_words: frozenset[str]) -> set[tuple[str | None, str]]:
    """A claim's unit and its subject without one of ``end_words`` in it, the word of the
    end it gives, for each such word: what a claim of the low end and one of the high end
    share when together they state a range's ends ("metrolink fare" of "MetroLink minimum
    fare" and "MetroLink maximum fare"; "price of iphone 15 pro max" of "Minimum price of
    iPhone 15 Pro Max" and "Maximum price of iPhone 15 Pro Max"; not of "iPhone 15 Pro Max
    minimum price" and "iPhone 15 Pro maximum price", where max is a name's); empty when it
    names no end."""
    words = claim.subject.lower().split()
    return {
        (claim.unit, " ".join(words[:i] + words[i + 1 :]))
        for i, word in enumerate(words)
        if word in end_words
    }


def _deciding_ends(
    ends: tuple[list[ClaimRecord], list[ClaimRecord]], kept: Sequence[ClaimRecord]
) -> list[ClaimRecord]:
    """Of the claims that back a range's two ends (ClaimIndex.backing_ends), those
    ``kept`` (of no other thing than the sentence names) that decide how the range
    stands, as the backers of any figure do: none when an end has none left (the range is
    unsourced); else the claims of each end that no firm claim backs, as the range is no
    firmer than its weaker end (an estimate's end makes it an estimate, a disputed
    claim's a dispute), or all of them when both ends are firm."""
    ids = {c.id for c in kept}
    sides = [[c for c in end if c.id in ids] for end in ends]
    if not all(sides):
        return []
    weaker = [c for side in sides if not any(c.status in FIRM for c in side) for c in side]
    return weaker or [c for side in sides for c in side]


def _texts(claim: ClaimRecord) -> tuple[str, ...]:
    """What a claim says in words: its subject, statement and quotes."""
    return (claim.subject, claim.statement, *(c.quote for c in claim.citations))


def _names_any(claim: ClaimRecord, words: Sequence[str]) -> bool:
    """Whether a claim's subject, statement or a quote names one of ``words``, in any of
    its forms (any_form: customer for customers, клиенты for клиентов)."""
    patterns = [any_form(word) for word in words]
    return any(p.search(text) for p in patterns for text in _texts(claim))


def _counts_another(claim: ClaimRecord, thing: Sequence[str]) -> bool:
    """Whether a claim without a unit counts another thing than the count of ``thing``
    (counted_thing) on a page: it says something in the count's language (any claim in
    English, its statement; in Chinese or Russian, a quote) and names none of ``thing``
    in any of its texts ("40,000 to 50,000 customers", 4万至5万家客户, "от 40 до 50 тысяч
    клиентов" are no count of requests, 请求, запросов).  A claim with nothing in that
    language may count it (a count of клиентов of an English-only claim of customers)."""
    script = next((s for s in _SCRIPTS.values() if s.search(thing[0])), None)
    if script is None or not any(script.search(text) for text in _texts(claim)):
        return False
    return not _names_any(claim, thing)


def _spread(low: float, high: float) -> float:
    """How wide [low, high] is for its size, in any unit: 0 for a point, 0.5 for 2 to 4."""
    size = max(abs(low), abs(high))
    return (high - low) / size if size else 0.0


# A factor of ten as _ratio measures it, a difference of logs: log(4e13) - log(4e12) is
# a little more than log(10)
_TENFOLD = math.log(10) * (1 + 1e-12)


def _ratio(low: float, high: float, claim: ClaimRecord) -> float:
    """How far [low, high] is from a claim's value, as the log of the smallest ratio of
    their ends of one sign (−0.3 % is near −0.1 %, by their sizes; no end is near zero or
    one of the other sign); infinite for a disputed claim or one without a value."""
    if claim.status == Status.DISPUTED:
        return math.inf
    return min(
        (
            abs(math.log(abs(q)) - math.log(abs(c)))  # not log(q / c), as in _rescales
            for q in (low, high)
            for c in (claim.low, claim.high)
            if c is not None and q * c > 0
        ),
        default=math.inf,
    )


# How far from a power of ten two figures' ratio may be and still be one (0.5%, the
# audit's default tolerance, in decimal digits).
_SCALE_SLACK = math.log10(1.005)


# A canonical unit with a metric prefix (kW, MW, GW; MB, GB; TB/s; Gbit/s; ms) and the unit it
# prefixes: a translation slips between 千瓦 and 兆瓦 (kW, MW), тысяч and миллионов
_PREFIXED_RE = lazy_compile(r"[kMGTPm]?(W|B|B/s|bit/s|s)")


def _group_unit(entries: _Widened) -> str | None:
    """The unit of claims kept together by their unit (ClaimIndex._by_unit)."""
    return entries[0][2].unit if entries else None


def _unprefixed(unit: str | None) -> str | None:
    """``unit`` without its metric prefix ("W" of "MW", "B/s" of "TB/s"), else itself: a
    figure's digits at another scale are another figure of the same unit, or of the
    same unit with another prefix (750千瓦 of 750 MW), not of another unit of the same
    dimension (20% is no slip of 200 x, 270 days none of 9 months)."""
    m = _PREFIXED_RE.fullmatch(unit) if unit else None
    return m.group(1) if m else unit


def _kind(unit: str | None) -> str | None:
    """What a figure in ``unit`` measures (dimension_of: a ratio and a share apart); None
    for a count without a unit."""
    return None if unit is None else dimension_of(unit)


def _rescales(low: float, high: float, claim: ClaimRecord) -> bool:
    """Whether [low, high] is a claim's value times a power of ten other than one, both
    ends by the same (70–100 of 700–1000, not of 700–10000); never a disputed claim, nor
    one whose value is a bare power of ten (1000 tokens/s: every figure of one digit and
    zeros, 1 or 10, would be it). A value of one digit (3 trillion, 9 months) only by
    the thousands and ten thousands a scale word or character slips by (3 миллиарда for
    3 триллиона, 3千 for 3万), not by ten (90 months is no slip of 9)."""
    if claim.status == Status.DISPUTED or claim.low is None or claim.high is None:
        return False
    if min(low, high, claim.low, claim.high) <= 0:
        return False
    # differences of logs, not logs of quotients: 1e-320 / 1e12 is 0.0
    shifts = (
        math.log10(low) - math.log10(claim.low),
        math.log10(high) - math.log10(claim.high),
    )
    power = round(shifts[0])
    if power == 0 or any(abs(shift - power) > _SCALE_SLACK for shift in shifts):
        return False
    # the digits themselves, not the figure rounded: 2499 USD is not 0.25 USD's 25, nor
    # 10 percent 99.95's (the slack above is for a unit's conversion factor)
    ends = ((low, claim.low), (high, claim.high))
    if any(significant_digits(end) != significant_digits(own) for end, own in ends):
        return False
    if claim.low != claim.high:
        return True
    digits = significant_digits(claim.low)
    if digits == "1":
        return False
    return len(digits) > 1 or power % 3 == 0 or power % 4 == 0


# The words of a claim's subject, "GPT-5.6 Sol throughput on Cerebras", "OpenAI–Cerebras
# partnership": those with a capital are names (GPT-5.6, Sol, Cerebras, OpenAI)
_SUBJECT_WORD_RE = lazy_compile(r"[^\s–—(),;:]+")
# the thing a subject opens with: its words with a capital before the first without one
_THING_RE = lazy_compile(r"(?:[^\s(),;:]*[A-ZА-ЯЁ][^\s(),;:]*(?:\s+|$))+")


@cache
def subject_names(subject: str) -> tuple[str, ...]:
    """The names in a claim's subject: its words with a capital letter."""
    return tuple(
        dict.fromkeys(w for w in _SUBJECT_WORD_RE.findall(subject) if any(ch.isupper() for ch in w))
    )


@cache
def _thing_names(subject: str) -> tuple[str, ...]:
    """The names of the thing a claim's subject opens with ("GPT-5.6", "Sol" of "GPT-5.6 Sol
    throughput on Cerebras"; none of "low-latency inference")."""
    thing = _THING_RE.match(subject)
    return subject_names(thing[0]) if thing else ()


def _names_in(subject: str, texts: Sequence[str]) -> tuple[int, ...]:
    """How many of the names in ``subject`` each of ``texts`` names."""
    names = subject_names(subject)
    return tuple(sum(1 for name in names if _names_name(name, text)) for text in texts)


@lru_cache(maxsize=4096)
def _names_name(name: str, text: str) -> bool:
    """Whether ``text`` names ``name``: asked once per sentence (a paragraph of thousands
    of figures and no full stop, each pointed at the nearest claim, searched it for each:
    a time that grew with the square of its length)."""
    return any_word((name,)).search(text) is not None


def _named_most(
    claims: Sequence[ClaimRecord], unit: str | None, context: Sequence[str]
) -> ClaimRecord | None:
    """Of ``claims`` (the nearest first), the one whose subject's names the first text of
    ``context`` names most, then the next.  For a figure without a unit only one whose
    subject ``context`` names at all: a bare count says nothing of what it counts, so
    "CS-3 clusters scale to 4096 systems" is pointed at the 2048-system CS-3 cluster, but
    "9200 users" at no count of anything else."""
    names: dict[str, tuple[int, ...]] = {}  # by subject: many claims may share one
    for claim in claims:
        if claim.subject not in names:
            names[claim.subject] = _names_in(claim.subject, context)
    named = [(names[claim.subject], claim) for claim in claims]
    if unit is None:
        named = [(names, claim) for names, claim in named if any(names)]
    return max(named, key=lambda pair: pair[0], default=(None, None))[1]


# A number's digits with its decimal point and group marks; a middle dot within a figure
# is the Lancet's decimal point, "14·2 months" (kb.quantities._with_decimal_middle_dots)
_DIGIT_RUN = lazy_compile(rf"[0-9](?:[0-9.,·{GROUP_SPACES}]*[0-9])?")
# The power of ten after a mantissa ("3e12", "3×10^12", "3⋅10⁻²"), as the reader takes it
# (kb.quantities.EXPONENT_RE): no digit of the figure's precision, which its mantissa's
# last digit gives
_EXPONENT_AFTER_DIGIT_RE = lazy_compile(rf"(?<=[0-9]){EXPONENT_RE.pattern}")


# 万 or 亿 right after a number's digits, with no metric prefix of a unit after it (100万千瓦
# counts in 万千瓦, ten megawatts, a unit of Chinese power figures): see _written_digits
_MYRIAD_RE = lazy_compile(rf"[{GROUP_SPACES}]*[万萬亿億](?![{GROUP_SPACES}]*[千兆吉])")


def _written_digits(surface: str, value: float) -> str | None:
    """The significant digits of the last number ``surface`` writes in digits, its
    mantissa's when it has an exponent; None for a number in words.  Before 万 (10^4) or
    亿 (10^8), zeros that an English page would leave to its scale word are none: 100万 is
    written as "1M" is (0.5M..1.5M; to the unit, a Chinese "100万-token context" was not
    backed by the 1.05M that backs the English "1M"), 750万 as "7.5M", 1000万 as "10M",
    10亿 as "1B", 10万 as "100K" (to its 0)."""
    plain = _EXPONENT_AFTER_DIGIT_RE.sub("", surface)
    last = _last_digit_run(plain)
    if last is None:
        return None
    digits = re.sub(r"[^0-9]", "", last[0]).lstrip("0")
    # the zeros before a decimal point only: 100.0万 is written to its tenth, on purpose
    if digits and "." not in last[0] and _MYRIAD_RE.match(plain, last.end()):
        named = 1000.0 ** math.floor(math.log10(abs(value)) / 3)  # thousand, million…
        while digits.endswith("0") and abs(value) / int(digits[:-1]) <= named * (1 + 1e-9):
            digits = digits[:-1]
    return digits


def _last_digit_run(plain: str) -> re.Match[str] | None:
    """The last number ``plain`` writes in digits, its marks between them too."""
    runs = list(_DIGIT_RUN.finditer(plain))
    return runs[-1] if runs else None


# A decimal mark within a number's digits: a point, a middle dot, or a comma not before
# exactly three digits, which group thousands ("0,80", not "1,200")
_DECIMAL_MARK_RE = lazy_compile(r"[.·]|,(?![0-9]{3}(?![0-9]))")

_FLOAT_DIGITS = 17  # the significant digits a float holds


def _low_end(surface: str) -> str | None:
    """What a range written with two numbers in digits writes up to its second number,
    its low end read to the precision of its own digits ("3-" of "3-9 yuan", "от 3 до "
    of "от 3 до 9 юаней", 2万亿至 of 2万亿至4万亿; the high end is the whole, its last
    number's); None for a figure written with fewer numbers in digits ("three to nine",
    十几, whose ends are no figures a page states)."""
    plain = _EXPONENT_AFTER_DIGIT_RE.sub("", surface)
    runs = _DIGIT_RUN.finditer(plain)
    second = next(runs, None) and next(runs, None)
    return plain[: second.start()] if second else None


def written_precision(surface: str, value: float) -> float:
    """Half the unit of the last digit a number is written with, so that a page's figure
    is read as what it may round: "765" is 764.5..765.5, "1.05M" and "105万" 1.045M..1.055M,
    "1M", 100万 and "1e6" 0.5M..1.5M; in words ("three trillion", 三万亿) the last nonzero
    digit counts. ``value`` is what the reader made of the last number in ``surface``; 0
    when the digits do not give value by a power of ten (then the figure is read as
    exact).  A figure the reader states in another unit is read to its digits in its own
    ("81°F" is 80.5 °F..81.5 °F, 26.94 °C..27.5 °C: kb.quantities.as_written)."""
    value, size = as_written(surface, value)
    digits = _written_digits(surface, value)
    if digits is None:  # number words: 3e12 of "three trillion" has one significant digit
        digits = f"{abs(value):.15f}".replace(".", "").strip("0")
    return _digit_precision(digits, value) * size


def _digit_precision(digits: str, value: float) -> float:
    """Half the unit of the last of ``digits``, the significant digits ``value`` is
    written with (written_precision); 0 when they do not give it by a power of ten."""
    if not digits or value == 0 or not math.isfinite(value) or len(digits) > _FLOAT_DIGITS:
        return 0.0  # beyond a float's digits, the last one is below the value's precision
    ratio = abs(value) / int(digits)
    exponent = round(math.log10(ratio))
    return 0.5 * 10.0**exponent if math.isclose(ratio, 10.0**exponent, rel_tol=1e-9) else 0.0


def written_round(surface: str, value: float) -> bool:
    """Whether a figure is written round, in digits whose last is a zero ("1,000", "750",
    1000万; not "753", "1.06M", 106万, 100万, "3e12"): it may round the claim's value (998
    written 1,000), so the claims' tolerance widens them for it; a figure written to a
    last digit that is not zero states that digit, and 750 or 1.05M does not back it.  A
    figure in words is read to its last nonzero digit already (written_precision: "three
    trillion" 2.5T..3.5T, 一百零六万 1.055M..1.065M), which is all the rounding words say."""
    written = _written_digits(surface, value)
    return written is not None and written.endswith("0")


# The words of kb.numerals.ROUNDING_BEFORE that put a figure a little above what it
# counts ("nearly 1,200 patients" are 1,150 to 1,200, not 1,240), and those that round it
# either way, with the abbreviations that round ("about 1,200", "ca. 1,200", 约1200,
# "около 1200"); not 近 alone, as often "the last" (近30天, the last 30 days) as
# "nearly", nor "c." and "прим.", as often a letter ("Washington, D.C. 1,200", "Answer
# c.") and a note (примечание)
_SHORT_OF = ("nearly", "almost", "接近", "将近", "почти")
_ROUNDING_WORDS = (
    *(w for w in ROUNDING_BEFORE if w not in (*_SHORT_OF, "近")),
    *(a for a in ROUNDING_ABBREVIATIONS if a not in ("c.", "прим.")),
)
# The first characters of words that end in 约 and mean no "about": 签约 (signed), 预约
# (booked), 契约, 邀约, 履约, 违约, 特约, 公约, 条约, 相约, 赴约, 解约, 毁约, 婚约, 誓约,
# 缔约, 隐约; not 合, 制, 简 nor 节, which end other words before an "about": 折合约1200元
# (comes to about), 编制约, 精简约, 本节约 (this section, about)
_NOT_ABOUT_BEFORE_YUE = "签预契邀履违特公条相赴解毁婚誓缔隐"


def _word_choice(words: Iterable[str]) -> str:
    """Alternatives for ``words``, one of letters not read inside another word ("some"
    of "handsome"), 约 not at the end of one (签约800兆瓦, signed for 800 MW)."""
    return "|".join(
        rf"(?<![{_NOT_ABOUT_BEFORE_YUE}])约" if w == "约" else word_start(w) + re.escape(w)
        for w in words
    )


_ROUNDED_BEFORE_RE = lazy_compile(
    rf"(?:(?P<short>{_word_choice(_SHORT_OF)})|{_word_choice(_ROUNDING_WORDS)})[^\S\n]*$",
    re.IGNORECASE,
)
_ROUNDED_REACH = 16  # "approximately " and the spaces after it


def _before_digits(sentence: str, start: int, end: int) -> str:
    """The text of ``sentence`` before the first digit of its figure at [start, end),
    where a word that rounds it stands: before the figure, or in it after what it measures
    per (每秒约800个token)."""
    digit = _DIGIT_RUN.search(sentence, start, end)
    return sentence[: digit.start() if digit else start]


def rounded_reach(before: str, surface: str, value: float) -> tuple[float, float] | None:
    """For a figure written round in digits (written_round) after a word that rounds it,
    ``before`` the text up to it, how far below and above ``value`` what it rounds may
    lie: to its last nonzero digit, as a figure in words is read ("about 1,200 patients",
    "около 1200 пациентов", 约1200名患者: 50 each way, so 1,240 is about 1,200, a bare
    "1,200" states its zeros), none above it for a word that says the figure falls short
    ("nearly 1,200", почти, 将近: 50 below).  A figure of one significant digit, which
    such a reach would widen by a quarter or a half, reaches half of the next digit, 5 %
    of it ("about 2,000" is 1,900 to 2,100; "about 200 billion" is no 150 billion, "about
    100 layers" no 70 to 90).  None for any other figure or one not above zero (a range's
    reach is its last number's: ClaimIndex.backing reads a single figure so, not a
    range).  A figure the reader states in another unit reaches as written in its own
    ("about 100°F" is 95 °F to 105 °F: kb.quantities.as_written)."""
    value, size = as_written(surface, value)
    word = _ROUNDED_BEFORE_RE.search(simplified(before[-_ROUNDED_REACH:]))
    if value <= 0 or word is None:
        return None  # most figures: none of the digit reading below
    last = _last_digit_run(_EXPONENT_AFTER_DIGIT_RE.sub("", surface))
    written = _written_digits(surface, value)
    if last is None or written is None or not written.endswith("0"):
        return None  # not written round in digits (written_round)
    if _DECIMAL_MARK_RE.search(last[0]):
        return None  # "about 0.80 GW", "около 0,80 ГВт": a zero after the point is stated
    digits = written.rstrip("0")
    off = size * (_digit_precision(digits, value) if len(digits) > 1 else value * 0.05)
    return (off, 0.0) if word["short"] else (off, off)


def _conversions(
    unit: str | None, by_unit: Mapping[str | None, _Widened] | Mapping[str, _Widened]
) -> list[tuple[float, _Widened]]:
    """The claims of by_unit a quantity in ``unit`` may match, each group with the factor
    that converts the quantity to the group's unit (kb.backing.unit_factors).  A number
    without a unit may state any claim's value (its unit may stand before it); one with
    a unit, money among them, matches only claims in a unit it converts to, not those
    without one (which count things: "5,000 ms" is not a claim's 5000 connections)."""
    plan = []
    for claim_unit, entries in by_unit.items():
        factor: float | None = 1.0
        if unit is not None:
            factor = None if claim_unit is None else unit_factors(unit).get(claim_unit)
        if factor is not None:
            plan.append((factor, entries))
    return plan


_EXACT = 1e-9  # the relative error a unit's conversion factor may add to a value


def _holding(
    low: float,
    high: float,
    plan: list[tuple[float, _Widened]],
    slack: float = 0.0,
    widened: bool = True,
) -> Iterator[ClaimRecord]:
    """The claims of plan whose interval holds [low, high], each end of which may be off
    by ``slack`` (the precision it is written with), as rounding half up reads it: from
    ``slack`` below up to, not onto, ``slack`` above ("99.9 %" is 99.85 % to 99.95 %
    left out, which rounds to 100.0 %: three nines are no SLA of 99.95 %; by size, so
    below a negative figure: "-0.1 %" is -0.15 % left out up to -0.05 %); widened by
    the tolerance for a figure written round (written_round), as it is for any without
    ``widened``, and by a float's error at each end (_EXACT: 99.9 - 0.05 is above 99.85)."""
    for factor, entries in plan:
        q_low, q_high = sorted((low * factor, high * factor))
        off = slack * abs(factor)
        top, bottom = q_low + off, q_high - off
        top_open, bottom_open = off > 0 and q_low >= 0, off > 0 and q_high < 0
        top_held = top - _EXACT * abs(top) if top_open else top + _EXACT * abs(top)
        bottom_error = _EXACT * abs(bottom)
        bottom_held = bottom + bottom_error if bottom_open else bottom - bottom_error
        for lo, hi, c in entries:
            if not widened:
                assert c.low is not None and c.high is not None  # entries have values
                lo, hi = c.low, c.high
            if (lo < top_held if top_open else lo <= top_held) and (
                bottom_held < hi if bottom_open else bottom_held <= hi
            ):
                yield c


def _held(
    low: float,
    high: float,
    plan: list[tuple[float, _Widened]],
    slack: float,
    widened: bool,
    rounded: tuple[float, float] | None,
) -> tuple[ClaimRecord, ...]:
    """The claims of plan that hold [low, high] (_holding) or, when none does, for a
    figure after a word that rounds it, those it may round (_rounded_to): the figure as
    written first, so that an estimate of 1,200 still backs "about 1,200" alone, not a
    confirmed 1,240 of another trial that rounds to it."""
    held = tuple(_holding(low, high, plan, slack, widened))
    if held or rounded is None:
        return held
    return tuple(_rounded_to(high, *rounded, plan))


def _rounded_to(
    value: float, below: float, above: float, plan: list[tuple[float, _Widened]]
) -> Iterator[ClaimRecord]:
    """The claims of plan whose values all lie in [value - below, value + above), what
    rounds to ``value`` (rounded_reach): the end above left out, as rounding half up takes
    it to the next figure ("about 1,200" is no 1,250, which rounds to 1,300), and no range
    that only meets it (1,240 to 5,000 patients do not round to "about 1,200").  No
    tolerance widens them: the rounding is all the page says."""
    for factor, entries in plan:
        at, down, up = value * factor, below * abs(factor), above * abs(factor)
        for _, _, c in entries:
            assert c.low is not None and c.high is not None  # entries have values
            if at - down <= c.low and c.high < at + up:
                yield c


# --------------------------------------------------------------------------- the auditor


_WORKER: Auditor | None = None  # the auditor a forked worker process inherits
PARALLEL_BYTES = 2_000_000  # below this, starting processes costs more than it saves


def _audit_in_worker(file: tuple[Path, str, str]) -> FileOutcome:
    assert _WORKER is not None
    return _WORKER.audit_file(*file)


def _worker_starts() -> None:
    """A worker dies at SIGTERM, as the pool's terminate (at its end, or when the caller
    stops reading) expects: a handler inherited from the command (which unwinds on SIGTERM)
    made it raise where it stood, and a worker raising out of the task queue's lock left
    another blocked on it, and the command waiting for that one for ever."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


_YOUNG_OBJECTS = 10_000  # allocations between two collections of the youngest objects


@contextmanager
def collecting_less() -> Iterator[None]:
    """Python's cycle collector set for an audit, and put back after: what exists already
    (modules, claims, the auditor) is frozen, so that the collector does not walk it again
    at each full collection (nor dirty, in forked workers, the pages they share), and
    young objects are collected every _YOUNG_OBJECTS allocations instead of 700: a page
    makes hundreds of thousands of tokens, atoms and such, which reference counting frees
    (few are in cycles).  Collecting took 5-7 % of a run.  A caller's own freeze stays."""
    threshold = gc.get_threshold()
    freezing = gc.get_freeze_count() == 0
    if freezing:
        gc.freeze()
    gc.set_threshold(_YOUNG_OBJECTS, *threshold[1:])
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        if freezing:
            gc.unfreeze()


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


class _ChunkText:
    """A chunk of a page as read, with where its lines start (found when a finding first
    asks), so that a finding can give the text of its region."""

    def __init__(self, text: str, first_line: int) -> None:
        self.text = text
        self.first_line = first_line
        self._lines: Lines | None = None
        # each line's start: the offset up to which its UTF-16 code units are counted
        self._utf16: dict[int, tuple[int, int]] = {}

    def offset(self, line: int, column: int) -> int:
        """Where ``text`` holds the character at (line, column) of the page."""
        if self._lines is None:
            self._lines = Lines(self.text)
        return self._lines.start(line - self.first_line + 1) + column - 1

    def utf16_columns(self, line: int, at: int, end: int) -> tuple[int, int]:
        """The UTF-16 columns (SARIF's) of ``text[at:end]``, which starts on ``line``:
        its line's code units counted on from the region asked before on it, so that a
        line of thousands of figures (a paragraph) is encoded once, not once a figure."""
        line_start = self.offset(line, 1)
        counted, units = self._utf16.get(line_start, (line_start, 0))
        if at < counted:
            counted, units = line_start, 0
        units += utf16_length(self.text[counted:at])
        self._utf16[line_start] = (at, units)
        return utf16_columns(units, self.text[at:end])

    def lines(self, first: int, last: int) -> _ChunkText:
        """Lines ``first`` to ``last`` of the page, of this chunk, as a chunk of their own."""
        start = self.offset(first, 1)
        assert self._lines is not None
        after = last - self.first_line + 1  # the index of the line after the last
        end = self._lines.starts[after] if after < len(self._lines.starts) else len(self.text)
        return _ChunkText(self.text[start:end], first)


# what ends a clause, for the things named in a figure's (_Mentions.of_clause): a
# comma, semicolon or bracket ("Unlike Kimi K2.6, the model …", "The model (unlike Kimi
# K2.6) runs at …"); not a colon, which opens what a name says ("Sol: 1000 tokens/s"),
# nor a dash, a Russian copula ("Контекст Sol — …")
_CLAUSE_BREAK_RE = lazy_compile(r"[,;，；、()（）]")
# what opens and closes an aside, a clause of no figure set off by commas or brackets: the
# clause after it goes on from the one before it ("Sol, unlike Kimi K2.6, runs at 1000 tokens
# per second" is Sol's figure, "Sol's rival, Kimi K2.6, runs at …" Kimi K2.6's)
_ASIDE_OPENS, _ASIDE_CLOSES = ",，(（", ",，)）"
# what opens an appositive, a clause of no figure set off after the figure's that says what
# the figure is, and so goes on with the figure's clause ("It runs at 1000 tokens per second,
# the speed of Sol", "每秒1000个token，这是Sol的速度", "…, это скорость Sol"); not a word that
# compares (", unlike Sol", ", faster than Sol", "，比Sol快"), nor a clause of its own (", and
# Kimi K2.6 runs on Cerebras too"); one that sets names apart gives the figure only to
# whose it is (_APART_RE); "i.e." and "т. е." end in a dot, after which no word boundary
# stands before a space
_APPOSITIVE_RE = lazy_compile(
    r"\s*(?:(?i:(?:the|which\s+is|that\s+is|namely)\b|i\.\s?e\.)"
    r"|这是|这就是|即(?![使便])|也就是|正是"
    r"|(?i:(?:это|то\s+есть|как\s+у)\b|т\.\s?е\.))"
)
# an appositive of a ratio is a comparison: "，即Sol的两倍", ", twice Sol's", ", вдвое больше"
# (not "times" or "half", which count other things: "three times over the year", "at half
# load")
_RATIO_RE = lazy_compile(r"(?i:\b(?:twice|thrice|вдвое|втрое|вчетверо)\b)|倍|一半|分之")
# ... and a word that sets a name in an appositive apart from the figure, unless the name is
# whose the figure is (_owns): a denial (", the speed Sol cannot reach", 这是Sol无法达到的速度),
# a comparison (", the model Sol was built to beat"), a time (", the day after Sol launched",
# 这是Sol发布后的第二天) or what was not had (", the target Sol missed", "the record Sol lost");
# and so does a doubt (kb.hedges' cues: ", which is what Sol was rumoured to reach",
# 这是传闻中Sol能达到的速度, ", the speed Sol may reach"), which gives the name the figure
# only as a rumour or a guess, no more than a denial does, while a hedge excuses no figure
# of an unsourced number ("Sol is rumoured to reach 1000 tokens per second" is one)
_APART_RE = lazy_compile(
    r"(?i:\b(?:after|before|since|until|miss(?:es|ed)?|lost|los(?:es|ing)|fail(?:s|ed)?"
    r"|после|до|перед)\b)|之后|以后|之前|以前|[后前]的|未能|没能|错过|失去"
)
# a figure's first digit: not one of a name's ("K2.6", "GPT-5.6")
_FIGURE_DIGIT_RE = lazy_compile(r"(?<![A-Za-z0-9.\-])[0-9]")
# a word that makes the names after it in its clause what the figure is compared with
# ("Unlike Kimi K2.6 the model runs at 750 tokens per second", "slower than Kimi K2.6",
# "Its 750 tokens per second trail Kimi K2.6's 1000", 与Kimi K2.6相比该模型…, "В отличие
# от Kimi K2.6 модель …"); 与, 和, 跟 and 同 only before 相比 or 不同, else they are "and"
# ("Sol 与 Kimi K2.6 的速度分别为…" names both; "与 Kimi K2.6 一样" gives both the figure)
_COMPARED_RE = lazy_compile(
    r"(?i:\b(?:unlike|than|compared|versus|vs\.?|next to|rival|competitor"
    r"|trail(?:s|ed|ing)?|lag(?:s|ged|ging)?|exceed(?:s|ed|ing)?|outpac(?:e|es|ed|ing)"
    r"|surpass(?:es|ed|ing)?|beat(?:s|ing)?)\b)"
    r"|比|相比|对比|不同于|竞争|低于|高于|不及|不如|落后|领先|超过|超越"
    r"|(?:与|和|跟|同)(?=[^，,。；;]{0,40}?(?:相比|相较|对比|不同))"
    r"|(?i:\b(?:чем|в отличие от|по сравнению с|сравнении с|быстрее|медленнее|больше|меньше"
    r"|уступа(?:ет|ют)|превосход(?:ит|ят)|опережа(?:ет|ют)|конкурент\w*|соперни\w*)\b)"
)

# a rival after the name it is of: the rival is what the sentence is about, and the name
# what it is compared with ("Kimi K2.6's rival runs at 750 tokens per second", "Kimi K2.6
# 的竞争对手…"); read right after a name, and the rest of the thing's ("K2.6" after "Kimi")
_NAME_REST = r"(?:\s+[\w.\-]{0,20}[A-Z0-9][\w.\-]{0,20}){0,3}"
_RIVAL_OF_RE = lazy_compile(
    _NAME_REST + r"(?:['’]s?\s+(?i:[a-z]+\s+)?(?i:rival|competitor)s?\b"
    r"|\s*的\s*\w{0,2}?(?:竞争对手|对手|竞品))"
)
# where a figure opens: its digits, or 每秒 before them ("每秒 1000 个 token")
_FIGURE_OPENS = r"(?=[0-9]|每秒\s*[0-9])"
# a figure after the name it is of, which ends where the figure opens: the name is that
# figure's thing, not another's in its clause, after a word that compares too ("It managed
# 750 tokens/s to Kimi K2.6's 1000", "Sol trails Kimi K2.6's 1000 tokens per second")
_FIGURE_OF_RE = lazy_compile(_NAME_REST + r"(?:['’]s?\s+|\s*的\s*)" + _FIGURE_OPENS)
# whose figure an appositive names: a name it gives the figure to, "of Sol", "Sol's
# speed", "как у Sol", "Sol的速度", or a Russian noun's, at its end ("это скорость Sol"): in
# one that sets names apart, the figure is still theirs ("the speed of Sol that rivals cannot
# match"), not a name's doing something ("the speed Sol never reached")
_OWNER_BEFORE_RE = lazy_compile(r"(?i:\b(?:of|у)|(?P<noun>[а-яё]+))\s+$")
_OWNER_AFTER_RE = lazy_compile(_NAME_REST + r"(?:['’]s?(?!\w)|\s*的)")
_OWNER_ENDS_RE = lazy_compile(_NAME_REST + r"\s*(?:[.!?。)）,，;；:]|$)")
# a figure right after a name, or after "at", "with its", "с её": after a word that compares,
# the name may be what the figure is compared with ("slower than Kimi K2.6 at 750 tokens
# per second") or its thing ("Sol lags behind Kimi K2.6 at 1000 tokens per second")
_BEFORE_FIGURE_RE = lazy_compile(
    _NAME_REST
    + r"(?![0-9A-Za-z.\-])\s*(?:(?i:at|with\s+(?:its|their))\s+|с\s+(?:её|его|их)\s+)?"
    + _FIGURE_OPENS
)
# a colon: a word that compares before it compares no name after it ("…的速度对比：Kimi K2.6
# 每秒 1000 个 token"), and one that pairs two things (_PAIRS_RE) makes a heading of the
# figures after it, which are of both ("Sol vs Kimi K2.6: 750 vs 1000 tokens per second",
# "Sol 和 Kimi K2.6 的对比：每秒 750 和 1000 个 token"); "slower than Kimi K2.6: …" compares
_COLON_RE = lazy_compile(r"[:：]")
_PAIRS_RE = lazy_compile(r"(?i:vs\.?|versus)|[与和跟同]")
# a word that denies: between a figure and a name after it, the name is not the figure's
# thing ("1000 tokens per second is not Sol's speed", "每秒 1000 个 token 并不是 Sol 的速度",
# "1000 токенов в секунду — это не скорость Sol", "… cannot be Sol's"); not 是不是, a
# question
_DENIES_RE = lazy_compile(
    r"(?i:\b(?:not|cannot|never)\b|n['’]t\b|\bне\b)|[并並]非|(?<!是)不是|无法|不能(?!不)|[达達]不到"
)

# a rival with the name after it, which names the rival: what the sentence is about, not
# what it is compared with ("Sol's rival Kimi K2.6 runs at …", "Sol 的竞争对手 Kimi K2.6…";
# not "Конкурент Kimi K2.6", Kimi's rival); its words, the name's
_RIVAL_NAMED_RE = lazy_compile(
    r"(?:(?i:\b(?:rival|competitor)\s+)|竞争对手\s*)"
    r"([\w.\-]{0,20}[A-Z0-9][\w.\-]{0,20}(?:\s+[\w.\-]{0,20}[A-Z0-9][\w.\-]{0,20}){0,2})"
)


class _Mentions:
    """Which of ``names`` (the things of the claims' subjects) a sentence and the labels
    of its table cell name, and where: found once, when first asked (a sentence of
    thousands of figures asks for each, and each figure for each claim that backs it)."""

    def __init__(
        self, sentence: str, labels: str, names: Sequence[str], doubts: Callable[[str], bool]
    ) -> None:
        """``doubts``: whether a text says a figure is uncertain (HedgeCues.doubts)."""
        self._sentence, self._labels, self._names = sentence, labels, names
        self._doubts = doubts
        self._at: dict[str, list[int]] = {}  # each name's offsets, but those compared with
        self._of_figure: dict[int, set[str]] = {}  # the names before a figure, by its offset
        self._breaks: list[int] = []  # where a clause opens
        self._asides: dict[int, int] = {}  # where the clause before an aside opens, by where
        # the clause after it does
        self._appositives: dict[int, int] = {}  # where an appositive closes, by where it opens
        self._ends: dict[int, int] = {}  # where each name of _at ends, by where it opens
        self._apart: set[int] = set()  # where each appositive closes that sets apart the
        # names in it but those it gives the figure to (_APART_RE, or a doubt)
        self._denials: list[int] = []  # where a word that denies stands
        self._colons: list[int] = []  # where a colon stands
        self._compared: list[int] = []  # where a comparing word stands, but in a heading
        # the names compared with right before a figure, which may be its (_BEFORE_FIGURE_RE)
        self._before_figure: set[str] = set()
        # where a rival word stands, by where each word of the name after it opens
        self._rivals: dict[int, int] = {}
        self._labelled: frozenset[str] = frozenset()
        self._anywhere: frozenset[str] | None = None

    def anywhere(self) -> frozenset[str]:
        """The names the sentence or its labels name, but for what a figure is compared
        with: "Sol runs at 1000 tokens per second, unlike Kimi K2.6" names Sol alone; one
        right before a figure, or whose figure it is, may be that figure's and counts
        ("Sol lags behind Kimi K2.6 at 1000 tokens per second" names both)."""
        if self._anywhere is None:
            self._breaks = [m.end() for m in _CLAUSE_BREAK_RE.finditer(self._sentence)]
            self._denials = [m.start() for m in _DENIES_RE.finditer(self._sentence)]
            self._asides = self._after_asides()
            self._appositives = self._closing_appositives()
            self._colons = [m.start() for m in _COLON_RE.finditer(self._sentence)]
            self._compared = [
                m.start()
                for m in _COMPARED_RE.finditer(self._sentence)
                if not (_PAIRS_RE.fullmatch(m[0]) and self._heads(m.start()))
            ]
            self._rivals = {
                m.start(1) + word.start(): m.start()
                for m in _RIVAL_NAMED_RE.finditer(self._sentence)
                for word in re.finditer(r"\S+", m[1])
            }
            for name in self._names:
                found = []
                for m in any_word((name,)).finditer(self._sentence):
                    figure = _FIGURE_OF_RE.match(self._sentence, m.end())
                    if figure is not None:
                        self._of_figure.setdefault(figure.end(), set()).add(name)
                    elif not self._compared_with(m.start(), m.end()):
                        found.append(m.start())
                        self._ends[m.start()] = m.end()
                    elif _BEFORE_FIGURE_RE.match(self._sentence, m.end()):
                        self._before_figure.add(name)
                if found:
                    self._at[name] = found
            labels = self._labels
            named = (n for n in self._names if labels and any_word((n,)).search(labels))
            self._labelled = frozenset(named)
            figures = self._of_figure.values()
            self._anywhere = (
                self._labelled | self._before_figure | frozenset(self._at).union(*figures)
            )
        return self._anywhere

    def _after_asides(self) -> dict[int, int]:
        """Where the clause before each aside opens, by where the clause after it does."""
        opens = [0, *self._breaks]
        return {
            after: before
            for before, aside, after in zip(opens, opens[1:], opens[2:], strict=False)
            if self._aside(aside, after)
        }

    def _closing_appositives(self) -> dict[int, int]:
        """Where each appositive (_APPOSITIVE_RE) closes, by where it opens or where an
        aside before it does: the aside is no end of the figure's clause ("It runs at 1000
        tokens per second, unlike Kimi K2.6, the speed of Sol")."""
        sentence, opens = self._sentence, self._breaks
        clauses = list(zip(opens, [*opens[1:], len(sentence)], strict=False))
        appositives = {
            start: end
            for start, end in clauses
            if _APPOSITIVE_RE.match(sentence, start, end)
            and self._set_off(start, end)
            and _RATIO_RE.search(sentence, start, end) is None
        }
        self._apart = {
            end
            for start, end in appositives.items()
            if any(r.search(sentence, start, end) for r in (_APART_RE, _DENIES_RE, _COMPARED_RE))
            or self._doubts(sentence[start:end])
        }
        past_asides = {
            start: appositives[end]
            for start, end in clauses
            if end in appositives and self._aside(start, end)
        }
        return appositives | past_asides

    def _set_off(self, start: int, end: int) -> bool:
        """Whether the clause from ``start`` to ``end`` opens after a comma or bracket and
        holds no figure."""
        return (
            self._sentence[start - 1] in _ASIDE_OPENS
            and _FIGURE_DIGIT_RE.search(self._sentence, start, end) is None
        )

    def _aside(self, start: int, end: int) -> bool:
        """Whether the clause from ``start`` to ``end`` is an aside (_ASIDE_OPENS)."""
        return self._set_off(start, end) and self._sentence[end - 1] in _ASIDE_CLOSES

    def _owns(self, start: int, end: int) -> bool:
        """Whether the name from ``start`` to ``end`` is one an appositive gives the figure
        to (_OWNER_BEFORE_RE, _OWNER_AFTER_RE)."""
        sentence = self._sentence
        if _OWNER_AFTER_RE.match(sentence, end):
            return True
        before = _OWNER_BEFORE_RE.search(sentence, max(0, start - 24), start)
        return before is not None and (
            before["noun"] is None or _OWNER_ENDS_RE.match(sentence, end) is not None
        )

    def _heads(self, at: int) -> bool:
        """Whether a colon follows offset ``at`` in its clause."""
        after = bisect_left(self._colons, at)
        return after < len(self._colons) and self._colons[after] < self._clause(at)[1]

    def _clause(self, at: int) -> tuple[int, int]:
        """Where the clause of offset ``at`` of the sentence opens and closes."""
        opened = bisect_right(self._breaks, at)
        opens = self._breaks[opened - 1] if opened else 0
        closes = self._breaks[opened] if opened < len(self._breaks) else len(self._sentence)
        return opens, closes

    def _compared_with(self, start: int, end: int) -> bool:
        """Whether the name from ``start`` to ``end`` of the sentence is what a figure is
        compared with: after a word that compares in its clause, and after its last colon,
        but for the rival word that it names ("Sol's rival Kimi K2.6"), or before its
        rival."""
        colon = bisect_left(self._colons, start)
        opens = max(self._clause(start)[0], self._colons[colon - 1] if colon else 0)
        first, before = bisect_left(self._compared, opens), bisect_left(self._compared, start)
        if before > first and self._compared[before - 1] == self._rivals.get(start):
            before -= 1
        if before > first:
            return True
        return _RIVAL_OF_RE.match(self._sentence, end) is not None

    def of_clause(self, at: int) -> frozenset[str]:
        """The names of the clause of offset ``at`` of the sentence, before it (from the
        clause before an aside that opens it) and after it (to the end of an appositive that
        follows it), but for those after a word that compares, those after it and a word
        that denies and those of another figure, and the labels'."""
        self.anywhere()
        opens, own_closes = self._clause(at)
        opens, closes = (
            self._asides.get(opens, opens),
            self._appositives.get(own_closes, own_closes),
        )
        return (
            self._labelled
            | self._of_figure.get(at, set())
            | frozenset(
                name
                for name, found in self._at.items()
                if (o := self._first(found, opens, own_closes, closes)) is not None
                and not self._denied(at, o)
            )
        )

    def _first(self, found: list[int], opens: int, own_closes: int, closes: int) -> int | None:
        """The first of a name's offsets ``found`` in a figure's clause (from ``opens`` to
        ``own_closes``), else in the appositive after it (to ``closes``), where one that
        sets names apart leaves only those it gives the figure to (_owns), or None."""
        first = bisect_left(found, opens)
        if first < len(found) and found[first] < own_closes:
            return found[first]
        after = found[first : bisect_left(found, closes)]
        if closes not in self._apart:
            return after[0] if after else None
        return next((o for o in after if self._owns(o, self._ends[o])), None)

    def _denied(self, at: int, name: int) -> bool:
        """Whether a word that denies stands between offset ``at`` and a name at ``name``
        after it."""
        after = bisect_left(self._denials, at)
        return after < len(self._denials) and self._denials[after] < name


@dataclass
class _Around:
    """What stands around the figures of one block: the lead-in of its list, table or box,
    the headings of its sections (_sections), and the tests of texts made so far (once
    per block)."""

    lead_in: str
    sections: tuple[str, ...]
    names: str = ""  # for a table cell, its column's header and row's label (Prose.names)
    hedged: dict[str, bool] = field(default_factory=dict)  # see Auditor._hedged
    topical: dict[str, bool] = field(default_factory=dict)  # see Auditor._topical


_REMEMBERED_CHARS = 100_000  # characters of sentences _Remembered keeps readings of at most


class _Remembered(Generic[_Reading]):
    """The readings of sentences made so far in a run, by the sentences they are of: pages
    repeat sentences ("Sol serves 750 tokens per second." in every page's summary), and
    each reading depends on its text alone.  Dropped all at once when the texts pass
    _REMEMBERED_CHARS characters, so that memory stays bounded however much is read."""

    def __init__(self) -> None:
        self._found: dict[tuple[str, ...], _Reading] = {}
        self._chars = 0

    def get(self, texts: tuple[str, ...], read: Callable[..., _Reading]) -> _Reading:
        """The reading of ``texts``: ``read(*texts)``, made the first time it is asked."""
        found = self._found.get(texts)
        if found is None:
            size = sum(map(len, texts))
            if self._chars + size > _REMEMBERED_CHARS:
                self._found.clear()
                self._chars = 0
            found = self._found[texts] = read(*texts)
            self._chars += size
        return found


def _opened(
    chain: tuple[tuple[int, str], ...], level: int, heading: str
) -> tuple[tuple[int, str], ...]:
    """The (level, text) of the headings above what follows ``heading`` of ``level``:
    those of the sections it is in (of a higher level, h1 over h2), and it; an h2 ends
    the h2 and the h3s before it."""
    return (*(above for above in chain if above[0] < level), (level, heading))


def _sections(chain: tuple[tuple[int, str], ...]) -> tuple[str, ...]:
    """The headings that may name a topic for the figures below ``chain``, the nearest
    first: every one ("## Sol" over "### Details"), but the page's title (an h1) only
    where it is the nearest, over the page's opening or a page without sections: once
    a page is divided into sections, a figure belongs to its section, and a title
    ("# Deploying Sol") would bring every figure of the page into scope."""
    below_title = [text for level, text in chain if level > 1]
    return tuple(reversed(below_title or [text for _, text in chain]))


@dataclass
class _FileResult:
    findings: list[Finding]
    ignores: list[IgnoreComment]


# What may follow a unit word in a label: nothing, or "the number of" (晶圆数, 层数,
# 参数量, 晶圆数量 name wafers, layers and parameters)
_COUNT_WORDS = frozenset({"", "数", "量", "数量", "数目"})
# a label's metric tonne in brackets or after a comma, a symbol of one letter the reader
# leaves bare in prose (a column headed "t" alone is a t-statistic as often)
_TONNE_LABELS = frozenset({"t", "т"})
# A table label that names THE year its row or column is of ("Year", "Год", 年份, 年度),
# which words before it say which ("Release year", "Fiscal year", "Модельный год"): its
# figures are dates.  A plural ("Years", "Training years", "Лет") counts years: a duration.
_YEAR_LABEL = lazy_compile(r"(?:[^\W\d_]+\s+)*(?:year|год)|年份?|年度", re.IGNORECASE)
# Pieces, a label's unit that counts what its name names ("Пластины, шт.", "Wafers (pcs)";
# "Пластины, тыс. шт.": thousands of wafers)
_PIECES_RE = lazy_compile(r"(?:^|\s)(?:шт\.?|штук|pcs\.?|pieces)$", re.IGNORECASE)
# The word that says what follows is a label's unit: "Speed (in tok/s)", "Power, in MW",
# "Мощность (в МВт)", 功率（单位：兆瓦）, "Power (unit: MW)"; and "in", "в" with the unit
# after them in the label's name ("Speed in tokens/s", "Мощность в МВт")
_UNIT_MARKER_RE = lazy_compile(r"(?:in|в)\s+|(?:units?|единицы?|单位)\s*[:：]\s*", re.IGNORECASE)
# what sets a remark apart from the unit before it in a label's brackets: "(tok/s;
# measured)", "(MW, официально)"
_REMARK_AFTER_UNIT_RE = lazy_compile(r"[;,；，]")
# ... or what a price is paid per after its currency: "Price (USD / seat / month)",
# "Цена (руб./мес.)", 价格（元/月）, "Price, USD per seat", "Цена, руб. в месяц"
_PAID_PER_RE = lazy_compile(r"\s*/|\s+(?:per|за|в)\s", re.IGNORECASE)
# ... or after a name and a slash ("Speed / tok/s", 功率/兆瓦), read when the whole is no
# unit ("Tokens/s" is one)
_UNIT_AFTER_RE = lazy_compile(r"\s(?:in|в)\s+(?=\S)|\s*/\s*(?=\S)", re.IGNORECASE)
# ... or a bound, as news and spec sheets give a figure ("до 900", 最高 900, "up to 900",
# "Max 900", "at least 70", "не более 900", 不超过900, "≤ 900"); each stated as the figure
_UP_TO = frozenset(
    {
        *("up to", "at most", "max", "maximum", "at least", "min", "minimum"),
        *("more than", "over", "above", "less than", "under", "below", "from", "peak"),
        *("typical", "typically", *BOUND_ABBREVIATIONS),
        *("до", "не более", "не больше", "максимум", "не менее", "минимум"),
        *("более", "больше", "менее", "меньше", "от", "свыше"),
        *("最高", "最多", "高达", "高達", "可达", "可達", "不超过", "至多", "至少", "不少于"),
        *("超过", "逾", "多于", "少于", "低于", "高于", "峰值"),
        *("≤", "<=", "≥", ">=", "<", ">", "＜", "＞"),
    }
)
# ... and an abbreviation that rounds ("Approx. 900", "ca. 900", "прибл. 900", "ок. 900")
# or says it is estimated ("est. 3T")
_LEADING_WORDS = frozenset(
    w.casefold()
    for w in (
        *(w for ws in APPROXIMATIONS.values() for w in ws),
        *ROUNDING_BEFORE,  # "circa", "≈"
        *ROUNDING_ABBREVIATIONS,
        "approx",
        *ESTIMATE_ABBREVIATIONS,
        *_UP_TO,
        "",
    )
)


def _is_cell_value(text: str, q: Quantity) -> bool:
    """Whether a number is what its table cell states: the cell begins with it, or with
    an approximation or a bound ("750", "~750", "约750", "Approx. 750", "до 750", "Max
    750"; not the 2028 of "750 (by 2028)"), or both ("up to about 750", 最高约750), in
    any case ("Up to 750")."""
    if q.kind != "number":
        return False
    lead = " ".join(text[: q.start].split()).casefold()
    # a bound and what follows it ("up to about", 最高约, "max. ~"), each bound the lead
    # starts with tried ("max", "max." and "maximum" of "maximum about")
    return lead in _LEADING_WORDS or any(
        lead[len(bound) :].strip() in _LEADING_WORDS for bound in _UP_TO if lead.startswith(bound)
    )


# What a figure stands for in a column, written in digits alone ("205", "70–100", "2 to
# 4"): a scale its header or label gives multiplies it, not one with its own ("3T", 205万).
_BARE_FIGURE_RE = lazy_compile(
    r"(?:(?:from|от)\s+)?[\d.,\s]+(?:(?:to|до|至|到|[-–—~～])\s*[\d.,\s]+)?", re.IGNORECASE
)


def _in_column(q: Quantity, unit: str | None, scale: float, text: str) -> Quantity:
    """A table cell's bare number ``q`` in the unit and scale of its column or row."""
    if not _BARE_FIGURE_RE.fullmatch(text, q.start, q.end):
        scale = 1.0
    return replace(q, low=q.low * scale, high=q.high * scale, unit=unit)


def _power_of_ten(value: float) -> bool:
    return value > 0 and value == 10.0 ** round(math.log10(value))


# The hedges a speculation-as-fact message offers, for what backs the figure
# (_what_they_are): those of its sentence's language (the rule's hint gives all three's),
# Chinese in the sentence's script.  A theory, or a figure not yet reviewed, is no one's
# estimate: it may be so, someone says; an assumption is said to be assumed.
_SUPPOSED = {
    "en": '"may", "according to"',
    "ru": '"предположительно", "может"',
    "zh": '"据推测", "可能"',
    "zh-Hant": '"據推測", "可能"',
}
_HEDGE_EXAMPLES = {
    "estimate": {
        "en": '"estimated", "according to"',
        "ru": '"по оценке", "может"',
        "zh": '"据估计", "可能"',
        "zh-Hant": '"據估計", "可能"',
    },
    "assumption": {
        "en": '"assuming", "if"',
        "ru": '"предположим", "если"',
        "zh": '"假设", "如果"',
        "zh-Hant": '"假設", "如果"',
    },
    "theory": _SUPPOSED,
    "figure": _SUPPOSED,
}
_CYRILLIC_WORD_RE = lazy_compile("[А-Яа-яЁё]+")
_LATIN_WORD_RE = lazy_compile("[A-Za-z]+")


def _what_they_are(weak: Sequence[ClaimRecord]) -> str:
    """What a page should say whose it is, of the weak claims backing a figure: an
    estimate when one of them is, else a theory (speculation), else an assumption when
    all are, else a figure (unverified: captured, not yet reviewed)."""
    statuses = {c.status for c in weak}
    if Status.ESTIMATE in statuses:
        return "estimate"
    if Status.SPECULATION in statuses:
        return "theory"
    return "assumption" if statuses == {Status.ASSUMPTION} else "figure"


@functools.lru_cache(maxsize=64)  # asked per figure: a paragraph of figures is one sentence
def _language(context: tuple[str, ...]) -> str:
    """The language a figure is written in ("en", "ru", "zh", "zh-Hant"): the one with the
    most words in its sentence (``context[0]``), Latin (English), Cyrillic (Russian) or
    Chinese, a word of which is a character and a half ("GPT-5.6 Sol有3万亿个参数" is
    Chinese), or when it has none (a table cell, "80") in what introduces it (its row's
    label and source, its column's header, a lead-in: "| 层数 | 70–90 | SemiAnalysis |" is
    Chinese); on a tie, of the one with more letters ("| Sol | 80 |" under "Пластины" is
    Russian), then English.  A sentence quoting one word of another language stays of its
    own."""
    for text in (context[0], " ".join(context[1:])):
        latin, cyrillic = _LATIN_WORD_RE.findall(text), _CYRILLIC_WORD_RE.findall(text)
        han = len(HAN_RE.findall(text))
        words = {  # in thirds of a word, then letters (a Chinese character two)
            "en": (3 * len(latin), sum(map(len, latin))),
            "zh": (2 * han, 2 * han),
            "ru": (3 * len(cyrillic), sum(map(len, cyrillic))),
        }
        if any(count for count, _ in words.values()):
            language = max(words, key=words.__getitem__)
            if language == "zh" and is_traditional(text):
                language = "zh-Hant"
            return language
    return "en"


_SCRIPTS = {"en": _LATIN_WORD_RE, "ru": _CYRILLIC_WORD_RE, "zh": HAN_RE, "zh-Hant": HAN_RE}


def _written_in(language: str, name: str, aliases: Sequence[str]) -> str:
    """An agent's name as a page in ``language`` would write it: its first other name in
    that language's script, when its own is not ("Блейс Гудсон" to a Russian line for
    Bleys Goodson, 博通 to a Chinese one for Broadcom), else its name."""
    script = _SCRIPTS[language]
    if script.search(name):
        return name
    return next((alias for alias in aliases if script.search(alias)), name)


def _names(agents: set[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    return listed(sorted(agents, key=str.casefold))


_REASON_SHOWN = 120  # a retraction's reason is repeated in every finding that names it


def _retractions(claims: Sequence[ClaimRecord]) -> str:
    """Retracted claims as a message names them, each with the reason its history gives
    for the retraction, on one line, in JSON's quotes and cut to _REASON_SHOWN characters:
    'jalapeno-nine-months, retracted ("OpenAI corrected: 11 months")'."""
    named = []
    for c in claims:
        reasons = [e.reason for e in c.history if e.status == Status.RETRACTED]
        why = ""
        if reasons:
            reason = textwrap.shorten(reasons[-1], _REASON_SHOWN, placeholder=" …")
            why = f" ({json.dumps(reason, ensure_ascii=False)})"
        named.append(f"{c.id}, retracted{why}")
    return listed(named)


class Auditor:
    """Audits pages against a fixed set of claims; holds no database session."""

    def __init__(
        self,
        claims: Sequence[ClaimRecord],
        sources: Sequence[SourceRecord] = (),
        ignores: Sequence[IgnoreRecord] = (),
        config: AuditConfig | None = None,
        agents: Sequence[AgentRecord] = (),
    ) -> None:
        self.config = config or AuditConfig()
        # a claim backs a figure as firmly as it stands, its bases and theirs followed: one
        # too strong for what it rests on only as firmly as that; one resting on a claim
        # disputed or retracted, or standing as disputed, is a disputed claim to a page
        self.lowered = lowered_standings({c.id: c for c in claims})
        standing = [
            replace(c, status=self.lowered[c.id][0]) if c.id in self.lowered else c
            for c in claims
            if c.status != Status.RETRACTED
        ]
        withdrawn = [c for c in claims if c.status == Status.RETRACTED]
        self.index = ClaimIndex(standing, self.config.tolerance, self.config.lexicon)
        # what a figure no claim backs may repeat (the message says why it was retracted)
        self.retracted = ClaimIndex(withdrawn, self.config.tolerance, self.config.lexicon)
        self.hedges = HedgeCues(self.config.hedge_cues)
        topics = self.config.topics
        self.topics = any_word(topics) if topics is not None else None
        self._units: dict[str, tuple[str | None, float] | None] = {}  # see _unit_of
        # every agent, with its other names: whom a page may name
        self.names = {agent.name: agent.aliases for agent in agents}
        self.names.update((n, []) for c in claims for n in c.attributed_to if n not in self.names)
        self.credits = Credits(self.names)
        aliases = [alias for others in self.names.values() for alias in others]
        things = (*self.index.names, *self.names, *aliases)
        self._things = any_word(things) if things else None  # see _names_a_thing
        # what the ledger names with each name of the thing a claim's subject opens with
        # (its names before the first word in lower case: "GPT-5.6 Sol" of "GPT-5.6 Sol
        # total parameters"): the thing's other words and whose claim it is ("Sol": GPT, 5,
        # 6, OpenAI …), which a remark may call an estimate of without speaking of
        # something else (Auditor._remark); not what it names after ("Cerebras" of "Kimi
        # K2.6 throughput on Cerebras" would relate Kimi to every model on Cerebras)
        self.related: dict[str, set[str]] = {}
        for c in claims:
            thing = _THING_RE.match(c.subject)
            if thing is None:
                continue
            owners = (n for owner in c.attributed_to for n in (owner, *self.names[owner]))
            together = words_of(" ".join((thing[0], *owners)))
            for name in names_of(thing[0]):
                self.related.setdefault(name, set()).update(together)
        # ... and those names, but an agent's, without their version: the things claims
        # are about, which a remark that names one other than the figure's estimates,
        # rather than saying whose estimate it is ("This is a Kimi K2.6 estimate.",
        # 这是 GPT-6 的估算 after Sol's figure; "This is a SemiAnalysis estimate." is whose)
        whose = names_of(" ".join((*self.names, *aliases)))
        self.thing_names = frozenset(unversioned(n) for n in self.related if n not in whose)
        self.claims = claims
        self.sources = list(sources)
        self.ignore_spans = ignores
        self._source_sizes = {len(s.text.encode("utf-8")) for s in self.sources}
        # each sentence's hedges (kb.hedges.Reach) and names (_Mentions), read once a run
        self._reaches: _Remembered[Reach] = _Remembered()
        self._mentions: _Remembered[_Mentions] = _Remembered()

    # ----------------------------------------------------------------- pages

    def audit_files(
        self,
        paths: Sequence[Path],
        cwd: Path | None = None,
        jobs: int = 1,
        cache: AuditCache | None = None,
    ) -> Iterator[FileOutcome]:
        """The outcome of every file under ``paths``, one by one in the order of the files,
        so that a caller can write each out and keep nothing.  ``jobs`` > 1 spreads the
        files over that many processes when there is enough to read.  The files are
        collected now: no path at all is an InputError before anything is read; a path
        that is missing, or is neither a file nor a folder, is reported in its turn as a
        file that cannot be read (a CI job names the files a commit changed, deleted ones
        too: the others are still audited).  With a ``cache``, only the files it holds no
        outcome of for their bytes are audited, and the entries of pages gone from the
        folders in ``paths`` are removed (kb.audit_cache)."""
        if not paths:
            raise InputError(
                "no path to audit: name one (kb audit docs/) or set paths in the configuration"
            )
        cwd = cwd or Path.cwd()
        _checkout.cache_clear()  # a run asks once per folder; a checkout made since counts
        files = [
            (path, _display(path, cwd), self._fingerprint_path(path, cwd))
            for path in collect_files(paths, self.config)
        ]
        if cache is not None:
            # the key a page right in each folder has, without the page's name
            folders = [
                self._fingerprint_path(p / "page", cwd).removesuffix("page")
                for p in paths
                if os.path.isdir(p)
            ]
            return cache.outcomes(files, lambda todo: self._audit_collected(todo, jobs), folders)
        return self._audit_collected(files, jobs)

    def _audit_collected(
        self, files: list[tuple[Path, str, str]], jobs: int
    ) -> Iterator[FileOutcome]:
        big = sum(_size(path) for path, _, _ in files) >= PARALLEL_BYTES
        if jobs > 1 and len(files) > 1 and big and "fork" in mp.get_all_start_methods():
            return self._audit_in_processes(files, min(jobs, len(files)))
        return (self.audit_file(*file) for file in files)

    def _fingerprint_path(self, path: Path, cwd: Path) -> str:
        """The path finding fingerprints hold, the same from any working folder: relative
        to the configuration's folder (when the file is under it), else to the git
        checkout the file is in, else (no checkout) to the working folder."""
        resolved = located(path)
        if self.config.file is not None and resolved.is_relative_to(self.config.root.resolve()):
            return _display(path, self.config.root)
        return _display(path, _checkout(resolved.parent) or cwd)

    def _audit_in_processes(
        self, files: list[tuple[Path, str, str]], processes: int
    ) -> Iterator[FileOutcome]:
        # imap keeps the order of the files and hands each outcome over as soon as it and
        # those before it are done; the pool ends when the caller stops reading.
        global _WORKER
        _WORKER = self
        try:
            with mp.get_context("fork").Pool(processes, _worker_starts) as pool:
                yield from pool.imap(_audit_in_worker, files, chunksize=1)
        finally:
            _WORKER = None

    def audit_file(self, path: Path, display: str, key: str) -> FileOutcome:
        """One file: a ledger source's coverage, or a page's findings after kb-ignore.
        A file that cannot be read gives its error and no findings, so that the run goes
        on and its report stays whole (the command then exits 2).  ``key`` is the path
        the fingerprints hold (see _fingerprint_path).  The outcome holds the digest of
        the bytes audited (kb.audit_cache keeps it by them)."""
        try:
            _regular_file(path, display)
            source = self._ledger_source(path, display)
            if source is not None:
                findings, coverage = self.audit_source(source, display, key)
                return FileOutcome(display, key, findings, 0, [], coverage, sha256=source.sha256)
            result, digest = self._audit_page(path, display, key)
        except _Unreadable as unreadable:
            return FileOutcome(display, key, [], 0, [], None, unreadable.error)
        kept, silenced, warnings = apply_ignores(result.findings, result.ignores, display)
        return FileOutcome(display, key, kept, silenced, warnings, None, sha256=digest)

    def audit_text(self, text: str, path: str = "<text>", markdown: bool = True) -> list[Finding]:
        """The findings of one page given as text, kb-ignore comments applied; read as
        Markdown (as MDX when ``path`` ends in .mdx) or as plain text."""
        lines = text.splitlines(keepends=True)
        front: list[str] = []
        chunks = markdown_chunks(lines, front_matter=front) if markdown else plain_chunks(lines)
        result = self._audit_chunks(chunks, path, path, _reader(path, markdown), front)
        return apply_ignores(result.findings, result.ignores, path)[0]

    def _audit_page(self, path: Path, display: str, key: str) -> tuple[_FileResult, str]:
        """The page's findings, read a chunk at a time, and the digest of its bytes."""
        markdown = path.suffix.lower() in MARKDOWN_SUFFIXES
        read = _reader(path.name, markdown)
        try:
            with path.open("rb", buffering=0) as raw:
                digesting = _Digesting(raw)
                with io.TextIOWrapper(  # as open() decodes: a BOM dropped, line ends \n
                    io.BufferedReader(digesting), encoding="utf-8-sig", newline=None
                ) as stream:
                    front: list[str] = []
                    chunks = (
                        markdown_chunks(stream, front_matter=front)
                        if markdown
                        else plain_chunks(stream)
                    )
                    result = self._audit_chunks(chunks, display, key, read, front)
                return result, digesting.hexdigest()
        except UnicodeDecodeError:
            raise _Unreadable(_decode_error(path, display)) from None
        except NestedTooDeep as deep:  # an error, not a warning: a figure may be unread
            raise _Unreadable(ReadError(display, str(deep), deep.line)) from None
        except OSError as error:
            raise _Unreadable(_cannot_read(display, error)) from None

    def _audit_chunks(
        self,
        chunks: Iterator[tuple[int, str]],
        display: str,
        key: str,
        read: Callable[[str, int], Page],
        front_matter: Sequence[str] = (),
    ) -> _FileResult:
        """The findings and kb-ignore comments of a page read a chunk at a time, each
        by ``read`` (read_markdown, read_mdx or read_plain);
        ``front_matter``: the lines of the page's front matter, which the chunks fill in
        before the first is read: its title is the page's h1 until the page has one
        (Hugo, Jekyll and MkDocs pages often have none)."""
        result = _FileResult([], [])
        # the headings of the sections being read, by level, from one chunk to the next
        chain: tuple[tuple[int, str], ...] = ()
        titled = False  # whether the front matter's title was looked for
        opening_lead = ""  # the front matter's title, until the page's first block takes it
        notes: dict[str, str] = {}  # the footnotes defined so far (Page.footnotes)
        found: list[list[Finding]] = []  # the findings of each block audited, in page order
        # blocks that cite a footnote not defined yet (most pages define theirs at their
        # end, which may be chunks later): audited once the page is read, with where
        # their findings go and the lines of their chunk they stand on
        waiting: list[tuple[int, Prose, tuple[str, ...], list[Quantity], _ChunkText]] = []
        for first_line, text in chunks:
            if not titled:
                titled = True
                title = front_matter_title(front_matter)
                chain = ((1, title),) if title else ()
                opening_lead = title or ""
            page = read(text, first_line)
            result.ignores.extend(page.ignores)
            for label, note in page.footnotes.items():
                notes.setdefault(label, note)
            blocks: list[tuple[Prose, tuple[str, ...]]] = []  # each with its sections
            for block in page.prose:
                if block.heading:
                    chain = _opened(chain, block.heading, block.text.strip())
                elif opening_lead and not block.lead_in:
                    # the title leads the page's first block, as an h1 leads the block
                    # right under it ("title: Size estimates" over "Sol has 3T ...")
                    block = replace(block, lead_in=opening_lead)
                opening_lead = ""
                if may_hold_quantity(block.text):
                    blocks.append((block, _sections(chain)))
            texts = [block.text for block, _ in blocks]
            chunk = _ChunkText(text, first_line)
            for (block, above), quantities in zip(
                blocks, find_quantities_in_texts(texts, self.config.lexicon), strict=True
            ):
                if quantities and any(label not in notes for _, label in block.footnote_refs):
                    lines = chunk.lines(block.lines[0], block.lines[-1])
                    waiting.append((len(found), block, above, quantities, lines))
                    found.append([])
                    continue
                found.append(
                    list(self._audit_block(block, above, quantities, chunk, display, key, notes))
                )
        for at, block, above, quantities, lines in waiting:
            found[at] = list(
                self._audit_block(block, above, quantities, lines, display, key, notes)
            )
        result.findings = number_occurrences([f for block in found for f in block])
        return result

    def _audit_block(
        self,
        block: Prose,
        sections: tuple[str, ...],
        quantities: list[Quantity],
        chunk: _ChunkText,
        display: str,
        key: str,
        notes: Mapping[str, str],
    ) -> Iterator[Finding]:
        """The findings of a block's quantities; ``sections`` the headings above it,
        ``notes`` the text of the page's footnotes by label."""
        if not quantities:
            return
        text = block.text
        bounds = list(sentences(text))
        starts = [start for start, _ in bounds]
        around = _Around(block.lead_in, sections, block.names)
        # Each sentence sliced, and its fingerprint begun, once: a paragraph of thousands
        # of numbers and no full stop is one sentence, and doing either per number made
        # the audit quadratic.
        sliced: dict[int, str] = {}
        # each sentence's annotations: its footnotes' text, and the remark after it that
        # calls its figures estimates ("…; this is an estimate", kb.hedges.HedgeCues.remarks)
        annotations: dict[int, tuple[str, ...]] = {}
        # ... and the remark's text, apart: the units it names the things of are the
        # figures it is about ("… and runs on 80 wafers. The wafer count is an estimate.")
        remarks: dict[int, tuple[str, frozenset[str]]] = {}
        begun: dict[tuple[str, int], Any] = {}
        labels = block.unit_labels
        if block.column_header and not self._names_a_thing(block.column_header):
            labels = labels[:1]  # "| Sources |": its row's label gives its figures nothing
        unit, scale = self._cell_unit(labels)
        names = any(_NAMING_LABEL_RE.fullmatch(simplified(n)) for n, _ in labels)
        titles = [m.span() for m in _WORK_TITLE_RE.finditer(text)]
        for q in quantities:
            if any(start <= q.start < end for start, end in titles):
                continue
            if names and q.unit is None and _is_cell_value(text, q):
                continue  # "| Version |" over "| 1200 |": it names a release
            if (unit or scale != 1) and q.unit is None and _is_cell_value(text, q):
                q = _in_column(q, unit, scale, text)  # "| Speed (tok/s) |" over "| 750 |"
            surface = " ".join(text[q.start : q.end].split())
            if not self._audited(q, surface, text):
                continue
            at = max(0, bisect_right(starts, q.start) - 1)
            start, end = bounds[at] if bounds else (0, len(text))
            sentence = sliced.get(start)
            if sentence is None:
                sentence = sliced[start] = text[start:end]
                # each footnote once, however often the sentence cites it: its figures
                # each read them all
                footnotes = dict.fromkeys(notes[n] for n in block.cited(start, end) if n in notes)
                remarks[start] = self._remark(text, bounds[at + 1 : at + 3], sentence)
                annotations[start] = tuple(footnotes)
            remark, named = remarks[start]
            if remark and (q.unit is None or not named or q.unit in named):
                about = (*annotations[start], remark)
            else:
                about = annotations[start]
            counted = counted_word(text, q.start, q.end) if q.unit is None else None
            denied = denies(text, q.start)
            judged = self._judge(
                q,
                surface,
                counted,
                sentence,
                (q.start - start, q.end - start),
                around,
                about,
                denied,
            )
            if any(rule == "disputed-claim" for rule, _, _ in judged) and called_wrong(
                text, q.end, end
            ):
                continue  # "…3.86 亿参数，这显然是图片说明的笔误": it states the dispute, and
                # states as fact no estimate beside it ("…, which is a typo")
            for rule, message, claims in judged:
                if (
                    rule == "speculation-as-fact"
                    and block.heading
                    and _QUOTED_TITLE_RE.fullmatch(f"{text[: q.start]}\x00{text[q.end :]}")
                ):
                    continue  # "## “一片晶圆一层”": the subject of its section
                if rule == "speculation-as-fact" and _names_an_idea(text, q.start, q.end):
                    continue  # "“一片晶圆一层”的设计", "идея «одна пластина на слой»"
                if (rule, start) not in begun:
                    begun[rule, start] = sentence_fingerprint(rule, key, sentence)
                line, column = block.position(q.start)
                end_line, end_column = block.position(max(q.start, q.end - 1))
                at = chunk.offset(line, column)  # in the chunk as read
                after = chunk.offset(end_line, end_column) + 1
                snippet = chunk.text[at:after]
                yield Finding(
                    display,
                    line,
                    column,
                    end_line,
                    end_column + 1,
                    rule,
                    self.config.severity.get(rule, "error"),
                    message,
                    q.low,
                    q.high,
                    q.unit,
                    claims,
                    surface,
                    snippet,
                    chunk.utf16_columns(line, at, after),
                    finish_fingerprint(begun[rule, start], surface),
                )

    def _mentioning(self, sentence: str, labels: str) -> _Mentions:
        """_Mentions of the things of the claims in ``sentence`` and its cell's ``labels``."""
        return _Mentions(sentence, labels, tuple(self.index.names), self.hedges.doubts)

    def _names_a_thing(self, header: str) -> bool:
        """Whether a table's column header names a thing the ledger's claims are about or
        an agent of it ("Kimi K2.6", "OpenAI"): its column holds that thing's
        figures, in the unit each row's label names."""
        return self._things is not None and self._things.search(header) is not None

    def _cell_unit(self, labels: Sequence[tuple[str, str]]) -> tuple[str | None, float]:
        """The unit and scale of a table cell's bare numbers: those of the first of its
        column's header and row label (_label_unit) that names a unit, scaled by it or
        else by a label that names a scale alone ("| 指标 | 数值（万） |" over "| 晶圆数 |");
        (None, 1.0) when none names either."""
        readings = [r for r in (self._label_unit(*label) for label in labels) if r is not None]
        unit = next((u for u, _ in readings if u is not None), None)
        scale = next((s for u, s in readings if s != 1 and u in (None, unit)), 1.0)
        return unit, scale

    def _label_unit(self, name: str, unit: str) -> tuple[str | None, float] | None:
        """The unit and scale a table's header or row label names, by what it gives in
        parentheses or after a comma (``unit``: "Speed (tok/s)", "Мощность, МВт",
        "上下文（万 token）", "Speed (in tok/s)", 功率（单位：兆瓦）), or by its ``name``
        ("Wafers", 层数; "Speed in tokens/s", "Speed / tok/s" by the words after "in" or
        a slash when the whole reads no unit, as "Tokens in a second" and "Tokens/s"
        do, or by a price's currency alone, "USD / 1M tokens": _price_unit), scaled by
        the scale alone it gives ("Parameters (trillion)"), or counted by the classifier
        it gives (晶圆（片）: 片晶圆) or in pieces ("Пластины, шт."); None
        when it names neither.  A hedge in it names nothing: "Parameters (est.)" and
        "Est. parameters" name parameters, as "Parameters" does; nor does a remark after
        the unit ("Speed (tok/s; measured)", "Мощность (MW, официально)", "Speed (tok/s)
        (est.)", "Peak speed (tok/s), measured").  Chinese is read in Simplified
        characters (晶圓數 as 晶圆数)."""
        found = self._label_reading(name, unit)
        if found is not None:
            return found
        if unit:
            first = _REMARK_AFTER_UNIT_RE.split(unit, maxsplit=1)[0]
            found = self._label_reading(name, first) if first != unit else None
            found = found or self._price_unit(name, first)
            before, given = name_and_unit(name)  # the unit before the remark's brackets
            return found or (self._label_unit(before, given) if given else None)
        # the first "in" that opens a unit: "Скорость в токенах в секунду" is tokens a
        # second, no seconds; "Tokens in context in thousands" thousands of tokens
        readings = (
            self._label_reading(name[: after.start()], name[after.end() :])
            for after in _UNIT_AFTER_RE.finditer(name)
        )
        return next((r for r in readings if r is not None), None) or self._price_unit("", name)

    def _price_unit(self, name: str, unit: str) -> tuple[str | None, float] | None:
        """The currency a label's ``unit`` gives before what the price is paid per ("USD /
        seat / month", "руб./мес.", 元/月, "USD per seat"), or None: "MW/rack" names none.
        The currency may be cut short with a full stop, as Russian writes руб. ("Цена
        (руб.)" and "Цена, руб." give it too: the unit lexicon reads "руб", not "руб.")."""
        currency = _PAID_PER_RE.split(unit, maxsplit=1)[0].removesuffix(".")
        found = self._label_reading(name, currency) if currency != unit else None
        return found if found is not None and found[0] in CURRENCIES else None

    def _label_reading(self, name: str, unit: str) -> tuple[str | None, float] | None:
        # the hedge left out with the comma that set it apart ("tok/s, est.", 万亿，估计)
        name, unit = (
            simplified(self.hedges.without(text)).strip(" ,;，；") for text in (name, unit)
        )
        marker = _UNIT_MARKER_RE.match(unit)
        unit = _PIECES_RE.sub("", unit[marker.end() :] if marker else unit)
        if unit in _TONNE_LABELS:
            return "t", 1.0  # "Ore milled (t)", "Руда, т": no trillion, as "5t" may be
        if not unit and name in _TONNE_LABELS:
            return None  # a column headed t alone, a t-statistic's as often: no trillion
        given = self._unit_of(unit)
        if given is not None and given[0] is None:
            named = self._unit_of(name)
            return (named[0] if named else None), given[1]
        if given is not None and given[0] is not None and name:
            # what the name says it measures: "Gold produced (oz)" troy ounces
            return unit_of_its_matter(given[0], name), given[1]
        if given is None and not unit and _YEAR_LABEL.fullmatch(name.strip()):
            return None  # a column "Year", "Год", 年份 holds the years of a calendar
        return given or self._unit_of(unit + name)

    def _unit_of(self, words: str) -> tuple[str | None, float] | None:
        """The unit and scale that ``words`` name when a figure stands before them: "tok/s",
        兆瓦, "Пластины" (scale 1), "万 token" (token, 10^4), "trillion" (no unit, 10^12);
        a count of a thing (晶圆数, 层数, 参数量) names the thing.  None when they name
        neither (or hold a digit: "Year (2026)")."""
        if words not in self._units:
            self._units[words] = None
            if words and not any(map(str.isdigit, words)):
                self._units[words] = self._read_unit(words)
        return self._units[words]

    def _read_unit(self, words: str) -> tuple[str | None, float] | None:
        if words.startswith("每") and len(words) > 2:  # after a Chinese rate's 每秒 (每秒1 token)
            samples: tuple[str, ...] = (f"{words[:2]}1 {words[2:]}",)
        else:  # a figure glued to them, else a space apart: "1K tokens", "1 Пластины"
            samples = (f"1{words}", f"1 {words}")
        for sample in samples:
            found = find_quantities(sample, self.config.lexicon)
            if len(found) != 1 or found[0].start or sample[found[0].end :] not in _COUNT_WORDS:
                continue
            q = found[0]
            if q.low == q.high and (q.unit is not None or q.low > 1) and _power_of_ten(q.low):
                if q.unit in _PER_THING_UNITS and not self._proportional(sample, q.low):
                    continue  # "Layers per wafer": its 2 is 0.5 wafer/layer, no 2 wafer/layer
                return q.unit, q.low
        return None

    def _proportional(self, sample: str, value: float) -> bool:
        """Whether ``sample``, a label's words after the figure 1 that read as ``value``,
        read as twice as much after a 2: a count of wafers or layers per the other is not
        ("2 layers per wafer" is 0.5 wafer/layer: kb.quantities._per_thing)."""
        found = find_quantities(sample.replace("1", "2", 1), self.config.lexicon)
        return len(found) == 1 and found[0].low == 2 * value

    def _audited(self, q: Quantity, surface: str, text: str) -> bool:
        if q.kind == "date" or not (math.isfinite(q.low) and math.isfinite(q.high)):
            return False
        if q.unit in TIME_UNITS and _whole_period(q, surface, text):
            return False  # "24 hours a day": always
        if q.unit == "percent" and q.low == 0 and q.high == 100 and _from_empty(q, text):
            return False  # "charges from 0 to 100%": the whole scale, empty to full
        if q.unit in ("bit", None):
            key_size = _KEY_SIZE_RE.match(text, q.end)
            if key_size and (q.unit == "bit" or key_size["bit"]):
                return False  # "4096-bit RSA keys": the strength of a cipher
        if self._labels_a_unit(q, surface, text):
            return False
        if q.unit in _COUNTED_UNITS and q.low == q.high == 1 and not any(map(str.isdigit, surface)):
            return False  # "one wafer", 一个晶圆, одна пластина: an article more than a figure
        if q.unit is not None:
            return True
        # not a count: 接听电话 3 万通, "code 3 million times" (a scale word; "room 1B" is a name)
        counted = q.scaled and _GLUED_LETTER_RE.fullmatch(surface) is None
        # a document's number has no scale word nor thousands apart: "У Nimbus DB 45 тысяч
        # клиентов", "Nimbus DB 60,000 customers" count
        document = not counted and _THOUSANDS_RE.search(surface) is None
        if document and _ACRONYM_BEFORE_RE.search(text, max(0, q.start - _ACRONYM_REACH), q.start):
            return False  # "RFC 9110", "GB/T 7714-2015": the number names a document
        if document and _names_a_model(text, q):
            return False  # "Radeon 7900 XTX", 英伟达GeForce 4090显卡: a product line's model
        labelled = not counted and _LABEL_BEFORE_RE.search(
            text, max(0, q.start - _LABEL_REACH), q.start
        )
        if labelled or _LABEL_AFTER_RE.match(text, q.end) or dialled(text, q.start, q.end):
            return False  # "ticket 9150", "port 8080", "#4521", 9150号, "call 95588": names
        if _HOST_BEFORE_RE.search(text, max(0, q.start - _HOST_REACH), q.start):
            return False  # "localhost:8000": a port
        policy = self.config.unitless_numbers
        if policy == "none":
            return False
        if policy == "all":
            return True
        if max(abs(q.low), abs(q.high)) < self.config.unitless_min:
            return False
        is_year = q.low == q.high and q.low.is_integer() and 1900 <= q.low <= 2100
        return not (is_year and _YEAR_RE.fullmatch(surface))

    def _labels_a_unit(self, q: Quantity, surface: str, text: str) -> bool:
        """Whether ``q`` is a unit or scale with no figure that opens what a label gives
        its figures, in brackets or after a last comma or "in": a unit the words up to
        the closing bracket or the end name, a hedge aside ("上下文（万 token）", "Context
        (million tokens)", "Активные параметры, млрд", "Контекст [тыс. токенов]",
        "Параметры (трлн, оценка)", "Параметры в трлн"), no quantity of its own."""
        if q.unit == "x":
            return False  # "в сотню раз", "in a thousand times": a ratio, a figure
        if not _UNIT_BEFORE_RE.search(text, max(0, q.start - _UNIT_BEFORE_REACH), q.start):
            return False
        if self._unit_of(surface) is None:
            return False
        words = text[q.start : q.start + _LABEL_UNIT_REACH]
        closing = _UNIT_CLOSE_RE.search(words)
        if closing is not None:
            words = words[: closing.start()]
        elif _END_RE.match(text, q.start + len(words)) is None:
            return False  # words follow: "in millions of users."
        return self._label_unit("", words) is not None

    def _remark(
        self, text: str, after: Sequence[tuple[int, int]], sentence: str
    ) -> tuple[str, frozenset[str]]:
        """The sentence at ``after[0]`` (``after``: the bounds of the sentences after
        ``sentence`` in ``text``, up to two) when it is a remark that calls the figures of
        ``sentence`` estimates: after a semicolon, "; this is an estimate", else a sentence
        that says only that (HedgeCues.remarks); "" when it is none, or when it asks and
        the sentence after it answers that the figure is no estimate ("Is this an
        estimate? No, OpenAI confirmed it.", answered_as_fact).  With it, the units whose
        things it names ("The wafer count is an estimate": wafer; none, "This is an
        estimate": every figure's).  An estimate of something else is none: its names are
        neither ``sentence``'s nor what the ledger names with them (self.related)."""
        if not after:
            return "", frozenset()
        remark = text[slice(*after[0])]
        own = words_of(sentence)
        own = own.union(*(self.related.get(word, ()) for word in own))
        semicolon = _last_mark(sentence) in (";", "；")
        if not self.hedges.remarks(remark, semicolon, own, self.thing_names):
            return "", frozenset()
        if _asks(remark) and len(after) > 1 and answered_as_fact(remark, text[slice(*after[1])]):
            return "", frozenset()
        return remark, self.config.lexicon.named(remark)

    def _judge(
        self,
        q: Quantity,
        surface: str,
        counted: str | None,
        sentence: str,
        span: tuple[int, int],
        around: _Around,
        annotations: Sequence[str] = (),
        denied: bool = False,
    ) -> list[_Judged]:
        """(rule, message, claim ids) for each finding of a quantity: none when it is well
        backed, and two when it repeats a retracted or disputed figure that a broader
        estimate allows and states it as fact (_repeating; "GPT-5.6 Sol has about three
        trillion parameters" once the 3T estimate is retracted: was only the repeat, so a
        team that warns of disputed claims passed an estimate stated as fact).
        ``counted``: the thing a unit-less quantity counts (counted_word); ``span``: where it
        stands in its sentence; ``annotations``: the text of the footnotes its sentence cites,
        which hedge or credit it as its lead-in does ("[^1]: SemiAnalysis estimate."), and
        the remark after its sentence that calls its figures estimates (Auditor._remark);
        ``denied``: the sentence says the figure
        is not so ("not 3 trillion", "а не 9200", 并非3万亿), which states no fact: any
        claim of its value, a retracted one too, is what it denies, and only a figure no
        claim records is reported (unsourced-number: whose figure does it deny?)."""
        config = self.config
        # what may name the thing a claim of an amount per thing is of (44 GB/wafer): the
        # sentence, and a table cell's header and label ("| SRAM per wafer | 44 GB |")
        naming = f"{sentence}\n{around.names}" if around.names else sentence
        # the words that name what a count counts, which a claim of another thing does not
        thing = counted_thing(sentence, *span, q.high) if counted is not None else ()
        rounded = rounded_reach(_before_digits(sentence, *span), surface, q.high)
        backers = self.index.backing(
            q.low, q.high, q.unit, counted is not None, naming, surface, thing, rounded
        )
        # a range whose ends two claims state ("from 3 to 9 yuan": a fare that starts at
        # 3 yuan, one capped at 9); not a bare count's, which says nothing of what it counts
        ends = None
        if not backers and q.unit is not None and q.low < q.high:
            ends = self.index.backing_ends(q.low, q.high, q.unit, naming, surface)
            if ends is not None:
                backers = list({c.id: c for end in ends for c in end}.values())
        if backers and denied:
            return []  # "Sol is not 3 trillion parameters": no estimate stated as fact
        # claims of another thing than the sentence names back none of its figures: "Sol
        # runs at 1000 tokens/s" is Kimi K2.6's figure, "Kimi K2.6 has 3 trillion
        # parameters" Sol's estimate
        instead: list[tuple[ClaimRecord, tuple[str, ...]]] = []
        if q.unit is not None and backers:
            mentions = self._mentions.get((sentence, around.names), self._mentioning)
            kept = {n for c in backers for n in subject_names(c.subject)}
            found = [(c, self.index.named_instead(c, mentions, span[0], kept)) for c in backers]
            instead = [(claim, named) for claim, named in found if named]
            backers = [claim for claim, named in found if not named]
        if ends is not None:
            backers = _deciding_ends(ends, backers)
        if not backers:
            setting = (sentence, around.lead_in, *around.sections)
            if not config.enabled("unsourced-number") or not self._topical(setting, around):
                return []
            value = humanize(q.low, q.high, q.unit) or surface
            repeated = self.retracted.backing(
                q.low, q.high, q.unit, counted is not None, naming, surface, thing, rounded
            )
            if repeated and denied:
                return []  # "не девять месяцев, а одиннадцать": the retraction's
            said = f": it repeats {_retractions(repeated)}" if repeated else ""
            if instead:
                of = _names({" ".join(named) for _, named in instead})
                about = _names({claim.subject for claim, _ in instead})
                theirs = ", ".join(claim.id for claim, _ in instead)
                by = "one" if len(instead) == 1 else "claims"
                said = (
                    f" about {of}, which the sentence names, only by {by} about {about} ({theirs})"
                    f"{said}"
                )
            return [
                (
                    "unsourced-number",
                    f'"{surface}" ({value}) is backed by no claim{said}'
                    f"{self._meant(q, surface, counted, setting)}",
                    tuple(c.id for c in (*(claim for claim, _ in instead), *repeated)),
                )
            ]
        if any(c.status in FIRM for c in backers):
            return []
        weak = [c for c in backers if c.status in WEAK]
        if not weak:
            if not config.enabled("disputed-claim"):
                return []
            ids = tuple(c.id for c in backers)
            value = humanize(q.low, q.high, q.unit) or surface
            return [
                (
                    "disputed-claim",
                    f'"{surface}" ({value}) repeats disputed {noun_for(len(ids), "claim")} '
                    f"{self._listed(ids)}",
                    ids,
                )
            ]
        repeating = (
            self._repeating(q, surface, counted, thing, naming, backers, weak)
            if config.enabled("disputed-claim")
            else None
        )
        stated = (
            self._stated_as_fact(q, surface, sentence, span, around, annotations, weak)
            if config.enabled("speculation-as-fact")
            else None
        )
        return [judged for judged in (repeating, stated) if judged is not None]

    def _stated_as_fact(
        self,
        q: Quantity,
        surface: str,
        sentence: str,
        span: tuple[int, int],
        around: _Around,
        annotations: Sequence[str],
        weak: Sequence[ClaimRecord],
    ) -> _Judged | None:
        """The speculation-as-fact finding for a figure that only ``weak`` claims back,
        or None when its sentence hedges or credits it (as _judge's arguments)."""
        ids = tuple(c.id for c in weak)
        value = humanize(q.low, q.high, q.unit) or surface
        reach = self._reaches.get((sentence,), Reach)
        if _asks(sentence) and not reach.asks_after(span[1]):
            return None  # "Did OpenAI claim that Sol has 3 trillion parameters?"
        # the sentence as its hedges stand for the figure, what leads it as they stand for
        # what follows it ("Whether you like it or not, the summary:"), and its notes as
        # they stand for what they note
        lead_in = (self._reaches.get((around.lead_in,), Reach).leading(),) if around.lead_in else ()
        notes = tuple(self._reaches.get((t,), Reach).noting() for t in annotations if t)
        context = (reach.hedging(*span), *lead_in, *notes)
        whose = {agent for c in weak for agent in c.attributed_to}
        if any(self.credits.vouched_for(text) & whose for text in context):
            return None  # "Goodson puts Sol at 2 to 4 trillion parameters"
        # whose estimates they are, so that the fix can be typed from the message alone
        # (claims may be attributed to no one): not who adopted an assumption beside them
        # (the ledger's own reviewers, who carry Goodson's figure into a wafer count)
        owners = [c for c in weak if c.status != Status.ASSUMPTION] or weak
        # in the page's language where the ledger has the name in it ("Блейс Гудсон")
        language = _language((sentence, *context[1:]))
        named = {
            _written_in(language, agent, self.names.get(agent, ()))
            for c in owners
            for agent in c.attributed_to
        }
        of = f" of {_names(named)}" if named else ""
        what = _what_they_are(owners)
        kinds = " or ".join(sorted({c.status for c in owners}))
        # the assumptions beside them, whose adopters are not named, apart from the names
        assumed = len(weak) - len(owners)
        beside = (
            "an assumption and by " if assumed == 1 else "assumptions and by " if assumed else ""
        )
        backed = f"is backed only by {beside}{kinds} claims{of} ({self._listed(ids)})"
        # a question hedges only itself: an FAQ's "## Использует ли Sol сотню пластин?"
        # (ли, whether, 是否 doubt) leads an answer stated as fact; but a note or a remark
        # on the figure that asks asks of it ("… Were these rumours ever confirmed?")
        if any(self._hedged(t, around.hedged) for t in context if t in notes or not _asks(t)):
            credited = set().union(*(self.credits.credited(text) for text in context))
            uncredited = (self.credits.uncredited(text) for text in context)
            if not credited or any(self.hedges.doubts(text) for text in uncredited):
                return None
            # only an attribution, to someone the claims do not name: "According to
            # OpenAI, Sol has 3 trillion parameters" (an outside estimate)
            return (
                "speculation-as-fact",
                f'"{surface}" ({value}) {backed}, but is credited to {_names(credited)}: say '
                f"whose {what} it is",
                ids,
            )
        # an assumption (a vendor's figure no source of the ledger states, an input of a
        # derivation) is said to be one, or sourced
        examples = _HEDGE_EXAMPLES[what][language]
        fix = (
            f"say that it is assumed ({examples}), or add a claim citing a source that states it"
            if what == "assumption"
            else f"say whose {what} it is ({examples})"
        )
        return (
            "speculation-as-fact",
            f'"{surface}" ({value}) {backed} but is stated as fact: {fix}',
            ids,
        )

    def _repeating(
        self,
        q: Quantity,
        surface: str,
        counted: str | None,
        thing: Sequence[str],
        naming: str,
        backers: Sequence[ClaimRecord],
        weak: Sequence[ClaimRecord],
    ) -> _Judged | None:
        """The disputed-claim finding for a figure that only broader ranges of weak claims
        allow (2T to 4T of "three trillion") and that a disputed or retracted claim states
        (a retracted 3T): the page repeats that claim, hedged or not.  None when a weak
        claim states the figure itself, or no disputed or retracted one does."""
        if self._stating(weak, q, surface):
            return None
        disputed = self._stating([c for c in backers if c.status not in WEAK], q, surface)
        repeated = self.retracted.backing(
            q.low, q.high, q.unit, counted is not None, naming, surface, thing
        )
        withdrawn = self._stating(repeated, q, surface)
        if not disputed and not withdrawn:
            return None
        said = [_retractions(withdrawn)] if withdrawn else []
        if disputed:
            named = self._listed([c.id for c in disputed])
            said.insert(0, f"{noun_for(len(disputed), 'disputed claim')} {named}")
        ranges = ", ".join(f"{c.id} ({c.status}, {humanize(c.low, c.high, c.unit)})" for c in weak)
        value = humanize(q.low, q.high, q.unit) or surface
        return (
            "disputed-claim",
            f'"{surface}" ({value}) repeats {" and ".join(said)}; only a broader range backs '
            f"it: {ranges}",
            tuple(c.id for c in (*disputed, *withdrawn, *weak)),
        )

    def _stating(
        self, claims: Sequence[ClaimRecord], q: Quantity, surface: str
    ) -> list[ClaimRecord]:
        """Of ``claims``, which back a figure, those that state it: no wider for their size
        than the figure as written (written_precision: "three trillion" is 2.5T..3.5T,
        which a claim of 3T states and one of 2T to 4T only allows), within the tolerance
        for a figure written round, as backing widens the claims for it."""
        off = written_precision(surface, q.high)
        room = _spread(q.low - off, q.high + off)
        if written_round(surface, q.high):
            room += 2 * self.config.tolerance
        return [
            c
            for c in claims
            if c.low is not None and c.high is not None and _spread(c.low, c.high) <= room
        ]

    def _listed(self, ids: Sequence[str]) -> str:
        """Claims as a message lists them, each that stands lower than its own status with
        why: "sol-wafers-70-100, en-wafers-70-100 (confirmed, but it rests on estimate
        sol-wafers-70-100)"."""
        return ", ".join(f"{i} ({self.lowered[i][1]})" if i in self.lowered else i for i in ids)

    def _meant(self, q: Quantity, surface: str, counted: str | None, context: Sequence[str]) -> str:
        """What an unsourced figure may have meant, for its message: for a unit-less one
        that counts a thing, a claim whose value it is and that names the thing
        (ClaimIndex.stating); else the nearest claim of its unit, or without one for a
        figure without one (ClaimIndex.nearest), and the claim of the same digits at
        another scale (ClaimIndex.rescaled); "" for none."""
        if counted is not None:
            stating = self.index.stating(q.low, q.high, surface, counted)
            if stating:
                c = stating[0]
                return (
                    f" (a claim states {humanize(c.low, c.high, c.unit)}: {c.id}; "
                    "give the figure its unit)"
                )
        near = self.index.nearest(q.low, q.high, q.unit, context)
        slip = self.index.rescaled(q.low, q.high, q.unit, context)
        said = []
        if near is not None:
            value = humanize(near.low, near.high, near.unit)
            factor = None
            if q.unit is not None and near.unit is not None and near.unit != q.unit:
                factor = canonical_factor(q.unit, near.unit)
            if factor is not None:  # "270 day" is 8.87 month, for one who converted
                low, high = (float(f"{x * factor:.3g}") for x in (q.low, q.high))
                value += f"; the figure is {humanize(low, high, near.unit)}"
            said.append(f"nearest: {near.id}, {value}")
        if slip is near is not None:
            said.append("the same digits at another scale")
        elif slip is not None:
            value = humanize(slip.low, slip.high, slip.unit)
            said.append(f"the same digits at another scale: {slip.id}, {value}")
        return f" ({'; '.join(said)})" if said else ""

    def _topical(self, context: Sequence[str], around: _Around) -> bool:
        """Whether unsourced-number checks a figure with this ``context`` (its sentence,
        lead-in and sections' headings): always, unless ``topics`` are configured; then
        when one of the texts names one of them."""
        if self.topics is None:
            return True
        for text in context:
            found = around.topical.get(text)
            if found is None:
                found = around.topical[text] = self.topics.search(text) is not None
            if found:
                return True
        return False

    def _hedged(self, text: str, seen: dict[str, bool]) -> bool:
        """Whether text carries a hedge or an attribution (a cue, or an agent's name and a
        colon opening it: "OpenAI: ..."), for the sentence it is or leads; ``seen``
        remembers the answer for each text. A question hedges only itself (the caller
        leaves questions out): "## How many parameters?" leads an answer stated as fact."""
        found = seen.get(text)
        if found is None:
            found = seen[text] = bool(self.hedges.find(text) or self.credits.credited(text))
        return found

    # ----------------------------------------------------------------- ledger sources

    def _ledger_source(self, path: Path, display: str) -> SourceRecord | None:
        try:
            size = path.stat().st_size
            if size not in self._source_sizes:
                return None
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
        except OSError as error:
            raise _Unreadable(_cannot_read(display, error)) from None
        return next((s for s in self.sources if s.sha256 == digest), None)

    @functools.cached_property
    def spans(self) -> LedgerSpans:
        """What the citations and ignore spans hold of each source, for audit_source."""
        return LedgerSpans(self.claims, self.ignore_spans)

    def audit_source(
        self, source: SourceRecord, display: str, key: str
    ) -> tuple[list[Finding], SourceCoverage]:
        """Coverage of a ledger source: every number in a citation or an ignore span
        (kb.coverage, as kb check's rule 8 counts it)."""
        text = source.text
        coverage = SourceCoverage(display, source.id)
        findings: list[Finding] = []
        for n in source_coverage(source, self.spans, self.config.lexicon):
            coverage.numbers += 1
            if n.how == CITED:
                coverage.cited += 1
                continue
            if n.how == IGNORED:
                coverage.ignored += 1
                continue
            if not self.config.enabled("unsourced-number"):
                continue
            q = n.quantity
            surface = " ".join(text[q.start : q.end].split())
            value = humanize(q.low, q.high, q.unit) or surface
            backers = self.index.backing(q.low, q.high, q.unit, surface=surface) if q.unit else []
            hint = [c.id for c in backers]
            message = coverage_problem(f'"{surface}" ({value})', n.how, source.id, hint[:3])
            findings.append(
                Finding(
                    display,
                    n.line,
                    n.column,
                    n.end_line,
                    n.end_column + 1,
                    "unsourced-number",
                    self.config.severity.get("unsourced-number", "error"),
                    message,
                    q.low,
                    q.high,
                    q.unit,
                    (),
                    surface,
                    text[q.start : q.end],
                    utf16_columns(
                        utf16_length(text[n.line_start : q.start]), text[q.start : q.end]
                    ),
                    fingerprint(
                        "unsourced-number",
                        key,
                        _LINE_END_RE.split(text[n.line_start : q.end + 40], maxsplit=1)[0],
                        surface,
                    ),
                )
            )
        return number_occurrences(findings), coverage


# --------------------------------------------------------------------------- ignores


def apply_ignores(
    findings: list[Finding], comments: list[IgnoreComment], display: str
) -> tuple[list[Finding], int, list[PageWarning]]:
    """The findings no kb-ignore comment silences, how many were silenced, and warnings
    about comments that do not parse, name unknown rules, or open or close no range (a
    kb-ignore-start without its end still silences the rest of the page)."""
    if not comments:
        return findings, 0, []
    warnings: list[PageWarning] = []
    by_line: dict[int, list[frozenset[str]]] = {}
    ranges: list[tuple[int, int, frozenset[str]]] = []
    open_ranges: list[IgnoreComment] = []
    for c in sorted(comments, key=lambda c: c.at):
        warnings.extend(
            PageWarning(
                display,
                c.at,
                f"kb-ignore names {unknown_rule(rule)}",
            )
            for rule in sorted(c.rules)
            if rule not in RULE_IDS
        )
        # (an MDX page's comment, "{/* kb-ignore ... */}", is told in its own form)
        opens, closes = ("{/*", "*/}") if c.reason.startswith("{") else ("<!--", "-->")
        if c.scope == "unclosed":
            warnings.append(
                PageWarning(
                    display,
                    c.at,
                    f"kb-ignore comment has no {closes}, so it silences nothing: "
                    f"{' '.join(c.reason.split())} (end it with {closes})",
                )
            )
        elif c.scope == "invalid":
            warnings.append(
                PageWarning(
                    display,
                    c.at,
                    "kb-ignore comment not understood, it silences nothing: "
                    f"{' '.join(c.reason.split())} (write {opens} kb-ignore[-next-line|-start"
                    f"|-end] [rule, ...] [: reason] {closes})",
                )
            )
        elif c.scope == "foreign":
            warnings.append(PageWarning(display, c.at, _foreign_comment(c.reason)))
        elif c.before_blank:
            warnings.append(
                PageWarning(
                    display,
                    c.at,
                    "kb-ignore-next-line is followed by a blank line, so it silences nothing "
                    "(put it right above the line to silence)",
                )
            )
        elif c.scope in ("line", "next-line"):
            by_line.setdefault(c.line, []).append(c.rules)
        elif c.scope == "start":
            open_ranges.append(c)
        elif open_ranges:
            start = open_ranges.pop()
            ranges.append((start.line, c.line, start.rules))
        else:
            warnings.append(PageWarning(display, c.at, "kb-ignore-end closes no kb-ignore-start"))
    for c in open_ranges:
        warnings.append(
            PageWarning(
                display,
                c.at,
                "kb-ignore-start has no kb-ignore-end: it silences the rest of the page",
            )
        )
        ranges.append((c.line, 1 << 62, c.rules))

    def silenced(f: Finding) -> bool:
        """Whether a comment silences a line the finding's figure stands on (a figure
        wrapped over two lines, "…930 токенов" and "в секунду. <!-- kb-ignore -->", by
        either)."""
        for line in range(f.line, f.end_line + 1):
            if any(not rules or f.rule in rules for rules in by_line.get(line, ())):
                return True
        return any(
            s <= f.end_line and f.line <= e and (not rules or f.rule in rules)
            for s, e, rules in ranges
        )

    kept = [f for f in findings if not silenced(f)]
    return kept, len(findings) - len(kept), warnings


def _foreign_comment(rewritten: str) -> str:
    """The warning for a comment in the other kind of page's form, which silences nothing:
    ``rewritten``, the comment as its page would write it, says which kind of page."""
    if rewritten.startswith("{"):
        return (
            "kb-ignore comment <!-- --> is HTML's, which MDX rejects, so it silences nothing "
            f"in an MDX page (write {rewritten})"
        )
    return (
        "kb-ignore comment {/* */} is MDX's, so it silences nothing in a Markdown page "
        f"(write {rewritten})"
    )


# --------------------------------------------------------------------------- files


def _cannot_read(display: str, error: OSError) -> ReadError:
    return ReadError(display, f"cannot read: {error.strerror or error}")


def _regular_file(path: Path, display: str) -> None:
    """Nothing for a file that can be opened without blocking; _Unreadable for a path
    named outright that is missing, cannot be followed (a link loop) or is a pipe or a
    socket (opening one would block)."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        raise _Unreadable(ReadError(display, _missing(path))) from None
    except OSError as error:  # a link loop, a folder above it that cannot be searched
        raise _Unreadable(_cannot_read(display, error)) from None
    if not stat.S_ISREG(mode):
        raise _Unreadable(ReadError(display, "not a file or folder"))


def _missing(path: Path) -> str:
    """What a path that leads to no file is: a link says where it points, which is what
    to fix."""
    if path.is_symlink():
        return f"a link to a missing file ({one_line(os.readlink(path))})"
    return "no such file or folder"


class _Digesting(io.RawIOBase):
    """A file read through, hashing each byte as it is handed over: the digest of the
    bytes a page's audit read, without a second reading nor the whole file in memory."""

    def __init__(self, raw: io.FileIO) -> None:
        self._raw = raw
        self._sha256 = hashlib.sha256()

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        count = self._raw.readinto(buffer)
        if count:
            self._sha256.update(memoryview(buffer)[:count])
        return count or 0

    def hexdigest(self) -> str:
        """The digest of the whole file: what was read, and what is left."""
        for block in iter(lambda: self._raw.read(1 << 16), b""):
            self._sha256.update(block)
        return self._sha256.hexdigest()


def _decode_error(path: Path, display: str) -> ReadError:
    """Where the first byte that is not UTF-8 stands (kb.utf8): "page.md:3:4: not UTF-8
    text (cannot decode byte 0xe9: invalid continuation byte)".  The streaming decoder
    only knows its offset in a buffer, so the file is read again, which only happens on
    this error."""
    try:
        decode_utf8(path.read_bytes())
    except OSError as error:
        return _cannot_read(display, error)
    except NotUtf8 as bad:
        return ReadError(display, bad.message, bad.line, bad.column, bad.utf16_column)
    return ReadError(display, "not UTF-8 text")  # it decoded on a second reading: changed


def _reader(name: str, markdown: bool) -> Callable[[str, int], Page]:
    """How a page named ``name`` is read: as plain text, as Markdown, or as MDX (a name
    ending in .mdx), whose JavaScript (ESM, JSX) is no prose."""
    if not markdown:
        return read_plain
    return read_mdx if name.lower().endswith(".mdx") else read_markdown


@cache
def _checkout(folder: Path) -> Path | None:
    """The top folder of the git checkout that holds ``folder``, if any."""
    if os.path.exists(folder / ".git"):  # never raises, unlike Path.exists
        return folder
    return None if folder.parent == folder else _checkout(folder.parent)


def repository_root(config: AuditConfig) -> Path:
    """The folder that GitHub resolves a file's path against, in annotations and in
    SARIF: the git checkout that holds the configuration's folder (the working folder
    when no file configures the audit), else that folder."""
    _checkout.cache_clear()  # a checkout made since the last run counts
    root = config.root.resolve()
    return _checkout(root) or root


def _display(path: Path, cwd: Path) -> str:
    try:
        return located(path).relative_to(cwd.resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def matching_exclude(path: Path, config: AuditConfig) -> str | None:
    """The pattern of the configuration's ``exclude`` that leaves ``path`` out (a file or
    folder), if any: a name alone ("archive", "*.draft.md") matches any folder or file of
    that name below the configuration's folder; a pattern with a slash names a path from
    that folder, read as ``paths`` are ("./docs/archive", "../docs/en/huge.md"), and
    matches it and all below it."""
    if not config.exclude:
        return None
    where = located(path)
    try:
        names = where.relative_to(config.root).parts
    except ValueError:
        names = path.parts
    ancestors = [where.as_posix(), *(folder.as_posix() for folder in where.parents)]
    for pattern in config.exclude:
        bare = pattern.rstrip("/")
        if "/" not in bare:
            if any(fnmatch.fnmatch(name, bare) for name in names):
                return pattern
        elif any(fnmatch.fnmatch(a, _anchored(bare, config.root)) for a in ancestors):
            return pattern
    return None


def _anchored(pattern: str, root: Path) -> str:
    """An exclude pattern as an absolute one, its . and .. resolved from ``root`` (its
    wildcards kept), so that it matches the path a file is found at."""
    return posixpath.normpath(posixpath.join(root.as_posix(), pattern))


def collect_files(paths: Sequence[Path], config: AuditConfig) -> list[Path]:
    """The files to audit: files named outright, and inside folders those with one of
    the configured extensions (not in SKIPPED_FOLDERS, nor links that lead to no file:
    no one named them, so they are no error); excluded ones left out; each file once,
    where it is first named ("docs docs/a.md").  A path that is not a folder is taken as
    a file, missing or not: Auditor.audit_file reports one that cannot be read."""
    files: list[Path] = []
    for path in paths:
        # os.path.isdir never raises (Path.is_dir does, under a folder kb may not search)
        if not os.path.isdir(path):
            if matching_exclude(path, config) is None:
                files.append(path)
            continue
        for folder, subfolders, names in os.walk(path):
            here = Path(folder)
            subfolders[:] = sorted(
                d
                for d in subfolders
                if d not in SKIPPED_FOLDERS and matching_exclude(here / d, config) is None
            )
            for name in sorted(names):
                candidate = here / name
                if (
                    candidate.suffix.lower() in config.extensions
                    and candidate.is_file()  # not a pipe or socket, which would block
                    and matching_exclude(candidate, config) is None
                ):
                    files.append(candidate)
    seen: set[Path] = set()
    unique: list[Path] = []
    for file in files:
        resolved = located(file)
        if resolved not in seen:
            seen.add(resolved)
            unique.append(file)
    return unique


def load_auditor(*, session: Session, config: AuditConfig) -> Auditor:
    """An auditor holding every claim, source and ignore span of the database."""
    return Auditor(
        list_claims(session=session),
        [source for source, _ in list_sources(session=session)],
        list_ignores(session=session),
        config,
        list_agents(session=session),
    )
