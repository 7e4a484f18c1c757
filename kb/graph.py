"""The claims as a graph: what is downstream of what.

A claim X is downstream of Y when X rests on Y (X is derived-from Y or assumes Y) or Y
supports X. This is the direction in which doubt travels: when Y falls, X must be
re-examined, though only what rests on Y can break a rule for it (kb.check, rule 4).
`contradicts` and `supersedes` are shown beside the graph but carry no support.
"""

import re
from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

from kb.formula import Interval, parse_formula
from kb.records import ClaimRecord, LinkRecord
from kb.status import STRENGTH_ORDER, Status

BASIS_RELATIONS = ("derived-from", "assumes")
SUPPORT_RELATIONS = (*BASIS_RELATIONS, "supports")


@dataclass(frozen=True)
class Edge:
    """`dependent` is downstream of `basis` through `link`, which `owner` declares."""

    dependent: str
    basis: str
    owner: str
    link: LinkRecord


def support_edges(links: Iterable[tuple[str, LinkRecord]]) -> list[Edge]:
    """The support edges of (owner claim id, link) pairs."""
    edges = []
    for owner, link in links:
        if link.relation in BASIS_RELATIONS:
            edges.append(Edge(owner, link.claim, owner, link))
        elif link.relation == "supports":
            edges.append(Edge(link.claim, owner, owner, link))
    return edges


@dataclass(frozen=True)
class Reached:
    """A claim downstream of another: it rests on ``edge.basis`` through ``edge``, and lies
    ``depth`` links below the claim asked about (1: it rests on that claim directly)."""

    claim_id: str
    edge: Edge
    depth: int


@dataclass
class TreeNode:
    """A claim in a support tree, reached through edge (None at the root)."""

    claim_id: str
    edge: Edge | None
    children: list["TreeNode"] = field(default_factory=list)
    repeated: bool = False  # already on this branch: a cycle, not followed
    shown_above: bool = False  # already expanded elsewhere in the tree, not again
    deeper: bool = False  # TREE_DEPTH levels down, with more under it: not followed


# The levels of a tree kb show draws: a chain of derivations deeper than this (a ledger
# that derives each of 10,000 claims from the one before) is cut where its own kb show
# goes on, rather than drawn 10,000 levels deep.
TREE_DEPTH = 100


@dataclass
class Graph:
    """Support edges indexed both ways."""

    bases: dict[str, list[Edge]] = field(default_factory=dict)
    dependents: dict[str, list[Edge]] = field(default_factory=dict)

    @classmethod
    def of(cls, links: Iterable[tuple[str, LinkRecord]]) -> "Graph":
        graph = cls()
        for edge in support_edges(links):
            graph.bases.setdefault(edge.dependent, []).append(edge)
            graph.dependents.setdefault(edge.basis, []).append(edge)
        return graph

    def reached(self, claim_id: str) -> list[Reached]:
        """Every claim downstream of claim_id, directly or not, nearest first, each with
        the edge it was first reached through and how far it lies."""
        depth = {claim_id: 0}
        order: list[Reached] = []
        queue = deque([claim_id])
        while queue:
            basis = queue.popleft()
            for edge in self.dependents.get(basis, []):
                if edge.dependent not in depth:
                    depth[edge.dependent] = depth[basis] + 1
                    order.append(Reached(edge.dependent, edge, depth[edge.dependent]))
                    queue.append(edge.dependent)
        return order

    def tree(self, claim_id: str, upward: bool) -> TreeNode:
        """What claim_id rests on or is supported by (upward), or what is downstream of
        it, as a tree, TREE_DEPTH levels deep at most.

        Each claim is expanded once: where it comes again (two paths to one basis) it is
        marked shown_above, so a dense graph gives a tree no larger than its edges. Grown
        depth first, each claim before its next sibling, with a stack rather than by
        recursion, which a deep chain would exhaust.
        """
        following = self.bases if upward else self.dependents
        root = TreeNode(claim_id, None)
        expanded, on_path = {claim_id}, [claim_id]
        stack = [iter(following.get(claim_id, []))]
        nodes = [root]
        while stack:
            edge = next(stack[-1], None)
            if edge is None:
                stack.pop()
                nodes.pop()
                on_path.pop()
                continue
            other = edge.basis if upward else edge.dependent
            child = TreeNode(other, edge, repeated=other in on_path)
            child.shown_above = not child.repeated and other in expanded
            nodes[-1].children.append(child)
            if child.repeated or child.shown_above:
                continue
            if len(stack) == TREE_DEPTH:
                child.deeper = bool(following.get(other))
                continue
            expanded.add(other)
            on_path.append(other)
            stack.append(iter(following.get(other, [])))
            nodes.append(child)
        return root


