#!/usr/bin/env python3
"""Compiles the Apple-only code against stub modules that transcribe Apple's documented API.

Part of the package compiles only with an Apple SDK: the UserNotifications and Intents
adapters (Sources/PushSpec/Apple/), the CryptoKit backend and CommonCrypto's AES block
(Sources/PushSpecCrypto/Backends/), the `memset_s` branch of Sources/CSecureMemory, the Darwin
branches (`_NSGetExecutablePath`, JSONSerialization, …), the example notification service
extension and the README's Apple snippet. This toolchain has no Apple SDK, so:

1. the package (and the example's package) are built as usual, in their `.build-apple` scratch
   paths (skipped with --no-build), which gives every dependency module and SwiftPM's exact
   compiler arguments for every module (debug.yaml);
2. the stub modules of .ci/apple-sdk-stubs are built: UserNotifications, Intents, CryptoKit and
   FoundationAppleOnly from Swift sources (`-emit-module -parse-as-library -swift-version 6`), and
   CommonCrypto and Darwin as C module maps over transcribed headers; each declaration is one of
   Apple's documented ones (see the doc comment of each stub file);
3. each affected module is compiled again from its full source set, with SwiftPM's own arguments
   (Swift 6 language mode, so strict concurrency) and the stubs first on the search path: there
   `canImport(CryptoKit)`, `canImport(UserNotifications)`, `canImport(Darwin)`, … are true, so the
   Apple branches are the ones compiled. PushSpecCrypto and PushSpec are emitted as modules (their
   Apple API is what the example and the tests call); the others are type-checked;
4. CSecureMemory.c is compiled (-fsyntax-only) for each Apple target triple with the transcribed
   <string.h> as the only system header, so its `defined(__APPLE__)` branch (`memset_s`) is the
   one compiled;
5. every source file is read for `#if` blocks and each line is classified under three
   configurations: Linux (what `swift build` compiles), this check, and each Apple platform. The
   lines compiled here and not on Linux are counted as checked; the lines an Apple platform
   compiles that neither Linux nor this check does are listed as not compiled.

It fails if any compilation fails, and if it compiled no Apple-only line at all.

What it cannot check: the SDK itself (a stub is a transcription and may be wrong where the
documentation is), behaviour (nothing is linked or run), availability (Swift checks `@available`
only for Apple targets, and there is no Apple standard library here to target), and code that only
an Apple platform's `#if os(…)` selects (listed).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STUBS = ROOT / ".ci" / "apple-sdk-stubs"
# The builds whose modules and compiler arguments are used: .build-apple by default, or (CI, with
# APPLE_CHECK_REUSE=1 and --no-build) the .build folders CI's earlier steps built already.
REUSE = os.environ.get("APPLE_CHECK_REUSE") == "1"
SCRATCH = ROOT / (".build" if REUSE else ".build-apple")
EXAMPLE = ROOT / "Examples" / "NotificationService"
EXAMPLE_SCRATCH = EXAMPLE / (".build" if REUSE else ".build-apple")
OUT = ROOT / ".build-apple" / "apple-check"

# Swift stub modules, in dependency order: (module, source file).
SWIFT_STUBS = [
    ("UserNotifications", "UserNotifications.swift"),
    ("Intents", "Intents.swift"),
    ("CryptoKit", "CryptoKit.swift"),
    ("FoundationAppleOnly", "FoundationAppleOnly.swift"),
]
# C stub modules: directories of .ci/apple-sdk-stubs with a module.modulemap.
C_STUBS = ["CommonCrypto", "Darwin"]
STUBBED = {name for name, _ in SWIFT_STUBS} | set(C_STUBS)
# Modules only Apple's SDKs have.
APPLE_ONLY_MODULES = STUBBED | {"Security", "os", "ObjectiveC", "UIKit", "AppKit", "CoreFoundation"}
# Modules only off Apple platforms (Linux's libc, Foundation's parts, the System backend's C
# libraries, which Package.swift links only off Apple platforms).
NON_APPLE_MODULES = {
    "Glibc", "Musl", "Android", "WASILibc", "ucrt", "FoundationEssentials",
    "FoundationInternationalization", "FoundationXML", "FoundationNetworking", "COpenSSL", "CSodium",
    "Crypto", "CryptoExtras",
}
APPLE_PLATFORMS = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]
# Compilation conditions of a default build (the trait SystemCrypto on, on every platform).
FLAGS = {"SystemCrypto", "DEBUG", "SWIFT_PACKAGE"}
CLANG_TARGETS = [
    "arm64-apple-ios15.0", "arm64-apple-macos12.0", "x86_64-apple-macos12.0",
    "arm64-apple-tvos15.0", "arm64-apple-watchos8.0", "arm64-apple-xros1.0",
]


@dataclass
class Config:
    name: str
    importable: object  # callable(str) -> bool
    os: str | None
    c_macros: dict[str, int]
    extra_flags: set[str] = field(default_factory=set)


LINUX = Config(
    "Linux",
    lambda m: m not in APPLE_ONLY_MODULES and m not in {"Musl", "Android", "WASILibc", "ucrt", "Crypto", "CryptoExtras"},
    "Linux",
    {"__linux__": 1, "__GLIBC__": 2, "__GLIBC_MINOR__": 36},
)
# The same Linux build with the trait PortableCrypto (CI's Portable step): the CryptoKit backend's
# source, over swift-crypto.
LINUX_PORTABLE = Config(LINUX.name + " Portable", LINUX.importable, "Linux", LINUX.c_macros, {"PortableCrypto"})
CHECK = Config(
    "check",
    lambda m: (m not in APPLE_ONLY_MODULES or m in STUBBED)
    and m not in {"Musl", "Android", "WASILibc", "ucrt", "Crypto", "CryptoExtras"},
    "Linux",
    {"__APPLE__": 1},  # the C file is compiled for Apple targets
)


def apple_config(platform: str) -> Config:
    return Config(platform, lambda m: m not in NON_APPLE_MODULES, platform, {"__APPLE__": 1})


APPLE = [apple_config(p) for p in APPLE_PLATFORMS]

# MARK: #if evaluation

_SWIFT_TOKEN = re.compile(
    r"\s*(?:(?P<call>canImport|os|arch|compiler|swift|targetEnvironment|hasFeature|hasAttribute)\s*\((?P<arg>[^)]*)\)"
    r"|(?P<op>&&|\|\||!|\(|\))|(?P<ident>[A-Za-z_][A-Za-z0-9_]*))"
)


def swift_condition(text: str, config: Config) -> bool:
    out = []
    pos = 0
    text = text.split("//")[0].strip()
    while pos < len(text):
        match = _SWIFT_TOKEN.match(text, pos)
        if not match or match.end() == pos:
            raise ValueError(f"cannot read #if condition: {text!r}")
        pos = match.end()
        if match["call"]:
            name, arg = match["call"], match["arg"].strip()
            if name == "canImport":
                value = config.importable(arg.split(".")[0].split(",")[0].strip())
            elif name == "os":
                value = arg == config.os
            elif name in {"compiler", "swift", "arch", "hasFeature", "hasAttribute"}:
                value = True
            else:  # targetEnvironment
                value = False
            out.append(str(value))
        elif match["op"]:
            out.append({"&&": " and ", "||": " or ", "!": " not "}.get(match["op"], match["op"]))
        else:
            ident = match["ident"]
            out.append(str(ident in FLAGS or ident in config.extra_flags or ident == "true"))
    return bool(eval("".join(out) or "False", {"__builtins__": {}}))


def c_condition(text: str, config: Config) -> bool:
    text = re.sub(r"/\*.*?\*/|//.*", "", text)
    text = re.sub(r"defined\s*\(\s*(\w+)\s*\)|defined\s+(\w+)",
                  lambda m: "1" if (m[1] or m[2]) in config.c_macros else "0", text)
    text = re.sub(r"[A-Za-z_]\w*", lambda m: str(config.c_macros.get(m[0], 0)), text)
    text = text.replace("&&", " and ").replace("||", " or ").replace("!=", " != ")
    text = re.sub(r"!(?!=)", " not ", text)
    return bool(eval(text, {"__builtins__": {}}))


def active_lines(lines: list[str], config: Config, c: bool) -> set[int]:
    """The 1-based numbers of the code lines `config` compiles (directives, blank and comment-only
    lines excluded)."""
    stack: list[tuple[bool, bool]] = []  # (this branch active, some branch taken)
    active: set[int] = set()
    in_block_comment = False
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        outer = all(s[0] for s in stack)
        directive = re.match(r"#\s*(if|ifdef|ifndef|elseif|elif|else|endif)\b(.*)", stripped)
        if directive and (c or directive[1] in {"if", "elseif", "else", "endif"}):
            kind, rest = directive[1], directive[2]
            if kind in {"if", "ifdef", "ifndef"}:
                if kind == "ifdef":
                    value = rest.strip() in config.c_macros
                elif kind == "ifndef":
                    value = rest.strip() not in config.c_macros
                else:
                    value = c_condition(rest, config) if c else swift_condition(rest, config)
                stack.append((value, value))
            elif kind in {"elseif", "elif"}:
                taken = stack[-1][1]
                value = not taken and (c_condition(rest, config) if c else swift_condition(rest, config))
                stack[-1] = (value, taken or value)
            elif kind == "else":
                stack[-1] = (not stack[-1][1], True)
            else:
                stack.pop()
            continue
        if in_block_comment:
            if "*/" in stripped:
                in_block_comment = False
            continue
        if stripped.startswith("/*") and "*/" not in stripped:
            in_block_comment = True
            continue
        if not stripped or stripped.startswith("//") or (stripped.startswith("/*") and stripped.endswith("*/")):
            continue
        if outer:
            active.add(number)
    return active


@dataclass
class FileLines:
    path: str
    checked: set[int] = field(default_factory=set)  # compiled here, not on Linux
    portable: set[int] = field(default_factory=set)  # of those, compiled by the Portable build
    uncompiled: set[int] = field(default_factory=set)  # compiled on an Apple platform only


def classify(path: Path) -> FileLines:
    c = path.suffix in {".c", ".h"}
    lines = path.read_text(encoding="utf-8").splitlines()
    linux = active_lines(lines, LINUX, c)
    check = active_lines(lines, CHECK, c)
    apple = set().union(*(active_lines(lines, config, c) for config in APPLE))
    result = FileLines(str(path.relative_to(ROOT)))
    result.checked = (check - linux) & apple
    result.portable = result.checked & active_lines(lines, LINUX_PORTABLE, c)
    result.uncompiled = apple - linux - check
    return result


def source_files() -> list[Path]:
    files = []
    for top in ["Sources", "Tests", "Examples", "Fuzz/Sources", "Benchmarks/Sources", "Plugins"]:
        base = ROOT / top
        if not base.exists():
            continue
        for path in base.rglob("*"):
            if any(part.startswith(".build") for part in path.relative_to(ROOT).parts):
                continue
            if path.suffix in {".swift", ".c", ".h"} and path.is_file():
                files.append(path)
    return sorted(files)


# MARK: compiling


def run(command: list[str], what: str) -> bool:
    print(f"--- {what}", flush=True)
    result = subprocess.run(command, cwd=ROOT, text=True, capture_output=True)
    output = (result.stdout + result.stderr).strip()
    if output:
        print(output)
    if result.returncode != 0:
        print(f"FAILED: {what}")
        return False
    return True


def swiftpm_arguments(scratch: Path, module: str) -> list[str]:
    """The swiftc arguments SwiftPM compiled `module` with, from the build's debug.yaml."""
    text = (scratch / "debug.yaml").read_text()
    key = re.search(r'^  "C\.' + re.escape(module) + r'-[^"]*-debug\.module":$', text, re.M)
    if not key:
        raise SystemExit(f"no compile command for {module} in {scratch / 'debug.yaml'}: build it first")
    args_line = re.search(r"^    args: (\[.*\])$", text[key.end():], re.M)
    return json.loads(args_line[1])


