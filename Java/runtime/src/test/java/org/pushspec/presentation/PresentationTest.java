package org.pushspec.presentation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pushspec.Fixtures.utf8;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.pushspec.Fixtures;
import org.pushspec.catalog.TelegramCatalog;
import org.pushspec.catalog.TelegramCustomFields;
import org.pushspec.catalog.TelegramLocale;
import org.pushspec.catalog.TelegramNotification;
import org.pushspec.catalog.TelegramServiceNotification;
import org.pushspec.catalog.ZulipCatalog;
import org.pushspec.catalog.ZulipPayload;
import org.pushspec.crypto.TestEncryptors;
import org.pushspec.crypto.ZulipPushKey;
import org.pushspec.envelope.PushDecoder;
import org.pushspec.envelope.PushKeyring;
import org.pushspec.telegram.NotificationGroupKind;
import org.pushspec.telegram.TelegramPush;
import org.pushspec.zulip.ZulipPush;

/**
 * Presentations made from one decoded push (issue 35), against expectations written from the
 * seeds: TDLib's example payload (seed 002), the Telegram doc's service notifications (seed 000),
 * Zulip's payload examples (seed 004). A port of the Swift suite's
 * Tests/PushSpecTests/NotificationPresentationTests.swift, test for test, with the same inputs and
 * expected values; the tests after the port's are the Java runtime's own.
 */
class PresentationTest {
    private static final PushDecoder DECODER = new PushDecoder(new PushKeyring());

    static TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> telegram(String json) throws Exception {
        return TelegramCatalog.read(DECODER.decode(utf8(json)));
    }

    /** The presentation in English (the Swift runtime's default locale), which must be there. */
    static NotificationPresentation presented(TelegramPush<?, ?, ?> push) {
        NotificationPresentation presentation = push.presentation(TelegramLocale.ENGLISH);
        assertNotNull(presentation, "no presentation");
        return presentation;
    }

    /**
     * Seed 002's CHAT_MESSAGE_TEXT (a supergroup, {@code channel_id} 56781234, a mention), for the
     * account {@code user_id}, with {@code custom} members added.
     */
    static TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> seedGroupText(long userId, boolean mention, String extra)
        throws Exception {
        return telegram("{\"date\":1234567890,\"loc_key\":\"CHAT_MESSAGE_TEXT\",\"loc_args\":[\"First name Last name\",\"Chat title\",\"qwerty\"],"
            + "\"custom\":{\"msg_id\":\"1234567\",\"channel_id\":\"56781234\",\"chat_from_id\":\"12345678\"" + (mention ? ",\"mention\":\"1\"" : "")
            + extra + "},\"badge\":\"239\",\"user_id\":" + userId + "}");
    }

    static TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> seedGroupText() throws Exception {
        return seedGroupText(10, true, "");
    }

    /** The supergroup's TDLib chat id: −10¹² − 56781234. */
    static final String SEED_CHAT = "-1000056781234";

    @Test
    void theSameMessageTwiceHasOneIdentifier() throws Exception {
        NotificationPresentation first = presented(seedGroupText());
        NotificationPresentation again = presented(seedGroupText(10, true, ",\"edit_date\":\"1234567999\""));
        assertEquals("telegram/10/" + SEED_CHAT + "/1234567", first.identifier);
        assertEquals(first.identifier, again.identifier);
    }

    @Test
    void twoAccountsHaveDifferentIdentifiersForOneMessage() throws Exception {
        NotificationPresentation one = presented(seedGroupText(10, true, ""));
        NotificationPresentation other = presented(seedGroupText(11, true, ""));
        assertEquals("telegram/10/" + SEED_CHAT + "/1234567", one.identifier);
        assertEquals("telegram/11/" + SEED_CHAT + "/1234567", other.identifier);
        assertNotEquals(one.thread, other.thread);
    }

    @Test
    void aGroupMessageHasTheChatAsSubtitle() throws Exception {
        NotificationPresentation presentation = presented(seedGroupText(10, false, ""));
        assertEquals("First name Last name", presentation.title);
        assertEquals("Chat title", presentation.subtitle);
        // The spec's body of CHAT_MESSAGE_TEXT: "{1}: {3}".
        assertEquals("First name Last name: qwerty", presentation.body);
        assertEquals(new NotificationPresentation.Sender("First name Last name", 12_345_678), presentation.sender);
        assertEquals("telegram/10/" + SEED_CHAT + "/messages", presentation.thread);
        Map<String, String> userInfo = new HashMap<String, String>();
        userInfo.put("account", "10");
        userInfo.put("chat_id", SEED_CHAT);
        userInfo.put("message_id", "1234567");
        assertEquals(userInfo, presentation.userInfo);
    }

