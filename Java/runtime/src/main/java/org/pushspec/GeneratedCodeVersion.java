package org.pushspec;

/**
 * The versions of generated Java code this runtime reads. Generated classes name the constant
 * of the version they were generated for, so that code from another generator fails to compile
 * instead of misbehaving: regenerate it with the {@code pushspec-gen} of the runtime in use.
 */
public final class GeneratedCodeVersion {
    private GeneratedCodeVersion() {}

    /** The first version of the Java backend. */
    public static final int JAVA_1 = 1;
}
