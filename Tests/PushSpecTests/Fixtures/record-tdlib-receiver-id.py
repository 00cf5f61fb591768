#!/usr/bin/env python3
"""Records TDLib's getPushReceiverId answers into tdlib-receiver-id.jsonl.

Reference tool for a developer's machine, not part of the product. It needs the
PyPI package `tdjson` (which ships libtdjson.so) in a virtualenv:

    PEERS_VENV=/tmp/pushspec-peers
    python3 -m venv $PEERS_VENV && $PEERS_VENV/bin/pip install -q tdjson==1.8.69
    $PEERS_VENV/bin/python Tests/PushSpecTests/Fixtures/record-tdlib-receiver-id.py

Every case is sent to TDLib twice:
  * in process through ctypes (td_execute), which gives the full answer with
    TDLib's error message; a worker subprocess is used so that a case on which
    TDLib aborts (a failed CHECK) is recorded as such and the run goes on;
  * through ../shared/bench/tdlib_receiver_id.c (compiled against the same
    libtdjson), one payload per corpus line, as the benchmark does; its answers
    (id or "error") must agree with the first pass, or the script fails.

Output lines: {"name", "input" | "input_hex", then one of
  "tdlib": "<decimal id>", "tdlib_error": "<message>", "tdlib_abort": "<CHECK message>"}.
"""

import argparse
import base64
import ctypes
import glob
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "tdlib-receiver-id.jsonl"
DEFAULT_C_SOURCE = HERE.parents[3] / "shared" / "bench" / "tdlib_receiver_id.c"


# ----------------------------------------------------------------------------
# cases


