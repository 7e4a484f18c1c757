"""The rules of `kb audit`: their names, what they mean and how severe they are by
default; and its output formats.

SARIF output, `--fail-on`, the configuration's severities and kb-ignore comments all name
rules by these ids.
"""

from dataclasses import dataclass

from kb.suggestions import did_you_mean

SEVERITIES: tuple[str, ...] = ("error", "warning", "notice", "off")
FORMATS: tuple[str, ...] = ("text", "json", "github", "sarif")  # of the output (run_audit)


@dataclass(frozen=True)
class Rule:
    id: str
    name: str  # SARIF's PascalCase name
    summary: str
    description: str
    fix: str  # Markdown: code in backticks (fix_text is the plain text)
    severity: str = "error"

    @property
    def fix_text(self) -> str:
        """What to do, as plain text: ``fix`` without the backticks around its code."""
        return self.fix.replace("`", "")


RULES: tuple[Rule, ...] = (
    Rule(
        id="unsourced-number",
        name="UnsourcedNumber",
        summary="A number that no claim backs.",
        description="The page states a quantity that matches no claim of the knowledge "
        "base: no claim with the same (or a convertible) unit has an interval containing "
        "it. Retracted claims back nothing: the message names those the figure repeats, "
        "with the reason of their retraction. In a source document of the ledger, a number "
        "that lies in no citation and no ignore span.",
        fix="Cite a claim that states the figure (add one to the ledger if needed), correct "
        "the figure (one that repeats a retracted claim: as the retraction's reason says, "
        "rather than add it back), or silence the line with "
        "`<!-- kb-ignore unsourced-number -->` (in MDX `{/* kb-ignore unsourced-number */}`).",
    ),
    Rule(
        id="speculation-as-fact",
        name="SpeculationAsFact",
        summary="An estimate or speculation stated as fact.",
        description="Only estimate, speculation or unverified claims back the quantity, and "
        "its sentence carries no hedge or attribution (estimated, may, according to; "
        "据估计, 可能; по оценке, может). Approximation words (about, 约, около) are not "
        "hedges.",
        fix='Say whose estimate or theory it is, or that it is one ("estimated", "may", '
        '"according to" and the name of whose it is, "据估计", "по оценке").',
    ),
    Rule(
        id="disputed-claim",
        name="DisputedClaim",
        summary="A number that only disputed claims back.",
        description="Every claim that backs the quantity is disputed: it is contradicted by "
        "another claim or source. A hedge does not help; a firm claim with the same "
        "value does.",
        fix="Remove or correct the figure, or state the dispute and silence the line.",
    ),
)

RULE_IDS: tuple[str, ...] = tuple(rule.id for rule in RULES)
RULES_BY_ID: dict[str, Rule] = {rule.id: rule for rule in RULES}


def unknown_rule(name: str) -> str:
    """What a message says of a rule name that is none of the audit's: the one meant, if
    it is near, and the rules."""
    return f"unknown rule {name!r}{did_you_mean(name, RULE_IDS)} (rules: {', '.join(RULE_IDS)})"
