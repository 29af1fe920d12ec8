#!/usr/bin/env bash
# Generates the Swift of the benchmark corpus (2,000 of GitHub's documents against its schema:
# unions, interfaces, custom scalars, @connection, @refetchable) and type-checks all of it as
# one module in Swift 6 mode against the `Relay` runtime. Any error or warning fails the run:
# generated code must compile cleanly in a user's project, not only in the example app.
# Usage: scripts/typecheck-corpus.sh [INPUTS]   (about a minute and a half on 2 cores)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
inputs=${1:-$(cd "$root/.." && pwd)/shared/bench-inputs}
cd "$root"
swift build --product relay-swift-compiler > /dev/null
swift build --target Relay > /dev/null
bin=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export RELAY_SWIFT_COMPILER_CACHE=$work/cache

# The compiler's own warnings (custom scalars left unmapped, read as String) are expected here.
"$bin/relay-swift-compiler" --schema "$inputs/github-schema.valid.graphql" \
    --src "$inputs/github-ops-2000/graphql" --artifact-directory "$work/generated" > /dev/null 2>&1
count=$(find "$work/generated" -name '*.swift' | wc -l)
echo "generated $count files, $(du -sh "$work/generated" | cut -f1)"

swiftc -typecheck -wmo -swift-version 6 -module-name GeneratedCorpus -I "$bin/Modules" \
    "$work"/generated/*.swift > "$work/diagnostics" 2>&1 || true
if [ -s "$work/diagnostics" ]; then
    head -n 40 "$work/diagnostics"
    echo "typecheck-corpus: $(grep -cE ': (error|warning):' "$work/diagnostics") errors and warnings" >&2
    exit 1
fi
echo "typecheck-corpus: $count files type-check in Swift 6 mode, no errors or warnings"
