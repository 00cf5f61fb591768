#!/usr/bin/env python3
"""Makes the web push example bodies and adds their subscription to keyring.json.

A reference tool (Python `cryptography`), independent of PushSpec's code: RFC 8291 aes128gcm and
UnifiedPush's folded aesgcm, each carrying a Telegram payload. Run from the repository root:

    python3 Examples/payloads/make-webpush-examples.py
"""
import base64
import json
import os
import struct

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF, HKDFExpand

HERE = os.path.dirname(os.path.abspath(__file__))


def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def hkdf(salt, ikm, info, length):
    return HKDF(hashes.SHA256(), length, salt, info).derive(ikm)


def public_bytes(key):
    return key.public_key().public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)


def aes128gcm(plaintext, receiver_public, auth):
    sender = ec.generate_private_key(ec.SECP256R1())
    sender_public = public_bytes(sender)
    secret = sender.exchange(ec.ECDH(), ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), receiver_public))
    ikm = hkdf(auth, secret, b"WebPush: info\0" + receiver_public + sender_public, 32)
    salt = os.urandom(16)
    cek = hkdf(salt, ikm, b"Content-Encoding: aes128gcm\0", 16)
    nonce = hkdf(salt, ikm, b"Content-Encoding: nonce\0", 12)
    record = AESGCM(cek).encrypt(nonce, plaintext + b"\x02", None)
    rs = len(record)
    return salt + struct.pack(">IB", rs, len(sender_public)) + sender_public + record


def aesgcm_folded(plaintext, receiver_public, auth):
    sender = ec.generate_private_key(ec.SECP256R1())
    sender_public = public_bytes(sender)
    secret = sender.exchange(ec.ECDH(), ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), receiver_public))
    ikm = hkdf(auth, secret, b"Content-Encoding: auth\0", 32)
    salt = os.urandom(16)
    context = b"P-256\0" + struct.pack(">H", 65) + receiver_public + struct.pack(">H", 65) + sender_public
    cek = hkdf(salt, ikm, b"Content-Encoding: aesgcm\0" + context, 16)
    nonce = hkdf(salt, ikm, b"Content-Encoding: nonce\0" + context, 12)
    body = AESGCM(cek).encrypt(nonce, b"\x00\x00" + plaintext, None)
    headers = f"aesgcm\nEncryption: salt={b64url(salt)}\nCrypto-Key: dh={b64url(sender_public)}\n"
    return headers.encode() + body


def main():
    receiver = ec.generate_private_key(ec.SECP256R1())
    receiver_public = public_bytes(receiver)
    auth = os.urandom(16)
    private = receiver.private_numbers().private_value.to_bytes(32, "big")
    message = {"loc_key": "CHAT_MESSAGE_VIDEOS", "loc_args": ["Gus", "Road trip", "3"],
               "custom": {"chat_id": "5501", "msg_id": "77"}, "user_id": "99001"}
    plaintext = json.dumps(message, separators=(",", ":")).encode()
    with open(os.path.join(HERE, "webpush-aes128gcm.bin"), "wb") as out:
        out.write(aes128gcm(plaintext, receiver_public, auth))
    message["loc_key"], message["loc_args"] = "CHAT_MESSAGE_PHOTOS", ["Gus", "Road trip", "12"]
    with open(os.path.join(HERE, "webpush-unifiedpush-aesgcm.bin"), "wb") as out:
        out.write(aesgcm_folded(json.dumps(message, separators=(",", ":")).encode(), receiver_public, auth))
    with open(os.path.join(HERE, "simplepush-version.txt"), "w") as out:
        out.write("version=1700000123")
    path = os.path.join(HERE, "keyring.json")
    with open(path) as existing:
        keyring = json.load(existing)
    keyring["webpush"] = [{"private_key": b64url(private), "public_key": b64url(receiver_public), "auth": b64url(auth),
                           "endpoint": "https://push.example.com/send/example-subscription"}]
    with open(path, "w") as out:
        out.write("{\n" + ",\n".join(
            f'  "{section}": [\n' + ",\n".join("    " + json.dumps(e) for e in entries) + "\n  ]"
            for section, entries in keyring.items()) + "\n}\n")


if __name__ == "__main__":
    main()