def J(obj):
    """Compact, well-formed JSON as bytes."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def P(value, tail=b"\x00"):
    """12 base64url characters whose first 8 decoded bytes are `value` (int64, little-endian)."""
    raw = struct.pack("<q", value) + tail
    s = base64.urlsafe_b64encode(raw).decode()
    assert len(s) == 12 and "=" not in s
    return s


A12 = "AAAAAAAAAAAA"  # id 0
VALID = P(1234567890123456789)  # a positive id
NEG = P(-2)
REAL_P = (  # the shape of a real MTProto-encrypted push (first 12 chars give the key id)
    "kQAAAAAAAAAA" + "0123456789abcdefghijklmnopqrstuvwxyz-_ABCDEFGHIJKLMNOPQRSTUVWXYZ" * 6
)


def cases():
    c = []

    def add(name, payload):
        if isinstance(payload, str):
            payload = payload.encode("utf-8")
        c.append((name, payload))

    # --- the {} shortcut, empty input, non-object JSON -------------------------
    add("empty object shortcut", "{}")
    add("empty object with inner space", "{ }")
    add("empty object with leading space", " {}")
    add("empty object with trailing space", "{} ")
    add("empty object with tab inside", "{\t}")
    add("empty object with CR inside", "{\r}")
    add("empty input", "")
    add("only spaces", "   ")
    add("empty array", "[]")
    add("array holding an object with p", "[" + J({"p": VALID}).decode() + "]")
    add("JSON string", '"abc"')
    add("JSON string holding {}", '"{}"')
    add("JSON number", "123")
    add("JSON negative number", "-5")
    add("JSON true", "true")
    add("JSON null", "null")
    add("bare minus sign (lenient number token)", "-")
    add("bare plus sign (lenient number token)", "+")
    add("bare dot (lenient number token)", ".")
    add("number-like garbage 1-2e+.", "1-2e+.")
    add("bare word", "abc")
    add("capitalised True", "True")
    add("truncated true", "tru")

    # --- p --------------------------------------------------------------------
    add("p of 12 A chars gives 0", J({"p": A12}))
    add("p valid positive id", J({"p": VALID}))
    add("p id 1", J({"p": P(1)}))
    add("p id -1", J({"p": P(-1)}))
    add("p id -2", J({"p": NEG}))
    add("p id int64 max", J({"p": P(2**63 - 1)}))
    add("p id int64 min", J({"p": P(-(2**63))}))
    add("p id 2^32", J({"p": P(2**32)}))
    add("p id 0x0102030405060708 (byte order)", J({"p": P(0x0102030405060708)}))
    add("p all underscores (all 0xFF bytes)", J({"p": "____________"}))
    add("p all dashes", J({"p": "------------"}))
    add("p ninth byte nonzero does not matter", J({"p": P(42, b"\xff")}))
    add("p ninth byte zero", J({"p": P(42, b"\x00")}))
    add("p realistic long payload", J({"p": REAL_P}))
    add("p 13 chars", J({"p": VALID + "A"}))
    add("p 12 valid then invalid chars", J({"p": VALID + "!!!!"}))
    add("p 12 valid then standard-base64 chars", J({"p": VALID + "+/+/"}))
    add("p 12 valid then padding", J({"p": VALID + "=="}))
    add("p 12 valid then non-ASCII", J({"p": VALID + "é"}))
    add("p 12 valid then space", J({"p": VALID + " "}))
    add("p 11 chars", J({"p": VALID[:11]}))
    add("p empty string", J({"p": ""}))
    add("p with standard base64 plus", J({"p": "AAAAAAAAAAA+"}))
    add("p with standard base64 slash", J({"p": "/AAAAAAAAAAA"}))
    add("p with space inside first 12", J({"p": "AAAAA AAAAAA"}))
    add("p with dot inside first 12", J({"p": "AAAAAAAAAAA."}))
    add("p with padding at index 11 (valid padding, 8 bytes)", J({"p": "AAAAAAAAAAA="}))
    add("p with padding at index 11 and nonzero bits", J({"p": "AAAAAAAAAAB="}))
    add("p with padding at index 11, zero low bits (E)", J({"p": "AAAAAAAAAAE="}))
    add("p with two padding chars (7 bytes)", J({"p": "AAAAAAAAAA=="}))
    add("p with two padding chars and nonzero bits", J({"p": "AAAAAAAAAB=="}))
    add("p with two padding chars, zero low bits (Q)", J({"p": "AAAAAAAAAQ=="}))
    add("p with three padding chars", J({"p": "AAAAAAAAA==="}))
    add("p with four padding chars", J({"p": "AAAAAAAA===="}))
    add("p all padding", J({"p": "============"}))
    add("p padding at index 10 only", J({"p": "AAAAAAAAAA=A"}))
    add("p padding first", J({"p": "=AAAAAAAAAAA"}))
    add("p padding at index 11 then more chars", J({"p": "AAAAAAAAAAA=AAAA"}))
    add("p two padding then more chars", J({"p": "AAAAAAAAAA==AAAA"}))
    add("p 6 two-byte chars (12 bytes, not base64)", J({"p": "éééééé"}))
    add("p 11 ASCII + one two-byte char", J({"p": "AAAAAAAAAAAé"}))
    add("p 10 ASCII + one two-byte char (12 bytes)", J({"p": "AAAAAAAAAAé"}))
    add("p 11 chars with NUL as 12th byte", J({"p": "AAAAAAAAAAA\u0000"}))
    add("p escaped as \\u0041 sequences", '{"p":"\\u0041\\u0041\\u0041\\u0041AAAAAAAA"}')
    add("p with escaped slash \\/ inside", '{"p":"AAAAAAAAAA\\/A"}')
    add("p with unknown escape \\A (taken as A)", '{"p":"\\AAAAAAAAAAAA"}')
    add("p with unknown escape \\- (taken as -)", '{"p":"\\-AAAAAAAAAAA"}')
    add("p 11 chars plus escaped quote", '{"p":"AAAAAAAAAAA\\""}')
    add("p with surrogate-pair escape", '{"p":"\\ud83d\\ude00AAAAAAAA"}')
    add("p with lone surrogate escape", '{"p":"\\ud800AAAAAAAAA"}')
    add("p as number 12 digits", '{"p":123456789012}')
    add("p as number 11 digits", '{"p":12345678901}')
    add("p as negative number 12 chars", '{"p":-12345678901}')
    add("p as number 000000000000", '{"p":000000000000}')
    add("p as number with exponent, 12 chars", '{"p":1e1000000000}')
    add("p as number with dot", '{"p":1.2345678901}')
    add("p as number with plus", '{"p":1e+123456789}')
    add("p true", '{"p":true}')
    add("p null", '{"p":null}')
    add("p object", J({"p": {"p": VALID}}))
    add("p array", J({"p": [VALID]}))
    add("duplicate p: first valid, second other", '{"p":"%s","p":"%s"}' % (A12, VALID))
    add("duplicate p: first other, second valid", '{"p":"%s","p":"%s"}' % (VALID, A12))
    add("duplicate p: first too short", '{"p":"AAA","p":"%s"}' % VALID)
    add("duplicate p: first not a string", '{"p":true,"p":"%s"}' % VALID)
    add("duplicate p: second invalid", '{"p":"%s","p":true}' % VALID)
    add("p key escaped as \\u0070", '{"\\u0070":"%s"}' % VALID)
    add("p key with unknown escape \\p", '{"\\p":"%s"}' % VALID)
    add("p key uppercase P", '{"P":"%s"}' % VALID)
    add("p key with trailing space", '{"p ":"%s"}' % VALID)
    add("p key with NUL suffix", '{"p\\u0000":"%s"}' % VALID)
    add("p key pp", '{"pp":"%s"}' % VALID)
    add("p beside aps (APNs)", J({"aps": {"alert": "New message", "badge": 1}, "p": VALID}))
    add("p after aps with nested p", J({"aps": {"p": A12}, "p": VALID}))
    add("p only inside aps", J({"aps": {"p": VALID}}))
    add("p only inside custom", J({"custom": {"p": VALID}}))
    add("p inside an array value", J({"x": [{"p": VALID}]}))
    add("p with other fields before", J({"a": 1, "b": [1, 2, {"c": None}], "p": VALID}))

    # --- p and user_id together ------------------------------------------------
    add("p first then user_id", '{"p":"%s","user_id":5}' % VALID)
    add("user_id first then p", '{"user_id":5,"p":"%s"}' % VALID)
    add("user_id first then p giving 0", '{"user_id":5,"p":"%s"}' % A12)
    add("invalid user_id first then valid p", '{"user_id":"x","p":"%s"}' % VALID)
    add("negative user_id first then valid p", '{"user_id":-1,"p":"%s"}' % VALID)
    add("valid user_id first then short p", '{"user_id":5,"p":"AAA"}')
    add("valid user_id first then p true", '{"user_id":5,"p":true}')
    add("valid user_id first then p bad base64", '{"user_id":5,"p":"AAAAAAAAAAA+"}')
    add("user_id first then p null", '{"user_id":5,"p":null}')

    # --- user_id ---------------------------------------------------------------
    add("user_id number", '{"user_id":5}')
    add("user_id numeric string", '{"user_id":"5"}')
    add("user_id large number", '{"user_id":1234567890123}')
    add("user_id large string", '{"user_id":"1234567890123"}')
    add("user_id int64 max number", '{"user_id":9223372036854775807}')
    add("user_id int64 max string", '{"user_id":"9223372036854775807"}')
    add("user_id int64 max + 1 number", '{"user_id":9223372036854775808}')
    add("user_id int64 max + 1 string", '{"user_id":"9223372036854775808"}')
    add("user_id 2^64 + 5 (wraps)", '{"user_id":18446744073709551621}')
    add("user_id 2^64 + 5 string", '{"user_id":"18446744073709551621"}')
    add("user_id int64 min number", '{"user_id":-9223372036854775808}')
    add("user_id int64 min string", '{"user_id":"-9223372036854775808"}')
    add("user_id int64 min - 1", '{"user_id":-9223372036854775809}')
    add("user_id zero number", '{"user_id":0}')
    add("user_id zero string", '{"user_id":"0"}')
    add("user_id minus zero number", '{"user_id":-0}')
    add("user_id minus zero string", '{"user_id":"-0"}')
    add("user_id negative number", '{"user_id":-5}')
    add("user_id negative string", '{"user_id":"-5"}')
    add("user_id plus sign string", '{"user_id":"+5"}')
    add("user_id plus sign number", '{"user_id":+5}')
    add("user_id leading space string", '{"user_id":" 5"}')
    add("user_id trailing space string", '{"user_id":"5 "}')
    add("user_id leading zero string", '{"user_id":"05"}')
    add("user_id leading zero number", '{"user_id":05}')
    add("user_id exponent string", '{"user_id":"1e3"}')
    add("user_id exponent number", '{"user_id":1e3}')
    add("user_id 5e0 number", '{"user_id":5e0}')
    add("user_id decimal number 1.0", '{"user_id":1.0}')
    add("user_id decimal string 1.0", '{"user_id":"1.0"}')
    add("user_id decimal number 1.5", '{"user_id":1.5}')
    add("user_id hex string", '{"user_id":"0x10"}')
    add("user_id empty string", '{"user_id":""}')
    add("user_id letters", '{"user_id":"abc"}')
    add("user_id digits then letters", '{"user_id":"5abc"}')
    add("user_id with NUL after digits", '{"user_id":"5\\u0000"}')
    add("user_id Arabic-Indic digit", '{"user_id":"\u0663"}')
    add("user_id fullwidth digit", '{"user_id":"\uff15"}')
    add("user_id lenient number token 5-", '{"user_id":5-}')
    add("user_id lenient number token 1+1", '{"user_id":1+1}')
    add("user_id lenient number token --1", '{"user_id":--1}')
    add("user_id lenient number token -", '{"user_id":-}')
    add("user_id lenient number token .", '{"user_id":.}')
    add("user_id 100 digits", '{"user_id":%s}' % ("9" * 100))
    add("user_id 100 digit string", '{"user_id":"%s"}' % ("1" * 100))
    add("user_id true", '{"user_id":true}')
    add("user_id null", '{"user_id":null}')
    add("user_id object", '{"user_id":{"id":5}}')
    add("user_id array", '{"user_id":[5]}')
    add("user_id NaN", '{"user_id":NaN}')
    add("user_id Infinity", '{"user_id":Infinity}')
    add("user_id -Infinity", '{"user_id":-Infinity}')
    add("duplicate user_id: first wins", '{"user_id":5,"user_id":6}')
    add("duplicate user_id: first invalid", '{"user_id":"x","user_id":6}')
    add("duplicate user_id: first valid, second invalid", '{"user_id":5,"user_id":"x"}')
    add("user_id key escaped as user\\u005fid", '{"user\\u005fid":5}')
    add("user_id key with unknown escape user\\_id", '{"user\\_id":5}')
    add("user_id key with \\u then non-hex (\\user_id)", '{"\\user_id":5}')
    add("user_id key fully escaped", '{"\\u0075\\u0073\\u0065\\u0072\\u005f\\u0069\\u0064":5}')
    add("userId camelCase key ignored", '{"userId":5}')
    add("USER_ID uppercase key ignored", '{"USER_ID":5}')
    add("user_id key with trailing space ignored", '{"user_id ":5}')
    add("user_id key with escaped quote ignored", '{"user_id\\"":5}')
    add("user_id inside custom ignored", J({"loc_key": "MESSAGE_TEXT", "custom": {"from_id": "5", "user_id": "7"}}))
    add("unencrypted FCM payload with user_id", J({"loc_key": "MESSAGE_TEXT", "loc_args": ["Alice", "hi"],
                                                   "custom": {"msg_id": "590047", "from_id": "62814"},
                                                   "badge": "409", "user_id": "123456789"}))
    add("user_id after many fields", J({"a": "b", "c": [1, 2, 3], "d": {"e": None}, "user_id": 77}))

    # --- data ------------------------------------------------------------------
    add("data object with p", J({"data": {"p": VALID}}))
    add("data object with user_id", J({"data": {"user_id": "42"}}))
    add("data empty object", J({"data": {}}))
    add("data object without p or user_id", J({"data": {"loc_key": "X"}}))
    add("outer user_id ignored when data present", J({"user_id": 5, "data": {}}))
    add("outer user_id, data with user_id", J({"user_id": 5, "data": {"user_id": 7}}))
    add("outer p ignored when data present", J({"p": VALID, "data": {}}))
    add("outer p, data with user_id", J({"p": VALID, "data": {"user_id": 7}}))
    add("outer invalid p ignored when data present", J({"p": True, "data": {"user_id": 7}}))
    add("outer user_id after data", '{"data":{},"user_id":5}')
    add("data with p and user_id (user_id first)", '{"data":{"user_id":5,"p":"%s"}}' % VALID)
    add("data with invalid p", J({"data": {"p": "short"}}))
    add("data with invalid user_id", J({"data": {"user_id": "x"}}))
    add("data nested in data (only one level unwrapped)", J({"data": {"data": {"user_id": 5}}}))
    add("data nested in data beside user_id", J({"data": {"data": {"user_id": 5}, "user_id": 6}}))
    add("data nested in data that is not an object", J({"data": {"data": "x", "user_id": 6}}))
    add("data as JSON string (Huawei style)", J({"data": json.dumps({"p": VALID})}))
    add("data as JSON string with user_id", J({"data": json.dumps({"user_id": 5})}))
    add("data null", '{"data":null}')
    add("data true", '{"data":true}')
    add("data number", '{"data":5}')
    add("data array", '{"data":[{"p":"%s"}]}' % VALID)
    add("data empty string", '{"data":""}')
    add("data not object with valid p beside", '{"p":"%s","data":"x"}' % VALID)
    add("duplicate data: first object wins", '{"data":{"user_id":1},"data":{"user_id":2}}')
    add("duplicate data: first object, second string", '{"data":{"user_id":1},"data":"x"}')
    add("duplicate data: first string, second object", '{"data":"x","data":{"user_id":1}}')
    add("data key escaped \\u0064ata", '{"\\u0064ata":{"user_id":3}}')
    add("Data capitalised ignored", '{"Data":{"user_id":3},"user_id":4}')
    add("FCM-like message with data and p", J({"from": "123", "message_id": "0:1", "priority": "high",
                                              "data": {"p": REAL_P}}))
    add("FCM-like message with data and user_id", J({"collapse_key": "x", "data": {"loc_key": "MESSAGE_TEXT",
                                                   "custom": {"from_id": "62814"}, "user_id": "987654321"}}))

    # --- JSON syntax: errors and leniencies --------------------------------------
    add("trailing garbage after object", '{"user_id":5}x')
    add("trailing second object", '{"user_id":5}{}')
    add("trailing closing brace", '{"user_id":5}}')
    add("trailing comma after object", '{"user_id":5},')
    add("trailing NUL after object", '{"user_id":5}\u0000')
    add("trailing spaces, tabs and CR after object (then a space)", '{"user_id":5} \t\r ')
    add("leading NUL", '\u0000{"user_id":5}')
    add("single-quoted key and value", "{'user_id':'5'}")
    add("single-quoted value", "{\"user_id\":'5'}")
    add("unquoted key", "{user_id:5}")
    add("numeric key", "{5:5}")
    add("line comment after", '{"user_id":5}//c')
    add("block comment before", '/*c*/{"user_id":5}')
    add("block comment inside", '{"user_id":/*c*/5}')
    add("trailing comma in object", '{"user_id":5,}')
    add("trailing comma in inner array", '{"a":[1,],"user_id":5}')
    add("leading comma in object", '{,"user_id":5}')
    add("double comma", '{"a":1,,"user_id":5}')
    add("missing comma", '{"a":1 "user_id":5}')
    add("missing colon", '{"user_id" 5}')
    add("missing value", '{"user_id":}')
    add("missing value before comma", '{"user_id":,"a":1}')
    add("unterminated object", '{"user_id":5')
    add("unterminated object after comma", '{"user_id":5,')
    add("unterminated string", '{"user_id":"5}')
    add("unterminated array", '{"a":[1,2,"user_id":5}')
    add("only an opening brace", "{")
    add("only a closing brace", "}")
    add("literal true truncated inside object", '{"a":tru,"user_id":5}')
    add("literal falsey inside object", '{"a":falsey,"user_id":5}')
    add("literal True inside object", '{"a":True,"user_id":5}')
    add("NaN in another field", '{"a":NaN,"user_id":5}')
    add("lenient number 007 in another field", '{"a":007,"user_id":5}')
    add("lenient number 1.2.3e+- in another field", '{"a":1.2.3e+-,"user_id":5}')
    add("lenient number + in another field", '{"a":+,"user_id":5}')
    add("lenient number . in another field", '{"a":.,"user_id":5}')
    add("hex number in another field", '{"a":0x10,"user_id":5}')
    add("raw tab inside a string", '{"a":"x\ty","user_id":5}')
    add("raw CR inside a string", '{"a":"x\ry","user_id":5}')
    add("raw NUL inside a string", '{"a":"x\u0000y","user_id":5}')
    add("raw control chars 0x01 0x1f inside a string", '{"a":"\u0001\u001f","user_id":5}')
    add("raw DEL inside a string", '{"a":"\u007f","user_id":5}')
    add("raw tab inside p", '{"p":"AAAAA\tAAAAAA"}')
    add("invalid UTF-8 byte 0xFF inside a string", b'{"a":"\xff","user_id":5}')
    add("invalid UTF-8 overlong NUL inside a string", b'{"a":"\xc0\x80","user_id":5}')
    add("invalid UTF-8 truncated sequence inside a string", b'{"a":"\xe2\x82","user_id":5}')
    add("invalid UTF-8 encoded surrogate inside a string", b'{"a":"\xed\xa0\x80","user_id":5}')
    add("invalid UTF-8 byte inside a key", b'{"\xff":1,"user_id":5}')
    add("invalid UTF-8 byte outside strings", b'{"user_id":5}\xff')
    add("invalid UTF-8 byte before key", b'{\xff"user_id":5}')
    add("invalid UTF-8 bytes in p (12 bytes)", b'{"p":"\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff"}')
    add("lone high surrogate escape in a string", '{"a":"\\ud800","user_id":5}')
    add("lone low surrogate escape in a string", '{"a":"\\udc00","user_id":5}')
    add("reversed surrogate pair escape in a string", '{"a":"\\udc00\\ud800","user_id":5}')
    add("two high surrogates escape in a string", '{"a":"\\ud800\\ud800","user_id":5}')
    add("NUL escape in a string", '{"a":"\\u0000","user_id":5}')
    add("\\u with 3 hex digits then quote", '{"a":"\\u123","user_id":5}')
    add("\\u with non-hex digit", '{"a":"\\u12g4","user_id":5}')
    add("\\u at the very end of input", '{"a":"\\u')
    add("uppercase hex in \\u escape", '{"\\u0055SER_ID":5,"user_id":6}')
    add("unknown escapes \\x \\q \\' in a string", '{"a":"\\x\\q\\\'","user_id":5}')
    add("backslash before closing quote (unterminated)", '{"a":"\\"}')
    add("escaped backslash then quote", '{"a":"\\\\","user_id":5}')
    add("UTF-8 BOM before object", "\ufeff{}")
    add("UTF-8 BOM before object with user_id", '\ufeff{"user_id":5}')
    add("UTF-8 BOM after object", '{"user_id":5}\ufeff')
    add("non-breaking space before object", '\u00a0{"user_id":5}')
    add("form feed before object", '\u000c{"user_id":5}')
    add("vertical tab before object", '\u000b{"user_id":5}')
    add("form feed inside object", '{"user_id":\u000c5}')
    add("spaces around every token", '  {  "user_id"  :  5  }  ')
    add("tabs around every token", '\t{\t"user_id"\t:\t5\t}\t')
    add("CR around tokens", '\r{\r"user_id"\r:\r5\r}\t')
    add("mixed whitespace around p", ' \t\r{ \t\r"p" \t\r: \t\r"%s" \t\r} ' % VALID)
    add("whitespace inside number token", '{"user_id":1 2}')
    add("non-ASCII key", J({"ключ": "значение", "user_id": 5}))
    add("emoji value", J({"a": "\U0001F600", "user_id": 5}))
    add("U+2028 inside a string", J({"a": "\u2028", "user_id": 5}))

    # --- nesting depth -------------------------------------------------------
    for depth in (99, 100, 101, 102):
        add("array nesting depth %d beside user_id" % depth,
            '{"user_id":5,"a":' + "[" * (depth - 1) + "]" * (depth - 1) + "}")
    for depth in (100, 101, 102):
        add("object nesting depth %d beside user_id" % depth,
            '{"user_id":5,"a":' + '{"a":' * (depth - 2) + "{}" + "}" * (depth - 2) + "}")
    add("array nesting depth 4000", "[" * 4000 + "]" * 4000)
    add("object nesting depth 1000 unterminated", '{"a":' * 1000)

    # --- long values -----------------------------------------------------------
    add("p of 20000 chars", J({"p": VALID + "A" * 19988}))
    add("long junk field then user_id", J({"junk": "x" * 20000, "user_id": 5}))
    add("many fields then p", "{" + ",".join('"k%d":%d' % (i, i) for i in range(1000)) + ',"p":"%s"}' % VALID)
    add("long key name", J({"k" * 10000: 1, "user_id": 9}))
    add("user_id of 5000 digits", '{"user_id":%s}' % ("1" * 5000))
    add("p of 10000 invalid chars after 12 valid", J({"p": VALID + "*" * 10000}))

    return c


# ----------------------------------------------------------------------------
# TDLib through ctypes, in a worker process


def find_lib(venv):
    libs = sorted(glob.glob(os.path.join(venv, "lib", "python3*", "site-packages", "tdjson.libs", "libtdjson*.so*")))
    if not libs:
        sys.exit("libtdjson not found under %s (pip install tdjson into that venv)" % venv)
    return libs[0]


def quote(payload):
    """The same quoting as tdlib_receiver_id.c's json_quote."""
    out = bytearray(b'"')
    for ch in payload:
        if ch in (0x22, 0x5C):
            out += b"\\" + bytes([ch])
        elif ch < 0x20:
            out += b"\\u%04x" % ch
        else:
            out.append(ch)
    out += b'"'
    return bytes(out)


