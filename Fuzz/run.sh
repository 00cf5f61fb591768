#!/usr/bin/env bash
# Runs one fuzz target: bash Fuzz/run.sh TARGET SECONDS
#
# Builds the fuzz package if needed (release, libFuzzer + AddressSanitizer, scratch path
# .build-fuzz), replays Fuzz/regressions/TARGET/*, writes the seeds into the target's corpus
# (Fuzz/.corpus/TARGET, kept between runs), and fuzzes for SECONDS with a 1 s timeout, a
# 2048 MB RSS limit and leak detection. Inputs slower than 100 ms (FUZZ_SLOW_MS) are run
# again on their own; one still that slow is a failure.
#
# Exits 0 when nothing was found; otherwise 1, naming each reproducer. Prints one summary line:
#   fuzz TARGET: ok, N execs in S s (E exec/s), cov C, ft F, corpus K files
#
# Environment: FUZZ_SLOW_MS (100), FUZZ_JOBS (build jobs), FUZZ_NO_BUILD=1 (use the binaries as
# they are), FUZZ_ARGS (more libFuzzer flags), FUZZ_SKIP_KNOWN=1 (keep fuzzing past the crashes
# listed in Sources/FuzzSupport/KnownBugs.swift; their regressions are then reported, not fatal).
set -euo pipefail

usage() { echo "usage: bash Fuzz/run.sh {decode|receiverid|mtproto|webpush|zulip|secretbox|spec|tl} SECONDS" >&2; exit 2; }
[[ $# -eq 2 ]] || usage
target=$1 seconds=$2
case $target in decode|receiverid|mtproto|webpush|zulip|secretbox|spec|tl) ;; *) usage ;; esac
[[ $seconds =~ ^[0-9]+$ ]] || usage

fuzz_dir=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$fuzz_dir")
scratch=$repo/.build-fuzz
slow_ms=${FUZZ_SLOW_MS:-100}

if [[ ${FUZZ_NO_BUILD:-0} != 1 ]]; then
  bash "$fuzz_dir/build.sh"
fi
binary=$scratch/release/fuzz-$target
[[ -x $binary ]] || { echo "fuzz $target: no binary at $binary (build failed?)" >&2; exit 2; }

corpus=$fuzz_dir/.corpus/$target
artifacts=$fuzz_dir/.artifacts/$target
logs=$fuzz_dir/.logs
mkdir -p "$corpus" "$artifacts" "$logs"
log=$logs/$target.log

# Push payloads and web push bodies are refused over 64 KiB: a little more tests that check.
max_len=65600
[[ $target == spec ]] && max_len=20000  # a spec file up to 20 KB (the largest, 30 KB, are cut there)
case $target in
  webpush) dict=$fuzz_dir/dictionaries/webpush.dict ;;
  spec) dict=$fuzz_dir/dictionaries/spec.dict ;;
  tl) dict=$fuzz_dir/dictionaries/tl.dict ;;
  *) dict=$fuzz_dir/dictionaries/json.dict ;;
esac

# Crashes go through libFuzzer's handlers, not the Swift runtime's backtracer (which catches
# the trap first and then trips over AddressSanitizer).
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:symbolize=1}
export FUZZ_ARTIFACTS=$artifacts FUZZ_SLOW_MS=$slow_ms

failed=0
report_crash() {  # $1: log file
  local artifact
  artifact=$(grep -aoE "Test unit written to [^ ]+" "$1" | tail -1 | sed 's/Test unit written to //' || true)
  echo "fuzz $target: FAILED — reproducer: ${artifact:-see $1}" >&2
  grep -aE "^(==[0-9]+==ERROR|SUMMARY|Fatal error|.*fuzz invariant)" "$1" | head -5 >&2 || true
  grep -aE "^ +#[0-9]+ 0x" "$1" | grep -vE "libclang_rt|compiler-rt|fuzzer::|__sanitizer|libc\.so|_start" | head -8 >&2 || true
  [[ -n $artifact ]] && echo "  replay: FUZZ_NO_BUILD=1 bash Fuzz/replay.sh $target $artifact" >&2
  failed=1
}

