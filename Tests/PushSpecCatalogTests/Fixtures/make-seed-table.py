#!/usr/bin/env python3
"""Derives seed-table.json from the "Possible Notifications" table of the current Telegram doc.

The catalog tests compare the generated renderers with these rows, so the expectations come from
the documentation itself, never from Spec/. Run from the repository root:

    python3 Tests/PushSpecCatalogTests/Fixtures/make-seed-table.py \
        ../shared/seeds/000_68697e681cecec95.txt > Tests/PushSpecCatalogTests/Fixtures/seed-table.json
"""
import json
import re
import sys

ROW = re.compile(r"^([A-Z][A-Z_0-9]+) (.*)$")
ARGUMENT = re.compile(r"^(\d+)\. (.*)$")
NOTE = re.compile(r"^(.*?) \(comment: (.*)\)$")


def rows(lines):
    start = lines.index("Possible Notifications") + 2  # skip the heading and the column names
    current = None
    for line in lines[start:]:
        line = line.rstrip("\n")
        argument = ARGUMENT.match(line)
        if argument and current is not None:
            current["arguments"].append(argument.group(2).strip())
            continue
        row = ROW.match(line)
        if not row:
            continue
        if current is not None:
            yield current
        rest = row.group(2).rstrip()
        template, _, first = rest.partition(" 1. ")
        template = template.rstrip()
        current = {"key": row.group(1), "template": template, "arguments": [first.strip()] if first else []}
        note = NOTE.match(template)
        if note:
            current["template"], current["note"] = note.group(1), note.group(2)
    if current is not None:
        yield current


def main():
    with open(sys.argv[1], encoding="utf-8") as seed:
        lines = seed.read().split("\n")
    table = list(rows(lines))
    json.dump(table, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")
    print(f"{len(table)} rows, {len({r['key'] for r in table})} loc_keys", file=sys.stderr)


if __name__ == "__main__":
    main()
