#!/usr/bin/env python3
"""Writes secretbox.json: PyNaCl (nacl.secret.SecretBox) boxes of fixed messages, keys and nonces.

Rerun from this directory with `pip install pynacl` then `python3 generate.py > secretbox.json`;
the output is deterministic (no random bytes), so an unchanged PyNaCl gives an unchanged file.
"""
import hashlib
import json

import nacl
import nacl.secret


def stream(label, count):
    """`count` reproducible bytes: SHA-512 of the label and a block counter, concatenated."""
    out = b""
    block = 0
    while len(out) < count:
        out += hashlib.sha512(f"{label}/{block}".encode()).digest()
        block += 1
    return out[:count]


vectors = []
for length in (0, 1, 15, 16, 63, 64, 65, 400, 4096):
    key = stream(f"pushspec secretbox key {length}", nacl.secret.SecretBox.KEY_SIZE)
    nonce = stream(f"pushspec secretbox nonce {length}", nacl.secret.SecretBox.NONCE_SIZE)
    message = stream(f"pushspec secretbox message {length}", length)
    # EncryptedMessage.ciphertext is MAC(16) ‖ ciphertext, the box without its nonce.
    box = nacl.secret.SecretBox(key).encrypt(message, nonce).ciphertext
    vectors.append({"length": length, "key": key.hex(), "nonce": nonce.hex(), "message": message.hex(), "box": box.hex()})

print(json.dumps({"generator": f"PyNaCl {nacl.__version__} (generate.py)", "vectors": vectors}, indent=1))
