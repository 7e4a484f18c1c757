"""kb audit of MDX pages (.mdx): ESM, JSX expressions and tags are no prose, the text
between a component's tags is, and {/* kb-ignore */} comments silence as <!-- --> ones do
in Markdown (each form silences nothing in the other kind of page, with a warning).
The sentences are the sources' (sources/000_*.txt, Chinese; 002_*.txt, Russian) and
English ones stating the same figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.audit import Auditor
from kb.markdown_text import markdown_chunks
from tests.test_audit import CLAIMS, audited

# sources/000, line 3; sources/002, line 7; a Russian estimate as fact (sources/002, line 9)
ZH_SPEED = "OpenAI表示，GPT-5.6 Sol可以在Cerebras基础设施上以高达每秒750个Token的速度运行。"
RU_SPEED = "OpenAI заявила, что GPT-5.6 Sol может работать со скоростью до 750 токенов в секунду."
RU_WAFERS = "Модель использует от 70 до 100 пластин."
EN_ESTIMATE = "Sol has 3 trillion parameters."


def found(text: str, path: str = "page.mdx") -> list[tuple[int, int, str, str]]:
    findings = Auditor(CLAIMS).audit_text(text, path)
    return [(f.line, f.column, f.rule, f.text) for f in findings]


PAGE = (
    "import Chart from './Chart'\n"
    "import { Note } from '@/components'\n"
    "export const meta = { wafers: 1300, speed: 9000 }\n"
    "\n"
    "# GPT-5.6 Sol\n"
    "\n"
    f"{ZH_SPEED} {{4000}}\n"
    "\n"
    '<Chart data={[1400, 2500]} label="Sol uses 143 wafers" />\n'
    "\n"
    "<Chart\n"
    "  title='Sol uses 143 wafers'\n"
    "  options={{ max: { wafers: 1300 } }}\n"
    "/>\n"
    "\n"
    "<Note>Sol runs 900 tokens/s</Note> and a context of {ctx} 1.05M tokens.\n"
    "\n"
    '<Note type="estimate">\n'
    "    GPT-5.6 Sol 部署范围横跨70至100个Cerebras晶圆级系统。\n"
    "</Note>\n"
    "\n"
    f"{RU_SPEED}\n"
)


def test_esm_expressions_and_tags_are_no_prose_and_text_between_tags_is() -> None:
    # every figure of the ESM, the expressions ({4000}, nested braces) and the
    # components' attributes is left out; the text between tags is audited at its own
    # line and column, the indented content of a component too (MDX has no indented code)
    assert found(PAGE) == [
        (16, 16, "unsourced-number", "900 tokens/s"),
        (19, 23, "speculation-as-fact", "70至100个Cerebras晶圆级系统"),
    ]


def test_a_code_component_holds_code_not_prose() -> None:
    """Docusaurus's <CodeBlock> is code, as <code> and <pre> are: its settings were
    unsourced numbers; a component of another name, and the text after it, are read."""
    page = (
        'import CodeBlock from "@theme/CodeBlock";\n'
        "\n"
        '<CodeBlock language="py">\n'
        "client = OpenAI(timeout=3600)\n"
        "</CodeBlock>\n"
        "\n"
        "Inline <CodeBlock>batch = 4000</CodeBlock> and <Note>Sol runs 900 tokens/s</Note>.\n"
        "\n"
        '<CodeBlock language="py" />\n'
        "\n"
        f"{RU_WAFERS}\n"
    )
    assert found(page) == [
        (7, 63, "unsourced-number", "900 tokens/s"),
        (11, 19, "speculation-as-fact", "от 70 до 100 пластин"),
    ]


def test_a_docusaurus_admonition_title_introduces_its_body() -> None:
    """':::note[Title]' and ':::note Title' in MDX lead their body as '!!! note "Title"'
    does in MkDocs: an estimate under "Оценки" is hedged, one under "Sizes" is not."""
    page = (
        f":::info[Оценки аналитиков]\n\n{RU_WAFERS}\n\n:::\n\n:::note Sizes\n\n{RU_WAFERS}\n\n:::\n"
    )
    assert found(page) == [(9, 19, "speculation-as-fact", "от 70 до 100 пластин")]


def test_a_tab_label_or_admonition_title_introduces_its_content() -> None:
    """<TabItem label="..."> and <Admonition title="..."> lead their content as an MkDocs
    tab's or admonition's title does; a label given as an expression is JavaScript's."""
    page = (
        "import TabItem from '@theme/TabItem';\n"
        "\n"
        "<Tabs>\n"
        '<TabItem value="est" label="Outside estimates">\n'
        "\n"
        f"{EN_ESTIMATE}\n"
        "\n"
        "</TabItem>\n"
        '<TabItem value="off" label="Official">\n'
        "\n"
        f"{EN_ESTIMATE}\n"
        "\n"
        "</TabItem>\n"
        '<TabItem value="js" label={"Estimates"}>\n'
        "\n"
        f"{EN_ESTIMATE}\n"
        "\n"
        "</TabItem>\n"
        "</Tabs>\n"
        "\n"
        '<Admonition type="note" title="Оценки аналитиков">\n'
        f"  {RU_WAFERS}\n"
        "</Admonition>\n"
        "<Admonition type=\"note\" title='外部估计'>"
        "GPT-5.6 Sol 部署范围横跨70至100个Cerebras晶圆级系统。</Admonition>\n"  # sources/000:28
        "\n"
        f"{RU_WAFERS}\n"
    )
    assert [(line, rule) for line, _, rule, _ in found(page)] == [
        (11, "speculation-as-fact"),
        (16, "speculation-as-fact"),
        (26, "speculation-as-fact"),
    ]
    # one with no content introduces nothing after it
    closed = f'<TabItem value="est" label="Estimates" />\n\n{EN_ESTIMATE}\n'
    assert [f[2] for f in found(closed)] == ["speculation-as-fact"]