    @Test
    void aPrivateMessageHasNoSubtitle() throws Exception {
        NotificationPresentation presentation = presented(telegram(
            "{\"loc_key\":\"MESSAGE_TEXT\",\"loc_args\":[\"Alice\",\"hi\"],\"custom\":{\"from_id\":\"5\",\"msg_id\":\"7\"},\"user_id\":10}"));
        assertEquals("Alice", presentation.title);
        assertNull(presentation.subtitle);
        assertEquals("hi", presentation.body);
        assertEquals("telegram/10/5/messages", presentation.thread);
    }

    @Test
    void aSilentPushHasNoSoundAndIsPassive() throws Exception {
        // Seed 000: "silent - Whether the message was posted silently (no sound should be played
        // for this notification)".
        NotificationPresentation silent = presented(seedGroupText(10, false, ",\"silent\":\"1\""));
        assertEquals(NotificationPresentation.Sound.NONE, silent.sound);
        assertEquals(NotificationInterruption.PASSIVE, silent.interruption);
        NotificationPresentation loud = presented(seedGroupText(10, false, ""));
        assertEquals(NotificationPresentation.Sound.DEFAULT, loud.sound);
        assertEquals(NotificationInterruption.ACTIVE, loud.interruption);
    }

    @Test
    void aMentionIsMoreRelevantThanAPlainMessageOfTheChat() throws Exception {
        NotificationPresentation mention = presented(seedGroupText(10, true, ""));
        NotificationPresentation plain = presented(seedGroupText(10, false, ""));
        assertTrue(mention.relevance > plain.relevance);
        assertEquals(0.8, mention.relevance);
        assertEquals(0.5, plain.relevance);
        // Seed 002: mentions are a notification group of their own, so a thread of their own.
        assertEquals("telegram/10/" + SEED_CHAT + "/mentions", mention.thread);
        assertEquals("telegram/10/" + SEED_CHAT + "/messages", plain.thread);
    }

    @Test
    void aReadHistoryWithoutTheStateIsARule() throws Exception {
        // Seed 000: READ_HISTORY, "Message history was read, remove multiple notifications for
        // this chat", custom.channel_id and custom.max_id.
        TelegramPush<?, ?, ?> read = telegram("{\"loc_key\":\"READ_HISTORY\",\"custom\":{\"channel_id\":\"56781234\",\"max_id\":\"1234567\"},\"user_id\":10}");
        PresentationChanges changes = read.presentationChanges(TelegramLocale.ENGLISH);
        assertTrue(changes.present.isEmpty());
        assertTrue(changes.remove.identifiers.isEmpty());
        NotificationRemoval.Rule rule = changes.remove.rule;
        assertNotNull(rule);
        assertEquals(Arrays.asList("telegram/10/" + SEED_CHAT + "/messages", "telegram/10/" + SEED_CHAT + "/mentions"), rule.threads);
        assertEquals(1_234_567L, rule.maxMessageId);
        // The rule applied to what is delivered: the message itself and older ones, not newer ones
        // nor other chats'.
        NotificationPresentation shown = presented(seedGroupText());
        assertTrue(rule.matches(shown.thread, shown.userInfo));
        assertFalse(rule.matches(shown.thread, Collections.singletonMap("message_id", "1234568")));
        assertFalse(rule.matches("telegram/10/5/messages", Collections.singletonMap("message_id", "1")));
    }

    @Test
    void aMessageDeletedRemovesItsMessagesByIdentifier() throws Exception {
        // Seed 000: MESSAGE_DELETED, custom.channel_id and custom.messages (comma-separated).
        TelegramPush<?, ?, ?> deleted = telegram(
            "{\"loc_key\":\"MESSAGE_DELETED\",\"custom\":{\"channel_id\":\"56781234\",\"messages\":\"1234567,1234568\"},\"user_id\":10}");
        assertEquals(Arrays.asList("telegram/10/" + SEED_CHAT + "/1234567", "telegram/10/" + SEED_CHAT + "/1234568"),
            deleted.presentationChanges(TelegramLocale.ENGLISH).remove.identifiers);
    }

