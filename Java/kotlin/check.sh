#!/usr/bin/env bash
# What Kotlin sees of the Java runtime and catalog (after bash Java/build.sh): a consumer compiles
# and runs; one that dereferences a nullable result without a check fails to compile. Needs
# Debian's kotlin (kotlinc 1.3) and libjetbrains-annotations-java (bash .ci/install-packages).
set -euo pipefail
cd "$(dirname "$0")"
for json in /usr/share/java/com.android.json.jar /usr/share/java/android-json.jar; do [[ -f $json ]] && break; done
classpath="../build/jar/pushspec-runtime.jar:$json:/usr/share/java/org.jetbrains.annotations-java8.jar"
out=$(mktemp -d)
kotlinc -nowarn -cp "$classpath" Consumer.kt -d "$out/consumer" 2>&1 | { grep -v "Xverify:none and -noverify were deprecated" || true; }
shown=$(kotlin -cp "$out/consumer:$classpath" ConsumerKt)
expected=$'photos in Team 3: Team | Ann hat 3 Fotos an die Gruppe Team gesendet\nerror invalid_envelope'
[[ $shown == "$expected" ]] || { printf 'the Kotlin consumer printed:\n%s\nexpected:\n%s\n' "$shown" "$expected"; exit 1; }
echo "ok: the Kotlin consumer compiles and runs"
if misuse=$(kotlinc -cp "$classpath" NullableMisuse.kt -d "$out/misuse" 2>&1); then
  echo "NullableMisuse.kt compiled: Kotlin does not see rendered(...) as nullable"; exit 1
fi
grep -q -i "only safe (?.) or non-null asserted (!!.) calls are allowed on a nullable receiver of type @Nullable RenderedNotification?" <<<"$misuse" ||
  { echo "NullableMisuse.kt failed for another reason:"; echo "$misuse"; exit 1; }
echo "ok: dereferencing a @Nullable result without a check does not compile (RenderedNotification?)"
