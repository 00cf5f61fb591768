package org.pushspec.zulip;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.pushspec.catalog.ZulipNotificationCategory;
import org.pushspec.catalog.ZulipPayload;
import org.pushspec.presentation.NotificationCategory;
import org.pushspec.presentation.NotificationInterruption;
import org.pushspec.presentation.NotificationPresentation.Identifiers;
import org.pushspec.presentation.NotificationPresentation.Relevance;
import org.pushspec.presentation.NotificationPresentation.UserInfoKey;
import org.pushspec.presentation.NotificationPresentation;
import org.pushspec.presentation.NotificationRemoval;
import org.pushspec.presentation.PresentationChanges;

/**
 * What a Zulip push shows, by the rules of {@link NotificationPresentation} (the Swift runtime's
 * {@code ZulipPush.presentation}), for {@link ZulipPush#presentationChanges} and
 * {@link ZulipPush#presentation}.
 */
final class ZulipPresentation {
    private ZulipPresentation() {}

    /** For a {@code remove}, the identifiers of the messages it lists; else the message's notification. */
    static @NotNull PresentationChanges changes(@NotNull ZulipPush push) {
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
    static @Nullable NotificationPresentation presentation(@NotNull ZulipPush push) {
        String title = push.title();
        String body = push.body();
        if (title == null || body == null) return null;
        String account = account(push);
        ZulipPayload payload = push.payload;
        String thread;
        Long messageId = null;
        Long channelId = null;
        String senderName = null;
        Long senderId = null;
        boolean isMention = false;
        List<Long> recipients = push.recipientUserIds();
        if (payload instanceof ZulipPayload.ChannelMessage) {
            ZulipPayload.ChannelMessage message = (ZulipPayload.ChannelMessage) payload;
            thread = Identifiers.zulipChannelThread(account, message.channelID, message.channelName, message.topic);
            messageId = message.messageID;
            channelId = message.channelID;
            senderName = message.senderFullName;
            senderId = message.senderID;
            isMention = message.mentionedUserGroupID != null;
        } else if (payload instanceof ZulipPayload.LegacyChannelMessage) {
            ZulipPayload.LegacyChannelMessage message = (ZulipPayload.LegacyChannelMessage) payload;
            thread = Identifiers.zulipChannelThread(account, message.channelID, message.channelName, message.topic);
            messageId = message.messageID;
            channelId = message.channelID;
            senderName = message.senderFullName;
            senderId = message.senderID;
        } else if (payload instanceof ZulipPayload.ApnsChannelMessage) {
            ZulipPayload.ApnsChannelMessage message = (ZulipPayload.ApnsChannelMessage) payload;
            thread = Identifiers.zulipChannelThread(account, message.channelID, message.channelName, message.topic);
            messageId = message.messageIDs.isEmpty() ? null : Collections.max(message.messageIDs);
            channelId = message.channelID;
            senderName = message.senderEmail;
            senderId = message.senderID;
        } else if (payload instanceof ZulipPayload.DirectMessage) {
            ZulipPayload.DirectMessage message = (ZulipPayload.DirectMessage) payload;
            thread = Identifiers.zulipDirectThread(account, recipients != null ? recipients : Collections.singletonList(message.senderID));
            messageId = message.messageID;
            senderName = message.senderFullName;
            senderId = message.senderID;
            isMention = message.mentionedUserGroupID != null;
        } else if (payload instanceof ZulipPayload.LegacyDirectMessage) {
            ZulipPayload.LegacyDirectMessage message = (ZulipPayload.LegacyDirectMessage) payload;
            thread = Identifiers.zulipDirectThread(account, recipients != null ? recipients : senders(message.senderID));
            messageId = message.messageID;
            senderName = message.senderFullName;
            senderId = message.senderID;
        } else if (payload instanceof ZulipPayload.ApnsDirectMessage) {
            ZulipPayload.ApnsDirectMessage message = (ZulipPayload.ApnsDirectMessage) payload;
            thread = Identifiers.zulipDirectThread(account, recipients != null ? recipients : senders(message.senderID));
            messageId = message.messageIDs.isEmpty() ? null : Collections.max(message.messageIDs);
            senderName = message.senderEmail;
            senderId = message.senderID;
        } else if (payload instanceof ZulipPayload.Test || payload instanceof ZulipPayload.LegacyTest) {
            thread = "zulip/" + account + "/test";
        } else {
            return null;
        }
        Map<String, String> userInfo = new TreeMap<String, String>();
        userInfo.put(UserInfoKey.ACCOUNT, account);
        if (channelId != null) userInfo.put(UserInfoKey.CHAT_ID, channelId.toString());
        if (messageId != null) userInfo.put(UserInfoKey.MESSAGE_ID, messageId.toString());
        NotificationPresentation.Sender sender =
            senderName != null && senderId != null ? new NotificationPresentation.Sender(senderName, senderId) : null;
        boolean isTest = payload instanceof ZulipPayload.Test || payload instanceof ZulipPayload.LegacyTest;
        // Reply and mark as read, in English (Zulip's part of the spec has no translations).
        NotificationCategory category = messageId == null || isTest ? null : ZulipNotificationCategory.MESSAGE.category("en");
        return new NotificationPresentation(
            messageId != null ? Identifiers.zulipMessage(account, messageId) : "zulip/" + account + "/test", thread, title, null, body, sender,
            NotificationPresentation.Sound.DEFAULT, NotificationInterruption.ACTIVE, isMention ? Relevance.MENTION : Relevance.MESSAGE,
            category, userInfo, null);
    }

    private static List<Long> senders(Long senderId) {
        return senderId == null ? Collections.<Long>emptyList() : Collections.singletonList(senderId);
    }

    /** {@code REALM/USER} of the receiving account. */
    static @NotNull String account(@NotNull ZulipPush push) {
        return Identifiers.zulipAccount(realmUrl(push.payload), push.userId());
    }

    private static String realmUrl(ZulipPayload p) {
        if (p instanceof ZulipPayload.ChannelMessage) return ((ZulipPayload.ChannelMessage) p).realmURL;
        if (p instanceof ZulipPayload.DirectMessage) return ((ZulipPayload.DirectMessage) p).realmURL;
        if (p instanceof ZulipPayload.Remove) return ((ZulipPayload.Remove) p).realmURL;
        if (p instanceof ZulipPayload.Test) return ((ZulipPayload.Test) p).realmURL;
        if (p instanceof ZulipPayload.LegacyChannelMessage) {
            ZulipPayload.LegacyChannelMessage m = (ZulipPayload.LegacyChannelMessage) p;
            return first(m.realmURL, m.realmURI, m.server);
        }
        if (p instanceof ZulipPayload.LegacyDirectMessage) {
            ZulipPayload.LegacyDirectMessage m = (ZulipPayload.LegacyDirectMessage) p;
            return first(m.realmURL, m.realmURI, m.server);
        }
        if (p instanceof ZulipPayload.LegacyRemove) {
            ZulipPayload.LegacyRemove m = (ZulipPayload.LegacyRemove) p;
            return first(m.realmURL, m.realmURI, m.server);
        }
        if (p instanceof ZulipPayload.LegacyTest) {
            ZulipPayload.LegacyTest m = (ZulipPayload.LegacyTest) p;
            return first(m.realmURL, m.realmURI, m.server);
        }
        if (p instanceof ZulipPayload.ApnsChannelMessage) {
            ZulipPayload.ApnsChannelMessage m = (ZulipPayload.ApnsChannelMessage) p;
            return first(m.realmURL, m.realmURI, m.server);
        }
        if (p instanceof ZulipPayload.ApnsDirectMessage) {
            ZulipPayload.ApnsDirectMessage m = (ZulipPayload.ApnsDirectMessage) p;
            return first(m.realmURL, m.realmURI, m.server);
        }
        org.json.JSONObject json = ((ZulipPayload.Unknown) p).json();
        Object url = json.opt("realm_url");
        if (url instanceof String) return (String) url;
        Object uri = json.opt("realm_uri");
        return uri instanceof String ? (String) uri : null;
    }

    private static String first(String a, String b, String c) {
        return a != null ? a : b != null ? b : c;
    }
}
