#!/usr/bin/env python3
"""The Java runtime, the catalog and the Android adapter keep to Android's minimum API level:
every reference of the compiled classes to the platform (java.*, javax.*, android.*; read with
javap from the constant pool: classes, methods and fields, and the types in their descriptors and
in the class's own fields' and methods' descriptors) must be listed in Java/android/api-levels.txt,
and be at or below the level, unless the class that makes it is named for a level at or above
the reference's: a nested class Api26 (org/pushspec/android/AndroidNotifications$Api26, or a
class inside it) may call what API 26 added, as Android's own libraries do after a
Build.VERSION.SDK_INT check. org.json is Android's own.

A line of the list names a class, a member (owner.name: every overload) or one overload
(owner.name(descriptor), e.g. android/app/Notification$Builder.<init>(Landroid/content/Context;Ljava/lang/String;)V);
the most precise line that exists gives the level.

usage: .ci/check-android-api.py CLASSES_DIRECTORY... [--min-sdk 21]    (after bash Java/build.sh)
       .ci/check-android-api.py Java/build/main --min-sdk 21            (the runtime and catalog)
       .ci/check-android-api.py Java/build/android --min-sdk 21         (the adapter, org.pushspec.android)
Exits 1 naming each reference above the level or not in the list."""
import argparse, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REFERENCE = re.compile(r"= (Methodref|InterfaceMethodref|Fieldref|Class)\s.*// (.*)$")
DESCRIPTOR = re.compile(r"^\s+descriptor: (\S+)$")
ARRAY = re.compile(r'^"?\[*L?([^;".]+);?"?(?:\.(.*))?$')
TYPE_IN_DESCRIPTOR = re.compile(r"L([^;]+);")
PLATFORM = ("java/", "javax/", "android/")
LEVEL_IN_NAME = re.compile(r"^Api(\d+)$")


def levels():
    table = {}
    for line in open(os.path.join(ROOT, "Java/android/api-levels.txt"), encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if line:
            name, level = line.split()
            table[name] = int(level)
    return table


def references(directory):
    """{target: set of classes (relative .class paths) that reference it}, the class count."""
    classes = sorted(os.path.join(folder, name) for folder, _, names in os.walk(directory) for name in names if name.endswith(".class"))
    found = {}

    def add(target, where):
        found.setdefault(target, set()).add(where)

    def add_types(descriptor, where):
        for name in TYPE_IN_DESCRIPTOR.findall(descriptor):
            if name.startswith(PLATFORM):
                add(name, where)

    for start in range(0, len(classes), 200):
        batch = classes[start:start + 200]
        output = subprocess.run(["javap", "-v", "-p", *batch], stdout=subprocess.PIPE, check=True).stdout.decode("utf-8", "replace")
        current = None
        for line in output.splitlines():
            if line.startswith("Classfile "):
                current = os.path.relpath(line.split(" ", 1)[1], directory)
                continue
            descriptor = DESCRIPTOR.match(line)
            if descriptor:
                add_types(descriptor.group(1), current)
                continue
            match = REFERENCE.search(line)
            if not match:
                continue
            kind, text = match.groups()
            member, _, member_descriptor = text.partition(":")
            # owner.member or owner, where an array's owner is its element type: "[Ljava/lang/String;".clone
            reference = ARRAY.match(member)
            if reference and reference.group(1).startswith(PLATFORM):
                owner, name = reference.group(1), reference.group(2)
                if name:
                    name = name.strip('"')
                    add("%s.%s%s" % (owner, name, member_descriptor if kind != "Fieldref" else ""), current)
                else:
                    add(owner, current)
            if member_descriptor:
                add_types(member_descriptor, current)
    return found, len(classes)


def level_of(target, table):
    """The level of the most precise line listing target (owner.name(descriptor), owner.name, owner), or None."""
    owner, _, member = target.partition(".")
    candidates = []
    if member:
        candidates.append(target)
        candidates.append(owner + "." + member.split("(", 1)[0])
    candidates.append(owner)
    for candidate in candidates:
        if candidate in table:
            return table[candidate]
    return None


def allowed_level(where, min_sdk):
    """The level a class may reach: its innermost name segment ApiNN, else the minimum."""
    allowed = min_sdk
    for segment in re.split(r"[/$]", where[:-len(".class")] if where.endswith(".class") else where):
        level = LEVEL_IN_NAME.match(segment)
        if level:
            allowed = max(min_sdk, int(level.group(1)))
    return allowed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("classes", nargs="+")
    parser.add_argument("--min-sdk", type=int, default=21)
    options = parser.parse_args()
    table = levels()
    found, class_count = {}, 0
    for directory in options.classes:
        directory_found, count = references(directory)
        class_count += count
        for target, where in directory_found.items():
            found.setdefault(target, set()).update(where)
    problems = []
    guarded = 0
    for target in sorted(found):
        level = level_of(target, table)
        if level is None:
            problems.append("%s (in %s): not in Java/android/api-levels.txt; look it up and add its level" % (target, sorted(found[target])[0]))
            continue
        wrong = [where for where in sorted(found[target]) if level > allowed_level(where, options.min_sdk)]
        for where in wrong:
            allowed = allowed_level(where, options.min_sdk)
            problems.append("%s (in %s): Android API %d, above %s" % (
                target, where, level, "minSdk %d" % options.min_sdk if allowed == options.min_sdk else "its class's level %d" % allowed))
        if level > options.min_sdk and not wrong:
            guarded += 1
    for problem in problems:
        print(problem)
    print("%s: %d classes, %d platform references, %d above minSdk %d only inside classes named for their level, %d above it elsewhere or unlisted"
          % ("ok" if not problems else "failed", class_count, len(found), guarded, options.min_sdk, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