def test_a_component_title_is_read_past_other_attributes() -> None:
    """An attribute in braces before a title does not hide it; a tab with no label is led
    by its value (which Docusaurus shows); Starlight's <Aside title> leads as
    <Admonition title> does; content on the line right below a tag is led by it too."""
    page = (
        '<TabItem value={"est"} label="Estimates">\n'
        "\n"
        f"{EN_ESTIMATE}\n"
        "\n"
        "</TabItem>\n"
        '<TabItem value="Outside estimates">\n'
        "\n"
        f"{EN_ESTIMATE}\n"
        "\n"
        "</TabItem>\n"
        '<Admonition type="note" icon={<span>!</span>} title="Estimates">\n'
        "\n"
        f"{EN_ESTIMATE}\n"
        "\n"
        "</Admonition>\n"
        '<Aside type="caution" title="Оценки">\n'
        f"{RU_WAFERS}\n"
        "</Aside>\n"
        "<Tabs>\n"
        '  <TabItem value="b" label="Outside estimates">\n'
        f"    Vendors are silent on size. {EN_ESTIMATE}\n"
        "  </TabItem>\n"
        "</Tabs>\n"
    )
    assert found(page) == []
    assert [
        f[2] for f in found(page.replace("estimates", "sizes").replace("Estimates", "Sizes"))
    ] == ["speculation-as-fact"] * 4


def test_a_code_component_closes_within_its_block() -> None:
    """A <CodeBlock> named in a sentence, closed nowhere in its paragraph, is no code: a
    later "</CodeBlock>" (here in a fenced example) closed it, and every figure between
    went unread; in a .md page, or by another name (<Pre>, <Math>), it is text."""
    page = (
        "Use the <CodeBlock> component; Sol runs 906 tokens/s.\n"
        "\n"
        "## Next\n"
        "\n"
        "Sol runs 907 tokens/s. <Pre>Sol runs 909 tokens/s</Pre>\n"
        "\n"
        "```html\n"
        "<CodeBlock>x = 1</CodeBlock>\n"
        "```\n"
    )
    assert [f[3] for f in found(page)] == ["906 tokens/s", "907 tokens/s", "909 tokens/s"]
    md = "<CodeBlock>\nSol runs 911 tokens/s in a .md page.\n</CodeBlock>\n"
    assert [f[3] for f in found(md, "page.md")] == ["911 tokens/s"]


def test_a_markdown_page_with_the_same_text_is_read_as_before() -> None:
    # in a .md page braces, "export" and capitalised tags are text, as CommonMark reads
    # them (the indented line is in the HTML block <Note type="estimate"> opens)
    assert [f[3] for f in found(PAGE, "page.md")] == [
        "1300",
        "9000",
        "4000",
        "1400",
        "2500",
        "143 wafers",
        "143 wafers",
        "1300",
        "900 tokens/s",
        "70至100个Cerebras晶圆级系统",
    ]


