#!/usr/bin/env bash
# How the generator and the generated module scale with the spec: generation time and the clean
# build time of the generated module, for the real spec (1x) and a synthetic one 10x its size.
#   bash Benchmarks/Scaling/run.sh [COPIES...]     (default: 1 10)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=${SCALING_WORK:-/tmp/pushspec-scaling}
mkdir -p "$work"
swift build -c release --package-path "$root" --product pushspec-gen >/dev/null
gen="$root/.build/release/pushspec-gen"
printf '%-8s %8s %8s %14s %16s\n' copies types cases "generate (s)" "clean build (s)"
for n in ${@:-1 10}; do
  {
    dir="$work/x$n"
    python3 "$here/make-synthetic-spec.py" "$root/Spec" "$n" "$dir/Spec"
    rm -rf "$dir/Package/Generated"
    mkdir -p "$dir/Package/Generated"
    start=$(date +%s%N)
    "$gen" --spec "$dir/Spec" --output "$dir/Package/Generated"
    generated=$(( $(date +%s%N) - start ))
    cat >"$dir/Package/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "Scaling",
    dependencies: [.package(name: "PushSpec", path: "$root")],
    targets: [.target(name: "SyntheticCatalog", dependencies: [.product(name: "PushSpecCore", package: "PushSpec")], path: "Generated")],
    swiftLanguageModes: [.v6]
)
SWIFT
    # From an empty build folder: build the dependency, then time the generated module alone.
    rm -rf "$dir/Package/.build"
    swift build --package-path "$dir/Package" --target PushSpecCore >"$dir/build.log" 2>&1 || { cat "$dir/build.log" >&2; exit 1; }
    start=$(date +%s%N)
    swift build --package-path "$dir/Package" --target SyntheticCatalog >"$dir/build.log" 2>&1 || { cat "$dir/build.log" >&2; exit 1; }
    built=$(( $(date +%s%N) - start ))
    types=$(grep -c '^    case [a-z]' "$dir/Package/Generated/Telegram/TelegramLocKey.swift")
    cases=$(grep -c '^    case [a-z]' "$dir/Package/Generated/Telegram/TelegramNotification.swift")
    awk -v n="${n}x" -v t="$types" -v c="$cases" -v g="$generated" -v b="$built" \
      'BEGIN { printf "%-8s %8s %8s %14.3f %16.1f\n", n, t, c, g / 1e9, b / 1e9 }'
  }
done
