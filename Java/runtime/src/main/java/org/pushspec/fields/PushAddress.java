package org.pushspec.fields;

import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

/** A server address sent as {@code host:port} ({@code [v6]:port} or {@code v6:port}). Immutable. */
public final class PushAddress {
    /** The host: an IPv4 address, an IPv6 address without brackets, or a name. */
    public final @NotNull String host;
    /** The port. */
    public final int port;

    private PushAddress(String host, int port) {
        this.host = host;
        this.port = port;
    }

    /**
     * Parses {@code host:port}, {@code [v6]:port} or {@code v6:port}.
     *
     * @param text the wire text
     * @return the address, or null when there is no valid port or no host
     */
    public static @Nullable PushAddress parse(@NotNull String text) {
        int colon = text.lastIndexOf(':');
        if (colon < 0) return null;
        String portText = text.substring(colon + 1);
        if (portText.isEmpty() || portText.length() > 5) return null;
        for (int i = 0; i < portText.length(); i++) {
            if (portText.charAt(i) < '0' || portText.charAt(i) > '9') return null;
        }
        int port = Integer.parseInt(portText);
        if (port > 65535) return null;
        String host = text.substring(0, colon);
        if (host.startsWith("[")) {
            if (!host.endsWith("]") || host.length() <= 2) return null;
            host = host.substring(1, host.length() - 1);
        }
        if (host.isEmpty()) return null;
        for (int i = 0; i < host.length(); i++) {
            char c = host.charAt(i);
            if (Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '[' || c == ']') return null;
        }
        return new PushAddress(host, port);
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof PushAddress && ((PushAddress) other).host.equals(host) && ((PushAddress) other).port == port;
    }

    @Override
    public int hashCode() {
        return host.hashCode() * 31 + port;
    }

    /** {@code host:port}, with brackets around an IPv6 host. */
    @Override
    public @NotNull String toString() {
        return host.contains(":") ? "[" + host + "]:" + port : host + ":" + port;
    }
}
