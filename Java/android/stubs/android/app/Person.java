package android.app;

import java.util.ArrayList;
import java.util.List;

/**
 * A test-only stub of {@code android.app.Person} (API 28;
 * developer.android.com/reference/android/app/Person), not Android and never shipped: the
 * builder's calls {@code org.pushspec.android} uses, printed as they were made.
 */
public final class Person {
    private final List<String> stubCalls;

    private Person(List<String> calls) {
        this.stubCalls = new ArrayList<String>(calls);
    }

    /** Test-only (not Android): {@code Person{calls}}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("Person{");
        for (int i = 0; i < stubCalls.size(); i++) text.append(i > 0 ? ", " : "").append(stubCalls.get(i));
        return text.append('}').toString();
    }

    /** A test-only stub of {@code Person.Builder} (API 28). */
    public static class Builder {
        private final List<String> calls = new ArrayList<String>();

        /** Android's {@code Builder()} (API 28). */
        public Builder() {}

        /**
         * Android's {@code setName(CharSequence)} (API 28).
         *
         * @param name the name
         * @return this
         */
        public Person.Builder setName(CharSequence name) {
            calls.add(Notification.stubCall("setName", name));
            return this;
        }

        /**
         * Android's {@code setKey(String)} (API 28).
         *
         * @param key a unique key
         * @return this
         */
        public Person.Builder setKey(String key) {
            calls.add(Notification.stubCall("setKey", key));
            return this;
        }

        /**
         * Android's {@code build()} (API 28).
         *
         * @return the person
         */
        public Person build() {
            return new Person(calls);
        }
    }
}
