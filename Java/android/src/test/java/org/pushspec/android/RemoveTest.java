package org.pushspec.android;

import static java.util.Arrays.asList;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pushspec.presentation.NotificationRemoval;

/**
 * Removals: by identifier, by rule (a {@code READ_HISTORY}) from the active notifications on API
 * 23+ and from the adapter's record on 21-22, the summary with its thread's last notification,
 * and accounts kept apart. Tags' ids are Java's {@code String.hashCode}, computed apart.
 */
class RemoveTest {
    static NotificationRemoval identifiers(String... identifiers) {
        return new NotificationRemoval(asList(identifiers), null);
    }

    /** What a READ_HISTORY of chat 42 up to message {@code maxId} reads, for receiver 7. */
    static NotificationRemoval readHistory(long maxId) {
        return new NotificationRemoval(Collections.<String>emptyList(),
            new NotificationRemoval.Rule(asList("telegram/7/42/messages", "telegram/7/42/mentions"), maxId));
    }

    /** Messages 100, 101 (silent) and 102 of chat 42, and a group's message, posted on a device. */
    static Device withMessages(int sdkInt) {
        Device device = new Device(sdkInt);
        AndroidNotifications notifications = device.adapter();
        notifications.post(Presentations.privateMessage());
        notifications.post(Presentations.silentMessage());
        notifications.post(Presentations.privateMessage(102, "third"));
        notifications.post(Presentations.groupMessage());
        device.manager.stubClearCalls();
        return device;
    }

    @Test
    void identifiersAreCancelledByTagAndIdAndTheSummaryWithTheLast() {
        Device device = withMessages(33);
        AndroidNotifications notifications = device.adapter();
        notifications.remove(identifiers("telegram/7/42/100", "telegram/7/42/101"));
        assertEquals(asList(
            "getActiveNotifications()",
            "cancel(\"telegram/7/42/100\", -31506170)",
            "cancel(\"telegram/7/42/101\", -31506169)"), device.manager.stubCalls());
        device.manager.stubClearCalls();
        notifications.remove(identifiers("telegram/7/42/102"));
        assertEquals(asList(
            "getActiveNotifications()",
            "cancel(\"telegram/7/42/102\", -31506168)",
            "cancel(\"pushspec.summary/telegram/7/42/messages\", -1590699239)"), device.manager.stubCalls());
        assertEquals(asList("\"telegram/7/-500/200\" -1132205711", "\"pushspec.summary/telegram/7/-500/messages\" -1969575889"),
            device.manager.stubShownKeys());
    }

    @Test
    void ruleOnApi23MatchesTheActiveNotificationsExtras() {
        Device device = withMessages(23);
        device.adapter().remove(readHistory(101));
        assertEquals(asList(
            "getActiveNotifications()",
            "cancel(\"telegram/7/42/100\", -31506170)",
            "cancel(\"telegram/7/42/101\", -31506169)"), device.manager.stubCalls());
        assertEquals(asList("\"telegram/7/42/102\" -31506168", "\"telegram/7/-500/200\" -1132205711"), device.manager.stubShownKeys());
        assertTrue(device.preferencesOpened.isEmpty());
    }

    @Test
    void ruleOnApi33TakesTheSummaryWithTheThreadsLastNotification() {
        Device device = withMessages(33);
        device.adapter().remove(readHistory(102));
        assertEquals(asList(
            "getActiveNotifications()",
            "cancel(\"telegram/7/42/100\", -31506170)",
            "cancel(\"telegram/7/42/101\", -31506169)",
            "cancel(\"telegram/7/42/102\", -31506168)",
            "cancel(\"pushspec.summary/telegram/7/42/messages\", -1590699239)"), device.manager.stubCalls());
        assertEquals(asList("\"telegram/7/-500/200\" -1132205711", "\"pushspec.summary/telegram/7/-500/messages\" -1969575889"),
            device.manager.stubShownKeys());
    }

    @Test
    void ruleOnApi33KeepsTheSummaryWhileTheThreadHasANotification() {
        Device device = withMessages(33);
        device.adapter().remove(readHistory(101));
        assertFalse(device.manager.stubCalls().toString().contains("pushspec.summary"));
        assertTrue(device.manager.stubShownKeys().contains("\"pushspec.summary/telegram/7/42/messages\" -1590699239"));
    }

    @Test
    void ruleOnApi21MatchesTheRecord() {
        Device device = withMessages(21);
        assertEquals(new HashSet<String>(asList("telegram/7/42/100", "telegram/7/42/101", "telegram/7/42/102", "telegram/7/-500/200")),
            device.record().keySet());
        device.adapter().remove(readHistory(101));
        assertEquals(asList(
            "cancel(\"telegram/7/42/100\", -31506170)",
            "cancel(\"telegram/7/42/101\", -31506169)"), device.manager.stubCalls());
        assertEquals(asList("\"telegram/7/42/102\" -31506168", "\"telegram/7/-500/200\" -1132205711"), device.manager.stubShownKeys());
        assertEquals(new HashSet<String>(asList("telegram/7/42/102", "telegram/7/-500/200")), device.record().keySet());
        assertEquals("2\ntelegram/7/42/messages\naccount\n7\nchat_id\n42\nmessage_id\n102", device.record().get("telegram/7/42/102"));
    }

