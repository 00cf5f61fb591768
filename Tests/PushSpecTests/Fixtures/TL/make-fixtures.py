#!/usr/bin/env python3
"""Writes the TL fixtures objects.jsonl and thumbnails.jsonl, with Telethon as the serializer.

Reference tool for a developer's machine, not part of the product. Telethon is an independent
implementation of Telegram's TL serialization; it is used here as a test oracle only. Run it from
the repository root:

    python3 -m venv /tmp/pushspec-telethon && /tmp/pushspec-telethon/bin/pip install -q telethon==1.45.0 && /tmp/pushspec-telethon/bin/python Tests/PushSpecTests/Fixtures/TL/make-fixtures.py

It also needs Pillow in the same virtualenv (to make real stripped thumbnails), so before the
first run:

    /tmp/pushspec-telethon/bin/pip install -q pillow==13.0.0

(The fixtures were recorded with Telethon 1.45.0, layer 229, and Pillow 13.0.0.)

What it checks before writing anything (and fails loudly otherwise):
  * every constructor of Spec/telegram/tl/push.tl exists in Telethon with the same
    CONSTRUCTOR_ID and the same fields (but for TELETHON_EXTRA_FIELDS, left unset);
  * the constructors used by the objects below are exactly those reachable from the roots
    (Photo, Document, Updates), and every `flags.N?` / `flags2.N?` field is both set and unset
    somewhere;
  * every object reads back through Telethon's reader to the same bytes;
  * every stripped thumbnail made with Pillow expands, through Telethon, to the very JPEG file
    Pillow wrote.

Output (deterministic: fixed values only):
  objects.jsonl     {"name", "root": "Photo"|"Document"|"Updates", "tl": base64 of bytes(obj),
                     "json": the object in TL JSON (see to_json below)}
  thumbnails.jsonl  {"name", "stripped": base64 of a photoStrippedSize's bytes,
                     "jpeg": base64 of telethon.utils.stripped_photo_to_jpg(stripped)}
"""

import base64
import gzip
import inspect
import io
import json
import re
import struct
import sys
from collections import namedtuple
from pathlib import Path

import telethon
from telethon.extensions import BinaryReader
from telethon.tl import types as T
from telethon.tl.core import GzipPacked
from telethon.tl.tlobject import TLObject
from telethon.tl.alltlobjects import LAYER
from telethon.utils import stripped_photo_to_jpg

HERE = Path(__file__).resolve().parent
SCHEMA_PATH = HERE.parents[3] / "Spec" / "telegram" / "tl" / "push.tl"
OBJECTS_OUT = HERE / "objects.jsonl"
THUMBNAILS_OUT = HERE / "thumbnails.jsonl"
GZIP_OUT = HERE / "gzip-packed.jsonl"
ROOTS = ("Photo", "Document", "Updates")
TELETHON_VERSION = "1.45.0"
PILLOW_VERSION = "13.0.0"  # its libjpeg makes the stripped thumbnails


def fail(message):
    sys.exit("make-fixtures: " + message)


# ----------------------------------------------------------------------------
# push.tl

Field = namedtuple("Field", "name type flag")  # flag: ("flags", 3) for `flags.3?T`, else None
Constructor = namedtuple("Constructor", "name id fields result")

DECLARATION = re.compile(r"^(\w+)#([0-9a-f]+)((?:\s+[\w.?<>#:]+)*)\s*=\s*([\w.<>]+);$")


def parse_schema(path):
    constructors = {}
    section = None
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("//"):
            continue
        if line.startswith("---"):
            section = line
            continue
        if section != "---types---":
            continue
        m = DECLARATION.match(line)
        if not m:
            fail("cannot parse push.tl line: " + line)
        name, hex_id, args, result = m.groups()
        fields = []
        for arg in args.split():
            field_name, field_type = arg.split(":", 1)
            flag = None
            conditional = re.fullmatch(r"(\w+)\.(\d+)\?(.+)", field_type)
            if conditional:
                flag = (conditional.group(1), int(conditional.group(2)))
                field_type = conditional.group(3)
            fields.append(Field(field_name, field_type, flag))
        constructors[name] = Constructor(name, int(hex_id, 16), fields, result)
    return constructors


def element_type(tl_type):
    """`Vector<Vector<T>>` -> `T`."""
    m = re.fullmatch(r"Vector<(.+)>", tl_type)
    return element_type(m.group(1)) if m else tl_type


def reachable_constructors(schema, roots):
    by_type = {}
    for c in schema.values():
        by_type.setdefault(c.result, []).append(c.name)
    seen_types, queue = set(), list(roots)
    while queue:
        tl_type = queue.pop()
        if tl_type in seen_types:
            continue
        seen_types.add(tl_type)
        for name in by_type.get(tl_type, []):
            for field in schema[name].fields:
                inner = element_type(field.type)
                if inner in by_type:
                    queue.append(inner)
    return {name for tl_type in seen_types for name in by_type.get(tl_type, [])}


