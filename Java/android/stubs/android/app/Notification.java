package android.app;

import android.content.Context;
import android.graphics.Bitmap;
import android.graphics.drawable.Icon;
import android.os.Bundle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A test-only stub of {@code android.app.Notification} (developer.android.com/reference/android/app/Notification),
 * not Android and never shipped: the signatures {@code org.pushspec.android} uses, Android's
 * constants' values, and a record of the calls that built it ({@link #stubCalls()}) for the
 * adapter's tests. See {@code Java/android/stubs/README.md}.
 */
public class Notification {
    /** Android's {@code CATEGORY_MESSAGE} (API 21): an incoming direct message. */
    public static final String CATEGORY_MESSAGE = "msg";
    /** Android's {@code CATEGORY_CALL} (API 21): an incoming call. */
    public static final String CATEGORY_CALL = "call";
    /**
     * Android's {@code PRIORITY_LOW} (API 16).
     *
     * @deprecated in API 26: a channel's importance.
     */
    @Deprecated
    public static final int PRIORITY_LOW = -1;
    /**
     * Android's {@code PRIORITY_HIGH} (API 16).
     *
     * @deprecated in API 26: a channel's importance.
     */
    @Deprecated
    public static final int PRIORITY_HIGH = 1;
    /**
     * Android's {@code PRIORITY_MAX} (API 16).
     *
     * @deprecated in API 26: a channel's importance.
     */
    @Deprecated
    public static final int PRIORITY_MAX = 2;
    /**
     * Android's {@code DEFAULT_ALL} (API 1): the default sound, vibration and lights.
     *
     * @deprecated in API 26: a channel's sound, vibration and lights.
     */
    @Deprecated
    public static final int DEFAULT_ALL = ~0;
    /** Android's {@code GROUP_ALERT_CHILDREN} (API 26): a group's summary does not alert. */
    public static final int GROUP_ALERT_CHILDREN = 2;

    /** Android's {@code extras} (API 19): what {@link Builder#addExtras} merged (here nothing else). */
    public Bundle extras;

    private final List<String> stubCalls;

    Notification(List<String> calls, Bundle extras) {
        this.stubCalls = Collections.unmodifiableList(new ArrayList<String>(calls));
        this.extras = extras;
    }

    /**
     * Test-only (not Android): the calls made on the builder that built this, in order, each as
     * {@code name(arguments)} (texts quoted; objects as their stubs print them).
     *
     * @return the calls
     */
    public List<String> stubCalls() {
        return stubCalls;
    }

    /** Test-only (not Android): the calls, one a line. */
    @Override
    public String toString() {
        return "Notification" + stubCalls;
    }

    /**
     * Test-only (not Android): a call as the stubs record it.
     *
     * @param name the method's name ({@code new} for a constructor)
     * @param arguments its arguments
     * @return {@code name(arguments)}
     */
    static String stubCall(String name, Object... arguments) {
        StringBuilder call = new StringBuilder(name).append('(');
        for (int i = 0; i < arguments.length; i++) {
            if (i > 0) call.append(", ");
            call.append(stubFormat(arguments[i]));
        }
        return call.append(')').toString();
    }

    /**
     * Test-only (not Android): an argument as the stubs record it.
     *
     * @param argument the argument
     * @return texts quoted, a context as {@code context}, arrays listed, objects as they print
     */
    static String stubFormat(Object argument) {
        if (argument == null) return "null";
        if (argument instanceof CharSequence) return "\"" + argument + "\"";
        if (argument instanceof Context) return "context";
        if (argument instanceof Object[]) return Arrays.toString((Object[]) argument);
        return argument.toString();
    }

    /** A test-only stub of {@code Notification.Builder} (API 11) that records every call. */
    public static class Builder {
        private final List<String> calls = new ArrayList<String>();
        private final Bundle extras = new Bundle();

        /**
         * Android's {@code Builder(Context, String)} (API 26).
         *
         * @param context the context
         * @param channelId the channel
         */
        public Builder(Context context, String channelId) {
            calls.add(stubCall("new", context, channelId));
        }

        /**
         * Android's {@code Builder(Context)} (API 11).
         *
         * @param context the context
         * @deprecated in API 26: {@link #Builder(Context, String)}.
         */
        @Deprecated
        public Builder(Context context) {
            calls.add(stubCall("new", context));
        }

        private Builder record(String name, Object... arguments) {
            calls.add(stubCall(name, arguments));
            return this;
        }

        /**
         * Android's {@code setSmallIcon(int)} (API 11).
         *
         * @param icon a drawable resource id
         * @return this
         */
        public Notification.Builder setSmallIcon(int icon) {
            return record("setSmallIcon", icon);
        }

        /**
         * Android's {@code setContentTitle(CharSequence)} (API 11).
         *
         * @param title the title
         * @return this
         */
        public Notification.Builder setContentTitle(CharSequence title) {
            return record("setContentTitle", title);
        }

        /**
         * Android's {@code setContentText(CharSequence)} (API 11).
         *
         * @param text the text
         * @return this
         */
        public Notification.Builder setContentText(CharSequence text) {
            return record("setContentText", text);
        }

