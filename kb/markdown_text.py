"""The prose of a Markdown or plain-text page, with the line and column of every character.

``markdown_chunks`` cuts a page into runs of whole lines at points where a Markdown
parser would start a fresh top-level block anyway (a blank line followed by an
unindented line, outside fenced code and HTML comments), so a page of any size is read
in bounded memory.  ``read_markdown`` parses one chunk with markdown-it-py and returns
its prose blocks (paragraphs, headings, table cells), its ``kb-ignore`` comments and the
text of its footnotes.  ``read_mdx`` reads a chunk of an MDX page the same way once its
JavaScript (ESM, JSX expressions, components' tags) is blanked out.

A block's ``text`` keeps the length of the source it came from: code spans, link
targets, autolinks, images' markup and addresses (their alt text is prose), inline HTML,
emphasis markers, heading numbers, math between dollars, attribute lists and footnote
references are replaced by spaces, and line breaks become spaces, so an offset in
``text`` maps back to a line and column.  Code blocks, math blocks and front matter hold
no prose; an HTML block's text is prose, its tags, comments and the content of elements
such as ``<code>`` and ``<script>`` blanked, and the cells of its tables read as a
Markdown table's cells are.  The bodies and titles of MkDocs
admonitions (``!!! note "Title"``) and content tabs (``=== "Tab"``) are prose, as are
those of boxes between lines of colons (``:::note[Title]``, Docusaurus' and VitePress'
admonitions).  Columns are 1-based and count Unicode code points.
"""

from __future__ import annotations

import json
import re
import tomllib
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from html.parser import HTMLParser
from itertools import takewhile
from operator import itemgetter
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.rules_block import StateBlock
from markdown_it.token import Token
from mdit_py_plugins.admon import admon_plugin
from mdit_py_plugins.attrs import attrs_plugin
from mdit_py_plugins.attrs.parse import ParseError
from mdit_py_plugins.attrs.parse import parse as parse_attrs
from mdit_py_plugins.container import container_plugin
from mdit_py_plugins.dollarmath import dollarmath_plugin
from mdit_py_plugins.footnote import footnote_plugin

from kb.lazy_re import lazy_compile
from kb.numerals import EN_NUMBER_WORDS, RU_NUMBER_WORDS
from kb.quantities import find_quantities
from kb.utf8 import Lines
from kb.word_patterns import LETTER, trie

CHUNK_CHARS = 64 * 1024  # a chunk closes at the first safe point after this many characters


@dataclass(frozen=True)
class Prose:
    """One block of prose: ``text`` with markup blanked out, and where each line starts."""

    text: str
    line_offsets: tuple[int, ...]  # offset in text where each source line begins
    lines: tuple[int, ...]  # the 1-based line number of each
    columns: tuple[int, ...]  # the 1-based column of text[line_offsets[i]] in its line
    # what introduces the block: the heading right above it or the sentence before its
    # list or table ("Estimates:"), the title of the admonition or tab it is in; for a
    # table cell also its column's header and its row's cells
    lead_in: str = ""
    # for a table cell, what may name the unit of its bare numbers (_unit_labels)
    unit_labels: tuple[tuple[str, str], ...] = ()
    # for a table cell past its row's first figure, its column's header when that is in
    # words ("Kimi K2.6" of "| Model | Sol | Kimi K2.6 |"): its row's unit and label,
    # those of unit_labels after the header's, name the unit of its figures only if the
    # header names a thing of the ledger (kb.audit), and not what the column holds
    # ("Sources", "Год")
    column_header: str = ""
    # for a table cell, what names the thing its figures are of, as a sentence names it:
    # its column's header and its row's label ("| SRAM per wafer | 44 GB |")
    names: str = ""
    heading: int = 0  # its level (1 for "# Title") if it is a heading, which opens a section
    # its footnote references ("parameters[^1]."): the offset in text of each, its label
    footnote_refs: tuple[tuple[int, str], ...] = ()

    def position(self, offset: int) -> tuple[int, int]:
        """The (line, column) of ``text[offset]``."""
        i = max(0, bisect_right(self.line_offsets, offset) - 1)
        return self.lines[i], self.columns[i] + offset - self.line_offsets[i]

    def part(self, start: int, end: int) -> Prose:
        """``text[start:end]`` as a block of its own, its positions kept."""
        first = max(0, bisect_right(self.line_offsets, start) - 1)
        last = max(first + 1, bisect_right(self.line_offsets, end - 1))
        return replace(
            self,
            text=self.text[start:end],
            line_offsets=tuple(o - start for o in self.line_offsets[first:last]),
            lines=self.lines[first:last],
            columns=self.columns[first:last],
            footnote_refs=tuple(
                (at - start, label) for at, label in self.footnote_refs if start <= at < end
            ),
        )

    def cited(self, start: int, end: int) -> list[str]:
        """The labels of the footnotes the sentence ``text[start:end]`` cites: the
        references in it, and those right after its end ("parameters.[^1]", 约3万亿。[^2]),
        which are no part of the next sentence."""
        # found by offset (the references are in order), not each sliced against each
        # sentence: a paragraph of thousands of cited sentences took the square
        refs = self.footnote_refs
        opened = _NOT_SPACE_RE.search(self.text, start, end)  # a reference after it is in
        after = _NOT_SPACE_RE.search(self.text, end)  # one before it is right after the end
        first = 0 if start == 0 else (opened.start() + 1 if opened else end)
        last = after.start() if after else len(self.text)
        lo = bisect_left(refs, max(start, first), key=itemgetter(0))
        hi = bisect_right(refs, last, key=itemgetter(0))
        return [label for _, label in refs[lo:hi]]


@dataclass(frozen=True)
class IgnoreComment:
    """``<!-- kb-ignore[-next-line|-start|-end] [RULE, ...] [: REASON] -->``."""

    line: int  # the line the comment silences (for next-line: the line after it)
    # "line", "next-line", "start", "end", "invalid" (it does not parse), "unclosed"
    # (in plain text, where nothing else ends it: it has no -->) or "foreign" (in the
    # other kind of page's form, which silences nothing: MDX's {/* */} in Markdown, where
    # it is text, and <!-- --> in MDX, which rejects it)
    scope: str
    rules: frozenset[str]  # empty: every rule
    # for "invalid" and "unclosed": the comment as written; for "foreign": the comment as
    # its page would write it
    reason: str
    at: int  # the line the comment stands on
    before_blank: bool = False  # a next-line comment whose next line is blank (see _mark_blank)


@dataclass
class Page:
    """What one chunk of a page holds for the audit."""

    prose: list[Prose]
    ignores: list[IgnoreComment]
    # the text of each footnote defined ("[^1]: SemiAnalysis estimate."), by its label
    footnotes: dict[str, str] = field(default_factory=dict)


# Rules are separated by commas, also ， and 、 as a Chinese keyboard types them, and the
# reason follows a colon, also ：.  In any case (<!-- KB-IGNORE-NEXT-LINE Unsourced-Number
# -->), as markdownlint reads its comments: what a writer meant by one is plain, and a
# comment ignored for its case would fail the run it was written to pass.
_RULE_SEPARATOR = "[,，、]"
IGNORE_RE = lazy_compile(
    r"<!--\s*kb-ignore(?P<scope>-next-line|-start|-end)?(?!\w|-(?!->))"
    rf"\s*(?P<rules>[A-Za-z][\w-]*(?:\s*{_RULE_SEPARATOR}\s*[A-Za-z][\w-]*)*)?"
    r"\s*(?:(?::|：|--|—)\s*(?P<reason>.*?))?\s*-->",
    re.DOTALL | re.IGNORECASE,
)
_KB_IGNORE_RE = lazy_compile("kb-ignore", re.IGNORECASE)  # whether a text may hold a comment
_KB_COMMENT_RE = lazy_compile(r"<!--\s*kb-ignore.*?-->", re.DOTALL | re.IGNORECASE)  # or not
_NOT_A_LINE_BREAK_RE = lazy_compile(r"[^\r\n]")
_NOT_SPACE_RE = lazy_compile(r"\S")
# In plain text: a kb-ignore comment, up to its --> (group end) or, when it has none
# before the next <!-- or the end, up to there.
_PLAIN_COMMENT_RE = lazy_compile(
    r"<!--\s*kb-ignore(?:(?!<!--).)*?(?:(?P<end>-->)|(?=<!--)|\Z)", re.DOTALL | re.IGNORECASE
)


def _blank_closed(comment: re.Match[str]) -> str:
    """A closed comment as spaces (line breaks kept); an unclosed one stays text."""
    if comment.group("end") is None:
        return comment.group()
    return _NOT_A_LINE_BREAK_RE.sub(" ", comment.group())


