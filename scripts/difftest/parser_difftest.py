#!/usr/bin/env python3
"""Differential test of relay-swift-compiler's GraphQL parser against graphql-core.

Generates random valid GraphQL documents (October 2021 grammar plus lexical
noise), mutates most of them at token and character level, and checks that
our parser and graphql-core 3.2 agree on accept/reject and, when both reject,
on the line:column of the first syntax error.  See README.md.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from gqlgen import generate  # noqa: E402
from harness import (on_big_stack, ACCEPT_REJECT_KINDS, AGREE, LOCATION, WE_CRASH, Binary,  # noqa: E402
                     Result, classify, message_template, reference_parse,
                     signature)
from mutate import make_input  # noqa: E402


@dataclass
class Case:
    text: str
    origin: str
    ref: Result
    ours: Result
    kind: str
    shrunk: str | None = None


def evaluate(binary: Binary, texts: list[str], raw_locations: bool) -> list[tuple[Result, Result]]:
    """Run both parsers over ``texts``; the binary works while Python parses."""
    pending = binary.start(texts)
    refs = [reference_parse(t, raw_locations).result for t in texts]
    ours = pending.wait()
    return list(zip(refs, ours))


def shrink(binary: Binary, text: str, sig: tuple, raw_locations: bool,
           budget_seconds: float) -> str:
    """Greedy delta debugging: delete chunks of characters while ``sig`` persists."""

    def same(ref: Result, ours: Result) -> bool:
        kind = classify(ref, ours)
        return kind != AGREE and signature(kind, ref, ours) == sig

    deadline = time.monotonic() + budget_seconds
    chunk = max(1, len(text) // 2)
    while chunk >= 1 and time.monotonic() < deadline:
        starts = list(range(0, len(text), chunk))
        candidates = [text[:s] + text[s + chunk:] for s in starts]
        if sig[0] == WE_CRASH:
            # A crashing candidate kills the whole batch and forces a bisection,
            # so test crash candidates one at a time and stop at the first hit.
            passing = []
            for start, candidate in zip(starts, candidates):
                (r, o), = evaluate(binary, [candidate], raw_locations)
                if same(r, o):
                    passing = [start]
                    break
        else:
            verdicts = [same(r, o) for r, o in evaluate(binary, candidates, raw_locations)]
            passing = [s for s, ok in zip(starts, verdicts) if ok]
        if not passing:
            chunk //= 2
            continue
        # Try deleting every passing chunk at once; fall back to the first one.
        if len(passing) > 1:
            keep = set(passing)
            combined = "".join(text[s:s + chunk] for s in starts if s not in keep)
            (r, o), = evaluate(binary, [combined], raw_locations)
            if same(r, o):
                text = combined
                chunk = min(chunk, max(1, len(text) // 2))
                continue
        text = candidates[starts.index(passing[0])]
        chunk = min(chunk, max(1, len(text) // 2))
    return text


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", required=True, help="path to relay-swift-compiler")
    parser.add_argument("--count", type=int, default=20000, help="number of inputs")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--batch", type=int, default=2000, help="files per binary invocation")
    parser.add_argument("--keep-failures", metavar="DIR",
                        help="write every disagreement (original and shrunk) to DIR")
    parser.add_argument("--examples", type=int, default=3,
                        help="minimal examples shown per kind of disagreement")
    parser.add_argument("--shrink-seconds", type=float, default=60.0,
                        help="time budget for shrinking one example")
    parser.add_argument("--raw-reference-locations", action="store_true",
                        help="use graphql-core's .locations[0] as is (it miscounts lines, "
                             "see README) instead of recomputing from its error offset")
    args = parser.parse_args()

    with open(args.binary, "rb") as f:
        binary_sha = hashlib.sha256(f.read()).hexdigest()[:16]
    print(f"binary {args.binary} sha256:{binary_sha}; seed {args.seed}; count {args.count}",
          flush=True)

    rng = random.Random(args.seed)
    binary = Binary(args.binary)
    started = time.monotonic()
    kinds: Counter[str] = Counter()
    origins: Counter[str] = Counter()
    ref_statuses: Counter[str] = Counter()
    ref_crash_messages: Counter[str] = Counter()
    quirks = 0
    message_diffs: Counter[tuple[str, str]] = Counter()
    generator_bugs: list[str] = []
    by_sig: dict[tuple, list[Case]] = defaultdict(list)
    sig_counts: Counter[tuple] = Counter()
    all_failures: list[Case] = []
    done = 0
    try:
        while done < args.count:
            size = min(args.batch, args.count - done)
            texts, labels = [], []
            for _ in range(size):
                doc = generate(rng)
                base = doc.text
                check = reference_parse(base)
                if check.result.status != "accept":
                    generator_bugs.append(f"{base!r}: {check.result.describe()}")
                text, origin = make_input(doc, rng)
                texts.append(text)
                labels.append(origin)
            pending = binary.start(texts)
            refs = [reference_parse(t, args.raw_reference_locations) for t in texts]
            ours = pending.wait()
            for text, origin, ref, our in zip(texts, labels, refs, ours):
                ref_statuses[ref.result.status] += 1
                if ref.result.status == "crash":
                    ref_crash_messages[ref.result.message.split(":")[0]] += 1
                if (ref.raw_location is not None
                        and ref.raw_location != (ref.result.line, ref.result.column)):
                    quirks += 1
                kind = classify(ref.result, our)
                kinds[kind] += 1
                if kind == AGREE and our.status == "reject" and ref.result.status == "reject":
                    pair = (message_template(ref.result.message), message_template(our.message))
                    if pair[0] != pair[1]:
                        message_diffs[pair] += 1
                if kind == AGREE:
                    continue
                origins[origin.split("+")[0]] += 1
                case = Case(text, origin, ref.result, our, kind)
                sig = signature(kind, ref.result, our)
                sig_counts[sig] += 1
                all_failures.append(case)
                # Keep the shortest few originals of each kind for shrinking.
                bucket = by_sig[sig]
                bucket.append(case)
                bucket.sort(key=lambda c: len(c.text))
                del bucket[args.examples:]
            done += size
            print(f"  {done}/{args.count} inputs, {done - kinds[AGREE]} disagreements "
                  f"({time.monotonic() - started:.0f}s)", file=sys.stderr, flush=True)

        agree = kinds[AGREE]
        accept_reject = sum(kinds[k] for k in ACCEPT_REJECT_KINDS)
        location = kinds[LOCATION]
        crashes = kinds[WE_CRASH]
        disagree = args.count - agree
        print(f"parser differential: {args.count} inputs, {agree} agree, {disagree} disagree "
              f"(accept/reject: {accept_reject}, location: {location}"
              + (f", our crashes: {crashes}" if crashes else "")
              + f"), {ref_statuses['crash']} reference crashes")
        print(f"  reference outcomes: {ref_statuses['accept']} accepted, "
              f"{ref_statuses['reject']} rejected, {ref_statuses['crash']} crashed "
              f"{dict(ref_crash_messages) or ''}")
        if not args.raw_reference_locations:
            print(f"  graphql-core .locations[0] differs from the spec line:column in "
                  f"{quirks} rejections (str.splitlines quirk; spec location used)")
        if message_diffs:
            print(f"  info (not a disagreement): {sum(message_diffs.values())} same-location "
                  f"rejections with differently worded messages; most common:")
            for (ref_msg, our_msg), count in message_diffs.most_common(5):
                print(f"    {count}x  graphql-core: {ref_msg!r}  ours: {our_msg!r}")
        if generator_bugs:
            print(f"  GENERATOR BUGS: {len(generator_bugs)} generated documents rejected "
                  f"by graphql-core, e.g. {generator_bugs[0]}")

        for sig, count in sorted(sig_counts.items(), key=lambda kv: -kv[1]):
            kind, ref_part, ours_part = sig
            print(f"\n[{count}x] {kind}\n    reference: {ref_part}\n    ours:      {ours_part}")
            for case in by_sig[sig]:
                small = shrink(binary, case.text, sig, args.raw_reference_locations,
                               args.shrink_seconds)
                (ref, our), = evaluate(binary, [small], args.raw_reference_locations)
                print(f"  input: {small!r}")
                print(f"    graphql-core: {ref.describe()}")
                status, _ = binary.exit_status(small)
                expected = 1 if our.status == "reject" else 0
                note = "" if status == expected else f"  [EXIT STATUS {status}, expected {expected}]"
                print(f"    ours:         {our.describe()}{note}")
                case.shrunk = small

        if binary.exit_zero_with_errors:
            checked = sorted(set(binary.exit_zero_with_errors), key=len)[:args.examples * 3]
            confirmed = []
            for text in checked:
                status, lines = binary.exit_status(text)
                if status == 0 and lines:
                    confirmed.append((text, lines[0]))
            print(f"\n[exit status] batches exited 0 although they printed error "
                  f"diagnostics; {len(confirmed)} of {len(checked)} rechecked files "
                  f"reproduce it alone")
            for text, line in confirmed[:args.examples]:
                shown = text if len(text) <= 300 else text[:150] + "..." + text[-60:]
                print(f"  input ({len(text)} chars): {shown!r}\n    ours: {line}")

        if args.keep_failures:
            os.makedirs(args.keep_failures, exist_ok=True)
            for index, case in enumerate(all_failures):
                stem = os.path.join(args.keep_failures, f"seed{args.seed}-{index:05d}")
                with open(stem + ".graphql", "wb") as f:
                    f.write(case.text.encode("utf-8"))
                meta = {"kind": case.kind, "origin": case.origin,
                        "reference": case.ref.describe(), "ours": case.ours.describe(),
                        "shrunk": case.shrunk}
                with open(stem + ".json", "w") as f:
                    json.dump(meta, f, ensure_ascii=False, indent=1)
        if disagree:
            print(f"\ndisagreements by mutation: {dict(origins)}")
    finally:
        binary.close()
    return 1 if (disagree or generator_bugs) else 0


if __name__ == "__main__":
    # graphql-core's parser is recursive: room for deeply nested inputs.
    sys.exit(on_big_stack(main))
