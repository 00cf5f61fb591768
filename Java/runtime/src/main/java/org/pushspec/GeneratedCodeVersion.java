package org.pushspec;

/**
 * The versions of generated Java code this runtime reads. Generated classes name the constant
 * of the version they were generated for, so that code from another generator fails to compile
 * instead of misbehaving: regenerate it with the {@code pushspec-gen} of the runtime in use.
 */
public final class GeneratedCodeVersion {
    private GeneratedCodeVersion() {}

    /**
     * The fourth version of the Java backend: a catalog's fields implement {@code CatalogFields},
     * its catalog reads them and decodes services from them, and names its fields' class
     * ({@code NotificationCatalog<N, S, F>}); Zulip's payloads implement {@code CatalogPayload} and
     * their {@code ZulipCatalog} is a {@code PayloadCatalog}. (Code of the earlier versions names
     * {@code JAVA_1}, {@code JAVA_2} or {@code JAVA_3}, which are gone.)
     */
    public static final int JAVA_4 = 4;
}
