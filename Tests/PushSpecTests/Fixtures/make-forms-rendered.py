#!/usr/bin/env python3
"""Writes forms-rendered.ndjson: every form of the catalog, rendered in English, Russian and German,
once for each plural category its numbers can take (1, 2, 5, 11 and 21: English and German one and
other, Russian one, few and many; Russian's other is for fractions, which no argument takes).

The file is a fixed expectation, reviewed by hand once: a change to a template, a translation or a
plural rule shows as a diff of this file, and both suites (Swift's FormsRenderedTests, Java's
FormsRenderedTest) compare their rendering with it. Re-run it only to take a
reviewed change, from the repository root after `swift build`:

    python3 Tests/PushSpecTests/Fixtures/make-forms-rendered.py

Text arguments are their names in brackets ("[author]"), so a swapped argument reads as one. Each
English line whose numbers are all plural "other" is also checked here against the spec's template
filled in by this script, independently of the runtime; a difference stops the script.
"""
import json, os, re, subprocess, sys, tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "../../.."))
CLI = os.path.join(ROOT, ".build/debug/pushspec")
OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "forms-rendered.ndjson")
COUNTS = ["1", "2", "5", "11", "21"]
LOCALES = ["en", "ru", "de"]
CUSTOM = {"private": {"from_id": "11"}, "group": {"chat_id": "22"}, "channel": {"channel_id": "33"}, "none": None}


def forms():
    listing = subprocess.run([CLI, "list", "--json"], stdout=subprocess.PIPE, check=True).stdout.decode()
    for line in listing.splitlines():
        kind = json.loads(line)
        for form in kind["forms"]:
            numeric = any(argument["type"] != "text" for argument in form["arguments"])
            for count in COUNTS if numeric else [None]:
                arguments = [count if argument["type"] != "text" else "[%s]" % argument["name"] for argument in form["arguments"]]
                yield kind["loc_key"], form, arguments


def render(pushes, locale):
    with tempfile.NamedTemporaryFile("w", suffix=".ndjson", delete=False) as file:
        for push in pushes:
            file.write(json.dumps(push, ensure_ascii=False) + "\n")
    try:
        lines = subprocess.run([CLI, "render", "--json", "--locale", locale, file.name], stdout=subprocess.PIPE).stdout.decode().splitlines()
    finally:
        os.unlink(file.name)
    assert len(lines) == len(pushes), "%d pushes, %d results" % (len(pushes), len(lines))
    return [json.loads(line) for line in lines]


def main():
    rows = list(forms())
    pushes = []
    for key, form, arguments in rows:
        push = {"loc_key": key, "loc_args": arguments}
        if CUSTOM[form["peer_kind"]]:
            push["custom"] = CUSTOM[form["peer_kind"]]
        pushes.append(push)
    rendered = {locale: render(pushes, locale) for locale in LOCALES}
    problems = []
    with open(OUTPUT, "w", encoding="utf-8") as out:
        for index, (key, form, arguments) in enumerate(rows):
            line = {"loc_key": key, "case": form["case"], "peer": form["peer_kind"], "loc_args": arguments}
            for locale in LOCALES:
                result = rendered[locale][index]
                if "error" in result:
                    problems.append("%s %s: %s" % (key, locale, result["error"]))
                    continue
                line[locale] = {"title": result["title"], "body": result["body"], "text": result["text"]}
            english = line.get("en", {}).get("text")
            if english is not None and "1" not in arguments and "21" not in arguments and "|" not in form["template"]:
                # The template numbers arguments as the doc does (documented_numbers: the doc's number of each).
                by_number = dict(zip(form["documented_numbers"], arguments))
                filled = re.sub(r"\{(\d+)\}", lambda m: by_number[int(m.group(1))], form["template"])
                if filled != english:
                    problems.append("%s %s: the template gives %r, the runtime %r" % (key, form["case"], filled, english))
            out.write(json.dumps(line, ensure_ascii=False) + "\n")
    print("%d lines (%d forms) written to %s" % (len(rows), len({(k, f["case"]) for k, f, _ in rows}), os.path.relpath(OUTPUT, ROOT)))
    for problem in problems:
        print("problem: " + problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