    /**
     * What an adapter removes of what is delivered: a notification whose identifier is listed (the
     * Swift test reads it from the userInfo key the Apple adapter writes, {@code pushspec_identifier},
     * as an extension cannot choose its request identifier; Java's {@code matches} takes it as an
     * argument, Android's tag), or one the rule reads; nothing else.
     */
    @Test
    void aRemovalMatchesByTheIdentifierKeptInUserInfoOrByItsRule() {
        assertEquals("pushspec_identifier", NotificationPresentation.IDENTIFIER_USER_INFO_KEY);
        NotificationRemoval byIdentifier = new NotificationRemoval(Collections.singletonList("telegram/10/5/7"), null);
        Map<String, String> none = Collections.<String, String>emptyMap();
        assertTrue(byIdentifier.matches("telegram/10/5/7", "telegram/10/5/messages", none));
        assertFalse(byIdentifier.matches("telegram/10/5/8", "telegram/10/5/messages", none));
        assertFalse(byIdentifier.matches(null, "telegram/10/5/messages", Collections.singletonMap("message_id", "7")));
        NotificationRemoval byRule = new NotificationRemoval(Collections.<String>emptyList(),
            new NotificationRemoval.Rule(Collections.singletonList("telegram/10/5/messages"), 7));
        assertTrue(byRule.matches(null, "telegram/10/5/messages", Collections.singletonMap("message_id", "7")));
        assertFalse(byRule.matches(null, "telegram/10/5/messages", Collections.singletonMap("message_id", "8")));
        assertFalse(new NotificationRemoval(Collections.<String>emptyList(), null).matches("telegram/10/5/7", "telegram/10/5/messages", none));
        assertFalse(NotificationRemoval.NOTHING.matches("telegram/10/5/7", "telegram/10/5/messages", none));
    }

    @Test
    void aCallIsTimeSensitiveWithAcceptAndDecline() throws Exception {
        NotificationPresentation call = presented(telegram(
            "{\"loc_key\":\"PHONE_CALL_REQUEST\",\"loc_args\":[\"Alice\"],\"custom\":{\"from_id\":\"5\",\"call_id\":\"99\",\"call_ah\":\"1\"},\"user_id\":10}"));
        assertEquals(NotificationInterruption.TIME_SENSITIVE, call.interruption);
        assertNotNull(call.category);
        assertEquals("telegram.call", call.category.identifier);
        assertEquals(Arrays.asList("accept", "decline"), actionIdentifiers(call.category));
        assertEquals(1.0, call.relevance);
        assertEquals("telegram/10/5/calls", call.thread);
        assertEquals("telegram/10/5/call99", call.identifier);
    }

    @Test
    void aMessageOffersReplyAndMarkAsRead() throws Exception {
        NotificationPresentation message = presented(seedGroupText());
        assertNotNull(message.category);
        assertEquals("telegram.message", message.category.identifier);
        assertEquals(Arrays.asList("reply", "mark_read"), actionIdentifiers(message.category));
        assertTrue(message.category.actions.get(0).acceptsText);
    }

    @Test
    void theActionsAreTitledInTheLocale() throws Exception {
        TelegramPush<?, ?, ?> push = seedGroupText();
        // Spec/telegram/actions.yaml: reply is "Ответить" in ru, "Antworten" in de; English elsewhere.
        assertEquals(Arrays.asList("Ответить", "Прочитано"), actionTitles(push.presentation(TelegramLocale.forTag("ru")).category));
        assertEquals("Antworten", push.presentation(TelegramLocale.forTag("de-AT")).category.actions.get(0).title);
        assertEquals("Reply", push.presentation(TelegramLocale.forTag("fr")).category.actions.get(0).title);
    }

    @Test
    void aChannelPostCanOnlyBeMarkedRead() throws Exception {
        NotificationPresentation post = presented(telegram(
            "{\"loc_key\":\"CHANNEL_MESSAGE_TEXT\",\"loc_args\":[\"News\",\"hello\"],\"custom\":{\"channel_id\":\"77\",\"msg_id\":\"3\"},\"user_id\":10}"));
        assertEquals("News", post.title);
        assertNull(post.subtitle); // the title is the channel already
        assertEquals("hello", post.body);
        assertNotNull(post.category);
        assertEquals("telegram.channel_post", post.category.identifier);
        assertEquals(Collections.singletonList("mark_read"), actionIdentifiers(post.category));
    }

    // Zulip

    static final long ZULIP_KEY_ID = 7;

    /** The test key: bytes 0…31. */
    static byte[] zulipKey32() {
        byte[] key = new byte[32];
        for (int i = 0; i < key.length; i++) key[i] = (byte) i;
        return key;
    }

