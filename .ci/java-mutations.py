#!/usr/bin/env python3
"""Deliberate bugs, each applied alone to a copy of the Java runtime, its catalog or its fixtures:
the Java suite must fail on every one. Prints, for each bug, the tests that failed (or MISSED).
A local tool for reviewing the suite's strength, like public-surface.py; not a CI step (each run
builds and runs the whole suite: about a minute a bug on 2 cores).

usage: python3 .ci/java-mutations.py [NAME ...]    (after bash .ci/install-packages)
Exits 1 when the suite passes with any bug in place."""
import os, re, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNTIME = "Java/runtime/src/main/java/org/pushspec/"
CATALOG = "Generated/Java/org/pushspec/catalog/internal/"
FIXTURES = "Tests/PushSpecCryptoTests/Fixtures/"
RU_PHOTOS_FEW = r"\u0444\u043e\u0442\u043e\u0433\u0440\u0430\u0444\u0438\u0438"
RU_PHOTOS_MANY = r"\u0444\u043e\u0442\u043e\u0433\u0440\u0430\u0444\u0438\u0439"
RU_PUBLISHED = r"\001 \u043e\u043f\u0443\u0431\u043b\u0438\u043a\u043e\u0432\u0430\u043b \002 "

# name: (file, text that must occur exactly once, its replacement); None as the text empties the file's JSON.
MUTATIONS = {
    "receiver id read big-endian": (RUNTIME + "crypto/SecureBytes.java",
        "for (int i = 7; i >= 0; i--) {\n            value = value << 8 | (bytes[offset + i] & 0xFF);",
        "for (int i = 0; i <= 7; i++) {\n            value = value << 8 | (bytes[offset + i] & 0xFF);"),
    "msg_key check skipped": (RUNTIME + "crypto/MTProtoPush.java", "if (!matches) {", "if (false) {"),
    "MTProto padding of 11 accepted": (RUNTIME + "crypto/MTProtoPush.java", "padding < 12 ||", "padding < 11 ||"),
    "MTProto padding of 1025 accepted": (RUNTIME + "crypto/MTProtoPush.java", "padding > 1024", "padding > 1025"),
    "web push tag ignored": (RUNTIME + "crypto/EceRecords.java",
        "plain = cipher.doFinal(body, offset + at, recordCount);",
        # GCM's keystream (AES-CTR from counter 2) without the tag check.
        "byte[] iv = new byte[16]; System.arraycopy(recordNonce, 0, iv, 0, 12); iv[15] = 2;"
        " Cipher ctr = Cipher.getInstance(\"AES/CTR/NoPadding\");"
        " ctr.init(Cipher.DECRYPT_MODE, key, new javax.crypto.spec.IvParameterSpec(iv));"
        " plain = ctr.doFinal(body, offset + at, recordCount - TAG_SIZE); if (iv.length == 0) throw new AEADBadTagException();"),
    "secretbox MAC skipped": (RUNTIME + "crypto/XSalsa20Poly1305.java",
        "if (!SecureBytes.equals(tag, 0, box, 0, MAC_SIZE)) return null;", "if (false) return null;"),
    "Russian plural rule: few and many swapped": (CATALOG + "CldrPluralRules.java",
        "// RU: ", None),
    "Russian few and many texts swapped in one form": (CATALOG + "TelegramTranslationRu.java",
        '%s%s", "%s%s"' % (RU_PUBLISHED, RU_PHOTOS_FEW, RU_PUBLISHED, RU_PHOTOS_MANY),
        '%s%s", "%s%s"' % (RU_PUBLISHED, RU_PHOTOS_MANY, RU_PUBLISHED, RU_PHOTOS_FEW)),
    "a mention as relevant as a message": (RUNTIME + "telegram/TelegramPresentation.java",
        "                return Relevance.MENTION;", "                return Relevance.MESSAGE;"),
    "READ_HISTORY's rule without the mentions thread": (RUNTIME + "telegram/TelegramPresentation.java",
        ",\n                Identifiers.telegramThread(push.receiverId, chatId, NotificationGroupKind.MENTIONS));", ");"),
    "a silent push plays its sound": (RUNTIME + "telegram/TelegramPresentation.java",
        "boolean silent = Boolean.TRUE.equals(push.fields.isSilent);", "boolean silent = false;"),
    "secret chats share chat 0": (RUNTIME + "telegram/TelegramPresentation.java",
        "if (push.fields.encryptionID != null) return", "if (push.fields.encryptionID == Long.valueOf(Long.MIN_VALUE)) return"),
    "a Zulip topic's thread keeps its case": (RUNTIME + "presentation/NotificationPresentation.java",
        'return "zulip/" + account + "/channel/" + channel + "/" + topic.toLowerCase(Locale.ROOT);',
        'return "zulip/" + account + "/channel/" + channel + "/" + topic + (Locale.ROOT == null ? "" : "");'),
    "actions titled in English in every locale": (RUNTIME + "text/LanguageTag.java",
        "for (String tag : chain) {", "for (String tag : java.util.Collections.<String>emptyList()) {"),
    "a stripped thumbnail without its end of image": (RUNTIME + "attachments/StrippedThumbnail.java",
        "bytes(0xFF, END_OF_IMAGE));", "bytes(0xFF, END_OF_IMAGE - 1));"),
    "mtproto.json emptied": (FIXTURES + "mtproto.json", None, "{}"),
    "webpush.json emptied": (FIXTURES + "webpush.json", None, "{}"),
    "zulip.json emptied": (FIXTURES + "zulip.json", None, "{}"),
    "libsodium/secretbox.json emptied": (FIXTURES + "libsodium/secretbox.json", None, "{}"),
    "pynacl/secretbox.json emptied": (FIXTURES + "pynacl/secretbox.json", None, "{}"),
}


