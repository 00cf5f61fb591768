#!/usr/bin/env bash
# The first push in a fresh process, as FCM starts an Android app for onMessageReceived: whole
# processes timed in turn (A B A B ...), the median of each and of the pairs' ratios.
#   1. PushSpec (Benchmarks/Java/FirstPush.java: decode, render) against a hand-written
#      org.json + switch (../shared/bench/HandWrittenPeer.java), on the same plain push;
#   2. PushSpec with a keyring that has a web push subscription against one without.
# And the classes of PushSpec one push loads. HotSpot here stands in for ART: the ratios, not the
# milliseconds, are the figures. Run after bash Java/build.sh:  bash Benchmarks/Java/first-push.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:-21}
json=/usr/share/java/com.android.json.jar
[[ -f $json ]] || json=/usr/share/java/android-json.jar
peer=../shared/bench/HandWrittenPeer.java
[[ -f $peer ]] || { echo "needs $peer (shared/ beside the repository)"; exit 1; }
classes=$(mktemp -d)
javac --release 8 -nowarn -cp "Java/build/jar/pushspec-runtime.jar:$json" -d "$classes" Benchmarks/Java/FirstPush.java "$peer"
classpath="$classes:Java/build/jar/pushspec-runtime.jar:$json"
push='{"loc_key":"CHAT_MESSAGE_PHOTOS","loc_args":["Ann","Team","3"],"custom":{"chat_id":"22","from_id":"5"}}'
python3 - "$classes" <<'PY'
import json, sys
keys = json.load(open("Examples/payloads/keyring.json"))
json.dump({"telegram": keys["telegram"]}, open(sys.argv[1] + "/telegram.json", "w"))
json.dump({"telegram": keys["telegram"], "webpush": keys["webpush"]}, open(sys.argv[1] + "/telegram-webpush.json", "w"))
PY

# Milliseconds of one whole process.
run() {
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null
  end=$(date +%s%N)
  echo $(((end - start) / 1000))
}

# Times A and B in turn; prints the medians and the median ratio A/B.
pairs() {
  local name=$1 a=$2 b=$3
  local -a as=() bs=() ratios=()
  eval "$a" >/dev/null; eval "$b" >/dev/null  # warm the file cache
  for ((i = 0; i < rounds; i++)); do
    local ta tb
    ta=$(run bash -c "$a"); tb=$(run bash -c "$b")
    as+=("$ta"); bs+=("$tb"); ratios+=("$(python3 -c "print($ta / $tb)")")
  done
  python3 - "$name" "${as[*]}" "${bs[*]}" "${ratios[*]}" <<'PY'
import statistics, sys
name, a, b, r = sys.argv[1], *[list(map(float, x.split())) for x in sys.argv[2:]]
print("%-44s A %6.1f ms  B %6.1f ms  A/B median x%.2f (min %.2f, max %.2f, %d pairs)"
      % (name, statistics.median(a) / 1000, statistics.median(b) / 1000, statistics.median(r), min(r), max(r), len(r)))
PY
}

# The peer has no keys: PushSpec decodes the same plain push with an empty keyring.
pairs "first push: PushSpec / hand-written switch" \
  "java -cp $classpath FirstPush '$push'" \
  "java -cp $classpath HandWrittenPeer '$push'"
pairs "keyring: with a web push key / without" \
  "java -cp $classpath FirstPush '$push' $classes/telegram-webpush.json" \
  "java -cp $classpath FirstPush '$push' $classes/telegram.json"
loaded=$(java -verbose:class -cp "$classpath" FirstPush "$push" "$classes/telegram.json" | grep -c 'org\.pushspec\.')
echo "classes of PushSpec one push loads: $loaded (of $(unzip -l Java/build/jar/pushspec-runtime.jar | grep -c '\.class$') in the jar)"
