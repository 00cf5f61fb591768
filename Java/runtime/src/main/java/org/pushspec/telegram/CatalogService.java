package org.pushspec.telegram;

/** A service notification of a generated catalog: no text to show, something for the app to do. */
public interface CatalogService {
    /**
     * The wire {@code loc_key}.
     *
     * @return the key
     */
    String locKey();

    /**
     * Whether the app may act on it only when it arrived inside an encrypted payload.
     *
     * @return whether it must have been encrypted
     */
    boolean requiresEncryption();
}