def swap_russian_few_and_many(text):
    """The RU rule's FEW and MANY results exchanged (its case, after the `// RU:` comment)."""
    start = text.index("// RU: ")
    end = text.index("return PluralCategory.OTHER;", start)
    body = text[start:end]
    swapped = body.replace("PluralCategory.FEW;", "@FEW@").replace("PluralCategory.MANY;", "PluralCategory.FEW;").replace("@FEW@", "PluralCategory.MANY;")
    assert swapped != body
    return text[:start] + swapped + text[end:]


def mutate(tree, name):
    path, old, new = MUTATIONS[name]
    target = os.path.join(tree, path)
    if old is None:
        with open(target, "w") as file:
            file.write(new)
        return
    with open(target, encoding="utf-8") as file:
        text = file.read()
    if new is None:
        text = swap_russian_few_and_many(text)
    else:
        if text.count(old) != 1:
            sys.exit("%s: %r occurs %d times in %s" % (name, old, text.count(old), path))
        text = text.replace(old, new)
    with open(target, "w", encoding="utf-8") as file:
        file.write(text)


def main():
    names = sys.argv[1:] or list(MUTATIONS)
    missed = []
    for name in names:
        with tempfile.TemporaryDirectory() as tree:
            for part in ("Java", "Generated/Java", "Tests", "Examples/payloads", "Spec", ".ci"):
                shutil.copytree(os.path.join(ROOT, part), os.path.join(tree, part), ignore=shutil.ignore_patterns("build"))
            mutate(tree, name)
            result = subprocess.run(["bash", os.path.join(tree, "Java/build.sh")], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            log_path = os.path.join(tree, "Java/build/junit.log")
            log = open(log_path, encoding="utf-8", errors="replace").read() if os.path.exists(log_path) else ""
            failed = sorted(set(re.findall(r"([\w$]+\([^)]*\))(?: \[\d+\])? \[X\]|-- (.+?) \[X\]", log)))
            failed = sorted({a or b for a, b in failed})
            summary = result.stdout.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
            if result.returncode == 0:
                missed.append(name)
                print("MISSED  %s (%s)" % (name, summary[0]))
            else:
                caught = ", ".join(failed[:6]) + (" and %d more" % (len(failed) - 6) if len(failed) > 6 else "")
                if not failed:
                    caught = "build: " + " ".join(result.stdout.decode("utf-8", "replace").strip().splitlines()[-3:])
                print("caught  %s: %s (%s)" % (name, caught, summary[0]))
            sys.stdout.flush()
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
