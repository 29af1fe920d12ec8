#!/usr/bin/env bash
# The command line on a project in the middle of a big change: the corpus's 2,000 `.graphql`
# files with the fragments of the first 1,000 renamed (`Name` to `NameX`), so that 1,541
# spreads name a fragment that no longer exists and each is reported with the names it might
# have meant (Relay's "Did you mean …?", from 1,597 fragments). Prints the wall seconds and
# the count of such reports, for each run.
# Usage: scripts/error-run.sh [RUNS] [INPUTS] [BINARY]
# Needs a release build (as the README installs it) and /usr/bin/time.
set -euo pipefail
runs=${1:-3}
root=$(cd "$(dirname "$0")/.." && pwd)
inputs=${2:-$(cd "$root/.." && pwd)/shared/bench-inputs}
compiler=${3:-$root/.build/release/relay-swift-compiler}
work=$(mktemp -d "${TMPDIR:-/tmp}/error-run.XXXXXX")
trap 'rm -rf "$work"' EXIT

mkdir "$work/src"
cp "$inputs"/github-ops-2000/graphql/*.graphql "$work/src/"
files=("$work"/src/*.graphql)
sed -i 's/^fragment \([A-Za-z0-9_]*\) /fragment \1X /' "${files[@]:0:1000}"

for _ in $(seq "$runs"); do
    rm -rf "$work/out"
    /usr/bin/time -f "%e" -o "$work/time" "$compiler" --schema "$inputs/github-schema.valid.graphql" \
        --src "$work/src" --artifact-directory "$work/out" > "$work/report" 2>&1 || true
    echo "$(tail -1 "$work/time") s, $(grep -c "Undefined fragment .*Did you mean" "$work/report") reports with suggestions"
done
