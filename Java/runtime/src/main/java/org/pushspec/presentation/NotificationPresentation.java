package org.pushspec.presentation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.pushspec.fields.Peer;
import org.pushspec.internal.RealmOrigin;
import org.pushspec.telegram.NotificationGroupKind;

/**
 * What the platform shows for one notification: every decision made, nothing left but copying the
 * members into the platform's own type ({@code Notification.Builder} through
 * {@code org.pushspec.android.AndroidNotifications}, or an app's {@code NotificationCompat.Builder}).
 * The Swift runtime's {@code NotificationPresentation}, member for member: made from one decoded
 * push ({@code TelegramPush.presentationChanges}, {@code ZulipPush.presentationChanges}).
 *
 * <h2>Identifiers and threads</h2>
 *
 * <p>An {@link #identifier} is stable and unique across accounts, so that the same message
 * delivered twice replaces itself and two accounts never take each other's notifications:
 *
 * <ul>
 *   <li>Telegram: identifier {@code telegram/RECEIVER/CHAT/MESSAGE}, thread {@code telegram/RECEIVER/CHAT/GROUP};</li>
 *   <li>Zulip: identifier {@code zulip/REALM/USER/MESSAGE}, thread {@code zulip/REALM/USER/channel/ID/topic}
 *       or {@code zulip/REALM/USER/dm/ID,ID,…}.</li>
 * </ul>
 *
 * <p>RECEIVER is the push receiver id (the key id of an encrypted push, else its {@code user_id});
 * CHAT TDLib's chat id (a basic group −id, a channel −10¹² − id); MESSAGE the server's message id;
 * GROUP TDLib's group type ({@code messages}, {@code mentions}, {@code calls}, {@code secret_chat};
 * {@code none} for account notices), so that a chat's mentions are a thread of their own. A call
 * without a message uses {@code callID}, a push naming no message its {@code loc_key}. REALM is
 * the realm's host (with its port when not the scheme's default); a topic is compared without
 * case, as Zulip does.
 *
 * <h2>Relevance</h2>
 *
 * <p>How the system orders a thread's notifications, 0…1: an incoming call 1; a mention or a reply
 * to the user 0.8; any other message 0.5; an account notice (no chat) 0.3. Silence changes the
 * {@link #interruption}, not the relevance.
 *
 * <p>Immutable; {@link #toString()} holds no text of the push.
 */
public final class NotificationPresentation {
    /**
     * The extras key under which a posted notification keeps {@link #identifier}, so that removals
     * can match it (the Swift runtime's {@code userInfo} key of the same name).
     */
    public static final @NotNull String IDENTIFIER_USER_INFO_KEY = "pushspec_identifier";

    /** The sound to play. Immutable. */
    public static final class Sound {
        /** The platform's default sound. */
        public static final @NotNull Sound DEFAULT = new Sound(null, true);
        /** No sound: a message sent silently, or a chat whose sound is off. */
        public static final @NotNull Sound NONE = new Sound(null, false);

        /** The sound file the push names, or null for {@link #DEFAULT} and {@link #NONE}. */
        public final @Nullable String name;
        private final boolean plays;

        private Sound(String name, boolean plays) {
            this.name = name;
            this.plays = plays;
        }

        /**
         * A sound file the push names (its {@code sound}).
         *
         * @param name the file's name
         * @return the sound
         */
        public static @NotNull Sound named(@NotNull String name) {
            if (name == null) throw new NullPointerException("name");
            return new Sound(name, true);
        }

        /**
         * Whether it plays anything.
         *
         * @return false for {@link #NONE}
         */
        public boolean plays() {
            return plays;
        }

        @Override
        public boolean equals(@Nullable Object other) {
            if (!(other instanceof Sound)) return false;
            Sound that = (Sound) other;
            return plays == that.plays && (name == null ? that.name == null : name.equals(that.name));
        }

        @Override
        public int hashCode() {
            return name == null ? (plays ? 1 : 0) : name.hashCode();
        }

        @Override
        public @NotNull String toString() {
            return name != null ? "Sound(" + name + ")" : plays ? "Sound.DEFAULT" : "Sound.NONE";
        }
    }

    /** Who sent the message, for a conversation style. Immutable. */
    public static final class Sender {
        /** The name the push gives. */
        public final @NotNull String name;
        /** The id: a Telegram user id, or TDLib's chat id of a chat posting as itself; a Zulip user id. */
        public final long id;

        /**
         * A sender.
         *
         * @param name the name
         * @param id the id
         */
        public Sender(@NotNull String name, long id) {
            if (name == null) throw new NullPointerException("name");
            this.name = name;
            this.id = id;
        }

        @Override
        public boolean equals(@Nullable Object other) {
            return other instanceof Sender && name.equals(((Sender) other).name) && id == ((Sender) other).id;
        }

        @Override
        public int hashCode() {
            return name.hashCode() * 31 + (int) (id ^ (id >>> 32));
        }

