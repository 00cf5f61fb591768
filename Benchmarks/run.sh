#!/usr/bin/env bash
# Measures PushSpec and its peers in one run, on one corpus, and prints both side by side.
#
# usage: bash Benchmarks/run.sh [ARGS for `swift package benchmark`...]    e.g. --filter 'mtproto.*'
#
#   0. installs the Debian packages PushSpec builds against, if missing (.ci/install-packages)
#   1. makes the payload corpus if it is missing (shared/bench/corpus.py)
#   2. runs the peers on it (shared/bench/run-peers.sh: TDLib in process, Python + orjson,
#      Python + TgCrypto, Python http_ece; its virtualenv needs PyPI the first time)
#   3. runs PushSpec's benchmarks (release build) with the same corpus
#   4. prints a summary: median per payload / push, mallocs, the issue's target, the peer
#   5. times whole processes: `pushspec render --json` (the released, self-contained binary, and
#      the default build) against `peers.py render` on the corpus,
#      and `pushspec render` on the corpus ten times (1 000 000 payloads) for its peak memory,
#      and `pushspec notifications apply` of the corpus to a new state file, for the file's size
#      (the program pushspec-notifications, which pushspec runs: both are built)
#
# Environment:
#   PUSHSPEC_CORPUS        the corpus file (default /tmp/pushspec-corpus.ndjson; made if missing)
#   PUSHSPEC_CORPUS_SIZE   payloads in a corpus made here (default 100000)
#   PEERS_VENV             the peers' virtualenv (default /tmp/pushspec-peers, as run-peers.sh)
#   PUSHSPEC_SHARED_BENCH  where corpus.py and run-peers.sh are (default ../../shared/bench from here)
#   PUSHSPEC_SKIP_PEERS=1  run PushSpec's benchmarks only
#   PUSHSPEC_SKIP_PORTABLE=1  skip the second run of the decryptions on the Portable crypto backend
set -euo pipefail
# PushSpec lists the products these benchmarks use (its compiler, its test encryptors) only then.
export PUSHSPEC_DEVELOPMENT=1

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
bench=${PUSHSPEC_SHARED_BENCH:-$here/../../shared/bench}
corpus=${PUSHSPEC_CORPUS:-/tmp/pushspec-corpus.ndjson}
size=${PUSHSPEC_CORPUS_SIZE:-100000}
export PEERS_VENV=${PEERS_VENV:-/tmp/pushspec-peers}
logs=$(mktemp -d "${TMPDIR:-/tmp}/pushspec-bench.XXXXXX")

# 0. What PushSpec builds against (libssl-dev, libsodium-dev), as CI installs it.
bash "$root/.ci/install-packages"

# 1. The corpus.
if [[ ! -s $corpus ]]; then
  [[ -r $bench/corpus.py ]] || { echo "run.sh: no corpus at $corpus and no corpus.py in $bench" >&2; exit 2; }
  echo "== making a $size-payload corpus: $corpus"
  python3 "$bench/corpus.py" "$size" >"$corpus.tmp"
  mv "$corpus.tmp" "$corpus"
fi
corpus=$(cd "$(dirname "$corpus")" && pwd)/$(basename "$corpus")
export PUSHSPEC_CORPUS=$corpus
echo "== corpus: $corpus ($(wc -l <"$corpus") payloads, $(wc -c <"$corpus") bytes)"

# 2. The peers, on the same corpus.
if [[ ${PUSHSPEC_SKIP_PEERS:-} != 1 ]]; then
  [[ -x $bench/run-peers.sh || -r $bench/run-peers.sh ]] || { echo "run.sh: no run-peers.sh in $bench" >&2; exit 2; }
  # run-peers.sh installs the Python packages only when it creates the virtualenv; finish one
  # that an interrupted install left without them.
  if [[ -x $PEERS_VENV/bin/python ]] &&
    ! "$PEERS_VENV/bin/python" -c 'import orjson, tgcrypto, http_ece, cryptography, pywebpush, tdjson' 2>/dev/null; then
    echo "== completing the peers' virtualenv $PEERS_VENV"
    "$PEERS_VENV/bin/pip" install -q orjson tgcrypto http-ece cryptography pywebpush tdjson
  fi
  echo "== peers (shared/bench/run-peers.sh)"
  bash "$bench/run-peers.sh" "$corpus" | tee "$logs/peers.txt"
