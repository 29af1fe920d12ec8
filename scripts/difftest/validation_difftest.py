#!/usr/bin/env python3
"""Differential test of relay-swift-compiler's validation against graphql-core.

Generates valid executable documents for a schema, breaks most of them with
semantic mutations aimed at the rules of spec section 5, validates each with
graphql-core 3.2 (its specified rules, each error attributed to its rule) and
with `relay-swift-compiler validate --format json`, and compares per document
the set of rules reported and, per rule, the multiset of location sets.
Messages are compared too, for information.  See README.md.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import copy
import hashlib
import json
import os
import random
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Callable, Optional

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from graphql import build_schema, parse, print_ast  # noqa: E402
from graphql.error import GraphQLSyntaxError  # noqa: E402

from gqlgen import Layout  # noqa: E402
from semgen import (Document, Field, InlineFragment, Operation, RawDefinition, Value,  # noqa: E402
                    generate_document, render_compact, to_tokens)
from semmutate import MUTATIONS, mutate  # noqa: E402
from harness import on_big_stack  # noqa: E402
from valharness import (Binary, Difference, Verdict,  # noqa: E402
                        check_attribution, compare, describe_exception, init_reference_worker, message_differences, message_template,
                        reference_in_worker, reference_rules, reference_validate)

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SCHEMAS = (os.path.join(HERE, "..", "..", "schema.graphql"),
                   os.path.join(HERE, "validation_schema.graphql"))


# -- rendering ------------------------------------------------------------------------


def render(doc: Document, mode: str, seed: int) -> str:
    """The document's text: "compact" (one line), "pretty" (graphql-core's printer,
    one selection a line) or "noisy" (gqlgen's random ignored tokens: commas,
    comments, BOMs, \\r and \\r\\n line ends, Unicode in comments)."""
    if mode == "noisy":
        return Layout(random.Random(seed)).lay_out(to_tokens(doc)).text
    text = render_compact(doc)
    if mode == "pretty":
        return print_ast(parse(text))
    return text


# -- cases ------------------------------------------------------------------------------


@dataclass
class Case:
    schema_index: int
    doc: Document
    mode: str
    layout_seed: int
    mutations: list[str]
    text: str
    ref: Verdict
    ours: Verdict
    diffs: list[Difference]
    shrunk: Optional[str] = None


class Runner:
    """Both validators, with a pool of workers for the binary."""

    def __init__(self, args, schemas, rules):
        self.schemas = schemas  # [(path, GraphQLSchema)]
        self.rules = rules
        self.binaries = [Binary(args.binary, path) for path, _ in schemas]
        self.pool = concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs)
        self.ref_pool = None
        if args.ref_jobs > 1:
            self.ref_pool = concurrent.futures.ProcessPoolExecutor(
                max_workers=args.ref_jobs, initializer=init_reference_worker,
                initargs=([p for p, _ in schemas], args.max_introspection_depth))

    def close(self):
        self.pool.shutdown()
        if self.ref_pool:
            self.ref_pool.shutdown()
        for b in self.binaries:
            b.close()

    def evaluate(self, items: list[tuple[int, str]]) -> list[tuple[Verdict, Verdict]]:
        """(reference, ours) for each (schema index, text); the binary runs in the
        pool while Python validates."""
        futures = [self.pool.submit(self.binaries[i].run, text) for i, text in items]
        if self.ref_pool:
            chunk = max(1, len(items) // (4 * self.ref_pool._max_workers))
            refs = list(self.ref_pool.map(reference_in_worker, [i for i, _ in items],
                                          [t for _, t in items], chunksize=chunk))
        else:
            refs = [reference_validate(self.schemas[i][1], text, self.rules) for i, text in items]
        return [(ref, fut.result()) for ref, fut in zip(refs, futures)]


# -- shrinking -------------------------------------------------------------------------------


def _edits(doc: Document) -> list[Callable[[], None]]:
    """Every single simplification of ``doc``, in a fixed order, as closures on it."""
    edits: list[Callable[[], None]] = []

    def removals(items: list, keep_one: bool = False):
        if keep_one and len(items) <= 1:
            return
        for i in range(len(items)):
            edits.append(lambda items=items, i=i: items.pop(i))

    def value(v: Value):
        removals(v.items)
        removals(v.fields)
        for item in v.items:
            value(item)
        for f in v.fields:
            value(f.value)

    def directives(ds):
        removals(ds)
        for d in ds:
            removals(d.args)
            for a in d.args:
                value(a.value)

    def selections(sels):
        removals(sels, keep_one=True)
        for i, s in enumerate(sels):
            if isinstance(s, InlineFragment):
                # unwrap: the fragment's selections take its place
                edits.append(lambda sels=sels, i=i, s=s: sels.__setitem__(slice(i, i + 1), s.selections))
            if isinstance(s, Field) and s.alias:
                edits.append(lambda s=s: setattr(s, "alias", None))
            if not isinstance(s, (Field, InlineFragment)):
                directives(s.directives)
                continue
            directives(s.directives)
            if isinstance(s, Field):
                removals(s.args)
                for a in s.args:
                    value(a.value)
            if s.selections:
                selections(s.selections)

    removals(doc.definitions, keep_one=True)
    for d in doc.definitions:
        if isinstance(d, RawDefinition):
            continue
        directives(d.directives)
        if isinstance(d, Operation):
            removals(d.var_defs)
            for v in d.var_defs:
                if v.default is not None:
                    edits.append(lambda v=v: setattr(v, "default", None))
                    value(v.default)
                directives(v.directives)
            if d.name and len([x for x in doc.definitions if isinstance(x, Operation)]) == 1:
                edits.append(lambda d=d: setattr(d, "name", None))
        selections(d.selections)
    return edits


def shrink(runner: Runner, case: Case, sig: tuple[str, str, str], budget: float) -> tuple[str, Verdict, Verdict]:
    """Greedy AST delta debugging: apply simplifications while ``sig`` persists.

    Candidates are rendered compactly when the original disagreement survives
    that, with the original random layout otherwise.
    """
    deadline = time.monotonic() + budget

    def attempt(docs: list[Document], mode: str) -> list[Optional[tuple[str, Verdict, Verdict]]]:
        texts = []
        for d in docs:
            try:
                text = render(d, mode, case.layout_seed)
                parse(text)
                texts.append(text)
            except (GraphQLSyntaxError, Exception):  # noqa: BLE001 - e.g. an emptied selection set
                texts.append(None)
        live = [(case.schema_index, t) for t in texts if t is not None]
        verdicts = iter(runner.evaluate(live))
        out = []
        for t in texts:
            if t is None:
                out.append(None)
                continue
            ref, ours = next(verdicts)
            hit = any(d.signature() == sig for d in compare(ref, ours))
            # A simplification must not bring in errors of other rules (deleting a
            # required argument, say): the example should show only what matters.
            hit = hit and {d.rule for d in ref.diags} <= allowed_rules
            out.append((t, ref, ours) if hit else None)
        return out

    allowed_rules = {d.rule for d in case.ref.diags}

    doc = copy.deepcopy(case.doc)
    if len(case.text) > 50_000:  # each try takes seconds: only lay it out plainly
        return attempt([doc], "pretty")[0] or (case.text, case.ref, case.ours)
    mode = "compact"
    best = attempt([doc], mode)[0]
    if best is None:
        mode = case.mode
        best = attempt([doc], mode)[0]
        if best is None:  # not reproducible (should not happen)
            return case.text, case.ref, case.ours
    index, batch = 0, 8
    while time.monotonic() < deadline:
        count = len(_edits(doc))
        if index >= count:
            break
        candidates = []
        for k in range(index, min(index + batch, count)):
            cand = copy.deepcopy(doc)
            _edits(cand)[k]()
            candidates.append(cand)
        results = attempt(candidates, mode)
        hits = [i for i, r in enumerate(results) if r is not None]
        if hits:
            doc = candidates[hits[0]]
            best = results[hits[0]]
            allowed_rules = {d.rule for d in best[1].diags}
            index += hits[0]  # the list shrank; retry from the same place
        else:
            index += len(candidates)
    if mode == "compact":  # show it pretty-printed if that still disagrees the same way
        pretty = attempt([doc], "pretty")[0]
        if pretty is not None:
            best = pretty
    return best


# -- main ---------------------------------------------------------------------------------------


def describe_verdict(v: Verdict, indent: str = "      ") -> str:
    if v.crash:
        return f"{indent}CRASH {v.crash}"
    if not v.diags:
        return f"{indent}(valid)"
    lines = [indent + d.describe() for d in sorted(v.diags, key=lambda d: (d.rule, sorted(d.locations)))]
    if v.crashed_rules:
        lines.append(f"{indent}(crashed rules: {v.crashed_rules})")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True, help="path to relay-swift-compiler")
    parser.add_argument("--count", type=int, default=10000, help="number of documents")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--schema", action="append", metavar="FILE",
                        help="schema to generate for (repeatable; documents alternate between "
                             "them). Default: the repository's schema.graphql and "
                             "scripts/difftest/validation_schema.graphql")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2,
                        help="binary runs in parallel")
    parser.add_argument("--ref-jobs", type=int, default=1,
                        help="graphql-core runs in parallel (processes; it is the slower side)")
    parser.add_argument("--batch", type=int, default=200, help="documents per round")
    parser.add_argument("--keep-failures", metavar="DIR",
                        help="write every disagreeing document (and what both sides said) to DIR")
    parser.add_argument("--examples", type=int, default=2,
                        help="minimal examples shown per kind of disagreement")
    parser.add_argument("--shrink-seconds", type=float, default=30.0,
                        help="time budget for shrinking one example")
    parser.add_argument("--unmutated", type=float, default=0.1,
                        help="share of documents left valid and unchanged")
    parser.add_argument("--skip-mutation", action="append", metavar="NAME",
                        help="a mutation not to apply (repeatable), e.g. local_type_definition")
    parser.add_argument("--check-attribution", type=int, default=100, metavar="N",
                        help="check the rule attribution against one-rule validate() runs on the "
                             "first N invalid documents")
    parser.add_argument("--max-introspection-depth", action="store_true",
                        help="also compare graphql-core's MaxIntrospectionDepthRule (a graphql-js "
                             "16.9 addition that is not in the spec; off by default)")
    args = parser.parse_args()

    skip = frozenset(args.skip_mutation or [])
    unknown = skip - {name[2:] for name, _ in MUTATIONS}
    if unknown:
        parser.error(f"unknown mutation(s) {sorted(unknown)}; they are: "
                     f"{', '.join(name[2:] for name, _ in MUTATIONS)}")
    schema_paths = args.schema or [os.path.normpath(p) for p in DEFAULT_SCHEMAS]
    schemas = []
    for path in schema_paths:
        with open(path, encoding="utf-8") as f:
            schemas.append((path, build_schema(f.read())))
    rules = reference_rules(args.max_introspection_depth)

    with open(args.binary, "rb") as f:
        binary_sha = hashlib.sha256(f.read()).hexdigest()[:16]
    print(f"binary {args.binary} sha256:{binary_sha}; seed {args.seed}; count {args.count}; "
          f"schemas {', '.join(os.path.basename(p) for p in schema_paths)}", flush=True)

    rng = random.Random(args.seed)
    runner = Runner(args, schemas, rules)
    started = time.monotonic()
    agree = 0
    generator_bugs: list[str] = []
    attribution_checked = attribution_bad = 0
    sig_counts: Counter[tuple] = Counter()
    by_sig: dict[tuple, list[Case]] = defaultdict(list)
    all_failures: list[Case] = []
    ref_rules: Counter[str] = Counter()
    our_rules: Counter[str] = Counter()
    ref_valid = 0
    ref_crashes: Counter[str] = Counter()
    message_diffs: Counter[tuple[str, str, str]] = Counter()
    message_examples: dict[tuple[str, str, str], tuple[str, str]] = {}
    mutation_counts: Counter[str] = Counter()
    classes: Counter[str] = Counter()
    failing_mutations: Counter[str] = Counter()
    warnings = 0
    slowest: list[tuple[float, str, int, str]] = []
    done = tested = 0
    try:
        while done < args.count:
            size = min(args.batch, args.count - done)
            batch = []
            for k in range(size):
                schema_index = (done + k) % len(schemas)
                schema = schemas[schema_index][1]
                try:
                    doc = generate_document(schema, rng)
                    mutations = [] if rng.random() < args.unmutated else mutate(doc, schema, rng, skip)
                    mode = rng.choices(["compact", "pretty", "noisy"], [4, 3, 3])[0]
                    seed = rng.randrange(2**32)
                    text = render(doc, mode, seed)
                except Exception as error:  # noqa: BLE001 - a bug of the generator; go on
                    generator_bugs.append(f"in generation: {describe_exception(error)}"[:300])
                    continue
                batch.append((schema_index, doc, mode, seed, mutations, text))
                mutation_counts.update(mutations or ["(none)"])
            results = runner.evaluate([(i, text) for i, _, _, _, _, text in batch])
            for (schema_index, doc, mode, seed, mutations, text), (ref, ours) in zip(batch, results):
                if ref.syntax_error:
                    generator_bugs.append(f"unparsable ({ref.syntax_error}): {text[:300]!r}")
                    continue
                tested += 1
                if not mutations and ref.diags:
                    generator_bugs.append(f"unmutated document invalid ({ref.diags[0].describe()}): {text[:300]}")
                if attribution_checked < args.check_attribution and ref.diags:
                    attribution_checked += 1
                    if not check_attribution(schemas[schema_index][1], text, rules):
                        attribution_bad += 1
                for side, verdict in (("graphql-core", ref), ("ours", ours)):
                    slowest.append((verdict.seconds, side, len(text), ", ".join(mutations) or "(none)"))
                slowest.sort(reverse=True)
                del slowest[4:]
                ref_rules.update({d.rule for d in ref.diags})
                our_rules.update({d.rule for d in ours.diags})
                ref_valid += not ref.diags
                warnings += ours.warnings
                for rule, error in ref.crashed_rules.items():
                    ref_crashes[f"{rule}: {error[:90]}"] += 1
                for rule, a, b in message_differences(ref, ours):
                    key = (rule, message_template(a), message_template(b))
                    message_diffs[key] += 1
                    message_examples.setdefault(key, (a, b))
                diffs = compare(ref, ours)
                if not diffs:
                    agree += 1
                    continue
                case = Case(schema_index, doc, mode, seed, mutations, text, ref, ours, diffs)
                all_failures.append(case)
                failing_mutations.update(mutations or ["(none)"])
                classes[diffs[0].note or ("our binary crashed" if ours.crash else "untagged")] += 1
                for d in set(diffs):
                    sig = d.signature()
                    sig_counts[sig] += 1
                    bucket = by_sig[sig]
                    bucket.append(case)
                    bucket.sort(key=lambda c: len(c.text))
                    del bucket[args.examples:]
            done += size
            print(f"  {done}/{args.count} documents, {tested - agree} disagree "
                  f"({time.monotonic() - started:.0f}s)", file=sys.stderr, flush=True)

        total = tested
        disagree = total - agree
        elapsed = time.monotonic() - started
        print(f"validation differential: {total} documents, {agree} agree, {disagree} disagree "
              f"({elapsed:.0f}s, {total / max(elapsed, 1e-9):.0f} documents/s, "
              f"{args.jobs} binary jobs)")
        if disagree:
            print(f"  disagreeing documents by class: {dict(classes.most_common())}")
        print(f"  graphql-core: {ref_valid} valid, {total - ref_valid} invalid; "
              f"rule attribution checked against one-rule runs on {attribution_checked} "
              f"documents, {attribution_bad} mismatches")
        print("  slowest single validations: " + "; ".join(
            f"{side} {seconds:.1f}s ({size} characters; {mutations})"
            for seconds, side, size, mutations in slowest))
        if ref_crashes:
            print(f"  graphql-core raised inside a rule (that rule not compared): "
                  f"{sum(ref_crashes.values())}x")
            for text, count in ref_crashes.most_common(5):
                print(f"    {count}x {text}")
        if warnings:
            print(f"  our warnings (ignored): {warnings}")
        print("  documents per rule (graphql-core / ours):")
        for rule in sorted(set(ref_rules) | set(our_rules)):
            print(f"    {rule:34} {ref_rules[rule]:6} / {our_rules[rule]:6}")
        if generator_bugs:
            print(f"  GENERATOR BUGS: {len(generator_bugs)}, e.g. {generator_bugs[0]}")
        if message_diffs:
            print(f"  info (not a disagreement): {sum(message_diffs.values())} errors with the same "
                  f"rule and locations but other wording ({len(message_diffs)} kinds):")
            for key, count in message_diffs.most_common(25):
                a, b = message_examples[key]
                print(f"    {count}x {key[0]}\n      graphql-core: {a}\n      ours:         {b}")

        for sig, count in sorted(sig_counts.items(), key=lambda kv: -kv[1]):
            kind, rule, note = sig
            print(f"\n[{count}x] {kind}: {rule}" + (f" ({note})" if note else ""))
            for case in by_sig[sig]:
                text, ref, ours = shrink(runner, case, sig, args.shrink_seconds)
                case.shrunk = text
                print(f"  mutations: {', '.join(case.mutations) or '(none)'}; "
                      f"schema {os.path.basename(schemas[case.schema_index][0])}")
                lines = text.splitlines()
                if len(text) > 4000 or len(lines) > 80:
                    shown = lines[:30] + [f"... ({len(lines) - 40} lines, {len(text)} characters "
                                          f"in all; --keep-failures writes it whole) ..."] + lines[-10:]
                    lines = [l if len(l) <= 300 else l[:300] + "..." for l in shown]
                print("    document:\n" + "\n".join("      | " + l for l in lines))
                print("    graphql-core:\n" + describe_verdict(ref))
                print("    ours:\n" + describe_verdict(ours))

        if args.keep_failures:
            os.makedirs(args.keep_failures, exist_ok=True)
            for index, case in enumerate(all_failures):
                stem = os.path.join(args.keep_failures, f"seed{args.seed}-{index:05d}")
                with open(stem + ".graphql", "wb") as f:
                    f.write(case.text.encode("utf-8"))
                meta = {"schema": schemas[case.schema_index][0], "mutations": case.mutations,
                        "differences": [list(d.signature()) for d in case.diffs],
                        "reference": [d.describe() for d in case.ref.diags],
                        "ours": [d.describe() for d in case.ours.diags] or case.ours.crash,
                        "shrunk": case.shrunk}
                with open(stem + ".json", "w", encoding="utf-8") as f:
                    json.dump(meta, f, ensure_ascii=False, indent=1)
        if disagree:
            print(f"\ndisagreeing documents by mutation: {dict(failing_mutations.most_common())}")
        print(f"mutations applied: {dict(mutation_counts.most_common())}")
    finally:
        runner.close()
    return 1 if (disagree or generator_bugs or attribution_bad) else 0


if __name__ == "__main__":
    sys.exit(on_big_stack(main))  # graphql-core recurses
