#!/usr/bin/env python3
"""Writes a synthetic spec N times the size of Spec/telegram: every notification type copied N
times under new loc_keys (MESSAGE_TEXT, MESSAGE_TEXT_X2, …), with the other files as they are.

    python3 make-synthetic-spec.py SPEC_DIR N OUT_DIR
"""
import os
import re
import shutil
import sys

KEY = re.compile(r"^(\s*- key: )([A-Z_0-9]+)\s*$", re.M)


def main():
    spec, copies, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(os.path.join(out, "telegram"))
    for name in sorted(os.listdir(os.path.join(spec, "telegram"))):
        with open(os.path.join(spec, "telegram", name)) as source:
            text = source.read()
        if not re.search(r"^notifications:", text, re.M):
            shutil.copy(os.path.join(spec, "telegram", name), os.path.join(out, "telegram", name))
            continue
        body = text[text.index("notifications:") + len("notifications:"):]
        copied = [body] + [KEY.sub(lambda m: f"{m.group(1)}{m.group(2)}_X{n}", body) for n in range(2, copies + 1)]
        with open(os.path.join(out, "telegram", name), "w") as target:
            target.write("notifications:" + "".join(copied))


if __name__ == "__main__":
    main()