SCHEMA = parse_schema(SCHEMA_PATH)
BY_ID = {c.id: c for c in SCHEMA.values()}
REACHABLE = reachable_constructors(SCHEMA, ROOTS)


# ----------------------------------------------------------------------------
# push.tl against Telethon


def telethon_class(name):
    return getattr(T, name[0].upper() + name[1:], None)


def attr(field_name):
    """Telethon's attribute for a schema field: it renames `self`, a Python keyword of sorts."""
    return "is_self" if field_name == "self" else field_name


# Fields Telethon's layer 229 has and push.tl (layer 228) has not, under the same constructor id.
# The objects below leave them unset, so their bytes are the same in both layers.
TELETHON_EXTRA_FIELDS = {
    "chatAdminRights": {"manage_welcome_messages"},  # flags.20?true in layer 229
}


def check_against_telethon():
    if telethon.__version__ != TELETHON_VERSION:
        fail("Telethon %s is installed, the fixtures are recorded with %s" % (telethon.__version__, TELETHON_VERSION))
    for c in SCHEMA.values():
        cls = telethon_class(c.name)
        if cls is None:
            fail("Telethon has no class for %s" % c.name)
        if cls.CONSTRUCTOR_ID != c.id:
            fail("%s: push.tl says #%08x, Telethon #%08x" % (c.name, c.id, cls.CONSTRUCTOR_ID))
        expected = {attr(f.name) for f in c.fields if f.type != "#"}
        # a constructor without fields has no __init__ of its own
        own_init = cls.__dict__.get("__init__")
        actual = set(inspect.signature(own_init).parameters) - {"self"} if own_init else set()
        if actual - expected != TELETHON_EXTRA_FIELDS.get(c.name, set()) or expected - actual:
            fail("%s: push.tl fields %s, Telethon %s" % (c.name, sorted(expected), sorted(actual)))
    if set(BY_ID) != {c.id for c in SCHEMA.values()} or len(BY_ID) != len(SCHEMA):
        fail("two constructors of push.tl share an id")


# ----------------------------------------------------------------------------
# TL JSON, and what the objects cover

INT32 = (-2**31, 2**31 - 1)
INT64 = (-2**63, 2**63 - 1)

covered = set()        # constructor names met while converting
flag_states = {}       # (constructor, field) -> {True, False}: whether seen set and unset


def to_json(obj, tl_type):
    """The TL JSON of a Telethon object of type `tl_type`:
    {"@type": constructor name, then every field except `#` ones, in schema order, by schema name}.
    `flags.N?true` -> boolean; other absent optional fields -> null; int and double -> number;
    long -> decimal string; string -> string; bytes -> standard base64; Bool -> boolean;
    Vector<T> -> array; objects recursively."""
    c = BY_ID.get(getattr(obj, "CONSTRUCTOR_ID", None))
    if c is None:
        fail("object %r is not a push.tl constructor" % (obj,))
    if c.result != tl_type:
        fail("%s is a %s, used where a %s goes" % (c.name, c.result, tl_type))
    covered.add(c.name)
    for extra in TELETHON_EXTRA_FIELDS.get(c.name, ()):
        if getattr(obj, extra) not in (None, False):
            fail("%s.%s is not in push.tl and must stay unset" % (c.name, extra))
    out = {"@type": c.name}
    for f in c.fields:
        if f.type == "#":
            continue
        value = getattr(obj, attr(f.name))
        if f.type == "true":
            if value not in (None, False, True):
                fail("%s.%s is a flag, got %r" % (c.name, f.name, value))
            is_set = value is True
            out[f.name] = is_set
        else:
            is_set = value is not None
            if not is_set and f.flag is None:
                fail("%s.%s is required" % (c.name, f.name))
            out[f.name] = value_json(value, f.type, c.name + "." + f.name) if is_set else None
        if f.flag is not None:
            flag_states.setdefault((c.name, f.name), set()).add(is_set)
    return out


def value_json(value, tl_type, where):
    def check(ok):
        if not ok:
            fail("%s: %r is not a valid %s" % (where, value, tl_type))

    if tl_type == "int":
        check(type(value) is int and INT32[0] <= value <= INT32[1])
        return value
    if tl_type == "long":
        check(type(value) is int and INT64[0] <= value <= INT64[1])
        return str(value)
    if tl_type == "double":
        check(type(value) is float)
        return value
    if tl_type == "string":
        check(type(value) is str)
        return value
    if tl_type == "bytes":
        check(type(value) is bytes)
        return base64.b64encode(value).decode("ascii")
    if tl_type == "Bool":
        check(type(value) is bool)
        return value
    vector = re.fullmatch(r"Vector<(.+)>", tl_type)
    if vector:
        check(type(value) is list)
        return [value_json(v, vector.group(1), where + "[]") for v in value]
    return to_json(value, tl_type)


