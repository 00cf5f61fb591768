#!/usr/bin/env bash
# Runs every fuzz target in turn for SECONDS each: bash Fuzz/run-all.sh SECONDS (CI: 30).
# Builds once, goes through all targets even after a failure, prints a line per target, and
# exits 1 if any target found something.
set -uo pipefail
[[ $# -eq 1 && $1 =~ ^[0-9]+$ ]] || { echo "usage: bash Fuzz/run-all.sh SECONDS" >&2; exit 2; }
fuzz_dir=$(cd "$(dirname "$0")" && pwd)
start=$SECONDS
bash "$fuzz_dir/build.sh" || { echo "fuzz: build failed" >&2; exit 1; }
echo "fuzz: built in $((SECONDS - start)) s"
failed=()
for target in decode receiverid mtproto webpush zulip secretbox spec tl; do
  FUZZ_NO_BUILD=1 bash "$fuzz_dir/run.sh" "$target" "$1" || failed+=("$target")
done
echo "fuzz: $((8 - ${#failed[@]})) passed, ${#failed[@]} failed${failed:+ (${failed[*]})} in $((SECONDS - start)) s"
[[ ${#failed[@]} -eq 0 ]]
