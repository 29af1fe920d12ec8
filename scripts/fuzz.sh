#!/usr/bin/env bash
# Builds and runs one libFuzzer target (Swift's -sanitize=fuzzer, with AddressSanitizer).
#   scripts/fuzz.sh --list              the target names
#   scripts/fuzz.sh TARGET SECONDS      fuzz TARGET for SECONDS; non-zero on a crash, a timeout
#                                       (over 1 s for one input) or running out of memory
# Each target is Fuzz/Targets/TARGET.swift compiled together with the modules it names in
# Fuzz/Targets/TARGET.modules; its seeds are Fuzz/Corpus/TARGET and the repository files that
# Fuzz/Targets/TARGET.seeds names, if any (new inputs found are added to a scratch copy under
# .build-fuzz/, never to the checked-in seeds). Fuzz/Targets/TARGET.options, if present, holds
# extra libFuzzer flags, each with a comment saying why.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--list" ]; then
    for target in Fuzz/Targets/*.swift; do basename "$target" .swift; done
    exit 0
fi
[ $# -eq 2 ] || { echo "usage: scripts/fuzz.sh --list | scripts/fuzz.sh TARGET SECONDS" >&2; exit 2; }
target=$1 seconds=$2
[ -f "Fuzz/Targets/$target.swift" ] || { echo "fuzz.sh: no target '$target' (see --list)" >&2; exit 2; }

work=.build-fuzz/$target
mkdir -p "$work/corpus" "$work/artifacts"
modules=$(cat "Fuzz/Targets/$target.modules")
sources=()
flags=()
for module in $modules; do
    # Each module is compiled on its own into the work folder, then linked with the target.
    find "Sources/$module" -name '*.swift' > "$work/$module.sources"
    swiftc -parse-as-library -O -g -sanitize=fuzzer,address -package-name relay_swift -module-name "$module" -emit-module \
        -emit-module-path "$work/$module.swiftmodule" -emit-object -wmo -o "$work/$module.o" \
        -I "$work" $(cat "$work/$module.sources")
    sources+=("$work/$module.o")
    flags+=(-I "$work")
done
swiftc -parse-as-library -O -g -sanitize=fuzzer,address -package-name relay_swift "${flags[@]}" "Fuzz/Targets/$target.swift" \
    "${sources[@]}" -o "$work/fuzzer"

cp -n "Fuzz/Corpus/$target"/* "$work/corpus/" 2>/dev/null || true
if [ -f "Fuzz/Targets/$target.seeds" ]; then
    for seed in $(cat "Fuzz/Targets/$target.seeds"); do cp -n "$seed" "$work/corpus/seed-${seed//\//-}"; done
fi
options=()
if [ -f "Fuzz/Targets/$target.options" ]; then
    options=($(grep -v '^#' "Fuzz/Targets/$target.options"))
fi
# Without leak detection per input, AddressSanitizer's own check at exit is off too.
if [[ " ${options[*]} " == *" -detect_leaks=0 "* ]]; then export ASAN_OPTIONS=detect_leaks=0; fi
"$work/fuzzer" "$work/corpus" -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 \
    -artifact_prefix="$work/artifacts/" -print_final_stats=1 "${options[@]}"
