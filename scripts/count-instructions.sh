#!/usr/bin/env bash
# Counts the instructions one bench phase executes (callgrind: repeatable on a busy machine).
# Usage: scripts/count-instructions.sh PHASE [INPUTS]   (needs a release build and valgrind)
# Prints instructions per call of the phase: the count of a run with two timed calls less that
# of a run with one. A run without the phase is no baseline: the bench may still compute the
# phase's result untimed for later phases (the documents of `ops.parse`). Untimed work done for
# each call is counted with it (`runtime.mutate` prepares a store per call).
set -euo pipefail
phase=$1
inputs=${2:-$(cd "$(dirname "$0")/../.." && pwd)/shared/bench-inputs}
binary=$(dirname "$0")/../.build/release/relay-swift-compiler
export SWIFT_DETERMINISTIC_HASHING=1
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" bench --inputs "$inputs" --runs "$1" \
        --only "$phase" 2>&1 | sed -n 's/.*refs: *//p' | tr -d ,
}
one=$(count 1)
two=$(count 2)
echo "$phase: $((two - one)) instructions per call"