else
  : >"$logs/peers.txt"
fi

# 3. PushSpec, release build, same corpus.
echo "== PushSpec (swift package --package-path Benchmarks benchmark)"
cd "$root"
swift package --package-path Benchmarks benchmark --no-progress "$@" | tee "$logs/pushspec.txt"

# 3b. The decryptions again on the Portable crypto backend (swift-crypto), for the table of
#     backends in the summary.
if [[ ${PUSHSPEC_SKIP_PORTABLE:-} != 1 ]]; then
  echo "== PushSpec on the Portable crypto backend (PUSHSPEC_CRYPTO=portable)"
  PUSHSPEC_CRYPTO=portable swift package --package-path Benchmarks --scratch-path "$here/.build-portable" \
    benchmark --no-progress --filter 'mtproto.*|webpush aes128gcm decrypt|zulip secretbox decrypt' | tee "$logs/portable.txt"
else
  : >"$logs/portable.txt"
fi

# 4. Both, side by side.
echo
echo "== summary (medians; PushSpec per payload or push; peers measured above, in this run)"
python3 - "$logs/peers.txt" "$logs/pushspec.txt" "$logs/portable.txt" <<'EOF'
import re, sys

peers_text = open(sys.argv[1], encoding="utf-8").read()
ours_text = open(sys.argv[2], encoding="utf-8", errors="replace").read()
ours_text = re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", ours_text)
portable_text = re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", open(sys.argv[3], encoding="utf-8", errors="replace").read())

def peer(pattern, nth=0):
    found = re.findall(pattern + r"[^\n]*?: ([0-9.]+) us/op", peers_text)
    return float(found[nth]) if len(found) > nth else None

peers = {
    "tdlib": peer(r"peer tdlib getPushReceiverId"),
    "orjson": peer(r"peer python-orjson render"),
    "tg-small": peer(r"peer python-tgcrypto mtproto decrypt", 0),
    "tg-large": peer(r"peer python-tgcrypto mtproto decrypt", 1),
    "http_ece": peer(r"peer python-http_ece webpush"),
}

SCALE = {"": 1, "K": 1e3, "M": 1e6, "G": 1e9}
TIME = {"ns": 1e-3, "us": 1, "μs": 1, "ms": 1e3, "s": 1e6}

def p50s(text):
    """benchmark name -> {'us': median µs per op, 'mallocs': median mallocs per op}"""
    results, name = {}, None
    for line in text.splitlines():
        stripped = line.strip()
        if stripped and not stripped.startswith(("│", "╒", "╞", "├", "╘", "=")) and "│" not in line:
            name = stripped
            continue
        if name is None or not line.startswith("│"):
            continue
        cells = [c.strip() for c in line.strip("│").split("│")]
        if len(cells) < 4 or not re.match(r"^-?[0-9.]+$", cells[3]):
            continue
        label, p50 = cells[0], float(cells[3])
        units = re.findall(r"\(([^)]*)\)", label)
        if label.startswith("Time (wall clock)"):
            unit = units[-1] if units else "ns"
            results.setdefault(name, {})["us"] = p50 * TIME.get(unit, 1)
        elif label.startswith("Malloc (total)"):
            scale = SCALE.get(units[-1], 1) if len(units) > 1 else 1
            results.setdefault(name, {})["mallocs"] = p50 * scale
    return results

