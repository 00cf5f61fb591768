package android.app;

import android.service.notification.StatusBarNotification;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A test-only stub of {@code android.app.NotificationManager} (API 1;
 * developer.android.com/reference/android/app/NotificationManager), not Android and never
 * shipped: the signatures {@code org.pushspec.android} uses and Android's importance constants.
 * It records every call ({@link #stubCalls()}), keeps what is notified and not cancelled as
 * Android keeps a notification under its tag and id (a second {@code notify} with both equal
 * replaces the first), and answers {@link #getActiveNotifications()} from that, in the order
 * first posted.
 */
public class NotificationManager {
    /** Android's {@code IMPORTANCE_LOW} (API 24): shown everywhere, no sound. */
    public static final int IMPORTANCE_LOW = 2;
    /** Android's {@code IMPORTANCE_HIGH} (API 24): shown everywhere, sound, heads-up. */
    public static final int IMPORTANCE_HIGH = 4;

    private final List<String> stubCalls = new ArrayList<String>();
    private final Map<String, StatusBarNotification> stubActive = new LinkedHashMap<String, StatusBarNotification>();
    private final List<String> stubPendingCancels = new ArrayList<String>();
    private boolean stubDeferCancels;

    private NotificationManager() {}

    /**
     * Test-only (not Android, where {@code Context.getSystemService} answers one): an empty manager.
     *
     * @return the manager
     */
    public static NotificationManager stubCreate() {
        return new NotificationManager();
    }

    private static String stubKey(String tag, int id) {
        return tag + "\u0000" + id;
    }

    /**
     * Android's {@code notify(String, int, Notification)} (API 5).
     *
     * @param tag the tag, or null
     * @param id the id
     * @param notification the notification
     */
    public void notify(String tag, int id, Notification notification) {
        stubCalls.add(Notification.stubCall("notify", tag, id));
        String key = stubKey(tag, id);
        stubPendingCancels.remove(key);
        // A notification posted again under the same tag and id replaces the one shown (keeping its place).
        stubActive.put(key, StatusBarNotification.stubOf(tag, id, notification));
    }

    /**
     * Android's {@code cancel(String, int)} (API 5).
     *
     * @param tag the tag, or null
     * @param id the id
     */
    public void cancel(String tag, int id) {
        stubCalls.add(Notification.stubCall("cancel", tag, id));
        if (stubDeferCancels) {
            stubPendingCancels.add(stubKey(tag, id));
        } else {
            stubActive.remove(stubKey(tag, id));
        }
    }

    /**
     * Android's {@code createNotificationChannel(NotificationChannel)} (API 26).
     *
     * @param channel the channel
     */
    public void createNotificationChannel(NotificationChannel channel) {
        stubCalls.add(Notification.stubCall("createNotificationChannel", channel));
    }

    /**
     * Android's {@code getActiveNotifications()} (API 23).
     *
     * @return what is notified and not cancelled
     */
    public StatusBarNotification[] getActiveNotifications() {
        stubCalls.add(Notification.stubCall("getActiveNotifications"));
        return stubActive.values().toArray(new StatusBarNotification[0]);
    }

    /**
     * Test-only (not Android): the calls made, in order, as {@code name(arguments)}.
     *
     * @return the calls (unmodifiable)
     */
    public List<String> stubCalls() {
        return Collections.unmodifiableList(stubCalls);
    }

    /** Test-only (not Android): forgets the calls made so far (not what is shown). */
    public void stubClearCalls() {
        stubCalls.clear();
    }

    /**
     * Test-only (not Android): what is shown under a tag and an id.
     *
     * @param tag the tag
     * @param id the id
     * @return the notification, or null
     */
    public Notification stubShown(String tag, int id) {
        StatusBarNotification posted = stubActive.get(stubKey(tag, id));
        return posted == null ? null : posted.getNotification();
    }

    /**
     * Test-only (not Android): the tags and ids shown, in the order first posted, as {@code "tag" id}.
     *
     * @return the list
     */
    public List<String> stubShownKeys() {
        List<String> keys = new ArrayList<String>();
        for (StatusBarNotification posted : stubActive.values()) keys.add(Notification.stubFormat(posted.getTag()) + " " + posted.getId());
        return keys;
    }

    /**
     * Test-only (not Android): as the user swiping one away (no call is recorded).
     *
     * @param tag the tag
     * @param id the id
     */
    public void stubDismiss(String tag, int id) {
        stubActive.remove(stubKey(tag, id));
    }

    /**
     * Test-only (not Android): Android cancels on its own thread, so that a notification cancelled
     * a moment ago may still be among {@link #getActiveNotifications()}. While deferring, a
     * cancelled notification stays there until {@link #stubFlushCancels()}.
     *
     * @param defer whether to defer
     */
    public void stubDeferCancels(boolean defer) {
        stubDeferCancels = defer;
    }

    /** Test-only (not Android): carries out the deferred cancellations. */
    public void stubFlushCancels() {
        for (String key : stubPendingCancels) stubActive.remove(key);
        stubPendingCancels.clear();
    }
}