@pytest.mark.parametrize(
    ("text", "left"),
    [
        # ESM opens a paragraph at column 0 and runs to its blank line
        ("export const wafers = [\n  1300,\n  1400,\n]\n\nSol needs 42 wafers.\n", [6]),
        # not within a paragraph, nor indented: prose ("export" here is a verb)
        ("Sol needs 42 wafers.\nexport 1300 of them.\n", [1, 2]),
        ("  export const a = 1300\n", [1]),
        # braces nested, and in JavaScript strings and comments, which do not count
        ("{{ a: { b: 1300 } }} Sol needs 42 wafers.\n", [1]),
        ('{"}" + 1300} {/* } 1400 */} Sol needs 42 wafers. {1300}\n', [1]),
        # an expression over several lines (a paragraph commented out): none of it is read
        ("{/* draft:\n\nimport the 1300 wafers later */} Sol needs 42 wafers.\n", [3]),
        # a brace that does not close is text (MDX would reject it)
        ("Sol needs { 42 wafers.\n", [1]),
        # an escaped brace is text: \{1300}
        ("Sol needs \\{1300} wafers.\n", [1]),
        # braces in code spans and fenced code are code: "`{`" opens no expression
        ("`{` opens an expression, Sol runs at 900 tokens/s, and `}` closes it.\n", [1]),
        ("~~~jsx\nif (fast) {\n~~~\n\nSol runs at 900 tokens/s.\n\n~~~jsx\n}\n~~~\n", [5]),
        # an HTML element's tag stays HTML (its value in braces too): its attributes are
        # left out but an image's alt text, its text read, as in a .md page
        ('<img src={chart} alt="Sol uses 143 wafers" /> Sol needs 42 wafers.\n', [1, 1]),
        ('<img src={chart} alt={"Sol uses 143 wafers"} /> Sol needs 42 wafers.\n', [1]),
        ("<div className={styles.note}>\nSol needs 42 wafers.\n</div>\n", [2]),
        ("<p>Sol needs 42 wafers.<code>--max 1300</code></p>\n", [1]),
        ("Run <code {...props}>kb audit --max 1300</code>. Sol needs 42 wafers.\n", [1]),
        # a component's content is Markdown (its tags make no HTML block): a table's
        # header gives its cells their unit (400 MW, no claim), code is code
        ("<Note>\n| Model | Power (MW) |\n|---|---|\n| Sol | 400 |\n</Note>\n", [4]),
        ("<Tab>\n```js\nconst max = 1300\n```\n</Tab>\n", []),
        # fragments and member components: tags; "<5" and "a < b" are no tags
        ("<>Sol needs 42 wafers.</> <motion.div x={1300} />\n", [1]),
        ("Latency stays <5 ms, Sol needs 42 wafers.\n", [1, 1]),
    ],
)
def test_what_is_javascript_and_what_stays_prose(text: str, left: list[int]) -> None:
    assert [line for line, *_ in found(text)] == left


def test_columns_stay_those_of_the_source() -> None:
    text = (
        "<Tabs>\n"
        '  <Tab label="Русский" count={1300}>\n'
        f"    {{/* перевод */}} {RU_WAFERS}\n"
        "  </Tab>\n"
        "</Tabs>\n"
    )
    assert found(text) == [(3, 39, "speculation-as-fact", "от 70 до 100 пластин")]


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("It needs 42 wafers. {/* kb-ignore */}\n", 0),
        ("It needs 42 wafers. {/*kb-ignore*/}\n", 0),
        ("It needs 42 wafers. {/* kb-ignore unsourced-number: vendor page */}\n", 0),
        ("It needs 42 wafers. {/* kb-ignore disputed-claim: not this one */}\n", 1),
        ("It needs 42 wafers. {/* KB-IGNORE Unsourced-Number */}\n", 0),
        ("{/* kb-ignore-next-line */}\nIt needs 42 wafers.\n", 0),
        ("{/* kb-ignore-next-line unsourced-number: vendor */}\nIt needs 42 wafers.\n", 0),
        ("{/* kb-ignore-next-line */}\nIntro.\nIt needs 42 wafers.\n", 1),
        ("{/* kb-ignore-next-line\n   unsourced-number */}\nIt needs 42 wafers.\n", 0),
        (
            "{/* kb-ignore-start: quoted press release */}\nIt needs 42 wafers.\n\n"
            "<Note>And 43 wafers.</Note>\n{/* kb-ignore-end */}\n\nIt needs 44 wafers.\n",
            1,
        ),
        (f"{ZH_SPEED}它需要42片晶圆。{{/* kb-ignore unsourced-number：供应商数据 */}}\n", 0),
        (f"{{/* kb-ignore-next-line speculation-as-fact */}}\n{RU_WAFERS}\n", 0),
        ("| a | b |\n|---|---|\n| Sol | 42 wafers | {/* kb-ignore */}\n", 0),
        ("<Note>It needs 42 wafers.</Note> {/* kb-ignore */}\n", 0),
        # on a line inside an HTML block, or a component's indented content
        ("<div>\nIt needs 42 wafers. {/* kb-ignore */}\nIt needs 43 wafers.\n</div>\n", 1),
        ("<Note>\n  {/* kb-ignore-next-line */}\n  It needs 42 wafers.\n</Note>\n", 0),
        # not a comment: in a code span, another word, or not kb's
        ("`{/* kb-ignore */}` It needs 42 wafers.\n", 1),
        ("It needs 42 wafers. {/* kb-ignored */}\n", 1),
        ("It needs 42 wafers. {/* see kb-ignore */}\n", 1),
        # MDX rejects <!-- -->: such a comment silences nothing (a warning says what to
        # write: test_a_comment_in_the_other_kind_of_pages_form_warns)
        ("It needs 42 wafers. <!-- kb-ignore -->\n", 1),
    ],
)
def test_mdx_kb_ignore_comments(text: str, left: int) -> None:
    assert len(found(text)) == left


