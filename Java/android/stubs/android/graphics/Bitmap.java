package android.graphics;

/**
 * A test-only stub of {@code android.graphics.Bitmap} (API 1;
 * developer.android.com/reference/android/graphics/Bitmap), not Android and never shipped: the
 * type {@code org.pushspec.android} passes on; it knows only how many bytes it was decoded from.
 */
public final class Bitmap {
    private final int stubByteCount;

    Bitmap(int byteCount) {
        this.stubByteCount = byteCount;
    }

    /** Test-only (not Android): {@code Bitmap(N bytes)}. */
    @Override
    public String toString() {
        return "Bitmap(" + stubByteCount + " bytes)";
    }
}
