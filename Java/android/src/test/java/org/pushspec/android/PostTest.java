package org.pushspec.android;

import static java.util.Arrays.asList;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pushspec.presentation.NotificationCategory;
import org.pushspec.presentation.NotificationInterruption;
import org.pushspec.presentation.NotificationPresentation;
import org.pushspec.presentation.NotificationPresentation.Sender;
import org.pushspec.presentation.NotificationPresentation.Sound;
import org.pushspec.presentation.NotificationRemoval;
import org.pushspec.presentation.PresentationChanges;

/**
 * The calls each kind of notification makes. Ids are Java's {@code String.hashCode} of the tags,
 * computed apart and written here; Android's constants by value ({@code IMPORTANCE_LOW} 2,
 * {@code IMPORTANCE_HIGH} 4, {@code PRIORITY_LOW} -1, {@code PRIORITY_HIGH} 1,
 * {@code PRIORITY_MAX} 2, {@code DEFAULT_ALL} -1, {@code CATEGORY_MESSAGE} "msg",
 * {@code CATEGORY_CALL} "call").
 */
class PostTest {
    static List<String> calls(String... calls) {
        return asList(calls);
    }

    @Test
    void groupMessageWithASenderIsAGroupConversationOnApi28() {
        Device device = new Device(28);
        device.adapter().post(Presentations.groupMessage());
        assertEquals(calls(
            "new(context, \"pushspec.telegram.message.active\")",
            "setSmallIcon(17)",
            "setContentTitle(\"Bob\")",
            "setContentText(\"Lunch?\")",
            "setContentIntent(PendingIntent(open telegram/7/-500/200))",
            "setAutoCancel(true)",
            "setOnlyAlertOnce(true)",
            "setWhen(1700000000000)",
            "setShowWhen(true)",
            "setSortKey(\"0500\")",
            "setCategory(\"msg\")",
            "setGroup(\"telegram/7/-500/messages\")",
            "setStyle(MessagingStyle{new(Person{setName(\"You\")}), setConversationTitle(\"Team\"), setGroupConversation(true), "
                + "addMessage(\"Lunch?\", 1700000000000, Person{setName(\"Bob\"), setKey(\"7/43\")})})",
            "addAction(Action{new(null, \"Reply\", PendingIntent(reply telegram/7/-500/200)), "
                + "addRemoteInput(RemoteInput{new(\"pushspec_text\"), setLabel(\"Reply\")})})",
            "addAction(Action{new(null, \"Mark as Read\", PendingIntent(mark_read telegram/7/-500/200))})",
            "addExtras(Bundle[{account=7, chat_id=-500, message_id=200, pushspec_identifier=telegram/7/-500/200, "
                + "pushspec_thread=telegram/7/-500/messages, pushspec_user_info_keys=[account, chat_id, message_id]}])",
            "build()"), device.shown("telegram/7/-500/200", -1132205711));
        // The summary is titled with the group.
        assertTrue(device.shown("pushspec.summary/telegram/7/-500/messages", -1969575889).contains("setContentTitle(\"Team\")"));
    }

    @Test
    void groupMessageOnApi24HasTheConversationTitleAndTheSendersName() {
        Device device = new Device(24);
        device.adapter().post(Presentations.groupMessage());
        List<String> calls = device.shown("telegram/7/-500/200", -1132205711);
        assertTrue(calls.contains("setStyle(MessagingStyle{new(\"You\"), setConversationTitle(\"Team\"), addMessage(\"Lunch?\", 1700000000000, \"Bob\")})"), calls.toString());
        assertFalse(calls.toString().contains("setSubText"));
    }

    @Test
    void groupMessageOnApi21HasTheGroupAsSubText() {
        Device device = new Device(21);
        device.adapter().post(Presentations.groupMessage());
        List<String> calls = device.shown("telegram/7/-500/200", -1132205711);
        int style = calls.indexOf("setStyle(BigTextStyle{new(), bigText(\"Lunch?\")})");
        assertTrue(style > 0, calls.toString());
        assertEquals("setSubText(\"Team\")", calls.get(style + 1));
    }

