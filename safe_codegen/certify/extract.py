"""Extraction of a DTMC from a language model's generation tree for one prompt.

Breadth-first expansion at temperature T: at each state (token prefix) the tokens whose
conditional probability is at least tau get a successor; the rest of the mass goes, unrescaled,
to the absorbing `low_prob` sink, and so does a successor whose path probability would fall
below rho. Unfinished paths at depth d_max go to `truncated`; prefixes failing the structural
check go to `invalid`; finished programs are `success` terminals labelled by the oracle (per spec,
`sat_all`, and, when the task has a goal, `safe_task`: safe and doing the task in the simulator).

The model is anything with the `Backend` interface (a table-driven toy model in the tests,
`treeattn.TreeBackend` for a LocalModel), so the same code extracts both."""

from __future__ import annotations

import heapq
import math
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from safe_codegen.certify.config import ORDERS, ExtractConfig  # noqa: F401 (their home is a light module)
from safe_codegen.certify.dtmc import DTMC, label_name
from safe_codegen.generate.models.base import Backend, function_finished
from safe_codegen.generate.constrain import Check, syntax_check
from safe_codegen.generate.prompts import extract_code

OPEN, FINISHED, INVALID = "open", "finished", "invalid"
UNVERIFIABLE_LABEL = "unverifiable"
SAT_ALL = "sat_all"
TASK_LABEL = "safe_task"  # satisfies every spec and does the task (trees of tasks with a goal)


# judge(text, ended) -> (OPEN | INVALID, None) or (FINISHED, program text)
Judge = Callable[[str, bool], tuple[str, str | None]]
# oracle(programs) -> per program {"verdict": ..., "holds": {spec: bool}, "done": bool | None (optional: the
# task check, None or absent where it was not run)}
Oracle = Callable[[list[str]], list[dict]]


@dataclass
class Node:
    """One state of the generation tree: the continuation so far and what became of it."""

    tokens: tuple[int, ...]
    prob: float  # path probability from the root
    parent: int | None = None
    kind: str = OPEN  # open (not yet expanded), inner, success, truncated
    children: list[tuple[int, float, int]] = field(default_factory=list)  # (token, p, node)
    sinks: dict[str, float] = field(default_factory=dict)  # low_prob / invalid / truncated: mass
    pruned: list[tuple[int, float]] = field(default_factory=list)  # (token, p) sent to low_prob
    critical: bool = False
    program: str | None = None
    labels: set[str] = field(default_factory=set)
    token_prob: float = 1.0  # the conditional probability of its last token
    line_start: bool = False  # its last token ends a line (or it is the root): a new line starts here


@dataclass
class Tree:
    """The expanded generation tree and what its expansion cost."""

    nodes: list[Node]
    specs: list[str]
    config: ExtractConfig
    seconds: float = 0.0
    model_calls: int = 0
    oracle_calls: int = 0
    task: bool = False  # the oracle task-checks: the DTMC carries TASK_LABEL
    constrained: bool = False  # the DTMC is that of constrained decoding (to_dtmc)

    @property
    def expanded(self) -> int:
        return sum(n.kind == "inner" for n in self.nodes)


def code_judge(name: str, check: Check | None = None) -> Judge:
    """The structural check for a completion that starts inside `def NAME():`: `check`
    (constrain.syntax_check by default; constrain.program_check for constrained extraction) on the
    completed lines; the function ends at its first top-level line (or at end of sequence), and must
    then pass `check` as a whole."""
    check = check or syntax_check(name)

    def judge(text: str, ended: bool) -> tuple[str, str | None]:
        cut = function_finished(text)
        if cut is not None or ended:
            body = text[:cut] if cut is not None else text
            if check(body, True) is not None:
                return INVALID, None
            return FINISHED, extract_code(body, name, primed=True)
        return (OPEN, None) if check(text, False) is None else (INVALID, None)

    return judge


def _distribution(logp: np.ndarray, temperature: float) -> np.ndarray:
    z = logp.astype(np.float64) / temperature
    z -= z.max()
    p = np.exp(z)
    return p / p.sum()


def extract(backend: Backend, judge: Judge, oracle: Oracle, specs: list[str], cfg: ExtractConfig,
            progress: Callable[[int], None] | None = None, task: bool = False, constrained: bool = False) -> Tree:
    """Expand the generation tree breadth first from the empty continuation, then label the
    finished programs with the oracle (`task`: it reports each program's task check too;
    `constrained`: the chain is that of constrained decoding, see to_dtmc)."""
    tree = Tree([Node((), 1.0, line_start=True)], specs, cfg, task=task, constrained=constrained)
    started = time.perf_counter()
    grow(tree, backend, judge, [0], cfg.rho, progress)
    label(tree, oracle)
    tree.seconds = time.perf_counter() - started
    return tree


