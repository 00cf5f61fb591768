package org.pushspec.android;

import android.app.Notification;
import android.app.NotificationChannel;
import android.app.NotificationManager;
import android.app.PendingIntent;
import android.app.Person;
import android.app.RemoteInput;
import android.content.Context;
import android.content.SharedPreferences;
import android.graphics.Bitmap;
import android.graphics.BitmapFactory;
import android.graphics.drawable.Icon;
import android.os.Build;
import android.os.Bundle;
import android.service.notification.StatusBarNotification;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.pushspec.presentation.NotificationAction;
import org.pushspec.presentation.NotificationCategory;
import org.pushspec.presentation.NotificationInterruption;
import org.pushspec.presentation.NotificationPresentation;
import org.pushspec.presentation.NotificationRemoval;
import org.pushspec.presentation.PresentationChanges;

/**
 * Posts and removes what {@link PresentationChanges} say with Android's platform notifications
 * ({@code android.app.Notification.Builder}, {@code NotificationManager}; no androidx), from API 21:
 * the Android counterpart of the Swift runtime's {@code NotificationPresentation+UserNotifications}.
 * Every decision is made in the presentation; this class only copies it into the platform's types.
 *
 * <pre>{@code
 * AndroidNotifications notifications = new AndroidNotifications(context, R.drawable.ic_notification, intents);
 * notifications.apply(push.presentationChanges(locale));   // removals first, then posts
 * }</pre>
 *
 * <h2>What a presentation becomes</h2>
 *
 * <table>
 *   <caption>Presentation members and the platform calls they make</caption>
 *   <tr><th>presentation</th><th>Android</th></tr>
 *   <tr><td>identifier</td><td>{@code notify(tag, id, …)}: tag = the identifier, id = {@link #notificationId}{@code (tag)};
 *       and in the extras under {@link NotificationPresentation#IDENTIFIER_USER_INFO_KEY}</td></tr>
 *   <tr><td>thread</td><td>{@code setGroup(thread)} and a summary per thread (API 24+); the extras' {@link #EXTRA_THREAD}</td></tr>
 *   <tr><td>title, body</td><td>{@code setContentTitle}, {@code setContentText}; {@code BigTextStyle.bigText(body)}, or a
 *       message of {@code MessagingStyle}</td></tr>
 *   <tr><td>subtitle</td><td>the conversation's title ({@code MessagingStyle.setConversationTitle}, and
 *       {@code setGroupConversation(true)} from API 28), else {@code setSubText}</td></tr>
 *   <tr><td>sender</td><td>{@code MessagingStyle} (API 24+): a {@code Person} from API 28, a name on 24–27; none: {@code BigTextStyle}</td></tr>
 *   <tr><td>interruption, sound</td><td>the channel ({@link #channelId}) and its importance from API 26, {@code setPriority} and
 *       {@code setDefaults} below; {@code Sound.NONE} is posted as {@code PASSIVE} (silent)</td></tr>
 *   <tr><td>relevance</td><td>{@code setSortKey}: {@code 0000} for 1, {@code 0500} for 0.5 (higher relevance sorts first within a group)</td></tr>
 *   <tr><td>category</td><td>the channel; its actions ({@code Notification.Action}, a {@code RemoteInput} under
 *       {@link #TEXT_INPUT_KEY} where an action accepts text); {@code setCategory}: {@code CATEGORY_CALL} for a call, else
 *       {@code CATEGORY_MESSAGE} for a message (a category or a sender; none for an account notice)</td></tr>
 *   <tr><td>userInfo</td><td>the extras, each entry under its key, the keys under {@link #EXTRA_USER_INFO_KEYS}</td></tr>
 *   <tr><td>attachment</td><td>{@code setLargeIcon(BitmapFactory.decodeByteArray(…))} (left out when it does not decode)</td></tr>
 * </table>
 *
 * <p>A call is a presentation whose interruption is {@code TIME_SENSITIVE} or whose category's
 * identifier ends in {@code .call}: {@code CATEGORY_CALL} and {@code BigTextStyle}. Every
 * notification also gets {@code setAutoCancel(true)}, {@code setOnlyAlertOnce(true)} (a push
 * delivered again updates silently), {@code setWhen(now)} and {@code setShowWhen(true)}.
 * {@code Sound.named} plays the channel's (below 26 the default) sound: a channel's sound is fixed
 * when it is made, and the presentation's sound is a file name of the push, not a resource.
 *
 * <h2>Tags and ids</h2>
 *
 * <p>Android keeps a posted notification under its tag and id together: a second {@code notify}
 * replaces the first only when both are equal, and {@code cancel(tag, id)} takes away only the
 * one with both. The tag is the identifier, stable and unique across accounts, so a push
 * delivered twice replaces itself, and two notifications never replace or cancel each other even
 * when their ids, a 32-bit hash ({@link String#hashCode()}, the same on every JVM and device),
 * collide: their tags differ. A thread's summary has the tag {@link #SUMMARY_TAG_PREFIX} + the
 * thread, which no identifier has: {@link #post} refuses an identifier that starts with it
 * (PushSpec's start with {@code telegram/} or {@code zulip/}).
 *
 * <h2>Groups and summaries</h2>
 *
 * <p>From API 24 each notification has its thread as its group, and each thread a summary
 * ({@code setGroupSummary(true)}, on the thread's last channel, titled with the subtitle or title,
 * opening what the last notification opens), posted after each notification; from API 26 with
 * {@code GROUP_ALERT_CHILDREN} (the summary never alerts), on 24–25 with no sound or vibration.
 * After a removal, the summary of every thread left without a notification is cancelled (found
 * through {@code getActiveNotifications()}, read before cancelling: Android cancels on its own
 * thread, so what this removal cancelled is not counted even if still listed; a summary whose
 * last notification the user swiped away goes with the next removal). Below API 24 Android
 * shows a group's summary alone and hides the rest
 * (developer.android.com/develop/ui/views/notifications/group), which would need the thread's
 * texts in the summary: there, every notification stands alone, with no group and no summary.
 *
 * <h2>Channels (API 26+)</h2>
 *
 * <p>One per category and interruption: {@code pushspec.CATEGORY.LEVEL}
 * ({@code pushspec.telegram.message.active}, {@code pushspec.telegram.call.time_sensitive};
 * {@code pushspec.default.LEVEL} without a category, a name no category has: categories are
 * {@code provider.name}), made with {@code createNotificationChannel} the first time this object
 * posts to it (Android keeps a channel's settings; making it again changes only its name, so a
 * new process updates the names). Importance: {@code PASSIVE} → {@code IMPORTANCE_LOW} (2),
 * {@code ACTIVE} and {@code TIME_SENSITIVE} → {@code IMPORTANCE_HIGH} (4). The names are
 * {@link Texts#channelName}'s: override it to localize them. Below 26: {@code setPriority}
 * {@code PRIORITY_LOW} / {@code PRIORITY_HIGH} / {@code PRIORITY_MAX} and, unless passive,
 * {@code setDefaults(DEFAULT_ALL)}.
 *
 * <h2>Removals</h2>
 *
 * <p>Each identifier: {@code cancel(identifier, notificationId(identifier))}. A rule
 * ({@code READ_HISTORY}) needs what is shown: from API 23 {@code getActiveNotifications()}, each
 * matched through {@link NotificationRemoval#matches} with the thread and user info its extras
 * carry. Below 23 Android cannot list them, so this class keeps its own record of what it posted,
 * in the {@code SharedPreferences} file {@link #RECORD_PREFERENCES}: per notification its
 * identifier, thread and user info (the ids of the account, chat and message; no title or text,
 * though a Zulip thread names its topic), the last {@link #RECORD_LIMIT} posted (older ones are
 * forgotten and a rule no longer reaches them). <b>The app must keep that file</b> while the
 * notifications it lists are shown (not delete it with its own data, e.g. at logout, without
 * cancelling them), and post and remove through this class (an object made per push is fine: the
 * record is in the file). A notification the user swiped away stays in the record until it is
 * removed or forgotten; cancelling it again does nothing.
 *
 * <h2>API levels</h2>
 *
 * <p>Anything above API 21 is called only inside a nested class named for its level
 * ({@code Api23}, {@code Api24}, {@code Api26}, {@code Api28}), reached after a
 * {@code Build.VERSION.SDK_INT} check, as Android's own libraries do; CI's
 * {@code .ci/check-android-api.py} checks the compiled classes against
 * {@code Java/android/api-levels.txt}.
 *
 * <h2>With NotificationCompat</h2>
 *
 * <p>An app that builds with androidx's {@code NotificationCompat} instead maps the same values:
 *
 * <table>
 *   <caption>This class and NotificationCompat</caption>
 *   <tr><th>here</th><th>NotificationCompat</th></tr>
 *   <tr><td>{@code new Notification.Builder(context, channelId)} (26+), {@code (context)} below</td>
 *       <td>{@code new NotificationCompat.Builder(context, channelId)} at every level</td></tr>
 *   <tr><td>{@code NotificationChannel(id, name, importance)}</td>
 *       <td>{@code NotificationChannelCompat.Builder(id, importance).setName(name)}, {@code NotificationManagerCompat.createNotificationChannel}</td></tr>
 *   <tr><td>{@code setPriority}, {@code setDefaults} below 26</td>
 *       <td>the same calls on every level (ignored from 26: the channel's importance)</td></tr>
 *   <tr><td>{@code Person} + {@code MessagingStyle} (28+), {@code MessagingStyle(CharSequence)} (24–27), {@code BigTextStyle} below</td>
 *       <td>{@code androidx.core.app.Person} + {@code NotificationCompat.MessagingStyle(Person)} at every level</td></tr>
 *   <tr><td>{@code Notification.Action.Builder}, {@code android.app.RemoteInput}</td>
 *       <td>{@code NotificationCompat.Action.Builder}, {@code androidx.core.app.RemoteInput}</td></tr>
 *   <tr><td>{@code setGroupAlertBehavior(GROUP_ALERT_CHILDREN)} (26+)</td><td>{@code NotificationCompat.GROUP_ALERT_CHILDREN}</td></tr>
 *   <tr><td>{@code notify(tag, id, n)}, {@code cancel(tag, id)}</td>
 *       <td>{@code NotificationManagerCompat.notify(tag, id, n)}, {@code cancel(tag, id)}</td></tr>
 *   <tr><td>{@code getActiveNotifications()} (23+), the record below</td>
 *       <td>{@code NotificationManagerCompat.getActiveNotifications()} (empty below 23: keep a record as here)</td></tr>
 * </table>
 *
 * <p>The channel ids, tags, ids, extras and sort keys are the same whichever builder an app uses.
 * Methods are synchronized: one object may be shared by threads.
 */