# 1. Regressions: every saved crash must now pass.
regressions=$fuzz_dir/regressions/$target
if compgen -G "$regressions/*" >/dev/null; then
  for input in "$regressions"/*; do
    if ! FUZZ_SKIP_KNOWN=0 "$binary" -runs=1 -timeout=1 -rss_limit_mb=2048 "$input" >"$logs/$target.regressions.log" 2>&1; then
      if [[ ${FUZZ_SKIP_KNOWN:-0} == 1 ]]; then
        echo "fuzz $target: note: regression $input still fails (a known bug; FUZZ_SKIP_KNOWN=1 goes on)" >&2
        continue
      fi
      echo "fuzz $target: a regression input fails (log: $logs/$target.regressions.log)" >&2
      report_crash "$logs/$target.regressions.log"
      echo "fuzz $target: FAILED, regression $input" && exit 1
    fi
  done
  cp -n "$regressions"/* "$corpus"/ 2>/dev/null || true
fi

# 2. Seeds (named by content: writing them again is a no-op).
python3 "$fuzz_dir/seeds.py" "$target" "$corpus" >/dev/null

# 3. Fuzz.
rm -f "$artifacts"/slow-unit-*
set +e
"$binary" "$corpus" \
  -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -detect_leaks=1 -max_len="$max_len" \
  -dict="$dict" -artifact_prefix="$artifacts/" -print_final_stats=1 -print_pcs=0 \
  ${FUZZ_ARGS:-} >"$log" 2>&1
status=$?
set -e
if [[ $status -ne 0 ]]; then
  report_crash "$log"
fi

# 4. Slow units: a unit flagged under a loaded machine must be slow on its own too (best of 5).
slow_failures=0
for unit in "$artifacts"/slow-unit-*; do
  [[ -e $unit ]] || continue
  best=$(FUZZ_PRINT_TIMES=1 FUZZ_SLOW_MS=1000000 "$binary" -runs=5 "$unit" 2>&1 \
    | awk '/==FUZZ== unit time:/ { t = $4 + 0; if (min == "" || t < min) min = t } END { print (min == "" ? "-1" : min) }')
  if awk -v b="$best" -v l="$slow_ms" 'BEGIN { exit !(b > l) }'; then
    echo "fuzz $target: FAILED — slow unit: $best ms (limit $slow_ms ms), reproducer: $unit" >&2
    slow_failures=$((slow_failures + 1))
    failed=1
  else
    echo "fuzz $target: note: $unit was over $slow_ms ms while fuzzing, $best ms on its own (not counted)" >&2
    rm -f "$unit"
  fi
done

# 5. Summary from libFuzzer's final stats.
done_line=$(grep -aE "^#[0-9]+[[:space:]]+DONE" "$log" | tail -1 || true)
stat() { awk -v key="stat::$1:" '$1 == key { value = $2 } END { print value }' "$log"; }
execs=$(stat number_of_executed_units)
rate=$(stat average_exec_per_sec)
rss=$(stat peak_rss_mb)
cov=$(awk '{ for (i = 1; i < NF; i++) if ($i == "cov:") print $(i + 1) }' <<<"$done_line")
ft=$(awk '{ for (i = 1; i < NF; i++) if ($i == "ft:") print $(i + 1) }' <<<"$done_line")
files=$(find "$corpus" -type f | wc -l)
slow_seen=$(grep -ac "==FUZZ== slow unit" "$log" || true)
result=ok
[[ $failed -ne 0 ]] && result=FAILED
echo "fuzz $target: $result, ${execs:-?} execs in $seconds s (${rate:-?} exec/s), cov ${cov:-?}, ft ${ft:-?}, corpus $files files, peak rss ${rss:-?} MB, slow units ${slow_failures} (flagged under load: ${slow_seen})"
exit $failed