ours = p50s(ours_text)
rows = [
    ("decode+render corpus", 0.75, "TDLib getPushReceiverId", peers["tdlib"], "Python + orjson render", peers["orjson"]),
    ("decode+render corpus, view", 0.75, "TDLib getPushReceiverId", peers["tdlib"], "Python + orjson render", peers["orjson"]),
    ("receiverID corpus", 0.4, "TDLib getPushReceiverId", peers["tdlib"], None, None),
    ("mtproto 0.4KB", 3.0, "Python + TgCrypto", peers["tg-small"], None, None),
    ("mtproto 3.7KB", 12.0, "Python + TgCrypto", peers["tg-large"], None, None),
    ("webpush aes128gcm decrypt", 70.0, "Python http_ece", peers["http_ece"], None, None),
    ("notifications apply corpus, file store", 20.0, "SQLite alone, the 5 pages such a push writes",
     ours.get("notifications sqlite alone, 5 pages a transaction", {}).get("us"), None, None),
    ("notifications apply to a chat of 10000, file store", 20.0, None, None, None, None),
    ("notifications apply to a state of 100000 groups, file store", 20.0, None, None, None, None),
    ("notifications apply, two stores taking turns", 2 * ours.get("notifications apply corpus, file store", {}).get("us", 0.0),
     None, None, None, None),
    ("notifications open 25x25 to updateActiveNotifications", 5000.0, None, None, None, None),
    ("attachment decode, typical photo", 1.0, None, None, None, None),
    ("attachment thumbnail expand", 1.0, None, None, None, None),
]

def fmt(us):
    if us is None:
        return "—"
    return f"{us / 1000:.2f} ms" if us >= 1000 else f"{us:.3f} µs"

def count(m):
    return "—" if m is None else (f"{m:.0f}" if m == int(m) else f"{m:g}")

print(f"{'benchmark':38} {'PushSpec':>11} {'mallocs':>8}  {'target':<10} {'':6}  peers, same run (peer time ÷ PushSpec time)")
for name, target, peer1, v1, peer2, v2 in rows:
    r = ours.get(name, {})
    us = r.get("us")
    verdict = "" if us is None else ("met" if us <= target else "MISSED")
    peer_text = "; ".join(f"{p} {fmt(v)}" + (f" (×{v / us:.1f})" if us and v else "")
                          for p, v in ((peer1, v1), (peer2, v2)) if p)
    print(f"{name:38} {fmt(us):>11} {count(r.get('mallocs')):>8}  {f'≤ {target:g} µs':<10} {verdict:6}  {peer_text}")
for name in ("decode+render corpus", "decode+render corpus, view"):
    render = ours.get(name, {}).get("mallocs")
    if render is not None:
        label = "allocations, one decode + render" + (", view" if name.endswith("view") else "")
        print(f"{label:38} {'':>11} {count(render):>8}  {'≤ 8':<10} {'met' if render <= 8 else 'MISSED'}")
for name in ("decode+render corpus", "decode+render corpus, view"):
    english, russian = ours.get(name, {}).get("us"), ours.get(name + ", ru", {}).get("us")
    if english and russian:
        ratio = russian / english
        print(f"{name + ', ru':38} {fmt(russian):>11} {count(ours[name + ', ru'].get('mallocs')):>8}  "
              f"{'≤ 1.2× en':<10} {'met' if ratio <= 1.2 else 'MISSED':6}  ×{ratio:.2f} the English render")
for name in sorted(ours):
    if name not in {r[0] for r in rows} and not name.endswith(", ru"):
        r = ours[name]
        print(f"{name:38} {fmt(r.get('us')):>11} {count(r.get('mallocs')):>8}")
portable = p50s(portable_text)
if portable:
    print()
    print(f"{'crypto backend, same run':38} {'System':>11} {'Portable':>11}  Portable ÷ System")
    for name in ("mtproto 0.4KB", "mtproto 3.7KB", "webpush aes128gcm decrypt", "zulip secretbox decrypt"):
        system_us, portable_us = ours.get(name, {}).get("us"), portable.get(name, {}).get("us")
        ratio = f"×{portable_us / system_us:.1f}" if system_us and portable_us else ""
        print(f"{name:38} {fmt(system_us):>11} {fmt(portable_us):>11}  {ratio}")