public final class AndroidNotifications {
    /** The extras key of the notification's thread. */
    public static final @NotNull String EXTRA_THREAD = "pushspec_thread";
    /** The extras key of the list ({@code String[]}) of the user info's keys, each of which is an extras key too. */
    public static final @NotNull String EXTRA_USER_INFO_KEYS = "pushspec_user_info_keys";
    /**
     * The {@code RemoteInput} result key of an action that accepts text: the app reads the text with
     * {@code RemoteInput.getResultsFromIntent(intent).getCharSequence(TEXT_INPUT_KEY)}.
     */
    public static final @NotNull String TEXT_INPUT_KEY = "pushspec_text";
    /** The start of a summary's tag, followed by its thread; {@link #post} refuses identifiers that start with it. */
    public static final @NotNull String SUMMARY_TAG_PREFIX = "pushspec.summary/";
    /** The {@code SharedPreferences} file of the record of what was posted, below API 23 only. */
    public static final @NotNull String RECORD_PREFERENCES = "pushspec_notifications";
    /** How many posted notifications the record keeps below API 23: the most recent. */
    public static final int RECORD_LIMIT = 200;

    /**
     * What the app supplies: the intents a notification sends. Return intents made with
     * {@code PendingIntent.FLAG_IMMUTABLE}, except for an action that accepts text, whose intent
     * must be mutable ({@code FLAG_MUTABLE} from API 31) for Android to add the text.
     */
    public interface Intents {
        /**
         * What tapping the notification (or its thread's summary) does: typically an activity
         * opening the chat that the presentation's {@code userInfo} names.
         *
         * @param presentation the presentation
         * @return the intent
         */
        @NotNull PendingIntent contentIntent(@NotNull NotificationPresentation presentation);