    @Test
    void channelPostWithoutASenderIsBigTextWithMarkAsReadOnly() {
        Device device = new Device(33);
        device.adapter().post(Presentations.channelPost());
        assertEquals(calls(
            "new(context, \"pushspec.telegram.channel_post.active\")",
            "setSmallIcon(17)",
            "setContentTitle(\"News\")",
            "setContentText(\"Rain tomorrow\")",
            "setContentIntent(PendingIntent(open telegram/7/-1000000000123/300))",
            "setAutoCancel(true)",
            "setOnlyAlertOnce(true)",
            "setWhen(1700000000000)",
            "setShowWhen(true)",
            "setSortKey(\"0500\")",
            "setCategory(\"msg\")",
            "setGroup(\"telegram/7/-1000000000123/messages\")",
            "setStyle(BigTextStyle{new(), bigText(\"Rain tomorrow\")})",
            "addAction(Action{new(null, \"Mark as Read\", PendingIntent(mark_read telegram/7/-1000000000123/300))})",
            "addExtras(Bundle[{account=7, chat_id=-1000000000123, message_id=300, pushspec_identifier=telegram/7/-1000000000123/300, "
                + "pushspec_thread=telegram/7/-1000000000123/messages, pushspec_user_info_keys=[account, chat_id, message_id]}])",
            "build()"), device.shown("telegram/7/-1000000000123/300", 1672658096));
        assertEquals(calls(
            "createNotificationChannel(NotificationChannel{new(\"pushspec.telegram.channel_post.active\", \"Telegram channel posts\", 4)})",
            "notify(\"telegram/7/-1000000000123/300\", 1672658096)",
            "notify(\"pushspec.summary/telegram/7/-1000000000123/messages\", -1990775567)"), device.manager.stubCalls());
    }

    @Test
    void mentionSortsFirstInItsOwnThread() {
        Device device = new Device(33);
        AndroidNotifications notifications = device.adapter();
        notifications.post(Presentations.groupMessage());
        notifications.post(Presentations.mention());
        List<String> calls = device.shown("telegram/7/-500/201", -1132205710);
        assertTrue(calls.contains("setSortKey(\"0200\")"), calls.toString());
        assertTrue(calls.contains("setGroup(\"telegram/7/-500/mentions\")"), calls.toString());
        assertEquals(calls(
            "\"telegram/7/-500/200\" -1132205711",
            "\"pushspec.summary/telegram/7/-500/messages\" -1969575889",
            "\"telegram/7/-500/201\" -1132205710",
            "\"pushspec.summary/telegram/7/-500/mentions\" -2111551828"), device.manager.stubShownKeys());
    }

    @Test
    void silentMessageGoesToThePassiveChannelOnApi26() {
        Device device = new Device(26);
        device.adapter().post(Presentations.silentMessage());
        assertEquals(calls(
            "createNotificationChannel(NotificationChannel{new(\"pushspec.telegram.message.passive\", \"Telegram messages (silent)\", 2)})",
            "notify(\"telegram/7/42/101\", -31506169)",
            "notify(\"pushspec.summary/telegram/7/42/messages\", -1590699239)"), device.manager.stubCalls());
        assertEquals("new(context, \"pushspec.telegram.message.passive\")", device.shown("telegram/7/42/101", -31506169).get(0));
        assertEquals("new(context, \"pushspec.telegram.message.passive\")",
            device.shown("pushspec.summary/telegram/7/42/messages", -1590699239).get(0));
    }

    @Test
    void silentMessageOnApi21IsLowPriorityWithoutSoundOrVibration() {
        Device device = new Device(21);
        device.adapter().post(Presentations.silentMessage());
        List<String> calls = device.shown("telegram/7/42/101", -31506169);
        assertTrue(calls.contains("setPriority(-1)"), calls.toString());
        assertFalse(calls.toString().contains("setDefaults"), calls.toString());
    }

