package org.pushspec.envelope;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.pushspec.Fixtures.code;
import static org.pushspec.Fixtures.utf8;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.json.JSONArray;
import org.json.JSONObject;
import org.junit.jupiter.api.Test;
import org.pushspec.Fixtures;
import org.pushspec.crypto.Base64Codec;
import org.pushspec.crypto.TelegramPushKey;

/** One keyring shared by threads that decode while another logs accounts in and out. */
class KeyringSharingTest {
    @Test
    void decodingGoesOnWhileKeysAreAddedAndRemoved() throws Exception {
        JSONArray keys = Fixtures.vectors("mtproto.json", "keyring", 3);
        JSONArray ok = Fixtures.vectors("mtproto.json", "decrypt_ok", 10);
        PushKeyring keyring = new PushKeyring();
        TelegramPushKey stable = new TelegramPushKey(Base64Codec.decodeUrl(keys.getJSONObject(0).getString("secret")));
        keyring.add(new PushKeyring.TelegramEntry(stable, "stable"));
        // A push for the stable key, and one for a key that comes and goes.
        byte[] stablePush = null, otherPush = null;
        long otherId = 0;
        for (int i = 0; i < ok.length(); i++) {
            JSONObject vector = ok.getJSONObject(i);
            long id = Long.parseLong(vector.getString("key_id"));
            if (id == stable.keyId() && stablePush == null) stablePush = utf8(vector.getJSONObject("push").toString());
            if (id != stable.keyId() && otherPush == null) {
                otherPush = utf8(vector.getJSONObject("push").toString());
                otherId = id;
            }
        }
        TelegramPushKey other = null;
        for (int i = 0; i < keys.length(); i++) {
            TelegramPushKey key = new TelegramPushKey(Base64Codec.decodeUrl(keys.getJSONObject(i).getString("secret")));
            if (key.keyId() == otherId) other = key;
        }
        PushKeyring.TelegramEntry otherEntry = new PushKeyring.TelegramEntry(other, "other");
        PushDecoder decoder = new PushDecoder(keyring);
        AtomicBoolean stop = new AtomicBoolean();
        ExecutorService threads = Executors.newFixedThreadPool(4);
        byte[] stableBytes = stablePush, otherBytes = otherPush;
        Future<Integer> churn = threads.submit(() -> {
            int rounds = 0;
            while (!stop.get()) {
                keyring.add(otherEntry);
                keyring.removeTelegram(otherEntry.key.keyId());
                rounds++;
            }
            return rounds;
        });
        java.util.List<Future<Integer>> readers = new java.util.ArrayList<Future<Integer>>();
        for (int t = 0; t < 3; t++) {
            readers.add(threads.submit(() -> {
                int decoded = 0;
                for (int round = 0; round < 300; round++) {
                    assertEquals("stable", decoder.decode(stableBytes).account);
                    try {
                        assertEquals("other", decoder.decode(otherBytes).account);
                    } catch (org.pushspec.PushException e) {
                        assertEquals("unknown_key", e.code());
                    }
                    decoded++;
                }
                return decoded;
            }));
        }
        for (Future<Integer> reader : readers) assertEquals(300, reader.get(60, TimeUnit.SECONDS).intValue());
        stop.set(true);
        churn.get(60, TimeUnit.SECONDS);
        threads.shutdown();
        assertNull(keyring.removeTelegram(otherId));
        assertEquals("unknown_key", code(() -> decoder.decode(otherBytes)));
        keyring.add(otherEntry);
        assertEquals("other", decoder.decode(otherBytes).account);
        assertSame(otherEntry, keyring.removeTelegram(otherId));
        assertEquals("unknown_key", code(() -> decoder.decode(otherBytes)));
    }
}