def derivation_cycles(claims: Iterable[ClaimRecord]) -> list[list[str]]:
    """Each cycle of derived-from/assumes links, as the ids around it (first repeated)."""
    return _basis_walk(claims)[1]


def _basis_walk(claims: Iterable[ClaimRecord]) -> tuple[list[str], list[list[str]]]:
    """The ids of the claims in basis order, each after every claim it rests on but one
    whose link back closes a cycle, and each cycle of derived-from/assumes links met on
    the way, as the ids around it (first repeated): depth first from each id in order."""
    following: dict[str, list[str]] = {}
    for claim in claims:
        following[claim.id] = [x.claim for x in claim.links if x.relation in BASIS_RELATIONS]
    state: dict[str, int] = {}  # 1 on the current path, 2 finished
    order: list[str] = []
    cycles: list[list[str]] = []
    for start in sorted(following):
        if state.get(start):
            continue
        path: list[str] = []
        stack: list[tuple[str, int]] = [(start, 0)]
        while stack:
            node, index = stack.pop()
            if index == 0:
                state[node] = 1
                path.append(node)
            targets = following.get(node, [])
            if index < len(targets):
                stack.append((node, index + 1))
                target = targets[index]
                if state.get(target) == 1:
                    cycles.append(path[path.index(target) :] + [target])
                elif not state.get(target):
                    stack.append((target, 0))
            else:
                state[node] = 2
                order.append(node)
                path.pop()
    return order, cycles


def formula_name(claim_id: str) -> str:
    """The name a formula uses for a claim's value: its id with - and . as _, and a
    leading _ when the id starts with a digit (a name cannot)."""
    name = re.sub(r"[-.]", "_", claim_id)
    return f"_{name}" if name[:1].isdigit() else name


def formula_inputs(claim: ClaimRecord) -> dict[str, str]:
    """Formula name -> claim id, for the claims this one is derived from or assumes."""
    return {
        formula_name(link.claim): link.claim
        for link in claim.links
        if link.relation in BASIS_RELATIONS
    }


def computed(claim: ClaimRecord) -> bool:
    """Whether a formula computes the claim's value from what it rests on: a derived-from
    link without one computes nothing, and a claim with no other gives the figure its
    quotes state (a translation derived from its original)."""
    return any(link.formula is not None for link in claim.links)


def recompute(claim: ClaimRecord, formula: str, claims: Mapping[str, ClaimRecord]) -> Interval:
    """The value a claim's formula gives from the values of the claims it rests on,
    in the claim's unit. Raises FormulaError when it cannot be computed."""
    inputs: dict[str, Interval] = {}
    for name, claim_id in formula_inputs(claim).items():
        basis = claims.get(claim_id)
        if basis is None or basis.low is None or basis.high is None or basis.unit is None:
            continue
        inputs[name] = Interval(basis.low, basis.high, basis.unit)
    return parse_formula(formula).evaluate(inputs, claim.unit)


def strength(status: str) -> int | None:
    """0 for confirmed, larger for weaker; None for disputed and retracted."""
    try:
        return STRENGTH_ORDER.index(Status(status))
    except ValueError:
        return None


def weakness(claim: ClaimRecord, basis: ClaimRecord) -> tuple[str, str] | None:
    """The rule 4 problem of claim resting on basis as it does, its name and why
    ("fallen-basis" on a disputed or retracted basis, whatever the claim's own status;
    "too-strong" above its basis's strength), or None when it may: a claim is no stronger
    than what it is derived from or assumes (DESIGN's rule 4), so a derivation that
    assumes a named assumption is an assumption at most (or speculation, unverified).
    """
    if claim.status in (Status.DISPUTED, Status.RETRACTED):
        return None
    if basis.status in (Status.RETRACTED, Status.DISPUTED):
        return "fallen-basis", (
            f"it rests on {basis.id}, which is {basis.status}: re-examine it, then derive it "
            f"from another claim, or dispute or retract it too"
        )
    own, theirs = strength(claim.status), strength(basis.status)
    if own is not None and theirs is not None and own < theirs:
        return "too-strong", (
            f"it is {claim.status} but rests on {basis.id}, whose status is only {basis.status}; "
            f"it can be at most {basis.status}"
        )
    return None


