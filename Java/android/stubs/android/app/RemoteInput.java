package android.app;

import java.util.ArrayList;
import java.util.List;

/**
 * A test-only stub of {@code android.app.RemoteInput} (API 20;
 * developer.android.com/reference/android/app/RemoteInput), not Android and never shipped: the
 * builder's calls {@code org.pushspec.android} uses, printed as they were made.
 */
public final class RemoteInput {
    private final List<String> stubCalls;

    private RemoteInput(List<String> calls) {
        this.stubCalls = new ArrayList<String>(calls);
    }

    /** Test-only (not Android): {@code RemoteInput{calls}}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("RemoteInput{");
        for (int i = 0; i < stubCalls.size(); i++) text.append(i > 0 ? ", " : "").append(stubCalls.get(i));
        return text.append('}').toString();
    }

    /** A test-only stub of {@code RemoteInput.Builder} (API 20). */
    public static final class Builder {
        private final List<String> calls = new ArrayList<String>();

        /**
         * Android's {@code Builder(String)} (API 20).
         *
         * @param resultKey the key of the text in the intent's results
         */
        public Builder(String resultKey) {
            calls.add(Notification.stubCall("new", resultKey));
        }

        /**
         * Android's {@code setLabel(CharSequence)} (API 20).
         *
         * @param label the label
         * @return this
         */
        public RemoteInput.Builder setLabel(CharSequence label) {
            calls.add(Notification.stubCall("setLabel", label));
            return this;
        }

        /**
         * Android's {@code build()} (API 20).
         *
         * @return the input
         */
        public RemoteInput build() {
            return new RemoteInput(calls);
        }
    }
}
