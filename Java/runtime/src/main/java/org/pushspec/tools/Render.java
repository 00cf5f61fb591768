package org.pushspec.tools;

import java.io.ByteArrayOutputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import org.pushspec.PushException;
import org.pushspec.catalog.TelegramCatalog;
import org.pushspec.catalog.TelegramCustomFields;
import org.pushspec.catalog.TelegramLocale;
import org.pushspec.catalog.TelegramNotification;
import org.pushspec.catalog.TelegramServiceNotification;
import org.pushspec.catalog.ZulipCatalog;
import org.pushspec.catalog.ZulipPayload;
import org.pushspec.envelope.OpenedPush;
import org.pushspec.envelope.PushDecoder;
import org.pushspec.envelope.PushKeyring;
import org.pushspec.fields.PayloadDecodingException;
import org.pushspec.telegram.TelegramPush;
import org.pushspec.text.RenderedNotification;
import org.pushspec.zulip.CatalogPayload;
import org.pushspec.zulip.ZulipPush;

/**
 * The conformance command: {@code java -cp ... org.pushspec.tools.Render [--keyring FILE]
 * [--locale TAG] [FILE]} prints, for every non-empty input line (NDJSON, or standard input), one
 * JSON object with the members {@code pushspec render --json} prints for {@code provider},
 * {@code receiver_id}, {@code encrypted}, {@code kind}, {@code loc_key}, {@code title},
 * {@code body}, {@code text} and {@code error} ({@code code}, {@code message}), and {@code line}
 * for an error; with {@code --presentation}, what {@code pushspec render --presentation} adds
 * ({@code present}, {@code remove}, {@code remove_where}). A file that is not JSON is one raw web
 * push body. Exits 1 when any input failed.
 */
public final class Render {
    private static final Charset UTF_8 = Charset.forName("UTF-8");

    private final PushDecoder decoder;
    private final TelegramLocale locale;
    private final boolean presentation;

    private Render(PushKeyring keyring, TelegramLocale locale, boolean presentation) {
        this.decoder = new PushDecoder(keyring);
        this.locale = locale;
        this.presentation = presentation;
    }

