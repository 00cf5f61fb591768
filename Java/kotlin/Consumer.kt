// What an Android team writes in Kotlin against the runtime and the catalog, compiled by CI with
// kotlinc: non-null values are used as they are, null ones only through a check. Run, it decodes
// FCM's map of a push and prints what it shows.
import org.pushspec.PushException
import org.pushspec.catalog.TelegramCatalog
import org.pushspec.catalog.TelegramLocale
import org.pushspec.catalog.TelegramNotification
import org.pushspec.envelope.OpenedPush
import org.pushspec.envelope.PushDecoder
import org.pushspec.envelope.PushKeyring
import org.pushspec.telegram.TelegramPush

fun shown(data: Map<String, String>, tag: String): String {
    val decoder = PushDecoder(PushKeyring())
    return try {
        val push: OpenedPush = decoder.decodeFcmData(data)
        if (push.kind != OpenedPush.Kind.TELEGRAM) return "not Telegram"
        val telegram = TelegramCatalog.read(push)
        val locale: TelegramLocale = TelegramLocale.forTag(tag)
        val notification: TelegramNotification? = telegram.notification
        // The kinds an app cares about; every other form, and a key the spec lacks, is "otherwise".
        val kind: String = notification?.accept(object : TelegramNotification.DefaultVisitor<String>() {
            override fun otherwise(notification: TelegramNotification) = notification.javaClass.simpleName
            override fun visit(notification: TelegramNotification.ChatMessagePhotos) = "photos in " + notification.chat
        }) ?: "none"
        val rendered = telegram.rendered(locale)
        val args: List<String> = telegram.locArgs
        "$kind ${args.size}: " + (rendered?.title ?: "Telegram") + " | " + (rendered?.body ?: telegram.body() ?: "")
    } catch (e: PushException) {
        "error " + e.code()
    }
}

fun main() {
    val data = mapOf("loc_key" to "CHAT_MESSAGE_PHOTOS", "loc_args" to "[\"Ann\",\"Team\",\"3\"]", "custom" to "{\"chat_id\":\"22\"}")
    println(shown(data, "de"))
    println(shown(mapOf("loc_key" to "MESSAGE_TEXT", "loc_args" to "[oops"), "en"))
}