        /**
         * Android's {@code setSubText(CharSequence)} (API 16).
         *
         * @param text the text
         * @return this
         */
        public Notification.Builder setSubText(CharSequence text) {
            return record("setSubText", text);
        }

        /**
         * Android's {@code setContentIntent(PendingIntent)} (API 11).
         *
         * @param intent the intent
         * @return this
         */
        public Notification.Builder setContentIntent(PendingIntent intent) {
            return record("setContentIntent", intent);
        }

        /**
         * Android's {@code setAutoCancel(boolean)} (API 11).
         *
         * @param autoCancel whether a tap cancels it
         * @return this
         */
        public Notification.Builder setAutoCancel(boolean autoCancel) {
            return record("setAutoCancel", autoCancel);
        }

        /**
         * Android's {@code setOnlyAlertOnce(boolean)} (API 11).
         *
         * @param onlyAlertOnce whether an update of a shown notification is silent
         * @return this
         */
        public Notification.Builder setOnlyAlertOnce(boolean onlyAlertOnce) {
            return record("setOnlyAlertOnce", onlyAlertOnce);
        }

        /**
         * Android's {@code setWhen(long)} (API 11).
         *
         * @param when milliseconds since the epoch
         * @return this
         */
        public Notification.Builder setWhen(long when) {
            return record("setWhen", when);
        }

        /**
         * Android's {@code setShowWhen(boolean)} (API 17).
         *
         * @param show whether to show the time
         * @return this
         */
        public Notification.Builder setShowWhen(boolean show) {
            return record("setShowWhen", show);
        }

        /**
         * Android's {@code setSortKey(String)} (API 20).
         *
         * @param sortKey the key
         * @return this
         */
        public Notification.Builder setSortKey(String sortKey) {
            return record("setSortKey", sortKey);
        }

        /**
         * Android's {@code setCategory(String)} (API 21).
         *
         * @param category a {@code CATEGORY_} constant
         * @return this
         */
        public Notification.Builder setCategory(String category) {
            return record("setCategory", category);
        }

        /**
         * Android's {@code setGroup(String)} (API 20).
         *
         * @param groupKey the group
         * @return this
         */
        public Notification.Builder setGroup(String groupKey) {
            return record("setGroup", groupKey);
        }

        /**
         * Android's {@code setGroupSummary(boolean)} (API 20).
         *
         * @param isGroupSummary whether it is its group's summary
         * @return this
         */
        public Notification.Builder setGroupSummary(boolean isGroupSummary) {
            return record("setGroupSummary", isGroupSummary);
        }

        /**
         * Android's {@code setGroupAlertBehavior(int)} (API 26).
         *
         * @param groupAlertBehavior a {@code GROUP_ALERT_} constant
         * @return this
         */
        public Notification.Builder setGroupAlertBehavior(int groupAlertBehavior) {
            return record("setGroupAlertBehavior", groupAlertBehavior);
        }

        /**
         * Android's {@code setPriority(int)} (API 16).
         *
         * @param pri a {@code PRIORITY_} constant
         * @return this
         * @deprecated in API 26: a channel's importance.
         */
        @Deprecated
        public Notification.Builder setPriority(int pri) {
            return record("setPriority", pri);
        }

        /**
         * Android's {@code setDefaults(int)} (API 11).
         *
         * @param defaults {@code DEFAULT_} flags
         * @return this
         * @deprecated in API 26: a channel's sound, vibration and lights.
         */
        @Deprecated
        public Notification.Builder setDefaults(int defaults) {
            return record("setDefaults", defaults);
        }

        /**
         * Android's {@code setStyle(Notification.Style)} (API 16).
         *
         * @param style the style
         * @return this
         */
        public Notification.Builder setStyle(Notification.Style style) {
            return record("setStyle", style);
        }

        /**
         * Android's {@code setLargeIcon(Bitmap)} (API 11).
         *
         * @param b the bitmap
         * @return this
         */
        public Notification.Builder setLargeIcon(Bitmap b) {
            return record("setLargeIcon", b);
        }

        /**
         * Android's {@code addAction(Notification.Action)} (API 20).
         *
         * @param action the action
         * @return this
         */
        public Notification.Builder addAction(Notification.Action action) {
            return record("addAction", action);
        }

        /**
         * Android's {@code addExtras(Bundle)} (API 20): merged into the notification's {@link Notification#extras}.
         *
         * @param extras the extras
         * @return this
         */
        public Notification.Builder addExtras(Bundle extras) {
            if (extras != null) this.extras.putAll(extras);
            return record("addExtras", extras);
        }

        /**
         * Android's {@code build()} (API 16).
         *
         * @return a notification holding the calls made
         */
        public Notification build() {
            record("build");
            return new Notification(calls, new Bundle(extras));
        }
    }

    /** A test-only stub of {@code Notification.Style} (API 16). */
    public abstract static class Style {
        final List<String> stubCalls = new ArrayList<String>();

        /** Android's {@code Style()}. */
        public Style() {}

