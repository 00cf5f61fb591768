package org.pushspec.android;

import static java.util.Arrays.asList;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The same private message posted on each API level the adapter branches at: every call it makes
 * on the builder and the manager, written out. Ids: {@code "telegram/7/42/100".hashCode()} is
 * -31506170, {@code "pushspec.summary/telegram/7/42/messages".hashCode()} -1590699239 (Java's
 * {@code String.hashCode}, computed apart). Android's values: {@code IMPORTANCE_HIGH} 4,
 * {@code PRIORITY_HIGH} 1, {@code DEFAULT_ALL} -1, {@code GROUP_ALERT_CHILDREN} 2,
 * {@code CATEGORY_MESSAGE} "msg".
 */
class ApiLevelTest {
    static final String TAG = "telegram/7/42/100";
    static final int ID = -31506170;
    static final String SUMMARY = "pushspec.summary/telegram/7/42/messages";
    static final int SUMMARY_ID = -1590699239;

    static final String EXTRAS = "addExtras(Bundle[{account=7, chat_id=42, message_id=100, pushspec_identifier=telegram/7/42/100, "
        + "pushspec_thread=telegram/7/42/messages, pushspec_user_info_keys=[account, chat_id, message_id]}])";
    static final String REMOTE_INPUT = "addRemoteInput(RemoteInput{new(\"pushspec_text\"), setLabel(\"Reply\")})";

    /** The calls every level makes first, after the builder's constructor. */
    static List<String> common(String constructor) {
        return asList(constructor,
            "setSmallIcon(17)",
            "setContentTitle(\"Alice\")",
            "setContentText(\"Hello\")",
            "setContentIntent(PendingIntent(open telegram/7/42/100))",
            "setAutoCancel(true)",
            "setOnlyAlertOnce(true)",
            "setWhen(1700000000000)",
            "setShowWhen(true)",
            "setSortKey(\"0500\")",
            "setCategory(\"msg\")");
    }

    static List<String> concat(List<String> first, String... rest) {
        List<String> all = new java.util.ArrayList<String>(first);
        all.addAll(asList(rest));
        return all;
    }

    static Device posted(int sdkInt) {
        Device device = new Device(sdkInt);
        device.adapter().post(Presentations.privateMessage());
        return device;
    }

    @Test
    void api21BuilderWithoutChannelPriorityAndDefaultsBigTextNoGroupAndTheRecord() {
        Device device = posted(21);
        assertEquals(concat(common("new(context)"),
            "setPriority(1)",
            "setDefaults(-1)",
            "setStyle(BigTextStyle{new(), bigText(\"Hello\")})",
            "addAction(Action{new(0, \"Reply\", PendingIntent(reply telegram/7/42/100)), " + REMOTE_INPUT + "})",
            "addAction(Action{new(0, \"Mark as Read\", PendingIntent(mark_read telegram/7/42/100))})",
            EXTRAS,
            "build()"), device.shown(TAG, ID));
        assertEquals(asList("notify(\"telegram/7/42/100\", -31506170)"), device.manager.stubCalls());
        assertEquals(asList("pushspec_notifications 0"), device.preferencesOpened);
        assertEquals("0\ntelegram/7/42/messages\naccount\n7\nchat_id\n42\nmessage_id\n100", device.record().get(TAG));
    }

    @Test
    void api23ActionsWithAnIconAndNoRecord() {
        Device device = posted(23);
        assertEquals(concat(common("new(context)"),
            "setPriority(1)",
            "setDefaults(-1)",
            "setStyle(BigTextStyle{new(), bigText(\"Hello\")})",
            "addAction(Action{new(null, \"Reply\", PendingIntent(reply telegram/7/42/100)), " + REMOTE_INPUT + "})",
            "addAction(Action{new(null, \"Mark as Read\", PendingIntent(mark_read telegram/7/42/100))})",
            EXTRAS,
            "build()"), device.shown(TAG, ID));
        assertEquals(asList("notify(\"telegram/7/42/100\", -31506170)"), device.manager.stubCalls());
        assertTrue(device.preferencesOpened.isEmpty());
    }