    /**
     * Runs the command.
     *
     * @param arguments {@code [--keyring FILE] [--locale TAG] [--presentation] [FILE]}
     * @throws IOException when a file cannot be read
     */
    public static void main(String[] arguments) throws IOException {
        PushKeyring keyring = new PushKeyring();
        TelegramLocale locale = TelegramLocale.ENGLISH;
        String input = null;
        boolean presentation = false;
        for (int i = 0; i < arguments.length; i++) {
            String argument = arguments[i];
            if ((argument.equals("--keyring") || argument.equals("--locale")) && i + 1 < arguments.length) {
                String value = arguments[++i];
                if (argument.equals("--locale")) {
                    locale = TelegramLocale.forTag(value);
                    continue;
                }
                try {
                    keyring = PushKeyring.fromJson(read(new FileInputStream(value)));
                } catch (PushException e) {
                    System.err.println("render: the keyring " + value + " cannot be read (" + e.code() + "): " + e.getMessage());
                    System.exit(2);
                }
            } else if (argument.equals("--presentation")) {
                presentation = true;
            } else if (input == null && !argument.startsWith("--")) {
                input = argument;
            } else {
                System.err.println("usage: Render [--keyring FILE] [--locale TAG] [--presentation] [FILE]");
                System.exit(2);
            }
        }
        byte[] bytes = read(input == null ? System.in : new FileInputStream(input));
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, UTF_8));
        boolean failed = new Render(keyring, locale, presentation).run(bytes, out);
        out.flush();
        System.exit(failed ? 1 : 0);
    }

    /** Renders every line (or one web push body); whether any failed. */
    private boolean run(byte[] bytes, PrintWriter out) {
        int first = 0;
        while (first < bytes.length && (bytes[first] == ' ' || bytes[first] == '\n' || bytes[first] == '\r' || bytes[first] == '\t')) first++;
        if (first < bytes.length && bytes[first] != '{' && bytes[first] != '[') {
            JsonLine result = webPush(bytes);
            out.println(result);
            return result.has("error");
        }
        boolean failed = false;
        int line = 1;
        int start = 0;
        for (int i = 0; i <= bytes.length; i++) {
            if (i < bytes.length && bytes[i] != '\n') continue;
            int end = i > start && bytes[i - 1] == '\r' ? i - 1 : i;
            if (!isBlank(bytes, start, end)) {
                byte[] document = new byte[end - start];
                System.arraycopy(bytes, start, document, 0, document.length);
                JsonLine result = render(document, line);
                failed |= result.has("error");
                out.println(result);
            }
            start = i + 1;
            line++;
        }
        return failed;
    }

    private JsonLine webPush(byte[] body) {
        try {
            return describe(decoder.decodeWebPush(body, null, null), 1);
        } catch (PushException e) {
            return failure(e.code(), e.getMessage(), 1);
        }
    }

    private JsonLine render(byte[] document, int line) {
        try {
            return describe(decoder.decode(document), line);
        } catch (PushException e) {
            return failure(e.code(), e.getMessage(), line);
        }
    }

    private JsonLine describe(OpenedPush push, int line) {
        switch (push.kind) {
            case TELEGRAM:
                return telegram(TelegramCatalog.read(push), line);
            case ZULIP:
                try {
                    ZulipPush<ZulipPayload> zulip = ZulipCatalog.read(push);
                    JsonLine object = zulip(zulip);
                    if (presentation) PresentationJson.write(zulip.presentationChanges(), object);
                    return object;
                } catch (PayloadDecodingException e) {
                    return failure("invalid_payload", e.getMessage(), line);
                }
            default:
                JsonLine object = new JsonLine();
                object.put("provider", "telegram");
                object.put("receiver_id", "0");
                object.put("encrypted", false);
                object.put("kind", "service");
                return object;
        }
    }

    private JsonLine telegram(TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> push, int line) {
        JsonLine object = new JsonLine();
        object.put("provider", "telegram");
        object.put("receiver_id", Long.toString(push.receiverId));
        object.put("encrypted", push.encrypted);
        object.put("kind", kind(push));
        object.put("loc_key", push.locKey);
        RenderedNotification rendered = locale.hasTranslation() ? push.rendered(locale) : null;
        if (rendered == null) rendered = push.rendered();
        object.put("title", rendered != null ? rendered.title : push.title());
        object.put("body", rendered != null ? rendered.body : push.body());
        object.put("text", rendered != null ? rendered.text : push.text());
        String code = null;
        String message = null;
        if (push.argumentsError != null) {
            code = push.argumentsError.reason.code();
            message = push.argumentsError.getMessage();
        } else if (push.serviceError != null) {
            code = "missing_field";
            message = push.serviceError.getMessage();
        }
        if (code != null) {
            object.put("error", new JsonLine().put("code", code).put("message", message));
            object.put("line", line);
        }
        if (presentation) PresentationJson.write(push.presentationChanges(locale), object);
        return object;
    }

    /** {@code unknown}, {@code notification} (an announcement too: it is shown), {@code service} or {@code empty}. */
    private static String kind(TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> push) {
        switch (push.kind) {
            case NOTIFICATION:
                return push.notification.isKnown() ? "notification" : "unknown";
            case INVALID_ARGUMENTS:
                return "notification";
            case SERVICE:
                return push.announcement() != null ? "notification" : "service";
            case EMPTY:
                return "empty";
            default:
                return "service";
        }
    }

    private static JsonLine zulip(ZulipPush<?> push) {
        JsonLine object = new JsonLine();
        object.put("provider", "zulip");
        Long user = push.userId();
        object.put("receiver_id", Long.toString(user != null ? user : 0));
        object.put("encrypted", push.encrypted);
        CatalogPayload.Kind kind = push.payload.kind();
        object.put("kind", kind == CatalogPayload.Kind.OTHER ? "unknown" : kind == CatalogPayload.Kind.REMOVE ? "service" : "notification");
        object.put("title", push.title());
        object.put("body", push.body());
        object.put("text", push.text());
        return object;
    }

    private static JsonLine failure(String code, String message, int line) {
        JsonLine object = new JsonLine();
        object.put("error", new JsonLine().put("code", code).put("message", message));
        object.put("line", line);
        return object;
    }

    private static boolean isBlank(byte[] bytes, int start, int end) {
        for (int i = start; i < end; i++) {
            if (bytes[i] != ' ' && bytes[i] != '\t' && bytes[i] != '\r') return false;
        }
        return true;
    }

    private static byte[] read(InputStream stream) throws IOException {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            byte[] buffer = new byte[65536];
            for (int count; (count = stream.read(buffer)) > 0; ) bytes.write(buffer, 0, count);
            return bytes.toByteArray();
        } finally {
            stream.close();
        }
    }
}
