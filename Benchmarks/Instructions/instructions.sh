#!/usr/bin/env bash
# Instruction counts (valgrind callgrind) of PushSpec's typed decode+render, view decode+render
# and NotificationStore.apply, for one tree.
#
# usage: bash Benchmarks/Instructions/instructions.sh WORKTREE [TAG]
#   WORKTREE  a checkout of PushSpec (a worktree at a commit: `git worktree add --detach DIR REV`;
#             the driver, main.swift beside this script, compiles against a417011 and later)
#   TAG       the scratch folder's name under $PUSHSPEC_INSTRUCTIONS (default: WORKTREE's basename)
#
# Builds $PUSHSPEC_INSTRUCTIONS/TAG (default ${TMPDIR:-/tmp}/pushspec-instructions/TAG: a SwiftPM
# package depending on WORKTREE by path; nothing is written in WORKTREE), strips a copy of the binary, runs it under callgrind once per operation, and prints
# the totals (Ir) and the per-push figures:
#   typed, view:  (op - none) / N            N = first $N corpus lines (default 20000)
#   apply:        (apply - apply-setup) / APPLY_N   (the store's apply alone; APPLY_N default 5000)
#                 and (apply - none) / APPLY_N      (with the typed decode of those pushes and the
#                                                    store's opening: the whole of apply's run)
# Environment: CORPUS (default /tmp/pushspec-corpus.ndjson, made with shared/bench/corpus.py 100000
# if missing), N, APPLY_N, SKIP_BUILD=1 (reuse the binary), OPS (default "none typed view apply-setup apply"),
# REF (a tree's totals.txt to compare with, e.g. $PUSHSPEC_INSTRUCTIONS/a417011/totals.txt).
# Deterministic where this machine's times are not: Benchmarks/README.md has the figures.
set -euo pipefail
worktree=$(cd "${1:?usage: instructions.sh WORKTREE [TAG]}" && pwd)
tag=${2:-$(basename "$worktree")}
driver=$(cd "$(dirname "$0")" && pwd)/main.swift
here=${PUSHSPEC_INSTRUCTIONS:-${TMPDIR:-/tmp}/pushspec-instructions}
# The package's own folder: its name is the root package's identity, which must differ from the
# worktree's (the path dependency's identity is its folder's name).
top=$here/$tag
dir=$top/measure-driver
corpus=${CORPUS:-/tmp/pushspec-corpus.ndjson}
n=${N:-20000}
apply_n=${APPLY_N:-5000}
ops=${OPS:-none typed view apply-setup apply}

if [[ ! -s $corpus ]]; then
  shared_bench=$(cd "$worktree/.." && pwd)/shared/bench
  echo "== making the corpus $corpus with $shared_bench/corpus.py 100000" >&2
  timeout 1200 python3 "$shared_bench/corpus.py" 100000 >"$corpus.tmp"
  mv "$corpus.tmp" "$corpus"
fi

mkdir -p "$top" "$dir/Sources/pushspec-measure"
cp "$driver" "$dir/Sources/pushspec-measure/main.swift"
# A path dependency's identity is its folder's name.
identity=$(basename "$worktree")
cat >"$dir/Package.swift" <<SWIFT
// swift-tools-version: 6.1
// Written by Benchmarks/Instructions/instructions.sh for $worktree
import PackageDescription

let package = Package(
    name: "pushspec-measure",
    dependencies: [
        .package(path: "$worktree"),
        // For SQLite's module map, which importing PushSpecNotifications needs.
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "pushspec-measure",
            dependencies: [
                .product(name: "PushSpec", package: "$identity"),
                .product(name: "PushSpecCore", package: "$identity"),
                .product(name: "PushSpecNotifications", package: "$identity"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        )
    ],
    swiftLanguageModes: [.v5]
)
SWIFT

if [[ ${SKIP_BUILD:-} != 1 ]]; then
  echo "== building $dir against $worktree ($(git -C "$worktree" rev-parse --short HEAD 2>/dev/null || echo '?'))" >&2
  (cd "$dir" && timeout 3600 swift build -c release --product pushspec-measure >"$top/build.log" 2>&1) ||
    { tail -40 "$top/build.log" >&2; exit 1; }
fi
bin=$(cd "$dir" && swift build -c release --show-bin-path)/pushspec-measure
cp "$bin" "$top/pushspec-measure.stripped"
strip --strip-debug "$top/pushspec-measure.stripped"

total() {  # the total Ir of a callgrind output file
  callgrind_annotate "$1" 2>/dev/null | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print $1; done = 1 }'
}

