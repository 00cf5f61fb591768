package org.pushspec.telegram;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.pushspec.attachments.StrippedThumbnail;
import org.pushspec.attachments.TelegramAttachment;
import org.pushspec.fields.Peer;
import org.pushspec.fields.PeerKind;
import org.pushspec.presentation.NotificationCategory;
import org.pushspec.presentation.NotificationInterruption;
import org.pushspec.presentation.NotificationPresentation.Identifiers;
import org.pushspec.presentation.NotificationPresentation.Relevance;
import org.pushspec.presentation.NotificationPresentation.UserInfoKey;
import org.pushspec.presentation.NotificationPresentation;
import org.pushspec.presentation.NotificationRemoval;
import org.pushspec.presentation.PresentationChanges;
import org.pushspec.text.CatalogLocale;
import org.pushspec.text.RenderedNotification;

/**
 * What a Telegram push shows without the notification state, by the rules of
 * {@link NotificationPresentation} (the Swift runtime's {@code TelegramPushOf.presentation}), for
 * {@link TelegramPush#presentationChanges} and {@link TelegramPush#presentation}.
 */
final class TelegramPresentation {
    private TelegramPresentation() {}

    /** What a {@code MESSAGE_DELETED} or {@code READ_HISTORY} takes away, else the notification to show. */
    static @NotNull PresentationChanges changes(@NotNull TelegramPush<?, ?, ?> push, @NotNull CatalogLocale locale) {
        // A refused service removes nothing.
        List<TelegramAction> actions = push.kind == TelegramPush.Kind.SERVICE && push.service != null
            ? push.service.actions(true) : Collections.<TelegramAction>emptyList();
        TelegramAction action = actions.isEmpty() ? null : actions.get(0);
        if (action != null && action.peer != null && action.kind == TelegramAction.Kind.DISMISS_MESSAGES) {
            long chatId = Identifiers.chatId(action.peer);
            List<String> identifiers = new ArrayList<String>(action.ids.size());
            for (Long messageId : action.ids) identifiers.add(Identifiers.telegramMessage(push.receiverId, chatId, messageId));
            return new PresentationChanges(Collections.<NotificationPresentation>emptyList(), new NotificationRemoval(identifiers, null));
        }
        if (action != null && action.peer != null && action.maxId != null && action.kind == TelegramAction.Kind.DISMISS_MESSAGES_UP_TO) {
            long chatId = Identifiers.chatId(action.peer);
            List<String> threads = Arrays.asList(
                Identifiers.telegramThread(push.receiverId, chatId, NotificationGroupKind.MESSAGES),
                Identifiers.telegramThread(push.receiverId, chatId, NotificationGroupKind.MENTIONS));
            NotificationRemoval.Rule rule = new NotificationRemoval.Rule(threads, action.maxId);
            return new PresentationChanges(Collections.<NotificationPresentation>emptyList(),
                new NotificationRemoval(Collections.<String>emptyList(), rule));
        }
        NotificationPresentation presentation = presentation(push, locale);
        return presentation == null ? PresentationChanges.NONE
            : new PresentationChanges(Collections.singletonList(presentation), NotificationRemoval.NOTHING);
    }

