package org.pushspec.telegram;

import java.util.List;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;
import org.pushspec.fields.FieldProblem;
import org.pushspec.fields.Peer;

/**
 * The typed custom and payload fields of a generated catalog: PushSpec's
 * {@code TelegramCustomFields}, or the one an app's own spec generates with the fields it adds (the
 * Swift runtime's {@code TelegramCatalogFields}). A decoded push holds its catalog's fields
 * ({@link TelegramPush#fields}), so an app reads its own fields as it reads PushSpec's.
 *
 * <p>The methods are the fields the runtime reads (who the push is about, its message, call and
 * secret chat, how to present it), which every catalog has, its spec being layered over PushSpec's;
 * each returns the generated field of its name. The generated code implements it; an app does not.
 */
public interface CatalogFields {
    /**
     * The chat the notification is about.
     *
     * @return the peer, or null
     */
    @Nullable Peer peer();

    /**
     * Who sent the message.
     *
     * @return the peer, or null
     */
    @Nullable Peer sender();

    /**
     * {@code chat_from_id}: the member of a group or channel who sent the message.
     *
     * @return the id, or null
     */
    @Nullable Long chatFromID();

    /**
     * {@code chat_from_group_id}: the channel a message was sent as.
     *
     * @return the id, or null
     */
    @Nullable Long chatFromGroupID();

    /**
     * {@code msg_id}: the server's id of the message.
     *
     * @return the id, or null
     */
    @Nullable Long messageID();

    /**
     * {@code call_id}: the call a call notification is about.
     *
     * @return the id, or null
     */
    @Nullable Long callID();

    /**
     * {@code encryption_id}: the secret chat a secret chat notification is about.
     *
     * @return the id, or null
     */
    @Nullable Long encryptionID();

    /**
     * {@code mention}: whether the message mentions the user.
     *
     * @return the flag, or null
     */
    @Nullable Boolean isMention();

    /**
     * {@code silent}: whether the message was sent without sound.
     *
     * @return the flag, or null
     */
    @Nullable Boolean isSilent();

    /**
     * {@code sound}: the sound to play.
     *
     * @return the name, or null
     */
    @Nullable String sound();

    /**
     * {@code text}: the server's ready-made text of the notification.
     *
     * @return the text, or null
     */
    @Nullable String text();

    /**
     * {@code attachb64}: the message's photo or document, a TL object (a copy).
     *
     * @return the bytes, or null
     */
    @Nullable byte[] attachment();

    /**
     * The fields present with the wrong shape; each reads as null.
     *
     * @return the problems (unmodifiable)
     */
    @NotNull List<FieldProblem> problems();
}
