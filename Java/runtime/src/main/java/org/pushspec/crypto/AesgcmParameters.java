package org.pushspec.crypto;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pushspec.PushException;

/**
 * What a legacy {@code aesgcm} message carries in its {@code Encryption} and {@code Crypto-Key}
 * headers, parsed as the Swift runtime parses them: list elements of {@code ;}-separated
 * {@code name=value} parameters (names case-insensitive, values tokens or quoted strings).
 *
 * <ul>
 *   <li>{@code Encryption}: the first element with a {@code salt} gives the salt (base64url,
 *   16 bytes), {@code rs} (decimal, default 4096, 2 ... 2^36 - 31) and an optional {@code keyid}.</li>
 *   <li>{@code Crypto-Key}: {@code dh} of the element whose {@code keyid} matches, or without a
 *   {@code keyid} of the first element that has a {@code dh}.</li>
 * </ul>
 */
final class AesgcmParameters {
    static final long MAXIMUM_RECORD_SIZE = (1L << 36) - 31;

    final byte[] salt;
    final long recordSize;
    final byte[] senderPublicKey;

    AesgcmParameters(String encryption, String cryptoKey) throws PushException {
        Map<String, String> element = null;
        for (Map<String, String> candidate : parseList(encryption, "Encryption")) {
            if (candidate.containsKey("salt")) {
                element = candidate;
                break;
            }
        }
        if (element == null) throw bad("Encryption header has no salt");
        byte[] salt = Base64Codec.decodeUrl(element.get("salt"));
        if (salt == null) throw bad("Encryption salt is not base64url");
        if (salt.length != 16) throw bad("Encryption salt must be 16 bytes, got " + salt.length);
        long recordSize = 4096;
        String rs = element.get("rs");
        if (rs != null) {
            recordSize = parseRecordSize(rs);
            if (recordSize < 0) throw bad("Encryption rs is not a decimal number in 2..." + MAXIMUM_RECORD_SIZE);
        }
        String keyId = element.get("keyid");
        String dh = null;
        for (Map<String, String> candidate : parseList(cryptoKey, "Crypto-Key")) {
            if (candidate.get("dh") != null && (keyId == null || keyId.equals(candidate.get("keyid")))) {
                dh = candidate.get("dh");
                break;
            }
        }
        if (dh == null) throw bad(keyId == null ? "Crypto-Key header has no dh" : "Crypto-Key has no dh for the Encryption keyid");
        byte[] sender = Base64Codec.decodeUrl(dh);
        if (sender == null) throw bad("Crypto-Key dh is not base64url");
        this.salt = salt;
        this.recordSize = recordSize;
        this.senderPublicKey = sender;
    }

    private static long parseRecordSize(String text) {
        if (text.isEmpty() || text.length() > 12) return -1;
        long value = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') return -1;
            value = value * 10 + (c - '0');
        }
        return value >= EceRecords.MINIMUM_AESGCM_RECORD_SIZE && value <= MAXIMUM_RECORD_SIZE ? value : -1;
    }

    static PushException bad(String why) {
        return new PushException("bad_header", "web push content coding header is invalid: " + why);
    }

    private static boolean isToken(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "!#$%&'*+-.^_`|~".indexOf(c) >= 0;
    }

    /** The header's list elements, each its parameters in order (names lowercased). */
    static List<Map<String, String>> parseList(String header, String name) throws PushException {
        List<Map<String, String>> elements = new ArrayList<>();
        int[] at = {0};
        int n = header.length();
        while (true) {
            skipSpace(header, at);
            if (at[0] == n) break;
            if (header.charAt(at[0]) == ',') {
                at[0]++;
                continue;
            }
            elements.add(parseElement(header, at, name));
            skipSpace(header, at);
            if (at[0] == n) break;
            if (header.charAt(at[0]) != ',') throw bad(name + " header: unexpected character at offset " + at[0]);
            at[0]++;
        }
        return elements;
    }

    private static Map<String, String> parseElement(String h, int[] at, String header) throws PushException {
        Map<String, String> parameters = new LinkedHashMap<>();
        int n = h.length();
        while (true) {
            skipSpace(h, at);
            if (at[0] < n && h.charAt(at[0]) == ';') {
                at[0]++;
                continue;
            }
            if (at[0] == n || h.charAt(at[0]) == ',') break;
            int start = at[0];
            while (at[0] < n && isToken(h.charAt(at[0]))) at[0]++;
            if (at[0] == start) throw bad(header + " header: expected a parameter name at offset " + start);
            String name = h.substring(start, at[0]).toLowerCase(Locale.ROOT);
            skipSpace(h, at);
            if (at[0] >= n || h.charAt(at[0]) != '=') throw bad(header + " header: a parameter has no value");
            at[0]++;
            skipSpace(h, at);
            if (at[0] >= n) throw bad(header + " header: a parameter has no value");
            String value;
            if (h.charAt(at[0]) == '"') {
                at[0]++;
                StringBuilder text = new StringBuilder();
                while (true) {
                    if (at[0] >= n) throw bad(header + " header: unterminated quoted value");
                    char c = h.charAt(at[0]++);
                    if (c == '"') break;
                    if (c == '\\') {
                        if (at[0] >= n) throw bad(header + " header: unterminated quoted value");
                        c = h.charAt(at[0]++);
                    }
                    text.append(c);
                }
                value = text.toString();
            } else {
                int valueStart = at[0];
                while (at[0] < n && (isToken(h.charAt(at[0])) || h.charAt(at[0]) == '=' || h.charAt(at[0]) == '/')) at[0]++;
                if (at[0] == valueStart) throw bad(header + " header: a parameter has no value");
                value = h.substring(valueStart, at[0]);
            }
            if (parameters.containsKey(name)) throw bad(header + " header: a parameter appears twice in one element");
            parameters.put(name, value);
            skipSpace(h, at);
            if (at[0] == n || h.charAt(at[0]) == ',') break;
            if (h.charAt(at[0]) != ';') throw bad(header + " header: unexpected character at offset " + at[0]);
            at[0]++;
        }
        return parameters;
    }

    private static void skipSpace(String h, int[] at) {
        while (at[0] < h.length() && (h.charAt(at[0]) == ' ' || h.charAt(at[0]) == '\t')) at[0]++;
    }
}
