#!/usr/bin/env python3
"""Crypto hygiene rules that are about the source text, not about behaviour.

What a test cannot observe (which comparison function runs, whether a comparison branches on
the data, what a `deinit` does before it releases memory, where random bytes come from) is
checked here, in the code itself; what can be observed is checked by behaviour tests in
Tests/PushSpecCryptoTests (a tampered tag or msg_key fails identically in every position,
a box that does not verify leaves the buffer untouched, SecureMemory.equals and .zero,
copies of a key share one allocation, descriptions show no secret).

Comments are removed before any rule looks at a file (a comment can neither satisfy nor break
a rule); string literals are kept. Each rule prints one line:

    ok: RULE — N files checked
    FAIL: RULE: file:line: text          (line 0: about the file as a whole)

and the script exits 1 if any rule failed. It cannot pass empty: it fails if it finds no crypto
source files, if a scan covers fewer files than it should, if a rule does not find what it
expects to find (the one SecureMemory.equals call for the msg_key, the deinits that wipe, …),
and if its own patterns do not find the forbidden calls planted in a sample (the first rule).

Usage: python3 .ci/lint-crypto-hygiene.py [REPOSITORY_ROOT]   (default: this script's ../)
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent

CRYPTO = "Sources/PushSpecCrypto"
MTPROTO = f"{CRYPTO}/MTProto/MTProtoPush.swift"
SECURE_MEMORY = f"{CRYPTO}/Primitives/SecureMemory.swift"
C_SECURE_MEMORY = "Sources/CSecureMemory/CSecureMemory.c"
SECRET_BYTES = f"{CRYPTO}/SecretBytes.swift"
ZULIP_KEY_STORAGE = f"{CRYPTO}/Zulip/ZulipKeyStorage.swift"
SYSTEM_BACKEND = f"{CRYPTO}/Backends/System/SystemCryptoBackend.swift"
CRYPTOKIT_BACKEND = f"{CRYPTO}/Backends/CryptoKit/CryptoKitBackend.swift"
OPENSSL_GCM = f"{CRYPTO}/Backends/System/OpenSSLAES128GCMOpener.swift"
CRYPTOKIT_GCM = f"{CRYPTO}/Backends/CryptoKit/CryptoKitAES128GCMOpener.swift"
SWIFT_SECRETBOX = f"{CRYPTO}/Backends/CryptoKit/Secretbox/XSalsa20Poly1305.swift"
SWIFT_SECRETBOX_DIR = f"{CRYPTO}/Backends/CryptoKit/Secretbox"
ZULIP_E2EE = f"{CRYPTO}/Zulip/ZulipE2EE.swift"
TELEGRAM_KEY = f"{CRYPTO}/TelegramPushKey.swift"
ZULIP_KEY = f"{CRYPTO}/Zulip/ZulipPushKey.swift"
WEB_PUSH_KEYS = f"{CRYPTO}/WebPush/WebPushKeys.swift"


def strip_comments(text: str) -> str:
    """Removes `//` and `/* */` comments (Swift and C), leaving string literals alone (a `//`
    inside quotes, as in a URL, is kept). Newlines are kept, so line numbers stay right."""
    out: list[str] = []
    i, n = 0, len(text)
    in_string = False
    while i < n:
        c = text[i]
        if in_string:
            out.append(c)
            i += 1
            if c == "\\" and i < n:
                out.append(text[i])
                i += 1
            elif c in "\"\n":
                in_string = False
            continue
        if c == '"':
            in_string = True
            out.append(c)
            i += 1
        elif text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            i += 2
            while i < n and not text.startswith("*/", i):
                if text[i] == "\n":
                    out.append("\n")
                i += 1
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


@dataclass
class File:
    path: str
    code: str

    @property
    def lines(self) -> list[str]:
        return self.code.split("\n")

    def line_of(self, offset: int) -> int:
        return self.code.count("\n", 0, offset) + 1


class Missing(Exception):
    pass


def read(relative: str) -> File:
    path = ROOT / relative
    if not path.is_file():
        raise Missing(relative)
    return File(relative, strip_comments(path.read_text(encoding="utf-8")))


def swift_files(under: str) -> list[File]:
    base = ROOT / under
    return [read(p.relative_to(ROOT).as_posix()) for p in sorted(base.rglob("*.swift"))] if base.is_dir() else []


def matches(pattern: str, files: list[File], flags: int = 0) -> list[tuple[str, int, str]]:
    """(path, line, text) of every line matching `pattern`."""
    regex = re.compile(pattern, flags)
    return [
        (f.path, number, line.strip())
        for f in files
        for number, line in enumerate(f.lines, start=1)
        if regex.search(line)
    ]


def fail_lines(found: list[tuple[str, int, str]], why: str = "") -> list[str]:
    return [f"{path}:{line}: {why}{text}" for path, line, text in found]


def block_body(code: str, open_brace: int) -> tuple[int, int]:
    """(start, end) of the text between the brace at `open_brace` and its match."""
    depth, i = 1, open_brace + 1
    while i < len(code) and depth > 0:
        if code[i] == "{":
            depth += 1
        elif code[i] == "}":
            depth -= 1
        i += 1
    return open_brace + 1, i - 1


def deinits(f: File) -> list[tuple[int, str]]:
    """(line, body) of every `deinit { … }` in `f`."""
    found = []
    for m in re.finditer(r"\bdeinit\s*\{", f.code):
        start, end = block_body(f.code, m.end() - 1)
        found.append((f.line_of(m.start()), f.code[start:end]))
    return found


RULES: list = []


def rule(name: str):
    def register(check):
        RULES.append((name, check))
        return check

    return register


# MARK: The scanner itself

# Forbidden patterns, shared by the rules and the sample check below.
VARIABLE_TIME_COMPARISON = r"(?<![A-Za-z_])(memcmp|bcmp|strcmp|strncmp|timingsafe_bcmp)\("
GCM_TAG_READ_BACK = r"GCM_GET_TAG|AEAD_GET_TAG"
FORBIDDEN_RANDOMNESS = [
    r"SystemRandomNumberGenerator", r"\.random\(", r"\bInt\d*\.random\b", r"arc4random",
    r"(?<![A-Za-z_])rand\(", r"(?<![A-Za-z_])random\(\)", r"(?<![A-Za-z_])srand(om)?\(", r"drand48",
    r"randomElement\(", r"\.shuffled?\(", r"UUID\(\)", r"/dev/u?random", r"getrandom\(", r"SecRandomCopyBytes",
    r"RandomNumberGenerator",
]
# One sample line per pattern, each of which the pattern must find (once, in the sample).
SAMPLES = {
    VARIABLE_TIME_COMPARISON: "if memcmp(a, b, 16) == 0 {}",
    GCM_TAG_READ_BACK: "EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, 16, tag)",
    r"SystemRandomNumberGenerator": "var g = SystemRandomNumberGenerator()",
    r"\.random\(": "let a = Int.random(in: 0...9)",
    r"\bInt\d*\.random\b": "let r = Int64.random",
    r"arc4random": "let b = arc4random()",
    r"(?<![A-Za-z_])rand\(": "let c = rand()",
    r"(?<![A-Za-z_])random\(\)": "let d = random()",
    r"(?<![A-Za-z_])srand(om)?\(": "srandom(42)",
    r"drand48": "let e = drand48()",
    r"randomElement\(": "let f = xs.randomElement()",
    r"\.shuffled?\(": "let g = xs.shuffled()",
    r"UUID\(\)": "let h = UUID()",
    r"/dev/u?random": 'let i = open("/dev/urandom", 0)',
    r"getrandom\(": "getrandom(p, 16, 0)",
    r"SecRandomCopyBytes": "SecRandomCopyBytes(nil, 16, p)",
    r"RandomNumberGenerator": "struct G: RandomNumberGenerator {}",
}


@rule("the scanner finds what it looks for: comments are stripped (a call in a comment does not "
      "count, a // in a string is kept), and every forbidden pattern finds its call in a sample")
def scanner_self_check() -> tuple[int, list[str]]:
    failures = []
    sample_text = "\n".join(SAMPLES.values()) + "\n// rand() memcmp( in a comment\n" \
        + 'let url = "https://x" // .random( after a URL\n/* arc4random()\n SystemRandomNumberGenerator */\n'
    sample = File("sample.swift", strip_comments(sample_text))
    for pattern in [VARIABLE_TIME_COMPARISON, GCM_TAG_READ_BACK, *FORBIDDEN_RANDOMNESS]:
        if pattern not in SAMPLES:
            failures.append(f"sample.swift:0: no sample line for pattern {pattern!r}")
            continue
        hits = matches(pattern, [sample])
        expected = [line for line in SAMPLES.values() if re.search(pattern, line)]
        if SAMPLES[pattern] not in [text for _, _, text in hits] or len(hits) != len(expected):
            failures.append(f"sample.swift:0: pattern {pattern!r} found {[t for _, _, t in hits]}")
    if '"https://x"' not in sample.code or "//" in sample.code.replace('"https://x"', ""):
        failures.append(f"sample.swift:0: comment stripping: {sample.code!r}")
    return 1, failures


# MARK: Constant time

@rule("the msg_key is compared with SecureMemory.equals (the one call in MTProtoPush.swift), whose result "
      "decides the check that throws msgKeyMismatch; nothing else compares the msg_key")
def msg_key_comparison() -> tuple[int, list[str]]:
    f = read(MTPROTO)
    lines = f.lines
    failures = []
    calls = matches(r"SecureMemory\.equals\(", [f])
    other = matches(r"^(?!.*SecureMemory\.equals)(?=.*msg_?key).*(==|!=|elementsEqual|starts\(with)", [f], re.I)
    failures += fail_lines(other, "msg_key compared without SecureMemory.equals: ")
    if len(calls) != 1:
        return 1, failures + (fail_lines(calls, "expected exactly one SecureMemory.equals call, found: ")
                              or [f"{f.path}:0: no SecureMemory.equals call"])
    _, call_line, call_text = calls[0]
    if not re.search(r"msg_?key", call_text, re.I):
        failures.append(f"{f.path}:{call_line}: SecureMemory.equals does not compare the msg_key: {call_text}")
    # The check: `guard V else { throw .msgKeyMismatch }` (or `if !V { throw … }`) after the call.
    check = re.compile(r"(?:\bguard\s+(\w+)\s+else|\bif\s+!\s*(\w+))\s*\{\s*throw\s+[\w.]*\bmsgKeyMismatch\b")
    checks = [(number, m.group(1) or m.group(2)) for number, line in enumerate(lines, start=1)
              if number > call_line for m in [check.search(line)] if m]
    if not checks:
        failures.append(f"{f.path}:0: no `guard <result> else {{ throw .msgKeyMismatch }}` after line {call_line}")
    else:
        check_line, variable = checks[0]
        # The comparison's result is what that variable holds: the nearest assignment at or
        # before the call (`V = try withUnsafeTemporaryAllocation { … return equals(…) }`, or
        # `let V = SecureMemory.equals(…)`) assigns it.
        assignment = re.compile(r"^\s*(?:(?:let|var)\s+)?(\w+)\s*(?::[^=]+)?=(?!=)")
        assigned = next(((m.group(1), number) for number in range(call_line, 0, -1)
                         for m in [assignment.search(lines[number - 1])] if m), (None, 0))
        if assigned[0] != variable:
            failures.append(
                f"{f.path}:{check_line}: the msgKeyMismatch check reads `{variable}`, but the comparison's "
                f"result goes to `{assigned[0]}` (line {assigned[1]})")
    return 1, failures


@rule("SecureMemory.equals reads every byte, OR-ing the byte differences into an accumulator, "
      "with no early return, break or if")
def equals_without_branching() -> tuple[int, list[str]]:
    f = read(SECURE_MEMORY)
    m = re.search(r"\bstatic\s+func\s+equals\s*\([^{]*\{", f.code)
    if not m:
        return 1, [f"{f.path}:0: no static func equals"]
    start, end = block_body(f.code, m.end() - 1)
    body, line = f.code[start:end], f.line_of(m.start())
    failures = []
    loop = re.search(r"\bfor\s+\w+\s+in\b[^{]*\{", body)
    if not loop or not re.search(r"\w+\s*\|=", body[block_body(body, loop.end() - 1)[0]:block_body(body, loop.end() - 1)[1]]):
        failures.append(f"{f.path}:{line}: no loop over the bytes accumulating with |=")
    for bad in re.finditer(r"\breturn\s+false\b|\bbreak\b|\bif\b", body):
        failures.append(f"{f.path}:{f.line_of(start + bad.start())}: {bad.group(0)} in SecureMemory.equals")
    return 1, failures


@rule("no variable-time comparison function (memcmp, bcmp, strcmp, strncmp, timingsafe_bcmp) in the crypto sources")
def no_variable_time_comparison() -> tuple[int, list[str]]:
    files = swift_files(CRYPTO)
    failures = [] if len(files) > 20 else [f"{CRYPTO}:0: only {len(files)} Swift files found (expected more than 20)"]
    return len(files), failures + fail_lines(matches(VARIABLE_TIME_COMPARISON, files))


@rule("no GCM tag read back to compare by hand (GCM_GET_TAG, AEAD_GET_TAG) in the crypto sources")
def no_gcm_tag_read_back() -> tuple[int, list[str]]:
    files = swift_files(CRYPTO)
    failures = [] if len(files) > 20 else [f"{CRYPTO}:0: only {len(files)} Swift files found (expected more than 20)"]
    return len(files), failures + fail_lines(matches(GCM_TAG_READ_BACK, files))


def require(f: File, pattern: str, what: str) -> list[str]:
    return [] if re.search(pattern, f.code) else [f"{f.path}:0: {what} not found"]


@rule("Web Push tags are verified by the crypto library: OpenSSL is given the expected tag (EVP_CTRL_GCM_SET_TAG) "
      "and EVP_DecryptFinal_ex verifies it; CryptoKit's AES.GCM.open verifies it")
def web_push_tags_verified_by_library() -> tuple[int, list[str]]:
    openssl, cryptokit = read(OPENSSL_GCM), read(CRYPTOKIT_GCM)
    return 2, (require(openssl, r"\bEVP_CTRL_GCM_SET_TAG\b", "EVP_CTRL_GCM_SET_TAG")
               + require(openssl, r"\bEVP_DecryptFinal_ex\s*\(", "EVP_DecryptFinal_ex(")
               + require(cryptokit, r"\bAES\.GCM\.open\s*\(", "AES.GCM.open("))


@rule("Zulip MACs are verified by the secretbox before decryption: libsodium's crypto_secretbox_open_detached "
      "(System), SecureMemory.equals (Swift secretbox); ZulipE2EE opens through Backend.secretboxOpen and "
      "touches no MAC itself (no crypto_, Poly1305, equals()")
def zulip_macs_verified() -> tuple[int, list[str]]:
    system, swift, zulip = read(SYSTEM_BACKEND), read(SWIFT_SECRETBOX), read(ZULIP_E2EE)
    return 3, (require(system, r"\bcrypto_secretbox_open_detached\s*\(", "crypto_secretbox_open_detached(")
               + require(swift, r"\bSecureMemory\.equals\s*\(", "SecureMemory.equals(")
               + require(zulip, r"\bBackend\.secretboxOpen\s*\(", "Backend.secretboxOpen(")
               + fail_lines(matches(r"crypto_|Poly1305|equals\(", [zulip])))


# MARK: Key clearing

def wipe_before_release(f: File, body: str, line: int) -> list[str]:
    """The deinit `body` wipes with SecureMemory.zero before `.deallocate()`, and the wipe covers
    the pointer it releases."""
    release = re.search(r"(\w+)\.deallocate\(\)", body)
    wipe = re.search(r"SecureMemory\.zero\(([^\n]*)\)", body)
    if not release:
        return [f"{f.path}:{line}: deinit does not deallocate"]
    if not wipe:
        return [f"{f.path}:{line}: deinit does not call SecureMemory.zero"]
    if wipe.start() > release.start():
        return [f"{f.path}:{line}: deinit wipes after it releases"]
    if not re.search(rf"\b{re.escape(release.group(1))}\b", wipe.group(1).split("count:")[0]):
        return [f"{f.path}:{line}: SecureMemory.zero({wipe.group(1)}) does not wipe `{release.group(1)}`, the released pointer"]
    return []


@rule("SecretBytes and ZulipKeyStorage: deinit wipes the whole allocation with SecureMemory.zero "
      "(the released pointer, the allocated size) before it deallocates")
def storage_types_wipe() -> tuple[int, list[str]]:
    failures = []
    for path in [SECRET_BYTES, ZULIP_KEY_STORAGE]:
        f = read(path)
        found = deinits(f)
        if not found:
            failures.append(f"{path}:0: no deinit")
            continue
        line, body = found[0]
        problems = wipe_before_release(f, body, line)
        failures += problems
        if problems:
            continue
        # The size wiped is the size allocated: the wipe's count expression appears in the
        # allocation's arguments (`allocate(byteCount: max(count, 1), …)` / `allocate(capacity: N)`).
        count = re.search(r"SecureMemory\.zero\([^\n]*count:\s*([\w.]+)\s*\)", body)
        allocation = re.search(r"\.allocate\(([^\n]*)\)", f.code)
        if not count or not allocation or not re.search(rf"(?<![\w.]){re.escape(count.group(1))}\b", allocation.group(1)):
            failures.append(
                f"{path}:{line}: the wipe's count ({count.group(1) if count else '?'}) is not the allocated size "
                f"({allocation.group(1) if allocation else 'no allocate('})")
    return 2, failures


@rule("SecureMemory.zero wipes through the C target (pushspec_secure_zero), which uses memset_s (Apple) "
      "and explicit_bzero (glibc) over the whole buffer")
def zero_through_c() -> tuple[int, list[str]]:
    swift, c = read(SECURE_MEMORY), read(C_SECURE_MEMORY)
    return 2, (require(swift, r"\bpushspec_secure_zero\(\s*\w+\s*,\s*\w+\s*\)", "pushspec_secure_zero(pointer, count)")
               + require(c, r"\bmemset_s\(\s*(\w+)\s*,\s*(\w+)\s*,\s*0\s*,\s*\2\s*\)", "memset_s(p, n, 0, n)")
               + require(c, r"\bexplicit_bzero\(\s*\w+\s*,\s*\w+\s*\)", "explicit_bzero(p, n)"))


@rule("every deinit in the crypto module that releases memory wipes it first with SecureMemory.zero; "
      "every other deinit frees an OpenSSL object (*_free) or a CommonCrypto cryptor (CCCryptorRelease)")
def every_deinit() -> tuple[int, list[str]]:
    files = swift_files(CRYPTO)
    failures, wiping, freeing = [], 0, 0
    for f in files:
        for line, body in deinits(f):
            if ".deallocate()" in body:
                wiping += 1
                failures += wipe_before_release(f, body, line)
            elif "_free(" in body or "CCCryptorRelease(" in body:
                freeing += 1
            else:
                failures.append(f"{f.path}:{line}: a deinit that neither wipes nor frees: {' '.join(body.split())}")
    if wiping == 0 or freeing == 0:
        failures.append(f"{CRYPTO}:0: found {wiping} deinits that release memory and {freeing} that free objects "
                        "(expected some of each)")
    return len(files), failures


@rule("heap memory for bytes (.allocate() is allocated only by SecretBytes and ZulipKeyStorage in the crypto module")
def only_storage_types_allocate() -> tuple[int, list[str]]:
    files = swift_files(CRYPTO)
    found = matches(r"\.allocate\(", files)
    failures = [] if found else [f"{CRYPTO}:0: no .allocate( at all (expected the storage types')"]
    failures += fail_lines([m for m in found if m[0] not in (SECRET_BYTES, ZULIP_KEY_STORAGE)])
    return len(files), failures


@rule("the key types keep their secrets only in the wiping storage types: TelegramPushKey stores keyID: Int64, "
      "storage: SecretBytes; ZulipPushKey storage: ZulipKeyStorage; WebPushKeys publicKey: [UInt8], "
      "secrets: SecretBytes, privateKey: DefaultCryptoBackend.P256PrivateKey; nothing else")
def key_type_properties() -> tuple[int, list[str]]:
    expected = {
        TELEGRAM_KEY: {"keyID: Int64", "storage: SecretBytes"},
        ZULIP_KEY: {"storage: ZulipKeyStorage"},
        WEB_PUSH_KEYS: {"publicKey: [UInt8]", "secrets: SecretBytes", "privateKey: DefaultCryptoBackend.P256PrivateKey"},
    }
    constants = {"secretSize: Int", "prefix: UInt8", "byteCount: Int", "privateKeySize: Int", "authSecretSize: Int"}
    stored = re.compile(r"^    (?:public |private |internal |fileprivate )?let (\w+: [^={]+?)\s*$")
    failures = []
    for path, properties in expected.items():
        f = read(path)
        found = {m.group(1) for line in f.lines for m in [stored.search(line)] if m} - constants
        for extra in sorted(found - properties):
            number = next(n for n, line in enumerate(f.lines, start=1) if (m := stored.search(line)) and m.group(1) == extra)
            failures.append(f"{path}:{number}: stored property not in the reviewed list: let {extra}")
        for absent in sorted(properties - found):
            failures.append(f"{path}:0: expected stored property not found: let {absent}")
    return len(expected), failures


# MARK: Randomness

@rule("no random number generator in Sources/ but the crypto library's (no SystemRandomNumberGenerator, "
      ".random(, arc4random, rand, random, drand48, randomElement, shuffle, UUID(), /dev/random, getrandom, "
      "SecRandomCopyBytes, RandomNumberGenerator)")
def no_other_randomness() -> tuple[int, list[str]]:
    files = swift_files("Sources")
    failures = [] if len(files) > 100 else [f"Sources:0: only {len(files)} Swift files found (expected more than 100)"]
    for pattern in FORBIDDEN_RANDOMNESS:
        failures += fail_lines(matches(pattern, files), f"{pattern}: ")
    return len(files), failures


@rule("every key generator draws from the crypto library: the System backend's fillRandom from RAND_bytes, "
      "the CryptoKit backend's from SymmetricKey(size:); TelegramPushKey and WebPushKeys through "
      "DefaultCryptoBackend.fillRandom, ZulipPushKey twice (key and id)")
def key_generators() -> tuple[int, list[str]]:
    failures = (require(read(SYSTEM_BACKEND), r"\bRAND_bytes\(", "RAND_bytes(")
                + require(read(CRYPTOKIT_BACKEND), r"\bSymmetricKey\(size:", "SymmetricKey(size:"))
    for path, calls in [(TELEGRAM_KEY, 1), (WEB_PUSH_KEYS, 1), (ZULIP_KEY, 2)]:
        found = matches(r"\btry\s+DefaultCryptoBackend\.fillRandom\(", [read(path)])
        if len(found) < calls:
            failures.append(f"{path}:0: {len(found)} calls of try DefaultCryptoBackend.fillRandom( (expected {calls})")
    return 5, failures


@rule("only the generators ask for randomness (RAND_bytes, randombytes_, fillRandom(, SymmetricKey(size:): "
      "SystemCryptoBackend, CryptoKitBackend, CryptoBackend, TelegramPushKey, WebPushKeys, ZulipPushKey")
def only_generators_use_randomness() -> tuple[int, list[str]]:
    files = swift_files("Sources")
    allowed = {SYSTEM_BACKEND, CRYPTOKIT_BACKEND, f"{CRYPTO}/Primitives/CryptoBackend.swift",
               TELEGRAM_KEY, WEB_PUSH_KEYS, ZULIP_KEY}
    found = matches(r"RAND_bytes|randombytes_|fillRandom\(|SymmetricKey\(size:", files)
    failures = [] if found else ["Sources:0: no use of randomness at all (expected the generators')"]
    return len(files), failures + fail_lines([m for m in found if m[0] not in allowed])


# MARK: The Swift secretbox

def secretbox_files() -> list[File]:
    """Backends/CryptoKit/Secretbox/ and the one file of Primitives/ it uses (the rest of
    Primitives/ is the crypto seam, which is not secretbox code and may allocate)."""
    return swift_files(SWIFT_SECRETBOX_DIR) + [read(SECURE_MEMORY)]


def secretbox_scan(pattern: str) -> tuple[int, list[str]]:
    files = secretbox_files()
    failures = [] if len(files) >= 4 else [f"{SWIFT_SECRETBOX_DIR}:0: only {len(files)} files (expected at least 4)"]
    return len(files), failures + fail_lines(matches(pattern, files))


@rule("the Swift secretbox imports no system crypto library nor Foundation (CSodium, COpenSSL, Foundation, Crypto)")
def secretbox_imports() -> tuple[int, list[str]]:
    return secretbox_scan(r"import\s+(CSodium|COpenSSL|Foundation|Crypto)\b")


@rule("the Swift secretbox uses no API newer than the Apple deployment targets (UInt128, Int128, InlineArray, Span)")
def secretbox_api_floor() -> tuple[int, list[str]]:
    return secretbox_scan(r"\b(UInt128|Int128|InlineArray|Span)\b")


@rule("the Swift secretbox allocates no heap memory per open (no [UInt8]/[UInt32]/[UInt64], no .allocate()")
def secretbox_no_heap() -> tuple[int, list[str]]:
    return secretbox_scan(r"\[UInt(8|32|64)\]|\.allocate\(")


@rule("the Swift secretbox compares the tag with SecureMemory.equals and returns false on a mismatch before "
      "it writes any plaintext (Salsa20.xor, storeBytes), and wipes its scratch (defer SecureMemory.zero)")
def secretbox_verifies_first() -> tuple[int, list[str]]:
    f = read(SWIFT_SECRETBOX)
    check = re.search(
        r"\bguard\s+SecureMemory\.equals\([^)\n]*count:\s*(\w*(?:mac|tag)\w*|16)\s*\)\s*else\s*\{\s*return\s+false\s*\}",
        f.code, re.I)
    if not check:
        return 1, [f"{f.path}:0: no `guard SecureMemory.equals(…, count: <tag size>) else {{ return false }}`"]
    failures = []
    for write in [r"\bSalsa20\.xor\(", r"\.storeBytes\("]:
        found = list(re.finditer(write, f.code))
        if not found:
            failures.append(f"{f.path}:0: no plaintext write {write} found")
        failures += [f"{f.path}:{f.line_of(m.start())}: plaintext written before the tag check (line "
                     f"{f.line_of(check.start())})" for m in found if m.start() < check.end()]
    failures += require(f, r"\bdefer\s*\{\s*SecureMemory\.zero\(\s*\w+\s*\)\s*\}", "defer { SecureMemory.zero(scratch) }")
    return 1, failures


# Every conditional in the secretbox code, reviewed: each decides on a length, on whether a pointer
# exists, or on the (public) result of the tag check, never on a key, keystream, accumulator or
# message byte. A new one fails until it is reviewed and listed here.
REVIEWED_CONDITIONALS = [
    "Poly1305.swift: if let bytes = message.baseAddress {",
    "Poly1305.swift: if offset < count {",
    "Poly1305.swift: while count - offset >= 16 {",
    "Salsa20.swift: guard offset < count else { return }",
    "Salsa20.swift: while count - offset >= blockSize {",
    "SecureMemory.swift: for offset in 0..<max(count, 0) {",
    "SecureMemory.swift: guard let pointer, count > 0 else { return }",
    "XSalsa20Poly1305.swift: guard SecureMemory.equals(computedTag, mac, count: macSize) else { return false }",
    "XSalsa20Poly1305.swift: guard let mac = box.baseAddress, box.count >= macSize else { return false }",
    "XSalsa20Poly1305.swift: guard let subkey = scratch.baseAddress else { return false }",
    "XSalsa20Poly1305.swift: let head = min(count, 32)",
]


@rule("every conditional in the Swift secretbox (if, guard, while, switch, min, max, ?:, &&, ||) is one reviewed "
      "as deciding on public data only (lengths, pointers, the tag check's result)")
def secretbox_conditionals() -> tuple[int, list[str]]:
    files = secretbox_files()
    found = matches(r"\b(if|guard|while|switch|min|max)\b|\?\s|&&|\|\|", files)
    failures = [f"{path}:{line}: not reviewed: {text}" for path, line, text in found
                if f"{Path(path).name}: {text}" not in REVIEWED_CONDITIONALS]
    seen = {f"{Path(path).name}: {text}" for path, _, text in found}
    failures += [f"{CRYPTO}:0: reviewed conditional no longer found (update the list): {c}"
                 for c in REVIEWED_CONDITIONALS if c not in seen]
    return len(files), failures


def main() -> int:
    if not list((ROOT / CRYPTO).rglob("*.swift")) or not (ROOT / C_SECURE_MEMORY).is_file():
        print(f"FAIL: crypto sources: {CRYPTO}:0: no Swift crypto sources or no {C_SECURE_MEMORY} under {ROOT}")
        return 1
    failed = False
    for name, check in RULES:
        try:
            count, failures = check()
        except Missing as missing:
            count, failures = 0, [f"{missing}:0: file not found"]
        if failures:
            failed = True
            for failure in failures:
                print(f"FAIL: {name}: {failure}")
        else:
            print(f"ok: {name} — {count} files checked")
    print(f"{'FAILED' if failed else 'passed'}: {len(RULES)} crypto hygiene rules")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