declare -A ir
for op in $ops; do
  out=$top/callgrind.$op.out
  rm -f "$out"
  # A fixed, small environment: the same process start on every run; Swift's Hasher seeded alike
  # in every process (else a dictionary's layout, and so a few instructions, change run to run).
  timeout 3600 env -i PATH=/usr/bin:/bin HOME=/tmp LANG=C SWIFT_DETERMINISTIC_HASHING=1 \
    valgrind --tool=callgrind --callgrind-out-file="$out" \
    "$top/pushspec-measure.stripped" "$op" "$corpus" "$n" "$apply_n" "$top/state.sqlite" \
    >"$top/run.$op.txt" 2>"$top/valgrind.$op.txt" || { cat "$top/valgrind.$op.txt" >&2; exit 1; }
  ir[$op]=$(total "$out")
  echo "$op: Ir ${ir[$op]}  ($(cat "$top/run.$op.txt"))"
done

echo "== $tag ($worktree @ $(git -C "$worktree" rev-parse --short HEAD 2>/dev/null || echo '?')), N=$n, APPLY_N=$apply_n"
per() { awk -v a="$1" -v b="$2" -v n="$3" 'BEGIN { printf "%.1f", (a - b) / n }'; }
if [[ -n ${ir[none]:-} ]]; then
  [[ -n ${ir[typed]:-} ]] && echo "typed  Ir ${ir[typed]}  (typed - none)/N = $(per "${ir[typed]}" "${ir[none]}" "$n") per push"
  [[ -n ${ir[view]:-} ]] && echo "view   Ir ${ir[view]}  (view - none)/N = $(per "${ir[view]}" "${ir[none]}" "$n") per push"
fi
if [[ -n ${ir[apply]:-} ]]; then
  [[ -n ${ir[apply-setup]:-} ]] &&
    echo "apply  Ir ${ir[apply]}  (apply - apply-setup)/APPLY_N = $(per "${ir[apply]}" "${ir[apply-setup]}" "$apply_n") per push (apply-setup Ir ${ir[apply-setup]})"
  [[ -n ${ir[none]:-} ]] &&
    echo "apply  (apply - none)/APPLY_N = $(per "${ir[apply]}" "${ir[none]}" "$apply_n") per push (with the decode and the store's opening)"
fi
[[ -n ${ir[none]:-} ]] && echo "none   Ir ${ir[none]}"
{ for op in $ops; do echo "$op ${ir[$op]}"; done; } >"$top/totals.txt"
echo "(totals in $top/totals.txt; callgrind files $top/callgrind.OP.out)"

# Against a reference tree's totals (REF, measured with this script), same N.
ref=${REF:-}
if [[ -s $ref && $ref != "$top/totals.txt" ]]; then
  python3 - "$ref" "$top/totals.txt" "$n" "$apply_n" <<'PY'
import sys
def load(path):
    return {k: int(v) for k, v in (line.split() for line in open(path) if len(line.split()) == 2)}
ref, new, n, apply_n = load(sys.argv[1]), load(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
print(f"== against {sys.argv[1]} (per push; ratio = this tree / reference)")
def row(name, op, base, count):
    if all(k in d for d in (ref, new) for k in (op, base)):
        r, t = (ref[op] - ref[base]) / count, (new[op] - new[base]) / count
        print(f"{name:28} {r:10.1f} -> {t:10.1f}  x{t / r:.4f}  (totals x{new[op] / ref[op]:.4f})")
row("typed (op-none)/N", "typed", "none", n)
row("view (op-none)/N", "view", "none", n)
row("apply (op-apply-setup)/AN", "apply", "apply-setup", apply_n)
row("apply (op-none)/AN", "apply", "none", apply_n)
PY
fi
