#!/usr/bin/env bash
# Builds the hand-written Java runtime (Java 8 source, warnings are errors) and the Android adapter
# (org.pushspec.android, against the test-only stubs in android/stubs), runs their JUnit 5 tests,
# and checks the adapter's API levels (.ci/check-android-api.py, with python3); prints
# "N passed, N failed" (both suites) and exits non-zero on any failure. Run from anywhere:
#   bash Java/build.sh
# Needs a JDK (javac --release 8) and Debian's junit5, libandroid-json-java, libbcprov-java and
# libjetbrains-annotations-java (bash .ci/install-packages installs them). Nothing is downloaded.
set -euo pipefail
cd "$(dirname "$0")"
started=$(date +%s%N)

# The first jar of a list that exists.
find_jar() {
  local jar
  for jar in "$@"; do
    [[ -f $jar ]] && { printf '%s\n' "$jar"; return 0; }
  done
  echo "none of these jars exists: $*" >&2
  return 1
}
json_jar=$(find_jar /usr/share/java/com.android.json.jar /usr/share/java/android-json.jar)
# JetBrains' nullability annotations, which Kotlin reads: class retention, compile-only (an app
# needs them on its compile classpath alone, as org.jetbrains:annotations).
annotations_jar=$(find_jar /usr/share/java/org.jetbrains.annotations-java8.jar)
bcprov_jar=$(find_jar /usr/share/java/bcprov.jar)
launcher_jar=$(find_jar /usr/share/java/junit-platform-console-standalone.jar)
jupiter_api_jar=$(find_jar /usr/share/java/junit-jupiter-api.jar)
jupiter_params_jar=$(find_jar /usr/share/java/junit-jupiter-params.jar)

rm -rf build
mkdir -p build/main build/test build/jar
javac_flags=(--release 8 -Werror -Xlint:all -encoding UTF-8)

# The runtime and PushSpec's generated catalog (Generated/Java, from pushspec-gen --language
# java): the platform and org.json only. Doc comments must be well-formed (doclint without its
# "missing" group, which would ask for an @param on every parameter).
nice -n 5 javac "${javac_flags[@]}" -Xdoclint:all/protected,-missing -cp "$json_jar:$annotations_jar" -d build/main \
  $(find runtime/src/main/java ../Generated/Java -name '*.java' | sort)
# One seam: the runtime knows a catalog only through its interfaces (Telegram's NotificationCatalog,
# CatalogNotification, CatalogService and CatalogFields; Zulip's PayloadCatalog and CatalogPayload),
# so it compiles without Generated/Java. Only the tools sit above PushSpec's catalog (Render prints
# with it) and are left out; generated code does not import them, so nothing is a cycle.
mkdir -p build/seam
nice -n 5 javac --release 8 -encoding UTF-8 -nowarn -cp "$json_jar:$annotations_jar" -d build/seam \
  $(find runtime/src/main/java -name '*.java' -not -path '*/org/pushspec/tools/*' | sort)
if grep -rlE '^import org\.pushspec\.tools\.' ../Generated/Java; then
  echo "error: generated code imports org.pushspec.tools, which sits above the catalog" >&2
  exit 1
fi
echo "ok: the runtime compiles without the generated catalog ($(find build/seam -name '*.class' | wc -l) classes; above it: org.pushspec.tools)"
rm -rf build/seam
# The runtime and catalog jar an app ships; the tools (Render, which exits the process) apart.
(cd build/main && jar cf ../jar/pushspec-runtime.jar $(find org -name '*.class' -not -path 'org/pushspec/tools/*') &&
  jar cf ../jar/pushspec-tools.jar org/pushspec/tools)

# The tests: JUnit 5 and BouncyCastle (a reference for the secretbox), test-only. Debian's bcprov
# names jars in its manifest's Class-Path that are not installed: -Xlint:-path for the tests.
test_classpath="build/main:$json_jar:$annotations_jar:$bcprov_jar:$jupiter_api_jar:$jupiter_params_jar"
nice -n 5 javac "${javac_flags[@]}" -Xlint:-path -cp "$test_classpath" -d build/test \
  $(find runtime/src/test/java -name '*.java' | sort)