        /** The id, and the name's length only. */
        @Override
        public @NotNull String toString() {
            return "Sender(id=" + id + ", name=<" + name.length() + " characters>)";
        }
    }

    /** The keys of {@link #userInfo}. */
    public static final class UserInfoKey {
        private UserInfoKey() {}

        /** The account: the push receiver id (Telegram), {@code REALM/USER} (Zulip). */
        public static final @NotNull String ACCOUNT = "account";
        /** The chat (TDLib's chat id), or for Zulip the channel id. */
        public static final @NotNull String CHAT_ID = "chat_id";
        /** The server's message id: what {@code READ_HISTORY}'s {@code max_id} is compared with. */
        public static final @NotNull String MESSAGE_ID = "message_id";
    }

    /** The relevance rule (see the class's comment). */
    public static final class Relevance {
        private Relevance() {}

        /** An incoming call. */
        public static final double CALL = 1.0;
        /** A mention of the user, or a reply to them. */
        public static final double MENTION = 0.8;
        /** Any other message. */
        public static final double MESSAGE = 0.5;
        /** An account notice, about no chat. */
        public static final double NOTICE = 0.3;
    }

    /** The identifiers and threads of the table above, for an app that matches them with its own records. */
    public static final class Identifiers {
        private Identifiers() {}

        /**
         * A Telegram message's notification: {@code telegram/RECEIVER/CHAT/MESSAGE}.
         *
         * @param receiver the push receiver id
         * @param chatId TDLib's chat id
         * @param messageId the server's message id
         * @return the identifier
         */
        public static @NotNull String telegramMessage(long receiver, long chatId, long messageId) {
            return "telegram/" + receiver + "/" + chatId + "/" + messageId;
        }

        /**
         * A Telegram thread: {@code telegram/RECEIVER/CHAT/GROUP}.
         *
         * @param receiver the push receiver id
         * @param chatId TDLib's chat id
         * @param group the group
         * @return the thread
         */
        public static @NotNull String telegramThread(long receiver, long chatId, @NotNull NotificationGroupKind group) {
            return "telegram/" + receiver + "/" + chatId + "/" + group.specName;
        }

        /**
         * A Zulip account: {@code REALM/USER}, REALM the realm URL's host (with a port that is not
         * the scheme's default, in lowercase), or the URL as given when it is not one.
         *
         * @param realmUrl the realm's URL, or null
         * @param userId the user's id, or null
         * @return the account
         */
        public static @NotNull String zulipAccount(@Nullable String realmUrl, @Nullable Long userId) {
            RealmOrigin origin = RealmOrigin.of(realmUrl);
            String realm;
            if (origin != null) {
                int defaultPort = origin.scheme.equals("https") ? 443 : 80;
                realm = origin.port == defaultPort ? origin.host : origin.host + ":" + origin.port;
            } else {
                realm = realmUrl == null ? "" : realmUrl;
            }
            return realm + "/" + (userId == null ? "" : userId.toString());
        }

        /**
         * A Zulip message's notification: {@code zulip/REALM/USER/MESSAGE}.
         *
         * @param account the account ({@link #zulipAccount})
         * @param messageId the message's id
         * @return the identifier
         */
        public static @NotNull String zulipMessage(@NotNull String account, long messageId) {
            return "zulip/" + account + "/" + messageId;
        }

        /**
         * A Zulip channel topic's thread: {@code zulip/REALM/USER/channel/ID/topic} (the channel's
         * name after {@code #} when the push has no id), the topic in lowercase as Zulip compares topics.
         *
         * @param account the account ({@link #zulipAccount})
         * @param channelId the channel's id, or null
         * @param channelName the channel's name, or null
         * @param topic the topic
         * @return the thread
         */
        public static @NotNull String zulipChannelThread(@NotNull String account, @Nullable Long channelId, @Nullable String channelName,
            @NotNull String topic) {
            String channel = channelId != null ? channelId.toString() : "#" + (channelName == null ? "" : channelName);
            return "zulip/" + account + "/channel/" + channel + "/" + topic.toLowerCase(Locale.ROOT);
        }

        /**
         * A Zulip direct message conversation's thread: {@code zulip/REALM/USER/dm/ID,ID,…}, everyone in it sorted.
         *
         * @param account the account ({@link #zulipAccount})
         * @param userIds the conversation's users
         * @return the thread
         */
        public static @NotNull String zulipDirectThread(@NotNull String account, @NotNull List<Long> userIds) {
            List<Long> sorted = new ArrayList<Long>(userIds);
            Collections.sort(sorted);
            StringBuilder thread = new StringBuilder("zulip/").append(account).append("/dm/");
            for (int i = 0; i < sorted.size(); i++) thread.append(i > 0 ? "," : "").append(sorted.get(i));
            return thread.toString();
        }

