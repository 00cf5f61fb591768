#!/usr/bin/env bash
# Builds every fuzz target: bash Fuzz/build.sh (release with assertions, libFuzzer + AddressSanitizer).
# The binaries land in .build-fuzz/release/fuzz-TARGET. Swift code (PushSpec's and Yams') is
# instrumented through swiftc, C code (Yams' libyaml) through clang; libcrypto and libsodium
# are the system's, uninstrumented.
set -euo pipefail
fuzz_dir=$(cd "$(dirname "$0")" && pwd)
repo=$(dirname "$fuzz_dir")
jobs=()
[[ -n ${FUZZ_JOBS:-} ]] && jobs=(--jobs "$FUZZ_JOBS")
cd "$repo"
# PushSpec lists its compiler as a product (for fuzz-spec) only then.
export PUSHSPEC_DEVELOPMENT=1
swift build -c release --package-path Fuzz --scratch-path "$repo/.build-fuzz" "${jobs[@]}" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -enable-testing -Xswiftc -assert-config -Xswiftc Debug \
  -Xcc -fsanitize=fuzzer-no-link,address