    /** An E2EE FCM push of {@code plaintext}, decrypted with the test key. */
    static ZulipPush<ZulipPayload> zulip(String plaintext) throws Exception {
        byte[] key32 = zulipKey32();
        byte[] nonce = new byte[24];
        Arrays.fill(nonce, (byte) 1);
        byte[] sealed = TestEncryptors.secretbox(plaintext.getBytes(StandardCharsets.UTF_8), nonce, key32);
        byte[] encryptedData = new byte[nonce.length + sealed.length];
        System.arraycopy(nonce, 0, encryptedData, 0, nonce.length);
        System.arraycopy(sealed, 0, encryptedData, nonce.length, sealed.length);
        byte[] pushKey = new byte[33];
        pushKey[0] = 0x31;
        System.arraycopy(key32, 0, pushKey, 1, 32);
        PushKeyring keyring = new PushKeyring();
        keyring.add(new PushKeyring.ZulipEntry(ZULIP_KEY_ID, ZulipPushKey.fromBase64(Base64.getEncoder().encodeToString(pushKey)), null, null));
        String push = "{\"push_key_id\":\"" + ZULIP_KEY_ID + "\",\"encrypted_data\":\"" + Base64.getEncoder().encodeToString(encryptedData) + "\"}";
        return ZulipCatalog.read(new PushDecoder(keyring).decode(utf8(push)));
    }

    /** Seed 004's channel message, in {@code topic}. */
    static ZulipPush<ZulipPayload> zulipChannel(String topic, int messageId) throws Exception {
        return zulip("{\"channel_id\": 10, \"channel_name\": \"Denmark\", \"content\": \"@test_user_group\", \"mentioned_user_group_id\": 41,"
            + " \"mentioned_user_group_name\": \"test_user_group\", \"message_id\": " + messageId + ", \"realm_name\": \"Zulip Dev\","
            + " \"realm_url\": \"http://zulip.testserver\", \"recipient_type\": \"channel\","
            + " \"sender_avatar_url\": \"https://secure.gravatar.com/avatar/818c212b9f8830dfef491b3f7da99a14?d=identicon&version=1\","
            + " \"sender_full_name\": \"aaron\", \"sender_id\": 6, \"time\": 1754385395, \"topic\": \"" + topic + "\", \"type\": \"message\", \"user_id\": 10}");
    }

    static NotificationPresentation presented(ZulipPush<ZulipPayload> push) {
        NotificationPresentation presentation = push.presentation();
        assertNotNull(presentation, "no presentation");
        return presentation;
    }

    @Test
    void zulipChannelMessagesOfTwoTopicsAreTwoThreads() throws Exception {
        NotificationPresentation test = presented(zulipChannel("test", 45));
        NotificationPresentation lunch = presented(zulipChannel("lunch", 46));
        assertEquals("zulip/zulip.testserver/10/channel/10/test", test.thread);
        assertEquals("zulip/zulip.testserver/10/channel/10/lunch", lunch.thread);
        assertEquals("zulip/zulip.testserver/10/45", test.identifier);
        assertEquals("#Denmark > test", test.title);
        assertEquals(new NotificationPresentation.Sender("aaron", 6), test.sender);
        // Zulip compares topics without case: "Test" is the thread of "test".
        assertEquals(test.thread, presented(zulipChannel("Test", 45)).thread);
        // A group mention (mentioned_user_group_id) ranks as a mention.
        assertEquals(0.8, test.relevance);
        // Spec/zulip/actions.yaml.
        assertNotNull(test.category);
        assertEquals("zulip.message", test.category.identifier);
        assertEquals(Arrays.asList("reply", "mark_read"), actionIdentifiers(test.category));
    }

    @Test
    void zulipDirectMessagesAreTheirConversationsThread() throws Exception {
        NotificationPresentation direct = presented(zulip(
            "{\"content\": \"test content\", \"message_id\": 46, \"realm_name\": \"Zulip Dev\", \"realm_url\": \"http://zulip.testserver\","
            + " \"recipient_type\": \"direct\", \"recipient_user_ids\": [6,10,12,15],"
            + " \"sender_avatar_url\": \"https://secure.gravatar.com/avatar/818c212b9f8830dfef491b3f7da99a14?d=identicon&version=1\","
            + " \"sender_full_name\": \"aaron\", \"sender_id\": 6, \"time\": 1754385290, \"type\": \"message\", \"user_id\": 10}"));
        assertEquals("zulip/zulip.testserver/10/dm/6,10,12,15", direct.thread);
        assertEquals(0.5, direct.relevance);
    }

