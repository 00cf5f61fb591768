package org.pushspec.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pushspec.Fixtures.utf8;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.pushspec.catalog.ZulipCatalog;
import org.pushspec.catalog.ZulipPayload;
import org.pushspec.envelope.PushDecoder;
import org.pushspec.envelope.PushKeyring;
import org.pushspec.fields.PayloadDecodingException;
import org.pushspec.fields.Peer;
import org.pushspec.fields.PeerKind;
import org.pushspec.fields.PushAddress;
import org.pushspec.telegram.TelegramPush;
import org.pushspec.zulip.ZulipPush;

/** Typed pushes: the fields read leniently, services, refusals, announcements, and Zulip's texts. */
class TelegramPushTest {
    private static final PushDecoder DECODER = new PushDecoder(new PushKeyring());

    private static TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> push(String json) throws Exception {
        return TelegramCatalog.read(DECODER.decode(utf8(json)));
    }

    @Test
    void fieldsAreReadLenientlyAndTheirProblemsListed() throws Exception {
        TelegramCustomFields fields = push("{\"loc_key\":\"MESSAGE_TEXT\",\"loc_args\":[\"a\",\"b\"],\"custom\":"
            + "{\"msg_id\":\"12\",\"from_id\":34,\"mention\":\"1\",\"silent\":true,\"messages\":\"1,2\",\"chat_id\":[1],"
            + "\"schedule\":\"maybe\"},\"badge\":\"5\"}").fields;
        assertEquals(Long.valueOf(12), fields.messageID);
        assertEquals(Long.valueOf(34), fields.fromID);
        assertEquals(Boolean.TRUE, fields.isMention);
        assertEquals(Boolean.TRUE, fields.isSilent);
        assertEquals(Arrays.asList(1L, 2L), fields.messageIDs);
        assertEquals(Long.valueOf(5), fields.badge);
        assertNull(fields.chatID);
        assertNull(fields.isScheduled);
        assertEquals(2, fields.problems.size());
        assertEquals("chat_id", fields.problems.get(0).field);
        assertEquals("an array", fields.problems.get(0).found);
        assertEquals(new Peer(Peer.Kind.USER, 34), fields.peer());
        assertEquals(PeerKind.PRIVATE, TelegramPush.peerKind(fields));
    }

    @Test
    void theChatKindPicksAPinsForm() throws Exception {
        String pin = "{\"loc_key\":\"PINNED_TEXT\",\"loc_args\":[\"Ann\",\"hi\",\"Club\"],\"custom\":";
        assertTrue(push(pin + "{\"channel_id\":\"5\"}}").notification instanceof TelegramNotification.PinnedTextChannel);
        assertTrue(push(pin + "{\"channel_id\":\"5\",\"chat_from_id\":\"6\"}}").notification instanceof TelegramNotification.PinnedTextGroup);
        assertTrue(push(pin + "{\"chat_id\":\"5\"}}").notification instanceof TelegramNotification.PinnedTextGroup);
        assertEquals("Ann pinned \"hi\" in the group Club", push(pin + "{\"chat_id\":\"5\"}}").text());
    }

    @Test
    void servicesAreTypedAndCheckedAsTheSwiftRuntimeChecksThem() throws Exception {
        TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> read = push(
            "{\"loc_key\":\"READ_HISTORY\",\"custom\":{\"channel_id\":\"5\",\"max_id\":\"10\"}}");
        assertEquals(TelegramPush.Kind.SERVICE, read.kind);
        assertEquals(new TelegramServiceNotification.ReadHistory(new Peer(Peer.Kind.CHANNEL, 5), 10L), read.service);
        assertNull(read.title());
        TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> missing = push("{\"loc_key\":\"READ_HISTORY\",\"custom\":{\"max_id\":\"10\"}}");
        assertEquals(TelegramPush.Kind.INVALID_SERVICE, missing.kind);
        assertEquals("channel_id, chat_id, from_id", missing.serviceError.missingField);
        TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> revoke = push("{\"loc_key\":\"SESSION_REVOKE\"}");
        assertEquals(TelegramPush.Kind.REFUSED, revoke.kind);
        assertTrue(revoke.service.requiresEncryption());
        TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> dc = push(
            "{\"loc_key\":\"DC_UPDATE\",\"custom\":{\"dc\":2,\"addr\":\"[2001:db8::1]:443\"}}");
        assertEquals("[2001:db8::1]:443", ((TelegramServiceNotification.DcUpdate) dc.service).address.toString());
        assertNull(PushAddress.parse("host:65536"));
        TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> announcement = push(
            "{\"loc_key\":\"MESSAGE_ANNOUNCEMENT\",\"message\":\"Hello\"}");
        assertEquals("Telegram", announcement.title());
        assertEquals("Hello", announcement.body());
        assertEquals(TelegramPush.Kind.INVALID_SERVICE, push("{\"loc_key\":\"MESSAGE_ANNOUNCEMENT\"}").kind);
    }

