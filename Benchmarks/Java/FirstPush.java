import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import org.pushspec.catalog.TelegramCatalog;
import org.pushspec.catalog.TelegramCustomFields;
import org.pushspec.catalog.TelegramNotification;
import org.pushspec.catalog.TelegramServiceNotification;
import org.pushspec.envelope.OpenedPush;
import org.pushspec.envelope.PushDecoder;
import org.pushspec.envelope.PushKeyring;
import org.pushspec.telegram.TelegramPush;
import org.pushspec.text.RenderedNotification;

/**
 * An app's first push in a fresh process, with PushSpec: what onMessageReceived does (read the
 * keyring, decode the push, render it), printing the title and body as the hand-written peer
 * (shared/bench/HandWrittenPeer.java) does. Arguments: the push's JSON, and optionally a keyring
 * file. Timed as a whole process by java-first-push.sh.
 */
public final class FirstPush {
    private FirstPush() {}

    public static void main(String[] arguments) throws Exception {
        PushKeyring keyring = arguments.length > 1 ? PushKeyring.fromJson(Files.readAllBytes(Paths.get(arguments[1]))) : new PushKeyring();
        OpenedPush push = new PushDecoder(keyring).decode(arguments[0].getBytes(StandardCharsets.UTF_8));
        TelegramPush<TelegramNotification, TelegramServiceNotification, TelegramCustomFields> telegram = TelegramCatalog.read(push);
        RenderedNotification shown = telegram.rendered();
        System.out.println(shown == null ? "Telegram | " + telegram.locKey : shown.title + " | " + shown.body + " (" + telegram.fields.fromID + ")");
    }
}
