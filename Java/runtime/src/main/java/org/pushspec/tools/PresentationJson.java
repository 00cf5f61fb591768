package org.pushspec.tools;

import java.util.List;
import java.util.Map;
import org.pushspec.presentation.NotificationPresentation;
import org.pushspec.presentation.PresentationChanges;

/**
 * The members {@code --presentation} adds to a line, as {@code pushspec render --presentation}
 * writes them: {@code present} (the notifications to show), {@code remove} (identifiers) and
 * {@code remove_where} (a rule: threads and the highest message id), each left out when it has
 * nothing to say.
 */
final class PresentationJson {
    private PresentationJson() {}

    static void write(PresentationChanges changes, JsonLine object) {
        if (!changes.present.isEmpty()) {
            StringBuilder present = new StringBuilder("[");
            for (NotificationPresentation presentation : changes.present) {
                if (present.length() > 1) present.append(',');
                present.append(presentation(presentation));
            }
            object.putJson("present", present.append(']').toString());
        }
        if (!changes.remove.identifiers.isEmpty()) object.putJson("remove", strings(changes.remove.identifiers));
        if (changes.remove.rule != null) {
            object.put("remove_where", new JsonLine().putJson("threads", strings(changes.remove.rule.threads))
                .put("max_message_id", changes.remove.rule.maxMessageId));
        }
    }

    /** One presentation: {@code sound} is null when silent; {@code subtitle}, {@code category} and {@code sender} are left out when it has none. */
    private static JsonLine presentation(NotificationPresentation presentation) {
        JsonLine object = new JsonLine();
        object.put("identifier", presentation.identifier);
        object.put("thread", presentation.thread);
        object.put("title", presentation.title);
        object.put("subtitle", presentation.subtitle);
        object.put("body", presentation.body);
        if (!presentation.sound.plays()) {
            object.putJson("sound", "null");
        } else {
            object.put("sound", presentation.sound.name != null ? presentation.sound.name : "default");
        }
        object.put("interruption", presentation.interruption.specName);
        object.putJson("relevance", Double.toString(presentation.relevance));
        object.put("category", presentation.category != null ? presentation.category.identifier : null);
        if (!presentation.userInfo.isEmpty()) {
            JsonLine userInfo = new JsonLine();
            for (Map.Entry<String, String> entry : presentation.userInfo.entrySet()) userInfo.put(entry.getKey(), entry.getValue());
            object.put("user_info", userInfo);
        }
        if (presentation.sender != null) {
            object.put("sender", new JsonLine().put("name", presentation.sender.name).put("id", Long.toString(presentation.sender.id)));
        }
        if (presentation.attachmentSize() >= 0) object.put("attachment_bytes", presentation.attachmentSize());
        return object;
    }

    private static String strings(List<String> values) {
        StringBuilder text = new StringBuilder("[");
        for (String value : values) {
            if (text.length() > 1) text.append(',');
            text.append(JsonLine.quoted(value));
        }
        return text.append(']').toString();
    }
}
