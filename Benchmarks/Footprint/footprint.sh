#!/usr/bin/env bash
# What an extension pays for PushSpec: builds footprint-pushspec (decrypt, decode and render one
# MTProto push) and footprint-baseline (reads the same files, nothing of PushSpec) in release with
# the Swift runtime linked in, strips both, and prints their sizes and peak resident memory.
#
# usage: bash Benchmarks/Footprint/footprint.sh [extra `swift build` flags]
#        PUSHSPEC_CRYPTO=portable bash Benchmarks/Footprint/footprint.sh --scratch-path /tmp/footprint-portable
#        (PushSpec's Portable crypto backend: swift-crypto instead of OpenSSL and libsodium)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/pushspec-footprint.XXXXXX")
python3 - "$root/Examples/payloads/keyring.json" "$work/secret" <<'PY'
import json, sys
open(sys.argv[2], "w").write(json.load(open(sys.argv[1]))["telegram"][0]["secret"])
PY
head -n 1 "$root/Examples/payloads/telegram-encrypted.ndjson" >"$work/push.json"
swift build --package-path "$here" -c release --static-swift-stdlib "$@" >"$work/build.txt" 2>&1 || { cat "$work/build.txt"; exit 1; }
bin=$(swift build --package-path "$here" -c release --static-swift-stdlib "$@" --show-bin-path)
printf '%-20s %12s %12s %10s  %s\n' executable "size" stripped "peak RSS" output
for name in footprint-baseline footprint-pushspec; do
  cp "$bin/$name" "$work/$name"
  strip "$work/$name"
  rss=$( { /usr/bin/time -f '%M' "$bin/$name" "$work/secret" "$work/push.json" >"$work/$name.out"; } 2>&1 | tail -1)
  printf '%-20s %9.1f MB %9.1f MB %7.1f MB  %s\n' "$name" \
    "$(echo "$(stat -c %s "$bin/$name") / 1048576" | bc -l)" "$(echo "$(stat -c %s "$work/$name") / 1048576" | bc -l)" \
    "$(echo "$rss / 1024" | bc -l)" "$(tr '\n' ' ' <"$work/$name.out")"
done
