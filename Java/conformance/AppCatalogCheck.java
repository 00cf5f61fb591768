import com.example.push.TelegramCatalog;
import com.example.push.TelegramCustomFields;
import com.example.push.TelegramLocale;
import com.example.push.TelegramNotification;
import com.example.push.TelegramServiceNotification;
import com.example.zulip.ZulipCatalog;
import com.example.zulip.ZulipPayload;
import java.nio.charset.StandardCharsets;
import org.pushspec.envelope.PushDecoder;
import org.pushspec.envelope.PushKeyring;
import org.pushspec.telegram.TelegramPush;
import org.pushspec.zulip.ZulipPush;

/**
 * An app's spec over PushSpec's, as Java: Examples/Consumer's additions generated into
 * com.example.push (`pushspec-gen --language java --java-package com.example.push --spec Spec
 * --spec Examples/Consumer/Sources/ConsumerDemo/Spec`) decode through the runtime as PushSpec's
 * own catalog does: the app's new type, its override, its service and its field, in English and
 * in its German layered over PushSpec's; and a Zulip push typed with payload classes generated into
 * com.example.zulip, not PushSpec's org.pushspec.catalog. Exits 1 on the first difference.
 */
public final class AppCatalogCheck {
    private AppCatalogCheck() {}

    public static void main(String[] arguments) throws Exception {
        PushDecoder decoder = new PushDecoder(new PushKeyring());
        TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> checklist = read(decoder,
            "{\"loc_key\":\"MESSAGE_CHECKLIST\",\"loc_args\":[\"Ann\",\"Groceries\",\"3\"],\"custom\":{\"from_id\":\"5\"}}");
        expect(checklist.notification instanceof TelegramNotification.MessageChecklist, "the app's type");
        expect("Ann sent you a checklist Groceries with 3 items", checklist.text());
        expect("Ann hat dir die Checkliste „Groceries“ mit 3 Einträgen gesendet",
            checklist.rendered(TelegramLocale.forTag("de")).text);
        TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> text = read(decoder,
            "{\"loc_key\":\"MESSAGE_TEXT\",\"loc_args\":[\"Ann\",\"hi\"]}");
        expect("Ann says: hi", text.text());
        expect("Ann sagt: hi", text.rendered(TelegramLocale.forTag("de-AT")).text);
        // PushSpec's own types keep PushSpec's German.
        expect("Ann hat ein Foto an die Gruppe Club gesendet", read(decoder,
            "{\"loc_key\":\"CHAT_MESSAGE_PHOTOS\",\"loc_args\":[\"Ann\",\"Club\",\"1\"]}").rendered(TelegramLocale.forTag("de")).text);
        TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> done = read(decoder,
            "{\"loc_key\":\"CHECKLIST_DONE\",\"custom\":{\"checklist_id\":\"77\",\"chat_id\":\"9\"}}");
        expect(TelegramPush.Kind.SERVICE, done.kind);
        expect(Long.valueOf(77), ((TelegramServiceNotification.ChecklistDone) done.service).checklistID);
        expect(TelegramPush.Kind.INVALID_SERVICE, read(decoder, "{\"loc_key\":\"CHECKLIST_DONE\",\"custom\":{\"chat_id\":\"9\"}}").kind);
        ZulipPush<ZulipPayload> zulip = ZulipCatalog.read(decoder.decode(("{\"type\":\"message\",\"realm_url\":\"https://c.example\","
            + "\"user_id\":10,\"channel_id\":3,\"channel_name\":\"Club\",\"topic\":\"t\",\"content\":\"hi\",\"message_id\":1,"
            + "\"sender_id\":2,\"sender_full_name\":\"Ann\",\"sender_avatar_url\":\"x\",\"time\":1}").getBytes(StandardCharsets.UTF_8)));
        expect(zulip.payload instanceof ZulipPayload.ChannelMessage, "com.example.zulip's payload class");
        expect("#Club > t: hi", zulip.text());
        expect("zulip.message", zulip.presentation().category.identifier);
        System.out.println("ok: the app's type, override, service and field, in English and German; a Zulip push typed with com.example.zulip's payloads");
    }

    private static TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> read(PushDecoder decoder, String json)
        throws Exception {
        return TelegramPush.read(decoder.decode(json.getBytes(StandardCharsets.UTF_8)), TelegramCatalog.INSTANCE);
    }

    private static void expect(Object expected, Object actual) {
        if (!expected.equals(actual)) {
            System.err.println("expected " + expected + "\n     got " + actual);
            System.exit(1);
        }
    }

    private static void expect(boolean condition, String what) {
        if (!condition) {
            System.err.println("failed: " + what);
            System.exit(1);
        }
    }
}
