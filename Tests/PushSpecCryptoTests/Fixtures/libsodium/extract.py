#!/usr/bin/env python3
"""Writes secretbox.json from libsodium's test/default/secretbox*.{c,exp}.

Usage: python3 extract.py LIBSODIUM_DIR > secretbox.json
(LIBSODIUM_DIR: a libsodium source tree, such as the src/libsodium of the PyNaCl sdist.)
"""
import json
import re
import sys

root = sys.argv[1] + "/test/default/"


def array(source, name):
    """The bytes of `static unsigned char NAME[...] = { ... };` in a test's C source."""
    body = re.search(r"unsigned char\s+" + name + r"\[\d+\]\s*=\s*\{(.*?)\}", source, re.S).group(1)
    body = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
    return bytes(int(token, 0) for token in body.replace("\n", " ").split(",") if token.strip())


def lines(name):
    """Each output line of a .exp file as bytes (they are printed as ,0xNN,0xNN...)."""
    text = open(root + name).read()
    return [bytes(int(t, 16) for t in line.split(",") if t) for line in text.split("\n") if line]


secretbox = open(root + "secretbox.c").read()
key = array(secretbox, "firstkey")
nonce = array(secretbox, "nonce")
# secretbox.c: crypto_secretbox of 32 zero bytes and the message; the output from byte 16 on is
# MAC ‖ ciphertext, printed twice (separate and in-place buffers), 8 bytes a line.
message = array(secretbox, "m")[32:]
expected = b"".join(lines("secretbox.exp"))
box = expected[: len(expected) // 2]
assert box == expected[len(expected) // 2 :] and len(box) == 16 + len(message)
# secretbox2.exp: crypto_secretbox_open of that box, the message again.
assert b"".join(lines("secretbox2.exp")) == message

easy = lines("secretbox_easy.exp")
easy_source = open(root + "secretbox_easy.c").read()
easy_message = array(easy_source, "m")
assert easy_message == message and array(easy_source, "firstkey") == key and array(easy_source, "nonce") == nonce
# Lines 0, 2-4: crypto_secretbox_easy of the message (separate, overlapping and in-place buffers).
assert all(easy[i] == box for i in (0, 2, 3, 4))
# Line 5: the box of the empty message (16 bytes) and one byte past it, not part of the box.
empty_box = easy[5][:16]
# Line 7: crypto_secretbox_easy(c, c + 10, 10) with c = m[0..<20]: the box of m[10..<20].
ten_box = easy[7]
assert len(ten_box) == 26

vectors = [
    {"name": "secretbox.c, secretbox2.c, secretbox_easy.c: the 131-byte message", "message": message, "box": box},
    {"name": "secretbox_easy.c: the empty message", "message": b"", "box": empty_box},
    {"name": "secretbox_easy.c: 10 bytes (m[10..<20])", "message": message[10:20], "box": ten_box},
]
print(json.dumps({
    "source": "libsodium test/default/secretbox.c, secretbox2.c, secretbox_easy.c and their .exp files",
    "key": key.hex(),
    "nonce": nonce.hex(),
    "vectors": [{"name": v["name"], "message": v["message"].hex(), "box": v["box"].hex()} for v in vectors],
}, indent=2))
