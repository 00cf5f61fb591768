package android.graphics.drawable;

/**
 * A test-only stub of {@code android.graphics.drawable.Icon} (API 23;
 * developer.android.com/reference/android/graphics/drawable/Icon), not Android and never
 * shipped: the type of {@code Notification.Action.Builder(Icon, CharSequence, PendingIntent)}'s
 * first parameter, to which {@code org.pushspec.android} passes null.
 */
public final class Icon {
    private Icon() {}
}