        /**
         * What an action's button does: a broadcast or service for one that does not open the app
         * ({@code opensApp} false; with its text under {@link #TEXT_INPUT_KEY} when it accepts
         * text), an activity for one that does. Android has no destructive style:
         * {@code isDestructive} is the app's to honour (e.g. ask to confirm).
         *
         * @param presentation the presentation
         * @param action one of its category's actions
         * @return the intent, or null to leave the action out
         */
        @Nullable PendingIntent actionIntent(@NotNull NotificationPresentation presentation, @NotNull NotificationAction action);
    }

    /**
     * The texts this class shows itself, in English; override to localize them (the channel
     * names are read when a channel is made, once per process).
     */
    public static class Texts {
        /** English texts. */
        public Texts() {}

        /**
         * A channel's name in the system's settings: {@code Telegram messages},
         * {@code Telegram channel posts}, {@code Telegram calls}, {@code Zulip messages}, another
         * category's identifier, or {@code Notifications} without one; with {@code  (silent)}
         * for {@code PASSIVE} and {@code  (urgent)} for {@code TIME_SENSITIVE}.
         *
         * @param category the category, or null
         * @param interruption the interruption level
         * @return the name
         */
        public @NotNull String channelName(@Nullable NotificationCategory category, @NotNull NotificationInterruption interruption) {
            String name;
            if (category == null) {
                name = "Notifications";
            } else if (category.identifier.equals("telegram.message")) {
                name = "Telegram messages";
            } else if (category.identifier.equals("telegram.channel_post")) {
                name = "Telegram channel posts";
            } else if (category.identifier.equals("telegram.call")) {
                name = "Telegram calls";
            } else if (category.identifier.equals("zulip.message")) {
                name = "Zulip messages";
            } else {
                name = category.identifier;
            }
            if (interruption == NotificationInterruption.PASSIVE) return name + " (silent)";
            if (interruption == NotificationInterruption.TIME_SENSITIVE) return name + " (urgent)";
            return name;
        }