DROP_ALONE = {
    "-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode",
    "-serialize-diagnostics", "-parseable-output", "-emit-objc-header", "-whole-module-optimization",
}
DROP_WITH_VALUE = {"-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path", "-module-cache-path"}


def compile_module(check: "Check") -> bool:
    scratch, module, emit, extra = check.scratch, check.module, check.emit, check.extra
    args = swiftpm_arguments(scratch, module)
    swiftc, rest = args[0], args[1:]
    kept = []
    skip = False
    for arg in rest:
        if skip:
            skip = False
            continue
        if arg in DROP_WITH_VALUE:
            skip = True
            continue
        if arg in DROP_ALONE or re.fullmatch(r"-j\d+", arg):
            continue
        if arg.startswith("@") and arg.endswith("/sources"):
            continue  # SwiftPM's source list, written only for a module it built; listed below
        if arg.endswith(".swift"):
            continue
        kept.append(arg)
    mode = (["-emit-module", "-emit-module-path", str(OUT / "Modules" / f"{module}.swiftmodule")]
            if emit else ["-typecheck"])
    # The compiler's own word that this compilation is the configuration the lines are counted
    # under (CHECK): every stub importable, os(Linux), the default trait. Without it, a stub missing
    # from the search path would make the Apple branches silently compile to nothing.
    sources = [str(OUT / "AppleCheckCanary.swift")]
    if scratch == SCRATCH:  # a module of this package, built with its default trait
        sources.append(str(OUT / "AppleCheckCanaryTraits.swift"))
    # The module's full source set, as SwiftPM finds it: every Swift file under its directory.
    sources += sorted(str(path) for root in check.sources for path in (ROOT / root).rglob("*.swift"))
    if not any(source.startswith(str(ROOT / root)) for root in check.sources for source in sources):
        raise SystemExit(f"no sources for {module} in {check.sources}")
    # And the sources SwiftPM derives (a target with resources has `Bundle.module`'s accessor).
    for arg in args:
        if arg.startswith("@") and arg.endswith("/sources") and Path(arg[1:]).exists():
            sources += [line for line in Path(arg[1:]).read_text().splitlines() if "/DerivedSources/" in line]
    command = [swiftc, "-I", str(OUT / "Modules"), "-I", str(STUBS), *mode, *kept,
               "-module-cache-path", str(OUT / "ModuleCache"), *extra, *sources]
    return run(command, f"{module}: {'emit-module' if emit else 'typecheck'} with the Apple stubs")