def request(payload):
    return b'{"@type":"getPushReceiverId","payload":' + quote(payload) + b"}"


def worker(lib_path):
    lib = ctypes.CDLL(lib_path)
    lib.td_execute.restype = ctypes.c_char_p
    lib.td_execute.argtypes = [ctypes.c_char_p]
    lib.td_execute(b'{"@type":"setLogVerbosityLevel","new_verbosity_level":0}')
    out = sys.stdout
    for line in sys.stdin:
        payload = bytes.fromhex(line.strip())
        answer = lib.td_execute(request(payload))
        out.write(answer.hex() + "\n")
        out.flush()


def tdlib_version(lib_path):
    lib = ctypes.CDLL(lib_path)
    lib.td_execute.restype = ctypes.c_char_p
    lib.td_execute.argtypes = [ctypes.c_char_p]
    version = json.loads(lib.td_execute(b'{"@type":"getOption","name":"version"}'))["value"]
    commit = json.loads(lib.td_execute(b'{"@type":"getOption","name":"commit_hash"}'))["value"]
    return version, commit


def run_in_process(lib_path, payloads):
    """Returns one ("ok", answer_dict) or ("abort", message) per payload."""
    results = []
    while len(results) < len(payloads):
        rest = payloads[len(results):]
        with tempfile.TemporaryFile() as err:
            proc = subprocess.Popen([sys.executable, __file__, "--worker", lib_path],
                                    stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=err)
            stdout, _ = proc.communicate(b"".join(p.hex().encode() + b"\n" for p in rest))
            err.seek(0)
            stderr = err.read().decode("utf-8", "replace")
        answers = stdout.decode().split()
        for a in answers:
            results.append(("ok", json.loads(bytes.fromhex(a))))
        if len(answers) < len(rest):
            if proc.returncode == 0:
                sys.exit("worker ended early without an error")
            m = re.search(r"(Check `.*` failed)", stderr)
            msg = m.group(1) if m else "process died with status %d" % proc.returncode
            results.append(("abort", msg))
    return results