    @Test
    void zulipRemoveTakesAwayItsMessages() throws Exception {
        ZulipPush<ZulipPayload> remove = zulip(
            "{\"message_ids\": [31, 32], \"realm_name\": \"Zulip Dev\", \"realm_url\": \"http://zulip.testserver\", \"type\": \"remove\", \"user_id\": 10}");
        PresentationChanges changes = remove.presentationChanges();
        assertTrue(changes.present.isEmpty());
        assertEquals(Arrays.asList("zulip/zulip.testserver/10/31", "zulip/zulip.testserver/10/32"), changes.remove.identifiers);
    }

    // The Java runtime's own cases.

    /**
     * Spec/telegram/services.yaml: MESSAGE_ANNOUNCEMENT "is shown like a notification:
     * TelegramPush.rendered titles it 'Telegram'"; it is about no chat (chat 0), so it is filed by
     * its loc_key, in no group, with a notice's relevance (NotificationPresentation: "an account
     * notice (no chat) 0.3"), and actions.yaml gives account notices no category.
     */
    @Test
    void anAnnouncementShowsAsANoticeTitledTelegram() throws Exception {
        TelegramPush<?, ?, ?> push = telegram("{\"loc_key\":\"MESSAGE_ANNOUNCEMENT\",\"message\":\"Scheduled maintenance tonight\",\"user_id\":10}");
        assertEquals(TelegramPush.Kind.SERVICE, push.kind);
        NotificationPresentation announcement = presented(push);
        assertEquals("Telegram", announcement.title);
        assertEquals("Scheduled maintenance tonight", announcement.body);
        assertNull(announcement.subtitle);
        assertEquals("telegram/10/0/MESSAGE_ANNOUNCEMENT", announcement.identifier);
        assertEquals("telegram/10/0/none", announcement.thread);
        assertEquals(0.3, announcement.relevance);
        assertNull(announcement.category);
        assertNull(announcement.sender);
        assertEquals(NotificationInterruption.ACTIVE, announcement.interruption);
        assertEquals(NotificationPresentation.Sound.DEFAULT, announcement.sound);
        assertEquals(Collections.singletonMap("account", "10"), announcement.userInfo);
        assertEquals(-1, announcement.attachmentSize());
        assertNull(announcement.attachment());
        // The doc's data.announcement when there is no data.message.
        NotificationPresentation documented = presented(telegram("{\"loc_key\":\"MESSAGE_ANNOUNCEMENT\",\"announcement\":\"From the doc\",\"user_id\":10}"));
        assertEquals("From the doc", documented.body);
        assertEquals("Telegram", documented.title);
        // Shown, and nothing removed.
        PresentationChanges changes = push.presentationChanges(TelegramLocale.ENGLISH);
        assertEquals(Collections.singletonList(announcement), changes.present);
        assertTrue(changes.remove.isEmpty());
        // Any locale: the server's text.
        assertEquals(announcement, push.presentation(TelegramLocale.forTag("ru")));
    }

    /**
     * Spec/telegram/services.yaml: SESSION_REVOKE is {@code encrypted_only}; unencrypted, it is
     * refused, and "a refused service removes nothing" (TelegramPush.presentationChanges); it
     * shows nothing either.
     */
    @Test
    void aRefusedSessionRevokeRemovesAndShowsNothing() throws Exception {
        TelegramPush<?, ?, ?> revoke = telegram("{\"loc_key\":\"SESSION_REVOKE\",\"user_id\":10}");
        assertEquals(TelegramPush.Kind.REFUSED, revoke.kind);
        assertNull(revoke.presentation(TelegramLocale.ENGLISH));
        PresentationChanges changes = revoke.presentationChanges(TelegramLocale.ENGLISH);
        assertTrue(changes.isEmpty());
        assertTrue(changes.present.isEmpty());
        assertTrue(changes.remove.identifiers.isEmpty());
        assertNull(changes.remove.rule);
        assertEquals(PresentationChanges.NONE, changes);
    }