    @Test
    void identifiersOnApi21AreForgottenByTheRecord() {
        Device device = withMessages(21);
        device.adapter().remove(identifiers("telegram/7/42/102", "telegram/7/42/999"));
        assertEquals(asList(
            "cancel(\"telegram/7/42/102\", -31506168)",
            "cancel(\"telegram/7/42/999\", -31498194)"),
            device.manager.stubCalls());
        assertEquals(new HashSet<String>(asList("telegram/7/42/100", "telegram/7/42/101", "telegram/7/-500/200")), device.record().keySet());
    }

    @Test
    void theRecordKeepsTheMostRecentPosts() {
        Device device = new Device(22);
        AndroidNotifications notifications = device.adapter();
        for (int message = 1; message <= AndroidNotifications.RECORD_LIMIT + 5; message++) {
            notifications.post(Presentations.privateMessage(message, "m" + message));
        }
        assertEquals(200, AndroidNotifications.RECORD_LIMIT);
        assertEquals(200, device.record().size());
        assertFalse(device.record().containsKey("telegram/7/42/5"));
        assertTrue(device.record().containsKey("telegram/7/42/6"));
        assertTrue(device.record().containsKey("telegram/7/42/205"));
        device.manager.stubClearCalls();
        // The oldest five are forgotten: a rule reaches only what is recorded.
        notifications.remove(readHistory(7));
        assertEquals(asList("cancel(\"telegram/7/42/6\", -1398913909)", "cancel(\"telegram/7/42/7\", -1398913908)"), device.manager.stubCalls());
    }

    @Test
    void theRecordOutlivesTheAdapter() {
        Device device = new Device(21);
        device.adapter().post(Presentations.privateMessage());
        device.manager.stubClearCalls();
        device.adapter().remove(readHistory(100));
        assertEquals(asList("cancel(\"telegram/7/42/100\", -31506170)"), device.manager.stubCalls());
        assertTrue(device.record().isEmpty());
    }

    @Test
    void twoAccountsWithTheSameChatAndMessageIdsNeverCancelEachOther() {
        for (int sdkInt : new int[] {21, 23, 33}) {
            Device device = new Device(sdkInt);
            AndroidNotifications notifications = device.adapter();
            notifications.post(Presentations.privateMessage());
            notifications.post(Presentations.otherAccountsMessage());
            notifications.remove(identifiers("telegram/7/42/100"));
            assertTrue(device.manager.stubShownKeys().contains("\"telegram/8/42/100\" 1711304165"), sdkInt + ": " + device.manager.stubShownKeys());
            notifications.post(Presentations.privateMessage());
            notifications.remove(readHistory(100));
            List<String> shown = device.manager.stubShownKeys();
            assertFalse(shown.contains("\"telegram/7/42/100\" -31506170"), sdkInt + ": " + shown);
            assertTrue(shown.contains("\"telegram/8/42/100\" 1711304165"), sdkInt + ": " + shown);
            if (sdkInt >= 24) {
                assertEquals(asList("\"telegram/8/42/100\" 1711304165", "\"pushspec.summary/telegram/8/42/messages\" -1884102246"), shown);
            }
        }
    }

    @Test
    void theSummaryGoesEvenWhileAndroidStillListsWhatWasCancelled() {
        Device device = withMessages(33);
        device.manager.stubDeferCancels(true);
        device.adapter().remove(readHistory(102));
        assertEquals(asList(
            "getActiveNotifications()",
            "cancel(\"telegram/7/42/100\", -31506170)",
            "cancel(\"telegram/7/42/101\", -31506169)",
            "cancel(\"telegram/7/42/102\", -31506168)",
            "cancel(\"pushspec.summary/telegram/7/42/messages\", -1590699239)"), device.manager.stubCalls());
        device.manager.stubFlushCancels();
        assertEquals(asList("\"telegram/7/-500/200\" -1132205711", "\"pushspec.summary/telegram/7/-500/messages\" -1969575889"),
            device.manager.stubShownKeys());
    }

    @Test
    void aSummaryLeftAloneGoesWithTheNextRemoval() {
        Device device = withMessages(33);
        device.manager.stubDismiss("telegram/7/-500/200", -1132205711); // the user swipes the group's one message away
        device.adapter().remove(identifiers("telegram/7/42/100"));
        assertEquals(asList(
            "getActiveNotifications()",
            "cancel(\"telegram/7/42/100\", -31506170)",
            "cancel(\"pushspec.summary/telegram/7/-500/messages\", -1969575889)"), device.manager.stubCalls());
    }

    @Test
    void zulipRemovalByIdentifiers() {
        Device device = new Device(28);
        AndroidNotifications notifications = device.adapter();
        notifications.post(Presentations.zulipMessage());
        device.manager.stubClearCalls();
        notifications.remove(identifiers("zulip/chat.example.com/5/1234"));
        assertEquals(asList(
            "getActiveNotifications()",
            "cancel(\"zulip/chat.example.com/5/1234\", 863575021)",
            "cancel(\"pushspec.summary/zulip/chat.example.com/5/channel/9/lunch\", 1048072063)"), device.manager.stubCalls());
        assertTrue(device.manager.stubShownKeys().isEmpty());
    }

    @Test
    void nothingToRemoveCallsNothingAndSummaryTagsAreNotIdentifiers() {
        Device device = withMessages(33);
        device.adapter().remove(NotificationRemoval.NOTHING);
        assertTrue(device.manager.stubCalls().isEmpty());
        device.adapter().remove(identifiers("pushspec.summary/telegram/7/42/messages"));
        assertEquals(asList("getActiveNotifications()"), device.manager.stubCalls());
    }
}