# ----------------------------------------------------------------------------
# TDLib through the benchmark's C tool


def run_c_tool(venv, lib_path, c_source, payloads):
    exe = os.path.join(venv, "tdlib_receiver_id")
    if not os.path.exists(exe) or os.path.getmtime(c_source) > os.path.getmtime(exe):
        subprocess.run(["gcc", "-O2", str(c_source), lib_path,
                        "-Wl,-rpath," + os.path.dirname(lib_path), "-o", exe], check=True)
    with tempfile.TemporaryDirectory() as tmp:
        corpus = os.path.join(tmp, "corpus.ndjson")
        ids = os.path.join(tmp, "ids.txt")
        with open(corpus, "wb") as f:
            for p in payloads:
                f.write(p + b"\n")
        subprocess.run([exe, corpus, ids], check=True, stdout=subprocess.DEVNULL)
        with open(ids) as f:
            return f.read().splitlines()


# ----------------------------------------------------------------------------


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--venv", default=os.environ.get("PEERS_VENV", "/tmp/pushspec-peers"))
    ap.add_argument("--out", default=str(DEFAULT_OUT))
    ap.add_argument("--c-source", default=str(DEFAULT_C_SOURCE), help="tdlib_receiver_id.c ('' to skip that pass)")
    ap.add_argument("--worker", metavar="LIB", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        return worker(args.worker)

    lib_path = find_lib(args.venv)
    all_cases = cases()
    names = [n for n, _ in all_cases]
    payloads = [p for _, p in all_cases]
    assert len(set(names)) == len(names), "duplicate case names"
    assert len(set(payloads)) == len(payloads), "duplicate inputs"
    for name, p in all_cases:
        # the C tool reads lines: no newline inside, no trailing CR
        assert b"\n" not in p and not p.endswith(b"\r"), name

    version, commit = tdlib_version(lib_path)
    results = run_in_process(lib_path, payloads)

    if args.c_source:
        keep = [i for i, r in enumerate(results) if r[0] == "ok"]
        c_answers = run_c_tool(args.venv, lib_path, args.c_source, [payloads[i] for i in keep])
        assert len(c_answers) == len(keep), "C tool gave %d answers for %d payloads" % (len(c_answers), len(keep))
        for i, c_answer in zip(keep, c_answers):
            answer = results[i][1]
            expected = answer["id"] if answer["@type"] == "pushReceiverId" else "error"
            if c_answer != expected:
                sys.exit("C tool and ctypes disagree on %r: %r vs %r" % (names[i], c_answer, expected))

    counts = {}
    with open(args.out, "w", encoding="utf-8") as f:
        for (name, payload), (kind, answer) in zip(all_cases, results):
            row = {"name": name}
            try:
                row["input"] = payload.decode("utf-8")
            except UnicodeDecodeError:
                row["input_hex"] = payload.hex()
            if kind == "abort":
                row["tdlib_abort"] = answer
            elif answer["@type"] == "pushReceiverId":
                row["tdlib"] = answer["id"]
            elif answer["@type"] == "error":
                assert answer["code"] == 400, answer
                row["tdlib_error"] = answer["message"]
            else:
                sys.exit("unexpected answer %r" % answer)
            key = next(k for k in row if k.startswith("tdlib"))
            counts[key] = counts.get(key, 0) + 1
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print("TDLib %s (commit %s): %d cases written to %s %s" % (version, commit, len(all_cases), args.out, counts))


if __name__ == "__main__":
    main()