        /**
         * The user's own name in a conversation ({@code MessagingStyle}'s user, shown beside a
         * reply until the app posts again): {@code You}.
         *
         * @return the name
         */
        public @NotNull String selfName() {
            return "You";
        }
    }

    /** The time a notification is posted at (milliseconds since the epoch); tests fix it. */
    interface Clock {
        long now();
    }

    private static final Clock SYSTEM_CLOCK = new Clock() {
        @Override
        public long now() {
            return System.currentTimeMillis();
        }
    };

    private final Context context;
    private final NotificationManager manager;
    private final int smallIcon;
    private final Intents intents;
    private final Texts texts;
    private final int sdkInt;
    private final Clock clock;
    private final Set<String> channelsMade = new HashSet<String>();

    /**
     * An adapter with English texts, for the device's API level.
     *
     * @param context any context (its application context is kept)
     * @param smallIcon the drawable resource id of the status bar icon
     * @param intents what the notifications send
     */
    public AndroidNotifications(@NotNull Context context, int smallIcon, @NotNull Intents intents) {
        this(context, smallIcon, intents, new Texts());
    }

    /**
     * An adapter for the device's API level.
     *
     * @param context any context (its application context is kept)
     * @param smallIcon the drawable resource id of the status bar icon
     * @param intents what the notifications send
     * @param texts the texts shown
     */
    public AndroidNotifications(@NotNull Context context, int smallIcon, @NotNull Intents intents, @NotNull Texts texts) {
        this(context, smallIcon, intents, texts, Build.VERSION.SDK_INT, SYSTEM_CLOCK);
    }

    /** For tests: an API level and a clock of their own. */
    AndroidNotifications(Context context, int smallIcon, Intents intents, Texts texts, int sdkInt, Clock clock) {
        if (context == null || intents == null || texts == null || clock == null) throw new NullPointerException("context, intents, texts, clock");
        Context application = context.getApplicationContext();
        this.context = application != null ? application : context;
        Object service = this.context.getSystemService(Context.NOTIFICATION_SERVICE);
        if (!(service instanceof NotificationManager)) throw new IllegalStateException("no NotificationManager");
        this.manager = (NotificationManager) service;
        this.smallIcon = smallIcon;
        this.intents = intents;
        this.texts = texts;
        this.sdkInt = sdkInt;
        this.clock = clock;
    }

    /**
     * The channel a presentation of a category and interruption level is posted to (API 26+).
     *
     * @param category the category, or null
     * @param interruption the interruption level
     * @return {@code pushspec.CATEGORY.LEVEL}, {@code pushspec.default.LEVEL} without a category
     */
    public static @NotNull String channelId(@Nullable NotificationCategory category, @NotNull NotificationInterruption interruption) {
        return "pushspec." + (category == null ? "default" : category.identifier) + "." + interruption.specName;
    }

    /**
     * The id a notification is posted with beside its tag: the tag's {@link String#hashCode()}.
     *
     * @param tag the tag (an identifier, or a summary's tag)
     * @return the id
     */
    public static int notificationId(@NotNull String tag) {
        return tag.hashCode();
    }