def build_stubs() -> bool:
    ok = True
    for module, source in SWIFT_STUBS:
        ok &= run([
            "swiftc", "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
            "-I", str(OUT / "Modules"), "-module-cache-path", str(OUT / "ModuleCache"),
            "-emit-module-path", str(OUT / "Modules" / f"{module}.swiftmodule"), str(STUBS / source),
        ], f"stub module {module}")
    return ok


def compile_c() -> bool:
    ok = True
    source = "Sources/CSecureMemory/CSecureMemory.c"
    for target in CLANG_TARGETS:
        ok &= run([
            "clang", "-fsyntax-only", "-Werror", "-target", target, "-nostdlibinc",
            "-isystem", str(STUBS / "include"), "-I", "Sources/CSecureMemory/include", source,
        ], f"CSecureMemory.c for {target} with the transcribed <string.h>")
    return ok


# Each check: (what, files it compiles, how).
@dataclass
class Check:
    module: str
    sources: list[str]  # directories or files, relative to ROOT, the module's full source set
    scratch: Path
    emit: bool = False
    extra: list[str] = field(default_factory=list)


CHECKS = [
    Check("PushSpecCore", ["Sources/PushSpecCore"], SCRATCH),
    Check("PushSpecCrypto", ["Sources/PushSpecCrypto"], SCRATCH, emit=True),
    Check("PushSpec", ["Sources/PushSpec"], SCRATCH, emit=True),
    Check("PushSpecCLI", ["Sources/PushSpecCLI"], SCRATCH),
    Check("PushSpecNotifications", ["Sources/PushSpecNotifications"], SCRATCH),
    Check("PushSpecCryptoTests", ["Tests/PushSpecCryptoTests"], SCRATCH),
    Check("READMESnippetTests", ["Tests/READMESnippetTests"], SCRATCH),
    # The example's extension: its `import Foundation` is Linux's, which lacks FileManager's
    # app-group container; FoundationAppleOnly declares it.
    Check("NotificationServiceExtension", ["Examples/NotificationService/Sources/NotificationServiceExtension"],
          EXAMPLE_SCRATCH, extra=["-Xfrontend", "-import-module", "-Xfrontend", "FoundationAppleOnly"]),
]
C_SOURCES = ["Sources/CSecureMemory"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--no-build", action="store_true", help="use the existing .build-apple builds")
    options = parser.parse_args()
    started = time.monotonic()

    if not options.no_build:
        for command in [
            ["swift", "build", "--scratch-path", str(SCRATCH), "--target", "PushSpecCLI"],
            # The test targets whose Apple branches are checked: their dependencies, and for
            # PushSpecCryptoTests the resource accessor SwiftPM derives.
            ["swift", "build", "--scratch-path", str(SCRATCH), "--target", "PushSpecCryptoTests"],
            ["swift", "build", "--scratch-path", str(SCRATCH), "--target", "PushSpecNotifications"],
            ["swift", "build", "--package-path", str(EXAMPLE), "--scratch-path", str(EXAMPLE_SCRATCH),
             "--target", "PushExtensionCore"],
        ]:
            print("--- " + " ".join(command), flush=True)
            subprocess.run(command, cwd=ROOT, check=True)

    shutil.rmtree(OUT / "Modules", ignore_errors=True)
    (OUT / "Modules").mkdir(parents=True)
    def canary(conditions: list[str]) -> str:
        return (
            "// Written by .ci/check-apple-code: fails the compilation unless the conditions the check\n"
            "// counts lines under hold in it.\n"
            + "".join(f'#if !({c})\n#error("{c} is false in this compilation: the check would compile no Apple branch")\n#endif\n'
                      for c in conditions)
        )
    (OUT / "AppleCheckCanary.swift").write_text(canary([f"canImport({m})" for m in sorted(STUBBED)] + [f"os({CHECK.os})"]))
    (OUT / "AppleCheckCanaryTraits.swift").write_text(canary(["SystemCrypto", "!PortableCrypto"]))
    if not build_stubs():
        print("FAILED: the stub modules do not compile")
        return 1

    passed: dict[str, bool] = {}
    for check in CHECKS:
        passed[check.module] = compile_module(check)
    c_ok = compile_c()

    # Which lines those compilations reached.
    checked_roots = [(ROOT / s, passed[c.module]) for c in CHECKS for s in c.sources]
    checked_roots += [(ROOT / s, c_ok) for s in C_SOURCES]
    compiled: list[FileLines] = []
    uncompiled: list[tuple[str, int, str]] = []
    for path in source_files():
        lines = classify(path)
        if not lines.checked and not lines.uncompiled:
            continue
        covered = [ok for root, ok in checked_roots if path == root or root in path.parents]
        text = path.read_text(encoding="utf-8").splitlines()
        if covered and all(covered):
            if lines.checked:
                compiled.append(lines)
            missed = lines.uncompiled
        else:
            missed = lines.checked | lines.uncompiled
        for number in sorted(missed):
            uncompiled.append((lines.path, number, text[number - 1].strip()))

    failed = [name for name, ok in passed.items() if not ok] + ([] if c_ok else ["CSecureMemory.c"])
    total = sum(len(f.checked) for f in compiled)
    seconds = time.monotonic() - started
    print()
    print("Apple-only lines compiled against the stubs, by file:")
    for f in compiled:
        print(f"  {len(f.checked):4d}  {f.path}")
    print("Apple-only lines not compiled here: each is in an #if branch that only an Apple target selects, after a")
    print("condition true on Linux (canImport(Glibc), canImport(FoundationEssentials), os(Linux)) or under os(watchOS):")
    for path, number, line in uncompiled:
        print(f"  {path}:{number}: {line}")
    print(f"({seconds:.0f} s)")
    if failed:
        print(f"FAILED: {', '.join(failed)} did not compile against the documented declarations")
        return 1
    if total == 0:
        print("FAILED: no Apple-only line was compiled (the check cannot pass empty)")
        return 1
    groups: dict[str, list[str]] = {}
    for path, number, line in uncompiled:
        groups.setdefault(line, []).append(f"{Path(path).name}:{number}")
    not_compiled = "; ".join(
        f"{len(places)} × `{line}` ({', '.join(places)})" for line, places in groups.items()
    ) or "nothing"
    portable = sum(len(f.portable) for f in compiled)
    print(f"({portable} of the {total} lines are the CryptoKit backend's shared source, which the Portable "
          f"build also compiles, against swift-crypto; {total - portable} are compiled by no Linux build)")
    files = ", ".join(Path(f.path).name for f in compiled)
    print(f"ok: {total} lines of Apple-only code compiled against the documented declarations "
          f"(files: {files}); not compiled: {len(uncompiled)} lines: {not_compiled}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