    @Test
    void noSoundIsPassiveWhateverTheLevel() {
        NotificationPresentation quiet = new NotificationPresentation("telegram/7/42/103", "telegram/7/42/messages", "Alice", null, "hm",
            new Sender("Alice", 42), Sound.NONE, NotificationInterruption.ACTIVE, 0.5, Presentations.TELEGRAM_MESSAGE,
            Presentations.userInfo("account", "7", "chat_id", "42", "message_id", "103"), null);
        Device device = new Device(26);
        device.adapter().post(quiet);
        assertEquals("new(context, \"pushspec.telegram.message.passive\")", device.shown("telegram/7/42/103", -31506167).get(0));
        Device old = new Device(21);
        old.adapter().post(quiet);
        List<String> calls = old.shown("telegram/7/42/103", -31506167);
        assertTrue(calls.contains("setPriority(-1)") && !calls.toString().contains("setDefaults"), calls.toString());
    }

    @Test
    void namedSoundPlaysTheChannelsSound() {
        NotificationPresentation named = new NotificationPresentation("telegram/7/42/103", "telegram/7/42/messages", "Alice", null, "ding",
            new Sender("Alice", 42), Sound.named("bell.caf"), NotificationInterruption.ACTIVE, 0.5, Presentations.TELEGRAM_MESSAGE,
            Presentations.userInfo("account", "7", "chat_id", "42", "message_id", "103"), null);
        Device device = new Device(26);
        device.adapter().post(named);
        assertEquals("new(context, \"pushspec.telegram.message.active\")", device.shown("telegram/7/42/103", -31506167).get(0));
        Device old = new Device(25);
        old.adapter().post(named);
        assertTrue(old.shown("telegram/7/42/103", -31506167).contains("setDefaults(-1)"));
    }

    @Test
    void incomingCallIsTimeSensitiveCategoryCallOnApi26() {
        Device device = new Device(26);
        device.adapter().post(Presentations.incomingCall());
        assertEquals(calls(
            "new(context, \"pushspec.telegram.call.time_sensitive\")",
            "setSmallIcon(17)",
            "setContentTitle(\"Alice\")",
            "setContentText(\"Incoming call\")",
            "setContentIntent(PendingIntent(open telegram/7/42/call9))",
            "setAutoCancel(true)",
            "setOnlyAlertOnce(true)",
            "setWhen(1700000000000)",
            "setShowWhen(true)",
            "setSortKey(\"0000\")",
            "setCategory(\"call\")",
            "setGroup(\"telegram/7/42/calls\")",
            "setStyle(BigTextStyle{new(), bigText(\"Incoming call\")})",
            "addAction(Action{new(null, \"Accept\", PendingIntent(accept telegram/7/42/call9))})",
            "addAction(Action{new(null, \"Decline\", PendingIntent(decline telegram/7/42/call9))})",
            "addExtras(Bundle[{account=7, chat_id=42, pushspec_identifier=telegram/7/42/call9, pushspec_thread=telegram/7/42/calls, "
                + "pushspec_user_info_keys=[account, chat_id]}])",
            "build()"), device.shown("telegram/7/42/call9", -164961424));
        assertEquals(calls(
            "createNotificationChannel(NotificationChannel{new(\"pushspec.telegram.call.time_sensitive\", \"Telegram calls (urgent)\", 4)})",
            "notify(\"telegram/7/42/call9\", -164961424)",
            "notify(\"pushspec.summary/telegram/7/42/calls\", -348646616)"), device.manager.stubCalls());
    }

    @Test
    void incomingCallOnApi21IsMaxPriorityWithSoundAndVibration() {
        Device device = new Device(21);
        device.adapter().post(Presentations.incomingCall());
        List<String> calls = device.shown("telegram/7/42/call9", -164961424);
        assertTrue(calls.containsAll(asList("setCategory(\"call\")", "setPriority(2)", "setDefaults(-1)")), calls.toString());
    }