    /**
     * The tag of a thread's summary.
     *
     * @param thread the thread
     * @return {@link #SUMMARY_TAG_PREFIX} + the thread
     */
    public static @NotNull String summaryTag(@NotNull String thread) {
        return SUMMARY_TAG_PREFIX + thread;
    }

    /**
     * Applies what one push changes: the removals first, then the posts, in order.
     *
     * @param changes the changes
     */
    public synchronized void apply(@NotNull PresentationChanges changes) {
        if (!changes.remove.isEmpty()) remove(changes.remove);
        for (NotificationPresentation presentation : changes.present) post(presentation);
    }

    /**
     * Posts a notification (replacing one of the same identifier), and from API 24 its thread's summary.
     *
     * @param presentation the presentation
     * @throws IllegalArgumentException if the identifier starts with {@link #SUMMARY_TAG_PREFIX}
     */
    @SuppressWarnings("deprecation") // setPriority and setDefaults below API 26, where they are the way
    public synchronized void post(@NotNull NotificationPresentation presentation) {
        String tag = presentation.identifier;
        if (tag.startsWith(SUMMARY_TAG_PREFIX)) throw new IllegalArgumentException("an identifier may not start with " + SUMMARY_TAG_PREFIX);
        NotificationInterruption level = presentation.sound.plays() ? presentation.interruption : NotificationInterruption.PASSIVE;
        String channel = channelId(presentation.category, level);
        if (sdkInt >= Build.VERSION_CODES.O && channelsMade.add(channel)) {
            Api26.createChannel(manager, channel, texts.channelName(presentation.category, level), importance(level));
        }
        long now = clock.now();
        boolean call = isCall(presentation);

        Notification.Builder builder = builder(channel);
        builder.setSmallIcon(smallIcon)
            .setContentTitle(presentation.title)
            .setContentText(presentation.body)
            .setContentIntent(intents.contentIntent(presentation))
            .setAutoCancel(true)
            .setOnlyAlertOnce(true)
            .setWhen(now)
            .setShowWhen(true)
            .setSortKey(sortKey(presentation.relevance));
        if (call) {
            builder.setCategory(Notification.CATEGORY_CALL);
        } else if (presentation.category != null || presentation.sender != null) {
            builder.setCategory(Notification.CATEGORY_MESSAGE);
        }
        if (sdkInt >= Build.VERSION_CODES.N) builder.setGroup(presentation.thread);
        if (sdkInt < Build.VERSION_CODES.O) {
            builder.setPriority(priority(level));
            if (level != NotificationInterruption.PASSIVE) builder.setDefaults(Notification.DEFAULT_ALL);
        }

        NotificationPresentation.Sender sender = presentation.sender;
        if (sender != null && !call && sdkInt >= Build.VERSION_CODES.P) {
            Api28.setMessagingStyle(builder, texts.selfName(), presentation.subtitle, presentation.body, now, sender.name, personKey(presentation, sender));
        } else if (sender != null && !call && sdkInt >= Build.VERSION_CODES.N) {
            Api24.setMessagingStyle(builder, texts.selfName(), presentation.subtitle, presentation.body, now, sender.name);
        } else {
            builder.setStyle(new Notification.BigTextStyle().bigText(presentation.body));
            if (presentation.subtitle != null) builder.setSubText(presentation.subtitle);
        }

        byte[] attachment = presentation.attachment();
        if (attachment != null) {
            Bitmap bitmap = BitmapFactory.decodeByteArray(attachment, 0, attachment.length);
            if (bitmap != null) builder.setLargeIcon(bitmap);
        }

        if (presentation.category != null) {
            for (NotificationAction action : presentation.category.actions) {
                PendingIntent intent = intents.actionIntent(presentation, action);
                if (intent == null) continue;
                Notification.Action.Builder button = sdkInt >= Build.VERSION_CODES.M
                    ? Api23.actionBuilder(action.title, intent)
                    : new Notification.Action.Builder(0, action.title, intent);
                if (action.acceptsText) button.addRemoteInput(new RemoteInput.Builder(TEXT_INPUT_KEY).setLabel(action.title).build());
                builder.addAction(button.build());
            }
        }

        builder.addExtras(extras(presentation));
        manager.notify(tag, notificationId(tag), builder.build());

        if (sdkInt >= Build.VERSION_CODES.N) postSummary(presentation, channel, level);
        if (sdkInt < Build.VERSION_CODES.M) remember(presentation);
    }

