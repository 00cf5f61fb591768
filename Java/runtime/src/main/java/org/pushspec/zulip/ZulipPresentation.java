package org.pushspec.zulip;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.pushspec.presentation.NotificationCategory;
import org.pushspec.presentation.NotificationInterruption;
import org.pushspec.presentation.NotificationPresentation.Identifiers;
import org.pushspec.presentation.NotificationPresentation.Relevance;
import org.pushspec.presentation.NotificationPresentation.UserInfoKey;
import org.pushspec.presentation.NotificationPresentation;
import org.pushspec.presentation.NotificationRemoval;
import org.pushspec.presentation.PresentationChanges;
import org.pushspec.zulip.CatalogPayload.Kind;

/**
 * What a Zulip push shows, by the rules of {@link NotificationPresentation} (the Swift runtime's
 * {@code ZulipPush.presentation}), for {@link ZulipPush#presentationChanges} and
 * {@link ZulipPush#presentation}.
 */
final class ZulipPresentation {
    private ZulipPresentation() {}

    /** For a {@code remove}, the identifiers of the messages it lists; else the message's notification. */
    static @NotNull PresentationChanges changes(@NotNull ZulipPush<?> push) {
        List<Long> messageIds = push.messageIdsToRemove();
        if (!messageIds.isEmpty()) {
            String account = account(push);
            List<String> identifiers = new ArrayList<String>(messageIds.size());
            for (Long messageId : messageIds) identifiers.add(Identifiers.zulipMessage(account, messageId));
            return new PresentationChanges(Collections.<NotificationPresentation>emptyList(), new NotificationRemoval(identifiers, null));
        }
        NotificationPresentation presentation = presentation(push);
        return presentation == null ? PresentationChanges.NONE
            : new PresentationChanges(Collections.singletonList(presentation), NotificationRemoval.NOTHING);
    }

    /** A channel message in its topic's thread, a direct message in its conversation's; null for a removal or an unknown payload. */
    static @Nullable NotificationPresentation presentation(@NotNull ZulipPush<?> push) {
        String title = push.title();
        String body = push.body();
        if (title == null || body == null) return null;
        String account = account(push);
        CatalogPayload payload = push.payload;
        Kind kind = payload.kind();
        String thread;
        if (kind == Kind.CHANNEL_MESSAGE) {
            thread = Identifiers.zulipChannelThread(account, payload.channelID(), payload.channelName(), payload.topic());
        } else if (kind == Kind.DIRECT_MESSAGE) {
            List<Long> recipients = push.recipientUserIds();
            thread = Identifiers.zulipDirectThread(account, recipients != null ? recipients : senders(payload.senderID()));
        } else if (kind == Kind.TEST) {
            thread = "zulip/" + account + "/test";
        } else {
            return null;
        }
        boolean isMessage = kind != Kind.TEST;
        Long messageId = isMessage ? push.messageId() : null;
        Long channelId = isMessage ? payload.channelID() : null;
        String senderName = isMessage ? push.senderName() : null;
        Long senderId = isMessage ? payload.senderID() : null;
        Map<String, String> userInfo = new TreeMap<String, String>();
        userInfo.put(UserInfoKey.ACCOUNT, account);
        if (channelId != null) userInfo.put(UserInfoKey.CHAT_ID, channelId.toString());
        if (messageId != null) userInfo.put(UserInfoKey.MESSAGE_ID, messageId.toString());
        NotificationPresentation.Sender sender =
            senderName != null && senderId != null ? new NotificationPresentation.Sender(senderName, senderId) : null;
        // The category its schema names (reply, mark as read), in English: Zulip's part of the spec
        // has no translations. A notification without a message has nothing to act on.
        NotificationCategory category = messageId == null ? null : payload.category("en");
        boolean isMention = isMessage && payload.mentionedUserGroupID() != null;
        return new NotificationPresentation(
            messageId != null ? Identifiers.zulipMessage(account, messageId) : "zulip/" + account + "/test", thread, title, null, body, sender,
            NotificationPresentation.Sound.DEFAULT, NotificationInterruption.ACTIVE, isMention ? Relevance.MENTION : Relevance.MESSAGE,
            category, userInfo, null);
    }

    private static List<Long> senders(Long senderId) {
        return senderId == null ? Collections.<Long>emptyList() : Collections.singletonList(senderId);
    }

    /** {@code REALM/USER} of the receiving account. */
    static @NotNull String account(@NotNull ZulipPush<?> push) {
        return Identifiers.zulipAccount(push.realmUrl(), push.userId());
    }
}