    @Test
    void zulipMessage() {
        Device device = new Device(28);
        device.adapter().post(Presentations.zulipMessage());
        assertEquals(calls(
            "new(context, \"pushspec.zulip.message.active\")",
            "setSmallIcon(17)",
            "setContentTitle(\"#general > lunch\")",
            "setContentText(\"Carol: soup?\")",
            "setContentIntent(PendingIntent(open zulip/chat.example.com/5/1234))",
            "setAutoCancel(true)",
            "setOnlyAlertOnce(true)",
            "setWhen(1700000000000)",
            "setShowWhen(true)",
            "setSortKey(\"0500\")",
            "setCategory(\"msg\")",
            "setGroup(\"zulip/chat.example.com/5/channel/9/lunch\")",
            "setStyle(MessagingStyle{new(Person{setName(\"You\")}), "
                + "addMessage(\"Carol: soup?\", 1700000000000, Person{setName(\"Carol\"), setKey(\"chat.example.com/5/77\")})})",
            "addAction(Action{new(null, \"Reply\", PendingIntent(reply zulip/chat.example.com/5/1234)), "
                + "addRemoteInput(RemoteInput{new(\"pushspec_text\"), setLabel(\"Reply\")})})",
            "addAction(Action{new(null, \"Mark as Read\", PendingIntent(mark_read zulip/chat.example.com/5/1234))})",
            "addExtras(Bundle[{account=chat.example.com/5, chat_id=9, message_id=1234, pushspec_identifier=zulip/chat.example.com/5/1234, "
                + "pushspec_thread=zulip/chat.example.com/5/channel/9/lunch, pushspec_user_info_keys=[account, chat_id, message_id]}])",
            "build()"), device.shown("zulip/chat.example.com/5/1234", 863575021));
        assertEquals(calls(
            "createNotificationChannel(NotificationChannel{new(\"pushspec.zulip.message.active\", \"Zulip messages\", 4)})",
            "notify(\"zulip/chat.example.com/5/1234\", 863575021)",
            "notify(\"pushspec.summary/zulip/chat.example.com/5/channel/9/lunch\", 1048072063)"), device.manager.stubCalls());
    }

    @Test
    void attachmentIsTheLargeIcon() {
        Device device = new Device(28);
        device.adapter().post(Presentations.withAttachment(Presentations.JPEG));
        List<String> calls = device.shown("telegram/7/42/102", -31506168);
        int icon = calls.indexOf("setLargeIcon(Bitmap(14 bytes))");
        assertTrue(icon > 0, calls.toString());
        assertTrue(calls.get(icon - 1).startsWith("setStyle("), calls.toString());
        assertTrue(calls.get(icon + 1).startsWith("addAction("), calls.toString());
    }

    @Test
    void attachmentThatDoesNotDecodeIsLeftOut() {
        Device device = new Device(28);
        device.adapter().post(Presentations.withAttachment(new byte[] {1, 2, 3, 4}));
        List<String> calls = device.shown("telegram/7/42/102", -31506168);
        assertFalse(calls.toString().contains("setLargeIcon"), calls.toString());
    }

    @Test
    void noCategoryIsTheDefaultChannelWithoutActionsOrNotificationCategory() {
        Device device = new Device(33);
        device.adapter().post(Presentations.accountNotice());
        assertEquals(calls(
            "new(context, \"pushspec.default.active\")",
            "setSmallIcon(17)",
            "setContentTitle(\"Telegram\")",
            "setContentText(\"New login from Berlin\")",
            "setContentIntent(PendingIntent(open telegram/7/0/AUTH_REGION))",
            "setAutoCancel(true)",
            "setOnlyAlertOnce(true)",
            "setWhen(1700000000000)",
            "setShowWhen(true)",
            "setSortKey(\"0700\")",
            "setGroup(\"telegram/7/0/none\")",
            "setStyle(BigTextStyle{new(), bigText(\"New login from Berlin\")})",
            "addExtras(Bundle[{account=7, pushspec_identifier=telegram/7/0/AUTH_REGION, pushspec_thread=telegram/7/0/none, "
                + "pushspec_user_info_keys=[account]}])",
            "build()"), device.shown("telegram/7/0/AUTH_REGION", 368772390));
        assertEquals(calls(
            "createNotificationChannel(NotificationChannel{new(\"pushspec.default.active\", \"Notifications\", 4)})",
            "notify(\"telegram/7/0/AUTH_REGION\", 368772390)",
            "notify(\"pushspec.summary/telegram/7/0/none\", 1814962907)"), device.manager.stubCalls());
    }