    /**
     * Removes notifications: those of the removal's identifiers, and those its rule matches
     * (from API 23 among the active notifications, below among the record); from API 24 also the
     * summary of every thread left without a notification.
     *
     * @param removal the removal
     */
    public synchronized void remove(@NotNull NotificationRemoval removal) {
        if (removal.isEmpty()) return;
        // Read before cancelling: Android cancels on its own thread, and what is listed after a
        // cancel may or may not hold what was cancelled.
        StatusBarNotification[] active = sdkInt >= Build.VERSION_CODES.M ? Api23.activeNotifications(manager) : null;
        Set<String> cancelled = new LinkedHashSet<String>();
        for (String identifier : removal.identifiers) {
            if (identifier.startsWith(SUMMARY_TAG_PREFIX) || !cancelled.add(identifier)) continue;
            manager.cancel(identifier, notificationId(identifier));
        }
        if (active != null) {
            removeActive(removal, cancelled, active);
        } else {
            removeRecorded(removal, cancelled);
        }
    }

    private void removeActive(NotificationRemoval removal, Set<String> cancelled, StatusBarNotification[] active) {
        Set<String> remaining = new HashSet<String>();
        List<StatusBarNotification> summaries = new ArrayList<StatusBarNotification>();
        for (StatusBarNotification shown : active) {
            String tag = shown.getTag();
            if (tag != null && tag.startsWith(SUMMARY_TAG_PREFIX)) {
                summaries.add(shown);
                continue;
            }
            Posted posted = Posted.of(shown);
            if (posted == null || cancelled.contains(posted.tag)) continue;
            if (removal.matches(posted.identifier, posted.thread, posted.userInfo)) {
                manager.cancel(posted.tag, shown.getId());
                cancelled.add(posted.tag);
            } else {
                remaining.add(posted.thread);
            }
        }
        if (sdkInt < Build.VERSION_CODES.N) return;
        for (StatusBarNotification summary : summaries) {
            if (!remaining.contains(summary.getTag().substring(SUMMARY_TAG_PREFIX.length()))) manager.cancel(summary.getTag(), summary.getId());
        }
    }

    private void removeRecorded(NotificationRemoval removal, Set<String> cancelled) {
        SharedPreferences record = record();
        SharedPreferences.Editor editor = record.edit();
        for (Posted posted : recorded(record)) {
            if (cancelled.contains(posted.tag)) {
                editor.remove(posted.tag);
            } else if (removal.matches(posted.identifier, posted.thread, posted.userInfo)) {
                manager.cancel(posted.tag, notificationId(posted.tag));
                cancelled.add(posted.tag);
                editor.remove(posted.tag);
            }
        }
        editor.apply();
    }

    @SuppressWarnings("deprecation") // setPriority below API 26
    private void postSummary(NotificationPresentation presentation, String channel, NotificationInterruption level) {
        String tag = summaryTag(presentation.thread);
        Notification.Builder builder = builder(channel);
        builder.setSmallIcon(smallIcon)
            .setContentTitle(presentation.subtitle != null ? presentation.subtitle : presentation.title)
            .setContentIntent(intents.contentIntent(presentation))
            .setAutoCancel(true)
            .setGroup(presentation.thread)
            .setGroupSummary(true);
        if (sdkInt >= Build.VERSION_CODES.O) {
            Api26.alertChildrenOnly(builder);
        } else {
            builder.setPriority(priority(level)); // and no defaults: the summary makes no sound
        }
        Bundle extras = new Bundle();
        extras.putString(EXTRA_THREAD, presentation.thread);
        builder.addExtras(extras);
        manager.notify(tag, notificationId(tag), builder.build());
    }

    @SuppressWarnings("deprecation") // Builder(Context) below API 26, where it is the way
    private Notification.Builder builder(String channel) {
        return sdkInt >= Build.VERSION_CODES.O ? Api26.builder(context, channel) : new Notification.Builder(context);
    }