def read_back(data):
    """Telethon's reader over the bytes, serialized again."""
    reader = BinaryReader(data)
    obj = reader.tgread_object()
    if reader.tell_position() != len(data):
        fail("Telethon's reader left %d bytes" % (len(data) - reader.tell_position()))
    return bytes(obj)


# ----------------------------------------------------------------------------
# stripped thumbnails: real JPEGs from Pillow, cut the way Telegram's servers cut them

# Telethon's header is JFIF 1.01, quality-20 libjpeg tables, 4:2:0 sampling, the standard Huffman
# tables: Pillow writes the same with quality=20, subsampling=2 (checked for every image below).
JPEG_HEADER_LENGTH = len(stripped_photo_to_jpg(bytes([1, 0, 0]))) - 2


def gradient(width, height, seed):
    """A deterministic RGB image: smooth gradients with some texture, like a downscaled photo."""
    try:
        import PIL
        from PIL import Image
    except ImportError:
        fail("Pillow is missing: pip install pillow==%s into Telethon's virtualenv" % PILLOW_VERSION)
    if PIL.__version__ != PILLOW_VERSION:
        fail("Pillow %s is installed, the fixtures are recorded with %s" % (PIL.__version__, PILLOW_VERSION))

    image = Image.new("RGB", (width, height))
    pixels = []
    for y in range(height):
        for x in range(width):
            r = (x * 255 // max(width - 1, 1) + seed * 40) % 256
            g = (y * 255 // max(height - 1, 1) + seed * 70) % 256
            b = ((x * 7 + y * 13) * (seed + 3)) % 256
            pixels.append((r, g, b))
    image.putdata(pixels)
    return image


def stripped_from_image(image):
    """The photoStrippedSize bytes of an image: 0x01, height, width, then the JPEG's
    entropy-coded data (after the SOS header, before the final EOI)."""
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=20, subsampling=2)
    jpeg = buffer.getvalue()
    width, height = image.size
    stripped = bytes([1, height, width]) + jpeg[JPEG_HEADER_LENGTH:-2]
    if jpeg[-2:] != b"\xff\xd9" or stripped_photo_to_jpg(stripped) != jpeg:
        fail("Pillow's %dx%d JPEG does not have Telethon's header" % (width, height))
    return stripped


def thumbnail_cases():
    cases = [
        ("photo-typical", stripped_from_image(gradient(40, 30, 0))),
        ("40x30 landscape", stripped_from_image(gradient(40, 30, 1))),
        ("30x40 portrait", stripped_from_image(gradient(30, 40, 2))),
        ("40x40 square", stripped_from_image(gradient(40, 40, 3))),
        ("1x1", stripped_from_image(gradient(1, 1, 4))),
        ("17x9, not a multiple of the 16x16 MCU", stripped_from_image(gradient(17, 9, 5))),
        ("255x1, the widest a byte holds", stripped_from_image(gradient(255, 1, 6))),
        ("1x255, the tallest a byte holds", stripped_from_image(gradient(1, 255, 7))),
        ("header only, 3 bytes", bytes([1, 30, 40])),
        ("header only, zero dimensions", bytes([1, 0, 0])),
        ("synthetic payload", bytes([1, 2, 3]) + bytes(range(256))),
    ]
    return [(name, stripped, stripped_photo_to_jpg(stripped)) for name, stripped in cases]


# ----------------------------------------------------------------------------
# objects

INT_MIN, INT_MAX = INT32
LONG_MIN, LONG_MAX = INT64
NEAR_2_63 = 2**63 - 2**10           # an access_hash near 2^63
BYTES_253 = bytes(range(253))       # the longest short-form TL bytes
BYTES_254 = bytes((i * 7 + 1) % 256 for i in range(254))  # the shortest long-form TL bytes
BYTES_300 = bytes((255 - i) % 256 for i in range(300))
FILE_REFERENCE = bytes.fromhex("0100012c5f67a3e4b1c29d0e7f8a11223344556677889900aabb")
LONG_TITLE = "Очень длинное название канала 🎉 " * 8  # over 254 bytes of UTF-8


def all_flags(name):
    """Every `flags.N?true` / `flags2.N?true` field of a constructor, set, as Telethon arguments."""
    return {attr(f.name): True for f in SCHEMA[name].fields if f.type == "true"}


def photo_objects(strip):
    typical_strip = strip["photo-typical"]
    return [
        ("photo-typical", T.Photo(
            id=5235924356045668461, access_hash=-4782634787239873021, file_reference=FILE_REFERENCE,
            date=1735689600, dc_id=2, sizes=[
                T.PhotoStrippedSize(type="i", bytes=typical_strip),
                T.PhotoSize(type="m", w=320, h=240, size=15372),
                T.PhotoSize(type="x", w=800, h=600, size=61874),
                T.PhotoSizeProgressive(type="y", w=1280, h=960, sizes=[10110, 25331, 47512, 70988, 104567]),
            ])),
        ("photo with all flags and every PhotoSize and VideoSize constructor", T.Photo(
            has_stickers=True, id=LONG_MAX, access_hash=NEAR_2_63, file_reference=BYTES_254,
            date=INT_MAX, dc_id=5, sizes=[
                T.PhotoSizeEmpty(type=""),
                T.PhotoSize(type="s", w=90, h=68, size=1874),
                T.PhotoCachedSize(type="s", w=90, h=68, bytes=BYTES_253),
                T.PhotoStrippedSize(type="i", bytes=strip["30x40 portrait"]),
                T.PhotoSizeProgressive(type="w", w=2560, h=1920, sizes=[]),
                T.PhotoPathSize(type="j", bytes=BYTES_300),
            ], video_sizes=[
                T.VideoSize(type="u", w=160, h=160, size=58312, video_start_ts=0.25),
                T.VideoSize(type="v", w=800, h=800, size=INT_MAX),
                T.VideoSizeEmojiMarkup(emoji_id=5368324170671202286, background_colors=[0xFF5733, -1, 0, INT_MAX]),
                T.VideoSizeStickerMarkup(
                    stickerset=T.InputStickerSetID(id=-773947703670341676, access_hash=NEAR_2_63),
                    sticker_id=LONG_MIN, background_colors=[INT_MIN]),
            ])),
        ("photo with no optional flags, empty file reference and sizes", T.Photo(
            id=-1, access_hash=LONG_MIN, file_reference=b"", date=0, dc_id=0, sizes=[])),
        ("photo with video_sizes set but empty", T.Photo(
            id=1, access_hash=0, file_reference=b"\x00", date=-1, dc_id=INT_MIN, video_sizes=[], sizes=[
                T.PhotoCachedSize(type="a", w=1, h=1, bytes=b""),
                T.PhotoPathSize(type="j", bytes=b"\x9d\x2f\x00\xff"),
            ])),
        ("photoEmpty", T.PhotoEmpty(id=LONG_MIN)),
    ]


def document_objects(strip):
    every_sticker_set = [
        T.InputStickerSetEmpty(),
        T.InputStickerSetID(id=LONG_MAX, access_hash=LONG_MIN),
        T.InputStickerSetShortName(short_name="AnimatedEmojies"),
        T.InputStickerSetAnimatedEmoji(),
        T.InputStickerSetDice(emoticon="🎲"),
        T.InputStickerSetAnimatedEmojiAnimations(),
        T.InputStickerSetPremiumGifts(),
        T.InputStickerSetEmojiGenericAnimations(),
        T.InputStickerSetEmojiDefaultStatuses(),
        T.InputStickerSetEmojiDefaultTopicIcons(),
        T.InputStickerSetEmojiChannelDefaultStatuses(),
        T.InputStickerSetTonGifts(),
    ]
    return [
        ("document: a streamable video", T.Document(
            id=5339200935546012345, access_hash=-6046301349567373231, file_reference=FILE_REFERENCE,
            date=1735689600, mime_type="video/mp4", size=10485760, dc_id=4, thumbs=[
                T.PhotoStrippedSize(type="i", bytes=strip["40x30 landscape"]),
                T.PhotoSize(type="m", w=320, h=180, size=9832),
            ], attributes=[
                T.DocumentAttributeVideo(supports_streaming=True, duration=15.5, w=1280, h=720,
                                         preload_prefix_size=131072),
                T.DocumentAttributeFilename(file_name="clip.mp4"),
            ])),
        ("document: a voice message", T.Document(
            id=5339200935546012346, access_hash=1, file_reference=b"\x01", date=1735689601,
            mime_type="audio/ogg", size=17342, dc_id=2, attributes=[
                T.DocumentAttributeAudio(voice=True, duration=4, waveform=bytes(range(0, 252, 4))),
            ])),
        ("document with all flags and every DocumentAttribute constructor, all flags set", T.Document(
            id=LONG_MAX, access_hash=NEAR_2_63, file_reference=BYTES_253, date=INT_MAX,
            mime_type="application/x-tgsticker; name=\"Привет 👋\"", size=LONG_MAX, dc_id=INT_MAX,
            thumbs=[T.PhotoStrippedSize(type="i", bytes=strip["40x40 square"]),
                    T.PhotoCachedSize(type="s", w=100, h=100, bytes=BYTES_254)],
            video_thumbs=[T.VideoSize(type="v", w=512, h=512, size=80000, video_start_ts=-1.5),
                          T.VideoSizeEmojiMarkup(emoji_id=-1, background_colors=[])],
            attributes=[
                T.DocumentAttributeImageSize(w=512, h=512),
                T.DocumentAttributeAnimated(),
                T.DocumentAttributeSticker(
                    mask=True, alt="😀", stickerset=T.InputStickerSetShortName(short_name="Маски ✨"),
                    mask_coords=T.MaskCoords(n=1, x=0.25, y=-1.5, zoom=2.0)),
                T.DocumentAttributeVideo(
                    round_message=True, supports_streaming=True, nosound=True, duration=12.345678,
                    w=INT_MAX, h=INT_MIN, preload_prefix_size=INT_MAX, video_start_ts=0.25, video_codec="av01"),
                T.DocumentAttributeAudio(voice=True, duration=INT_MAX, title="Песня 🎵", performer="",
                                         waveform=BYTES_300),
                T.DocumentAttributeFilename(file_name="отчёт 2025 📄.pdf"),
                T.DocumentAttributeHasStickers(),
                T.DocumentAttributeCustomEmoji(free=True, text_color=True, alt="🔥",
                                               stickerset=T.InputStickerSetEmojiDefaultStatuses()),
            ])),
        ("document with no optional flags, DocumentAttributes with no optional flags", T.Document(
            id=LONG_MIN, access_hash=LONG_MIN, file_reference=b"", date=INT_MIN, mime_type="", size=0,
            dc_id=0, attributes=[
                T.DocumentAttributeSticker(alt="", stickerset=T.InputStickerSetEmpty()),
                T.DocumentAttributeVideo(duration=-1.5, w=0, h=0),
                T.DocumentAttributeAudio(duration=0),
                T.DocumentAttributeCustomEmoji(alt="", stickerset=T.InputStickerSetAnimatedEmoji()),
            ])),
        ("document with thumbs and video_thumbs set but empty, no attributes", T.Document(
            id=0, access_hash=-NEAR_2_63, file_reference=BYTES_254, date=0, mime_type="image/webp",
            size=-1, dc_id=1, thumbs=[], video_thumbs=[], attributes=[])),
        ("document with every InputStickerSet constructor", T.Document(
            id=6, access_hash=7, file_reference=b"\xff\xfe", date=1700000000,
            mime_type="application/x-tgsticker", size=2**40 + 1, dc_id=1, attributes=[
                T.DocumentAttributeCustomEmoji(alt="⭐️", stickerset=s) for s in every_sticker_set
            ] + [
                T.DocumentAttributeSticker(alt="🙂", stickerset=T.InputStickerSetDice(emoticon=""),
                                           mask_coords=T.MaskCoords(n=INT_MIN, x=-0.0, y=1e-10, zoom=12.0)),
            ])),
        ("documentEmpty", T.DocumentEmpty(id=-2)),
    ]


def users(strip):
    """Every User constructor and, within them, every constructor and flag of what a user holds."""
    return [
        T.UserEmpty(id=LONG_MAX),
        T.User(
            **all_flags("user"), id=777000, access_hash=NEAR_2_63, first_name="Алиса 👩‍💻",
            last_name="Иванова", username="alice_2025", phone="79991234567",
            photo=T.UserProfilePhoto(has_video=True, personal=True, photo_id=LONG_MIN,
                                     stripped_thumb=strip["40x40 square"], dc_id=4),
            status=T.UserStatusOnline(expires=1735693200), bot_info_version=7,
            restriction_reason=[T.RestrictionReason(platform="android", reason="sensitive", text="18+ 🔞"),
                                T.RestrictionReason(platform="", reason="", text="")],
            bot_inline_placeholder="Искать…", lang_code="ru",
            emoji_status=T.EmojiStatusCollectible(
                collectible_id=-5, document_id=LONG_MAX, title="Plush Pepe #42", slug="PlushPepe-42",
                pattern_document_id=5, center_color=0x5B9E4D, edge_color=-1, pattern_color=0, text_color=INT_MAX,
                until=INT_MAX),
            usernames=[T.Username(editable=True, active=True, username="alice"),
                       T.Username(username="alice_old")],
            stories_max_id=T.RecentStory(live=True, max_id=42),
            color=T.PeerColor(color=5, background_emoji_id=LONG_MIN),
            profile_color=T.PeerColorCollectible(
                collectible_id=1, gift_emoji_id=2, background_emoji_id=-3, accent_color=0xFF0000,
                colors=[1, -1], dark_accent_color=INT_MIN, dark_colors=[]),
            bot_active_users=INT_MAX, bot_verification_icon=-9, send_paid_messages_stars=LONG_MAX,
            linked_community_id=LONG_MIN),
        T.User(id=-1),
        T.User(id=10, first_name="", last_name="", username="", phone="", status=T.UserStatusEmpty(),
               photo=T.UserProfilePhotoEmpty(), emoji_status=T.EmojiStatusEmpty(),
               color=T.PeerColorCollectible(collectible_id=0, gift_emoji_id=0, background_emoji_id=0,
                                            accent_color=0, colors=[]),
               profile_color=T.InputPeerColorCollectible(collectible_id=NEAR_2_63),
               stories_max_id=T.RecentStory()),
        T.User(id=11, status=T.UserStatusOffline(was_online=INT_MIN),
               photo=T.UserProfilePhoto(photo_id=1, dc_id=1), emoji_status=T.EmojiStatus(document_id=5, until=0),
               color=T.PeerColor()),
        T.User(id=12, status=T.UserStatusRecently(by_me=True), emoji_status=T.EmojiStatus(document_id=-5)),
        T.User(id=13, status=T.UserStatusRecently(),
               emoji_status=T.EmojiStatusCollectible(
                   collectible_id=0, document_id=0, title="", slug="", pattern_document_id=0, center_color=0,
                   edge_color=0, pattern_color=0, text_color=0)),
        T.User(id=14, status=T.UserStatusLastWeek(by_me=True),
               emoji_status=T.InputEmojiStatusCollectible(collectible_id=LONG_MAX, until=1)),
        T.User(id=15, status=T.UserStatusLastWeek(), emoji_status=T.InputEmojiStatusCollectible(collectible_id=-1)),
        T.User(id=16, status=T.UserStatusLastMonth(by_me=True), restricted=True, restriction_reason=[],
               usernames=[]),
        T.User(id=17, status=T.UserStatusLastMonth(), bot=True, bot_info_version=0),
    ]


def chats(strip):
    """Every Chat constructor and, within them, every constructor and flag of what a chat holds."""
    def chat(chat_id, migrated_to):
        return T.Chat(id=chat_id, title="migrated", photo=T.ChatPhotoEmpty(), participants_count=2,
                      date=1600000000, version=3, migrated_to=migrated_to)

    return [
        T.ChatEmpty(id=LONG_MIN),
        T.Chat(**all_flags("chat"), id=1001, title="Семейный чат 👨‍👩‍👧", participants_count=INT_MAX,
               date=1735689600, version=INT_MIN,
               photo=T.ChatPhoto(has_video=True, photo_id=LONG_MAX, stripped_thumb=strip["1x1"], dc_id=2),
               migrated_to=T.InputChannel(channel_id=LONG_MAX, access_hash=NEAR_2_63),
               admin_rights=T.ChatAdminRights(**all_flags("chatAdminRights")),
               default_banned_rights=T.ChatBannedRights(**all_flags("chatBannedRights"), until_date=INT_MAX)),
        T.Chat(id=1002, title="", photo=T.ChatPhotoEmpty(), participants_count=0, date=0, version=0),
        T.Chat(id=1003, title="rights with no flags", photo=T.ChatPhoto(photo_id=-1, dc_id=0),
               participants_count=-1, date=-1, version=1,
               admin_rights=T.ChatAdminRights(), default_banned_rights=T.ChatBannedRights(until_date=0)),
        chat(1004, T.InputChannelEmpty()),
        chat(1005, T.InputChannelFromMessage(peer=T.InputPeerEmpty(), msg_id=INT_MAX, channel_id=LONG_MIN)),
        chat(1006, T.InputChannelFromMessage(peer=T.InputPeerSelf(), msg_id=0, channel_id=0)),
        chat(1007, T.InputChannelFromMessage(peer=T.InputPeerChat(chat_id=-7), msg_id=-1, channel_id=1)),
        chat(1008, T.InputChannelFromMessage(
            peer=T.InputPeerUserFromMessage(
                peer=T.InputPeerChannelFromMessage(
                    peer=T.InputPeerUser(user_id=LONG_MAX, access_hash=NEAR_2_63),
                    msg_id=INT_MIN, channel_id=LONG_MIN),
                msg_id=1, user_id=2),
            msg_id=3, channel_id=4)),
        chat(1009, T.InputChannelFromMessage(
            peer=T.InputPeerChannel(channel_id=1, access_hash=-NEAR_2_63), msg_id=5, channel_id=6)),
        T.ChatForbidden(id=1010, title="Забаненный чат 🚫"),
        T.Channel(
            **all_flags("channel"), id=1011, access_hash=NEAR_2_63, title=LONG_TITLE, username="channel_ru",
            photo=T.ChatPhoto(has_video=True, photo_id=8, stripped_thumb=strip["17x9, not a multiple of the 16x16 MCU"],
                              dc_id=1),
            date=1735689600,
            restriction_reason=[T.RestrictionReason(platform="all", reason="porn", text="Канал недоступен")],
            admin_rights=T.ChatAdminRights(**all_flags("chatAdminRights")),
            banned_rights=T.ChatBannedRights(**all_flags("chatBannedRights"), until_date=INT_MIN),
            default_banned_rights=T.ChatBannedRights(send_messages=True, until_date=0),
            participants_count=123456, usernames=[T.Username(active=True, username="channel_ru")],
            stories_max_id=T.RecentStory(max_id=INT_MAX),
            color=T.PeerColor(color=INT_MIN), profile_color=T.PeerColor(background_emoji_id=LONG_MAX),
            emoji_status=T.EmojiStatus(document_id=LONG_MIN, until=INT_MAX), level=INT_MAX,
            subscription_until_date=1767225600, bot_verification_icon=LONG_MAX, send_paid_messages_stars=250,
            linked_monoforum_id=LONG_MIN, linked_community_id=-1),
        T.Channel(id=1012, title="", photo=T.ChatPhotoEmpty(), date=0),
        T.ChannelForbidden(broadcast=True, megagroup=True, monoforum=True, id=1013, access_hash=NEAR_2_63,
                           title="Закрытый канал", until_date=INT_MAX),
        T.ChannelForbidden(id=1014, access_hash=LONG_MIN, title=""),
        T.CommunityForbidden(id=1015, access_hash=LONG_MAX, title="Сообщество 🏘"),
        T.CommunityForbidden(id=1016, title=""),
        T.Community(**all_flags("community"), id=1017, access_hash=-1, title="Community", date=INT_MAX,
                    photo=T.ChatPhoto(photo_id=9, stripped_thumb=b"", dc_id=3),
                    admin_rights=T.ChatAdminRights(change_info=True, manage_linked_peers=True),
                    default_banned_rights=T.ChatBannedRights(manage_linked_peers=True, until_date=-1)),
        T.Community(id=1018, title="", photo=T.ChatPhotoEmpty(), date=0),
    ]


def update_objects(strip):
    protocol = T.PhoneCallProtocol(
        udp_p2p=True, udp_reflector=True, min_layer=65, max_layer=92,
        library_versions=["2.4.4", "2.7.7", "5.0.0", "7.0.0", "8.0.0", "9.0.0", "10.0.0", "11.0.0"])
    bare_protocol = T.PhoneCallProtocol(min_layer=0, max_layer=INT_MAX, library_versions=[])
    g_a_hash = bytes.fromhex("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08")
    g_a = bytes((i * 31 + 7) % 256 for i in range(256))  # a 2048-bit DH value: TL's long length form
    call = dict(id=1234567890123456789, access_hash=-NEAR_2_63, date=1735689600, admin_id=777001,
                participant_id=777000)

    def short(phone_call, date=1735689601):
        return T.UpdateShort(update=T.UpdatePhoneCall(phone_call=phone_call), date=date)

    every_reason = [
        T.PhoneCallDiscardReasonMissed(),
        T.PhoneCallDiscardReasonDisconnect(),
        T.PhoneCallDiscardReasonHangup(),
        T.PhoneCallDiscardReasonBusy(),
        T.PhoneCallDiscardReasonMigrateConferenceCall(slug="конференция-🎙"),
    ]
    return [
        ("updateShort: phoneCallRequested, as PHONE_CALL_REQUEST carries it",
         short(T.PhoneCallRequested(**call, g_a_hash=g_a_hash, protocol=protocol))),
        ("updateShort: phoneCallRequested with all flags (video)",
         short(T.PhoneCallRequested(video=True, id=LONG_MAX, access_hash=LONG_MIN, date=INT_MAX,
                                    admin_id=LONG_MIN, participant_id=LONG_MAX, g_a_hash=b"",
                                    protocol=bare_protocol), date=INT_MIN)),
        ("updateShort: phoneCallEmpty", short(T.PhoneCallEmpty(id=LONG_MIN), date=0)),
        ("updateShort: phoneCallWaiting with all flags",
         short(T.PhoneCallWaiting(video=True, **call, protocol=protocol, receive_date=1735689602))),
        ("updateShort: phoneCallWaiting with no optional flags",
         short(T.PhoneCallWaiting(**call, protocol=bare_protocol))),
        ("updateShort: phoneCallAccepted with all flags",
         short(T.PhoneCallAccepted(video=True, **call, g_b=g_a, protocol=protocol))),
        ("updateShort: phoneCallAccepted with no optional flags",
         short(T.PhoneCallAccepted(**call, g_b=BYTES_253, protocol=bare_protocol))),
        ("updateShort: phoneCall with all flags and every PhoneConnection constructor",
         short(T.PhoneCall(
             p2p_allowed=True, video=True, conference_supported=True, **call, g_a_or_b=g_a,
             key_fingerprint=-8070450532247928832, protocol=protocol, start_date=1735689610,
             connections=[
                 T.PhoneConnection(tcp=True, id=LONG_MAX, ip="149.154.167.51", ipv6="2001:67c:4e8:f002::a",
                                   port=443, peer_tag=bytes(range(16))),
                 T.PhoneConnection(id=0, ip="", ipv6="", port=0, peer_tag=b""),
                 T.PhoneConnectionWebrtc(turn=True, stun=True, id=-1, ip="91.108.13.2", ipv6="", port=3478,
                                         username="пользователь", password="пароль 🔑"),
                 T.PhoneConnectionWebrtc(id=2, ip="", ipv6="::1", port=INT_MAX, username="", password=""),
             ],
             custom_parameters=T.DataJSON(data='{"network_type":"wifi","язык":"ru"}')))),
        ("updateShort: phoneCall with no optional flags",
         short(T.PhoneCall(**call, g_a_or_b=BYTES_254, key_fingerprint=LONG_MAX, protocol=bare_protocol,
                           connections=[], start_date=0))),
        ("updates: phoneCallDiscarded with every reason, every User and Chat constructor",
         T.Updates(
             updates=[T.UpdatePhoneCall(phone_call=T.PhoneCallDiscarded(
                 need_rating=True, need_debug=True, video=True, id=i, reason=reason, duration=i * 60))
                 for i, reason in enumerate(every_reason)]
             + [T.UpdatePhoneCall(phone_call=T.PhoneCallDiscarded(id=LONG_MAX))],
             users=users(strip), chats=chats(strip), date=1735689620, seq=INT_MAX)),
        ("updatesCombined: phoneCallRequested, every User and Chat constructor",
         T.UpdatesCombined(
             updates=[T.UpdatePhoneCall(phone_call=T.PhoneCallRequested(**call, g_a_hash=g_a_hash,
                                                                         protocol=protocol))],
             users=users(strip), chats=chats(strip), date=1735689600, seq_start=-1, seq=0)),
        ("updatesCombined: two updates, empty users and chats",
         T.UpdatesCombined(
             updates=[T.UpdatePhoneCall(phone_call=T.PhoneCallWaiting(**call, protocol=protocol)),
                      T.UpdatePhoneCall(phone_call=T.PhoneCallDiscarded(id=call["id"], reason=every_reason[2],
                                                                          duration=0))],
             users=[], chats=[], date=INT_MIN, seq_start=INT_MAX, seq=INT_MIN)),
        ("updates: every vector empty", T.Updates(updates=[], users=[], chats=[], date=0, seq=0)),
    ]


def object_cases(strip):
    cases = []
    for root, make in (("Photo", photo_objects), ("Document", document_objects), ("Updates", update_objects)):
        cases += [(name, root, obj) for name, obj in make(strip)]
    return cases


# ----------------------------------------------------------------------------


# Objects also written gzip_packed (gzip-packed.jsonl).
GZIP_PACKED_NAMES = {"photo-typical", "document: a voice message",
                     "updates: phoneCallDiscarded with every reason, every User and Chat constructor"}


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n")


def gzip_packed(data):
    """Telethon's gzip_packed#3072cfa1 around `data`, with the gzip header's time set to 0 (Telethon's
    own GzipPacked writes the current time, which would change the file at every run); checked by
    reading it back with Telethon's GzipPacked.read."""
    packed = struct.pack("<I", GzipPacked.CONSTRUCTOR_ID) + TLObject.serialize_bytes(gzip.compress(data, mtime=0))
    if GzipPacked.read(BinaryReader(packed)) != data:
        fail("Telethon does not unpack its gzip_packed")
    return packed


def b64(data):
    return base64.b64encode(data).decode("ascii")


def main():
    if LAYER != 229:
        fail("Telethon's layer is %d, expected 229" % LAYER)
    check_against_telethon()

    thumbnails = thumbnail_cases()
    strip = {name: stripped for name, stripped, _ in thumbnails}

    rows = []
    for name, root, obj in object_cases(strip):
        data = bytes(obj)
        if read_back(data) != data:
            fail("%s: Telethon does not read its own bytes back" % name)
        rows.append({"name": name, "root": root, "tl": b64(data), "json": to_json(obj, root)})

    names = [row["name"] for row in rows]
    if len(set(names)) != len(names):
        fail("duplicate object names")
    if covered != REACHABLE:
        fail("constructors reachable but not covered: %s; covered but not reachable: %s"
             % (sorted(REACHABLE - covered), sorted(covered - REACHABLE)))
    flagged = {(c.name, f.name) for c in SCHEMA.values() if c.name in REACHABLE for f in c.fields if f.flag}
    one_sided = sorted("%s.%s" % key for key in flagged if flag_states.get(key) != {True, False})
    if one_sided:
        fail("flags not seen both set and unset: " + ", ".join(one_sided))

    write_jsonl(OBJECTS_OUT, rows)
    # gzip_packed around some objects: the bytes of a push's attachb64 / updates, and the same JSON.
    packed = [dict(row, name="gzip_packed: " + row["name"], tl=b64(gzip_packed(base64.b64decode(row["tl"]))))
              for row in rows if row["name"] in GZIP_PACKED_NAMES]
    if len(packed) != len(GZIP_PACKED_NAMES):
        fail("gzip_packed cases not found: %s" % sorted(GZIP_PACKED_NAMES - {row["name"] for row in rows}))
    write_jsonl(GZIP_OUT, packed)
    write_jsonl(THUMBNAILS_OUT, [{"name": n, "stripped": b64(s), "jpeg": b64(j)} for n, s, j in thumbnails])
    print("Telethon %s (layer %d): %d constructor ids of push.tl checked; %d objects covering %d of %d "
          "reachable constructors and %d optional fields both ways -> %s; %d thumbnails -> %s"
          % (telethon.__version__, LAYER, len(SCHEMA), len(rows), len(covered), len(REACHABLE), len(flagged),
             OBJECTS_OUT.name, len(thumbnails), THUMBNAILS_OUT.name))


if __name__ == "__main__":
    main()
