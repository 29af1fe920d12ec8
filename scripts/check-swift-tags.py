#!/usr/bin/env python3
"""Checks SwiftTagScanner against a simple reference on a folder of Swift files.

    scripts/check-swift-tags.py [FOLDER]     (default: ../shared/bench-inputs/github-ops-2000/swift)

The reference is the benchmark peers' regex, graphql\\(\\s*\"\"\"\\n?(.*?)\"\"\"\\s*\\), less the line
break before the closing line (not part of a Swift multi-line string's value), with the text's
start line and column (Unicode scalars) counted from the match. It knows no comments,
escapes or indentation, so it only agrees with the scanner on files without them: the
corpus is such a folder. The scanner's side is scripts/swift-tags-dump.swift, compiled here with
the modules it needs (like scripts/fuzz.sh; nothing is added to the package). Not run in CI.
Exits non-zero on any difference.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build-check")
TAG = re.compile(rb'graphql\(\s*"""\n?(.*?)"""\s*\)', re.S)


def build_dumper():
    os.makedirs(WORK, exist_ok=True)
    objects = []
    for module in ["GraphQLSyntax", "GraphQLSchema", "RelayCompilerDriver"]:
        sources = sorted(
            os.path.join(folder, name)
            for folder, _, names in os.walk(os.path.join(ROOT, "Sources", module))
            for name in names if name.endswith(".swift"))
        obj = os.path.join(WORK, module + ".o")
        subprocess.run(
            ["swiftc", "-parse-as-library", "-O", "-wmo", "-module-name", module, "-emit-module",
             "-emit-module-path", os.path.join(WORK, module + ".swiftmodule"), "-emit-object", "-o", obj,
             "-I", WORK, *sources], check=True)
        objects.append(obj)
    dumper = os.path.join(WORK, "swift-tags-dump")
    subprocess.run(
        ["swiftc", "-parse-as-library", "-O", "-I", WORK, os.path.join(ROOT, "scripts", "swift-tags-dump.swift"),
         *objects, "-o", dumper], check=True)
    return dumper


def reference(folder):
    tags = []
    for name in sorted(n for n in os.listdir(folder) if n.endswith(".swift")):
        data = open(os.path.join(folder, name), "rb").read()
        for match in TAG.finditer(data):
            start = match.start(1)
            # Swift's value ends before the line break that precedes the closing line.
            body, newline, closing_line = match.group(1).rpartition(b"\n")
            if not newline or closing_line.strip(b" \t"):
                body = match.group(1)
            line_start = data.rfind(b"\n", 0, start) + 1
            tags.append({
                "file": name, "offset": start, "line": data.count(b"\n", 0, start) + 1,
                "column": len(data[line_start:start].decode("utf-8")) + 1,
                "text": body.decode("utf-8")})
    return tags


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        ROOT, "..", "shared", "bench-inputs", "github-ops-2000", "swift")
    output = subprocess.run([build_dumper(), folder], check=True, capture_output=True, text=True).stdout
    found = [json.loads(line) for line in output.splitlines()]
    problems = [entry for entry in found if "diagnostic" in entry]
    scanned = [entry for entry in found if "diagnostic" not in entry]
    expected = reference(folder)
    for entry in problems:
        print(f"diagnostic in {entry['file']}: {entry['diagnostic']}")
    differences = 0
    for ours, theirs in zip(scanned, expected):
        if ours != theirs:
            differences += 1
            if differences <= 5:
                print(f"differs:\n  scanner:   {ours}\n  reference: {theirs}")
    differences += abs(len(scanned) - len(expected))
    print(f"scanner: {len(scanned)} tags, reference: {len(expected)} tags, "
          f"{differences} differences, {len(problems)} diagnostics")
    return 1 if differences or problems else 0


if __name__ == "__main__":
    sys.exit(main())
