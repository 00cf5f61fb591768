#!/usr/bin/env python3
"""Writes the seed corpus of one fuzz target: python3 Fuzz/seeds.py TARGET OUTDIR.

Seeds come from the repository's vectors and examples (nothing is invented beyond the mode
bytes each harness reads first; see the target's source):
  Tests/PushSpecCryptoTests/Fixtures/{mtproto,webpush,zulip}.json, Examples/payloads/*,
  Tests/PushSpecTests/Fixtures/tdlib-receiver-id.jsonl, Tests/PushSpecCatalogTests/Fixtures/
  seed-table.json (one payload per notification type), the JSONTestSuite parsing files
  (Tests/PushSpecCoreTests/Fixtures/jsontestsuite and ../shared/jsontestsuite when present),
  Spec/*/*.yaml and the compiler's fixture specs, Tests/PushSpecTests/Fixtures/TL (TL objects).
Files are named by the SHA-1 of their content, so writing the same seeds twice is a no-op.
"""
import base64
import glob
import hashlib
import json
import os
import sys

FUZZ = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(FUZZ)


def path(*parts):
    return os.path.join(REPO, *parts)


def read(p):
    with open(p, "rb") as f:
        return f.read()


def b64url(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def compact(obj):
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode()


def fixture(name):
    return json.loads(read(path("Tests", "PushSpecCryptoTests", "Fixtures", name)))


def lines(p):
    return [line for line in read(p).splitlines() if line.strip()]


# --- sources -----------------------------------------------------------------------------


def mtproto_pushes():
    vectors = fixture("mtproto.json")
    return [v["push"] for v in vectors["decrypt_ok"] + vectors["decrypt_must_fail"]]


def mtproto_plaintexts():
    return [v["plaintext"].encode() for v in fixture("mtproto.json")["decrypt_ok"]]


def zulip_envelopes():
    vectors = fixture("zulip.json")
    out = []
    for v in vectors["decrypt_ok"] + vectors["decrypt_must_fail"]:
        for wrapping in ("fcm", "apns"):
            if wrapping in v:
                out.append(v[wrapping])
    return out


def zulip_plaintexts():
    return [v["plaintext"].encode() for v in fixture("zulip.json")["decrypt_ok"]]


def example_documents():
    docs = []
    for p in sorted(glob.glob(path("Examples", "payloads", "*.ndjson"))):
        docs += lines(p)
    return docs


def catalog_payloads():
    """One payload per notification type, twice: arguments as numbers (counts parse) and as
    their descriptions (counts do not)."""
    table = json.loads(read(path("Tests", "PushSpecCatalogTests", "Fixtures", "seed-table.json")))
    out = []
    for row in table:
        args = row.get("arguments", [])
        out.append(compact({"loc_key": row["key"], "loc_args": [str(i + 2) for i in range(len(args))]}))
        out.append(compact({"data": {"loc_key": row["key"], "loc_args": args, "custom": {"chat_id": 5, "msg_id": "7"}}}))
    return out


def tdlib_inputs():
    p = path("Tests", "PushSpecTests", "Fixtures", "tdlib-receiver-id.jsonl")
    out = []
    for line in lines(p):
        case = json.loads(line)
        if "input_hex" in case:
            out.append(bytes.fromhex(case["input_hex"]))
        else:
            out.append(case["input"].encode("utf-8", "surrogatepass"))
    return out


def json_test_suite():
    out = []
    for d in (path("Tests", "PushSpecCoreTests", "Fixtures", "jsontestsuite", "test_parsing"),
              os.path.join(os.path.dirname(REPO), "shared", "jsontestsuite", "test_parsing")):
        out += [read(p) for p in sorted(glob.glob(os.path.join(d, "*.json")))]
    return out


def spec_files():
    files = sorted(glob.glob(path("Spec", "*", "*.yaml")))
    files += sorted(glob.glob(path("Tests", "PushSpecCompilerTests", "Fixtures", "**", "*.yaml"), recursive=True))
    return [read(p) for p in files]


def reference_overlays():
    return [read(p) for p in sorted(glob.glob(path("Tests", "PushSpecCompilerTests", "Fixtures", "ReferenceSpec", "Spec", "demo", "*.yaml")))]


def examples_binary():
    return [read(p) for p in sorted(glob.glob(path("Examples", "payloads", "*.bin")) + glob.glob(path("Examples", "payloads", "*.txt")))]


# --- per target ---------------------------------------------------------------------------


def seeds_decode():
    out = example_documents() + examples_binary() + catalog_payloads()
    out += [compact(p) for p in mtproto_pushes() + zulip_envelopes()]
    out += mtproto_plaintexts() + zulip_plaintexts()
    out += json_test_suite()
    return out


def seeds_receiverid():
    out = tdlib_inputs() + example_documents()
    out += [compact(p) for p in mtproto_pushes()]
    out += json_test_suite()
    return out


def seeds_mtproto():
    out = []
    for push in mtproto_pushes():
        p = push.get("p") or (push.get("data") or {}).get("p")
        if isinstance(p, str):
            try:
                out.append(b"\x00" + b64url(p))
            except Exception:
                out.append(b"\x00" + p.encode())
        out.append(b"\x01" + compact(push))
    for doc in lines(path("Examples", "payloads", "telegram-encrypted.ndjson")):
        out.append(b"\x01" + doc)
    # Encrypt-then-decrypt: key, envelope, flags, padding (2 bytes), fill, JSON.
    plaintexts = mtproto_plaintexts() + lines(path("Examples", "payloads", "telegram.ndjson"))[:12]
    for i, plaintext in enumerate(plaintexts):
        out.append(bytes([2, i % 3, i % 5, 0, 0, 12 + 16 * (i % 4), 0xA5]) + plaintext)
    out.append(bytes([2, 0, 0, 0, 0x04, 0x00, 0]) + plaintexts[0])  # padding 1024
    out.append(bytes([2, 1, 1, 1, 0, 12, 0, 0, 0, 0, 200]) + plaintexts[1])  # declared length 200
    return out


def seeds_zulip():
    out = []
    keys = {2408: 0, 3000000000: 1}
    for envelope in zulip_envelopes():
        data = envelope["encrypted_data"]
        k = keys.get(int(envelope["push_key_id"]), 0)
        try:
            out.append(bytes([0, k]) + base64.b64decode(data))
        except Exception:
            pass
        out.append(bytes([0, k]) + data.encode())
        out.append(b"\x01" + compact(envelope))
    for doc in lines(path("Examples", "payloads", "zulip.ndjson")):
        out.append(b"\x01" + doc)
    for i, plaintext in enumerate(zulip_plaintexts()):
        out.append(bytes([2, i % 2, i % 3]) + bytes(range(24)) + plaintext)
    return out


def seeds_secretbox():
    """mode ‖ key ‖ nonce ‖ rest: the vectors' boxes under their keys (mode 0), and their
    plaintexts to seal (mode 1)."""
    vectors = fixture("zulip.json")
    keys = {k["push_key_id"]: base64.b64decode(k["push_key"])[1:] for k in vectors["keys"]}
    out = []
    for envelope in zulip_envelopes():
        key = keys.get(int(envelope["push_key_id"]))
        try:
            sealed = base64.b64decode(envelope["encrypted_data"])
        except Exception:
            continue
        if key is not None and len(sealed) >= 24:
            out.append(b"\x00" + key + sealed)
    for i, plaintext in enumerate(zulip_plaintexts()):
        out.append(b"\x01" + bytes(range(32)) + bytes(range(i, i + 24)) + plaintext)
    return out


def seeds_webpush():
    vectors = fixture("webpush.json")
    out = []
    out.append(bytes([0, 0]) + b64url(vectors["rfc8291_aes128gcm"]["body"]))
    for v in vectors["rfc8188_aes128gcm"]:
        out.append(bytes([0, 0]) + b64url(v["body"]))
    for i, v in enumerate(vectors["aesgcm_legacy"]):
        headers = v["encryption_header"].encode() + b"\n" + v["crypto_key_header"].encode() + b"\n"
        out.append(bytes([1, 1 + i]) + headers + b64url(v["body"]))
        folded = b"aesgcm\nEncryption: " + v["encryption_header"].encode() + b"\nCrypto-Key: " + v["crypto_key_header"].encode() + b"\n"
        out.append(bytes([2, 1 + i]) + folded + b64url(v["body"]))
    for body in examples_binary():
        out.append(bytes([2, 3]) + body)
        out.append(bytes([0, 3]) + body)
    # Encrypt-then-decrypt (key 0): rs (2 bytes), flags, record plaintexts.
    payloads = mtproto_plaintexts()[:4] + zulip_plaintexts()[:2]
    for i, payload in enumerate(payloads):
        out.append(bytes([3, 0x0F, 0xEE, 0]) + payload + b"\x02")  # rs 4096: one record
        out.append(bytes([4, 0, 0, 0]) + b"\x00\x00" + payload)  # no rs parameter
    out.append(bytes([3, 0, 16, 0]) + b"a" * 17 + b"\x01" + b"b" * 17 + b"\x01" + b"tail\x02\x00\x00")  # rs 34
    out.append(bytes([4, 0, 30, 1]) + (b"\x00\x02\x00\x00" + b"x" * 28) * 2 + b"\x00\x00end")  # rs 32, padded
    return out


def seeds_tl():
    """The Telethon fixtures' objects (and their gzip_packed forms), as attachb64 / updates carry them."""
    out = []
    for name in ("objects.jsonl", "gzip-packed.jsonl"):
        for line in lines(path("Tests", "PushSpecTests", "Fixtures", "TL", name)):
            out.append(base64.b64decode(json.loads(line)["tl"]))
    return out


def seeds_spec():
    out = [b"\x00" + text for text in spec_files()]
    out += [b"\x01" + text for text in reference_overlays()]
    return out


TARGETS = {
    "decode": seeds_decode,
    "receiverid": seeds_receiverid,
    "mtproto": seeds_mtproto,
    "webpush": seeds_webpush,
    "zulip": seeds_zulip,
    "secretbox": seeds_secretbox,
    "spec": seeds_spec,
    "tl": seeds_tl,
}


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in TARGETS:
        sys.exit("usage: seeds.py {%s} OUTDIR" % "|".join(TARGETS))
    target, outdir = sys.argv[1], sys.argv[2]
    os.makedirs(outdir, exist_ok=True)
    seeds = TARGETS[target]()
    for seed in seeds:
        name = hashlib.sha1(seed).hexdigest()
        with open(os.path.join(outdir, name), "wb") as f:
            f.write(seed)
    print("%s: %d seeds in %s" % (target, len(set(seeds)), outdir))


if __name__ == "__main__":
    main()