@pytest.mark.parametrize(
    ("text", "left", "warning"),
    [
        (
            "X 852 tokens per second. {/* kb-ignore unsourced-number disputed-claim */}\n",
            1,
            "page.mdx:1: kb-ignore comment not understood, it silences nothing: {/* kb-ignore "
            "unsourced-number disputed-claim */} (write {/* kb-ignore[-next-line|-start|-end] "
            "[rule, ...] [: reason] */})",
        ),
        (
            "Intro.\n\n{/* kb-ignore-start */}\nIt needs 42 wafers.\n\nAnd 43 wafers.\n",
            0,
            "page.mdx:3: kb-ignore-start has no kb-ignore-end: it silences the rest of the page",
        ),
        (
            "It needs 42 wafers.\n\n{/* kb-ignore-end */}\n",
            1,
            "page.mdx:3: kb-ignore-end closes no kb-ignore-start",
        ),
        (
            "Intro.\n{/* kb-ignore-next-line */}\n\nIt needs 42 wafers.\n",
            1,
            "page.mdx:2: kb-ignore-next-line is followed by a blank line, so it silences "
            "nothing (put it right above the line to silence)",
        ),
        (
            "It needs 42 wafers. {/* kb-ignore unsorced-number */}\n",
            1,
            "page.mdx:1: kb-ignore names unknown rule 'unsorced-number'; did you mean "
            "'unsourced-number'? (rules: unsourced-number, speculation-as-fact, disputed-claim)",
        ),
        (
            "It needs 41 wafers. {/* kb-ignore unsourced-number: vendor\n\nИ 42 пластины.\n",
            2,
            "page.mdx:1: kb-ignore comment has no */}, so it silences nothing: {/* kb-ignore "
            "unsourced-number: vendor (end it with */})",
        ),
    ],
)
def test_malformed_mdx_kb_ignore_comments_warn(
    tmp_path: Path, text: str, left: int, warning: str
) -> None:
    page = tmp_path / "page.mdx"
    page.write_text(text, encoding="utf-8")
    findings, report = audited(Auditor(CLAIMS), [page], cwd=tmp_path)
    assert len(findings) == left
    assert [str(w) for w in report.warnings] == [warning]


