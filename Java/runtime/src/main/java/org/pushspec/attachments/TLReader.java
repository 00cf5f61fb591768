package org.pushspec.attachments;

/**
 * Reads TL's binary serialization as the Swift runtime's {@code _TLReader} does: every value is
 * checked against the bytes left before it is read, and damage is a {@link Malformed}, never an
 * unchecked exception. Words are little-endian.
 */
final class TLReader {
    /** Bytes that are not the TL value being read: truncated, of a wrong id or length, or with bytes left over. */
    static final class Malformed extends Exception {
        private static final long serialVersionUID = 1L;

        Malformed(String message) {
            super(message);
        }
    }

    /** The id of a boxed {@code Vector<T>}, which precedes its count. */
    static final int VECTOR_ID = 0x1cb5c415;

    private final byte[] bytes;
    private int position;

    TLReader(byte[] bytes) {
        this.bytes = bytes;
    }

    /** How many bytes are left. */
    int remaining() {
        return bytes.length - position;
    }

    /** Throws unless every byte was read. */
    void finish() throws Malformed {
        if (remaining() > 0) throw new Malformed(remaining() + " bytes left after the object, which ends at byte " + position);
    }

    /** Moves past {@code count} bytes, which must be there; returns where they start. */
    int skip(int count) throws Malformed {
        if (count > remaining()) throw new Malformed("the bytes end inside the value at byte " + position);
        int start = position;
        position += count;
        return start;
    }

    /** An {@code int}, a constructor id or a {@code #} field of flags. */
    int readInt() throws Malformed {
        int at = skip(4);
        return (bytes[at] & 0xFF) | (bytes[at + 1] & 0xFF) << 8 | (bytes[at + 2] & 0xFF) << 16 | bytes[at + 3] << 24;
    }

    /** The next word, not moved past: the id a boxed value starts with. */
    int peekInt() throws Malformed {
        int at = position;
        int id = readInt();
        position = at;
        return id;
    }

    /**
     * A {@code bytes} or {@code string}: a length (one byte below 254, or 254 and three
     * little-endian bytes), the bytes, then padding to a multiple of four.
     */
    byte[] readBytes() throws Malformed {
        int at = position;
        if (remaining() < 1) throw new Malformed("the bytes end inside the value at byte " + at);
        int first = bytes[at] & 0xFF;
        if (first == 255) throw new Malformed("the string at byte " + at + " has no valid length (first byte 255)");
        int header = first < 254 ? 1 : 4;
        int length = first < 254 ? first : readInt() >>> 8;
        position = at;
        int padded = (header + length + 3) & ~3;
        if (padded > remaining()) throw new Malformed("the bytes end inside the value at byte " + at);
        position += padded;
        byte[] value = new byte[length];
        System.arraycopy(bytes, at + header, value, 0, length);
        return value;
    }

    /**
     * A boxed vector's id and count: the count is checked against the bytes left (every element
     * takes four bytes at least), so a count no bytes can hold fails before anything is read.
     */
    int readVectorCount() throws Malformed {
        int id = readInt();
        if (id != VECTOR_ID) throw unknownConstructor(id, "Vector");
        int at = position;
        long count = readInt() & 0xFFFFFFFFL;
        if (count > remaining() / 4) throw new Malformed("the bytes end inside the value at byte " + at);
        return (int) count;
    }

    /** Skips a boxed {@code Vector<int>}. */
    void skipIntVector() throws Malformed {
        skip(4 * readVectorCount());
    }

    /** The error for an id, just read, that is not one of {@code type}'s constructors. */
    Malformed unknownConstructor(int id, String type) {
        return new Malformed("the id 0x" + Integer.toHexString(id) + " at byte " + (position - 4) + " is not a constructor of " + type);
    }
}