        /** Test-only (not Android): the style's name and the calls made on it. */
        @Override
        public String toString() {
            StringBuilder text = new StringBuilder(getClass().getSimpleName()).append('{');
            for (int i = 0; i < stubCalls.size(); i++) text.append(i > 0 ? ", " : "").append(stubCalls.get(i));
            return text.append('}').toString();
        }
    }

    /** A test-only stub of {@code Notification.BigTextStyle} (API 16). */
    public static class BigTextStyle extends Notification.Style {
        /** Android's {@code BigTextStyle()}. */
        public BigTextStyle() {
            stubCalls.add(stubCall("new"));
        }

        /**
         * Android's {@code bigText(CharSequence)} (API 16).
         *
         * @param cs the text
         * @return this
         */
        public Notification.BigTextStyle bigText(CharSequence cs) {
            stubCalls.add(stubCall("bigText", cs));
            return this;
        }
    }

    /** A test-only stub of {@code Notification.MessagingStyle} (API 24). */
    public static class MessagingStyle extends Notification.Style {
        /**
         * Android's {@code MessagingStyle(CharSequence)} (API 24).
         *
         * @param userDisplayName the user's name
         * @deprecated in API 28: {@link #MessagingStyle(Person)}.
         */
        @Deprecated
        public MessagingStyle(CharSequence userDisplayName) {
            stubCalls.add(stubCall("new", userDisplayName));
        }

        /**
         * Android's {@code MessagingStyle(Person)} (API 28).
         *
         * @param user the user
         */
        public MessagingStyle(Person user) {
            stubCalls.add(stubCall("new", user));
        }

        /**
         * Android's {@code setConversationTitle(CharSequence)} (API 24).
         *
         * @param conversationTitle the title, or null
         * @return this
         */
        public Notification.MessagingStyle setConversationTitle(CharSequence conversationTitle) {
            stubCalls.add(stubCall("setConversationTitle", conversationTitle));
            return this;
        }

        /**
         * Android's {@code setGroupConversation(boolean)} (API 28).
         *
         * @param isGroupConversation whether it is a group's
         * @return this
         */
        public Notification.MessagingStyle setGroupConversation(boolean isGroupConversation) {
            stubCalls.add(stubCall("setGroupConversation", isGroupConversation));
            return this;
        }

        /**
         * Android's {@code addMessage(CharSequence, long, CharSequence)} (API 24).
         *
         * @param text the text
         * @param timestamp milliseconds since the epoch
         * @param sender the sender's name, null for the user
         * @return this
         * @deprecated in API 28: {@link #addMessage(CharSequence, long, Person)}.
         */
        @Deprecated
        public Notification.MessagingStyle addMessage(CharSequence text, long timestamp, CharSequence sender) {
            stubCalls.add(stubCall("addMessage", text, timestamp, sender));
            return this;
        }

        /**
         * Android's {@code addMessage(CharSequence, long, Person)} (API 28).
         *
         * @param text the text
         * @param timestamp milliseconds since the epoch
         * @param sender the sender, null for the user
         * @return this
         */
        public Notification.MessagingStyle addMessage(CharSequence text, long timestamp, Person sender) {
            stubCalls.add(stubCall("addMessage", text, timestamp, sender));
            return this;
        }
    }

    /** A test-only stub of {@code Notification.Action} (API 19), as its builder's calls. */
    public static class Action {
        private final List<String> stubCalls;

        Action(List<String> calls) {
            this.stubCalls = new ArrayList<String>(calls);
        }

        /** Test-only (not Android): the calls that built it. */
        @Override
        public String toString() {
            StringBuilder text = new StringBuilder("Action{");
            for (int i = 0; i < stubCalls.size(); i++) text.append(i > 0 ? ", " : "").append(stubCalls.get(i));
            return text.append('}').toString();
        }

        /** A test-only stub of {@code Notification.Action.Builder} (API 20). */
        public static final class Builder {
            private final List<String> calls = new ArrayList<String>();

            /**
             * Android's {@code Builder(int, CharSequence, PendingIntent)} (API 20).
             *
             * @param icon a drawable resource id, or 0
             * @param title the title
             * @param intent the intent
             * @deprecated in API 23: {@link #Builder(Icon, CharSequence, PendingIntent)}.
             */
            @Deprecated
            public Builder(int icon, CharSequence title, PendingIntent intent) {
                calls.add(stubCall("new", icon, title, intent));
            }

            /**
             * Android's {@code Builder(Icon, CharSequence, PendingIntent)} (API 23).
             *
             * @param icon the icon, or null
             * @param title the title
             * @param intent the intent
             */
            public Builder(Icon icon, CharSequence title, PendingIntent intent) {
                calls.add(stubCall("new", icon, title, intent));
            }

            /**
             * Android's {@code addRemoteInput(RemoteInput)} (API 20).
             *
             * @param remoteInput the input
             * @return this
             */
            public Notification.Action.Builder addRemoteInput(RemoteInput remoteInput) {
                calls.add(stubCall("addRemoteInput", remoteInput));
                return this;
            }

            /**
             * Android's {@code build()} (API 20).
             *
             * @return the action
             */
            public Notification.Action build() {
                return new Notification.Action(calls);
            }
        }
    }
}
