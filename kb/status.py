"""The status vocabulary of DESIGN.md: what each status means and where it is shown."""

from enum import StrEnum

from kb.suggestions import did_you_mean


class Status(StrEnum):
    CONFIRMED = "confirmed"
    REPORTED = "reported"
    ESTIMATE = "estimate"
    SPECULATION = "speculation"
    ANALYSIS = "analysis"
    ASSUMPTION = "assumption"
    DISPUTED = "disputed"
    RETRACTED = "retracted"
    UNVERIFIED = "unverified"


class Group(StrEnum):
    """The column of `kb table` a status belongs to, in the order the table shows them."""

    OFFICIAL = "officially stated"
    SPECULATIVE = "estimates and speculation"
    ANALYSIS = "analysis"
    DISPUTED = "disputed"
    UNREVIEWED = "unreviewed"
    HIDDEN = "retracted"


GROUP_OF: dict[Status, Group] = {
    Status.CONFIRMED: Group.OFFICIAL,
    Status.REPORTED: Group.OFFICIAL,
    Status.ESTIMATE: Group.SPECULATIVE,
    Status.SPECULATION: Group.SPECULATIVE,
    Status.ANALYSIS: Group.ANALYSIS,
    Status.ASSUMPTION: Group.ANALYSIS,
    Status.DISPUTED: Group.DISPUTED,
    Status.RETRACTED: Group.HIDDEN,
    Status.UNVERIFIED: Group.UNREVIEWED,
}

# What each status means, as DESIGN.md's vocabulary says it: a published table says it
# of every status it shows (kb.render.table_legend), as "confirmed" reads as "verified"
# and an assumption, which no source states, as a fact.
MEANINGS: dict[Status, str] = {
    Status.CONFIRMED: "the party that owns the fact said so (its word, not a finding that "
    "it is true)",
    Status.REPORTED: "a secondary source states it as fact without tracing it to the party "
    "that owns the fact",
    Status.ESTIMATE: "a quantitative estimate by a named party or model",
    Status.SPECULATION: "a hypothesis, theory or rumour",
    Status.ANALYSIS: "its author's own reasoning or background knowledge",
    Status.ASSUMPTION: "a value adopted to carry a derivation, not taken from any source",
    Status.DISPUTED: "contradicted by another claim or source",
    Status.RETRACTED: "withdrawn or superseded",
    Status.UNVERIFIED: "captured, not yet reviewed",
}

# What a table adds to the meaning of a status whose claims it follows with why they
# have it (kb.render.statement_cell): when every one of them is, and when only some are,
# as a claim whose history records no change to its status has no reason to show.
WHY_SHOWN: dict[Status, tuple[str, str]] = {
    Status.DISPUTED: (
        " (why follows the statement)",
        " (why follows the statement where its history says)",
    ),
    Status.RETRACTED: (
        ", kept with the reason (after the statement)",
        ", kept with the reason where its history gives one (after the statement)",
    ),
}

# Strength for propagation, strongest first; disputed and retracted carry no strength.
STRENGTH_ORDER: tuple[Status, ...] = (
    Status.CONFIRMED,
    Status.REPORTED,
    Status.ANALYSIS,
    Status.ESTIMATE,
    Status.ASSUMPTION,
    Status.SPECULATION,
    Status.UNVERIFIED,
)

# The statuses of a judgement rather than a statement of fact: an estimate by a named
# party, a hypothesis, a value adopted to carry a derivation.  Two judgements that
# disagree are competing estimates or alternative scenarios, not a contradiction.  An
# analysis is not one: it is the author's reasoning or background knowledge, which kb
# audit takes as firm as a fact; nor is an unverified claim, not yet known to be either.
JUDGEMENTS = frozenset({Status.ESTIMATE, Status.SPECULATION, Status.ASSUMPTION})

ALLOWED = ", ".join(s.value for s in Status)


def unknown_status(value: str) -> str:
    """The message for a status not in the vocabulary, with the nearest one and the
    allowed ones: "unknown status 'confimed'; did you mean 'confirmed'? (allowed: ...)"."""
    near = did_you_mean(value, [status.value for status in Status])
    return f"unknown status {value!r}{near} (allowed: {ALLOWED})"


def parse_status(value: str) -> Status | None:
    """The Status named by `value`, or None when it is not in the vocabulary."""
    try:
        return Status(value)
    except ValueError:
        return None


def parse_typed_status(value: str) -> Status | None:
    """The Status a person typed, in any case ("Estimate" is estimate); the ledger
    itself spells statuses exactly."""
    return parse_status(value.strip().lower())
