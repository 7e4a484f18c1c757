"""How `kb show` lays out one claim on a terminal."""

from dataclasses import dataclass

from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text
from rich.tree import Tree

from cli.line_breaks import TIE, hanging_lines
from kb.formula import Interval
from kb.graph import TreeNode
from kb.records import AgentRecord, ClaimRecord
from kb.render import (
    AGENTS_JOINED,
    BASIS_OF_PHRASES,
    CROSSED_BY_PHRASES,
    CROSSES_PHRASES,
    RESTS_ON_PHRASES,
    source_credit,
)
from kb.store import ClaimDetail
from kb.values import humanize

# The marks put around a quote: the first pair of which the quote holds neither mark, so
# that a quote with marks of its own (“一片晶圆一层”的部署理论) is not shown as ““...”...”.
QUOTE_MARKS = (("“", "”"), ("«", "»"), ("「", "」"))


def quoted(text: str) -> str:
    """A quote between marks it does not itself hold."""
    for opening, closing in QUOTE_MARKS:
        if opening not in text and closing not in text:
            return f"{opening}{text}{closing}"
    return f"“{text}”"


def computed(result: Interval) -> str:
    """A formula's result to four significant digits: "68.18 wafer", or "45.45–90.91
    wafer" for an interval, with an en dash as the value above it ("70–100 wafer")."""
    low, high = f"{result.low:.4g}", f"{result.high:.4g}"
    return f"{low} {result.unit}" if low == high else f"{low}–{high} {result.unit}"


@dataclass
class _Labelled:
    """ "label: value", the value's lines, when it folds at the width it is printed in,
    each under its first (cli.line_breaks.hanging_lines), the label bold."""

    label: str
    value: str

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        head = f"{self.label}: "
        first, *rest = hanging_lines(head, self.value, options.max_width)
        yield Text.assemble((head, "bold"), first[len(head) :])
        yield from (Text(line) for line in rest)


def _line(label: str, value: str) -> _Labelled:
    return _Labelled(label, value)


def _relation(node: TreeNode, upward: bool) -> str:
    """How the parent stands to the node: it is "derived-from" it, or is the "basis of" it."""
    if node.edge is None:
        return ""
    return (RESTS_ON_PHRASES if upward else BASIS_OF_PHRASES)[node.edge.link.relation]


# What rich's Tree puts before a node's label at each level ("├── ", "│   ").
_GUIDE = 4
_FORMULA = "  formula: "


def _label(node: TreeNode, claims: dict[str, ClaimRecord], upward: bool, room: int) -> Text:
    """A node's line: how it stands to its parent, the claim, and the formula of its link
    on lines of its own, hanging under its first (``room``: the cells the label has)."""
    claim = claims.get(node.claim_id)
    text = Text()
    text.append(f"{_relation(node, upward)} ", style="dim")
    text.append(node.claim_id, style="bold")
    if claim is None:
        return text.append(" (missing)", style="red")
    text.append(f" [{claim.status}]", style="cyan")
    if claim.low is not None:  # set off from the statement, which may begin with a name
        text.append(f" {humanize(claim.low, claim.high, claim.unit)}")
        text.append(" ·", style="dim")
    text.append(f" {claim.statement}")
    if node.repeated:  # of the claim, on its line: not of the formula under it
        text.append(" (cycle)", style="red")
    elif node.shown_above:
        text.append(" (shown above)", style="dim")
    elif node.deeper:
        text.append(f" (and more: kb show {node.claim_id})", style="dim")
    if node.edge is not None and node.edge.link.formula:
        lines = hanging_lines(_FORMULA, node.edge.link.formula, room)
        text.append("\n" + "\n".join(lines), style="magenta")
    return text


def _tree(
    title: str, root: TreeNode, claims: dict[str, ClaimRecord], upward: bool, width: int
) -> Tree:
    tree = Tree(Text(title, style="bold"))

    def add(parent: Tree, node: TreeNode, depth: int) -> None:
        for child in node.children:
            label = _label(child, claims, upward, width - _GUIDE * depth)
            add(parent.add(label), child, depth + 1)

    add(tree, root, 1)
    if not root.children:
        tree.add(Text("nothing", style="dim"))
    return tree


def _agent(agent: AgentRecord) -> str:
    """Who, what kind, other names: "Bleys Goodson (analyst; also Блейс Гудсон)", joined
    as a cell joins agents (AGENTS_JOINED), as a name may hold a comma."""
    also = f"; also {AGENTS_JOINED.join(agent.aliases)}" if agent.aliases else ""
    return f"{agent.name} ({agent.kind}{also})"


def print_detail(console: Console, detail: ClaimDetail) -> None:
    claim = detail.claim
    console.print(Text.assemble((claim.id, "bold"), "  ", (f"[{claim.status}]", "cyan")))
    console.print(Text(claim.statement))
    console.print(_line("subject", claim.subject))
    if claim.low is not None:
        console.print(_line("value", humanize(claim.low, claim.high, claim.unit)))
    who = AGENTS_JOINED.join(_agent(a) for a in detail.agents) or "nobody named"
    console.print(_line("asserted by", who))
    console.print(_line("ledger", detail.where))
    if claim.note:
        console.print(_line("note", claim.note))
    for formula, result in detail.computed.items():
        shown = computed(result) if isinstance(result, Interval) else result
        console.print(_line("derived", f"{formula} = {shown}"))

    console.print(Text("\nCitations", style="bold"))
    if not claim.citations:
        console.print("  none")
    for citation in claim.citations:
        where = f"{citation.source} [{citation.start}:{citation.end}]"
        place = detail.place(citation)
        if place is not None:  # path:line:column, as editors and terminals open it
            credit = source_credit(detail.sources[citation.source])
            about = f"{place.language}; {credit}" if credit else place.language
            # tied to its language, printed with a space: at 60 columns "(zh)" went to a
            # line of its own
            where += f" {place.file}:{place.line}:{place.column}{TIE}({about})"
        for line in hanging_lines("  ", where, console.width):
            console.print(Text(line))  # "(zh; 某科技日报, 2026-12-03)" under the source
        for line in hanging_lines("    ", quoted(citation.quote), console.width):
            console.print(Text(line))  # a quote of several lines: each under the first

    console.print()
    console.print(
        _tree(
            "Rests on, or is supported by",
            detail.rests_on,
            detail.claims,
            upward=True,
            width=console.width,
        )
    )
    console.print(
        _tree(
            "Downstream: rests on it, or is supported by it",
            detail.rested_on_by,
            detail.claims,
            upward=False,
            width=console.width,
        )
    )
    if detail.crossing:
        console.print(Text("Contradictions and supersessions", style="bold"))
        for owner, link in detail.crossing:  # as the trees: "contradicted by X [status] ..."
            crosses = owner == claim.id
            other_id = link.claim if crosses else owner
            phrase = (CROSSES_PHRASES if crosses else CROSSED_BY_PHRASES)[link.relation]
            other = detail.claims.get(other_id)
            status = f" [{other.status}] {other.statement}" if other else " (missing)"
            crossing = f"{phrase} {other_id}{status}"
            for line in hanging_lines("  ", crossing, console.width, indent=4):
                console.print(Text(line))

    console.print(Text("\nHistory", style="bold"))
    if not claim.history:
        console.print("  no recorded status changes")
    statuses = max((len(event.status) for event in claim.history), default=0)
    for event in claim.history:  # the reasons aligned; one of several lines under its first
        head = f"  {event.at}  {event.status:<{statuses}}  "
        for line in hanging_lines(head, event.reason, console.width):
            console.print(Text(line))