    private static Bundle extras(NotificationPresentation presentation) {
        Bundle extras = new Bundle();
        List<String> keys = new ArrayList<String>();
        for (Map.Entry<String, String> entry : presentation.userInfo.entrySet()) {
            String key = entry.getKey();
            // Android's own extras start with "android."; the adapter's keys are written below.
            if (key.startsWith("android.") || key.equals(EXTRA_THREAD) || key.equals(EXTRA_USER_INFO_KEYS)
                || key.equals(NotificationPresentation.IDENTIFIER_USER_INFO_KEY)) continue;
            extras.putString(key, entry.getValue());
            keys.add(key);
        }
        extras.putStringArray(EXTRA_USER_INFO_KEYS, keys.toArray(new String[0]));
        extras.putString(EXTRA_THREAD, presentation.thread);
        extras.putString(NotificationPresentation.IDENTIFIER_USER_INFO_KEY, presentation.identifier);
        return extras;
    }

    static boolean isCall(NotificationPresentation presentation) {
        return presentation.interruption == NotificationInterruption.TIME_SENSITIVE
            || (presentation.category != null && presentation.category.identifier.endsWith(".call"));
    }

    /** {@code 0000} for relevance 1 … {@code 1000} for 0: lexicographic order puts the more relevant first. */
    static String sortKey(double relevance) {
        double clamped = relevance >= 0 ? Math.min(relevance, 1) : 0;
        String rank = Long.toString(1000 - Math.round(clamped * 1000));
        return "0000".substring(rank.length()) + rank;
    }

    private static String personKey(NotificationPresentation presentation, NotificationPresentation.Sender sender) {
        String account = presentation.userInfo.get(NotificationPresentation.UserInfoKey.ACCOUNT);
        return account == null ? Long.toString(sender.id) : account + "/" + sender.id;
    }

    @SuppressWarnings("deprecation") // PRIORITY_ below API 26
    private static int priority(NotificationInterruption level) {
        if (level == NotificationInterruption.PASSIVE) return Notification.PRIORITY_LOW;
        return level == NotificationInterruption.TIME_SENSITIVE ? Notification.PRIORITY_MAX : Notification.PRIORITY_HIGH;
    }

    private static int importance(NotificationInterruption level) {
        return level == NotificationInterruption.PASSIVE ? NotificationManager.IMPORTANCE_LOW : NotificationManager.IMPORTANCE_HIGH;
    }

    // The record below API 23: one preference per notification, its key the identifier, its value
    // the order it was posted in, the thread and the user info, one field a line ("\\" and "\n"
    // escaped).

    private SharedPreferences record() {
        return context.getSharedPreferences(RECORD_PREFERENCES, Context.MODE_PRIVATE);
    }

    private void remember(NotificationPresentation presentation) {
        SharedPreferences record = record();
        List<Posted> posted = recorded(record);
        long order = posted.isEmpty() ? 0 : posted.get(posted.size() - 1).order + 1;
        StringBuilder value = new StringBuilder(Long.toString(order)).append('\n').append(escape(presentation.thread));
        for (Map.Entry<String, String> entry : presentation.userInfo.entrySet()) {
            value.append('\n').append(escape(entry.getKey())).append('\n').append(escape(entry.getValue()));
        }
        SharedPreferences.Editor editor = record.edit();
        editor.putString(presentation.identifier, value.toString());
        int count = posted.size() + 1;
        for (Posted old : posted) {
            if (old.tag.equals(presentation.identifier)) count--;
        }
        for (int i = 0; i < posted.size() && count > RECORD_LIMIT; i++) {
            if (posted.get(i).tag.equals(presentation.identifier)) continue;
            editor.remove(posted.get(i).tag);
            count--;
        }
        editor.apply();
    }

    /** The record's entries, oldest first (an entry that does not read is left out). */
    private static List<Posted> recorded(SharedPreferences record) {
        List<Posted> entries = new ArrayList<Posted>();
        for (Map.Entry<String, ?> entry : record.getAll().entrySet()) {
            Object value = entry.getValue();
            Posted posted = value instanceof String ? Posted.read(entry.getKey(), (String) value) : null;
            if (posted != null) entries.add(posted);
        }
        Collections.sort(entries, new Comparator<Posted>() {
            @Override
            public int compare(Posted a, Posted b) {
                return a.order < b.order ? -1 : a.order > b.order ? 1 : 0;
            }
        });
        return entries;
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("\n", "\\n");
    }

    /** What a posted notification says of itself: from its extras, or from the record. */
    private static final class Posted {
        final String tag;
        final String identifier;
        final String thread;
        final Map<String, String> userInfo;
        final long order;