    @Test
    void api24GroupSummaryAndMessagingStyleWithNames() {
        Device device = posted(24);
        assertEquals(concat(common("new(context)"),
            "setGroup(\"telegram/7/42/messages\")",
            "setPriority(1)",
            "setDefaults(-1)",
            "setStyle(MessagingStyle{new(\"You\"), addMessage(\"Hello\", 1700000000000, \"Alice\")})",
            "addAction(Action{new(null, \"Reply\", PendingIntent(reply telegram/7/42/100)), " + REMOTE_INPUT + "})",
            "addAction(Action{new(null, \"Mark as Read\", PendingIntent(mark_read telegram/7/42/100))})",
            EXTRAS,
            "build()"), device.shown(TAG, ID));
        assertEquals(asList(
            "new(context)",
            "setSmallIcon(17)",
            "setContentTitle(\"Alice\")",
            "setContentIntent(PendingIntent(open telegram/7/42/100))",
            "setAutoCancel(true)",
            "setGroup(\"telegram/7/42/messages\")",
            "setGroupSummary(true)",
            "setPriority(1)",
            "addExtras(Bundle[{pushspec_thread=telegram/7/42/messages}])",
            "build()"), device.shown(SUMMARY, SUMMARY_ID));
        assertEquals(asList("notify(\"telegram/7/42/100\", -31506170)", "notify(\"pushspec.summary/telegram/7/42/messages\", -1590699239)"),
            device.manager.stubCalls());
    }

    @Test
    void api26ChannelAndGroupAlertChildren() {
        Device device = posted(26);
        assertEquals(concat(common("new(context, \"pushspec.telegram.message.active\")"),
            "setGroup(\"telegram/7/42/messages\")",
            "setStyle(MessagingStyle{new(\"You\"), addMessage(\"Hello\", 1700000000000, \"Alice\")})",
            "addAction(Action{new(null, \"Reply\", PendingIntent(reply telegram/7/42/100)), " + REMOTE_INPUT + "})",
            "addAction(Action{new(null, \"Mark as Read\", PendingIntent(mark_read telegram/7/42/100))})",
            EXTRAS,
            "build()"), device.shown(TAG, ID));
        assertEquals(asList(
            "new(context, \"pushspec.telegram.message.active\")",
            "setSmallIcon(17)",
            "setContentTitle(\"Alice\")",
            "setContentIntent(PendingIntent(open telegram/7/42/100))",
            "setAutoCancel(true)",
            "setGroup(\"telegram/7/42/messages\")",
            "setGroupSummary(true)",
            "setGroupAlertBehavior(2)",
            "addExtras(Bundle[{pushspec_thread=telegram/7/42/messages}])",
            "build()"), device.shown(SUMMARY, SUMMARY_ID));
        assertEquals(asList(
            "createNotificationChannel(NotificationChannel{new(\"pushspec.telegram.message.active\", \"Telegram messages\", 4)})",
            "notify(\"telegram/7/42/100\", -31506170)",
            "notify(\"pushspec.summary/telegram/7/42/messages\", -1590699239)"), device.manager.stubCalls());
    }

    static final List<String> API_28 = concat(common("new(context, \"pushspec.telegram.message.active\")"),
        "setGroup(\"telegram/7/42/messages\")",
        "setStyle(MessagingStyle{new(Person{setName(\"You\")}), addMessage(\"Hello\", 1700000000000, Person{setName(\"Alice\"), setKey(\"7/42\")})})",
        "addAction(Action{new(null, \"Reply\", PendingIntent(reply telegram/7/42/100)), " + REMOTE_INPUT + "})",
        "addAction(Action{new(null, \"Mark as Read\", PendingIntent(mark_read telegram/7/42/100))})",
        EXTRAS,
        "build()");

    @Test
    void api28PersonAndMessagingStyle() {
        Device device = posted(28);
        assertEquals(API_28, device.shown(TAG, ID));
        assertEquals(asList(
            "createNotificationChannel(NotificationChannel{new(\"pushspec.telegram.message.active\", \"Telegram messages\", 4)})",
            "notify(\"telegram/7/42/100\", -31506170)",
            "notify(\"pushspec.summary/telegram/7/42/messages\", -1590699239)"), device.manager.stubCalls());
    }

    @Test
    void api33AsApi28() {
        Device device = posted(33);
        assertEquals(API_28, device.shown(TAG, ID));
        assertEquals(asList(
            "createNotificationChannel(NotificationChannel{new(\"pushspec.telegram.message.active\", \"Telegram messages\", 4)})",
            "notify(\"telegram/7/42/100\", -31506170)",
            "notify(\"pushspec.summary/telegram/7/42/messages\", -1590699239)"), device.manager.stubCalls());
        assertTrue(device.preferencesOpened.isEmpty());
    }
}