    /**
     * A loc_key the catalog does not know has no template: the server's ready-made {@code text}
     * is shown under "Telegram" (Spec/telegram/custom-fields.yaml: {@code text}, "the server's
     * ready-made text"); without one, nothing.
     */
    @Test
    void anUnknownLocKeyShowsTheServersTextOrNothing() throws Exception {
        TelegramPush<?, ?, ?> unknown = telegram(
            "{\"loc_key\":\"NEW_KEY_2030\",\"loc_args\":[\"Alice\"],\"text\":\"Alice did something new\",\"custom\":{\"from_id\":\"5\",\"msg_id\":\"7\"},\"user_id\":10}");
        assertEquals(TelegramPush.Kind.NOTIFICATION, unknown.kind);
        assertTrue(unknown.notification instanceof TelegramNotification.Unknown);
        // No group for an unknown key: TelegramNotification.Unknown's groupKind is null.
        assertEquals(NotificationGroupKind.NONE, unknown.presentationGroup());
        NotificationPresentation shown = presented(unknown);
        assertEquals("telegram/10/5/NEW_KEY_2030", shown.identifier);
        assertEquals("telegram/10/5/none", shown.thread);
        assertEquals("Telegram", shown.title);
        assertEquals("Alice did something new", shown.body);
        assertNull(shown.category);
        assertEquals(NotificationInterruption.ACTIVE, shown.interruption);
        assertEquals(0.5, shown.relevance);

        TelegramPush<?, ?, ?> bare = telegram(
            "{\"loc_key\":\"NEW_KEY_2030\",\"loc_args\":[\"Alice\"],\"custom\":{\"from_id\":\"5\",\"msg_id\":\"7\"},\"user_id\":10}");
        assertNull(bare.presentation(TelegramLocale.ENGLISH));
        PresentationChanges changes = bare.presentationChanges(TelegramLocale.ENGLISH);
        assertTrue(changes.isEmpty());
        assertTrue(changes.present.isEmpty());
        assertTrue(changes.remove.isEmpty());
    }

    /**
     * Spec/telegram/custom-fields.yaml: {@code sound} is read "at: payload", beside loc_key, not in
     * {@code custom} ("The name of an audio file to be played"); "default" is the platform's
     * default sound, and silence wins over a named sound.
     */
    @Test
    void aNamedSoundIsPlayedAndDefaultIsTheDefault() throws Exception {
        String start = "{\"loc_key\":\"MESSAGE_TEXT\",\"loc_args\":[\"Alice\",\"hi\"],\"user_id\":10,";
        NotificationPresentation ring = presented(telegram(start + "\"sound\":\"ring.caf\",\"custom\":{\"from_id\":\"5\",\"msg_id\":\"7\"}}"));
        assertEquals(NotificationPresentation.Sound.named("ring.caf"), ring.sound);
        assertEquals("ring.caf", ring.sound.name);
        assertTrue(ring.sound.plays());
        assertNotEquals(NotificationPresentation.Sound.DEFAULT, ring.sound);
        NotificationPresentation byDefault = presented(telegram(start + "\"sound\":\"default\",\"custom\":{\"from_id\":\"5\",\"msg_id\":\"7\"}}"));
        assertSame(NotificationPresentation.Sound.DEFAULT, byDefault.sound);
        assertNull(byDefault.sound.name);
        assertTrue(byDefault.sound.plays());
        // In custom it is not where the spec reads it: the default sound.
        NotificationPresentation inCustom = presented(telegram(start + "\"custom\":{\"from_id\":\"5\",\"msg_id\":\"7\",\"sound\":\"ring.caf\"}}"));
        assertEquals(NotificationPresentation.Sound.DEFAULT, inCustom.sound);
        // Silent: no sound, whatever the push names.
        NotificationPresentation silent = presented(telegram(start + "\"sound\":\"ring.caf\",\"custom\":{\"from_id\":\"5\",\"msg_id\":\"7\",\"silent\":\"1\"}}"));
        assertSame(NotificationPresentation.Sound.NONE, silent.sound);
        assertFalse(silent.sound.plays());
        assertEquals(NotificationInterruption.PASSIVE, silent.interruption);
    }