# ``[。！？；!?]+[”’"'）)]*|[.;…](?=\s|$)``, written to open with one class of every first
# character (by hand, for speed): ``re`` then looks for those in a tight loop instead of
# starting the matcher at every offset, and finds sentence ends 2-3x faster.
_SENTENCE_END_RE = lazy_compile(
    r"[。！？；!?.;…](?:(?<=[。！？；!?])[。！？；!?]*[”’\"'）)]*|(?<=[.;…])(?=\s|$))"
)
_LOWER_NEXT_RE = lazy_compile(r"\s+[a-zа-яё]")
_CAPITAL_NEXT_RE = lazy_compile(r"\s+[\"“«„'‘(（\[]?[A-ZА-ЯЁ]")
# Before a full stop: a chain of initials (U.S, e.g, т. е) or a title or company
# abbreviation.  A lone letter is not one: "750 W.", "в 2026 г." end their sentences,
# nor is "т. д" or "т. п", which close a list as "etc." does ("лимиты и т. д. У Sol …").
_ABBREVIATION_RE = lazy_compile(
    rf"(?:(?<![{LETTER}.])(?![тТ]\.\s?[дпДП]$)[{LETTER}](?:\.\s?[{LETTER}])+"
    r"|(?<![A-Za-z])(?:Mr|Mrs|Ms|Dr|Prof|Inc|Ltd|Corp|Co|St|vs|No|Fig|al"
    r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec))$"
)
# Abbreviations that stand before a figure, as prose and spec sheets write them: those
# that round it ("approx. 900", "ca. 3 trillion", "c. 3 trillion", "ок. 3 трлн", "прибл.
# 900", "прим. 900"), bound it ("max. 900", "min. 70", "typ. 900", "макс. 900", "мин.
# 70") or say it is estimated ("est. 3T"; kb.hedges reads it as a hedge).  Their full
# stop ends no sentence when a figure follows it, so the words before the figure, which
# may say whose it is, stay in its sentence; anything else opens one ("at approx. The
# vendor ...", "its max. GPT-5.6 Sol has ...", "max. (The ...").  Lower case or
# capitalised ("Approx. 900", "Min. 70"), not in capitals ("Sunnyvale, CA. 900 MW" is
# California), and a lone letter only in lower case ("85 C. 3 fans ..." is Celsius).
ROUNDING_ABBREVIATIONS = ("approx.", "appr.", "ca.", "c.", "ок.", "прибл.", "прим.")
BOUND_ABBREVIATIONS = ("max.", "min.", "typ.", "макс.", "мин.")
ESTIMATE_ABBREVIATIONS = ("est.",)
_FIGURE_ABBREVIATION_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:"
    + "|".join(
        re.escape(word) if len(word) == 1 else f"{re.escape(word)}|{re.escape(word.title())}"
        for word in (
            a.removesuffix(".")
            for a in (*ROUNDING_ABBREVIATIONS, *BOUND_ABBREVIATIONS, *ESTIMATE_ABBREVIATIONS)
        )
    )
    + ")$"
)
# ... the figure: a digit, after a currency sign too ("approx. $3 billion").  A number
# word needs no rule: in lower case it keeps the sentence as every lower-case word does
# ("ca. three trillion"), and a capitalised one opens a sentence ("Three vendors ...").
_FIGURE_NEXT_RE = lazy_compile(r"\s+[$€£¥₽]?\d")
# ... but right after a number such an abbreviation is no word before a figure: "5 min.
# 3 trillion parameters ...", "пять мин. 3 трлн ..." are minutes, and a sentence ends.
_NUMBER_BEFORE_RE = lazy_compile(
    rf"(?:\d|(?<![{LETTER}])(?i:{trie(EN_NUMBER_WORDS | RU_NUMBER_WORDS)}))[ \u00a0]*$"
)
_NUMBER_WORD_REACH = 16  # characters before the abbreviation: "восьмьюдесятью "
_BOLD_TITLE_RE = lazy_compile(r"\s*(\*\*|__)(?:(?!\1).)+\1\s*[:：]?\s*")
# A section's number as people write it: "1.", "1)", "2.1", "2.1.", "1.2.3", "IV." before a
# space, and a zero-padded one, as a magazine numbers its sections: 0 and one digit, 01 to
# 09 ("02 参数量", "02 Parameters", and before a Chinese character: "03晶圆数"; no figure is
# written so).  A zero before more digits keeps its figure ("080 wafers", "0750 tokens/s",
# 080片晶圆: a section is seldom numbered past 09 so).  A bare "3" is none ("3 trillion
# parameters, explained", "1200 片晶圆的猜想"), and "2.1" (the group decimal) may also be a
# figure: see _heading_number.
_HEADING_NUMBER_RE = lazy_compile(
    r"^\s*(?:(?:\d+(?:\.\d+)*[.)]|(?P<decimal>\d+\.\d+)|\d+(?:\.\d+){2,}|[IVXLC]+\.)(?=\s|$)"
    r"|0[1-9](?=\s|$|[\u3400-\u9fff]))"
)
_FRONT_MATTER = {"---": ("---", "..."), "+++": ("+++",)}  # its first line: its last lines
_FENCE_RE = lazy_compile(r"^\s*(`{3,}|~{3,})")
_HTML_RAW_OPEN_RE = lazy_compile(r"^\s{0,3}<(script|pre|style|textarea)(?:\s|>|$)", re.IGNORECASE)
# A box between lines of colons, as Docusaurus and VitePress write admonitions and Pandoc,
# MyST and Quarto fenced divs: ':::note Title', ':::tip[Title]', '::: warning', ':::{note}
# Title', '::: {.aside}' up to a line of as many colons (or more).  After the colons: its
# kind, a label in brackets (one level of brackets in it: a link), attributes in braces,
# and the rest of the line (_box_title reads its title).  Each part is matched once, in
# time linear in the line (no part can take what the one after it begins with).
_BOX_FENCE_RE = lazy_compile(r" {0,3}(:{3,})(.*)")
_BOX_PARAMS_RE = lazy_compile(
    r"[ \t]*(?P<kind>\{[^{}]*\}|[^\W\d][\w-]*)"
    r"(?:\[(?P<label>(?:[^\[\]\\]|\\.|\[[^\[\]]*\])*)\])?"
    r"(?P<attributes>\{[^{}]*\})?"
    r"(?P<rest>(?:[ \t].*)?)"
)
_LIST_BULLET_RE = lazy_compile(r"^\s*(?:[-*+•]|\d{1,3}[.)])\s")
_EMPHASIS = frozenset({"em_open", "em_close", "strong_open", "strong_close", "s_open", "s_close"})
# inline tokens whose whole source is no prose: "$x = 3$" is math, "[^1200]" a footnote's
# label, "{ width="1200" }" an attribute list (see _attrs_token)
_SKIPPED = frozenset(
    {
        "code_inline",
        "html_inline",
        "math_inline",
        "math_inline_double",
        "footnote_ref",
        "attrs_inline",
    }
)
# The characters that open every inline token this module blanks out or decodes (code
# spans, links, autolinks, images, inline HTML, emphasis, strikethrough, entities, math
# between dollars; footnote references open with "[", attribute lists follow an image, a
# link or a code span).  A block without any of them needs no inline parse: its text is
# its source.  (A regex finds one faster than a set test walks the whole block.)
_INLINE_MARKUP_RE = lazy_compile(r"[`!<*_~\[&$]")
# HTML elements whose content is code, keys, program output, script, style or math, not
# prose (in an HTML block and inline: "<code>kb audit --max 1200</code>")
_RAW_ELEMENTS = frozenset(
    {"script", "style", "pre", "code", "kbd", "samp", "math", "textarea", "template"}
)
# MDX components whose content is code (Docusaurus's), by their names as written
_CODE_COMPONENTS = frozenset({"CodeBlock"})
# MDX components whose title, an attribute written as a string, introduces their content
# as an admonition's does: Docusaurus's <TabItem label="Estimates"> (its value when it has
# no label, as Docusaurus shows it) and <Admonition title="...">, Starlight's <Aside>
_TITLED_COMPONENTS = {"TabItem": ("label", "value"), "Admonition": ("title",), "Aside": ("title",)}
# Python-Markdown's attr_list (MkDocs) also reads an attribute list at the end of a
# heading ("## Speed {#speed-1200 data-rev=4500}") and on a paragraph's last line of its
# own ("{: .annotate }"); mdit-py-plugins' attrs plugin reads lists only right after an
# image, a link or a code span (its block form, Djot's, stands before a block), so these
# two are matched here with attr_list's own patterns (HEADER_RE and BLOCK_RE).
_HEADING_ATTRS_RE = lazy_compile(r"[ ]+\{:?[ ]*[^}\n ][^\n]*[ ]*\}[ ]*$")
_BLOCK_ATTRS_RE = lazy_compile(r"\n[ ]*\{:?[ ]*[^}\n ][^\n]*[ ]*\}[ ]*$")


def ignore_comments(text: str, line: int, next_line: int) -> list[IgnoreComment]:
    """The kb-ignore comments in ``text`` (HTML found on ``line``; a next-line comment
    silences ``next_line``), and those that do not parse as "invalid", so that the audit
    can say so rather than silently ignore nothing."""
    found = []
    for comment in _KB_COMMENT_RE.finditer(text):
        at = line + text.count("\n", 0, comment.start())
        m = IGNORE_RE.fullmatch(comment.group())
        if m is None:
            found.append(IgnoreComment(at, "invalid", frozenset(), comment.group(), at))
            continue
        scope = (m.group("scope") or "-line")[1:].lower()
        named = re.split(_RULE_SEPARATOR, m.group("rules") or "")
        rules = frozenset(r.strip().lower() for r in named if r.strip())
        target = next_line if scope == "next-line" else line
        reason = (m.group("reason") or "").strip()
        found.append(IgnoreComment(target, scope, rules, reason, at))
    return found


def _mark_blank(
    ignores: list[IgnoreComment], lines: Sequence[str], first_line: int
) -> list[IgnoreComment]:
    """``ignores`` with each next-line comment whose next line is blank marked so (it
    silences nothing); ``lines``: the chunk's, split at "\n", the first being ``first_line``.
    A line past the chunk is not known here and stays unmarked: in Markdown it is past the
    page's end (a chunk closes after a blank line, never right after a comment)."""
    past = len(lines) - (1 if lines and not lines[-1] else 0)  # a final "\n" ends a line
    return [
        replace(c, before_blank=True)
        if c.scope == "next-line"
        and 0 <= c.line - first_line < past
        and not lines[c.line - first_line].strip()
        else c
        for c in ignores
    ]


def sentences(text: str) -> Iterator[tuple[int, int]]:
    """The (start, end) of each sentence of ``text`` in any of the three languages.

    A full stop ends no sentence after an abbreviation (U.S., e.g., т. е., Dr.), after one
    that stands before the figure that follows it ("ca. 3 trillion", "ок. 3 трлн"; not
    "5 min. 3 trillion ...": _FIGURE_ABBREVIATION_RE), or before a lower-case word ("3
    млн. параметров", "the U.S. government").  An ellipsis (… or ...) ends one only
    before a capital letter ("soon… Sol has"; not "has… 3 trillion", nor Chinese ……)."""
    start = 0
    for m in _SENTENCE_END_RE.finditer(text):
        stop = text[m.start()]
        if (stop == "…" or text.startswith("...", m.start() - 2)) and not (
            _CAPITAL_NEXT_RE.match(text, m.end()) and text[m.start() - 1 : m.start()] != "…"
        ):
            continue  # an ellipsis ends a sentence before a capital only ("soon… The")
        if stop == "." and (
            _LOWER_NEXT_RE.match(text, m.end())
            or _abbreviation_before(_ABBREVIATION_RE, text, m.start()) is not None
            or _stands_before_a_figure(text, m.start())
        ):
            continue
        yield start, m.end()
        start = m.end()
    if start < len(text) and text[start:].strip():
        yield start, len(text)


def _abbreviation_before(
    abbreviations: re.Pattern[str], text: str, stop: int
) -> re.Match[str] | None:
    """The one of ``abbreviations`` that ends right before the full stop at ``stop``."""
    return abbreviations.search(text, max(0, stop - 8), stop)


def _stands_before_a_figure(text: str, stop: int) -> bool:
    """Whether the full stop at ``stop`` ends an abbreviation that stands before the
    figure after it ("ca. 3 trillion"), not one after a number ("5 min. 3 trillion")."""
    if not _FIGURE_NEXT_RE.match(text, stop + 1):
        return False
    abbreviation = _abbreviation_before(_FIGURE_ABBREVIATION_RE, text, stop)
    if abbreviation is None:
        return False
    start = abbreviation.start()
    return _NUMBER_BEFORE_RE.search(text, max(0, start - _NUMBER_WORD_REACH), start) is None


def last_sentence(text: str) -> str:
    spans = list(sentences(text))
    return text[spans[-1][0] : spans[-1][1]].strip() if spans else ""


def _introduces_list(text: str) -> bool:
    return text.rstrip().endswith((":", "："))


def _heading_number(content: str) -> tuple[int, int] | None:
    """Where the number of the section a heading opens stands, if it has one.  "2.1" is
    that number unless a scale word makes it a figure ("## 2.5 trillion parameters",
    "## 2.5 万亿参数"); before a unit word it stays a number ("## 2.1 Parameters")."""
    m = _HEADING_NUMBER_RE.match(content)
    if m is None:
        return None
    decimal = m.group("decimal")
    if decimal is not None:
        found = find_quantities(content[m.start("decimal") :])
        if found and found[0].start == 0 and found[0].low != float(decimal):
            return None
    return m.span()


def _within(outer: str, own: str) -> str:
    """The lead-in of a list, table or box inside another's body: its own after the
    outer one's, which goes on introducing it ("Estimates:" hedges a list nested in its
    list, or a box with a title of its own); "; " keeps a cue from running across them."""
    return f"{outer}; {own}" if outer and own else outer or own