    @Test
    void unknownKeysAndBadArgumentsShowTheServersText() throws Exception {
        TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> unknown = push(
            "{\"loc_key\":\"NEW_KEY\",\"loc_args\":[\"a\"],\"text\":\"ready\"}");
        assertTrue(unknown.notification instanceof TelegramNotification.Unknown);
        assertNull(unknown.title());
        assertEquals("ready", unknown.body());
        TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> bad = push(
            "{\"loc_key\":\"MESSAGE_TEXT\",\"loc_args\":[\"a\"],\"text\":\"server\"}");
        assertEquals(TelegramPush.Kind.INVALID_ARGUMENTS, bad.kind);
        assertEquals("server", bad.text());
        assertEquals(TelegramPush.Kind.EMPTY, push("{\"custom\":{\"msg_id\":1}}").kind);
    }

    @Test
    void zulipPayloadsRenderAsZulipShowsThem() throws Exception {
        ZulipPush<ZulipPayload> channel = ZulipCatalog.read(DECODER.decode(utf8("{\"type\":\"message\",\"realm_url\":\"https://c.example\","
            + "\"user_id\":10,\"channel_id\":3,\"topic\":\"t\",\"content\":\"hi\",\"message_id\":1,\"sender_id\":2,"
            + "\"sender_full_name\":\"Ann\",\"sender_avatar_url\":\"x\",\"time\":1}")));
        assertEquals("#(unknown channel) > t: hi", channel.text());
        assertEquals(Long.valueOf(10), channel.userId());
        ZulipPush<ZulipPayload> group = ZulipCatalog.read(DECODER.decode(utf8("{\"type\":\"message\",\"realm_url\":\"https://c.example\","
            + "\"user_id\":10,\"content\":\"hi\",\"message_id\":1,\"sender_id\":2,\"sender_full_name\":\"Ann\","
            + "\"sender_avatar_url\":\"x\",\"time\":1,\"recipient_user_ids\":[10,2,7,9]}")));
        assertEquals("Ann to you and 2 others", group.title());
        ZulipPush<ZulipPayload> test = ZulipCatalog.read(DECODER.decode(utf8("{\"type\":\"test\",\"realm_url\":\"https://c.example\",\"user_id\":10,\"time\":1}")));
        assertEquals("Test notification: This is a test notification from https://c.example.", test.text());
        // A payload without text of its own shows the APNs alert beside it, title and body alike.
        ZulipPush<ZulipPayload> alerted = ZulipCatalog.read(DECODER.decode(utf8("{\"aps\":{\"alert\":{\"title\":\"Hello\","
            + "\"body\":\"From the server\"}},\"type\":\"test\",\"realm_url\":\"https://c.example\",\"user_id\":10,\"time\":1}")));
        assertEquals("Hello: From the server", alerted.text());
        PayloadDecodingException error = assertThrows(PayloadDecodingException.class, () -> ZulipCatalog.read(DECODER.decode(utf8(
            "{\"type\":\"message\",\"realm_url\":\"https://c.example\",\"user_id\":10,\"content\":\"hi\",\"message_id\":1,\"sender_id\":\"x\"}"))));
        assertEquals("sender_id", error.field);
    }
}
