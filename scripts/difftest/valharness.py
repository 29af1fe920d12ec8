"""Running both validators on one document and comparing what they say."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field

from graphql import GraphQLError, GraphQLSchema, parse, specified_rules, validate
from graphql.language import visit
from graphql.utilities import TypeInfo, TypeInfoVisitor
from graphql.validation import ValidationContext, ValidationRule
from graphql.validation import MaxIntrospectionDepthRule
from graphql.language.visitor import ParallelVisitor

from harness import allow_deep_recursion, on_big_stack, spec_location

Locations = frozenset  # of (line, column)


@dataclass(frozen=True)
class Diag:
    rule: str
    message: str
    locations: Locations  # the primary location and those of the related places

    def describe(self) -> str:
        locs = " ".join(f"{l}:{c}" for l, c in sorted(self.locations))
        return f"{self.rule} [{locs}] {self.message}"


@dataclass
class Verdict:
    diags: list[Diag] = field(default_factory=list)
    crashed_rules: dict[str, str] = field(default_factory=dict)  # rule -> exception text
    crash: str = ""  # the whole run failed (our binary crashed, hung, printed garbage)
    syntax_error: str = ""  # reference only: the text does not parse (a generator bug)
    seconds: float = 0.0
    exit_status: int = 0
    warnings: int = 0


# -- reference: graphql-core, every error attributed to its rule ---------------------


class KnownOperationTypesRule(ValidationRule):
    """graphql-js 17's KnownOperationTypesRule (graphql-core 3.2 does not check it):
    an operation whose root type the schema lacks is invalid (spec 5.2.1 in the
    working draft; in October 2021 it is implied by "GetOperationRootType")."""

    def enter_operation_definition(self, node, *_args):
        if not self.context.schema.get_root_type(node.operation):
            self.report_error(GraphQLError(
                f"The {node.operation.value} operation is not supported by the schema.", node))


def reference_rules(include_max_introspection_depth: bool) -> list[tuple[str, type]]:
    rules = []
    for rule in specified_rules:
        if rule is MaxIntrospectionDepthRule and not include_max_introspection_depth:
            continue
        rules.append((rule.__name__.removesuffix("Rule"), rule))
    rules.append(("KnownOperationTypes", KnownOperationTypesRule))
    return rules


def _to_diag(rule: str, error: GraphQLError, body: str) -> Diag:
    # graphql-core's .locations use str.splitlines (see README.md); recompute from offsets.
    locs = frozenset(spec_location(body, p) for p in (error.positions or []))
    return Diag(rule, error.message, locs)


def reference_validate(schema: GraphQLSchema, text: str, rules: list[tuple[str, type]]) -> Verdict:
    """graphql-core's verdict with each error attributed to the rule that reported it.

    All rules run in one pass, as ``validate`` runs them, but each gets a
    ValidationContext of its own whose error callback records the rule's name.
    That gives what ``validate(schema, doc, rules=[R])`` gives for each R (the
    test checks this on its first documents, see ``check_attribution``).  If the
    pass raises (graphql-core throws from SingleFieldSubscriptions when @skip or
    @include on a root field of a subscription has a variable), the rules run one
    by one, and the ones that raise are recorded as crashed.
    """
    started = time.monotonic()
    verdict = Verdict()
    try:
        doc = parse(text)
    except GraphQLError as error:
        verdict.syntax_error = error.message
        return verdict
    errors: list[tuple[str, GraphQLError]] = []
    type_info = TypeInfo(schema)
    visitors = []
    for name, rule in rules:
        context = ValidationContext(schema, doc, type_info,
                                    lambda e, name=name: errors.append((name, e)))
        visitors.append(rule(context))
    try:
        visit(doc, TypeInfoVisitor(type_info, ParallelVisitor(visitors)))
    except Exception:  # noqa: BLE001 - isolate the rule that raised
        errors = []
        for name, rule in rules:
            try:
                errors += [(name, e) for e in validate(schema, doc, [rule], max_errors=10**9)]
            except Exception as error:  # noqa: BLE001
                verdict.crashed_rules[name] = describe_exception(error)
    verdict.diags = [_to_diag(name, e, text) for name, e in errors]
    verdict.seconds = time.monotonic() - started
    return verdict


def describe_exception(error: BaseException) -> str:
    """One line about ``error``.  (str() of a GraphQLError can itself raise: graphql-core
    prints the source location with str.splitlines, which miscounts lines.)"""
    text = getattr(error, "message", None)
    if text is None:
        try:
            text = str(error)
        except Exception:  # noqa: BLE001
            text = "(no message)"
    lines = str(text).splitlines()
    return f"{type(error).__name__}: {lines[0] if lines else ''}"


def check_attribution(schema: GraphQLSchema, text: str, rules: list[tuple[str, type]]) -> bool:
    """Whether the one-pass attribution equals running each rule on its own."""
    one_pass = reference_validate(schema, text, rules)
    if one_pass.crashed_rules:
        return True
    doc = parse(text)
    separate = [_to_diag(name, e, text) for name, rule in rules
                for e in validate(schema, doc, [rule], max_errors=10**9)]
    return Counter(one_pass.diags) == Counter(separate)


_worker_state: dict = {}


def init_reference_worker(schema_paths: list[str], include_max_introspection_depth: bool) -> None:
    """Set up a process of a reference pool (schemas do not pickle; each worker builds them)."""
    from graphql import build_schema

    schemas = []
    for path in schema_paths:
        with open(path, encoding="utf-8") as f:
            schemas.append(build_schema(f.read()))
    _worker_state["schemas"] = schemas
    _worker_state["rules"] = reference_rules(include_max_introspection_depth)
    allow_deep_recursion()


def reference_in_worker(schema_index: int, text: str) -> Verdict:
    # graphql-core recurses (parser, fragment cycles, field merging): a thread with a big stack.
    state = _worker_state
    return on_big_stack(
        lambda: reference_validate(state["schemas"][schema_index], text, state["rules"]))


# -- ours: relay-swift-compiler validate --format json, one document per run ------------


class Binary:
    def __init__(self, path: str, schema_path: str, timeout: float = 60.0):
        self.path = os.path.abspath(path)
        self.schema_path = os.path.abspath(schema_path)
        self.timeout = timeout
        self.workdir = tempfile.mkdtemp(prefix="validation-difftest-")
        self._counter = 0
        self._lock = threading.Lock()
        self.invocations = 0
        # A crash is reported by its exit status; Swift's backtracer would take a second.
        self.env = dict(os.environ, SWIFT_BACKTRACE="enable=no")

    def close(self) -> None:
        shutil.rmtree(self.workdir, ignore_errors=True)

    def run(self, text: str) -> Verdict:
        with self._lock:
            self._counter += 1
            self.invocations += 1
            name = f"doc{self._counter}.graphql"
        path = os.path.join(self.workdir, name)
        with open(path, "wb") as f:
            f.write(text.encode("utf-8"))
        started = time.monotonic()
        try:
            verdict = self._run(name)
            verdict.seconds = time.monotonic() - started
            return verdict
        finally:
            os.unlink(path)

    def _run(self, name: str) -> Verdict:
        command = [self.path, "validate", "--schema", self.schema_path, "--format", "json", name]
        for attempt in range(30):  # the binary may be replaced by a build now and then
            try:
                proc = subprocess.run(command, cwd=self.workdir, capture_output=True,
                                      timeout=self.timeout, env=self.env)
                break
            except subprocess.TimeoutExpired:
                return Verdict(crash="timeout")
            except OSError:
                if attempt == 29:
                    raise
                time.sleep(2)
        verdict = Verdict(exit_status=proc.returncode)
        if proc.returncode not in (0, 1):
            verdict.crash = f"exit status {proc.returncode}: {proc.stderr.decode('utf-8', 'replace')[-300:]}"
            return verdict
        for line in proc.stdout.decode("utf-8", "replace").split("\n"):
            if not line.strip():
                continue
            try:
                d = json.loads(line)
            except json.JSONDecodeError:
                verdict.crash = f"not JSON: {line[:200]!r}"
                return verdict
            if d.get("severity") != "error":
                verdict.warnings += 1
                continue
            locs = {(d["line"], d["column"])}
            locs |= {(r["line"], r["column"]) for r in d.get("related") or []}
            verdict.diags.append(Diag(d.get("rule") or "(no rule: syntax?)", d["message"], frozenset(locs)))
        return verdict


# -- comparison ---------------------------------------------------------------------------

MISSING = "we miss a rule graphql-core reports"
EXTRA = "we report a rule graphql-core does not"
FEWER = "same rule, we report fewer errors"
MORE = "same rule, we report more errors"
LOCATIONS = "same rule and count, different locations"
OUR_CRASH = "our binary crashed"
EXIT = "exit status does not match the diagnostics"


TYPE_SYSTEM_NOTE = "document has type-system definitions"
STANDARD_SCALAR_NOTE = "a standard scalar the graphql-core schema lacks"
RELAY_DIRECTIVE_NOTE = "a Relay directive"
FRAGMENT_CYCLE_NOTE = "a fragment cycle"
_STANDARD_SCALAR = re.compile(r"^Unknown type '(Int|Float|String|Boolean|ID)'\.")
_RELAY_DIRECTIVE = re.compile(
    r"^Unknown directive '@(connection|arguments|argumentDefinitions|refetchable|relay|inline|"
    r"appendEdge|prependEdge|appendNode|prependNode|deleteEdge|deleteRecord)'\.")


def document_notes(ref: Verdict) -> str:
    """What sets a document apart, judging by graphql-core's errors: the known classes of
    difference (see README.md), so that they are grouped apart from anything new."""
    notes = []
    if any(d.rule == "ExecutableDefinitions" for d in ref.diags):
        notes.append(TYPE_SYSTEM_NOTE)
    if any(d.rule == "KnownTypeNames" and _STANDARD_SCALAR.match(d.message) for d in ref.diags):
        notes.append(STANDARD_SCALAR_NOTE)
    if any(d.rule == "KnownDirectives" and _RELAY_DIRECTIVE.match(d.message) for d in ref.diags):
        notes.append(RELAY_DIRECTIVE_NOTE)
    if any(d.rule == "NoFragmentCycles" for d in ref.diags):
        notes.append(FRAGMENT_CYCLE_NOTE)
    return "; ".join(notes)


@dataclass(frozen=True)
class Difference:
    kind: str
    rule: str
    note: str = ""  # document_notes()

    def signature(self) -> tuple[str, str, str]:
        return (self.kind, self.rule, self.note)


def _by_rule(diags: list[Diag], skip: set[str]) -> dict[str, Counter]:
    out: dict[str, Counter] = {}
    for d in diags:
        if d.rule not in skip:
            out.setdefault(d.rule, Counter())[d.locations] += 1
    return out


def compare(ref: Verdict, ours: Verdict) -> list[Difference]:
    """The ways ``ours`` differs from ``ref`` (empty when they agree)."""
    if ours.crash:
        return [Difference(OUR_CRASH, ours.crash.split(":")[0])]
    diffs = []
    has_errors = bool(ours.diags)
    if ours.exit_status != (1 if has_errors else 0):
        diffs.append(Difference(EXIT, f"exit {ours.exit_status}"))
    note = document_notes(ref)
    skip = set(ref.crashed_rules)
    theirs, mine = _by_rule(ref.diags, skip), _by_rule(ours.diags, skip)
    for rule in sorted(set(theirs) | set(mine)):
        a, b = theirs.get(rule), mine.get(rule)
        if b is None:
            diffs.append(Difference(MISSING, rule, note))
        elif a is None:
            diffs.append(Difference(EXTRA, rule, note))
        elif a != b:
            na, nb = sum(a.values()), sum(b.values())
            kind = FEWER if nb < na else MORE if nb > na else LOCATIONS
            diffs.append(Difference(kind, rule, note))
    return diffs


_LOCATION = re.compile(r"(may not be used on )([a-z ]+)\.$")


def normalize_reference_message(message: str) -> str:
    """graphql-core's wording where it differs from graphql-js's (which we follow) for
    no reason of substance: it quotes names with ' where graphql-js uses ", and it
    names directive locations in lower case ("field", "fragment spread") where
    graphql-js prints the enum value (FIELD, FRAGMENT_SPREAD)."""
    # Printed string values keep their quotes (and any ' inside them).
    parts = re.split(r'("(?:[^"\\]|\\.)*")', message)
    message = "".join(part if i % 2 else re.sub(r"(?<![A-Za-z])'|'(?![A-Za-z])", '"', part)
                      for i, part in enumerate(parts))
    return _LOCATION.sub(lambda m: m.group(1) + m.group(2).upper().replace(" ", "_") + ".", message)


_QUOTED = re.compile(r'"[^"]*"')


def message_template(message: str) -> str:
    return _QUOTED.sub("_", message)


def message_differences(ref: Verdict, ours: Verdict) -> list[tuple[str, str, str]]:
    """(rule, reference message, our message) for errors at the same rule and locations
    whose messages differ (reference quotes normalized).  The rule gets the document's
    notes in parentheses (see document_notes)."""
    note = document_notes(ref)
    out = []
    theirs: dict[tuple, list[str]] = {}
    mine: dict[tuple, list[str]] = {}
    for d in ref.diags:
        theirs.setdefault((d.rule, d.locations), []).append(normalize_reference_message(d.message))
    for d in ours.diags:
        mine.setdefault((d.rule, d.locations), []).append(d.message)
    for key, messages in theirs.items():
        others = mine.get(key)
        if not others or len(others) != len(messages):
            continue
        for a, b in zip(sorted(messages), sorted(others)):
            if a != b:
                out.append((key[0] + (f" ({note})" if note else ""), a, b))
    return out
