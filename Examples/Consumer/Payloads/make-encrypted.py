#!/usr/bin/env python3
"""Encrypts this example's plaintext pushes as Telegram's server does (MTProto 2.0, x = 8), with
Python's `cryptography` only: an implementation independent of PushSpec's, checked first by
decrypting a payload of shared/vectors/mtproto.json (made by another independent implementation).

    python3 make-encrypted.py   # writes checklist-encrypted.ndjson and service-encrypted.ndjson

The key is the first one of keyring.json (a test key: never use it for a real account). The
padding comes from a fixed seed, so the output is the same at every run.
"""
import base64, hashlib, json, pathlib, random, struct, sys
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

HERE = pathlib.Path(__file__).resolve().parent

# The app's added type and its added service, inside `p` as the server sends them to an account
# with a push key: the file each is written to, and its plaintexts.
PLAINTEXTS = {
    "checklist-encrypted.ndjson": [
        b'{"loc_key":"MESSAGE_CHECKLIST","loc_args":["Alice","Hardware store","2"],'
        b'"custom":{"from_id":"42","msg_id":"8","checklist_id":"56"},"date":1763800050}',
    ],
    "service-encrypted.ndjson": [
        b'{"loc_key":"CHECKLIST_DONE","custom":{"from_id":"42","checklist_id":"56"},"date":1763800600}',
    ],
}


def b64url_decode(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def keys(auth_key, msg_key, x=8):
    a = hashlib.sha256(msg_key + auth_key[x:x + 36]).digest()
    b = hashlib.sha256(auth_key[40 + x:40 + x + 36] + msg_key).digest()
    return a[:8] + b[8:24] + a[24:32], b[:8] + a[8:24] + b[24:32]


def ige(data, key, iv, encrypt):
    ecb = Cipher(algorithms.AES(key), modes.ECB())
    block = (ecb.encryptor() if encrypt else ecb.decryptor()).update
    previous_cipher, previous_plain, out = iv[:16], iv[16:], b""
    for i in range(0, len(data), 16):
        chunk = data[i:i + 16]
        if encrypt:
            cipher = bytes(p ^ q for p, q in zip(block(bytes(p ^ q for p, q in zip(chunk, previous_cipher))), previous_plain))
            out, previous_cipher, previous_plain = out + cipher, cipher, chunk
        else:
            plain = bytes(p ^ q for p, q in zip(block(bytes(p ^ q for p, q in zip(chunk, previous_plain))), previous_cipher))
            out, previous_cipher, previous_plain = out + plain, chunk, plain
    return out


def key_id(auth_key):
    return hashlib.sha1(auth_key).digest()[-8:]


def encrypt(auth_key, plaintext, rng):
    body = struct.pack("<I", len(plaintext)) + plaintext
    padding = 12 + (-(len(body) + 12) % 16) + 16 * rng.randrange(0, 4)
    padded = body + bytes(rng.randrange(256) for _ in range(padding))
    msg_key = hashlib.sha256(auth_key[88 + 8:88 + 8 + 32] + padded).digest()[8:24]
    aes_key, aes_iv = keys(auth_key, msg_key)
    message = key_id(auth_key) + msg_key + ige(padded, aes_key, aes_iv, encrypt=True)
    return base64.urlsafe_b64encode(message).decode().rstrip("=")


def decrypt(auth_key, p):
    message = b64url_decode(p)
    msg_key = message[8:24]
    aes_key, aes_iv = keys(auth_key, msg_key)
    padded = ige(message[24:], aes_key, aes_iv, encrypt=False)
    assert hashlib.sha256(auth_key[96:128] + padded).digest()[8:24] == msg_key, "msg_key mismatch"
    (length,) = struct.unpack("<I", padded[:4])
    return padded[4:4 + length]


def main():
    # PushSpec's repository checked out beside shared/, as its CI has it.
    vectors = json.loads((HERE / "../../../../shared/vectors/mtproto.json").read_text())
    vector = vectors["decrypt_ok"][0]
    assert decrypt(b64url_decode(vectors["keyring"][0]["secret"]), vector["push"]["p"]).decode() == vector["plaintext"]
    keyring = json.loads((HERE / "keyring.json").read_text())
    auth_key = b64url_decode(keyring["telegram"][0]["secret"])
    rng = random.Random(36)
    for name, plaintexts in PLAINTEXTS.items():
        lines = []
        for plaintext in plaintexts:
            p = encrypt(auth_key, plaintext, rng)
            assert decrypt(auth_key, p) == plaintext
            lines.append(json.dumps({"p": p}, separators=(",", ":")))
        (HERE / name).write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