def basis_problems(
    claim: ClaimRecord, claims: Mapping[str, ClaimRecord]
) -> list[tuple[str, ClaimRecord]]:
    """The rule 4 problems of claim where it rests on the others of ``claims`` (weakness),
    each named ("fallen-basis", "too-strong") with the claim it rests on there, in link
    order: what kb table marks (†, ‡), and, each basis read at the status it stands at,
    what lowers the status the claim stands at (lowered_standings)."""
    found = []
    for link in claim.links:
        basis = claims.get(link.claim)
        if link.relation in BASIS_RELATIONS and basis is not None:
            problem = weakness(claim, basis)
            if problem is not None:
                found.append((problem[0], basis))
    return found


@dataclass(frozen=True)
class _Standing:
    """The status a claim stands at, and the claims that lower it there from its own
    status: the basis it rests on, the basis that one rests on ..., the last the claim
    whose status lowers it (none when it stands at its own)."""

    status: str
    through: tuple[str, ...] = ()


def lowered_standings(claims: Mapping[str, ClaimRecord]) -> dict[str, tuple[str, str]]:
    """The claims of ``claims`` that stand lower than their own status, by id, with the
    status each stands at and why, naming its own status and the chain that lowers it
    ("confirmed, but it rests on estimate t-a"; "confirmed, but it rests on t-b, which
    rests on estimate t-a"). A claim stands as its bases let it, each read at the status
    it stands at, not as written: one that rests on a claim disputed or retracted, or
    standing as disputed, stands as disputed (fallen-basis, † in kb table); one stronger
    than what it rests on stands only as strong as the weakest of that (too-strong, ‡).
    kb check (rule 4) and kb table's marks judge a claim by its bases as written: of a
    confirmed t-c on a confirmed t-b on an estimate t-a, they name t-b alone."""
    lowered = {}
    for claim_id, stands in _standings(claims).items():
        if stands.through:
            *between, origin = stands.through
            chain = ", which rests on ".join([*between, f"{claims[origin].status} {origin}"])
            lowered[claim_id] = stands.status, f"{claims[claim_id].status}, but it rests on {chain}"
    return lowered


def _standings(claims: Mapping[str, ClaimRecord]) -> dict[str, _Standing]:
    """How each claim of ``claims`` stands, computed in basis order (_basis_walk) so that
    each basis is read at the status it stands at. A derivation cycle (kb check reports
    it) is cut where it closes: that link is read at its basis's own status, then the
    walk goes round again with each basis at the status it was found to stand at, until
    no claim stands lower; a standing only ever lowers, so it ends."""
    order, cycles = _basis_walk(claims.values())
    found: dict[str, _Standing] = {}
    read_at = dict(claims)  # each claim at the status it stands at, as found so far
    again = True
    while again:
        again = False
        for claim_id in order:
            claim = claims.get(claim_id)
            if claim is None:  # a link to a claim that is not there
                continue
            stands = _standing(claim, read_at, found)
            if claim_id in found and _weakness_rank(stands) <= _weakness_rank(found[claim_id]):
                continue
            again = bool(cycles)  # a link in a cycle may have read it higher
            found[claim_id] = stands
            if stands.through:
                read_at[claim_id] = replace(claim, status=stands.status)
    return found


def _standing(
    claim: ClaimRecord, claims: Mapping[str, ClaimRecord], found: Mapping[str, _Standing]
) -> _Standing:
    """How claim stands on the claims it rests on, each as ``claims`` gives it (at the
    status it stands at) and lowered through the claims ``found`` says: the first basis
    disputed or retracted, or the weakest too weak for it."""
    problems = basis_problems(claim, claims)
    if not problems:
        return _Standing(claim.status)
    fallen = [basis for name, basis in problems if name == "fallen-basis"]
    weakest = (basis for _, basis in problems)  # each too-strong: a basis of some strength
    basis = fallen[0] if fallen else max(weakest, key=lambda b: STRENGTH_ORDER.index(b.status))
    below = found[basis.id].through if basis.id in found else ()
    return _Standing(Status.DISPUTED if fallen else basis.status, (basis.id, *below))


def _weakness_rank(stands: _Standing) -> int:
    """How weak a standing is: its place in STRENGTH_ORDER, disputed and retracted last."""
    rank = strength(stands.status)
    return len(STRENGTH_ORDER) if rank is None else rank
