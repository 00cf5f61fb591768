#!/usr/bin/env python3
"""Writes telegram-fcm.ndjson: the pushes of telegram.ndjson and telegram-encrypted.ndjson that FCM
carries, as an Android app's RemoteMessage.getData() hands them over (a map of strings: loc_args
and custom as JSON text, numbers as decimal text), each line the bare map as an app would log it.
Each reads as its JSON form. Run from the repository root:

    python3 Examples/payloads/make-fcm-examples.py
"""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))


def text(value):
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, separators=(",", ":"))


with open(os.path.join(HERE, "telegram-fcm.ndjson"), "w", encoding="utf-8") as out:
    for name in ("telegram.ndjson", "telegram-encrypted.ndjson"):
        for line in open(os.path.join(HERE, name), encoding="utf-8"):
            push = json.loads(line)
            data = push.get("data", push)
            if "aps" in push or not isinstance(data, dict):  # APNs; Huawei's data text
                continue
            out.write(json.dumps({key: text(value) for key, value in data.items()}, ensure_ascii=False, separators=(",", ":")) + "\n")
