#!/usr/bin/env python3
"""The Java runtime and catalog keep to Android's minimum API level: every reference of the
compiled classes to the Java platform (java.*, javax.*; read with javap from the constant pool)
must be listed in Java/android/api-levels.txt at or below the level. org.json is Android's own.

usage: .ci/check-android-api.py CLASSES_DIRECTORY [--min-sdk 21]    (after bash Java/build.sh)
Exits 1 naming each reference above the level or not in the list."""
import argparse, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCE = re.compile(r"= (?:Methodref|InterfaceMethodref|Fieldref|Class)\s.*// (.*)$")
ARRAY = re.compile(r'^"?\[*L?([^;"]+);?"?(?:\.(.*))?$')


def levels():
    table = {}
    for line in open(os.path.join(ROOT, "Java/android/api-levels.txt"), encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if line:
            name, level = line.split()
            table[name] = int(level)
    return table


def references(directory):
    classes = [os.path.join(folder, name) for folder, _, names in os.walk(directory) for name in names if name.endswith(".class")]
    found = {}
    for start in range(0, len(classes), 200):
        batch = classes[start:start + 200]
        output = subprocess.run(["javap", "-v", *batch], stdout=subprocess.PIPE, check=True).stdout.decode("utf-8", "replace")
        current = None
        for line in output.splitlines():
            if line.startswith("Classfile "):
                current = os.path.relpath(line.split(" ", 1)[1], directory)
            match = REFERENCE.search(line)
            if not match:
                continue
            # owner.member or owner, where an array's owner is its element type: "[Ljava/lang/String;".clone
            reference = ARRAY.match(match.group(1).split(":", 1)[0])
            if reference and reference.group(1).startswith(("java/", "javax/")):
                target = reference.group(1) + ("." + reference.group(2) if reference.group(2) else "")
                found.setdefault(target, current)
    return found, len(classes)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("classes")
    parser.add_argument("--min-sdk", type=int, default=21)
    options = parser.parse_args()
    table = levels()
    found, class_count = references(options.classes)
    problems = []
    for target, where in sorted(found.items()):
        owner, _, member = target.partition(".")
        level = table.get(target, table.get(owner))
        if level is None:
            problems.append("%s (in %s): not in Java/android/api-levels.txt; look it up and add its level" % (target, where))
        elif level > options.min_sdk:
            problems.append("%s (in %s): Android API %d, above minSdk %d" % (target, where, level, options.min_sdk))
    for problem in problems:
        print(problem)
    print("%s: %d classes, %d platform references, %d above minSdk %d or unlisted"
          % ("ok" if not problems else "failed", class_count, len(found), len(problems), options.min_sdk))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