    /**
     * A secret chat's notification: TDLib's chat id of secret chat {@code encryption_id} is
     * −2·10¹² + id (NotificationPresentation.Identifiers), in the spec's group for the key.
     * Spec/telegram/account.yaml: ENCRYPTION_REQUEST (line 78) and ENCRYPTION_ACCEPT (line 67) are
     * {@code group: secret_chat}; ENCRYPTED_MESSAGE (line 47) is {@code group: messages}.
     */
    @Test
    void aSecretChatIsItsOwnChatAndGroup() throws Exception {
        TelegramPush<?, ?, ?> request = telegram("{\"loc_key\":\"ENCRYPTION_REQUEST\",\"custom\":{\"encryption_id\":\"9\"},\"user_id\":10}");
        assertEquals(NotificationGroupKind.SECRET_CHAT, request.presentationGroup());
        assertEquals(-1_999_999_999_991L, request.presentationChatId());
        NotificationPresentation shown = presented(request);
        assertEquals("telegram/10/-1999999999991/secret_chat", shown.thread);
        assertEquals("telegram/10/-1999999999991/secret_chat", shown.identifier);
        assertEquals("Telegram", shown.title);
        assertEquals("You have a new message", shown.body);
        assertEquals(0.5, shown.relevance);
        // actions.yaml: "secret chats and account notices have none".
        assertNull(shown.category);
        Map<String, String> userInfo = new TreeMap<String, String>();
        userInfo.put("account", "10");
        userInfo.put("chat_id", "-1999999999991");
        assertEquals(userInfo, shown.userInfo);
        assertEquals(-1_999_999_999_991L, NotificationPresentation.Identifiers.secretChatId(9));

        TelegramPush<?, ?, ?> accept = telegram("{\"loc_key\":\"ENCRYPTION_ACCEPT\",\"custom\":{\"encryption_id\":\"12\"},\"user_id\":10}");
        assertEquals("telegram/10/-1999999999988/secret_chat", presented(accept).thread);

        // ENCRYPTED_MESSAGE's spec group is `messages`; its chat is still the secret chat, as
        // custom-fields.yaml says TDLib "takes it as the notification's chat": two secret chats'
        // messages never replace each other.
        TelegramPush<?, ?, ?> message = telegram("{\"loc_key\":\"ENCRYPTED_MESSAGE\",\"loc_args\":[\"Bob\"],\"custom\":{\"encryption_id\":\"9\"},\"user_id\":10}");
        assertEquals(NotificationGroupKind.MESSAGES, message.presentationGroup());
        assertEquals(-1_999_999_999_991L, message.presentationChatId());
        NotificationPresentation encrypted = presented(message);
        assertEquals("telegram/10/-1999999999991/messages", encrypted.thread);
        assertEquals("telegram/10/-1999999999991/ENCRYPTED_MESSAGE", encrypted.identifier);
        TelegramPush<?, ?, ?> other = telegram("{\"loc_key\":\"ENCRYPTED_MESSAGE\",\"loc_args\":[\"Bob\"],\"custom\":{\"encryption_id\":\"12\"},\"user_id\":10}");
        assertEquals("telegram/10/-1999999999988/ENCRYPTED_MESSAGE", presented(other).identifier);
        assertEquals("You have a new message in Bob", encrypted.body);
        assertEquals("telegram.message", encrypted.category.identifier);
    }

