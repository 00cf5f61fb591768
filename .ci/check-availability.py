#!/usr/bin/env python3
"""The runtime modules call no standard library or Foundation API newer than the Apple floors.

This toolchain has no Apple SDK, and on Linux the compiler does not check Apple availability. But
the standard library and Foundation it ships keep their Apple `@available` attributes, and their
symbol graphs carry them. So:

1. the runtime modules are built (`swift build --target PushSpecNotifications --enable-index-store`
   in the ordinary `.build`: after `swift build` nothing is recompiled, SwiftPM indexes debug builds
   on Linux already), or with `--no-build` / `--index-store DIR` an existing index store is read;
2. every reference in their source files is read from the index store, through the toolchain's
   libIndexStore (ctypes), as a USR at file:line:column;
3. `swift-symbolgraph-extract` writes the symbol graphs of the toolchain's modules that those
   files import (Swift with _Concurrency and _StringProcessing, Foundation, FoundationEssentials,
   Dispatch, …) and of the package's dependencies (GRDB), cached in SCRATCH/check-availability-cache;
   a symbol's Apple availability is its own `introduced` versions, raised by those of the types it
   is a member of (a symbol without Apple availability is available everywhere);
4. each reference whose symbol is introduced above the floor on any checked platform is an error,
   unless the reference is inside `if #available(…) {…}`, after `guard #available(…) else {…}` in
   the same block, in the `else` of `if #unavailable(…)`, or in a declaration marked
   `@available(<platform> <version>, …)` that raises the floor enough. The guards are read from
   the source text, `#if` blocks included (so a guard under `#if canImport(Darwin)` counts, as it
   does on Apple platforms).

The floors are `--floor PLATFORM=VERSION` (repeatable); without it, the `platforms:` of
Package.swift; without those, iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1.

Not seen: code that is not compiled on Linux (`#if canImport(Darwin)`, `#if os(macOS)`, …),
Apple-only modules (CryptoKit, UserNotifications, …), APIs whose Linux declaration has no or other
availability than Apple's (swift-corelibs-foundation's `Foundation` has almost none), language
features that need a newer runtime (typed throws in generic function types, parameter packs, …),
availability macros of the package's own (`@available(MyMacro 1, *)`), and overrides/witnesses of
newer requirements (a conformance to a newer protocol is a reference, so it is seen).

Exit status: 0 no finding, 1 findings (printed as `file:line:column: error: …`), 2 the check
could not run.

`--self-test` checks the fixture package .ci/availability-fixture: the uses marked
`// expect-finding` in its sources must be the errors, those marked `// expect-guarded` the
guarded uses, and nothing else.
"""
from __future__ import annotations

import argparse
import concurrent.futures
import ctypes
import hashlib
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import time

APPLE_PLATFORMS = ("iOS", "macOS", "tvOS", "watchOS", "visionOS")
DEFAULT_FLOORS = {"iOS": (15,), "macOS": (12,), "tvOS": (15,), "watchOS": (8,), "visionOS": (1,)}
RUNTIME_MODULES = [
    "PushSpecPlurals", "PushSpecCore", "PushSpecCatalog", "PushSpecCrypto", "PushSpec", "PushSpecNotifications",
]
# The toolchain modules whose symbol graphs are always read (others are added when imported).
BASE_SYSTEM_MODULES = ["Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch"]
CACHE_FORMAT = 5


def fail(message: str) -> "NoReturn":  # noqa: F821
    print(f"check-availability: error: {message}", file=sys.stderr)
    sys.exit(2)


def log(message: str) -> None:
    print(f"check-availability: {message}", file=sys.stderr)


# MARK: Versions and floors

def parse_version(text: str) -> tuple[int, ...]:
    parts = tuple(int(p) for p in text.strip().strip('"').split("."))
    while len(parts) > 1 and parts[-1] == 0:
        parts = parts[:-1]
    return parts


def show_version(version: tuple[int, ...]) -> str:
    return ".".join(str(p) for p in (version if len(version) > 1 else (*version, 0)))


def platform_name(text: str) -> str | None:
    for name in APPLE_PLATFORMS:
        if text.lower() == name.lower():
            return name
    return None


