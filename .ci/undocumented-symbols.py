#!/usr/bin/env python3
"""Every public symbol of the named modules has a doc comment.

Reads the symbol graphs that `swift package dump-symbol-graph --minimum-access-level public`
writes (MODULE.symbols.json, and MODULE@OTHER.symbols.json for extensions of another module's
types) and lists each public symbol without a doc comment as `file:line: kind name`.

Not counted: symbols the compiler synthesizes (their identifier has `::SYNTHESIZED::`: `!=`,
`hashValue`, a RawRepresentable's `init(rawValue:)`, …), and members whose doc comment is the
protocol requirement's, which the symbol graph carries as an inherited `docComment` (`==`,
`hash(into:)`, `description`, `init(from:)`, …): DocC shows those.

Usage: undocumented-symbols.py SYMBOLGRAPH_DIR MODULE…   Exit status 1 when any is undocumented.
"""
import json
import pathlib
import sys


def undocumented(directory: pathlib.Path, module: str):
    files = [directory / f"{module}.symbols.json", *sorted(directory.glob(f"{module}@*.symbols.json"))]
    if not files[0].exists():
        sys.exit(f"error: no symbol graph for {module} in {directory}")
    for path in files:
        for symbol in json.loads(path.read_text())["symbols"]:
            if "docComment" in symbol or "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            location = symbol.get("location", {})
            file = location.get("uri", "?").removeprefix("file://")
            line = location.get("position", {}).get("line", -1) + 1
            yield file, line, f"{symbol['kind']['displayName'].lower()} {module}.{'.'.join(symbol['pathComponents'])}"


def main() -> int:
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    directory = pathlib.Path(sys.argv[1])
    root = str(pathlib.Path.cwd()) + "/"
    total = 0
    for module in sys.argv[2:]:
        missing = sorted(set(undocumented(directory, module)))
        for file, line, what in missing:
            print(f"{file.removeprefix(root)}:{line}: {what}")
        print(f"{module}: {len(missing)} public symbols without a doc comment")
        total += len(missing)
    print(f"{total} undocumented public symbols in all")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