        /**
         * TDLib's chat id of a peer (a basic group −id, a channel or supergroup −10¹² − id).
         *
         * @param peer the peer
         * @return the chat id
         */
        public static long chatId(@NotNull Peer peer) {
            switch (peer.kind) {
                case USER:
                    return peer.id;
                case CHAT:
                    return -peer.id;
                default:
                    return -1_000_000_000_000L - peer.id;
            }
        }

        /**
         * TDLib's chat id of a secret chat.
         *
         * @param encryptionId the push's {@code encryption_id}
         * @return the chat id
         */
        public static long secretChatId(long encryptionId) {
            return -2_000_000_000_000L + encryptionId;
        }
    }

    /** Stable and unique across accounts (see the class's comment): the platform's tag or request identifier. */
    public final @NotNull String identifier;
    /** The notification group it belongs to: Android's group key, Apple's thread identifier. */
    public final @NotNull String thread;
    /** The title: the sender for a message in a group, else the chat, the channel or the sender. */
    public final @NotNull String title;
    /** The chat, for a message in a group or a channel when the title is not already the chat; else null. */
    public final @Nullable String subtitle;
    /** The text under the title, rendered from the spec's templates in the locale asked for. */
    public final @NotNull String body;
    /** Who sent it, where the push names someone; else null. */
    public final @Nullable Sender sender;
    /** The sound. */
    public final @NotNull Sound sound;
    /** How strongly it asks for attention: passive when silent, the spec's level otherwise. */
    public final @NotNull NotificationInterruption interruption;
    /** Its rank among the thread's notifications, 0…1 (see the rule above). */
    public final double relevance;
    /** The actions offered, when the type has any; else null. */
    public final @Nullable NotificationCategory category;
    /** What opening it needs, under {@link UserInfoKey}'s keys, sorted by key (unmodifiable). */
    public final @NotNull Map<String, String> userInfo;
    private final byte[] attachment;

    /**
     * A presentation from its parts.
     *
     * @param identifier the identifier
     * @param thread the thread
     * @param title the title
     * @param subtitle the subtitle, or null
     * @param body the body
     * @param sender the sender, or null
     * @param sound the sound
     * @param interruption the interruption level
     * @param relevance the relevance, 0…1
     * @param category the category, or null
     * @param userInfo the user info (copied)
     * @param attachment a JPEG file's bytes (copied), or null
     */
    public NotificationPresentation(@NotNull String identifier, @NotNull String thread, @NotNull String title, @Nullable String subtitle,
        @NotNull String body, @Nullable Sender sender, @NotNull Sound sound, @NotNull NotificationInterruption interruption, double relevance,
        @Nullable NotificationCategory category, @NotNull Map<String, String> userInfo, @Nullable byte[] attachment) {
        if (identifier == null || thread == null || title == null || body == null || sound == null || interruption == null) {
            throw new NullPointerException("identifier, thread, title, body, sound, interruption");
        }
        this.identifier = identifier;
        this.thread = thread;
        this.title = title;
        this.subtitle = subtitle;
        this.body = body;
        this.sender = sender;
        this.sound = sound;
        this.interruption = interruption;
        this.relevance = relevance;
        this.category = category;
        this.userInfo = Collections.unmodifiableMap(new TreeMap<String, String>(userInfo));
        this.attachment = attachment == null ? null : attachment.clone();
    }

    /**
     * The stripped thumbnail of the push's photo as a JPEG file's bytes, where it has one.
     *
     * @return a copy of the bytes, or null
     */
    public @Nullable byte[] attachment() {
        return attachment == null ? null : attachment.clone();
    }

    /**
     * The attachment's size without copying it.
     *
     * @return its bytes' count, or -1 when there is none
     */
    public int attachmentSize() {
        return attachment == null ? -1 : attachment.length;
    }

    @Override
    public boolean equals(@Nullable Object other) {
        if (!(other instanceof NotificationPresentation)) return false;
        NotificationPresentation that = (NotificationPresentation) other;
        return identifier.equals(that.identifier) && thread.equals(that.thread) && title.equals(that.title)
            && (subtitle == null ? that.subtitle == null : subtitle.equals(that.subtitle)) && body.equals(that.body)
            && (sender == null ? that.sender == null : sender.equals(that.sender)) && sound.equals(that.sound)
            && interruption == that.interruption && Double.compare(relevance, that.relevance) == 0
            && (category == null ? that.category == null : category.equals(that.category)) && userInfo.equals(that.userInfo)
            && Arrays.equals(attachment, that.attachment);
    }

    @Override
    public int hashCode() {
        return (identifier.hashCode() * 31 + thread.hashCode()) * 31 + body.hashCode();
    }

    /** The identifier, thread and levels; the texts by their lengths only. */
    @Override
    public @NotNull String toString() {
        return "NotificationPresentation(" + identifier + ", thread=" + thread + ", title=<" + title.length() + " characters>, body=<"
            + body.length() + " characters>, " + interruption.specName + ", relevance=" + relevance
            + (category == null ? "" : ", " + category.identifier) + ")";
    }
}
