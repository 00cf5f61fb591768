#!/usr/bin/env bash
# What one input costs a process as the notification state grows (issue 33): a state of N
# notifications in N/2 private chats (limits 25 × 25) is built with `pushspec notifications
# apply`, then each command runs in a fresh process against it and against an empty state,
# and prints its peak memory (RSS) and wall time (of /usr/bin/time and the command), the medians
# of RUNS runs.
#   bash Benchmarks/StateAtSize/run.sh [N...]     (default: 100000)
# Environment: PUSHSPEC (the CLI, with pushspec-notifications beside it; default: a release build
# of this package), RUNS (default 5),
# STATE_WORK (default /tmp/pushspec-state-at-size).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=${STATE_WORK:-/tmp/pushspec-state-at-size}
runs=${RUNS:-5}
mkdir -p "$work"
if [[ -z ${PUSHSPEC:-} ]]; then
  # `pushspec notifications` runs `pushspec-notifications`, built beside it.
  swift build -c release --package-path "$root" --product pushspec >/dev/null
  swift build -c release --package-path "$root" --product pushspec-notifications >/dev/null
  PUSHSPEC="$root/.build/release/pushspec"
fi

# Two messages in each of N/2 private chats, dated in order.
pushes() {
  python3 - "$1" <<'PY'
import json, sys
n = int(sys.argv[1])
for i in range(n):
    chat, message = 1_000_000 + i // 2, 1 + i % 2
    print(json.dumps({"date": 1_700_000_000 + i, "loc_key": "MESSAGE_TEXT", "loc_args": [f"User {chat}", f"Message {message}"],
                      "custom": {"from_id": str(chat), "msg_id": str(message)}}, separators=(",", ":")))
PY
}
new_push='{"date":1800000000,"loc_key":"MESSAGE_TEXT","loc_args":["New","Hello"],"custom":{"from_id":"42","msg_id":"7"}}'
read_shown='{"loc_key":"READ_HISTORY","custom":{"from_id":"CHAT","max_id":"2"}}'

# The median peak RSS (MB) and wall time (s) of RUNS runs of a command on a copy of a state.
measure() {
  local state=$1; shift
  local rss=() wall=()
  for _ in $(seq "$runs"); do
    rm -f "$work/copy.sqlite"*
    # The file and its WAL (persistent: it may hold the last commits).
    for suffix in "" -wal; do [[ -f $state$suffix ]] && cp "$state$suffix" "$work/copy.sqlite$suffix"; done
    # The copy written out before the clock starts: the disk's writeback would slow the command.
    sync
    local out start
    start=$(date +%s%N)
    out=$( { /usr/bin/time -f '%M' "$@" >/dev/null; } 2>&1 | tail -1 )
    rss+=("$out"); wall+=("$(( ($(date +%s%N) - start) / 1000 ))")
  done
  local r w
  r=$(printf '%s\n' "${rss[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
  w=$(printf '%s\n' "${wall[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
  awk -v r="$r" -v w="$w" 'BEGIN { printf "%6.1f MB %7.1f ms", r / 1024, w / 1000 }'
}

row() {
  local name=$1 empty=$2 full=$3; shift 3
  # Once untimed, on a copy of each state: a command that fails is not measured.
  local state
  for state in "$empty" "$full"; do
    rm -f "$work/copy.sqlite"*
    for suffix in "" -wal; do [[ -f $state$suffix ]] && cp "$state$suffix" "$work/copy.sqlite$suffix"; done
    if "$@" | grep -q '"error"'; then echo "error: $* fails on $state" >&2; exit 1; fi
  done
  printf '| %-44s | %s | %s |\n' "$name" "$(measure "$empty" "$@")" "$(measure "$full" "$@")"
}

for n in ${@:-100000}; do
  state="$work/state-$n.sqlite"
  empty="$work/empty.sqlite"
  rm -f "$empty"*
  "$PUSHSPEC" notifications configure --state "$empty" --group-count-max 25 --group-size-max 25 >/dev/null
  if [[ ! -f $state ]]; then
    rm -f "$state"*
    cp "$empty" "$state"
    pushes "$n" >"$work/pushes-$n.ndjson"
    start=$(date +%s%N)
    "$PUSHSPEC" notifications apply --state "$state" "$work/pushes-$n.ndjson" >/dev/null
    echo "built $n notifications in $(( ($(date +%s%N) - start) / 1000000 )) ms: $(du -h "$state" | cut -f1)"
  fi
  # A chat among the shown ones: the newest.
  shown_chat=$(( 1000000 + (n - 1) / 2 ))
  echo "$new_push" >"$work/new.ndjson"
  echo "${read_shown/CHAT/$shown_chat}" >"$work/read.ndjson"
  echo "| $n notifications | empty state | this state |"
  echo "|---|---|---|"
  row "notifications apply one new push" "$empty" "$state" \
    "$PUSHSPEC" notifications apply --state "$work/copy.sqlite" "$work/new.ndjson"
  row "notifications apply a READ_HISTORY of a shown chat" "$empty" "$state" \
    "$PUSHSPEC" notifications apply --state "$work/copy.sqlite" "$work/read.ndjson"
  row "notifications active" "$empty" "$state" \
    "$PUSHSPEC" notifications active --state "$work/copy.sqlite"
done