def floors_from_package(package: pathlib.Path) -> dict[str, tuple[int, ...]] | None:
    """The `platforms:` of Package.swift: `.iOS(.v15)`, `.macOS(.v12)`, `.macOS("12.0")`, …"""
    text = (package / "Package.swift").read_text()
    text = re.sub(r"//[^\n]*", "", text)
    match = re.search(r"\bplatforms\s*:\s*\[(.*?)\]", text, re.S)
    if not match:
        return None
    floors = {}
    for name, dotted, quoted in re.findall(r"\.(\w+)\(\s*(?:\.v([\d_]+)|\"([\d.]+)\")", match.group(1)):
        platform = platform_name(name)
        if platform:
            floors[platform] = parse_version(dotted.replace("_", ".") or quoted)
    return floors or None


# MARK: The index store (libIndexStore through ctypes)

class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]

    def __str__(self) -> str:
        return ctypes.string_at(self.data, self.length).decode() if self.data else ""


ROLE_DECLARATION, ROLE_DEFINITION, ROLE_REFERENCE = 1 << 0, 1 << 1, 1 << 2
DEPENDENCY_UNIT, DEPENDENCY_RECORD = 1, 2


class IndexStore:
    def __init__(self, library: pathlib.Path, path: pathlib.Path):
        lib = ctypes.CDLL(str(library))
        P = ctypes.c_void_p
        for name, restype, argtypes in [
            ("indexstore_error_get_description", ctypes.c_char_p, [P]),
            ("indexstore_store_create", P, [ctypes.c_char_p, ctypes.POINTER(P)]),
            ("indexstore_store_units_apply_f", ctypes.c_bool, [P, ctypes.c_uint, P, P]),
            ("indexstore_unit_reader_create", P, [P, ctypes.c_char_p, ctypes.POINTER(P)]),
            ("indexstore_unit_reader_dispose", None, [P]),
            ("indexstore_unit_reader_get_module_name", StringRef, [P]),
            ("indexstore_unit_reader_get_main_file", StringRef, [P]),
            ("indexstore_unit_reader_is_system_unit", ctypes.c_bool, [P]),
            ("indexstore_unit_reader_get_modification_time", None,
             [P, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64)]),
            ("indexstore_unit_reader_dependencies_apply_f", ctypes.c_bool, [P, P, P]),
            ("indexstore_unit_dependency_get_kind", ctypes.c_int, [P]),
            ("indexstore_unit_dependency_is_system", ctypes.c_bool, [P]),
            ("indexstore_unit_dependency_get_filepath", StringRef, [P]),
            ("indexstore_unit_dependency_get_name", StringRef, [P]),
            ("indexstore_record_reader_create", P, [P, ctypes.c_char_p, ctypes.POINTER(P)]),
            ("indexstore_record_reader_dispose", None, [P]),
            ("indexstore_record_reader_occurrences_apply_f", ctypes.c_bool, [P, P, P]),
            ("indexstore_occurrence_get_symbol", P, [P]),
            ("indexstore_occurrence_get_roles", ctypes.c_uint64, [P]),
            ("indexstore_occurrence_get_line_col", None,
             [P, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
            ("indexstore_symbol_get_usr", StringRef, [P]),
        ]:
            function = getattr(lib, name)
            function.restype, function.argtypes = restype, argtypes
        self.lib = lib
        error = P()
        self.store = lib.indexstore_store_create(str(path).encode(), ctypes.byref(error))
        if not self.store:
            fail(f"cannot open the index store {path}: {lib.indexstore_error_get_description(error).decode()}")

    def units(self):
        """(module, main file, mtime, record name, module dependency paths) of each unit with a main file."""
        lib, P = self.lib, ctypes.c_void_p
        names: list[str] = []
        callback = ctypes.CFUNCTYPE(ctypes.c_bool, P, StringRef)(lambda _, name: names.append(str(name)) or True)
        lib.indexstore_store_units_apply_f(self.store, 0, None, callback)
        for name in names:
            error = P()
            reader = lib.indexstore_unit_reader_create(self.store, name.encode(), ctypes.byref(error))
            if not reader:
                continue
            try:
                main_file = str(lib.indexstore_unit_reader_get_main_file(reader))
                if not main_file or lib.indexstore_unit_reader_is_system_unit(reader):
                    continue
                seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
                lib.indexstore_unit_reader_get_modification_time(reader, ctypes.byref(seconds), ctypes.byref(nanoseconds))
                records: list[str] = []
                modules: list[str] = []

                def dependency(_, dep):
                    kind = lib.indexstore_unit_dependency_get_kind(dep)
                    if kind == DEPENDENCY_RECORD:
                        records.append(str(lib.indexstore_unit_dependency_get_name(dep)))
                    elif kind == DEPENDENCY_UNIT:
                        modules.append(str(lib.indexstore_unit_dependency_get_filepath(dep)))
                    return True

                lib.indexstore_unit_reader_dependencies_apply_f(
                    reader, None, ctypes.CFUNCTYPE(ctypes.c_bool, P, P)(dependency))
                yield (str(lib.indexstore_unit_reader_get_module_name(reader)), main_file,
                       seconds.value * 10**9 + nanoseconds.value, records[0] if records else None, modules)
            finally:
                lib.indexstore_unit_reader_dispose(reader)

    def references(self, record: str):
        """(USR, line, column) of each reference (not a declaration) in a record."""
        lib, P = self.lib, ctypes.c_void_p
        error = P()
        reader = lib.indexstore_record_reader_create(self.store, record.encode(), ctypes.byref(error))
        if not reader:
            fail(f"cannot read the index record {record}")
        found: list[tuple[str, int, int]] = []
        line, column = ctypes.c_uint(), ctypes.c_uint()

        def occurrence(_, occ):
            roles = lib.indexstore_occurrence_get_roles(occ)
            if roles & ROLE_REFERENCE and not roles & (ROLE_DECLARATION | ROLE_DEFINITION):
                lib.indexstore_occurrence_get_line_col(occ, ctypes.byref(line), ctypes.byref(column))
                usr = str(lib.indexstore_symbol_get_usr(lib.indexstore_occurrence_get_symbol(occ)))
                found.append((usr, line.value, column.value))
            return True

        lib.indexstore_record_reader_occurrences_apply_f(
            reader, None, ctypes.CFUNCTYPE(ctypes.c_bool, P, P)(occurrence))
        lib.indexstore_record_reader_dispose(reader)
        return found


# MARK: Symbol graphs

def module_of_dependency(path: str) -> str | None:
    """`…/Foundation.swiftmodule/x86_64-….swiftinterface` or `…/GRDB.swiftmodule` → the module's name."""
    match = re.search(r"([A-Za-z_][A-Za-z0-9_]*)\.swiftmodule(/|$)", path)
    return match.group(1) if match else None


class Availability:
    """The Apple availability of the symbols of some modules, from their symbol graphs.

    A symbol's availability is its own `introduced` versions (or `unavailable`), raised by those of
    the types it is a member of. A protocol requirement added later with an older default
    implementation (`&*` of FixedWidthInteger, Swift 6) is as old as the oldest of them: on Apple
    platforms the compiler calls the implementation when the requirement is above the floor."""

    def __init__(self, toolchain: pathlib.Path, modules_dirs: list[pathlib.Path], module_maps: list[str],
                 modules: list[str], cache_dir: pathlib.Path):
        self.names: dict[str, str] = {}
        self.own: dict[str, dict] = {}
        self.parents: dict[str, list[str]] = {}
        self.defaults: dict[str, list[str]] = {}
        self.resolved: dict[str, dict] = {}
        cache_dir.mkdir(parents=True, exist_ok=True)
        version = subprocess.run([str(toolchain / "bin" / "swiftc"), "--version"],
                                 capture_output=True, text=True).stdout
        triple = host_triple(toolchain)
        resource_dir = toolchain / "lib" / "swift"

        def load(module: str) -> tuple[str, dict | None, str]:
            in_toolchain = any(resource_dir.glob(f"*/{module}.swiftmodule"))
            # A toolchain module depends on the toolchain; a package's on its built module.
            stamps = [] if in_toolchain else [
                (str(p), p.stat().st_mtime_ns) for d in modules_dirs for p in [d / f"{module}.swiftmodule"] if p.exists()]
            key = hashlib.sha256(json.dumps([CACHE_FORMAT, version, triple, module, stamps,
                                             [] if in_toolchain else module_maps]).encode()).hexdigest()[:16]
            cache = cache_dir / f"{module}-{key}.json"
            if cache.exists():
                return module, json.loads(cache.read_text()), ""
            graphs = cache_dir / f"{module}-{key}.symbolgraphs"
            shutil.rmtree(graphs, ignore_errors=True)
            graphs.mkdir()
            command = [str(toolchain / "bin" / "swift-symbolgraph-extract"), "-module-name", module,
                       "-target", triple, "-sdk", "/", "-minimum-access-level", "public",
                       "-output-dir", str(graphs)]
            if not in_toolchain:
                for directory in modules_dirs:
                    command += ["-I", str(directory)]
                for module_map in module_maps:
                    command += ["-Xcc", f"-fmodule-map-file={module_map}"]
            result = subprocess.run(command, capture_output=True, text=True)
            files = sorted(graphs.glob("*.symbols.json"))
            if result.returncode != 0 or not files:
                shutil.rmtree(graphs, ignore_errors=True)
                return module, None, (result.stderr.strip().splitlines() or ["no symbol graph"])[0]
            data = self._read(files)
            cache.write_text(json.dumps(data))
            shutil.rmtree(graphs, ignore_errors=True)
            return module, data, ""

        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            for module, data, error in pool.map(load, modules):
                if data is None:
                    if module == "Swift":
                        fail(f"no symbol graph for the standard library: {error}")
                    log(f"note: no symbol graph for {module} ({error}): its APIs are not checked")
                    continue
                self.names.update(data["names"])
                self.own.update(data["own"])
                for field in ("parents", "defaults"):
                    target = getattr(self, field)
                    for usr, others in data[field].items():
                        target.setdefault(usr, []).extend(others)

    @staticmethod
    def _read(files: list[pathlib.Path]) -> dict:
        """What the check needs of a module's symbol graphs (MODULE.symbols.json, MODULE@OTHER…)."""
        names, own, parents, defaults = {}, {}, {}, {}
        for path in files:
            graph = json.loads(path.read_text())
            for symbol in graph["symbols"]:
                usr = symbol["identifier"]["precise"]
                if "::SYNTHESIZED::" in usr:  # a copy of a protocol extension's member, which is there too
                    continue
                availability = {}
                for entry in symbol.get("availability") or []:
                    platform = platform_name(entry.get("domain", ""))
                    if not platform:
                        continue
                    if entry.get("isUnconditionallyUnavailable"):
                        availability[platform] = None
                    elif "introduced" in entry:
                        v = entry["introduced"]
                        availability[platform] = list(
                            parse_version(f"{v['major']}.{v.get('minor', 0)}.{v.get('patch', 0)}"))
                names[usr] = ".".join(symbol["pathComponents"])
                if availability:
                    own[usr] = availability
            for relation in graph.get("relationships", []):
                if "::SYNTHESIZED::" in relation["source"]:
                    continue
                if relation["kind"] == "memberOf":
                    parents.setdefault(relation["source"], []).append(relation["target"])
                elif relation["kind"] == "defaultImplementationOf":
                    defaults.setdefault(relation["target"], []).append(relation["source"])
        return {"names": names, "own": own, "parents": parents, "defaults": defaults}

    def _effective(self, usr: str, seen: frozenset = frozenset()) -> dict:
        if usr in self.resolved:
            return self.resolved[usr]
        result = {p: tuple(v) if v is not None else None for p, v in self.own.get(usr, {}).items()}
        for parent in self.parents.get(usr, ()):
            if parent in seen:
                continue
            for platform, introduced in self._effective(parent, seen | {usr}).items():
                if platform not in result:
                    result[platform] = introduced
                elif result[platform] is not None and (introduced is None or introduced > result[platform]):
                    result[platform] = introduced
        self.resolved[usr] = result
        return result

    def lookup(self, usr: str) -> tuple[str, dict] | None:
        """(name, {platform: introduced, or None when unavailable}) of a symbol with Apple
        availability; None for other symbols (available everywhere) and symbols of other modules."""
        if usr not in self.names:
            return None
        result = self._effective(usr)
        for implementation in self.defaults.get(usr, ()):
            other = self._effective(implementation)
            result = {p: v for p, v in result.items() if p in other}
            for platform, introduced in other.items():
                if platform in result and introduced is not None and (
                        result[platform] is None or introduced < result[platform]):
                    result[platform] = introduced
        return (self.names[usr], result) if result else None


def host_triple(toolchain: pathlib.Path) -> str:
    info = subprocess.run([str(toolchain / "bin" / "swiftc"), "-print-target-info"], capture_output=True, text=True)
    return json.loads(info.stdout)["target"]["triple"]


# MARK: Guards in the source text

class SourceGuards:
    """The ranges of a Swift file in which `#available` or `@available` raise the floors.

    A scanner, not a parser: it skips comments and string literals, pairs braces, and reads the
    text around each `#available(`, `#unavailable(` and `@available(`. `#if` is ignored, so that
    guards of code compiled on Apple platforms only count."""

    def __init__(self, text: str):
        self.text = text
        self.code = self._blank_comments_and_strings(text)
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self.pairs: dict[int, int] = {}  # offset of `{` → offset of its `}`
        self.enclosing: list[tuple[int, int]] = []
        stack = []
        for match in re.finditer(r"[{}]", self.code):
            if match.group() == "{":
                stack.append(match.start())
            elif stack:
                self.pairs[stack.pop()] = match.start()
        self.ranges: list[tuple[int, int, dict]] = []
        for match in re.finditer(r"([#@])(available|unavailable)\s*\(", self.code):
            close = self._matching(match.end() - 1, "(", ")")
            if close is None:
                continue
            versions = self._versions(self.code[match.end():close])
            if not versions:
                continue
            if match.group(1) == "@":
                if match.group(2) == "available":
                    self._attribute(match.start(), close, versions)
            else:
                self._condition(close, versions, unavailable=match.group(2) == "unavailable")

    @staticmethod
    def _blank_comments_and_strings(text: str) -> str:
        """The text with comments and string literals (interpolations included) replaced by spaces."""
        out = list(text)
        i, n = 0, len(text)

        def blank(start: int, end: int) -> None:
            for k in range(start, end):
                if out[k] != "\n":
                    out[k] = " "

        def skip_string(i: int) -> int:
            """`i` at the opening quote(s) or `#`s; returns the offset after the literal."""
            hashes = 0
            while text.startswith("#", i + hashes):
                hashes += 1
            j = i + hashes
            multiline = re.match(r'"""[ \t]*(\r?\n|$)', text[j:j + 256]) is not None  # not `#""""#`
            quote = '"""' if multiline else '"'
            j += len(quote)
            terminator = quote + "#" * hashes
            escape = "\\" + "#" * hashes
            while j < n:
                if text.startswith(terminator, j):
                    return j + len(terminator)
                if text.startswith(escape, j):
                    k = j + len(escape)
                    if k < n and text[k] == "(":
                        j = skip_code(k + 1, ")")
                        continue
                    j = k + 1
                    continue
                if text[j] == "\n" and not multiline:
                    return j
                j += 1
            return n

        def skip_code(i: int, closer: str) -> int:
            """Code inside an interpolation, from after `(` to after its matching `)`."""
            depth = 0
            while i < n:
                c = text[i]
                if c == "(":
                    depth += 1
                elif c == ")":
                    if depth == 0:
                        return i + 1
                    depth -= 1
                elif c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
                    i = skip_string(i)
                    continue
                i += 1
            return n

        while i < n:
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                blank(i, end)
                i = end
            elif text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
            elif text[i] == '"' or (text[i] == "#" and re.match(r'#+"', text[i:])):
                end = skip_string(i)
                blank(i, end)
                i = end
            else:
                i += 1
        return "".join(out)

    def _matching(self, open_offset: int, opener: str, closer: str) -> int | None:
        depth = 0
        for k in range(open_offset, len(self.code)):
            c = self.code[k]
            if c == opener:
                depth += 1
            elif c == closer:
                depth -= 1
                if depth == 0:
                    return k
        return None

    @staticmethod
    def _versions(arguments: str) -> dict[str, tuple[int, ...]]:
        """`macOS 15, iOS 18.0, *` or `macOS, introduced: 15` → {platform: version}."""
        versions = {}
        for name, version in re.findall(r"\b([A-Za-z]+)\s+(\d+(?:\.\d+)*)", arguments):
            if platform_name(name):
                versions[platform_name(name)] = parse_version(version)
        match = re.match(r"\s*([A-Za-z]+)\s*,.*?\bintroduced\s*:\s*(\d+(?:\.\d+)*)", arguments, re.S)
        if match and platform_name(match.group(1)):
            versions[platform_name(match.group(1))] = parse_version(match.group(2))
        return versions

    def _next_brace(self, start: int) -> int | None:
        """The first `{` after `start` outside parentheses and brackets."""
        depth = 0
        for k in range(start, len(self.code)):
            c = self.code[k]
            if c in "([":
                depth += 1
            elif c in ")]":
                depth -= 1
            elif c == "{" and depth <= 0:
                return k
            elif c == "}" and depth <= 0:
                return None
        return None

    def _enclosing_block_end(self, offset: int) -> int:
        best = None
        for open_offset, close_offset in self.pairs.items():
            if open_offset < offset < close_offset and (best is None or open_offset > best[0]):
                best = (open_offset, close_offset)
        return best[1] if best else len(self.code)

    def _condition(self, close: int, versions: dict, unavailable: bool) -> None:
        brace = self._next_brace(close + 1)
        if brace is None or brace not in self.pairs:
            return
        before = self.code[:brace].rstrip()
        is_guard = before.endswith("else") and not re.search(r"\w", before[-5:-4] or " ")
        if is_guard:
            if unavailable:  # guard #unavailable(X) else { here X is available }
                self.ranges.append((brace, self.pairs[brace], versions))
            else:  # guard #available(X) else {…}: the rest of the block
                self.ranges.append((self.pairs[brace], self._enclosing_block_end(brace), versions))
        elif unavailable:  # if #unavailable(X) {…} else { here X is available }
            after = re.match(r"\s*else\s*\{", self.code[self.pairs[brace] + 1:])
            if after:
                else_brace = self.pairs[brace] + after.end()
                if else_brace in self.pairs:
                    self.ranges.append((else_brace, self.pairs[else_brace], versions))
        else:  # if/while #available(X) {…}
            self.ranges.append((brace, self.pairs[brace], versions))

    def _attribute(self, start: int, close: int, versions: dict) -> None:
        """`@available(X) … decl … { body }`: the declaration up to the end of its body (or up to
        the next declaration when it has none)."""
        brace = self._next_brace(close + 1)
        end = self.pairs.get(brace) if brace is not None else None
        introducers = list(re.finditer(
            r"\b(func|init|deinit|var|let|subscript|struct|class|enum|extension|actor|protocol|typealias|case)\b",
            self.code[close + 1:brace if brace is not None else len(self.code)]))
        if len(introducers) >= 2:
            end = close + 1 + introducers[1].start()
        elif end is None:
            end = self.code.find("\n", close)
        self.ranges.append((start, end if end is not None and end >= 0 else len(self.code), versions))

    def offset(self, line: int, column: int) -> int:
        """Index store columns count UTF-8 bytes from 1."""
        start = self.line_starts[line - 1] if line - 1 < len(self.line_starts) else len(self.text)
        line_text = self.text[start:start + 4096].split("\n", 1)[0]
        prefix = line_text.encode()[:column - 1].decode(errors="ignore")
        return start + len(prefix)

    def floors_at(self, line: int, column: int, floors: dict) -> dict:
        offset = self.offset(line, column)
        raised = dict(floors)
        for start, end, versions in self.ranges:
            if start <= offset <= end:
                for platform, version in versions.items():
                    if platform in raised and version > raised[platform]:
                        raised[platform] = version
        return raised


# MARK: The check

def find_package_toolchain() -> pathlib.Path:
    swiftc = shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc"
    return pathlib.Path(os.path.realpath(swiftc)).parent.parent


def check(package: pathlib.Path, modules: list[str], build_targets: list[str], scratch: pathlib.Path,
          index_store: pathlib.Path | None, build: bool, floors: dict, toolchain: pathlib.Path,
          cache_dir: pathlib.Path) -> tuple[list[str], list[str]]:
    """The errors, and notes on the uses above the floor that guards cover."""
    started = time.monotonic()
    if build:
        for target in build_targets:
            command = ["swift", "build", "--package-path", str(package), "--scratch-path", str(scratch),
                       "--target", target, "--enable-index-store", "-q"]
            result = subprocess.run(command, capture_output=True, text=True)
            if result.returncode != 0:
                print(result.stdout + result.stderr, file=sys.stderr)
                fail(f"`{' '.join(command)}` failed")
        log(f"built {', '.join(build_targets)} with an index store in {time.monotonic() - started:.0f} s")
    store_path = index_store or scratch / "debug" / "index" / "store"
    if not store_path.is_dir():
        fail(f"no index store at {store_path}")
    library = toolchain / "lib" / ("libIndexStore.dylib" if sys.platform == "darwin" else "libIndexStore.so")
    store = IndexStore(library, store_path)

    # The newest unit of each existing source file of the checked modules.
    latest: dict[str, tuple] = {}
    for module, main_file, mtime, record, dependencies in store.units():
        if module in modules and record and os.path.exists(main_file):
            if main_file not in latest or mtime > latest[main_file][1]:
                latest[main_file] = (module, mtime, record, dependencies)
    missing = [m for m in modules if not any(u[0] == m for u in latest.values())]
    if missing:
        fail(f"no index data for {', '.join(missing)} in {store_path} (built by {', '.join(build_targets)}?)")

    system_modules, package_modules = set(BASE_SYSTEM_MODULES), set()
    resource_dir = str(toolchain / "lib" / "swift")
    for _, _, _, dependencies in latest.values():
        for path in dependencies:
            name = module_of_dependency(path)
            if not name or name in modules:
                continue
            (system_modules if path.startswith(resource_dir) else package_modules).add(name)
    # The package's dependencies (GRDB) are read from the build's modules, with the module maps
    # of their C modules from the build manifest.
    build_dir = index_store.parent.parent if index_store else scratch / "debug"
    modules_dirs = [build_dir / "Modules"] if (build_dir / "Modules").is_dir() else []
    manifest = build_dir.parent / f"{build_dir.name}.yaml"
    module_maps = sorted(set(re.findall(r'-fmodule-map-file=([^"]+)"', manifest.read_text()))) \
        if manifest.exists() else []
    table = Availability(toolchain, modules_dirs, module_maps, sorted(system_modules | package_modules), cache_dir)

    findings, guarded = [], []
    for main_file in sorted(latest):
        module, _, record, _ = latest[main_file]
        references = [(r, known) for r in set(store.references(record)) if (known := table.lookup(r[0]))]
        if not references:
            continue
        guards = SourceGuards(pathlib.Path(main_file).read_text())
        for (usr, line, column), (name, availability) in sorted(references, key=lambda r: (r[0][1], r[0][2], r[0][0])):
            local = guards.floors_at(line, column, floors)
            above, unavailable = [], []
            for platform in floors:
                if platform not in availability:
                    continue
                introduced = availability[platform]
                if introduced is None:
                    unavailable.append(platform)
                elif introduced > local[platform]:
                    above.append(platform)
            if not above and not unavailable:
                if any(platform in availability and availability[platform] is not None
                       and availability[platform] > floors[platform] for platform in floors):
                    guarded.append(f"{os.path.relpath(main_file)}:{line}:{column}: note: {name} "
                                   f"({', '.join(f'{p} {show_version(v)}' for p, v in availability.items() if v)})"
                                   " is above the floor, in code guarded by #available or @available")
                continue
            where = os.path.relpath(main_file, pathlib.Path.cwd())
            parts = []
            if above:
                parts.append(
                    f"{name} is introduced in "
                    + " / ".join(f"{p} {show_version(availability[p])}" for p in above)
                    + ", above the floor "
                    + " / ".join(f"{p} {'.'.join(map(str, local[p]))}" for p in above))
            if unavailable:
                parts.append(f"{name} is unavailable in {' / '.join(unavailable)}")
            findings.append(f"{where}:{line}:{column}: error: {'; '.join(parts)}")
    log(f"checked {len(latest)} files of {', '.join(modules)} against "
        f"{', '.join(f'{p} {show_version(v)}' for p, v in floors.items())} "
        f"in {time.monotonic() - started:.0f} s")
    return findings, guarded


def self_test(root: pathlib.Path, toolchain: pathlib.Path, cache_dir: pathlib.Path) -> int:
    """The fixture's uses marked `// expect-finding` are errors, those marked `// expect-guarded`
    are seen and found guarded, and nothing else is reported."""
    fixture = root / ".ci" / "availability-fixture"
    expected: dict[str, set[str]] = {"expect-finding": set(), "expect-guarded": set()}
    for path in sorted((fixture / "Sources").rglob("*.swift")):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            for marker, lines in expected.items():
                if f"// {marker}" in line:
                    lines.add(f"{os.path.relpath(path)}:{number}")
    findings, guarded = check(fixture, ["AvailabilityFixture"], ["AvailabilityFixture"], fixture / ".build", None, True,
                              dict(DEFAULT_FLOORS), toolchain, cache_dir)
    for line in findings + guarded:
        print(f"self-test: {line}")
    failed = False
    for marker, reported in (("expect-finding", findings), ("expect-guarded", guarded)):
        actual = [":".join(f.split(":")[:2]) for f in reported]
        if sorted(actual) != sorted(expected[marker]):
            print(f"self-test: FAILED: `// {marker}` marks {sorted(expected[marker])}, reported: {sorted(actual)}",
                  file=sys.stderr)
            failed = True
    if failed:
        return 1
    print(f"self-test: ok ({len(findings)} finding, {len(guarded)} guarded uses, as marked)")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--package-path", type=pathlib.Path, default=pathlib.Path("."))
    parser.add_argument("--scratch-path", type=pathlib.Path,
                        help="the build to use (default: PACKAGE/.build, the ordinary debug build, which SwiftPM "
                             "indexes on Linux; after `swift build` nothing is rebuilt)")
    parser.add_argument("--module", action="append", dest="modules",
                        help="a module to check (repeatable); default: the runtime modules")
    parser.add_argument("--build-target", action="append", dest="build_targets",
                        help="a target whose build indexes the modules (repeatable); default: PushSpecNotifications")
    parser.add_argument("--no-build", action="store_true", help="do not build; read the index store as it is")
    parser.add_argument("--index-store", type=pathlib.Path,
                        help="the index store to read (implies --no-build); default: SCRATCH/debug/index/store")
    parser.add_argument("--floor", action="append", default=[], metavar="PLATFORM=VERSION",
                        help="a minimum deployment version (repeatable), e.g. iOS=15; "
                             "default: Package.swift's platforms, else iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1")
    parser.add_argument("--show-guarded", action="store_true",
                        help="also list, as notes, the uses above the floor that a guard covers")
    parser.add_argument("--self-test", action="store_true", help="check the fixture package only")
    args = parser.parse_args()

    toolchain = find_package_toolchain()
    package = args.package_path.resolve()
    scratch = (args.scratch_path or package / ".build").resolve()
    cache_dir = scratch / "check-availability-cache"
    if args.self_test:
        return self_test(package, toolchain, cache_dir)

    if args.floor:
        floors = {}
        for item in args.floor:
            name, _, version = item.partition("=")
            platform = platform_name(name)
            if not platform or not re.fullmatch(r"\d+(\.\d+)*", version):
                fail(f"--floor {item}: expected PLATFORM=VERSION with PLATFORM one of {', '.join(APPLE_PLATFORMS)}")
            floors[platform] = parse_version(version)
    else:
        floors = floors_from_package(package) or dict(DEFAULT_FLOORS)
    index_store = args.index_store.resolve() if args.index_store else None
    findings, guarded = check(package, args.modules or RUNTIME_MODULES, args.build_targets or ["PushSpecNotifications"],
                              scratch, index_store, not (args.no_build or index_store), floors, toolchain, cache_dir)
    if args.show_guarded:
        for note in guarded:
            print(note)
    for finding in findings:
        print(finding)
    if findings:
        print(f"{len(findings)} use{'s' if len(findings) != 1 else ''} of APIs above the floor: guard "
              f"{'them' if len(findings) != 1 else 'it'} with `if #available`, or raise the floor", file=sys.stderr)
        return 1
    print("ok: no API above the floor")
    return 0


if __name__ == "__main__":
    sys.exit(main())
