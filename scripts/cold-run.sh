#!/usr/bin/env bash
# The command line's cold run on the corpus beside gqlparser's (issue 6), run by run in turn:
# ours compiles the 2,000 Swift files into a new empty artifact folder each time (with no
# up-to-date stamp); gqlparser's benchmark, cold (`--once`), only parses and validates. Then
# a second run of ours with nothing changed. Prints each run's wall seconds and peak resident
# memory, then the medians.
# Usage: scripts/cold-run.sh [RUNS] [INPUTS]
# The artifact folders go below $COLD_RUN_DIR (default /dev/shm, a RAM disk, where it exists):
# on a disk, creating 2,000 files costs what the file system makes it cost (ext4 slows to a
# crawl allocating inodes near many just deleted), which says little about the compiler.
# Needs a release build (as the README installs it: `swift build -c release --product
# relay-swift-compiler --static-swift-stdlib`), /usr/bin/time, and ../shared/bench/setup.sh's
# gqlparser-bench.
set -euo pipefail
runs=${1:-5}
root=$(cd "$(dirname "$0")/.." && pwd)
inputs=${2:-$(cd "$root/.." && pwd)/shared/bench-inputs}
compiler=$root/.build/release/relay-swift-compiler
gqlparser=$(cd "$root/.." && pwd)/shared/bench/peers/gqlparser/.build/gqlparser-bench
default_dir=/dev/shm
[ -d "$default_dir" ] || default_dir=${TMPDIR:-/tmp}
work=$(mktemp -d "${COLD_RUN_DIR:-$default_dir}/cold-run.XXXXXX")
trap 'rm -rf "$work"' EXIT
export RELAY_SWIFT_COMPILER_CACHE=$work/cache

# ours OUTPUT [BINARY]
ours() {
    /usr/bin/time -f "%e %M" -o "$work/time" "${2:-$compiler}" --schema "$inputs/github-schema.valid.graphql" \
        --src "$inputs/github-ops-2000/swift" --artifact-directory "$1" > /dev/null 2>&1
    cat "$work/time"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

: > "$work/ours"
: > "$work/baseline"
: > "$work/peer"
: > "$work/again"
for run in $(seq "$runs"); do
    rm -rf "$work/cache"
    mkdir "$work/out$run"
    ours "$work/out$run" | tee -a "$work/ours" | sed "s/^/relay-swift cold, run $run: /"
    if [ -n "${BASELINE:-}" ]; then
        # Its own cache folder, so that ours keeps its up-to-date stamp for the runs below.
        RELAY_SWIFT_COMPILER_CACHE=$work/baseline-cache ours "$work/baseline$run" "$BASELINE" \
            | tee -a "$work/baseline" | sed "s/^/baseline cold, run $run: /"
        rm -rf "$work/baseline-cache" "$work/baseline$run"
    fi
    /usr/bin/time -f "%e %M" -o "$work/time" "$gqlparser" --inputs "$inputs" --once > /dev/null 2>&1
    tee -a "$work/peer" < "$work/time" | sed "s/^/gqlparser cold, run $run: /"
done
# The last cold run left its up-to-date stamp: each of these finds nothing to do.
for run in $(seq "$runs"); do
    ours "$work/out$runs" | tee -a "$work/again" | sed "s/^/relay-swift, nothing changed, run $run: /"
done
names="ours peer again"
[ -n "${BASELINE:-}" ] && names="ours baseline peer again"
for name in $names; do
    echo "median $name: $(cut -d' ' -f1 "$work/$name" | median) s, $(cut -d' ' -f2 "$work/$name" | median) KB"
done
