#!/usr/bin/env python3
"""Public declarations an app sees, per runtime module (a figure to follow, not a CI step).

Counts lines declaring `public` (not `public import`), without generated-only ones, which are
marked one way (PushSpecCore's article, "Generated code's API is not API"): a name starting with
`_`, an initializer whose first argument label starts with `_` and a letter, and the members of a
type (or of an extension of one) so named; per 1 000 lines of code (not blank, not comment).

usage: python3 .ci/public-surface.py [ROOT]    (ROOT: a checkout, default the current directory)"""
import os, re, sys
root = sys.argv[1] if len(sys.argv) > 1 else "."
DECL = re.compile(r'^\s*(?:@[\w]+(?:\([^)]*\))?\s+)*public\s+(?:(?:static|mutating|nonisolated|override|final|convenience|required|indirect)\s+)*(func|var|let|struct|enum|class|protocol|init|subscript|typealias|actor|extension|case)\b\??\s*([`\w.]*)')
for module in ["PushSpec", "PushSpecCore", "PushSpecCrypto", "PushSpecNotifications", "PushSpecPlurals"]:
    loc = public = hidden = 0
    for dirpath, _, files in os.walk(os.path.join(root, "Sources", module)):
        for name in files:
            if not name.endswith(".swift"):
                continue
            lines = open(os.path.join(dirpath, name), encoding="utf-8").read().split("\n")
            stack = []  # (depth at open, hidden?)
            depth = 0
            for number, line in enumerate(lines):
                stripped = line.strip()
                if stripped and not stripped.startswith("//"):
                    loc += 1
                if stripped.startswith("///"):
                    continue
                inherited = any(h for _, h in stack)
                m = DECL.match(line) if "public import" not in line else None
                opened = None
                if m:
                    kind, ident = m.group(1), m.group(2)
                    ident = ident.split(".")[-1] if kind != "extension" else ident.split(".")[0]
                    # An initializer's first label, on its line or, after `init(`, on the next one.
                    signature = line + (lines[number + 1] if line.rstrip().endswith("(") and number + 1 < len(lines) else "")
                    generated_init = kind == "init" and re.search(r'\binit\??\s*\(\s*_[A-Za-z]', signature)
                    gen = inherited or ident.startswith("_") or bool(generated_init)
                    if gen:
                        hidden += 1
                    else:
                        public += 1
                    if kind in ("struct", "enum", "class", "protocol", "extension", "actor") and "{" in line:
                        opened = gen
                elif re.match(r'^\s*extension\s+(_\w+)', line) and "{" in line:
                    opened = True
                elif re.match(r'^\s*(?:@\w+\s+)*(?:struct|enum|class|extension)\s', line) and "{" in line:
                    opened = False
                before = depth
                depth += line.count("{") - line.count("}")
                if opened is not None:
                    stack.append((before, opened))
                while stack and depth <= stack[-1][0]:
                    stack.pop()
    print("%-22s %6d lines  %4d public an app sees  %5.1f per 1000   (%d generated-only)" % (module, loc, public, public * 1000.0 / loc, hidden))
