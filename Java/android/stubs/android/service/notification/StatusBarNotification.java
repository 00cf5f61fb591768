package android.service.notification;

import android.app.Notification;

/**
 * A test-only stub of {@code android.service.notification.StatusBarNotification} (API 18;
 * developer.android.com/reference/android/service/notification/StatusBarNotification), not
 * Android and never shipped: the getters {@code org.pushspec.android} uses.
 */
public class StatusBarNotification {
    private final String tag;
    private final int id;
    private final Notification notification;

    private StatusBarNotification(String tag, int id, Notification notification) {
        this.tag = tag;
        this.id = id;
        this.notification = notification;
    }

    /**
     * Test-only (not Android, where the system makes them): a posted notification.
     *
     * @param tag its tag
     * @param id its id
     * @param notification the notification
     * @return the posted notification
     */
    public static StatusBarNotification stubOf(String tag, int id, Notification notification) {
        return new StatusBarNotification(tag, id, notification);
    }

    /**
     * Android's {@code getTag()} (API 18).
     *
     * @return the tag given to {@code notify}, or null
     */
    public String getTag() {
        return tag;
    }

    /**
     * Android's {@code getId()} (API 18).
     *
     * @return the id given to {@code notify}
     */
    public int getId() {
        return id;
    }

    /**
     * Android's {@code getNotification()} (API 18).
     *
     * @return the notification
     */
    public Notification getNotification() {
        return notification;
    }
}
