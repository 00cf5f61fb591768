package org.pushspec.internal;

import java.util.Locale;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/**
 * For the runtime, not for apps (it may change with any version): a realm URL's origin (scheme,
 * host, port), compared as the Zulip app and the Swift runtime do. Immutable.
 */
public final class RealmOrigin {
    /** {@code https} or {@code http}. */
    public final @NotNull String scheme;
    /** The host, in lowercase. */
    public final @NotNull String host;
    /** The port: the URL's, else the scheme's default. */
    public final int port;

    private RealmOrigin(String scheme, String host, int port) {
        this.scheme = scheme;
        this.host = host;
        this.port = port;
    }

    /**
     * The origin of an http(s) URL without user info.
     *
     * @param url a URL, or null
     * @return its origin, or null when it is not one
     */
    public static @Nullable RealmOrigin of(@Nullable String url) {
        if (url == null) return null;
        int colon = url.indexOf(':');
        if (colon < 0 || !url.startsWith("://", colon)) return null;
        String scheme = url.substring(0, colon).toLowerCase(Locale.ROOT);
        if (!scheme.equals("https") && !scheme.equals("http")) return null;
        String authority = url.substring(colon + 3);
        for (int i = 0; i < authority.length(); i++) {
            char c = authority.charAt(i);
            if (c == '/' || c == '?' || c == '#') {
                authority = authority.substring(0, i);
                break;
            }
        }
        if (authority.isEmpty() || authority.indexOf('@') >= 0) return null;
        String host = authority;
        int port = scheme.equals("https") ? 443 : 80;
        int portColon = authority.lastIndexOf(':');
        if (portColon >= 0 && !authority.endsWith("]")) {
            String digits = authority.substring(portColon + 1);
            if (digits.isEmpty() || digits.length() > 5) return null;
            for (int i = 0; i < digits.length(); i++) {
                if (digits.charAt(i) < '0' || digits.charAt(i) > '9') return null;
            }
            port = Integer.parseInt(digits);
            if (port < 1 || port > 65535) return null;
            host = authority.substring(0, portColon);
        }
        if (host.isEmpty()) return null;
        return new RealmOrigin(scheme, host.toLowerCase(Locale.ROOT), port);
    }

    /**
     * Whether another origin is the same.
     *
     * @param other an origin, or null
     * @return whether scheme, host and port are equal
     */
    public boolean sameAs(@Nullable RealmOrigin other) {
        return other != null && scheme.equals(other.scheme) && host.equals(other.host) && port == other.port;
    }
}