def _lead_in(text: str, heading: bool) -> str:
    """What introduces a list or table that follows ``text``: a heading ("## Estimates"),
    or the sentence that ends in a colon ("Estimates from outside analysts:")."""
    if heading:
        return text.strip()
    return last_sentence(text) if _introduces_list(text) else ""


# What in a cell's source is no prose: code spans, link and image targets, HTML, URLs,
# emphasis marks (a unit column's "**tok/s**" was the unit "**tok" / "s"; an underscore
# inside a word is none).  A row's cells serve only as the context of each cell (its
# hedges) and the unit of its figures, so they are cleared of it by a pattern here
# rather than each parsed inline.
_ROW_MARKUP_RE = lazy_compile(
    r"`[^`]*`|\]\([^)]*\)|<[^>]*>|(?:https?|ftp)://\S+|\*+|(?<!\w)_+|(?<!_)_+(?!\w)"
)


def _row_cells(tokens: list[Token], start: int) -> list[str]:
    """The text of each cell of the table row opened at ``tokens[start]``, without
    what is no prose in it."""
    cells: list[str] = []
    for token in tokens[start + 1 :]:
        if token.type == "tr_close":
            break
        if token.type == "inline":
            cells.append(_ROW_MARKUP_RE.sub(" ", token.content))
    return cells


# --------------------------------------------------------------------------- chunks


def markdown_chunks(
    lines: Iterable[str], chunk_chars: int = CHUNK_CHARS, front_matter: list[str] | None = None
) -> Iterator[tuple[int, str]]:
    """(first line number, text) for runs of whole lines that parse independently (never
    cut inside fenced code, an HTML comment or raw element, or a box between colons).

    Front matter (a first line ``---`` up to the next ``---`` or ``...``, YAML; ``+++`` up
    to the next ``+++``, TOML as Hugo writes it) is left out; its lines are put in
    ``front_matter``, when given, before the first chunk is (front_matter_title).
    """
    buffer: list[str] = []
    size = 0
    first = 1
    number = 0
    fence: str | None = None
    in_comment = False
    raw_tag: str | None = None
    # the colons that opened the outermost box open: the parser closes it at the first
    # line of as many colons or more, in code or a comment in it too, which ends with it
    box: int | None = None
    previous_blank = False
    front: list[str] | None = None  # the front matter's lines, while it is read
    closers: tuple[str, ...] = ()
    for number, line in enumerate(lines, start=1):
        if number == 1 and line.rstrip() in _FRONT_MATTER:
            front = [line]
            closers = _FRONT_MATTER[line.rstrip()]
            continue
        if front is not None and first == 1:
            front.append(line)
            if line.rstrip() in closers:
                first = number + 1
                if front_matter is not None:
                    front_matter.extend(front)
            continue
        stripped = line.strip()
        if (
            size >= chunk_chars
            and previous_blank
            and fence is None
            and not in_comment
            and raw_tag is None
            and box is None
            and line[:1] not in (" ", "\t", "")
        ):
            yield first, "".join(buffer)
            buffer, size, first = [], 0, number
        buffer.append(line)
        size += len(line)
        previous_blank = not stripped
        colons = _BOX_FENCE_RE.match(line)
        if box is not None and colons and len(colons[1]) >= box and not colons[2].strip():
            box, fence, in_comment, raw_tag = None, None, False, None
            continue
        if fence is not None:
            fence = _fence_after(line, fence)
            continue
        if in_comment:
            in_comment = "-->" not in line
            continue
        if raw_tag is not None:
            if f"</{raw_tag}" in line.lower():
                raw_tag = None
            continue
        fence = _fence_after(line, None)
        if fence is not None:
            continue
        if colons is not None:
            if box is None and _box_title(colons[2]) is not None:
                box = len(colons[1])
            continue
        opened = line.rfind("<!--")
        if opened >= 0 and "-->" not in line[opened:]:
            in_comment = True
            continue
        raw = _HTML_RAW_OPEN_RE.match(line)
        if raw and f"</{raw.group(1).lower()}" not in line.lower():
            raw_tag = raw.group(1).lower()
    if front is not None and first == 1:  # never closed: not front matter after all
        buffer = front + buffer
    if buffer:
        yield first, "".join(buffer)


def _fence_after(line: str, fence: str | None) -> str | None:
    """The code fence open after ``line`` (its marker, "```"), given the one open before it."""
    m = _FENCE_RE.match(line)
    if m is None or fence is None:
        return m.group(1) if m else fence
    marker = m.group(1)
    closes = marker[0] == fence[0] and len(marker) >= len(fence) and not line[m.end() :].strip()
    return None if closes else fence


# A YAML front matter's top-level title (Jekyll, Hugo, MkDocs): "title: GPT-5.6 Sol",
# 'title: "Sol: speed"', "title: 'Sol''s speed'"
# the key in any case, as Hugo reads it: title, Title, TITLE
_YAML_TITLE_RE = lazy_compile(r"(?i:title)[ \t]*:[ \t]*(?P<value>.*?)[ \t]*$")
_YAML_COMMENT_RE = lazy_compile(r"[ \t]+#.*$")
_YAML_QUOTED_RE = lazy_compile(
    r"(?:\"(?P<double>(?:[^\"\\]|\\.)*)\"|'(?P<single>(?:[^']|'')*)')(?:[ \t]+#.*)?"
)


def front_matter_title(lines: Sequence[str]) -> str | None:
    """The page's title its front matter gives (lines as markdown_chunks puts them, the
    markers included): a YAML ``title:`` on a line of its own, a TOML ``title = "..."``
    at the top, the key in any case (``Title:``, as Hugo reads it); None when it gives
    none, or one that is no single line of text.  YAML's one line is read by hand: the
    audit needs this one key, and PyYAML would be a dependency of kb's and a full parse
    of every page's front matter for it."""
    if not lines:
        return None
    body = "".join(lines[1:-1])
    if lines[0].rstrip() == "+++":
        try:
            table = tomllib.loads(body)
        except (tomllib.TOMLDecodeError, RecursionError):  # nested too deeply to parse
            return None
        return _text(next((v for k, v in table.items() if k.lower() == "title"), None))
    for line in lines[1:-1]:
        m = _YAML_TITLE_RE.fullmatch(line.rstrip("\r\n"))
        if m is not None:
            return _yaml_scalar(m.group("value"))
    return None


def _yaml_scalar(value: str) -> str | None:
    """A YAML scalar written on one line, as text: quoted ("…" with JSON's escapes, or
    as written when it uses one of YAML's that JSON does not know, \\x41, \\e; '…' with ''
    for '), or plain, up to a comment; None for a block (| or >) or nothing."""
    quoted = _YAML_QUOTED_RE.fullmatch(value)
    if quoted is not None and quoted.group("double") is not None:
        try:
            return _text(json.loads(f'"{quoted.group("double")}"'))
        except ValueError:
            return _text(quoted.group("double"))
    if quoted is not None:
        return _text(quoted.group("single").replace("''", "'"))
    value = _YAML_COMMENT_RE.sub("", value)
    return None if not value or value[0] in "|>[{&*!\"'" else value


def _text(value: object) -> str | None:
    """``value`` when it is text that is not blank, stripped; else None."""
    return value.strip() or None if isinstance(value, str) else None


def plain_chunks(lines: Iterable[str], chunk_chars: int = CHUNK_CHARS) -> Iterator[tuple[int, str]]:
    """(first line number, text) for runs of whole lines of a plain-text page."""
    buffer: list[str] = []
    size = 0
    first = 1
    for number, line in enumerate(lines, start=1):
        if size >= chunk_chars:
            yield first, "".join(buffer)
            buffer, size, first = [], 0, number
        buffer.append(line)
        size += len(line)
    if buffer:
        yield first, "".join(buffer)


# --------------------------------------------------------------------------- plain text


def read_plain(text: str, first_line: int = 1) -> Page:
    """Each line of a plain-text chunk is a block; ``- item`` lines after a line ending
    in a colon have that line as their lead-in."""
    prose: list[Prose] = []
    ignores: list[IgnoreComment] = []
    if _KB_IGNORE_RE.search(text):
        lines = text.split("\n")  # as written: a line holding only a comment is no blank
        # a comment may run over several lines (a next-line one silences the line after
        # its end), but not past the start of another: one without its --> is reported
        # and silences nothing.  Comments are blanked out, line breaks kept.
        for comment in _PLAIN_COMMENT_RE.finditer(text):
            at = first_line + text.count("\n", 0, comment.start())
            if comment.group("end") is None:
                opened = comment.group().split("\n")[0]
                ignores.append(IgnoreComment(at, "unclosed", frozenset(), opened, at))
                continue
            after = first_line + text.count("\n", 0, comment.end()) + 1
            ignores.extend(ignore_comments(comment.group(), at, after))
        ignores = _mark_blank(ignores, lines, first_line)
        text = _PLAIN_COMMENT_RE.sub(_blank_closed, text)
    lead = ""
    previous = ""
    for i, line in enumerate(text.split("\n")):
        number = first_line + i
        line = line.rstrip("\r")
        if not line.strip():
            continue
        if _LIST_BULLET_RE.match(line):
            if previous and _introduces_list(previous):
                lead = last_sentence(previous)
        else:
            lead = ""
            previous = line
        prose.append(Prose(line, (0,), (number,), (1,), lead))
    return Page(prose, ignores)


# --------------------------------------------------------------------------- Markdown


def _with_span(rule: Callable[[Any, bool], bool]) -> Callable[[Any, bool], bool]:
    """Wrap an inline rule so the tokens it pushes carry their source span in meta."""

    def spanned(state: Any, silent: bool) -> bool:
        start, count, pending = state.pos, len(state.tokens), bool(state.pending)
        matched = rule(state, silent)
        if matched and not silent:
            # the first token pushed may be the pending text flushed before the rule's own
            for token in state.tokens[count + (1 if pending else 0) :]:
                if "span" not in token.meta:
                    token.meta["span"] = (start, state.pos)
        return matched

    return spanned


# pymdownx.tabbed's content tabs: '=== "Title"' ('===!' and '===+' choose the tab shown
# first), the body indented by four spaces.  mdit-py-plugins has no rule for them: this
# one follows its admonition rule (mdit_py_plugins.admon), which reads the same layout.
_TAB_RE = lazy_compile(r'===[!+]{0,2} +"(.*)" *$')


def _content_tab(state: StateBlock, start_line: int, end_line: int, silent: bool) -> bool:
    start = state.bMarks[start_line] + state.tShift[start_line]
    # (the marker first: the rule is tried on every line of a page, most hold none)
    if not state.src.startswith("===", start) or state.is_code_block(start_line):
        return False
    m = _TAB_RE.match(state.src, start, state.eMarks[start_line])
    if m is None:
        return False
    if silent:
        return True
    old_line_max, old_indent = state.lineMax, state.blkIndent
    state.blkIndent = state.sCount[start_line] + 4
    # the body: up to a line indented less, or two blank lines
    line = start_line
    was_empty = False
    while True:
        line += 1
        if line >= end_line:
            break
        is_empty = state.sCount[line] < state.blkIndent
        if is_empty and was_empty:
            break
        was_empty = is_empty
        if state.bMarks[line] + state.tShift[line] < state.eMarks[line] and is_empty:
            break
    state.lineMax = line
    token = state.push("content_tab_open", "div", 1)
    token.map = [start_line, line]
    token.info = m.group(1)
    state.push("content_tab_title_open", "label", 1).map = [start_line, start_line + 1]
    token = state.push("inline", "", 0)
    token.content = m.group(1)
    token.map = [start_line, start_line + 1]
    token.children = []
    state.push("content_tab_title_close", "label", -1)
    state.md.block.tokenize(state, start_line + 1, line)
    state.push("content_tab_close", "div", -1)
    state.lineMax, state.blkIndent = old_line_max, old_indent
    state.line = line
    return True