    /** The notification to show, or null when the push shows nothing. */
    static @Nullable NotificationPresentation presentation(@NotNull TelegramPush<?, ?, ?> push, @NotNull CatalogLocale locale) {
        RenderedNotification rendered = push.rendered(locale);
        if (rendered == null) {
            // A key the spec lacks, or arguments no form takes: the server's ready-made text, where the push has one.
            String text = push.readyMadeText();
            if (text == null) return null;
            rendered = new RenderedNotification(TelegramPush.ANNOUNCEMENT_TITLE, text, text);
        }
        CatalogNotification notification = push.notification;
        NotificationGroupKind group = group(push);
        long chatId = chatId(push);
        String locKey = push.locKey;
        String item;
        switch (group) {
            case MESSAGES:
            case MENTIONS:
                item = push.fields.messageID() != null ? push.fields.messageID().toString() : locKey != null ? locKey : "push";
                break;
            case CALLS:
                item = push.fields.callID() != null ? "call" + push.fields.callID() : locKey != null ? locKey : "call";
                break;
            case SECRET_CHAT:
                item = "secret_chat";
                break;
            default:
                item = locKey != null ? locKey : "push";
        }
        PeerKind peerKind = notification != null ? notification.peerKind() : null;
        String author = notification != null ? notification.argument("author") : null;
        if (author != null && author.isEmpty()) author = null;
        // In a group, the sender is the title and the chat (the rendered title) the subtitle.
        boolean inChat = peerKind == PeerKind.GROUP || peerKind == PeerKind.CHANNEL;
        String title = peerKind == PeerKind.GROUP && author != null ? author : rendered.title;
        String subtitle = inChat && !rendered.title.equals(title) ? rendered.title : null;
        String senderName = author != null ? author : peerKind == PeerKind.PRIVATE || peerKind == PeerKind.CHANNEL ? rendered.title : null;
        Long senderId = senderId(push);
        NotificationPresentation.Sender sender =
            senderName != null && senderId != null ? new NotificationPresentation.Sender(senderName, senderId) : null;

        Map<String, String> userInfo = new TreeMap<String, String>();
        userInfo.put(UserInfoKey.ACCOUNT, Long.toString(push.receiverId));
        if (chatId != 0) userInfo.put(UserInfoKey.CHAT_ID, Long.toString(chatId));
        if (push.fields.messageID() != null) userInfo.put(UserInfoKey.MESSAGE_ID, push.fields.messageID().toString());
        boolean silent = Boolean.TRUE.equals(push.fields.isSilent());
        String soundName = push.fields.sound();
        NotificationPresentation.Sound sound = silent ? NotificationPresentation.Sound.NONE
            : soundName == null || soundName.isEmpty() || soundName.equals("default") ? NotificationPresentation.Sound.DEFAULT
            : NotificationPresentation.Sound.named(soundName);
        NotificationInterruption interruption = silent ? NotificationInterruption.PASSIVE
            : notification != null ? notification.interruption() : NotificationInterruption.ACTIVE;
        NotificationCategory category = notification != null ? notification.category(locale.tag()) : null;
        // attachment() is a copy: a few hundred bytes, once per push presented.
        StrippedThumbnail thumbnail = TelegramAttachment.strippedThumbnail(push.fields.attachment());
        return new NotificationPresentation("telegram/" + push.receiverId + "/" + chatId + "/" + item,
            Identifiers.telegramThread(push.receiverId, chatId, group), title, subtitle, rendered.body, sender, sound, interruption,
            relevance(push, group), category, userInfo, thumbnail == null ? null : thumbnail.jpeg());
    }

    /**
     * TDLib's group of the notification, as the state files it by default: a mention outside
     * private chats in {@code mentions}, a pinned message in a private chat in {@code messages};
     * {@code none} for a push that shows no notification of a chat.
     */
    static @NotNull NotificationGroupKind group(@NotNull TelegramPush<?, ?, ?> push) {
        CatalogNotification notification = push.notification;
        NotificationGroupKind kind = notification != null ? notification.groupKind() : null;
        if (kind == null) return NotificationGroupKind.NONE;
        Peer peer = push.fields.peer();
        boolean isPrivate = notification.peerKind() == PeerKind.PRIVATE || (peer != null && peer.kind == Peer.Kind.USER);
        switch (kind) {
            case MESSAGES:
                return !isPrivate && Boolean.TRUE.equals(push.fields.isMention()) ? NotificationGroupKind.MENTIONS : NotificationGroupKind.MESSAGES;
            case MENTIONS:
                return isPrivate ? NotificationGroupKind.MESSAGES : NotificationGroupKind.MENTIONS;
            default:
                return kind;
        }
    }

    /**
     * TDLib's chat id of the notification's chat: a secret chat's from {@code encryption_id}, which
     * TDLib takes as the chat wherever a push has it, else the peer's; 0 when the push names none.
     */
    static long chatId(@NotNull TelegramPush<?, ?, ?> push) {
        if (push.fields.encryptionID() != null) return Identifiers.secretChatId(push.fields.encryptionID());
        Peer peer = push.fields.peer();
        return peer == null ? 0 : Identifiers.chatId(peer);
    }

    /** The sender's id, by the doc's rule, else the private chat's user. */
    private static Long senderId(TelegramPush<?, ?, ?> push) {
        Peer sender = push.fields.sender();
        if (sender != null) return Identifiers.chatId(sender);
        Peer peer = push.fields.peer();
        return peer != null && peer.kind == Peer.Kind.USER ? peer.id : null;
    }

    private static double relevance(TelegramPush<?, ?, ?> push, NotificationGroupKind group) {
        switch (group) {
            case CALLS:
                return Relevance.CALL;
            case MENTIONS:
                return Relevance.MENTION;
            case MESSAGES:
            case SECRET_CHAT:
                return Relevance.MESSAGE;
            default:
                return push.notification == null || push.fields.peer() == null ? Relevance.NOTICE : Relevance.MESSAGE;
        }
    }
}