    @Test
    void presentationsAreImmutableAndTheirTextsStayOutOfLogs() throws Exception {
        NotificationPresentation presentation = presented(seedGroupText(10, false, ""));
        assertThrows(UnsupportedOperationException.class, () -> presentation.userInfo.put("account", "11"));
        assertThrows(UnsupportedOperationException.class, () -> presentation.userInfo.clear());
        assertThrows(UnsupportedOperationException.class, () -> presentation.category.actions.add(presentation.category.actions.get(0)));
        assertThrows(UnsupportedOperationException.class, () -> presentation.category.actions.remove(0));

        PresentationChanges shown = seedGroupText().presentationChanges(TelegramLocale.ENGLISH);
        assertEquals(1, shown.present.size());
        assertThrows(UnsupportedOperationException.class, () -> shown.present.add(presentation));
        assertThrows(UnsupportedOperationException.class, () -> shown.present.clear());
        PresentationChanges deleted = telegram(
            "{\"loc_key\":\"MESSAGE_DELETED\",\"custom\":{\"channel_id\":\"56781234\",\"messages\":\"1234567,1234568\"},\"user_id\":10}")
            .presentationChanges(TelegramLocale.ENGLISH);
        assertEquals(2, deleted.remove.identifiers.size());
        assertThrows(UnsupportedOperationException.class, () -> deleted.remove.identifiers.add("telegram/10/5/1"));
        assertThrows(UnsupportedOperationException.class, () -> deleted.remove.identifiers.set(0, "telegram/10/5/1"));
        NotificationRemoval.Rule rule = telegram("{\"loc_key\":\"READ_HISTORY\",\"custom\":{\"channel_id\":\"56781234\",\"max_id\":\"1234567\"},\"user_id\":10}")
            .presentationChanges(TelegramLocale.ENGLISH).remove.rule;
        assertEquals(2, rule.threads.size());
        assertThrows(UnsupportedOperationException.class, () -> rule.threads.add("telegram/10/5/messages"));
        assertThrows(UnsupportedOperationException.class, () -> PresentationChanges.NONE.present.add(presentation));
        assertThrows(UnsupportedOperationException.class, () -> NotificationRemoval.NOTHING.identifiers.add("x"));

        // What the constructors are given is copied.
        Map<String, String> userInfo = new HashMap<String, String>();
        userInfo.put("account", "10");
        List<String> identifiers = new ArrayList<String>(Collections.singletonList("telegram/10/5/7"));
        List<String> threads = new ArrayList<String>(Collections.singletonList("telegram/10/5/messages"));
        List<NotificationAction> actions = new ArrayList<NotificationAction>(
            Collections.singletonList(new NotificationAction("mark_read", "Mark as Read", false, false, false)));
        byte[] jpeg = {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, (byte) 0xD9};
        NotificationCategory category = new NotificationCategory("telegram.channel_post", actions);
        NotificationPresentation made = new NotificationPresentation("telegram/10/5/7", "telegram/10/5/messages", "Alice", null, "hi", null,
            NotificationPresentation.Sound.DEFAULT, NotificationInterruption.ACTIVE, 0.5, category, userInfo, jpeg);
        NotificationRemoval removal = new NotificationRemoval(identifiers, new NotificationRemoval.Rule(threads, 7));
        List<NotificationPresentation> present = new ArrayList<NotificationPresentation>(Collections.singletonList(made));
        PresentationChanges changes = new PresentationChanges(present, removal);
        userInfo.put("chat_id", "5");
        identifiers.add("telegram/10/5/8");
        threads.add("telegram/10/5/mentions");
        actions.clear();
        jpeg[0] = 0;
        present.clear();
        assertEquals(Collections.singletonMap("account", "10"), made.userInfo);
        assertEquals(Collections.singletonList("telegram/10/5/7"), removal.identifiers);
        assertEquals(Collections.singletonList("telegram/10/5/messages"), removal.rule.threads);
        assertEquals(1, category.actions.size());
        assertEquals(Collections.singletonList(made), changes.present);

        // attachment() gives a copy each time.
        byte[] first = made.attachment();
        assertArrayEquals(new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, (byte) 0xD9}, first);
        first[1] = 0;
        byte[] second = made.attachment();
        assertNotSame(first, second);
        assertArrayEquals(new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, (byte) 0xD9}, second);
        assertEquals(4, made.attachmentSize());

        // toString holds the identifier and levels, no text of the push.
        for (String text : new String[] {presentation.toString(), shown.toString(), presentation.sender.toString()}) {
            assertFalse(text.contains("First name"), text);
            assertFalse(text.contains("Chat title"), text);
            assertFalse(text.contains("qwerty"), text);
        }
        assertTrue(presentation.toString().contains(presentation.identifier), presentation.toString());
        assertFalse(made.toString().contains("Alice"), made.toString());
    }

    /**
     * A photo's stripped thumbnail, from Examples/payloads/telegram-attachments.ndjson's first line
     * (a MESSAGE_PHOTO): 738 bytes, as TelegramAttachmentTest pins with the Swift CLI; each call of
     * {@code attachment()} gives a fresh copy.
     */
    @Test
    void aPhotosAttachmentIsCopiedOut() throws Exception {
        List<String> lines = Files.readAllLines(Fixtures.repo().resolve("Examples/payloads/telegram-attachments.ndjson"), StandardCharsets.UTF_8);
        assertEquals(5, lines.size(), "Examples/payloads/telegram-attachments.ndjson: lines");
        NotificationPresentation photo = presented(telegram(lines.get(0)));
        assertEquals(738, photo.attachmentSize());
        byte[] first = photo.attachment();
        assertEquals(738, first.length);
        // A JPEG file: SOI … EOI.
        assertEquals((byte) 0xFF, first[0]);
        assertEquals((byte) 0xD8, first[1]);
        byte[] kept = first.clone();
        Arrays.fill(first, (byte) 0);
        byte[] second = photo.attachment();
        assertNotSame(first, second);
        assertArrayEquals(kept, second);
        assertFalse(photo.toString().contains("Alice Example"), photo.toString());
    }

    static List<String> actionIdentifiers(NotificationCategory category) {
        List<String> identifiers = new ArrayList<String>();
        for (NotificationAction action : category.actions) identifiers.add(action.identifier);
        return identifiers;
    }

    static List<String> actionTitles(NotificationCategory category) {
        List<String> titles = new ArrayList<String>();
        for (NotificationAction action : category.actions) titles.add(action.title);
        return titles;
    }
}
