// Must not compile: TelegramPush.rendered(...) is @Nullable, so Kotlin sees RenderedNotification?
// and refuses the unchecked dereference. CI compiles this file and expects that error.
import org.pushspec.catalog.TelegramCatalog
import org.pushspec.catalog.TelegramLocale
import org.pushspec.envelope.OpenedPush
import org.pushspec.telegram.TelegramPush

fun title(push: OpenedPush): String = TelegramCatalog.read(push).rendered(TelegramLocale.ENGLISH).title
