#!/usr/bin/env bash
# Counts the instructions one bench phase executes (callgrind: repeatable on a busy machine).
# Usage: scripts/count-instructions.sh PHASE [INPUTS]   (needs a release build and valgrind)
# Prints instructions per call of the phase: (warm-up + 1 timed call - the no-phase baseline) / 2.
set -euo pipefail
phase=$1
inputs=${2:-$(cd "$(dirname "$0")/../.." && pwd)/shared/bench-inputs}
binary=$(dirname "$0")/../.build/release/relay-swift-compiler
export SWIFT_DETERMINISTIC_HASHING=1
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" bench --inputs "$inputs" --runs 1 --only "$1" 2>&1 \
        | sed -n 's/.*refs: *//p' | tr -d ,
}
base=$(count none)
with=$(count "$phase")
echo "$phase: $(( (with - base) / 2 )) instructions per call"