[[ -d runtime/src/test/resources ]] && cp -r runtime/src/test/resources/. build/test/

# The Android adapter (org.pushspec.android): the platform's android.* API, no androidx, minSdk 21.
# Compiled against test-only stubs of the android.* classes it uses (android/stubs: not Android,
# never in a jar; they record the calls for the tests), into its own jar beside the runtime's,
# which stays free of android.* (the runtime compiles above without the stubs).
mkdir -p build/android-stubs build/android build/android-test
nice -n 5 javac "${javac_flags[@]}" -d build/android-stubs $(find android/stubs -name '*.java' | sort)
nice -n 5 javac "${javac_flags[@]}" -Xdoclint:all/protected,-missing -cp "build/main:build/android-stubs:$annotations_jar" \
  -d build/android $(find android/src/main/java -name '*.java' | sort)
(cd build/android && jar cf ../jar/pushspec-android.jar $(find org -name '*.class'))
nice -n 5 javac "${javac_flags[@]}" -Xlint:-path -cp "build/android:build/android-stubs:build/main:$annotations_jar:$jupiter_api_jar" \
  -d build/android-test $(find android/src/test/java -name '*.java' | sort)

# Runs one suite with JUnit's console launcher into a log; prints its failures and summary, and
# adds its counts to passed and failed (the whole tree is in the log).
passed=0
failed=0
status=0
run_suite() {
  local name=$1 classpath=$2 log=$3 suite_status suite_passed suite_failed
  set +e
  nice -n 5 java -Dpushspec.repo="$(cd .. && pwd)" -jar "$launcher_jar" \
    --class-path "$classpath" --scan-class-path \
    --fail-if-no-tests --disable-banner --details=tree --details-theme=ascii --disable-ansi-colors >"$log" 2>&1
  suite_status=$?
  set -e
  echo "== $name ($log)"
  grep -E '\[X\]|Exception|expected|MethodSource' "$log" | head -n 60 || true
  sed -n '/Test run finished/,$p' "$log"
  suite_passed=$(sed -n 's/^\[ *\([0-9][0-9]*\) tests successful *\]$/\1/p' "$log")
  suite_failed=$(sed -n 's/^\[ *\([0-9][0-9]*\) tests failed *\]$/\1/p' "$log")
  [[ -n $suite_passed && -n $suite_failed ]] ||
    { echo "no JUnit summary in $log (launcher exit status $suite_status)"; tail -n 40 "$log"; exit 1; }
  passed=$((passed + suite_passed))
  failed=$((failed + suite_failed))
  [[ $suite_status -eq 0 && $suite_passed -gt 0 ]] || status=1
}
run_suite "runtime" "build/test:build/main:$json_jar:$bcprov_jar" build/junit.log
run_suite "android adapter" "build/android-test:build/android:build/android-stubs:build/main:$json_jar" build/junit-android.log

# The adapter keeps to minSdk 21: nothing above it outside a class named for its level
# (AndroidNotifications$Api26); CI checks the runtime's classes (build/main) the same way.
# (Not where there is no .ci beside Java, as in .ci/java-mutations.py's copies, or no python3.)
if [[ -f ../.ci/check-android-api.py ]] && command -v python3 >/dev/null; then
  python3 ../.ci/check-android-api.py build/android --min-sdk 21 || status=1
else
  echo "android API levels: not checked here (no ../.ci/check-android-api.py or no python3)"
fi
milliseconds=$((($(date +%s%N) - started) / 1000000))
echo "jar: build/jar/pushspec-runtime.jar, $(wc -c <build/jar/pushspec-runtime.jar) bytes (tools apart: pushspec-tools.jar, $(wc -c <build/jar/pushspec-tools.jar) bytes; the Android adapter: pushspec-android.jar, $(wc -c <build/jar/pushspec-android.jar) bytes)"
printf 'time: %d.%03d s\n' $((milliseconds / 1000)) $((milliseconds % 1000))
echo "$passed passed, $failed failed"
[[ $status -eq 0 && $failed -eq 0 && $passed -gt 0 ]]
