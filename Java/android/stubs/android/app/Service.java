package android.app;

import android.content.ContextWrapper;

/**
 * A compile-only stub of {@code android.app.Service} (API 1;
 * developer.android.com/reference/android/app/Service), not Android and never shipped: the
 * context {@code FirebaseMessagingService} is.
 */
public abstract class Service extends ContextWrapper {
    /** Android's {@code Service()}: the system attaches its base context. */
    public Service() {
        super(null);
    }
}