_ATTRS_AFTER = ("image", "code_inline", "link_close")  # what the attrs plugin follows


def _attrs_token(rule: Callable[[Any, bool], bool]) -> Callable[[Any, bool], bool]:
    """The attrs plugin's rule: it gives its attributes to the image, link or code span
    before it and pushes no token of its own, so this pushes one ("attrs_inline"), which
    _with_span gives the list's span, to blank it out.  It also takes Python-Markdown's
    "{: width="1200" }", whose colon the plugin's grammar (Djot's) does not know."""

    def with_token(state: Any, silent: bool) -> bool:
        matched = rule(state, silent)
        if (
            not matched
            and state.src.startswith("{:", state.pos)
            and not state.pending
            and state.tokens
            and state.tokens[-1].type in _ATTRS_AFTER
        ):
            try:
                end, _ = parse_attrs("{" + state.src[state.pos + 2 :])
            except ParseError:
                return False
            state.pos += end + 2
            matched = True
        if matched and not silent:
            state.push("attrs_inline", "", 0)
        return matched

    return with_token


def _rule(ruler: Any, name: str) -> Callable[..., bool]:
    """The function of the rule ``name`` of ``ruler`` (a parser's inline or block rules)."""
    fn: Callable[..., bool] = next(r.fn for r in ruler.__rules__ if r.name == name)
    return fn


_BlockRule = Callable[[StateBlock, int, int, bool], bool]


def _box_title(params: str) -> tuple[int, str] | None:
    """The title of the box whose opening colons ``params`` follow, and where it starts
    in them: what its brackets hold (Docusaurus's ':::note[Title]'), else its title
    attribute (':::note{title="Title"}', Quarto's '::: {.callout-note title="Title"}'),
    else what follows its kind ('::: tip Title'), Pandoc's closing colons left out; ""
    when it has none.  None when ``params`` open no box (no kind: colons alone close one)."""
    m = _BOX_PARAMS_RE.fullmatch(params.rstrip("\r\n"))
    if m is None:
        return None
    if m["label"] is not None:
        return m.start("label"), m["label"].strip()
    for group in ("attributes", "kind"):
        braces = m[group]
        if braces and braces.startswith("{"):
            span = _attribute_span(braces, 1, "title", bare=False)
            if span is not None:
                return m.start(group) + span[0], braces[span[0] : span[1]].strip()
    return m.start("rest"), m["rest"].strip().rstrip(":").rstrip()


def _titled_box(rule: _BlockRule) -> _BlockRule:
    """The container rule, giving a box's title (if it has one) as the admonition rule
    gives an admonition's: an inline token between box_title_open and box_title_close
    right after the box opens; the box's meta "title_after" holds what stands before the
    title on its line (for _MarkdownReader._title)."""

    def with_title(state: StateBlock, start_line: int, end_line: int, silent: bool) -> bool:
        at = len(state.tokens)
        if not rule(state, start_line, end_line, silent):
            return False
        if silent:
            return True
        box = state.tokens[at]
        found = _box_title(box.info)
        assert found is not None  # the rule validated it
        start, title = found
        if title:
            box.meta["title_after"] = box.markup + box.info[:start]
            line = [start_line, start_line + 1]
            state.tokens[at + 1 : at + 1] = [
                Token("box_title_open", "p", 1, map=line),
                Token("inline", "", 0, map=line, content=title, children=[]),
                Token("box_title_close", "p", -1),
            ]
        return True

    return with_title


# How deep blocks may nest (lists, quotes, admonitions: a list item is two levels, its
# list's and its own).  CommonMark's preset allows 20, which a list nested ten deep
# reaches; this is the limit of markdown-it's own default preset, and its parser takes
# about two Python frames a level, far within the interpreter's recursion limit.
MAX_NESTING = 100


class NestedTooDeep(Exception):
    """A page whose blocks nest deeper than MAX_NESTING, from ``line`` on: markdown-it
    would skip the rest of the chunk there without a word, and leave its figures
    unread."""

    def __init__(self, line: int) -> None:
        super().__init__(
            f"lists, quotes or boxes nested more than {MAX_NESTING} levels deep (a list item "
            "counts two): the page cannot be read whole"
        )
        self.line = line


def _too_deep(state: StateBlock, start_line: int, end_line: int, silent: bool) -> bool:
    """Raise NestedTooDeep at a block that would open past MAX_NESTING.  The parser's
    own limit is set _NESTING_HEADROOM levels higher, so this rule, the first one, sees
    that block (markdown-it calls no rule past its limit: it skips the rest in silence)."""
    if state.level < MAX_NESTING:
        return False
    raise NestedTooDeep(start_line)


# The most levels one rule opens before it reads the blocks inside: a list and its item,
# in a box (a box in a list item, 40 deep, went past the parser's limit unseen)
_NESTING_HEADROOM = 3


@cache
def _parser(mdx: bool = False) -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": True, "maxNesting": MAX_NESTING + _NESTING_HEADROOM})
    md.enable(["table", "strikethrough"])
    if mdx:  # MDX has no indented code: a component's content is indented as JSX is
        md.disable("code")
    # What an MkDocs site (Python-Markdown, pymdownx) writes: admonitions, collapsible
    # ones (??? and ???+) and content tabs, whose indented bodies are prose, not code
    md.use(admon_plugin)
    # and what Docusaurus and VitePress write: boxes between lines of colons
    md.use(container_plugin, "box", validate=lambda params, _: _box_title(params) is not None)
    md.block.ruler.at("container_box", _titled_box(_rule(md.block.ruler, "container_box")))
    md.block.ruler.before(
        "fence",
        "content_tab",
        _content_tab,
        {"alt": ["paragraph", "reference", "blockquote", "list"]},
    )
    # footnotes: a chunk is parsed alone, so a reference is one without its definition
    # (always_match_refs), and definitions stay where they stand (move_to_end would also
    # drop those whose references are in another chunk); Python-Markdown has no ^[inline]
    # notes
    md.use(footnote_plugin, inline=False, move_to_end=False, always_match_refs=True)
    # math between dollars, as arithmatex and Pandoc read it: no space inside the dollars
    # and no digit after the closing one, so "costs $2 and $3" stays money; $$..$$ inside
    # a paragraph too; a math block ends at a blank line, as in LaTeX and arithmatex
    md.use(
        dollarmath_plugin,
        allow_space=False,
        allow_digits=False,
        double_inline=True,
        allow_blank_lines=False,
    )
    md.use(attrs_plugin, after=_ATTRS_AFTER)
    md.inline.ruler.at("attr", _attrs_token(_rule(md.inline.ruler, "attr")))
    for rule in md.inline.ruler.get_all_rules():
        md.inline.ruler.at(rule, _with_span(_rule(md.inline.ruler, rule)))
    # Inline content is parsed block by block, and only when it holds markup (see _inline).
    md.core.ruler.disable(["text_join", "inline"])
    md.block.ruler.before(md.block.ruler.get_all_rules()[0], "too_deep", _too_deep)
    return md


