package org.pushspec;

/**
 * The versions of generated Java code this runtime reads. Generated classes name the constant
 * of the version they were generated for, so that code from another generator fails to compile
 * instead of misbehaving: regenerate it with the {@code pushspec-gen} of the runtime in use.
 */
public final class GeneratedCodeVersion {
    private GeneratedCodeVersion() {}

    /**
     * The second version of the Java backend: notifications give the presentation's facts (kind of
     * chat, group, interruption, category, arguments by name), services their actions, locales
     * their tag. (Code of the first version names {@code JAVA_1}, which is gone.)
     */
    public static final int JAVA_2 = 2;
}
