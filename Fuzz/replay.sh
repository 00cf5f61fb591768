#!/usr/bin/env bash
# Runs one fuzz target on saved inputs, with a full stack trace on a crash:
#   bash Fuzz/replay.sh TARGET FILE...
# (builds first unless FUZZ_NO_BUILD=1). Exit status 0: every input passed.
set -euo pipefail
[[ $# -ge 2 ]] || { echo "usage: bash Fuzz/replay.sh TARGET FILE..." >&2; exit 2; }
fuzz_dir=$(cd "$(dirname "$0")" && pwd)
target=$1; shift
[[ ${FUZZ_NO_BUILD:-0} == 1 ]] || bash "$fuzz_dir/build.sh" >&2
export SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:symbolize=1}
FUZZ_PRINT_TIMES=${FUZZ_PRINT_TIMES:-1} exec "$(dirname "$fuzz_dir")/.build-fuzz/release/fuzz-$target" -runs=1 -timeout=1 -rss_limit_mb=2048 "$@"