def _label_end(content: str, start: int, end: int) -> int:
    """The offset of the ``]`` that closes the link label opened at ``start``."""
    depth = 0
    i = start
    while i < end:
        ch = content[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "`":
            run = len(content[i:end]) - len(content[i:end].lstrip("`"))
            close = content.find("`" * run, i + run, end)
            i = close + run if close >= 0 else i + run
            continue
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return end


# What may stand right before a figure linked to its source: "**[80](url)**", "~[900](url)"
_BEFORE_A_LINKED_FIGURE = frozenset("*_~([（「『“‘\"'<")


def _is_citation_mark(content: str, start: int, close: int, end: int) -> bool:
    """Whether the link from ``start`` ("[") to ``end``, its label closed at ``close``
    ("]"), is a numbered citation: a label of digits glued to the word or mark before it
    and no word after it ("80 wafers.[3](#src)", "3 trillion[2](#src) parameters",
    "晶圆[3](#src)。"), no figure of the sentence; not "使用[80](url)片晶圆" nor
    "**[80](url)** wafers"."""
    if start == 0 or not content[start + 1 : close].isdigit():
        return False
    before, after = content[start - 1], content[end : end + 1]
    return not before.isspace() and before not in _BEFORE_A_LINKED_FIGURE and not after.isalnum()


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    if not spans:
        return text
    parts: list[str] = []
    at = 0
    for start, end in sorted(spans):
        start = max(start, at)
        if end <= start:
            continue
        parts.append(text[at:start])
        parts.append(" " * (end - start))
        at = end
    parts.append(text[at:])
    return "".join(parts)


_LABEL_UNIT_CHARS = 40  # the longest unit a label gives: "(tok/s)", "（万 token）"
_LEAD_OPENERS = frozenset({"bullet_list_open", "ordered_list_open", "table_open"})
_LEAD_CLOSERS = frozenset({"bullet_list_close", "ordered_list_close", "table_close"})


@dataclass
class _Table:
    """Where the reader is in a table: the header of each column, the row's cells."""

    headers: list[str] = field(default_factory=list)
    column: int = 0
    cells: list[str] = field(default_factory=list)  # the text of each cell of the row
    label: str = ""  # the text of the row's first cell
    cell_kind: str = ""  # "th_open" or "td_open" while in a cell
    # the column whose header says it holds the unit of each row's figures ("| Metric |
    # Unit | Sol |", Ед. изм., 单位; "| Unit | Sol | Kimi K2.6 |", whose rows have no
    # label); -1 for none
    unit_column: int = -1
    # whether the row's first cell is its unit, not its label: under a first column of
    # units, a cell that opens with one (_opening_unit: "| tok/s |", not "| Sol |")
    unit_first: bool = False

    @property
    def row(self) -> str:
        """The text of every cell of the row."""
        return " | ".join(self.cells)

    @property
    def row_unit_column(self) -> int:
        """The column of the row's unit: the unit column, unless it comes first and the
        row's cell there is its label; -1 for none."""
        return self.unit_column if self.unit_column > 0 or self.unit_first else -1

    @property
    def in_unit_column(self) -> bool:
        """Whether the cell read is the row's unit ("| Throughput | tokens/s | 750 |"):
        it gives the row's figures their unit, and is no figure itself ("млрд")."""
        return self.column == self.row_unit_column


def _unit_labels(header: str, unit: str, label: str) -> tuple[tuple[str, str], ...]:
    """What may name the unit of a table cell's bare numbers, most telling first: its
    column's header, then its row's cell in the unit column (``unit``, "tokens/s" of "|
    Throughput | tokens/s | 750 |"), and the unit that cell opens with, for when the whole
    names none ("tok/s" of "tok/s per user", "tokens/s" of "tokens/s (peak)"; the whole
    goes first: "parameters (billions)" names billions of parameters), then its row's
    label, the first cell ("| Пластины
    | 70–100 |" in a table of figures by row; "" when the label does not apply), each as
    its name and the unit it gives in parentheses or after a comma: ("Speed", "tok/s"),
    ("Мощность", "МВт"), ("Wafers", ""), ("tokens/s", ""), ("", "MW") of "(MW)", ("tok/s",
    "est.") of "tok/s (est.)" (a name longer than a label is left out); kb.audit reads
    them."""
    return tuple(
        (name if len(name) <= _LABEL_UNIT_CHARS else "", given)
        for name, given in map(name_and_unit, (header, unit, _opening_unit(unit), label))
        if name or given
    )


def name_and_unit(text: str) -> tuple[str, str]:
    """A table's header or row label as its name and the unit it gives in brackets at
    its end ("Speed (tok/s)", 功率（兆瓦）, "Speed [tok/s]", 速度【token/秒】) or, as Russian
    tables do, after its last comma ("Мощность, МВт"); the unit "" when it gives none.
    Found from the end, in one pass: a label is read again for every cell of its column
    or row.  A note's mark after it is no part of either ("Speed (tok/s)¹", "Speed
    (tok/s) [1]", "Speed (tok/s)*", 速度（token/秒）†)."""
    text = text.strip().rstrip(_NOTE_MARKS).rstrip()
    cites = text.rfind("[") if text.endswith("]") else -1
    if cites > 0 and text[cites + 1 : -1].isdigit():
        text = text[:cites].rstrip()
    openers = _OPENERS.get(text[-1:], "")
    if openers:
        opens = max(text.rfind(opener) for opener in openers)
        unit = text[opens + 1 : -1]
        if opens >= 0 and 0 < len(unit) <= _LABEL_UNIT_CHARS and not _BRACKETS & set(unit):
            return text[:opens].rstrip(), unit.strip()
    comma = max(text.rfind(","), text.rfind("，"))
    unit = text[comma + 1 :].strip()
    if comma >= 0 and 0 < len(unit) <= _LABEL_UNIT_CHARS:
        return text[:comma].rstrip(), unit
    return text, ""


# the header of a table's column of units ("| Metric | Unit | Sol |"), its note's mark
# left out
_UNIT_COLUMN_RE = lazy_compile(
    r"units?(?: of measure(?:ment)?)?|uom|ед\. ?изм(?:\.|ерения)?|единиц[аы](?: измерения)?"
    r"|(?:计量)?单位|(?:計量)?單位",
    re.IGNORECASE,
)
# the brackets a label's unit may stand in, by the closing one (either width of each)
_OPENERS = {")": "(（", "）": "(（", "]": "[［", "］": "[［", "】": "【"}
_BRACKETS = frozenset("()（）[［]］【】")
# after a label: its footnote's mark (an escaped "\*" keeps its backslash), or a colon
_NOTE_MARKS = "*\\†‡§¹²³⁴⁵⁶⁷⁸⁹⁰:："


def _cell_context(
    table: _Table, text: str, lead: str
) -> tuple[str, tuple[tuple[str, str], ...], str, str]:
    """The lead-in of a cell whose text is ``text`` at the table's column (``lead``, its
    column's header and its row's cells: "| Parameters | 3 trillion | estimate |" hedges
    the figure), what names the unit of its bare numbers (_unit_labels), what names
    the thing its figures are of (Prose.names: its column's header and its row's label,
    "| SRAM per wafer | 44 GB |"), and Prose.column_header.  A header cell's text is
    kept as its column's header; a row's first cell as its label."""
    header = table.headers[table.column] if table.column < len(table.headers) else ""
    context = " ".join(c for c in (lead, header, table.row) if c)
    kind, table.cell_kind = table.cell_kind, ""
    if kind == "th_open":
        unit = text.rstrip(_NOTE_MARKS).strip()
        if table.unit_column < 0 and _UNIT_COLUMN_RE.fullmatch(unit):
            table.unit_column = table.column
        table.headers.append(text)
        return context, (), "", ""
    if table.column == 0:
        # a first column headed Unit or 单位 (also "organisation") holds units where they
        # stand, and elsewhere the row's label, as a first column does ("| Sol | 1000 |",
        # "| 400 MW | 750 MW |")
        table.unit_first = table.unit_column == 0 and _opening_unit(text) != ""
        table.label = "" if table.unit_first else text
    names = "\n".join(c for c in (header, table.label) if c)
    # the row's label (and unit) names the unit of the figure beside it, of a column of
    # a series ("| Wafers | 7 | 100 |" under "| Metric | 2024 | 2025 |") and of a column
    # of a thing the header names ("| Throughput (tokens/s) | 750 | 1000 |" under "|
    # Model | Sol | Kimi K2.6 |"), not of a column the header says what it holds of
    # ("Year", "Sources"): which names a thing kb.audit tells by the ledger.  The first
    # column of figures is the label's, past a unit column ("| Metric | Unit | Value |")
    first = 2 if table.unit_column == 1 else 1
    named = table.column > first and any(ch.isalpha() for ch in header)
    at = table.row_unit_column
    unit = table.cells[at] if 0 <= at < len(table.cells) else ""
    label, unit = (table.label, unit) if table.column > 0 else ("", "")
    return context, _unit_labels(header, unit, label), names, header if named else ""


def _opening_unit(text: str) -> str:
    """The unit a table cell's ``text`` opens with, as the number reader reads one beside
    a figure: a unit of the lexicon, a scale word or both ("tok/s", "MW", "млрд", "trillion
    parameters", "万 token", 每秒token, whose figure goes after 每秒), and a remark after it
    ("tokens/s (peak)", "tok/s per user", 每秒token（峰值）, "токенов/с (пик)"); "" when it
    opens with none ("Sol", "(MW)") or has a figure of its own ("400 MW")."""
    if not text or any(ch.isdigit() for ch in text):
        return ""
    at = 2 if text.startswith("每") else 0
    read = find_quantities(f"{text[:at]}1 {text[at:]}")
    end = read[0].end - 2 if read and read[0].start == 0 else 0
    # a remark stands apart from the unit: "wafers" of "wafers/layer" is none
    apart = text[end : end + 1].isspace() or text[end : end + 1] in _REMARK_OPENERS
    return text[:end] if end > at and apart else ""


# what may open a remark after a table cell's unit, as a space does
_REMARK_OPENERS = "([（［【,，;；"


_TITLED = frozenset({"admonition_open", "content_tab_open", "container_box_open"})
_NO_PROSE_BLOCKS = frozenset({"fence", "code_block", "math_block", "math_block_label", "hr"})
_TITLED_CLOSERS = frozenset({"admonition_close", "content_tab_close", "container_box_close"})
# A disclosure box in HTML, whose summary is the title of the Markdown blocks inside it
# ("<details>\n<summary>Estimates</summary>\n\nSol runs on 80 wafers.\n\n</details>"),
# as an admonition's is.  In one HTML block with its body, the summary leads the body's
# text already.
_DETAILS_OPEN_RE = lazy_compile(r"<details(?![\w-])", re.IGNORECASE)
_DETAILS_CLOSE_RE = lazy_compile(r"</details\s*>", re.IGNORECASE)
_SUMMARY_RE = lazy_compile(r"<summary(?:\s[^>]*)?>(.*?)</summary\s*>", re.IGNORECASE | re.DOTALL)
_TAG_RE = lazy_compile(r"<[^>]*>")
_ANY_COMMENT_RE = lazy_compile(r"<!--.*?(?:-->|$)", re.DOTALL)  # HTML's, closed or not
_TITLE_OPENERS = frozenset({"admonition_title_open", "content_tab_title_open", "box_title_open"})
_TITLE_CLOSERS = frozenset({"admonition_title_close", "content_tab_title_close", "box_title_close"})
_HTML_TAG_NAME_RE = lazy_compile(r"<(/?)([A-Za-z][A-Za-z0-9-]*)")


def _raw_element(
    tag: str, span: tuple[int, int], raw: tuple[str, int] | None, blanks: list[tuple[int, int]]
) -> tuple[str, int] | None:
    """After the inline HTML ``tag`` at ``span``: the element of _RAW_ELEMENTS open, if
    any, and its name and start; one it closes is added to ``blanks`` whole."""
    m = _HTML_TAG_NAME_RE.match(tag)
    if m is None:
        return raw
    name = m.group(2).lower()
    if raw is None:
        if not m.group(1) and name in _RAW_ELEMENTS and not tag.endswith("/>"):
            return name, span[0]
        return None
    if m.group(1) and name == raw[0]:
        blanks.append((raw[1], span[1]))
        return None
    return raw


@dataclass
class _HtmlCell:
    """A table cell of an HTML block: its spans of text (``_HtmlText.spans[first:end]``)."""

    kind: str  # "th_open" or "td_open", as markdown-it names a Markdown table's cells
    table: int  # which <table> of the block
    row: int  # which <tr> of the block
    first: int
    end: int = -1  # -1 while open


_IMG_TAG_RE = lazy_compile(r"<img[\s/>]", re.IGNORECASE)
# An attribute of a start tag, from where the one before it ends: its name, and its value
# in double quotes, single quotes or bare (a quoted value is one, "alt=" inside it no name)
_ATTRIBUTE_RE = lazy_compile(
    r"""[\s/]*([^\s/>"'=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?"""
)


def _alt_span(tag: str) -> tuple[int, int] | None:
    """Where the alt text of an <img> tag is in it (its value, the quotes left out); None
    for another tag, or an image without one."""
    return _attribute_span(tag, len("<img"), "alt") if _IMG_TAG_RE.match(tag) else None


def _attribute_span(tag: str, at: int, name: str, bare: bool = True) -> tuple[int, int] | None:
    """Where the value of the attribute ``name`` of ``tag`` is in it (the quotes left
    out), its attributes read from ``at`` on; a value not in quotes only if ``bare``."""
    groups = (2, 3, 4) if bare else (2, 3)
    while (attribute := _ATTRIBUTE_RE.match(tag, at)) and attribute.end() > at:
        at = attribute.end()
        group = next((g for g in groups if attribute.group(g) is not None), None)
        if attribute.group(1).lower() == name and group is not None:
            return attribute.span(group)
    return None


class _HtmlText(HTMLParser):
    """Where the text a browser shows is in an HTML block (``spans``, in order): not
    its tags, comments and declarations, nor the content of _RAW_ELEMENTS, but an
    image's alt text (what a screen reader says, as Markdown's ![alt] is).  Entities are
    kept as written, for the inline parse to decode.  The cells of its tables are in
    ``cells`` (a cell closes at </td>, </th> or the next cell or row, as in HTML)."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=False)
        self.html = html
        self.line_starts = [0, *(m.end() for m in re.finditer("\n", html))]
        self.raw: list[str] = []  # the open elements of _RAW_ELEMENTS
        self.spans: list[tuple[int, int]] = []
        self.cells: list[_HtmlCell] = []
        self.tables = 0
        self.rows = 0
        self.feed(html)
        self.close()
        self._close_cell()

    def _close_cell(self) -> None:
        if self.cells and self.cells[-1].end < 0:
            self.cells[-1].end = len(self.spans)

    def _keep(self, length: int, semicolon: bool = False) -> None:
        if self.raw:
            return
        line, column = self.getpos()
        start = self.line_starts[line - 1] + column
        if semicolon and self.html.startswith(";", start + length):
            length += 1  # "&nbsp;": the parser names the entity without its ";"
        self.spans.append((start, start + length))

    def handle_data(self, data: str) -> None:
        self._keep(len(data))

    def handle_entityref(self, name: str) -> None:
        self._keep(1 + len(name), semicolon=True)

    def handle_charref(self, name: str) -> None:
        self._keep(2 + len(name), semicolon=True)

    def _keep_alt(self) -> None:
        alt = _alt_span(self.get_starttag_text() or "")
        if alt is not None and not self.raw:
            line, column = self.getpos()
            start = self.line_starts[line - 1] + column
            self.spans.append((start + alt[0], start + alt[1]))

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "img":
            self._keep_alt()
        elif tag in _RAW_ELEMENTS:
            self.raw.append(tag)
        elif tag in ("tr", "td", "th", "table"):
            self._close_cell()
            if tag == "tr":
                self.rows += 1
            elif tag == "table":
                self.tables += 1
            else:
                cell = _HtmlCell(f"{tag}_open", self.tables, self.rows, len(self.spans))
                self.cells.append(cell)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "img":  # <img ... />; <br/>: nothing opens
            self._keep_alt()

    def handle_endtag(self, tag: str) -> None:
        if tag in self.raw:
            del self.raw[self.raw.index(tag) :]
        elif tag in ("td", "th", "tr", "table"):
            self._close_cell()


def _html_cells(block: Prose, html: _HtmlText, lead: str) -> list[Prose]:
    """An HTML block holding tables, as blocks in the order of the page: each cell's
    text, with its lead-in and unit words as a Markdown table's cells have them, and the
    text outside the cells (a caption, a paragraph before a table).  A <th> in a row of
    <td> cells heads the row, not a column ("<tr><th>Power (MW)</th><td>750</td>"); a
    sentence ending in a colon right before a table in the block introduces it."""
    bounds = [
        (html.spans[c.first][0], html.spans[c.end - 1][1]) if c.end > c.first else (0, 0)
        for c in html.cells
    ]
    rows: dict[int, list[str]] = {}
    heads_columns: dict[int, bool] = {}  # a row of <th> cells only: column headers
    for cell, (start, end) in zip(html.cells, bounds, strict=True):
        rows.setdefault(cell.row, []).append(block.text[start:end].strip())
        heads_columns[cell.row] = heads_columns.get(cell.row, True) and cell.kind == "th_open"
    parts: list[tuple[int, Prose]] = []
    outside = list(block.text)
    table, row, table_lead, after = _Table(), -1, lead, 0
    for number, (cell, (start, end)) in enumerate(zip(html.cells, bounds, strict=True)):
        if number == 0 or cell.table != html.cells[number - 1].table:
            before = block.text[after:start] if end > start else ""
            table, row, table_lead = _Table(), -1, _lead_in(before, False) or lead
        if cell.row != row:
            row, table.column, table.cells = cell.row, 0, rows[cell.row]
        table.cell_kind = "th_open" if heads_columns[cell.row] else "td_open"
        after = max(after, end)
        text = block.text[start:end]
        context, words, names, header = _cell_context(table, text.strip(), table_lead)
        unit = table.in_unit_column
        table.column += 1
        if text.strip() and not unit:
            own = replace(
                block.part(start, end),
                lead_in=context,
                unit_labels=words,
                names=names,
                column_header=header,
            )
            parts.append((start, own))
        outside[start:end] = " " * (end - start)  # a cell's text is no text outside it
    rest = "".join(outside)
    if rest.strip():
        parts.append((len(rest) - len(rest.lstrip()), replace(block, text=rest)))
    return [prose for _, prose in sorted(parts, key=lambda part: part[0])]


# A kb-ignore comment that its block ends before a --> closes: in prose it is no comment
# to the parser, but text (in code it is blanked, and no concern of the audit)
_UNCLOSED_RE = lazy_compile(r"<!--\s*kb-ignore(?:(?!-->).)*\Z", re.DOTALL | re.IGNORECASE)


def _unclosed(prose: Sequence[Prose]) -> Iterator[IgnoreComment]:
    """The kb-ignore comments in ``prose`` that have no -->, as "unclosed" ones: each
    silences nothing, and the audit warns of it at its line."""
    for block in prose:
        found = _UNCLOSED_RE.search(block.text)
        if found is not None:
            at = block.position(found.start())[0]
            # up to the end of its line (an HTML block's text holds its lines as one)
            ends = [o for o in block.line_offsets if o > found.start()]
            opened = block.text[found.start() : ends[0] if ends else None].rstrip()
            yield IgnoreComment(at, "unclosed", frozenset(), opened, at)


class _MarkdownReader:
    def __init__(self, text: str, first_line: int, mdx: bool = False) -> None:
        self.parser = _parser(mdx)
        self.mdx = mdx  # an MDX chunk, its comments read and blanked (read_mdx)
        self.lines = text.split("\n")
        self.first_line = first_line
        self.prose: list[Prose] = []
        self.ignores: list[IgnoreComment] = []
        self.cursor: dict[int, int] = {}  # per source line: where the next cell is searched
        self.env: dict[str, Any] = {}  # link reference definitions, for the inline parse
        self.footnotes: dict[str, str] = {}  # see Page.footnotes

    def read(self) -> Page:
        source = "\n".join(self.lines)
        try:
            tokens = self.parser.parse(source, self.env)
        except NestedTooDeep as deep:  # at a line of the chunk: the page's is wanted
            raise NestedTooDeep(self.first_line + deep.line) from None
        lead_stack: list[str] = [""]
        last_text = ""
        last_heading = False  # whether the last block read was a heading
        heading = 0  # the level of the heading being read, 0 out of one
        bullets_lead: str | None = None  # the lead-in of "• item" paragraphs
        title: bool | None = None  # in an admonition's or tab's title: whether it is prose
        written = False  # whether the title of the last admonition or tab is in the source
        above = ""  # the heading right above the block to read, if it was the last one read
        note: tuple[str, int] | None = None  # in a footnote: its label, its first block
        details = 0  # the <details> boxes open across blocks, each a lead-in of lead_stack
        table = _Table()
        for i, token in enumerate(tokens):
            kind = token.type
            if kind in _LEAD_OPENERS:  # a list or table takes the sentence before it
                lead_stack.append(_within(lead_stack[-1], _lead_in(last_text, last_heading)))
                table, above = _Table(), ""
            elif kind in _LEAD_CLOSERS:
                lead_stack.pop()
            elif kind == "heading_open":
                heading = int(token.tag[1:])  # h1 .. h6
            elif kind == "heading_close":
                heading = 0
            elif kind in ("th_open", "td_open"):
                table.cell_kind = kind
            elif kind in ("th_close", "td_close"):
                table.column += 1
            elif kind == "tr_open":
                table.column, table.cells = 0, _row_cells(tokens, i)
                if token.map is not None:
                    self._row_ignore(token.map[0], table.row)
            elif kind in _TITLED:
                lead_stack.append(lead_stack[-1])  # its body's lead-in: its title, if any
                written, above = self._title(token), ""
            elif kind in _TITLED_CLOSERS:  # what ends in a box introduces nothing past it
                lead_stack.pop()
                last_text, last_heading, above, bullets_lead = "", False, "", None
            elif kind in _TITLE_OPENERS:
                title = written
            elif kind in _TITLE_CLOSERS:
                title = None
            elif kind == "footnote_reference_open" and token.map is not None:
                self._skip_to(token.map[0], "]:")  # the definition's text follows its label
                note = (token.meta["label"], len(self.prose))
            elif kind == "footnote_reference_close" and note is not None:
                # the first definition of a label counts, as the plugin's does
                text = " ".join(block.text.strip() for block in self.prose[note[1] :])
                self.footnotes.setdefault(note[0], text)
                note = None
            elif kind in _NO_PROSE_BLOCKS:
                above = ""  # a block between a heading and a paragraph
            elif kind == "html_block" and token.map is not None:
                if _KB_IGNORE_RE.search(token.content):  # each on the line it stands on
                    for comment in _KB_COMMENT_RE.finditer(token.content):
                        self._inline_ignore(
                            token.map[0], token.content, comment.start(), comment.group()
                        )
                # a table in it takes the sentence before it, as a Markdown table does
                table_lead = _within(lead_stack[-1], _lead_in(last_text, last_heading))
                blocks = self._html(token, _within(lead_stack[-1], above), table_lead)
                if blocks:  # (a block of comments only is none: it leaves "above")
                    self.prose.extend(blocks)
                    last_text, last_heading, above = blocks[-1].text, False, ""
                details = self._details(token.content, lead_stack, details)
            elif kind == "inline" and token.map is not None and title is not None:
                # an admonition's or tab's title: prose, and like a heading it introduces
                # a list or table right below it ('!!! note "Estimates"'); as what
                # introduces a list does its items, it introduces the whole of its body
                # (its paragraphs too), which ends where the box does
                bullets_lead = None
                block = self._inline(token, 0, lead_stack[-1]) if title else None
                if block is not None:
                    self.prose.append(block)
                    last_text, last_heading = block.text, True
                    lead_stack[-1] = _within(lead_stack[-1], _lead_in(block.text, True))
            elif kind == "inline" and token.map is not None:
                lead = lead_stack[-1]
                if table.cell_kind:
                    block = self._cell(token, table, lead)
                else:
                    # paragraphs of "• item" lines (a list written with a bullet character
                    # Markdown does not know, as the sources write theirs) read as a list
                    if heading or not token.content.startswith("•"):
                        bullets_lead = None
                        # a heading right above a paragraph introduces it, as it does a
                        # list or table; not the rest of its section, which runs on
                        lead = lead if heading else _within(lead, above)
                    elif bullets_lead is None:
                        bullets_lead = lead = _within(lead, _lead_in(last_text, last_heading))
                    else:
                        lead = bullets_lead
                    block = self._inline(token, heading, lead)
                above = block.text.strip() if heading and block is not None else ""
                if block is not None:
                    self.prose.append(block)
                    # a paragraph all in bold ("**Estimates**") is a heading to its list
                    titled = bool(heading) or _BOLD_TITLE_RE.fullmatch(token.content) is not None
                    last_text, last_heading = block.text, titled
        if _KB_IGNORE_RE.search(source):
            self.ignores.extend(_unclosed(self.prose))
            if not self.mdx:
                self.ignores.extend(self._mdx_comments())
        return Page(
            self.prose, _mark_blank(self.ignores, self.lines, self.first_line), self.footnotes
        )

    @staticmethod
    def _details(html: str, lead_stack: list[str], open_boxes: int) -> int:
        """The <details> boxes open after an HTML block ``html`` (its comments left out),
        from ``open_boxes`` open before it: each one it leaves open pushes its summary's
        text as the lead-in of what follows (none yet, an empty lead-in, which a
        <summary> in a block of its own after it sets), each it closes pops one."""
        html = _ANY_COMMENT_RE.sub(" ", html)
        opened = len(_DETAILS_OPEN_RE.findall(html)) - len(_DETAILS_CLOSE_RE.findall(html))
        summary = _SUMMARY_RE.findall(html)
        title = _lead_in(_TAG_RE.sub(" ", summary[-1]), True) if summary else ""
        if opened > 0:
            for _ in range(opened):
                lead_stack.append(_within(lead_stack[-1], title))
        elif title and open_boxes and not _DETAILS_OPEN_RE.search(html):
            if lead_stack[-1] == lead_stack[-2]:  # "<details>", a blank line, "<summary>"
                lead_stack[-1] = _within(lead_stack[-2], title)
        for _ in range(min(-opened, open_boxes)):
            lead_stack.pop()
        return max(0, open_boxes + opened)

    def _cell(self, token: Token, table: _Table, lead: str) -> Prose | None:
        """A table cell, introduced by its column's header and its row's other cells
        ("| Estimated parameters | 3 trillion |", "| Parameters | 3 trillion | estimate |"
        hedge the figure)."""
        block = self._inline(token, 0, lead)
        context, words, names, header = _cell_context(
            table, block.text.strip() if block else "", lead
        )
        if block is None or table.in_unit_column:
            return None
        return replace(block, lead_in=context, unit_labels=words, names=names, column_header=header)

    def _title(self, token: Token) -> bool:
        """Whether the title of the admonition, tab or box ``token`` opens is written in
        the source ('!!! note "Size"', '=== "English"', ':::note[Size]'); if so, its text
        is looked for after the opening quote (or what stands before a box's title).
        '!!! note' shows the title "Note" and '!!! note size' the classes note and size:
        the plugin's title is then none of the page's prose, as a box's kind is not."""
        assert token.map is not None
        if token.type == "container_box_open":
            before = token.meta.get("title_after")
        else:
            before = None if token.type == "admonition_open" and '"' not in token.info else '"'
        if before is None:
            return False
        self._skip_to(token.map[0], before)
        return True

    def _skip_to(self, index: int, marker: str) -> None:
        """Look for the next text of source line ``index`` after ``marker``."""
        source = self.lines[index] if index < len(self.lines) else ""
        at = source.find(marker, self.cursor.get(index, 0))
        if at >= 0:
            self.cursor[index] = at + len(marker)

    def _html(self, token: Token, lead: str, table_lead: str) -> list[Prose]:
        """The text of an HTML block, as a browser shows it ("<p>Sol has 3 trillion
        parameters.</p>", "<details><summary>More</summary>..."): its tags, comments
        and declarations, and the content of code, script, style and math elements, are
        blanked; the rest is read as a paragraph (Markdown in it too, as in MkDocs'
        "<div markdown>"), but for the cells of a table, each read as a Markdown
        table's cell is."""
        assert token.map is not None
        content = token.content.rstrip("\n")
        html = _HtmlText(content)
        blanks: list[tuple[int, int]] = []
        at = 0
        for start, end in html.spans:
            blanks.append((at, start))
            at = end
        blanks.append((at, len(content)))
        block = self._prose(content, token.map[0], 0, lead, blanks, attrs=False)
        if block is None or not html.cells:
            return [block] if block is not None else []
        return _html_cells(block, html, table_lead)

    def _inline(self, token: Token, heading: int, lead: str) -> Prose | None:
        assert token.map is not None
        return self._prose(token.content, token.map[0], heading, lead)

    def _prose(
        self,
        content: str,
        first_index: int,
        heading: int,
        lead: str,
        blanks: list[tuple[int, int]] | None = None,
        attrs: bool = True,
    ) -> Prose | None:
        """The block whose source ``content`` begins on line ``first_index`` of the
        chunk, with what is no prose blanked: the inline markup, ``blanks`` (an HTML
        block's tags), a heading's number and, where ``attrs``, an attribute list."""
        parsed = _blank(content, blanks) if blanks else content
        blanks = blanks or []
        entities: list[tuple[int, int, str]] = []  # where, and the character it stands for
        children: list[Token] = []
        if _INLINE_MARKUP_RE.search(parsed):
            self.parser.inline.parse(parsed, self.parser, self.env, children)
        raw: tuple[str, int] | None = None  # an open <code>, <kbd>...: its name and start
        refs: list[tuple[int, str]] = []  # footnote references: where, and their labels
        for child in children:
            span = child.meta.get("span") if child.meta else None
            if span is None:
                continue
            kind = child.type
            if kind in _SKIPPED or kind in _EMPHASIS:
                alt = _alt_span(child.content) if kind == "html_inline" and not raw else None
                if alt is None:
                    blanks.append(span)
                else:  # an image's alt text is prose, as in an HTML block
                    blanks += [(span[0], span[0] + alt[0]), (span[0] + alt[1], span[1])]
                if kind == "footnote_ref":
                    refs.append((span[0], child.meta["label"]))
                if kind == "html_inline":
                    raw = _raw_element(child.content, span, raw, blanks)
                    # (in an HTML block comments are blanked before the parse: read()
                    # reads its kb-ignore comments)
                    if _KB_IGNORE_RE.search(child.content):
                        self._inline_ignore(first_index, content, span[0], child.content)
            elif kind == "link_open":
                close = _label_end(parsed, span[0], span[1])
                if child.markup == "autolink" or _is_citation_mark(parsed, span[0], close, span[1]):
                    blanks.append(span)
                else:  # its label is prose, a figure linked to its source ("[900](url) tokens/s")
                    blanks.append((span[0], span[0] + 1))
                    blanks.append((close, span[1]))
            elif kind == "image":  # its alt text is prose (a caption's figures): "![" "](...)"
                blanks.append((span[0], span[0] + 2))
                # its "]" kept: the caption is no part of the words after the picture
                blanks.append((_label_end(parsed, span[0] + 1, span[1]) + 1, span[1]))
            elif kind == "text_special" and child.info == "entity":
                entities.append((*span, child.content))  # 410&nbsp;MW, 70&ndash;100
        if raw is not None:  # not closed: up to the end of the block
            blanks.append((raw[1], len(content)))
        if heading and (number := _heading_number(content)) is not None:
            blanks.append(number)
        if attrs and content.endswith("}"):
            m = (_HEADING_ATTRS_RE if heading else _BLOCK_ATTRS_RE).search(content)
            if m:
                blanks.append(m.span())
        text = _blank(content, blanks)
        for start, end, character in entities:  # as long as the entity: offsets are kept
            text = text[:start] + character.ljust(end - start)[: end - start] + text[end:]
        text = text.replace("\n", " ")
        if not text.strip():
            return None
        offsets: list[int] = []
        lines: list[int] = []
        columns: list[int] = []
        at = 0
        for i, piece in enumerate(content.split("\n")):
            index = first_index + i
            source = self.lines[index] if index < len(self.lines) else ""
            start = self.cursor.get(index, 0)
            column = source.find(piece, start) if piece else start
            if column < 0:
                bare = piece.lstrip()
                found = source.find(bare, start)
                column = max(0, found - (len(piece) - len(bare))) if found >= 0 else 0
            self.cursor[index] = column + len(piece)
            offsets.append(at)
            lines.append(self.first_line + index)
            columns.append(column + 1)
            at += len(piece) + 1
        return Prose(
            text,
            tuple(offsets),
            tuple(lines),
            tuple(columns),
            lead,
            heading=heading,
            footnote_refs=tuple(refs),
        )

    def _row_ignore(self, index: int, cells: str) -> None:
        """A kb-ignore comment after a table row's cells ("| Sol | 408 MW | <!-- kb-ignore
        -->"): a cell beyond the header's columns, which the table drops."""
        source = self.lines[index] if index < len(self.lines) else ""
        if _KB_IGNORE_RE.search(source) and not _KB_IGNORE_RE.search(cells):
            line = self.first_line + index
            self.ignores.extend(ignore_comments(source, line, line + 1))
            if not self.mdx:
                for found in _MDX_COMMENT_OPEN_RE.finditer(source):
                    self.ignores.extend(self._mdx_comment(index, found.start()))

    def _mdx_comments(self) -> Iterator[IgnoreComment]:
        """The MDX comments ``{/* kb-ignore ... */}`` in the prose of a Markdown chunk (not
        in its code), where they are text: each a "foreign" comment."""
        for block in self.prose:
            for found in _MDX_COMMENT_IN_PROSE_RE.finditer(block.text):
                line, column = block.position(found.start())
                yield from self._mdx_comment(line - self.first_line, column - 1)

    def _mdx_comment(self, index: int, column: int) -> Iterator[IgnoreComment]:
        """The MDX comment that opens at ``column`` of source line ``index`` (none when no
        comment opens there), as a "foreign" one, written as the Markdown page would write
        it: ``<!-- kb-ignore ... -->`` (its body up to its end, or its paragraph's)."""
        paragraph = "\n".join(takewhile(str.strip, self.lines[index:]))
        written = _MDX_COMMENT_BODY_RE.match(paragraph, column)
        if written is not None:
            line = self.first_line + index
            html = f"<!-- {' '.join(written.group('body').split())} -->"
            yield IgnoreComment(line, "foreign", frozenset(), html, line)

    def _inline_ignore(self, first_index: int, content: str, offset: int, html: str) -> None:
        line = self.first_line + first_index + content.count("\n", 0, offset)
        self.ignores.extend(ignore_comments(html, line, line + html.count("\n") + 1))


def read_markdown(text: str, first_line: int = 1) -> Page:
    """The prose blocks and kb-ignore comments of one chunk of Markdown (an MDX comment,
    text here, as a "foreign" one: see _MarkdownReader._mdx_comments)."""
    return _MarkdownReader(text.replace("\r\n", "\n"), first_line).read()


# --------------------------------------------------------------------------- MDX

# MDX is Markdown with JavaScript in it: ESM (import and export) at the top level, JSX
# expressions in braces ("{4000}", "{/* a comment */}") and JSX elements (<Chart data=
# {[1400, 2500]} />).  None of it is prose, but the text between a component's tags is
# (<Note>Sol runs 900 tokens/s</Note>).  A page is read as Markdown once they are blanked
# out, line breaks kept, so that a finding's line and column stay those of its source.
_ESM_RE = lazy_compile(r"(?:import|export)\s")
_BLANK_LINE_RE = lazy_compile(r"\n[ \t]*(?:\n|\Z)")
_BLOCK_BREAK_RE = lazy_compile(r"\n[ \t]*(?:#{1,6}[ \t]|```|~~~)")  # a heading or a fence
_MDX_MARK_RE = lazy_compile(r"[`{<\\]")  # what may open a code span, an expression, a tag
# In an expression: a brace, or a JavaScript string or comment, whose braces do not count
# ('{"}"}'); an unclosed quote is no string (an apostrophe in a comment)
_EXPRESSION_TOKEN_RE = lazy_compile(
    r"[{}]|\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|/\*.*?\*/", re.DOTALL
)
_MDX_COMMENT_RE = lazy_compile(
    r"\s*/\*(?P<body>\s*kb-ignore(?:(?!\*/).)*)\*/\s*", re.DOTALL | re.IGNORECASE
)
_MDX_COMMENT_OPEN_RE = lazy_compile(r"\{\s*/\*\s*kb-ignore", re.IGNORECASE)
# In a Markdown page's prose: where an MDX comment opens, its "*" perhaps blanked as an
# emphasis marker ("{/*kb-ignore*/}" reads "*kb-ignore*" as emphasis)
_MDX_COMMENT_IN_PROSE_RE = lazy_compile(r"\{\s*/[*\s]\s*kb-ignore", re.IGNORECASE)
# A written comment, from its opening: its body, up to its end or the text's
_MDX_COMMENT_BODY_RE = lazy_compile(r"\{\s*/\*(?P<body>.*?)(?:\*/\s*\}|\Z)", re.DOTALL)
# In an MDX page: an HTML kb-ignore comment, up to its --> or, without one, its paragraph's end
_HTML_COMMENT_RE = lazy_compile(
    r"<!--(?P<body>\s*kb-ignore.*?)(?:-->|(?=\n[ \t]*(?:\n|\Z))|\Z)",
    re.DOTALL | re.IGNORECASE,
)
_JSX_NAME_RE = lazy_compile(r"[A-Za-z_$][\w$.:-]*")
_HTML_NAME_RE = lazy_compile(r"[a-z][a-z0-9-]*")  # <div>, <my-card>: HTML, no component
# What follows a tag's name: its end (group close), or an attribute with its value,
# quoted or (group brace) an expression, or (group spread) an expression alone: {...props}
_JSX_ATTRIBUTE_RE = lazy_compile(
    r"\s*(?:(?P<close>/?>)|(?P<spread>(?=\{))"
    r"|[A-Za-z_$][\w$:-]*(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|(?P<brace>(?=\{))))?)"
)
_BACKTICKS_RE = lazy_compile(r"`+")


@cache
def _closing_tag(name: str) -> re.Pattern[str]:
    return re.compile(rf"</{re.escape(name)}\s*>")


@cache
def _closing_backticks(run: int) -> re.Pattern[str]:
    return re.compile(rf"(?<!`)`{{{run}}}(?!`)")


def _expression_end(text: str, start: int) -> int | None:
    """The end of the JSX expression whose "{" is ``text[start]``, its braces balanced
    (nested ones too); None when it does not close."""
    depth = 0
    for m in _EXPRESSION_TOKEN_RE.finditer(text, start):
        if m.group() == "{":
            depth += 1
        elif m.group() == "}":
            depth -= 1
            if depth == 0:
                return m.end()
    return None


def _code_span_end(text: str, start: int) -> int:
    """The end of the code span opened at ``text[start]`` (by the backtick run there), or
    of that run when no run as long closes it in its paragraph: it is text then."""
    run = _BACKTICKS_RE.match(text, start)
    assert run is not None
    paragraph = _BLANK_LINE_RE.search(text, run.end())
    close = _closing_backticks(len(run.group())).search(
        text, run.end(), paragraph.start() if paragraph else len(text)
    )
    return close.end() if close else run.end()


def _jsx_tag(text: str, start: int) -> tuple[int, bool, list[tuple[int, int, bool]]] | None:
    """The JSX tag at ``text[start]`` ("<Chart data={[1, 2]} />", "</Note>", "<>"): its
    end, whether it is an HTML element's (a lower-case name: <div>), and where the
    expressions in it are, each with whether it is an attribute's value; None when no tag
    stands there ("a <5 ms delay")."""
    at = start + 2 if text.startswith("</", start) else start + 1
    name = _JSX_NAME_RE.match(text, at)
    if name is None and not text.startswith(">", at):
        return None
    html = name is not None and _HTML_NAME_RE.fullmatch(name.group()) is not None
    at = name.end() if name else at
    expressions: list[tuple[int, int, bool]] = []
    while (attribute := _JSX_ATTRIBUTE_RE.match(text, at)) is not None:
        at = attribute.end()
        if attribute.group("close"):
            return at, html, expressions
        if attribute.group("brace") is None and attribute.group("spread") is None:
            continue
        end = _expression_end(text, at)
        if end is None:
            return None
        expressions.append((at, end, attribute.group("brace") is not None))
        at = end
    return None


class _MdxBlanks:
    """An MDX chunk with what is no Markdown blanked out (``chars``), line breaks kept:
    its ESM (a paragraph opening with "import " or "export "), JSX expressions, and
    components' tags; an HTML element's tags stay, their values in braces made quoted
    blanks (<img src="     " alt="...">), so that the tags are HTML that Markdown reads,
    as in a .md page.  Code spans and fenced code are left as written.  ``comments``: the
    start, end and body of each ``{/* kb-ignore ... */}`` comment."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.chars = list(text)
        self.comments: list[tuple[int, int, str]] = []
        self.unclosed: list[int] = []  # where a "{/* kb-ignore" that nothing closes starts
        # the start and body of each <!-- kb-ignore ... --> (MDX rejects it: it is blanked)
        self.html_comments: list[tuple[int, str]] = []
        # the start and end of each titled component's content, and its title
        self.titled: list[tuple[int, int, str]] = []
        self._open: list[tuple[str, int, str]] = []  # those open: name, content's start, title
        fence: str | None = None
        previous_blank = True
        at = 0
        while at < len(text):
            end = self._line_end(at)
            line = text[at:end]
            if fence is not None or _FENCE_RE.match(line):
                fence = _fence_after(line, fence)
            elif previous_blank and _ESM_RE.match(line):
                paragraph = _BLANK_LINE_RE.search(text, at)
                end = paragraph.start() if paragraph else len(text)
                self._blank(at, end)
            else:
                end = self._inline(at, end)
            previous_blank = not line.strip()
            at = end + 1
        self.titled.extend((start, len(text), title) for _, start, title in self._open)

    def _line_end(self, at: int) -> int:
        end = self.text.find("\n", at)
        return len(self.text) if end < 0 else end

    def _blank(self, start: int, end: int) -> None:
        for i in range(start, end):
            if self.chars[i] != "\n":
                self.chars[i] = " "

    def _inline(self, at: int, end: int) -> int:
        """Blank the expressions and tags from ``at`` on, up to ``end``, the end of its
        line, or of the line where the last one that runs past it ends, which it returns."""
        text = self.text
        while (m := _MDX_MARK_RE.search(text, at, end)) is not None:
            at = m.start()
            mark = m.group()
            if mark == "\\":  # an escaped brace or "<" is text
                at += 2
            elif mark == "`":
                at = _code_span_end(text, at)
            elif mark == "{":
                at = self._expression(at)
            else:
                at = self._tag(at)
            if at > end:
                end = self._line_end(at)
        return end

    def _closing(self, name: str, start: int, end: int) -> int | None:
        """The end of the closing tag of the component whose opening tag is at ``start``
        to ``end``, within its block: its paragraph, when the tag opens inside a line
        (MDX closes a text element there), else up to a heading or a fence, never in a
        fence (a page that shows "</CodeBlock>" in an HTML example does not close it)."""
        line_start = self.text.rfind("\n", 0, start) + 1
        inline = bool(self.text[line_start:start].strip())
        bound = (_BLANK_LINE_RE if inline else _BLOCK_BREAK_RE).search(self.text, end)
        close = _closing_tag(name).search(
            self.text, end, bound.start() if bound else len(self.text)
        )
        return close.end() if close else None

    def _expression(self, start: int) -> int:
        end = _expression_end(self.text, start)
        if end is None:  # no expression: a brace that MDX would reject, kept as text
            if _MDX_COMMENT_OPEN_RE.match(self.text, start):
                self.unclosed.append(start)
            return start + 1
        comment = _MDX_COMMENT_RE.fullmatch(self.text, start + 1, end - 1)
        if comment is not None:
            self.comments.append((start, end, comment.group("body")))
        self._blank(start, end)
        return end

    def _tag(self, start: int) -> int:
        comment = _HTML_COMMENT_RE.match(self.text, start)
        if comment is not None:
            self.html_comments.append((start, comment.group("body")))
            self._blank(start, comment.end())
            return comment.end()
        tag = _jsx_tag(self.text, start)
        if tag is None:
            return start + 1
        end, html, expressions = tag
        if not html:
            self._blank(start, end)
            name = _JSX_NAME_RE.match(self.text, start + 1)  # none for a closing tag
            if name is None:
                self._close_titled(start)
            elif self.text[end - 2] != "/":  # (<Chart />: no content)
                if name.group() in _CODE_COMPONENTS:
                    close = self._closing(name.group(), start, end)
                    if close is not None:  # a code component: its content is code, no prose
                        self._blank(end, close)
                        return close
                elif name.group() in _TITLED_COMPONENTS:
                    self._open_titled(name.group(), start, end, expressions)
            return end
        for first, last, value in expressions:
            self._blank(first, last)
            if value:
                self.chars[first] = self.chars[last - 1] = '"'
        return end

    def _open_titled(
        self, name: str, start: int, end: int, expressions: list[tuple[int, int, bool]]
    ) -> None:
        """Open the titled component whose opening tag is at ``start`` to ``end`` (a title
        given as an expression, label={...}, is JavaScript's, and none)."""
        tag = self.text[start:end]
        for first, last, _ in expressions:  # a value of its own: label={x} is none
            tag = f'{tag[: first - start]}"{" " * (last - first - 2)}"{tag[last - start :]}'
        spans = (_attribute_span(tag, len(name) + 1, a, False) for a in _TITLED_COMPONENTS[name])
        first, last = next((span for span in spans if span is not None), (0, 0))
        title = tag[first:last].strip()
        self._open.append((name, end, title))

    def _close_titled(self, start: int) -> None:
        """Close the innermost open titled component the closing tag at ``start`` names."""
        name = _JSX_NAME_RE.match(self.text, start + 2)
        if name is None:  # </>
            return
        for i in range(len(self._open) - 1, -1, -1):
            if self._open[i][0] == name.group():
                _, content, title = self._open.pop(i)
                self.titled.append((content, start, title))
                return


def _titled_by_components(
    page: Page, text: str, first_line: int, titled: list[tuple[int, int, str]]
) -> Page:
    """``page`` with the title of each component a block is in (_TITLED_COMPONENTS)
    introducing it, before what introduces it inside the component."""
    if not any(title for _, _, title in titled):
        return page
    lines = Lines(text)

    def position(offset: int) -> tuple[int, int]:
        line, column = lines.position(offset)
        return first_line + line - 1, column

    spans = sorted((position(start), position(end), title) for start, end, title in titled if title)
    prose = []
    for block in page.prose:
        at = (block.lines[0], block.columns[0])
        chain = ""
        for opened, closed, title in spans:
            if opened <= at < closed:
                chain = _within(chain, title)
        prose.append(replace(block, lead_in=_within(chain, block.lead_in)) if chain else block)
    return replace(page, prose=prose)


def read_mdx(text: str, first_line: int = 1) -> Page:
    """The prose blocks and kb-ignore comments of one chunk of an MDX page: read as
    Markdown (without indented code: MDX has none) once what is no Markdown in it is
    blanked (_MdxBlanks); its ``{/* kb-ignore ... */}`` comments are read as
    ``<!-- kb-ignore ... -->`` ones are in Markdown, and those (MDX rejects HTML comments)
    silence nothing here: each is a "foreign" comment, its warning's to give."""
    text = text.replace("\r\n", "\n")
    blanks = _MdxBlanks(text)
    reader = _MarkdownReader("".join(blanks.chars), first_line, mdx=True)
    line, counted = first_line, 0
    for start, end, body in blanks.comments:
        line += text.count("\n", counted, start)
        counted = start
        after = line + text.count("\n", start, end) + 1
        for comment in ignore_comments(f"<!--{body}-->", line, after):
            written = text[start:end] if comment.scope == "invalid" else comment.reason
            reader.ignores.append(replace(comment, reason=written))
    for start in blanks.unclosed:  # silences nothing: the audit warns of it
        at = first_line + text.count("\n", 0, start)
        opened = text[start:].split("\n", 1)[0].rstrip()
        reader.ignores.append(IgnoreComment(at, "unclosed", frozenset(), opened, at))
    for start, body in blanks.html_comments:
        at = first_line + text.count("\n", 0, start)
        mdx = f"{{/* {' '.join(body.split())} */}}"
        reader.ignores.append(IgnoreComment(at, "foreign", frozenset(), mdx, at))
    return _titled_by_components(reader.read(), text, first_line, blanks.titled)
