#!/usr/bin/env bash
# What an extension pays for PushSpec: builds footprint-pushspec (decrypt, decode and render one
# MTProto push), footprint-state (the same push through the notification state, as an extension
# takes it: NotificationStore.presentation(of:statePath:…)) and footprint-baseline (reads the same
# files, nothing of PushSpec) in release with the Swift runtime linked in, strips them, and prints
# their sizes and, medians of RUNS runs, the dirty memory each holds at exit (Private_Dirty and
# Anonymous of /proc/self/smaps_rollup, read by the program itself: what iOS counts against an
# extension) beside peak RSS (which also counts the resident pages of the binary). footprint-state
# runs on an empty state and on one of STATE_SIZE notifications (limits 25 × 25), each run on a
# fresh copy (the push changes it).
#
# usage: bash Benchmarks/Footprint/footprint.sh [extra `swift build` flags]
#        PUSHSPEC_CRYPTO=portable bash Benchmarks/Footprint/footprint.sh --scratch-path /tmp/footprint-portable
#        (PushSpec's Portable crypto backend: swift-crypto instead of OpenSSL and libsodium)
# Environment: RUNS (default 3), STATE_SIZE (default 1000000), FOOTPRINT_STATES (where the states
# are kept from run to run, default /tmp/pushspec-footprint-states; the large one is made once,
# by footprint-make-state, which takes minutes).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
runs=${RUNS:-3}
size=${STATE_SIZE:-1000000}
states=${FOOTPRINT_STATES:-/tmp/pushspec-footprint-states}
work=$(mktemp -d "${TMPDIR:-/tmp}/pushspec-footprint.XXXXXX")
trap 'rm -rf "$work"' EXIT
python3 - "$root/Examples/payloads/keyring.json" "$work/secret" <<'PY'
import json, sys
open(sys.argv[2], "w").write(json.load(open(sys.argv[1]))["telegram"][0]["secret"])
PY
head -n 1 "$root/Examples/payloads/telegram-encrypted.ndjson" >"$work/push.json"
nice -n 5 swift build --package-path "$here" -c release --static-swift-stdlib "$@" >"$work/build.txt" 2>&1 || { cat "$work/build.txt"; exit 1; }
bin=$(swift build --package-path "$here" -c release --static-swift-stdlib "$@" --show-bin-path)

# The states, made through the library: empty (the API on) every time, the large one once.
mkdir -p "$states"
rm -f "$states/empty.sqlite"*
"$bin/footprint-make-state" "$states/empty.sqlite" 0
if [[ ! -f $states/state-$size.sqlite ]]; then
  rm -f "$states/state-$size.sqlite"*
  start=$(date +%s)
  nice -n 5 "$bin/footprint-make-state" "$states/part.sqlite" "$size"
  for suffix in "" -wal -shm; do [[ -f $states/part.sqlite$suffix ]] && mv "$states/part.sqlite$suffix" "$states/state-$size.sqlite$suffix"; done
  echo "made a state of $size notifications in $(( $(date +%s) - start )) s: $(du -h "$states/state-$size.sqlite" | cut -f1)"
fi
# Written out: a page of a file not yet written back (a binary just linked, a state just copied)
# that a process maps counts as its Private_Dirty.
sync

# One run of a program: "Private_Dirty Anonymous peak-RSS" in kB; its output in $work/out.
run() {
  /usr/bin/time -f '%M' -o "$work/time" "$@" >"$work/out" 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  echo "$(awk '/^Private_Dirty/ { print $2, $4 }' "$work/err") $(tail -1 "$work/time")"
}
# The median of each column of RUNS runs, in MB: "Private_Dirty Anonymous peak-RSS".
measure() {
  local state=$1; shift
  for _ in $(seq "$runs"); do
    if [[ -n $state ]]; then
      rm -f "$work/copy.sqlite"*
      # The file and its WAL (persistent: it may hold the last commits).
      for suffix in "" -wal; do [[ -f $state$suffix ]] && cp "$state$suffix" "$work/copy.sqlite$suffix"; done
      sync
    fi
    run "$@"
  done >"$work/runs"
  for column in 1 2 3; do
    cut -d ' ' -f "$column" "$work/runs" | sort -n | sed -n "$(( (runs + 1) / 2 ))p"
  done | awk '{ printf "%8.1f MB ", $1 / 1024 }'
}

printf '%-32s %9s %9s %13s %11s %11s  %s\n' executable size stripped Private_Dirty Anonymous "peak RSS" output
row() {
  local label=$1 name=$2 state=$3; shift 3
  cp "$bin/$name" "$work/$name"
  strip "$work/$name"
  local figures
  figures=$(measure "$state" "$bin/$name" "$work/secret" "$work/push.json" "$@")
  printf '%-32s %6.1f MB %6.1f MB %s  %s\n' "$label" \
    "$(echo "$(stat -c %s "$bin/$name") / 1048576" | bc -l)" "$(echo "$(stat -c %s "$work/$name") / 1048576" | bc -l)" \
    "$figures" "$(tr '\n' ' ' <"$work/out")"
}
row footprint-baseline footprint-baseline ""
row footprint-pushspec footprint-pushspec ""
row "footprint-state, empty state" footprint-state "$states/empty.sqlite" "$work/copy.sqlite"
row "footprint-state, $size notif." footprint-state "$states/state-$size.sqlite" "$work/copy.sqlite"