def grow(tree: Tree, backend: Backend, judge: Judge, roots: list[int], rho: float,
         progress: Callable[[int], None] | None = None) -> None:
    """Expand the open nodes `roots` and everything below them, `cfg.batch` states per model
    call: breadth first, or most probable first (`order="best"`, which under a state budget
    spends it where the mass is, so fewer paths end truncated)."""
    cfg = tree.config
    frontier = _Frontier(cfg.order, tree)
    for i in roots:
        frontier.push(i)
    while frontier:
        todo = []
        while frontier and len(todo) < cfg.batch:
            i = frontier.pop()
            node = tree.nodes[i]
            if len(node.tokens) >= cfg.max_depth or (cfg.max_states and len(tree.nodes) >= cfg.max_states):
                node.kind = "truncated"
                node.sinks = {"truncated": 1.0}
            else:
                todo.append(i)
        if not todo:
            continue
        logps = backend.logprobs([tree.nodes[i].tokens for i in todo])
        tree.model_calls += 1
        for i, logp in zip(todo, logps):
            for child in _expand(tree, i, _distribution(logp, cfg.temperature), backend, judge, rho):
                frontier.push(child)
        if progress:
            progress(len(todo))


class _Frontier:
    """The open nodes: a FIFO queue (breadth first) or a max-heap on path probability."""

    def __init__(self, order: str, tree: Tree) -> None:
        if order not in ORDERS:
            raise ValueError(f"unknown expansion order {order!r} ({' or '.join(ORDERS)})")
        self.best, self.tree = order == "best", tree
        self.items: deque[int] | list[tuple[float, int]] = [] if self.best else deque()

    def push(self, i: int) -> None:
        if self.best:
            heapq.heappush(self.items, (-self.tree.nodes[i].prob, i))
        else:
            self.items.append(i)

    def pop(self) -> int:
        return heapq.heappop(self.items)[1] if self.best else self.items.popleft()

    def __len__(self) -> int:
        return len(self.items)


def _expand(tree: Tree, i: int, p: np.ndarray, backend: Backend, judge: Judge, rho: float) -> list[int]:
    """Give node i its successors; returns the new open nodes."""
    cfg = tree.config
    node = tree.nodes[i]
    node.kind = "inner"
    order = np.argsort(-p, kind="stable")
    top = p[order[:2]]
    node.critical = len(top) > 1 and float(top[0] - top[1]) < cfg.critical_gap
    kept = order[p[order] >= cfg.tau] if cfg.tau > 0 else order[p[order] > 0]
    pruned, born = [], []
    for t in kept.tolist():
        q = float(p[t])
        if node.prob * q < rho:
            pruned.append((t, q))
            continue
        born += add_child(tree, i, t, q, judge, backend)
    tail = order[len(kept):len(kept) + cfg.keep_pruned]
    pruned += [(int(t), float(p[t])) for t in tail.tolist() if p[t] > 0]
    node.pruned = sorted(pruned, key=lambda x: -x[1])
    spent = sum(q for _, q, _ in node.children) + sum(node.sinks.values())
    low = max(0.0, 1.0 - spent)
    if low > 0:
        node.sinks["low_prob"] = low
    return born


def add_child(tree: Tree, i: int, t: int, q: float, judge: Judge, backend: Backend) -> list[int]:
    """Give node i the successor for token t (conditional probability q), judged: its mass goes to the
    `invalid` sink, or to a new open or finished node. Returns the new node if it is open."""
    node = tree.nodes[i]
    tokens = node.tokens + (t,)
    kind, program = judge(backend.decode(tokens), t in backend.eos)
    if kind == INVALID:
        node.sinks["invalid"] = node.sinks.get("invalid", 0.0) + q
        return []
    child = Node(tokens, node.prob * q, parent=i, token_prob=q, line_start="\n" in backend.decode((t,)))
    if kind == FINISHED:
        child.kind, child.program = "success", program
    elif t in backend.eos:
        raise ValueError("the judge left a sequence open after its end token")
    tree.nodes.append(child)
    node.children.append((t, q, len(tree.nodes) - 1))
    return [len(tree.nodes) - 1] if kind == OPEN else []


