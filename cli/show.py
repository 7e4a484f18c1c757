"""How `kb show` lays out one claim on a terminal."""

from rich.console import Console
from rich.text import Text
from rich.tree import Tree

from kb.store import ClaimDetail
from kb.values import humanize


def _line(label: str, value: str) -> Text:
    return Text.assemble((f"{label}: ", "bold"), value)


def print_detail(console: Console, detail: ClaimDetail) -> None:
    claim = detail.claim
    console.print(Text.assemble((claim.id, "bold"), "  ", (f"[{claim.status}]", "cyan")))
    console.print(Text(claim.statement))
    console.print(_line("subject", claim.subject))
    if claim.low is not None:
        console.print(_line("value", humanize(claim.low, claim.high, claim.unit)))
    who = ", ".join(f"{a.name} ({a.kind})" for a in detail.agents) or "nobody named"
    console.print(_line("asserted by", who))
    console.print(_line("ledger", detail.file))
    if claim.note:
        console.print(_line("note", claim.note))

    console.print(Text("\nCitations", style="bold"))
    if not claim.citations:
        console.print("  none")
    for citation in claim.citations:
        source = detail.sources.get(citation.source)
        where = f"{citation.source} [{citation.start}:{citation.end}]"
        if source is not None:
            where += f" sources/{source.path} ({source.language})"
        console.print(Text(f"  {where}"))
        console.print(Text(f"    “{citation.quote}”"))

    statuses = {c.id: c for c in detail.upstream}
    rests_on = Tree(Text("Rests on", style="bold"))
    for link in claim.links:
        target = statuses.get(link.claim)
        label = f"{link.relation} → {link.claim}"
        label += f" [{target.status}] {target.statement}" if target else " (missing)"
        if link.formula:
            label += f"  formula: {link.formula}"
        rests_on.add(Text(label))
    rested_on_by = Tree(Text("Rested on by", style="bold"))
    for other, link in detail.downstream:
        rested_on_by.add(
            Text(f"{other.id} [{other.status}] {link.relation} this: {other.statement}")
        )
    console.print()
    console.print(rests_on if claim.links else Text("Rests on: nothing", style="bold"))
    console.print(
        rested_on_by if detail.downstream else Text("Rested on by: nothing", style="bold")
    )

    console.print(Text("\nHistory", style="bold"))
    if not claim.history:
        console.print("  no recorded status changes")
    for event in claim.history:
        console.print(Text(f"  {event.at}  {event.status}  {event.reason}"))