    @Test
    void channelsAreMadeOncePerAdapter() {
        Device device = new Device(26);
        AndroidNotifications notifications = device.adapter();
        notifications.post(Presentations.privateMessage());
        notifications.post(Presentations.groupMessage());
        notifications.post(Presentations.silentMessage());
        notifications.post(Presentations.privateMessage(102, "again"));
        device.adapter().post(Presentations.privateMessage(103, "a new process"));
        int made = 0;
        for (String call : device.manager.stubCalls()) {
            if (call.startsWith("createNotificationChannel")) made++;
        }
        assertEquals(3, made, device.manager.stubCalls().toString());
        assertEquals(
            "createNotificationChannel(NotificationChannel{new(\"pushspec.telegram.message.passive\", \"Telegram messages (silent)\", 2)})",
            device.manager.stubCalls().get(5));
    }

    @Test
    void anAppLocalizesTheChannelNamesAndItsOwnName() {
        Device device = new Device(28);
        device.adapter(new AndroidNotifications.Texts() {
            @Override
            public String channelName(NotificationCategory category, NotificationInterruption interruption) {
                return "Nachrichten";
            }

            @Override
            public String selfName() {
                return "Ich";
            }
        }).post(Presentations.privateMessage());
        assertEquals("createNotificationChannel(NotificationChannel{new(\"pushspec.telegram.message.active\", \"Nachrichten\", 4)})",
            device.manager.stubCalls().get(0));
        assertTrue(device.shown(ApiLevelTest.TAG, ApiLevelTest.ID).toString().contains("MessagingStyle{new(Person{setName(\"Ich\")})"));
    }

    @Test
    void anActionWithoutAnIntentIsLeftOut() {
        Device device = new Device(28);
        device.actionsLeftOut.add("reply");
        device.adapter().post(Presentations.privateMessage());
        List<String> calls = device.shown(ApiLevelTest.TAG, ApiLevelTest.ID);
        assertFalse(calls.toString().contains("Reply"), calls.toString());
        assertTrue(calls.contains("addAction(Action{new(null, \"Mark as Read\", PendingIntent(mark_read telegram/7/42/100))})"));
    }

    @Test
    void anIdentifierLikeASummaryTagIsRefused() {
        Device device = new Device(28);
        NotificationPresentation bad = Presentations.message("pushspec.summary/telegram/7/42/messages", "x", Presentations.none());
        assertThrows(IllegalArgumentException.class, () -> device.adapter().post(bad));
        assertTrue(device.manager.stubCalls().isEmpty());
    }

    @Test
    void userInfoKeysOfAndroidOrTheAdapterAreNotOverwritten() {
        Device device = new Device(28);
        device.adapter().post(Presentations.message("telegram/7/42/100", "telegram/7/42/messages",
            Presentations.userInfo("android.title", "x", "pushspec_thread", "y", "message_id", "100")));
        assertTrue(device.shown(ApiLevelTest.TAG, ApiLevelTest.ID).contains(
            "addExtras(Bundle[{message_id=100, pushspec_identifier=telegram/7/42/100, pushspec_thread=telegram/7/42/messages, "
                + "pushspec_user_info_keys=[message_id]}])"));
    }