EOF
# 5. Whole processes: `pushspec render --json` against `peers.py render` on the same corpus
#    (median of 5 runs each, alternating), and `pushspec render` on 1 000 000 payloads (the
#    corpus ten times) for its peak memory.
#    The command line is timed as it is released: one self-contained binary, the Swift runtime
#    and Foundation linked in (`--static-swift-stdlib`, built in .build-static so that .build
#    keeps its own), and, for comparison, as `swift build` links it by default.
echo
echo "== whole process (median of 5, alternating; peak resident memory)"
build() { swift build --package-path "$root" -c release "$@" >"$logs/build.txt" 2>&1 || { cat "$logs/build.txt" >&2; exit 1; }; }
build --product pushspec
# `pushspec notifications`, timed below, runs the pushspec-notifications beside pushspec (one
# --product a build: swift build makes only the last one it is given).
build --product pushspec --static-swift-stdlib --scratch-path "$root/.build-static"
build --product pushspec-notifications --static-swift-stdlib --scratch-path "$root/.build-static"
python3 - "$root/.build-static/release/pushspec" "$PEERS_VENV/bin/python" "$bench/peers.py" "$corpus" \
  "${PUSHSPEC_SKIP_PEERS:-}" "$root/.build/release/pushspec" <<'EOF'
import os, statistics, subprocess, sys, tempfile, time

pushspec, python, peers_py, corpus, skip_peers, pushspec_dynamic = sys.argv[1:7]

def run(command):
    """Wall seconds and peak resident MB of one run, its output discarded."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"run.sh: {command[0]} failed")
    return elapsed, usage.ru_maxrss / 1024

ours_command = [pushspec, "render", "--json", corpus]
dynamic_command = [pushspec_dynamic, "render", "--json", corpus]
peer_command = [python, peers_py, "render", corpus]
ours, dynamic, peer = [], [], []
for _ in range(5):
    ours.append(run(ours_command))
    dynamic.append(run(dynamic_command))
    if skip_peers != "1":
        peer.append(run(peer_command))
ours_s = statistics.median(t for t, _ in ours)
dynamic_s = statistics.median(t for t, _ in dynamic)
peer_s = statistics.median(t for t, _ in peer) if peer else None
line = f"pushspec render --json, corpus          {ours_s:.3f} s, {max(m for _, m in ours):.0f} MB"
if peer_s:
    ratio = peer_s / ours_s
    line += (f";  peers.py render {peer_s:.3f} s, {max(m for _, m in peer):.0f} MB: ×{ratio:.1f} "
             f"(target ≥ ×3: {'met' if ratio >= 3 else 'MISSED'})")
print(line)
line = f"  the same, default (dynamic) build     {dynamic_s:.3f} s, {max(m for _, m in dynamic):.0f} MB"
if peer_s:
    line += f": ×{peer_s / dynamic_s:.1f}"
print(line)

with tempfile.NamedTemporaryFile(suffix=".ndjson") as million:
    with open(corpus, "rb") as source:
        data = source.read()
    for _ in range(10):
        million.write(data)
    million.flush()
    lines = data.count(b"\n") * 10
    seconds, megabytes = run([pushspec, "render", million.name])
    print(f"pushspec render, {lines} payloads  {seconds:.2f} s, {megabytes:.1f} MB peak "
          f"(target ≤ 50 MB: {'met' if megabytes <= 50 else 'MISSED'})")

# The notification state after the corpus, a transaction a push: its file's size, and the time
# and memory of the whole process (decoding each push and printing its updates included).
with tempfile.TemporaryDirectory() as directory:
    state = os.path.join(directory, "state.sqlite")
    run([pushspec, "notifications", "configure", "--state", state, "--group-count-max", "25", "--group-size-max", "25"])
    seconds, megabytes = run([pushspec, "notifications", "apply", "--state", state, corpus])
    pushes = data.count(b"\n")
    size = sum(os.path.getsize(state + suffix) for suffix in ("", "-wal") if os.path.exists(state + suffix))
    print(f"pushspec notifications apply, {pushes} payloads  {seconds:.2f} s, {megabytes:.1f} MB peak; "
          f"state file {size / 1e6:.1f} MB ({size / 1e6 * 100000 / pushes:.1f} MB per 100 000 pushes)")
EOF
echo "(logs: $logs)"