def label(tree: Tree, oracle: Oracle) -> None:
    """Label the unlabelled finished programs with the oracle (one call, distinct texts once)."""
    todo = [n for n in tree.nodes if n.kind == "success" and not n.labels]
    texts = list(dict.fromkeys(n.program for n in todo))
    if not texts:
        return
    verdicts = dict(zip(texts, oracle(texts)))
    tree.oracle_calls += 1
    for n in todo:
        v = verdicts[n.program]
        n.labels = {"success"}
        if v["verdict"] == "unverifiable":
            n.labels.add(UNVERIFIABLE_LABEL)
            continue
        for spec in tree.specs:
            n.labels.add(("sat_" if v["holds"][spec] else "viol_") + label_name(spec))
        if all(v["holds"][s] for s in tree.specs):
            n.labels.add(SAT_ALL)
            if v.get("done") is True:
                n.labels.add(TASK_LABEL)


def to_dtmc(tree: Tree) -> DTMC:
    """The tree as a DTMC: node i is state i, then the sinks low_prob, invalid, truncated. For a
    `constrained` tree it is the chain of constrained decoding with unbounded retries (decode): a
    line ending in `invalid` is drawn again from its start, which is the tree's chain conditioned,
    line by line, on not reaching `invalid` (the h-transform below); a line start from which every
    line is invalid is a dead end, and all its mass goes to `invalid`."""
    n = len(tree.nodes)
    sink = {"low_prob": n, "invalid": n + 1, "truncated": n + 2}
    succ: list[list[tuple[int, float]]] = []
    labels: dict[str, set[int]] = {"low_prob": {n}, "invalid": {n + 1}, "truncated": {n + 2}, "success": set(),
                                   "critical": set(), UNVERIFIABLE_LABEL: set(), SAT_ALL: set()}
    if tree.task:
        labels[TASK_LABEL] = set()
    for spec in tree.specs:
        labels["sat_" + label_name(spec)] = set()
        labels["viol_" + label_name(spec)] = set()
    accept = _line_acceptance(tree) if tree.constrained else None
    for i, node in enumerate(tree.nodes):
        if node.kind == OPEN:
            raise ValueError(f"node {i} was never expanded")
        edges = [(c, q) for _, q, c in node.children] + [(sink[k], q) for k, q in node.sinks.items() if q > 0]
        if accept is not None:
            edges = _conditioned(tree, i, accept, sink)
        succ.append(edges)
        for lab in node.labels:
            labels.setdefault(lab, set()).add(i)
        if node.critical:
            labels["critical"].add(i)
    succ += [[], [], []]
    return DTMC(succ, labels)


def _line_acceptance(tree: Tree) -> list[float]:
    """h(i): the probability that the line node i is in ends without reaching `invalid` (a next line
    start, a finished program, low_prob and truncated count as not invalid). Children come after
    their parents, so one backward pass computes it."""
    h = [1.0] * len(tree.nodes)
    for i in range(len(tree.nodes) - 1, -1, -1):
        node = tree.nodes[i]
        if node.kind == "inner":
            h[i] = sum(q * (1.0 if tree.nodes[c].line_start else h[c]) for _, q, c in node.children) + \
                sum(q for k, q in node.sinks.items() if k != "invalid")
    return h


def _conditioned(tree: Tree, i: int, h: list[float], sink: dict[str, int]) -> list[tuple[int, float]]:
    """Node i's edges conditioned on its line not reaching `invalid`: p(c) h(c) / h(i) (Doob's
    h-transform; a path's probability from its line start L becomes p(path) / h(L))."""
    node = tree.nodes[i]
    if h[i] <= 0.0:
        return [(sink["invalid"], 1.0)]  # no line from here passes the check: a dead end
    edges = [(c, q * (1.0 if tree.nodes[c].line_start else h[c]) / h[i]) for _, q, c in node.children]
    edges += [(sink[k], q / h[i]) for k, q in node.sinks.items() if k != "invalid" and q > 0]
    return [(t, p) for t, p in edges if p > 0]


def most_likely(tree: Tree, target: str) -> dict | None:
    """The most probable path to a success terminal carrying `target` (Dijkstra on -log p):
    the program, its probability, and each token's conditional probability."""
    heap = [(0.0, 0)]
    seen = set()
    while heap:
        cost, i = heapq.heappop(heap)
        if i in seen:
            continue
        seen.add(i)
        node = tree.nodes[i]
        if target in node.labels:
            path = []
            j = i
            while tree.nodes[j].parent is not None:
                path.append(tree.nodes[j])
                j = tree.nodes[j].parent
            path.reverse()
            return {"label": target, "probability": math.exp(-cost), "program": node.program,
                    "tokens": list(node.tokens), "token_probabilities": [x.token_prob for x in path]}
        for _, q, c in node.children:
            if q > 0:
                heapq.heappush(heap, (cost - math.log(q), c))
    return None