    @Test
    void aPushDeliveredTwiceReplacesItself() {
        for (int sdkInt : new int[] {21, 33}) {
            Device device = new Device(sdkInt);
            AndroidNotifications notifications = device.adapter();
            notifications.post(Presentations.privateMessage());
            notifications.post(Presentations.privateMessage());
            List<String> notified = new java.util.ArrayList<String>();
            for (String call : device.manager.stubCalls()) {
                if (call.startsWith("notify(\"telegram/")) notified.add(call);
            }
            assertEquals(calls("notify(\"telegram/7/42/100\", -31506170)", "notify(\"telegram/7/42/100\", -31506170)"), notified);
            assertEquals(sdkInt >= 24
                ? calls("\"telegram/7/42/100\" -31506170", "\"pushspec.summary/telegram/7/42/messages\" -1590699239")
                : calls("\"telegram/7/42/100\" -31506170"), device.manager.stubShownKeys());
            assertEquals(sdkInt < 23 ? Collections.singleton("telegram/7/42/100") : Collections.emptySet(), device.record().keySet());
        }
    }

    @Test
    void identifiersWhoseIdsCollideAreShownAndCancelledApart() {
        // "Aa" and "BB" have the same String.hashCode, so these two identifiers have the same id.
        Device device = new Device(33);
        AndroidNotifications notifications = device.adapter();
        NotificationPresentation aa = Presentations.message("telegram/7/42/Aa", "telegram/7/42/messages", Presentations.none());
        NotificationPresentation bb = Presentations.message("telegram/7/42/BB", "telegram/7/42/messages", Presentations.none());
        notifications.post(aa);
        notifications.post(bb);
        assertEquals(calls("\"telegram/7/42/Aa\" -416657781", "\"pushspec.summary/telegram/7/42/messages\" -1590699239",
            "\"telegram/7/42/BB\" -416657781"), device.manager.stubShownKeys());
        notifications.remove(new NotificationRemoval(asList("telegram/7/42/Aa"), null));
        assertEquals(calls("\"pushspec.summary/telegram/7/42/messages\" -1590699239", "\"telegram/7/42/BB\" -416657781"),
            device.manager.stubShownKeys());
    }

    @Test
    void applyRemovesFirstThenPosts() {
        Device device = new Device(33);
        AndroidNotifications notifications = device.adapter();
        notifications.post(Presentations.privateMessage());
        device.manager.stubClearCalls();
        notifications.apply(new PresentationChanges(asList(Presentations.privateMessage(102, "new")),
            new NotificationRemoval(asList("telegram/7/42/100"), null)));
        assertEquals(calls(
            "getActiveNotifications()",
            "cancel(\"telegram/7/42/100\", -31506170)",
            "cancel(\"pushspec.summary/telegram/7/42/messages\", -1590699239)",
            "notify(\"telegram/7/42/102\", -31506168)",
            "notify(\"pushspec.summary/telegram/7/42/messages\", -1590699239)"), device.manager.stubCalls());
        assertEquals(calls("\"telegram/7/42/102\" -31506168", "\"pushspec.summary/telegram/7/42/messages\" -1590699239"),
            device.manager.stubShownKeys());
    }

    @Test
    void thePublicNamesAreFixed() {
        assertEquals("pushspec.telegram.message.active", AndroidNotifications.channelId(Presentations.TELEGRAM_MESSAGE, NotificationInterruption.ACTIVE));
        assertEquals("pushspec.default.passive", AndroidNotifications.channelId(null, NotificationInterruption.PASSIVE));
        assertEquals(-31506170, AndroidNotifications.notificationId("telegram/7/42/100"));
        assertEquals("pushspec.summary/telegram/7/42/messages", AndroidNotifications.summaryTag("telegram/7/42/messages"));
        assertEquals("pushspec_identifier", NotificationPresentation.IDENTIFIER_USER_INFO_KEY);
        assertEquals(asList("0000", "0200", "0500", "0700", "1000", "1000", "0000"), asList(AndroidNotifications.sortKey(1),
            AndroidNotifications.sortKey(0.8), AndroidNotifications.sortKey(0.5), AndroidNotifications.sortKey(0.3),
            AndroidNotifications.sortKey(0), AndroidNotifications.sortKey(Double.NaN), AndroidNotifications.sortKey(7)));
    }
}