@pytest.mark.parametrize(
    ("name", "text", "left", "warning"),
    [
        (
            "page.md",
            "It needs 42 wafers. {/* kb-ignore unsourced-number: vendor */}\n",
            1,
            "page.md:1: kb-ignore comment {/* */} is MDX's, so it silences nothing in a "
            "Markdown page (write <!-- kb-ignore unsourced-number: vendor -->)",
        ),
        # its "*"s read as emphasis; over two lines; after a table row's last "|"
        (
            "page.md",
            "It needs 42 wafers. {/*kb-ignore*/}\n",
            1,
            "page.md:1: kb-ignore comment {/* */} is MDX's, so it silences nothing in a "
            "Markdown page (write <!-- kb-ignore -->)",
        ),
        (
            "page.md",
            "{/* kb-ignore-next-line\n   unsourced-number: статья */}\n"
            "Модель использует 42 пластины.\n",
            1,
            "page.md:1: kb-ignore comment {/* */} is MDX's, so it silences nothing in a "
            "Markdown page (write <!-- kb-ignore-next-line unsourced-number: статья -->)",
        ),
        (
            "page.md",
            "| 指标 | 数值 |\n|---|---|\n| 晶圆 | 42 wafers | {/* kb-ignore */}\n",
            1,
            "page.md:3: kb-ignore comment {/* */} is MDX's, so it silences nothing in a "
            "Markdown page (write <!-- kb-ignore -->)",
        ),
        (
            "page.mdx",
            f"{ZH_SPEED}它需要42片晶圆。<!-- kb-ignore unsourced-number：供应商数据 -->\n",
            1,
            "page.mdx:1: kb-ignore comment <!-- --> is HTML's, which MDX rejects, so it "
            "silences nothing in an MDX page (write {/* kb-ignore unsourced-number：供应商数据 "
            "*/})",
        ),
        (
            "page.mdx",
            "<Note>\n<!-- kb-ignore-next-line\n  unsourced-number -->\n"
            "It needs 42 wafers.\n</Note>\n",
            1,
            "page.mdx:2: kb-ignore comment <!-- --> is HTML's, which MDX rejects, so it "
            "silences nothing in an MDX page (write {/* kb-ignore-next-line unsourced-number */})",
        ),
        (
            "page.mdx",
            "It needs 42 wafers. <!-- kb-ignore unsourced-number\n\nIt needs 43 wafers.\n",
            2,
            "page.mdx:1: kb-ignore comment <!-- --> is HTML's, which MDX rejects, so it "
            "silences nothing in an MDX page (write {/* kb-ignore unsourced-number */})",
        ),
    ],
    ids=["md", "md-emphasis", "md-two-lines", "md-table-row", "mdx", "mdx-two-lines", "mdx-open"],
)
def test_a_comment_in_the_other_kind_of_pages_form_warns(
    tmp_path: Path, name: str, text: str, left: int, warning: str
) -> None:
    """{/* kb-ignore */} in a .md page is text (and shows on the site), and MDX rejects
    <!-- --> in a .mdx page: sites move pages between the two, and such a comment was
    silently ignored in the one and honoured in the other. Each silences nothing, with a
    warning at its line that gives the comment as the page would write it."""
    page = tmp_path / name
    page.write_text(text, encoding="utf-8")
    findings, report = audited(Auditor(CLAIMS), [page], cwd=tmp_path)
    assert len(findings) == left
    assert [str(w) for w in report.warnings] == [warning]


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("page.md", "`{/* kb-ignore */}` is MDX's form. It needs 42 wafers. <!-- kb-ignore -->\n"),
        ("page.md", "```mdx\n{/* kb-ignore */}\n```\n"),
        (
            "page.mdx",
            "`<!-- kb-ignore -->` is HTML's form. It needs 42 wafers. {/* kb-ignore */}\n",
        ),
        ("page.mdx", "Sol runs 750 tokens per second, OpenAI says. <!-- a note -->\n"),
    ],
)
def test_the_other_form_in_code_is_no_comment(tmp_path: Path, name: str, text: str) -> None:
    page = tmp_path / name
    page.write_text(text, encoding="utf-8")
    findings, report = audited(Auditor(CLAIMS), [page], cwd=tmp_path)
    assert (findings, report.warnings) == ([], [])


def test_a_long_mdx_page_keeps_its_lines_from_chunk_to_chunk(tmp_path: Path) -> None:
    # a page read in several chunks (kb.markdown_text.CHUNK_CHARS): each chunk's lines
    # and comments are counted from its own first line
    paragraph = f"{RU_SPEED} {{/* перевод */}}\n\n<Note>{ZH_SPEED}</Note>\n\n"
    page = tmp_path / "page.mdx"
    page.write_text(
        "export const meta = { wafers: 1300 }\n\n"
        + paragraph * 800
        + "{/* kb-ignore-next-line */}\nIt needs 42 wafers.\nIt needs 43 wafers.\n",
        encoding="utf-8",
    )
    assert len(list(markdown_chunks(page.read_text(encoding="utf-8").splitlines(True)))) > 1
    findings, report = audited(Auditor(CLAIMS), [page], cwd=tmp_path)
    assert [(f.line, f.column, f.text) for f in findings] == [(3205, 10, "43 wafers")]
    assert report.warnings == []