        Posted(String tag, String identifier, String thread, Map<String, String> userInfo, long order) {
            this.tag = tag;
            this.identifier = identifier;
            this.thread = thread;
            this.userInfo = userInfo;
            this.order = order;
        }

        /** A notification this class posted (not a summary), or null. */
        static Posted of(StatusBarNotification shown) {
            String tag = shown.getTag();
            Notification notification = shown.getNotification();
            if (tag == null || tag.startsWith(SUMMARY_TAG_PREFIX) || notification == null || notification.extras == null) return null;
            Bundle extras = notification.extras;
            String thread = extras.getString(EXTRA_THREAD);
            if (thread == null) return null;
            Map<String, String> userInfo = new LinkedHashMap<String, String>();
            String[] keys = extras.getStringArray(EXTRA_USER_INFO_KEYS);
            if (keys != null) {
                for (String key : keys) {
                    String value = extras.getString(key);
                    if (value != null) userInfo.put(key, value);
                }
            }
            return new Posted(tag, extras.getString(NotificationPresentation.IDENTIFIER_USER_INFO_KEY), thread, userInfo, 0);
        }

        /** A record's entry, or null when it does not read. */
        static Posted read(String identifier, String value) {
            List<String> fields = new ArrayList<String>();
            StringBuilder field = new StringBuilder();
            for (int i = 0; i < value.length(); i++) {
                char c = value.charAt(i);
                if (c == '\n') {
                    fields.add(field.toString());
                    field.setLength(0);
                } else if (c == '\\' && i + 1 < value.length()) {
                    char next = value.charAt(++i);
                    field.append(next == 'n' ? '\n' : next);
                } else {
                    field.append(c);
                }
            }
            fields.add(field.toString());
            if (fields.size() < 2 || fields.size() % 2 != 0) return null;
            long order;
            try {
                order = Long.parseLong(fields.get(0));
            } catch (NumberFormatException e) {
                return null;
            }
            Map<String, String> userInfo = new LinkedHashMap<String, String>();
            for (int i = 2; i < fields.size(); i += 2) userInfo.put(fields.get(i), fields.get(i + 1));
            return new Posted(identifier, identifier, fields.get(1), userInfo, order);
        }
    }

    /** API 23: the active notifications, the action builder with an {@code Icon}. */
    private static final class Api23 {
        private Api23() {}

        static StatusBarNotification[] activeNotifications(NotificationManager manager) {
            return manager.getActiveNotifications();
        }

        static Notification.Action.Builder actionBuilder(CharSequence title, PendingIntent intent) {
            return new Notification.Action.Builder((Icon) null, title, intent);
        }
    }

    /** API 24: {@code MessagingStyle} with the user's name and each sender's. */
    private static final class Api24 {
        private Api24() {}

        @SuppressWarnings("deprecation") // MessagingStyle(CharSequence) and addMessage(…, CharSequence) on 24–27, where they are the way
        static void setMessagingStyle(Notification.Builder builder, String selfName, String conversationTitle, String text, long when, String senderName) {
            Notification.MessagingStyle style = new Notification.MessagingStyle(selfName);
            if (conversationTitle != null) style.setConversationTitle(conversationTitle);
            style.addMessage(text, when, senderName);
            builder.setStyle(style);
        }
    }

    /** API 26: channels, the builder with a channel, the summary's alert behaviour. */
    private static final class Api26 {
        private Api26() {}

        static void createChannel(NotificationManager manager, String id, String name, int importance) {
            manager.createNotificationChannel(new NotificationChannel(id, name, importance));
        }

        static Notification.Builder builder(Context context, String channel) {
            return new Notification.Builder(context, channel);
        }

        static void alertChildrenOnly(Notification.Builder builder) {
            builder.setGroupAlertBehavior(Notification.GROUP_ALERT_CHILDREN);
        }
    }

    /** API 28: {@code MessagingStyle} with {@code Person}s. */
    private static final class Api28 {
        private Api28() {}

        static void setMessagingStyle(Notification.Builder builder, String selfName, String conversationTitle, String text, long when,
            String senderName, String senderKey) {
            Notification.MessagingStyle style = new Notification.MessagingStyle(new Person.Builder().setName(selfName).build());
            if (conversationTitle != null) style.setConversationTitle(conversationTitle).setGroupConversation(true);
            style.addMessage(text, when, new Person.Builder().setName(senderName).setKey(senderKey).build());
            builder.setStyle(style);
        }
    }
}
